// The build's memory snapshot of Python (buildsite/snapshot.py says what it holds and its
// file's format): read from the moment web/start.js is evaluated, so that it is there while
// PyScript reads its config and the WebAssembly compiles; web/interpreter.mjs hands it to
// loadPyodide. The page's <meta name="pilotta-snapshot"> names it and gives its integrity.

const boot = window.pilottaBoot;
const here = (rel) => new URL(rel, document.baseURI).href; // relative: works under a sub-path
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

// The file is gzip of a header, a bitmap of the pages that are not all zero, and those pages
// (buildsite/snapshot.py, pack and unpack).
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

// Only a page that the service worker serves starts from the snapshot: the worker fetched it
// after the first visit, which starts Python the ordinary way. On a phone's network the
// snapshot's 5.5 MB (gzipped) cost more time than they save, and a first visit must be as
// light as Pyodide itself (benchmarks/page_start.py --phone); every later start reads it
// from the worker's cache, where it is kept inflated.
export const memory = controlled() ? snapshot() : null;
// awaited only once PyScript calls loadPyodide: a snapshot that fails sooner must not count
// as an unhandled rejection (web/boot.js would show the error panel)
if (memory) { memory.catch(() => {}); }
