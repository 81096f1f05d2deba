"""The principles written after held-out batch 25, held over generated values (never the
batch's texts).

Precision, by what a data format or an API says a value is: a protocol's version ending a
request line, a template's interpolation of a lookup by name (``${sys.env("X")}``), the
documented mode of an auth or credentials setting (fetch's ``credentials: "include"``, a
JNDI resource's ``auth="Container"``), a header carrying trace context, a paging cursor
under its name, XML-DSig's and WS-Security's public material (a signature, a digest, an
X.509 certificate), a MIME boundary, and a word written with quoted-printable escapes.
Recall, by where a data format or a call puts a credential: a dump's row whose columns
the ``CREATE TABLE`` names, a cookie built by code, a key's bytes written as escapes, a
Redis reply's numbered pairs, the Redis protocol's own framing of ``AUTH``, and the
positional password of a connect call across lines or in Perl's quote operators. Each
principle has a counterpart: where the same text says a value is a secret, it still goes."""

from __future__ import annotations

import base64
import random
import string

from hypothesis import assume, example, given
from hypothesis import strategies as st

from tests.memory_store.generated import (
    ALNUM,
    HEX,
    SLOW,
    seeded,
    tokens,
    words,
)
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_tokens = tokens(24, 40)
_B64 = string.ascii_letters + string.digits + "+/"
_LOWER_NUM = string.ascii_lowercase + string.digits


def _run(r: random.Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def _b64(r: random.Random, n: int) -> str:
    """Base64 of ``n`` random bytes (padded as an encoder pads)."""
    return base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()


def _escaped(r: random.Random, n: int, octal: bool = False) -> str:
    """``n`` random bytes as a string literal's escapes (``\\x07\\x41…`` or ``\\007…``)."""
    if octal:
        return "".join(f"\\{r.randrange(256):03o}" for _ in range(n))
    return "".join(f"\\x{r.randrange(256):02x}" for _ in range(n))


# -- 1. a request line, a reference, a setting's mode -----------------------------------------


@SLOW
@given(words, words, st.integers(2, 40))
def test_a_protocol_version_ending_a_request_line_is_kept(a: str, b: str, page: int) -> None:
    _kept(
        f"GET /{a}?q=password+reset+{b}&page={page} HTTP/1.1\nHost: {a}.example.org\n"
        f"Accept: text/html\n"
    )
    _kept(f"POST /{b}/token?grant=refresh+{a} HTTP/2\nHost: {b}.example.net\n")


@SLOW
@given(seeded, words)
def test_a_password_in_the_request_lines_query_still_goes(r: random.Random, a: str) -> None:
    secret = _password(r)
    _caught(f"GET /{a}/login?user={a}&password={secret} HTTP/1.1\nHost: {a}.example.org", secret)


@SLOW
@given(words, words, st.sampled_from(["sys.env", "env", "System.getenv", "config.get"]))
def test_an_interpolated_lookup_by_name_is_kept(a: str, b: str, call: str) -> None:
    name = f"{a.upper()}_PASSWORD"
    _kept(
        f'val url = s"jdbc:postgresql://$host:5432/{b}?user={a}&password=${{{call}("{name}")}}'
        f'&ssl=true"'
    )
    _kept(f"def url = \"jdbc:mysql://{b}:3306/{a}?password=${{{call}('{a}.password')}}\"")


@SLOW
@given(seeded, words, words)
def test_a_literal_password_in_the_same_url_still_goes(r: random.Random, a: str, b: str) -> None:
    secret = _password(r)
    _caught(f'val url = s"jdbc:postgresql://$host:5432/{b}?user={a}&password={secret}"', secret)


@SLOW
@given(words, st.sampled_from(["include", "same-origin", "omit"]), st.integers(1, 9999))
def test_fetchs_credentials_mode_is_kept(a: str, mode: str, n: int) -> None:
    _kept(
        f'fetch("https://{a}.example.com/api/items/{n}", {{\n  "headers": {{\n'
        f'    "accept": "application/json"\n  }},\n  "body": null,\n  "method": "GET",\n'
        f'  "credentials": "{mode}"\n}});'
    )
    _kept(f"const res = await fetch(`/api/{a}`, {{ credentials: '{mode}' }});")


@SLOW
@given(words, st.sampled_from(["Container", "Application"]))
def test_a_jndi_resources_auth_mode_is_kept(a: str, mode: str) -> None:
    _kept(
        f'<Resource name="jdbc/{a}DS" auth="{mode}" type="javax.sql.DataSource"\n'
        f'          username="${{db.user}}" password="${{db.password}}"\n'
        f'          url="jdbc:postgresql://pg-{a}.internal:5432/{a}"/>'
    )


@SLOW
@given(seeded, words)
def test_a_password_under_credentials_still_goes(r: random.Random, a: str) -> None:
    secret = _password(r)
    _caught(f'{{\n  "user": "{a}",\n  "credentials": "{secret}"\n}}', secret)
    _caught(f'<Resource name="jdbc/{a}DS" auth="Container" password="{secret}"/>', secret)


# -- 2. trace context and paging cursors ------------------------------------------------------


@SLOW
@given(seeded, words, st.sampled_from(["grpc-trace-bin", "x-{w}-trace-context", "{w}-trace"]))
def test_a_trace_context_header_is_kept(r: random.Random, w: str, name: str) -> None:
    _kept(
        f"Response trailers received:\n{name.format(w=w)}: {_b64(r, 29)}\n"
        f"Sent 1 request and received 1 response\n"
    )


@SLOW
@given(seeded, words)
def test_a_token_header_beside_a_trace_header_still_goes(r: random.Random, w: str) -> None:
    token = _run(r, ALNUM, 12) + "7Qz" + _run(r, ALNUM, 20)
    _caught(f"grpc-trace-bin: {_b64(r, 29)}\nauthorization: Bearer {token}\n", token)


_PAGING = st.sampled_from(["after", "before", "cursor", "pageToken", "NextToken", "marker"])


@SLOW
@given(seeded, words, _PAGING, st.integers(10, 999))
def test_a_paging_cursor_under_its_name_is_kept(
    r: random.Random, w: str, name: str, n: int
) -> None:
    cursor = base64.b64encode(f"{w}:offset={n}:{_run(r, _LOWER_NUM, 6)}".encode()).decode()
    _kept(
        f'        "queryString": [\n          {{ "name": "limit", "value": "50" }},\n'
        f'          {{ "name": "{name}", "value": "{cursor}" }}\n        ],'
    )
    _kept(f'{{"items": [], "{name}": "{_b64(r, 24)}"}}')


@SLOW
@given(_tokens, words)
def test_a_key_in_the_same_query_string_still_goes(token: str, w: str) -> None:
    _caught(
        f'"queryString": [\n  {{ "name": "after", "value": "{w}" }},\n'
        f'  {{ "name": "api_key", "value": "{token}" }}\n],',
        token,
    )


# -- 3. public material of signed XML ----------------------------------------------------------


@SLOW
@given(seeded, words)
@example(random.Random(1166), "aaa")  # …5JeTonrQ3n… in the certificate
def test_an_xml_signature_digest_and_certificate_are_kept(r: random.Random, w: str) -> None:
    _kept(
        f'<ds:SignedInfo>\n  <ds:Reference URI="#_{_run(r, HEX, 40)}">\n'
        f'    <ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>\n'
        f"    <ds:DigestValue>{_b64(r, 32)}</ds:DigestValue>\n  </ds:Reference>\n"
        f"</ds:SignedInfo>\n<ds:SignatureValue>{_b64(r, 256)}</ds:SignatureValue>\n"
        f"<ds:KeyInfo><ds:X509Data>\n<ds:X509Certificate>{_b64(r, 300)}</ds:X509Certificate>\n"
        f"</ds:X509Data></ds:KeyInfo>"
    )


@SLOW
@given(seeded, st.sampled_from(["X509v3", "X509PKIPathv1", "PKCS7"]))
def test_an_x509_binary_security_token_is_kept(r: random.Random, value_type: str) -> None:
    _kept(
        '<wsse:BinarySecurityToken EncodingType="http://docs.oasis-open.org/wss/2004/01/'
        'oasis-200401-wss-soap-message-security-1.0#Base64Binary" ValueType="http://docs.'
        f'oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#{value_type}" '
        f'wsu:Id="X509-{_run(r, HEX.upper(), 32)}">{_b64(r, 240)}</wsse:BinarySecurityToken>'
    )


@SLOW
@given(seeded)
def test_a_kerberos_binary_security_token_still_goes(r: random.Random) -> None:
    ticket = _b64(r, 240)
    _caught(
        '<wsse:BinarySecurityToken EncodingType="http://docs.oasis-open.org/wss/2004/01/'
        'oasis-200401-wss-soap-message-security-1.0#Base64Binary" ValueType="http://docs.'
        'oasis-open.org/wss/oasis-wss-kerberos-token-profile-1.1#GSS_Kerberosv5_AP_REQ">'
        f"{ticket}</wsse:BinarySecurityToken>",
        ticket[:40],
    )


@SLOW
@given(seeded, words)
def test_a_password_in_the_same_security_header_still_goes(r: random.Random, w: str) -> None:
    secret = _password(r)
    _caught(
        f"<wsse:Security>\n  <wsse:UsernameToken>\n    <wsse:Username>{w}</wsse:Username>\n"
        f'    <wsse:Password Type="#PasswordText">{secret}</wsse:Password>\n'
        f"  </wsse:UsernameToken>\n  <ds:SignatureValue>{_b64(r, 128)}</ds:SignatureValue>\n"
        f"</wsse:Security>",
        secret,
    )


# -- 4. MIME: boundaries and quoted-printable words --------------------------------------------


@SLOW
@given(seeded, words, words)
def test_a_multipart_boundary_is_kept(r: random.Random, a: str, b: str) -> None:
    for boundary in (
        f"----WebKitFormBoundary{_run(r, ALNUM, 16)}",
        f"{'-' * 24}{_run(r, string.digits, 24)}",
    ):
        _kept(
            f"Content-Type: multipart/form-data; boundary={boundary}\n\n--{boundary}\n"
            f'Content-Disposition: form-data; name="{a}"; filename="{b.upper()}-2026-0412.pdf"\n'
            f"Content-Type: application/pdf\n\n(binary)\n--{boundary}\n"
            f'Content-Disposition: form-data; name="note"\n\n{a} {b}\n--{boundary}--\n'
        )


@SLOW
@given(seeded, words)
def test_a_password_part_of_the_form_still_goes(r: random.Random, a: str) -> None:
    secret = _password(r)
    boundary = f"----WebKitFormBoundary{_run(r, ALNUM, 16)}"
    _caught(
        f"Content-Type: multipart/form-data; boundary={boundary}\n\n--{boundary}\n"
        f'Content-Disposition: form-data; name="password"\n\n{secret}\n--{boundary}--\n',
        secret,
    )


_ACCENTED = "áàâãçéêíóôõúüñ"


def _qp_word(r: random.Random, a: str, b: str) -> str:
    accented = "".join(r.choice(_ACCENTED) for _ in range(r.randint(1, 2)))
    encoded = "".join(f"={byte:02X}" for byte in accented.encode())
    return f"{a}{encoded}{b}"


@SLOW
@given(seeded, words, words, words)
def test_quoted_printable_words_are_kept(r: random.Random, a: str, b: str, c: str) -> None:
    _kept(
        f"Content-Transfer-Encoding: quoted-printable\n\nOl=C3=A1 {a},\n\n"
        f"a chave da API de {_qp_word(r, a, b)} est=C3=A1 no {_qp_word(r, c, a)} "
        f'(item "{b}-{c}=\nprod"). N=C3=A3o a {_qp_word(r, b, c)}.\n'
    )


@SLOW
@given(seeded, words)
def test_a_password_in_a_quoted_printable_body_still_goes(r: random.Random, a: str) -> None:
    secret = _password(r)
    _caught(
        f"Content-Transfer-Encoding: quoted-printable\n\n{_qp_word(r, a, a)}: "
        f"the password is {secret}\n",
        secret,
    )


# -- 5. a dump's rows, a cookie built by code, escaped key bytes -------------------------------


@SLOW
@given(_tokens, words, words, st.sampled_from(["secret", "api_key", "token", "password"]))
def test_a_dumps_row_under_a_secret_column_goes(token: str, t: str, a: str, col: str) -> None:
    _caught(
        f"sqlite> .dump {t}\nBEGIN TRANSACTION;\n"
        f"CREATE TABLE {t} (name TEXT PRIMARY KEY, base_url TEXT, {col} TEXT);\n"
        f"INSERT INTO {t} VALUES('{a}','https://api.{a}.example.com/v3','{token}');\nCOMMIT;",
        token,
    )
    _caught(
        f"CREATE TABLE `{t}` (\n  `id` int NOT NULL,\n  `{col}` varchar(64),\n"
        f"  PRIMARY KEY (`id`)\n);\nINSERT INTO `{t}` VALUES (1,'{a}'),(2,'{token}');",
        token,
    )


@SLOW
@given(words, words, st.sampled_from(["NULL", "''", "'changeme'", "'<redacted>'"]))
def test_a_dumps_row_without_a_secret_is_kept(t: str, a: str, empty: str) -> None:
    _kept(
        f"CREATE TABLE {t} (name TEXT PRIMARY KEY, base_url TEXT, secret TEXT);\n"
        f"INSERT INTO {t} VALUES('{a}','https://api.{a}.example.com/v3',{empty});"
    )


@SLOW
@given(seeded, words, st.sampled_from(["{W}SESSID", "{w}_session", "sid", "{w}-auth"]))
def test_a_session_cookie_built_by_code_goes(r: random.Random, w: str, name: str) -> None:
    value = _run(r, _LOWER_NUM, 26) + "4k9x" + _run(r, _LOWER_NUM, 2)
    cookie = name.format(w=w, W=w.upper())
    _caught(
        f'$session.Cookies.Add((New-Object System.Net.Cookie("{cookie}", "{value}", "/", '
        f'"{w}.example.com")))',
        value,
    )
    _caught(f'Cookie c = new Cookie("{cookie}", "{value}");\nresponse.addCookie(c);', value)


@SLOW
@given(words, st.sampled_from(["en", "dark", "1", "true"]))
def test_a_preference_cookie_built_by_code_is_kept(w: str, value: str) -> None:
    _kept(
        f'$session.Cookies.Add((New-Object System.Net.Cookie("{w}", "{value}", "/", '
        f'"{w}.example.com")))'
    )


@SLOW
@given(seeded, words, st.booleans())
def test_key_bytes_written_as_escapes_go(r: random.Random, w: str, octal: bool) -> None:
    escaped = _escaped(r, 24, octal)
    _caught(
        f'signer {{\n  key_id: 7\n  algorithm: HMAC_SHA256\n  key_bytes: "{escaped}"\n}}',
        escaped[:40],
    )
    _caught(f'{w}_secret = b"{escaped}"', escaped[:40])


@SLOW
@given(seeded, words)
def test_escaped_bytes_that_are_no_key_are_kept(r: random.Random, w: str) -> None:
    # a name that holds no key material's word (`apsk_magic` holds `psk`)
    assume(not any(k in w.lower() for k in ("key", "secret", "psk", "seed", "salt", "token")))
    escaped = _escaped(r, 24)
    _kept(f'{w}_magic = b"{escaped}"\npublic_key_bytes: "{escaped}"')


# -- 6. Redis: a reply's pairs, the protocol's framing -----------------------------------------


@SLOW
@given(seeded, st.sampled_from(["masterauth", "requirepass", "{w}-password"]), words)
def test_a_secret_in_a_redis_replys_pairs_goes(r: random.Random, name: str, w: str) -> None:
    secret = f"{w}-{_run(r, string.ascii_lowercase, 6)}-{_run(r, string.ascii_lowercase, 5)}-42"
    _caught(
        f'127.0.0.1:6380> CONFIG GET {name.format(w=w)}\n1) "{name.format(w=w)}"\n'
        f'2) "{secret}"\n127.0.0.1:6380> CONFIG GET maxmemory-policy\n'
        f'1) "maxmemory-policy"\n2) "allkeys-lru"\n',
        secret,
    )


@SLOW
@given(words, words, st.integers(1, 99))
def test_a_redis_replys_other_pairs_are_kept(a: str, b: str, n: int) -> None:
    _kept(
        f'127.0.0.1:6379> HGETALL user:{n}\n1) "name"\n2) "{a}"\n3) "team"\n4) "{b}-{a}"\n'
        f'127.0.0.1:6379> CONFIG GET maxmemory-policy\n1) "maxmemory-policy"\n'
        f'2) "allkeys-lru"\n'
    )


def _bulk(value: str, end: str) -> str:
    return f"${len(value)}{end}{value}{end}"


@SLOW
@given(seeded, words, st.booleans())
def test_redis_auth_in_the_protocols_framing_goes(r: random.Random, user: str, acl: bool) -> None:
    secret = _run(r, ALNUM, 20) + "9aZ1"
    args = ["AUTH", user, secret] if acl else ["AUTH", secret]
    byline = f"*{len(args)}.\n" + "".join(_bulk(a, ".\n") for a in args)
    _caught(
        f"$ sudo ngrep -d any -W byline port 6379\n####\n"
        f"T 10.0.5.21:40112 -> 10.0.5.9:6379 [AP] #4\n{byline}#\n+OK.\n",
        secret,
    )
    escaped = f"*{len(args)}\\r\\n" + "".join(_bulk(a, "\\r\\n") for a in args)
    _caught(f'sock.sendall(b"{escaped}")', secret)


@SLOW
@given(words, words)
def test_other_redis_commands_in_the_protocols_framing_are_kept(key: str, value: str) -> None:
    args = ["SET", f"session:{key}", value]
    _kept(f"*{len(args)}.\n" + "".join(_bulk(a, ".\n") for a in args) + "+OK.\n")


# -- 7. a connect call's positional password ---------------------------------------------------


@SLOW
@given(seeded, words, st.sampled_from(["q{%s}", "q(%s)", "q[%s]", "'%s'", "qq{%s}"]))
def test_a_connect_calls_password_across_lines_goes(r: random.Random, w: str, quote: str) -> None:
    secret = _password(r).replace("{", "").replace("}", "")
    _caught(
        f'my $dbh = DBI->connect(\n    "dbi:Pg:dbname={w};host=pg-{w}.local",\n'
        f"    '{w}_batch',\n    {quote % secret},\n"
        f"    {{ RaiseError => 1, AutoCommit => 0 }},\n);",
        secret,
    )
    _caught(
        f'conn = pymysql.connect(\n    "db.{w}.internal",\n    "{w}",\n    "{secret}",\n)', secret
    )


@SLOW
@given(words)
def test_a_connect_call_given_references_is_kept(w: str) -> None:
    _kept(
        f'my $dbh = DBI->connect(\n    "dbi:Pg:dbname={w};host=pg-{w}.local",\n'
        f"    $ENV{{{w.upper()}_USER}},\n    $ENV{{{w.upper()}_PASS}},\n"
        f"    {{ RaiseError => 1 }},\n);"
    )
