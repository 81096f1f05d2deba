"""The gates of batch 35's and 36's layers and of the account layer are exact: a layer's
regex runs only where it can match, and where a gate says no, searching the whole text
finds nothing either.

- Batch 35's aside layer is gated on a credential's word, blanks and ``(`` (it ran on any
  text holding ``):``), its ``echo``/``printf`` layer on a redirection and a piece of a
  secret file's word, its ``the rest is`` layer on ``the rest``/``remainder``/``resto``
  and a blank or ``rest:``; its key-directive layer tests ``-key`` before four words that
  end with it. In an ASCII text the lowered text holds every case-insensitive match's
  letters; any other text keeps the layer's first gate only (``ſ`` matches ``s``).
- The account layer's unlock regex is tried where ``open`` stands beside ``luksopen`` or
  ``cryptsetup`` (both anchors hold it), or where ``unlock`` is.
- Batch 36's parts layer tests each word of its list in turn."""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from supermemory_local.store import privacy

_VALUES = ["Zq7vR2mK8pL4xW9t", "hunter2Xq9!", "a1b2c3d4e5f6a7b8", "word", "${X}", "<pw>"]
# (letters that a case-insensitive match reads as ASCII ones, or that lower() folds)
_STRANGE = {"s": "ſ", "k": "\u212a", "i": "\u0130", "e": "é"}


def _texts(*slots: list[str]) -> st.SearchStrategy[str]:
    """A text shaped as a layer reads it: each slot one of its choices, in any case, with
    now and then a letter a case-insensitive match reads as another, and noise around."""
    case = st.sampled_from([str, str, str.upper, str.title, str.lower])
    part = [
        st.sampled_from(slot)
        if slot is _VALUES
        else st.builds(lambda piece, c: c(piece), st.sampled_from(slot), case)
        for slot in slots
    ]  # (a value keeps its case: a drawn one is no word)
    noise = st.sampled_from(["", "", "note: ", "\n", "the ", "x/y | ", "see below. "])

    def strange(text: str, at: int, on: bool) -> str:
        hits = [i for i, c in enumerate(text) if c.lower() in _STRANGE]
        if not on or not hits:
            return text
        i = hits[at % len(hits)]
        return text[:i] + _STRANGE[text[i].lower()] + text[i + 1 :]

    body = st.tuples(noise, *part, noise).map("".join)
    return st.builds(strange, body, st.integers(0, 99), st.booleans())


_V = _VALUES
_KEY = _texts(
    ["", " ", "set ", "ip ospf ", "x"],
    [
        "key-string",
        "authentication-key",
        "message-digest-key",
        "pre-shared-key",
        "psksecret",
        "md5-key",
        "api-key",
        "key string",
        "pre-shared key",
        "md5key",
    ],
    [" ", "\t", " 1 ", " 7 ", " md5 ", " 0 "],
    _V,
)
_ASIDE = _texts(
    ["", "my ", "the ", "def f", "print"],
    ["key", "password", "passphrase", "passcode", "secret", "token", "pin", "pass", "x"],
    ["", " ", "\t", "  "],
    ["(as typed on the box)", "(m/0)", "()", "(x", "(line 2)"],
    ["", " ", "\t"],
    [":", " :", ""],
    [" ", ""],
    _V,
)
_ECHO = _texts(
    ["$ ", "", "sudo ", "run "],
    ["echo", "printf", "echo -n", "printf -e", "echoes"],
    [" ", "\t", " '", ' "'],
    _V,
    ["", "'", '"'],
    [" | tee ", "|tee -a ", " | sudo tee ", " > ", ">>", " >", " | cat "],
    [
        "/etc/ppp/pap-secrets",
        "db_password.txt",
        "token",
        "psk.conf",
        "out.log",
        "creds",
        "my.pw",
        "a-cred",
        "/tmp/x",
    ],
)
_REST = _texts(
    ["the password starts with abc. ", "my key: ab. ", "token ", "", "note. "],
    [
        "the rest is",
        "the rest of it is",
        "il resto è",
        "el resto es",
        "the remainder is",
        "rest:",
        "rest :",
        "interest is",
        "the  rest  is",
        "therest is",
        "rest",
    ],
    [" ", ": ", "\t", ""],
    _V,
)
_UNLOCK = _texts(
    ["", "$ ", "then "],
    [
        "cryptroot-unlock",
        "luksOpen",
        "cryptsetup open",
        "cryptsetup  open",
        "cryptsetup",
        "unlock",
        "luks open",
        "open",
    ],
    [" /dev/sda2, ", " and ", " ", "\n"],
    ["enter", "type", "paste", "input"],
    [":", " :", " "],
    [" ", ""],
    _V,
)


def _search(pattern: re.Pattern[str]) -> Callable[[str], bool]:
    return lambda text: pattern.search(text) is not None


def _credential(low: str) -> bool:
    return any(word in low for word in privacy._CREDENTIAL_WORDS_35)


def _echo_finds(text: str) -> bool:
    """Does the echo layer's regex find a write into a file named for a secret?"""
    for m in privacy._ECHO_INTO.finditer(text):
        name = m.group("f").rsplit("/", 1)[-1].lower()
        if set(re.split(r"[^a-z]+", name)) & privacy._SECRET_FILE_WORDS:
            return True
    return False


_Gate = Callable[[str, str], bool]
# Each layer: its earlier gate, its gate now, what its regex finds, the texts drawn.
_GATES: dict[str, tuple[_Gate, _Gate, Callable[[str], bool], st.SearchStrategy[str]]] = {
    "key_directive": (
        lambda text, low: any(word in low for word in privacy._KEY_DIRECTIVE_WORDS),
        lambda text, low: (
            "key-string" in low
            or "psksecret" in low
            or ("-key" in low and privacy._may_key_directive_35(low))
        ),
        _search(privacy._KEY_DIRECTIVE),
        _KEY,
    ),
    "aside": (
        lambda text, low: "):" in text or ") :" in text,
        lambda text, low: ("):" in text or ") :" in text) and privacy._may_aside_35(text, low),
        _search(privacy._ASIDE_NAMED),
        _ASIDE,
    ),
    "echo": (
        lambda text, low: ("echo" in low or "printf" in low) and ("tee" in low or ">" in text),
        lambda text, low: ("echo" in low or "printf" in low) and privacy._may_echo_35(text, low),
        _echo_finds,
        _ECHO,
    ),
    "rest": (
        lambda text, low: "rest" in low and _credential(low),
        lambda text, low: "rest" in low and privacy._may_rest_35(text, low),
        _search(privacy._REST_IS),
        _REST,
    ),
    "unlock": (
        lambda text, low: "unlock" in low or "luksopen" in low or "cryptsetup" in low,
        lambda text, low: (
            "unlock" in low or ("open" in low and ("luksopen" in low or "cryptsetup" in low))
        ),
        _search(privacy._UNLOCK_TYPED),
        _UNLOCK,
    ),
}


@pytest.mark.parametrize("name", list(_GATES))
def test_where_a_gate_now_says_no_the_whole_text_search_finds_nothing(name: str) -> None:
    before, now, finds, texts = _GATES[name]

    @settings(max_examples=1000, deadline=None)
    @given(texts)
    def check(text: str) -> None:
        low = text.lower()
        if now(text, low):
            assert before(text, low)  # (a gate only tightens)
        elif before(text, low):
            assert not finds(text)

    check()


_READ = {
    "aside": "key (as typed on the box): Zq7vR2mK8pL4xW9t",
    "echo": "echo 'Zq7vR2mK8pL4xW9t' | sudo tee /etc/ppp/psk.conf",
    "rest": "the password starts with ab, the rest is Zq7vR2mK8pL4xW9t",
}


@pytest.mark.parametrize("name", list(_READ))
def test_a_gate_opens_where_its_layer_reads(name: str) -> None:
    gate = _GATES[name][1]
    text = _READ[name]
    assert gate(text, text.lower())
    assert list(privacy._after_35_spans(text, text.lower()))
    quiet = "def f(x): return x > 2 | interest"
    assert not gate(quiet, quiet)


def test_every_parts_word_is_tested_by_batch_36s_gate() -> None:
    source = inspect.getsource(privacy._after_36_spans)
    tested = set(re.findall(r'"([^"]+)" in low', source))
    assert set(privacy._PARTS_WORDS) <= tested


def test_every_key_directive_word_holds_a_tested_piece() -> None:
    pieces = ("key-string", "psksecret", "-key")
    assert all(any(p in word for p in pieces) for word in privacy._KEY_DIRECTIVE_WORDS)
