//! A game's review in English.

use super::En;
use crate::i18n::review::sentence;
use crate::i18n::{isolate, ReviewWords};

impl ReviewWords for En {
    fn review_title(&self) -> &'static str {
        "Game review"
    }

    fn review_intro(&self) -> &'static str {
        "The Hard computer player looks again at each decision of a seat: the best choice it finds, \
         and the points the choice made gave up against it. It runs beside the page; you can stop it."
    }

    fn review_seat(&self) -> &'static str {
        "Whose decisions"
    }

    fn review_depth(&self) -> &'static str {
        "Depth"
    }

    fn review_depths(&self) -> [&'static str; 2] {
        ["Quick look", "Full review"]
    }

    fn review_start(&self) -> &'static str {
        "Review"
    }

    fn review_progress(&self, done: usize, total: usize) -> String {
        format!("{done} of {total} decisions reviewed")
    }

    fn review_cancel(&self) -> &'static str {
        "Cancel"
    }

    fn review_cancelled(&self) -> &'static str {
        "The review was stopped."
    }

    fn review_failed(&self, why: &str) -> String {
        format!("The review could not run: the thinking worker did not answer ({why}).")
    }

    fn review_summary(&self, name: &str, lost: u32, decisions: usize, share: u32, score: u16) -> String {
        let name = isolate(name);
        match lost {
            0 => format!("{name}’s {decisions} decisions were all as good as the best the search found."),
            1 => format!("{name} gave up about 1 point over {decisions} decisions ({share}% of a score of {score})."),
            _ => format!(
                "{name} gave up about {lost} points over {decisions} decisions ({share}% of a score of {score})."
            ),
        }
    }

    fn review_noise(&self) -> &'static str {
        "A difference within the search’s noise (under half a point, or under twice its measure’s \
         standard error) counts as 0."
    }

    fn review_chart(&self) -> [&'static str; 3] {
        ["Points given up, round by round", "in the round", "in all"]
    }

    fn review_moments(&self) -> &'static str {
        "Key moments"
    }

    fn review_no_moment(&self) -> &'static str {
        "No choice gave up points beyond the search’s noise."
    }

    fn review_moment(&self, round: u16, chosen: &str, best: &str, lost: u32) -> String {
        let points = if lost == 1 { "point" } else { "points" };
        format!("Round {round}. Chosen: {chosen}. Best: {best}. About {lost} {points} given up.")
    }

    fn review_why(&self, best: &str, chosen: &str) -> String {
        let chosen = if chosen.is_empty() { "nothing at once" } else { chosen };
        format!("With the best choice: {} With the one made: {}", sentence(best), sentence(chosen))
    }

    fn review_show(&self) -> &'static str {
        "Show in the replay"
    }

    fn review_table(&self) -> [&'static str; 5] {
        ["Every decision", "Round", "Choice made", "Best choice", "Points given up"]
    }

    fn review_at_moment(&self, chosen: &str, best: &str) -> String {
        format!("Highlighted on the sheet: the choice made ({chosen}) and the best ({best}).")
    }

    fn try_here(&self) -> [&'static str; 2] {
        [
            "Try it here",
            "A new game from this moment: the same setup and draws up to here; the game shown stays as it is",
        ]
    }
}
