r"""Held-out batch 22: blind, long texts written by hand, before measuring.

Read: only bench/heldout/__init__.py (the batch format) and the first ~130 lines of
bench/heldout/batch19.py (module docstring and helper functions r, b64, pw, uuid4, sha,
jwt, add, add_split, la). The filter's rules, code, docs, tests, bench scripts, other
batches and results were not read. Not to be tuned on until its first measurement is
recorded.

Theme: long, realistic blocks (12-40 lines) a coding agent stores whole: systemctl status
and journalctl, helm get values, kubectl get secret vs configmap, gh run view --log, heroku
config, flyctl secrets list vs fly.toml, az / gcloud / doctl output, redis-cli INFO, mongosh
and mysql sessions, npm / cargo / twine publish output, nginx / Apache / Caddy / HAProxy
configs, Prometheus and Grafana provisioning, Airflow connections, dbt profiles.yml,
Spark / Hadoop configs, docker inspect, podman secrets, Vault and sops output, an agent
transcript JSON and long chat messages in other languages. Each secret text hides exactly
one secret (or one split secret) among many harmless values; each look-alike is an equally
long block with env references, placeholders, masks, defaults, public ids, digests and
prose only.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(22_2026_12_06)
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


def b64(n_bytes: int) -> str:
    return base64.b64encode(_rng.randbytes(n_bytes)).decode()


def b64url(n_bytes: int) -> str:
    return base64.urlsafe_b64encode(_rng.randbytes(n_bytes)).rstrip(b"=").decode()


def pw() -> str:
    return r(2, LOWER) + r(2, UPPER) + r(3, DIGITS) + _rng.choice("-_.") + r(6, ALNUM)


def uuid4() -> str:
    h = r(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{_rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def sha() -> str:
    return r(40, HEX)


def h64() -> str:
    return r(64, HEX)


def _b64url_json(obj: dict) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def jwt(claims: dict) -> str:
    return (
        _b64url_json({"alg": "HS256", "typ": "JWT"}) + "." + _b64url_json(claims) + "." + b64url(32)
    )


def pem_body(lines: int) -> str:
    return "\n".join(b64(48) for _ in range(lines)) + "\n" + b64(30)


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []
LOOK_ALIKES: list[str] = []


def _fill(template: str, values: tuple[str, ...]) -> str:
    text = template
    for i, v in enumerate(values):
        text = text.replace("{" + str(i) + "}", v)
    return text


def add(kind: str, template: str, *values: str) -> None:
    """{0}, {1}, ... in the template are replaced by the values; {0} is the secret."""
    SECRETS.append((kind, _fill(template, values), values[0]))


def add_split(kind: str, template: str, n_pieces: int, *values: str) -> None:
    """The first n_pieces values are the pieces of one secret; all must be gone."""
    SECRETS.append((kind, _fill(template, values), tuple(values[:n_pieces])))


def la(template: str, *values: str) -> None:
    LOOK_ALIKES.append(_fill(template, values))


# ============================================================ secrets: in-house / generic

add("password/systemd_journal_db", """$ systemctl status billing-worker.service
* billing-worker.service - Billing queue worker
     Loaded: loaded (/etc/systemd/system/billing-worker.service; enabled; preset: enabled)
     Active: failed (Result: exit-code) since Sat 2026-12-05 22:14:07 UTC; 3min ago
    Process: 48211 ExecStart=/opt/billing/bin/worker --queue invoices (code=exited, status=1/FAILURE)
   Main PID: 48211 (code=exited, status=1/FAILURE)
        CPU: 1.212s

$ journalctl -u billing-worker -n 12 --no-pager
Dec 05 22:14:05 app-03 worker[48211]: starting worker build={1} pid=48211
Dec 05 22:14:05 app-03 worker[48211]: loaded config /etc/billing/worker.toml (sha256 {2})
Dec 05 22:14:06 app-03 worker[48211]: connecting to postgresql://billing_rw:{0}@10.20.4.11:5432/billing?sslmode=require
Dec 05 22:14:07 app-03 worker[48211]: FATAL: no pg_hba.conf entry for host "10.20.7.33", user "billing_rw", database "billing", SSL off
Dec 05 22:14:07 app-03 worker[48211]: shutting down, request_id={3}
Dec 05 22:14:07 app-03 systemd[1]: billing-worker.service: Main process exited, code=exited, status=1/FAILURE
Dec 05 22:14:07 app-03 systemd[1]: billing-worker.service: Failed with result 'exit-code'.
""", pw(), sha()[:12], h64(), uuid4())

add("password/mysql_session_create_user", """mysql> SELECT VERSION();
+-----------+
| VERSION() |
+-----------+
| 8.0.39    |
+-----------+
1 row in set (0.00 sec)

mysql> CREATE USER 'reporting'@'10.8.%' IDENTIFIED BY 'Kestrel-harbour-1987!';
Query OK, 0 rows affected (0.02 sec)

mysql> GRANT SELECT ON analytics.* TO 'reporting'@'10.8.%';
Query OK, 0 rows affected (0.01 sec)

mysql> SHOW GRANTS FOR 'reporting'@'10.8.%';
+----------------------------------------------------------------+
| Grants for reporting@10.8.%                                    |
+----------------------------------------------------------------+
| GRANT USAGE ON *.* TO `reporting`@`10.8.%`                     |
| GRANT SELECT ON `analytics`.* TO `reporting`@`10.8.%`          |
+----------------------------------------------------------------+
2 rows in set (0.00 sec)
""", "Kestrel-harbour-1987!")

add("password/mongosh_connection", """$ mongosh "mongodb://app_owner:{0}@mongo-0.mongo.svc:27017,mongo-1.mongo.svc:27017/orders?replicaSet=rs0&authSource=admin"
Current Mongosh Log ID: {1}
Connecting to:          mongodb://<credentials>@mongo-0.mongo.svc:27017,mongo-1.mongo.svc:27017/orders?replicaSet=rs0
Using MongoDB:          7.0.14
Using Mongosh:          2.3.1

rs0 [primary] orders> db.orders.countDocuments({status: "pending"})
1842
rs0 [primary] orders> db.orders.findOne({_id: ObjectId("{2}")}, {total: 1, currency: 1})
{ _id: ObjectId('{2}'), total: 129.5, currency: 'EUR' }
rs0 [primary] orders> db.orders.getIndexes().length
6
rs0 [primary] orders> rs.status().members.map(m => m.stateStr)
[ 'PRIMARY', 'SECONDARY', 'SECONDARY' ]
rs0 [primary] orders> exit
""", pw(), r(24, HEX), r(24, HEX))

add("password/redis_cli_auth", """$ redis-cli -h cache-01.internal -p 6380 --tls --user worker --pass {0} INFO server
# Server
redis_version:7.2.5
redis_git_sha1:00000000
redis_git_dirty:0
redis_build_id:{1}
redis_mode:standalone
os:Linux 6.1.0-26-amd64 x86_64
arch_bits:64
multiplexing_api:epoll
gcc_version:12.2.0
process_id:1187
run_id:{2}
tcp_port:6380
uptime_in_seconds:1209341
uptime_in_days:13
hz:10
executable:/usr/bin/redis-server
config_file:/etc/redis/redis.conf
""", pw(), r(16, HEX), sha())

add("dsn/airflow_connections_add", """$ airflow connections add warehouse_pg \\
    --conn-uri 'postgres://etl_loader:{0}@warehouse.db.internal:5432/dwh?sslmode=verify-full'
Successfully added `conn_id`=warehouse_pg : postgres://etl_loader:******@warehouse.db.internal:5432/dwh

$ airflow connections list -o table
conn_id          | conn_type | host                       | port | schema
=================+===========+============================+======+=======
aws_default      | aws       |                            |      |
warehouse_pg     | postgres  | warehouse.db.internal      | 5432 | dwh
slack_alerts     | http      | hooks.slack.com            |      |
spark_default    | spark     | yarn                       |      |

$ airflow dags trigger nightly_rollup --run-id manual__{1}
Created <DagRun nightly_rollup @ 2026-12-06T01:00:00+00:00: manual__{1}, state:queued>
""", pw(), "2026-12-06T01:00:00")

add("dsn/dbt_profiles_yml", """# ~/.dbt/profiles.yml
analytics:
  target: prod
  outputs:
    dev:
      type: postgres
      host: localhost
      port: 5432
      user: "{{ env_var('DBT_USER') }}"
      password: "{{ env_var('DBT_PASSWORD') }}"
      dbname: analytics_dev
      schema: dbt_dev
      threads: 4
    prod:
      type: postgres
      host: dwh-prod.cluster-{1}.eu-west-1.rds.amazonaws.com
      port: 5432
      user: dbt_prod
      password: "{0}"
      dbname: analytics
      schema: marts
      threads: 8
      keepalives_idle: 0
""", pw(), r(12, LOWER_NUM))

add("signing_key/kubectl_secret_yaml", """$ kubectl get secret session-keys -n web -o yaml
apiVersion: v1
data:
  SESSION_SIGNING_KEY: {0}
kind: Secret
metadata:
  annotations:
    meta.helm.sh/release-name: web
    meta.helm.sh/release-namespace: web
  creationTimestamp: "2026-11-02T09:41:17Z"
  labels:
    app.kubernetes.io/managed-by: Helm
    app.kubernetes.io/name: web
  name: session-keys
  namespace: web
  resourceVersion: "88412093"
  uid: {1}
type: Opaque
""", b64(48), uuid4())

add("cookie/curl_verbose_session", """$ curl -v https://admin.example-shop.internal/api/v2/orders?limit=5
*   Trying 10.40.2.18:443...
* Connected to admin.example-shop.internal (10.40.2.18) port 443
* ALPN: curl offers h2,http/1.1
* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384
* Server certificate: CN=admin.example-shop.internal
> GET /api/v2/orders?limit=5 HTTP/2
> Host: admin.example-shop.internal
> User-Agent: curl/8.5.0
> Accept: */*
> Cookie: admin_session={0}; theme=dark; lang=en
>
< HTTP/2 200
< content-type: application/json
< x-request-id: {1}
< etag: W/"{2}"
<
{"orders":[],"next_cursor":null}
""", b64url(32), uuid4(), r(27, HEX))

add("private_key/sops_decrypted_yaml", """$ sops -d secrets/prod.enc.yaml
deploy:
    host: deploy.prod.internal
    user: deployer
    port: 22
    known_hosts_sha256: {1}
    ssh_private_key: |
        -----BEGIN OPENSSH PRIVATE KEY-----
        {0}
        -----END OPENSSH PRIVATE KEY-----
sops:
    kms:
        - arn: arn:aws:kms:eu-west-1:481516234200:key/{2}
          created_at: "2026-10-14T08:12:44Z"
          aws_profile: ""
    lastmodified: "2026-11-30T17:03:21Z"
    mac: ENC[AES256_GCM,data:{3},type:str]
    version: 3.9.1
""", b64(60), h64(), uuid4(), b64(40))

add("token/vault_kv_get_internal", """$ vault kv get -mount=secret payments/ledger-api
======= Secret Path =======
secret/data/payments/ledger-api

======= Metadata =======
Key                Value
---                -----
created_time       2026-11-21T10:02:55.118Z
custom_metadata    <nil>
deletion_time      n/a
destroyed          false
version            7

======= Data =======
Key                Value
---                -----
base_url           https://ledger.internal:8443
client_name        checkout-service
service_token      {0}
timeout_ms         2500
""", "lgr_" + r(40, LOWER_NUM))

add("password/nginx_proxy_basic_header", """# /etc/nginx/conf.d/grafana.conf
upstream grafana_backend {
    server 127.0.0.1:3000 max_fails=3 fail_timeout=10s;
    keepalive 16;
}

server {
    listen 443 ssl http2;
    server_name grafana.ops.example.net;

    ssl_certificate     /etc/letsencrypt/live/grafana.ops.example.net/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/grafana.ops.example.net/privkey.pem;
    ssl_protocols TLSv1.2 TLSv1.3;

    location / {
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header Authorization "Basic {0}";
        proxy_pass http://grafana_backend;
    }
}
""", base64.b64encode(("svc_proxy:" + pw()).encode()).decode())

add("password/haproxy_stats_auth", """global
    log /dev/log local0
    maxconn 20000
    stats socket /run/haproxy/admin.sock mode 660 level admin

defaults
    mode http
    timeout connect 5s
    timeout client  30s
    timeout server  30s

listen stats
    bind :8404
    stats enable
    stats uri /haproxy?stats
    stats refresh 10s
    stats auth opsadmin:{0}

backend api_servers
    balance roundrobin
    option httpchk GET /healthz
    server api1 10.0.3.11:8080 check
    server api2 10.0.3.12:8080 check
""", pw())

add("password/spark_defaults_conf", """# $SPARK_HOME/conf/spark-defaults.conf
spark.master                         yarn
spark.submit.deployMode              cluster
spark.executor.memory                8g
spark.executor.cores                 4
spark.driver.memory                  4g
spark.sql.shuffle.partitions         400
spark.eventLog.enabled               true
spark.eventLog.dir                   hdfs:///spark-logs
spark.serializer                     org.apache.spark.serializer.KryoSerializer
spark.hadoop.javax.jdo.option.ConnectionURL       jdbc:mysql://metastore.internal:3306/hive
spark.hadoop.javax.jdo.option.ConnectionUserName  hive
spark.hadoop.javax.jdo.option.ConnectionPassword  {0}
spark.yarn.queue                     analytics
spark.dynamicAllocation.enabled      true
""", pw())

add("password/hadoop_core_site_xml", """<?xml version="1.0" encoding="UTF-8"?>
<configuration>
  <property>
    <name>fs.defaultFS</name>
    <value>hdfs://nn1.hadoop.internal:8020</value>
  </property>
  <property>
    <name>hadoop.tmp.dir</name>
    <value>/data/hadoop/tmp</value>
  </property>
  <property>
    <name>fs.s3a.endpoint</name>
    <value>http://minio.storage.internal:9000</value>
  </property>
  <property>
    <name>fs.s3a.access.key</name>
    <value>datalake-etl</value>
  </property>
  <property>
    <name>fs.s3a.secret.key</name>
    <value>{0}</value>
  </property>
  <property>
    <name>fs.s3a.path.style.access</name>
    <value>true</value>
  </property>
</configuration>
""", r(40, ALNUM))

add("password/docker_inspect_env", """$ docker inspect --format '{{json .Config.Env}}' keycloak | jq .
[
  "KC_DB=postgres",
  "KC_DB_URL=jdbc:postgresql://db:5432/keycloak",
  "KC_DB_USERNAME=keycloak",
  "KC_HOSTNAME=sso.example.org",
  "KEYCLOAK_ADMIN=admin",
  "KEYCLOAK_ADMIN_PASSWORD={0}",
  "KC_HEALTH_ENABLED=true",
  "KC_METRICS_ENABLED=true",
  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
  "LANG=en_US.UTF-8",
  "JAVA_HOME=/usr/lib/jvm/jre-21"
]
$ docker inspect --format '{{.Image}}' keycloak
sha256:{1}
""", "Moonlight#Tractor42", h64())

add("private_key/podman_secret_inspect", """$ podman secret ls
ID                         NAME        DRIVER      CREATED        UPDATED
{1}  tls_key     file        2 weeks ago    2 weeks ago
{2}  db_url      file        2 weeks ago    2 weeks ago

$ podman secret inspect --showsecret tls_key
[
    {
        "ID": "{1}",
        "CreatedAt": "2026-11-19T11:20:31.418Z",
        "UpdatedAt": "2026-11-19T11:20:31.418Z",
        "Spec": {
            "Name": "tls_key",
            "Driver": { "Name": "file", "Options": { "path": "/var/lib/containers/storage/secrets/filedriver" } },
            "Labels": {}
        },
        "SecretData": "-----BEGIN EC PRIVATE KEY-----\\n{0}\\n-----END EC PRIVATE KEY-----\\n"
    }
]
""", b64(96), r(25, HEX), r(25, HEX))

add("token/gh_run_log_internal", """$ gh run view 11873402219 --log --job 33109871554 | tail -n 16
deploy  Set up job  2026-12-05T18:02:11.4451922Z Current runner version: '2.321.0'
deploy  Set up job  2026-12-05T18:02:11.4480115Z Runner name: 'ubuntu-22-04-runner-7'
deploy  Checkout    2026-12-05T18:02:14.0019983Z Syncing repository: acme/platform
deploy  Checkout    2026-12-05T18:02:15.7812004Z HEAD is now at {1} Bump chart to 4.12.0
deploy  Deploy      2026-12-05T18:02:20.1102231Z ##[group]Run ./scripts/deploy.sh staging
deploy  Deploy      2026-12-05T18:02:20.1103002Z + export DEPLOY_ENV=staging
deploy  Deploy      2026-12-05T18:02:20.1103419Z + curl -fsS -X POST https://deployer.internal/api/releases -H 'X-Deploy-Token: {0}' -d @release.json
deploy  Deploy      2026-12-05T18:02:21.9982244Z {"release":"rel_{2}","status":"accepted"}
deploy  Deploy      2026-12-05T18:02:22.0001876Z ##[endgroup]
deploy  Complete    2026-12-05T18:02:22.5513987Z Cleaning up orphan processes
deploy  Complete    2026-12-05T18:02:22.6002113Z Job completed with result: success
""", "dpl_" + r(36, LOWER_NUM), sha(), r(16, LOWER_NUM))

add("signing_key/caddyfile_jwt_secret", """{
    email ops@example.dev
    admin off
}

api.example.dev {
    encode zstd gzip
    log {
        output file /var/log/caddy/api.log
        format json
    }
    route /v1/* {
        jwtauth {
            sign_key {0}
            from_header Authorization
            user_claims sub
        }
        reverse_proxy 127.0.0.1:8081 127.0.0.1:8082 {
            lb_policy least_conn
            health_uri /healthz
        }
    }
}
""", b64(32))

add("password/apache_ldap_bind", """<VirtualHost *:443>
    ServerName wiki.corp.example.com
    DocumentRoot /var/www/wiki
    SSLEngine on
    SSLCertificateFile    /etc/ssl/certs/wiki.crt
    SSLCertificateKeyFile /etc/ssl/private/wiki.key

    <Location />
        AuthType Basic
        AuthName "Corporate Wiki"
        AuthBasicProvider ldap
        AuthLDAPURL "ldaps://ldap.corp.example.com:636/ou=people,dc=corp,dc=example,dc=com?uid"
        AuthLDAPBindDN "cn=wiki-bind,ou=services,dc=corp,dc=example,dc=com"
        AuthLDAPBindPassword "{0}"
        Require ldap-group cn=staff,ou=groups,dc=corp,dc=example,dc=com
    </Location>

    ErrorLog ${APACHE_LOG_DIR}/wiki_error.log
    CustomLog ${APACHE_LOG_DIR}/wiki_access.log combined
</VirtualHost>
""", pw())

add("password/grafana_datasource_provisioning", """# provisioning/datasources/datasources.yaml
apiVersion: 1
datasources:
  - name: Prometheus
    type: prometheus
    uid: {1}
    access: proxy
    url: http://prometheus:9090
    isDefault: true
    jsonData:
      timeInterval: 15s
  - name: Timescale
    type: postgres
    uid: {2}
    url: tsdb.internal:5432
    user: grafana_ro
    jsonData:
      database: metrics
      sslmode: require
      postgresVersion: 1500
      timescaledb: true
    secureJsonData:
      password: {0}
""", pw(), r(14, LOWER_NUM), r(14, LOWER_NUM))

add("password/prometheus_scrape_basic_auth", """global:
  scrape_interval: 30s
  evaluation_interval: 30s
  external_labels:
    cluster: eu-prod-2

rule_files:
  - /etc/prometheus/rules/*.yml

scrape_configs:
  - job_name: node
    static_configs:
      - targets: ['10.1.0.11:9100', '10.1.0.12:9100', '10.1.0.13:9100']
  - job_name: rabbitmq
    metrics_path: /metrics
    scheme: https
    basic_auth:
      username: prom_scraper
      password: '{0}'
    static_configs:
      - targets: ['mq.internal:15692']
""", pw())

add("password/helm_get_values_opensearch", """$ helm get values search -n search
USER-SUPPLIED VALUES:
image:
  repository: registry.internal/search/api
  tag: 3.18.2
  digest: sha256:{1}
replicaCount: 3
resources:
  limits:
    cpu: "2"
    memory: 4Gi
opensearch:
  hosts:
    - https://os-0.search.svc:9200
    - https://os-1.search.svc:9200
  username: search-api
  password: {0}
ingress:
  enabled: true
  className: nginx
  hosts:
    - search.example.io
""", pw(), h64())

add("token/agent_transcript_internal_api", """{
  "session_id": "{1}",
  "model": "claude-sonnet",
  "messages": [
    {"role": "user", "content": "why does the metrics export job return 401?"},
    {"role": "assistant", "tool_calls": [
      {"id": "toolu_{2}", "name": "bash", "input": {"command": "cat deploy/cron/export.sh"}}
    ]},
    {"role": "tool", "tool_use_id": "toolu_{2}", "content": "#!/bin/sh\\nset -eu\\nexec curl -sf https://metrics-export.internal/v1/export -H 'Authorization: Bearer {0}' -o /tmp/export.json\\n"},
    {"role": "assistant", "tool_calls": [
      {"id": "toolu_{3}", "name": "bash", "input": {"command": "git log -3 --oneline deploy/cron/export.sh"}}
    ]},
    {"role": "tool", "tool_use_id": "toolu_{3}", "content": "{4} rotate export token\\n{5} add retry\\n{6} initial"},
    {"role": "assistant", "content": "The cron script still has the token from before the rotation in commit {4}."}
  ]
}
""", "mex_" + r(44, ALNUM), uuid4(), r(24, ALNUM), r(24, ALNUM), sha()[:7], sha()[:7], sha()[:7])

add("dsn/docker_compose_config_amqp", """$ docker compose config
name: shop
services:
  worker:
    image: ghcr.io/example/shop-worker:2.4.1
    environment:
      AMQP_URL: amqps://shop_worker:{0}@rabbit.internal:5671/shop
      LOG_LEVEL: info
      WORKER_CONCURRENCY: "8"
      OTEL_EXPORTER_OTLP_ENDPOINT: http://otel-collector:4317
    depends_on:
      rabbit:
        condition: service_healthy
    restart: unless-stopped
  rabbit:
    image: rabbitmq:3.13-management
    healthcheck:
      test: ["CMD", "rabbitmq-diagnostics", "-q", "ping"]
      interval: 10s
networks:
  default:
    name: shop_default
""", pw())

add("password/human_chosen_ansible_vars", """# group_vars/db_servers.yml (decrypted view, ansible-vault view)
postgresql_version: 16
postgresql_listen_addresses: "*"
postgresql_port: 5432
postgresql_max_connections: 300
postgresql_shared_buffers: 4GB
postgresql_hba_entries:
  - { type: hostssl, database: all, user: all, address: 10.0.0.0/8, auth_method: scram-sha-256 }
postgresql_users:
  - name: app
    password: "Sunflower_Garage_2019"
    role_attr_flags: LOGIN
  - name: readonly
    password: "{{ vault_readonly_password }}"
    role_attr_flags: LOGIN
postgresql_databases:
  - name: app_prod
    owner: app
backup_bucket: s3://acme-db-backups/prod
backup_retention_days: 14
""", "Sunflower_Garage_2019")

# ============================================================ secrets: vendor keys

add("vendor/heroku_config_stripe", """$ heroku config -a acme-checkout
=== acme-checkout Config Vars
DATABASE_URL:            postgres://<redacted>@ec2-52-18-7-101.eu-west-1.compute.amazonaws.com:5432/d{1}
LOG_LEVEL:               info
NODE_ENV:                production
PAPERTRAIL_API_TOKEN:    (set via add-on)
REDIS_TLS_URL:           (set via add-on)
SENTRY_ENVIRONMENT:      production
STRIPE_PUBLISHABLE_KEY:  pk_live_{2}
STRIPE_SECRET_KEY:       sk_live_{0}
WEB_CONCURRENCY:         2

$ heroku ps -a acme-checkout
web.1: up 2026/12/05 09:14:02 +0000 (~ 14h ago)
""".replace("sk_live_{0}", "{0}"), "sk_live_" + r(99, ALNUM), r(14, LOWER_NUM), r(99, ALNUM))

add("vendor/flyctl_secrets_set_openai", """$ fly secrets list -a docs-bot
NAME                  DIGEST              CREATED AT
DATABASE_URL          {1}    2 months ago
SENTRY_DSN            {2}    2 months ago

$ fly secrets set OPENAI_API_KEY={0} -a docs-bot
Updating existing machines in 'docs-bot' with rolling strategy
-------
 ✔ [1/2] Machine {3} [app] update succeeded
 ✔ [2/2] Machine {4} [app] update succeeded
-------
Checking DNS configuration for docs-bot.fly.dev
Visit your newly deployed app at https://docs-bot.fly.dev/
""", "sk-proj-" + r(48, URLSAFE) + "T3BlbkFJ" + r(48, ALNUM + "-_"), r(16, HEX), r(16, HEX), r(14, HEX), r(14, HEX))

add("vendor/npm_publish_token_npmrc", """$ cat .npmrc
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken={0}
save-exact=true
fund=false

$ npm publish --access public
npm notice
npm notice 📦  @acme/ui-kit@5.3.0
npm notice Tarball Contents
npm notice 1.2kB README.md
npm notice 48.9kB dist/index.js
npm notice 12.1kB dist/index.d.ts
npm notice Tarball Details
npm notice name:          @acme/ui-kit
npm notice version:       5.3.0
npm notice shasum:        {1}
npm notice integrity:     sha512-{2}
npm notice total files:   3
npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access
+ @acme/ui-kit@5.3.0
""", "npm_" + r(36, ALNUM), sha(), b64(64))

add("vendor/cargo_publish_token", """$ cargo publish --token {0}
    Updating crates.io index
   Packaging tinyquant v0.7.2 (/home/dev/src/tinyquant)
    Verifying tinyquant v0.7.2 (/home/dev/src/tinyquant)
   Compiling libc v0.2.167
   Compiling cfg-if v1.0.0
   Compiling bytemuck v1.20.0
   Compiling tinyquant v0.7.2 (/home/dev/src/tinyquant/target/package/tinyquant-0.7.2)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 9.84s
    Packaged 21 files, 84.3KiB (22.9KiB compressed)
   Uploading tinyquant v0.7.2 (/home/dev/src/tinyquant)
    Uploaded tinyquant v0.7.2 to registry `crates-io`
note: waiting for `tinyquant v0.7.2` to be available at registry `crates-io`.
   Published tinyquant v0.7.2 at registry `crates-io`
""", "cio" + r(32, ALNUM))

add("vendor/twine_upload_pypi_token", """$ twine upload -v -u __token__ -p {0} dist/*
INFO     Using configuration from /home/dev/.pypirc
Uploading distributions to https://upload.pypi.org/legacy/
INFO     dist/fastgrid-1.4.0-py3-none-any.whl (41.2 KB)
INFO     dist/fastgrid-1.4.0.tar.gz (38.9 KB)
INFO     username set by command options
INFO     password set by command options
INFO     username: __token__
INFO     password: <hidden>
Uploading fastgrid-1.4.0-py3-none-any.whl
100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 50.1/50.1 kB • 00:00 • 1.1 MB/s
INFO     Response from https://upload.pypi.org/legacy/:
         200 OK
Uploading fastgrid-1.4.0.tar.gz
100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 47.6/47.6 kB • 00:00 • 1.4 MB/s

View at:
https://pypi.org/project/fastgrid/1.4.0/
""", "pypi-AgEIcHlwaS5vcmc" + r(120, URLSAFE))

add("vendor/az_storage_connection_string", """$ az account show -o json
{
  "environmentName": "AzureCloud",
  "homeTenantId": "{1}",
  "id": "{2}",
  "isDefault": true,
  "name": "Platform-Prod",
  "state": "Enabled",
  "tenantId": "{1}",
  "user": { "name": "ops@example.onmicrosoft.com", "type": "user" }
}
$ az storage account show-connection-string -n acmeprodlogs -g rg-logs -o tsv
DefaultEndpointsProtocol=https;EndpointSuffix=core.windows.net;AccountName=acmeprodlogs;AccountKey={0}
$ az storage container list --account-name acmeprodlogs --query "[].name" -o tsv
insights-logs-auditevent
insights-metrics-pt1m
""", b64(64), uuid4(), uuid4())

add("vendor/gcloud_sa_key_private", """$ gcloud config list
[core]
account = ci-deployer@acme-prod-3381.iam.gserviceaccount.com
disable_usage_reporting = True
project = acme-prod-3381
[compute]
region = europe-west4
zone = europe-west4-b

$ cat ci-deployer-key.json
{
  "type": "service_account",
  "project_id": "acme-prod-3381",
  "private_key_id": "{1}",
  "private_key": "-----BEGIN PRIVATE KEY-----\\n{0}\\n-----END PRIVATE KEY-----\\n",
  "client_email": "ci-deployer@acme-prod-3381.iam.gserviceaccount.com",
  "client_id": "{2}",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}
""", b64(300), sha(), r(21, DIGITS))

add("vendor/doctl_auth_token", """$ doctl auth init --access-token {0}
Validating token... OK

$ doctl kubernetes cluster list
ID                                      Name           Region    Version        Auto Upgrade    Status     Node Pools
{1}    k8s-ams3-prod  ams3      1.31.1-do.4    true            running    pool-main pool-batch

$ doctl registry repository list-v2
Name         Latest Manifest                                                            Latest Tag    Tag Count    Updated At
web          sha256:{2}    4.2.0         37           2026-12-04 16:21:10 +0000 UTC
worker       sha256:{3}    4.2.0         35           2026-12-04 16:22:48 +0000 UTC
$ doctl account ratelimit
Limit    Remaining    Reset
5000     4987         2026-12-05 19:02:11 +0000 UTC
""", "dop_v1_" + h64(), uuid4(), h64(), h64())

add("vendor/github_pat_git_remote", """$ git remote -v
origin  https://x-access-token:{0}@github.com/acme/infra-live.git (fetch)
origin  https://x-access-token:{0}@github.com/acme/infra-live.git (push)
$ git status -sb
## main...origin/main [ahead 2]
 M modules/vpc/main.tf
 M envs/prod/terragrunt.hcl
?? envs/prod/.terraform.lock.hcl
$ git log -2 --format='%h %an %s'
{1} Dana Kowalski widen private subnet ranges
{2} Dana Kowalski pin aws provider 5.80.0
$ terraform version
Terraform v1.10.1
on linux_amd64
+ provider registry.terraform.io/hashicorp/aws v5.80.0
""", "ghp_" + r(36, ALNUM), sha()[:7], sha()[:7])

add("vendor/slack_bot_token_env_dump", """$ env | sort | grep -v PATH
HOME=/home/app
HOSTNAME=notifier-7d9c8b5f6-x2lqk
KUBERNETES_PORT=tcp://10.96.0.1:443
KUBERNETES_SERVICE_HOST=10.96.0.1
LANG=C.UTF-8
NOTIFIER_CHANNEL=C0{1}
NOTIFIER_LOG_LEVEL=debug
NOTIFIER_WORKSPACE=T0{2}
PYTHONUNBUFFERED=1
PYTHON_VERSION=3.12.7
SLACK_BOT_TOKEN={0}
SLACK_SIGNING_SECRET_FILE=/var/run/secrets/slack/signing
TZ=Europe/Berlin
""", "xoxb-" + r(12, DIGITS) + "-" + r(13, DIGITS) + "-" + r(24, ALNUM), r(9, UPPER_NUM), r(9, UPPER_NUM))

add("vendor/aws_credentials_file", """$ cat ~/.aws/config ~/.aws/credentials
[default]
region = eu-central-1
output = json

[profile prod-admin]
role_arn = arn:aws:iam::730335218841:role/OrgAdmin
source_profile = default
mfa_serial = arn:aws:iam::118220944107:mfa/jlee
duration_seconds = 3600

[default]
aws_access_key_id = AKIA{1}
aws_secret_access_key = {0}

$ aws sts get-caller-identity
{
    "UserId": "AIDA{2}",
    "Account": "118220944107",
    "Arn": "arn:aws:iam::118220944107:user/jlee"
}
""", r(40, ALNUM + "+/"), r(16, UPPER_NUM), r(17, UPPER_NUM))

add("vendor/anthropic_key_python_session", """$ python
Python 3.12.7 (main, Oct  8 2026, 12:41:04) [GCC 13.2.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import anthropic, os
>>> anthropic.__version__
'0.49.0'
>>> client = anthropic.Anthropic(api_key="{0}")
>>> msg = client.messages.create(model="claude-sonnet-4-5", max_tokens=64,
...     messages=[{"role": "user", "content": "ping"}])
>>> msg.id
'msg_{1}'
>>> msg.usage
Usage(input_tokens=8, output_tokens=5, cache_creation_input_tokens=0, cache_read_input_tokens=0)
>>> msg.stop_reason
'end_turn'
>>> exit()
""", "sk-ant-api03-" + r(93, ALNUM + "-_") + "AA", r(24, ALNUM))

add("vendor/sendgrid_key_k8s_configmap_mistake", """$ kubectl get configmap mailer-config -n notify -o yaml
apiVersion: v1
kind: ConfigMap
metadata:
  name: mailer-config
  namespace: notify
  uid: {1}
  resourceVersion: "51230018"
  creationTimestamp: "2026-09-30T07:11:02Z"
data:
  MAIL_FROM: "no-reply@example.com"
  MAIL_FROM_NAME: "Example Notifications"
  MAIL_PROVIDER: "sendgrid"
  SENDGRID_API_KEY: "{0}"
  SENDGRID_TEMPLATE_WELCOME: "d-{2}"
  SENDGRID_TEMPLATE_RESET: "d-{3}"
  RETRY_MAX: "5"
""", "SG." + r(22, URLSAFE) + "." + r(43, URLSAFE), uuid4(), r(32, HEX), r(32, HEX))

add("vendor/datadog_agent_yaml", """# /etc/datadog-agent/datadog.yaml
api_key: {0}
site: datadoghq.eu
hostname: batch-07.eu-central-1
tags:
  - env:prod
  - team:data
  - service:batch
logs_enabled: true
logs_config:
  container_collect_all: true
apm_config:
  enabled: true
  env: prod
process_config:
  process_collection:
    enabled: false
inventories_configuration_enabled: true
""", r(32, HEX))

add("vendor/gitlab_pat_ci_debug", """$ glab ci view --job 8812034471 --log | head -20
Running with gitlab-runner 17.6.0 (374d34fd)
  on shared-runner-eu-3 t3_{1}, system ID: s_{2}
Preparing the "docker" executor
Using docker image sha256:{3} for node:22-alpine
Getting source from Git repository
Fetching changes with git depth set to 20...
Checking out {4} as detached HEAD (ref is main)...
Executing "step_script" stage of the job script
$ echo "//gitlab.example.com/api/v4/projects/412/packages/npm/:_authToken=${CI_JOB_TOKEN}" > .npmrc
$ npm config set @acme:registry https://gitlab.example.com/api/v4/projects/412/packages/npm/
$ curl --header "PRIVATE-TOKEN: {0}" "https://gitlab.example.com/api/v4/projects/412/releases"
[{"name":"v2.8.0","tag_name":"v2.8.0","created_at":"2026-12-01T09:12:30.000Z"}]
$ npm ci --no-audit
added 812 packages in 21s
""", "glpat-" + r(20, URLSAFE), r(12, LOWER_NUM), r(12, LOWER_NUM), h64(), sha())

add("vendor/twilio_auth_token_settings", """# settings/production.py (excerpt)
import os
from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["app.example.com", "www.example.com"]
CSRF_TRUSTED_ORIGINS = ["https://app.example.com"]
DATABASES["default"]["CONN_MAX_AGE"] = 60
SECURE_HSTS_SECONDS = 31536000
SESSION_COOKIE_SECURE = True

TWILIO_ACCOUNT_SID = "AC{1}"
TWILIO_AUTH_TOKEN = "{0}"
TWILIO_MESSAGING_SERVICE_SID = "MG{2}"
TWILIO_FROM_NUMBER = "+15005550006"

CELERY_BROKER_URL = os.environ["CELERY_BROKER_URL"]
LOGGING["root"]["level"] = "INFO"
""", r(32, HEX), r(32, HEX), r(32, HEX))

add("vendor/vault_read_database_creds", """$ vault read database/creds/readonly
Key                Value
---                -----
lease_id           database/creds/readonly/{1}
lease_duration     1h
lease_renewable    true
password           {0}
username           v-token-readonly-{2}-1733450712

$ vault token lookup -format=json | jq '.data | {accessor, policies, ttl}'
{
  "accessor": "{3}",
  "policies": ["default", "db-readonly"],
  "ttl": 2764
}
""", "A1a-" + r(20, ALNUM), r(24, ALNUM), r(12, LOWER_NUM), r(24, ALNUM))

add("vendor/huggingface_token_cli", """$ huggingface-cli login --token {0} --add-to-git-credential
Token is valid (permission: write).
Your token has been saved in your configured git credential helpers (store).
Your token has been saved to /home/ml/.cache/huggingface/token
Login successful
$ huggingface-cli whoami
mlteam-bot
orgs:  acme-research
$ huggingface-cli upload acme-research/ner-small ./out/checkpoint-4200 .
Start hashing 6 files.
Finished hashing 6 files.
model.safetensors: 100%|██████████| 438M/438M [00:41<00:00, 10.6MB/s]
https://huggingface.co/acme-research/ner-small/commit/{1}
""", "hf_" + r(34, ALNUM), sha())

add("vendor/digitalocean_spaces_rclone", """$ cat ~/.config/rclone/rclone.conf
[spaces-ams]
type = s3
provider = DigitalOcean
env_auth = false
access_key_id = DO00{1}
secret_access_key = {0}
endpoint = ams3.digitaloceanspaces.com
acl = private

[local-backup]
type = alias
remote = /srv/backups

$ rclone lsd spaces-ams:
          -1 2026-03-11 09:22:10        -1 media-prod
          -1 2026-07-02 14:05:51        -1 db-dumps
""", r(43, ALNUM + "/+"), r(16, UPPER_NUM))

add("vendor/shopify_admin_token_graphql", """$ curl -s https://acme-outdoor.myshopify.com/admin/api/2024-10/graphql.json \\
    -H 'Content-Type: application/json' \\
    -H 'X-Shopify-Access-Token: {0}' \\
    -d '{"query":"{ shop { name currencyCode plan { displayName } } }"}' | jq .
{
  "data": {
    "shop": {
      "name": "Acme Outdoor",
      "currencyCode": "EUR",
      "plan": { "displayName": "Shopify Plus" }
    }
  },
  "extensions": {
    "cost": {
      "requestedQueryCost": 2,
      "actualQueryCost": 2,
      "throttleStatus": { "maximumAvailable": 2000.0, "currentlyAvailable": 1998, "restoreRate": 100.0 }
    }
  }
}
""", "shpat_" + r(32, HEX))

# ============================================================ secrets: split, encoded, prose

_p1, _p2 = r(20, ALNUM), r(20, ALNUM)
add_split("split/helm_values_two_halves", """# values-prod.yaml, the token is assembled by the chart from two halves
global:
  region: eu-west-1
  imageRegistry: registry.internal
queueRelay:
  image:
    tag: 1.9.3
  replicas: 2
  auth:
    # tokenPrefix + tokenSuffix are concatenated in templates/_helpers.tpl
    tokenPrefix: "qr_{0}"
    tokenSuffix: "{1}"
  endpoints:
    - amqp://rabbit-0.mq.svc:5672
    - amqp://rabbit-1.mq.svc:5672
  podAnnotations:
    checksum/config: {2}
""", 2, _p1, _p2, h64())

_a, _b, _c = r(12, ALNUM), r(12, ALNUM), r(12, ALNUM)
add_split("split/chat_german_three_parts", """Hallo, ich kopiere dir hier unsere Staging-Konfiguration, weil der Import seit gestern hängt.
Der Dienst läuft auf stage-api-02 (Debian 12, Kernel 6.1.0-26), Deployment-ID {3}.

[database]
host = pg-stage.intern
port = 5432
name = shop_stage
user = shop_app

Das Passwort hat Jonas in drei Teilen im Chat geschickt, ich setze sie zusammen:
Teil 1: {0}
Teil 2: {1}
Teil 3: {2}
Die Teile einfach ohne Leerzeichen hintereinander schreiben.

[import]
batch_size = 500
retry = 3
Im Log steht nur "connection reset by peer" nach 30 Sekunden. Hast du eine Idee?
""", 3, _a, _b, _c, uuid4())

add("encoded/kubectl_secret_b64_dsn", """$ kubectl get secret analytics-db -n data -o jsonpath='{.data}' | jq .
{
  "DATABASE_URL": "{0}",
  "PGSSLMODE": "{1}"
}
$ kubectl get secret analytics-db -n data -o jsonpath='{.metadata}' | jq '{name, namespace, uid, resourceVersion}'
{
  "name": "analytics-db",
  "namespace": "data",
  "uid": "{2}",
  "resourceVersion": "73001924"
}
$ kubectl rollout restart deploy/analytics-api -n data
deployment.apps/analytics-api restarted
$ kubectl rollout status deploy/analytics-api -n data
deployment "analytics-api" successfully rolled out
""", base64.b64encode(("postgresql://analytics:" + pw() + "@pg-analytics.data.svc:5432/analytics").encode()).decode(),
    base64.b64encode(b"require").decode(), uuid4())

add("prose/chat_french_password", """Salut, petit récap de la migration d'hier soir pour que tu puisses reprendre ce matin :

- le cluster Redis est passé de 6.2 à 7.2.5 (3 noeuds, cache-01 à cache-03, port 6380 en TLS)
- la réplication est repartie à 23h41, lag max 12 ms
- les dashboards Grafana sont dans le dossier "Cache / Prod" (uid {1})
- le job de warmup tourne toutes les 10 minutes, dernier run {2}

Pour te connecter, l'utilisateur est "ops" et le mot de passe que j'ai mis ce soir c'est
{0} (je le change lundi, promis, et je le mettrai dans le coffre).

Attention : ne relance pas FLUSHALL, le warmup prend presque 40 minutes.
Le ticket de suivi est OPS-4471, la checklist est dans le wiki sous Runbooks > Redis.
Bonne journée !
""", "Lavande!Bretagne77", r(9, LOWER_NUM), uuid4())

add("prose/chat_japanese_api_key", """お疲れさまです。検索APIの設定を共有します。

環境: staging (ap-northeast-1)
サービス: search-gateway v2.14.0
イメージ: registry.internal/search/gateway@sha256:{1}
レプリカ数: 3
タイムアウト: 2500ms
インデックス: products_v7, articles_v3

Algolia の管理用APIキーは {0} です。アプリIDは {2} で、
検索専用キーは別途フロント側に入っています。
デプロイは明日の10時(JST)に予定しています。チケットは SRCH-918 です。
問題があれば #search-ops チャンネルで連絡してください。よろしくお願いします。
""", r(32, HEX), h64(), r(10, UPPER_NUM))

_s1, _s2 = r(24, ALNUM), r(24, ALNUM)
add_split("split/env_concat_shell", """$ cat scripts/bootstrap-runner.sh
#!/usr/bin/env bash
set -euo pipefail
RUNNER_VERSION=2.321.0
RUNNER_DIR=/opt/actions-runner
RUNNER_LABELS=self-hosted,linux,x64,gpu
ORG_URL=https://github.com/acme
# registration token split so it does not trip the linter
REG_A="{0}"
REG_B="{1}"
mkdir -p "$RUNNER_DIR" && cd "$RUNNER_DIR"
curl -fsSLO "https://github.com/actions/runner/releases/download/v${RUNNER_VERSION}/actions-runner-linux-x64-${RUNNER_VERSION}.tar.gz"
echo "{2}  actions-runner-linux-x64-${RUNNER_VERSION}.tar.gz" | sha256sum -c
tar xzf actions-runner-linux-x64-${RUNNER_VERSION}.tar.gz
./config.sh --unattended --url "$ORG_URL" --token "${REG_A}${REG_B}" --labels "$RUNNER_LABELS"
""", 2, _s1, _s2, h64())

add("encoded/docker_config_auths", """$ cat ~/.docker/config.json
{
  "auths": {
    "registry.internal:5000": {
      "auth": "{0}"
    },
    "ghcr.io": {}
  },
  "credsStore": "desktop",
  "currentContext": "default",
  "plugins": {
    "-x-cli-hints": { "enabled": "true" }
  },
  "features": { "hooks": "true" }
}
$ docker images --digests registry.internal:5000/tools/*
REPOSITORY                          TAG     DIGEST                                                                    IMAGE ID
registry.internal:5000/tools/lint   1.4.2   sha256:{1}   {2}
""", base64.b64encode(("ci-pusher:" + pw()).encode()).decode(), h64(), r(12, HEX))

add("prose/chat_spanish_api_token", """Hola equipo, os cuento lo que pasó con el despliegue de la API de facturación:

1. El pipeline falló en el paso "migrate" (run 11873400012, commit {1}).
2. El error era un timeout contra pg-billing.interno:5432 después de 30 s.
3. Subí el statement_timeout a 60 s y volví a lanzar el job; ya está en verde.

Para probar los endpoints nuevos desde Postman necesitáis el token interno de
servicio; el mío es {0} y caduca el viernes, así que usadlo solo esta semana.

Las métricas están en el panel "Billing / API" de Grafana y las alertas
en el canal #billing-alerts. La versión desplegada es la 3.7.1
(imagen sha256:{2}).
¡Gracias!
""", "svc_" + r(40, LOWER_NUM), sha()[:8], h64())

_k1, _k2 = r(30, ALNUM), r(30, ALNUM)
add_split("split/transcript_key_in_two_tool_results", """{
  "session": "{2}",
  "events": [
    {"type": "tool_call", "id": "call_{3}", "tool": "read_file", "args": {"path": ".env.part1"}},
    {"type": "tool_result", "id": "call_{3}", "output": "MAPS_KEY_A={0}"},
    {"type": "tool_call", "id": "call_{4}", "tool": "read_file", "args": {"path": ".env.part2"}},
    {"type": "tool_result", "id": "call_{4}", "output": "MAPS_KEY_B={1}"},
    {"type": "tool_call", "id": "call_{5}", "tool": "read_file", "args": {"path": "src/maps/client.ts"}},
    {"type": "tool_result", "id": "call_{5}", "output": "const key = process.env.MAPS_KEY_A + process.env.MAPS_KEY_B;"},
    {"type": "message", "role": "assistant", "text": "The maps key is concatenated from two env files; both halves are loaded in client.ts."}
  ],
  "usage": {"input_tokens": 18211, "output_tokens": 412}
}
""", 2, _k1, _k2, uuid4(), r(20, ALNUM), r(20, ALNUM), r(20, ALNUM))

add("encoded/hex_encoded_password_ini", """; /etc/backup-agent/agent.ini
[agent]
id = {1}
schedule = 0 3 * * *
retention = 30d
compression = zstd
threads = 4

[target]
type = sftp
host = backup.storage.internal
port = 2222
user = backup
; password is stored hex-encoded because the ini parser chokes on special characters
password_hex = {0}

[notify]
on_failure = ops@example.com
""", pw().encode().hex(), uuid4())

add("prose/chat_italian_passphrase", """Ciao Marco, ti riassumo la situazione del server di build:

- macchina: build-02.lab.interno (Ubuntu 24.04, 32 core, 128 GB)
- Jenkins 2.479.2, plugin aggiornati ieri
- l'ultimo job riuscito è il #4417 (commit {1})
- lo spazio su /var/lib/jenkins è al 71 %

La chiave SSH per il deploy è in /home/jenkins/.ssh/id_ed25519 ed è protetta da
passphrase: la passphrase è "{0}". Non salvarla nel wiki, per favore.

Domani alle 9 facciamo il riavvio per il kernel, dura circa 15 minuti.
Il ticket è INFRA-2209.
""", "gatto arancione mangia 7 pesche", sha()[:10])

add("encoded/url_encoded_password_jdbc", """# application-prod.properties
spring.application.name=inventory-service
server.port=8080
management.endpoints.web.exposure.include=health,info,prometheus
spring.datasource.url=jdbc:postgresql://pg-inventory.internal:5432/inventory?user=inventory_app&password={0}&sslmode=require
spring.datasource.hikari.maximum-pool-size=20
spring.datasource.hikari.connection-timeout=30000
spring.jpa.hibernate.ddl-auto=validate
spring.flyway.enabled=true
spring.flyway.locations=classpath:db/migration
logging.level.root=INFO
logging.level.org.hibernate.SQL=WARN
inventory.cache.ttl=PT5M
inventory.reservation.timeout=PT15M
""", "Tq%40" + r(6, ALNUM) + "%21" + r(6, ALNUM) + "%23" + r(4, DIGITS))

add("prose/chat_polish_webhook_secret", """Cześć, wklejam konfigurację webhooka z naszego panelu, bo płatności nie dochodzą:

Endpoint: https://api.sklep.example.pl/webhooks/payments
Wersja API: 2024-06-20
Zdarzenia: payment_intent.succeeded, charge.refunded, invoice.paid
ID endpointu: we_{1}
Ostatnia próba: 2026-12-05 21:14:08 CET, status 400, czas odpowiedzi 212 ms
ID zdarzenia: evt_{2}

Sekret do weryfikacji podpisu skopiowałam z panelu: {0}
i wpisałam go do naszej konfiguracji produkcyjnej w zeszłym tygodniu.
W logach aplikacji widzę "No signatures found matching the expected signature for payload".
Czy to może być kwestia innego sekretu dla trybu testowego?
""", "whsec_" + r(32, ALNUM), r(24, ALNUM), r(24, ALNUM))

_j1, _j2, _j3 = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", _b64url_json({"sub": "svc-reporting", "scope": "admin", "exp": 1796000000}), b64url(32)
add_split("split/jwt_across_log_lines", """2026-12-05T20:11:03.114Z INFO  gateway  route=/v1/reports method=GET status=401 dur_ms=3 req={3}
2026-12-05T20:11:03.115Z DEBUG gateway  auth header too long for one log line, splitting
2026-12-05T20:11:03.115Z DEBUG gateway  auth[0]=Bearer {0}
2026-12-05T20:11:03.115Z DEBUG gateway  auth[1]={1}
2026-12-05T20:11:03.116Z WARN  gateway  jwt verification failed: signature mismatch kid=reporting-2026-11
2026-12-05T20:11:03.201Z INFO  gateway  route=/v1/health method=GET status=200 dur_ms=1 req={4}
2026-12-05T20:11:04.882Z INFO  gateway  route=/v1/reports method=GET status=200 dur_ms=48 req={5}
2026-12-05T20:11:05.003Z INFO  gateway  upstream=reporting:8080 pool_active=4 pool_idle=12
2026-12-05T20:11:06.417Z INFO  gateway  config reload sha256={6}
2026-12-05T20:11:06.418Z INFO  gateway  listening on :8443 (tls, h2)
2026-12-05T20:11:07.000Z INFO  gateway  heartbeat ok build=gw-5.2.1
2026-12-05T20:11:08.114Z INFO  gateway  route=/v1/reports method=GET status=200 dur_ms=41 req=retry-1
""", 2, _j1 + "." + _j2 + ".", _j3, "", uuid4(), uuid4(), uuid4(), h64())

add("vendor/newrelic_license_prometheus_remote_write", """# prometheus.yml (remote write section added for the New Relic trial)
global:
  scrape_interval: 15s
  external_labels:
    cluster: ams-prod-1
    replica: prometheus-0

remote_write:
  - url: https://metric-api.eu.newrelic.com/prometheus/v1/write?prometheus_server=ams-prod-1
    authorization:
      credentials: {0}
    queue_config:
      capacity: 10000
      max_shards: 30
      max_samples_per_send: 2000
    write_relabel_configs:
      - source_labels: [__name__]
        regex: 'go_.*|process_.*'
        action: drop

scrape_configs:
  - job_name: kube-state-metrics
    static_configs:
      - targets: ['kube-state-metrics.monitoring.svc:8080']
""", "eu01xx" + r(34, HEX) + "NRAL")

# ============================================================ look-alikes

la("""$ systemctl status billing-worker.service
* billing-worker.service - Billing queue worker
     Loaded: loaded (/etc/systemd/system/billing-worker.service; enabled; preset: enabled)
    Drop-In: /etc/systemd/system/billing-worker.service.d
             └─override.conf
     Active: active (running) since Sat 2026-12-05 22:31:40 UTC; 12min ago
   Main PID: 49902 (worker)
      Tasks: 9 (limit: 38241)
     Memory: 212.4M
        CPU: 41.802s
     CGroup: /system.slice/billing-worker.service
             └─49902 /opt/billing/bin/worker --queue invoices

Dec 05 22:31:40 app-03 worker[49902]: starting worker build={0} pid=49902
Dec 05 22:31:40 app-03 worker[49902]: credentials loaded from EnvironmentFile=/etc/billing/worker.env (mode 0600)
Dec 05 22:31:41 app-03 worker[49902]: connecting to postgresql://billing_rw:***@10.20.4.11:5432/billing?sslmode=require
Dec 05 22:31:41 app-03 worker[49902]: connected, server_version=16.4 pool_size=10
Dec 05 22:31:42 app-03 worker[49902]: consumed batch request_id={1} size=50
""", sha()[:12], uuid4())

la("""mysql> SELECT user, host, plugin, password_expired, account_locked FROM mysql.user WHERE user LIKE 'rep%';
+-----------+--------+-----------------------+------------------+----------------+
| user      | host   | plugin                | password_expired | account_locked |
+-----------+--------+-----------------------+------------------+----------------+
| reporting | 10.8.% | caching_sha2_password | N                | N              |
| replica   | 10.9.% | caching_sha2_password | N                | N              |
+-----------+--------+-----------------------+------------------+----------------+
2 rows in set (0.00 sec)

mysql> SHOW VARIABLES LIKE 'validate_password%';
+-------------------------------------------------+--------+
| Variable_name                                   | Value  |
+-------------------------------------------------+--------+
| validate_password.length                        | 12     |
| validate_password.mixed_case_count              | 1      |
| validate_password.number_count                  | 1      |
| validate_password.policy                        | MEDIUM |
| validate_password.special_char_count            | 1      |
+-------------------------------------------------+--------+
5 rows in set (0.01 sec)

mysql> ALTER USER 'reporting'@'10.8.%' IDENTIFIED BY '<new password from the vault>';
-- not run: waiting for the rotation window
""")

la("""$ mongosh "$MONGO_URI"
Current Mongosh Log ID: {0}
Connecting to:          mongodb://<credentials>@mongo-0.mongo.svc:27017,mongo-1.mongo.svc:27017/orders?replicaSet=rs0&authSource=admin
Using MongoDB:          7.0.14
Using Mongosh:          2.3.1

rs0 [primary] orders> db.getUsers().users.map(u => ({user: u.user, roles: u.roles.map(r => r.role)}))
[
  { user: 'app_owner', roles: [ 'dbOwner' ] },
  { user: 'reporting', roles: [ 'read' ] }
]
rs0 [primary] orders> db.orders.findOne({}, {_id: 1, createdAt: 1})
{ _id: ObjectId('{1}'), createdAt: ISODate('2026-12-05T19:44:01.221Z') }
rs0 [primary] orders> db.serverStatus().connections
{ current: 41, available: 51159, totalCreated: 8812, active: 7 }
rs0 [primary] orders> exit
""", r(24, HEX), r(24, HEX))

la("""$ redis-cli -h cache-01.internal -p 6380 --tls --user worker --askpass INFO replication
Please input password: ************
# Replication
role:master
connected_slaves:2
slave0:ip=10.30.1.12,port=6380,state=online,offset=88214412,lag=0
slave1:ip=10.30.1.13,port=6380,state=online,offset=88214412,lag=1
master_failover_state:no-failover
master_replid:{0}
master_replid2:0000000000000000000000000000000000000000
master_repl_offset:88214412
second_repl_offset:-1
repl_backlog_active:1
repl_backlog_size:1048576
repl_backlog_first_byte_offset:87165837
repl_backlog_histlen:1048576
""", sha())

la("""$ airflow connections get warehouse_pg -o yaml
- conn_id: warehouse_pg
  conn_type: postgres
  description: Data warehouse, credentials come from the AWS Secrets Manager backend
  extra_dejson: {}
  get_uri: postgres://etl_loader:***@warehouse.db.internal:5432/dwh
  host: warehouse.db.internal
  id: '17'
  is_encrypted: 'True'
  is_extra_encrypted: 'False'
  login: etl_loader
  password: '***'
  port: '5432'
  schema: dwh

$ grep -A3 secrets airflow.cfg
[secrets]
backend = airflow.providers.amazon.aws.secrets.secrets_manager.SecretsManagerBackend
backend_kwargs = {"connections_prefix": "airflow/connections", "variables_prefix": "airflow/variables"}
""")

la("""# ~/.dbt/profiles.yml
analytics:
  target: "{{ env_var('DBT_TARGET', 'dev') }}"
  outputs:
    dev:
      type: postgres
      host: localhost
      port: 5432
      user: postgres
      password: postgres   # local docker compose default
      dbname: analytics_dev
      schema: dbt_dev
      threads: 4
    prod:
      type: postgres
      host: dwh-prod.cluster-{0}.eu-west-1.rds.amazonaws.com
      port: 5432
      user: "{{ env_var('DBT_PROD_USER') }}"
      password: "{{ env_var('DBT_PROD_PASSWORD') }}"
      dbname: analytics
      schema: marts
      threads: 8
""", r(12, LOWER_NUM))

la("""$ kubectl get configmap web-config -n web -o yaml
apiVersion: v1
data:
  SESSION_COOKIE_NAME: web_session
  SESSION_TTL_SECONDS: "86400"
  SESSION_SIGNING_KEY_FILE: /var/run/secrets/session/key
  FEATURE_FLAGS: new-checkout,dark-mode
  PUBLIC_BASE_URL: https://www.example-shop.com
  CDN_ASSET_PREFIX: https://cdn.example-shop.com/assets/{0}/
kind: ConfigMap
metadata:
  annotations:
    meta.helm.sh/release-name: web
    meta.helm.sh/release-namespace: web
  creationTimestamp: "2026-11-02T09:41:17Z"
  name: web-config
  namespace: web
  resourceVersion: "88412101"
  uid: {1}
""", sha()[:10], uuid4())

la("""$ curl -v https://www.example-shop.com/ -o /dev/null
*   Trying 151.101.2.133:443...
* Connected to www.example-shop.com (151.101.2.133) port 443
* SSL connection using TLSv1.3 / TLS_AES_128_GCM_SHA256
* Server certificate: CN=www.example-shop.com
> GET / HTTP/2
> Host: www.example-shop.com
> User-Agent: curl/8.5.0
>
< HTTP/2 200
< content-type: text/html; charset=utf-8
< set-cookie: consent=necessary; Path=/; Max-Age=31536000; SameSite=Lax
< set-cookie: ab_bucket=B; Path=/; Max-Age=604800
< x-request-id: {0}
< x-served-by: cache-fra-etou8220{1}-FRA
< age: 112
< etag: "{2}"
< via: 1.1 varnish
""", uuid4(), r(3, DIGITS), r(32, HEX))

la("""$ sops -d --extract '["deploy"]["host"]' secrets/prod.enc.yaml
deploy.prod.internal
$ head -20 secrets/prod.enc.yaml
deploy:
    host: ENC[AES256_GCM,data:{0},iv:{1},tag:{2},type:str]
    user: ENC[AES256_GCM,data:{3},iv:{4},tag:{5},type:str]
    ssh_private_key: ENC[AES256_GCM,data:...,type:str]
sops:
    kms:
        - arn: arn:aws:kms:eu-west-1:481516234200:key/{6}
          created_at: "2026-10-14T08:12:44Z"
    age:
        - recipient: age1{7}
    lastmodified: "2026-11-30T17:03:21Z"
    unencrypted_suffix: _unencrypted
    version: 3.9.1
""", b64(21), b64(32), b64(16), b64(8), b64(32), b64(16), uuid4(), r(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"))

la("""$ vault kv metadata get -mount=secret payments/ledger-api
======== Metadata Path ========
secret/metadata/payments/ledger-api

========== Metadata ==========
Key                     Value
---                     -----
cas_required            false
created_time            2026-03-02T14:11:09.551Z
current_version         7
custom_metadata         map[owner:payments rotation:90d]
delete_version_after    0s
max_versions            10
oldest_version          1
updated_time            2026-11-21T10:02:55.118Z

====== Version 7 ======
Key              Value
---              -----
created_time     2026-11-21T10:02:55.118Z
deletion_time    n/a
destroyed        false
""")

la("""# /etc/nginx/conf.d/grafana.conf
upstream grafana_backend {
    server 127.0.0.1:3000 max_fails=3 fail_timeout=10s;
    keepalive 16;
}

server {
    listen 443 ssl http2;
    server_name grafana.ops.example.net;

    ssl_certificate     /etc/letsencrypt/live/grafana.ops.example.net/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/grafana.ops.example.net/privkey.pem;
    ssl_session_cache shared:SSL:10m;

    location / {
        auth_basic "Ops only";
        auth_basic_user_file /etc/nginx/htpasswd.d/grafana;
        proxy_set_header Host $host;
        proxy_set_header Authorization $http_authorization;
        proxy_pass http://grafana_backend;
    }
}
""")

la("""global
    log /dev/log local0
    maxconn 20000
    stats socket /run/haproxy/admin.sock mode 660 level admin

defaults
    mode http
    timeout connect 5s
    timeout client  30s
    timeout server  30s

userlist stats_users
    user opsadmin password $6$rounds=656000$REPLACE_WITH_MKPASSWD_OUTPUT

listen stats
    bind 127.0.0.1:8404
    stats enable
    stats uri /haproxy?stats
    acl ops http_auth(stats_users)
    http-request auth realm haproxy if !ops

$ echo "show stat" | socat stdio /run/haproxy/admin.sock | cut -d, -f1,2,18 | head -4
# pxname,svname,status
api_servers,api1,UP
api_servers,api2,UP
""")

la("""# $SPARK_HOME/conf/spark-defaults.conf
spark.master                         yarn
spark.submit.deployMode              cluster
spark.executor.memory                8g
spark.executor.cores                 4
spark.sql.shuffle.partitions         400
spark.eventLog.enabled               true
spark.eventLog.dir                   hdfs:///spark-logs
spark.hadoop.javax.jdo.option.ConnectionURL       jdbc:mysql://metastore.internal:3306/hive
spark.hadoop.javax.jdo.option.ConnectionUserName  hive
# the metastore password comes from the Hadoop credential provider, not from this file
spark.hadoop.hadoop.security.credential.provider.path  jceks://hdfs@nn1.hadoop.internal:8020/user/hive/hive.jceks
spark.yarn.queue                     analytics
spark.yarn.archive                   hdfs:///spark-jars/spark-3.5.3-jars.zip
spark.sql.warehouse.dir              hdfs:///user/hive/warehouse
spark.dynamicAllocation.enabled      true
""")

la("""<?xml version="1.0" encoding="UTF-8"?>
<configuration>
  <property>
    <name>fs.defaultFS</name>
    <value>hdfs://nn1.hadoop.internal:8020</value>
  </property>
  <property>
    <name>fs.s3a.endpoint</name>
    <value>http://minio.storage.internal:9000</value>
  </property>
  <property>
    <name>fs.s3a.aws.credentials.provider</name>
    <value>com.amazonaws.auth.InstanceProfileCredentialsProvider</value>
  </property>
  <property>
    <name>fs.s3a.security.credential.provider.path</name>
    <value>jceks://hdfs/user/etl/s3a.jceks</value>
  </property>
  <property>
    <name>fs.s3a.path.style.access</name>
    <value>true</value>
  </property>
</configuration>
""")

la("""$ docker inspect --format '{{json .Config.Env}}' keycloak | jq .
[
  "KC_DB=postgres",
  "KC_DB_URL=jdbc:postgresql://db:5432/keycloak",
  "KC_DB_USERNAME=keycloak",
  "KC_DB_PASSWORD_FILE=/run/secrets/kc_db_password",
  "KC_HOSTNAME=sso.example.org",
  "KEYCLOAK_ADMIN=admin",
  "KC_HEALTH_ENABLED=true",
  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
  "JAVA_HOME=/usr/lib/jvm/jre-21"
]
$ docker inspect --format '{{.Id}} {{.Image}} {{.State.StartedAt}}' keycloak
{0} sha256:{1} 2026-12-05T08:14:22.918122914Z
$ docker inspect --format '{{range .Mounts}}{{.Source}} -> {{.Destination}}{{println}}{{end}}' keycloak
/var/lib/docker/volumes/kc_data/_data -> /opt/keycloak/data
/srv/secrets/kc_db_password -> /run/secrets/kc_db_password
""", h64(), h64())

la("""$ podman secret ls
ID                         NAME        DRIVER      CREATED        UPDATED
{0}  tls_key     file        2 weeks ago    2 weeks ago
{1}  db_url      file        2 weeks ago    2 weeks ago

$ podman secret inspect tls_key
[
    {
        "ID": "{0}",
        "CreatedAt": "2026-11-19T11:20:31.418Z",
        "UpdatedAt": "2026-11-19T11:20:31.418Z",
        "Spec": {
            "Name": "tls_key",
            "Driver": { "Name": "file", "Options": { "path": "/var/lib/containers/storage/secrets/filedriver" } },
            "Labels": {}
        }
    }
]
$ podman run --rm --secret tls_key,target=/etc/tls/key.pem docker.io/library/alpine:3.20 ls -l /etc/tls
-r--r--r--    1 root     root           227 Dec  5 20:02 key.pem
""", r(25, HEX), r(25, HEX))

la("""$ gh run view 11873402219 --log --job 33109871554 | tail -n 14
deploy  Set up job  2026-12-05T18:02:11.4451922Z Current runner version: '2.321.0'
deploy  Set up job  2026-12-05T18:02:11.4480115Z Runner name: 'ubuntu-22-04-runner-7'
deploy  Set up job  2026-12-05T18:02:11.4502291Z GITHUB_TOKEN Permissions
deploy  Set up job  2026-12-05T18:02:11.4502990Z Contents: read
deploy  Set up job  2026-12-05T18:02:11.4503311Z Deployments: write
deploy  Checkout    2026-12-05T18:02:15.7812004Z HEAD is now at {0} Bump chart to 4.12.0
deploy  Deploy      2026-12-05T18:02:20.1102231Z ##[group]Run ./scripts/deploy.sh staging
deploy  Deploy      2026-12-05T18:02:20.1102870Z env:
deploy  Deploy      2026-12-05T18:02:20.1103002Z   DEPLOY_TOKEN: ***
deploy  Deploy      2026-12-05T18:02:20.1103419Z + curl -fsS -X POST https://deployer.internal/api/releases -H 'X-Deploy-Token: ***' -d @release.json
deploy  Deploy      2026-12-05T18:02:21.9982244Z {"release":"rel_{1}","status":"accepted"}
deploy  Deploy      2026-12-05T18:02:22.0001876Z ##[endgroup]
deploy  Complete    2026-12-05T18:02:22.5513987Z Evaluate and set job outputs
deploy  Complete    2026-12-05T18:02:22.5601001Z Cleaning up orphan processes
""", sha(), r(16, LOWER_NUM))

la("""{
    email ops@example.dev
    admin off
}

api.example.dev {
    encode zstd gzip
    log {
        output file /var/log/caddy/api.log
        format json
    }
    route /v1/* {
        jwtauth {
            sign_key {env.JWT_SHARED_KEY}
            from_header Authorization
            user_claims sub
        }
        reverse_proxy 127.0.0.1:8081 127.0.0.1:8082 {
            lb_policy least_conn
            health_uri /healthz
        }
    }
}
""")

la("""<VirtualHost *:443>
    ServerName wiki.corp.example.com
    DocumentRoot /var/www/wiki
    SSLEngine on
    SSLCertificateFile    /etc/ssl/certs/wiki.crt
    SSLCertificateKeyFile /etc/ssl/private/wiki.key

    <Location />
        AuthType Basic
        AuthName "Corporate Wiki"
        AuthBasicProvider ldap
        AuthLDAPURL "ldaps://ldap.corp.example.com:636/ou=people,dc=corp,dc=example,dc=com?uid"
        AuthLDAPBindDN "cn=wiki-bind,ou=services,dc=corp,dc=example,dc=com"
        # bind password is read at startup from the systemd credential
        AuthLDAPBindPassword "exec:/usr/local/bin/read-credential ldap_bind"
        Require ldap-group cn=staff,ou=groups,dc=corp,dc=example,dc=com
    </Location>

    ErrorLog ${APACHE_LOG_DIR}/wiki_error.log
    CustomLog ${APACHE_LOG_DIR}/wiki_access.log combined
</VirtualHost>
""")

la("""# provisioning/datasources/datasources.yaml
apiVersion: 1
datasources:
  - name: Prometheus
    type: prometheus
    uid: {0}
    access: proxy
    url: http://prometheus:9090
    isDefault: true
  - name: Timescale
    type: postgres
    uid: {1}
    url: tsdb.internal:5432
    user: grafana_ro
    jsonData:
      database: metrics
      sslmode: require
      postgresVersion: 1500
    secureJsonData:
      password: $__file{/etc/grafana/secrets/tsdb_password}
  - name: Loki
    type: loki
    uid: {2}
    url: http://loki:3100
""", r(14, LOWER_NUM), r(14, LOWER_NUM), r(14, LOWER_NUM))

la("""global:
  scrape_interval: 30s
  external_labels:
    cluster: eu-prod-2

scrape_configs:
  - job_name: rabbitmq
    metrics_path: /metrics
    scheme: https
    basic_auth:
      username: prom_scraper
      password_file: /etc/prometheus/secrets/rabbitmq_scraper
    tls_config:
      ca_file: /etc/prometheus/ca.pem
    static_configs:
      - targets: ['mq.internal:15692']
  - job_name: blackbox
    metrics_path: /probe
    params:
      module: [http_2xx]
    static_configs:
      - targets: ['https://status.example.com', 'https://api.example.com/healthz']
""")

la("""$ helm get values search -n search
USER-SUPPLIED VALUES:
image:
  repository: registry.internal/search/api
  tag: 3.18.2
  digest: sha256:{0}
replicaCount: 3
opensearch:
  hosts:
    - https://os-0.search.svc:9200
    - https://os-1.search.svc:9200
  username: search-api
  existingSecret: search-opensearch-credentials
  existingSecretPasswordKey: password
podAnnotations:
  checksum/config: {1}
ingress:
  enabled: true
  className: nginx
  hosts:
    - search.example.io
""", h64(), h64())

la("""{
  "session_id": "{0}",
  "messages": [
    {"role": "user", "content": "the export job returns 401 since the rotation"},
    {"role": "assistant", "tool_calls": [
      {"id": "toolu_{1}", "name": "bash", "input": {"command": "cat deploy/cron/export.sh"}}
    ]},
    {"role": "tool", "tool_use_id": "toolu_{1}", "content": "#!/bin/sh\\nset -eu\\nTOKEN=$(cat /run/secrets/metrics_export_token)\\nexec curl -sf https://metrics-export.internal/v1/export -H \\"Authorization: Bearer $TOKEN\\" -o /tmp/export.json\\n"},
    {"role": "assistant", "tool_calls": [
      {"id": "toolu_{2}", "name": "bash", "input": {"command": "ls -l /run/secrets/"}}
    ]},
    {"role": "tool", "tool_use_id": "toolu_{2}", "content": "-r-------- 1 app app 49 Nov 28 10:02 metrics_export_token"},
    {"role": "assistant", "content": "The mounted secret file is dated Nov 28, before the rotation on Dec 1. Restarting the pod will remount it; I did not print its contents."}
  ]
}
""", uuid4(), r(24, ALNUM), r(24, ALNUM))

la("""$ docker compose config
name: shop
services:
  worker:
    image: ghcr.io/example/shop-worker:2.4.1
    environment:
      AMQP_URL: amqps://shop_worker:${AMQP_PASSWORD:?set AMQP_PASSWORD}@rabbit.internal:5671/shop
      LOG_LEVEL: info
      WORKER_CONCURRENCY: "8"
    depends_on:
      rabbit:
        condition: service_healthy
  rabbit:
    image: rabbitmq:3.13-management
    environment:
      RABBITMQ_DEFAULT_USER: guest
      RABBITMQ_DEFAULT_PASS: guest
    healthcheck:
      test: ["CMD", "rabbitmq-diagnostics", "-q", "ping"]
networks:
  default:
    name: shop_default
""")

la("""# group_vars/db_servers.yml
postgresql_version: 16
postgresql_listen_addresses: "*"
postgresql_port: 5432
postgresql_max_connections: 300
postgresql_hba_entries:
  - { type: hostssl, database: all, user: all, address: 10.0.0.0/8, auth_method: scram-sha-256 }
postgresql_users:
  - name: app
    password: "{{ vault_app_password }}"
    role_attr_flags: LOGIN
  - name: readonly
    password: "{{ lookup('community.hashi_vault.hashi_vault', 'secret=secret/data/db/readonly:password') }}"
    role_attr_flags: LOGIN
postgresql_databases:
  - name: app_prod
    owner: app
backup_bucket: s3://acme-db-backups/prod
backup_retention_days: 14
""")

la("""$ heroku config -a acme-checkout
=== acme-checkout Config Vars
DATABASE_URL:            postgres://<redacted>@ec2-52-18-7-101.eu-west-1.compute.amazonaws.com:5432/d{0}
LOG_LEVEL:               info
NODE_ENV:                production
SENTRY_ENVIRONMENT:      production
STRIPE_PUBLISHABLE_KEY:  pk_live_{1}
STRIPE_SECRET_KEY:       sk_live_****************************{2}
STRIPE_WEBHOOK_ENDPOINT: we_{3}
WEB_CONCURRENCY:         2

$ heroku releases -a acme-checkout -n 3
=== acme-checkout Releases - Current: v412
v412  Set STRIPE_SECRET_KEY config vars  ops@example.com  2026/12/04 10:12:44 +0000
v411  Deploy {4}                         ci@example.com   2026/12/03 17:40:02 +0000
v410  Deploy {5}                         ci@example.com   2026/12/02 09:01:55 +0000
""", r(14, LOWER_NUM), r(99, ALNUM), r(4, ALNUM), r(24, ALNUM), sha()[:8], sha()[:8])

la("""$ fly secrets list -a docs-bot
NAME                  DIGEST              CREATED AT
DATABASE_URL          {0}    2 months ago
OPENAI_API_KEY        {1}    3 days ago
SENTRY_DSN            {2}    2 months ago

$ cat fly.toml
app = "docs-bot"
primary_region = "ams"

[build]
  image = "registry.fly.io/docs-bot:deployment-{3}"

[env]
  LOG_LEVEL = "info"
  OPENAI_MODEL = "gpt-4o-mini"
  PORT = "8080"

[http_service]
  internal_port = 8080
  force_https = true
  auto_stop_machines = "stop"
  min_machines_running = 1
""", r(16, HEX), r(16, HEX), r(16, HEX), r(26, UPPER_NUM))

la("""$ cat .npmrc
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=${NPM_TOKEN}
save-exact=true
fund=false

$ npm publish --access public --provenance
npm notice
npm notice 📦  @acme/ui-kit@5.3.1
npm notice Tarball Details
npm notice name:          @acme/ui-kit
npm notice version:       5.3.1
npm notice shasum:        {0}
npm notice integrity:     sha512-{1}
npm notice total files:   3
npm notice Signed provenance statement with source and build information from GitHub Actions
npm notice Provenance statement published to transparency log: https://search.sigstore.dev/?logIndex={2}
npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access
+ @acme/ui-kit@5.3.1
""", sha(), b64(64), r(9, DIGITS))

la("""$ cargo publish
    Updating crates.io index
   Packaging tinyquant v0.7.3 (/home/dev/src/tinyquant)
    Verifying tinyquant v0.7.3 (/home/dev/src/tinyquant)
   Compiling libc v0.2.167
   Compiling bytemuck v1.20.0
   Compiling tinyquant v0.7.3 (/home/dev/src/tinyquant/target/package/tinyquant-0.7.3)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 8.91s
    Packaged 21 files, 84.9KiB (23.0KiB compressed)
   Uploading tinyquant v0.7.3 (/home/dev/src/tinyquant)
    Uploaded tinyquant v0.7.3 to registry `crates-io`
   Published tinyquant v0.7.3 at registry `crates-io`
$ cat ~/.cargo/config.toml
[registry]
global-credential-providers = ["cargo:libsecret"]
[net]
git-fetch-with-cli = true
$ sha256sum target/package/tinyquant-0.7.3.crate
{0}  target/package/tinyquant-0.7.3.crate
""", h64())

la("""$ twine upload -v dist/*
INFO     Using configuration from /home/dev/.pypirc
Uploading distributions to https://upload.pypi.org/legacy/
INFO     dist/fastgrid-1.4.1-py3-none-any.whl (41.3 KB)
INFO     dist/fastgrid-1.4.1.tar.gz (39.0 KB)
INFO     username set from environment variable TWINE_USERNAME
INFO     password set from environment variable TWINE_PASSWORD
INFO     username: __token__
INFO     password: <hidden>
Uploading fastgrid-1.4.1-py3-none-any.whl
100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 50.2/50.2 kB • 00:00 • 1.2 MB/s
INFO     Response from https://upload.pypi.org/legacy/:
         200 OK
INFO     fastgrid-1.4.1-py3-none-any.whl  sha256={0}
Uploading fastgrid-1.4.1.tar.gz
100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 47.7/47.7 kB • 00:00 • 1.3 MB/s

View at:
https://pypi.org/project/fastgrid/1.4.1/
""", h64())

la("""$ az account show -o json
{
  "environmentName": "AzureCloud",
  "homeTenantId": "{0}",
  "id": "{1}",
  "isDefault": true,
  "managedByTenants": [],
  "name": "Platform-Prod",
  "state": "Enabled",
  "tenantId": "{0}",
  "user": { "name": "ops@example.onmicrosoft.com", "type": "user" }
}
$ az storage account show -n acmeprodlogs -g rg-logs --query "{kind:kind, sku:sku.name, tls:minimumTlsVersion, sharedKey:allowSharedKeyAccess}" -o json
{
  "kind": "StorageV2",
  "sharedKey": false,
  "sku": "Standard_ZRS",
  "tls": "TLS1_2"
}
$ az storage container list --account-name acmeprodlogs --auth-mode login --query "[].name" -o tsv
insights-logs-auditevent
""", uuid4(), uuid4())

la("""$ gcloud config list
[core]
account = ci-deployer@acme-prod-3381.iam.gserviceaccount.com
disable_usage_reporting = True
project = acme-prod-3381
[compute]
region = europe-west4
zone = europe-west4-b

$ gcloud iam service-accounts keys list --iam-account ci-deployer@acme-prod-3381.iam.gserviceaccount.com
KEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED
{0}  2026-06-01T08:00:12Z  2026-12-28T08:00:12Z  False
{1}  2025-12-01T08:00:03Z  2026-06-29T08:00:03Z  True

$ gcloud auth print-identity-token --help | head -3
NAME
    gcloud auth print-identity-token - print an identity token for the
        specified account
""", sha(), sha())

la("""$ doctl auth list
default (current)
staging

$ doctl account get
User Email          Team          Droplet Limit    Email Verified    User UUID                               Status
ops@example.com     Acme Infra    25               true              {0}    active

$ doctl kubernetes cluster list
ID                                      Name           Region    Version        Auto Upgrade    Status
{1}    k8s-ams3-prod  ams3      1.31.1-do.4    true            running

$ doctl registry repository list-v2
Name         Latest Manifest                                                            Latest Tag
web          sha256:{2}    4.2.0
""", uuid4(), uuid4(), h64())

la("""$ git remote -v
origin  git@github.com:acme/infra-live.git (fetch)
origin  git@github.com:acme/infra-live.git (push)
$ git config --get-regexp 'credential|url'
credential.helper cache --timeout=3600
credential.https://github.com.helper !gh auth git-credential
$ gh auth status
github.com
  ✓ Logged in to github.com account dkowalski (keyring)
  - Active account: true
  - Git operations protocol: ssh
  - Token: gho_************************************
  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'
$ git log -2 --format='%H %an %s'
{0} Dana Kowalski widen private subnet ranges
{1} Dana Kowalski pin aws provider 5.80.0
""", sha(), sha())

la("""$ env | sort | grep -v PATH
HOME=/home/app
HOSTNAME=notifier-7d9c8b5f6-x2lqk
KUBERNETES_PORT=tcp://10.96.0.1:443
KUBERNETES_SERVICE_HOST=10.96.0.1
LANG=C.UTF-8
NOTIFIER_CHANNEL=C0{0}
NOTIFIER_LOG_LEVEL=debug
NOTIFIER_WORKSPACE=T0{1}
PYTHONUNBUFFERED=1
PYTHON_VERSION=3.12.7
SLACK_APP_ID=A0{2}
SLACK_BOT_TOKEN_FILE=/var/run/secrets/slack/bot-token
SLACK_CLIENT_ID={3}.{4}
SLACK_SIGNING_SECRET_FILE=/var/run/secrets/slack/signing
TZ=Europe/Berlin
""", r(9, UPPER_NUM), r(9, UPPER_NUM), r(9, UPPER_NUM), r(12, DIGITS), r(13, DIGITS))

la("""$ cat ~/.aws/config
[default]
region = eu-central-1
output = json

[profile prod-admin]
role_arn = arn:aws:iam::730335218841:role/OrgAdmin
source_profile = sso-base
mfa_serial = arn:aws:iam::118220944107:mfa/jlee
duration_seconds = 3600

[profile sso-base]
sso_session = acme
sso_account_id = 118220944107
sso_role_name = PowerUserAccess

[sso-session acme]
sso_start_url = https://acme.awsapps.com/start
sso_region = eu-central-1

$ aws sts get-caller-identity --profile prod-admin
{
    "UserId": "AROA{0}:botocore-session-1733450712",
    "Account": "730335218841",
    "Arn": "arn:aws:sts::730335218841:assumed-role/OrgAdmin/botocore-session-1733450712"
}
""", r(17, UPPER_NUM))

la("""$ python
Python 3.12.7 (main, Oct  8 2026, 12:41:04) [GCC 13.2.0] on linux
>>> import anthropic, os
>>> anthropic.__version__
'0.49.0'
>>> "ANTHROPIC_API_KEY" in os.environ
True
>>> client = anthropic.Anthropic()  # reads ANTHROPIC_API_KEY from the environment
>>> msg = client.messages.create(model="claude-sonnet-4-5", max_tokens=64,
...     messages=[{"role": "user", "content": "ping"}])
>>> msg.id
'msg_{0}'
>>> msg._request_id
'req_{1}'
>>> msg.usage.output_tokens
5
>>> exit()
""", r(24, ALNUM), r(24, ALNUM))

la("""$ kubectl get secret mailer-credentials -n notify -o yaml
apiVersion: v1
kind: Secret
metadata:
  name: mailer-credentials
  namespace: notify
  uid: {0}
  resourceVersion: "51230044"
  annotations:
    external-secrets.io/managed-by: ExternalSecret/mailer-credentials
type: Opaque
data: {}
# (data hidden: the ExternalSecret controller syncs SENDGRID_API_KEY from
#  aws-secretsmanager://prod/notify/sendgrid every 1h; last sync 2026-12-05T21:00:03Z)
$ kubectl get externalsecret mailer-credentials -n notify
NAME                 STORE                 REFRESH INTERVAL   STATUS         READY
mailer-credentials   aws-secrets-manager   1h                 SecretSynced   True
""", uuid4())

la("""# /etc/datadog-agent/datadog.yaml
# api_key is injected by the helm chart from the datadog-secret Secret (key: api-key)
api_key: ENC[datadog_api_key]
secret_backend_command: /usr/local/bin/datadog-secret-helper
secret_backend_arguments:
  - /run/secrets/datadog
site: datadoghq.eu
hostname: batch-07.eu-central-1
tags:
  - env:prod
  - team:data
logs_enabled: true
apm_config:
  enabled: true
process_config:
  process_collection:
    enabled: false
""")

la("""$ glab ci view --job 8812034472 --log | head -16
Running with gitlab-runner 17.6.0 (374d34fd)
  on shared-runner-eu-3 t3_{0}, system ID: s_{1}
Preparing the "docker" executor
Using docker image sha256:{2} for node:22-alpine
Fetching changes with git depth set to 20...
Checking out {3} as detached HEAD (ref is main)...
Executing "step_script" stage of the job script
$ echo "//gitlab.example.com/api/v4/projects/412/packages/npm/:_authToken=${CI_JOB_TOKEN}" > .npmrc
$ curl --header "JOB-TOKEN: $CI_JOB_TOKEN" "https://gitlab.example.com/api/v4/projects/412/releases"
[{"name":"v2.8.0","tag_name":"v2.8.0","created_at":"2026-12-01T09:12:30.000Z"}]
$ npm ci --no-audit
added 812 packages in 21s
$ npm run build
> build
> vite build
Job succeeded
""", r(12, LOWER_NUM), r(12, LOWER_NUM), h64(), sha())

la("""# settings/production.py (excerpt)
import os
from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["app.example.com", "www.example.com"]
SECURE_HSTS_SECONDS = 31536000
SESSION_COOKIE_SECURE = True

TWILIO_ACCOUNT_SID = os.environ["TWILIO_ACCOUNT_SID"]
TWILIO_AUTH_TOKEN = os.environ["TWILIO_AUTH_TOKEN"]
TWILIO_MESSAGING_SERVICE_SID = "MG{0}"
# Twilio magic test number, documented for test credentials only
TWILIO_FROM_NUMBER = "+15005550006"

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
CELERY_BROKER_URL = os.environ["CELERY_BROKER_URL"]
LOGGING["root"]["level"] = "INFO"
""", r(32, HEX))

la("""$ vault read -field=username database/creds/readonly >/dev/null && echo ok
ok
$ vault lease lookup database/creds/readonly/{0}
Key             Value
---             -----
expire_time     2026-12-06T07:05:12.881044Z
id              database/creds/readonly/{0}
issue_time      2026-12-06T06:05:12.881044Z
last_renewal    <nil>
renewable       true
ttl             59m41s

$ vault token lookup -format=json | jq '.data | {accessor, policies, ttl, display_name}'
{
  "accessor": "{1}",
  "policies": ["default", "db-readonly"],
  "ttl": 2764,
  "display_name": "oidc-jlee"
}
""", r(24, ALNUM), r(24, ALNUM))

la("""$ huggingface-cli whoami
mlteam-bot
orgs:  acme-research
$ cat ~/.cache/huggingface/stored_tokens | wc -c
0
$ export HF_TOKEN="$(pass show hf/mlteam-bot)"
$ huggingface-cli upload acme-research/ner-small ./out/checkpoint-4200 .
Start hashing 6 files.
Finished hashing 6 files.
model.safetensors: 100%|██████████| 438M/438M [00:41<00:00, 10.6MB/s]
https://huggingface.co/acme-research/ner-small/commit/{0}
$ huggingface-cli scan-cache | tail -4
REPO ID                         REPO TYPE SIZE ON DISK NB FILES LAST_ACCESSED
acme-research/ner-small         model           438.1M        6 2 minutes ago
bert-base-multilingual-cased    model           714.3M        5 3 weeks ago
Done in 0.0s. Scanned 2 repo(s) for a total of 1.2G.
""", sha())

la("""$ cat ~/.config/rclone/rclone.conf
[spaces-ams]
type = s3
provider = DigitalOcean
env_auth = true
endpoint = ams3.digitaloceanspaces.com
acl = private

[local-backup]
type = alias
remote = /srv/backups

$ export RCLONE_CONFIG_SPACES_AMS_ACCESS_KEY_ID="$SPACES_KEY"
$ export RCLONE_CONFIG_SPACES_AMS_SECRET_ACCESS_KEY="$SPACES_SECRET"
$ rclone lsd spaces-ams:
          -1 2026-03-11 09:22:10        -1 media-prod
          -1 2026-07-02 14:05:51        -1 db-dumps
$ rclone md5sum spaces-ams:db-dumps/2026-12-05.sql.zst
{0}  2026-12-05.sql.zst
""", r(32, HEX))

la("""$ curl -s https://acme-outdoor.myshopify.com/admin/api/2024-10/graphql.json \\
    -H 'Content-Type: application/json' \\
    -H "X-Shopify-Access-Token: $SHOPIFY_ADMIN_TOKEN" \\
    -d '{"query":"{ shop { name currencyCode } }"}' | jq .
{
  "data": {
    "shop": { "name": "Acme Outdoor", "currencyCode": "EUR" }
  },
  "extensions": {
    "cost": {
      "requestedQueryCost": 1,
      "actualQueryCost": 1,
      "throttleStatus": { "maximumAvailable": 2000.0, "currentlyAvailable": 1999, "restoreRate": 100.0 }
    }
  }
}
$ shopify app info | grep -i 'client id'
Client ID          {0}
""", r(32, HEX))

la("""# values-prod.yaml
global:
  region: eu-west-1
  imageRegistry: registry.internal
queueRelay:
  image:
    tag: 1.9.3
  replicas: 2
  auth:
    # the chart reads the relay token from this Secret; never put it in values
    existingSecret: queue-relay-token
    existingSecretKey: token
  endpoints:
    - amqp://rabbit-0.mq.svc:5672
    - amqp://rabbit-1.mq.svc:5672
  podAnnotations:
    checksum/config: {0}
  resources:
    requests: { cpu: 100m, memory: 128Mi }
""", h64())

la("""Hallo, ich kopiere dir hier unsere Staging-Konfiguration, weil der Import seit gestern hängt.
Der Dienst läuft auf stage-api-02 (Debian 12, Kernel 6.1.0-26), Deployment-ID {0}.

[database]
host = pg-stage.intern
port = 5432
name = shop_stage
user = shop_app
password = ${SHOP_DB_PASSWORD}

Das Passwort steht wie immer im Vault unter secret/stage/shop/db, ich habe es nicht
in den Chat kopiert. Jonas hat es gestern rotiert (Version 14).

[import]
batch_size = 500
retry = 3
Im Log steht nur "connection reset by peer" nach 30 Sekunden. Hast du eine Idee?
""", uuid4())

la("""$ kubectl get secret analytics-db -n data -o jsonpath='{.data}' | jq 'keys'
[
  "DATABASE_URL",
  "PGSSLMODE"
]
$ kubectl get secret analytics-db -n data -o jsonpath='{.data.PGSSLMODE}' | base64 -d
require
$ kubectl get secret analytics-db -n data -o jsonpath='{.metadata}' | jq '{name, namespace, uid}'
{
  "name": "analytics-db",
  "namespace": "data",
  "uid": "{0}"
}
$ kubectl describe secret analytics-db -n data | tail -4
Data
====
DATABASE_URL:  97 bytes
PGSSLMODE:     7 bytes
""", uuid4())

la("""Salut, petit récap de la migration d'hier soir pour que tu puisses reprendre ce matin :

- le cluster Redis est passé de 6.2 à 7.2.5 (3 noeuds, cache-01 à cache-03, port 6380 en TLS)
- la réplication est repartie à 23h41, lag max 12 ms
- les dashboards Grafana sont dans le dossier "Cache / Prod" (uid {0})
- le job de warmup tourne toutes les 10 minutes, dernier run {1}

Pour te connecter, l'utilisateur est "ops" ; le mot de passe est dans le coffre
Bitwarden, collection "Infra", entrée "redis-prod ops". Je l'ai changé hier soir,
donc l'ancien ne marche plus.

Attention : ne relance pas FLUSHALL, le warmup prend presque 40 minutes.
Le ticket de suivi est OPS-4471, la checklist est dans le wiki sous Runbooks > Redis.
""", r(9, LOWER_NUM), uuid4())

la("""お疲れさまです。検索APIの設定を共有します。

環境: staging (ap-northeast-1)
サービス: search-gateway v2.14.0
イメージ: registry.internal/search/gateway@sha256:{0}
レプリカ数: 3
タイムアウト: 2500ms
インデックス: products_v7, articles_v3

Algolia のアプリIDは {1}、フロント用の検索専用キー(公開前提)は
{2} です。管理用キーは Secrets Manager の
staging/search/algolia-admin にあり、ここには貼りません。
デプロイは明日の10時(JST)です。チケットは SRCH-918 です。
""", h64(), r(10, UPPER_NUM), r(32, HEX))

la("""$ cat scripts/bootstrap-runner.sh
#!/usr/bin/env bash
set -euo pipefail
RUNNER_VERSION=2.321.0
RUNNER_DIR=/opt/actions-runner
RUNNER_LABELS=self-hosted,linux,x64,gpu
ORG_URL=https://github.com/acme
# short-lived registration token, fetched at boot with the GitHub App installation
REG_TOKEN="$(gh api -X POST /orgs/acme/actions/runners/registration-token --jq .token)"
mkdir -p "$RUNNER_DIR" && cd "$RUNNER_DIR"
curl -fsSLO "https://github.com/actions/runner/releases/download/v${RUNNER_VERSION}/actions-runner-linux-x64-${RUNNER_VERSION}.tar.gz"
echo "{0}  actions-runner-linux-x64-${RUNNER_VERSION}.tar.gz" | sha256sum -c
tar xzf actions-runner-linux-x64-${RUNNER_VERSION}.tar.gz
./config.sh --unattended --url "$ORG_URL" --token "$REG_TOKEN" --labels "$RUNNER_LABELS"
unset REG_TOKEN
""", h64())

la("""$ cat ~/.docker/config.json
{
  "auths": {
    "registry.internal:5000": {},
    "ghcr.io": {},
    "https://index.docker.io/v1/": {}
  },
  "credsStore": "desktop",
  "credHelpers": {
    "481516234200.dkr.ecr.eu-west-1.amazonaws.com": "ecr-login"
  },
  "currentContext": "default"
}
$ docker images --digests registry.internal:5000/tools/*
REPOSITORY                          TAG     DIGEST                                                                    IMAGE ID
registry.internal:5000/tools/lint   1.4.2   sha256:{0}   {1}
registry.internal:5000/tools/fmt    0.9.0   sha256:{2}   {3}
""", h64(), r(12, HEX), h64(), r(12, HEX))

la("""Hola equipo, os cuento lo que pasó con el despliegue de la API de facturación:

1. El pipeline falló en el paso "migrate" (run 11873400012, commit {0}).
2. El error era un timeout contra pg-billing.interno:5432 después de 30 s.
3. Subí el statement_timeout a 60 s y volví a lanzar el job; ya está en verde.

Para probar los endpoints nuevos desde Postman, cada uno tiene que pedir su propio
token de servicio con `svcctl token issue --ttl 7d`; no compartáis los tokens por chat.
En la colección de Postman la cabecera usa la variable {{service_token}}.

Las métricas están en el panel "Billing / API" de Grafana y las alertas en el canal
#billing-alerts. La versión desplegada es la 3.7.1 (imagen sha256:{1}).
""", sha()[:8], h64())

la("""{
  "session": "{0}",
  "events": [
    {"type": "tool_call", "id": "call_{1}", "tool": "read_file", "args": {"path": ".env.example"}},
    {"type": "tool_result", "id": "call_{1}", "output": "MAPS_KEY_A=\\nMAPS_KEY_B=\\nMAPS_STYLE_ID=streets-v12"},
    {"type": "tool_call", "id": "call_{2}", "tool": "read_file", "args": {"path": "src/maps/client.ts"}},
    {"type": "tool_result", "id": "call_{2}", "output": "const key = process.env.MAPS_KEY_A + process.env.MAPS_KEY_B;"},
    {"type": "tool_call", "id": "call_{3}", "tool": "bash", "args": {"command": "git log -1 --format=%H -- src/maps/client.ts"}},
    {"type": "tool_result", "id": "call_{3}", "output": "{4}"},
    {"type": "message", "role": "assistant", "text": "The key is split across two env variables; .env.example leaves both empty, so set them locally from the team vault."}
  ],
  "usage": {"input_tokens": 16034, "output_tokens": 388}
}
""", uuid4(), r(20, ALNUM), r(20, ALNUM), r(20, ALNUM), sha())

la("""; /etc/backup-agent/agent.ini
[agent]
id = {0}
schedule = 0 3 * * *
retention = 30d
compression = zstd
threads = 4

[target]
type = sftp
host = backup.storage.internal
port = 2222
user = backup
; key-based login, the private key lives in /etc/backup-agent/id_ed25519 (0600)
identity_file = /etc/backup-agent/id_ed25519
host_key_sha256 = SHA256:{1}

[notify]
on_failure = ops@example.com
""", uuid4(), b64(32).rstrip("="))

la("""Ciao Marco, ti riassumo la situazione del server di build:

- macchina: build-02.lab.interno (Ubuntu 24.04, 32 core, 128 GB)
- Jenkins 2.479.2, plugin aggiornati ieri
- l'ultimo job riuscito è il #4417 (commit {0})
- lo spazio su /var/lib/jenkins è al 71 %

La chiave SSH per il deploy è in /home/jenkins/.ssh/id_ed25519; la chiave pubblica,
da aggiungere ai server nuovi, è:
ssh-ed25519 {1} jenkins@build-02
La passphrase è nel credential store di Jenkins (id: deploy-ssh), non nel wiki.

Domani alle 9 facciamo il riavvio per il kernel, dura circa 15 minuti.
Il ticket è INFRA-2209.
""", sha()[:10], "AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(32)[:43])

la("""# application-prod.properties
spring.application.name=inventory-service
server.port=8080
management.endpoints.web.exposure.include=health,info,prometheus
spring.datasource.url=jdbc:postgresql://pg-inventory.internal:5432/inventory?sslmode=require
spring.datasource.username=${INVENTORY_DB_USER}
spring.datasource.password=${INVENTORY_DB_PASSWORD}
spring.datasource.hikari.maximum-pool-size=20
spring.datasource.hikari.connection-timeout=30000
spring.jpa.hibernate.ddl-auto=validate
spring.flyway.enabled=true
spring.flyway.locations=classpath:db/migration
logging.level.root=INFO
inventory.cache.ttl=PT5M
inventory.reservation.timeout=PT15M
""")

la("""Cześć, wklejam konfigurację webhooka z naszego panelu, bo płatności nie dochodzą:

Endpoint: https://api.sklep.example.pl/webhooks/payments
Wersja API: 2024-06-20
Zdarzenia: payment_intent.succeeded, charge.refunded, invoice.paid
ID endpointu: we_{0}
Ostatnia próba: 2026-12-05 21:14:08 CET, status 400, czas odpowiedzi 212 ms
ID zdarzenia: evt_{1}

Sekret podpisu jest w panelu ukryty (whsec_••••••••), a u nas czytamy go ze zmiennej
STRIPE_WEBHOOK_SECRET. Podejrzewam, że na produkcji wciąż jest sekret z trybu testowego.
W logach aplikacji widzę "No signatures found matching the expected signature for payload".
Jak sprawdzić, który sekret jest ustawiony, bez wypisywania go?
""", r(24, ALNUM), r(24, ALNUM))

la("""2026-12-05T20:11:03.114Z INFO  gateway  route=/v1/reports method=GET status=401 dur_ms=3 req={0}
2026-12-05T20:11:03.115Z DEBUG gateway  auth scheme=Bearer len=187 (value not logged)
2026-12-05T20:11:03.116Z WARN  gateway  jwt verification failed: signature mismatch kid=reporting-2026-11
2026-12-05T20:11:03.116Z DEBUG gateway  jwt header={"alg":"HS256","typ":"JWT"} sub=svc-reporting exp=1796000000
2026-12-05T20:11:03.201Z INFO  gateway  route=/v1/health method=GET status=200 dur_ms=1 req={1}
2026-12-05T20:11:04.882Z INFO  gateway  route=/v1/reports method=GET status=200 dur_ms=48 req={2}
2026-12-05T20:11:05.003Z INFO  gateway  upstream=reporting:8080 pool_active=4 pool_idle=12
2026-12-05T20:11:06.417Z INFO  gateway  config reload sha256={3}
2026-12-05T20:11:06.418Z INFO  gateway  jwks refreshed from https://auth.internal/.well-known/jwks.json keys=2
2026-12-05T20:11:06.418Z INFO  gateway  listening on :8443 (tls, h2)
2026-12-05T20:11:07.000Z INFO  gateway  heartbeat ok build=gw-5.2.1 trace={4}
2026-12-05T20:11:08.114Z INFO  gateway  route=/v1/reports method=GET status=200 dur_ms=41 req=retry-1
""", uuid4(), uuid4(), uuid4(), h64(), r(32, HEX))

la("""# prometheus.yml (remote write section)
global:
  scrape_interval: 15s
  external_labels:
    cluster: ams-prod-1
    replica: prometheus-0

remote_write:
  - url: https://metric-api.eu.newrelic.com/prometheus/v1/write?prometheus_server=ams-prod-1
    authorization:
      credentials_file: /etc/prometheus/secrets/newrelic-license
    queue_config:
      capacity: 10000
      max_shards: 30
    write_relabel_configs:
      - source_labels: [__name__]
        regex: 'go_.*|process_.*'
        action: drop

scrape_configs:
  - job_name: kube-state-metrics
    static_configs:
      - targets: ['kube-state-metrics.monitoring.svc:8080']
""")

# ============================================================ checks

_names: set[str] = set()
for _kind, _text, _secret in SECRETS:
    _cls, _, _name = _kind.partition("/")
    assert _cls and _name, _kind
    assert _kind not in _names, _kind
    _names.add(_kind)
    _pieces = _secret if isinstance(_secret, tuple) else (_secret,)
    for _piece in _pieces:
        assert _piece, _kind
        assert _piece in _text, (_kind, _piece)
        for _la in LOOK_ALIKES:
            assert _piece not in _la, (_kind, _piece)
_lines = [len(t.strip().splitlines()) for t in [s[1] for s in SECRETS] + LOOK_ALIKES]
assert min(_lines) >= 12, min(_lines)
assert len(SECRETS) == 60, len(SECRETS)
assert len(LOOK_ALIKES) == 60, len(LOOK_ALIKES)
assert len(set(LOOK_ALIKES)) == len(LOOK_ALIKES)
