// The built app loads in a real browser and renders its shell.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { describe, test } from "node:test";
import { newPage, openApp, screenshot, useEnv, VIEWPORTS } from "./helpers.mjs";

describe("app shell", () => {
  const env = useEnv();

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`mounts and shows the title (${viewport.width}x${viewport.height})`, async () => {
      const page = await newPage(env.browser, viewport);
      try {
        await openApp(page, env.server.url);
        const app = page.locator('main#app[data-app="mounted"]');
        assert.equal(await app.count(), 1, "exactly one app root");
        assert.equal((await app.locator("h1").textContent())?.trim(), "Condottiere");
        assert.equal(await page.title(), "Condottiere");

        const file = await screenshot(page, `app-${name}-${viewport.width}x${viewport.height}`);
        assert.ok(existsSync(file), `${file} written`);
        assert.deepEqual(page.problems, [], "no console errors or page errors");
      } finally {
        await page.context().close();
      }
    });
  }

  test("serves the WebAssembly module and the favicon with the right types", async () => {
    const page = await newPage(env.browser);
    try {
      const wasm = page.waitForResponse((r) => r.url().endsWith(".wasm"));
      await openApp(page, env.server.url);
      const response = await wasm;
      assert.equal(response.status(), 200);
      assert.equal(response.headers()["content-type"], "application/wasm");

      const icon = await page.request.get(new URL("favicon.svg", env.server.url).href);
      assert.equal(icon.status(), 200);
      assert.match(icon.headers()["content-type"], /^image\/svg\+xml/);
    } finally {
      await page.context().close();
    }
  });
});
