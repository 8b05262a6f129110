// Registers the service worker (sw.js) that caches the app for offline use. A file of its own,
// not an inline script, so the Content-Security-Policy needs no hash for it. Registered after the
// page has loaded, so that precaching does not compete with the app's own first download.
//
// Updates: it asks for a new sw.js after load and then every 30 minutes, so that a tab left open
// hears of a new version too (errors ignored: offline is normal). A new version's worker takes
// over the open pages at once, and keeps serving each page the files of its own version (see
// sw.js). When a new worker takes control of this page while it already had one, this page runs
// an older version than the one now installed: it sets `window.__orleansUpdate = true` and
// dispatches `new Event('orleans-dw-update')` on `window` (once per new worker), so that the app
// can say "A new version is ready" and reload at a safe moment. A listener added late checks
// `window.__orleansUpdate`.
if ('serviceWorker' in navigator) {
  const sw = navigator.serviceWorker;
  // A first visit's page gets its first controller (clients.claim): not an update.
  let controlled = Boolean(sw.controller);
  sw.addEventListener('controllerchange', () => {
    if (controlled) {
      window.__orleansUpdate = true;
      window.dispatchEvent(new Event('orleans-dw-update'));
    }
    controlled = Boolean(sw.controller);
  });
  window.addEventListener('load', () => {
    sw.register('sw.js', { scope: './' }).then(
      (registration) => {
        // None where the browser does not run service workers for this page (e.g. blocked).
        if (!registration) return;
        const check = () => registration.update().catch(() => {});
        if (registration.active) check();
        setInterval(check, 30 * 60 * 1000);
      },
      (err) => {
        // E.g. on plain http from another host (service workers need https or localhost).
        console.warn(`The app cannot work offline here: ${err}`);
      },
    );
  });
}
