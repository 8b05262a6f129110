//! The words of a game played beside the physical one, in French.

use super::Fr;
use crate::engine::{Chance, DrawsOwed, Follower};
use crate::i18n::{isolate, roman, CompanionWords, GameWords};

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

    fn told_draws(&self, owed: DrawsOwed) -> String {
        match owed.next() {
            (true, k, n) => {
                let then = match owed.lay_out {
                    1 => "1\u{a0}jeton".to_string(),
                    m => format!("{m}\u{a0}jetons"),
                };
                format!("Tirage {k} sur {n}, pour la zone d’attente\u{a0}; puis {then} à disposer.")
            }
            (false, k, n) => format!("Tirage {k} sur {n}, à disposer."),
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

    fn turn_elsewhere(&self, name: &str) -> String {
        let name = isolate(name);
        format!("Tour joué ailleurs\u{a0}: {name}")
    }

    fn which_token(&self, name: &str) -> String {
        let name = isolate(name);
        format!("Tour de {name}\u{a0}: quel jeton a été pris\u{202f}?")
    }

    fn which_token_hint(&self) -> &'static str {
        "Appuyez sur le jeton pris, ou sur celui défaussé pour recruter un Moine."
    }

    fn took_token(&self, follower: Follower) -> String {
        format!("A pris {}", self.the_follower(follower))
    }

    fn recruited_with(&self, follower: Follower) -> String {
        format!("A recruté un Moine en défaussant {}", self.the_follower(follower))
    }

    fn what_claimed(&self, name: &str) -> String {
        let name = isolate(name);
        format!("Tour de {name}\u{a0}: qu’a-t-il été obtenu\u{202f}?")
    }

    fn what_claimed_hint(&self) -> &'static str {
        "Appuyez sur chaque comptoir, Lieu et bonus jaune obtenu pendant ce tour, dans l’ordre, \
         puis sur «\u{a0}Rien de plus\u{a0}»."
    }

    fn claim_groups(&self) -> [&'static str; 3] {
        ["Comptoirs", "Lieux", "Bonus jaunes"]
    }

    fn nothing_more(&self) -> &'static str {
        "Rien de plus"
    }

    fn elsewhere(&self) -> &'static str {
        "ailleurs"
    }

    fn score_elsewhere(&self) -> &'static str {
        "Score tenu sur sa propre feuille"
    }

    fn claimed(&self, what: &[String]) -> String {
        match what.is_empty() {
            true => "Rien de commun obtenu.".into(),
            false => format!("Obtenu\u{a0}: {}.", what.join(", ")),
        }
    }
}
