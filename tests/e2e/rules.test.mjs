// The rules page: every edition's deck as RULES.md §2 lists it, the optional rules'
// paragraphs reached from their links, and a game that is exactly as it was after a look
// at the rules, by mouse and by keyboard.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { axeViolations, newPage, openApp, screenshot, useEnv, VIEWPORTS } from "./helpers.mjs";
import { startGame } from "./play.mjs";

// RULES.md §2, written out here rather than read from the engine.
const mercenaries = (ones, each) => ({ M1: ones, M2: each, M3: each, M4: each, M5: each, M6: each, M10: each });
const CLASSIC_96 = { ...mercenaries(15, 8), Scarecrow: 15, Drummer: 6, Heroine: 3, Winter: 3, ClassicBishop: 3, Surrender: 3 };
const NEW_110 = { ...mercenaries(10, 8), Scarecrow: 16, Drummer: 6, Heroine: 3, Winter: 3, Spring: 3, Bishop: 6, Surrender: 3 };
const FFG_110 = { ...NEW_110, Courtesan: 12 };
const ZMAN_110 = { ...NEW_110, Spy: 12 };
const DUEL_23 = { ...mercenaries(2, 2), Scarecrow: 3, Drummer: 1, Heroine: 1, Winter: 1, Spring: 1, Bishop: 1, Surrender: 1 };

const EDITIONS = {
  "classic-1995": { deck: CLASSIC_96, size: 96, surrender: "Surrender", variants: ["draw-after-battle", "campaign", "bigger-kingdoms", "hidden-cards"] },
  "classic-hu": { deck: CLASSIC_96, size: 96, surrender: "Surrender", variants: ["draw-after-battle", "campaign", "bigger-kingdoms", "capture", "hidden-cards"] },
  "ffg-2006": { deck: FFG_110, size: 110, surrender: "Surrender", variants: ["draw-after-battle", "campaign", "bigger-kingdoms", "capture", "hidden-cards"] },
  "zman-2018": { deck: ZMAN_110, size: 110, surrender: "Turncoat", variants: ["draw-after-battle", "campaign", "bigger-kingdoms", "capture", "hidden-cards"] },
  "zman-classic": { deck: CLASSIC_96, size: 96, surrender: "Turncoat", variants: ["draw-after-battle", "campaign", "bigger-kingdoms", "capture", "hidden-cards"] },
  "zman-duel": { deck: DUEL_23, size: 23, surrender: "Turncoat", variants: ["hidden-cards"] },
};

/** The cards the page lists: { notation: count }. */
async function listedCards(page) {
  return page.locator("[data-rules-card]").evaluateAll((els) =>
    Object.fromEntries(els.map((e) => [e.dataset.rulesCard, Number(e.dataset.count)])),
  );
}

/** The text of one card's entry on the page. */
async function cardText(page, notation) {
  return page.locator(`li.rules-card[data-rules-card="${notation}"]`).innerText();
}

/** The heading of one card's entry: its name in the edition, and its count. */
async function cardHeading(page, notation) {
  return page.locator(`li.rules-card[data-rules-card="${notation}"] h4`).innerText();
}

/** The game as a player sees it: step, hand, rows, status line. */
async function tableState(page) {
  return page.evaluate(() => ({
    step: document.querySelector('[data-screen="game"]').getAttribute("data-step"),
    hand: [...document.querySelectorAll("button[data-card]")].map((b) => b.dataset.card),
    rows: [...document.querySelectorAll("[data-seat]")].map((r) => [...r.querySelectorAll("[data-row-card]")].map((c) => c.dataset.rowCard).join(" ")),
    status: document.querySelector(".status").innerText,
  }));
}

describe("the rules page", () => {
  const env = useEnv();

  test("every edition lists exactly its deck, with each card's effect in that edition", { timeout: 120_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await openApp(page, `${env.server.url}#/setup`);
      for (const [preset, want] of Object.entries(EDITIONS)) {
        await page.locator(`[data-preset="${preset}"]`).check();
        await page.click('[data-action="rules"]');
        const rules = page.locator('[data-screen="rules"]');
        await rules.waitFor();
        assert.equal(await rules.getAttribute("data-rules-preset"), preset);
        const cards = await listedCards(page);
        assert.deepEqual(cards, want.deck, `${preset}: the deck`);
        assert.equal(Object.values(cards).reduce((a, b) => a + b, 0), want.size, `${preset}: ${want.size} cards`);
        // Each card is drawn with the game's own face.
        assert.equal(await page.locator("[data-rules-card] .card[data-row-card]").count(), Object.keys(want.deck).length);
        // Surrender is the Turncoat in the Z-Man editions.
        assert.match(await cardHeading(page, "Surrender"), new RegExp(`^${want.surrender} \\d+ card`));
        const variants = await page.locator("[data-rules-variant]").evaluateAll((els) => els.map((e) => e.id));
        assert.deepEqual(variants, want.variants.map((v) => `rules-variant-${v}`), `${preset}: optional rules`);
        await page.click('[data-action="rules-back"]');
        await page.locator('[data-screen="setup"]').waitFor();
      }
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("the rules follow the edition: Scarecrow, Bishop, favor, victory", { timeout: 120_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    const open = async (preset) => {
      await page.locator(`[data-preset="${preset}"]`).check();
      await page.click('[data-action="rules"]');
      await page.locator(`[data-screen="rules"][data-rules-preset="${preset}"]`).waitFor();
    };
    const back = async () => {
      await page.keyboard.press("Escape");
      await page.locator('[data-screen="setup"]').waitFor();
    };
    try {
      await openApp(page, `${env.server.url}#/setup`);
      await open("classic-1995");
      assert.match(await cardText(page, "Scarecrow"), /from any row/);
      assert.match(await cardText(page, "ClassicBishop"), /no winner/);
      assert.match(await cardText(page, "ClassicBishop"), /stays theirs/, "a defended region stays with the Bishop");
      assert.match(await page.locator("#rules-goal").innerText(), /With 4 players you win with 4 adjacent regions/);
      assert.match(await page.locator("#rules-battle").innerText(), /Defender's advantage/);
      await back();

      await open("classic-hu");
      assert.match(await cardText(page, "Scarecrow"), /your own row/);
      assert.match(await page.locator("#rules-battle").innerText(), /may decline/);
      assert.doesNotMatch(await page.locator("#rules-battle").innerText(), /Defender's advantage/);
      assert.match(await page.locator("#rules-end").innerText(), /final battle/);
      await back();

      await open("ffg-2006");
      assert.match(await cardText(page, "Bishop"), /Discards every copy/);
      assert.match(await cardText(page, "Bishop"), /keep it off the board/);
      assert.match(await page.locator("#rules-battle").innerText(), /most Courtesan cards/);
      await back();

      await open("zman-2018");
      assert.match(await cardText(page, "Scarecrow"), /you must take one/);
      const goal = await page.locator("#rules-goal").innerText();
      assert.doesNotMatch(goal, /With 2 players/, "zman-2018 is for 3 to 6");
      assert.match(goal, /With 3 players you win with 3 adjacent regions or 5 regions anywhere/);
      const end = await page.locator("#rules-end").innerText();
      assert.match(end, /share the victory/);
      assert.match(end, /the favor leaves the board/, "the engine's ruling on the Z-Man favor");
      await back();

      await open("zman-duel");
      assert.match(await page.locator("#rules-goal").innerText(), /first to win 3 battles/);
      assert.match(await cardText(page, "Bishop"), /no papal favor/);
      assert.match(await cardHeading(page, "Surrender"), /^Turncoat 1 card in each deck$/);
      await back();

      // Bigger kingdoms raises the adjacent counts shown in the goal.
      await page.locator('[data-preset="classic-1995"]').check();
      await page.locator('[data-variant="bigger-kingdoms"]').check();
      await open("classic-1995");
      assert.match(await page.locator("#rules-goal").innerText(), /With 4 players you win with 5 adjacent regions/);
      assert.equal(await page.locator("#rules-variant-bigger-kingdoms").getAttribute("data-on"), "true");
      await back();
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("another edition can be read on the page without changing the setup", { timeout: 60_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await openApp(page, `${env.server.url}#/setup`);
      await page.click('[data-action="rules"]');
      const rules = page.locator('[data-screen="rules"]');
      await rules.waitFor();
      assert.equal(await rules.getAttribute("data-rules-preset"), "ffg-2006");
      assert.equal(await page.locator("[data-rules-other]").count(), 0);
      await page.selectOption('[data-field="rules-preset"]', "zman-duel");
      await page.locator('[data-screen="rules"][data-rules-preset="zman-duel"]').waitFor();
      assert.deepEqual(await listedCards(page), DUEL_23);
      assert.equal(await page.locator("[data-rules-other]").count(), 1, "the page says this is not the game's edition");
      // A language switch draws the page again, with the edition the player picked.
      await page.selectOption('[data-setting="language"]', "it");
      await page.locator('main[data-lang="it"] [data-screen="rules"]').waitFor();
      assert.equal(await rules.getAttribute("data-rules-preset"), "zman-duel", "the edition picked stays");
      await page.selectOption('[data-setting="language"]', "en");
      await page.locator('main[data-lang="en"] [data-screen="rules"][data-rules-preset="zman-duel"]').waitFor();
      await page.click('[data-action="rules-back"]');
      await page.locator('[data-screen="setup"]').waitFor();
      assert.ok(await page.locator('[data-preset="ffg-2006"]').isChecked(), "the setup keeps its edition");
      // Opened again, the page shows the setup's edition.
      await page.click('[data-action="rules"]');
      await page.locator('[data-screen="rules"][data-rules-preset="ffg-2006"]').waitFor();
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("an optional rule's link opens its paragraph, focused; Escape comes back to the link", { timeout: 60_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.phone);
    try {
      await openApp(page, `${env.server.url}#/setup`);
      await page.locator('[data-variant="capture"]').check();
      const link = page.locator('[data-rules-link="capture"]');
      assert.equal(await link.getAttribute("aria-label"), "Rules: Capture");
      await link.click();
      await page.locator('[data-screen="rules"]').waitFor();
      await page.waitForFunction(() => document.activeElement?.closest("#rules-variant-capture"));
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        const box = el.getBoundingClientRect();
        return { tag: el.tagName, text: el.textContent, top: box.top, bottom: box.bottom, height: window.innerHeight };
      });
      assert.equal(focused.tag, "H4");
      assert.match(focused.text, /^Capture/);
      assert.ok(focused.top >= 0 && focused.bottom <= focused.height, `the paragraph is in view (${focused.top}..${focused.bottom})`);
      assert.equal(await page.locator("#rules-variant-capture").getAttribute("data-on"), "true");
      assert.match(await page.locator("#rules-variant-capture").innerText(), /defender's advantage/);
      await page.keyboard.press("Escape");
      await page.locator('[data-screen="setup"]').waitFor();
      await page.waitForFunction(() => document.activeElement?.matches('[data-rules-link="capture"]'));
      assert.ok(await page.locator('[data-variant="capture"]').isChecked(), "the setup is as it was");
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("from a game: the rules of that game, and back to exactly the same table", { timeout: 120_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await openApp(page, `${env.server.url}#/setup`);
      await page.locator('[data-variant="hidden-cards"]').check();
      await startGame(page, { seed: 2024, first: 0, pace: "0" });
      await page.locator('[data-selectable="true"]').first().waitFor();
      // Play into a battle so the rows and the hand are not those of the deal.
      await page.locator('[data-selectable="true"]').first().dispatchEvent("click");
      await page.locator("button[data-card][data-playable]").first().waitFor();
      await page.locator("button[data-card][data-playable]").first().click();
      await page.locator("button[data-card][data-playable], [data-action=\"pass\"]").first().waitFor();
      const before = await tableState(page);
      assert.ok(Number(before.step) >= 2, `moves were played (${before.step})`);

      await page.click('[data-action="rules"]');
      const rules = page.locator('[data-screen="rules"]');
      await rules.waitFor();
      assert.equal(await page.locator('[data-screen="game"]').count(), 0, "the rules take the game's place");
      assert.equal(await rules.getAttribute("data-rules-preset"), "ffg-2006");
      assert.equal(await page.locator('[data-field="rules-preset"]').count(), 0, "a game's rules are its own");
      assert.equal(await page.locator("#rules-variant-hidden-cards").getAttribute("data-on"), "true");
      assert.equal(await page.locator('#rules-goal [data-players="4"].rules-here').count(), 1, "the goal for this table is marked");
      await page.waitForTimeout(500);
      await page.click('[data-action="rules-back"]');
      await page.locator('[data-screen="game"]').waitFor();
      assert.deepEqual(await tableState(page), before, "the game is exactly as it was");
      await page.waitForFunction(() => document.activeElement?.matches('[data-action="rules"]'));
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("the AI does not play on while the rules are read", { timeout: 120_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await openApp(page, `${env.server.url}#/setup`);
      // An AI opens: its choice of region comes after a third of the slow pace (300 ms).
      await startGame(page, { seed: 31, first: 1, pace: "900" });
      const opened = await page.evaluate(() => {
        const step = document.querySelector('[data-screen="game"]').getAttribute("data-step");
        document.querySelector('[data-action="rules"]').click();
        return step;
      });
      assert.equal(opened, "0", "the rules were opened before the AI's first move");
      await page.locator('[data-screen="rules"]').waitFor();
      await page.waitForTimeout(1500);
      // Back, and the step read as soon as the table is drawn (the AI, asked again, needs
      // 300 ms before its move shows).
      const back = await page.evaluate(
        () =>
          new Promise((resolve) => {
            document.querySelector('[data-action="rules-back"]').click();
            const look = () => {
              const game = document.querySelector('[data-screen="game"]');
              if (game) resolve(game.getAttribute("data-step"));
              else requestAnimationFrame(look);
            };
            look();
          }),
      );
      assert.equal(back, "0", "no AI move was played while the rules were shown");
      // And the game goes on once the table is back.
      await page.waitForFunction(() => document.querySelector('[data-screen="game"]').getAttribute("data-step") !== "0", null, { timeout: 10_000 });
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("keyboard only: Tab to the rules button, Enter, Escape, focus back on the button", { timeout: 60_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await openApp(page, `${env.server.url}#/setup`);
      await startGame(page, { seed: 5, first: 0, pace: "0" });
      await page.locator('[data-selectable="true"]').first().waitFor();
      const before = await tableState(page);
      await page.evaluate(() => document.activeElement?.blur());
      let reached = false;
      for (let i = 0; i < 40 && !reached; i++) {
        await page.keyboard.press("Tab");
        reached = await page.evaluate(() => document.activeElement?.matches('[data-action="rules"]') ?? false);
      }
      assert.ok(reached, "Tab reaches the rules button");
      await page.keyboard.press("Enter");
      await page.locator('[data-screen="rules"]').waitFor();
      await page.waitForFunction(() => document.activeElement?.id === "rules-title");
      await page.keyboard.press("Escape");
      await page.locator('[data-screen="game"]').waitFor();
      await page.waitForFunction(() => document.activeElement?.matches('[data-action="rules"]'));
      // Focus stays on the button (nothing takes it away a moment later).
      await page.waitForTimeout(300);
      assert.ok(await page.evaluate(() => document.activeElement?.matches('[data-action="rules"]')));
      assert.deepEqual(await tableState(page), before);
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  for (const [name, viewport] of [["desktop", VIEWPORTS.desktop], ["phone", VIEWPORTS.phone]]) {
    test(`no accessibility violations and nothing too wide (${name})`, { timeout: 60_000 }, async () => {
      const page = await newPage(env.browser, viewport);
      try {
        await openApp(page, `${env.server.url}#/setup`);
        for (const v of ["capture", "hidden-cards"]) await page.locator(`[data-variant="${v}"]`).check();
        assert.deepEqual(await axeViolations(page), [], "the setup screen with its rules links");
        await page.click('[data-action="rules"]');
        await page.locator('[data-screen="rules"]').waitFor();
        assert.deepEqual(await axeViolations(page), [], "the rules page");
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px)`);
        await screenshot(page, `rules-${name}`);
        assert.deepEqual(page.problems, []);
      } finally {
        await page.context().close();
      }
    });
  }
});
