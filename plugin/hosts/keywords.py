""" "Remember this" in the languages people write to their agent in."""

from __future__ import annotations

import re

# Whole phrases only, so "remembered" in a log line or "recuerdo" do not count.
_PHRASES = (
    r"\bremember\b",  # English: remember, please remember, remember that
    r"\bdon'?t forget\b",
    r"\bmerke? dir\b",  # German: merk dir, merke dir
    r"\bmerken sie sich\b",
    r"\bvergiss nicht\b",
    r"记住",  # Chinese (simplified)
    r"記住",  # Chinese (traditional)
    r"记得",
    r"記得",
    r"覚えて",  # Japanese: oboete
    r"覚えておいて",
    r"기억해",  # Korean
    r"\brecuerda\b",  # Spanish
    r"\brecuérdalo\b",
    r"\bno olvides\b",
    r"\bsouviens[- ]toi\b",  # French
    r"\bretiens\b",
    r"\bn'oublie pas\b",
    r"\blembre[- ]se\b",  # Portuguese
    r"\blembra\b",
    r"\bricorda\b",  # Italian
    r"\bricordati\b",
    r"\bonthoud\b",  # Dutch
    r"\bzapamiętaj\b",  # Polish
    r"\bзапомни\b",  # Russian
    r"\bзапам'ятай\b",  # Ukrainian
    r"\bunutma\b",  # Turkish
    r"\bhatırla\b",
)
REMEMBER = re.compile("|".join(_PHRASES), re.IGNORECASE)
# Lowercase pieces, one of which every text REMEMBER matches contains (after `folded`).
# The shim gets them at init: a message without any of them needs no bridge call once
# its session is settled (a test keeps them in step with _PHRASES).
REMEMBER_HINTS = (
    "remember",
    "forget",
    "merk",
    "vergiss",
    "记住",
    "記住",
    "记得",
    "記得",
    "覚えて",
    "기억해",
    "recu",
    "olvides",
    "souviens",
    "retiens",
    "oublie",
    "lembr",
    "ricord",
    "onthoud",
    "zapami",
    "запомни",
    "запам",
    "unutma",
    "hatirla",
)

NUDGE = (
    "[Supermemory] The user asked you to remember something. Save it now with the "
    '`supermemory` tool: action "add", content = the thing to remember, written so it '
    "makes sense on its own later (it survives compaction and new sessions)."
)


def asks_to_remember(text: str) -> bool:
    return REMEMBER.search(text) is not None


def folded(text: str) -> str:
    """What the shim compares REMEMBER_HINTS with: JavaScript's toLowerCase, then the
    letters case-insensitive matching takes for others (dotless i, long s) replaced."""
    return text.lower().replace("ı", "i").replace("ſ", "s")


def hinted(text: str) -> bool:
    """The shim's prefilter: False means asks_to_remember(text) is False too."""
    lowered = folded(text)
    return any(hint in lowered for hint in REMEMBER_HINTS)
