"""The guided first deal: a fixed deal of Pilotta or Belote that the page walks a newcomer
through, a prompt at every move (``lessons`` the deals, ``prompts`` the words, ``view`` the
note at the table). The table's ``web/table/lesson.py`` plays it."""
