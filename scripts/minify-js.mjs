// Trunk's post-build hook (Trunk.toml): minifies the app's script, an ES module that
// Trunk's own minifier cannot read (it takes scripts only), and the scripts copied as they
// are from public/ (the start script and the service worker). The first load is counted
// in bytes on the wire (tests/e2e/budget.test.mjs). Runs on Trunk's staging directory,
// before it becomes dist/.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { minify } from "terser";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("minify-js: TRUNK_STAGING_DIR is not set (run by Trunk's post_build hook)");
  process.exit(1);
}
// Only in release builds, as Trunk.toml's minify = "on_release".
if (process.env.TRUNK_PROFILE !== "release") process.exit(0);
const scripts = (await readdir(dir)).filter((f) => /^condottiere-app-[0-9a-f]+\.js$/.test(f));
if (scripts.length !== 1) {
  console.error(`minify-js: expected one app script in ${dir}, found ${scripts.length}`);
  process.exit(1);
}
async function shrink(name, module) {
  const file = path.join(dir, name);
  const source = await readFile(file, "utf8");
  const result = await minify(source, { module, compress: true, mangle: true, format: { comments: false } });
  await writeFile(file, result.code);
  console.log(`minify-js: ${name} ${source.length} -> ${result.code.length} B`);
}
await shrink(scripts[0], true);
for (const name of ["boot.js", "sw.js"]) await shrink(name, false);
