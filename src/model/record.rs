//! What the app keeps in the browser's storage, as plain data: a saved game (the app's metadata
//! and the engine's versioned [`Save`]), a finished game's line in the history, a save set aside
//! because it could not be read, and the storage keys of each; and what can go wrong with them
//! and around them ([`AppError`]), worded by the language layer. No browser code: tested
//! natively.

use crate::app::result;
use crate::engine::json::{self, FromJson, Object, ToJson, Value};
use crate::engine::save::read_versioned;
use crate::engine::{Game, LoadError, PlaceMode, Save, SetupError, SoloLevel};
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

impl ToJson for Seat {
    fn write_json(&self, out: &mut String) {
        match self {
            Seat::Human => json::write_str(out, "Human"),
            Seat::Computer(Seat::COMPUTER_LEVEL) => json::write_str(out, "Computer"),
            Seat::Computer(level) => Object::new(out).field("Computer", level.name()).end(),
        }
    }
}

impl FromJson for Seat {
    fn from_json(v: &Value) -> Result<Seat, json::Error> {
        match v {
            Value::String(s) if s == "Human" => Ok(Seat::Human),
            Value::String(s) if s == "Computer" => Ok(Seat::Computer(Seat::COMPUTER_LEVEL)),
            Value::Object(fields) if fields.len() == 1 && fields[0].0 == "Computer" => {
                let level = fields[0].1.str()?;
                Level::parse(level).map(Seat::Computer).ok_or_else(|| {
                    let shown: String = level.chars().take(20).collect();
                    json::Error(format!("unknown computer level {}", json::to_string(&shown)))
                })
            }
            v => Err(v.invalid("a seat")),
        }
    }
}

/// The app's own data about a game: what the engine's setup does not hold.
#[derive(Clone, Debug, PartialEq)]
pub struct Meta {
    /// A unique id, the suffix of the game's storage key.
    pub id: String,
    /// Each player's name, by seat.
    pub names: Vec<String>,
    /// Who plays each seat.
    pub seats: Vec<Seat>,
    /// When the game was created (milliseconds since 1970).
    pub created: u64,
}

impl ToJson for Meta {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("id", &self.id)
            .field("names", &self.names)
            .field("seats", &self.seats)
            .field("created", &self.created)
            .end();
    }
}

impl FromJson for Meta {
    fn from_json(v: &Value) -> Result<Meta, json::Error> {
        v.object("the game's details")?;
        Ok(Meta {
            id: v.field("id")?,
            names: v.field("names")?,
            seats: v.field("seats")?,
            created: v.field("created")?,
        })
    }
}

impl Meta {
    /// Cuts the names longer than [`MAX_NAME_CHARS`] to that length; whether any was.
    pub fn shorten_names(&mut self) -> bool {
        let mut cut = false;
        for name in &mut self.names {
            if name.chars().nth(MAX_NAME_CHARS).is_some() {
                *name = name.chars().take(MAX_NAME_CHARS).collect();
                cut = true;
            }
        }
        cut
    }
}

/// A saved game as stored and exported: the app's metadata and the engine's save.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// Names, seats, id and date.
    pub meta: Meta,
    /// The setup and every action, versioned by the engine.
    pub save: Save,
}

impl Record {
    /// The record of `game` now.
    pub fn of(meta: &Meta, game: &Game) -> Record {
        Record { meta: meta.clone(), save: Save::of(game) }
    }

    /// The record as JSON.
    pub fn to_json(&self) -> String {
        let mut out = String::new();
        Object::new(&mut out).field("meta", &self.meta).field("save", &self.save).end();
        out
    }

    /// Reads a record, checking the save's version and that the metadata fits its setup. The
    /// actions are not replayed here ([`Replayed::of`](crate::app::play::Replayed::of) does).
    /// Names longer than [`MAX_NAME_CHARS`] are cut to it.
    pub fn from_json(json: &str) -> Result<Record, LoadError> {
        Record::read(json).map(|(record, _)| record)
    }

    /// [`Record::from_json`], and whether names had to be cut. A text over
    /// [`MAX_RECORD_BYTES`] is refused unread; a message quotes at most an excerpt of it.
    pub fn read(json: &str) -> Result<(Record, bool), LoadError> {
        check_size(json.len())?;
        let version = |v: &Value| v.at("save")?.field("version");
        let read = |v: &Value| {
            let meta = v.field("meta").map_err(|e| LoadError::Malformed(e.0))?;
            Ok(Record { meta, save: Save::read(v.at("save").map_err(|e| LoadError::Malformed(e.0))?)? })
        };
        let mut record: Record = read_versioned(json, version, read).map_err(|e| match e {
            LoadError::Malformed(detail) => LoadError::Malformed(clip_detail(&detail)),
            e => e,
        })?;
        let players = record.save.setup.players as usize;
        let (names, seats) = (record.meta.names.len(), record.meta.seats.len());
        if names != players || seats != players {
            return Err(LoadError::Players { names, seats, players });
        }
        let cut = record.meta.shorten_names();
        Ok((record, cut))
    }
}

/// A finished game, as listed in the history.
#[derive(Clone, Debug, PartialEq)]
pub struct Finished {
    /// The game's id.
    pub id: String,
    /// When it ended (milliseconds since 1970).
    pub finished: u64,
    /// The players' names, by seat.
    pub names: Vec<String>,
    /// Their totals, by seat.
    pub totals: Vec<u16>,
    /// Jeanne's total in a solo game.
    pub jeanne: Option<u16>,
    /// The solo level, in a solo game.
    pub solo: Option<SoloLevel>,
    /// The winners' names ("Jeanne" when she won).
    pub winners: Vec<String>,
    /// The seats played elsewhere, one bit per seat: their scores are on their own sheets.
    pub remote: u8,
}

impl ToJson for Finished {
    fn write_json(&self, out: &mut String) {
        let mut o = Object::new(out);
        o.field("id", &self.id)
            .field("finished", &self.finished)
            .field("names", &self.names)
            .field("totals", &self.totals)
            .field("jeanne", &self.jeanne)
            .field("solo", &self.solo)
            .field("winners", &self.winners);
        if self.remote != 0 {
            o.field("remote", &self.remote);
        }
        o.end();
    }
}

impl FromJson for Finished {
    fn from_json(v: &Value) -> Result<Finished, json::Error> {
        v.object("a finished game")?;
        Ok(Finished {
            id: v.field("id")?,
            finished: v.field("finished")?,
            names: v.field("names")?,
            totals: v.field("totals")?,
            jeanne: v.field("jeanne")?,
            solo: v.field("solo")?,
            winners: v.field("winners")?,
            remote: v.field_or("remote", 0)?,
        })
    }
}

impl Finished {
    /// The history list stored as `text`.
    pub fn list_from_json(text: &str) -> Result<Vec<Finished>, json::Error> {
        json::from_str(text)
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
            winners: result::winner_names(game, &meta.names),
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
#[derive(Clone, Debug, PartialEq)]
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

impl ToJson for Quarantined {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("key", &self.key)
            .field("reason", &self.reason)
            .field("raw", &self.raw)
            .field("at", &self.at)
            .end();
    }
}

impl FromJson for Quarantined {
    fn from_json(v: &Value) -> Result<Quarantined, json::Error> {
        v.object("a value set aside")?;
        Ok(Quarantined {
            key: v.field("key")?,
            reason: v.field("reason")?,
            raw: v.field("raw")?,
            at: v.field("at")?,
        })
    }
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
    /// An imported game's names were longer than [`MAX_NAME_CHARS`]: they were cut.
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

/// Where the new-game form's last settings are kept.
pub const SETTINGS_KEY: &str = "orleans-dw:settings";
/// The longest settings text read back: anything longer is not ours.
pub const MAX_SETTINGS_BYTES: usize = 4_000;
/// The number of seats the new-game form offers.
pub const SEATS: usize = 5;
/// The names the new-game form offers for the five seats.
pub const DEFAULT_NAMES: [&str; SEATS] = ["Anna", "Bruno", "Clara", "David", "Emma"];

/// The new-game form's settings, remembered for the next game (never the seed).
///
/// Stored as a JSON list of strings (a format the app reads anyway, so that remembering costs
/// the page little code): players, level, places, who starts (a seat or `random`), the five
/// seats ([`Seat::name`]: `human` or the computer's level; `computer`, stored before seats had
/// levels, reads as Normal), the five names; then, for a game beside the physical one (settings
/// stored before it lack them), `companion` or `app`, the seats on this device and the place
/// cards on the table (each a number, its bits).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// 1 (solo) to 5.
    pub players: usize,
    /// The five seats' names (the form keeps all five, shown or not).
    pub names: Vec<String>,
    /// Who plays each of the five seats.
    pub seats: Vec<Seat>,
    /// The solo level.
    pub level: SoloLevel,
    /// Printed places or place cards.
    pub places: PlaceMode,
    /// Who starts: a seat, or `None` for drawn at random.
    pub start: Option<usize>,
    /// Whether the game is played beside the physical one.
    pub companion: bool,
    /// Beside the physical game: the seats whose sheets are on this device, one bit per seat.
    pub here: u8,
    /// Beside the physical game: the place cards on the table, one bit per place.
    pub cards: u32,
}

const LEVELS: [(SoloLevel, &str); 3] = [
    (SoloLevel::Standard, "standard"),
    (SoloLevel::Connoisseur, "connoisseur"),
    (SoloLevel::Special, "special"),
];
const PLACE_MODES: [(PlaceMode, &str); 2] = [(PlaceMode::Printed, "printed"), (PlaceMode::Cards, "cards")];
const RANDOM: &str = "random";
/// The settings' mark of a game beside the physical one.
const COMPANION: &str = "companion";
/// The number of places (cards) in the game.
const PLACES: usize = crate::engine::data::PLACES.len();

/// The value named `text` in `table`, if any.
fn named<T: Copy>(table: &[(T, &str)], text: Option<&String>) -> Option<T> {
    table.iter().find(|(_, name)| Some(*name) == text.map(String::as_str)).map(|&(v, _)| v)
}

impl Default for Settings {
    /// Two people, printed places, the first player starts.
    fn default() -> Settings {
        Settings {
            players: 2,
            names: DEFAULT_NAMES.iter().map(|n| n.to_string()).collect(),
            seats: vec![Seat::Human; SEATS],
            level: SoloLevel::Standard,
            places: PlaceMode::Printed,
            start: Some(0),
            companion: false,
            here: 1,
            cards: crate::app::companion::printed_places(),
        }
    }
}

impl Settings {
    /// The settings stored as `text`, bounded and checked: what is not valid falls back to its
    /// default (all of them for text that is not a list of strings), names are cut to
    /// [`MAX_NAME_CHARS`].
    pub fn parse(text: &str) -> Settings {
        let default = Settings::default();
        if text.len() > MAX_SETTINGS_BYTES {
            return default;
        }
        let Ok(read) = json::from_str::<Vec<String>>(text) else { return default };
        let number = |i: usize| read.get(i).and_then(|n| n.parse::<usize>().ok());
        let players = number(0).filter(|n| (1..=SEATS).contains(n)).unwrap_or(default.players);
        let level = named(&LEVELS, read.get(1)).unwrap_or(default.level);
        let places = named(&PLACE_MODES, read.get(2)).unwrap_or(default.places);
        let start = match (read.get(3).map(String::as_str), number(3)) {
            (Some(RANDOM), _) => None,
            (_, Some(p)) if p < SEATS => Some(p),
            _ => default.start,
        };
        let seats: Option<Vec<Seat>> =
            (4..4 + SEATS).map(|i| read.get(i).and_then(|n| Seat::parse(n))).collect();
        let names = read
            .get(4 + SEATS..4 + 2 * SEATS)
            .map(|names| names.iter().map(|n| n.chars().take(MAX_NAME_CHARS).collect()).collect());
        let tail = 4 + 2 * SEATS;
        let bits = |i: usize| read.get(tail + i).and_then(|n| n.parse::<u32>().ok());
        Settings {
            players,
            names: names.unwrap_or(default.names),
            seats: seats.unwrap_or(default.seats),
            level,
            places,
            start,
            companion: read.get(tail).is_some_and(|c| c == COMPANION),
            here: bits(1).filter(|&h| h < 1 << SEATS).map_or(default.here, |h| h as u8),
            cards: bits(2).filter(|&c| c < 1 << PLACES).unwrap_or(default.cards),
        }
    }

    /// The settings as stored (see [`Settings`]).
    pub fn to_json(&self) -> String {
        let head = [
            self.players.to_string(),
            json::name_of(&self.level, &LEVELS).to_string(),
            json::name_of(&self.places, &PLACE_MODES).to_string(),
            self.start.map_or_else(|| RANDOM.to_string(), |p| p.to_string()),
        ];
        let seats = self.seats.iter().map(|s| s.name().to_string());
        let companion = [
            if self.companion { COMPANION } else { "app" }.to_string(),
            self.here.to_string(),
            self.cards.to_string(),
        ];
        let list: Vec<String> =
            head.into_iter().chain(seats).chain(self.names.iter().cloned()).chain(companion).collect();
        json::to_string(&list)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::play;
    use crate::engine::{Setup, SAVE_VERSION};

    fn meta(players: usize) -> Meta {
        Meta {
            id: "g1".into(),
            names: (0..players).map(|i| format!("P{i}")).collect(),
            seats: vec![Seat::Human; players],
            created: 1,
        }
    }

    fn played(setup: Setup, actions: usize) -> Game {
        let mut game = Game::new(setup).unwrap();
        for _ in 0..actions {
            game.apply(play::computer_action(&game)).unwrap();
        }
        game
    }

    #[test]
    fn a_record_round_trips() {
        let game = played(Setup::new(3, PlaceMode::Printed, 7), 30);
        let record = Record::of(&meta(3), &game);
        let back = Record::from_json(&record.to_json()).unwrap();
        assert_eq!(back, record);
        assert_eq!(back.save.actions.len(), 30);
    }

    #[test]
    fn saves_keep_each_seats_level_and_older_computer_seats_are_normal() {
        let seats = Seat::CHOICES.to_vec();
        let json = json::to_string(&seats);
        assert_eq!(
            json,
            r#"["Human",{"Computer":"random"},{"Computer":"easy"},"Computer",{"Computer":"hard"}]"#
        );
        assert_eq!(json::from_str::<Vec<Seat>>(&json).unwrap(), seats);
        let mut record = Record::of(&meta(2), &played(Setup::new(2, PlaceMode::Printed, 3), 5));
        record.meta.seats = vec![Seat::Computer(Level::Hard), Seat::Computer(Level::Easy)];
        assert_eq!(Record::from_json(&record.to_json()).unwrap(), record);
        // A save written before seats had levels.
        record.meta.seats = vec![Seat::Human, Seat::Computer(Level::Normal)];
        let older = record.to_json();
        assert!(older.contains(r#""seats":["Human","Computer"]"#));
        assert_eq!(Record::from_json(&older).unwrap().meta.seats[1], Seat::Computer(Level::Normal));
        let unknown = older.replace(r#""Computer"]"#, r#"{"Computer":"genius"}]"#);
        assert!(matches!(Record::from_json(&unknown), Err(LoadError::Malformed(_))));
        for seat in Seat::CHOICES {
            assert_eq!(Seat::parse(seat.name()), Some(seat));
        }
    }

    #[test]
    fn bad_records_say_why() {
        assert!(matches!(Record::from_json("garbage"), Err(LoadError::Malformed(_))));
        assert!(matches!(Record::from_json("{\"meta\":1}"), Err(LoadError::Malformed(_))));
        let game = Game::new(Setup::new(2, PlaceMode::Cards, 1)).unwrap();
        let json = Record::of(&meta(2), &game).to_json();
        let written = format!("\"version\":{}", crate::engine::version_for(game.setup()));
        let newer = json.replace(&written, &format!("\"version\":{}", SAVE_VERSION + 1));
        assert_ne!(newer, json);
        assert_eq!(Record::from_json(&newer), Err(LoadError::UnknownVersion(SAVE_VERSION + 1)));
        let wrong = Record::of(&meta(3), &game);
        let err = Record::from_json(&wrong.to_json()).unwrap_err();
        assert_eq!(err, LoadError::Players { names: 3, seats: 3, players: 2 });
        assert_eq!(err.to_string(), "this is not a saved game: it names 3 players for a game of 2");
    }

    #[test]
    fn app_errors_are_worded_in_each_language() {
        use crate::i18n::{En, Fr, ScreenWords};
        let import = AppError::Import {
            file: "bad.json".into(),
            why: ImportError::Load(LoadError::Malformed("x".into())),
        };
        assert_eq!(En.app_error(&import), "“bad.json” could not be imported: this is not a saved game (x).");
        assert_eq!(
            Fr.app_error(&import),
            "«\u{a0}bad.json\u{a0}» n’a pas pu être importé\u{a0}: ce n’est pas une partie sauvegardée (x)."
        );
        assert_eq!(En.app_error(&AppError::Seed("x1".into())), "The seed must be a whole number, not “x1”.");
        assert_eq!(
            Fr.app_error(&AppError::Seed("x1".into())),
            "La graine doit être un nombre entier, pas «\u{a0}x1\u{a0}»."
        );
        let set_aside = AppError::SetAside { key: "k".into(), why: Unreadable::Json("eof".into()) };
        assert_eq!(
            En.app_error(&set_aside),
            "The saved data “k” could not be read (unreadable: eof). It was set aside: see “Set aside” below."
        );
        assert!(Fr.app_error(&set_aside).contains(&format!("«\u{a0}{}\u{a0}»", Fr.set_aside())));
        let setup = AppError::Setup(SetupError::Players(7));
        assert_eq!(
            En.app_error(&setup),
            "This game cannot be set up: a game takes 2 to 5 players, or 1 against Jeanne, not 7."
        );
        assert!(Fr.app_error(&setup).ends_with("pas à 7."));
        assert_eq!(Fr.app_error(&AppError::Export("e".into())), "L’export a échoué\u{a0}: e");
    }

    #[test]
    fn keys_name_what_they_hold() {
        assert_eq!(game_id(&game_key("abc")), Some("abc"));
        assert_eq!(game_id(CURRENT_KEY), None);
        let q = quarantine_key(&game_key("abc"), 5);
        assert!(is_quarantine_key(&q) && game_id(&q).is_none());
        assert!(!is_quarantine_key(&game_key("abc")));
    }

    #[test]
    fn the_history_keeps_one_line_per_game_newest_first() {
        let mut game = Game::new(Setup::solo(SoloLevel::Standard, 3)).unwrap();
        while !game.is_over() {
            game.apply(play::computer_action(&game)).unwrap();
        }
        let mut history = Vec::new();
        Finished::of(&meta(1), &game, 1).add_to(&mut history);
        Finished::of(&Meta { id: "g2".into(), ..meta(1) }, &game, 2).add_to(&mut history);
        Finished::of(&meta(1), &game, 3).add_to(&mut history);
        assert_eq!(history.iter().map(|f| f.id.as_str()).collect::<Vec<_>>(), ["g1", "g2"]);
        let line = &history[0];
        assert_eq!(line.jeanne, Some(game.jeanne().unwrap().score().total));
        assert_eq!(line.winners.len(), 1);
    }

    #[test]
    fn the_seat_count_message_names_the_wrong_count() {
        use crate::i18n::{En, Fr, GameWords};
        let game = Game::new(Setup::new(2, PlaceMode::Cards, 1)).unwrap();
        let mut record = Record::of(&meta(2), &game);
        record.meta.seats.push(Seat::Computer(Level::Hard));
        let err = Record::from_json(&record.to_json()).unwrap_err();
        assert_eq!(err, LoadError::Players { names: 2, seats: 3, players: 2 });
        assert_eq!(En.load_error(&err), "this is not a saved game (it has 3 seats for a game of 2 players)");
        assert_eq!(
            Fr.load_error(&err),
            "ce n’est pas une partie sauvegardée (elle a 3 places pour une partie à 2 joueurs)"
        );
        let err = Record::from_json(&Record::of(&meta(3), &game).to_json()).unwrap_err();
        assert_eq!(En.load_error(&err), "this is not a saved game (it names 3 players for a game of 2)");
        let mut record = Record::of(&meta(2), &game);
        record.meta.seats.pop();
        assert!(En.load_error(&Record::from_json(&record.to_json()).unwrap_err()).contains("it has 1 seats"));
    }

    #[test]
    fn a_tab_writes_only_over_what_it_last_saw() {
        let (a, b, c) = ("{a}", "{b}", "{c}");
        // Nothing stored and never seen there: a new game, or storage that failed so far.
        assert_eq!(check(None, None, a), Check::Write);
        assert_eq!(check(Some(a), Some(a), b), Check::Write);
        assert_eq!(check(Some(a), Some(b), b), Check::UpToDate);
        assert_eq!(check(None, Some(b), b), Check::UpToDate);
        // Another tab played on, undid, or wrote the same game first.
        assert_eq!(check(Some(a), Some(b), c), Check::Elsewhere(Elsewhere::Moved));
        assert_eq!(check(None, Some(b), c), Check::Elsewhere(Elsewhere::Moved));
        // Another tab deleted it.
        assert_eq!(check(Some(a), None, b), Check::Elsewhere(Elsewhere::Deleted));
    }

    #[test]
    fn two_tabs_on_one_game_never_overwrite_each_other() {
        // Storage, and what tabs A and B last saw there; A plays 12 moves, then B 1.
        let game = played(Setup::new(2, PlaceMode::Printed, 5), 2);
        let mut stored = Some(Record::of(&meta(2), &game).to_json());
        let (mut seen_a, seen_b) = (stored.clone(), stored.clone());
        let mut a = game.clone();
        for _ in 0..12 {
            a.apply(play::computer_action(&a)).unwrap();
            let next = Record::of(&meta(2), &a).to_json();
            assert_eq!(check(seen_a.as_deref(), stored.as_deref(), &next), Check::Write);
            stored = Some(next);
            seen_a = stored.clone();
        }
        let mut b = game;
        b.apply(play::computer_action(&b)).unwrap();
        let next = Record::of(&meta(2), &b).to_json();
        assert_eq!(check(seen_b.as_deref(), stored.as_deref(), &next), Check::Elsewhere(Elsewhere::Moved));
        // Nothing of A's is lost: storage still holds its 14 actions.
        assert_eq!(Record::from_json(stored.as_deref().unwrap()).unwrap().save.actions.len(), 14);
    }

    #[test]
    fn inputs_are_bounded() {
        // A 10 MB file is refused before it is read, at once.
        let big = "x".repeat(10_000_000);
        let started = std::time::Instant::now();
        assert_eq!(
            Record::from_json(&big),
            Err(LoadError::TooLarge { bytes: 10_000_000, limit: MAX_RECORD_BYTES })
        );
        assert!(started.elapsed().as_millis() < 100);
        // A message quotes a short excerpt of what it read, never all of it.
        let game = Game::new(Setup::new(2, PlaceMode::Cards, 1)).unwrap();
        let json = Record::of(&meta(2), &game).to_json();
        let long_action = json.replace("\"moves\":\"\"", &format!("\"moves\":\"{}\"", "y".repeat(900_000)));
        let Err(LoadError::Malformed(detail)) = Record::from_json(&long_action) else { panic!("read") };
        assert!(detail.chars().count() <= MAX_DETAIL_CHARS + 1, "{detail}");
        assert!(detail.contains(&format!("{}…", "y".repeat(EXCERPT_CHARS - 1))), "{detail}");
        let bad_seats = json.replace("\"Human\"", &format!("\"{}\"", "z".repeat(400_000)));
        let Err(LoadError::Malformed(detail)) = Record::from_json(&bad_seats) else { panic!("read") };
        assert!(detail.len() < 4 * MAX_DETAIL_CHARS, "{detail}");
        // Names longer than the form's are cut.
        let mut long = Record::of(&meta(2), &game);
        long.meta.names[1] = "<img src=x onerror=alert(1)>".repeat(1000);
        let (record, cut) = Record::read(&long.to_json()).unwrap();
        assert!(cut);
        assert_eq!(record.meta.names, ["P0", "<img src=x onerror=a"]);
        assert!(!Record::read(&json).unwrap().1);
        assert_eq!(excerpt("abc", 2), "ab…");
        assert_eq!(excerpt("éàü", 3), "éàü");
        assert_eq!(clip_detail("unknown “short”"), "unknown “short”");
        assert!(
            is_good_id("19a3c-0f3e")
                && !is_good_id("")
                && !is_good_id("../x")
                && !is_good_id(&"a".repeat(41))
        );
        assert_eq!(Refusal::from("q"), Refusal::Other("q".into()));
    }

    #[test]
    fn settings_read_back_bounded_and_checked() {
        let mine = Settings {
            players: 4,
            names: ["Zoé", "B", "", "D", "E"].map(String::from).to_vec(),
            seats: vec![
                Seat::Human,
                Seat::Computer(Level::Normal),
                Seat::Human,
                Seat::Computer(Level::Hard),
                Seat::Human,
            ],
            level: SoloLevel::Special,
            places: PlaceMode::Cards,
            start: None,
            companion: true,
            here: 0b101,
            cards: 0xF0F0F,
        };
        let json = mine.to_json();
        assert_eq!(
            json,
            r#"["4","special","cards","random","human","normal","human","hard","human","Zoé","B","","D","E","companion","5","986895"]"#
        );
        assert_eq!(Settings::parse(&json), mine);
        // Settings stored before the game beside the physical one: its defaults.
        let before = Settings::parse(&format!("{}]", json.split(",\"companion\"").next().unwrap()));
        let default = Settings::default();
        let old = Settings { companion: false, here: default.here, cards: default.cards, ..mine.clone() };
        assert_eq!(before, old);
        let json = old.to_json();
        assert!(json.ends_with(&format!(r#""E","app","1","{}"]"#, default.cards)), "{json}");
        // Bounded: seats beyond five, places beyond thirty.
        let wild = Settings::parse(&mine.to_json().replace(r#""5","986895""#, r#""99","9999999999""#));
        assert_eq!((wild.here, wild.cards), (default.here, default.cards));
        let json = mine.to_json();
        // Settings stored before seats had levels: their computer seats are Normal.
        let older = json.replace("\"hard\"", "\"computer\"");
        assert_eq!(Settings::parse(&older).seats[3], Seat::Computer(Level::Normal));
        assert_eq!(Settings::parse(&Settings { start: Some(3), ..mine.clone() }.to_json()).start, Some(3));
        assert_eq!(Settings::parse(&Settings::default().to_json()), Settings::default());
        // Not settings: the defaults.
        for bad in ["", "null", "[]", "{", "{\"players\":2}", "\"x\"", "[1,2]", "[\"x\"]"] {
            assert_eq!(Settings::parse(bad), Settings::default(), "{bad}");
        }
        let long = format!("[\"{}\"]", "a".repeat(MAX_SETTINGS_BYTES));
        assert_eq!(Settings::parse(&long), Settings::default());
        // A bad value falls back to its default, the rest stays.
        let fixed = Settings::parse(&json.replace("[\"4\"", "[\"9\""));
        assert_eq!(fixed, Settings { players: 2, ..mine.clone() });
        let fixed = Settings::parse(&json.replace("\"random\"", "\"7\""));
        assert_eq!(fixed, Settings { start: Some(0), ..mine.clone() });
        let fixed = Settings::parse(&json.replace("\"special\"", "\"hard\""));
        assert_eq!(fixed, Settings { level: SoloLevel::Standard, ..mine.clone() });
        let fixed =
            Settings::parse(&json.replace("\"hard\",\"human\",\"Zoé\"", "\"robot\",\"human\",\"Zoé\""));
        assert_eq!(fixed, Settings { seats: Settings::default().seats, ..mine.clone() });
        let fixed = Settings::parse(&json.replace(",\"E\",", ","));
        // One name short: what follows the names is read one place early, and checked.
        assert_eq!((fixed.companion, fixed.here, fixed.cards), (false, 1, Settings::default().cards));
        let long = Settings::parse(&json.replace("Zoé", &"Z".repeat(40)));
        assert_eq!(long.names[0], "Z".repeat(MAX_NAME_CHARS));
    }
}
