// Drives a game through the page like a person: clicks only what the page offers.
import assert from "node:assert/strict";

/** The moves on the prompt: its decision buttons, without the hint and the take-back. */
export const PROMPT_MOVES = '.prompt button[data-action]:not([data-action="hint"]):not([data-action="undo"])';
/** Whatever the human holding the device can do now: a card, a region or a prompt move. */
export const HUMAN_CHOICES = `button[data-card][data-playable], [data-selectable="true"], ${PROMPT_MOVES}`;

/** A seeded pseudo-random generator, so a failing run can be repeated. */
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Opens the custom game screen (from the front door, or wherever the page is). */
export async function toSetup(page) {
  if (!(await page.locator('[data-screen="setup"]').count())) {
    const custom = page.locator('[data-action="custom-game"]');
    if (await custom.count()) await custom.click();
    else await page.goto(new URL("#/setup", page.url()).href);
  }
  await page.locator('[data-screen="setup"]').waitFor();
}

/** Starts the game on the custom game screen with these options. */
export async function startGame(page, { preset = "ffg-2006", seats, first, seed, pace = "0", variants = [] } = {}) {
  await toSetup(page);
  await page.locator(`[data-preset="${preset}"]`).check();
  for (const variant of variants) await page.locator(`[data-variant="${variant}"]`).check();
  if (seats) {
    // Grow or shrink the seat list, then set each seat.
    while ((await page.locator("[data-seat-setup]").count()) < seats.length) {
      await page.click('[data-action="add-seat"]');
    }
    while ((await page.locator("[data-seat-setup]").count()) > seats.length) {
      await page.locator("[data-seat-setup]").last().locator('[data-action="remove-seat"]').click();
    }
    for (const [i, seat] of seats.entries()) {
      const row = page.locator(`[data-seat-setup="${i}"]`);
      if (seat.name !== undefined) await row.locator("input.seat-name").fill(seat.name);
      await row.locator("select[data-seat-kind]").selectOption(seat.kind);
    }
  }
  if (first !== undefined) await page.selectOption('[data-field="first"]', String(first));
  if (seed !== undefined) {
    await page.fill('[data-field="seed"]', String(seed));
    await page.locator('[data-field="seed"]').dispatchEvent("change");
  }
  await page.selectOption('[data-field="pace"]', pace);
  await page.click('[data-screen="setup"] [data-action="start"]');
  await page.locator('[data-screen="game"], [data-screen="handoff"]').first().waitFor();
}

/**
 * Clicks `target`, then waits (up to `timeout` ms, never failing) until the click landed:
 * the game's step moved on from `before`, a card was selected, or the game screen gave way
 * to a hand-off or the end.
 */
export async function clickAndSettle(page, target, before, timeout) {
  await clickTarget(page, target);
  await page
    .waitForFunction(
      (b) => {
        const g = document.querySelector('[data-screen="game"]');
        return !g || g.getAttribute("data-step") !== b || document.querySelector(".hand button.selected");
      },
      before,
      { timeout },
    )
    .catch(() => {});
}

/**
 * Clicks like a person: a map region at its city (a region's bounding box centre may
 * lie in a neighbour), anything else in its middle.
 */
export async function clickTarget(page, target) {
  const region = await target.getAttribute("data-region");
  if (region) {
    const city = page.locator(`[data-region="${region}"] ~ circle.city`);
    await target.scrollIntoViewIfNeeded();
    const box = await city.boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  } else {
    await target.click();
  }
}

async function step(page) {
  const game = page.locator('[data-screen="game"]');
  return (await game.count()) ? await game.getAttribute("data-step") : null;
}

/**
 * What the person may do now: the playable cards, the selectable regions, then the
 * prompt's moves (empty while another seat acts).
 */
export async function choices(page) {
  return [
    ...(await page.locator("button[data-card][data-playable]").all()),
    ...(await page.locator('[data-selectable="true"]').all()),
    ...(await page.locator(PROMPT_MOVES).all()),
  ];
}

/**
 * Plays until game over, choosing at random among the enabled cards, selectable regions
 * and decision buttons; taps through hand-off screens, checking no hand is in the DOM.
 * `onStep(page, clicks)` runs after every click on the table. Returns the number of clicks.
 */
export async function playToEnd(page, random, { maxClicks = 4000, onHandoff, onStep } = {}) {
  let clicks = 0;
  while (clicks < maxClicks) {
    if (await page.locator('[data-screen="game-over"]').count()) return clicks;
    if (await page.locator('[data-screen="handoff"]').count()) {
      assert.equal(await page.locator("[data-card]").count(), 0, "no hand in the DOM during a hand-off");
      assert.equal(await page.locator("[data-row-card]").count(), 0, "the table is hidden during a hand-off");
      if (onHandoff) await onHandoff(page);
      await page.click('[data-action="reveal"]');
      clicks++;
      continue;
    }
    const options = await choices(page);
    if (options.length === 0) {
      // An AI is thinking: wait for the page to move on.
      await page.waitForTimeout(20);
      continue;
    }
    const pass = page.locator('[data-action="pass"]');
    const before = await step(page);
    let target;
    if ((await pass.count()) && random() < 0.45) target = pass;
    else target = options[Math.floor(random() * options.length)];
    await clickAndSettle(page, target, before, 1000);
    clicks++;
    if (onStep) await onStep(page, clicks);
  }
  throw new Error(`no game over after ${maxClicks} clicks`);
}

/** Waits until the human may play a card in a battle (choosing the battle's region first if asked). */
export async function playableCard(page) {
  for (let i = 0; i < 200; i++) {
    if (await page.locator("button[data-card][data-playable]").count()) return;
    const region = page.locator('[data-selectable="true"]');
    if (await region.count()) await clickTarget(page, region.first());
    await page.waitForTimeout(50);
  }
  throw new Error("no playable card came");
}

/** Plays the human's first playable card, then waits for their next turn with a card to play. */
export async function playOne(page) {
  const step = await page.locator('[data-screen="game"]').getAttribute("data-step");
  await page.locator("button[data-card][data-playable]").first().click();
  await page.waitForFunction((s) => document.querySelector('[data-screen="game"]')?.getAttribute("data-step") !== s, step);
  await playableCard(page);
}
