"""The hint's words: the page's templates (``web/i18n/translate.py``) around the engine's reason
(``pilotta.bots.hints.describe``, from the engine's catalog of hint codes)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from web.i18n.translate import language, t

if TYPE_CHECKING:
    from pilotta.bots.hints import Hint


def hint_text(hint: Hint) -> str:
    """The suggestion and its reason (every reason of the catalog names its card or call),
    e.g. ``partner wins this trick: play your 10♥ for 10 points``."""
    from pilotta.bots.hints import describe  # loaded with the first hint (web/table/hint_driver.py)

    return describe(hint, language())


def hint_sentence(hint: Hint) -> str:
    """The whole sentence, e.g. ``Hint: partner wins this trick: play your 10♥ for 10 ...``."""
    return t("hint_sentence", text=hint_text(hint))
