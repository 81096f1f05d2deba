"""The principles written after held-out batch 36 (building with LLMs and coding agents),
held over generated values and texts of my own (never the batch's).

Leaks, each a kind: a value told after the word for a key and a copula with an aside in
parentheses between them (the aside is no part of the distance); a credential said to come
in parts, whose parts follow on the next lines under ordinals' labels (``first:``,
``second:``). Precision, each a kind: a prompt call's literal is the prompt shown; the
visible head of a masked value is a mask; a value under a name whose last word is an
organisation, a project, a tenant or a workspace is an identifier; a configuration path
whose last key names a credential is a setting's name; a key of words for a client of a
server on this machine is a stand-in; a quoted value in words of a non-Latin script, or of
words naming an API key, says what goes there; a digest in a field the text says holds a
hash is a hash. Each has a counterpart that still goes (or stays)."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from tests.memory_store.generated import ALNUM, HEX, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_PLACES = ["Lager", "Rechenzentrum", "Kundenbereich", "Mandant", "Cluster", "Konto"]
_ASIDE_WORDS = ["alpha", "nord", "west", "staging", "intern", "team", "blau", "eins"]


def _mixed(r: random.Random, n: int) -> str:
    while True:
        value = "".join(r.choice(ALNUM) for _ in range(n))
        if (
            sum(c.isdigit() for c in value) >= 2
            and any(c.isupper() for c in value)
            and any(c.islower() for c in value)
        ):
            return value


def _hex(r: random.Random, n: int) -> str:
    while True:
        value = "".join(r.choice(HEX) for _ in range(n))
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def _aside(r: random.Random) -> str:
    words = [r.choice(_ASIDE_WORDS) + "-" + r.choice(_ASIDE_WORDS) for _ in range(2)]
    return f"({r.choice(_PLACES)} {words[0]}, {r.choice(_PLACES)} {words[1]})"


# -- 1. a value told after an aside in parentheses ----------------------------------------


@SLOW
@given(seeded)
def test_a_key_told_after_an_aside_goes(r: random.Random) -> None:
    value = _hex(r, 32)
    place = r.choice(_PLACES)
    _caught(
        f"Hinweis vom Betrieb: Schlüssel 2 aus dem {place}-Bereich {_aside(r)} lautet "
        f"{value}. Danach bitte löschen.",
        value,
    )
    token = _mixed(r, 24)
    _caught(f"Kurz notiert: das Kennwort für den Dienst {_aside(r)} ist {token}.", token)


@SLOW
@given(seeded)
def test_an_aside_before_a_public_value_stays(r: random.Random) -> None:
    value = _hex(r, 32)
    # (no word for a key before the aside; a word for a key with no copula after it)
    _kept(f"Hinweis: die Prüfsumme {_aside(r)} lautet {value}.")
    _kept(f"Der Schlüssel {_aside(r)} wurde gestern erneuert, Commit {value}.")


# -- 2. a credential said to come in parts ------------------------------------------------


@SLOW
@given(seeded, st.sampled_from(["halves", "parts", "pieces"]))
def test_parts_under_ordinal_labels_go(r: random.Random, parts: str) -> None:
    first, second = _mixed(r, 14), _mixed(r, 14)
    chat = (
        f"[09:12] sam: the webhook token is in two {parts}, the bot eats long strings\n"
        f"[09:12] sam: first: {first}\n"
        f"[09:13] sam: second: {second}\n"
        "[09:13] sam: glue them together"
    )
    _caught(chat, first)
    _caught(chat, second)
    _caught(f"API key, split into 2 {parts}:\npart 1: {first}\npart 2: {second}\n", second)


@SLOW
@given(seeded)
def test_ordinal_lines_without_a_credential_in_parts_stay(r: random.Random) -> None:
    first, second = _mixed(r, 14), _mixed(r, 14)
    _kept(f"the release notes come in two parts:\nfirst: {first}\nsecond: {second}\n")
    _kept("the key is in two halves:\nfirst: later\nsecond: tomorrow\n")


# -- 3. a prompt call's literal -----------------------------------------------------------


_PROMPT_CALLS = [
    'os.environ["{name}"] = getpass.getpass("{label}: ")',
    '{name_low} = getpass("{label}: ")',
    '{name_low} = input("{label}: ")',
    '{name_low} = click.prompt("{label}", hide_input=True)',
    '${name_low} = Read-Host -Prompt "{label}" -AsSecureString',
]


@SLOW
@given(seeded, st.sampled_from(_PROMPT_CALLS))
def test_a_prompt_calls_literal_stays(r: random.Random, call: str) -> None:
    vendor = "".join(r.choice("bcdfgklmnprstvz") for _ in range(3)).capitalize() + "ora"
    label = f"{vendor} API key"
    name = vendor.upper() + "_API_KEY"
    _kept(call.format(name=name, name_low=name.lower(), label=label))
    # (a prompt's text that looks like a password is still the prompt)
    _kept(f'{name.lower()} = getpass("{_password(r)}")')


@SLOW
@given(seeded)
def test_a_literal_beside_a_prompt_call_goes(r: random.Random) -> None:
    value = _mixed(r, 24)
    _caught(f'os.environ["ACME_API_KEY"] = "{value}"  # or input("key: ")', value)


# -- 4. a masked value's visible head -----------------------------------------------------


@SLOW
@given(seeded, st.sampled_from(["sk-proj-", "sk-ant-api03-", "sk-"]), st.integers(8, 40))
def test_a_masked_values_head_stays(r: random.Random, head: str, stars: int) -> None:
    tail = _mixed(r, 4)
    _kept(f"Authorization: Bearer {head}{'*' * stars}{tail}")
    _kept(f"DEBUG headers: {{'Authorization': 'Bearer {head}{'*' * stars}{tail}'}}")


@SLOW
@given(seeded)
def test_a_key_with_random_runs_around_stars_goes(r: random.Random) -> None:
    left, right = _mixed(r, 20), _mixed(r, 20)
    _caught(f"Authorization: Bearer sk-proj-{left}", left)
    _caught(f"Authorization: Bearer sk-{left}***{right}", right)


# -- 5. an organisation's, a project's id -------------------------------------------------


@SLOW
@given(seeded, st.sampled_from(["OpenAI-Organization", "organization", "project", "tenant"]))
def test_an_owners_id_beside_a_credential_stays(r: random.Random, name: str) -> None:
    value = "org-" + _mixed(r, 24)
    _kept(f"{{'Authorization': '***', '{name}': '{value}'}}")
    _kept(f'Client(api_key=os.environ["K"], {name.rsplit("-", maxsplit=1)[-1].lower()}="{value}")')


@SLOW
@given(seeded)
def test_a_key_beside_an_owners_id_goes(r: random.Random) -> None:
    org, key = "org-" + _mixed(r, 24), _mixed(r, 32)
    _caught(f"{{'organization': '{org}', 'api_key': '{key}'}}", key)
    # (a sentence's "project:" is prose: the key told after it still goes)
    _caught(f"Here is the access key for the billing project: {key}. Scoped to reads.", key)


# -- 6. a configuration path naming a credential ------------------------------------------


@SLOW
@given(seeded, st.sampled_from(["ApiKey", "SecretKey", "AccessKey"]))
def test_a_configuration_path_stays(r: random.Random, last: str) -> None:
    # (sections whose case switches inside a word, as a brand's name does)
    section = r.choice(["SendGrid", "OpenAI", "PayPal", "HubSpot", "MailChimp"])
    _kept(f'dotnet user-secrets set "{section}:{last}" "<value>"')
    _kept(f'// dotnet user-secrets set "{section}:{last}" "<key>"  (never commit it)')


@SLOW
@given(seeded)
def test_the_value_after_a_configuration_path_goes(r: random.Random) -> None:
    value = _mixed(r, 28)
    _caught(f'dotnet user-secrets set "Payments:ApiKey" "{value}"', value)


# -- 7. a key of words for a server on this machine ---------------------------------------


@SLOW
@given(
    seeded,
    st.sampled_from(["localhost", "127.0.0.1", "0.0.0.0"]),
    st.sampled_from(["not-needed", "local-server", "no-key", "any-thing"]),
)
def test_a_word_key_for_a_local_server_stays(r: random.Random, host: str, key: str) -> None:
    port = r.randrange(1024, 65000)
    _kept(f'client = OpenAI(base_url="http://{host}:{port}/v1", api_key="{key}")')


@SLOW
@given(seeded)
def test_a_random_key_or_a_remote_server_goes(r: random.Random) -> None:
    value = _mixed(r, 28)
    port = r.randrange(1024, 65000)
    _caught(f'client = OpenAI(base_url="http://localhost:{port}/v1", api_key="{value}")', value)
    _caught(
        'client = OpenAI(base_url="https://api.example.net/v1", api_key="blue-harbor")',
        "blue-harbor",
    )
    _caught(f'db = connect(host="http://localhost:{port}", password="blue-harbor")', "blue-harbor")


# -- 8. a value in words ------------------------------------------------------------------


_SLOT_PHRASES = ["您的 API 密钥", "你的密钥", "ваш ключ API", "あなたのキー", "tu clave de API"]


@SLOW
@given(seeded, st.sampled_from(_SLOT_PHRASES))
def test_a_value_in_words_stays(r: random.Random, phrase: str) -> None:
    name = "".join(r.choice("BCDFGKLMNPRST") for _ in range(4)) + "_API_KEY"
    _kept(f'export {name}="{phrase}"')


@SLOW
@given(seeded, st.sampled_from(_SLOT_PHRASES))
def test_a_value_with_a_random_run_goes(r: random.Random, phrase: str) -> None:
    value = _mixed(r, 12)
    _caught(f'export ACME_API_KEY="{phrase.split(maxsplit=1)[0]}{value}"', value)
    _caught('password = "correct horse battery staple"', "correct horse battery staple")


# -- 9. a digest said to be a hash --------------------------------------------------------


@SLOW
@given(seeded)
def test_a_digest_said_to_be_a_hash_stays(r: random.Random) -> None:
    digest = _hex(r, 64)
    ids = [f"req-{_hex(r, 12)}" for _ in range(2)]
    table = (
        " request_id        | api_key\n"
        "-------------------+" + "-" * 66 + "\n"
        f" {ids[0]} | {digest}\n"
        f" {ids[1]} | {digest}\n"
        "(2 rows)\n"
        "-- api_key holds the sha256 hash of the client's key\n"
    )
    _kept(table)
    _kept(f'{{"token": "{digest}"}}\n# token is the sha256 hash of the key, never the key')


@SLOW
@given(seeded)
def test_a_digest_in_a_field_not_said_to_be_a_hash_goes(r: random.Random) -> None:
    digest = _hex(r, 64)
    table = (
        " id | api_key\n"
        "----+" + "-" * 66 + "\n"
        f"  1 | {digest}\n"
        "(1 row)\n"
        "-- request_id holds the sha256 hash of the body\n"
    )
    _caught(table, digest)
