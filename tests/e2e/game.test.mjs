// Whole games in the browser, driven by clicks and keys like a person.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { axeViolations, newPage, openApp, screenshot, useEnv, VIEWPORTS } from "./helpers.mjs";
import { playToEnd, rng, startGame } from "./play.mjs";

describe("playing a game", () => {
  const env = useEnv();

  test("a 3-player pass-and-play game reaches game over, hand-offs hiding every hand", { timeout: 300_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await openApp(page, env.server.url);
      await startGame(page, {
        preset: "ffg-2006",
        seats: [
          { name: "Anna", kind: "human" },
          { name: "Bianca", kind: "human" },
          { name: "Carlo", kind: "human" },
        ],
        first: 0,
        seed: 12345,
      });
      let handoffs = 0;
      let shotTaken = false;
      const clicks = await playToEnd(page, rng(7), {
        onHandoff: async (p) => {
          handoffs++;
          if (!shotTaken) {
            shotTaken = true;
            await screenshot(p, "handoff-desktop");
          }
        },
      });
      assert.ok(handoffs > 3, `hand-offs happened (${handoffs})`);
      const over = page.locator('[data-screen="game-over"]');
      const winners = await over.getAttribute("data-winner");
      assert.match(winners, /^[0-2](,[0-2])*$/);
      await screenshot(page, "game-over-desktop");
      assert.deepEqual(page.problems, []);
      console.log(`pass-and-play game: ${clicks} clicks, ${handoffs} hand-offs, winners ${winners}`);
    } finally {
      await page.context().close();
    }
  });

  test("a game against three AI opponents, on a phone", { timeout: 300_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.phone);
    try {
      await openApp(page, env.server.url);
      await startGame(page, { seed: 99, first: 0, pace: "0" });
      await screenshot(page, "game-phone");
      // No horizontal scrolling on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px)`);
      await playToEnd(page, rng(3));
      assert.equal(await page.locator('[data-screen="game-over"]').count(), 1);
      await screenshot(page, "game-over-phone");
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("game over: Review, Rematch and New game on screen without a scroll at 1366×768 and 390×844", { timeout: 300_000 }, async () => {
    const page = await newPage(env.browser, { width: 1366, height: 768 });
    try {
      await openApp(page, env.server.url);
      await startGame(page, { seed: 99, first: 0, pace: "0" });
      await playToEnd(page, rng(4));
      await page.locator('[data-screen="game-over"] .verdict').waitFor();
      for (const viewport of [{ width: 1366, height: 768 }, VIEWPORTS.phone]) {
        await page.setViewportSize(viewport);
        await page.evaluate(() => scrollTo(0, 0));
        const size = `${viewport.width}x${viewport.height}`;
        const seen = await page.evaluate(() =>
          ["review", "rematch", "new-game"].map((action) => {
            const r = document.querySelector(`[data-screen="game-over"] [data-action="${action}"]`).getBoundingClientRect();
            return { action, top: Math.round(r.top), bottom: Math.round(r.bottom), visible: r.top >= 0 && r.bottom <= innerHeight && r.right <= innerWidth };
          }),
        );
        console.log(`game over at ${size}: ${seen.map((b) => `${b.action} ${b.top}–${b.bottom}`).join(", ")} of ${viewport.height}`);
        for (const b of seen) assert.ok(b.visible, `${b.action} on screen at ${size}: ${JSON.stringify(b)}`);
        await screenshot(page, `game-over-${size}`);
      }
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("an AI whose worker cannot load stops the game with a message, and plays when asked again", { timeout: 120_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop, { serviceWorkers: "block" });
    try {
      // The AI plays only in its Web Worker: block the worker's files (and the service
      // worker, which would fetch them on the page's behalf).
      await page.route("**/ai_worker*", (route) => route.abort());
      await openApp(page, env.server.url);
      const seats = [
        { name: "Bot1", kind: "rule" },
        { name: "Anna", kind: "human" },
        { name: "Bot2", kind: "rule" },
      ];
      await startGame(page, { seats, first: 0, seed: 12 });
      const notice = page.locator('[data-error="ai"]');
      await notice.waitFor();
      assert.equal(await notice.getAttribute("role"), "alert");
      assert.match(await notice.textContent(), /Your game is kept/);
      assert.equal(await page.locator('[data-screen="game"]').getAttribute("data-step"), "0");
      // Not "thinking": the status says the AI cannot play.
      assert.equal(await page.locator(".status .turn").textContent(), "Bot1 cannot play yet");
      await screenshot(page, "ai-unavailable");
      assert.deepEqual(await axeViolations(page), [], "axe with the AI's message shown");
      await page.unroute("**/ai_worker*");
      await page.click('[data-action="retry-ai"]');
      await page.waitForFunction(() => Number(document.querySelector('[data-screen="game"]')?.getAttribute("data-step")) > 0);
      assert.equal(await notice.count(), 0);
      assert.doesNotMatch(await page.locator(".status .turn").textContent(), /cannot play/);
      assert.deepEqual(page.problems.filter((p) => !/ai_worker/.test(p)), []);
    } finally {
      await page.context().close();
    }
  });

  test("the keyboard plays: a region by Enter, a card by number, P to pass", { timeout: 300_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await openApp(page, env.server.url);
      await startGame(page, {
        seats: [
          { name: "Anna", kind: "human" },
          { name: "Bot", kind: "rule" },
        ],
        first: 0,
        seed: 4,
      });
      const region = page.locator('[data-selectable="true"]').first();
      await region.focus();
      await page.keyboard.press("Enter");
      await page.locator('[data-screen="game"][data-step="1"]').waitFor();
      await page.locator("button[data-card][data-playable]").first().waitFor();
      const handBefore = await page.locator("button[data-card]").count();
      await page.keyboard.press("1");
      await page.waitForFunction(() => document.querySelector('[data-screen="game"]').getAttribute("data-step") !== "1");
      assert.equal(await page.locator("button[data-card]").count(), handBefore - 1, "a card left the hand");
      await page.locator("button[data-card][data-playable]").first().waitFor();
      const row = page.locator('[data-seat="0"] [data-row-card]');
      assert.equal(await row.count(), 1, "the card is in Anna's row");
      await page.keyboard.press("p");
      await page.waitForFunction(() => document.querySelector(".log").textContent.includes("Anna passes"));
      await screenshot(page, "keyboard-desktop");
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("player names are text, never markup", { timeout: 300_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await openApp(page, env.server.url);
      const evil = "<img src=x onerror=alert(1)>";
      let alerted = false;
      page.on("dialog", async (d) => {
        alerted = true;
        await d.dismiss();
      });
      await startGame(page, {
        seats: [
          { name: evil, kind: "human" },
          { name: "Bot", kind: "rule" },
        ],
        first: 0,
        seed: 5,
      });
      const name = page.locator('[data-seat="0"] .seat-name');
      assert.equal(await name.textContent(), evil);
      assert.equal(await page.locator(".rows img").count(), 0);
      assert.equal(alerted, false);
    } finally {
      await page.context().close();
    }
  });
});

describe("motion and rules", () => {
  const env = useEnv();

  test("prefers-reduced-motion makes AI turns instant", { timeout: 120_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openApp(page, `${env.server.url}#/setup`);
      assert.equal(await page.locator('[data-field="pace"]').inputValue(), "0");
      await page.click('[data-screen="setup"] [data-action="start"]');
      // Three AI opponents move without delay: the game reaches a human decision, or
      // plays many AI moves, within a moment.
      await page.locator('button[data-card][data-playable], [data-selectable="true"]').first().waitFor({ timeout: 10_000 });
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("every card explains itself and the rules of the edition are at hand", { timeout: 120_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await openApp(page, `${env.server.url}#/setup`);
      await page.locator('[data-preset="classic-1995"]').check();
      await page.click('[data-screen="setup"] [data-action="rules"]');
      const rules = page.locator('[data-screen="rules"]');
      await rules.waitFor();
      assert.equal(await rules.getAttribute("data-rules-preset"), "classic-1995");
      assert.match(await rules.textContent(), /another player controls may be attacked/);
      await page.click('[data-action="rules-back"]');
      await page.locator('[data-screen="setup"]').waitFor();
      await startGame(page, { preset: "zman-2018", seats: [{ name: "Anna", kind: "human" }, { name: "B", kind: "rule" }, { name: "C", kind: "rule" }], first: 0, seed: 8 });
      // Each card's name carries its effect (not only a title tooltip touch users never see).
      const names = await page.locator("button[data-card]").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
      assert.ok(names.length > 0 && names.every((t) => t.includes(": ") && t.length > 20), names.join(" | "));
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });
});
