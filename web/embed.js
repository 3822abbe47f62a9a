// The demo's service worker registration (embed.html): the same worker as the table's page
// (sw.js at the site's root), so that after one visit the demo also plays offline. Nothing
// else: no update banner (the demo holds nothing a reload could lose; a new version is used
// once no page of the old one is open).
//
// In a third-party iframe the browser may refuse storage: then registration rejects, and in
// a sandboxed frame merely reading navigator.serviceWorker throws. Either way the demo plays
// on: nothing here may throw.
(function () {
  "use strict";
  function register() {
    try {
      if (!("serviceWorker" in navigator)) { return; }
      navigator.serviceWorker.register("./sw.js").catch(function (e) {
        console.warn("service worker:", e && e.message ? e.message : e);
      });
    } catch (e) {
      console.warn("service worker:", e && e.message ? e.message : e);
    }
  }
  // Once the demo plays, so that caching the site does not compete with its start.
  if (window.pilottaBoot && window.pilottaBoot.ready) {
    register();
  } else {
    document.addEventListener("pilotta:ready", register, { once: true });
  }
})();
