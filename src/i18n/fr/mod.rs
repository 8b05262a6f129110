//! French, in the vocabulary of the French rulebook (jetons Partisan, comptoir, Entrepôt…).

mod bots;
mod challenge;
mod companion;
mod daily;
mod game;
mod outlook;
mod replay;
mod review;
mod rules;
mod screens;
mod sheet;

/// French words.
#[derive(Clone, Copy, Debug)]
pub struct Fr;

/// "de" before `name`, elided before a vowel: "d’" (d’Anna), "de " (de Bruno).
fn de(name: &str) -> &'static str {
    let vowel = name.chars().next().is_some_and(|c| "aeiouyàâäéèêëîïôöùûüœ".contains(super::case::lower(c)));
    if vowel {
        "d’"
    } else {
        "de "
    }
}

/// `one` for 0 and 1, else `many`: French plurals.
fn plural(n: u64, one: &'static str, many: &'static str) -> &'static str {
    if n <= 1 {
        one
    } else {
        many
    }
}
