//! The rules of the game in the app: the project's own rules reference, one text per language
//! (`src/i18n/rules/en.txt`, `fr.txt`), the section ids following `RULES.md`'s numbers so that
//! code citing "RULES n.n" points into it.
//!
//! `doc` reads the text's small markup and `html` writes it as HTML, with the sheet's own
//! symbols drawn by the sheet's code (both plain Rust, tested natively and fuzzed). The app's
//! code holds neither the texts nor the reader (the first-load budget has no room for them):
//! the HTML of each language is written beside its text (`en.html`, `fr.html`) by a native
//! test, which fails while it is not up to date (`RULES_HTML=write cargo test --lib rules`
//! writes it again); the build copies it beside the app (`index.html`), the service worker
//! precaches it, and `dialog` (wasm only) fetches the page's language's the first time the
//! rules open, from the start screen, the table's bar or the sheet's help buttons.

pub mod doc;
pub mod html;

#[cfg(all(target_arch = "wasm32", feature = "page"))]
mod dialog;

#[cfg(all(target_arch = "wasm32", feature = "page"))]
pub(crate) use dialog::attr_of;
#[cfg(all(target_arch = "wasm32", feature = "page"))]
pub use dialog::{listen, HelpStrip, RulesButton};

use crate::i18n::Lang;

/// Where the rules of `lang` are served as HTML, relative to the page.
pub fn file(lang: Lang) -> String {
    format!("rules/{}.html", lang.code())
}

/// A part of the sheet or of Jeanne's zone, with a help button opening its section.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Panel {
    /// The map.
    Map,
    /// The Warehouse.
    Warehouse,
    /// The Bank.
    Bank,
    /// The Depot.
    Depot,
    /// The citizens.
    Citizens,
    /// The Monks.
    Monks,
    /// The bag track.
    Bags,
    /// The development track.
    Development,
    /// The beneficial deeds.
    Deeds,
    /// The places.
    Places,
    /// The score strip.
    Score,
    /// Jeanne's zone (solo).
    JeanneZone,
    /// Jeanne's solo cards (solo).
    JeanneCards,
}

impl Panel {
    /// The panels of a player's sheet, in the sheet's reading order.
    pub const SHEET: [Panel; 11] = [
        Panel::Map,
        Panel::Warehouse,
        Panel::Bank,
        Panel::Depot,
        Panel::Citizens,
        Panel::Monks,
        Panel::Bags,
        Panel::Development,
        Panel::Deeds,
        Panel::Places,
        Panel::Score,
    ];

    /// The panels of Jeanne's zone.
    pub const JEANNE: [Panel; 2] = [Panel::JeanneZone, Panel::JeanneCards];

    /// The id of the rules' section that explains it.
    pub fn section(self) -> &'static str {
        match self {
            Panel::Map => "6.5",
            Panel::Warehouse => "6.1",
            Panel::Bank => "6.2",
            Panel::Depot => "6.3",
            Panel::Citizens => "6.6",
            Panel::Monks => "monks",
            Panel::Bags => "bags",
            Panel::Development => "6.4",
            Panel::Deeds => "8",
            Panel::Places => "9",
            Panel::Score => "7",
            Panel::JeanneZone => "jeanne-zone",
            Panel::JeanneCards => "jeanne-turn",
        }
    }
}

#[cfg(test)]
mod tests;
