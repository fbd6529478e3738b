// The page's speed figures, measured in headless Chromium against the release build in
// dist/ (served gzipped, as a real host would):
//   - bytes transferred for the whole first load, in each language the app speaks (the
//     browser's locale picks it: its texts are part of the load),
//   - time from navigation until the setup screen is visible, on loopback and with the
//     network throttled to 9 Mbit/s,
//   - the wait between a human's turns against three Normal AI opponents at the default
//     pace,
//   - the first and second opening of a screen of the screens' module (the rules page),
//   - the AI's decision times in wasm (the #/bench page).
//
//   node tests/bench/ui.mjs            (after trunk build --release --offline)
//   DIST=<dir> serves another build; LOAD_ONLY=1 stops after the load figures.
//
// A benchmark, not a test: it prints figures and fails only if the page does not work.
import { firstLoad, launchBrowser, newPage, slowNetwork } from "../e2e/helpers.mjs";
import { startServer } from "../../scripts/serve-dist.mjs";
import { clickTarget, HUMAN_CHOICES, rng } from "../e2e/play.mjs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];


async function turnGaps(browser, url, turns) {
  const page = await newPage(browser);
  await page.goto(url);
  await page.locator('[data-screen="setup"]').waitFor();
  await page.selectOption('[data-field="first"]', "0");
  await page.click('[data-action="start"]');
  const random = rng(11);
  const gaps = [];
  const human = HUMAN_CHOICES;
  // The wait is timed inside the page: from the human's click to just after the first
  // frame that offers the human a choice again, once AI moves came between. (Timing it
  // from outside would add Playwright's click and its polling, which backs off to 500 ms.)
  await page.evaluate((ready) => {
    const step = () => Number(document.querySelector('[data-screen="game"]')?.getAttribute("data-step") ?? -1);
    window.__clickAt = 0;
    window.__readyAt = 0;
    document.addEventListener("click", () => {
      window.__clickAt = performance.now();
      window.__clickStep = step();
      window.__readyAt = 0;
    }, true);
    new MutationObserver(() => {
      if (window.__readyAt || !window.__clickAt || step() <= window.__clickStep + 1) return;
      if (!document.querySelector(ready)) return;
      window.__readyAt = -1;
      requestAnimationFrame(() => setTimeout(() => { window.__readyAt = performance.now(); }, 0));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  }, `${human}, [data-screen="game-over"]`);
  while (gaps.length < turns) {
    if (await page.locator('[data-screen="game-over"]').count()) {
      await page.click('[data-action="rematch"]');
    }
    await page.locator(`${human}, [data-screen="game-over"]`).first().waitFor({ timeout: 60_000 });
    if (await page.locator('[data-screen="game-over"]').count()) continue;
    const options = await page.locator(human).all();
    const pass = page.locator('[data-action="pass"]');
    const confirm = page.locator('[data-action="confirm"]');
    // At an ffg round's end, cards only toggle a selection: confirm the keep instead.
    const target = (await confirm.count())
      ? confirm
      : (await pass.count()) && random() < 0.4
        ? pass
        : options[Math.floor(random() * options.length)];
    const before = await page.locator('[data-screen="game"]').getAttribute("data-step");
    const battleBefore = await page.locator("[data-battle]").getAttribute("data-battle");
    const playedCard = (await target.getAttribute("data-card")) !== null;
    await clickTarget(page, target);
    await page.waitForFunction((b) => document.querySelector('[data-screen="game"]')?.getAttribute("data-step") !== b, before);
    // The wait: until the page offers the human a choice again (or the game ends).
    await page.locator(`${human}, [data-screen="game-over"]`).first().waitFor({ timeout: 60_000 });
    const aiMoved = await page.evaluate(() => document.querySelector('[data-screen="game"]')?.getAttribute("data-step"));
    // Count only turns where the AI played in between (not two decisions in a row).
    const phase = await page.locator(".prompt").getAttribute("data-phase").catch(() => "");
    // A turn in the same battle: the human played a card and is asked to play again
    // before the battle ends.
    const battleAfter = await page.locator("[data-battle]").getAttribute("data-battle").catch(() => "");
    const sameBattle = playedCard && (phase ?? "").startsWith("Battle") && battleAfter === battleBefore;
    if (aiMoved && Number(aiMoved) > Number(before) + 1) {
      await page.waitForFunction(() => window.__readyAt > 0);
      const ms = await page.evaluate(() => window.__readyAt - window.__clickAt);
      gaps.push({ ms, sameBattle });
    }
  }
  await page.context().close();
  return gaps;
}

/**
 * The rules page opened from the setup screen, twice, in a fresh profile: the first time
 * it loads the screens' module (src/ui/later), the second time it is already there.
 * Milliseconds from the click to the page's first frame with the rules.
 */
async function laterScreen(browser, url, throttle) {
  const page = await newPage(browser);
  if (throttle) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await slowNetwork(cdp);
  }
  await page.goto(url);
  await page.locator('[data-screen="setup"]').waitFor();
  const open = async () => {
    await page.evaluate(() => {
      window.__shownAt = 0;
      const seen = new MutationObserver(() => {
        if (document.querySelector('[data-screen="rules"]')) {
          seen.disconnect();
          requestAnimationFrame(() => setTimeout(() => { window.__shownAt = performance.now(); }, 0));
        }
      });
      seen.observe(document.body, { subtree: true, childList: true });
      window.__clickedAt = performance.now();
    });
    await page.click('[data-screen="setup"] [data-action="rules"]');
    await page.waitForFunction(() => window.__shownAt > 0, null, { timeout: 60_000 });
    return page.evaluate(() => window.__shownAt - window.__clickedAt);
  };
  const first = await open();
  await page.click('[data-action="rules-back"]');
  await page.locator('[data-screen="setup"]').waitFor();
  const again = await open();
  await page.context().close();
  return { first, again };
}

async function aiTimes(browser, url) {
  const page = await newPage(browser);
  await page.goto(`${url}#/bench`);
  await page.locator('[data-bench="done"]').waitFor({ timeout: 600_000 });
  const text = await page.locator("[data-bench]").textContent();
  await page.context().close();
  return text;
}

const server = await startServer(process.env.DIST ?? path.join(ROOT, "dist"), 0);
const browser = await launchBrowser();
try {
  // One load first, uncounted: the server gzips each file on its first request (a real
  // host serves precompressed files), and that one-off cost is not the page's.
  await firstLoad(browser, server.url, false);
  const loads = [];
  for (let i = 0; i < 5; i++) loads.push(await firstLoad(browser, server.url, false));
  const slow = [];
  for (let i = 0; i < 3; i++) slow.push(await firstLoad(browser, server.url, true));
  console.log(`first load: ${(median(loads.map((l) => l.bytes)) / 1024).toFixed(0)} KiB transferred (en)`);
  for (const locale of ["pl-PL", "ru-RU", "hu-HU", "it-IT"]) {
    const { bytes } = await firstLoad(browser, server.url, false, locale);
    console.log(`first load: ${(bytes / 1024).toFixed(0)} KiB transferred (${locale.slice(0, 2)})`);
  }
  console.log(`setup visible after ${median(loads.map((l) => l.ms)).toFixed(0)} ms on loopback (median of 5)`);
  console.log(`setup visible after ${median(slow.map((l) => l.ms)).toFixed(0)} ms at 9 Mbit/s, 20 ms latency (median of 3)`);
  for (const throttle of [false, true]) {
    const { first, again } = await laterScreen(browser, server.url, throttle);
    const where = throttle ? "at 9 Mbit/s, 20 ms latency" : "on loopback";
    console.log(`rules page shown ${first.toFixed(0)} ms after the click the first time (the screens' module loads), ${again.toFixed(0)} ms the second, ${where}`);
  }
  if (!process.env.LOAD_ONLY) await turnFigures(browser, server.url);
} finally {
  await browser.close();
  await server.close();
}

async function turnFigures(browser, url) {
  const gaps = await turnGaps(browser, url, 40);
  const report = (label, xs) =>
    console.log(
      `${label}: mean ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(0)} ms, p95 ${pct(xs, 0.95).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms over ${xs.length} turns`,
    );
  report("between a human's turns in the same battle vs 3 Normal AIs, default pace", gaps.filter((g) => g.sameBattle).map((g) => g.ms));
  report("between any two human decisions with AI moves between (battles they finish alone included)", gaps.map((g) => g.ms));
  console.log("AI decisions in wasm (release):");
  console.log((await aiTimes(browser, url)).replace(/^/gm, "  "));
}
