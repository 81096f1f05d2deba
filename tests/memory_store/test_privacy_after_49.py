"""The principles written after held-out batch 49 (carrier and ISP operations), held over
generated values and texts of my own (never the batch's).

Leaks, each a kind: a TL1 command's password (the first parameter after ``::`` of
``ACT-USER``/``ENT-USER-SECU``, both of ``ED-PID``); an SNMP community given to a setting
or command naming one; a value under a glued SNMPv3 passphrase name (``AUTHPASS``,
``PRIVPASS``); a RADIUS client's positional shared secret; a SIM's subscriber keys (after an
IMSI, in a SIM table's key columns, after a SIM programmer's flags); what a REPL prints for
a call reading a secret's value; a TR-069 provision's value for a parameter named for a
secret; the password after ``password-auth``; the labelled pieces of a credential a chat
says it sends in pieces; a login told as a user ``with`` a password; a password or an
account named by its user ``changed to`` a value. Precision, each a kind: a reference
(``$env(NAME)``, ``$${name}``) or a path in parentheses; a RADIUS accounting session's id;
a dotted setting's name; a hardware address after its word; a note in parentheses; a
serial number under its name; a listing's description field; a public key's ``Key Data``.
Each has a counterpart that still goes (or stays)."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import ALNUM, HEX, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_NODES = ["lisbon", "porto", "braga", "faro", "evora", "aveiro", "leiria", "coimbra"]
_USERS = ["opsuser", "splicer", "nightshift", "auditor", "fieldeng", "surveyor"]


def _hex(r: random.Random, n: int) -> str:
    while True:
        value = "".join(r.choice(HEX) for _ in range(n))
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def _digits(r: random.Random, n: int) -> str:
    return r.choice("123456789") + "".join(r.choice("0123456789") for _ in range(n - 1))


def _token(r: random.Random, n: int = 20) -> str:
    while True:
        value = "".join(r.choice(ALNUM) for _ in range(n))
        if (
            sum(c.isdigit() for c in value) >= 3
            and any(c.isupper() for c in value)
            and any(c.islower() for c in value)
        ):
            return value


_PIECE_LETTERS = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ"


def _letters(r: random.Random, n: int) -> str:
    """A piece of a random secret: letters of both cases (a piece need not hold a digit)."""
    while True:
        value = "".join(
            r.choice("abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ") for _ in range(n)
        )
        if sum(c.isupper() for c in value[1:]) >= 2 and sum(c.islower() for c in value) >= 2:
            return value


# -- 1. a TL1 command's password ----------------------------------------------------------


@SLOW
@given(seeded)
def test_a_tl1_login_or_user_password_goes(r: random.Random) -> None:
    node, user, pw = r.choice(_NODES).upper(), r.choice(_USERS).upper(), _password(r, 11)
    ctag = f"Q{r.randrange(10, 99)}"
    _caught(f"ACT-USER:{node}-WDM-{r.randrange(1, 9)}:{user}:{ctag}::{pw};", pw)
    _caught(f'ENT-USER-SECU::{user}:{ctag}::"{pw}",,UAP=A2,TMOUT=15;', pw)
    new = _password(r, 12)
    text = f"ED-PID:{node}:{user}:{ctag}::{pw},{new};"
    _caught(text, pw)
    _caught(text, new)
    # (a retrieval, an alarm query: no password in them)
    _kept(f"RTRV-USER-SECU:{node}:ALL:{ctag};\nRTRV-ALM-ALL:{node}:ALL:{ctag}::,,,SA;")


# -- 2. an SNMP community ------------------------------------------------------------------


@SLOW
@given(seeded)
def test_an_snmp_community_given_to_a_setting_or_command_goes(r: random.Random) -> None:
    value = _token(r, 16)
    _caught(f"agent:\n  snmp:\n    rw_community: {value}\n    port: 161", value)
    _caught(f"snmp-agent community read simple {value} mib-view all", value)
    _caught(f'trap_community = "{value}"', value)
    # (a label, the defaults: what a community is called, not one)
    _kept("agent:\n  snmp:\n    read_community: campus-readers\n    write_community: private")


# -- 3. a glued SNMPv3 passphrase name ------------------------------------------------------


@SLOW
@given(seeded)
def test_a_value_under_a_glued_v3_passphrase_name_goes(r: random.Random) -> None:
    value = _password(r, 15)
    _caught(f'[{{"macro":"{{$LAB_PRIVPASS}}","value":"{value}","type":"0"}}]', value)
    _caught(f"V3_AUTHPASS={value}\nV3_USER=poller", value)
    # (a reference to another macro, an empty value)
    _kept('[{"macro":"{$LAB_PRIVPASS}","value":"{$GLOBAL_PRIV}","type":"0"}]')


# -- 4. a RADIUS client's positional secret -------------------------------------------------


@SLOW
@given(seeded)
def test_a_radius_clients_positional_secret_goes(r: random.Random) -> None:
    value = _token(r, 18)
    host = f"10.{r.randrange(1, 250)}.0.{r.randrange(1, 250)}"
    verb = r.choice(["coa", "auth", "acct", "status"])
    _caught(f'echo "User-Name=bob" | radclient -t 2 {host}:3799 {verb} {value}', value)
    _kept(f"radclient -f req.txt {host} {verb} $RADIUS_SECRET")


# -- 5. a SIM's subscriber keys -----------------------------------------------------------


@SLOW
@given(seeded)
def test_a_sims_subscriber_keys_go(r: random.Random) -> None:
    imsi, k, opc = _digits(r, 15), _hex(r, 32), _hex(r, 32).upper()
    text = f"provision the subscriber:\n$ hss-admin add {imsi} {k} {opc}"
    _caught(text, k)
    _caught(text, opc)
    table = f"imsi;ki;opc;msisdn\n{imsi};{k.upper()};{opc};{_digits(r, 11)}"
    _caught(table, k.upper())
    _caught(table, opc)
    _caught(f"cards.csv: {table}", k.upper())  # (a table after words on its first line)
    adm = _digits(r, 8)
    flags = f"pysim-prog -p 0 --adm1 {adm} --ki {k} --imsi {imsi}"
    _caught(flags, adm)
    _caught(flags, k)
    # (an IMSI and its APN, a table without key columns)
    _kept(f"subscriber {imsi} apn internet qci 9\nimsi,msisdn,apn\n{imsi},{_digits(r, 11)},iot")


# -- 6. a REPL's echo of a secret's value --------------------------------------------------


@SLOW
@given(seeded)
def test_what_a_repl_prints_for_a_secrets_value_goes(r: random.Random) -> None:
    value = _password(r, 12)
    name = r.choice(_NODES)
    _caught(f"In [4]: settings.{name}_login.get_secret_value()\nOut[4]: '{value}'", value)
    _caught(
        f">>> cred = Secret.objects.get(name=\"{name}-tacacs\")\n>>> cred.get_value()\n'{value}'",
        value,
    )
    # (a field's value where no secret is read)
    _kept(f">>> field = form.fields['{name}']\n>>> field.get_value()\n'{name}-east-1b'")


# -- 7. a TR-069 provision's secret parameter -----------------------------------------------


@SLOW
@given(seeded)
def test_a_tr069_provisions_secret_parameter_goes(r: random.Random) -> None:
    value = _password(r, 14)
    text = (
        'const t = Date.now();\ndeclare("Device.Users.User.2.Password", '
        f'{{value: t}}, {{value: "{value}"}});'
    )
    _caught(text, value)
    _kept(
        'const t = Date.now();\ndeclare("Device.Users.User.2.Username", '
        f'{{value: t}}, {{value: "{r.choice(_USERS)}"}});'
    )


# -- 8. the password after password-auth ---------------------------------------------------


@SLOW
@given(seeded)
def test_the_password_after_password_auth_goes(r: random.Random) -> None:
    value = _digits(r, 10)
    _caught(f"olt(config-if-gpon-0/1)# ont add 3 7 password-auth {value} always-on omci", value)
    _kept("olt(config-if-gpon-0/1)# ont confirm 3 all password-auth always-on omci")


# -- 9. the labelled pieces of a credential sent in pieces ---------------------------------


@SLOW
@given(seeded)
def test_the_pieces_of_a_credential_sent_in_pieces_go(r: random.Random) -> None:
    first, rest = _letters(r, 9), _letters(r, 8)
    spanish = (
        f"[09:10] ana: la contraseña del portal va en dos trozos\n"
        f"[09:10] ana: primera parte: {first}\n[09:11] leo: vale\n"
        f"[09:11] ana: y el resto: {rest}"
    )
    _caught(spanish, first)
    _caught(spanish, rest)
    vietnamese = (
        f"[08:00] Minh: mật khẩu wifi kho gửi 2 tin nhé\n[08:00] Minh: phần đầu {first}\n"
        f"[08:01] Minh: phần cuối {rest}"
    )
    _caught(vietnamese, first)
    _caught(vietnamese, rest)
    # (pieces of something else: no credential named where the pieces are announced)
    _kept(
        "[09:10] ana: the release notes come in two parts\n"
        "[09:10] ana: first part: ReleaseNotes\n[09:11] ana: the rest: MigrationGuide"
    )


# -- 10. a login told as a user with a password -------------------------------------------


@SLOW
@given(seeded)
def test_a_login_told_as_a_user_with_a_password_goes(r: random.Random) -> None:
    value = _password(r, 13)
    user = r.choice(_USERS) + "_ro"
    _caught(f"heads up, the billing db login is {user} with {value}, rotate it friday", value)
    _kept(f"the login is {r.choice(_USERS)} with sudo, ask before using it")


# -- 11. a password or an account named by its user changed to a value --------------------


@SLOW
@given(seeded)
def test_a_credential_changed_to_a_value_goes(r: random.Random) -> None:
    value = _password(r, 13)
    _caught(f"2. Tài khoản quản trị switch (admin) đã đổi sang: {value}", value)
    _caught(f"a senha do roteador foi alterada para {value} ontem", value)
    # (an account's plan changes too: no user named, no password)
    _kept("the account plan changed to Enterprise2025 last week")


# -- 12. what stays -----------------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_reference_or_a_path_in_parentheses_stays(r: random.Random) -> None:
    name = r.choice(_NODES).upper()
    _kept(f'#!define DBURL "mysql://sip:$env({name}_DB_PW)@127.0.0.1/sip"')
    _kept(f'<param name="password" value="$${{{name.lower()}_esl_password}}"/>')
    _kept(f"the new password is kept in Vault (kv/{name.lower()}/core-{r.randrange(1, 9)}).")
    value = _password(r, 14)
    _caught(f'#!define DBURL "mysql://sip:{value}@127.0.0.1/sip"', value)


@SLOW
@given(seeded)
def test_a_radius_accounting_session_id_stays(r: random.Random) -> None:
    session = _hex(r, 16).upper()
    log = (
        f"(3) Received Accounting-Request Id 9 from 10.0.0.1:1024 to 10.0.0.2:1813\n"
        f'(3)   Acct-Session-Id = "{session}"\n(3)   Acct-Status-Type = Start'
    )
    _kept(log)
    value = _password(r, 14)
    _caught(log + f'\n(3)   User-Password = "{value}"', value)


@SLOW
@given(seeded)
def test_a_dotted_setting_name_and_a_hardware_address_stay(r: random.Random) -> None:
    ext = str(r.randrange(1000, 9999))
    mac = _hex(r, 12)
    _kept(
        f'<line line.2.address="{ext}" line.2.auth.userName="{ext}" line.2.auth.password="" '
        f'line.2.auth.retryInFailover="0"/>\n'
        f"<!-- filled in by the provisioning server from the MAC {mac} -->"
    )
    value = _password(r, 14)
    _caught(f'<line line.2.auth.userName="{ext}" line.2.auth.password="{value}"/>', value)


@SLOW
@given(seeded)
def test_a_note_a_serial_and_a_description_stay(r: random.Random) -> None:
    serial = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(4)) + _hex(r, 8).upper()
    _kept(f'{{"device_sn":"{serial}","wifi":{{"psk":"(on the sticker under the router)"}}}}')
    listing = (
        f"  SN                : {serial}\n  Password          : -\n"
        f"  Description       : CUST-{_digits(r, 7)}"
    )
    _kept(listing)
    value = _password(r, 14)
    _caught(f'{{"device_sn":"{serial}","wifi":{{"psk":"{value}"}}}}', value)


@SLOW
@given(seeded)
def test_a_public_keys_key_data_stays(r: random.Random) -> None:
    data = _hex(r, 64).upper()
    _kept(
        f"show crypto key mypubkey rsa\nKey name: {r.choice(_NODES)}.example\n"
        f" Usage: General Purpose Key\n Key Data:\n  {data}"
    )
    _caught(f"private key material\n Key Data:\n  {data}", data)
