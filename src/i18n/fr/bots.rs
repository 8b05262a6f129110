//! Les mots des joueurs de l’ordinateur, en français.

use super::Fr;
use crate::i18n::{isolate, BotWords};
use crate::players::Level;

impl BotWords for Fr {
    fn level_name(&self, level: Level) -> &'static str {
        match level {
            Level::Random => "hasard",
            Level::Easy => "facile",
            Level::Normal => "normal",
            Level::Hard => "difficile",
        }
    }

    fn computer_of_level(&self, level: Level) -> String {
        format!("Ordinateur ({})", self.level_name(level))
    }

    fn thinking(&self, name: &str) -> String {
        let name = isolate(name);
        format!("{name} (ordinateur) réfléchit…")
    }

    fn hint(&self) -> &'static str {
        "Conseil"
    }

    fn hint_what(&self) -> &'static str {
        "Montre les meilleurs choix de l’ordinateur pour cette décision, sans jouer"
    }

    fn hint_searching(&self) -> &'static str {
        "Recherche des meilleurs choix…"
    }

    fn hint_heading(&self) -> &'static str {
        "Meilleurs choix\u{a0}: appuyez sur l’un pour le jouer"
    }

    fn behind_best(&self, points: f64) -> String {
        let tenths = (points.abs() * 10.0).round() as u64;
        let unit = if tenths < 20 { "point" } else { "points" };
        match tenths {
            0 => "le meilleur choix".into(),
            t => format!("{},{}\u{a0}{unit} de moins que le meilleur", t / 10, t % 10),
        }
    }

    fn hint_failed(&self) -> &'static str {
        "Aucun conseil possible pour l’instant\u{a0}: réessayez."
    }

    fn hard_unavailable(&self, name: &str) -> String {
        let name = isolate(name);
        format!(
            "{name} (niveau {hard}) joue au niveau {normal}\u{a0}: la partie de l’app qui réfléchit pour le niveau {hard} n’a pas pu démarrer (son téléchargement n’est peut-être pas terminé).",
            hard = self.level_name(Level::Hard),
            normal = self.level_name(Level::Normal),
        )
    }

    fn retry_thinking(&self) -> &'static str {
        "Réessayer le niveau difficile"
    }
}
