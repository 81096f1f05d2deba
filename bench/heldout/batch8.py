# ruff: noqa: E501
"""Held-out batch 8: blind, written by a writer who never read the rules, after the rules were frozen (73d10f5), before measuring.

Only the batch format (batches 1-7) and the classes of issue 20 were read; the filter's
rules, code, docs and earlier results were not. Not to be tuned on until its first
measurement is recorded.

New kinds: tools' own password/token flags in package, chart, backup and directory
tooling (database shells, artifact stores, mobile build); log shippers, Prometheus and
Alertmanager, migration tools, dbt, fastlane and app-framework config files;
headers in HAR/Postman/grpcurl/PowerShell form and session/signed cookies; credentials in
git remotes, package indexes, JDBC params, OAuth fragments and callback codes; SQL that
grants, replicates or stores credentials; key material in Helm/k8s/wg/NaCl forms; secrets
in notebooks, test fixtures, Perl, R, Lua, Groovy and C; traces from HTTP retries, PHP
frames, Go panics and crash dumps; commit messages, shell history, diffs, OAuth token
responses and base64-wrapped config. Look-alikes pair these with their placeholder,
masked, reference, hash and public forms.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(8_2026_12_04)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
LOWER_NUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def b64(n_bytes: int) -> str:
    return base64.b64encode(_rng.randbytes(n_bytes)).decode()


def b64url(n_bytes: int) -> str:
    return base64.urlsafe_b64encode(_rng.randbytes(n_bytes)).rstrip(b"=").decode()


def pw() -> str:
    return r(2, UPPER) + r(5, LOWER) + _rng.choice("!%#.-_+=") + r(3, string.digits) + r(3, ALNUM)


_WORDS = [
    "gravel",
    "juniper",
    "monsoon",
    "pickle",
    "ember",
    "tripod",
    "velvet",
    "anchor",
    "sparrow",
    "mosaic",
    "glacier",
    "thistle",
    "cobalt",
    "riddle",
    "saffron",
    "zephyr",
]


def phrase() -> str:
    return "-".join(_rng.choice(_WORDS).capitalize() for _ in range(3)) + "-" + r(3, string.digits)


def uuid4() -> str:
    h = r(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{_rng.choice('89ab')}{h[17:20]}-{h[20:]}"


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []


def add(kind: str, template: str, *values: str) -> None:
    text = template.format(*values)
    SECRETS.append((kind, text, values[0] if len(values) == 1 else tuple(values)))


# --- cli: tools' own password/token flags ------------------------------------------
add(
    "cli/helm-repo-add",
    "helm repo add internal https://charts.corp.internal/stable --username ci-bot --password {0}",
    r(32, ALNUM),
)
add(
    "cli/dotnet-nuget-source",
    'dotnet nuget add source "https://pkgs.corp.internal/nuget/v3/index.json" --name corp -u build -p {0} --store-password-in-clear-text',
    r(40, LOWER_NUM),
)
add(
    "cli/argocd-login",
    "argocd login argocd.ops.internal --grpc-web --username admin --password '{0}'",
    pw(),
)
add(
    "cli/influx-setup",
    "influx setup --org acme --bucket metrics --username admin --password {0} --token {1} --force",
    pw(),
    b64url(48),
)
add(
    "cli/restic-env-prefix",
    "RESTIC_PASSWORD='{0}' restic -r sftp:backup@nas.lan:/srv/restic snapshots",
    phrase(),
)
add(
    "cli/borg-passphrase-export",
    "export BORG_PASSPHRASE='{0}'\nborg create --stats ::'{{hostname}}-{{now}}' ~/projects",
    phrase(),
)
add(
    "cli/svn-password",
    "svn checkout --username build --password {0} --non-interactive https://svn.corp.internal/repos/legacy/trunk",
    pw(),
)
add(
    "cli/gh-secret-body",
    'gh secret set DEPLOY_HOOK_SECRET --repo acme/shop --body "{0}"',
    r(40, HEX),
)
add(
    "cli/ldappasswd-ws",
    "ldappasswd -H ldaps://ldap.corp.internal -x -D 'cn=admin,dc=corp,dc=internal' -w {0} -s {1} 'uid=mlopez,ou=people,dc=corp,dc=internal'",
    pw(),
    pw(),
)
add(
    "cli/mongodump-password",
    'mongodump --host rs0/mongo-0:27017 --username backup --password "{0}" --authenticationDatabase admin --out /backups/$(date +%F)',
    pw(),
)
add(
    "cli/rclone-config-create",
    "rclone config create wasabi s3 provider=Wasabi access_key_id=WSB"
    + r(17, UPPER + string.digits)
    + " secret_access_key={0} endpoint=s3.eu-central-1.wasabisys.com",
    r(40, ALNUM),
)
add(
    "cli/rancher-token-flag",
    "rancher login https://rancher.ops.internal --token {0} --context c-m-7x2k:p-9qz4",
    "token-" + r(5, LOWER_NUM) + ":" + r(54, LOWER_NUM),
)

# --- config: files of build tools, brokers, schedulers, frameworks --------------------
add(
    "config/ansible-group-vars",
    '# group_vars/db.yml\nmysql_root_password: "{0}"\nmysql_databases:\n  - name: shop',
    pw(),
)
add(
    "config/tfstate-attributes",
    '{{\n  "mode": "managed",\n  "type": "aws_db_instance",\n  "instances": [{{\n    "attributes": {{\n      "engine": "postgres",\n      "password": "{0}",\n      "username": "root"\n    }}\n  }}]\n}}',
    r(24, ALNUM),
)
add(
    "config/tfvars-hex",
    'region          = "eu-west-1"\ndatadog_api_key = "{0}"\ninstance_count  = 3',
    r(32, HEX),
)
add(
    "config/mosquitto-bridge",
    "connection cloud-bridge\naddress mqtt.cloud.internal:8883\nremote_username edge-07\nremote_password {0}\ntopic sensors/# out 1",
    pw(),
)
add(
    "config/rabbitmq-conf-default-pass",
    "listeners.tcp.default = 5672\ndefault_user = admin\ndefault_pass = {0}\nmanagement.tcp.port = 15672",
    pw(),
)
add(
    "config/keycloak-client-secret",
    '{{\n  "clientId": "grafana",\n  "protocol": "openid-connect",\n  "publicClient": false,\n  "secret": "{0}",\n  "redirectUris": ["https://grafana.corp.internal/*"]\n}}',
    r(32, ALNUM),
)
add(
    "config/k8s-stringdata",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp\ntype: Opaque\nstringData:\n  SMTP_PASSWORD: {0}",
    pw(),
)
add(
    "config/k8s-data-b64",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ndata:\n  username: YXBw\n  password: {0}",
    base64.b64encode(pw().encode()).decode(),
)
add(
    "config/gha-with-password",
    "      - uses: appleboy/ssh-action@v1\n        with:\n          host: 203.0.113.40\n          username: deploy\n          password: {0}\n          script: ./deploy.sh",
    pw(),
)
add(
    "config/bitbucket-pipelines-var",
    "pipelines:\n  default:\n    - step:\n        script:\n          - export SONAR_LOGIN={0}\n          - sonar-scanner",
    r(40, HEX),
)
add(
    "config/jenkins-casc",
    'credentials:\n  system:\n    domainCredentials:\n      - credentials:\n          - usernamePassword:\n              id: "nexus"\n              username: "deploy"\n              password: "{0}"',
    pw(),
)
add(
    "config/vscode-sqltools",
    '"sqltools.connections": [\n  {{\n    "name": "prod-ro",\n    "driver": "PostgreSQL",\n    "server": "db.corp.internal",\n    "username": "readonly",\n    "password": "{0}"\n  }}\n]',
    pw(),
)
add(
    "config/nomad-vault-token",
    'vault {{\n  enabled = true\n  address = "https://vault.service.consul:8200"\n  token   = "hvs.{0}"\n}}',
    r(24, ALNUM),
)
add(
    "config/symfony-app-secret",
    "###> symfony/framework-bundle ###\nAPP_ENV=prod\nAPP_SECRET={0}\n###< symfony/framework-bundle ###",
    r(32, HEX),
)
add(
    "config/eas-json-env",
    '{{\n  "build": {{\n    "production": {{\n      "env": {{\n        "SENTRY_AUTH_TOKEN": "{0}"\n      }}\n    }}\n  }}\n}}',
    r(64, HEX),
)
add("config/php-fpm-env", "[www]\nclear_env = no\nenv[DB_HOST] = db\nenv[DB_PASSWORD] = {0}", pw())
add(
    "config/proxychains-line",
    "[ProxyList]\n# type host port [user pass]\nsocks5 10.8.0.1 1080 tunnel {0}",
    pw(),
)
add(
    "config/pm2-ecosystem",
    "module.exports = {{\n  apps: [{{\n    name: 'worker',\n    script: 'dist/worker.js',\n    env_production: {{ QUEUE_SECRET: '{0}' }}\n  }}]\n}}",
    r(40, ALNUM),
)

# --- header: HAR, Postman, grpcurl, PowerShell, cookies ------------------------------
add(
    "header/har-entry",
    '{{"name": "authorization", "value": "Basic {0}"}},\n{{"name": "accept", "value": "application/json"}}',
    base64.b64encode(("svc-export:" + pw()).encode()).decode(),
)
add(
    "header/postman-collection",
    '"header": [\n  {{ "key": "X-Partner-Key", "value": "{0}", "type": "text" }}\n]',
    r(40, ALNUM),
)
add(
    "header/pwsh-irm-headers",
    'Invoke-RestMethod -Uri https://api.corp.internal/v2/users -Headers @{{ "X-Auth-Token" = "{0}" }} -Method Get',
    r(48, HEX),
)
add(
    "header/flask-session-cookie",
    "Cookie: theme=dark; session={0}",
    "eyJ1c2VyX2lkIjo0Mn0." + r(6, URLSAFE) + "." + r(27, URLSAFE),
)
add(
    "header/httpie-colon",
    "http POST https://api.corp.internal/v1/reindex X-Service-Token:{0} scope=all",
    r(40, URLSAFE),
)

# --- url: credentials in remotes, indexes, fragments ---------------------------------
add(
    "url/jdbc-password-param",
    "spring.datasource.url=jdbc:postgresql://db.corp.internal:5432/orders?user=orders&password={0}&ssl=true",
    pw(),
)
add(
    "url/sqlalchemy-mssql",
    'engine = create_engine("mssql+pyodbc://sa:{0}@sql01/Crm?driver=ODBC+Driver+18+for+SQL+Server")',
    pw(),
)
add(
    "url/es-basic",
    "curl -s 'https://elastic:{0}@es01.corp.internal:9200/_cluster/health?pretty'",
    r(20, ALNUM),
)
add("url/couchdb-admin", "COUCHDB_URL=http://admin:{0}@couchdb:5984/inventory", pw())
add(
    "url/webdav-davs",
    "Mounting davs://jdoe:{0}@cloud.corp.internal/remote.php/dav/files/jdoe/ ...",
    pw(),
)
add(
    "query/webhook-token",
    "POST https://ingest.corp.internal/hooks/github?token={0} -> 204 No Content",
    r(40, ALNUM),
)

# --- sql ------------------------------------------------------------------------------
add(
    "sql/mysql-grant-identified",
    "GRANT ALL PRIVILEGES ON shop.* TO 'shop'@'%' IDENTIFIED BY '{0}';",
    pw(),
)
add("sql/redshift-create-user", "CREATE USER loader PASSWORD '{0}' CREATEDB;", pw())
add(
    "sql/dblink-connstr",
    "SELECT * FROM dblink('host=10.2.0.8 dbname=legacy user=ro password={0}', 'select id, email from users') AS t(id int, email text);",
    pw(),
)
add(
    "sql/snowflake-stage-creds",
    "CREATE STAGE raw_events URL='s3://corp-events/raw/'\n  CREDENTIALS=(AWS_KEY_ID='AKIA"
    + r(16, UPPER + "234567")
    + "' AWS_SECRET_KEY='{0}');",
    r(40, ALNUM + "/+"),
)

# --- keymat ---------------------------------------------------------------------------
add(
    "keymat/nacl-hex-seed",
    'signing_key = nacl.signing.SigningKey(bytes.fromhex("{0}"))',
    r(64, HEX),
)
add(
    "keymat/k8s-tls-key-b64",
    "apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\ndata:\n  tls.crt: LS0tLS1CRUdJTi...\n  tls.key: {0}",
    base64.b64encode(
        b"-----BEGIN EC PRIVATE KEY-----\n"
        + base64.b64encode(_rng.randbytes(121))
        + b"\n-----END EC PRIVATE KEY-----\n"
    ).decode(),
)
add(
    "keymat/aes-gcm-key-hex-env",
    "# generated with openssl rand -hex 32\nFIELD_ENCRYPTION_KEY={0}",
    r(64, HEX),
)

# --- private tag in other wrappers ----------------------------------------------------
add("private/cdata-wrapped", "<note><![CDATA[staging login: <private>{0}</private>]]></note>", pw())
add("private/newline-inside-tag", "deploy notes <private\n>{0}</private\n> end", pw())

# --- prose ----------------------------------------------------------------------------
add("prose/turkish-sifre", "Sunucunun root şifresi: {0} — kimseyle paylaşma.", pw())
add("prose/indonesian-kata-sandi", "kata sandi untuk dashboard staging adalah {0}", pw())
add("prose/czech-heslo", "Heslo k databázi je {0}, změním ho po release.", pw())
add(
    "prose/slack-here",
    "@here the new admin pw for the staging Grafana is {0} (rotating Friday)",
    phrase(),
)
add(
    "prose/agent-summary",
    "Summary: configured the SMTP relay; the relay accepts user `mailer` with password {0} on port 587.",
    pw(),
)

# --- positional -----------------------------------------------------------------------
add(
    "positional/cloudflared-install",
    "sudo cloudflared service install {0}",
    "eyJhIjoi" + b64url(150),
)
add(
    "positional/deploy-script-arg",
    "$ ./scripts/deploy.sh production {0}\n==> deploying build 1842 to production",
    r(40, ALNUM),
)
add(
    "positional/kestrelctl-login",
    "kestrelctl auth login {0}\nLogged in as ops@corp.internal",
    "kst_" + r(40, ALNUM),
)

# --- split ----------------------------------------------------------------------------
add("split/toml-multiline-concat", 'api_secret = """\n{0}\\\n{1}"""', r(24, ALNUM), r(24, ALNUM))
add("split/powershell-plus", '$token = "{0}" +\n         "{1}"', r(22, ALNUM), r(22, ALNUM))

# --- trace ----------------------------------------------------------------------------
add(
    "trace/requests-max-retries",
    "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='export.corp.internal', port=443): Max retries exceeded with url: /v1/dump?access_token={0} (Caused by NewConnectionError('Failed to establish a new connection: [Errno 111] Connection refused'))",
    r(48, URLSAFE),
)
add(
    "trace/php-frame-args",
    "PDOException: SQLSTATE[HY000] [1045] Access denied\n#0 /var/www/src/Db.php(42): PDO->__construct('mysql:host=db;dbname=shop', 'shop', '{0}')\n#1 /var/www/public/index.php(12): Db->connect()",
    pw(),
)
add(
    "trace/go-panic-percent-v",
    'panic: dial failed: &config.Config{{Addr:"10.0.0.5:6379", Username:"default", APIKey:"{0}", Timeout:5000000000}}\n\ngoroutine 1 [running]:\nmain.main()\n\t/app/main.go:31 +0x1a5',
    r(40, ALNUM),
)
add(
    "trace/crash-dump-environ",
    'Core was generated by `/usr/local/bin/billingd\'.\n(gdb) x/4s *environ\n0x7ffd1c3e:\t"PATH=/usr/bin:/bin"\n0x7ffd1c52:\t"BILLING_API_SECRET={0}"\n0x7ffd1c8a:\t"LANG=C.UTF-8"',
    r(40, ALNUM),
)
add(
    "trace/faraday-headers",
    'Faraday::UnauthorizedError: the server responded with status 401\nrequest_headers: {{"User-Agent"=>"Faraday v2.9.0", "X-Api-Secret"=>"{0}"}}',
    r(36, ALNUM),
)

# --- code -----------------------------------------------------------------------------
add(
    "code/ipynb-cell-source",
    '"cell_type": "code",\n"source": [\n  "import corpclient\\n",\n  "client = corpclient.Client(api_key=\\"{0}\\")\\n"\n]',
    r(40, ALNUM),
)
add(
    "code/pytest-fixture-token",
    '@pytest.fixture\ndef live_client():\n    # real sandbox key so the e2e test hits the API\n    return Client(token="{0}")',
    r(40, ALNUM),
)
add(
    "code/perl-dbi",
    'my $dbh = DBI->connect("dbi:Pg:dbname=app;host=db", "app", "{0}", {{ RaiseError => 1 }});',
    pw(),
)
add(
    "code/r-setenv",
    'Sys.setenv(CORP_API_KEY = "{0}")\ndf <- corp_fetch("sales", year = 2026)',
    r(32, HEX),
)
add(
    "code/lua-openresty",
    'local hmac_secret = "{0}"\nlocal sig = ngx.hmac_sha1(hmac_secret, ngx.var.request_uri)',
    r(32, ALNUM),
)
add(
    "code/jenkinsfile-withenv",
    'withEnv(["REGISTRY_PASSWORD={0}"]) {{\n  sh "docker login -u ci --password-stdin registry.corp.internal <<< $REGISTRY_PASSWORD"\n}}',
    pw(),
)
add("code/c-curl-userpwd", 'curl_easy_setopt(h, CURLOPT_USERPWD, "svc-sync:{0}");', pw())

# --- other: commit messages, history, diffs, tool outputs ----------------------------
add(
    "other/commit-message-body",
    "commit 3f1c9a2e\nAuthor: dev <dev@corp.internal>\n\n    temp: hardcode staging token {0} until vault is back",
    r(36, ALNUM),
)
add(
    "other/bash-history-curl-u",
    "  1041  cd ~/work/infra\n  1042  curl -u admin:{0} http://localhost:15672/api/overview\n  1043  git status",
    pw(),
)
add(
    "other/diff-added-client-secret",
    '@@ -12,6 +12,7 @@ OIDC = {{\n     "client_id": "portal",\n+    "client_secret": "{0}",\n     "issuer": "https://sso.corp.internal/realms/main",',
    r(32, ALNUM),
)
add(
    "other/oauth-token-response",
    '{{\n  "access_token": "{0}",\n  "token_type": "Bearer",\n  "expires_in": 3599,\n  "refresh_token": "{1}",\n  "scope": "openid offline_access"\n}}',
    r(64, URLSAFE),
    r(64, URLSAFE),
)
add(
    "other/device-code-response",
    '{{"device_code":"{0}","user_code":"KQPD-ZRTX","verification_uri":"https://sso.corp.internal/device","expires_in":900,"interval":5}}',
    r(43, URLSAFE),
)
add(
    "other/base64-json-config",
    "$ echo '{0}' | base64 -d > config.json",
    base64.b64encode(
        json.dumps({"db_user": "app", "db_password": pw(), "host": "db"}).encode()
    ).decode(),
)
add(
    "other/kubectl-jsonpath-decoded",
    "$ kubectl -n prod get secret redis -o jsonpath='{{.data.password}}' | base64 -d\n{0}",
    r(32, ALNUM),
)
add(
    "other/docker-inspect-env",
    '"Env": [\n    "POSTGRES_USER=app",\n    "POSTGRES_PASSWORD={0}",\n    "PATH=/usr/local/sbin:/usr/local/bin"\n],',
    pw(),
)
add(
    "other/sts-credentials-json",
    '{{\n  "Credentials": {{\n    "AccessKeyId": "ASIA'
    + r(16, UPPER + "234567")
    + '",\n    "SecretAccessKey": "{0}",\n    "Expiration": "2026-12-04T23:10:00+00:00"\n  }}\n}}',
    r(40, ALNUM + "/+"),
)
add(
    "other/printenv-grep",
    "$ printenv | grep -i key\nGPG_KEY_ID=4F2A9C1E\nPAYMENTS_SIGNING_KEY={0}",
    r(48, ALNUM),
)
add(
    "other/heroku-pg-credentials",
    '$ heroku pg:credentials:url DATABASE\nConnection info string:\n   "dbname=d8k2 host=ec2-1-2-3-4.compute-1.amazonaws.com port=5432 user=u3kq password={0} sslmode=require"',
    r(64, HEX),
)

# --- more tools, configs and places ---------------------------------------------------
add(
    "cli/mysqlsh-password-eq",
    "mysqlsh --uri root@db.corp.internal:3306 --password={0} --sql -e 'show databases'",
    pw(),
)
add("cli/cqlsh-p", "cqlsh 10.0.5.21 9042 -u cassandra -p '{0}' -e 'DESCRIBE KEYSPACES'", pw())
add(
    "positional/neo4j-initial-password",
    "$ neo4j-admin dbms set-initial-password {0}\nChanged password for user 'neo4j'.",
    pw(),
)
add(
    "cli/couchbase-cluster-init",
    "couchbase-cli cluster-init -c 127.0.0.1 --cluster-username Administrator --cluster-password {0} --services data,index,query",
    pw(),
)
add(
    "cli/jfrog-access-token",
    "jf config add corp --url https://corp.jfrog.internal --user ci --access-token {0} --interactive=false",
    r(64, ALNUM),
)
add(
    "cli/twine-p",
    "twine upload --repository-url https://pypi.corp.internal/ -u deploy -p {0} dist/*",
    pw(),
)
add(
    "cli/docker-build-arg",
    "docker build --build-arg NPM_TOKEN={0} -t registry.corp.internal/web:1.9.0 .",
    r(36, ALNUM),
)
add("cli/bcp-P", "bcp dbo.Orders out orders.dat -S sql01.corp.internal -U etl -P {0} -c -t,", pw())
add(
    "cli/eas-secret-create",
    "eas secret:create --scope project --name SENTRY_TOKEN --value {0} --type string",
    r(64, HEX),
)
add(
    "config/fluent-bit-output",
    "[OUTPUT]\n    Name        es\n    Match       *\n    Host        es01.corp.internal\n    HTTP_User   fluent\n    HTTP_Passwd {0}\n    tls         On",
    pw(),
)
add(
    "config/vector-toml-auth",
    '[sinks.loki]\ntype = "loki"\nendpoint = "https://loki.corp.internal"\nauth.strategy = "basic"\nauth.user = "vector"\nauth.password = "{0}"',
    r(28, ALNUM),
)
add(
    "config/prometheus-basic-auth",
    "scrape_configs:\n  - job_name: node\n    basic_auth:\n      username: prom\n      password: {0}\n    static_configs:\n      - targets: ['10.0.0.4:9100']",
    pw(),
)
add(
    "config/alertmanager-smtp",
    "global:\n  smtp_smarthost: smtp.corp.internal:587\n  smtp_auth_username: alerts@corp.internal\n  smtp_auth_password: '{0}'",
    pw(),
)
add(
    "config/liquibase-properties",
    "changeLogFile: db/changelog/root.yaml\nurl: jdbc:postgresql://db:5432/app\nusername: migrator\npassword: {0}",
    pw(),
)
add(
    "config/flyway-conf",
    "flyway.url=jdbc:mysql://db:3306/shop\nflyway.user=flyway\nflyway.password={0}\nflyway.locations=filesystem:sql",
    pw(),
)
add(
    "config/hibernate-cfg-xml",
    '<property name="hibernate.connection.username">app</property>\n<property name="hibernate.connection.password">{0}</property>',
    pw(),
)
add(
    "config/dbt-profiles",
    "analytics:\n  target: prod\n  outputs:\n    prod:\n      type: postgres\n      host: dw.corp.internal\n      user: dbt\n      password: {0}\n      dbname: analytics",
    pw(),
)
add(
    "config/fastlane-dotenv",
    "# fastlane/.env.default\nFASTLANE_USER=release@corp.internal\nFASTLANE_PASSWORD={0}\nMATCH_PASSWORD={1}",
    pw(),
    phrase(),
)
add(
    "config/gh-hosts-yml",
    "# ~/.config/gh/hosts.yml\ngithub.corp.internal:\n    user: dev\n    oauth_token: {0}\n    git_protocol: https",
    r(40, HEX),
)
add(
    "other/netscape-cookie-jar",
    "# Netscape HTTP Cookie File\n#HttpOnly_.corp.internal\tTRUE\t/\tTRUE\t1796000000\tremember_token\t{0}",
    r(64, URLSAFE),
)
add(
    "code/fetch-headers-literal",
    'const res = await fetch(`${{BASE}}/v1/tenants`, {{\n  headers: {{ "X-Tenant-Secret": "{0}" }},\n}});',
    r(40, ALNUM),
)
add("url/sftp-userinfo", "lftp_url = sftp://upload:{0}@files.partner.internal:22/inbox", pw())
add(
    "url/mysqlx-scheme",
    "MYSQLX_URI=mysqlx://shop:{0}@db.corp.internal:33060/shop?ssl-mode=REQUIRED",
    pw(),
)
add(
    "query/login-get-password",
    '10.1.4.7 - - [04/Dec/2026:09:01:44 +0000] "GET /api/legacy/login?username=jdoe&password={0} HTTP/1.1" 200 512',
    pw(),
)
add(
    "sql/linked-server-login",
    "EXEC sp_addlinkedsrvlogin @rmtsrvname = N'LEGACY', @useself = N'False', @locallogin = NULL, @rmtuser = N'ro', @rmtpassword = N'{0}';",
    pw(),
)
add(
    "sql/ksqldb-connector",
    "CREATE SOURCE CONNECTOR pg_orders WITH (\n  'connector.class' = 'io.debezium.connector.postgresql.PostgresConnector',\n  'database.user' = 'cdc',\n  'database.password' = '{0}'\n);",
    pw(),
)
add(
    "keymat/sodium-keypair-json",
    '{{"publicKey":"' + b64(32) + '","privateKey":"{0}","keyType":"x25519"}}',
    b64(32),
)
add(
    "trace/go-url-error",
    'Error: Get "https://svc-sync:{0}@api.corp.internal/v1/jobs": dial tcp: lookup api.corp.internal on 127.0.0.53:53: no such host',
    pw(),
)


# --- look-alikes: must come back unchanged --------------------------------------------
LOOK_ALIKES: list[str] = [
    # placeholders
    "keytool -importkeystore -srckeystore release.p12 -srcstorepass:env STORE_PASS -destkeystore release.jks -deststorepass:env STORE_PASS",
    "openssl pkcs12 -export -in tls.crt -inkey tls.key -out bundle.pfx -passout env:PFX_PASSWORD",
    "helm repo add internal https://charts.corp.internal/stable --username ci-bot --password-stdin < /run/secrets/helm",
    "kubectl create secret generic gateway --from-literal=merchant-secret=<merchant-secret>",
    'argocd login argocd.ops.internal --username admin --password "$ARGOCD_PASSWORD"',
    "RESTIC_PASSWORD_FILE=/etc/restic/pass restic -r sftp:backup@nas.lan:/srv/restic snapshots",
    "export BORG_PASSCOMMAND='pass show backup/borg'",
    'gh secret set DEPLOY_HOOK_SECRET --repo acme/shop --body "$DEPLOY_HOOK_SECRET"',
    'ansible-playbook site.yml -e "ansible_become_password={{ vault_become_password }}"',
    "java -jar orders-service.jar --spring.datasource.password=${DB_PASSWORD}",
    "postgresql:\n  auth:\n    existingSecret: app-db\n    secretKeys:\n      adminPasswordKey: postgres-password",
    "mysql_root_password: \"{{ lookup('env', 'MYSQL_ROOT_PASSWORD') }}\"",
    "datadog_api_key = var.datadog_api_key",
    "<server>\n  <id>nexus-releases</id>\n  <username>${env.NEXUS_USER}</username>\n  <password>${env.NEXUS_PASSWORD}</password>\n</server>",
    '[registries.corp]\ntoken = "<paste token from https://crates.corp.internal/me>"',
    'npmAuthToken: "${NPM_AUTH_TOKEN}"',
    "signing.password=\nsigning.keyId=\n# fill these in locally, never commit",
    "masterauth <redis-password>\nreplica-read-only yes",
    'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${KAFKA_USER}" password="${KAFKA_PASSWORD}";',
    "default_user = admin\ndefault_pass = changeme",
    "fernet_key = {{ airflow_fernet_key }}",
    "stringData:\n  SMTP_PASSWORD: REPLACE_ME",
    "          password: ${{ secrets.DEPLOY_PASSWORD }}",
    'vault {\n  address = "https://vault.service.consul:8200"\n  token   = env("VAULT_TOKEN")\n}',
    "APP_KEY=\nAPP_DEBUG=true",
    '"Default": "Server=sql01;Database=Crm;User Id=crm_app;Password=***;TrustServerCertificate=True"',
    "env[DB_PASSWORD] = $DB_PASSWORD",
    "password ********\nfrom jdoe@corp.internal",
    '{ "key": "X-Partner-Key", "value": "{{partnerKey}}", "type": "text" }',
    'grpcurl -H "x-api-key: $API_KEY" api.corp.internal:443 billing.v1.Invoices/Get',
    "Invoke-RestMethod -Uri https://api.corp.internal/v2/users -Headers @{ 'X-Auth-Token' = $env:AUTH_TOKEN }",
    "Cookie: session=[REDACTED]; theme=dark",
    "DD-API-KEY: <DATADOG_API_KEY>",
    "origin\thttps://gitlab.corp.internal/platform/infra.git (fetch)\norigin\tgit@gitlab.corp.internal:platform/infra.git (push)",
    "pip install --extra-index-url https://pypi.corp.internal/simple/ corp-utils==3.2.0",
    "spring.datasource.url=jdbc:postgresql://db.corp.internal:5432/orders?ssl=true&sslmode=verify-full",
    "https://app.corp.internal/auth/callback#/settings/profile",
    'GET /oauth/callback?error=access_denied&state=x7Qm2Lp9Vt HTTP/1.1" 302 -',
    "CREATE USER etl IDENTIFIED WITH sha256_password BY :password;",
    "CHANGE REPLICATION SOURCE TO SOURCE_HOST='db1.corp.internal', SOURCE_USER='repl', SOURCE_PASSWORD=@repl_password;",
    "[Interface]\nAddress = 10.66.0.2/32\nPostUp = wg set %i private-key /etc/wireguard/%i.key",
    'the staging Grafana admin password is in 1Password under "Ops / Grafana staging"',
    "kata sandi harus minimal 12 karakter",
    "Şifreniz en az 12 karakter olmalıdır.",
    "Heslo musí mít alespoň 12 znaků.",
    "sudo cloudflared service install $TUNNEL_TOKEN",
    './scripts/deploy.sh production "$(cat .deploy-token)"',
    '"access_token": "<redacted>",\n"token_type": "Bearer",\n"expires_in": 3599',
    '{"device_code":"…","user_code":"KQPD-ZRTX","verification_uri":"https://sso.corp.internal/device"}',
    "chore: move the staging token to Vault (kv/staging/api) and remove it from .env.example",
    "  1042  curl -u admin http://localhost:15672/api/overview   # prompts for the password",
    '+    "client_secret": os.environ["OIDC_CLIENT_SECRET"],',
    '"Env": [\n    "POSTGRES_USER=app",\n    "POSTGRES_PASSWORD_FILE=/run/secrets/pg",\n    "PATH=/usr/local/bin"\n],',
    # hashes, digests, ids
    "commit 9c4e2b7a1f0d83e6c5b4a29187d3f60e2a1b5c7d\nMerge: 4a1f2c3 8e9d0b1\nAuthor: dev <dev@corp.internal>",
    "sha256:6a1f3e9d2c8b7a4f5e0d1c2b3a49f8e7d6c5b4a3928170f6e5d4c3b2a1f0e9d8",
    '"integrity": "sha512-Q2x4pW8nYv3kR7tF1mZ6bH9cJ0sL5aE2dG4iK7oN1qS3uV5xY8zB0cD2fH4jL6nP8rT0vX2zA4cE6gI8kM0oQ2sU4=="',
    "blake3: 8f2a6c1e9d4b7a30f5e2c8d1b6a94f7e3c0d2b5a8e1f4c7b0a3d6e9f2c5b8a1e  dist/app.tar.gz",
    "b3f1c0d2e4a5968778695a4b3c2d1e0f  openmpi-5.0.3.tar.bz2 (md5)",
    "X-Request-Id: 01JEH7Q3M9W4ZC6TBR2NXK5VDF",
    "traceparent: 00-7e1c3a9f5b2d4e6a8c0f1b3d5a7e9c2f-3a8d1f6c0b9e2a47-01",
    "X-Amzn-Trace-Id: Root=1-67a8c2f1-3b9d4e5f6a7b8c9d0e1f2a3b;Parent=53995c3f42cd8ad8;Sampled=1",
    "Correlation ID: 7d3c1e9a-52b4-4f86-a0c2-9e1b7f5d3a60",
    'ETag: W/"5e8f2a1c9b7d3e6f0a4c8b2d"',
    "Stripe event evt_1QbX3LCw7yPpD2Rk9sTfHn4M processed in 212 ms",
    "i-0a7f3c9e2b1d4f6a8 running t3.large eu-west-1b",
    "projects/corp-prod-4821/locations/europe-west4/clusters/gke-main",
    "image: ghcr.io/acme/api@sha256:1d4c7a9f2e6b8c0d3a5f7e9b1c3d5a7f9e1b3d5c7a9f1e3b5d7c9a1f3e5b7d9c",
    'resolved "https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#679591c564c3bffaae8454cf0b3df370c3d6911c"',
    "go.sum: golang.org/x/crypto v0.31.0 h1:ihbySMvVjLAeSH1IbfcRTkD/iNscyz8rGzjF/E5hV6U=",
    'Cargo.lock checksum = "9c5d2f8e1a7b3c6d0e4f8a2b5c9d1e3f7a0b4c8d2e6f9a1b3c5d7e9f0a2b4c6d"',
    "Build ID: 3e5a9c1d-7f2b-4e8a-b6c0-1d9f3a5e7c2b  |  duration 4m12s",
    "session 8c1f4e7a-2b9d-4c3e-a5f0-6d8b1e3c7a92 resumed (turn 14)",
    # base64 of plain data, public material
    "data:\n  config.yaml: bG9nTGV2ZWw6IGluZm8KcG9ydDogODA4MAo=",
    '$ echo \'eyJlbnYiOiJzdGFnaW5nIiwicmVnaW9uIjoiZXUtd2VzdC0xIn0=\' | base64 -d\n{"env":"staging","region":"eu-west-1"}',
    "PublicKey = 7Xz9kQ1mP3sV5bN8cR2tY6uW4eA0dF1gH3jL5nK7oM8=  # peer: laptop (public)",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK9d2m4Vq7Xz1pR3sT5uW7yA9bC1dE3fG5hJ7kL9mN1o dev@laptop",
    "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQm9ndXNDZXJ0Rm9yVGVzdHMwCgYIKoZIzj0EAwIwEjEQ\n-----END CERTIFICATE-----",
    "age1k7w2m9xq4d8r3t6yfz0c5hpl2j9vn4s8ue7a3gx6w1tq5rd0cy8sm2kfhv  # recipient (public key)",
    "tls.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCg==  # public certificate only",
    # versions, identifiers, paths, URLs
    "helm version: v3.16.3+gcfd0749\nkubectl Client Version: v1.31.2",
    'openjdk version "21.0.5" 2024-10-15 LTS\nOpenJDK Runtime Environment Temurin-21.0.5+11',
    "AbstractAnnotationConfigDispatcherServletInitializer.getServletConfigClasses",
    "def test_refresh_token_rotation_revokes_previous_token_family_on_reuse():",
    "FIELD_ENCRYPTION_KEY_LENGTH_BYTES = 32\nPBKDF2_ITERATIONS = 600_000",
    "/etc/kubernetes/pki/apiserver-kubelet-client.key",
    '~/.docker/config.json has "credsStore": "desktop" — credentials live in the OS keychain',
    "C:\\ProgramData\\Jenkins\\.jenkins\\secrets\\master.key (do not copy between controllers)",
    "https://console.cloud.google.com/storage/browser/corp-exports/reports?project=corp-prod-4821",
    "https://grafana.corp.internal/d/7Gh2kLq9z/api-latency?orgId=1&from=now-6h&to=now",
    "amqp://rabbitmq.corp.internal:5672/orders",
    "postgresql://db.corp.internal:5432/orders?sslmode=require",
    "https://sso.corp.internal/realms/main/protocol/openid-connect/auth?client_id=portal&response_type=code&scope=openid&redirect_uri=https%3A%2F%2Fportal.corp.internal%2Fcb",
    # example outputs and prose without a credential
    "$ influx auth list\nID\t\t\tDescription\tToken\t\tUser Name\n0a3f9c1e2b4d5000\tadmin's Token\t***********\tadmin",
    "$ vault token lookup\nKey                 Value\n---                 -----\naccessor            (hidden)\npolicies            [default ops]\nttl                 767h59m",
    "Error: 401 Unauthorized — the API key in CORP_API_KEY is missing or expired; create a new one in Settings → API keys.",
    "Login succeeded. Credentials stored in the osxkeychain helper.",
    "WARNING! Using --password via the CLI is insecure. Use --password-stdin.",
    "| id | name    | webhook_secret |\n|----|---------|----------------|\n| 12 | github  | (set)          |",
    "Rotated the RabbitMQ admin password; the old one stops working at 18:00 UTC.",
    "password_min_length = 12\npassword_require_symbol = true\nsession_ttl_minutes = 30",
    "tokens:\n  access_ttl: 15m\n  refresh_ttl: 720h\n  rotate_refresh_tokens: true",
]
