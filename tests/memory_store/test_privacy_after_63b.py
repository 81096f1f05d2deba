"""The principles of the second round after held-out batch 63 (universities and research
IT), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: a JWK that holds a private member (``d``, ``p``, ``q``; an octet key's
``k``) is a private key, so its ``n`` or ``x``/``y`` go with it (a published key set's
public members stay where no private member is); a setting whose name's last word names a
credential (``<app>.digest.pass``, ``hash_password``) holds a credential even when an
earlier word of its name names a digest (the digest's name is the one whose last word is
``digest``, ``hash``, ``checksum`` …: ``password_hash`` stays). Each has a counterpart that
stays."""

from __future__ import annotations

import base64
import random

from hypothesis import given

from supermemory_local.store import privacy
from supermemory_local.store.privacy import is_placeholder
from tests.memory_store.generated import HEX, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_APPS = ["org.example.media", "edu.campus.lecture", "net.tool.capture", "app", "service.auth"]
_DIGEST_WORDS = ["digest", "hash", "checksum", "fingerprint", "thumbprint"]
_CRED_WORDS = ["pass", "password", "passwd", "pwd"]
_KIDS = ["signing-2024-01", "tool-key-7", "rotation-b", "main", "k3"]


def _b64url(r: random.Random, n: int) -> str:
    """base64url without ``-`` or ``_``: a piece after one can read as a token of its own."""
    value = base64.urlsafe_b64encode(r.randbytes(n)).rstrip(b"=").decode()
    return value.replace("-", "A").replace("_", "B")


def _pw(r: random.Random) -> str:
    while True:
        value = _password(r, r.randrange(16, 32))
        if not is_placeholder(value):
            return value


def _hex(r: random.Random, n: int) -> str:
    return "".join(r.choice(HEX) for _ in range(n))


def _rsa_members(r: random.Random, private: bool) -> tuple[str, str]:
    n = _b64url(r, 256)
    members = f'"kty": "RSA", "kid": "{r.choice(_KIDS)}", "use": "sig", "n": "{n}", "e": "AQAB"'
    if private:
        members += "".join(
            f', "{name}": "{_b64url(r, size)}"'
            for name, size in (("d", 256), ("p", 128), ("q", 128), ("dp", 128))
        )
    return members, n


def _ec_members(r: random.Random, private: bool) -> tuple[str, str]:
    x, y = _b64url(r, 32), _b64url(r, 32)
    members = f'"kty": "EC", "crv": "P-256", "kid": "{r.choice(_KIDS)}", "x": "{x}", "y": "{y}"'
    if private:
        members += f', "d": "{_b64url(r, 32)}"'
    return members, x


# -- 1. a private JWK's public-looking members ------------------------------------------------


@SLOW
@given(seeded)
def test_a_private_jwks_modulus_goes(r: random.Random) -> None:
    members, value = r.choice([_rsa_members, _ec_members])(r, True)
    text = r.choice(['{"keys": [{@}]}', "{@}", "jwk = {@}\nsign(payload, jwk)"])
    _caught(text.replace("@", members), value)


@SLOW
@given(seeded)
def test_a_public_jwks_members_stay(r: random.Random) -> None:
    first, _ = _rsa_members(r, False)
    second, _ = _ec_members(r, False)
    _kept('{"keys": [{' + first + "}, {" + second + "}]}")


# -- 2. a credential's name with a digest's word before its last ------------------------------


@SLOW
@given(seeded)
def test_a_credential_named_after_a_digest_word_goes(r: random.Random) -> None:
    pw, digest, cred = _pw(r), r.choice(_DIGEST_WORDS), r.choice(_CRED_WORDS)
    name = r.choice([f"{r.choice(_APPS)}.{digest}.{cred}", f"{digest}_{cred}"])
    user = f"{r.choice(_APPS)}.{digest}.user=svc_{r.choice(['capture', 'sync', 'ingest'])}\n"
    _caught(f"{user}{name}={pw}\n", pw)


@SLOW
@given(seeded)
def test_a_digest_named_after_a_credential_word_stays(r: random.Random) -> None:
    digest, cred = r.choice(_DIGEST_WORDS), r.choice(_CRED_WORDS)
    name = r.choice([f"{r.choice(_APPS)}.{cred}.{digest}", f"{cred}_{digest}"])
    _kept(f"{name}={_hex(r, r.choice([40, 64]))}\n")


def test_a_name_of_no_words_before_a_value_is_read_without_error() -> None:
    # (a name the digest check splits into no words: the check must not read its last one)
    text = "keyboolpwd.-_1b.aAGE-SECRET-KEY-folded11!_-.!_=baCb!!ab-bCa!C..11a!!_-1"
    redacted, _ = privacy.redact(text)
    assert "baCb!!ab-bCa!C..11a!!_-1" not in redacted
