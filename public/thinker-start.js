// Starts the thinking worker (src/bin/thinker.rs) inside its Web Worker: loads wasm-bindgen's
// script of the `thinker` binary, then its wasm. In place of Trunk's loader shim, which leaves a
// failed load (a file missing, the network gone before the app was cached) as a rejected promise
// that the page never hears of: the page would wait for an answer forever. Thrown again outside
// the promise, the failure becomes the worker's error event, which the page hears
// (src/app/browser/thinker.rs) and tells whoever asked.
importScripts('./thinker.js');
wasm_bindgen('./thinker_bg.wasm').catch((error) => {
  setTimeout(() => {
    throw error;
  });
});
