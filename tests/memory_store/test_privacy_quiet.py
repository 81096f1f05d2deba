"""The filter's shortcuts for texts where nothing can fire give what every rule and
layer run everywhere (``gated=False``) gives.

- A short word of letters, digits and underscores that holds none of the automata's
  words skips the layers (``privacy._QUIET``): compared with ``gated=False`` on every
  word-character run of the filter's own string constants (the strings its layers test
  for before they search), on those runs glued to each other, and on generated words.
- The word lists of the layers written after batches 16 to 20 are bit tests of the
  gate mask (``privacy._LATER_WORDS``), and the pieces' names need their stem first
  (``_PIECE_STEMS``): compared with ``gated=False`` on texts built from those words.
- One translation of the text's bytes says where no run, join cut or symbol inside a
  word can be: compared with the patterns and ``_join_cuts`` on generated texts.
"""

from __future__ import annotations

import ast
import random
import string
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from supermemory_local.config import PrivacySettings
from supermemory_local.store import privacy, secret_rules

from .generated import seeded

_WORD = string.ascii_letters + string.digits + "_"


def _constant_runs() -> list[str]:
    """Every run of word characters in a string constant of the filter's sources, cut to
    the longest a quiet text can be."""
    runs: set[str] = set()
    for module in (privacy, secret_rules):
        tree = ast.parse(Path(module.__file__ or "").read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                word = ""
                for c in node.value + " ":
                    if c in _WORD:
                        word += c
                    elif word:
                        runs.add(word[:19])
                        word = ""
    return sorted(runs)


_RUNS = _constant_runs()


def _same_as_ungated(text: str) -> None:
    fast = privacy._secret_spans(text, text.lower(), PrivacySettings())
    full = privacy._secret_spans(text, text.lower(), PrivacySettings(), gated=False)
    assert sorted(fast) == sorted(full), (text, fast, full)


def _quiet(text: str) -> bool:
    return (
        privacy._QUIET.fullmatch(text) is not None and not privacy._gate_mask(text, text.lower())[0]
    )


def test_the_constants_runs_hold_quiet_ones() -> None:
    quiet = [run for run in _RUNS if _quiet(run)]
    assert len(quiet) > 200  # (the comparisons below are of texts the shortcut takes)


def test_every_constant_run_is_filtered_as_ungated() -> None:
    for run in _RUNS:
        if privacy._QUIET.fullmatch(run):
            _same_as_ungated(run)


def test_runs_glued_to_each_other_are_filtered_as_ungated() -> None:
    r = random.Random(24)
    for _ in range(3000):
        text = "".join(r.choice(_RUNS) for _ in range(r.randint(2, 4)))[: r.randint(1, 19)]
        if privacy._QUIET.fullmatch(text):
            _same_as_ungated(text)


_quiet_words = st.builds(
    lambda r, n, pieces: "".join(
        "".join(r.choice(_WORD) for _ in range(r.randint(1, 24))) if piece is None else piece
        for piece in pieces
    )[:n],
    seeded,
    st.integers(1, 19),
    st.lists(st.one_of(st.none(), st.sampled_from(_RUNS)), min_size=1, max_size=6),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_quiet_words)
def test_generated_words_are_filtered_as_ungated(text: str) -> None:
    _same_as_ungated(text)
    assert privacy.redact(text) == privacy.redact(text, gated=False)


_LATER_PIECES = [
    *(word for group in privacy._LATER_WORDS for word in group),
    *privacy._PIECE_NAME_GATE,
    "Token", "KEY", "Secret", "PASS", "Pw", "paſſ", "ſecret", "\u212aey", "İ", "_", "-", ".",
    "=", ":", ": ", " = ", " ", "\n", "'", '"', "(", ")", "is ", " was ", "a1B2c3D4e5F6",
    "Xq7#mP2v", "7f3a9c1e", "correct horse battery 42", "x", "new ", "New-Object ", "ſdk",
    "ClientFactory", "'AbCdEfGh12345678'", ", ", '"9f8e7d6c5b4a39281706f5e4d3c2b1a0"',
    "SESSION_ID", "Sess", "sess", "ſess", "ſecret", "API Key", "：", "9f8e7d6c5b4a3928aZ",
]  # fmt: skip


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_LATER_PIECES), max_size=30).map("".join))
def test_the_later_layers_words_are_filtered_as_ungated(text: str) -> None:
    _same_as_ungated(text)


_BREAK_PIECES = [
    "\n", "\r\n", "\r", "\\", '"', "'", " ", "\t", "+", "|", "&", "_", ".", "..", "<>", "^",
    "~", ")", "=", "-", "/", "  42→", "3→", "abcdefgh", "Q9x2Lm7pZ4", "A1b2C3d4E5f6G7h8",
    "> ", "# ", "// ", "-- ", "; ", ".append(", ".Append(", "Quoted-Printable", "x", "é",
]  # fmt: skip


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_BREAK_PIECES), max_size=40).map("".join))
def test_no_cut_where_the_break_test_says_none(text: str) -> None:
    if not privacy._may_join(text):
        assert privacy._join_cuts(text) == []


def test_the_break_test_passes_every_cut_kind() -> None:
    for text in (
        'x = "abc"\n  "def"',
        "x = 'abc' +\n    'def'",
        'a = "abc" &_\n "def"',
        's.append("abc")\n.append("def")',
        "run --flag \\\n  value",
        "A1b2C3d4E5f6G7h8Q9\n  x9Y8z7W6",
        "A1b2C3d4E5f6G7h8Q9\r\nx9Y8z7W6v5U4t3S2",
        "Content-Transfer-Encoding: quoted-printable\n\nabc=\ndef",
    ):
        assert privacy._join_cuts(text), text
        assert privacy._may_join(text), text


_RUN_PIECES = [
    "aB3dE5gH7jK9", "x9Y8z7W6", "Q", "7", "_", "-", "+", "/", "=", "==", ".", ":", " ", "\n",
    '"', "'", "İ", "ı", "ſ", "\u212a", "é", "中", "\ud800",
]  # fmt: skip


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_RUN_PIECES), max_size=30).map("".join))
def test_no_long_run_no_match_of_the_patterns_that_need_one(text: str) -> None:
    if not privacy._token_run(text):
        for scan in (privacy._LONE_TOKEN, privacy._BARE_RUN):
            assert list(scan.pattern.finditer(text)) == [], text
    if not privacy._folded_run(text):
        assert privacy._ID_SECRET_CORE.search(text) is None, text
        assert privacy._ID_SECRET_PAIR.search(text) is None, text


_SYMBOL_PIECES = [*"!#$%&*@^~", "a", "Z", "7", "_", "-", "+", "/", " ", "\n", "é", "中", "ab"]


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_SYMBOL_PIECES), max_size=12).map("".join))
def test_no_symbol_inside_where_the_marks_say_none(text: str) -> None:
    if not privacy._symbol_inside(text):
        assert privacy._SYMBOL_INSIDE.pattern.search(text) is None, text
