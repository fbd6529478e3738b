// Shared helpers for the end-to-end tests (node --test tests/e2e/).
//
// Chromium is Debian's /usr/bin/chromium (installed by scripts/setup.sh), driven by
// playwright-core; Playwright never downloads a browser here. The built app (dist/, made by
// `trunk build --release --offline`) is served on a free loopback port for each test file.

import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { after, before } from "node:test";
import { chromium } from "playwright-core";
import { startServer } from "../../scripts/serve-dist.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// DIST= serves another build directory (e.g. one of several builds made side by side).
export const DIST = process.env.DIST ?? path.join(ROOT, "dist");
export const ARTIFACTS = path.join(ROOT, "tests/e2e/artifacts");

export const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";

// Flags for a root user in a container with no network but loopback. Playwright adds
// --headless and a fresh temporary --user-data-dir for every launch.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

/** Launch headless Chromium. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    chromiumSandbox: false,
    args: CHROMIUM_ARGS,
  });
}

/** Serve dist/ on 127.0.0.1 at a free port: { url, close() }. */
export function serveDist() {
  return startServer(DIST, 0);
}

/**
 * Start the server and the browser for one test file; call `stop()` in `after()`.
 * Both also end with the test process whatever happens.
 */
export async function setUp() {
  const server = await serveDist();
  let browser;
  try {
    browser = await launchBrowser();
  } catch (err) {
    await server.close();
    throw err;
  }
  return {
    server,
    browser,
    async stop() {
      await browser.close().catch(() => {});
      await server.close();
    },
  };
}

/**
 * The server and browser for the tests of the enclosing `describe`: started before its
 * first test, stopped after its last. The object is filled in by then.
 */
export function useEnv() {
  const env = {};
  before(async () => {
    Object.assign(env, await setUp());
  });
  after(async () => {
    await env.stop?.();
  });
  return env;
}

/**
 * A new page at `viewport` that records console errors, deprecation warnings and uncaught exceptions in
 * `page.problems` (tests assert it stays empty). The browser's language is `locale`
 * (English unless a test asks for another): the app opens in it on a first visit.
 * `serviceWorkers: "block"` keeps the app's service worker out (it would fetch files on
 * the page's behalf, past the page's routes). `deviceScaleFactor` 2 with half a screen's
 * size as the viewport is that screen with the browser zoomed to 200%.
 */
export async function newPage(browser, viewport = VIEWPORTS.desktop, { locale = "en-US", serviceWorkers = "allow", deviceScaleFactor = 1 } = {}) {
  const context = await browser.newContext({ viewport, locale, serviceWorkers, deviceScaleFactor });
  const page = await context.newPage();
  return watch(page);
}

/**
 * Records in `page.problems` what a test asserts never happens: an uncaught exception, a
 * console error, a deprecation warning (wasm-bindgen's for an old init call, say), from
 * the page or from its workers (the AI's). Returns the page.
 */
export function watch(page) {
  page.problems = [];
  page.on("pageerror", (err) => page.problems.push(`page error: ${err.message}`));
  const listen = (from) => (msg) => {
    const text = msg.text();
    if (msg.type() === "error") page.problems.push(`${from}console error: ${text}`);
    else if (msg.type() === "warning" && /deprecat/i.test(text)) page.problems.push(`${from}deprecation: ${text}`);
  };
  page.on("console", listen(""));
  page.on("worker", (worker) => worker.on("console", listen("worker ")));
  return page;
}

/**
 * Waits until the service worker's cache holds every path in `paths`. (Polled from here:
 * `page.waitForFunction` takes an async function's promise for a true answer at once.)
 */
export async function cached(page, paths, timeout = 60_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const held = await page.evaluate(async () => {
      if (!(await caches.has("condottiere"))) return [];
      const cache = await caches.open("condottiere");
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    const missing = paths.filter((p) => !held.includes(p));
    if (missing.length === 0) return;
    if (Date.now() > until) throw new Error(`the service worker's cache lacks ${missing.join(", ")}`);
    await page.waitForTimeout(200);
  }
}

/** Open the app and wait until Leptos has mounted it. */
export async function openApp(page, url) {
  await page.goto(url);
  await page.locator('[data-app="mounted"]').waitFor({ state: "visible", timeout: 15_000 });
}

/** Save a full-page screenshot to tests/e2e/artifacts/NAME.png and return its path. */
export async function screenshot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * axe-core's findings on the page as it is now, for WCAG 2.0 A and AA and 2.1 AA: one
 * line per violation with the elements it concerns (an empty list passes).
 */
export async function axeViolations(page, { include } = {}) {
  const { AxeBuilder } = await import("@axe-core/playwright");
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(", ")}`,
  );
}

/** A phone's network on the CDP session `cdp` (Network enabled): 9 Mbit/s, 20 ms latency. */
export async function slowNetwork(cdp) {
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: 9e6 / 8,
    uploadThroughput: 9e6 / 8,
  });
}

/**
 * One first visit to the app at `url` in a fresh profile, with the HTTP cache off: the
 * bytes transferred (compressed, as sent) until the front door is painted and late
 * requests are done, and the time from navigation to that paint. `throttle` emulates
 * 9 Mbit/s with 20 ms latency; `locale` is the browser's language (its texts load too).
 */
export async function firstLoad(browser, url, throttle = false, locale = "en-US") {
  const page = await newPage(browser, undefined, { locale });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (throttle) await slowNetwork(cdp);
  let bytes = 0;
  cdp.on("Network.loadingFinished", (e) => {
    bytes += e.encodedDataLength;
  });
  // The moment the front door is painted, taken in the page: just after the first frame
  // that has it. (Asking from outside, after Playwright's polling and a round trip, would
  // add the test harness's own latency to the page's.)
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (window.__setupPainted === undefined && document.querySelector('[data-screen="home"]')) {
        window.__setupPainted = null;
        seen.disconnect();
        // rAF runs just before the frame's paint; the task after it, just after.
        requestAnimationFrame(() => setTimeout(() => { window.__setupPainted = performance.now(); }, 0));
      }
    });
    seen.observe(document, { subtree: true, childList: true });
  });
  await page.goto(url);
  await page.locator('[data-screen="home"]').waitFor({ state: "visible" });
  await page.waitForFunction(() => typeof window.__setupPainted === "number");
  const ms = await page.evaluate(() => window.__setupPainted);
  // Let late requests (the service worker's precache) finish before counting bytes.
  await page.waitForTimeout(300);
  await page.context().close();
  return { ms, bytes };
}
