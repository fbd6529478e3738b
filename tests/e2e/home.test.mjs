// The front door (issue 29): one tap to play at every size. Play, and Continue once a game
// is in progress, lie inside the first viewport at scroll 0, upright and sideways, from
// 360×640 to 1920×1080; the custom game is one tap away; axe finds nothing. Screenshots of
// the front door and the custom game screen at each size go to tests/e2e/artifacts/.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { axeViolations, newPage, openApp, screenshot, useEnv } from "./helpers.mjs";
import { startGame } from "./play.mjs";

const SIZES = [
  { width: 360, height: 640 },
  { width: 640, height: 360 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

/** Where `selector` lies on the page at scroll 0: its box, or null when it is not shown. */
async function boxAtTop(page, selector) {
  return page.evaluate((sel) => {
    window.scrollTo(0, 0);
    const el = document.querySelector(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  }, selector);
}

function assertInView(box, size, what) {
  assert.ok(box, `${what} is on the front door`);
  assert.ok(
    box.top >= 0 && box.bottom <= size.height && box.left >= 0 && box.right <= size.width,
    `${what} inside the first ${size.width}×${size.height} viewport: ${JSON.stringify(box)}`,
  );
}

describe("the front door", () => {
  const env = useEnv();

  for (const size of SIZES) {
    test(`Play and Continue in the first viewport at ${size.width}×${size.height}`, async () => {
      const page = await newPage(env.browser, size, { serviceWorkers: "block" });
      await openApp(page, env.server.url);
      await page.locator('[data-screen="home"]').waitFor();
      assert.equal(await page.locator('.home [data-action="resume"]').count(), 0, "no game yet: no Continue");
      assertInView(await boxAtTop(page, '.home [data-action="start"]'), size, "Play");
      for (const action of ["pass-and-play", "friends", "daily", "puzzles", "learn", "custom-game"]) {
        assertInView(await boxAtTop(page, `.home [data-action="${action}"]`), size, action);
      }
      await screenshot(page, `home-${size.width}x${size.height}`);
      assert.deepEqual(await axeViolations(page), []);

      // Play starts a game against the AI at once; Back returns to the front door,
      // where the game goes on behind Continue.
      await page.click('.home [data-action="start"]');
      await page.locator('[data-screen="game"], [data-screen="handoff"]').first().waitFor();
      await page.goBack();
      await page.locator('[data-screen="home"]').waitFor();
      assertInView(await boxAtTop(page, '.home [data-action="resume"]'), size, "Continue");
      assertInView(await boxAtTop(page, '.home [data-action="start"]'), size, "Play with a game in progress");
      await screenshot(page, `home-continue-${size.width}x${size.height}`);

      // The custom game is one tap away, and Continue takes the game up again.
      await page.click('.home [data-action="custom-game"]');
      await page.locator('[data-screen="setup"]').waitFor();
      await screenshot(page, `setup-${size.width}x${size.height}`);
      assert.deepEqual(await axeViolations(page), []);
      await page.goBack();
      await page.click('.home [data-action="resume"]');
      await page.locator('[data-screen="game"]').waitFor();
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
  test("Play deals the table last set up, after a reload too (issue 52, item 4)", { timeout: 120_000 }, async () => {
    const page = await newPage(env.browser);
    try {
      await openApp(page, env.server.url);
      // A custom game: Z-Man 2018, three players, easy AIs.
      await startGame(page, { preset: "zman-2018", seats: [{ kind: "human" }, { kind: "easy" }, { kind: "easy" }], pace: "0" });
      await page.click('[data-action="leave"]');
      await page.locator('[data-screen="home"]').waitFor();
      await page.reload();
      const play = page.locator('.home [data-action="start"]');
      await play.waitFor();
      const detail = await play.textContent();
      assert.match(detail, /Z-Man/, `Play names the edition last set up: ${detail}`);
      assert.match(detail, /3 players/);
      await play.click();
      await page.locator('[data-screen="game"], [data-screen="handoff"]').first().waitFor();
      await page.locator("section.row[data-seat]").first().waitFor();
      assert.equal(await page.locator("section.row[data-seat]").count(), 3, "three players at the table");
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });
});
