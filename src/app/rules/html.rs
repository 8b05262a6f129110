//! The rules' window's contents as HTML, in one language: its heading (the title, the language
//! switch, the Close button), then the rules: a table of contents, then each section with its
//! id (`rules-6.1`), its paragraphs and lists, the sheet's symbols drawn inline. Every word
//! comes from the rules' text or the language layer, escaped, so the markup is safe to put
//! into the page.

use super::doc::{Block, Doc, Inline};
use crate::app::sheet::legend::glyph_svg;
use crate::app::svg::Svg;
use crate::i18n::Lang;

/// The prefix of the sections' HTML ids.
pub const ID_PREFIX: &str = "rules-";

/// The HTML of the window showing `doc`, the rules in `lang`: its other words (the heading, the
/// followers' initials) in that language too.
pub fn html(doc: &Doc, lang: Lang) -> String {
    let w = lang.words();
    let mut s = Svg::with_capacity(120_000);
    // The heading: the language switch has the classes and names of the screens' switch
    // (`LanguageSwitch`), and buttons the page's listener knows (`data-lang`, `data-close`).
    s.push("<header class=\"rules-head\"><h1 id=\"rules-title\" tabindex=\"-1\">");
    s.text(w.rules_title());
    s.push("</h1><div class=\"lang-switch\" role=\"group\" aria-label=\"");
    s.text(w.language_label());
    s.push("\">");
    for l in Lang::ALL {
        let (code, name, upper) = (l.code(), l.words().language_name(), l.code().to_ascii_uppercase());
        let pressed = if l == lang { "true" } else { "false" };
        s.put("<button type=\"button\" class=\"lang-choice\" lang=\"$\" data-lang=\"$\" aria-pressed=\"$\" aria-label=\"", &[code, code, pressed], &[]);
        s.text(&format!("{name}, {upper}"));
        s.push("\"><span class=\"lang-name\">");
        s.text(name);
        s.push("</span><span class=\"lang-code\" aria-hidden=\"true\">");
        s.text(&upper);
        s.push("</span></button>");
    }
    s.push("</div><button type=\"button\" class=\"rules-close\" data-close=\"\">");
    s.text(w.close());
    s.push("</button></header><div class=\"rules-body\" id=\"rules-body\">");
    s.push("<nav class=\"rules-toc\" aria-labelledby=\"rules-toc-h\"><h2 id=\"rules-toc-h\">");
    s.text(w.contents());
    s.push("</h2><ol>");
    for (k, section) in doc.sections.iter().enumerate() {
        let next_depth = doc.sections.get(k + 1).map_or(1, |n| n.depth);
        s.push("<li>");
        link(&mut s, &section.id, &heading(&section.id, &section.title));
        // A section followed by its subsections opens a nested list; the last subsection
        // closes it (the text starts with a section: see `doc`).
        match (section.depth, next_depth) {
            (1, 2) => s.push("<ol>"),
            (2, 1) => s.push("</li></ol></li>"),
            _ => s.push("</li>"),
        }
    }
    s.push("</ol></nav>");
    for section in &doc.sections {
        let h = if section.depth == 1 { "h2" } else { "h3" };
        s.put("<section class=\"rules-section\" id=\"$", &[ID_PREFIX], &[]);
        s.text(&section.id);
        s.put("\"><$ tabindex=\"-1\">", &[h], &[]);
        s.text(&heading(&section.id, &section.title));
        s.put("</$>", &[h], &[]);
        for block in &section.blocks {
            match block {
                Block::Para(inlines) => {
                    s.push("<p>");
                    pieces(&mut s, w, inlines);
                    s.push("</p>");
                }
                Block::List { numbered, items } => {
                    let tag = if *numbered { "ol" } else { "ul" };
                    s.put("<$>", &[tag], &[]);
                    for item in items {
                        s.push("<li>");
                        pieces(&mut s, w, item);
                        s.push("</li>");
                    }
                    s.put("</$>", &[tag], &[]);
                }
            }
        }
        s.push("</section>");
    }
    s.push("</div>");
    s.finish()
}

/// A section's heading: its number before its title when its id is one.
fn heading(id: &str, title: &str) -> String {
    if id.starts_with(|c: char| c.is_ascii_digit()) {
        format!("{id} {title}")
    } else {
        title.to_string()
    }
}

/// A link to the section `id`.
fn link(s: &mut Svg, id: &str, text: &str) {
    s.put("<a href=\"#$", &[ID_PREFIX], &[]);
    s.text(id);
    s.push("\" data-to=\"");
    s.text(id);
    s.push("\">");
    s.text(text);
    s.push("</a>");
}

fn pieces(s: &mut Svg, w: &dyn crate::i18n::Words, inlines: &[Inline]) {
    for piece in inlines {
        match piece {
            Inline::Text(t) => s.text(t),
            Inline::Strong(t) => {
                s.push("<strong>");
                s.text(t);
                s.push("</strong>");
            }
            Inline::Glyph(g) => glyph_svg(s, w, *g),
            Inline::Link { to, text } => link(s, to, text),
        }
    }
}
