//! The game review (`model::review`): a planted blunder is named as the largest loss, a seat
//! that played Hard's own choices loses nothing, a review is the same every time, and a try
//! starts from the very position it was taken at.

use orleans_dw::engine::{Action, Decider, Game, PlaceMode, PlayerId, Save, Setup, Standard};
use orleans_dw::model::play::{computer_action, computer_seed};
use orleans_dw::model::review::{self, Review};
use orleans_dw::players::{Hard, Player};

/// Hard's budget in these tests: small, so that a whole game's review takes a moment.
const ITERATIONS: u32 = 300;

/// A two-player game where seat 0 plays Hard's choices (as the review's own search makes
/// them) and seat 1 Normal's; at the first decision where `plant` gives an action other than
/// Hard's, seat 0 plays that one instead. The save and the planted decision's step.
fn played(seed: u64, plant: impl Fn(&Game, Action) -> Option<Action>) -> (Save, Option<usize>) {
    let mut game = Game::new(Setup::new(2, PlaceMode::Printed, seed)).unwrap();
    let mut planted = None;
    while !game.is_over() {
        let action = match game.decider() {
            Some(Decider::Player(0)) if game.legal_actions().len() > 1 => {
                let best = Hard::new(computer_seed(&game), ITERATIONS).choose(&game);
                match plant(&game, best).filter(|_| planted.is_none()) {
                    Some(blunder) => {
                        planted = Some(game.log().len());
                        blunder
                    }
                    None => best,
                }
            }
            _ => computer_action(&game),
        };
        game.apply(action).unwrap();
    }
    (Save::of(&game), planted)
}

fn reviewed(save: &Save, seat: PlayerId) -> Review {
    review::review(save, seat, ITERATIONS).unwrap()
}

#[test]
fn a_planted_blunder_is_the_largest_loss() {
    // Declining the Craftsman's action when Hard would build a trading post with it: a post's
    // points, given up for nothing.
    let (save, planted) = played(11, |game, best| {
        let declines = game.legal_actions().contains(&Action::Decline);
        (best == Action::Standard(Standard::BuildPost) && declines).then_some(Action::Decline)
    });
    let planted = planted.expect("a trading post Hard builds, with Decline offered");
    let review = reviewed(&save, 0);
    let moments = review.key_moments();
    let largest =
        review.decisions.iter().max_by(|a, b| a.assessment.loss.total_cmp(&b.assessment.loss)).unwrap();
    assert_eq!(largest.step, planted, "{review:#?}");
    assert!(largest.assessment.loss >= 1.0, "the blunder cost {}", largest.assessment.loss);
    assert_eq!(largest.assessment.best, Action::Standard(Standard::BuildPost));
    assert_eq!(largest.chosen, Action::Decline);
    assert!(moments.iter().any(|d| d.step == planted));
}

#[test]
fn a_seat_that_played_hards_choices_loses_nothing_and_a_review_is_the_same_every_time() {
    let (save, _) = played(12, |_, _| None);
    let review = reviewed(&save, 0);
    assert!(review.decisions.len() > 20, "{} decisions", review.decisions.len());
    assert_eq!(review.lost(), 0.0);
    assert!(review.key_moments().is_empty());
    assert!(review.decisions.iter().all(|d| d.assessment.best == d.chosen));
    // The other seat played Normal: its review is its own, and the same when done again.
    let other = reviewed(&save, 1);
    assert_eq!(other, reviewed(&save, 1));
    let by_round: f64 = other.by_round().iter().map(|(_, lost)| lost).sum();
    assert!((by_round - other.lost()).abs() < 1e-9);
    let rounds: Vec<u16> = other.by_round().iter().map(|(round, _)| *round).collect();
    assert!(rounds.windows(2).all(|w| w[0] < w[1]), "{rounds:?}");
}

#[test]
fn a_try_starts_at_its_position_and_its_draws_follow_the_seed() {
    let (save, _) = played(13, |_, _| None);
    let whole = save.load().unwrap();
    for step in [0, 1, save.actions.len() / 2, save.actions.len()] {
        let tried = review::try_from(&save, step).load().unwrap();
        assert_eq!(tried.state_hash(), whole.replayed(step).state_hash(), "step {step}");
        if let Some(&next) = save.actions.get(step) {
            // The same choice: the same draws as in the game it was taken from.
            let mut same = tried.clone();
            same.apply(next).unwrap();
            assert_eq!(same.state_hash(), whole.replayed(step + 1).state_hash());
            // Another choice: a game of its own, played on from the seed.
            let mut other = tried.clone();
            let choice = other.legal_actions().into_iter().rfind(|&a| a != next);
            if let Some(choice) = choice {
                other.apply(choice).unwrap();
                while !other.is_over() {
                    other.apply(computer_action(&other)).unwrap();
                }
                let again = Game::replay(save.setup.clone(), other.log()).unwrap();
                assert_eq!(again.state_hash(), other.state_hash());
            }
        }
    }
}
