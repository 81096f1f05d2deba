"""What the database cannot store, shared by the write path and the search parser."""

from __future__ import annotations

import re

# NUL (PostgreSQL refuses it) and lone surrogates (not encodable as UTF-8).
UNSTORABLE = re.compile("[\x00\ud800-\udfff]")
