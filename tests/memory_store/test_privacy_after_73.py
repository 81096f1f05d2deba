"""The principles written after held-out batch 73 (mail, DNS and domain operations), held
over generated values and texts of my own (never the batch's).

Leaks, each a kind: an SMTP ``AUTH PLAIN`` message (authorization identity, NUL, user,
NUL, password) printed as base64 (the blob and the password it carries, wherever that
password stands in the text) or written in clear with its NULs as ``\\0`` or as Exim's
``^``; the plain password a password-hashing command (OpenSMTPD's ``smtpctl encrypt``) is
given; the cells under the password columns of a delimited table whose header row names
them (commented or not, numbered or not, in several languages); a code alone on a chat
line right after a line that names a domain's transfer (EPP) code; an app password of four
groups of four letters in a relay's credential line written whole in quotes. Precision,
each a kind: an AUTH PLAIN blob whose password field is a placeholder name; a value that
names where a secret is kept (a file or environment macro, octoDNS's ``env/NAME``); an ACME
DNS-01 challenge value, published in DNS; a lookup table's reference before an escaped
line break; a file's name under a key that names an entry; a token's id in an Indonesian
sentence (``id-nya``). Each has a counterpart that still goes (or stays)."""

from __future__ import annotations

import base64
import json
import random

from hypothesis import given

from tests.memory_store.generated import SLOW, drawn, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_DOMAINS = ["mail.orchard.example", "post.lighthouse.test", "mx.copperfield.example"]
_USERS = ["monitor", "alerts", "relay", "billing", "scanner", "noreply"]
_URLSAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def _mail(r: random.Random) -> str:
    return f"{r.choice(_USERS)}@{r.choice(_DOMAINS).split('.', 1)[1]}"


def _plain(user: str, secret: str) -> str:
    return base64.b64encode(f"\0{user}\0{secret}".encode()).decode()


def _app_password(r: random.Random) -> str:
    return " ".join(
        "".join(r.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(4)) for _ in "1234"
    )


# -- 1. an AUTH PLAIN message, in base64 or in clear -----------------------------------


@SLOW
@given(seeded)
def test_an_auth_plain_blob_and_its_password_go(r: random.Random) -> None:
    user, secret = _mail(r), _password(r)
    blob = _plain(user, secret)
    text = f"$ printf '\\0%s\\0%s' '{user}' '{secret}' | base64\n{blob}\n$ # then AUTH PLAIN"
    _caught(text, secret)
    _caught(text, blob)
    # (the blob alone in a transcript, the password nowhere else)
    _caught(f"C: EHLO client\nC: AUTH PLAIN {blob}\nS: 235 2.7.0 Authentication successful", blob)


@SLOW
@given(seeded)
def test_an_auth_plain_message_in_clear_goes(r: random.Random) -> None:
    user, secret = _mail(r), _password(r)
    _caught(
        f"login:\n  driver = plaintext\n  public_name = PLAIN\n  client_send = ^{user}^{secret}",
        secret,
    )
    _caught(f"$ printf '\\0{user}\\0{secret}' | base64 -w0", secret)
    # (a reference in the password's place: kept)
    _kept(f"login:\n  driver = plaintext\n  client_send = ^{user}^${{SMARTHOST_PASS}}")


@SLOW
@given(seeded)
def test_an_auth_plain_blob_without_a_password_stays(r: random.Random) -> None:
    user = _mail(r)
    blob = _plain(user, "PROVIDED_BUT_REMOVED")
    _kept(
        f"$ swaks --auth PLAIN --auth-user {user} --auth-hide-password\n"
        f" ~> AUTH PLAIN {blob}\n<~  235 2.7.0 OK"
    )


# -- 2. the plain password a password-hashing command is given ------------------------------


@SLOW
@given(seeded)
def test_the_argument_of_smtpctl_encrypt_goes(r: random.Random) -> None:
    secret = _password(r, 10)
    quote = r.choice(["'", '"', ""])
    _caught(f"$ smtpctl encrypt {quote}{secret}{quote}\n$2b$10$" + drawn(r, 53), secret)
    # (a variable, the command's other verbs: kept)
    _kept('$ smtpctl encrypt "$NEW_RELAY_PASSWORD" >> /etc/mail/passwd\n$ smtpctl show queue')


# -- 3. the password columns of a delimited table ----------------------------------------------


_PASSWORD_NAMES = ["password", "jelszo", "jelszó", "mot de passe", "contraseña", "senha", "haslo"]


@SLOW
@given(seeded)
def test_the_password_columns_of_a_table_go(r: random.Random) -> None:
    name = r.choice(_PASSWORD_NAMES)
    delim = r.choice([";", ",", "\t"])
    first, second = _password(r), _password(r)
    header = delim.join(["user1", f"{name}1", "user2", f"{name}2"])
    lines = [f"# migration list, read by sync.sh\n# {header}"]
    for _ in range(2):
        user = _mail(r)
        lines.append(delim.join([user, first, user, second]))
    text = "\n".join(lines)
    _caught(text, first)
    _caught(text, second)
    # (a table without a password column; a prose line with commas after a header: kept)
    _kept(f"# user{delim}quota{delim}alias\n{_mail(r)}{delim}2048{delim}postmaster")
    _kept(f"name,{name}\nsee (a, b) above")
    # (a listing's key and value, the keys after it; a mask in a password cell: kept)
    _kept(f"Name\t{r.choice(_USERS)}\n{name.title()}\tyes\nState\tREGED\nStatus\tUP (ping)")
    _kept(
        delim.join(["url", "username", name, "notes"])
        + "\n"
        + delim.join(["https://portal.example", _mail(r), "REDACTED", "shared"])
    )


# -- 4. a transfer code alone on a chat line ---------------------------------------------------


@SLOW
@given(seeded)
def test_a_transfer_code_alone_on_the_next_chat_line_goes(r: random.Random) -> None:
    code = drawn(r, 6) + r.choice("!@#") + drawn(r, 5) + r.choice("*&%")
    opener = r.choice([
        "the EPP code for harbor-field.example is out of the old registrar",
        "kode EPP buat pindah harbor-field.example udah keluar",
        "auth code du domaine harbor-field.example reçu",
    ])  # fmt: skip
    text = f"Ana: {opener}\nAna: {code}\nBo: ok, pasting it at the new registrar now"
    _caught(text, code)
    # (a sentence on the next line, not a code: kept)
    _kept(f"Ana: {opener}\nBo: thanks, starting the transfer now")


# -- 5. an app password in a quoted relay line -------------------------------------------------


@SLOW
@given(seeded)
def test_an_app_password_in_a_quoted_relay_line_goes(r: random.Random) -> None:
    secret = _app_password(r)
    text = (
        f'RUN echo "[smtp.{r.choice(_DOMAINS)}]:587 {_mail(r)}:{secret}" > /etc/postfix/sasl_passwd'
        " && postmap /etc/postfix/sasl_passwd"
    )
    _caught(text, secret)


# -- 6. where a secret is kept, not the secret ---------------------------------------------------


@SLOW
@given(seeded)
def test_a_location_of_a_secret_stays(r: random.Random) -> None:
    name = r.choice(["pg", "admin", "dkim", "relay"])
    _kept(
        f'[store."pg"]\nhost = "db.internal"\npassword = "%{{file:/run/secrets/{name}_password}}%"'
    )
    _kept(
        f"providers:\n  dns:\n    class: octodns_x.Provider\n"
        f"    token: env/{name.upper()}_DNS_TOKEN"
    )
    # (a literal value in the same place: still goes)
    secret = drawn(r, 32)
    _caught(f"providers:\n  dns:\n    class: octodns_x.Provider\n    token: {secret}", secret)


# -- 7. an ACME DNS-01 challenge value ------------------------------------------------------------


@SLOW
@given(seeded)
def test_an_acme_challenge_value_stays(r: random.Random) -> None:
    value = "".join(r.choice(_URLSAFE) for _ in range(43))
    host = r.choice(_DOMAINS)
    _kept(f"[Mon 2 Jun 2025] Adding TXT value: {value} for domain: _acme-challenge.{host}")
    # (a token of that shape elsewhere: still goes)
    _caught(f"dns_api:\n  token: {value}", value)


# -- 8. a lookup table's reference before an escaped line break --------------------------


@SLOW
@given(seeded)
def test_a_table_reference_before_an_escaped_break_stays(r: random.Random) -> None:
    table = r.choice(["sasl_passwd", "relay_passwords", "sender_relay"])
    maps = f"smtp_sasl_password_maps = hash:/etc/postfix/{table}\n"
    content = f"{maps}relayhost = [{r.choice(_DOMAINS)}]:587\n"
    _kept(json.dumps({"type": "tool_result", "content": content}))
    secret = _password(r)
    content = f"smtp_sasl_password_maps = hash:/etc/postfix/{table}\nsmtp_password = {secret}\n"
    _caught(json.dumps({"type": "tool_result", "content": content}), secret)


# -- 9. a file's name under a key that names an entry ---------------------------------------------


@SLOW
@given(seeded)
def test_a_file_name_under_a_naming_key_stays(r: random.Random) -> None:
    stem = r.choice(["paprika", "orchard", "selector"])
    name = f"{stem}-{r.randint(2020, 2030)}.{r.choice(['key', 'pem'])}"
    _kept(
        f"  data:\n    - secretKey: {name}\n"
        "      remoteRef: {key: mail/dkim, property: private_key}"
    )
    secret = _password(r)
    _caught(f"  data:\n    password: {secret}", secret)


# -- 10. a token's id in an Indonesian sentence ------------------------------------------


@SLOW
@given(seeded)
def test_a_token_id_in_an_indonesian_sentence_stays(r: random.Random) -> None:
    token_id = "".join(r.choice("0123456789abcdef") for _ in range(32))
    _kept(
        f"Token baru sudah disimpan di vault. Token id-nya {token_id} kalau mau cek di dashboard."
    )
