// The service worker that makes the app work offline (registered by register-sw.js).
//
// On install it precaches every file of the build (index.html, Trunk's hashed .js, .wasm and
// .css, the icons, the manifest) in a cache named after the build's version; from then on it
// answers every request of the app from the caches, so the app loads and plays with no network.
// A new build has a new version, hence a new sw.js, which the browser notices on a visit or when
// register-sw.js asks (after load, then every 30 minutes): the new worker precaches the new
// build and takes over at once (skipWaiting, clients.claim), also of the pages already open.
//
// An open page always gets the files of its own version: the new worker's server no longer has
// an old page's wasm parts (loaded on demand, under the old hashed folder), so each version's
// cache is kept while a page of that version is open. The worker records which version each
// page (and worker it starts) runs, when it answers its navigation, in a small JSON entry of a
// cache of its own (a worker's memory does not last); a request is answered from its client's
// version first, then from the newest, then from any other version of this scope. A version's
// cache is deleted once no open window runs it (checked on activate and after each navigation),
// so the caches stay bounded. The page learns of the new worker by `controllerchange`
// (register-sw.js turns it into the `orleans-dw-update` event); its next load is the new build.
//
// The line marked @pwa-build is written by scripts/postbuild.mjs (a Trunk post_build hook): the
// version is a hash of the list of files and of their contents, and `assets` lists every file of
// the build relative to this script. `networkFirst` is set for builds served by `trunk serve`
// with live reload, so that development never sees a stale page.
const BUILD = { version: 'unbuilt', assets: [], networkFirst: true }; // @pwa-build

const SCOPE = new URL(self.registration.scope);
// One app can be deployed at several paths of an origin, and the origin's caches are shared: the
// cache names carry the scope, and only this scope's caches are touched.
const PREFIX = `orleans-dw ${SCOPE.pathname} `;
const CACHE = PREFIX + BUILD.version;
const INDEX = new URL('index.html', self.location.href).href;
// The table of which version each client runs: { [clientId]: { v: version, t: ms recorded } }.
const CLIENTS = `${PREFIX}clients`;
const CLIENTS_URL = new URL('orleans-dw-clients.json', SCOPE).href;
// A client recorded this recently may not be listed yet (a page still loading): kept meanwhile.
const GRACE_MS = 10_000;

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
      await adopt();
      await prune();
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
  const answer = respond(event);
  event.respondWith(answer.then((a) => a.response));
  // A page, or a worker a page starts: record the version it gets.
  if (event.resultingClientId || request.mode === 'navigate') {
    event.waitUntil(answer.then((a) => settle(event, a.version)).catch(() => {}));
  }
});

/** `{ response, version }` for the request of `event` (version: of the cache, or this build's). */
async function respond(event) {
  const { request } = event;
  const own = request.mode === 'navigate' ? undefined : (await table())[event.clientId]?.v;
  if (BUILD.networkFirst) {
    try {
      return { response: await fetch(request), version: BUILD.version };
    } catch (err) {
      const hit = await cached(request, own);
      if (hit) return hit;
      throw err;
    }
  }
  return (await cached(request, own)) ?? { response: await fetch(request), version: BUILD.version };
}

/**
 * The cached copy of `request` as `{ response, version }`, from the caches of version `own`,
 * this build's, then any other of this scope; for the page itself (`./`, `index.html?…`),
 * index.html.
 */
async function cached(request, own) {
  const navigate = request.mode === 'navigate';
  const root = navigate && new URL(request.url).pathname === SCOPE.pathname;
  const order = [...new Set([own, BUILD.version, ...(await versions())])].filter(Boolean);
  for (const version of order) {
    if (!(await caches.has(PREFIX + version))) continue;
    const cache = await caches.open(PREFIX + version);
    const hit = (await cache.match(request, { ignoreSearch: navigate })) ?? (root ? await cache.match(INDEX) : undefined);
    if (hit) return { response: hit, version };
  }
  return undefined;
}

/** The versions of this scope's caches. */
async function versions() {
  return (await caches.keys()).filter((n) => n.startsWith(PREFIX) && n !== CLIENTS).map((n) => n.slice(PREFIX.length));
}

// --- Which version each client runs ------------------------------------------------------------

let memory; // the table as last read or written by this worker (a promise)
let queue = Promise.resolve(); // read-modify-writes of the table, one at a time

const table = () => (memory ??= readTable());

async function readTable() {
  try {
    const hit = await (await caches.open(CLIENTS)).match(CLIENTS_URL);
    return hit ? await hit.json() : {};
  } catch {
    return {};
  }
}

/** Runs `change(table)` on the stored table and stores it. */
function update(change) {
  const run = queue.then(async () => {
    const t = await readTable();
    const result = await change(t);
    const body = JSON.stringify(t);
    await (await caches.open(CLIENTS)).put(CLIENTS_URL, new Response(body, { headers: { 'content-type': 'application/json' } }));
    memory = Promise.resolve(t);
    return result;
  });
  queue = run.catch(() => {});
  return run;
}

/** The open windows of this scope (any other path of the origin is another app). */
async function windows() {
  const all = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return all.filter((c) => c.url.startsWith(SCOPE.href));
}

/**
 * On activate: windows nobody recorded (a first visit, loaded from the network) run this build
 * when no other version is cached; else their version is unknown (see `prune`).
 */
async function adopt() {
  if ((await versions()).some((v) => v !== BUILD.version)) return;
  const open = await windows();
  await update((t) => {
    for (const c of open) t[c.id] ??= { v: BUILD.version, t: Date.now() };
  });
}

/**
 * Forgets the clients gone, and deletes the caches of the versions no open window runs (all are
 * kept while an open window's version is unknown). Returns whether a recent record kept one.
 */
function prune() {
  return update(async (t) => {
    const open = new Set((await self.clients.matchAll({ type: 'all', includeUncontrolled: true })).map((c) => c.id));
    const keep = new Set([BUILD.version]);
    let unknown = false;
    for (const c of await windows()) {
      if (t[c.id]) keep.add(t[c.id].v);
      else unknown = true;
    }
    let recent = false;
    for (const [id, entry] of Object.entries(t)) {
      if (open.has(id)) continue;
      if (Date.now() - entry.t < GRACE_MS) {
        recent ||= !keep.has(entry.v);
        keep.add(entry.v);
      } else delete t[id];
    }
    if (!unknown) {
      const old = (await versions()).filter((v) => !keep.has(v));
      await Promise.all(old.map((v) => caches.delete(PREFIX + v)));
    }
    return recent;
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After a page's or a worker's script is answered: records the version it runs. After a
 * navigation, once the new page is listed (the page it replaces is gone then), prunes.
 */
async function settle(event, version) {
  const id = event.resultingClientId;
  if (id) await update((t) => { t[id] = { v: version, t: Date.now() }; });
  if (event.request.mode !== 'navigate') return;
  for (let i = 0; i < 40 && !(id && (await self.clients.get(id))); i += 1) await sleep(250);
  if (await prune()) {
    await sleep(GRACE_MS);
    await prune();
  }
}
