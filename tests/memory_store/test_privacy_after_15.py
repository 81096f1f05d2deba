"""The precision principles written after held-out batch 15, held over generated
look-alikes (never the batch's texts) in the syntaxes the filter knows (assignment, JSON,
YAML, flags, headers): masks, references, empty values, ids printed by tools, publishable
keys, a private tag named in prose, a password that is its user's name; and beside each,
the secret it must still catch."""

from __future__ import annotations

import hashlib
import json
import string

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from supermemory_local.store.privacy import REDACTED, redact
from tests.memory_store.generated import seeded, words

SLOW = settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow], deadline=None)

_ALNUM = string.ascii_letters + string.digits
_tokens = st.text(alphabet=_ALNUM, min_size=20, max_size=32).filter(
    lambda t: (
        sum(c.isdigit() for c in t) >= 3
        and any(c.isupper() for c in t)
        and any(c.islower() for c in t)
        and len(set(t)) >= 14
    )
)
_words = words
_env_names = st.builds(
    lambda a, b: f"{a.upper()}_{b.upper()}",
    _words,
    st.sampled_from(["PASSWORD", "SECRET", "API_KEY", "TOKEN", "SECRET_KEY", "DB_PASS"]),
)
_secret_names = st.sampled_from(
    ["password", "api_key", "secret", "token", "client_secret", "DB_PASSWORD", "apiKey"]
)
_uuids = st.uuids().map(str)
_hex_ids = st.text(alphabet="0123456789abcdef", min_size=24, max_size=24)


def _kept(text: str) -> None:
    out, _ = redact(text)
    assert out == text, out


def _caught(text: str, value: str) -> None:
    out, _ = redact(text)
    assert value not in out, out
    assert REDACTED in out


def _in_syntax(syntax: str, name: str, value: str) -> str:
    """``name`` holding ``value`` in one of the syntaxes the filter reads."""
    return {
        "env": f"{name}={value}",
        "assign": f'{name} = "{value}"',
        "json": json.dumps({name: value, "region": "eu-west-1"}),
        "yaml": f"config:\n  {name}: {value}\n  debug: false",
        "flag": f"$ deploy --{name.lower().replace('_', '-')} {value} --yes",
        "header": f"{name.title()}: {value}",
    }[syntax]


_syntaxes = st.sampled_from(["env", "assign", "json", "yaml", "flag", "header"])

# -- masks: a value hidden already prints as words in brackets or a prefix and "..." -----

_masks = st.one_of(
    st.builds(lambda w: f"[{w}]", st.sampled_from(["secure", "Filtered", "hidden", "masked"])),
    st.builds(lambda w: f"[{w}]", _words),
    st.builds(lambda w: f"<{w}>", _words),
    st.builds(lambda w: f"[{w.title()}]", _words),
    st.builds(lambda p: f"{p}...", st.sampled_from(["sk_test_", "sk_live_", "ghp_", "xoxb-"])),
)


@SLOW
@given(syntax=_syntaxes, name=_secret_names, mask=_masks)
def test_a_mask_is_never_a_value(syntax: str, name: str, mask: str) -> None:
    _kept(_in_syntax(syntax, name, mask))


# -- references: where a value lives, in any syntax, is not the value --------------------

_references = st.one_of(
    st.builds(lambda n: f"@format {{env[{n}]}}", _env_names),
    st.builds(lambda a, n: f"/{a}/${{APP_NAME}}/${{ENV_NAME}}/secrets/{n}", _words, _env_names),
    st.builds(
        lambda r, acct, n, s: f"arn:aws:secretsmanager:{r}:{acct}:secret:{n}-{s}",
        st.sampled_from(["eu-west-1", "us-east-2", "ap-south-1"]),
        st.integers(min_value=10**11, max_value=10**12 - 1),
        _words,
        st.text(alphabet=_ALNUM, min_size=6, max_size=6),
    ),
    st.builds(lambda p, n: f"projects/{p}/secrets/{n}/versions/latest", _words, _words),
    st.builds(lambda n: f"{n}-key:latest", _words),
    st.builds(lambda a, b: f"{a}/prod/{b}:password::", _words, _words),
)


@SLOW
@given(syntax=_syntaxes, name=_secret_names, reference=_references)
def test_a_reference_is_never_a_value(syntax: str, name: str, reference: str) -> None:
    _kept(_in_syntax(syntax, name, reference))


@SLOW
@given(token=_tokens, name=_secret_names)
def test_a_value_inside_a_template_is_still_a_value(token: str, name: str) -> None:
    _caught(f'{name} = "https://${{HOST}}/hook/{token}"', token)


# -- empty values: KEY= then a line break never borrows the next line --------------------


@SLOW
@given(names=st.lists(_env_names, min_size=2, max_size=5, unique=True), escaped=st.booleans())
def test_an_empty_value_never_borrows_the_next_line(names: list[str], escaped: bool) -> None:
    template = "".join(f"{n}=\n" for n in names)
    _kept(json.dumps({"path": ".env.example", "content": template}) if escaped else template)


@SLOW
@given(names=st.lists(_env_names, min_size=2, max_size=4, unique=True), token=_tokens)
def test_a_value_after_an_empty_one_is_still_caught(names: list[str], token: str) -> None:
    text = "".join(f"{n}=\n" for n in names[:-1]) + f"{names[-1]}={token}\n"
    _caught(text, token)
    _caught(json.dumps({"content": text}), token)


# -- ids printed by tools --------------------------------------------------------------


@SLOW
@given(
    ident=st.one_of(
        _uuids, _hex_ids, st.text(string.ascii_lowercase + string.digits, min_size=25, max_size=25)
    ),
    name=_words,
)
def test_an_id_in_a_tables_id_column_is_an_id_everywhere(ident: str, name: str) -> None:
    _kept(
        f"$ tool secret create {name}_password ./{name}.txt\n{ident}\n$ tool secret ls\n"
        f"ID{' ' * 30}NAME{' ' * 10}CREATED\n{ident}   {name}_password   4 seconds ago"
    )


@SLOW
@given(ident=_uuids, syntax=st.sampled_from(["json", "yaml", "assign"]))
def test_a_uid_is_an_id(ident: str, syntax: str) -> None:
    _kept(_in_syntax(syntax, "uid", ident))
    _kept(f"请求 ID：{ident}")
    _kept(f"$ cli secret list {ident} --output table")


@SLOW
@given(ident=_uuids)
def test_a_secret_id_is_still_a_credential(ident: str) -> None:
    _caught(f"secret_id = {ident}", ident)  # Vault's AppRole secret_id


# -- publishable keys --------------------------------------------------------------------

_public_keys = st.one_of(
    st.builds(lambda t: f"phc_{t}", _tokens),
    st.builds(lambda t: f"rzp_test_{t[:14]}", _tokens),
    st.builds(lambda t: f"rzp_live_{t[:14]}", _tokens),
    st.builds(lambda t: f"appl_{t[:28]}", _tokens),
    st.builds(lambda t: f"goog_{t[:28]}", _tokens),
)


@SLOW
@given(key=_public_keys, form=st.sampled_from(["call", "option", "json", "prose"]))
def test_a_publishable_key_is_kept(key: str, form: str) -> None:
    _kept(
        {
            "call": f"const client = new Client('{key}', {{ host: 'https://eu.example.com' }})",
            "option": f"const options = {{\n  key: '{key}',\n  amount: 5000,\n}}",
            "json": json.dumps({"apiKey": key, "appUserID": "user-1"}),
            "prose": f"The key id {key} goes in the browser bundle.",
        }[form]
    )


@SLOW
@given(token=_tokens)
def test_a_personal_or_secret_key_beside_it_is_still_caught(token: str) -> None:
    _caught(f"POSTHOG_PERSONAL_API_KEY=phx_{token}", token)
    _caught(f"RAZORPAY_KEY_SECRET={token}", token)


@SLOW
@given(body=st.builds(lambda r: "".join(r.choice(_ALNUM + "-_") for _ in range(35)), seeded))
def test_a_firebase_web_configs_api_key_is_kept(body: str) -> None:
    _kept(
        f'const firebaseConfig = {{\n  apiKey: "AIza{body}",\n'
        f'  authDomain: "notes.firebaseapp.com",\n  projectId: "notes",\n}};'
    )


@SLOW
@given(address=st.integers(min_value=1).map(lambda n: hashlib.sha1(str(n).encode()).hexdigest()))
def test_an_address_printed_by_a_tool_is_public(address: str) -> None:
    _kept(f"$ cast wallet address --account deployer\nEnter keystore password:\n0x{address}")
    _kept(json.dumps({"from": f"0x{address}", "nonce": 7}))


# -- a private tag named in prose ---------------------------------------------------------


@SLOW
@given(
    quote=st.sampled_from(["`", '"', "'"]),
    escaped=st.sampled_from(["&lt;private&gt;", "\\u003cprivate\\u003e", "%3Cprivate%3E"]),
    words=st.lists(_words, min_size=2, max_size=6).map(" ".join),
)
def test_a_named_private_tag_is_not_a_block(quote: str, escaped: str, words: str) -> None:
    _kept(f"feature: support {quote}<private>{quote} blocks in {words}; forms like {escaped} too.")
    _kept(f"The {quote}</private>{quote} tag ends a block; {words}.")


@SLOW
@given(token=_tokens, words=st.lists(_words, min_size=1, max_size=4).map(" ".join))
def test_a_real_block_beside_a_named_tag_still_hides(token: str, words: str) -> None:
    _caught(f"Use `<private>` for {words}: <private>{token}</private> done", token)
    _caught(f"{words} <private>{token}", token)  # unclosed, nothing names the tag: to the end


# -- a password that is its user's name: a tool's documented default ----------------------


@SLOW
@given(
    user=st.sampled_from(["postgres", "minioadmin", "guest", "admin", "root", "rabbit"]),
    scheme=st.sampled_from(["postgres", "mysql", "amqp", "redis", "mongodb"]),
)
def test_a_password_that_is_its_users_name_is_a_default(user: str, scheme: str) -> None:
    _kept(f'DATABASE_URL = "{scheme}://{user}:{user}@localhost:5432/app_test"')
    _kept(f"   RootUser: {user}\n   RootPass: {user}")


@SLOW
@given(user=_words, password=st.text(alphabet=_ALNUM, min_size=12, max_size=16))
def test_a_password_other_than_the_user_is_still_caught(user: str, password: str) -> None:
    if password.isalpha():
        password += "7"
    _caught(f'DATABASE_URL = "postgres://{user}:{password}@db.internal:5432/app"', password)


# -- more shapes of the same principles, over generated names and values ----------------

_mask_words = st.sampled_from(
    ["sensitive value", "sensitive", "hidden", "redacted", "masked", "secure", "Filtered"]
)


@SLOW
@given(
    syntax=_syntaxes,
    name=_secret_names,
    word=_mask_words,
    brackets=st.sampled_from(["[]", "<>", "()", "{}"]),
)
def test_a_mask_in_any_brackets_is_never_a_value(
    syntax: str, name: str, word: str, brackets: str
) -> None:
    _kept(_in_syntax(syntax, name, f"{brackets[0]}{word}{brackets[1]}"))


_more_references = st.one_of(
    st.builds(lambda n: f"!secret {n.lower()}", _env_names),
    st.builds(lambda n: f"(({n.lower()}))", _env_names),
    st.builds(lambda n: f"<%= ENV['{n}'] %>", _env_names),
    st.builds(lambda n: f"{{{{ lookup('env', '{n}') }}}}", _env_names),
    st.builds(lambda n: f"$({n})", _env_names),
    st.builds(lambda n: f"${{{{ secrets.{n} }}}}", _env_names),
    st.builds(lambda a, b: f"vault:secret/data/{a}#{b}", _words, _words),
    st.builds(lambda a, b: f"ssm:/{a}/prod/{b}", _words, _words),
)


@SLOW
@given(
    syntax=st.sampled_from(["env", "assign", "json", "yaml"]),
    name=_secret_names,
    ref=_more_references,
)
def test_a_reference_in_another_tools_syntax_is_never_a_value(
    syntax: str, name: str, ref: str
) -> None:
    _kept(_in_syntax(syntax, name, ref))


_id_names = st.sampled_from(
    [
        "project_id", "projectId", "tenant_id", "installation_id", "app_id", "request_id",
        "trace_id", "correlationId", "subscription_id", "workspace_id", "org_id", "uid",
        "user_uuid", "device_guid", "run_id", "build_id",
    ]
)  # fmt: skip


@SLOW
@given(syntax=_syntaxes, name=_id_names, ident=st.one_of(_uuids, _hex_ids))
def test_a_value_named_an_id_is_an_id(syntax: str, name: str, ident: str) -> None:
    _kept(_in_syntax(syntax, name, ident))


@SLOW
@given(
    service=st.sampled_from(["postgres", "redis", "mysql", "rabbitmq", "neo4j", "grafana"]),
    role=st.sampled_from(["", "ROOT_", "ADMIN_", "DEFAULT_"]),
    default=st.sampled_from(["admin", "guest", "root", "minioadmin"]),
)
def test_a_documented_default_is_kept_outside_production(
    service: str, role: str, default: str
) -> None:
    name = f"{service.upper()}_{role}PASSWORD"
    _kept(f"{name}={service}")  # spelled in its own name
    _kept(f"services:\n  {service}:\n    environment:\n      {name}: {default}")
    plain = f"{service.upper()}_PASSWORD"  # (a word of its own name is kept anywhere)
    _caught(f"production:\n  {plain.lower()}: {default}\n", default)
    _caught(f"[production]\n{plain}={default}\n", default)


@SLOW
@given(service=st.sampled_from(["postgres", "redis", "mysql"]), password=_tokens)
def test_a_chosen_password_beside_a_default_user_is_caught(service: str, password: str) -> None:
    _caught(f"{service.upper()}_USER={service}\n{service.upper()}_PASSWORD={password}", password)


# -- recall: where the text's structure says the values are credentials ----------------


@SLOW
@given(
    token=_tokens,
    label=st.sampled_from(["token", "password", "API key", "secret"]),
    blank=st.sampled_from(["\n", "\n\n", "\n  \n"]),
)
def test_a_value_alone_on_the_line_after_a_credential_label(
    token: str, label: str, blank: str
) -> None:
    _caught(f"Try with this {label}:{blank}{token}{blank}it works on staging.", token)


@SLOW
@given(ident=_uuids, label=st.sampled_from(["Request ID", "Session trace", "Public key id"]))
def test_an_id_alone_on_the_line_after_a_label_is_kept(ident: str, label: str) -> None:
    _kept(f"{label}:\n\n{ident}\n")


@SLOW
@given(
    section=st.sampled_from(["admins", "users", "credentials"]),
    user=_words,
    password=_tokens,
)
def test_a_credentials_sections_values_are_secrets(section: str, user: str, password: str) -> None:
    _caught(f"[{section}]\n{user} = {password}\n\n[httpd]\nport = 5984", password)
    _kept(f"[{section}]\n{user} = enabled\n\n[httpd]\nport = 5984")


@SLOW
@given(key=st.sampled_from(["secretParts", "token_pieces", "passwordChunks"]), token=_tokens)
def test_a_list_of_a_secrets_parts_loses_every_part(key: str, token: str) -> None:
    half = len(token) // 2
    text = f'app:\n  id: 1000584\n  {key}:\n    - "{token[:half]}"\n    - "{token[half:]}"'
    out, _ = redact(text)
    assert token[:half] not in out and token[half:] not in out, out
    _kept(f'app:\n  {key.replace("secret", "public").replace("token", "label")}:\n    - "a"')


@SLOW
@given(key=st.sampled_from(["domainCredentials", "secrets", "tokens"]), name=_words)
def test_a_list_of_mappings_under_a_secret_name_keeps_its_keys(key: str, name: str) -> None:
    _kept(
        f"{key}:\n  - usernamePassword:\n      id: {name}\n"
        f"  - {name}Credentials:\n      scope: global"
    )


@SLOW
@given(token=_tokens, label=st.sampled_from(["token", "password", "API key"]))
def test_the_label_then_line_form_inside_escaped_json(token: str, label: str) -> None:
    _caught(json.dumps({"content": f"Use this {label}:\n\n{token}\n\nthanks"}), token)
    _kept(json.dumps({"content": f"Request ID:\n\n{token[:8]}-1234-4abc-9def-0123456789ab\n"}))
