"""The principles written after held-out batch 70 (real estate, property management and
smart buildings), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: a password a sentence names and then gives in parentheses, other
words between (``the password from the binder (<value>)``); the rest of a password told
in two parts (``starts with <piece>`` … ``ends with <piece>``), judged as a piece, which
is short by nature; the parts of a password a Thai message gives one by one (``ส่วนแรกคือ``,
``ส่วนที่สองคือ``: "the first part is", "the second part is"). Precision, each a kind: a
parameter's name and its ``=`` before a reference (``authToken=${TOKEN}``); the server's
public key a CurveZMQ tool prints (``… serverkey``) or a ``curve_serverkey`` setting holds;
a hex digest a comment calls a signature or a digest. Each has a counterpart that still
goes (or stays)."""

from __future__ import annotations

import random

from hypothesis import given

from supermemory_local.store.privacy import is_placeholder
from tests.memory_store.generated import SLOW, drawn, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_PLACES = ["the install binder", "the handover sheet", "the vendor's label", "the old runbook"]
_USERS = ["admin", "installer", "facility", "ops"]
_TH_NOUNS = ["รหัสผ่าน", "รหัส DVR", "รหัสแอดมิน", "พาสเวิร์ด"]


def _piece(r: random.Random, n: int) -> str:
    """A piece of a drawn password: letters of both cases, a digit or a symbol."""
    while True:
        value = "".join(
            r.choice("abcdefghkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n)
        )
        value = value[:-1] + r.choice("#%+2")
        if (
            any(c.isupper() for c in value)
            and any(c.islower() for c in value)
            and any(c.isdigit() for c in value)
            and not is_placeholder(value)
        ):
            return value


def _hex(r: random.Random, n: int) -> str:
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


# -- 1. a password given in parentheses after the words that name it -----------------------


@SLOW
@given(seeded)
def test_a_password_in_parentheses_after_its_name_goes(r: random.Random) -> None:
    value = _password(r, r.randint(10, 16))
    user, place = r.choice(_USERS), r.choice(_PLACES)
    _caught(
        f"Panel back online. Logged in as {user} with the password from {place} ({value})"
        " and reset the host address.",
        value,
    )
    # (a ticket's id, a note, a file's path in the same place: kept)
    _kept(f"Logged in as {user} with the password from {place} (INC{r.randint(1000000, 9999999)}).")
    _kept(f"Logged in as {user} with the password from {place} (see the vault entry).")
    _kept(f"The password is kept in {place} (docs/panels/{user}.md) for now.")
    _kept(f"# password comes from the option file (login-path={user})\n")


# -- 2. the rest of a password told in two parts ------------------------------------------


@SLOW
@given(seeded)
def test_the_end_of_a_password_told_in_two_parts_goes(r: random.Random) -> None:
    first, rest = _piece(r, 6), _piece(r, r.randint(5, 7))
    _caught(
        f"Ana: the feed user is ils_{r.randint(100, 999)} and the password starts with {first}\n"
        f"Ana: ...and ends with {rest}\nBo: thanks, cron updated",
        rest,
    )
    # (a word, a day after "ends with": kept)
    _kept(
        "Ana: the password policy starts with a review of the old accounts\n"
        "Ana: and ends with Thursday's audit\nBo: thanks"
    )


# -- 3. the parts of a password a Thai message gives ---------------------------------------


@SLOW
@given(seeded)
def test_the_parts_of_a_password_in_thai_go(r: random.Random) -> None:
    first, second = _piece(r, r.randint(6, 9)), _piece(r, r.randint(4, 6))
    noun = r.choice(_TH_NOUNS)
    _caught(
        f"ช่าง: {noun} ห้องควบคุม ส่วนแรกคือ {first}\nช่าง: ส่วนที่สองคือ {second} ต่อกันเลย\n",
        second,
    )
    # (parts of a schedule, with no password named: kept)
    _kept(f"ประชุม ส่วนแรกคือ Budget{r.randint(10, 99)} และ ส่วนที่สองคือ Q{r.randint(1, 4)}-plan\n")


# -- 4. a parameter's name before a reference ----------------------------------------------


@SLOW
@given(seeded)
def test_a_parameter_name_before_a_reference_stays(r: random.Random) -> None:
    name = r.choice(["authToken", "access_token", "apiKey", "token"])
    var = r.choice(["SITE_TOKEN", "BMS_API_TOKEN", "READ_TOKEN"])
    _kept(f'$ http GET https://bms.example/api/read "Authorization:BEARER {name}=${{{var}}}"\n')
    token = drawn(r, 40)
    _caught(
        f'$ http GET https://bms.example/api/read "Authorization:BEARER {name}={token}"\n', token
    )


# -- 5. a CurveZMQ server's public key -------------------------------------------------------


@SLOW
@given(seeded)
def test_a_curve_server_key_stays(r: random.Random) -> None:
    key = drawn(r, 43)
    tool = r.choice(["vctl auth", "edgectl", "curvectl keys"])
    _kept(f"$ {tool} serverkey\n{key}\n$ {tool} status\nrunning\n")
    _kept(f'socket.curve_serverkey = b"{key}"\n')
    secret = drawn(r, 43)
    _caught(f'$ {tool} keypair\n{{\n    "public": "{key}",\n    "secret": "{secret}"\n}}\n', secret)


# -- 6. a digest a comment calls a signature ------------------------------------------------


@SLOW
@given(seeded)
def test_a_digest_a_comment_calls_a_signature_stays(r: random.Random) -> None:
    digest = _hex(r, r.choice([40, 64]))
    label = r.choice(["example signature from docs", "expected digest", "signature of the sample"])
    head = "const SECRET = process.env.HOOK_SECRET;\nconst sig = hmac(SECRET, body);\n"
    _kept(f"{head}// {label}: {digest}\n")
    # (a comment that names the signing secret: its value goes)
    _caught(f"{head}// signature secret from docs: {digest}\n", digest)
    # (a received webhook's signature header quoted in a comment: hidden, as before)
    header_value = _hex(r, 64)
    _caught(f"{head}// e.g. X-Hook-Signature: {header_value}\n", header_value)
