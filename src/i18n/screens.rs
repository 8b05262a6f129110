//! The words of the screens around the sheet: the start screen, the table, the prompt, the
//! log, the end screen, printing, saves and their errors.

/// The screens' words.
pub trait ScreenWords {
    /// The language's own name, in itself: "English", "Français".
    fn language_name(&self) -> &'static str;
    /// The label of the language switch: "Language".
    fn language_label(&self) -> &'static str;
}
