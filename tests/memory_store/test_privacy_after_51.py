"""A principle written after held-out batch 51 (energy, mobility and transport software),
held over generated values and texts of my own (never the batch's).

Leak: a shell or ``.env`` assignment holds literal text. Under an upper-case name that
names a secret, with ``=`` and no blank either side, the name at a line's start or after
a blank (a prompt, ``export``, other assignments, a command quoted in prose), a value
with a dot in it is the secret (``DB_PASSWORD=Blue.Sky77 docker compose up``): nothing
evaluates ``a.b`` there. It was taken for a code reference (``settings.DB_PASS``) whenever
something followed it on its line. What stays: the same value in code (``DB_PASSWORD =
cfg.Sky77``, a call's keyword argument), a dotted path of lower-case names
(``os.environ``) and a module or class path of three or more names.

More leaks, each with its counterpart that stays:
- A PIN or PUK in capitals (or ``PIN code``) and 4 to 8 digits with only a blank between,
  and a ``--pin`` / ``--<word>-pin`` flag's digits; a lower-case hardware ``pin 13`` and a
  short number stay.
- The last quoted argument of a modem's AT command whose name sets a credential (``AUTH``,
  ``PASS``, ``PWD``, ``PIN``, ``KEY``, ``PSK``); other AT commands' arguments stay.
- A random value of an ``--unlock-code`` / ``--access-code`` / ``--pairing-code`` flag; a
  status or country code and a ``--…-code-file`` path stay.
- A Thai password or access code (``รหัสผ่าน``, ``รหัสเข้า…``) then ``คือ`` and its value; a
  postal code (``รหัสไปรษณีย์``) stays.

More look-alikes that stay, each with its counterpart that goes:
- The word after ``--askpass`` (a flag that makes the tool prompt, so takes no value); a
  ``--password`` flag's value goes.
- A base64 value under a name that holds no secret (``host:``) that decodes to a host and
  port; under ``password:`` it goes.
- A key id beside a signature algorithm (``alg ES256, key id …``); an access key's id
  beside its secret goes.
- A WS-Security ``BinarySecurityToken`` of an X.509 ``ValueType`` (a certificate); of
  another value type it goes."""

from __future__ import annotations

import base64
import random

from hypothesis import assume, given
from hypothesis import strategies as st

from memory_store.privacy import is_placeholder
from tests.memory_store.generated import SLOW, hex_digits, password, seeded, tokens, words
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept

_NAMES = ("DB_PASSWORD", "API_TOKEN", "SMTP_PASS", "MQTT_SECRET", "ADMIN_PWD", "APP_KEY")
_AFTER = (" docker compose up -d", " # staging", "; ./run.sh", " ./migrate", " && make")
_LEADS = ("", "export ", "$ ", "FOO_HOST=db.local ", "Ran: ")


def _dotted_password(r: random.Random) -> str:
    """A password a person chose with a dot in it: two capitalised words, or a word and
    a random piece, a digit somewhere (``Blue.Sky77``, ``tiger.Lq9x``)."""
    word = "".join(r.choice("abcdefghijklmnoprstuvwy") for _ in range(r.randint(3, 7)))
    other = "".join(r.choice("abcdefghijklmnoprstuvwy") for _ in range(r.randint(3, 7)))
    if r.random() < 0.5:
        return f"{word.capitalize()}.{other.capitalize()}{r.randint(1, 99)}"
    piece = "".join(
        r.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789") for _ in range(6)
    )
    return f"{word}{r.randint(0, 9)}.{piece}{r.randint(2, 9)}"


@SLOW
@given(seeded, st.sampled_from(_NAMES), st.sampled_from(_AFTER), st.sampled_from(_LEADS))
def test_a_dotted_value_of_a_shell_assignment_goes(
    r: random.Random, name: str, after: str, lead: str
) -> None:
    value = _dotted_password(r)
    _caught(f"{lead}{name}={value}{after}\n", value)


def _words_password(r: random.Random) -> str:
    """Two capitalised words and a number (``Blue.Sky77``): a name's shape, a password."""
    word = "".join(r.choice("abcdefghijklmnoprstuvwy") for _ in range(r.randint(3, 7)))
    other = "".join(r.choice("abcdefghijklmnoprstuvwy") for _ in range(r.randint(3, 7)))
    return f"{word.capitalize()}.{other.capitalize()}{r.randint(1, 99)}"


@SLOW
@given(seeded, st.sampled_from(_NAMES), st.sampled_from(_AFTER), st.sampled_from(_LEADS))
def test_a_name_shaped_dotted_value_of_a_shell_assignment_goes(
    r: random.Random, name: str, after: str, lead: str
) -> None:
    value = _words_password(r)
    _caught(f"{lead}{name}={value}{after}\n", value)


@SLOW
@given(seeded, st.sampled_from(_NAMES))
def test_the_same_value_in_code_stays_a_reference(r: random.Random, name: str) -> None:
    value = _words_password(r)
    # in code, `a.b` is an attribute: spaces around `=`, or a call's keyword argument
    _kept(f"{name} = {value}  # from the settings module\n")
    _kept(f"client = connect({name}={value})\n")


@SLOW
@given(st.sampled_from(_NAMES), st.lists(words, min_size=2, max_size=3), st.sampled_from(_AFTER))
def test_a_dotted_path_of_lower_case_names_stays(name: str, parts: list[str], after: str) -> None:
    _kept(f"{name}={'.'.join(parts)}{after}\n")


_CLASSES = ("ScryptHasher", "KeyringBackend", "VaultStore", "FileStorage")


@SLOW
@given(
    st.sampled_from(_NAMES),
    st.lists(words, min_size=2, max_size=3),
    st.sampled_from(_CLASSES),
    st.sampled_from(_AFTER),
)
def test_a_class_path_stays(name: str, parts: list[str], cls: str, after: str) -> None:
    _kept(f"{name}={'.'.join(parts)}.{cls}{after}\n")


def _digits(r: random.Random, low: int = 4, high: int = 8) -> str:
    return "".join(r.choice("0123456789") for _ in range(r.randint(low, high)))


_PIN_LEADS = (
    "Fuel card for van 3:",
    "The gate's keypad:",
    "Depot safe, card no. on the back,",
    "SIM",
)
_PIN_AFTER = (". Keep it in the envelope.", "", " (don't share)", ", ask me for the other one")


@SLOW
@given(seeded, st.sampled_from(_PIN_LEADS), st.sampled_from(_PIN_AFTER))
def test_a_pin_and_its_digits_go(r: random.Random, lead: str, after: str) -> None:
    pin = _digits(r)
    assume(not is_placeholder(pin))
    _caught(f"{lead} PIN {pin}{after}\n", pin)
    _caught(f"$ cardtool unlock --pin {pin} --slot 2\n", pin)
    _caught(f"$ tokenctl login --admin-pin={pin}\n", pin)


@SLOW
@given(seeded)
def test_a_hardware_pin_number_and_a_short_number_stay(r: random.Random) -> None:
    _kept(f"Wire header pin {_digits(r, 1, 2)} to GND and GPIO pin {_digits(r)} to the relay.\n")
    _kept(f"Connector J4, PIN {_digits(r, 1, 3)} is the reset line.\n")


_AT_NAMES = ("CGAUTH", "XAUTH", "NETPASS", "WIFIPSK", "SRVPWD", "CLOUDKEY")


@SLOW
@given(seeded, st.sampled_from(_AT_NAMES), words)
def test_the_credential_of_an_at_command_goes(r: random.Random, name: str, user: str) -> None:
    secret = password(r, 12)
    _caught(f'> AT+{name}=1,"{user}","{secret}"\nOK\n', secret)
    pin = _digits(r)
    assume(not is_placeholder(pin))
    _caught(f'AT+CPIN="{pin}"\r\nOK\r\n', pin)


@SLOW
@given(words, words)
def test_the_arguments_of_other_at_commands_stay(apn: str, host: str) -> None:
    _kept(f'> AT+CGDCONT=1,"IP","{apn}.example"\nOK\n> AT+NETOPEN="{host}.example",8883\nOK\n')


_CODE_FLAGS = ("--unlock-code", "--access-code", "--pairing-code", "--activation-code")


@SLOW
@given(seeded, st.sampled_from(_CODE_FLAGS), words)
def test_a_random_unlock_or_access_code_flag_goes(r: random.Random, flag: str, tool: str) -> None:
    value = "".join(r.choice("0123456789ABCDEF") for _ in range(16))
    assume(any(c.isdigit() for c in value) and any(c.isalpha() for c in value))
    _caught(f"{tool}-cli --device D-17 {flag} {value} && {tool}-cli status\n", value)


@SLOW
@given(words)
def test_a_status_code_and_a_code_file_stay(tool: str) -> None:
    _kept(f"{tool} --status-code 404 --country-code DE --unlock-code-file ./unlock.txt\n")


@SLOW
@given(seeded)
def test_a_thai_password_or_access_code_goes(r: random.Random) -> None:
    pin = _digits(r, 6, 8)
    assume(not is_placeholder(pin))
    _caught(f"รหัสเข้าเมนูของเครื่อง คือ {pin} อย่าบอกใคร\n", pin)
    secret = password(r, 12)
    _caught(f"รหัสผ่าน wifi ที่ร้าน คือ {secret}\n", secret)


@SLOW
@given(seeded)
def test_a_thai_postal_code_stays(r: random.Random) -> None:
    _kept(f"รหัสไปรษณีย์ของสาขา คือ {_digits(r, 5, 5)} นะครับ\n")


@SLOW
@given(seeded, words, words)
def test_the_word_after_an_askpass_flag_stays(r: random.Random, user: str, verb: str) -> None:
    _kept(f"$ kvcli -h cache.internal --user {user} --askpass {verb} 'a:*'\nPassword:\n")
    _kept(f"$ deploy --ask-become-pass {verb} site.yml\n")
    secret = password(r, 12)
    _caught(f"$ kvcli -h cache.internal --user {user} --password {secret} {verb}\n", secret)


@SLOW
@given(seeded, words, st.integers(1024, 65535))
def test_a_base64_host_under_a_plain_name_stays(r: random.Random, host: str, port: int) -> None:
    encoded = base64.b64encode(f"{host}.internal:{port}".encode()).decode()
    secret = base64.b64encode(password(r, 14).encode()).decode()
    head = "apiVersion: v1\nkind: Secret\ndata:\n"
    _kept(f"{head}  host: {encoded}\n")
    _caught(f"{head}  host: {encoded}\n  password: {secret}\n", secret)


@SLOW
@given(hex_digits(16, 32), st.sampled_from(("ES256", "RS256", "EdDSA", "PS384")))
def test_a_key_id_beside_a_signature_algorithm_stays(kid: str, alg: str) -> None:
    _kept(f"Boarding pass QR: serial 42, signature alg {alg}, key id {kid}\n")
    _kept(f'{{"alg": "{alg}", "kid": "{kid}", "typ": "JWT"}}\n')


@SLOW
@given(tokens(40, 40), st.sampled_from(("Kq8", "Zx2")))
def test_an_x509_binary_security_token_stays(body: str, lead: str) -> None:
    tag = "wsse:BinarySecurityToken"
    cert = f"MII{lead}{body}"
    _kept(f'<{tag} ValueType="X509v3">{cert}</{tag}>\n')
    _caught(f'<{tag} ValueType="SessionKey">{cert}</{tag}>\n', cert)
