//! Screens whose code is not in the page's first wasm: a part of it loaded on demand (split
//! points marked `#[wasm_split(…)]` by `split_point!`, cut out by scripts/page-wasm.mjs), and
//! cached by the service worker for offline use.

use std::future::Future;
use std::pin::pin;
use std::task::{Context, Poll, Waker};

use leptos::prelude::*;
pub use wasm_split_helpers::SplitLoaderError;

use crate::app::browser::lang;

/// The result of `call`, the call of a split point whose part is loaded already (its preload
/// done): such a call completes at once. `None` if it does not.
pub fn now<T>(call: impl Future<Output = T>) -> Option<T> {
    match pin!(call).poll(&mut Context::from_waker(Waker::noop())) {
        Poll::Ready(value) => Some(value),
        Poll::Pending => None,
    }
}

/// A screen built by `screen`, the call of a split point: a line saying it is loading while its
/// code arrives, and, if the code cannot be loaded (offline before the app was cached, a file
/// missing), a message that says so with a button that reloads the page.
#[component]
pub fn Deferred<F>(screen: F) -> impl IntoView
where
    F: Future<Output = Result<AnyView, SplitLoaderError>> + Send + 'static,
{
    let loading = move || {
        view! {
            <main class="deferred">
                <p class="deferred-loading" role="status" aria-live="polite">{lang::words().loading_screen()}</p>
            </main>
        }
    };
    view! {
        <Suspense fallback=loading>
            {Suspend::new(async move {
                match screen.await {
                    Ok(view) => view,
                    Err(_) => {
                        let w = lang::words();
                        view! {
                            <main class="deferred">
                                <div class="deferred-failed card" role="alert">
                                    <p>{w.screen_not_loaded()}</p>
                                    <button type="button" on:click=|_| { let _ = window().location().reload(); }>
                                        {w.recovery_reload()}
                                    </button>
                                </div>
                            </main>
                        }
                        .into_any()
                    }
                }
            })}
        </Suspense>
    }
}
