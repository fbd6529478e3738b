// Every player at the table: keyboard alone, a screen reader's view, phones, and no
// peeking at a pass-and-play table.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { axeViolations, newPage, openApp, screenshot, useEnv, VIEWPORTS } from "./helpers.mjs";
import { playToEnd, rng, startGame } from "./play.mjs";

const SMALL_PHONE = { width: 360, height: 640 };

/** What has focus: "body" when focus is lost. */
function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    return `${el.tagName.toLowerCase()}${el.dataset.card ? `[card=${el.dataset.card}]` : ""}${el.dataset.region ? `[region=${el.dataset.region}]` : ""}${el.dataset.action ? `[action=${el.dataset.action}]` : ""}`;
  });
}

/**
 * The Tab stops inside the map, in order (each region's name): Tab is pressed from the
 * top of the page round the whole page, until focus comes back to the first stop.
 */
async function tabStopsInMap(page) {
  await page.evaluate(() => {
    document.activeElement?.blur();
    window.getSelection()?.removeAllRanges();
  });
  const stops = [];
  let first = null;
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press("Tab");
    const here = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      if (!el.dataset.tabWalk) el.dataset.tabWalk = String(Math.random());
      return { id: el.dataset.tabWalk, inMap: el.closest("svg.italy") !== null, region: el.dataset.region ?? el.tagName };
    });
    if (here === null) continue;
    if (first === here.id) break;
    first ??= here.id;
    if (here.inMap) stops.push(here.region);
  }
  return stops;
}

/** Waits until the page waits for a human (or the game is over), and returns which. */
async function settle(page) {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-screen="game-over"], [data-screen="handoff"]') ||
      document.querySelector(".prompt .message"),
    null,
    { timeout: 30_000 },
  );
  // Focus moves on the next animation frame.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  if (await page.locator('[data-screen="game-over"]').count()) return "over";
  if (await page.locator('[data-screen="handoff"]').count()) return "handoff";
  return "turn";
}

/**
 * Plays a whole game with the keyboard alone: Enter on whatever the page focused, P to
 * pass now and then, Tab to reach Confirm when keeping cards. Asserts focus never rests on
 * the body. Returns the number of keys pressed.
 */
async function playByKeyboard(page, random) {
  let keys = 0;
  const press = async (key) => {
    keys++;
    await page.keyboard.press(key);
  };
  for (let turns = 0; turns < 600; turns++) {
    const state = await settle(page);
    assert.notEqual(await focused(page), "body", `focus is lost after ${keys} keys (${state})`);
    if (state === "over") return keys;
    if (state === "handoff") {
      assert.match(await focused(page), /action=reveal/);
      await press("Enter");
      continue;
    }
    const step = await page.locator('[data-screen="game"]').getAttribute("data-step");
    const phase = await page.locator(".prompt").getAttribute("data-phase");
    if (phase.startsWith("KeepCards")) {
      await press("Tab"); // from the hand to Confirm: keep nothing
      assert.match(await focused(page), /action=confirm/);
      await press("Enter");
    } else if (phase.startsWith("Battle") && (await page.locator('[data-action="pass"]').count()) && random() < 0.4) {
      await press("p");
    } else {
      await press("Enter");
    }
    await page
      .waitForFunction((s) => document.querySelector('[data-screen="game"]')?.getAttribute("data-step") !== s, step, { timeout: 5000 })
      .catch(() => {});
  }
  throw new Error("the game did not end");
}

describe("every player at the table", () => {
  const env = useEnv();

  test("a whole game against 3 AI by keyboard alone, in at most 150 keys, focus never on the body", { timeout: 300_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await openApp(page, env.server.url);
      await startGame(page, { seed: 2024, first: 0, pace: "0" });
      const keys = await playByKeyboard(page, rng(5));
      assert.match(await focused(page), /^p/, "the verdict has focus on game over");
      console.log(`keyboard game against 3 AI: ${keys} keys`);
      assert.ok(keys <= 150, `${keys} keys`);
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("a pass-and-play game by keyboard alone, through its hand-offs", { timeout: 300_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await openApp(page, env.server.url);
      await startGame(page, {
        seats: [
          { name: "Anna", kind: "human" },
          { name: "Bianca", kind: "human" },
        ],
        first: 0,
        seed: 8,
      });
      const keys = await playByKeyboard(page, rng(9));
      console.log(`keyboard pass-and-play game, 2 players: ${keys} keys`);
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("one live region for the whole game hears the other players' moves and 'your turn'", { timeout: 120_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await openApp(page, env.server.url);
      await page.evaluate(() => {
        window.__live = document.querySelector('[data-live="polite"]');
        window.__heard = [];
        new MutationObserver(() => window.__heard.push(window.__live.textContent)).observe(window.__live, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      });
      // Carlo opens: the AIs choose and play before Anna's first turn.
      await startGame(page, { seed: 31, first: 2, pace: "0" });
      await settle(page);
      const region = page.locator('[data-selectable="true"]');
      if (await region.count()) await region.first().press("Enter");
      await page.locator('[data-action="pass"]').waitFor();
      await page.keyboard.press("p");
      await settle(page);
      const heard = await page.evaluate(() => window.__heard.join(" | "));
      assert.ok(
        await page.evaluate(() => window.__live === document.querySelector('[data-live="polite"]') && window.__live.isConnected),
        "the same live region before and after the AI's moves",
      );
      assert.match(heard, /Carlo chooses/, heard);
      assert.match(heard, /(Bianca|Carlo|Dario) (plays|passes)/, heard);
      assert.match(heard, /Anna, your turn/, heard);
      assert.doesNotMatch(heard, /Anna passes/, "the player's own moves are not read back");
      assert.equal(await page.locator("[aria-live]").count(), 1, "one live region on the page");
    } finally {
      await page.context().close();
    }
  });

  test("regions, cards and strengths say what a sighted player sees", { timeout: 120_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await openApp(page, env.server.url);
      await startGame(page, { seed: 12, first: 0, pace: "0" });
      await settle(page);
      // Only selectable regions are buttons; every region is named.
      const roles = await page.$$eval("path[data-region]", (els) =>
        els.map((e) => [e.getAttribute("role"), e.dataset.selectable === "true", e.getAttribute("aria-label")]),
      );
      for (const [role, selectable, label] of roles) {
        assert.equal(role, selectable ? "button" : "img");
        assert.ok(label && label.length > 3);
      }
      assert.equal(await page.locator('path[data-region][tabindex="0"]').count(), 1, "the map is one Tab stop");
      await page.keyboard.press("Enter");
      await page.locator("button[data-card]").first().waitFor();
      await settle(page);
      // Cards carry their effect; copies are told apart.
      const labels = await page.$$eval(".hand button[data-card]", (els) => els.map((e) => [e.dataset.card, e.getAttribute("aria-label")]));
      for (const [, label] of labels) assert.match(label, /: /, `the effect is in the name: ${label}`);
      const kinds = labels.map(([c]) => c);
      const twin = kinds.find((c, i) => kinds.indexOf(c) !== i);
      if (twin) {
        const named = labels.filter(([c]) => c === twin).map(([, l]) => l);
        assert.match(named[0], /1 of \d/);
        assert.match(named[1], /2 of \d/);
      }
      assert.equal(await page.locator('.hand button[tabindex="0"]').count(), 1, "the hand is one Tab stop");
      // Arrow keys move along the hand; the effect shows on focus.
      const first = await focused(page);
      await page.keyboard.press("ArrowRight");
      assert.notEqual(await focused(page), first);
      assert.match(await page.locator(".card-help").textContent(), /: /);
      // Strengths are labelled; Escape closes an open breakdown.
      const summary = page.locator(".strength summary").first();
      assert.match(await summary.getAttribute("aria-label"), /Anna's strength: \d+/);
      await summary.focus();
      await page.keyboard.press("Enter");
      assert.equal(await page.locator("details.strength[open]").count(), 1);
      await page.keyboard.press("Escape");
      assert.equal(await page.locator("details.strength[open]").count(), 0);
      // Headings in order: h1, then h2s.
      const levels = await page.$$eval("h1, h2, h3, h4", (hs) => hs.map((h) => Number(h.tagName[1])));
      levels.reduce((prev, level) => {
        assert.ok(level <= prev + 1, `heading levels ${levels.join(",")}`);
        return level;
      }, 0);
    } finally {
      await page.context().close();
    }
  });

  test("the map is one Tab stop while a region is chosen, and none during a battle or on game over", { timeout: 300_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await openApp(page, env.server.url);
      await startGame(page, { seed: 12, first: 0, pace: "0" });
      await settle(page);
      assert.ok(await page.locator('[data-selectable="true"]').count(), "Anna chooses the battle's region");
      const choosing = await tabStopsInMap(page);
      assert.equal(choosing.length, 1, `one Tab stop in the map while a region is chosen: ${choosing}`);
      // Chosen with the keyboard: the battle begins, and the map is no stop.
      await page.locator('[data-selectable="true"][tabindex="0"]').focus();
      await page.keyboard.press("Enter");
      await page.locator("button[data-card][data-playable]").first().waitFor();
      assert.deepEqual(await tabStopsInMap(page), [], "no Tab stop in the map during a battle");
      await playToEnd(page, rng(3));
      await page.locator('[data-screen="game-over"] .verdict').waitFor();
      assert.deepEqual(await tabStopsInMap(page), [], "no Tab stop in the map on game over");
      // From the verdict (focused on game over) the first Tab reaches the ways on.
      await page.locator('[data-screen="game-over"] .verdict').focus();
      await page.keyboard.press("Tab");
      assert.equal(await focused(page), "button[action=review]", "one Tab from the verdict to 'Review the game'");
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  for (const [name, viewport] of [
    ["390×844", VIEWPORTS.phone],
    ["360×640", SMALL_PHONE],
  ]) {
    test(`a phone at ${name}: the map and the hand on screen together, readable names, big enough targets`, { timeout: 120_000 }, async () => {
      const page = await newPage(env.browser, viewport);
      try {
        await openApp(page, env.server.url);
        const small = await page.$$eval("input, select, button, summary, [role=button]", (els) =>
          els
            .filter((e) => e.offsetParent !== null && !e.closest(".visually-hidden"))
            .map((e) => [e.dataset.action || e.dataset.variant || e.tagName, e.getBoundingClientRect()])
            .filter(([, r]) => r.width > 1 && (r.width < 24 || r.height < 24))
            .map(([n, r]) => `${n} ${Math.round(r.width)}×${Math.round(r.height)}`),
        );
        assert.deepEqual(small, [], "setup: every tap target at least 24×24");
        await page.evaluate(() => window.scrollTo(0, 400));
        await startGame(page, { seed: 41, first: 0, pace: "0" });
        await settle(page);
        assert.equal(await page.evaluate(() => window.scrollY), 0, "a new game shows its top");
        const boxes = await page.evaluate(() => {
          const box = (sel) => {
            const r = document.querySelector(sel)?.getBoundingClientRect();
            return r && { top: r.top, bottom: r.bottom, height: r.height };
          };
          return { map: box(".italy"), hand: box(".hand"), prompt: box(".prompt"), rows: box(".rows"), vh: innerHeight };
        });
        assert.ok(boxes.map.top >= 0 && boxes.map.bottom <= boxes.vh, `the map is on screen ${JSON.stringify(boxes)}`);
        assert.ok(boxes.hand.top >= 0 && boxes.hand.bottom <= boxes.vh, `the hand is on screen ${JSON.stringify(boxes)}`);
        assert.ok(boxes.rows.top < boxes.vh, "the rows start on screen");
        const label = await page.evaluate(() => {
          const text = [...document.querySelectorAll(".italy text.label")].find((t) => t.getBoundingClientRect().height > 0);
          return parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 1);
        });
        console.log(`map names at ${name}: ${label.toFixed(1)} CSS px`);
        if (viewport.width === 390) assert.ok(label >= 11, `map names ${label} px tall`);
        const cards = await page.$$eval(".hand button.card, .prompt .actions button", (els) =>
          els.map((e) => Math.round(e.getBoundingClientRect().height)),
        );
        assert.ok(cards.every((h) => h >= 44), `cards and buttons 44 px tall: ${cards}`);
        await screenshot(page, `phone-game-${viewport.width}x${viewport.height}`);
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 0, "no horizontal scroll");
      } finally {
        await page.context().close();
      }
    });
  }

  test("the Condottiere token stands inside the contested region", { timeout: 60_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await openApp(page, env.server.url);
      await startGame(page, { seed: 3, first: 1, pace: "0" });
      await page.locator(".italy .token").waitFor();
      const inside = await page.evaluate(() => {
        const token = document.querySelector(".italy .token");
        const region = document.querySelector(".italy .region.contested");
        const m = token.transform.baseVal.consolidate().matrix;
        const point = new DOMPoint(m.e, m.f);
        return region.isPointInFill(point);
      });
      assert.ok(inside);
    } finally {
      await page.context().close();
    }
  });

  test("no peeking at a pass-and-play table: links and exports wait for the game's end", { timeout: 300_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await openApp(page, env.server.url);
      await startGame(page, {
        seats: [
          { name: "Anna", kind: "human" },
          { name: "Bianca", kind: "human" },
          { name: "Carlo", kind: "normal" },
        ],
        first: 0,
        seed: 17,
      });
      await page.locator('[data-screen="handoff"]').waitFor();
      assert.equal(await page.locator('[data-link="record"], [data-link="deal"]').count(), 0, "no link on the hand-off screen");
      assert.deepEqual(await axeViolations(page), [], "axe on the hand-off screen");
      await screenshot(page, "handoff-privacy-desktop");
      await page.click('[data-action="reveal"]');
      assert.equal(await page.locator('[data-link="record"], [data-link="deal"]').count(), 0, "no link during the game");
      // Leave for the menu: the game in progress offers no export either.
      await page.click('[data-action="leave"]');
      await page.locator('[data-screen="home"]').waitFor();
      await page.click('.home [data-action="saves"]');
      await page.locator('[data-section="saves"] [data-save]').first().waitFor();
      assert.equal(await page.locator('[data-save] [data-action="export"]').count(), 0, "no export of a private game in progress");
      assert.deepEqual(await axeViolations(page), [], "axe on the saved games");
    } finally {
      await page.context().close();
    }
    // Against AI alone the links stay, with a note.
    const solo = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await openApp(solo, env.server.url);
      await startGame(solo, { seed: 5, first: 0, pace: "0" });
      await solo.locator(".share summary").click();
      assert.equal(await solo.locator('[data-link="record"]').count(), 1);
      assert.match(await solo.locator(".share").textContent(), /every hand/);
    } finally {
      await solo.context().close();
    }
  });

  test("axe finds nothing on the setup, game, game-over and replay screens, at every size", { timeout: 300_000 }, async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone, SMALL_PHONE]) {
      const page = await newPage(env.browser, viewport);
      const size = `${viewport.width}x${viewport.height}`;
      try {
        await openApp(page, env.server.url);
        assert.deepEqual(await axeViolations(page), [], `setup ${size}`);
        await screenshot(page, `access-setup-${size}`);
        await startGame(page, { seed: 6, first: 0, pace: "0" });
        await settle(page);
        assert.deepEqual(await axeViolations(page), [], `game ${size}`);
        await screenshot(page, `access-game-${size}`);
        const keys = await playByKeyboard(page, rng(2));
        assert.ok(keys > 0);
        assert.deepEqual(await axeViolations(page), [], `game over ${size}`);
        await screenshot(page, `access-over-${size}`);
        await page.locator(".share summary").click();
        const record = await page.inputValue('[data-link="record"]');
        // Only the hash changes: the app loads the link as a fresh page would.
        await page.goto(record);
        await page.locator('[data-screen="replay"]').waitFor();
        assert.deepEqual(await axeViolations(page), [], `replay ${size}`);
        await screenshot(page, `access-replay-${size}`);
        assert.deepEqual(page.problems, []);
      } finally {
        await page.context().close();
      }
    }
  });
});
