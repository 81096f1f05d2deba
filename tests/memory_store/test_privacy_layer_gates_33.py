"""The gates of batch 33's and 34's layers and of the public judges added with them are
exact: a layer runs only where its regex can match, and where a gate says no, searching
the whole text finds nothing either.

- Each of batch 33's layers is gated on the word its regex needs at its anchor
  (``define(``, ``$`` or ``SALT``; an ``api…key`` name before ``:``/``=``; a path's
  segment before ``|`` or `` - ``; ``and`` before a pair's second name and its copula;
  ``cat``/``head`` and a blank before a line break and a printed line; the words that
  start a split value). In an ASCII text the lowered text holds every case-insensitive
  match's letters; any other text keeps the layer's first gate only (``ſ`` matches ``s``).
- Batch 34's layer is tried only where one search finds one of its gates' words, and each
  word its gates test is one the search holds.
- The judges' added tests only skip a regex that needs what the test looks for; batch
  32's minisign judge reads a text only when it holds a signature file's base64 head or a
  ``trusted comment:`` line (once per text)."""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from supermemory_local.store import privacy

_VALUES = ["Zq7vR2mK8pL4xW9t", "hunter2Xq9!", "a1b2c3d4e5f6a7b8", "word", "${X}", "<pw>"]
# (letters that a case-insensitive match reads as ASCII ones, or that lower() folds)
_STRANGE = {"s": "ſ", "k": "\u212a", "i": "\u0130", "e": "é"}


def _cased(piece: str, case: Callable[[str], str]) -> str:
    return case(piece)


def _texts(*slots: list[str]) -> st.SearchStrategy[str]:
    """A text shaped as a layer reads it: each slot one of its choices, in any case, with
    now and then a letter a case-insensitive match reads as another, and noise around."""
    case = st.sampled_from([str, str, str.upper, str.title, str.lower])
    part = [
        st.sampled_from(slot) if slot is _VALUES else st.builds(_cased, st.sampled_from(slot), case)
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
_SP = [" ", "\t", "  ", "", "\n"]
_PHP = st.one_of(
    _texts(
        ["define(", "define (", "Define(", "$cfg", "$x['auth_salt']", "x"],
        ["'DB_PASSWORD', '", "'AUTH_SALT', '", " = '", "='", "]"],
        _V,
        ["');", "'", ""],
    ),
    _texts(["AUTH_SALT", "export NONCE_SALT", "  LOGGED_IN_SALT", "salt"], ["=", " = "], _V),
)
_API = _texts(
    ["", '"', "'", "-", "x"],
    ["api", "API", "my_api"],
    ["_billing_", "-v2-", ".", ".v2.", "_billing.", "Billing", "_", ""],
    ["key", "Key", "token"],
    ['"', "", "'"],
    [":", " = ", "=", " "],
    ['"', ""],
    _V,
)
_ROW = _texts(
    ["| ", "|", "", "  "],
    ["config/db/password", "app/secret", "a-b/c_d", "db", "x/"],
    [" | ", "|", " - ", "\t-\t", " -", "- "],
    _V,
    [" |", "", "\n"],
)
_NAMES = [
    "user",
    "username",
    "user name",
    "login",
    "e-mail",
    "account",
    "password",
    "passphrase",
    "pin",
    "secret",
    "token",
]
_PAIR = _texts(
    _NAMES,
    [" and ", "\tand\t", " and  ", " or "],
    _NAMES,
    [" is ", " are ", " were ", " was ", ": ", " be "],
    ["bob", "'bob'", "`x`"],
    [" and ", " and\t"],
    _V,
)
_PRINT = _texts(
    ["$ ", "", "# ", "sudo "],
    ["cat", "head", "head -n 1", "head\t-1", "cats"],
    [" ", "\t", "\t ", ""],
    ["~/.secret_key", ".db_password", "token.txt"],
    ["", " "],
    ["\n", "\r\n", " "],
    _V,
)
_SPLIT = _texts(
    ["the password ", "my token ", "pin ", ""],
    ["starts with", "begins with", "start  with", "first half", "first part", "first"],
    [" abc1", " 'Zq7v'", " x"],
    [" and ", ", ", ". "],
    [
        "the rest",
        "rest of it",
        "second half",
        "other piece",
        "ends with",
        "end with",
        "remainder",
        "last bit",
    ],
    [" is ", ": ", "=", " "],
    _V,
)


def _php(text: str, low: str) -> bool:
    return privacy._may_php_33(text)


def _row(text: str, low: str) -> bool:
    return privacy._may_path_row_33(text)


def _print(text: str, low: str) -> bool:
    return privacy._may_print_33(text)


_LAYERS = {
    "php": (_php, privacy._php_spans_33, _PHP),
    "api_key": (privacy._may_api_key_33, privacy._api_key_spans_33, _API),
    "path_row": (_row, privacy._path_row_spans_33, _ROW),
    "pair": (privacy._may_pair_33, privacy._paired_spans_33, _PAIR),
    "printed_file": (_print, privacy._printed_file_spans_33, _PRINT),
    "split_rest": (privacy._may_split_33, privacy._split_rest_spans_33, _SPLIT),
}


def _found(layer: Callable[..., Iterator[tuple[int, int]]], text: str) -> list[tuple[int, int]]:
    if layer is privacy._php_spans_33:
        return list(layer(text, text.lower()))
    return list(layer(text))


@pytest.mark.parametrize("name", list(_LAYERS))
def test_where_a_gate_says_no_the_whole_text_search_finds_nothing(name: str) -> None:
    gate, layer, texts = _LAYERS[name]

    @settings(max_examples=1000, deadline=None)
    @given(texts)
    def check(text: str) -> None:
        if not gate(text, text.lower()):
            assert _found(layer, text) == []

    check()


_READ = {
    "php": "define('AUTH_SALT', 'x');",
    "api_key": 'api_billing_key: "v"',
    "path_row": "config/db/password - v",
    "pair": "Username and password are bob and v",
    "printed_file": "$ cat ~/.secret_key\nZq7vR2mK8pL4xW9t",
    "split_rest": "the password starts with abc and the rest is 123",
}


@pytest.mark.parametrize("name", list(_LAYERS))
def test_a_gate_opens_where_its_layer_reads(name: str) -> None:
    gate = _LAYERS[name][0]
    assert gate(_READ[name], _READ[name].lower())
    quiet = "nothing here at all, and more of it"
    assert not gate(quiet, quiet)


def test_every_word_batch_34s_gates_test_is_held_by_its_search() -> None:
    source = inspect.getsource(privacy._after_34_spans)
    body = source.split("return", 1)[1]  # (after the search's own early return)
    tested = re.findall(r"""(["'])((?:\\.|(?!\1).)+)\1 in (?:low|text)""", body)
    conjoined = {"\\n", "}", "credential", "logon"}  # (each tested beside a held word)
    words = [w.encode().decode("unicode_escape") for _, w in tested if w not in conjoined]
    assert words
    assert [w for w in words if privacy._MAY_34.search(w.lower()) is None] == []


_PIECES_34 = [
    "ConvertTo-SecureString",
    "::",
    "-e",
    "-E",
    "passwd",
    "PASSWORD",
    "Kennwort",
    "wachtwoord",
    "passphrase",
    "(0x",
    "PHRASE(",
    "/t/",
    "{SAS}",
    "{xor}",
    "}",
    "hdbuserstore SET k env user",
    "mkstore -createCredential a u",
    "credential",
    'String("L TSO")',
    'String("u")',
    "logon",
    "\n",
    " ",
]


@settings(max_examples=1000, deadline=None)
@given(_texts(_PIECES_34, _SP, _PIECES_34, _SP, _V))
def test_batch_34s_search_keeps_what_its_gates_find(text: str) -> None:
    low = text.lower()
    found = list(privacy._after_34_spans(text, low))
    if privacy._MAY_34.search(low) is None:
        assert found == []
        original = privacy._MAY_34
        try:
            privacy._MAY_34 = re.compile("")  # (every text: the gates alone decide)
            assert list(privacy._after_34_spans(text, low)) == []
        finally:
            privacy._MAY_34 = original


@given(st.sampled_from(["proxy_pass ", "fastcgi_pass\t", "uwsgi_pass  ", "x = ", "pass "]))
def test_the_upstream_judge_needs_its_word(before: str) -> None:
    found = privacy._UPSTREAM_BEFORE_33.search(before) is not None
    assert not found or "_pass" in before


@settings(max_examples=1000, deadline=None)
@given(_PHP)
def test_a_define_is_read_only_where_its_call_opens(text: str) -> None:
    if privacy._PHP_DEFINE_GATE_33.search(text) is None:
        assert privacy._PHP_DEFINE_33.search(text) is None


_MINISIGN = _texts(
    ["untrusted comment: ", "trusted comment: ", '"', "signature: ", "Comment: ", ""],
    ["signature from minisign secret key", "minisign public key ABCD", "verify with key.pub", ""],
    ["\n", "\\n", " "],
    [privacy._MINISIGN_B64, "RWQf6LRCGA9i53mlYecO4IzT51TGPpvWucNSCh1CBM0QTaLn73Y7GFO3", ""],
    ["\n", ""],
    _V,
)


@settings(max_examples=1000, deadline=None)
@given(_MINISIGN, st.integers(0, 200), st.integers(1, 80))
def test_the_minisign_judge_reads_only_texts_with_its_marks(text: str, at: int, n: int) -> None:
    start = min(at, len(text))
    end = min(len(text), start + n)
    if not privacy._minisign_marks(text):
        assert not privacy._minisign_public(text, start, end)
