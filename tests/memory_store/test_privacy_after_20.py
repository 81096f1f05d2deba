"""The principles written after held-out batch 20, held over generated values (never the
batch's texts).

Precision: a certificate signing request's body and an encrypted file's or message's
armor are public material or ciphertext; one word after a flag naming an SSH key is the
key's name; a value that is the name of a UI slot or a message key
(``login.password_field``) is a name. Leaks: the key argument of a MAC's, cipher's or
signer's key constructor, by its position; names built of a credential word
(``…_authtok``, ``…_passkey``); a short token-shaped value of an upper-case ``…_KEY``
setting; a value given in numbered pieces under a key's name; a literal given to a
decoding call under a password-named SQL column; a Markdown table's column named for a
secret. Each principle has a counterpart that the rule leaves alone."""

from __future__ import annotations

import base64
import random
import string

from hypothesis import given
from hypothesis import strategies as st

from tests.memory_store.generated import ALNUM, SLOW, hex_digits, seeded, tokens, words
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_tokens = tokens(22, 40)
_hex64 = hex_digits(64)
_hex16 = hex_digits(16)
_hex40 = hex_digits(40, 64)


def _body(r: random.Random, lines: int) -> str:
    return "\n".join(
        base64.b64encode(bytes(r.randrange(256) for _ in range(48))).decode() for _ in range(lines)
    )


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


# -- the key argument of a MAC's, a cipher's or a signer's key constructor ---------------

_KEY_CALLS = [
    'sig = hmac.new(b"{v}", body, hashlib.sha256).hexdigest()',
    'sig = hmac.new("{v}".encode(), body, "sha256").digest()',
    "const sig = crypto.createHmac('sha256', '{v}').update(body).digest('hex');",
    'mac := hmac.New(sha256.New, []byte("{v}"))',
    "$sig = hash_hmac('sha256', $payload, '{v}');",
    'Key k = new SecretKeySpec("{v}".getBytes(UTF_8), "HmacSHA256");',
    'using var mac = new HMACSHA256(Encoding.UTF8.GetBytes("{v}"));',
    "OpenSSL::HMAC.hexdigest('SHA256', '{v}', payload)",
    "const c = crypto.createCipheriv('aes-256-gcm', Buffer.from('{v}', 'hex'), iv);",
]


@SLOW
@given(_hex40, st.sampled_from(_KEY_CALLS))
def test_a_hex_key_given_to_a_key_constructor_is_caught(value: str, call: str) -> None:
    _caught(call.format(v=value), value)


@SLOW
@given(seeded, st.sampled_from(_KEY_CALLS))
def test_a_password_given_to_a_key_constructor_is_caught(r: random.Random, call: str) -> None:
    value = _password(r, 12)
    _caught(call.format(v=value), value)


@SLOW
@given(_hex40)
def test_a_literal_elsewhere_in_the_call_is_kept(value: str) -> None:
    _kept(f'ok = hmac.compare_digest("{value}", received)')
    _kept('mac = hmac.new(os.environ["WEBHOOK_KEY_V2"].encode(), body, hashlib.sha256)')


# -- names built of a credential word ----------------------------------------------------


@SLOW
@given(seeded, words, st.sampled_from(["{p}_authtok = {v}", "{P}_AUTHTOK={v}", "{p}_authtok: {v}"]))
def test_an_authtok_setting_is_caught(r: random.Random, prefix: str, form: str) -> None:
    value = _password(r)
    _caught(form.format(p=prefix, P=prefix.upper(), v=value), value)


@SLOW
@given(_hex64, words, st.sampled_from(["{P}_PASSKEY={v}", '{p}_passkey: "{v}"', "passkey = '{v}'"]))
def test_a_passkey_setting_is_caught(value: str, prefix: str, form: str) -> None:
    _caught(form.format(p=prefix, P=prefix.upper(), v=value), value)


# -- a short token-shaped value of an upper-case …_KEY setting --------------------------


@SLOW
@given(seeded, st.integers(10, 19), words, words, st.sampled_from(["", "export "]))
def test_a_short_token_under_an_env_key_name_is_caught(
    r: random.Random, n: int, vendor: str, word: str, export: str
) -> None:
    value = _short_token(r, n)
    name = f"{vendor}_{word}_KEY".upper()
    _caught(f"# payments\n{export}{name}={value}\n{vendor.upper()}_REGION=eu", value)


@SLOW
@given(seeded, st.sampled_from(["PARTITION_KEY", "CACHE_KEY", "SORT_KEY", "PUBLIC_KEY"]))
def test_a_data_structure_key_name_keeps_a_short_value(r: random.Random, name: str) -> None:
    _kept(f"{name}={_short_token(r, 10)}")


# -- a value given in numbered pieces under a key's name --------------------------------


@SLOW
@given(
    st.lists(_hex16, min_size=2, max_size=4),
    st.sampled_from(["key", "signing_key", "token", "secret"]),
    st.sampled_from(["  {k}_part_{n}: {v}", "{K}_CHUNK_{n}={v}", '  "{k}Piece{n}": "{v}",']),
)
def test_pieces_of_a_key_are_caught(pieces: list[str], name: str, form: str) -> None:
    first, *rest = name.split("_")
    camel = first + "".join(w.title() for w in rest)
    lines = [
        form.format(k=camel if "Piece" in form else name, K=name.upper(), n=n, v=v)
        for n, v in enumerate(pieces, 1)
    ]
    text = "signing:\n" + "\n".join(lines)
    for value in pieces:
        _caught(text, value)


@SLOW
@given(st.lists(words, min_size=2, max_size=4))
def test_numbered_pieces_of_words_are_kept(pieces: list[str]) -> None:
    _kept("\n".join(f"key_part_{n}: {w}" for n, w in enumerate(pieces, 1)))


# -- a literal given to a decoding call under a password-named SQL column ---------------


@SLOW
@given(
    seeded,
    st.sampled_from(["password_hex", "secret_hex", "api_token_b64", "passwd_base64"]),
    st.sampled_from(["decode('{v}', 'hex')", "unhex('{v}')", "from_base64('{v}')"]),
)
def test_an_encoded_password_under_its_column_is_caught(
    r: random.Random, column: str, call: str
) -> None:
    raw = _password(r).encode()
    value = base64.b64encode(raw).decode() if "base64" in call else raw.hex()
    text = f"INSERT INTO accounts (name, {column}) VALUES ('svc', {call.format(v=value)});"
    _caught(text, value)
    _caught(f"UPDATE accounts SET {column} = {call.format(v=value)} WHERE id = 3;", value)


@SLOW
@given(st.lists(words, min_size=2, max_size=5), st.sampled_from(["content_hex", "body_hex"]))
def test_encoded_text_under_another_column_is_kept(text_words: list[str], column: str) -> None:
    value = " ".join(text_words).encode().hex()
    _kept(f"INSERT INTO files (name, {column}) VALUES ('a', decode('{value}', 'hex'));")


# -- a Markdown table's column named for a secret ---------------------------------------


@SLOW
@given(
    hex_digits(8),
    st.builds(
        lambda r, n: "".join(r.choice(string.ascii_lowercase + string.digits) for _ in range(n)),
        seeded,
        st.integers(24, 48),
    ).filter(lambda v: sum(c.isdigit() for c in v) >= 4),
    st.sampled_from(["token", "secret", "password", "api key"]),
    st.sampled_from(["", "Here are the environments: "]),
)
def test_a_markdown_column_named_for_a_secret_is_caught(
    commit: str, value: str, column: str, lead: str
) -> None:
    text = (
        f"{lead}| env | commit | {column} |\n|-----|:------:|------|\n"
        f"| prod | {commit} | `{value}` |\n| dev | {commit} | `${{DEV_TOKEN}}` |"
    )
    _caught(text, value)


@SLOW
@given(_hex40, words)
def test_a_markdown_column_named_otherwise_is_kept(digest: str, name: str) -> None:
    _kept(f"| file | digest |\n|---|---|\n| `{name}.tar.gz` | `{digest}` |")


def test_hand_written_caught() -> None:
    """Leaks in other syntaxes, written by hand (not generated)."""
    _caught("mac = HMAC.new(b'9fQ2-xLr7pW!4zKd', digestmod=SHA256)", "9fQ2-xLr7pW!4zKd")
    _caught("var token = jwt.sign(claims, 'Zt8#qLw2Vn5xRp0e');", "Zt8#qLw2Vn5xRp0e")
    _caught("[domain/example]\nkrb5_authtok = Vx3pQ7nLm2Rs\n", "Vx3pQ7nLm2Rs")
    _caught("ACME_TRANS_KEY=hT4kR9pQ2z\n", "hT4kR9pQ2z")
    _caught(
        "INSERT INTO users (login, pwd_hex) VALUES ('ops', unhex('53337265742d50617373393921'));",
        "53337265742d50617373393921",
    )
    _caught(
        "Token | Owner\n--- | ---\n`q83nd0fk2l5mz7xa1b9c4vks` | ci\n",
        "q83nd0fk2l5mz7xa1b9c4vks",
    )
