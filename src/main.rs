//! Entry point of the browser app: Trunk builds this binary for `wasm32-unknown-unknown`.

#[cfg(target_arch = "wasm32")]
mod recovery;

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        // First: a panic or an uncaught error from here on shows the recovery panel.
        recovery::install();
        recovery::install_panic_test();
        orleans_dw::app::mount(recovery::started);
    }
    #[cfg(not(target_arch = "wasm32"))]
    println!("orleans-dw is a browser app: see README.md (`bash scripts/serve.sh` serves it).");
}
