//! What a choice would do, in English.

use super::{plural, En};
use crate::engine::{Blocked, Event, Follower, Standard};
use crate::i18n::{GameWords, OutlookWords};

impl OutlookWords for En {
    fn follower_does(&self, f: Follower) -> &'static str {
        match f {
            Follower::Farmer => "mark a good of your choice",
            Follower::Boatman => "fill a waterway next to your network, or gain a coin",
            Follower::Knight => "fill a road next to your network",
            Follower::Craftsman => "spend a coin to build a trading post in your network, or gain a coin",
            Follower::Trader => "acquire a place, or gain a coin",
            Follower::Scholar => "mark a development box",
        }
    }

    fn reach_words(&self, s: Standard, n: usize) -> Option<String> {
        let (one, many) = match s {
            Standard::FillRoad => ("road you can fill", "roads you can fill"),
            Standard::FillWaterway => ("waterway you can fill", "waterways you can fill"),
            Standard::BuildPost => ("city you can build in", "cities you can build in"),
            Standard::AcquirePlace => ("place you can afford", "places you can afford"),
            _ => return None,
        };
        Some(format!("{n} {}", plural(n as u64, one, many)))
    }

    fn brief_offer(&self, s: Standard, n: usize) -> String {
        let n = n as u64;
        match s {
            Standard::MarkGood => "a good of your choice".into(),
            Standard::Develop => "a development box".into(),
            Standard::GainCoin => "a coin".into(),
            Standard::FillRoad => format!("{n} {} to fill", plural(n, "road", "roads")),
            Standard::FillWaterway => format!("{n} {} to fill", plural(n, "waterway", "waterways")),
            Standard::BuildPost => format!("{n} {} to build in", plural(n, "city", "cities")),
            Standard::AcquirePlace => format!("{n} {} in reach", plural(n, "place", "places")),
        }
    }

    fn brief_blocked(&self, b: Blocked) -> &'static str {
        match b {
            Blocked::NoRoad => "no road in reach",
            Blocked::NoWaterway => "no waterway in reach",
            Blocked::NoCity => "no city to build in",
            Blocked::NoPlace => "no place in reach",
            b => self.blocked(b),
        }
    }

    fn or_a_coin(&self, offer: &str) -> String {
        format!("{offer}, or a coin")
    }

    fn only_a_coin(&self, why: &str) -> String {
        format!("a coin ({why})")
    }

    fn blocked(&self, b: Blocked) -> &'static str {
        match b {
            Blocked::NoCoin => "no coin to spend",
            Blocked::NoRoad => "no road reaches your network",
            Blocked::NoWaterway => "no waterway reaches your network",
            Blocked::NoCity => "no city of your network to build in",
            Blocked::NoPlace => "no place you can afford",
            Blocked::NoMonk => "no Monk left",
            Blocked::Nothing => "nothing it could do now",
        }
    }

    fn effect_part(&self, e: Event) -> Option<String> {
        Some(match e {
            Event::GoodMarked(_, g) => self.good(g).into(),
            Event::CoinCircled(_, r) => format!("1 coin (row {})", r + 1),
            Event::CoinSpent(_, r) => format!("−1 coin (row {})", r + 1),
            Event::Shield(_, true) => "1 shield".into(),
            Event::Shield(_, false) => "no shield: the Depot is full".into(),
            Event::Developed(_, n, _) => format!("development box {n}"),
            Event::LevelRaised(_, l) => format!("level {l}"),
            Event::PlaceUsed(_, id) => self.the_place_of(id),
            Event::Bonus(_, b, s) => format!("→ {} ({})", self.bonus(b), self.source(s)),
            Event::YellowClaimed(_, y) => format!("first: {}", self.yellow(y)),
            Event::Completed(_, a, i) => format!("{} complete", self.area(a, i)),
            _ => return None,
        })
    }

    fn recruit_cost(&self, from: u16, to: u16) -> String {
        let d = from - to;
        format!(
            "Your next Monk costs {d} {} at the end (Monks: {from} → {to}).",
            plural(d.into(), "point", "points")
        )
    }
}
