# ruff: noqa: E501
"""Held-out batch 3: written after the batch-2 rules were frozen, before measuring
anything on it. New kinds and formats again: env prefixes, JVM properties, deploy
tools' secret commands, expect/ftp scripts, form bodies, other key encodings (SEC1,
OpenPGP, nsec), MIME-wrapped tokens, PHP traces, T-SQL procedures, other escapes of
<private>, and prose a filter can hardly know."""

from __future__ import annotations

import base64
import random
import string

_rng = random.Random(3_2026_12_03)
ALNUM = string.ascii_letters + string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def b64(n_bytes: int) -> str:
    return base64.b64encode(_rng.randbytes(n_bytes)).decode()


def pw() -> str:
    return (
        r(3, string.ascii_uppercase)
        + r(4, string.ascii_lowercase)
        + r(3, string.digits)
        + _rng.choice("!#%@&$.")
        + r(2)
    )


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []


def add(kind: str, template: str, *values: str) -> None:
    text = template.format(*values)
    SECRETS.append((kind, text, values[0] if len(values) == 1 else tuple(values)))


# --- config formats ---------------------------------------------------------------
add(
    "config/docker-auths",
    '{{\n  "auths": {{\n    "registry.example.com": {{ "auth": "{0}" }}\n  }}\n}}',
    base64.b64encode(f"ci:{pw()}".encode()).decode(),
)
add(
    "config/helm-values",
    "postgresql:\n  auth:\n    username: app\n    postgresPassword: {0}\n    database: app",
    pw(),
)
add(
    "config/ansible-inventory",
    "[web]\nweb01 ansible_host=10.0.0.4 ansible_user=deploy ansible_ssh_pass={0}",
    pw(),
)
add("config/jupyter", "c.NotebookApp.token = '{0}'", r(48, HEX))
add("config/rails-master-key", "config/master.key:\n{0}", r(32, HEX))
add("config/grafana-ini", "[security]\nadmin_user = admin\nadmin_password = {0}", pw())
add(
    "config/s3cfg",
    "[default]\naccess_key = AKIA{0}\nsecret_key = {1}\nhost_base = s3.amazonaws.com",
    r(16, string.ascii_uppercase + string.digits),
    r(40, ALNUM + "/+"),
)
add(
    "config/odbc-ini",
    "[ReportsDSN]\nDriver = ODBC Driver 18 for SQL Server\nServer = sql01\nUID = report\nPWD = {0}",
    pw(),
)
add("config/gitlab-ci-vars", 'variables:\n  DEPLOY_TOKEN: "{0}"\n  STAGE: prod', r(20, URLSAFE))

# --- command lines -----------------------------------------------------------------
add("cli/env-prefix-pg", "PGPASSWORD={0} psql -h db01 -U app -c 'select 1'", pw())
add("cli/env-prefix-mysql", "MYSQL_PWD='{0}' mysqldump -u root shop > shop.sql", pw())
add("cli/jvm-property", "java -Djavax.net.ssl.keyStorePassword={0} -jar server.jar", pw())
add("cli/dotnet-user-secrets", 'dotnet user-secrets set "Smtp:Password" "{0}"', pw())
add("cli/heroku-config", "heroku config:set API_SECRET={0} -a shop-prod", r(32))
add("cli/fly-secrets", "fly secrets set STRIPE_KEY={0} SENTRY_ENV=prod", r(32))
add("cli/expect-send", 'expect "assword:"\nsend "{0}\\r"\nexpect eof', pw())
add("cli/ftp-script", "open ftp.example.com\nuser backup {0}\nbinary\nput db.tgz\nbye", pw())
add(
    "cli/curl-form",
    "curl -s --data 'username=ops&password={0}' https://intranet.example.com/login",
    pw(),
)
add("cli/rar-hp", "rar a -hp{0} backup.rar ./db", pw())
add("cli/sqlplus", "sqlplus system/{0}@ORCLPDB1 @migrate.sql", pw())

# --- prose -------------------------------------------------------------------------
add(
    "prose/passphrase-words",
    "the passphrase for the backup disk: correct-horse-battery-staple-{0}",
    r(2, string.digits),
)
add("prose/as-the-pw", "use '{0}' as the admin pw for now", pw())
add("prose/door-code", "the code for the server room door is {0}", r(4, string.digits))
add(
    "prose/recovery-codes",
    "my github recovery codes: {0} {1} {2}",
    r(5, HEX) + "-" + r(5, HEX),
    r(5, HEX) + "-" + r(5, HEX),
    r(5, HEX) + "-" + r(5, HEX),
)
add("prose/signal", "sent you the key on signal, it's {0}", r(40, URLSAFE))

# --- headers -----------------------------------------------------------------------
add("header/rails-token", 'Authorization: Token token="{0}"', r(32, HEX))
add("header/goog-api-key", "X-Goog-Api-Key: {0}", r(39, URLSAFE))
add("header/supabase-apikey", "apikey: {0}", r(40, URLSAFE))
add("header/parse-rest", "X-Parse-REST-API-Key: {0}", r(40))

# --- URLs --------------------------------------------------------------------------
add("url/magic-link", "click https://app.example.com/auth/magic?t={0} to sign in", r(40, URLSAFE))
add("url/invite-path", "invite: https://chat.example.com/invite/{0}", r(24, URLSAFE))
add("url/redis-empty-user", "REDIS_URL=redis://:{0}@cache.internal:6379/0", r(32))

# --- key material ------------------------------------------------------------------
add("keymat/sec1-ec", "ec.key:\nMHcCAQEEI{0}\n{1}", r(55, ALNUM + "+/"), b64(40))
add("keymat/openpgp-secret-body", "lQdGBGV{0}\n{1}\n{2}", r(57, ALNUM + "+/"), b64(48), b64(48))
add("keymat/nsec", "nostr key: nsec1{0}", r(58, BECH32))
add("keymat/monero-spend", "monero spend key: {0}", r(64, HEX))
add(
    "keymat/armor-stripped",
    "BEGIN RSA PRIVATE KEY\nMIIEowIBAAKCAQEA{0}\n{1}\nEND RSA PRIVATE KEY",
    r(48, ALNUM + "+/"),
    b64(48),
)

# --- split across lines ------------------------------------------------------------
_mime = r(76, ALNUM + "+/")
_mime2 = r(40, ALNUM + "+/")
add("split/mime-wrapped", "token:\n{0}\n{1}", _mime, _mime2)
add("split/go-concat", 'const apiKey = "{0}" +\n\t"{1}"', r(20), r(20))

# --- stack traces ------------------------------------------------------------------
add(
    "trace/php-pdo",
    "PDOException: SQLSTATE[HY000] [1045] Access denied\n#0 /var/www/db.php(12): PDO->__construct('mysql:host=db;dbname=app', 'root', '{0}')\n#1 {{main}}",
    pw(),
)
add(
    "trace/ruby-inspect",
    '#<Net::SMTP smtp.example.com:587 started=false user="bot" secret="{0}">',
    pw(),
)
add(
    "trace/log-kv",
    "2026-12-03 10:01:02 DEBUG opening session user=ops pass={0} host=10.0.0.2",
    pw(),
)

# --- SQL ---------------------------------------------------------------------------
add("sql/set-password-for", "SET PASSWORD FOR 'bob'@'localhost' = '{0}';", pw())
add("sql/sp-addlogin", "EXEC sp_addlogin 'bob', '{0}', 'master';", pw())
add("sql/alter-login", "ALTER LOGIN sa WITH PASSWORD = '{0}' UNLOCK;", pw())

# --- <private> in other escapes ----------------------------------------------------
add(
    "private/double-escaped",
    "&amp;lt;private&amp;gt;{0}&amp;lt;/private&amp;gt; end",
    "the lawsuit details",
)
add("private/js-hex", "'\\x3cprivate\\x3e{0}\\x3c/private\\x3e'", "custody hearing date")
add("private/json-slash", '{{"t": "<private>{0}<\\/private> ok"}}', "my therapist's name")


LOOK_ALIKES: list[str] = [
    # config and commands without a secret
    "SECRET_KEY = get_random_secret_key()",
    "password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256",
    "helm install pg bitnami/postgresql --set auth.existingSecret=pg-secret",
    "ansible_become_pass={{ vault_become_pass }}",
    "c.NotebookApp.token = ''",
    "admin_password = ${GF_ADMIN_PASSWORD}",
    "PWD=$(pwd)",
    "kubectl config set-credentials ci --token=$(cat /var/run/secrets/token)",
    "curl --data 'username=alice&remember=1' https://example.com/login",
    "sqlplus / as sysdba",
    'expect "password:"\nsend "$env(PASS)\\r"',
    "chpasswd < users.txt",
    "useradd -m -s /bin/bash deploy",
    "git log --author=alice --since=2.weeks",
    "export PGPASSWORD",
    "fly secrets list",
    "heroku config:get DATABASE_URL -a shop-prod",
    # prose
    "Bearer tokens expire after 15 minutes.",
    "The seed for the random generator is 42.",
    'error: password authentication failed for user "app"',
    'FATAL: no pg_hba.conf entry for host "10.0.0.5", user "app"',
    "the pin on the board is GPIO17",
    "mnemonic: LDR (load register)",
    "Wi-Fi: SSID office-guest (no password)",
    # code
    "random.seed(20240601)",
    "np.random.seed(1234)",
    "torch.manual_seed(0)",
    "i18n key auth.login.password_placeholder",
    "magic number 0xCAFEBABE",
    "color: #1e90ff;",
    'className="css-1dbjc4n r-1awozwy"',
    "webpack emitted main.3f9a2c1b.js",
    # ids and hashes
    "ETH tx 0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060 confirmed",
    "contract address 0xdAC17F958D2ee523a2206206994597C13D831ec7",
    "block hash 000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f",
    "npub1sg6plzptd64u62a878hep2kev88swjh3tw00gjsfl8f237lmu63q0uf63m",
    "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7xq9fZ user@host",
    "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEq3Wc9mFh1NrVd2x8rQpZ0b7uYtLk\n-----END PUBLIC KEY-----",
    "image: ghcr.io/org/app@sha256:9b2a7f3c1d4e5f60718293a4b5c6d7e8f90112233445566778899aabbccddeeff",
    "S3 object key: uploads/2024/06/01/8f14e45fceea167a5a36dedd4bea2543.png",
    "ULID 01ARZ3NDEKTSV4RRFFQ69G5FAV",
    "ksuid 0ujtsYcgvSTl8PAuAdqWYSMnLOv",
    "price id price_1MoBy5LkdIwHu7ixZhnattbh",
    "https://docs.google.com/document/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit",
    "https://youtu.be/dQw4w9WgXcQ",
    "base64 -d <<< 'SGVsbG8sIFdvcmxkIQ=='",
]
