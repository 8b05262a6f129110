//! The words of a game played beside the physical one, in English.

use super::{plural, En};
use crate::engine::{Chance, DrawsOwed, Follower};
use crate::i18n::{isolate, roman, CompanionWords, GameWords};

impl CompanionWords for En {
    fn companion(&self) -> &'static str {
        "Play with the physical game"
    }

    fn companion_what(&self) -> &'static str {
        "Draw from the real bag and keep your sheet here: the app asks what was drawn and what the \
         others took, and does the rest."
    }

    fn companion_badge(&self) -> &'static str {
        "With the physical game"
    }

    fn sheet_here(&self) -> &'static str {
        "Sheet on this device"
    }

    fn companion_seats_hint(&self) -> &'static str {
        "The names in turn order, from the start player. A sheet not on this device is played \
         elsewhere: the app asks what its player took."
    }

    fn cards_on_table(&self) -> &'static str {
        "The place cards on the table"
    }

    fn cards_on_table_hint(&self) -> &'static str {
        "Tick the 4 cards of each category laid out on the table."
    }

    fn category(&self, category: u8) -> String {
        format!("Category {}", roman(category))
    }

    fn cards_of_category(&self, category: u8, chosen: usize) -> String {
        format!(
            "Tick 4 place cards of category {} ({chosen} {} now).",
            roman(category),
            plural(chosen as u64, "is ticked", "are ticked")
        )
    }

    fn no_sheet_here(&self) -> &'static str {
        "Tick at least one sheet on this device."
    }

    fn tell_the_table(&self) -> &'static str {
        "Tell the app what the table shows"
    }

    fn told_heading(&self, chance: Chance) -> String {
        match chance {
            Chance::Draw => "The bag: which token was drawn?".into(),
            Chance::Card => "Jeanne’s pile: which card shows?".into(),
            Chance::Removal(c) => format!("Jeanne removes a place of category {}: which one?", roman(c)),
        }
    }

    fn told_draws(&self, owed: DrawsOwed) -> String {
        match owed.next() {
            (true, k, n) => {
                let then = match owed.lay_out {
                    1 => "1 token".to_string(),
                    m => format!("{m} tokens"),
                };
                format!("Draw {k} of {n}, for the waiting area; then {then} to lay out.")
            }
            (false, k, n) => format!("Draw {k} of {n}, to lay out."),
        }
    }

    fn told_hint(&self, chance: Chance) -> &'static str {
        match chance {
            Chance::Draw => "Draw a token from the bag, then press the same follower here.",
            Chance::Card => "Turn up the card as the solo rules say, then press the same card here.",
            Chance::Removal(_) => {
                "Take one of this category’s place cards left on the table at random, then press it here."
            }
        }
    }

    fn drawn_follower(&self, follower: Follower, left: u8) -> String {
        format!("{} — {left} in the bag", self.follower(follower))
    }

    fn solo_card(&self, name: &str) -> String {
        format!("Card {name}")
    }

    fn turn_elsewhere(&self, name: &str) -> String {
        let name = isolate(name);
        format!("Turn played elsewhere: {name}")
    }

    fn which_token(&self, name: &str) -> String {
        let name = isolate(name);
        format!("{name}’s turn: which token did they take?")
    }

    fn which_token_hint(&self) -> &'static str {
        "Press the token they took, or the one they discarded to recruit a Monk."
    }

    fn took_token(&self, follower: Follower) -> String {
        format!("Took {}", self.the_follower(follower))
    }

    fn recruited_with(&self, follower: Follower) -> String {
        format!("Recruited a Monk, discarding {}", self.the_follower(follower))
    }

    fn what_claimed(&self, name: &str) -> String {
        let name = isolate(name);
        format!("{name}’s turn: what did they claim?")
    }

    fn what_claimed_hint(&self) -> &'static str {
        "Press each trading post, place and yellow bonus they took this turn, in the order they \
         took them, then “Nothing more”."
    }

    fn claim_groups(&self) -> [&'static str; 3] {
        ["Trading posts", "Places", "Yellow bonuses"]
    }

    fn nothing_more(&self) -> &'static str {
        "Nothing more"
    }

    fn elsewhere(&self) -> &'static str {
        "elsewhere"
    }

    fn score_elsewhere(&self) -> &'static str {
        "Score kept on their own sheet"
    }

    fn claimed(&self, what: &[String]) -> String {
        match what.is_empty() {
            true => "Claimed nothing shared.".into(),
            false => format!("Claimed: {}.", what.join(", ")),
        }
    }
}
