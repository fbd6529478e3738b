// Learn to play: the invitation on a first visit, the guided game from its first step to
// the end of its guided part by the moves the coach asks for (mouse and keyboard), the
// coach's kind answer to a move it did not ask for, leaving, accessibility and
// screenshots at 1280×800 and 390×844.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { VIEWPORTS, axeViolations, newPage, openApp, screenshot, useEnv } from "./helpers.mjs";

const STEPS = 18;

/** The coach's step, whether it waits for the opponents, and the game's move count. */
async function state(page) {
  return page.evaluate(() => {
    const coach = document.querySelector("[data-coach-step]");
    const target = document.querySelector("[data-coach-target]");
    return {
      step: coach?.dataset.coachStep ?? null,
      waiting: coach?.hasAttribute("data-coach-waiting") ?? false,
      moves: document.querySelector('[data-screen="game"]')?.dataset.step ?? null,
      target: target
        ? `${target.tagName}|${target.dataset.card ?? ""}|${target.dataset.region ?? ""}|${target.dataset.action ?? ""}|${target.getAttribute("aria-pressed") ?? ""}`
        : "",
    };
  });
}

/** Waits until the coach asks for something: a step with its target marked, or done. */
async function asked(page) {
  await page.waitForFunction(() => {
    const coach = document.querySelector("[data-coach-step]");
    if (!coach) return false;
    if (coach.dataset.coachStep === "done") return true;
    // A card already chosen to keep is never the one asked for: the mark has moved on.
    return !coach.hasAttribute("data-coach-waiting") && !!document.querySelector('[data-coach-target]:not([aria-pressed="true"])');
  });
  return state(page);
}

/** Uses the marked element as a player would: regions and cards by keyboard, the rest by click. */
async function useTarget(page, before, { keyboard }) {
  const target = page.locator("[data-coach-target]");
  const tag = before.target.split("|")[0].toLowerCase();
  if (tag === "path" || (keyboard && tag === "button")) {
    await target.focus();
    await page.keyboard.press("Enter");
  } else {
    await target.click();
  }
  // Something answers: the game moves on, the coach's step changes, or the mark moves.
  await page.waitForFunction((b) => {
    const coach = document.querySelector("[data-coach-step]");
    const game = document.querySelector('[data-screen="game"]');
    const t = document.querySelector("[data-coach-target]");
    const now = t
      ? `${t.tagName}|${t.dataset.card ?? ""}|${t.dataset.region ?? ""}|${t.dataset.action ?? ""}|${t.getAttribute("aria-pressed") ?? ""}`
      : "";
    return !coach || coach.dataset.coachStep !== b.step || game?.dataset.step !== b.moves || now !== b.target;
  }, before);
}

describe("learn to play", () => {
  const env = useEnv();

  test("the front door offers the lesson; it runs from its first step to done by the moves asked", async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openApp(page, env.server.url);
    await page.locator('.home [data-action="learn"]').waitFor();
    assert.deepEqual(await axeViolations(page), [], "axe on the front door");
    await page.click('.home [data-action="learn"]');

    let s = await asked(page);
    assert.equal(s.step, "1");
    assert.match(s.target, /^path\|\|Firenze/, "the first step points at Firenze on the map");
    const coachText = await page.locator(".coach-text").textContent();
    assert.match(coachText, /Florence/);
    // The coach's words reach screen readers through the page's one live region.
    await page.waitForFunction(() => document.querySelector('[data-live="polite"]').textContent.includes("Florence"));
    assert.equal(await page.locator('[aria-live]').count(), 1);
    await screenshot(page, "learn-desktop-1280x800");
    assert.deepEqual(await axeViolations(page), [], "axe on the learn screen (1280×800)");

    // A region the step does not ask for: a kind word, and nothing is played.
    await page.locator('.italy [data-region="Roma"]').focus();
    await page.keyboard.press("Enter");
    await page.locator("[data-coach-declined]").waitFor();
    let after = await state(page);
    assert.equal(after.moves, "0", "the other region was not chosen");
    assert.equal(after.step, "1");
    assert.match(await page.locator("[data-coach-declined]").textContent(), /Florence/);
    assert.equal(await page.locator(".coach [role=alert], .prompt .error").count(), 0, "no error is shown");

    const seen = [];
    let wrongCardTried = false;
    for (let guard = 0; guard < 60; guard++) {
      s = await asked(page);
      if (s.step === "done") break;
      if (seen.at(-1) !== s.step) seen.push(s.step);
      if (s.step === "2" && !wrongCardTried) {
        // Another card than the one asked, by click, then a pass by its key: both answered kindly.
        wrongCardTried = true;
        await page.click('.hand button[data-card="M10"]');
        await page.locator("[data-coach-declined]").waitFor();
        assert.match(await page.locator("[data-coach-declined]").textContent(), /Mercenary 10.*Mercenary 3/s);
        await page.locator(".coach-text").click();
        await page.keyboard.press("p");
        await page.waitForFunction(() => /Pass/.test(document.querySelector("[data-coach-declined]")?.textContent ?? ""));
        after = await state(page);
        assert.equal(after.moves, "1", "neither move was played");
        assert.equal(after.step, "2");
        await screenshot(page, "learn-declined-desktop");
        s = await asked(page);
      }
      await useTarget(page, s, { keyboard: seen.length % 2 === 0 });
    }
    assert.deepEqual(seen, Array.from({ length: STEPS }, (_, i) => String(i + 1)), "every step, in order");
    s = await state(page);
    assert.equal(s.step, "done");
    // The script's 38 moves, and perhaps already the AI's first ones after it (it plays
    // on at once when the guided part ends).
    assert.ok(Number(s.moves) >= 38, `the whole prepared script was played (${s.moves} moves)`);
    assert.equal(await page.locator('.italy [data-region="Firenze"]').getAttribute("data-owner"), "0");
    assert.equal(await page.locator('[data-favor="Roma"]').count(), 1);
    // The hint is back for the player's own game; the opponents' AI plays on.
    await page.locator('[data-screen="game"]').waitFor();
    await page.waitForFunction(() => Number(document.querySelector('[data-screen="game"]').dataset.step) > 38);
    await screenshot(page, "learn-done-desktop");
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test("leaving returns to the front door, saves nothing, and the lesson is still offered", async () => {
    const page = await newPage(env.browser, VIEWPORTS.phone);
    await openApp(page, env.server.url);
    await page.locator('.home [data-action="learn"]').waitFor();
    await page.click('.home [data-action="learn"]');
    let s = await asked(page);
    assert.equal(s.step, "1");
    await useTarget(page, s, { keyboard: true });
    s = await asked(page);
    assert.equal(s.step, "2");
    assert.match(s.target, /^BUTTON\|M3/);
    // On a phone the coach, the marked card and the map all stay on the screen.
    const box = (sel) => page.locator(sel).first().boundingBox();
    const coach = await box(".coach");
    const card = await box("[data-coach-target]");
    const map = await box(".italy");
    assert.ok(coach.y >= 0 && coach.y + coach.height <= 844, `coach on screen: ${JSON.stringify(coach)}`);
    assert.ok(card.y >= 0 && card.y + card.height <= 844, `card on screen: ${JSON.stringify(card)}`);
    assert.ok(card.y >= coach.y + coach.height - 1, "the coach sits above the hand, not over it");
    assert.ok(map.height > 150, "the map keeps a useful size");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `no horizontal scrolling (${width})`);
    await screenshot(page, "learn-phone-390x844");
    assert.deepEqual(await axeViolations(page), [], "axe on the learn screen (390×844)");

    await page.click('[data-action="learn-leave"]');
    await page.locator('[data-screen="home"]').waitFor();
    // Focus lands on the front door's first choice, not on the page.
    await page.waitForFunction(() => document.activeElement?.dataset.action === "start");
    const saved = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("condottiere/save/") || k === "condottiere/current"));
    assert.deepEqual(saved, [], "the lesson left no saved game");
    await page.reload();
    await page.locator('[data-screen="home"]').waitFor();
    assert.equal(await page.locator('.home [data-action="learn"]').count(), 1, "still there to start");
    assert.equal(await page.locator('.home [data-action="resume"]').count(), 0, "no game in progress to continue");
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});
