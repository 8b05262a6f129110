// Shows index.html's message that the app could not start (#load-failed, hidden) when the app's
// script or WebAssembly does not arrive or fails before the app mounts: a file missing (404), the
// network gone on a first visit, a browser without WebAssembly, an error at start-up. The app
// removes the message once it has mounted (src/recovery.rs), and from then on a failure shows its
// own recovery panel instead; so this only ever reveals a message that is still in the page.
//
// A file of its own, not an inline script, so the Content-Security-Policy needs no hash for it.
// Loaded before the app's module script (both deferred: they run in document order), so that it
// hears the module's errors.
(() => {
  /** Last resort: an app not mounted after this long is taken as one that will not start. */
  const TIMEOUT_MS = 15_000;

  const reveal = () => {
    const message = document.getElementById('load-failed');
    if (!message) return; // the app mounted, or shows its recovery panel
    clearTimeout(timer);
    message.hidden = false;
    message.querySelector('button')?.focus();
  };

  // A failed script or preload (they do not bubble: heard while capturing), or an error thrown at
  // start-up, including the module's rejected `await init(…)`.
  // Only the app's own files count: a missing icon, font or helper script is no reason to give up.
  const onError = (event) => {
    const target = event.target;
    const app =
      target === window ||
      (target instanceof HTMLScriptElement && target.type === 'module') ||
      (target instanceof HTMLLinkElement && /\.(js|wasm)$/.test(target.href));
    if (app) reveal();
  };
  window.addEventListener('error', onError, true);
  window.addEventListener('unhandledrejection', reveal);
  const timer = setTimeout(reveal, TIMEOUT_MS);

  if (typeof WebAssembly !== 'object') {
    document.addEventListener('DOMContentLoaded', reveal);
  }
  document.addEventListener('DOMContentLoaded', () => {
    document.getElementById('load-failed-reload')?.addEventListener('click', () => location.reload());
  });
})();
