//! The replay view's words in English.

use super::En;
use crate::i18n::ReplayWords;

impl ReplayWords for En {
    fn replay(&self) -> &'static str {
        "Replay"
    }

    fn replay_title(&self) -> &'static str {
        "Step through this game from its start (it waits here)"
    }

    fn back_to_game(&self) -> &'static str {
        "Back to the game"
    }

    fn first(&self) -> &'static str {
        "First"
    }

    fn back(&self) -> &'static str {
        "Back"
    }

    fn forward(&self) -> &'static str {
        "Forward"
    }

    fn last(&self) -> &'static str {
        "Last"
    }

    fn play(&self) -> &'static str {
        "Play"
    }

    fn pause(&self) -> &'static str {
        "Pause"
    }

    fn speed(&self) -> &'static str {
        "Speed"
    }

    fn action_shown(&self) -> &'static str {
        "Action shown"
    }

    fn step_of(&self, step: usize, total: usize) -> String {
        if step == 0 {
            format!("Start of the game ({total} actions)")
        } else {
            format!("Action {step} of {total}")
        }
    }

    fn replay_keys(&self) -> &'static str {
        "Arrow keys: one action back or forward; Home and End: first and last."
    }

    fn share(&self) -> &'static str {
        "Share"
    }

    fn link_copied(&self) -> &'static str {
        "Link copied: anyone who opens it sees this game"
    }

    fn link_not_copied(&self) -> &'static str {
        "Your browser did not let the app copy the link: select it here and copy it"
    }

    fn add_to_saved(&self) -> &'static str {
        "Add to my saved games"
    }

    fn in_saved(&self) -> &'static str {
        "This game is in your saved games."
    }
}
