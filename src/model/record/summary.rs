//! A saved game's summary, kept in storage beside it: what the start screen lists (players,
//! scores, round, date…) without replaying the game, which is replayed only when it is opened.
//! A summary names the text of the save it was made from by a fingerprint, so a summary that
//! no longer matches its save (written by an older app, or by a tab that stopped between the
//! two writes) is made again from the save. No browser code: tested natively.

use crate::app::record::{Meta, Seat};
use crate::engine::json::{self, Error, FromJson, Object, ToJson, Value};
use crate::engine::{Game, PlayerId, Setup};
use crate::i18n::Words;

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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Each seat's total.
    pub totals: Vec<u16>,
    /// Jeanne's total, in a solo game.
    pub jeanne: Option<u16>,
    /// The seats that win (none when Jeanne wins, or when seats are played elsewhere).
    pub winners: Vec<PlayerId>,
}

impl ToJson for Outcome {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("totals", &self.totals)
            .field("jeanne", &self.jeanne)
            .field("winners", &self.winners)
            .end();
    }
}

impl FromJson for Outcome {
    fn from_json(v: &Value) -> Result<Outcome, Error> {
        v.object("an outcome")?;
        Ok(Outcome { totals: v.field("totals")?, jeanne: v.field("jeanne")?, winners: v.field("winners")? })
    }
}

impl Outcome {
    /// The scores of `game` now.
    pub fn of(game: &Game) -> Outcome {
        Outcome {
            totals: game.scores().iter().map(|s| s.total).collect(),
            jeanne: game.jeanne().map(|j| j.score().total),
            winners: game.winners(),
        }
    }

    /// The result in one sentence, with the players' `names`.
    pub fn verdict(&self, w: &dyn Words, names: &[String]) -> String {
        let total = |p: PlayerId| self.totals.get(usize::from(p)).copied().unwrap_or(0);
        let name = |p: PlayerId| names.get(usize::from(p)).cloned().unwrap_or_default();
        if let Some(hers) = self.jeanne {
            return if self.winners.is_empty() {
                w.jeanne_wins(hers, total(0))
            } else {
                w.beats_jeanne(&name(0), total(0), hers)
            };
        }
        let best = self.winners.first().map_or(0, |&p| total(p));
        match self.winners.iter().map(|&p| name(p)).collect::<Vec<_>>().as_slice() {
            // Companion mode: the other seats' scores are on their own sheets.
            [] => w.winner_on_paper().into(),
            [one] => w.wins_with(one, best),
            many => w.share_the_win(many, best),
        }
    }
}

/// What the start screen shows of a saved game.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// The [`fingerprint`] of the stored record it summarises.
    pub of: String,
    /// Names, seats, id and date.
    pub meta: Meta,
    /// How the game started.
    pub setup: Setup,
    /// Whether its chance is told from a physical game's table ([`Game::has_chance_nodes`]).
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

impl ToJson for Summary {
    fn write_json(&self, out: &mut String) {
        Object::new(out)
            .field("of", &self.of)
            .field("meta", &self.meta)
            .field("setup", &self.setup)
            .field("told", &self.told)
            .field("round", &self.round)
            .field("actions", &self.actions)
            .field("over", &self.over)
            .field("outcome", &self.outcome)
            .end();
    }
}

impl FromJson for Summary {
    fn from_json(v: &Value) -> Result<Summary, Error> {
        v.object("a summary")?;
        Ok(Summary {
            of: v.field("of")?,
            meta: v.field("meta")?,
            setup: v.field("setup")?,
            // Required: a summary from before it was kept is made again from its save.
            told: v.field("told")?,
            round: v.field("round")?,
            actions: v.field("actions")?,
            over: v.field("over")?,
            outcome: v.field("outcome")?,
        })
    }
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
        json::from_str::<Summary>(json).ok().filter(|s| s.of == fingerprint(stored))
    }

    /// The summary as stored.
    pub fn to_json(&self) -> String {
        json::to_string(self)
    }

    /// Who plays, as the list shows them.
    pub fn who(&self, w: &dyn Words) -> String {
        let seats = self.meta.names.iter().zip(&self.meta.seats);
        seats
            .map(|(n, s)| if *s == Seat::Human { n.clone() } else { w.computer_seat(n) })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Where the game stands, in words: its verdict once over.
    pub fn progress(&self, w: &dyn Words) -> String {
        if self.over {
            w.finished(&self.outcome.verdict(w, &self.meta.names))
        } else {
            w.progress(self.round, self.actions)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::play::computer_action;
    use crate::app::result::verdict;
    use crate::engine::{PlaceMode, SoloLevel};
    use crate::i18n::{En, Fr, ScreenWords};

    fn meta(players: usize) -> Meta {
        Meta {
            id: "g1".into(),
            names: (0..players).map(|p| format!("P{p}")).collect(),
            seats: vec![Seat::Human; players],
            created: 5,
        }
    }

    #[test]
    fn a_summary_says_what_the_replayed_game_says() {
        for setup in [
            Setup::new(3, PlaceMode::Cards, 4),
            Setup::solo(SoloLevel::Special, 9),
            Setup::solo(SoloLevel::Standard, 2),
            // Companion mode: seat 1 is played elsewhere.
            Setup { remote: 0b10, ..Setup::new(2, PlaceMode::Cards, 5) },
        ] {
            let mut game = Game::new(setup).unwrap();
            let players = game.players();
            for step in 0.. {
                if game.is_over() || step == 40 {
                    let summary = Summary::of(&meta(players), &game, "stored");
                    let back = Summary::read(&summary.to_json(), "stored").unwrap();
                    assert_eq!(back, summary);
                    assert_eq!(back.over, game.is_over());
                    if game.is_over() {
                        for w in [&En as &dyn Words, &Fr] {
                            if game.setup().remote != 0 {
                                assert_eq!(verdict(w, &game, &meta(players).names), w.winner_on_paper());
                            }
                            assert_eq!(
                                back.progress(w),
                                w.finished(&verdict(w, &game, &meta(players).names))
                            );
                        }
                    } else {
                        assert_eq!(back.progress(&En), En.progress(game.round(), game.log().len()));
                    }
                }
                if game.is_over() {
                    break;
                }
                game.apply(computer_action(&game)).unwrap();
            }
        }
    }

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
