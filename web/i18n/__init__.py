"""Every word the page shows, in Greek, English and French: the catalogs, each feature's words
(``words_*``) and the lookup (``translate``: ``t``, ``tn``, the seat's case). It imports
nothing else of the page."""
