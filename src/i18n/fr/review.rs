//! L’analyse d’une partie, en français.

use super::Fr;
use crate::i18n::review::sentence;
use crate::i18n::{isolate, ReviewWords};

impl ReviewWords for Fr {
    fn review_title(&self) -> &'static str {
        "Analyse de la partie"
    }

    fn review_intro(&self) -> &'static str {
        "L’ordinateur Difficile revoit chaque décision d’un joueur\u{a0}: le meilleur choix qu’il trouve, \
         et les points que le choix fait a laissés en route. Il travaille à côté de la page\u{a0}; vous pouvez l’arrêter."
    }

    fn review_seat(&self) -> &'static str {
        "Décisions de"
    }

    fn review_depth(&self) -> &'static str {
        "Profondeur"
    }

    fn review_depths(&self) -> [&'static str; 2] {
        ["Coup d’œil", "Analyse complète"]
    }

    fn review_start(&self) -> &'static str {
        "Analyser"
    }

    fn review_progress(&self, done: usize, total: usize) -> String {
        format!("{done} décisions analysées sur {total}")
    }

    fn review_cancel(&self) -> &'static str {
        "Annuler"
    }

    fn review_cancelled(&self) -> &'static str {
        "L’analyse a été arrêtée."
    }

    fn review_failed(&self, why: &str) -> String {
        format!("L’analyse n’a pas pu se faire\u{a0}: le calcul en arrière-plan n’a pas répondu ({why}).")
    }

    fn review_summary(&self, name: &str, lost: u32, decisions: usize, share: u32, score: u16) -> String {
        let name = isolate(name);
        match lost {
            0 => format!(
                "Les {decisions} décisions de {name} valaient toutes le meilleur choix trouvé par la recherche."
            ),
            1 => format!(
                "{name} a laissé environ 1 point en {decisions} décisions ({share}\u{a0}% d’un score de {score})."
            ),
            _ => format!(
                "{name} a laissé environ {lost} points en {decisions} décisions ({share}\u{a0}% d’un score de {score})."
            ),
        }
    }

    fn review_noise(&self) -> &'static str {
        "Un écart dans le bruit de la recherche (moins d’un demi-point, ou moins de deux fois l’erreur \
         type de sa mesure) compte pour 0."
    }

    fn review_chart(&self) -> [&'static str; 3] {
        ["Points laissés, manche par manche", "dans la manche", "au total"]
    }

    fn review_moments(&self) -> &'static str {
        "Moments clés"
    }

    fn review_no_moment(&self) -> &'static str {
        "Aucun choix n’a laissé de points au-delà du bruit de la recherche."
    }

    fn review_moment(&self, round: u16, chosen: &str, best: &str, lost: u32) -> String {
        let points = if lost <= 1 { "point laissé" } else { "points laissés" };
        format!(
            "Manche {round}. Choix fait\u{a0}: {chosen}. Meilleur\u{a0}: {best}. Environ {lost} {points}."
        )
    }

    fn review_why(&self, best: &str, chosen: &str) -> String {
        let chosen = if chosen.is_empty() { "rien sur le moment" } else { chosen };
        format!(
            "Avec le meilleur choix\u{a0}: {} Avec le choix fait\u{a0}: {}",
            sentence(best),
            sentence(chosen)
        )
    }

    fn review_show(&self) -> &'static str {
        "Voir dans la relecture"
    }

    fn review_table(&self) -> [&'static str; 5] {
        ["Toutes les décisions", "Manche", "Choix fait", "Meilleur choix", "Points laissés"]
    }

    fn review_at_moment(&self, chosen: &str, best: &str) -> String {
        format!("En surbrillance sur la feuille\u{a0}: le choix fait ({chosen}) et le meilleur ({best}).")
    }

    fn try_here(&self) -> [&'static str; 2] {
        [
            "Rejouer d’ici",
            "Une nouvelle partie depuis ce moment\u{a0}: même mise en place et mêmes tirages jusqu’ici\u{a0}; la partie montrée reste telle quelle",
        ]
    }
}
