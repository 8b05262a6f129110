//! The rules of the game in the app: the project's own rules reference, one text per language
//! (`src/i18n/rules/en.txt`, `fr.txt`), the section ids following `docs/rules.md`'s numbers so that
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

#[cfg(test)]
mod tests;
