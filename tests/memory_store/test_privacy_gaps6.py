"""Gaps of the privacy filter's shared readers (round 6), held over generated values.

A value is percent-encoded only where every ``%`` in it starts an escape and each escape
decodes to a character text is written in: a ``%`` with no escape after it, or one whose
escape decodes to a control character, is a character of the value's own (a key drawn from
an alphabet that holds ``%``), so the value is judged as written, not as its "decoding". A
name that says its value's format (``jwt``) over a plain word is a word: a JWT is never
one. A key's prefix read inside 40 upper-case hex digits is a piece of a fingerprint
(``ACCA``, an AWS key id's, is hex), judged as the whole; an encoded value is whole, so a
bracket its decoding shows is a placeholder's only with its partner (``LM%5d`` is no
``[KEY]``); a one-time link's token is a token by its hex part (Django's ``<time>-<hex>``,
whatever runs of digits the hex has). Each principle has a counterpart: an encoded mask or
placeholder, a value in the named format or a random run under the same name, a key id or
40 hex digits named a token, a link's words or UUID are judged as before."""

from __future__ import annotations

import base64
import json
import random
import string

from hypothesis import given
from hypothesis import strategies as st

from tests.memory_store.generated import SLOW, seeded, words
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept

_DJANGO = "abcdefghijklmnopqrstuvwxyz0123456789!@#$(-_=+)"  # (without '%', '^', '&', '*')
# escapes that decode to a control character Python counts as a blank (\v \f and the
# file, group, record and unit separators): a "decoding" that cuts a random run in two
_CONTROL_ESCAPES = ("%0b", "%0c", "%1c", "%1d", "%1e", "%1f")


def _random_run(r: random.Random, n: int) -> str:
    """``n`` characters of Django's alphabet with a digit after every third letter."""
    return "".join(
        r.choice(string.digits) if i % 3 == 2 else r.choice(_DJANGO) for i in range(n)
    ).replace("'", "")


# -- 1. a '%' that starts no escape a text is written in ---------------------------------------


@SLOW
@given(seeded)
def test_a_key_whose_percent_decodes_to_a_control_character_goes(r: random.Random) -> None:
    # '%1c' in a random run is the run's own '%', '1', 'c': no file separator was encoded
    head = _random_run(r, 10) + r.choice(_CONTROL_ESCAPES) + _random_run(r, 10)
    secret = f"{r.choice(string.ascii_lowercase)}{head}***{_random_run(r, 20)}"
    _caught(f"SECRET_KEY = '{secret}'\n", secret)


@SLOW
@given(seeded)
def test_a_key_with_a_percent_that_starts_no_escape_goes(r: random.Random) -> None:
    # one '%' of the value escapes nothing ('%zq'): its '%20' is no encoded blank either
    bare = "%" + r.choice("ghjkmnpqrstvwxyz") + r.choice(string.ascii_lowercase)
    head = _random_run(r, 8) + "%20" + _random_run(r, 8) + bare + _random_run(r, 6)
    secret = f"{r.choice(string.ascii_lowercase)}{head}***{_random_run(r, 20)}"
    _caught(f"SECRET_KEY = '{secret}'\n", secret)


@given(words, st.integers(2, 9))
def test_an_encoded_mask_or_placeholder_is_kept(user: str, n: int) -> None:
    # every '%' an escape of a printable character: the value is encoded, judged decoded
    _kept(f"login?user={user[0]}%2A%2A%2A%40corp.io&step={n}\n")
    _kept(f"PASSWORD=%7B%7B%20{user}_password%20%7D%7D\n")


# -- 2. a name that says its value's format ----------------------------------------------------


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


@given(words, words)
def test_a_word_under_a_jwt_name_is_kept(word: str, other: str) -> None:
    # a JWT is eyJ….….…: a plain word under the name cannot be one
    _kept(f"Cookie: jwt={word}; {other}=dark\n")
    _kept(f"Set-Cookie: jwt={word}; Path=/; HttpOnly\n")
    _kept(f"JWT={word}\n")


@SLOW
@given(seeded, words)
def test_a_jwt_or_a_random_run_under_a_jwt_name_goes(r: random.Random, word: str) -> None:
    header = _b64url(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    body = _b64url(json.dumps({"sub": word, "iat": r.randint(10**9, 2 * 10**9)}).encode())
    signature = _b64url(r.randbytes(32))
    token = f"{header}.{body}.{signature}"
    _caught(f"Cookie: jwt={token}; theme=dark\n", signature)
    run = "".join(r.choice(string.ascii_letters + string.digits) for _ in range(32))
    if sum(c.isdigit() for c in run) >= 3:
        _caught(f"Cookie: jwt={run}; theme=dark\n", run)


# -- 3. what the seeds found: a fingerprint's piece, a decoded bracket, a token's hex part ------

_UPPER_HEX = "0123456789ABCDEF"


@SLOW
@given(seeded, st.integers(1, 20))
def test_a_fingerprint_holding_a_key_ids_prefix_is_kept(r: random.Random, at: int) -> None:
    # ACCA (an AWS key id's prefix) is hex: inside 40 hex digits it is the fingerprint's
    fpr = "".join(r.choice(_UPPER_HEX) for _ in range(40))
    fpr = fpr[:at] + "ACCA" + fpr[at + 4 :]
    _kept(f"the release signing key is {fpr} (ed25519, expires 2031-01-01). ask before use")
    _kept(f"gpg --recv-keys first, then check the key is {fpr}\n")


@SLOW
@given(seeded)
def test_a_key_id_or_forty_hex_named_a_token_still_goes(r: random.Random) -> None:
    key_id = "ACCA" + "".join(r.choice(string.ascii_uppercase + string.digits) for _ in range(16))
    _caught(f"aws_access_key_id = {key_id}\n", key_id)
    fpr = "".join(r.choice(_UPPER_HEX) for _ in range(16)) + key_id[:4]
    fpr += "".join(r.choice(_UPPER_HEX) for _ in range(20))
    _caught(f"gpg signs the tag; the deploy api token is {fpr} (rsa4096 runner)", fpr)


@SLOW
@given(seeded, st.sampled_from("]>}"))
def test_a_piece_that_decodes_to_a_lone_bracket_goes(r: random.Random, bracket: str) -> None:
    # 'XY%5d' is 'XY]' decoded: a bracket with no partner shows no placeholder ('[KEY]')
    escape = {"]": "%5d", ">": "%3e", "}": "%7d"}[bracket]
    pieces = [
        "".join(r.choice(string.ascii_uppercase) for _ in range(2)) + escape,
        "".join(r.choice(string.ascii_letters) for _ in range(3)) + str(r.randint(10, 99)),
        str(r.randint(1, 9)) + "".join(r.choice(string.ascii_letters) for _ in range(4)),
    ]
    text = (
        "[09:14] kim: ok sending the router admin pw in pieces\n"
        + "".join(f"[09:15] kim: {p}\n" for p in pieces)
        + "[09:15] kim: just join them"
    )
    _caught(text, pieces[0])


def _digit_heavy_hex(r: random.Random) -> str:
    """32 hex digits in long runs of digits (a random draw has them too): such a run reads
    as pieces of four or more characters, as words do."""
    out = ""
    while len(out) < 32:
        out += "".join(r.choice(string.digits) for _ in range(r.randint(6, 12)))
        out += r.choice("abcdef")
    return out[:32]


@SLOW
@given(seeded, words)
def test_a_reset_links_django_token_goes(r: random.Random, host: str) -> None:
    # <base36 time>-<32 hex digits>: a token by its hex part, whatever runs the hex has
    token = "".join(r.choice(string.ascii_lowercase + string.digits) for _ in range(6))
    token += "-" + _digit_heavy_hex(r)
    _caught(f"Bitte folgen Sie diesem Link:\n  https://{host}.io/password/reset/{token}\n", token)


@given(words, st.uuids())
def test_a_reset_links_words_or_uuid_are_kept(word: str, uuid: object) -> None:
    _kept(f"see https://docs.{word}.com/guides/reset/how-to-reset-a-{word}-password for details")
    _kept(f"https://app.{word}.com/invitations/accept/{uuid}\n")
