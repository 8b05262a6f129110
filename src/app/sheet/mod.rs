//! The scoresheet, drawn in SVG: one player's sheet and, in the solo game, Jeanne's zone.
//!
//! The sheet holds no rules: it draws what the engine's [`Sheet`](crate::engine::Sheet) holds,
//! and only the engine's legal actions become clickable targets. Each area lives in its own
//! file and draws itself at its own origin; [`layout`] places the areas for a narrow (phone) or
//! wide (desktop) page. Colours and strokes are classes of `style/sheet.css`.

mod bag;
mod bank;
mod context;
mod deeds;
mod depot;
mod development;
pub mod followers;
mod icons;
mod jeanne;
mod layout;
mod map;
mod marks;
mod monks;
mod places;
mod score;
mod warehouse;

use leptos::prelude::*;

use crate::engine::{Action, Game, PlayerId};

pub use followers::follower_icon;

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
    let node = NodeRef::new();
    let wide = layout::wide_signal(node);
    let view_box = move || layout::view_box(wide.get());
    let keyboard = StoredValue::new(false);
    let body = move || {
        let wide = wide.get();
        let targets = targets.get();
        game.with(|g| {
            let ctx = context::Ctx::new(g, player, &targets, on_action, keyboard);
            layout::sheet(&ctx, wide)
        })
    };
    // After a target is played from the keyboard, the sheet is redrawn: keep the focus on it by
    // moving it to the first new target, if there is one.
    Effect::new(move |_| {
        game.track();
        targets.track();
        if keyboard.get_value() {
            keyboard.set_value(false);
            request_animation_frame(move || layout::focus_first_target(node));
        }
    });
    view! {
        <svg
            node_ref=node
            class="sheet"
            viewBox=view_box
            xmlns="http://www.w3.org/2000/svg"
            role="group"
            aria-label=format!("Sheet of player {}", player + 1)
        >
            {layout::defs()}
            {body}
        </svg>
    }
}

/// Jeanne's zone in the solo game.
#[component]
pub fn JeanneZone(
    /// The game.
    game: Signal<Game>,
) -> impl IntoView {
    let node = NodeRef::new();
    let wide = layout::wide_signal(node);
    let view_box = move || jeanne::view_box(wide.get());
    let body = move || game.with(|g| jeanne::zone(g, wide.get()));
    view! {
        <svg
            node_ref=node
            class="sheet jeanne"
            viewBox=view_box
            xmlns="http://www.w3.org/2000/svg"
            role="group"
            aria-label="Jeanne's zone"
        >
            {layout::defs()}
            {body}
        </svg>
    }
}
