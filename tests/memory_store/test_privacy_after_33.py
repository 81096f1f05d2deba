"""The principles written after held-out batch 33 (websites, shops and content sites, and
their hosting), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: a PHP constant's quoted value is the whole literal, whatever
punctuation it holds; a salt a site keys its hashes with (a name ending in ``salt``) is a
secret; a name starting with ``api`` and ending with ``key`` names an API key whatever
stands between; a settings row named by a slash path is named by its last segment; "<name>
and <name> are <value> and <value>" pairs each value with its name; a web server's
directive that hands a value to the application's environment; a password-changing
command's last argument; a SASL password map's line; a file named as a secret's, printed;
a secret told in two parts. Precision, each a kind: a sub-command ends its line; a lower
case Authorization scheme; a client key is the browser's; a DNS lookup prints published
data; a run that counts is an example; nginx's upstream directives; a script tag's URL is
fetched by every visitor. Each has a counterpart that still goes (or stays)."""

from __future__ import annotations

import base64
import random

from hypothesis import example, given

from tests.memory_store.generated import ALNUM, HEX, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_HOSTS = ["pomelo", "quartzine", "larkspur", "tundra", "marigold", "basalt", "saffron"]
_WORDS = ["orchard", "lantern", "pebble", "harbor", "meadow", "thistle", "ember", "juniper"]


def _run(r: random.Random, n: int, alphabet: str = ALNUM) -> str:
    while True:
        value = "".join(r.choice(alphabet) for _ in range(n))
        if sum(c.isdigit() for c in value) >= 3 and sum(c.isalpha() for c in value) >= 6:
            return value


def _salt(r: random.Random, n: int = 64) -> str:
    """A generated salt as WordPress's service draws one: printable punctuation too."""
    alphabet = ALNUM + "!@#$%^&*()-_[]{}<>~`+=,.;:/?| "
    while True:
        value = "".join(r.choice(alphabet) for _ in range(n))
        if "'" not in value and value.strip() == value and any(c in "[](){}" for c in value):
            return value


def _host(r: random.Random) -> str:
    return f"{r.choice(_HOSTS)}-{r.choice(_WORDS)}.example"


def _uuid(r: random.Random) -> str:
    return "-".join("".join(r.choice(HEX) for _ in range(n)) for n in (8, 4, 4, 4, 12))


# -- 1. a PHP constant's quoted value, whatever punctuation it holds ------------------------


@SLOW
@given(seeded)
# (found on local runs: a salt that begins as a call chain does, "xv.DAt(…"; one holding
# "<E>" or "<zP>" as a placeholder's marker would; one whose pieces read as a DSN's pairs,
# ";"-joined "DOH_sX=…" or blank-joined "di=X!…"; one that begins with a backtick)
@example(random.Random(224633))
@example(random.Random(449266))
@example(random.Random(73880))
@example(random.Random(347129))
@example(random.Random(1651801))
@example(random.Random(893))
@example(random.Random(15845))
@example(random.Random(1208))
@example(random.Random(51119))
def test_a_php_constant_holds_its_whole_literal(r: random.Random) -> None:
    value = _salt(r)
    name = r.choice(["LOGGED_IN_SALT", "NONCE_SALT", "SECURE_AUTH_KEY", "APP_SECRET"])
    _caught(f"{r.randrange(10, 99)}:define( '{name}',   '{value}' );", value)
    _kept(f"define( '{name}', 'put your unique phrase here' );")
    _kept(f"define( 'WP_CACHE_KEY_PREFIX', '{r.choice(_WORDS)}_' );")


# -- 2. a site's salt -------------------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_sites_salt_goes(r: random.Random) -> None:
    value = _run(r, r.randrange(40, 75), ALNUM + "-_")
    name = r.choice(["hash_salt", "cookie_salt", "session_salt"])
    _caught(f"$settings['{name}'] = '{value}';\n", value)
    _caught(f"{name.upper()}={value}\n", value)
    # (its length, a reference, a file it is read from: settings, not the salt)
    _kept(f"$config['{name}_length'] = '16';")
    _kept(f"$settings['{name}'] = file_get_contents('/var/private/{r.choice(_WORDS)}.txt');")


# -- 3. api_…_key --------------------------------------------------------------------------


@SLOW
@given(seeded)
def test_an_api_key_named_with_words_between_goes(r: random.Random) -> None:
    value = _run(r, r.randrange(12, 24))
    middle = r.choice(["transaction", "merchant", "signing", "webhook"])
    _caught(f'{{\n  "enabled": "yes",\n  "api_{middle}_key": "{value}"\n}}', value)
    # (a site key is the browser's, an id is a name)
    _kept(f'{{\n  "api_site_key": "{value}",\n  "api_login_id": "{r.choice(_WORDS)}"\n}}')


# -- 4. a settings row named by a slash path --------------------------------------------------


@SLOW
@given(seeded)
def test_a_settings_row_named_by_a_path_goes(r: random.Random) -> None:
    value = _run(r, 16)
    vendor = r.choice(_WORDS)
    row = f"| {vendor}/api/shared_secret | {value} |"
    _caught(f"| path | value |\n| {vendor}/api/mode | live |\n{row}\n", value)
    _caught(f"{vendor}/general/api_secret - {value}\n", value)
    # (a mask, an id's row: kept)
    _kept(
        f"| {vendor}/api/shared_secret | ****** |\n"
        f"| {vendor}/api/merchant_id | M{r.randrange(10**5, 10**6)} |"
    )


# -- 5. "<name> and <name> are <value> and <value>" --------------------------------------------


@SLOW
@given(seeded)
def test_paired_names_and_values_go(r: random.Random) -> None:
    value = _password(r).replace("'", "")
    user = r.choice(_WORDS)
    verb = r.choice(["is", "are"])
    _caught(f"The username and password {verb} '{user}' and '{value}'.", value)
    _caught(f"password and login {verb} {value} and {user}", value)
    _kept(f"The username and password {verb} '{user}' and 'changeme'.")


# -- 6. a web server's environment directive ----------------------------------------------------


@SLOW
@given(seeded)
# (found on local runs: a base64 key that begins with "/", base64's own character)
@example(random.Random(69452))
@example(random.Random(217))
@example(random.Random(396713))
def test_a_servers_environment_directive_goes(r: random.Random) -> None:
    key = "base64:" + base64.b64encode(r.randbytes(32)).decode()
    token = _run(r, 28)
    _caught(f'    fastcgi_param APP_KEY "{key}";\n', key)
    _caught(f"    SetEnv STRIPE_SECRET_KEY {token}\n", token)
    # (a reference, a path, an upstream: kept)
    socket = f"unix:/run/php/php8.2-fpm-{r.choice(_WORDS)}.sock"
    _kept(
        f"    fastcgi_pass {socket};\n"
        "    fastcgi_param SCRIPT_FILENAME $realpath_root$fastcgi_script_name;\n"
        "    fastcgi_param APP_KEY $app_key;\n"
    )


# -- 7. a password-changing command's last argument ---------------------------------------------


@SLOW
@given(seeded)
def test_a_password_commands_argument_goes(r: random.Random) -> None:
    value = _password(r)
    tool = r.choice(["changepass.pl", "set-password.sh", "change_password"])
    _caught(f"# /opt/{r.choice(_WORDS)}/{tool} /etc/{r.choice(_WORDS)} admin '{value}'", value)
    _kept(f'# /opt/{r.choice(_WORDS)}/{tool} /etc/{r.choice(_WORDS)} admin "$NEW_PASSWORD"')
    _kept(f"# /opt/{r.choice(_WORDS)}/{tool} --help")


# -- 8. a SASL password map's line --------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_sasl_password_map_line_goes(r: random.Random) -> None:
    value = "".join(r.choice(HEX) for _ in range(32))
    user = "".join(r.choice(HEX) for _ in range(32))
    host = _host(r)
    _caught(f"$ cat /etc/postfix/sasl_passwd\n[{host}]:587 {user}:{value}\n", value)
    _kept(f"$ cat /etc/postfix/sasl_passwd\n[{host}]:587 apikey:${{RELAY_KEY}}\n")


# -- 9. a file named as a secret's, printed -----------------------------------------------------


@SLOW
@given(seeded)
def test_a_printed_secret_file_goes(r: random.Random) -> None:
    value = _uuid(r)
    path = r.choice(["/etc/varnish/secret", "~/.vault-token", "/srv/app/master.key"])
    _caught(f"root@{r.choice(_HOSTS)}:~# cat {path}\n{value}\nroot@x:~# ls\n", value)
    # (a file whose name is no secret's: its id stays)
    _kept(f"root@{r.choice(_HOSTS)}:~# cat /etc/{r.choice(_WORDS)}-id\n{value}\n")


# -- 10. a secret told in two parts --------------------------------------------------------------


@SLOW
@given(seeded)
def test_the_rest_of_a_split_secret_goes(r: random.Random) -> None:
    first = _password(r, 10)
    # (a piece may begin anywhere in the password: a digit and a symbol first)
    rest = r.choice("23456789") + r.choice("=+:") + _run(r, 10)
    text = (
        f"[09:12] Ana: the password starts with {first}\n"
        f"[09:13] Ana: oops, sent too early. the rest of it is {rest}\n"
    )
    _caught(text, rest)
    _kept("the password starts with a capital letter; the rest of it is lowercase")


# -- precision ------------------------------------------------------------------------------


def test_a_sub_command_ends_its_line() -> None:
    _kept("$ php bin/console secrets:list\n\n // lists the vault's secrets")
    _kept("$ bin/rails credentials:show\nMissing encryption key.")
    _caught("secret_key:Qz7vT2x3ZkL8pRt6WqMn\n", "Qz7vT2x3ZkL8pRt6WqMn")


@SLOW
@given(seeded)
# (found on local runs: a token of capitals and digits, as cPanel draws its API tokens)
@example(random.Random(3204334))
@example(random.Random(31))
def test_a_lower_case_authorization_scheme_stays(r: random.Random) -> None:
    scheme = r.choice(["whm", "cpanel", "sso"])
    _kept(f'curl -H "Authorization: {scheme} root:${{PANEL_TOKEN}}" https://{_host(r)}/json-api/x')
    token = _run(r, 32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    _caught(f'curl -H "Authorization: {scheme} root:{token}" https://{_host(r)}/json-api/x', token)


@SLOW
@given(seeded)
def test_a_client_key_is_the_browsers(r: random.Random) -> None:
    value = "live_" + _run(r, 32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    _kept(f"payment/{r.choice(_WORDS)}/client_key_live - {value}\n")
    _kept(f"  clientKey: '{value}',\n")
    _caught(f"payment/{r.choice(_WORDS)}/client_secret - {value}\n", value)
    _caught(f"    client.api_key = '{value}'\n", value)


@SLOW
@given(seeded)
def test_a_dns_lookups_answer_is_published(r: random.Random) -> None:
    challenge = _run(r, 43, ALNUM + "-_")
    dkim = base64.b64encode(r.randbytes(160)).decode()
    domain = _host(r)
    _kept(f'$ dig +short TXT _acme-challenge.{domain}\n"{challenge}"\n"{_run(r, 43)}"\n')
    _kept(
        f"$ dig +short TXT s1._domainkey.{domain}\n"
        f'"v=DKIM1; k=rsa; p={dkim[:100]}" "{dkim[100:]}"\n'
    )
    # (a line that is no DNS answer, after the lookup: judged as ever)
    token = _run(r, 40)
    _caught(f'$ dig +short TXT {domain}\n"v=spf1 -all"\nand the api token is {token}\n', token)


@SLOW
@given(seeded)
def test_a_counting_run_is_an_example(r: random.Random) -> None:
    run = "0123456789abcdef" * 3
    n = r.randrange(32, 49)
    name = r.choice(["dns_cloudflare_api_token", "api_token", "secret_key"])
    _kept(f"{name} = {run[:n]}\n")
    _kept(f"{name} = {'abcdefghijklmnopqrstuvwxyz'[: r.randrange(16, 27)]}\n")
    value = "".join(r.choice(HEX) for _ in range(n))
    _caught(f"{name} = {value}\n", value)


@SLOW
@given(seeded)
def test_a_script_tags_url_is_public(r: random.Random) -> None:
    value = "6L" + _run(r, 38, ALNUM + "-_")
    _kept(f'<script src="https://www.google.com/recaptcha/api.js?render={value}"></script>')
    _caught(f'fetch("https://{_host(r)}/api/verify?secret={value}")', value)
