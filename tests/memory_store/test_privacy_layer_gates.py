"""The gates of batch 30's layers are exact: a directive, an XML element and an
assignment joined from names are searched only on the lines (or in the texts) where they
can match, and that finds what searching the whole text finds. A directive's name ends in
a password's word before its blank; an element's and a joined assignment's name is a
secret's name, which holds one of ``_SECRET_NAME_PARTS``."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from supermemory_local.store import privacy
from supermemory_local.store.privacy import is_secret_key


def _ungated(text: str) -> list[tuple[int, int]]:
    return [
        *privacy._directive_spans(text),
        *privacy._element_spans(text),
        *privacy._joined_name_spans(text),
    ]


def test_every_secret_word_holds_a_part_of_the_gate() -> None:
    parts = privacy._SECRET_NAME_PARTS
    words = set(privacy._SECRET_WORDS) | {"key", "keys", "certificate"}
    words |= set(re.findall(r"[a-z]{3,}", privacy._COMPACT_SECRET.pattern))
    words -= {"ssh", "db", "pg", "my", "sql", "root", "admin", "user", "app", "smtp", "mail"}
    words -= {"ftp", "redis", "vault", "ldap", "bind", "com", "sur", "tres", "over", "under"}
    words -= {"encom"}
    assert [w for w in words if not any(p in w for p in parts)] == []


_PIECES = [
    "pass", "Password", "PASSWD", "pwd", "auth", "Auth", "key", "api", "token", "secret",
    "mqtt", "web", "db", "passed", "bypass", "sig", "name", "x", "2", "_", "-", ":",
]  # fmt: skip
_NAMES = st.lists(st.sampled_from(_PIECES), min_size=1, max_size=4).map("".join)


@given(_NAMES)
def test_a_secret_name_holds_a_part_of_the_gate(name: str) -> None:
    if is_secret_key(name):
        assert any(p in name.lower() for p in privacy._SECRET_NAME_PARTS)


_VALUES = st.sampled_from(["hunter2Xq9!", "Zq7vR2mK8pL4", "word", "a1b2c3d4e5", "${X}", "x"])
_LINES = st.one_of(
    st.builds(lambda n, v, d: f"{d}{n} {v}", _NAMES, _VALUES, st.sampled_from(["", "; ", "> "])),
    st.builds(lambda n, v: f"<{n}>{v}</{n}>", _NAMES, _VALUES),
    st.builds(lambda n, v: f'{n} = "{v}"', _NAMES, _VALUES),
    st.builds(lambda a, b, c: f"{a} = {b} + {c}", _NAMES, _NAMES, _NAMES),
    st.sampled_from(["tests passed", "a + b = c", "</div>", "Backlog MqttPassword Zq7vR2mK8pL4"]),
)


@settings(max_examples=300)
@given(st.lists(_LINES, min_size=1, max_size=8), st.sampled_from(["\n", "\r\n", "; "]))
def test_the_gated_layers_find_what_the_whole_text_search_finds(lines: list[str], sep: str) -> None:
    text = sep.join(lines)
    assert list(privacy._after_30_spans(text, text.lower())) == _ungated(text)
