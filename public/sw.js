// The service worker that makes the app work offline (registered by register-sw.js).
//
// On install it precaches every file of the build (index.html, Trunk's hashed .js, .wasm and
// .css, the icons, the manifest) in a cache named after the build's version; from then on it
// answers every request of the app from that cache, so the app loads and plays with no network.
// A new build has a new version, hence a new sw.js, which the browser notices on the next visit:
// the new worker precaches the new build, takes over at once (skipWaiting, clients.claim) and
// deletes the caches of older builds. A page already open keeps running the code it loaded; the
// next load is the new build.
//
// The line marked @pwa-build is written by scripts/postbuild.mjs (a Trunk post_build hook): the
// version is a hash of the list of files and of their contents, and `assets` lists every file of
// the build relative to this script. `networkFirst` is set for builds served by `trunk serve`
// with live reload, so that development never sees a stale page.
const BUILD = { version: 'unbuilt', assets: [], networkFirst: true }; // @pwa-build

const SCOPE = new URL(self.registration.scope);
// One app can be deployed at several paths of an origin, and the origin's caches are shared: the
// cache names carry the scope, and only this scope's old caches are deleted.
const PREFIX = `orleans-dw ${SCOPE.pathname} `;
const CACHE = PREFIX + BUILD.version;
const INDEX = new URL('index.html', self.location.href).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // `reload`: straight from the server, never from the HTTP cache (it may hold an older file
      // under the same name, e.g. index.html). addAll fails if any file fails: then this worker
      // is discarded and the previous one (if any) stays in charge.
      await cache.addAll(BUILD.assets.map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The app makes no request to another origin (its Content-Security-Policy forbids them);
  // anything else is left to the browser.
  if (url.origin !== self.location.origin) return;
  event.respondWith(BUILD.networkFirst ? networkFirst(request) : cacheFirst(request));
});

/** The cached copy of `request`: for the page itself (`./`, `index.html?…`), index.html. */
async function cached(request) {
  const cache = await caches.open(CACHE);
  const navigate = request.mode === 'navigate';
  const hit = await cache.match(request, { ignoreSearch: navigate });
  if (hit || !navigate) return hit;
  const { pathname } = new URL(request.url);
  return pathname === SCOPE.pathname ? cache.match(INDEX) : undefined;
}

async function cacheFirst(request) {
  return (await cached(request)) ?? fetch(request);
}

async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (err) {
    const hit = await cached(request);
    if (hit) return hit;
    throw err;
  }
}
