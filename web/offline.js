// Offline play and updates: registers the service worker (sw.js, at the site's root) and,
// when a new version of the site has been installed beside the running one, says so in the
// #update banner: "A new version is ready — Reload / Later". The page never reloads by itself:
// only Reload activates the new version (the worker's skip-waiting message) and reloads.
// Later hides the banner; the new version is offered again at the next visit.
(function () {
  "use strict";
  if (!("serviceWorker" in navigator)) { return; }
  var sw = navigator.serviceWorker;
  var WORKER = "./sw.js";  // relative: works at the root and under /<repository>/
  var reloading = false;
  var offered = null;

  // The bar's words, in the page's language (<html lang>) when it is one of the game's.
  var WORDS = {
    en: ["A new version is ready.", "Your match is saved: it goes on after the reload.", "Reload", "Later"],
    fr: ["Une nouvelle version est prête.", "Votre partie est enregistrée : elle reprend après le rechargement.",
      "Recharger", "Plus tard"],
    el: ["Μια νέα έκδοση είναι έτοιμη.", "Η παρτίδα σου είναι αποθηκευμένη: συνεχίζει μετά την επαναφόρτωση.",
      "Επαναφόρτωση", "Αργότερα"]
  };

  function banner() { return document.getElementById("update"); }

  function hide() {
    var box = banner();
    if (box) { box.setAttribute("data-update", ""); box.textContent = ""; }
  }

  // Fill the (always present, role="status") region, so screen readers announce it.
  function offer(worker) {
    var box = banner();
    if (!box || offered === worker) { return; }
    offered = worker;
    var words = WORDS[(document.documentElement.lang || "en").slice(0, 2)] || WORDS.en;
    var phase = document.body.getAttribute("data-phase");
    var playing = phase && phase !== "loading";
    box.textContent = "";
    var text = document.createElement("p");
    text.className = "update-text";
    text.textContent = words[0] + (playing ? " " + words[1] : "");
    var reload = document.createElement("button");
    reload.type = "button";
    reload.className = "primary";
    reload.setAttribute("data-action", "reload-update");
    reload.textContent = words[2];
    var later = document.createElement("button");
    later.type = "button";
    later.setAttribute("data-action", "later-update");
    later.textContent = words[3];
    box.append(text, reload, later);
    box.setAttribute("data-update", "ready");
    reload.addEventListener("click", function () {
      reloading = true;
      reload.disabled = later.disabled = true;
      worker.postMessage({ type: "skip-waiting" });
    });
    later.addEventListener("click", hide);
  }

  // The new worker took over because the player chose Reload: load the page it serves.
  // (The first visit's worker also takes over, by clients.claim(); that must not reload.)
  sw.addEventListener("controllerchange", function () {
    if (reloading) { location.reload(); }
  });

  function watch(registration) {
    // A worker that is installed while another controls the page is a new version.
    function track(worker) {
      if (!worker) { return; }
      var check = function () {
        if (worker.state === "installed" && sw.controller) { offer(worker); }
      };
      worker.addEventListener("statechange", check);
      check();
    }
    track(registration.waiting);
    track(registration.installing);
    registration.addEventListener("updatefound", function () { track(registration.installing); });
    // Look for a new version when the player comes back to a page left open.
    document.addEventListener("visibilitychange", function () {
      if (document.visibilityState === "visible") { registration.update().catch(function () {}); }
    });
  }

  // A frame whose top page is of another origin (reading that page's address throws): the
  // browser refuses it a worker, with a warning in the host page's console; do not ask.
  function thirdParty() {
    try {
      return window.top !== window && window.top.location.origin !== window.location.origin;
    } catch (e) {
      return true;
    }
  }

  function register() {
    if (thirdParty()) { return; }
    sw.register(WORKER).then(function (registration) {
      watch(registration);
      if (sw.controller) { registration.update().catch(function () {}); }  // offline: no news
    }).catch(function (e) {
      // offline, or storage refused: the page still plays; it just will not work offline
      console.warn("service worker:", e);
    });
  }

  // A first visit registers once the game is ready, so that caching the site (about 15 MB)
  // does not compete with the first start; a page the worker serves registers at once, to
  // hear about updates.
  if (sw.controller) {
    register();
  } else if (window.pilottaBoot && window.pilottaBoot.ready) {
    register();
  } else {
    document.addEventListener("pilotta:ready", register, { once: true });
  }
})();
