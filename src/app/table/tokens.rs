//! The follower tokens on the table: the ones laid out this round, the waiting area and what is
//! left in the bag.

use leptos::prelude::*;

use crate::app::browser::lang;
use crate::engine::{Follower, Game};

/// The class of each follower's token, by [`Follower::index`]: the same in every language,
/// since the style sheet colours them by it.
const TOKEN_CLASSES: [&str; 6] =
    ["token-farmer", "token-boatman", "token-knight", "token-craftsman", "token-trader", "token-scholar"];

/// A follower token: a coloured disc with the follower's letter.
#[component]
pub fn TokenIcon(follower: Follower) -> impl IntoView {
    let w = lang::words();
    view! {
        <span class=format!("token {}", TOKEN_CLASSES[follower.index()]) aria-hidden="true">
            {w.follower_initial(follower)}
        </span>
    }
}

/// One row of tokens: a count per follower.
fn row(label: &'static str, counts: Signal<[u8; 6]>) -> impl IntoView {
    let w = lang::words();
    let total = move || counts.get().iter().map(|&n| n as u32).sum::<u32>();
    let cells = Follower::ALL.into_iter().map(|f| {
        let n = move || counts.get()[f.index()];
        view! {
            <li class="supply-cell" class:empty=move || n() == 0 title=w.follower(f)>
                <TokenIcon follower=f />
                // A plain span may not be named (aria-label): the number is shown, and said in
                // words by a text for screen readers only.
                <span class="count" aria-hidden="true">{n}</span>
                <span class="sr-only">{move || format!("{} {}", n(), w.follower(f))}</span>
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

/// The shared tokens: laid out, waiting, in the bag, as the game stands when `follows` was last
/// notified (see [`frame_behind`](crate::app::browser::later::frame_behind)).
#[component]
pub fn Supply(game: RwSignal<Game>, follows: Trigger) -> impl IntoView {
    let w = lang::words();
    // Memos: a row changes only when its counts do (most decisions leave them as they are).
    let counts = move |of: fn(&Game) -> [u8; 6]| {
        Signal::from(Memo::new(move |_| {
            follows.track();
            game.with_untracked(of)
        }))
    };
    view! {
        <section class="card supply" aria-label=w.tokens()>
            {row(w.laid_out(), counts(Game::laid_out))}
            {row(w.waiting_area(), counts(Game::waiting))}
            {row(w.in_the_bag(), counts(Game::bag))}
        </section>
    }
}
