# ruff: noqa: E501
"""Held-out batch 6: written after the batch-5 rules were frozen (e704242), before
measuring anything on it, by the same session that wrote those rules (so not blind, as
batches 1-4 were not). Not to be tuned on until its first measurement is recorded.

New kinds: package-manager and framework secrets (.pypirc, settings.xml, Django,
Rails, Laravel, Airflow, Consul), Vault unseal output, macOS `security`, MinIO `mc
alias`, lftp, ssh-keygen -N, git credential protocol, Go/Rust debug prints and pytest
--showlocals, docker inspect env, GitHub Actions add-mask, W3C trace context and S3
request ids among the look-alikes, Nix store paths, Gerrit Change-Ids, GPG fingerprints.
"""

from __future__ import annotations

import base64
import random
import string

_rng = random.Random(6_2026_12_04)
ALNUM = string.ascii_letters + string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
UPPER_HEX = "0123456789ABCDEF"
URLSAFE = ALNUM + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
NIX32 = "0123456789abcdfghijklmnpqrsvwxyz"


def r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def b64(n_bytes: int) -> str:
    return base64.b64encode(_rng.randbytes(n_bytes)).decode()


def pw() -> str:
    return (
        r(1, string.ascii_uppercase)
        + r(4, string.ascii_lowercase)
        + r(2, string.digits)
        + _rng.choice("!%@#.-_")
        + r(4, string.ascii_lowercase)
        + r(1, string.digits)
    )


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []


def add(kind: str, template: str, *values: str) -> None:
    text = template.format(*values)
    SECRETS.append((kind, text, values[0] if len(values) == 1 else tuple(values)))


# --- config ------------------------------------------------------------------------
add(
    "config/pypirc",
    "[distutils]\nindex-servers = internal\n\n[internal]\nrepository = https://pypi.corp.example/\nusername = ci\npassword = {0}",
    pw(),
)
add(
    "config/maven-settings",
    "<servers>\n  <server>\n    <id>nexus</id>\n    <username>deployer</username>\n    <password>{0}</password>\n  </server>\n</servers>",
    pw(),
)
add(
    "config/gradle-properties",
    "ossrhUsername=ci-bot\nossrhPassword={0}\nsigning.keyId=24875D73",
    pw(),
)
add(
    "config/django-settings",
    "DEBUG = False\nSECRET_KEY = '{0}'\nALLOWED_HOSTS = ['*']",
    r(50, ALNUM + "!@#%^&*(-_=+)"),
)
add("config/rails-credentials", "production:\n  secret_key_base: {0}", r(128, HEX))
add(
    "config/laravel-env",
    "APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=base64:{0}\nAPP_DEBUG=false",
    b64(32),
)
add(
    "config/airflow-cfg",
    "[core]\nexecutor = CeleryExecutor\nfernet_key = {0}",
    base64.urlsafe_b64encode(_rng.randbytes(32)).decode(),
)
add("config/consul-hcl", 'datacenter = "dc1"\nencrypt = "{0}"\nretry_join = ["10.0.0.2"]', b64(32))
add(
    "config/wg0-conf",
    "[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = {0}\nDNS = 1.1.1.1",
    b64(32),
)
add("config/hostapd", "interface=wlan0\nssid=Office\nwpa=2\nwpa_passphrase={0}", pw())
add(
    "config/kafka-jaas",
    'KafkaClient {{\n  org.apache.kafka.common.security.plain.PlainLoginModule required\n  username="svc-orders"\n  password="{0}";\n}};',
    pw(),
)
add("config/grafana-ini", "[security]\nadmin_user = admin\nadmin_password = {0}", pw())
add(
    "config/s3cfg",
    "[default]\naccess_key = AKIA{0}\nsecret_key = {1}\nhost_base = s3.amazonaws.com",
    r(16, B32[:26] + "234567"),
    r(40, ALNUM + "/+"),
)
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], SECRETS[-1][2][1])
add(
    "config/tomcat-users",
    '<tomcat-users>\n  <user username="manager" password="{0}" roles="manager-gui"/>\n</tomcat-users>',
    pw(),
)
add(
    "config/spring-properties",
    "spring.datasource.url=jdbc:postgresql://db:5432/app\nspring.datasource.username=app\nspring.datasource.password={0}",
    pw(),
)
add(
    "config/rclone-conf",
    "[nas]\ntype = sftp\nhost = nas.lan\nuser = backup\npass = {0}",
    r(43, URLSAFE),
)

# --- cli --------------------------------------------------------------------------
add("cli/mc-alias", "mc alias set minio http://minio.lan:9000 minioadmin {0}", r(40, ALNUM))
add("cli/lftp", "lftp -u uploader,{0} sftp://files.example.com", pw())
add("cli/ssh-keygen-N", "ssh-keygen -t ed25519 -N '{0}' -f ~/.ssh/deploy", pw())
add("cli/security-add", "security add-generic-password -a bob -s vpn -w '{0}'", pw())
add(
    "cli/ldapsearch-w",
    'ldapsearch -x -H ldaps://ldap.corp -D "cn=svc,dc=corp" -w {0} "(uid=bob)"',
    pw(),
)
add("cli/sqlplus", "sqlplus scott/{0}@//db.corp:1521/ORCL", pw())
add(
    "cli/from-literal",
    "kubectl create secret generic api --from-literal=token={0}",
    r(32, LOWER_NUM),
)
add(
    "cli/wget-http-password",
    "wget --http-user=bob --http-password={0} https://files.corp/report.csv",
    pw(),
)
add("cli/vault-login", "vault login -method=token {0}", "hvs." + r(24, ALNUM))
add(
    "cli/git-credential",
    "git credential approve <<EOF\nprotocol=https\nhost=git.corp\nusername=bob\npassword={0}\nEOF",
    pw(),
)
add("cli/mongosh", 'mongosh "mongodb+srv://app:{0}@cluster0.abcde.mongodb.net/shop"', pw())

# --- prose ------------------------------------------------------------------------
add("prose/wifi", "the wifi password at the office is {0} (it changes in January)", pw())
add("prose/salt", "use {0} as the salt for the export hashes", r(24, ALNUM))
add(
    "prose/backup-disk",
    "passphrase for the backup disk: {0}",
    " ".join(
        _rng.choice(["amber", "tiger", "cloud", "river", "stone", "maple", "orbit", "lunar"])
        for _ in range(5)
    ),
)
add("prose/italian", "la password del server è {0}", pw())
add("prose/portuguese", "a senha do banco é {0}", pw())
add("prose/korean", "관리자 비밀번호는 {0} 입니다", pw())
add("prose/bitwarden", "my bitwarden master pw is {0}, don't lose it", pw())

# --- headers ----------------------------------------------------------------------
add("header/vault-token", "X-Vault-Token: {0}", "hvs.CAESI" + r(80, URLSAFE))
add("header/rails-token", 'Authorization: Token token="{0}"', r(32, HEX))
add("header/apim", "Ocp-Apim-Subscription-Key: {0}", r(32, HEX))
add("header/cloudflare-global", "X-Auth-Email: ops@example.com\nX-Auth-Key: {0}", r(37, HEX))

# --- query ------------------------------------------------------------------------
add(
    "query/gcs-signed",
    "https://storage.googleapis.com/b/o.pdf?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=svc%40p.iam.gserviceaccount.com%2F20261204%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Signature={0}",
    r(512, HEX),
)
add(
    "query/client-secret",
    "POST /oauth/token?grant_type=client_credentials&client_id=shop&client_secret={0}",
    r(40, URLSAFE),
)
add("query/otpauth", "otpauth://totp/Corp:bob?secret={0}&issuer=Corp", r(32, B32))

# --- key material -----------------------------------------------------------------
add(
    "keymat/age-secret",
    "# created: 2026-12-04\n# public key: age1{1}\nAGE-SECRET-KEY-1{0}",
    r(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"),
    r(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"),
)
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], SECRETS[-1][2][0])
add(
    "keymat/vault-unseal",
    "Unseal Key 1: {0}\nUnseal Key 2: {1}\n\nInitial Root Token: hvs.{2}",
    b64(33),
    b64(33),
    r(24, ALNUM),
)
add(
    "keymat/openssh-body",
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n{0}\n{1}",
    b64(51),
    b64(51),
)
add("keymat/nostr", "my nostr key nsec1{0}", r(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"))

# --- split ------------------------------------------------------------------------
_t1, _t2 = r(20, ALNUM), r(20, ALNUM)
SECRETS.append(("split/yaml-folded", f"token: >-\n  {_t1}\n  {_t2}\n", (_t1, _t2)))
_g1, _g2 = r(18, ALNUM), r(18, ALNUM)
SECRETS.append(("split/go-concat", f'const apiKey = "{_g1}" +\n\t"{_g2}"', (_g1, _g2)))
_s1, _s2 = pw(), r(10, ALNUM)
SECRETS.append(("split/sql-concat", f"ALTER USER app PASSWORD '{_s1}' || '{_s2}';", (_s1,)))

# --- traces and dumps -------------------------------------------------------------
add(
    "trace/pytest-showlocals",
    "    def connect(self):\n>       raise ConnectionError(host)\nE       ConnectionError: db.corp\n\nhost       = 'db.corp'\npassword   = '{0}'\nself       = <app.db.Client object at 0x7f>",
    pw(),
)
add(
    "trace/go-struct",
    "panic: dial failed: config={{Host:db.corp Port:5432 User:app Password:{0} SSLMode:require}}",
    pw(),
)
add(
    "trace/rust-debug",
    'Error: Config {{ endpoint: "https://api.corp", api_key: "{0}", retries: 3 }}',
    r(40, ALNUM),
)
add("trace/node-redis", "Error: connect ECONNREFUSED at redis://:{0}@cache.corp:6379", pw())
add(
    "envdump/docker-inspect",
    '"Env": [\n    "PATH=/usr/local/sbin:/usr/local/bin",\n    "POSTGRES_PASSWORD={0}",\n    "PGDATA=/var/lib/postgresql/data"\n]',
    pw(),
)
add("envdump/add-mask", 'echo "::add-mask::{0}"', r(36, URLSAFE))
add(
    "envdump/kubectl-describe",
    "    Environment:\n      LOG_LEVEL:   info\n      ORDERS_SIGNING_SECRET:  {0}\n    Mounts:",
    r(48, HEX),
)


LOOK_ALIKES: list[str] = [
    "a3f9c21 fix: rotate the token cache (#1234)",
    "REPOSITORY   TAG       IMAGE ID       CREATED\nnginx        1.25      3f8a00f137a0   2 weeks ago",
    "web-7c9d8f6b5d-x2kqp   1/1     Running   0          3h",
    "GHSA-4q6p-r6v2-jvc5: prototype pollution in lodash (CVE-2026-12345)",
    "traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
    "x-amz-request-id: 4442587FB7D0A2F9\nx-amz-id-2: vlR7PnpV2Ce81l0PRw6jlUpck7Jo5ZsQjryTjKlc5aLWGVHPZLj5NeC6qMa0emYBDXOo6QBU0Wo=",
    "Event ID: 9c0e8b7a6f5d4c3b2a1f0e9d8c7b6a5f (Sentry)",
    "Change-Id: I8473b95934b5732ac55d26311a706c9c2bde9940",
    "pub   ed25519 2024-01-01 [SC]\n      2F36 4B1C 0A9E 7D58 31C2  6E4F 9B0A D7E2 5C81 4F6A",
    "256 SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s bob@laptop (ED25519)",
    "/nix/store/" + r(32, NIX32) + "-python3-3.11.9",
    "oid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345",
    "Digest: sha256:9b7c0f8a3d2e1f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a",
    '<script src="/static/js/main.8f3a2b1c.chunk.js"></script>',
    "STRIPE_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx",
    'password: "********"',
    "token: ${{ secrets.GITHUB_TOKEN }}",
    "password: {{ .Values.db.password | quote }}",
    "ALTER TABLE users ADD COLUMN password_reset_token VARCHAR(64);",
    'WWW-Authenticate: Bearer realm="api", error="invalid_token"',
    "X-Correlation-ID: 5f0c2d8e-6b1a-4c3f-9e7d-2a8b4c6d0e1f",
    "Content-Security-Policy: script-src 'self' 'sha256-B2yPHKaXnvFWtRChIbabYmUBFZdVfKKXHbWtWidDVF8='",
    "api_key = secrets.token_urlsafe(32)",
    "nonce = os.urandom(16).hex()",
    "Password must contain at least 1 uppercase letter, 1 digit and 1 symbol (e.g. !@#).",
    "ERROR 1045 (28000): Access denied for user 'root'@'localhost' (using password: YES)",
    "rsync -az --password-file=/etc/rsync.secret backup@nas::data /srv/data",
    "gpg --batch --passphrase-fd 0 --decrypt secrets.gpg < /dev/tty",
    'terraform plan: aws_instance.web id = "i-0a1b2c3d4e5f67890"',
    "/subscriptions/72f988bf-86f1-41af-91ab-2d7cd011db47/resourceGroups/rg-prod/providers/Microsoft.Web/sites/shop",
    "SHA1: 5E:8F:16:06:2E:A3:CD:2C:4A:0D:54:78:76:BA:A6:F3:8C:AB:F6:25",
    "checksum: 3a5c7e9b1d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c",
    "https://www.youtube.com/watch?v=M7lc1UVf-VE",
    "Slack thread ts 1733312345.123456",
    "Discord user id 80351110224678912",
    "kubectl get secret api -o yaml | grep -c token",
    "ssh-keygen -t ed25519 -N '' -f ~/.ssh/ci",
    "export AWS_SECRET_ACCESS_KEY=$(aws configure get aws_secret_access_key)",
    'echo "::add-mask::$API_TOKEN"',
    "git credential fill <<< 'protocol=https\nhost=git.corp'",
    'mc alias set minio http://minio.lan:9000 "$MINIO_USER" "$MINIO_PASS"',
    "lftp -u uploader sftp://files.example.com",
    "ldapsearch -x -W -D cn=admin,dc=corp",
    "the wifi at the office is called Corp-Guest-5G",
    "Unseal Progress    1/3\nUnseal Nonce       n/a",
    'resourceVersion: "18446744073"\nuid: 0f9c8e1d-2b3a-4c5d-8e7f-6a5b4c3d2e1f',
    "Successfully tagged registry.corp/shop:3f8a00f1",
    "PBKDF2 with 600000 iterations and a 16-byte salt",
    "commit 7d3f1a9c2b8e4d6f0a1c3e5b7d9f2a4c6e8b0d1f (HEAD -> main, origin/main)",
    'ETag: W/"a1b2c3d4e5f6a7b8c9d0"',
]
