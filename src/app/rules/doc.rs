//! The rules' text and its markup, read into a [`Doc`]. The markup is ours and small:
//!
//! - `# id Title` opens a section, `## id Title` a subsection. The id is made of `a`–`z`,
//!   `0`–`9`, `.` and `-`; one that starts with a digit is a section number, shown before the
//!   title ("6.1 The Warehouse").
//! - Lines of text make a paragraph; a blank line ends it.
//! - `- ` starts an item of a list, `1. ` (any number) an item of a numbered list; the lines
//!   after it, up to a blank line or the next item, continue the item.
//! - In text: `{name}` draws a symbol of the sheet ([`Glyph::name`]), `*words*` are strong,
//!   and `[words](id)` links to the section `id`.
//!
//! A text that breaks these rules is refused with the line and what is wrong ([`ParseError`]).

use std::fmt;

use crate::app::sheet::legend::Glyph;

/// The rules: their sections in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Doc {
    /// The sections, subsections included, in reading order.
    pub sections: Vec<Section>,
}

/// A section or subsection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// Its stable id ("6.1", "legend").
    pub id: String,
    /// 1 for a section, 2 for a subsection.
    pub depth: u8,
    /// Its title.
    pub title: String,
    /// Its paragraphs and lists.
    pub blocks: Vec<Block>,
}

/// A paragraph or a list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    /// A paragraph.
    Para(Vec<Inline>),
    /// A list, numbered or not, of items.
    List { numbered: bool, items: Vec<Vec<Inline>> },
}

/// A piece of text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Inline {
    /// Plain words.
    Text(String),
    /// Strong words.
    Strong(String),
    /// A symbol of the sheet.
    Glyph(Glyph),
    /// Words linking to a section.
    Link { to: String, text: String },
}

/// Why a text is not read, and on which line (counted from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The line.
    pub line: usize,
    /// What is wrong.
    pub kind: ErrorKind,
}

/// What is wrong in a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// Text before the first heading.
    TextBeforeHeading,
    /// A heading that is not `#` or `##`, a space, an id, a space and a title; or a subsection
    /// before any section.
    BadHeading,
    /// An id with other characters than `a`–`z`, `0`–`9`, `.` and `-`.
    BadId(String),
    /// An id used twice.
    DuplicateId(String),
    /// `{name}` that names no symbol.
    UnknownGlyph(String),
    /// `{`, `*` or `[words](` not closed on its line, or `[words]` without `(id)`.
    Unclosed(char),
    /// A link to a section that does not exist.
    UnknownLink(String),
    /// No section at all.
    Empty,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            ErrorKind::TextBeforeHeading => write!(f, "text before the first heading"),
            ErrorKind::BadHeading => write!(f, "a heading is `# id Title` or `## id Title`"),
            ErrorKind::BadId(id) => write!(f, "the id {id:?} may hold only a-z, 0-9, `.` and `-`"),
            ErrorKind::DuplicateId(id) => write!(f, "the id {id:?} is used twice"),
            ErrorKind::UnknownGlyph(name) => write!(f, "no symbol is named {{{name}}}"),
            ErrorKind::Unclosed(c) => write!(f, "`{c}` is not closed"),
            ErrorKind::UnknownLink(id) => write!(f, "the link to {id:?} names no section"),
            ErrorKind::Empty => write!(f, "the text has no section"),
        }
    }
}

impl std::error::Error for ParseError {}

/// The block being read: its kind, the line it starts on, its raw text (one per list item).
struct Open {
    list: Option<bool>,
    line: usize,
    raw: Vec<String>,
}

/// Reads the rules' text.
pub fn parse(text: &str) -> Result<Doc, ParseError> {
    let mut sections: Vec<Section> = Vec::new();
    let mut links: Vec<(usize, String)> = Vec::new();
    let mut open: Option<Open> = None;
    for (k, line) in text.lines().enumerate() {
        let n = k + 1;
        let trimmed = line.trim();
        if trimmed.is_empty() {
            close(&mut open, &mut sections, &mut links)?;
            continue;
        }
        if trimmed.starts_with('#') {
            close(&mut open, &mut sections, &mut links)?;
            let section = heading(trimmed, n)?;
            // A subsection belongs to a section before it.
            if section.depth == 2 && sections.is_empty() {
                return Err(ParseError { line: n, kind: ErrorKind::BadHeading });
            }
            if sections.iter().any(|s| s.id == section.id) {
                return Err(ParseError { line: n, kind: ErrorKind::DuplicateId(section.id) });
            }
            sections.push(section);
            continue;
        }
        if sections.is_empty() {
            return Err(ParseError { line: n, kind: ErrorKind::TextBeforeHeading });
        }
        match (item_start(trimmed), open.as_mut()) {
            (Some((numbered, rest)), Some(o)) if o.list == Some(numbered) => o.raw.push(rest.to_string()),
            (Some((numbered, rest)), _) => {
                close(&mut open, &mut sections, &mut links)?;
                open = Some(Open { list: Some(numbered), line: n, raw: vec![rest.to_string()] });
            }
            (None, Some(o)) => {
                if let Some(last) = o.raw.last_mut() {
                    last.push(' ');
                    last.push_str(trimmed);
                }
            }
            (None, None) => open = Some(Open { list: None, line: n, raw: vec![trimmed.to_string()] }),
        }
    }
    close(&mut open, &mut sections, &mut links)?;
    if sections.is_empty() {
        return Err(ParseError { line: 1, kind: ErrorKind::Empty });
    }
    if let Some((line, to)) = links.into_iter().find(|(_, to)| !sections.iter().any(|s| &s.id == to)) {
        return Err(ParseError { line, kind: ErrorKind::UnknownLink(to) });
    }
    Ok(Doc { sections })
}

/// A heading line: `#` or `##`, an id, a title.
fn heading(line: &str, n: usize) -> Result<Section, ParseError> {
    let bad = |kind| ParseError { line: n, kind };
    let (marks, rest) = line.split_once(' ').ok_or(bad(ErrorKind::BadHeading))?;
    let depth = match marks {
        "#" => 1,
        "##" => 2,
        _ => return Err(bad(ErrorKind::BadHeading)),
    };
    let (id, title) = rest.trim_start().split_once(' ').ok_or(bad(ErrorKind::BadHeading))?;
    let title = title.trim();
    if title.is_empty() {
        return Err(bad(ErrorKind::BadHeading));
    }
    if !id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'.' || b == b'-') {
        return Err(bad(ErrorKind::BadId(id.to_string())));
    }
    Ok(Section { id: id.to_string(), depth, title: title.to_string(), blocks: Vec::new() })
}

/// Whether a line starts a list item (`- ` or `12. `): numbered or not, and the rest.
fn item_start(line: &str) -> Option<(bool, &str)> {
    if let Some(rest) = line.strip_prefix("- ") {
        return Some((false, rest.trim_start()));
    }
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    let rest = line[digits..].strip_prefix(". ")?;
    (digits > 0).then(|| (true, rest.trim_start()))
}

/// Ends the open block, if any, and adds it to the last section.
fn close(
    open: &mut Option<Open>,
    sections: &mut [Section],
    links: &mut Vec<(usize, String)>,
) -> Result<(), ParseError> {
    let Some(o) = open.take() else { return Ok(()) };
    let mut items = Vec::with_capacity(o.raw.len());
    for raw in &o.raw {
        items.push(inlines(raw, o.line, links)?);
    }
    let block = match o.list {
        Some(numbered) => Block::List { numbered, items },
        None => Block::Para(items.pop().unwrap_or_default()),
    };
    if let Some(section) = sections.last_mut() {
        section.blocks.push(block);
    }
    Ok(())
}

/// The pieces of a paragraph's or an item's text, which starts on `line`.
fn inlines(raw: &str, line: usize, links: &mut Vec<(usize, String)>) -> Result<Vec<Inline>, ParseError> {
    let unclosed = |c| ParseError { line, kind: ErrorKind::Unclosed(c) };
    let mut out = Vec::new();
    let mut rest = raw;
    while let Some(i) = rest.find(['{', '*', '[']) {
        if i > 0 {
            out.push(Inline::Text(rest[..i].to_string()));
        }
        let c = rest[i..].chars().next().unwrap_or_default();
        let after = &rest[i + 1..];
        rest = match c {
            '{' => {
                let (name, tail) = after.split_once('}').ok_or(unclosed('{'))?;
                let glyph = Glyph::from_name(name)
                    .ok_or(ParseError { line, kind: ErrorKind::UnknownGlyph(name.to_string()) })?;
                out.push(Inline::Glyph(glyph));
                tail
            }
            '*' => {
                let (strong, tail) = after.split_once('*').ok_or(unclosed('*'))?;
                out.push(Inline::Strong(strong.to_string()));
                tail
            }
            _ => {
                let (text, tail) = after.split_once("](").ok_or(unclosed('['))?;
                let (to, tail) = tail.split_once(')').ok_or(unclosed('['))?;
                links.push((line, to.to_string()));
                out.push(Inline::Link { to: to.to_string(), text: text.to_string() });
                tail
            }
        };
    }
    if !rest.is_empty() {
        out.push(Inline::Text(rest.to_string()));
    }
    Ok(out)
}
