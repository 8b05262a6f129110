//! A seeded fuzz test of the reader of the guided game's words ([`parse`]).
//!
//! Inputs are mutations of the two real texts (byte flips, truncations, deleted, duplicated and
//! swapped lines, lines of the other language, inserted brackets and comment marks, unicode) and
//! short random texts made of the format's pieces. No input may panic; a refusal names a line of
//! the input; what is accepted has keys of its own, each with words, and reads back the same once
//! written out again. A failure prints its seed and input, so it replays.

use std::panic::{self, AssertUnwindSafe};

use crate::common::TestRng;
use orleans_dw::model::modes::tutorial::{parse, Entry};

const EN: &str = include_str!("../../src/i18n/tutorial/en.txt");
const FR: &str = include_str!("../../src/i18n/tutorial/fr.txt");

/// Inputs of each family (mutations, random texts).
const PER_FAMILY: usize = 4_000;

const PIECES: [&str; 14] =
    ["[", "]", "[a]", "[pick]", "[]", "#", "# note", "\n", "\n\n", "  ", "words", "é ’ ×", "\u{a0}:", "\r\n"];

fn random_text(rng: &mut TestRng) -> String {
    (0..rng.below(30)).map(|_| PIECES[rng.below(PIECES.len())]).collect()
}

/// The entries written out in the file's format.
fn written(entries: &[Entry]) -> String {
    entries.iter().map(|e| format!("[{}]\n{}\n{}\n", e.key, e.what, e.why)).collect()
}

/// Checks what `parse` does with `input`.
fn check(seed: usize, input: &str) {
    let lines = input.lines().count().max(1);
    let Ok(result) = panic::catch_unwind(AssertUnwindSafe(|| parse(input))) else {
        panic!("seed {seed}: parse panicked on {input:?}");
    };
    match result {
        Err(e) => assert!(e.line >= 1 && e.line <= lines, "seed {seed}: {e:?} for {lines} lines: {input:?}"),
        Ok(entries) => {
            let mut keys: Vec<&str> = entries.iter().map(|e| e.key.as_str()).collect();
            keys.sort_unstable();
            keys.dedup();
            assert_eq!(keys.len(), entries.len(), "seed {seed}: a key twice in {input:?}");
            for e in &entries {
                assert!(!e.key.is_empty() && !e.key.contains(['[', ']']), "seed {seed}: key {:?}", e.key);
                assert!(!e.what.is_empty(), "seed {seed}: {} has no words", e.key);
            }
            assert_eq!(
                parse(&written(&entries)).as_ref(),
                Ok(&entries),
                "seed {seed}: written out, {input:?}"
            );
        }
    }
}

#[test]
fn the_reader_of_the_guided_games_words_never_panics_and_reads_back_what_it_accepts() {
    for seed in 0..PER_FAMILY {
        let mut rng = TestRng::new(seed as u64);
        let base = if seed % 2 == 0 { EN } else { FR };
        check(seed, &rng.mutate_lines(base, FR, &PIECES));
    }
    for seed in 0..PER_FAMILY {
        let mut rng = TestRng::new((PER_FAMILY + seed) as u64);
        check(seed, &random_text(&mut rng));
    }
}
