// A new build published while a game is open: the page notices (it compares the files its
// own <head> names with those of a freshly fetched index.html), offers to reload, and the
// reload brings the same game back, now running the new build's files.
//
// Build A is a copy of dist/; build B is the same with its hashed JS, wasm and CSS files
// renamed (new hashes) and index.html naming them, as the next `trunk build` would. Both
// are served in turn on the same port (one origin: the same storage, the same service
// worker), the way a host replaces one deployment with the next.
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { startServer } from "../../scripts/serve-dist.mjs";
import { axeViolations, DIST, launchBrowser, newPage, openApp, screenshot, VIEWPORTS } from "./helpers.mjs";
import { clickTarget, PROMPT_MOVES, startGame } from "./play.mjs";

const HASHED = /^(.+-)([0-9a-f]{8,})((?:_bg)?\.(?:js|wasm|css))$/;

/** Copies dist/ to a new directory named `label`, marked in its page as that build. */
function copyBuild(root, label) {
  const dir = path.join(root, label);
  cpSync(DIST, dir, { recursive: true });
  const index = path.join(dir, "index.html");
  // After the charset (the release build's minified page has no <head> tag: HTML does not
  // need it).
  const html = readFileSync(index, "utf8");
  const marked = html.replace(/<meta charset[^>]*>/i, (charset) => `${charset}<meta name="build" content="${label}">`);
  assert.notEqual(marked, html, "the page has a charset to mark the build after");
  writeFileSync(index, marked);
  return dir;
}

/** Gives every hashed file of the build in `dir` a new hash, in its name and in index.html. */
function rehash(dir) {
  const index = path.join(dir, "index.html");
  let html = readFileSync(index, "utf8");
  const renamed = [];
  for (const name of readdirSync(dir)) {
    const m = HASHED.exec(name);
    if (!m) continue;
    const fresh = `${m[1]}${[...m[2]].reverse().join("")}${m[3]}`;
    renameSync(path.join(dir, name), path.join(dir, fresh));
    html = html.replaceAll(name, fresh);
    renamed.push(fresh);
  }
  writeFileSync(index, html);
  assert.ok(renamed.some((n) => n.endsWith(".wasm")) && renamed.some((n) => n.endsWith(".js")), "the build has hashed files");
  return renamed;
}

const SOLO = [
  { name: "Anna", kind: "human" },
  { name: "Bot1", kind: "rule" },
  { name: "Bot2", kind: "rule" },
];

/** Plays `n` of the human's decisions: the first card, region or choice offered. */
async function playSome(page, n) {
  const choices = `button[data-card][data-playable], [data-selectable="true"], ${PROMPT_MOVES}:not([data-action="pass"])`;
  for (let i = 0; i < n; i++) {
    await page.locator(choices).first().waitFor();
    const before = await page.locator('[data-screen="game"]').getAttribute("data-step");
    await clickTarget(page, page.locator(choices).first());
    await page.waitForFunction((b) => document.querySelector('[data-screen="game"]')?.getAttribute("data-step") !== b, before);
  }
}

async function snapshot(page) {
  await page.locator('[data-screen="game"] .hand button[data-card]').first().waitFor();
  return {
    step: await page.locator('[data-screen="game"]').getAttribute("data-step"),
    hand: await page.locator(".hand button[data-card]").evaluateAll((els) => els.map((e) => e.dataset.card)),
  };
}

/** Makes the page check for a new build now, as coming back to its tab does. */
async function triggerCheck(page) {
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
}

describe("a new version while a game is open", () => {
  let root;
  let browser;
  let server;
  let buildA;
  let buildB;
  let renamed;

  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), "condottiere-update-"));
    buildA = copyBuild(root, "A");
    buildB = copyBuild(root, "B");
    renamed = rehash(buildB);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close().catch(() => {});
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** Serves `dir` instead of whatever was served, on the same port. */
  async function serve(dir) {
    const port = server?.port ?? 0;
    await server?.close();
    server = await startServer(dir, port);
    return server.url;
  }

  test("the notice offers a reload, and the same game comes back on the new build", { timeout: 300_000 }, async () => {
    const url = await serve(buildA);
    const page = await newPage(browser);
    try {
      await openApp(page, url);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
      await startGame(page, { seats: SOLO, first: 0, seed: 77 });
      await playSome(page, 3);
      const game = await snapshot(page);
      assert.ok(Number(game.step) > 0);

      // The same build still published: no notice.
      await triggerCheck(page);
      await page.waitForTimeout(1500);
      assert.equal(await page.locator('[data-notice="update"]').count(), 0, "no notice while the build is the same");

      await serve(buildB);
      await triggerCheck(page);
      const notice = page.locator('[data-notice="update"]');
      await notice.waitFor({ timeout: 15_000 });
      assert.equal(await page.locator(".update-slot").getAttribute("role"), "status");
      assert.match(await notice.textContent(), /new version.*Your game is saved/);
      assert.deepEqual(await axeViolations(page, { include: ".update-slot" }), []);
      await screenshot(page, "update-notice-desktop");
      await page.setViewportSize(VIEWPORTS.phone);
      await screenshot(page, "update-notice-phone");
      await page.setViewportSize(VIEWPORTS.desktop);
      // Nothing was lost by noticing: still the same game, on build A.
      assert.deepEqual(await snapshot(page), game);
      assert.equal(await page.locator('meta[name="build"]').getAttribute("content"), "A");

      await Promise.all([page.waitForEvent("load"), page.click('[data-action="reload-update"]')]);
      await page.locator('[data-app="mounted"]').waitFor();
      assert.equal(await page.locator('meta[name="build"]').getAttribute("content"), "B");
      assert.deepEqual(await snapshot(page), game, "the same game, the same step and hand");
      const loaded = await page.evaluate(() => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname.slice(1)));
      for (const file of renamed) assert.ok(loaded.includes(file), `B's ${file} is loaded`);
      assert.equal(await page.locator('[data-notice="update"]').count(), 0);
      // The game goes on.
      await playSome(page, 1);

      // Later: the notice goes, and the same new build does not bring it back.
      await serve(buildA);
      await triggerCheck(page);
      await notice.waitFor({ timeout: 15_000 });
      await page.click('[data-action="dismiss-update"]');
      await notice.waitFor({ state: "detached" });
      await triggerCheck(page);
      await page.waitForTimeout(1500);
      assert.equal(await notice.count(), 0, "dismissed for this build");
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });
});
