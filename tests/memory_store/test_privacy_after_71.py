"""The principles written after held-out batch 71 (automotive, fleet telematics and
vehicle software), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: the fields of a device command headed by the word PASSWORD
(``PASSWORD,<old>,<new>#``, as trackers take them by SMS); a Wi-Fi network's key after a
label that names it, digits alone too; the signature of a FlexLM licence line; the one
literal a ``login`` call is given (a PKCS#11 token's PIN); a PIN whose label has an aside
in parentheses before its colon; the password of a ``<user> / <password>`` answer to a
line that asks for a login, and the rest of it a message below gives. Precision, each a
kind: a key id (the digest that names a public key); a git commit id under a name that
says revision; a value read from a file (``@~/path``); a VIN named as one; a reference
number under the label of what it numbers. Each has a counterpart that still goes (or
stays)."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import HEX, SLOW, drawn, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_HOSTS = ["track.depot.example", "gw.haulage.test", "gps.carrier.example", "fleet.yard.test"]
_USERS = ["dispatch", "yardops", "nightshift", "workshop", "depot"]
_VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def _digits(r: random.Random, n: int) -> str:
    return str(r.randint(1, 9)) + "".join(r.choice("0123456789") for _ in range(n - 1))


def _hex(r: random.Random, n: int) -> str:
    return "".join(r.choice(HEX) for _ in range(n))


def _chosen(r: random.Random) -> str:
    """A password as people choose one: a capitalised word and two digits."""
    word = r.choice(["Tractor", "Clutch", "Piston", "Axle", "Chassis", "Dynamo", "Sprocket"])
    return f"{word}{r.randint(10, 99)}"


# -- 1. a device command headed by PASSWORD -------------------------------------------------


@SLOW
@given(seeded)
def test_the_fields_of_a_password_command_go(r: random.Random) -> None:
    old, new = _digits(r, 6), _digits(r, 6)
    host = r.choice(_HOSTS)
    port = r.randint(5000, 5999)
    text = f"SMS to the unit:\n  PASSWORD,{old},{new}#\n  SERVER,0,{host},{port},0#"
    _caught(text, new)
    _caught(text, old)
    _caught(f'send_sms --text "PWD,{new}#"', new)
    # (a sentence's "password, then …", the server command: kept)
    _kept(f"Set the password, then send SERVER,0,{host},5023,0# to the unit.")


# -- 2. a Wi-Fi network's key ----------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_wifi_key_of_digits_goes(r: random.Random) -> None:
    key = _digits(r, r.randint(8, 12))
    label = r.choice(["WPA2 key", "Wi-Fi password", "hotspot passphrase", "WPA key", "WLAN key"])
    _caught(f"Dongle notes:\n- SSID: OBD_{r.randint(1000, 9999)}\n- {label}: {key}\n", key)
    # (a placeholder, a pointer to where the key is: kept)
    _kept(f"- {label}: <printed on the label>\n")
    _kept(f"- {label}: on the sticker under the dongle\n")


# -- 3. a FlexLM licence line's signature ----------------------------------------------------


@SLOW
@given(seeded)
def test_a_flexlm_signature_goes(r: random.Random) -> None:
    groups = " ".join(_hex(r, 4).upper() for _ in range(r.randint(8, 16)))
    head = r.choice(["FEATURE", "INCREMENT"])
    text = (
        f"SERVER lic01.plant.example {_hex(r, 12).upper()} 27000\nVENDOR toolvend\n"
        f'{head} diag_suite toolvend 3.1 31-dec-2027 4 SIGN="{groups}"\n'
    )
    _caught(text, groups)
    # (the server's host id and the feature's name: kept)
    _kept(f"SERVER lic01.plant.example {_hex(r, 12).upper()} 27000\nVENDOR toolvend\n")


# -- 4. the one literal a login call is given ------------------------------------------------


@SLOW
@given(seeded)
def test_the_literal_of_a_login_call_goes(r: random.Random) -> None:
    pin = _digits(r, r.randint(6, 8))
    _caught(f'  File "sign.py", line 12, in <module>\n    session.login("{pin}")\n', pin)
    # (a user's name alone: kept)
    _kept(f'    portal.login("{r.choice(_USERS)}")\n')


# -- 5. a PIN with an aside before its colon -------------------------------------------------


@SLOW
@given(seeded)
def test_a_pin_with_an_aside_goes(r: random.Random) -> None:
    pin = _digits(r, r.randint(4, 6))
    aside = r.choice(["from the dealer portal, valid 24 h", "one use only", "ask the owner"])
    _caught(f"Key programming done. Immobilizer PIN ({aside}): {pin}\nTested start.", pin)
    # (a PIN's aside with no value after it: kept)
    _kept(f"Immobilizer PIN ({aside}): see the ticket\n")


# -- 6. a login answered as user / password, and its rest -----------------------------------


@SLOW
@given(seeded)
def test_a_login_answered_as_user_slash_password_goes(r: random.Random) -> None:
    value, rest = _chosen(r), drawn(r, 4, each_case=0)
    user = r.choice(_USERS)
    text = (
        f"[ops] ana: what is the {user} portal login again?\n"
        f"[ops] ben: {user}@depot.example / {value}\n"
        f"[ops] ben: it got cut, the rest is {rest}\n"
    )
    _caught(text, value)
    _caught(text, rest)
    # (a path or a ratio with no login asked above: kept)
    _kept(f"[ops] ana: how full is the yard?\n[ops] ben: bays / Lot{r.randint(10, 99)}\n")


# -- 7. a key id ------------------------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_key_id_stays(r: random.Random) -> None:
    keyid = _hex(r, 64)
    _kept(f"OK targets.json version {r.randint(1, 900)}, keyid {keyid}\n")
    _kept(f'{{"keytype": "ed25519", "keyid": "{keyid}"}}')
    # (a service account's private_key_id: half of one credential, hidden on purpose)
    key_id = _hex(r, 40)
    _caught(f'{{"type": "service_account", "private_key_id": "{key_id}"}}', key_id)


# -- 8. a git commit id under a revision name -------------------------------------------------


@SLOW
@given(seeded)
def test_a_commit_id_under_a_revision_name_stays(r: random.Random) -> None:
    commit = _hex(r, 40)
    recipe = r.choice(["hmi", "canbus-daemon", "telematics-agent", "ota-client"])
    _kept(
        f'MACHINE = "imx8-board"\nSWUPDATE_PRIVATE_KEY = "${{TOPDIR}}/keys/swu.pem"\n'
        f'SRCREV_pn-{recipe} = "{commit}"\n'
    )
    _kept(f"{recipe}:\n  rev: {commit}\n")


# -- 9. a value read from a file --------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_value_read_from_a_file_stays(r: random.Random) -> None:
    path = r.choice(["~/.fleet_key", "./keys/api.key", "/etc/fleet/token"])
    unit = r.randint(100, 999)
    _kept(f"$ http GET https://api.fleet.example/v1/units/{unit} X-Api-Key:@{path}\n")
    # (the key itself, given inline: still goes)
    key = drawn(r, 32)
    _caught(f"$ http GET https://api.fleet.example/v1/units X-Api-Key:{key}\n", key)


# -- 10. a VIN named as one --------------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_vin_named_as_one_stays(r: random.Random) -> None:
    vin = "".join(r.choice(_VIN_CHARS) for _ in range(17))
    while sum(c.isdigit() for c in vin) < 2 or sum(c.isalpha() for c in vin) < 2:
        vin = "".join(r.choice(_VIN_CHARS) for _ in range(17))
    _kept(
        "$ curl -s https://api.fleet.example/v1/vehicles \\\n"
        f'    -H "X-Api-Key: $FLEET_API_KEY" | jq \'.vehicles[0].vin\'\n"{vin}"\n'
    )
    _kept(f'{{"unit": {r.randint(1, 99)}, "vin": "{vin}"}}')


# -- 11. a reference number under its label ----------------------------------------------------


@SLOW
@given(seeded)
def test_a_reference_number_under_its_label_stays(r: random.Random) -> None:
    number = f"{r.choice(['POL', 'CLM', 'ORD'])}-{_digits(r, 9)}"
    text = (
        "Hola Ana:\nEl usuario del portal es flota.norte; la clave te la mando por SMS.\n"
        f"Póliza: {number}\n"
    )
    _kept(text)
    part = f"{_digits(r, 5)}-{drawn(r, 5, each_case=0).upper()}"
    _kept(f"Anh ơi, em vừa đặt lại mật khẩu.\nMã phụ tùng cần tra là {part}.\n")
    # (a password told under its own label: still goes)
    secret = _password(r)
    _caught(f"Póliza: {number}\nClave: {secret}\n", secret)
