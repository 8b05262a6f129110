//! The words around the rules in English.

use super::En;
use crate::i18n::{isolate, RulesWords};
use crate::model::panel::Panel;

impl RulesWords for En {
    fn rules(&self) -> &'static str {
        "Rules"
    }

    fn rules_title(&self) -> &'static str {
        "Rules of the game"
    }

    fn close(&self) -> &'static str {
        "Close"
    }

    fn contents(&self) -> &'static str {
        "Contents"
    }

    fn rules_failed(&self) -> &'static str {
        "The rules could not be loaded. Check the connection, then try again."
    }

    fn retry(&self) -> &'static str {
        "Try again"
    }

    fn help_strip(&self) -> &'static str {
        "Rules of each part of the sheet"
    }

    fn learn_by_playing(&self) -> &'static str {
        "Learn by playing"
    }

    fn tutorial(&self) -> &'static str {
        "Guided first game"
    }

    fn tutorial_failed(&self) -> &'static str {
        "The guide’s words could not be loaded. Check the connection, then try again."
    }

    fn score_made_by(&self, name: Option<&str>) -> String {
        match name {
            Some(name) => format!("How {}’s score was made", isolate(name)),
            None => "How your score was made".into(),
        }
    }

    fn how_scores_made(&self) -> &'static str {
        "How each score was made"
    }

    fn panel(&self, panel: Panel) -> &'static str {
        match panel {
            Panel::Map => "Map",
            Panel::Warehouse => "Warehouse",
            Panel::Bank => "Bank",
            Panel::Depot => "Depot",
            Panel::Citizens => "Citizens",
            Panel::Monks => "Monks",
            Panel::Bags => "Bags",
            Panel::Development => "Development",
            Panel::Deeds => "Deeds",
            Panel::Places => "Places",
            Panel::Score => "Score",
            Panel::JeanneZone => "Jeanne’s zone",
            Panel::JeanneCards => "Jeanne’s cards",
        }
    }
}
