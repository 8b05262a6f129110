//! The game log: what happened, newest first, in the words of `GameWords::event`.

use leptos::prelude::*;

use crate::app::play;
use crate::app::{lang, session::Session};

/// Lines shown (the newest); the whole game stays in the save.
const SHOWN: usize = 150;

/// The game log panel.
#[component]
pub fn GameLog(session: Session) -> impl IntoView {
    let w = lang::words();
    let names = session.names();
    let lines = Memo::new(move |_| session.events.with(|e| play::log_lines(w, &names, e)));
    // Rebuilt in place on each change (at most SHOWN short texts): cheaper than a keyed list.
    let newest = move || {
        lines
            .with(|l| l.iter().rev().take(SHOWN).map(|line| view! { <li>{line.clone()}</li> }).collect_view())
    };
    view! {
        <section class="card log" aria-label=w.game_log()>
            <h2>{w.game_log()}</h2>
            <ol class="log-lines">
                {newest}
            </ol>
        </section>
    }
}
