"""The principles written after held-out batch 50 (the services an app talks to after its
build is signed: push, crash reporting, purchases, attribution, feature flags,
distribution), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: the value of an HTTP ``authentication`` header (a request's credential,
as ``authorization``'s is); the pieces of a secret a text splits, labelled in Indonesian
(``bagian 1``, ``bagian kedua``) or Italian (``la seconda metà``), even a short run of
letters; a quoted literal whose comment calls it a server-side (admin, backend) key; the
password of ``user@host.id:password`` (a domain's end, not a name ``id``). Precision, each
a kind: a value its own label calls public or not a secret, in several languages, and the
same value wherever the text repeats it; a value the next sentence calls public or not a
credential; a key file's name (the id in it names the key); a reference to where a
password is kept (``file:``, ``env:``, ``@keychain:``); a job's id; an app's
``owner/name`` after ``-a``. Each has a counterpart that still goes (or stays)."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from tests.memory_store.generated import ALNUM, HEX, SLOW, seeded, tokens
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_UPPER_NUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
_APPS = ["Lumba", "Pelangi", "Gelato", "Nuvola", "Ombrello", "Kerang", "Tamarindo", "Saba"]
_HOSTS = ["lumba.example", "pelangi.example", "nuvola.example", "saba.example"]


def _hex(r: random.Random, n: int) -> str:
    return "".join(r.choice(HEX) for _ in range(n))


def _letters_mixed(r: random.Random, n: int = 11) -> str:
    """A run of letters with capitals inside it (a piece of a random secret)."""
    while True:
        value = "".join(r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
                        for _ in range(n))  # fmt: skip
        if any(c.isupper() for c in value[1:]) and sum(c.islower() for c in value) >= 3:
            return value


def _key_id(r: random.Random) -> str:
    while True:
        value = "".join(r.choice(_UPPER_NUM) for _ in range(10))
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


# -- leaks -----------------------------------------------------------------------------


@SLOW
@given(seeded, tokens(18, 30))
def test_an_authentication_header_goes(r: random.Random, token: str) -> None:
    host = r.choice(_HOSTS)
    text = (
        f"POST /v2/events/{r.randrange(10**6, 10**7)} HTTP/1.1\nhost: api.{host}\n"
        f"authentication: {token}\ncontent-type: application/json\n\n"
        '{"event": "purchase"}'
    )
    _caught(text, token)


@SLOW
@given(seeded)
def test_an_authentication_header_that_names_a_mode_stays(r: random.Random) -> None:
    mode = r.choice(["required", "optional", "disabled", "${AUTH_HEADER}"])
    _kept(f"GET /health HTTP/1.1\nhost: api.{r.choice(_HOSTS)}\nauthentication: {mode}\n")


@SLOW
@given(seeded, tokens(14, 20))
def test_indonesian_pieces_of_a_secret_go(r: random.Random, first: str) -> None:
    second = _letters_mixed(r, r.randrange(10, 16))
    app = r.choice(_APPS)
    text = (
        f"Rina: secret key {app} aku kirim dua bagian\n"
        f"Rina: bagian 1: {first}\nRina: bagian 2: {second}\nRina: gabungkan saja"
    )
    _caught(text, first)
    _caught(text, second)


@SLOW
@given(seeded, tokens(12, 16))
def test_italian_second_half_of_a_secret_goes(r: random.Random, first: str) -> None:
    second = _letters_mixed(r, r.randrange(10, 14))
    text = (
        f"Ciao,\nil token di {r.choice(_APPS)} è lungo, lo divido: la prima metà è {first}\n"
        f"e la seconda metà {second}\nA presto"
    )
    _caught(text, second)


@SLOW
@given(seeded)
def test_parts_of_a_document_stay(r: random.Random) -> None:
    title = r.choice(["Pendahuluan", "Instalasi", "Konfigurasi", "Penutup"])
    _kept(f"Panduan ini dibagi dua bagian.\nbagian 1: {title}\nbagian 2: pemasangan aplikasi")
    _kept(f"Il manuale ha due parti: la prima metà è {r.choice(['Introduzione', 'Premessa'])}")


@SLOW
@given(seeded, tokens(24, 40))
def test_a_literal_commented_a_server_side_key_goes(r: random.Random, key: str) -> None:
    side = r.choice(["server-side API key", "server side key", "admin token", "backend secret"])
    text = (
        f"val client = {r.choice(_APPS)}Factory.build(\n"
        f'    "{key}",  // {side}\n    Config.builder().build()\n)'
    )
    _caught(text, key)


@SLOW
@given(seeded, tokens(24, 40))
def test_a_literal_commented_a_client_side_key_stays(r: random.Random, key: str) -> None:
    text = (
        f"val client = {r.choice(_APPS)}Factory.build(\n"
        f'    "{key}",  // client-side SDK key\n    Config.builder().build()\n)'
    )
    _kept(text)


@SLOW
@given(seeded)
def test_a_password_after_a_user_at_an_id_domain_goes(r: random.Random) -> None:
    secret = _hex(r, 32)
    user = r.choice(["ops", "ads-ops", "reports", "billing"])
    text = f'curl -u "{user}@{r.choice(_APPS).lower()}.id:{secret}" https://api.example.com/v1/x'
    _caught(text, secret)


@SLOW
@given(seeded)
def test_an_id_after_its_name_still_stays(r: random.Random) -> None:
    _kept(f"order id: {_hex(r, 24)}")


# -- precision -------------------------------------------------------------------------


@SLOW
@given(seeded, st.sampled_from([
    "{app} app token (public, embedded in the app, safe to share): {v}",
    "{app} app key (pubblica, è anche nel file di configurazione): {v}",
    "public API key di app {app}: {v} (memang publik, aman)",
    "{app} site key (öffentlich): {v}",
    "{app} client key: {v}  # public, ships in every build",
]))  # fmt: skip
def test_a_value_its_label_calls_public_stays(r: random.Random, form: str) -> None:
    value = _hex(r, 32) if r.random() < 0.5 else "".join(r.choice(ALNUM) for _ in range(22))
    _kept(form.format(app=r.choice(_APPS), v=value))


@SLOW
@given(seeded)
def test_the_same_value_repeated_after_its_public_label_stays(r: random.Random) -> None:
    value = _hex(r, 32)
    app = r.choice(_APPS)
    _kept(f'{app} app token (public, safe to share): {value}\n{app}.start(withToken: "{value}")')


@SLOW
@given(seeded, st.sampled_from([
    "{app} token (private, never share): {v}",
    "{app} key (segreta): {v}",
    "{app} public id and secret: {v}",
    "the {app} repo is public, the token is {v}",
    '{{"public": false, "{app}_token": "{v}"}}',
]))  # fmt: skip
def test_a_value_its_label_does_not_call_public_goes(r: random.Random, form: str) -> None:
    value = "".join(r.choice(ALNUM) for _ in range(10)) + _hex(r, 12)
    _caught(form.format(app=r.choice(_APPS), v=value), value)


@SLOW
@given(seeded)
def test_a_value_the_next_sentence_calls_public_stays(r: random.Random) -> None:
    name = r.choice(["NOTIFY", "CRASH", "METRICS"])
    value = _hex(r, 32)
    _kept(f"{name}_KEY={value}\n# the key is meant to be public (it ships in every client)")
    _kept(
        f"push address (debug build): {_hex(r, 64)}\n"
        "This is a per-device address for pushes, not a credential."
    )


@SLOW
@given(seeded)
def test_a_value_the_next_sentence_calls_secret_goes(r: random.Random) -> None:
    value = _hex(r, 32)
    _caught(f"NOTIFY_KEY={value}\n# the key is not public: keep it in the vault", value)
    other = _hex(r, 40)
    _caught(f"device token: {other}\nThis is not public.", other)


@SLOW
@given(seeded)
def test_a_key_files_name_stays(r: random.Random) -> None:
    key_id = _key_id(r)
    stem = r.choice(["AuthKey", "SubscriptionKey", "ApiKey"])
    _kept(f"$ ls ~/keys/push\n{stem}_{key_id}.p8\n$ # key id {key_id}, never in git")
    _kept(f"  key: process.env.KEY_PATH,   // path to {stem}_{key_id}.p8 from the store")


@SLOW
@given(seeded)
def test_a_key_files_content_goes(r: random.Random) -> None:
    body = "".join(r.choice(ALNUM + "+/") for _ in range(64))
    text = (
        f"$ cat AuthKey_{_key_id(r)}.p8\n-----BEGIN PRIVATE KEY-----\n{body}\n"
        "-----END PRIVATE KEY-----"
    )
    _caught(text, body)


@SLOW
@given(seeded)
def test_a_reference_to_where_a_password_is_kept_stays(r: random.Random) -> None:
    app = r.choice(_APPS)
    _kept(f"java -jar signer.jar --ks=keys/{app.lower()}.jks --ks-pass=file:keys/ks.pass")
    item = r.choice(["UPLOAD_PW", "STORE_PASSWORD", "ASP"])
    _kept(f"uploader -u release@{app.lower()}.example -p @keychain:{item} -v info")
    _kept("# -p @keychain: reads the password from the login keychain, not the command line")


@SLOW
@given(seeded)
def test_a_password_given_in_the_command_goes(r: random.Random) -> None:
    secret = _password(r)
    _caught(f"java -jar signer.jar --ks=keys/app.jks --ks-pass=pass:{secret}", secret)


@SLOW
@given(seeded, tokens(28, 34))
def test_a_jobs_id_stays(r: random.Random, job: str) -> None:
    host = r.choice(_HOSTS)
    _kept(
        f'curl https://upload.{host}/ -F token="$UPLOAD_TOKEN" -F file=@app.apk\n'
        f'{{"job":"{job}"}}\n'
        f'curl "https://upload.{host}/status?token=$UPLOAD_TOKEN&job={job}"'
    )


@SLOW
@given(seeded, tokens(28, 34))
def test_a_token_in_the_response_goes(r: random.Random, token: str) -> None:
    _caught(f'curl https://upload.{r.choice(_HOSTS)}/login\n{{"token":"{token}"}}', token)


@SLOW
@given(seeded)
def test_an_apps_owner_and_name_stay(r: random.Random) -> None:
    app = r.choice(_APPS)
    _kept(f"$ releasetool deployment list -a {app.lower()}/{app}-iOS\nProduction  v58")


@SLOW
@given(seeded)
def test_a_password_after_a_flag_still_goes(r: random.Random) -> None:
    secret = _password(r)
    _caught(f"redis-cli -h cache.internal -a {secret} ping", secret)
