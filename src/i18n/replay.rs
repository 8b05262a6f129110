//! The words of the replay view and of sharing a game ([`ReplayWords`]), and the replay's log.

use super::{log_lines, Words};
use crate::model::replay::Replay;

/// The words of the replay view (a game stepped through action by action) and of sharing.
pub trait ReplayWords {
    /// The button that opens a game in the replay view, and the view's title.
    fn replay(&self) -> &'static str;
    /// The title of the table's Replay button: what it does and that the game waits.
    fn replay_title(&self) -> &'static str;
    /// Closes the replay view opened from a game, back to that game.
    fn back_to_game(&self) -> &'static str;
    /// Go to the start of the game.
    fn first(&self) -> &'static str;
    /// One action back.
    fn back(&self) -> &'static str;
    /// One action forward.
    fn forward(&self) -> &'static str;
    /// Go to the end of the game.
    fn last(&self) -> &'static str;
    /// Play the actions one after the other.
    fn play(&self) -> &'static str;
    /// Stop playing.
    fn pause(&self) -> &'static str;
    /// The label of the speed choice.
    fn speed(&self) -> &'static str;
    /// The label of the slider of actions.
    fn action_shown(&self) -> &'static str;
    /// Where the replay stands: action `step` of `total` (0: before the first).
    fn step_of(&self, step: usize, total: usize) -> String;
    /// How to step with the keyboard.
    fn replay_keys(&self) -> &'static str;
    /// The button that copies a link carrying the game.
    fn share(&self) -> &'static str;
    /// The label of the shared link's box, once copied.
    fn link_copied(&self) -> &'static str;
    /// The same box's label when the browser did not let the page copy the link.
    fn link_not_copied(&self) -> &'static str;
    /// The button that adds a game opened from a link to the saved games.
    fn add_to_saved(&self) -> &'static str;
    /// The game opened from a link is among the saved games.
    fn in_saved(&self) -> &'static str;
}

/// The log of `replay` up to `step`, oldest first, and how many of its last lines the action of
/// `step` caused (the opening's, at step 0).
pub fn replay_log(w: &dyn Words, replay: &Replay, names: &[String], step: usize) -> (Vec<String>, usize) {
    let step = step.min(replay.len());
    let lines = log_lines(w, names, &replay.events()[..=step]);
    let recent = log_lines(w, names, &replay.events()[step..=step]).len();
    (lines, recent)
}
