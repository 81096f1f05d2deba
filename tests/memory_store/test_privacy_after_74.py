"""The principles written after held-out batch 74 (hospitality, events and travel booking,
written afresh), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: runs of sixteen hex digits or more joined by hyphens are one hex key,
a pre-shared key under a client token's name too (a UUID's runs are shorter); the pieces
of a password a chat sends in labelled parts (``prima parte …``, ``seconda parte …``) as
short as five characters; the new password a sentence says an account or a password was
reset or changed to, with the account named between the verb and ``to``; the password a
Greek sentence gives ``with`` an account (``με κωδικό <value>``). Precision, each a kind:
a build-time substitution token (``@NAME@``); a note in angle brackets where a value would
go; an authorization scheme before a reference to the credential; a value printed cut
short with the printer's note; a slot's readable address of numbers, dates, times and
words; the key id beside a request's signature and timestamp in one header. Each has a
counterpart that still goes (or stays)."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import SLOW, drawn, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_UPPER_HEX = "0123456789ABCDEF"
_USERS = ["frontdesk", "nightshift", "banquet", "spa_desk", "concierge"]
_HOSTS = ["api.inn.example", "pms.lodge.test", "book.resort.example", "gw.harbour.test"]


def _hex(r: random.Random, n: int) -> str:
    while True:
        value = "".join(r.choice(_UPPER_HEX) for _ in range(n))
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def _chosen(r: random.Random) -> str:
    """A person's password: a capitalised word, digits and a symbol."""
    word = r.choice(["Harbour", "Lantern", "Meadow", "Cobalt", "Juniper", "Falcon"])
    return word + str(r.randint(100, 9999)) + r.choice("#!%*")


# -- 1. a hex key in runs joined by hyphens, under a client token's name --------------------


@SLOW
@given(seeded)
def test_a_hex_key_in_hyphen_joined_runs_goes(r: random.Random) -> None:
    client = _hex(r, 32) + "-" + _hex(r, r.choice([31, 32]))
    access = _hex(r, 32) + "-" + _hex(r, 31)
    text = (
        f'BASE = "https://{r.choice(_HOSTS)}/api/connector/v1"\n'
        f'CLIENT_TOKEN = "{client}"\nACCESS_TOKEN = "{access}"\n'
    )
    _caught(text, client)
    _caught(text, access)


def test_a_uuid_under_a_client_token_name_stays() -> None:
    # (a UUID's runs and a short second run are no hex key's: an id, as before)
    _kept('CLIENT_TOKEN = "5F0C9A7E-2B1D-4C3E-9F8A-1D2E3F4A5B6C"')
    _kept('client_token: "5F0C9A7E2B1D4C3E-9F8A1D2E"')


# -- 2. the short pieces of a password sent in labelled parts --------------------------------


@SLOW
@given(seeded)
def test_short_labelled_pieces_of_a_password_go(r: random.Random) -> None:
    first, second = drawn(r, r.choice([6, 7])), drawn(r, r.choice([6, 7]))
    user = r.choice(_USERS)
    text = (
        f"Marco 09:14  le credenziali del channel manager: utente {user}\n"
        f"Marco 09:14  password prima parte {first}\n"
        f"Marco 09:15  seconda parte {second} (tutto attaccato)\n"
    )
    _caught(text, first)
    _caught(text, second)


def test_a_part_of_a_sentence_stays() -> None:
    _kept(
        "La password del wifi ospiti è sul cartello; la prima parte della guida spiega "
        "il check-in, la seconda parte parla delle camere."
    )


# -- 3. an account reset or changed to a password ---------------------------------------------


@SLOW
@given(seeded)
def test_an_account_reset_to_a_password_goes(r: random.Random) -> None:
    value = r.choice([_chosen(r), _password(r)])
    user = r.choice(_USERS)
    _caught(
        f"INC{r.randint(1000000, 9999999)} - login failing\nResolution: reset the POS account "
        f'"{user}" to {value} and unlocked it. User will change it at next login.',
        value,
    )
    _caught(f"Changed the admin password for {user} to '{value}' this morning.", value)


def test_an_account_reset_to_a_state_stays() -> None:
    _kept('Resolution: reset the POS account "frontdesk" to default and unlocked it.')
    _kept("We changed the login to SSO for every outlet; the user was set to read-only.")
    _kept("Password for nightshift reset through the self-service portal at 02:14.")
    _kept("We changed the account plan to Premium2024 and the user agent to Mozilla/5.0.")


# -- 4. a Greek sentence's password "with" an account ----------------------------------------


@SLOW
@given(seeded)
def test_a_greek_password_with_an_account_goes(r: random.Random) -> None:
    value = _password(r)
    user = r.choice(_USERS)
    _caught(f"Ο λογαριασμός είναι {user} με κωδικό {value}\nΕυχαριστώ.", value)
    _caught(f"Συνδεθείτε ως {user} με κωδικό πρόσβασης {value}.", value)


def test_a_greek_booking_code_stays() -> None:
    _kept("Η κράτηση έγινε με κωδικό κράτησης 55A1 για δύο νύχτες.")
    _kept("Ο χρήστης frontdesk συνδέεται με κωδικό που θα σας στείλω αύριο.")


# -- 5. what stays: substitution tokens, notes, references, truncated values ----------------


@SLOW
@given(seeded)
def test_a_substitution_token_stays_and_a_value_goes(r: random.Random) -> None:
    name = r.choice(["VENUE_PSK", "GATE_WIFI_KEY", "OPS_PASSWORD"])
    _kept(f'network={{\n    ssid="OPS"\n    psk=@{name}@\n}}\n# @{name}@ is set at build time')
    value = _password(r)
    _caught(f'network={{\n    ssid="OPS"\n    psk="{value}"\n}}', value)


def test_a_note_in_angle_brackets_stays() -> None:
    for said, note in (
        ("Per la prova serve la chiave del gateway:", "chiedila a Marta o prendila dal vault"),
        ("To try it you need the gateway key:", "ask Marta or take it from the team vault"),
        ("Hace falta la clave del gateway:", 'pídesela a Marta o en 1Password, "Viajes"'),
    ):
        _kept(f"{said}\n\n```\nexport GATEWAY_KEY=<{note}>\nnpm run smoke\n```")


@SLOW
@given(seeded)
def test_a_short_angle_value_still_goes(r: random.Random) -> None:
    value = "<" + drawn(r, 20) + ">"
    _caught(f"export GATEWAY_KEY={value}\nnpm run smoke", value[1:-1])


@SLOW
@given(seeded)
def test_a_scheme_before_a_reference_stays(r: random.Random) -> None:
    scheme = r.choice(["ApiKey-v1", "Token", "Key", "SSWS"])
    _kept(
        f"POST /v1/sessions HTTP/1.1\nHost: {r.choice(_HOSTS)}\n"
        f"Authorization: {scheme} ${{LOYALTY_API_KEY}}\nContent-Type: application/json"
    )
    key = drawn(r, 40)
    _caught(f"POST /v1/sessions HTTP/1.1\nAuthorization: {scheme} {key}\n", key)


@SLOW
@given(seeded)
def test_a_value_printed_cut_short_stays(r: random.Random) -> None:
    head = drawn(r, 6)
    _kept(
        f'< 200 OK\n< {{"access_token":"{head}…(truncated, 412 chars)","token_type":"bearer",'
        '"expires_in":3600}'
    )
    token = drawn(r, 60)
    _caught(f'< 200 OK\n< {{"access_token":"{token}","token_type":"bearer"}}', token)


@SLOW
@given(seeded)
def test_a_slot_address_stays(r: random.Random) -> None:
    venue, table = r.randint(1000, 99999), r.randint(100000, 9999999)
    room = r.choice(["Dining Room", "Terrace", "Bar"])
    _kept(
        f'{{"booking": {{\n  "slot_token": "rgs://tables/{venue}/{table}/2/2026-07-01/'
        f'19:45:00/4/{room}",\n  "venue_id": {venue}\n}}}}'
    )
    token = drawn(r, 32)
    _caught(f'{{"booking": {{\n  "slot_token": "{token}"\n}}}}', token)


@SLOW
@given(seeded)
def test_a_key_id_beside_a_signature_stays(r: random.Random) -> None:
    key_id = "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(26))
    sig = "".join(r.choice("0123456789abcdef") for _ in range(128))
    _kept(f"DEBUG http: Authorization: EAN apikey={key_id},signature={sig},timestamp=1777799564")
    # (the same key with no signature beside it: a secret)
    key = drawn(r, 26)
    _caught(f"DEBUG http: Authorization: EAN apikey={key}", key)
