"""The end-of-deal summary: what each team took and why, in words (``deal_lines`` for Pilotta,
``belote_lines`` for Belote) and as a table (``view``). Used by the table's summary dialog and
by the replay viewer."""
