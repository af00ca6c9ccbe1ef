// Service worker: precaches every file of this build and serves the app with the network off.
// build.py fills in the build hash and the file list; a new build means a new cache name.
const BUILD = "__CACHE_NAME__";
const PRECACHE = "__PRECACHE__";
// Several deployments may share an origin (project pages): caches are named per scope too.
const CACHE = `${BUILD}@${self.registration.scope}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" })))),
  );
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
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    if (request.mode === "navigate") {
      const shell = await cache.match("./");
      if (shell) return shell;
    }
    return fetch(request);
  })());
});
