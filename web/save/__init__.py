"""Autosave: the match as a game record (``model``), the controller that writes it after every
change, resumes it, keeps a bad save aside and hands the game between tabs (``ctrl``), the
match an address asks for against the saved one (``asked``), the other-tab dialog (``view``)
and the browser's side (``dom``: the tabs' channel and storage events)."""
