"""The principles written after held-out batch 62 (trading and payments: FIX sessions,
payment HSM keys, exchange APIs), held over generated values and texts of my own (never
the batch's).

Leaks, each a kind: the password fields of a FIX message (554 Password, 925 NewPassword,
1402/1404 their encrypted forms, 96 RawData in a Logon); a clear key of a payment HSM's
hierarchy (hex digits of a DES or AES key's length on a line, or under a label, that names
a zone, terminal or base derivation key, a key-encrypting key, or a component); the key
of openssl's ``-hmac``; the password of curl's ``--cert <file>:'<password>'`` when only
it is quoted; a value under a name whose last word is an encryption or store key
(``enckey``, ``store_key``), a random string or the key's bytes as numbers; the keys of
stunnel's ``PSKsecrets`` file (``IDENTITY:KEY``); the literal key an HMAC JWT is signed
with. Each has a counterpart that stays.

Look-alikes, each a kind that stays: the other fields of a FIX message (times, ids, a
reject's text); a key serial number (``KSN``); a card transaction's six-character approval
code on a line with its retrieval or trace number. Each has a counterpart that goes."""

from __future__ import annotations

import random
import string

from hypothesis import given

from supermemory_local.store.privacy import is_placeholder
from tests.memory_store.generated import SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import drawn as _drawn
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_FIRMS = ["NORTHWIND", "QUILLCAP", "ORBITFX", "TALLOWMKT", "BRAMBLE01", "KESTRELAM"]
_VENUES = ["VENUEX", "MTFALPHA", "ECNB", "LITPOOL", "XCLR"]
_DELIMS = ["|", "^A", "\x01"]
_UPPER_HEX = "0123456789ABCDEF"


def _pw(r: random.Random) -> str:
    while True:
        value = _password(r, r.randrange(10, 18))
        if not is_placeholder(value) and "|" not in value and "^" not in value:
            return value


def _hex(r: random.Random, n: int, alphabet: str = _UPPER_HEX) -> str:
    while True:
        value = "".join(r.choice(alphabet) for _ in range(n))
        if not value.isdigit() and not value.isalpha():
            return value


def _stamp(r: random.Random) -> str:
    return (
        f"2026{r.randrange(1, 13):02d}{r.randrange(1, 29):02d}-"
        f"{r.randrange(24):02d}:{r.randrange(60):02d}:{r.randrange(60):02d}.{r.randrange(1000):03d}"
    )


def _fix(r: random.Random, delim: str, fields: list[tuple[int, str]]) -> str:
    body = [(35, fields[0][1])] if fields and fields[0][0] == 35 else []
    rest = fields[len(body) :]
    parts = [
        (8, "FIX.4.4"),
        (9, str(r.randrange(60, 200))),
        *body,
        (34, str(r.randrange(1, 90))),
        (49, r.choice(_FIRMS)),
        (52, _stamp(r)),
        (56, r.choice(_VENUES)),
        *rest,
        (10, f"{r.randrange(1000):03d}"),
    ]
    return delim.join(f"{tag}={value}" for tag, value in parts) + delim


def _phrase(r: random.Random) -> str:
    """A passphrase drawn of small letters and digits, no character twice (as random as
    its length allows: a short draw that repeats reads as a word or an id)."""
    while True:
        value = "".join(r.sample(string.ascii_lowercase + string.digits, r.randrange(11, 15)))
        if sum(c.isdigit() for c in value) >= 2 and sum(c.isalpha() for c in value) >= 4:
            return value


# -- 1. a FIX message's password fields; its other fields stay --------------------------------


@SLOW
@given(seeded)
def test_a_fix_password_field_goes(r: random.Random) -> None:
    delim = r.choice(_DELIMS)
    secret = _pw(r)
    tag = r.choice([554, 925, 1402, 1404])
    fields = [
        (35, "A"),
        (98, "0"),
        (108, str(r.choice([10, 20, 30]))),
        (553, "desk7"),
        (tag, secret),
    ]
    line = _fix(r, delim, fields)
    _caught(f"{_stamp(r)} outgoing: {line}", secret)
    _caught(f"sent logon\n{line}\n", secret)


@SLOW
@given(seeded)
def test_a_fix_logon_raw_data_goes(r: random.Random) -> None:
    delim = r.choice(["|", "^A"])
    secret = _drawn(r, r.randrange(10, 16))
    line = _fix(r, delim, [(35, "A"), (95, str(len(secret))), (96, secret), (98, "0")])
    _caught(f"Logon as the venue asks (password in RawData):\n\n{line}\n", secret)


@SLOW
@given(seeded)
def test_the_other_fields_of_a_fix_message_stay(r: random.Random) -> None:
    delim = r.choice(_DELIMS)
    fields = [
        (35, r.choice(["4", "5", "2"])),
        (122, _stamp(r)),
        (43, "Y"),
        (36, str(r.randrange(1, 99))),
        (58, r.choice(["Invalid password", "Password expired", "Bad credentials"])),
    ]
    line = _fix(r, delim, fields)
    _kept(f"{_stamp(r)} : {line}\n")
    _kept(f"The venue rejected us: {line}\nNothing in the log shows what we sent.")


# -- 2. a clear key of a payment HSM's hierarchy; check values, serial numbers stay ---------

_KEY_NAMES = ["ZMK", "ZPK", "TMK", "TPK", "BDK", "KEK", "IPEK", "ZEK"]


@SLOW
@given(seeded)
def test_a_clear_payment_key_goes(r: random.Random) -> None:
    name = r.choice(_KEY_NAMES)
    key = _hex(r, r.choice([32, 48]))
    kcv = _hex(r, 6)
    _caught(f"{name} component {r.randrange(1, 4)}: {key}   KCV {kcv}", key)
    _caught(f"{name.lower()}:\n  label: lab-{r.randrange(10, 99)}\n  value: {key}\n", key)
    lower = key.lower()
    _caught(f"    # {name} in clear, lab only\n    k = bytes.fromhex('{lower}')\n", lower)


@SLOW
@given(seeded)
def test_a_payment_keys_check_value_and_serial_number_stay(r: random.Random) -> None:
    name = r.choice(_KEY_NAMES)
    kcv = _hex(r, 6)
    ksn = "FFFF" + _hex(r, 16)
    _kept(f"{name} imported, KCV {kcv}\n")
    _kept(f"{name} check value {kcv}, terminal KSN {ksn}\n")


# -- 3. openssl's HMAC key; a reference to one stays --------------------------------------------


@SLOW
@given(seeded)
def test_an_openssl_hmac_key_goes(r: random.Random) -> None:
    key = r.choice([_hex(r, 64, string.hexdigits.lower()[:16]), _drawn(r, r.randrange(20, 40))])
    digest = r.choice(["-sha256", "-sha512", "-sha1"])
    q = r.choice(["'", '"', ""])
    _caught(
        f"$ printf '%s' \"$BODY\" | openssl dgst {digest} -hmac {q}{key}{q} | cut -d' ' -f2", key
    )
    _caught(f"openssl mac -digest SHA256 -macopt hexkey:{key} HMAC < body.txt", key)


@SLOW
@given(seeded)
def test_an_openssl_hmac_key_reference_stays(r: random.Random) -> None:
    name = r.choice(["API_SECRET", "HMAC_KEY", "SIGNING_SECRET"])
    _kept(f"$ printf '%s' \"$BODY\" | openssl dgst -sha256 -hmac \"${name}\" | cut -d' ' -f2")


# -- 4. curl's --cert file:'password'; a certificate without a password stays --------------------


@SLOW
@given(seeded)
def test_a_curl_cert_password_quoted_after_the_colon_goes(r: random.Random) -> None:
    secret = _pw(r)
    q = r.choice(["'", '"'])
    cert = r.choice(["certs/tpp.p12", "qseal.pfx", "client/agent.p12"])
    _caught(
        f"$ curl -sS --cert {cert}:{q}{secret}{q} --cert-type P12 https://api.bank.example/v1",
        secret,
    )


@SLOW
@given(seeded)
def test_a_curl_cert_without_a_password_stays(r: random.Random) -> None:
    cert = r.choice(["certs/tpp.pem", "qseal.crt", "client/agent.pem"])
    _kept(
        f"$ curl -sS --cert {cert} --key client.key https://api.bank.example/v{r.randrange(1, 4)}"
    )


# -- 5. an encryption or store key's value; an entity's key (an id) stays ------------------------


@SLOW
@given(seeded)
def test_an_encryption_or_store_key_goes(r: random.Random) -> None:
    name = r.choice(["enckey", "store_key", "storeKey", "encryption_key", "cryptkey"])
    secret = _drawn(r, r.randrange(16, 28))
    numbers = ",".join(str(r.randrange(0, 256)) for _ in range(r.choice([8, 16, 24])))
    _caught(f'$shop.{name} = "{secret}";', secret)
    _caught(f"gateway.merchantId={r.randrange(10**6, 10**9)}\ngateway.{name}={numbers}\n", numbers)


@SLOW
@given(seeded)
def test_an_entitys_key_and_a_stores_name_stay(r: random.Random) -> None:
    encoded = _hex(r, 32, string.hexdigits.lower()[:16])
    _kept(f'{{"encodedKey": "{encoded}", "id": "AC{r.randrange(1000, 9999)}"}}')
    _kept(f"store_key: {r.choice(['products', 'sessions', 'carts'])}\n")


# -- 6. stunnel's PSK file; its configuration stays -------------------------------------------


@SLOW
@given(seeded)
def test_a_stunnel_psk_line_goes(r: random.Random) -> None:
    key = r.choice([_hex(r, 48, string.hexdigits.lower()[:16]), _drawn(r, r.randrange(20, 40))])
    ident = r.choice(_FIRMS)
    text = (
        f"[gw]\nclient = yes\nconnect = gw.example:{r.randrange(1000, 9999)}\nciphers = PSK\n"
        f"PSKsecrets = /etc/stunnel/psk.txt\n{ident}:{key}\n"
    )
    _caught(text, key)


@SLOW
@given(seeded)
def test_a_stunnel_psk_configuration_stays(r: random.Random) -> None:
    text = (
        f"[gw]\nclient = yes\naccept = 127.0.0.1:{r.randrange(1000, 9999)}\n"
        f"connect = gw.example:{r.randrange(1000, 9999)}\nPSKsecrets = /etc/stunnel/psk.txt\n"
        f"PSKidentity = {r.choice(_FIRMS)}\n"
    )
    _kept(text)


# -- 7. an HMAC JWT's literal key; a key from a variable stays ---------------------------------


@SLOW
@given(seeded)
def test_an_hmac_jwt_literal_key_goes(r: random.Random) -> None:
    key = r.choice(
        [
            _drawn(r, r.randrange(16, 40)),
            "-".join(_hex(r, n, string.hexdigits.lower()[:16]) for n in (8, 4, 4, 4, 12)),
        ]
    )
    bits = r.choice([256, 384, 512])
    _caught(f'    .signWith(SignatureAlgorithm.HS{bits}, "{key}".getBytes(UTF_8))\n', key)
    _caught(f'Key k = Keys.hmacShaKeyFor("{key}".getBytes());', key)


@SLOW
@given(seeded)
def test_an_hmac_jwt_key_from_a_variable_stays(r: random.Random) -> None:
    _kept(
        f"    .signWith(SignatureAlgorithm.HS{r.choice([256, 512])}, signingKey)\n    .compact();"
    )


# -- 8. a KSN and an approval code stay; a clear key beside them goes --------------------------


@SLOW
@given(seeded)
def test_a_ksn_and_an_approval_code_stay(r: random.Random) -> None:
    ksn = "FFFF" + _hex(r, 16)
    code = "".join(r.choice(string.ascii_uppercase + string.digits) for _ in range(6))
    line = (
        f"2026-12-0{r.randrange(1, 9)} 10:{r.randrange(10, 59)}:00 TID={r.randrange(10**7, 10**8)} "
        f"KSN={ksn} tx=0200 STAN={r.randrange(10**5, 10**6)} RRN={r.randrange(10**11, 10**12)} "
        f"resp=00 auth={code}"
    )
    _kept(line)


@SLOW
@given(seeded)
def test_a_clear_key_beside_a_ksn_goes(r: random.Random) -> None:
    key = _hex(r, 32)
    _caught(f"BDK {key} KSN FFFF{_hex(r, 16)}\n", key)


# -- 9. an SDK client's drawn literals; its region, URL and name stay ---------------------------


@SLOW
@given(seeded)
def test_the_drawn_literals_a_client_is_built_from_go(r: random.Random) -> None:
    key = _drawn(r, r.randrange(24, 40))
    phrase = _phrase(r)
    sdk = r.choice(["quarrix", "tidelake", "ledgerly", "pivotal_md"])
    cls = r.choice(["Historical", "Client", "RestClient", "AuthenticatedClient"])
    name = r.choice(["client", "auth_client", "mdClient", "client2"])
    _caught(f'{name} = {sdk}.{cls}("{key}")\nrows = {name}.fetch()\n', key)
    text = f'{name} = {sdk}.{cls}(\n    "{key}",\n    "{phrase}",\n    api_url="https://api.example"\n)'
    _caught(text, key)
    _caught(text, phrase)


@SLOW
@given(seeded)
def test_the_names_a_client_is_built_from_stay(r: random.Random) -> None:
    region = r.choice(["us-east-1", "eu-west-2", "ap-south-1"])
    sdk = r.choice(["quarrix", "tidelake", "ledgerly"])
    _kept(f'client = {sdk}.Client("{region}", "production")\n')
    _kept(f'client = {sdk}.Client("https://api.{sdk}.example/v{r.randrange(1, 4)}")\n')


# -- 10. a literal piped into a command that asks for a password; a piped file name stays --------


@SLOW
@given(seeded)
def test_a_literal_piped_into_a_password_prompt_goes(r: random.Random) -> None:
    secret = _pw(r)
    q = r.choice(["'", '"'])
    feed = r.choice(
        [f"printf '%s\\n' {q}{secret}{q}", f"echo {q}{secret}{q}", f"echo -n {q}{secret}{q}"]
    )
    tool = r.choice(["/opt/mq/bin/putsample QUEUE.IN QM1", "./loader --user ops", "dbshell -u app"])
    prompt = r.choice(["Enter password:", "Password:", "enter password: ok"])
    _caught(f"$ {feed} | {tool} < input.xml\nSample start\n{prompt} connected\n", secret)


@SLOW
@given(seeded)
def test_a_literal_piped_without_a_password_prompt_stays(r: random.Random) -> None:
    word = r.choice(["hello world", "ready", "QUEUE.IN depth"])
    _kept(f"$ echo '{word}' | /opt/mq/bin/putsample QUEUE.IN QM{r.randrange(1, 9)}\nSample start\n")


# -- 11. a message authentication code stays; a MAC key goes ---------------------------------


@SLOW
@given(seeded)
def test_a_message_authentication_code_stays(r: random.Random) -> None:
    raw = bytes(r.randrange(256) for _ in range(r.choice([16, 32])))
    import base64

    mac = base64.b64encode(raw).decode()
    _kept(f"tx {r.randrange(10**5, 10**6)} ok; the log shows mac={mac} for this request only")


@SLOW
@given(seeded)
def test_a_mac_key_goes(r: random.Random) -> None:
    key = _hex(r, 32)
    _caught(f"TAK component 1: {key}\n", key)


@SLOW
@given(seeded)
def test_an_app_id_and_a_hex_key_a_client_is_built_from_stay(r: random.Random) -> None:
    # (an id's capitals drawn without those that spell a rule's word: OTP, PIN, TMK)
    app = "".join(r.choice("BCDFGHJLMQRVWXYZ" + string.digits) for _ in range(10))
    key = _hex(r, 32, string.hexdigits.lower()[:16])
    _kept(f"const searchClient = finderly('{app}', '{key}');\n")
