//! Tests of the rules' texts and their markup: both languages read, have the same sections, hold
//! every section the app points to, and draw every symbol of the sheet in their legend (the
//! code's "RULES n.n" citations: `tests/native/spec.rs`).

use std::path::Path;

use super::doc::{parse, Block, Doc, ErrorKind, Inline};
use super::html::html;
use crate::app::sheet::legend::Glyph;
use crate::i18n::Lang;
use crate::model::modes::tutorial::{DONE, STEPS};
use crate::model::panel::Panel;
use crate::model::result::LINE_SECTIONS;

const EN: &str = include_str!("../../i18n/rules/en.txt");
const FR: &str = include_str!("../../i18n/rules/fr.txt");

fn doc(lang: Lang) -> Doc {
    let text = match lang {
        Lang::En => EN,
        Lang::Fr => FR,
    };
    parse(text).unwrap_or_else(|e| panic!("rules/{}.txt, {e}", lang.code()))
}

fn ids(doc: &Doc) -> Vec<(&str, u8)> {
    doc.sections.iter().map(|s| (s.id.as_str(), s.depth)).collect()
}

/// The section `id` of `doc`, if any.
fn section<'a>(doc: &'a Doc, id: &str) -> Option<&'a super::doc::Section> {
    doc.sections.iter().find(|s| s.id == id)
}

/// Every symbol drawn in a block list.
fn glyphs(blocks: &[Block]) -> Vec<Glyph> {
    let mut out = Vec::new();
    for block in blocks {
        let items: Vec<&Vec<Inline>> = match block {
            Block::Para(p) => vec![p],
            Block::List { items, .. } => items.iter().collect(),
        };
        for item in items {
            out.extend(item.iter().filter_map(|i| match i {
                Inline::Glyph(g) => Some(*g),
                _ => None,
            }));
        }
    }
    out
}

#[test]
fn both_languages_have_the_same_sections_in_the_same_order() {
    let (en, fr) = (doc(Lang::En), doc(Lang::Fr));
    assert_eq!(ids(&en), ids(&fr));
    for (e, f) in en.sections.iter().zip(&fr.sections) {
        assert_ne!(e.title, f.title, "section {} has the same title in both languages", e.id);
        assert!(!e.blocks.is_empty() && !f.blocks.is_empty(), "section {} is empty", e.id);
    }
}

#[test]
fn every_section_the_app_opens_exists_in_both_languages() {
    for lang in [Lang::En, Lang::Fr] {
        let d = doc(lang);
        for p in Panel::SHEET.iter().chain(&Panel::JEANNE) {
            assert!(section(&d, p.section()).is_some(), "{p:?}: no section {} in {lang:?}", p.section());
        }
    }
}

#[test]
fn the_sections_follow_the_numbers_of_rules_md() {
    let d = doc(Lang::En);
    for id in [
        "3", "4", "5", "5.1", "5.2", "5.3", "5.4", "5.5", "6", "6.1", "6.2", "6.3", "6.4", "6.5", "6.6", "7",
        "8", "9", "9.1", "9.2", "9.3", "10", "11",
    ] {
        assert!(section(&d, id).is_some(), "no section {id}");
    }
}

#[test]
fn the_legend_draws_every_symbol_of_the_sheet() {
    for lang in [Lang::En, Lang::Fr] {
        let d = doc(lang);
        let legend = section(&d, "legend").expect("a legend");
        let drawn = glyphs(&legend.blocks);
        for g in Glyph::ALL {
            assert!(drawn.contains(&g), "the legend of {lang:?} lacks {{{}}}", g.name());
        }
    }
}

#[test]
fn every_symbol_has_a_name_of_its_own() {
    for g in Glyph::ALL {
        assert_eq!(Glyph::from_name(g.name()), Some(g));
    }
    assert_eq!(Glyph::from_name("nothing"), None);
}

#[test]
fn the_html_holds_every_section_and_every_word_escaped() {
    for lang in [Lang::En, Lang::Fr] {
        let d = doc(lang);
        let out = html(&d, lang);
        for s in &d.sections {
            assert_eq!(out.matches(&format!("id=\"rules-{}\"", s.id)).count(), 1, "{}", s.id);
            assert!(out.contains(&format!("href=\"#rules-{}\"", s.id)), "{} not in the contents", s.id);
        }
        assert!(!out.contains('{') && !out.contains("](") && !out.contains("</svg>*"));
        assert_eq!(out.matches("<ol").count(), out.matches("</ol>").count());
        assert_eq!(out.matches("<li>").count(), out.matches("</li>").count());
        assert_eq!(out.matches("<svg").count(), out.matches("</svg>").count());
    }
    let d = parse("# a A <b> & \"c\"\nx < y & {coin} *z* [w](a)\n").expect("valid");
    let out = html(&d, Lang::En);
    assert!(out.contains("A &lt;b&gt; &amp; &quot;c&quot;</h2>"), "{out}");
    assert!(out.contains("<p>x &lt; y &amp; <svg class=\"sheet glyph glyph-coin\""), "{out}");
    assert!(out.contains("<strong>z</strong> <a href=\"#rules-a\" data-to=\"a\">w</a></p>"), "{out}");
}

#[test]
fn the_markup_reads_sections_paragraphs_lists_and_pieces() {
    let text = "# 6 Areas\nOne line\nand the next.\n\n- item {star}\n  goes on\n- *two*\n1. first\n2. [back](6)\n## 6.1 Sub\nText.\n";
    let d = parse(text).expect("valid");
    assert_eq!(ids(&d), vec![("6", 1), ("6.1", 2)]);
    let s = &d.sections[0];
    assert_eq!(s.title, "Areas");
    assert_eq!(s.blocks[0], Block::Para(vec![Inline::Text("One line and the next.".into())]));
    assert_eq!(
        s.blocks[1],
        Block::List {
            numbered: false,
            items: vec![
                vec![
                    Inline::Text("item ".into()),
                    Inline::Glyph(Glyph::Star),
                    Inline::Text(" goes on".into())
                ],
                vec![Inline::Strong("two".into())],
            ],
        }
    );
    assert_eq!(
        s.blocks[2],
        Block::List {
            numbered: true,
            items: vec![
                vec![Inline::Text("first".into())],
                vec![Inline::Link { to: "6".into(), text: "back".into() }],
            ],
        }
    );
}

#[test]
fn bad_markup_is_refused_with_its_line_and_why() {
    let cases: [(&str, usize, ErrorKind); 10] = [
        ("", 1, ErrorKind::Empty),
        ("words\n# a A\n", 1, ErrorKind::TextBeforeHeading),
        ("# a\n", 1, ErrorKind::BadHeading),
        ("### a A\n", 1, ErrorKind::BadHeading),
        ("## a A\n", 1, ErrorKind::BadHeading),
        ("# A_b Title\n", 1, ErrorKind::BadId("A_b".into())),
        ("# a A\n# a B\n", 2, ErrorKind::DuplicateId("a".into())),
        ("# a A\n\nx {dragon}\n", 3, ErrorKind::UnknownGlyph("dragon".into())),
        ("# a A\nx *y\n", 2, ErrorKind::Unclosed('*')),
        ("# a A\n[to](b)\n", 2, ErrorKind::UnknownLink("b".into())),
    ];
    for (text, line, kind) in cases {
        let err = parse(text).expect_err(text);
        assert_eq!((err.line, &err.kind), (line, &kind), "{text:?}");
        assert!(err.to_string().starts_with(&format!("line {line}: ")));
    }
    for text in ["# a A\n{coin\n", "# a A\n[x]\n", "# a A\n[x](a\n"] {
        assert!(matches!(parse(text).map_err(|e| e.kind), Err(ErrorKind::Unclosed(_))), "{text:?}");
    }
}

#[test]
fn the_rules_follow_each_language_s_typography() {
    for (what, text) in [("en", EN), ("fr", FR)] {
        assert!(!text.contains(['\'', '"']), "{what}: straight quotes");
        assert!(!text.contains("  ") && !text.contains(" \n"), "{what}: double or trailing spaces");
    }
    let chars: Vec<char> = FR.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        let line = FR[..FR.char_indices().nth(i).map_or(0, |(b, _)| b)].lines().count();
        match c {
            ':' | ';' => {
                assert_eq!(before, Some('\u{a0}'), "fr.txt line {line}: no no-break space before {c}")
            }
            '?' | '!' => assert_eq!(
                before,
                Some('\u{202f}'),
                "fr.txt line {line}: no narrow no-break space before {c}"
            ),
            '«' => assert_eq!(chars.get(i + 1), Some(&'\u{a0}'), "fr.txt line {line}"),
            '»' => assert_eq!(before, Some('\u{a0}'), "fr.txt line {line}"),
            _ => {}
        }
    }
}

#[test]
fn the_html_the_app_fetches_is_written_from_the_texts() {
    let write = std::env::var("RULES_HTML").is_ok_and(|v| v == "write");
    for lang in [Lang::En, Lang::Fr] {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("src/i18n/rules/{}.html", lang.code()));
        let want = html(&doc(lang), lang) + "\n";
        if write {
            std::fs::write(&path, &want).expect("the HTML is written");
            continue;
        }
        let have = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            have == want,
            "{} is not up to date with the rules' text and words: `RULES_HTML=write cargo test --lib rules` writes it",
            path.display()
        );
    }
}

#[test]
fn every_section_a_step_or_a_score_line_points_to_exists_in_the_rules() {
    for lang in [Lang::En, Lang::Fr] {
        let d = doc(lang);
        for s in STEPS.iter().chain([&DONE]) {
            assert!(
                d.sections.iter().any(|x| x.id == s.section),
                "{}: no section {} in {lang:?}",
                s.key,
                s.section
            );
        }
        for id in LINE_SECTIONS {
            assert!(d.sections.iter().any(|x| x.id == id), "score line: no section {id} in {lang:?}");
        }
    }
}
