"""The player's statistics, kept across visits (``model``), and their dialog (``view``)."""
