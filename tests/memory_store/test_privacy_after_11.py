"""The layers written after held-out batches 10 and 11 (bench/heldout/RESULTS.md), each a
class in forms and tools of my own (no batch text is repeated here): what each takes,
what it keeps, and the invariants it holds."""

# ruff: noqa: E501  (the secrets and look-alikes read best one to a line)
from __future__ import annotations

import base64
import random

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from supermemory_local.store.privacy import REDACTED, redact

# -- secrets: every value must be gone ---------------------------------------------------

SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = [
    # a value printed into a command that reads a secret
    ("pipe podman", "echo -n 'Zq8mWx41Lp' | podman secret create db_pw -", "Zq8mWx41Lp"),
    ("pipe gh", 'printf "%s" "Hv7Kq2Lm9Xw" | gh secret set DEPLOY_KEY', "Hv7Kq2Lm9Xw"),
    ("pipe stdin", "echo Rt5xPq82Wz | docker login -u ci --password-stdin", "Rt5xPq82Wz"),
    # a UUID a credential's "key" names
    ("uuid env", "HONEYBADGER_RECORD_KEY=3f2b8c1e-7d4a-4e9b-a1c2-9f8e7d6c5b4a", "3f2b8c1e-7d4a-4e9b-a1c2-9f8e7d6c5b4a"),
    ("uuid flag", "npx cypress run --record --key 0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d", "0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d"),
    # SQL that sets a password, in several dialects
    ("sql set from to", "ALTER USER SET PASSWORD FROM 'Old9xKq2' TO 'Nw4pLm82Qz';", ("Old9xKq2", "Nw4pLm82Qz")),
    ("sql insert", "INSERT INTO users (login, password) VALUES ('svc', 'Kp3xWq97Lm');", "Kp3xWq97Lm"),
    ("sql concat", "CREATE ROLE etl PASSWORD 'Mx82kQ' || 'Lp4wZ9';", ("Mx82kQ", "Lp4wZ9")),
    # a command that prints a secret, and its output line
    ("output pass", "$ pass show corp/vpn\nQw7!xLm2Pz94", "Qw7!xLm2Pz94"),
    ("output op", "$ op read op://ops/db/password\nTz83kWq!m2Lp", "Tz83kWq!m2Lp"),
    ("output label", "Your new app token:\nr8KqW2mZp4Lx9TvB7nQ1", "r8KqW2mZp4Lx9TvB7nQ1"),
    # user:password in prose that names a credential
    ("prose pair", "the login for staging is (deploy:Wq83mLp2Zx) until Friday", "Wq83mLp2Zx"),
    # credential words of more languages, with their suffixes
    ("az", "Bazanın şifrəsi: Kq7-mZp2xW9", "Kq7-mZp2xW9"),
    ("uz", "Wi-Fi parolingiz: Lm3xQw82Zp", "Lm3xQw82Zp"),
    ("tk", "Açar söz: Pz4kWq93Lm", "Pz4kWq93Lm"),
    ("be", "Гасло: Xw2mLq87Pz", "Xw2mLq87Pz"),
    # literals a call or an operator joins
    ("kotlin join", 'val t = listOf("Aq3mZp9", "Lw82kXq4", "Tz7pWm1").joinToString("")', ("Aq3mZp9", "Lw82kXq4", "Tz7pWm1")),
    ("php implode", "$k = implode('', ['Xq9mW2', 'Lp83kZ', 'Tw4mQ7']);", ("Xq9mW2", "Lp83kZ", "Tw4mQ7")),
    ("lua concat", 'local k = "Hq7mZp2" .. "Wx94kLm" .. "Pz3qT8"', ("Hq7mZp2", "Wx94kLm", "Pz3qT8")),
    ("go plus", 'key := "Mz8qWp2" + "Lx47kTq" + "Zp9wN3"', ("Mz8qWp2", "Lx47kTq", "Zp9wN3")),
    # a value moved into a secret's name, text an automation types
    ("cobol", "    MOVE 'Kq82mZpX' TO WS-API-TOKEN.", "Kq82mZpX"),
    ("applescript", 'set thePassword to "Lw7mQ92zX"', "Lw7mQ92zX"),
    ("xdotool", "xdotool type --delay 50 'Pq3xW82mZk'", "Pq3xW82mZk"),
    ("selenium", 'field.send_keys("Zm4qWx82Lp")', "Zm4qWx82Lp"),
    # key lines of service configs
    ("radius key", "client nas01 {\n  key Tq83mWz2Lp9\n}", "Tq83mWz2Lp9"),
    ("wpa psk", "psk=Kw2mZq83Lp7", "Kw2mZq83Lp7"),
    # a run wrapped onto a quoted line
    ("quoted wrap", "> the deploy token: Ab3dEf6hIj9kLm2nOp5q\n> Rs8tUv1wXy4zAb7cDe0f\n> thanks", ("Ab3dEf6hIj9kLm2nOp5q", "Rs8tUv1wXy4zAb7cDe0f")),
    # <private> with entities without ';' and braced escapes
    ("private named", "&ltprivate&gtKq7mZp2x&lt/private&gt", "Kq7mZp2x"),
    ("private braced", r"s = '\u{3c}private\u{3e}Wx9Lm2pQ\u{3c}/private\u{3e}'", "Wx9Lm2pQ"),
    # a value under a labelled key (Swift)
    ("swift forKey", 'keychain.set("Qz83mWp2Lx", forKey: "sessionToken")', "Qz83mWp2Lx"),
    # a digest that signs a URL
    ("signed query", "https://media.corp.example/a.mp4?md5=Hq7Zp2Wx94kLmTq3vB8nYw&expires=1800000000", "Hq7Zp2Wx94kLmTq3vB8nYw"),
    # key material in groups after a word that names it; an app password
    ("recovery key", "Recovery key for the vault: Qm7x 2WpL z9Kt Rb4n Xc8v Hd3s", "Qm7x 2WpL z9Kt Rb4n Xc8v Hd3s"),
    ("app password", "The mail app password is: xkrw pqbt nmzd lfhv", "xkrw pqbt nmzd lfhv"),
    # a login sub-command with a user and a password after it
    ("login user pass", "gamecli +login builder Wq82mLz7Kp +update 740", "Wq82mLz7Kp"),
    # a password someone chose that starts with "my"
    ("my password", "DB_PASSWORD=myDbPass2025", "myDbPass2025"),
]  # fmt: skip

# -- look-alikes: must come back unchanged -----------------------------------------------

LOOK_ALIKES = [
    # references in every config syntax
    "db_password: %env(resolve:DB_PASSWORD_FILE)%",
    "api_key: os.environ/OPENAI_API_KEY",
    "password = env(DATABASE_PASSWORD)",
    "MasterUserPassword: !Ref DbMasterPassword",
    "secret: ${APP_SECRET:-change-me}",
    # public material, ids, where
    "client-certificate-data: "
    + base64.b64encode(b"-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ").decode(),
    "PARTITION_KEY=3f2b8c1e-7d4a-4e9b-a1c2-9f8e7d6c5b4a",
    "request_id: 0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d",
    "sqlcmd -S tcp:db02.corp.internal,1433 -U sa -P $env:SA_PW",
    "SMTP_DSN=smtp://mailhog:1025",
    "DATABASE_URL=postgres://user:password@localhost:5432/app",
    # placeholders and prose
    "npm config set //registry.npmjs.org/:_authToken --location=project",
    "password: your_password_here",
    "- **Password**: ask in #ops-access",
    "GH_TOKEN: ci/github-token",
    "STRIPE_KEY=sk_live_...",
    "Authorization: Token user@realm!id=<token>",
    "key = /etc/ssl/private/server.key",
    "$wgPasswordSender = 'wiki@corp.example';",
    # readable cookies
    "Cookie: _ga=GA1.2.1234567.1700000000; theme=dark; lang=en-US",
    "Set-Cookie: culture=c%3Dde-DE%7Cuic%3Dde-DE; path=/",
    # command output that is not a secret
    "$ printenv | grep -i key\nKEYBOARD_LAYOUT=us",
    "$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 SHA256:abc user@host (ED25519)",
    # groups that are public or words, a login without a password
    "Key fingerprint = 9DC8 5822 9FC7 DD38 854A E2D8 8D81 803C 0EBF CD88",
    "the password reset link will come soon",
    "gh auth login --with-token < token.txt",
    "please login as admin first",
    # code that looks like the new layers' shapes
    'self.type = "DECODER_3TO8"',
    "class:list-item--active={item.active === 'yes'}",
    'parts = ", ".join(["alpha", "beta", "gamma"])',
    'url = "https://" + host + "/api"',
]


@pytest.mark.parametrize(("kind", "text", "secret"), SECRETS, ids=[s[0] for s in SECRETS])
def test_a_secret_of_a_class_written_after_batch_11_is_redacted(
    kind: str, text: str, secret: str | tuple[str, ...]
) -> None:
    out = redact(text)[0]
    for value in (secret,) if isinstance(secret, str) else secret:
        assert value not in out, (kind, out)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_look_alike_of_a_class_written_after_batch_11_is_kept(text: str) -> None:
    assert redact(text)[0] == text


# -- invariants ----------------------------------------------------------------------

_UUIDS = st.uuids().map(str)


@given(
    prefix=st.sampled_from(["PARTITION", "SORT", "CACHE", "IDEMPOTENCY", "ROW", "ROUTING"]),
    uuid=_UUIDS,
    op=st.sampled_from(["=", ": ", " = "]),
)
def test_a_uuid_under_a_data_structure_key_is_an_id(prefix: str, uuid: str, op: str) -> None:
    text = f"{prefix}_KEY{op}{uuid}"
    assert redact(text)[0] == text


@given(
    prefix=st.sampled_from(["RECORD", "LICENSE", "INGEST", "PROJECT_API", "BROWSER_RECORD"]),
    uuid=_UUIDS,
    op=st.sampled_from(["=", ": ", " = "]),
)
def test_a_uuid_a_credential_key_names_is_the_key(prefix: str, uuid: str, op: str) -> None:
    assert uuid not in redact(f"{prefix}_KEY{op}{uuid}")[0]


_WORD = st.from_regex(r"[a-z]{2,12}|[A-Z][a-z]{1,11}|[A-Z]{2,5}", fullmatch=True)
_NUMBER = st.from_regex(r"[0-9]{1,12}", fullmatch=True)


@given(
    name=st.from_regex(r"_?[a-z][a-z_]{1,10}", fullmatch=True),
    parts=st.lists(st.one_of(_WORD, _NUMBER), min_size=1, max_size=4),
    sep=st.sampled_from([".", "%20", "-", "%7C"]),
)
@example(name="jwt", parts=["aaa"], sep=".")  # a word, never a JWT
def test_a_cookie_a_person_can_read_is_kept(name: str, parts: list[str], sep: str) -> None:
    text = f"Cookie: {name}={sep.join(parts)}; theme=dark"
    assert redact(text)[0] == text


# a random token, as a generator makes one (a seeded draw of distinct characters)
_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
_TOKEN = st.tuples(st.integers(0, 2**32), st.integers(18, 30)).map(
    lambda seed_size: "".join(random.Random(seed_size[0]).sample(_ALNUM, seed_size[1]))
)


@given(
    token=_TOKEN,
    cuts=st.integers(min_value=2, max_value=4),
    form=st.sampled_from(
        [
            '"".join([{}])', "string.Concat({})", "concat!({})", "paste0({})", "CONCAT({})",
            "{plus}", "{pipes}", "{dots}",
        ]
    ),
)  # fmt: skip
def test_a_random_value_split_into_joined_literals_is_redacted(
    token: str, cuts: int, form: str
) -> None:
    size = -(-len(token) // cuts)
    pieces = [token[i : i + size] for i in range(0, len(token), size)]
    quoted = [f'"{p}"' for p in pieces]
    text = form.format(
        ", ".join(quoted),
        plus=" + ".join(quoted),
        pipes=" || ".join(f"'{p}'" for p in pieces),
        dots=" .. ".join(quoted),
    )
    out = redact(f"key = {text}")[0]
    assert all(piece not in out for piece in pieces if len(piece) >= 4), out


@given(words=st.lists(st.from_regex(r"[a-z]{3,9}", fullmatch=True), min_size=1, max_size=3))
def test_my_or_your_and_words_is_a_placeholder(words: list[str]) -> None:
    for lead in ("your_", "my-", "YOUR_"):
        text = f"password: {lead}{'_'.join(words)}"
        assert redact(text)[0] == text


@given(data=st.binary(min_size=24, max_size=200))
def test_base64_of_a_public_certificate_is_kept_and_of_a_private_key_is_not(data: bytes) -> None:
    body = base64.b64encode(data).decode()
    public = base64.b64encode(
        f"-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----\n".encode()
    ).decode()
    private = base64.b64encode(
        f"-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----\n".encode()
    ).decode()
    kept = f"    client-certificate-data: {public}"
    assert redact(kept)[0] == kept
    assert REDACTED in redact(f"    client-key-data: {private}")[0]
