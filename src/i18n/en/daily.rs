//! The daily challenge's words in English.

use super::{plural, En};
use crate::i18n::DailyWords;

impl DailyWords for En {
    fn daily_title(&self) -> &'static str {
        "Daily challenge"
    }

    fn daily_intro(&self) -> &'static str {
        "One solo game against Jeanne a day, the same draws for everyone today. Choose your level."
    }

    fn daily_play(&self) -> &'static str {
        "Play today’s game"
    }

    fn daily_resume(&self) -> &'static str {
        "Back to today’s game"
    }

    fn daily_done(&self, score: u16, jeanne: u16) -> String {
        format!("Today: {score} to Jeanne’s {jeanne}. A new game tomorrow.")
    }

    fn daily_streak(&self, days: u32) -> String {
        format!("Streak: {days} {}", plural(days.into(), "day", "days"))
    }

    fn daily_best(&self, score: u16, date: &str) -> String {
        format!("Best: {score} ({date})")
    }

    fn you(&self) -> &'static str {
        "You"
    }

    fn daily_card(&self, date: &str, level: &str, score: u16, jeanne: u16, won: bool, streak: u32) -> String {
        let verdict = if won { "I beat Jeanne" } else { "Jeanne beat me" };
        format!(
            "Orléans Draw & Write · daily challenge {date} ({level})\n{verdict}: {score} to {jeanne}.\n{}",
            self.daily_streak(streak)
        )
    }

    fn daily_result(&self) -> &'static str {
        "Your result"
    }

    fn copy_result(&self) -> &'static str {
        "Copy the result"
    }

    fn result_copied(&self) -> &'static str {
        "Copied: paste it where you like."
    }

    fn save_picture(&self) -> &'static str {
        "Save the picture"
    }

    fn picture_alt(&self) -> &'static str {
        "Your daily result: both scores as bars, the level and the streak"
    }
}
