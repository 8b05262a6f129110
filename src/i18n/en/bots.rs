//! The computer players' words in English.

use super::En;
use crate::i18n::{isolate, BotWords};
use crate::players::Level;

impl BotWords for En {
    fn level_name(&self, level: Level) -> &'static str {
        match level {
            Level::Random => "Random",
            Level::Easy => "Easy",
            Level::Normal => "Normal",
            Level::Hard => "Hard",
        }
    }

    fn computer_of_level(&self, level: Level) -> String {
        format!("Computer ({})", self.level_name(level))
    }

    fn thinking(&self, name: &str) -> String {
        let name = isolate(name);
        format!("{name} (computer) is thinking…")
    }

    fn hint(&self) -> &'static str {
        "Hint"
    }

    fn hint_what(&self) -> &'static str {
        "Shows the computer’s best choices for this decision, without playing"
    }

    fn hint_searching(&self) -> &'static str {
        "Looking for the best choices…"
    }

    fn hint_heading(&self) -> &'static str {
        "Best choices: press one to play it"
    }

    fn behind_best(&self, points: f64) -> String {
        // Tenths written as whole numbers: no float formatting code in the page.
        let tenths = (points.abs() * 10.0).round() as u64;
        match tenths {
            0 => "the best choice".into(),
            10 => "1.0 point less than the best".into(),
            t => format!("{}.{} points less than the best", t / 10, t % 10),
        }
    }

    fn hint_failed(&self) -> &'static str {
        "No hint can be given right now: try again."
    }

    fn hard_unavailable(&self, name: &str) -> String {
        let name = isolate(name);
        format!(
            "{name} ({hard}) is playing as {normal}: the part of the app that thinks for {hard} could not start (it may not have finished downloading).",
            hard = self.level_name(Level::Hard),
            normal = self.level_name(Level::Normal),
        )
    }

    fn retry_thinking(&self) -> &'static str {
        "Try Hard again"
    }
}
