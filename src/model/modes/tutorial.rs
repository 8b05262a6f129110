//! The guided first game: a solo game against Jeanne (Standard level) from a stacked bag, played
//! by a script of steps, each the one decision offered then and the words that say what it does
//! and why. Once the script is played, the game goes on as any other.
//!
//! The script is data ([`STEPS`]): each step names its decision by its notation token and its
//! words by a key. The words are not in the app's code: each language's are a text file
//! (`src/i18n/tutorial/en.txt`, `fr.txt`, read by [`parse`]) fetched when a tutorial is on the
//! table. Where the game
//! stands in the script follows from the game alone ([`stage`]): a saved tutorial resumes where
//! it was left, and undo takes a step back. The engine knows nothing of it. No browser code:
//! tested natively.

use crate::engine::{Action, Decider, Follower, Game, Setup, SoloLevel};

/// One step of the script.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The decision offered, in notation ([`crate::engine::notation`]).
    pub expect: &'static str,
    /// The key of its words in the text files.
    pub key: &'static str,
    /// The rules' section it teaches (a section id of `src/i18n/rules/*.txt`).
    pub section: &'static str,
}

const fn step(expect: &'static str, key: &'static str, section: &'static str) -> Step {
    Step { expect, key, section }
}

/// The script: every decision of the player from the first, in order. Jeanne's turns come in
/// between by themselves, as the stacked bag and the seed make them.
pub const STEPS: [Step; 28] = [
    step("Tk", "pick", "4"),
    step("Sr", "knight", "5.1"),
    step("F05", "road", "5.2"),
    step("Tb", "boatman", "5.1"),
    step("Sw", "waterway", "5.2"),
    step("F01", "goods", "6.1"),
    step("Tb", "boatman-again", "5.1"),
    step("Sc", "coin", "6.2"),
    step("C1", "bank", "6.2"),
    step("Tc", "craftsman", "5.1"),
    step("Sp", "build", "5.3"),
    step("B5", "post", "5.3"),
    step("Tt", "trader", "9.2"),
    step("Sa", "acquire", "9.2"),
    step("Ali", "library", "9.2"),
    step("Ts", "scholar", "9.1"),
    step("Uli", "use-place", "9.1"),
    step("C1", "development-coin", "6.4"),
    step("Tf", "farmer", "8"),
    step("E1", "deed", "8"),
    step("Mw", "deed-good", "8"),
    step("Rk", "recruit", "monks"),
    step("Ik", "monk-knight", "5.4"),
    step("F06", "level", "6.4"),
    step("Ts", "race", "5.5"),
    step("Uli", "monk-bonus", "6.4"),
    step("Is", "monk-scholar", "5.4"),
    step("Sd", "citizen", "5.5"),
];

/// The words shown between two steps, while Jeanne plays or the turn waits to be ended.
pub const BETWEEN: &str = "between";
/// The words shown once the script is played, until the player's next decision: how the
/// score is made, and that the game is theirs.
pub const DONE: Step = step("", "done", "7");

/// The seed of the tutorial's game: with [`STACK`], it makes Jeanne's turns leave every
/// step's token laid out.
const SEED: u64 = 1;

/// The stacked bag: the 2 tokens set aside, then rounds 1 to 4 (5 tokens each); later draws
/// are random.
const STACK: [Follower; 22] = {
    use Follower::*;
    [
        Farmer, Farmer, // set aside
        Knight, Knight, Boatman, Boatman, Boatman, // round 1
        Craftsman, Craftsman, Trader, Trader, Knight, // round 2
        Scholar, Scholar, Farmer, Farmer, Knight, // round 3
        Scholar, Scholar, Boatman, Boatman, Knight, // round 4
    ]
};

/// The tutorial's setup.
pub fn setup() -> Setup {
    Setup { stacked: STACK.to_vec(), ..Setup::solo(SoloLevel::Standard, SEED) }
}

/// Whether a game with this setup is the tutorial (no other game has a stacked bag).
pub fn is_tutorial(setup: &Setup) -> bool {
    setup.stacked == STACK && setup.solo == Some(SoloLevel::Standard) && setup.seed == SEED
}

/// Where a game stands in the tutorial.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The player is to make this step's decision (an index of [`STEPS`]).
    Step(usize),
    /// This step comes next, once Jeanne has played or the turn is ended.
    Between(usize),
    /// The script is played; the player has not decided anything since.
    Done,
}

impl Stage {
    /// The key of the words shown now, and the rules' section they point to.
    pub fn words(self) -> (&'static str, &'static str) {
        match self {
            Stage::Step(i) => (STEPS[i].key, STEPS[i].section),
            Stage::Between(i) => (BETWEEN, STEPS[i].section),
            Stage::Done => (DONE.key, DONE.section),
        }
    }
}

/// Where `game` stands in the tutorial; `None` for any other game, and once the player has
/// decided anything after the script.
pub fn stage(game: &Game) -> Option<Stage> {
    if !is_tutorial(game.setup()) {
        return None;
    }
    let done = game.log().iter().filter(|a| !matches!(a, Action::Jeanne(_)) && !a.is_chance()).count();
    match done {
        i if i < STEPS.len() && game.decider() == Some(Decider::Player(0)) => Some(Stage::Step(i)),
        i if i < STEPS.len() => Some(Stage::Between(i)),
        i if i == STEPS.len() => Some(Stage::Done),
        _ => None,
    }
}

/// The decisions offered of `legal` (the game's legal actions): during a step, its decision
/// only; otherwise all of them.
pub fn offered(game: &Game, legal: Vec<Action>) -> Vec<Action> {
    match stage(game) {
        Some(Stage::Step(i)) => {
            let expected = STEPS[i].expect.parse::<Action>().ok();
            legal.into_iter().filter(|&a| Some(a) == expected).collect()
        }
        _ => legal,
    }
}

/// The words of one key in a text file: the move to make (or the heading), and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The key.
    pub key: String,
    /// The first line: what to do.
    pub what: String,
    /// The lines after it, joined: why.
    pub why: String,
}

/// Why a text file could not be read: the line (from 1) and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong.
    pub kind: TextErrorKind,
}

/// What is wrong in a text file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextErrorKind {
    /// Words before the first `[key]`.
    NoKey,
    /// A `[key]` line with no key, or with words after it.
    BadKey,
    /// A key given twice.
    Twice,
    /// A key with no words under it.
    Empty,
}

/// Reads a text file: entries, each a line `[key]`, then its first line of words (what to do)
/// and the lines of why, up to the next key. Lines starting with `#` are comments; blank lines
/// are skipped.
pub fn parse(text: &str) -> Result<Vec<Entry>, TextError> {
    let mut entries: Vec<Entry> = Vec::new();
    let mut opened = 0;
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        let error = |kind| Err(TextError { line: n + 1, kind });
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(rest) = line.strip_prefix('[') {
            let key = match rest.strip_suffix(']') {
                Some(k) if !k.is_empty() && !k.contains(['[', ']']) => k,
                _ => return error(TextErrorKind::BadKey),
            };
            if entries.last().is_some_and(|e| e.what.is_empty()) {
                return Err(TextError { line: opened, kind: TextErrorKind::Empty });
            }
            if entries.iter().any(|e| e.key == key) {
                return error(TextErrorKind::Twice);
            }
            entries.push(Entry { key: key.to_string(), what: String::new(), why: String::new() });
            opened = n + 1;
            continue;
        }
        let Some(entry) = entries.last_mut() else { return error(TextErrorKind::NoKey) };
        if entry.what.is_empty() {
            entry.what = line.to_string();
        } else {
            if !entry.why.is_empty() {
                entry.why.push(' ');
            }
            entry.why.push_str(line);
        }
    }
    if entries.last().is_some_and(|e| e.what.is_empty()) {
        return Err(TextError { line: opened, kind: TextErrorKind::Empty });
    }
    Ok(entries)
}

/// The entry of `key`, if the file has one.
pub fn entry<'a>(entries: &'a [Entry], key: &str) -> Option<&'a Entry> {
    entries.iter().find(|e| e.key == key)
}

/// Where the words of the tutorial in the language of code `lang` are served, relative to the
/// page.
pub fn file(lang: &str) -> String {
    format!("tutorial/{lang}.txt")
}

#[cfg(test)]
mod tests;
