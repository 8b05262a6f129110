//! The words of the computer players: their levels on the new-game form, a Hard seat thinking,
//! and the hint.

use crate::players::Level;

/// The computer players' words.
pub trait BotWords {
    /// A computer level, as its name: "Hard".
    fn level_name(&self, level: Level) -> &'static str;
    /// A seat played by the app at a level, as a choice of the form: "Computer (Hard)".
    fn computer_of_level(&self, level: Level) -> String;
    /// A computer seat searching for its move: "Anna (computer) is thinking…".
    fn thinking(&self, name: &str) -> String;
    /// The button that asks for a hint: "Hint".
    fn hint(&self) -> &'static str;
    /// What the hint button does, for its tooltip.
    fn hint_what(&self) -> &'static str;
    /// While the hint is being searched: "Looking for the best choices…".
    fn hint_searching(&self) -> &'static str;
    /// The heading of the hint's list: "Best choices: press one to play it".
    fn hint_heading(&self) -> &'static str;
    /// How far a hinted choice's expected points fall behind the best's, one decimal: "the best
    /// choice" (nothing behind, to the tenth), "1.2 points less than the best".
    fn behind_best(&self, points: f64) -> String;
    /// When no hint can be given.
    fn hint_failed(&self) -> &'static str;
    /// A Hard seat whose thinking worker could not start, so that its moves are Normal's:
    /// "Bruno (Hard) is playing as Normal: …".
    fn hard_unavailable(&self, name: &str) -> String;
    /// The button that tries the thinking worker again.
    fn retry_thinking(&self) -> &'static str;
}

#[cfg(test)]
mod tests {
    use crate::i18n::Lang;
    use crate::players::Level;

    #[test]
    fn bot_words_exist_in_each_language_with_french_typography() {
        for lang in [Lang::En, Lang::Fr] {
            let w = lang.words();
            let mut all: Vec<String> = Level::ALL.iter().map(|&l| w.computer_of_level(l)).collect();
            all.extend([
                w.thinking("Anna"),
                w.hint().into(),
                w.hint_what().into(),
                w.hint_searching().into(),
            ]);
            all.extend([
                w.hint_heading().into(),
                w.behind_best(3.25),
                w.behind_best(0.0),
                w.hint_failed().into(),
                w.hard_unavailable("Bruno"),
                w.retry_thinking().into(),
            ]);
            for text in &all {
                assert!(!text.trim().is_empty() && !text.contains('\'') && !text.contains("  "), "{text}");
                if lang == Lang::Fr {
                    for mark in [":", ";", "?", "!"] {
                        assert!(!text.contains(&format!(" {mark}")), "{text}");
                    }
                }
            }
            assert!(w.thinking("Anna").contains("Anna"));
            assert!(w.hard_unavailable("Bruno").contains("Bruno"));
        }
        assert_eq!(Lang::En.words().behind_best(3.24), "3.2 points less than the best");
        assert_eq!(Lang::En.words().behind_best(0.04), "the best choice");
        assert_eq!(Lang::Fr.words().behind_best(1.0), "1,0\u{a0}point de moins que le meilleur");
        assert_eq!(Lang::Fr.words().behind_best(2.0), "2,0\u{a0}points de moins que le meilleur");
    }
}
