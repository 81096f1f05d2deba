"""The principles written after held-out batch 19, held over generated values (never the
batch's texts). Precision: base64 whose decoding is a public address (a URL with no user,
password or credential parameter), under a name that is no secret's, is data (a
ConfigMap's ``binaryData``). Each has a counterpart: base64 of ``user:password`` or of a
text holding a key, and a Secret's ``data:``, are still caught."""

from __future__ import annotations

import base64
import random
import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from supermemory_local.store.privacy import REDACTED, redact

SLOW = settings(max_examples=30, suppress_health_check=[HealthCheck.too_slow], deadline=None)

_ALNUM = string.ascii_letters + string.digits
# Random tokens drawn from random.Random seeded by an integer (see test_privacy_after_16)
_seeded = st.integers(0, 2**32 - 1).map(random.Random)
_tokens = st.builds(
    lambda r, n: "".join(r.choice(_ALNUM) for _ in range(n)),
    _seeded,
    st.integers(22, 40),
).filter(
    lambda t: (
        sum(c.isdigit() for c in t) >= 3
        and any(c.isupper() for c in t)
        and any(c.islower() for c in t)
        and len(set(t)) >= 14
    )
)
_words = st.text(alphabet=string.ascii_lowercase, min_size=3, max_size=10)
_names = st.sampled_from(["endpoint", "base_url", "host", "api_url", "webhook_url", "origin"])


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def _kept(text: str) -> None:
    out, _ = redact(text)
    assert out == text, out


def _caught(text: str, value: str) -> None:
    out, _ = redact(text)
    assert value not in out, out
    assert REDACTED in out


def _config_map(app: str, name: str, value: str, kind: str = "ConfigMap") -> str:
    field = "binaryData" if kind == "ConfigMap" else "data"
    return (
        f"apiVersion: v1\nkind: {kind}\nmetadata:\n  name: {app}-settings\n"
        f"{field}:\n  {name}: {value}\n"
    )


@SLOW
@given(_words, _words, _words, _names)
def test_base64_of_a_public_address_is_kept(app: str, host: str, path: str, name: str) -> None:
    url = f"https://api.{host}.io/v2/{path}"
    _kept(_config_map(app, name, _b64(url)))


@SLOW
@given(_words, _words, _tokens)
def test_base64_of_an_address_with_a_key_is_caught(app: str, host: str, key: str) -> None:
    value = _b64(f"https://api.{host}.io/v1?api_key={key}")
    _caught(_config_map(app, "endpoint", value), value)


@SLOW
@given(_words, _words, _tokens)
def test_base64_of_user_and_password_is_caught(app: str, user: str, password: str) -> None:
    value = _b64(f"{user}:{password}")
    _caught(_config_map(app, "auth", value), value)


@SLOW
@given(_words, _words, _tokens)
def test_base64_of_an_address_with_a_password_is_caught(app: str, user: str, pw: str) -> None:
    value = _b64(f"https://{user}:{pw}@db.{app}.io/")
    _caught(_config_map(app, "endpoint", value), value)


@SLOW
@given(_words, _tokens)
def test_a_secrets_data_is_still_caught(app: str, token: str) -> None:
    value = _b64(token)
    _caught(_config_map(app, "api-token", value, kind="Secret"), value)
