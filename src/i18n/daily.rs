//! The words of the daily challenge ([`DailyWords`]), and its result card's text.

use super::Words;
use crate::model::modes::daily::Played;

/// The words of the daily challenge: its card on the start screen and its result card.
pub trait DailyWords {
    /// The challenge's name, as a title.
    fn daily_title(&self) -> &'static str;
    /// What it is, in one sentence.
    fn daily_intro(&self) -> &'static str;
    /// The button that starts today's game.
    fn daily_play(&self) -> &'static str;
    /// The button that goes back to today's game, started and not finished.
    fn daily_resume(&self) -> &'static str;
    /// Today's game is over: "Today: 58 to Jeanne's 52".
    fn daily_done(&self, score: u16, jeanne: u16) -> String;
    /// Days in a row with a finished daily game: "Streak: 3 days".
    fn daily_streak(&self, days: u32) -> String;
    /// The best score: "Best: 61 (2026-11-24)".
    fn daily_best(&self, score: u16, date: &str) -> String;
    /// The player, on the result card's picture.
    fn you(&self) -> &'static str;
    /// The result card's text, to copy or share: the day, the level, both scores, whether the
    /// player won, and the streak.
    fn daily_card(&self, date: &str, level: &str, score: u16, jeanne: u16, won: bool, streak: u32) -> String;
    /// The result card's heading on the end screen.
    fn daily_result(&self) -> &'static str;
    /// Copies the result card's text.
    fn copy_result(&self) -> &'static str;
    /// Said once the text is copied.
    fn result_copied(&self) -> &'static str;
    /// Saves the result card's picture as a file.
    fn save_picture(&self) -> &'static str;
    /// The picture's text alternative.
    fn picture_alt(&self) -> &'static str;
}

/// The result card's text, to copy or share: the day, the level, both scores and the streak.
pub fn daily_card_text(w: &dyn Words, played: Played, streak: u32) -> String {
    w.daily_card(&played.day.iso(), w.level(played.level), played.score, played.jeanne, played.won(), streak)
}
