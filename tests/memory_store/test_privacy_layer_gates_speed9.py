"""The rewritten gates and passes of the filter find what the ones they replace found.

- The named-password layer's gate (``_NAMED_PASSWORD_GATE``) read ``pass``/``pwd``, the
  letters after it, then a separator and ten value characters; tried from every ``pass``
  in a long run of letters (``passworpasswor…``) it read the rest of the run each time,
  quadratic in the run. It now starts where a run of letters starts, looks ahead for the
  word in the run, and takes the whole run at once: the letters after the word end where
  the run ends, and what follows them must begin with a non-letter, so it matches where
  the earlier gate matched."""

from __future__ import annotations

import re

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
