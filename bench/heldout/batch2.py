# ruff: noqa: E501
"""Held-out batch 2: written after the batch-1 rules were frozen (aa3c245), before
measuring anything on it. New kinds and formats: other vendors, languages' config
files, service configs, other tools' flags, other trace formats, other encodings."""

from __future__ import annotations

import base64
import random
import string

_rng = random.Random(2_2026_12_03)
ALNUM = string.ascii_letters + string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
UPPER = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def b64(n_bytes: int) -> str:
    return base64.b64encode(_rng.randbytes(n_bytes)).decode()


def pw() -> str:
    return (
        r(4, string.ascii_lowercase)
        + r(2, string.ascii_uppercase)
        + r(2, string.digits)
        + _rng.choice("!#%@^*-_")
        + r(4)
    )


_WORDS = [
    "abstract",
    "acoustic",
    "bamboo",
    "blossom",
    "cabbage",
    "candle",
    "demand",
    "dinosaur",
    "elbow",
    "elegant",
    "fatigue",
    "festival",
    "giraffe",
    "glimpse",
    "hammer",
    "harvest",
    "impulse",
    "inherit",
    "jacket",
    "journey",
    "kidney",
    "kingdom",
    "lottery",
    "luggage",
    "mammal",
    "mandate",
    "napkin",
    "narrow",
    "obscure",
    "october",
    "paddle",
    "pelican",
    "quantum",
]

SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []


def add(kind: str, template: str, *values: str) -> None:
    text = template.format(*values)
    SECRETS.append((kind, text, values[0] if len(values) == 1 else tuple(values)))


# --- languages' and tools' config files -------------------------------------------
add(
    "config/gradle-properties",
    "# ~/.gradle/gradle.properties\nsigning.keyId=24875D73\nsigning.password={0}\nossrhUsername=ci",
    pw(),
)
add(
    "config/maven-settings",
    "<servers>\n  <server>\n    <id>nexus</id>\n    <username>ci</username>\n    <password>{0}</password>\n  </server>\n</servers>",
    pw(),
)
add("config/npmrc", "//npm.pkg.example.com/:_authToken={0}\nalways-auth=true", r(36, URLSAFE))
add(
    "config/cargo-credentials",
    '# ~/.cargo/credentials.toml\n[registries.internal]\ntoken = "cio{0}"',
    r(32),
)
add("config/wp-config", "define( 'DB_PASSWORD', '{0}' );\ndefine( 'DB_HOST', 'localhost' );", pw())
add(
    "config/terraform-default",
    'variable "db_password" {{\n  type    = string\n  default = "{0}"\n}}',
    pw(),
)
add(
    "config/hcl-provider", 'provider "statuspage" {{\n  api_key = "{0}"\n}}', r(36, LOWER_NUM + "-")
)
add("config/systemd-env", '[Service]\nEnvironment="SMTP_PASS={0}"\nExecStart=/usr/bin/mailer', pw())
add(
    "config/nginx-header",
    "location /api/ {{\n    proxy_pass http://backend;\n    proxy_set_header X-Upstream-Token {0};\n}}",
    r(40),
)
add("config/haproxy-userlist", "userlist admins\n    user admin insecure-password {0}", pw())
add(
    "config/apache-ldap",
    'AuthLDAPBindDN "cn=svc,dc=example,dc=org"\nAuthLDAPBindPassword {0}',
    pw(),
)
add(
    "config/pgbouncer-userlist",
    '# userlist.txt\n"app" "{0}"\n"report" "SCRAM-SHA-256$4096:abc"',
    pw(),
)
add("config/wpa-supplicant", 'network={{\n    ssid="office"\n    psk="{0}"\n}}', pw())
add("config/hostapd", "interface=wlan0\nssid=lab\nwpa=2\nwpa_passphrase={0}", pw())
add("config/rsyncd-secrets", "/etc/rsyncd.secrets:\nbackup:{0}", pw())
add(
    "config/aws-csv",
    "User name,Password,Access key ID,Secret access key,Console login link\nci-bot,,AKIA{0},{1},https://123456789012.signin.aws.amazon.com/console",
    r(16, UPPER),
    r(40, ALNUM + "/+"),
)

# --- other tools' flags and positional passwords ----------------------------------
add("cli/pscp-pw", "pscp -pw {0} build.zip deploy@10.0.0.7:/srv/", pw())
add("cli/openssl-enc-k", "openssl enc -aes-256-cbc -salt -k {0} -in db.sql -out db.sql.enc", pw())
add("cli/vault-write", "vault write auth/userpass/users/ops password={0} policies=admin", pw())
add("cli/rabbitmqctl", "rabbitmqctl add_user ops {0}", pw())
add("cli/ipmitool", "ipmitool -I lanplus -H 10.0.0.5 -U ADMIN -P {0} chassis status", pw())
add("cli/xfreerdp", "xfreerdp /u:Administrator /p:{0} /v:win01.corp.local", pw())
add("cli/mc-alias", "mc alias set myminio https://minio.local:9000 minioadmin {0}", r(40))
add("cli/pwsh-securestring", "$sec = ConvertTo-SecureString '{0}' -AsPlainText -Force", pw())
add("cli/smbpasswd-echo", "(echo '{0}'; echo '{0}') | smbpasswd -a -s bob", pw())
add("cli/wp-user-pass", "wp user create bob bob@example.com --role=editor --user_pass={0}", pw())

# --- prose and chat --------------------------------------------------------------
add("prose/wifi", "fyi the wifi password at the office is {0} (changes monthly)", pw())
add("prose/slash-pair", "DM'd you the staging creds: admin / {0}", pw())
add("prose/totp-secret", "TOTP seed for the bot account: {0}", r(32, B32))
add("prose/arrow", "webhook signing key → {0}", r(44, URLSAFE))

# --- headers of other vendors -----------------------------------------------------
add("header/apim", "Ocp-Apim-Subscription-Key: {0}", r(32, HEX))
add(
    "header/dd-api-key",
    'curl -X POST https://api.datadoghq.eu/api/v2/series -H "DD-API-KEY: {0}" -d @metrics.json',
    r(32, HEX),
)
add(
    "header/python-dict",
    'resp = requests.get(url, headers={{"X-Auth-Key": "{0}", "X-Auth-Email": "ops@example.com"}})',
    r(37, HEX),
)
add("header/amz-security-token", "X-Amz-Security-Token: {0}", b64(180))

# --- URLs: paths, fragments, other parameters -------------------------------------
add(
    "url/path-token",
    "POST https://hooks.example.io/trigger/8841/{0} -> 202 Accepted",
    r(32, URLSAFE),
)
add(
    "url/fragment-token",
    "redirect: https://app.example.com/#access_token={0}&token_type=bearer&expires_in=3600",
    r(48, URLSAFE),
)
add("url/rtsp-query", "ffplay 'rtsp://cam.local:554/stream?user=admin&password={0}'", pw())
add("url/otpauth", "otpauth://totp/Example:alice@example.com?secret={0}&issuer=Example", r(32, B32))

# --- key material ------------------------------------------------------------------
add(
    "keymat/pkcs12-body",
    "cert.p12 (base64): MIIKYQIBAzCCCicGCSqGSIb3DQEHAaCCChgEggoUMIIKEDCCBMcGCSqGSIb3{0}",
    b64(60),
)
add(
    "keymat/electrum-seed",
    "electrum wallet seed words: {0}",
    " ".join(_rng.choice(_WORDS) for _ in range(12)),
)
add(
    "keymat/solana-id-json",
    "~/.config/solana/id.json: [{0}]",
    ",".join(str(_rng.randrange(256)) for _ in range(64)),
)
add(
    "keymat/json-escaped-body",
    '{{"signing_key": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ{0}\\n{1}\\n"}}',
    r(14),
    b64(48),
)

# --- stack traces ------------------------------------------------------------------
add(
    "trace/node-client",
    "Error: connect ECONNREFUSED 10.0.0.3:5432\n    at new Client ({{ host: 'db', user: 'app', password: '{0}' }})\n    at Object.<anonymous> (/app/db.js:4:16)",
    pw(),
)
add(
    "trace/oracle-thin",
    "java.sql.SQLRecoverableException: IO Error: The Network Adapter could not establish the connection (url=jdbc:oracle:thin:scott/{0}@db01:1521/ORCL)",
    pw(),
)
add(
    "trace/go-struct",
    "panic: dial tcp 10.0.0.9:6379: connect: connection refused\noptions: &{{Addr:cache:6379 Username:default Password:{0} DB:0}}",
    pw(),
)
add(
    "trace/rich-locals",
    "│ ╭──────── locals ────────╮\n│ │ retries = 3          │\n│ │  secret = '{0}' │\n│ ╰────────────────────────╯",
    r(32, URLSAFE),
)
add(
    "trace/requests-url",
    "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.weatherly.io/v1/forecast?q=Oslo&appid={0}",
    r(32, HEX),
)

# --- SQL ---------------------------------------------------------------------------
add("sql/oracle-unquoted", "CREATE USER app IDENTIFIED BY {0} DEFAULT TABLESPACE users;", pw())
add("sql/insert-api-key", "INSERT INTO api_keys (name, secret) VALUES ('ci', '{0}');", r(40))
add(
    "sql/fdw-mapping",
    "CREATE USER MAPPING FOR app SERVER remote OPTIONS (user 'etl', password '{0}');",
    pw(),
)
add(
    "sql/crypt", "UPDATE users SET password_hash = crypt('{0}', gen_salt('bf')) WHERE id = 7;", pw()
)

# --- <private> in other encodings --------------------------------------------------
add(
    "private/upper-hex-entity",
    "&#x3C;PRIVATE&#x3E;{0}&#x3C;/PRIVATE&#x3E; and more",
    "my bank pin is 4412",
)
add(
    "private/json-unicode",
    '{{"text": "\\u003cprivate\\u003e{0}\\u003c/private\\u003e after"}}',
    "therapy on tuesday",
)
add(
    "private/url-encoded",
    "GET /notes?body=%3Cprivate%3E{0}%3C%2Fprivate%3E",
    "salary-negotiation-notes",
)


LOOK_ALIKES: list[str] = [
    # config without a secret
    "password=",
    "PASSWORD_MIN_LENGTH=12",
    "token_type=bearer&expires_in=3600",
    "grant_type=client_credentials&scope=read",
    "password_encryption = scram-sha-256",
    "auth_type = scram-sha-256",
    "PasswordAuthentication no\nPubkeyAuthentication yes",
    "auth    required    pam_unix.so nullok",
    "password = var.db_password",
    "password = random_password.db.result",
    "DB_PASSWORD: ${{ secrets.DB_PASSWORD }}",
    "api_key = None",
    "secret_key = settings.SECRET_KEY",
    "Password: ********",
    "login: alice",
    # hashes, digests, ids
    'resolved "https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#679591c564c3bffaae8454cf0b3df370c3d6911c"',
    "requests==2.31.0 --hash=sha256:58cd2187c01e70e6e26505bca751777aa9f2ee0b7f4300988b709f44e013003f",
    '<script src="app.js" integrity="sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC" crossorigin="anonymous"></script>',
    "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345",
    'ETag: "33a64df551425fcc55e4d42a148795d9f25f89d4"',
    "x-amzn-RequestId: 0e2f8e5a-4c1b-4d6e-9f3a-7b8c9d0e1f2a",
    "sec   ed25519/3AA5C34371567BD2 2024-01-01 [SC]",
    "Key fingerprint = 5D6F 8B2A 1C3E 9F40 7A2B  6C8D 0E1F 2A3B 4C5D 6E7F",
    "charge ch_3MmlLrLkdIwHu7ix0snN0B15 for customer cus_NffrFeUfNV2Hib",
    'event_id "a9c8b7d6e5f4a3b2c1d0e9f8a7b6c5d4" was dropped',
    "hashlib.sha256(b'hello').hexdigest()  # 2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824",
    'assert b64encode(b"hello world") == b"aGVsbG8gd29ybGQ="',
    "Content-Security-Policy: script-src 'self' 'nonce-2726c7f26c'",
    # commands without a secret
    "ssh -i ~/.ssh/id_ed25519 deploy@host",
    "openssl rand -hex 32",
    "kubectl get secret db-creds -o jsonpath='{.data.password}' | base64 -d",
    "gpg --list-secret-keys --keyid-format=long",
    "gh auth login --with-token < token.txt",
    "vault kv get -field=password secret/db",
    "aws sts get-session-token --duration-seconds 3600",
    "export AWS_PROFILE=staging",
    "rsync -az build/ user@example.com:/srv/backup",
    "git clone git@gitlab.com:group/project.git",
    "ipmitool -I lanplus -H 10.0.0.5 -U ADMIN -E chassis status",
    "openssl enc -aes-256-cbc -salt -pbkdf2 -in db.sql -out db.sql.enc",
    # URLs
    "https://www.amazon.com/dp/B08N5WRWNW?ref=ppx_yo2ov_dt_b_product_details&th=1",
    "https://accounts.google.com/o/oauth2/v2/auth?client_id=1234.apps.googleusercontent.com&redirect_uri=http://localhost:8080&response_type=code&scope=openid",
    "https://stackoverflow.com/questions/11227809/why-is-processing-a-sorted-array-faster",
    "https://github.com/pallets/flask/blob/3.0.x/src/flask/sessions.py#L120",
    # prose and code
    "The API key needs the read:org scope.",
    "Your access token expired; run `gh auth login` again.",
    "Session 4 of the course covers authentication, tokens and key rotation.",
    "pin the dependency to 4.2.1 until the fix ships",
    "exit code 137 (OOMKilled)",
    "error[E0425]: cannot find value `token` in this scope",
    "The signature of the function changed: fn parse(input: &str) -> Result<Token, Error>",
    "ticket JIRA-4521 tracks the login bug",
    "at com.example.auth.TokenService.refresh(TokenService.java:42)",
    'Test vector (RFC 4648): base64("foobar") = Zm9vYmFy',
]
