//! A saved game's summary, kept in storage beside it: what the start screen lists (players,
//! scores, round, date…) without replaying the game, which is replayed only when it is opened.
//! A summary names the text of the save it was made from by a fingerprint, so a summary that
//! no longer matches its save (written by an older app, or by a tab that stopped between the
//! two writes) is made again from the save. No browser code: tested natively.

use serde::{Deserialize, Serialize};

use crate::engine::{Game, PlayerId, Setup};
use crate::model::record::Meta;

/// The storage key prefix of summaries (followed by the game's id).
const SUMMARY_PREFIX: &str = "orleans-dw:summary:";

/// The storage key of the summary of game `id`.
pub fn summary_key(id: &str) -> String {
    format!("{SUMMARY_PREFIX}{id}")
}

/// The fingerprint of a stored record's text: its length and FNV-1a hash, in hex.
pub fn fingerprint(text: &str) -> String {
    let hash =
        text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
    format!("{:x}-{hash:016x}", text.len())
}

/// How a game ended, or stands: each seat's total, Jeanne's, and the winning seats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(expecting = "an outcome")]
pub struct Outcome {
    /// Each seat's total.
    pub totals: Vec<u16>,
    /// Jeanne's total, in a solo game.
    pub jeanne: Option<u16>,
    /// The seats that win (none when Jeanne wins, or when seats are played elsewhere).
    pub winners: Vec<PlayerId>,
}

impl Outcome {
    /// Whether a solo game ended level with Jeanne (which the player wins).
    pub fn tied_with_jeanne(&self) -> bool {
        self.jeanne.is_some() && self.jeanne == self.totals.first().copied()
    }

    /// The scores of `game` now.
    pub fn of(game: &Game) -> Outcome {
        Outcome {
            totals: game.scores().iter().map(|s| s.total).collect(),
            jeanne: game.jeanne().map(|j| j.score().total),
            winners: game.winners(),
        }
    }
}

/// What the start screen shows of a saved game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(expecting = "a summary")]
pub struct Summary {
    /// The [`fingerprint`] of the stored record it summarises.
    pub of: String,
    /// Names, seats, id and date.
    pub meta: Meta,
    /// How the game started.
    pub setup: Setup,
    /// Whether its chance is told from a physical game's table ([`Game::has_chance_nodes`]).
    /// Required: a summary from before it was kept is made again from its save.
    pub told: bool,
    /// The round now.
    pub round: u16,
    /// The number of actions played.
    pub actions: usize,
    /// Whether the game is over.
    pub over: bool,
    /// The scores now.
    pub outcome: Outcome,
}

impl Summary {
    /// The summary of `game`, stored as `stored` (the record's text).
    pub fn of(meta: &Meta, game: &Game, stored: &str) -> Summary {
        Summary {
            of: fingerprint(stored),
            meta: meta.clone(),
            setup: game.setup().clone(),
            told: game.has_chance_nodes(),
            round: game.round(),
            actions: game.log().len(),
            over: game.is_over(),
            outcome: Outcome::of(game),
        }
    }

    /// Reads a stored summary, if it is one and it still summarises `stored`.
    pub fn read(json: &str, stored: &str) -> Option<Summary> {
        serde_json::from_str::<Summary>(json).ok().filter(|s| s.of == fingerprint(stored))
    }

    /// The summary as stored.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a summary is written")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::PlaceMode;
    use crate::model::testing::meta;

    #[test]
    fn a_summary_says_whether_the_game_is_told_and_one_from_before_is_made_again() {
        let setup = Setup::new(2, PlaceMode::Printed, 3);
        let told = Summary::of(&meta(2), &Game::with_chance_nodes(setup.clone()).unwrap(), "s");
        assert!(told.told && Summary::read(&told.to_json(), "s").unwrap().told);
        let plain = Summary::of(&meta(2), &Game::new(setup).unwrap(), "s");
        assert!(!plain.told && !Summary::read(&plain.to_json(), "s").unwrap().told);
        let before = plain.to_json().replace(r#""told":false,"#, "");
        assert!(!before.contains("told") && Summary::read(&before, "s").is_none());
    }

    #[test]
    fn a_summary_of_another_text_is_not_used() {
        let game = Game::new(Setup::new(2, PlaceMode::Printed, 1)).unwrap();
        let json = Summary::of(&meta(2), &game, "one text").to_json();
        assert!(Summary::read(&json, "one text").is_some());
        assert!(Summary::read(&json, "one text ").is_none());
        assert!(Summary::read("garbage", "one text").is_none());
        assert_ne!(fingerprint("ab"), fingerprint("ba"));
    }
}
