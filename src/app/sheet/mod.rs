//! The scoresheet, drawn in SVG: one player's sheet and, in the solo game, Jeanne's zone.
//!
//! The sheet holds no rules: it draws what the engine's [`Sheet`](crate::engine::Sheet) holds,
//! and only the engine's legal actions become clickable targets. It is drawn as SVG markup into
//! a string ([`render`], [`render_jeanne`]: plain Rust, tested natively); the page's components
//! (`host`, wasm only) put that markup into a container and play the target clicked or pressed
//! there, which names its action by `data-action`, the action's notation.
//!
//! Each area lives in its own file and draws itself at its own origin; `layout` places the
//! areas for a narrow (phone) or wide (desktop) page, each an `<svg>` of its own laid over the
//! paper's (so that the page paints again only the areas that change). Colours and strokes are
//! classes of `style/sheet.css`.

mod bag;
mod bank;
mod citizens;
mod context;
mod deeds;
mod depot;
mod development;
#[cfg(all(target_arch = "wasm32", feature = "page"))]
mod fill;
mod fit;
mod followers;
mod frame;
#[cfg(all(target_arch = "wasm32", feature = "page"))]
mod host;
mod icons;
mod jeanne;
mod layout;
pub mod legend;
mod map;
mod marks;
mod monks;
#[cfg(any(all(target_arch = "wasm32", feature = "page"), test))]
mod patch;
mod places;
#[cfg(test)]
mod tests;
mod warehouse;
pub mod zoom;

use crate::app::svg::Svg;
use crate::engine::{Action, Game, PlayerId};
use crate::i18n::Words;

pub use crate::app::svg::Drawing;

#[cfg(all(target_arch = "wasm32", feature = "page"))]
pub use fill::after_drawn;
#[cfg(all(target_arch = "wasm32", feature = "page"))]
pub use host::{named_action, FinalSheets, JeanneZone, Sheet};
pub use marks::ink_paths;

/// Whether an action is played on the sheet (a target to click) rather than in the prompt.
pub fn on_sheet(action: Action) -> bool {
    matches!(
        action,
        Action::GainCoin(_)
            | Action::Spend(_)
            | Action::MarkGood(_)
            | Action::Fill(_)
            | Action::Build(_)
            | Action::Acquire(_)
            | Action::UsePlace(_)
            | Action::Deed(_)
    )
}

/// A player's name when none is given: "Player 1", "Joueur 1"…
pub fn default_name(w: &dyn Words, player: PlayerId) -> String {
    w.player(usize::from(player) + 1)
}

/// The SVG of `player`'s sheet in the words of `w`, headed with `name`, in the wide (desktop) or
/// narrow (phone) arrangement. Each action of `targets` played on the sheet is drawn as a clickable target
/// (`data-legal="true"`) carrying `data-action`, the action's notation (`data-action="Ast"`).
pub fn render(
    w: &'static dyn Words,
    game: &Game,
    player: PlayerId,
    name: &str,
    targets: &[Action],
    wide: bool,
) -> String {
    draw(w, game, player, name, targets, wide, None).markup
}

/// The SVG of Jeanne's zone in the words of `w` (a note when the game is not a solo game).
pub fn render_jeanne(w: &'static dyn Words, game: &Game) -> String {
    draw_jeanne(w, game).markup
}

/// [`render`], with the areas of the sheet told apart. The areas drawn in `previous` (a drawing
/// of the same sheet, as it was) from the inputs they have now are copied from it: the same
/// drawing, sooner.
pub fn draw(
    w: &'static dyn Words,
    game: &Game,
    player: PlayerId,
    name: &str,
    targets: &[Action],
    wide: bool,
    previous: Option<&Drawing>,
) -> Drawing {
    let ctx = context::Ctx::new(w, game, player, targets);
    let mut s = Svg::with_capacity(if wide { 150_000 } else { 160_000 });
    layout::open(&mut s, "sheet", layout::view_box(wide), &w.sheet_of(player + 1));
    layout::sheet(&mut s, &ctx, name, wide, previous);
    layout::close(&mut s);
    s.drawing()
}

/// [`render_jeanne`], with the areas of the zone told apart.
pub fn draw_jeanne(w: &'static dyn Words, game: &Game) -> Drawing {
    let mut s = Svg::with_capacity(40_000);
    layout::open(&mut s, "sheet jeanne", jeanne::VIEW_BOX, w.jeanne_zone());
    jeanne::zone(&mut s, w, game);
    layout::close(&mut s);
    s.drawing()
}
