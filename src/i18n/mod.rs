//! The language layer: every word a user sees, in French and in English.
//!
//! Each language is a unit type ([`En`], [`Fr`]) implementing [`Words`], which gathers one trait
//! per part of the app: [`GameWords`] (the game's things, actions, steps, log lines, errors),
//! [`SheetWords`] (the scoresheet and Jeanne's zone), [`ScreenWords`] (the screens around it),
//! [`ReplayWords`] (the replay view), [`DailyWords`] (the daily challenge), [`ChallengeWords`] (a challenge to a friend), [`CompanionWords`] (a game beside the physical one) and [`RulesWords`] (around the rules, whose text is a file
//! per language in `rules/`). A trait's required methods are the words of one language, so the
//! compiler refuses a language that lacks one; its provided methods hold the language-neutral part (which words a
//! game state calls for), written once. The engine and the app hold no words of their own: they
//! ask the [`Words`] of the chosen [`Lang`].

mod bots;
pub mod case;
mod challenge;
mod companion;
mod daily;
mod en;
mod fr;
mod game;
mod outlook;
mod replay;
mod review;
mod rules;
mod screens;
mod sheet;

pub use bots::BotWords;
pub use challenge::ChallengeWords;
pub use companion::{played_elsewhere, CompanionWords};
pub use daily::{daily_card_text, DailyWords};
pub use en::En;
pub use fr::Fr;
pub use game::{jeanne_said, log_lines, GameWords};
pub use outlook::{effect, follower_now, follower_now_and_brief, preview, recruit_terms, OutlookWords};
pub use replay::{replay_log, ReplayWords};
pub use review::ReviewWords;
pub use rules::RulesWords;
pub use screens::{
    changes_line, finished_scores, outcome_verdict, summary_progress, summary_who, verdict, ScreenWords,
};
pub use sheet::SheetWords;

/// A language of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    En,
    /// French.
    Fr,
}

impl Lang {
    /// Every language, in the order the switch offers them.
    pub const ALL: [Lang; 2] = [Lang::Fr, Lang::En];

    /// The language's code, as `<html lang>` and the stored preference write it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// The language of a code written by [`Lang::code`], if it is one.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language for a browser's preferred languages (BCP 47 tags, best first): French for
    /// the first `fr` or `fr-*` tag before any English one, else English.
    pub fn for_browser<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        for tag in tags {
            let primary = tag.split(['-', '_']).next().unwrap_or("").to_ascii_lowercase();
            match primary.as_str() {
                "fr" => return Lang::Fr,
                "en" => return Lang::En,
                _ => {}
            }
        }
        Lang::En
    }

    /// The web manifest of this language (in `public/`): the installed app's name and
    /// description in it.
    pub fn manifest(self) -> &'static str {
        match self {
            Lang::En => "manifest.webmanifest",
            Lang::Fr => "manifest.fr.webmanifest",
        }
    }

    /// The words of this language.
    pub fn words(self) -> &'static dyn Words {
        match self {
            Lang::En => &En,
            Lang::Fr => &Fr,
        }
    }

    /// The words of a game's review, apart from [`Words`]: only the parts of the page loaded on
    /// demand use them, so they are not in the first load.
    pub fn review_words(self) -> &'static dyn ReviewWords {
        match self {
            Lang::En => &En,
            Lang::Fr => &Fr,
        }
    }
}

/// Every word of the app in one language.
pub trait Words:
    GameWords
    + OutlookWords
    + SheetWords
    + ScreenWords
    + ReplayWords
    + RulesWords
    + BotWords
    + DailyWords
    + ChallengeWords
    + CompanionWords
    + Sync
{
}

impl<
        T: GameWords
            + OutlookWords
            + SheetWords
            + ScreenWords
            + ReplayWords
            + RulesWords
            + BotWords
            + DailyWords
            + ChallengeWords
            + CompanionWords
            + Sync,
    > Words for T
{
}

/// U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE, which [`isolate`] puts around
/// a name.
pub const ISOLATES: [char; 2] = ['\u{2068}', '\u{2069}'];

/// A player's name as it goes into a line of text: between U+2068 FIRST STRONG ISOLATE and
/// U+2069 POP DIRECTIONAL ISOLATE (invisible), so that a name in a right-to-left script
/// (Arabic, Hebrew) keeps its own direction without reordering the words and numbers around
/// it: without them, "מרים 18 · Anna 6" shows its 18 left of the name. Every sentence that
/// embeds a name isolates it with this; markup isolates a name standing in an element of its
/// own with `<bdi>` instead, and the SVG sheet's text with this.
pub fn isolate(name: &str) -> String {
    let [first, pop] = ISOLATES;
    format!("{first}{name}{pop}")
}

/// I–V, the category of a place (the same in both languages).
pub fn roman(category: u8) -> &'static str {
    ["I", "II", "III", "IV", "V"][usize::from(category.clamp(1, 5) - 1)]
}

#[cfg(test)]
mod tests;
