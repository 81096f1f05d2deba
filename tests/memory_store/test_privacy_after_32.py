"""The principles written after held-out batch 32 (building and shipping mobile, desktop
and game software), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: a password asked for with a German compound joined by a hyphen
(``Datenbank-Passwort``, ``WLAN-Kennwort``: a noun of prose, not a flag's or a key's name)
and given in the reply; a list input under a passphrase's name (a CI step's
``…_passphrase_list``) holds the passphrases; a value given to a command's long option
is what that option's name says, whatever the names of the command's other options
(``--peer.address host``) say of theirs. Precision, each a kind: a unit after a word that
describes (``token_ttl_sec``) names a quantity; an upper-case name ending in ``_*`` is a
pattern of variables' names; a line that is a secret's name and ``=`` with nothing after it
is an empty key, not the tail of a wrapped token; a private key's armor with no base64 in
its body is a template; a value named a serial on a line about a certificate is the
certificate's serial number; a minisign or signify signature or public key (pasted or in
base64) is published beside what it signs. Each has a counterpart that still goes (or
stays)."""

from __future__ import annotations

import base64
import random

from hypothesis import given

from tests.memory_store.generated import ALNUM, HEX, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_B64 = ALNUM + "+/"
_NOUNS = ["Datenbank", "WLAN", "Router", "Server", "Admin", "Mailbox", "Tresor", "NAS"]
_WORDS = ["harbor", "meadow", "lantern", "copper", "falcon", "willow", "ember", "quartz"]


def _run(r: random.Random, n: int, alphabet: str = _B64) -> str:
    while True:
        value = "".join(r.choice(alphabet) for _ in range(n))
        if alphabet != _B64 or (
            sum(c.isdigit() for c in value) >= 3
            and any(c.isupper() for c in value)
            and any(c.islower() for c in value)
        ):
            return value


def _name(r: random.Random) -> str:
    return r.choice(_WORDS) + r.choice(_WORDS).capitalize()


# -- 1. a German compound joined to the word for a password by a hyphen -------------------


@SLOW
@given(seeded)
def test_a_password_asked_for_in_a_hyphenated_german_compound_goes(r: random.Random) -> None:
    value = _name(r) + str(r.randrange(100, 999))
    noun, word = r.choice(_NOUNS), r.choice(["Passwort", "Kennwort"])
    chat = (
        f"Anna: Sag mal, wie lautet das {noun}-{word} für den Build-Server? Der Job hängt.\n"
        f"Ben: Beide Konten nutzen dasselbe: {value}\n"
        "Anna: danke dir"
    )
    _caught(chat, value)


@SLOW
@given(seeded)
def test_a_hyphenated_german_compound_without_a_value_stays(r: random.Random) -> None:
    noun, word = r.choice(_NOUNS), r.choice(["Passwort", "Kennwort"])
    _kept(
        f"Anna: wo finde ich das {noun}-{word}? Die Pipeline ist rot.\n"
        "Ben: steht im Tresor unter Build, Version 2.4.1 vom Dienstag"
    )
    # (a flag's or a key's name, lower case or after two hyphens, stays as it was)
    _kept(f"siehe --{word.lower()} in der Doku und das Feld db-{word.lower()} im Formular")


# -- 2. a list input under a passphrase's name ----------------------------------------------


@SLOW
@given(seeded)
def test_a_passphrase_list_input_goes(r: random.Random) -> None:
    value = _password(r)
    word = r.choice(["passphrase", "password"])
    step = (
        "steps:\n- sign-installer@2:\n    inputs:\n"
        f"    - bundle_url_list: https://files.example.org/{r.choice(_WORDS)}.p12\n"
        f'    - bundle_{word}_list: "{value}"\n'
    )
    _caught(step, value)


@SLOW
@given(seeded)
def test_a_list_input_of_names_or_references_stays(r: random.Random) -> None:
    word = r.choice(["passphrase", "password"])
    _kept(
        "inputs:\n"
        f"- bundle_{word}_list: $SIGN_PW_ONE|$SIGN_PW_TWO\n"
        f"- profile_list: {r.choice(_WORDS)}|{r.choice(_WORDS)}\n"
    )


# -- 3. a value given to its own long option, beside options naming public things ---------


@SLOW
@given(seeded)
def test_a_value_given_to_its_own_option_beside_an_address_option_goes(
    r: random.Random,
) -> None:
    first, second = _run(r, 32, ALNUM), _run(r, 32, ALNUM)
    command = (
        f"$ {r.choice(_WORDS)}d serve --peer.address 10.0.{r.randrange(256)}.7:7946 \\\n"
        f"    --hooks.http_key {first} --cookie.signing_key {second}\n"
    )
    _caught(command, first)
    _caught(command, second)


@SLOW
@given(seeded)
def test_a_value_given_to_an_option_that_names_it_public_stays(r: random.Random) -> None:
    digest = _run(r, 40, HEX)
    _kept(
        f"$ {r.choice(_WORDS)}d join --log.level debug --peer.address 10.0.0.7:7946 "
        f"--node.fingerprint {digest}\n"
    )


# -- 4. a unit after a describing word --------------------------------------------------


@SLOW
@given(seeded)
def test_a_quantity_in_a_unit_under_a_describing_word_stays(r: random.Random) -> None:
    word = r.choice(["token", "session_key", "password"])
    what = r.choice(["expiry", "ttl", "lifetime", "timeout"])
    unit = r.choice(["sec", "secs", "min", "hrs"])
    _kept(f"auth:\n  {word}_{what}_{unit}: {r.randrange(60, 90000)}\n  level: info\n")


@SLOW
@given(seeded)
def test_a_number_under_a_secret_name_without_a_unit_goes(r: random.Random) -> None:
    pin = str(r.randrange(100000, 999999))
    _caught(f"auth:\n  unlock_{r.choice(['token', 'password'])}: {pin}\n", pin)


# -- 5. a pattern of variables' names ----------------------------------------------------


@SLOW
@given(seeded)
def test_an_upper_case_name_pattern_stays(r: random.Random) -> None:
    prefix = "_".join(w.upper() for w in r.sample(_WORDS, 2))
    _kept(f"# the signing password and the store password are {prefix}_* variables in CI")


@SLOW
@given(seeded)
def test_a_value_beside_a_name_pattern_still_goes(r: random.Random) -> None:
    prefix = "_".join(w.upper() for w in r.sample(_WORDS, 2))
    value = _password(r)
    _caught(f"# secrets come from {prefix}_* variables\n{prefix}_PASSWORD={value}\n", value)


# -- 6. an empty key on its own line, after a long line ----------------------------------


@SLOW
@given(seeded)
def test_empty_secret_keys_after_a_long_value_stay(r: random.Random) -> None:
    word = r.choice(["Password", "Passphrase", "Secret"])
    _kept(
        "[Signing]\n"
        f"StorePath={r.choice(_WORDS)}{r.choice(_WORDS)}{r.choice(_WORDS)}.keystore\n"
        f"Store{word}=\n"
        f"Alias{word}=\n"
        "; filled in by the build machine\n"
    )


@SLOW
@given(seeded)
def test_a_wrapped_token_and_a_given_key_still_go(r: random.Random) -> None:
    value = _password(r)
    _caught(f"[Signing]\nStorePath=app.keystore\nStorePassword={value}\n", value)
    head, tail = _run(r, 40), _run(r, 24)
    _caught(f"auth_token:\n  {head}\n{tail}==\n", head)


# -- 7. a private key's armor with no base64 in it -----------------------------------------


@SLOW
@given(seeded)
def test_a_private_key_armor_holding_a_placeholder_stays(r: random.Random) -> None:
    kind = r.choice(["", "RSA ", "EC ", "OPENSSH "])
    body = r.choice(
        ["...", "<paste the key here>", "…elided…", f"<from the {r.choice(_WORDS)} vault>"]
    )
    _kept(
        f'{{\n  "name": "{r.choice(_WORDS)}",\n'
        f'  "key": "-----BEGIN {kind}PRIVATE KEY-----\\n{body}\\n'
        f'-----END {kind}PRIVATE KEY-----"\n}}'
    )


@SLOW
@given(seeded)
def test_a_private_key_armor_holding_base64_goes(r: random.Random) -> None:
    body = _run(r, 64)
    text = f"-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----\n"
    _caught(text, body)


# -- 8. a certificate's serial number ---------------------------------------------------


@SLOW
@given(seeded)
def test_a_certificate_serial_stays(r: random.Random) -> None:
    serial = _run(r, 32, "0123456789ABCDEF")
    _kept(
        "Using the signing credentials stored on the build service\n"
        f"  {r.choice(['Distribution', 'Development', 'Code signing'])} Certificate  "
        f"Serial: {serial}  Expires: 2029-01-01\n"
    )


@SLOW
@given(seeded)
def test_a_serial_without_a_certificate_goes(r: random.Random) -> None:
    serial = _run(r, 32, "0123456789ABCDEF")
    _caught(f"Using the licence credentials\n  licence key serial: {serial}\n", serial)


# -- 9. a minisign or signify signature or public key --------------------------------------


def _signature(r: random.Random) -> str:
    return (
        f"untrusted comment: signature from {r.choice(_WORDS)} secret key\n"
        f"RU{_run(r, 98)}\n"
        f"trusted comment: timestamp:{r.randrange(1_700_000_000, 1_900_000_000)}"
        f"\tfile:{r.choice(_WORDS)}.tar.gz\n"
        f"{_run(r, 86)}==\n"
    )


@SLOW
@given(seeded)
def test_a_minisign_signature_or_public_key_stays(r: random.Random) -> None:
    signature = _signature(r)
    _kept(signature)
    encoded = base64.b64encode(signature.encode()).decode()
    _kept(f'{{\n  "version": "1.2.3",\n  "signature": "{encoded}",\n  "url": "https://x.org/a"\n}}')
    public = f"untrusted comment: minisign public key {_run(r, 16, HEX).upper()}\nRW{_run(r, 54)}\n"
    _kept(public)
    _kept(f'pubkey = "{base64.b64encode(public.encode()).decode()}"')


@SLOW
@given(seeded)
def test_a_minisign_secret_key_goes(r: random.Random) -> None:
    body = "RWRTY0Iy" + _run(r, 150)
    secret = f"untrusted comment: minisign encrypted secret key\n{body}\n"
    _caught(secret, body)
    encoded = base64.b64encode(secret.encode()).decode()
    _caught(f'UPDATER_PRIVATE_KEY="{encoded}"', encoded)
