//! The rules reference in the repository (docs/rules.md) defines every section (`RULES n.n`),
//! decision (`[D-n]`) and designed table (`[C-n]`) that the code and the tests cite, and the
//! app's rules text, in each language, holds every section they cite.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use orleans_dw::app::rules::doc::{parse, Block, Doc};

use crate::common::{files_under, root};

/// What docs/rules.md defines: its numbered headings (`## 5 Actions`, `### 5.2 …`) and its
/// tagged ones (`### [D-3] …`).
fn defined() -> BTreeSet<String> {
    let text = std::fs::read_to_string(root().join("docs/rules.md")).expect("docs/rules.md");
    text.lines()
        .filter_map(|line| line.strip_prefix("## ").or_else(|| line.strip_prefix("### ")))
        .filter_map(|heading| {
            let first = heading.split(' ').next()?;
            let tag = first.strip_prefix('[').and_then(|t| t.strip_suffix(']'));
            match tag {
                Some(tag) => Some(tag.to_string()),
                None => first.starts_with(|c: char| c.is_ascii_digit()).then(|| first.to_string()),
            }
        })
        .collect()
}

/// Every `RULES n.n` and `[D-n]` / `[C-n]` in `text`, as `n.n`, `D-n` and `C-n`.
fn citations(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (k, _) in text.match_indices("RULES ") {
        let number: String = text[k + 6..].chars().take_while(|c| c.is_ascii_digit() || *c == '.').collect();
        let number = number.trim_end_matches('.');
        if !number.is_empty() {
            out.push(number.to_string());
        }
    }
    for kind in ["[D-", "[C-"] {
        for (k, _) in text.match_indices(kind) {
            let rest = &text[k + 3..];
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            if !digits.is_empty() && rest[digits.len()..].starts_with(']') {
                out.push(format!("{}-{digits}", &kind[1..2]));
            }
        }
    }
    out
}

/// The text files under `dir` (sources, scripts and docs).
fn files(dir: &Path) -> Vec<PathBuf> {
    let text = |p: &PathBuf| {
        let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
        [".rs", ".mjs", ".js", ".txt", ".md"].iter().any(|e| name.ends_with(e))
    };
    files_under(dir).into_iter().filter(text).collect()
}

/// Every citation in the text files of src/ and tests/, with the file it stands in.
fn cited() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for path in files(&root().join("src")).into_iter().chain(files(&root().join("tests"))) {
        let text = std::fs::read_to_string(&path).expect("a text file");
        let name = path.strip_prefix(root()).unwrap_or(&path).display().to_string();
        out.extend(citations(&text).into_iter().map(|c| (name.clone(), c)));
    }
    out
}

/// Whether the app's rules text `doc` holds the section `cited` (`n.n`): its section n.n, or
/// item n of the numbered list of its section n (RULES 3.5: the fifth step of the setup).
fn resolves(doc: &Doc, cited: &str) -> bool {
    let section = |id: &str| doc.sections.iter().find(|s| s.id == id);
    if section(cited).is_some() {
        return true;
    }
    let Some((parent, item)) = cited.rsplit_once('.') else { return false };
    let Ok(item) = item.parse::<usize>() else { return false };
    section(parent).is_some_and(|s| {
        s.blocks.iter().any(|b| matches!(b, Block::List { numbered: true, items } if items.len() >= item))
    })
}

#[test]
fn every_section_and_tag_cited_in_src_and_tests_is_defined_in_docs_rules_md() {
    let defined = defined();
    let cited = cited();
    let missing: Vec<String> =
        cited.iter().filter(|(_, c)| !defined.contains(c)).map(|(file, c)| format!("{file}: {c}")).collect();
    assert!(missing.is_empty(), "cited but not defined in docs/rules.md:\n{}", missing.join("\n"));
    assert!(cited.len() > 50, "only {} citations found", cited.len());
}

#[test]
fn every_section_cited_in_src_and_tests_is_in_the_apps_rules_text_in_both_languages() {
    for lang in ["en", "fr"] {
        let path = root().join(format!("src/i18n/rules/{lang}.txt"));
        let doc = parse(&std::fs::read_to_string(&path).expect("the rules text"))
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let sections: Vec<_> = cited().into_iter().filter(|(_, c)| !c.contains('-')).collect();
        assert!(sections.len() > 20, "only {} citations of a section found", sections.len());
        for (file, c) in sections {
            assert!(resolves(&doc, &c), "{file} cites RULES {c}, which the {lang} rules text does not hold");
        }
    }
}

#[test]
fn docs_rules_md_defines_every_decision_and_designed_table() {
    let defined = defined();
    let tags = (1..=13).map(|n| format!("D-{n}")).chain((1..=3).map(|n| format!("C-{n}")));
    for tag in tags {
        assert!(defined.contains(&tag), "docs/rules.md does not define [{tag}]");
    }
    for section in ["3", "3.4", "3.5", "4", "4.2", "5.1", "5.2", "6.4", "7", "8", "9.3", "10", "11"] {
        assert!(defined.contains(section), "docs/rules.md has no section {section}");
    }
}

#[test]
fn a_citation_of_an_undefined_section_or_tag_is_found() {
    let defined = defined();
    // Written in two pieces, so that this file does not cite them itself.
    let text = format!("see {r} 12.7 and [D-{n}], and [C-2] and {r} 5.2.", r = "RULES", n = 99);
    let undefined: Vec<_> = citations(&text).into_iter().filter(|c| !defined.contains(c)).collect();
    assert_eq!(undefined, ["12.7", "D-99"]);
}
