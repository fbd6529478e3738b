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
    const game = page.locator('[data-screen="game"]');
    if (!(await game.count())) {
      await page.waitForTimeout(20);
      continue;
    }
    const confirm = page.locator('.prompt [data-action="confirm"]');
    const pass = page.locator('.prompt [data-action="pass"]');
    const regions = await page.locator('[data-selectable="true"]').all();
    const cards = await page.locator(".hand button[data-playable]").all();
    const others = await page
      .locator(`${PROMPT_MOVES}:not([data-action="pass"]):not([data-action="confirm"])`)
      .all();
    let target = null;
    // Targets are named by what they are, not by their place in a list: a hand or a map
    // drawn again between the reading and the click (a card's flight, a new hand) would
    // otherwise put another card or region at that place.
    const named = async (el, attr, scope) => {
      const value = await el.getAttribute(attr).catch(() => null);
      return value === null ? el : page.locator(`${scope}[${attr}="${value}"]`).first();
    };
    if (await confirm.count()) target = confirm;
    else if (regions.length) target = await named(regions[0], "data-region", '[data-selectable="true"]');
    else if (strategy === "yield" && (await pass.count())) target = pass;
    else if (strategy === "strong" && cards.length) {
      let best = null;
      let bestValue = 0;
      for (const card of cards) {
        const m = MERCENARY.exec((await card.getAttribute("data-card")) ?? "");
        if (m && Number(m[1]) > bestValue) {
          best = card;
          bestValue = Number(m[1]);
        }
      }
      target = best ? await named(best, "data-card", ".hand button[data-playable]") : (await pass.count()) ? pass : cards[0];
    } else if (cards.length) target = await named(cards[0], "data-card", ".hand button[data-playable]");
    else if (others.length) target = others[0];
    else if (await pass.count()) target = pass;
    if (!target) {
      // The AI is thinking.
      await page.waitForTimeout(20);
      continue;
    }
    const before = await game.getAttribute("data-step").catch(() => null);
    await clickAndSettle(page, target, before, 5000);
  }
  throw new Error(`no game over after ${maxClicks} clicks`);
}

