// The demo's service worker registration (embed.html): the same worker as the table's page
// (sw.js at the site's root), so that after one visit the demo also plays offline. Nothing
// else: no update banner (the demo holds nothing a reload could lose; a new version is used
// once no page of the old one is open).
//
// In a third-party iframe (a rules page of another site embeds the demo) the browser
// refuses a worker, or would keep it apart from the site's own, so the demo does not try:
// a refused registration only logs a warning in the host page's console. In a sandboxed
// frame merely reading navigator.serviceWorker throws. Either way the demo plays on:
// nothing here may throw.
(function () {
  "use strict";
  // A frame whose top page is of another origin (reading that page's address throws).
  function thirdParty() {
    try {
      return window.top !== window && window.top.location.origin !== window.location.origin;
    } catch (e) {
      return true;
    }
  }
  function register() {
    try {
      if (thirdParty() || !("serviceWorker" in navigator)) { return; }
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
