"""The principles written after held-out batch 27, held over generated values (never the
batch's texts).

Precision, by what a debugging tool's output format or an API says a value is: a count of
tokens, a data structure's key (``cache_key``), a JWKS key id a lookup reports, an IPv6
address, a server's authentication challenge, ``openssl s_client``'s session id, a value
whose own delimited word says it is not real (``…-FAKE``), and a logger's ``<private>``
mask. Recall, by where a tool prints a credential: a string a memory dump cuts over
lines, the result a REPL prints for a read of a secret's setting, Redis's inline and
MONITOR ``AUTH``, what ``expect -d`` sends after a password prompt, and a UUID with a
credential's type prefix under a secret's name. Each principle has a counterpart: where
the same text says a value is a secret, it still goes."""

from __future__ import annotations

import random
import uuid

from hypothesis import example, given
from hypothesis import strategies as st

from supermemory_local.store.privacy import REDACTED, redact, redact_all
from tests.memory_store.generated import (
    ALNUM,
    HEX,
    SLOW,
    seeded,
    words,
)
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password


def _run(r: random.Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def _uuid(r: random.Random) -> str:
    return str(uuid.UUID(int=r.getrandbits(128), version=4))


# -- 1. a count of tokens ---------------------------------------------------------------------


@SLOW
@given(
    st.sampled_from(["token_budget", "max_tokens", "tokens_used", "TOKEN_LIMIT", "tokenCount"]),
    st.integers(1000, 2_000_000),
)
def test_a_count_of_tokens_is_kept(name: str, count: int) -> None:
    _kept(f"│ {name} = {count}    │\n│ model = 'large' │")
    _kept(f"{name}={count}\nretries=3")


@SLOW
@given(seeded, st.sampled_from(["otp_token", "token_pin", "TOKEN"]))
def test_digits_under_a_one_time_codes_or_a_bare_tokens_name_still_go(
    r: random.Random, name: str
) -> None:
    digits = _run(r, "123456789", 12)
    _caught(f"{name}={digits}\nretries=3", digits)


# -- 2. a data structure's key ----------------------------------------------------------------


@SLOW
@given(seeded, words, st.sampled_from(["cache_key", "sort_key", "partitionKey", "ROW_KEY"]))
def test_a_value_under_a_data_structures_key_is_kept(r: random.Random, a: str, name: str) -> None:
    _kept(f"{name}  = '{a}:42:profile:v3:{_run(r, HEX, 12)}'\nstore = <object at 0x7f3d55>")


@SLOW
@given(seeded, st.sampled_from(["api_key", "signing_key", "session_key"]))
def test_a_credentials_key_still_goes(r: random.Random, name: str) -> None:
    secret = _run(r, ALNUM, 28)
    _caught(f"{name}  = '{secret}'\nstore = <object at 0x7f3d55>", secret)


# -- 3. a JWKS key id a lookup reports ---------------------------------------------------------


@SLOW
@given(seeded)
def test_a_key_id_a_jwks_lookup_reports_is_kept(r: random.Random) -> None:
    kid = _run(r, ALNUM + "_-", 43)
    _kept(
        "Traceback (most recent call last):\n"
        '  File "/srv/auth/keys.py", line 12, in find\n'
        "    return self.keys[kid]\n"
        "           ~~~~~~~~~^^^^^\n"
        f"KeyError: '{kid}'\n"
    )
    _kept(f'PyJWKClientError: Unable to find a signing key that matches: "{kid}"')


@SLOW
@given(seeded)
def test_a_key_error_of_a_secrets_subscript_still_hides_the_secret(r: random.Random) -> None:
    secret = _run(r, ALNUM, 40)
    _caught(
        "Traceback (most recent call last):\n"
        "    return table[api_secret]\n"
        f"KeyError: '{secret}'\nSECRET_TOKEN={secret}\n",
        secret,
    )


# -- 4. an IPv6 address ------------------------------------------------------------------------


@SLOW
@given(seeded)
def test_an_ipv6_address_is_kept(r: random.Random) -> None:
    groups = [f"{r.randrange(1, 65536):x}" for _ in range(4)]
    address = f"{groups[0]}:{groups[1]}::{groups[2]}:{groups[3]}"
    _kept(f'connect(5, {{sa_family=AF_INET6, inet_pton(AF_INET6, "{address}", &sin6_addr)}})')
    _kept(f"password_server = {address}")


def test_a_colon_separated_secret_that_is_no_address_still_goes() -> None:
    secret = "Zq8:Xm3kLp:9vRt:Wq2s"
    _caught(f"password = {secret}", secret)


# -- 5. a server's authentication challenge ----------------------------------------------------


@SLOW
@given(seeded, words)
def test_a_servers_challenge_is_kept(r: random.Random, a: str) -> None:
    nonce, opaque = _run(r, ALNUM, 32), _run(r, HEX, 32)
    _kept(
        f'< HTTP/1.1 401\n< WWW-Authenticate: Digest realm="{a}@example.org", qop="auth",'
        f' algorithm=SHA-256, nonce="{nonce}", opaque="{opaque}"\n< content-length: 0'
    )


@SLOW
@given(seeded, words)
def test_the_clients_digest_response_still_goes(r: random.Random, a: str) -> None:
    response, cnonce = _run(r, HEX, 64), _run(r, ALNUM, 24)
    text = (
        f'> Authorization: Digest username="{a}", realm="{a}@example.org", nonce="n0nce",'
        f' cnonce="{cnonce}", response="{response}"'
    )
    _caught(text, response)


# -- 6. openssl s_client's session id ----------------------------------------------------------


@SLOW
@given(seeded)
def test_an_ssl_session_id_is_kept_and_its_master_key_goes(r: random.Random) -> None:
    session, master = _run(r, "0123456789ABCDEF", 64), _run(r, "0123456789ABCDEF", 96)
    text = (
        "SSL-Session:\n    Protocol  : TLSv1.2\n    Cipher    : ECDHE-RSA-AES128-GCM-SHA256\n"
        f"    Session-ID: {session}\n    Session-ID-ctx:\n    Master-Key: {master}\n"
    )
    out, _ = redact(text)
    assert session in out, out
    assert master not in out, out


# -- 7. a value that says it is not real -------------------------------------------------------


@SLOW
@given(words, st.sampled_from(["FAKE", "fake", "dummy", "notreal", "placeholder"]))
def test_a_value_whose_own_word_says_not_real_is_kept(a: str, word: str) -> None:
    _kept(f"$ http POST :8000/api/sessions email={a}@example.org password={a}2-fixture-{word}")
    _kept(f'{{"email": "{a}@example.org", "password": "{word}_{a}7"}}')


@SLOW
@given(seeded)
def test_fake_inside_a_word_of_a_password_still_goes(r: random.Random) -> None:
    secret = "Fakeout" + _run(r, "0123456789", 2) + "!" + _run(r, ALNUM, 6)
    _caught(f"password={secret}", secret)
    secret = _password(r) + "-prod"
    _caught(f"password={secret}", secret)


# -- 8. a logger's <private> mask ---------------------------------------------------------------


@SLOW
@given(words, st.integers(60, 7200))
def test_a_loggers_private_mask_is_kept(a: str, seconds: int) -> None:
    _kept(
        f"default\t14:11:02.883190+0100\t{a}\t[Auth] refresh ok, expires_in={seconds},"
        f" token=<private>\ndefault\t14:11:02.883411+0100\t{a}\t[Sync] done"
    )


@SLOW
@given(seeded, words)
def test_a_real_private_block_still_hides(r: random.Random, a: str) -> None:
    secret = _password(r)
    _caught(f"14:11:02 {a} token=<private>\n{secret}\n</private> ok", secret)
    _caught(f"my token is <private>\n{secret}", secret)  # (not a logged line: to the end)
    later = redact_all([f"14:11:02 {a} token=<private>\n{secret}", "still </private> done"])
    assert secret not in later[0], later
    assert later[1].startswith(REDACTED), later


# -- 9. a memory dump's string cut over lines ---------------------------------------------------


@SLOW
@given(seeded, words)
def test_a_password_a_memory_dump_cuts_over_lines_goes(r: random.Random, a: str) -> None:
    secret = _password(r)
    head = f"Server={a}-db;Database={a};User Id={a}_svc;Pa"
    second = 0x3A8E1F20 + 2 * len(head)  # du: two bytes a character
    text = (
        "0:007> du 000001d4`3a8e1f20\n"
        f'000001d4`3a8e1f20  "{head}"\n'
        f'000001d4`{second:08x}  "ssword={secret};Encrypt=True"\n'
    )
    _caught(text, secret)
    head = f"user={a};pass"
    text = (
        f'0:000> da 0x00401000\n00401000  "{head}"\n{0x401000 + len(head):08x}  "word={secret};"\n'
    )
    _caught(text, secret)


@SLOW
@given(words, words)
def test_a_memory_dumps_plain_strings_are_kept(a: str, b: str) -> None:
    head = f"Server={a};Database={b};Pa"
    _kept(f'000001d4`3a8e1f20  "{head}"\n000001d4`{0x3A8E1F20 + 2 * len(head):08x}  "ge=3;Enc"\n')


@SLOW
@given(seeded)
def test_gdbs_separate_strings_are_not_joined(r: random.Random) -> None:
    key = _run(r, ALNUM, 40)
    text = (
        '(gdb) x/3s 0x5555557702a0\n0x5555557702a0: "Host: ingest.example.com"\n'
        f'0x5555557702b9: "X-Api-Key: {key}"\n0x5555557702ea: "Content-Type: text/plain"\n'
    )
    out, _ = redact(text)
    assert key not in out, out
    assert '"Content-Type: text/plain"' in out, out


# -- 14. a stream written in pieces, a buffer built in pieces, xxd's wide rows -----------------


@SLOW
@given(seeded)
@example(random.Random(149))  # egqyiid + bZlKczd: "egqyiidb" can be said
def test_a_command_strace_shows_written_in_pieces_goes(r: random.Random) -> None:
    a, b = _run(r, ALNUM, 7), _run(r, ALNUM, 7)
    text = (
        '[pid  7311] write(9, "PASS ", 5)                = 5\n'
        f'[pid  7311] write(9, "{a}", 7)              = 7\n'
        f'[pid  7311] write(9, "{b}\\r\\n", 9)          = 9\n'
        '[pid  7311] read(9, "230 Logged on\\r\\n", 8192) = 15\n'
    )
    out, _ = redact(text)
    assert a not in out and b not in out, out


@SLOW
@given(words, words)
def test_writes_to_other_descriptors_are_not_joined(a: str, b: str) -> None:
    _kept(f'write(9, "PASS", 4) = 4\nwrite(1, "{a} {b}\\n", 9) = 9\n')


@SLOW
@given(seeded, words)
def test_a_buffer_ltrace_shows_built_in_pieces_is_read_whole(r: random.Random, a: str) -> None:
    secret = _password(r)
    text = (
        f'lib{a}.so.1->strncpy(0x7ffc1e2d30a0, "user={a} pass", 16) = 0x7ffc1e2d30a0\n'
        f'lib{a}.so.1->strncat(0x7ffc1e2d30a0, "word={secret}", 32) = 0x7ffc1e2d30a0\n'
    )
    _caught(text, secret)


def _xxd(data: bytes, offset: int, width: int = 32) -> str:
    rows = []
    for at in range(0, len(data), width):
        chunk = data[at : at + width]
        groups = " ".join(chunk[i : i + 2].hex() for i in range(0, len(chunk), 2))
        text = "".join(chr(c) if 32 <= c < 127 else "." for c in chunk)
        rows.append(f"{offset + at:08x}: {groups.ljust(width * 2 + width // 2 - 1)}  {text}")
    return "\n".join(rows) + "\n"


@SLOW
@given(seeded, st.integers(0x100, 0xF000))
def test_xxds_wide_rows_lose_both_columns_of_a_secret(r: random.Random, offset: int) -> None:
    secret = _run(r, HEX, 32)
    data = f"SERVICE_AUTH_TOKEN={secret};REGION=eu1;".encode()
    text = _xxd(data, offset)
    out, _ = redact(text)
    assert secret[:14] not in out and secret[14:] not in out, out
    assert data[20:36].hex()[:8] not in out.replace(" ", ""), out


@SLOW
@given(words, st.integers(0x100, 0xF000))
def test_xxds_wide_rows_of_plain_bytes_are_kept(a: str, offset: int) -> None:
    _kept(_xxd(f"REGION=eu1;NAME={a};MODE=fast;RETRIES=3;".encode(), offset))


# -- 10. a REPL's result for a read of a secret's setting ----------------------------------------


@SLOW
@given(
    seeded,
    st.sampled_from(
        [
            ('[1] pry(main)> ENV.fetch("STRIPE_SECRET_KEY")\n=> "{v}"', 0),
            (">>> os.environ[\"DB_PASSWORD\"]\n'{v}'", 0),
            ("In [3]: settings.SECRET_KEY\nOut[3]: '{v}'", 0),
            ("(Pdb) p os.environ['API_TOKEN']\n'{v}'", 0),
            ('(gdb) p getenv("AUTH_TOKEN")\n$1 = 0x7ffe3a1c "{v}"', 0),
            ("> process.env.WEBHOOK_SECRET\n'{v}'", 0),
        ]
    ),
)
def test_the_result_of_a_repl_read_of_a_secret_goes(
    r: random.Random, shape: tuple[str, int]
) -> None:
    secret = _password(r)
    _caught(shape[0].format(v=secret) + "\n[2] pry(main)> exit", secret)


@SLOW
@given(words, st.sampled_from(["HOME", "LANG", "AWS_REGION"]))
def test_the_result_of_a_repl_read_of_a_plain_setting_is_kept(a: str, name: str) -> None:
    _kept(f'[1] pry(main)> ENV.fetch("{name}")\n=> "/srv/{a}-area"\n[2] pry(main)> exit')


# -- 11. Redis AUTH, inline and in MONITOR --------------------------------------------------------


@SLOW
@given(seeded, words)
def test_redis_inline_and_monitor_auth_passwords_go(r: random.Random, a: str) -> None:
    secret = _run(r, ALNUM, 7) + "." + _run(r, ALNUM, 6)
    _caught(f"T 10.8.0.12:40118 -> 10.8.0.40:6380 [AP] #4\nAUTH {a} {secret}.\n##", secret)
    _caught(f"T 10.8.0.12:40118 -> 10.8.0.40:6379 [AP]\nAUTH {secret}\n", secret)
    _caught(f'1765012044.301841 [0 10.4.1.22:50112] "AUTH" "{a}" "{secret}"\n', secret)


def test_a_lower_case_password_with_digits_after_auth_is_no_prose_word() -> None:
    # (a derandomized draw: "lower case" alone also held digits and dots)
    _caught("T 10.8.0.12:40118 -> 10.8.0.40:6380 [AP] #4\nAUTH aaa wxhv4vm.fotd18.\n##", "wxhv4vm")
    _kept("auth required\n")


@SLOW
@given(words, words)
def test_other_redis_commands_and_auth_mechanisms_are_kept(a: str, b: str) -> None:
    _kept(f'1765012044.302107 [0 10.4.1.22:50112] "SELECT" "2"\n"BRPOP" "{a}:{b}" "5"\n')
    _kept("AUTH LOGIN\n334 VXNlcm5hbWU6\n")


# -- 12. expect -d's send after a password prompt -------------------------------------------------


@SLOW
@given(seeded, words)
def test_what_expect_sends_after_a_password_prompt_goes(r: random.Random, a: str) -> None:
    secret = _password(r)
    text = (
        f"expect: does \"Password for '{a}@nas01': \" (spawn_id exp4) match glob pattern"
        ' "*assword*"? yes\n'
        f"expect: set expect_out(0,string) \"Password for '{a}@nas01': \"\n"
        f'send: sending "{secret}\\r" to {{ exp4 }}\n'
    )
    _caught(text, secret)


@SLOW
@given(words, words)
def test_what_expect_sends_after_another_prompt_is_kept(a: str, b: str) -> None:
    _kept(
        f'expect: does "{a}$ " (spawn_id exp4) match glob pattern "*$ "? yes\n'
        f'send: sending "ls -la {b}\\r" to {{ exp4 }}\n'
    )


# -- 13. a typed UUID under a secret's name ------------------------------------------------------


@SLOW
@given(seeded, st.sampled_from(["sdk", "mob", "srv"]))
def test_a_uuid_with_a_credentials_prefix_under_a_secrets_name_goes(
    r: random.Random, prefix: str
) -> None:
    secret = f"{prefix}-{_uuid(r)}"
    _caught(f'config {{"baseUri":"https://x.example","sdkKey":"{secret}","timeout":5}}', secret)
    _caught(f"SDK_KEY={secret}", secret)


@SLOW
@given(seeded)
def test_a_typed_uuid_under_an_ids_name_is_kept(r: random.Random) -> None:
    _kept(f'{{"requestId":"req-{_uuid(r)}","userKey":"usr-{_uuid(r)}"}}')
