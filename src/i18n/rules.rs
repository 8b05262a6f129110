//! The words around the rules: the buttons that open them, their window, the help buttons of
//! the sheet's parts, and around the guided first game. The rules' text itself is not here:
//! each language's is a file of its own (`rules/en.txt`, `rules/fr.txt` in this folder),
//! loaded when the rules open; so are the guided game's words (`tutorial/en.txt`, `fr.txt`).

use crate::model::panel::Panel;

/// The words around the rules, in one language.
pub trait RulesWords {
    /// The button that opens the rules: "Rules".
    fn rules(&self) -> &'static str;
    /// The rules' window heading: "Rules of the game".
    fn rules_title(&self) -> &'static str;
    /// The button that closes the rules: "Close".
    fn close(&self) -> &'static str;
    /// The heading of the table of contents: "Contents".
    fn contents(&self) -> &'static str;
    /// When they cannot be loaded.
    fn rules_failed(&self) -> &'static str;
    /// The button that tries to load them again: "Try again".
    fn retry(&self) -> &'static str;
    /// The label of the sheet's help buttons: "Rules of each part of the sheet".
    fn help_strip(&self) -> &'static str;
    /// A part of the sheet, on its help button.
    fn panel(&self, panel: Panel) -> &'static str;
    /// The start screen's button that starts the guided first game: "Learn by playing".
    fn learn_by_playing(&self) -> &'static str;
    /// The guided first game's panel: "Guided first game".
    fn tutorial(&self) -> &'static str;
    /// When the guided game's words cannot be loaded.
    fn tutorial_failed(&self) -> &'static str;
    /// The end screen's explanation of one seat's score: "How Anna’s score was made", or
    /// with `None` (the one person at the device) "How your score was made".
    fn score_made_by(&self, name: Option<&str>) -> String;
    /// The heading of the explanations of several seats: "How each score was made".
    fn how_scores_made(&self) -> &'static str;
}

#[cfg(test)]
mod tests {
    use crate::i18n::Lang;
    use crate::model::panel::Panel;

    fn every_word(lang: Lang) -> Vec<&'static str> {
        let w = lang.words();
        let mut all = vec![
            w.rules(),
            w.rules_title(),
            w.close(),
            w.contents(),
            w.rules_failed(),
            w.retry(),
            w.help_strip(),
            w.learn_by_playing(),
            w.tutorial(),
            w.tutorial_failed(),
            w.how_scores_made(),
        ];
        all.extend(Panel::SHEET.iter().chain(&Panel::JEANNE).map(|&p| w.panel(p)));
        all
    }

    #[test]
    fn every_rules_word_exists_in_both_languages_and_french_says_it_in_french() {
        let (en, fr) = (every_word(Lang::En), every_word(Lang::Fr));
        assert_eq!(en.len(), fr.len());
        for (e, f) in en.iter().zip(&fr) {
            assert!(!e.trim().is_empty() && !f.trim().is_empty());
            assert_ne!(e, f, "French reads as English");
        }
        for text in fr {
            let chars: Vec<char> = text.chars().collect();
            for (i, &c) in chars.iter().enumerate() {
                let before = i.checked_sub(1).map(|j| chars[j]);
                match c {
                    ':' | ';' => assert_eq!(before, Some('\u{a0}'), "{text:?}"),
                    '?' | '!' => assert_eq!(before, Some('\u{202f}'), "{text:?}"),
                    '\'' | '"' => panic!("English quotes in {text:?}"),
                    _ => {}
                }
            }
        }
    }
}
