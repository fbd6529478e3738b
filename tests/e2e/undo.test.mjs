// Taking a move back, and the AI's reasons in the chronicle.
//
// Against AI: the take-back restores the hand and the table exactly, the AI answers the
// same move the same way again, it survives a reload, and game over says how many moves
// were taken back. At a pass-and-play table: the mover may take back from the hand-off
// screen (and gets the device back through a hand-off), the next player may not.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { newPage, openApp, useEnv } from "./helpers.mjs";
import { HUMAN_CHOICES, startGame } from "./play.mjs";
import { playWith } from "./strategy.mjs";

const VS_AI = [
  { name: "Anna", kind: "human" },
  { name: "Bot", kind: "rule" },
  { name: "Cleo", kind: "rule" },
];

/** What the screen shows of the game: the move count, the hand, every row, the log. */
async function table(page) {
  return page.evaluate(() => ({
    step: document.querySelector('[data-screen="game"]')?.dataset.step,
    hand: [...document.querySelectorAll(".hand [data-card]")].map((e) => e.dataset.card),
    rows: [...document.querySelectorAll(".row[data-seat]")].map(
      (r) => `${r.dataset.seat}:${[...r.querySelectorAll("[data-row-card]")].map((c) => c.dataset.rowCard).join(",")}`,
    ),
    log: [...document.querySelectorAll(".log > li")].map((li) => li.textContent),
  }));
}

/** Waits until the human holding the device has a decision to make. */
async function myTurn(page) {
  await page.locator(HUMAN_CHOICES).first().waitFor();
}

/** Makes the human's first offered move: a playable card, else a region, else a button. */
async function move(page) {
  const card = page.locator(".hand button[data-playable]").first();
  if (await card.count()) return card.press("Enter");
  const region = page.locator('[data-selectable="true"]').first();
  if (await region.count()) {
    await region.focus();
    return page.keyboard.press("Enter");
  }
  return page.locator(HUMAN_CHOICES).first().click();
}

/** Moves until a move leaves the human waiting for an AI (so there is AI play to undo). */
async function moveUntilAiAnswers(page) {
  for (let i = 0; i < 30; i++) {
    await myTurn(page);
    const before = Number((await table(page)).step);
    await move(page);
    await page.waitForFunction((b) => Number(document.querySelector('[data-screen="game"]').dataset.step) > b, before);
    await myTurn(page);
    if (Number((await table(page)).step) > before + 1) return before;
  }
  throw new Error("the AI never answered");
}

/** Moves until the device must pass to the other player; returns the table before that move. */
async function moveUntilHandoff(page) {
  for (let i = 0; i < 10; i++) {
    await myTurn(page);
    const before = await table(page);
    await move(page);
    await page.waitForFunction(
      (b) => document.querySelector('[data-screen="handoff"]') || document.querySelector('[data-screen="game"]')?.dataset.step !== b,
      before.step,
    );
    if (await page.locator('[data-screen="handoff"]').count()) return before;
  }
  throw new Error("no hand-off");
}

describe("taking a move back", () => {
  const env = useEnv();

  test("against AI: exact, repeatable, kept over a reload, counted at the end", { timeout: 300_000 }, async () => {
    const page = await newPage(env.browser);
    try {
      await openApp(page, env.server.url);
      await startGame(page, { seats: VS_AI, first: 0, seed: 11 });
      await myTurn(page);
      assert.equal(await page.locator('[data-action="undo"]').count(), 0, "nothing to take back before the first move");

      // Some play, then a move the AIs answer.
      await moveUntilAiAnswers(page);
      await myTurn(page);
      const before = await table(page);
      await move(page);
      await page.waitForFunction((b) => document.querySelector('[data-screen="game"]').dataset.step !== b, before.step);
      await myTurn(page);
      const answered = await table(page);
      assert.notDeepEqual(answered.hand, before.hand);

      await page.click('[data-action="undo"]');
      await myTurn(page);
      assert.deepEqual(await table(page), before, "hand, rows and chronicle as they were");
      // Focus stays in the game, never on <body>.
      assert.notEqual(await page.evaluate(() => document.activeElement?.tagName), "BODY");

      // The same move again: the AI answers it the same way.
      await move(page);
      await page.waitForFunction((s) => document.querySelector('[data-screen="game"]').dataset.step === s, answered.step);
      await myTurn(page);
      assert.deepEqual(await table(page), answered, "the AI replays from the same seeds");

      // Taken back again, then reloaded: the saved game is the one after the take-backs.
      await page.click('[data-action="undo"]');
      await myTurn(page);
      await page.reload();
      await myTurn(page);
      assert.deepEqual(await table(page), before, "the take-back survives a reload");
      await page.click('[data-action="undo"]');
      await myTurn(page);
      const earlier = await table(page);
      assert.ok(Number(earlier.step) < Number(before.step), "as often as asked");

      await playWith(page, "strong");
      const taken = page.locator("[data-taken-back]");
      assert.equal(await taken.getAttribute("data-taken-back"), "3");
      assert.match(await taken.textContent(), /3/);
      assert.equal(await page.locator('[data-action="undo"]').count(), 0, "no take-back after the end");
    } finally {
      await page.context().close();
    }
  });

  test("pass-and-play: only the mover, only before the next player acts", { timeout: 120_000 }, async () => {
    const page = await newPage(env.browser);
    try {
      await openApp(page, env.server.url);
      await startGame(page, {
        seats: [
          { name: "Anna", kind: "human" },
          { name: "Bruno", kind: "human" },
        ],
        first: 0,
        seed: 5,
      });
      const reveal = page.locator('[data-action="reveal"]');
      if (await reveal.count()) await reveal.click();
      const before = await moveUntilHandoff(page);

      // Bruno's hand-off: Anna may still take her move back, and gets the device back
      // through a hand-off of her own (Bruno never sees her hand).
      await reveal.waitFor();
      assert.match(await page.locator('[data-screen="handoff"] h2').textContent(), /Bruno/);
      assert.match(await page.locator('[data-screen="handoff"] [data-action="undo"]').textContent(), /Anna/);
      await page.click('[data-screen="handoff"] [data-action="undo"]');
      await reveal.waitFor();
      assert.match(await page.locator('[data-screen="handoff"] h2').textContent(), /Anna/);
      assert.equal(await page.locator("[data-card]").count(), 0, "no hand before Anna takes the device");
      assert.equal(await page.locator('[data-screen="handoff"] [data-action="undo"]').count(), 0);
      await reveal.click();
      await myTurn(page);
      assert.deepEqual(await table(page), before);

      // Anna moves again; once Bruno holds the device, her move can no longer be taken back.
      await moveUntilHandoff(page);
      await reveal.click();
      await myTurn(page);
      assert.equal(await page.locator('[data-action="undo"]').count(), 0, "Bruno cannot take back Anna's move");
    } finally {
      await page.context().close();
    }
  });
});

describe("the AI's reasons", () => {
  const env = useEnv();

  test("each AI move says why, and a switch hides the reasons", { timeout: 120_000 }, async () => {
    const page = await newPage(env.browser);
    try {
      await openApp(page, env.server.url);
      await startGame(page, { seats: VS_AI, first: 1, seed: 3 });
      await myTurn(page);
      const why = page.locator(".log [data-why]");
      assert.ok((await why.count()) >= 1, "the AI's first moves come with their reasons");
      const text = await why.first().textContent();
      assert.ok(text.trim().length > 5, text);
      // The first reason is the region choice's (not the battle's opening that follows it).
      const explained = page.locator(".log > li", { has: page.locator("[data-why]") });
      assert.match(await explained.last().textContent(), /^Bot chooses/);
      // Under the AI's line, not under the human's.
      assert.doesNotMatch(await why.first().locator("xpath=..").textContent(), /^Anna/);

      // The chronicle's switch is in its drawer on the table (issue 21).
      await page.locator(".chronicle-drawer summary").click();
      const toggle = page.locator('[data-setting="show-reasons"]');
      assert.equal(await toggle.isChecked(), true);
      await toggle.uncheck();
      assert.equal(await why.count(), 0, "hidden by the switch");
      await page.reload();
      await myTurn(page);
      assert.equal(await page.locator('[data-setting="show-reasons"]').isChecked(), false, "the choice is remembered");
      assert.equal(await why.count(), 0);
      await page.locator(".chronicle-drawer summary").click();
      await page.locator('[data-setting="show-reasons"]').check();
      assert.ok((await why.count()) >= 1, "kept with the saved game, shown again after a reload");
    } finally {
      await page.context().close();
    }
  });
});
