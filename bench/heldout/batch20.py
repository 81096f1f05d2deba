"""Held-out batch 20: blind, written by hand, by a writer who never read the rules, code, docs, tests or results.

What was read: bench/heldout/__init__.py (the batch format), the first ~130 lines of
bench/heldout/batch19.py (its module docstring and helper functions) and the output of
`grep -h "^Theme\|New kinds" -A3 bench/heldout/batch*.py` (to keep themes and vendors
new). Nothing of memory_store/, docs/, tests/, the bench script, RESULTS.md, plugin/ or
the git history was read, and the filter was never run on this batch. Not to be tuned on
until its first measurement is recorded.

Theme: hand-written snippets of real coding-agent sessions, one text at a time and no
template crossed with a vendor list: terminal commands and their output, stack traces and
log lines that happen to print a credential, agent tool-call JSON, files the agent read
(.env, config.yaml, settings.py, appsettings.json, docker-compose.yml, Kubernetes Secrets,
.npmrc/.pypirc/.netrc/pip.conf, systemd units, crontabs, Makefiles, Jupyter cells, SQL
migrations, Terraform state, Postman collections, HTTP dumps, curl -v transcripts, git
remote -v, git diffs, pytest failures) and chat messages in many languages. Secrets are
about a third in-house credentials with no vendor prefix (app and DB passwords, human-chosen
ones too, session cookies, webhook and HMAC secrets, encryption keys, basic auth, tokens in
query strings, SSH/PGP/age/TLS private keys), a third vendor keys of regional and less
common providers (Tencent Cloud, Baidu Qianfan, Volcengine, Zhipu, Moonshot, SiliconFlow,
Naver, Kakao, LINE, Toss Payments, PortOne, Omise, Culqi, Conekta, Wompi, Pagar.me,
Moyasar, Tap, Paymob, Cashfree, Instamojo, Termii, Africa's Talking, Infobip, Gupshup,
Sinch, Plivo, Vonage, OVHcloud, Hetzner, IONOS, Infomaniak, Yandex Cloud, Selectel,
Timeweb, Upstage, Sarvam, Aleph Alpha, Voyage, Jina, Dash0, Last9, Depot, Graphite,
Octopus Deploy, Harness, Bitrise, Codemagic, Cloudsmith, Forgejo ...), the rest split,
encoded, concatenated or escaped, and prose in English, German, Spanish, French, Chinese,
Japanese, Russian, Hindi, Arabic, Portuguese, Vietnamese, Korean, Italian, Turkish,
Indonesian and Polish.
Look-alikes are the same kinds of files and outputs holding env references in many
syntaxes, secret-manager references, placeholders and masks, documented defaults, public
keys and client ids, commit shas, digests, UUIDs, request ids, lockfile checksums,
integrity hashes, base64 of public data, cache keys, hashed file names, versions, build
ids, prose about credentials, and near-misses (a password field holding a variable name,
a token line holding a path).
"""

from __future__ import annotations

import base64
import json
import random
import string
import urllib.parse

_rng = random.Random(20_2026_12_06)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
UPPER_NUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
UPPER_HEX = "0123456789ABCDEF"
URLSAFE = ALNUM + "-_"


def r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def b64(n_bytes: int) -> str:
    return base64.b64encode(_rng.randbytes(n_bytes)).decode()


def b64url(n_bytes: int) -> str:
    return base64.urlsafe_b64encode(_rng.randbytes(n_bytes)).rstrip(b"=").decode()


def pw() -> str:
    """A random password safe inside JSON strings, URLs and single-quoted shell words."""
    return r(2, LOWER) + r(2, UPPER) + r(3, DIGITS) + _rng.choice("-_.") + r(6, ALNUM)


def uuid4() -> str:
    h = r(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{_rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def sha() -> str:
    return r(40, HEX)


def _b64url_json(obj: dict) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def jwt(claims: dict, alg: str = "HS256") -> str:
    """A signed-looking JWT: public header and claims, random signature."""
    return (
        _b64url_json({"alg": alg, "typ": "JWT"})
        + "."
        + _b64url_json(claims)
        + "."
        + b64url(32)
    )


def pem_body(n_bytes: int) -> str:
    raw = base64.b64encode(_rng.randbytes(n_bytes)).decode()
    return "\n".join(raw[i : i + 64] for i in range(0, len(raw), 64))


def human_pw() -> str:
    """A human-chosen looking password: word, year or digits, symbol."""
    word = _rng.choice(
        ["Summer", "Winter", "Autumn", "Spring", "Kaffee", "Dragon", "Monkey", "Soleil",
         "Sakura", "Bailey", "Falcon", "Tigers", "Pepper", "Mustang", "Raptor", "Verano"]
    )  # fmt: skip
    return word + str(_rng.randint(1970, 2026)) + _rng.choice("!@#$%&*?")


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []
LOOK_ALIKES: list[str] = []


def S(kind: str, text: str, secret: str | tuple[str, ...]) -> None:
    SECRETS.append((kind, text, secret))


def L(text: str) -> None:
    LOOK_ALIKES.append(text)


# =====================================================================================
# Generic and in-house credentials (no vendor prefix)
# =====================================================================================

v = human_pw()
S(
    "password/env_db",
    f"""# .env.local  (do not commit)
APP_ENV=local
DB_HOST=127.0.0.1
DB_PORT=5432
DB_USER=billing
DB_PASSWORD={v}
""",
    v,
)

v = pw()
S(
    "dsn/postgres_url",
    f"""$ echo $DATABASE_URL
postgresql://orders_rw:{v}@db-prod-2.internal.acme.io:5432/orders?sslmode=require""",
    v,
)

v = r(40, LOWER_NUM)
S(
    "generic/internal_api_token",
    f"""{{"tool":"bash","input":{{"command":"curl -s -H 'X-Internal-Token: {v}' https://inventory.corp.local/api/v2/skus?limit=5 | jq ."}}}}""",
    v,
)

v = r(24, ALNUM)
S(
    "password/settings_py",
    f"""DATABASES = {{
    "default": {{
        "ENGINE": "django.db.backends.mysql",
        "NAME": "shop",
        "USER": "shop_app",
        "PASSWORD": "{v}",
        "HOST": "mysql-primary",
        "PORT": "3306",
    }}
}}""",
    v,
)

v = r(64, HEX)
S(
    "generic/webhook_signing_secret",
    f"""  File "/srv/hooks/verify.py", line 31, in verify_signature
    expected = hmac.new(b"{v}", body, hashlib.sha256).hexdigest()
ValueError: signature mismatch for delivery 7731""",
    v,
)

v = b64(32)
S(
    "generic/encryption_key_yaml",
    f"""# config/production.yaml
storage:
  driver: s3
  encryption:
    algorithm: AES-256-GCM
    key: "{v}"
""",
    v,
)

v = r(12, ALNUM)
S(
    "password/seed_admin",
    f"""// prisma/seed.ts
await prisma.user.upsert({{
  where: {{ email: 'admin@example.com' }},
  update: {{}},
  create: {{ email: 'admin@example.com', role: 'ADMIN', password: await hash('{v}', 10) }},
}})""",
    v,
)

v = pw()
S(
    "basic_auth/url_git_remote",
    f"""$ git remote -v
origin\thttps://deploy-bot:{v}@git.internal.example.org/platform/api.git (fetch)
origin\thttps://deploy-bot:{v}@git.internal.example.org/platform/api.git (push)""",
    v,
)

v = r(32, LOWER_NUM)
S(
    "generic/query_token_log",
    f"""2026-11-30T09:14:02.551Z INFO  http.client GET https://reports.acme-internal.net/export.csv?from=2026-11-01&access_token={v}&fmt=csv -> 200 (1.2s)""",
    v,
)

v = b64url(48)
S(
    "generic/session_cookie_curl",
    f"""$ curl -v https://admin.staging.myapp.dev/dashboard
> GET /dashboard HTTP/2
> Host: admin.staging.myapp.dev
> user-agent: curl/8.5.0
> cookie: sessionid={v}
>
< HTTP/2 200""",
    v,
)

key_body = pem_body(1190)
v = f"-----BEGIN RSA PRIVATE KEY-----\n{key_body}\n-----END RSA PRIVATE KEY-----"
S(
    "private_key/rsa_cat",
    f"""$ cat ~/.ssh/deploy_rsa
{v}
$ chmod 600 ~/.ssh/deploy_rsa""",
    key_body,
)

key_body = pem_body(300)
v = f"-----BEGIN OPENSSH PRIVATE KEY-----\n{key_body}\n-----END OPENSSH PRIVATE KEY-----"
S(
    "private_key/openssh_k8s_secret",
    f"""apiVersion: v1
kind: Secret
metadata:
  name: git-sync-ssh
type: Opaque
stringData:
  ssh-privatekey: |
    {v.replace(chr(10), chr(10) + "    ")}
""",
    key_body.split("\n")[1],
)

v = "AGE-SECRET-KEY-1" + r(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L")
S(
    "private_key/age",
    f"""$ age-keygen -o key.txt
Public key: age1{r(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")}
$ cat key.txt
# created: 2026-12-01T10:22:13Z
# public key: age1...
{v}""",
    v,
)

pgp_body = pem_body(900)
S(
    "private_key/pgp_block",
    f"""-----BEGIN PGP PRIVATE KEY BLOCK-----

{pgp_body}
={r(4, ALNUM)}
-----END PGP PRIVATE KEY BLOCK-----""",
    pgp_body.split("\n")[2],
)

ec_body = pem_body(121)
S(
    "private_key/ec_tls_key",
    f"""# nginx/certs/api.key  (read by the agent)
-----BEGIN EC PRIVATE KEY-----
{ec_body}
-----END EC PRIVATE KEY-----""",
    ec_body.split("\n")[0],
)

v = r(20, ALNUM)
S(
    "password/npmrc_auth",
    f"""; ~/.npmrc
registry=https://npm.internal.example.com/
//npm.internal.example.com/:_auth={base64.b64encode(("ci-publisher:" + v).encode()).decode()}
always-auth=true""",
    base64.b64encode(("ci-publisher:" + v).encode()).decode(),
)

v = pw()
S(
    "password/pypirc",
    f"""[distutils]
index-servers =
    internal

[internal]
repository = https://pypi.corp.example.net/simple/
username = release
password = {v}""",
    v,
)

v = r(16, ALNUM)
S(
    "password/netrc",
    f"""machine artifacts.example-corp.com
  login jenkins
  password {v}
machine api.github.com login octocat password <use-gh-auth>""",
    v,
)

v = pw()
S(
    "password/pip_conf",
    f"""# /etc/pip.conf
[global]
index-url = https://pypi-user:{v}@nexus.internal.local/repository/pypi-all/simple
trusted-host = nexus.internal.local""",
    v,
)

v = r(36, ALNUM)
S(
    "generic/systemd_env",
    f"""[Unit]
Description=Metrics relay
After=network-online.target

[Service]
Environment=RELAY_AUTH_TOKEN={v}
ExecStart=/usr/local/bin/relay --listen :9100
Restart=always""",
    v,
)

v = human_pw()
S(
    "password/crontab_mysqldump",
    f"""$ crontab -l
# m h  dom mon dow   command
30 2 * * * /usr/bin/mysqldump -u backup -p'{v}' --all-databases | gzip > /backups/all-$(date +\\%F).sql.gz""",
    v,
)

v = r(28, ALNUM)
S(
    "generic/makefile_token",
    f"""deploy:
\t@echo "deploying $(VERSION)"
\tcurl -fsS -X POST -H "Authorization: Bearer {v}" \\
\t  https://deploy.internal.example.io/hooks/release?v=$(VERSION)""",
    v,
)

v = pw()
S(
    "password/jupyter_cell",
    f"""In [3]: import psycopg2
   ...: conn = psycopg2.connect(host="10.0.4.17", dbname="analytics", user="analyst", password="{v}")
   ...: df = pd.read_sql("select * from events limit 100", conn)""",
    v,
)

v = human_pw()
S(
    "password/sql_migration",
    f"""-- migrations/0042_reporting_role.sql
CREATE ROLE reporting WITH LOGIN PASSWORD '{v}';
GRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting;""",
    v,
)

v = r(20, ALNUM)
S(
    "password/tfstate",
    f"""        "attributes": {{
          "allocated_storage": 20,
          "engine": "postgres",
          "identifier": "app-db",
          "password": "{v}",
          "username": "app_admin",""",
    v,
)

v = r(48, LOWER_NUM)
S(
    "generic/postman_header",
    f"""{{
  "name": "List invoices",
  "request": {{
    "method": "GET",
    "header": [
      {{"key": "X-Api-Key", "value": "{v}", "type": "text"}}
    ],
    "url": "{{{{baseUrl}}}}/v1/invoices"
  }}
}}""",
    v,
)

v = pw()
S(
    "basic_auth/http_dump",
    f"""POST /api/v1/jobs HTTP/1.1
Host: scheduler.lan
Authorization: Basic {base64.b64encode(("scheduler:" + v).encode()).decode()}
Content-Type: application/json
Content-Length: 42""",
    base64.b64encode(("scheduler:" + v).encode()).decode(),
)

v = r(32, HEX)
S(
    "generic/git_diff_key",
    f"""diff --git a/config/app.php b/config/app.php
@@ -54,7 +54,7 @@
-    'key' => env('APP_KEY'),
+    'key' => '{v}',
     'cipher' => 'AES-256-CBC',""",
    v,
)

v = pw()
S(
    "password/pytest_failure",
    f"""    def test_login_admin(client):
        resp = client.post("/login", data={{"user": "admin", "password": "{v}"}})
>       assert resp.status_code == 302
E       assert 401 == 302
E        +  where 401 = <Response [401]>.status_code""",
    v,
)

v = human_pw()
S(
    "password/docker_compose",
    f"""services:
  db:
    image: mariadb:11.4
    environment:
      MARIADB_ROOT_PASSWORD: {v}
      MARIADB_DATABASE: wiki
    volumes:
      - dbdata:/var/lib/mysql""",
    v,
)

v = pw()
S(
    "password/appsettings_conn",
    f"""{{
  "ConnectionStrings": {{
    "Default": "Server=sql01.corp.local;Database=Payroll;User Id=payroll_svc;Password={v};TrustServerCertificate=True"
  }},
  "Logging": {{ "LogLevel": {{ "Default": "Information" }} }}
}}""",
    v,
)

v = r(40, ALNUM)
S(
    "generic/hmac_key_go",
    f"""var signingKey = []byte("{v}")

func sign(payload []byte) string {{
\tm := hmac.New(sha256.New, signingKey)""",
    v,
)

v = b64(64)
S(
    "generic/rails_secret_key_base",
    f"""$ cat config/credentials/production.yml.dec
secret_key_base: {v}
smtp:
  user_name: noreply""",
    v,
)

v = r(50, ALNUM + "!@#%^&*(-_=+)")
S(
    "generic/django_secret_key",
    f"""# settings/prod.py
DEBUG = False
SECRET_KEY = '{v}'
ALLOWED_HOSTS = ["shop.example.com"]""",
    v,
)

v = pw()
S(
    "dsn/redis_url_trace",
    f"""Traceback (most recent call last):
  File "worker.py", line 12, in <module>
    r = redis.from_url("rediss://default:{v}@cache-01.prod.internal:6380/0")
redis.exceptions.ConnectionError: Error 111 connecting to cache-01.prod.internal:6380. Connection refused.""",
    v,
)

v = pw()
S(
    "dsn/mongodb_srv",
    f"""[nodemon] starting `node server.js`
MongoServerSelectionError: connection <monitor> to 10.2.0.14:27017 closed
    at Timeout._onTimeout (/app/node_modules/mongodb/lib/sdam/topology.js:278:38)
  uri: 'mongodb+srv://api_user:{v}@cluster-prod.ab12c.mongo.internal/app?retryWrites=true'""",
    v,
)

v = r(18, ALNUM)
S(
    "dsn/amqp_env",
    f"""CELERY_BROKER_URL=amqp://celery:{v}@rabbitmq.svc.cluster.local:5672/prod""",
    v,
)

v = human_pw()
S(
    "password/wifi_nmcli",
    f"""$ nmcli dev wifi connect "Office-5G" password "{v}"
Device 'wlp2s0' successfully activated with 'c1f8...'.""",
    v,
)

v = r(64, HEX)
S(
    "generic/encryption_key_hex_env",
    f"""FIELD_ENCRYPTION_KEY={v}
FIELD_ENCRYPTION_KEY_ID=2026-q4""",
    v,
)

v = pw()
S(
    "password/ldap_bind",
    f"""# /etc/sssd/sssd.conf
[domain/corp]
ldap_uri = ldaps://dc1.corp.example.com
ldap_default_bind_dn = CN=svc-sssd,OU=Service,DC=corp,DC=example,DC=com
ldap_default_authtok = {v}""",
    v,
)

v = r(22, ALNUM)
S(
    "password/smtp_log",
    f"""DEBUG mailer: connecting to smtp.office.example.net:587 user=alerts@example.net pass={v} starttls=true""",
    v,
)

v = r(43, URLSAFE)
S(
    "generic/csrf_secret_ini",
    f"""[app:main]
use = egg:tracker
session.secret = {v}
session.type = file""",
    v,
)

v = human_pw()
S(
    "password/ssh_sshpass_history",
    f"""  501  ssh pi@192.168.1.40
  502  sshpass -p '{v}' scp build.tar.gz pi@192.168.1.40:/opt/kiosk/
  503  history | tail""",
    v,
)

v = r(30, ALNUM)
S(
    "generic/grpc_metadata",
    f"""$ grpcurl -H 'authorization: Bearer {v}' -d '{{"id": 42}}' api.internal:443 orders.v1.Orders/Get
{{
  "id": "42",
  "status": "SHIPPED"
}}""",
    v,
)

v = pw()
S(
    "password/jdbc_properties",
    f"""spring.datasource.url=jdbc:postgresql://pg.internal:5432/ledger
spring.datasource.username=ledger
spring.datasource.password={v}
spring.jpa.hibernate.ddl-auto=validate""",
    v,
)

v = pw()
S(
    "dsn/jdbc_inline",
    f"""2026-12-01 10:03:11.223 ERROR 1 --- [main] o.h.e.j.s.SqlExceptionHelper : Cannot connect to jdbc:sqlserver://mssql.prod:1433;databaseName=crm;user=crm_app;password={v};encrypt=true""",
    v,
)

v = r(26, LOWER_NUM)
S(
    "generic/webhook_url_token",
    f"""alerting:
  receivers:
    - name: ops-chat
      webhook_url: https://chat.internal.example.com/hooks/incoming/{v}""",
    v,
)

v = b64(24)
S(
    "generic/vault_unseal_key",
    f"""$ vault operator init -key-shares=1 -key-threshold=1
Unseal Key 1: {v}

Initial Root Token: hvs.{r(24, ALNUM)}""",
    v,
)

v = r(32, ALNUM)
S(
    "generic/helm_values",
    f"""# values-prod.yaml
auth:
  adminUser: admin
  adminPassword: "{v}"
persistence:
  enabled: true
  size: 20Gi""",
    v,
)

v = pw()
S(
    "password/ansible_vars",
    f"""# group_vars/dbservers.yml  (unencrypted, oops)
postgresql_users:
  - name: app
    password: "{v}"
    role_attr_flags: LOGIN""",
    v,
)

v = r(40, HEX)
S(
    "generic/x_api_key_fetch",
    f"""const res = await fetch(`${{BASE}}/v3/shipments`, {{
  headers: {{ 'x-api-key': '{v}', accept: 'application/json' }},
}});""",
    v,
)

v = pw()
S(
    "password/kubectl_create",
    f"""$ kubectl -n payments create secret generic db-creds \\
    --from-literal=username=payments \\
    --from-literal=password='{v}'
secret/db-creds created""",
    v,
)

v = r(8, LOWER) + str(_rng.randint(10, 99))
S(
    "password/mysql_p_flag",
    f"""$ mysql -h 127.0.0.1 -u root -p{v} -e 'show databases'
+--------------------+
| Database           |
+--------------------+""",
    v,
)

v = r(44, ALNUM)
S(
    "generic/cookie_header_har",
    f"""{{"name": "Cookie", "value": "_ga=GA1.1.123456789.1700000000; auth_session={v}; theme=dark"}}""",
    v,
)

v = b64(32)
S(
    "generic/jwt_signing_secret_env",
    f"""JWT_SECRET={v}
JWT_EXPIRES_IN=15m""",
    v,
)

v = jwt(
    {
        "sub": "svc-reporting",
        "scope": "reports:read reports:write",
        "iat": 1764547200,
        "exp": 1796083200,
    }
)
S(
    "jwt/bearer_log",
    f"""2026-12-02 08:00:01,004 DEBUG urllib3.connectionpool: headers={{'Authorization': 'Bearer {v}', 'Accept': '*/*'}}""",
    v,
)

v = jwt(
    {"iss": "auth.internal", "sub": "user:8812", "role": "admin", "exp": 1798761600},
    "RS256",
)
S(
    "jwt/localstorage_devtools",
    f"""> localStorage.getItem("access_token")
'{v}'""",
    v,
)

v = pw()
S(
    "password/redis_conf",
    f"""# /etc/redis/redis.conf
bind 0.0.0.0
protected-mode yes
requirepass {v}
maxmemory 2gb""",
    v,
)

v = pw()
S(
    "password/pgpass",
    f"""$ cat ~/.pgpass
db-replica.internal:5432:*:readonly:{v}""",
    v,
)

v = r(32, ALNUM)
S(
    "generic/traefik_upstream_header",
    f"""[http.middlewares.api-auth.headers.customRequestHeaders]
  X-Upstream-Secret = "{v}"
""",
    v,
)

v = pw()
S(
    "password/powershell_cred",
    f"""PS C:\\deploy> $pass = ConvertTo-SecureString '{v}' -AsPlainText -Force
PS C:\\deploy> $cred = New-Object System.Management.Automation.PSCredential('CORP\\svc-deploy', $pass)""",
    v,
)

v = r(32, LOWER_NUM)
S(
    "generic/graphql_playground_headers",
    f"""HTTP HEADERS
{{
  "authorization": "Token {v}"
}}""",
    v,
)

v = pw()
S(
    "password/gpg_passphrase_ci",
    f"""      - name: Sign artifacts
        run: echo "{v}" | gpg --batch --yes --passphrase-fd 0 --pinentry-mode loopback -ab dist/app.tar.gz""",
    v,
)

v = human_pw()
S(
    "password/keystore_gradle",
    f"""// android/app/build.gradle
signingConfigs {{
    release {{
        storeFile file("release.jks")
        storePassword "{v}"
        keyAlias "upload"
        keyPassword "{v}"
    }}
}}""",
    v,
)

v = r(24, ALNUM)
S(
    "generic/telemetry_query_key",
    f"""[2026-12-03 14:22:09] local.ERROR: cURL error 28 while posting to https://telemetry.acme.dev/ingest?key={v}&project=web""",
    v,
)

v = pw()
S(
    "password/ftp_url",
    f"""lftp -e 'mirror -R ./public /www; quit' ftp://webuser:{v}@ftp.hosting-company.example""",
    v,
)

v = r(64, HEX)
S(
    "generic/bitcoin_like_wallet_seed_hex",
    f"""wallet.json:
{{"label": "hot-wallet-dev", "xpriv_seed_hex": "{v}", "network": "testnet"}}""",
    v,
)

v = b64(32)
S(
    "generic/wireguard_private_key",
    f"""# /etc/wireguard/wg0.conf
[Interface]
Address = 10.8.0.2/24
PrivateKey = {v}
ListenPort = 51820

[Peer]
PublicKey = {b64(32)}
AllowedIPs = 10.8.0.0/24""",
    v,
)

v = pw()
S(
    "password/dockerfile_env",
    f"""FROM node:20-alpine
WORKDIR /app
ENV ADMIN_PASSWORD={v}
COPY . .
RUN npm ci && npm run build""",
    v,
)

v = r(40, LOWER_NUM)
S(
    "generic/mcp_config_env",
    f"""{{
  "mcpServers": {{
    "tickets": {{
      "command": "npx",
      "args": ["-y", "@acme/tickets-mcp"],
      "env": {{ "TICKETS_API_TOKEN": "{v}" }}
    }}
  }}
}}""",
    v,
)

v = pw()
S(
    "password/elastic_curl_u",
    f"""$ curl -u elastic:{v} -k https://localhost:9200/_cluster/health?pretty
{{
  "cluster_name" : "logs",
  "status" : "yellow",""",
    v,
)

v = r(36, ALNUM)
S(
    "generic/toml_token",
    f"""# ~/.config/deployctl/config.toml
[profile.prod]
endpoint = "https://deploy.acme.internal"
token = "{v}"
""",
    v,
)

v = pw()
S(
    "password/rclone_conf",
    f"""[nas]
type = webdav
url = https://nas.home.arpa/remote.php/dav/files/me
vendor = nextcloud
user = me
pass_plain_i_know = {v}""",
    v,
)

v = pw()
S(
    "password/xml_settings",
    f"""<server>
  <id>corp-releases</id>
  <username>deployer</username>
  <password>{v}</password>
</server>""",
    v,
)

v = r(20, ALNUM)
S(
    "password/ini_odbc",
    f"""[ReportingDSN]
Driver=ODBC Driver 18 for SQL Server
Server=tcp:reporting.corp.local,1433
UID=report_reader
PWD={v}""",
    v,
)


# =====================================================================================
# Vendor keys in their real-world shapes (regional and less common providers)
# =====================================================================================

sid, skey = "AKID" + r(32, ALNUM), r(32, ALNUM)
S(
    "vendor/tencent_cloud_cli",
    f"""$ tccli configure set secretId {sid} secretKey {skey} region ap-guangzhou
$ tccli cvm DescribeInstances --Limit 1""",
    skey,
)

v = "bce-v3/ALTAK-" + r(21, ALNUM) + "/" + r(40, HEX)
S(
    "vendor/baidu_qianfan_env",
    f"""QIANFAN_API_KEY={v}
QIANFAN_MODEL=ernie-4.0-8k""",
    v,
)

ak, sk = "AKLT" + r(40, ALNUM), b64(45)
S(
    "vendor/volcengine_py",
    f"""from volcengine.ApiInfo import ApiInfo
svc = VisualService()
svc.set_ak("{ak}")
svc.set_sk("{sk}")""",
    sk,
)

v = uuid4()
S(
    "vendor/volcengine_ark_uuid",
    f"""client = OpenAI(
    base_url="https://ark.cn-beijing.volces.com/api/v3",
    api_key="{v}",  # ARK_API_KEY
)""",
    v,
)

v = r(32, HEX) + "." + r(16, ALNUM)
S(
    "vendor/zhipu_bigmodel",
    f"""from zhipuai import ZhipuAI
client = ZhipuAI(api_key="{v}")
resp = client.chat.completions.create(model="glm-4-plus", messages=msgs)""",
    v,
)

v = "sk-" + r(48, ALNUM)
S(
    "vendor/moonshot_curl",
    f"""curl https://api.moonshot.cn/v1/models -H "Authorization: Bearer {v}"
{{"object":"list","data":[{{"id":"moonshot-v1-8k"}}]}}""",
    v,
)

v = "sk-" + r(48, LOWER)
S(
    "vendor/siliconflow_yaml",
    f"""llm:
  provider: openai_compatible
  base_url: https://api.siliconflow.cn/v1
  model: Qwen/Qwen2.5-72B-Instruct
  api_key: {v}""",
    v,
)

v = "sk-" + r(32, HEX)
S(
    "vendor/dashscope_env",
    f"""export DASHSCOPE_API_KEY="{v}"
python qwen_demo.py --model qwen-max""",
    v,
)

ak, sk = r(20, UPPER_NUM), r(40, ALNUM)
S(
    "vendor/naver_cloud_headers",
    f"""headers = {{
    "x-ncp-iam-access-key": "{ak}",
    "x-ncp-apigw-timestamp": ts,
    "x-ncp-apigw-signature-v2": make_signature("{sk}", ts),
}}""",
    sk,
)

v = r(32, HEX)
S(
    "vendor/kakao_rest_key",
    f"""const res = await axios.get('https://dapi.kakao.com/v2/local/search/address.json', {{
  params: {{ query: '판교역로 166' }},
  headers: {{ Authorization: 'KakaoAK {v}' }},
}});""",
    v,
)

tok, csec = b64(129).replace("/", "").replace("+", "")[:172] + "=", r(32, HEX)
S(
    "vendor/line_messaging_env",
    f"""LINE_CHANNEL_ID=2006{r(6, DIGITS)}
LINE_CHANNEL_SECRET={csec}
LINE_CHANNEL_ACCESS_TOKEN={tok}""",
    (csec, tok),
)

v = "live_gsk_" + r(28, ALNUM)
S(
    "vendor/toss_payments_basic",
    f"""// 토스페이먼츠 결제 승인
const encoded = Buffer.from('{v}' + ':').toString('base64');
await fetch('https://api.tosspayments.com/v1/payments/confirm', {{ method: 'POST', headers: {{ Authorization: `Basic ${{encoded}}` }} }});""",
    v,
)

v = r(80, ALNUM)
S(
    "vendor/portone_v2",
    f"""PORTONE_STORE_ID=store-{uuid4()}
PORTONE_API_SECRET={v}""",
    v,
)

v = "skey_" + r(19, LOWER_NUM)
S(
    "vendor/omise_ruby",
    f"""Omise.api_version = "2019-05-29"
Omise.public_api_key = "pkey_{r(19, LOWER_NUM)}"
Omise.secret_api_key = "{v}\"""",
    v,
)

v = "sk_live_" + r(16, ALNUM)
S(
    "vendor/culqi_php",
    f"""<?php
$culqi = new Culqi\\Culqi(array('api_key' => '{v}'));
$charge = $culqi->Charges->create([...]);""",
    v,
)

v = "key_" + r(26, ALNUM)
S(
    "vendor/conekta_node",
    f"""const conekta = require('conekta');
conekta.api_key = '{v}';
conekta.locale = 'es';""",
    v,
)

v, ev = "prv_prod_" + r(32, ALNUM), "prod_events_" + r(32, ALNUM)
S(
    "vendor/wompi_env",
    f"""WOMPI_PUBLIC_KEY=pub_prod_{r(32, ALNUM)}
WOMPI_PRIVATE_KEY={v}
WOMPI_EVENTS_SECRET={ev}""",
    (v, ev),
)

v = "sk_" + r(32, HEX)
S(
    "vendor/pagarme_v5",
    f"""$ curl -u '{v}:' https://api.pagar.me/core/v5/orders?page=1
{{"data":[],"paging":{{"total":0}}}}""",
    v,
)

v = "sk_live_" + r(40, ALNUM)
S(
    "vendor/moyasar_py",
    f"""import moyasar
moyasar.api_key = "{v}"
payment = moyasar.Payment.fetch(payment_id)""",
    v,
)

v = "sk_live_" + r(24, ALNUM)
S(
    "vendor/tap_payments_http",
    f"""POST /v2/charges HTTP/1.1
Host: api.tap.company
authorization: Bearer {v}
content-type: application/json""",
    v,
)

v = "egy_sk_live_" + r(64, HEX)
S(
    "vendor/paymob_secret",
    f"""PAYMOB_PUBLIC_KEY=egy_pk_live_{r(32, ALNUM)}
PAYMOB_SECRET_KEY={v}""",
    v,
)

v = "cfsk_ma_prod_" + r(32, HEX) + "_" + r(8, HEX)
S(
    "vendor/cashfree_headers",
    f"""  -H 'x-client-id: {r(7, DIGITS)}{r(20, HEX)}' \\
  -H 'x-client-secret: {v}' \\
  -H 'x-api-version: 2023-08-01'""",
    v,
)

k, t = r(32, HEX), r(32, HEX)
S(
    "vendor/instamojo_py",
    f"""api = Instamojo(api_key='{k}',
                auth_token='{t}',
                endpoint='https://www.instamojo.com/api/1.1/')""",
    (k, t),
)

v = "TL" + r(60, ALNUM)
S(
    "vendor/termii_json",
    f"""{{"to": "2348012345678", "from": "Acme", "sms": "Your code is 4821", "type": "plain", "channel": "generic", "api_key": "{v}"}}""",
    v,
)

v = "atsk_" + r(64, HEX)
S(
    "vendor/africastalking",
    f"""import africastalking
africastalking.initialize(username="acme_prod", api_key="{v}")
sms = africastalking.SMS""",
    v,
)

v = r(32, HEX) + "-" + uuid4()
S(
    "vendor/infobip_header",
    f"""> POST /sms/2/text/advanced HTTP/1.1
> Host: y3k9pq.api.infobip.com
> Authorization: App {v}
> Content-Type: application/json""",
    v,
)

v = r(32, LOWER_NUM)
S(
    "vendor/gupshup_form",
    f"""curl -X POST https://api.gupshup.io/wa/api/v1/msg \\
  -H 'apikey: {v}' \\
  -d 'channel=whatsapp&source=917834811114&destination=919876543210'""",
    v,
)

plan, tok = r(32, HEX), r(32, HEX)
S(
    "vendor/sinch_sdk",
    f"""const sinch = new SinchClient({{
  servicePlanId: '{plan}',
  apiToken: '{tok}',
  smsRegion: 'eu',
}});""",
    tok,
)

aid, tok = "MA" + r(18, UPPER_NUM), r(40, ALNUM)
S(
    "vendor/plivo_env",
    f"""PLIVO_AUTH_ID={aid}
PLIVO_AUTH_TOKEN={tok}""",
    tok,
)

k, s = r(8, HEX), r(16, ALNUM)
S(
    "vendor/vonage_cli",
    f"""$ vonage config:set --apiKey={k} --apiSecret={s}
Configuration saved to /home/dev/.vonagerc""",
    s,
)

ak, asec, ck = r(16, ALNUM), r(32, ALNUM), r(32, ALNUM)
S(
    "vendor/ovh_conf",
    f"""; ~/.ovh.conf
[default]
endpoint=ovh-eu

[ovh-eu]
application_key={ak}
application_secret={asec}
consumer_key={ck}""",
    (asec, ck),
)

v = r(64, ALNUM)
S(
    "vendor/hetzner_hcloud",
    f"""$ hcloud context create prod
Token: {v}
Context prod created and activated""",
    v,
)

v = r(32, HEX) + "." + r(86, URLSAFE)
S(
    "vendor/ionos_dns",
    f"""provider "ionosdns" {{
  api_key = "{v}"
}}""",
    v,
)

v = r(86, URLSAFE)
S(
    "vendor/infomaniak_bearer",
    f"""[certbot-dns-infomaniak]
dns_infomaniak_token = {v}""",
    v,
)

v = "y0_" + r(55, URLSAFE)
S(
    "vendor/yandex_oauth",
    f"""$ yc config set token {v}
$ yc compute instance list
+----------------------+---------+---------------+---------+""",
    v,
)

kid, ksec = "YCAJE" + r(20, URLSAFE), "YCP" + r(37, URLSAFE)
S(
    "vendor/yandex_static_key",
    f"""$ yc iam access-key create --service-account-name s3-writer
access_key:
  id: aje{r(17, LOWER_NUM)}
  service_account_id: aje{r(17, LOWER_NUM)}
  created_at: "2026-12-01T08:15:44Z"
  key_id: {kid}
secret: {ksec}""",
    ksec,
)

v = r(32, HEX) + "_" + r(6, DIGITS)
S(
    "vendor/selectel_token",
    f"""export SEL_TOKEN={v}
terraform plan -var selectel_token=$SEL_TOKEN""",
    v,
)

v = jwt(
    {"login": "ab123456", "uid": "a1b2c3", "is_api": True, "iat": 1764000000}, "RS512"
)
S("vendor/timeweb_cloud", f"""twc config set --token "{v}\"""", v)

v = "up_" + r(32, ALNUM)
S("vendor/upstage_solar", f"""llm = ChatUpstage(api_key="{v}", model="solar-pro")""", v)

v = "sk_" + r(8, LOWER_NUM) + "_" + r(24, ALNUM)
S(
    "vendor/sarvam_header",
    f"""resp = requests.post(
    "https://api.sarvam.ai/translate",
    headers={{"api-subscription-key": "{v}"}},
    json={{"input": "नमस्ते", "source_language_code": "hi-IN", "target_language_code": "en-IN"}},
)""",
    v,
)

v = jwt({"user_id": 48213, "token_id": 9921}, "HS256")
S(
    "vendor/aleph_alpha",
    f"""client = Client(token="{v}", host="https://api.aleph-alpha.com")""",
    v,
)

v = "pa-" + r(43, URLSAFE)
S(
    "vendor/voyage_env",
    f"""VOYAGE_API_KEY={v}
EMBED_MODEL=voyage-3-large""",
    v,
)

v = "jina_" + r(32, HEX) + r(28, ALNUM)
S(
    "vendor/jina_reader_curl",
    f"""$ curl 'https://r.jina.ai/https://example.com/blog/post' -H 'Authorization: Bearer {v}'
Title: Example post""",
    v,
)

v = "auth_" + r(32, ALNUM)
S(
    "vendor/dash0_otel",
    f"""exporters:
  otlp/dash0:
    endpoint: ingress.eu-west-1.aws.dash0.com:4317
    headers:
      Authorization: "Bearer {v}"
      Dash0-Dataset: default""",
    v,
)

v = base64.b64encode((f"{r(8, LOWER_NUM)}:" + r(32, ALNUM)).encode()).decode()
S(
    "vendor/last9_otlp_basic",
    f"""OTEL_EXPORTER_OTLP_ENDPOINT=https://otlp-aps1.last9.io:443
OTEL_EXPORTER_OTLP_HEADERS="Authorization=Basic {v}\"""",
    v,
)

v = r(32, LOWER)
S(
    "vendor/logzio_shipper",
    f"""<appender name="LogzioLogbackAppender" class="io.logz.logback.LogzioLogbackAppender">
    <token>{v}</token>
    <logzioUrl>https://listener-eu.logz.io:8071</logzioUrl>
</appender>""",
    v,
)

v = r(24, ALNUM)
S(
    "vendor/betterstack_vector",
    f"""[sinks.better_stack]
type = "http"
inputs = ["app_logs"]
uri = "https://in.logs.betterstack.com/"
encoding.codec = "json"
auth.strategy = "bearer"
auth.token = "{v}\"""",
    v,
)

v = "depot_org_" + r(64, HEX)
S(
    "vendor/depot_gha",
    f"""      - uses: depot/build-push-action@v1
        with:
          project: {r(10, LOWER_NUM)}
          token: {v}
          push: true""",
    v,
)

v = "API-" + r(26, UPPER_NUM)
S(
    "vendor/octopus_cli",
    f"""PS> octo create-release --project "Web" --server https://octopus.corp.local --apiKey {v}
Octopus Deploy Command Line Tool, version 9.1.7""",
    v,
)

v = "pat." + r(22, URLSAFE) + "." + r(24, HEX) + "." + r(20, ALNUM)
S(
    "vendor/harness_pat",
    f"""harness login --api-key {v} --account-id {r(22, URLSAFE)}""",
    v,
)

v = r(86, URLSAFE)
S(
    "vendor/bitrise_pat",
    f"""$ curl -H "Authorization: {v}" https://api.bitrise.io/v0.1/me
{{"data":{{"username":"mobile-ci","slug":"{r(16, HEX)}"}}}}""",
    v,
)

v = r(43, URLSAFE)
S(
    "vendor/codemagic_token",
    f"""curl -H "Content-Type: application/json" -H "x-auth-token: {v}" \\
  --data '{{"appId": "{r(24, HEX)}", "workflowId": "ios-release", "branch": "main"}}' \\
  -X POST https://api.codemagic.io/builds""",
    v,
)

v = r(40, HEX)
S(
    "vendor/cloudsmith_npmrc",
    f"""@acme:registry=https://npm.cloudsmith.io/acme/private/
//npm.cloudsmith.io/acme/private/:_authToken={v}""",
    v,
)

v = r(40, HEX)
S(
    "vendor/forgejo_tea",
    f"""$ tea login add --name codeberg --url https://codeberg.org --token {v}
Login as dev-jane on https://codeberg.org successful""",
    v,
)

v = r(40, HEX)
S(
    "vendor/gitea_remote",
    f"""[remote "origin"]
\turl = https://ci:{v}@gitea.home.lab/infra/ansible.git
\tfetch = +refs/heads/*:refs/remotes/origin/*""",
    v,
)

v = "chpt_" + r(14, HEX)
S(
    "vendor/chromatic_project_token",
    f"""npx chromatic --project-token={v} --exit-zero-on-changes""",
    v,
)

v = r(20, ALNUM)
S(
    "vendor/browserstack_caps",
    f"""capabilities = {{
    "bstack:options": {{
        "userName": "qa_{r(6, LOWER)}",
        "accessKey": "{v}",
        "os": "Windows", "osVersion": "11",
    }}
}}""",
    v,
)

v = "LT_" + r(47, ALNUM)
S(
    "vendor/lambdatest_env",
    f"""LT_USERNAME=qa.team
LT_ACCESS_KEY={v}""",
    v,
)

v, dsec = r(64, HEX), "SEC" + r(64, HEX)
S(
    "vendor/dingtalk_robot",
    f"""webhook = "https://oapi.dingtalk.com/robot/send?access_token={v}"
secret = "{dsec}"  # 加签""",
    (v, dsec),
)

v = r(32, ALNUM)
S(
    "vendor/feishu_app_secret",
    f"""feishu:
  app_id: cli_{r(16, HEX)}
  app_secret: {v}
  verification_token: {r(32, ALNUM)}""",
    v,
)

v = r(43, URLSAFE)
S(
    "vendor/wecom_corpsecret",
    f"""GET https://qyapi.weixin.qq.com/cgi-bin/gettoken?corpid=ww{r(16, HEX)}&corpsecret={v}
{{"errcode":0,"errmsg":"ok","access_token":"...","expires_in":7200}}""",
    v,
)

v = r(32, HEX)
S(
    "vendor/wechat_appsecret",
    f"""WECHAT_APPID=wx{r(16, HEX)}
WECHAT_APPSECRET={v}""",
    v,
)

ak, sk = r(40, URLSAFE), r(40, URLSAFE)
S(
    "vendor/qiniu_kodo",
    f"""q = qiniu.Auth("{ak}", "{sk}")
token = q.upload_token("static-assets", key, 3600)""",
    sk,
)

ak, sk = r(20, UPPER_NUM), r(40, ALNUM)
S(
    "vendor/huawei_obs",
    f"""obsClient = ObsClient(
    access_key_id='{ak}',
    secret_access_key='{sk}',
    server='https://obs.ap-southeast-1.myhuaweicloud.com'
)""",
    sk,
)

v = r(32, HEX)
S(
    "vendor/chatwork_header",
    f"""$ curl -X GET -H "X-ChatWorkToken: {v}" "https://api.chatwork.com/v2/rooms\"""",
    v,
)

v = r(64, ALNUM)
S(
    "vendor/backlog_apikey",
    f"""GET https://acme.backlog.jp/api/v2/issues?apiKey={v}&projectId[]=1073
HTTP/1.1 200 OK""",
    v,
)

v = "$aact_prod_" + b64(60).rstrip("=")
S(
    "vendor/asaas_header",
    f"""headers: {{
  'access_token': '{v}',
  'User-Agent': 'acme-billing',
}}""",
    v,
)

v = "Client_Secret_" + r(40, HEX)
S(
    "vendor/efi_pix",
    f"""const options = {{
  sandbox: false,
  client_id: 'Client_Id_{r(40, HEX)}',
  client_secret: '{v}',
  certificate: './certs/producao.p12',
}};""",
    v,
)

cs, pk = r(16, ALNUM), r(64, HEX)
S(
    "vendor/mpesa_daraja",
    f"""MPESA_CONSUMER_KEY={r(48, ALNUM)}
MPESA_CONSUMER_SECRET={cs}
MPESA_SHORTCODE=174379
MPESA_PASSKEY={pk}""",
    (cs, pk),
)

tk, v = r(10, ALNUM), r(36, ALNUM)
S(
    "vendor/dlocal_secret",
    f"""# dLocal Payins
DLOCAL_X_LOGIN={r(10, ALNUM)}
DLOCAL_X_TRANS_KEY={tk}
DLOCAL_SECRET_KEY={v}""",
    (tk, v),
)

v = "klarna_live_api_" + b64url(48)
S(
    "vendor/klarna_api_key",
    f"""# Klarna Payments, EU region
KLARNA_API_KEY={v}
KLARNA_REGION=eu""",
    v,
)

v = "sprod_" + r(24, ALNUM)
S("vendor/stancer_key", f"""stancer.Config.init(["ptest_{r(24, ALNUM)}", "{v}"])""", v)

u, p = "u" + r(32, HEX), r(32, HEX)
S(
    "vendor/46elks_curl",
    f"""curl https://api.46elks.com/a1/sms -u {u}:{p} \\
  -d from=Acme -d to=+46700000000 -d message="Din kod: 4821\"""",
    p,
)

k, s = "EXO" + r(24, HEX), r(43, URLSAFE)
S(
    "vendor/exoscale_toml",
    f"""[[accounts]]
name = "prod"
account = "acme"
defaultZone = "ch-gva-2"
key = "{k}"
secret = "{s}\"""",
    s,
)

v = "tk-us-" + r(48, URLSAFE)
S(
    "vendor/scalingo_login",
    f"""$ scalingo login --api-token {v}
-----> Authenticated as dev@example.com""",
    v,
)

v = "secret_" + r(8, LOWER) + "_" + r(32, HEX) + "." + r(32, ALNUM)
S(
    "vendor/lambda_cloud",
    f"""$ curl -u {v}: https://cloud.lambdalabs.com/api/v1/instances
{{"data": []}}""",
    v,
)

v = "rpa_" + r(40, UPPER_NUM)
S(
    "vendor/runpod_cli",
    f"""$ runpodctl config --apiKey {v}
saved apiKey into config file: /home/dev/.runpod/config.toml""",
    v,
)

tid, tsec = "ak-" + r(22, ALNUM), "as-" + r(22, ALNUM)
S(
    "vendor/modal_token",
    f"""$ modal token set --token-id {tid} --token-secret {tsec} --profile=acme
Verifying token against https://api.modal.com
Token verified successfully!""",
    tsec,
)

v = "csk-" + r(48, LOWER_NUM)
S("vendor/cerebras_client", f"""client = Cerebras(api_key="{v}")""", v)

v = r(8, ALNUM) + "." + r(32, ALNUM)
S(
    "vendor/baseten_header",
    f"""curl -X POST https://model-{r(8, LOWER_NUM)}.api.baseten.co/production/predict \\
  -H "Authorization: Api-Key {v}" -d '{{"prompt": "hi"}}'""",
    v,
)

v = "1000." + r(32, HEX) + "." + r(32, HEX)
S(
    "vendor/zoho_refresh_token",
    f"""{{
  "access_token": "1000.{r(32, HEX)}.{r(32, HEX)}",
  "refresh_token": "{v}",
  "api_domain": "https://www.zohoapis.eu",
  "token_type": "Bearer",
  "expires_in": 3600
}}""",
    v,
)

v = "vk1.a." + r(180, URLSAFE)
S(
    "vendor/vk_api_token",
    f"""vk_session = vk_api.VkApi(token='{v}')
vk = vk_session.get_api()""",
    v,
)

v = r(16, ALNUM + "#&@%")
S(
    "vendor/paytm_merchant_key",
    f"""PAYTM_MID = "ACMEPR{r(14, DIGITS)}"
PAYTM_MERCHANT_KEY = "{v}\"""",
    v,
)

v = b64(48)
S(
    "vendor/hyperpay_token",
    f"""curl https://eu-prod.oppwa.com/v1/checkouts \\
 -d "entityId={r(32, HEX)}" -d "amount=92.00" -d "currency=SAR" -d "paymentType=DB" \\
 -H "Authorization: Bearer {v}\"""",
    v,
)

v = r(32, HEX)
S(
    "vendor/vipps_subscription_key",
    f"""Ocp-Apim-Subscription-Key: {v}
Merchant-Serial-Number: 123456
Vipps-System-Name: acme-shop""",
    v,
)


# =====================================================================================
# Split, encoded, concatenated or escaped
# =====================================================================================

a, b = r(20, ALNUM), r(20, ALNUM)
S(
    "split/js_concat",
    f"""// TODO move to env before release
const API_TOKEN = "{a}" +
                  "{b}";""",
    (a, b),
)

a, b = "sk_live_", r(24, ALNUM)
S(
    "split/py_concat_prefix",
    f"""PAYMENT_GATEWAY_KEY = "{a}" + "{b}"  # internal gateway, not Stripe""",
    b,
)

v = pw()
enc = base64.b64encode(v.encode()).decode()
S(
    "split/k8s_secret_b64",
    f"""apiVersion: v1
kind: Secret
metadata:
  name: postgres-auth
  namespace: prod
type: Opaque
data:
  username: {base64.b64encode(b"app").decode()}
  password: {enc}""",
    enc,
)

v = r(12, ALNUM) + "#%&+/" + r(6, ALNUM)
enc = urllib.parse.quote(v, safe="")
S(
    "split/url_encoded_password",
    f"""DATABASE_URL=postgres://reporter:{enc}@pg.prod.internal:5432/dw""",
    enc,
)

v = r(40, LOWER_NUM)
inner = json.dumps(
    {"command": f"curl -H 'Authorization: Bearer {v}' https://api.internal/jobs"}
)
S(
    "split/json_in_string",
    json.dumps({"type": "tool_use", "name": "bash", "input": inner}),
    v,
)

v = pw()
S(
    "split/escaped_string_log",
    f"""{{"level":"debug","msg":"spawn","argv":"[\\"psql\\", \\"-c\\", \\"ALTER USER app PASSWORD '{v}'\\"]"}}""",
    v,
)

v = r(32, ALNUM)
S(
    "split/dockerfile_arg",
    f"""FROM python:3.12-slim
ARG PRIVATE_INDEX_TOKEN={v}
RUN pip install --index-url https://__token__:${{PRIVATE_INDEX_TOKEN}}@pypi.internal/simple acme-core""",
    v,
)

v = pw()
S(
    "split/bash_history",
    f"""$ history | grep export
  118  export PGPASSWORD={v}
  119  psql -h db.internal -U admin -d app
  131  history | grep export""",
    v,
)

a, b, c = r(16, HEX), r(16, HEX), r(16, HEX)
S(
    "split/three_lines_yaml",
    f"""signing:
  # key split across lines because the linter complained about line length
  key_part_1: {a}
  key_part_2: {b}
  key_part_3: {c}""",
    (a, b, c),
)

key_body = pem_body(1190)
lines = key_body.split("\n")
escaped = "\\n".join(
    ["-----BEGIN PRIVATE KEY-----"] + lines + ["-----END PRIVATE KEY-----"]
)
S(
    "split/pem_escaped_json",
    f"""{{
  "type": "service_account",
  "project_id": "acme-data-prod",
  "private_key_id": "{r(40, HEX)}",
  "private_key": "{escaped}\\n",
  "client_email": "etl@acme-data-prod.iam.gserviceaccount.com"
}}""",
    (lines[1], lines[5], lines[10]),
)

v = r(30, ALNUM)
rev = v[::-1]
S(
    "split/reversed_in_code",
    f"""# obfuscated so scanners don't flag it
TOKEN = "{rev}"[::-1]""",
    rev,
)

v = pw()
hexed = v.encode().hex()
S(
    "split/hex_encoded_password",
    f"""-- seed.sql
INSERT INTO service_accounts (name, password_hex) VALUES ('sync', decode('{hexed}', 'hex'));""",
    hexed,
)

v = r(36, ALNUM)
S(
    "split/env_in_docker_inspect",
    f"""$ docker inspect api-1 --format '{{{{json .Config.Env}}}}'
["PATH=/usr/local/sbin:/usr/local/bin","NODE_ENV=production","SERVICE_TOKEN={v}","PORT=8080"]""",
    v,
)

a, b = r(22, ALNUM), r(22, ALNUM)
S(
    "split/string_join_go",
    f"""token := strings.Join([]string{{
\t"{a}",
\t"{b}",
}}, "")""",
    (a, b),
)

v = pw()
S(
    "split/double_escaped_dsn",
    f""""DATABASE_URL=\\\\\\"mysql://app:{v}@10.0.0.5:3306/app\\\\\\"\"""",
    v,
)

v = r(40, ALNUM)
enc = base64.b64encode(
    f'{{"auths":{{"registry.acme.io":{{"auth":"{base64.b64encode(("robot$ci:" + v).encode()).decode()}"}}}}}}'.encode()
).decode()
S(
    "split/dockerconfigjson_b64",
    f"""apiVersion: v1
kind: Secret
type: kubernetes.io/dockerconfigjson
metadata:
  name: regcred
data:
  .dockerconfigjson: {enc}""",
    enc,
)

v = r(48, ALNUM)
S(
    "split/line_continuation_shell",
    f"""$ curl -X POST https://hooks.internal/deploy \\
    -H "X-Deploy-Key: \\
{v}" \\
    -d ref=main""",
    v,
)

a, b = r(24, ALNUM), r(24, ALNUM)
S(
    "split/python_implicit_concat",
    f"""client = InternalClient(
    token=(
        "{a}"
        "{b}"
    ),
)""",
    (a, b),
)

v = pw()
S(
    "split/sed_inplace",
    f"""$ sed -i 's/^DB_PASS=.*/DB_PASS={v}/' .env && grep DB_ .env
DB_HOST=localhost
DB_PASS={v}""",
    v,
)

v = r(32, ALNUM)
S("split/escaped_quotes", '{\\"token\\": \\"' + v + '\\"} was sent to /v1/sync', v)

v = pw()
enc = base64.b64encode(f"admin:{v}".encode()).decode()
S(
    "split/basic_b64_in_python",
    f"""headers = {{"Authorization": "Basic " + "{enc}"}}""",
    enc,
)

v = r(40, LOWER_NUM)
S(
    "split/markdown_table",
    f"""| env     | url                          | token |
|---------|------------------------------|-------|
| staging | https://stg.api.acme.dev     | `{v}` |""",
    v,
)

a, b = r(18, ALNUM), r(18, ALNUM)
S(
    "split/env_two_vars",
    f"""# the token is split in two vars, joined in entrypoint.sh
AUTH_TOKEN_A={a}
AUTH_TOKEN_B={b}
# entrypoint: export AUTH_TOKEN="${{AUTH_TOKEN_A}}${{AUTH_TOKEN_B}}\"""",
    (a, b),
)

v = pw()
S("split/xml_escaped", f"""<add key="SmtpPassword" value="{v}&amp;x" />""", v)

v = r(44, ALNUM)
S(
    "split/terraform_tfvars_heredoc",
    f"""internal_api_token = <<EOT
{v}
EOT""",
    v,
)

v = pw()
S(
    "split/git_diff_removed_line",
    f"""diff --git a/.env.example b/.env.example
-SMTP_PASSWORD={v}
+SMTP_PASSWORD=""",
    v,
)

key_body = pem_body(300)
S(
    "split/ssh_key_in_gh_output",
    f"""      - name: Setup SSH
        run: |
          mkdir -p ~/.ssh
          cat > ~/.ssh/id_ed25519 <<'KEY'
          -----BEGIN OPENSSH PRIVATE KEY-----
          {key_body.replace(chr(10), chr(10) + "          ")}
          -----END OPENSSH PRIVATE KEY-----
          KEY""",
    key_body.split("\n")[2],
)


# =====================================================================================
# Prose and chat, many languages
# =====================================================================================

v = r(40, LOWER_NUM)
S(
    "prose/en_use_this",
    f"""here's the token for the staging API, use it for now: {v} — I'll rotate it after the demo""",
    v,
)

v = human_pw()
S("prose/en_db_password", f"""db password is {v} (yes I know, I'll change it)""", v)

v = r(32, ALNUM)
S(
    "prose/de_token",
    f"""Hier ist das Token für das interne Wiki, bitte nur lokal verwenden: {v}. Danke!""",
    v,
)

v = human_pw()
S(
    "prose/de_passwort",
    f"""Das Passwort für den Jenkins-Admin lautet „{v}“ – bitte nirgends einchecken.""",
    v,
)

v = r(36, ALNUM)
S(
    "prose/es_clave",
    f"""Te paso la clave de la API de facturación: {v}
Úsala solo en el entorno de pruebas, por favor.""",
    v,
)

v = pw()
S(
    "prose/es_contrasena",
    f"""la contraseña del usuario root de la base es {v}, cámbiala después""",
    v,
)

v = r(28, ALNUM)
S(
    "prose/fr_jeton",
    f"""Voici le jeton d'accès pour le bucket de recette : {v} ; il expire vendredi.""",
    v,
)

v = human_pw()
S(
    "prose/fr_mot_de_passe",
    f"""Le mot de passe du compte de service, c'est {v} — ne le mets pas dans le README stp""",
    v,
)

v = r(32, ALNUM)
S("prose/zh_token", f"""这是测试环境的 API 密钥：{v}，先用着，下周会换。""", v)

v = pw()
S("prose/zh_password", f"""数据库密码是 {v}，用户名 admin，连内网的 10.0.3.21。""", v)

v = r(40, ALNUM)
S(
    "prose/ja_token",
    f"""ステージング用のトークンです：{v}
取り扱いに注意してください。""",
    v,
)

v = human_pw()
S("prose/ja_password", f"""管理画面のパスワードは「{v}」です。""", v)

v = r(32, LOWER_NUM)
S(
    "prose/ru_token",
    f"""Вот токен для внутреннего API: {v} — используй его в тестах, потом отзовём.""",
    v,
)

v = pw()
S("prose/ru_password", f"""пароль от сервера: {v}, логин deploy""", v)

v = r(36, ALNUM)
S(
    "prose/hi_token",
    f"""यह रहा staging का API token: {v} — कृपया इसे कहीं commit मत करना।""",
    v,
)

v = human_pw()
S("prose/hi_password", f"""डेटाबेस का पासवर्ड {v} है, user है app_rw""", v)

v = r(32, ALNUM)
S(
    "prose/ar_token",
    f"""هذا هو مفتاح الواجهة البرمجية لبيئة الاختبار: {v} استخدمه مؤقتًا فقط.""",
    v,
)

v = pw()
S("prose/ar_password", f"""كلمة المرور لحساب المدير هي {v}""", v)

v = r(40, ALNUM)
S(
    "prose/pt_token",
    f"""Segue o token de acesso do ambiente de homologação: {v}. Não compartilha com ninguém, beleza?""",
    v,
)

v = human_pw()
S("prose/pt_senha", f"""a senha do banco é {v} e o usuário é postgres_app""", v)

v = r(32, ALNUM)
S(
    "prose/vi_token",
    f"""Đây là token API cho môi trường staging: {v}, dùng tạm nhé.""",
    v,
)

v = pw()
S("prose/vi_password", f"""Mật khẩu của tài khoản admin là {v}""", v)

v = r(36, ALNUM)
S(
    "prose/ko_token",
    f"""스테이징 API 토큰 여기 있어요: {v} 테스트 끝나면 폐기할게요.""",
    v,
)

v = human_pw()
S(
    "prose/it_password",
    f"""La password del server FTP è {v}, l'utente è webmaster.""",
    v,
)

v = r(32, ALNUM)
S(
    "prose/tr_token",
    f"""Test ortamı için erişim anahtarı: {v} — lütfen repoya koyma.""",
    v,
)

v = pw()
S("prose/id_password", f"""kata sandi database produksi: {v} (jangan disebar ya)""", v)

v = r(40, ALNUM)
S("prose/pl_token", f"""Tu masz token do API płatności (sandbox): {v}""", v)

v = "sk-" + r(48, ALNUM)
S(
    "prose/en_moonshot_in_chat",
    f"""can you try again with my Kimi key? {v}
last time it said 401""",
    v,
)

v = pw()
S(
    "prose/en_wifi_and_vpn",
    f"""fyi the VPN user is jdoe and pass {v}. The office wifi is open.""",
    v,
)

v = r(24, ALNUM)
S(
    "prose/es_mx_whatsapp",
    f"""oye el token de Conekta de prueba ya no sirve, usa este otro que es el bueno: key_{v}""",
    "key_" + v,
)

v = human_pw()
S(
    "prose/de_mixed_code",
    f"""Kannst du dich mit `ssh admin@10.1.2.3` einloggen? Passwort ist {v}, sudo geht auch damit.""",
    v,
)


# =====================================================================================
# Look-alikes: env references, secret-manager references, placeholders, masks
# =====================================================================================

L("""# .env.example
APP_ENV=local
DB_HOST=127.0.0.1
DB_USER=billing
DB_PASSWORD=
STRIPE_SECRET_KEY=sk_test_replace_me""")

L("""$ echo $DATABASE_URL
postgresql://postgres:postgres@localhost:5432/orders_dev""")

L(
    """{"tool":"bash","input":{"command":"curl -s -H \\"X-Internal-Token: $INTERNAL_TOKEN\\" https://inventory.corp.local/api/v2/skus?limit=5 | jq ."}}"""
)

L("""DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.mysql",
        "NAME": "shop",
        "USER": env("DB_USER"),
        "PASSWORD": env("DB_PASSWORD"),
        "HOST": env("DB_HOST", default="mysql-primary"),
    }
}""")

L("""storage:
  driver: s3
  encryption:
    algorithm: AES-256-GCM
    key: ${STORAGE_ENCRYPTION_KEY}""")

L("""services:
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}
      POSTGRES_USER: ${POSTGRES_USER:-app}""")

L("""      - name: Deploy
        env:
          DEPLOY_TOKEN: ${{ secrets.DEPLOY_TOKEN }}
          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}
        run: ./scripts/deploy.sh""")

L("""PS C:\\app> $env:DB_PASSWORD = (Get-Secret -Name 'db-password' -AsPlainText)
PS C:\\app> dotnet run --project src/Api""")

L("""spring:
  datasource:
    url: jdbc:postgresql://pg.internal:5432/ledger
    username: ${LEDGER_DB_USER}
    password: ${LEDGER_DB_PASSWORD}""")

L("""{
  "ConnectionStrings": {
    "Default": "Server=(localdb)\\\\MSSQLLocalDB;Database=Payroll;Trusted_Connection=True;"
  }
}""")

L("""resource "aws_db_instance" "app" {
  engine   = "postgres"
  username = "app_admin"
  password = var.db_password
}""")

L("""password: "{{ vault_postgresql_app_password }}\"""")

L("""apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: db-creds
spec:
  secretStoreRef:
    name: vault-backend
    kind: ClusterSecretStore
  data:
    - secretKey: password
      remoteRef:
        key: secret/data/prod/payments/db
        property: password""")

L("""DB_PASSWORD=op://Engineering/payments-db/password
STRIPE_KEY=op://Engineering/stripe/secret-key""")

L(
    """aws secretsmanager get-secret-value --secret-id prod/orders/db --query SecretString --output text | jq -r .password"""
)

L("""vault kv get -field=password secret/prod/postgres""")

L("""# values-prod.yaml
auth:
  adminUser: admin
  existingSecret: grafana-admin
  adminPasswordKey: admin-password""")

L("""$ kubectl get secret db-creds -o yaml
apiVersion: v1
data:
  password: <redacted>
  username: <redacted>
kind: Secret""")

L("""OPENAI_API_KEY=sk-...XXXX
ANTHROPIC_API_KEY=sk-ant-...""")

L("""Authorization: Bearer ********************************""")

L(
    """2026-12-02 08:00:01,004 DEBUG client: headers={'Authorization': 'Bearer [REDACTED]', 'Accept': '*/*'}"""
)

L("""DB_PASSWORD=changeme
ADMIN_PASSWORD=<your-admin-password>
API_TOKEN=your_token_here""")

L("""const token = process.env.TICKETS_API_TOKEN ?? "";
if (!token) throw new Error("TICKETS_API_TOKEN is not set");""")

L("""apiKey := os.Getenv("HCLOUD_TOKEN")
client := hcloud.NewClient(hcloud.WithToken(apiKey))""")

L("""export SEL_TOKEN=$(pass show selectel/token)""")

L("""token: /var/run/secrets/kubernetes.io/serviceaccount/token""")

L("""tokenFile: /etc/relay/token
passwordFile: /run/secrets/db_password""")

L("""[Service]
EnvironmentFile=/etc/relay/relay.env
LoadCredential=token:/etc/credstore/relay-token
ExecStart=/usr/local/bin/relay --listen :9100""")

L("""deploy:
\tcurl -fsS -X POST -H "Authorization: Bearer $$DEPLOY_TOKEN" https://deploy.internal.example.io/hooks/release?v=$(VERSION)""")

L("""In [3]: conn = psycopg2.connect(host="10.0.4.17", dbname="analytics", user="analyst", password=getpass.getpass())
Password: ········""")

L("""-- migrations/0042_reporting_role.sql
CREATE ROLE reporting WITH LOGIN;
-- password is set out of band by the DBA via \\password reporting""")

L("""{
  "key": "X-Api-Key",
  "value": "{{apiKey}}",
  "type": "text"
}""")

L("""; ~/.npmrc
@acme:registry=https://npm.internal.example.com/
//npm.internal.example.com/:_authToken=${NPM_TOKEN}""")

L("""[internal]
repository = https://pypi.corp.example.net/simple/
username = __token__
# password comes from keyring""")

L("""$ git remote -v
origin\tgit@github.com:acme/platform-api.git (fetch)
origin\tgit@github.com:acme/platform-api.git (push)""")

L("""$ git remote -v
origin\thttps://github.com/acme/platform-api.git (fetch)
upstream\thttps://github.com/upstream-org/platform-api.git (fetch)""")

L("""signingConfigs {
    release {
        storeFile file(System.getenv("KEYSTORE_PATH") ?: "release.jks")
        storePassword System.getenv("KEYSTORE_PASSWORD")
        keyAlias "upload"
        keyPassword System.getenv("KEY_PASSWORD")
    }
}""")

L("""spring.datasource.password=${DB_PASSWORD:}
management.endpoints.web.exposure.include=health,info""")

L("""{{- if .Values.auth.existingSecret }}
password: {{ .Values.auth.existingSecret | quote }}
{{- else }}
password: {{ randAlphaNum 24 | b64enc | quote }}
{{- end }}""")

L("""provider "hcloud" {
  token = var.hcloud_token
}""")

L(
    """curl -H "Authorization: Bearer $(gcloud auth print-access-token)" https://run.googleapis.com/v2/projects/acme/locations/europe-west1/services"""
)

L("""$ vault login -method=oidc
Complete the login via your OIDC provider. Launching browser to:
    https://vault.acme.internal/ui/vault/auth/oidc/oidc/callback
Success! You are now authenticated.""")

L("""Password: ************
Login Succeeded""")

L("""$ docker login registry.acme.io -u ci --password-stdin < /run/secrets/registry_password
Login Succeeded""")

L("""mysql -h 127.0.0.1 -u root -p -e 'show databases'
Enter password:""")

L(
    """echo "$GPG_PASSPHRASE" | gpg --batch --yes --passphrase-fd 0 --pinentry-mode loopback -ab dist/app.tar.gz"""
)

L("""token: ${{ secrets.DEPOT_TOKEN }}
project: abc123defg""")

L("""KLARNA_API_KEY=klarna_test_api_<paste-from-merchant-portal>""")

L(
    """webhook = f"https://oapi.dingtalk.com/robot/send?access_token={os.environ['DINGTALK_TOKEN']}\""""
)

L("""LINE_CHANNEL_SECRET=
LINE_CHANNEL_ACCESS_TOKEN=   # issue a long-lived one in the LINE Developers console""")

L("""the API key is masked in the log: sk-****************************a9F2""")

L("""DB_PASSWORD="•••••••••" """.rstrip())

L(
    """PAYMOB_SECRET_KEY=egy_sk_test_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"""
)

L("""ldap_default_authtok_type = obfuscated_password
ldap_default_authtok = ${SSSD_BIND_PASSWORD}""")


# =====================================================================================
# Look-alikes: documented defaults and public / publishable values
# =====================================================================================

L("""# docker-compose.dev.yml (local only)
    environment:
      POSTGRES_USER: postgres
      POSTGRES_PASSWORD: postgres
      POSTGRES_DB: app_dev""")

L("""spring.datasource.url=jdbc:h2:mem:testdb
spring.datasource.username=sa
spring.datasource.password=""")

L("""MINIO_ROOT_USER=minioadmin
MINIO_ROOT_PASSWORD=minioadmin   # default, local docker only""")

L("""Grafana first login: admin / admin (you will be asked to change it)""")

L("""amqp://guest:guest@localhost:5672/""")

L(
    """The Elasticsearch docker image prints the elastic user's password on first start; it is not in this log."""
)

pk = "pk_live_" + r(24, ALNUM)
L(f"""<script src="https://js.stripe.com/v3/"></script>
<script>const stripe = Stripe('{pk}');</script>""")

L(f"""NEXT_PUBLIC_WOMPI_PUBLIC_KEY=pub_prod_{r(32, ALNUM)}""")

L(f"""VITE_CULQI_PUBLIC_KEY=pk_live_{r(16, ALNUM)}""")

L(f"""LINE_CHANNEL_ID=2006{r(6, DIGITS)}
LINE_LIFF_ID=2006{r(6, DIGITS)}-{r(8, ALNUM)}""")

L(f"""feishu:
  app_id: cli_{r(16, HEX)}
  app_secret: ${{FEISHU_APP_SECRET}}""")

L(f"""PORTONE_STORE_ID=store-{uuid4()}
PORTONE_CHANNEL_KEY=channel-key-{uuid4()}""")

L(f"""PLIVO_AUTH_ID=MA{r(18, UPPER_NUM)}
PLIVO_AUTH_TOKEN=${{PLIVO_AUTH_TOKEN}}""")

L(f"""$ cat ~/.ssh/id_ed25519.pub
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(32)[:43]} jane@laptop""")

L(f"""Public key: age1{r(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")}""")

pub = pem_body(270)
L(f"""-----BEGIN PUBLIC KEY-----
{pub}
-----END PUBLIC KEY-----""")

pub = pem_body(600)
L(f"""-----BEGIN PGP PUBLIC KEY BLOCK-----

{pub}
-----END PGP PUBLIC KEY BLOCK-----""")

cert = pem_body(900)
L(f"""# ca-bundle.crt (public CA certificate)
-----BEGIN CERTIFICATE-----
{cert}
-----END CERTIFICATE-----""")

L(f"""[Peer]
PublicKey = {b64(32)}
Endpoint = vpn.acme.io:51820
AllowedIPs = 10.8.0.0/24""")

L(f"""$ gpg --list-keys
pub   ed25519 2025-03-14 [SC]
      {r(40, UPPER_HEX)}
uid           [ultimate] Jane Doe <jane@example.com>""")

L(f"""Host key fingerprint is SHA256:{b64(32).rstrip("=")}
+---[ED25519 256]--+""")

L(
    f"""{{"keys":[{{"kty":"RSA","kid":"{r(16, HEX)}","use":"sig","alg":"RS256","n":"{b64url(256)}","e":"AQAB"}}]}}"""
)

L(f"""TURNSTILE_SITE_KEY=0x4AAAAAAA{r(14, URLSAFE)}""")

L(f"""<div class="g-recaptcha" data-sitekey="6L{r(38, URLSAFE)}"></div>""")

L(f"""posthog.init('phc_{r(43, ALNUM)}', {{ api_host: 'https://eu.i.posthog.com' }})""")

L(
    f"""Sentry.init({{ dsn: "https://{r(32, HEX)}@o{r(6, DIGITS)}.ingest.de.sentry.io/{r(7, DIGITS)}" }});"""
)


# =====================================================================================
# Look-alikes: ids, hashes, digests, checksums, build and trace ids
# =====================================================================================

L(f"""commit {sha()}
Author: Jane Doe <jane@example.com>
Date:   Thu Dec 3 14:02:11 2026 +0100

    fix(payments): retry Toss confirm on 5xx""")

L(f"""$ git log --oneline -3
{r(7, HEX)} chore: bump deps
{r(7, HEX)} feat(auth): add Kakao login
{r(7, HEX)} fix: typo in README""")

L(f"""diff --git a/src/pay.ts b/src/pay.ts
index {r(7, HEX)}..{r(7, HEX)} 100644
--- a/src/pay.ts
+++ b/src/pay.ts""")

L(f"""$ docker pull ghcr.io/acme/api:1.42.0
1.42.0: Pulling from acme/api
Digest: sha256:{r(64, HEX)}
Status: Downloaded newer image for ghcr.io/acme/api:1.42.0""")

L(f"""image: registry.acme.io/platform/worker@sha256:{r(64, HEX)}""")

L(f"""$ docker images
REPOSITORY     TAG       IMAGE ID       CREATED        SIZE
acme/api       latest    {r(12, HEX)}   2 hours ago    212MB
postgres       16        {r(12, HEX)}   3 weeks ago    432MB""")

L(f"""  "node_modules/lodash": {{
      "version": "4.17.21",
      "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",
      "integrity": "sha512-{b64(64)}"
  }},""")

L(
    f"""<script src="https://cdn.jsdelivr.net/npm/htmx.org@2.0.3/dist/htmx.min.js" integrity="sha384-{b64(48)}" crossorigin="anonymous"></script>"""
)

L(f"""[[package]]
name = "requests"
version = "2.32.3"
files = [
    {{file = "requests-2.32.3-py3-none-any.whl", hash = "sha256:{r(64, HEX)}"}},
]""")

L(f"""requests==2.32.3 \\
    --hash=sha256:{r(64, HEX)} \\
    --hash=sha256:{r(64, HEX)}""")

L(f"""[[package]]
name = "serde"
version = "1.0.215"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "{r(64, HEX)}\"""")

L(f"""github.com/jackc/pgx/v5 v5.7.1 h1:{b64(32)}
github.com/jackc/pgx/v5 v5.7.1/go.mod h1:{b64(32)}""")

L(f"""$ sha256sum dist/app-1.8.0-linux-amd64.tar.gz
{r(64, HEX)}  dist/app-1.8.0-linux-amd64.tar.gz""")

L(f"""x-request-id: {uuid4()}
x-amzn-trace-id: Root=1-{r(8, HEX)}-{r(24, HEX)}""")

L(
    f"""2026-12-04T10:11:12.345Z ERROR orders.api request_id={uuid4()} trace_id={r(32, HEX)} span_id={r(16, HEX)} msg="timeout calling inventory\""""
)

L(
    f"""{{"error": {{"code": "rate_limited", "message": "Too many requests", "request_id": "req_{r(24, ALNUM)}"}}}}"""
)

L(
    f"""Stripe-like event id: evt_{r(24, ALNUM)}, charge ch_{r(24, ALNUM)}, customer cus_{r(14, ALNUM)}"""
)

L(
    f"""Toss paymentKey={r(10, ALNUM)}{r(12, DIGITS)} orderId=ORDER-2026-12-00{r(4, DIGITS)} status=DONE"""
)

L(f"""$ hcloud server list
ID         NAME        STATUS    IPV4            LOCATION
{r(8, DIGITS)}   web-1       running   49.12.{_rng.randint(1, 254)}.{_rng.randint(1, 254)}    fsn1""")

L(f"""$ yc compute instance list
+----------------------+---------+---------------+---------+
|          ID          |  NAME   |    ZONE ID    | STATUS  |
+----------------------+---------+---------------+---------+
| fhm{r(17, LOWER_NUM)} | runner1 | ru-central1-a | RUNNING |""")

L(f"""subscription_id = "{uuid4()}"
tenant_id       = "{uuid4()}"
client_id       = "{uuid4()}\"""")

L(f"""BUILD_ID={r(8, HEX)}-{_rng.randint(100, 999)}
GIT_SHA={sha()}
VERSION=1.42.0-rc.3""")

L(f"""dist/assets/index-{r(8, URLSAFE)}.js   212.41 kB │ gzip: 68.90 kB
dist/assets/index-{r(8, URLSAFE)}.css   12.07 kB │ gzip:  3.10 kB""")

L(f"""cache key: node-modules-Linux-{r(64, HEX)}
Cache restored from key: node-modules-Linux-{r(64, HEX)}""")

L(f"""    "lineage": "{uuid4()}",
    "outputs": {{ "db_endpoint": {{ "value": "app-db.{r(12, LOWER_NUM)}.eu-central-1.rds.amazonaws.com:5432", "type": "string" }} }},""")

L(f"""helm.sh/chart: api-1.4.2
checksum/config: {r(64, HEX)}""")

L(f"""ETag: "{r(40, HEX)}"
Cache-Control: max-age=3600""")

L(
    f"""Migration applied: 20261203_{r(12, DIGITS)}_add_invoices_table (checksum {r(32, HEX)})"""
)

L(f"""uuid,name,created_at
{uuid4()},Acme GmbH,2026-11-01
{uuid4()},Globex S.A.,2026-11-02""")

L(f"""Notion page: https://www.notion.so/acme/Runbook-{r(32, HEX)}""")

L(f"""https://docs.google.com/spreadsheets/d/{r(44, URLSAFE)}/edit#gid=0""")

L(f"""Jira: PAY-{_rng.randint(100, 9999)}  Sentry issue: {r(32, HEX)}""")

L(f"""$ kubectl get pods
NAME                          READY   STATUS    RESTARTS   AGE
api-{r(10, LOWER_NUM)}-{r(5, LOWER_NUM)}    1/1     Running   0          3h
worker-{r(10, LOWER_NUM)}-{r(5, LOWER_NUM)} 1/1     Running   2          3h""")

L("""$ kubectl get secret -n payments
NAME                  TYPE                                  DATA   AGE
db-creds              Opaque                                2      41d
regcred               kubernetes.io/dockerconfigjson        1      41d""")

L(f"""Events:
  Normal  Pulled  12s  kubelet  Container image "registry.acme.io/api@sha256:{r(64, HEX)}" already present on machine""")

acct = r(12, DIGITS)
L(f"""$ aws sts get-caller-identity
{{
    "UserId": "AROA{r(17, UPPER_NUM)}:jane",
    "Account": "{acct}",
    "Arn": "arn:aws:sts::{acct}:assumed-role/dev/jane"
}}""")


# =====================================================================================
# Look-alikes: base64 of public data, versions, file names, misc encodings
# =====================================================================================

L(f"""data:
  config.json: {base64.b64encode(b'{"logLevel":"info","region":"eu-central-1"}').decode()}""")

L(f"""apiVersion: v1
kind: ConfigMap
metadata:
  name: feature-flags
binaryData:
  banner.txt: {base64.b64encode(b"Welcome to Acme staging - have fun").decode()}""")

L(f"""$ echo {base64.b64encode(b"hello world").decode()} | base64 -d
hello world""")

L(
    f"""<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk{r(8, ALNUM)}AAAAABJRU5ErkJggg==" />"""
)

L(f"""Sec-WebSocket-Key: {b64(16)}
Sec-WebSocket-Version: 13""")

L(
    f"""JWT header only (public): {_b64url_json({"alg": "RS256", "typ": "JWT", "kid": "2026-12"})}"""
)

L(f"""Content-Security-Policy: script-src 'self' 'sha256-{b64(32)}'""")

L("""$ node --version
v22.11.0
$ npm --version
10.9.0""")

L(f"""Successfully installed acme-core-2.14.0+g{r(7, HEX)} pydantic-2.10.3""")

L("""export function hashPassword(pw: string): Promise<string> {
  return argon2.hash(pw, { type: argon2.argon2id, memoryCost: 19456 });
}""")

L("""$ ls ~/.ssh
config  id_ed25519  id_ed25519.pub  known_hosts""")

L("""$ ls -la secrets/
-rw------- 1 dev dev  64 Dec  3 10:11 db_password.txt
-rw------- 1 dev dev 128 Dec  3 10:11 api_token.txt""")

L("""IBAN (example from docs): DE89 3704 0044 0532 0130 00""")

L("""test card number from the docs: 4242 4242 4242 4242, any future expiry, any CVC""")

L(
    """{"password": "password_field", "token": "token_field", "secret": "secret_field"}  // i18n keys"""
)

L("""class PasswordResetToken(Base):
    __tablename__ = "password_reset_tokens"
    id = Column(UUID, primary_key=True)
    token_hash = Column(String(64), nullable=False)""")

L("""def login(username: str, password: str) -> Session:
    token = issue_token(username)
    return Session(token=token)""")

L("""PASSWORD_MIN_LENGTH=12
PASSWORD_REQUIRE_SYMBOL=true
TOKEN_TTL_SECONDS=900""")

L("""auth:
  password_env: DB_PASSWORD
  token_file: /etc/acme/token""")

L("""api_key_name: "QIANFAN_API_KEY"
secret_name: "projects/acme-prod/secrets/qianfan-key/versions/latest\"""")

L("""{"access_token": "<redacted>", "token_type": "Bearer", "expires_in": 7200}""")

L("""curl -H "Authorization: Bearer $TOKEN" https://api.example.com/v1/me""")

L("""curl -u "$API_USER:$API_PASS" https://api.example.com/v1/me""")

L("""psql "postgresql://$PGUSER@$PGHOST:5432/$PGDATABASE?sslmode=require\"""")

L("""DATABASE_URL=postgres://${DB_USER}:${DB_PASSWORD}@${DB_HOST}:5432/app""")

L(
    """mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/?retryWrites=true"""
)

L("""jdbc:postgresql://localhost:5432/ledger?user=ledger&password=${LEDGER_PASSWORD}""")

L("""https://user@bitbucket.org/acme/legacy.git""")

L(
    """The webhook endpoint is https://hooks.acme.io/incoming/github; the signing secret lives in Vault under secret/hooks/github."""
)

L("""$ age -d -i ~/.config/sops/age/keys.txt secrets.enc.yaml > /dev/null && echo ok
ok""")

L(f"""sops:
    age:
        - recipient: age1{r(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l")}
          enc: |
            -----BEGIN AGE ENCRYPTED FILE-----
            {b64(48)}
            -----END AGE ENCRYPTED FILE-----
    lastmodified: "2026-12-01T10:00:00Z"
    mac: ENC[AES256_GCM,data:{b64(48)},iv:{b64(32)},tag:{b64(16)},type:str]""")

L(f"""$ ssh-keygen -lf ~/.ssh/id_ed25519.pub
256 SHA256:{b64(32).rstrip("=")} jane@laptop (ED25519)""")

L(f"""-----BEGIN CERTIFICATE REQUEST-----
{pem_body(400)}
-----END CERTIFICATE REQUEST-----""")


# =====================================================================================
# Look-alikes: prose about credentials, in several languages
# =====================================================================================

L(
    """I rotated the staging token this morning; the new one is in 1Password under "Staging API". Don't paste it here."""
)

L(
    """can you check why the Hetzner token from the CI secret isn't picked up? the variable is HCLOUD_TOKEN in the repo settings"""
)

L(
    """Das Passwort steht im Passwort-Manager, nicht im Repo. Bitte `make secrets` ausführen, dann wird die .env erzeugt."""
)

L(
    """Der Token ist abgelaufen – ich habe in GitLab unter Settings › CI/CD › Variables einen neuen hinterlegt."""
)

L(
    """La contraseña ya no está en el código; ahora se lee de la variable DB_PASSWORD del entorno."""
)

L(
    """El token de Culqi de pruebas lo saqué del panel; está guardado como secreto en GitHub Actions (CULQI_SECRET_KEY)."""
)

L(
    """Le mot de passe est dans le coffre Vault, chemin secret/prod/db ; demande à Karim si tu n'as pas accès."""
)

L("""密钥已经放到 KMS 里了，代码里只引用环境变量 QIANFAN_API_KEY，不要再提交明文。""")

L(
    """トークンは GitHub の Secrets に登録済みです。ローカルでは direnv で読み込んでください。"""
)

L(
    """Пароль лежит в Vault по пути secret/prod/postgres, в репозиторий его не коммитим."""
)

L("""टोकन अब GitHub Secrets में है, कोड में सिर्फ़ env variable पढ़ा जाता है।""")

L("""كلمة المرور محفوظة في مدير الأسرار، ولا يجب وضعها في المستودع.""")

L(
    """A senha agora vem do AWS Secrets Manager (prod/orders/db); tirei do docker-compose."""
)

L(
    """Token đã được lưu trong GitHub Secrets với tên DEPLOY_TOKEN, không cần dán vào đây."""
)

L("""토큰은 Vault에 저장되어 있고 CI에서만 읽습니다. 채팅에 붙여넣지 마세요.""")

L(
    """La password è nel vault, non nel repository: usa `op read op://Infra/ftp/password`."""
)

L(
    """Anahtar artık ortam değişkeninden okunuyor (PAYMENT_API_KEY), koda gömülü değil."""
)

L(
    """Kata sandinya sudah dipindah ke Secret Manager, jadi .env cukup berisi referensinya."""
)

L("""Hasło jest w Bitwarden w kolekcji „Infra”, nie wklejaj go do czatu.""")

L(
    """Note: the error "401 invalid_api_key" means the Moonshot key in your env is wrong or expired — regenerate it in the console."""
)

L(
    """Remember: never log request headers at DEBUG in prod; the Authorization header would end up in Loki."""
)

L(
    """The password policy requires 12+ characters, one digit and one symbol, e.g. something like Correct-Horse-Battery-Staple (don't use that one)."""
)

L(
    """Toss Payments uses test_ck_ (client, public) and test_sk_ (secret) prefixes; only the client key goes to the browser."""
)

L(
    """Ключ API Яндекс Облака начинается с AQVN, а OAuth-токен — с y0_; оба храним в Lockbox."""
)

L("""我把 README 里的示例 key 改成了 sk-xxxxxxxx，避免被扫描器误报。""")

L(
    """Step 3: paste your LINE channel access token into the LINE_CHANNEL_ACCESS_TOKEN field of the .env file (not into this chat)."""
)

L(
    """The seed script asks for the admin password interactively (getpass), so nothing is stored in the repo."""
)

L(
    """We use HMAC-SHA256 for webhook signatures; the header is X-Signature and the secret is per-endpoint."""
)


# =====================================================================================
# Look-alikes: commands, logs and files of the same tools without a secret
# =====================================================================================

L(f"""$ tccli configure list
credential:
secretId = ********************{r(4, ALNUM)}
secretKey = ****************************{r(4, ALNUM)}
region = ap-guangzhou""")

L(f"""$ yc config list
cloud-id: b1g{r(17, LOWER_NUM)}
folder-id: b1g{r(17, LOWER_NUM)}
compute-default-zone: ru-central1-a""")

L("""$ scalingo apps
+----------+--------+---------+
|   NAME   |  ROLE  | OWNER   |
+----------+--------+---------+
| shop-api | owner  | acme    |""")

L(f"""$ runpodctl get pod
ID              NAME            GPU     STATUS
{r(14, LOWER_NUM)}  train-llama     1xA100  RUNNING""")

L(f"""$ modal app list
┏━━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━━┓
┃ App ID                    ┃ Description  ┃
┡━━━━━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━━┩
│ ap-{r(22, ALNUM)} │ embeddings   │""")

L("""$ tea logins
+----------+------------------------+----------+---------+
|   NAME   |          URL           |   USER   | DEFAULT |
+----------+------------------------+----------+---------+
| codeberg | https://codeberg.org   | dev-jane | true    |""")

L(f"""Run npx chromatic --project-token=${{{{ secrets.CHROMATIC_PROJECT_TOKEN }}}}
Build 1482 published. View your Storybook at https://{r(24, HEX)}-{r(10, LOWER)}.chromatic.com""")

L(
    """[2026-12-03 14:22:09] local.ERROR: cURL error 28: Operation timed out after 10001 milliseconds (see https://curl.haxx.se/libcurl/c/libcurl-errors.html)"""
)

L("""Traceback (most recent call last):
  File "worker.py", line 12, in <module>
    r = redis.from_url(os.environ["REDIS_URL"])
redis.exceptions.ConnectionError: Error 111 connecting to cache-01.prod.internal:6380. Connection refused.""")

L(
    """psycopg2.OperationalError: connection to server at "db.internal" (10.0.3.21), port 5432 failed: FATAL:  password authentication failed for user "app\""""
)

L(
    """openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-abc12***************************wxyz.', 'type': 'invalid_request_error'}}"""
)

L("""    def test_login_admin(client, admin_password):
        resp = client.post("/login", data={"user": "admin", "password": admin_password})
>       assert resp.status_code == 302
E       assert 401 == 302""")

L(f"""$ curl -v https://admin.staging.myapp.dev/health
> GET /health HTTP/2
> Host: admin.staging.myapp.dev
> user-agent: curl/8.5.0
> accept: */*
>
< HTTP/2 200
< content-type: application/json
< x-request-id: {uuid4()}""")

L(f"""POST /api/v1/jobs HTTP/1.1
Host: scheduler.lan
Content-Type: application/json
X-Request-Id: {uuid4()}
Content-Length: 42""")

L(f"""$ vault status
Key             Value
---             -----
Seal Type       shamir
Initialized     true
Sealed          false
Total Shares    5
Threshold       3
Version         1.18.2
Cluster ID      {uuid4()}""")

L("""$ kubectl create secret generic db-creds --from-env-file=./db.env --dry-run=client -o name
secret/db-creds (dry run)""")

L(
    """{"tool":"bash","input":{"command":"grep -rn 'API_KEY' --include=*.py src/ | head"}}"""
)

L(
    f"""{{"type":"tool_result","tool_use_id":"toolu_{r(24, ALNUM)}","content":"src/config.py:12:    api_key = os.environ[\\"PAYMENT_API_KEY\\"]"}}"""
)

L(
    """{"mcpServers": {"tickets": {"command": "npx", "args": ["-y", "@acme/tickets-mcp"], "env": {"TICKETS_API_TOKEN": "${TICKETS_API_TOKEN}"}}}}"""
)

L("""$ docker inspect api-1 --format '{{json .Config.Env}}'
["PATH=/usr/local/sbin:/usr/local/bin","NODE_ENV=production","PORT=8080"]""")

L("""FROM node:20-alpine
ARG NPM_TOKEN
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci""")

L("""[Interface]
Address = 10.8.0.2/24
PostUp = wg set %i private-key /etc/wireguard/private.key""")

L("""# /etc/redis/redis.conf
bind 127.0.0.1
protected-mode yes
# requirepass foobared""")

L("""$ cat ~/.pgpass
# hostname:port:database:username:password""")

L("""<server>
  <id>corp-releases</id>
  <username>${env.MAVEN_USER}</username>
  <password>${env.MAVEN_PASSWORD}</password>
</server>""")

L("""[ReportingDSN]
Driver=ODBC Driver 18 for SQL Server
Server=tcp:reporting.corp.local,1433
Trusted_Connection=Yes""")

L("""alerting:
  receivers:
    - name: ops-chat
      webhook_url_file: /etc/alertmanager/secrets/ops-chat-url""")

L("""$ history | tail -3
  501  ssh pi@192.168.1.40
  502  scp build.tar.gz pi@192.168.1.40:/opt/kiosk/
  503  history | tail -3""")

L(f"""$ nmcli dev wifi connect "Office-5G" --ask
Password: •••••••••••
Device 'wlp2s0' successfully activated with '{uuid4()}'.""")

L(f"""$ hcloud server create --name web-2 --type cx22 --image ubuntu-24.04 --ssh-key jane@laptop
Server {r(8, DIGITS)} created
IPv4: 49.12.{_rng.randint(1, 254)}.{_rng.randint(1, 254)}""")

L("""QIANFAN_MODEL=ernie-4.0-8k
QIANFAN_ENDPOINT=https://qianfan.baidubce.com/v2""")

L(
    f"""base_url="https://ark.cn-beijing.volces.com/api/v3", model="ep-2026{r(10, DIGITS)}-{r(5, LOWER_NUM)}\""""
)

L("""OTEL_EXPORTER_OTLP_ENDPOINT=https://ingress.eu-west-1.aws.dash0.com:4317
OTEL_RESOURCE_ATTRIBUTES=service.name=orders,deployment.environment=prod""")

L("""<appender name="LogzioLogbackAppender" class="io.logz.logback.LogzioLogbackAppender">
    <token>${LOGZIO_LOGGER_SHIPPING_TOKEN}</token>
    <logzioUrl>https://listener-eu.logz.io:8071</logzioUrl>
</appender>""")

L(f"""$ octo list-projects --server https://octopus.corp.local
Projects: Web ({"Projects-" + str(_rng.randint(100, 999))}), Worker ({"Projects-" + str(_rng.randint(100, 999))})""")

L("""MPESA_SHORTCODE=174379
MPESA_ENV=sandbox
MPESA_CALLBACK_URL=https://api.acme.co.ke/mpesa/callback""")

L("""africastalking.initialize(username="sandbox", api_key=os.environ["AT_API_KEY"])""")

L(
    """{"to": "2348012345678", "from": "Acme", "sms": "Your code is 4821", "type": "plain", "channel": "generic", "api_key": "{{TERMII_API_KEY}}"}"""
)


# =====================================================================================
# Checks
# =====================================================================================

for _kind, _text, _secret in SECRETS:
    assert _kind.count("/") == 1 and all(_kind.split("/")), _kind
    _pieces = _secret if isinstance(_secret, tuple) else (_secret,)
    assert _pieces, _kind
    for _p in _pieces:
        assert _p and _p in _text, (_kind, _p)
assert len({_k for _k, _, _ in SECRETS}) == len(SECRETS), "kinds are unique"
assert len(SECRETS) == 218, len(SECRETS)
assert len(LOOK_ALIKES) == 215, len(LOOK_ALIKES)
assert len(set(LOOK_ALIKES)) == len(LOOK_ALIKES)
_classes: dict[str, int] = {}
for _kind, _, _ in SECRETS:
    _classes[_kind.split("/")[0]] = _classes.get(_kind.split("/")[0], 0) + 1
assert _classes == {
    "password": 33, "dsn": 5, "generic": 28, "basic_auth": 2, "private_key": 5, "jwt": 2,
    "vendor": 85, "split": 27, "prose": 31,
}, _classes  # fmt: skip
