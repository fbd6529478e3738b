// Readable in every state (issue 29): every visible control's text against what lies
// behind it, at rest, hovered and keyboard-focused (and disabled, as it is shown), at least
// 4.5:1 (large text 3:1), on the front door, the custom game screen and the table, the
// lesson's highlights among them. Transitions are switched off so each state is measured
// as it settles.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { newPage, openApp, useEnv } from "./helpers.mjs";
import { startGame } from "./play.mjs";

const CONTROLS = "button, select, a[href], summary, input:not([type=hidden]):not([type=radio]):not([type=checkbox])";

/**
 * The contrast of each visible control now, in the page: text colour (with its alpha and
 * the element's opacity) over the background composed from the element up to the page.
 */
async function contrasts(page) {
  return page.evaluate((selector) => {
    const parse = (c) => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const [r, g, b, a = 1] = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
      return { r, g, b, a };
    };
    const over = (top, under) => ({
      r: top.r * top.a + under.r * (1 - top.a),
      g: top.g * top.a + under.g * (1 - top.a),
      b: top.b * top.a + under.b * (1 - top.a),
      a: 1,
    });
    const luminance = ({ r, g, b }) => {
      const lin = (v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const background = (el) => {
      const layers = [];
      for (let e = el; e; e = e.parentElement) {
        const bg = parse(getComputedStyle(e).backgroundColor);
        if (bg && bg.a > 0) {
          layers.push(bg);
          if (bg.a >= 1) break;
        }
      }
      let colour = { r: 255, g: 255, b: 255, a: 1 };
      for (const layer of layers.reverse()) colour = over(layer, colour);
      return colour;
    };
    const out = [];
    for (const el of document.querySelectorAll(selector)) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === "hidden") continue;
      // A control whose text is an image or a drawing has no text colour to measure.
      if (!el.textContent.trim() && el.tagName !== "SELECT" && el.tagName !== "INPUT") continue;
      const fg = parse(style.color);
      let opacity = 1;
      for (let e = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
      const bg = background(el);
      const text = over({ ...fg, a: fg.a * opacity }, bg);
      const [l1, l2] = [luminance(text), luminance(bg)].sort((a, b) => b - a);
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      const large = size >= 24 || (bold && size >= 18.66);
      out.push({
        name: `${el.tagName.toLowerCase()}${el.dataset.action ? `[data-action=${el.dataset.action}]` : ""} "${el.textContent.trim().slice(0, 30)}"`,
        ratio: (l1 + 0.05) / (l2 + 0.05),
        needed: large ? 3 : 4.5,
        disabled: el.disabled === true,
      });
    }
    return out;
  }, CONTROLS);
}

/** Every visible control at rest, hovered and focused; the ones under their threshold. */
async function failures(page, screen) {
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; animation: none !important; }" });
  const low = [];
  const note = (state, list) => {
    for (const c of list) {
      if (c.ratio < c.needed) low.push(`${screen} ${state}${c.disabled ? " (disabled)" : ""}: ${c.name} ${c.ratio.toFixed(2)}:1`);
    }
  };
  const rest = await contrasts(page);
  assert.ok(rest.length > 0, `${screen}: controls measured`);
  note("at rest", rest);
  const controls = page.locator(CONTROLS);
  const count = await controls.count();
  let hovered = 0;
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    if (!(await control.isVisible()) || (await control.isDisabled().catch(() => false))) continue;
    const handle = await control.elementHandle();
    await page.evaluate((el) => (el.dataset.measure = "1"), handle);
    // Hovered (a control another covers is not hovered, and not counted as such).
    await control.hover({ timeout: 2000 }).catch(() => {});
    if (await page.evaluate((el) => el.matches(":hover"), handle)) {
      hovered++;
      note("hovered", (await contrastsOf(page)).filter((c) => c.measured));
    }
    // Keyboard focus: a key pressed first, so the browser shows focus as for the keyboard.
    await page.mouse.move(0, 0);
    await page.keyboard.press("Shift");
    await handle.focus();
    note("focused", (await contrastsOf(page)).filter((c) => c.measured));
    await page.evaluate((el) => delete el.dataset.measure, handle);
  }
  assert.ok(hovered > 0, `${screen}: controls hovered`);
  return low;
}

/** [`contrasts`], marking the control under measure. */
async function contrastsOf(page) {
  const all = await contrasts(page);
  const marks = await page.evaluate((selector) => {
    const visible = [];
    for (const el of document.querySelectorAll(selector)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
      if (!el.textContent.trim() && el.tagName !== "SELECT" && el.tagName !== "INPUT") continue;
      visible.push(el.dataset.measure === "1");
    }
    return visible;
  }, CONTROLS);
  return all.map((c, i) => ({ ...c, measured: marks[i] }));
}

describe("every control readable in every state", () => {
  const env = useEnv();

  test("the front door, the custom game screen, the table and the lesson", async () => {
    const page = await newPage(env.browser, { width: 1280, height: 800 }, { serviceWorkers: "block" });
    await openApp(page, env.server.url);
    await page.locator('[data-screen="home"]').waitFor();
    const low = [];
    low.push(...(await failures(page, "home")));
    await page.click('.home [data-action="custom-game"]');
    await page.locator('[data-screen="setup"]').waitFor();
    low.push(...(await failures(page, "setup")));
    await startGame(page, { seed: 5, pace: "0" });
    await page.locator('[data-screen="game"]').waitFor();
    low.push(...(await failures(page, "table")));
    await openApp(page, `${env.server.url}#/`);
    await page.locator('[data-screen="home"]').waitFor();
    await page.click('.home [data-action="learn"]');
    await page.locator('[data-screen="game"]').waitFor();
    low.push(...(await failures(page, "lesson")));
    assert.deepEqual(low, []);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});
