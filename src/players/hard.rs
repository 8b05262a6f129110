//! The hard player: a search over sampled hidden states (determinized Monte Carlo tree search
//! at the decision, the information-set variant: every iteration samples a game consistent
//! with what the player can know, [`Game::determinize`], and never looks at the real one's
//! hidden state).
//!
//! Each iteration picks an action by UCB1, samples a game, plays the action and the rest of the
//! turn greedily (as [`Normal`](super::Normal) does), then every seat plays quick weighted random
//! actions for a few rounds ([`rollout_rounds`]); the position is scored by [`value`] against
//! the mean of the other seats (Jeanne's score in the solo game). The action most visited is
//! played. With three seats or more the rollouts are longer and the iterations fewer
//! ([`search_iterations`]), so that a decision costs about what a two-player one does.

use rand::RngCore;

use super::normal::Lookahead;
use super::{forced, value, Player};
use crate::engine::{Action, Decider, Game, GameRng, PlayerId, Standard};

/// The iterations per decision when none is given: about a tenth of a second in wasm on a
/// desktop core, so that a decision stays within a second on a slow phone (docs/bots.md).
pub const DEFAULT_ITERATIONS: u32 = 5000;

/// How many rounds past the current one the rollouts of a game of `players` seats play before
/// scoring: one in the solo and two-player games; four with three seats or more, where one round
/// is too short for a place or a post to pay (four-player games against Normal: docs/bots.md,
/// "Hard with more players"). Four rounds lose two-player games at small budgets.
pub fn rollout_rounds(players: usize) -> u16 {
    if players >= 3 {
        4
    } else {
        1
    }
}

/// The iterations of a decision in a game of `players` seats for a budget of `iterations`: the
/// budget in the solo and two-player games, `2 / players` of it with more seats, whose longer
/// rollouts ([`rollout_rounds`]) cost about twice as much in a four-player game; so a decision
/// keeps within the browser's second whatever the seats (docs/bots.md, "Hard's budget").
pub fn search_iterations(iterations: u32, players: usize) -> u32 {
    let players = players.max(2) as u64;
    ((u64::from(iterations) * 2 / players) as u32).max(1)
}

/// UCB1's exploration constant, in points of value.
const EXPLORATION: f64 = 4.0;

/// One action of the decision, with what the search found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ranked {
    /// The action.
    pub action: Action,
    /// Sampled games it was tried in.
    pub visits: u32,
    /// Its expected gain: the mean, over those games, of the player's position value minus the
    /// other seats' mean (Jeanne's score in the solo game), in points.
    pub gain: f64,
}

/// The search player.
pub struct Hard {
    rng: GameRng,
    iterations: u32,
}

impl Hard {
    /// A hard player searching `iterations` sampled games per decision (fewer with three seats
    /// or more: [`search_iterations`]), drawing from `seed`.
    pub fn new(seed: u64, iterations: u32) -> Hard {
        Hard { rng: GameRng::new(seed), iterations: iterations.max(1) }
    }

    /// Every action of the decision now, best first (most visited, then highest gain), with its
    /// visits and expected gain: what a hint shows. Empty when no player decides.
    pub fn ranked(&mut self, game: &Game) -> Vec<Ranked> {
        let Some(Decider::Player(me)) = game.decider() else { return Vec::new() };
        let legal = game.legal_actions();
        let mut stats: Vec<Ranked> =
            legal.iter().map(|&action| Ranked { action, visits: 0, gain: 0.0 }).collect();
        if legal.len() > 1 {
            // Every iteration plays in the same buffers: no allocation per sampled game.
            let mut sampled = game.clone();
            let mut lookahead = Lookahead::new(game);
            let mut rollout = Vec::new();
            for n in 0..search_iterations(self.iterations, game.players()) {
                let i = pick(&stats, n);
                game.determinize_into(self.rng.next_u64(), &mut sampled);
                let v = self.evaluate(&mut sampled, legal[i], me, &mut lookahead, &mut rollout);
                let s = &mut stats[i];
                s.visits += 1;
                s.gain += (v - s.gain) / s.visits as f64;
            }
        }
        stats.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.gain.total_cmp(&a.gain)));
        stats
    }

    /// How much `chosen` gives up against `best` for the player deciding now: over `samples`
    /// sampled games, each played on after the one and after the other with the same luck (the
    /// same hidden state and the same rollout draws, so that the luck cancels), the mean of
    /// `best`'s value minus `chosen`'s and that mean's standard error, in points.
    pub fn compare(&mut self, game: &Game, best: Action, chosen: Action, samples: u32) -> (f64, f64) {
        let Some(Decider::Player(me)) = game.decider() else { return (0.0, 0.0) };
        if best == chosen {
            return (0.0, 0.0);
        }
        let mut sampled = game.clone();
        let mut lookahead = Lookahead::new(game);
        let mut rollout = Vec::new();
        let n = samples.max(2);
        let (mut sum, mut squares) = (0.0, 0.0);
        for _ in 0..n {
            let luck = self.rng.next_u64();
            let mut value = |action| {
                game.determinize_into(luck, &mut sampled);
                let mut rollouts = Hard { rng: GameRng::new(luck), iterations: 1 };
                rollouts.evaluate(&mut sampled, action, me, &mut lookahead, &mut rollout)
            };
            let difference = value(best) - value(chosen);
            sum += difference;
            squares += difference * difference;
        }
        let n = f64::from(n);
        let mean = sum / n;
        let variance = ((squares - n * mean * mean) / (n - 1.0)).max(0.0);
        (mean, (variance / n).sqrt())
    }

    /// The value for `me` of playing `action` in a sampled game, after a short rollout (`legal`:
    /// room for the lists of actions).
    fn evaluate(
        &mut self,
        game: &mut Game,
        action: Action,
        me: PlayerId,
        lookahead: &mut Lookahead,
        legal: &mut Vec<Action>,
    ) -> f64 {
        game.play(action).expect("a listed action applies");
        lookahead.finish_turn(game, me);
        let last_round = game.round() + rollout_rounds(game.players());
        while !game.is_over() && game.round() <= last_round {
            game.legal_actions_into(legal);
            let a = match game.decider() {
                Some(Decider::Player(_)) if legal.len() > 1 => {
                    legal[self.rng.weighted(legal, rollout_weight)]
                }
                _ => legal[0],
            };
            game.play(a).expect("a listed action applies");
        }
        margin(game, me)
    }
}

impl Player for Hard {
    fn choose(&mut self, game: &Game) -> Action {
        let legal = game.legal_actions();
        if let Some(action) = forced(game, &legal) {
            return action;
        }
        self.ranked(game)[0].action
    }
}

/// The action UCB1 tries at iteration `n`: each once, then the best upper bound.
fn pick(stats: &[Ranked], n: u32) -> usize {
    if let Some(i) = stats.iter().position(|s| s.visits == 0) {
        return i;
    }
    let log_n = f64::from(n).ln();
    let bound = |s: &Ranked| s.gain + EXPLORATION * (log_n / f64::from(s.visits)).sqrt();
    (0..stats.len()).max_by(|&a, &b| bound(&stats[a]).total_cmp(&bound(&stats[b]))).expect("an action")
}

/// `me`'s position value minus the other seats' mean (Jeanne's score in the solo game). Not
/// the best other seat's: with several others, the largest of their noisy values drowns the
/// difference between two choices (four players: 41 % of wins against 33 %, docs/bots.md).
fn margin(game: &Game, me: PlayerId) -> f64 {
    let mine = value(game, me);
    let others = match game.jeanne() {
        Some(j) => f64::from(j.score().total),
        None => {
            let seats = game.players() as PlayerId;
            (0..seats).filter(|&p| p != me).map(|p| value(game, p)).sum::<f64>() / f64::from(seats - 1)
        }
    };
    mine - others
}

/// The weight of an action in a quick random game (Hard's rollouts, the random-play tests):
/// declining and recruiting are listed at most decisions, so they are made rare (games go deep,
/// Monks last into the late game); places are favoured so that the late categories get used,
/// and so are trading posts.
pub fn rollout_weight(a: &Action) -> u64 {
    match a {
        Action::Decline => 1,
        Action::Recruit(_) => 2,
        Action::UsePlace(_) | Action::Acquire(_) | Action::Build(_) => 30,
        Action::Standard(Standard::AcquirePlace | Standard::BuildPost) => 30,
        _ => 10,
    }
}
