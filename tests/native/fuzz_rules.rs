//! A seeded fuzz test of the rules' markup reader ([`parse`]) and writer ([`html`]).
//!
//! Inputs are mutations of the two real texts (byte flips, truncations, deleted, duplicated
//! and swapped lines, splices of both languages, inserted markup characters and random symbol
//! names, unicode) and short random texts made of markup pieces. No input may panic; a refusal
//! names a line of the input; what is accepted is written as HTML whose tags are balanced and
//! holds every section once. A failure prints its seed and input, so it replays.

use std::panic::{self, AssertUnwindSafe};

use crate::common::TestRng;
use orleans_dw::app::rules::doc::{parse, Doc};
use orleans_dw::app::rules::html::html;
use orleans_dw::i18n::Lang;

const EN: &str = include_str!("../../src/i18n/rules/en.txt");
const FR: &str = include_str!("../../src/i18n/rules/fr.txt");

/// Inputs of each family (mutations, random texts).
const PER_FAMILY: usize = 4_000;

const PIECES: [&str; 24] = [
    "# ",
    "## ",
    "### ",
    "#",
    "- ",
    "1. ",
    "12. ",
    "  ",
    "\n",
    "\n\n",
    "{",
    "}",
    "{coin}",
    "{star}",
    "{nope}",
    "*",
    "[",
    "]",
    "](",
    ")",
    "[x](3)",
    "[x](zz)",
    "é ’ ★ ×",
    "<b>&\"",
];

fn random_text(rng: &mut TestRng) -> String {
    let mut out = String::new();
    for _ in 0..rng.below(40) {
        out.push_str(PIECES[rng.below(PIECES.len())]);
        if rng.one_in(3) {
            const WORDS: [&str; 5] = ["a", "a b", "6.1", "Title", "words and more"];
            out.push_str(WORDS[rng.below(WORDS.len())]);
        }
    }
    out
}

/// Checks what `parse` does with `input`.
fn check(seed: usize, input: &str) {
    let lines = input.lines().count().max(1);
    let result = panic::catch_unwind(AssertUnwindSafe(|| parse(input)));
    let Ok(result) = result else {
        panic!("seed {seed}: parse panicked on {input:?}");
    };
    match result {
        Err(e) => {
            assert!(
                e.line >= 1 && e.line <= lines,
                "seed {seed}: {e} for a text of {lines} lines: {input:?}"
            );
            assert!(!e.to_string().is_empty());
        }
        Ok(doc) => written(seed, input, &doc),
    }
}

fn written(seed: usize, input: &str, doc: &Doc) {
    let out = panic::catch_unwind(AssertUnwindSafe(|| html(doc, Lang::Fr)))
        .unwrap_or_else(|_| panic!("seed {seed}: html panicked on {input:?}"));
    for tag in ["ol", "ul", "li", "p", "section", "strong", "a", "svg", "nav", "div", "header", "button"] {
        let open = out.matches(&format!("<{tag}>")).count() + out.matches(&format!("<{tag} ")).count();
        let close = out.matches(&format!("</{tag}>")).count();
        assert_eq!(open, close, "seed {seed}: <{tag}> unbalanced for {input:?}");
    }
    for s in &doc.sections {
        assert_eq!(out.matches(&format!("id=\"rules-{}\"", s.id)).count(), 1, "seed {seed}: {input:?}");
    }
}

#[test]
fn the_rules_reader_never_panics_and_says_where_a_text_is_wrong() {
    let mut rng = TestRng::new(11);
    let mut accepted = 0;
    for seed in 0..PER_FAMILY {
        let base = if seed % 2 == 0 { EN } else { FR };
        let input = rng.mutate_lines(base, FR, &PIECES);
        if parse(&input).is_ok() {
            accepted += 1;
        }
        check(seed, &input);
    }
    for seed in 0..PER_FAMILY {
        check(PER_FAMILY + seed, &random_text(&mut rng));
    }
    // Both kinds of outcome are exercised.
    assert!(accepted > PER_FAMILY / 20 && accepted < PER_FAMILY, "{accepted} mutated texts accepted");
}
