// A tiny static file server for the built app in dist/.
//
// Used by scripts/run.sh (to play) and by the end-to-end tests (tests/e2e/helpers.mjs).
// Only ever listens on the loopback interface.
//
//   node scripts/serve-dist.mjs [DIR] [PORT]    (PORT 0 picks a free port)

import { execFileSync } from "node:child_process";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HOST = "127.0.0.1";

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  // The translation files (Fluent): plain UTF-8 text, compressed like any other text. A
  // host must be told so (README, "Hosting"), or it serves them raw: 82 KB for Russian.
  ".ftl": "text/plain; charset=utf-8",
};

// Text and wasm compress well: served gzipped to browsers that accept it, as any real
// host would, so the transfer figures the benchmarks print are honest.
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".wasm", ".json", ".svg", ".webmanifest", ".txt", ".ftl"]);
const gzipCache = new Map();

async function gzipped(file, mtimeMs) {
  const hit = gzipCache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const body = gzip(await readFile(file));
  gzipCache.set(file, { mtimeMs, body });
  return body;
}

// GNU gzip (Debian's `gzip -9 -n`), as a host that serves precompressed files would, and
// Node's zlib only where gzip is missing. Node bundles Chromium's zlib, whose output
// depends on the Node version and on the CPU (it hashes with CRC32 instructions where
// the CPU has them): the same build measured differently on different machines. gzip
// gives the same bytes for the same file wherever Debian's gzip runs, the figure
// scripts/test.sh prints for the wasm.
function gzip(bytes) {
  try {
    return execFileSync("gzip", ["-9", "-n", "-c"], { input: bytes, maxBuffer: 256 * 1024 * 1024 });
  } catch {
    return gzipSync(bytes, { level: 9 });
  }
}

async function fileAt(root, urlPath) {
  let rel;
  try {
    rel = decodeURIComponent(urlPath.split("?")[0].split("#")[0]);
  } catch {
    return null;
  }
  const full = path.resolve(root, "." + path.posix.normalize("/" + rel));
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  try {
    const st = await stat(full);
    if (st.isFile()) return full;
    if (st.isDirectory()) {
      const index = path.join(full, "index.html");
      if ((await stat(index)).isFile()) return index;
    }
  } catch {
    // not found
  }
  return null;
}

/**
 * Serve `dir` on 127.0.0.1:`port` (0 = a free port chosen by the system).
 * Unknown paths without a file extension fall back to index.html (single-page app).
 * Resolves to { url, port, close(), sent }: `sent` lists every response's path and the
 * bytes of its body on the wire, for the tests that count what a visit transfers.
 */
// The page's Content-Security-Policy, as index.html's meta tag states it, plus what only a
// header can say (no framing). Scripts come from the site's files only; WebAssembly
// compiles under 'wasm-unsafe-eval'; no eval, no inline script.
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; " +
  "object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'";

export async function startServer(dir, port = 0) {
  const root = path.resolve(dir);
  const index = path.join(root, "index.html");
  try {
    await stat(index);
  } catch {
    throw new Error(`${index} is missing: build the app first (trunk build --release --offline)`);
  }

  const sent = [];
  const server = createServer(async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    let file = await fileAt(root, req.url ?? "/");
    if (!file && !path.extname(req.url ?? "")) file = index;
    if (!file) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("not found\n");
      return;
    }
    const ext = path.extname(file).toLowerCase();
    const compress = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    // Validators, as any static host sends them: "no-cache" makes the browser ask again,
    // and a file it already holds comes back as a 304 with no body (the service worker's
    // precache asks for the page's own files again right after the page loaded them).
    const { mtimeMs, size } = await stat(file);
    const etag = `"${Math.floor(mtimeMs).toString(36)}-${size.toString(36)}${compress ? "-gz" : ""}"`;
    const headers = {
      "Content-Type": MIME[ext] ?? "application/octet-stream",
      "Cache-Control": "no-cache",
      Vary: "Accept-Encoding",
      "Content-Security-Policy": CONTENT_SECURITY_POLICY,
      "X-Content-Type-Options": "nosniff",
      ETag: etag,
    };
    const url = (req.url ?? "/").split("?")[0];
    if (req.headers["if-none-match"] === etag) {
      sent.push({ url, bytes: 0 });
      res.writeHead(304, headers).end();
      return;
    }
    if (compress) {
      const body = await gzipped(file, mtimeMs);
      res.writeHead(200, { ...headers, "Content-Encoding": "gzip", "Content-Length": body.length });
      sent.push({ url, bytes: req.method === "HEAD" ? 0 : body.length });
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    res.writeHead(200, headers);
    if (req.method === "HEAD") {
      sent.push({ url, bytes: 0 });
      res.end();
      return;
    }
    sent.push({ url, bytes: size });
    createReadStream(file).pipe(res);
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, resolve);
  });
  const actual = server.address().port;
  return {
    url: `http://${HOST}:${actual}/`,
    port: actual,
    sent,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

// Command line use.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? "dist";
  const port = Number(process.argv[3] ?? process.env.PORT ?? 8080);
  try {
    const { url, close } = await startServer(dir, port);
    console.log(`Condottiere is served at ${url}  (Ctrl-C to stop)`);
    const stop = async () => {
      await close();
      process.exit(0);
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  } catch (err) {
    console.error(`serve-dist: ${err.message}`);
    process.exit(1);
  }
}
