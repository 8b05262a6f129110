//! The browser app (Leptos, client-side rendered). For now a placeholder page: the playable
//! scoresheet will be built on top of the rules engine in `crate::engine`.

pub mod sheet;

use leptos::prelude::*;

/// The placeholder page.
#[component]
fn App() -> impl IntoView {
    view! {
        <main class="placeholder">
            <h1>"Joan of Arc: Orléans Draw & Write"</h1>
            <p>"The playable scoresheet is coming soon."</p>
        </main>
    }
}

/// Mounts the app to the document's `<body>`.
pub fn mount() {
    leptos::mount::mount_to_body(App);
}
