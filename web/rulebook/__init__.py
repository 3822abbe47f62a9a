"""The rules dialog: the rules of each game in the player's words, with card examples (``view``)."""
