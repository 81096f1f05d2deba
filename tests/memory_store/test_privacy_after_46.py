"""The principles written after held-out batch 46 (localization, media and creative pipelines),
held over generated values and texts of my own (never the batch's).

Leaks, each a kind: the password of a call named for logging in however its words are joined
(``log_in``, ``signIn``, ``log_on``); a random literal given positionally to a call that
starts a session (``session.start``, ``session->start``, ``startSession``); the first
literal of an API client's constructor (``…Client``, ``…Api``, ``…Sdk``, ``…Service``,
``…Translator``) when random; the argument after a PKCS#12 file's path (its password); a
ticket of Perforce's ticket file or ``p4 tickets``; a secret's name, an aside in
parentheses, then a colon and the value (an aside naming public and private scopes does not
make the value public; a name after the colon stays). Precision: a value right after the
noun of the thing it names (``file <id>``, ``board <id>``) is that thing's id, even after a
secret's word earlier in the sentence (not when a secret's word is linked to the object: the
key for project <v>); the `signature` of a JSON object that describes a stored resource
(beside its `etag` and `url`) is the server's signature of its response. Each has a
counterpart that stays (or goes)."""

from __future__ import annotations

import random

from hypothesis import given

from supermemory_local.store.privacy import redact
from tests.memory_store.generated import ALNUM, HEX, SLOW, seeded, uuids
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_UPPER_HEX = "0123456789ABCDEF"
_PKGS = ["lingo", "vidhub", "castly", "rendr", "typeset", "printly", "subtitle_io"]
_HOSTS = ["depot.studio.test", "vcs.render.example", "10.9.8.7", "p4.atelier.invalid"]


def _run(r: random.Random, n: int, alphabet: str = ALNUM) -> str:
    while True:
        value = "".join(r.choice(alphabet) for _ in range(n))
        if alphabet != ALNUM or (
            sum(c.isdigit() for c in value) >= 3
            and any(c.isupper() for c in value)
            and any(c.islower() for c in value)
        ):
            return value


# -- 1. a call named for logging in, its words joined any way ----------------------------


@SLOW
@given(seeded)
def test_a_log_in_call_s_password_goes(r: random.Random) -> None:
    value = _password(r)
    name = r.choice(["log_in", "logIn", "sign_in", "signIn", "log_on"])
    text = f'user = {r.choice(_PKGS)}.{name}("ops@studio.test", "{value}")\n'
    _caught(text, value)


def test_a_log_in_call_s_names_stay() -> None:
    _kept('user = pipeline.log_in("ops@studio.test", "render_farm")\n')


# -- 2. a random literal given to a call that starts a session -------------------------


@SLOW
@given(seeded)
def test_a_session_start_s_random_literal_goes(r: random.Random) -> None:
    value = _run(r, 32, HEX)
    call = r.choice(["client.session.start(", "$client->session->start(", "api.startSession("])
    text = f'ks = {call}"{value}", "batch@studio.test", 2, {r.randrange(1000, 99999)})\n'
    _caught(text, value)


@SLOW
@given(uuids)
def test_a_session_start_s_names_and_uuids_stay(value: str) -> None:
    _kept(f'ks = client.session.start("{value}", "batch@studio.test", "render")\n')


# -- 3. the first literal of an API client's constructor ----------------------------------


@SLOW
@given(seeded)
def test_a_client_constructor_s_random_literal_goes(r: random.Random) -> None:
    value = _run(r, r.randrange(20, 40)) + r.choice(["", ":fx", ":eu"])
    cls = r.choice(["Translator", "MediaClient", "RenderApi", "CastSdk", "PrintService"])
    text = f'svc = {r.choice(_PKGS)}.{cls}("{value}")\nsvc.ping()\n'
    _caught(text, value)


def test_a_client_constructor_s_url_and_name_stay() -> None:
    _kept('svc = lingo.MediaClient("https://api.lingo.test/v2")\nsvc.ping()\n')
    _kept('svc = lingo.Translator("studio-default-glossary")\nsvc.ping()\n')


# -- 4. the argument after a PKCS#12 file's path -----------------------------------------


@SLOW
@given(seeded)
def test_the_argument_after_a_pfx_path_goes(r: random.Random) -> None:
    value = _password(r, 12)
    ext = r.choice(["pfx", "p12"])
    host = r.choice(_HOSTS)
    text = f"sudo /opt/farm/bin/farmctl -SetProxy {host}:4433 /etc/farm/client.{ext} {value}\n"
    _caught(text, value)


def test_flags_and_paths_after_a_pfx_path_stay() -> None:
    _kept("openssl pkcs12 -in client.pfx -out client.pem -nodes\n")
    _kept("cp /etc/farm/client.p12 /backup/client.p12\n")


# -- 5. the tickets of Perforce's ticket file ----------------------------------------------


@SLOW
@given(seeded, seeded)
def test_perforce_tickets_go(r: random.Random, r2: random.Random) -> None:
    one, two = _run(r, 32, _UPPER_HEX), _run(r2, 32, _UPPER_HEX)
    host = r.choice(_HOSTS)
    text = f"$ cat ~/.p4tickets\nssl:{host}:1666=build_bot:{one}\n{host}:1667=reviewer:{two}\n"
    _caught(text, one)
    _caught(text, two)


def test_a_changelist_list_stays() -> None:
    _kept("$ p4 tickets\nno tickets found\n$ p4 changes -m1\nChange 48213 on 2026/12/01\n")


# -- 6. a secret's name, an aside in parentheses, a colon, the value ----------------------


@SLOW
@given(seeded)
def test_a_secret_named_before_an_aside_goes(r: random.Random) -> None:
    value = _run(r, 32, HEX)
    lead = r.choice(
        ["The upload token for the dailies", "Le jeton de la chaîne", "Der API key für den NAS"]
    )
    aside = r.choice(["scopes public, private, upload", "public and private videos, upload"])
    text = f"{lead} ({aside}) : {value}\nRotate it after the festival.\n"
    _caught(text, value)


def test_an_aside_before_a_name_stays() -> None:
    _kept("The upload token (scopes public, private, upload) : dailies_upload_token_v2\n")


# -- 7. a value right after the noun of the thing it names ---------------------------------


@SLOW
@given(seeded)
def test_a_file_s_id_after_a_token_word_stays(r: random.Random) -> None:
    value = _run(r, 22)
    noun = r.choice(["file", "board", "document"])
    _kept(f"Design tokens exported from the {noun} {value} (frame 12:34)\n")


@SLOW
@given(seeded)
def test_a_key_file_s_value_goes(r: random.Random) -> None:
    value = _run(r, 22)
    _caught(f"Design tokens: use the token file {value} from the vault\n", value)


# -- 8. a stored resource's description, signed by the server that sent it ---------------


@SLOW
@given(seeded)
def test_a_resource_response_s_signature_stays(r: random.Random) -> None:
    digest = _run(r, r.choice([40, 64]), HEX)
    tag, version = _run(r, 32, HEX), r.randrange(10**9, 2 * 10**9)
    text = (
        f'{{\n  "version": {version},\n  "signature": "{digest}",\n  "etag": "{tag}",\n'
        f'  "url": "https://media.example.test/v{version}/poster.jpg"\n}}\n'
    )
    _kept(text)


@SLOW
@given(seeded)
def test_a_request_s_signature_goes(r: random.Random) -> None:
    digest = _run(r, 40, HEX)
    key = r.randrange(10**14, 10**15)
    text = f'{{"api_key": "{key}", "timestamp": 1733551207, "signature": "{digest}"}}\n'
    _caught(text, digest)


@SLOW
@given(seeded)
def test_a_key_linked_to_the_object_goes(r: random.Random) -> None:
    value = _run(r, 24)
    noun = r.choice(["project", "channel", "board"])
    _caught(f"The api key for the {noun} {value}\n", value)


@SLOW
@given(seeded)
def test_an_aside_s_value_in_escaped_json_ends_at_its_escape(r: random.Random) -> None:
    value = _run(r, 32, HEX)
    text = f'{{"stdout": "The upload token (scopes public, private, upload) : {value}\\\\n"}}'
    out, _ = redact(text)
    assert value not in out and "[REDACTED]\\\\n" in out, out
