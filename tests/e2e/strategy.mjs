// Fixed click strategies for the human seat: with a fixed seed (and the seeded AI) a game
// played this way always ends the same, so a test can count on a win or a loss.
import { clickAndSettle, PROMPT_MOVES } from "./play.mjs";

const MERCENARY = /^M(\d+)$/;

/**
 * Plays the human seat to the end with a fixed strategy, so that a seed decides the
 * result. "strong": never passes while a Mercenary is in hand, plays the highest one;
 * "yield": passes whenever allowed. Both pick the first region offered and confirm any
 * keep-cards choice as it stands. Never asks for a hint, never takes a move back.
 */
export async function playWith(page, strategy, maxClicks = 3000) {
  for (let clicks = 0; clicks < maxClicks; clicks++) {
    if (await page.locator('[data-screen="game-over"]').count()) return clicks;
    // What the player can do, read in one go inside the page: read piece by piece, a
    // screen drawn again between two readings (the round's end, where the hand's cards
    // only toggle what to keep, and its confirm button, come in one update) could mix two
    // states, and another move than the seed's game would be played.
    const now = await page.evaluate((moves) => {
      const game = document.querySelector('[data-screen="game"]');
      if (!game) return null;
      const all = (selector, attr) => [...document.querySelectorAll(selector)].map((e) => e.getAttribute(attr));
      return {
        step: game.getAttribute("data-step"),
        phase: document.querySelector(".prompt")?.getAttribute("data-phase") ?? "",
        confirm: document.querySelector('.prompt [data-action="confirm"]') !== null,
        pass: document.querySelector('.prompt [data-action="pass"]') !== null,
        regions: all('[data-selectable="true"]', "data-region"),
        cards: all(".hand button[data-playable]", "data-card"),
        others: all(`${moves}:not([data-action="pass"]):not([data-action="confirm"])`, "data-action"),
      };
    }, PROMPT_MOVES);
    if (!now) {
      await page.waitForTimeout(20);
      continue;
    }
    // Targets are named by what they are, not by their place in a list.
    const confirm = '.prompt [data-action="confirm"]';
    const pass = '.prompt [data-action="pass"]';
    const card = (name) => `.hand button[data-playable][data-card="${name}"]`;
    let target = null;
    if (now.confirm) target = confirm;
    else if (now.phase.startsWith("KeepCards")) target = null; // its confirm is on its way
    else if (now.regions.length) target = `[data-selectable="true"][data-region="${now.regions[0]}"]`;
    else if (strategy === "yield" && now.pass) target = pass;
    else if (strategy === "strong" && now.cards.length) {
      let best = null;
      let bestValue = 0;
      for (const name of now.cards) {
        const m = MERCENARY.exec(name ?? "");
        if (m && Number(m[1]) > bestValue) {
          best = name;
          bestValue = Number(m[1]);
        }
      }
      target = best ? card(best) : now.pass ? pass : card(now.cards[0]);
    } else if (now.cards.length) target = card(now.cards[0]);
    else if (now.others.length) target = `${PROMPT_MOVES}[data-action="${now.others[0]}"]`;
    else if (now.pass) target = pass;
    if (!target) {
      // The AI is thinking.
      await page.waitForTimeout(20);
      continue;
    }
    await clickAndSettle(page, page.locator(target).first(), now.step, 5000);
  }
  throw new Error(`no game over after ${maxClicks} clicks`);
}
