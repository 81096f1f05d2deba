""" "Remember this" in the languages people write to their agent in."""

from __future__ import annotations

import re

# Whole phrases only, so "remembered" in a log line or "recuerdo" do not count. Each
# language apart: where its negation stands (before the verb in English and Chinese, after
# it in German) decides how a match is read.
_ENGLISH = (
    r"\bremember\b",  # remember, please remember, remember that
    r"\bdon'?t (?:ever )?forget\b",
    r"\bdo not forget\b",
    r"\bnever forget\b",
    r"\b(?:keep|bear) (?:this |that |it )?in mind\b",
    r"\b(?:save|store|keep|commit) (?:this|that|it) (?:to|in) (?:your )?memory\b",
    r"\bfor future reference\b",
    r"\bmake a note\b",
)
_GERMAN = (
    r"\bmerke? dir\b",  # merk dir, merke dir
    r"\bmerken sie sich\b",
    r"\bvergiss nicht\b",
    r"\bvergessen sie nicht\b",
    r"\bbehalte(?:n sie)? (?:das |es )?im (?:hinter)?kopf\b",
    r"\bnotiere? dir\b",
    r"\bnotieren sie sich\b",
)
_CHINESE = (
    r"记住",  # simplified
    r"記住",  # traditional
    r"记得",
    r"記得",
    r"[别別]忘[了记記]",  # don't forget
    r"不要忘[了记記]",
    r"牢[记記]",
)
_OTHERS = (
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
_PHRASES = _ENGLISH + _GERMAN + _CHINESE + _OTHERS


def _group(name: str, phrases: tuple[str, ...]) -> str:
    return f"(?P<{name}>" + "|".join(phrases) + ")"


REMEMBER = re.compile(
    "|".join(
        _group(name, phrases)
        for name, phrases in (
            ("en", _ENGLISH),
            ("de", _GERMAN),
            ("zh", _CHINESE),
            ("xx", _OTHERS),
        )
    ),
    re.IGNORECASE,
)
# A clause ends at these; what is said before or after a match is read within its clause.
_CLAUSE_END = re.compile(r"[.!?;:,\n。！？；：，]")
# English, just before the verb: a negation ("do NOT", "don't", "never", "no need to"),
# the speaker's own memory ("I remember", "as we remember"), a question about the past
# ("do you remember …?") or the plain word ("hard to remember").
_EN_NOT_A_REQUEST = re.compile(
    r"(?:\bnot|n'?t|\bnever|\bno need to|\bno|\bnor)\b(?:\s+\w+){0,3}\s*$"
    r"|\b(?:i|we)(?:\s+(?:still|do|did|can|could|clearly|vaguely|also|all))?\s*$"
    r"|\b(?:do|did|does|dont|don't)\s+(?:you|u|we)(?:\s+\w+)?\s*$"
    r"|\b(?:hard|easy|difficult|impossible|tough|tricky|nice|good)\s+to\s*$",
    re.IGNORECASE,
)
# German puts its negation after the verb, within the clause: "merk dir das nicht".
_DE_NEGATED = re.compile(r"\b(?:nicht|nie|niemals|keinesfalls)\b", re.IGNORECASE)
# Chinese, just before the verb: a negation (不要, 别, 不用, …), the speaker (我, 我们),
# or "you (still)" of a question (你还记得 … 吗).
_ZH_NOT_A_REQUEST = re.compile(
    r"(?:不要|不用|不必|无需|無需|不需要|没必要|沒必要|别|別|勿|莫|我们|我們|我|你还|你還|你)\s*$"
)
# Elsewhere a negation word just before the verb ("no recuerdes" is not matched anyway).
_XX_NEGATED = re.compile(r"(?:\bno|\bnon|\bnão|\bne|\bnie|\bне)\s*$", re.IGNORECASE)


def _clause_before(text: str, at: int) -> str:
    start = max((m.end() for m in _CLAUSE_END.finditer(text, 0, at)), default=0)
    return text[start:at]


def _clause_after(text: str, at: int) -> str:
    end = _CLAUSE_END.search(text, at)
    return text[at : end.start() if end else len(text)]


def _is_request(text: str, match: re.Match[str]) -> bool:
    before = _clause_before(text, match.start())
    if match.lastgroup == "en":
        return _EN_NOT_A_REQUEST.search(before) is None
    if match.lastgroup == "de":
        return _DE_NEGATED.search(_clause_after(text, match.end())) is None
    if match.lastgroup == "zh":
        return _ZH_NOT_A_REQUEST.search(before) is None
    return _XX_NEGATED.search(before) is None


# Lowercase pieces, one of which every text REMEMBER matches contains (after `folded`).
# The shim gets them at init: a message without any of them needs no bridge call once
# its session is settled (a test keeps them in step with the phrases).
REMEMBER_HINTS = (
    "remember",
    "forget",
    "mind",
    "memory",
    "reference",
    "note",
    "merk",
    "vergiss",
    "vergess",
    "kopf",
    "notier",
    "记住",
    "記住",
    "记得",
    "記得",
    "忘",
    "牢",
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
    """Does the text ask to keep something? A phrase of remembering that is not negated,
    not the speaker's own memory and not a question about the past (any one will do:
    "don't remember the draft, but remember: tabs" asks)."""
    return any(_is_request(text, m) for m in REMEMBER.finditer(text))


def folded(text: str) -> str:
    """What the shim compares REMEMBER_HINTS with: JavaScript's toLowerCase, then the
    letters case-insensitive matching takes for others (dotless i, long s) replaced."""
    return text.lower().replace("ı", "i").replace("ſ", "s")


def hinted(text: str) -> bool:
    """The shim's prefilter: False means asks_to_remember(text) is False too."""
    lowered = folded(text)
    return any(hint in lowered for hint in REMEMBER_HINTS)
