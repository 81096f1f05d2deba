"""The rewritten gates and passes of the filter find what the ones they replace found.

- The named-password layer's gate (``_NAMED_PASSWORD_GATE``) read ``pass``/``pwd``, the
  letters after it, then a separator and ten value characters; tried from every ``pass``
  in a long run of letters (``passworpasswor…``) it read the rest of the run each time,
  quadratic in the run. It now starts where a run of letters starts, looks ahead for the
  word in the run, and takes the whole run at once: the letters after the word end where
  the run ends, and what follows them must begin with a non-letter, so it matches where
  the earlier gate matched.
- The layers of batches 13, 27, 28, 30, 31, 33 and 34 and the weak-key layer read their
  word lists (``_LAST_WORDS``) from the text's gate mask, a bit test, where each looked
  for every word with ``in`` or ran a search of its own (``_MAY_34``). Given the mask,
  each layer finds what it finds without one (``gated=False``: every word searched).
  Batch 28's automaton runs only where one of its groups' words stands (none: it finds
  no place); the typed-UUID layer of batch 31 runs only where a type prefix and ``-``
  follow a quote, where it looks; batch 27's typed UUIDs need five ``-``; batch 18's
  credential calls a quote.
- Batch 25's and batch 35's layers run only where one of their words stands
  (``_AFTER_25_WORDS``, ``_AFTER_35_WORDS``): where none does, each finds nothing."""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Iterable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from supermemory_local.store import privacy

# The named-password gate as it was before it was rewritten (the reference).
_NAMED_PASSWORD_GATE_BEFORE = re.compile(
    r"(?:pass|pwd)[a-z]*\d?\}?%?(?:[ \t]+|[ \t]*=[ \t]*\\?[\"']?)[^\s;,'\"\\()]{10}"
)
_GATE_PIECES = [
    "pass", "pwd", "word", "wd", "a", "x", "p", "1", "}", "%", " ", "\t", "=", '"', "'", "\\",
    "abcdefghijkl", "0123456789", ";", "(", "\n", "Z", "é", "_", "passwor", "PASS",
]  # fmt: skip


@settings(max_examples=3000, deadline=None)
@given(st.lists(st.sampled_from(_GATE_PIECES), min_size=1, max_size=16).map("".join))
def test_the_named_password_gate_matches_where_it_matched(text: str) -> None:
    for low in (text, text.lower()):
        before = _NAMED_PASSWORD_GATE_BEFORE.search(low) is not None
        assert (privacy._NAMED_PASSWORD_GATE.search(low) is not None) == before


def test_the_named_password_gate_is_linear_in_a_run_of_letters() -> None:
    text = "passwor" * 20_000  # (quadratic before: about a minute)
    assert privacy._NAMED_PASSWORD_GATE.search(text) is None
    assert privacy._NAMED_PASSWORD_GATE.search(text + " = Zq7vR2mK8pL4xW9t") is not None
    assert privacy.redact(text, remember=False) == (text, 0)


_VALUES = ["Zq7vR2mK8pL4xW9t", "hunter2Xq9!", "a1b2c3d4e5f6a7b8", "word", "123456", "<pw>"]
_LAYER_PIECES = [
    # batch 28: told words, halves, codes, recovery, MFA, seed words; spelling; corrections
    "password", "Passwort", "pw", "pass", "half", "part 1", "second part", "recovery code",
    "backup-code", "recovery", "BitLocker", "mfa", "totp", "otpauth", " otp", "setup key",
    "seed", "mnemonic", "words", "letter by letter", "spelled", "typo", "meant", "wrong one",
    "correction",
    # batch 31: one-time codes, links, typed UUIDs
    "code", "OTP", "código", "验证码", "コード", "인증", "reset", "invite", "magic", "verify",
    "https://example.com/reset/", "/", "(", "'sdk-", '"key-', "`api-", "sk-", "srv-",
    "8f14e45f-ceea-467f-a0e6-0d5e5f1c8b2a", "new Client(",
    # batch 33: pairs
    " and ", "token", "secret", "PIN", "passphrase", "user alice and password ",
    # batch 13: calls, device keys, connections; batch 27: REPL reads, typed UUIDs
    "auth(", "login(", "strcmp(", "key 7 ", "secret\t", "pre-shared-key ", "community ",
    "mysql.connect(", "remote(", "JDBC", "ENV[", "env[", "os.environ", "process.env.",
    "settings.", "AUTH ", "auth ", "tok-", "key-", "-----",
    # batch 30: directives; weak keys; batch 18: credential calls
    "pwd", "<pass>", "</pass>", "session=", "SESSION_KEY=", "_salt: ", "license", "seed=",
    "x.withCredentials(", ".New(", ".Initialize ",
    # batch 25 and 35's words
    "create table", "insert", "cookie(", "\\", ') "', "config", "form-data", "connect(",
    "key-string", "psksecret", "-key", "):", ") :", ".db", "inventory", "EAP", "XAUTH",
    "NTLM", "PIN", "echo", "printf", "community", "snmp", "rest", "priv ",
    # batch 34
    "-e", "-E", "::", "passwd", "Kennwort", "wachtwoord", "(0x", "PHRASE(", "/t/", "{SAS}",
    "{xor}", "hdbuserstore", "mkstore", 'String("', "ConvertTo-SecureString",
    # around
    " ", " ", "\n", ": ", "=", " is ", ". ", "\t", "-", ",", "'", '"',
]  # fmt: skip
_LAYER_TEXTS = st.lists(
    st.one_of(st.sampled_from(_LAYER_PIECES), st.sampled_from(_VALUES)), min_size=1, max_size=14
).map("".join)

_Layer = Callable[[str, str, "int | None"], Iterable[tuple[int, int]]]


def _weak_key(text: str, low: str, mask: int | None) -> Iterable[tuple[int, int]]:
    return privacy._weak_key_spans(text, low, mask) if len(low) == len(text) else ()


def _after_13(text: str, low: str, mask: int | None) -> Iterable[tuple[int, int]]:
    return privacy._after_13_spans(text, low, mask) if len(low) == len(text) else ()


_LAYERS: dict[str, _Layer] = {
    "after_13": _after_13,
    "weak_key": _weak_key,
    "after_18": privacy._after_18_spans,
    "after_27": privacy._after_27_spans,
    "after_30": privacy._after_30_spans,
    "after_28": privacy._after_28_spans,
    "after_31": privacy._after_31_spans,
    "after_33": privacy._after_33_spans,
    "after_34": privacy._after_34_spans,
}


@pytest.mark.parametrize("name", list(_LAYERS))
def test_a_layer_given_the_gate_mask_finds_what_it_finds_without(name: str) -> None:
    layer = _LAYERS[name]

    @settings(max_examples=1500, deadline=None)
    @given(_LAYER_TEXTS)
    def check(text: str) -> None:
        low = text.lower()
        mask = privacy._gate_bits(text, low)[0]
        assert sorted(layer(text, low, mask)) == sorted(layer(text, low, None))

    check()


_WHOLE: dict[str, tuple[tuple[str, ...], Callable[[str, str], Iterable[tuple[int, int]]]]] = {
    "after_25": (privacy._AFTER_25_WORDS, privacy._after_25_spans),
    "after_35": (privacy._AFTER_35_WORDS, privacy._after_35_spans),
}


@pytest.mark.parametrize("name", list(_WHOLE))
def test_a_layer_without_its_words_finds_nothing(name: str) -> None:
    words, layer = _WHOLE[name]

    @settings(max_examples=1500, deadline=None)
    @given(_LAYER_TEXTS)
    def check(text: str) -> None:
        low = text.lower()
        mask = privacy._gate_bits(text, low)[0]
        held = privacy._any_word(low, words, mask)
        assert held == privacy._any_word(low, words, None)
        if not held:
            assert list(layer(text, low)) == []

    check()


@pytest.mark.parametrize("name", list(_WHOLE))
def test_every_word_a_whole_layer_tests_is_held_by_its_gate(name: str) -> None:
    words, layer = _WHOLE[name]
    source = inspect.getsource(layer)
    tested = re.findall(r"""(["'])((?:\\.|(?!\1).)+)\1 in (?:low|text)""", source)
    # (each tested beside a gate word: a line break, "$" and "*", "insert", "snmp", ...)
    conjoined = {"\n", "$", "*", "insert", "snmp", " priv ", ":", "cookie(", "cookie (",
                 "cookies.set(", "login", "connect", "(", "stdin", "copy "}  # fmt: skip
    for _, spelled in tested:
        word = spelled.encode().decode("unicode_escape")
        if word not in conjoined:
            assert any(gate in word.lower() for gate in words), word


@settings(max_examples=3000, deadline=None)
@given(st.lists(st.sampled_from(_LAYER_PIECES), min_size=1, max_size=10).map("".join))
def test_batch_34s_words_are_its_search(text: str) -> None:
    low = text.lower()
    held = any(word in low for word in privacy._MAY_34_WORDS)
    assert held == (privacy._MAY_34.search(low) is not None)


@settings(max_examples=3000, deadline=None)
@given(_LAYER_TEXTS)
def test_the_typed_uuid_layer_finds_nothing_where_no_prefix_follows_a_quote(text: str) -> None:
    if privacy._TYPED_PREFIX_QUOTED.search(text) is None:
        assert list(privacy._given_typed_uuid_spans(text)) == []


def test_every_later_word_list_has_its_mask_bits() -> None:
    words = privacy._rule_set().words
    for group in privacy._LAST_WORDS:
        assert group and words[id(group)]
        for word in group:
            assert privacy._any_word(word, group, privacy._gate_bits(word, word)[0])


def test_the_layers_read_where_their_words_are() -> None:
    texts = {
        "after_28": "the password is Zq7vR2mK8pL4xW9t",
        "after_31": "client.reset('sdk-8f14e45f-ceea-467f-a0e6-0d5e5f1c8b2a')",
        "after_34": "sudo passwd alice <<< 'Zq7vR2mK8pL4xW9t'",
    }
    for name, text in texts.items():
        low = text.lower()
        mask = privacy._gate_bits(text, low)[0]
        assert sorted(_LAYERS[name](text, low, mask)) == sorted(_LAYERS[name](text, low, None))


# -- long texts: a word's places found once, a value's repeats in one pass ---------------

_LONG_PIECES = [" IN ", "${", "$", "{", " in ", "IN", "x", " ", "\n", "ab", "${x}", " IN IN "]


@settings(max_examples=500, deadline=None)
@given(
    st.lists(st.sampled_from(_LONG_PIECES), min_size=1, max_size=30).map("".join),
    st.integers(0, 200),
    st.integers(0, 200),
)
def test_a_words_places_answer_as_find_does(head: str, start: int, end: int) -> None:
    text = "." * privacy._LONG_TEXT + head  # (long: the places are looked up)
    start += privacy._LONG_TEXT - 20
    end += privacy._LONG_TEXT - 20
    for word in ("${", " IN "):
        short = head
        assert privacy._holds_between(text, word, start, end) == (text.find(word, start, end) >= 0)
        assert privacy._holds_between(short, word, start % 40, end % 40) == (
            short.find(word, start % 40, end % 40) >= 0
        )


def _repeat_spans_one_by_one(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """``_repeat_spans`` as it was: each value searched through the text in turn."""
    found: list[tuple[int, int]] = []
    for value in {text[a:b] for a, b in spans}:
        if not privacy._repeatable(value):
            continue
        at = text.find(value)
        while at >= 0:
            end = at + len(value)
            if not (at and privacy._in_word(text[at - 1])) and not (
                end < len(text) and privacy._in_word(text[end])
            ):
                found.append((at, end))
            at = text.find(value, at + 1)
    return found


_REPEATED = ["ab12cd", "ab12cdab12cd", "Zq7vR2mK8pL4xW9t", "xab12cd", "ab12cd_", "ZZZZZZ1"]


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.sampled_from([*_REPEATED, " ", "=", "\n", "é", "a", "1", "_"]), max_size=60),
    st.integers(0, 40),
)
def test_many_values_repeat_where_each_searched_alone_repeats(pieces: list[str], n: int) -> None:
    values = [f"v{i}x{i * 7919 % 10007:05d}q" for i in range(n)] + _REPEATED
    text = " ".join(values) + " " + "".join(pieces)
    text += " " + "." * privacy._LONG_TEXT + " " + " ".join(reversed(values))
    spans = [(m.start(), m.end()) for m in re.finditer(r"\S+", text) if len(m.group()) < 40]
    got = privacy._repeat_spans(text, spans)
    assert sorted(got) == sorted(_repeat_spans_one_by_one(text, spans))
    assert len(set(got)) == len(got)
