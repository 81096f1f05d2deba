"""The principles written after held-out batch 20, held over generated values (never the
batch's texts).

Precision: a certificate signing request's body and an encrypted file's or message's
armor are public material or ciphertext; one word after a flag naming an SSH key is the
key's name; a value that is the name of a UI slot or a message key
(``login.password_field``) is a name. Each principle has a counterpart that the rule
leaves alone."""

from __future__ import annotations

import base64
import random

from hypothesis import given
from hypothesis import strategies as st

from tests.memory_store.generated import ALNUM, SLOW, hex_digits, seeded, tokens, words
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept

_tokens = tokens(22, 40)
_hex64 = hex_digits(64)
_hex16 = hex_digits(16)
_hex40 = hex_digits(40, 64)


def _body(r: random.Random, lines: int) -> str:
    return "\n".join(
        base64.b64encode(bytes(r.randrange(256) for _ in range(48))).decode() for _ in range(lines)
    )


def _password(r: random.Random, n: int = 14) -> str:
    """Letters of both cases, digits and one symbol, as a person's password."""
    while True:
        chars = [r.choice(ALNUM) for _ in range(n - 1)]
        chars.insert(r.randrange(n), r.choice("-_!#%"))
        value = "".join(chars)
        if (
            any(c.isdigit() for c in value)
            and any(c.isupper() for c in value)
            and any(c.islower() for c in value)
        ):
            return value


def _short_token(r: random.Random, n: int) -> str:
    while True:
        value = "".join(r.choice(ALNUM) for _ in range(n))
        if (
            len(set(value)) == n
            and sum(c.isdigit() for c in value) >= 2
            and sum(c.isupper() for c in value) >= 2
            and sum(c.islower() for c in value) >= 2
        ):
            return value


# -- armored public material and ciphertext ---------------------------------------------


@SLOW
@given(seeded, st.integers(4, 12), st.sampled_from(["", "NEW "]))
def test_a_certificate_signing_request_is_kept(r: random.Random, lines: int, new: str) -> None:
    _kept(
        f"$ openssl req -new -key server.key -out server.csr && cat server.csr\n"
        f"-----BEGIN {new}CERTIFICATE REQUEST-----\n{_body(r, lines)}\n"
        f"-----END {new}CERTIFICATE REQUEST-----"
    )


@SLOW
@given(
    seeded,
    st.integers(2, 6),
    st.sampled_from(["AGE ENCRYPTED FILE", "PGP MESSAGE"]),
    st.sampled_from(["enc", "ciphertext", "payload"]),
)
def test_an_encrypted_file_or_message_is_kept(
    r: random.Random, lines: int, kind: str, name: str
) -> None:
    body = _body(r, lines).replace("\n", "\n      ")
    _kept(f"{name}: |\n      -----BEGIN {kind}-----\n      {body}\n      -----END {kind}-----")


@SLOW
@given(seeded, st.sampled_from(["PRIVATE KEY", "ENCRYPTED PRIVATE KEY", "RSA PRIVATE KEY"]))
def test_a_private_key_armor_is_still_caught(r: random.Random, kind: str) -> None:
    body = _body(r, 6)
    line = body.split("\n")[2]
    _caught(f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----", line)


# -- one word after a flag naming an SSH key --------------------------------------------


@SLOW
@given(
    words,
    words,
    st.sampled_from(["--ssh-key ", "--ssh-keys ", "--ssh-key=", "--ssh-key-name "]),
    st.sampled_from(["{u}@{h}", "{u}-{h}-2024", "{u}@{h}-Laptop1", "deploy-{u}-k3y"]),
)
def test_a_key_name_after_an_ssh_key_flag_is_kept(
    user: str, host: str, flag: str, shape: str
) -> None:
    name = shape.format(u=user, h=host)
    _kept(f"$ cloudctl server create --name web-1 --image debian-12 {flag}{name}\nServer created")


@SLOW
@given(seeded, st.sampled_from(["--api-key ", "--token ", "--password "]))
def test_a_secret_after_another_flag_is_still_caught(r: random.Random, flag: str) -> None:
    value = _password(r, 16)
    _caught(f"$ cloudctl server create --name web-1 {flag}{value}", value)


# -- a UI slot's or a message key's name as the value -----------------------------------


@SLOW
@given(
    st.sampled_from(["password", "token", "secret", "api_key"]),
    st.lists(words, min_size=0, max_size=2),
    st.sampled_from(["field", "label", "placeholder", "hint", "key", "error", "title"]),
    st.sampled_from(['{{"{k}": "{v}"}}', "{k}: {v}", "{k} = '{v}'", "<{k}>{v}</{k}>"]),
)
def test_a_slot_name_as_a_value_is_kept(key: str, path: list[str], slot: str, form: str) -> None:
    value = ".".join([*path, f"{key}_{slot}"]) if path else f"{key}_{slot}"
    _kept(form.format(k=key, v=value))


@SLOW
@given(seeded, st.sampled_from(['{{"password": "{v}"}}', "password: {v}", "token = '{v}'"]))
def test_a_password_ending_in_a_slot_word_is_still_caught(r: random.Random, form: str) -> None:
    value = f"{_short_token(r, 8)}_field"
    _caught(form.format(v=value), value)


def test_hand_written_kept() -> None:
    """Look-alikes in other syntaxes, written by hand (not generated)."""
    _kept("-----BEGIN CERTIFICATE REQUEST-----\nMIIBWjCCAQACAQAweDELMAkGA1UEBhMCREUxEzAR\n"
          "BgNVBAgMCkJhdmFyaWExDzANBgNVBAcMBk11bmljaDEaMBgGA1UECgwRRXhh\n"
          "-----END CERTIFICATE REQUEST-----")  # fmt: skip
    _kept("doctl compute droplet create web --ssh-keys ops@bastion --size s-1vcpu-1gb")
    _kept('t("auth.password_label")  # {"password": "auth.password_label"}')
