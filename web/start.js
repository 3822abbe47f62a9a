// Starts Python for a page (index.html: the table; embed.html: the demo), a module script
// named by the page as <script type="module" src="./web/start.js" data-main="web.main">:
// boots the site's own Pyodide, installs the archives that the build's pyscript.toml lists
// in its [files] table (the engine's wheel, web.zip, bytecode.zip) into the working
// directory, and imports the page's entry module, which reports its own progress and
// failures in the loading panel (web/boot.js).
//
// Why not PyScript (the config keeps its format, pyscript.toml): measured on a 2-core
// machine, PyScript 0.7 spent 0.6 s of JavaScript before it even asked for Pyodide, then
// 0.15 s of its own Python, so the table could not be playable within 1.15 x a bare
// loadPyodide(); its core needs 'unsafe-eval' in the page's CSP; and it opens an IndexedDB
// store at every start, which a third-party iframe (the embedded demo) may be refused.
// Here everything starts at once: Pyodide (its files are preloaded by the page's <head>),
// pyscript.toml and the archives are fetched while the WebAssembly compiles.
//
// Python starts from the build's memory snapshot (buildsite/snapshot.py says what it holds
// and its file's format): the interpreter already initialised, the first screen's modules
// already imported. It goes through loadPyodide's _loadSnapshot, an option Pyodide marks as
// private (it uses it in its own tests): the vendored version is pinned by package-lock.json,
// and a snapshot that cannot be read or does not fit the runtime costs the time it took,
// not the page: Python then starts the ordinary way (pilottaBoot.snapshot says which).
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const boot = window.pilottaBoot;
const here = (rel) => new URL(rel, document.baseURI).href; // relative: works under a sub-path
const script = document.querySelector("script[data-main]");
const MAIN = script ? script.getAttribute("data-main") : "";
const MAGIC = "PYHEAP1\0"; // buildsite/snapshot.py
const INFLATED = "x-pilotta-inflated-from"; // sw.js

async function bytes(url) {
  const response = await fetch(url);
  if (!response.ok) { throw new Error(`${url}: HTTP ${response.status}`); }
  return response.arrayBuffer();
}

// The service worker keeps the snapshot inflated in its cache, under a header that names
// the integrity of the file it came from (sw.js). Read there directly, its 15 MB take about
// 30 ms; through the worker's fetch handler, 100-300 ms (Chromium, 2 cores). Only a page that
// the worker controls looks: a first visit, or the demo in a frame refused storage, does not.
function controlled() {
  try {
    return Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
  } catch (error) { return false; } // a sandboxed frame: reading serviceWorker throws
}

async function fromCache(url, integrity) {
  if (!controlled()) { return null; }
  try {
    for (const name of await caches.keys()) {
      if (!name.startsWith("pilotta ")) { continue; }
      const hit = await (await caches.open(name)).match(url);
      if (hit && hit.headers.get(INFLATED) === integrity) { return hit; }
    }
  } catch (error) { /* no Cache Storage here: the worker's fetch handler then */ }
  return null;
}

// The snapshot's memory. The file is gzip of a header, a bitmap of the pages that are not all
// zero, and those pages (buildsite/snapshot.py, pack and unpack); the page's
// <meta name="pilotta-snapshot"> names it and gives its integrity.
async function snapshot() {
  const meta = document.querySelector('meta[name="pilotta-snapshot"]');
  if (!meta) { throw new Error("the page names no snapshot"); }
  const url = here(meta.content);
  const cached = await fromCache(url, meta.dataset.integrity);
  const data = new Uint8Array(cached ? await cached.arrayBuffer() : await bytes(url));
  const gzip = data[0] === 0x1f && data[1] === 0x8b; // else the worker's inflated copy
  const body = gzip ? new Uint8Array(await new Response(
    new Blob([data]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer()) : data;
  if (new TextDecoder().decode(body.subarray(0, 8)) !== MAGIC) {
    throw new Error("the memory snapshot: not a snapshot");
  }
  const head = new DataView(body.buffer, body.byteOffset, 16);
  const size = head.getUint32(8, true), page = head.getUint32(12, true);
  const count = Math.ceil(size / page), bitmap = body.subarray(16, 16 + Math.ceil(count / 8));
  const memory = new Uint8Array(count * page);
  let at = 16 + bitmap.length;
  for (let i = 0; i < count; i++) {
    if (bitmap[i >> 3] & (1 << (i & 7))) {
      memory.set(body.subarray(at, at + page), i * page);
      at += page;
    }
  }
  if (at !== body.length) {
    throw new Error(`the memory snapshot: ${body.length - at} bytes more than its pages`);
  }
  boot.snapshot = cached ? "cache" : "fetch";
  return memory.subarray(0, size);
}

async function startPython() {
  const indexURL = here("vendor/pyodide/");
  try {
    const memory = snapshot();
    // loadPyodide awaits it only after its own module has loaded: a snapshot that fails
    // sooner must not count as an unhandled rejection (web/boot.js would show the error)
    memory.catch(() => {});
    const pyodide = await loadPyodide({ indexURL, _loadSnapshot: memory });
    // the snapshot froze the global generator's state: every visit would draw the same
    pyodide.runPython("import random\nrandom.seed()");
    return pyodide;
  } catch (error) {
    console.warn("Starting Python without the memory snapshot:", error);
    boot.snapshot = false;
    return loadPyodide({ indexURL });
  }
}

// The archives of pyscript.toml's [files] table ("./packages/x.whl" = "./*"), in order.
async function archiveNames() {
  const toml = await (await fetch(here("pyscript.toml"))).text();
  const table = toml.split(/^\[files\]\s*$/m)[1] || "";
  const names = [...table.matchAll(/^"(\.\/[^"]+)"\s*=\s*"\.\/\*"\s*$/gm)].map((m) => m[1]);
  if (!names.length) { throw new Error("pyscript.toml lists no archives"); }
  return names;
}

async function archives() {
  const names = await archiveNames();
  const buffers = await Promise.all(names.map((name) => bytes(here(name))));
  return names.map((name, i) => [name, buffers[i]]);
}

async function main() {
  if (!MAIN) { throw new Error("the page names no Python module (data-main)"); }
  boot.detail("Loading Pyodide");
  const files = archives();
  files.catch(() => {}); // awaited below; not an unhandled rejection in the meantime
  boot.detail("Loading interpreter");
  const pyodide = await startPython();
  boot.detail("Loaded interpreter");
  boot.detail("Loading files");
  const cwd = pyodide.runPython("import os; os.getcwd()");
  for (const [name, buffer] of await files) {
    pyodide.unpackArchive(buffer, name.endsWith(".whl") ? "wheel" : "zip", { extractDir: cwd });
  }
  pyodide.runPython("import os, sys\nif os.getcwd() not in sys.path: sys.path.insert(0, os.getcwd())");
  boot.detail("Loaded files");
  boot.detail("Loaded Pyodide");
  boot.python = pyodide; // for the browser tests (what the page's Python imported)
  pyodide.pyimport(MAIN); // reports its own failures in the loading panel
}

main().catch((error) => {
  boot.fail("runtime", String((error && error.message) || error),
    String((error && error.stack) || ""));
});
