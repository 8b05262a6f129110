//! What can go wrong in the app, as data ([`AppError`] and the reasons it carries), worded by
//! the language layer when shown; and the clipping of the details a message quotes.

use crate::engine::{LoadError, SetupError};

/// The longest excerpt of its input that a message quotes, in characters.
pub const EXCERPT_CHARS: usize = 60;
/// The longest detail (from the JSON reader or the browser) that a message carries.
pub const MAX_DETAIL_CHARS: usize = 200;

/// `text` cut to its first `max` characters, with an ellipsis if it was longer.
pub fn excerpt(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        None => text.to_string(),
        Some((at, _)) => format!("{}…", &text[..at]),
    }
}

/// `e` with its detail clipped ([`clip_detail`]) if it is [`LoadError::Malformed`].
pub fn clip_load_error(e: LoadError) -> LoadError {
    match e {
        LoadError::Malformed(detail) => LoadError::Malformed(clip_detail(&detail)),
        e => e,
    }
}

/// A detail from the JSON reader or the browser, fit for a message: what it quotes (between
/// `"`, `“”` or backquotes) cut to [`EXCERPT_CHARS`], and the whole to [`MAX_DETAIL_CHARS`].
pub fn clip_detail(detail: &str) -> String {
    const QUOTES: [char; 4] = ['"', '“', '”', '`'];
    let mut out = String::new();
    for (i, part) in detail.split_inclusive(QUOTES).enumerate() {
        let (body, quote) = match part.char_indices().last() {
            Some((at, c)) if QUOTES.contains(&c) => (&part[..at], &part[at..]),
            _ => (part, ""),
        };
        if i % 2 == 1 {
            out.push_str(&excerpt(body, EXCERPT_CHARS));
        } else {
            out.push_str(body);
        }
        out.push_str(quote);
        if out.len() > 4 * MAX_DETAIL_CHARS {
            break;
        }
    }
    excerpt(&out, MAX_DETAIL_CHARS)
}
/// Something that went wrong in the app, as data: the language layer words it
/// ([`ScreenWords::app_error`](crate::i18n::ScreenWords::app_error)) when it is shown, so a
/// message on the page follows a change of language. The details that come from the browser
/// or from the JSON reader are kept as they came: they have no other words.
#[derive(Clone, Debug, PartialEq)]
pub enum AppError {
    /// The seed typed in the new-game form is not a whole number: what was typed.
    Seed(String),
    /// The engine refused the new game's setup.
    Setup(SetupError),
    /// The engine refused a blank sheet's setup.
    BlankSheet(SetupError),
    /// The browser did not store the game.
    Save(Refusal),
    /// The browser did not store the finished game in the history.
    History(Refusal),
    /// The export's download failed: the browser's reason.
    Export(String),
    /// A file could not be imported.
    Import {
        /// The file's name.
        file: String,
        /// Why.
        why: ImportError,
    },
    /// A stored value could not be read; it was set aside.
    SetAside {
        /// Its storage key.
        key: String,
        /// Why it could not be read.
        why: Unreadable,
    },
    /// A stored value could not be read, nor set aside: it was left where it is.
    NotSetAside {
        /// Its storage key.
        key: String,
        /// Why it could not be read.
        why: Unreadable,
        /// Why the browser did not set it aside.
        refused: Refusal,
    },
    /// An imported game's names were longer than
    /// [`MAX_NAME_CHARS`](crate::model::record::MAX_NAME_CHARS): they were cut.
    NamesShortened,
    /// A link (a shared game or a challenge) could not be read: nothing was changed.
    Link(LoadError),
}

/// Why the browser's storage did not take (or give) a value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// There is no storage in this page now: site data blocked, or storage turned off.
    Unavailable,
    /// The storage is full (`QuotaExceededError`).
    Full,
    /// Another reason: the browser's words, clipped (see [`clip_detail`]).
    Other(String),
}

impl From<&str> for Refusal {
    /// Another reason, in the browser's words.
    fn from(detail: &str) -> Refusal {
        Refusal::Other(clip_detail(detail))
    }
}

/// Why an imported file was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum ImportError {
    /// The file is not text.
    NotText,
    /// It is not a game this app loads.
    Load(LoadError),
    /// The browser did not store it.
    Save(Refusal),
}

/// Why a stored value could not be read.
#[derive(Clone, Debug, PartialEq)]
pub enum Unreadable {
    /// A saved game that does not load.
    Game(LoadError),
    /// A value that is not the JSON expected: the reader's detail.
    Json(String),
}
