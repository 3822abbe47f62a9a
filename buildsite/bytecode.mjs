// Byte-compiles Python for the page with the vendored Pyodide's own CPython, under Node, at
// build time (buildsite/bytecode.py runs it): the browser then loads bytecode instead of
// compiling sources at every start. Usage: node bytecode.mjs WORKDIR
// WORKDIR holds jobs.json (compile_zip's arguments, paths under /host) and the input zips;
// it is mounted at /host, the job runs buildsite/pyc_job.py, the report goes to stdout.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(join(here, "..", "node_modules", "pyodide", "pyodide.mjs"));
const work = process.argv[2];
const pyodide = await loadPyodide({ stdout: () => {}, stderr: (s) => process.stderr.write(s + "\n") });
pyodide.FS.mkdirTree("/host");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: work }, "/host");
pyodide.globals.set("JOB_SOURCE", readFileSync(join(here, "pyc_job.py"), "utf8"));
pyodide.globals.set("JOBS", readFileSync(join(work, "jobs.json"), "utf8"));
const report = pyodide.runPython(`
namespace = {"__name__": "pyc_job"}
exec(compile(JOB_SOURCE, "buildsite/pyc_job.py", "exec"), namespace)
namespace["run"](JOBS)
`);
process.stdout.write(report + "\n");
