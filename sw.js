// The service worker of the Pilotta page: the whole site, precached, so that after one visit
// the game starts with the network off. build.py writes dist/sw.js from this file: it fills
// in VERSION (a hash over every file below and its contents) and FILES (each file's URL,
// relative to this script, with its SHA-256 as a subresource-integrity string), so any
// change to the site changes this script's bytes, which is how the browser finds an update.
//
// One cache per version: a version's files come only from its own cache, and the cache is
// filled whole before the version may be used (install fails otherwise), so old and new
// files never mix. A new version waits (no skipWaiting at install): web/offline.js offers
// "A new version is ready — Reload / Later" and posts {type: "skip-waiting"} only when the
// player chooses Reload. Everything is relative to this script, so it works under a sub-path
// (a GitHub project site at /<repository>/) as well as at the root.
"use strict";

const VERSION = "dev"; // build.py: VERSION
const FILES = []; // build.py: FILES

// Cache names carry the scope: sites under one origin (user.github.io/a/, /b/) share Cache
// Storage, and one site's worker must never delete another's caches.
const PREFIX = "pilotta " + self.registration.scope + " ";
const CACHE = PREFIX + VERSION;
const INDEX = "./";
const PATHS = new Map(FILES.map(([path, integrity]) => [new URL(path, self.location).href,
  integrity]));
const INDEX_URL = new URL(INDEX, self.location).href;
const EMBED_URL = new URL("embed.html", self.location).href;

function toHex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

// A gzip file of the site (*.gz: the pages' memory snapshot, which web/snapshot.js would
// otherwise inflate at every start, 5 MB on the page's main thread) is kept inflated; the
// header below says so and carries the integrity of the file it came from.
const INFLATED = "x-pilotta-inflated-from";

function inflated(response, integrity) {
  return new Response(response.body.pipeThrough(new DecompressionStream("gzip")),
    { headers: { "content-type": "application/octet-stream", [INFLATED]: integrity } });
}

// A file the previous version already holds, byte for byte, is copied from its cache instead
// of downloaded again: an update of the game's own code does not fetch Pyodide anew.
async function fromOldCache(url, integrity) {
  const want = toHex(Uint8Array.from(atob(integrity.slice("sha256-".length)),
    (c) => c.charCodeAt(0)));
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) { continue; }
    const old = await (await caches.open(name)).match(url);
    if (!old) { continue; }
    const same = old.headers.has(INFLATED) ? old.headers.get(INFLATED) === integrity
      : toHex(await crypto.subtle.digest("SHA-256", await old.clone().arrayBuffer())) === want;
    if (same) { return old; }
  }
  return null;
}

async function precache() {
  const cache = await caches.open(CACHE);
  await Promise.all(FILES.map(async ([path, integrity]) => {
    const url = new URL(path, self.location).href;
    let response = await fromOldCache(url, integrity);
    if (!response) {
      // no-cache: revalidate with the server (a 304 costs nothing) rather than trust a
      // stale HTTP cache; integrity: the bytes must be this version's, or install fails
      // and the browser tries again at a later visit.
      response = await fetch(new Request(url, { cache: "no-cache", integrity }));
      if (!response.ok) { throw new Error(`${path}: HTTP ${response.status}`); }
      if (path.endsWith(".gz")) { response = inflated(response, integrity); }
    }
    await cache.put(url, response);
  }));
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) { await caches.delete(name); }
    }
    // A first visit's page (loaded before there was a worker) comes under this one, so its
    // later requests are served from the cache too.
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") { self.skipWaiting(); }
});

// The cache key of a request, or null for what this worker leaves to the network (other
// origins, other methods, files not in the site, such as the test pages of a dev build).
function keyOf(request) {
  if (request.method !== "GET") { return null; }
  const url = new URL(request.url);
  url.hash = "";
  if (request.mode === "navigate") {
    // the page, whatever its query (?seed=7&speed=fast); the demo (embed.html?lang=el) too
    url.search = "";
    const href = url.href;
    if (href === INDEX_URL || href === INDEX_URL + "index.html") { return INDEX_URL; }
    return href === EMBED_URL ? EMBED_URL : null;
  }
  return PATHS.has(url.href) ? url.href : null;
}

self.addEventListener("fetch", (event) => {
  const key = keyOf(event.request);
  if (key === null) { return; }
  event.respondWith((async () => {
    const cached = await (await caches.open(CACHE)).match(key);
    return cached || fetch(event.request);
  })());
});
