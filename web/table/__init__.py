"""The table (index.html): the match against three bots. The controller (``ctrl``: the match's
flow and the human's actions) with the bots' and the hint's drivers, the undo, the held trick
and the narrator; the page's state (``state``); its HTML (``view`` and ``view_*``); keyboard
play and motion, each a pure part beside its DOM side (``keyboard``/``keyboard_dom``,
``motion``/``motion_dom``); the DOM layer (``dom``) and the page's entry point (``main``)."""
