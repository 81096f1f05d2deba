# ruff: noqa: E501
"""Held-out batch 1: written before any rule change for it (classes from the issue)."""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(1_2026_12_03)
ALNUM = string.ascii_letters + string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
UPPER = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def b64(n_bytes: int) -> str:
    return base64.b64encode(_rng.randbytes(n_bytes)).decode()


def b64url(n_bytes: int) -> str:
    return base64.urlsafe_b64encode(_rng.randbytes(n_bytes)).rstrip(b"=").decode()


def pw() -> str:
    return (
        r(5, string.ascii_lowercase)
        + r(1, string.ascii_uppercase)
        + r(3, string.digits)
        + _rng.choice("!#%@^*")
        + r(3)
    )


_WORDS = [
    "orbit",
    "velvet",
    "canyon",
    "lemon",
    "ticket",
    "gravity",
    "humble",
    "cousin",
    "shadow",
    "ripple",
    "marble",
    "anchor",
    "pencil",
    "frozen",
    "galaxy",
    "timber",
    "wisdom",
    "drift",
    "copper",
    "ladder",
    "meadow",
    "puzzle",
    "salmon",
    "thunder",
    "violin",
    "window",
    "bridge",
    "castle",
    "dolphin",
    "ember",
    "fabric",
    "glove",
    "harbor",
    "island",
    "jungle",
    "kettle",
]


def seed(n: int) -> str:
    return " ".join(_rng.choice(_WORDS) for _ in range(n))


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []


def add(kind: str, template: str, *values: str) -> None:
    text = template.format(*values)
    SECRETS.append((kind, text, values[0] if len(values) == 1 else tuple(values)))


# --- tokens of unnamed vendors, as a bare positional argument -------------------------
add("positional/vendorctl-login", "$ vendorctl auth login {0}\nLogged in as ci-bot", r(40))
add("positional/acme-token", "acme-cli login acm_{0} --region eu", r(32))
add("positional/bunny-auth", "bunnycdn auth {0}", r(36, LOWER_NUM + "-"))
add("positional/fastly-profile", "fastly profile create ci {0} --default", r(32, URLSAFE))
add(
    "positional/rclone-obscure",
    "rclone config create r2 s3 provider Cloudflare access_key_id {0} secret_access_key {1}",
    r(32, HEX),
    r(64, HEX),
)

# --- prose --------------------------------------------------------------------------
add("prose/the-key-is", "ok so the key is {0} — put it in the vault later", r(32))
add("prose/vercel-token", "Here's my API token for Vercel: {0}", r(24))
add("prose/new-signing-secret", "I rotated the signing secret, new one: {0}", r(40, URLSAFE))
add("prose/access-code", "use this access code {0} when the portal asks", r(20, UPPER))
add("prose/pass-for-staging", "Credentials for staging — user deploy, pass {0}", pw())

# --- headers of unknown schemes -----------------------------------------------------
add("header/custom-scheme", "Authorization: Custom {0}", r(48, URLSAFE))
add("header/zoho", "Authorization: Zoho-oauthtoken 1000.{0}", r(32, HEX) + "." + r(32, HEX))
add("header/x-auth-signature", "X-Auth-Signature: {0}", r(64, HEX))
add(
    "header/curl-vendor-token",
    "curl -s -H 'X-Vendor-Token: {0}' https://api.vendor.io/v2/items",
    r(40),
)
add("header/private-token", "PRIVATE-TOKEN: {0}", r(26, URLSAFE))
add(
    "header/x-apikey-json",
    '{{"headers": {{"x-apikey": "{0}", "accept": "application/json"}}}}',
    r(36),
)

# --- query strings ------------------------------------------------------------------
add(
    "query/oauth-code",
    "redirected to https://app.example.com/callback?code={0}&state=af0ifjsldkj",
    r(43, URLSAFE),
)
add("query/sig", "GET /download?file=report.zip&sig={0}&exp=1767225600 200", b64url(32))
add(
    "query/gcs-signed",
    "https://storage.googleapis.com/bkt/o.bin?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Date=20261203T101010Z&X-Goog-Expires=900&X-Goog-Signature={0}",
    r(256, HEX),
)
add(
    "query/cdn-token",
    "the player loads https://cdn.example.net/v/4412.mp4?token={0}&expires=1767225600",
    r(40, URLSAFE),
)
add(
    "query/wss-ticket",
    "ws = new WebSocket('wss://rt.example.io/socket?ticket={0}')",
    r(32, URLSAFE),
)

# --- passwords through command-line tools' own flags --------------------------------
add("cli/mosquitto-P", "mosquitto_pub -h broker.local -u iot -P {0} -t sensors/t -m 21", pw())
add("cli/sqlcmd-P", 'sqlcmd -S db01 -U sa -P {0} -Q "select @@version"', pw())
add("cli/ldapsearch-w", "ldapsearch -x -D cn=admin,dc=ex,dc=org -w {0} -b dc=ex,dc=org", pw())
add("cli/lftp-u", "lftp -u backup,{0} sftp://files.example.com", pw())
add(
    "cli/az-account-key",
    "az storage blob upload --account-name acct --account-key {0} -f a.tgz -c c",
    b64(64),
)
add(
    "cli/msdeploy-p",
    "msbuild Web.csproj /p:DeployOnBuild=true /p:UserName=$deploy /p:Password={0}",
    pw(),
)
add("cli/net-use", "net use Z: \\\\fs01\\share {0} /user:CORP\\ops", pw())
add("cli/psexec", "psexec \\\\host01 -u admin -p {0} cmd.exe", pw())
add(
    "cli/nuget-k",
    "dotnet nuget push pkg.1.0.0.nupkg -k {0} -s https://api.nuget.org/v3/index.json",
    "oy2" + r(43, LOWER_NUM),
)

# --- SQL that creates or alters a role ----------------------------------------------
add("sql/create-role", "CREATE ROLE app WITH LOGIN PASSWORD '{0}';", pw())
add("sql/alter-user-mysql", "ALTER USER 'repl'@'%' IDENTIFIED BY '{0}';", pw())
add("sql/create-login-mssql", "CREATE LOGIN svc WITH PASSWORD = N'{0}', CHECK_POLICY = OFF;", pw())
add("sql/alter-role-md5", "ALTER ROLE analytics PASSWORD 'md5{0}';", r(32, HEX))

# --- system and service config formats ----------------------------------------------
add(
    "config/unattend-xml",
    "<UserAccounts>\n  <AdministratorPassword>\n    <Value>{0}</Value>\n    <PlainText>true</PlainText>\n  </AdministratorPassword>\n</UserAccounts>",
    pw(),
)
add(
    "config/redis-requirepass",
    "# redis.conf\nbind 127.0.0.1\nrequirepass {0}\nmaxmemory 256mb",
    pw(),
)
add(
    "config/slapd-rootpw",
    'database mdb\nsuffix "dc=example,dc=org"\nrootdn "cn=admin,dc=example,dc=org"\nrootpw {0}',
    pw(),
)
add(
    "config/preseed",
    "d-i passwd/root-password password {0}\nd-i passwd/root-password-again password {0}",
    pw(),
)
add("config/kickstart", "lang en_US.UTF-8\nrootpw --plaintext {0}\ntimezone UTC", pw())
add(
    "config/sasl-passwd",
    "/etc/postfix/sasl_passwd:\n[smtp.mailgun.org]:587 postmaster@mg.example.com:{0}",
    r(32, HEX) + "-" + r(8, HEX),
)
add("config/ini-mixed-case", "[database]\nhost = db.internal\nusername = app\nPassWord = {0}", pw())

# --- key material without its armor line --------------------------------------------
_pkcs8 = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + r(14, ALNUM)
_pkcs8_lines = [_pkcs8] + [b64(48) for _ in range(4)]
SECRETS.append(
    (
        "keymat/pkcs8-body",
        "key.txt contains:\n" + "\n".join(_pkcs8_lines) + "\n...",
        tuple(_pkcs8_lines),
    )
)
_d = b64url(256)
_jwk = json.dumps(
    {"kty": "RSA", "kid": "k1", "n": b64url(256), "e": "AQAB", "d": _d, "p": b64url(128)}
)
SECRETS.append(("keymat/jwk-rsa-private", _jwk, _d))
add(
    "keymat/jwk-ec-private",
    '{{"kty":"EC","crv":"P-256","x":"' + b64url(32) + '","y":"' + b64url(32) + '","d":"{0}"}}',
    b64url(32),
)
add("keymat/eth-wallet", "const wallet = new ethers.Wallet('0x{0}', provider);", r(64, HEX))
add("keymat/seed-phrase", "Recovery phrase (write it down!): {0}", seed(12))
add("keymat/mnemonic-24", 'mnemonic: "{0}"', seed(24))
add("keymat/wif", 'bitcoin-cli importprivkey 5{0} "cold" false', "H" + r(49, B58))
add(
    "keymat/openssh-body",
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n{0}",
    b64(48),
)

# --- secrets split across lines -----------------------------------------------------
add(
    "split/shell-continuation",
    'curl -H "Authorization: Bearer {0}\\\n{1}" https://api.example.com/v1/me',
    r(24),
    r(24),
)
add("split/python-concat", 'TOKEN = (\n    "{0}"\n    "{1}"\n)', r(24, URLSAFE), r(24, URLSAFE))
add(
    "split/wrapped-log",
    "2026-12-03T10:11:12Z INFO using access key {0}\n    {1} for upload",
    r(20, URLSAFE),
    r(20, URLSAFE),
)

# --- stack traces that print a connection or a binding ------------------------------
add(
    "trace/sqlalchemy-params",
    "sqlalchemy.exc.IntegrityError: (sqlite3.IntegrityError) UNIQUE constraint failed: users.email\n[SQL: INSERT INTO users (email, api_token) VALUES (?, ?)]\n[parameters: ('a@b.example', '{0}')]",
    r(40),
)
add(
    "trace/pymysql-connect",
    "Traceback (most recent call last):\n  File \"etl.py\", line 12, in <module>\n    conn = pymysql.connect('db01', 'root', '{0}', 'shop')\npymysql.err.OperationalError: (2003, \"Can't connect\")",
    pw(),
)
add(
    "trace/java-datasource",
    "Caused by: org.postgresql.util.PSQLException: FATAL: password authentication failed\n\tat DataSourceConfig(url=jdbc:postgresql://db:5432/app, user=app, credentials={0})",
    pw(),
)

# --- <private> written with numeric HTML entities -----------------------------------
add("private/decimal", "note: &#60;private&#62;{0}&#60;/private&#62; done", "my ssn is 078-05-1120")
add(
    "private/hex",
    "&#x3c;private&#x3e;{0}&#x3c;/private&#x3e; then deploy",
    "home address 12 Elm St",
)
add(
    "private/padded-mixed", "&#060;private&#062;{0}&lt;/private&gt; ok", "diagnosis from the clinic"
)


LOOK_ALIKES: list[str] = [
    # placeholders
    "Authorization: Bearer YOUR_API_KEY",
    'api_key="YOUR_API_KEY_HERE"',
    "curl -H 'Authorization: Bearer <your-token>' https://api.example.com/v1/me",
    "Authorization: Bearer ${GITHUB_TOKEN}",
    "Authorization: Basic <base64 of user:pass>",
    "export TOKEN=<token>",
    "password: ${DB_PASSWORD}",
    "password = changeme  # change before deploying",
    "api_key: xxx",
    "secret: xxxxxxxxxxxxxxxx",
    "token=REPLACE_ME",
    "<Password>${ADMIN_PASSWORD}</Password>",
    '<add key="ApiKey" value="YOUR_API_KEY" />',
    "$pw = Read-Host -AsSecureString 'Password'",
    "$cred = Get-Credential -UserName admin -Message 'Password for the share'",
    "CREATE USER reporter WITH PASSWORD '%s'",
    "ALTER ROLE app PASSWORD NULL;",
    "the key is <YOUR_KEY>",
    # ARNs and ids
    "arn:aws:iam::123456789012:role/deploy-role",
    "arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db-AbCdEf",
    "uuid 3b241101-e2bb-4255-8caf-4136c566a962 in the request id",
    "Set the header X-Request-Id: 7f3c2a9e-1b4d-4e8f-9a2b-3c4d5e6f7a8b",
    "git checkout 9fceb02d0ae598e95dc970b74767f19372d61af8",
    "memory mem_01J2Z3Y4X5W6V7T8S9R0QPNMKH",
    # hashes in lockfiles and checksums
    '"integrity": "sha512-v2kDEe57lecTulaDIuNTPy3Ry4gLGJ6Z1O3vE1krgXZNrsQ+5l/yeE2bX6KD3HETQ==",',
    '{file = "requests-2.31.0-py3-none-any.whl", hash = "sha256:58cd2187c01e70e6e26505bca751777aa9f2ee0b7f4300988b709f44e013003f"}',
    "golang.org/x/text v0.14.0 h1:ScX5w1eTa3QqT8oi6+ziP7dTV1S2+ALU0bG+0HmvRB0=",
    'checksum = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"',
    "sha256sum dist/app.tar.gz\n9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08  dist/app.tar.gz",
    "image digest sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    "numpy==1.26.4 pandas>=2.2.0,<3",
    "The release tag v2.14.0-rc.1+build.5",
    "AbstractSingletonProxyFactoryBeanConfigurationManager handles it",
    "the logo is data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg== in the email",
    # URLs with ordinary queries
    "https://www.google.com/search?q=python+asyncio+gather&hl=en",
    "https://github.com/org/repo/pull/123/files?diff=split&w=1",
    "https://example.com/page?utm_source=newsletter&utm_campaign=2024_spring_launch",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
    "GET /status?code=200&format=json",
    "https://docs.python.org/3/library/secrets.html#secrets.token_urlsafe",
    # prompts and prose about credentials
    "Enter password: ",
    "Password:",
    "sudo: a password is required",
    "The key is in the drawer next to the printer.",
    "the token is valid for 3600 seconds",
    "The password reset flow sends a link that expires in 24 hours.",
    "token limit exceeded: 128000 tokens",
    "Mnemonic devices help students remember the order of the planets.",
    # commands without a secret (flags that look alike)
    "docker login registry.example.com",
    "psql -h localhost -U postgres -W",
    "mysql -u root -p",
    "curl -u alice https://api.example.com",
    "iperf3 -c host -P 4 -w 256K -t 30",
    "ssh -p 2222 deploy@host",
    "mosquitto_pub -h broker -t sensors/temp -m 21.5",
    "sqlcmd -S db01 -E -Q 'select 1'",
    "ldapsearch -x -H ldap://ldap.example.com -b dc=example,dc=com '(uid=alice)'",
    "msbuild App.sln /p:Configuration=Release /p:Platform=x64",
    "docker run -e POSTGRES_PASSWORD -p 5432:5432 postgres:16",
    "kubectl create secret generic db-creds --from-literal=password=$DB_PASSWORD",
    "--password-file /run/secrets/db_password",
    "CREATE ROLE readonly NOLOGIN;",
    "GRANT SELECT ON ALL TABLES IN SCHEMA public TO readonly;",
    # public keys, code, traces without secrets
    '{"kty":"RSA","kid":"2024-01","use":"sig","alg":"RS256","e":"AQAB","n":"0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw"}',
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl alice@laptop",
    "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo is the start of the public key",
    "the quick brown fox jumps over the lazy dog near the river bank today",
    "Traceback (most recent call last):\n  File \"app.py\", line 3, in <module>\n    main()\nValueError: invalid literal for int() with base 10: 'abc'",
    "sqlalchemy.exc.IntegrityError: UNIQUE constraint failed\n[SQL: INSERT INTO users (name) VALUES (?)]\n[parameters: ('alice',)]",
    "token = tokenizer.encode(text)",
    "password_hash = bcrypt.hashpw(pw, bcrypt.gensalt())",
    "api_key=os.getenv('API_KEY')",
    "Content-Type: application/json\nAccept: application/vnd.github+json",
    "the build id is 20240601.3 and the run id 9876543210",
    "&#60;b&#62;bold&#60;/b&#62; in the HTML source",
]
