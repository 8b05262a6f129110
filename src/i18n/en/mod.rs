//! English.

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

/// English words.
#[derive(Clone, Copy, Debug)]
pub struct En;

/// `one` for 1, else `many`: English plurals.
fn plural(n: u64, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 {
        one
    } else {
        many
    }
}
