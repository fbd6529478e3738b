// The daily deal (issue 23): the same deal for everyone on a day and another the next, the
// day's game (the first dealt) counted and a replay practice, the day's game continued
// rather than dealt again (issue 52), the streak across days (the device's clock set by
// the test), the shared result's link opening the same deal, the clipboard and its
// fallback, bad dates, axe-core at both sizes, and the keyboard.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { axeViolations, screenshot, useEnv, VIEWPORTS, watch } from "./helpers.mjs";
import { clickTarget, playToEnd, rng } from "./play.mjs";

const DAY1 = "2026-11-24";
const DAY2 = "2026-11-25";
const DAY4 = "2026-11-27";

/**
 * A fresh browser profile whose clock says `day` (noon UTC), AIs at once (reduced motion
 * sets the pace to 0), console errors collected in `page.problems`.
 */
async function profileOn(browser, day, viewport = VIEWPORTS.desktop) {
  const context = await browser.newContext({ viewport, locale: "en-US", reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(`${day}T12:00:00Z`));
  watch(page);
  return page;
}

async function open(page, url) {
  await page.goto(url);
  await page.locator('[data-app="mounted"]').waitFor({ state: "visible", timeout: 15_000 });
}

/** The human's hand at the start of a game: the deal as one player sees it. */
async function hand(page) {
  await page.locator(".hand button[data-card]").first().waitFor();
  return page.locator(".hand button[data-card]").evaluateAll((els) => els.map((e) => e.dataset.card).join(","));
}

/** Starts the day's deal from its page; returns the opening hand. */
async function startFromIntro(page, day, { practice }) {
  const intro = page.locator('[data-screen="daily"]');
  await intro.waitFor();
  assert.equal(await intro.getAttribute("data-daily"), day);
  assert.equal(await intro.getAttribute("data-daily-practice"), String(practice));
  assert.match(await intro.locator("[data-daily-settings]").textContent(), /Fantasy Flight \(2006\) · four players · you against three normal AIs/);
  await page.click('[data-action="daily-start"]');
  const game = page.locator('[data-screen="game"]');
  await game.waitFor();
  assert.equal(await game.getAttribute("data-daily"), day);
  return hand(page);
}

/** Plays to the end at random (seeded), passing often: the AIs settle the battles. */
async function finish(page, seed = 1) {
  await playToEnd(page, rng(seed), { maxClicks: 1500 });
  await page.locator("[data-daily-result]").waitFor();
}

/** From the game's end (or any screen) to the front door. */
async function toHome(page) {
  if (await page.locator('[data-screen="home"]').count()) return;
  const over = page.locator('[data-screen="game-over"] [data-action="new-game"]');
  const back = page.locator('[data-action="home"]');
  if (await over.count()) await over.click();
  else if (await back.count()) await back.first().click();
  else await open(page, new URL("#/", page.url()).href);
  await page.locator('[data-screen="home"]').waitFor();
}

/** The record's screen (with the daily calendar), one tap from the front door. */
async function toRecord(page) {
  if (await page.locator('[data-screen="daily-record"]').count()) return;
  await toHome(page);
  await page.click('.home [data-action="record"]');
  await page.locator('[data-screen="daily-record"]').waitFor();
}

/** The daily deal's page, from the front door's button. */
async function toDaily(page) {
  await toHome(page);
  await page.click('.home [data-action="daily"]');
}

async function streaks(page) {
  await toRecord(page);
  const panel = page.locator('[data-screen="daily-record"]');
  return {
    streak: Number(await panel.locator('[data-stat="daily-streak"]').textContent()),
    best: Number(await panel.locator('[data-stat="daily-best"]').textContent()),
  };
}

async function dayState(page, day) {
  await toRecord(page);
  return page.locator(`[data-screen="daily-record"] [data-day="${day}"]`).getAttribute("data-day-state");
}

describe("the daily deal", () => {
  const env = useEnv();

  test("two fresh profiles get the same deal on a day, and another deal the next day", async () => {
    const hands = [];
    for (const day of [DAY1, DAY1, DAY2]) {
      const page = await profileOn(env.browser, day);
      await open(page, `${env.server.url}#/daily`);
      hands.push(await startFromIntro(page, day, { practice: false }));
      assert.deepEqual(page.problems, []);
      await page.context().close();
    }
    assert.equal(hands[0], hands[1], "the same day, the same deal");
    assert.notEqual(hands[0], hands[2], "another day, another deal");
  });

  test("the first finished game counts, a replay is practice, the streak runs across days", { timeout: 900_000 }, async () => {
    const page = await profileOn(env.browser, DAY1);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: env.server.url });
    try {
      await open(page, env.server.url);
      assert.deepEqual(await streaks(page), { streak: 0, best: 0 });
      assert.equal(await dayState(page, DAY1), "today");

      // Day 1, first game: counted, and its result copied in one tap.
      await toDaily(page);
      const firstHand = await startFromIntro(page, DAY1, { practice: false });
      await finish(page);
      const result = page.locator("[data-daily-result]");
      assert.equal(await result.getAttribute("data-daily-result"), "counted");
      const text = await result.locator("textarea").inputValue();
      assert.match(text, new RegExp(`^Condottiere daily deal ${DAY1}: (won|not won|shared victory)\\nregions \\d · battles won \\d+ · moves taken back 0\\nhttp`));
      const link = await result.locator("[data-daily-link]").getAttribute("href");
      assert.ok(link.endsWith(`#/daily/${DAY1}`), link);
      assert.ok(text.endsWith(link), "the text carries the link");
      await page.click('[data-action="share-result"]');
      await page.locator('[data-share-status="copied"]').waitFor();
      assert.match(await page.locator('[data-share-status="copied"]').textContent(), /Copied/);
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text);
      await screenshot(page, "daily-result-desktop");
      assert.deepEqual(await axeViolations(page), [], "axe on the daily result");
      const verdict = (await page.locator('[data-screen="game-over"]').getAttribute("data-winner")).split(",").includes("0");
      await toRecord(page);
      assert.deepEqual(await streaks(page), { streak: 1, best: 1 });
      const firstState = await dayState(page, DAY1);
      assert.ok(["win", "loss", "shared"].includes(firstState), firstState);
      assert.equal(firstState === "win" || firstState === "shared", verdict);

      // Day 1 again: practice, the day's result unchanged. (The clock moves on, as it does
      // between two games: with the clock held still, two games would finish in the same
      // millisecond, and the day's first finished game would be the one with the smaller
      // id, drawn at random.)
      await page.clock.setFixedTime(new Date(`${DAY1}T13:00:00Z`));
      await toDaily(page);
      assert.equal(await startFromIntro(page, DAY1, { practice: true }), firstHand, "the replay is the same deal");
      await page.locator('[data-screen="daily"]').waitFor({ state: "detached" });
      await finish(page);
      assert.equal(await page.locator("[data-daily-result]").getAttribute("data-daily-result"), "practice");
      assert.match(await page.locator("[data-daily-result] textarea").inputValue(), /\(practice\)/);
      await toRecord(page);
      assert.deepEqual(await streaks(page), { streak: 1, best: 1 });
      assert.equal(await dayState(page, DAY1), firstState, "practice does not change the day's result");

      // Day 2: yesterday's streak stands until today's game; then two in a row.
      await page.clock.setFixedTime(new Date(`${DAY2}T08:00:00Z`));
      await open(page, env.server.url);
      assert.deepEqual(await streaks(page), { streak: 1, best: 1 });
      assert.equal(await dayState(page, DAY2), "today");
      await toDaily(page);
      assert.notEqual(await startFromIntro(page, DAY2, { practice: false }), firstHand);
      await finish(page);
      assert.equal(await page.locator("[data-daily-result]").getAttribute("data-daily-result"), "counted");
      await toRecord(page);
      assert.deepEqual(await streaks(page), { streak: 2, best: 2 });

      // Day 4: day 3 was missed, the streak is gone; today's game starts a new one.
      await page.clock.setFixedTime(new Date(`${DAY4}T20:00:00Z`));
      await open(page, env.server.url);
      assert.deepEqual(await streaks(page), { streak: 0, best: 2 });
      assert.equal(await dayState(page, "2026-11-26"), "missed");
      await screenshot(page, "daily-record-desktop");
      assert.deepEqual(await axeViolations(page, { include: '[data-screen="daily-record"]' }), [], "axe on the record");
      await toDaily(page);
      await startFromIntro(page, DAY4, { practice: false });
      await finish(page);
      await toRecord(page);
      assert.deepEqual(await streaks(page), { streak: 1, best: 2 });

      // A past day from the calendar: practice, its own deal.
      await page.click(`[data-screen="daily-record"] [data-day="${DAY1}"]`);
      assert.equal(await startFromIntro(page, DAY1, { practice: true }), firstHand);

      // The shared link, in a fresh profile on a later day: the same deal, as practice.
      const friend = await profileOn(env.browser, DAY4);
      await open(friend, link);
      assert.equal(await startFromIntro(friend, DAY1, { practice: true }), firstHand, "the link opens the same deal");
      assert.deepEqual(friend.problems, []);
      await friend.context().close();
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  // Issue 52, item 2: Daily deal → Play the deal → a move and a take-back → Leave → Daily
  // deal: the page offers to continue the day's game (not to deal it again); continued and
  // finished, it is the day's result, with its take-back, and the page then offers
  // practice. Only one game of the deal was ever saved.
  test("the day's game is continued, not dealt again, and its result counts with its take-backs", { timeout: 600_000 }, async () => {
    const page = await profileOn(env.browser, DAY1);
    try {
      await open(page, env.server.url);
      await toDaily(page);
      const intro = page.locator('[data-screen="daily"]');
      await intro.waitFor();
      assert.equal(await intro.getAttribute("data-daily-offer"), "deal");
      assert.equal((await page.locator('[data-action="daily-start"]').textContent()).trim(), "Play the deal");
      const firstHand = await startFromIntro(page, DAY1, { practice: false });

      // A move of the human's (the AIs may move first), taken back, and another.
      const game = page.locator('[data-screen="game"]');
      const stepNow = async () => Number(await game.getAttribute("data-step"));
      const playOne = async () => {
        await page.locator('.hand button[data-playable="true"], .italy [data-selectable="true"]').first().waitFor();
        const before = await stepNow();
        const card = page.locator('.hand button[data-playable="true"]').first();
        if (await card.count()) await card.click();
        else await clickTarget(page, page.locator('.italy [data-selectable="true"]').first());
        await page.waitForFunction((n) => Number(document.querySelector('[data-screen="game"]')?.dataset.step) > n, before);
        return before;
      };
      const at = await playOne();
      await page.click('[data-action="undo"]');
      await page.waitForFunction((n) => document.querySelector('[data-screen="game"]')?.dataset.step === String(n), at);
      await playOne();
      await page.locator('.hand button[data-playable="true"], .italy [data-selectable="true"]').first().waitFor();
      const left = await stepNow();
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("condottiere/current")));

      // Left for the front door; the day's page offers to continue that game.
      await page.click('[data-action="leave"]');
      await page.locator('[data-screen="home"]').waitFor();
      await page.click('.home [data-action="daily"]');
      await intro.waitFor();
      assert.equal(await intro.getAttribute("data-daily-offer"), "continue");
      assert.equal(await intro.getAttribute("data-daily-practice"), "false");
      assert.equal((await page.locator('[data-action="daily-start"]').textContent()).trim(), "Continue the day's game");
      assert.match(await page.locator("[data-daily-continue-note]").textContent(), /its result will be the day's/);
      await screenshot(page, "daily-continue-desktop");
      assert.deepEqual(await axeViolations(page), [], "axe on the day's page offering to continue");

      // Continued: the same game, where it was left.
      await page.click('[data-action="daily-start"]');
      await game.waitFor();
      assert.equal(await game.getAttribute("data-daily"), DAY1);
      await page.locator('.hand button[data-playable="true"], .italy [data-selectable="true"]').first().waitFor();
      assert.equal(await stepNow(), left, "the game continues where it was left");
      assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem("condottiere/current"))), saved);
      await finish(page, 4);
      const result = page.locator("[data-daily-result]");
      assert.equal(await result.getAttribute("data-daily-result"), "counted");
      assert.match(await result.locator("textarea").inputValue(), /moves taken back 1\n/);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("condottiere/daily")));
      assert.equal(stored.dealt[DAY1].id, saved, "the record knows the day's game");
      assert.equal(stored.games[saved].result.taken_back, 1);
      const saves = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("condottiere/save/")));
      assert.deepEqual(saves, [`condottiere/save/${saved}`], "the deal was dealt once");

      // Finished: the page offers practice, and its game is a fresh deal of the same cards.
      await toDaily(page);
      await intro.waitFor();
      assert.equal(await intro.getAttribute("data-daily-offer"), "again");
      assert.equal((await page.locator('[data-action="daily-start"]').textContent()).trim(), "Play again (practice)");
      await screenshot(page, "daily-again-desktop");
      assert.equal(await startFromIntro(page, DAY1, { practice: true }), firstHand);
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("a refused clipboard leaves the text selected, with a word saying so", { timeout: 300_000 }, async () => {
    const page = await profileOn(env.browser, DAY1, VIEWPORTS.phone);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("refused", "NotAllowedError")) },
      });
    });
    try {
      await open(page, `${env.server.url}#/daily/${DAY1}`);
      await screenshot(page, "daily-intro-phone");
      assert.deepEqual(await axeViolations(page), [], "axe on the day's page (phone)");
      await startFromIntro(page, DAY1, { practice: false });
      await finish(page);
      await page.click('[data-action="share-result"]');
      await page.locator('[data-share-status="refused"]').waitFor();
      assert.match(await page.locator('[data-share-status="refused"]').textContent(), /copy it with your keyboard/);
      const selected = await page.evaluate(() => {
        const el = document.activeElement;
        return el?.tagName === "TEXTAREA" && el.selectionStart === 0 && el.selectionEnd === el.value.length && el.value.length > 0;
      });
      assert.ok(selected, "the text is focused and selected");
      await screenshot(page, "daily-result-phone");
      assert.deepEqual(await axeViolations(page), [], "axe on the daily result (phone)");
      await toRecord(page);
      await screenshot(page, "daily-record-phone");
      assert.deepEqual(await axeViolations(page, { include: '[data-screen="daily-record"]' }), [], "axe on the record (phone)");
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("bad and future dates are refused in words", async () => {
    const page = await profileOn(env.browser, DAY1);
    try {
      for (const [date, words] of [
        ["2026-02-30", /that month has no such day/],
        ["2026-13-01", /no such month/],
        ["yesterday", /written YYYY-MM-DD/],
        ["1969-12-31", /before 1970/],
        [DAY2, /not out yet/],
      ]) {
        await open(page, `${env.server.url}#/daily/${date}`);
        const error = page.locator('[data-screen="link-error"] [role="alert"]');
        await error.waitFor();
        assert.match(await error.textContent(), words, date);
      }
      await open(page, `${env.server.url}#/daily/${DAY1}`);
      await screenshot(page, "daily-intro-desktop");
      assert.deepEqual(await axeViolations(page), [], "axe on the day's page");
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("a date of 3,000 digits is refused within a phone's screen: the page grows no wider", async () => {
    const page = await profileOn(env.browser, DAY1, VIEWPORTS.phone);
    try {
      await open(page, `${env.server.url}#/daily/${"7".repeat(3000)}`);
      const error = page.locator('[data-screen="link-error"] [role="alert"]');
      await error.waitFor();
      const sizes = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: innerWidth,
        error: document.querySelector('[data-screen="link-error"] [role="alert"]').getBoundingClientRect().right,
      }));
      console.log(`a 3,000-digit date at 390×844: page ${sizes.page} px wide, the message's right edge at ${sizes.error.toFixed(0)} px`);
      assert.ok(sizes.page <= sizes.screen, `the page is ${sizes.page} px wide on a ${sizes.screen} px screen`);
      assert.ok(sizes.error <= sizes.screen, "the message stays on the screen");
      assert.ok(await page.locator('[data-screen="link-error"] [data-action="new-game"]').isVisible(), "the way to the front door");
      await screenshot(page, "daily-long-date-phone");
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("by keyboard: the front door's button, the day's page, the calendar", async () => {
    const page = await profileOn(env.browser, DAY1);
    try {
      await open(page, env.server.url);
      // Tab to the daily deal's button and press Enter.
      let found = false;
      for (let i = 0; i < 40 && !found; i++) {
        await page.keyboard.press("Tab");
        found = await page.evaluate(() => document.activeElement?.dataset.action === "daily");
      }
      assert.ok(found, "the daily button is reachable by Tab");
      await page.keyboard.press("Enter");
      await page.locator('[data-screen="daily"]').waitFor();
      // Focus lands on the start button: Enter starts the deal.
      await page.waitForFunction(() => document.activeElement?.dataset.action === "daily-start");
      await page.keyboard.press("Tab");
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), "daily-back");
      await page.keyboard.press("Enter");
      await page.locator('[data-screen="home"]').waitFor();
      await toRecord(page);
      // A calendar day by keyboard.
      await page.locator(`[data-day="${DAY1}"]`).focus();
      await page.keyboard.press("Enter");
      await page.locator('[data-screen="daily"]').waitFor();
      await page.waitForFunction(() => document.activeElement?.dataset.action === "daily-start");
      await page.keyboard.press("Enter");
      await page.locator(`[data-screen="game"][data-daily="${DAY1}"]`).waitFor();
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });
});
