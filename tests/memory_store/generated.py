"""Generated values for the tests of the privacy filter's principles, and their checks.

Random values are drawn from ``random.Random`` seeded by an integer: shrinking moves only
the seed, so a failing example stays as random as a vendor's token and never becomes a
pattern such as ``00Ajhefkiga1cadaaaaaab`` that no vendor issues (``st.randoms()``
shrinks its draws, which made a derandomized run fail on such a token)."""

from __future__ import annotations

import random
import re
import string
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from supermemory_local.store.privacy import REDACTED, is_placeholder, redact

SLOW = settings(max_examples=30, suppress_health_check=[HealthCheck.too_slow], deadline=None)

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
seeded = st.integers(0, 2**32 - 1).map(random.Random)


def _rule_words() -> frozenset[str]:
    """Every run of 3+ small letters in the filter's sources: the words its rules name
    (``jwt``, ``zip``, ``client``, ``secret`` …)."""
    from supermemory_local.store import privacy, secret_rules

    runs: set[str] = set()
    for module in (privacy, secret_rules):
        source = Path(module.__file__ or "").read_text(encoding="utf-8")
        runs.update(re.findall(r"[a-z]{3,}", source.lower()))
    return frozenset(runs)


_RULE_WORDS = _rule_words()
_LONG_RULE_WORDS = tuple(w for w in _RULE_WORDS if len(w) >= 5)


def _neutral(word: str) -> bool:
    return word not in _RULE_WORDS and not any(w in word for w in _LONG_RULE_WORDS)


# Neutral words: a name, a host or a value the test means as plain text. A word the
# filter's rules name (a credential's word, a command's name) says something to the filter
# by design; Hypothesis draws string constants from the code under test, so without this
# filter its random profile would hand a test ``jwt`` or ``zip`` as "any word".
words = st.text(alphabet=string.ascii_lowercase, min_size=3, max_size=10).filter(_neutral)


def password(r: random.Random, n: int = 14, *, each_case: int = 1) -> str:
    """A person's password: letters of both cases (``each_case`` of each at least), a
    digit and one symbol after the first character (a value that starts with ``-`` reads
    as a command's next option)."""
    while True:
        chars = [r.choice(ALNUM) for _ in range(n - 1)]
        chars.insert(r.randrange(1, n), r.choice("-_!#%"))
        value = "".join(chars)
        if (
            any(c.isdigit() for c in value)
            and sum(c.isupper() for c in value) >= each_case
            and sum(c.islower() for c in value) >= each_case
        ):
            return value


def drawn(r: random.Random, n: int, *, each_case: int = 1) -> str:
    """A token drawn as a vendor draws it: ``n`` letters and digits, two digits at least,
    ``each_case`` letters of each case at least, never a placeholder's shape (so ``n`` is
    at least 3 and leaves room for the digits and both cases)."""
    if n < max(3, 2 + 2 * each_case):
        raise ValueError(
            f"drawn(): {n} characters cannot hold 2 digits and {each_case} of each case"
        )
    while True:
        value = "".join(r.choice(ALNUM) for _ in range(n))
        if (
            sum(c.isdigit() for c in value) >= 2
            and sum(c.isupper() for c in value) >= each_case
            and sum(c.islower() for c in value) >= each_case
            and not is_placeholder(value)
        ):
            return value


def tokens(min_size: int = 22, max_size: int = 40) -> st.SearchStrategy[str]:
    """Mixed-case tokens with digits, as varied as a vendor's random ones."""
    return st.builds(
        lambda r, n: "".join(r.choice(ALNUM) for _ in range(n)),
        seeded,
        st.integers(min_size, max_size),
    ).filter(
        lambda t: (
            sum(c.isdigit() for c in t) >= 3
            and any(c.isupper() for c in t)
            and any(c.islower() for c in t)
            and len(set(t)) >= 14
        )
    )


def hex_digits(min_size: int, max_size: int | None = None) -> st.SearchStrategy[str]:
    """Lowercase hex digits, ``min_size`` to ``max_size`` of them (exactly ``min_size``
    when no maximum is given)."""
    return st.builds(
        lambda r, n: "".join(r.choice(HEX) for _ in range(n)),
        seeded,
        st.integers(min_size, max_size or min_size),
    )


uuids = st.builds(
    lambda r: "-".join("".join(r.choice(HEX) for _ in range(n)) for n in (8, 4, 4, 4, 12)),
    seeded,
)


def kept(text: str) -> None:
    out, _ = redact(text)
    assert out == text, out


def caught(text: str, value: str) -> None:
    out, _ = redact(text)
    assert value not in out, out
    assert REDACTED in out
