"""The replay viewer and records: the viewer's model (``model``), its controller (``ctrl``: open
a deal of the match, a record or a link; download and share), its HTML (``view``), the
browser's side (``dom``: the file picker, drops, the share sheet) and records to and from the
page (``export``)."""
