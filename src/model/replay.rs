//! A game stepped through action by action, as the replay view shows it: the game as it stood
//! after each number of actions, the action that comes next, and the log up to there. Every
//! state comes from the engine's replay path ([`Game::replay`]); nothing here changes a game.
//! No browser code: tested natively.

use crate::engine::{Action, Event, Game, LoadError, Save};
use crate::model::play::Replayed;

/// A saved game to step through.
#[derive(Clone)]
pub struct Replay {
    /// The save: setup and every action.
    save: Save,
    /// The events of the opening, then of each action.
    events: Vec<Vec<Event>>,
}

impl Replay {
    /// Reads a save for the replay view (it must replay: the whole game is checked once).
    pub fn of(save: &Save) -> Result<Replay, LoadError> {
        let events = Replayed::of(save)?.events;
        Ok(Replay { save: save.clone(), events })
    }

    /// The number of actions: steps go from 0 (the start) to this.
    pub fn len(&self) -> usize {
        self.save.actions.len()
    }

    /// Whether the game has no action yet.
    pub fn is_empty(&self) -> bool {
        self.save.actions.is_empty()
    }

    /// The game after its first `step` actions.
    pub fn game_at(&self, step: usize) -> Game {
        let step = step.min(self.len());
        let actions = &self.save.actions[..step];
        Game::replay_with(self.save.setup.clone(), actions, self.save.chance_nodes, |_| {})
            .unwrap_or_else(|e| panic!("a prefix of a replayed game replays: {e}"))
    }

    /// The action played next from `step` (none at the end): the one the view highlights.
    pub fn next_action(&self, step: usize) -> Option<Action> {
        self.save.actions.get(step).copied()
    }

    /// The events of the opening, then of each action.
    pub fn events(&self) -> &[Vec<Event>] {
        &self.events
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{PlaceMode, Setup, SoloLevel};
    use crate::model::play::computer_action;

    #[test]
    fn replay_step_by_step_equals_the_live_game_at_each_step() {
        for setup in [Setup::new(4, PlaceMode::Cards, 8), Setup::solo(SoloLevel::Connoisseur, 3)] {
            let mut live = Game::new(setup).unwrap();
            let mut hashes = vec![live.state_hash()];
            while !live.is_over() {
                live.apply(computer_action(&live)).unwrap();
                hashes.push(live.state_hash());
            }
            let replay = Replay::of(&Save::of(&live)).unwrap();
            assert_eq!(replay.len() + 1, hashes.len());
            for (step, hash) in hashes.iter().enumerate() {
                assert_eq!(replay.game_at(step).state_hash(), *hash, "step {step}");
                assert_eq!(replay.next_action(step), live.log().get(step).copied());
            }
        }
    }
}
