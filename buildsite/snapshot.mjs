// Makes the pages' memory snapshot at build time (buildsite/snapshot.py runs it): boots the
// site's own Pyodide under Node, installs the site's archives into the working directory as
// PyScript does, imports the modules that the pages' first screens need, and writes the
// interpreter's memory. The page then starts from that memory instead of initialising Python
// and importing them again (web/interpreter.mjs).
// Usage: node snapshot.mjs SITE OUT MODULES FILE=TARGET...
//   SITE: the assembled site (its vendor/pyodide/ is the runtime the pages load);
//   OUT: the raw snapshot; MODULES: comma-separated; FILE=TARGET: an archive under SITE and
//   its pyscript.toml [files] target: "./*" unpacks it, "./name.zip" writes it as it is (an
//   archive imported from: it is on sys.path while MODULES are imported, as the page's script
//   puts it there).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const PREPARE = `
import gc, importlib, os, random, sys
if os.getcwd() not in sys.path: sys.path.insert(0, os.getcwd())
sys.path[:0] = ZIPPED.split(",") if ZIPPED else []
for name in MODULES.split(","):
    importlib.import_module(name)
sys.path[:] = [p for p in sys.path if p not in ZIPPED.split(",")]  # the page's script adds it
del name
random.seed(0)  # the page reseeds it from the OS (web/interpreter.mjs); fixed here: reproducible
gc.collect()
len(sys.modules)
`;

// The files of the standard library's zip that the imports above loaded (the build keeps
// those compiled, buildsite/bytecode.py: keep_compiled).
const STDLIB = `
import json, sys
stdlib = next(p for p in sys.path if p.endswith(".zip") and "/python3" in p) + "/"
json.dumps(sorted({f.split(stdlib, 1)[1] for f in
    (getattr(m, "__file__", None) or "" for m in list(sys.modules.values())) if stdlib in f}))
`;

async function main() {
  const [site, out, modules, ...files] = process.argv.slice(2);
  const runtime = join(site, "vendor", "pyodide");
  const { loadPyodide } = await import(pathToFileURL(join(runtime, "pyodide.mjs")).href);
  const pyodide = await loadPyodide({
    indexURL: runtime + "/",
    _makeSnapshot: true,
    env: { PYTHONHASHSEED: "0" }, // the same str hashes at every build (dict layouts in memory)
    stdout: () => {},
    stderr: (s) => process.stderr.write(s + "\n"),
  });
  const cwd = pyodide.runPython("import os; os.getcwd()");
  const zipped = [];
  for (const file of files) {
    const [name, target] = file.split("=");
    const bytes = new Uint8Array(readFileSync(join(site, name)));
    if (target === "./*") {
      pyodide.unpackArchive(bytes, name.endsWith(".whl") ? "wheel" : "zip", { extractDir: cwd });
    } else {
      const path = join(cwd, target);
      pyodide.FS.writeFile(path, bytes);
      zipped.push(path);
    }
  }
  pyodide.globals.set("MODULES", modules);
  pyodide.globals.set("ZIPPED", zipped.join(","));
  const count = pyodide.runPython(PREPARE);
  pyodide.globals.delete("MODULES");
  pyodide.globals.delete("ZIPPED");
  const stdlib = JSON.parse(pyodide.runPython(STDLIB));
  writeFileSync(out, pyodide.makeMemorySnapshot());
  process.stdout.write(JSON.stringify({ modules: count, stdlib }) + "\n");
}

// One line for the build's log (an error inside Pyodide's minified code would print the line)
main().catch((error) => {
  process.stderr.write(`snapshot: ${(error && error.message) || error}\n`);
  process.exit(1);
});
