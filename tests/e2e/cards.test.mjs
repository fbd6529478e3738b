// The cards' faces (issue 29): a drawing of its own for every card kind of every edition,
// from the one sprite (public/cards.svg), and names that never break inside a word, in
// every language, on the table and on a record's replay.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { newPage, openApp, screenshot, useEnv } from "./helpers.mjs";
import { clickTarget, PROMPT_MOVES, playableCard, playOne, startGame } from "./play.mjs";

const NAMES = ["Anna", "Bianca", "Carlo", "Dario", "Elena", "Fabio"];
const SIX = NAMES.map((name, i) => ({ name, kind: i === 0 ? "human" : "normal" }));

/** Three editions' decks between them hold every kind; these deals show each one. */
const EDITIONS = [
  { preset: "classic-1995", seed: 11 },
  { preset: "ffg-2006", seed: 12 },
  { preset: "zman-2018", seed: 13 },
];

/** Every face a card can have: the 17 kinds, and Z-Man's Turncoat (its Surrender). */
const FACES = 18;

const LANGUAGES = ["en-US", "pl-PL", "ru-RU", "hu-HU", "it-IT"];
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/**
 * A record link's code for a 6-player game of `preset` a few moves in, read from the
 * share drawer, with the table's cards as they were (see `drawings`).
 */
async function recordOf(browser, url, { preset, seed }) {
  const page = await newPage(browser);
  try {
    await openApp(page, url);
    await startGame(page, { preset, seats: SIX, seed, first: 0, pace: "0" });
    await playableCard(page);
    await playOne(page);
    await drawingsLoaded(page);
    const table = await drawings(page);
    await page.locator(".share summary").click();
    const link = await page.locator('[data-link="record"]').inputValue();
    assert.deepEqual(page.problems, []);
    // During play the link replays the game as its sharer sees it (`/as/<seat>`): the code
    // alone, to open it as each seat in turn.
    return { code: link.split("#/replay/")[1].split("/")[0], table };
  } finally {
    await page.context().close();
  }
}

/**
 * Every face-up card on the page: its kind (`data-card` in a hand, `data-row-card` on
 * the table and in a replay), the sprite symbol it draws, and whether the drawing is
 * there (the symbol is in the sprite and drawn with a size).
 */
function drawings(page) {
  return page.evaluate(async () => {
    const sprite = new DOMParser().parseFromString(await (await fetch("cards.svg")).text(), "image/svg+xml");
    return [...document.querySelectorAll(".card:not(.back)")].map((card) => {
      const use = card.querySelector("svg.art use");
      const href = use?.getAttribute("href") ?? "";
      const id = href.split("#")[1] ?? "";
      const symbol = sprite.getElementById(id);
      const box = use?.getBBox();
      return {
        kind: card.dataset.card ?? card.dataset.rowCard,
        href,
        symbol: symbol?.innerHTML.replace(/\s+/g, " ").trim() ?? "",
        drawn: box !== undefined && box.width > 4 && box.height > 4,
      };
    });
  });
}

/**
 * Opens a record's replay, which starts at its first step, as `seat` sees it (a game still
 * in play replays as one seat's view: that seat's hand dealt, every name on a card).
 */
async function openReplayStart(page, url, code, seat = 0) {
  await page.goto(`${url}#/replay/${code}/as/${seat}`);
  await page.locator('[data-screen="replay"]').waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => document.querySelector('[data-screen="replay"]').dataset.step === "0");
}

/** Waits until every card drawing on the page is drawn (the sprite has loaded). */
async function drawingsLoaded(page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll(".card svg.art use")].every((use) => use.getBBox().width > 4),
  );
}

/**
 * Card names cut inside a word: for every name shown on a card, each word's letters on
 * one line (a break is allowed only at a soft hyphen of the translation, where the
 * language's rules put it) and inside the card.
 */
function splitWords(page) {
  return page.evaluate(() => {
    const problems = [];
    for (const name of document.querySelectorAll(".card .name")) {
      if (name.getClientRects().length === 0) continue; // not shown at this size
      const card = name.closest(".card").getBoundingClientRect();
      const text = name.firstChild;
      const chars = [...text.data];
      const range = document.createRange();
      let offset = 0;
      let previous = null; // the last letter's box, within the current word
      let softHyphenSince = false;
      for (const ch of chars) {
        const at = offset;
        offset += ch.length;
        if (/\s/.test(ch)) {
          previous = null;
          continue;
        }
        if (ch === "\u00ad") {
          softHyphenSince = true;
          continue;
        }
        range.setStart(text, at);
        range.setEnd(text, at + ch.length);
        // The letter's own box (a range that starts a line also reports an empty box at
        // the end of the line before).
        const r = [...range.getClientRects()].filter((b) => b.width > 0).pop();
        if (!r) continue;
        if (r.left < card.left - 0.5 || r.right > card.right + 0.5 || r.bottom > card.bottom + 0.5) {
          problems.push(`"${text.data}" spills out of its card at "${ch}"`);
          break;
        }
        if (previous && r.top > previous.top + previous.height / 2 && !softHyphenSince) {
          problems.push(`"${text.data}" breaks inside a word before "${ch}"`);
          break;
        }
        previous = r;
        softHyphenSince = false;
      }
    }
    return problems;
  });
}

describe("card faces", () => {
  const env = useEnv();

  test("every card kind of three editions carries its drawing, distinct kinds distinct drawings", { timeout: 300_000 }, async () => {
    const page = await newPage(env.browser);
    try {
      const faces = new Map(); // "edition kind" → href
      const symbols = new Map(); // href → the symbol's drawing
      for (const edition of EDITIONS) {
        const { code, table } = await recordOf(env.browser, env.server.url, edition);
        await openApp(page, env.server.url);
        const seen = [...table];
        for (let seat = 0; seat < SIX.length; seat++) {
          await openReplayStart(page, env.server.url, code, seat);
          await drawingsLoaded(page);
          const hands = await page.$$eval(".replay-hand", (els) => els.map((e) => e.dataset.hand));
          assert.deepEqual(hands, [String(seat)], `${edition.preset}: the replay shows seat ${seat}'s hand only`);
          seen.push(...(await drawings(page)));
        }
        assert.ok(table.length >= 10, `${edition.preset}: the table's hand and rows were read`);
        for (const card of seen) {
          assert.match(card.href, /^cards\.svg#card-/, `${edition.preset} ${card.kind}: a drawing from the sprite`);
          assert.notEqual(card.symbol, "", `${edition.preset} ${card.kind}: ${card.href} is in the sprite`);
          assert.ok(card.drawn, `${edition.preset} ${card.kind}: ${card.href} is drawn`);
          const key = `${edition.preset} ${card.kind}`;
          assert.equal(faces.get(key) ?? card.href, card.href, `${key}: one drawing`);
          faces.set(key, card.href);
          symbols.set(card.href, card.symbol);
        }
        // Within an edition, two kinds never share a drawing.
        const hrefs = [...faces].filter(([k]) => k.startsWith(`${edition.preset} `)).map(([, h]) => h);
        assert.equal(new Set(hrefs).size, hrefs.length, `${edition.preset}: ${hrefs.join(", ")}`);
        await screenshot(page, `cards-replay-${edition.preset}`);
      }
      console.log(`faces seen: ${[...faces].map(([k, h]) => `${k} → ${h.split("#")[1]}`).join(", ")}`);
      // Every face of the three decks was seen, and no two faces draw the same thing.
      assert.equal(symbols.size, FACES, [...symbols.keys()].join(", "));
      assert.equal(new Set(symbols.values()).size, FACES, "every drawing differs from the others");
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("each seat's coat of arms is in its row, on the cities it holds and over the battles it wins", { timeout: 300_000 }, async () => {
    const page = await newPage(env.browser);
    try {
      await openApp(page, env.server.url);
      // Every banner the page shows, kept as it was (it leaves after a few seconds).
      await page.evaluate(() => {
        window.__banners = [];
        new MutationObserver(() => {
          const b = document.querySelector("[data-banner]");
          const seen = b && { text: b.textContent, color: b.dataset.bannerColor ?? null, arms: b.querySelector("svg.arms use")?.getAttribute("href") ?? null };
          if (seen && !window.__banners.some((o) => o.text === seen.text)) window.__banners.push(seen);
        }).observe(document.body, { subtree: true, childList: true });
      });
      await startGame(page, { preset: "ffg-2006", seats: SIX, seed: 41, first: 0, pace: "0" });
      // Anna passes her battles (choosing a region when asked) until one is won and a
      // city is held.
      const won = () => page.evaluate(() => window.__banners.some((b) => b.color !== null) && document.querySelector(".italy .arms-marker") !== null);
      for (let clicks = 0; !(await won()); clicks++) {
        assert.ok(clicks < 200, "a battle was won");
        const choice = page.locator(`[data-action="pass"], [data-selectable="true"], ${PROMPT_MOVES}`).first();
        if (await choice.count()) await clickTarget(page, choice).catch(() => {});
        await page.waitForTimeout(50);
      }
      // A new marker's drawing is made with the page's next frame.
      await page.waitForTimeout(300);
      const seen = await page.evaluate(() => {
        const rows = [...document.querySelectorAll(".game .row[data-seat]")].map((row) => ({
          seat: row.dataset.seat,
          name: row.querySelector(".seat-name").textContent,
          arms: row.querySelector(".row-head svg.arms use")?.getAttribute("href"),
        }));
        // A marker takes no pointer events: the point under it belongs to its region.
        const markers = [...document.querySelectorAll(".italy use.arms-marker")].map((use) => {
          const r = use.getBoundingClientRect();
          const region = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)?.closest("[data-region]");
          return { arms: use.getAttribute("href"), owner: region?.dataset.owner, region: region?.dataset.region, drawn: use.getBBox().width > 4 };
        });
        return { rows, markers, banners: window.__banners };
      });
      console.log(`arms: ${JSON.stringify(seen)}`);
      const rowArms = seen.rows.map((r) => r.arms);
      assert.ok(rowArms.every((a) => /^cards\.svg#arms-[0-5]$/.test(a)), rowArms.join(", "));
      assert.equal(new Set(rowArms).size, 6, "six seats, six coats of arms");
      assert.ok(seen.markers.length >= 1);
      for (const m of seen.markers) {
        assert.ok(m.drawn, `the arms on ${m.region} are drawn`);
        assert.equal(m.arms, seen.rows.find((r) => r.seat === m.owner)?.arms, `${m.region} shows its owner's arms`);
      }
      const banner = seen.banners.find((b) => b.color !== null);
      assert.equal(banner.arms, `cards.svg#arms-${banner.color}`);
      const winner = seen.rows.find((r) => r.arms === banner.arms);
      assert.ok(winner && banner.text.includes(winner.name), `"${banner.text}" is ${winner?.name}'s, under their arms`);
      await screenshot(page, "arms-1280x800");
      assert.deepEqual(page.problems, []);
    } finally {
      await page.context().close();
    }
  });

  test("no card name breaks inside a word, on the table and the replay, in every language", { timeout: 600_000 }, async () => {
    const records = [];
    for (const edition of EDITIONS) records.push((await recordOf(env.browser, env.server.url, edition)).code);
    let names = 0;
    for (const locale of LANGUAGES) {
      const page = await newPage(env.browser, SIZES[0], { locale });
      // The names checked on the table and on the replays (a hand's ten or so at each size).
      let onTable = 0;
      let onReplay = 0;
      try {
        await openApp(page, env.server.url);
        await startGame(page, { preset: "zman-2018", seats: SIX, seed: 13, first: 0, pace: "0" });
        await playableCard(page);
        await playOne(page);
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await page.waitForTimeout(100);
          const where = `${locale} ${size.width}×${size.height}`;
          assert.deepEqual(await splitWords(page), [], `the table, ${where}`);
          onTable += await page.locator(".card .name:visible").count();
        }
        for (const code of records) {
          await openReplayStart(page, env.server.url, code);
          for (const size of SIZES) {
            await page.setViewportSize(size);
            await page.waitForTimeout(100);
            const where = `${locale} ${size.width}×${size.height}`;
            assert.deepEqual(await splitWords(page), [], `the replay, ${where}`);
            onReplay += await page.locator(".card .name:visible").count();
            if (code === records[0]) await screenshot(page, `cards-replay-${locale.slice(0, 2)}-${size.width}x${size.height}`);
          }
        }
        assert.deepEqual(page.problems, []);
        // Names were there to check on both (a phone's hand draws its cards without them; a
        // replay shows one seat's hand).
        console.log(`${locale}: names on the table ${onTable}, on the replays ${onReplay}`);
        assert.ok(onTable > 0 && onReplay > 0, `${locale}: names on the table (${onTable}) and the replays (${onReplay})`);
        names += onTable + onReplay;
      } finally {
        await page.context().close();
      }
    }
    console.log(`card names checked: ${names}`);
  });
});
