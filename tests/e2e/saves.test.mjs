// Nothing lost, everything shareable: saves survive reloads, bad saves and bad links get
// a clear message, deal and record links rebuild the same game elsewhere, and the game
// plays offline once it has been opened.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { cached, newPage, openApp, screenshot, useEnv, VIEWPORTS } from "./helpers.mjs";
import { clickTarget, HUMAN_CHOICES, playToEnd, PROMPT_MOVES, rng, startGame } from "./play.mjs";

const SOLO = [
  { name: "Anna", kind: "human" },
  { name: "Bot1", kind: "rule" },
  { name: "Bot2", kind: "rule" },
];

/** Plays `n` of the human's own decisions (the rule bots answer instantly). */
async function playSome(page, n, random) {
  for (let i = 0; i < n; i++) {
    await page.locator(HUMAN_CHOICES).first().waitFor();
    const options = [
      ...(await page.locator("button[data-card][data-playable]").all()),
      ...(await page.locator('[data-selectable="true"]').all()),
      ...(await page.locator(`${PROMPT_MOVES}:not([data-action="pass"])`).all()),
    ];
    if (options.length === 0) break;
    const before = await page.locator('[data-screen="game"]').getAttribute("data-step");
    await clickTarget(page, options[Math.floor(random() * options.length)]);
    await page.waitForFunction(
      (b) => document.querySelector('[data-screen="game"]')?.getAttribute("data-step") !== b,
      before,
    );
    if (await page.locator('[data-screen="game-over"]').count()) break;
  }
}

async function handCards(page) {
  return page.locator("button[data-card]").evaluateAll((els) => els.map((e) => e.dataset.card));
}

describe("saves, links and offline play", () => {
  const env = useEnv();

  test("a game in progress survives a reload", { timeout: 300_000 }, async () => {
    const page = await newPage(env.browser);
    try {
      await openApp(page, env.server.url);
      await startGame(page, { seats: SOLO, first: 0, seed: 31 });
      await playSome(page, 4, rng(1));
      // Read the step once the bots have answered and the human is to choose again: a bot's
      // move landing between the reading and the reload would otherwise change it.
      await page.locator(HUMAN_CHOICES).first().waitFor();
      const step = await page.locator('[data-screen="game"]').getAttribute("data-step");
      const hand = await handCards(page);
      assert.ok(Number(step) > 0);
      await page.reload();
      await page.locator('[data-screen="game"]').waitFor();
      assert.equal(await page.locator('[data-screen="game"]').getAttribute("data-step"), step);
      assert.deepEqual(await handCards(page), hand);
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("a corrupt save is reported and the others still load", { timeout: 300_000 }, async () => {
    const page = await newPage(env.browser);
    try {
      await openApp(page, env.server.url);
      for (const seed of [41, 42]) {
        await startGame(page, { seats: SOLO, first: 0, seed });
        await playSome(page, 2, rng(seed));
        // Back to the front door: by leaving the game (it stays saved), or from its end.
        await page.locator('[data-action="leave"], [data-screen="game-over"] [data-action="new-game"]').first().click();
        await page.locator('[data-screen="home"]').waitFor({ timeout: 60_000 });
      }
      await page.click('.home [data-action="saves"]');
      await page.locator("[data-save]").nth(1).waitFor({ timeout: 60_000 });
      assert.equal(await page.locator("[data-save]").count(), 2);
      // Damage one save by hand, as a curious player might.
      await page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith("condottiere/save/"));
        localStorage.setItem(key, '{"version": 1, "record": "oops"');
        localStorage.setItem("condottiere/save/foreign", "not json at all");
      });
      await openApp(page, env.server.url);
      await page.reload();
      await page.locator('[data-screen="home"]').waitFor({ timeout: 60_000 });
      assert.equal(await page.locator('[data-screen="game"]').count(), 0, "a left game does not reopen by itself");
      await page.click('.home [data-action="saves"]');
      await page.locator("[data-bad-save]").nth(1).waitFor();
      assert.equal(await page.locator("[data-save]").count(), 1, "the good save is listed");
      assert.equal(await page.locator("[data-bad-save]").count(), 2, "both bad entries are reported");
      assert.match(await page.locator("[data-bad-save]").first().textContent(), /could not be read/);
      await screenshot(page, "saves-with-corrupt-entry");
      // The good one still resumes.
      await page.locator('[data-save] [data-action="resume"]').click();
      await page.locator('[data-screen="game"]').waitFor();
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("a deal link opened in a fresh browser deals the same first hand", { timeout: 300_000 }, async () => {
    const sender = await newPage(env.browser);
    const receiver = await newPage(env.browser);
    try {
      await openApp(sender, env.server.url);
      await startGame(sender, { seats: SOLO, first: 0, seed: 777 });
      const hand = await handCards(sender);
      assert.equal(hand.length, 10);
      const link = await sender.locator('[data-link="deal"]').inputValue();
      assert.match(link, /#\/new\/[A-Za-z0-9_-]+$/);

      await receiver.goto(link);
      await receiver.locator('[data-screen="setup"]').waitFor();
      assert.equal(await receiver.locator('[data-field="seed"]').inputValue(), "777");
      await receiver.click('[data-action="start"]');
      await receiver.locator('[data-screen="game"]').waitFor();
      assert.deepEqual(await handCards(receiver), hand);
      assert.deepEqual(receiver.problems, []);
    } finally {
      await sender.context().close();
      await receiver.context().close();
    }
  });

  test("a record link replays a finished game step by step", { timeout: 300_000 }, async () => {
    const page = await newPage(env.browser);
    const viewer = await newPage(env.browser, VIEWPORTS.phone);
    try {
      await openApp(page, env.server.url);
      await startGame(page, { seats: SOLO, first: 0, seed: 2024 });
      await playToEnd(page, rng(9));
      await page.locator("details.share summary").click();
      const link = await page.locator('[data-link="record"]').inputValue();
      assert.match(link, /#\/replay\/[A-Za-z0-9_-]+$/);
      console.log(`record link for a finished 3-player game: ${link.length} characters`);
      assert.ok(link.length < 1500);

      await viewer.goto(link);
      const replay = viewer.locator('[data-screen="replay"]');
      await replay.waitFor();
      const total = Number(await replay.getAttribute("data-total"));
      // It opens at the start: the result is no spoiler for whoever receives it.
      assert.equal(await replay.getAttribute("data-step"), "0", "opens at the start");
      assert.ok(total > 10, `the whole game is there (${total} steps)`);
      for (let i = 0; i < 5; i++) await viewer.click('[data-action="replay-forward"]');
      assert.equal(await replay.getAttribute("data-step"), "5");
      await viewer.click('[data-action="replay-back"]');
      assert.equal(await replay.getAttribute("data-step"), "4");
      // Hands are shown: it is a record.
      assert.ok((await viewer.locator("[data-hand] .card").count()) > 0);
      await viewer.click('[data-action="replay-end"]');
      assert.equal(await replay.getAttribute("data-step"), String(total));
      await screenshot(viewer, "replay-phone");
      // Continue from an earlier point: a new game forks.
      await viewer.click('[data-action="replay-start"]');
      for (let i = 0; i < 3; i++) await viewer.click('[data-action="replay-forward"]');
      await viewer.click('[data-action="continue"]');
      await viewer.locator('[data-screen="game"], [data-screen="handoff"]').first().waitFor();
      assert.deepEqual(viewer.problems, []);
    } finally {
      await page.context().close();
      await viewer.context().close();
    }
  });

  test("a garbage link shows a message and a way back", { timeout: 300_000 }, async () => {
    const page = await newPage(env.browser);
    try {
      for (const hash of ["#/replay/garbage!!", "#/new/AAAA", "#/replay/EiIA"]) {
        await page.goto(`${env.server.url}${hash}`);
        await page.locator('[data-app="mounted"]').waitFor();
        const screen = page.locator('[data-screen="link-error"]');
        await screen.waitFor();
        assert.ok((await screen.locator(".error").textContent()).length > 10);
      }
      await screenshot(page, "bad-link");
      await page.click('[data-action="new-game"]');
      await page.locator('[data-screen="home"]').waitFor();
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("after one visit the game loads and plays offline", { timeout: 300_000 }, async () => {
    const page = await newPage(env.browser);
    try {
      await openApp(page, env.server.url);
      // Wait until the service worker controls the page and has cached the build.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
        }
      });
      // The page itself is put last (public/sw.js, cachePage).
      await cached(page, ["/screens_bg.wasm", "/cards.svg", "/locales/en/condottiere.ftl", "/locales/en/later.ftl", "/"]);
      await page.context().setOffline(true);
      await page.reload();
      await page.locator('[data-app="mounted"]').waitFor();
      await startGame(page, { seats: SOLO, first: 0, seed: 5 });
      await playSome(page, 3, rng(5));
      assert.ok(Number(await page.locator('[data-screen="game"]').getAttribute("data-step")) > 0);
      // The cards' drawings come from the service worker's copy of the sprite.
      await page.waitForFunction(() => {
        const uses = [...document.querySelectorAll(".card svg.art use")];
        return uses.length > 0 && uses.every((use) => use.getBBox().width > 4);
      });
      await screenshot(page, "offline-game");
      // Only the language in use was kept: another one, never used here, says why it cannot
      // be shown, in the language on screen, and the game stays as it is.
      await page.selectOption('[data-setting="language"]', "hu");
      await page.locator('p.error[role="alert"]', { hasText: "could not be loaded" }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
      assert.ok(Number(await page.locator('[data-screen="game"]').getAttribute("data-step")) > 0);
    } finally {
      await page.context().close();
    }
  });

  test("a language picked online is kept for offline play", { timeout: 120_000 }, async () => {
    const page = await newPage(env.browser);
    try {
      await openApp(page, env.server.url);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.selectOption('[data-setting="language"]', "pl");
      await page.waitForFunction(() => document.documentElement.lang === "pl");
      // The worker registered again for Polish keeps both parts of its texts.
      await cached(page, ["/locales/pl/condottiere.ftl", "/locales/pl/later.ftl", "/manifest-pl.webmanifest"]);
      await page.context().setOffline(true);
      await page.reload();
      await page.locator('[data-app="mounted"]').waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), "pl");
      // The rules page reads the later part of the texts.
      await page.goto(`${env.server.url}#/setup`);
      await page.locator('[data-action="rules"]').click();
      await page.locator('[data-screen="rules"]').waitFor();
      assert.deepEqual(page.problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(p)), []);
    } finally {
      await page.context().close();
    }
  });
});
