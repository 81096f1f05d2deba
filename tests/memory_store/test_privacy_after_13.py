"""The privacy layers written after held-out batches 12 and 13, on forms of their own
(never the batches' texts): public values by the words around them, decoded views of
encoded text, the neighbours of a found piece, credential calls, device key lines, query
passwords, tables in wiki/HTML/COPY form, command output under a host label, literal
groups, cookies."""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from supermemory_local.store.privacy import REDACTED, redact

TOKEN = "Qm7vT2xKp9LwZr4NbH8s"  # a token's shape (made up here)
PASSWORD = "Vkt*4471qzPw"  # a password's shape (made up here)
UUID = "6c1d3f0a-9b7e-4c2a-8f5d-0e4b7a9c2d11"
HEX_ID = "0f3c9a77e1b24d6c8e90aa41bb"

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
    return out


# -- public values ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        f"STRIPE_PUBLISHABLE_KEY={TOKEN}",
        f"vault token lookup -accessor {TOKEN}",
        "aws iam get-role --role-name ci --team-id 4KD8ZQ2M1X",
        f"node key: nodekey:{TOKEN.lower()}abcdef (public; anyone may see it)",
        "ok, the trace id is 0f3c9a77e1b24d6c8e90aa41 and the span is done",
        f"window.mapToken = 'pk.eyJ1Ijoib3BzIn0.{TOKEN}';",
        f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{TOKEN}x ops@host",
        'client = OpenAI(base_url="http://127.0.0.1:8080/v1", api_key="llamacpp")',
        '"dsn": "postgres://reporter@db.internal:5432/reports"',
        "dsn = 'pgsql:host=db.internal;dbname=reports'",
        "client_secret=%24%7BCLIENT_SECRET%7D&grant_type=client_credentials",
        "$ git stash show -p stash@{1}",
        '<item sparkle:edSignature="' + TOKEN + '==" length="1234"/>',
    ],
)
def test_values_the_words_call_public_are_kept(text: str) -> None:
    _kept(text)


@pytest.mark.parametrize(
    "text, value",
    [
        (f"STRIPE_SECRET_KEY={TOKEN}", TOKEN),
        (
            "Secret ID    = 6c1d3f0a-9b7e-4c2a-8f5d-0e4b7a9c2d11",
            "6c1d3f0a-9b7e-4c2a-8f5d-0e4b7a9c2d11",
        ),
        (
            "rclone config create r2 s3 access_key_id 0f3c9a77e1b24d6c8e90aa41bb",
            "0f3c9a77e1b24d6c8e90aa41bb",
        ),
        (f"X-Auth-Signature: {TOKEN}{TOKEN}", TOKEN),
    ],
)
def test_the_same_shapes_named_secret_are_hidden(text: str, value: str) -> None:
    _hidden(text, value)


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(token=_tokens, name=st.sampled_from(["public_key", "publishable_key", "PUBLIC_TOKEN"]))
def test_a_public_name_keeps_what_a_secret_name_hides(token: str, name: str) -> None:
    _kept(f"{name} = {token}")
    secret = name.lower().replace("public", "secret").replace("publishable", "secret")
    _hidden(f"{secret} = {token}", token)


# -- encoded text ---------------------------------------------------------------------------


def test_percent_encoded_once_and_twice() -> None:
    inner = f"https://app.example/cb?access_token={TOKEN}&state=1"
    _hidden(f"https://sso.example/logout?next={quote(inner, safe='')}", TOKEN)
    _hidden(f"GET /resume?redirect_uri={quote(quote(inner, safe=''), safe='')} HTTP/1.1", TOKEN)


def test_html_entities_and_nested_json() -> None:
    _hidden(f'<div data-cfg="{{&quot;secretKey&quot;:&quot;{TOKEN}&quot;}}"></div>', TOKEN)
    _hidden(f"<pre>export DEPLOY_TOKEN=&quot;{TOKEN}&quot;</pre>", TOKEN)
    inner = json.dumps({"env": {"DB_PASSWORD": PASSWORD}})
    _hidden(json.dumps({"payload": json.dumps({"arguments": inner})}), PASSWORD)


@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow])
@given(token=_tokens, times=st.integers(min_value=1, max_value=2))
def test_an_encoded_secret_is_hidden_as_the_plain_one(token: str, times: int) -> None:
    plain = f"https://api.example/v1/export?api_key={token}&format=csv"
    assert token not in redact(plain)[0]
    encoded = plain
    for _ in range(times):
        encoded = quote(encoded, safe="")
    _hidden(f"https://login.example/out?next={encoded}", token)


# -- pieces, calls, device lines, queries -----------------------------------------------------


def test_the_other_half_next_to_a_found_half() -> None:
    first, second = "Hq4ZtN8wXe2LmP", "Rb7KsJ3vYc9DfT"
    _hidden(f"the password is {first} and then, no space, {second} — join them", first, second)
    _hidden(f'key = "{first}" +\n      "{second}"', first, second)


def test_literals_grouped_into_a_secret_name() -> None:
    a, b = "Hq4ZtN8wXe2LmP", "Rb7KsJ3vYc9DfT"
    _hidden(f'apiKey := strings.Join([]string{{\n\t"{a}",\n\t"{b}",\n}}, "")', a, b)
    _hidden(f"    STRING '{a}' DELIMITED BY SIZE\n           '{b}' DELIMITED BY SIZE\n"
            "           INTO WS-DB-PASSWORD\n    END-STRING.", a, b)  # fmt: skip
    _kept('names := strings.Join([]string{\n\t"alpha",\n\t"beta",\n}, ", ")')


def test_calls_that_take_credentials() -> None:
    _hidden(f'req = withBasicAuth "deploy" "{PASSWORD}" $ defaultRequest', PASSWORD)
    _hidden(f'mqttc.username_pw_set("sensor-3", "{PASSWORD}")', PASSWORD)
    _kept('token = keyring.get_password("corp-cli", "api_token")')


def test_device_key_lines() -> None:
    _hidden(f"tacacs server TAC1\n address ipv4 10.0.0.9\n key 7 {PASSWORD}\n!", PASSWORD)
    _hidden(f"crypto isakmp key {PASSWORD} address 198.51.100.4", PASSWORD)
    _hidden(f'set security ike policy P pre-shared-key ascii-text "{PASSWORD}"', PASSWORD)
    _kept("set security ike policy P proposals IKE-AES256")


def test_query_passwords() -> None:
    _hidden(f"curl 'http://tsdb:8086/query?db=x&u=reader&p={PASSWORD}'", PASSWORD)
    _hidden(
        "curl 'https://nms.example/api/list.json?username=api&passhash=5531907712'", "5531907712"
    )
    _kept("https://shop.example/search?q=shoes&p=2")


def test_reg_add_and_cookies() -> None:
    _hidden(
        f'reg add "HKLM\\Software\\Acme" /v ProxyPassword /t REG_SZ /d "{PASSWORD}" /f', PASSWORD
    )
    _kept('reg add "HKLM\\Software\\Acme" /v ProxyHost /t REG_SZ /d "proxy.example" /f')
    _hidden("erl -sname a -setcookie QWZRTPLKMNBVCXZDFGHJ", "QWZRTPLKMNBVCXZDFGHJ")
    _hidden("$ cat ~/.erlang.cookie\nPLKMNBVCXZQWRTYSDFGH", "PLKMNBVCXZQWRTYSDFGH")


# -- tables and command output ------------------------------------------------------------------


def test_tables_in_wiki_html_and_copy_form() -> None:
    _hidden(f"||Host||Login||Password||\n|db1|app|{PASSWORD}|\n", PASSWORD)
    _hidden(
        "<table><tr><th>Host</th><th>Password</th></tr>"
        f"<tr><td>db1</td><td>{PASSWORD}</td></tr></table>",
        PASSWORD,
    )
    _hidden(
        f"COPY public.hooks (id, url, secret) FROM stdin;\n1\thttps://h.example\t{TOKEN}\n\\.\n",
        TOKEN,
    )
    _kept("||Host||Login||Password||\n|db1|app|ask in #ops|\n")


def test_command_output_under_a_host_label_and_a_document_start() -> None:
    _hidden(f"$ sudo salt-call pillar.get mysql:root:password\nlocal:\n    {PASSWORD}", PASSWORD)
    _hidden(f"$ puppet lookup profile::db::admin_password\n--- {PASSWORD}", PASSWORD)
    _kept("$ cat ~/.ssh/public.key\nAAAAC3NzaC1lZDI1NTE5AAAAIHq4ZtN8wXe2LmPRb7KsJ3vYc9DfT")


def test_redacted_marker_is_what_replaces() -> None:
    out = redact(f"crypto isakmp key {PASSWORD} address 198.51.100.4")[0]
    assert REDACTED in out


def test_generic_labels_under_a_command_that_reveals_a_secret() -> None:
    out = (
        "$ aws secretsmanager get-secret-value --secret-id prod/db --query SecretString\n"
        "{\n"
        f'    "SecretString": "{PASSWORD}",\n'
        '    "Name": "prod/db"\n'
        "}"
    )
    _hidden(out, PASSWORD)
    _kept('$ aws ssm get-parameter --name /app/region\n{\n    "Value": "eu-west-1"\n}')
    _kept(f'$ jq .version package.json\n{{\n    "Value": "{PASSWORD}"\n}}')  # no secret named


def test_what_is_typed_after_a_password_prompt() -> None:
    log = f'ops@10.0.0.7\'s password: \nsend: sending "{PASSWORD}\\r" to {{ exp6 }}'
    _hidden(log, PASSWORD)


def test_credential_elements_slash_pairs_connect_calls_and_smtp() -> None:
    _hidden(f"<auth-user-pass>\nkiosk\n{PASSWORD}\n</auth-user-pass>", PASSWORD)
    _hidden(f"NOTE:the login for the NAS is admin / {PASSWORD}", PASSWORD)
    _kept("see docs / guides for the login flow")
    _kept('{"src": "// user tokens\\nreturn Math.ceil(cjk * 1.5 + otherChars / 4);\\n}"}')
    _hidden(
        f"SELECT * FROM postgresql('pg-2.internal:5432', 'app', 'users', 'ro', '{PASSWORD}')",
        PASSWORD,
    )
    _hidden("AUTH LOGIN\n334 VXNlcm5hbWU6\nb3Bz\n334 UGFzc3dvcmQ6\nVmt0KjQ0NzFxelB3\n235 ok",
            "Vmt0KjQ0NzFxelB3")  # fmt: skip


def test_quoted_printable_soft_breaks_are_joined() -> None:
    mail = (
        "Content-Transfer-Encoding: quoted-printable\n\n"
        f"Your new API token is: {TOKEN[:10]}=\n{TOKEN[10:]}\nThanks"
    )
    _hidden(mail, TOKEN[:10], TOKEN[10:])
