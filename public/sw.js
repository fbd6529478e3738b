// Keeps Condottiere playable with no network once it has been opened.
//
// The page (index.html) is fetched from the network first and kept for offline use; the
// files it names (Trunk's hashed JS, wasm and CSS, icons, manifest) are cached. When a
// new build's page names other files, those are cached and the old ones dropped, so a
// new build replaces the cache cleanly.
const CACHE = "condottiere";
const PAGE = "./";
// Files whose names do not change from build to build: every language's texts (both parts:
// the first screens' and the rest's, crates/i18n `Part`) and install manifest, the
// screens' module (loaded by the app when a screen a first visit never needs is opened,
// and run as the AI's Web Worker, started by the app, so named by no tag) and the cards'
// drawings (loaded with the table). They are fetched from the network first and from the
// cache only offline. The build's files and the texts of the language in use are cached
// at install, so that a game against the AI works offline even if none was played online;
// the page names that language in the worker's address (`sw.js?lang=pl`, src/offline.rs)
// and registers it again when the player picks another. Only that language is
// precached: the five are 92 KB of the first visit. Any language's file the page fetches
// is kept as it passes.
const LANGUAGES = ["en", "pl", "ru", "hu", "it"];
const TEXT_PARTS = ["condottiere.ftl", "later.ftl"];
const languageFiles = (code) => [...TEXT_PARTS.map((file) => `locales/${code}/${file}`), `manifest-${code}.webmanifest`];
const LANGUAGE_FILES = LANGUAGES.flatMap(languageFiles);
const asked = new URL(self.location.href).searchParams.get("lang");
const LANGUAGE = LANGUAGES.includes(asked) ? asked : "en";
// A build's own files under names that do not change: the screens' module and its loader
// as the AI's worker, and the cards' drawings and coats of arms (public/cards.svg), named
// by the table, not the page.
const BUILD_FILES = ["ai_worker_loader.js", "screens.js", "screens_bg.wasm", "cards.svg"];
const STABLE_FILES = [...LANGUAGE_FILES, ...BUILD_FILES];
const PRECACHED_FILES = [...languageFiles(LANGUAGE), ...BUILD_FILES];
// Whether `url` is one of `files` (names relative to the site).
const isOneOf = (url, files) => {
  const path = new URL(url).pathname;
  return files.some((file) => path.endsWith(`/${file}`));
};
const isStableFile = (url) => isOneOf(url, STABLE_FILES);

// An attribute's value, quoted or not (the release build's page is minified, and drops
// the quotes where HTML allows).
const VALUE = String.raw`(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`;
const valueOf = (match) => match[1] ?? match[2] ?? match[3];

function assetUrls(html) {
  const urls = new Set();
  const add = (url) => urls.add(new URL(url, self.registration.scope).href);
  const file = /^[^#?]+\.(?:js|wasm|css|svg|png|webmanifest|json)$/;
  for (const match of html.matchAll(new RegExp(`\\b(?:href|src)=${VALUE}`, "g"))) {
    const url = valueOf(match);
    if (file.test(url) && !/^[a-z]+:/i.test(url)) add(url);
  }
  // The app's code is named on the start script's tag and imported by it (Trunk.toml,
  // pattern_script; public/boot.js).
  for (const match of html.matchAll(new RegExp(`\\bdata-(?:js|wasm)=${VALUE}`, "g"))) add(valueOf(match));
  for (const file of PRECACHED_FILES) add(file);
  return [...urls];
}

async function cachePage(response) {
  const cache = await caches.open(CACHE);
  const html = await response.clone().text();
  const urls = assetUrls(html);
  // The app's script imports the wasm-bindgen snippets it was built with
  // (`snippets/<crate>-<hash>/inline0.js`), which no tag of the page names.
  for (const url of urls.filter((u) => u.endsWith(".js") && !isStableFile(u))) {
    try {
      const text = await (await fetch(url, { cache: "no-cache" })).text();
      for (const match of text.matchAll(/["'](\.\/snippets\/[^"']+\.js)["']/g)) {
        const snippet = new URL(match[1], url).href;
        if (!urls.includes(snippet)) urls.push(snippet);
      }
    } catch {
      // Offline or gone: the files already cached stay as they are.
    }
  }
  // A new build (another page) brings its own workers and drawings under the same names:
  // fetch them anew.
  const cached = await cache.match(new URL(PAGE, self.registration.scope).href);
  const newBuild = !cached || (await cached.text()) !== html;
  const renewed = new Set(newBuild ? BUILD_FILES.map((file) => new URL(file, self.registration.scope).href) : []);
  await Promise.all(
    urls.map((url) =>
      cache
        .match(url)
        .then((hit) => (hit && !renewed.has(url) ? hit : cache.add(url)))
        .catch(() => {}),
    ),
  );
  await cache.put(new URL(PAGE, self.registration.scope).href, response);
  // Drop what the current page no longer names; the texts of every language used here stay.
  const keep = new Set([new URL(PAGE, self.registration.scope).href, ...urls]);
  for (const request of await cache.keys()) {
    if (!keep.has(request.url) && !isOneOf(request.url, LANGUAGE_FILES)) await cache.delete(request);
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
  if (isStableFile(request.url)) {
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
