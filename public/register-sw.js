// Registers the service worker (sw.js) that caches the app for offline use. A file of its own,
// not an inline script, so the Content-Security-Policy needs no hash for it. Registered after the
// page has loaded, so that precaching does not compete with the app's own first download.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('sw.js', { scope: './' }).catch((err) => {
      // E.g. on plain http from another host (service workers need https or localhost).
      console.warn(`The app cannot work offline here: ${err}`);
    });
  });
}
