//! What a choice would do, in French.

use super::{plural, Fr};
use crate::engine::{Blocked, Event, Follower, Standard};
use crate::i18n::{GameWords, OutlookWords};

impl OutlookWords for Fr {
    fn follower_does(&self, f: Follower) -> &'static str {
        match f {
            Follower::Farmer => "marquer 1 marchandise au choix",
            Follower::Boatman => "remplir une voie navigable reliée à votre réseau, ou entourer une pièce",
            Follower::Knight => "remplir une route reliée à votre réseau",
            Follower::Craftsman => {
                "dépenser une pièce pour construire un comptoir dans votre réseau, ou entourer une pièce"
            }
            Follower::Trader => "obtenir un Lieu, ou entourer une pièce",
            Follower::Scholar => "marquer une case de développement",
        }
    }

    fn reach_words(&self, s: Standard, n: usize) -> Option<String> {
        let (one, many) = match s {
            Standard::FillRoad => ("route possible", "routes possibles"),
            Standard::FillWaterway => ("voie navigable possible", "voies navigables possibles"),
            Standard::BuildPost => ("ville où construire", "villes où construire"),
            Standard::AcquirePlace => ("Lieu à votre portée", "Lieux à votre portée"),
            _ => return None,
        };
        Some(format!("{n} {}", plural(n as u64, one, many)))
    }

    fn brief_offer(&self, s: Standard, n: usize) -> String {
        let n = n as u64;
        match s {
            Standard::MarkGood => "1 marchandise au choix".into(),
            Standard::Develop => "1 case de développement".into(),
            Standard::GainCoin => "1 pièce".into(),
            Standard::FillRoad => format!("{n} {} à remplir", plural(n, "route", "routes")),
            Standard::FillWaterway => format!("{n} {}", plural(n, "voie navigable", "voies navigables")),
            Standard::BuildPost => format!("{n} {}", plural(n, "comptoir possible", "comptoirs possibles")),
            Standard::AcquirePlace => format!("{n} {} à portée", plural(n, "Lieu", "Lieux")),
        }
    }

    fn brief_blocked(&self, b: Blocked) -> &'static str {
        match b {
            Blocked::NoRoad => "aucune route à remplir",
            Blocked::NoWaterway => "aucune voie navigable",
            Blocked::NoCity => "aucun comptoir possible",
            Blocked::NoPlace => "aucun Lieu à portée",
            b => self.blocked(b),
        }
    }

    fn or_a_coin(&self, offer: &str) -> String {
        format!("{offer}, ou 1 pièce")
    }

    fn only_a_coin(&self, why: &str) -> String {
        format!("1 pièce ({why})")
    }

    fn blocked(&self, b: Blocked) -> &'static str {
        match b {
            Blocked::NoCoin => "aucune pièce à dépenser",
            Blocked::NoRoad => "aucune route ne touche votre réseau",
            Blocked::NoWaterway => "aucune voie navigable ne touche votre réseau",
            Blocked::NoCity => "aucune ville de votre réseau où construire",
            Blocked::NoPlace => "aucun Lieu à votre portée",
            Blocked::NoMonk => "plus aucun Moine",
            Blocked::Nothing => "rien à faire pour l’instant",
        }
    }

    fn effect_part(&self, e: Event) -> Option<String> {
        Some(match e {
            Event::GoodMarked(_, g) => self.good(g).into(),
            Event::CoinCircled(_, r) => format!("1 pièce (rangée {})", r + 1),
            Event::CoinSpent(_, r) => format!("−1 pièce (rangée {})", r + 1),
            Event::Shield(_, true) => "1 bouclier".into(),
            Event::Shield(_, false) => "pas de bouclier\u{a0}: le Dépôt est plein".into(),
            Event::Developed(_, n, _) => format!("case de développement {n}"),
            Event::LevelRaised(_, l) => format!("niveau {l}"),
            Event::PlaceUsed(_, id) => self.the_place_of(id),
            Event::Bonus(_, b, s) => format!("→ {} ({})", self.bonus(b), self.source(s)),
            Event::YellowClaimed(_, y) => format!("premier\u{a0}: {}", self.yellow(y)),
            Event::Completed(_, a, i) => format!("{} complète", self.area(a, i)),
            _ => return None,
        })
    }

    fn recruit_cost(&self, from: u16, to: u16) -> String {
        let d = from - to;
        format!(
            "Votre prochain Moine coûte {d} {} en fin de partie (Moines\u{a0}: {from} → {to}).",
            plural(d.into(), "point", "points")
        )
    }
}
