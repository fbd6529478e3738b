// Battle puzzles (issue 23): the list with its three difficulties, the puzzle of the day
// and the record; one puzzle from its link solved by playing its solution (by mouse and
// by keyboard), failed by a wrong move (why, and the solution), the hint, the same
// puzzle from its link, a bad code, accessibility and screenshots at 1280×800 and
// 390×844. The first puzzle's time on screen is printed.
//
// The puzzle sgh71s619 (`condottiere puzzle --code sgh71s619`): classic-1995, Player 1
// to play in the battle for Florence, row M1 M1 (2) against Player 2's M1 M4 (5), hand
// M1 M1 Heroine Winter; the solution is the Heroine (Player 2 then passes); passing at
// once loses the battle.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { VIEWPORTS, axeViolations, newPage, openApp, screenshot, useEnv } from "./helpers.mjs";

const CODE = "sgh71s619";

/** Where the puzzle on screen stands (`data-puzzle-state`), once it is one. */
async function puzzleState(page, state) {
  await page.locator(`[data-screen="puzzle"][data-puzzle-state="${state}"]`).waitFor({ timeout: 20_000 });
}

/** The puzzle's table lies out as a game's: the map in view and of a size, no scrolling. */
async function assertTableLayout(page, minWidth) {
  const box = await page.evaluate(() => {
    const map = document.querySelector(".game .italy")?.getBoundingClientRect();
    const root = document.scrollingElement;
    return { map: map && { width: map.width, top: map.top, bottom: map.bottom }, scroll: root.scrollHeight, height: window.innerHeight };
  });
  assert.ok(box.map, "the puzzle's table shows the map");
  assert.ok(box.map.width >= minWidth, `the map is ${box.map.width} px wide`);
  assert.ok(box.map.top >= 0 && box.map.bottom <= box.height + 1, "the map is on screen");
  assert.ok(box.scroll <= box.height + 1, `the page scrolls: ${box.scroll} px in ${box.height}`);
}

/** Opens a puzzle's link in a fresh page; the milliseconds until the player may move. */
async function openPuzzle(browser, url, code, viewport = VIEWPORTS.desktop) {
  const page = await newPage(browser, viewport);
  const started = Date.now();
  await openApp(page, `${url}#/puzzle/${code}`);
  await puzzleState(page, "playing");
  await page.locator('.hand button[data-playable="true"]').first().waitFor();
  const ms = Date.now() - started;
  return { page, ms };
}

describe("battle puzzles", () => {
  const env = useEnv();

  test("the list offers three difficulties and the puzzle of the day, from the setup screen", async () => {
    const page = await newPage(env.browser);
    await openApp(page, env.server.url);
    await page.locator('[data-action="puzzles"]').click();
    await page.locator('[data-screen="puzzles"]').waitFor();
    assert.match(page.url(), /#\/puzzles$/);
    for (const d of ["easy", "medium", "hard"]) {
      assert.equal(await page.locator(`[data-difficulty="${d}"]`).count(), 1, d);
    }
    assert.equal(await page.locator('[data-stat="puzzles-solved"]').textContent(), "0 puzzles solved");
    assert.match(await page.locator('[data-stat="puzzle-streak"]').textContent(), /Streak: 0/);
    assert.deepEqual(await axeViolations(page), [], "axe on the puzzle list (1280×800)");
    await screenshot(page, "puzzles-list-desktop-1280x800");

    // A new easy puzzle: its code in the address and on the screen.
    const started = Date.now();
    await page.locator('[data-difficulty="easy"]').click();
    await puzzleState(page, "playing");
    console.log(`a new easy puzzle on screen ${Date.now() - started} ms after the click`);
    const code = await page.locator('[data-screen="puzzle"]').getAttribute("data-puzzle");
    assert.match(code, /^[0-9a-z]{9}$/);
    assert.ok(page.url().endsWith(`#/puzzle/${code}`), page.url());
    const goal = await page.locator("[data-puzzle-goal]").textContent();
    assert.ok(goal.length > 10, goal);

    // The same puzzle from its link, in another profile.
    const { page: other } = await openPuzzle(env.browser, env.server.url, code);
    assert.equal(await other.locator("[data-puzzle-goal]").textContent(), goal);
    assert.equal(await other.locator('[data-screen="puzzle"]').getAttribute("data-puzzle"), code);

    // The puzzle of the day: the same code for everyone on a day.
    await page.locator('[data-action="puzzle-list"]').first().click();
    await page.locator('[data-action="puzzle-daily"]').click();
    await puzzleState(page, "playing");
    const daily = await page.locator('[data-screen="puzzle"]').getAttribute("data-puzzle");
    await other.locator('[data-action="puzzle-list"]').first().click();
    await other.locator('[data-action="puzzle-daily"]').click();
    await puzzleState(other, "playing");
    assert.equal(await other.locator('[data-screen="puzzle"]').getAttribute("data-puzzle"), daily);
    assert.deepEqual(page.problems, []);
    assert.deepEqual(other.problems, []);
    await page.context().close();
    await other.context().close();
  });

  test("a puzzle from its link is solved by playing its solution, with the hint", async () => {
    const { page, ms } = await openPuzzle(env.browser, env.server.url, CODE);
    console.log(`the first puzzle on screen ${ms} ms after navigation (fresh profile, loopback)`);
    assert.equal(await page.locator("[data-puzzle-goal]").textContent(), "Win the battle for Florence.");
    assert.match(await page.locator("[data-puzzle-hand=\"1\"]").textContent(), /Player 2 holds: .*Scarecrow/);
    await page.locator('[data-action="puzzle-hint"]').click();
    assert.equal(await page.locator("[data-puzzle-hint]").getAttribute("data-puzzle-hint"), "Heroine");
    assert.match(await page.locator("[data-puzzle-hint]").textContent(), /Think about this card: Heroine/);
    assert.deepEqual(await axeViolations(page), [], "axe on a puzzle (1280×800)");
    await assertTableLayout(page, 500);
    await screenshot(page, "puzzle-desktop-1280x800");

    await page.locator('.hand button[data-card="Heroine"]').click();
    await puzzleState(page, "solved");
    assert.match(await page.locator("[data-puzzle-message]").textContent(), /Solved/);
    await screenshot(page, "puzzle-solved-desktop-1280x800");
    assert.deepEqual(await axeViolations(page), [], "axe on a solved puzzle (1280×800)");
    // The record counts it, and keeps it through a reload.
    // The record keeps each try that ended as a fact (version 1): this one, solved.
    const record = JSON.parse(await page.evaluate(() => localStorage.getItem("condottiere/puzzles")));
    assert.equal(record.version, 1);
    assert.deepEqual(record.tries.map((t) => [t.code, t.solved]), [[CODE, true]]);
    await page.locator('[data-action="puzzle-list"]').first().click();
    assert.equal(await page.locator('[data-stat="puzzles-solved"]').textContent(), "1 puzzle solved");
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test("a wrong move fails the try and shows why and the solution; by keyboard, again, it is solved", async () => {
    const { page } = await openPuzzle(env.browser, env.server.url, CODE, VIEWPORTS.phone);
    assert.deepEqual(await axeViolations(page), [], "axe on a puzzle (390×844)");
    await assertTableLayout(page, 250);
    await screenshot(page, "puzzle-phone-390x844");
    // Passing at once: 2 against 5, the battle is lost.
    await page.keyboard.press("p");
    await puzzleState(page, "failed");
    const why = await page.locator("[data-puzzle-message]").textContent();
    assert.match(why, /Not this time\. After that move the goal is out of reach\./);
    assert.match(why, /The solution: You play Heroine\. Player 2 passes\./);
    assert.equal(await page.locator(".hand button[data-playable]").count(), 0, "no move after a failed try");
    await screenshot(page, "puzzle-failed-phone-390x844");
    assert.deepEqual(await axeViolations(page), [], "axe on a failed puzzle (390×844)");
    // The failed try is kept as a fact: nothing solved.
    let record = JSON.parse(await page.evaluate(() => localStorage.getItem("condottiere/puzzles")));
    assert.deepEqual(record.tries.map((t) => [t.code, t.solved]), [[CODE, false]]);

    // Again, by keyboard: Tab to the hand, the arrow keys, Enter; 2 is the Heroine too.
    await page.locator('[data-action="puzzle-retry"]').focus();
    await page.keyboard.press("Enter");
    await puzzleState(page, "playing");
    await page.keyboard.press("2");
    await puzzleState(page, "solved");
    record = JSON.parse(await page.evaluate(() => localStorage.getItem("condottiere/puzzles")));
    assert.deepEqual(record.tries.map((t) => [t.code, t.solved]), [[CODE, false], [CODE, true]]);
    await screenshot(page, "puzzle-solved-phone-390x844");
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test("a bad code is told in words, and the list says it at 390×844", async () => {
    const page = await newPage(env.browser, VIEWPORTS.phone);
    await openApp(page, `${env.server.url}#/puzzle/sgh71s61x`);
    await puzzleState(page, "error");
    assert.match(await page.locator('[role="alert"]').textContent(), /typo|cannot be in a puzzle code/);
    await page.locator('[data-action="puzzle-list"]').click();
    await page.locator('[data-screen="puzzles"]').waitFor();
    assert.deepEqual(await axeViolations(page), [], "axe on the puzzle list (390×844)");
    await screenshot(page, "puzzles-list-phone-390x844");
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});
