"""The principles written after held-out batch 75 (science and research computing),
held over generated values and texts of my own (never the batch's).

Leaks, each a kind: the value code gives an environment variable whose name's last word
says it holds a credential (``setenv("NAME", …)``, ``ENV["NAME"] = …``), a UUID too; a
UUID given as the ``key`` argument of a call that builds a client or stores a key; an
installation, activation or licence key given by its name, all digits in dashed groups;
the second of two literals a call is given first when keywords after them name the host
(a user and a password); a password of words and a number joined by hyphens after a
password label in another language; the labelled parts of a password or key that a
Finnish, Hindi or German message says it sends in parts. Precision, each a kind: an
``@@NAME@@`` substitution token; a placeholder in angle brackets after a fixed prefix; a
URL path segment of words after the host; a file pattern in a Windows path; a hex digest
under a name that says it is a hash. Each has a counterpart
that still goes (or stays)."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import SLOW, drawn, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_HEX = "0123456789abcdef"
_VENDORS = ["ACME", "ORBITAL", "TIDEGAUGE", "SOLVERX", "PLANKTON"]
_HOSTS = ["images.lab.example", "data.observatory.test", "lims.unit.example", "db.core.test"]
_USERS = ["curator", "svc_imaging", "tech01", "mlehto", "r.singh"]
# (plain words of a passphrase: none a credential's word)
_WORDS = ["kallio", "revontuli", "meadow", "harbor", "lantern", "saffron", "koivu", "tunturi"]


def _uuid(r: random.Random) -> str:
    h = "".join(r.choice(_HEX) for _ in range(32))
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"


# -- 1. an environment variable named for a credential, set in code -----------------------


@SLOW
@given(seeded)
def test_a_secret_named_environment_variable_set_in_code_goes(r: random.Random) -> None:
    vendor = r.choice(_VENDORS)
    uuid = _uuid(r)
    _caught(
        f'-- modulefile\nsetenv("{vendor}_HOME", base)\nsetenv("{vendor}_SITESECRET", "{uuid}")',
        uuid,
    )
    uuid = _uuid(r)
    _caught(
        f'using Weather\nENV["{vendor}_URL"] = "https://x.example"\nENV["{vendor}_KEY"] = "{uuid}"',
        uuid,
    )
    token = drawn(r, 32)
    _caught(f'os.environ["{vendor}_API_TOKEN"] = "{token}"', token)
    # (an id, a data structure's key: kept)
    _kept(f'setenv("{vendor}_ACCESSID", "{_uuid(r)}")\nsetenv("{vendor}_HOME", "/opt/x")')
    _kept(f'ENV["{vendor}_PARTITION_KEY"] = "{_uuid(r)}"')


# -- 2. a UUID as the key argument of a client or a key-setting call ----------------------


@SLOW
@given(seeded)
def test_a_uuid_key_argument_of_a_client_goes(r: random.Random) -> None:
    uuid = _uuid(r)
    host = r.choice(_HOSTS)
    _caught(f'import feed\nc = feed.Client(url="https://{host}/api", key="{uuid}")\n', uuid)
    uuid = _uuid(r)
    _caught(f'library(tide)\nts_set_key(key = "{uuid}")\n', uuid)
    # (a key argument of another call: an id)
    _kept(f'row = cache.get(key="{_uuid(r)}")\n')


# -- 3. an installation or activation key by its name ------------------------------------


@SLOW
@given(seeded)
def test_an_installation_key_of_digit_groups_goes(r: random.Random) -> None:
    key = "-".join("".join(r.choice("0123456789") for _ in range(5)) for _ in range(8))
    name = r.choice(["activationKey", "installation_key", "fileInstallationKey", "productKey"])
    _caught(f"destinationFolder=/opt/solver\n{name}={key}\nagreeToLicense=yes\n", key)
    # (a mask in its place: kept)
    _kept(f"destinationFolder=/opt/solver\n{name}=XXXXX-XXXXX-XXXXX-XXXXX\n")


# -- 4. a user and a password given to a call that names its host ------------------------


@SLOW
@given(seeded)
def test_a_password_before_a_host_keyword_goes(r: random.Random) -> None:
    value = _password(r)
    user, host = r.choice(_USERS), r.choice(_HOSTS)
    _caught(f'conn = Gateway("{user}", "{value}", host="{host}", port=4064)\n', value)
    # (a host as the second literal, a word: kept)
    _kept(f'conn = Gateway("{user}", "{host}", port=4064)\n')
    _kept(f'conn = Gateway("{user}", "readonly", host="{host}")\n')


# -- 5. a hyphenated passphrase after a password label in another language ---------------


@SLOW
@given(seeded)
def test_a_hyphenated_passphrase_after_a_foreign_label_goes(r: random.Random) -> None:
    words = r.sample(_WORDS, 3)
    value = f"{words[0]}-{words[1]}-{r.randint(10, 99)}-{words[2]}"
    label = r.choice(["Salasana", "Passwort", "Lösenord", "Wachtwoord"])
    _caught(f"Käyttäjä: {r.choice(_USERS)}\n{label}: {value}\n\nTerveisin\n", value)
    # (words without a number: a page's name, kept)
    _kept(f"{label}: katso-wiki-sivu\n")


# -- 6. the labelled parts of a password a message sends in parts -------------------------


@SLOW
@given(seeded)
def test_labelled_parts_of_a_password_in_finnish_hindi_german_go(r: random.Random) -> None:
    first, rest = drawn(r, 8).lower(), drawn(r, 9)
    text = f"Salasana tulee kahdessa osassa.\nensimmäinen osa: {first}\ntoinen osa: {rest}\n"
    _caught(text, first)
    _caught(text, rest)
    first, rest = r.choice(_WORDS) + "-", f"{r.randint(10, 99)}-{drawn(r, 6)}"
    text = f"पासवर्ड दो हिस्सों में भेज रहा हूँ।\nपहला हिस्सा: {first}\nदूसरा हिस्सा: {rest}\n"
    _caught(text, first)
    _caught(text, rest)
    word = r.choice(["Leuchtturm", "Bergwiese", "Sonnendeck"])
    text = (
        f"das Passwort schicke ich in zwei Teilen: der Anfang ist {word}\nder Rest: {drawn(r, 7)}\n"
    )
    _caught(text, word)
    # (parts of something else: kept)
    _kept(f"Der Bericht kommt in zwei Teilen: der Anfang ist {word}\n")


# -- stays ------------------------------------------------------------------------------


@SLOW
@given(seeded)
def test_an_at_token_and_a_prefixed_placeholder_stay(r: random.Random) -> None:
    name = r.choice(["dbPassword", "jdbcPassword", "ldap_password"])
    _kept(f'<Resource username="@@dbUser@@"\n    password="@@{name}@@"/>\n')
    host = r.choice(_HOSTS)
    _kept(f"machine {host}\nlogin apikey\npassword apikey|<paste your key from the web page>\n")
    value = _password(r)
    _caught(f'<Resource username="app"\n    password="{value}"/>\n', value)


@SLOW
@given(seeded)
def test_a_words_path_segment_a_glob_and_a_hashed_digest_stay(r: random.Random) -> None:
    head = r.choice(["Cohort", "AnPop", "GTEx"])
    name = f"{head}_{r.randint(100, 999)}G_{r.choice(_WORDS)}_coverage"
    _kept(f'TOKEN = get_token()\nr = get("https://api.example.org/workspaces/ns/{name}", h)\n')
    # (a stream key's random groups in a path, a password before a host: still go)
    key = "-".join(drawn(r, 4, each_case=0).lower() for _ in range(5))
    _caught(f'ffmpeg -f flv "rtmp://live.example.org/app/{key}"', key)
    value = f"{r.choice(_WORDS)}-{r.choice(_WORDS)}-comet{r.randint(1, 9)}"
    _caught(f'url="jdbc:oracle:thin:RPT/{value}@//db.example.org:1521/X"', value)
    year = r.randint(2015, 2030)
    _kept(f"$ smbclient //PC-07/Data -A ~/.smb/pc07.auth -c 'ls {year}\\Run\\*'\n")
    digest = "".join(r.choice(_HEX) for _ in range(40))
    _kept(f'{{"type": "Secret Keyword", "filename": "a.yml", "hashed_secret": "{digest}"}}')
