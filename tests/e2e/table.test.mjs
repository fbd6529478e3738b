// The table (issue 21): the whole battle on one screen at every size, cards that move, a
// table you can hear, and a first paint before the app's code.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { axeViolations, newPage, openApp, screenshot, useEnv, VIEWPORTS, watch } from "./helpers.mjs";
import { playableCard, playOne, startGame } from "./play.mjs";

/** Waits until nothing moves on the page (no animation running) and two frames are drawn. */
async function settled(page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * The screens people play on, in CSS px, with the players to seat (where the number
 * changes the layout: 4 players' rows in two columns, 6 in three on short screens), and
 * `scale` 2 for a screen seen at 200% zoom (the page is half its size in CSS px: 683×384
 * is 1366×768 zoomed to 200%).
 */
const SIZES = [
  // Phones held sideways, the smallest first.
  { width: 568, height: 320, players: [4, 6] },
  { width: 640, height: 360, players: [4, 6] },
  { width: 667, height: 375, players: [4, 6] },
  { width: 736, height: 414, players: [6] },
  { width: 740, height: 360, players: [6] },
  { width: 844, height: 390, players: [4, 6] },
  // Phones and a tablet held upright.
  { width: 360, height: 640, players: [4, 6] },
  { width: 390, height: 844, players: [6] },
  { width: 768, height: 1024, players: [6] },
  // A tablet sideways, laptops and desktops.
  { width: 1024, height: 768, players: [6] },
  { width: 1280, height: 720, players: [6] },
  { width: 1280, height: 800, players: [6] },
  { width: 1366, height: 768, players: [6] },
  { width: 1920, height: 1080, players: [6] },
  // 200% zoom.
  { width: 683, height: 384, scale: 2, players: [4, 6], name: "1366x768 at 200%" },
  { width: 640, height: 360, scale: 2, players: [6], name: "1280x720 at 200%" },
];

/**
 * The hand's cards' least width in CSS px, as the layout keeps it (it wraps the hand onto
 * a second line rather than go under it): 48 px on tablets and larger screens; 40 px on
 * phones (either side under 600 px, which takes in screens zoomed to 200%); 28 px on a
 * phone held upright under 700 px tall (360×640), where the hand's ten cards share one
 * line: a second line would leave the map too small for names of 10 px.
 */
function cardFloor({ width, height }) {
  if (Math.min(width, height) >= 600) return 48;
  if (width <= height && height < 700) return 28;
  return 40;
}

/**
 * The map's names' least size in CSS px: 11 px, 10 px when the screen's shorter side is
 * under 375 px, 9 px under 360 px. The names can grow no larger than the size the map's
 * layout places without overlaps (31 units of its 890), and a map as tall as a 320 px
 * screen held sideways is 271 px wide: 9.4 px.
 */
function nameFloor({ width, height }) {
  const side = Math.min(width, height);
  return side >= 375 ? 11 : side >= 360 ? 10 : 9;
}

const NAMES = ["Anna", "Bianca", "Carlo", "Dario", "Elena", "Fabio"];

/** Anna (human) against `players - 1` Normal AIs. */
function seats(players) {
  return NAMES.slice(0, players).map((name, i) => ({ name, kind: i === 0 ? "human" : "normal" }));
}

/**
 * Everything the table must show at once, measured on the page: each part inside the
 * screen, not cut off by a pane around it, and not covered by anything else.
 */
function measureTable(page) {
  return page.evaluate(() => {
    const vw = innerWidth;
    const vh = innerHeight;
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height };
    };
    const inside = (r) => r.x >= -0.5 && r.y >= -0.5 && r.x + r.w <= vw + 0.5 && r.y + r.h <= vh + 0.5 && r.w > 0 && r.h > 0;
    // A pane around the element that clips what overflows it (the table's pane scrolled
    // out of sight, say), if the element is cut off by one.
    const clippedBy = (el) => {
      const r = el.getBoundingClientRect();
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const c = a.getBoundingClientRect();
        const cutX = style.overflowX !== "visible" && (r.left < c.left - 0.5 || r.right > c.right + 0.5);
        const cutY = style.overflowY !== "visible" && (r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5);
        if (cutX || cutY) return a.className || a.tagName;
      }
      return null;
    };
    // The element under each point is the element itself or one of its parts.
    const coveredAt = (el, points) => {
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (hit === null || !(hit === el || el.contains(hit))) return hit?.outerHTML.slice(0, 80) ?? "nothing";
      }
      return null;
    };
    const middle = (el) => {
      const r = el.getBoundingClientRect();
      return [[r.x + r.width / 2, r.y + r.height / 2]];
    };
    // A tag's words: its middle and both ends.
    const across = (el) => {
      const r = el.getBoundingClientRect();
      const y = r.y + r.height / 2;
      return [[r.x + 2, y], [r.x + r.width / 2, y], [r.right - 2, y]];
    };
    const parts = {
      map: document.querySelector(".game .italy"),
      status: document.querySelector(".game .status"),
      prompt: document.querySelector(".game .prompt"),
      rows: [...document.querySelectorAll(".game .row[data-seat]")],
      hand: [...document.querySelectorAll(".game .hand button[data-card]")],
      actions: [...document.querySelectorAll(".game .prompt .actions button")],
      tags: [...document.querySelectorAll(".game .row .tag")],
      tools: [...document.querySelectorAll(".table-tools > *, #app > .masthead select")],
    };
    const problems = [];
    for (const [name, els] of Object.entries(parts)) {
      for (const el of [els].flat()) {
        const label = `${name}${el.dataset?.seat ?? el.dataset?.card ?? el.dataset?.action ?? (name === "tags" ? `(${el.textContent})` : "")}${name === "tools" ? `(${el.className || el.tagName})` : ""}`;
        if (!inside(box(el))) problems.push(`${label} off screen ${JSON.stringify(box(el))}`);
        const clip = clippedBy(el);
        if (clip) problems.push(`${label} cut off by .${clip} ${JSON.stringify(box(el))}`);
        if (name === "map") continue;
        const cover = coveredAt(el, name === "tags" ? across(el) : middle(el));
        if (cover) problems.push(`${label} covered by ${cover}`);
      }
    }
    // No pane scrolls: what is on the table is on the screen.
    for (const el of document.querySelectorAll(".game .table-pane, .game .prompt, .game .rows")) {
      if (el.scrollHeight > el.clientHeight + 1) problems.push(`.${el.className} scrolls: ${el.scrollHeight} px in ${el.clientHeight}`);
    }
    // The map's middle shows the map.
    const m = box(parts.map);
    if (!parts.map.contains(document.elementFromPoint(m.x + m.w / 2, m.y + m.h / 2))) problems.push("the map's middle is covered");
    // Names: their size on screen, and no two overlap.
    const labels = [...document.querySelectorAll(".italy text.label")];
    const sizes = labels.map((t) => parseFloat(getComputedStyle(t).fontSize) * (t.getScreenCTM()?.a ?? 1));
    const rects = labels.map((t) => t.getBoundingClientRect());
    for (let i = 0; i < rects.length; i++) {
      for (let j = i + 1; j < rects.length; j++) {
        const [a, b] = [rects[i], rects[j]];
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        if (overlap) problems.push(`names overlap: ${labels[i].textContent} / ${labels[j].textContent}`);
      }
    }
    // The cards' sizes, the map's, and the tallest empty band between the rows and the
    // hand (what lies between them: the prompt's sentence, when shown).
    const visible = (el) => el && el.getBoundingClientRect().height > 2;
    const rowsBottom = Math.max(...parts.rows.map((r) => r.getBoundingClientRect().bottom));
    let above = rowsBottom;
    let band = 0;
    for (const el of [document.querySelector(".game .prompt .message"), document.querySelector(".game .hand")].filter(visible)) {
      const r = el.getBoundingClientRect();
      band = Math.max(band, r.top - above);
      above = r.bottom;
    }
    const sizeOf = (els, side, pick) => pick(...[...els].map((el) => el.getBoundingClientRect()[side]));
    const rowCards = document.querySelectorAll(".game .row-cards .card");
    return {
      band,
      handCard: sizeOf(parts.hand, "height", Math.max),
      handCardWidth: sizeOf(parts.hand, "width", Math.min),
      // Lines of cards (a card lifted by the pointer over it is on its line).
      handLines: parts.hand
        .map((el) => el.getBoundingClientRect().top)
        .sort((a, b) => a - b)
        .filter((top, i, tops) => i === 0 || top - tops[i - 1] > 10).length,
      rowCard: rowCards.length ? sizeOf(rowCards, "height", Math.max) : 0,
      mapSize: [m.w, m.h],
      problems,
      labels: labels.length,
      smallestName: Math.min(...sizes),
      scrollHeight: document.documentElement.scrollHeight,
      scrollWidth: document.documentElement.scrollWidth,
      vw,
      vh,
      rows: parts.rows.length,
      cards: parts.hand.length,
      actions: parts.actions.map((b) => b.dataset.action),
      tags: parts.tags.length,
      rowCards: document.querySelectorAll(".game [data-row-card]").length,
    };
  });
}

/** One line for the log: what the table gives each part at this size. */
function describeTable(t) {
  return (
    `${t.rows} rows, ${t.cards} cards in hand on ${t.handLines} line(s), ${t.rowCards} on the table, buttons ${t.actions.join("/")}; ` +
    `page ${t.scrollWidth}×${t.scrollHeight}; smallest name ${t.smallestName.toFixed(1)} px; ` +
    `hand's cards ${t.handCardWidth.toFixed(0)}×${t.handCard.toFixed(0)} px (${((100 * t.handCard) / t.vh).toFixed(1)}% of the height), the rows' ${t.rowCard.toFixed(0)} px tall; ` +
    `empty band ${t.band.toFixed(0)} px; map ${t.mapSize.map((v) => v.toFixed(0)).join("×")}`
  );
}

/** What every size must give: everything on screen and uncovered, the page still. */
function checkTable(t, size, label) {
  const { width, height } = size;
  assert.deepEqual(t.problems, [], label);
  assert.equal(t.scrollHeight, t.vh, `${label}: the page does not scroll`);
  assert.ok(t.scrollWidth <= t.vw, `${label}: nor sideways`);
  assert.ok(t.mapSize[1] > 0, `${label}: the map has a height`);
  assert.equal(t.labels, 17);
  assert.ok(t.smallestName >= nameFloor(size), `${label}: map names ${t.smallestName} px`);
  // Readable cards in the hand at every size (see cardFloor), and on
  // landscape desktop screens at least 11% of the height tall (issue 29).
  const least = cardFloor(size);
  assert.ok(t.handCardWidth >= least - 0.5, `${label}: the hand's cards are ${t.handCardWidth} px wide, under ${least}`);
  if (width >= 1280 && width > height) assert.ok(t.handCard >= 0.11 * height, `${label}: the hand's cards are ${t.handCard} px tall`);
  // No empty band taller than a tenth of the screen between the rows and the hand.
  assert.ok(t.band <= 0.1 * height, `${label}: an empty band of ${t.band} px between the rows and the hand`);
}

/**
 * Fills the row of the first seat with a tag (PASSED, DEFENDER) with copies of its own
 * cards up to `count`: a full row, drawn by the page's styles (the game's state is not
 * touched; the page is closed after).
 */
function fillTaggedRow(page, count) {
  return page.evaluate((count) => {
    const row = document.querySelector(".game .row:has(.tag):has(.row-cards .slot)");
    if (!row) return null;
    const list = row.querySelector(".row-cards");
    const slot = list.querySelector(".slot");
    while (list.children.length < count) list.append(slot.cloneNode(true));
    return row.dataset.seat;
  }, count);
}

describe("the table on one screen", () => {
  const env = useEnv();

  for (const size of SIZES) {
    for (const players of size.players) {
      const { width, height, scale = 1 } = size;
      const name = size.name ?? `${width}x${height}`;
      const file = `${width}x${height}${scale === 1 ? "" : `@${scale}x`}-${players}p`;
      test(`${name}, ${players} players: map, every row, the status, the hand and Pass, Hint, Take back on screen and uncovered, no scrolling, readable cards and names`, { timeout: 180_000 }, async () => {
        const page = await newPage(env.browser, { width, height }, { deviceScaleFactor: scale });
        try {
          await openApp(page, env.server.url);
          await startGame(page, { seats: seats(players), seed: 41, first: 0, pace: "0" });
          // The first card decision: the hand full, Pass, Hint and Take back (the region
          // chosen) offered.
          await playableCard(page);
          await settled(page);
          const first = await measureTable(page);
          console.log(`${name}, ${players} players, first card: ${describeTable(first)}`);
          await screenshot(page, `table-${file}-first`);
          for (const action of ["pass", "hint", "undo"]) assert.ok(first.actions.includes(action), `${action} offered: ${first.actions}`);
          checkTable(first, size, `${name}, first card`);
          assert.equal(first.rows, players);

          // Mid-battle: cards of Anna's on the table and the others' answers.
          await playOne(page);
          await playOne(page);
          await settled(page);
          const mid = await measureTable(page);
          console.log(`${name}, ${players} players, mid-battle: ${describeTable(mid)}`);
          checkTable(mid, size, `${name}, mid-battle`);
          assert.ok(mid.cards >= 1 && mid.rowCards >= 2, "a hand and cards on the table");
          assert.deepEqual(await axeViolations(page), [], `axe at ${name}`);
          await screenshot(page, `table-${file}`);

          // Until a row shows a tag (an AI passes), then that row full: the tag is read
          // in full, the row's cards stay in the row.
          for (let i = 0; i < 6 && !(await page.locator(".game .row .tag").count()); i++) await playOne(page);
          assert.ok(await fillTaggedRow(page, 12), "a row with a tag and cards");
          await settled(page);
          const full = await measureTable(page);
          console.log(`${name}, ${players} players, a full row with a tag: ${describeTable(full)}`);
          assert.ok(full.tags >= 1);
          checkTable(full, size, `${name}, a full row with a tag`);
          await screenshot(page, `table-${file}-full-row`);
          assert.deepEqual(page.problems, []);
        } finally {
          await page.context().close();
        }
      });
    }
  }

  test("the chronicle and the share links open in drawers and close again", { timeout: 120_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.phone);
    try {
      await openApp(page, env.server.url);
      await startGame(page, { seed: 5, first: 0, pace: "0" });
      await playableCard(page);
      assert.equal(await page.locator(".log").isVisible(), false, "the chronicle waits in its drawer");
      await page.locator(".chronicle-drawer summary").click();
      assert.ok(await page.locator(".log").isVisible());
      assert.ok((await page.locator(".log li").count()) >= 1);
      await screenshot(page, "table-chronicle-drawer-390x844");
      await page.keyboard.press("Escape");
      assert.equal(await page.locator(".log").isVisible(), false, "Escape closes it");
      assert.match(await page.evaluate(() => document.activeElement.closest("details")?.className ?? ""), /chronicle-drawer/, "focus back on its button");
      await page.locator(".share summary").click();
      assert.ok(await page.locator('[data-link="record"]').isVisible());
      // The open panel covers the toolbar on a phone: the other drawer is asked for by
      // its button all the same, and the first one closes.
      await page.evaluate(() => document.querySelector(".chronicle-drawer summary").click());
      await page.waitForFunction(() => !document.querySelector("details.share").open);
      assert.equal(await page.locator("details.drawer[open]").count(), 1, "one drawer at a time");
      await page.locator('.chronicle-drawer [data-action="close-drawer"]').click();
      assert.equal(await page.locator("details.drawer[open]").count(), 0, "its close button closes it");
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });
});

describe("the table moves", () => {
  const env = useEnv();

  test("a card played flies to its row, each motion under 300 ms, and clicks go through", { timeout: 120_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await openApp(page, env.server.url);
      await startGame(page, { seed: 41, first: 0, pace: "300" });
      await playableCard(page);
      await settled(page);
      await page.evaluate(() => {
        window.__seen = new Map();
        const loop = () => {
          for (const a of document.getAnimations()) {
            const timing = a.effect?.getTiming();
            if (a.id) window.__seen.set(a.id, Math.max(window.__seen.get(a.id) ?? 0, Number(timing?.duration) || 0));
          }
          requestAnimationFrame(loop);
        };
        loop();
      });
      const before = Number(await page.locator('[data-screen="game"]').getAttribute("data-step"));
      await page.locator("button[data-card][data-playable]").first().click();
      await page.waitForFunction(() => window.__seen.has("card-flight"), null, { timeout: 5000 });
      // The AIs answer at their pace: their cards fly too (two answers, their flights ended).
      await page.waitForFunction((b) => Number(document.querySelector('[data-screen="game"]')?.dataset.step) >= b + 3, before, { timeout: 10_000 });
      await settled(page);
      const seen = Object.fromEntries(await page.evaluate(() => [...window.__seen]));
      console.log(`animations: ${JSON.stringify(seen)}`);
      for (const [id, ms] of Object.entries(seen)) assert.ok(ms > 0 && ms < 300, `${id} lasts ${ms} ms`);
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("with prefers-reduced-motion nothing moves", { timeout: 120_000 }, async () => {
    const page = await newPage(env.browser, VIEWPORTS.desktop);
    try {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openApp(page, env.server.url);
      await startGame(page, { seed: 41, first: 0, pace: "0" });
      await page.evaluate(() => {
        window.__most = 0;
        const loop = () => {
          window.__most = Math.max(window.__most, document.getAnimations().length);
          requestAnimationFrame(loop);
        };
        loop();
      });
      await playableCard(page);
      await playOne(page);
      await playOne(page);
      // Two frames after the last move drawn: a motion would have started by then.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      assert.equal(await page.evaluate(() => window.__most), 0, "no animation ran");
      assert.ok((await page.locator("[data-row-card]").count()) >= 2, "the cards are on the table at once");
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });
});

describe("the table sounds", () => {
  const env = useEnv();

  /** Counts the page's AudioContexts, and the player's taps and keys before each. */
  const instrument = () => {
    window.__audio = [];
    window.__gestures = 0;
    for (const type of ["pointerdown", "keydown"]) {
      addEventListener(type, (ev) => ev.isTrusted && window.__gestures++, true);
    }
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(...args) {
        super(...args);
        window.__audio.push({ afterGesture: window.__gestures > 0 });
      }
    };
  };

  test("no AudioContext before the player's first gesture; the sound switch is remembered", { timeout: 120_000 }, async () => {
    const first = await newPage(env.browser, VIEWPORTS.desktop);
    const context = first.context();
    try {
      await context.addInitScript(instrument);
      await openApp(first, env.server.url);
      assert.equal(await first.locator('[data-setting="sound"]').count(), 0, "the switch belongs to the table");
      await startGame(first, { seed: 41, first: 0, pace: "900" });
      await playableCard(first);
      // Anna plays, and leaves before the AIs answer; the game, saved, opens again in a
      // new tab that no one has touched: the AIs play there.
      const step = Number(await first.locator('[data-screen="game"]').getAttribute("data-step"));
      await first.locator("button[data-card][data-playable]").first().click();
      await first.close();
      const page = await context.newPage();
      watch(page);
      // The table's address opens the game in progress, with no tap.
      await openApp(page, `${env.server.url}#/game`);
      await page.waitForFunction((s) => Number(document.querySelector('[data-screen="game"]')?.getAttribute("data-step")) >= s + 3, step, { timeout: 20_000 });
      await page.locator("button[data-card][data-playable]").first().waitFor();
      assert.equal(await page.evaluate(() => window.__gestures), 0, "no tap or key yet");
      assert.deepEqual(await page.evaluate(() => window.__audio), [], "no AudioContext while the AIs played");
      assert.equal(await page.locator('[data-setting="sound"]').isChecked(), true, "on by default");

      // A key pressed: the card it plays is heard.
      await page.keyboard.press("1");
      await page.waitForFunction(() => window.__audio.length > 0, null, { timeout: 10_000 });
      assert.deepEqual(await page.evaluate(() => window.__audio), [{ afterGesture: true }], "one AudioContext, after the gesture");

      // Off, and remembered: no sound after a reload, whatever the player presses.
      await page.locator('[data-setting="sound"]').uncheck();
      await page.reload();
      await page.locator("button[data-card][data-playable]").first().waitFor({ timeout: 20_000 });
      assert.equal(await page.locator('[data-setting="sound"]').isChecked(), false, "the switch is remembered");
      const before = Number(await page.locator('[data-screen="game"]').getAttribute("data-step"));
      await page.keyboard.press("1");
      await page.waitForFunction((s) => Number(document.querySelector('[data-screen="game"]')?.getAttribute("data-step")) > s, before);
      // The AIs' answers too (their cards would sound): then still no AudioContext.
      await page.waitForFunction((s) => Number(document.querySelector('[data-screen="game"]')?.getAttribute("data-step")) > s + 2, before, { timeout: 15_000 });
      assert.deepEqual(await page.evaluate(() => window.__audio), [], "switched off: no AudioContext");
      assert.deepEqual(page.problems, []);
    } finally {
      await context.close();
    }
  });
});

describe("the first paint", () => {
  const env = useEnv();

  for (const [locale, title] of [
    ["en-US", "Condottiere"],
    ["ru-RU", "Кондотьер"],
  ]) {
    test(`${locale}: the game's name is on screen before the app's code, in the player's language`, { timeout: 60_000 }, async () => {
      const page = await newPage(env.browser, VIEWPORTS.phone, { locale });
      try {
        // Hold the app's code back until the first paint has been looked at.
        let release;
        const held = new Promise((r) => (release = r));
        await page.route(/_bg\.wasm$/, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(env.server.url);
        await page.locator(".first-paint-name").waitFor();
        assert.equal(await page.locator(".first-paint-name").textContent(), title);
        await screenshot(page, `first-paint-${locale}`);
        release();
        await page.locator('[data-app="mounted"]').waitFor();
        assert.equal(await page.locator(".first-paint").isVisible(), false, "the app takes over");
        assert.equal(await page.locator("h1.title").textContent(), title, "the same name as the app's");
        assert.deepEqual(page.problems, []);
      } finally {
        await page.context().close();
      }
    });
  }
});
