// No hidden card of another seat reaches the screen during play (issue 50): games of every
// edition, with the Hidden cards option and without, against Normal and Expert AIs. After
// every move the whole page is searched (its text, every attribute a screen reader or a
// link carries, the cards' own data) for a card the player cannot know: one in another
// seat's hand or face down in another row, and never shown to everyone before. What the
// seats hold is the native command-line tool's replay of the game's save, so the check does
// not rest on the page's own idea of what is hidden. Once a game, the record link the share
// drawer offers is opened as its receiver would, and searched the same way.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, test } from "node:test";
import { newPage, openApp, ROOT, useEnv } from "./helpers.mjs";
import { choices, clickAndSettle, rng, startGame } from "./play.mjs";

/** Each edition once; between them, Hidden cards on and off, Normal and Expert. */
const GAMES = [
  { preset: "classic-1995", level: "normal", hidden: true, players: 3 },
  { preset: "classic-hu", level: "expert", hidden: false, players: 3 },
  { preset: "ffg-2006", level: "expert", hidden: true, players: 3 },
  { preset: "zman-2018", level: "normal", hidden: false, players: 4 },
  { preset: "zman-classic", level: "normal", hidden: true, players: 3 },
  { preset: "zman-duel", level: "expert", hidden: true, players: 2 },
];

/** The person's moves searched per game at most (most games end before). */
const MOVES = { normal: 80, expert: 40 };

/**
 * The move after which the record link offered is opened and searched: early, because a
 * duel against Expert can end after four of the person's moves (Expert's time cap makes
 * a seeded game differ from one run to the next).
 */
const LINK_AT = 1;

const CLI = path.join(ROOT, "target/debug/condottiere");

/** The command-line tool (built by the native tests; built here if they did not run). */
function cli() {
  if (!existsSync(CLI)) {
    const built = spawnSync("cargo", ["build", "-q", "-p", "cli"], { cwd: ROOT, stdio: "inherit" });
    assert.equal(built.status, 0, "the command-line tool builds");
  }
  return CLI;
}

/** The English texts: card names by the engine's card id, and the static sentences. */
function english() {
  const text = ["condottiere.ftl", "later.ftl"].map((f) => readFileSync(path.join(ROOT, "locales/en", f), "utf8")).join("\n");
  const messages = new Map();
  for (const line of text.split("\n")) {
    const m = /^([a-z][a-z0-9-]*) = (.*)$/.exec(line);
    if (m) messages.set(m[1], m[2]);
  }
  /** "M5" → "Mercenary 5"; both Bishops are "Bishop", Z-Man's Surrender the Turncoat. */
  const nameOf = (id, preset) => {
    let key = `card-${id.replace(/([a-z])([A-Z])/g, "$1-$2").toLowerCase()}`;
    if (id === "ClassicBishop") key = "card-bishop";
    if (id === "Surrender" && preset.startsWith("zman")) key = "card-turncoat";
    const name = messages.get(key);
    assert.ok(name, `a name for ${id} (${key})`);
    return name;
  };
  const names = [...messages.entries()].filter(([k]) => k.startsWith("card-") && !k.includes("{")).map(([, v]) => v);
  // Sentences that name cards as the rules do (a card's help: "Discards Winter"): the
  // same for every deal, so not a card of anyone's. They are taken out before the search.
  const fixed = [...messages.values()].filter((v) => !v.includes("{") && names.some((n) => v.includes(n) && v !== n));
  return { nameOf, fixed };
}

/** The game in the page's save: its record, replayed by the tool. */
async function seatsNow(page, dir) {
  const record = await page.evaluate(() => {
    let latest = null;
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key.startsWith("condottiere/save/")) continue;
      const save = JSON.parse(localStorage.getItem(key));
      if (!latest || save.updated > latest.updated) latest = save;
    }
    return latest?.game.record;
  });
  assert.ok(record, "the game is saved");
  const file = path.join(dir, "record.json");
  writeFileSync(file, JSON.stringify(record));
  const run = spawnSync(cli(), ["replay", file], { encoding: "utf8" });
  assert.equal(run.status, 0, run.stderr);
  const { state, events } = JSON.parse(run.stdout);
  return { actions: record.actions.length, state, events };
}

/** Every card id shown to everyone so far: played face up, revealed, taken back, discarded. */
function shownToAll({ state, events }) {
  const shown = new Set();
  for (const e of events) {
    if ((e.event === "played" || e.event === "revealed" || e.event === "scarecrow-took") && e.card) shown.add(e.card);
    if (e.event === "hand-discarded") for (const card of Object.keys(e.cards ?? {})) shown.add(card);
  }
  for (const row of state.rows) for (const c of row) if (c.face_up) shown.add(c.card);
  return shown;
}

/** The cards of other seats the player at `seat` cannot know now: id → where. */
function secrets(now, seat, known) {
  const hidden = new Map();
  now.state.hands.forEach((hand, owner) => {
    if (owner === seat) return;
    for (const [card, count] of Object.entries(hand)) if (count > 0) hidden.set(card, `seat ${owner}'s hand`);
  });
  now.state.rows.forEach((row, owner) => {
    if (owner === seat) return;
    for (const c of row) if (!c.face_up) hidden.set(c.card, `seat ${owner}'s face-down card`);
  });
  for (const card of known) hidden.delete(card);
  return hidden;
}

/** What the page says, shows or links to: its text, every attribute's value, every field's value. */
function everything(page) {
  return page.evaluate(() => {
    const parts = [document.title, document.body.textContent];
    const cards = [];
    for (const el of document.querySelectorAll("*")) {
      for (const attr of el.attributes) if (attr.name !== "class" && attr.name !== "style") parts.push(attr.value);
      if (typeof el.value === "string") parts.push(el.value);
      if (el.dataset.card) cards.push(el.dataset.card);
      if (el.dataset.rowCard) cards.push(el.dataset.rowCard);
    }
    return { text: parts.join("\n"), cards };
  });
}

/** The secrets found in what the page shows (a card's name in words, or its id on a card). */
function found(shown, hidden, { nameOf, fixed }, preset) {
  let text = shown.text;
  for (const sentence of fixed) text = text.split(sentence).join(" ");
  const leaks = [];
  for (const [card, where] of hidden) {
    const name = nameOf(card, preset);
    // "Mercenary 1" is not in "Mercenary 10".
    const words = new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![0-9])`);
    const at = text.search(words);
    if (at >= 0) leaks.push(`${name} (${where}) in "…${text.slice(Math.max(0, at - 80), at + 40).replace(/\s+/g, " ")}…"`);
    if (shown.cards.includes(card)) leaks.push(`${card} (${where}) drawn on a card`);
  }
  return leaks;
}

describe("hidden cards", () => {
  const env = useEnv();
  const words = english();

  for (const game of GAMES) {
    const what = `${game.preset}, ${game.hidden ? "Hidden cards" : "open cards"}, against ${game.level}`;
    test(`no card of another seat reaches the screen: ${what}`, { timeout: 300_000 }, async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "secrets-"));
      const page = await newPage(env.browser);
      const random = rng(50 + GAMES.indexOf(game));
      try {
        await openApp(page, env.server.url);
        const seats = [{ name: "Me", kind: "human" }, ...Array.from({ length: game.players - 1 }, () => ({ kind: game.level }))];
        await startGame(page, { preset: game.preset, seats, seed: 500 + GAMES.indexOf(game), first: 0, pace: "0", variants: game.hidden ? ["hidden-cards"] : [] });
        const known = new Set();
        let moves = 0;
        let searched = 0;
        let faceDown = 0;
        let linkSearched = false;
        while (moves < MOVES[game.level]) {
          if (await page.locator('[data-screen="game-over"]').count()) break;
          const options = await choices(page);
          if (options.length === 0) {
            await page.waitForTimeout(20);
            continue;
          }
          // The person's turn: everything on screen now is searched against the seats'
          // cards at this very state (the save is written before the screen is drawn).
          const step = Number(await page.locator('[data-screen="game"]').getAttribute("data-step"));
          const shown = await everything(page);
          const now = await seatsNow(page, dir);
          assert.ok(now.actions >= step, `the save holds the state on screen (${now.actions} actions, step ${step})`);
          for (const [card, count] of Object.entries(now.state.hands[0])) if (count > 0) known.add(card);
          for (const c of now.state.rows[0]) known.add(c.card);
          for (const card of shownToAll(now)) known.add(card);
          const hidden = secrets(now, 0, known);
          if (moves === 0) {
            // The search sees what is drawn: the player's own cards, taken as secrets, are found.
            const mine = new Map(Object.keys(now.state.hands[0]).map((card) => [card, "the player's own hand"]));
            assert.ok(found(shown, mine, words, game.preset).length > 0, `${what}: the search finds the player's own cards`);
          }
          faceDown += now.state.rows.slice(1).flat().filter((c) => !c.face_up).length;
          assert.deepEqual(found(shown, hidden, words, game.preset), [], `${what}, move ${moves}: a secret on screen`);
          searched += hidden.size;
          // Once the person has moved, the record link offered now is opened as whoever receives it
          // would (the drawer closed again by its own button).
          if (!linkSearched && moves >= LINK_AT) {
            await page.locator(".share summary").click();
            const link = await page.locator('[data-link="record"]').inputValue();
            await page.locator('.share [data-action="close-drawer"]').click();
            const receiver = await newPage(env.browser);
            try {
              await receiver.goto(link);
              await receiver.locator('[data-screen="replay"]').waitFor({ timeout: 30_000 });
              assert.deepEqual(found(await everything(receiver), hidden, words, game.preset), [], `${what}: a secret in the record link's replay`);
              assert.deepEqual(receiver.problems, []);
            } finally {
              await receiver.context().close();
            }
            linkSearched = true;
          }
          const pass = page.locator('[data-action="pass"]');
          const target = (await pass.count()) && random() < 0.3 ? pass : options[Math.floor(random() * options.length)];
          await clickAndSettle(page, target, String(step), 5000);
          moves++;
        }
        console.log(`${what}: ${moves} moves searched, ${searched} secret cards looked for, ${faceDown} face-down cards of others seen`);
        assert.ok(moves > LINK_AT, `${what}: the person moved (${moves})`);
        assert.ok(searched > 0, `${what}: there were secrets to look for`);
        assert.ok(linkSearched, `${what}: the record link was searched`);
        if (game.hidden) assert.ok(faceDown > 0, `${what}: other seats played face down`);
        assert.deepEqual(page.problems, []);
      } finally {
        await page.context().close();
      }
    });
  }
});
