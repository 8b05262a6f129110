//! "Challenge a friend": a link that carries a finished game's setup and seed, its seats and
//! its result, but none of its moves (`#challenge=…`, in the fragment like a shared game's, see
//! [`share`]). The friend plays the same setup, so the same draws from the bag and the same
//! cards of Jeanne's (chance comes from the seed alone, whatever the players choose); their
//! end screen shows both results and gives the link back with both. No browser code: tested
//! natively.

use serde::{Deserialize, Serialize};

use crate::engine::save::{read_versioned, SaveJson};
use crate::engine::{Game, LoadError, Save};
use crate::model::errors::clip_load_error;
use crate::model::record::{self, check_size, Finished, SaveVersion, Seat};
use crate::model::share;

/// What starts the fragment of a challenge's link.
pub const FRAGMENT: &str = "#challenge=";

/// Where a game played on a challenge keeps it (beside the game's own key), so that its end
/// screen shows both results.
const KEY_PREFIX: &str = "orleans-dw:challenge:";

/// A challenge: the game to play again and the results of those who played it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Challenge {
    /// The setup (seed included), with no actions.
    pub save: Save,
    /// Who plays each seat: a computer seat stays a computer for the friend.
    pub seats: Vec<Seat>,
    /// The challenger's result, then the friend's once they played (at most two).
    pub results: Vec<Finished>,
}

/// A challenge as its JSON holds it, its save not read by the rules of its version yet.
#[derive(Deserialize)]
#[serde(expecting = "a challenge")]
struct ChallengeJson {
    save: SaveJson,
    seats: Vec<Seat>,
    results: Vec<Finished>,
}

impl Challenge {
    /// The challenge of a finished game, played by `meta`'s players.
    pub fn of(meta: &record::Meta, game: &Game, now: u64) -> Challenge {
        let save = Save { actions: Vec::new(), ..Save::of(game) };
        Challenge { save, seats: meta.seats.clone(), results: vec![Finished::of(meta, game, now)] }
    }

    /// This challenge with `answer`, the friend's result, after the challenger's.
    pub fn answered(&self, answer: Finished) -> Challenge {
        Challenge { results: vec![self.results[0].clone(), answer], ..self.clone() }
    }

    /// The fragment (from `#`) of its link.
    pub fn fragment(&self) -> String {
        share::pack(FRAGMENT, &self.to_json())
    }

    /// The challenge as JSON (as stored beside the friend's game).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a challenge is written")
    }

    /// Reads a challenge, checking all it holds: the save's version, a setup the engine takes
    /// and no actions; a seat and, in each of one or two results, a name and a total for each
    /// player, a score for Jeanne exactly in a solo game, a fit id. Names are cleaned
    /// ([`record::clean_name`]: no direction controls, at most [`record::MAX_NAME_CHARS`]).
    pub fn from_json(json: &str) -> Result<Challenge, LoadError> {
        check_size(json.len())?;
        let read: ChallengeJson = read_versioned(json, |c: &ChallengeJson| c.save.version(), SaveVersion::of)
            .map_err(clip_load_error)?;
        let save = read.save.into_save().map_err(clip_load_error)?;
        let mut c = Challenge { save, seats: read.seats, results: read.results };
        let wrong = |why: &str| Err(LoadError::Malformed(why.into()));
        if !c.save.actions.is_empty() {
            return wrong("a challenge carries no moves");
        }
        let game = Game::new(c.save.setup.clone()).map_err(LoadError::Setup)?;
        let players = usize::from(c.save.setup.players);
        if c.seats.len() != players {
            return Err(LoadError::Players { names: players, seats: c.seats.len(), players });
        }
        if !(1..=2).contains(&c.results.len()) {
            return wrong("a challenge carries one or two results");
        }
        for r in &mut c.results {
            if r.names.len() != players || r.totals.len() != players {
                return Err(LoadError::Players { names: r.names.len(), seats: r.totals.len(), players });
            }
            if !record::is_good_id(&r.id) || r.jeanne.is_some() != game.jeanne().is_some() {
                return wrong("a result does not fit the game");
            }
            r.solo = game.setup().solo;
            for name in r.names.iter_mut().chain(&mut r.winners) {
                *name = record::clean_name(name);
            }
        }
        Ok(c)
    }

    /// The challenge carried by a link's fragment (from `#`), if it carries one: `None` for
    /// another fragment, the reason for one that cannot be read.
    pub fn read(fragment: &str) -> Option<Result<Challenge, LoadError>> {
        Some(share::unpack(fragment, FRAGMENT)?.and_then(|json| Challenge::from_json(&json)))
    }

    /// The id of the friend's game on this challenge: the same each time the link is opened,
    /// so that opening it twice plays one game.
    pub fn game_id(&self) -> String {
        format!("vs-{}", &self.results[0].id).chars().take(record::MAX_ID_CHARS).collect()
    }
}

/// The storage key of the challenge a game was played on (or answered by), by the game's id.
pub fn key(game_id: &str) -> String {
    format!("{KEY_PREFIX}{game_id}")
}

/// The results to show side by side at the end of game `mine` (finished, `id`), given the
/// challenge stored with it: the challenger's and this game's when it answers one, both stored
/// ones when the answer came back to it; and the challenge its link carries (this game's result
/// after the challenger's, or this game's alone to challenge someone).
pub fn at_end(stored: Option<Challenge>, mine: Challenge) -> (Vec<Finished>, Challenge) {
    match stored {
        Some(c) if c.results[0].id == mine.results[0].id => (c.results, mine),
        Some(c) => {
            let answer = c.answered(mine.results[0].clone());
            (answer.results.clone(), answer)
        }
        None => (Vec::new(), mine),
    }
}

/// One side of a challenge in its verdict: its best player's name and total.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Side {
    /// The player's name.
    pub name: String,
    /// Their total.
    pub total: u16,
}

/// How the two results of a challenge compare.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// One side scored more: its best and the other's, and whether it is the challenger's.
    Won { winner: Side, loser: Side, challenger: bool },
    /// Both sides' best scored this.
    Tie(u16),
}

/// The verdict of `results` (the challenger's, then the answer's) of a game of `seats`: each
/// side's best person (its best seat if no person played) against the other's; `None` before
/// the answer.
pub fn verdict(seats: &[Seat], results: &[Finished]) -> Option<Verdict> {
    let people = seats.contains(&Seat::Human);
    let best = |r: &Finished| {
        let counted = |i: &usize| !people || seats.get(*i) == Some(&Seat::Human);
        // The first of the best on a tie.
        let i = (0..r.totals.len()).filter(counted).rev().max_by_key(|&i| r.totals[i])?;
        Some(Side { name: r.names.get(i)?.clone(), total: r.totals[i] })
    };
    let (mine, theirs) = (best(results.first()?)?, best(results.get(1)?)?);
    Some(match mine.total.cmp(&theirs.total) {
        std::cmp::Ordering::Equal => Verdict::Tie(mine.total),
        std::cmp::Ordering::Greater => Verdict::Won { winner: mine, loser: theirs, challenger: true },
        std::cmp::Ordering::Less => Verdict::Won { winner: theirs, loser: mine, challenger: false },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Action, Decider, GameRng, PlaceMode, Setup, SoloLevel};
    use crate::model::record::{Meta, MAX_NAME_CHARS};

    /// Plays `setup` to the end with the choices drawn from `choices` and chance from the seed,
    /// as the app does; returns the game and every draw and card chance gave, in order.
    fn play(setup: Setup, choices: u64) -> (Game, Vec<Action>) {
        let mut rng = GameRng::new(choices);
        let mut game = Game::with_chance_nodes(setup).unwrap();
        let mut draws = Vec::new();
        while !game.is_over() {
            let action = match game.decider() {
                Some(Decider::Chance) => game.sample_chance().unwrap(),
                _ => {
                    let legal = game.legal_actions();
                    legal[rng.below(legal.len())]
                }
            };
            if matches!(action, Action::Draw(_) | Action::Card(_)) {
                draws.push(action);
            }
            game.apply(action).unwrap();
        }
        (game, draws)
    }

    fn meta(id: &str, players: usize) -> Meta {
        Meta {
            id: id.into(),
            names: (0..players).map(|i| format!("P{i}")).collect(),
            seats: vec![Seat::Human; players],
            created: 1,
            is_try: false,
        }
    }

    #[test]
    fn the_challenge_link_gives_the_same_draws_for_different_choices() {
        for setup in [
            Setup::solo(SoloLevel::Standard, 11),
            Setup::solo(SoloLevel::Special, 12),
            Setup::new(2, PlaceMode::Cards, 13),
            Setup::new(4, PlaceMode::Printed, 14),
        ] {
            let (first, draws) = play(setup.clone(), 1);
            let link =
                Challenge::of(&meta("19b4c2d5e6f-0a3c", usize::from(first.setup().players)), &first, 5)
                    .fragment();
            let challenge = Challenge::read(&link).unwrap().unwrap();
            assert!(challenge.save.actions.is_empty());
            assert_eq!(challenge.save.setup, setup);
            for choices in 2..6 {
                let (second, again) = play(challenge.save.setup.clone(), choices);
                assert_ne!(second.log(), first.log(), "the choices differ");
                assert_eq!(again, draws, "{setup:?}, choices {choices}");
            }
        }
    }

    #[test]
    fn a_challenge_goes_there_and_back_with_both_results() {
        let (mine, _) = play(Setup::solo(SoloLevel::Connoisseur, 3), 1);
        let sent = Challenge::of(&meta("19b4c2d5e6f-0a3c", 1), &mine, 5);
        assert_eq!(sent.game_id(), "vs-19b4c2d5e6f-0a3c");
        let (theirs, _) = play(sent.save.setup.clone(), 2);
        let friend = Challenge::of(&meta(&sent.game_id(), 1), &theirs, 6);
        // The friend's end screen: both results, and the link back with both.
        let (shown, back) = at_end(Some(sent.clone()), friend.clone());
        assert_eq!(shown, [sent.results[0].clone(), friend.results[0].clone()]);
        let back = Challenge::read(&back.fragment()).unwrap().unwrap();
        assert_eq!(back.results, shown);
        // The challenger's end screen once the answer is stored with their game.
        let (shown_home, again) = at_end(Some(back.clone()), sent.clone());
        assert_eq!((shown_home, again), (back.results, sent.clone()));
        // A game on no challenge offers its own.
        assert_eq!(at_end(None, sent.clone()), (Vec::new(), sent));
    }

    #[test]
    fn the_verdict_compares_each_sides_best_person() {
        let result = |names: [&str; 3], totals: [u16; 3]| Finished {
            id: "g".into(),
            finished: 1,
            names: names.map(String::from).to_vec(),
            totals: totals.to_vec(),
            jeanne: None,
            solo: None,
            winners: Vec::new(),
            remote: 0,
        };
        let computer = Seat::Computer(crate::players::Level::Hard);
        let seats = [Seat::Human, computer, Seat::Human];
        let side = |name: &str, total| Side { name: name.into(), total };
        let anna = result(["Anna", "Bot", "Bruno"], [40, 90, 52]);
        let zoe = result(["Zoé", "Bot", "Yan"], [61, 12, 61]);
        // The computer's 90 does not count; of two equal best, the first seat.
        assert_eq!(
            verdict(&seats, &[anna.clone(), zoe.clone()]),
            Some(Verdict::Won { winner: side("Zoé", 61), loser: side("Bruno", 52), challenger: false })
        );
        assert_eq!(
            verdict(&seats, &[zoe.clone(), anna.clone()]),
            Some(Verdict::Won { winner: side("Zoé", 61), loser: side("Bruno", 52), challenger: true })
        );
        let tie = result(["Zoé", "Bot", "Yan"], [1, 2, 52]);
        assert_eq!(verdict(&seats, &[anna.clone(), tie]), Some(Verdict::Tie(52)));
        assert_eq!(verdict(&seats, std::slice::from_ref(&anna)), None);
        // Computers only: the best seat.
        let bots = [computer; 3];
        assert_eq!(
            verdict(&bots, &[anna, zoe]),
            Some(Verdict::Won { winner: side("Bot", 90), loser: side("Zoé", 61), challenger: true })
        );
    }

    #[test]
    fn bad_or_forged_challenges_say_why() {
        let (game, _) = play(Setup::new(2, PlaceMode::Printed, 4), 1);
        let good = Challenge::of(&meta("g1", 2), &game, 5);
        assert_eq!(Challenge::from_json(&good.to_json()), Ok(good.clone()));
        assert!(Challenge::read("#game=AAAA").is_none());
        assert!(matches!(Challenge::read("#challenge=%%"), Some(Err(LoadError::Malformed(_)))));
        let forged = |c: Challenge| Challenge::read(&c.fragment()).unwrap();
        let with_moves = Challenge { save: Save::of(&game), ..good.clone() };
        assert!(matches!(forged(with_moves), Err(LoadError::Malformed(_))));
        let mut seats = good.clone();
        seats.seats.pop();
        assert!(matches!(forged(seats), Err(LoadError::Players { .. })));
        let mut three = good.clone();
        three.results = vec![good.results[0].clone(); 3];
        assert!(matches!(forged(three), Err(LoadError::Malformed(_))));
        let mut jeanne = good.clone();
        jeanne.results[0].jeanne = Some(3);
        assert!(matches!(forged(jeanne), Err(LoadError::Malformed(_))));
        let mut id = good.clone();
        id.results[0].id = "../x".into();
        assert!(matches!(forged(id), Err(LoadError::Malformed(_))));
        let mut totals = good.clone();
        totals.results[0].totals.push(1);
        assert!(matches!(forged(totals), Err(LoadError::Players { .. })));
        let mut setup = good.clone();
        setup.save.setup.players = 9;
        assert!(matches!(forged(setup), Err(LoadError::Setup(_))));
        let newer = good.to_json().replacen("\"version\":", "\"version\":9", 1);
        assert!(matches!(Challenge::from_json(&newer), Err(LoadError::UnknownVersion(_))));
        // Long names are cut; a too long link is refused unread.
        let mut long = good.clone();
        long.results[0].names[0] = "x".repeat(500);
        assert_eq!(forged(long).unwrap().results[0].names[0].len(), MAX_NAME_CHARS);
        let huge = format!("{FRAGMENT}{}", "A".repeat(2_000_000));
        assert!(matches!(Challenge::read(&huge), Some(Err(LoadError::TooLarge { .. }))));
    }
}
