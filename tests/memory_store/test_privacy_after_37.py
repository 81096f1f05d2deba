"""The principles written after held-out batch 37 (data engineering, analytics and ML
operations), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: the secret argument of an authentication object's constructor (the
second positional literal of ``…Auth(name, secret)``, ``…Authenticator``,
``…AuthProvider``, ``NetworkCredential``), its arguments on one line or several; a
``[users]`` section's ``name = password, roles`` lines (and a ``users.properties`` or
``realm.properties`` file's); a connection file's HMAC ``key`` beside its
``signature_scheme``; an account handed over as ``user / password`` after a word for an
account or its access data in several languages, the password's dotted tail a
capitalised word; a credential sent in parts under labels that say so (``first part:``,
``part 2:``, ``zweiter Teil:``), other messages between them; a table cell's value that
the terminal wrapped onto the next line. Precision, each a kind: a config provider's or
resolver's reference (``${secrets:…}``, ``${file:…}``, ``${oc.env:…}``, ``${vault:…}``)
names where a value is read from; a mask of one repeated dot-like character is a mask,
an escaped line break after it too; a call's opening at a line's end is code. Each has a
counterpart that still goes (or stays)."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from tests.memory_store.generated import ALNUM, HEX, SLOW, seeded, uuids
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_LOWER = "abcdefghijklmnopqrstuvwxyz"
_WORDS = ["harbor", "lumen", "quarry", "sable", "tundra", "violet", "walnut", "zephyr"]


def _run(r: random.Random, n: int, alphabet: str = ALNUM) -> str:
    while True:
        value = "".join(r.choice(alphabet) for _ in range(n))
        cased = any(c.isupper() for c in alphabet)
        if (
            sum(c.isdigit() for c in value) >= 2
            and sum(c.isalpha() for c in value) >= 2
            and (not cased or (any(c.isupper() for c in value) and any(c.islower() for c in value)))
        ):
            return value


def _chosen(r: random.Random) -> str:
    """A person's password of the ``Word1234.Word`` kind: a capitalised word after a dot."""
    head = r.choice(_WORDS).capitalize() + str(r.randrange(100, 9999))
    return head + "." + r.choice(_WORDS).capitalize()


# -- 1. an authentication object's secret argument ------------------------------------------


@SLOW
@given(seeded)
def test_an_auth_constructors_secret_argument_goes(r: random.Random) -> None:
    token = _run(r, 24) + "==:" + _run(r, 30)
    name = r.choice(_WORDS) + "-bot"
    _caught(f'auth = client.PersonalAccessTokenAuth(\n    "{name}", "{token}", site="x"\n)', token)
    secret = _password(r)
    _caught(f'session.auth = HTTPBasicAuth(\n    "{name}",\n    "{secret}",\n)', secret)
    _caught(f'var c = new NetworkCredential("{name}", "{secret}");', secret)
    _caught(f"auth = PasswordAuthenticator(USER, '{secret}')", secret)
    # (a name and a variable, a placeholder, an environment lookup: kept)
    _kept(f'auth = PersonalAccessTokenAuth("{name}", token_value)')
    _kept(f'auth = HTTPBasicAuth("{name}", os.environ["SVC_PASSWORD"])')
    _kept(f'auth = HTTPBasicAuth("{name}", "<password>")')


# -- 2. a [users] section's passwords -----------------------------------------------------


@SLOW
@given(seeded)
def test_a_users_sections_password_goes(r: random.Random) -> None:
    first, second = _password(r), _chosen(r)
    roles = r.choice(["admin", "reader, writer", "ops"])
    _caught(f"[users]\n{r.choice(_WORDS)} = {first}, {roles}\nbot = {second}\n\n[roles]\n", first)
    _caught(f"[users]\n{r.choice(_WORDS)} = {first}, {roles}\nbot = {second}\n", second)
    _caught(f"# etc/users.properties\n{r.choice(_WORDS)} = {first},_g_:admingroup\n", first)
    _caught(f"log: [users]\n{r.choice(_WORDS)} = {first}, {roles}\n", first)
    # (settings under [users], a role that is its own name, no roles in a .properties)
    _kept("[users]\nallow_sign_up = false\ndefault_theme = dark\nauto_assign_org_role = Viewer")
    _kept("[users]\nguest = guest, read-only\n# admin = <password>, admin")
    _kept("# realm.properties\nretries = 5\n")


# -- 3. a connection file's HMAC key ----------------------------------------------------------


@SLOW
@given(seeded, uuids)
def test_a_connection_files_hmac_key_goes(r: random.Random, uuid: str) -> None:
    port = r.randrange(30000, 60000)
    _caught(
        f'{{\n  "shell_port": {port},\n  "ip": "127.0.0.1",\n  "key": "{uuid}",\n'
        '  "transport": "tcp",\n  "signature_scheme": "hmac-sha256"\n}',
        uuid,
    )
    digest = "".join(r.choice(HEX) for _ in range(64))
    _caught(f"c.Session.key = b'{digest}'  # hmac", digest)
    # (an empty key, a record's key id with no signature scheme: kept)
    _kept(f'{{"shell_port": {port}, "key": "", "signature_scheme": "hmac-sha256"}}')
    _kept(f'{{"key": "{uuid}", "name": "orders", "partition": {port}}}')


# -- 4. user / password after an account's words --------------------------------------------


@SLOW
@given(seeded)
def test_an_account_handed_over_as_user_slash_password_goes(r: random.Random) -> None:
    value = _chosen(r)
    user = r.choice(_WORDS) + "@example.org"
    _caught(f"# Zugangsdaten fürs Konto (bis SSO!): {user} / {value}\nx = 1", value)
    _caught(f"Credenciales de la cuenta: {user} / {value}", value)
    _caught(f"// identifiants du compte : {user} / {value}", value)
    _caught(f"the admin login is {user} / {value}", value)
    # (a file's name, a word without a digit, no account's word: kept)
    _kept(f"Konto: report / backup_{r.randrange(2000, 2030)}.csv")
    _kept(f"Credenciales: {user} / Manual.Pdf")
    _kept(f"moved {r.choice(_WORDS)} / {value} to the archive")


# -- 5. a credential sent in labelled parts ---------------------------------------------------


@SLOW
@given(seeded, st.integers(6, 12), st.integers(6, 12))
def test_a_credential_in_labelled_parts_goes(r: random.Random, a: int, b: int) -> None:
    one = _run(r, a, _LOWER + "0123456789")
    two = _run(r, b)
    _caught(
        f"[ana 09:01] the token for prod, first part: {one}\n"
        f"[ben 09:01] ok, waiting for the rest before I write the {r.choice(_WORDS)} file\n"
        f"[ana 09:02] second part: {two} (glue them)",
        two,
    )
    _caught(
        f"Schlüssel kommt gleich, erster Teil: {one}\n> danke\nzweiter Teil: {two}\n",
        one,
    )
    _caught(f"password, part 1: {one}\nmeeting now\npart 2: {two}", two)
    # (parts with no credential named before them: kept)
    _kept(f"first part: {one}\nsecond part: {two}\n")


# -- 6. a terminal-wrapped table cell ----------------------------------------------------------


@SLOW
@given(seeded, st.integers(2, 20))
def test_a_wrapped_table_cells_tail_goes(r: random.Random, cut: int) -> None:
    secret = _run(r, 63 + cut, ALNUM + "+/")
    width = 78
    head, tail = secret[: width - 15], secret[width - 15 :]
    border = "+------------+" + "-" * (width - 14)
    _caught(
        f"{border}\n| Key        | {_run(r, 16)}\n| Secret     | {head}\n{tail}\n{border}",
        tail,
    )
    box = "├" + "─" * (width - 1)
    _caught(f"│ token      │ {head}\n{tail}\n{box}", tail)
    # (a short row and a word under it, a row with a name, prose after the table: kept)
    _kept(f"| id | {_run(r, 18, HEX)}\nok\n+---")
    _kept(
        f"{border}\n| Name       | {'-'.join(r.choice(_WORDS) for _ in range(3))}\ndone\n{border}"
    )


# -- 7. a config provider's reference ---------------------------------------------------------


@SLOW
@given(seeded)
def test_a_config_providers_reference_stays(r: random.Random) -> None:
    name = r.choice(_WORDS)
    _kept(f'"database.password": "${{secrets:kafka/{name}-db:password}}",')
    _kept(f"password: ${{file:/opt/{name}/secrets.properties:db.password}}")
    _kept(f"con: postgresql://${{oc.env:{name.upper()}_USER}}:${{oc.env:PW}}@db:5432/{name}")
    _kept(f"db.password=${{vault:secret/data/{name}:password}}")
    _kept(f'password = "${{ssm:/prod/{name}/db-password}}"')
    # (a default value inside a reference: still goes)
    value = _password(r)
    _caught(f"password: ${{DB_PASSWORD:-{value}}}", value)
    _caught(f"spring.datasource.password=${{DB_PASSWORD:{value}}}", value)


# -- 8. a mask of a repeated dot-like character -------------------------------------------


@SLOW
@given(seeded, st.integers(4, 16), st.sampled_from("·•∙●"))
def test_a_mask_of_dots_stays(r: random.Random, n: int, dot: str) -> None:
    _kept(f'"text": [\n  "{r.choice(_WORDS).capitalize()} password: {dot * n}\\n"\n]')
    _kept(f'"text": ["Token: {dot * n}\\n"]')
    # (a value beside its dots: still goes)
    value = _password(r)
    _caught(f'"text": ["password: {value}\\n"]', value)


# -- 9. a call's opening at a line's end -------------------------------------------------------


@SLOW
@given(seeded)
def test_a_calls_opening_stays(r: random.Random) -> None:
    cls = r.choice(["PersonalAccessTokenAuth", "HTTPDigestAuth", "TokenAuth"])
    _kept(f"auth = client.{cls}(\n    user_name,\n    os.environ['TOKEN'],\n)")
    # (a literal secret among its arguments: still goes)
    value = _password(r)
    _caught(f'auth = {cls}(\n    "{r.choice(_WORDS)}", "{value}"\n)', value)
