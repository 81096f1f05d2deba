"""The privacy filter: a corpus of realistic fake secrets never reaches the database, and
ordinary code and prose pass through unchanged."""

from __future__ import annotations

import base64
import json
import random
import string
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from supermemory_local.config import PrivacySettings, Settings
from supermemory_local.store.privacy import REDACTED, redact
from supermemory_local.store.repository import MemoryStore, PrivacyError

_rng = random.Random(20240601)
ALNUM = string.ascii_letters + string.digits
UPPER_DIGITS = string.ascii_uppercase + string.digits
LOWER_HEX = "0123456789abcdef"


def _r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _jwt() -> str:
    header = _b64url(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    payload = _b64url(json.dumps({"sub": _r(10), "name": "Jane Doe", "iat": 1716239022}).encode())
    return f"{header}.{payload}.{_b64url(_rng.randbytes(32))}"


def _pem(kind: str) -> tuple[str, list[str]]:
    body = [base64.b64encode(_rng.randbytes(48)).decode() for _ in range(6)]
    block = f"-----BEGIN {kind}-----\n" + "\n".join(body) + f"\n-----END {kind}-----"
    return block, body


def _corpus() -> list[tuple[str, str, list[str]]]:
    """(kind, text with the secret embedded, the strings that must never be stored)."""
    items: list[tuple[str, str, list[str]]] = []

    def add(kind: str, template: str, secret: str, *must_vanish: str) -> None:
        items.append((kind, template.format(s=secret), list(must_vanish) or [secret]))

    for _ in range(3):
        add(
            "aws-key-id",
            "export AWS_ACCESS_KEY_ID={s}\nthen run terraform",
            "AKIA" + _r(16, UPPER_DIGITS),
        )
    add("aws-key-id-asia", "temporary creds {s} expire soon", "ASIA" + _r(16, UPPER_DIGITS))
    secret40 = _r(40, ALNUM + "/+")
    add("aws-secret", 'aws_secret_access_key = "{s}"', secret40)
    for prefix in ("ghp", "gho", "ghs", "ghu"):
        add(
            f"github-{prefix}",
            "git remote set-url origin https://x:{s}@github.com/me/repo",
            f"{prefix}_" + _r(36),
        )
    add("github-ghp-plain", "use token {s} for the API", "ghp_" + _r(36))
    add("github-pat", "GITHUB_TOKEN={s} gh pr list", "github_pat_" + _r(22) + "_" + _r(59))
    for prefix in ("glpat", "gldt", "glrt"):
        add(
            f"gitlab-{prefix}",
            "curl --header 'PRIVATE-TOKEN: {s}' https://gitlab.example.com/api/v4/projects",
            f"{prefix}-" + _r(20),
        )
    for prefix in ("xoxb", "xoxp", "xoxa"):
        add(
            f"slack-{prefix}",
            "slack client token is {s} in prod",
            f"{prefix}-{_r(12, string.digits)}-{_r(13, string.digits)}-"
            + _r(24, string.ascii_lowercase + string.digits),
        )
    add(
        "slack-webhook",
        "post alerts to {s}",
        f"https://hooks.slack.com/services/T{_r(8, UPPER_DIGITS)}/B{_r(8, UPPER_DIGITS)}/{_r(24)}",
    )
    add("openai-classic", "OPENAI_API_KEY={s}", "sk-" + _r(20) + "T3BlbkFJ" + _r(20))
    for _ in range(2):
        add(
            "openai-proj",
            "client = OpenAI(api_key='{s}')",
            "sk-proj-" + _r(64, ALNUM + "-_") + _r(8),
        )
    add("openai-svcacct", "the service account key {s} was rotated", "sk-svcacct-" + _r(48))
    for _ in range(2):
        add(
            "anthropic",
            "ANTHROPIC_API_KEY={s} python agent.py",
            "sk-ant-api03-" + _r(93, ALNUM + "-_") + "AA",
        )
    add("anthropic-admin", "admin key: {s}", "sk-ant-admin01-" + _r(80))
    for prefix in ("sk_live_", "rk_live_", "sk_test_"):
        add(f"stripe-{prefix}", "stripe.api_key = {s}", prefix + _r(24))
    add("stripe-long", "Stripe key {s} (restricted)", "sk_live_" + _r(99))
    for _ in range(2):
        add(
            "google-api",
            "maps url https://maps.googleapis.com/maps/api/js?key={s}&callback=init",
            "AIza" + _r(35, ALNUM + "-_"),
        )
    for _ in range(2):
        add("jwt", "Cookie: session={s}; Path=/", _jwt())
    for kind in (
        "RSA PRIVATE KEY",
        "EC PRIVATE KEY",
        "OPENSSH PRIVATE KEY",
        "PRIVATE KEY",
        "ENCRYPTED PRIVATE KEY",
    ):
        block, body = _pem(kind)
        items.append((f"pem-{kind}", f"the deploy key is\n{block}\nkeep it safe", body))
    block, body = _pem("RSA PRIVATE KEY")
    items.append(("pem-json-escaped", json.dumps({"private_key": block}), body))
    for scheme in ("postgres", "postgresql+psycopg", "mysql", "mongodb+srv", "amqp", "https"):
        password = _r(14)
        add(
            f"url-{scheme}",
            f"DATABASE_URL={scheme}://app_user:{{s}}@db.internal:5432/app",
            password,
        )
    add("url-redis-no-user", "REDIS_URL=redis://:{s}@cache:6379/0", _r(20))
    for _ in range(2):
        add(
            "bearer",
            "curl -H 'Authorization: Bearer {s}' https://api.example.com/v1/items",
            _r(40, ALNUM + "-_."),
        )
    add("bearer-json", '{{"headers": {{"Authorization": "Bearer {s}"}}}}', _r(32))
    add(
        "basic-auth-header",
        "Authorization: Basic {s}",
        base64.b64encode(b"admin:" + _r(12).encode()).decode(),
    )
    add("password-env", "DB_PASSWORD={s}\nDB_USER=app", _r(16))
    add("password-json", '{{"username": "app", "password": "{s}"}}', _r(12) + "!#")
    add("password-yaml", "database:\n  user: app\n  password: {s}\n", _r(18))
    add("password-flag", "mysql -u root --password={s} mydb", _r(12))
    add("password-python", 'conn = connect(host="db", password="{s}")', _r(15))
    add(
        "secret-key-django",
        "SECRET_KEY = '{s}'",
        "django-insecure-" + _r(40, ALNUM + "!@#%^&*(-_=+)"),
    )
    add("client-secret", 'client_secret: "{s}"', _r(32))
    add("npm-token", "//registry.npmjs.org/:_authToken={s}", "npm_" + _r(36))
    add("npm-token-plain", "NPM_TOKEN is {s} in CI", "npm_" + _r(36))
    add("twilio-sid", "twilio account {s}", "AC" + _r(32, LOWER_HEX))
    add("twilio-key", "twilio api key {s}", "SK" + _r(32, LOWER_HEX))
    add(
        "sendgrid",
        "SENDGRID_API_KEY={s}",
        "SG." + _r(22, ALNUM + "-_") + "." + _r(43, ALNUM + "-_"),
    )
    add("mailchimp", "mailchimp key {s}", _r(32, LOWER_HEX) + "-us12")
    add("discord", "discord bot token {s}", "M" + _r(23, ALNUM) + "." + _r(6) + "." + _r(27))
    add("telegram", "bot token {s} for alerts", _r(10, string.digits) + ":" + _r(35, ALNUM + "-_"))
    add("pypi", "TWINE_PASSWORD={s}", "pypi-AgEIcHlwaS5vcmc" + _r(80, ALNUM + "-_"))
    add("square", "square secret {s}", "sq0csp-" + _r(43, ALNUM + "-_"))
    add(
        "azure-storage",
        "DefaultEndpointsProtocol=https;AccountName=x;AccountKey={s};EndpointSuffix=core.windows.net",
        _r(86, ALNUM + "+/") + "==",
    )
    add("huggingface", "HF_TOKEN={s}", "hf_" + _r(34))
    add("private-inline", "notes: <private>{s}</private> done", "my home address is 1 Secret Lane")
    return items


CORPUS = _corpus()

NEGATIVES = [
    "def check_password(password: str) -> bool:\n    return checkpw(password.encode(), stored)",
    'api_key = os.environ["OPENAI_API_KEY"]\nclient = OpenAI(api_key=api_key)',
    "password = getpass.getpass('Password: ')",
    "connect(host=host, user=user, password=password)",
    'config = {"password": "${DB_PASSWORD}", "user": "$DB_USER"}',
    "token_count = len(tokens)  # max_tokens=4096 keeps the reply short",
    "git commit -m 'fix: handle task-specific tokens in the risk-assessment module'",
    "SELECT id, created_at FROM memories WHERE scope = :scope ORDER BY id DESC LIMIT 20",
    "See https://github.com/openai/openai-python/blob/main/README.md and postgresql+psycopg://localhost/db",
    "uuid 550e8400-e29b-41d4-a716-446655440000 and commit 3f786850e387550fdab836ed7e6dc881de23001b",
    'export PATH="$HOME/.local/bin:$PATH"',
    "我们把数据库迁移到了 PostgreSQL，并修复了连接池的问题。",
    "memory mem_01J2Z3Y4X5W6V7T8S9R0QPNMKH was saved at 2024-06-01T12:00:00+00:00",
    "The AuthorizationError is raised when the bearer of the token is unknown.",
    "if secret is None:\n    raise KeyError('secret')",
    'SummarizerSettings(provider="openai", api_key_env="OPENAI_API_KEY", password_file="pw.txt")',
    '{"privacy": {"redactSecrets": "yes"}, "password": "...", "secret": "<your secret>"}',
    "ssh-keygen -t ed25519 -C you@example.com && cat ~/.ssh/id_ed25519.pub",
]


def test_corpus_is_big_and_varied() -> None:
    assert len(CORPUS) >= 50
    assert len({kind.split("-")[0] for kind, _, _ in CORPUS}) >= 25


@pytest.mark.parametrize(("kind", "text", "secrets"), CORPUS, ids=[kind for kind, _, _ in CORPUS])
def test_redact_removes_each_secret(kind: str, text: str, secrets: list[str]) -> None:
    redacted, count = redact(text)
    assert count >= 1
    for secret in secrets:
        assert secret not in redacted, kind
    assert REDACTED in redacted


@pytest.mark.parametrize("text", NEGATIVES)
def test_ordinary_code_and_prose_are_unchanged(text: str) -> None:
    assert redact(text) == (text, 0)


def test_no_secret_of_the_corpus_reaches_the_database(store_url: str, store: MemoryStore) -> None:
    for kind, text, _ in CORPUS:
        store.add(
            f"Session notes ({kind}): {text}\nEverything else is fine.",
            scope="privacy",
            metadata={"snippet": text, "nested": [{"value": text}]},
        )
    stored = json.dumps(list(store.export()), ensure_ascii=False)
    for kind, _, secrets in CORPUS:
        for secret in secrets:
            assert secret not in stored, kind
    assert stored.count("Everything else is fine.") == len(CORPUS)
    if store_url.startswith("sqlite:///"):
        db = Path(store_url.removeprefix("sqlite:///"))
        raw = b"".join(p.read_bytes() for p in (db, Path(f"{db}-wal")) if p.exists())
        assert raw  # the rows are in there
        for kind, _, secrets in CORPUS:
            for secret in secrets:
                assert secret.encode() not in raw, kind


def test_negatives_are_stored_verbatim(store: MemoryStore) -> None:
    for text in NEGATIVES:
        assert store.add(text, scope="s").content == text


def test_private_blocks_any_case_multiline_and_unclosed() -> None:
    assert redact("a <private>x</private> b <PRIVATE>\ny\n</Private> c") == (
        f"a {REDACTED} b {REDACTED} c",
        2,
    )
    assert redact("keep <private note='x'>gone") == (f"keep {REDACTED}", 1)
    assert redact("no tags here") == ("no tags here", 0)


def test_adjacent_secrets_merge_into_one_marker() -> None:
    # (two tokens glued into one run: an AWS key id is a token of its own, twenty
    # characters glued to no letter or digit, so two glued key ids are no key id)
    token = "ghp_" + "aB3dE5fG7hJ9kL2mN4pQ6rS8tU1vW3xY5z7A"
    text, count = redact(f"{token}{token}")
    assert text == REDACTED and count == 1


def test_redact_secrets_off_keeps_secrets_but_never_private_blocks() -> None:
    off = PrivacySettings(redact_secrets=False)
    key = "AKIA" + "B" * 16
    assert redact(f"{key} <private>p</private>", settings=off) == (f"{key} {REDACTED}", 1)


def test_extra_patterns_apply_even_with_secret_detection_off() -> None:
    settings = PrivacySettings(
        redact_secrets=False, extra_patterns=(r"ACME-\d{6}", r"internal\.corp")
    )
    assert redact("ticket ACME-123456 on internal.corp", settings=settings) == (
        f"ticket {REDACTED} on {REDACTED}",
        2,
    )


def test_entirely_secret_content_is_refused(store: MemoryStore) -> None:
    with pytest.raises(PrivacyError, match="nothing was stored"):
        # (a stand-in with a random body: sk-ant-api03-xxxx… is a placeholder, kept)
        key = "sk-ant-api03-" + "q7Z" * 32
        store.add(f"  {key}  \n <private>and this</private>", scope="s")
    assert store.list() == []


def test_the_store_uses_the_configured_privacy_settings(store_url: str) -> None:
    settings = Settings(privacy=PrivacySettings(extra_patterns=(r"codename \w+",)))
    with MemoryStore.open(settings, url=store_url) as store:
        assert (
            store.add("project codename falcon ships", scope="s").content
            == f"project {REDACTED} ships"
        )


_surrounding = st.text(alphabet=st.characters(exclude_categories=("Cs",)), max_size=60)


@settings(max_examples=200, deadline=None)
@given(before=_surrounding, after=_surrounding, index=st.integers(0, len(CORPUS) - 1))
def test_a_secret_is_removed_whatever_surrounds_it(before: str, after: str, index: int) -> None:
    kind, text, secrets = CORPUS[index]
    redacted, _ = redact(f"{before}\n{text}\n{after}")
    for secret in secrets:
        assert secret not in redacted, kind


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=300))
def test_redacting_twice_changes_nothing_more(text: str) -> None:
    once, _ = redact(text)
    assert redact(once)[0] == once
