# ruff: noqa: E501
"""Held-out batch 5: written blind (the writer never read the rules) on 2026-12-04, before
any rule change for it. Not to be tuned on until its first measurement is recorded.

New kinds (none of them in batches 1-4):

- positional: tokens of invented vendors (kst_live_, nmb-, pw1_, hbl.v2., vtk_, tdw_prod_,
  orb_pat_, LE1-) as a bare argument: `kestrel auth activate`, `nimbly connect`,
  `npx parcelwise-cli init`, `docker run … register`, a .ps1 script, a rotate script,
  `netlify env:set`, `aws configure set`, `pulumi config set --secret`,
  `printf … | wrangler secret put`, `net user NAME PASS /add`;
- prose: German, Chinese (fullwidth colon), Japanese, French, Spanish, Russian, a product
  activation key, a token in parentheses, a bare token on its own line after prose;
- header: `Nimbly-Token v=2, t=…`, `Splunk <uuid>`, Proxy-Authorization Basic, Set-Cookie
  `__Host-sid`, Cookie `connect.sid=s%3A…`, `Sec-WebSocket-Protocol: access_token, …`,
  grpcurl metadata, HTTPie `Name:value`, curl -v `> x-…:` lines, `Harbor apikey="…"`;
- query: CloudFront `Signature=`, AWS SigV2 `Signature=` (percent-encoded), Akamai
  `hdnts=…~hmac=`, Firebase `?auth=`, a camelCase param in an access log, a one-letter
  `?k=`, a percent-encoded password in amqps userinfo, `x-tdw-credential=`;
- cli: redis-cli -a, mariadb-dump -p'…', 7z -p, zip -P, gpg --passphrase, openssl
  -passout pass:, keytool -storepass, smbclient -U 'DOM\\user%pass', x11vnc -passwd,
  curl --oauth2-bearer, --docker-password, terraform -var, ansible -e, helm --set-string,
  a Spring Boot argument, gradle -P…Password, msiexec PROPERTY=, SQL Server setup /SAPWD,
  cmdkey /pass:, schtasks /rp, `sc.exe config … password= …`, wmic /password:, dsadd -pwd,
  htpasswd -b, nmcli … password, chpasswd here-string, `openssl passwd` inside usermod,
  argocd --new-password, curl --aws-sigv4 --user, libpq conninfo in -d, az login -p;
- sql: ClickHouse IDENTIFIED WITH … BY, Cassandra WITH PASSWORD =, Mongo createUser pwd,
  DB2 CONNECT … USING, Cypher SET PASSWORD, H2 CREATE USER … PASSWORD, HANA double quotes,
  Teradata unquoted, Redis ACL SETUSER >pass, T-SQL SCOPED CREDENTIAL SECRET =, Oracle
  database link, MySQL CHANGE REPLICATION SOURCE, Postgres CREATE SUBSCRIPTION;
- config: tomcat-users.xml, web.config appSettings with a harmless-looking key,
  FileZilla base64 <Pass>, .pgpass, davfs2 secrets, .netrc, rclone obscured pass,
  chap-secrets, ipsec.secrets PSK, snmpd community and USM, chrony keys, BIND TSIG,
  keepalived auth_pass, Asterisk sip.conf, FreeRADIUS client secret, systemd .netdev
  WireGuard PrivateKey, systemd SetCredential=, SQL Server ConfigurationFile.ini, Oracle
  response file, Apple .mobileconfig plist, .reg Winlogon DefaultPassword, GPP cpassword,
  ASP.NET machineKey, netplan Wi-Fi, telegraf token, Rocket.toml secret_key, Laravel
  APP_KEY, a git diff of a .env;
- keymat: Ed25519 and P-256 PKCS#8 one-liners, PKCS#1 body in Java concatenation, JWK OKP
  `d`, PuTTY .ppk private lines, age secret key, minisign secret key, BIP32 xprv,
  Substrate `subkey` output, Vault unseal keys and root token, numbered 12-word seed,
  24-word seed grid, kubeconfig client-key-data, OpenVPN static key hex lines without
  armor, Solana base58 secret key;
- split: YAML folded scalar, terminal-wrapped export, JS array join, SQL `||`, bash
  variable assembly, HTTP obs-fold, a numbered file view (`41→`);
- trace: JDBC SQL Server URL, Spring PropertySourcesPropertyResolver, Python dict with a
  tuple, Elixir keyword list, Rust Debug `Some("…")`, AxiosError config dump, PHP
  var_dump, Hibernate binding, Rails Parameters;
- nested: deep JSON with harmless leaf names, Postman environment, Secrets Manager
  SecretString (escaped JSON), Terraform state random_password, HAR headers, RabbitMQ
  definitions, YAML list of maps;
- envdump: printenv, /proc/1/environ through cat -v, PowerShell Env: table, cmd `set`,
  `heroku config`, `kubectl describe pod`, `systemctl show -p Environment`, docker
  inspect Env;
- manifest: k8s Secret stringData and base64 data, Deployment env name/value, compose
  command flow sequence, Dockerfile ENV, kustomize secretGenerator literals, ConfigMap
  with an embedded properties file, GitHub Actions `with:`;
- private: mixed-case tags, `&LT;`/`&GT;`, `\\u003C` upper hex, lowercase `%3c`, `&#X3C;`,
  `&lt;PRIVATE&gt;`, a doubly backslash-escaped `\\\\u003c`.
"""

from __future__ import annotations

import base64
import json
import random
import string
from urllib.parse import quote

_rng = random.Random(5_2026_12_04)
ALNUM = string.ascii_letters + string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
UPPER_NUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
UHEX = "0123456789ABCDEF"
URLSAFE = ALNUM + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH32_UPPER = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def b64(n_bytes: int) -> str:
    return base64.b64encode(_rng.randbytes(n_bytes)).decode()


def b64url(n_bytes: int) -> str:
    return base64.urlsafe_b64encode(_rng.randbytes(n_bytes)).rstrip(b"=").decode()


def pw() -> str:
    return (
        r(1, string.ascii_uppercase)
        + r(3, string.ascii_lowercase)
        + _rng.choice("!#%@&$*+")
        + r(3, string.digits)
        + r(3, string.ascii_lowercase)
        + r(3)
    )


def alnum_pw(n: int = 14) -> str:
    return r(1, string.ascii_letters) + r(n - 1)


def uuid4() -> str:
    h = r(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"


# invented vendors' token formats
def kst_live() -> str:
    return "kst_live_" + r(32)


def kst_ing() -> str:
    return "kst_ing_" + r(40)


def nmb() -> str:
    return "nmb-" + r(8, HEX) + "-" + r(32, URLSAFE)


def pw1() -> str:
    return "pw1_" + r(24, LOWER_NUM) + "_" + r(8, HEX)


def hbl() -> str:
    return "hbl.v2." + b64url(16) + "." + b64url(32)


def vtk() -> str:
    return "vtk_" + r(48)


def tdw() -> str:
    return "tdw_prod_" + r(40, HEX)


def orb() -> str:
    return "orb_pat_" + r(36)


def le1() -> str:
    return "LE1-" + "-".join(r(5, UPPER_NUM) for _ in range(5))


_WORDS = [
    "anxiety",
    "arrange",
    "athlete",
    "auction",
    "balcony",
    "barrel",
    "blanket",
    "bronze",
    "cactus",
    "carpet",
    "cereal",
    "chimney",
    "citizen",
    "coconut",
    "crystal",
    "cushion",
    "dentist",
    "diagram",
    "embark",
    "endless",
    "fiction",
    "flavor",
    "fossil",
    "garment",
    "genuine",
    "gossip",
    "horizon",
    "inmate",
    "jaguar",
    "kitten",
    "laundry",
    "lizard",
    "magnet",
    "mosquito",
    "muffin",
    "nephew",
    "oyster",
    "panther",
    "pepper",
    "plastic",
    "pumpkin",
    "rabbit",
    "saddle",
    "scissors",
    "sketch",
    "spider",
    "sponsor",
    "stadium",
    "tornado",
    "trumpet",
    "tunnel",
    "uniform",
    "vacuum",
    "voyage",
    "walnut",
    "wrestle",
    "zebra",
]


def words(n: int) -> list[str]:
    return [_rng.choice(_WORDS) for _ in range(n)]


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []


def add(kind: str, template: str, *values: str) -> None:
    text = template.format(*values)
    SECRETS.append((kind, text, values[0] if len(values) == 1 else tuple(values)))


def put(kind: str, text: str, secret: str | tuple[str, ...]) -> None:
    SECRETS.append((kind, text, secret))


# --- invented vendors' tokens as a bare positional argument -----------------------------
add(
    "positional/kestrel-activate",
    "$ kestrel auth activate {0}\nActivated: workspace acme-prod (eu-central)",
    kst_live(),
)
add(
    "positional/nimbly-connect",
    "$ nimbly connect {0} --workspace acme\n✔ Connected to workspace acme (3 pipelines)",
    nmb(),
)
add("positional/parcelwise-init", "npx parcelwise-cli@3 init {0} ./shipping-config", pw1())
add(
    "positional/docker-register",
    "docker run --rm -v /etc/harborline:/etc/harborline ghcr.io/harborline/agent:2.3.1 register {0}",
    hbl(),
)
add(
    "positional/ps1-script",
    'PS C:\\ops> .\\Install-VeriAgent.ps1 "{0}" -Region eu -Silent',
    vtk(),
)
add(
    "positional/rotate-script",
    "$ ./scripts/rotate-upstream.sh payments-gw {0}\nrotated: payments-gw (old key revoked)",
    r(40),
)
add(
    "positional/netlify-env-set",
    "netlify env:set SHIPPO_WEBHOOK_SECRET {0} --context production",
    r(32),
)
add(
    "positional/aws-configure-set",
    "aws configure set aws_secret_access_key {0} --profile backup",
    r(40, ALNUM + "/+"),
)
add("positional/pulumi-secret", "pulumi config set --secret dbPassword {0} --stack prod", pw())
add(
    "positional/printf-wrangler",
    "printf '%s' '{0}' | npx wrangler secret put TIDEWATER_KEY --env production",
    tdw(),
)
add("positional/net-user-add", "C:\\> net user svc_backup {0} /add /passwordchg:no", pw())

# --- prose, other languages included ---------------------------------------------------
add(
    "prose/german-passwort",
    "Das Passwort für den Router lautet {0} – bitte nicht weitergeben.",
    pw(),
)
add(
    "prose/german-schluessel",
    "Hier der API-Schlüssel für Tidewater (Staging): {0}. Läuft Ende des Monats ab.",
    tdw(),
)
add("prose/chinese-mima", "数据库密码是 {0}，别发到群里。", pw())
add("prose/chinese-lingpai", "这是 Nimbly 的访问令牌：{0}（只读权限）", nmb())
add("prose/japanese-api-key", "本番のAPIキーは {0} です。共有しないでください。", orb())
add("prose/french-mdp", "le mot de passe du NAS c'est {0} si jamais tu en as besoin", pw())
add("prose/spanish-contrasena", "la contraseña del portal de proveedores es {0}", pw())
add("prose/russian-parol", "пароль от сервера бэкапов: {0}", pw())
add(
    "prose/activation-key",
    "Activation key for the Quillstack Pro seat: {0}",
    "-".join(r(5, UPPER_NUM) for _ in range(5)),
)
add(
    "prose/in-parentheses",
    "I tested the endpoint with my personal token ({0}) and it returned 200",
    vtk(),
)
add(
    "prose/bare-line-after",
    "Here you go, delete this message after you've saved it:\n\n{0}\n\nThanks!",
    r(44, URLSAFE),
)

# --- headers of unknown schemes and custom headers --------------------------------------
add("header/nimbly-kv-scheme", "Authorization: Nimbly-Token v=2, t={0}", nmb())
add(
    "header/splunk-uuid",
    'curl -k https://splunk.internal:8088/services/collector/event -H "Authorization: Splunk {0}" -d \'{{"event": "deploy done"}}\'',
    uuid4(),
)
add(
    "header/proxy-authorization",
    "CONNECT api.example.com:443 HTTP/1.1\nProxy-Authorization: Basic {0}",
    base64.b64encode(f"ci-proxy:{pw()}".encode()).decode(),
)
add(
    "header/set-cookie",
    "HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: __Host-sid={0}; Path=/; Secure; HttpOnly; SameSite=Lax",
    r(48, URLSAFE),
)
add(
    "header/cookie-connect-sid",
    "Cookie: _ga=GA1.2.1234567890.1733300000; connect.sid=s%3A{0}.{1}",
    r(32, URLSAFE),
    r(43, ALNUM),
)
add("header/websocket-protocol", "Sec-WebSocket-Protocol: access_token, {0}", r(40, URLSAFE))
add(
    "header/grpcurl-metadata",
    "grpcurl -H 'x-lumen-authorization: Edge {0}' edge.lumen.dev:443 lumen.v1.Cache/Purge",
    le1(),
)
add(
    "header/httpie",
    "http POST https://api.parcelwise.io/v3/labels X-PW-Key:{0} weight:=2.5 carrier=dhl",
    pw1(),
)
add(
    "header/curl-verbose",
    "> GET /v2/rates HTTP/2\n> Host: api.tidewater.io\n> user-agent: curl/8.5.0\n> accept: */*\n> x-tdw-session: {0}\n>\n< HTTP/2 200",
    r(40, URLSAFE),
)
add("header/harbor-quoted-param", 'Authorization: Harbor apikey="{0}", realm="ingest"', hbl())

# --- query strings and signed URLs --------------------------------------------------------
add(
    "query/cloudfront-signed",
    "https://d111111abcdef8.cloudfront.net/reports/q3.pdf?Expires=1767225600&Signature={0}&Key-Pair-Id=K2JCJMDEHXQW5F",
    r(172, ALNUM + "-_~"),
)
add(
    "query/aws-sigv2",
    "wget 'https://acme-exports.s3.amazonaws.com/orders.csv?AWSAccessKeyId=AKIA{1}&Expires=1767225600&Signature={0}'",
    quote(b64(20), safe=""),
    r(16, string.ascii_uppercase + string.digits),
)
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], SECRETS[-1][2][0])  # the signature
add(
    "query/akamai-hdnts",
    "https://media.example.com/hls/master.m3u8?hdnts=st=1733300000~exp=1733303600~acl=/hls/*~hmac={0}",
    r(64, HEX),
)
add(
    "query/firebase-auth",
    "curl 'https://acme-shop-default-rtdb.europe-west1.firebasedatabase.app/orders.json?auth={0}&orderBy=\"$key\"&limitToLast=5'",
    r(40),
)
add(
    "query/access-log-camel",
    '10.0.3.7 - - [04/Dec/2026:10:11:12 +0000] "GET /api/export?format=csv&apiSecret={0}&day=2026-12-03 HTTP/1.1" 200 48213 "-" "python-requests/2.31.0"',
    r(36),
)
add(
    "query/one-letter-k",
    "POST https://push.parcelwise.io/ingest?k={0}&ds=orders -> 204",
    pw1(),
)
_amqp_pw = pw() + "/" + r(3)
put(
    "query/userinfo-percent-encoded",
    f"CELERY_BROKER_URL=amqps://svc_orders:{quote(_amqp_pw, safe='')}@mq.internal:5671/prod",
    quote(_amqp_pw, safe=""),
)
add(
    "query/vendor-credential-param",
    "webhook url: https://hooks.tidewater.io/v1/ingest?source=github&x-tdw-credential={0}",
    tdw(),
)

# --- passwords through tools' own flags -------------------------------------------------
add("cli/redis-cli-a", "redis-cli -h cache.internal -p 6380 --tls -a {0} INFO replication", pw())
add(
    "cli/mariadb-dump-attached",
    "mariadb-dump -uroot -p'{0}' --all-databases | gzip > all.sql.gz",
    pw(),
)
add("cli/7z-p", "7z a -t7z -mhe=on -p{0} vault-export.7z ./export", pw())
add("cli/zip-P", "zip -r -P {0} handover.zip docs/", alnum_pw())
add(
    "cli/gpg-passphrase",
    "gpg --batch --yes --pinentry-mode loopback --passphrase {0} -c backup.tar",
    alnum_pw(18),
)
add(
    "cli/openssl-passout",
    "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{0}",
    pw(),
)
add(
    "cli/keytool-storepass",
    "keytool -importcert -alias corp-root -file ca.crt -keystore truststore.jks -storepass {0} -noprompt",
    alnum_pw(),
)
add("cli/smbclient-percent", "smbclient //fs01/finance -U 'CORP\\ops%{0}' -c 'ls'", pw())
add("cli/x11vnc-passwd", "x11vnc -display :0 -forever -shared -passwd {0}", alnum_pw(10))
add("cli/curl-oauth2-bearer", "curl --oauth2-bearer {0} https://api.veritoken.dev/v1/whoami", vtk())
add(
    "cli/kubectl-docker-password",
    "kubectl create secret docker-registry regcred --docker-server=registry.example.com --docker-username=ci --docker-password={0}",
    pw(),
)
add("cli/terraform-var", "terraform apply -var 'db_password={0}' -auto-approve", pw())
add(
    "cli/ansible-extra-vars",
    "ansible-playbook site.yml -i inventories/prod -e 'ansible_become_password={0}'",
    pw(),
)
add(
    "cli/helm-set-string",
    "helm upgrade --install mq bitnami/rabbitmq --set-string auth.password={0} --set auth.username=orders",
    alnum_pw(20),
)
add(
    "cli/spring-arg",
    "java -jar billing.jar --spring.datasource.password={0} --server.port=8081",
    pw(),
)
add("cli/gradle-P", "./gradlew publish -PsonatypeUsername=ci -PsonatypePassword={0}", pw())
add("cli/msiexec-property", "msiexec /i KestrelAgent.msi /qn INGESTKEY={0} SITE=eu", kst_ing())
add(
    "cli/sqlserver-setup-sapwd",
    'setup.exe /Q /ACTION=Install /FEATURES=SQLENGINE /INSTANCENAME=MSSQLSERVER /SECURITYMODE=SQL /SAPWD="{0}" /IACCEPTSQLSERVERLICENSETERMS',
    pw(),
)
add("cli/cmdkey-pass", "cmdkey /add:fs01.corp.local /user:CORP\\ops /pass:{0}", pw())
add(
    "cli/schtasks-rp",
    'schtasks /create /tn "Nightly Backup" /tr C:\\ops\\backup.cmd /sc daily /st 02:00 /ru CORP\\svc_backup /rp {0}',
    pw(),
)
add(
    "cli/sc-config-password",
    "sc.exe config KestrelAgent obj= CORP\\svc_kestrel password= {0}",
    pw(),
)
add(
    "cli/wmic-password",
    'wmic /node:web02 /user:CORP\\admin /password:{0} process call create "cmd /c ipconfig"',
    pw(),
)
add(
    "cli/dsadd-pwd",
    'dsadd user "CN=Ann Lee,OU=Staff,DC=corp,DC=local" -samid alee -pwd {0} -mustchpwd yes',
    pw(),
)
add("cli/htpasswd-b", "htpasswd -bc /etc/nginx/.htpasswd admin {0}", pw())
add(
    "cli/nmcli-password",
    "nmcli dev wifi connect Office-5G password {0} ifname wlp2s0",
    alnum_pw(16),
)
add("cli/chpasswd-herestring", "chpasswd <<< 'deploy:{0}'", pw())
add("cli/openssl-passwd-usermod", "usermod -p \"$(openssl passwd -6 '{0}')\" deploy", pw())
add(
    "cli/argocd-new-password",
    "argocd account update-password --account admin --current-password {0} --new-password {1}",
    pw(),
    pw(),
)
add(
    "cli/curl-aws-sigv4",
    'curl --aws-sigv4 "aws:amz:eu-west-1:s3" --user "AKIA{1}:{0}" https://acme-logs.s3.eu-west-1.amazonaws.com/',
    r(40, ALNUM + "/+"),
    r(16, string.ascii_uppercase + string.digits),
)
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], SECRETS[-1][2][0])  # the secret half
add(
    "cli/libpq-conninfo",
    'pg_basebackup -d "host=db01 port=5432 user=replicator password={0} sslmode=require" -D /var/lib/postgresql/16/standby -R',
    pw(),
)
add(
    "cli/az-sp-p",
    "az login --service-principal -u {1} -p {0} --tenant {2}",
    r(3) + "8Q~" + r(34, ALNUM + "-_.~"),
    uuid4(),
    uuid4(),
)
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], SECRETS[-1][2][0])  # the client secret

# --- SQL and query languages of other dialects ------------------------------------------
add(
    "sql/clickhouse-identified-with",
    "CREATE USER IF NOT EXISTS ch_reader IDENTIFIED WITH sha256_password BY '{0}' HOST IP '10.0.0.0/8' SETTINGS readonly = 1;",
    pw(),
)
add(
    "sql/cassandra-role",
    "cqlsh> CREATE ROLE IF NOT EXISTS etl WITH PASSWORD = '{0}' AND LOGIN = true AND SUPERUSER = false;",
    pw(),
)
add(
    "sql/mongo-createuser",
    'test> db.getSiblingDB("admin").createUser({{ user: "app", pwd: "{0}", roles: [{{ role: "readWrite", db: "shop" }}] }})',
    pw(),
)
add("sql/db2-connect-using", "db2 CONNECT TO SAMPLE USER db2inst1 USING {0}", alnum_pw(12))
add(
    "sql/cypher-set-password",
    "neo4j@system> CREATE USER jake SET PASSWORD '{0}' CHANGE NOT REQUIRED;",
    pw(),
)
add("sql/h2-create-user", "CREATE USER IF NOT EXISTS REPORT PASSWORD '{0}' ADMIN;", pw())
add(
    "sql/hana-double-quoted",
    'CREATE USER APP_RUNTIME PASSWORD "{0}" NO FORCE_FIRST_PASSWORD_CHANGE;',
    alnum_pw(),
)
add(
    "sql/teradata-unquoted",
    "CREATE USER etl_user AS PERM = 10e9, PASSWORD = {0}, DEFAULT DATABASE = etl;",
    alnum_pw(12),
)
add(
    "sql/redis-acl-setuser",
    "127.0.0.1:6379> ACL SETUSER worker on >{0} ~jobs:* &notifications +@list +@connection\nOK",
    pw(),
)
add(
    "sql/tsql-scoped-credential",
    "CREATE DATABASE SCOPED CREDENTIAL blob_cred WITH IDENTITY = 'SHARED ACCESS SIGNATURE', SECRET = 'sv=2022-11-02&ss=b&srt=co&sp=rl&se=2027-01-01T00:00:00Z&spr=https&sig={0}';",
    quote(b64(32), safe=""),
)
add(
    "sql/oracle-db-link",
    "CREATE DATABASE LINK sales_link CONNECT TO scott IDENTIFIED BY \"{0}\" USING 'SALESDB';",
    pw(),
)
add(
    "sql/mysql-replication-source",
    "CHANGE REPLICATION SOURCE TO SOURCE_HOST='db-primary', SOURCE_USER='repl', SOURCE_PASSWORD='{0}', SOURCE_AUTO_POSITION=1;",
    pw(),
)
add(
    "sql/pg-create-subscription",
    "CREATE SUBSCRIPTION orders_sub CONNECTION 'host=pub.internal dbname=orders user=repl password={0}' PUBLICATION orders_pub;",
    alnum_pw(16),
)

# --- system and service configs -----------------------------------------------------------
add(
    "config/tomcat-users",
    '<tomcat-users>\n  <role rolename="manager-gui"/>\n  <user username="admin" password="{0}" roles="manager-gui,admin-gui"/>\n</tomcat-users>',
    pw(),
)
add(
    "config/webconfig-appsettings",
    '<appSettings>\n  <add key="Parcelwise:Live" value="{0}" />\n  <add key="Parcelwise:Mode" value="live" />\n</appSettings>',
    pw1(),
)
add(
    "config/filezilla-base64",
    '<Server>\n  <Host>ftp.example.com</Host>\n  <Port>21</Port>\n  <User>upload</User>\n  <Pass encoding="base64">{0}</Pass>\n</Server>',
    base64.b64encode(pw().encode()).decode(),
)
add("config/pgpass", "$ cat ~/.pgpass\ndb01.internal:5432:*:reporting:{0}", pw())
add(
    "config/davfs2-secrets",
    "# /etc/davfs2/secrets\nhttps://cloud.example.com/remote.php/dav/files/bob/ bob {0}",
    pw(),
)
add("config/netrc", "machine git.example.com\n  login ci-bot\n  password {0}", pw())
add(
    "config/rclone-obscured",
    "[nas]\ntype = sftp\nhost = nas.local\nuser = backup\npass = {0}\nshell_type = unix",
    b64url(26),
)
add("config/chap-secrets", '# client\tserver\tsecret\tIP addresses\n"vpnuser"\t*\t"{0}"\t*', pw())
add("config/ipsec-psk", '# /etc/ipsec.secrets\n10.0.0.1 203.0.113.7 : PSK "{0}"', r(32))
add(
    "config/snmpd",
    'sysLocation rack B4\nrocommunity {0} 10.20.0.0/16\ncreateUser monitor SHA "{1}" AES "{2}"\nrouser monitor priv',
    r(16),
    pw(),
    pw(),
)
add("config/chrony-keys", "# /etc/chrony.keys\n1 SHA1 HEX:{0}", r(40, UHEX))
add(
    "config/bind-tsig",
    'key "xfr-key" {{\n\talgorithm hmac-sha256;\n\tsecret "{0}";\n}};',
    b64(32),
)
add(
    "config/keepalived",
    "vrrp_instance VI_1 {{\n    state MASTER\n    interface eth0\n    virtual_router_id 51\n    authentication {{\n        auth_type PASS\n        auth_pass {0}\n    }}\n}}",
    r(8),
)
add(
    "config/asterisk-sip",
    "[6001]\ntype=friend\nhost=dynamic\nsecret={0}\ncontext=internal\ndisallow=all\nallow=ulaw",
    pw(),
)
add(
    "config/freeradius-client",
    "client nas-floor2 {{\n    ipaddr = 10.0.2.1\n    secret = {0}\n    shortname = floor2\n}}",
    r(20),
)
add(
    "config/systemd-netdev-wg",
    "# /etc/systemd/network/50-wg0.netdev\n[NetDev]\nName=wg0\nKind=wireguard\n\n[WireGuard]\nPrivateKey={0}\nListenPort=51820\n\n[WireGuardPeer]\nPublicKey={1}\nAllowedIPs=10.8.0.0/24",
    b64(32),
    b64(32),
)
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], SECRETS[-1][2][0])  # the private key only
add(
    "config/systemd-setcredential",
    "[Service]\nSetCredential=smtp-pass:{0}\nExecStart=/usr/bin/notifier --smtp-pass-file=%d/smtp-pass",
    pw(),
)
add(
    "config/sqlserver-configurationfile",
    '[OPTIONS]\nACTION="Install"\nFEATURES=SQLENGINE\nSECURITYMODE="SQL"\nSAPWD="{0}"\nSQLSVCACCOUNT="CORP\\svc_sql"\nSQLSVCPASSWORD="{1}"',
    pw(),
    pw(),
)
add(
    "config/oracle-rsp",
    "oracle.install.option=INSTALL_DB_SWONLY\noracle.install.db.config.starterdb.password.ALL={0}\noracle.install.db.OSDBA_GROUP=dba",
    pw(),
)
add(
    "config/mobileconfig-plist",
    "<dict>\n  <key>PayloadType</key>\n  <string>com.apple.wifi.managed</string>\n  <key>SSID_STR</key>\n  <string>CorpWiFi</string>\n  <key>EncryptionType</key>\n  <string>WPA2</string>\n  <key>Password</key>\n  <string>{0}</string>\n</dict>",
    pw(),
)
add(
    "config/reg-winlogon",
    'Windows Registry Editor Version 5.00\n\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n"AutoAdminLogon"="1"\n"DefaultUserName"="kiosk"\n"DefaultPassword"="{0}"',
    pw(),
)
add(
    "config/gpp-cpassword",
    '<User clsid="{{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}}" name="Administrator (built-in)">\n  <Properties action="U" newName="" cpassword="{0}" changeLogon="0" noChange="0" neverExpires="1" acctDisabled="0" userName="Administrator (built-in)"/>\n</User>',
    b64(32).rstrip("="),
)
add(
    "config/aspnet-machinekey",
    '<system.web>\n  <machineKey validationKey="{0}" decryptionKey="{1}" validation="HMACSHA256" decryption="AES" />\n</system.web>',
    r(128, UHEX),
    r(64, UHEX),
)
add(
    "config/netplan-wifi",
    'network:\n  version: 2\n  wifis:\n    wlp2s0:\n      dhcp4: true\n      access-points:\n        "Office-5G":\n          password: "{0}"',
    alnum_pw(16),
)
add(
    "config/telegraf-token",
    '[[outputs.influxdb_v2]]\n  urls = ["https://influx.internal:8086"]\n  token = "{0}"\n  organization = "ops"\n  bucket = "metrics"',
    b64(64),
)
add(
    "config/rocket-toml", '[release]\naddress = "0.0.0.0"\nport = 8000\nsecret_key = "{0}"', b64(32)
)
add(
    "config/laravel-app-key",
    "APP_NAME=Shop\nAPP_ENV=production\nAPP_KEY=base64:{0}\nAPP_DEBUG=false",
    b64(32),
)
add(
    "config/git-diff-env",
    "diff --git a/.env.production b/.env.production\nindex 3b18e51..a9c2f07 100644\n--- a/.env.production\n+++ b/.env.production\n@@ -3,3 +3,3 @@ KESTREL_REGION=eu\n-KESTREL_INGEST={0}\n+KESTREL_INGEST={1}\n KESTREL_DEBUG=0",
    kst_ing(),
    kst_ing(),
)

# --- key material without armor ------------------------------------------------------------
add(
    "keymat/ed25519-pkcs8-oneliner",
    "ED25519_SIGNING_KEY={0}",
    base64.b64encode(
        bytes.fromhex("302e020100300506032b657004220420") + _rng.randbytes(32)
    ).decode(),
)
_p256 = base64.b64encode(
    bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420")
    + _rng.randbytes(32)
    + bytes.fromhex("a14403420004")
    + _rng.randbytes(64)
).decode()
put(
    "keymat/p256-pkcs8-json",
    json.dumps(
        {"issuer": "https://id.acme.dev", "kid": "es256-2026-12", "signingKey": _p256}, indent=2
    ),
    _p256,
)
_pkcs1_lines = ["MIIEpAIBAAKCAQEA" + r(48, ALNUM + "+/")] + [b64(48) for _ in range(3)]
put(
    "keymat/pkcs1-java-concat",
    'private static final String SIGNING_KEY =\n    "' + '" +\n    "'.join(_pkcs1_lines) + '";',
    tuple(_pkcs1_lines),
)
add(
    "keymat/jwk-okp-private",
    '{{"kty":"OKP","crv":"Ed25519","kid":"sig-1","x":"' + b64url(32) + '","d":"{0}"}}',
    b64url(32),
)
_ppk_private = base64.b64encode(b"\x00\x00\x00\x20" + _rng.randbytes(32)).decode()
put(
    "keymat/putty-ppk",
    "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy@ci\nPublic-Lines: 2\n"
    + "AAAAC3NzaC1lZDI1NTE5AAAAI"
    + b64(32)[:39]
    + "\n"
    + r(4)
    + "\nPrivate-Lines: 1\n"
    + _ppk_private
    + "\nPrivate-MAC: "
    + r(64, HEX),
    _ppk_private,
)
add(
    "keymat/age-secret-key",
    "# created: 2026-12-04T09:12:44+01:00\n# public key: age1"
    + r(58, BECH32_UPPER.lower())
    + "\n{0}",
    "AGE-SECRET-KEY-1" + r(58, BECH32_UPPER),
)
add(
    "keymat/minisign-secret",
    "untrusted comment: minisign encrypted secret key\n{0}",
    base64.b64encode(b"EdScB2" + _rng.randbytes(152)).decode(),
)
add("keymat/bip32-xprv", "m/44'/0'/0' extended private key: {0}", "xprv9s21ZrQH143K" + r(95, B58))
_subkey_phrase = " ".join(words(12))
add(
    "keymat/subkey-output",
    "$ subkey generate\nSecret phrase:       {0}\n  Network ID:        substrate\n  Secret seed:       0x{1}\n  Public key (hex):  0x"
    + r(64, HEX)
    + "\n  SS58 Address:      5"
    + r(47, B58),
    _subkey_phrase,
    r(64, HEX),
)
_unseal = [b64(33) for _ in range(3)]
_root = "hvs." + r(24)
put(
    "keymat/vault-unseal",
    "\n".join(f"Unseal Key {i + 1}: {k}" for i, k in enumerate(_unseal))
    + f"\n\nInitial Root Token: {_root}\n\nVault initialized with 3 key shares and a key threshold of 2.",
    (*_unseal, _root),
)
_seed12 = words(12)
put(
    "keymat/seed-numbered-12",
    "Your Secret Recovery Phrase (keep it offline):\n"
    + "\n".join(f"{i + 1:>2}. {w}" for i, w in enumerate(_seed12)),
    tuple(dict.fromkeys(_seed12)),
)
_seed24 = words(24)
put(
    "keymat/seed-grid-24",
    "Write these 24 words down in order:\n"
    + "\n".join(
        "   ".join(f"{i + 1 + c * 8:>2} {_seed24[i + c * 8]:<10}" for c in range(3)).rstrip()
        for i in range(8)
    ),
    tuple(dict.fromkeys(_seed24)),
)
_kube_key_pem = (
    "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA"
    + r(48, ALNUM + "+/")
    + "\n"
    + "\n".join(b64(48) for _ in range(3))
    + "\n-----END RSA PRIVATE KEY-----\n"
)
add(
    "keymat/kubeconfig-client-key-data",
    "users:\n- name: ci-admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM=\n    client-key-data: {0}",
    base64.b64encode(_kube_key_pem.encode()).decode(),
)
_ovpn_lines = [r(32, HEX) for _ in range(6)]
put(
    "keymat/openvpn-static-hex",
    "$ sed -n '2,7p' /etc/openvpn/ta.key\n" + "\n".join(_ovpn_lines),
    tuple(_ovpn_lines),
)
add("keymat/solana-base58", "Phantom → Export Private Key:\n{0}", r(88, B58))

# --- secrets split across lines or wrapped ---------------------------------------------------
_hbl_split = hbl()
add(
    "split/yaml-folded",
    "harborline:\n  region: eu\n  apiKey: >-\n    {0}\n    {1}",
    _hbl_split[:30],
    _hbl_split[30:],
)
_wrap_tok = kst_ing()
_wrap_prefix = "2026-12-04T10:11:12.345Z [entrypoint] + export KESTREL_INGEST="
_wrap_cut = 80 - len(_wrap_prefix)
assert 0 < _wrap_cut < len(_wrap_tok)
add(
    "split/terminal-wrap",
    _wrap_prefix + "{0}\n{1}\n+ ./run-agent",
    _wrap_tok[:_wrap_cut],
    _wrap_tok[_wrap_cut:],
)
add("split/js-array-join", 'const nimblyKey = ["{0}", "{1}", "{2}"].join("");', r(16), r(16), r(16))
add(
    "split/sql-concat",
    "UPDATE integrations SET secret = '{0}' ||\n  '{1}' WHERE vendor = 'veritoken';",
    r(24),
    r(24),
)
add(
    "split/bash-assembly",
    'P1={0}\nP2={1}\nexport TIDEWATER_KEY="tdw_prod_${{P1}}${{P2}}"',
    r(20, HEX),
    r(20, HEX),
)
add(
    "split/http-obs-fold",
    "X-Lumen-Key: LE1-{0}\r\n\t{1}\r\nAccept: */*",
    r(20, UPPER_NUM),
    r(20, UPPER_NUM),
)
_nv = pw1()
add(
    "split/numbered-view",
    '    40→# shipping\n    41→PARCELWISE = (\n    42→    "{0}"\n    43→    "{1}"\n    44→)',
    _nv[:16],
    _nv[16:],
)

# --- stack traces and log lines -------------------------------------------------------------
add(
    "trace/jdbc-sqlserver",
    "com.microsoft.sqlserver.jdbc.SQLServerException: Login failed for user 'app'.\n\tat com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)\n\tjdbcUrl=jdbc:sqlserver://sql01:1433;databaseName=billing;user=app;password={0};encrypt=true",
    pw(),
)
add(
    "trace/spring-resolver",
    "2026-12-04 10:02:11.901 DEBUG 41712 --- [main] o.s.c.e.PropertySourcesPropertyResolver : Found key 'kestrel.ingest-key' in PropertySource 'Config resource 'class path resource [application.yml]'' with value of type String and value '{0}'",
    kst_ing(),
)
add(
    "trace/python-dict-tuple",
    "INFO:worker:broker config {{'host': 'mq.internal', 'vhost': '/prod', 'creds': ('svc_worker', '{0}')}}",
    pw(),
)
add(
    "trace/elixir-keyword",
    '** (DBConnection.ConnectionError) connection not available and request was dropped from queue\n    (my_app 0.1.0) lib/my_app/repo.ex:2: MyApp.Repo.init/2 with [hostname: "db", username: "postgres", password: "{0}", database: "my_app_prod"]',
    pw(),
)
add(
    "trace/rust-debug-some",
    'thread \'main\' panicked at src/main.rs:41:10:\nconnect failed: Config {{ host: "db.internal", port: 5432, user: "ledger", password: Some("{0}"), dbname: "ledger" }}',
    pw(),
)
add(
    "trace/axios-config-dump",
    "AxiosError: Request failed with status code 403\n  config: {{\n    url: 'https://api.nimbly.dev/v2/jobs',\n    method: 'get',\n    headers: {{ Accept: 'application/json', Authorization: 'Nimbly {0}' }}\n  }}",
    nmb(),
)
_vd_pw = pw()
put(
    "trace/php-var-dump",
    'array(3) {\n  ["db_host"]=>\n  string(9) "localhost"\n  ["db_user"]=>\n  string(4) "shop"\n  ["db_pass"]=>\n'
    + f'  string({len(_vd_pw)}) "{_vd_pw}"\n}}',
    _vd_pw,
)
add(
    "trace/hibernate-binding",
    "Hibernate: update api_clients set client_secret=?, updated_at=? where id=?\n2026-12-04 10:12:01.337 TRACE 1 --- [nio-8080-exec-3] o.h.type.descriptor.sql.BasicBinder : binding parameter [1] as [VARCHAR] - [{0}]",
    r(40, URLSAFE),
)
add(
    "trace/rails-params",
    'Started POST "/integrations" for 10.0.0.7 at 2026-12-04 10:20:31 +0000\nProcessing by IntegrationsController#create as JSON\n  Parameters: {{"integration"=>{{"vendor"=>"tidewater", "live_key"=>"{0}"}}}}',
    tdw(),
)

# --- nested JSON / YAML -----------------------------------------------------------------------
_live, _test = kst_live(), "kst_test_" + r(32)
put(
    "nested/deep-json-leaf",
    json.dumps(
        {"integrations": {"kestrel": {"env": {"live": _live, "test": _test}, "region": "eu"}}},
        indent=2,
    ),
    (_live, _test),
)
_postman = tdw()
put(
    "nested/postman-environment",
    json.dumps(
        {
            "id": uuid4(),
            "name": "tidewater-prod",
            "values": [
                {"key": "baseUrl", "value": "https://api.tidewater.io", "enabled": True},
                {"key": "apiSecret", "value": _postman, "type": "secret", "enabled": True},
            ],
        },
        indent=2,
    ),
    _postman,
)
_sm_pw = pw()
put(
    "nested/secretsmanager-escaped",
    json.dumps(
        {
            "ARN": "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/billing/db-Xy12Ab",
            "Name": "prod/billing/db",
            "VersionId": uuid4(),
            "SecretString": json.dumps({"username": "billing", "password": _sm_pw, "host": "db"}),
        },
        indent=4,
    ),
    _sm_pw,
)
_tf_pw = r(24, ALNUM + "!#$%&*()-_=+[]{}<>:?")
put(
    "nested/tfstate-random-password",
    json.dumps(
        {
            "mode": "managed",
            "type": "random_password",
            "name": "db",
            "instances": [
                {
                    "schema_version": 3,
                    "attributes": {"id": "none", "length": 24, "result": _tf_pw, "special": True},
                    "sensitive_attributes": [],
                }
            ],
        },
        indent=2,
    ),
    _tf_pw,
)
_har = vtk()
put(
    "nested/har-headers",
    json.dumps(
        {
            "request": {
                "method": "GET",
                "url": "https://api.veritoken.dev/v1/usage",
                "headers": [
                    {"name": "accept", "value": "application/json"},
                    {"name": "x-veri-auth", "value": _har},
                ],
            }
        },
        indent=2,
    ),
    _har,
)
_rmq = pw()
put(
    "nested/rabbitmq-definitions",
    json.dumps(
        {
            "users": [{"name": "svc_orders", "password": _rmq, "tags": ""}],
            "vhosts": [{"name": "/"}],
        }
    ),
    _rmq,
)
add(
    "nested/yaml-list-of-maps",
    "integrations:\n  - vendor: parcelwise\n    creds:\n      - kind: api\n        v: {0}\n  - vendor: dhl\n    creds: []",
    pw1(),
)

# --- environment dumps ------------------------------------------------------------------------
add(
    "envdump/printenv-grep",
    "$ printenv | grep -i kestrel\nKESTREL_REGION=eu\nKESTREL_INGEST={0}\nKESTREL_DEBUG=0",
    kst_ing(),
)
add(
    "envdump/proc-environ-catv",
    "$ cat -v /proc/1/environ\nPATH=/usr/local/bin:/usr/bin^@HOSTNAME=orders-7d9f^@TDW_SIGNING={0}^@HOME=/root^@",
    tdw(),
)
add(
    "envdump/pwsh-env-table",
    "PS C:\\> Get-ChildItem Env: | Where-Object Name -like 'ORB*'\n\nName                           Value\n----                           -----\nORBITAL_PAT                    {0}\nORBITAL_REGION                 eu-1",
    orb(),
)
add("envdump/cmd-set", "C:\\> set LUMEN\nLUMEN_EDGE={0}\nLUMEN_ZONE=eu", le1())
add(
    "envdump/heroku-config",
    "=== shop-prod Config Vars\nDATABASE_URL:    postgres://u8a7d:{0}@ec2-52-18-1-2.eu-west-1.compute.amazonaws.com:5432/d1f0\nPARCELWISE_LIVE: {1}\nWEB_CONCURRENCY: 2",
    r(64, HEX),
    pw1(),
)
add(
    "envdump/kubectl-describe",
    "Containers:\n  api:\n    Image:      ghcr.io/acme/api:1.8.3\n    Environment:\n      NIMBLY_WORKSPACE:  acme\n      NIMBLY_TOKEN:      {0}\n      LOG_LEVEL:         info",
    nmb(),
)
add(
    "envdump/systemctl-show",
    "$ systemctl show kestrel-agent -p Environment\nEnvironment=KESTREL_REGION=eu KESTREL_INGEST={0} GOMAXPROCS=2",
    kst_ing(),
)
_di = orb()
put(
    "envdump/docker-inspect",
    json.dumps(
        [
            {
                "Id": r(64, HEX),
                "Config": {
                    "Env": [
                        "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin",
                        f"ORBITAL_PAT={_di}",
                        "NODE_ENV=production",
                    ]
                },
            }
        ],
        indent=4,
    ),
    _di,
)

# --- docker / k8s manifests ------------------------------------------------------------------
add(
    "manifest/k8s-stringdata",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: kestrel\ntype: Opaque\nstringData:\n  ingest-key: {0}",
    kst_ing(),
)
add(
    "manifest/k8s-data-base64",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ndata:\n  username: YXBw\n  password: {0}",
    base64.b64encode(pw().encode()).decode(),
)
add(
    "manifest/deployment-name-value",
    '      containers:\n        - name: shipping\n          image: acme/shipping:2.1\n          env:\n            - name: PARCELWISE_LIVE\n              value: "{0}"',
    pw1(),
)
add(
    "manifest/compose-command-flow",
    'services:\n  agent:\n    image: kestrel/agent:4\n    command: ["agent", "--region", "eu", "--ingest-key", "{0}"]',
    kst_ing(),
)
add(
    "manifest/dockerfile-env",
    "FROM node:20-alpine\nWORKDIR /app\nENV PARCELWISE_LIVE={0}\nRUN npm ci --omit=dev",
    pw1(),
)
add(
    "manifest/kustomize-literals",
    "secretGenerator:\n- name: smtp\n  literals:\n  - username=mailer\n  - password={0}",
    pw(),
)
add(
    "manifest/configmap-properties",
    "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: mailer\ndata:\n  application.properties: |\n    mail.smtp.host=smtp.example.com\n    mail.smtp.user=noreply\n    mail.smtp.password={0}",
    pw(),
)
add(
    "manifest/gha-with",
    "      - uses: tidewater/deploy-action@v2\n        with:\n          region: eu\n          api-key: {0}",
    tdw(),
)

# --- <private> with entities or odd casing ---------------------------------------------------
add(
    "private/mixed-case-tags",
    "notes: <Private>{0}</PRIVATE> then the deploy steps",
    "my landlord's phone number",
)
add(
    "private/upper-named-entities",
    "&LT;private&GT;{0}&LT;/private&GT;",
    "the divorce settlement amount",
)
add(
    "private/unicode-upper-hex",
    '{{"body": "\\u003Cprivate\\u003E{0}\\u003C/private\\u003E"}}',
    "allergy to penicillin",
)
add(
    "private/url-lowercase",
    "GET /api/notes?text=%3cprivate%3e{0}%3c%2fprivate%3e",
    "pregnancy-test-result",
)
add(
    "private/hex-upper-x", "&#X3C;private&#X3E;{0}&#X3C;/private&#X3E; ok", "court date on the 14th"
)
add(
    "private/named-upper-tag", "&lt;PRIVATE&gt;{0}&lt;/Private&gt;", "passport number in the drawer"
)
add(
    "private/double-backslash-unicode",
    '{{"payload": "{{\\"t\\": \\"\\\\u003cprivate\\\\u003e{0}\\\\u003c/private\\\\u003e\\"}}"}}',
    "loan application status",
)


LOOK_ALIKES: list[str] = [
    # git, ids, tracing
    "Merge pull request #4411 from acme/fix-login (a94a8fe5ccb19ba61c4c0873d391e987982fbbd3)",
    "$ git rev-parse HEAD\n4b825dc642cb6eb9a060e54bf8d69288fbee4904",
    "e83c516 Fix token refresh race\n9c1185a Document key rotation\n3f2b7d0 Bump kestrel-sdk to 4.2.0",
    "traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
    "X-Correlation-ID: 9d5c1e2b-6f0a-4b8e-a1c3-2f4d6e8a0b1c",
    "cf-ray: 8a1b2c3d4e5f6a7b-FRA",
    "x-amz-id-2: 6z7Nd0Lm3Q4Pj0TR6K3J8nQx2wYv5Bu1Hs9Fk4Ea7Cg0Rt2Ld8Mp6Ws3Vz5Xy1Qb9Nc4Jh7Ge2Kf0=",
    'db.orders.find({ _id: ObjectId("507f1f77bcf86cd799439011") })',
    "tweet 1541815603606036480 was quoted 312 times",
    "blob 3b18e512dba79e4c8300dd08aeb37f8e728b8dad\tsrc/auth/session.py",
    'ETag: "d41d8cd98f00b204e9800998ecf8427e-12"',
    # lockfiles and content hashes
    "  /lodash@4.17.21:\n    resolution: {integrity: sha512-v2kDEe57lecTulaDIuNTPy3Ry4gLGJ6Z1O3vE1krgXZNrsQ+5l/yeE2bX6KD3HETQ==}",
    '"node_modules/ms": {\n  "version": "2.1.3",\n  "resolved": "https://registry.npmjs.org/ms/-/ms-2.1.3.tgz",\n  "integrity": "sha512-6FlzubTLZG3J2a/NVCAleEhjzq5oxgHyaCU9yYXvcLsvoVaHJq/s5xXI6/XXP6tz7R9xAOtHnSO/tXtF3WRTlA=="\n}',
    'content-hash = "c6a8f8b2b5e4d5c2f3a1b7e9d0c4f6a2b8e1d3c5f7a9b0e2d4c6f8a1b3e5d7c9"',
    '"narHash": "sha256-kmzHuBDv0ad1VGdcIoTVPeRkqmYZGmGQo6S2OyOfVWo="',
    '"reference": "9b3c5d8e0f1a2b4c6d7e8f9a0b1c2d3e4f5a6b7c"',
    "npm WARN tarball tarball data for left-pad@1.3.0 (sha512-XI5MPzVNApjAyhQzphX8BkmKsKUxD4LdyK24iZeQ9sCwP2cIGXmvpDH1z+DNFb3mhOS4r+vBWTjd6lpnqtYSKq6Q==) seems to be corrupted. Trying again.",
    # base64 of ordinary data
    '@font-face { font-family: "Inter"; src: url(data:font/woff2;base64,d09GMgABAAAAAAhQAA4AAAAAEHAAAAf6AAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAP0ZGVE0cGh4GYACCahEICoNogmILEgABNgIkAyQEIAWDGgcg) format("woff2"); }',
    '.icon-close { background-image: url("data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxNiAxNiI+PHBhdGggZD0iTTAgMGgxNnYxNkgweiIvPjwvc3ZnPg=="); }',
    'Content-Type: application/pdf; name="invoice-2026-11.pdf"\nContent-Transfer-Encoding: base64\n\nJVBERi0xLjcKJeLjz9MKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2Jq',
    "//# sourceMappingURL=data:application/json;charset=utf-8;base64,eyJ2ZXJzaW9uIjozLCJzb3VyY2VzIjpbImFwcC50cyJdLCJtYXBwaW5ncyI6IkFBQUEifQ==",
    "Content-MD5: Q2hlY2sgSW50ZWdyaXR5IQ==",
    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\nSec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=",
    "Digest: SHA-256=X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=",
    # versions and long identifiers
    "Python 3.12.4 (main, Jun  7 2024, 00:00:00) [GCC 13.2.0] on linux",
    "Linux build-7 6.8.0-45-generic #45-Ubuntu SMP PREEMPT_DYNAMIC Fri Aug 30 12:02:04 UTC 2024 x86_64",
    "kestrel-sdk==4.2.0rc1+g3f2b7d0.d20261204",
    "io.kestrel.ingest.internal.auth.TokenRefreshSchedulerFactoryBean",
    "tests/test_redact.py::test_keeps_authorization_scheme_when_value_is_placeholder PASSED",
    "tests/fixtures/cassettes/test_refresh_token_expired.yaml",
    'user_id = "usr_test_0000000000000001"',
    # URLs with ordinary queries
    "https://app.example.com/reports?page=3&per_page=50&sort=-created_at&filter[status]=open",
    "https://www.bing.com/search?q=rotate+api+keys&form=QBLH&sp=-1&cvid=4F9E1C1AE1D84D5C9A8E3D7C2B1A0F9E",
    "GET /v1/items?cursor=eyJpZCI6MTIzNH0&limit=100 200",
    "https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap",
    "https://login.example.com/?next=%2Fdashboard%3Ftab%3Dbilling&lang=de",
    # minified JS
    '!function(e,t){"object"==typeof exports&&"undefined"!=typeof module?module.exports=t():"function"==typeof define&&define.amd?define(t):(e=e||self).Vue=t()}(this,function(){"use strict";var e=Object.freeze({});',
    'var a="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";function b(c){for(var d="",f=0;f<c.length;f+=3)d+=a[c.charCodeAt(f)>>2];return d}',
    # placeholders and references
    "Authorization: Nimbly <token>",
    "KESTREL_INGEST=your-ingest-key-here",
    'password: "{{ .Values.db.password }}"',
    "redis-cli -h cache.internal --askpass",
    "mariadb-dump -uroot -p --all-databases > all.sql",
    'sqlcmd -S db01 -U sa -P %SA_PASSWORD% -Q "select 1"',
    "az login --service-principal -u $AZ_CLIENT_ID -p $AZ_CLIENT_SECRET --tenant $AZ_TENANT_ID",
    "netlify env:set SHIPPO_WEBHOOK_SECRET --secret",
    "pulumi config set --secret dbPassword",
    "net user svc_backup * /add",
    "export KESTREL_INGEST=",
    '"password": null,',
    "IDENTIFIED BY '<password>'",
    "Activation key: XXXXX-XXXXX-XXXXX-XXXXX-XXXXX",
    "      - name: NIMBLY_TOKEN\n        valueFrom:\n          secretKeyRef:\n            name: nimbly\n            key: token",
    "env:\n    TIDEWATER_KEY: ***",
    "secrets:\n  db_password:\n    file: ./secrets/db_password.txt",
    "[Service]\nLoadCredential=smtp-pass:/etc/credstore/smtp-pass",
    '<machineKey validationKey="AutoGenerate,IsolateApps" decryptionKey="AutoGenerate,IsolateApps" />',
    '<Properties action="U" newName="" cpassword="" userName="Administrator (built-in)"/>',
    'db.getSiblingDB("admin").createUser({ user: "app", pwd: passwordPrompt(), roles: ["readWrite"] })',
    "neo4j@system> CREATE USER jake SET PASSWORD $initialPassword CHANGE REQUIRED;",
    "CHANGE REPLICATION SOURCE TO SOURCE_HOST='db-primary', SOURCE_AUTO_POSITION=1;",
    "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout env:P12_PASS",
    "gpg --batch --passphrase-file /run/secrets/gpg_pass -c backup.tar",
    "terraform apply -var-file=prod.tfvars",
    "ansible-playbook site.yml --ask-become-pass",
    "nmcli --ask dev wifi connect Office-5G",
    "htpasswd -c /etc/nginx/.htpasswd admin",
    'schtasks /create /tn "Nightly Backup" /tr C:\\ops\\backup.cmd /sc daily /ru SYSTEM',
    "cmdkey /list",
    # public keys and certificates
    "github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl",
    "ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBEmKSENjQEezOmxkZMy7opKgwFB9nkt5YRrYMjNuG5N87uRgg6CLrbo5wAdT/y6v0mKV0U2w0WZ2YB/++Tpockg= root@bastion",
    "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJ\nRTESMBAGA1UEChMJQmFsdGltb3JlMRMwEQYDVQQLEwpDeWJlclRydXN0MSIwIAYD\n-----END CERTIFICATE-----",
    '{"kty":"OKP","crv":"Ed25519","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}',
    "# public key: age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p",
    "untrusted comment: minisign public key 8E9BEB3B1D2A4C5F\nRWQf6LRCGA9i53mlYecO4IzT51TGPpvWucNSCh1CBM0QTaLn73Y7GFO3",
    "[Peer]\nPublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.example.com:51820",
    "xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8",
    # checksums and digests
    "SHA256 (ubuntu-24.04-live-server-amd64.iso) = 8762f7e74e4d64d72fceb5f70682e6b069932deedb4949c6975d0f0fe0a91be3",
    "b3sum target/release/kestrel\naf1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262  target/release/kestrel",
    "crc32: 0x1c291ca3",
    "Digest: sha256:2d9a3b1c4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9\nStatus: Downloaded newer image for nginx:1.27-alpine",
    "    imageID: docker-pullable://ghcr.io/acme/api@sha256:0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0",
    # ARNs
    "arn:aws:kms:eu-west-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab",
    "arn:aws:ssm:eu-west-1:123456789012:parameter/prod/db/password",
    "arn:aws:iam::123456789012:policy/SecretsReadOnly",
    # prose in other languages about credentials, without one
    "Das Passwort muss mindestens 12 Zeichen lang sein und eine Ziffer enthalten.",
    "Den API-Schlüssel findest du unter Einstellungen → Zugriff → Schlüssel.",
    "密码长度至少为 12 位，且必须包含数字。",
    "令牌将在 3600 秒后过期，请重新登录。",
    "APIキーは管理画面の「設定」から発行できます。",
    # configs without a secret
    "[Interface]\nAddress = 10.8.0.2/24\nListenPort = 51820\nDNS = 1.1.1.1",
    "<dict>\n  <key>PayloadUUID</key>\n  <string>5A3C8E1F-2B4D-4C6A-9E8F-1D2C3B4A5E6F</string>\n  <key>PayloadVersion</key>\n  <integer>1</integer>\n</dict>",
    '"AutoAdminLogon"="0"\n"DefaultUserName"="kiosk"',
    "vrrp_instance VI_1 {\n    state BACKUP\n    priority 90\n    virtual_ipaddress {\n        10.0.0.100\n    }\n}",
    "secretGenerator:\n- name: smtp\n  envs:\n  - smtp.env",
    "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin\nHOSTNAME=3f2a9c1b7d4e\nHOME=/root\nLANG=C.UTF-8",
    # code mentioning private
    'private static final String TOKEN_HEADER = "X-Nimbly-Token";',
    "<PrivateIpAddress>10.0.1.5</PrivateIpAddress>",
    "1. install\n2. configure\n3. deploy\n4. verify\n5. monitor",
]
