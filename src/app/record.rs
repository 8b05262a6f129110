//! What the app keeps in the browser's storage, as plain data: a saved game (the app's metadata
//! and the engine's versioned [`Save`]), a finished game's line in the history, a save set aside
//! because it could not be read, and the storage keys of each. No browser code: tested natively.

use serde::{Deserialize, Serialize};

use crate::app::result;
use crate::engine::save::{read_versioned, SaveVersion};
use crate::engine::{Game, LoadError, Save, SoloLevel};

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

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Seat {
    /// A person at the device.
    Human,
    /// The greedy bot.
    Computer,
}

/// The app's own data about a game: what the engine's setup does not hold.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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

/// A saved game as stored and exported: the app's metadata and the engine's save.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
        serde_json::to_string(self).expect("a record always serializes")
    }

    /// Reads a record, checking the save's version and that the metadata fits its setup. The
    /// actions are not replayed here ([`Replayed::of`](crate::app::play::Replayed::of) does).
    pub fn from_json(json: &str) -> Result<Record, LoadError> {
        #[derive(Deserialize)]
        struct Probe {
            save: SaveVersion,
        }
        let record: Record = read_versioned(json, |p: Probe| p.save.version)?;
        let players = record.save.setup.players as usize;
        if record.meta.names.len() != players || record.meta.seats.len() != players {
            return Err(LoadError::Malformed(format!(
                "it names {} players for a game of {players}",
                record.meta.names.len()
            )));
        }
        Ok(record)
    }
}

/// A finished game, as listed in the history.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
}

impl Finished {
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
pub struct Quarantined {
    /// The key it was found under.
    pub key: String,
    /// Why it could not be read.
    pub reason: String,
    /// The value, untouched.
    pub raw: String,
    /// When it was set aside (milliseconds since 1970).
    pub at: u64,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::play;
    use crate::engine::{PlaceMode, Setup, SAVE_VERSION};

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
    fn bad_records_say_why() {
        assert!(matches!(Record::from_json("garbage"), Err(LoadError::Malformed(_))));
        assert!(matches!(Record::from_json("{\"meta\":1}"), Err(LoadError::Malformed(_))));
        let game = Game::new(Setup::new(2, PlaceMode::Cards, 1)).unwrap();
        let mut record = Record::of(&meta(2), &game);
        record.save.version = SAVE_VERSION + 1;
        assert_eq!(Record::from_json(&record.to_json()), Err(LoadError::UnknownVersion(SAVE_VERSION + 1)));
        let wrong = Record::of(&meta(3), &game);
        let err = Record::from_json(&wrong.to_json()).unwrap_err();
        assert_eq!(err.to_string(), "this is not a saved game: it names 3 players for a game of 2");
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
}
