//! The scoresheet, drawn in SVG: one player's sheet and, in the solo game, Jeanne's zone.

use leptos::prelude::*;

use crate::engine::{Action, Game, PlayerId};

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

/// One player's interactive sheet.
#[component]
pub fn Sheet(
    /// The game.
    game: Signal<Game>,
    /// Whose sheet.
    player: PlayerId,
    /// The legal actions to offer as targets on this sheet (empty when it is not theirs to act).
    targets: Signal<Vec<Action>>,
    /// Plays an action.
    on_action: Callback<Action>,
) -> impl IntoView {
    let _ = (targets, on_action);
    view! { <svg class="sheet" viewBox="0 0 1000 1400" role="img" aria-label=move || format!("Sheet of player {}", player + 1)>
        <text x="20" y="40">{move || format!("Development {}", game.with(|g| g.sheet(player).development))}</text>
    </svg> }
}

/// Jeanne's zone in the solo game.
#[component]
pub fn JeanneZone(
    /// The game.
    game: Signal<Game>,
) -> impl IntoView {
    view! { <svg class="jeanne" viewBox="0 0 1000 400" role="img" aria-label="Jeanne's zone">
        <text x="20" y="40">{move || format!("Jeanne: {} points", game.with(|g| g.jeanne().map_or(0, |j| j.score().total)))}</text>
    </svg> }
}
