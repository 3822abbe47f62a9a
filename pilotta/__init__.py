"""Cypriot Pilotta: a pure-Python rules engine, bots and tools (standard library only)."""

__version__ = "0.1.0"
