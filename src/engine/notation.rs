//! The text notation of actions: one short line per decision, as saves store them.
//!
//! | Action | Notation |
//! |---|---|
//! | `Take(f)`, `Recruit(f)`, `Imitate(f)` | `take knight`, `recruit farmer`, `imitate scholar` |
//! | `Next(i)` | `next 1` (index into the pending bonuses) |
//! | `Decline`, `KeepGoods` | `decline`, `keep-goods` |
//! | `Standard(s)` | `standard mark-good` (also `fill-road`, `fill-waterway`, `gain-coin`, `build-post`, `acquire-place`, `develop`) |
//! | `UsePlace(p)`, `Acquire(p)` | `use-place 7`, `acquire 7` (place ids) |
//! | `Deed(d)` | `deed 2` (0–4) |
//! | `GainCoin(r)`, `Spend(r)` | `coin 0`, `spend 2` (Bank rows 0–2) |
//! | `MarkGood(g)` | `mark wine` |
//! | `Swap(a, b)` | `swap grain wool` |
//! | `Fill(c)`, `Build(c)` | `fill 12` (connection id), `build 5` (city id) |
//! | `Pay(n)` | `pay 2` |
//! | `Choose(c)` | `choose two-coins` (also `coin`, `develop`, `coin-and-develop`, `two-develop`) |
//! | `Jeanne(t)` | `jeanne 3B left knight`: the card's printed name, the arrow, the follower (her card's effect follows from them) |
//! | `Draw(f)`, `Card(c)`, `Remove(p)` (chance) | `draw knight`, `card 3B` (printed name), `remove 7` (place id) |
//!
//! `action.to_string().parse() == Ok(action)` for every action; serde reads and writes actions
//! as these strings.

use std::fmt;
use std::str::FromStr;

use serde::{de, Deserialize, Deserializer, Serialize, Serializer};

use crate::engine::action::{Action, Choice, Standard};
use crate::engine::data::{Arrow, SOLO_CARDS};
use crate::engine::game::JeanneTurn;
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

/// The word of `value` in `table` (every table lists every value).
fn word<T: PartialEq>(table: &[(T, &'static str)], value: T) -> &'static str {
    table.iter().find(|(v, _)| *v == value).map_or("?", |&(_, w)| w)
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Take(x) => write!(f, "take {}", word(&FOLLOWERS, x)),
            Action::Recruit(x) => write!(f, "recruit {}", word(&FOLLOWERS, x)),
            Action::Next(i) => write!(f, "next {i}"),
            Action::Decline => f.write_str("decline"),
            Action::Standard(s) => write!(f, "standard {}", word(&STANDARDS, s)),
            Action::UsePlace(p) => write!(f, "use-place {p}"),
            Action::Deed(d) => write!(f, "deed {d}"),
            Action::Imitate(x) => write!(f, "imitate {}", word(&FOLLOWERS, x)),
            Action::GainCoin(r) => write!(f, "coin {r}"),
            Action::Spend(r) => write!(f, "spend {r}"),
            Action::MarkGood(g) => write!(f, "mark {}", word(&GOODS, g)),
            Action::Fill(c) => write!(f, "fill {c}"),
            Action::Build(c) => write!(f, "build {c}"),
            Action::Acquire(p) => write!(f, "acquire {p}"),
            Action::Pay(n) => write!(f, "pay {n}"),
            Action::Swap(a, b) => write!(f, "swap {} {}", word(&GOODS, a), word(&GOODS, b)),
            Action::KeepGoods => f.write_str("keep-goods"),
            Action::Choose(c) => write!(f, "choose {}", word(&CHOICES, c)),
            Action::Jeanne(t) => write!(
                f,
                "jeanne {} {} {}",
                SOLO_CARDS[usize::from(t.card)].name,
                word(&ARROWS, t.arrow),
                word(&FOLLOWERS, t.follower)
            ),
            Action::Draw(x) => write!(f, "draw {}", word(&FOLLOWERS, x)),
            Action::Card(c) => write!(f, "card {}", SOLO_CARDS.get(usize::from(c)).map_or("?", |c| c.name)),
            Action::Remove(p) => write!(f, "remove {p}"),
        }
    }
}

/// A text that is not an action's notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseActionError(pub String);

impl fmt::Display for ParseActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "“{}” is not an action", self.0)
    }
}

impl std::error::Error for ParseActionError {}

/// The words of a notation, read one at a time; `None` means "not an action".
struct Words<'a>(std::str::Split<'a, char>);

impl Words<'_> {
    fn number(&mut self) -> Option<u8> {
        self.0.next()?.parse().ok()
    }

    fn one_of<T: Copy>(&mut self, table: &[(T, &str)]) -> Option<T> {
        let w = self.0.next()?;
        table.iter().find(|(_, name)| *name == w).map(|&(v, _)| v)
    }

    fn jeanne(&mut self) -> Option<JeanneTurn> {
        let name = self.0.next()?;
        let card = SOLO_CARDS.iter().position(|c| c.name == name)?;
        let arrow = self.one_of(&ARROWS)?;
        let follower = self.one_of(&FOLLOWERS)?;
        let &(_, effect) = SOLO_CARDS[card].face.iter().find(|(f, _)| *f == follower)?;
        Some(JeanneTurn { card: card as u8, arrow, follower, effect })
    }

    fn action(&mut self) -> Option<Action> {
        let action = match self.0.next()? {
            "take" => Action::Take(self.one_of(&FOLLOWERS)?),
            "recruit" => Action::Recruit(self.one_of(&FOLLOWERS)?),
            "next" => Action::Next(self.number()?),
            "decline" => Action::Decline,
            "standard" => Action::Standard(self.one_of(&STANDARDS)?),
            "use-place" => Action::UsePlace(self.number()?),
            "deed" => Action::Deed(self.number()?),
            "imitate" => Action::Imitate(self.one_of(&FOLLOWERS)?),
            "coin" => Action::GainCoin(self.number()?),
            "spend" => Action::Spend(self.number()?),
            "mark" => Action::MarkGood(self.one_of(&GOODS)?),
            "fill" => Action::Fill(self.number()?),
            "build" => Action::Build(self.number()?),
            "acquire" => Action::Acquire(self.number()?),
            "pay" => Action::Pay(self.number()?),
            "swap" => Action::Swap(self.one_of(&GOODS)?, self.one_of(&GOODS)?),
            "keep-goods" => Action::KeepGoods,
            "choose" => Action::Choose(self.one_of(&CHOICES)?),
            "jeanne" => Action::Jeanne(self.jeanne()?),
            "draw" => Action::Draw(self.one_of(&FOLLOWERS)?),
            "card" => {
                let name = self.0.next()?;
                Action::Card(SOLO_CARDS.iter().position(|c| c.name == name)? as u8)
            }
            "remove" => Action::Remove(self.number()?),
            _ => return None,
        };
        // Nothing may follow.
        self.0.next().is_none().then_some(action)
    }
}

impl FromStr for Action {
    type Err = ParseActionError;

    fn from_str(s: &str) -> Result<Action, ParseActionError> {
        Words(s.split(' ')).action().ok_or_else(|| ParseActionError(s.to_string()))
    }
}

impl Serialize for Action {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Action, D::Error> {
        String::deserialize(deserializer)?.parse().map_err(de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_reads_back_what_it_writes() {
        let turn = JeanneTurn {
            card: 15,
            arrow: Arrow::Left,
            follower: Follower::Knight,
            effect: SOLO_CARDS[15].face.iter().find(|(f, _)| *f == Follower::Knight).unwrap().1,
        };
        let cases = [
            (Action::Take(Follower::Knight), "take knight"),
            (Action::Standard(Standard::FillWaterway), "standard fill-waterway"),
            (Action::Swap(Good::Grain, Good::Wool), "swap grain wool"),
            (Action::Choose(Choice::CoinAndDevelop), "choose coin-and-develop"),
            (Action::GainCoin(2), "coin 2"),
            (Action::KeepGoods, "keep-goods"),
            (Action::Jeanne(turn), &format!("jeanne {} left knight", SOLO_CARDS[15].name)),
            (Action::Draw(Follower::Trader), "draw trader"),
            (Action::Card(15), &format!("card {}", SOLO_CARDS[15].name)),
            (Action::Remove(29), "remove 29"),
        ];
        for (action, text) in cases {
            assert_eq!(action.to_string(), text);
            assert_eq!(text.parse::<Action>(), Ok(action));
        }
    }

    #[test]
    fn anything_else_is_refused_with_the_text() {
        for text in [
            "",
            "take",
            "take monk",
            "take knight now",
            "next -1",
            "next 300",
            "Take knight",
            "jeanne 99 left knight",
            "card 99",
            "draw monk",
            "remove",
            "fly",
        ] {
            assert_eq!(text.parse::<Action>(), Err(ParseActionError(text.to_string())), "{text:?}");
        }
    }
}
