"""Gaps round 10: four principles found while reading what earlier rounds left, held over
generated values and texts of my own.

Leaks, each a kind: the password FreeRADIUS logs on a login line whose reason in
parentheses holds a colon of its own (``Login incorrect (mschap: …): [<user>/<password>]``);
a password under a name that says ``md5`` before its last word (``pgbouncer_md5_pass``,
``auth_md5_password``), where the value is shaped as no digest. Precision, each a kind: a
PAM stack's line (``auth include system-auth``) is no Redis ``AUTH``; a date and a time of
day at a line's start (``2024-05-01T12:30:45Z:INFO:app:…``) is no ``.pgpass`` host and
port; FreeRADIUS's marker in a password's place (``[<user>@<realm>/<via Auth-Type =
EAP>]``) is no password. Each has a counterpart that still goes (or stays)."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import SLOW, drawn, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_USERS = ["alice", "b.nguyen", "lab-printer", "eduroam-test", "kiosk07"]
_REALMS = ["campus.example", "uni.test", "research.example.org"]
_REASONS = [
    "(mschap: MS-CHAP2-Response is incorrect)",
    "(mschap: Program returned code (1) and output 'Logon failure')",
    '(rlm_pap: Cleartext password does not match "known good" password)',
    "(No Auth-Type found: rejecting the user via Post-Auth-Type = Reject)",
]


def _client(r: random.Random) -> str:
    return f"(from client ap-{r.randint(1, 99):02d} port {r.randint(0, 9)} cli 02-00-00-00-00-01)"


# -- 1. the password a RADIUS login line logs, after a reason with a colon ----------------


@SLOW
@given(seeded)
def test_a_logged_password_after_a_reason_with_a_colon_goes(r: random.Random) -> None:
    value, user = _password(r), r.choice(_USERS)
    reason = r.choice(_REASONS)
    stamp = f"Mon Dec  7 10:{r.randint(10, 59)}:{r.randint(10, 59)} 2026 : Auth:"
    _caught(f"{stamp} (1) Login incorrect {reason}: [{user}/{value}] {_client(r)}", value)
    realm = r.choice(_REALMS)
    _caught(f"{stamp} (2) Login OK: [{user}@{realm}/{value}] {_client(r)}", value)
    # (the user and realm alone, and the marker logged in a password's place: kept)
    _kept(f"{stamp} (3) Login OK: [{user}@{realm}] {_client(r)}")
    marker = r.choice(
        ["<via Auth-Type = eap>", "<via Auth-Type = EAP>", "<no User-Password attribute>"]
    )
    _kept(f"{stamp} (4) Login OK: [{user}@{realm}/{marker}] {_client(r)}")
    _kept(f"{stamp} (5) Login incorrect {reason}: [{user}/{marker}] {_client(r)}")


# -- 2. a password under a name that says md5 before its last word ------------------------


@SLOW
@given(seeded)
def test_a_password_under_an_md5_name_goes(r: random.Random) -> None:
    value = drawn(r, r.randint(12, 20))
    name = r.choice(["pgbouncer_md5_pass", "md5_pass", "auth_md5_password", "radius_md5_pwd"])
    _caught(f"[auth]\n{name} = {value}\nauth_type = md5\n", value)
    # (a digest under such a name, and any value under a digest's own name: kept)
    digest = "".join(r.choice("0123456789abcdef") for _ in range(32))
    _kept(f"[auth]\n{name} = md5{digest}\nauth_type = md5\n")
    _kept(f"[auth]\n{name} = {digest}\n")
    _kept(f"[auth]\npassword_md5 = {digest}\n")


# -- 3. a PAM stack's line is no Redis AUTH -------------------------------------------------


@SLOW
@given(seeded)
def test_a_pam_stack_line_stays_and_a_redis_auth_goes(r: random.Random) -> None:
    control = r.choice(["include", "substack", "required", "requisite", "sufficient", "optional"])
    module = r.choice(["system-auth", "password-auth", "common-auth", "postlogin", "pam_sss.so"])
    file = r.choice(["sshd", "passwd", "login"])
    _kept(
        f"$ cat /etc/pam.d/{file}\n#%PAM-1.0\n"
        f"auth       {control}      {module}\naccount    include      {module}\n"
    )
    value = _password(r)
    user = r.choice(["default", "cache-ro", "worker"])
    _caught(f"$ nc redis.internal 6379\nAUTH {user} {value}\n+OK\n", value)


# -- 4. a date and time at a line's start is no .pgpass host and port ----------------------


@SLOW
@given(seeded)
def test_a_timestamped_log_line_stays_and_a_pgpass_line_goes(r: random.Random) -> None:
    day = f"2026-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"
    stamp = f"{day}T{r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}Z"
    level = r.choice(["INFO", "WARN", "DEBUG"])
    _kept(f"{stamp}:{level}:app:started_worker_{r.randint(1, 9)}")
    _kept(f"{stamp}|urn:oasis:names:tc:SAML:2.0:status:Success|{r.choice(_USERS)}")
    value = _password(r)
    _caught(f"[{stamp}] db.internal.example:5432:app:app_rw:{value}", value)
    _caught(f"db{r.randint(1, 9)}.example.org:5432:*:postgres:{value}", value)
