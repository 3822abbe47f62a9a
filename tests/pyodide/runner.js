// In-browser test runner: loads the vendored Pyodide, unpacks the pure-Python
// test wheels and the engine's own wheel (the one the page installs) into
// site-packages and the test suites (sources.zip) into the working directory,
// as dist/tests/manifest.json lists them (buildsite/pyodide_tests.py), and runs pytest.
// Result: window.pyodideTestResult = {exitCode, summary, output, timings}.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const statusEl = document.getElementById("status");
const outputEl = document.getElementById("output");
let text = "";
const decoder = new TextDecoder();
const append = (chunk) => { text += chunk; outputEl.textContent += chunk; };
const out = (line) => append(line + "\n");
const status = (text) => { statusEl.textContent = text; };
const here = (rel) => new URL(rel, location.href).href;

async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

async function main() {
  const t0 = performance.now();
  const pyodide = await loadPyodide({ indexURL: here("../vendor/pyodide/") });
  // Unbuffered: pytest writes progress dots without newlines.
  const write = (buffer) => { append(decoder.decode(buffer, { stream: true })); return buffer.length; };
  pyodide.setStdout({ write });
  pyodide.setStderr({ write });
  const tBoot = performance.now();
  status("Loading wheels and sources…");

  const manifest = await (await fetch(here("manifest.json"))).json();
  const workdir = "/home/pyodide/project";
  const [wheelBuffers, sources] = await Promise.all([
    Promise.all(manifest.wheels.map((w) => fetchBytes(here(w)))),
    fetchBytes(here(manifest.sources)),
  ]);
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
  for (const buffer of wheelBuffers) {
    pyodide.unpackArchive(buffer, "wheel", { extractDir: sitePackages });
  }
  pyodide.FS.mkdirTree(workdir);
  pyodide.unpackArchive(sources, "zip", { extractDir: workdir });
  const tFiles = performance.now();

  const query = new URLSearchParams(location.search).get("args");
  const args = query ? JSON.parse(query) : ["-q", "-p", "no:cacheprovider", ...manifest.testpaths];
  status(`Running pytest ${args.join(" ")} …`);
  // Let the status paint before the (synchronous, main-thread) test run.
  await new Promise((resolve) => setTimeout(resolve, 0));

  const runTests = await (await fetch(here("run_tests.py"))).text();
  pyodide.runPython(runTests);
  const exitCode = pyodide.globals.get("run")(workdir, pyodide.toPy(args));
  const tDone = performance.now();

  const summary = text.split("\n").reverse().find((l) => l.trim() !== "") ?? "";
  return {
    exitCode,
    summary: summary.trim(),
    output: text,
    timings: {
      boot_ms: Math.round(tBoot - t0),
      files_ms: Math.round(tFiles - tBoot),
      pytest_ms: Math.round(tDone - tFiles),
      total_ms: Math.round(tDone - t0),
    },
  };
}

main().then(
  (result) => {
    statusEl.dataset.exit = String(result.exitCode);
    status(`pytest exit code ${result.exitCode}: ${result.summary}`);
    window.pyodideTestResult = result;
  },
  (error) => {
    out(String(error && error.stack || error));
    statusEl.dataset.exit = "-1";
    status(`Runner error: ${error}`);
    window.pyodideTestResult = { exitCode: -1, summary: `runner error: ${error}`, output: text, timings: {} };
  },
);
