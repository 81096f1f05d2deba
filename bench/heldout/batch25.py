r"""Held-out batch 25: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

Only three things were read: the batch format (bench/heldout/__init__.py), the first 130
lines of bench/heldout/batch19.py (its docstring and the helpers r, b64, b64url, pw, uuid4,
sha, jwt, add, add_split and la, copied here), and a grep of the kind names used by earlier
batches (to keep this batch's themes new). The filter's rules, code, docs, tests, bench
script and earlier results were not read. Not to be tuned on until its first measurement
is recorded.

Theme: secrets as they pass through data formats and programming-language literals. SQL
dumps (INSERT statements, COPY blocks, mysqldump, sqlite .dump, DDL with passwords in
MSSQL, Oracle and postgres_fdw), CSV and TSV exports of config and
credential tables, HAR fragments and browser devtools copy-as-fetch, copy-as-cURL (bash and
cmd) and copy-as-PowerShell output, websocket frames, MIME emails, raw email headers,
quoted-printable bodies, SMTP AUTH transcripts, multipart/form-data and
x-www-form-urlencoded bodies, SOAP with WS-Security, web.config, Tomcat context.xml,
Android strings.xml, Info.plist, TOML (Streamlit, Netlify, multi-line literal
strings), INI (odbc.ini, supervisord, git config, alembic.ini), HCL (Nomad heredoc
templates, Terraform variables, Consul), Java .properties (line continuations, unicode
escapes, JAAS config), logfmt, JSON lines, pino logs and syslog, protobuf text format,
grpcurl and grpc_cli metadata, Go gRPC metadata, GraphQL with variables and headers, Redis
MONITOR, CONFIG GET and RESP captures, memcached sessions, and string literals in Python
(f-strings, implicit concatenation, bytes, raw strings), JS/TS template literals and
concatenation, C byte arrays and macro continuations, C# verbatim strings, Go backquotes,
Rust raw strings, Kotlin and Swift multi-line strings, Java text blocks, Elixir sigils,
Ruby and PHP heredocs/nowdocs, PowerShell, Lua long brackets, Scala interpolation and Perl
quote operators; database seed files and test fixtures (VCR cassettes, Django
fixtures, Rails seeds, Prisma seeds); and prose from issue trackers and code review comments
where someone quotes a committed secret. Secret shapes vary: random base62, hex, base64,
passphrases of words, human passwords with symbols, percent-encoded and escaped values and
made-up vendor-prefixed tokens; some are split across concatenations and line continuations.
Look-alikes hold the same formats with env and secret-manager references, template
placeholders, masked and redacted values, public ids, request and trace ids, UUIDs,
digests and checksums, public keys and certificates, signatures that every recipient sees
(DKIM), versions, base64 of harmless data, and prose that talks about secrets without
giving one.
"""

from __future__ import annotations

import base64
import json
import random
import string
import urllib.parse

_rng = random.Random(25_2026_12_06)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
UPPER_NUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
UPPER_HEX = "0123456789ABCDEF"
URLSAFE = ALNUM + "-_"
BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def b64(n_bytes: int) -> str:
    return base64.b64encode(_rng.randbytes(n_bytes)).decode()


def b64url(n_bytes: int) -> str:
    return base64.urlsafe_b64encode(_rng.randbytes(n_bytes)).rstrip(b"=").decode()


def pw() -> str:
    """A password safe inside JSON strings, URLs and single-quoted shell words."""
    return r(2, LOWER) + r(2, UPPER) + r(3, DIGITS) + _rng.choice("-_.") + r(6, ALNUM)


def uuid4() -> str:
    h = r(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{_rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def sha() -> str:
    return r(40, HEX)


def _b64url_json(obj: dict) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def jwt(claims: dict) -> str:
    """A signed-looking JWT: public header and claims, random signature."""
    return (
        _b64url_json({"alg": "HS256", "typ": "JWT"}) + "." + _b64url_json(claims) + "." + b64url(32)
    )


WORDS = (
    "anchor", "bramble", "cobalt", "dune", "ember", "fjord", "granite", "harbor", "indigo",
    "juniper", "kestrel", "lantern", "meadow", "nectar", "orchid", "pebble", "quartz",
    "raven", "saffron", "thistle", "umber", "velvet", "willow", "yarrow", "zephyr",
    "copper", "lichen", "marble", "otter", "pepper", "rustle", "sorrel", "tundra", "walnut",
)  # fmt: skip


def hpw() -> str:
    """A human-chosen password with symbols (no quotes, backslash, braces, dollar, ampersand)."""
    return (
        _rng.choice(WORDS).capitalize()
        + _rng.choice("!*+-@^~?")
        + _rng.choice(WORDS)
        + r(4, DIGITS)
        + _rng.choice("!*+-@^~?")
    )


def passphrase(n: int, sep: str = " ") -> str:
    return sep.join(_rng.choice(WORDS) for _ in range(n))


def pem_body(n_bytes: int) -> str:
    s = b64(n_bytes)
    return "\n".join(s[i : i + 64] for i in range(0, len(s), 64))


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []


def add(kind: str, template: str, *values: str) -> None:
    """{0}, {1}, ... in the template are replaced by the values; {0} is the secret."""
    text = template
    for i, v in enumerate(values):
        text = text.replace("{" + str(i) + "}", v)
    SECRETS.append((kind, text, values[0]))


def add_split(kind: str, template: str, *pieces: str) -> None:
    """A secret split into pieces; every piece must be gone."""
    text = template
    for i, v in enumerate(pieces):
        text = text.replace("{" + str(i) + "}", v)
    SECRETS.append((kind, text, tuple(pieces)))


def la(template: str, *values: str) -> None:
    text = template
    for i, v in enumerate(values):
        text = text.replace("{" + str(i) + "}", v)
    LOOK_ALIKES.append(text)


LOOK_ALIKES: list[str] = []


# ====================================================================== SQL dumps and DDL

add(
    "sql/insert_api_clients_live_key",
    """-- dumped from prod-eu replica, 2026-11-30
INSERT INTO public.api_clients (id, tenant_id, name, api_key, created_at, revoked) VALUES
  (1187, 'a7f0c2', 'billing-sync', '{0}', '2026-09-14 08:12:44+00', false);""",
    "lk_live_" + r(32),
)

add(
    "sql/pg_dump_copy_refresh_token",
    "--\n-- Data for Name: oauth_grants; Type: TABLE DATA; Schema: public; Owner: app\n--\n\n"
    "COPY public.oauth_grants (id, user_id, provider, refresh_token, expires_at) FROM stdin;\n"
    "41\t9182\tgithub\t\\N\t2026-10-02 11:04:19+00\n"
    "42\t9182\tgitlab\t{0}\t2027-01-15 09:30:00+00\n"
    "43\t7710\tgithub\t\\N\t2026-08-21 17:45:02+00\n"
    "\\.\n",
    r(64, HEX),
)

add(
    "sql/mysqldump_settings_smtp_password",
    """--
-- Dumping data for table `core_settings`
--

LOCK TABLES `core_settings` WRITE;
/*!40000 ALTER TABLE `core_settings` DISABLE KEYS */;
INSERT INTO `core_settings` VALUES (1,'site_name','Harbor Freight Portal'),(2,'smtp_host','smtp.eu.mailrelay.net'),(3,'smtp_user','noreply@harborportal.eu'),(4,'smtp_password','{0}'),(5,'smtp_port','587'),(6,'timezone','Europe/Lisbon');
/*!40000 ALTER TABLE `core_settings` ENABLE KEYS */;
UNLOCK TABLES;""",
    hpw(),
)

add(
    "sql/sqlite_dump_integration_secret",
    """sqlite> .dump integrations
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE integrations (name TEXT PRIMARY KEY, base_url TEXT, secret TEXT);
INSERT INTO integrations VALUES('ledgerly','https://api.ledgerly.io/v3','{0}');
COMMIT;""",
    "lgy_sk_" + r(40),
)

add(
    "sql/update_crypt_plaintext_password",
    """app=# UPDATE staff SET password_hash = crypt('{0}', gen_salt('bf', 10)), must_change = false WHERE email = 'ops-lead@corvina.io';
UPDATE 1""",
    hpw(),
)

add(
    "sql/postgres_fdw_user_mapping",
    """CREATE SERVER legacy_erp FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '10.40.2.18', port '5432', dbname 'erp');
CREATE USER MAPPING FOR analytics SERVER legacy_erp OPTIONS (user 'erp_reader', password '{0}');
IMPORT FOREIGN SCHEMA public LIMIT TO (invoices, customers) FROM SERVER legacy_erp INTO erp;""",
    pw(),
)

add(
    "sql/mssql_create_login_nstring",
    """USE [master];
GO
CREATE LOGIN [svc_reporting] WITH PASSWORD = N'{0}', DEFAULT_DATABASE = [Reporting], CHECK_POLICY = OFF;
GO
ALTER SERVER ROLE [bulkadmin] ADD MEMBER [svc_reporting];
GO""",
    hpw(),
)

add(
    "sql/oracle_database_link_identified_by",
    """SQL> CREATE DATABASE LINK hr_link CONNECT TO hr_sync IDENTIFIED BY "{0}" USING '(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST=ora-hr.internal)(PORT=1521))(CONNECT_DATA=(SERVICE_NAME=HRPDB)))';

Database link created.""",
    hpw(),
)

add_split(
    "split/sql_concat_operator",
    """-- split in two so grep doesn't find it
INSERT INTO feature_flag_providers (provider, environment, sdk_key) VALUES ('flagpole', 'production', '{0}' || '{1}');""",
    "fps_" + r(16),
    r(20),
)

add(
    "sql/seed_sql_webhook_signing_secret",
    """-- db/seed/002_webhooks.sql
INSERT INTO webhook_endpoints (id, url, events, signing_secret, active) VALUES
  ('{1}', 'https://hooks.tallyworks.dev/ingest', '{invoice.paid,invoice.voided}', '{0}', true);""",
    "tws_" + r(36),
    uuid4(),
)

# ====================================================================== CSV / TSV exports

add(
    "csv/password_manager_export_row",
    """name,url,username,password,note
Staging Jenkins,https://ci.staging.moravia.tech,deploy-bot,{0},rotated after the offboarding""",
    hpw(),
)

add(
    "csv/tsv_app_config_export",
    "$ psql -At -F $'\\t' -c \"select key, value from app_config order by key\" > config.tsv\n"
    "$ cat config.tsv\n"
    "cdn.base_url\thttps://cdn.velora.app\n"
    "feature.new_checkout\ttrue\n"
    "payments.api_secret\t{0}\n"
    "payments.mode\tlive\n"
    "search.index\tproducts_v7",
    "vpay_sk_" + r(30),
)

add(
    "csv/tenant_api_keys_report",
    """tenant_slug,plan,api_key,last_used_at
acme-co,starter,ak_****************Q8xd,2026-11-30T22:01:44Z
northwind-ltd,enterprise,{0},2026-12-01T07:55:10Z
globex,trial,ak_****************m2Lp,2026-11-02T13:20:00Z""",
    "ak_" + r(36),
)

add(
    "config/azure_appservice_advanced_edit",
    """[
  {
    "name": "ASPNETCORE_ENVIRONMENT",
    "value": "Production",
    "slotSetting": false
  },
  {
    "name": "Storage__AccountKey",
    "value": "{0}",
    "slotSetting": true
  },
  {
    "name": "WEBSITE_RUN_FROM_PACKAGE",
    "value": "1",
    "slotSetting": false
  }
]""",
    b64(64),
)

# ====================================================================== HAR and devtools

add(
    "har/request_header_x_api_key",
    """      "request": {
        "method": "GET",
        "url": "https://api.meridianmaps.io/v2/geocode?q=Rua%20Augusta%2012",
        "httpVersion": "h2",
        "headers": [
          { "name": "accept", "value": "application/json" },
          { "name": "x-api-key", "value": "{0}" },
          { "name": "x-request-id", "value": "{1}" }
        ],
        "queryString": [ { "name": "q", "value": "Rua Augusta 12" } ],""",
    "mm_" + r(32),
    uuid4(),
)

add(
    "har/post_data_urlencoded_password",
    """        "postData": {
          "mimeType": "application/x-www-form-urlencoded",
          "text": "username=j.okafor&password={0}&remember_me=1",
          "params": []
        },""",
    pw(),
)

add(
    "har/request_cookies_session",
    """        "cookies": [
          { "name": "_ga", "value": "GA1.1.1827364510.1764921000", "path": "/", "domain": ".orbitdesk.com" },
          { "name": "od_session", "value": "{0}", "path": "/", "domain": "app.orbitdesk.com", "httpOnly": true, "secure": true }
        ],""",
    b64url(32),
)

add(
    "har/query_string_access_token",
    """        "queryString": [
          { "name": "format", "value": "json" },
          { "name": "access_token", "value": "{0}" },
          { "name": "fields", "value": "id,name,updated_time" }
        ],""",
    "EAAG" + r(140),
)

add(
    "devtools/copy_as_fetch_bearer_jwt",
    """fetch("https://console.quillstack.dev/api/projects/prj_8842/members", {
  "headers": {
    "accept": "application/json, text/plain, */*",
    "accept-language": "en-GB,en;q=0.9",
    "authorization": "Bearer {0}",
    "sec-fetch-mode": "cors"
  },
  "referrer": "https://console.quillstack.dev/projects/prj_8842",
  "body": null,
  "method": "GET",
  "mode": "cors",
  "credentials": "include"
});""",
    jwt({"sub": "usr_20931", "org": "quillstack", "iat": 1764920000, "exp": 1764963200}),
)

add(
    "devtools/copy_as_curl_cookie_header",
    """curl 'https://dash.fernhollow.io/api/v1/invoices?page=2' \\
  -H 'accept: application/json' \\
  -H 'cookie: _ga=GA1.1.998877665.1764000000; theme=dark; fh_sess={0}' \\
  -H 'referer: https://dash.fernhollow.io/invoices' \\
  -H 'user-agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' \\
  --compressed""",
    r(48, HEX),
)

add(
    "devtools/copy_as_curl_cmd_caret",
    """curl ^"https://api.plumtree-crm.com/v1/contacts?limit=50^" ^
  -H ^"accept: */*^" ^
  -H ^"authorization: Token {0}^" ^
  -H ^"origin: https://app.plumtree-crm.com^" ^
  --compressed""",
    r(40, HEX),
)

add(
    "devtools/copy_as_powershell_cookie",
    """$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.UserAgent = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
$session.Cookies.Add((New-Object System.Net.Cookie("lang", "en", "/", "portal.kestrelhr.com")))
$session.Cookies.Add((New-Object System.Net.Cookie("KHRSESSID", "{0}", "/", "portal.kestrelhr.com")))
Invoke-WebRequest -UseBasicParsing -Uri "https://portal.kestrelhr.com/api/payslips" `
-WebSession $session `
-Headers @{
"accept"="application/json"
}""",
    r(32, LOWER_NUM),
)

add(
    "devtools/websocket_auth_frame",
    """Messages  wss://rt.lumenboard.app/socket
↑ {"op":"auth","token":"{0}","client":"web/4.12.0"}
↓ {"op":"auth_ok","conn_id":"{1}","heartbeat_ms":25000}
↑ {"op":"subscribe","channel":"board:7731"}
↓ {"op":"subscribed","channel":"board:7731"}""",
    "lbt_" + r(40),
    uuid4(),
)

# ====================================================================== email

add(
    "email/mime_temporary_password",
    """Return-Path: <no-reply@accounts.tessellate.io>
Received: from mta-07.tessellate.io (mta-07.tessellate.io [203.0.113.44])
Date: Thu, 04 Dec 2026 09:14:27 +0000
From: Tessellate Accounts <no-reply@accounts.tessellate.io>
To: r.mbeki@harrowfield.co.za
Subject: Your new administrator account
Message-ID: <{1}@accounts.tessellate.io>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Hello Rudo,

An administrator account has been created for you.

  Username: r.mbeki
  Temporary password: {0}

You will be asked to change it at first sign-in.""",
    hpw(),
    uuid4(),
)

add(
    "encoded/smtp_auth_plain_transcript",
    """$ openssl s_client -starttls smtp -connect smtp.relayhub.net:587 -crlf -quiet
250 SMTPUTF8
EHLO build01
250-smtp.relayhub.net
250-AUTH PLAIN LOGIN
250 8BITMIME
AUTH PLAIN {0}
235 2.7.0 Authentication successful""",
    base64.b64encode(("\0ci-notify@ostrava-labs.cz\0" + pw()).encode()).decode(),
)

add(
    "email/quoted_reply_chain_password",
    """On Tue, Dec 2, 2026 at 4:51 PM Ines Carvalho <ines@lisboa-ops.pt> wrote:
> Thanks! Which one is it?
>
> On Tue, Dec 2, 2026 at 4:40 PM Tomas Reyes <tomas@lisboa-ops.pt> wrote:
> > The shared NAS admin login is admin / {0}
> > please don't forward this.
>
Got it, I'm in. Deleting this thread now.""",
    hpw(),
)

add(
    "email/quoted_printable_portuguese_key",
    """Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

Ol=C3=A1 equipa,

a chave da API de produ=C3=A7=C3=A3o do parceiro de log=C3=ADstica =C3=A9:
{0}
Guardem-na no cofre e apaguem este email, por favor.

Obrigado,
Rui""",
    r(40),
)

add(
    "email/raw_headers_custom_api_key",
    """Delivered-To: support@quayline.dev
Received: by 2002:a05:6000:1a8:b0:38f:2a1c with SMTP id x8csp1120431wrq;
        Fri, 05 Dec 2026 03:22:10 -0800 (PST)
From: "Quayline Alerts" <alerts@quayline.dev>
Subject: [quayline] nightly export finished
X-Mailer: quayline-notifier/2.3.1
X-Quayline-Api-Key: {0}
X-Quayline-Job: export-nightly-20261205
Content-Type: text/plain; charset=us-ascii""",
    "ql_" + r(36, LOWER_NUM),
)

# ====================================================================== form bodies

add(
    "form/multipart_client_secret",
    """POST /oauth/token HTTP/1.1
Host: auth.verdantlabs.io
Content-Type: multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW

------WebKitFormBoundary7MA4YWxkTrZu0gW
Content-Disposition: form-data; name="grant_type"

client_credentials
------WebKitFormBoundary7MA4YWxkTrZu0gW
Content-Disposition: form-data; name="client_id"

svc-reporting
------WebKitFormBoundary7MA4YWxkTrZu0gW
Content-Disposition: form-data; name="client_secret"

{0}
------WebKitFormBoundary7MA4YWxkTrZu0gW--""",
    r(48, URLSAFE),
)

add(
    "form/urlencoded_client_credentials",
    """> POST /connect/token HTTP/1.1
> Host: identity.marlowbank.com
> Content-Type: application/x-www-form-urlencoded
> Content-Length: 139
>
grant_type=client_credentials&client_id=batch-settlement&client_secret={0}&scope=payments.read%20payments.write""",
    r(40),
)

add(
    "encoded/urlencoded_login_percent_password",
    """POST /login HTTP/1.1
Host: intranet.brackenridge.edu
Content-Type: application/x-www-form-urlencoded
Content-Length: 97

next=%2Fdashboard&username=l.haugen&password={0}&submit=Sign+in""",
    urllib.parse.quote(hpw() + " " + _rng.choice(WORDS), safe=""),
)

add(
    "form/curl_multipart_upload_token",
    """$ curl -F "file=@coverage.xml" -F "token={0}" -F "branch=main" -F "commit={1}" https://upload.covermark.io/v1/reports
{"status":"accepted","report":"rpt_88121"}""",
    "cvm_" + r(32),
    sha(),
)

# ====================================================================== XML, SOAP, WS-Security

add(
    "xml/wsse_password_text",
    """<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tem="http://tempuri.org/">
  <soapenv:Header>
    <wsse:Security soapenv:mustUnderstand="1" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
      <wsse:UsernameToken wsu:Id="UsernameToken-{1}" xmlns:wsu="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd">
        <wsse:Username>EDI_GATEWAY</wsse:Username>
        <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">{0}</wsse:Password>
      </wsse:UsernameToken>
    </wsse:Security>
  </soapenv:Header>
  <soapenv:Body>
    <tem:GetShipmentStatus><tem:Reference>SHP-2026-118842</tem:Reference></tem:GetShipmentStatus>
  </soapenv:Body>
</soapenv:Envelope>""",
    hpw(),
    r(32, UPPER_HEX),
)

add(
    "xml/soap_body_license_key",
    """<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/">
  <s:Body>
    <ValidateAddress xmlns="http://ws.postcheck.eu/2019/">
      <LicenseKey>{0}</LicenseKey>
      <Street>Karl-Marx-Allee 90</Street>
      <PostalCode>10243</PostalCode>
      <City>Berlin</City>
    </ValidateAddress>
  </s:Body>
</s:Envelope>""",
    "-".join([r(6, UPPER_NUM), r(6, UPPER_NUM), r(6, UPPER_NUM), r(6, UPPER_NUM), r(6, UPPER_NUM)]),
)

add(
    "xml/web_config_appsettings_secret",
    """<configuration>
  <appSettings>
    <add key="webpages:Version" value="3.0.0.0" />
    <add key="Payments:Provider" value="Tillpoint" />
    <add key="Payments:SecretKey" value="{0}" />
    <add key="Payments:Sandbox" value="false" />
  </appSettings>""",
    "tp_live_" + r(40),
)

add(
    "xml/tomcat_context_resource_password",
    """<Context>
    <Resource name="jdbc/ordersDS" auth="Container" type="javax.sql.DataSource"
              maxTotal="40" maxIdle="10" maxWaitMillis="10000"
              username="orders_app" password="{0}"
              driverClassName="org.postgresql.Driver"
              url="jdbc:postgresql://pg-orders.internal:5432/orders"/>
</Context>""",
    pw(),
)

add(
    "xml/android_strings_api_secret",
    """<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="app_name">Trailmate</string>
    <string name="default_map_style">outdoors-v12</string>
    <string name="weather_api_secret" translatable="false">{0}</string>
</resources>""",
    r(32, HEX),
)

add(
    "xml/info_plist_auth_token",
    """    <key>CFBundleShortVersionString</key>
    <string>3.8.1</string>
    <key>SentryAuthToken</key>
    <string>{0}</string>
    <key>UIRequiredDeviceCapabilities</key>
    <array>
        <string>arm64</string>
    </array>""",
    "sntryu_" + r(64, HEX),
)

# ====================================================================== TOML, INI, HCL, properties

add(
    "toml/streamlit_secrets_snowflake",
    """# .streamlit/secrets.toml
[connections.snowflake]
account = "xy12345.eu-central-1"
user = "STREAMLIT_APP"
password = "{0}"
warehouse = "ANALYTICS_WH"
database = "MARTS"
role = "REPORTER"
""",
    hpw(),
)

add(
    "private_key/toml_multiline_literal_pem",
    """[signing]
key_id = "release-2026"
algorithm = "ES256"
private_key = '''
-----BEGIN EC PRIVATE KEY-----
{0}
-----END EC PRIVATE KEY-----
'''""",
    pem_body(121),
)

add(
    "toml/netlify_context_environment",
    """[build]
  command = "npm run build"
  publish = "dist"

[context.production.environment]
  NODE_VERSION = "20"
  PUBLIC_SITE_URL = "https://www.ashgrove.studio"
  CMS_PREVIEW_SECRET = "{0}"
""",
    r(32, HEX),
)

add(
    "ini/odbc_ini_pwd",
    """[ReportingDSN]
Driver      = ODBC Driver 18 for SQL Server
Server      = tcp:sql-rpt-02.corp.local,1433
Database    = Reporting
UID         = rpt_reader
PWD         = {0}
Encrypt     = yes
TrustServerCertificate = no""",
    hpw(),
)

add(
    "ini/supervisord_environment",
    """[program:worker]
command=/srv/app/.venv/bin/celery -A app worker -l info
directory=/srv/app
user=app
autostart=true
environment=PYTHONUNBUFFERED="1",DJANGO_SETTINGS_MODULE="app.settings.prod",BROKER_PASSWORD="{0}",LOG_LEVEL="info"
stdout_logfile=/var/log/app/worker.log""",
    pw(),
)

add(
    "ini/git_config_http_extraheader",
    """[remote "origin"]
\turl = https://git.norrland-data.se/platform/ingest.git
\tfetch = +refs/heads/*:refs/remotes/origin/*
[http "https://git.norrland-data.se/"]
\textraheader = AUTHORIZATION: bearer {0}
[branch "main"]
\tremote = origin
\tmerge = refs/heads/main""",
    r(40, HEX),
)

add(
    "ini/alembic_sqlalchemy_url",
    """[alembic]
script_location = migrations
prepend_sys_path = .
sqlalchemy.url = postgresql+psycopg://migrator:{0}@pg-main.prod.internal:5432/ledger

[loggers]
keys = root,sqlalchemy,alembic""",
    pw(),
)

add(
    "hcl/nomad_template_heredoc_env",
    """    template {
      data        = <<EOH
DB_HOST=pg.service.consul
DB_USER=catalog
DB_PASSWORD={0}
CACHE_TTL=300
EOH
      destination = "secrets/app.env"
      env         = true
    }""",
    pw(),
)

add(
    "hcl/terraform_variable_default_password",
    """variable "grafana_admin_password" {
  description = "Initial admin password for the Grafana instance"
  type        = string
  sensitive   = true
  default     = "{0}"
}""",
    hpw(),
)

add(
    "hcl/consul_gossip_encrypt_key",
    """datacenter       = "fra1"
data_dir         = "/opt/consul"
server           = true
bootstrap_expect = 3
encrypt          = "{0}"
retry_join       = ["10.8.0.11", "10.8.0.12", "10.8.0.13"]
ui_config { enabled = true }""",
    b64(32),
)

add_split(
    "split/properties_line_continuation",
    r"""# src/main/resources/application-prod.properties
spring.datasource.url=jdbc:mysql://mysql-prod.internal:3306/shop?useSSL=true
spring.datasource.username=shop_app
spring.datasource.password={0}\
    {1}
spring.jpa.open-in-view=false""",
    r(11),
    r(11),
)

add(
    "properties/unicode_escaped_password",
    r"""# mail settings (native2ascii'd)
mail.smtp.host=mail.gartenbau-lehmann.de
mail.smtp.port=465
mail.smtp.user=shop@gartenbau-lehmann.de
mail.smtp.password={0}
mail.from.name=G\u00E4rtnerei Lehmann""",
    "Kr\\u00E4hen" + r(2, DIGITS) + "fu\\u00DF#" + r(5),
)

add(
    "properties/kafka_sasl_jaas_config",
    """bootstrap.servers=pkc-4n7de.eu-west-1.aws.confluent.cloud:9092
security.protocol=SASL_SSL
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{1}" password="{0}";
client.dns.lookup=use_all_dns_ips
session.timeout.ms=45000""",
    r(64, ALNUM + "+/"),
    r(16, UPPER_NUM),
)

add(
    "properties/colon_separator_gradle",
    """# ~/.gradle/gradle.properties
org.gradle.jvmargs : -Xmx3g -Dfile.encoding=UTF-8
artifactoryUser : ci-publisher
artifactoryPassword : {0}
android.useAndroidX : true""",
    "AKCp8" + r(68),
)

# ====================================================================== logs

add(
    "log/logfmt_auth_token",
    """ts=2026-12-05T10:41:07.332Z level=debug caller=client.go:118 msg="outbound request" method=POST url=https://api.parcelgrid.com/v2/labels auth_token={0} status=201 duration=184ms req_id={1}""",
    "pg_" + r(40, LOWER_NUM),
    uuid4(),
)

add(
    "log/logfmt_quoted_dsn",
    """time="2026-12-05T08:00:01Z" level=info msg="connecting to database" component=migrate dsn="postgres://flyway:{0}@10.20.4.7:5432/inventory?sslmode=require" attempt=1
time="2026-12-05T08:00:01Z" level=info msg="connected" component=migrate latency=41ms""",
    pw(),
)

add(
    "log/jsonl_upstream_headers",
    """{"ts":"2026-12-05T11:02:13.401Z","level":"info","msg":"request","method":"GET","path":"/v1/rates","status":200,"ms":32}
{"ts":"2026-12-05T11:02:13.455Z","level":"warn","msg":"upstream retry","upstream":"fx.quotient.io","headers":{"Accept":"application/json","X-Quotient-Key":"{0}"},"attempt":2}
{"ts":"2026-12-05T11:02:13.689Z","level":"info","msg":"request","method":"GET","path":"/v1/rates","status":200,"ms":287}""",
    r(32, HEX),
)

add(
    "log/syslog_rfc5424_sudo_mysqldump",
    """<86>1 2026-12-05T09:12:44.120Z db-backup-01 sudo - - -  deploy : TTY=pts/0 ; PWD=/home/deploy ; USER=root ; COMMAND=/usr/bin/mysqldump -u backup -p{0} --single-transaction shop
<86>1 2026-12-05T09:12:44.122Z db-backup-01 sudo - - -  pam_unix(sudo:session): session opened for user root(uid=0) by deploy(uid=1001)""",
    pw(),
)

add(
    "log/syslog_bsd_radius_shared_secret",
    """Dec  5 07:31:02 vpn-gw01 ocserv[2214]: main[j.nilsen]: 198.51.100.23:51814 user logged in
Dec  5 07:31:09 vpn-gw01 provisioner[3390]: DEBUG creating radius client nas=vpn-gw01 shared_secret={0}
Dec  5 07:31:09 vpn-gw01 provisioner[3390]: radius client vpn-gw01 created""",
    r(24),
)

add(
    "log/pino_request_body_password",
    """{"level":30,"time":1764925331000,"pid":41,"hostname":"api-7d9f","reqId":"req-1f","req":{"method":"POST","url":"/auth/login"},"body":{"email":"m.duarte@capybara.tech","password":"{0}"},"msg":"incoming request"}""",
    pw(),
)

# ====================================================================== protobuf text, gRPC

add(
    "proto/textproto_upstream_api_key",
    """# config/prod.textproto
server {
  port: 8443
  tls { cert_file: "/etc/tls/tls.crt" key_file: "/etc/tls/tls.key" }
}
upstream {
  name: "ledger"
  address: "ledger.prod.svc:9090"
  credentials {
    api_key: "{0}"
  }
}""",
    "lgr_" + r(40),
)

add(
    "grpc/grpcurl_verbose_metadata",
    """$ grpcurl -v -H "authorization: Bearer $TOKEN" -d '{"id":"ord_5521"}' orders.api.driftwood.io:443 orders.v1.Orders/GetOrder

Resolved method descriptor:
rpc GetOrder ( .orders.v1.GetOrderRequest ) returns ( .orders.v1.Order );

Request metadata to send:
authorization: Bearer {0}

Response headers received:
content-type: application/grpc
x-request-id: {1}""",
    jwt({"sub": "svc-orders-cli", "aud": "orders.api.driftwood.io", "exp": 1764990000}),
    uuid4(),
)

add(
    "grpc/go_outgoing_metadata_pairs",
    """ctx := metadata.AppendToOutgoingContext(context.Background(),
\t"x-tenant", "tn_4410",
\t"x-api-key", "{0}",
)
resp, err := client.ListShipments(ctx, &pb.ListShipmentsRequest{PageSize: 50})""",
    r(40),
)

add(
    "grpc/grpc_cli_metadata_flag",
    """$ grpc_cli call inventory.internal:50051 inventory.v2.Stock.Reserve "sku: 'TT-0912' qty: 3" --metadata "x-service-token:{0}" --channel_creds_type=ssl
connecting to inventory.internal:50051
reservation_id: "rsv_88213"
Rpc succeeded with OK status""",
    r(44, URLSAFE),
)

add(
    "encoded/textproto_hex_escaped_hmac_key",
    r"""# tokens.textproto (generated by keygen, checked in by mistake)
signer {
  key_id: 7
  algorithm: HMAC_SHA256
  key_bytes: "{0}"
}""",
    "".join(f"\\x{b:02x}" for b in _rng.randbytes(24)),
)

# ====================================================================== GraphQL

add(
    "graphql/variables_password",
    """mutation SignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) {
    token
    user { id name }
  }
}

Variables:
{
  "email": "qa.lead@brightloom.io",
  "password": "{0}"
}""",
    hpw(),
)

add(
    "graphql/inline_argument_api_key",
    """mutation {
  createIntegration(input: {
    provider: PAGERTREE
    name: "oncall-escalations"
    apiKey: "{0}"
  }) {
    integration { id status }
  }
}""",
    r(32, LOWER_NUM),
)

add(
    "graphql/hasura_admin_secret_headers",
    """QUERY
query { orders(limit: 5, order_by: {created_at: desc}) { id total status } }

REQUEST HEADERS
{
  "content-type": "application/json",
  "x-hasura-admin-secret": "{0}"
}""",
    b64url(24),
)

# ====================================================================== Redis, memcached

add(
    "redis/monitor_hset_refresh_token",
    """127.0.0.1:6379> MONITOR
OK
1764926400.118842 [0 10.0.3.14:52110] "GET" "rate:ip:203.0.113.9"
1764926400.120391 [0 10.0.3.14:52110] "HSET" "user:20931:oauth" "provider" "dropbox" "refresh_token" "{0}"
1764926400.120957 [0 10.0.3.14:52110] "EXPIRE" "user:20931:oauth" "2592000"
""",
    r(64, URLSAFE),
)

add(
    "redis/config_get_masterauth_passphrase",
    """127.0.0.1:6380> CONFIG GET masterauth
1) "masterauth"
2) "{0}"
127.0.0.1:6380> CONFIG GET maxmemory-policy
1) "maxmemory-policy"
2) "allkeys-lru"
""",
    passphrase(4, "-") + "-" + r(2, DIGITS),
)

add(
    "redis/ngrep_resp_auth",
    """$ sudo ngrep -d any -W byline port 6379
interface: any
filter: ( port 6379 ) and (ip || ip6)
####
T 10.0.5.21:40112 -> 10.0.5.9:6379 [AP] #4
*3.
$4.
AUTH.
$7.
sidekiq.
$24.
{0}.
#
T 10.0.5.9:6379 -> 10.0.5.21:40112 [AP] #5
+OK.""",
    r(24),
)

add(
    "memcached/php_serialized_oauth",
    """$ printf 'get oauth:u4471\\r\\n' | nc 127.0.0.1 11211
VALUE oauth:u4471 0 96
a:3:{s:8:"provider";s:6:"zoomly";s:12:"access_token";s:40:"{0}";s:7:"expires";i:1764999999;}
END""",
    r(40),
)

# ====================================================================== string literals

add(
    "code/python_fstring_literal_key",
    """resp = httpx.get(
    f"https://api.tidewell.io/v1/stations/{station_id}/readings?from={start:%Y-%m-%d}&key={0}",
    timeout=10,
)""",
    r(32),
)

add_split(
    "split/python_implicit_concat",
    """# split so the pre-commit hook doesn't flag it
MESSAGING_SIGNING_SECRET = (
    "{0}"
    "{1}"
)""",
    r(16, HEX),
    r(16, HEX),
)

add(
    "code/python_bytes_hmac_key",
    """import hmac, hashlib

WEBHOOK_KEY = b"{0}"

def verify(body: bytes, sig: str) -> bool:
    mac = hmac.new(WEBHOOK_KEY, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(mac, sig)""",
    r(40),
)

add(
    "code/python_raw_string_backslash_password",
    r"""conn = pyodbc.connect(
    r"DRIVER={ODBC Driver 18 for SQL Server};SERVER=sql-fin-01\FIN;DATABASE=Ledger;"
    r"UID=CORP\svc_ledger;PWD={0};Encrypt=yes"
)""",
    r(5) + "\\" + r(6) + "!" + r(3, DIGITS),
)

add(
    "code/js_template_literal_encode_uri",
    """const pool = new Pool({
  connectionString: `postgres://api_rw:${encodeURIComponent("{0}")}@db.hollowpine.internal:5432/api`,
  max: 20,
});""",
    hpw(),
)

add_split(
    "split/js_plus_concat",
    """// TODO(kai): move to env before release
const MAPS_KEY = "{0}" +
  "{1}";
export const mapsClient = new MapsClient({ key: MAPS_KEY });""",
    "mpk_" + r(16),
    r(20),
)

_attest = _rng.randbytes(32)
add(
    "code/c_uint8_array_key",
    """/* firmware/secrets.c: device attestation key (do not ship!) */
static const uint8_t kAttestKey[32] = {
    {0}
};""",
    ", ".join(f"0x{b:02x}" for b in _attest[:16])
    + ",\n    "
    + ", ".join(f"0x{b:02x}" for b in _attest[16:]),
)

add_split(
    "split/c_macro_continuation",
    r"""#define CLOUD_API_TOKEN "{0}" \
                        "{1}"
""",
    r(20),
    r(20),
)

add(
    "code/csharp_verbatim_connection_string",
    """private const string ConnectionString =
    @"Server=tcp:sql-crm.database.windows.net,1433;Initial Catalog=crm;User ID=crm_app;Password={0};Encrypt=True;Connection Timeout=30;";""",
    hpw(),
)

add(
    "code/go_backquote_json_config",
    """const defaultConfig = `{
  "endpoint": "https://api.sparrowmail.net/v3",
  "client_id": "go-mailer",
  "client_secret": "{0}",
  "timeout_ms": 5000
}`""",
    r(40, URLSAFE),
)

add(
    "code/rust_raw_string_json",
    """let body = r#"{"username":"ingest","api_token":"{0}","scopes":["write:events"]}"#;
let resp = client.post("https://events.keelhaul.dev/v1/batch").body(body).send().await?;""",
    "kh_" + r(40),
)

add(
    "code/kotlin_trim_margin_properties",
    '''val props = """
    |broker.url=ssl://mq.fjordline.no:61617
    |broker.user=booking-svc
    |broker.password={0}
    |broker.clientId=booking-svc-1
""".trimMargin()''',
    pw(),
)

add(
    "code/swift_multiline_yaml",
    '''let config = """
api_base: https://api.pebblepost.app
api_key: {0}
log_level: info
"""
let settings = try YAMLDecoder().decode(Settings.self, from: config)''',
    r(36),
)

add(
    "code/elixir_sigil_secret_key",
    """config :ledger, Ledger.Payments,
  provider: :paydock,
  secret_key: ~S"{0}",
  sandbox: false""",
    "pdk_live_" + r(32),
)

add(
    "code/ruby_squiggly_heredoc_storage",
    """File.write("config/storage.yml", <<~YAML)
  amazon:
    service: S3
    access_key_id: AKIA{1}
    secret_access_key: {0}
    region: eu-west-1
    bucket: harbor-uploads-prod
YAML""",
    r(40, ALNUM + "/+"),
    r(16, UPPER_NUM),
)

add(
    "code/php_nowdoc_env",
    """$env = <<<'ENV'
APP_ENV=production
APP_URL=https://shop.oliveira-moveis.com.br
PAGSEGURO_TOKEN={0}
MAIL_MAILER=smtp
ENV;
file_put_contents(__DIR__ . '/.env', $env);""",
    r(32, UPPER_HEX),
)

add(
    "code/java_text_block_payload",
    '''String payload = """
    {
      "merchantId": "M-20931",
      "apiSecret": "{0}",
      "currency": "EUR"
    }
    """;''',
    b64(30),
)

add(
    "code/powershell_securestring_plaintext",
    """$cred = New-Object System.Management.Automation.PSCredential(
    'CORP\\svc-backup',
    (ConvertTo-SecureString '{0}' -AsPlainText -Force)
)
Invoke-Command -ComputerName fs01 -Credential $cred -ScriptBlock { Get-PSDrive }""",
    hpw(),
)

add(
    "code/lua_long_bracket_hmac",
    """-- nginx/lua/auth.lua
local HMAC_SECRET = [[{0}]]
local function sign(payload)
  return ngx.encode_base64(ngx.hmac_sha1(HMAC_SECRET, payload))
end""",
    r(36),
)

add(
    "code/scala_s_interpolator_jdbc",
    """val jdbcUrl = s"jdbc:postgresql://$host:5432/warehouse?user=etl_loader&password={0}&ssl=true"
val df = spark.read.jdbc(jdbcUrl, "fact_orders", new java.util.Properties())""",
    pw(),
)

add(
    "code/perl_q_braces_password",
    """my $dbh = DBI->connect(
    "dbi:Pg:dbname=crm;host=pg-crm.local",
    'crm_batch',
    q{{0}},
    { RaiseError => 1, AutoCommit => 0 },
);""",
    hpw(),
)

# ====================================================================== seeds and fixtures

add(
    "fixture/vcr_cassette_unfiltered_bearer",
    """# spec/cassettes/shipping/create_label.yml
---
http_interactions:
- request:
    method: post
    uri: https://api.boxroute.com/v2/labels
    body:
      encoding: UTF-8
      string: '{"carrier":"dhl","service":"express"}'
    headers:
      Content-Type:
      - application/json
      Authorization:
      - Bearer {0}
  response:
    status:
      code: 201
      message: Created""",
    "br_live_" + r(40),
)

add(
    "fixture/django_fixture_gateway_secret",
    """[
  {
    "model": "billing.gatewayconfig",
    "pk": 1,
    "fields": {
      "name": "primary",
      "merchant_id": "MRC-554120",
      "secret_key": "{0}",
      "live": true
    }
  }
]""",
    r(48),
)

add(
    "fixture/rails_seeds_production_admin",
    """# db/seeds.rb (runs on first production deploy)
admin = User.find_or_initialize_by(email: "platform@kestrelworks.io")
admin.password = "{0}"
admin.role = :superadmin
admin.save!
puts "seeded admin #{admin.id}"
""",
    hpw(),
)

add(
    "fixture/prisma_seed_auth_token",
    """// prisma/seed.ts
await prisma.providerCredential.upsert({
  where: { provider: 'smsbeacon' },
  update: {},
  create: {
    provider: 'smsbeacon',
    accountSid: 'SB{1}',
    authToken: '{0}',
  },
});""",
    r(32, HEX),
    r(32, HEX),
)

# ====================================================================== prose

add(
    "prose/code_review_committed_push_key",
    """**src/notifications/push.ts** line 14

> `const PUSH_SERVER_KEY = '{0}';`

This is the production push key, it shouldn't be in the repo. Please move it to `process.env.PUSH_SERVER_KEY`, and we'll need to rotate it since it's now in the history. Requesting changes.""",
    r(40, URLSAFE),
)

add(
    "prose/github_issue_repro_token",
    """### Steps to reproduce

1. `pip install tidewell-sdk==2.4.0`
2. `export TIDEWELL_TOKEN={0}`
3. run `python -m tidewell.cli stations list`

### Expected
A list of stations.

### Actual
`TypeError: 'NoneType' object is not subscriptable` (full traceback below)""",
    "tw_pat_" + r(36),
)

add(
    "prose/jira_handover_restic_passphrase",
    """OPS-2291 Handover: backup encryption
Assignee: Marta Kowalczyk  Priority: High
Description:
Restic repo is s3:s3.eu-central-1.amazonaws.com/acme-backups/restic. The repository passphrase is "{0}" (same one as in the old runbook). Snapshots run nightly at 02:00 UTC from backup-01.""",
    passphrase(5),
)

add(
    "prose/gitlab_mr_thread_smtp_password",
    """Jonas Weber @jweber · 2 hours ago
@amira you committed the real SMTP password in config/mail.yml (`password: {0}`). Can you revert that commit and force-push before merge?

Amira Haddad @ahaddad · 1 hour ago
Ugh, sorry, fixing now.""",
    hpw(),
)

add(
    "prose/code_review_suggestion_webhook_url_secret",
    """> **Reviewer** on `deploy/notify.sh` L9
> ```
> curl -X POST -H "X-Signature-Secret: {0}" https://hooks.ourteam.chat/notify
> ```
> Don't inline the signing secret here; CI logs echo this line. Use `$NOTIFY_SECRET` from the CI variables instead.""",
    r(32, HEX),
)


# ====================================================================== LOOK-ALIKES

la(
    """INSERT INTO public.api_clients (id, tenant_id, name, key_prefix, key_last4, created_at, revoked) VALUES
  (1188, 'a7f0c2', 'billing-sync', 'lk_live_', 'Q8xd', '2026-09-14 08:12:44+00', false);"""
)

la(
    "COPY public.audit_events (id, actor_id, action, request_id, created_at) FROM stdin;\n"
    "88121\t9182\ttoken.revoked\t{0}\t2026-12-01 10:02:11+00\n"
    "88122\t9182\ttoken.created\t{1}\t2026-12-01 10:02:12+00\n"
    "\\.\n",
    uuid4(),
    uuid4(),
)

la(
    """INSERT INTO `core_settings` VALUES (1,'site_name','Harbor Freight Portal'),(2,'smtp_host','smtp.eu.mailrelay.net'),(3,'smtp_password_ref','vault:kv/mail/smtp#password'),(4,'smtp_port','587');"""
)

la(
    """sqlite> .dump integrations
CREATE TABLE integrations (name TEXT PRIMARY KEY, base_url TEXT, secret TEXT);
INSERT INTO integrations VALUES('ledgerly','https://api.ledgerly.io/v3',NULL);
-- secret column is filled at runtime from LEDGERLY_SECRET"""
)

la(
    """-- queries/reset_password.sql (parameters bound by the driver)
UPDATE staff SET password_hash = crypt($1, gen_salt('bf', 10)), must_change = true WHERE email = $2;"""
)

la(
    """\\set erp_pw `cat /run/secrets/erp_reader`
CREATE USER MAPPING FOR analytics SERVER legacy_erp OPTIONS (user 'erp_reader', password :'erp_pw');"""
)

la(
    """CREATE USER IF NOT EXISTS grafana_ro IDENTIFIED WITH ssl_certificate CN 'grafana-ro.monitoring.svc' HOST IP '10.12.0.0/16';
GRANT SELECT ON metrics.* TO grafana_ro;"""
)

la(
    """SELECT installed_rank, version, description, checksum, success FROM flyway_schema_history ORDER BY installed_rank DESC LIMIT 3;
 installed_rank | version |        description         |  checksum   | success
----------------+---------+----------------------------+-------------+---------
             42 | 42      | add webhook signing column | -1183449217 | t
             41 | 41      | api client key prefix      |   771209934 | t
             40 | 40      | drop legacy tokens         |  2038401761 | t"""
)

la(
    """-- db/seed/002_webhooks.sql
INSERT INTO webhook_endpoints (id, url, events, signing_secret, active) VALUES
  ('{0}', 'https://hooks.tallyworks.dev/ingest', '{invoice.paid}', NULL, false);
-- signing_secret is generated by the app on first activation""",
    uuid4(),
)

la(
    """name,url,username,password,note
Staging Jenkins,https://ci.staging.moravia.tech,deploy-bot,••••••••,see 1Password vault Infra"""
)

la(
    "key\tvalue\n"
    "cdn.base_url\thttps://cdn.velora.app\n"
    "payments.api_secret_ref\tsm://projects/velora-prod/secrets/payments-api-secret/versions/latest\n"
    "payments.mode\tlive\n"
    "search.index\tproducts_v7"
)

la(
    """tenant_slug,plan,key_id,key_hint,created_by
acme-co,starter,{0},ak_…Q8xd,ops@velora.app
northwind-ltd,enterprise,{1},ak_…m2Lp,ops@velora.app""",
    uuid4(),
    uuid4(),
)

la(
    """[
  {
    "name": "Storage__AccountKey",
    "value": "@Microsoft.KeyVault(SecretUri=https://kv-prod-weu.vault.azure.net/secrets/StorageAccountKey/)",
    "slotSetting": true
  },
  {
    "name": "WEBSITE_RUN_FROM_PACKAGE",
    "value": "1",
    "slotSetting": false
  }
]"""
)

la(
    """        "headers": [
          { "name": "accept", "value": "application/json" },
          { "name": "if-none-match", "value": "W/\\"{0}\\"" },
          { "name": "x-request-id", "value": "{1}" }
        ],""",
    r(27, LOWER_NUM),
    uuid4(),
)

la(
    """        "postData": {
          "mimeType": "application/x-www-form-urlencoded",
          "text": "username=j.okafor&password=[redacted by HAR sanitizer]&remember_me=1"
        },"""
)

la(
    """        "cookies": [
          { "name": "_ga", "value": "GA1.1.1827364510.1764921000", "path": "/", "domain": ".orbitdesk.com" },
          { "name": "cookie_consent", "value": "essential", "path": "/", "domain": ".orbitdesk.com" },
          { "name": "theme", "value": "dark", "path": "/", "domain": "app.orbitdesk.com" }
        ],"""
)

la(
    """        "queryString": [
          { "name": "limit", "value": "50" },
          { "name": "after", "value": "{0}" }
        ],""",
    base64.b64encode(b"cursor:offset=150").decode(),
)

la(
    """fetch("https://console.quillstack.dev/api/projects/prj_8842/members", {
  "headers": {
    "accept": "application/json, text/plain, */*",
    "x-client-version": "web@4.12.0+{0}",
    "x-request-id": "{1}"
  },
  "body": null,
  "method": "GET",
  "credentials": "include"
});""",
    r(7, HEX),
    uuid4(),
)

la(
    """curl 'https://dash.fernhollow.io/api/v1/invoices?page=2' \\
  -H 'accept: application/json' \\
  -H 'cookie: cookie_consent=essential; theme=dark; lang=pt-PT' \\
  --compressed"""
)

la(
    """curl ^"https://api.plumtree-crm.com/v1/contacts?limit=50^" ^
  -H ^"accept: */*^" ^
  -H ^"authorization: Token %PLUMTREE_TOKEN%^" ^
  --compressed"""
)

la(
    """$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession
$session.Cookies.Add((New-Object System.Net.Cookie("lang", "en", "/", "portal.kestrelhr.com")))
$session.Cookies.Add((New-Object System.Net.Cookie("tz", "Europe/Oslo", "/", "portal.kestrelhr.com")))
Invoke-WebRequest -UseBasicParsing -Uri "https://portal.kestrelhr.com/api/holidays" -WebSession $session"""
)

la(
    """Messages  wss://rt.lumenboard.app/socket
↑ {"op":"ping","seq":118}
↓ {"op":"pong","seq":118}
↓ {"op":"event","channel":"board:7731","msg_id":"{0}","type":"card.moved"}""",
    uuid4(),
)

la(
    """DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=tessellate.io; s=mta2026;
 t=1764839667; bh={0};
 h=From:To:Subject:Date:Message-ID;
 b={1}
Authentication-Results: mx.harrowfield.co.za; dkim=pass header.d=tessellate.io; spf=pass smtp.mailfrom=accounts.tessellate.io""",
    b64(32),
    b64(128),
)

la(
    """Subject: Reset your Tessellate password
Content-Type: text/plain; charset=UTF-8

Someone asked to reset the password for r.mbeki. If that was you, open
https://accounts.tessellate.io/reset and follow the steps. The link on that page expires in 30 minutes.
If it wasn't you, you can ignore this email."""
)

la(
    """250-AUTH PLAIN LOGIN
AUTH LOGIN
334 VXNlcm5hbWU6
[username omitted]
334 UGFzc3dvcmQ6
[password omitted]
235 2.7.0 Authentication successful"""
)

la(
    """> > Where's the NAS admin login?
> It's in 1Password, vault "Lisbon office", item "NAS admin". Please don't paste it in email.
Thanks, found it."""
)

la(
    """Content-Transfer-Encoding: quoted-printable

Ol=C3=A1 equipa,

a chave da API de produ=C3=A7=C3=A3o est=C3=A1 no cofre (item "parceiro-logist=
ica-prod"). N=C3=A3o a colem em emails nem no chat.

Obrigado,
Rui"""
)

la(
    """Received: by 2002:a05:6000:1a8:b0:38f:2a1c with SMTP id x8csp1120431wrq;
X-Google-Smtp-Source: {0}
X-Received: by 2002:a17:907:3f9b:b0:aa6:8c1f with SMTP id hr27mr3121154ejc.12.1764933730571;
Message-ID: <{1}@mail.quayline.dev>
X-Quayline-Job: export-nightly-20261205""",
    "AGHT+I" + r(70, ALNUM + "+/") + "=",
    uuid4(),
)

la(
    """Content-Type: multipart/form-data; boundary=----WebKitFormBoundary{0}

------WebKitFormBoundary{0}
Content-Disposition: form-data; name="invoice"; filename="INV-2026-0412.pdf"
Content-Type: application/pdf

(binary)
------WebKitFormBoundary{0}
Content-Disposition: form-data; name="note"

Q4 invoice, paid by transfer
------WebKitFormBoundary{0}--""",
    r(16),
)

la(
    """> POST /connect/token HTTP/1.1
> Host: identity.marlowbank.com
> Authorization: Basic [REDACTED]
> Content-Type: application/x-www-form-urlencoded
>
grant_type=client_credentials&scope=payments.read%20payments.write"""
)

la(
    """GET /search?q=password+reset+policy&lang=en&page=2&sort=relevance HTTP/1.1
Host: intranet.brackenridge.edu"""
)

la(
    """$ curl -F "file=@coverage.xml" -F "token=$COVERMARK_TOKEN" -F "branch=main" -F "commit={0}" https://upload.covermark.io/v1/reports
{"status":"accepted","report":"rpt_88122"}""",
    sha(),
)

la(
    """<wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
  <wsse:BinarySecurityToken EncodingType="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary" ValueType="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3" wsu:Id="X509-{1}">{0}</wsse:BinarySecurityToken>
</wsse:Security>""",
    b64(240),
    r(32, UPPER_HEX),
)

la(
    """<ValidateAddress xmlns="http://ws.postcheck.eu/2019/">
  <LicenseKey>${#Project#postcheckLicenseKey}</LicenseKey>
  <Street>Karl-Marx-Allee 90</Street>
  <PostalCode>10243</PostalCode>
</ValidateAddress>"""
)

la(
    """<appSettings>
    <add key="Payments:Provider" value="Tillpoint" />
    <add key="Payments:SecretKey" value="#{PaymentsSecretKey}#" />
    <add key="Payments:Sandbox" value="false" />
</appSettings>"""
)

la(
    """<Resource name="jdbc/ordersDS" auth="Container" type="javax.sql.DataSource"
          username="${db.user}" password="${db.password}"
          url="jdbc:postgresql://pg-orders.internal:5432/orders"/>"""
)

la(
    """<resources>
    <string name="app_name">Trailmate</string>
    <string name="default_web_client_id" translatable="false">{0}-{1}.apps.googleusercontent.com</string>
    <string name="gcm_defaultSenderId" translatable="false">{0}</string>
</resources>""",
    r(12, DIGITS),
    r(32, LOWER_NUM),
)

la(
    """    <key>SentryAuthToken</key>
    <string>$(SENTRY_AUTH_TOKEN)</string>
    <key>CFBundleIdentifier</key>
    <string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>"""
)

la(
    """<ds:SignedInfo>
  <ds:Reference URI="#_{0}">
    <ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>
    <ds:DigestValue>{1}</ds:DigestValue>
  </ds:Reference>
</ds:SignedInfo>
<ds:SignatureValue>{2}</ds:SignatureValue>""",
    r(40, HEX),
    b64(32),
    b64(256),
)

la(
    """# .streamlit/secrets.toml.example  (copy to secrets.toml and fill in; never commit the real one)
[connections.snowflake]
account = "<account-locator>"
user = "<user>"
password = "<your-password>\""""
)

la(
    """[verification]
key_id = "release-2026"
public_key = '''
-----BEGIN PUBLIC KEY-----
{0}
-----END PUBLIC KEY-----
'''""",
    pem_body(91),
)

la(
    """[[package]]
name = "serde"
version = "1.0.215"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "{0}"
dependencies = [
 "serde_derive",
]""",
    r(64, HEX),
)

la(
    """[context.production.environment]
  NODE_VERSION = "20"
  PUBLIC_SITE_URL = "https://www.ashgrove.studio"
  # CMS_PREVIEW_SECRET is set in the Netlify UI (Site settings > Environment variables)"""
)

la(
    """[ReportingDSN]
Driver         = ODBC Driver 18 for SQL Server
Server         = tcp:sql-rpt-02.corp.local,1433
Database       = Reporting
Authentication = ActiveDirectoryMsi
Encrypt        = yes"""
)

la(
    """[program:worker]
command=/srv/app/.venv/bin/celery -A app worker -l info
environment=DJANGO_SETTINGS_MODULE="app.settings.prod",BROKER_PASSWORD="%(ENV_BROKER_PASSWORD)s"
stdout_logfile=/var/log/app/worker.log"""
)

la(
    """[credential "https://git.norrland-data.se"]
\thelper = manager
\tusername = svc-ingest
[http]
\tsslCAInfo = /etc/ssl/certs/norrland-root.pem"""
)

la(
    """[alembic]
script_location = migrations
# the default template value, overridden by env.py from DATABASE_URL:
sqlalchemy.url = driver://user:pass@localhost/dbname"""
)

la(
    """    template {
      data        = <<EOH
{{ with secret "database/creds/catalog" }}
DB_USER={{ .Data.username }}
DB_PASSWORD={{ .Data.password }}
{{ end }}
EOH
      destination = "secrets/app.env"
      env         = true
    }"""
)

la(
    """variable "grafana_admin_password" {
  description = "Initial admin password; pass with TF_VAR_grafana_admin_password"
  type        = string
  sensitive   = true
  validation {
    condition     = length(var.grafana_admin_password) >= 16
    error_message = "Use at least 16 characters."
  }
}"""
)

la(
    """provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.80.0"
  constraints = "~> 5.0"
  hashes = [
    "h1:{0}",
    "zh:{1}",
  ]
}""",
    b64(32),
    r(64, HEX),
)

la(
    r"""# application.properties
cluster.seed.hosts=node-a.internal:9300,\
    node-b.internal:9300,\
    node-c.internal:9300
spring.datasource.password=${DB_PASSWORD}"""
)

la(
    r"""greeting.de=Gr\u00FC\u00DF Gott, {name}!
farewell.de=Auf Wiedersehen und sch\u00F6nen Tag
button.save.fr=Enregistrer les modifications"""
)

la(
    """sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${file:/etc/kafka/secrets.properties:user}" password="${file:/etc/kafka/secrets.properties:password}";
config.providers=file
config.providers.file.class=org.apache.kafka.common.config.provider.FileConfigProvider"""
)

la(
    """# gradle.properties
org.gradle.caching=true
signing.keyId=24875D73
signing.secretKeyRingFile=/home/ci/.gnupg/secring.gpg
version=3.8.1"""
)

la(
    """ts=2026-12-05T10:41:07.332Z level=debug msg="outbound request" method=POST url=https://api.parcelgrid.com/v2/labels auth=redacted status=201 trace_id={0} span_id={1}""",
    r(32, HEX),
    r(16, HEX),
)

la(
    """time="2026-12-05T08:00:01Z" level=info msg="connecting to database" dsn="postgres://flyway:***@10.20.4.7:5432/inventory?sslmode=require" attempt=1"""
)

la(
    """{"ts":"2026-12-05T11:02:13.455Z","level":"warn","msg":"upstream retry","headers":{"Accept":"application/json","X-Request-Id":"{0}","traceparent":"00-{1}-{2}-01"},"attempt":2}""",
    uuid4(),
    r(32, HEX),
    r(16, HEX),
)

la(
    """<86>1 2026-12-05T09:12:44.120Z db-backup-01 sudo - - -  deploy : TTY=pts/0 ; PWD=/home/deploy ; USER=root ; COMMAND=/usr/bin/mysqldump --defaults-extra-file=/etc/mysql/backup.cnf --single-transaction shop"""
)

la(
    """Dec  5 03:00:01 vpn-gw01 CRON[4411]: (root) CMD (/usr/local/bin/rotate-radius-logs --keep 14)
Dec  5 07:31:09 vpn-gw01 provisioner[3390]: radius client vpn-gw01 loaded shared secret from /etc/raddb/clients.d/vpn-gw01.conf"""
)

la(
    """{"level":30,"time":1764925331000,"reqId":"req-1f","req":{"method":"POST","url":"/auth/login"},"body":{"email":"m.duarte@capybara.tech","password":"[Redacted]"},"msg":"incoming request"}"""
)

la(
    """upstream {
  name: "ledger"
  address: "ledger.prod.svc:9090"
  credentials {
    api_key_env: "LEDGER_API_KEY"
  }
  request_id_header: "x-request-id"
}"""
)

la(
    """Response headers received:
content-type: application/grpc
grpc-accept-encoding: gzip
x-request-id: {0}

Response trailers received:
grpc-trace-bin: {1}
Sent 1 request and received 1 response""",
    uuid4(),
    b64(29),
)

la(
    """ctx := metadata.AppendToOutgoingContext(context.Background(),
\t"x-tenant", "tn_4410",
\t"x-api-key", os.Getenv("SHIPMENTS_API_KEY"),
)"""
)

la(
    """artifact {
  name: "libkeel-1.2.3.tar.gz"
  sha256: "{0}"
  size_bytes: 1048211
}""",
    r(64, HEX),
)

la(
    """Variables:
{
  "email": "{{ _.qa_email }}",
  "password": "{{ _.qa_password }}"
}"""
)

la(
    """{"operationName":"GetOrders","variables":{"first":20},"extensions":{"persistedQuery":{"version":1,"sha256Hash":"{0}"}}}""",
    r(64, HEX),
)

la(
    """1764926400.118842 [0 10.0.3.14:52110] "GET" "rate:ip:203.0.113.9"
1764926400.119001 [0 10.0.3.14:52110] "SET" "lock:job:reindex" "{0}" "NX" "PX" "30000"
1764926400.120957 [0 10.0.3.14:52110] "INCR" "stats:logins:20261205\"""",
    uuid4(),
)

la(
    """127.0.0.1:6379> INFO server
# Server
redis_version:7.4.1
redis_git_sha1:00000000
redis_mode:standalone
run_id:{0}
tcp_port:6379
uptime_in_days:41""",
    sha(),
)

la(
    """$ printf 'get prefs:u4471\\r\\n' | nc 127.0.0.1 11211
VALUE prefs:u4471 0 51
a:2:{s:6:"locale";s:5:"pt_BR";s:5:"theme";s:4:"dark";}
END"""
)

la(
    """resp = httpx.get(
    f"https://api.tidewell.io/v1/stations/{station_id}/readings?key={os.environ['TIDEWELL_KEY']}",
    timeout=10,
)"""
)

la(
    r"""PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
GIF_MAGIC = b"GIF89a"
ZIP_MAGIC = b"PK\x03\x04"
"""
)

la(
    r"""DOMAIN_USER = re.compile(r"^(?P<domain>[A-Z0-9-]+)\\(?P<user>[\w.-]+)$")"""
)

la(
    """const pool = new Pool({
  connectionString: `postgres://api_rw:${encodeURIComponent(process.env.DB_PASSWORD ?? "")}@db.hollowpine.internal:5432/api`,
});"""
)

la(
    """const tilesUrl = "https://" + MAP_HOST +
  "/v2/tiles/{z}/{x}/{y}.png";"""
)

la(
    """/* PNG signature, and the public release-verification key (Ed25519) */
static const uint8_t kPngSig[8] = { 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a };
static const char kReleasePubKeyB64[] = "{0}";""",
    b64(32),
)

la(
    r"""#define USER_AGENT "keelhaul-fw/" FW_VERSION \
                   " (esp32; rev " HW_REV ")"
"""
)

la(
    """private const string ConnectionString =
    @"Server=tcp:sql-crm.database.windows.net,1433;Initial Catalog=crm;Authentication=Active Directory Default;Encrypt=True;";
private const string ExportDir = @"C:\\Exports\\crm\\";"""
)

la(
    """const defaultConfig = `{
  "endpoint": "https://api.sparrowmail.net/v3",
  "client_id": "go-mailer",
  "timeout_ms": 5000
}` // client_secret comes from SPARROW_CLIENT_SECRET"""
)

la(
    """let schema = r#"{"type":"object","required":["username","api_token"],"properties":{"api_token":{"type":"string","minLength":32}}}"#;"""
)

la(
    '''val props = """
    |broker.url=ssl://mq.fjordline.no:61617
    |broker.user=booking-svc
    |broker.password=${System.getenv("BROKER_PASSWORD")}
""".trimMargin()'''
)

la(
    r'''let config = """
api_base: https://api.pebblepost.app
api_key: \(ProcessInfo.processInfo.environment["PEBBLE_API_KEY"] ?? "")
log_level: info
"""'''
)

la(
    """config :ledger, Ledger.Payments,
  provider: :paydock,
  secret_key: System.fetch_env!("PAYDOCK_SECRET_KEY"),
  reference_format: ~r/^PD-[0-9]{8}$/"""
)

la(
    """amazon:
  service: S3
  access_key_id: <%= Rails.application.credentials.dig(:aws, :access_key_id) %>
  secret_access_key: <%= Rails.application.credentials.dig(:aws, :secret_access_key) %>
  region: eu-west-1"""
)

la(
    """$example = <<<'ENV'
APP_ENV=production
PAGSEGURO_TOKEN=
# ^ fill in from the PagSeguro dashboard; never commit the real value
ENV;
file_put_contents(__DIR__ . '/.env.example', $example);"""
)

la(
    '''String payload = """
    {
      "merchantId": "%s",
      "apiSecret": "%s"
    }
    """.formatted(merchantId, System.getenv("MERCHANT_API_SECRET"));'''
)

la(
    """$cred = Get-Secret -Name BackupSvc -Vault CorpVault
Invoke-Command -ComputerName fs01 -Credential $cred -ScriptBlock { Get-PSDrive }"""
)

la(
    """val jdbcUrl = s"jdbc:postgresql://$host:5432/warehouse?user=etl_loader&password=${sys.env("ETL_PASSWORD")}&ssl=true\""""
)

la(
    """my $dbh = DBI->connect("dbi:Pg:dbname=crm;host=pg-crm.local", 'crm_batch', $ENV{CRM_DB_PASS},
    { RaiseError => 1 });"""
)

la(
    """    headers:
      Content-Type:
      - application/json
      Authorization:
      - Bearer <BOXROUTE_TOKEN>
      X-Request-Id:
      - {0}""",
    uuid4(),
)

la(
    """[
  {
    "model": "billing.gatewayconfig",
    "pk": 1,
    "fields": {"name": "primary", "merchant_id": "MRC-554120", "secret_key_env": "BILLING_SECRET_KEY", "live": false}
  }
]"""
)

la(
    """admin = User.find_or_initialize_by(email: "platform@kestrelworks.io")
admin.password = ENV.fetch("SEED_ADMIN_PASSWORD") { SecureRandom.base58(24) }
admin.save!"""
)

la(
    """  create: {
    provider: 'smsbeacon',
    accountSid: 'SB{0}',
    authToken: process.env.SMSBEACON_AUTH_TOKEN!,
  },""",
    r(32, HEX),
)

la(
    """**src/notifications/push.ts** line 14

Nit: let's read the push key from `process.env.PUSH_SERVER_KEY` instead of the config module, so local runs don't need the vault. The value itself is fine where it is (Doppler)."""
)

la(
    """2. `export TIDEWELL_TOKEN=tw_pat_…` (redacted, I rotated it anyway)
3. run `python -m tidewell.cli stations list`"""
)

la(
    """OPS-2292 Handover: backup encryption
The restic passphrase lives in 1Password item "restic-prod" (vault Ops). Do not paste it into tickets; ask Marta for access."""
)

la(
    """Jonas Weber @jweber · 2 hours ago
LGTM now. The SMTP password comes from Vault (secret/data/mail/smtp) and the old one was rotated this morning."""
)

la(
    """Content-Security-Policy: default-src 'self'; script-src 'self' 'nonce-{0}'; object-src 'none'
ETag: "{1}"
X-Request-Id: {2}""",
    b64(16),
    r(32, HEX),
    uuid4(),
)

la(
    """    "node_modules/zod": {
      "version": "3.23.8",
      "resolved": "https://registry.npmjs.org/zod/-/zod-3.23.8.tgz",
      "integrity": "sha512-{0}",
      "license": "MIT"
    },""",
    b64(64),
)

la(
    """image: ghcr.io/keelhaul/ingest@sha256:{0}
# built from commit {1}""",
    r(64, HEX),
    sha(),
)

la(
    """-- example row from the docs (not a real key):
INSERT INTO api_clients (name, api_key) VALUES ('demo', 'lk_test_EXAMPLE_KEY_DO_NOT_USE');"""
)
