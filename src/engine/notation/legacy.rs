//! The word notation of saves of versions 2 and 3 (`take knight`, `fill 12`, `acquire 7`):
//! read only, so that those saves load forever. It names connections and places by their
//! positions in the data tables as they stood when those versions were written; the tables
//! `CONNECTIONS` and `PLACES` of [`data`](crate::engine::data)
//! still hold that order, and `tests/fixtures` holds saves of each version that check it.

use crate::engine::action::JeanneTurn;
use crate::engine::action::{Action, Choice, Standard};
use crate::engine::data::{Arrow, BANK_ROWS, CITIES, CONNECTIONS, DEEDS, PLACES, SOLO_CARDS};
use crate::engine::types::{Follower, Good};

const FOLLOWERS: [(Follower, &str); 6] = [
    (Follower::Farmer, "farmer"),
    (Follower::Boatman, "boatman"),
    (Follower::Knight, "knight"),
    (Follower::Craftsman, "craftsman"),
    (Follower::Trader, "trader"),
    (Follower::Scholar, "scholar"),
];

const GOODS: [(Good, &str); 5] = [
    (Good::Grain, "grain"),
    (Good::Cheese, "cheese"),
    (Good::Wine, "wine"),
    (Good::Wool, "wool"),
    (Good::Brocade, "brocade"),
];

const STANDARDS: [(Standard, &str); 7] = [
    (Standard::MarkGood, "mark-good"),
    (Standard::FillRoad, "fill-road"),
    (Standard::FillWaterway, "fill-waterway"),
    (Standard::GainCoin, "gain-coin"),
    (Standard::BuildPost, "build-post"),
    (Standard::AcquirePlace, "acquire-place"),
    (Standard::Develop, "develop"),
];

const CHOICES: [(Choice, &str); 5] = [
    (Choice::Coin, "coin"),
    (Choice::Develop, "develop"),
    (Choice::TwoCoins, "two-coins"),
    (Choice::CoinAndDevelop, "coin-and-develop"),
    (Choice::TwoDevelop, "two-develop"),
];

const ARROWS: [(Arrow, &str); 2] = [(Arrow::Right, "right"), (Arrow::Left, "left")];

/// The words of a notation, read one at a time; `None` means "not an action".
struct Words<'a>(std::str::Split<'a, char>);

impl Words<'_> {
    fn number(&mut self) -> Option<u8> {
        self.0.next()?.parse().ok()
    }

    /// A position in a table of `len` entries (what these versions wrote for ids).
    fn index(&mut self, len: usize) -> Option<u8> {
        self.number().filter(|&i| usize::from(i) < len)
    }

    fn one_of<T: Copy>(&mut self, table: &[(T, &str)]) -> Option<T> {
        let w = self.0.next()?;
        table.iter().find(|(_, name)| *name == w).map(|&(v, _)| v)
    }

    fn card(&mut self) -> Option<u8> {
        let name = self.0.next()?;
        Some(SOLO_CARDS.iter().position(|c| c.name == name)? as u8)
    }

    fn jeanne(&mut self) -> Option<JeanneTurn> {
        let card = self.card()?;
        let arrow = self.one_of(&ARROWS)?;
        let follower = self.one_of(&FOLLOWERS)?;
        super::jeanne_turn(card, arrow, follower)
    }

    fn action(&mut self) -> Option<Action> {
        let action = match self.0.next()? {
            "take" => Action::Take(self.one_of(&FOLLOWERS)?),
            "recruit" => Action::Recruit(self.one_of(&FOLLOWERS)?),
            "next" => Action::Next(self.number()?),
            "decline" => Action::Decline,
            "standard" => Action::Standard(self.one_of(&STANDARDS)?),
            "use-place" => Action::UsePlace(self.index(PLACES.len())?),
            "deed" => Action::Deed(self.index(DEEDS.len())?),
            "imitate" => Action::Imitate(self.one_of(&FOLLOWERS)?),
            "coin" => Action::GainCoin(self.index(BANK_ROWS)?),
            "spend" => Action::Spend(self.index(BANK_ROWS)?),
            "mark" => Action::MarkGood(self.one_of(&GOODS)?),
            "fill" => Action::Fill(self.index(CONNECTIONS.len())?),
            "build" => Action::Build(self.index(CITIES.len())?),
            "acquire" => Action::Acquire(self.index(PLACES.len())?),
            "pay" => Action::Pay(self.number()?),
            "swap" => Action::Swap(self.one_of(&GOODS)?, self.one_of(&GOODS)?),
            "keep-goods" => Action::KeepGoods,
            "choose" => Action::Choose(self.one_of(&CHOICES)?),
            "jeanne" => Action::Jeanne(self.jeanne()?),
            "draw" => Action::Draw(self.one_of(&FOLLOWERS)?),
            "card" => Action::Card(self.card()?),
            "remove" => Action::Remove(self.index(PLACES.len())?),
            _ => return None,
        };
        // Nothing may follow.
        self.0.next().is_none().then_some(action)
    }
}

/// Reads one action in the word notation of versions 2 and 3.
pub fn parse(text: &str) -> Option<Action> {
    Words(text.split(' ')).action()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_words_of_versions_2_and_3_still_read() {
        let cases = [
            ("take knight", Action::Take(Follower::Knight)),
            ("standard fill-waterway", Action::Standard(Standard::FillWaterway)),
            ("swap grain wool", Action::Swap(Good::Grain, Good::Wool)),
            ("choose coin-and-develop", Action::Choose(Choice::CoinAndDevelop)),
            ("coin 2", Action::GainCoin(2)),
            ("keep-goods", Action::KeepGoods),
            ("fill 12", Action::Fill(12)),
            ("acquire 7", Action::Acquire(7)),
            ("draw trader", Action::Draw(Follower::Trader)),
            ("card 3B", Action::Card(16)),
            ("remove 29", Action::Remove(29)),
            (
                "jeanne 3B left knight",
                Action::Jeanne(super::super::jeanne_turn(16, Arrow::Left, Follower::Knight).unwrap()),
            ),
        ];
        for (text, action) in cases {
            assert_eq!(parse(text), Some(action), "{text}");
        }
        for text in [
            "",
            "take",
            "take monk",
            "take knight now",
            "next -1",
            "next 300",
            "Take knight",
            "card 99",
            "fly",
        ] {
            assert_eq!(parse(text), None, "{text:?}");
        }
    }
}
