//! The screens' words.

use super::Fr;
use crate::i18n::ScreenWords;

impl ScreenWords for Fr {
    fn language_name(&self) -> &'static str {
        "Français"
    }

    fn language_label(&self) -> &'static str {
        "Langue"
    }
}
