//! Entry point of the browser app: Trunk builds this binary for `wasm32-unknown-unknown`.

fn main() {
    #[cfg(target_arch = "wasm32")]
    orleans_dw::app::mount();
    #[cfg(not(target_arch = "wasm32"))]
    println!("orleans-dw is a browser app: see README.md (`bash scripts/serve.sh` serves it).");
}
