"""The principles written after held-out batch 41 (game servers, game back ends, streaming
and community bots), held over generated values and texts of my own (never the batch's).

Leaks, each a kind (the form says which value is the credential, in any engine, service or
tool): a console variable set on a server's command line (``+name value``) whose name says
password, secret or token, or says account, key or auth with a random value; a flag whose
name ends in a password's short form (``-adminpw``, ``--rootpwd``); the last path segment
of an RTMP ingest URL (the stream key); the only path segment of a websocket URL
addressed by host and port (a remote console's password); the quoted literal after the
address in a remote console client's call; an assignment inside a box of assignments
(``| name = value |``, a traceback's locals), which is no table under a header.

Precision, each a kind (what the text says a value is): a sentence under a key that says
documentation (``_comment_…``, ``description``); a device's id (a UUID given to a
``…Device(…)`` call or named ``device_id``); a handshake's challenge and the salt sent
beside it; a signature checked against a public key the text names. Each has a
counterpart that goes (or stays)."""

from __future__ import annotations

import base64
import random

from hypothesis import given

from tests.memory_store.generated import ALNUM, HEX, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_LOWER = "abcdefghijklmnopqrstuvwxyz"


def _run(r: random.Random, n: int, alphabet: str) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def _token(r: random.Random, n: int = 24) -> str:
    while True:
        value = _run(r, n, ALNUM)
        if (
            sum(c.isdigit() for c in value) >= 3
            and any(c.isupper() for c in value)
            and any(c.islower() for c in value)
        ):
            return value


def _uuid(r: random.Random) -> str:
    return "-".join(_run(r, n, HEX) for n in (8, 4, 4, 4, 12))


def _b64_bytes(r: random.Random, n: int) -> str:
    return base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()


def _host(r: random.Random) -> str:
    return ".".join(str(r.randint(1, 254)) for _ in range(4))


# -- leaks: the form says which value is the credential -----------------------------------


@SLOW
@given(seeded)
def test_a_console_variable_naming_a_secret_goes(r: random.Random) -> None:
    value = _password(r)
    _caught(f"./hlds_run -game valve +maxplayers 16 +sv_password {value} +map crossfire", value)
    value = _password(r)
    _caught(f'./Server.x86_64 +admin.password "{value}" +server.port 27100', value)
    value = _run(r, 32, HEX.upper())
    _caught(f"./ds_run -console +sv_loginaccount {value} -port 27016", value)


@SLOW
@given(seeded)
def test_a_console_variable_of_no_secret_stays(r: random.Random) -> None:
    _kept(f"./hlds_run -game valve +maxplayers {r.randint(2, 64)} +map cross{r.randint(1, 9)}")
    _kept('./Server.x86_64 +admin.password "$ADMIN_PW" +server.port 27100')
    _kept(f"./ds_run +sv_account_limit {r.randint(2, 99)} +sv_keyboard_layout de")
    _kept(f"./bench_run +max_tokens {r.randint(16, 4096)} +seed {r.randint(1, 99)}")
    _kept("direnv: export +API_SECRET +AWS_REGION +GITHUB_TOKEN ~PATH -OLD_PASSWORD")


@SLOW
@given(seeded)
def test_a_password_flag_by_its_short_form_goes(r: random.Random) -> None:
    value = _password(r)
    _caught(f"$ voiced -config /etc/voiced.ini -adminpw '{value}'", value)
    value = _password(r)
    _caught(f"installer --rootpwd={value} --lang en", value)


@SLOW
@given(seeded)
def test_a_short_form_flag_without_a_password_stays(r: random.Random) -> None:
    _kept('$ voiced -config /etc/voiced.ini -adminpw "$ADMIN_PW"')
    _kept(f"installer --rootpwd=<password> --lang en --retries {r.randint(1, 9)}")


@SLOW
@given(seeded)
def test_an_rtmp_urls_stream_key_goes(r: random.Random) -> None:
    value = f"sk_{r.randint(100000, 999999)}_{_token(r, 20)}"
    _caught(f"ffmpeg -i in.mkv -f flv rtmp://ingest.{_run(r, 6, _LOWER)}.tv/live/{value}", value)
    value = _token(r)
    _caught(f'  url "rtmps://push.example.net:443/app/{value}";', value)


@SLOW
@given(seeded)
def test_an_rtmp_urls_stream_name_stays(r: random.Random) -> None:
    _kept(f"ffplay rtmp://localhost/live/{_run(r, 6, _LOWER)}")
    _kept("push rtmp://ingest.example.tv/app/${STREAM_KEY};")
    _kept(f"rtmp://127.0.0.1:1935/live/camera{r.randint(1, 9)}")


@SLOW
@given(seeded)
def test_a_websocket_urls_only_segment_goes(r: random.Random) -> None:
    value = _password(r).replace("#", "-").replace("%", "_")  # (what a URL's path holds)
    _caught(
        f'const sock = new WebSocket("ws://{_host(r)}:{r.randint(1025, 65000)}/{value}");', value
    )
    value = _token(r, 16)
    _caught(f"$ ctl --url wss://{_host(r)}:9443/{value} status", value)


@SLOW
@given(seeded)
def test_a_websocket_urls_word_or_id_stays(r: random.Random) -> None:
    _kept(f"Debugger listening on ws://127.0.0.1:9229/{_uuid(r)}")
    _kept(f'const sock = new WebSocket("ws://localhost:{r.randint(1025, 65000)}/socket");')
    _kept(f"wss://{_host(r)}:443/{_run(r, 32, HEX)}")


@SLOW
@given(seeded)
def test_a_remote_console_calls_password_goes(r: random.Random) -> None:
    value = _password(r)
    call = f'with SourceRcon("{_host(r)}", "{value}", timeout=5) as c:\n    c.run("status")'
    _caught(call, value)
    value = _password(r)
    _caught(f"conn = RconClient(('{_host(r)}', 27015), '{value}')", value)


@SLOW
@given(seeded)
def test_a_remote_console_calls_other_arguments_stay(r: random.Random) -> None:
    _kept(f'with SourceRcon("{_host(r)}", os.environ["RCON_PW"]) as c:\n    c.run("status")')
    _kept(f'rcon.command("say restart in {r.randint(2, 9)} minutes")')


@SLOW
@given(seeded)
def test_an_assignment_in_a_box_of_assignments_goes(r: random.Random) -> None:
    value = _token(r, 40)
    box = (
        "    +---------- locals ----------+\n"
        f"    | SERVER_ID = {r.randint(10**15, 10**16)} |\n"
        f"    | api_token = '{value}' |\n"
        "    +----------------------------+"
    )
    _caught(box, value)


@SLOW
@given(seeded)
def test_a_value_in_a_tables_id_column_stays(r: random.Random) -> None:
    _kept(
        "| name | object id |\n|------|-----------|\n"
        f"| {_run(r, 6, _LOWER)} | {_run(r, 40, HEX)} |\n"
    )


# -- precision: what the text says a value is ---------------------------------------------


@SLOW
@given(seeded)
def test_a_sentence_under_a_documentation_key_stays(r: random.Random) -> None:
    _kept(
        '{\n  "api_secret": "",\n  "_comment_api_secret": "The secret from the dashboard. '
        f'Leave it empty to read it from {_run(r, 6, _LOWER)}.json instead."\n}}'
    )
    _kept(f'token_description = "Access token used by the sync job number {r.randint(1, 99)}."')
    _kept(
        '  "_comment_access_token": "Personal access token. Takes the place of '
        f"'{_run(r, 7, _LOWER)}' below.\""
    )


@SLOW
@given(seeded)
def test_a_value_under_a_documentation_key_that_is_no_sentence_goes(r: random.Random) -> None:
    value = _token(r, 32)
    _caught(f'{{\n  "api_secret": "{value}",\n  "_comment": "set by ops"\n}}', value)


@SLOW
@given(seeded)
def test_a_devices_id_stays(r: random.Random) -> None:
    _kept(f'const s = await client.loginWithDevice("{_uuid(r)}", true);')
    _kept(f'{{"device_id": "{_uuid(r)}", "platform": "android"}}')


@SLOW
@given(seeded)
def test_a_uuid_named_a_key_goes(r: random.Random) -> None:
    value = _uuid(r)
    _caught(f'{{"api_key": "{value}", "platform": "android"}}', value)


@SLOW
@given(seeded)
def test_a_handshakes_challenge_and_salt_stay(r: random.Random) -> None:
    _kept(
        f'<< {{"op":0,"d":{{"auth":{{"challenge":"{_b64_bytes(r, 32)}",'
        f'"salt":"{_b64_bytes(r, 32)}"}}}}}}'
    )
    _kept(f"server-first: nonce={_token(r)}")


@SLOW
@given(seeded)
def test_a_salt_without_a_challenge_goes(r: random.Random) -> None:
    value = _b64_bytes(r, 32)
    _caught(f"define('LOGGED_IN_SALT', '{value}');", value)


@SLOW
@given(seeded)
def test_a_signature_checked_against_a_public_key_stays(r: random.Random) -> None:
    _kept(
        f"webhook rejected: signature {_run(r, 128, HEX)} does not verify against "
        f"public key {_run(r, 64, HEX)}"
    )


@SLOW
@given(seeded)
def test_a_signing_secret_goes(r: random.Random) -> None:
    value = _run(r, 64, HEX)
    _caught(f"webhook rejected: signing secret {value} does not match", value)
