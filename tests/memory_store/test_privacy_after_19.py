"""The principles written after held-out batch 19, held over generated values (never the
batch's texts). Precision: base64 whose decoding is a public address (a URL with no user,
password or credential parameter), under a name that is no secret's, is data (a
ConfigMap's ``binaryData``). Each has a counterpart: base64 of ``user:password`` or of a
text holding a key, and a Secret's ``data:``, are still caught."""

from __future__ import annotations

import base64

from hypothesis import given
from hypothesis import strategies as st

from tests.memory_store.generated import ALNUM, SLOW, seeded, tokens, words
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept

_seeded = seeded
_ALNUM = ALNUM
_tokens = tokens(22, 40)
_words = words
_names = st.sampled_from(["endpoint", "base_url", "host", "api_url", "webhook_url", "origin"])


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


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


# shorter than the lone-token layer's reach: only where the value stands says a secret
_short_tokens = st.builds(
    lambda r, n: "".join(r.choice(_ALNUM) for _ in range(n)), _seeded, st.integers(12, 18)
).filter(lambda t: sum(c.isdigit() for c in t) >= 2 and not t.isdigit() and len(set(t)) >= 8)
_sql_secret_columns = st.sampled_from(["api_key", "secret", "access_token", "password"])
_sql_id_columns = st.sampled_from(["external_id", "checksum", "provider_ref", "slug"])


@SLOW
@given(_sql_secret_columns, _words, _short_tokens)
def test_an_insert_hides_the_literal_of_a_credential_column(col: str, name: str, key: str) -> None:
    text = (
        f"INSERT INTO integrations (tenant_id, provider, {col}, created_at)\n"
        f"VALUES (42, '{name}', '{key}', now());"
    )
    _caught(text, key)


@SLOW
@given(_sql_id_columns, _words, _short_tokens)
def test_an_insert_keeps_the_literal_of_another_column(col: str, name: str, ref: str) -> None:
    _kept(f"INSERT INTO integrations (tenant_id, provider, {col}) VALUES (42, '{name}', '{ref}');")


@SLOW
@given(_words, _short_tokens)
def test_an_update_hides_a_credential_column(name: str, key: str) -> None:
    _caught(f"UPDATE settings SET {name}_key = '{key}' WHERE id = 1;", key)


@SLOW
@given(_words, _short_tokens)
def test_an_update_keeps_an_id_column(name: str, ref: str) -> None:
    _kept(f"UPDATE settings SET {name}_id = '{ref}' WHERE id = 1;")


_hex = "0123456789abcdef"
_hex32 = st.builds(lambda r: "".join(r.choice(_hex) for _ in range(32)), _seeded).filter(
    lambda h: any(c.isalpha() for c in h) and any(c.isdigit() for c in h)
)
_uuids = st.builds(
    lambda r: "-".join("".join(r.choice(_hex) for _ in range(n)) for n in (8, 4, 4, 4, 12)),
    _seeded,
)
_noun_lines = st.sampled_from(
    [
        "for the {w} integration use this key: {v} and rotate it",
        "{w} のAPIキーはこれです：{v} 本番用",
        "{w} API 키 공유합니다: {v} 스테이징",
        "the {w} token is below: {v}",
    ]
)
_other_lines = st.sampled_from(
    [
        "the {w} keyboard layout: {v}",
        "cache key: {w}-{v}",
        "the {w} request finished: {v}",
        "{w} のリクエストIDはこれです：{v}",
    ]
)


@SLOW
@given(_noun_lines, _words, st.one_of(_hex32, _uuids))
def test_a_credential_noun_then_a_colon_hides_the_value(line: str, word: str, v: str) -> None:
    _caught(line.format(w=word, v=v), v)


@SLOW
@given(_other_lines, _words, st.one_of(_hex32, _uuids))
def test_an_id_or_a_cache_key_after_a_colon_is_kept(line: str, word: str, v: str) -> None:
    _kept(line.format(w=word, v=v))


@SLOW
@given(st.one_of(_hex32, _tokens), st.sampled_from(["api_token", "X", ""]), _words)
def test_a_random_user_in_basic_auth_is_the_token(token: str, word: str, host: str) -> None:
    _caught(f"$ curl -u {token}:{word} https://api.{host}.io/v9/me | jq .id", token)


@SLOW
@given(_words, st.sampled_from(["api_token", "X", ""]), _words)
def test_a_named_user_in_basic_auth_is_kept(user: str, word: str, host: str) -> None:
    _kept(f"$ curl -u {user}:{word} https://api.{host}.io/v9/me | jq .id")
