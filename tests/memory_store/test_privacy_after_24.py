"""The principles written after held-out batch 24, held over generated values (never the
batch's texts).

Precision, by what a value's own format or the command or tag before it says it is: a
source position (line and column after a file name), a name after a YAML tag that reads
from a secrets file (``!secret name``, ``!secret.yaml name``), a JWK's certificate
thumbprint (``x5t#S256``), a quoted mapping key, the item a password manager's read
command names, and an OpenPGP fingerprint where the text speaks of GPG or names the key's
algorithm.
Recall, by where a value stands: a C ``#define`` of a secret's name (whatever a tool
printed before the ``#``), a password command's arguments in a numbered shell history,
and a password after "bind/authenticate as <name> with". Each principle has a
counterpart: where the same text says a value is a secret, it still goes."""

from __future__ import annotations

import random
import string

from hypothesis import example, given
from hypothesis import strategies as st

from tests.memory_store.generated import (
    SLOW,
    seeded,
    uuids,
    words,
)
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_B64URL = string.ascii_letters + string.digits + "-_"
_UPPER_HEX = "0123456789ABCDEF"


def _run(r: random.Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


# -- 1. a source position ---------------------------------------------------------------------


_CREDENTIAL_DIRS = ["auth", "token", "secrets", "password", "keys", "credentials"]


@SLOW
@given(words, st.sampled_from(_CREDENTIAL_DIRS), st.sampled_from(["ts", "js", "py", "go", "rs"]),
       st.integers(1, 99999), st.integers(1, 400))  # fmt: skip
def test_a_line_and_column_after_a_file_name_are_kept(
    w: str, cred: str, ext: str, line: int, col: int
) -> None:
    # (a path holding a credential's word, then ``:line:col``: the word names no value)
    _kept(f"      at Object.toBe (src/{cred}/__tests__/{w.title()}.test.{ext}:{line}:{col})")
    _kept(f"      at {w} (lib/{cred}.{ext}:{col}:{line})\n")


@SLOW
@given(seeded, words, st.integers(1, 999))
def test_a_password_on_a_grep_line_still_goes(r: random.Random, w: str, line: int) -> None:
    secret = _password(r)
    _caught(f'src/{w}.ts:{line}:  const dbPassword = "{secret}";\n', secret)


# -- 2. a name after a tag that reads a secrets file -----------------------------------------


@SLOW
@given(words, words, st.sampled_from(["!secret", "!secret.yaml", "!secrets.yml"]))
def test_a_name_after_a_secrets_tag_is_kept(a: str, b: str, tag: str) -> None:
    _kept(
        f"wifi:\n  ssid: {tag} {a}_ssid\n  password: {tag} {a}_password\n  ap:\n"
        f'    ssid: "{b.title()} Fallback"\n    password: {tag} {b}_{a}\n'
        f"mqtt:\n  user: {b}\n  password: '{tag} {b}'\n"
    )


@SLOW
@given(seeded, words)
def test_a_literal_password_beside_a_secrets_tag_still_goes(r: random.Random, a: str) -> None:
    secret = _password(r)
    _caught(f"wifi:\n  ssid: !secret {a}_ssid\n  password: {secret}\n", secret)


# -- 3. a JWK's certificate thumbprint -----------------------------------------------------


@SLOW
@given(seeded)
def test_a_jwks_certificate_thumbprint_is_kept(r: random.Random) -> None:
    _kept(
        '{\n  "keys": [\n    {\n      "kty": "RSA",\n      "use": "sig",\n'
        f'      "kid": "{_run(r, _B64URL, 43)}",\n      "e": "AQAB",\n'
        f'      "x5t": "{_run(r, _B64URL, 27)}",\n'
        f'      "x5t#S256": "{_run(r, _B64URL, 43)}"\n    }}\n  ]\n}}\n'
    )


@SLOW
@given(seeded, st.sampled_from(["pW-", "pw_", "Pwd-", "tok-"]))
def test_a_thumbprint_whose_start_reads_as_a_name_is_kept(r: random.Random, head: str) -> None:
    # a base64url value can begin with what reads as a credential's name and a dash
    _kept(
        '{"keys": [{"kty": "RSA", "e": "AQAB",\n'
        f'  "x5t": "{head}{_run(r, _B64URL, 24)}", "x5t#S256": "{_run(r, _B64URL, 43)}"}}]}}'
    )


@SLOW
@given(seeded)
def test_a_jwks_private_member_still_goes(r: random.Random) -> None:
    secret = _run(r, _B64URL, 43)
    _caught(
        '{"kty": "OKP", "crv": "Ed25519", '
        f'"x": "{_run(r, _B64URL, 43)}", "d": "{secret}", '
        f'"x5t#S256": "{_run(r, _B64URL, 43)}"}}',
        secret,
    )


@SLOW
@given(words, words, st.integers(100, 999))
def test_a_quoted_key_after_a_value_is_kept(a: str, b: str, n: int) -> None:
    # (a value, a line break, the next key: no call's name and value)
    _kept(f'{{\n  "{a}": "{b}_token{n}",\n  "{b}#S{n}": "{a}"\n}}\n')


@SLOW
@given(seeded, words)
def test_a_value_under_a_quoted_key_still_goes(r: random.Random, a: str) -> None:
    secret = _password(r)
    _caught(f'{{\n  "{a}": "{a}_token",\n  "password": "{secret}"\n}}\n', secret)


# -- 4. the item a password manager's command reads ----------------------------------------

_VAULT_READS = [
    "bw get password",
    "bw get item",
    "bws secret get",
    "op item get",
    "lpass show --password",
]


@SLOW
@given(uuids, words, st.sampled_from(_VAULT_READS))
def test_the_item_a_vault_command_reads_is_kept(item: str, w: str, read: str) -> None:
    _kept(
        f'The password is in the vault under "{w}"; read it with `{read} {item}` '
        f"inside the script, don't hardcode it."
    )


@SLOW
@given(seeded, uuids)
def test_a_password_given_beside_a_vault_read_still_goes(r: random.Random, item: str) -> None:
    secret = _password(r)
    _caught(f"`bw get password {item}` printed it: the password is {secret}", secret)


# -- 5. an OpenPGP fingerprint --------------------------------------------------------------


@SLOW
@given(seeded, st.sampled_from(["ed25519", "rsa4096", "cv25519", "nistp256"]), st.booleans())
@example(random.Random(8996), "ed25519", False)  # …CBF50ACCAA6…: AWS's prefix ACCA inside it
def test_an_openpgp_fingerprint_is_kept(r: random.Random, algo: str, grouped: bool) -> None:
    fpr = _run(r, _UPPER_HEX, 40)
    if grouped:
        fpr = " ".join(fpr[i : i + 4] for i in range(0, 40, 4))
    _kept(f"the release signing key is {fpr} ({algo}, expires 2031-01-01). ask before use")
    _kept(f"import it with gpg --recv-keys and check the key is {fpr}, then sign the tag")


@SLOW
@given(seeded)
def test_forty_hex_digits_named_a_token_still_go(r: random.Random) -> None:
    secret = _run(r, _UPPER_HEX, 40)
    _caught(f"gpg signs the tag; the deploy api token is {secret} (rsa4096 runner)", secret)


@SLOW
@given(seeded)
def test_a_gpg_word_elsewhere_in_a_joined_text_keeps_no_key(r: random.Random) -> None:
    # a stored row can join many texts: one about GPG, another a key file's 40-hex key
    secret = _run(r, _UPPER_HEX, 40)
    fpr = _run(r, _UPPER_HEX, 40)
    _caught(
        f"- import the release key with gpg --recv-keys {fpr}\n\n"
        f"- kept # /etc/chrony.keys\n1 SHA1 HEX:{secret}",
        secret,
    )


# -- 6. a C #define of a secret's name --------------------------------------------------------

_DEFINE_NAMES = ["MQTT_PASS", "WIFI_PASS", "OTA_PWD", "BROKER_SECRET", "API_TOKEN", "HUB_API_KEY"]
_PREFIXES = ["", "firmware/src/config.h:15:", "    15\t", "+", "src/secrets.h-15-"]


@SLOW
@given(seeded, st.sampled_from(_DEFINE_NAMES), st.sampled_from(_PREFIXES), words)
def test_a_defined_secret_goes(r: random.Random, name: str, prefix: str, w: str) -> None:
    secret = _password(r)
    _caught(
        f'{prefix}#define {name.split("_", maxsplit=1)[0]}_HOST "{w}.lan"\n'
        f'{prefix}#define {name} "{secret}"\n{prefix}#define {w.upper()}_PORT 1883\n',
        secret,
    )


@SLOW
@given(words, words, st.sampled_from(_PREFIXES), st.integers(1, 9))
def test_defines_of_other_names_are_kept(a: str, b: str, prefix: str, n: int) -> None:
    _kept(
        f'{prefix}#define MQTT_HOST "{a}.{b}.lan"\n{prefix}#define MQTT_USER "{a}-{b}"\n'
        f'{prefix}#define FW_VERSION "{n}.{n}.{n}"\n'
        f'{prefix}#define MQTT_PASS_MAX_LEN {n}4\n{prefix}#define TOPIC "{a}/{b}/set"\n'
    )


# -- 7. a numbered shell history -------------------------------------------------------------


@SLOW
@given(seeded, words, st.integers(1, 99999), st.sampled_from(["-b", "-c -b", "-b -c"]))
def test_a_password_in_a_numbered_history_goes(
    r: random.Random, user: str, n: int, flags: str
) -> None:
    secret = _password(r)
    _caught(
        f"  {n}  sudo apt install {user}\n"
        f"  {n + 1}  sudo mosquitto_passwd {flags} /etc/mosquitto/passwd {user} {secret}\n"
        f"  {n + 2}  sudo systemctl restart mosquitto\n",
        secret,
    )


@SLOW
@given(words, st.integers(1, 99999))
def test_a_numbered_history_without_a_password_is_kept(user: str, n: int) -> None:
    _kept(
        f"  {n}  sudo mosquitto_passwd -U /etc/mosquitto/passwd\n"
        f"  {n + 1}  sudo mosquitto_passwd -D /etc/mosquitto/passwd {user}\n"
        f"  {n + 2}  history\n"
    )


# -- 8. bind or authenticate as a name, with a password ---------------------------------------


@SLOW
@given(seeded, words, words, st.sampled_from(["bind as", "authenticate as", "binding as"]))
def test_a_password_after_bind_as_goes(r: random.Random, a: str, b: str, verb: str) -> None:
    secret = _password(r)
    dn = f"cn=svc-{a},ou=services,dc={b},dc=io"
    _caught(f'From the ticket: "{verb} {dn} with {secret}, base ou=people". Wire it in?', secret)


@SLOW
@given(words, words, st.lists(words, min_size=1, max_size=3))
def test_bind_as_with_words_is_kept(a: str, b: str, rest: list[str]) -> None:
    _kept(f"bind as cn={a},dc={b},dc=io with {' '.join(rest)} and the usual base DN")
