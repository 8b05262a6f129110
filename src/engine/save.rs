//! The save format: the setup and the action list, versioned. From version 4 the actions are
//! one string of tokens (see the module `notation`) that name things by stable
//! identifiers; versions 2 and 3 listed them in the word notation of
//! `notation::legacy`, and still load. Loading replays the actions, so
//! a save is also a replay and the basis of undo.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize, Serializer};

use crate::engine::action::{Action, Event};
use crate::engine::data::Exchange;
use crate::engine::game::{is_default, Game, Removals, Setup, SetupError};
use crate::engine::notation::{self, legacy, ParseActionError};

/// The newest version written by this crate (2: actions in word notation; 3: chance outcomes
/// may be logged, and Jeanne's removals have their own stream unless the setup says otherwise;
/// 4: the actions are one string of tokens, `moves`, naming things by stable identifiers; 5:
/// companion mode, the setup may name seats played elsewhere and the place cards on the table,
/// and the moves their claims; 6: the setup may name a later edition of the exchange cards,
/// and the moves its cards). A save is written in the oldest version that holds its game
/// ([`version_for`]), so that apps reading up to version 4 still read every other game.
pub const SAVE_VERSION: u32 = 6;

/// The version a save of a game set up with `setup` is written in: 6 for a Special challenge
/// with a later edition of the exchange cards than the first ([`Setup::exchange`]), 5 in
/// companion mode ([`Setup::remote`], [`Setup::cards`]): games an older app must refuse
/// rather than play as other games; 4 otherwise.
pub fn version_for(setup: &Setup) -> u32 {
    if setup.exchange != Exchange::First {
        6
    } else if setup.remote != 0 || setup.cards != 0 {
        5
    } else {
        4
    }
}

/// The oldest version this crate reads: a save of version 2 replays its removals on the game's
/// shared stream ([`Removals::Shared`]), as it was played.
pub const OLDEST_SAVE_VERSION: u32 = 2;

/// A whole game: with the seed inside `setup`, it reproduces every draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Save {
    /// Format version.
    pub version: u32,
    /// How the game started.
    pub setup: Setup,
    /// Every action, in order: the decisions, and the chance outcomes of a game with chance
    /// nodes (those not logged are the seeded generator's).
    pub actions: Vec<Action>,
    /// Whether the game stops at every chance node ([`Game::with_chance_nodes`]): a game whose
    /// outcomes are told rather than drawn, which stops at one before its first action too.
    /// Written only when set (`"chance":true`), so that other saves read as they did.
    pub chance_nodes: bool,
}

/// A save as its JSON holds it, before the rules of its version are applied
/// ([`SaveJson::into_save`]).
#[derive(Deserialize)]
#[serde(expecting = "a save")]
pub struct SaveJson {
    version: u32,
    setup: Setup,
    /// The actions as one string of tokens, from version 4 on.
    moves: Option<String>,
    /// The actions in words, in versions 2 and 3.
    actions: Option<Vec<String>>,
    #[serde(default)]
    chance: bool,
}

impl SaveJson {
    /// The version the save says it is written in.
    pub fn version(&self) -> u32 {
        self.version
    }

    /// The save, read by the rules of its version (whose range is not checked here: see
    /// [`read_versioned`]): the actions in the notation of the version, its rules in the setup.
    pub fn into_save(self) -> Result<Save, LoadError> {
        let SaveJson { version, mut setup, moves, actions: words, chance } = self;
        let actions = match (moves, words) {
            (Some(text), None) if version >= 4 => notation::read_all(&text),
            (None, Some(words)) if version < 4 => words
                .iter()
                .map(|w| legacy::parse(w).ok_or_else(|| ParseActionError(w.clone())))
                .collect::<Result<_, _>>(),
            (moves, words) => {
                Err(ParseActionError(moves.unwrap_or_else(|| words.unwrap_or_default().join(","))))
            }
        }
        .map_err(|e| LoadError::Malformed(e.to_string()))?;
        if version < 3 {
            setup.removals = Removals::Shared;
        }
        if version < 6 && setup.exchange != Exchange::First {
            return Err(LoadError::Malformed(format!(
                "a save of version {version} names no edition of the exchange cards"
            )));
        }
        Ok(Save { version, setup, actions, chance_nodes: chance })
    }
}

/// A save as written: in the format of the version it is written in (see [`version_for`]),
/// whatever version it was read from; `"chance":true` only when set.
#[derive(Serialize)]
struct Written<'a> {
    version: u32,
    setup: &'a Setup,
    moves: String,
    #[serde(skip_serializing_if = "is_default")]
    chance: bool,
}

impl Serialize for Save {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Written {
            version: self.written_version(),
            setup: &self.setup,
            moves: notation::write_all(&self.actions),
            chance: self.chance_nodes,
        }
        .serialize(s)
    }
}

/// Why a save could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not valid JSON, or not a save.
    Malformed(String),
    /// Written by another version of the format.
    UnknownVersion(u32),
    /// The setup is not a valid game.
    Setup(SetupError),
    /// Action number `index` (from 0) is not legal at that point.
    IllegalAction { index: usize, action: Action },
    /// The text is longer than `limit` bytes (`bytes`): refused before it is read.
    TooLarge { bytes: usize, limit: usize },
    /// The players the save's companion data names (`names`) or seats (`seats`) are not the
    /// game's number of players.
    Players { names: usize, seats: usize, players: usize },
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Malformed(e) => write!(f, "this is not a saved game: {e}"),
            LoadError::UnknownVersion(v) => {
                write!(f, "this save has format version {v}; this app reads versions {OLDEST_SAVE_VERSION} to {SAVE_VERSION}")
            }
            LoadError::Setup(e) => write!(f, "the saved setup is invalid: {e}"),
            LoadError::IllegalAction { index, action } => {
                write!(f, "saved action {} (“{action}”) is not legal there", index + 1)
            }
            LoadError::TooLarge { bytes, limit } => {
                write!(f, "the file is too large ({bytes} bytes; a saved game takes less than {limit})")
            }
            LoadError::Players { names, seats, players } if names != players => {
                write!(f, "this is not a saved game: it names {names} players for a game of {players}")
            }
            LoadError::Players { seats, players, .. } => {
                write!(f, "this is not a saved game: it has {seats} seats for a game of {players} players")
            }
        }
    }
}

impl std::error::Error for LoadError {}

impl Save {
    /// The save of a game as it stands.
    pub fn of(game: &Game) -> Save {
        let mut save = Save {
            version: SAVE_VERSION,
            setup: game.setup().clone(),
            actions: game.log().to_vec(),
            chance_nodes: game.has_chance_nodes(),
        };
        save.version = save.written_version();
        save
    }

    /// The version this save is written in: [`version_for`] its setup, and at least 5 for a
    /// game told its chance ([`Save::chance_nodes`]), which an older app must refuse rather
    /// than draw for itself.
    pub fn written_version(&self) -> u32 {
        let version = version_for(&self.setup);
        if self.chance_nodes {
            version.max(5)
        } else {
            version
        }
    }

    /// Replays the save into a game.
    pub fn load(&self) -> Result<Game, LoadError> {
        self.walk(|_, _, _| {})
    }

    /// Replays the save into a game, giving `before` each action's place, the game before it
    /// (its chance settled as the replay does) and the action: one walk through its positions.
    pub fn walk(&self, before: impl FnMut(usize, &Game, Action)) -> Result<Game, LoadError> {
        if !(OLDEST_SAVE_VERSION..=SAVE_VERSION).contains(&self.version) {
            return Err(LoadError::UnknownVersion(self.version));
        }
        Game::replay_walk(self.setup.clone(), &self.actions, self.chance_nodes, before, |_| {})
    }

    /// Replays the save, giving `each` the events of every action in turn (see
    /// [`Game::replay_each`]), stopping at chance nodes if the game did.
    pub fn replay_each(&self, each: impl FnMut(Vec<Event>)) -> Result<Game, LoadError> {
        Game::replay_with(self.setup.clone(), &self.actions, self.chance_nodes, each)
    }

    /// The save as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a save is written")
    }

    /// Reads a save from JSON (without replaying it).
    pub fn from_json(json: &str) -> Result<Save, LoadError> {
        read_versioned(json, SaveJson::version, |v: Version| v.version)?.into_save()
    }
}

/// The version of a save, read alone.
#[derive(Deserialize)]
pub struct Version {
    /// The save's version.
    pub version: u32,
}

/// Reads JSON holding a save, as a `T`, so that a save of another version is told apart from a
/// malformed one: the version of what is read (`version`) is checked before anything else is
/// made of it; text that is not a `T` is read again for its version alone (a `V`, whose
/// version is `found`), and refused for that version if it is another.
pub fn read_versioned<T: DeserializeOwned, V: DeserializeOwned>(
    text: &str,
    version: impl FnOnce(&T) -> u32,
    found: impl FnOnce(V) -> u32,
) -> Result<T, LoadError> {
    let check = |v: u32| match v {
        v if (OLDEST_SAVE_VERSION..=SAVE_VERSION).contains(&v) => Ok(()),
        v => Err(LoadError::UnknownVersion(v)),
    };
    match serde_json::from_str::<T>(text) {
        Ok(read) => check(version(&read)).map(|()| read),
        Err(e) => {
            serde_json::from_str::<V>(text).map_or(Ok(()), |v| check(found(v)))?;
            Err(LoadError::Malformed(e.to_string()))
        }
    }
}

impl Game {
    /// Plays `actions` from `setup`: the same game, every time. A chance node the list does
    /// not settle gets the seeded generator's outcome; a list with chance outcomes gives a game
    /// that stops at chance nodes ([`Game::with_chance_nodes`]), as the one it was saved from.
    pub fn replay(setup: Setup, actions: &[Action]) -> Result<Game, LoadError> {
        Game::replay_each(setup, actions, |_| {})
    }

    /// [`Game::replay`], giving `each` the events of every action in turn: the one replay path
    /// of saves, undo, the app's log and the replay view.
    pub fn replay_each(
        setup: Setup,
        actions: &[Action],
        each: impl FnMut(Vec<Event>),
    ) -> Result<Game, LoadError> {
        Game::replay_with(setup, actions, false, each)
    }

    /// [`Game::replay_each`] of a game that stops at chance nodes if `chance_nodes` is set
    /// (whatever its actions; otherwise if they hold a chance outcome).
    pub fn replay_with(
        setup: Setup,
        actions: &[Action],
        chance_nodes: bool,
        each: impl FnMut(Vec<Event>),
    ) -> Result<Game, LoadError> {
        Game::replay_walk(setup, actions, chance_nodes, |_, _, _| {}, each)
    }

    /// [`Game::replay_with`], giving `before` each action's place, the game before it (its
    /// chance settled) and the action.
    fn replay_walk(
        setup: Setup,
        actions: &[Action],
        chance_nodes: bool,
        mut before: impl FnMut(usize, &Game, Action),
        mut each: impl FnMut(Vec<Event>),
    ) -> Result<Game, LoadError> {
        let chance = chance_nodes || actions.iter().any(|a| a.is_chance());
        let mut game = if chance { Game::with_chance_nodes(setup) } else { Game::new(setup) }
            .map_err(LoadError::Setup)?;
        for (index, &action) in actions.iter().enumerate() {
            game.settle_before(action);
            before(index, &game, action);
            each(game.apply(action).map_err(|_| LoadError::IllegalAction { index, action })?);
        }
        Ok(game)
    }

    /// Before a replay's next action: a game that stops at chance nodes takes the seeded
    /// outcomes of those that the actions do not settle (the action is a decision).
    fn settle_before(&mut self, action: Action) {
        if self.has_chance_nodes() && !action.is_chance() {
            self.settle();
        }
    }

    /// The game as it stood after its first `len` actions (all of them if fewer), replayed
    /// from its setup the way it is played (stopping at chance nodes or not): undo's path.
    pub fn replayed(&self, len: usize) -> Game {
        let log = &self.log()[..len.min(self.log().len())];
        Game::replay_with(self.setup().clone(), log, self.has_chance_nodes(), |_| {})
            .unwrap_or_else(|e| panic!("a prefix of a played game replays: {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{PlaceMode, SoloLevel};

    fn played(setup: Setup, actions: usize) -> Game {
        let mut game = Game::new(setup).unwrap();
        for _ in 0..actions {
            game.apply(game.legal_actions()[0]).unwrap();
        }
        game
    }

    #[test]
    fn a_save_lists_its_actions_in_notation_and_reads_back() {
        let game = played(Setup::solo(SoloLevel::Connoisseur, 3), 30);
        let json = Save::of(&game).to_json();
        assert!(json.starts_with(r#"{"version":4,"setup":{"players":1,"places":"Cards","seed":3,"solo":"Connoisseur"},"moves":"T"#), "{json}");
        assert!(json.contains('J'), "{json}");
        let back = Save::from_json(&json).unwrap();
        assert_eq!(back, Save::of(&game));
        assert_eq!(back.load().unwrap().state_hash(), game.state_hash());
    }

    /// A Special challenge played with `exchange`, its first 60 actions.
    fn special(exchange: Exchange) -> Game {
        played(Setup { exchange, ..Setup::solo(SoloLevel::Special, 8) }, 60)
    }

    #[test]
    fn a_special_challenge_names_its_exchange_cards_and_replays_with_them() {
        let new = special(Exchange::NEWEST);
        assert_eq!(Setup::solo(SoloLevel::Special, 8).exchange, Exchange::Second, "new games: the newest");
        let json = Save::of(&new).to_json();
        assert!(json.starts_with(r#"{"version":6,"setup":{"players":1,"places":"Cards","seed":8,"solo":"Special","exchange":"Second"},"moves":"#), "{json}");
        let back = Save::from_json(&json).unwrap();
        assert_eq!(back.setup.exchange, Exchange::Second);
        assert_eq!(back.load().unwrap().state_hash(), new.state_hash());
        // A save without the field, as every save before editions: the first edition, version 4.
        let old = special(Exchange::First);
        let json = Save::of(&old).to_json();
        assert!(
            json.starts_with(
                r#"{"version":4,"setup":{"players":1,"places":"Cards","seed":8,"solo":"Special"},"moves":"#
            ),
            "{json}"
        );
        let back = Save::from_json(&json).unwrap();
        assert_eq!(back.setup.exchange, Exchange::First);
        assert_eq!(back.load().unwrap().state_hash(), old.state_hash());
        assert_ne!(old.state_hash(), new.state_hash());
        // Each game holds its own edition's cards, and its log names them (`1b` or `1b2`).
        let cards = |g: &Game| {
            let j = g.jeanne().unwrap();
            j.pile.iter().chain(&j.discard).copied().filter(|&c| c >= 14).collect::<Vec<u8>>()
        };
        assert!(cards(&new).iter().all(|c| Exchange::Second.cards().contains(c)));
        assert!(cards(&old).iter().all(|c| Exchange::First.cards().contains(c)));
        // The moves of one edition's game are not legal in the other's.
        let swapped =
            Save { setup: Setup { exchange: Exchange::First, ..new.setup().clone() }, ..Save::of(&new) };
        assert!(matches!(swapped.load(), Err(LoadError::IllegalAction { .. })));
    }

    #[test]
    fn an_edition_of_the_exchange_cards_is_refused_where_it_makes_no_sense() {
        let json = Save::of(&special(Exchange::Second)).to_json();
        let third = json.replace(r#""exchange":"Second""#, r#""exchange":"Third""#);
        assert!(matches!(Save::from_json(&third), Err(LoadError::Malformed(_))), "no third edition");
        let older = json.replace(r#""version":6"#, r#""version":5"#);
        let err = Save::from_json(&older).unwrap_err();
        assert_eq!(
            err.to_string(),
            "this is not a saved game: a save of version 5 names no edition of the exchange cards"
        );
        let standard = json.replace(r#""solo":"Special""#, r#""solo":"Standard""#);
        let err = Save::from_json(&standard).unwrap().load().unwrap_err();
        assert_eq!(err, LoadError::Setup(SetupError::Exchange));
        assert_eq!(
            err.to_string(),
            "the saved setup is invalid: an edition of the exchange cards 1B–4B belongs to a Special challenge only"
        );
    }

    #[test]
    fn bad_saves_say_why() {
        let json = Save::of(&played(Setup::new(2, PlaceMode::Printed, 5), 4)).to_json();
        let other = json.replace(r#""version":4"#, r#""version":7"#);
        assert_eq!(Save::from_json(&other), Err(LoadError::UnknownVersion(7)));
        // Another version is reported even when the rest is not this version's format.
        assert_eq!(
            Save::from_json(r#"{"version":1,"actions":[{"Take":"Knight"}]}"#),
            Err(LoadError::UnknownVersion(1))
        );
        let grab = json.replacen("\"moves\":\"T", "\"moves\":\"Q", 1);
        // Tokens in a save of version 3, words in one of version 4.
        let words =
            r#"{"version":4,"setup":{"players":2,"places":"Printed","seed":5},"actions":["take knight"]}"#;
        let both = r#"{"version":4,"setup":{"players":2,"places":"Printed","seed":5},"moves":"Tk","actions":["take knight"]}"#;
        let tokens = json.replace(r#""version":4"#, r#""version":3"#);
        for bad in ["", "[]", "{\"version\":3}", &grab, words, &tokens, both] {
            let err = Save::from_json(bad).unwrap_err();
            assert!(matches!(err, LoadError::Malformed(_)), "{bad}: {err:?}");
        }
        let grab = Save::from_json(&grab).unwrap_err().to_string();
        assert!(
            grab.starts_with("this is not a saved game: “Q") && grab.contains("is not an action"),
            "{grab}"
        );
        // A well-formed action that is not legal where it stands.
        let mut save = Save::from_json(&json).unwrap();
        save.actions[1] = Action::Build(9);
        let err = save.load().unwrap_err();
        assert_eq!(err, LoadError::IllegalAction { index: 1, action: Action::Build(9) });
        assert_eq!(err.to_string(), "saved action 2 (“B9”) is not legal there");
    }
}
