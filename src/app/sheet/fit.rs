//! How wide a line of text is drawn, so that the sheet can fit its words in their boxes in
//! every language: French words are longer than English ones, and a label sized by its
//! character count would run into its neighbours.
//!
//! The widths are the advances of the sheet's typeface (Source Serif 4, `style/sheet.css`),
//! read from its font files. Letters with accents are as wide as their base letter there;
//! anything else outside ASCII has its own width below, or a generous guess; the invisible
//! directional marks (the isolates around a player's name) have none.

use crate::app::svg::Svg;
use crate::i18n::case;

/// A style of the typeface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Face {
    /// Upright, regular weight.
    Regular,
    /// Italic, regular weight.
    Italic,
    /// Upright, bold.
    Bold,
    /// Italic, bold.
    BoldItalic,
}

/// Advances of U+0020–U+007E, in thousandths of an em: regular.
const REGULAR: [u16; 95] = [
    237, 289, 381, 525, 518, 932, 728, 182, 362, 362, 458, 534, 302, 320, 302, 341, 529, 529, 529, 529, 529,
    529, 529, 529, 529, 529, 302, 302, 534, 534, 534, 414, 834, 712, 653, 662, 739, 638, 612, 723, 814, 376,
    381, 710, 618, 935, 768, 738, 621, 738, 690, 544, 632, 758, 709, 1005, 672, 667, 586, 335, 341, 335, 534,
    514, 400, 541, 619, 520, 614, 533, 369, 557, 641, 329, 303, 594, 329, 955, 643, 579, 622, 601, 456, 465,
    359, 628, 579, 836, 569, 586, 490, 359, 290, 359, 534,
];
/// Advances of U+0020–U+007E, in thousandths of an em: italic.
const ITALIC: [u16; 95] = [
    227, 305, 456, 573, 524, 928, 701, 259, 385, 385, 480, 534, 300, 314, 300, 339, 537, 537, 537, 537, 537,
    537, 537, 537, 537, 537, 300, 300, 534, 534, 534, 459, 880, 683, 622, 614, 703, 604, 572, 669, 772, 365,
    361, 688, 584, 935, 746, 674, 571, 674, 646, 505, 591, 725, 652, 917, 667, 593, 561, 345, 331, 345, 534,
    512, 400, 554, 524, 434, 557, 442, 325, 511, 580, 320, 275, 497, 298, 869, 596, 526, 543, 520, 426, 383,
    354, 597, 511, 777, 564, 515, 493, 390, 286, 390, 534,
];
/// Advances of U+0020–U+007E, in thousandths of an em: bold.
const BOLD: [u16; 95] = [
    218, 343, 471, 566, 562, 970, 751, 235, 409, 409, 459, 563, 312, 352, 312, 390, 569, 569, 569, 569, 569,
    569, 569, 569, 569, 569, 312, 312, 563, 563, 563, 448, 905, 712, 686, 664, 751, 630, 608, 727, 803, 400,
    409, 744, 614, 925, 746, 746, 655, 746, 728, 578, 671, 756, 703, 1037, 685, 667, 599, 380, 390, 380, 563,
    543, 400, 570, 643, 535, 634, 547, 381, 591, 660, 344, 325, 640, 346, 969, 662, 602, 644, 626, 497, 487,
    379, 654, 584, 866, 603, 598, 506, 371, 315, 371, 563,
];
/// Advances of U+0020–U+007E, in thousandths of an em: bold italic.
const BOLD_ITALIC: [u16; 95] = [
    214, 309, 511, 603, 564, 984, 750, 279, 404, 404, 470, 563, 318, 345, 318, 390, 575, 575, 575, 575, 575,
    575, 575, 575, 575, 575, 318, 318, 563, 563, 563, 462, 894, 708, 648, 622, 719, 603, 577, 681, 782, 393,
    380, 717, 583, 916, 719, 695, 617, 695, 692, 518, 621, 704, 664, 948, 658, 619, 573, 367, 387, 367, 563,
    538, 400, 608, 579, 493, 612, 502, 375, 577, 629, 338, 311, 566, 335, 930, 640, 577, 593, 588, 492, 442,
    385, 640, 550, 839, 609, 569, 535, 360, 311, 360, 563,
];

/// The base letter of an accented Latin letter (the typeface draws both the same width).
fn base(c: char) -> char {
    match c {
        'à' | 'â' | 'ä' | 'á' => 'a',
        'é' | 'è' | 'ê' | 'ë' => 'e',
        'î' | 'ï' | 'í' => 'i',
        'ô' | 'ö' | 'ó' => 'o',
        'ù' | 'û' | 'ü' | 'ú' => 'u',
        'ç' => 'c',
        'ÿ' => 'y',
        'À' | 'Â' | 'Ä' | 'Á' => 'A',
        'É' | 'È' | 'Ê' | 'Ë' => 'E',
        'Î' | 'Ï' | 'Í' => 'I',
        'Ô' | 'Ö' | 'Ó' => 'O',
        'Ù' | 'Û' | 'Ü' | 'Ú' => 'U',
        'Ç' => 'C',
        '\u{a0}' => ' ',
        other => other,
    }
}

/// The advance of `c` in `face`, in ems.
fn advance(c: char, face: Face) -> f64 {
    let table = match face {
        Face::Regular => &REGULAR,
        Face::Italic => &ITALIC,
        Face::Bold => &BOLD,
        Face::BoldItalic => &BOLD_ITALIC,
    };
    let c = base(c);
    let thousandths = match c {
        ' '..='~' => table[c as usize - 0x20],
        '’' | '‘' => 280,
        '·' => 320,
        '–' => 545,
        '—' => 845,
        '×' => 565,
        '…' => 905,
        '«' | '»' => 635,
        'œ' => 915,
        '\u{202f}' => 150,
        // The isolates around a name (`i18n::isolate`) and the other directional marks draw
        // nothing.
        '\u{200e}' | '\u{200f}' | '\u{2066}'..='\u{2069}' => 0,
        // Arrows and ∞ come from a fallback font: count them wide.
        _ => 1000,
    };
    f64::from(thousandths) / 1000.0
}

/// The width of `text` set at `size` in `face`.
pub fn width(text: &str, size: f64, face: Face) -> f64 {
    text.chars().map(|c| advance(c, face)).sum::<f64>() * size
}

/// Where the centre of each glyph of `text` set at `size` in `face` lies, from the centre of
/// the whole.
fn centres(text: &str, size: f64, face: Face) -> impl Iterator<Item = f64> + '_ {
    let half = width(text, size, face) / 2.0;
    text.chars().scan(-half, move |left, c| {
        let advance = advance(c, face) * size;
        *left += advance;
        Some(*left - advance / 2.0)
    })
}

/// The width of `text` set at `size` in bold small capitals (the panel titles): the typeface
/// has no small capitals of its own, so browsers draw capitals at 70 % for lower-case letters.
pub fn small_caps_width(text: &str, size: f64) -> f64 {
    let em: f64 = text
        .chars()
        .map(|c| {
            let u = case::upper(c);
            if u != c {
                advance(u, Face::Bold) * 0.7
            } else {
                advance(c, Face::Bold)
            }
        })
        .sum();
    em * size
}

/// The font size of a label's glyphs: its class's (which `style/sheet.css` sets, given here to
/// place them), or written on the label.
#[derive(Clone, Copy)]
pub enum GlyphSize {
    /// The size that the label's class sets.
    OfClass(f64),
    /// A size of its own, written on the label (an icon's number, scaled with the icon).
    Written(f64),
}

/// The bold glyphs `text` of look `class`, centred on `at`, each placed by the typeface's
/// advances at `size`: one of its area's labels (see [`Svg::label`]), outlined `halo` wide if
/// given.
pub fn bold_glyphs(
    s: &mut Svg,
    class: &'static str,
    size: GlyphSize,
    halo: Option<f64>,
    at: (f64, f64),
    text: &str,
) {
    let (px, written) = match size {
        GlyphSize::OfClass(px) => (px, None),
        GlyphSize::Written(px) => (px, Some(px)),
    };
    s.label(class, written, halo, at, text, centres(text, px, Face::Bold));
}

/// Writes the attributes that squeeze a text of natural width `natural` into `room`, if it
/// does not fit: its glyphs are narrowed, its size (its height) stays.
pub fn squeeze(s: &mut Svg, natural: f64, room: f64) {
    if natural > room {
        s.t(" textLength=\"@\" lengthAdjust=\"spacingAndGlyphs\"", &[room]);
    }
}

/// Splits `text` at the space nearest its middle (by width), for a label drawn on two lines;
/// `None` when it has no space.
pub fn split_in_two(text: &str, size: f64, face: Face) -> Option<(&str, &str)> {
    let half = width(text, size, face) / 2.0;
    text.match_indices(' ')
        .map(|(i, _)| (i, (width(&text[..i], size, face) - half).abs()))
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(i, _)| (&text[..i], &text[i + 1..]))
}
