// The loading panel, before Python runs: stages runtime -> engine -> ready (web/table/main.py calls
// window.pilottaBoot for the last two), a progress bar, and load failures (a file that does
// not load, an error before the game is ready) shown in the panel instead of a stuck page.
// A classic script in <head>, run before anything else loads, so that it sees every failure;
// the page's Content-Security-Policy allows no inline script, hence this file.
(function () {
  "use strict";
  var ORDER = ["runtime", "engine", "ready"];

  // The page's language before Python runs (web/i18n/translate.py's choose_language, in the same
  // order): ?lang=, then the player's choice in Settings (localStorage, web/table/dom.py), then
  // the browser's languages, else English. <html lang> is set at once, so web/offline.js and
  // the loading panel speak it too.
  var LANGS = ["el", "en", "fr"];
  function pickLanguage() {
    var m = /[?&]lang=([^&#]*)/.exec(location.search);
    var tries = [m ? m[1] : ""];  // the codes are plain letters: no decoding needed
    // <html data-no-storage> (embed.html): a demo in a third-party iframe touches no storage
    if (!document.documentElement.hasAttribute("data-no-storage")) {
      try { tries.push(localStorage.getItem("pilotta-lang") || ""); } catch (e) { /* blocked */ }
    }
    var nav = navigator.languages || [navigator.language || ""];
    for (var i = 0; i < nav.length; i++) { tries.push(String(nav[i]).toLowerCase().split("-")[0]); }
    for (var j = 0; j < tries.length; j++) {
      if (LANGS.indexOf(tries[j]) >= 0) { return tries[j]; }
    }
    return "en";
  }
  var LANG = pickLanguage();
  document.documentElement.lang = LANG;

  // The loading panel's words ([data-boot-i18n] elements), PyScript's progress steps, and what
  // failed, in each language.
  var WORDS = {
    en: {
      loading: "Loading the game…", runtime: "Python runtime", engine: "Game engine",
      ready: "Ready", progress: "Loading progress", starting: "Starting…", retry: "Try again",
      slow: "Still loading… a slow connection can take a minute (about 8 MB).",
      couldNot: "Could not load ", fileFailed: "could not load ",
      what: { runtime: "the Python runtime", engine: "the game engine", ready: "the game" },
      steps: {}
    },
    el: {
      loading: "Φόρτωση του παιχνιδιού…", runtime: "Περιβάλλον Python",
      engine: "Μηχανή του παιχνιδιού", ready: "Έτοιμο", progress: "Πρόοδος φόρτωσης",
      starting: "Ξεκινά…", retry: "Δοκίμασε ξανά",
      slow: "Φορτώνει ακόμη… με αργή σύνδεση θέλει ως ένα λεπτό (περίπου 8 MB).",
      couldNot: "Δεν φόρτωσε ", fileFailed: "δεν φόρτωσε το ",
      what: { runtime: "το περιβάλλον Python", engine: "η μηχανή του παιχνιδιού",
        ready: "το παιχνίδι" },
      steps: {
        "Loading Pyodide": "Φόρτωση του Pyodide", "Loading Storage": "Προετοιμασία",
        "Loaded Storage": "Προετοιμάστηκε", "Loading interpreter": "Φόρτωση της Python",
        "Loaded interpreter": "Η Python φορτώθηκε", "Loading files": "Φόρτωση αρχείων",
        "Loaded files": "Τα αρχεία φορτώθηκαν", "Loaded Pyodide": "Το Pyodide φορτώθηκε"
      }
    },
    fr: {
      loading: "Chargement du jeu…", runtime: "Environnement Python", engine: "Moteur du jeu",
      ready: "Prêt", progress: "Progression du chargement", starting: "Démarrage…",
      retry: "Réessayer",
      slow: "Chargement en cours… une connexion lente peut prendre une minute (environ 8 Mo).",
      couldNot: "Impossible de charger ", fileFailed: "impossible de charger ",
      what: { runtime: "l'environnement Python", engine: "le moteur du jeu", ready: "le jeu" },
      steps: {
        "Loading Pyodide": "Chargement de Pyodide", "Loading Storage": "Préparation",
        "Loaded Storage": "Prêt à charger Python", "Loading interpreter": "Chargement de Python",
        "Loaded interpreter": "Python chargé", "Loading files": "Chargement des fichiers",
        "Loaded files": "Fichiers chargés", "Loaded Pyodide": "Pyodide chargé"
      }
    }
  };
  var W = WORDS[LANG];
  var WHAT = W.what;

  function translatePanel() {
    var els = document.querySelectorAll("[data-boot-i18n]");
    for (var i = 0; i < els.length; i++) {
      var key = els[i].getAttribute("data-boot-i18n");
      // the detail line may already say more (a step, a failure: a preload can fail first)
      if (key === "starting" && (state.failed || state.step)) { continue; }
      if (W[key]) { els[i].textContent = W[key]; }
    }
    var labelled = document.querySelectorAll("[data-boot-i18n-label]");
    for (var k = 0; k < labelled.length; k++) {
      var name = labelled[k].getAttribute("data-boot-i18n-label");
      if (W[name]) { labelled[k].setAttribute("aria-label", W[name]); }
    }
  }
  // PyScript's progress steps (its py:progress events) and the share of the bar reached at
  // each. Loading the interpreter is most of the wait: meanwhile the bar creeps towards the
  // next mark.
  var MARKS = {
    "Loading Pyodide": 8, "Loading Storage": 9, "Loaded Storage": 10,
    "Loading interpreter": 12, "Loaded interpreter": 80,
    "Loading files": 82, "Loaded files": 86, "Loaded Pyodide": 88
  };
  var state = { stage: "runtime", failed: false, ready: false, step: "", bar: 4, next: 80 };

  function $(id) { return document.getElementById(id); }

  function paint() {
    var box = $("loading");
    if (!box) { return; }
    var at = ORDER.indexOf(state.stage);
    var items = box.querySelectorAll("[data-stage]");
    for (var i = 0; i < items.length; i++) {
      var k = ORDER.indexOf(items[i].getAttribute("data-stage"));
      items[i].className = k < at ? "done" : (k === at ? (state.failed ? "failed" : "active") : "");
    }
    box.setAttribute("data-stage", state.stage);
    var bar = $("loading-bar");
    if (bar) { bar.value = Math.round(state.bar); }
  }

  function advance(to, next) {
    state.bar = Math.max(state.bar, to);
    state.next = Math.max(state.next, next || to);
    paint();
  }

  var creep = setInterval(function () {
    if (state.ready || state.failed) { clearInterval(creep); return; }
    state.bar += (state.next - 1 - state.bar) * 0.04;  // never quite reaches the next mark
    paint();
  }, 250);

  // Performance marks of the start ("pilotta:Loading interpreter", "pilotta:stage:ready"...):
  // tests/browser/test_speed.py reports where the time goes.
  function mark(name) {
    if (window.performance && performance.mark) { performance.mark("pilotta:" + name); }
  }

  var boot = window.pilottaBoot = {
    stage: function (name) {
      mark("stage:" + name);
      state.stage = name;
      if (name === "engine") { advance(90, 98); }
      if (name === "ready") {
        state.ready = true;
        advance(100);
        var box = $("loading");
        if (box) { box.hidden = true; }
        document.dispatchEvent(new CustomEvent("pilotta:ready"));
      }
      paint();
    },
    detail: function (text) {
      var el = $("loading-detail");
      if (text) { state.step = text; }
      if (Object.prototype.hasOwnProperty.call(MARKS, text)) {
        mark(text);
        var keys = Object.keys(MARKS);
        var i = keys.indexOf(text);
        advance(MARKS[text], i + 1 < keys.length ? MARKS[keys[i + 1]] : 90);
      }
      if (el && !state.failed) { el.textContent = W.steps[text] || text; }
    },
    fail: function (what, message, detail) {
      if (state.ready) { return boot.error(message, detail); }
      state.failed = true;
      state.stage = what;
      paint();
      var el = $("loading-detail");
      if (el) {
        el.textContent = W.couldNot + (WHAT[what] || what) +
          (state.step ? " (" + state.step.toLowerCase() + ")" : "") + ": " + message;
      }
      var pre = $("loading-trace");
      if (pre && detail) { pre.textContent = detail; pre.hidden = false; }
      var retry = $("loading-retry");
      if (retry) { retry.hidden = false; }
      if (document.body) { document.body.setAttribute("data-boot-error", what); }
    },
    error: function (message, detail) {
      var box = $("error");
      if (!box) { return; }
      box.hidden = false;
      box.querySelector(".error-text").textContent = message;
      box.querySelector("pre").textContent = detail || "";
      document.body.setAttribute("data-error", "1");
    },
    get ready() { return state.ready; }
  };

  addEventListener("py:progress", function (e) { boot.detail(String(e.detail || "")); });
  // PyScript reports an error of its own (a config it cannot read, a script that raises) by
  // adding div.py-error to the page; the page's Python reports its own failures itself
  new MutationObserver(function (records) {
    for (var i = 0; i < records.length; i++) {
      var added = records[i].addedNodes;
      for (var j = 0; j < added.length; j++) {
        var n = added[j];
        if (n.nodeType === 1 && n.classList.contains("py-error")) {
          var text = n.textContent || "Python error";
          var last = text.split("\n").slice(-2).join(" ");
          n.remove(); // the page's own panels say it, in the page's words
          if (state.ready) { boot.error(last, text); }
          else { boot.fail(state.stage === "runtime" ? "engine" : state.stage, last, text); }
        }
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
  // resources that fail to load (capture: error events of elements do not bubble)
  addEventListener("error", function (e) {
    var t = e.target;
    if (t && t !== window && (t.src || t.href)) {
      boot.fail("runtime", W.fileFailed + (t.src || t.href));
    } else if (!state.ready && e.message) {
      boot.fail(state.stage, e.message);
    }
  }, true);
  addEventListener("unhandledrejection", function (e) {
    if (state.ready) { return; }
    var r = e.reason;
    boot.fail(state.stage, String((r && r.message) || r));
  });
  // the "Reload the page" and "Try again" buttons (no inline onclick: the CSP forbids it)
  document.addEventListener("click", function (e) {
    var button = e.target && e.target.closest && e.target.closest("[data-boot='reload']");
    if (button) { location.reload(); }
  });
  setTimeout(function () {
    if (!state.ready && !state.failed) {
      boot.detail(W.slow);
    }
  }, 25000);
  document.addEventListener("DOMContentLoaded", function () { translatePanel(); paint(); });
})();
