"""The principles written after held-out batch 40 (enterprise integration, messaging
middleware and B2B exchange), held over generated values and texts of my own (never the
batch's).

Precision, each a kind (what the text says a value is, in any tool): a value under a name
that says digest (``*_hash``, ``MD5Of…``, ``…-MIC``, ``checksum``, ``fingerprint``), and a
value as long as the digest of the algorithm named beside it (a hash word before it or
heading its column); a key listing's id (``Key <hex> usage=…``); a delivered message's
handle (``ReceiptHandle``, ``LockToken``, ``popReceipt``); a signature beside its signing
certificate's URL; ciphertext (``![…]``, OpenSSL's ``U2FsdGVkX1…``); a reference
(``$NAME``, ``${…}``, ``{{ … }}``); an attribute naming a kind (``Type=``); a path to a key
file; a path of words, codes and numbers; a public nkey; a value on a line after a
password prompt that shows no input; a credential setting given a mode's name.

Leaks, each a kind: an nkey seed (``S`` + type + base32); a ``user: password, role`` line
of a users/realm file; a password behind dot leaders; a password inside HTML-escaped XML;
a CURVE secret key in Z85 under a secret key's name; an interchange envelope's positional
password fields (X12 ``ISA02``/``ISA04``, EDIFACT ``UNB``); a token id beside its token
secret; a password given in ordinal pieces without a colon; a key given after a cipher and
its mode; a told password holding ``=`` after a copula. Each has a counterpart that stays
(or goes)."""

from __future__ import annotations

import base64
import random

from hypothesis import given

from tests.memory_store.generated import ALNUM, HEX, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_B64 = ALNUM + "+/"
_Z85 = ALNUM + ".-:+=^!/*?&<>()[]{}@%$#"


def _run(r: random.Random, n: int, alphabet: str) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def _b64_bytes(r: random.Random, n: int) -> str:
    return base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()


def _upper_id(r: random.Random, n: int) -> str:
    while True:
        value = _run(r, n, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
        if sum(c.isdigit() for c in value) >= 2 and sum(c.isalpha() for c in value) >= 3:
            return value


# -- precision: what the text says a value is --------------------------------------------


@SLOW
@given(seeded)
def test_a_value_named_a_digest_stays(r: random.Random) -> None:
    _kept(f'{{"login": "ops", "password_hash": "{_b64_bytes(r, 36)}"}}')
    _kept(f'  "MD5OfMessageAttributes": "{_run(r, 32, HEX)}",')
    _kept(f"Original-Content-MIC: {_b64_bytes(r, 32)}, sha-256")
    # (a secret's name stays a secret's, hash or not)
    value = _run(r, 40, ALNUM)
    _caught(f'{{"hash_secret": "{value}"}}', value)


@SLOW
@given(seeded)
def test_a_digest_of_its_named_algorithms_length_stays(r: random.Random) -> None:
    _kept(f"  cert hash (SHA-1) {_run(r, 40, HEX.upper())}  state=OK")
    rows = "\n".join(
        f"  {name:<14}  2025-03-04 10:11:12 UTC   sha-256         {_b64_bytes(r, 32)}"
        for name in ("NORTHWIND", "SOUTHWIND", "EASTWIND")
    )
    table = (
        "Partner health\n"
        "  Partner         Last receipt              MIC algorithm   Receipt digest (base64)\n"
        + rows
    )
    _kept(table)
    # (a key for an algorithm is no digest of it: no hash word before it or over it)
    key = _run(r, 40, HEX.upper())
    _caught(f"# /etc/ntp.keys\n7 SHA1 HEX:{key}", key)
    # (a digest in a URL's query signs the URL)
    sig = _run(r, 22, ALNUM)
    _caught(f"https://cdn.example.org/v/a.mp4?md5={sig}&expires=1765012345", sig)


@SLOW
@given(seeded)
def test_a_key_listings_id_stays(r: random.Random) -> None:
    _kept(
        "Token 1 (hsm-0): ACTIVE\n"
        f"  Key {_run(r, 40, HEX.upper())}  usage=AUTH  cert hash (SHA-256) "
        f"{_run(r, 64, HEX.upper())}  status=SAVED"
    )


@SLOW
@given(seeded)
def test_a_delivered_messages_handle_stays(r: random.Random) -> None:
    _kept(f'{{"MessageId": "m-1", "ReceiptHandle": "{_b64_bytes(r, 90)}"}}')
    _kept(f"  popReceipt: {_b64_bytes(r, 12)}")
    _kept(f"  LockToken:   {_run(r, 8, HEX)}-{_run(r, 4, HEX)}-{_run(r, 4, HEX)}")
    token = _b64_bytes(r, 30)
    _caught(f'{{"AccessToken": "{token}"}}', token)


@SLOW
@given(seeded)
def test_a_signature_beside_its_signing_certificate_stays(r: random.Random) -> None:
    sig = _b64_bytes(r, 256)
    _kept(
        '{\n  "Type" : "Notification",\n'
        f'  "Signature" : "{sig}",\n'
        '  "SigningCertURL" : "https://sns.example.com/cert.pem"\n}'
    )


@SLOW
@given(seeded)
def test_ciphertext_and_references_stay(r: random.Random) -> None:
    _kept(f'db:\n  password: "![{_b64_bytes(r, 24)}]"')
    _kept(f'{{"blob": "U2FsdGVkX1{_b64_bytes(r, 48)}"}}')
    _kept('curl -u "$OPS_USER:$OPS_PASSWORD" \\\n  "https://mq.example.net/api/queues/a/b"')
    _kept('<Password Kind="x">{{ vault_isu_password }}</Password>')
    value = _password(r)
    _caught(f'curl -u "ops:{value}" https://mq.example.net/api', value)


@SLOW
@given(seeded)
def test_a_kind_a_key_file_a_path_of_words_stay(r: random.Random) -> None:
    _kept('<wsse:Password Type="...#PasswordDigest">{{ pw }}</wsse:Password>')
    _kept(f'open scp://ops@h.example.net/ -privatekey="E:\\keys\\{_run(r, 6, "abcdefgh")}.ppk"')
    _kept('export PW="$(vault kv get -field=password secret/teams/billing/sftp)"')
    _kept("  X-Road-Client: FI/COM/1234567/order-intake/getStatus/v3")
    value = _password(r)
    _caught(f'export PW="{value}"', value)


@SLOW
@given(seeded)
def test_a_public_nkey_stays_and_its_seed_goes(r: random.Random) -> None:
    user = "U" + _run(r, 55, _B32)
    account = "A" + _run(r, 55, _B32)
    _kept(f"| ops | {account} | * |\n| app | {user} | * |")
    seed = "SU" + _run(r, 56, _B32)
    _caught(f'nc = await nats.connect("tls://n.example", nkeys_seed_str="{seed}")', seed)
    _caught(f"nkey seed:\n{seed}", seed)


@SLOW
@given(seeded)
def test_a_value_after_a_silent_password_prompt_stays(r: random.Random) -> None:
    queue = f"{_run(r, 5, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}.OUT.{r.randrange(1, 9)}"
    _kept(f"user ops7\nEnter password: \ntarget queue is {queue}\n")
    # (a value typed on the prompt's own line is no later line's)
    value = _password(r)
    _caught(f"user ops7\nEnter password: {value}\n", value)


@SLOW
@given(seeded)
def test_a_credential_setting_given_a_mode_stays(r: random.Random) -> None:
    _kept('{"Bus": {"Credential": "workloadidentity", "Queue": "orders"}}')
    value = _password(r)
    _caught(f'{{"Bus": {{"Credential": "{value}"}}}}', value)


# -- leaks --------------------------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_realm_files_password_goes(r: random.Random) -> None:
    value = _password(r, 11)
    _caught(f"# users.properties\n# username: password [,rolename ...]\nops: {value}, admin", value)
    # (a status line of flags, in a text not a users file, stays)
    _kept("Diameter\n    Flags: 0x80, Request\n    Origin-Realm: example.net")


@SLOW
@given(seeded)
def test_a_password_behind_dot_leaders_goes(r: random.Random) -> None:
    value = _upper_id(r, 8)
    _caught(f"Partner profile\n  Host ......... h.example\n  Login password ....... {value}", value)
    _kept("Partner profile\n  Host ......... h.example\n  Login password ....... (not used)")


@SLOW
@given(seeded)
def test_a_password_in_escaped_xml_goes(r: random.Random) -> None:
    value = _password(r)
    _caught(f'&lt;Props&gt;&lt;Password vt="8"&gt;{value}&lt;/Password&gt;&lt;/Props&gt;', value)
    _kept('&lt;Props&gt;&lt;UserName vt="8"&gt;ops_user&lt;/UserName&gt;&lt;/Props&gt;')


@SLOW
@given(seeded)
def test_a_z85_secret_key_goes(r: random.Random) -> None:
    value = _run(r, 40, _Z85)
    _caught(f'sock.curve_secretkey = b"{value}"\nsock.bind("tcp://*:1")', value)


@SLOW
@given(seeded)
def test_an_envelopes_password_fields_go(r: random.Random) -> None:
    auth, sec = _upper_id(r, 10), _upper_id(r, 10)
    isa = f"ISA*03*{auth}*01*{sec}*ZZ*SENDER         *ZZ*RECEIVER       *250304*1011*U*00401*"
    _caught(isa + "000000001*0*P*>~", auth)
    _caught(isa + "000000001*0*P*>~", sec)
    _kept("ISA*00*          *00*          *ZZ*SENDER         *ZZ*RECEIVER       *250304*1011*U*")
    pw = _upper_id(r, 8)
    _caught(
        f"UNB+UNOC:3+5412345000013:14+5498765000026:14+250304:1011+00000000000042+{pw}:AA++INVOIC'",
        pw,
    )


@SLOW
@given(seeded)
def test_a_token_id_beside_its_secret_goes(r: random.Random) -> None:
    token_id, secret = _run(r, 64, HEX), _run(r, 64, HEX)
    _caught(f'{{"token_id": "{token_id}",\n "token_secret": "{secret}"}}', token_id)
    # (a token id with no secret beside it is an id)
    _kept(f'{{"token_id": "{_run(r, 32, HEX)}", "name": "ci"}}')


@SLOW
@given(seeded)
def test_a_password_in_ordinal_pieces_goes(r: random.Random) -> None:
    first, second = _password(r, 7), _password(r, 7)
    chat = (
        "[10:01] Ana: the admin password comes in two parts\n"
        f"[10:01] Ana: first part {first}\n[10:02] Ana: second part {second} (joined)"
    )
    _caught(chat, first)
    _caught(chat, second)
    _kept("[10:01] Ana: the report comes in two parts\n[10:01] Ana: first part intro\n")


@SLOW
@given(seeded)
def test_a_key_after_a_cipher_and_mode_goes(r: random.Random) -> None:
    key = _run(r, 16, ALNUM)
    _caught(f'java -jar tool.jar string encrypt Blowfish CBC {key} "value"', key)


@SLOW
@given(seeded)
def test_a_told_password_holding_an_equals_sign_goes(r: random.Random) -> None:
    value = _password(r, 9) + "=" + str(r.randrange(10, 99))
    _caught(f"Ciao,\nla password provvisoria è {value} ed è da cambiare.", value)
    _caught(f"Hola,\nla contraseña nueva es {value} y caduca.", value)
    _kept("la password è nel file condiviso.")
