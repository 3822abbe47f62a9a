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
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const boot = window.pilottaBoot;
const here = (rel) => new URL(rel, document.baseURI).href; // relative: works under a sub-path
const script = document.querySelector("script[data-main]");
const MAIN = script ? script.getAttribute("data-main") : "";

async function bytes(url) {
  const response = await fetch(url);
  if (!response.ok) { throw new Error(`${url}: HTTP ${response.status}`); }
  return response.arrayBuffer();
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
  const pyodide = await loadPyodide({ indexURL: here("vendor/pyodide/") });
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
