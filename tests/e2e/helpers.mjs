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
 * A new page at `viewport` that records console errors and uncaught exceptions in
 * `page.problems` (tests assert it stays empty). The browser's language is `locale`
 * (English unless a test asks for another): the app opens in it on a first visit.
 */
export async function newPage(browser, viewport = VIEWPORTS.desktop, { locale = "en-US" } = {}) {
  const context = await browser.newContext({ viewport, locale });
  const page = await context.newPage();
  page.problems = [];
  page.on("pageerror", (err) => page.problems.push(`page error: ${err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error") page.problems.push(`console error: ${msg.text()}`);
  });
  return page;
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
