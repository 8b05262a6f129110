//! A finished game's review for one seat: at each of the seat's decisions, the best choice as
//! the Hard player ranks it and the points the choice made gave up against it; the points lost
//! per round and in all; the key moments. The search runs where the caller puts it (the
//! thinking worker asks [`assess`] one decision at a time, so the page shows progress and can
//! stop); the walk through the game and the sums are here, tested natively.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize, Serializer};

use crate::engine::{notation, Action, Decider, Game, LoadError, PlayerId, Save, SAVE_VERSION};
use crate::players::{computer_seed, search_iterations, Hard};

/// A difference smaller than this many points, or than two standard errors of its measure,
/// is within the search's noise: the choice counts as good as the best (loses 0).
pub const NOISE_POINTS: f64 = 0.5;

/// The most key moments a review names: its largest losses.
pub const KEY_MOMENTS: usize = 5;

/// What one decision gave up.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Assessment {
    /// The best choice, as the Hard player ranks them.
    pub best: Action,
    /// The points the choice made gives up against the best (0 when it is the best, or within
    /// the search's noise).
    pub loss: f64,
}

/// How the choice `chosen` of the player deciding in `game` compares with the best one: Hard
/// ranks every choice over `iterations` sampled games (as a Hard seat would, seeded by the
/// position: the same game and budget give the same assessment), then plays the best and the
/// choice made on the same sampled games, paired so that their luck cancels.
pub fn assess(game: &Game, chosen: Action, iterations: u32) -> Assessment {
    let mut hard = Hard::new(computer_seed(game), iterations);
    let Some(best) = hard.ranked(game).first().map(|r| r.action) else {
        return Assessment { best: chosen, loss: 0.0 };
    };
    let samples = search_iterations(iterations, game.players()) / 4;
    let (mean, error) = hard.compare(game, best, chosen, samples);
    let loss = if mean < NOISE_POINTS.max(2.0 * error) { 0.0 } else { mean };
    Assessment { best, loss }
}

/// One reviewed decision of the seat.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(into = "DecisionJson", try_from = "DecisionJson")]
pub struct Decision {
    /// Its place in the game's actions: the game before it is the game after `step` actions.
    pub step: usize,
    /// The round it was made in.
    pub round: u16,
    /// The choice made.
    pub chosen: Action,
    /// The best choice, and what the choice made gave up against it.
    pub assessment: Assessment,
}

/// A seat's review: each of its decisions that had more than one choice.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(expecting = "a review")]
pub struct Review {
    /// The seat reviewed.
    pub seat: PlayerId,
    /// Hard's sampled games per decision.
    pub iterations: u32,
    /// The decisions, in game order.
    pub decisions: Vec<Decision>,
}

impl Review {
    /// The points lost in all.
    pub fn lost(&self) -> f64 {
        self.decisions.iter().map(|d| d.assessment.loss).sum()
    }

    /// The points lost in each round the seat decided in, in order.
    pub fn by_round(&self) -> Vec<(u16, f64)> {
        let mut rounds: Vec<(u16, f64)> = Vec::new();
        for d in &self.decisions {
            match rounds.last_mut() {
                Some((round, lost)) if *round == d.round => *lost += d.assessment.loss,
                _ => rounds.push((d.round, d.assessment.loss)),
            }
        }
        rounds
    }

    /// The key moments: the largest losses (at most [`KEY_MOMENTS`], none within the noise),
    /// in game order.
    pub fn key_moments(&self) -> Vec<Decision> {
        let mut lost: Vec<Decision> =
            self.decisions.iter().copied().filter(|d| d.assessment.loss > 0.0).collect();
        lost.sort_by(|a, b| b.assessment.loss.total_cmp(&a.assessment.loss).then(a.step.cmp(&b.step)));
        lost.truncate(KEY_MOMENTS);
        lost.sort_by_key(|d| d.step);
        lost
    }

    /// Calls `each` with every decision of the review and the game before it, walking once
    /// through the game `save` records.
    pub fn walk(&self, save: &Save, mut each: impl FnMut(&Game, &Decision)) -> Result<(), LoadError> {
        let mut decisions = self.decisions.iter().peekable();
        save.walk(|step, game, _| {
            if let Some(d) = decisions.next_if(|d| d.step == step) {
                each(game, d);
            }
        })
        .map(|_| ())
    }

    /// The review in the compact form a file or a link carries ([`Carried`]).
    fn carried(&self) -> CarriedReview {
        let decisions = self
            .decisions
            .iter()
            .map(|d| {
                let mut text = d.step.to_string();
                if d.assessment.best != d.chosen {
                    text.push_str(&notation::write_all(&[d.assessment.best]));
                }
                let loss = hundredths(d.assessment.loss);
                if loss > 0 {
                    text.push_str(&format!("={loss}"));
                }
                text
            })
            .collect::<Vec<_>>()
            .join(" ");
        CarriedReview { seat: self.seat, iterations: self.iterations, decisions }
    }

    /// The review `carried` holds of the game `save` records, if it fits it: each decision must
    /// be one of the seat's (a choice among several), in game order, its best choice one it had.
    fn from_carried(carried: CarriedReview, save: &Save) -> Option<Review> {
        let seat = carried.seat;
        if seat >= save.setup.players {
            return None;
        }
        let read: Option<Vec<_>> =
            carried.decisions.split(' ').filter(|p| !p.is_empty()).map(read_decision).collect();
        let read = read?;
        if read.windows(2).any(|w| w[0].0 >= w[1].0) {
            return None;
        }
        let mut decisions = Vec::with_capacity(read.len());
        let mut wanted = read.iter().peekable();
        let mut fits = true;
        save.walk(|step, game, chosen| {
            let Some(&(_, best, loss)) = wanted.next_if(|d| d.0 == step) else { return };
            let best = best.unwrap_or(chosen);
            fits &= decides(game, seat) && game.legal_actions().contains(&best);
            let assessment = Assessment { best, loss: f64::from(loss) / 100.0 };
            decisions.push(Decision { step, round: game.round(), chosen, assessment });
        })
        .ok()?;
        (fits && wanted.next().is_none()).then_some(Review {
            seat,
            iterations: carried.iterations,
            decisions,
        })
    }
}

/// Reads one decision of a carried review: its step, its best choice if not the one made, its
/// loss in hundredths (`12`, `12F03`, `12F03=150`).
fn read_decision(text: &str) -> Option<(usize, Option<Action>, u32)> {
    let digits = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
    let step = text[..digits].parse().ok()?;
    let (best, loss) = text[digits..].split_once('=').unwrap_or((&text[digits..], "0"));
    let best = match best {
        "" => None,
        token => match notation::read_all(token).as_deref() {
            Ok([action]) => Some(*action),
            _ => return None,
        },
    };
    if loss.is_empty() || !loss.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((step, best, loss.parse().ok()?))
}

/// A loss in hundredths of a point, as formats keep it (no float text).
fn hundredths(loss: f64) -> u32 {
    (loss * 100.0).round() as u32
}

/// The reviews a file or a link carries with its game (`"reviews"` in a record): the version
/// they were made at, and per seat its decisions in one short string (see [`read_decision`]):
/// the game itself gives each decision's choice and round.
#[derive(Serialize, Deserialize)]
#[serde(expecting = "the reviews carried")]
struct Carried {
    version: u32,
    reviews: Vec<CarriedReview>,
}

/// One seat's review as carried.
#[derive(Serialize, Deserialize)]
#[serde(expecting = "a review carried")]
struct CarriedReview {
    seat: PlayerId,
    iterations: u32,
    decisions: String,
}

/// Writes `reviews` as a record carries them: the save's version, then each review.
pub fn write_carried<S: Serializer>(reviews: &[Review], s: S) -> Result<S::Ok, S::Error> {
    Carried { version: SAVE_VERSION, reviews: reviews.iter().map(Review::carried).collect() }.serialize(s)
}

/// The reviews carried as `json` with the game `save` records: none if they were made at
/// another version, cannot be read or are more than one a seat; a seat's review that does not
/// fit the game is left out (the game loads all the same).
pub fn read_carried(json: &str, save: &Save) -> Vec<Review> {
    let Ok(carried) = serde_json::from_str::<Carried>(json) else { return Vec::new() };
    // At most a review per seat: each is checked against a replay of the game.
    if carried.version != SAVE_VERSION || carried.reviews.len() > usize::from(save.setup.players) {
        return Vec::new();
    }
    let mut kept = Kept::default();
    for review in carried.reviews.into_iter().filter_map(|c| Review::from_carried(c, save)) {
        kept.keep(review);
    }
    kept.reviews
}

/// The storage key of the reviews kept with a game, by the game's id.
pub fn key(game_id: &str) -> String {
    format!("orleans-dw:review:{game_id}")
}

/// The reviews kept with a game: computed once, shown again at once. They hold for the very
/// game they were made of, at this save version: a game with more actions since, or a new
/// version of the app, drops them ([`Kept::of`]).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(expecting = "the reviews kept")]
pub struct Kept {
    /// The save version they were made at.
    pub version: u32,
    /// The number of the game's actions.
    pub actions: usize,
    /// A review per seat reviewed.
    pub reviews: Vec<Review>,
}

impl Kept {
    /// What of `kept` (as stored) holds for the game `save` records: nothing if it was made of
    /// another game or at another version, or cannot be read.
    pub fn of(kept: Option<&str>, save: &Save) -> Kept {
        let fresh = Kept { version: SAVE_VERSION, actions: save.actions.len(), reviews: Vec::new() };
        match kept.and_then(|text| serde_json::from_str::<Kept>(text).ok()) {
            Some(k) if k.version == fresh.version && k.actions == fresh.actions => k,
            _ => fresh,
        }
    }

    /// The review of `seat`, if kept.
    pub fn review(&self, seat: PlayerId) -> Option<&Review> {
        self.reviews.iter().find(|r| r.seat == seat)
    }

    /// Keeps `review`, in place of the seat's former one.
    pub fn keep(&mut self, review: Review) {
        self.reviews.retain(|r| r.seat != review.seat);
        self.reviews.push(review);
    }
}

/// A decision as stored: its actions in the game's notation, its loss in hundredths of a point
/// (no float text).
#[derive(Serialize, Deserialize)]
#[serde(expecting = "a decision reviewed")]
struct DecisionJson {
    step: usize,
    round: u16,
    chosen: String,
    best: String,
    loss: u32,
}

impl From<Decision> for DecisionJson {
    fn from(d: Decision) -> DecisionJson {
        DecisionJson {
            step: d.step,
            round: d.round,
            chosen: notation::write_all(&[d.chosen]),
            best: notation::write_all(&[d.assessment.best]),
            loss: hundredths(d.assessment.loss),
        }
    }
}

impl TryFrom<DecisionJson> for Decision {
    type Error = String;

    fn try_from(d: DecisionJson) -> Result<Decision, String> {
        let action = |text: &str| match notation::read_all(text).as_deref() {
            Ok([action]) => Ok(*action),
            _ => Err(format!("not an action: {text}")),
        };
        let best = action(&d.best)?;
        Ok(Decision {
            step: d.step,
            round: d.round,
            chosen: action(&d.chosen)?,
            assessment: Assessment { best, loss: f64::from(d.loss) / 100.0 },
        })
    }
}

/// A seat's review under way: its decisions, each with the game before it, taken from one walk
/// through the game; their assessments come one at a time.
pub struct Reviewer {
    /// The decisions still to assess, the next first: its step, round, game and choice made.
    pending: VecDeque<(usize, u16, Game, Action)>,
    review: Review,
    /// How many decisions the review has in all.
    total: usize,
}

impl Reviewer {
    /// A review of `seat`'s decisions in the game `save` records (it must replay).
    pub fn new(save: &Save, seat: PlayerId, iterations: u32) -> Result<Reviewer, LoadError> {
        let mut pending = VecDeque::new();
        save.walk(|step, game, chosen| {
            if decides(game, seat) {
                pending.push_back((step, game.round(), game.clone(), chosen));
            }
        })?;
        let review = Review { seat, iterations, decisions: Vec::new() };
        Ok(Reviewer { total: pending.len(), pending, review })
    }

    /// The next decision to assess, as the game before it and the choice made; `None` once
    /// every decision is assessed.
    pub fn upcoming(&self) -> Option<(&Game, Action)> {
        self.pending.front().map(|(_, _, game, chosen)| (game, *chosen))
    }

    /// Takes the assessment of the decision [`Reviewer::upcoming`] gave, and moves past it.
    pub fn take(&mut self, assessment: Assessment) {
        if let Some((step, round, _, chosen)) = self.pending.pop_front() {
            self.review.decisions.push(Decision { step, round, chosen, assessment });
        }
    }

    /// Decisions assessed, and in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.review.decisions.len(), self.total)
    }

    /// The review, once every decision is assessed.
    pub fn finished(&self) -> Option<Review> {
        self.pending.is_empty().then(|| self.review.clone())
    }
}

/// Whether `seat` decides now among more than one choice.
fn decides(game: &Game, seat: PlayerId) -> bool {
    game.decider() == Some(Decider::Player(seat)) && game.legal_actions().len() > 1
}

/// The review of `seat` in the game `save` records, every decision assessed here.
pub fn review(save: &Save, seat: PlayerId, iterations: u32) -> Result<Review, LoadError> {
    let mut reviewer = Reviewer::new(save, seat, iterations)?;
    while let Some((game, chosen)) = reviewer.upcoming() {
        let assessment = assess(game, chosen, iterations);
        reviewer.take(assessment);
    }
    Ok(reviewer.finished().expect("every decision assessed"))
}

/// The game a try starts from: the one `save` records, cut after its first `step` actions (its
/// seed and setup kept, so the draws after the cut follow the seed as in any game).
pub fn try_from(save: &Save, step: usize) -> Save {
    Save { actions: save.actions[..step.min(save.actions.len())].to_vec(), ..save.clone() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{PlaceMode, Setup};
    use crate::players::{Normal, Player};

    #[test]
    fn kept_reviews_hold_for_their_game_and_version_only() {
        let mut game = Game::new(Setup::new(2, PlaceMode::Printed, 4)).unwrap();
        let mut normal = Normal::new(4);
        for _ in 0..40 {
            game.apply(normal.choose(&game)).unwrap();
        }
        let save = Save::of(&game);
        let review = review(&save, 1, 100).unwrap();
        assert!(!review.decisions.is_empty());
        let mut kept = Kept::of(None, &save);
        kept.keep(review.clone());
        kept.keep(review.clone());
        assert_eq!(kept.reviews.len(), 1);
        let text = serde_json::to_string(&kept).unwrap();
        let read = Kept::of(Some(&text), &save);
        let again = read.review(1).expect("kept");
        assert_eq!(again.decisions.len(), review.decisions.len());
        for (a, b) in again.decisions.iter().zip(&review.decisions) {
            assert_eq!(
                (a.step, a.round, a.chosen, a.assessment.best),
                (b.step, b.round, b.chosen, b.assessment.best)
            );
            assert!((a.assessment.loss - b.assessment.loss).abs() <= 0.005);
        }
        assert_eq!(serde_json::to_string(&read).unwrap(), text);
        // Another game (one more action), another version, or a damaged text: nothing kept.
        game.apply(normal.choose(&game)).unwrap();
        assert!(Kept::of(Some(&text), &Save::of(&game)).reviews.is_empty());
        let older = text.replace(&format!("\"version\":{SAVE_VERSION}"), "\"version\":5");
        assert!(Kept::of(Some(&older), &save).reviews.is_empty());
        assert!(Kept::of(Some("{\"version\":"), &save).reviews.is_empty());
    }
}
