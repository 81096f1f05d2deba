"""Gaps of the privacy filter (round 8), held over generated values and texts.

An AWS access key id is a token of its own: twenty characters glued to no letter or digit
on either side (the library's rule has no bounds and found one inside any longer run of
capitals and digits). A line that assigns several names gives each its own value (the
first value no longer runs over ``ORG=…`` to the end of the line), and an organisation's
id (``org-…``) that the words before it call an organisation's is an identifier in prose
too. A shell prompt is a prompt in any of its forms (``$``, ``user@host:~#``,
``[root@host ~]#``): the command after it is judged the same. A URL-encoded blank
(``%20``) is a blank: a random run beside one stands alone, whatever mask is on its other
side. A token ending in a file's extension names a file (``AuthKey_<key id>.p8`` above the
key it holds). Under a name that says DSN, a connection string's password goes alone: the
scheme, user, host and database stay, as every URL rule keeps them. Each principle has a
counterpart that still goes (or stays)."""

from __future__ import annotations

import base64
import random
import string
from itertools import pairwise

from hypothesis import given
from hypothesis import strategies as st

from tests.memory_store.generated import ALNUM, HEX, SLOW, seeded, words
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_UPPER_DIGITS = string.ascii_uppercase + string.digits
_AWS_PREFIXES = ("AKIA", "ASIA", "ABIA", "ACCA")


def _run(r: random.Random, n: int, alphabet: str = ALNUM) -> str:
    while True:
        value = "".join(r.choice(alphabet) for _ in range(n))
        if sum(c.isdigit() for c in value) >= 3 and sum(c.isalpha() for c in value) >= 6:
            return value


def _mixed(r: random.Random, n: int) -> str:
    """A random run whose letters and digits switch often (a random value's own)."""
    while True:
        value = "".join(r.choice(ALNUM) for _ in range(n))
        digits = [c.isdigit() for c in value]
        switches = sum(a != b for a, b in pairwise(digits))
        if (
            switches * 4 >= n
            and any(c.isupper() for c in value)
            and any(c.islower() for c in value)
        ):
            return value


def _key_id(r: random.Random) -> str:
    return r.choice(_AWS_PREFIXES) + "".join(
        r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(16)
    )


# -- 1. an AWS access key id is a token of its own ---------------------------------------------


@SLOW
@given(seeded)
def test_a_key_id_glued_inside_a_longer_token_stays(r: random.Random) -> None:
    # a client key of 32 capitals and digits, an AWS prefix and 16 more somewhere inside it
    prefix = r.choice(("A3T" + r.choice(_UPPER_DIGITS), *_AWS_PREFIXES))
    head = "".join(r.choice(_UPPER_DIGITS) for _ in range(r.randrange(1, 9)))
    body = head + prefix + "".join(r.choice(_UPPER_DIGITS) for _ in range(16))
    value = "live_" + body + "".join(r.choice(_UPPER_DIGITS) for _ in range(32 - len(body)))
    _kept(f"payment/{r.choice(['orchard', 'lantern', 'pebble'])}/client_key_live - {value}\n")
    _kept(f"  clientKey: '{value}',\n")


@SLOW
@given(seeded)
def test_a_key_id_standing_alone_goes(r: random.Random) -> None:
    key_id = _key_id(r)
    _caught(f"aws_access_key_id = {key_id}\n", key_id)
    _caught(f'{{"AccessKeyId": "{key_id}", "Expiration": "2031-01-01T00:00:00Z"}}', key_id)
    _caught(f"      access_key     {key_id}      shared-credentials-file\n", key_id)
    _caught(f"https://b.s3.amazonaws.com/o?AWSAccessKeyId={key_id}&Expires=1900000000", key_id)
    _caught(f'"env": "HOME=/root\\nAWS_ACCESS_KEY_ID={key_id}\\n"', key_id)
    _caught(f'"lines": "first line\\n{key_id}\\nsecond line"', key_id)


# -- 2. each name of a line its own value; an organisation's id --------------------------------


@SLOW
@given(seeded, st.sampled_from([" ", "; ", ",", "&"]))
def test_a_name_after_a_lines_first_value_stays(r: random.Random, sep: str) -> None:
    key, org = "sk-proj-" + _mixed(r, 40), "org-" + _mixed(r, 24)
    name = r.choice(["OPENAI_ORGANIZATION", "openai_organization", "OPENAI_ORG_ID"])
    text = f"OPENAI_API_KEY={key}{sep}{name}={org}" + (" python app.py" if sep == " " else "")
    out = _caught_out(text, key)
    assert f"{name}={org}" in out, out


@SLOW
@given(seeded)
def test_an_organisations_id_told_in_prose_stays(r: random.Random) -> None:
    key, org = _mixed(r, 32), "org-" + _mixed(r, 24)
    out = _caught_out(f"the key is {key} and the org is {org}\n", key)
    assert org in out, out
    api_key = "sk-" + _mixed(r, 40)
    out = _caught_out(f"API key {api_key} org {org}\n", api_key)
    assert org in out, out


@SLOW
@given(seeded)
def test_an_org_shaped_value_under_a_credentials_name_goes(r: random.Random) -> None:
    org = "org-" + _mixed(r, 24)
    _caught(f"openai_org_key={org}\n", org)
    _caught(f"password={org}\n", org)
    _caught(f"the org key is {org}\n", org)


# -- 3. a shell prompt in any of its forms -----------------------------------------------------


_PROMPTS = ["$ ", "# ", "[root@{h} ~]# ", "root@{h}:~# ", "[{u}@{h} {d}]$ ", "{u}@{h}:/srv/{d}$ "]


@SLOW
@given(seeded, st.sampled_from(_PROMPTS), words, words)
def test_a_command_after_any_prompt_is_judged_the_same(
    r: random.Random, prompt: str, host: str, user: str
) -> None:
    shown = prompt.format(h=host, u=user, d=r.choice(["app", "www", "data"]))
    secret = _password(r, 16)
    _caught(f"{shown}pass show db/{user}\n{secret}\n", secret)
    _caught(f"{shown}vault kv get -field=password secret/{user}\n{secret}\n", secret)
    _caught(f"{shown}smbpasswd -a {user} {secret}\n", secret)
    _caught(f"{shown}mysql -u{user} -p{secret} {host}\n", secret)


@SLOW
@given(seeded, st.sampled_from(_PROMPTS), words, words)
def test_a_command_that_prints_no_secret_stays_after_any_prompt(
    r: random.Random, prompt: str, host: str, user: str
) -> None:
    shown = prompt.format(h=host, u=user, d=r.choice(["app", "www", "data"]))
    _kept(f"{shown}hostname\n{host}-{r.randrange(1, 9)}.{user}.internal\n")
    _kept(f"{shown}passwd -S {user}\n{user} P 2024-01-0{r.randrange(1, 9)} 0 99999 7 -1\n")


# -- 4. an encoded blank is a blank --------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_random_run_beside_an_encoded_blank_and_a_mask_goes(r: random.Random) -> None:
    value = _mixed(r, 24)
    _caught(f"api_key=***%20{value}\n", value)
    _caught(f"token={value}%20***\n", value)
    _caught(f'secret: "***%20{value}"\n', value)


@given(words, words, words)
def test_an_encoded_mask_with_words_beside_it_stays(a: str, b: str, c: str) -> None:
    _kept(f"q=***%20{a}%20{b}&api_key=%2A%2A%2A&page={len(c)}\n")
    _kept(f"password=%20***&user={a}\n")


# -- 5. a key named key in a proxy's query is a credential, hex or not (a guard) ---------------


@SLOW
@given(seeded)
def test_a_hex_key_in_a_proxys_query_goes(r: random.Random) -> None:
    value = "".join(r.choice(HEX) for _ in range(64))
    port = r.randrange(3000, 9000)
    _caught(f'curl "http://localhost:{port}/key/info?key={value}"\n', value)
    _caught(f'curl -H "Authorization: Bearer sk-{value}" http://localhost:{port}/v1/models', value)


# -- 6. a file's name beside the key it holds ------------------------------------------------------


def _pem(r: random.Random) -> tuple[str, str]:
    body = base64.b64encode(b"\x30\x81\x93\x02\x01\x00" + r.randbytes(140)).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----", body


@SLOW
@given(seeded, st.sampled_from(["cat {f}\n", "$ cat ~/keys/{f}\n", "{f}:\n", "# {f}\n"]))
def test_a_key_files_name_stays_and_its_content_goes(r: random.Random, head: str) -> None:
    key_id = "".join(r.choice(_UPPER_DIGITS) for _ in range(10))
    name = f"AuthKey_{key_id}.p8"
    pem, body = _pem(r)
    out = _caught_out(head.format(f=name) + pem + "\n", body[:64])
    assert name in out, out


@SLOW
@given(seeded)
def test_a_random_token_beside_a_secret_still_goes(r: random.Random) -> None:
    first, second = _mixed(r, 28), _mixed(r, 24)
    _caught(f"token {first} {second}\n", second)


# -- 7. a DSN's password alone ---------------------------------------------------------------------


@SLOW
@given(
    seeded,
    st.sampled_from(["postgres", "postgresql", "mysql", "mongodb+srv", "sqlserver", "redis"]),
    st.sampled_from(['dsn: "{u}"', "dsn: {u}", "DSN={u}", "db_dsn = '{u}'", "DATABASE_DSN={u}"]),
    words,
    words,
)
def test_a_dsns_password_goes_alone(
    r: random.Random, scheme: str, form: str, user: str, host: str
) -> None:
    secret = _password(r, 16).replace("#", "x").replace("%", "y")
    url = f"{scheme}://{user}:{secret}@{host}.internal:{r.randrange(1000, 9999)}/{user}"
    out = _caught_out(form.format(u=url) + "\n", secret)
    assert f"{scheme}://{user}:" in out and f"@{host}.internal:" in out, out


@SLOW
@given(seeded, words, words)
def test_a_dsns_pairs_keep_all_but_the_password(r: random.Random, user: str, host: str) -> None:
    secret = _password(r, 16)
    text = f'dsn: "host={host} user={user} password={secret} dbname={user}"\n'
    out = _caught_out(text, secret)
    assert f"host={host} user={user} password=" in out and f"dbname={user}" in out, out


@given(words, words)
def test_a_dsn_without_a_password_stays(user: str, host: str) -> None:
    _kept(f'dsn: "postgres://{user}:***@{host}.internal/{user}"\n')
    _kept(f"dsn: postgres://{user}@{host}.internal/{user}\n")


def _caught_out(text: str, value: str) -> str:
    from supermemory_local.store.privacy import REDACTED, redact

    out, _ = redact(text)
    assert value not in out, out
    assert REDACTED in out, out
    return out
