"""The embeddable demo (embed.html) for rules pages: four open hands played by the bots, one
step at a time, each step captioned with the rule that applied. Its address (``address``), a
shared deal (``shared_deal``), the controller (``ctrl``), the captions, the HTML (``view``)
and the page's entry point (``main``)."""
