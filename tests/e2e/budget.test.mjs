// The first load's size budget (issues 12, 21 and 29): in every language, everything a first
// visit transfers until the front door is painted (the page, its script, wasm and
// styles, and the first part of the player's texts) stays within 460 KB, gzip-compressed
// as the test server (and any real host) sends it. Sizes do not depend on the machine's
// speed: this is a test, not a benchmark (tests/bench/ui.mjs prints the times). The app's
// wasm is about 91% of the load (see the README, "Measured figures"); the screens a first
// visit never needs (a review, the puzzles, the rules, a replay) are a wasm of their own,
// loaded when one is first opened (src/ui/later).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { firstLoad, useEnv } from "./helpers.mjs";

// Issue 21 set 450,000 B, met until the front door, the records kept as merged facts, the
// checked boundary for saves and links, Expert's reading of the table and the cards'
// drawings came into the page (2026-11-27: 456,192 B in English, 459,437 B in Russian,
// after moving the setup, saved games, record and daily screens and their styles to the
// screens' module). Issue 29 stays open until the first load is back under 450,000 B;
// until then this holds the line where it is.
const BUDGET = 460_000;
const LOCALES = ["en-US", "pl-PL", "ru-RU", "hu-HU", "it-IT"];

describe("first load", () => {
  const env = useEnv();

  test("stays within 460 KB in every language", async () => {
    // One visit first, uncounted: the server compresses each file on its first request.
    await firstLoad(env.browser, env.server.url);
    const figures = [];
    for (const locale of LOCALES) {
      const { bytes } = await firstLoad(env.browser, env.server.url, false, locale);
      figures.push(`${locale.slice(0, 2)} ${bytes} B`);
      assert.ok(bytes > 100_000, `${locale}: ${bytes} B is too little to be the whole app`);
      assert.ok(bytes <= BUDGET, `${locale}: the first load is ${bytes} B, over the ${BUDGET} B budget`);
    }
    console.log(`first load: ${figures.join(", ")}`);
  });
});
