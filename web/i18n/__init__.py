"""Every word the page shows, in Greek, English and French: gettext catalogs
(``locale/<lang>/LC_MESSAGES/pilotta_web.po``, the template ``pilotta_web.pot``), the keys the
code builds from values (``markers``) and the lookup (``translate``: ``t``, ``tn``, ``tp``, the
seat's cases). It imports nothing else of the page."""
