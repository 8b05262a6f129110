//! What every area needs to draw itself: the game, whose sheet, the targets to offer, and the
//! helpers that turn a drawing into a clickable target or show a yellow bonus's state.

use std::hash::{DefaultHasher, Hash, Hasher};

use super::marks::{circle_mark, seed, x_mark};
use crate::app::svg::Svg;
use crate::engine::{Action, Game, PlayerId, Sheet, Yellow};
use crate::i18n::Words;

/// The state of one yellow bonus on this sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum YState {
    /// Nobody has it yet.
    Open,
    /// This player has it (circled).
    Mine,
    /// Someone else has it, or it is out of the game (crossed).
    Crossed,
}

/// The drawing context of one sheet.
pub struct Ctx<'a> {
    /// The words of the sheet's language.
    pub w: &'static dyn Words,
    /// The game.
    pub game: &'a Game,
    /// Whose sheet.
    pub player: PlayerId,
    /// That player's sheet.
    pub sheet: &'a Sheet,
    /// The actions offered as targets.
    targets: &'a [Action],
}

impl<'a> Ctx<'a> {
    /// A context for `player`'s sheet in the words of `w`, offering `targets` (those played on
    /// the sheet are drawn).
    pub fn new(w: &'static dyn Words, game: &'a Game, player: PlayerId, targets: &'a [Action]) -> Ctx<'a> {
        let player = player.min(game.players().saturating_sub(1) as PlayerId);
        Ctx { w, game, player, sheet: game.sheet(player), targets }
    }

    /// `a`, if it is a target now.
    pub fn target(&self, a: Action) -> Option<Action> {
        self.targets.contains(&a).then_some(a)
    }

    /// A key of what an area is drawn from (see [`place`](super::layout::place)): `inputs`,
    /// everything of the game that the area reads, and the targets it offers (those that
    /// `offers` picks). The same key, the same drawing: the words, the name and the arrangement
    /// are the same when the header is (`place` checks it). A target names its action, not its
    /// place among the targets, so that targets coming or going elsewhere leave the area as it is.
    pub fn key(&self, inputs: impl Hash, offers: impl Fn(Action) -> bool) -> u64 {
        let mut h = DefaultHasher::new();
        inputs.hash(&mut h);
        for &a in self.targets.iter().filter(|&&a| offers(a)) {
            a.hash(&mut h);
        }
        h.finish()
    }

    /// What the state of every yellow bonus here is worked out from (see [`Ctx::yellow`]): this
    /// sheet's circles and crosses, and who holds each bonus (every sheet's circles).
    pub fn yellows(&self) -> (u16, u16, Vec<u16>) {
        let holders =
            (0..self.game.players() as PlayerId).map(|p| self.game.sheet(p).yellow_circled).collect();
        (self.sheet.yellow_circled, self.sheet.yellow_crossed, holders)
    }

    /// The seats at the table: the players, and Jeanne in the solo game.
    pub fn seats(&self) -> u8 {
        self.game.setup().players + self.game.setup().solo.is_some() as u8
    }

    /// Another player's name on this sheet (the sheet knows only its own player's name).
    pub fn name(&self, p: PlayerId) -> String {
        self.w.player(usize::from(p) + 1)
    }

    /// The state of yellow bonus `y` here, and who has it, in words.
    pub fn yellow(&self, y: Yellow) -> (YState, String) {
        let w = self.w;
        let what = w.yellow(y);
        if self.sheet.has_yellow(y) {
            return (YState::Mine, w.yellow_mine(&what));
        }
        if self.sheet.yellow_open(y) {
            return (YState::Open, w.yellow_open(&what));
        }
        let who = match self.game.holder(y) {
            Some(p) => w.claimed_by(&self.name(p)),
            None if self.game.jeanne().is_some() && !self.game.crossed_at_setup(y) => {
                w.taken_by_jeanne().into()
            }
            None => w.not_in_play().into(),
        };
        (YState::Crossed, w.yellow_crossed(&what, &who))
    }

    /// The pen mark of a yellow bonus drawn around (`x`, `y`): a circle, an X or nothing.
    pub fn yellow_mark(&self, s: &mut Svg, y: Yellow, x: f64, cy: f64, r: f64) {
        let sd = seed(40, y.bit() as u32);
        match self.yellow(y).0 {
            YState::Open => {}
            YState::Mine => circle_mark(s, x, cy, r, r, sd),
            YState::Crossed => x_mark(s, x, cy, r * 0.8, sd),
        }
    }

    /// Opens the clickable target of `action` (close it with `</g>`): highlighted, focusable,
    /// labelled with the action's words (and the same words as its tooltip), naming the action
    /// by `data-action` (its notation, see [`named_action`](super::named_action)).
    pub fn open_target(&self, s: &mut Svg, action: Action, class: &str) {
        let label = self.w.action(self.game, action);
        s.put(
            "<g class=\"target $\" data-legal=\"true\" data-action=\"$\" tabindex=\"0\" role=\"button\" aria-label=\"",
            &[class, &action.to_string()],
            &[],
        );
        titled(s, &label);
    }
}

/// The end of a group's opening tag with its `aria-label`, then its tooltip.
fn titled(s: &mut Svg, label: &str) {
    s.text(label);
    s.push("\"><title>");
    s.text(label);
    s.push("</title>");
}

/// Opens a labelled, non-clickable group with a tooltip (close it with `</g>`).
pub fn open_labelled(s: &mut Svg, label: &str) {
    s.push("<g role=\"group\" aria-label=\"");
    titled(s, label);
}

/// A labelled group's shape to hover (for its tooltip) where its printed shapes are in its
/// area's layers (see [`Svg::layered`]): it paints nothing. `class` is added to its own.
pub fn hover(s: &mut Svg, class: &str, (x, y, w, h): (f64, f64, f64, f64)) {
    let space = if class.is_empty() { "" } else { " " };
    s.put(
        "<rect class=\"hover$$\" x=\"@\" y=\"@\" width=\"@\" height=\"@\"/>",
        &[space, class],
        &[x, y, w, h],
    );
}

/// Opens a labelled group without a tooltip (close it with `</g>`); `class` may be empty.
pub fn open_group(s: &mut Svg, class: &str, label: &str) {
    if class.is_empty() {
        s.push("<g role=\"group\" aria-label=\"");
    } else {
        s.put("<g class=\"$\" role=\"group\" aria-label=\"", &[class], &[]);
    }
    s.text(label);
    s.push("\">");
}
