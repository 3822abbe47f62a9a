// The loading panel, before Python runs: stages runtime -> engine -> ready (web/main.py calls
// window.pilottaBoot for the last two), a progress bar, and load failures (a file that does
// not load, an error before the game is ready) shown in the panel instead of a stuck page.
// A classic script in <head>, run before anything else loads, so that it sees every failure;
// the page's Content-Security-Policy allows no inline script, hence this file.
(function () {
  "use strict";
  var ORDER = ["runtime", "engine", "ready"];
  var WHAT = { runtime: "the Python runtime", engine: "the game engine", ready: "the game" };
  // PyScript's progress messages and the share of the bar reached at each. Loading the
  // interpreter is most of the wait: meanwhile the bar creeps towards the next mark.
  var MARKS = {
    "Loading Pyodide": 8, "Loading interpreter": 12, "Loaded interpreter": 80,
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
      if (el && !state.failed) { el.textContent = text; }
    },
    fail: function (what, message, detail) {
      if (state.ready) { return boot.error(message, detail); }
      state.failed = true;
      state.stage = what;
      paint();
      var el = $("loading-detail");
      if (el) {
        el.textContent = "Could not load " + (WHAT[what] || what) +
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
  // resources that fail to load (capture: error events of elements do not bubble)
  addEventListener("error", function (e) {
    var t = e.target;
    if (t && t !== window && (t.src || t.href)) {
      boot.fail("runtime", "could not load " + (t.src || t.href));
    } else if (!state.ready && e.message) {
      boot.fail(state.stage, e.message);
    }
  }, true);
  addEventListener("unhandledrejection", function (e) {
    if (state.ready) { return; }
    var r = e.reason;
    boot.fail(state.stage, String((r && r.message) || r));
  });
  // PyScript reports Python errors by adding div.py-error to the page
  new MutationObserver(function (records) {
    for (var i = 0; i < records.length; i++) {
      var added = records[i].addedNodes;
      for (var j = 0; j < added.length; j++) {
        var n = added[j];
        if (n.nodeType === 1 && n.classList.contains("py-error")) {
          var text = n.textContent || "Python error";
          var last = text.split("\n").slice(-2).join(" ");
          if (state.ready) { boot.error(last, text); }
          else { boot.fail(state.stage === "runtime" ? "engine" : state.stage, last, text); }
        }
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
  // the "Reload the page" and "Try again" buttons (no inline onclick: the CSP forbids it)
  document.addEventListener("click", function (e) {
    var button = e.target && e.target.closest && e.target.closest("[data-boot='reload']");
    if (button) { location.reload(); }
  });
  setTimeout(function () {
    if (!state.ready && !state.failed) {
      boot.detail("Still loading… a slow connection can take a minute (about 7 MB).");
    }
  }, 25000);
  document.addEventListener("DOMContentLoaded", paint);
})();
