//! The SVG writer: markup appended to one string from templates, in which `@` stands for a
//! number and `$` for a piece of markup. Numbers are written from integers (tenths of a unit,
//! hundredths in an icon's path data), so that no float formatting code is needed, and text is
//! escaped for XML.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::ops::Range;
use std::sync::Arc;

/// The markup being written.
pub struct Svg<'a> {
    out: String,
    /// Where each area starts and ends (see [`Drawing`]).
    cuts: Vec<usize>,
    /// What each area was drawn from (see [`Drawing`]).
    keys: Vec<Option<u64>>,
    /// The parts written so far (see [`Svg::part`]).
    parts: Vec<Part>,
    /// The drawing before, whose parts drawn from the same inputs are copied (see
    /// [`Svg::copy_parts_from`]).
    earlier: Option<&'a Drawing>,
    /// The printed shapes of the layered areas (see [`Svg::layered`]), in the order written.
    printed: Vec<Printed>,
    /// Where each area's printed shapes start (see `cuts`).
    printed_cuts: Vec<usize>,
    /// In a layered area: where its layers go in the markup, and its first printed shape.
    layers: Option<(usize, usize)>,
    /// A class added to the printed shapes' looks (see [`Svg::fade`]).
    variant: &'static str,
}

/// A part of a drawing: what it was drawn from (a hash of its inputs), where its markup starts
/// and ends, and its printed shapes (see [`Svg::print`]).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Part {
    key: u64,
    markup: Range<usize>,
    printed: Range<usize>,
}

/// The layers of a layered area, bottom to top (see [`Svg::layered`]). In each, shapes of
/// different looks never overlap: a layer's paths are drawn one look after the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layer {
    /// The panel, and the cards and boxes on it.
    Ground,
    /// What is printed on a card under a symbol: a yellow bonus's ground, a follower's space, a
    /// category's badge.
    Plate,
    /// The printed symbols.
    Symbols,
    /// The labels of a glyph or two printed over the symbols: a number, an initial, a sign
    /// (see [`Svg::label`]).
    Labels,
}

/// A printed shape or label kept for its area's layers: its layer, its look (its classes, its
/// stroke's width and its font size in hundredths when given) and its ink.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Printed {
    layer: Layer,
    class: &'static str,
    variant: &'static str,
    stroke: Option<i64>,
    size: Option<i64>,
    ink: Ink,
}

/// What a printed thing draws, shared by the drawings that copy it (a decision's drawing copies
/// the unchanged areas' printed things from the last one's).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Ink {
    /// A shape's outline: path data.
    Outline(Arc<str>),
    /// A label's glyphs.
    Glyphs(Arc<Glyphs>),
}

/// A label's glyphs (escaped), with the lists of their centres' `x` and `y`.
#[derive(Debug, PartialEq, Eq)]
struct Glyphs {
    x: String,
    y: String,
    text: String,
}

impl Printed {
    /// Whether `other` is drawn in the same element.
    fn same_look(&self, other: &Printed) -> bool {
        (self.layer, self.class, self.variant, self.stroke, self.size)
            == (other.layer, other.class, other.variant, other.stroke, other.size)
    }
}

impl<'a> Svg<'a> {
    /// An empty writer with room for `bytes` of markup.
    pub fn with_capacity(bytes: usize) -> Svg<'a> {
        Svg {
            out: String::with_capacity(bytes),
            cuts: Vec::new(),
            keys: Vec::new(),
            parts: Vec::new(),
            earlier: None,
            printed: Vec::new(),
            printed_cuts: Vec::new(),
            layers: None,
            variant: "",
        }
    }

    /// From now on, a part drawn from the same inputs as one of `earlier` (a drawing of the same
    /// words and arrangement) is copied from it rather than drawn again (see [`Svg::part`]).
    pub fn copy_parts_from(&mut self, earlier: Option<&'a Drawing>) {
        self.earlier = earlier;
        // Room for as many as it has, which this one copies most of: grown as they come, their
        // lists were copied over and over.
        if let Some(earlier) = earlier {
            self.printed.reserve(earlier.printed.len());
            self.parts.reserve(earlier.parts.len());
        }
    }

    /// Writes a part of an area as `draw` draws it from `inputs` (everything it reads, its own
    /// parts' inputs included, named apart from other parts'), or copies it from the drawing
    /// before when it was drawn there from the same (see [`Svg::copy_parts_from`]): an area
    /// drawn again for one change (a target offered in one of its cards) draws again only the
    /// parts that change.
    pub fn part(&mut self, inputs: impl Hash, draw: impl FnOnce(&mut Svg<'a>)) {
        let mut h = DefaultHasher::new();
        inputs.hash(&mut h);
        let key = h.finish();
        let (start, first) = (self.out.len(), self.printed.len());
        match self.earlier.and_then(|d| d.part(key)) {
            Some(part) => self.copy(part.markup.clone(), part.printed.clone()),
            None => draw(self),
        }
        self.parts.push(Part { key, markup: start..self.out.len(), printed: first..self.printed.len() });
    }

    /// Appends area `k` of the drawing before (drawn from the same inputs, see
    /// [`Svg::copy_parts_from`]).
    pub fn copy_area(&mut self, k: usize) {
        let Some(earlier) = self.earlier else { return };
        let (Some(markup), Some(printed)) = (window(&earlier.cuts, k), window(&earlier.printed_cuts, k))
        else {
            return;
        };
        self.copy(markup, printed);
    }

    /// Appends the markup `markup` of the drawing before, its printed shapes `printed` (a part's
    /// go into this area's layers) and the parts inside it ([`Svg::part`] records the whole one).
    fn copy(&mut self, markup: Range<usize>, printed: Range<usize>) {
        let Some(earlier) = self.earlier else { return };
        let (start, first) = (self.out.len(), self.printed.len());
        self.out.push_str(&earlier.markup[markup.clone()]);
        self.printed.extend_from_slice(&earlier.printed[printed.clone()]);
        let inside = earlier
            .parts
            .iter()
            .filter(|p| markup.start <= p.markup.start && p.markup.end <= markup.end && p.markup != markup);
        let moved = |r: &Range<usize>, from: usize, to: usize| r.start - from + to..r.end - from + to;
        self.parts.extend(inside.map(|p| Part {
            key: p.key,
            markup: moved(&p.markup, markup.start, start),
            printed: moved(&p.printed, printed.start, first),
        }));
    }

    /// Draws an area whose printed shapes ([`Svg::print`]) and labels ([`Svg::label`]) go in
    /// layers where `draw` starts, each look one element: a frame paints each element with work
    /// of its own, and a new zoom level restyles each label that it shows or hides.
    pub fn layered(&mut self, draw: impl FnOnce(&mut Svg<'a>)) {
        let outer = self.layers.replace((self.out.len(), self.printed.len()));
        draw(self);
        let Some((at, first)) = std::mem::replace(&mut self.layers, outer) else { return };
        // Written at the end, then moved to where the area's layers go.
        let (printed, end) = (std::mem::take(&mut self.printed), self.out.len());
        let shapes = &printed[first..];
        // Each look once, in the order of its first shape: an area has hundreds of shapes in a
        // few dozen looks.
        let mut looks: Vec<&Printed> = Vec::new();
        for shape in shapes {
            if !looks.iter().any(|look| look.same_look(shape)) {
                looks.push(shape);
            }
        }
        for layer in [Layer::Ground, Layer::Plate, Layer::Symbols, Layer::Labels] {
            for look in looks.iter().filter(|look| look.layer == layer) {
                self.ink(look, shapes.iter().filter(|p| p.same_look(look)));
            }
        }
        self.printed = printed;
        let layers = self.out.split_off(end);
        self.out.insert_str(at, &layers);
        for part in self.parts.iter_mut().filter(|p| p.markup.end > at) {
            if part.markup.start >= at {
                part.markup.start += layers.len();
            }
            part.markup.end += layers.len();
        }
    }

    /// Appends one element in the look of `look` drawing the ink of `all` (of that look).
    fn ink<'p>(&mut self, look: &Printed, all: impl Iterator<Item = &'p Printed> + Clone) {
        match look.ink {
            Ink::Outline(_) => self.path(
                look,
                all.filter_map(|p| match &p.ink {
                    Ink::Outline(d) => Some(&**d),
                    Ink::Glyphs(_) => None,
                }),
            ),
            Ink::Glyphs(_) => self.glyphs(
                look,
                all.filter_map(|p| match &p.ink {
                    Ink::Glyphs(g) => Some((g.x.as_str(), g.y.as_str(), g.text.as_str())),
                    Ink::Outline(_) => None,
                }),
            ),
        }
    }

    /// Appends a path of `outlines` in the look of `look` (see [`Svg::print`]).
    fn path<'d>(&mut self, look: &Printed, outlines: impl Iterator<Item = &'d str>) {
        self.open("path", look);
        self.push(" d=\"");
        outlines.for_each(|d| self.push(d));
        self.push("\"");
        self.sizes(look);
        self.push("/>");
    }

    /// Appends a text of `labels` (each its `x` list, its `y` list and its glyphs) in the look of
    /// `look` (see [`Svg::label`]): its `x` and `y` lists place each glyph on its own point.
    fn glyphs<'d>(
        &mut self,
        look: &Printed,
        labels: impl Iterator<Item = (&'d str, &'d str, &'d str)> + Clone,
    ) {
        self.open("text", look);
        self.sizes(look);
        for (attribute, y) in [(" x=\"", false), (" y=\"", true)] {
            self.push(attribute);
            for (k, (xs, ys, _)) in labels.clone().enumerate() {
                self.push(if k > 0 { " " } else { "" });
                self.push(if y { ys } else { xs });
            }
            self.push("\"");
        }
        // Hidden from assistive technology, alone or not (an area's labels side by side would
        // read as one string): their area's words and targets say what they mean.
        self.push(" aria-hidden=\"true\">");
        labels.for_each(|(_, _, text)| self.push(text));
        self.push("</text>");
    }

    /// Opens a `tag` element of the classes of `look`.
    fn open(&mut self, tag: &str, look: &Printed) {
        self.put("<$ class=\"$", &[tag, look.class], &[]);
        if !look.variant.is_empty() {
            self.put(" $", &[look.variant], &[]);
        }
        self.push("\"");
    }

    /// Writes the stroke's width and the font size of `look`, when it has them.
    fn sizes(&mut self, look: &Printed) {
        for (name, value) in [(" stroke-width=\"", look.stroke), (" font-size=\"", look.size)] {
            if let Some(v) = value {
                self.push(name);
                self.decimal(v, 2);
                self.push("\"");
            }
        }
    }

    /// A printed shape of look `class` (`stroke` wide) drawn by `outline`: kept for its area's
    /// `layer` in a layered area ([`Svg::layered`]), else a path of its own.
    pub fn print(
        &mut self,
        layer: Layer,
        class: &'static str,
        stroke: Option<f64>,
        outline: impl FnOnce(&mut Svg<'a>),
    ) {
        let start = self.out.len();
        outline(self);
        let d = self.out.split_off(start);
        let stroke = hundredths(stroke);
        let shape =
            Printed { layer, class, variant: self.variant, stroke, size: None, ink: Ink::Outline(d.into()) };
        self.keep(shape);
    }

    /// A printed label of look `class` (`stroke` wide, at `size` or its class's): `text`, a few
    /// glyphs without spaces, centred on (`x`, `y`), each glyph's centre `offsets` from `x`. In a
    /// layered area ([`Svg::layered`]) one text holds every label of its look.
    pub fn label(
        &mut self,
        class: &'static str,
        size: Option<f64>,
        stroke: Option<f64>,
        (x, y): (f64, f64),
        text: &str,
        offsets: impl Iterator<Item = f64>,
    ) {
        // Among other labels each glyph is placed on its own; alone, the text is centred.
        let xs: Vec<f64> = match self.layers {
            Some(_) => offsets.map(|dx| x + dx).collect(),
            None => vec![x],
        };
        let (x, y) = (self.list(xs.iter().copied()), self.list(xs.iter().map(|_| y)));
        let start = self.out.len();
        self.text(text);
        let text = self.out.split_off(start);
        let (size, stroke) = (hundredths(size), hundredths(stroke));
        let ink = Ink::Glyphs(Arc::new(Glyphs { x, y, text }));
        self.keep(Printed { layer: Layer::Labels, class, variant: self.variant, stroke, size, ink });
    }

    /// `values` as an attribute's list of numbers ("12 3.5"), written apart from the markup.
    fn list(&mut self, values: impl Iterator<Item = f64>) -> String {
        let start = self.out.len();
        for (k, v) in values.enumerate() {
            self.push(if k > 0 { " " } else { "" });
            self.num(v);
        }
        self.out.split_off(start)
    }

    /// Keeps `printed` for its area's layers in a layered area, or writes it where it stands.
    fn keep(&mut self, printed: Printed) {
        match self.layers {
            Some(_) => self.printed.push(printed),
            None => self.ink(&printed, std::iter::once(&printed)),
        }
    }

    /// Draws with `variant` added to the looks of the printed shapes (a removed place's
    /// symbols, faded).
    pub fn fade(&mut self, variant: &'static str, draw: impl FnOnce(&mut Svg<'a>)) {
        let outer = std::mem::replace(&mut self.variant, variant);
        draw(self);
        self.variant = outer;
    }

    /// Appends the outline of a rectangle with rounded corners: each side, then its corner's
    /// quarter turn.
    pub fn rounded_rect(&mut self, x: f64, y: f64, w: f64, h: f64, r: f64) {
        let (across, down) = (w - 2.0 * r, h - 2.0 * r);
        self.t("M@ @h@", &[x + r, y, across]);
        self.t("a@ @ 0 0 1 @ @v@", &[r, r, r, r, down]);
        self.t("a@ @ 0 0 1 @ @h@", &[r, r, -r, r, -across]);
        self.t("a@ @ 0 0 1 @ @v@", &[r, r, -r, -r, -down]);
        self.t("a@ @ 0 0 1 @ @Z", &[r, r, r, -r]);
    }

    /// Appends the outline of a circle.
    pub fn circle(&mut self, cx: f64, cy: f64, r: f64) {
        self.t("M@ @a@ @ 0 1 0 @ 0a@ @ 0 1 0 -@ 0Z", &[cx - r, cy, r, r, 2.0 * r, r, r, 2.0 * r]);
    }

    /// Appends literal markup.
    pub fn push(&mut self, markup: &str) {
        self.out.push_str(markup);
    }

    /// Appends `template`, each `@` replaced by the next of `nums` (see [`Svg::num`]) and each
    /// `$` by the next of `strs` (markup, not escaped).
    pub fn put(&mut self, template: &str, strs: &[&str], nums: &[f64]) {
        let (mut strs, mut nums) = (strs.iter(), nums.iter());
        let mut rest = template;
        // A byte scan: both marks are ASCII, and this runs for every element of a sheet.
        while let Some(i) = rest.bytes().position(|b| b == b'@' || b == b'$') {
            self.out.push_str(&rest[..i]);
            if rest.as_bytes()[i] == b'@' {
                self.num(nums.next().copied().unwrap_or_default());
            } else {
                self.out.push_str(strs.next().copied().unwrap_or_default());
            }
            rest = &rest[i + 1..];
        }
        self.out.push_str(rest);
    }

    /// Appends `template`, each `@` replaced by the next of `nums` (see [`Svg::num`]).
    pub fn t(&mut self, template: &str, nums: &[f64]) {
        self.put(template, &[], nums);
    }

    /// Appends a coordinate or length: rounded to one decimal, written without it when whole
    /// ("12", "-3.5").
    pub fn num(&mut self, v: f64) {
        self.decimal(nearest(v * 10.0), 1);
    }

    /// Appends `units` of a unit's 10^-`places` as a decimal without trailing zeros ("12",
    /// "-3.5", "0.07").
    fn decimal(&mut self, units: i64, places: u32) {
        if units < 0 {
            self.out.push('-');
        }
        let (u, one) = (units.unsigned_abs(), 10u64.pow(places));
        self.int(u / one);
        let (mut fraction, mut digits) = (u % one, places);
        while digits > 0 && fraction.is_multiple_of(10) {
            fraction /= 10;
            digits -= 1;
        }
        if digits > 0 {
            self.out.push('.');
            // The zeros after the point ("0.07").
            let mut column = 10u64.pow(digits - 1);
            while fraction < column {
                self.out.push('0');
                column /= 10;
            }
            self.int(fraction);
        }
    }

    /// Appends a whole number (its digits, with no formatting machinery).
    fn int(&mut self, mut n: u64) {
        let mut digits = [0u8; 20];
        let mut i = digits.len();
        loop {
            i -= 1;
            digits[i] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        self.out.extend(digits[i..].iter().map(|&d| char::from(d)));
    }

    /// Appends the path data `d` (absolute commands, drawn around the origin: an icon's 100 ×
    /// 100 box) scaled by `k` and moved to (`x`, `y`), its numbers in hundredths: the shape that
    /// `d` has under `translate(x y) scale(k)`, without the transform. Each transform of an
    /// element is a node of the browser's paint property trees and starts a new run of its
    /// painting; the sheet's icons had hundreds, and a slow phone's frames spent the longest
    /// part of their time on them (`docs/table-speed.md`).
    pub fn path_at(&mut self, d: &str, x: f64, y: f64, k: f64) {
        let bytes = d.as_bytes();
        let (mut command, mut i, mut pos) = (b'M', 0usize, 0usize);
        while pos < bytes.len() {
            let b = bytes[pos];
            if b.is_ascii_alphabetic() {
                (command, i) = (b, 0);
                self.out.push(char::from(b));
                pos += 1;
                continue;
            }
            // A separator, or a byte that is neither a command nor part of a number, is skipped.
            if !matches!(b, b'-' | b'+' | b'.' | b'0'..=b'9') {
                pos += 1;
                continue;
            }
            // A number: a sign, digits and at most one dot (a second dot starts the next one).
            // Read digit by digit: the page's code has no float parser to carry.
            let sign = if b == b'-' { -1.0 } else { 1.0 };
            if matches!(b, b'-' | b'+') {
                pos += 1;
            }
            // `unit`: the value of the next digit after the point (none read yet: 1).
            let (mut v, mut unit, mut dot) = (0.0, 1.0, false);
            while let Some(&c) = bytes.get(pos) {
                match c {
                    b'.' if !dot => dot = true,
                    b'0'..=b'9' if dot => {
                        unit /= 10.0;
                        v += f64::from(c - b'0') * unit;
                    }
                    b'0'..=b'9' => v = v * 10.0 + f64::from(c - b'0'),
                    _ => break,
                }
                pos += 1;
            }
            let v = sign * v;
            let value = match path_number(command, i) {
                PathNumber::X => x + v * k,
                PathNumber::Y => y + v * k,
                PathNumber::Length => v * k,
                PathNumber::Kept => v,
            };
            let hundredths = nearest(value * 100.0);
            // A minus sign parts two numbers; after the command, nothing needs to.
            if hundredths >= 0 && !self.out.ends_with(|c: char| c.is_ascii_alphabetic()) {
                self.out.push(' ');
            }
            self.decimal(hundredths, 2);
            i += 1;
        }
    }

    /// Appends text escaped for XML, for element content and double-quoted attributes.
    pub fn text(&mut self, text: &str) {
        let mut rest = text;
        while let Some(i) = rest.bytes().position(|b| matches!(b, b'&' | b'<' | b'>' | b'"')) {
            self.out.push_str(&rest[..i]);
            self.out.push_str(match rest.as_bytes()[i] {
                b'&' => "&amp;",
                b'<' => "&lt;",
                b'>' => "&gt;",
                _ => "&quot;",
            });
            rest = &rest[i + 1..];
        }
        self.out.push_str(rest);
    }

    /// Marks the start of an area (and the end of the one before), drawn from what `key` names
    /// (see [`Drawing`]).
    pub fn cut(&mut self, key: Option<u64>) {
        self.end_areas();
        self.keys.push(key);
    }

    /// Marks the end of the last area.
    pub fn end_areas(&mut self) {
        self.cuts.push(self.out.len());
        self.printed_cuts.push(self.printed.len());
    }

    /// The markup written so far.
    pub fn written(&self) -> &str {
        &self.out
    }

    /// The markup written so far.
    pub fn finish(self) -> String {
        self.out
    }

    /// The markup written so far, with its areas and parts.
    pub fn drawing(self) -> Drawing {
        Drawing {
            markup: self.out,
            cuts: self.cuts,
            keys: self.keys,
            parts: self.parts,
            printed: self.printed,
            printed_cuts: self.printed_cuts,
        }
    }
}

/// A length in hundredths of a unit.
fn hundredths(v: Option<f64>) -> Option<i64> {
    v.map(|v| nearest(v * 100.0))
}

/// The range from `cuts[k]` to `cuts[k + 1]`.
fn window(cuts: &[usize], k: usize) -> Option<Range<usize>> {
    Some(*cuts.get(k)?..*cuts.get(k + 1)?)
}

/// What a number of path data is, by its command and its place after it (see [`Svg::path_at`]).
enum PathNumber {
    X,
    Y,
    Length,
    Kept,
}

/// The `i`-th number after `command`: a coordinate of an absolute command, a length (a relative
/// command's coordinate, an arc's radius), or an arc's angle or flag, kept as it is.
fn path_number(command: u8, i: usize) -> PathNumber {
    let relative = command.is_ascii_lowercase();
    let axis = match command.to_ascii_uppercase() {
        b'H' => PathNumber::X,
        b'V' => PathNumber::Y,
        b'A' => match i % 7 {
            0 | 1 => return PathNumber::Length,
            2..=4 => return PathNumber::Kept,
            5 => PathNumber::X,
            _ => PathNumber::Y,
        },
        _ if i.is_multiple_of(2) => PathNumber::X,
        _ => PathNumber::Y,
    };
    if relative {
        PathNumber::Length
    } else {
        axis
    }
}

/// An area's place in a drawing's skeleton (see [`Drawing::skeleton`]).
const EMPTY_AREA: &str = "<svg class=\"layer\"></svg>";

/// A whole drawing (a sheet: its root, the `<svg>` of its paper, then its areas) whose last
/// children are its areas, each drawn apart, so that a page can replace only the areas that
/// changed, and the next drawing can copy those whose inputs did not change.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Drawing {
    /// The markup of the whole drawing.
    pub markup: String,
    /// Where each area starts, then where the last one ends.
    cuts: Vec<usize>,
    /// What each area was drawn from: a hash of its inputs (the same key, the same markup), or
    /// `None` for an area drawn every time.
    keys: Vec<Option<u64>>,
    /// The parts of its areas drawn from known inputs (see [`Svg::part`]).
    parts: Vec<Part>,
    /// The printed shapes of its layered areas (see [`Svg::print`]).
    printed: Vec<Printed>,
    /// Where each area's printed shapes start, then where the last one's end.
    printed_cuts: Vec<usize>,
}

impl Drawing {
    /// The markup of each area, in order: the last children of the root, one element each.
    pub fn areas(&self) -> impl Iterator<Item = &str> {
        self.cuts.windows(2).map(|w| &self.markup[w[0]..w[1]])
    }

    /// The markup before the areas: the root and the header (the words, name and arrangement).
    pub fn before_areas(&self) -> Option<&str> {
        Some(&self.markup[..*self.cuts.first()?])
    }

    /// The markup of area `k`.
    pub fn area(&self, k: usize) -> Option<&str> {
        Some(&self.markup[window(&self.cuts, k)?])
    }

    /// The markup of the drawing with each area an empty `<svg>` in its place: what a page puts
    /// in first when it puts the areas in one by one (see `sheet::fill`).
    pub fn skeleton(&self) -> String {
        let Some((before, after, _)) = self.frame() else { return self.markup.clone() };
        let mut out =
            String::with_capacity(before.len() + after.len() + EMPTY_AREA.len() * self.area_count());
        out.push_str(before);
        (0..self.area_count()).for_each(|_| out.push_str(EMPTY_AREA));
        out.push_str(after);
        out
    }

    /// Where a part drawn from `key` (see [`Svg::part`]) starts and ends, if there is one.
    fn part(&self, key: u64) -> Option<&Part> {
        self.parts.iter().find(|p| p.key == key)
    }

    /// Whether area `k` was drawn from `key`.
    pub fn drawn_from(&self, k: usize, key: u64) -> bool {
        self.keys.get(k) == Some(&Some(key))
    }

    /// Whether area `k` is the same in `other`, a drawing of the same frame (see
    /// [`Drawing::same_frame`]): drawn from the same inputs (the same key), else the same markup.
    /// A key spares comparing an area copied from one drawing to the next.
    pub fn same_area(&self, other: &Drawing, k: usize) -> bool {
        match (self.keys.get(k), other.keys.get(k)) {
            (Some(Some(a)), Some(Some(b))) if a == b => true,
            _ => self.area(k) == other.area(k),
        }
    }

    /// How many areas it has.
    pub fn area_count(&self) -> usize {
        self.cuts.len().saturating_sub(1)
    }

    /// Whether `other` differs from this drawing in its areas only (the same root, shared
    /// paint and areas but for their contents): then replacing the areas that differ is enough.
    pub fn same_frame(&self, other: &Drawing) -> bool {
        self.frame().is_some() && self.frame() == other.frame()
    }

    /// The markup around the areas, and the number of areas.
    fn frame(&self) -> Option<(&str, &str, usize)> {
        let (&first, &last) = (self.cuts.first()?, self.cuts.last()?);
        Some((&self.markup[..first], &self.markup[last..], self.cuts.len()))
    }
}

/// `v` rounded to the nearest whole number, halves away from zero, by the floor that wasm has as
/// an instruction: `f64::round` is a call into the maths library there, and this rounds every
/// number of every drawing.
fn nearest(v: f64) -> i64 {
    let r = (v.abs() + 0.5).floor() as i64;
    if v < 0.0 {
        -r
    } else {
        r
    }
}

/// `"s"` after a count other than one.
pub fn plural(count: impl Into<u32>) -> &'static str {
    if count.into() == 1 {
        ""
    } else {
        "s"
    }
}
