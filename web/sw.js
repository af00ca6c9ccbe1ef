// Service worker: precaches every file of this build and serves the app with the network off.
// build.py fills in the build hash and the file list; a new build means a new cache name.
const BUILD = "__CACHE_NAME__";
const PRECACHE = "__PRECACHE__";
// Several deployments may share an origin (project pages): caches are named per scope too.
const CACHE = `${BUILD}@${self.registration.scope}`;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    try {
      await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" })));
    } catch (err) {
      // Most often the storage quota: give back what was stored, so nothing half-cached stays,
      // and tell the pages why (they stop reinstalling on every visit when it is the quota).
      await caches.delete(CACHE);
      for (const client of await self.clients.matchAll({ includeUncontrolled: true })) {
        client.postMessage({ type: "install-failed", name: err && err.name, message: String(err && err.message) });
      }
      throw err;
    }
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const mine = `@${self.registration.scope}`;
    for (const key of await caches.keys()) {
      if (key.startsWith("mi-") && key.endsWith(mine) && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

// The page asks for this when the user accepts the "new version" offer.
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    // caches.match, not caches.open: an old worker still answering a fetch must not create
    // its cache again after the new version's activation deleted it.
    const hit = await caches.match(request, { cacheName: CACHE, ignoreSearch: true });
    if (hit) return hit;
    if (request.mode === "navigate") {
      const shell = await caches.match("./", { cacheName: CACHE });
      if (shell) return shell;
    }
    return fetch(request);
  })());
});
