//! The follower tokens on the table: the ones laid out this round, the waiting area and what is
//! left in the bag.

use leptos::prelude::*;

use crate::engine::{Follower, Game};

/// A follower token: a coloured disc with the follower's initial.
#[component]
pub fn TokenIcon(follower: Follower) -> impl IntoView {
    let name = follower.name();
    view! {
        <span class=format!("token token-{}", name.to_lowercase()) aria-hidden="true">
            {&name[..1]}
        </span>
    }
}

/// One row of tokens: a count per follower.
fn row(label: &'static str, counts: Signal<[u8; 6]>) -> impl IntoView {
    let total = move || counts.get().iter().map(|&n| n as u32).sum::<u32>();
    let cells = Follower::ALL.into_iter().map(|f| {
        let n = move || counts.get()[f.index()];
        view! {
            <li class="supply-cell" class:empty=move || n() == 0 title=f.name()>
                <TokenIcon follower=f />
                <span class="count" aria-label=move || format!("{} {}", n(), f.name())>{n}</span>
            </li>
        }
    });
    let cells = cells.collect_view();
    view! {
        <div class="supply-row">
            <h3>{label} <span class="total">{total}</span></h3>
            <ul class="supply-cells">{cells}</ul>
        </div>
    }
}

/// The shared tokens: laid out, waiting, in the bag.
#[component]
pub fn Supply(game: RwSignal<Game>) -> impl IntoView {
    view! {
        <section class="card supply" aria-label="Tokens">
            {row("Laid out", Signal::derive(move || game.with(Game::laid_out)))}
            {row("Waiting area", Signal::derive(move || game.with(Game::waiting)))}
            {row("In the bag", Signal::derive(move || game.with(Game::bag)))}
        </section>
    }
}
