"""Gaps round 11: three principles found where older generated tests failed on draws
outside the fixed profile, held over generated values and texts of my own.

Leaks, each a kind: a secret in a printed table whose first row holds values, not names
(a drawn key whose last letters spell ``id`` named no ID column); a push token in a URL's
path of fewer than four pieces, one of which no word makes (``/push/068RktzbinNJ``); a
passphrase of plain words with a policy's symbol and digits that holds a word a mask uses
(``Sail hidden pull action#56``). Each has a counterpart that still stays: a digest under
a real ID or digest column, a path of words, a marker that says a value was hidden."""

from __future__ import annotations

import random
import string

from hypothesis import given

from tests.memory_store.generated import ALNUM, HEX, SLOW, drawn, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept

_WORDS = [
    "sail", "pull", "action", "river", "stone", "quiet", "garden", "lamp", "orange",
    "window", "paper", "silver", "forest", "cloud", "bread", "tiger",
]  # fmt: skip
_MASK_WORDS = ["hidden", "masked", "redacted", "omitted"]


def _drawn_ending(r: random.Random, n: int, end: str) -> str:
    """A drawn value of ``n`` characters whose last letters are ``end``, with both cases
    and a digit before them."""
    while True:
        head = drawn(r, n - len(end))
        if any(c.isupper() for c in head) and any(c.isdigit() for c in head):
            return head + end


# -- 1. a table whose first row holds values ------------------------------------------


@SLOW
@given(seeded)
def test_a_secret_under_a_first_row_of_values_goes(r: random.Random) -> None:
    key = _drawn_ending(r, 16, r.choice(["id", "Id", "sha", "hash"]))
    secret = "".join(r.choice(ALNUM + "+/") for _ in range(40))
    border = "+------------+" + "-" * 40
    _caught(f"{border}\n| Key        | {key}\n| Secret     | {secret}\n{border}", secret)
    # (a digest under a column named for it: kept)
    digest = "".join(r.choice(HEX) for _ in range(40))
    _kept(f"| name | commit sha |\n|---|---|\n| {r.choice(_WORDS)} | {digest} |")
    _kept(f"| service | image id |\n| {r.choice(_WORDS)} | {digest[:12]} |")


# -- 2. a push token of few pieces ------------------------------------------------------


def _few_pieces(r: random.Random) -> str:
    """Twelve characters: digits, a run of letters no word makes, two capitals."""
    consonants = "bcdfghjklmnpqrstvwxz"
    while True:
        run = r.choice(string.ascii_uppercase) + "".join(r.choice(consonants) for _ in range(6))
        token = f"{r.randint(100, 999)}{run}{r.choice(string.ascii_uppercase)}{r.choice('XYZ')}"
        if len(token) == 12:
            return token


@SLOW
@given(seeded)
def test_a_push_token_of_few_pieces_goes(r: random.Random) -> None:
    token = _few_pieces(r)
    host = f"10.0.{r.randint(0, 9)}.{r.randint(2, 250)}"
    _caught(f'curl -fsS "http://{host}:3001/api/push/{token}?status=up"\n', token)
    # (a path of words and a number: kept)
    _kept(f"curl -fsS http://{host}:3001/api/push/{r.choice(_WORDS)}-{r.randint(1, 9)}/status\n")


# -- 3. a passphrase that holds a mask's word -------------------------------------------


@SLOW
@given(seeded)
def test_a_passphrase_holding_a_masks_word_goes(r: random.Random) -> None:
    words = r.sample(_WORDS, 3)
    words.insert(r.randint(1, 3), r.choice(_MASK_WORDS))
    phrase = " ".join(words).capitalize() + r.choice("#!") + str(r.randint(10, 99))
    _caught(f"url,username,password\nhttps://vault.example,ops,{phrase}\n", phrase)
    # (a marker that says the value was hidden: kept)
    _kept(f"url,username,password\nhttps://vault.example,ops,<{r.choice(_MASK_WORDS)}>\n")
    _kept(f"password: (value {r.choice(_MASK_WORDS)} by policy)")
