"""The principles written after held-out batch 69 (database administration and data
migration), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: the value of a password-named parameter given as a national string
literal (``@rmtpassword = N'<v>'``), wherever on its line it stands; a URL's password that
holds a raw ``@`` (the user part runs to the last ``@`` before the host); the ``p`` of a
list of one-letter keys that also gives a ``u``; the ``p`` switch of a command that gives
the user by the ``u`` switch of the same one-letter prefix (``/tu: /tp:``); the value an
``UPDATE`` sets in a name/value table for a row named as a password; the value after a
``;`` that follows a quoted password-named field; a quoted phrase of plain words a sentence
says "the phrase" is, where the lines before speak of encryption; a value a reply says
"the new one" is after a question about a login, and its rest in the next message when
ellipses cut it in two. Precision, each a kind: a MySQL account ``'user'@'host'``; the
name of an authentication mechanism; a connect string that is only an address; a
credentials list whose passwords are all references; a template whose variable parts are
all ``<placeholders>``; the upper-case name of a variable that holds a secret; a UUID a
label calls the id of a query or a request; the name of the item a password is stored
under; a cluster node table's hex ids. Each has a counterpart that still goes (or stays).
"""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import SLOW, drawn, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_HOSTS = ["db-main.corp.example", "pg2.lab.test", "sql-east.example.net", "data01.intra.test"]
_USERS = ["loader", "replica_svc", "etl", "reporting", "archiver"]
_PHRASE_WORDS = [
    "lantern", "copper", "meadow", "falcon", "quartz", "harbor", "willow", "ember", "glacier",
    "thistle", "orbit", "pebble", "saffron", "tundra", "walnut", "cobalt", "juniper", "marble",
]  # fmt: skip


def _hex(r: random.Random, n: int) -> str:
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


def _uuid(r: random.Random) -> str:
    return "-".join(_hex(r, n) for n in (8, 4, 4, 4, 12))


# -- 1. a national string literal -----------------------------------------------------------


@SLOW
@given(seeded)
def test_a_national_literal_of_a_password_parameter_goes(r: random.Random) -> None:
    value = _password(r)
    user = r.choice(_USERS)
    name = r.choice(["@rmtpassword", "@password", "@new_passwd", "@secret"])
    _caught(f"    @locallogin = NULL, @rmtuser = N'{user}', {name} = N'{value}';", value)
    # (a national literal of a name, a reference): kept
    _kept(f"    @locallogin = NULL, @rmtuser = N'{user}', @rmtsrvname = N'WAREHOUSE';")
    _kept(f"    @rmtuser = N'{user}', {name} = N'$(LinkPassword)';")


# -- 2. a URL's password with a raw @ --------------------------------------------------------


@SLOW
@given(seeded)
def test_a_url_password_holding_an_at_sign_goes(r: random.Random) -> None:
    head = r.choice("ABCDEFGHKMNPQRSTUVWXYZ") + r.choice("abcdefghkmnpqrstuvwxyz")
    value = f"{head}@{drawn(r, 8)}-"
    user, host = r.choice(_USERS), r.choice(_HOSTS)
    _caught(f'$ psql "postgresql://{user}:{value}@{host}:5432/app?sslmode=require"', value)
    # (an @ in the path, after the host: not the password's)
    _kept(f"see https://{host}/packages/@scope/{user}@2.1.0 for the release")


# -- 3. the p of a list of one-letter keys with a u -------------------------------------------


@SLOW
@given(seeded)
def test_the_p_of_a_one_letter_list_with_a_u_goes(r: random.Random) -> None:
    value = drawn(r, r.randint(12, 20))
    user, host = r.choice(_USERS), r.choice(_HOSTS)
    _caught(f"pt-table-sync --execute h={host},u={user},p={value},P=3306 D=shop", value)
    _caught(f"tool --dsn p={value},u={user},h={host}", value)
    # (no u in the list: p is not said to be a password)
    _kept(f"plot --grid x=12,y=40,p={value},q=7")


# -- 4. a prefixed p switch beside the u switch of the same prefix ----------------------------


@SLOW
@given(seeded)
def test_a_prefixed_password_switch_goes(r: random.Random) -> None:
    value = _password(r)
    user, host = r.choice(_USERS), r.choice(_HOSTS)
    side = r.choice(["t", "s"])
    text = f"sqlpackage /a:Import /{side}sn:{host} /{side}u:{user} /{side}p:{value} /q:True"
    _caught(text, value)
    # (a property switch /p:, and a /tp: without a /tu: user): kept
    _kept(f"sqlpackage /a:Publish /tsn:{host} /p:BlockOnPossibleDataLoss=False /tp:Upgrade42x")


# -- 5. the value an UPDATE sets for a row named as a password --------------------------------


@SLOW
@given(seeded)
def test_the_value_set_for_a_password_row_goes(r: random.Random) -> None:
    value = drawn(r, r.randint(12, 18))
    name = r.choice(["smtp_password", "mysql-monitor_password", "ldap_bind_pwd", "api_token"])
    column = r.choice(["value", "variable_value", "setting_value", "v"])
    _caught(f"UPDATE app_settings SET {column}='{value}' WHERE name='{name}';", value)
    # (a row that is not a secret's): kept
    _kept(f"UPDATE app_settings SET {column}='{value}' WHERE name='smtp_hostname';")


# -- 6. a name;value pair ----------------------------------------------------------------------


@SLOW
@given(seeded)
def test_the_value_after_a_password_field_and_a_semicolon_goes(r: random.Random) -> None:
    value = _password(r)
    package = 'DTExec /ISSERVER "\\SSISDB\\A\\B\\P.dtsx" /Par'
    _caught(f'{package} "$Package::DbPassword";"{value}"', value)
    _caught(f'"name";"value"\n"db_password";{value}\n"db_host";"x"', value)
    # (a field that is not a password's): kept
    _kept('DTExec /ISSERVER "\\SSISDB\\A\\B\\P.dtsx" /Par "$Package::BatchSize";"5000"')


# -- 7. the phrase of what was encrypted -------------------------------------------------------


@SLOW
@given(seeded)
def test_the_phrase_of_an_encrypted_backup_goes(r: random.Random) -> None:
    phrase = " ".join(r.sample(_PHRASE_WORDS, r.randint(4, 6)))
    text = (
        "Ana: the encrypted archive of the ledger needs its phrase for the restore\n"
        f'Rui: the phrase is "{phrase}" exactly as written\n'
    )
    _caught(text, phrase)
    _caught(f'Ana: o dump criptografado precisa da frase\nRui: a frase é "{phrase}"', phrase)
    # (no encryption spoken of: a quoted phrase, as a style guide quotes one)
    _kept(f'Ana: which slogan goes on the banner?\nRui: the phrase is "{phrase}"')


# -- 8. "the new one" after a question about a login, and its rest ------------------------------


@SLOW
@given(seeded)
def test_the_new_one_after_a_login_question_goes(r: random.Random) -> None:
    head, tail = drawn(r, 10), drawn(r, 10)
    user = r.choice(_USERS)
    text = (
        f"Ada 09:01  the {user} login fails since the rollout, what is it now?\n"
        f"Bo 09:02  new one is {head} \u2026\n"
        f"Bo 09:02  \u2026followed by {tail} (two messages on purpose)\n"
    )
    _caught(text, head)
    _caught(text, tail)
    # (a new one that is not a credential's): kept
    _kept(f"Ada 09:01  which build broke the dashboard?\nBo 09:02  new one is {head}\n")


# -- 9. precision: what stays --------------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_mysql_account_stays_and_its_password_goes(r: random.Random) -> None:
    value = _password(r)
    user = r.choice(_USERS)
    net = f"10.{r.randint(1, 250)}.%"
    _kept(
        f"Não cole a senha aqui. Feito: ALTER USER '{user}'@'{net}' IDENTIFIED BY '<senha>';\n"
        f"Amanhã: ALTER USER '{user}'@'{net}' DISCARD OLD PASSWORD;"
    )
    _caught(f"ALTER USER '{user}'@'{net}' IDENTIFIED BY '{value}';", value)


@SLOW
@given(seeded)
def test_an_authentication_mechanism_stays(r: random.Random) -> None:
    host = r.choice(_HOSTS)
    mech = r.choice(["MONGODB-X509", "GSSAPI", "PLAIN", "MONGODB-AWS", "SCRAM-SHA-1"])
    _kept(f'mongosh "mongodb://{host}:27017/?tls=true&authMechanism={mech}&authSource=%24external"')
    value = _password(r)
    user = r.choice(_USERS)
    _caught(f'mongosh "mongodb://{user}:{value}@{host}:27017/?authMechanism={mech}"', value)


@SLOW
@given(seeded)
def test_an_address_only_connect_string_stays(r: random.Random) -> None:
    host = r.choice(_HOSTS)
    port = r.randint(1500, 1600)
    service = f"SVC{r.randint(1, 99)}.{host}"
    text = (
        "conn = oracledb.connect(\n"
        '    user=os.environ["APP_USER"],\n'
        '    password=os.environ["APP_PASSWORD"],\n'
        f'    dsn="{host}:{port}/{service}",\n'
        ")\n"
    )
    _kept(text)
    value = _password(r)
    _caught(f'    dsn="{r.choice(_USERS)}/{value}@{host}:{port}/{service}",', value)


@SLOW
@given(seeded)
def test_credentials_of_references_stay(r: random.Random) -> None:
    a, b = r.sample(_USERS, 2)
    _kept(f'    admin_credentials="{a}:${{{a.upper()}_PASSWORD}};{b}:${{{b.upper()}_PASSWORD}}"')
    value = _password(r)
    _caught(f'    admin_credentials="{a}:{value}"', value)


@SLOW
@given(seeded)
def test_a_template_of_placeholders_stays(r: random.Random) -> None:
    user = r.choice(_USERS)
    _kept(
        f'$ cat /etc/pgbouncer/userlist.txt\n"{user}" "SCRAM-SHA-256$4096:<salt>$<StoredKey>'
        ':<ServerKey>"\n# template only'
    )
    key = drawn(r, 16)
    _caught(f'$ cat userlist.txt\n"{user}" "SCRAM-SHA-256$4096:<salt>${key}:<ServerKey>"', key)


@SLOW
@given(seeded)
def test_the_name_of_a_secret_variable_stays(r: random.Random) -> None:
    part = r.choice(["REPO1", "BACKUP", "ARCHIVE", "STAGE2"])
    kind = r.choice(["CIPHER_PASS", "PASSWORD", "KEY_PASSPHRASE"])
    _kept(f"# repo-cipher-pass is set through PGTOOL_{part}_{kind} in the service env")
    value = _password(r)
    _caught(f"repo-cipher-pass={value}", value)


@SLOW
@given(seeded)
def test_a_uuid_a_label_calls_an_id_stays(r: random.Random) -> None:
    label = r.choice(["query_id", "request id", "trace-id", "job id"])
    _kept(f"Bo 09:03  {label} for the failed login: {_uuid(r)}")
    value = _password(r)
    _caught(f"Bo 09:03  password for the failed login: {value}", value)


@SLOW
@given(seeded)
def test_the_item_a_password_is_stored_under_stays(r: random.Random) -> None:
    name = f"Cert_{r.choice(['Backup', 'Tde', 'Ship'])}_{r.randint(2020, 2030)}"
    thumb = _hex(r, 40).upper()
    text = (
        f"Certificate: {name}, thumbprint {thumb}\n"
        f"The .pvk password is stored in the vault, folder DBA, item '{name} pvk'.\n"
    )
    _kept(text)
    value = _password(r)
    _caught(f"The .pvk password is '{value}'.", value)


@SLOW
@given(seeded)
def test_the_ids_of_a_node_table_stay(r: random.Random) -> None:
    a, b = _hex(r, 40), _hex(r, 40)
    net = f"10.{r.randint(1, 250)}.{r.randint(1, 250)}"
    text = (
        f"$ redis-cli -h {net}.1 -p 7000 --askpass cluster nodes\n"
        "Please input password: ******\n"
        f"{a} {net}.1:7000@17000 myself,master - 0 0 1 connected 0-5460\n"
        f"{b} {net}.4:7000@17000 slave {a} 0 1741252001000 1 connected\n"
    )
    _kept(text)
    value = _hex(r, 40)
    _caught(f"$ redis-cli -h {net}.1 -p 7000 -a {value} cluster nodes", value)
