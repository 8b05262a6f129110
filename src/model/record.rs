//! What the app keeps in the browser's storage, as plain data: a saved game (the app's metadata
//! and the engine's versioned [`Save`]), a finished game's line in the history, a save set aside
//! because it could not be read, and the storage keys of each (`summary`: a saved game's line in
//! the list; `settings`: the new-game form's). What can go wrong is in
//! [`errors`](crate::model::errors). No browser code: tested natively.

pub mod settings;
pub mod summary;

use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use crate::engine::game::is_default;
use crate::engine::save::{read_versioned, SaveJson, Version};
use crate::engine::{notation, Action, Game, LoadError, PlayerId, Save, SoloLevel};
use crate::model::errors::clip_load_error;
use crate::model::review::{self, Review};
use crate::players::Level;

/// Every key of the app starts with this.
const PREFIX: &str = "orleans-dw:";
/// The id of the game on the table, so a reload resumes it.
pub const CURRENT_KEY: &str = "orleans-dw:current";
/// The finished games, newest first.
pub const HISTORY_KEY: &str = "orleans-dw:history";
/// The language chosen by the player (`en` or `fr`), once they chose one.
pub const LANG_KEY: &str = "orleans-dw:lang";
const GAME_PREFIX: &str = "orleans-dw:game:";
const QUARANTINE_PREFIX: &str = "orleans-dw:quarantine:";

/// The largest record read (a stored game or an imported file), in bytes: a finished 5-player
/// game takes about 6 KB. A longer text is refused before it is parsed.
pub const MAX_RECORD_BYTES: usize = 1_000_000;
/// The longest player name, in characters (the new-game form's limit): longer ones are cut.
pub const MAX_NAME_CHARS: usize = 20;
/// The longest game id kept from a file (an id is a storage key's suffix and a file name's).
pub const MAX_ID_CHARS: usize = 40;

/// Whether `c` steers the direction of the text around it (an embedding, override, isolate or
/// mark): a name holding one could show other letters than it holds (U+202E before "exe.live"
/// shows "evil.exe") and move the words and figures beside it, so names never keep one.
fn is_direction_control(c: char) -> bool {
    matches!(c, '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// `name` as the app keeps it, wherever it comes from (the form, a file, a link, storage):
/// without direction controls, cut to [`MAX_NAME_CHARS`].
pub fn clean_name(name: &str) -> String {
    name.chars().filter(|&c| !is_direction_control(c)).take(MAX_NAME_CHARS).collect()
}

/// Each of `names`, cleaned ([`clean_name`]).
fn clean_names(names: Vec<String>) -> Vec<String> {
    names.iter().map(|n| clean_name(n)).collect()
}

/// Refuses a text longer than [`MAX_RECORD_BYTES`], before anything reads it.
pub fn check_size(bytes: usize) -> Result<(), LoadError> {
    if bytes > MAX_RECORD_BYTES {
        return Err(LoadError::TooLarge { bytes, limit: MAX_RECORD_BYTES });
    }
    Ok(())
}

/// Whether an id read from a file may be kept: a few letters, digits, `-` and `_`.
pub fn is_good_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ID_CHARS
        && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// Where the stored copy of the game stands, for a tab that last read or wrote `seen` there
/// and is about to write `next`; `stored` is what storage holds now. (Stored games carry no
/// revision number: the text itself, setup and whole action list, is compared.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    /// Storage holds what this tab last saw (or nothing, and this tab never saw it there):
    /// write.
    Write,
    /// Storage already holds `next`: nothing to write.
    UpToDate,
    /// Another tab changed it: write nothing.
    Elsewhere(Elsewhere),
}

/// What another tab did to the game on this tab's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elsewhere {
    /// Played on (or undid, or started it again from another state).
    Moved,
    /// Deleted it.
    Deleted,
}

/// See [`Check`].
pub fn check(seen: Option<&str>, stored: Option<&str>, next: &str) -> Check {
    if stored == Some(next) {
        Check::UpToDate
    } else if stored == seen {
        Check::Write
    } else if stored.is_none() {
        Check::Elsewhere(Elsewhere::Deleted)
    } else {
        Check::Elsewhere(Elsewhere::Moved)
    }
}

/// The storage key of a saved game.
pub fn game_key(id: &str) -> String {
    format!("{GAME_PREFIX}{id}")
}

/// The game id of a storage key, if it is a saved game's key.
pub fn game_id(key: &str) -> Option<&str> {
    key.strip_prefix(GAME_PREFIX)
}

/// The key under which an unreadable value of `key`, found at time `at`, is kept aside.
pub fn quarantine_key(key: &str, at: u64) -> String {
    let name = key.strip_prefix(PREFIX).unwrap_or(key);
    format!("{QUARANTINE_PREFIX}{name}@{at}")
}

/// Whether a storage key holds a value kept aside.
pub fn is_quarantine_key(key: &str) -> bool {
    key.starts_with(QUARANTINE_PREFIX)
}

/// Who plays a seat. Stored as `"Human"`, `"Computer"` (a Normal computer player: what every
/// computer seat was before seats had levels) or `{"Computer": "<level>"}` for the other levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// A person at the device.
    Human,
    /// A computer player of this level.
    Computer(Level),
}

impl Seat {
    /// The level of a computer seat stored without one (older saves and settings).
    pub const COMPUTER_LEVEL: Level = Level::Normal;

    /// The choices of the new-game form, in its order.
    pub const CHOICES: [Seat; 5] = [
        Seat::Human,
        Seat::Computer(Level::Random),
        Seat::Computer(Level::Easy),
        Seat::Computer(Level::Normal),
        Seat::Computer(Level::Hard),
    ];

    /// The seat's stable name: `human`, or the computer's level (`random`, `easy`, `normal`,
    /// `hard`).
    pub fn name(self) -> &'static str {
        match self {
            Seat::Human => "human",
            Seat::Computer(level) => level.name(),
        }
    }

    /// The seat of a stable name; `computer` (settings stored before levels) is a Normal one.
    pub fn parse(name: &str) -> Option<Seat> {
        match name {
            "human" => Some(Seat::Human),
            "computer" => Some(Seat::Computer(Seat::COMPUTER_LEVEL)),
            _ => Level::parse(name).map(Seat::Computer),
        }
    }
}

/// `"Human"`, `"Computer"` (a Normal one, as stored before levels) or `{"Computer":"hard"}`.
impl Serialize for Seat {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Seat::Human => s.serialize_str("Human"),
            Seat::Computer(Seat::COMPUTER_LEVEL) => s.serialize_str("Computer"),
            Seat::Computer(level) => {
                let mut map = s.serialize_map(Some(1))?;
                map.serialize_entry("Computer", level.name())?;
                map.end()
            }
        }
    }
}

impl<'de> Deserialize<'de> for Seat {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Seat, D::Error> {
        d.deserialize_any(SeatVisitor)
    }
}

/// Reads a [`Seat`] as it is written.
struct SeatVisitor;

impl<'de> Visitor<'de> for SeatVisitor {
    type Value = Seat;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a seat")
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<Seat, E> {
        match s {
            "Human" => Ok(Seat::Human),
            "Computer" => Ok(Seat::Computer(Seat::COMPUTER_LEVEL)),
            _ => Err(E::invalid_value(de::Unexpected::Str(s), &self)),
        }
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Seat, A::Error> {
        let entry = map.next_entry::<String, String>()?;
        let Some(("Computer", level)) = entry.as_ref().map(|(k, l)| (k.as_str(), l)) else {
            return Err(de::Error::invalid_value(de::Unexpected::Map, &self));
        };
        if map.next_key::<de::IgnoredAny>()?.is_some() {
            return Err(de::Error::invalid_length(2, &self));
        }
        Level::parse(level).map(Seat::Computer).ok_or_else(|| {
            let shown: String = level.chars().take(20).collect();
            de::Error::custom(format_args!("unknown computer level {shown:?}"))
        })
    }
}

/// The app's own data about a game: what the engine's setup does not hold.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(expecting = "the game's details")]
pub struct Meta {
    /// A unique id, the suffix of the game's storage key.
    pub id: String,
    /// Each player's name, by seat.
    pub names: Vec<String>,
    /// Who plays each seat.
    pub seats: Vec<Seat>,
    /// When the game was created (milliseconds since 1970).
    pub created: u64,
    /// Whether the game is a try: started from a moment of another game ("Try it here").
    /// Written only when set (`"try":true`), so that other games' records read as they did.
    #[serde(default, rename = "try", skip_serializing_if = "is_default")]
    pub is_try: bool,
}

impl Meta {
    /// Cleans the names ([`clean_name`]); whether any was cut for its length.
    pub fn shorten_names(&mut self) -> bool {
        let mut cut = false;
        for name in &mut self.names {
            let clean = clean_name(name);
            cut |= clean.chars().count() < name.chars().filter(|&c| !is_direction_control(c)).count();
            *name = clean;
        }
        cut
    }
}

/// The turn in progress as the table holds it: whose played-out turn waits for "End my turn",
/// who holds the device (another person's turn opens after the hand-over), and the decisions
/// undone that Redo plays again. Saved with the game when it says more than the game does, so
/// that a reload comes back to the same buttons.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(expecting = "the turn in progress")]
pub struct Turn {
    /// The seat whose turn is played out and not ended yet.
    pub ending: Option<PlayerId>,
    /// The seat of the person holding the device.
    pub holder: Option<PlayerId>,
    /// The decisions undone in this turn, the last undone last (in notation).
    #[serde(serialize_with = "write_actions", deserialize_with = "read_actions")]
    pub redo: Vec<Action>,
}

/// Writes actions as one string of notation.
fn write_actions<S: Serializer>(actions: &[Action], s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&notation::write_all(actions))
}

/// Reads actions from one string of notation.
fn read_actions<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Action>, D::Error> {
    notation::read_all(&String::deserialize(d)?).map_err(de::Error::custom)
}

/// A saved game as stored and exported: the app's metadata and the engine's save.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Record {
    /// Names, seats, id and date.
    pub meta: Meta,
    /// The setup and every action, versioned by the engine.
    pub save: Save,
    /// The turn in progress, when the game alone does not say it (see [`Turn`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turn: Option<Turn>,
    /// The game's reviews, carried in an exported file and a link (storage keeps them apart,
    /// under [`review::key`]). Written only when there is one, so that the records of other
    /// games read as they did.
    #[serde(skip_serializing_if = "Vec::is_empty", serialize_with = "review::write_carried")]
    pub reviews: Vec<Review>,
}

/// A record as its JSON holds it, its save not read by the rules of its version yet.
#[derive(Deserialize)]
#[serde(expecting = "a saved game")]
struct RecordJson {
    meta: Meta,
    save: SaveJson,
    /// Read apart: the turn is the table's, not the game's, and one that cannot be read is
    /// left out.
    turn: Option<Box<RawValue>>,
    /// Read apart too, once the save is: reviews that do not fit the game are left out.
    reviews: Option<Box<RawValue>>,
}

/// The version of the save a record or a challenge holds, read alone.
#[derive(Deserialize)]
pub struct SaveVersion {
    save: Version,
}

impl SaveVersion {
    /// The save's version.
    pub fn of(self) -> u32 {
        self.save.version
    }
}

impl Record {
    /// The record of `game` now.
    pub fn of(meta: &Meta, game: &Game) -> Record {
        Record { meta: meta.clone(), save: Save::of(game), turn: None, reviews: Vec::new() }
    }

    /// The record as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a record is written")
    }

    /// Reads a record, checking the save's version and that the metadata fits its setup. The
    /// actions are not replayed here ([`Replayed::of`](crate::model::play::Replayed::of) does).
    /// Names longer than [`MAX_NAME_CHARS`] are cut to it.
    pub fn from_json(json: &str) -> Result<Record, LoadError> {
        Record::read(json).map(|(record, _)| record)
    }

    /// [`Record::from_json`], and whether names had to be cut. A text over
    /// [`MAX_RECORD_BYTES`] is refused unread; a message quotes at most an excerpt of it.
    pub fn read(json: &str) -> Result<(Record, bool), LoadError> {
        check_size(json.len())?;
        let read: RecordJson = read_versioned(json, |r: &RecordJson| r.save.version(), SaveVersion::of)
            .map_err(clip_load_error)?;
        let turn = read.turn.and_then(|t| serde_json::from_str(t.get()).ok());
        let save = read.save.into_save().map_err(clip_load_error)?;
        let reviews = read.reviews.map(|r| review::read_carried(r.get(), &save)).unwrap_or_default();
        let mut record = Record { meta: read.meta, save, turn, reviews };
        let players = record.save.setup.players as usize;
        let (names, seats) = (record.meta.names.len(), record.meta.seats.len());
        if names != players || seats != players {
            return Err(LoadError::Players { names, seats, players });
        }
        let cut = record.meta.shorten_names();
        Ok((record, cut))
    }
}

/// A finished game, as listed in the history. Names read are cleaned ([`clean_name`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(expecting = "a finished game")]
pub struct Finished {
    /// The game's id.
    pub id: String,
    /// When it ended (milliseconds since 1970).
    pub finished: u64,
    /// The players' names, by seat.
    #[serde(deserialize_with = "read_names")]
    pub names: Vec<String>,
    /// Their totals, by seat.
    pub totals: Vec<u16>,
    /// Jeanne's total in a solo game.
    pub jeanne: Option<u16>,
    /// The solo level, in a solo game.
    pub solo: Option<SoloLevel>,
    /// The winners' names ("Jeanne" when she won).
    #[serde(deserialize_with = "read_names")]
    pub winners: Vec<String>,
    /// The seats played elsewhere, one bit per seat: their scores are on their own sheets.
    #[serde(default, skip_serializing_if = "is_default")]
    pub remote: u8,
}

/// Reads names, cleaned ([`clean_name`]).
fn read_names<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<String>, D::Error> {
    Vec::<String>::deserialize(d).map(clean_names)
}

impl Finished {
    /// The history list stored as `text`.
    pub fn list_from_json(text: &str) -> Result<Vec<Finished>, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// The history line of a finished game.
    pub fn of(meta: &Meta, game: &Game, now: u64) -> Finished {
        Finished {
            id: meta.id.clone(),
            finished: now,
            names: meta.names.clone(),
            totals: game.scores().iter().map(|s| s.total).collect(),
            jeanne: game.jeanne().map(|j| j.score().total),
            solo: game.setup().solo,
            winners: winner_names(game, &meta.names),
            remote: game.setup().remote,
        }
    }

    /// Adds this game to the front of `history`, replacing an earlier line of the same game.
    pub fn add_to(self, history: &mut Vec<Finished>) {
        history.retain(|f| f.id != self.id);
        history.insert(0, self);
    }
}

/// A stored value that could not be read, kept aside instead of dropped.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(expecting = "a value set aside")]
pub struct Quarantined {
    /// The key it was found under.
    pub key: String,
    /// Why it could not be read, in the language of the page when it was set aside (kept as
    /// text: older values hold English text, and a stored note need not follow the page).
    pub reason: String,
    /// The value, untouched.
    pub raw: String,
    /// When it was set aside (milliseconds since 1970).
    pub at: u64,
}

/// The winners' names; Jeanne's (the same in every language: she is named, not described)
/// when she beat the solo player. Stored in the history as they are.
pub fn winner_names(game: &Game, names: &[String]) -> Vec<String> {
    let winners = game.winners();
    if game.jeanne().is_some() && winners.is_empty() {
        return vec!["Jeanne".into()];
    }
    winners.iter().map(|&p| names[p as usize].clone()).collect()
}

#[cfg(test)]
mod tests;
