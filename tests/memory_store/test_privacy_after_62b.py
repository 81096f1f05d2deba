"""The principles of batch 62's second round (trading and banking integrations), held over
generated values and texts of my own (never the batch's).

Look-alikes, each a kind that stays: labelled values (``<Name>Key: <v>`` lines, one after
another) that the sentence right after them calls identifiers or not credentials
(``These keys are identifiers …``), by a noun that the value's label holds; an encrypted
keystore's JSON given as a key's value (every field one of a keystore's: the cipher, its
parameters, a ciphertext, the key derivation's parameters, a MAC). Each has a counterpart
that goes: a sentence that calls the values anything else (or names a secret first), and
a keystore's JSON that holds a field of another kind (a plain private key)."""

from __future__ import annotations

import random
import string

from hypothesis import given

from tests.memory_store.generated import SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import drawn as _drawn
from tests.memory_store.generated import kept as _kept

_ENDPOINTS = ["/api/v2/profile", "/trade/v1/session/me", "/ledger/accounts/self", "/v3/me"]
_OWNERS = ["Account", "Portfolio", "Ledger", "Member", "Wallet"]
_HEX = "0123456789abcdef"
_VENDORS = ["quillex", "orbitfx", "tallowmkt", "bramblex", "kestrel"]


def _key_value(r: random.Random) -> str:
    alphabet = string.ascii_letters + string.digits
    while True:
        value = "".join(r.choice(alphabet) for _ in range(22))
        if (
            sum(c.isdigit() for c in value) >= 3
            and sum(c.isupper() for c in value) >= 3
            and sum(c.islower() for c in value) >= 3
        ):
            return value


def _block(r: random.Random, value: str) -> str:
    owner = r.choice(_OWNERS)
    return (
        f"GET {r.choice(_ENDPOINTS)} returned:\n"
        f"  {owner}Id:  {r.randrange(1000000, 9999999)}\n"
        f"  {owner}Key: {value}\n"
    )


@SLOW
@given(seeded)
def test_keys_the_next_sentence_calls_identifiers_stay(r: random.Random) -> None:
    sentence = r.choice(
        [
            "These keys are identifiers that every response carries; they are not credentials.",
            "These keys are not credentials.",
            "These keys are opaque identifiers of the records.",
            "# these keys are ids, they are not secrets.",
        ]
    )
    _kept(_block(r, _key_value(r)) + sentence)


@SLOW
@given(seeded)
def test_keys_the_next_sentence_does_not_call_identifiers_go(r: random.Random) -> None:
    value = _key_value(r)
    sentence = r.choice(
        [
            "These keys are secret; keep them out of the logs.",
            "These keys are not identifiers; they are the credentials.",
            "These keys are identifiers, but the secret comes with them.",
            "These passwords are identifiers.",
            "Rotate these keys every month.",
        ]
    )
    _caught(_block(r, value) + sentence, value)


def _hex(r: random.Random, n: int) -> str:
    return "".join(r.choice(_HEX) for _ in range(n))


def _keystore(r: random.Random, extra: str = "") -> str:
    return (
        f'{{"crypto": {{"cipher": "aes-128-ctr", "cipherparams": {{"iv": "{_hex(r, 32)}"}}'
        f', "ciphertext": "{_hex(r, 64)}"}}{extra}, "version": 3}}'
    )


@SLOW
@given(seeded)
def test_an_encrypted_keystore_json_as_a_keys_value_stays(r: random.Random) -> None:
    vendor = r.choice(_VENDORS)
    _kept(f"connector: {vendor}\n{vendor}_api_key: '{_keystore(r)}'")


@SLOW
@given(seeded)
def test_a_keystore_json_holding_a_plain_key_goes(r: random.Random) -> None:
    vendor = r.choice(_VENDORS)
    secret = _drawn(r, 24)
    extra = f', "{r.choice(["private_key", "secret", "apiSecret"])}": "{secret}"'
    _caught(f"connector: {vendor}\n{vendor}_api_key: '{_keystore(r, extra)}'", secret)
