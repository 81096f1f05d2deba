# ruff: noqa: E501
"""Held-out batch 4: written after the batch-3 rules were frozen (27bc464), before
measuring anything on it. Not tuned on: its first measurement is the generalization
figure of the final rules. New kinds: mail and sync clients' configs, NuGet/Composer/
RubyGems credentials, generated-secret command output, TLS key logs, kubeadm/k3s join
tokens, Go DSNs without a scheme, Redshift COPY credentials, double URL-encoding."""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(4_2026_12_03)
ALNUM = string.ascii_letters + string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"


def r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def b64(n_bytes: int) -> str:
    return base64.b64encode(_rng.randbytes(n_bytes)).decode()


def pw() -> str:
    return (
        r(2, string.digits)
        + r(5, string.ascii_lowercase)
        + _rng.choice("!#%@&$")
        + r(2, string.ascii_uppercase)
        + r(3)
    )


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []


def add(kind: str, template: str, *values: str) -> None:
    text = template.format(*values)
    SECRETS.append((kind, text, values[0] if len(values) == 1 else tuple(values)))


# --- client and package-manager configs --------------------------------------------
add(
    "config/msmtprc",
    "account default\nhost smtp.example.com\nuser bot@example.com\npassword {0}\nauth on",
    pw(),
)
add(
    "config/fetchmailrc",
    "poll mail.example.com protocol imap user 'bob' there with password '{0}' is bob here",
    pw(),
)
add("config/muttrc", 'set imap_user = "bob@example.com"\nset imap_pass = "{0}"', pw())
add(
    "config/offlineimaprc",
    "[Repository Remote]\ntype = IMAP\nremoteuser = bob\nremotepass = {0}",
    pw(),
)
add(
    "config/nuget-config",
    '<packageSourceCredentials>\n  <internal>\n    <add key="Username" value="ci" />\n    <add key="ClearTextPassword" value="{0}" />\n  </internal>\n</packageSourceCredentials>',
    pw(),
)
_composer_pw = pw()
SECRETS.append(
    (
        "config/composer-auth",
        json.dumps(
            {"http-basic": {"repo.example.com": {"username": "ci", "password": _composer_pw}}},
            indent=2,
        ),
        _composer_pw,
    )
)
add("config/gem-credentials", "---\n:rubygems_api_key: {0}", r(48, HEX))
add(
    "config/yarnrc",
    'npmRegistryServer: "https://npm.example.com"\nnpmAuthToken: "{0}"',
    r(36, URLSAFE),
)
add(
    "config/fstab-cifs",
    "//nas/backup /mnt/backup cifs username=backup,password={0},uid=1000 0 0",
    pw(),
)
add(
    "config/supervisord",
    "[inet_http_server]\nport = 127.0.0.1:9001\nusername = admin\npassword = {0}",
    pw(),
)
add("config/curlrc", 'user = "deploy:{0}"', pw())
add(
    "config/appsettings",
    '{{\n  "ConnectionStrings": {{\n    "Default": "Server=sql01;Database=app;User Id=app;Password={0};"\n  }}\n}}',
    pw(),
)

# --- generated secrets and join tokens --------------------------------------------
add("output/wg-genkey", "$ wg genkey\n{0}", b64(32))
add("output/openssl-rand", "$ openssl rand -base64 32\n{0}", b64(32))
add(
    "output/token-hex",
    "$ python -c 'import secrets; print(secrets.token_hex(32))'\n{0}",
    r(64, HEX),
)
add(
    "cli/kubeadm-join",
    "kubeadm join 10.0.0.1:6443 --token {0}.{1} --discovery-token-ca-cert-hash sha256:{2}",
    r(6, LOWER_NUM),
    r(16, LOWER_NUM),
    r(64, HEX),
)
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], SECRETS[-1][2][1])  # the token's secret half
add(
    "cli/k3s-token",
    "curl -sfL https://get.k3s.io | K3S_URL=https://10.0.0.1:6443 K3S_TOKEN=K10{0}::server:{1} sh -",
    r(64, HEX),
    r(32, HEX),
)
add(
    "cli/crontab-curl", "*/5 * * * * curl -fsS -u monitor:{0} https://status.example.com/ping", pw()
)

# --- prose ---------------------------------------------------------------------------
add("prose/same-as-before", "pw for the jenkins box is the same as before: {0}", pw())
add("prose/dont-share", "API secret (don't share): {0}", r(40))
add(
    "prose/safe-combination",
    "the safe combination is {0}",
    f"{_rng.randrange(10, 99)}-{_rng.randrange(10, 99)}-{_rng.randrange(10, 99)}",
)

# --- headers ---------------------------------------------------------------------------
add("header/x-access-key", "X-Access-Key: {0}", r(40))
add("header/shopify-hmac", "X-Shopify-Access-Token: {0}", r(38, URLSAFE))

# --- URLs ------------------------------------------------------------------------------
add(
    "url/git-oauth2",
    "pip install git+https://oauth2:{0}@gitlab.example.com/team/pkg.git",
    r(20, URLSAFE),
)
add("url/unsubscribe-jwt-like", "https://news.example.com/u/{0}", r(43, URLSAFE))

# --- key material ----------------------------------------------------------------------
add("keymat/sslkeylog", "CLIENT_RANDOM {0} {1}", r(64, HEX), r(96, HEX))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], SECRETS[-1][2][1])  # the master secret
add(
    "keymat/jwk-oct",
    '{{"kty":"oct","kid":"hmac-1","k":"{0}"}}',
    base64.urlsafe_b64encode(_rng.randbytes(32)).rstrip(b"=").decode(),
)
add(
    "keymat/fernet",
    "FERNET key for the sessions: {0}",
    base64.urlsafe_b64encode(_rng.randbytes(32)).decode(),
)

# --- split, traces, SQL ------------------------------------------------------------------
add("split/python-backslash", "SECRET = '{0}' \\\n    '{1}'", r(20), r(20))
add(
    "trace/go-dsn",
    'db, err := sql.Open("mysql", "app:{0}@tcp(db:3306)/shop")\n// Error 1045: Access denied',
    pw(),
)
add(
    "trace/psycopg-kw",
    "psycopg2.OperationalError: ... in connect(dbname='app', user='app', password='{0}', host='db')",
    pw(),
)
add(
    "sql/redshift-copy",
    "COPY sales FROM 's3://bucket/sales/' CREDENTIALS 'aws_access_key_id=AKIA{0};aws_secret_access_key={1}' CSV;",
    r(16, string.ascii_uppercase + string.digits),
    r(40, ALNUM + "/+"),
)
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], SECRETS[-1][2][1])
add("sql/snowflake-user", "CREATE USER loader PASSWORD='{0}' DEFAULT_ROLE=etl;", pw())

# --- <private> ---------------------------------------------------------------------------
add(
    "private/double-url",
    "GET /save?note=%253Cprivate%253E{0}%253C%252Fprivate%253E",
    "medical-leave-reason",
)
add(
    "private/zero-padded-hex",
    "&#x00003c;private&#x00003e;{0}&#x00003c;/private&#x00003e;",
    "my mother's maiden name",
)


LOOK_ALIKES: list[str] = [
    "wg pubkey < private.key > public.key",
    "openssl rand -base64 32 > secret.key",
    "kubeadm token create --print-join-command",
    "SSLKEYLOGFILE=~/keys.log firefox",
    "key = Fernet.generate_key()",
    'db, err := sql.Open("mysql", dsn)',
    "COPY t FROM 's3://bucket/data' IAM_ROLE 'arn:aws:iam::123456789012:role/redshift' CSV;",
    "set imap_pass = `pass show mail/bob`",
    "remotepasseval = get_pass()",
    "The Stripe-Signature header is checked with the webhook secret.",
    "X-Signature-Algorithm: HMAC-SHA256",
    'ETag: W/"5e15153d-120f"',
    "require github.com/user/repo/v2 v2.3.1",
    "pip install 'git+https://github.com/org/pkg.git@v1.2.3'",
    "//nas/share /mnt/share cifs credentials=/root/.smbcredentials,uid=1000 0 0",
    "ansible-vault encrypt --vault-password-file ~/.vault_pass vars.yml",
    "poll mail.example.com protocol imap user 'bob'",
    'user = "bob"',
    "the safe is in room 4",
    "background: url(data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7);",
    "docker build --secret id=npm,src=$HOME/.npmrc .",
    "Azure tenant id 72f988bf-86f1-41af-91ab-2d7cd011db47",
    "gtag('config', 'G-XXXXXXXXXX'); // UA-12345678-1 is the old property",
    "Firebase's web apiKey is public by design; restrict it in the console.",
    "--discovery-token-ca-cert-hash sha256:8cb2de97839780a412b93877f8507ad6c94f73add17d5d7058e91741c9d5ec78",
    "commit 1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b\nAuthor: Alice <alice@example.com>",
    "chrome-extension://aapocclcgogkmnckokdopfmhonfmgoek/popup.html",
    "send to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
    "ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi",
    "password = getpass.getpass()",
    "token = request.headers.get('X-Token')",
    "supervisorctl -c /etc/supervisord.conf status",
    "msmtp --account=default --serverinfo",
    "CREATE USER loader DEFAULT_ROLE=etl MUST_CHANGE_PASSWORD=TRUE;",
    "curl -fsS https://status.example.com/ping",
]
