// PyScript (@pyscript/core 0.7.31, pinned by package-lock.json; in maintenance mode since
// 2026-08): the two things these pages change in it, in this one place, before it starts.
// web/start.js imports this module before PyScript's, so its body runs first.
//
// 1. IndexedDB. PyScript opens IndexedDB at every start: its "@pyscript.fs" store when its core
//    module is evaluated, and polyscript's package cache before it calls loadPyodide (with
//    packages_cache = "never" it clears that store, but it still opens it). Where the browser
//    refuses storage (a third-party frame, some private windows) indexedDB.open fails and the
//    start stops at "Loading Storage" with two unhandled rejections: Python never runs. The
//    pages keep nothing there (no micropip packages, no mounted folders), so PyScript gets an
//    IndexedDB held in memory, with just the calls its store makes (@webreflection/idb-map:
//    open, one object store, count/get/getKey/getAllKeys/put/delete/clear). Nothing reaches
//    the disk, even where storage is allowed; the pages' own storage (localStorage, the
//    service worker's caches) is untouched. tests/browser/test_pyscript.py checks both.
// 2. 'unsafe-eval'. PyScript builds the hooks it runs in a worker from their source text with
//    Function(); its one default worker hook (registering _pyscript in a worker) makes it do
//    that on the main thread too, even with no worker. The pages run no PyScript worker, so
//    dropWorkerHooks() empties those hooks through PyScript's public `hooks` export (its
//    plugin API), and the CSP needs no 'unsafe-eval' (tests/browser/test_csp.py).

const databases = new Map(); // name -> Map of the one object store's entries

function request(work) {
  const req = { readyState: "pending", result: undefined, error: null };
  // the caller sets onsuccess/onerror after the call returns, as with a real request
  queueMicrotask(() => {
    try {
      req.result = work();
      req.readyState = "done";
      if (req.onsuccess) { req.onsuccess({ type: "success", target: req }); }
    } catch (error) {
      req.error = error;
      req.readyState = "done";
      if (req.onerror) { req.onerror({ type: "error", target: req }); }
    }
  });
  return req;
}

function objectStore(entries) {
  return {
    count: () => request(() => entries.size),
    get: (key) => request(() => entries.get(key)),
    getKey: (key) => request(() => (entries.has(key) ? key : undefined)),
    getAllKeys: () => request(() => [...entries.keys()]),
    put: (value, key) => request(() => { entries.set(key, structuredClone(value)); return key; }),
    delete: (key) => request(() => { entries.delete(key); }),
    clear: () => request(() => { entries.clear(); }),
  };
}

function database(name) {
  if (!databases.has(name)) { databases.set(name, new Map()); }
  const entries = databases.get(name);
  return {
    name,
    objectStoreNames: ["entries"],
    transaction: () => ({ objectStore: () => objectStore(entries) }),
    close() {},
  };
}

const memoryIndexedDB = {
  open: (name) => request(() => database(String(name))),
  deleteDatabase: (name) => request(() => { databases.delete(String(name)); }),
};

// An own property of window shadows the browser's getter for every script of the page.
Object.defineProperty(globalThis, "indexedDB", {
  value: memoryIndexedDB, configurable: true, enumerable: true,
});

export function dropWorkerHooks(hooks) {
  for (const set of Object.values(hooks.worker)) {
    if (set && typeof set.clear === "function") { set.clear(); }
  }
}
