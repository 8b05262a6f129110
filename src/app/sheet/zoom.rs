//! How far a phone's sheet is zoomed for a decision on it: one level per decision, chosen from
//! where its targets are, so that each is at least [`MIN_TARGET_PX`] across and, where they can
//! be, all of them are in view at once (then their areas seen whole across, titles included).
//! The page measures (`src/app/browser/reach.rs`); `style/main.css` and `style/sheet.css` draw
//! each level, and the labels that it makes large enough to read come back ([`Zoomed`]).

/// A level of zoom: the sheet seen whole, or 1.25, 1.6 or 2.5 times as wide as the screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    /// The whole sheet across the screen.
    #[default]
    Whole,
    /// 1.25 times the screen's width.
    Near,
    /// 1.6 times.
    Mid,
    /// 2.5 times: the widest, at which the sheet is laid out.
    Close,
}

/// The smallest side of a target, in CSS px.
pub const MIN_TARGET_PX: f64 = 24.0;

impl Level {
    /// Every level, the widest first.
    pub const WIDEST_FIRST: [Level; 4] = [Level::Close, Level::Mid, Level::Near, Level::Whole];

    /// How many times the screen's width the sheet is drawn.
    pub fn factor(self) -> f64 {
        match self {
            Level::Whole => 1.0,
            Level::Near => 1.25,
            Level::Mid => 1.6,
            Level::Close => 2.5,
        }
    }

    /// The value of the sheet's frame's `data-zoom` (none when whole), by which the style
    /// sheets draw the level.
    pub fn attr(self) -> Option<&'static str> {
        match self {
            Level::Whole => None,
            Level::Near => Some("1.25"),
            Level::Mid => Some("1.6"),
            Level::Close => Some("2.5"),
        }
    }
}

/// The smallest a label is drawn on a screen, in CSS px.
pub const MIN_LABEL_PX: f64 = 9.0;

/// The sheet's labels by the smallest size each group is drawn at, in the sheet's units, with the
/// class of a sheet's frame that shows them (`style/sheet.css`, where the style sheet hides each
/// group on a sheet seen whole too narrow for it: the same sizes).
const LABELS: [(f64, &str); 5] =
    [(11.0, "labels-11"), (14.0, "labels-14"), (18.0, "labels-18"), (21.0, "labels-21"), (24.0, "labels-24")];

/// A phone's sheet zoomed: its level, and the groups of labels (a bit per size of label) drawn large
/// enough at it that the sheet seen whole hides. The frame names those groups by class, rather
/// than the style sheet finding them from the level and the sheet's width: a change of level
/// then restyles only the labels it shows or hides (each label the style sheet finds by the
/// level is restyled at every change, a slow phone's long task).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Zoomed {
    /// The level.
    pub level: Level,
    labels: u8,
}

impl Zoomed {
    /// The sheet seen whole.
    pub const WHOLE: Zoomed = Zoomed { level: Level::Whole, labels: 0 };

    /// The sheet at `level`, seen whole at `px_per_unit` CSS px a unit.
    pub fn at(level: Level, px_per_unit: f64) -> Zoomed {
        let px = |size: f64, factor: f64| size * px_per_unit * factor;
        let labels = LABELS.iter().enumerate().fold(0, |bits, (i, &(size, _))| {
            let back = px(size, 1.0) < MIN_LABEL_PX && px(size, level.factor()) >= MIN_LABEL_PX;
            bits | (u8::from(back) << i)
        });
        Zoomed { level, labels }
    }

    /// This zoom's level with the labels of `other`: a sheet drawn a step at a time, between two
    /// zooms.
    pub fn with_labels_of(self, other: Zoomed) -> Zoomed {
        Zoomed { level: self.level, labels: other.labels }
    }

    /// The frame's classes that show the labels this zoom brings back.
    pub fn label_classes(self) -> impl Iterator<Item = &'static str> {
        LABELS
            .iter()
            .enumerate()
            .filter(move |(i, _)| self.labels & (1 << i) != 0)
            .map(|(_, &(_, class))| class)
    }
}

/// A span along one axis, in the sheet's units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Span {
    /// Where it starts.
    pub from: f64,
    /// Where it ends.
    pub to: f64,
}

impl Span {
    /// Its length.
    pub fn len(self) -> f64 {
        self.to - self.from
    }
}

/// Where a decision's targets are on the sheet, in the sheet's units, and the room there is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Targets {
    /// Across the targets.
    pub across: Span,
    /// Down the targets.
    pub down: Span,
    /// Across the areas that hold them.
    pub areas: Span,
    /// The smallest side of a target.
    pub smallest: f64,
    /// CSS px per unit of the sheet seen whole.
    pub px_per_unit: f64,
    /// The width of the sheet's window, in CSS px.
    pub width: f64,
    /// The height of the page's window above the docked prompt, in CSS px.
    pub height: f64,
}

impl Targets {
    /// Whether each target is at least [`MIN_TARGET_PX`] at `level`.
    fn large_enough(&self, level: Level) -> bool {
        self.smallest * self.px_per_unit * level.factor() >= MIN_TARGET_PX
    }

    /// Whether `across` and the targets' height fit the window at `level`.
    fn fit(&self, level: Level, across: Span) -> bool {
        let px = self.px_per_unit * level.factor();
        across.len() * px <= self.width && self.down.len() * px <= self.height
    }
}

/// The level for a decision whose targets are `t`, the sheet shown at `now`: `now` if it shows
/// every target in view at its size; else the widest level that shows them all with their
/// areas whole across, else the widest that shows them all; else the narrowest at which each is
/// large enough (the prompt lists them all, and the view follows the one previewed).
pub fn choose(now: Level, t: &Targets) -> Level {
    let shows = |level: Level, across: Span| t.large_enough(level) && t.fit(level, across);
    if shows(now, t.across) {
        return now;
    }
    let widest = |across: Span| Level::WIDEST_FIRST.into_iter().find(|&l| shows(l, across));
    widest(t.areas)
        .or_else(|| widest(t.across))
        .or_else(|| Level::WIDEST_FIRST.into_iter().rev().find(|&l| t.large_enough(l)))
        .unwrap_or(Level::Close)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Targets on a 390 px phone (1000 units across: 0.39 px a unit), 500 px above the prompt.
    fn targets(across: (f64, f64), down: (f64, f64), areas: (f64, f64), smallest: f64) -> Targets {
        Targets {
            across: Span { from: across.0, to: across.1 },
            down: Span { from: down.0, to: down.1 },
            areas: Span { from: areas.0, to: areas.1 },
            smallest,
            px_per_unit: 0.39,
            width: 390.0,
            height: 500.0,
        }
    }

    #[test]
    fn targets_large_and_spread_keep_the_whole_sheet() {
        // Four places across the sheet, each 104 units (40 px whole).
        let t = targets((18.0, 982.0), (100.0, 308.0), (0.0, 1000.0), 104.0);
        assert_eq!(choose(Level::Whole, &t), Level::Whole);
    }

    #[test]
    fn the_widest_level_that_shows_the_areas_whole() {
        // Goods of the warehouse: 52-unit boxes (20 px whole), in an area 480 units across.
        let t = targets((300.0, 514.0), (0.0, 190.0), (260.0, 740.0), 52.0);
        let level = choose(Level::Whole, &t);
        assert_eq!(level, Level::Mid);
        assert!(t.large_enough(level) && t.fit(level, t.areas));
        assert!(!t.fit(Level::Close, t.areas));
    }

    #[test]
    fn the_widest_level_that_shows_every_target_when_their_areas_do_not_fit() {
        // Three follower actions 695 units apart, each 62 units (24.2 px whole, 23.4 at 380 px).
        let mut t = targets((100.0, 795.0), (0.0, 62.0), (0.0, 1000.0), 62.0);
        t.px_per_unit = 0.38;
        t.width = 380.0;
        assert_eq!(choose(Level::Whole, &t), Level::Near);
    }

    #[test]
    fn targets_that_cannot_all_be_seen_get_the_narrowest_large_enough_level() {
        // Roads 30 units wide (11.7 px whole) over 600 units: large enough at 2.5 only.
        let t = targets((200.0, 800.0), (0.0, 444.0), (0.0, 1000.0), 30.0);
        assert_eq!(choose(Level::Mid, &t), Level::Close);
        // Roads 55 units wide: large enough from 1.25, all in view at none.
        let t = targets((200.0, 800.0), (0.0, 1300.0), (0.0, 1000.0), 55.0);
        assert_eq!(choose(Level::Whole, &t), Level::Near);
    }

    /// The frame's classes for `level` on a sheet seen whole `width` px wide, 1000 units across.
    fn classes(level: Level, width: f64) -> Vec<&'static str> {
        Zoomed::at(level, width / 1000.0).label_classes().collect()
    }

    #[test]
    fn a_zoom_brings_back_the_labels_it_draws_at_9_px_that_the_whole_sheet_hides() {
        // At 390 px, 24-unit labels are 9.4 px whole: never named; 21-unit ones 8.2 px, 10.2 at
        // 1.25; 18-unit ones 8.8 at 1.25, 11.2 at 1.6; 14-unit ones 8.7 at 1.6, 13.7 at 2.5.
        assert!(classes(Level::Whole, 390.0).is_empty());
        assert_eq!(classes(Level::Near, 390.0), ["labels-21"]);
        assert_eq!(classes(Level::Mid, 390.0), ["labels-18", "labels-21"]);
        assert_eq!(classes(Level::Close, 390.0), ["labels-11", "labels-14", "labels-18", "labels-21"]);
        // At 360 px, 24-unit labels are 8.6 px whole.
        assert_eq!(classes(Level::Near, 360.0), ["labels-21", "labels-24"]);
        // At 700 px, only the 11-unit labels are hidden whole (7.7 px), and back from 1.25 (9.6).
        assert!(classes(Level::Whole, 700.0).is_empty());
        assert_eq!(classes(Level::Near, 700.0), ["labels-11"]);
        assert_eq!(Zoomed::at(Level::Whole, 0.39), Zoomed::WHOLE);
    }

    #[test]
    fn a_sheet_drawn_between_two_zooms_keeps_one_level_and_the_labels_of_the_other() {
        // Going back to whole from 2.5, the labels go first: the level stays 2.5 without them.
        let between = Zoomed::at(Level::Close, 0.39).with_labels_of(Zoomed::WHOLE);
        assert_eq!(between.level, Level::Close);
        assert_eq!(between.label_classes().count(), 0);
        let mid = between.with_labels_of(Zoomed::at(Level::Mid, 0.39));
        assert_eq!(
            (mid.level, mid.label_classes().collect::<Vec<_>>()),
            (Level::Close, vec!["labels-18", "labels-21"])
        );
        assert_eq!(Zoomed::WHOLE.with_labels_of(Zoomed::WHOLE), Zoomed::WHOLE);
    }

    #[test]
    fn the_level_held_is_kept_while_it_shows_every_target() {
        // Two coins of the bank: shown at 2.5 and at 1.6; held at 1.6.
        let t = targets((400.0, 520.0), (0.0, 164.0), (380.0, 620.0), 60.0);
        assert_eq!(choose(Level::Mid, &t), Level::Mid);
        assert_eq!(choose(Level::Whole, &t), Level::Close);
    }
}
