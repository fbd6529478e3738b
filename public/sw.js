// Keeps Condottiere playable with no network once it has been opened.
//
// The page (index.html) is fetched from the network first and kept for offline use; the
// files it names (Trunk's hashed JS, wasm and CSS, icons, manifest) are cached. When a
// new build's page names other files, those are cached and the old ones dropped, so a
// new build replaces the cache cleanly.
const CACHE = "condottiere";
const PAGE = "./";
// Every language's texts and install manifest: the page names only one of them, but a
// player may switch language offline. They are not renamed by each build, so they are
// fetched from the network first and from the cache only offline.
const LANGUAGES = ["en", "pl", "ru", "hu", "it"];
const LANGUAGE_FILES = LANGUAGES.flatMap((code) => [`locales/${code}/condottiere.ftl`, `manifest-${code}.webmanifest`]);
const isLanguageFile = (url) => /\/locales\/[a-z]+\/condottiere\.ftl$|\/manifest-[a-z]+\.webmanifest$/.test(new URL(url).pathname);

function assetUrls(html) {
  const urls = new Set();
  const pattern = /(?:href|src)=["']([^"'#?]+\.(?:js|wasm|css|svg|png|webmanifest|json))["']/g;
  for (const match of html.matchAll(pattern)) {
    if (!/^[a-z]+:/i.test(match[1])) urls.add(new URL(match[1], self.registration.scope).href);
  }
  // The wasm file is loaded by the JS glue, not named by a tag in every Trunk version.
  for (const match of html.matchAll(/["']([^"']+_bg\.wasm)["']/g)) {
    urls.add(new URL(match[1], self.registration.scope).href);
  }
  for (const file of LANGUAGE_FILES) urls.add(new URL(file, self.registration.scope).href);
  return [...urls];
}

async function cachePage(response) {
  const cache = await caches.open(CACHE);
  const html = await response.clone().text();
  const urls = assetUrls(html);
  await Promise.all(urls.map((url) => cache.match(url).then((hit) => hit || cache.add(url)).catch(() => {})));
  await cache.put(new URL(PAGE, self.registration.scope).href, response);
  // Drop what the current page no longer names.
  const keep = new Set([new URL(PAGE, self.registration.scope).href, ...urls]);
  for (const request of await cache.keys()) {
    if (!keep.has(request.url)) await cache.delete(request);
  }
}

self.addEventListener("install", (event) => {
  self.skipWaiting();
  event.waitUntil(
    fetch(PAGE, { cache: "no-cache" })
      .then((response) => (response.ok ? cachePage(response) : undefined))
      .catch(() => {}),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  // The page asking whether a new build was published (src/update.rs): straight to the
  // network, never answered from or stored in the cache.
  if (new URL(request.url).searchParams.has("update-check")) return;
  if (request.mode === "navigate") {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) event.waitUntil(cachePage(response.clone()));
          return response;
        })
        .catch(async () => (await caches.match(new URL(PAGE, self.registration.scope).href)) || Response.error()),
    );
    return;
  }
  if (isLanguageFile(request.url)) {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
          }
          return response;
        })
        .catch(async () => (await caches.match(request)) || Response.error()),
    );
    return;
  }
  event.respondWith(
    caches.match(request).then(
      (hit) =>
        hit ||
        fetch(request).then((response) => {
          if (response.ok && !request.url.endsWith("sw.js")) {
            const copy = response.clone();
            caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});
