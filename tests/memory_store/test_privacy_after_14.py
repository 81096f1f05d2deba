"""The precision rules written after held-out batch 14, on forms of their own (never the
batch's texts): ids of any shape kept by their name, word-like settings beside a caught
secret, references in tools' syntaxes, a private tag named in documentation, documented
development defaults, shapes that say not-a-credential; and the secrets beside them still
caught."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from supermemory_local.store.privacy import REDACTED, redact

TOKEN = "Qm7vT2xKp9LwZr4NbH8s"  # a token's shape (made up here)
PASSWORD = "Vkt*4471qzPw"  # a password's shape (made up here)

_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
_tokens = st.text(alphabet=_ALNUM, min_size=20, max_size=32).filter(
    lambda t: (
        sum(c.isdigit() for c in t) >= 3
        and any(c.isupper() for c in t)
        and any(c.islower() for c in t)
        and len(set(t)) >= 14
    )
)


def _kept(text: str) -> None:
    assert redact(text)[0] == text


def _hidden(text: str, *values: str) -> str:
    out = redact(text)[0]
    for value in values:
        assert value not in out, out
    assert REDACTED in out
    return out


# -- an id-named value, of any shape, is kept ------------------------------------------


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(
    token=_tokens,
    prefix=st.sampled_from(["", "toolu_01", "call_", "run-", "evt_"]),
    name=st.sampled_from(
        ["id", "tool_use_id", "tool_call_id", "voice_id", "git-revision", "commitSha"]
    ),
)
def test_an_id_named_value_of_any_shape_is_kept(token: str, prefix: str, name: str) -> None:
    _kept(json.dumps({"type": "tool_use", name: prefix + token, "name": "Edit"}))
    _kept(f"{name}: {prefix + token}")


def test_an_id_that_is_a_credential_stays_secret() -> None:
    _hidden(f"secret_id = {TOKEN}", TOKEN)  # Vault AppRole's secret_id
    _hidden(f"access_key_id {TOKEN}\nsecret_access_key {TOKEN[::-1]}", TOKEN, TOKEN[::-1])
    _hidden(f'{{"type": "service_account", "private_key_id": "{TOKEN}"}}', TOKEN)


def test_a_tekton_param_named_as_a_revision_is_kept_and_a_token_param_is_not() -> None:
    sha = "9a0b1c2d3e4f5a6b7c8d9e0f4f1e9c2a7b3d4e8f"
    _kept(f"params:\n  - name: commit-sha\n    value: {sha}\n")
    _hidden(f"params:\n  - name: API_TOKEN\n    value: {TOKEN}\n", TOKEN)


# -- a word-like setting beside a secret flag is kept ----------------------------------


@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow])
@given(
    token=_tokens,
    place=st.sampled_from(
        ["europe-west1", "us-east-1", "ap-southeast-2", "api.eu.example.com", "/srv/app/current"]
    ),
)
def test_a_region_or_hostname_beside_a_secret_is_kept(token: str, place: str) -> None:
    out = _hidden(f"deploy --region {place} --api-token {token} --verbose", token)
    assert place in out


# -- references in tools' syntaxes ------------------------------------------------------


def test_references_where_a_value_would_be_are_kept() -> None:
    _kept("REGISTRY_PASSWORD=$REGISTRY_PASSWORD\n")
    _kept("# build --secret NPM_TOKEN=$NPM_TOKEN")
    _kept("url = f\"https://{os.environ['SVC_USER']}:{os.environ['SVC_KEY']}@hub.example.com/wd\"")
    _kept("func Push(ctx context.Context, password *dagger.Secret) error")
    _kept('run deploy api --set-secrets "API_KEY=api-key:latest,DB_PASSWORD=db-pass:3"')
    # a literal beside the same syntax is still caught
    _hidden(f'run deploy api --set-secrets "API_KEY={TOKEN}"', TOKEN)


# -- the private tag named in documentation ---------------------------------------------


def test_a_named_private_tag_is_not_a_block_and_a_real_block_still_hides() -> None:
    _kept("Wrap it in `<private>` — e.g. `<private>…</private>` — and it is dropped.")
    out = _hidden("Wrap it in `<private>` — e.g. `<private>my pin 4417</private>` ok", "4417")
    assert out.startswith("Wrap it in `<private>`")
    _hidden("`<private>`hunter2`</private>`", "hunter2")


# -- documented development defaults (docs/CONTRACT.md) --------------------------------


def test_a_value_at_the_end_of_its_line_does_not_crash() -> None:
    # (_is_code read the word after a value that only a line break follows: IndexError)
    assert redact("development:\n  adapter: postgresql\n  password: postgres\n")[1] >= 0


def test_a_dictionary_word_default_in_a_development_section_is_kept() -> None:
    _kept('app.config.from_mapping(SECRET_KEY="dev", DATABASE="app.sqlite")')
    _kept("development:\n  adapter: postgresql\n  password: postgres\n")
    # the same word outside such a section, or a mixed value inside one, is a secret
    _hidden("production:\n  password: postgres\n", "postgres")
    _hidden(f"development:\n  password: {PASSWORD}\n", PASSWORD)


# -- shapes that say not-a-credential -------------------------------------------------


def test_shapes_beside_their_context_are_kept() -> None:
    _kept("$ forge secret:list staging")
    _kept('-H "Authorization: Api-Token dt0c01.XXXXXXXXXXXXXXXXXXXXXXXX"')
    _kept('client_secret=os.environ["SVC_CLIENT_SECRET"]')
    _kept('viper.SetDefault("db.dsn", "host=localhost user=app dbname=app sslmode=disable")')
    _kept("conn = connect(url)  # amqps://user:pass@broker.example.com/vhost")
    _kept("http://user%40name:pass%40word@example.com/x")
    _kept('client = Chat(api_key="k3q8zt2pwmhn", api_secret=os.environ["CHAT_SECRET"])')
    _hidden(f'-H "Authorization: Api-Token {TOKEN}"', TOKEN)
    _hidden(f'"host=db user=app password={PASSWORD} dbname=app"', PASSWORD)
    _hidden(f"amqps://svc:{PASSWORD}@broker.example.com/vhost", PASSWORD)


def test_a_credential_word_inside_a_product_name_is_not_sql() -> None:
    _kept('DB_API_KEY=  # from 1Password "Search admin"')
    _hidden(f"ALTER ROLE app PASSWORD '{PASSWORD}';", PASSWORD)
