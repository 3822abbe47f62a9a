// The demo's loader (embed.html, a module script): boots the site's own Pyodide directly,
// installs the same archives as the table's page, and runs web/embed_main.py.
//
// Why not PyScript, as index.html does: PyScript 0.7's Pyodide engine opens an IndexedDB
// store at every start (its package cache; "Loading Storage"), even with nothing to cache.
// The demo must use no storage at all, since a rules page embeds it in a third-party iframe
// where the browser may refuse storage, and then that start fails. loadPyodide() itself
// touches no storage. Everything else is the page's: the vendored Pyodide and its
// byte-compiled standard library, and the archives named by the build's pyscript.toml
// ([files]: the engine's wheel, web.zip, bytecode.zip), unpacked into the working
// directory as PyScript would. Progress and failures go to the loading panel (web/boot.js).
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const boot = window.pilottaBoot;
const here = (rel) => new URL(rel, document.baseURI).href; // relative: works under a sub-path

async function bytes(url) {
  const response = await fetch(url);
  if (!response.ok) { throw new Error(`${url}: HTTP ${response.status}`); }
  return response.arrayBuffer();
}

// The archives of pyscript.toml's [files] table ("./packages/x.whl" = "./*"), in order.
async function archives() {
  const toml = await (await fetch(here("pyscript.toml"))).text();
  const table = toml.split(/^\[files\]\s*$/m)[1] || "";
  const names = [...table.matchAll(/^"(\.\/[^"]+)"\s*=\s*"\.\/\*"\s*$/gm)].map((m) => m[1]);
  if (!names.length) { throw new Error("pyscript.toml lists no archives"); }
  return names;
}

async function main() {
  boot.detail("Loading interpreter");
  const [pyodide, names] = await Promise.all([
    loadPyodide({ indexURL: here("vendor/pyodide/") }),
    archives(),
  ]);
  boot.detail("Loaded interpreter");
  boot.detail("Loading files");
  const buffers = await Promise.all(names.map((name) => bytes(here(name))));
  const cwd = pyodide.runPython("import os; os.getcwd()");
  names.forEach((name, i) => {
    pyodide.unpackArchive(buffers[i], name.endsWith(".whl") ? "wheel" : "zip",
      { extractDir: cwd });
  });
  pyodide.runPython("import os, sys\nif os.getcwd() not in sys.path: sys.path.insert(0, os.getcwd())");
  boot.detail("Loaded files");
  boot.detail("Loaded Pyodide");
  pyodide.pyimport("web.embed_main"); // reports its own failures in the loading panel
}

main().catch((error) => {
  boot.fail("runtime", String((error && error.message) || error),
    String((error && error.stack) || ""));
});
