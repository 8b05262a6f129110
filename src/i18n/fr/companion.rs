//! The words of a game played beside the physical one, in French.

use super::Fr;
use crate::engine::{Chance, Follower};
use crate::i18n::{roman, CompanionWords, GameWords};

impl CompanionWords for Fr {
    fn companion(&self) -> &'static str {
        "Jouer avec le jeu en boîte"
    }

    fn companion_what(&self) -> &'static str {
        "Tirez les jetons du vrai sac et tenez votre feuille ici\u{a0}: l’app demande ce qui a été \
         tiré et ce que les autres ont pris, et fait le reste."
    }

    fn companion_badge(&self) -> &'static str {
        "Avec le jeu en boîte"
    }

    fn sheet_here(&self) -> &'static str {
        "Feuille sur cet appareil"
    }

    fn companion_seats_hint(&self) -> &'static str {
        "Les noms dans l’ordre du tour, à partir du premier joueur. Une feuille qui n’est pas sur \
         cet appareil est jouée ailleurs\u{a0}: l’app demande ce que son joueur a pris."
    }

    fn cards_on_table(&self) -> &'static str {
        "Les cartes Lieu sur la table"
    }

    fn cards_on_table_hint(&self) -> &'static str {
        "Cochez les 4\u{a0}cartes de chaque catégorie disposées sur la table."
    }

    fn category(&self, category: u8) -> String {
        format!("Catégorie {}", roman(category))
    }

    fn cards_of_category(&self, category: u8, chosen: usize) -> String {
        let s = if chosen > 1 { "s" } else { "" };
        format!(
            "Cochez 4\u{a0}cartes Lieu de la catégorie {} ({chosen} cochée{s} pour l’instant).",
            roman(category)
        )
    }

    fn no_sheet_here(&self) -> &'static str {
        "Cochez au moins une feuille sur cet appareil."
    }

    fn tell_the_table(&self) -> &'static str {
        "Indiquez ce que montre la table"
    }

    fn told_heading(&self, chance: Chance) -> String {
        match chance {
            Chance::Draw => "Le sac\u{a0}: quel jeton a été tiré\u{202f}?".into(),
            Chance::Card => "La pioche de Jeanne\u{a0}: quelle carte apparaît\u{202f}?".into(),
            Chance::Removal(c) => {
                format!("Jeanne retire un Lieu de catégorie {}\u{a0}: lequel\u{202f}?", roman(c))
            }
        }
    }

    fn told_hint(&self, chance: Chance) -> &'static str {
        match chance {
            Chance::Draw => "Tirez un jeton du sac, puis appuyez ici sur le même personnage.",
            Chance::Card => "Retournez la carte comme le disent les règles solo, puis appuyez ici sur la même carte.",
            Chance::Removal(_) => {
                "Prenez au hasard une des cartes Lieu de cette catégorie restées sur la table, puis appuyez ici sur elle."
            }
        }
    }

    fn drawn_follower(&self, follower: Follower, left: u8) -> String {
        format!("{} — {left} dans le sac", self.follower(follower))
    }

    fn solo_card(&self, name: &str) -> String {
        format!("Carte {name}")
    }
}
