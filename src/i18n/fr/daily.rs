//! The daily challenge's words in French.

use super::Fr;
use crate::i18n::DailyWords;

impl DailyWords for Fr {
    fn daily_title(&self) -> &'static str {
        "Défi du jour"
    }

    fn daily_intro(&self) -> &'static str {
        "Une partie solo contre Jeanne par jour, avec les mêmes tirages pour tout le monde aujourd’hui. Choisissez votre niveau."
    }

    fn daily_play(&self) -> &'static str {
        "Jouer la partie du jour"
    }

    fn daily_resume(&self) -> &'static str {
        "Reprendre la partie du jour"
    }

    fn daily_done(&self, score: u16, jeanne: u16) -> String {
        format!("Aujourd’hui\u{a0}: {score} contre {jeanne} pour Jeanne. Une nouvelle partie demain.")
    }

    fn daily_streak(&self, days: u32) -> String {
        let s = if days > 1 { "s" } else { "" };
        format!("Série\u{a0}: {days}\u{a0}jour{s} d’affilée")
    }

    fn daily_best(&self, score: u16, date: &str) -> String {
        format!("Record\u{a0}: {score} ({date})")
    }

    fn you(&self) -> &'static str {
        "Vous"
    }

    fn daily_card(&self, date: &str, level: &str, score: u16, jeanne: u16, won: bool, streak: u32) -> String {
        let verdict = if won { "J’ai battu Jeanne" } else { "Jeanne m’a battu" };
        format!(
            "Orléans Draw & Write · défi du jour {date} ({level})\n{verdict}\u{a0}: {score} contre {jeanne}.\n{}",
            self.daily_streak(streak)
        )
    }

    fn daily_result(&self) -> &'static str {
        "Votre résultat"
    }

    fn copy_result(&self) -> &'static str {
        "Copier le résultat"
    }

    fn result_copied(&self) -> &'static str {
        "Copié\u{a0}: collez-le où vous voulez."
    }

    fn save_picture(&self) -> &'static str {
        "Enregistrer l’image"
    }

    fn picture_alt(&self) -> &'static str {
        "Votre résultat du jour\u{a0}: les deux scores en barres, le niveau et la série"
    }
}
