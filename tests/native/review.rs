//! The game review (`model::review`): a planted blunder is named as the largest loss, a seat
//! that played Hard's own choices loses nothing, a review is the same every time, a try starts
//! from the very position it was taken at, and reviews travel with their game in a file and a
//! link (a compact form, read back as written; what does not fit the game is left out).

use crate::common::made_up_review;
use orleans_dw::engine::{Action, Decider, Game, PlaceMode, PlayerId, Save, Setup, Standard, SAVE_VERSION};
use orleans_dw::model::play::computer_action;
use orleans_dw::model::record::{Meta, Record, Seat};
use orleans_dw::model::review::{self, Review};
use orleans_dw::model::share;
use orleans_dw::players::{computer_seed, Hard, Player};

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

/// A finished game of `players` computers.
fn finished(players: u8, seed: u64) -> Game {
    let mut game = Game::new(Setup::new(players, PlaceMode::Cards, seed)).unwrap();
    while !game.is_over() {
        game.apply(computer_action(&game)).unwrap();
    }
    game
}

fn meta(players: usize) -> Meta {
    Meta {
        id: "19b4c2d5e6f-0a1b".into(),
        names: ["Anna", "Bruno", "Chloé", "Dara"][..players].iter().map(|n| n.to_string()).collect(),
        seats: vec![Seat::Human; players],
        created: 1_764_000_000_000,
        is_try: false,
    }
}

#[test]
fn a_review_travels_with_its_game_in_a_file_and_a_link() {
    let game = finished(2, 5);
    let plain = Record::of(&meta(2), &game);
    let save = plain.save.clone();
    let record =
        Record { reviews: vec![made_up_review(&save, 0), made_up_review(&save, 1)], ..plain.clone() };
    // A record without a review is written as before: no field for it.
    assert!(!plain.to_json().contains("reviews"));
    let json = record.to_json();
    assert_eq!(Record::from_json(&json), Ok(record.clone()));
    assert_eq!(share::read(&share::fragment(&record)), Some(Ok(record.clone())));
    // The compact form: a decision's step, its best choice when not the one made, its loss in
    // hundredths.
    let carried: serde_json::Value = serde_json::from_str(&json).unwrap();
    let decisions = carried["reviews"]["reviews"][0]["decisions"].as_str().unwrap();
    let first = &record.reviews[0].decisions[1];
    let written =
        format!("{}{}={}", first.step, first.assessment.best, (first.assessment.loss * 100.0).round());
    assert!(decisions.split(' ').nth(1) == Some(written.as_str()), "{decisions}");
    assert!(decisions.starts_with(&format!("{} ", record.reviews[0].decisions[0].step)), "{decisions}");
}

#[test]
fn reviews_that_do_not_fit_their_game_are_left_out_and_the_game_loads_all_the_same() {
    let game = finished(2, 6);
    let plain = Record::of(&meta(2), &game);
    let record = Record {
        reviews: vec![made_up_review(&plain.save, 0), made_up_review(&plain.save, 1)],
        ..plain.clone()
    };
    let json = record.to_json();
    let mut value: serde_json::Value = serde_json::from_str(&json).unwrap();
    let reviews = |v: &serde_json::Value| Record::from_json(&v.to_string()).unwrap().reviews;
    // Another version: none kept.
    let mut other = value.clone();
    other["reviews"]["version"] = (SAVE_VERSION - 1).into();
    assert!(reviews(&other).is_empty());
    // More reviews than seats: none read (each would replay the game).
    let mut many = value.clone();
    let twice: Vec<serde_json::Value> =
        (0..3).flat_map(|_| many["reviews"]["reviews"].as_array().unwrap().clone()).collect();
    many["reviews"]["reviews"] = twice.into();
    assert!(reviews(&many).is_empty());
    // Not readable at all: none kept, the game loads.
    let mut broken = value.clone();
    broken["reviews"] = "everything".into();
    assert!(reviews(&broken).is_empty());
    // A seat's review with a step that is not its decision, an unknown seat, a best choice
    // that was not offered, steps out of order or out of the game: that review left out.
    let seat1 = record.reviews[1].decisions[0].step;
    let at = |v: &serde_json::Value| v["reviews"]["reviews"][0]["decisions"].as_str().unwrap().to_string();
    let text = at(&value);
    for wrong in [
        format!("{seat1} {text}"),
        format!("{text} 100000"),
        format!("{text} {}", plain.save.actions.len() - 1),
        text.replacen(" ", "Z ", 1),
        text.split(' ').rev().collect::<Vec<_>>().join(" "),
        format!("{text} x"),
        format!("{text}=-1"),
        format!("{text}="),
        "1e3".into(),
    ] {
        let mut v = value.clone();
        v["reviews"]["reviews"][0]["decisions"] = wrong.clone().into();
        let kept = reviews(&v);
        assert_eq!(kept, vec![record.reviews[1].clone()], "{wrong}");
    }
    value["reviews"]["reviews"][0]["seat"] = 2.into();
    assert_eq!(reviews(&value), vec![record.reviews[1].clone()]);
}

#[test]
fn a_finished_four_player_game_with_every_seat_reviewed_travels_in_a_link_of_at_most_6000_characters() {
    // Made-up reviews are longer than real ones: two decisions in three name another best
    // choice, with a loss.
    let (mut plain_longest, mut one_longest, mut all_longest) = (0, 0, 0);
    for seed in 0..6 {
        let game = finished(4, seed);
        let plain = Record::of(&meta(4), &game);
        let link = |reviews: Vec<Review>| {
            let record = Record { reviews, ..plain.clone() };
            format!("https://example.org/orleans/{}", share::fragment(&record)).len()
        };
        plain_longest = plain_longest.max(link(Vec::new()));
        one_longest = one_longest.max(link(vec![made_up_review(&plain.save, 0)]));
        all_longest = all_longest.max(link((0..4).map(|p| made_up_review(&plain.save, p)).collect()));
    }
    println!(
        "figure: link of a finished 4-player game: {plain_longest} characters; {one_longest} with a seat reviewed, {all_longest} with every seat"
    );
    assert!(all_longest <= 6_000, "{all_longest} characters");
}

#[test]
fn the_fixture_carries_the_review_the_engine_gives() {
    let text = std::fs::read_to_string("tests/fixtures/review_carried.json").unwrap();
    let record = Record::from_json(&text).unwrap();
    assert_eq!(record.reviews.len(), 2);
    for carried in &record.reviews {
        let again = review::review(&record.save, carried.seat, carried.iterations).unwrap();
        assert_eq!(again.decisions.len(), carried.decisions.len());
        for (a, b) in again.decisions.iter().zip(&carried.decisions) {
            assert_eq!(
                (a.step, a.round, a.chosen, a.assessment.best),
                (b.step, b.round, b.chosen, b.assessment.best)
            );
            assert!((a.assessment.loss - b.assessment.loss).abs() <= 0.005);
        }
    }
}
