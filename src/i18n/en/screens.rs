//! The screens' words.

use super::En;
use crate::i18n::ScreenWords;

impl ScreenWords for En {
    fn language_name(&self) -> &'static str {
        "English"
    }

    fn language_label(&self) -> &'static str {
        "Language"
    }
}
