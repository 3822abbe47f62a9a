// The interpreter PyScript starts: pyscript.toml's `interpreter` names this module, and
// PyScript uses only its `loadPyodide` and `version` exports. It is the vendored Pyodide
// (package-lock.json pins it), started from the build's memory snapshot (web/snapshot.js):
// the interpreter already initialised, the first screens' modules already imported.
//
// The snapshot goes through loadPyodide's _loadSnapshot, an option Pyodide marks as private
// (it uses it in its own tests): the runtime is pinned, and a snapshot that cannot be read or
// does not fit the runtime costs the time it took, not the page: Python then starts the
// ordinary way (pilottaBoot.snapshot says which: "fetch", "cache" or false).
import { loadPyodide as load, version } from "../vendor/pyodide/pyodide.mjs";
import { memory } from "./snapshot.js";

export { version };

// PyScript passes {stdout, stderr, indexURL}, indexURL being this module's folder: the runtime's
// files are in vendor/pyodide/ instead.
export async function loadPyodide(options) {
  const boot = window.pilottaBoot;
  const indexURL = new URL("../vendor/pyodide/", import.meta.url).href;
  let pyodide;
  if (!memory) { // a first visit (web/snapshot.js says why)
    boot.snapshot = false;
    pyodide = await load({ ...options, indexURL });
    boot.python = pyodide;
    return pyodide;
  }
  try {
    pyodide = await load({ ...options, indexURL, _loadSnapshot: memory });
    // the snapshot froze the global generator's state: every visit would draw the same
    pyodide.runPython("import random\nrandom.seed()");
  } catch (error) {
    console.warn("Starting Python without the memory snapshot:", error);
    boot.snapshot = false;
    pyodide = await load({ ...options, indexURL });
  }
  boot.python = pyodide; // for the browser tests (what the page's Python imported)
  return pyodide;
}
