//! Les mots autour des règles, en français.

use super::Fr;
use crate::i18n::{isolate, RulesWords};
use crate::model::panel::Panel;

impl RulesWords for Fr {
    fn rules(&self) -> &'static str {
        "Règles"
    }

    fn rules_title(&self) -> &'static str {
        "Règles du jeu"
    }

    fn close(&self) -> &'static str {
        "Fermer"
    }

    fn contents(&self) -> &'static str {
        "Sommaire"
    }

    fn rules_failed(&self) -> &'static str {
        "Les règles n’ont pas pu être chargées. Vérifiez la connexion, puis réessayez."
    }

    fn retry(&self) -> &'static str {
        "Réessayer"
    }

    fn help_strip(&self) -> &'static str {
        "Règles de chaque partie de la feuille"
    }

    fn learn_by_playing(&self) -> &'static str {
        "Apprendre en jouant"
    }

    fn tutorial(&self) -> &'static str {
        "Première partie guidée"
    }

    fn tutorial_failed(&self) -> &'static str {
        "Les explications du guide n’ont pas pu être chargées. Vérifiez la connexion, puis réessayez."
    }

    fn score_made_by(&self, name: Option<&str>) -> String {
        match name {
            Some(name) => format!("D’où vient le score {}{}", super::de(name), isolate(name)),
            None => "D’où vient votre score".into(),
        }
    }

    fn how_scores_made(&self) -> &'static str {
        "D’où vient chaque score"
    }

    fn panel(&self, panel: Panel) -> &'static str {
        match panel {
            Panel::Map => "Carte",
            Panel::Warehouse => "Entrepôt",
            Panel::Bank => "Banque",
            Panel::Depot => "Dépôt",
            Panel::Citizens => "Citoyens",
            Panel::Monks => "Moines",
            Panel::Bags => "Sacs",
            Panel::Development => "Développement",
            Panel::Deeds => "Actes",
            Panel::Places => "Lieux",
            Panel::Score => "Décompte",
            Panel::JeanneZone => "Zone de Jeanne",
            Panel::JeanneCards => "Cartes de Jeanne",
        }
    }
}
