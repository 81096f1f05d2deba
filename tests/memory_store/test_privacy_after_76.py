"""The principles written after held-out batch 76 (public sector, non-profit and civic-tech
software), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: a credential handed over on the line after the one that announces it
(the line names a password, a token or a key, in English, Spanish, Ukrainian or Arabic,
and ends with a colon; the value stands alone on the next line, or after the same chat
speaker's name); the fallback literal of a lookup of an environment variable whose name
says secret, whatever its shape (two UUIDs behind a key's name); the password a command
that sets one is given after the account's name; the id of an API key pair written beside
its secret. Precision, each a kind: a cell of a listing's column headed as an identifier
(``id``, ``SID``); a resource's SID named as one; the name of an environment variable a
lookup reads, in prose; a session's ``key`` setting that names its cookie. Each has a
counterpart that still goes (or stays)."""

from __future__ import annotations

import random
import string

from hypothesis import given

from tests.memory_store.generated import HEX, SLOW, drawn, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_PEOPLE = ["Lucia", "Omar", "Tetiana", "Ines", "Kwame", "Rafa"]
_SERVICES = ["PostgreSQL", "MariaDB", "the mail relay", "the archive server", "LDAP"]
_PLACES = ["the new host", "the staging box", "the library's VM", "the replica"]
_PREFIXES = ["OPENDATA", "PORTAL", "CIVIC_SYNC", "BUDGET_API", "GRANTS"]
_WORDS = ["lantern", "copper", "meadow", "falcon", "quartz", "harbor", "willow", "ember"]


def _hex(r: random.Random, n: int) -> str:
    while True:
        value = "".join(r.choice(HEX) for _ in range(n))
        if sum(c.isdigit() for c in value) >= 3 and sum(c.isalpha() for c in value) >= 3:
            return value


def _uuid(r: random.Random) -> str:
    return "-".join(
        _hex(r, n) if n > 4 else "".join(r.choice(HEX) for _ in range(n)) for n in (8, 4, 4, 4, 12)
    )


def _base64url(r: random.Random, n: int) -> str:
    return drawn(r, n - 2) + r.choice("-_") + r.choice(string.ascii_letters)


# -- 1. a credential on the line after the one that announces it ----------------------------


@SLOW
@given(seeded)
def test_a_credential_on_the_line_after_its_announcement_goes(r: random.Random) -> None:
    pw = _password(r)
    service, place = r.choice(_SERVICES), r.choice(_PLACES)
    _caught(
        f"To finish the move you will need the {service} root password on {place}:\n{pw}\nThanks!",
        pw,
    )
    who = r.choice(_PEOPLE)
    token = f"APP-{r.randint(10**15, 10**16 - 1)}-{_hex(r, 32)}-{r.randint(10**8, 10**9 - 1)}"
    _caught(
        f"{who}: rotamos el token de la pasarela, el nuevo es este:\n{who}: {token}\nAna: listo",
        token,
    )
    value = _hex(r, 32)
    _caught(f"{who}: تم إلغاء القديم، هذا رمز المصادقة الجديد:\n{who}: {value}\n", value)
    _caught(f"Новий пароль до бази {r.choice(_WORDS)}:\n{pw}\n", pw)


@SLOW
@given(seeded)
def test_what_an_announcement_does_not_hand_over_stays(r: random.Random) -> None:
    who, other = r.sample(_PEOPLE, 2)
    value = _hex(r, 40)
    # (the colon brings the commit; another speaker's line; a program's answer)
    _kept(f"{who}: the token was rotated in this commit:\n{who}: {value}\n")
    _kept(f"SQL> connect {r.choice(_WORDS)}@PROD\nEnter password:\nConnected.\nSQL> select 1;\n")
    _kept(
        f"{who}: we rotated the token, the new one is in the vault:\n"
        f"{other}: ok, {r.choice(_WORDS)}\n"
    )


# -- 2. the fallback literal of a secret's environment lookup -------------------------------


@SLOW
@given(seeded)
def test_the_fallback_of_a_secret_environment_lookup_goes(r: random.Random) -> None:
    name = r.choice(_PREFIXES)
    key = f"{r.choice(_WORDS)}_team-{_uuid(r)}-{_uuid(r)}"
    _caught(f'CLIENT = Client.new(\n  ENV.fetch("{name}_API_KEY") {{ "{key}" }}\n)\n', key)
    _caught(f'api_key = os.environ.get("{name}_API_KEY", "{key}")\n', key)
    # (an id under an id's name, a placeholder: kept)
    _kept(f'TEMPLATE = ENV.fetch("{name}_TEMPLATE_ID") {{ "{_uuid(r)}" }}\n')
    _kept(f'CLIENT = Client.new(ENV.fetch("{name}_API_KEY") {{ "changeme" }})\n')


# -- 3. the password of a command that sets one ---------------------------------------------


@SLOW
@given(seeded)
def test_the_password_a_set_password_command_is_given_goes(r: random.Random) -> None:
    phrase = "-".join(r.sample(_WORDS, 3)) + f"-{r.randint(1, 99)}"
    user = r.choice(["admin", "editor", "portal_ops"])
    _caught(
        f'$ ddev drush user:password {user} "{phrase}"\n [success] Changed password for {user}.',
        phrase,
    )
    _kept(f'$ drush user:password {user} "$NEW_ADMIN_PASSWORD"\n [success] Changed password.')


# -- 4. the id of an API key pair beside its secret -----------------------------------------


@SLOW
@given(seeded)
def test_the_id_of_a_key_pair_beside_its_secret_goes(r: random.Random) -> None:
    prefix = r.choice(_PREFIXES)
    key_id = "".join(r.choice(string.ascii_lowercase + string.digits) for _ in range(22)) + "7q"
    secret = drawn(r, 48)
    _caught(
        f"{prefix}_DOMAIN=data.city.example\n{prefix}_KEY_ID={key_id}\n{prefix}_KEY_SECRET={secret}\n",
        key_id,
    )
    # (the secret empty: a sample file's id stays)
    _kept(f"{prefix}_DOMAIN=data.city.example\n{prefix}_KEY_ID=\n{prefix}_KEY_SECRET=\n")


# -- 5. precision -----------------------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_cell_of_an_id_column_stays(r: random.Random) -> None:
    ids = [_base64url(r, 36) for _ in range(2)]
    rule = "+" + "-" * 38 + "+" + "-" * 12 + "+"
    rows = "\n".join(f"| {i} | {r.choice(_WORDS):10} |" for i in ids)
    _kept(f"$ tool token list etl\n{rule}\n| {'id':36} | {'name':10} |\n{rule}\n{rows}\n{rule}\n")
    sids = [f"SM{_hex(r, 32)}" for _ in range(3)]
    lines = "\n".join(f"{s}  {r.choice(['delivered', 'failed'])}" for s in sids)
    _kept(f"$ sms messages list\nSID{' ' * 33}Status\n{lines}\n")
    # (a column headed as the token: its cells go)
    token = drawn(r, 36)
    _caught(f"| name | token |\n|------|-------|\n| etl | {token} |\n", token)


@SLOW
@given(seeded)
def test_a_named_sid_and_a_lookup_name_stay(r: random.Random) -> None:
    service, message = f"MG{_hex(r, 32)}", f"SM{_hex(r, 32)}"
    name = r.choice(_PREFIXES)
    _kept(
        f"import os\nfrom sms.rest import Client\n\n"
        f'client = Client(os.environ["{name}_ACCOUNT_SID"], os.environ["{name}_AUTH_TOKEN"])\n'
        f'msg = client.messages.create(to=phone, messaging_service_sid="{service}", body=TEXT)\n'
        f"print(msg.sid)  # e.g. {message}\n"
    )
    token = _hex(r, 32)
    _caught(f'client = Client("AC{_hex(r, 32)}", auth_token="{token}")\n', token)
    db = r.choice(_WORDS)
    _kept(
        f"Пароль до БД {db} змінено, новий лежить у Vault:\n"
        f"    secret/data/{db}/db  (ключ: password, версія {r.randint(2, 9)})\n"
        f"Конфіг читає його через getenv('{name}_DB_PASSWORD'). Тепер:\n"
        f"    'password' => getenv('{name}_DB_PASSWORD'),\n"
    )


@SLOW
@given(seeded)
def test_a_session_cookie_name_stays_and_its_secret_goes(r: random.Random) -> None:
    app, secret = r.choice(_WORDS), drawn(r, 32)
    _kept(f"[app:main]\nbeaker.session.key = {app}\nbeaker.session.type = cookie\n")
    _caught(f"[app:main]\nbeaker.session.key = {app}\nbeaker.session.secret = {secret}\n", secret)
