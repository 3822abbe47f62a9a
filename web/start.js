// Starts a page (index.html: the table; embed.html: the demo) through PyScript: the page's
// <script type="py" config="./pyscript.toml"> says what runs, and PyScript (vendored in
// vendor/pyscript/) reads that config, starts the interpreter it names (web/interpreter.mjs:
// the vendored Pyodide, from the build's memory snapshot), installs the archives of its
// [files] table and runs the script. The loading panel (web/boot.js) follows PyScript's
// progress events.
//
// The imports run in this order, each module's body before the next: PyScript's two fixes
// (web/pyscript_fixes.js: an IndexedDB in memory, no eval), then the snapshot's download
// (web/snapshot.js), then PyScript itself, which starts at once.
import { dropWorkerHooks } from "./pyscript_fixes.js";
import "./snapshot.js";
import { hooks } from "../vendor/pyscript/core.js";

dropWorkerHooks(hooks);
