"""Held-out batch 21: blind, written by hand before anything was measured on it.

What was read: only the batch format (bench/heldout/__init__.py), the first ~130 lines of
bench/heldout/batch19.py (module docstring and helper functions r, b64, pw, uuid4, sha,
jwt, add, add_split, la) and a grep of the "Theme" / "New kinds" / "Held-out batch" lines
of earlier batches, to keep this theme different. Nothing of memory_store/ (the filter),
docs/, tests/, the bench script, RESULTS.md, plugin/, the changelog, the README or the git
history was read, and the filter was never run on this batch. Not to be tuned on until its
first measurement is recorded.

Theme: long, realistic texts written one by one by hand, as coding-agent sessions store
them: whole tool outputs and messages of 15-80 lines (docker compose config, .env files,
kubectl describe / get -o yaml, env | sort on CI runners, terraform plan, framework
startup logs, git show of config commits, multi-step agent tool-call transcripts, long
user messages pasting a config, journalctl, npm/pip/aws config listings, notebook JSON,
Postman environments, ssh config and ssh -v, psql sessions, decrypted Ansible vars,
GitHub Actions logs, Helm values, wrangler/fly/vercel files). In every secret text exactly
one secret (or one split secret) hides among many harmless values (ids, hosts, ports,
versions, hashes, paths, names); the look-alike texts are equally long blocks of the same
kinds with no secret at all (env references, placeholders, masks, public keys, ids,
digests, documented defaults, prose about credentials). Comments and prose are in English,
German, French, Spanish, Chinese, Japanese, Korean, Russian, Portuguese and Turkish.
Secret classes: inhouse (generic, in-house passwords, tokens, signing keys, DSNs, private
keys, cookies), vendor (vendor keys in their real-world shapes), split, encoded, prose.

Placeholders in the hand-written texts: «S» is the secret (or «S1», «S2», ... its pieces);
any other «Xname» is filled with a fresh harmless value by _fill (U uuid, H 40-hex commit,
h 7-hex short commit, D 64-hex digest, X 16-hex, I 12-char id, N 6-digit number, P port-like
number); the same placeholder within one text gets the same value.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string

_rng = random.Random(21_2026_12_06)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
UPPER_NUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"


def r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def hx(n: int) -> str:
    return r(n, HEX)


def b64(n_bytes: int) -> str:
    return base64.b64encode(_rng.randbytes(n_bytes)).decode()


def b64url(n_bytes: int) -> str:
    return base64.urlsafe_b64encode(_rng.randbytes(n_bytes)).rstrip(b"=").decode()


def pw() -> str:
    """A random password safe inside JSON strings, URLs and single-quoted shell words."""
    return r(2, LOWER) + r(2, UPPER) + r(3, DIGITS) + _rng.choice("-_.") + r(6, ALNUM)


def uuid4() -> str:
    h = hx(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{_rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def sha() -> str:
    return hx(40)


def _b64url_json(obj: dict) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def jwt(claims: dict) -> str:
    """A signed-looking JWT: public header and claims, random signature."""
    return (
        _b64url_json({"alg": "HS256", "typ": "JWT"})
        + "."
        + _b64url_json(claims)
        + "."
        + b64url(32)
    )


def pem_body(n_bytes: int) -> str:
    """Random base64 wrapped at 64 columns, like the body of a PEM block."""
    s = b64(n_bytes)
    return "\n".join(s[i : i + 64] for i in range(0, len(s), 64))


def b64s(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


_GEN = {
    "U": uuid4,
    "H": sha,
    "h": lambda: hx(7),
    "D": lambda: hx(64),
    "X": lambda: hx(16),
    "I": lambda: r(12, LOWER_NUM),
    "N": lambda: str(_rng.randint(100000, 999999)),
    "P": lambda: str(_rng.randint(30000, 32767)),
}
_PH = re.compile("«([A-Za-z])(\\w*)»")


def _fill(text: str, pieces: dict[str, str]) -> str:
    text = text.strip("\n")
    for k, v in pieces.items():
        text = text.replace("«" + k + "»", v)
    seen: dict[str, str] = {}

    def sub(m: re.Match) -> str:
        key = m.group(0)
        if key not in seen:
            seen[key] = _GEN[m.group(1)]()
        return seen[key]

    text = _PH.sub(sub, text)
    assert not _PH.search(text), text[:200]
    return text


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []
LOOK_ALIKES: list[str] = []


def S(kind: str, text: str, secret: str) -> None:
    """One secret, written «S» in the text."""
    assert "«S»" in text, kind
    SECRETS.append((kind, _fill(text, {"S": secret}), secret))


def SP(kind: str, text: str, *pieces: str) -> None:
    """A split secret, pieces written «S1», «S2», ... in the text."""
    m = {f"S{i + 1}": p for i, p in enumerate(pieces)}
    for k in m:
        assert "«" + k + "»" in text, kind
    SECRETS.append((kind, _fill(text, m), tuple(pieces)))


def L(text: str) -> None:
    LOOK_ALIKES.append(_fill(text, {}))


# ============================================================ secrets: in-house / generic
S(
    "inhouse/compose_db_password",
    r"""
$ docker compose config
name: billing
services:
  api:
    build:
      context: /home/dev/src/billing
      dockerfile: Dockerfile
    depends_on:
      db:
        condition: service_healthy
        required: true
    environment:
      APP_ENV: staging
      DATABASE_HOST: db
      DATABASE_NAME: billing
      DATABASE_PASSWORD: «S»
      DATABASE_PORT: "5432"
      DATABASE_USER: billing_app
      LOG_LEVEL: info
      OTEL_SERVICE_NAME: billing-api
    image: registry.internal.example/billing/api:2.14.3
    networks:
      default: null
    ports:
      - mode: ingress
        target: 8080
        published: "8080"
        protocol: tcp
  db:
    environment:
      POSTGRES_DB: billing
      POSTGRES_USER: billing_app
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U billing_app"]
      interval: 5s
    image: postgres:16.4-alpine
    volumes:
      - type: volume
        source: pgdata
        target: /var/lib/postgresql/data
networks:
  default:
    name: billing_default
volumes:
  pgdata:
    name: billing_pgdata
""",
    pw(),
)

S(
    "inhouse/env_session_secret",
    r"""
# .env  (copied from .env.example on 2026-11-28, filled in by Jonas)
# ---------------------------------------------------------------
# App
NODE_ENV=production
PORT=3000
PUBLIC_URL=https://portal.kesselwerk.de
TRUST_PROXY=1

# Datenbank (siehe docs/setup.md)
DB_HOST=10.20.4.17
DB_PORT=5432
DB_NAME=portal
DB_USER=portal_rw
DB_PASSWORD_FILE=/etc/portal/db_password

# Sessions
SESSION_COOKIE_NAME=kw_sid
SESSION_TTL_HOURS=12
SESSION_SECRET=«S»

# Mail
SMTP_HOST=mail.kesselwerk.de
SMTP_PORT=587
SMTP_FROM="Kesselwerk Portal <noreply@kesselwerk.de>"

# Feature flags
FEATURE_NEW_INVOICE_VIEW=true
FEATURE_BETA_EXPORT=false
SENTRY_ENVIRONMENT=production
BUILD_SHA=«H»
""",
    hx(64),
)

S(
    "inhouse/kubectl_secret_yaml_plain",
    r"""
$ kubectl -n payments get secret ledger-db -o yaml
apiVersion: v1
kind: Secret
metadata:
  annotations:
    kubectl.kubernetes.io/last-applied-configuration: |
      {"apiVersion":"v1","kind":"Secret","metadata":{"name":"ledger-db","namespace":"payments"},"type":"Opaque"}
  creationTimestamp: "2026-10-02T08:14:51Z"
  labels:
    app.kubernetes.io/name: ledger
    app.kubernetes.io/part-of: payments
  name: ledger-db
  namespace: payments
  resourceVersion: "«N»"
  uid: «U»
stringData:
  host: ledger-db.payments.svc.cluster.local
  port: "5432"
  database: ledger
  username: ledger_svc
  password: «S»
type: Opaque
""",
    pw(),
)

S(
    "inhouse/ci_env_sort_deploy_token",
    r"""
$ env | sort
CI=true
CI_COMMIT_BRANCH=main
CI_COMMIT_SHA=«H»
CI_COMMIT_SHORT_SHA=«h»
CI_JOB_ID=«N»
CI_JOB_NAME=deploy:production
CI_PIPELINE_ID=«N2»
CI_PROJECT_PATH=platform/orders-service
CI_RUNNER_DESCRIPTION=shared-runner-eu-3
CI_SERVER_URL=https://git.corp.example
DEPLOY_ENV=production
DEPLOY_REGION=eu-central-1
HOME=/root
HOSTNAME=runner-«I»-project-412-concurrent-0
INTERNAL_DEPLOY_TOKEN=«S»
LANG=C.UTF-8
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
PWD=/builds/platform/orders-service
SHLVL=1
TERM=xterm
TZ=UTC
_=/usr/bin/env
""",
    "dpl_" + r(40, LOWER_NUM),
)

S(
    "inhouse/terraform_plan_db_password",
    r"""
Terraform used the selected providers to generate the following execution plan.
Resource actions are indicated with the following symbols:
  + create

Terraform will perform the following actions:

  # aws_db_instance.reporting will be created
  + resource "aws_db_instance" "reporting" {
      + address                   = (known after apply)
      + allocated_storage         = 100
      + arn                       = (known after apply)
      + backup_retention_period   = 7
      + db_name                   = "reporting"
      + engine                    = "postgres"
      + engine_version            = "16.3"
      + identifier                = "reporting-prod"
      + instance_class            = "db.r6g.large"
      + multi_az                  = true
      + password                  = "«S»"
      + port                      = 5432
      + skip_final_snapshot       = false
      + storage_encrypted         = true
      + username                  = "reporting_admin"
      + vpc_security_group_ids    = [
          + "sg-0a91c3e5f7b2d4681",
        ]
    }

Plan: 1 to add, 0 to change, 0 to destroy.

Warning: the "password" argument was set from a plain variable; consider
manage_master_user_password = true.
""",
    "Rp" + r(4, DIGITS) + "!" + r(10, ALNUM),
)

S(
    "inhouse/django_startup_log_dsn",
    r"""
$ python manage.py runserver 0.0.0.0:8000 --settings=shop.settings.local
Watching for file changes with StatReloader
[2026-12-01 09:12:44,118] DEBUG shop.settings: loaded overrides from /home/maria/shop/.env.local
[2026-12-01 09:12:44,121] DEBUG shop.settings: ALLOWED_HOSTS=['localhost', '127.0.0.1', 'shop.test']
[2026-12-01 09:12:44,121] DEBUG shop.settings: DATABASE_URL=postgres://shop:«S»@db.staging.shop.internal:5432/shop
[2026-12-01 09:12:44,122] DEBUG shop.settings: CACHE_URL=redis://cache.staging.shop.internal:6379/2
[2026-12-01 09:12:44,122] DEBUG shop.settings: STATIC_ROOT=/home/maria/shop/staticfiles
[2026-12-01 09:12:44,123] DEBUG shop.settings: TIME_ZONE=Europe/Madrid
Performing system checks...

System check identified some issues:

WARNINGS:
?: (security.W004) You have not set a value for the SECURE_HSTS_SECONDS setting.
?: (security.W008) Your SECURE_SSL_REDIRECT setting is not set to True.

System check identified 2 issues (0 silenced).
December 01, 2026 - 09:12:45
Django version 5.1.3, using settings 'shop.settings.local'
Starting development server at http://0.0.0.0:8000/
Quit the server with CONTROL-C.
""",
    pw(),
)

S(
    "inhouse/git_show_config_commit_jwt_secret",
    r"""
$ git show «h» -- config/
commit «H»
Author: Ahmet Yılmaz <ahmet@filo.example.com.tr>
Date:   Tue Nov 24 16:40:02 2026 +0300

    config: staging için JWT ayarlarını ekle

    Token süresi 15 dakikaya düşürüldü, refresh 7 gün.

diff --git a/config/staging.yaml b/config/staging.yaml
index «h2»..«h3» 100644
--- a/config/staging.yaml
+++ b/config/staging.yaml
@@ -12,9 +12,14 @@ server:
   port: 8443
   read_timeout: 15s
   write_timeout: 30s
+
+auth:
+  issuer: https://auth.staging.filo.example.com.tr
+  audience: filo-api
+  access_ttl: 15m
+  refresh_ttl: 168h
+  jwt_signing_key: "«S»"
 
 database:
   host: pg-staging.filo.internal
   port: 5432
""",
    b64(48),
)

S(
    "inhouse/agent_transcript_read_env_admin_pw",
    r"""
[
  {"role": "user", "content": "The admin login on the staging dashboard stopped working after the redeploy, can you check what changed?"},
  {"role": "assistant", "content": [
    {"type": "text", "text": "Let me look at the deployment config first."},
    {"type": "tool_use", "id": "toolu_01«I»", "name": "bash", "input": {"command": "git log --oneline -5 -- deploy/"}}
  ]},
  {"role": "user", "content": [
    {"type": "tool_result", "tool_use_id": "toolu_01«I»", "content": "«h» deploy: bump dashboard to 3.2.0\n«h2» deploy: move admin bootstrap to env\n«h3» chore: renovate"}
  ]},
  {"role": "assistant", "content": [
    {"type": "tool_use", "id": "toolu_01«I2»", "name": "read_file", "input": {"path": "deploy/staging/dashboard.env"}}
  ]},
  {"role": "user", "content": [
    {"type": "tool_result", "tool_use_id": "toolu_01«I2»", "content": "DASHBOARD_URL=https://dash.staging.acme.test\nADMIN_EMAIL=ops@acme.test\nADMIN_BOOTSTRAP_PASSWORD=«S»\nADMIN_FORCE_RESET=false\nLOG_FORMAT=json\n"}
  ]},
  {"role": "assistant", "content": [
    {"type": "text", "text": "The bootstrap password is only applied when the admin user does not exist yet. Since the user exists, the env change had no effect; the redeploy also set ADMIN_FORCE_RESET=false."}
  ]}
]
""",
    pw(),
)

S(
    "inhouse/journalctl_redis_auth",
    r"""
$ journalctl -u queue-worker --since "10 min ago" --no-pager
Dec 02 03:11:07 worker-03 systemd[1]: Started queue-worker.service - Background job worker.
Dec 02 03:11:08 worker-03 queue-worker[48211]: 2026-12-02T03:11:08.114Z INFO  starting worker pool size=8 queues=default,mail,reports
Dec 02 03:11:08 worker-03 queue-worker[48211]: 2026-12-02T03:11:08.115Z INFO  version=4.7.1 commit=«h»
Dec 02 03:11:08 worker-03 queue-worker[48211]: 2026-12-02T03:11:08.119Z DEBUG broker config: {"url":"rediss://:«S»@redis-queue.prod.internal:6380/0","tls":true,"pool":16}
Dec 02 03:11:08 worker-03 queue-worker[48211]: 2026-12-02T03:11:08.231Z INFO  connected to broker host=redis-queue.prod.internal
Dec 02 03:11:08 worker-03 queue-worker[48211]: 2026-12-02T03:11:08.233Z INFO  registered 23 tasks
Dec 02 03:11:14 worker-03 queue-worker[48211]: 2026-12-02T03:11:14.902Z INFO  job=«U» task=reports.daily_summary status=started
Dec 02 03:11:19 worker-03 queue-worker[48211]: 2026-12-02T03:11:19.004Z INFO  job=«U» task=reports.daily_summary status=done elapsed=4.1s
Dec 02 03:12:00 worker-03 queue-worker[48211]: 2026-12-02T03:12:00.000Z INFO  heartbeat ok
Dec 02 03:13:00 worker-03 queue-worker[48211]: 2026-12-02T03:13:00.001Z INFO  heartbeat ok
Dec 02 03:13:41 worker-03 queue-worker[48211]: 2026-12-02T03:13:41.552Z WARN  job=«U2» task=mail.send retry=1 reason="smtp 421 try later"
Dec 02 03:14:00 worker-03 queue-worker[48211]: 2026-12-02T03:14:00.002Z INFO  heartbeat ok
Dec 02 03:14:12 worker-03 queue-worker[48211]: 2026-12-02T03:14:12.870Z INFO  job=«U2» task=mail.send status=done
Dec 02 03:15:00 worker-03 queue-worker[48211]: 2026-12-02T03:15:00.000Z INFO  heartbeat ok
Dec 02 03:16:00 worker-03 queue-worker[48211]: 2026-12-02T03:16:00.001Z INFO  heartbeat ok
""",
    r(32, ALNUM),
)

S(
    "inhouse/ansible_vault_decrypted_vars",
    r"""
$ ansible-vault view group_vars/prod/vault.yml
Vault password:
---
# Vault-Variablen für prod (nur über ansible-vault bearbeiten!)
vault_ntp_servers:
  - 0.de.pool.ntp.org
  - 1.de.pool.ntp.org
vault_backup_bucket: s3://backups-prod-fra/ansible
vault_backup_retention_days: 35
vault_monitoring_endpoint: https://metrics.intern.example.net/api/v1/write
vault_ldap_bind_dn: "cn=svc-ansible,ou=service,dc=intern,dc=example,dc=net"
vault_ldap_bind_password: "«S»"
vault_ldap_uri: ldaps://ldap.intern.example.net:636
vault_ldap_base_dn: "dc=intern,dc=example,dc=net"
vault_admin_users:
  - mkoch
  - lschmidt
  - tbauer
vault_ssh_allowed_networks:
  - 10.40.0.0/16
  - 192.168.77.0/24
vault_release_channel: stable
""",
    "Sommer" + r(4, DIGITS) + "!Hafen",
)

S(
    "inhouse/psql_conninfo_password_in_prompt_history",
    r"""
maria@build-07:~/etl$ psql "host=warehouse.internal port=5432 dbname=analytics user=etl_loader password=«S» sslmode=require"
psql (16.4 (Ubuntu 16.4-1.pgdg22.04+1), server 15.8)
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)
Type "help" for help.

analytics=> \conninfo
You are connected to database "analytics" as user "etl_loader" on host "warehouse.internal" (address "10.12.0.41") at port "5432".
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)
analytics=> \dt staging.*
                 List of relations
 Schema  |        Name         | Type  |   Owner
---------+---------------------+-------+------------
 staging | orders_raw          | table | etl_loader
 staging | customers_raw       | table | etl_loader
 staging | shipments_raw       | table | etl_loader
(3 rows)

analytics=> select count(*) from staging.orders_raw;
 count
--------
 184203
(1 row)

analytics=> \q
""",
    pw(),
)

S(
    "inhouse/spring_boot_startup_log_ds_password",
    r"""
  .   ____          _            __ _ _
 /\\ / ___'_ __ _ _(_)_ __  __ _ \ \ \ \
( ( )\___ | '_ | '_| | '_ \/ _` | \ \ \ \
 \\/  ___)| |_)| | | | | || (_| |  ) ) ) )
  '  |____| .__|_| |_|_| |_\__, | / / / /
 =========|_|==============|___/=/_/_/_/

 :: Spring Boot ::                (v3.3.5)

2026-12-03T10:02:11.203+01:00  INFO 71234 --- [inventory] [           main] c.e.inventory.InventoryApplication      : Starting InventoryApplication v1.9.0 using Java 21.0.5 with PID 71234
2026-12-03T10:02:11.207+01:00 DEBUG 71234 --- [inventory] [           main] c.e.inventory.InventoryApplication      : Running with Spring Boot v3.3.5, Spring v6.1.14
2026-12-03T10:02:11.208+01:00  INFO 71234 --- [inventory] [           main] c.e.inventory.InventoryApplication      : The following 1 profile is active: "qa"
2026-12-03T10:02:12.911+01:00 DEBUG 71234 --- [inventory] [           main] o.s.b.c.p.DataSourceProperties          : url=jdbc:mysql://mysql-qa.inv.internal:3306/inventory?useSSL=true, username=inv_app, password=«S»
2026-12-03T10:02:13.440+01:00  INFO 71234 --- [inventory] [           main] com.zaxxer.hikari.HikariDataSource       : HikariPool-1 - Starting...
2026-12-03T10:02:13.802+01:00  INFO 71234 --- [inventory] [           main] com.zaxxer.hikari.pool.HikariPool        : HikariPool-1 - Added connection com.mysql.cj.jdbc.ConnectionImpl@6d2a209c
2026-12-03T10:02:13.804+01:00  INFO 71234 --- [inventory] [           main] com.zaxxer.hikari.HikariDataSource       : HikariPool-1 - Start completed.
2026-12-03T10:02:15.017+01:00  INFO 71234 --- [inventory] [           main] o.s.b.w.embedded.tomcat.TomcatWebServer  : Tomcat started on port 8080 (http) with context path '/'
2026-12-03T10:02:15.031+01:00  INFO 71234 --- [inventory] [           main] c.e.inventory.InventoryApplication      : Started InventoryApplication in 4.312 seconds (process running for 4.9)
""",
    pw(),
)

S(
    "inhouse/rails_credentials_show",
    r"""
$ bin/rails credentials:show --environment production
# aws:
#   access_key_id: set in the instance profile, not here
#   region: eu-west-3

secret_key_base: «S»

active_record_encryption:
  primary_key_ref: kms://alias/marmite-ar-primary
  deterministic_key_ref: kms://alias/marmite-ar-deterministic
  key_derivation_salt_ref: kms://alias/marmite-ar-salt

smtp:
  address: smtp.marmite.fr
  port: 587
  user_name: notifications@marmite.fr
  # mot de passe dans le coffre Vault: secret/marmite/smtp

sidekiq:
  concurrency: 10
  queues: [default, mailers, exports]

storage:
  service: scaleway
  bucket: marmite-prod-uploads
  endpoint: https://s3.fr-par.scw.cloud
""",
    hx(128),
)

S(
    "inhouse/ssh_private_key_in_cat",
    r"""
dev@laptop:~$ ls -la ~/.ssh
total 32
drwx------  2 dev dev 4096 Nov 30 11:02 .
drwxr-x--- 38 dev dev 4096 Dec  1 08:55 ..
-rw-r--r--  1 dev dev  412 Nov 12 09:30 config
-rw-------  1 dev dev  411 Nov 30 11:02 deploy_ed25519
-rw-r--r--  1 dev dev   98 Nov 30 11:02 deploy_ed25519.pub
-rw-------  1 dev dev 2610 Oct  3 17:44 known_hosts
dev@laptop:~$ cat ~/.ssh/deploy_ed25519.pub
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA«I»«I2»«I3»«I4» deploy@ci
dev@laptop:~$ cat ~/.ssh/deploy_ed25519
-----BEGIN OPENSSH PRIVATE KEY-----
«S»
-----END OPENSSH PRIVATE KEY-----
dev@laptop:~$ ssh-keygen -lf ~/.ssh/deploy_ed25519.pub
256 SHA256:«I5»«I6»«I7» deploy@ci (ED25519)
""",
    pem_body(290),
)

S(
    "inhouse/helm_values_app_full",
    r"""
# values.yaml – chart: shopfront 5.2.0, Umgebung: prod
replicaCount: 4
image:
  repository: ghcr.io/lindenhof/shopfront
  tag: "5.2.0"
  digest: sha256:«D»
  pullPolicy: IfNotPresent
service:
  type: ClusterIP
  port: 80
  targetPort: 3000
ingress:
  enabled: true
  className: nginx
  hosts:
    - host: shop.lindenhof.example
      paths: [{path: /, pathType: Prefix}]
  tls:
    - secretName: shop-lindenhof-tls
      hosts: [shop.lindenhof.example]
resources:
  requests: {cpu: 250m, memory: 384Mi}
  limits: {cpu: "1", memory: 768Mi}
env:
  NODE_ENV: production
  API_BASE_URL: http://shop-api.prod.svc.cluster.local:8080
  CART_TTL_MINUTES: "90"
  COOKIE_SIGNING_SECRET: "«S»"
  DEFAULT_LOCALE: de-DE
autoscaling:
  enabled: true
  minReplicas: 4
  maxReplicas: 12
  targetCPUUtilizationPercentage: 65
podDisruptionBudget:
  minAvailable: 2
""",
    r(48, URLSAFE),
)

S(
    "inhouse/fly_toml_and_secrets_list_plus_set",
    r"""
$ cat fly.toml
app = "tanuki-notes"
primary_region = "nrt"

[build]
  dockerfile = "Dockerfile"

[env]
  NODE_ENV = "production"
  LOG_LEVEL = "info"
  PUBLIC_ORIGIN = "https://notes.tanuki.example.jp"

[http_service]
  internal_port = 8080
  force_https = true
  auto_stop_machines = "stop"
  min_machines_running = 1

$ fly secrets list
NAME                 DIGEST            CREATED AT
DATABASE_URL         «X»  2026-11-02T03:20:11Z
SESSION_KEY          «X2»  2026-11-02T03:20:11Z

$ fly secrets set NOTES_ENCRYPTION_KEY=«S»
Updating existing machines in 'tanuki-notes' with rolling strategy
  [1/2] Machine «I» [app] update succeeded
  [2/2] Machine «I2» [app] update succeeded
""",
    b64(32),
)

S(
    "inhouse/wrangler_toml_plain_var",
    r"""
# wrangler.toml
name = "edge-router"
main = "src/index.ts"
compatibility_date = "2026-10-01"
compatibility_flags = ["nodejs_compat"]
workers_dev = false
routes = [
  { pattern = "api.sakura-kissa.example/*", zone_name = "sakura-kissa.example" }
]

[vars]
UPSTREAM_ORIGIN = "https://origin.sakura-kissa.example"
CACHE_TTL = "300"
# TODO: 本番では wrangler secret put に移すこと
UPSTREAM_SHARED_SECRET = "«S»"

[[kv_namespaces]]
binding = "ROUTES"
id = "«X»«X2»"

[[d1_databases]]
binding = "DB"
database_name = "edge-router-prod"
database_id = "«U»"

[observability]
enabled = true
""",
    hx(48),
)

S(
    "inhouse/user_message_paste_config_question",
    r"""
Hi! I'm trying to get the mailer to work in our Laravel app and it keeps timing out. Here's my config/mail.php after my changes plus the relevant bits of .env — am I missing something obvious?

    'mailers' => [
        'smtp' => [
            'transport' => 'smtp',
            'host' => env('MAIL_HOST', 'smtp.mailgun.org'),
            'port' => env('MAIL_PORT', 587),
            'encryption' => env('MAIL_ENCRYPTION', 'tls'),
            'username' => env('MAIL_USERNAME'),
            'password' => env('MAIL_PASSWORD'),
            'timeout' => null,
        ],
    ],

.env:

    MAIL_MAILER=smtp
    MAIL_HOST=mail.bakery-lisboa.example
    MAIL_PORT=465
    MAIL_USERNAME=encomendas@bakery-lisboa.example
    MAIL_PASSWORD=«S»
    MAIL_ENCRYPTION=tls
    MAIL_FROM_ADDRESS=encomendas@bakery-lisboa.example
    MAIL_FROM_NAME="${APP_NAME}"

The log just says "Connection could not be established with host mail.bakery-lisboa.example :stream_socket_client(): unable to connect". Port 465 is open from the server, I checked with nc. Thanks!
""",
    "Pasteis" + r(3, DIGITS) + "#Belem",
)

S(
    "inhouse/aws_configure_list_and_credentials_internal",
    r"""
$ aws configure list --profile minio-lab
      Name                    Value             Type    Location
      ----                    -----             ----    --------
   profile                 minio-lab           manual    --profile
access_key                ****************LAB1 shared-credentials-file
secret_key                ****************k3Qz shared-credentials-file
    region                us-east-1      config-file    ~/.aws/config
$ cat ~/.aws/config
[default]
region = eu-north-1
output = json

[profile minio-lab]
region = us-east-1
endpoint_url = http://minio.lab.local:9000
s3 =
  addressing_style = path

$ cat ~/.aws/credentials
[minio-lab]
aws_access_key_id = labadmin
aws_secret_access_key = «S»
""",
    r(36, ALNUM) + "k3Qz",
)

S(
    "inhouse/postman_env_export_api_key",
    r"""
{
  "id": "«U»",
  "name": "Orders API – staging",
  "values": [
    {"key": "baseUrl", "value": "https://orders.staging.api.example.org", "type": "default", "enabled": true},
    {"key": "apiVersion", "value": "2026-09", "type": "default", "enabled": true},
    {"key": "tenantId", "value": "«U2»", "type": "default", "enabled": true},
    {"key": "customerId", "value": "cus_«I»", "type": "default", "enabled": true},
    {"key": "orderId", "value": "ord_«I2»", "type": "default", "enabled": true},
    {"key": "internalApiKey", "value": "«S»", "type": "secret", "enabled": true},
    {"key": "pageSize", "value": "50", "type": "default", "enabled": true},
    {"key": "locale", "value": "es-MX", "type": "default", "enabled": true},
    {"key": "traceparent", "value": "00-«X»«X2»-«X3»-01", "type": "default", "enabled": false}
  ],
  "color": null,
  "_postman_variable_scope": "environment",
  "_postman_exported_at": "2026-11-30T18:22:03.117Z",
  "_postman_exported_using": "Postman/11.20.0"
}
""",
    "oapi_stg_" + r(40, ALNUM),
)

S(
    "inhouse/gha_log_unmasked_echo",
    r"""
2026-12-02T14:03:11.4410133Z ##[group]Run ./scripts/deploy.sh
2026-12-02T14:03:11.4410789Z ./scripts/deploy.sh
2026-12-02T14:03:11.4456802Z shell: /usr/bin/bash -e {0}
2026-12-02T14:03:11.4457120Z env:
2026-12-02T14:03:11.4457399Z   DEPLOY_HOST: deploy.int.example.net
2026-12-02T14:03:11.4457713Z   DEPLOY_TOKEN: ***
2026-12-02T14:03:11.4458012Z   RELEASE: v3.8.2
2026-12-02T14:03:11.4458301Z ##[endgroup]
2026-12-02T14:03:11.5123984Z + echo 'deploying v3.8.2 to deploy.int.example.net'
2026-12-02T14:03:11.5124388Z deploying v3.8.2 to deploy.int.example.net
2026-12-02T14:03:11.5129941Z + TOKEN_B=$(echo "$DEPLOY_TOKEN" | rev)
2026-12-02T14:03:11.5135017Z + curl -fsS -X POST https://deploy.int.example.net/api/releases -H 'X-Deploy-Token-Reversed: «S»' -d version=v3.8.2
2026-12-02T14:03:12.0811421Z {"release":"v3.8.2","id":"rel_«I»","status":"queued"}
2026-12-02T14:03:12.0850233Z + echo done
2026-12-02T14:03:12.0850698Z done
2026-12-02T14:03:12.0901180Z ##[group]Run actions/upload-artifact@v4
2026-12-02T14:03:12.0901566Z with:
2026-12-02T14:03:12.0901824Z   name: deploy-log
2026-12-02T14:03:12.0902101Z   path: logs/
2026-12-02T14:03:12.0902371Z ##[endgroup]
""",
    r(44, LOWER_NUM),
)

S(
    "inhouse/jupyter_cell_output_password",
    r"""
{
 "cells": [
  {
   "cell_type": "code",
   "execution_count": 3,
   "id": "«I»",
   "metadata": {},
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "engine: postgresql+psycopg://analyst:«S»@dwh.intra.example.kr:5432/sales\n",
      "tables: ['orders', 'order_items', 'stores', 'calendar']\n",
      "rows in orders: 2841077\n"
     ]
    }
   ],
   "source": [
    "# 매출 데이터 웨어하우스 연결 확인\n",
    "import sqlalchemy as sa\n",
    "engine = sa.create_engine(DWH_URL)\n",
    "print('engine:', engine.url.render_as_string(hide_password=False))\n",
    "print('tables:', sa.inspect(engine).get_table_names())\n",
    "with engine.connect() as c:\n",
    "    print('rows in orders:', c.execute(sa.text('select count(*) from orders')).scalar())"
   ]
  }
 ],
 "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
 "nbformat": 4,
 "nbformat_minor": 5
}
""",
    pw(),
)

S(
    "inhouse/ssh_config_and_verbose_sshpass",
    r"""
$ cat ~/.ssh/config
Host bastion
    HostName 203.0.113.24
    User ops
    Port 2222
    IdentityFile ~/.ssh/id_ed25519
Host legacy-db
    HostName 10.8.1.55
    User dbadmin
    ProxyJump bastion
    PubkeyAuthentication no
$ sshpass -p '«S»' ssh -v legacy-db 'uptime'
OpenSSH_9.6p1 Ubuntu-3ubuntu13.5, OpenSSL 3.0.13 30 Jan 2024
debug1: Reading configuration data /home/ops/.ssh/config
debug1: /home/ops/.ssh/config line 6: Applying options for legacy-db
debug1: Setting implicit ProxyCommand from ProxyJump: ssh -v -W '[%h]:%p' bastion
debug1: Executing proxy command: exec ssh -v -W '[10.8.1.55]:22' bastion
debug1: Authenticating to 10.8.1.55:22 as 'dbadmin'
debug1: kex: algorithm: curve25519-sha256
debug1: Server host key: ssh-ed25519 SHA256:«I»«I2»«I3»
debug1: Host '10.8.1.55' is known and matches the ED25519 host key.
debug1: Authentications that can continue: password
debug1: Next authentication method: password
Authenticated to 10.8.1.55 (via proxy) using "password".
 14:22:07 up 213 days,  3:41,  0 users,  load average: 0.12, 0.09, 0.05
""",
    "Legacy" + r(2, DIGITS) + "$" + r(8, ALNUM),
)

S(
    "inhouse/npm_config_list_private_registry_authtoken",
    r"""
$ npm config list
; "builtin" config from /usr/local/lib/node_modules/npm/npmrc

prefix = "/usr/local"

; "user" config from /home/ci/.npmrc

//npm.intern.example.ru/repository/npm-private/:_authToken = "«S»"
@vega:registry = "https://npm.intern.example.ru/repository/npm-private/"
audit = false
fund = false
save-exact = true

; "project" config from /builds/vega/web/.npmrc

engine-strict = true
legacy-peer-deps = false

; node bin location = /usr/local/bin/node
; node version = v22.11.0
; npm local prefix = /builds/vega/web
; npm version = 10.9.0
; cwd = /builds/vega/web
; HOME = /home/ci
; Run `npm config ls -l` to show all defaults.
""",
    "NpmToken." + uuid4(),
)

S(
    "inhouse/pip_config_list_index_password",
    r"""
$ pip config list -v
For variant 'global', will try loading '/etc/xdg/pip/pip.conf'
For variant 'global', will try loading '/etc/pip.conf'
For variant 'user', will try loading '/home/lucas/.pip/pip.conf'
For variant 'user', will try loading '/home/lucas/.config/pip/pip.conf'
For variant 'site', will try loading '/home/lucas/proj/.venv/pip.conf'
global.timeout='60'
global.disable-pip-version-check='true'
global.index-url='https://lucas.ferreira:«S»@pypi.interno.example.com.br/simple/'
global.extra-index-url='https://pypi.org/simple/'
install.trusted-host='pypi.interno.example.com.br'
install.prefer-binary='true'
$ pip --version
pip 24.3.1 from /home/lucas/proj/.venv/lib/python3.12/site-packages/pip (python 3.12)
$ pip index versions pagamentos-sdk
pagamentos-sdk (2.4.0)
Available versions: 2.4.0, 2.3.2, 2.3.1, 2.3.0, 2.2.0
  INSTALLED: 2.3.2
  LATEST:    2.4.0
""",
    "Senha" + r(4, DIGITS) + r(6, LOWER),
)

S(
    "inhouse/kubectl_describe_pod_env_password",
    r"""
$ kubectl describe pod keycloak-0 -n iam
Name:             keycloak-0
Namespace:        iam
Priority:         0
Service Account:  keycloak
Node:             ip-10-31-7-102.eu-west-1.compute.internal/10.31.7.102
Start Time:       Wed, 02 Dec 2026 07:41:19 +0000
Labels:           app.kubernetes.io/instance=keycloak
                  controller-revision-hash=keycloak-«X»
Status:           Running
IP:               10.31.9.44
Controlled By:    StatefulSet/keycloak
Containers:
  keycloak:
    Container ID:   containerd://«D»
    Image:          quay.io/keycloak/keycloak:26.0.6
    Image ID:       quay.io/keycloak/keycloak@sha256:«D2»
    Ports:          8080/TCP, 9000/TCP
    Args:
      start
      --optimized
    State:          Running
      Started:      Wed, 02 Dec 2026 07:41:33 +0000
    Ready:          True
    Restart Count:  0
    Environment:
      KC_HOSTNAME:            sso.example.io
      KC_DB:                  postgres
      KC_DB_URL:              jdbc:postgresql://iam-pg-rw.iam.svc:5432/keycloak
      KC_DB_USERNAME:         keycloak
      KC_DB_PASSWORD:         <set to the key 'password' in secret 'iam-pg-app'>  Optional: false
      KC_BOOTSTRAP_ADMIN_USERNAME:  admin
      KC_BOOTSTRAP_ADMIN_PASSWORD:  «S»
      KC_PROXY_HEADERS:       xforwarded
    Mounts:
      /opt/keycloak/conf/truststores from truststore (ro)
Conditions:
  Type              Status
  Ready             True
Events:            <none>
""",
    pw(),
)

S(
    "inhouse/cookie_in_curl_verbose",
    r"""
$ curl -v 'https://intranet.example.co.jp/api/v2/reports?month=2026-11' -H 'Cookie: theme=dark; lang=ja; intranet_session=«S»; _ga=GA1.1.«N».«N2»'
*   Trying 198.51.100.77:443...
* Connected to intranet.example.co.jp (198.51.100.77) port 443
* ALPN: curl offers h2,http/1.1
* TLSv1.3 (OUT), TLS handshake, Client hello (1):
* TLSv1.3 (IN), TLS handshake, Server hello (2):
* SSL connection using TLSv1.3 / TLS_AES_128_GCM_SHA256 / X25519 / id-ecdsa-with-SHA256
* Server certificate:
*  subject: CN=intranet.example.co.jp
*  start date: Oct  1 00:00:00 2026 GMT
*  expire date: Dec 30 23:59:59 2026 GMT
*  issuer: C=US; O=Let's Encrypt; CN=E6
> GET /api/v2/reports?month=2026-11 HTTP/2
> Host: intranet.example.co.jp
> User-Agent: curl/8.5.0
> Accept: */*
>
< HTTP/2 200
< content-type: application/json; charset=utf-8
< x-request-id: «U»
< cache-control: no-store
<
{"month":"2026-11","reports":[{"id":"rep_«I»","title":"月次売上レポート","rows":412}]}
""",
    b64url(33),
)

S(
    "inhouse/settings_py_secret_key_in_git_diff",
    r"""
$ git diff HEAD~1 -- src/atelier/settings/prod.py
diff --git a/src/atelier/settings/prod.py b/src/atelier/settings/prod.py
index «h»..«h2» 100644
--- a/src/atelier/settings/prod.py
+++ b/src/atelier/settings/prod.py
@@ -1,22 +1,24 @@
 from .base import *  # noqa: F401,F403
 import os
 
 DEBUG = False
-SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
+# temporaire : la variable n'est pas encore dans le pipeline
+SECRET_KEY = "«S»"
 ALLOWED_HOSTS = ["atelier.example.fr", "www.atelier.example.fr"]
 CSRF_TRUSTED_ORIGINS = ["https://atelier.example.fr"]
 
 DATABASES = {
     "default": {
         "ENGINE": "django.db.backends.postgresql",
         "NAME": "atelier",
         "USER": "atelier",
         "PASSWORD": os.environ["DB_PASSWORD"],
         "HOST": "pg.atelier.internal",
         "PORT": "5432",
     }
 }
 
 STATIC_ROOT = "/srv/atelier/static"
 MEDIA_ROOT = "/srv/atelier/media"
 SECURE_HSTS_SECONDS = 31536000
""",
    "django-insecure-" + r(50, LOWER_NUM + "!@#%^&*(-_=+)"),
)

S(
    "inhouse/mongo_uri_in_node_error_stack",
    r"""
$ npm run start:worker

> catalog@3.1.0 start:worker
> node dist/worker.js

[worker] 2026-12-04T06:20:01.022Z info  boot pid=3377 node=v20.18.1
[worker] 2026-12-04T06:20:01.031Z info  connecting to mongo...
MongoServerSelectionError: connection <monitor> to 10.50.2.8:27017 closed
    at Topology.selectServer (/srv/catalog/node_modules/mongodb/lib/sdam/topology.js:303:38)
    at async Topology._connect (/srv/catalog/node_modules/mongodb/lib/sdam/topology.js:196:28)
    at async MongoClient._connect (/srv/catalog/node_modules/mongodb/lib/mongo_client.js:235:13)
    at async connect (/srv/catalog/dist/db.js:14:5) {
  uri: 'mongodb://catalog_rw:«S»@10.50.2.8:27017,10.50.2.9:27017/catalog?replicaSet=rs0&authSource=admin',
  reason: TopologyDescription {
    type: 'ReplicaSetNoPrimary',
    servers: Map(2) {
      '10.50.2.8:27017' => [ServerDescription],
      '10.50.2.9:27017' => [ServerDescription]
    },
    setName: 'rs0',
    maxElectionId: null,
    compatible: true,
    heartbeatFrequencyMS: 10000,
    localThresholdMS: 15
  },
  code: undefined,
  [Symbol(errorLabels)]: Set(0) {}
}
""",
    pw(),
)

S(
    "inhouse/vault_kv_get_output",
    r"""
$ vault kv get -mount=secret apps/checkout/prod
======= Secret Path =======
secret/data/apps/checkout/prod

======= Metadata =======
Key                Value
---                -----
created_time       2026-11-19T12:44:03.772131Z
custom_metadata    map[owner:team-checkout ticket:OPS-4412]
deletion_time      n/a
destroyed          false
version            7

======= Data =======
Key                   Value
---                   -----
cdn_base_url          https://cdn.checkout.example.com
feature_flags_env     prod
hmac_webhook_key      «S»
max_basket_items      200
payment_timeout_ms    8000
region                eu-central-1
""",
    hx(64),
)

S(
    "inhouse/docker_inspect_env_rabbit",
    r"""
$ docker inspect mq --format '{{json .Config}}' | jq
{
  "Hostname": "mq",
  "Domainname": "",
  "User": "",
  "ExposedPorts": {
    "15672/tcp": {},
    "5672/tcp": {}
  },
  "Env": [
    "RABBITMQ_DEFAULT_USER=orders",
    "RABBITMQ_DEFAULT_PASS=«S»",
    "RABBITMQ_DEFAULT_VHOST=/orders",
    "PATH=/opt/rabbitmq/sbin:/opt/erlang/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
    "ERLANG_INSTALL_PATH_PREFIX=/opt/erlang",
    "OPENSSL_INSTALL_PATH_PREFIX=/opt/openssl",
    "RABBITMQ_DATA_DIR=/var/lib/rabbitmq",
    "RABBITMQ_VERSION=4.0.4",
    "RABBITMQ_HOME=/opt/rabbitmq",
    "HOME=/var/lib/rabbitmq",
    "LANG=C.UTF-8"
  ],
  "Cmd": ["rabbitmq-server"],
  "Image": "rabbitmq:4.0-management",
  "Volumes": {"/var/lib/rabbitmq": {}},
  "WorkingDir": "",
  "Entrypoint": ["docker-entrypoint.sh"],
  "Labels": {"com.docker.compose.project": "orders", "com.docker.compose.service": "mq"}
}
""",
    pw(),
)

S(
    "inhouse/appsettings_json_connection_string",
    r"""
// appsettings.Production.json — Lagerverwaltung
{
  "Logging": {
    "LogLevel": {
      "Default": "Information",
      "Microsoft.AspNetCore": "Warning",
      "Microsoft.EntityFrameworkCore.Database.Command": "Warning"
    }
  },
  "AllowedHosts": "lager.example.at",
  "ConnectionStrings": {
    "Lager": "Server=tcp:sql-lager.intern.example.at,1433;Initial Catalog=Lager;User ID=lager_app;Password=«S»;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;"
  },
  "Kestrel": {
    "Endpoints": {
      "Https": { "Url": "https://0.0.0.0:5001" }
    }
  },
  "Features": {
    "Barcodes": true,
    "Inventur2026": false
  },
  "Telemetry": {
    "ServiceName": "lager-api",
    "OtlpEndpoint": "http://otel-collector.monitoring:4317"
  }
}
""",
    "Lager" + r(3, DIGITS) + "!" + r(7, ALNUM),
)

S(
    "inhouse/multi_tool_json_transcript_hmac",
    r"""
{"type":"session","id":"sess_«I»","cwd":"/home/kenji/webhook-relay","model":"claude-sonnet-4-5"}
{"type":"user","text":"webhook の署名検証が失敗する原因を調べて"}
{"type":"tool_call","id":"call_1","name":"grep","args":{"pattern":"verifySignature","path":"src"}}
{"type":"tool_result","id":"call_1","output":"src/verify.ts:12:export function verifySignature(body: string, sig: string) {\nsrc/server.ts:41:  if (!verifySignature(raw, req.header('x-relay-signature'))) {"}
{"type":"tool_call","id":"call_2","name":"read","args":{"path":"src/verify.ts"}}
{"type":"tool_result","id":"call_2","output":"import crypto from 'node:crypto';\nconst KEY = process.env.RELAY_HMAC_KEY ?? '';\nexport function verifySignature(body: string, sig: string) {\n  const mac = crypto.createHmac('sha256', KEY).update(body).digest('hex');\n  return crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(sig));\n}"}
{"type":"tool_call","id":"call_3","name":"bash","args":{"command":"cat .env.local"}}
{"type":"tool_result","id":"call_3","output":"PORT=8787\nRELAY_HMAC_KEY=«S»\nUPSTREAM=https://hooks.internal.example.jp/in\n"}
{"type":"tool_call","id":"call_4","name":"bash","args":{"command":"git log -1 --format=%H"}}
{"type":"tool_result","id":"call_4","output":"«H»"}
{"type":"tool_call","id":"call_5","name":"bash","args":{"command":"grep -n 'express.json\\|express.raw' src/server.ts"}}
{"type":"tool_result","id":"call_5","output":"18:app.use(express.json());"}
{"type":"tool_call","id":"call_6","name":"bash","args":{"command":"npm test -- verify"}}
{"type":"tool_result","id":"call_6","output":"PASS test/verify.test.ts\n  ✓ accepts valid signature (3 ms)\n  ✓ rejects tampered body (1 ms)\nTests: 2 passed, 2 total"}
{"type":"tool_call","id":"call_7","name":"bash","args":{"command":"node --version && npm ls express"}}
{"type":"tool_result","id":"call_7","output":"v22.11.0\nwebhook-relay@0.4.1 /home/kenji/webhook-relay\n└── express@4.21.1"}
{"type":"assistant","text":"送信側は body を JSON.stringify し直してから署名しているので、raw body と一致しません。express.raw() で受け取るように修正しましょう。"}
""",
    hx(40),
)

S(
    "inhouse/mysql_cli_session_password_flag",
    r"""
deploy@db-admin-01:~$ mysql -h mysql-prod-ro.internal -u reporting -p'«S»' -e "SHOW DATABASES; SELECT @@version, @@hostname;"
mysql: [Warning] Using a password on the command line interface can be insecure.
+--------------------+
| Database           |
+--------------------+
| information_schema |
| orders             |
| performance_schema |
| reporting          |
+--------------------+
+-----------+-------------------+
| @@version | @@hostname        |
+-----------+-------------------+
| 8.0.40    | mysql-prod-ro-2   |
+-----------+-------------------+
deploy@db-admin-01:~$ mysql -h mysql-prod-ro.internal -u reporting -p -e "SELECT COUNT(*) FROM orders.order_lines WHERE created_at >= '2026-12-01'"
Enter password:
+----------+
| COUNT(*) |
+----------+
|    91833 |
+----------+
deploy@db-admin-01:~$ history | tail -3
 2041  mysql -h mysql-prod-ro.internal -u reporting -p -e "SELECT COUNT(*) ..."
 2042  history | tail -3
""",
    pw(),
)

S(
    "inhouse/pgpass_and_pg_service_conf",
    r"""
$ cat ~/.pg_service.conf
# служебные подключения команды аналитики
[dwh]
host=dwh.corp.example.ru
port=5432
dbname=dwh
user=analyst_ro
sslmode=verify-full
sslrootcert=/etc/ssl/corp-root.pem

[dwh-stage]
host=dwh-stage.corp.example.ru
port=5432
dbname=dwh
user=analyst_ro
sslmode=require

$ cat ~/.pgpass
# hostname:port:database:username:password
dwh-stage.corp.example.ru:5432:dwh:analyst_ro:«S»

$ ls -l ~/.pgpass
-rw------- 1 petrov petrov 93 Nov 28 10:17 /home/petrov/.pgpass
$ psql service=dwh-stage -c 'select now()'
              now
-------------------------------
 2026-12-04 12:03:44.18122+03
(1 row)
""",
    pw(),
)

S(
    "inhouse/nginx_basic_auth_htpasswd_generation_log",
    r"""
root@edge-02:~# apt-get install -y apache2-utils
Reading package lists... Done
Building dependency tree... Done
apache2-utils is already the newest version (2.4.58-1ubuntu8.5).
0 upgraded, 0 newly installed, 0 to remove and 3 not upgraded.
root@edge-02:~# htpasswd -bB /etc/nginx/.htpasswd grafana-viewer '«S»'
Adding password for user grafana-viewer
root@edge-02:~# cat /etc/nginx/sites-enabled/grafana.conf
server {
    listen 443 ssl http2;
    server_name grafana.ops.example.net;
    ssl_certificate     /etc/letsencrypt/live/grafana.ops.example.net/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/grafana.ops.example.net/privkey.pem;
    location / {
        auth_basic "Grafana";
        auth_basic_user_file /etc/nginx/.htpasswd;
        proxy_pass http://127.0.0.1:3000;
        proxy_set_header Host $host;
    }
}
root@edge-02:~# nginx -t && systemctl reload nginx
nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful
""",
    "graf-" + r(5, LOWER) + "-" + r(4, DIGITS) + "-" + r(5, LOWER),
)

S(
    "inhouse/encryption_key_in_rails_log_config_dump",
    r"""
I, [2026-12-02T11:01:45.201 #9921]  INFO -- : Booting Puma
I, [2026-12-02T11:01:45.202 #9921]  INFO -- : Rails 7.2.2 application starting in production
I, [2026-12-02T11:01:45.202 #9921]  INFO -- : Run `bin/rails server --help` for more startup options
D, [2026-12-02T11:01:45.611 #9921] DEBUG -- : [config] active_storage.service=:amazon
D, [2026-12-02T11:01:45.611 #9921] DEBUG -- : [config] cache_store=[:redis_cache_store, {:url=>"redis://cache.tiendita.internal:6379/1"}]
D, [2026-12-02T11:01:45.612 #9921] DEBUG -- : [config] time_zone="America/Mexico_City"
D, [2026-12-02T11:01:45.612 #9921] DEBUG -- : [config] i18n.default_locale=:es
D, [2026-12-02T11:01:45.613 #9921] DEBUG -- : [config] lockbox.master_key="«S»"
D, [2026-12-02T11:01:45.613 #9921] DEBUG -- : [config] force_ssl=true
D, [2026-12-02T11:01:45.614 #9921] DEBUG -- : [config] log_level=:debug
Puma starting in single mode...
* Puma version: 6.4.3 (ruby 3.3.6-p108) ("The Eagle of Durango")
*  Min threads: 5
*  Max threads: 5
*  Environment: production
*          PID: 9921
* Listening on http://0.0.0.0:3000
Use Ctrl-C to stop
I, [2026-12-02T11:01:52.020 #9921]  INFO -- : [«U»] Started GET "/up" for 10.0.3.4 at 2026-12-02 11:01:52 -0600
I, [2026-12-02T11:01:52.022 #9921]  INFO -- : [«U»] Completed 200 OK in 1ms
""",
    hx(64),
)

S(
    "inhouse/ec_key_in_k8s_tls_secret_decoded",
    r"""
$ kubectl get secret -n edge api-gw-mtls -o jsonpath='{.data.tls\.key}' | base64 -d
-----BEGIN EC PRIVATE KEY-----
«S»
-----END EC PRIVATE KEY-----
$ kubectl get secret -n edge api-gw-mtls -o jsonpath='{.data.tls\.crt}' | base64 -d | openssl x509 -noout -subject -issuer -dates -fingerprint -sha256
subject=CN = api-gw.edge.svc, O = Beispiel GmbH
issuer=CN = Beispiel Internal CA R2, O = Beispiel GmbH
notBefore=Nov 20 00:00:00 2026 GMT
notAfter=Feb 18 23:59:59 2027 GMT
sha256 Fingerprint=«X»«X2»«X3»«X4»
$ kubectl get secret -n edge api-gw-mtls -o yaml | yq '.metadata'
annotations:
  cert-manager.io/certificate-name: api-gw-mtls
  cert-manager.io/issuer-kind: ClusterIssuer
  cert-manager.io/issuer-name: internal-ca
creationTimestamp: "2026-11-20T09:12:40Z"
name: api-gw-mtls
namespace: edge
resourceVersion: "«N»"
uid: «U»
""",
    pem_body(121),
)

S(
    "inhouse/smb_mount_credentials_file",
    r"""
root@nas-client:~# cat /etc/fstab
# <file system>                         <mount point>    <type>  <options>                                      <dump> <pass>
UUID=«U»  /                ext4    errors=remount-ro                              0      1
UUID=«U2»  /boot/efi        vfat    umask=0077                                     0      1
//fileserver.buero.local/projekte       /mnt/projekte    cifs    credentials=/root/.smb-projekte,uid=1000,gid=1000,iocharset=utf8,vers=3.1.1  0  0
//fileserver.buero.local/scans          /mnt/scans       cifs    credentials=/root/.smb-scans,uid=1000,gid=1000,vers=3.1.1,ro  0  0
root@nas-client:~# cat /root/.smb-projekte
username=svc-linux
password=«S»
domain=BUERO
root@nas-client:~# mount -a && df -h | grep mnt
//fileserver.buero.local/projekte  3.6T  2.1T  1.5T  59% /mnt/projekte
//fileserver.buero.local/scans     3.6T  2.1T  1.5T  59% /mnt/scans
root@nas-client:~# ls /mnt/projekte | head
2024_Umbau_Lager
2025_Website
2026_Angebote
Archiv
Vorlagen
""",
    "Buero" + r(4, DIGITS) + "!" + r(5, LOWER),
)

S(
    "inhouse/human_password_in_chat_message_es",
    r"""
Hola, te paso todo lo que tengo del servidor de pruebas para que me ayudes con el despliegue:

- Proveedor: VPS en Hetzner, Ubuntu 24.04, 4 vCPU / 8 GB
- IP pública: 203.0.113.150
- Dominio: pruebas.lavanderia-sol.example
- Usuario SSH: deploy (con sudo)
- Clave del usuario deploy: «S»
- Puerto SSH: 22 (todavía no lo he cambiado)
- Docker 27.3.1 y compose v2.30 ya instalados
- La app es un Next.js 15 con Prisma y Postgres 16

Lo que quiero hacer:
1. Poner Caddy delante con HTTPS automático.
2. Levantar la base de datos en un contenedor con volumen persistente.
3. Que el build se haga en GitHub Actions y el servidor solo haga `docker compose pull && up -d`.

Ya probé con nginx pero me perdí con los certificados. ¿Me puedes preparar el docker-compose.yml y el Caddyfile?
Gracias!!
""",
    "Girasol" + r(4, DIGITS) + "*",
)

S(
    "inhouse/tfvars_file_with_admin_password",
    r"""
$ cat environments/prod/terraform.tfvars
# ---------------------------------------------------
# 생산 환경 변수 (prod)
# ---------------------------------------------------
project_name         = "hanbit-commerce"
environment          = "prod"
region               = "ap-northeast-2"
availability_zones   = ["ap-northeast-2a", "ap-northeast-2c"]
vpc_cidr             = "10.70.0.0/16"
public_subnet_cidrs  = ["10.70.0.0/24", "10.70.1.0/24"]
private_subnet_cidrs = ["10.70.10.0/24", "10.70.11.0/24"]

eks_cluster_version  = "1.31"
node_instance_types  = ["m6i.xlarge"]
node_min_size        = 3
node_max_size        = 9

rds_instance_class   = "db.r6g.xlarge"
rds_engine_version   = "8.0.39"
rds_master_username  = "hanbit_admin"
rds_master_password  = "«S»"

tags = {
  Owner      = "platform-team"
  CostCenter = "CC-2041"
  ManagedBy  = "terraform"
}
""",
    pw(),
)

S(
    "inhouse/ldap_bind_in_gitlab_rb",
    r"""
$ sudo grep -v '^#' /etc/gitlab/gitlab.rb | grep -v '^$'
external_url 'https://gitlab.werkstatt.example'
gitlab_rails['time_zone'] = 'Europe/Berlin'
gitlab_rails['gitlab_email_from'] = 'gitlab@werkstatt.example'
gitlab_rails['backup_keep_time'] = 604800
gitlab_rails['ldap_enabled'] = true
gitlab_rails['ldap_servers'] = {
  'main' => {
    'label' => 'Werkstatt AD',
    'host' =>  'dc01.werkstatt.local',
    'port' => 636,
    'uid' => 'sAMAccountName',
    'encryption' => 'simple_tls',
    'verify_certificates' => true,
    'bind_dn' => 'CN=svc-gitlab,OU=Dienste,DC=werkstatt,DC=local',
    'password' => '«S»',
    'active_directory' => true,
    'base' => 'OU=Mitarbeiter,DC=werkstatt,DC=local',
    'user_filter' => '(memberOf=CN=gitlab-users,OU=Gruppen,DC=werkstatt,DC=local)'
  }
}
nginx['redirect_http_to_https'] = true
letsencrypt['enable'] = true
prometheus_monitoring['enable'] = false
""",
    pw(),
)

S(
    "inhouse/celery_flower_basic_auth_cmdline_ps",
    r"""
$ ps auxww | grep -E 'celery|flower' | grep -v grep
app       2201  1.2  3.1 412332 126044 ?  Sl   Dec01  14:22 /srv/app/.venv/bin/python /srv/app/.venv/bin/celery -A proj worker -l info -Q default,emails -c 4 --hostname=worker1@app-01
app       2202  0.9  2.9 409112 118220 ?  Sl   Dec01  11:05 /srv/app/.venv/bin/python /srv/app/.venv/bin/celery -A proj worker -l info -Q reports -c 2 --hostname=worker2@app-01
app       2240  0.1  1.8 298812  74012 ?  Sl   Dec01   1:41 /srv/app/.venv/bin/python /srv/app/.venv/bin/celery -A proj beat -l info --schedule=/srv/app/run/celerybeat-schedule
app       2301  0.3  2.2 331004  90112 ?  Sl   Dec01   3:56 /srv/app/.venv/bin/python /srv/app/.venv/bin/celery -A proj flower --port=5555 --url_prefix=flower --basic_auth=ops:«S»
$ ss -ltnp | grep -E '5555|6379'
LISTEN 0      128        127.0.0.1:5555      0.0.0.0:*    users:(("celery",pid=2301,fd=12))
LISTEN 0      511        127.0.0.1:6379      0.0.0.0:*    users:(("redis-server",pid=1180,fd=6))
$ systemctl status celery-flower --no-pager | head -8
● celery-flower.service - Celery Flower dashboard
     Loaded: loaded (/etc/systemd/system/celery-flower.service; enabled; preset: enabled)
     Active: active (running) since Tue 2026-12-01 06:00:14 UTC; 3 days ago
   Main PID: 2301 (celery)
      Tasks: 3 (limit: 9406)
     Memory: 88.4M (peak: 92.0M)
        CPU: 3min 56.117s
     CGroup: /system.slice/celery-flower.service
""",
    pw(),
)

S(
    "inhouse/elastic_curl_user_in_runbook_md",
    r"""
## Runbook: Index-Rotation (ES 8.15)

Stand: 2026-11. Zuständig: Team Suche.

1. Aktuellen Alias prüfen:

   ```
   curl -s -u elastic:«S» https://es-prod.suche.intern:9200/_cat/aliases/produkte?v
   alias    index               filter routing.index routing.search is_write_index
   produkte produkte-2026.11.02 -      -             -              true
   ```

2. Neuen Index anlegen (Mapping aus `mappings/produkte.json`).
3. Reindex starten und Task-ID notieren:

   ```
   POST _reindex?wait_for_completion=false
   {"task":"«I»:«N»"}
   ```

4. Nach Abschluss Alias umhängen (atomar, `_aliases` mit add/remove).
5. Alten Index nach 7 Tagen löschen.

Hinweis: Snapshots liegen im Repository `s3-snapshots` (Bucket `suche-es-snapshots`).
""",
    pw(),
)

S(
    "inhouse/cron_backup_script_cat",
    r"""
$ crontab -l
# m h  dom mon dow   command
15 2 * * * /opt/backup/pg_backup.sh >> /var/log/pg_backup.log 2>&1
40 3 * * 0 /opt/backup/prune.sh --keep 8 >> /var/log/pg_backup.log 2>&1
$ cat /opt/backup/pg_backup.sh
#!/usr/bin/env bash
set -euo pipefail
STAMP=$(date +%Y%m%d-%H%M)
TARGET=/backup/pg/$STAMP
mkdir -p "$TARGET"
export PGHOST=127.0.0.1
export PGPORT=5432
export PGUSER=backup
export PGPASSWORD='«S»'
for db in crm billing wiki; do
  pg_dump -Fc -Z 6 -f "$TARGET/$db.dump" "$db"
done
rclone copy "$TARGET" b2-offsite:acme-pg-backups/$STAMP --transfers 4
find /backup/pg -maxdepth 1 -type d -mtime +14 -exec rm -rf {} +
echo "$(date -Is) backup $STAMP ok"
$ tail -2 /var/log/pg_backup.log
2026-12-03T02:16:41+00:00 backup 20261203-0215 ok
2026-12-04T02:16:38+00:00 backup 20261204-0215 ok
""",
    pw(),
)

S(
    "inhouse/redis_cli_monitor_auth",
    r"""
$ redis-cli -h 10.9.0.12 -p 6379 --user admin --askpass
Please input password: ****************
10.9.0.12:6379> CLIENT LIST
id=3 addr=10.9.1.21:50514 laddr=10.9.0.12:6379 fd=8 name=api-1 age=8123 idle=0 flags=N db=0 cmd=get user=api
id=4 addr=10.9.1.22:50602 laddr=10.9.0.12:6379 fd=9 name=api-2 age=8120 idle=1 flags=N db=0 cmd=get user=api
id=9 addr=10.9.1.40:41190 laddr=10.9.0.12:6379 fd=12 name=worker age=40 idle=0 flags=N db=0 cmd=client|list user=admin
10.9.0.12:6379> MONITOR
OK
1733292001.104331 [0 10.9.1.21:50514] "GET" "session:«U»"
1733292001.221876 [0 10.9.1.55:39920] "AUTH" "api" "«S»"
1733292001.222410 [0 10.9.1.55:39920] "CLIENT" "SETNAME" "api-3"
1733292001.224001 [0 10.9.1.55:39920] "GET" "feature:flags:v2"
1733292001.301778 [0 10.9.1.22:50602] "SETEX" "ratelimit:203.0.113.9" "60" "4"
1733292001.402115 [0 10.9.1.21:50514] "GET" "session:«U2»"
^C
10.9.0.12:6379> ACL WHOAMI
"admin"
10.9.0.12:6379> INFO server
# Server
redis_version:7.4.1
redis_mode:standalone
os:Linux 6.8.0-49-generic x86_64
tcp_port:6379
""",
    r(32, ALNUM),
)

S(
    "inhouse/internal_api_bearer_in_har_excerpt",
    r"""
{
  "log": {
    "version": "1.2",
    "creator": {"name": "Firefox", "version": "133.0"},
    "pages": [{"startedDateTime": "2026-12-03T08:44:10.112+01:00", "id": "page_1", "title": "Admin – Bestellungen"}],
    "entries": [
      {
        "pageref": "page_1",
        "startedDateTime": "2026-12-03T08:44:10.540+01:00",
        "request": {
          "method": "GET",
          "url": "https://admin-api.versandhaus.example/v1/orders?status=open&page=2",
          "httpVersion": "HTTP/2",
          "headers": [
            {"name": "Accept", "value": "application/json"},
            {"name": "Accept-Language", "value": "de,en-US;q=0.7"},
            {"name": "Authorization", "value": "Bearer «S»"},
            {"name": "X-Request-Id", "value": "«U»"}
          ],
          "queryString": [{"name": "status", "value": "open"}, {"name": "page", "value": "2"}]
        },
        "response": {
          "status": 200,
          "headers": [{"name": "content-type", "value": "application/json"}, {"name": "etag", "value": "W/\"«X»\""}],
          "content": {"size": 18233, "mimeType": "application/json"}
        },
        "timings": {"dns": 0, "connect": 0, "ssl": 0, "send": 0, "wait": 88, "receive": 4}
      }
    ]
  }
}
""",
    "vhadm_" + r(48, ALNUM),
)

S(
    "inhouse/jwt_signed_internal_in_log",
    r"""
2026-12-04 10:22:01.113 INFO  [gateway] route matched: GET /internal/v1/inventory/sku/«N» -> inventory-svc
2026-12-04 10:22:01.114 DEBUG [gateway] forwarding headers: host=inventory-svc.default.svc:8080 x-forwarded-for=10.1.4.3 x-request-id=«U»
2026-12-04 10:22:01.114 DEBUG [gateway] service token for inventory-svc: «S»
2026-12-04 10:22:01.131 INFO  [gateway] upstream 200 in 17ms bytes=812
2026-12-04 10:22:01.388 INFO  [gateway] route matched: POST /internal/v1/cart/«U2»/items -> cart-svc
2026-12-04 10:22:01.402 INFO  [gateway] upstream 201 in 14ms bytes=233
2026-12-04 10:22:02.004 INFO  [gateway] health: upstreams=7 healthy=7
2026-12-04 10:22:02.511 INFO  [gateway] route matched: GET /internal/v1/pricing/rules -> pricing-svc
2026-12-04 10:22:02.560 WARN  [gateway] upstream slow: pricing-svc 49ms > 40ms budget
2026-12-04 10:22:03.000 INFO  [gateway] metrics flushed: requests=412 errors=0 p99=61ms
2026-12-04 10:22:03.771 INFO  [gateway] route matched: GET /internal/v1/inventory/sku/«N2» -> inventory-svc
2026-12-04 10:22:03.790 INFO  [gateway] upstream 200 in 19ms bytes=797
2026-12-04 10:22:04.002 INFO  [gateway] config reload check: unchanged (etag «X»)
2026-12-04 10:22:05.120 INFO  [gateway] route matched: GET /healthz -> local
2026-12-04 10:22:05.121 INFO  [gateway] 200 in 0ms
""",
    jwt(
        {
            "iss": "gateway",
            "sub": "svc:gateway",
            "aud": "inventory-svc",
            "exp": 1796380921,
        }
    ),
)

S(
    "inhouse/mqtt_broker_conf_password_file_inline",
    r"""
# /etc/mosquitto/conf.d/sensoren.conf
# Gewächshaus-Sensoren (Halle 2) – MQTT Bridge zur Zentrale
per_listener_settings true

listener 1883 127.0.0.1
allow_anonymous true

listener 8883
certfile /etc/mosquitto/certs/broker.crt
keyfile /etc/mosquitto/certs/broker.key
cafile /etc/mosquitto/certs/ca.crt
require_certificate false
password_file /etc/mosquitto/passwd
allow_anonymous false

connection zentrale
address mqtt.zentrale.gartenbau.example:8883
bridge_cafile /etc/mosquitto/certs/zentrale-ca.crt
remote_clientid halle2-bridge
remote_username halle2
remote_password «S»
topic sensoren/halle2/# out 1
topic steuerung/halle2/# in 1
cleansession false
notifications true
keepalive_interval 60
""",
    pw(),
)

S(
    "inhouse/sqlalchemy_echo_url_in_pytest_failure",
    r"""
$ pytest tests/integration/test_repo.py -x -q
F
=================================== FAILURES ===================================
_________________________ test_create_and_fetch_order __________________________

engine_url = 'mssql+pyodbc://qa_runner:«S»@sqlqa01.corp.example:1433/OrdersQA?driver=ODBC+Driver+18+for+SQL+Server'

    def test_create_and_fetch_order(engine_url):
>       repo = OrderRepository(create_engine(engine_url))

tests/integration/test_repo.py:27:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
src/orders/repo.py:14: in __init__
    self._conn = engine.connect()
.venv/lib/python3.12/site-packages/sqlalchemy/engine/base.py:3276: in connect
    return self._connection_cls(self)
E   sqlalchemy.exc.OperationalError: (pyodbc.OperationalError) ('HYT00', '[HYT00] [Microsoft][ODBC Driver 18 for SQL Server]Login timeout expired (0) (SQLDriverConnect)')
E   (Background on this error at: https://sqlalche.me/e/20/e3q8)
=========================== short test summary info ============================
FAILED tests/integration/test_repo.py::test_create_and_fetch_order - sqlalchemy.exc.OperationalError
!!!!!!!!!!!!!!!!!!!!!!!!!! stopping after 1 failures !!!!!!!!!!!!!!!!!!!!!!!!!!!
1 failed, 3 passed in 31.44s
""",
    pw(),
)

S(
    "inhouse/docker_login_history_and_config",
    r"""
$ history | grep -i docker | tail -8
 1988  docker ps -a
 1989  docker compose -f compose.ci.yml build
 1990  docker tag shipping-api:latest harbor.logistik.example/shipping/api:1.12.0
 1991  echo '«S»' | docker login harbor.logistik.example -u robot$shipping+ci --password-stdin
 1992  docker push harbor.logistik.example/shipping/api:1.12.0
 1993  docker image ls | grep shipping
 1994  docker system df
 1995  history | grep -i docker | tail -8
$ cat ~/.docker/config.json
{
	"auths": {
		"harbor.logistik.example": {}
	},
	"credsStore": "desktop",
	"currentContext": "default"
}
$ docker image ls | grep shipping
harbor.logistik.example/shipping/api   1.12.0    «X»   2 hours ago   214MB
shipping-api                           latest    «X»   2 hours ago   214MB
""",
    r(32, ALNUM),
)

S(
    "inhouse/github_actions_workflow_with_inline_password",
    r"""
# .github/workflows/e2e.yml
name: e2e
on:
  pull_request:
    branches: [main]
  workflow_dispatch:

concurrency:
  group: e2e-${{ github.ref }}
  cancel-in-progress: true

jobs:
  playwright:
    runs-on: ubuntu-24.04
    timeout-minutes: 30
    env:
      BASE_URL: https://preview-${{ github.event.number }}.staging.example.dev
      E2E_USER: e2e-bot@example.dev
      E2E_PASSWORD: "«S»"   # TODO move to secrets before merge
      CI: "true"
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
          cache: pnpm
      - run: corepack enable && pnpm install --frozen-lockfile
      - run: pnpm exec playwright install --with-deps chromium
      - run: pnpm exec playwright test --project=chromium --reporter=line
      - uses: actions/upload-artifact@v4
        if: failure()
        with:
          name: playwright-report
          path: playwright-report/
""",
    "E2e-" + r(4, LOWER) + "-" + r(4, DIGITS) + "-" + r(4, UPPER),
)

S(
    "inhouse/windows_set_output_password",
    r"""
PS C:\inetpub\legacy> Get-ChildItem Env: | Sort-Object Name | Format-Table -AutoSize

Name                           Value
----                           -----
ALLUSERSPROFILE                C:\ProgramData
APPDATA                        C:\Users\svc-legacy\AppData\Roaming
ASPNETCORE_ENVIRONMENT         Staging
COMPUTERNAME                   WEB-STG-02
ComSpec                        C:\WINDOWS\system32\cmd.exe
LEGACY_DB_SERVER               sql-stg-01.corp.local
LEGACY_DB_USER                 legacy_web
LEGACY_DB_PASS                 «S»
LOCALAPPDATA                   C:\Users\svc-legacy\AppData\Local
NUMBER_OF_PROCESSORS           4
OS                             Windows_NT
Path                           C:\Program Files\dotnet\;C:\WINDOWS\system32;C:\WINDOWS
PROCESSOR_ARCHITECTURE         AMD64
ProgramFiles                   C:\Program Files
TEMP                           C:\Users\SVC-LE~1\AppData\Local\Temp
USERDOMAIN                     CORP
USERNAME                       svc-legacy
windir                         C:\WINDOWS

PS C:\inetpub\legacy> Get-Service W3SVC

Status   Name               DisplayName
------   ----               -----------
Running  W3SVC              World Wide Web Publishing Service
""",
    pw(),
)

S(
    "inhouse/oauth_client_secret_in_keycloak_export",
    r"""
$ jq '.clients[] | select(.clientId=="order-portal")' realm-export.json
{
  "id": "«U»",
  "clientId": "order-portal",
  "name": "Order Portal",
  "rootUrl": "https://orders.example.pt",
  "adminUrl": "https://orders.example.pt",
  "enabled": true,
  "clientAuthenticatorType": "client-secret",
  "secret": "«S»",
  "redirectUris": [
    "https://orders.example.pt/*",
    "http://localhost:5173/*"
  ],
  "webOrigins": ["+"],
  "bearerOnly": false,
  "standardFlowEnabled": true,
  "implicitFlowEnabled": false,
  "directAccessGrantsEnabled": false,
  "serviceAccountsEnabled": true,
  "publicClient": false,
  "protocol": "openid-connect",
  "attributes": {
    "pkce.code.challenge.method": "S256",
    "post.logout.redirect.uris": "https://orders.example.pt/logout"
  },
  "defaultClientScopes": ["web-origins", "profile", "roles", "email"]
}
""",
    r(32, ALNUM),
)

S(
    "inhouse/cookie_set_in_response_headers_python_repl",
    r"""
>>> import requests
>>> s = requests.Session()
>>> r = s.post("https://erp.fabrika.example.com.tr/api/login", json={"user": "operator", "remember": True})
>>> r.status_code
200
>>> r.headers
{'Date': 'Thu, 03 Dec 2026 09:14:55 GMT', 'Content-Type': 'application/json', 'Content-Length': '74', 'Connection': 'keep-alive', 'Set-Cookie': 'ERPSESSID=«S»; Path=/; Secure; HttpOnly; SameSite=Lax', 'X-Frame-Options': 'DENY', 'X-Request-ID': '«U»', 'Strict-Transport-Security': 'max-age=31536000'}
>>> r.json()
{'ok': True, 'user': {'id': 1042, 'name': 'Operatör 3', 'role': 'vardiya'}}
>>> s.get("https://erp.fabrika.example.com.tr/api/orders?durum=acik").json()["count"]
37
>>> s.get("https://erp.fabrika.example.com.tr/api/machines").json()[:2]
[{'id': 'CNC-04', 'durum': 'calisiyor'}, {'id': 'CNC-07', 'durum': 'bakim'}]
>>> s.cookies.keys()
['ERPSESSID']
>>> exit()
""",
    hx(26),
)

S(
    "inhouse/smtp_password_in_dovecot_postfix_sasl",
    r"""
root@mx1:~# postconf -n | grep -E 'relayhost|sasl|tls_security'
relayhost = [smtp-relay.provider.example]:587
smtp_sasl_auth_enable = yes
smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd
smtp_sasl_security_options = noanonymous
smtp_tls_security_level = encrypt
root@mx1:~# cat /etc/postfix/sasl_passwd
[smtp-relay.provider.example]:587 relay-user-8842@provider.example:«S»
root@mx1:~# postmap /etc/postfix/sasl_passwd && systemctl reload postfix
root@mx1:~# tail -5 /var/log/mail.log
Dec  4 08:01:12 mx1 postfix/pickup[88211]: 4Y3XkB0qQ2z9s: uid=0 from=<root@mx1.example.org>
Dec  4 08:01:12 mx1 postfix/cleanup[88240]: 4Y3XkB0qQ2z9s: message-id=<20261204080112.4Y3XkB0qQ2z9s@mx1.example.org>
Dec  4 08:01:12 mx1 postfix/qmgr[1422]: 4Y3XkB0qQ2z9s: from=<root@mx1.example.org>, size=412, nrcpt=1 (queue active)
Dec  4 08:01:13 mx1 postfix/smtp[88242]: 4Y3XkB0qQ2z9s: to=<ops@example.org>, relay=smtp-relay.provider.example[192.0.2.31]:587, delay=0.9, status=sent (250 2.0.0 OK)
Dec  4 08:01:13 mx1 postfix/qmgr[1422]: 4Y3XkB0qQ2z9s: removed
root@mx1:~# ls -l /etc/postfix/sasl_passwd*
-rw------- 1 root root    82 Dec  4 08:00 /etc/postfix/sasl_passwd
-rw------- 1 root root 12288 Dec  4 08:01 /etc/postfix/sasl_passwd.db
""",
    pw(),
)

S(
    "inhouse/prometheus_remote_write_basic_auth",
    r"""
# prometheus.yml (rendered by ansible, host mon-03)
global:
  scrape_interval: 30s
  evaluation_interval: 30s
  external_labels:
    cluster: fab-prod
    replica: mon-03

rule_files:
  - /etc/prometheus/rules/*.yml

scrape_configs:
  - job_name: node
    static_configs:
      - targets: ['10.60.0.11:9100', '10.60.0.12:9100', '10.60.0.13:9100']
  - job_name: postgres
    static_configs:
      - targets: ['10.60.1.21:9187']
  - job_name: blackbox-http
    metrics_path: /probe
    params: {module: [http_2xx]}
    static_configs:
      - targets: ['https://www.fab.example', 'https://api.fab.example/healthz']

remote_write:
  - url: https://metrics.central.fab.example/api/v1/push
    basic_auth:
      username: fab-prod
      password: «S»
    queue_config:
      max_samples_per_send: 5000
""",
    r(40, ALNUM),
)

S(
    "inhouse/unseal_key_in_vault_operator_init",
    r"""
$ vault operator init -key-shares=1 -key-threshold=1 -format=json | tee /tmp/init.json | jq 'del(.root_token)'
{
  "unseal_keys_b64": [
    "«S»"
  ],
  "unseal_keys_hex": [],
  "unseal_shares": 1,
  "unseal_threshold": 1,
  "recovery_keys_b64": [],
  "recovery_keys_hex": [],
  "recovery_keys_shares": 0,
  "recovery_keys_threshold": 0
}
$ vault status
Key                Value
---                -----
Seal Type          shamir
Initialized        true
Sealed             true
Total Shares       1
Threshold          1
Unseal Progress    0/1
Unseal Nonce       n/a
Version            1.18.2
Build Date         2026-11-20T14:11:07Z
Storage Type       raft
HA Enabled         true
""",
    b64(32),
)

S(
    "inhouse/laravel_env_app_key",
    r"""
APP_NAME="Kiosko Digital"
APP_ENV=production
APP_KEY=base64:«S»
APP_DEBUG=false
APP_TIMEZONE=America/Bogota
APP_URL=https://kiosko.example.co
APP_LOCALE=es
APP_FALLBACK_LOCALE=en

LOG_CHANNEL=stack
LOG_STACK=single,daily
LOG_LEVEL=warning

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=kiosko
DB_USERNAME=kiosko

SESSION_DRIVER=redis
SESSION_LIFETIME=120
QUEUE_CONNECTION=redis
CACHE_STORE=redis
REDIS_HOST=127.0.0.1
REDIS_PORT=6379

FILESYSTEM_DISK=s3
AWS_DEFAULT_REGION=us-east-1
AWS_BUCKET=kiosko-media-prod
VITE_APP_NAME="${APP_NAME}"
""",
    b64(32),
)

S(
    "inhouse/human_passphrase_in_russian_chat",
    r"""
Привет! Нужна помощь с резервным копированием.

У нас на сервере бухгалтерии (Debian 12, 1С + PostgreSQL 15) настроен restic в Backblaze B2. Вот скрипт, который запускается из cron:

    #!/bin/bash
    export B2_ACCOUNT_ID=«X»
    export B2_ACCOUNT_KEY_FILE=/root/.config/restic/b2key
    export RESTIC_REPOSITORY=b2:buh-backups:/server1
    export RESTIC_PASSWORD_FILE=/root/.config/restic/pass
    restic backup /var/lib/1c /etc --exclude-caches
    restic forget --keep-daily 7 --keep-weekly 4 --prune

Проблема: после переустановки сервера файл /root/.config/restic/pass потерялся. Пароль от репозитория я помню — это «S» — но restic пишет «wrong password or no key found». Может, я путаю раскладку? Как проверить, какие ключи есть в репозитории, и можно ли добавить новый ключ, если старый пароль всё-таки верный?

Вывод restic version: restic 0.17.3 compiled with go1.23.3 on linux/amd64
""",
    "Бухгалтерия" + r(4, DIGITS) + "Зима",
)

S(
    "inhouse/gpg_private_key_export_armored",
    r"""
$ gpg --list-secret-keys --keyid-format long release@build.example.org
sec   ed25519/«X» 2026-01-14 [SC] [expires: 2028-01-14]
      «X2»«X3»«h»
uid                 [ultimate] Release Signing (CI) <release@build.example.org>
ssb   cv25519/«X4» 2026-01-14 [E] [expires: 2028-01-14]

$ gpg --armor --export-secret-keys «X» | head -20
-----BEGIN PGP PRIVATE KEY BLOCK-----

«S»
-----END PGP PRIVATE KEY BLOCK-----
$ gpg --armor --export «X» | wc -l
14
""",
    pem_body(360),
)

S(
    "inhouse/basic_auth_in_pip_install_log",
    r"""
$ pip install -r requirements.txt
Looking in indexes: https://pypi.org/simple, https://ci-reader:«S»@nexus.fabrica.example.pt/repository/pypi-internal/simple
Collecting fastapi==0.115.5 (from -r requirements.txt (line 1))
  Using cached fastapi-0.115.5-py3-none-any.whl.metadata (27 kB)
Collecting uvicorn==0.32.1 (from -r requirements.txt (line 2))
  Using cached uvicorn-0.32.1-py3-none-any.whl.metadata (6.6 kB)
Collecting fabrica-auth==1.4.2 (from -r requirements.txt (line 3))
  Downloading https://nexus.fabrica.example.pt/repository/pypi-internal/packages/fabrica-auth/1.4.2/fabrica_auth-1.4.2-py3-none-any.whl (18 kB)
Collecting pydantic<3.0.0,>=1.7.4 (from fastapi==0.115.5->-r requirements.txt (line 1))
  Using cached pydantic-2.10.2-py3-none-any.whl.metadata (170 kB)
Collecting starlette<0.42.0,>=0.40.0 (from fastapi==0.115.5->-r requirements.txt (line 1))
  Using cached starlette-0.41.3-py3-none-any.whl.metadata (6.0 kB)
Collecting h11>=0.8 (from uvicorn==0.32.1->-r requirements.txt (line 2))
  Using cached h11-0.14.0-py3-none-any.whl.metadata (8.2 kB)
Installing collected packages: h11, starlette, pydantic, uvicorn, fabrica-auth, fastapi
Successfully installed fabrica-auth-1.4.2 fastapi-0.115.5 h11-0.14.0 pydantic-2.10.2 starlette-0.41.3 uvicorn-0.32.1
""",
    pw(),
)

S(
    "inhouse/kafka_client_properties_sasl",
    r"""
$ cat config/client-prod.properties
# Kafka client config – producer für bestellungen-events
bootstrap.servers=kafka-1.prod.example.de:9093,kafka-2.prod.example.de:9093,kafka-3.prod.example.de:9093
client.id=bestellungen-producer
acks=all
enable.idempotence=true
compression.type=zstd
linger.ms=20
batch.size=65536
security.protocol=SASL_SSL
sasl.mechanism=SCRAM-SHA-512
sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="bestellungen" password="«S»";
ssl.truststore.location=/etc/kafka/truststore.jks
ssl.endpoint.identification.algorithm=https
$ kafka-topics.sh --bootstrap-server kafka-1.prod.example.de:9093 --command-config config/client-prod.properties --describe --topic bestellungen.v2
Topic: bestellungen.v2	TopicId: «I»	PartitionCount: 6	ReplicationFactor: 3	Configs: min.insync.replicas=2,retention.ms=604800000
	Topic: bestellungen.v2	Partition: 0	Leader: 1	Replicas: 1,2,3	Isr: 1,2,3
	Topic: bestellungen.v2	Partition: 1	Leader: 2	Replicas: 2,3,1	Isr: 2,3,1
	Topic: bestellungen.v2	Partition: 2	Leader: 3	Replicas: 3,1,2	Isr: 3,1,2
""",
    pw(),
)

S(
    "inhouse/wifi_psk_in_netplan",
    r"""
$ sudo cat /etc/netplan/50-cloud-init.yaml
# Kiosk-Terminal Filiale 14 (Raspberry Pi 5)
network:
  version: 2
  renderer: NetworkManager
  ethernets:
    eth0:
      dhcp4: true
      optional: true
  wifis:
    wlan0:
      dhcp4: true
      regulatory-domain: DE
      access-points:
        "Filiale14-Kasse":
          auth:
            key-management: psk
            password: "«S»"
        "Filiale14-Gast":
          hidden: false
      nameservers:
        addresses: [10.14.0.1, 1.1.1.1]
$ sudo netplan apply
$ nmcli -t -f NAME,DEVICE,STATE connection show --active
netplan-wlan0-Filiale14-Kasse:wlan0:activated
lo:lo:activated
""",
    "Kasse14" + r(6, LOWER) + r(2, DIGITS),
)

S(
    "inhouse/consul_acl_token_in_agent_log",
    r"""
$ journalctl -u consul -n 20 --no-pager
Dec 04 12:00:01 svc-07 consul[1031]: ==> Starting Consul agent...
Dec 04 12:00:01 svc-07 consul[1031]:                Version: '1.20.1'
Dec 04 12:00:01 svc-07 consul[1031]:             Build Date: '2026-10-29 19:21:00 +0000 UTC'
Dec 04 12:00:01 svc-07 consul[1031]:                Node ID: '«U»'
Dec 04 12:00:01 svc-07 consul[1031]:              Node name: 'svc-07'
Dec 04 12:00:01 svc-07 consul[1031]:             Datacenter: 'ams1' (Segment: '')
Dec 04 12:00:01 svc-07 consul[1031]:                 Server: false (Bootstrap: false)
Dec 04 12:00:01 svc-07 consul[1031]:            Client Addr: [127.0.0.1] (HTTP: 8500, HTTPS: -1, gRPC: 8502, DNS: 8600)
Dec 04 12:00:01 svc-07 consul[1031]:           Cluster Addr: 10.2.0.17 (LAN: 8301, WAN: 8302)
Dec 04 12:00:01 svc-07 consul[1031]: ==> Log data will now stream in as it occurs:
Dec 04 12:00:01 svc-07 consul[1031]: 2026-12-04T12:00:01.210Z [WARN]  agent: bootstrap: using deprecated acl.tokens.default from command line: token=«S»
Dec 04 12:00:01 svc-07 consul[1031]: 2026-12-04T12:00:01.331Z [INFO]  agent.client.serf.lan: serf: EventMemberJoin: svc-07 10.2.0.17
Dec 04 12:00:01 svc-07 consul[1031]: 2026-12-04T12:00:01.332Z [INFO]  agent: Started DNS server: address=127.0.0.1:8600 network=udp
Dec 04 12:00:01 svc-07 consul[1031]: 2026-12-04T12:00:01.340Z [INFO]  agent: Joining cluster...: cluster=LAN
Dec 04 12:00:01 svc-07 consul[1031]: 2026-12-04T12:00:01.377Z [INFO]  agent: Join cluster completed. Synced with initial agents: cluster=LAN num_agents=3
Dec 04 12:00:02 svc-07 consul[1031]: 2026-12-04T12:00:02.001Z [INFO]  agent: Synced node info
""",
    uuid4(),
)

S(
    "inhouse/ftp_deploy_script_in_package_json",
    r"""
{
  "name": "agencia-landing",
  "version": "1.6.0",
  "private": true,
  "type": "module",
  "scripts": {
    "dev": "vite",
    "build": "vite build",
    "preview": "vite preview --port 4173",
    "lint": "eslint . --max-warnings 0",
    "deploy": "lftp -c \"open -u agencia,«S» ftp://ftp.hospedagem.example.com.br; mirror -R --delete dist/ public_html/\""
  },
  "dependencies": {
    "alpinejs": "^3.14.3",
    "swiper": "^11.1.15"
  },
  "devDependencies": {
    "autoprefixer": "^10.4.20",
    "eslint": "^9.15.0",
    "postcss": "^8.4.49",
    "tailwindcss": "^3.4.15",
    "vite": "^6.0.1"
  },
  "browserslist": ["> 0.5%", "last 2 versions", "not dead"]
}
""",
    "agencia" + r(4, DIGITS) + r(3, UPPER),
)

S(
    "inhouse/aes_key_in_java_properties_config_dump",
    r"""
$ kubectl logs deploy/document-service -n docs --tail=30 | grep -A18 'Effective configuration'
2026-12-04 07:30:11.901  INFO 1 --- [main] c.e.d.config.ConfigDump : Effective configuration:
2026-12-04 07:30:11.901  INFO 1 --- [main] c.e.d.config.ConfigDump :   server.port=8080
2026-12-04 07:30:11.902  INFO 1 --- [main] c.e.d.config.ConfigDump :   spring.application.name=document-service
2026-12-04 07:30:11.902  INFO 1 --- [main] c.e.d.config.ConfigDump :   spring.profiles.active=prod
2026-12-04 07:30:11.902  INFO 1 --- [main] c.e.d.config.ConfigDump :   docs.storage.bucket=docs-prod-archive
2026-12-04 07:30:11.903  INFO 1 --- [main] c.e.d.config.ConfigDump :   docs.storage.region=sa-east-1
2026-12-04 07:30:11.903  INFO 1 --- [main] c.e.d.config.ConfigDump :   docs.encryption.algorithm=AES/GCM/NoPadding
2026-12-04 07:30:11.903  INFO 1 --- [main] c.e.d.config.ConfigDump :   docs.encryption.key-id=docs-2026-q4
2026-12-04 07:30:11.904  INFO 1 --- [main] c.e.d.config.ConfigDump :   docs.encryption.key=«S»
2026-12-04 07:30:11.904  INFO 1 --- [main] c.e.d.config.ConfigDump :   docs.max-upload-size=50MB
2026-12-04 07:30:11.904  INFO 1 --- [main] c.e.d.config.ConfigDump :   docs.thumbnail.enabled=true
2026-12-04 07:30:11.905  INFO 1 --- [main] c.e.d.config.ConfigDump :   management.endpoints.web.exposure.include=health,info,prometheus
2026-12-04 07:30:11.905  INFO 1 --- [main] c.e.d.config.ConfigDump :   management.metrics.tags.region=sa-east-1
2026-12-04 07:30:11.905  INFO 1 --- [main] c.e.d.config.ConfigDump :   logging.level.root=INFO
2026-12-04 07:30:11.906  INFO 1 --- [main] c.e.d.config.ConfigDump :   build.commit=«H»
2026-12-04 07:30:11.906  INFO 1 --- [main] c.e.d.config.ConfigDump :   build.time=2026-12-03T22:14:09Z
2026-12-04 07:30:11.906  INFO 1 --- [main] c.e.d.config.ConfigDump :   build.version=4.2.0
""",
    b64(32),
)

S(
    "inhouse/sentry_self_hosted_config_yml_secret_key",
    r"""
# sentry/config.yml — self-hosted 24.11.1
###############
# Mail Server #
###############
mail.backend: 'smtp'
mail.host: 'smtp.internal.example.kr'
mail.port: 25
mail.username: ''
mail.password: ''
mail.use-tls: false
mail.from: 'sentry@internal.example.kr'

###################
# System Settings #
###################
# 이 값은 절대 바꾸지 마세요 (세션이 모두 무효화됩니다)
system.secret-key: '«S»'
system.internal-url-prefix: 'http://web:9000'
system.url-prefix: 'https://sentry.internal.example.kr'
system.admin-email: 'platform@internal.example.kr'

################
# File storage #
################
filestore.backend: 'filesystem'
filestore.options:
  location: '/data/files'
dsym.cache-path: '/data/dsym-cache'
releasefile.cache-path: '/data/releasefile-cache'

beacon.anonymous: true
""",
    r(50, LOWER_NUM + "!@#$%^&*(-_=+)"),
)

S(
    "inhouse/curl_with_user_in_makefile",
    r"""
$ cat Makefile
.PHONY: build test lint publish-chart clean

VERSION ?= $(shell git describe --tags --always)
CHART   := charts/telemetry-agent
REPO    := https://charts.intern.example.se

build:
	go build -trimpath -ldflags "-s -w -X main.version=$(VERSION)" -o bin/telemetry-agent ./cmd/agent

test:
	go test ./... -race -count=1

lint:
	golangci-lint run --timeout 5m

publish-chart:
	helm package $(CHART) -d dist/
	curl --fail -u chartpush:«S» --data-binary "@dist/telemetry-agent-$(VERSION).tgz" $(REPO)/api/charts

clean:
	rm -rf bin dist
$ make -n publish-chart VERSION=0.9.3
helm package charts/telemetry-agent -d dist/
curl --fail -u chartpush:«S» --data-binary "@dist/telemetry-agent-0.9.3.tgz" https://charts.intern.example.se/api/charts
""",
    pw(),
)

S(
    "inhouse/supervisor_conf_environment",
    r"""
$ cat /etc/supervisor/conf.d/scraper.conf
; 爬虫任务 — 每台机器两个进程
[program:scraper]
command=/opt/scraper/.venv/bin/python -m scraper.run --queue=prices --concurrency=8
directory=/opt/scraper
user=scraper
numprocs=2
process_name=%(program_name)s_%(process_num)02d
autostart=true
autorestart=true
startsecs=5
stopwaitsecs=30
stdout_logfile=/var/log/scraper/%(program_name)s_%(process_num)02d.log
stdout_logfile_maxbytes=50MB
stderr_logfile=/var/log/scraper/%(program_name)s_%(process_num)02d.err
environment=PYTHONUNBUFFERED="1",SCRAPER_ENV="prod",PROXY_POOL_URL="http://proxy-pool.internal:8899",RESULTS_DB_URL="postgresql://scraper:«S»@10.3.0.21:5432/prices",TZ="Asia/Shanghai"

$ supervisorctl status
scraper:scraper_00               RUNNING   pid 11204, uptime 2 days, 4:11:09
scraper:scraper_01               RUNNING   pid 11205, uptime 2 days, 4:11:09
""",
    pw(),
)

S(
    "inhouse/ini_config_php_wordpress_salts_one_key",
    r"""
$ wp config list --fields=name,value,type --format=table --allow-root
+---------------------+-----------------------------------------------+----------+
| name                | value                                         | type     |
+---------------------+-----------------------------------------------+----------+
| table_prefix        | wp_                                           | variable |
| DB_NAME             | blog_prod                                     | constant |
| DB_USER             | blog                                          | constant |
| DB_PASSWORD         | «S»                               | constant |
| DB_HOST             | localhost:/var/run/mysqld/mysqld.sock         | constant |
| DB_CHARSET          | utf8mb4                                       | constant |
| DB_COLLATE          |                                               | constant |
| WP_DEBUG            | false                                         | constant |
| WP_MEMORY_LIMIT     | 256M                                          | constant |
| DISALLOW_FILE_EDIT  | true                                          | constant |
| WP_ENVIRONMENT_TYPE | production                                    | constant |
| WPLANG              | pt_BR                                         | constant |
| FS_METHOD           | direct                                        | constant |
+---------------------+-----------------------------------------------+----------+
""",
    pw(),
)

S(
    "inhouse/grafana_ini_admin_password",
    r"""
$ sudo sed -n '/^\[server\]/,/^\[analytics\]/p' /etc/grafana/grafana.ini | grep -v '^;' | grep -v '^$'
[server]
protocol = http
http_addr = 127.0.0.1
http_port = 3000
domain = grafana.werk.example
root_url = https://grafana.werk.example/
serve_from_sub_path = false
[database]
type = postgres
host = 127.0.0.1:5432
name = grafana
user = grafana
password = $__file{/etc/grafana/db_password}
ssl_mode = disable
[remote_cache]
type = redis
connstr = addr=127.0.0.1:6379,pool_size=50,db=3
[security]
admin_user = admin
admin_password = «S»
cookie_secure = true
cookie_samesite = lax
disable_gravatar = true
[analytics]
""",
    "Werk" + r(2, UPPER) + r(4, DIGITS) + "grafana",
)

S(
    "inhouse/backup_encryption_passphrase_in_borg_env",
    r"""
root@files-01:~# cat /etc/borgmatic/config.yaml
source_directories:
    - /srv/nextcloud/data
    - /etc
exclude_patterns:
    - '*.part'
    - /srv/nextcloud/data/*/cache
repositories:
    - path: ssh://u412873@u412873.your-storagebox.de:23/./borg/files-01
      label: storagebox
encryption_passphrase: "«S»"
compression: zstd,6
archive_name_format: 'files-01-{now:%Y-%m-%dT%H:%M}'
keep_daily: 7
keep_weekly: 4
keep_monthly: 6
checks:
    - name: repository
      frequency: 2 weeks
    - name: archives
      frequency: 1 month
root@files-01:~# borgmatic --list --last 2
storagebox: Listing archives
files-01-2026-12-03T03:00            Thu, 2026-12-03 03:00:12 [«D»]
files-01-2026-12-04T03:00            Fri, 2026-12-04 03:00:09 [«D2»]
""",
    " ".join(
        _rng.choice(
            [
                "maple",
                "orbit",
                "canyon",
                "pickle",
                "velvet",
                "harbor",
                "copper",
                "lantern",
                "meadow",
                "tundra",
                "quartz",
                "ember",
            ]
        )
        for _ in range(5)
    ),
)

S(
    "inhouse/db_url_in_prisma_migrate_output",
    r"""
$ DATABASE_URL="postgresql://app_migrator:«S»@ep-quiet-field-«I».eu-central-1.aws.neon.example/appdb?sslmode=require" npx prisma migrate deploy
Environment variables loaded from .env
Prisma schema loaded from prisma/schema.prisma
Datasource "db": PostgreSQL database "appdb", schema "public" at "ep-quiet-field-«I».eu-central-1.aws.neon.example"

7 migrations found in prisma/migrations

Applying migration `20261120101500_add_invoice_status`
Applying migration `20261201083000_index_orders_customer`

The following migration(s) have been applied:

migrations/
  └─ 20261120101500_add_invoice_status/
    └─ migration.sql
  └─ 20261201083000_index_orders_customer/
    └─ migration.sql

All migrations have been successfully applied.
┌─────────────────────────────────────────────────────────┐
│  Update available 5.22.0 -> 6.0.1                       │
│  Run the following to update                            │
│    npm i --save-dev prisma@latest                       │
│    npm i @prisma/client@latest                          │
└─────────────────────────────────────────────────────────┘
""",
    pw(),
)

S(
    "inhouse/ipmi_password_in_inventory_csv",
    r"""
$ column -s, -t < inventory/rack-b3.csv
hostname     role         bmc_ip        bmc_user  bmc_password   serial        rack  u   os
db-b3-01     postgres     10.99.3.11    ADMIN     (see vault)    «I»  B3    12  rocky9
db-b3-02     postgres     10.99.3.12    ADMIN     (see vault)    «I2»  B3    14  rocky9
app-b3-01    k8s-worker   10.99.3.21    ADMIN     (see vault)    «I3»  B3    20  talos
app-b3-02    k8s-worker   10.99.3.22    ADMIN     «S»       «I4»  B3    22  talos
app-b3-03    k8s-worker   10.99.3.23    ADMIN     (see vault)    «I5»  B3    24  talos
stor-b3-01   ceph-osd     10.99.3.31    ADMIN     (see vault)    «I6»  B3    30  rocky9
$ wc -l inventory/rack-b3.csv
7 inventory/rack-b3.csv
$ git log --oneline -3 -- inventory/rack-b3.csv
«h» inventory: app-b3-02 replaced (RMA 88213), temp BMC pw
«h2» inventory: add stor-b3-01
«h3» inventory: rack B3 initial
$ ipmitool -I lanplus -H 10.99.3.22 -U ADMIN -E chassis status
System Power         : on
Power Overload       : false
Main Power Fault     : false
Power Restore Policy : always-on
Last Power Event     :
Chassis Intrusion    : inactive
""",
    r(10, UPPER_NUM),
)

S(
    "inhouse/signing_key_in_typescript_config_file_read",
    r"""
Read file: packages/api/src/config.ts (lines 1-40)

```ts
import { z } from "zod";

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: z.coerce.number().default(4000),
  DATABASE_URL: z.string().url(),
  REDIS_URL: z.string().url(),
  CORS_ORIGINS: z.string().default("http://localhost:5173"),
});

export const env = schema.parse(process.env);

// Signing key for magic-link emails. 
// FIXME(luis): hardcoded while we debug the staging issue, revert before release!
export const MAGIC_LINK_SIGNING_KEY = "«S»";

export const MAGIC_LINK_TTL_SECONDS = 15 * 60;
export const RATE_LIMIT = { windowMs: 60_000, max: 20 };
export const TRUSTED_PROXIES = ["10.0.0.0/8", "172.16.0.0/12"];

export const isProd = env.NODE_ENV === "production";
```

That's where the signing key is loaded. The staging failure is probably because the key
differs between the API and the worker — the worker reads it from `process.env`.
""",
    "mlk_" + hx(56),
)

S(
    "inhouse/minio_root_password_in_systemd_env_file",
    r"""
$ systemctl cat minio
# /etc/systemd/system/minio.service
[Unit]
Description=MinIO
Documentation=https://min.io/docs/minio/linux/index.html
Wants=network-online.target
After=network-online.target

[Service]
User=minio-user
Group=minio-user
EnvironmentFile=-/etc/default/minio
ExecStart=/usr/local/bin/minio server $MINIO_OPTS $MINIO_VOLUMES
Restart=always
LimitNOFILE=65536

[Install]
WantedBy=multi-user.target
$ sudo cat /etc/default/minio
MINIO_VOLUMES="/mnt/disk{1...4}/minio"
MINIO_OPTS="--console-address :9001"
MINIO_ROOT_USER=minioadmin-lab
MINIO_ROOT_PASSWORD=«S»
MINIO_SERVER_URL=https://s3.lab.example.net
MINIO_BROWSER_REDIRECT_URL=https://console.s3.lab.example.net
""",
    r(40, ALNUM),
)

S(
    "inhouse/webhook_url_with_token_in_alertmanager",
    r"""
# alertmanager.yml
global:
  resolve_timeout: 5m
route:
  receiver: default
  group_by: [alertname, cluster, namespace]
  group_wait: 30s
  group_interval: 5m
  repeat_interval: 4h
  routes:
    - matchers: [severity="critical"]
      receiver: pager
      continue: true
    - matchers: [team="data"]
      receiver: data-chat
receivers:
  - name: default
    email_configs:
      - to: ops@example.net
        send_resolved: true
  - name: pager
    webhook_configs:
      - url: http://oncall-bridge.monitoring:8080/alert
  - name: data-chat
    webhook_configs:
      - url: https://chat.example.net/hooks/incoming/«S»
        send_resolved: true
inhibit_rules:
  - source_matchers: [severity="critical"]
    target_matchers: [severity="warning"]
    equal: [alertname, namespace]
""",
    r(26, LOWER_NUM),
)

S(
    "inhouse/docker_run_env_secret_in_ps_output",
    r"""
$ docker ps --no-trunc --format 'table {{.Names}}\t{{.Image}}\t{{.Command}}'
NAMES          IMAGE                                   COMMAND
proxy          caddy:2.8.4-alpine                      "caddy run --config /etc/caddy/Caddyfile --adapter caddyfile"
n8n            docker.n8n.io/n8nio/n8n:1.70.3          "tini -- /docker-entrypoint.sh"
metabase       metabase/metabase:v0.51.6               "/app/run_metabase.sh"
pg             postgres:16                             "docker-entrypoint.sh postgres"
$ docker inspect n8n --format '{{range .Config.Env}}{{println .}}{{end}}'
N8N_HOST=automation.tienda.example
N8N_PORT=5678
N8N_PROTOCOL=https
WEBHOOK_URL=https://automation.tienda.example/
GENERIC_TIMEZONE=America/Argentina/Buenos_Aires
N8N_ENCRYPTION_KEY=«S»
DB_TYPE=postgresdb
DB_POSTGRESDB_HOST=pg
DB_POSTGRESDB_DATABASE=n8n
DB_POSTGRESDB_USER=n8n
DB_POSTGRESDB_PASSWORD_FILE=/run/secrets/pg
NODE_VERSION=20.18.0
YARN_VERSION=1.22.22
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
""",
    r(32, ALNUM),
)

S(
    "inhouse/csrf_and_session_in_django_debug_page_text",
    r"""
Environment:

Request Method: POST
Request URL: http://staging.biblioteca.example.es/admin/catalogo/libro/add/

Django Version: 5.1.3
Python Version: 3.12.7
Installed Applications:
['django.contrib.admin',
 'django.contrib.auth',
 'django.contrib.contenttypes',
 'django.contrib.sessions',
 'catalogo',
 'prestamos']

Traceback (most recent call last):
  File "/srv/biblioteca/catalogo/admin.py", line 44, in save_model
    obj.isbn = normalizar_isbn(form.cleaned_data["isbn"])
  File "/srv/biblioteca/catalogo/utils.py", line 12, in normalizar_isbn
    raise ValueError(f"ISBN inválido: {valor!r}")

Exception Type: ValueError at /admin/catalogo/libro/add/
Exception Value: ISBN inválido: '978-84-376-0494-X'

COOKIES:
csrftoken = '********************'
sessionid = '«S»'

META:
HTTP_HOST = 'staging.biblioteca.example.es'
REMOTE_ADDR = '10.0.5.12'
SERVER_PORT = '8000'
""",
    r(32, LOWER_NUM),
)

# ============================================================ secrets: vendor keys
S(
    "vendor/aws_secret_access_key_credentials_file",
    r"""
$ aws configure list
      Name                    Value             Type    Location
      ----                    -----             ----    --------
   profile                <not set>             None    None
access_key     ****************«I»    shared-credentials-file
secret_key     ****************WmQ4    shared-credentials-file
    region             eu-west-1      config-file    ~/.aws/config
$ aws sts get-caller-identity
{
    "UserId": "AIDA«I2»«I3»",
    "Account": "«N»«N2»",
    "Arn": "arn:aws:iam::«N»«N2»:user/ci-artifacts"
}
$ cat ~/.aws/credentials
[default]
aws_access_key_id = AKIA«I4»
aws_secret_access_key = «S»

[sandbox]
aws_access_key_id = AKIAIOSFODNN7EXAMPLE
aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
$ aws s3 ls s3://ci-artifacts-eu/ | tail -3
                           PRE builds/
                           PRE reports/
2026-12-01 10:44:12      41822 index.json
""",
    r(36, ALNUM + "/+") + "WmQ4",
)

S(
    "vendor/github_pat_in_git_remote_v",
    r"""
$ git remote -v
origin	https://x-access-token:«S»@github.com/tidewater-labs/harbor-sim.git (fetch)
origin	https://x-access-token:«S»@github.com/tidewater-labs/harbor-sim.git (push)
upstream	https://github.com/harbor-sim/harbor-sim.git (fetch)
upstream	https://github.com/harbor-sim/harbor-sim.git (push)
$ git status -sb
## feature/tide-tables...origin/feature/tide-tables [ahead 2]
 M src/tides/predict.py
 M tests/test_predict.py
?? notebooks/scratch.ipynb
$ git log --oneline -4
«h» tides: use harmonic constituents from NOAA table
«h2» tests: add fixture for Portsmouth station
«h3» Merge pull request #214 from tidewater-labs/fix/units
«h4» units: metres everywhere
$ git branch -vv
* feature/tide-tables «h» [origin/feature/tide-tables: ahead 2] tides: use harmonic constituents from NOAA table
  main                «h3» [origin/main] Merge pull request #214 from tidewater-labs/fix/units
""",
    "ghp_" + r(36),
)

S(
    "vendor/github_fine_grained_pat_in_gh_auth_status",
    r"""
$ gh auth status --show-token
github.com
  ✓ Logged in to github.com account mkaplan-dev (GH_TOKEN)
  - Active account: true
  - Git operations protocol: https
  - Token: «S»
$ gh repo view --json name,defaultBranchRef,visibility,updatedAt
{
  "defaultBranchRef": {"name": "main"},
  "name": "deniz-api",
  "updatedAt": "2026-12-03T17:42:10Z",
  "visibility": "PRIVATE"
}
$ gh pr list --limit 5
Showing 3 of 3 open pull requests in mkaplan-dev/deniz-api

#58  Rate limit per API key            feature/rate-limit     about 2 hours ago
#57  Bump golang.org/x/net to 0.31.0   dependabot/go_modules  about 1 day ago
#55  Türkçe hata mesajları             i18n/tr                about 3 days ago
$ gh run list --limit 3
STATUS  TITLE                      WORKFLOW  BRANCH              EVENT         ID           ELAPSED  AGE
✓       Rate limit per API key     ci        feature/rate-limit  pull_request  «N»«N2»  3m12s    about 2 hours ago
✓       Bump golang.org/x/net      ci        dependabot/go_mo... pull_request  «N3»«N4»  2m58s    about 1 day ago
X       Türkçe hata mesajları      ci        i18n/tr             pull_request  «N5»«N6»  1m04s    about 3 days ago
""",
    "github_pat_" + r(22, UPPER_NUM) + "_" + r(59),
)

S(
    "vendor/gitlab_pat_in_glab_config",
    r"""
$ cat ~/.config/glab-cli/config.yml
# What protocol to use when performing git operations. Supported values: ssh, https
git_protocol: ssh
# What editor glab should run when creating issues, merge requests, etc.
editor: nvim
# What browser glab should run when opening links.
browser:
# Set your desired markdown renderer style.
glamour_style: dark
# Allow glab to automatically check for updates and notify you when there are new updates
check_update: false
# configuration specific for gitlab instances
hosts:
    gitlab.com:
        api_protocol: https
        api_host: gitlab.com
        token: «S»
        user: r.moreau
    git.labo.example.fr:
        api_protocol: https
        api_host: git.labo.example.fr
        token: !!null
        container_registry_domains: git.labo.example.fr,git.labo.example.fr:443,registry.labo.example.fr
        user: rmoreau
$ glab auth status 2>&1 | head -4
gitlab.com
  ✓ Logged in to gitlab.com as r.moreau (/home/rmoreau/.config/glab-cli/config.yml)
  ✓ Git operations for gitlab.com configured to use ssh protocol.
  ✓ API calls for gitlab.com are made over https protocol.
""",
    "glpat-" + r(20, URLSAFE),
)

S(
    "vendor/stripe_secret_key_in_env_dump",
    r"""
$ heroku config -a tienda-lucia-prod
=== tienda-lucia-prod Config Vars
APP_BASE_URL:              https://www.tiendalucia.example
CURRENCY_DEFAULT:          EUR
DATABASE_URL:              (managed by addon heroku-postgresql)
LANG:                      en_US.UTF-8
LOG_LEVEL:                 info
NODE_ENV:                  production
RACK_ENV:                  production
REDIS_TLS_URL:             (managed by addon heroku-redis)
SHIPPING_PROVIDER:         correos
STRIPE_PUBLISHABLE_KEY:    pk_live_«I»«I2»«I3»«I4»
STRIPE_SECRET_KEY:         «S»
STRIPE_WEBHOOK_TOLERANCE:  300
TZ:                        Europe/Madrid
WEB_CONCURRENCY:           3
$ heroku ps -a tienda-lucia-prod
=== web (Standard-1X): npm start (2)
web.1: up 2026/12/03 21:10:44 +0100 (~ 11h ago)
web.2: up 2026/12/03 21:10:51 +0100 (~ 11h ago)

=== worker (Standard-1X): node dist/worker.js (1)
worker.1: up 2026/12/03 21:10:48 +0100 (~ 11h ago)
""",
    "sk_live_" + r(99),
)

S(
    "vendor/stripe_webhook_secret_in_stripe_listen",
    r"""
$ stripe listen --forward-to localhost:4242/webhooks/stripe --events checkout.session.completed,invoice.paid
> Ready! You are using Stripe API Version [2024-11-20.acacia]. Your webhook signing secret is «S» (^C to quit)
2026-12-04 09:02:13   --> checkout.session.completed [evt_«I»«I2»]
2026-12-04 09:02:13  <--  [200] POST http://localhost:4242/webhooks/stripe [evt_«I»«I2»]
2026-12-04 09:02:41   --> invoice.paid [evt_«I3»«I4»]
2026-12-04 09:02:41  <--  [500] POST http://localhost:4242/webhooks/stripe [evt_«I3»«I4»]
2026-12-04 09:03:05   --> invoice.paid [evt_«I3»«I4»]
2026-12-04 09:03:05  <--  [200] POST http://localhost:4242/webhooks/stripe [evt_«I3»«I4»]
^C
$ tail -12 server.log
[09:02:13] webhook checkout.session.completed cs_test_«I5» customer=cus_«I6»
[09:02:13] order 10442 marked paid
[09:02:41] webhook invoice.paid in_«I7»
[09:02:41] TypeError: Cannot read properties of undefined (reading 'lines')
    at handleInvoicePaid (/app/src/webhooks.js:88:31)
    at /app/src/webhooks.js:41:13
[09:03:05] webhook invoice.paid in_«I7» (retry)
[09:03:05] invoice in_«I7» stored (lines=3)
[09:03:05] subscription sub_«I8» renewed until 2027-01-04
[09:03:07] ok
""",
    "whsec_" + r(32),
)

S(
    "vendor/openai_key_in_python_traceback_locals",
    r"""
$ python -m summarizer.cli --input data/tickets_2026-11.jsonl --limit 50
Loaded 50 tickets from data/tickets_2026-11.jsonl
Summarizing batch 1/5 ...
Traceback (most recent call last):
  File "/home/ana/summarizer/summarizer/cli.py", line 61, in main
    results = summarize_batch(client, batch, model=args.model)
              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/ana/summarizer/summarizer/core.py", line 33, in summarize_batch
    resp = client.chat.completions.create(model=model, messages=msgs, temperature=0.2)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
openai.BadRequestError: Error code: 400 - {'error': {'message': "Invalid value for 'temperature'", 'type': 'invalid_request_error', 'param': 'temperature', 'code': None}}

Locals at frame summarize_batch:
    client = <openai.OpenAI object at 0x7f3a2c1d9e50>
    client.api_key = '«S»'
    client.base_url = URL('https://api.openai.com/v1/')
    model = 'o4-mini'
    batch = [<Ticket id=88120>, <Ticket id=88121>, <Ticket id=88124>, ...]
    msgs = [{'role': 'system', 'content': 'Resume el ticket en 2 frases.'}, ...]
""",
    "sk-proj-" + r(48, URLSAFE) + "T3BlbkFJ" + r(48, URLSAFE),
)

S(
    "vendor/anthropic_key_in_claude_desktop_config",
    r"""
$ cat ~/Library/Application\ Support/Claude/claude_desktop_config.json
{
  "mcpServers": {
    "filesystem": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-filesystem", "/Users/yuki/Projects", "/Users/yuki/Documents/notes"]
    },
    "git": {
      "command": "uvx",
      "args": ["mcp-server-git", "--repository", "/Users/yuki/Projects/kura"]
    },
    "review-bot": {
      "command": "node",
      "args": ["/Users/yuki/Projects/review-bot/dist/mcp.js"],
      "env": {
        "REVIEW_BOT_MODEL": "claude-sonnet-4-5",
        "ANTHROPIC_API_KEY": "«S»",
        "REVIEW_BOT_MAX_FILES": "40",
        "LOG_LEVEL": "debug"
      }
    },
    "sqlite": {
      "command": "uvx",
      "args": ["mcp-server-sqlite", "--db-path", "/Users/yuki/Projects/kura/dev.db"]
    }
  },
  "globalShortcut": "Alt+Space"
}
""",
    "sk-ant-api03-" + r(93, URLSAFE) + "AA",
)

S(
    "vendor/google_api_key_in_gcloud_services_output",
    r"""
$ gcloud services api-keys list --project=mapas-tienda-prod --format=yaml
---
createTime: '2026-03-11T10:22:09.114Z'
displayName: web-maps-browser
etag: W/"«X»"
name: projects/«N»«N2»/locations/global/keys/«U»
restrictions:
  browserKeyRestrictions:
    allowedReferrers:
    - https://www.mapas-tienda.example/*
  apiTargets:
  - service: maps-backend.googleapis.com
uid: «U»
updateTime: '2026-03-11T10:22:09.114Z'
---
createTime: '2026-11-30T16:40:51.002Z'
displayName: backend-geocoding (unrestricted, TEMP)
etag: W/"«X2»"
name: projects/«N»«N2»/locations/global/keys/«U2»
uid: «U2»
updateTime: '2026-11-30T16:40:51.002Z'
$ gcloud services api-keys get-key-string «U2» --project=mapas-tienda-prod
keyString: «S»
""",
    "AIza" + r(35, URLSAFE),
)

S(
    "vendor/slack_bot_token_in_manifest_and_env",
    r"""
$ cat slack/.env.local
# Slack app "Deploy Butler" (workspace: kettle-co)
SLACK_APP_ID=A0«I»
SLACK_CLIENT_ID=«N»«N2».«N3»«N4»
SLACK_BOT_TOKEN=«S»
SLACK_SOCKET_MODE=true
SLACK_DEFAULT_CHANNEL=C0«I2»
DEPLOY_API=http://deploy-api.internal:8080
$ node slack/index.js
[INFO]  bolt-app Now connected to Slack
[INFO]  socket-mode:SocketModeClient:0 Going to establish a new connection to Slack ...
[INFO]  socket-mode:SocketModeClient:0 Now connected to Slack
⚡️ Deploy Butler is running (socket mode)
[DEBUG] received slash command /deploy text="api staging" user=U0«I3» channel=C0«I2»
[INFO]  deploy requested: service=api env=staging by=U0«I3»
[INFO]  deploy-api responded 202 job=«U»
[DEBUG] chat.postMessage ok ts=1733300111.«N5»
[INFO]  job «U» finished status=success duration=94s
[DEBUG] chat.update ok ts=1733300111.«N5»
""",
    "xoxb-"
    + str(_rng.randint(10**10, 10**11))
    + "-"
    + str(_rng.randint(10**12, 10**13))
    + "-"
    + r(24),
)

S(
    "vendor/slack_incoming_webhook_in_ansible_vars",
    r"""
# roles/notify/defaults/main.yml
---
notify_enabled: true
notify_channels:
  - name: deploys
    type: slack
    url: "https://hooks.slack.com/services/«S»"
    username: "ansible"
    icon_emoji: ":rocket:"
  - name: ops-mail
    type: email
    to: ops@kettle.example
notify_on:
  - deploy_started
  - deploy_finished
  - deploy_failed
notify_templates:
  deploy_started: "Deploy of {{ app_name }} {{ app_version }} to {{ env_name }} started by {{ ansible_user_id }}"
  deploy_finished: "Deploy of {{ app_name }} {{ app_version }} to {{ env_name }} finished ({{ deploy_duration }}s)"
  deploy_failed: "Deploy of {{ app_name }} {{ app_version }} to {{ env_name }} FAILED on {{ inventory_hostname }}"
notify_retries: 3
notify_timeout: 10
""",
    "T0" + r(9, UPPER_NUM) + "/B0" + r(9, UPPER_NUM) + "/" + r(24),
)

S(
    "vendor/sendgrid_key_in_php_config_dump",
    r"""
$ php artisan config:show mail
  mail ................................................................................
  default ................................................................ sendgrid
  mailers ⇁ smtp ⇁ transport ................................................... smtp
  mailers ⇁ smtp ⇁ host ............................................. smtp.sendgrid.net
  mailers ⇁ smtp ⇁ port .................................................... 587
  mailers ⇁ smtp ⇁ username ............................................. apikey
  mailers ⇁ smtp ⇁ password ...................................................... 
  mailers ⇁ sendgrid ⇁ transport ........................................... sendgrid
  mailers ⇁ sendgrid ⇁ api_key ...... «S»
  mailers ⇁ log ⇁ transport ..................................................... log
  mailers ⇁ log ⇁ channel ..................................................... mail
  from ⇁ address ........................................... pedidos@lojadoze.example
  from ⇁ name ..................................................... Loja do Zé
  markdown ⇁ theme ........................................................ default
  markdown ⇁ paths ⇁ 0 ............................. /var/www/loja/resources/views/vendor/mail

$ php artisan --version
Laravel Framework 11.34.2
""",
    "SG." + r(22, URLSAFE) + "." + r(43, URLSAFE),
)

S(
    "vendor/twilio_auth_token_in_node_repl",
    r"""
$ node
Welcome to Node.js v22.11.0.
Type ".help" for more information.
> const twilio = require('twilio')
undefined
> const accountSid = 'AC«X»«X2»'
undefined
> const authToken = '«S»'
undefined
> const client = twilio(accountSid, authToken)
undefined
> await client.messages.create({ from: '+15005550006', to: '+14155550123', body: 'Test from the clinic reminder script' })
{
  body: 'Sent from your Twilio trial account - Test from the clinic reminder script',
  numSegments: '1',
  direction: 'outbound-api',
  from: '+15005550006',
  to: '+14155550123',
  dateUpdated: 2026-12-04T10:41:22.000Z,
  status: 'queued',
  sid: 'SM«X3»«X4»',
  messagingServiceSid: null,
  accountSid: 'AC«X»«X2»',
  apiVersion: '2010-04-01',
  price: null,
  errorCode: null
}
> .exit
""",
    hx(32),
)

S(
    "vendor/npm_token_in_npmrc_cat_ci",
    r"""
2026-12-03T16:20:44.0012Z ##[group]Run cat ~/.npmrc; npm whoami; npm publish --provenance --access public
2026-12-03T16:20:44.0013Z cat ~/.npmrc; npm whoami; npm publish --provenance --access public
2026-12-03T16:20:44.0051Z shell: /usr/bin/bash -e {0}
2026-12-03T16:20:44.0052Z ##[endgroup]
2026-12-03T16:20:44.0301Z //registry.npmjs.org/:_authToken=«S»
2026-12-03T16:20:44.0302Z registry=https://registry.npmjs.org/
2026-12-03T16:20:44.0303Z always-auth=true
2026-12-03T16:20:45.1022Z kitsune-ui-bot
2026-12-03T16:20:46.7761Z npm notice
2026-12-03T16:20:46.7763Z npm notice 📦  @kitsune/ui@4.3.0
2026-12-03T16:20:46.7764Z npm notice Tarball Contents
2026-12-03T16:20:46.7765Z npm notice 1.2kB README.md
2026-12-03T16:20:46.7766Z npm notice 88.4kB dist/index.js
2026-12-03T16:20:46.7767Z npm notice 14.1kB dist/index.d.ts
2026-12-03T16:20:46.7768Z npm notice 902B package.json
2026-12-03T16:20:46.7769Z npm notice Tarball Details
2026-12-03T16:20:46.7770Z npm notice name: @kitsune/ui
2026-12-03T16:20:46.7771Z npm notice version: 4.3.0
2026-12-03T16:20:46.7772Z npm notice shasum: «H»
2026-12-03T16:20:47.9105Z npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access
2026-12-03T16:20:49.3310Z + @kitsune/ui@4.3.0
""",
    "npm_" + r(36),
)

S(
    "vendor/pypi_token_in_pypirc",
    r"""
$ cat ~/.pypirc
[distutils]
index-servers =
    pypi
    testpypi
    internal

[pypi]
username = __token__
password = «S»

[testpypi]
repository = https://test.pypi.org/legacy/
username = __token__
password = %(TESTPYPI_TOKEN)s

[internal]
repository = https://pkgs.example-labs.io/simple/
username = deploy
$ python -m build
* Creating isolated environment: venv+pip...
* Building sdist...
* Building wheel from sdist
Successfully built geodatum-0.8.1.tar.gz and geodatum-0.8.1-py3-none-any.whl
$ twine check dist/*
Checking dist/geodatum-0.8.1-py3-none-any.whl: PASSED
Checking dist/geodatum-0.8.1.tar.gz: PASSED
""",
    "pypi-AgEIcHlwaS5vcmc" + r(150, URLSAFE),
)

S(
    "vendor/huggingface_token_in_notebook_output",
    r"""
{
 "cell_type": "code",
 "execution_count": 2,
 "id": "«I»",
 "metadata": {"scrolled": false},
 "outputs": [
  {
   "name": "stdout",
   "output_type": "stream",
   "text": [
    "HF_HOME=/content/hf\n",
    "HF_TOKEN=«S»\n",
    "TRANSFORMERS_CACHE=/content/hf/hub\n",
    "CUDA_VISIBLE_DEVICES=0\n",
    "torch 2.5.1+cu121 cuda available: True (Tesla T4)\n"
   ]
  },
  {
   "name": "stderr",
   "output_type": "stream",
   "text": [
    "Fetching 4 files: 100%|██████████| 4/4 [00:21<00:00,  5.32s/it]\n"
   ]
  }
 ],
 "source": [
  "import os, torch\n",
  "for k in ['HF_HOME', 'HF_TOKEN', 'TRANSFORMERS_CACHE', 'CUDA_VISIBLE_DEVICES']:\n",
  "    print(f'{k}={os.environ.get(k)}')\n",
  "print('torch', torch.__version__, 'cuda available:', torch.cuda.is_available(), f'({torch.cuda.get_device_name(0)})')\n",
  "from huggingface_hub import snapshot_download\n",
  "snapshot_download('mistralai/Mistral-7B-Instruct-v0.3', allow_patterns=['*.json', 'tokenizer*'])"
 ]
}
""",
    "hf_" + r(34),
)

S(
    "vendor/datadog_api_key_in_agent_status",
    r"""
$ sudo cat /etc/datadog-agent/datadog.yaml | grep -v '^\s*#' | grep -v '^$'
api_key: «S»
site: datadoghq.eu
hostname: web-eu-04
tags:
  - env:prod
  - team:storefront
  - region:eu-west-3
logs_enabled: true
process_config:
  process_collection:
    enabled: true
apm_config:
  enabled: true
  env: prod
$ sudo datadog-agent status | head -20
===============
Agent (v7.59.0)
===============
  Status date: 2026-12-04 09:55:02.441 CET / 2026-12-04 08:55:02.441 UTC (1733302502441)
  Agent start: 2026-12-01 06:12:40.013 CET / 2026-12-01 05:12:40.013 UTC (1733029960013)
  Pid: 1822
  Go Version: go1.22.8
  Python Version: 3.12.6
  Build arch: amd64
  Agent flavor: agent
  Log Level: info
""",
    hx(32),
)

S(
    "vendor/shopify_admin_token_in_graphql_curl",
    r"""
$ cat scripts/sync-inventory.sh
#!/usr/bin/env bash
# Sincroniza estoque do ERP para a Shopify (loja: cafe-do-morro)
set -euo pipefail
SHOP=cafe-do-morro.myshopify.com
API_VERSION=2024-10
QUERY='{"query":"{ locations(first: 5) { edges { node { id name } } } }"}'
curl -sS -X POST "https://$SHOP/admin/api/$API_VERSION/graphql.json" \
  -H 'Content-Type: application/json' \
  -H 'X-Shopify-Access-Token: «S»' \
  -d "$QUERY" | jq '.data.locations.edges[].node'
$ ./scripts/sync-inventory.sh
{
  "id": "gid://shopify/Location/«N»«N2»",
  "name": "Torrefação — São Paulo"
}
{
  "id": "gid://shopify/Location/«N3»«N4»",
  "name": "Loja Vila Madalena"
}
""",
    "shpat_" + hx(32),
)

S(
    "vendor/digitalocean_token_in_doctl_config",
    r"""
$ cat ~/.config/doctl/config.yaml
access-token: «S»
apps.create.upsert: false
auth-contexts:
  personal: ""
context: default
output: text
$ doctl account get
User Email                  Team          Droplet Limit    Email Verified    User UUID                               Status
infra@papelaria.example     Papelaria     25               true              «U»    active
$ doctl compute droplet list --format Name,PublicIPv4,Region,Memory,Status
Name            Public IPv4       Region    Memory    Status
web-01          203.0.113.41      ams3      2048      active
web-02          203.0.113.42      ams3      2048      active
db-01           203.0.113.60      ams3      8192      active
$ doctl kubernetes cluster list
ID                                      Name          Region    Version        Auto Upgrade    Status     Node Pools
«U2»    papel-k8s     ams3      1.31.1-do.4    true            running    pool-main
""",
    "dop_v1_" + hx(64),
)

S(
    "vendor/cloudflare_api_token_in_terraform_provider_block",
    r"""
$ cat infra/dns/providers.tf
terraform {
  required_version = ">= 1.9"
  required_providers {
    cloudflare = {
      source  = "cloudflare/cloudflare"
      version = "~> 4.48"
    }
  }
  backend "s3" {
    bucket = "okami-tfstate"
    key    = "dns/terraform.tfstate"
    region = "ap-northeast-1"
  }
}

provider "cloudflare" {
  # 一時的にハードコード（CI の変数が壊れているため）
  api_token = "«S»"
}

variable "zone_id" {
  type    = string
  default = "«X»«X2»"
}

resource "cloudflare_record" "api" {
  zone_id = var.zone_id
  name    = "api"
  content = "203.0.113.88"
  type    = "A"
  proxied = true
}
""",
    r(40, URLSAFE),
)

S(
    "vendor/vercel_env_pull_output",
    r"""
$ vercel env pull .env.production.local --environment=production
Vercel CLI 39.1.2
> Downloading `production` Environment Variables for mira-studio/portfolio
✅  Created .env.production.local file  [412ms]
$ cat .env.production.local
# Created by Vercel CLI
NEXT_PUBLIC_SITE_URL="https://mira.studio.example"
NEXT_PUBLIC_PLAUSIBLE_DOMAIN="mira.studio.example"
RESEND_API_KEY="«S»"
CONTACT_TO="hello@mira.studio.example"
VERCEL="1"
VERCEL_ENV="production"
VERCEL_GIT_COMMIT_REF="main"
VERCEL_GIT_COMMIT_SHA="«H»"
VERCEL_GIT_PROVIDER="github"
VERCEL_GIT_REPO_OWNER="mira-studio"
VERCEL_GIT_REPO_SLUG="portfolio"
VERCEL_URL="portfolio-«I»-mira-studio.vercel.app"
VERCEL_OIDC_TOKEN=""
TURBO_CACHE="remote:rw"
NX_DAEMON="false"
""",
    "re_" + r(8) + "_" + r(24),
)

S(
    "vendor/openrouter_key_in_aider_conf",
    r"""
$ cat ~/.aider.conf.yml
##########################################################
# aider config — Kemal's laptop
##########################################################
model: openrouter/anthropic/claude-sonnet-4.5
editor-model: openrouter/anthropic/claude-haiku-4.5
weak-model: openrouter/google/gemini-2.5-flash
openai-api-key:
api-key:
  - openrouter=«S»
auto-commits: false
dirty-commits: true
attribute-author: false
attribute-committer: false
dark-mode: true
pretty: true
stream: true
map-tokens: 2048
read:
  - CONVENTIONS.md
  - docs/architecture.md
lint-cmd:
  - "python: ruff check --fix"
test-cmd: pytest -x -q
$ aider --version
aider 0.86.1
""",
    "sk-or-v1-" + hx(64),
)

S(
    "vendor/groq_key_in_user_message_tr",
    r"""
Merhaba, küçük bir Streamlit uygulaması yazıyorum, Groq üzerinden Llama modelini çağırıyor. Yerelde çalışıyor ama Streamlit Cloud'a yükleyince "AuthenticationError" alıyorum. Kodun ilgili kısmı şöyle:

```python
import os
import streamlit as st
from groq import Groq

st.set_page_config(page_title="Tarif Asistanı", page_icon="🍲")
st.title("Tarif Asistanı")

client = Groq(api_key=os.environ.get("GROQ_API_KEY", "«S»"))

soru = st.text_input("Elinizde hangi malzemeler var?")
if soru:
    yanit = client.chat.completions.create(
        model="llama-3.3-70b-versatile",
        messages=[
            {"role": "system", "content": "Türk mutfağından kısa tarifler öner."},
            {"role": "user", "content": soru},
        ],
        temperature=0.7,
    )
    st.write(yanit.choices[0].message.content)
```

Streamlit Cloud'da secrets.toml'a GROQ_API_KEY ekledim ama os.environ'da görünmüyor sanırım. st.secrets kullanmam mı gerekiyor?
""",
    "gsk_" + r(52),
)

S(
    "vendor/mailgun_key_in_flask_config_print",
    r"""
(venv) ~/newsletter $ flask --app newsletter shell
Python 3.11.10 (main, Oct  8 2026, 12:00:00) [GCC 12.2.0] on linux
App: newsletter
Instance: /home/chloe/newsletter/instance
>>> from pprint import pprint
>>> pprint({k: v for k, v in app.config.items() if k.isupper() and not k.startswith("SESSION")})
{'APPLICATION_ROOT': '/',
 'DEBUG': False,
 'ENV': 'production',
 'EXPLAIN_TEMPLATE_LOADING': False,
 'MAILGUN_API_KEY': '«S»',
 'MAILGUN_BASE_URL': 'https://api.eu.mailgun.net/v3',
 'MAILGUN_DOMAIN': 'mg.lettre-du-quartier.example',
 'MAX_CONTENT_LENGTH': 2097152,
 'PREFERRED_URL_SCHEME': 'https',
 'SEND_FILE_MAX_AGE_DEFAULT': None,
 'SERVER_NAME': 'lettre-du-quartier.example',
 'SQLALCHEMY_DATABASE_URI': 'sqlite:////home/chloe/newsletter/instance/app.db',
 'SUBSCRIBERS_PAGE_SIZE': 100,
 'TEMPLATES_AUTO_RELOAD': None,
 'TESTING': False,
 'TRAP_HTTP_EXCEPTIONS': False}
>>> exit()
""",
    "key-" + hx(32),
)

S(
    "vendor/azure_storage_connection_string_in_local_settings",
    r"""
$ cat local.settings.json
{
  "IsEncrypted": false,
  "Values": {
    "FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated",
    "AzureWebJobsStorage": "UseDevelopmentStorage=true",
    "ArchiveStorage": "DefaultEndpointsProtocol=https;AccountName=rechnungarchivprod;AccountKey=«S»;EndpointSuffix=core.windows.net",
    "ArchiveContainer": "rechnungen",
    "ServiceBusConnection__fullyQualifiedNamespace": "sb-rechnung-prod.servicebus.windows.net",
    "APPLICATIONINSIGHTS_CONNECTION_STRING": "InstrumentationKey=«U»;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/",
    "Rechnung__MaxPdfSizeMb": "10",
    "Rechnung__Timezone": "W. Europe Standard Time"
  },
  "Host": {
    "LocalHttpPort": 7071,
    "CORS": "*"
  }
}
$ func start
Azure Functions Core Tools
Core Tools Version:       4.0.6610 Commit hash: N/A +«H» (64-bit)
Function Runtime Version: 4.1036.1.23224

Functions:
        ArchiveInvoice: serviceBusTrigger
        HealthCheck: [GET] http://localhost:7071/api/health
""",
    b64(64),
)

S(
    "vendor/gcp_service_account_json_private_key",
    r"""
$ cat ~/keys/bq-loader.json
{
  "type": "service_account",
  "project_id": "lumen-analytics-prod",
  "private_key_id": "«H»",
  "private_key": "-----BEGIN PRIVATE KEY-----\n«S»\n-----END PRIVATE KEY-----\n",
  "client_email": "bq-loader@lumen-analytics-prod.iam.gserviceaccount.com",
  "client_id": "«N»«N2»«N3»«N4»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/bq-loader%40lumen-analytics-prod.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
$ gcloud auth activate-service-account --key-file ~/keys/bq-loader.json
Activated service account credentials for: [bq-loader@lumen-analytics-prod.iam.gserviceaccount.com]
$ bq ls --project_id lumen-analytics-prod
     datasetId
 ------------------
  events_raw
  marts
  staging
""",
    "\\n".join(pem_body(300).split("\n")),
)

S(
    "vendor/sentry_auth_token_in_sentryclirc",
    r"""
$ cat .sentryclirc
[defaults]
url = https://sentry.io/
org = hoshizora
project = hoshizora-web

[auth]
token = «S»

[log]
level = info
$ sentry-cli releases new "hoshizora-web@2.9.0"
Created release hoshizora-web@2.9.0
$ sentry-cli sourcemaps upload --release "hoshizora-web@2.9.0" dist/
> Found 38 files
> Analyzing 38 sources
> Rewriting sources
> Adding source map references
> Bundled 38 files for upload
> Bundle ID: «U»
> Uploaded files to Sentry
> File upload complete (processing pending on server)
> Organization: hoshizora
> Project: hoshizora-web
> Release: hoshizora-web@2.9.0
> Dist: None
> Upload type: artifact bundle
""",
    "sntrys_" + b64url(120),
)

S(
    "vendor/linear_api_key_in_mcp_tool_transcript",
    r"""
{"role":"assistant","content":[{"type":"text","text":"I'll check the Linear MCP server config to see why the tools aren't loading."},{"type":"tool_use","id":"toolu_01«I»","name":"bash","input":{"command":"cat ~/.cursor/mcp.json"}}]}
{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_01«I»","content":"{\n  \"mcpServers\": {\n    \"linear\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"linear-mcp-server\"],\n      \"env\": {\n        \"LINEAR_API_KEY\": \"«S»\"\n      }\n    },\n    \"postgres\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-postgres\", \"postgresql://localhost/devdb\"]\n    }\n  }\n}\n"}]}
{"role":"assistant","content":[{"type":"tool_use","id":"toolu_01«I2»","name":"bash","input":{"command":"npx -y linear-mcp-server --version; node --version"}}]}
{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_01«I2»","content":"linear-mcp-server 0.1.0\nv16.20.2"}]}
{"role":"assistant","content":[{"type":"text","text":"The server needs Node 18+ (it uses global fetch) and you're on Node 16.20.2, so it crashes on startup before registering tools. Switch with `nvm use 22` and restart Cursor."}]}
{"role":"user","content":"ok that worked, thanks"}
{"role":"assistant","content":[{"type":"text","text":"Great. As a follow-up, consider referencing the key from your shell environment instead of keeping it in mcp.json."}]}
{"role":"user","content":"can you also check the postgres one"}
{"role":"assistant","content":[{"type":"tool_use","id":"toolu_01«I3»","name":"bash","input":{"command":"pg_isready -h localhost -d devdb"}}]}
{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_01«I3»","content":"localhost:5432 - accepting connections"}]}
{"role":"assistant","content":[{"type":"text","text":"Postgres is up; the MCP server connects with local peer authentication."}]}
{"role":"user","content":"and which node does cursor use now?"}
{"role":"assistant","content":[{"type":"tool_use","id":"toolu_01«I4»","name":"bash","input":{"command":"which node && node --version"}}]}
{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_01«I4»","content":"/Users/dana/.nvm/versions/node/v22.11.0/bin/node\nv22.11.0"}]}
{"role":"assistant","content":[{"type":"text","text":"Node 22.11.0 from nvm. Add `nvm alias default 22` so new shells (and Cursor) keep using it."}]}
""",
    "lin_api_" + r(40),
)

S(
    "vendor/notion_token_in_python_script_read",
    r"""
Here's the full script you asked about (scripts/export_notion.py):

```python
#!/usr/bin/env python3
# Exporta a base de dados 'Receitas' do Notion para CSV.
import csv
import sys
from notion_client import Client

NOTION_TOKEN = "«S»"
DATABASE_ID = "«X»«X2»"

notion = Client(auth=NOTION_TOKEN)


def rows():
    cursor = None
    while True:
        page = notion.databases.query(database_id=DATABASE_ID, start_cursor=cursor)
        for r in page["results"]:
            props = r["properties"]
            yield {
                "nome": props["Nome"]["title"][0]["plain_text"],
                "tempo": props["Tempo (min)"]["number"],
                "tags": ",".join(t["name"] for t in props["Tags"]["multi_select"]),
            }
        if not page["has_more"]:
            break
        cursor = page["next_cursor"]


w = csv.DictWriter(sys.stdout, fieldnames=["nome", "tempo", "tags"])
w.writeheader()
w.writerows(rows())
```

It fails with `APIResponseError: Could not find database` — the integration is probably not shared with that database.
""",
    "ntn_" + r(46),
)

S(
    "vendor/figma_token_in_shell_history_export",
    r"""
$ cat ~/.zsh_history | tail -20 | cut -d';' -f2-
cd ~/work/design-tokens
pnpm install
pnpm run build
git checkout -b chore/sync-figma
export FIGMA_FILE_KEY=«I»«I2»
export FIGMA_TOKEN=«S»
node scripts/pull-variables.mjs --file $FIGMA_FILE_KEY --out tokens/figma.json
git diff --stat
pnpm run build:css
open dist/tokens.css
git add tokens dist
git commit -m "tokens: sync from Figma (Dec)"
git push -u origin chore/sync-figma
gh pr create --fill
pnpm test
clear
ls tokens
cat tokens/figma.json | jq '.colors | keys | length'
code .
history | tail -20
""",
    "figd_" + r(40, URLSAFE),
)

S(
    "vendor/atlassian_api_token_in_jira_cli_config",
    r"""
$ cat ~/.config/.jira/.config.yml
auth_type: basic
board:
    id: 41
    name: PLAT board
    type: scrum
epic:
    name: customfield_10011
    link: customfield_10014
installation: Cloud
issue:
    fields:
        custom:
            - name: Story point estimate
              key: customfield_10016
              schema:
                datatype: number
    types:
        - id: "10001"
          name: Task
        - id: "10002"
          name: Epic
login: nadia.haddad@meridian.example
project:
    key: PLAT
    type: classic
server: https://meridian-eng.atlassian.net
timezone: Europe/Paris
api_token: «S»
$ jira sprint list --current --plain --columns key,summary,status | head -5
KEY       SUMMARY                                   STATUS
PLAT-812  Migrate billing cron to Temporal          In Progress
PLAT-815  Flaky test: export_csv_large              To Do
PLAT-816  Upgrade Postgres 15 -> 16 (staging)       In Review
""",
    "ATATT3xFfGF0" + r(170, URLSAFE) + "=" + r(8, "0123456789ABCDEF"),
)

S(
    "vendor/postman_api_key_in_newman_ci_log",
    r"""
Run newman run "https://api.getpostman.com/collections/«N»-«U»?apikey=«S»" -e env/staging.json --reporters cli,junit
newman

Orders API – contract tests

→ List orders
  GET https://orders.staging.api.example.org/v1/orders?limit=5 [200 OK, 2.41kB, 188ms]
  ✓  status is 200
  ✓  returns at most 5 orders

→ Create order
  POST https://orders.staging.api.example.org/v1/orders [201 Created, 612B, 241ms]
  ✓  status is 201
  ✓  has id

→ Get order
  GET https://orders.staging.api.example.org/v1/orders/ord_«I» [200 OK, 598B, 97ms]
  ✓  status is 200

┌─────────────────────────┬───────────────────┬──────────────────┐
│                         │          executed │           failed │
├─────────────────────────┼───────────────────┼──────────────────┤
│              iterations │                 1 │                0 │
│                requests │                 3 │                0 │
│            test-scripts │                 3 │                0 │
│              assertions │                 5 │                0 │
└─────────────────────────┴───────────────────┴──────────────────┘
""",
    "PMAK-" + hx(24) + "-" + hx(34),
)

S(
    "vendor/docker_hub_pat_in_gha_yaml_inline",
    r"""
# .github/workflows/image.yml
name: image
on:
  push:
    tags: ["v*"]
permissions:
  contents: read
  id-token: write
jobs:
  build:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - uses: docker/setup-qemu-action@v3
      - uses: docker/setup-buildx-action@v3
      - uses: docker/login-action@v3
        with:
          username: pixelforge
          password: «S»
      - id: meta
        uses: docker/metadata-action@v5
        with:
          images: pixelforge/render-worker
          tags: |
            type=semver,pattern={{version}}
            type=sha
      - uses: docker/build-push-action@v6
        with:
          push: true
          platforms: linux/amd64,linux/arm64
          tags: ${{ steps.meta.outputs.tags }}
          cache-from: type=gha
          cache-to: type=gha,mode=max
""",
    "dckr_pat_" + r(27, URLSAFE),
)

S(
    "vendor/hashicorp_vault_token_in_env_file_ops",
    r"""
# ops/.envrc  (direnv)
export AWS_PROFILE=ops-prod
export AWS_REGION=us-east-2
export KUBECONFIG=$PWD/.kube/prod.yaml
export VAULT_ADDR=https://vault.ops.example.com:8200
export VAULT_NAMESPACE=admin/platform
export VAULT_TOKEN=«S»
export TF_VAR_environment=prod
export TF_VAR_cluster_name=ops-prod-use2
export TF_PLUGIN_CACHE_DIR=$HOME/.terraform.d/plugin-cache
export NOMAD_ADDR=https://nomad.ops.example.com:4646
export CONSUL_HTTP_ADDR=https://consul.ops.example.com:8501
PATH_add bin
$ direnv allow
direnv: loading ~/ops/.envrc
direnv: export +AWS_PROFILE +AWS_REGION +CONSUL_HTTP_ADDR +KUBECONFIG +NOMAD_ADDR +TF_PLUGIN_CACHE_DIR +TF_VAR_cluster_name +TF_VAR_environment +VAULT_ADDR +VAULT_NAMESPACE +VAULT_TOKEN ~PATH
$ vault token lookup -format=json | jq '.data | {display_name, policies, ttl}'
{
  "display_name": "oidc-mchen",
  "policies": ["default", "platform-admin"],
  "ttl": 27644
}
""",
    "hvs." + r(90, URLSAFE),
)

S(
    "vendor/terraform_cloud_token_in_credentials_tfrc",
    r"""
$ cat ~/.terraform.d/credentials.tfrc.json
{
  "credentials": {
    "app.terraform.io": {
      "token": "«S»"
    }
  }
}
$ terraform init
Initializing HCP Terraform...
Initializing provider plugins...
- Reusing previous version of hashicorp/aws from the dependency lock file
- Reusing previous version of hashicorp/random from the dependency lock file
- Using previously-installed hashicorp/aws v5.80.0
- Using previously-installed hashicorp/random v3.6.3

HCP Terraform has been successfully initialized!

You may now begin working with HCP Terraform. Try running "terraform plan" to
see any changes that are required for your infrastructure.

If you ever set or change modules or Terraform Settings, run "terraform init"
again to reinitialize your working directory.
$ terraform workspace show
network-prod
""",
    r(14, LOWER_NUM) + ".atlasv1." + r(67, LOWER_NUM),
)

S(
    "vendor/age_secret_key_in_sops_keys_file",
    r"""
$ cat ~/.config/sops/age/keys.txt
# created: 2026-06-14T09:31:55+02:00
# public key: age1«I»«I2»«I3»«I4»«I5»
«S»
$ cat .sops.yaml
creation_rules:
  - path_regex: k8s/overlays/prod/.*\.enc\.yaml$
    age: >-
      age1«I»«I2»«I3»«I4»«I5»,
      age1«I6»«I7»«I8»«I9»«I10»
  - path_regex: k8s/overlays/staging/.*\.enc\.yaml$
    age: age1«I»«I2»«I3»«I4»«I5»
$ sops -d k8s/overlays/staging/db.enc.yaml | head -5
apiVersion: v1
kind: Secret
metadata:
  name: db
  namespace: staging
$ sops --version
sops 3.9.2 (latest)
""",
    "AGE-SECRET-KEY-1" + r(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"),
)

S(
    "vendor/tailscale_authkey_in_cloud_init",
    r"""
#cloud-config
# user-data für die Build-Runner (Hetzner CX32)
hostname: runner-fsn1-07
timezone: Europe/Berlin
package_update: true
packages:
  - git
  - jq
  - docker.io
users:
  - name: runner
    groups: [docker]
    shell: /bin/bash
    ssh_authorized_keys:
      - ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA«I»«I2»«I3» ops@laptop
runcmd:
  - curl -fsSL https://tailscale.com/install.sh | sh
  - tailscale up --authkey=«S» --hostname=runner-fsn1-07 --advertise-tags=tag:ci --ssh
  - systemctl enable --now docker
  - su - runner -c "mkdir -p actions-runner"
write_files:
  - path: /etc/docker/daemon.json
    content: |
      {"log-driver": "json-file", "log-opts": {"max-size": "20m", "max-file": "3"}}
final_message: "runner-fsn1-07 ready after $UPTIME seconds"
""",
    "tskey-auth-" + r(12) + "CNTRL-" + r(33),
)

S(
    "vendor/ngrok_authtoken_in_ngrok_yml",
    r"""
$ ngrok config check
Valid configuration file at /home/sami/.config/ngrok/ngrok.yml
$ cat /home/sami/.config/ngrok/ngrok.yml
version: "3"
agent:
    authtoken: «S»
    log_level: info
    log_format: logfmt
endpoints:
  - name: webhooks
    url: https://sami-dev.ngrok.app
    upstream:
      url: 8080
  - name: admin
    upstream:
      url: 3001
    traffic_policy:
      on_http_request:
        - actions:
            - type: basic-auth
              config:
                credentials:
                  - ${env.ADMIN_BASIC_AUTH}
$ ngrok start webhooks
Session Status                online
Account                       Sami K (Plan: Personal)
Version                       3.18.4
Region                        Europe (eu)
Forwarding                    https://sami-dev.ngrok.app -> http://localhost:8080
""",
    r(27, ALNUM) + "_" + r(21, ALNUM),
)

S(
    "vendor/databricks_pat_in_databrickscfg",
    r"""
$ cat ~/.databrickscfg
; Databricks CLI profiles
[DEFAULT]
host = https://adb-«N»«N2».7.azuredatabricks.net
auth_type = databricks-cli

[prod-jobs]
host  = https://adb-«N3»«N4».11.azuredatabricks.net
token = «S»
cluster_id = 1204-«N5»-«I»

[dev]
host = https://dbc-«X».cloud.databricks.com
auth_type = oauth-m2m
client_id = «U»
$ databricks jobs list --profile prod-jobs --output json | jq -r '.[] | "\(.job_id)\t\(.settings.name)"'
«N6»	nightly-etl-orders
«N7»	weekly-churn-model
«N8»	hourly-clickstream-compact
$ databricks current-user me --profile prod-jobs | jq -r .userName
svc-jobs@contoso-data.example
""",
    "dapi" + hx(32),
)

S(
    "vendor/replicate_token_in_js_file_diff",
    r"""
$ git diff --cached
diff --git a/app/api/upscale/route.ts b/app/api/upscale/route.ts
new file mode 100644
index 0000000..«h»
--- /dev/null
+++ b/app/api/upscale/route.ts
@@ -0,0 +1,27 @@
+import Replicate from "replicate";
+import { NextResponse } from "next/server";
+
+const replicate = new Replicate({
+  auth: "«S»",
+});
+
+export async function POST(req: Request) {
+  const { imageUrl, scale = 2 } = await req.json();
+  if (!imageUrl) {
+    return NextResponse.json({ error: "imageUrl required" }, { status: 400 });
+  }
+  const output = await replicate.run(
+    "nightmareai/real-esrgan:«D»",
+    { input: { image: imageUrl, scale, face_enhance: false } },
+  );
+  return NextResponse.json({ output });
+}
+
+export const runtime = "nodejs";
+export const maxDuration = 60;
""",
    "r8_" + r(37),
)

S(
    "vendor/mapbox_secret_token_in_mobile_gradle_properties",
    r"""
$ cat ~/.gradle/gradle.properties
# Gradle daemon
org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8
org.gradle.parallel=true
org.gradle.caching=true
org.gradle.configuration-cache=true
kotlin.daemon.jvmargs=-Xmx2g
android.useAndroidX=true
# Mapbox Maven downloads (secret scope DOWNLOADS:READ)
MAPBOX_DOWNLOADS_TOKEN=«S»
# signing config lives in keystore.properties (not in git)
$ ./gradlew :app:dependencies --configuration releaseRuntimeClasspath | grep mapbox
+--- com.mapbox.maps:android:11.8.1
|    +--- com.mapbox.common:common:24.8.1
|    +--- com.mapbox.maps:base:11.8.1
$ ./gradlew assembleDebug
> Task :app:preBuild UP-TO-DATE
> Task :app:compileDebugKotlin
> Task :app:assembleDebug

BUILD SUCCESSFUL in 1m 12s
48 actionable tasks: 9 executed, 39 up-to-date
""",
    "sk.eyJ1Ijoi" + r(40, URLSAFE) + "." + r(22, URLSAFE),
)

S(
    "vendor/algolia_admin_key_in_docsearch_config_commit",
    r"""
$ git show --stat --patch HEAD -- docusaurus.config.ts
commit «H»
Author: Priya Raman <priya@docs.example.dev>
Date:   Mon Nov 30 18:02:44 2026 +0530

    docs: enable algolia search (crawler + ui)

 docusaurus.config.ts | 10 ++++++++++
 1 file changed, 10 insertions(+)

diff --git a/docusaurus.config.ts b/docusaurus.config.ts
index «h»..«h2» 100644
--- a/docusaurus.config.ts
+++ b/docusaurus.config.ts
@@ -88,6 +88,16 @@ const config: Config = {
       respectPrefersColorScheme: true,
     },
+    algolia: {
+      appId: "«I»",
+      // NOTE: this is the write key, used by scripts/reindex.ts too
+      apiKey: "«S»",
+      indexName: "docs_example_dev",
+      contextualSearch: true,
+      searchPagePath: "search",
+      insights: false,
+    },
     navbar: {
       title: "Example Docs",
""",
    hx(32),
)

S(
    "vendor/supabase_service_role_key_in_env_local",
    r"""
# .env.local — projeto "agenda-clinica"
NEXT_PUBLIC_SUPABASE_URL=https://«I».supabase.co
NEXT_PUBLIC_SUPABASE_ANON_KEY=${SUPABASE_ANON_KEY}
SUPABASE_SERVICE_ROLE_KEY=«S»
SUPABASE_DB_SCHEMA=public

# Autenticação
NEXTAUTH_URL=http://localhost:3000
NEXT_PUBLIC_LOGIN_PROVIDERS=google,email

# Lembretes por WhatsApp (desativado em dev)
WHATSAPP_ENABLED=false
WHATSAPP_PHONE_ID=

# Agenda
AGENDA_DEFAULT_SLOT_MIN=30
AGENDA_TIMEZONE=America/Sao_Paulo
AGENDA_OPEN_HOUR=08
AGENDA_CLOSE_HOUR=18

# Observabilidade
NEXT_PUBLIC_POSTHOG_HOST=https://eu.i.posthog.com
LOG_LEVEL=debug
""",
    jwt(
        {
            "iss": "supabase",
            "ref": "agendaclinica",
            "role": "service_role",
            "iat": 1761955200,
            "exp": 2077531200,
        }
    ),
)

S(
    "vendor/okta_api_token_in_powershell_session",
    r"""
PS C:\Users\jlaurent\scripts> Get-Content .\sync-groups.ps1 -TotalCount 20
# Synchronise les groupes AD "GG-App-*" vers Okta
param([switch]$WhatIf)
$OktaOrg   = "https://lyonnaise-energie.okta.com"
$Headers   = @{ Authorization = "SSWS «S»"; Accept = "application/json" }
$AdGroups  = Get-ADGroup -Filter 'Name -like "GG-App-*"' -SearchBase "OU=Applications,DC=le,DC=local"
foreach ($g in $AdGroups) {
    $members = Get-ADGroupMember $g | Get-ADUser -Properties mail | Select-Object -Expand mail
    Write-Host "$($g.Name): $($members.Count) membres"
}
PS C:\Users\jlaurent\scripts> .\sync-groups.ps1 -WhatIf
GG-App-Compta: 14 membres
GG-App-RH: 9 membres
GG-App-Terrain: 122 membres
GG-App-Direction: 6 membres
PS C:\Users\jlaurent\scripts> $PSVersionTable.PSVersion

Major  Minor  Patch  PreReleaseLabel BuildLabel
-----  -----  -----  --------------- ----------
7      4      6
""",
    "00" + r(40, URLSAFE),
)

S(
    "vendor/discord_bot_token_in_python_bot_log",
    r"""
$ python bot.py
2026-12-04 19:11:02 INFO     discord.client logging in using static token
2026-12-04 19:11:02 DEBUG    bot config: {'prefix': '!', 'guild_id': «N»«N2»«N3», 'token': '«S»', 'owner_ids': [«N4»«N5»«N6»], 'music_enabled': False}
2026-12-04 19:11:03 INFO     discord.gateway Shard ID None has connected to Gateway (Session ID: «X»«X2»).
2026-12-04 19:11:05 INFO     bot Logged in as Kedi#4471 (id=«N7»«N8»«N9»)
2026-12-04 19:11:05 INFO     bot Synced 7 slash commands to guild «N»«N2»«N3»
2026-12-04 19:11:41 INFO     bot /zar invoked by ayse.k in #oyun-odasi -> 4
2026-12-04 19:12:09 INFO     bot /anket invoked by mert in #genel: "Cuma akşamı film?" (3 seçenek)
2026-12-04 19:13:30 WARNING  discord.http We are being rate limited. PATCH https://discord.com/api/v10/channels/«N10»«N11»«N12»/messages/«N13»«N14»«N15» responded with 429. Retrying in 0.52 seconds.
2026-12-04 19:14:00 INFO     bot /hatirlat invoked by ayse.k: 20:00 "maç başlıyor"
2026-12-04 19:20:00 INFO     bot reminder sent to ayse.k
2026-12-04 19:25:12 INFO     bot /zar invoked by mert in #oyun-odasi -> 6
2026-12-04 19:31:55 INFO     discord.gateway Shard ID None has successfully RESUMED session «X»«X2».
2026-12-04 19:40:01 INFO     bot heartbeat latency=41ms guilds=1 members=37
2026-12-04 19:45:00 INFO     bot daily stats written to stats/2026-12-04.json
2026-12-04 19:50:01 INFO     bot heartbeat latency=39ms guilds=1 members=37
""",
    "M" + r(25, ALNUM) + "." + r(6, URLSAFE) + "." + r(38, URLSAFE),
)

S(
    "vendor/telegram_bot_token_in_systemd_unit",
    r"""
$ systemctl cat wetter-bot
# /etc/systemd/system/wetter-bot.service
[Unit]
Description=Telegram Wetter-Bot für die Kleingartenanlage
After=network-online.target
Wants=network-online.target

[Service]
Type=simple
User=wetterbot
WorkingDirectory=/opt/wetter-bot
Environment=PYTHONUNBUFFERED=1
Environment=TELEGRAM_BOT_TOKEN=«S»
Environment=WETTER_STATION_URL=http://192.168.178.40/api/v1/current
Environment=CHAT_IDS=-100«N»«N2»
ExecStart=/opt/wetter-bot/.venv/bin/python -m wetterbot
Restart=on-failure
RestartSec=10

[Install]
WantedBy=multi-user.target
$ systemctl status wetter-bot --no-pager | head -5
● wetter-bot.service - Telegram Wetter-Bot für die Kleingartenanlage
     Loaded: loaded (/etc/systemd/system/wetter-bot.service; enabled; preset: enabled)
     Active: active (running) since Thu 2026-12-03 06:00:02 CET; 1 day 4h ago
   Main PID: 733 (python)
""",
    str(_rng.randint(6 * 10**9, 8 * 10**9)) + ":AA" + r(33, URLSAFE),
)

S(
    "vendor/azure_openai_key_in_semantic_kernel_appsettings",
    r"""
{
  "Logging": {"LogLevel": {"Default": "Information", "Microsoft.SemanticKernel": "Debug"}},
  "AzureOpenAI": {
    "Endpoint": "https://aoai-helpdesk-swc.openai.azure.com/",
    "ChatDeployment": "gpt-4o-2024-11-20",
    "EmbeddingDeployment": "text-embedding-3-large",
    "ApiVersion": "2024-10-21",
    "ApiKey": "«S»"
  },
  "AzureAISearch": {
    "Endpoint": "https://srch-helpdesk-swc.search.windows.net",
    "IndexName": "kb-articles-sv",
    "UseManagedIdentity": true
  },
  "Helpdesk": {
    "DefaultLanguage": "sv-SE",
    "MaxHistoryTurns": 12,
    "EscalationQueue": "it-servicedesk-l2",
    "TicketSystemBaseUrl": "https://servicedesk.kommun.example.se"
  },
  "ApplicationInsights": {
    "ConnectionString": "InstrumentationKey=«U»;IngestionEndpoint=https://swedencentral-0.in.applicationinsights.azure.com/"
  }
}
""",
    r(84, ALNUM),
)

S(
    "vendor/new_relic_license_key_in_newrelic_yml",
    r"""
# newrelic.yml — generated by newrelic-admin generate-config, then edited
common: &default_settings
  license_key: '«S»'
  app_name: Reservas API (prod)
  distributed_tracing:
    enabled: true
  log_level: info
  high_security: false
  transaction_tracer:
    enabled: true
    transaction_threshold: apdex_f
    record_sql: obfuscated
  error_collector:
    enabled: true
    ignore_status_codes: 400-404
  browser_monitoring:
    auto_instrument: false
  labels: 'team:reservas;region:sa-east-1'

development:
  <<: *default_settings
  app_name: Reservas API (dev)
  monitor_mode: false

production:
  <<: *default_settings
""",
    hx(36) + "NRAL",
)

S(
    "vendor/circleci_token_in_cli_yml",
    r"""
$ cat ~/.circleci/cli.yml
host: https://circleci.com
endpoint: graphql-unstable
token: «S»
rest_endpoint: api/v2
tls_cert: ""
tls_insecure: false
orb_publishing:
  default_namespace: brightpath
$ circleci orb list brightpath
Orbs found: 3. Showing only certified orbs.
Add --uncertified for a list of all orbs.

brightpath/deploy (1.4.2)
brightpath/lint (0.9.0)
brightpath/cache (2.0.1)

In order to see more details about each orb, type: `circleci orb info orb-namespace/orb-name`

Search, filter, and view sources for all Orbs online at https://circleci.com/developer/orbs
$ circleci config validate
Config file at .circleci/config.yml is valid.
""",
    "CCIPAT_" + r(22) + "_" + hx(40),
)

S(
    "vendor/grafana_cloud_token_in_alloy_config",
    r"""
// /etc/alloy/config.alloy
logging {
  level  = "info"
  format = "logfmt"
}

prometheus.exporter.unix "node" {
  set_collectors = ["cpu", "meminfo", "filesystem", "netdev", "loadavg"]
}

prometheus.scrape "node" {
  targets         = prometheus.exporter.unix.node.targets
  forward_to      = [prometheus.remote_write.grafana_cloud.receiver]
  scrape_interval = "60s"
}

prometheus.remote_write "grafana_cloud" {
  endpoint {
    url = "https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push"
    basic_auth {
      username = "«N»"
      password = "«S»"
    }
  }
  external_labels = { host = "kiosk-lisboa-03", site = "lisboa" }
}
""",
    "glc_" + b64(90).rstrip("="),
)

S(
    "vendor/mistral_key_in_continue_config",
    r"""
$ cat ~/.continue/config.yaml
name: Local Assistant
version: 1.0.0
schema: v1
models:
  - name: Codestral
    provider: mistral
    model: codestral-latest
    apiKey: «S»
    roles:
      - autocomplete
      - edit
  - name: Llama 3.1 8B (local)
    provider: ollama
    model: llama3.1:8b
    roles:
      - chat
  - name: Nomic embed
    provider: ollama
    model: nomic-embed-text
    roles:
      - embed
context:
  - provider: code
  - provider: docs
  - provider: diff
  - provider: terminal
rules:
  - Réponds en français sauf si le code l'exige.
""",
    r(32),
)

S(
    "vendor/heroku_api_key_in_netrc",
    r"""
$ cat ~/.netrc
machine api.heroku.com
  login devops@cafe-orbit.example
  password «S»
machine git.heroku.com
  login devops@cafe-orbit.example
  password «S»
machine ftp.archive.example.org
  login anonymous
  password guest@
$ heroku auth:whoami
devops@cafe-orbit.example
$ heroku apps --team cafe-orbit
=== Apps in team cafe-orbit
cafe-orbit-api (eu)
cafe-orbit-staging (eu)
cafe-orbit-web (eu)
$ heroku releases -a cafe-orbit-api -n 3
=== cafe-orbit-api Releases - Current: v214
v214  Deploy «h»                devops@cafe-orbit.example  2026/12/03 17:11:40 +0100
v213  Set LOG_LEVEL config vars devops@cafe-orbit.example  2026/12/02 09:03:12 +0100
v212  Deploy «h2»                devops@cafe-orbit.example  2026/12/01 16:44:03 +0100
""",
    "HRKU-AA" + r(58, URLSAFE),
)

S(
    "vendor/buildkite_agent_token_in_cfg",
    r"""
$ sudo cat /etc/buildkite-agent/buildkite-agent.cfg
# The token from your Buildkite "Agents" page
token="«S»"

# The name of the agent
name="%hostname-%spawn"

# The number of agents to spawn in parallel (default is "1")
spawn=4

# The priority of the agent (higher priorities are assigned work first)
priority=5

# Tags for the agent (default is "queue=default")
tags="queue=linux-large,os=ubuntu-24.04,docker=true"

# Path to where the builds will run from
build-path="/var/lib/buildkite-agent/builds"

# Directory where the hook scripts are found
hooks-path="/etc/buildkite-agent/hooks"

# Directory where plugins will be cloned to
plugins-path="/etc/buildkite-agent/plugins"

# Flags to pass to the `git clone` command
git-clone-flags=-v --depth=50
""",
    hx(50),
)

S(
    "vendor/snowflake_password_in_dbt_profiles",
    r"""
$ cat ~/.dbt/profiles.yml
analytics:
  target: dev
  outputs:
    dev:
      type: snowflake
      account: xy12345.eu-central-1
      user: DBT_DEV_MARTA
      authenticator: externalbrowser
      role: TRANSFORMER_DEV
      database: ANALYTICS_DEV
      warehouse: TRANSFORMING_XS
      schema: dbt_marta
      threads: 8
    prod:
      type: snowflake
      account: xy12345.eu-central-1
      user: DBT_PROD_SVC
      password: "«S»"
      role: TRANSFORMER
      database: ANALYTICS
      warehouse: TRANSFORMING_M
      schema: marts
      threads: 16
      client_session_keep_alive: false
      query_tag: dbt-prod
$ dbt debug --target prod | tail -3
  Connection test: [OK connection ok]

All checks passed!
""",
    pw(),
)

S(
    "vendor/fastly_api_token_in_fastly_profile",
    r"""
$ fastly profile list
Default profile highlighted in red.

work

  Email: edge-team@noticias.example
  Token: «S»

personal

  Email: rafa@example.org
  Token: ********************************
$ fastly service list
NAME                  ID                      TYPE  ACTIVE VERSION  LAST EDITED (UTC)
noticias-www          «I»«I2»  vcl   87              2026-12-02 14:22
noticias-img          «I3»«I4»  vcl   23              2026-11-18 09:40
noticias-compute-api  «I5»«I6»  wasm  12              2026-11-30 17:05
$ fastly purge --service-id «I»«I2» --key portada
SUCCESS: Purged key: portada (service: «I»«I2»)
""",
    r(32, URLSAFE),
)

S(
    "vendor/pulumi_access_token_in_ci_env_sort",
    r"""
$ env | sort | grep -v -E '^(LS_COLORS|LESS)'
BUILDKITE=true
BUILDKITE_BRANCH=main
BUILDKITE_BUILD_NUMBER=4471
BUILDKITE_COMMIT=«H»
BUILDKITE_JOB_ID=«U»
BUILDKITE_PIPELINE_SLUG=infra-pulumi
BUILDKITE_REPO=git@github.com:saltmarsh/infra.git
CI=true
GOFLAGS=-mod=readonly
GOPATH=/home/buildkite/go
HOME=/home/buildkite
HOSTNAME=bk-agent-«I»
LANG=en_US.UTF-8
PULUMI_ACCESS_TOKEN=«S»
PULUMI_BACKEND_URL=https://api.pulumi.com
PULUMI_SKIP_UPDATE_CHECK=true
PWD=/var/lib/buildkite-agent/builds/bk-agent-«I»/saltmarsh/infra-pulumi
SHELL=/bin/bash
STACK=saltmarsh/infra/prod
TZ=UTC
USER=buildkite
""",
    "pul-" + hx(40),
)

S(
    "vendor/confluent_api_secret_in_ccloud_output",
    r"""
$ confluent api-key create --resource lkc-«I» --description "orders-connector (prod)"
It may take a couple of minutes for the API key to be ready.
Save the API key and secret. The secret is not retrievable later.
+------------+------------------------------------------------------------------+
| API Key    | «I2»                                                 |
| API Secret | «S» |
+------------+------------------------------------------------------------------+
$ confluent kafka topic list --cluster lkc-«I»
         Name         | Internal | Replication Factor | Partition Count
----------------------+----------+--------------------+------------------
  orders.created.v1   | false    |                  3 |               6
  orders.paid.v1      | false    |                  3 |               6
  orders.shipped.v1   | false    |                  3 |               6
  payments.dlq        | false    |                  3 |               1
$ confluent environment list
  Current |     ID     |   Name   | Stream Governance Package
----------+------------+----------+----------------------------
  *       | env-«I3» | prod     | ESSENTIALS
          | env-«I4» | staging  | ESSENTIALS
""",
    r(64, ALNUM + "+/"),
)

S(
    "vendor/gemini_api_key_in_langchain_notebook_markdown_paste",
    r"""
Ich habe das hier aus meinem Notebook kopiert, der zweite Aufruf hängt sich einfach auf. Hat jemand eine Idee?

```
In [1]: import os
   ...: from langchain_google_genai import ChatGoogleGenerativeAI
   ...: os.environ["GOOGLE_API_KEY"] = "«S»"

In [2]: llm = ChatGoogleGenerativeAI(model="gemini-2.5-flash", temperature=0)
   ...: llm.invoke("Fasse in einem Satz zusammen: Der Zug nach Köln fällt heute aus.").content
Out[2]: 'Der Zug nach Köln fällt heute aus.'

In [3]: from langchain_community.document_loaders import PyPDFLoader
   ...: docs = PyPDFLoader("Mietvertrag_2026.pdf").load()
   ...: len(docs)
Out[3]: 14

In [4]: llm.invoke("Welche Kündigungsfrist steht im Vertrag?\n\n" + "\n".join(d.page_content for d in docs))
^C---------------------------------------------------------------------------
KeyboardInterrupt                         Traceback (most recent call last)
```

langchain-google-genai 2.0.6, Python 3.12, läuft lokal auf einem MacBook Air M2.
""",
    "AIza" + r(35, URLSAFE),
)

S(
    "vendor/square_access_token_in_ruby_irb",
    r"""
$ bin/rails console
Loading development environment (Rails 7.2.2)
pos(dev)> Square::Client
=> Square::Client
pos(dev)> client = Square::Client.new(access_token: "«S»", environment: "production")
=> #<Square::Client:0x000000012a4b8f10 @config=#<Square::Configuration ...>>
pos(dev)> res = client.locations.list_locations
pos(dev)> res.success?
=> true
pos(dev)> res.data.locations.map { |l| [l[:id], l[:name], l[:status]] }
=> [["L«I»", "Panadería Centro", "ACTIVE"],
    ["L«I2»", "Panadería Norte", "ACTIVE"],
    ["L«I3»", "Obrador", "INACTIVE"]]
pos(dev)> Order.where(synced_at: nil).count
  Order Count (0.9ms)  SELECT COUNT(*) FROM "orders" WHERE "orders"."synced_at" IS NULL
=> 17
pos(dev)> SyncSquareOrdersJob.perform_now(limit: 17)
Performed SyncSquareOrdersJob (Job ID: «U») from Async(default) in 2841.2ms
=> {:synced=>17, :failed=>0}
pos(dev)> exit
""",
    "EAAA" + r(60, URLSAFE),
)

S(
    "vendor/paypal_client_secret_in_spring_yaml",
    r"""
# src/main/resources/application-prod.yml
server:
  port: 8080
  shutdown: graceful
spring:
  application:
    name: checkout-service
  datasource:
    url: jdbc:postgresql://pg-checkout.prod.internal:5432/checkout
    username: checkout
    password: ${DB_PASSWORD}
  jpa:
    open-in-view: false
    hibernate:
      ddl-auto: validate
paypal:
  mode: live
  base-url: https://api-m.paypal.com
  client-id: A«I»«I2»«I3»«I4»«I5»«I6»
  client-secret: «S»
  webhook-id: «I7»
  return-url: https://loja.example.pt/checkout/paypal/retorno
  cancel-url: https://loja.example.pt/checkout/paypal/cancelado
management:
  endpoints:
    web:
      exposure:
        include: health,info,metrics
""",
    "E" + r(79, URLSAFE),
)

S(
    "vendor/sonarqube_token_in_gradle_command_output",
    r"""
$ ./gradlew sonar -Dsonar.host.url=https://sonar.kaisha.example.jp -Dsonar.token=«S» -Dsonar.projectKey=kaisha_billing
> Task :compileJava UP-TO-DATE
> Task :processResources UP-TO-DATE
> Task :classes UP-TO-DATE
> Task :compileTestJava UP-TO-DATE
> Task :test UP-TO-DATE
> Task :jacocoTestReport UP-TO-DATE
> Task :sonar
SonarScanner for Gradle 6.0.1.5171
Project root configuration file: NONE
Analyzing on SonarQube server 10.7.0.96327
Default locale: "ja_JP", source code encoding: "UTF-8"
Load global settings
Load global settings (done) | time=112ms
Server id: «X»
Loading required plugins
Load project repositories
Quality gate status: PASSED
ANALYSIS SUCCESSFUL, you can find the results at: https://sonar.kaisha.example.jp/dashboard?id=kaisha_billing
More about the report processing at https://sonar.kaisha.example.jp/api/ce/task?id=«I»

BUILD SUCCESSFUL in 48s
7 actionable tasks: 1 executed, 6 up-to-date
""",
    "squ_" + hx(40),
)

S(
    "vendor/artifactory_api_key_in_settings_xml",
    r"""
$ cat ~/.m2/settings.xml
<?xml version="1.0" encoding="UTF-8"?>
<settings xmlns="http://maven.apache.org/SETTINGS/1.2.0"
          xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
          xsi:schemaLocation="http://maven.apache.org/SETTINGS/1.2.0 https://maven.apache.org/xsd/settings-1.2.0.xsd">
  <localRepository>${user.home}/.m2/repository</localRepository>
  <servers>
    <server>
      <id>central-mirror</id>
      <username>svc-maven-read</username>
      <password>${env.ARTIFACTORY_READ_TOKEN}</password>
    </server>
    <server>
      <id>releases</id>
      <username>svc-maven-publish</username>
      <password>«S»</password>
    </server>
  </servers>
  <mirrors>
    <mirror>
      <id>central-mirror</id>
      <mirrorOf>central</mirrorOf>
      <url>https://artifactory.werft.example/artifactory/maven-remote/</url>
    </mirror>
  </mirrors>
  <profiles>
    <profile>
      <id>default</id>
      <properties><java.version>21</java.version></properties>
    </profile>
  </profiles>
  <activeProfiles><activeProfile>default</activeProfile></activeProfiles>
</settings>
""",
    "AKCp" + r(69, ALNUM),
)

S(
    "vendor/brevo_key_in_wordpress_plugin_option_dump",
    r"""
$ wp option list --search="*brevo*" --allow-root
+--------------------------------+---------------------------------------------------------------------------------------+
| option_name                    | option_value                                                                          |
+--------------------------------+---------------------------------------------------------------------------------------+
| brevo_newsletter_list_id       | 7                                                                                     |
| brevo_double_optin_template    | 12                                                                                    |
| brevo_api_key_v3               | «S» |
| brevo_sender_email             | boletin@cafeteria-lola.example                                                        |
| brevo_sender_name              | Cafetería Lola                                                                        |
| brevo_tracking_enabled         | 0                                                                                     |
| brevo_last_sync                | 2026-12-04 05:00:02                                                                   |
+--------------------------------+---------------------------------------------------------------------------------------+
$ wp plugin list --status=active --fields=name,version --allow-root
+----------------------+---------+
| name                 | version |
+----------------------+---------+
| mailin               | 3.1.92  |
| woocommerce          | 9.4.3   |
| wordpress-seo        | 24.0    |
+----------------------+---------+
""",
    "xkeysib-" + hx(64) + "-" + r(16),
)

S(
    "vendor/deepseek_key_in_chinese_message",
    r"""
大家好，我在用 DeepSeek 的 API 做一个小工具，把会议录音转写后自动生成纪要。本地跑没问题，部署到公司服务器后一直报 401。下面是我的配置和日志，麻烦帮忙看看：

config.toml：

    [llm]
    provider = "deepseek"
    base_url = "https://api.deepseek.com"
    model = "deepseek-chat"
    api_key = "«S»"
    timeout_s = 60

    [asr]
    engine = "whisper-large-v3"
    language = "zh"

    [output]
    dir = "/data/minutes"
    format = "markdown"

日志：

    2026-12-04 14:02:11 INFO  转写完成: meeting_20261204.wav (42 分钟)
    2026-12-04 14:02:12 ERROR LLM 请求失败: 401 Authentication Fails (no such user)
    2026-12-04 14:02:12 INFO  重试 1/3 ...

服务器在内网，通过代理 http://10.0.0.5:3128 出网。是不是代理把 Authorization 头去掉了？
""",
    "sk-" + hx(32),
)

S(
    "vendor/perplexity_key_in_raycast_export",
    r"""
{
  "version": "1.84.10",
  "exportedAt": "2026-12-02T08:13:44Z",
  "extensions": [
    {
      "name": "perplexity-search",
      "enabled": true,
      "preferences": {
        "model": "sonar-pro",
        "apiKey": "«S»",
        "showSources": true,
        "language": "en"
      }
    },
    {
      "name": "github",
      "enabled": true,
      "preferences": {"authMethod": "oauth", "numberOfResults": 20}
    },
    {
      "name": "clipboard-history",
      "enabled": true,
      "preferences": {"keepFor": "3 months", "ignoreApps": ["1Password", "Bitwarden"]}
    },
    {
      "name": "window-management",
      "enabled": true,
      "preferences": {"gap": 8}
    }
  ],
  "hotkeys": {"perplexity-search": "⌥⌘P", "clipboard-history": "⌥⌘V"}
}
""",
    "pplx-" + r(48),
)

S(
    "vendor/xai_key_in_http_request_dump",
    r"""
POST /v1/chat/completions HTTP/1.1
Host: api.x.ai
User-Agent: python-httpx/0.28.1
Accept: application/json
Accept-Encoding: gzip, deflate
Connection: keep-alive
Content-Type: application/json
Authorization: Bearer «S»
Content-Length: 312
X-Stainless-Lang: python
X-Stainless-Package-Version: 1.57.0
X-Stainless-OS: Linux
X-Stainless-Arch: x64
X-Stainless-Runtime: CPython
X-Stainless-Runtime-Version: 3.12.7
X-Stainless-Retry-Count: 0

{"model": "grok-4", "messages": [{"role": "system", "content": "You are a terse release-notes writer."}, {"role": "user", "content": "Summarize: fixed login redirect loop; bumped deps; new CSV export."}], "temperature": 0.3, "max_tokens": 200}

HTTP/1.1 200 OK
content-type: application/json
x-request-id: «U»
""",
    "xai-" + r(80),
)

S(
    "vendor/shopify_api_secret_in_shopify_app_toml",
    r"""
$ cat shopify.app.toml
# Learn more about configuring your app at https://shopify.dev/docs/apps/tools/cli/configuration
client_id = "«X»«X2»"
name = "bundle-builder"
handle = "bundle-builder-41"
application_url = "https://bundles.kitchenco.example"
embedded = true

[build]
automatically_update_urls_on_dev = true
include_config_on_deploy = true

[access_scopes]
scopes = "read_products,write_products,read_orders"

[auth]
redirect_urls = [
  "https://bundles.kitchenco.example/auth/callback",
  "https://bundles.kitchenco.example/auth/shopify/callback",
]

[webhooks]
api_version = "2024-10"

[pos]
embedded = false
$ cat .env
SHOPIFY_API_KEY=«X»«X2»
SHOPIFY_API_SECRET=«S»
SCOPES=read_products,write_products,read_orders
HOST=https://bundles.kitchenco.example
""",
    "shpss_" + hx(32),
)

S(
    "vendor/render_api_key_in_curl_transcript_ko",
    r"""
# Render 배포 자동화 메모 (2026-12-04)

1) 서비스 목록 확인

$ curl -s -H "Authorization: Bearer «S»" https://api.render.com/v1/services?limit=3 | jq '.[].service | {id, name, type}'
{
  "id": "srv-«I»",
  "name": "dalbit-api",
  "type": "web_service"
}
{
  "id": "srv-«I2»",
  "name": "dalbit-worker",
  "type": "background_worker"
}
{
  "id": "crn-«I3»",
  "name": "dalbit-cleanup",
  "type": "cron_job"
}

2) 배포 트리거

$ curl -s -X POST -H "Authorization: Bearer «S»" https://api.render.com/v1/services/srv-«I»/deploys | jq '{id, status}'
{
  "id": "dep-«I4»",
  "status": "created"
}

3) 다음 단계: GitHub Actions 에서 secrets.RENDER_API_KEY 로 옮기기
""",
    "rnd_" + r(28),
)

S(
    "vendor/resend_key_in_bun_test_failure",
    r"""
$ bun test
bun test v1.1.38 («h»)

src/mail.test.ts:
✓ renders welcome template [3.12ms]
✓ renders reset template [1.04ms]
✗ sends via Resend [412.55ms]

error: expect(received).toEqual(expected)

  {
    "from": "Olá Tarefas <ola@tarefas.example>",
    "to": ["teste@tarefas.example"],
-   "status": 200,
+   "status": 401,
+   "error": "API key is invalid",
  }

      at /home/bea/tarefas/src/mail.test.ts:41:24

config used: {"provider":"resend","apiKey":"«S»","from":"Olá Tarefas <ola@tarefas.example>","sandbox":false}

 2 pass
 1 fail
 5 expect() calls
Ran 3 tests across 1 files. [611.00ms]
""",
    "re_" + r(8) + "_" + r(24),
)

S(
    "vendor/cohere_key_in_r_environ",
    r"""
$ cat ~/.Renviron
R_LIBS_USER=~/R/library/%v
R_MAX_VSIZE=32Gb
RETICULATE_PYTHON=~/.virtualenvs/r-reticulate/bin/python
COHERE_API_KEY=«S»
GITHUB_PAT=${GH_TOKEN}
TZ=America/Santiago
$ Rscript -e 'sessionInfo()' | head -8
R version 4.4.2 (2024-10-31)
Platform: aarch64-apple-darwin20
Running under: macOS Sequoia 15.1.1

Matrix products: default
BLAS:   /System/Library/Frameworks/Accelerate.framework/Versions/A/Frameworks/vecLib.framework/Versions/A/libBLAS.dylib
LAPACK: /Library/Frameworks/R.framework/Versions/4.4-arm64/Resources/lib/libRlapack.dylib;  LAPACK version 3.12.0

$ Rscript scripts/clasificar_comentarios.R --input data/encuesta_2026.csv
Leyendo 1.842 comentarios...
Clasificando con embed-multilingual-v3.0 (lotes de 96)...
  lote 1/20 ok
  lote 2/20 ok
Listo: resultados/encuesta_2026_clusters.csv
""",
    r(40),
)

# ============================================================ secrets: split
SP(
    "split/db_password_two_env_parts_script",
    r"""
$ cat deploy/start.sh
#!/bin/sh
# Das Passwort ist wegen der 64-Zeichen-Grenze im alten Panel auf zwei Variablen verteilt.
set -eu
: "${APP_HOME:=/srv/lohn}"
export DB_HOST=db.lohn.internal
export DB_PORT=5432
export DB_NAME=lohnbuchhaltung
export DB_USER=lohn_app
export DB_PASS_PART_A='«S1»'
export DB_PASS_PART_B='«S2»'
export DB_PASSWORD="${DB_PASS_PART_A}${DB_PASS_PART_B}"
export JAVA_OPTS="-Xms512m -Xmx2g -Duser.timezone=Europe/Berlin"
cd "$APP_HOME"
echo "starting lohn-service $(cat VERSION) on $(hostname)"
exec java $JAVA_OPTS -jar lohn-service.jar --spring.profiles.active=prod
$ cat /srv/lohn/VERSION
6.3.1
$ ./deploy/start.sh 2>&1 | head -3
starting lohn-service 6.3.1 on lohn-app-02
Picked up JAVA_TOOL_OPTIONS: -XX:+UseContainerSupport
2026-12-04 08:00:14 INFO  Starting LohnServiceApplication v6.3.1
""",
    r(12, ALNUM),
    r(12, ALNUM),
)

SP(
    "split/token_wrapped_in_terminal_output",
    r"""
$ kubectl -n ci create token build-bot --duration=720h
«S1»
«S2»
$ kubectl -n ci get sa build-bot -o yaml
apiVersion: v1
kind: ServiceAccount
metadata:
  creationTimestamp: "2026-09-14T12:01:44Z"
  name: build-bot
  namespace: ci
  resourceVersion: "«N»"
  uid: «U»
$ kubectl -n ci get rolebinding build-bot -o wide
NAME        ROLE                  AGE    USERS   GROUPS   SERVICEACCOUNTS
build-bot   ClusterRole/edit      81d                     ci/build-bot
$ kubectl auth can-i create deployments -n ci --as=system:serviceaccount:ci:build-bot
yes
$ kubectl auth can-i get secrets -n kube-system --as=system:serviceaccount:ci:build-bot
no
""",
    "eyJhbGciOiJSUzI1NiIsImtpZCI6Ik" + r(50, URLSAFE),
    r(80, URLSAFE) + "." + r(60, URLSAFE),
)

SP(
    "split/js_string_concat_api_key",
    r"""
// src/lib/analytics-server.js
// Obfuscated a bit so the scanner in the old CI stops complaining (yes, I know)
import { createHash } from "node:crypto";

const INGEST_URL = "https://ingest.metrics-hub.example.com/v2/batch";
const KEY =
  "«S1»" +
  "«S2»" +
  "«S3»";

export async function track(event, props = {}) {
  const body = JSON.stringify({
    event,
    props,
    ts: Date.now(),
    anon: createHash("sha256").update(props.userId ?? "").digest("hex").slice(0, 16),
  });
  const res = await fetch(INGEST_URL, {
    method: "POST",
    headers: { "content-type": "application/json", "x-ingest-key": KEY },
    body,
  });
  if (!res.ok) console.warn("analytics: ingest failed", res.status);
}

export const flushIntervalMs = 10_000;
export const maxBatch = 200;
""",
    "mhk_live_" + r(10, LOWER_NUM),
    r(14, LOWER_NUM),
    r(14, LOWER_NUM),
)

SP(
    "split/chat_two_messages_password",
    r"""
[2026-12-03 22:41] Lucía Fernández: hola, ¿sigues despierto?
[2026-12-03 22:41] Andrés Ruiz: sí, dime
[2026-12-03 22:42] Lucía Fernández: el cliente de Valencia no puede entrar al panel y mañana tienen inventario
[2026-12-03 22:42] Lucía Fernández: he reseteado la cuenta de admin de su tienda (usuario: admin@ferreteria-turia.example)
[2026-12-03 22:43] Lucía Fernández: te paso la nueva contraseña en dos mensajes por si acaso, primera parte: «S1»
[2026-12-03 22:43] Andrés Ruiz: ok
[2026-12-03 22:43] Lucía Fernández: segunda parte: «S2»
[2026-12-03 22:44] Andrés Ruiz: entro y reviso los permisos del rol "encargado"
[2026-12-03 22:51] Andrés Ruiz: ya está, el rol no tenía acceso a "Stock". Lo he activado
[2026-12-03 22:52] Lucía Fernández: genial!! mañana les digo que la cambien
[2026-12-03 22:52] Andrés Ruiz: y abre un ticket para que revisemos por qué se perdió el permiso tras la migración
[2026-12-03 22:53] Lucía Fernández: hecho: SOP-2291
[2026-12-03 22:53] Andrés Ruiz: 👍 el enlace de reseteo que les mandó el sistema caduca en 24 h, por si acaso
[2026-12-03 22:54] Lucía Fernández: vale, gracias
[2026-12-03 22:54] Andrés Ruiz: buenas noches
[2026-12-03 22:54] Lucía Fernández: buenas noches
""",
    "Turia" + r(4, DIGITS),
    "#" + r(6, ALNUM) + "!",
)

SP(
    "split/nextauth_chunked_cookie",
    r"""
$ curl -sv https://app.lernplattform.example/api/auth/session \
    -H 'cookie: __Host-next-auth.csrf-token=«X»«X2»%7C«D»; __Secure-next-auth.callback-url=https%3A%2F%2Fapp.lernplattform.example%2Fkurse; __Secure-next-auth.session-token.0=«S1»; __Secure-next-auth.session-token.1=«S2»' 2>&1 | grep -E '^(<|>) |^\{'
> GET /api/auth/session HTTP/2
> Host: app.lernplattform.example
> user-agent: curl/8.7.1
> accept: */*
>
< HTTP/2 200
< cache-control: private, no-cache, no-store
< content-type: application/json
< date: Fri, 04 Dec 2026 10:14:21 GMT
< server: Vercel
< x-vercel-id: fra1::iad1::«I»-«N»-«X3»
{"user":{"name":"Emma Schulz","email":"emma.schulz@schule.example","image":null},"expires":"2027-01-03T10:14:21.338Z"}
$ # Session-Cookie ist zu groß (>4096 Bytes), deshalb von NextAuth in .0 und .1 aufgeteilt
$ # TODO: JWT-Inhalt verkleinern (roles nicht mitschicken)
""",
    "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + r(400, URLSAFE),
    r(220, URLSAFE),
)

SP(
    "split/python_implicit_concat_signing_secret",
    r"""
# payments/webhooks.py
import hashlib
import hmac
import logging
import time

from django.http import HttpResponse, HttpResponseBadRequest
from django.views.decorators.csrf import csrf_exempt

log = logging.getLogger(__name__)

# Secret partagé avec le PSP (rotation prévue en janvier)
WEBHOOK_SECRET = (
    "«S1»"
    "«S2»"
)
TOLERANCE_S = 300


@csrf_exempt
def psp_webhook(request):
    sig = request.headers.get("X-PSP-Signature", "")
    ts = request.headers.get("X-PSP-Timestamp", "0")
    if abs(time.time() - int(ts)) > TOLERANCE_S:
        return HttpResponseBadRequest("stale")
    mac = hmac.new(WEBHOOK_SECRET.encode(), f"{ts}.".encode() + request.body, hashlib.sha256)
    if not hmac.compare_digest(mac.hexdigest(), sig):
        log.warning("bad signature from %s", request.META.get("REMOTE_ADDR"))
        return HttpResponseBadRequest("signature")
    return HttpResponse("ok")
""",
    hx(32),
    hx(32),
)

SP(
    "split/terraform_join_password",
    r"""
$ terraform console
> var.environment
"staging"
> local.db_password
(sensitive value)
> nonsensitive(local.db_password)
"«S1»«S2»"
> exit
$ grep -n -A6 'locals {' modules/db/main.tf
14:locals {
15-  # split because the old tf linter flagged long literals (to be replaced by random_password)
16-  pw_head     = "«S1»"
17-  pw_tail     = "«S2»"
18-  db_password = sensitive(join("", [local.pw_head, local.pw_tail]))
19-  db_name     = "inventory_${var.environment}"
20-}
$ terraform state list | grep db
module.db.aws_db_instance.this
module.db.aws_db_parameter_group.this
module.db.aws_db_subnet_group.this
module.db.aws_security_group.db
""",
    "Inv" + r(7, ALNUM),
    r(9, ALNUM) + "!",
)

SP(
    "split/go_const_concat_token",
    r"""
// internal/notifier/client.go
package notifier

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

const (
	endpoint = "https://notify.internal.example.net/v1/messages"
	// 서비스 토큰 (임시) — 설정 서버 연동 후 제거 예정
	serviceToken = "«S1»" +
		"«S2»"
)

type Client struct {
	http *http.Client
}

func New() *Client { return &Client{http: &http.Client{Timeout: 5 * time.Second}} }

func (c *Client) Send(ctx context.Context, to, body string) error {
	buf, _ := json.Marshal(map[string]string{"to": to, "body": body})
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(buf))
	req.Header.Set("Authorization", "Token "+serviceToken)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("notify: %w", err)
	}
	defer resp.Body.Close()
	return nil
}
""",
    "nst_" + r(20, LOWER_NUM),
    r(24, LOWER_NUM),
)

SP(
    "split/aws_secret_wrapped_in_table",
    r"""
$ aws iam create-access-key --user-name backup-uploader --output table
---------------------------------------------------------------------------------
|                                CreateAccessKey                                |
+-------------------------------------------------------------------------------+
||                                  AccessKey                                  ||
|+-----------------+------------------------------------------------------------+|
||  AccessKeyId    |  AKIA«I»«I2»                                       ||
||  CreateDate     |  2026-12-04T09:41:07+00:00                                 ||
||  SecretAccessKey|  «S1»                                   ||
||                 |  «S2»                                                  ||
||  Status         |  Active                                                    ||
||  UserName       |  backup-uploader                                           ||
|+-----------------+------------------------------------------------------------+|
$ aws iam list-access-keys --user-name backup-uploader --output text
ACCESSKEYMETADATA	AKIA«I»«I2»	2026-12-04T09:41:07+00:00	Active	backup-uploader
ACCESSKEYMETADATA	AKIA«I3»«I4»	2025-06-02T14:12:55+00:00	Inactive	backup-uploader
$ aws iam delete-access-key --user-name backup-uploader --access-key-id AKIA«I3»«I4»
$ echo $?
0
""",
    r(22, ALNUM + "/+"),
    r(18, ALNUM + "/+"),
)

SP(
    "split/sql_concat_password_in_procedure",
    r"""
-- migrations/V42__linked_server_reporting.sql
-- Linked server to the old reporting box (to be decommissioned in Q2)
IF NOT EXISTS (SELECT 1 FROM sys.servers WHERE name = N'RPT_LEGACY')
BEGIN
    EXEC sp_addlinkedserver
        @server     = N'RPT_LEGACY',
        @srvproduct = N'',
        @provider   = N'MSOLEDBSQL',
        @datasrc    = N'rpt-legacy.corp.example,1433';
END
GO

DECLARE @pw NVARCHAR(128) = CONCAT(N'«S1»', N'«S2»');

EXEC sp_addlinkedsrvlogin
    @rmtsrvname  = N'RPT_LEGACY',
    @useself     = N'False',
    @locallogin  = NULL,
    @rmtuser     = N'rpt_reader',
    @rmtpassword = @pw;
GO

EXEC sp_serveroption N'RPT_LEGACY', N'rpc out', N'true';
EXEC sp_serveroption N'RPT_LEGACY', N'query timeout', N'120';
GO
SELECT TOP (5) name, create_date FROM RPT_LEGACY.ReportDB.sys.tables ORDER BY create_date DESC;
""",
    "Rpt" + r(6, ALNUM),
    r(6, ALNUM) + "#9",
)

SP(
    "split/yaml_folded_webhook_secret",
    r"""
# config/integrations.yaml
# Integraciones externas — entorno: producción
crm:
  base_url: https://crm.inmobiliaria-costa.example/api/v3
  timeout_s: 20
  retries: 2
  page_size: 100
erp:
  base_url: https://erp.inmobiliaria-costa.example/odata
  company: COSTA-01
  fiscal_year: 2026
portal_inmuebles:
  feed_url: https://feeds.portal-inmuebles.example/v2/agencias/4471/listings.xml
  refresh_minutes: 30
  webhook:
    path: /hooks/portal
    # secreto compartido, partido en dos líneas por el límite de 80 columnas del linter
    secret: >-
      «S1»
      «S2»
    events: [listing.created, listing.updated, lead.received]
firma_digital:
  provider: docusign
  account_id: «U»
  base_path: https://eu.docusign.net/restapi
  integration_key_ref: vault:kv/costa/docusign#integration_key
""",
    hx(40),
    hx(24),
)

SP(
    "split/rust_concat_macro_key",
    r"""
// src/config.rs
use std::time::Duration;

pub struct Config {
    pub listen: &'static str,
    pub upstream: &'static str,
    pub api_key: &'static str,
    pub timeout: Duration,
    pub max_body: usize,
}

// NOTE: temporary until we wire up figment + env; do not ship
const API_KEY: &str = concat!(
    "«S1»",
    "«S2»",
);

pub const CONFIG: Config = Config {
    listen: "0.0.0.0:7878",
    upstream: "https://tiles.cartografia.example.org",
    api_key: API_KEY,
    timeout: Duration::from_secs(8),
    max_body: 4 * 1024 * 1024,
};

#[cfg(test)]
mod tests {
    #[test]
    fn listen_is_valid() {
        assert!(super::CONFIG.listen.parse::<std::net::SocketAddr>().is_ok());
    }
}
""",
    "tca_" + r(18, LOWER_NUM),
    r(22, LOWER_NUM),
)

SP(
    "split/journalctl_wrapped_line",
    r"""
$ journalctl -u sync-agent --no-pager -o cat | sed -n '1,18p'
sync-agent 2.3.0 starting (pid 5121)
loading /etc/sync-agent/agent.toml
  remote = "https://sync.dateien.example.de"
  device_id = "«U»"
  watch = ["/home/lena/Dokumente", "/home/lena/Bilder"]
  exclude = ["*.tmp", "~$*", ".DS_Store"]
  device_secret = "«S1»
«S2»"
parse warning: line 7: newline in string literal, value truncated
auth failed: 401 device secret mismatch
retrying in 30s
sync-agent 2.3.0 starting (pid 5188)
loading /etc/sync-agent/agent.toml
parse warning: line 7: newline in string literal, value truncated
auth failed: 401 device secret mismatch
retrying in 60s
""",
    r(30, ALNUM),
    r(34, ALNUM),
)

SP(
    "split/java_stringbuilder_password",
    r"""
// src/main/java/br/com/transportes/legacy/FtpExporter.java
package br.com.transportes.legacy;

import org.apache.commons.net.ftp.FTP;
import org.apache.commons.net.ftp.FTPClient;

import java.io.FileInputStream;
import java.io.IOException;
import java.nio.file.Path;

public class FtpExporter {
    private static final String HOST = "ftp.parceiro-logistica.example.com.br";
    private static final String USER = "transp_export";

    // senha montada assim desde 2019, não mexer sem falar com o parceiro
    private static String senha() {
        return new StringBuilder()
            .append("«S1»")
            .append("«S2»")
            .toString();
    }

    public void upload(Path file) throws IOException {
        FTPClient ftp = new FTPClient();
        ftp.connect(HOST, 21);
        ftp.login(USER, senha());
        ftp.enterLocalPassiveMode();
        ftp.setFileType(FTP.BINARY_FILE_TYPE);
        try (var in = new FileInputStream(file.toFile())) {
            ftp.storeFile("/entrada/" + file.getFileName(), in);
        }
        ftp.logout();
    }
}
""",
    "Tr4nsp" + r(4, DIGITS),
    "@" + r(6, ALNUM),
)

SP(
    "split/agent_json_token_split_in_two_tool_results",
    r"""
[
  {"role": "user", "content": "Rotate the metrics push token on the edge boxes; the new one is in the password manager entry 'edge-metrics'."},
  {"role": "assistant", "content": [
    {"type": "tool_use", "id": "toolu_01«I»", "name": "bash", "input": {"command": "op item get edge-metrics --fields label=token_part_1"}}
  ]},
  {"role": "user", "content": [
    {"type": "tool_result", "tool_use_id": "toolu_01«I»", "content": "«S1»"}
  ]},
  {"role": "assistant", "content": [
    {"type": "tool_use", "id": "toolu_01«I2»", "name": "bash", "input": {"command": "op item get edge-metrics --fields label=token_part_2"}}
  ]},
  {"role": "user", "content": [
    {"type": "tool_result", "tool_use_id": "toolu_01«I2»", "content": "«S2»"}
  ]},
  {"role": "assistant", "content": [
    {"type": "text", "text": "Got both parts. I'll write the combined token to /etc/edge-metrics/token on each host via the Ansible role instead of pasting it into commands."},
    {"type": "tool_use", "id": "toolu_01«I3»", "name": "bash", "input": {"command": "ansible-playbook -i inventory/edge.ini playbooks/rotate-metrics-token.yml --limit edge --check"}}
  ]},
  {"role": "user", "content": [
    {"type": "tool_result", "tool_use_id": "toolu_01«I3»", "content": "PLAY RECAP\nedge-01 : ok=4 changed=1 unreachable=0 failed=0\nedge-02 : ok=4 changed=1 unreachable=0 failed=0\nedge-03 : ok=4 changed=1 unreachable=0 failed=0"}
  ]}
]
""",
    "emt_" + r(22, LOWER_NUM),
    r(26, LOWER_NUM),
)

SP(
    "split/csharp_string_concat_conn",
    r"""
// Infrastructure/Persistence/DbFactory.cs
using System.Data;
using Microsoft.Data.SqlClient;

namespace Lojistik.Infrastructure.Persistence;

public static class DbFactory
{
    private const string Server = "sql-lojistik-01.corp.example.com.tr";
    private const string Database = "Sevkiyat";
    private const string User = "sevkiyat_app";

    // TODO(ayse): KeyVault'a taşınacak, şimdilik parçalı duruyor
    private static readonly string Pwd = string.Concat("«S1»", "«S2»");

    public static IDbConnection Create()
    {
        var csb = new SqlConnectionStringBuilder
        {
            DataSource = Server,
            InitialCatalog = Database,
            UserID = User,
            Password = Pwd,
            Encrypt = true,
            TrustServerCertificate = false,
            ConnectTimeout = 15,
            ApplicationName = "lojistik-api"
        };
        return new SqlConnection(csb.ConnectionString);
    }
}
""",
    "Sevk" + r(5, ALNUM),
    r(6, ALNUM) + "%2",
)

SP(
    "split/env_key_and_iv_pair",
    r"""
# .env.production (crypto section) — gerado por scripts/gen-keys.sh em 2026-11-02
APP_NAME=prontuario
APP_ENV=production
APP_URL=https://prontuario.clinica-azul.example
LOG_LEVEL=warn
DB_HOST=10.8.0.14
DB_PORT=5432
DB_NAME=prontuario
DB_USER=prontuario_app
DB_PASSWORD_FILE=/run/secrets/db_password
# Criptografia de campos sensíveis (AES-256-CBC): chave e IV
FIELD_CRYPT_KEY=«S1»
FIELD_CRYPT_IV=«S2»
FIELD_CRYPT_ALGO=aes-256-cbc
STORAGE_DRIVER=s3
STORAGE_BUCKET=prontuario-anexos
STORAGE_REGION=sa-east-1
SMTP_HOST=smtp.clinica-azul.example
SMTP_PORT=587
PDF_RENDERER_URL=http://pdf-renderer:3000
""",
    hx(64),
    hx(32),
)

SP(
    "split/powershell_securestring_parts",
    r"""
PS C:\ops> Get-Content .\connect-vcenter.ps1
# Connexion vCenter pour les scripts de reporting nocturnes
Import-Module VMware.PowerCLI -ErrorAction Stop
Set-PowerCLIConfiguration -InvalidCertificateAction Ignore -Confirm:$false | Out-Null

$vcServer = "vcenter01.infra.exemple.local"
$vcUser   = "svc-reporting@vsphere.local"
$p1 = "«S1»"
$p2 = "«S2»"
$secure = ConvertTo-SecureString ($p1 + $p2) -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($vcUser, $secure)

Connect-VIServer -Server $vcServer -Credential $cred | Out-Null
Get-VM | Select-Object Name, PowerState, NumCpu, MemoryGB |
    Export-Csv -Path "D:\reports\vms-$(Get-Date -Format yyyyMMdd).csv" -NoTypeInformation -Encoding UTF8
Disconnect-VIServer -Server $vcServer -Confirm:$false
PS C:\ops> .\connect-vcenter.ps1
PS C:\ops> Get-ChildItem D:\reports | Select-Object -Last 2

    Directory: D:\reports

Mode                 LastWriteTime         Length Name
----                 -------------         ------ ----
-a---          03/12/2026    02:00          48211 vms-20261203.csv
-a---          04/12/2026    02:00          48377 vms-20261204.csv
""",
    "Vc" + r(6, ALNUM),
    r(6, ALNUM) + "!!",
)

SP(
    "split/wireguard_key_two_halves_in_chat",
    r"""
[#infra-help] thread: "vpn gateway key for the new site"

@Bruno (10:02): I need the WireGuard private key for the Porto gateway, the config in the repo only has the public one:

    [Interface]
    Address = 10.99.14.1/24
    ListenPort = 51820
    PrivateKey = <from vault>

    [Peer]
    # Lisboa HQ
    PublicKey = «I»«I2»«I3»«I4»=
    AllowedIPs = 10.99.0.0/16
    Endpoint = vpn-hq.empresa.example:51820

@Carla (10:09): vault is down for maintenance until noon. Here it is in two parts, delete after use:
@Carla (10:09): «S1»
@Carla (10:10): «S2»
@Bruno (10:14): thanks, tunnel is up: latest handshake 12 seconds ago, transfer 4.1 KiB received
@Carla (10:15): 👍 please put it back into vault when it's up and rotate next week
@Bruno (10:15): ticket INFRA-3310 created
""",
    *(lambda k: (k[:22], k[22:]))(b64(32)),
)

SP(
    "split/docker_compose_override_two_files",
    r"""
$ cat docker-compose.yml docker-compose.override.yml
# ---- docker-compose.yml ----
services:
  app:
    image: ghcr.io/hanami-bento/orders:3.4.1
    env_file: .env
    environment:
      LINE_CHANNEL_ID: "«N»«N2»"
      LINE_SECRET_PREFIX: "«S1»"
    ports: ["8080:8080"]
    depends_on: [redis]
  redis:
    image: redis:7.4-alpine
    command: ["redis-server", "--save", "", "--appendonly", "no"]
# ---- docker-compose.override.yml ----
services:
  app:
    environment:
      # 後半は override 側に（前半と結合して LINE_CHANNEL_SECRET になる）
      LINE_SECRET_SUFFIX: "«S2»"
      LOG_LEVEL: debug
    volumes:
      - ./src:/app/src:ro
$ grep -n SECRET src/config.ts
12:  lineChannelSecret: process.env.LINE_SECRET_PREFIX! + process.env.LINE_SECRET_SUFFIX!,
""",
    hx(16),
    hx(16),
)

# ============================================================ secrets: encoded
S(
    "encoded/basic_auth_header_in_curl_verbose",
    r"""
$ curl -v https://registry.paketdienst.example/v2/_catalog -u "$REG_USER:$REG_PASS"
*   Trying 192.0.2.80:443...
* Connected to registry.paketdienst.example (192.0.2.80) port 443
* ALPN: curl offers h2,http/1.1
* TLSv1.3 (OUT), TLS handshake, Client hello (1):
* TLSv1.3 (IN), TLS handshake, Server hello (2):
* TLSv1.3 (IN), TLS handshake, Certificate (11):
* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384
* Server certificate:
*  subject: CN=registry.paketdienst.example
*  issuer: C=US; O=Let's Encrypt; CN=R11
* using HTTP/2
* Server auth using Basic with user 'ci-pull'
> GET /v2/_catalog HTTP/2
> Host: registry.paketdienst.example
> Authorization: Basic «S»
> User-Agent: curl/8.5.0
> Accept: */*
>
< HTTP/2 200
< content-type: application/json; charset=utf-8
< docker-distribution-api-version: registry/2.0
<
{"repositories":["paket/api","paket/label-printer","paket/tracking-web"]}
""",
    b64s("ci-pull:" + pw()),
)

S(
    "encoded/k8s_secret_data_base64_password",
    r"""
$ kubectl get secret mariadb -n wiki -o yaml
apiVersion: v1
data:
  mariadb-database: d2lraQ==
  mariadb-root-password: «S»
  mariadb-user: d2lraQ==
kind: Secret
metadata:
  annotations:
    meta.helm.sh/release-name: mariadb
    meta.helm.sh/release-namespace: wiki
  creationTimestamp: "2026-08-21T14:02:33Z"
  labels:
    app.kubernetes.io/instance: mariadb
    app.kubernetes.io/managed-by: Helm
    app.kubernetes.io/name: mariadb
    app.kubernetes.io/version: 11.4.4
    helm.sh/chart: mariadb-20.1.1
  name: mariadb
  namespace: wiki
  resourceVersion: "«N»"
  uid: «U»
type: Opaque
""",
    b64s(pw()),
)

S(
    "encoded/docker_config_json_auth",
    r"""
$ cat ~/.docker/config.json
{
	"auths": {
		"https://index.docker.io/v1/": {},
		"ghcr.io": {
			"auth": "«S»"
		},
		"europe-west3-docker.pkg.dev": {}
	},
	"credHelpers": {
		"europe-west3-docker.pkg.dev": "gcloud",
		"public.ecr.aws": "ecr-login"
	},
	"credsStore": "osxkeychain",
	"currentContext": "colima",
	"plugins": {
		"-x-cli-hints": {
			"enabled": "true"
		}
	}
}
$ docker context ls
NAME       DESCRIPTION                               DOCKER ENDPOINT                                    ERROR
colima *   colima                                    unix:///Users/jonas/.colima/default/docker.sock
default    Current DOCKER_HOST based configuration   unix:///var/run/docker.sock
""",
    b64s("jonas-weber:ghp_" + r(36)),
)

S(
    "encoded/percent_encoded_password_in_dsn",
    r"""
$ cat config/database.yml
default: &default
  adapter: postgresql
  encoding: unicode
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>
  timeout: 5000

development:
  <<: *default
  database: biblioteca_dev
  host: localhost

test:
  <<: *default
  database: biblioteca_test
  host: localhost

production:
  <<: *default
  # contraseña con caracteres especiales, por eso va url-encoded
  url: postgres://biblioteca:«S»@pg-prod.biblioteca.internal:5432/biblioteca?sslmode=require
  pool: 20
$ bin/rails runner -e production 'puts ActiveRecord::Base.connection.select_value("select version()")'
PostgreSQL 16.4 on x86_64-pc-linux-gnu, compiled by gcc (GCC) 12.2.0, 64-bit
""",
    "Bib" + r(4, DIGITS) + "%40" + r(4, ALNUM) + "%23" + r(4, ALNUM) + "%21",
)

S(
    "encoded/kubeconfig_client_key_data",
    r"""
$ cat ~/.kube/config
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJkekNDQVIyZ0F3SUJBZ0lCQURBS0JnZ3Foa2pPUFFRREFqQWpNU0V3SHdZRFZRUUREQmhyTTNNdGMyVnkKLS0tLS1FTkQgQ0VSVElGSUNBVEUtLS0tLQo=
    server: https://10.42.0.1:6443
  name: homelab
contexts:
- context:
    cluster: homelab
    namespace: media
    user: admin@homelab
  name: homelab
current-context: homelab
kind: Config
preferences: {}
users:
- name: admin@homelab
  user:
    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJrVENDQVRlZ0F3SUJBZ0lJUWZ2Y3JhZ0ZuTkV3Q2dZSUtvWkl6ajBFQXdJd0l6RWhNQjhHQTFVRUF3d1kKLS0tLS1FTkQgQ0VSVElGSUNBVEUtLS0tLQo=
    client-key-data: «S»
$ kubectl get nodes
NAME      STATUS   ROLES                       AGE    VERSION
nuc-01    Ready    control-plane,etcd,master   214d   v1.31.3+k3s1
nuc-02    Ready    <none>                      214d   v1.31.3+k3s1
pi-03     Ready    <none>                      88d    v1.31.3+k3s1
""",
    b64s(
        "-----BEGIN EC PRIVATE KEY-----\n"
        + pem_body(121)
        + "\n-----END EC PRIVATE KEY-----\n"
    ),
)

S(
    "encoded/base64_env_file_ci_variable",
    r"""
$ gh variable list && gh secret list
NAME              VALUE                                  UPDATED
NODE_VERSION      22                                     about 2 months ago
DEPLOY_REGION     ap-southeast-2                         about 2 months ago
NAME              UPDATED
DEPLOY_SSH_KEY    about 1 month ago
$ cat .github/workflows/deploy.yml | sed -n '18,40p'
      - name: Write .env
        # temporary: secret store migration pending, blob pasted inline
        run: echo "«S»" | base64 -d > .env
      - name: Build
        run: |
          corepack enable
          pnpm install --frozen-lockfile
          pnpm build
      - name: Upload
        uses: appleboy/scp-action@v0.1.7
        with:
          host: deploy.kangaroo-cafe.example
          username: deploy
          key: ${{ secrets.DEPLOY_SSH_KEY }}
          source: "dist/*,.env"
          target: /srv/kangaroo-cafe
""",
    b64s(
        "NODE_ENV=production\nDATABASE_URL=postgres://kangaroo:"
        + pw()
        + "@db.kangaroo-cafe.example:5432/kangaroo\nPORT=3000\n"
    ),
)

S(
    "encoded/hex_encoded_key_in_xxd_dump",
    r"""
$ ls -l /etc/keys/
total 8
-r-------- 1 vault vault   32 Nov 14 09:12 transit-backup.key
-rw-r--r-- 1 vault vault  451 Nov 14 09:12 README
$ cat /etc/keys/README
This directory holds the raw 256-bit key used to wrap the nightly
transit-engine backups before upload to cold storage. The file is
binary (32 bytes). Do not copy it anywhere else; the offline copy is
in the safe in Room 2.14 (envelope #7).
$ sudo xxd -p -c 64 /etc/keys/transit-backup.key
«S»
$ sudo sha256sum /etc/keys/transit-backup.key
«D»  /etc/keys/transit-backup.key
$ stat -c '%n %s %y' /etc/keys/transit-backup.key
/etc/keys/transit-backup.key 32 2026-11-14 09:12:40.118203001 +0000
$ ls /var/backups/transit/ | tail -3
transit-20261202.tar.gz.enc
transit-20261203.tar.gz.enc
transit-20261204.tar.gz.enc
""",
    hx(64),
)

S(
    "encoded/proxy_authorization_in_squid_log_debug",
    r"""
$ sudo tail -n 14 /var/log/squid/cache.log
2026/12/04 11:20:01 kid1| Starting Squid Cache version 6.10 for x86_64-pc-linux-gnu...
2026/12/04 11:20:01 kid1| Service Name: squid
2026/12/04 11:20:01 kid1| Process ID 2210
2026/12/04 11:20:01 kid1| With 65536 file descriptors available
2026/12/04 11:20:01 kid1| Initializing IP Cache...
2026/12/04 11:20:01 kid1| Accepting HTTP Socket connections at conn3 local=0.0.0.0:3128 remote=[::] FD 12 flags=9
2026/12/04 11:20:14 kid1| ctx: enter level  0: 'http://updates.vendor.example/feed.xml'
2026/12/04 11:20:14.221 kid1| 11,2| client_side.cc(1354) parseHttpRequest: HTTP Client REQUEST:
GET http://updates.vendor.example/feed.xml HTTP/1.1
Host: updates.vendor.example
User-Agent: UpdateAgent/3.2 (Windows NT 10.0)
Proxy-Authorization: Basic «S»
Accept: */*
Connection: Keep-Alive
----------
2026/12/04 11:20:14.229 kid1| 11,2| http.cc(2313) sendRequest: HTTP Server REQUEST:
""",
    b64s("CORP\\svc-updates:" + pw()),
)

S(
    "encoded/dockerconfigjson_double_base64",
    r"""
$ kubectl get secret regcred -n apps -o yaml
apiVersion: v1
data:
  .dockerconfigjson: «S»
kind: Secret
metadata:
  creationTimestamp: "2026-10-12T07:33:01Z"
  name: regcred
  namespace: apps
  resourceVersion: "«N»"
  uid: «U»
type: kubernetes.io/dockerconfigjson
$ kubectl get deploy -n apps -o custom-columns=NAME:.metadata.name,IMAGE:.spec.template.spec.containers[0].image,PULL:.spec.template.spec.imagePullSecrets[0].name
NAME          IMAGE                                              PULL
web           registry.gitlab.com/tallerverde/web:1.22.0         regcred
api           registry.gitlab.com/tallerverde/api:1.22.0         regcred
worker        registry.gitlab.com/tallerverde/api:1.22.0         regcred
$ kubectl get events -n apps --field-selector reason=Pulled | tail -3
12m   Normal   Pulled   pod/web-«I»      Successfully pulled image "registry.gitlab.com/tallerverde/web:1.22.0" in 3.1s
12m   Normal   Pulled   pod/api-«I2»     Successfully pulled image "registry.gitlab.com/tallerverde/api:1.22.0" in 2.8s
11m   Normal   Pulled   pod/worker-«I3»  Successfully pulled image "registry.gitlab.com/tallerverde/api:1.22.0" in 0.4s
""",
    (
        lambda t: b64s(
            json.dumps(
                {
                    "auths": {
                        "registry.gitlab.com": {
                            "username": "deploy-token-41",
                            "password": t,
                            "auth": b64s("deploy-token-41:" + t),
                        }
                    }
                }
            )
        )
    )("gldt-" + r(20, URLSAFE)),
)

S(
    "encoded/json_unicode_escaped_password_in_log",
    r"""
{"ts":"2026-12-04T13:00:01.004Z","lvl":"info","svc":"provisioner","msg":"job received","job":"«U»","kind":"create_tenant"}
{"ts":"2026-12-04T13:00:01.011Z","lvl":"debug","svc":"provisioner","msg":"tenant spec","job":"«U»","spec":{"slug":"boulangerie-martin","plan":"pro","region":"eu-west-3","owner":"claire.martin@example.fr"}}
{"ts":"2026-12-04T13:00:01.220Z","lvl":"debug","svc":"provisioner","msg":"db user created","job":"«U»","db":{"host":"pg-tenants-3.internal","name":"t_boulangerie_martin","user":"t_boulangerie_martin","password":"«S»"}}
{"ts":"2026-12-04T13:00:01.498Z","lvl":"info","svc":"provisioner","msg":"schema migrated","job":"«U»","migrations":41,"ms":271}
{"ts":"2026-12-04T13:00:01.702Z","lvl":"info","svc":"provisioner","msg":"dns record created","job":"«U»","fqdn":"boulangerie-martin.app.example.fr"}
{"ts":"2026-12-04T13:00:02.118Z","lvl":"info","svc":"provisioner","msg":"certificate requested","job":"«U»","order":"«I»"}
{"ts":"2026-12-04T13:00:09.530Z","lvl":"info","svc":"provisioner","msg":"certificate issued","job":"«U»","not_after":"2027-03-04T12:00:08Z"}
{"ts":"2026-12-04T13:00:09.601Z","lvl":"info","svc":"provisioner","msg":"welcome mail queued","job":"«U»","to":"claire.martin@example.fr"}
{"ts":"2026-12-04T13:00:09.602Z","lvl":"info","svc":"provisioner","msg":"job done","job":"«U»","ms":8598}
{"ts":"2026-12-04T13:00:15.000Z","lvl":"info","svc":"provisioner","msg":"queue idle","pending":0}
{"ts":"2026-12-04T13:01:15.000Z","lvl":"info","svc":"provisioner","msg":"queue idle","pending":0}
{"ts":"2026-12-04T13:02:15.000Z","lvl":"info","svc":"provisioner","msg":"queue idle","pending":0}
{"ts":"2026-12-04T13:03:15.000Z","lvl":"info","svc":"provisioner","msg":"queue idle","pending":0}
{"ts":"2026-12-04T13:04:15.000Z","lvl":"info","svc":"provisioner","msg":"queue idle","pending":0}
{"ts":"2026-12-04T13:05:15.000Z","lvl":"info","svc":"provisioner","msg":"queue idle","pending":0}
""",
    r(6, ALNUM) + "\\u0026" + r(5, ALNUM) + "\\u003c" + r(5, ALNUM),
)

S(
    "encoded/git_credential_store_urlencoded",
    r"""
$ git config --global --list | sort
core.autocrlf=input
core.editor=code --wait
credential.helper=store
init.defaultbranch=main
pull.rebase=true
push.autosetupremote=true
user.email=oguz.demir@example.com.tr
user.name=Oğuz Demir
$ cat ~/.git-credentials
https://oguz.demir%40example.com.tr:«S»@dev.azure.com
$ git ls-remote https://dev.azure.com/ornek-holding/muhasebe/_git/fatura-servisi | head -4
«H»	HEAD
«H»	refs/heads/main
«H2»	refs/heads/release/2026.12
«H3»	refs/tags/v5.8.0
""",
    r(52, LOWER_NUM),
)

S(
    "encoded/basic_auth_in_har_headers_fr",
    r"""
{
  "request": {
    "method": "POST",
    "url": "https://api.mutuelle.example.fr/partenaires/v1/devis",
    "httpVersion": "HTTP/1.1",
    "headers": [
      {"name": "Host", "value": "api.mutuelle.example.fr"},
      {"name": "Content-Type", "value": "application/json; charset=utf-8"},
      {"name": "Authorization", "value": "Basic «S»"},
      {"name": "X-Correlation-Id", "value": "«U»"},
      {"name": "Accept-Language", "value": "fr-FR"}
    ],
    "postData": {
      "mimeType": "application/json",
      "text": "{\"produit\":\"sante-plus\",\"age\":41,\"departement\":\"69\",\"ayants_droit\":2}"
    }
  },
  "response": {
    "status": 201,
    "statusText": "Created",
    "headers": [
      {"name": "Location", "value": "/partenaires/v1/devis/DV-2026-«N»"},
      {"name": "Content-Type", "value": "application/json"}
    ],
    "content": {"text": "{\"id\":\"DV-2026-«N»\",\"prime_mensuelle\":87.40,\"devise\":\"EUR\"}"}
  }
}
""",
    b64s("partenaire-courtage-lyon:" + pw()),
)

S(
    "encoded/base64_service_account_key_in_tfvars",
    r"""
# envs/dev/terraform.tfvars
project_id     = "pasteleria-dev-4471"
region         = "southamerica-east1"
zone           = "southamerica-east1-b"
network_name   = "dev-vpc"
gke_version    = "1.31.3-gke.1146000"
node_count     = 2
machine_type   = "e2-standard-4"
enable_autopilot = false

# chave da service account de deploy (base64 do JSON) — TODO: usar workload identity
deploy_sa_key_b64 = "«S»"

labels = {
  ambiente = "dev"
  equipe   = "plataforma"
  custo    = "cc-3301"
}
buckets = [
  "pasteleria-dev-uploads",
  "pasteleria-dev-exports",
]
""",
    b64s(
        json.dumps(
            {
                "type": "service_account",
                "project_id": "pasteleria-dev-4471",
                "private_key_id": hx(40),
                "private_key": "-----BEGIN PRIVATE KEY-----\n"
                + pem_body(200)
                + "\n-----END PRIVATE KEY-----\n",
                "client_email": "deploy@pasteleria-dev-4471.iam.gserviceaccount.com",
            }
        )
    ),
)

S(
    "encoded/url_encoded_token_in_access_log",
    r"""
$ sudo grep 'GET /export' /var/log/nginx/access.log | tail -14
10.0.4.21 - - [04/Dec/2026:09:00:02 +0900] "GET /export/daily.csv?date=2026-12-03 HTTP/1.1" 401 51 "-" "curl/8.5.0"
10.0.4.21 - - [04/Dec/2026:09:00:03 +0900] "GET /export/daily.csv?date=2026-12-03&access_token=«S» HTTP/1.1" 200 88213 "-" "curl/8.5.0"
10.0.4.22 - - [04/Dec/2026:09:05:11 +0900] "GET /export/weekly.csv?week=2026-W49 HTTP/1.1" 401 51 "-" "python-requests/2.32.3"
10.0.4.22 - - [04/Dec/2026:09:05:12 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "python-requests/2.32.3"
10.0.4.30 - - [04/Dec/2026:09:10:00 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "Prometheus/2.55.1"
10.0.4.30 - - [04/Dec/2026:09:11:00 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "Prometheus/2.55.1"
10.0.4.30 - - [04/Dec/2026:09:12:00 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "Prometheus/2.55.1"
10.0.4.30 - - [04/Dec/2026:09:13:00 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "Prometheus/2.55.1"
10.0.4.30 - - [04/Dec/2026:09:14:00 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "Prometheus/2.55.1"
10.0.4.30 - - [04/Dec/2026:09:15:00 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "Prometheus/2.55.1"
10.0.4.30 - - [04/Dec/2026:09:16:00 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "Prometheus/2.55.1"
10.0.4.30 - - [04/Dec/2026:09:17:00 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "Prometheus/2.55.1"
10.0.4.30 - - [04/Dec/2026:09:18:00 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "Prometheus/2.55.1"
10.0.4.30 - - [04/Dec/2026:09:19:00 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "Prometheus/2.55.1"
""",
    r(20, ALNUM) + "%2B" + r(12, ALNUM) + "%2F" + r(10, ALNUM) + "%3D",
)

S(
    "encoded/base64_password_in_ansible_inventory_ini",
    r"""
$ cat inventories/lab/hosts.ini
[switches]
sw-core-01 ansible_host=10.250.0.2
sw-core-02 ansible_host=10.250.0.3
sw-access-[01:08] ansible_host=10.250.1.[11:18]

[switches:vars]
ansible_connection=ansible.netcommon.network_cli
ansible_network_os=cisco.ios.ios
ansible_user=netops
# passwort base64, wird im playbook mit | b64decode gelesen
netops_password_b64=«S»
ansible_become=yes
ansible_become_method=enable

[firewalls]
fw-01 ansible_host=10.250.0.10 ansible_network_os=fortinet.fortios.fortios

[all:vars]
ntp_server=10.250.0.1
syslog_server=10.250.0.5
snmp_location="Rechenzentrum Nord, Raum 0.12"
$ ansible -i inventories/lab/hosts.ini switches -m ios_facts -a 'gather_subset=min' -o | head -2
sw-core-01 | SUCCESS => {"ansible_facts": {"ansible_net_hostname": "sw-core-01", "ansible_net_version": "17.09.05"}, "changed": false}
sw-core-02 | SUCCESS => {"ansible_facts": {"ansible_net_hostname": "sw-core-02", "ansible_net_version": "17.09.05"}, "changed": false}
""",
    b64s("Netz" + r(4, DIGITS) + "!" + r(6, ALNUM)),
)

# ============================================================ secrets: said in prose
S(
    "prose/office_wifi_announcement_de",
    r"""
Betreff: Neues WLAN im Büro Hamburg ab Montag

Hallo zusammen,

wie angekündigt haben wir am Wochenende die Access Points im 3. und 4. OG getauscht
(Ubiquiti U7 Pro statt der alten AC-Lite). Dabei ändern sich die Netze:

  • "HH-Mitarbeiter"  – für Firmengeräte, Anmeldung per Zertifikat (läuft automatisch über Intune)
  • "HH-Gast"         – für Besucher, Voucher am Empfang
  • "HH-Geräte"       – für Drucker, Konferenzraum-Displays und die Kaffeemaschine

Für private Handys gibt es weiterhin kein eigenes Netz. Wer trotzdem ein Gerät ins
"HH-Geräte"-Netz bringen muss (z. B. Testgeräte im Lab), nimmt bitte dieses Passwort:
«S» – und meldet die MAC-Adresse kurz an it@firma.example.

Die alten SSIDs "Buero-HH" und "Buero-HH-5G" werden am Freitag abgeschaltet.

Bei Problemen: Ticket im Service-Portal oder Durchwahl -412.

Viele Grüße
Jannik (IT)
""",
    "Kaffee" + r(2, UPPER) + r(4, DIGITS) + "elbe",
)

S(
    "prose/temp_password_vendor_portal_email_en",
    r"""
From: Grace Okafor <grace.okafor@northwind-foods.example>
To: Finance Ops <finance-ops@northwind-foods.example>
Subject: Supplier portal access for the December close
Date: Thu, 3 Dec 2026 16:22:10 +0000

Hi team,

Quick heads-up for the December close:

1. The supplier portal moved to https://suppliers.northwind-foods.example (the old
   /vendor path redirects until the end of January).
2. Invoices above £10,000 now need two approvals in the portal (Mark + one of you).
3. Payment runs are on the 10th and 24th; anything submitted after 18:00 on the 9th
   goes into the second run.

I created a shared temporary login so Priya and Tom can start reconciling before
their own accounts are provisioned next week:

   user: finance-temp@northwind-foods.example
   temporary password: «S»

Please don't forward this, and tell me once your personal accounts work so I can
disable the shared one.

Thanks,
Grace
""",
    pw(),
)

S(
    "prose/agent_reply_set_admin_password",
    r"""
Done — here's what I changed:

1. **Created the Grafana admin user** on the new monitoring VM (`mon-02.internal`):
   - ran `grafana cli admin reset-admin-password` as the `grafana` user
   - the new admin password is `«S»`
   - I did not store it anywhere else; you should move it into your password manager and then
     change it from the UI once you've logged in.
2. **Added the Prometheus data source** pointing at `http://prom-01.internal:9090`, scrape
   interval 30s, and marked it as default.
3. **Imported dashboards** 1860 (Node Exporter Full) and 9628 (PostgreSQL), both into a new
   folder "Infra".
4. **Configured SMTP** for alerts using the relay at `smtp-relay.internal:25` (no auth, as in
   your other hosts).
5. **Opened port 3000** only on the internal interface (`ufw allow in on ens19 to any port 3000`).

Things I did *not* do:
- I didn't set up TLS; Grafana listens on plain HTTP internally.
- I didn't migrate the old alert rules from `mon-01` — they use the legacy alerting format
  and need a manual review.

Let me know if you want me to proceed with the alert migration.
""",
    "Graf" + r(4, DIGITS) + r(2, LOWER) + "-" + r(6, ALNUM),
)

S(
    "prose/japanese_handover_note",
    r"""
# 引き継ぎメモ（12月休暇中の対応）

担当: 佐藤 → 高橋（12/20〜1/5）

## 定常作業
- 毎朝 9:00 に夜間バッチ（売上集計・在庫同期）の結果を Slack #batch-status で確認
- 失敗していたら `make rerun JOB=<ジョブ名>` で再実行（手順書: wiki/バッチ運用）
- 月末（12/31）は締め処理があるので 18:00 以降のデプロイは禁止

## アカウント関連
- 本番 DB（読み取り専用）: Vault の `kv/prod/db-readonly` を参照
- 決済代行の管理画面（https://merchant.kessai.example.jp）は共有アカウントのみ
  - ID: ops@shop.example.jp
  - パスワードは「«S»」です。ログイン後に二段階認証のコードが佐藤の携帯に届くので、
    その場合は電話してください（080 は業務用の番号に転送済み）
- AWS は SSO で各自ログイン

## 連絡先
- 障害時: オンコール当番表（PagerDuty）に従う
- 決済代行サポート: 0120-000-000（平日 10:00-18:00）

よろしくお願いします。
""",
    "Kessai" + r(4, DIGITS) + "!" + r(4, LOWER),
)

S(
    "prose/french_vault_recovery_in_notes",
    r"""
Compte rendu — réunion sécurité du 2 décembre 2026

Présents : Hélène (RSSI), Marc (infra), Sofiane (dev), Julie (support)

1. Audit des accès
   - 14 comptes inactifs depuis plus de 90 jours désactivés dans l'annuaire.
   - Les clés SSH personnelles sur les bastions seront remplacées par des certificats courts (Teleport) d'ici fin janvier.

2. Coffre-fort de mots de passe (Bitwarden auto-hébergé)
   - Migration vers la version 2026.11 faite le 28/11, sans incident.
   - Le code de récupération du compte organisation a été régénéré ; pour mémoire,
     Marc l'a dicté en séance : « «S» ». À recopier sur papier et mettre au coffre
     physique, puis supprimer de ce compte rendu.

3. Sauvegardes
   - Test de restauration mensuel OK (base clients, 41 min).
   - Les sauvegardes hors site passent de bande LTO à stockage objet (Scaleway, Paris).

4. Sensibilisation
   - Campagne de phishing simulé prévue la semaine du 12 janvier.

Prochaine réunion : 6 janvier 2027.
""",
    "-".join(r(4, UPPER_NUM) for _ in range(6)),
)

S(
    "prose/commit_message_body_with_rotated_key",
    r"""
$ git log -3 --stat
commit «H»
Author: Diego Álvarez <diego@cooperativa.example>
Date:   Wed Dec 2 19:12:40 2026 -0300

    ops: rotar clave del webhook de facturación

    La clave anterior quedó expuesta en un log de soporte (ticket SUP-8812).
    Nueva clave configurada en el proveedor y en el servidor: «S»
    Hay que actualizarla también en el entorno de staging mañana.

 ops/webhooks/README.md | 6 ++++--
 1 file changed, 4 insertions(+), 2 deletions(-)

commit «H2»
Author: Valentina Ríos <valentina@cooperativa.example>
Date:   Wed Dec 2 11:40:03 2026 -0300

    facturas: corregir redondeo del IVA en notas de crédito

 src/facturas/calculo.py       | 12 ++++++------
 tests/test_calculo.py         | 31 +++++++++++++++++++++++++++++++
 2 files changed, 37 insertions(+), 6 deletions(-)

commit «H3»
Author: Diego Álvarez <diego@cooperativa.example>
Date:   Tue Dec 1 17:05:29 2026 -0300

    deps: actualizar django a 5.1.3
""",
    "whk_" + r(40, ALNUM),
)

S(
    "prose/github_issue_comment_new_token",
    r"""
**@mhartmann** commented on Dec 3, 2026

Thanks for the detailed report! I can reproduce the 403 on `/v2/exports` with the
staging environment. The cause is that the integration token we handed out in
October was scoped to `read:reports` only, and the exports endpoint now also checks
`read:exports` since #1184.

I've issued a new token for your integration with both scopes. Since you said the
secrets form in the partner portal is broken for you right now, here it is directly —
please swap it in and let us know:

> «S»

The old token will keep working until **Dec 17** and is revoked after that.

Other notes:
- the `since` parameter now expects RFC 3339 timestamps (`2026-12-01T00:00:00Z`);
  plain dates still work but are deprecated
- page size max is 500 (was 1000)
- rate limit: 60 requests/minute per token

Closing this once you confirm. 🙏

---
👍 2  ❤️ 1
""",
    "ptk_stg_" + r(40, ALNUM),
)

S(
    "prose/korean_message_api_key",
    r"""
안녕하세요 팀장님,

말씀하신 대로 날씨 API 업체를 바꿨습니다. 정리해서 공유드립니다.

1. 업체: 기존 A사 → B사 (월 100만 호출까지 정액, 초과분 호출당 0.1원)
2. 응답 속도: 평균 120ms → 45ms (서울 리전 기준)
3. 변경된 코드:
   - `weather/client.py` 에서 base URL 과 인증 헤더 이름 변경
   - 캐시 TTL 10분 → 5분
   - 단위 테스트 14개 수정, 전부 통과
4. 배포: 오늘 오후 3시에 스테이징, 내일 오전 10시에 운영 배포 예정

발급받은 운영용 API 키는 «S» 입니다.
보안팀 요청대로 운영 서버 환경변수(WEATHER_API_KEY)에만 넣을 예정이고,
깃 저장소에는 넣지 않았습니다.

스테이징에서는 무료 플랜 키를 따로 쓰고 있습니다.
추가로 확인하실 부분 있으면 말씀해주세요.

감사합니다.
김민준 드림
""",
    "wk_live_" + r(32, LOWER_NUM),
)

S(
    "prose/portuguese_voice_transcript",
    r"""
[Transcrição automática — reunião "Migração do servidor de arquivos", 03/12/2026, 14:00]

00:00:04 Renata: Bom, pessoal, vamos começar. O objetivo hoje é fechar a janela de migração.
00:00:11 Felipe: Eu proponho sábado dia 12, das 8h às 14h. Segunda é fechamento da contabilidade.
00:00:19 Renata: Fechado. Os dados são quantos terabytes mesmo?
00:00:23 Felipe: Uns 3,2 TB, a maior parte é a pasta de projetos de engenharia.
00:00:31 Camila: E as permissões? A gente vai manter os grupos do AD?
00:00:36 Felipe: Vamos, o robocopy copia as ACLs. Eu testei com a pasta do RH ontem.
00:00:44 Renata: Felipe, você consegue acessar o servidor novo com a conta de serviço?
00:00:49 Felipe: Consigo, a conta é svc-arquivos e a senha é «S», mas eu vou trocar depois da migração.
00:01:02 Renata: Tá, mas não fala senha em reunião gravada, né.
00:01:05 Felipe: Verdade, desculpa. Eu troco hoje mesmo então.
00:01:09 Camila: Precisamos avisar os usuários. Eu mando o comunicado na quarta.
00:01:15 Renata: Ótimo. Próximo ponto: backup do servidor antigo antes de desligar.
00:01:21 Felipe: Fica ligado em modo leitura por trinta dias, depois a gente arquiva em fita.
00:01:30 Renata: Perfeito. Mais alguma coisa? Não? Então encerramos.
""",
    "Arquivos" + r(4, DIGITS) + "@" + r(3, LOWER),
)

S(
    "prose/turkish_support_ticket_reply",
    r"""
Konu: [#TKT-55210] Muhasebe modülüne erişim sorunu

Merhaba Elif Hanım,

Talebiniz için teşekkür ederiz. İncelememiz sonucunda şunları tespit ettik:

- Kullanıcı hesabınız (elif.aksoy@ornek-tekstil.example) 27 Kasım'da art arda 5 hatalı
  giriş denemesi nedeniyle kilitlenmiş.
- Hesap kilidini kaldırdık ve şifrenizi sıfırladık.
- İki adımlı doğrulama ayarlarınız değişmedi.

Yeni geçici şifreniz: «S»

İlk girişte sistem sizden yeni bir şifre belirlemenizi isteyecektir. Şifre politikamız
gereği en az 12 karakter, bir büyük harf, bir rakam ve bir özel karakter kullanmanız
gerekmektedir.

Ayrıca muhasebe modülündeki "e-Fatura onay" yetkiniz rol değişikliği sırasında kaldırılmıştı;
yöneticiniz Serkan Bey'in onayıyla bu yetki yeniden tanımlandı.

Başka bir sorunuz olursa bu e-postayı yanıtlayabilirsiniz.

Saygılarımızla,
Destek Ekibi — Örnek Yazılım A.Ş.
""",
    "Gecici" + r(4, DIGITS) + "*" + r(3, UPPER),
)

S(
    "prose/spanish_p12_certificate_passphrase",
    r"""
Hola Marta:

Te confirmo lo de la firma electrónica para las facturas de la tienda online.

- El certificado de representante de la sociedad ya está renovado (caduca el 3/12/2028).
- Te he subido el fichero `certificado_sociedad_2026.p12` a la carpeta compartida
  "Administración/Certificados" (solo tenéis acceso tú, Jordi y yo).
- La contraseña del .p12 es «S». Apúntala en el gestor de contraseñas y bórrala
  de este correo, por favor.
- Para instalarlo en el servidor de facturación:
    1. Copiar el .p12 a /etc/facturacion/certs/
    2. En `facturacion.ini`, poner `cert_path=/etc/facturacion/certs/certificado_sociedad_2026.p12`
    3. La contraseña va en la variable de entorno CERT_PASSWORD del servicio, no en el ini.
    4. `systemctl restart facturacion` y comprobar en el log que aparece "certificado cargado, NIF B-12345678".
- El certificado antiguo lo revocaré el lunes, cuando confirmes que todo funciona.

Cualquier cosa me llamas.

Un abrazo,
Pablo
""",
    "Firma" + r(4, DIGITS) + r(4, LOWER) + "!",
)

S(
    "prose/russian_handover_db_password",
    r"""
Коллеги, передаю дела по проекту «Склад-2» перед отпуском (с 21.12 по 11.01).

Что где лежит:
— репозиторий: git.company.example/sklad/sklad-2, ветка release/2026.12
— CI: сборка в GitLab, деплой кнопкой из пайплайна (stage: deploy-prod, нужен апрув Ивана)
— мониторинг: Grafana → папка «Склад», алерты уходят в чат #sklad-alerts
— документация: wiki/sklad/runbook

Текущие задачи:
1. SKL-412 — медленный отчёт по остаткам (добавил индекс, ждёт ревью)
2. SKL-415 — интеграция с 1С: осталось согласовать формат выгрузки номенклатуры
3. SKL-419 — обновление PostgreSQL 14 → 16 на стенде (запланировано на 15.12)

Доступы:
— к стенду через VPN, учётки у всех есть
— пароль пользователя postgres на тестовом стенде: «S» (в Vault его пока нет, заведу после отпуска)
— прод только через Vault, как обычно

Если что-то горит — пишите в Telegram, но отвечать буду с задержкой.
""",
    "Sklad" + r(4, DIGITS) + r(4, LOWER) + "#",
)

S(
    "prose/chinese_db_password_changed",
    r"""
各位好，

今晚 22:00-23:00 对订单库做了例行维护，结果如下：

一、维护内容
  1. PostgreSQL 从 15.8 升级到 15.10（小版本，无需迁移数据）
  2. 清理了 orders_log 表中 2024 年以前的数据（约 3.1 亿行，已归档到对象存储）
  3. 重建了 idx_orders_created_at 索引，查询平均耗时从 180ms 降到 35ms

二、账号变更
  按照安全组的要求，应用账号 order_app 的密码已经更换，新密码是 «S»
  各服务的 Nacos 配置已同步更新，订单服务、结算服务、报表服务均已重启并验证通过。
  报表组如果还在用本地脚本直连数据库，请更新一下本地配置。

三、监控
  维护期间共有 2 分 14 秒写入不可用，期间请求已由消息队列缓冲，无数据丢失。

四、后续
  下周二会对库存库做同样的操作，届时再通知。

运维组 王磊
""",
    "Order" + r(4, DIGITS) + r(2, UPPER) + "!" + r(3, LOWER),
)

S(
    "prose/user_asks_why_login_fails_with_password",
    r"""
I've been going back and forth with this for an hour so I'm just going to dump everything.

Setup: self-hosted Gitea 1.22.4 in Docker on a Synology DS923+, behind the Synology reverse
proxy, accessed at https://git.home.example. SSH on port 2222. I created the first admin
account during the install wizard with the username `tomas` and the password
«S» (yes I know, I'll change it once this works).

What happens:
- Web login says "Username or password is incorrect."
- `docker exec -it gitea gitea admin user list` shows the user exists, IsAdmin true.
- `docker exec -it gitea gitea admin user change-password -u tomas -p ...` "succeeds" but the
  web login still fails.
- No errors in `docker logs gitea` except:

      2026/12/04 20:11:42 ...routers/web/auth/auth.go:214:SignInPost() [I] Failed authentication attempt for tomas from 192.168.1.23:0: user's password is invalid [uid: 1, name: tomas]

- app.ini has `[security] INSTALL_LOCK = true` and the DB is SQLite in /data/gitea/gitea.db.

Could the reverse proxy be mangling the POST body? Or is it the `PASSWORD_HASH_ALGO` setting?
""",
    "Synology" + r(4, DIGITS) + "!" + r(4, ALNUM),
)

S(
    "prose/recovery_codes_in_onboarding_doc",
    r"""
# Onboarding checklist — Platform team (internal)

Welcome! Work through this list in your first week. Ask in #platform-onboarding if stuck.

## Day 1
- [ ] Laptop: enroll in MDM (self-service app → "Enroll")
- [ ] SSO: log in at https://sso.example-co.com and set up a passkey
- [ ] GitHub: accept the org invite, enable 2FA (hardware key preferred)
- [ ] Slack: join #platform, #platform-oncall, #incidents

## Day 2
- [ ] AWS: request the `platform-readonly` permission set via the access portal
- [ ] Kubernetes: `make kubeconfig` in the infra repo (uses SSO, no static creds)
- [ ] Read the on-call runbook (wiki/platform/oncall)

## Shared break-glass account (only for SSO outages)
The root account of the DNS provider has 2FA; if SSO is down and you're on call, use
recovery code «S» from this list and tell #platform-oncall immediately so we can
generate a new set. (Yes, this should live in the vault — tracked in PLAT-902.)

## Week 1
- [ ] Pair with your buddy on one on-call handover
- [ ] Ship one small PR to the infra repo
""",
    r(5, LOWER_NUM) + "-" + r(5, LOWER_NUM),
)

# ============================================================ look-alikes
L(r"""
$ docker compose config
name: billing
services:
  api:
    build:
      context: /home/dev/src/billing
      dockerfile: Dockerfile
    depends_on:
      db:
        condition: service_healthy
        required: true
    environment:
      APP_ENV: staging
      DATABASE_HOST: db
      DATABASE_NAME: billing
      DATABASE_PASSWORD_FILE: /run/secrets/pg_password
      DATABASE_PORT: "5432"
      DATABASE_USER: billing_app
      LOG_LEVEL: info
      OTEL_SERVICE_NAME: billing-api
    image: registry.internal.example/billing/api@sha256:«D»
    ports:
      - mode: ingress
        target: 8080
        published: "8080"
        protocol: tcp
    secrets:
      - source: pg_password
        target: pg_password
  db:
    environment:
      POSTGRES_DB: billing
      POSTGRES_USER: billing_app
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    image: postgres:16.4-alpine
secrets:
  pg_password:
    name: billing_pg_password
    file: /home/dev/src/billing/.secrets/pg_password.txt
volumes:
  pgdata:
    name: billing_pgdata
""")

L(r"""
# .env.example — copy to .env and fill in the values marked CHANGE_ME
# ---------------------------------------------------------------------
NODE_ENV=development
PORT=3000
PUBLIC_URL=http://localhost:3000

# Datenbank (lokal über docker compose)
DB_HOST=localhost
DB_PORT=5432
DB_NAME=portal
DB_USER=postgres
DB_PASSWORD=postgres

# Sessions
SESSION_COOKIE_NAME=kw_sid
SESSION_TTL_HOURS=12
SESSION_SECRET=CHANGE_ME   # openssl rand -hex 32

# Mail (MailHog in dev)
SMTP_HOST=localhost
SMTP_PORT=1025
SMTP_USER=
SMTP_PASSWORD=

# Feature flags
FEATURE_NEW_INVOICE_VIEW=true
FEATURE_BETA_EXPORT=false
SENTRY_ENVIRONMENT=development
""")

L(r"""
$ kubectl -n payments get secret ledger-db -o yaml
apiVersion: v1
data:
  database: bGVkZ2Vy
  host: bGVkZ2VyLWRiLnBheW1lbnRzLnN2Yy5jbHVzdGVyLmxvY2Fs
  port: NTQzMg==
  username: bGVkZ2VyX3N2Yw==
kind: Secret
metadata:
  annotations:
    reflector.v1.k8s.emberstack.com/reflection-allowed: "false"
  creationTimestamp: "2026-10-02T08:14:51Z"
  labels:
    app.kubernetes.io/name: ledger
    app.kubernetes.io/part-of: payments
  name: ledger-db
  namespace: payments
  resourceVersion: "«N»"
  uid: «U»
type: Opaque
$ kubectl -n payments get secret ledger-db -o jsonpath='{.data}' | jq 'keys'
[
  "database",
  "host",
  "port",
  "username"
]
$ # the password itself comes from the ExternalSecret "ledger-db-password" (AWS Secrets Manager)
""")

L(r"""
$ env | sort
CI=true
CI_COMMIT_BRANCH=main
CI_COMMIT_SHA=«H»
CI_COMMIT_SHORT_SHA=«h»
CI_JOB_ID=«N»
CI_JOB_NAME=deploy:production
CI_JOB_TOKEN=[MASKED]
CI_PIPELINE_ID=«N2»
CI_PROJECT_PATH=platform/orders-service
CI_REGISTRY_PASSWORD=[MASKED]
CI_REGISTRY_USER=gitlab-ci-token
CI_RUNNER_DESCRIPTION=shared-runner-eu-3
CI_SERVER_URL=https://git.corp.example
DEPLOY_ENV=production
DEPLOY_REGION=eu-central-1
HOME=/root
HOSTNAME=runner-«I»-project-412-concurrent-0
INTERNAL_DEPLOY_TOKEN=[MASKED]
LANG=C.UTF-8
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
PWD=/builds/platform/orders-service
SHLVL=1
TZ=UTC
""")

L(r"""
Terraform will perform the following actions:

  # aws_db_instance.reporting will be created
  + resource "aws_db_instance" "reporting" {
      + address                       = (known after apply)
      + allocated_storage             = 100
      + arn                           = (known after apply)
      + backup_retention_period       = 7
      + db_name                       = "reporting"
      + engine                        = "postgres"
      + engine_version                = "16.3"
      + identifier                    = "reporting-prod"
      + instance_class                = "db.r6g.large"
      + manage_master_user_password   = true
      + master_user_secret            = (known after apply)
      + multi_az                      = true
      + password                      = (sensitive value)
      + port                          = 5432
      + storage_encrypted             = true
      + username                      = "reporting_admin"
      + vpc_security_group_ids        = [
          + "sg-0a91c3e5f7b2d4681",
        ]
    }

  # random_password.reporting will be created
  + resource "random_password" "reporting" {
      + id          = (known after apply)
      + length      = 32
      + result      = (sensitive value)
      + special     = true
    }

Plan: 2 to add, 0 to change, 0 to destroy.
""")

L(r"""
$ python manage.py runserver 0.0.0.0:8000 --settings=shop.settings.local
Watching for file changes with StatReloader
[2026-12-01 09:12:44,118] DEBUG shop.settings: loaded overrides from /home/maria/shop/.env.local
[2026-12-01 09:12:44,121] DEBUG shop.settings: ALLOWED_HOSTS=['localhost', '127.0.0.1', 'shop.test']
[2026-12-01 09:12:44,121] DEBUG shop.settings: DATABASE_URL=postgres://shop:********@db.staging.shop.internal:5432/shop
[2026-12-01 09:12:44,122] DEBUG shop.settings: CACHE_URL=redis://cache.staging.shop.internal:6379/2
[2026-12-01 09:12:44,122] DEBUG shop.settings: STATIC_ROOT=/home/maria/shop/staticfiles
[2026-12-01 09:12:44,123] DEBUG shop.settings: TIME_ZONE=Europe/Madrid
Performing system checks...

System check identified some issues:

WARNINGS:
?: (security.W004) You have not set a value for the SECURE_HSTS_SECONDS setting.
?: (security.W008) Your SECURE_SSL_REDIRECT setting is not set to True.

System check identified 2 issues (0 silenced).
December 01, 2026 - 09:12:45
Django version 5.1.3, using settings 'shop.settings.local'
Starting development server at http://0.0.0.0:8000/
Quit the server with CONTROL-C.
""")

L(r"""
$ git show «h» -- config/
commit «H»
Author: Ahmet Yılmaz <ahmet@filo.example.com.tr>
Date:   Tue Nov 24 16:40:02 2026 +0300

    config: staging için JWT ayarlarını ekle

    İmzalama anahtarı Vault'tan okunuyor (kv/filo/staging/jwt).

diff --git a/config/staging.yaml b/config/staging.yaml
index «h2»..«h3» 100644
--- a/config/staging.yaml
+++ b/config/staging.yaml
@@ -12,9 +12,15 @@ server:
   port: 8443
   read_timeout: 15s
   write_timeout: 30s
+
+auth:
+  issuer: https://auth.staging.filo.example.com.tr
+  audience: filo-api
+  access_ttl: 15m
+  refresh_ttl: 168h
+  jwt_signing_key: "${vault:kv/filo/staging/jwt#signing_key}"
+  jwks_url: https://auth.staging.filo.example.com.tr/.well-known/jwks.json
 
 database:
   host: pg-staging.filo.internal
   port: 5432
""")

L(r"""
[
  {"role": "user", "content": "The admin login on the staging dashboard stopped working after the redeploy, can you check what changed?"},
  {"role": "assistant", "content": [
    {"type": "text", "text": "Let me look at the deployment config first."},
    {"type": "tool_use", "id": "toolu_01«I»", "name": "bash", "input": {"command": "git log --oneline -5 -- deploy/"}}
  ]},
  {"role": "user", "content": [
    {"type": "tool_result", "tool_use_id": "toolu_01«I»", "content": "«h» deploy: bump dashboard to 3.2.0\n«h2» deploy: move admin bootstrap to env\n«h3» chore: renovate"}
  ]},
  {"role": "assistant", "content": [
    {"type": "tool_use", "id": "toolu_01«I2»", "name": "read_file", "input": {"path": "deploy/staging/dashboard.env"}}
  ]},
  {"role": "user", "content": [
    {"type": "tool_result", "tool_use_id": "toolu_01«I2»", "content": "DASHBOARD_URL=https://dash.staging.acme.test\nADMIN_EMAIL=ops@acme.test\nADMIN_BOOTSTRAP_PASSWORD=${ADMIN_BOOTSTRAP_PASSWORD}\nADMIN_FORCE_RESET=false\nLOG_FORMAT=json\n"}
  ]},
  {"role": "assistant", "content": [
    {"type": "text", "text": "The env file only references ${ADMIN_BOOTSTRAP_PASSWORD}; the value comes from the CI secret. The bootstrap password is only applied when the admin user does not exist yet, so the redeploy did not change it. Set ADMIN_FORCE_RESET=true for one deploy to apply the current secret."}
  ]}
]
""")

L(r"""
$ journalctl -u queue-worker --since "10 min ago" --no-pager
Dec 02 03:11:07 worker-03 systemd[1]: Started queue-worker.service - Background job worker.
Dec 02 03:11:08 worker-03 queue-worker[48211]: 2026-12-02T03:11:08.114Z INFO  starting worker pool size=8 queues=default,mail,reports
Dec 02 03:11:08 worker-03 queue-worker[48211]: 2026-12-02T03:11:08.115Z INFO  version=4.7.1 commit=«h»
Dec 02 03:11:08 worker-03 queue-worker[48211]: 2026-12-02T03:11:08.119Z DEBUG broker config: {"url":"rediss://:***@redis-queue.prod.internal:6380/0","tls":true,"pool":16}
Dec 02 03:11:08 worker-03 queue-worker[48211]: 2026-12-02T03:11:08.231Z INFO  connected to broker host=redis-queue.prod.internal
Dec 02 03:11:08 worker-03 queue-worker[48211]: 2026-12-02T03:11:08.233Z INFO  registered 23 tasks
Dec 02 03:11:14 worker-03 queue-worker[48211]: 2026-12-02T03:11:14.902Z INFO  job=«U» task=reports.daily_summary status=started
Dec 02 03:11:19 worker-03 queue-worker[48211]: 2026-12-02T03:11:19.004Z INFO  job=«U» task=reports.daily_summary status=done elapsed=4.1s
Dec 02 03:12:00 worker-03 queue-worker[48211]: 2026-12-02T03:12:00.000Z INFO  heartbeat ok
Dec 02 03:13:00 worker-03 queue-worker[48211]: 2026-12-02T03:13:00.001Z INFO  heartbeat ok
Dec 02 03:13:41 worker-03 queue-worker[48211]: 2026-12-02T03:13:41.552Z WARN  job=«U2» task=mail.send retry=1 reason="smtp 421 try later"
Dec 02 03:14:00 worker-03 queue-worker[48211]: 2026-12-02T03:14:00.002Z INFO  heartbeat ok
Dec 02 03:14:12 worker-03 queue-worker[48211]: 2026-12-02T03:14:12.870Z INFO  job=«U2» task=mail.send status=done
Dec 02 03:15:00 worker-03 queue-worker[48211]: 2026-12-02T03:15:00.000Z INFO  heartbeat ok
Dec 02 03:16:00 worker-03 queue-worker[48211]: 2026-12-02T03:16:00.001Z INFO  heartbeat ok
""")

L(r"""
$ ansible-vault view group_vars/prod/vault.yml
ERROR! Decryption failed (no vault secrets were found that could decrypt) on group_vars/prod/vault.yml
$ head -5 group_vars/prod/vault.yml
$ANSIBLE_VAULT;1.1;AES256
«X»«X2»«X3»«X4»
«X5»«X6»«X7»«X8»
«X9»«X10»«X11»«X12»
«X13»«X14»«X15»«X16»
$ cat group_vars/prod/main.yml
---
# Klartext-Variablen für prod; Geheimnisse liegen in vault.yml (vault_*)
ntp_servers: "{{ vault_ntp_servers }}"
backup_bucket: s3://backups-prod-fra/ansible
backup_retention_days: 35
ldap_uri: ldaps://ldap.intern.example.net:636
ldap_bind_dn: "cn=svc-ansible,ou=service,dc=intern,dc=example,dc=net"
ldap_bind_password: "{{ vault_ldap_bind_password }}"
admin_users:
  - mkoch
  - lschmidt
  - tbauer
$ # Passwort-Datei fehlt: --vault-password-file ~/.ansible/prod.pass
""")

L(r"""
maria@build-07:~/etl$ psql "host=warehouse.internal port=5432 dbname=analytics user=etl_loader sslmode=require"
Password for user etl_loader:
psql (16.4 (Ubuntu 16.4-1.pgdg22.04+1), server 15.8)
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)
Type "help" for help.

analytics=> \conninfo
You are connected to database "analytics" as user "etl_loader" on host "warehouse.internal" (address "10.12.0.41") at port "5432".
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)
analytics=> \dt staging.*
                 List of relations
 Schema  |        Name         | Type  |   Owner
---------+---------------------+-------+------------
 staging | orders_raw          | table | etl_loader
 staging | customers_raw       | table | etl_loader
 staging | shipments_raw       | table | etl_loader
(3 rows)

analytics=> \password etl_loader
Enter new password for user "etl_loader":
Enter it again:
analytics=> \q
""")

L(r"""
 :: Spring Boot ::                (v3.3.5)

2026-12-03T10:02:11.203+01:00  INFO 71234 --- [inventory] [           main] c.e.inventory.InventoryApplication      : Starting InventoryApplication v1.9.0 using Java 21.0.5 with PID 71234
2026-12-03T10:02:11.208+01:00  INFO 71234 --- [inventory] [           main] c.e.inventory.InventoryApplication      : The following 1 profile is active: "qa"
2026-12-03T10:02:12.911+01:00 DEBUG 71234 --- [inventory] [           main] o.s.b.c.p.DataSourceProperties          : url=jdbc:mysql://mysql-qa.inv.internal:3306/inventory?useSSL=true, username=inv_app, password=******
2026-12-03T10:02:13.440+01:00  INFO 71234 --- [inventory] [           main] com.zaxxer.hikari.HikariDataSource       : HikariPool-1 - Starting...
2026-12-03T10:02:13.802+01:00  INFO 71234 --- [inventory] [           main] com.zaxxer.hikari.pool.HikariPool        : HikariPool-1 - Added connection com.mysql.cj.jdbc.ConnectionImpl@6d2a209c
2026-12-03T10:02:13.804+01:00  INFO 71234 --- [inventory] [           main] com.zaxxer.hikari.HikariDataSource       : HikariPool-1 - Start completed.
2026-12-03T10:02:14.120+01:00  INFO 71234 --- [inventory] [           main] o.f.c.i.s.JdbcTableSchemaHistory         : Schema history table `inventory`.`flyway_schema_history` exists
2026-12-03T10:02:14.233+01:00  INFO 71234 --- [inventory] [           main] o.f.core.internal.command.DbMigrate      : Current version of schema `inventory`: 41
2026-12-03T10:02:14.236+01:00  INFO 71234 --- [inventory] [           main] o.f.core.internal.command.DbMigrate      : Schema `inventory` is up to date. No migration necessary.
2026-12-03T10:02:15.017+01:00  INFO 71234 --- [inventory] [           main] o.s.b.w.embedded.tomcat.TomcatWebServer  : Tomcat started on port 8080 (http) with context path '/'
2026-12-03T10:02:15.031+01:00  INFO 71234 --- [inventory] [           main] c.e.inventory.InventoryApplication      : Started InventoryApplication in 4.312 seconds (process running for 4.9)
2026-12-03T10:02:15.402+01:00  INFO 71234 --- [inventory] [nio-8080-exec-1] o.a.c.c.C.[Tomcat].[localhost].[/]       : Initializing Spring DispatcherServlet 'dispatcherServlet'
2026-12-03T10:02:15.404+01:00  INFO 71234 --- [inventory] [nio-8080-exec-1] o.s.web.servlet.DispatcherServlet        : Completed initialization in 2 ms
2026-12-03T10:02:16.118+01:00  INFO 71234 --- [inventory] [nio-8080-exec-2] c.e.inventory.web.RequestLogFilter       : GET /actuator/health 200 4ms rid=«U»
""")

L(r"""
$ bin/rails credentials:show --environment production
Couldn't decrypt config/credentials/production.yml.enc. Perhaps you passed the wrong key?
$ ls -la config/credentials/
total 16
drwxr-xr-x  2 dev dev 4096 Nov 30 10:02 .
drwxr-xr-x 12 dev dev 4096 Dec  1 08:55 ..
-rw-r--r--  1 dev dev  612 Nov 30 10:02 production.yml.enc
-rw-r--r--  1 dev dev  488 Oct 12 14:20 staging.yml.enc
$ cat .gitignore | grep -n key
14:/config/credentials/*.key
15:/config/master.key
$ cat config/credentials/production.yml.enc
«X»«X2»«X3»«X4»«X5»«X6»«X7»«X8»--«X9»«X10»--«X11»«X12»
$ # la clé est dans 1Password (coffre "Marmite Prod", élément "rails production.key")
$ grep -rn RAILS_MASTER_KEY .github/workflows/
.github/workflows/deploy.yml:31:          RAILS_MASTER_KEY: ${{ secrets.RAILS_MASTER_KEY_PRODUCTION }}
$ bin/rails -v
Rails 7.2.2
""")

L(r"""
dev@laptop:~$ ls -la ~/.ssh
total 32
drwx------  2 dev dev 4096 Nov 30 11:02 .
drwxr-x--- 38 dev dev 4096 Dec  1 08:55 ..
-rw-r--r--  1 dev dev  412 Nov 12 09:30 config
-rw-------  1 dev dev  411 Nov 30 11:02 deploy_ed25519
-rw-r--r--  1 dev dev   98 Nov 30 11:02 deploy_ed25519.pub
-rw-------  1 dev dev 2610 Oct  3 17:44 known_hosts
dev@laptop:~$ cat ~/.ssh/deploy_ed25519.pub
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA«I»«I2»«I3»«I4» deploy@ci
dev@laptop:~$ ssh-keygen -lf ~/.ssh/deploy_ed25519.pub
256 SHA256:«I5»«I6»«I7» deploy@ci (ED25519)
dev@laptop:~$ ssh-keygen -lvf ~/.ssh/deploy_ed25519.pub | tail -11
+--[ED25519 256]--+
|      .o+=*+.    |
|     . .=+o=     |
|      + o=*..    |
|     . *.=oo     |
|      = S.. .    |
|     . * o o     |
|      . = + .    |
|       o.E.o     |
|      .o+*B.     |
+----[SHA256]-----+
""")

L(r"""
# values.yaml – chart: shopfront 5.2.0, Umgebung: prod
replicaCount: 4
image:
  repository: ghcr.io/lindenhof/shopfront
  tag: "5.2.0"
  digest: sha256:«D»
  pullPolicy: IfNotPresent
service:
  type: ClusterIP
  port: 80
  targetPort: 3000
ingress:
  enabled: true
  className: nginx
  hosts:
    - host: shop.lindenhof.example
      paths: [{path: /, pathType: Prefix}]
  tls:
    - secretName: shop-lindenhof-tls
      hosts: [shop.lindenhof.example]
env:
  NODE_ENV: production
  API_BASE_URL: http://shop-api.prod.svc.cluster.local:8080
  CART_TTL_MINUTES: "90"
  DEFAULT_LOCALE: de-DE
envFromSecret:
  COOKIE_SIGNING_SECRET:
    name: shopfront-secrets
    key: cookie-signing-secret
existingSecret: shopfront-secrets
autoscaling:
  enabled: true
  minReplicas: 4
  maxReplicas: 12
""")

L(r"""
$ cat fly.toml
app = "tanuki-notes"
primary_region = "nrt"

[build]
  dockerfile = "Dockerfile"

[env]
  NODE_ENV = "production"
  LOG_LEVEL = "info"
  PUBLIC_ORIGIN = "https://notes.tanuki.example.jp"

[http_service]
  internal_port = 8080
  force_https = true
  auto_stop_machines = "stop"
  min_machines_running = 1

$ fly secrets list
NAME                   DIGEST            CREATED AT
DATABASE_URL           «X»  2026-11-02T03:20:11Z
NOTES_ENCRYPTION_KEY   «X2»  2026-12-04T09:14:55Z
SESSION_KEY            «X3»  2026-11-02T03:20:11Z

$ fly status
App
  Name     = tanuki-notes
  Owner    = tanuki
  Hostname = tanuki-notes.fly.dev
  Image    = tanuki-notes:deployment-«I»
""")

L(r"""
# wrangler.toml
name = "edge-router"
main = "src/index.ts"
compatibility_date = "2026-10-01"
compatibility_flags = ["nodejs_compat"]
workers_dev = false
routes = [
  { pattern = "api.sakura-kissa.example/*", zone_name = "sakura-kissa.example" }
]

[vars]
UPSTREAM_ORIGIN = "https://origin.sakura-kissa.example"
CACHE_TTL = "300"
# UPSTREAM_SHARED_SECRET は `wrangler secret put UPSTREAM_SHARED_SECRET` で設定済み

[[kv_namespaces]]
binding = "ROUTES"
id = "«X»«X2»"
preview_id = "«X3»«X4»"

[[d1_databases]]
binding = "DB"
database_name = "edge-router-prod"
database_id = "«U»"

[observability]
enabled = true
head_sampling_rate = 0.1
""")

L(r"""
Hi! I'm trying to get the mailer to work in our Laravel app and it keeps timing out. Here's my config/mail.php plus the relevant bits of .env (I blanked the password) — am I missing something obvious?

    'mailers' => [
        'smtp' => [
            'transport' => 'smtp',
            'host' => env('MAIL_HOST', 'smtp.mailgun.org'),
            'port' => env('MAIL_PORT', 587),
            'encryption' => env('MAIL_ENCRYPTION', 'tls'),
            'username' => env('MAIL_USERNAME'),
            'password' => env('MAIL_PASSWORD'),
            'timeout' => null,
        ],
    ],

.env:

    MAIL_MAILER=smtp
    MAIL_HOST=mail.bakery-lisboa.example
    MAIL_PORT=465
    MAIL_USERNAME=encomendas@bakery-lisboa.example
    MAIL_PASSWORD=xxxxxxxxxxxx
    MAIL_ENCRYPTION=tls
    MAIL_FROM_ADDRESS=encomendas@bakery-lisboa.example
    MAIL_FROM_NAME="${APP_NAME}"

The log just says "Connection could not be established with host mail.bakery-lisboa.example :stream_socket_client(): unable to connect". Port 465 is open from the server, I checked with nc. Thanks!
""")

L(r"""
$ aws configure list --profile prod-readonly
      Name                    Value             Type    Location
      ----                    -----             ----    --------
   profile            prod-readonly           manual    --profile
access_key     ****************7QKA              sso
secret_key     ****************x9Lr              sso
    region             eu-north-1      config-file    ~/.aws/config
$ cat ~/.aws/config
[default]
region = eu-north-1
output = json

[profile prod-readonly]
sso_session = corp
sso_account_id = «N»«N2»
sso_role_name = ReadOnly
region = eu-north-1

[sso-session corp]
sso_start_url = https://corp-example.awsapps.com/start
sso_region = eu-west-1
sso_registration_scopes = sso:account:access
$ cat ~/.aws/credentials
cat: /home/dev/.aws/credentials: No such file or directory
""")

L(r"""
{
  "id": "«U»",
  "name": "Orders API – staging",
  "values": [
    {"key": "baseUrl", "value": "https://orders.staging.api.example.org", "type": "default", "enabled": true},
    {"key": "apiVersion", "value": "2026-09", "type": "default", "enabled": true},
    {"key": "tenantId", "value": "«U2»", "type": "default", "enabled": true},
    {"key": "customerId", "value": "cus_«I»", "type": "default", "enabled": true},
    {"key": "orderId", "value": "ord_«I2»", "type": "default", "enabled": true},
    {"key": "internalApiKey", "value": "", "type": "secret", "enabled": true},
    {"key": "accessToken", "value": "{{vault:orders-staging-token}}", "type": "secret", "enabled": true},
    {"key": "pageSize", "value": "50", "type": "default", "enabled": true},
    {"key": "locale", "value": "es-MX", "type": "default", "enabled": true},
    {"key": "traceparent", "value": "00-«X»«X2»-«X3»-01", "type": "default", "enabled": false}
  ],
  "color": null,
  "_postman_variable_scope": "environment",
  "_postman_exported_at": "2026-11-30T18:22:03.117Z",
  "_postman_exported_using": "Postman/11.20.0"
}
""")

L(r"""
2026-12-02T14:03:11.4410133Z ##[group]Run ./scripts/deploy.sh
2026-12-02T14:03:11.4410789Z ./scripts/deploy.sh
2026-12-02T14:03:11.4456802Z shell: /usr/bin/bash -e {0}
2026-12-02T14:03:11.4457120Z env:
2026-12-02T14:03:11.4457399Z   DEPLOY_HOST: deploy.int.example.net
2026-12-02T14:03:11.4457713Z   DEPLOY_TOKEN: ***
2026-12-02T14:03:11.4458012Z   RELEASE: v3.8.2
2026-12-02T14:03:11.4458301Z ##[endgroup]
2026-12-02T14:03:11.5123984Z + echo 'deploying v3.8.2 to deploy.int.example.net'
2026-12-02T14:03:11.5124388Z deploying v3.8.2 to deploy.int.example.net
2026-12-02T14:03:11.5135017Z + curl -fsS -X POST https://deploy.int.example.net/api/releases -H 'Authorization: Bearer ***' -d version=v3.8.2
2026-12-02T14:03:12.0811421Z {"release":"v3.8.2","id":"rel_«I»","status":"queued"}
2026-12-02T14:03:12.0850233Z + echo done
2026-12-02T14:03:12.0850698Z done
2026-12-02T14:03:12.0901180Z ##[group]Run actions/upload-artifact@v4
2026-12-02T14:03:12.0901566Z with:
2026-12-02T14:03:12.0901824Z   name: deploy-log
2026-12-02T14:03:12.0902101Z   path: logs/
2026-12-02T14:03:12.0902371Z ##[endgroup]
2026-12-02T14:03:12.6610018Z Artifact deploy-log has been successfully uploaded! Final size is 4811 bytes. Artifact ID is «N»
2026-12-02T14:03:12.6620441Z Artifact download URL: https://github.com/example/app/actions/runs/«N2»/artifacts/«N»
""")

L(r"""
{
 "cells": [
  {
   "cell_type": "code",
   "execution_count": 3,
   "id": "«I»",
   "metadata": {},
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "engine: postgresql+psycopg://analyst:***@dwh.intra.example.kr:5432/sales\n",
      "tables: ['orders', 'order_items', 'stores', 'calendar']\n",
      "rows in orders: 2841077\n"
     ]
    }
   ],
   "source": [
    "# 매출 데이터 웨어하우스 연결 확인 (비밀번호는 keyring 에서 읽음)\n",
    "import keyring, sqlalchemy as sa\n",
    "url = sa.engine.URL.create('postgresql+psycopg', username='analyst', password=keyring.get_password('dwh', 'analyst'), host='dwh.intra.example.kr', port=5432, database='sales')\n",
    "engine = sa.create_engine(url)\n",
    "print('engine:', engine.url)\n",
    "print('tables:', sa.inspect(engine).get_table_names())\n",
    "with engine.connect() as c:\n",
    "    print('rows in orders:', c.execute(sa.text('select count(*) from orders')).scalar())"
   ]
  }
 ],
 "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
 "nbformat": 4,
 "nbformat_minor": 5
}
""")

L(r"""
$ cat ~/.ssh/config
Host bastion
    HostName 203.0.113.24
    User ops
    Port 2222
    IdentityFile ~/.ssh/id_ed25519
    IdentitiesOnly yes
Host legacy-db
    HostName 10.8.1.55
    User dbadmin
    ProxyJump bastion
$ ssh -v legacy-db 'uptime'
OpenSSH_9.6p1 Ubuntu-3ubuntu13.5, OpenSSL 3.0.13 30 Jan 2024
debug1: Reading configuration data /home/ops/.ssh/config
debug1: /home/ops/.ssh/config line 7: Applying options for legacy-db
debug1: Setting implicit ProxyCommand from ProxyJump: ssh -v -W '[%h]:%p' bastion
debug1: Authenticating to 10.8.1.55:22 as 'dbadmin'
debug1: kex: algorithm: curve25519-sha256
debug1: Server host key: ssh-ed25519 SHA256:«I»«I2»«I3»
debug1: Host '10.8.1.55' is known and matches the ED25519 host key.
debug1: Found key in /home/ops/.ssh/known_hosts:14
debug1: Authentications that can continue: publickey,password
debug1: Next authentication method: publickey
debug1: Offering public key: /home/ops/.ssh/id_ed25519 ED25519 SHA256:«I4»«I5»«I6» explicit
debug1: Server accepts key: /home/ops/.ssh/id_ed25519 ED25519 SHA256:«I4»«I5»«I6» explicit
Authenticated to 10.8.1.55 (via proxy) using "publickey".
 14:22:07 up 213 days,  3:41,  0 users,  load average: 0.12, 0.09, 0.05
""")

L(r"""
$ npm config list
; "builtin" config from /usr/local/lib/node_modules/npm/npmrc

prefix = "/usr/local"

; "user" config from /home/ci/.npmrc

//npm.intern.example.ru/repository/npm-private/:_authToken = (protected)
@vega:registry = "https://npm.intern.example.ru/repository/npm-private/"
audit = false
fund = false
save-exact = true

; "project" config from /builds/vega/web/.npmrc

engine-strict = true
legacy-peer-deps = false

; node bin location = /usr/local/bin/node
; node version = v22.11.0
; npm local prefix = /builds/vega/web
; npm version = 10.9.0
; cwd = /builds/vega/web
; HOME = /home/ci
; Run `npm config ls -l` to show all defaults.
$ cat /home/ci/.npmrc
//npm.intern.example.ru/repository/npm-private/:_authToken=${NPM_PRIVATE_TOKEN}
@vega:registry=https://npm.intern.example.ru/repository/npm-private/
""")

L(r"""
$ pip config list -v
For variant 'global', will try loading '/etc/xdg/pip/pip.conf'
For variant 'global', will try loading '/etc/pip.conf'
For variant 'user', will try loading '/home/lucas/.pip/pip.conf'
For variant 'user', will try loading '/home/lucas/.config/pip/pip.conf'
For variant 'site', will try loading '/home/lucas/proj/.venv/pip.conf'
global.timeout='60'
global.disable-pip-version-check='true'
global.index-url='https://pypi.interno.example.com.br/simple/'
global.extra-index-url='https://pypi.org/simple/'
global.keyring-provider='subprocess'
install.prefer-binary='true'
$ keyring --list-backends
keyring.backends.SecretService.Keyring (priority: 5)
keyring.backends.chainer.ChainerBackend (priority: 10)
keyring.backends.fail.Keyring (priority: 0)
$ pip index versions pagamentos-sdk
pagamentos-sdk (2.4.0)
Available versions: 2.4.0, 2.3.2, 2.3.1, 2.3.0, 2.2.0
  INSTALLED: 2.3.2
  LATEST:    2.4.0
$ # credenciais do índice interno vêm do keyring (serviço pypi.interno.example.com.br)
""")

L(r"""
$ kubectl describe pod keycloak-0 -n iam
Name:             keycloak-0
Namespace:        iam
Priority:         0
Service Account:  keycloak
Node:             ip-10-31-7-102.eu-west-1.compute.internal/10.31.7.102
Start Time:       Wed, 02 Dec 2026 07:41:19 +0000
Labels:           app.kubernetes.io/instance=keycloak
                  controller-revision-hash=keycloak-«X»
Status:           Running
IP:               10.31.9.44
Controlled By:    StatefulSet/keycloak
Containers:
  keycloak:
    Container ID:   containerd://«D»
    Image:          quay.io/keycloak/keycloak:26.0.6
    Image ID:       quay.io/keycloak/keycloak@sha256:«D2»
    Ports:          8080/TCP, 9000/TCP
    Args:
      start
      --optimized
    State:          Running
    Ready:          True
    Restart Count:  0
    Environment:
      KC_HOSTNAME:                  sso.example.io
      KC_DB:                        postgres
      KC_DB_URL:                    jdbc:postgresql://iam-pg-rw.iam.svc:5432/keycloak
      KC_DB_USERNAME:               keycloak
      KC_DB_PASSWORD:               <set to the key 'password' in secret 'iam-pg-app'>  Optional: false
      KC_BOOTSTRAP_ADMIN_USERNAME:  admin
      KC_BOOTSTRAP_ADMIN_PASSWORD:  <set to the key 'admin-password' in secret 'keycloak-admin'>  Optional: false
      KC_PROXY_HEADERS:             xforwarded
Conditions:
  Type              Status
  Ready             True
Events:            <none>
""")

L(r"""
$ curl -v 'https://intranet.example.co.jp/api/v2/reports?month=2026-11' -b cookies.txt
*   Trying 198.51.100.77:443...
* Connected to intranet.example.co.jp (198.51.100.77) port 443
* ALPN: curl offers h2,http/1.1
* SSL connection using TLSv1.3 / TLS_AES_128_GCM_SHA256 / X25519 / id-ecdsa-with-SHA256
* Server certificate:
*  subject: CN=intranet.example.co.jp
*  start date: Oct  1 00:00:00 2026 GMT
*  expire date: Dec 30 23:59:59 2026 GMT
*  issuer: C=US; O=Let's Encrypt; CN=E6
> GET /api/v2/reports?month=2026-11 HTTP/2
> Host: intranet.example.co.jp
> User-Agent: curl/8.5.0
> Accept: */*
> Cookie: theme=dark; lang=ja; intranet_session=[REDACTED]
>
< HTTP/2 200
< content-type: application/json; charset=utf-8
< x-request-id: «U»
< cache-control: no-store
< set-cookie: theme=dark; Path=/; Max-Age=31536000
<
{"month":"2026-11","reports":[{"id":"rep_«I»","title":"月次売上レポート","rows":412}]}
""")

L(r"""
$ git diff HEAD~1 -- src/atelier/settings/prod.py
diff --git a/src/atelier/settings/prod.py b/src/atelier/settings/prod.py
index «h»..«h2» 100644
--- a/src/atelier/settings/prod.py
+++ b/src/atelier/settings/prod.py
@@ -1,22 +1,23 @@
 from .base import *  # noqa: F401,F403
 import os
 
 DEBUG = False
-SECRET_KEY = "django-insecure-change-me"
+# la clé vient de la variable d'environnement, fournie par le pipeline
+SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
 ALLOWED_HOSTS = ["atelier.example.fr", "www.atelier.example.fr"]
 CSRF_TRUSTED_ORIGINS = ["https://atelier.example.fr"]
 
 DATABASES = {
     "default": {
         "ENGINE": "django.db.backends.postgresql",
         "NAME": "atelier",
         "USER": "atelier",
         "PASSWORD": os.environ["DB_PASSWORD"],
         "HOST": "pg.atelier.internal",
         "PORT": "5432",
     }
 }
 
 STATIC_ROOT = "/srv/atelier/static"
 MEDIA_ROOT = "/srv/atelier/media"
""")

L(r"""
$ npm run start:worker

> catalog@3.1.0 start:worker
> node dist/worker.js

[worker] 2026-12-04T06:20:01.022Z info  boot pid=3377 node=v20.18.1
[worker] 2026-12-04T06:20:01.031Z info  connecting to mongo at mongodb://catalog_rw:<redacted>@10.50.2.8:27017,10.50.2.9:27017/catalog?replicaSet=rs0
MongoServerSelectionError: connection <monitor> to 10.50.2.8:27017 closed
    at Topology.selectServer (/srv/catalog/node_modules/mongodb/lib/sdam/topology.js:303:38)
    at async Topology._connect (/srv/catalog/node_modules/mongodb/lib/sdam/topology.js:196:28)
    at async MongoClient._connect (/srv/catalog/node_modules/mongodb/lib/mongo_client.js:235:13)
    at async connect (/srv/catalog/dist/db.js:14:5) {
  reason: TopologyDescription {
    type: 'ReplicaSetNoPrimary',
    servers: Map(2) {
      '10.50.2.8:27017' => [ServerDescription],
      '10.50.2.9:27017' => [ServerDescription]
    },
    setName: 'rs0',
    maxElectionId: null,
    compatible: true,
    heartbeatFrequencyMS: 10000,
    localThresholdMS: 15
  },
  code: undefined,
  [Symbol(errorLabels)]: Set(0) {}
}
""")

L(r"""
$ vault kv metadata get -mount=secret apps/checkout/prod
======== Metadata Path ========
secret/metadata/apps/checkout/prod

========== Metadata ==========
Key                     Value
---                     -----
cas_required            false
created_time            2026-03-02T10:11:41.022188Z
current_version         7
custom_metadata         map[owner:team-checkout ticket:OPS-4412]
delete_version_after    0s
max_versions            10
oldest_version          1
updated_time            2026-11-19T12:44:03.772131Z

====== Version 7 ======
Key              Value
---              -----
created_time     2026-11-19T12:44:03.772131Z
deletion_time    n/a
destroyed        false
$ vault kv get -mount=secret -field=region apps/checkout/prod
eu-central-1
$ vault policy read checkout-read | head -4
path "secret/data/apps/checkout/*" {
  capabilities = ["read"]
}
""")

L(r"""
$ docker inspect mq --format '{{json .Config}}' | jq
{
  "Hostname": "mq",
  "ExposedPorts": {
    "15672/tcp": {},
    "5672/tcp": {}
  },
  "Env": [
    "RABBITMQ_DEFAULT_USER=guest",
    "RABBITMQ_DEFAULT_PASS=guest",
    "RABBITMQ_DEFAULT_VHOST=/",
    "PATH=/opt/rabbitmq/sbin:/opt/erlang/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
    "ERLANG_INSTALL_PATH_PREFIX=/opt/erlang",
    "OPENSSL_INSTALL_PATH_PREFIX=/opt/openssl",
    "RABBITMQ_DATA_DIR=/var/lib/rabbitmq",
    "RABBITMQ_VERSION=4.0.4",
    "RABBITMQ_HOME=/opt/rabbitmq",
    "HOME=/var/lib/rabbitmq",
    "LANG=C.UTF-8"
  ],
  "Cmd": ["rabbitmq-server"],
  "Image": "rabbitmq:4.0-management",
  "Volumes": {"/var/lib/rabbitmq": {}},
  "Entrypoint": ["docker-entrypoint.sh"],
  "Labels": {"com.docker.compose.project": "orders-local", "com.docker.compose.service": "mq"}
}
$ # guest/guest only works from localhost — this is the local dev broker from docker-compose.dev.yml
""")

L(r"""
// appsettings.Production.json — Lagerverwaltung
{
  "Logging": {
    "LogLevel": {
      "Default": "Information",
      "Microsoft.AspNetCore": "Warning"
    }
  },
  "AllowedHosts": "lager.example.at",
  "ConnectionStrings": {
    "Lager": "Server=tcp:sql-lager.intern.example.at,1433;Initial Catalog=Lager;Authentication=Active Directory Managed Identity;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;"
  },
  "KeyVault": {
    "Uri": "https://kv-lager-prod.vault.azure.net/",
    "ReloadInterval": "00:30:00"
  },
  "Kestrel": {
    "Endpoints": {
      "Https": { "Url": "https://0.0.0.0:5001" }
    }
  },
  "Features": {
    "Barcodes": true,
    "Inventur2026": false
  },
  "Telemetry": {
    "ServiceName": "lager-api",
    "OtlpEndpoint": "http://otel-collector.monitoring:4317"
  }
}
""")

L(r"""
{"type":"session","id":"sess_«I»","cwd":"/home/kenji/webhook-relay","model":"claude-sonnet-4-5"}
{"type":"user","text":"webhook の署名検証が失敗する原因を調べて"}
{"type":"tool_call","id":"call_1","name":"grep","args":{"pattern":"verifySignature","path":"src"}}
{"type":"tool_result","id":"call_1","output":"src/verify.ts:12:export function verifySignature(body: string, sig: string) {\nsrc/server.ts:41:  if (!verifySignature(raw, req.header('x-relay-signature'))) {"}
{"type":"tool_call","id":"call_2","name":"read","args":{"path":"src/verify.ts"}}
{"type":"tool_result","id":"call_2","output":"import crypto from 'node:crypto';\nconst KEY = process.env.RELAY_HMAC_KEY ?? '';\nexport function verifySignature(body: string, sig: string) {\n  const mac = crypto.createHmac('sha256', KEY).update(body).digest('hex');\n  return crypto.timingSafeEqual(Buffer.from(mac), Buffer.from(sig));\n}"}
{"type":"tool_call","id":"call_3","name":"bash","args":{"command":"cat .env.example"}}
{"type":"tool_result","id":"call_3","output":"PORT=8787\nRELAY_HMAC_KEY=\nUPSTREAM=https://hooks.internal.example.jp/in\n"}
{"type":"tool_call","id":"call_4","name":"bash","args":{"command":"git log -1 --format=%H"}}
{"type":"tool_result","id":"call_4","output":"«H»"}
{"type":"tool_call","id":"call_5","name":"bash","args":{"command":"grep -n 'express.json\\|express.raw' src/server.ts"}}
{"type":"tool_result","id":"call_5","output":"18:app.use(express.json());"}
{"type":"tool_call","id":"call_6","name":"bash","args":{"command":"npm test -- verify"}}
{"type":"tool_result","id":"call_6","output":"PASS test/verify.test.ts\n  ✓ accepts valid signature (3 ms)\n  ✓ rejects tampered body (1 ms)\nTests: 2 passed, 2 total"}
{"type":"assistant","text":"送信側の署名は raw body に対して計算されていますが、サーバは express.json() でパースした後に JSON.stringify し直しているので一致しません。express.raw() で受け取るように修正しましょう。"}
""")

L(r"""
deploy@db-admin-01:~$ cat ~/.my.cnf
[client]
host=mysql-prod-ro.internal
user=reporting
# password is read from the login path below, not stored here

deploy@db-admin-01:~$ mysql_config_editor print --all
[reporting-ro]
user = "reporting"
password = *****
host = "mysql-prod-ro.internal"
deploy@db-admin-01:~$ mysql --login-path=reporting-ro -e "SHOW DATABASES; SELECT @@version, @@hostname;"
+--------------------+
| Database           |
+--------------------+
| information_schema |
| orders             |
| performance_schema |
| reporting          |
+--------------------+
+-----------+-------------------+
| @@version | @@hostname        |
+-----------+-------------------+
| 8.0.40    | mysql-prod-ro-2   |
+-----------+-------------------+
""")

L(r"""
$ cat ~/.pg_service.conf
# служебные подключения команды аналитики
[dwh]
host=dwh.corp.example.ru
port=5432
dbname=dwh
user=analyst_ro
sslmode=verify-full
sslrootcert=/etc/ssl/corp-root.pem

[dwh-stage]
host=dwh-stage.corp.example.ru
port=5432
dbname=dwh
user=analyst_ro
sslmode=require

$ cat ~/.pgpass
# hostname:port:database:username:password
# пароль не храним: вход через Kerberos (GSSAPI), см. wiki/dwh/access
$ klist | head -4
Ticket cache: KEYRING:persistent:1000:1000
Default principal: petrov@CORP.EXAMPLE.RU

Valid starting       Expires              Service principal
$ psql service=dwh-stage -c 'select now()'
              now
-------------------------------
 2026-12-04 12:03:44.18122+03
(1 row)
""")

L(r"""
root@edge-02:~# cut -d: -f1 /etc/nginx/.htpasswd
grafana-viewer
ops
root@edge-02:~# cat /etc/nginx/sites-enabled/grafana.conf
server {
    listen 443 ssl http2;
    server_name grafana.ops.example.net;
    ssl_certificate     /etc/letsencrypt/live/grafana.ops.example.net/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/grafana.ops.example.net/privkey.pem;
    location / {
        auth_basic "Grafana";
        auth_basic_user_file /etc/nginx/.htpasswd;
        proxy_pass http://127.0.0.1:3000;
        proxy_set_header Host $host;
    }
}
root@edge-02:~# nginx -t && systemctl reload nginx
nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful
root@edge-02:~# ls -l /etc/nginx/.htpasswd
-rw-r----- 1 root www-data 122 Dec  4 09:41 /etc/nginx/.htpasswd
""")

L(r"""
I, [2026-12-02T11:01:45.201 #9921]  INFO -- : Booting Puma
I, [2026-12-02T11:01:45.202 #9921]  INFO -- : Rails 7.2.2 application starting in production
D, [2026-12-02T11:01:45.611 #9921] DEBUG -- : [config] active_storage.service=:amazon
D, [2026-12-02T11:01:45.611 #9921] DEBUG -- : [config] cache_store=[:redis_cache_store, {:url=>"redis://cache.tiendita.internal:6379/1"}]
D, [2026-12-02T11:01:45.612 #9921] DEBUG -- : [config] time_zone="America/Mexico_City"
D, [2026-12-02T11:01:45.612 #9921] DEBUG -- : [config] i18n.default_locale=:es
D, [2026-12-02T11:01:45.613 #9921] DEBUG -- : [config] lockbox.master_key=[FILTERED]
D, [2026-12-02T11:01:45.613 #9921] DEBUG -- : [config] secret_key_base=[FILTERED]
D, [2026-12-02T11:01:45.613 #9921] DEBUG -- : [config] force_ssl=true
D, [2026-12-02T11:01:45.614 #9921] DEBUG -- : [config] log_level=:debug
Puma starting in single mode...
* Puma version: 6.4.3 (ruby 3.3.6-p108) ("The Eagle of Durango")
*  Min threads: 5
*  Max threads: 5
*  Environment: production
*          PID: 9921
* Listening on http://0.0.0.0:3000
Use Ctrl-C to stop
I, [2026-12-02T11:01:52.020 #9921]  INFO -- : [«U»] Started GET "/up" for 10.0.3.4 at 2026-12-02 11:01:52 -0600
I, [2026-12-02T11:01:52.022 #9921]  INFO -- : [«U»] Completed 200 OK in 1ms
""")

L(r"""
$ kubectl get secret -n edge api-gw-mtls -o jsonpath='{.data.tls\.crt}' | base64 -d | openssl x509 -noout -subject -issuer -dates -fingerprint -sha256
subject=CN = api-gw.edge.svc, O = Beispiel GmbH
issuer=CN = Beispiel Internal CA R2, O = Beispiel GmbH
notBefore=Nov 20 00:00:00 2026 GMT
notAfter=Feb 18 23:59:59 2027 GMT
sha256 Fingerprint=«X»«X2»«X3»«X4»
$ kubectl get secret -n edge api-gw-mtls -o jsonpath='{.data.tls\.crt}' | base64 -d | openssl x509 -noout -pubkey
-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE«I»«I2»«I3»«I4»
«I5»«I6»«I7»«I8»«I9»==
-----END PUBLIC KEY-----
$ kubectl get certificate -n edge api-gw-mtls
NAME          READY   SECRET        AGE
api-gw-mtls   True    api-gw-mtls   14d
$ kubectl get secret -n edge api-gw-mtls -o yaml | yq '.metadata'
annotations:
  cert-manager.io/certificate-name: api-gw-mtls
  cert-manager.io/issuer-kind: ClusterIssuer
  cert-manager.io/issuer-name: internal-ca
creationTimestamp: "2026-11-20T09:12:40Z"
name: api-gw-mtls
namespace: edge
uid: «U»
""")

L(r"""
root@nas-client:~# cat /etc/fstab
# <file system>                         <mount point>    <type>  <options>                                      <dump> <pass>
UUID=«U»  /                ext4    errors=remount-ro                              0      1
UUID=«U2»  /boot/efi        vfat    umask=0077                                     0      1
//fileserver.buero.local/projekte       /mnt/projekte    cifs    sec=krb5,cruid=1000,uid=1000,gid=1000,iocharset=utf8,vers=3.1.1  0  0
//fileserver.buero.local/scans          /mnt/scans       cifs    sec=krb5,cruid=1000,uid=1000,gid=1000,vers=3.1.1,ro  0  0
root@nas-client:~# klist -k /etc/krb5.keytab | head -5
Keytab name: FILE:/etc/krb5.keytab
KVNO Principal
---- --------------------------------------------------------------------------
   3 NAS-CLIENT$@BUERO.LOCAL
   3 host/nas-client.buero.local@BUERO.LOCAL
root@nas-client:~# mount -a && df -h | grep mnt
//fileserver.buero.local/projekte  3.6T  2.1T  1.5T  59% /mnt/projekte
//fileserver.buero.local/scans     3.6T  2.1T  1.5T  59% /mnt/scans
root@nas-client:~# ls /mnt/projekte | head
2024_Umbau_Lager
2025_Website
2026_Angebote
Archiv
Vorlagen
""")

L(r"""
Hola, te paso todo lo que tengo del servidor de pruebas para que me ayudes con el despliegue:

- Proveedor: VPS en Hetzner, Ubuntu 24.04, 4 vCPU / 8 GB
- IP pública: 203.0.113.150
- Dominio: pruebas.lavanderia-sol.example
- Usuario SSH: deploy (con sudo), entro con mi clave ed25519, el acceso por contraseña está desactivado
- Puerto SSH: 22 (todavía no lo he cambiado)
- Docker 27.3.1 y compose v2.30 ya instalados
- La app es un Next.js 15 con Prisma y Postgres 16

Lo que quiero hacer:
1. Poner Caddy delante con HTTPS automático.
2. Levantar la base de datos en un contenedor con volumen persistente.
3. Que el build se haga en GitHub Actions y el servidor solo haga `docker compose pull && up -d`.

Las contraseñas de la base de datos las quiero en un archivo .env en el servidor que no esté en git,
¿cómo lo referencio desde el compose? ¿Con `env_file:` o con `${POSTGRES_PASSWORD}`?

Ya probé con nginx pero me perdí con los certificados. ¿Me puedes preparar el docker-compose.yml y el Caddyfile?
Gracias!!
""")

L(r"""
$ cat environments/prod/terraform.tfvars
# ---------------------------------------------------
# 생산 환경 변수 (prod) — 비밀 값은 여기 넣지 않음 (TF_VAR_* 또는 Secrets Manager)
# ---------------------------------------------------
project_name         = "hanbit-commerce"
environment          = "prod"
region               = "ap-northeast-2"
availability_zones   = ["ap-northeast-2a", "ap-northeast-2c"]
vpc_cidr             = "10.70.0.0/16"
public_subnet_cidrs  = ["10.70.0.0/24", "10.70.1.0/24"]
private_subnet_cidrs = ["10.70.10.0/24", "10.70.11.0/24"]

eks_cluster_version  = "1.31"
node_instance_types  = ["m6i.xlarge"]
node_min_size        = 3
node_max_size        = 9

rds_instance_class   = "db.r6g.xlarge"
rds_engine_version   = "8.0.39"
rds_master_username  = "hanbit_admin"
rds_manage_master_user_password = true
rds_master_secret_kms_key_id    = "alias/hanbit-rds"

tags = {
  Owner      = "platform-team"
  CostCenter = "CC-2041"
  ManagedBy  = "terraform"
}
""")

L(r"""
$ sudo grep -v '^#' /etc/gitlab/gitlab.rb | grep -v '^$'
external_url 'https://gitlab.werkstatt.example'
gitlab_rails['time_zone'] = 'Europe/Berlin'
gitlab_rails['gitlab_email_from'] = 'gitlab@werkstatt.example'
gitlab_rails['backup_keep_time'] = 604800
gitlab_rails['ldap_enabled'] = true
gitlab_rails['ldap_servers'] = {
  'main' => {
    'label' => 'Werkstatt AD',
    'host' =>  'dc01.werkstatt.local',
    'port' => 636,
    'uid' => 'sAMAccountName',
    'encryption' => 'simple_tls',
    'verify_certificates' => true,
    'bind_dn' => 'CN=svc-gitlab,OU=Dienste,DC=werkstatt,DC=local',
    'password' => File.read('/etc/gitlab/ldap_bind_password').strip,
    'active_directory' => true,
    'base' => 'OU=Mitarbeiter,DC=werkstatt,DC=local',
    'user_filter' => '(memberOf=CN=gitlab-users,OU=Gruppen,DC=werkstatt,DC=local)'
  }
}
nginx['redirect_http_to_https'] = true
letsencrypt['enable'] = true
prometheus_monitoring['enable'] = false
""")

L(r"""
$ ps auxww | grep -E 'celery|flower' | grep -v grep
app       2201  1.2  3.1 412332 126044 ?  Sl   Dec01  14:22 /srv/app/.venv/bin/python /srv/app/.venv/bin/celery -A proj worker -l info -Q default,emails -c 4 --hostname=worker1@app-01
app       2202  0.9  2.9 409112 118220 ?  Sl   Dec01  11:05 /srv/app/.venv/bin/python /srv/app/.venv/bin/celery -A proj worker -l info -Q reports -c 2 --hostname=worker2@app-01
app       2240  0.1  1.8 298812  74012 ?  Sl   Dec01   1:41 /srv/app/.venv/bin/python /srv/app/.venv/bin/celery -A proj beat -l info --schedule=/srv/app/run/celerybeat-schedule
app       2301  0.3  2.2 331004  90112 ?  Sl   Dec01   3:56 /srv/app/.venv/bin/python /srv/app/.venv/bin/celery -A proj flower --port=5555 --url_prefix=flower --auth=.*@example\.com --auth_provider=flower.views.auth.GoogleAuth2LoginHandler
$ ss -ltnp | grep -E '5555|6379'
LISTEN 0      128        127.0.0.1:5555      0.0.0.0:*    users:(("celery",pid=2301,fd=12))
LISTEN 0      511        127.0.0.1:6379      0.0.0.0:*    users:(("redis-server",pid=1180,fd=6))
$ systemctl status celery-flower --no-pager | head -8
● celery-flower.service - Celery Flower dashboard
     Loaded: loaded (/etc/systemd/system/celery-flower.service; enabled; preset: enabled)
     Active: active (running) since Tue 2026-12-01 06:00:14 UTC; 3 days ago
   Main PID: 2301 (celery)
      Tasks: 3 (limit: 9406)
     Memory: 88.4M (peak: 92.0M)
        CPU: 3min 56.117s
     CGroup: /system.slice/celery-flower.service
$ grep -E 'FLOWER_OAUTH2_(KEY|SECRET)' /etc/celery/flower.env | sed 's/=.*/=<set>/'
FLOWER_OAUTH2_KEY=<set>
FLOWER_OAUTH2_SECRET=<set>
""")

L(r"""
## Runbook: Index-Rotation (ES 8.15)

Stand: 2026-11. Zuständig: Team Suche.

Voraussetzung: API-Key mit Rolle `index_admin` in der Umgebungsvariable `ES_API_KEY`
(anlegen über Kibana → Stack Management → API keys; nie in dieses Dokument kopieren).

1. Aktuellen Alias prüfen:

   ```
   curl -s -H "Authorization: ApiKey $ES_API_KEY" https://es-prod.suche.intern:9200/_cat/aliases/produkte?v
   alias    index               filter routing.index routing.search is_write_index
   produkte produkte-2026.11.02 -      -             -              true
   ```

2. Neuen Index anlegen (Mapping aus `mappings/produkte.json`).
3. Reindex starten und Task-ID notieren:

   ```
   POST _reindex?wait_for_completion=false
   {"task":"«I»:«N»"}
   ```

4. Nach Abschluss Alias umhängen (atomar, `_aliases` mit add/remove).
5. Alten Index nach 7 Tagen löschen.

Hinweis: Snapshots liegen im Repository `s3-snapshots` (Bucket `suche-es-snapshots`).
""")

L(r"""
$ crontab -l
# m h  dom mon dow   command
15 2 * * * /opt/backup/pg_backup.sh >> /var/log/pg_backup.log 2>&1
40 3 * * 0 /opt/backup/prune.sh --keep 8 >> /var/log/pg_backup.log 2>&1
$ cat /opt/backup/pg_backup.sh
#!/usr/bin/env bash
set -euo pipefail
STAMP=$(date +%Y%m%d-%H%M)
TARGET=/backup/pg/$STAMP
mkdir -p "$TARGET"
export PGHOST=127.0.0.1
export PGPORT=5432
export PGUSER=backup
export PGPASSFILE=/root/.pgpass.backup
for db in crm billing wiki; do
  pg_dump -Fc -Z 6 -f "$TARGET/$db.dump" "$db"
done
rclone copy "$TARGET" b2-offsite:acme-pg-backups/$STAMP --transfers 4
find /backup/pg -maxdepth 1 -type d -mtime +14 -exec rm -rf {} +
echo "$(date -Is) backup $STAMP ok"
$ tail -2 /var/log/pg_backup.log
2026-12-03T02:16:41+00:00 backup 20261203-0215 ok
2026-12-04T02:16:38+00:00 backup 20261204-0215 ok
""")

L(r"""
$ redis-cli -h 10.9.0.12 -p 6379 --user admin --askpass
Please input password: ****************
10.9.0.12:6379> ACL USERS
1) "admin"
2) "api"
3) "default"
10.9.0.12:6379> ACL GETUSER default
1) "flags"
2) 1) "off"
10.9.0.12:6379> CLIENT LIST
id=3 addr=10.9.1.21:50514 laddr=10.9.0.12:6379 fd=8 name=api-1 age=8123 idle=0 flags=N db=0 cmd=get user=api
id=4 addr=10.9.1.22:50602 laddr=10.9.0.12:6379 fd=9 name=api-2 age=8120 idle=1 flags=N db=0 cmd=get user=api
id=9 addr=10.9.1.40:41190 laddr=10.9.0.12:6379 fd=12 name=worker age=40 idle=0 flags=N db=0 cmd=client|list user=admin
10.9.0.12:6379> INFO server
# Server
redis_version:7.4.1
redis_mode:standalone
os:Linux 6.8.0-49-generic x86_64
tcp_port:6379
uptime_in_days:41
10.9.0.12:6379> ACL WHOAMI
"admin"
""")

L(r"""
{
  "log": {
    "version": "1.2",
    "creator": {"name": "Firefox", "version": "133.0"},
    "pages": [{"startedDateTime": "2026-12-03T08:44:10.112+01:00", "id": "page_1", "title": "Admin – Bestellungen"}],
    "entries": [
      {
        "pageref": "page_1",
        "startedDateTime": "2026-12-03T08:44:10.540+01:00",
        "request": {
          "method": "GET",
          "url": "https://admin-api.versandhaus.example/v1/orders?status=open&page=2",
          "httpVersion": "HTTP/2",
          "headers": [
            {"name": "Accept", "value": "application/json"},
            {"name": "Accept-Language", "value": "de,en-US;q=0.7"},
            {"name": "Authorization", "value": "[removed by HAR sanitizer]"},
            {"name": "X-Request-Id", "value": "«U»"}
          ],
          "cookies": [],
          "queryString": [{"name": "status", "value": "open"}, {"name": "page", "value": "2"}]
        },
        "response": {
          "status": 200,
          "headers": [{"name": "content-type", "value": "application/json"}, {"name": "etag", "value": "W/\"«X»\""}],
          "content": {"size": 18233, "mimeType": "application/json"}
        },
        "timings": {"dns": 0, "connect": 0, "ssl": 0, "send": 0, "wait": 88, "receive": 4}
      }
    ]
  }
}
""")

L(r"""
2026-12-04 10:22:01.113 INFO  [gateway] route matched: GET /internal/v1/inventory/sku/«N» -> inventory-svc
2026-12-04 10:22:01.114 DEBUG [gateway] forwarding headers: host=inventory-svc.default.svc:8080 x-request-id=«U» authorization=<redacted len=412>
2026-12-04 10:22:01.114 DEBUG [gateway] service token for inventory-svc: kid=gw-2026-11 alg=ES256 exp=2026-12-04T10:27:01Z (cached)
2026-12-04 10:22:01.131 INFO  [gateway] upstream 200 in 17ms bytes=812
2026-12-04 10:22:01.388 INFO  [gateway] route matched: POST /internal/v1/cart/«U2»/items -> cart-svc
2026-12-04 10:22:01.402 INFO  [gateway] upstream 201 in 14ms bytes=233
2026-12-04 10:22:02.004 INFO  [gateway] health: upstreams=7 healthy=7
2026-12-04 10:22:02.511 INFO  [gateway] route matched: GET /internal/v1/pricing/rules -> pricing-svc
2026-12-04 10:22:02.560 WARN  [gateway] upstream slow: pricing-svc 49ms > 40ms budget
2026-12-04 10:22:03.000 INFO  [gateway] metrics flushed: requests=412 errors=0 p99=61ms
2026-12-04 10:22:03.771 INFO  [gateway] route matched: GET /internal/v1/inventory/sku/«N2» -> inventory-svc
2026-12-04 10:22:03.790 INFO  [gateway] upstream 200 in 19ms bytes=797
2026-12-04 10:22:04.002 INFO  [gateway] config reload check: unchanged (etag «X»)
2026-12-04 10:22:04.410 INFO  [gateway] jwks refreshed from https://auth.internal.example/.well-known/jwks.json keys=2
2026-12-04 10:22:05.120 INFO  [gateway] route matched: GET /healthz -> local
2026-12-04 10:22:05.121 INFO  [gateway] 200 in 0ms
""")

L(r"""
# /etc/mosquitto/conf.d/sensoren.conf
# Gewächshaus-Sensoren (Halle 2) – MQTT Bridge zur Zentrale (Zertifikats-Authentifizierung)
per_listener_settings true

listener 1883 127.0.0.1
allow_anonymous true

listener 8883
certfile /etc/mosquitto/certs/broker.crt
keyfile /etc/mosquitto/certs/broker.key
cafile /etc/mosquitto/certs/ca.crt
require_certificate true
use_identity_as_username true
allow_anonymous false

connection zentrale
address mqtt.zentrale.gartenbau.example:8883
bridge_cafile /etc/mosquitto/certs/zentrale-ca.crt
bridge_certfile /etc/mosquitto/certs/halle2-bridge.crt
bridge_keyfile /etc/mosquitto/certs/halle2-bridge.key
remote_clientid halle2-bridge
topic sensoren/halle2/# out 1
topic steuerung/halle2/# in 1
cleansession false
notifications true
keepalive_interval 60
""")

L(r"""
$ pytest tests/integration/test_repo.py -x -q
F
=================================== FAILURES ===================================
_________________________ test_create_and_fetch_order __________________________

engine_url = 'mssql+pyodbc://qa_runner:***@sqlqa01.corp.example:1433/OrdersQA?driver=ODBC+Driver+18+for+SQL+Server'

    def test_create_and_fetch_order(engine_url):
>       repo = OrderRepository(create_engine(engine_url))

tests/integration/test_repo.py:27:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
src/orders/repo.py:14: in __init__
    self._conn = engine.connect()
.venv/lib/python3.12/site-packages/sqlalchemy/engine/base.py:3276: in connect
    return self._connection_cls(self)
E   sqlalchemy.exc.OperationalError: (pyodbc.OperationalError) ('HYT00', '[HYT00] [Microsoft][ODBC Driver 18 for SQL Server]Login timeout expired (0) (SQLDriverConnect)')
E   (Background on this error at: https://sqlalche.me/e/20/e3q8)
=========================== short test summary info ============================
FAILED tests/integration/test_repo.py::test_create_and_fetch_order - sqlalchemy.exc.OperationalError
!!!!!!!!!!!!!!!!!!!!!!!!!! stopping after 1 failures !!!!!!!!!!!!!!!!!!!!!!!!!!!
1 failed, 3 passed in 31.44s
""")

L(r"""
$ history | grep -i docker | tail -8
 1988  docker ps -a
 1989  docker compose -f compose.ci.yml build
 1990  docker tag shipping-api:latest harbor.logistik.example/shipping/api:1.12.0
 1991  docker login harbor.logistik.example -u 'robot$shipping+ci' --password-stdin < ~/.config/harbor/robot-token
 1992  docker push harbor.logistik.example/shipping/api:1.12.0
 1993  docker image ls | grep shipping
 1994  docker system df
 1995  history | grep -i docker | tail -8
$ cat ~/.docker/config.json
{
	"auths": {
		"harbor.logistik.example": {}
	},
	"credsStore": "desktop",
	"currentContext": "default"
}
$ docker image ls | grep shipping
harbor.logistik.example/shipping/api   1.12.0    «X»   2 hours ago   214MB
shipping-api                           latest    «X»   2 hours ago   214MB
$ docker buildx imagetools inspect harbor.logistik.example/shipping/api:1.12.0 | head -3
Name:      harbor.logistik.example/shipping/api:1.12.0
MediaType: application/vnd.oci.image.index.v1+json
Digest:    sha256:«D»
""")

L(r"""
# .github/workflows/e2e.yml
name: e2e
on:
  pull_request:
    branches: [main]
  workflow_dispatch:

concurrency:
  group: e2e-${{ github.ref }}
  cancel-in-progress: true

jobs:
  playwright:
    runs-on: ubuntu-24.04
    timeout-minutes: 30
    env:
      BASE_URL: https://preview-${{ github.event.number }}.staging.example.dev
      E2E_USER: e2e-bot@example.dev
      E2E_PASSWORD: ${{ secrets.E2E_PASSWORD }}
      CI: "true"
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
          cache: pnpm
      - run: corepack enable && pnpm install --frozen-lockfile
      - run: pnpm exec playwright install --with-deps chromium
      - run: pnpm exec playwright test --project=chromium --reporter=line
      - uses: actions/upload-artifact@v4
        if: failure()
        with:
          name: playwright-report
          path: playwright-report/
""")

L(r"""
PS C:\inetpub\legacy> Get-ChildItem Env: | Sort-Object Name | Format-Table -AutoSize

Name                           Value
----                           -----
ALLUSERSPROFILE                C:\ProgramData
APPDATA                        C:\Users\svc-legacy\AppData\Roaming
ASPNETCORE_ENVIRONMENT         Staging
COMPUTERNAME                   WEB-STG-02
ComSpec                        C:\WINDOWS\system32\cmd.exe
LEGACY_DB_SERVER               sql-stg-01.corp.local
LEGACY_DB_AUTH                 Integrated Security=SSPI
LOCALAPPDATA                   C:\Users\svc-legacy\AppData\Local
NUMBER_OF_PROCESSORS           4
OS                             Windows_NT
Path                           C:\Program Files\dotnet\;C:\WINDOWS\system32;C:\WINDOWS
PROCESSOR_ARCHITECTURE         AMD64
ProgramFiles                   C:\Program Files
TEMP                           C:\Users\SVC-LE~1\AppData\Local\Temp
USERDOMAIN                     CORP
USERNAME                       svc-legacy
windir                         C:\WINDOWS

PS C:\inetpub\legacy> Get-Service W3SVC

Status   Name               DisplayName
------   ----               -----------
Running  W3SVC              World Wide Web Publishing Service
""")

L(r"""
$ jq '.clients[] | select(.clientId=="order-portal")' realm-export.json
{
  "id": "«U»",
  "clientId": "order-portal",
  "name": "Order Portal",
  "rootUrl": "https://orders.example.pt",
  "adminUrl": "https://orders.example.pt",
  "enabled": true,
  "clientAuthenticatorType": "client-secret",
  "secret": "**********",
  "redirectUris": [
    "https://orders.example.pt/*",
    "http://localhost:5173/*"
  ],
  "webOrigins": ["+"],
  "bearerOnly": false,
  "standardFlowEnabled": true,
  "implicitFlowEnabled": false,
  "directAccessGrantsEnabled": false,
  "serviceAccountsEnabled": true,
  "publicClient": false,
  "protocol": "openid-connect",
  "attributes": {
    "pkce.code.challenge.method": "S256",
    "post.logout.redirect.uris": "https://orders.example.pt/logout"
  },
  "defaultClientScopes": ["web-origins", "profile", "roles", "email"]
}
$ # Keycloak masks client secrets in partial exports; the real one is in Vault (kv/orders/oidc)
""")

L(r"""
>>> import requests
>>> s = requests.Session()
>>> r = s.get("https://erp.fabrika.example.com.tr/api/health")
>>> r.status_code
200
>>> r.headers
{'Date': 'Thu, 03 Dec 2026 09:14:55 GMT', 'Content-Type': 'application/json', 'Content-Length': '41', 'Connection': 'keep-alive', 'X-Frame-Options': 'DENY', 'X-Request-ID': '«U»', 'Strict-Transport-Security': 'max-age=31536000', 'ETag': '"«X»"'}
>>> r.json()
{'status': 'ok', 'version': '8.4.2', 'db': 'ok'}
>>> s.get("https://erp.fabrika.example.com.tr/api/machines").status_code
401
>>> s.get("https://erp.fabrika.example.com.tr/api/machines").json()
{'error': 'unauthorized', 'hint': 'Oturum açmanız gerekiyor (POST /api/login)'}
>>> s.cookies.keys()
[]
>>> import platform; platform.python_version()
'3.12.7'
>>> requests.__version__
'2.32.3'
>>> exit()
""")

L(r"""
root@mx1:~# postconf -n | grep -E 'relayhost|sasl|tls_security'
relayhost = [smtp-relay.provider.example]:587
smtp_sasl_auth_enable = yes
smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd
smtp_sasl_security_options = noanonymous
smtp_tls_security_level = encrypt
root@mx1:~# sed 's/:[^:]*$/:<hidden>/' /etc/postfix/sasl_passwd
[smtp-relay.provider.example]:587 relay-user-8842@provider.example:<hidden>
root@mx1:~# tail -5 /var/log/mail.log
Dec  4 08:01:12 mx1 postfix/pickup[88211]: 4Y3XkB0qQ2z9s: uid=0 from=<root@mx1.example.org>
Dec  4 08:01:12 mx1 postfix/cleanup[88240]: 4Y3XkB0qQ2z9s: message-id=<20261204080112.4Y3XkB0qQ2z9s@mx1.example.org>
Dec  4 08:01:12 mx1 postfix/qmgr[1422]: 4Y3XkB0qQ2z9s: from=<root@mx1.example.org>, size=412, nrcpt=1 (queue active)
Dec  4 08:01:13 mx1 postfix/smtp[88242]: 4Y3XkB0qQ2z9s: to=<ops@example.org>, relay=smtp-relay.provider.example[192.0.2.31]:587, delay=0.9, status=sent (250 2.0.0 OK)
Dec  4 08:01:13 mx1 postfix/qmgr[1422]: 4Y3XkB0qQ2z9s: removed
root@mx1:~# ls -l /etc/postfix/sasl_passwd*
-rw------- 1 root root    82 Dec  4 08:00 /etc/postfix/sasl_passwd
-rw------- 1 root root 12288 Dec  4 08:01 /etc/postfix/sasl_passwd.db
""")

L(r"""
# prometheus.yml (rendered by ansible, host mon-03)
global:
  scrape_interval: 30s
  evaluation_interval: 30s
  external_labels:
    cluster: fab-prod
    replica: mon-03

rule_files:
  - /etc/prometheus/rules/*.yml

scrape_configs:
  - job_name: node
    static_configs:
      - targets: ['10.60.0.11:9100', '10.60.0.12:9100', '10.60.0.13:9100']
  - job_name: postgres
    static_configs:
      - targets: ['10.60.1.21:9187']
  - job_name: blackbox-http
    metrics_path: /probe
    params: {module: [http_2xx]}
    static_configs:
      - targets: ['https://www.fab.example', 'https://api.fab.example/healthz']

remote_write:
  - url: https://metrics.central.fab.example/api/v1/push
    basic_auth:
      username: fab-prod
      password_file: /etc/prometheus/secrets/remote_write_password
    queue_config:
      max_samples_per_send: 5000
""")

L(r"""
$ vault status
Key                      Value
---                      -----
Seal Type                awskms
Recovery Seal            true
Initialized              true
Sealed                   false
Total Recovery Shares    5
Threshold                3
Version                  1.18.2
Build Date               2026-11-20T14:11:07Z
Storage Type             raft
Cluster Name             vault-cluster-«X»
Cluster ID               «U»
HA Enabled               true
HA Cluster               https://vault-0.vault-internal:8201
HA Mode                  active
Active Since             2026-12-01T06:02:44.118Z
Raft Committed Index     «N»
Raft Applied Index       «N»
$ vault operator raft list-peers
Node       Address                        State       Voter
----       -------                        -----       -----
vault-0    vault-0.vault-internal:8201    leader      true
vault-1    vault-1.vault-internal:8201    follower    true
vault-2    vault-2.vault-internal:8201    follower    true
""")

L(r"""
APP_NAME="Kiosko Digital"
APP_ENV=local
APP_KEY=
APP_DEBUG=true
APP_TIMEZONE=America/Bogota
APP_URL=http://localhost:8000
APP_LOCALE=es
APP_FALLBACK_LOCALE=en

# Genera la clave con: php artisan key:generate

LOG_CHANNEL=stack
LOG_STACK=single
LOG_LEVEL=debug

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=kiosko
DB_USERNAME=root
DB_PASSWORD=

SESSION_DRIVER=database
SESSION_LIFETIME=120
QUEUE_CONNECTION=sync
CACHE_STORE=file

MAIL_MAILER=log
AWS_DEFAULT_REGION=us-east-1
AWS_BUCKET=
VITE_APP_NAME="${APP_NAME}"
""")

L(r"""
Привет! Нужна помощь с резервным копированием.

У нас на сервере бухгалтерии (Debian 12, 1С + PostgreSQL 15) настроен restic в Backblaze B2. Вот скрипт, который запускается из cron:

    #!/bin/bash
    export B2_ACCOUNT_ID=$(cat /root/.config/restic/b2id)
    export B2_ACCOUNT_KEY_FILE=/root/.config/restic/b2key
    export RESTIC_REPOSITORY=b2:buh-backups:/server1
    export RESTIC_PASSWORD_FILE=/root/.config/restic/pass
    restic backup /var/lib/1c /etc --exclude-caches
    restic forget --keep-daily 7 --keep-weekly 4 --prune

Проблема: после переустановки сервера файл /root/.config/restic/pass потерялся. Пароль от
репозитория лежит в KeePass у главбуха, она в отпуске до понедельника. Можно ли как-то
проверить, какие ключи есть в репозитории (restic key list), не зная пароля? И если она
вернётся и пароль подойдёт — как правильно добавить второй ключ для админа, чтобы такое
больше не повторилось?

Вывод restic version: restic 0.17.3 compiled with go1.23.3 on linux/amd64
Репозиторий создан 2024-03-11, id «X»
""")

L(r"""
$ gpg --list-secret-keys --keyid-format long release@build.example.org
sec   ed25519/«X» 2026-01-14 [SC] [expires: 2028-01-14]
      «X2»«X3»«h»
uid                 [ultimate] Release Signing (CI) <release@build.example.org>
ssb   cv25519/«X4» 2026-01-14 [E] [expires: 2028-01-14]

$ gpg --armor --export «X» | head -8
-----BEGIN PGP PUBLIC KEY BLOCK-----

mDMEZ«I»«I2»«I3»«I4»«I5»
«I6»«I7»«I8»«I9»«I10»
tC9SZWxlYXNlIFNpZ25pbmcgKENJKSA8cmVsZWFzZUBidWlsZC5leGFtcGxlLm9y
Zz6ImQQTFgoAQRYhB«I11»«I12»«I13»«I14»
=«I15»
-----END PGP PUBLIC KEY BLOCK-----
$ gpg --keyserver hkps://keys.openpgp.org --send-keys «X»
gpg: sending key «X» to hkps://keys.openpgp.org
""")

L(r"""
$ pip install -r requirements.txt
Looking in indexes: https://pypi.org/simple, https://****@nexus.fabrica.example.pt/repository/pypi-internal/simple
Collecting fastapi==0.115.5 (from -r requirements.txt (line 1))
  Using cached fastapi-0.115.5-py3-none-any.whl.metadata (27 kB)
Collecting uvicorn==0.32.1 (from -r requirements.txt (line 2))
  Using cached uvicorn-0.32.1-py3-none-any.whl.metadata (6.6 kB)
Collecting fabrica-auth==1.4.2 (from -r requirements.txt (line 3))
  Downloading https://nexus.fabrica.example.pt/repository/pypi-internal/packages/fabrica-auth/1.4.2/fabrica_auth-1.4.2-py3-none-any.whl (18 kB)
Collecting pydantic<3.0.0,>=1.7.4 (from fastapi==0.115.5->-r requirements.txt (line 1))
  Using cached pydantic-2.10.2-py3-none-any.whl.metadata (170 kB)
Collecting starlette<0.42.0,>=0.40.0 (from fastapi==0.115.5->-r requirements.txt (line 1))
  Using cached starlette-0.41.3-py3-none-any.whl.metadata (6.0 kB)
Collecting h11>=0.8 (from uvicorn==0.32.1->-r requirements.txt (line 2))
  Using cached h11-0.14.0-py3-none-any.whl.metadata (8.2 kB)
Installing collected packages: h11, starlette, pydantic, uvicorn, fabrica-auth, fastapi
Successfully installed fabrica-auth-1.4.2 fastapi-0.115.5 h11-0.14.0 pydantic-2.10.2 starlette-0.41.3 uvicorn-0.32.1
$ pip hash dist/fabrica_auth-1.4.2-py3-none-any.whl
dist/fabrica_auth-1.4.2-py3-none-any.whl:
--hash=sha256:«D»
""")

L(r"""
$ cat config/client-prod.properties
# Kafka client config – producer für bestellungen-events (OAUTHBEARER über Workload Identity)
bootstrap.servers=kafka-1.prod.example.de:9093,kafka-2.prod.example.de:9093,kafka-3.prod.example.de:9093
client.id=bestellungen-producer
acks=all
enable.idempotence=true
compression.type=zstd
linger.ms=20
batch.size=65536
security.protocol=SASL_SSL
sasl.mechanism=OAUTHBEARER
sasl.login.callback.handler.class=org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginCallbackHandler
sasl.oauthbearer.token.endpoint.url=https://login.intern.example.de/realms/kafka/protocol/openid-connect/token
sasl.jaas.config=org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule required clientId="bestellungen-producer" clientSecret="${file:/etc/kafka/secrets/client.properties:clientSecret}";
ssl.truststore.location=/etc/kafka/truststore.jks
ssl.endpoint.identification.algorithm=https
$ kafka-topics.sh --bootstrap-server kafka-1.prod.example.de:9093 --command-config config/client-prod.properties --describe --topic bestellungen.v2
Topic: bestellungen.v2	TopicId: «I»	PartitionCount: 6	ReplicationFactor: 3	Configs: min.insync.replicas=2,retention.ms=604800000
	Topic: bestellungen.v2	Partition: 0	Leader: 1	Replicas: 1,2,3	Isr: 1,2,3
	Topic: bestellungen.v2	Partition: 1	Leader: 2	Replicas: 2,3,1	Isr: 2,3,1
	Topic: bestellungen.v2	Partition: 2	Leader: 3	Replicas: 3,1,2	Isr: 3,1,2
""")

L(r"""
$ sudo cat /etc/netplan/50-cloud-init.yaml
# Kiosk-Terminal Filiale 14 (Raspberry Pi 5) — WLAN über 802.1X mit Gerätezertifikat
network:
  version: 2
  renderer: NetworkManager
  ethernets:
    eth0:
      dhcp4: true
      optional: true
  wifis:
    wlan0:
      dhcp4: true
      regulatory-domain: DE
      access-points:
        "Filiale14-Kasse":
          auth:
            key-management: eap
            method: tls
            identity: kiosk-f14-03@filialen.example
            ca-certificate: /etc/ssl/filialen/ca.pem
            client-certificate: /etc/ssl/filialen/kiosk-f14-03.pem
            client-key: /etc/ssl/filialen/kiosk-f14-03.key
      nameservers:
        addresses: [10.14.0.1, 1.1.1.1]
$ sudo netplan apply
$ nmcli -t -f NAME,DEVICE,STATE connection show --active
netplan-wlan0-Filiale14-Kasse:wlan0:activated
lo:lo:activated
""")

L(r"""
$ journalctl -u consul -n 16 --no-pager
Dec 04 12:00:01 svc-07 consul[1031]: ==> Starting Consul agent...
Dec 04 12:00:01 svc-07 consul[1031]:                Version: '1.20.1'
Dec 04 12:00:01 svc-07 consul[1031]:             Build Date: '2026-10-29 19:21:00 +0000 UTC'
Dec 04 12:00:01 svc-07 consul[1031]:                Node ID: '«U»'
Dec 04 12:00:01 svc-07 consul[1031]:              Node name: 'svc-07'
Dec 04 12:00:01 svc-07 consul[1031]:             Datacenter: 'ams1' (Segment: '')
Dec 04 12:00:01 svc-07 consul[1031]:                 Server: false (Bootstrap: false)
Dec 04 12:00:01 svc-07 consul[1031]:            Client Addr: [127.0.0.1] (HTTP: 8500, HTTPS: -1, gRPC: 8502, DNS: 8600)
Dec 04 12:00:01 svc-07 consul[1031]:           Cluster Addr: 10.2.0.17 (LAN: 8301, WAN: 8302)
Dec 04 12:00:01 svc-07 consul[1031]: ==> Log data will now stream in as it occurs:
Dec 04 12:00:01 svc-07 consul[1031]: 2026-12-04T12:00:01.210Z [INFO]  agent: acl: loaded agent token from /etc/consul.d/tokens/agent (accessor «U2»)
Dec 04 12:00:01 svc-07 consul[1031]: 2026-12-04T12:00:01.331Z [INFO]  agent.client.serf.lan: serf: EventMemberJoin: svc-07 10.2.0.17
Dec 04 12:00:01 svc-07 consul[1031]: 2026-12-04T12:00:01.332Z [INFO]  agent: Started DNS server: address=127.0.0.1:8600 network=udp
Dec 04 12:00:01 svc-07 consul[1031]: 2026-12-04T12:00:01.340Z [INFO]  agent: Joining cluster...: cluster=LAN
Dec 04 12:00:01 svc-07 consul[1031]: 2026-12-04T12:00:01.377Z [INFO]  agent: Join cluster completed. Synced with initial agents: cluster=LAN num_agents=3
Dec 04 12:00:02 svc-07 consul[1031]: 2026-12-04T12:00:02.001Z [INFO]  agent: Synced node info
""")

L(r"""
{
  "name": "agencia-landing",
  "version": "1.6.0",
  "private": true,
  "type": "module",
  "scripts": {
    "dev": "vite",
    "build": "vite build",
    "preview": "vite preview --port 4173",
    "lint": "eslint . --max-warnings 0",
    "deploy": "lftp -c \"open -u $FTP_USER,$FTP_PASS ftp://ftp.hospedagem.example.com.br; mirror -R --delete dist/ public_html/\""
  },
  "dependencies": {
    "alpinejs": "^3.14.3",
    "swiper": "^11.1.15"
  },
  "devDependencies": {
    "autoprefixer": "^10.4.20",
    "dotenv-cli": "^7.4.4",
    "eslint": "^9.15.0",
    "postcss": "^8.4.49",
    "tailwindcss": "^3.4.15",
    "vite": "^6.0.1"
  },
  "browserslist": ["> 0.5%", "last 2 versions", "not dead"],
  "packageManager": "pnpm@9.14.4+sha512.«D»«D2»"
}
""")

L(r"""
$ kubectl logs deploy/document-service -n docs --tail=30 | grep -A18 'Effective configuration'
2026-12-04 07:30:11.901  INFO 1 --- [main] c.e.d.config.ConfigDump : Effective configuration:
2026-12-04 07:30:11.901  INFO 1 --- [main] c.e.d.config.ConfigDump :   server.port=8080
2026-12-04 07:30:11.902  INFO 1 --- [main] c.e.d.config.ConfigDump :   spring.application.name=document-service
2026-12-04 07:30:11.902  INFO 1 --- [main] c.e.d.config.ConfigDump :   spring.profiles.active=prod
2026-12-04 07:30:11.902  INFO 1 --- [main] c.e.d.config.ConfigDump :   docs.storage.bucket=docs-prod-archive
2026-12-04 07:30:11.903  INFO 1 --- [main] c.e.d.config.ConfigDump :   docs.storage.region=sa-east-1
2026-12-04 07:30:11.903  INFO 1 --- [main] c.e.d.config.ConfigDump :   docs.encryption.algorithm=AES/GCM/NoPadding
2026-12-04 07:30:11.903  INFO 1 --- [main] c.e.d.config.ConfigDump :   docs.encryption.key-id=docs-2026-q4
2026-12-04 07:30:11.904  INFO 1 --- [main] c.e.d.config.ConfigDump :   docs.encryption.key=******
2026-12-04 07:30:11.904  INFO 1 --- [main] c.e.d.config.ConfigDump :   docs.encryption.kms-key-arn=arn:aws:kms:sa-east-1:«N»«N2»:key/«U»
2026-12-04 07:30:11.904  INFO 1 --- [main] c.e.d.config.ConfigDump :   docs.max-upload-size=50MB
2026-12-04 07:30:11.904  INFO 1 --- [main] c.e.d.config.ConfigDump :   docs.thumbnail.enabled=true
2026-12-04 07:30:11.905  INFO 1 --- [main] c.e.d.config.ConfigDump :   management.endpoints.web.exposure.include=health,info,prometheus
2026-12-04 07:30:11.905  INFO 1 --- [main] c.e.d.config.ConfigDump :   logging.level.root=INFO
2026-12-04 07:30:11.906  INFO 1 --- [main] c.e.d.config.ConfigDump :   build.commit=«H»
2026-12-04 07:30:11.906  INFO 1 --- [main] c.e.d.config.ConfigDump :   build.time=2026-12-03T22:14:09Z
2026-12-04 07:30:11.906  INFO 1 --- [main] c.e.d.config.ConfigDump :   build.version=4.2.0
""")

L(r"""
# sentry/config.yml — self-hosted 24.11.1
###############
# Mail Server #
###############
mail.backend: 'smtp'
mail.host: 'smtp.internal.example.kr'
mail.port: 25
mail.username: ''
mail.password: ''
mail.use-tls: false
mail.from: 'sentry@internal.example.kr'

###################
# System Settings #
###################
# system.secret-key 는 환경변수 SENTRY_SYSTEM_SECRET_KEY 로 주입됩니다 (.env.custom, git 제외)
system.internal-url-prefix: 'http://web:9000'
system.url-prefix: 'https://sentry.internal.example.kr'
system.admin-email: 'platform@internal.example.kr'

################
# File storage #
################
filestore.backend: 'filesystem'
filestore.options:
  location: '/data/files'
dsym.cache-path: '/data/dsym-cache'
releasefile.cache-path: '/data/releasefile-cache'

beacon.anonymous: true
""")

L(r"""
$ cat Makefile
.PHONY: build test lint publish-chart clean

VERSION ?= $(shell git describe --tags --always)
CHART   := charts/telemetry-agent
REPO    := https://charts.intern.example.se

build:
	go build -trimpath -ldflags "-s -w -X main.version=$(VERSION)" -o bin/telemetry-agent ./cmd/agent

test:
	go test ./... -race -count=1

lint:
	golangci-lint run --timeout 5m

publish-chart:
	helm package $(CHART) -d dist/
	curl --fail --netrc-file $(HOME)/.config/charts.netrc --data-binary "@dist/telemetry-agent-$(VERSION).tgz" $(REPO)/api/charts

clean:
	rm -rf bin dist
$ make -n publish-chart VERSION=0.9.3
helm package charts/telemetry-agent -d dist/
curl --fail --netrc-file /home/erik/.config/charts.netrc --data-binary "@dist/telemetry-agent-0.9.3.tgz" https://charts.intern.example.se/api/charts
""")

L(r"""
$ cat /etc/supervisor/conf.d/scraper.conf
; 爬虫任务 — 每台机器两个进程（数据库密码从 /etc/scraper/env 读取）
[program:scraper]
command=/opt/scraper/.venv/bin/python -m scraper.run --queue=prices --concurrency=8
directory=/opt/scraper
user=scraper
numprocs=2
process_name=%(program_name)s_%(process_num)02d
autostart=true
autorestart=true
startsecs=5
stopwaitsecs=30
stdout_logfile=/var/log/scraper/%(program_name)s_%(process_num)02d.log
stdout_logfile_maxbytes=50MB
stderr_logfile=/var/log/scraper/%(program_name)s_%(process_num)02d.err
environment=PYTHONUNBUFFERED="1",SCRAPER_ENV="prod",PROXY_POOL_URL="http://proxy-pool.internal:8899",RESULTS_DB_URL="%(ENV_RESULTS_DB_URL)s",TZ="Asia/Shanghai"

$ supervisorctl status
scraper:scraper_00               RUNNING   pid 11204, uptime 2 days, 4:11:09
scraper:scraper_01               RUNNING   pid 11205, uptime 2 days, 4:11:09
$ supervisorctl tail scraper:scraper_00 | tail -3
2026-12-04 10:11:02 INFO 抓取完成 site=jd.example items=412 elapsed=38.2s
2026-12-04 10:11:40 INFO 抓取完成 site=tmall.example items=388 elapsed=36.9s
2026-12-04 10:12:15 INFO 写入数据库 rows=800 batch=«U»
""")

L(r"""
$ wp config list --fields=name,value,type --format=table --allow-root
+---------------------+-----------------------------------------------+----------+
| name                | value                                         | type     |
+---------------------+-----------------------------------------------+----------+
| table_prefix        | wp_                                           | variable |
| DB_NAME             | wordpress                                     | constant |
| DB_USER             | wordpress                                     | constant |
| DB_PASSWORD         | wordpress                                     | constant |
| DB_HOST             | db:3306                                       | constant |
| DB_CHARSET          | utf8mb4                                       | constant |
| WP_DEBUG            | true                                          | constant |
| WP_ENVIRONMENT_TYPE | local                                         | constant |
| WPLANG              | pt_BR                                         | constant |
| AUTH_KEY            | put your unique phrase here                   | constant |
| SECURE_AUTH_KEY     | put your unique phrase here                   | constant |
| LOGGED_IN_KEY       | put your unique phrase here                   | constant |
| NONCE_KEY           | put your unique phrase here                   | constant |
+---------------------+-----------------------------------------------+----------+
$ # ambiente local do wp-env (docker), credenciais padrão da imagem oficial
$ docker compose ps --format '{{.Name}} {{.Image}} {{.Status}}'
blog-wordpress-1 wordpress:6.7-php8.3-apache Up 2 hours
blog-db-1 mariadb:11.4 Up 2 hours
""")

L(r"""
$ sudo sed -n '/^\[server\]/,/^\[analytics\]/p' /etc/grafana/grafana.ini | grep -v '^;' | grep -v '^$'
[server]
protocol = http
http_addr = 127.0.0.1
http_port = 3000
domain = grafana.werk.example
root_url = https://grafana.werk.example/
[database]
type = postgres
host = 127.0.0.1:5432
name = grafana
user = grafana
password = $__file{/etc/grafana/db_password}
ssl_mode = disable
[security]
admin_user = admin
admin_password = $__env{GF_ADMIN_PASSWORD}
secret_key = $__file{/etc/grafana/secret_key}
cookie_secure = true
cookie_samesite = lax
disable_gravatar = true
[auth.generic_oauth]
enabled = true
client_id = grafana-werk
client_secret = $__file{/etc/grafana/oauth_client_secret}
[analytics]
""")

L(r"""
root@files-01:~# cat /etc/borgmatic/config.yaml
source_directories:
    - /srv/nextcloud/data
    - /etc
exclude_patterns:
    - '*.part'
    - /srv/nextcloud/data/*/cache
repositories:
    - path: ssh://u412873@u412873.your-storagebox.de:23/./borg/files-01
      label: storagebox
encryption_passcommand: "cat /root/.borg-passphrase"
compression: zstd,6
archive_name_format: 'files-01-{now:%Y-%m-%dT%H:%M}'
keep_daily: 7
keep_weekly: 4
keep_monthly: 6
checks:
    - name: repository
      frequency: 2 weeks
    - name: archives
      frequency: 1 month
root@files-01:~# borgmatic --list --last 2
storagebox: Listing archives
files-01-2026-12-03T03:00            Thu, 2026-12-03 03:00:12 [«D»]
files-01-2026-12-04T03:00            Fri, 2026-12-04 03:00:09 [«D2»]
root@files-01:~# stat -c '%a %U %n' /root/.borg-passphrase
600 root /root/.borg-passphrase
""")

L(r"""
$ npx prisma migrate deploy
Environment variables loaded from .env
Prisma schema loaded from prisma/schema.prisma
Datasource "db": PostgreSQL database "appdb", schema "public" at "ep-quiet-field-«I».eu-central-1.aws.neon.example"

7 migrations found in prisma/migrations

Applying migration `20261120101500_add_invoice_status`
Applying migration `20261201083000_index_orders_customer`

The following migration(s) have been applied:

migrations/
  └─ 20261120101500_add_invoice_status/
    └─ migration.sql
  └─ 20261201083000_index_orders_customer/
    └─ migration.sql

All migrations have been successfully applied.
$ grep -n url prisma/schema.prisma
8:  url       = env("DATABASE_URL")
9:  directUrl = env("DIRECT_DATABASE_URL")
$ cat .env.example
DATABASE_URL="postgresql://USER:PASSWORD@HOST:5432/appdb?sslmode=require"
DIRECT_DATABASE_URL="postgresql://USER:PASSWORD@HOST:5432/appdb?sslmode=require"
""")

L(r"""
$ column -s, -t < inventory/rack-b3.csv
hostname     role         bmc_ip        bmc_user  bmc_password   serial        rack  u   os
db-b3-01     postgres     10.99.3.11    ADMIN     (see vault)    «I»  B3    12  rocky9
db-b3-02     postgres     10.99.3.12    ADMIN     (see vault)    «I2»  B3    14  rocky9
app-b3-01    k8s-worker   10.99.3.21    ADMIN     (see vault)    «I3»  B3    20  talos
app-b3-02    k8s-worker   10.99.3.22    ADMIN     (see vault)    «I4»  B3    22  talos
app-b3-03    k8s-worker   10.99.3.23    ADMIN     (see vault)    «I5»  B3    24  talos
stor-b3-01   ceph-osd     10.99.3.31    ADMIN     (see vault)    «I6»  B3    30  rocky9
$ wc -l inventory/rack-b3.csv
7 inventory/rack-b3.csv
$ git log --oneline -3 -- inventory/rack-b3.csv
«h» inventory: app-b3-02 replaced (RMA 88213), BMC pw moved to vault
«h2» inventory: add stor-b3-01
«h3» inventory: rack B3 initial
$ ipmitool -I lanplus -H 10.99.3.22 -U ADMIN -E chassis status
System Power         : on
Power Overload       : false
Main Power Fault     : false
Power Restore Policy : always-on
Last Power Event     :
Chassis Intrusion    : inactive
""")

L(r"""
Read file: packages/api/src/config.ts (lines 1-40)

```ts
import { z } from "zod";

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  PORT: z.coerce.number().default(4000),
  DATABASE_URL: z.string().url(),
  REDIS_URL: z.string().url(),
  CORS_ORIGINS: z.string().default("http://localhost:5173"),
  MAGIC_LINK_SIGNING_KEY: z.string().min(32, "MAGIC_LINK_SIGNING_KEY must be at least 32 chars"),
});

export const env = schema.parse(process.env);

export const MAGIC_LINK_SIGNING_KEY = env.MAGIC_LINK_SIGNING_KEY;
export const MAGIC_LINK_TTL_SECONDS = 15 * 60;
export const RATE_LIMIT = { windowMs: 60_000, max: 20 };
export const TRUSTED_PROXIES = ["10.0.0.0/8", "172.16.0.0/12"];

export const isProd = env.NODE_ENV === "production";
```

That's where the signing key is loaded — from the environment, validated by zod. The staging
failure is probably because the API and the worker get different values: the worker's
Helm chart still points at the old secret name `api-magic-link` instead of `api-secrets`.
""")

L(r"""
$ systemctl cat minio
# /etc/systemd/system/minio.service
[Unit]
Description=MinIO
Documentation=https://min.io/docs/minio/linux/index.html
Wants=network-online.target
After=network-online.target

[Service]
User=minio-user
Group=minio-user
EnvironmentFile=-/etc/default/minio
LoadCredential=root_password:/etc/minio/credentials/root_password
ExecStart=/usr/local/bin/minio server $MINIO_OPTS $MINIO_VOLUMES
Restart=always
LimitNOFILE=65536

[Install]
WantedBy=multi-user.target
$ sudo cat /etc/default/minio
MINIO_VOLUMES="/mnt/disk{1...4}/minio"
MINIO_OPTS="--console-address :9001"
MINIO_ROOT_USER=minioadmin-lab
MINIO_ROOT_PASSWORD_FILE=/run/credentials/minio.service/root_password
MINIO_SERVER_URL=https://s3.lab.example.net
MINIO_BROWSER_REDIRECT_URL=https://console.s3.lab.example.net
""")

L(r"""
# alertmanager.yml
global:
  resolve_timeout: 5m
route:
  receiver: default
  group_by: [alertname, cluster, namespace]
  group_wait: 30s
  group_interval: 5m
  repeat_interval: 4h
  routes:
    - matchers: [severity="critical"]
      receiver: pager
      continue: true
    - matchers: [team="data"]
      receiver: data-chat
receivers:
  - name: default
    email_configs:
      - to: ops@example.net
        send_resolved: true
  - name: pager
    webhook_configs:
      - url: http://oncall-bridge.monitoring:8080/alert
  - name: data-chat
    slack_configs:
      - api_url_file: /etc/alertmanager/secrets/slack_data_webhook
        channel: '#data-alerts'
        send_resolved: true
inhibit_rules:
  - source_matchers: [severity="critical"]
    target_matchers: [severity="warning"]
    equal: [alertname, namespace]
""")

L(r"""
$ docker inspect n8n --format '{{range .Config.Env}}{{println .}}{{end}}'
N8N_HOST=automation.tienda.example
N8N_PORT=5678
N8N_PROTOCOL=https
WEBHOOK_URL=https://automation.tienda.example/
GENERIC_TIMEZONE=America/Argentina/Buenos_Aires
N8N_ENCRYPTION_KEY_FILE=/run/secrets/n8n_encryption_key
DB_TYPE=postgresdb
DB_POSTGRESDB_HOST=pg
DB_POSTGRESDB_DATABASE=n8n
DB_POSTGRESDB_USER=n8n
DB_POSTGRESDB_PASSWORD_FILE=/run/secrets/pg
NODE_VERSION=20.18.0
YARN_VERSION=1.22.22
PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
$ docker inspect n8n --format '{{json .Mounts}}' | jq -r '.[].Destination'
/home/node/.n8n
/run/secrets/n8n_encryption_key
/run/secrets/pg
$ docker inspect n8n --format '{{.Image}}'
sha256:«D»
""")

L(r"""
Environment:

Request Method: POST
Request URL: http://staging.biblioteca.example.es/admin/catalogo/libro/add/

Django Version: 5.1.3
Python Version: 3.12.7
Installed Applications:
['django.contrib.admin',
 'django.contrib.auth',
 'django.contrib.contenttypes',
 'django.contrib.sessions',
 'catalogo',
 'prestamos']

Traceback (most recent call last):
  File "/srv/biblioteca/catalogo/admin.py", line 44, in save_model
    obj.isbn = normalizar_isbn(form.cleaned_data["isbn"])
  File "/srv/biblioteca/catalogo/utils.py", line 12, in normalizar_isbn
    raise ValueError(f"ISBN inválido: {valor!r}")

Exception Type: ValueError at /admin/catalogo/libro/add/
Exception Value: ISBN inválido: '978-84-376-0494-X'

COOKIES:
csrftoken = '********************'
sessionid = '********************'

META:
HTTP_HOST = 'staging.biblioteca.example.es'
REMOTE_ADDR = '10.0.5.12'
SERVER_PORT = '8000'
""")

L(r"""
$ aws configure list
      Name                    Value             Type    Location
      ----                    -----             ----    --------
   profile                <not set>             None    None
access_key     ****************MPLE shared-credentials-file
secret_key     ****************EKEY shared-credentials-file
    region             us-west-2      config-file    ~/.aws/config
$ cat ~/.aws/credentials
# Example values from the AWS documentation — used only by the localstack tests
[default]
aws_access_key_id = AKIAIOSFODNN7EXAMPLE
aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
$ cat ~/.aws/config
[default]
region = us-west-2
output = json
endpoint_url = http://localhost:4566
$ aws s3 mb s3://test-bucket
make_bucket: test-bucket
$ aws s3 ls
2026-12-04 10:01:12 test-bucket
$ docker ps --format '{{.Names}} {{.Image}}'
localstack-main localstack/localstack:4.0.3
""")

L(r"""
$ git remote -v
origin	git@github.com:tidewater-labs/harbor-sim.git (fetch)
origin	git@github.com:tidewater-labs/harbor-sim.git (push)
upstream	https://github.com/harbor-sim/harbor-sim.git (fetch)
upstream	https://github.com/harbor-sim/harbor-sim.git (push)
$ git status -sb
## feature/tide-tables...origin/feature/tide-tables [ahead 2]
 M src/tides/predict.py
 M tests/test_predict.py
?? notebooks/scratch.ipynb
$ git log --oneline -4
«h» tides: use harmonic constituents from NOAA table
«h2» tests: add fixture for Portsmouth station
«h3» Merge pull request #214 from tidewater-labs/fix/units
«h4» units: metres everywhere
$ git config --get-regexp '^credential'
credential.https://github.com.helper=!/usr/bin/gh auth git-credential
$ git rev-parse HEAD
«H»
""")

L(r"""
$ gh auth status
github.com
  ✓ Logged in to github.com account mkaplan-dev (keyring)
  - Active account: true
  - Git operations protocol: https
  - Token: gho_************************************
  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'
$ gh repo view --json name,defaultBranchRef,visibility,updatedAt
{
  "defaultBranchRef": {"name": "main"},
  "name": "deniz-api",
  "updatedAt": "2026-12-03T17:42:10Z",
  "visibility": "PRIVATE"
}
$ gh pr list --limit 5
Showing 3 of 3 open pull requests in mkaplan-dev/deniz-api

#58  Rate limit per API key            feature/rate-limit     about 2 hours ago
#57  Bump golang.org/x/net to 0.31.0   dependabot/go_modules  about 1 day ago
#55  Türkçe hata mesajları             i18n/tr                about 3 days ago
$ gh run list --limit 3
STATUS  TITLE                      WORKFLOW  BRANCH              EVENT         ID           ELAPSED  AGE
✓       Rate limit per API key     ci        feature/rate-limit  pull_request  «N»«N2»  3m12s    about 2 hours ago
✓       Bump golang.org/x/net      ci        dependabot/go_mo... pull_request  «N3»«N4»  2m58s    about 1 day ago
X       Türkçe hata mesajları      ci        i18n/tr             pull_request  «N5»«N6»  1m04s    about 3 days ago
""")

L(r"""
$ cat ~/.config/glab-cli/config.yml
# What protocol to use when performing git operations. Supported values: ssh, https
git_protocol: ssh
# What editor glab should run when creating issues, merge requests, etc.
editor: nvim
# Set your desired markdown renderer style.
glamour_style: dark
check_update: false
hosts:
    gitlab.com:
        api_protocol: https
        api_host: gitlab.com
        token: !!null
        is_oauth2: "true"
        oauth2_expiry_date: 04 Dec 26 14:02 CET
        user: r.moreau
    git.labo.example.fr:
        api_protocol: https
        api_host: git.labo.example.fr
        token: !!null
        user: rmoreau
$ glab auth status 2>&1 | head -4
gitlab.com
  ✓ Logged in to gitlab.com as r.moreau (keyring)
  ✓ Git operations for gitlab.com configured to use ssh protocol.
  ✓ API calls for gitlab.com are made over https protocol.
""")

L(r"""
$ heroku config -a tienda-lucia-prod
=== tienda-lucia-prod Config Vars
APP_BASE_URL:              https://www.tiendalucia.example
CURRENCY_DEFAULT:          EUR
DATABASE_URL:              (managed by addon heroku-postgresql)
LANG:                      en_US.UTF-8
LOG_LEVEL:                 info
NODE_ENV:                  production
REDIS_TLS_URL:             (managed by addon heroku-redis)
SHIPPING_PROVIDER:         correos
STRIPE_PUBLISHABLE_KEY:    pk_live_«I»«I2»«I3»«I4»
STRIPE_SECRET_KEY:         ••••••••••••••••••••
STRIPE_WEBHOOK_TOLERANCE:  300
TZ:                        Europe/Madrid
WEB_CONCURRENCY:           3
$ heroku ps -a tienda-lucia-prod
=== web (Standard-1X): npm start (2)
web.1: up 2026/12/03 21:10:44 +0100 (~ 11h ago)
web.2: up 2026/12/03 21:10:51 +0100 (~ 11h ago)

=== worker (Standard-1X): node dist/worker.js (1)
worker.1: up 2026/12/03 21:10:48 +0100 (~ 11h ago)
""")

L(r"""
$ stripe listen --forward-to localhost:4242/webhooks/stripe --events checkout.session.completed,invoice.paid --print-secret=false
> Ready! You are using Stripe API Version [2024-11-20.acacia]. (^C to quit)
2026-12-04 09:02:13   --> checkout.session.completed [evt_«I»«I2»]
2026-12-04 09:02:13  <--  [200] POST http://localhost:4242/webhooks/stripe [evt_«I»«I2»]
2026-12-04 09:02:41   --> invoice.paid [evt_«I3»«I4»]
2026-12-04 09:02:41  <--  [500] POST http://localhost:4242/webhooks/stripe [evt_«I3»«I4»]
2026-12-04 09:03:05   --> invoice.paid [evt_«I3»«I4»]
2026-12-04 09:03:05  <--  [200] POST http://localhost:4242/webhooks/stripe [evt_«I3»«I4»]
^C
$ tail -10 server.log
[09:02:13] webhook checkout.session.completed cs_test_«I5» customer=cus_«I6»
[09:02:13] order 10442 marked paid
[09:02:41] webhook invoice.paid in_«I7»
[09:02:41] TypeError: Cannot read properties of undefined (reading 'lines')
    at handleInvoicePaid (/app/src/webhooks.js:88:31)
[09:03:05] webhook invoice.paid in_«I7» (retry)
[09:03:05] invoice in_«I7» stored (lines=3)
[09:03:05] subscription sub_«I8» renewed until 2027-01-04
[09:03:07] ok
""")

L(r"""
$ python -m summarizer.cli --input data/tickets_2026-11.jsonl --limit 50
Loaded 50 tickets from data/tickets_2026-11.jsonl
Using OPENAI_API_KEY from environment (sk-proj-...redacted)
Summarizing batch 1/5 ...
Traceback (most recent call last):
  File "/home/ana/summarizer/summarizer/cli.py", line 61, in main
    results = summarize_batch(client, batch, model=args.model)
              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/ana/summarizer/summarizer/core.py", line 33, in summarize_batch
    resp = client.chat.completions.create(model=model, messages=msgs, temperature=0.2)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
openai.BadRequestError: Error code: 400 - {'error': {'message': "Unsupported value: 'temperature' does not support 0.2 with this model. Only the default (1) value is supported.", 'type': 'invalid_request_error', 'param': 'temperature', 'code': 'unsupported_value'}}

Locals at frame summarize_batch:
    client = <openai.OpenAI object at 0x7f3a2c1d9e50>
    client.base_url = URL('https://api.openai.com/v1/')
    model = 'o4-mini'
    batch = [<Ticket id=88120>, <Ticket id=88121>, <Ticket id=88124>, ...]
    msgs = [{'role': 'system', 'content': 'Resume el ticket en 2 frases.'}, ...]
request id: req_«X»«X2»
""")

L(r"""
$ cat ~/Library/Application\ Support/Claude/claude_desktop_config.json
{
  "mcpServers": {
    "filesystem": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-filesystem", "/Users/yuki/Projects", "/Users/yuki/Documents/notes"]
    },
    "git": {
      "command": "uvx",
      "args": ["mcp-server-git", "--repository", "/Users/yuki/Projects/kura"]
    },
    "review-bot": {
      "command": "/bin/zsh",
      "args": ["-lc", "ANTHROPIC_API_KEY=$(security find-generic-password -s review-bot -w) node /Users/yuki/Projects/review-bot/dist/mcp.js"],
      "env": {
        "REVIEW_BOT_MODEL": "claude-sonnet-4-5",
        "REVIEW_BOT_MAX_FILES": "40",
        "LOG_LEVEL": "debug"
      }
    },
    "sqlite": {
      "command": "uvx",
      "args": ["mcp-server-sqlite", "--db-path", "/Users/yuki/Projects/kura/dev.db"]
    }
  },
  "globalShortcut": "Alt+Space"
}
""")

L(r"""
$ gcloud services api-keys list --project=mapas-tienda-prod --format="table(displayName,uid,createTime,restrictions.apiTargets[].service.list())"
DISPLAY_NAME                 UID                                   CREATE_TIME                  SERVICE
web-maps-browser             «U»  2026-03-11T10:22:09.114Z     maps-backend.googleapis.com
backend-geocoding            «U2»  2026-11-30T16:40:51.002Z     geocoding-backend.googleapis.com
$ gcloud services api-keys describe «U2» --project=mapas-tienda-prod --format=yaml
createTime: '2026-11-30T16:40:51.002Z'
displayName: backend-geocoding
etag: W/"«X»"
name: projects/«N»«N2»/locations/global/keys/«U2»
restrictions:
  apiTargets:
  - service: geocoding-backend.googleapis.com
  serverKeyRestrictions:
    allowedIps:
    - 203.0.113.0/28
uid: «U2»
updateTime: '2026-12-01T08:12:33.510Z'
$ # the key string itself is only shown by get-key-string; it's stored in Secret Manager as geocoding-api-key
""")

L(r"""
$ cat slack/.env.example
# Slack app "Deploy Butler" (workspace: kettle-co)
SLACK_APP_ID=A0«I»
SLACK_CLIENT_ID=«N»«N2».«N3»«N4»
SLACK_BOT_TOKEN=xoxb-your-bot-token
SLACK_APP_TOKEN=xapp-your-app-level-token
SLACK_SOCKET_MODE=true
SLACK_DEFAULT_CHANNEL=C0«I2»
DEPLOY_API=http://deploy-api.internal:8080
$ node slack/index.js
[INFO]  bolt-app Now connected to Slack
[INFO]  socket-mode:SocketModeClient:0 Now connected to Slack
⚡️ Deploy Butler is running (socket mode)
[DEBUG] received slash command /deploy text="api staging" user=U0«I3» channel=C0«I2»
[INFO]  deploy requested: service=api env=staging by=U0«I3»
[INFO]  deploy-api responded 202 job=«U»
[DEBUG] chat.postMessage ok ts=1733300111.«N5»
[INFO]  job «U» finished status=success duration=94s
[DEBUG] chat.update ok ts=1733300111.«N5»
""")

L(r"""
# roles/notify/defaults/main.yml
---
notify_enabled: true
notify_channels:
  - name: deploys
    type: slack
    url: "{{ lookup('community.hashi_vault.vault_kv2_get', 'notify/slack', engine_mount_point='kv').secret.webhook_url }}"
    username: "ansible"
    icon_emoji: ":rocket:"
  - name: ops-mail
    type: email
    to: ops@kettle.example
notify_on:
  - deploy_started
  - deploy_finished
  - deploy_failed
notify_templates:
  deploy_started: "Deploy of {{ app_name }} {{ app_version }} to {{ env_name }} started by {{ ansible_user_id }}"
  deploy_finished: "Deploy of {{ app_name }} {{ app_version }} to {{ env_name }} finished ({{ deploy_duration }}s)"
  deploy_failed: "Deploy of {{ app_name }} {{ app_version }} to {{ env_name }} FAILED on {{ inventory_hostname }}"
notify_retries: 3
notify_timeout: 10
# Beispiel für lokale Tests (kein echter Webhook):
# notify_channels: [{name: test, type: slack, url: "https://hooks.slack.com/services/TXXXXXXXX/BXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX"}]
""")

L(r"""
$ php artisan config:show mail
  mail ................................................................................
  default ................................................................ sendgrid
  mailers ⇁ smtp ⇁ transport ................................................... smtp
  mailers ⇁ smtp ⇁ host ............................................. smtp.sendgrid.net
  mailers ⇁ smtp ⇁ port .................................................... 587
  mailers ⇁ smtp ⇁ username ............................................. apikey
  mailers ⇁ smtp ⇁ password ....................................................... null
  mailers ⇁ sendgrid ⇁ transport ........................................... sendgrid
  mailers ⇁ sendgrid ⇁ api_key .................................................... null
  mailers ⇁ log ⇁ transport ..................................................... log
  mailers ⇁ log ⇁ channel ..................................................... mail
  from ⇁ address ........................................... pedidos@lojadoze.example
  from ⇁ name ..................................................... Loja do Zé
  markdown ⇁ theme ........................................................ default

$ grep SENDGRID .env.example
SENDGRID_API_KEY=SG.xxxxxxxxxxxxxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
$ php artisan --version
Laravel Framework 11.34.2
$ # api_key null: a variável SENDGRID_API_KEY não está definida neste servidor (staging usa o mailer log)
""")

L(r"""
$ node
Welcome to Node.js v22.11.0.
Type ".help" for more information.
> const twilio = require('twilio')
undefined
> const client = twilio(process.env.TWILIO_ACCOUNT_SID, process.env.TWILIO_AUTH_TOKEN)
undefined
> client.username
'AC«X»«X2»'
> await client.messages.create({ from: '+15005550006', to: '+14155550123', body: 'Test from the clinic reminder script' })
{
  body: 'Sent from your Twilio trial account - Test from the clinic reminder script',
  numSegments: '1',
  direction: 'outbound-api',
  from: '+15005550006',
  to: '+14155550123',
  dateUpdated: 2026-12-04T10:41:22.000Z,
  status: 'queued',
  sid: 'SM«X3»«X4»',
  messagingServiceSid: null,
  accountSid: 'AC«X»«X2»',
  apiVersion: '2010-04-01',
  price: null,
  errorCode: null
}
> .exit
""")

L(r"""
2026-12-03T16:20:44.0012Z ##[group]Run npm whoami; npm publish --provenance --access public
2026-12-03T16:20:44.0013Z npm whoami; npm publish --provenance --access public
2026-12-03T16:20:44.0051Z shell: /usr/bin/bash -e {0}
2026-12-03T16:20:44.0051Z env:
2026-12-03T16:20:44.0051Z   NODE_AUTH_TOKEN: ***
2026-12-03T16:20:44.0052Z ##[endgroup]
2026-12-03T16:20:45.1022Z kitsune-ui-bot
2026-12-03T16:20:46.7761Z npm notice
2026-12-03T16:20:46.7763Z npm notice 📦  @kitsune/ui@4.3.0
2026-12-03T16:20:46.7764Z npm notice Tarball Contents
2026-12-03T16:20:46.7765Z npm notice 1.2kB README.md
2026-12-03T16:20:46.7766Z npm notice 88.4kB dist/index.js
2026-12-03T16:20:46.7767Z npm notice 14.1kB dist/index.d.ts
2026-12-03T16:20:46.7768Z npm notice 902B package.json
2026-12-03T16:20:46.7769Z npm notice Tarball Details
2026-12-03T16:20:46.7770Z npm notice name: @kitsune/ui
2026-12-03T16:20:46.7771Z npm notice version: 4.3.0
2026-12-03T16:20:46.7772Z npm notice shasum: «H»
2026-12-03T16:20:46.7773Z npm notice integrity: sha512-«I»«I2»«I3»«I4»[...]«I5»==
2026-12-03T16:20:47.9105Z npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access
2026-12-03T16:20:48.4410Z npm notice publish Signed provenance statement with source and build information from GitHub Actions
2026-12-03T16:20:48.4411Z npm notice publish Provenance statement published to transparency log: https://search.sigstore.dev/?logIndex=«N»«N2»
2026-12-03T16:20:49.3310Z + @kitsune/ui@4.3.0
""")

L(r"""
$ cat ~/.pypirc
[distutils]
index-servers =
    pypi
    testpypi

[pypi]
username = __token__
# password: via keyring (python -m keyring set https://upload.pypi.org/legacy/ __token__)

[testpypi]
repository = https://test.pypi.org/legacy/
username = __token__
$ python -m build
* Creating isolated environment: venv+pip...
* Building sdist...
* Building wheel from sdist
Successfully built geodatum-0.8.1.tar.gz and geodatum-0.8.1-py3-none-any.whl
$ twine check dist/*
Checking dist/geodatum-0.8.1-py3-none-any.whl: PASSED
Checking dist/geodatum-0.8.1.tar.gz: PASSED
$ sha256sum dist/*
«D»  dist/geodatum-0.8.1-py3-none-any.whl
«D2»  dist/geodatum-0.8.1.tar.gz
$ # releases go through Trusted Publishing in .github/workflows/release.yml (no token needed)
""")

L(r"""
{
 "cell_type": "code",
 "execution_count": 2,
 "id": "«I»",
 "metadata": {"scrolled": false},
 "outputs": [
  {
   "name": "stdout",
   "output_type": "stream",
   "text": [
    "HF_HOME=/content/hf\n",
    "HF_TOKEN set: True (from Colab secrets)\n",
    "TRANSFORMERS_CACHE=/content/hf/hub\n",
    "CUDA_VISIBLE_DEVICES=0\n",
    "torch 2.5.1+cu121 cuda available: True (Tesla T4)\n"
   ]
  },
  {
   "name": "stderr",
   "output_type": "stream",
   "text": [
    "Fetching 4 files: 100%|██████████| 4/4 [00:21<00:00,  5.32s/it]\n"
   ]
  }
 ],
 "source": [
  "import os, torch\n",
  "from google.colab import userdata\n",
  "os.environ['HF_TOKEN'] = userdata.get('HF_TOKEN')\n",
  "for k in ['HF_HOME', 'TRANSFORMERS_CACHE', 'CUDA_VISIBLE_DEVICES']:\n",
  "    print(f'{k}={os.environ.get(k)}')\n",
  "print('HF_TOKEN set:', bool(os.environ.get('HF_TOKEN')), '(from Colab secrets)')\n",
  "print('torch', torch.__version__, 'cuda available:', torch.cuda.is_available(), f'({torch.cuda.get_device_name(0)})')\n",
  "from huggingface_hub import snapshot_download\n",
  "snapshot_download('mistralai/Mistral-7B-Instruct-v0.3', allow_patterns=['*.json', 'tokenizer*'])"
 ]
}
""")

L(r"""
$ sudo cat /etc/datadog-agent/datadog.yaml | grep -v '^\s*#' | grep -v '^$'
api_key: ENC[datadog_api_key]
secret_backend_command: /usr/local/bin/dd-secret-helper
site: datadoghq.eu
hostname: web-eu-04
tags:
  - env:prod
  - team:storefront
  - region:eu-west-3
logs_enabled: true
process_config:
  process_collection:
    enabled: true
apm_config:
  enabled: true
  env: prod
$ sudo datadog-agent status | head -14
===============
Agent (v7.59.0)
===============
  Status date: 2026-12-04 09:55:02.441 CET / 2026-12-04 08:55:02.441 UTC (1733302502441)
  Agent start: 2026-12-01 06:12:40.013 CET / 2026-12-01 05:12:40.013 UTC (1733029960013)
  Pid: 1822
  Go Version: go1.22.8
  Python Version: 3.12.6
  Build arch: amd64
  Agent flavor: agent
  Log Level: info
  API Keys status
    API key ending with 4f1a: API Key valid
""")

L(r"""
$ cat scripts/sync-inventory.sh
#!/usr/bin/env bash
# Sincroniza estoque do ERP para a Shopify (loja: cafe-do-morro)
set -euo pipefail
: "${SHOPIFY_ADMIN_TOKEN:?defina SHOPIFY_ADMIN_TOKEN (ver 1Password: 'Shopify – app estoque')}"
SHOP=cafe-do-morro.myshopify.com
API_VERSION=2024-10
QUERY='{"query":"{ locations(first: 5) { edges { node { id name } } } }"}'
curl -sS -X POST "https://$SHOP/admin/api/$API_VERSION/graphql.json" \
  -H 'Content-Type: application/json' \
  -H "X-Shopify-Access-Token: $SHOPIFY_ADMIN_TOKEN" \
  -d "$QUERY" | jq '.data.locations.edges[].node'
$ ./scripts/sync-inventory.sh
{
  "id": "gid://shopify/Location/«N»«N2»",
  "name": "Torrefação — São Paulo"
}
{
  "id": "gid://shopify/Location/«N3»«N4»",
  "name": "Loja Vila Madalena"
}
""")

L(r"""
$ doctl auth list
default (current)
papelaria
$ cat ~/.config/doctl/config.yaml
access-token: ""
apps.create.upsert: false
auth-contexts:
  default: ""
  papelaria: ""
context: default
output: text
$ # tokens ficam no keychain desde o doctl 1.110 (doctl auth init --context papelaria)
$ doctl compute droplet list --format Name,PublicIPv4,Region,Memory,Status
Name            Public IPv4       Region    Memory    Status
web-01          203.0.113.41      ams3      2048      active
web-02          203.0.113.42      ams3      2048      active
db-01           203.0.113.60      ams3      8192      active
$ doctl kubernetes cluster list
ID                                      Name          Region    Version        Auto Upgrade    Status     Node Pools
«U»    papel-k8s     ams3      1.31.1-do.4    true            running    pool-main
""")

L(r"""
$ cat infra/dns/providers.tf
terraform {
  required_version = ">= 1.9"
  required_providers {
    cloudflare = {
      source  = "cloudflare/cloudflare"
      version = "~> 4.48"
    }
  }
  backend "s3" {
    bucket = "okami-tfstate"
    key    = "dns/terraform.tfstate"
    region = "ap-northeast-1"
  }
}

# api_token は環境変数 CLOUDFLARE_API_TOKEN から読み込まれる
provider "cloudflare" {}

variable "zone_id" {
  type    = string
  default = "«X»«X2»"
}

resource "cloudflare_record" "api" {
  zone_id = var.zone_id
  name    = "api"
  content = "203.0.113.88"
  type    = "A"
  proxied = true
}
""")

L(r"""
$ vercel env ls production
Vercel CLI 39.1.2
> Environment Variables found for mira-studio/portfolio [188ms]

 name                          value               environments        created
 RESEND_API_KEY                Encrypted           Production          14d ago
 CONTACT_TO                    Encrypted           Production          14d ago
 NEXT_PUBLIC_SITE_URL          Encrypted           Production          30d ago
 NEXT_PUBLIC_PLAUSIBLE_DOMAIN  Encrypted           Production          30d ago

$ cat .env.example
# copy to .env.local for development
NEXT_PUBLIC_SITE_URL="http://localhost:3000"
NEXT_PUBLIC_PLAUSIBLE_DOMAIN="localhost"
RESEND_API_KEY="re_123456789"
CONTACT_TO="you@example.com"
$ git check-ignore -v .env.local .env.production.local
.gitignore:12:.env*.local	.env.local
.gitignore:12:.env*.local	.env.production.local
$ vercel --version
Vercel CLI 39.1.2
""")

L(r"""
$ cat ~/.aider.conf.yml
##########################################################
# aider config — Kemal's laptop (keys come from ~/.env, loaded by aider automatically)
##########################################################
model: openrouter/anthropic/claude-sonnet-4.5
editor-model: openrouter/anthropic/claude-haiku-4.5
weak-model: openrouter/google/gemini-2.5-flash
env-file: ~/.env
auto-commits: false
dirty-commits: true
attribute-author: false
attribute-committer: false
dark-mode: true
pretty: true
stream: true
map-tokens: 2048
read:
  - CONVENTIONS.md
  - docs/architecture.md
lint-cmd:
  - "python: ruff check --fix"
test-cmd: pytest -x -q
$ grep -c . ~/.env
3
$ grep -o '^[A-Z_]*' ~/.env
OPENROUTER_API_KEY
AIDER_ANALYTICS
AIDER_CHECK_UPDATE
$ aider --version
aider 0.86.1
""")

L(r"""
Merhaba, küçük bir Streamlit uygulaması yazıyorum, Groq üzerinden Llama modelini çağırıyor. Yerelde çalışıyor ama Streamlit Cloud'a yükleyince "AuthenticationError" alıyorum. Kodun ilgili kısmı şöyle:

```python
import streamlit as st
from groq import Groq

st.set_page_config(page_title="Tarif Asistanı", page_icon="🍲")
st.title("Tarif Asistanı")

client = Groq(api_key=st.secrets["GROQ_API_KEY"])

soru = st.text_input("Elinizde hangi malzemeler var?")
if soru:
    yanit = client.chat.completions.create(
        model="llama-3.3-70b-versatile",
        messages=[
            {"role": "system", "content": "Türk mutfağından kısa tarifler öner."},
            {"role": "user", "content": soru},
        ],
        temperature=0.7,
    )
    st.write(yanit.choices[0].message.content)
```

Streamlit Cloud'daki secrets kutusuna şunu yazdım (değeri buraya koymuyorum tabii):

    GROQ_API_KEY = "gsk_..."

Tırnakları mı yanlış koydum, yoksa başında boşluk mu kalmış olabilir?
""")

L(r"""
(venv) ~/newsletter $ flask --app newsletter shell
Python 3.11.10 (main, Oct  8 2026, 12:00:00) [GCC 12.2.0] on linux
App: newsletter
Instance: /home/chloe/newsletter/instance
>>> from pprint import pprint
>>> SENSITIVE = ("KEY", "SECRET", "PASSWORD", "TOKEN")
>>> pprint({k: ("<hidden>" if any(s in k for s in SENSITIVE) else v) for k, v in app.config.items() if k.isupper() and not k.startswith("SESSION")})
{'APPLICATION_ROOT': '/',
 'DEBUG': False,
 'ENV': 'production',
 'MAILGUN_API_KEY': '<hidden>',
 'MAILGUN_BASE_URL': 'https://api.eu.mailgun.net/v3',
 'MAILGUN_DOMAIN': 'mg.lettre-du-quartier.example',
 'MAX_CONTENT_LENGTH': 2097152,
 'PREFERRED_URL_SCHEME': 'https',
 'SECRET_KEY': '<hidden>',
 'SERVER_NAME': 'lettre-du-quartier.example',
 'SQLALCHEMY_DATABASE_URI': 'sqlite:////home/chloe/newsletter/instance/app.db',
 'SUBSCRIBERS_PAGE_SIZE': 100,
 'TESTING': False}
>>> exit()
""")

L(r"""
$ cat local.settings.json
{
  "IsEncrypted": false,
  "Values": {
    "FUNCTIONS_WORKER_RUNTIME": "dotnet-isolated",
    "AzureWebJobsStorage": "UseDevelopmentStorage=true",
    "ArchiveStorage": "UseDevelopmentStorage=true",
    "ArchiveContainer": "rechnungen",
    "ServiceBusConnection__fullyQualifiedNamespace": "sb-rechnung-dev.servicebus.windows.net",
    "APPLICATIONINSIGHTS_CONNECTION_STRING": "",
    "Rechnung__MaxPdfSizeMb": "10",
    "Rechnung__Timezone": "W. Europe Standard Time"
  },
  "Host": {
    "LocalHttpPort": 7071,
    "CORS": "*"
  }
}
$ azurite --silent --location ~/.azurite &
[1] 48112
Azurite Blob service is starting at http://127.0.0.1:10000
Azurite Queue service is starting at http://127.0.0.1:10001
Azurite Table service is starting at http://127.0.0.1:10002
$ func start
Azure Functions Core Tools
Core Tools Version:       4.0.6610 Commit hash: N/A +«H» (64-bit)
Function Runtime Version: 4.1036.1.23224

Functions:
        ArchiveInvoice: serviceBusTrigger
        HealthCheck: [GET] http://localhost:7071/api/health
""")

L(r"""
$ gcloud iam service-accounts keys list --iam-account bq-loader@lumen-analytics-prod.iam.gserviceaccount.com
KEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED
«H»  2026-06-02T09:14:11Z  9999-12-31T23:59:59Z
«H2»  2026-11-28T16:40:05Z  2027-02-26T16:40:05Z
$ gcloud iam service-accounts describe bq-loader@lumen-analytics-prod.iam.gserviceaccount.com
description: Loads daily exports into BigQuery
displayName: bq-loader
email: bq-loader@lumen-analytics-prod.iam.gserviceaccount.com
etag: MDEwMjE5MjA=
name: projects/lumen-analytics-prod/serviceAccounts/bq-loader@lumen-analytics-prod.iam.gserviceaccount.com
oauth2ClientId: '«N»«N2»«N3»«N4»'
projectId: lumen-analytics-prod
uniqueId: '«N»«N2»«N3»«N4»'
$ gcloud iam service-accounts keys disable «H» --iam-account bq-loader@lumen-analytics-prod.iam.gserviceaccount.com
Disabled key [«H»] for service account [bq-loader@lumen-analytics-prod.iam.gserviceaccount.com]
$ bq ls --project_id lumen-analytics-prod
     datasetId
 ------------------
  events_raw
  marts
  staging
""")

L(r"""
$ cat .sentryclirc
[defaults]
url = https://sentry.io/
org = hoshizora
project = hoshizora-web

[log]
level = info
$ # auth token: SENTRY_AUTH_TOKEN (set in CI as a masked variable)
$ sentry-cli releases new "hoshizora-web@2.9.0"
Created release hoshizora-web@2.9.0
$ sentry-cli sourcemaps upload --release "hoshizora-web@2.9.0" dist/
> Found 38 files
> Analyzing 38 sources
> Rewriting sources
> Adding source map references
> Bundled 38 files for upload
> Bundle ID: «U»
> Uploaded files to Sentry
> File upload complete (processing pending on server)
> Organization: hoshizora
> Project: hoshizora-web
> Release: hoshizora-web@2.9.0
> Upload type: artifact bundle
$ grep -n dsn src/sentry.ts
4:  dsn: import.meta.env.VITE_SENTRY_DSN,
""")

L(r"""
{"role":"assistant","content":[{"type":"text","text":"I'll check the Linear MCP server config to see why the tools aren't loading."},{"type":"tool_use","id":"toolu_01«I»","name":"bash","input":{"command":"cat ~/.cursor/mcp.json"}}]}
{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_01«I»","content":"{\n  \"mcpServers\": {\n    \"linear\": {\n      \"url\": \"https://mcp.linear.app/sse\"\n    },\n    \"postgres\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-postgres\", \"postgresql://localhost/devdb\"]\n    }\n  }\n}\n"}]}
{"role":"assistant","content":[{"type":"text","text":"Linear is configured as a remote MCP server with OAuth, so there's no key in the file. Let me look at Cursor's MCP log."},{"type":"tool_use","id":"toolu_01«I2»","name":"bash","input":{"command":"tail -n 8 ~/Library/Application\\ Support/Cursor/logs/*/mcp-linear.log"}}]}
{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_01«I2»","content":"2026-12-04 09:12:01 connecting to https://mcp.linear.app/sse\n2026-12-04 09:12:01 OAuth: no stored credentials, opening browser\n2026-12-04 09:12:31 OAuth: callback timed out after 30s\n2026-12-04 09:12:31 server linear failed to start"}]}
{"role":"assistant","content":[{"type":"text","text":"The OAuth callback timed out — the browser window probably opened behind other windows. Click \"Needs login\" next to the Linear server in Cursor's MCP settings and finish the consent page within 30 seconds."}]}
{"role":"user","content":"ok that worked, thanks"}
{"role":"assistant","content":[{"type":"text","text":"Great. The tools list should now show 14 Linear tools (list_issues, create_issue, ...)."}]}
{"role":"user","content":"it shows 14, perfect"}
{"role":"assistant","content":[{"type":"text","text":"Then we're done. Tokens are stored by Cursor in the OS keychain; nothing was written to the repository."}]}
{"role":"user","content":"can you also check the postgres one"}
{"role":"assistant","content":[{"type":"tool_use","id":"toolu_01«I3»","name":"bash","input":{"command":"pg_isready -h localhost -d devdb"}}]}
{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_01«I3»","content":"localhost:5432 - accepting connections"}]}
{"role":"assistant","content":[{"type":"text","text":"Postgres is up and the MCP server connects with your local peer authentication, so that one is fine too."}]}
{"role":"user","content":"and which node does cursor use now?"}
{"role":"assistant","content":[{"type":"tool_use","id":"toolu_01«I4»","name":"bash","input":{"command":"which node && node --version"}}]}
{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_01«I4»","content":"/Users/dana/.nvm/versions/node/v22.11.0/bin/node\nv22.11.0"}]}
""")

L(r"""
Here's the full script you asked about (scripts/export_notion.py):

```python
#!/usr/bin/env python3
# Exporta a base de dados 'Receitas' do Notion para CSV.
import csv
import os
import sys
from notion_client import Client

DATABASE_ID = "«X»«X2»"

notion = Client(auth=os.environ["NOTION_TOKEN"])


def rows():
    cursor = None
    while True:
        page = notion.databases.query(database_id=DATABASE_ID, start_cursor=cursor)
        for r in page["results"]:
            props = r["properties"]
            yield {
                "nome": props["Nome"]["title"][0]["plain_text"],
                "tempo": props["Tempo (min)"]["number"],
            }
        if not page["has_more"]:
            break
        cursor = page["next_cursor"]


w = csv.DictWriter(sys.stdout, fieldnames=["nome", "tempo"])
w.writeheader()
w.writerows(rows())
```

It fails with `APIResponseError: Could not find database` — the integration is probably not shared with that database (Share → Connections → add your integration).
""")

L(r"""
$ cat ~/.zsh_history | tail -20 | cut -d';' -f2-
cd ~/work/design-tokens
pnpm install
pnpm run build
git checkout -b chore/sync-figma
export FIGMA_FILE_KEY=«I»«I2»
op run --env-file=.env.figma -- node scripts/pull-variables.mjs --file $FIGMA_FILE_KEY --out tokens/figma.json
git diff --stat
pnpm run build:css
open dist/tokens.css
git add tokens dist
git commit -m "tokens: sync from Figma (Dec)"
git push -u origin chore/sync-figma
gh pr create --fill
pnpm test
clear
ls tokens
cat tokens/figma.json | jq '.colors | keys | length'
cat .env.figma
code .
history | tail -20
$ cat .env.figma
FIGMA_TOKEN="op://Design/Figma API/credential"
""")

L(r"""
$ cat ~/.config/.jira/.config.yml
auth_type: bearer
board:
    id: 41
    name: PLAT board
    type: scrum
epic:
    name: customfield_10011
    link: customfield_10014
installation: Cloud
issue:
    types:
        - id: "10001"
          name: Task
        - id: "10002"
          name: Epic
login: nadia.haddad@meridian.example
project:
    key: PLAT
    type: classic
server: https://meridian-eng.atlassian.net
timezone: Europe/Paris
$ # jira-cli lit le jeton depuis JIRA_API_TOKEN ou le trousseau (netrc non utilisé)
$ jira sprint list --current --plain --columns key,summary,status | head -5
KEY       SUMMARY                                   STATUS
PLAT-812  Migrate billing cron to Temporal          In Progress
PLAT-815  Flaky test: export_csv_large              To Do
PLAT-816  Upgrade Postgres 15 -> 16 (staging)       In Review
""")

L(r"""
Run newman run collections/orders-contract.json -e env/staging.json --env-var "token=***" --reporters cli,junit
newman

Orders API – contract tests

→ List orders
  GET https://orders.staging.api.example.org/v1/orders?limit=5 [200 OK, 2.41kB, 188ms]
  ✓  status is 200
  ✓  returns at most 5 orders

→ Create order
  POST https://orders.staging.api.example.org/v1/orders [201 Created, 612B, 241ms]
  ✓  status is 201
  ✓  has id

→ Get order
  GET https://orders.staging.api.example.org/v1/orders/ord_«I» [200 OK, 598B, 97ms]
  ✓  status is 200

┌─────────────────────────┬───────────────────┬──────────────────┐
│                         │          executed │           failed │
├─────────────────────────┼───────────────────┼──────────────────┤
│              iterations │                 1 │                0 │
│                requests │                 3 │                0 │
│            test-scripts │                 3 │                0 │
│              assertions │                 5 │                0 │
└─────────────────────────┴───────────────────┴──────────────────┘
""")

L(r"""
# .github/workflows/image.yml
name: image
on:
  push:
    tags: ["v*"]
permissions:
  contents: read
  packages: write
  id-token: write
jobs:
  build:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - uses: docker/setup-qemu-action@v3
      - uses: docker/setup-buildx-action@v3
      - uses: docker/login-action@v3
        with:
          username: ${{ vars.DOCKERHUB_USERNAME }}
          password: ${{ secrets.DOCKERHUB_TOKEN }}
      - uses: docker/login-action@v3
        with:
          registry: ghcr.io
          username: ${{ github.actor }}
          password: ${{ secrets.GITHUB_TOKEN }}
      - id: meta
        uses: docker/metadata-action@v5
        with:
          images: |
            pixelforge/render-worker
            ghcr.io/pixelforge/render-worker
      - uses: docker/build-push-action@v6
        with:
          push: true
          platforms: linux/amd64,linux/arm64
          tags: ${{ steps.meta.outputs.tags }}
""")

L(r"""
# ops/.envrc  (direnv) — keine Geheimnisse hier, Vault-Login per OIDC
export AWS_PROFILE=ops-prod
export AWS_REGION=us-east-2
export KUBECONFIG=$PWD/.kube/prod.yaml
export VAULT_ADDR=https://vault.ops.example.com:8200
export VAULT_NAMESPACE=admin/platform
export TF_VAR_environment=prod
export TF_VAR_cluster_name=ops-prod-use2
export TF_PLUGIN_CACHE_DIR=$HOME/.terraform.d/plugin-cache
export NOMAD_ADDR=https://nomad.ops.example.com:4646
export CONSUL_HTTP_ADDR=https://consul.ops.example.com:8501
PATH_add bin
$ direnv allow
direnv: loading ~/ops/.envrc
direnv: export +AWS_PROFILE +AWS_REGION +CONSUL_HTTP_ADDR +KUBECONFIG +NOMAD_ADDR +TF_PLUGIN_CACHE_DIR +TF_VAR_cluster_name +TF_VAR_environment +VAULT_ADDR +VAULT_NAMESPACE ~PATH
$ vault login -method=oidc role=platform
Complete the login via your OIDC provider. Launching browser to:
    https://sso.example.com/oauth2/authorize?client_id=«U»&response_type=code&scope=openid
Success! You are now authenticated. The token information displayed below
is already stored in the token helper. You do NOT need to run "vault login"
again. Future Vault requests will automatically use this token.
$ vault token lookup -format=json | jq '.data | {display_name, policies, ttl}'
{
  "display_name": "oidc-mchen",
  "policies": ["default", "platform-admin"],
  "ttl": 27644
}
""")

L(r"""
$ terraform login
Terraform will request an API token for app.terraform.io using your browser.

If login is successful, Terraform will store the token in plain text in
the following file for use by subsequent commands:
    /home/sven/.terraform.d/credentials.tfrc.json

Do you want to proceed?
  Only 'yes' will be accepted to confirm.

  Enter a value: no

Login cancelled.
$ cat ~/.terraformrc
credentials_helper "keychain" {
  args = []
}
$ terraform init
Initializing HCP Terraform...
Initializing provider plugins...
- Reusing previous version of hashicorp/aws from the dependency lock file
- Using previously-installed hashicorp/aws v5.80.0

HCP Terraform has been successfully initialized!
$ grep -A3 'provider "registry.terraform.io/hashicorp/aws"' .terraform.lock.hcl
provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.80.0"
  constraints = "~> 5.80"
  hashes = [
""")

L(r"""
$ cat .sops.yaml
creation_rules:
  - path_regex: k8s/overlays/prod/.*\.enc\.yaml$
    age: >-
      age1«I»«I2»«I3»«I4»«I5»,
      age1«I6»«I7»«I8»«I9»«I10»
  - path_regex: k8s/overlays/staging/.*\.enc\.yaml$
    age: age1«I»«I2»«I3»«I4»«I5»
$ head -20 k8s/overlays/staging/db.enc.yaml
apiVersion: v1
kind: Secret
metadata:
    name: db
    namespace: staging
type: Opaque
stringData:
    password: ENC[AES256_GCM,data:«I11»«I12»,iv:«I13»«I14»,tag:«I15»«I16»,type:str]
    username: ENC[AES256_GCM,data:«I17»,iv:«I18»«I19»,tag:«I20»«I21»,type:str]
sops:
    age:
        - recipient: age1«I»«I2»«I3»«I4»«I5»
          enc: |
            -----BEGIN AGE ENCRYPTED FILE-----
            «I22»«I23»«I24»«I25»«I26»
            -----END AGE ENCRYPTED FILE-----
    lastmodified: "2026-11-28T10:41:09Z"
    mac: ENC[AES256_GCM,data:«I27»«I28»,iv:«I29»,tag:«I30»,type:str]
    version: 3.9.2
""")

L(r"""
#cloud-config
# user-data für die Build-Runner (Hetzner CX32) — Tailscale-Key kommt aus dem Metadata-Secret
hostname: runner-fsn1-07
timezone: Europe/Berlin
package_update: true
packages:
  - git
  - jq
  - docker.io
users:
  - name: runner
    groups: [docker]
    shell: /bin/bash
    ssh_authorized_keys:
      - ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA«I»«I2»«I3» ops@laptop
runcmd:
  - curl -fsSL https://tailscale.com/install.sh | sh
  - tailscale up --authkey=file:/run/tailscale-authkey --hostname=runner-fsn1-07 --advertise-tags=tag:ci --ssh
  - shred -u /run/tailscale-authkey
  - systemctl enable --now docker
write_files:
  - path: /etc/docker/daemon.json
    content: |
      {"log-driver": "json-file", "log-opts": {"max-size": "20m", "max-file": "3"}}
final_message: "runner-fsn1-07 ready after $UPTIME seconds"
""")

L(r"""
$ cat ~/.databrickscfg
; Databricks CLI profiles — alle über OAuth (U2M / M2M), keine PATs mehr
[DEFAULT]
host = https://adb-«N»«N2».7.azuredatabricks.net
auth_type = databricks-cli

[prod-jobs]
host          = https://adb-«N3»«N4».11.azuredatabricks.net
auth_type     = oauth-m2m
client_id     = «U»
client_secret = ${env.DATABRICKS_CLIENT_SECRET}

[dev]
host = https://dbc-«X».cloud.databricks.com
auth_type = databricks-cli
$ databricks jobs list --profile prod-jobs --output json | jq -r '.[] | "\(.job_id)\t\(.settings.name)"'
«N5»	nightly-etl-orders
«N6»	weekly-churn-model
«N7»	hourly-clickstream-compact
$ databricks current-user me --profile prod-jobs | jq -r .userName
«U»
""")

L(r"""
$ git diff --cached
diff --git a/app/api/upscale/route.ts b/app/api/upscale/route.ts
new file mode 100644
index 0000000..«h»
--- /dev/null
+++ b/app/api/upscale/route.ts
@@ -0,0 +1,26 @@
+import Replicate from "replicate";
+import { NextResponse } from "next/server";
+
+// REPLICATE_API_TOKEN is read from the environment by the client
+const replicate = new Replicate();
+
+export async function POST(req: Request) {
+  const { imageUrl, scale = 2 } = await req.json();
+  if (!imageUrl) {
+    return NextResponse.json({ error: "imageUrl required" }, { status: 400 });
+  }
+  const output = await replicate.run(
+    "nightmareai/real-esrgan:«D»",
+    { input: { image: imageUrl, scale, face_enhance: false } },
+  );
+  return NextResponse.json({ output });
+}
+
+export const runtime = "nodejs";
+export const maxDuration = 60;
""")

L(r"""
$ cat app/src/main/res/values/mapbox_access_token.xml
<?xml version="1.0" encoding="utf-8"?>
<resources xmlns:tools="http://schemas.android.com/tools">
    <!-- Public token (pk.*), URL-restricted to the app's package; safe to ship in the APK -->
    <string name="mapbox_access_token" translatable="false" tools:ignore="UnusedResources">pk.eyJ1Ijoia2lvc2stbWFwcyIsImEiOiJjbTR4«I»«I2»In0.«I3»«I4»</string>
</resources>
$ cat settings.gradle.kts | sed -n '1,20p'
dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
        maven {
            url = uri("https://api.mapbox.com/downloads/v2/releases/maven")
            credentials.username = "mapbox"
            credentials.password = providers.gradleProperty("MAPBOX_DOWNLOADS_TOKEN").get()
            authentication { create<BasicAuthentication>("basic") }
        }
    }
}
rootProject.name = "KioskMaps"
include(":app")
""")

L(r"""
$ git show --stat --patch HEAD -- docusaurus.config.ts
commit «H»
Author: Priya Raman <priya@docs.example.dev>
Date:   Mon Nov 30 18:02:44 2026 +0530

    docs: enable algolia search (ui only, search-only key)

 docusaurus.config.ts | 9 +++++++++
 1 file changed, 9 insertions(+)

diff --git a/docusaurus.config.ts b/docusaurus.config.ts
index «h»..«h2» 100644
--- a/docusaurus.config.ts
+++ b/docusaurus.config.ts
@@ -88,6 +88,15 @@ const config: Config = {
       respectPrefersColorScheme: true,
     },
+    algolia: {
+      appId: "«I»",
+      // public, search-only API key — safe to commit (see Algolia DocSearch docs)
+      apiKey: process.env.ALGOLIA_SEARCH_KEY ?? "",
+      indexName: "docs_example_dev",
+      contextualSearch: true,
+      searchPagePath: "search",
+    },
     navbar: {
       title: "Example Docs",
""")

L(r"""
# .env.local — projeto "agenda-clinica" (desenvolvimento com supabase local)
NEXT_PUBLIC_SUPABASE_URL=http://127.0.0.1:54321
NEXT_PUBLIC_SUPABASE_ANON_KEY=${SUPABASE_ANON_KEY}
SUPABASE_SERVICE_ROLE_KEY=${SUPABASE_SERVICE_ROLE_KEY}
SUPABASE_DB_SCHEMA=public

# Os valores acima saem de `supabase status -o env` e são exportados pelo script dev.sh

# Autenticação
NEXTAUTH_URL=http://localhost:3000
NEXT_PUBLIC_LOGIN_PROVIDERS=google,email

# Lembretes por WhatsApp (desativado em dev)
WHATSAPP_ENABLED=false
WHATSAPP_PHONE_ID=

# Agenda
AGENDA_DEFAULT_SLOT_MIN=30
AGENDA_TIMEZONE=America/Sao_Paulo
AGENDA_OPEN_HOUR=08
AGENDA_CLOSE_HOUR=18

# Observabilidade
NEXT_PUBLIC_POSTHOG_HOST=https://eu.i.posthog.com
LOG_LEVEL=debug
""")

L(r"""
PS C:\Users\jlaurent\scripts> Get-Content .\sync-groups.ps1 -TotalCount 20
# Synchronise les groupes AD "GG-App-*" vers Okta
param([switch]$WhatIf)
$OktaOrg   = "https://lyonnaise-energie.okta.com"
$Token     = (Get-Secret -Name "okta-sync-token" -Vault "SecretStore" -AsPlainText)
$Headers   = @{ Authorization = "SSWS $Token"; Accept = "application/json" }
$AdGroups  = Get-ADGroup -Filter 'Name -like "GG-App-*"' -SearchBase "OU=Applications,DC=le,DC=local"
foreach ($g in $AdGroups) {
    $members = Get-ADGroupMember $g | Get-ADUser -Properties mail | Select-Object -Expand mail
    Write-Host "$($g.Name): $($members.Count) membres"
}
PS C:\Users\jlaurent\scripts> .\sync-groups.ps1 -WhatIf
GG-App-Compta: 14 membres
GG-App-RH: 9 membres
GG-App-Terrain: 122 membres
GG-App-Direction: 6 membres
PS C:\Users\jlaurent\scripts> Get-SecretInfo -Vault SecretStore

Name              Type   VaultName
----              ----   ---------
okta-sync-token   String SecretStore
""")

L(r"""
$ python bot.py
2026-12-04 19:11:02 INFO     discord.client logging in using static token
2026-12-04 19:11:02 DEBUG    bot config: {'prefix': '!', 'guild_id': «N»«N2»«N3», 'token': '<from DISCORD_TOKEN>', 'owner_ids': [«N4»«N5»«N6»], 'music_enabled': False}
2026-12-04 19:11:03 INFO     discord.gateway Shard ID None has connected to Gateway (Session ID: «X»«X2»).
2026-12-04 19:11:05 INFO     bot Logged in as Kedi#4471 (id=«N7»«N8»«N9»)
2026-12-04 19:11:05 INFO     bot Synced 7 slash commands to guild «N»«N2»«N3»
2026-12-04 19:11:41 INFO     bot /zar invoked by ayse.k in #oyun-odasi -> 4
2026-12-04 19:12:09 INFO     bot /anket invoked by mert in #genel: "Cuma akşamı film?" (3 seçenek)
2026-12-04 19:13:30 WARNING  discord.http We are being rate limited. Retrying in 0.52 seconds.
2026-12-04 19:14:00 INFO     bot /hatirlat invoked by ayse.k: 20:00 "maç başlıyor"
2026-12-04 19:20:00 INFO     bot reminder sent to ayse.k
2026-12-04 19:25:12 INFO     bot /zar invoked by mert in #oyun-odasi -> 6
2026-12-04 19:31:55 INFO     discord.gateway Shard ID None has successfully RESUMED session «X»«X2».
2026-12-04 19:40:01 INFO     bot heartbeat latency=41ms guilds=1 members=37
2026-12-04 19:45:00 INFO     bot daily stats written to stats/2026-12-04.json
2026-12-04 19:50:01 INFO     bot heartbeat latency=39ms guilds=1 members=37
""")

L(r"""
$ systemctl cat wetter-bot
# /etc/systemd/system/wetter-bot.service
[Unit]
Description=Telegram Wetter-Bot für die Kleingartenanlage
After=network-online.target
Wants=network-online.target

[Service]
Type=simple
User=wetterbot
WorkingDirectory=/opt/wetter-bot
Environment=PYTHONUNBUFFERED=1
LoadCredentialEncrypted=telegram-token:/etc/credstore.encrypted/wetter-bot.telegram-token
Environment=TELEGRAM_TOKEN_PATH=%d/telegram-token
Environment=WETTER_STATION_URL=http://192.168.178.40/api/v1/current
Environment=CHAT_IDS=-100«N»«N2»
ExecStart=/opt/wetter-bot/.venv/bin/python -m wetterbot
Restart=on-failure
RestartSec=10

[Install]
WantedBy=multi-user.target
$ systemctl status wetter-bot --no-pager | head -5
● wetter-bot.service - Telegram Wetter-Bot für die Kleingartenanlage
     Loaded: loaded (/etc/systemd/system/wetter-bot.service; enabled; preset: enabled)
     Active: active (running) since Thu 2026-12-03 06:00:02 CET; 1 day 4h ago
   Main PID: 733 (python)
""")

L(r"""
{
  "Logging": {"LogLevel": {"Default": "Information", "Microsoft.SemanticKernel": "Debug"}},
  "AzureOpenAI": {
    "Endpoint": "https://aoai-helpdesk-swc.openai.azure.com/",
    "ChatDeployment": "gpt-4o-2024-11-20",
    "EmbeddingDeployment": "text-embedding-3-large",
    "ApiVersion": "2024-10-21",
    "UseManagedIdentity": true,
    "ManagedIdentityClientId": "«U»"
  },
  "AzureAISearch": {
    "Endpoint": "https://srch-helpdesk-swc.search.windows.net",
    "IndexName": "kb-articles-sv",
    "UseManagedIdentity": true
  },
  "Helpdesk": {
    "DefaultLanguage": "sv-SE",
    "MaxHistoryTurns": 12,
    "EscalationQueue": "it-servicedesk-l2",
    "TicketSystemBaseUrl": "https://servicedesk.kommun.example.se"
  },
  "ApplicationInsights": {
    "ConnectionString": "@Microsoft.KeyVault(SecretUri=https://kv-helpdesk.vault.azure.net/secrets/appinsights-conn/)"
  }
}
""")

L(r"""
# newrelic.yml — license key comes from NEW_RELIC_LICENSE_KEY (set by the Helm chart from a Secret)
common: &default_settings
  app_name: Reservas API (prod)
  distributed_tracing:
    enabled: true
  log_level: info
  high_security: false
  transaction_tracer:
    enabled: true
    transaction_threshold: apdex_f
    record_sql: obfuscated
  error_collector:
    enabled: true
    ignore_status_codes: 400-404
  browser_monitoring:
    auto_instrument: false
  labels: 'team:reservas;region:sa-east-1'

development:
  <<: *default_settings
  app_name: Reservas API (dev)
  monitor_mode: false

production:
  <<: *default_settings
$ kubectl get secret newrelic -n reservas -o jsonpath='{.data}' | jq 'keys'
[
  "license-key"
]
""")

L(r"""
$ cat ~/.circleci/cli.yml
host: https://circleci.com
endpoint: graphql-unstable
token: ""
rest_endpoint: api/v2
tls_cert: ""
tls_insecure: false
orb_publishing:
  default_namespace: brightpath
$ circleci setup --no-prompt --host https://circleci.com --token "$CIRCLECI_CLI_TOKEN"
Setup has kept your current token.
CircleCI CLI configuration file written to /home/lee/.circleci/cli.yml
$ circleci orb list brightpath
Orbs found: 3. Showing only certified orbs.
Add --uncertified for a list of all orbs.

brightpath/deploy (1.4.2)
brightpath/lint (0.9.0)
brightpath/cache (2.0.1)
$ circleci config validate
Config file at .circleci/config.yml is valid.
$ circleci version
0.1.31151+«h» (release)
""")

L(r"""
// /etc/alloy/config.alloy
logging {
  level  = "info"
  format = "logfmt"
}

prometheus.exporter.unix "node" {
  set_collectors = ["cpu", "meminfo", "filesystem", "netdev", "loadavg"]
}

prometheus.scrape "node" {
  targets         = prometheus.exporter.unix.node.targets
  forward_to      = [prometheus.remote_write.grafana_cloud.receiver]
  scrape_interval = "60s"
}

prometheus.remote_write "grafana_cloud" {
  endpoint {
    url = "https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push"
    basic_auth {
      username = "«N»"
      password = sys.env("GCLOUD_RW_API_KEY")
    }
  }
  external_labels = { host = "kiosk-lisboa-03", site = "lisboa" }
}
""")

L(r"""
$ cat ~/.continue/config.yaml
name: Local Assistant
version: 1.0.0
schema: v1
models:
  - name: Codestral
    provider: mistral
    model: codestral-latest
    apiKey: ${{ secrets.MISTRAL_API_KEY }}
    roles:
      - autocomplete
      - edit
  - name: Llama 3.1 8B (local)
    provider: ollama
    model: llama3.1:8b
    roles:
      - chat
  - name: Nomic embed
    provider: ollama
    model: nomic-embed-text
    roles:
      - embed
context:
  - provider: code
  - provider: docs
  - provider: diff
  - provider: terminal
rules:
  - Réponds en français sauf si le code l'exige.
""")

L(r"""
$ cat ~/.netrc
machine ftp.archive.example.org
  login anonymous
  password guest@
machine files.mirror.example.net
  login anonymous
  password anonymous@example.com
$ heroku auth:whoami
devops@cafe-orbit.example
$ heroku authorizations
ID                                    Description           Scope
────────────────────────────────────  ────────────────────  ──────
«U»  heroku-cli           global
«U2»  GitHub Actions deploy  global
$ heroku releases -a cafe-orbit-api -n 3
=== cafe-orbit-api Releases - Current: v214
v214  Deploy «h»                devops@cafe-orbit.example  2026/12/03 17:11:40 +0100
v213  Set LOG_LEVEL config vars devops@cafe-orbit.example  2026/12/02 09:03:12 +0100
v212  Deploy «h2»                devops@cafe-orbit.example  2026/12/01 16:44:03 +0100
""")

L(r"""
$ sudo cat /etc/buildkite-agent/buildkite-agent.cfg
# The token is provided via BUILDKITE_AGENT_TOKEN in /etc/default/buildkite-agent
# (written by cloud-init from SSM parameter /buildkite/agent-token)
# token="xxx"

# The name of the agent
name="%hostname-%spawn"

# The number of agents to spawn in parallel (default is "1")
spawn=4

# The priority of the agent (higher priorities are assigned work first)
priority=5

# Tags for the agent (default is "queue=default")
tags="queue=linux-large,os=ubuntu-24.04,docker=true"

# Path to where the builds will run from
build-path="/var/lib/buildkite-agent/builds"

# Directory where the hook scripts are found
hooks-path="/etc/buildkite-agent/hooks"

# Flags to pass to the `git clone` command
git-clone-flags=-v --depth=50
""")

L(r"""
$ cat ~/.dbt/profiles.yml
analytics:
  target: dev
  outputs:
    dev:
      type: snowflake
      account: xy12345.eu-central-1
      user: DBT_DEV_MARTA
      authenticator: externalbrowser
      role: TRANSFORMER_DEV
      database: ANALYTICS_DEV
      warehouse: TRANSFORMING_XS
      schema: dbt_marta
      threads: 8
    prod:
      type: snowflake
      account: xy12345.eu-central-1
      user: DBT_PROD_SVC
      private_key_path: /secrets/dbt/rsa_key.p8
      private_key_passphrase: "{{ env_var('DBT_PRIVATE_KEY_PASSPHRASE') }}"
      role: TRANSFORMER
      database: ANALYTICS
      warehouse: TRANSFORMING_M
      schema: marts
      threads: 16
      query_tag: dbt-prod
$ dbt debug --target dev | tail -3
  Connection test: [OK connection ok]

All checks passed!
""")

L(r"""
$ fastly profile list
Default profile highlighted in red.

work

  Email: edge-team@noticias.example
  Token: ****************************************

$ fastly service list
NAME                  ID                      TYPE  ACTIVE VERSION  LAST EDITED (UTC)
noticias-www          «I»«I2»  vcl   87              2026-12-02 14:22
noticias-img          «I3»«I4»  vcl   23              2026-11-18 09:40
noticias-compute-api  «I5»«I6»  wasm  12              2026-11-30 17:05
$ fastly purge --service-id «I»«I2» --key portada
SUCCESS: Purged key: portada (service: «I»«I2»)
$ fastly stats historical --service-id «I»«I2» --by day --from "2 days ago" | head -4
From: Wed Dec  2 00:00:00 UTC 2026
To: Fri Dec  4 00:00:00 UTC 2026
By: day
Region: all
""")

L(r"""
$ env | sort | grep -v -E '^(LS_COLORS|LESS)'
BUILDKITE=true
BUILDKITE_AGENT_ACCESS_TOKEN=
BUILDKITE_BRANCH=main
BUILDKITE_BUILD_NUMBER=4471
BUILDKITE_COMMIT=«H»
BUILDKITE_JOB_ID=«U»
BUILDKITE_PIPELINE_SLUG=infra-pulumi
BUILDKITE_REPO=git@github.com:saltmarsh/infra.git
CI=true
GOFLAGS=-mod=readonly
HOME=/home/buildkite
HOSTNAME=bk-agent-«I»
LANG=en_US.UTF-8
PULUMI_BACKEND_URL=https://api.pulumi.com
PULUMI_OIDC_TOKEN_FILE=/tmp/bk-oidc-«I2»
PULUMI_SKIP_UPDATE_CHECK=true
PWD=/var/lib/buildkite-agent/builds/bk-agent-«I»/saltmarsh/infra-pulumi
SHELL=/bin/bash
STACK=saltmarsh/infra/prod
TZ=UTC
USER=buildkite
$ # Pulumi Cloud exchanges the Buildkite OIDC token for a short-lived access token (no PULUMI_ACCESS_TOKEN)
""")

L(r"""
$ confluent api-key list --resource lkc-«I»
  Current |       Key        |       Description        |   Owner    |        Owner Email         | Resource Type |  Resource  |       Created
----------+------------------+--------------------------+------------+----------------------------+---------------+------------+-----------------------
          | «I2» | orders-connector (prod)  | sa-«I3»   |                            | kafka         | lkc-«I»  | 2026-12-04T09:12:44Z
          | «I4» | ksql (prod)              | sa-«I5»   |                            | kafka         | lkc-«I»  | 2026-08-19T14:02:10Z
$ confluent kafka topic list --cluster lkc-«I»
         Name         | Internal | Replication Factor | Partition Count
----------------------+----------+--------------------+------------------
  orders.created.v1   | false    |                  3 |               6
  orders.paid.v1      | false    |                  3 |               6
  orders.shipped.v1   | false    |                  3 |               6
  payments.dlq        | false    |                  3 |               1
$ confluent environment list
  Current |     ID     |   Name   | Stream Governance Package
----------+------------+----------+----------------------------
  *       | env-«I6» | prod     | ESSENTIALS
          | env-«I7» | staging  | ESSENTIALS
""")

L(r"""
Ich habe das hier aus meinem Notebook kopiert (den Key habe ich rausgenommen), der zweite Aufruf hängt sich einfach auf. Hat jemand eine Idee?

```
In [1]: import os
   ...: from langchain_google_genai import ChatGoogleGenerativeAI
   ...: assert "GOOGLE_API_KEY" in os.environ  # aus ~/.zshrc

In [2]: llm = ChatGoogleGenerativeAI(model="gemini-2.5-flash", temperature=0)
   ...: llm.invoke("Fasse in einem Satz zusammen: Der Zug nach Köln fällt heute aus.").content
Out[2]: 'Der Zug nach Köln fällt heute aus.'

In [3]: from langchain_community.document_loaders import PyPDFLoader
   ...: docs = PyPDFLoader("Mietvertrag_2026.pdf").load()
   ...: len(docs)
Out[3]: 14

In [4]: llm.invoke("Welche Kündigungsfrist steht im Vertrag?\n\n" + "\n".join(d.page_content for d in docs))
^C---------------------------------------------------------------------------
KeyboardInterrupt                         Traceback (most recent call last)
```

langchain-google-genai 2.0.6, Python 3.12, läuft lokal auf einem MacBook Air M2.
""")

L(r"""
$ bin/rails console
Loading development environment (Rails 7.2.2)
pos(dev)> Rails.application.credentials.dig(:square, :access_token).present?
=> true
pos(dev)> client = Square::Client.new(access_token: Rails.application.credentials.dig(:square, :access_token), environment: "sandbox")
=> #<Square::Client:0x000000012a4b8f10 @config=#<Square::Configuration ...>>
pos(dev)> res = client.locations.list_locations
pos(dev)> res.success?
=> true
pos(dev)> res.data.locations.map { |l| [l[:id], l[:name], l[:status]] }
=> [["L«I»", "Panadería Centro (sandbox)", "ACTIVE"],
    ["L«I2»", "Panadería Norte (sandbox)", "ACTIVE"]]
pos(dev)> Order.where(synced_at: nil).count
  Order Count (0.9ms)  SELECT COUNT(*) FROM "orders" WHERE "orders"."synced_at" IS NULL
=> 17
pos(dev)> SyncSquareOrdersJob.perform_now(limit: 17)
Performed SyncSquareOrdersJob (Job ID: «U») from Async(default) in 2841.2ms
=> {:synced=>17, :failed=>0}
pos(dev)> exit
""")

L(r"""
# src/main/resources/application-prod.yml
server:
  port: 8080
  shutdown: graceful
spring:
  application:
    name: checkout-service
  config:
    import: "aws-secretsmanager:/checkout/prod/paypal;/checkout/prod/db"
  datasource:
    url: jdbc:postgresql://pg-checkout.prod.internal:5432/checkout
    username: checkout
    password: ${DB_PASSWORD}
  jpa:
    open-in-view: false
    hibernate:
      ddl-auto: validate
paypal:
  mode: live
  base-url: https://api-m.paypal.com
  client-id: ${PAYPAL_CLIENT_ID}
  client-secret: ${PAYPAL_CLIENT_SECRET}
  webhook-id: ${PAYPAL_WEBHOOK_ID}
  return-url: https://loja.example.pt/checkout/paypal/retorno
  cancel-url: https://loja.example.pt/checkout/paypal/cancelado
management:
  endpoints:
    web:
      exposure:
        include: health,info,metrics
""")

L(r"""
$ ./gradlew sonar -Dsonar.host.url=https://sonar.kaisha.example.jp -Dsonar.projectKey=kaisha_billing
> Task :compileJava UP-TO-DATE
> Task :processResources UP-TO-DATE
> Task :classes UP-TO-DATE
> Task :test UP-TO-DATE
> Task :jacocoTestReport UP-TO-DATE
> Task :sonar
SonarScanner for Gradle 6.0.1.5171
Project root configuration file: NONE
Analyzing on SonarQube server 10.7.0.96327
Default locale: "ja_JP", source code encoding: "UTF-8"
Load global settings
Load global settings (done) | time=112ms
Server id: «X»
User cache: /home/ci/.sonar/cache
Loading required plugins
Load project repositories
Quality gate status: PASSED
ANALYSIS SUCCESSFUL, you can find the results at: https://sonar.kaisha.example.jp/dashboard?id=kaisha_billing
More about the report processing at https://sonar.kaisha.example.jp/api/ce/task?id=«I»

BUILD SUCCESSFUL in 48s
7 actionable tasks: 1 executed, 6 up-to-date
$ # SONAR_TOKEN は CI のマスク変数から渡される（ログには出ない）
""")

L(r"""
$ cat ~/.m2/settings.xml
<?xml version="1.0" encoding="UTF-8"?>
<settings xmlns="http://maven.apache.org/SETTINGS/1.2.0"
          xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
          xsi:schemaLocation="http://maven.apache.org/SETTINGS/1.2.0 https://maven.apache.org/xsd/settings-1.2.0.xsd">
  <localRepository>${user.home}/.m2/repository</localRepository>
  <servers>
    <server>
      <id>central-mirror</id>
      <username>svc-maven-read</username>
      <password>${env.ARTIFACTORY_READ_TOKEN}</password>
    </server>
    <server>
      <id>releases</id>
      <username>svc-maven-publish</username>
      <password>${env.ARTIFACTORY_PUBLISH_TOKEN}</password>
    </server>
  </servers>
  <mirrors>
    <mirror>
      <id>central-mirror</id>
      <mirrorOf>central</mirrorOf>
      <url>https://artifactory.werft.example/artifactory/maven-remote/</url>
    </mirror>
  </mirrors>
</settings>
$ env | grep -c ARTIFACTORY_
2
$ mvn -v | head -1
Apache Maven 3.9.9 («H»)
""")

L(r"""
大家好，我在用 DeepSeek 的 API 做一个小工具，把会议录音转写后自动生成纪要。本地跑没问题，部署到公司服务器后一直报 401。下面是我的配置和日志，麻烦帮忙看看（密钥我已经删掉了）：

config.toml：

    [llm]
    provider = "deepseek"
    base_url = "https://api.deepseek.com"
    model = "deepseek-chat"
    api_key_env = "DEEPSEEK_API_KEY"
    timeout_s = 60

    [asr]
    engine = "whisper-large-v3"
    language = "zh"

    [output]
    dir = "/data/minutes"
    format = "markdown"

日志：

    2026-12-04 14:02:11 INFO  转写完成: meeting_20261204.wav (42 分钟)
    2026-12-04 14:02:12 ERROR LLM 请求失败: 401 Authentication Fails (no such user)
    2026-12-04 14:02:12 INFO  重试 1/3 ...

服务器上 `echo ${#DEEPSEEK_API_KEY}` 输出 0，是不是 systemd 服务没有读到环境变量？
""")

L(r"""
POST /v1/chat/completions HTTP/1.1
Host: api.x.ai
User-Agent: python-httpx/0.28.1
Accept: application/json
Accept-Encoding: gzip, deflate
Connection: keep-alive
Content-Type: application/json
Authorization: Bearer <XAI_API_KEY>
Content-Length: 312
X-Stainless-Lang: python
X-Stainless-Package-Version: 1.57.0
X-Stainless-OS: Linux
X-Stainless-Arch: x64
X-Stainless-Runtime: CPython
X-Stainless-Runtime-Version: 3.12.7
X-Stainless-Retry-Count: 0

{"model": "grok-4", "messages": [{"role": "system", "content": "You are a terse release-notes writer."}, {"role": "user", "content": "Summarize: fixed login redirect loop; bumped deps; new CSV export."}], "temperature": 0.3, "max_tokens": 200}

HTTP/1.1 200 OK
content-type: application/json
x-request-id: «U»
(example request from our docs page "Calling Grok from the release bot"; replace <XAI_API_KEY> with your key)
""")

L(r"""
$ cat shopify.app.toml
# Learn more about configuring your app at https://shopify.dev/docs/apps/tools/cli/configuration
client_id = "«X»«X2»"
name = "bundle-builder"
handle = "bundle-builder-41"
application_url = "https://bundles.kitchenco.example"
embedded = true

[build]
automatically_update_urls_on_dev = true
include_config_on_deploy = true

[access_scopes]
scopes = "read_products,write_products,read_orders"

[auth]
redirect_urls = [
  "https://bundles.kitchenco.example/auth/callback",
  "https://bundles.kitchenco.example/auth/shopify/callback",
]

[webhooks]
api_version = "2024-10"

[pos]
embedded = false
$ cat .env
SHOPIFY_API_KEY=«X»«X2»
SCOPES=read_products,write_products,read_orders
HOST=https://bundles.kitchenco.example
$ # SHOPIFY_API_SECRET is injected by `shopify app dev` at runtime
""")

L(r"""
# Render 배포 자동화 메모 (2026-12-04)

1) 서비스 목록 확인 (API 키는 환경변수로)

$ curl -s -H "Authorization: Bearer $RENDER_API_KEY" https://api.render.com/v1/services?limit=3 | jq '.[].service | {id, name, type}'
{
  "id": "srv-«I»",
  "name": "dalbit-api",
  "type": "web_service"
}
{
  "id": "srv-«I2»",
  "name": "dalbit-worker",
  "type": "background_worker"
}
{
  "id": "crn-«I3»",
  "name": "dalbit-cleanup",
  "type": "cron_job"
}

2) 배포 트리거

$ curl -s -X POST -H "Authorization: Bearer $RENDER_API_KEY" https://api.render.com/v1/services/srv-«I»/deploys | jq '{id, status}'
{
  "id": "dep-«I4»",
  "status": "created"
}

3) 다음 단계: GitHub Actions 에서 secrets.RENDER_API_KEY 로 옮기기 (완료)
""")

L(r"""
$ kubectl get pods -n shop -o wide
NAME                              READY   STATUS    RESTARTS   AGE   IP            NODE                          NOMINATED NODE   READINESS GATES
cart-7d9c5b6f4-«I»          1/1     Running   0          3h    10.42.1.17    ip-10-0-12-41.ec2.internal    <none>           <none>
cart-7d9c5b6f4-«I2»          1/1     Running   0          3h    10.42.2.9     ip-10-0-13-7.ec2.internal     <none>           <none>
checkout-5f8b8c9d7-«I3»      2/2     Running   1          3h    10.42.1.22    ip-10-0-12-41.ec2.internal    <none>           <none>
catalog-6c4d7f9b8-«I4»       1/1     Running   0          26h   10.42.3.4     ip-10-0-14-88.ec2.internal    <none>           <none>
redis-master-0                    1/1     Running   0          12d   10.42.3.11    ip-10-0-14-88.ec2.internal    <none>           <none>
$ kubectl get externalsecret -n shop
NAME            STORE                 REFRESH INTERVAL   STATUS         READY
checkout-db     aws-secrets-manager   1h                 SecretSynced   True
checkout-psp    aws-secrets-manager   1h                 SecretSynced   True
redis-auth      aws-secrets-manager   1h                 SecretSynced   True
$ kubectl get externalsecret checkout-psp -n shop -o yaml | yq '.spec'
data:
  - remoteRef:
      key: shop/prod/checkout/psp
      property: api_key
    secretKey: PSP_API_KEY
  - remoteRef:
      key: shop/prod/checkout/psp
      property: webhook_secret
    secretKey: PSP_WEBHOOK_SECRET
refreshInterval: 1h
secretStoreRef:
  kind: ClusterSecretStore
  name: aws-secrets-manager
target:
  creationPolicy: Owner
  name: checkout-psp
""")

L(r"""
$ terraform state show module.db.aws_db_instance.this
# module.db.aws_db_instance.this:
resource "aws_db_instance" "this" {
    address                    = "inventory-staging.«I».eu-west-1.rds.amazonaws.com"
    allocated_storage          = 50
    arn                        = "arn:aws:rds:eu-west-1:«N»«N2»:db:inventory-staging"
    auto_minor_version_upgrade = true
    backup_retention_period    = 7
    db_name                    = "inventory_staging"
    db_subnet_group_name       = "inventory-staging"
    endpoint                   = "inventory-staging.«I».eu-west-1.rds.amazonaws.com:5432"
    engine                     = "postgres"
    engine_version             = "16.3"
    id                         = "db-«I2»"
    identifier                 = "inventory-staging"
    instance_class             = "db.t4g.medium"
    kms_key_id                 = "arn:aws:kms:eu-west-1:«N»«N2»:key/«U»"
    master_user_secret         = [
        {
            kms_key_id    = "arn:aws:kms:eu-west-1:«N»«N2»:key/«U»"
            secret_arn    = "arn:aws:secretsmanager:eu-west-1:«N»«N2»:secret:rds!db-«U2»-«I3»"
            secret_status = "active"
        },
    ]
    password                   = (sensitive value)
    port                       = 5432
    username                   = "inventory_admin"
}
""")

L(r"""
2026-12-04T11:02:01.1102Z ##[group]Run echo "::add-mask::$TOKEN"
2026-12-04T11:02:01.1103Z echo "::add-mask::$TOKEN"
2026-12-04T11:02:01.1104Z echo "token=$TOKEN" >> "$GITHUB_OUTPUT"
2026-12-04T11:02:01.1151Z shell: /usr/bin/bash -e {0}
2026-12-04T11:02:01.1152Z env:
2026-12-04T11:02:01.1152Z   TOKEN: ***
2026-12-04T11:02:01.1153Z ##[endgroup]
2026-12-04T11:02:01.2207Z ##[group]Run curl -fsS -H "Authorization: Bearer ***" https://api.release.example.com/v1/whoami
2026-12-04T11:02:01.2208Z curl -fsS -H "Authorization: Bearer ***" https://api.release.example.com/v1/whoami
2026-12-04T11:02:01.2260Z shell: /usr/bin/bash -e {0}
2026-12-04T11:02:01.2261Z ##[endgroup]
2026-12-04T11:02:01.7790Z {"sub":"release-bot","org":"example","scopes":["releases:write"],"expires_at":"2026-12-04T12:02:01Z"}
2026-12-04T11:02:01.7851Z ##[group]Run ./scripts/publish.sh v2.4.0
2026-12-04T11:02:01.7852Z ./scripts/publish.sh v2.4.0
2026-12-04T11:02:01.7890Z env:
2026-12-04T11:02:01.7890Z   RELEASE_TOKEN: ***
2026-12-04T11:02:01.7891Z ##[endgroup]
2026-12-04T11:02:02.4410Z uploading artifacts: app-linux-amd64.tar.gz app-darwin-arm64.tar.gz checksums.txt
2026-12-04T11:02:05.0021Z release v2.4.0 published: https://releases.example.com/app/v2.4.0 (id «U»)
2026-12-04T11:02:05.0102Z Post job cleanup.
""")

L(r"""
$ curl -s https://auth.example-bank.test/.well-known/jwks.json | jq
{
  "keys": [
    {
      "kty": "RSA",
      "use": "sig",
      "kid": "«X»",
      "alg": "RS256",
      "n": "«I»«I2»«I3»«I4»«I5»«I6»«I7»«I8»«I9»«I10»«I11»«I12»«I13»«I14»«I15»«I16»«I17»«I18»«I19»«I20»«I21»",
      "e": "AQAB"
    },
    {
      "kty": "EC",
      "use": "sig",
      "kid": "«X2»",
      "alg": "ES256",
      "crv": "P-256",
      "x": "«I22»«I23»«I24»",
      "y": "«I25»«I26»«I27»"
    }
  ]
}
$ curl -s https://auth.example-bank.test/.well-known/openid-configuration | jq '{issuer, jwks_uri, token_endpoint}'
{
  "issuer": "https://auth.example-bank.test",
  "jwks_uri": "https://auth.example-bank.test/.well-known/jwks.json",
  "token_endpoint": "https://auth.example-bank.test/oauth2/token"
}
""")

L(r"""
$ cat ~/.ssh/known_hosts | head -6
github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl
gitlab.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAfuCHKVTjquxvt6CM6tdG4SLp1Btn/nOeHHE5UOzRdf
|1|«I»«I2»=|«I3»«I4»= ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA«I5»«I6»«I7»
|1|«I8»«I9»=|«I10»«I11»= ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB«I12»«I13»«I14»«I15»«I16»=
bastion.example.net,203.0.113.24 ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA«I17»«I18»«I19»
$ ssh-keygen -F bastion.example.net -l
# Host bastion.example.net found: line 5
bastion.example.net ED25519 SHA256:«I20»«I21»«I22»
$ ssh-keyscan -t ed25519 github.com 2>/dev/null | ssh-keygen -lf -
256 SHA256:+DiY3wvvV6TuJJhbpZisF/zLDA0zPMSvHdkr4UvCOqU github.com (ED25519)
$ cat ~/.ssh/id_ed25519.pub
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA«I23»«I24»«I25» mina@laptop
$ ls -l ~/.ssh/id_ed25519
-rw------- 1 mina mina 411 Mar  2  2025 /home/mina/.ssh/id_ed25519
""")

L(r"""
# docker-compose.dev.yml — local development only, documented defaults (do not use in prod)
services:
  postgres:
    image: postgres:16
    environment:
      POSTGRES_USER: postgres
      POSTGRES_PASSWORD: postgres
      POSTGRES_DB: app_dev
    ports: ["5432:5432"]
  minio:
    image: minio/minio:RELEASE.2024-11-07T00-52-20Z
    command: server /data --console-address :9001
    environment:
      MINIO_ROOT_USER: minioadmin
      MINIO_ROOT_PASSWORD: minioadmin
    ports: ["9000:9000", "9001:9001"]
  mailpit:
    image: axllent/mailpit:v1.21
    ports: ["1025:1025", "8025:8025"]
  app:
    build: .
    environment:
      DATABASE_URL: postgres://postgres:postgres@postgres:5432/app_dev
      S3_ENDPOINT: http://minio:9000
      S3_ACCESS_KEY: minioadmin
      S3_SECRET_KEY: minioadmin
      SMTP_URL: smtp://mailpit:1025
    depends_on: [postgres, minio, mailpit]
""")

L(r"""
Subject: Richtlinie: Umgang mit Zugangsdaten (gültig ab 1. Januar 2027)

Liebe Kolleginnen und Kollegen,

nach dem Vorfall im Oktober (ein API-Schlüssel in einem öffentlichen Gist) gelten ab Januar
folgende Regeln:

1. Passwörter, Tokens und private Schlüssel gehören ausschließlich in den Passwort-Manager
   (Bitwarden, Sammlung "Team") oder in Vault. Nicht in Tickets, Chats, E-Mails oder Wikis.
2. In Konfigurationsdateien stehen nur Verweise wie ${DB_PASSWORD} oder vault:kv/app#key.
3. Wer versehentlich ein Geheimnis teilt, meldet das sofort in #security – wir rotieren dann
   gemeinsam, ohne Schuldzuweisung.
4. Pre-commit-Hooks (gitleaks) sind in allen Repositories verpflichtend; die Pipeline bricht
   bei Funden ab.
5. Service-Accounts bekommen nur die Rechte, die sie brauchen, und Tokens laufen nach
   spätestens 90 Tagen ab.
6. Für Demos gibt es eigene Test-Accounts mit Dummy-Daten, z. B. demo@example.com / demo.

Fragen gerne an security@firma.example.

Viele Grüße
Dr. Katrin Vogel, Informationssicherheit
""")

L(r"""
openapi: 3.1.0
info:
  title: Partner Orders API
  version: 2026-09
servers:
  - url: https://api.partner.example.com/v1
components:
  securitySchemes:
    ApiKeyAuth:
      type: apiKey
      in: header
      name: X-API-Key
      description: |
        Your partner API key from the dashboard (Settings → API keys).
        Keys look like `pk_live_...` (publishable, browser-safe) or `sk_live_...` (secret, server only).
        Never send the secret key from a browser.
    OAuth2:
      type: oauth2
      flows:
        clientCredentials:
          tokenUrl: https://auth.partner.example.com/oauth/token
          scopes:
            orders:read: Read orders
            orders:write: Create and update orders
security:
  - ApiKeyAuth: []
  - OAuth2: [orders:read]
paths:
  /orders:
    get:
      summary: List orders
      parameters:
        - in: query
          name: limit
          schema: {type: integer, maximum: 500, default: 50}
      responses:
        "200": {description: OK}
        "401": {description: Missing or invalid API key}
""")

L(r"""
# policies/app-checkout.hcl — Vault policy for the checkout service
path "secret/data/apps/checkout/*" {
  capabilities = ["read"]
}

path "secret/metadata/apps/checkout/*" {
  capabilities = ["list", "read"]
}

path "database/creds/checkout-rw" {
  capabilities = ["read"]
}

path "transit/encrypt/checkout-pii" {
  capabilities = ["update"]
}

path "transit/decrypt/checkout-pii" {
  capabilities = ["update"]
}

# deny everything else explicitly
path "secret/data/apps/*" {
  capabilities = ["deny"]
}
$ vault policy write app-checkout policies/app-checkout.hcl
Success! Uploaded policy: app-checkout
$ vault read auth/kubernetes/role/checkout
Key                                 Value
---                                 -----
bound_service_account_names         [checkout]
bound_service_account_namespaces    [shop]
policies                            [app-checkout]
token_ttl                           1h
""")

L(r"""
// Postman pre-request script (collection level)
// Obtains an access token with client credentials and caches it in the environment.
const tokenUrl = pm.environment.get("tokenUrl");          // e.g. https://auth.staging.example.org/oauth/token
const clientId = pm.environment.get("clientId");          // public identifier
const clientSecret = pm.environment.get("clientSecret");  // kept as a secret-type variable, never exported
const expiresAt = pm.environment.get("tokenExpiresAt") || 0;

if (Date.now() < expiresAt - 30_000) {
  return; // still valid
}

pm.sendRequest({
  url: tokenUrl,
  method: "POST",
  header: { "Content-Type": "application/x-www-form-urlencoded" },
  body: {
    mode: "urlencoded",
    urlencoded: [
      { key: "grant_type", value: "client_credentials" },
      { key: "client_id", value: clientId },
      { key: "client_secret", value: clientSecret },
      { key: "scope", value: "orders:read orders:write" },
    ],
  },
}, (err, res) => {
  if (err) { console.error(err); return; }
  const body = res.json();
  pm.environment.set("accessToken", body.access_token);
  pm.environment.set("tokenExpiresAt", Date.now() + body.expires_in * 1000);
});
""")

L(r"""
$ git log --oneline --since=2026-11-01 -- config/ secrets/ .github/
«h» ci: read deploy key from OIDC instead of a stored secret
«h2» config: move SMTP password to Vault (kv/mail/relay)
«h3» secrets: remove leaked test token from fixtures (rotated, see SEC-118)
«h4» ci: add gitleaks step before build
«h5» config: rename STRIPE_KEY -> STRIPE_SECRET_KEY for clarity
«h6» docs: explain how to get a local API key for the sandbox
«h7» config: document default dev credentials (postgres/postgres)
$ git show --stat «h3»
commit «H»
Author: Sam Lee <sam@example.org>
Date:   Wed Nov 18 10:20:44 2026 +0000

    secrets: remove leaked test token from fixtures (rotated, see SEC-118)

    The token was revoked on the provider side before this commit;
    fixtures now use the placeholder "test_token_placeholder".

 tests/fixtures/provider_responses.json | 4 ++--
 1 file changed, 2 insertions(+), 2 deletions(-)
""")

L(r"""
Bonjour à tous,

Petit rappel avant le gel des mises en production :

- Les jetons d'accès personnels GitLab expirent désormais au bout de 90 jours. Si votre
  pipeline utilise encore un jeton personnel, remplacez-le par un jeton de projet ou, mieux,
  par l'authentification OIDC (voir la page « CI sans secrets » du wiki).
- Les variables CI contenant des secrets doivent être « masquées » ET « protégées ».
  Dans les journaux, elles apparaissent comme [MASKED].
- Pour tester en local, utilisez le fichier .env.example fourni : il ne contient que des
  valeurs factices (par ex. DB_PASSWORD=changeme, API_KEY=xxxx).
- Le coffre Vault de préproduction sera migré le 15 décembre ; les chemins restent
  identiques (kv/preprod/<application>/<clé>).

En cas de doute sur une fuite possible, prévenez #securite immédiatement : on préfère
rotater une clé de trop qu'une de moins.

Bonne fin de semaine,
Thomas — équipe plateforme
""")

L(r"""
$ docker buildx imagetools inspect ghcr.io/acme/api:1.42.0
Name:      ghcr.io/acme/api:1.42.0
MediaType: application/vnd.oci.image.index.v1+json
Digest:    sha256:«D»

Manifests:
  Name:        ghcr.io/acme/api:1.42.0@sha256:«D2»
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    linux/amd64

  Name:        ghcr.io/acme/api:1.42.0@sha256:«D3»
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    linux/arm64

  Name:        ghcr.io/acme/api:1.42.0@sha256:«D4»
  MediaType:   application/vnd.oci.image.manifest.v1+json
  Platform:    unknown/unknown
  Annotations:
    vnd.docker.reference.digest: sha256:«D2»
    vnd.docker.reference.type:   attestation-manifest
$ cosign verify ghcr.io/acme/api:1.42.0 --certificate-identity-regexp 'https://github.com/acme/api/.*' --certificate-oidc-issuer https://token.actions.githubusercontent.com | jq -r '.[0].critical.image."docker-manifest-digest"'
sha256:«D»
""")

L(r"""
$ cat go.sum | grep -E 'golang.org/x/(crypto|net) ' | head -6
golang.org/x/crypto v0.29.0 h1:«I»«I2»«I3»=
golang.org/x/crypto v0.29.0/go.mod h1:«I4»«I5»«I6»=
golang.org/x/net v0.31.0 h1:«I7»«I8»«I9»=
golang.org/x/net v0.31.0/go.mod h1:«I10»«I11»«I12»=
$ go mod verify
all modules verified
$ go version -m bin/agent | head -12
bin/agent: go1.23.3
	path	example.com/agent/cmd/agent
	mod	example.com/agent	(devel)
	dep	golang.org/x/crypto	v0.29.0	h1:«I»«I2»«I3»=
	dep	golang.org/x/net	v0.31.0	h1:«I7»«I8»«I9»=
	build	-buildmode=exe
	build	-compiler=gc
	build	CGO_ENABLED=0
	build	GOARCH=amd64
	build	GOOS=linux
	build	vcs=git
	build	vcs.revision=«H»
""")

L(r"""
Hola equipo,

Resumen de la reunión de seguridad de hoy:

1. Rotación de credenciales
   - Las claves de la pasarela de pagos se rotaron el lunes. Las nuevas están en AWS Secrets
     Manager bajo `tienda/prod/pasarela`. Nadie tiene que copiarlas a mano.
   - La contraseña del usuario `readonly` de la base de datos de reportes caduca cada 60 días;
     el job `rotar-readonly` la cambia y actualiza Metabase automáticamente.

2. Accesos
   - Quitamos el acceso SSH por contraseña en todos los servidores; solo claves ed25519.
   - Las claves públicas de cada persona están en el repo `infra/ssh-keys` (solo las .pub).

3. Pendiente
   - Migrar los cron de la máquina vieja que todavía leen `/root/.pgpass`.
   - Revisar qué servicios siguen usando la cuenta compartida "soporte".

Próxima revisión: 8 de enero.
Saludos,
Marina
""")

L(r"""
$ openssl s_client -connect api.example.org:443 -servername api.example.org </dev/null 2>/dev/null | openssl x509 -noout -text | sed -n '1,24p'
Certificate:
    Data:
        Version: 3 (0x2)
        Serial Number:
            04:«X»:«X2»
        Signature Algorithm: ecdsa-with-SHA384
        Issuer: C = US, O = Let's Encrypt, CN = E6
        Validity
            Not Before: Nov 22 08:14:03 2026 GMT
            Not After : Feb 20 08:14:02 2027 GMT
        Subject: CN = api.example.org
        Subject Public Key Info:
            Public Key Algorithm: id-ecPublicKey
                Public-Key: (256 bit)
                pub:
                    04:«X3»:
                    «X4»:
                    «X5»:
                    «X6»
                ASN1 OID: prime256v1
                NIST CURVE: P-256
        X509v3 extensions:
            X509v3 Key Usage: critical
                Digital Signature
            X509v3 Extended Key Usage:
                TLS Web Server Authentication
""")

L(r"""
# 開発環境セットアップ手順（新メンバー向け）

1. リポジトリを clone して `make setup` を実行します。
   - `.env.example` が `.env` にコピーされます。中身はすべてダミー値です
     （`API_KEY=dummy`, `DB_PASSWORD=postgres` など）。
2. `docker compose up -d` でローカルの Postgres / Redis / MinIO が起動します。
   - Postgres: `postgres://postgres:postgres@localhost:5432/app_dev`
   - MinIO コンソール: http://localhost:9001 （minioadmin / minioadmin）
3. 決済サンドボックスのキーが必要な場合は、1Password の「開発用 - 決済サンドボックス」を
   参照してください。チャットやチケットには絶対に貼らないでください。
4. `make test` で単体テストを実行します（約 2 分）。
5. ステージング環境へのアクセスは SSO（Okta）経由です。パスワードは不要です。

よくある質問
- Q: `.env` をコミットしてしまいました。
  A: すぐに #security に連絡してください。ダミー値しか入っていなければ問題ありませんが、
     念のため確認します。
- Q: 本番 DB に接続できますか？
  A: できません。読み取り専用のレプリカを Metabase 経由で使ってください。
""")

L(r"""
# values.yaml — chart: keycloakx 7.0.1 (realm: kunden)
replicas: 2
image:
  tag: "26.0.6"
command:
  - "/opt/keycloak/bin/kc.sh"
  - "start"
  - "--http-port=8080"
  - "--hostname-strict=false"
extraEnv: |
  - name: KC_BOOTSTRAP_ADMIN_USERNAME
    value: admin
  - name: KC_BOOTSTRAP_ADMIN_PASSWORD
    valueFrom:
      secretKeyRef:
        name: keycloak-admin
        key: password
  - name: JAVA_OPTS_APPEND
    value: "-Djgroups.dns.query=keycloak-headless"
database:
  vendor: postgres
  hostname: kunden-pg-rw.iam.svc
  port: 5432
  database: keycloak
  username: keycloak
  existingSecret: kunden-pg-app
  existingSecretKey: password
ingress:
  enabled: true
  ingressClassName: nginx
  rules:
    - host: login.kunden.example
      paths: [{path: /, pathType: Prefix}]
  tls:
    - hosts: [login.kunden.example]
      secretName: login-kunden-tls
metrics:
  enabled: true
""")

L(r"""
# playbooks/create-db-users.yml
- name: Datenbank-Benutzer anlegen
  hosts: db_primary
  become: true
  become_user: postgres
  vars_files:
    - ../group_vars/prod/vault.yml
  tasks:
    - name: Rollen anlegen
      community.postgresql.postgresql_user:
        name: "{{ item.name }}"
        password: "{{ item.password }}"
        role_attr_flags: "{{ item.flags | default('') }}"
      loop:
        - { name: app_rw, password: "{{ vault_app_rw_password }}" }
        - { name: app_ro, password: "{{ vault_app_ro_password }}" }
        - { name: replicator, password: "{{ vault_replicator_password }}", flags: REPLICATION }
      no_log: true

    - name: Rechte vergeben
      community.postgresql.postgresql_privs:
        db: app
        role: app_ro
        objs: ALL_IN_SCHEMA
        privs: SELECT
$ ansible-playbook -i inventories/prod playbooks/create-db-users.yml --ask-vault-pass
Vault password:
TASK [Rollen anlegen] *********************************************************
changed: [db-01] => (item=(censored due to no_log))
ok: [db-01] => (item=(censored due to no_log))
ok: [db-01] => (item=(censored due to no_log))
PLAY RECAP ********************************************************************
db-01 : ok=3 changed=1 unreachable=0 failed=0 skipped=0 rescued=0 ignored=0
""")

L(r"""
$ psql -h localhost -U postgres -d postgres
psql (16.4)
Type "help" for help.

postgres=# \du
                             List of roles
 Role name |                         Attributes
-----------+------------------------------------------------------------
 app       | Create DB
 postgres  | Superuser, Create role, Create DB, Replication, Bypass RLS
 readonly  |

postgres=# select rolname, rolpassword is not null as has_password, rolvaliduntil from pg_authid where rolname in ('app','readonly');
 rolname  | has_password |     rolvaliduntil
----------+--------------+------------------------
 app      | t            |
 readonly | t            | 2027-02-01 00:00:00+00
(2 rows)

postgres=# show hba_file;
             hba_file
-----------------------------------
 /var/lib/postgresql/data/pg_hba.conf
(1 row)

postgres=# \! tail -3 /var/lib/postgresql/data/pg_hba.conf
local   all   all                 trust
host    all   all   127.0.0.1/32  trust
host    all   all   ::1/128       trust
postgres=# \q
""")

L(r"""
# settings/dev.py — valores padrão só para desenvolvimento local
from .base import *  # noqa

DEBUG = True
SECRET_KEY = "django-insecure-dev-only-do-not-use-in-production"
ALLOWED_HOSTS = ["*"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "loja_dev",
        "USER": "postgres",
        "PASSWORD": "postgres",
        "HOST": "localhost",
        "PORT": "5432",
    }
}

EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

# Pagamentos: modo sandbox com as chaves de teste públicas da documentação do provedor
PAGAMENTOS_MODO = "sandbox"
PAGAMENTOS_CHAVE = os.environ.get("PAGAMENTOS_CHAVE_SANDBOX", "")

INTERNAL_IPS = ["127.0.0.1"]
INSTALLED_APPS += ["debug_toolbar"]
MIDDLEWARE.insert(0, "debug_toolbar.middleware.DebugToolbarMiddleware")
""")

L(r"""
$ kubectl get sa -n ci build-bot -o yaml
apiVersion: v1
kind: ServiceAccount
metadata:
  annotations:
    eks.amazonaws.com/role-arn: arn:aws:iam::«N»«N2»:role/ci-build-bot
  creationTimestamp: "2026-09-14T12:01:44Z"
  name: build-bot
  namespace: ci
  resourceVersion: "«N3»"
  uid: «U»
$ kubectl get secrets -n ci --field-selector type=kubernetes.io/service-account-token
No resources found in ci namespace.
$ kubectl auth can-i create deployments -n ci --as=system:serviceaccount:ci:build-bot
yes
$ kubectl auth can-i get secrets -n kube-system --as=system:serviceaccount:ci:build-bot
no
$ kubectl get rolebinding build-bot -n ci -o wide
NAME        ROLE                  AGE    USERS   GROUPS   SERVICEACCOUNTS
build-bot   ClusterRole/edit      81d                     ci/build-bot
$ # tokens are projected and short-lived (1h); nothing to rotate manually
""")

L(r"""
// src/lib/analytics-client.js — browser side, uses the PUBLIC write key (safe to expose)
import { AnalyticsBrowser } from "@segment/analytics-next";

// Segment write keys are designed to be public; they only allow sending events.
export const analytics = AnalyticsBrowser.load({
  writeKey: import.meta.env.VITE_SEGMENT_WRITE_KEY,
});

export function trackSignup(plan) {
  analytics.track("Signed Up", { plan, source: "landing" });
}

export function identify(user) {
  analytics.identify(user.id, {
    plan: user.plan,
    createdAt: user.createdAt,
  });
}

export const flushIntervalMs = 10_000;
export const maxBatch = 200;

// server-side events go through /api/track, which signs them with the private key
// held only by the backend (see server/analytics.ts)
""")

L(r"""
[2026-12-03 22:41] Lucía Fernández: hola, ¿sigues despierto?
[2026-12-03 22:41] Andrés Ruiz: sí, dime
[2026-12-03 22:42] Lucía Fernández: el cliente de Valencia no puede entrar al panel y mañana tienen inventario
[2026-12-03 22:42] Lucía Fernández: he reseteado la cuenta de admin de su tienda (usuario: admin@ferreteria-turia.example)
[2026-12-03 22:43] Lucía Fernández: la contraseña nueva te la he dejado en el gestor, en la entrada "Ferretería Turia – admin"
[2026-12-03 22:43] Andrés Ruiz: ok, la veo
[2026-12-03 22:44] Andrés Ruiz: entro y reviso los permisos del rol "encargado"
[2026-12-03 22:51] Andrés Ruiz: ya está, el rol no tenía acceso a "Stock". Lo he activado
[2026-12-03 22:52] Lucía Fernández: genial!! mañana les digo que la cambien en el primer inicio
[2026-12-03 22:52] Andrés Ruiz: y abre un ticket para que revisemos por qué se perdió el permiso tras la migración
[2026-12-03 22:53] Lucía Fernández: hecho: SOP-2291
[2026-12-03 22:53] Andrés Ruiz: 👍 por cierto, el enlace de reseteo caduca en 24 h
[2026-12-03 22:54] Lucía Fernández: perfecto
[2026-12-03 22:54] Andrés Ruiz: buenas noches
[2026-12-03 22:54] Lucía Fernández: buenas noches
""")

L(r"""
# payments/webhooks.py
import hashlib
import hmac
import logging
import time

from django.conf import settings
from django.http import HttpResponse, HttpResponseBadRequest
from django.views.decorators.csrf import csrf_exempt

log = logging.getLogger(__name__)

# Secret partagé avec le PSP : settings.PSP_WEBHOOK_SECRET (lu depuis l'environnement)
TOLERANCE_S = 300


@csrf_exempt
def psp_webhook(request):
    sig = request.headers.get("X-PSP-Signature", "")
    ts = request.headers.get("X-PSP-Timestamp", "0")
    if abs(time.time() - int(ts)) > TOLERANCE_S:
        return HttpResponseBadRequest("stale")
    secret = settings.PSP_WEBHOOK_SECRET.encode()
    mac = hmac.new(secret, f"{ts}.".encode() + request.body, hashlib.sha256)
    if not hmac.compare_digest(mac.hexdigest(), sig):
        log.warning("bad signature from %s", request.META.get("REMOTE_ADDR"))
        return HttpResponseBadRequest("signature")
    return HttpResponse("ok")
""")

L(r"""
$ terraform console
> var.environment
"staging"
> local.db_password
(sensitive value)
> length(local.db_password)
32
> exit
$ grep -n -A6 'locals {' modules/db/main.tf
14:locals {
15-  db_password = random_password.db.result
16-  db_name     = "inventory_${var.environment}"
17-}
$ grep -n -A5 'resource "random_password" "db"' modules/db/main.tf
21:resource "random_password" "db" {
22-  length           = 32
23-  special          = true
24-  override_special = "!#%&*()-_=+[]{}<>:?"
25-}
$ terraform state list | grep db
module.db.aws_db_instance.this
module.db.aws_db_parameter_group.this
module.db.aws_db_subnet_group.this
module.db.aws_security_group.db
module.db.random_password.db
""")

L(r"""
// internal/notifier/client.go
package notifier

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"
)

const endpoint = "https://notify.internal.example.net/v1/messages"

type Client struct {
	http  *http.Client
	token string
}

// New reads the service token from NOTIFY_TOKEN (설정 서버에서 주입됨).
func New() (*Client, error) {
	t := os.Getenv("NOTIFY_TOKEN")
	if t == "" {
		return nil, fmt.Errorf("notify: NOTIFY_TOKEN is not set")
	}
	return &Client{http: &http.Client{Timeout: 5 * time.Second}, token: t}, nil
}

func (c *Client) Send(ctx context.Context, to, body string) error {
	buf, _ := json.Marshal(map[string]string{"to": to, "body": body})
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(buf))
	req.Header.Set("Authorization", "Token "+c.token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("notify: %w", err)
	}
	defer resp.Body.Close()
	return nil
}
""")

L(r"""
$ aws iam list-access-keys --user-name backup-uploader --output table
-----------------------------------------------------------------------------------------
|                                    ListAccessKeys                                     |
+---------------------------------------------------------------------------------------+
||                                 AccessKeyMetadata                                   ||
|+-----------------------+----------------------------+-----------+--------------------+|
||      AccessKeyId      |        CreateDate          |  Status   |     UserName       ||
|+-----------------------+----------------------------+-----------+--------------------+|
||  AKIA«I»«I2»    |  2026-12-04T09:41:07+00:00 |  Active   |  backup-uploader   ||
||  AKIA«I3»«I4»    |  2025-06-02T14:12:55+00:00 |  Inactive |  backup-uploader   ||
|+-----------------------+----------------------------+-----------+--------------------+|
$ aws iam get-access-key-last-used --access-key-id AKIA«I»«I2»
{
    "UserName": "backup-uploader",
    "AccessKeyLastUsed": {
        "LastUsedDate": "2026-12-04T10:02:00+00:00",
        "ServiceName": "s3",
        "Region": "eu-central-1"
    }
}
""")

L(r"""
-- migrations/V42__linked_server_reporting.sql
-- Linked server to the old reporting box (to be decommissioned in Q2)
-- La connexion utilise la délégation Kerberos : aucun mot de passe stocké ici.
IF NOT EXISTS (SELECT 1 FROM sys.servers WHERE name = N'RPT_LEGACY')
BEGIN
    EXEC sp_addlinkedserver
        @server     = N'RPT_LEGACY',
        @srvproduct = N'',
        @provider   = N'MSOLEDBSQL',
        @datasrc    = N'rpt-legacy.corp.example,1433';
END
GO

EXEC sp_addlinkedsrvlogin
    @rmtsrvname  = N'RPT_LEGACY',
    @useself     = N'True',
    @locallogin  = NULL;
GO

EXEC sp_serveroption N'RPT_LEGACY', N'rpc out', N'true';
EXEC sp_serveroption N'RPT_LEGACY', N'query timeout', N'120';
GO
SELECT TOP (5) name, create_date FROM RPT_LEGACY.ReportDB.sys.tables ORDER BY create_date DESC;
""")

L(r"""
# config/integrations.yaml
# Integraciones externas — entorno: producción (los secretos se leen de Vault al arrancar)
crm:
  base_url: https://crm.inmobiliaria-costa.example/api/v3
  timeout_s: 20
  retries: 2
  page_size: 100
erp:
  base_url: https://erp.inmobiliaria-costa.example/odata
  company: COSTA-01
  fiscal_year: 2026
portal_inmuebles:
  feed_url: https://feeds.portal-inmuebles.example/v2/agencias/4471/listings.xml
  refresh_minutes: 30
  webhook:
    path: /hooks/portal
    secret_ref: vault:kv/costa/portal#webhook_secret
    events: [listing.created, listing.updated, lead.received]
firma_digital:
  provider: docusign
  account_id: «U»
  base_path: https://eu.docusign.net/restapi
  integration_key_ref: vault:kv/costa/docusign#integration_key
""")

L(r"""
// src/main/java/br/com/transportes/legacy/SftpExporter.java
package br.com.transportes.legacy;

import com.jcraft.jsch.ChannelSftp;
import com.jcraft.jsch.JSch;
import com.jcraft.jsch.Session;

import java.nio.file.Path;

public class SftpExporter {
    private static final String HOST = "sftp.parceiro-logistica.example.com.br";
    private static final String USER = "transp_export";
    // chave privada montada pelo Kubernetes em /etc/sftp/id_ed25519 (Secret "sftp-parceiro")
    private static final String KEY_PATH = "/etc/sftp/id_ed25519";
    private static final String KNOWN_HOSTS = "/etc/sftp/known_hosts";

    public void upload(Path file) throws Exception {
        JSch jsch = new JSch();
        jsch.addIdentity(KEY_PATH);
        jsch.setKnownHosts(KNOWN_HOSTS);
        Session session = jsch.getSession(USER, HOST, 22);
        session.connect(10_000);
        ChannelSftp sftp = (ChannelSftp) session.openChannel("sftp");
        sftp.connect();
        sftp.put(file.toString(), "/entrada/" + file.getFileName());
        sftp.disconnect();
        session.disconnect();
    }
}
""")

L(r"""
// Infrastructure/Persistence/DbFactory.cs
using System.Data;
using Azure.Identity;
using Microsoft.Data.SqlClient;

namespace Lojistik.Infrastructure.Persistence;

public static class DbFactory
{
    private const string Server = "sql-lojistik-01.database.windows.net";
    private const string Database = "Sevkiyat";

    // Managed Identity ile bağlanıyoruz, şifre yok
    public static IDbConnection Create()
    {
        var csb = new SqlConnectionStringBuilder
        {
            DataSource = Server,
            InitialCatalog = Database,
            Authentication = SqlAuthenticationMethod.ActiveDirectoryManagedIdentity,
            Encrypt = true,
            TrustServerCertificate = false,
            ConnectTimeout = 15,
            ApplicationName = "lojistik-api"
        };
        return new SqlConnection(csb.ConnectionString);
    }
}
""")

L(r"""
PS C:\ops> Get-Content .\connect-vcenter.ps1
# Connexion vCenter pour les scripts de reporting nocturnes
Import-Module VMware.PowerCLI -ErrorAction Stop
Set-PowerCLIConfiguration -InvalidCertificateAction Ignore -Confirm:$false | Out-Null

$vcServer = "vcenter01.infra.exemple.local"
# Identifiants stockés avec New-VICredentialStoreItem (chiffrés DPAPI pour le compte de service)
$item = Get-VICredentialStoreItem -Host $vcServer
Connect-VIServer -Server $vcServer -User $item.User -Password $item.Password | Out-Null

Get-VM | Select-Object Name, PowerState, NumCpu, MemoryGB |
    Export-Csv -Path "D:\reports\vms-$(Get-Date -Format yyyyMMdd).csv" -NoTypeInformation -Encoding UTF8
Disconnect-VIServer -Server $vcServer -Confirm:$false
PS C:\ops> Get-VICredentialStoreItem | Select-Object Host, User, File

Host                              User                          File
----                              ----                          ----
vcenter01.infra.exemple.local     svc-reporting@vsphere.local   C:\Users\svc-rep\AppData\Roaming\VMware\credstore\vicredentials.xml
PS C:\ops> Get-ChildItem D:\reports | Select-Object -Last 2

    Directory: D:\reports

Mode                 LastWriteTime         Length Name
----                 -------------         ------ ----
-a---          03/12/2026    02:00          48211 vms-20261203.csv
-a---          04/12/2026    02:00          48377 vms-20261204.csv
""")

L(r"""
[#infra-help] thread: "vpn gateway key for the new site"

@Bruno (10:02): I need the WireGuard config for the Porto gateway, the one in the repo only has the public parts:

    [Interface]
    Address = 10.99.14.1/24
    ListenPort = 51820
    PostUp = wg set %i private-key /etc/wireguard/porto.key

    [Peer]
    # Lisboa HQ
    PublicKey = «I»«I2»«I3»«I4»=
    AllowedIPs = 10.99.0.0/16
    Endpoint = vpn-hq.empresa.example:51820

@Carla (10:09): that's on purpose — generate the private key on the box itself:
    `wg genkey | tee /etc/wireguard/porto.key | wg pubkey`
  and paste only the **public** key here so I can add it to HQ.
@Bruno (10:14): done, Porto public key: «I5»«I6»«I7»«I8»=
@Carla (10:15): added on HQ. latest handshake 12 seconds ago 👍
@Bruno (10:15): ticket INFRA-3310 updated
""")

L(r"""
$ kubectl get secret mariadb -n wiki -o yaml
apiVersion: v1
data:
  mariadb-database: d2lraQ==
  mariadb-user: d2lraQ==
kind: Secret
metadata:
  annotations:
    meta.helm.sh/release-name: mariadb
    meta.helm.sh/release-namespace: wiki
  creationTimestamp: "2026-08-21T14:02:33Z"
  labels:
    app.kubernetes.io/instance: mariadb
    app.kubernetes.io/managed-by: Helm
    app.kubernetes.io/name: mariadb
    app.kubernetes.io/version: 11.4.4
    helm.sh/chart: mariadb-20.1.1
  name: mariadb
  namespace: wiki
  resourceVersion: "«N»"
  uid: «U»
type: Opaque
$ echo d2lraQ== | base64 -d
wiki
$ # passwords live in the separate secret "mariadb-passwords", managed by the operator
""")

L(r"""
$ cat ~/.docker/config.json
{
	"auths": {
		"https://index.docker.io/v1/": {},
		"ghcr.io": {},
		"europe-west3-docker.pkg.dev": {}
	},
	"credHelpers": {
		"europe-west3-docker.pkg.dev": "gcloud",
		"public.ecr.aws": "ecr-login"
	},
	"credsStore": "osxkeychain",
	"currentContext": "colima",
	"plugins": {
		"-x-cli-hints": {
			"enabled": "true"
		}
	}
}
$ docker-credential-osxkeychain list
{"https://index.docker.io/v1/":"jonasweber","ghcr.io":"jonas-weber"}
$ docker context ls
NAME       DESCRIPTION                               DOCKER ENDPOINT                                    ERROR
colima *   colima                                    unix:///Users/jonas/.colima/default/docker.sock
default    Current DOCKER_HOST based configuration   unix:///var/run/docker.sock
""")

L(r"""
$ cat config/database.yml
default: &default
  adapter: postgresql
  encoding: unicode
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>
  timeout: 5000

development:
  <<: *default
  database: biblioteca_dev
  host: localhost

test:
  <<: *default
  database: biblioteca_test
  host: localhost

production:
  <<: *default
  # la URL completa (con la contraseña url-encoded) viene de DATABASE_URL
  url: <%= ENV["DATABASE_URL"] %>
  pool: 20
$ bin/rails runner -e production 'puts ActiveRecord::Base.connection_db_config.configuration_hash.except(:password).inspect'
{:adapter=>"postgresql", :encoding=>"unicode", :pool=>20, :timeout=>5000, :host=>"pg-prod.biblioteca.internal", :port=>5432, :database=>"biblioteca", :username=>"biblioteca", :sslmode=>"require"}
""")

L(r"""
$ cat ~/.kube/config
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJkekNDQVIyZ0F3SUJBZ0lCQURBS0JnZ3Foa2pPUFFRREFqQWpNU0V3SHdZRFZRUUREQmhyTTNNdGMyVnkKLS0tLS1FTkQgQ0VSVElGSUNBVEUtLS0tLQo=
    server: https://«X».gr7.eu-west-1.eks.amazonaws.com
  name: arn:aws:eks:eu-west-1:«N»«N2»:cluster/prod
contexts:
- context:
    cluster: arn:aws:eks:eu-west-1:«N»«N2»:cluster/prod
    user: arn:aws:eks:eu-west-1:«N»«N2»:cluster/prod
  name: prod
current-context: prod
kind: Config
preferences: {}
users:
- name: arn:aws:eks:eu-west-1:«N»«N2»:cluster/prod
  user:
    exec:
      apiVersion: client.authentication.k8s.io/v1beta1
      command: aws
      args: [--region, eu-west-1, eks, get-token, --cluster-name, prod, --output, json]
      env:
        - name: AWS_PROFILE
          value: prod-admin
$ kubectl get nodes
NAME                                        STATUS   ROLES    AGE   VERSION
ip-10-0-12-41.eu-west-1.compute.internal    Ready    <none>   12d   v1.31.2-eks-«h»
ip-10-0-13-7.eu-west-1.compute.internal     Ready    <none>   12d   v1.31.2-eks-«h»
""")

L(r"""
$ gh variable list && gh secret list
NAME              VALUE                                  UPDATED
NODE_VERSION      22                                     about 2 months ago
DEPLOY_REGION     ap-southeast-2                         about 2 months ago
NAME              UPDATED
DEPLOY_SSH_KEY    about 1 month ago
DOTENV_PRODUCTION about 3 days ago
$ cat .github/workflows/deploy.yml | sed -n '18,40p'
      - name: Write .env
        run: printf '%s' "$DOTENV" > .env
        env:
          DOTENV: ${{ secrets.DOTENV_PRODUCTION }}
      - name: Build
        run: |
          corepack enable
          pnpm install --frozen-lockfile
          pnpm build
      - name: Upload
        uses: appleboy/scp-action@v0.1.7
        with:
          host: deploy.kangaroo-cafe.example
          username: deploy
          key: ${{ secrets.DEPLOY_SSH_KEY }}
          source: "dist/*,.env"
          target: /srv/kangaroo-cafe
""")

L(r"""
$ ls -l /etc/keys/
total 8
-r-------- 1 vault vault   32 Nov 14 09:12 transit-backup.key
-rw-r--r-- 1 vault vault  451 Nov 14 09:12 README
$ cat /etc/keys/README
This directory holds the raw 256-bit key used to wrap the nightly
transit-engine backups before upload to cold storage. The file is
binary (32 bytes). Do not copy it anywhere else; the offline copy is
in the safe in Room 2.14 (envelope #7).
$ sudo sha256sum /etc/keys/transit-backup.key
«D»  /etc/keys/transit-backup.key
$ stat -c '%n %s %y' /etc/keys/transit-backup.key
/etc/keys/transit-backup.key 32 2026-11-14 09:12:40.118203001 +0000
$ ls /var/backups/transit/ | tail -3
transit-20261202.tar.gz.enc
transit-20261203.tar.gz.enc
transit-20261204.tar.gz.enc
$ sha256sum /var/backups/transit/transit-20261204.tar.gz.enc
«D2»  /var/backups/transit/transit-20261204.tar.gz.enc
""")

L(r"""
$ git config --global --list | sort
core.autocrlf=input
core.editor=code --wait
credential.helper=manager
credential.https://dev.azure.com.usehttppath=true
init.defaultbranch=main
pull.rebase=true
push.autosetupremote=true
user.email=oguz.demir@example.com.tr
user.name=Oğuz Demir
$ git credential-manager --version
2.6.0+«h»
$ git ls-remote https://dev.azure.com/ornek-holding/muhasebe/_git/fatura-servisi | head -4
«H»	HEAD
«H»	refs/heads/main
«H2»	refs/heads/release/2026.12
«H3»	refs/tags/v5.8.0
$ # kimlik bilgileri Windows Credential Manager'da (OAuth, MFA ile)
""")

L(r"""
{
  "request": {
    "method": "POST",
    "url": "https://api.mutuelle.example.fr/partenaires/v1/devis",
    "httpVersion": "HTTP/1.1",
    "headers": [
      {"name": "Host", "value": "api.mutuelle.example.fr"},
      {"name": "Content-Type", "value": "application/json; charset=utf-8"},
      {"name": "Authorization", "value": "Bearer ${ACCESS_TOKEN}"},
      {"name": "X-Correlation-Id", "value": "«U»"},
      {"name": "Accept-Language", "value": "fr-FR"}
    ],
    "postData": {
      "mimeType": "application/json",
      "text": "{\"produit\":\"sante-plus\",\"age\":41,\"departement\":\"69\",\"ayants_droit\":2}"
    }
  },
  "response": {
    "status": 201,
    "statusText": "Created",
    "headers": [
      {"name": "Location", "value": "/partenaires/v1/devis/DV-2026-«N»"},
      {"name": "Content-Type", "value": "application/json"}
    ],
    "content": {"text": "{\"id\":\"DV-2026-«N»\",\"prime_mensuelle\":87.40,\"devise\":\"EUR\"}"}
  },
  "comment": "Exemple tiré de la documentation partenaire ; remplacez ${ACCESS_TOKEN} par le jeton obtenu via /oauth/token."
}
""")

L(r"""
$ sudo grep 'GET /export' /var/log/nginx/access.log | tail -12
10.0.4.21 - - [04/Dec/2026:09:00:02 +0900] "GET /export/daily.csv?date=2026-12-03 HTTP/1.1" 401 51 "-" "curl/8.5.0"
10.0.4.21 - - [04/Dec/2026:09:00:03 +0900] "GET /export/daily.csv?date=2026-12-03 HTTP/1.1" 200 88213 "-" "curl/8.5.0"
10.0.4.22 - - [04/Dec/2026:09:05:11 +0900] "GET /export/weekly.csv?week=2026-W49 HTTP/1.1" 200 412877 "-" "python-requests/2.32.3"
10.0.4.22 - - [04/Dec/2026:09:05:12 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "python-requests/2.32.3"
10.0.4.30 - - [04/Dec/2026:09:10:00 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "Prometheus/2.55.1"
10.0.4.30 - - [04/Dec/2026:09:11:00 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "Prometheus/2.55.1"
10.0.4.30 - - [04/Dec/2026:09:12:00 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "Prometheus/2.55.1"
10.0.4.30 - - [04/Dec/2026:09:13:00 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "Prometheus/2.55.1"
10.0.4.30 - - [04/Dec/2026:09:14:00 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "Prometheus/2.55.1"
10.0.4.30 - - [04/Dec/2026:09:15:00 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "Prometheus/2.55.1"
10.0.4.30 - - [04/Dec/2026:09:16:00 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "Prometheus/2.55.1"
10.0.4.30 - - [04/Dec/2026:09:17:00 +0900] "GET /export/status HTTP/1.1" 200 17 "-" "Prometheus/2.55.1"
$ grep -n 'log_format main' -A3 /etc/nginx/nginx.conf
23:    log_format main '$remote_addr - $remote_user [$time_local] "$request_method $uri $server_protocol" '
24-                    '$status $body_bytes_sent "$http_referer" "$http_user_agent"';
25-    # $uri statt $request: Query-Strings (und damit Tokens) werden nicht geloggt
""")

L(r"""
$ cat inventories/lab/hosts.ini
[switches]
sw-core-01 ansible_host=10.250.0.2
sw-core-02 ansible_host=10.250.0.3
sw-access-[01:08] ansible_host=10.250.1.[11:18]

[switches:vars]
ansible_connection=ansible.netcommon.network_cli
ansible_network_os=cisco.ios.ios
ansible_user=netops
ansible_password="{{ lookup('community.general.passwordstore', 'netz/netops') }}"
ansible_become=yes
ansible_become_method=enable

[firewalls]
fw-01 ansible_host=10.250.0.10 ansible_network_os=fortinet.fortios.fortios

[all:vars]
ntp_server=10.250.0.1
syslog_server=10.250.0.5
snmp_location="Rechenzentrum Nord, Raum 0.12"
$ ansible -i inventories/lab/hosts.ini switches -m ios_facts -a 'gather_subset=min' -o | head -2
sw-core-01 | SUCCESS => {"ansible_facts": {"ansible_net_hostname": "sw-core-01", "ansible_net_version": "17.09.05"}, "changed": false}
sw-core-02 | SUCCESS => {"ansible_facts": {"ansible_net_hostname": "sw-core-02", "ansible_net_version": "17.09.05"}, "changed": false}
""")

L(r"""
Betreff: Neues WLAN im Büro Hamburg ab Montag

Hallo zusammen,

wie angekündigt haben wir am Wochenende die Access Points im 3. und 4. OG getauscht
(Ubiquiti U7 Pro statt der alten AC-Lite). Dabei ändern sich die Netze:

  • "HH-Mitarbeiter"  – für Firmengeräte, Anmeldung per Zertifikat (läuft automatisch über Intune)
  • "HH-Gast"         – für Besucher, Voucher am Empfang
  • "HH-Geräte"       – für Drucker, Konferenzraum-Displays und die Kaffeemaschine

Für private Handys gibt es weiterhin kein eigenes Netz. Wer ein Testgerät ins
"HH-Geräte"-Netz bringen muss, meldet die MAC-Adresse an it@firma.example – das
Passwort bekommt ihr dann persönlich am IT-Schalter, nicht per Mail.

Die alten SSIDs "Buero-HH" und "Buero-HH-5G" werden am Freitag abgeschaltet.

Bei Problemen: Ticket im Service-Portal oder Durchwahl -412.

Viele Grüße
Jannik (IT)
""")

L(r"""
From: Grace Okafor <grace.okafor@northwind-foods.example>
To: Finance Ops <finance-ops@northwind-foods.example>
Subject: Supplier portal access for the December close
Date: Thu, 3 Dec 2026 16:22:10 +0000

Hi team,

Quick heads-up for the December close:

1. The supplier portal moved to https://suppliers.northwind-foods.example (the old
   /vendor path redirects until the end of January).
2. Invoices above £10,000 now need two approvals in the portal (Mark + one of you).
3. Payment runs are on the 10th and 24th; anything submitted after 18:00 on the 9th
   goes into the second run.

Priya and Tom: your personal accounts are provisioned. You'll each get an invitation
email from noreply@suppliers.northwind-foods.example with a one-time link to set your
own password and enrol your authenticator app. The link expires after 48 hours; ping me
if it runs out and I'll resend it.

There is no shared login any more — please don't create one.

Thanks,
Grace
""")

L(r"""
Done — here's what I changed:

1. **Created the Grafana admin user** on the new monitoring VM (`mon-02.internal`):
   - generated a random password with `openssl rand -base64 24` and stored it directly in
     Vault at `kv/monitoring/grafana-admin` (I never printed it)
   - Grafana reads it through `admin_password = $__file{/etc/grafana/admin_password}`, which
     is rendered by vault-agent
2. **Added the Prometheus data source** pointing at `http://prom-01.internal:9090`, scrape
   interval 30s, and marked it as default.
3. **Imported dashboards** 1860 (Node Exporter Full) and 9628 (PostgreSQL), both into a new
   folder "Infra".
4. **Configured SMTP** for alerts using the relay at `smtp-relay.internal:25` (no auth, as in
   your other hosts).
5. **Opened port 3000** only on the internal interface (`ufw allow in on ens19 to any port 3000`).

To log in: `vault kv get -field=password kv/monitoring/grafana-admin`.

Things I did *not* do:
- I didn't set up TLS; Grafana listens on plain HTTP internally.
- I didn't migrate the old alert rules from `mon-01`.

Let me know if you want me to proceed with the alert migration.
""")

L(r"""
$ git log -3 --stat
commit «H»
Author: Diego Álvarez <diego@cooperativa.example>
Date:   Wed Dec 2 19:12:40 2026 -0300

    ops: rotar clave del webhook de facturación

    La clave anterior quedó expuesta en un log de soporte (ticket SUP-8812).
    La nueva clave se generó en el panel del proveedor y se guardó en
    Vault (kv/cooperativa/facturacion#webhook_key); el servidor la lee al arrancar.
    Falta actualizar staging mañana.

 ops/webhooks/README.md | 6 ++++--
 1 file changed, 4 insertions(+), 2 deletions(-)

commit «H2»
Author: Valentina Ríos <valentina@cooperativa.example>
Date:   Wed Dec 2 11:40:03 2026 -0300

    facturas: corregir redondeo del IVA en notas de crédito

 src/facturas/calculo.py       | 12 ++++++------
 tests/test_calculo.py         | 31 +++++++++++++++++++++++++++++++
 2 files changed, 37 insertions(+), 6 deletions(-)

commit «H3»
Author: Diego Álvarez <diego@cooperativa.example>
Date:   Tue Dec 1 17:05:29 2026 -0300

    deps: actualizar django a 5.1.3
""")

L(r"""
안녕하세요 팀장님,

말씀하신 대로 날씨 API 업체를 바꿨습니다. 정리해서 공유드립니다.

1. 업체: 기존 A사 → B사 (월 100만 호출까지 정액, 초과분 호출당 0.1원)
2. 응답 속도: 평균 120ms → 45ms (서울 리전 기준)
3. 변경된 코드:
   - `weather/client.py` 에서 base URL 과 인증 헤더 이름 변경
   - 캐시 TTL 10분 → 5분
   - 단위 테스트 14개 수정, 전부 통과
4. 배포: 오늘 오후 3시에 스테이징, 내일 오전 10시에 운영 배포 예정

운영용 API 키는 발급받아서 바로 AWS Secrets Manager(`prod/weather/api-key`)에 넣었고,
운영 서버는 환경변수 WEATHER_API_KEY 로 주입받습니다. 저도 키 값은 따로 보관하지 않았습니다.
키 ID(대시보드 표시용)는 key_«I» 입니다.

스테이징에서는 무료 플랜 키를 따로 쓰고 있습니다.
추가로 확인하실 부분 있으면 말씀해주세요.

감사합니다.
김민준 드림
""")

L(r"""
[Transcrição automática — reunião "Migração do servidor de arquivos", 03/12/2026, 14:00]

00:00:04 Renata: Bom, pessoal, vamos começar. O objetivo hoje é fechar a janela de migração.
00:00:11 Felipe: Eu proponho sábado dia 12, das 8h às 14h. Segunda é fechamento da contabilidade.
00:00:19 Renata: Fechado. Os dados são quantos terabytes mesmo?
00:00:23 Felipe: Uns 3,2 TB, a maior parte é a pasta de projetos de engenharia.
00:00:31 Camila: E as permissões? A gente vai manter os grupos do AD?
00:00:36 Felipe: Vamos, o robocopy copia as ACLs. Eu testei com a pasta do RH ontem.
00:00:44 Renata: Felipe, você consegue acessar o servidor novo com a conta de serviço?
00:00:49 Felipe: Consigo, a senha da svc-arquivos está no cofre, na pasta Infra. Não vou falar aqui porque está gravando.
00:01:02 Renata: Isso. E depois da migração a gente troca de qualquer jeito.
00:01:05 Felipe: Combinado, já deixei um lembrete no ticket.
00:01:09 Camila: Precisamos avisar os usuários. Eu mando o comunicado na quarta.
00:01:15 Renata: Ótimo. Próximo ponto: backup do servidor antigo antes de desligar.
00:01:21 Felipe: Fica ligado em modo leitura por trinta dias, depois a gente arquiva em fita.
00:01:30 Renata: Perfeito. Mais alguma coisa? Não? Então encerramos.
""")

L(r"""
Konu: [#TKT-55210] Muhasebe modülüne erişim sorunu

Merhaba Elif Hanım,

Talebiniz için teşekkür ederiz. İncelememiz sonucunda şunları tespit ettik:

- Kullanıcı hesabınız (elif.aksoy@ornek-tekstil.example) 27 Kasım'da art arda 5 hatalı
  giriş denemesi nedeniyle kilitlenmiş.
- Hesap kilidini kaldırdık. Güvenliğiniz için şifrenizi biz belirlemiyoruz: e-posta
  adresinize "Şifre sıfırlama" bağlantısı gönderdik (24 saat geçerli).
- İki adımlı doğrulama ayarlarınız değişmedi.

Şifre politikamız gereği en az 12 karakter, bir büyük harf, bir rakam ve bir özel karakter
kullanmanız gerekmektedir. Önceki 5 şifrenizi tekrar kullanamazsınız.

Ayrıca muhasebe modülündeki "e-Fatura onay" yetkiniz rol değişikliği sırasında kaldırılmıştı;
yöneticiniz Serkan Bey'in onayıyla bu yetki yeniden tanımlandı.

Destek ekibimiz sizden hiçbir zaman şifrenizi istemez.

Saygılarımızla,
Destek Ekibi — Örnek Yazılım A.Ş.
""")

L(r"""
Коллеги, передаю дела по проекту «Склад-2» перед отпуском (с 21.12 по 11.01).

Что где лежит:
— репозиторий: git.company.example/sklad/sklad-2, ветка release/2026.12
— CI: сборка в GitLab, деплой кнопкой из пайплайна (stage: deploy-prod, нужен апрув Ивана)
— мониторинг: Grafana → папка «Склад», алерты уходят в чат #sklad-alerts
— документация: wiki/sklad/runbook

Текущие задачи:
1. SKL-412 — медленный отчёт по остаткам (добавил индекс, ждёт ревью)
2. SKL-415 — интеграция с 1С: осталось согласовать формат выгрузки номенклатуры
3. SKL-419 — обновление PostgreSQL 14 → 16 на стенде (запланировано на 15.12)

Доступы:
— к стенду через VPN, учётки у всех есть
— пароль пользователя postgres на тестовом стенде теперь в Vault: kv/sklad/stand/postgres
— прод только через Vault, как обычно

Если что-то горит — пишите в Telegram, но отвечать буду с задержкой.
""")

L(r"""
各位好，

今晚 22:00-23:00 对订单库做了例行维护，结果如下：

一、维护内容
  1. PostgreSQL 从 15.8 升级到 15.10（小版本，无需迁移数据）
  2. 清理了 orders_log 表中 2024 年以前的数据（约 3.1 亿行，已归档到对象存储）
  3. 重建了 idx_orders_created_at 索引，查询平均耗时从 180ms 降到 35ms

二、账号变更
  按照安全组的要求，应用账号 order_app 的密码已经更换。新密码只保存在 KMS 加密的
  Nacos 配置中（dataId: order-db.yaml），各服务已重启并验证通过。
  报表组如果还在用本地脚本直连数据库，请到堡垒机申请临时账号，不要再使用应用账号。

三、监控
  维护期间共有 2 分 14 秒写入不可用，期间请求已由消息队列缓冲，无数据丢失。
  变更单号：CHG-20261204-«N»

四、后续
  下周二会对库存库做同样的操作，届时再通知。

运维组 王磊
""")

L(r"""
I've been going back and forth with this for an hour so I'm just going to dump everything.

Setup: self-hosted Gitea 1.22.4 in Docker on a Synology DS923+, behind the Synology reverse
proxy, accessed at https://git.home.example. SSH on port 2222. I created the first admin
account during the install wizard with the username `tomas` (password is in my Bitwarden,
obviously not pasting it here).

What happens:
- Web login says "Username or password is incorrect."
- `docker exec -it gitea gitea admin user list` shows the user exists, IsAdmin true.
- `docker exec -it gitea gitea admin user change-password -u tomas -p '<new one>'` "succeeds"
  but the web login still fails.
- No errors in `docker logs gitea` except:

      2026/12/04 20:11:42 ...routers/web/auth/auth.go:214:SignInPost() [I] Failed authentication attempt for tomas from 192.168.1.23:0: user's password is invalid [uid: 1, name: tomas]

- app.ini has `[security] INSTALL_LOCK = true` and the DB is SQLite in /data/gitea/gitea.db.

Could the reverse proxy be mangling the POST body? Or is it the `PASSWORD_HASH_ALGO` setting?
""")

L(r"""
# Onboarding checklist — Platform team (internal)

Welcome! Work through this list in your first week. Ask in #platform-onboarding if stuck.

## Day 1
- [ ] Laptop: enroll in MDM (self-service app → "Enroll")
- [ ] SSO: log in at https://sso.example-co.com and set up a passkey
- [ ] GitHub: accept the org invite, enable 2FA (hardware key preferred)
- [ ] Slack: join #platform, #platform-oncall, #incidents

## Day 2
- [ ] AWS: request the `platform-readonly` permission set via the access portal
- [ ] Kubernetes: `make kubeconfig` in the infra repo (uses SSO, no static creds)
- [ ] Read the on-call runbook (wiki/platform/oncall)

## Shared break-glass account (only for SSO outages)
The root account of the DNS provider has 2FA. Its recovery codes are sealed in the
break-glass vault (`kv/breakglass/dns-root`), which needs two people from the on-call
rotation to open. Every opening pages #platform-oncall automatically.

## Week 1
- [ ] Pair with your buddy on one on-call handover
- [ ] Ship one small PR to the infra repo
""")


# ============================================================ checks
_CLASSES = {"inhouse": 80, "vendor": 70, "split": 20, "encoded": 15, "prose": 15}
assert len(SECRETS) == 200, len(SECRETS)
assert len(LOOK_ALIKES) == 200, len(LOOK_ALIKES)
for _kind, _text, _secret in SECRETS:
    _cls, _sep, _name = _kind.partition("/")
    assert _sep and _cls in _CLASSES and _name and "/" not in _name, _kind
    _pieces = _secret if isinstance(_secret, tuple) else (_secret,)
    assert _pieces and all(p and p in _text for p in _pieces), _kind
    assert all(p not in _la for p in _pieces for _la in LOOK_ALIKES), _kind
    assert 15 <= _text.count("\n") + 1 <= 80, (_kind, _text.count("\n") + 1)
for _cls, _n in _CLASSES.items():
    assert sum(k.startswith(_cls + "/") for k, _, _ in SECRETS) == _n, _cls
assert len({k for k, _, _ in SECRETS}) == len(SECRETS), "duplicate kind names"
assert all(15 <= t.count("\n") + 1 <= 80 for t in LOOK_ALIKES)
assert len(set(LOOK_ALIKES)) == len(LOOK_ALIKES)
