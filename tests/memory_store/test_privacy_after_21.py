"""The principles written after held-out batch 21 (long blocks, where one wrong value
changes the whole text), held over generated values (never the batch's texts).

Precision, by what the text itself says of a value: an id printed as an id (an OpenPGP
key id, a key's id in a listing or a command that names it, a resource's prefixed id
after its flag, a version's build metadata, a value named
``…Sid``, a trace context, a Postman variable named as an id); a reference or code (a
variable's member, a templating function, a concatenated variable, a shell's
``${X:?message}``); a prompt or words (a prompt's word, a sentence, an algorithm's name,
an address at a reserved domain, a user name that is a word); a path or a command (a
path, a package's file name, a glob, a hostname, ``k=v`` settings of words, a source
location, a regular expression); a placeholder (a port after ``@HOST:``, a documented
``…EXAMPLE`` value, a prefix then consecutive characters, a phrase that says it is not
for use, a documented default before its string's closing quote). Each principle has a
counterpart: where the same text says a value is a secret, it still goes."""

from __future__ import annotations

import base64
import random
import string

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from tests.memory_store.generated import SLOW, hex_digits, seeded, tokens, words
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_tokens = tokens(24, 40)
_hex16 = hex_digits(16)
_hex40 = hex_digits(40)
_hex32 = hex_digits(32)
_hex7 = hex_digits(7)
_LOWER_NUM = string.ascii_lowercase + string.digits


def _lower_id(r: random.Random, n: int = 12) -> str:
    while True:
        value = "".join(r.choice(_LOWER_NUM) for _ in range(n))
        if sum(c.isdigit() for c in value) >= 2 and sum(c.isalpha() for c in value) >= 4:
            return value


# -- 1. ids printed as ids ------------------------------------------------------------------


@SLOW
@given(_hex16, st.sampled_from(["ed25519", "rsa4096", "nistp256", "cv25519"]), words)
def test_an_openpgp_key_id_is_kept(key_id: str, algo: str, name: str) -> None:
    _kept(
        f"$ gpg --list-secret-keys --keyid-format long\n"
        f"sec   {algo}/{key_id} 2026-01-14 [SC] [expires: 2028-01-14]\n"
        f"uid                 [ultimate] {name} <{name}@mail.example.org>\n"
        f"$ gpg --armor --export {key_id} > {name}.asc\n"
        f"$ gpg --keyserver hkps://keys.openpgp.org --send-keys {key_id}\n"
        f"gpg: sending key {key_id} to hkps://keys.openpgp.org"
    )


@SLOW
@given(_hex16, seeded)
def test_a_passphrase_beside_an_openpgp_key_id_still_goes(key_id: str, r: random.Random) -> None:
    secret = _password(r)
    _caught(
        f"$ gpg --batch --pinentry-mode loopback --passphrase '{secret}' "
        f"--export-secret-keys {key_id} > key.asc",
        secret,
    )


@SLOW
@given(_hex40, _hex40, words)
def test_a_key_id_in_a_keys_listing_and_command_is_kept(a: str, b: str, account: str) -> None:
    _kept(
        f"$ cloudctl service-accounts keys list --account {account}@proj.example.com\n"
        f"KEY_ID                                    CREATED_AT            EXPIRES_AT\n"
        f"{a}  2026-06-02T09:14:11Z  9999-12-31T23:59:59Z\n"
        f"{b}  2026-11-28T16:40:05Z  2027-02-26T16:40:05Z\n"
        f"$ cloudctl service-accounts keys disable {a} --account {account}@proj.example.com\n"
        f"Disabled key [{a}] for service account [{account}@proj.example.com]"
    )


@SLOW
@given(_hex40)
def test_a_private_key_id_beside_its_key_still_goes(key_id: str) -> None:
    _caught(f'{{\n  "type": "service_account",\n  "private_key_id": "{key_id}",\n}}', key_id)


@SLOW
@given(seeded, st.sampled_from(["cluster", "resource", "environment", "workspace"]), words)
def test_a_prefixed_id_after_a_resource_flag_is_kept(r: random.Random, flag: str, w: str) -> None:
    value = f"{w[:3]}-{_lower_id(r)}"
    _kept(f"$ streamctl api-key list --{flag} {value}\n$ streamctl topic list --{flag}={value}")


@SLOW
@given(_tokens)
def test_a_secret_after_a_flag_still_goes(secret: str) -> None:
    _caught(f"$ streamctl login --api-secret {secret} --cluster lkc-abc123", secret)


@SLOW
@given(st.integers(0, 30), st.integers(0, 30), st.integers(0, 99), _hex7)
def test_a_version_with_build_metadata_is_kept(a: int, b: int, c: int, build: str) -> None:
    _kept(f"$ git credential-manager --version\n{a}.{b}.{c}+{build}\n")
    _kept(f"$ git credential-helper --version\nv{a}.{b}.{c}-rc.1+{build}\n")


@SLOW
@given(_hex32, _hex32, st.sampled_from(["AC", "SM", "PN", "MG"]))
def test_a_value_named_sid_is_kept(a: str, b: str, kind: str) -> None:
    _kept(
        f"> client.username\n'{kind}{a}'\n> msg\n{{\n  sid: '{kind}{b}',\n"
        f"  accountSid: '{kind}{a}',\n  status: 'queued'\n}}"
    )


@SLOW
@given(_hex32, _tokens)
def test_a_session_or_auth_value_beside_a_sid_still_goes(a: str, secret: str) -> None:
    _caught(f"{{ accountSid: 'AC{a}', authToken: '{secret}' }}", secret)
    _caught(f"Cookie: sid={secret}; theme=dark", secret)


@SLOW
@given(_hex32, _hex16)
def test_a_trace_context_is_kept(trace: str, span: str) -> None:
    _kept(f'{{"key": "traceparent", "value": "00-{trace}-{span}-01", "enabled": false}}')
    _kept(f"traceparent: 00-{trace}-{span}-00")


@SLOW
@given(seeded, words, st.sampled_from(["customerId", "orderId", "invoice_id", "userId"]))
def test_a_postman_variable_named_as_an_id_is_kept(r: random.Random, w: str, key: str) -> None:
    _kept(
        f'{{"name": "{w}", "values": [\n'
        f'  {{"key": "baseUrl", "value": "https://api.example.com", "enabled": true}},\n'
        f'  {{"key": "{key}", "value": "{w[:3]}_{_lower_id(r)}", "type": "default"}}\n]}}'
    )


@SLOW
@given(_tokens)
def test_a_postman_variable_named_as_a_key_still_goes(secret: str) -> None:
    _caught(f'{{"key": "apiKey", "value": "{secret}", "type": "secret", "enabled": true}}', secret)


# -- 2. references and code -----------------------------------------------------------------


@SLOW
@given(words, words)
def test_a_variable_member_and_a_templating_function_are_kept(a: str, b: str) -> None:
    _kept(f"Connect-Server -Server $srv -User ${a}.User -Password ${a}.Password | Out-Null")
    _kept(f"admin_password = $__file{{/etc/{a}/{b}_password}}")
    _kept(f"password: $__env{{{b.upper()}_PASSWORD}}")


@SLOW
@given(seeded)
def test_a_literal_password_after_the_flag_still_goes(r: random.Random) -> None:
    secret = _password(r)
    _caught(f"Connect-Server -Server $srv -User admin -Password '{secret}' | Out-Null", secret)


@SLOW
@given(words, st.sampled_from(["Token ", "Bearer ", "Basic "]))
def test_a_concatenated_variable_is_kept(field: str, scheme: str) -> None:
    _kept(f'\treq.Header.Set("Authorization", "{scheme}"+c.{field})')
    _kept(f"headers['Authorization'] = '{scheme}' + self.{field}")


@SLOW
@given(words, words)
def test_a_shell_expansion_message_is_kept(item: str, vault: str) -> None:
    _kept(f": \"${{API_TOKEN:?set API_TOKEN (see 1Password: '{item.title()} – {vault} app')}}\"")


# -- 3. prompts and words -------------------------------------------------------------------


@SLOW
@given(st.sampled_from(["Vault", "Please", "Enter", "Sudo"]), st.sampled_from(["", " ******"]))
def test_a_prompt_with_nothing_typed_is_kept(word: str, mask: str) -> None:
    _kept(f"$ deploy --ask-pass\n{word} password:{mask}\nPLAY [all] ****")


@SLOW
@given(seeded)
def test_a_password_typed_after_a_prompt_still_goes(r: random.Random) -> None:
    secret = _password(r)
    _caught(f"$ deploy\nVault password: {secret}\nok", secret)


@SLOW
@given(st.lists(words, min_size=4, max_size=8), st.integers(1, 999))
@example(["aaab", "aaab", "aaag", "bbbb", "aaaaaaaaa"], 1)  # no app password: not random
def test_a_sentence_after_a_secret_word_is_kept(ws: list[str], n: int) -> None:
    _kept(f"    secrets: {' '.join(ws)} (rotated, see SEC-{n})")


@SLOW
@given(st.sampled_from(["ecdsa-with-SHA384", "sha256WithRSAEncryption", "RSASSA-PSS", "ED25519"]))
def test_an_algorithm_name_is_kept(name: str) -> None:
    _kept(f"        Signature Algorithm: {name}\n        Issuer: CN = Example CA")


@SLOW
@given(words, st.sampled_from(["example.com", "example.org", "mail.test", "host.invalid"]))
def test_an_address_at_a_reserved_domain_is_kept(user: str, domain: str) -> None:
    _kept(f"machine ftp.{domain}\n  login anonymous\n  password {user}@{domain}")
    _kept(f"machine ftp.kernel.org login anonymous password anonymous@{user}.net")


@SLOW
@given(words)
def test_a_user_name_that_is_a_word_is_kept(user: str) -> None:
    _kept(
        f'maven {{\n    credentials.username = "{user}"\n'
        f'    credentials.password = providers.gradleProperty("X_TOKEN").get()\n}}'
    )


@SLOW
@given(words, seeded)
def test_the_password_beside_a_user_name_still_goes(user: str, r: random.Random) -> None:
    secret = _password(r)
    _caught(f'credentials {{\n    username = "{user}"\n    password = "{secret}"\n}}', secret)


# -- 4. paths and commands ------------------------------------------------------------------


@SLOW
@given(words, words, st.integers(1, 9), st.integers(0, 20))
def test_paths_file_names_and_globs_are_kept(a: str, b: str, major: int, minor: int) -> None:
    _kept(f"[program:{a}]\ncommand=/opt/{a}/.venv/bin/python -m {b}.run --queue={b}")
    _kept(f"dist/{a}_{b}-{major}.{minor}.0-py3-none-any.whl:\n  {a}/__init__.py")
    _kept(f"$ grep -n key .gitignore\n14:/config/{a}/*.key\n15:/config/master.key")


@SLOW
@given(words, words, st.sampled_from(["ru", "de", "io", "com"]))
def test_a_hostname_is_kept(a: str, b: str, tld: str) -> None:
    _kept(f"# подключения к хранилищу\n[{a}]\nhost={a}.corp.{b}.{tld}\nport=5432")


@SLOW
@given(words, words)
def test_word_settings_and_a_source_location_are_kept(k: str, v: str) -> None:
    _kept(f"$ ansible all -m setup -a '{k}_subset={v}' -o | head -2")
    _kept(f"2026/12/04 20:11:42 ...routers/web/{k}/{k}.go:214:SignInPost() [I] Failed login")


@SLOW
@given(words)
def test_a_regular_expression_is_kept(domain: str) -> None:
    _kept(f"celery flower --port=5555 --auth=.*@{domain}\\.com --url_prefix=flower")


@SLOW
@given(seeded)
def test_a_secret_setting_among_words_still_goes(r: random.Random) -> None:
    secret = _password(r)
    _caught(f"$ ansible all -m user -a 'name=deploy password={secret}'", secret)


# -- 5. placeholders and documented examples ------------------------------------------------


@SLOW
@given(st.integers(1024, 65535), words)
def test_a_port_and_path_after_a_placeholder_host_is_kept(port: int, db: str) -> None:
    _kept(f'DATABASE_URL="postgresql://USER:PASSWORD@HOST:{port}/{db}?sslmode=require"')


@SLOW
@given(seeded)
def test_a_real_password_in_a_url_still_goes(r: random.Random) -> None:
    secret = _password(r).replace("#", "x").replace("%", "x")
    _caught(f'DATABASE_URL="postgresql://app:{secret}@db.internal:5432/app"', secret)


@SLOW
@given(st.sampled_from(["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]))
def test_a_documented_example_value_is_kept(value: str) -> None:
    _kept(f"[default]\naws_secret_access_key = {value}\nregion = eu-west-1")


@SLOW
@given(
    st.sampled_from(["re", "sk", "key", "tok"]),
    st.sampled_from(["0123456789", "abcdefghij"]),
    st.integers(0, 4),
)
def test_consecutive_characters_after_a_prefix_are_kept(prefix: str, run: str, at: int) -> None:
    _kept(f'API_KEY="{prefix}_{run[at:]}"')


@SLOW
@given(st.lists(words, min_size=2, max_size=4), st.sampled_from(["do-not-use", "insecure"]))
def test_a_phrase_that_says_it_is_not_for_use_is_kept(ws: list[str], marker: str) -> None:
    _kept(f'SECRET_KEY = "django-{marker}-{"-".join(ws)}"')


@SLOW
@given(_tokens)
def test_a_random_secret_key_still_goes(secret: str) -> None:
    _caught(f'SECRET_KEY = "django-insecure-{secret}"', secret)


@SLOW
@given(st.sampled_from(["RABBITMQ_DEFAULT_PASS", "BROKER_PASSWORD"]))
def test_a_documented_default_before_its_closing_quote_is_kept(name: str) -> None:
    _kept(f'"env": [\n    "{name}=guest",\n    "LOG_LEVEL=info"\n]')


# -- 6. a Kubernetes Secret's host and user ------------------------------------------------


def _b64(plain: str) -> str:
    return base64.b64encode(plain.encode()).decode()


@SLOW
@given(words, words, words)
def test_a_secrets_encoded_host_and_user_are_kept(svc: str, ns: str, user: str) -> None:
    _kept(
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {svc}-db\ntype: Opaque\ndata:\n"
        f"  host: {_b64(f'{svc}-db.{ns}.svc.cluster.local')}\n"
        f"  username: {_b64(f'{user}_svc')}\n"
    )


@SLOW
@given(words, seeded)
def test_a_secrets_encoded_password_beside_them_still_goes(svc: str, r: random.Random) -> None:
    encoded = _b64(_password(r))
    _caught(
        f"kind: Secret\ndata:\n  host: {_b64(f'{svc}.example.internal')}\n"
        f"  username: {_b64(svc)}\n  password: {encoded}\n",
        encoded,
    )


# -- leaks: where a value stands says it is a credential ----------------------------------


@SLOW
@given(
    seeded,
    st.sampled_from(["DB_PASSWORD", "SMTP_PASS", "api_token", "AUTH_KEY"]),
    st.sampled_from(["| {n} | {v} | constant |", "{n} | {v} |", "|  {n}  |  {v}  |"]),
)
def test_a_table_row_named_for_a_secret_hides_its_value(
    r: random.Random, name: str, row: str
) -> None:
    secret = _password(r)
    _caught(
        "+-------------+--------+\n| name | value | type |\n"
        "| DB_NAME | app_db | constant |\n" + row.format(n=name, v=secret),
        secret,
    )


@SLOW
@given(words, st.sampled_from(["DB_NAME", "DB_HOST", "table_prefix", "WP_DEBUG"]))
def test_a_table_row_named_for_a_setting_is_kept(value: str, name: str) -> None:
    _kept(
        f"| name | value | type |\n| {name} | {value}_db | constant |\n| DB_PASSWORD | ******** |"
    )


@SLOW
@given(
    st.builds(lambda r: "".join(r.choice(_LOWER_NUM) for _ in range(32)), seeded).filter(
        lambda v: sum(c.isdigit() for c in v) >= 3 and sum(c.isalpha() for c in v) >= 3
    ),
    st.sampled_from(
        ["sessionid = '{v}'", "PHPSESSID={v}", '"session_key": "{v}"', "JSESSIONID: {v}"]
    ),
)
def test_a_sessions_id_is_its_credential(value: str, shape: str) -> None:
    _caught("COOKIES\n" + shape.format(v=value) + "\ncsrftoken = '<hidden>'", value)


@SLOW
@given(hex_digits(8), hex_digits(4), hex_digits(12))
def test_an_agent_sessions_uuid_is_kept(a: str, b: str, c: str) -> None:
    _kept(f'{{"session_id": "{a}-{b}-4{b[1:]}-8{b[1:]}-{c}", "hook_event_name": "Stop"}}')


@pytest.mark.parametrize("name", ["zip", "zipa", "rar", "unzipper"])
def test_an_archivers_name_inside_a_variable_is_no_command(name: str) -> None:
    _kept(f"Connect-Server -Server $srv -User ${name}.User -Password ${name}.Password")


@pytest.mark.parametrize("command", ["zip -r -P", "7z.exe a -p", "unzip -P", "rar a -hp"])
def test_an_archivers_password_flag_still_goes(command: str) -> None:
    _caught(f"$ {command}Wq7vNd2KxpL3 backup.zip src/", "Wq7vNd2KxpL3")
