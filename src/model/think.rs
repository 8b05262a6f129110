//! What the page asks the thinking worker (the `thinker` binary, a Web Worker of its own that
//! runs the Hard player off the page's thread) and what the worker answers. No browser code:
//! the worker's whole job is [`answer`], tested natively.
//!
//! A question carries the game as its engine save, so the worker rebuilds the very game the
//! page shows; an answer names actions by their index in [`Game::legal_actions`], which both
//! sides list alike from the same game.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::engine::{Game, Save};
use crate::model::{play, review};
use crate::players::{computer_seed, Hard, Player};

/// The worker's first message, once it listens: questions sent before it would be lost.
pub const READY: &str = "ready";

/// How many of Hard's top choices a hint shows.
pub const HINT_CHOICES: usize = 3;

/// What the page asks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(expecting = "a question")]
pub struct Question {
    /// Sent back with the answer, to pair them.
    pub id: u32,
    /// What to do.
    pub task: Task,
    /// The game, as [`Save::to_json`] writes it.
    pub save: String,
    /// The search's seed ([`computer_seed`] for a computer seat, so that a replay makes
    /// the same moves).
    pub seed: u64,
    /// Sampled games per decision.
    pub iterations: u32,
}

/// What the worker is asked to do with the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Task {
    /// Choose the action of the seat deciding now, as Hard plays it.
    Choose,
    /// Hard's top choices, with their expected gain, for a hint.
    Rank,
    /// How the choice made (this index in the game's legal actions) compares with the best,
    /// for a game's review ([`review::assess`]).
    Assess(u32),
}

/// One of Hard's top choices.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(expecting = "a choice")]
pub struct Choice {
    /// Its index in the game's legal actions.
    pub index: usize,
    /// Its expected gain in points (see [`crate::players::Ranked::gain`]). It travels as the
    /// bits of its `f64`: exact, and no float is written or read as text (that code would weigh
    /// on the page).
    #[serde(rename = "gain_bits", serialize_with = "write_bits", deserialize_with = "read_bits")]
    pub gain: f64,
}

/// What the worker answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(expecting = "an answer")]
pub struct Answer {
    /// The question's id (0 for a question that could not be read).
    pub id: u32,
    /// The choices, best first: one for [`Task::Choose`], up to [`HINT_CHOICES`] for
    /// [`Task::Rank`]; for [`Task::Assess`] the best one, its gain the points the choice made
    /// gives up against it; or why there are none (written `{"Ok": [...]}` or `{"Err": "..."}`).
    pub choices: Result<Vec<Choice>, String>,
}

/// Writes a float as its bits.
fn write_bits<S: Serializer>(x: &f64, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_u64(x.to_bits())
}

/// Reads a float from its bits.
fn read_bits<'de, D: Deserializer<'de>>(d: D) -> Result<f64, D::Error> {
    u64::deserialize(d).map(f64::from_bits)
}

/// The answer to the question `json` (both as JSON text): what the worker does with each
/// message.
pub fn answer(json: &str) -> String {
    let answer = match serde_json::from_str::<Question>(json) {
        Ok(question) => Answer { id: question.id, choices: think(&question) },
        Err(e) => Answer { id: 0, choices: Err(format!("unreadable question: {e}")) },
    };
    serde_json::to_string(&answer).expect("an answer is written")
}

/// The choices for a question.
fn think(question: &Question) -> Result<Vec<Choice>, String> {
    let game = Save::from_json(&question.save).and_then(|s| s.load()).map_err(|e| e.to_string())?;
    let legal = game.legal_actions();
    let index_of = |action| legal.iter().position(|&a| a == action).expect("a choice is legal");
    let mut hard = Hard::new(question.seed, question.iterations);
    Ok(match question.task {
        Task::Choose if game.is_over() => return Err("the game is over".into()),
        Task::Choose => vec![Choice { index: index_of(hard.choose(&game)), gain: 0.0 }],
        Task::Assess(chosen) => {
            let chosen = *legal.get(chosen as usize).ok_or("the choice made is not a legal action")?;
            let assessed = review::assess(&game, chosen, question.iterations);
            vec![Choice { index: index_of(assessed.best), gain: assessed.loss }]
        }
        Task::Rank => hard
            .ranked(&game)
            .into_iter()
            .take(HINT_CHOICES)
            .map(|r| Choice { index: index_of(r.action), gain: r.gain })
            .collect(),
    })
}

/// The question that asks for `task` in `game`: seeded as a computer seat's decision.
pub fn question(id: u32, task: Task, game: &Game) -> Question {
    Question {
        id,
        task,
        save: Save::of(game).to_json(),
        seed: computer_seed(game),
        iterations: play::HARD_ITERATIONS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{PlaceMode, Setup, SoloLevel};
    use crate::players::Level;

    fn ask(task: Task, game: &Game, iterations: u32) -> Answer {
        let q = Question { iterations, ..question(7, task, game) };
        serde_json::from_str(&answer(&serde_json::to_string(&q).unwrap())).unwrap()
    }

    /// A game played by Normal seats until a player decides between several actions.
    fn at_a_decision(setup: Setup, at_least: usize) -> Game {
        let mut game = Game::new(setup).unwrap();
        while game.log().len() < at_least || game.legal_actions().len() < 2 || game.chance().is_some() {
            game.apply(play::computer_action(&game)).unwrap();
        }
        game
    }

    #[test]
    fn the_worker_plays_what_a_hard_seat_plays_on_the_page() {
        for setup in [Setup::new(3, PlaceMode::Printed, 11), Setup::solo(SoloLevel::Special, 4)] {
            let game = at_a_decision(setup, 20);
            let mut hard = Level::Hard.player(computer_seed(&game), 50);
            let expected = hard.choose(&game);
            let got = ask(Task::Choose, &game, 50);
            assert_eq!(got.id, 7);
            let choices = got.choices.unwrap();
            assert_eq!(game.legal_actions()[choices[0].index], expected);
        }
    }

    #[test]
    fn a_hint_ranks_the_top_choices_best_first() {
        let game = at_a_decision(Setup::new(2, PlaceMode::Cards, 5), 10);
        let choices = ask(Task::Rank, &game, 200).choices.unwrap();
        let legal = game.legal_actions();
        assert_eq!(choices.len(), HINT_CHOICES.min(legal.len()));
        let ranked = Hard::new(computer_seed(&game), 200).ranked(&game);
        for (c, r) in choices.iter().zip(&ranked) {
            assert_eq!((legal[c.index], c.gain), (r.action, r.gain));
        }
    }

    #[test]
    fn an_assessment_names_the_best_choice_and_what_the_choice_made_gave_up() {
        let game = at_a_decision(Setup::new(2, PlaceMode::Printed, 9), 12);
        let legal = game.legal_actions();
        for chosen in 0..legal.len() {
            let task = Task::Assess(chosen as u32);
            let asked: Question =
                serde_json::from_str(&serde_json::to_string(&question(1, task, &game)).unwrap()).unwrap();
            assert_eq!(asked.task, task);
            let choices = ask(task, &game, 200).choices.unwrap();
            let expected = review::assess(&game, legal[chosen], 200);
            assert_eq!((legal[choices[0].index], choices[0].gain), (expected.best, expected.loss));
        }
        assert!(ask(Task::Assess(legal.len() as u32), &game, 200).choices.is_err());
    }

    #[test]
    fn bad_questions_get_a_reason() {
        let bad: Answer = serde_json::from_str(&answer("{")).unwrap();
        assert!(bad.id == 0 && bad.choices.unwrap_err().starts_with("unreadable question"));
        let game = at_a_decision(Setup::new(2, PlaceMode::Printed, 1), 1);
        let q = Question { save: "{\"save\":1}".into(), ..question(3, Task::Choose, &game) };
        let got: Answer = serde_json::from_str(&answer(&serde_json::to_string(&q).unwrap())).unwrap();
        assert!(got.id == 3 && got.choices.is_err());
    }
}
