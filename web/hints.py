"""The hint's words: the page's templates (``web/i18n.py``) around the engine's reason
(``pilotta.bots.hints.describe``, from the engine's catalog of hint codes)."""

from __future__ import annotations

from pilotta.bots.hints import Hint, describe

from .i18n import language, t


def hint_text(hint: Hint) -> str:
    """The suggestion and its reason (every reason of the catalog names its card or call),
    e.g. ``partner wins this trick: play your 10♥ for 10 points``."""
    return describe(hint, language())


def hint_sentence(hint: Hint) -> str:
    """The whole sentence, e.g. ``Hint: partner wins this trick: play your 10♥ for 10 ...``."""
    return t("hint_sentence", text=hint_text(hint))
