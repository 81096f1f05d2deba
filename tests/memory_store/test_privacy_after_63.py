"""The principles written after held-out batch 63 (universities and research IT), held over
generated values and texts of my own (never the batch's).

Leaks, each a kind: the value a setting command gives a setting whose name ends in a
credential's word (``set-config <id> <name>Password '<value>'``, ``config:…:set <name>
--value=<value>``); a Perl hash element whose key ends in a credential's word, glued or not
(``$c->{dbpass} = '<value>'``); a drawn token as the second argument of a call whose first
is a URL (an SDK's positional base URL and API key); radtest's positional password and
shared secret. Each has a counterpart that stays.

Look-alikes, each a kind that stays: a build's substitution marker (``__NAME__``); the user
and realm a RADIUS server logs on a login line; a SAML message's id on a line that names
SAML; a logon string without a slash (``connect <user>@<service>``). Each has a
counterpart that goes."""

from __future__ import annotations

import random

from hypothesis import given

from supermemory_local.store.privacy import is_placeholder
from tests.memory_store.generated import HEX, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import drawn as _drawn
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_PREFIXES = ["db", "admin", "smtp", "ldap", "root", "mail", "bind", "vault", "sync", "repl"]
_TAILS = ["pass", "password", "passwd", "pwd", "secret"]
_PLAIN_NAMES = ["dbname", "dbhost", "dbuser", "base_url", "adminemail", "timeout", "port"]
_HOSTS = ["lms.campus.example", "git.dept.example.org", "api.school.example.net"]
_CALLS = ["Client", "Api", "Gitlab", "Connector", "LmsClient", "Session", "Portal"]
_USERS = ["kpetrova", "mdubois", "tnguyen", "lsantos", "ajansen", "hkowalski"]
_REALMS = ["campus.example.org", "uni.example.net", "college.example.edu"]
_SERVICES = ["FINPROD", "HRPROD", "CAMPUSDB", "LEDGERPDB", "REGDB1"]


def _pw(r: random.Random) -> str:
    while True:
        value = _password(r, r.randrange(10, 20))
        if not is_placeholder(value):
            return value


def _name(r: random.Random) -> str:
    """A setting's name that ends in a credential's word, in one of the cases code uses."""
    prefix, tail = r.choice(_PREFIXES), r.choice(_TAILS)
    return r.choice(
        [
            prefix + tail,
            prefix + "_" + tail,
            prefix + "Agent" + tail.capitalize(),
            prefix + tail.upper(),
        ]
    )


def _hex(r: random.Random, n: int) -> str:
    return "".join(r.choice(HEX) for _ in range(n))


def _account(r: random.Random) -> str:
    return r.choice(_USERS)[: r.randrange(3, 7)] + str(r.randrange(1, 99))


# -- 1. a setting command's value for a credential's setting ----------------------------------


@SLOW
@given(seeded)
def test_a_set_command_credential_value_goes(r: random.Random) -> None:
    pw, name = _pw(r), _name(r)
    quote = r.choice(["'", '"'])
    _caught(f"php occ ldap:set-config s0{r.randrange(1, 9)} {name} {quote}{pw}{quote}", pw)
    _caught(f"php occ config:system:set {name} --value={quote}{pw}{quote}", pw)
    _caught(f"appctl set-option {r.choice(_PLAIN_NAMES)}=1 {name} {pw}", pw)


@SLOW
@given(seeded)
def test_a_set_command_plain_setting_or_reference_stays(r: random.Random) -> None:
    plain = r.choice(_PLAIN_NAMES)
    _kept(f"php occ ldap:set-config s0{r.randrange(1, 9)} {plain} '{r.choice(_HOSTS)}'")
    _kept(
        f'php occ config:system:set {_name(r)} --value="$' + r.choice(["SMTP_PW", "BIND_PW"]) + '"'
    )


# -- 2. a Perl hash element whose key names a credential --------------------------------------


@SLOW
@given(seeded)
def test_a_perl_hash_credential_value_goes(r: random.Random) -> None:
    pw = r.choice([_pw(r), "-".join(r.sample(["cedar", "ember", "fjord", "quill", "nimbus"], 3))])
    pw += str(r.randrange(10, 99)) if not any(c.isdigit() for c in pw) else ""
    var = r.choice(["$c->", "$self->", "$conf", "$cfg->{db}->"])
    _caught(f"{var}{{{_name(r)}}} = '{pw}';", pw)


@SLOW
@given(seeded)
def test_a_perl_hash_plain_key_or_reference_stays(r: random.Random) -> None:
    _kept(f"$c->{{{r.choice(_PLAIN_NAMES)}}} = '{r.choice(_USERS)}_{r.randrange(1, 9)}';")
    _kept(f"$c->{{{_name(r)}}} = '$ENV{{{r.choice(['DB_PASS', 'BIND_PW'])}}}';")


# -- 3. a drawn token after a URL in a call ---------------------------------------------------


@SLOW
@given(seeded)
def test_a_token_after_a_url_in_a_call_goes(r: random.Random) -> None:
    token = _drawn(r, r.randrange(20, 64))
    if r.random() < 0.5:
        token = f"{r.randrange(1000, 99999)}~{token}"
    q = r.choice(["'", '"'])
    _caught(f"api = {r.choice(_CALLS)}({q}https://{r.choice(_HOSTS)}{q}, {q}{token}{q})", token)


@SLOW
@given(seeded)
def test_a_path_or_name_after_a_url_in_a_call_stays(r: random.Random) -> None:
    q = r.choice(["'", '"'])
    second = r.choice([f"api/v{r.randrange(1, 4)}/courses", r.choice(_USERS), "graphql"])
    _kept(f"resp = {r.choice(_CALLS)}({q}https://{r.choice(_HOSTS)}{q}, {q}{second}{q})")


# -- 4. radtest's password and shared secret --------------------------------------------------


@SLOW
@given(seeded)
def test_radtest_password_and_secret_go(r: random.Random) -> None:
    pw, secret = _pw(r), _drawn(r, r.randrange(12, 24))
    opts = r.choice(["", " -t mschap", " -t pap -4", " -x -t eap-md5"])
    user = r.choice([r.choice(_USERS), f"{r.choice(_USERS)}@{r.choice(_REALMS)}"])
    text = f"radtest{opts} {user} {pw} radius.{r.choice(_REALMS)} {r.randrange(0, 9)} {secret}"
    _caught(text, pw)
    _caught(text, secret)


@SLOW
@given(seeded)
def test_radtest_with_variables_stays(r: random.Random) -> None:
    _kept(
        f'radtest {r.choice(_USERS)} "$RADIUS_PW" radius.{r.choice(_REALMS)} '
        f'{r.randrange(0, 9)} "$RADIUS_SECRET"'
    )


# -- 5. a build's substitution marker ---------------------------------------------------------


@SLOW
@given(seeded)
def test_a_substitution_marker_stays(r: random.Random) -> None:
    tag = r.choice(["pass", "password", "secret", "dbpass"])
    marker = (
        "__" + "_".join(r.sample(["DB", "SMTP", "LDAP", "BIND", "PASS", "SECRET", "KEY"], 2)) + "__"
    )
    _kept(f"<config>\n  <{tag}>{marker}</{tag}>\n</config>")


@SLOW
@given(seeded)
def test_a_drawn_value_in_the_same_element_goes(r: random.Random) -> None:
    tag = r.choice(["pass", "password", "secret"])
    pw = _pw(r)
    _caught(f"<config>\n  <{tag}>{pw}</{tag}>\n</config>", pw)


# -- 6. the user a RADIUS server logs ---------------------------------------------------------


@SLOW
@given(seeded)
def test_a_radius_login_user_and_realm_stays(r: random.Random) -> None:
    user = r.choice(_USERS) + str(r.randrange(1, 9999))
    mac = "-".join(_hex(r, 2).upper() for _ in range(6))
    verdict = r.choice(["Login OK", "Login incorrect"])
    _kept(
        f"Mon Jun  2 09:1{r.randrange(10)}:00 2025 : Auth: ({r.randrange(100, 9999)}) {verdict}: "
        f"[{user}@{r.choice(_REALMS)}] (from client ap-{r.choice(_USERS)} port 0 cli {mac})"
    )


@SLOW
@given(seeded)
def test_a_radius_logged_password_goes(r: random.Random) -> None:
    pw = _pw(r).replace("/", "")
    _caught(
        f"Auth: Login incorrect: [{r.choice(_USERS)}/{pw}] (from client ap-east port 0)",
        pw,
    )


# -- 7. a SAML message's id -------------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_saml_message_id_stays(r: random.Random) -> None:
    ident = "_" + _hex(r, r.choice([32, 40]))
    _kept(f"SAML response {ident} accepted ({r.choice(['password', 'passkey'])} login)")


@SLOW
@given(seeded)
def test_the_same_shape_as_a_password_goes(r: random.Random) -> None:
    ident = "_" + _hex(r, r.choice([32, 40]))
    _caught(f"reset done, password {ident} accepted", ident)


# -- 8. a logon string without a slash --------------------------------------------------------


@SLOW
@given(seeded)
def test_a_logon_string_without_a_slash_stays(r: random.Random) -> None:
    lead = r.choice(["SQL> connect", "connect", "SQL> conn", "sqlplus"])
    _kept(f"{lead} {_account(r)}@{r.choice(_SERVICES)}\nEnter password:\nConnected.")


@SLOW
@given(seeded)
def test_a_logon_string_with_its_password_goes(r: random.Random) -> None:
    pw = _pw(r).replace("@", "").replace("/", "")
    _caught(f"SQL> connect {_account(r)}/{pw}@{r.choice(_SERVICES)}", pw)
