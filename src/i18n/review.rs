//! The words of a game's review ([`ReviewWords`]): the review on the end screen, its key
//! moments in the replay view, and a try from any moment.

/// The words of a game's review and of a try.
pub trait ReviewWords: Sync {
    /// The review's heading.
    fn review_title(&self) -> &'static str;
    /// What a review is, before one is asked.
    fn review_intro(&self) -> &'static str;
    /// The label of the choice of the seat reviewed.
    fn review_seat(&self) -> &'static str;
    /// The label of the choice of the search's budget.
    fn review_depth(&self) -> &'static str;
    /// The smaller budget (a quick look), then the full one.
    fn review_depths(&self) -> [&'static str; 2];
    /// The button that starts the review.
    fn review_start(&self) -> &'static str;
    /// The review under way: `done` decisions of `total` reviewed.
    fn review_progress(&self, done: usize, total: usize) -> String;
    /// The button that stops the review under way.
    fn review_cancel(&self) -> &'static str;
    /// The review stopped before its end.
    fn review_cancelled(&self) -> &'static str;
    /// The review could not run (the thinking worker failed): why.
    fn review_failed(&self, why: &str) -> String;
    /// The summary of `name`'s review: about `lost` points given up over `decisions`
    /// decisions, `share` percent of a score of `score`.
    fn review_summary(&self, name: &str, lost: u32, decisions: usize, share: u32, score: u16) -> String;
    /// What counts as 0.
    fn review_noise(&self) -> &'static str;
    /// The chart's title and its two series: per round, and the running total.
    fn review_chart(&self) -> [&'static str; 3];
    /// The heading of the key moments.
    fn review_moments(&self) -> &'static str;
    /// No choice lost points beyond the noise.
    fn review_no_moment(&self) -> &'static str;
    /// A key moment: in `round`, `chosen` was played where `best` was best, about `lost` points.
    fn review_moment(&self, round: u16, chosen: &str, best: &str, lost: u32) -> String;
    /// Why a key moment cost points, from the engine's preview of both choices: what `best`
    /// gives at once (or offers next) and what `chosen` gives (empty: nothing at once).
    fn review_why(&self, best: &str, chosen: &str) -> String;
    /// The button that opens the replay at a key moment.
    fn review_show(&self) -> &'static str;
    /// The heading of the table of every decision, and its four columns' heads.
    fn review_table(&self) -> [&'static str; 5];
    /// The replay at a key moment: the choice made and the best, both highlighted.
    fn review_at_moment(&self, chosen: &str, best: &str) -> String;
    /// The button that starts a new game from the moment shown, and its title.
    fn try_here(&self) -> [&'static str; 2];
}

/// `text` as a sentence: closed by a full stop, unless it ends with its own mark (a preview may
/// end with the question of the decision that comes next).
pub fn sentence(text: &str) -> String {
    if text.ends_with(['.', '?', '!']) {
        text.to_string()
    } else {
        format!("{text}.")
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::Lang;

    fn every_word(lang: Lang) -> Vec<String> {
        let w = lang.review_words();
        let mut all: Vec<String> = [
            w.review_title(),
            w.review_intro(),
            w.review_seat(),
            w.review_depth(),
            w.review_start(),
            w.review_cancel(),
            w.review_cancelled(),
            w.review_noise(),
            w.review_moments(),
            w.review_no_moment(),
            w.review_show(),
        ]
        .map(String::from)
        .into();
        all.extend(w.review_depths().map(String::from));
        all.extend(w.review_chart().map(String::from));
        all.extend(w.review_table().map(String::from));
        all.extend(w.try_here().map(String::from));
        all.push(w.review_progress(3, 40));
        all.push(w.review_failed("x"));
        all.push(w.review_summary("Anna", 12, 40, 15, 80));
        all.push(w.review_summary("Anna", 0, 40, 0, 80));
        all.push(w.review_moment(3, "Fill a road", "Build a trading post", 4));
        all.push(w.review_moment(3, "Fill a road", "Build a trading post", 1));
        all.push(w.review_at_moment("Fill a road", "Build a trading post"));
        all.push(w.review_why("cheese, development box 4", "wool"));
        all.push(w.review_why("cheese, development box 4", ""));
        assert!(!w.review_why("wool", "Recruited Monk: act as which follower?").contains("?."));
        all
    }

    #[test]
    fn every_review_word_exists_in_both_languages_and_french_says_it_in_french() {
        let (en, fr) = (every_word(Lang::En), every_word(Lang::Fr));
        assert_eq!(en.len(), fr.len());
        for (e, f) in en.iter().zip(&fr) {
            assert!(!e.trim().is_empty() && !f.trim().is_empty());
            assert_ne!(e, f, "French reads as English");
            assert!(!f.contains('\'') && !f.contains('"'), "English quotes in {f:?}");
            for (i, c) in f.char_indices().filter(|&(_, c)| c == ':' || c == ';') {
                assert!(f[..i].ends_with('\u{a0}'), "{c} without a non-breaking space in {f:?}");
            }
        }
        let en = Lang::En.review_words();
        assert_eq!(
            en.review_summary("Anna", 12, 40, 15, 80),
            "\u{2068}Anna\u{2069} gave up about 12 points over 40 decisions (15% of a score of 80)."
        );
    }
}
