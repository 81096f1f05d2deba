"""The principles written after held-out batch 47 (embedded, IoT and industrial control),
held over generated values and texts of my own (never the batch's).

Leaks, each a kind: a command that sets a named setting (``setenv``, ``fw_setenv``, a device
shell's ``settings set``) to a value, the setting's name ending in a secret's word; a
password's word in any language, inflected, directly followed by a random value; a key
written in groups of hex digits of one length after a key's word; the proof of possession
of a device provisioning; an MQTT client's random username given with no password (the
device's access token); a password prompt followed by an aside telling what was typed.
Precision: a word of prose after a credential's word and its colon, in any language (the
clause runs on: ``password: printed on the label``); a fingerprint in colon-separated hex
after a fingerprint's word in any language; a signature an asymmetric algorithm made and a
signing key's id; code (a dotted name called, an f-string's interpolation). Each has a counterpart
that stays (or goes)."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import ALNUM, HEX, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_UPPER_HEX = "0123456789ABCDEF"
_HOSTS = ["mqtt.works.test", "broker.line4.example", "10.20.30.40", "hub.plant.invalid"]


def _run(r: random.Random, n: int, alphabet: str = ALNUM) -> str:
    while True:
        value = "".join(r.choice(alphabet) for _ in range(n))
        if alphabet != ALNUM or (
            sum(c.isdigit() for c in value) >= 3
            and any(c.isupper() for c in value)
            and any(c.islower() for c in value)
        ):
            return value


def _hex_run(r: random.Random, n: int, alphabet: str = HEX) -> str:
    while True:
        value = "".join(r.choice(alphabet) for _ in range(n))
        if sum(c.isdigit() for c in value) >= 2 and sum(c.isalpha() for c in value) >= 2:
            return value


# -- 1. a command that sets a setting named for a secret ----------------------------------


@SLOW
@given(seeded)
def test_a_set_command_s_secret_setting_goes(r: random.Random) -> None:
    value = r.choice([_password(r, 12), _run(r, 28)])
    line = r.choice(
        [
            f"=> setenv unlockkey {value}",
            f"# fw_setenv console_password {value}",
            f"shell:~$ settings set cloudlink/psk {value}",
            f"dev> config set mqtt.token {value}",
        ]
    )
    _caught(f"{line}\n=> saveenv\n", value)


def test_a_set_command_s_id_digest_and_path_stay() -> None:
    _kept("shell:~$ settings set cloudlink/psk-id line7-unit3@project-west\n")
    digest = "9b71d224bd62f3785d96d46ad3ea3d73319bfbc2890caadae2dff72519673ca7"
    _kept(f"=> setenv unlockkeysha256 {digest}\n")
    _kept("=> setenv fitkey /boot/keys/dev-signing.pem\n")


# -- 2. a password's word, inflected, directly followed by a random value ----------------


@SLOW
@given(seeded)
def test_an_inflected_password_word_s_random_value_goes(r: random.Random) -> None:
    value = _hex_run(r, r.choice([24, 32]))
    lead = r.choice(["Konto serwisowe z hasłem", "Użyj loginu obsluga i hasła", "z haslem"])
    _caught(f"{lead} {value} do panelu.\n", value)


@SLOW
@given(seeded)
def test_the_hash_of_a_password_stays(r: random.Random) -> None:
    value = _hex_run(r, 32)
    _kept(f"W bazie jest tylko skrót hasła {value}, nie samo hasło.\n")


# -- 3. a key written in groups of hex digits ----------------------------------------------


@SLOW
@given(seeded)
def test_a_key_in_hex_groups_goes(r: random.Random) -> None:
    size = r.choice([4, 8])
    groups = [_hex_run(r, size, _UPPER_HEX) for _ in range(16 // size * 2)]
    value = " ".join(groups)
    lead = r.choice(["Mesh 7, network key", "Field bus segment 3: join key", "the psk"])
    _caught(f"{lead} {value} (typed into each node)\n", value)


@SLOW
@given(seeded)
def test_a_public_key_or_fingerprint_in_hex_groups_stays(r: random.Random) -> None:
    value = " ".join(_hex_run(r, 4, _UPPER_HEX) for _ in range(10))
    lead = r.choice(["Signing public key", "the release key fingerprint is", "Verify key"])
    _kept(f"{lead} {value}\n")


# -- 4. the proof of possession of a device provisioning ----------------------------------


@SLOW
@given(seeded)
def test_a_proof_of_possession_goes(r: random.Random) -> None:
    value = _run(r, 10, "abcdefghijklmnopqrstuvwxyz0123456789")
    line = r.choice(
        [
            f"I (311) prov: Proof of possession (PoP): {value}",
            f"$ python provision.py --transport ble --pop {value}",
            f"proof-of-possession = {value}",
        ]
    )
    if not (any(c.isdigit() for c in value) and any(c.isalpha() for c in value)):
        return
    _caught(f"{line}\n", value)


def test_prose_about_a_proof_of_possession_stays() -> None:
    _kept("The proof of possession (PoP) is printed on the box; security 1 requires one.\n")


# -- 5. an MQTT client's random username with no password ------------------------------


@SLOW
@given(seeded)
def test_an_mqtt_username_without_a_password_goes(r: random.Random) -> None:
    value = _run(r, 20)
    host = r.choice(_HOSTS)
    tool = r.choice(["mosquitto_pub", "mosquitto_sub"])
    _caught(f'{tool} -h {host} -p 1883 -t v1/devices/me/attributes -u "{value}" -m "{{}}"\n', value)


def test_an_mqtt_username_beside_its_password_stays() -> None:
    _kept(
        "mosquitto_pub -h mqtt.works.test -t plant/line4 -u line4_publisher_account"
        " -P $MQTT_PW -m 1\n"
    )


# -- 6. a password prompt and what was typed ------------------------------------------------


@SLOW
@given(seeded)
def test_what_was_typed_at_a_password_prompt_goes(r: random.Random) -> None:
    value = _password(r, 12)
    verb = r.choice(["typed", "entered"])
    text = f"ops@10.1.2.3's password: ({verb} {value} -- rotated in spring)\nLast login: Mon\n"
    _caught(text, value)


def test_an_aside_without_a_value_stays() -> None:
    _kept("ops@10.1.2.3's password: (typed the usual one from the binder)\nLast login: Mon\n")


# -- 7. a word of prose after a credential's word and its colon -------------------------------


def test_a_clause_after_a_credential_word_stays() -> None:
    _kept("  root password: written on the rack door sticker, rotated by the integrator\n")
    _kept("  hasło serwisowe: wydrukowane na tabliczce znamionowej, zmieniane co rok\n")
    _kept("  Passwort: steht auf dem Typenschild im Schaltschrank, bitte nicht notieren\n")


@SLOW
@given(seeded)
def test_a_password_before_a_clause_goes(r: random.Random) -> None:
    value = _password(r, 12)
    _caught(f"  root password: {value} on the rack door sticker, rotated yearly\n", value)


# -- 8. a fingerprint in colon-separated hex, in any language -------------------------------


@SLOW
@given(seeded)
def test_a_fingerprint_in_any_language_stays(r: random.Random) -> None:
    value = ":".join(_run(r, 2, _UPPER_HEX) for _ in range(20))
    word = r.choice(["인증서 지문", "证书指纹", "Zertifikat-Fingerabdruck", "odcisk certyfikatu"])
    _kept(f"비밀번호는 개인별로 발급됩니다. {word}: {value}\n")


@SLOW
@given(seeded)
def test_a_key_in_colon_separated_hex_goes(r: random.Random) -> None:
    value = ":".join(_run(r, 2, _UPPER_HEX) for _ in range(16))
    _caught(f"Zdalny dostęp przez bramę; pre-shared key: {value}\n", value)


# -- 9. an asymmetric signature and a key's id ---------------------------------------------


@SLOW
@given(seeded)
def test_an_asymmetric_signature_and_a_key_id_stay(r: random.Random) -> None:
    sig = _run(r, 86) + "=="
    kid = _hex_run(r, 16)
    algo = r.choice(["ECDSA P-384", "Ed25519", "RSA-PSS 3072"])
    text = f"  app.img.sig   {algo} signature (base64): {sig}\n  signed by key id {kid}\n"
    _kept(text)


@SLOW
@given(seeded)
def test_an_hmac_key_beside_a_signature_goes(r: random.Random) -> None:
    key = _hex_run(r, 32)
    text = f"  app.img.sig   HMAC-SHA256 signature, computed with key: {key}\n"
    _caught(text, key)


@SLOW
@given(seeded)
def test_an_api_key_id_goes(r: random.Random) -> None:
    kid = _hex_run(r, 16)
    _caught(f"  cloud upload: API key ID: {kid}\n", kid)


# -- 10. code: a dotted name called, an f-string's interpolation ---------------------------


def test_code_building_a_header_stays() -> None:
    _kept(
        'headers = {\n    "Authorization": "Basic " + base64.b64encode('
        'f"{user}:{hashlib.md5(secret.encode()).hexdigest()}".encode()).decode(),\n}\n'
    )


@SLOW
@given(seeded)
def test_a_literal_basic_header_goes(r: random.Random) -> None:
    value = _run(r, 32)
    _caught(f'headers = {{\n    "Authorization": "Basic {value}",\n}}\n', value)
