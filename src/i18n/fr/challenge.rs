//! Les mots d’un défi en français.

use super::{plural, Fr};
use crate::i18n::{isolate, ChallengeWords};
use crate::model::modes::challenge::Verdict;

impl ChallengeWords for Fr {
    fn challenge_friend(&self) -> &'static str {
        "Lancer un défi"
    }

    fn send_back(&self) -> &'static str {
        "Renvoyer votre résultat"
    }

    fn challenge_copied(&self) -> &'static str {
        "Lien copié\u{a0}: envoyez-le. Il contient la mise en place et les scores, pas les coups."
    }

    fn challenge_title(&self) -> &'static str {
        "Un défi"
    }

    fn challenge_from(&self, names: &[String], kind: &str) -> String {
        let verb = if names.len() == 1 { "vous défie" } else { "vous défient" };
        format!(
            "{} {verb}\u{a0}: {kind}, les mêmes tirages, vos propres choix.",
            names.iter().map(|n| isolate(n)).collect::<Vec<_>>().join(", ")
        )
    }

    fn score_hidden(&self) -> &'static str {
        "Le score de l’autre partie reste caché jusqu’à la fin de la vôtre, pour ne pas influencer votre \
         jeu\u{a0}; les deux scores s’affichent alors côte à côte."
    }

    fn accept(&self) -> &'static str {
        "Jouer cette partie"
    }

    fn challenge_result(&self) -> &'static str {
        "Résultat du défi"
    }

    fn side(&self, i: usize) -> &'static str {
        ["Défi", "Réponse"][i.min(1)]
    }

    fn challenge_score(&self, name: &str, total: u16) -> String {
        let name = isolate(name);
        format!("{name}\u{a0}: {total}")
    }

    fn challenge_verdict(&self, verdict: &Verdict) -> String {
        match verdict {
            Verdict::Won { winner, loser, .. } => {
                let by = winner.total - loser.total;
                let points = plural(by.into(), "point", "points");
                format!(
                    "{} l’emporte de {by} {points}\u{a0}: {} à {}.",
                    isolate(&winner.name),
                    winner.total,
                    loser.total
                )
            }
            Verdict::Tie(total) => format!("Égalité\u{a0}: {total} points chacun."),
        }
    }

    fn your_name(&self) -> &'static str {
        "Votre nom"
    }
}
