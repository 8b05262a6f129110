//! What a choice would do before it is made: the effect of an action, what a follower's
//! standard action would reach, and the options the rules show at a decision that cannot be
//! taken now, with why.

use super::legal::Probe;
use super::*;

/// Why an option the rules show at a decision cannot be taken now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Blocked {
    /// No coin to spend.
    NoCoin,
    /// No road reaches the player's network.
    NoRoad,
    /// No waterway reaches the player's network.
    NoWaterway,
    /// No city of the network to build a trading post in.
    NoCity,
    /// No place open that the player can afford.
    NoPlace,
    /// Every Monk is recruited.
    NoMonk,
    /// The follower would have no option at all.
    Nothing,
}

impl Game {
    /// What `action` would cause now: the game after it and the events [`Game::apply`] would
    /// return, found on a copy of the game (this one is unchanged). An action refused by `apply`
    /// is refused here too.
    pub fn preview(&self, action: Action) -> Result<(Game, Vec<Event>), ActionError> {
        let mut after = self.clone();
        let events = after.apply(action)?;
        Ok((after, events))
    }

    /// How many choices standard action `s` would offer the player deciding now (for a gain
    /// needing no choice, 1), or why it would offer none.
    pub fn reach(&self, s: Standard) -> Result<usize, Blocked> {
        let p = self.picker();
        let (step, none) = match s {
            Standard::FillRoad => (Step::Gain(Gain::Road), Blocked::NoRoad),
            Standard::FillWaterway => (Step::Gain(Gain::Waterway), Blocked::NoWaterway),
            Standard::BuildPost if self.sheets[p as usize].coins() == 0 => return Err(Blocked::NoCoin),
            Standard::BuildPost => (Step::Gain(Gain::PaidPost), Blocked::NoCity),
            Standard::AcquirePlace => (Step::Acquire, Blocked::NoPlace),
            Standard::MarkGood | Standard::GainCoin | Standard::Develop => return Ok(1),
        };
        let mut probe = Probe::default();
        self.step_options_into(p, step, &mut probe);
        match probe.count {
            0 => Err(none),
            n => Ok(n),
        }
    }

    /// The options the rules show at this decision that the player cannot take now, each with
    /// why: a Monk to recruit when none is left, a follower's standard action that would do
    /// nothing, a follower to act as that would have no option, the full price of a place
    /// without the coins. None of them is among [`Game::legal_actions`].
    pub fn closed_options(&self) -> Vec<(Action, Blocked)> {
        let mut closed = Vec::new();
        if self.phase == Phase::Over || self.chance().is_some() || self.jeanne_to_move() {
            return closed;
        }
        let p = self.picker();
        match (self.phase, self.current.as_ref().and_then(Task::next_step)) {
            (Phase::Pick, _) if self.sheets[p as usize].monks >= data::MONKS => {
                for f in Follower::ALL.into_iter().filter(|f| self.laid_out[f.index()] > 0) {
                    closed.push((Action::Recruit(f), Blocked::NoMonk));
                }
            }
            (Phase::Turn, Some(Step::Options(f, via))) => {
                for &s in Game::standards(f) {
                    if !self.follower_option_open(p, f, via, Action::Standard(s)) {
                        closed.push((Action::Standard(s), self.reach(s).err().unwrap_or(Blocked::Nothing)));
                    }
                }
            }
            (Phase::Turn, Some(step @ (Step::Imitate { .. } | Step::SchoolAs))) => {
                let via = if step == Step::SchoolAs { Via::School } else { Via::Monk };
                for f in Follower::ALL {
                    let shown = step != Step::SchoolAs || f != Follower::Scholar;
                    if shown && !self.follower_has_options(p, f, via) {
                        closed.push((Action::Imitate(f), Blocked::Nothing));
                    }
                }
            }
            (Phase::Turn, Some(Step::Pay(id))) => {
                let cost = data::place_cost(PLACES[id as usize].category);
                if self.sheets[p as usize].coins() < cost {
                    closed.push((Action::Pay(cost), Blocked::NoCoin));
                }
            }
            _ => {}
        }
        closed
    }

    /// Whether the round being played is the game's last: its tokens emptied the bag, and the
    /// bag-track box that empty bag crosses is the last one (RULES 7).
    pub fn is_last_round(&self) -> bool {
        self.phase != Phase::Over
            && self.owed_lay_out == 0
            && self.bag.iter().all(|&t| t == 0)
            && self.bags_crossed + 1 == self.setup.seats()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::GameRng;
    use rand::Rng;

    /// Random games: a preview is what applying does, closed options are never legal, the last
    /// round is announced once, at its start, and is the last.
    #[test]
    fn previews_equal_applying_and_closed_options_are_never_legal() {
        for seed in 0..40u64 {
            let setup = match seed % 3 {
                0 => Setup::solo(SoloLevel::Connoisseur, seed),
                n => Setup::new(n as u8 + 1, PlaceMode::Cards, seed),
            };
            let mut game = Game::new(setup).unwrap();
            let mut rng = GameRng::new(seed);
            let mut announced = 0;
            let mut last_seen = false;
            while !game.is_over() {
                let legal = game.legal_actions();
                for (a, _) in game.closed_options() {
                    assert!(!legal.contains(&a), "{a} is closed and legal");
                }
                let action = legal[rng.random_range(0..legal.len())];
                let (after, preview) = game.preview(action).unwrap();
                let events = game.apply(action).unwrap();
                assert_eq!(preview, events);
                assert_eq!(after.state_hash(), game.state_hash());
                announced += events.iter().filter(|e| **e == Event::LastRound).count();
                if game.is_last_round() {
                    last_seen = true;
                    assert_eq!(announced, 1, "announced when it starts");
                } else {
                    assert!(!last_seen || game.is_over(), "no round after the last");
                }
            }
            assert!(last_seen && announced == 1);
        }
    }

    #[test]
    fn reach_says_why_a_standard_action_offers_nothing() {
        let game = Game::new(Setup::new(2, PlaceMode::Printed, 1)).unwrap();
        // At the start: a coin in the Bank, only Orléans in the network.
        assert!(game.reach(Standard::FillRoad).unwrap() > 0);
        assert_eq!(game.reach(Standard::BuildPost), Ok(1), "Orléans");
        let mut poor = game.clone();
        poor.sheets[0].bank[data::START_COIN_ROW].circled = 0;
        assert_eq!(poor.reach(Standard::BuildPost), Err(Blocked::NoCoin));
        assert_eq!(poor.reach(Standard::AcquirePlace), Err(Blocked::NoPlace));
        assert_eq!(poor.reach(Standard::GainCoin), Ok(1));
    }
}
