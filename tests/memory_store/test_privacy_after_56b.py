"""The principles of the second round after held-out batch 56 (GIS, mapping, construction
and engineering software), held over generated values and texts of my own (never the
batch's).

Leaks, each a kind:
1. a network address written without a scheme, ``user:password@host:port`` (a stream's
   path, a proxy's setting): the password between the user's colon and the ``@``;
2. the lines of a file whose header says they are ``user:password`` pairs;
3. a credential said to come in two or three parts, each part introduced by where it sits
   in the whole (``first:``, ``starts with``, ``empieza con``, ``a doua``, ``termina en``);
4. a password flag's value followed by a command's next option whose name begins with
   ``public`` (``--public-url``): an option, not a remark that the value is public.

Look-alikes that stay, each a kind:
5. an object's key beside its bucket: a path in the store;
6. a password manager's item named in quotes;
7. base64 whose decoding begins with a readable ``urn:`` (a viewer's document URN);
8. an IFC GlobalId (22 characters of IFC's GUID alphabet) on a line naming an IFC entity.

Each has a counterpart: a placeholder, a masked value or a URI's user in place of the
password; a header that names no password; parts that are plain words or a text naming
no credential; a remark that a value is public; a drawn key beside a bucket; a quoted
password after its label; drawn base64; a 22-character key on a line naming no entity."""

from __future__ import annotations

import base64
import random
import string

from hypothesis import given

from supermemory_local.store.privacy import is_placeholder
from tests.memory_store.generated import ALNUM, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import drawn as _drawn
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_HOSTS = ["rtk", "caster", "proxy", "relay", "gnss", "base"]
_ORGS = ["globex", "initech", "umbrella", "hooli", "vandelay", "wonka"]
_USERS = ["rover", "station", "crew", "field", "unit", "probe"]
_WORDS = ["harbor", "quarry", "meadow", "canyon", "orchard", "lagoon", "summit", "prairie"]
_MANAGERS = ["1Password", "Bitwarden", "KeePass", "LastPass"]
_IFC = ["IfcDoor", "IfcBeam", "IfcStair", "IfcRoof", "IfcWindow", "IfcPlate", "IfcPile"]
_IFC_ALPHABET = string.digits + string.ascii_letters + "_$"


def _host(r: random.Random) -> str:
    return f"{r.choice(_HOSTS)}.{r.choice(_ORGS)}.example"


# -- 1. user:password@host:port without a scheme ----------------------------------------


@SLOW
@given(seeded)
def test_a_bare_userinfo_password_goes(r: random.Random) -> None:
    value = r.choice([_drawn(r, r.randrange(10, 20)), _password(r, r.randrange(10, 16))])
    user = f"{r.choice(_USERS)}_{r.randrange(1, 99)}"
    port = r.choice(["2101", "3128", "8080", "2102"])
    key = r.choice(["inpstr2-path       =", "outstr1-path=", "proxy = ", "stream: "])
    _caught(f"{key}{user}:{value}@{_host(r)}:{port}/{r.choice(_WORDS).upper()}", value)


@SLOW
@given(seeded)
def test_a_bare_userinfo_reference_or_sip_user_stays(r: random.Random) -> None:
    user, host = r.choice(_USERS), _host(r)
    port = r.choice(["2101", "3128", "5060"])
    _kept(f"proxy = {user}:${{PROXY_PASSWORD}}@{host}:{port}")
    _kept(f"proxy = {user}:********@{host}:{port}")
    _kept(f"proxy = {user}:<password>@{host}:{port}")
    number = "".join(r.choice(string.digits) for _ in range(r.randrange(4, 12)))
    _kept(f"Contact: <sip:{number}@{host}:{port}>")


# -- 2. a file of user:password lines ----------------------------------------------------


@SLOW
@given(seeded)
def test_a_user_password_file_line_goes(r: random.Random) -> None:
    header = r.choice(
        [
            "# {f}   (user:password, one per line)",
            "// format: username:password",
            "# {f} - login:passwd",
        ]
    ).replace("{f}", f"/etc/{r.choice(_WORDS)}/users.txt")
    values = [_drawn(r, r.randrange(10, 16)) for _ in range(r.randrange(1, 4))]
    lines = [f"{r.choice(_USERS)}{i:02d}:{v}" for i, v in enumerate(values, 1)]
    lead = r.choice(["", "note ", "x1 "])
    text = lead + header + "\n" + "\n".join(lines) + "\n"
    for value in values:
        _caught(text, value)


@SLOW
@given(seeded)
def test_a_file_of_user_group_lines_or_masked_passwords_stays(r: random.Random) -> None:
    users = [f"{r.choice(_USERS)}{i:02d}" for i in range(1, r.randrange(2, 5))]
    _kept("# user:group, one per line\n" + "\n".join(f"{u}:{r.choice(_WORDS)}" for u in users))
    _kept("# user:password, one per line\n" + "\n".join(f"{u}:********" for u in users))


# -- 3. a credential told in parts, each introduced by where it sits ------------------------


def _piece(r: random.Random) -> str:
    while True:
        chars = [r.choice(ALNUM) for _ in range(r.randrange(5, 9))]
        chars[r.randrange(len(chars))] = r.choice(string.digits)
        value = "".join(chars)
        if not is_placeholder(value) and any(c.isalpha() for c in value):
            return value


_TOLD = [
    "The password is in two parts, first: {0}\nthe second, no space: {1}",
    '¿Cuál es la contraseña del servidor?\nTe la paso en dos partes. Empieza con "{0}"\n'
    'y termina en "{1}", todo junto.',
    "parola contului e in doua bucati, prima: {0}\nsi a doua, lipite: {1}",
    "A senha vem em duas partes: começa com {0} e termina em {1}",
]


@SLOW
@given(seeded)
def test_a_credential_told_in_parts_goes(r: random.Random) -> None:
    first, second = _piece(r), _piece(r)
    text = r.choice(_TOLD).format(first, second)
    _caught(text, first)
    _caught(text, second)


@SLOW
@given(seeded)
def test_parts_of_plain_words_or_of_no_credential_stay(r: random.Random) -> None:
    first, second = r.sample(_WORDS, 2)
    _kept(f"The password hint comes in two parts, first: {first}\nthe second: {second}")
    a, b = r.randrange(1, 9), r.randrange(10, 99)
    _kept(f"The upload comes in two parts; first: {first}-{a}.zip, the rest: {second}-{b}.zip")


# -- 4. a password flag before a --public-… option -----------------------------------------


@SLOW
@given(seeded)
def test_a_password_flag_before_a_public_option_goes(r: random.Random) -> None:
    value = r.choice(
        [
            _password(r, r.randrange(10, 16)),
            f"{r.choice(_WORDS)}-{r.choice(_WORDS)}-{r.choice('ABCDEFGH')}{r.randrange(100, 999)}",
        ]
    )
    flag = r.choice(["--admin-pass", "--password", "--admin-password"])
    option = r.choice(["--public-address", "--public-url", "--public_host"])
    text = f"$ node server.js --port 3000 {flag} {value} {option} https://{_host(r)}"
    _caught(text, value)


@SLOW
@given(seeded)
def test_a_value_remarked_public_stays(r: random.Random) -> None:
    value = _drawn(r, r.randrange(20, 30))
    _kept(f"site key: {value} {r.choice(['(public)', '- public', '-- public'])}")


# -- 5. an object's key beside its bucket ----------------------------------------------------


@SLOW
@given(seeded)
def test_an_object_key_beside_its_bucket_stays(r: random.Random) -> None:
    drawn = "".join(r.choice(string.ascii_lowercase + string.digits) for _ in range(18))
    path = f"{r.randrange(10, 99)}/{r.choice(_WORDS)}/{drawn}/{r.choice(_WORDS)}.pmtiles"
    bucket = f"{r.choice(_WORDS)}-{r.choice(_ORGS)}-tiles"
    _kept(f'{{"bucket": "{bucket}", "key": "{path}", "region": "eu-west-1"}}')


@SLOW
@given(seeded)
def test_a_drawn_key_beside_a_bucket_goes(r: random.Random) -> None:
    value = _drawn(r, 20) + "+" + _drawn(r, 19)
    bucket = f"{r.choice(_WORDS)}-{r.choice(_ORGS)}"
    _caught(f'{{"bucket": "{bucket}", "key": "{value}"}}', value)


# -- 6. a password manager's item named in quotes --------------------------------------------


@SLOW
@given(seeded)
def test_a_quoted_manager_item_stays(r: random.Random) -> None:
    w1, w2, w3 = (r.choice(_WORDS) for _ in range(3))
    name = f"{w1.capitalize()} credentials - {w2} {w3}"
    _kept(f'# the full file is in {r.choice(_MANAGERS)}: "{name}"')


@SLOW
@given(seeded)
def test_a_quoted_password_after_its_label_goes(r: random.Random) -> None:
    value = _password(r, r.randrange(10, 16))
    _caught(f'# the admin password: "{value}"', value)


# -- 7. a URN's base64 -------------------------------------------------------------------


def _b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


@SLOW
@given(seeded)
def test_a_urn_base64_stays(r: random.Random) -> None:
    bucket = f"{r.choice(_WORDS)}-{r.choice(_ORGS)}-{r.randrange(2020, 2030)}"
    name = "".join(r.choice(string.ascii_lowercase + string.digits) for _ in range(10))
    urn = f"urn:adsk.objects:os.object:{bucket}/{name}.{r.choice(['rvt', 'nwd', 'dwg', 'ifc'])}"
    _kept(f"{urn}\nbase64url URN for the viewer: {_b64url(urn.encode())}")


@SLOW
@given(seeded)
def test_drawn_base64_as_a_token_goes(r: random.Random) -> None:
    value = _b64url(r.randbytes(r.randrange(30, 48)))
    _caught(f"access token: {value}", value)


# -- 8. an IFC GlobalId ----------------------------------------------------------------------


def _guid(r: random.Random) -> str:
    return "".join(r.choice(_IFC_ALPHABET) for _ in range(22))


@SLOW
@given(seeded)
def test_ifc_global_ids_stay(r: random.Random) -> None:
    rows = [
        f"  {_guid(r)}  {r.choice(_IFC):<12}  {r.choice(_WORDS)} {r.randrange(1, 40)}"
        for _ in range(r.randrange(1, 4))
    ]
    _kept("Changed elements in the model:\n" + "\n".join(rows))


@SLOW
@given(seeded)
def test_a_22_character_key_on_a_line_naming_no_entity_goes(r: random.Random) -> None:
    value = _drawn(r, 22)
    _caught(f"api_key = {value}", value)
