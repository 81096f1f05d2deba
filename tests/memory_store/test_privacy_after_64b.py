"""The principle of batch 64's second round (streaming and game servers), held over
generated values and texts of my own (never the batch's).

Look-alike, a kind that stays: an Ed25519 signature under a header or key that names one
(``X-Signature-Ed25519:``, ``"ed25519_signature":``), the whole run of 128 hex digits (64
bytes): it signs one request and anyone with the sender's public key checks it; it signs
nothing else. Its counterpart goes: 64 hex digits under such a name (a private seed's
length), and 128 hex digits under a name that is not a signature's."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept

_HEX = "0123456789abcdef"
_SIGNATURE_KEYS = [
    "X-Signature-Ed25519: ",
    "X-Hookly-Signature-Ed25519: ",
    "Relay-Ed25519-Signature: ",
    '"signature_ed25519": "',
    "ed25519_signature=",
]


def _hex(r: random.Random, n: int) -> str:
    while True:
        value = "".join(r.choice(_HEX) for _ in range(n))
        if sum(c.isdigit() for c in value) >= 8 and sum(c.isalpha() for c in value) >= 8:
            return value


def _request(key: str, value: str, r: random.Random) -> str:
    close = '"' if key.endswith('"') else ""
    return (
        f"{key}{value}{close}\n"
        f"X-Signature-Timestamp: {r.randrange(1_600_000_000, 1_900_000_000)}\n"
        f'{{"type": {r.randrange(1, 5)}, "data": {{"name": "ping"}}}}'
    )


@SLOW
@given(seeded)
def test_an_ed25519_request_signature_stays(r: random.Random) -> None:
    _kept(_request(r.choice(_SIGNATURE_KEYS), _hex(r, 128), r))


@SLOW
@given(seeded)
def test_an_ed25519_seed_or_an_unnamed_hex_key_goes(r: random.Random) -> None:
    value = _hex(r, 64)
    _caught(_request(r.choice(_SIGNATURE_KEYS[:2]), value, r), value)
    value = _hex(r, 128)
    key = r.choice(["X-Private-Ed25519: ", "X-Signing-Key: ", '"ed25519_private": "'])
    _caught(_request(key, value, r), value)
