"""The page's shared core: the scheduler (``tasks``), thinking in slices (``slicing``), the
browser's event loop and PyScript's API (``loop``, ``browser``), the store kept between visits
(``storage``), the address's parameters and the player's settings, the notices, deal links,
and the HTML pieces every view draws with (escaping, card faces, the hand's order).
It imports no feature package."""
