# ruff: noqa: E501
"""Held-out batch 7: blind, written by a writer who never read the rules, before measuring.

Only the batch format (batches 1-6) and the classes of issue 20 were read; the filter's
rules, code and earlier results were not. Not to be tuned on until its first measurement
is recorded.

New kinds: tools' own password/token flags in Windows, cloud, mobile and broker tooling
(sshpass, zip -P, winrs, netdom, sqlpackage, Invoke-Sqlcmd, altool, gcloud sql, aws rds,
az vm, mosquitto, setx, $env:, tailscale); config formats of servers, monitoring, CI,
cloud and mobile builds (Android key.properties, ESPHome, Synapse, Nextcloud, logstash,
squid, Nagios resource.cfg, cloud-init, CloudFormation defaults, ECS task definitions,
.terraformrc, k8s EncryptionConfiguration and container args, compose healthchecks,
Dockerfile ARG defaults, sentinel); key material in unusual encodings (base64 of a whole
PEM, JKS as base64, Tor ADD_ONION, Stellar/Sui/NATS seeds, Cardano cborHex, Tink keysets,
.NET data-protection XML, KMS data-key output); credentials in amqps/nats/mqtts/smb/
neo4j/snowflake/vnc/clickhouse URLs; SQL that carries keys (SQLCipher, pgcrypto, DuckDB
secrets, Trino catalogs, MSSQL master keys, federated servers, settings tables, mongo
db.auth); secrets in Go, Rust, Java, C#, PHP, Ruby, Elixir, Kotlin, Swift, Dart, TS and
Spring source; traces from pydantic, .NET, Kotlin/Java toString, Go header maps,
http.client debug, Ansible module_args, Jest diffs, Celery; command outputs (op read,
vault kv table, psql result table, az sp, terraform output -json, firebase login:ci, git
config extraheader); prose in Dutch, Polish, Swedish, Vietnamese, Spanish and chat forms;
and <private> in quoted-printable, octal escapes, markdown escapes, with an attribute and
with a spaced closing tag. Look-alikes pair many of these with their placeholder, masked,
reference or public forms.
"""

from __future__ import annotations

import base64
import random
import string

_rng = random.Random(7_2026_12_04)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
LOWER_NUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def b64(n_bytes: int) -> str:
    return base64.b64encode(_rng.randbytes(n_bytes)).decode()


def b64url(n_bytes: int) -> str:
    return base64.urlsafe_b64encode(_rng.randbytes(n_bytes)).rstrip(b"=").decode()


def pw() -> str:
    return (
        r(2, string.ascii_uppercase)
        + r(5, LOWER)
        + _rng.choice("!%#.-_+=")
        + r(3, string.digits)
        + r(3, ALNUM)
    )


_WORDS = [
    "harbor",
    "cactus",
    "violet",
    "summit",
    "pepper",
    "lantern",
    "walnut",
    "breeze",
    "falcon",
    "quartz",
    "meadow",
    "saddle",
    "copper",
    "tundra",
    "nimbus",
    "orchid",
]


def phrase() -> str:
    """A passphrase of the Word-Word-Word-digits kind people pick for shared accounts."""
    return "-".join(_rng.choice(_WORDS).capitalize() for _ in range(3)) + "-" + r(2, string.digits)


def uuid4() -> str:
    h = r(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{_rng.choice('89ab')}{h[17:20]}-{h[20:]}"


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []


def add(kind: str, template: str, *values: str) -> None:
    text = template.format(*values)
    SECRETS.append((kind, text, values[0] if len(values) == 1 else tuple(values)))


# --- cli: tools' own password/token flags ------------------------------------------
add(
    "cli/sshpass-p",
    "sshpass -p '{0}' ssh -o StrictHostKeyChecking=no deploy@10.20.0.14 'sudo systemctl restart api'",
    pw(),
)
add("cli/zip-P", "zip -r -P {0} exports-2026-12.zip exports/", pw())
add(
    "cli/winrs",
    'winrs -r:http://sql02.corp.lan:5985 -u:CORP\\svc_deploy -p:{0} "ipconfig /all"',
    pw(),
)
add(
    "cli/netdom-join",
    "netdom join WS-0412 /Domain:corp.lan /UserD:corp\\joiner /PasswordD:{0} /Reboot:5",
    pw(),
)
add(
    "cli/sqlpackage",
    "SqlPackage.exe /Action:Publish /SourceFile:Shop.dacpac /TargetServerName:sql02 /TargetDatabaseName:Shop /TargetUser:deploy /TargetPassword:{0}",
    pw(),
)
add(
    "cli/invoke-sqlcmd",
    "PS C:\\ops> Invoke-Sqlcmd -ServerInstance sql02 -Database Shop -Username sa -Password '{0}' -Query 'SELECT COUNT(*) FROM Orders'",
    pw(),
)
add(
    "cli/xcrun-altool",
    "xcrun altool --upload-app -f build/Shop.ipa -t ios -u releases@example.com -p {0}",
    "-".join(r(4, LOWER) for _ in range(4)),
)
add(
    "cli/gcloud-sql-set-password",
    "gcloud sql users set-password root --host=% --instance=shop-pg --password={0}",
    pw(),
)
add(
    "cli/aws-rds-master",
    "aws rds create-db-instance --db-instance-identifier shop-stg --engine postgres --master-username shopadmin --master-user-password '{0}' --allocated-storage 20",
    pw(),
)
add(
    "cli/az-vm-admin",
    "az vm create -g rg-build -n buildvm01 --image Win2022Datacenter --admin-username azureuser --admin-password '{0}'",
    pw(),
)
add(
    "cli/mosquitto-P",
    "mosquitto_sub -h mqtt.corp.lan -p 8883 --capath /etc/ssl/certs -u sensor-gw -P {0} -t 'plant/+/temp' -v",
    pw(),
)
add(
    "cli/setx",
    "C:\\> setx REPLICATE_API_TOKEN r8_{0}\n\nSUCCESS: Specified value was saved.",
    r(37, ALNUM),
)
add(
    "cli/pwsh-env-assign",
    'PS C:\\src\\agent> $env:GROQ_API_KEY = "gsk_{0}"\nPS C:\\src\\agent> python main.py',
    r(52, ALNUM),
)
add(
    "cli/tailscale-authkey",
    "sudo tailscale up --authkey=tskey-auth-{0}-{1} --ssh",
    r(17, ALNUM),
    r(32, ALNUM),
)

# --- config: brokers, monitoring, CI, mobile, cloud ----------------------------------
add(
    "config/android-key-properties",
    "storePassword={0}\nkeyPassword={0}\nkeyAlias=upload\nstoreFile=../upload-keystore.jks",
    pw(),
)
add(
    "config/esphome-api-key",
    'api:\n  encryption:\n    key: "{0}"\n\nota:\n  - platform: esphome',
    b64(32),
)
add(
    "config/synapse-homeserver",
    'server_name: "matrix.example.org"\nenable_registration: false\nregistration_shared_secret: "{0}"\nreport_stats: false',
    r(50, ALNUM + ".~:;,&"),
)
add(
    "config/nextcloud-php",
    "$CONFIG = array (\n  'instanceid' => 'oc8x1k2j3h4g',\n  'passwordsalt' => 'Xk2',\n  'secret' => '{0}',\n  'trusted_domains' => array (0 => 'cloud.example.org'),",
    r(48, ALNUM + "/+"),
)
add(
    "config/logstash-output",
    'output {{\n  elasticsearch {{\n    hosts => ["https://es01:9200"]\n    user => "logstash_writer"\n    password => "{0}"\n  }}\n}}',
    pw(),
)
add(
    "config/squid-cache-peer",
    "cache_peer proxy.upstream.net parent 3128 0 no-query default login=corpproxy:{0}",
    pw(),
)
add(
    "config/nagios-resource",
    "# Sets $USER1$ to be the path to the plugins\n$USER1$=/usr/lib/nagios/plugins\n# DB monitoring password\n$USER3$={0}",
    pw(),
)
add(
    "config/cloud-init-chpasswd",
    "#cloud-config\nchpasswd:\n  expire: false\n  list: |\n    ubuntu:{0}\nssh_pwauth: true",
    pw(),
)
add(
    "config/cloudformation-default",
    "Parameters:\n  DBPassword:\n    Type: String\n    NoEcho: true\n    MinLength: 12\n    Default: {0}",
    pw(),
)
add(
    "config/ecs-taskdef",
    '"containerDefinitions": [{{\n  "name": "worker",\n  "image": "123456789012.dkr.ecr.eu-west-1.amazonaws.com/worker:1.4.2",\n  "environment": [\n    {{"name": "LOG_LEVEL", "value": "info"}},\n    {{"name": "MAILJET_SECRET", "value": "{0}"}}\n  ]',
    r(32, HEX),
)
add(
    "config/terraformrc",
    'credentials "app.terraform.io" {{\n  token = "{0}.atlasv1.{1}"\n}}',
    r(14, ALNUM),
    r(67, ALNUM),
)
add(
    "config/k8s-encryption-config",
    'apiVersion: apiserver.config.k8s.io/v1\nkind: EncryptionConfiguration\nresources:\n  - resources: ["secrets"]\n    providers:\n      - aescbc:\n          keys:\n            - name: key1\n              secret: {0}\n      - identity: {{}}',
    b64(32),
)
add(
    "config/compose-healthcheck",
    '  db:\n    image: mysql:8.4\n    healthcheck:\n      test: ["CMD", "mysqladmin", "ping", "-h", "localhost", "-uroot", "-p{0}"]\n      interval: 10s',
    pw(),
)
add(
    "config/dockerfile-arg-default",
    "FROM node:20-alpine\nARG SENTRY_AUTH_TOKEN={0}\nRUN npx @sentry/cli sourcemaps upload ./dist",
    r(64, HEX),
)
add(
    "config/redis-sentinel",
    "sentinel monitor mymaster 10.0.3.11 6379 2\nsentinel auth-pass mymaster {0}\nsentinel down-after-milliseconds mymaster 5000",
    r(32, ALNUM),
)
add(
    "config/k8s-container-args",
    "      containers:\n        - name: exporter\n          image: ghcr.io/acme/exporter:0.9.1\n          args:\n            - --listen=:9100\n            - --api-key={0}\n            - --interval=30s",
    r(40, LOWER_NUM),
)

# --- header -------------------------------------------------------------------------
add(
    "header/azure-openai-api-key",
    "POST /openai/deployments/gpt4o/chat/completions?api-version=2024-06-01 HTTP/1.1\nHost: acme-oai.openai.azure.com\napi-key: {0}\nContent-Type: application/json",
    r(32, HEX),
)
add(
    "header/hasura-admin-secret",
    "curl -s https://gql.corp.lan/v1/graphql -H 'x-hasura-admin-secret: {0}' -d '{{\"query\":\"{{ users {{ id }} }}\"}}'",
    r(40, ALNUM),
)
add(
    "header/cf-access-service-token",
    "CF-Access-Client-Id: 8a1f0c2e3b4d5a6f7e8d9c0b1a2f3e4d.access\nCF-Access-Client-Secret: {0}",
    r(64, HEX),
)
add(
    "header/consul-token-uuid",
    'curl --header "X-Consul-Token: {0}" http://127.0.0.1:8500/v1/kv/app/config?recurse',
    uuid4(),
)
add("header/figma-token", "X-Figma-Token: figd_{0}", r(40, URLSAFE))
add(
    "header/openstack-auth-token",
    'REQ: curl -g -i -X GET https://compute.cloud.lan:8774/v2.1/servers/detail -H "X-Auth-Token: {0}"',
    "gAAAAAB" + r(176, URLSAFE),
)
add(
    "header/nextauth-cookie",
    "Cookie: __Host-next-auth.csrf-token=abc; __Secure-next-auth.session-token={0}",
    "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + b64url(24) + "." + b64url(180) + "." + b64url(16),
)

# --- query --------------------------------------------------------------------------
add(
    "query/openweather-appid",
    'DEBUG:urllib3.connectionpool:https://api.openweathermap.org:443 "GET /data/2.5/weather?q=Berlin&units=metric&appid={0} HTTP/1.1" 200 512',
    r(32, HEX),
)
add(
    "query/graph-access-token",
    "GET https://graph.facebook.com/v19.0/me/accounts?fields=name,access_token&access_token=EAAG{0}",
    r(180, ALNUM),
)
add(
    "query/jupyter-url",
    "    To access the server, open this file in a browser:\n        file:///home/dev/.local/share/jupyter/runtime/jpserver-4721-open.html\n    Or copy and paste one of these URLs:\n        http://127.0.0.1:8888/lab?token={0}",
    r(48, HEX),
)
add(
    "query/s3-presign-v4",
    "https://acme-exports.s3.eu-west-1.amazonaws.com/2026/12/report.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=ASIA2EXAMPLE7Q%2F20261204%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261204T094512Z&X-Amz-Expires=604800&X-Amz-Security-Token={0}&X-Amz-SignedHeaders=host&X-Amz-Signature="
    + r(64, HEX),
    "IQoJb3JpZ2luX2VjE" + "%2F".join(r(60) for _ in range(5)),
)
add(
    "query/zoom-pwd",
    "Join the call: https://acme.zoom.us/j/84712093321?pwd={0}",
    r(32, ALNUM) + ".1",
)
add(
    "query/pkce-form",
    "POST /oauth2/token\ncontent-type: application/x-www-form-urlencoded\n\ngrant_type=authorization_code&client_id=mobile-app&redirect_uri=com.acme.shop%3A%2Fcallback&code=Q7x&code_verifier={0}",
    b64url(48),
)
add(
    "query/refresh-token-form",
    "curl -s https://oauth2.googleapis.com/token -d client_id=8812.apps.googleusercontent.com -d grant_type=refresh_token -d refresh_token=1//0g{0}",
    r(98, URLSAFE),
)

# --- url: credentials in less common schemes ----------------------------------------
add(
    "url/amqps",
    "CELERY_BROKER_URL=amqps://celery:{0}@b-1f2e3d4c.mq.eu-west-1.amazonaws.com:5671//",
    pw(),
)
add("url/nats", '  nats-url: "nats://orders:{0}@nats-0.nats.svc:4222"', r(28, ALNUM))
add("url/mqtts", 'client.connect("mqtts://sensor-gw:{0}@mqtt.corp.lan:8883")', pw())
add("url/smb-domain", "open smb://CORP;jdoe:{0}@fs01.corp.lan/Engineering in Finder", pw())
add("url/neo4j-s", "NEO4J_URI=neo4j+s://neo4j:{0}@4f2a9c11.databases.neo4j.io", r(43, URLSAFE))
add(
    "url/snowflake-sqlalchemy",
    'engine = create_engine("snowflake://etl_user:{0}@acme-xy12345/ANALYTICS/PUBLIC?warehouse=ETL_WH&role=ETL")',
    pw(),
)
add("url/vnc", "open vnc://:{0}@mac-mini-ci.corp.lan:5900", r(8, ALNUM))
add(
    "url/pip-extra-index",
    "RUN pip install --extra-index-url https://deploy:{0}@pypi.corp.lan/simple/ -r requirements.txt",
    pw(),
)
add(
    "url/clickhouse",
    "CLICKHOUSE_DSN=clickhouse://default:{0}@ch01.corp.lan:9000/events?secure=true",
    pw(),
)

# --- sql ------------------------------------------------------------------------------
add(
    "sql/sqlcipher-pragma",
    "sqlite> PRAGMA key = '{0}';\nsqlite> SELECT count(*) FROM sqlite_master;\n14",
    pw(),
)
add(
    "sql/pgcrypto-key",
    "INSERT INTO patients (name, ssn) VALUES ('x', pgp_sym_encrypt('123-45-6789', '{0}'));",
    r(32, ALNUM),
)
add(
    "sql/duckdb-secret",
    "CREATE SECRET r2 (\n    TYPE R2,\n    KEY_ID '{1}',\n    SECRET '{0}',\n    ACCOUNT_ID 'a1b2c3d4e5f60718293a4b5c6d7e8f90'\n);",
    r(64, HEX),
    r(32, HEX),
)
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], SECRETS[-1][2][0])
add(
    "sql/trino-catalog",
    "CREATE CATALOG pg_sales USING postgresql\nWITH (\n  \"connection-url\" = 'jdbc:postgresql://pg01:5432/sales',\n  \"connection-user\" = 'trino',\n  \"connection-password\" = '{0}'\n);",
    pw(),
)
add(
    "sql/mssql-master-key", "USE Shop;\nCREATE MASTER KEY ENCRYPTION BY PASSWORD = '{0}';\nGO", pw()
)
add(
    "sql/mysql-federated-server",
    "CREATE SERVER fed_orders FOREIGN DATA WRAPPER mysql OPTIONS (USER 'fed', PASSWORD '{0}', HOST '10.0.4.7', PORT 3306, DATABASE 'orders');",
    pw(),
)
add(
    "sql/settings-table-update",
    "UPDATE app_settings SET value = '{0}' WHERE key = 'smtp_password';",
    pw(),
)
add(
    "sql/mongo-db-auth",
    'rs0:PRIMARY> use admin\nswitched to db admin\nrs0:PRIMARY> db.auth("clusterAdmin", "{0}")\n{{ ok: 1 }}',
    pw(),
)

# --- keymat: key material in unusual encodings ----------------------------------------
_pem = (
    "-----BEGIN OPENSSH PRIVATE KEY-----\n"
    + "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
    + "\n".join(b64(51) for _ in range(4))
    + "\n-----END OPENSSH PRIVATE KEY-----\n"
)
add("keymat/pem-as-base64-env", "DEPLOY_SSH_KEY_B64={0}", base64.b64encode(_pem.encode()).decode())
add(
    "keymat/jks-base64",
    "# GitHub secret ANDROID_KEYSTORE_BASE64 (base64 -i upload-keystore.jks | pbcopy)\nANDROID_KEYSTORE_BASE64: {0}",
    base64.b64encode(
        b"\xfe\xed\xfe\xed\x00\x00\x00\x02\x00\x00\x00\x01" + _rng.randbytes(420)
    ).decode(),
)
add(
    "keymat/tor-add-onion",
    "250-ServiceID="
    + r(56, "abcdefghijklmnopqrstuvwxyz234567")
    + "\n250-PrivateKey=ED25519-V3:{0}\n250 OK",
    b64(64),
)
add(
    "keymat/stellar-seed",
    "Public Key: G" + r(55, B32) + "\nSecret Seed: {0}",
    "S" + _rng.choice("ABCD") + r(54, B32),
)
add(
    "keymat/sui-bech32",
    "$ sui keytool export --key-identity 0x" + r(64, HEX) + "\nexportedPrivateKey: {0}",
    "suiprivkey1q" + r(58, BECH32),
)
add("keymat/nats-nkey-seed", "$ nk -gen user -pubout\n{0}\nU" + r(55, B32), "SUA" + r(55, B32))
add(
    "keymat/cardano-skey",
    '{{\n    "type": "PaymentSigningKeyShelley_ed25519",\n    "description": "Payment Signing Key",\n    "cborHex": "5820{0}"\n}}',
    r(64, HEX),
)
add(
    "keymat/tink-keyset",
    '{{"primaryKeyId":1931667682,"key":[{{"keyData":{{"typeUrl":"type.googleapis.com/google.crypto.tink.AesGcmKey","value":"{0}","keyMaterialType":"SYMMETRIC"}},"status":"ENABLED","keyId":1931667682,"outputPrefixType":"TINK"}}]}}',
    base64.b64encode(b"\x1a\x20" + _rng.randbytes(32)).decode(),
)
add(
    "keymat/dataprotection-xml",
    '<key id="'
    + uuid4()
    + '" version="1">\n  <descriptor deserializerType="Microsoft.AspNetCore.DataProtection.AuthenticatedEncryption.ConfigurationModel.AuthenticatedEncryptorDescriptorDeserializer">\n    <descriptor>\n      <encryption algorithm="AES_256_CBC" />\n      <validation algorithm="HMACSHA256" />\n      <masterKey p4:requiresEncryption="true" xmlns:p4="http://schemas.asp.net/2015/03/dataProtection">\n        <!-- Warning: the key below is in an unencrypted form. -->\n        <value>{0}</value>\n      </masterKey>\n    </descriptor>\n  </descriptor>\n</key>',
    b64(64),
)
add(
    "keymat/kms-data-key",
    '$ aws kms generate-data-key --key-id alias/exports --key-spec AES_256\n{{\n    "CiphertextBlob": "AQIDAHh'
    + b64(120)
    + '",\n    "Plaintext": "{0}",\n    "KeyId": "arn:aws:kms:eu-west-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab"\n}}',
    b64(32),
)

# --- positional ---------------------------------------------------------------------
add(
    "positional/ngrok-authtoken",
    "$ ngrok config add-authtoken {0}\nAuthtoken saved to configuration file: /Users/dev/Library/Application Support/ngrok/ngrok.yml",
    r(27, ALNUM) + "_" + r(21, ALNUM),
)
add(
    "positional/isql-dsn",
    "$ isql -v PROD_MSSQL reporting {0}\n+---------------------------------------+\n| Connected!                            |",
    pw(),
)
add("positional/bw-unlock", "$ bw unlock '{0}' --raw > ~/.bw_session", phrase())
add(
    "positional/vault-operator-unseal",
    "$ vault operator unseal {0}\nKey                Value\n---                -----\nSealed             true\nUnseal Progress    2/3",
    b64(33),
)
add(
    "positional/redis-auth-interactive",
    "127.0.0.1:6379> AUTH default {0}\nOK\n127.0.0.1:6379> KEYS session:*",
    r(32, ALNUM),
)
add(
    "positional/doppler-secrets-set",
    "doppler secrets set PADDLE_API_KEY {0} --project shop --config prd",
    r(50, HEX),
)
add(
    "positional/op-item-create",
    "op item create --category=login --title='shop-db' --vault=Infra 'username=shop_app' 'password={0}'",
    pw(),
)

# --- private ------------------------------------------------------------------------
add(
    "private/quoted-printable",
    "Content-Transfer-Encoding: quoted-printable\n\nNotes for Friday =3Cprivate=3E{0}=3C/private=3E and then the=\n release checklist.",
    "my brother's parole hearing",
)
add(
    "private/octal-escapes",
    "printf '\\074private\\076{0}\\074/private\\076\\n' >> notes.md",
    "the biopsy results from Tuesday",
)
add(
    "private/markdown-escaped",
    "Reminder: \\<private\\>{0}\\</private\\> — don't put that in the ticket.",
    "home address 14 Elm Row",
)
add(
    "private/tag-with-attribute",
    '<private reason="personal">{0}</private> then we resume the migration',
    "salary negotiation figure 142k",
)
add("private/spaced-closing-tag", "<private >{0}</private >", "my daughter's school schedule")

# --- prose --------------------------------------------------------------------------
add("prose/dutch", "het wachtwoord voor de testomgeving is {0}, graag niet delen", pw())
add("prose/polish", "hasło do panelu admina to {0}", pw())
add("prose/swedish", "lösenordet till routern är {0}", phrase())
add("prose/vietnamese", "mật khẩu cơ sở dữ liệu là {0}", pw())
add(
    "prose/markdown-inline-code",
    "I set the staging admin token to `{0}` for now, we'll rotate it after the demo.",
    r(40, ALNUM),
)
add(
    "prose/email-quote-temp-password",
    "> Hello Jordan,\n> Your temporary password is: {0}\n> You will be asked to change it at first sign-in.\n\ncan the agent log in with this and set up the SSO app?",
    pw(),
)
add("prose/user-comma-pass", "for the grafana box it's user admin, pass {0}", pw())
add(
    "prose/huggingface-sentence",
    "here's my HF token so you can pull the gated model: hf_{0}",
    r(34, ALNUM),
)
add(
    "prose/spanish-clave", "la clave de la API de pagos es {0}, úsala solo en sandbox", r(32, ALNUM)
)

# --- code: other languages' source --------------------------------------------------
add(
    "code/go-struct-literal",
    'client := linear.NewClient(&linear.Config{{\n\tAPIKey:  "lin_api_{0}",\n\tTimeout: 10 * time.Second,\n}})',
    r(40, ALNUM),
)
add(
    "code/rust-const",
    'const PINECONE_API_KEY: &str = "pcsk_{0}";\n\nfn main() {{',
    r(6, ALNUM) + "_" + r(64, ALNUM),
)
add(
    "code/java-static-final",
    'public final class PaymentsConfig {{\n    private static final String CLIENT_SECRET = "{0}";\n',
    r(40, ALNUM),
)
add(
    "code/csharp-network-credential",
    'var smtp = new SmtpClient("smtp.corp.lan", 587)\n{{\n    EnableSsl = true,\n    Credentials = new NetworkCredential("noreply@corp.lan", "{0}")\n}};',
    pw(),
)
add("code/php-mysqli", "$db = mysqli_connect('10.0.4.7', 'shop', '{0}', 'shop_prod');", pw())
add(
    "code/ruby-kwarg",
    'client = Octokit::Client.new(access_token: "{0}")\nclient.auto_paginate = true',
    r(40, HEX),
)
add(
    "code/elixir-module-attr",
    'defmodule ShopWeb.Webhooks do\n  @signing_secret "{0}"\n',
    r(48, ALNUM),
)
add(
    "code/kotlin-buildconfig",
    'android {{\n    defaultConfig {{\n        buildConfigField("String", "MAPS_API_KEY", "\\"{0}\\"")\n    }}\n}}',
    r(40, ALNUM),
)
add(
    "code/swift-urlcredential",
    'let credential = URLCredential(user: "kiosk", password: "{0}", persistence: .forSession)',
    pw(),
)
add(
    "code/dart-fromenvironment-default",
    "const apiKey = String.fromEnvironment('RESEND_KEY', defaultValue: 're_{0}');",
    r(8, ALNUM) + "_" + r(24, ALNUM),
)
add(
    "code/ts-env-fallback",
    'const jwtSecret = process.env.JWT_SECRET ?? "{0}";',
    r(44, ALNUM + "+/"),
)
add(
    "code/spring-value-default",
    '@Value("${{webhook.secret:{0}}}")\nprivate String webhookSecret;',
    r(32, ALNUM),
)

# --- trace: logs, dumps and stack traces ----------------------------------------------
add(
    "trace/pydantic-input-value",
    "pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\nmistral_api_key\n  String should have at most 32 characters [type=string_too_long, input_value='{0}', input_type=str]",
    r(40, ALNUM),
)
add(
    "trace/dotnet-keyword-not-supported",
    "Unhandled exception. System.ArgumentException: Keyword not supported: 'server=sql02;database=shop;user id=shop_app;password={0};encrypt'.\n   at Microsoft.Data.SqlClient.SqlConnectionStringBuilder.GetIndex(String keyword)",
    pw(),
)
add(
    "trace/kotlin-data-class",
    "2026-12-04 09:41:12.331 DEBUG c.a.s.auth.SmtpSender - sending with SmtpCredentials(host=smtp.corp.lan, port=587, username=noreply, password={0})",
    pw(),
)
add(
    "trace/java-record",
    "java.lang.IllegalStateException: cannot connect: DbConfig[url=jdbc:postgresql://pg01:5432/ledger, user=ledger, password={0}, poolSize=10]\n\tat com.acme.ledger.Db.open(Db.java:41)",
    pw(),
)
add(
    "trace/go-header-map",
    "2026/12/04 09:44:02 request: &{{Method:POST URL:https://api.corp.lan/v1/charge Proto:HTTP/1.1 Header:map[Content-Type:[application/json] X-Api-Key:[{0}]] ContentLength:57}}",
    r(40, ALNUM),
)
add(
    "trace/http-client-debug",
    "send: b'POST /v1/token HTTP/1.1\\r\\nHost: auth.corp.lan\\r\\nAuthorization: Basic {0}\\r\\nContent-Length: 29\\r\\n\\r\\n'\nreply: 'HTTP/1.1 200 OK\\r\\n'",
    base64.b64encode(("reporting:" + pw()).encode()).decode(),
)
add(
    "trace/ansible-module-args",
    'ok: [web01] => {{\n    "changed": false,\n    "invocation": {{\n        "module_args": {{\n            "url": "https://status.corp.lan/api/v1/components",\n            "headers": {{"X-Cachet-Token": "{0}"}},\n            "method": "GET"',
    r(20, ALNUM),
)
add(
    "trace/jest-diff",
    '  ● config › loads secrets from env\n\n    expect(received).toEqual(expected)\n\n    - Expected  - 1\n    + Received  + 1\n\n      Object {{\n    -   "apiKey": undefined,\n    +   "apiKey": "{0}",\n      }}',
    r(36, ALNUM),
)
add(
    "trace/celery-broker",
    "[2026-12-04 09:15:02,114: ERROR/MainProcess] consumer: Cannot connect to amqp://worker:{0}@rabbit.corp.lan:5672//: [Errno 111] Connection refused.\nTrying again in 4.00 seconds... (2/100)",
    pw(),
)

# --- split --------------------------------------------------------------------------
_x = [r(60, HEX) for _ in range(3)]
SECRETS.append(("split/xxd-p", "$ xxd -p secrets/hmac.key\n" + "\n".join(_x) + "\n", tuple(_x)))
_r1, _r2 = r(22, ALNUM), r(22, ALNUM)
SECRETS.append(
    (
        "split/rust-concat",
        f'const TOKEN: &str = concat!(\n    "{_r1}",\n    "{_r2}",\n);',
        (_r1, _r2),
    )
)
_c1, _c2 = r(20, ALNUM), r(20, ALNUM)
SECRETS.append(
    (
        "split/c-adjacent-literals",
        f'static const char *api_key =\n    "{_c1}"\n    "{_c2}";',
        (_c1, _c2),
    )
)
_e1, _e2 = r(30, URLSAFE), r(30, URLSAFE)
SECRETS.append(
    (
        "split/env-parts",
        f"# GitHub caps secret size, so the key is stored in two parts\nSIGNING_KEY_PART1={_e1}\nSIGNING_KEY_PART2={_e2}",
        (_e1, _e2),
    )
)
_w1, _w2 = r(26, ALNUM), r(14, ALNUM)
SECRETS.append(
    (
        "split/box-wrapped",
        f"╭──────────────────────────────────────╮\n│ Your new deploy key:                 │\n│ {_w1}           │\n│ {_w2}                       │\n╰──────────────────────────────────────╯",
        (_w1, _w2),
    )
)

# --- other: command outputs that print a stored secret -------------------------------
add("other/op-read-output", '$ op read "op://Infra/shop-db/password"\n{0}\n$ ', pw())
add(
    "other/vault-kv-table",
    "$ vault kv get secret/shop/stripe\n======= Data =======\nKey               Value\n---               -----\nwebhook_secret    {0}\npublishable       pk_test_51Ab",
    "whsec_" + r(32, ALNUM),
)
add(
    "other/psql-result-table",
    "shop=# SELECT id, name, api_key FROM integrations;\n id |   name   |                 api_key\n----+----------+------------------------------------------\n  1 | mailjet  | {0}\n(1 row)",
    r(40, HEX),
)
add(
    "other/az-sp-create-output",
    '{{\n  "appId": "'
    + uuid4()
    + '",\n  "displayName": "gh-actions-deploy",\n  "password": "{0}",\n  "tenant": "'
    + uuid4()
    + '"\n}}',
    r(3, ALNUM) + r(1, string.digits) + "Q~" + r(34, ALNUM + "_-.~"),
)
add(
    "other/terraform-output-json",
    '$ terraform output -json\n{{\n  "db_password": {{\n    "sensitive": true,\n    "type": "string",\n    "value": "{0}"\n  }}\n}}',
    r(24, ALNUM + "!#$%&*()-_=+[]{}<>:?"),
)
add(
    "other/firebase-login-ci",
    '✔  Success! Use this token to login on a CI server:\n\n1//0{0}\n\nExample: firebase deploy --token "$FIREBASE_TOKEN"',
    r(99, URLSAFE),
)
add(
    "other/git-config-extraheader",
    "$ git config --list --show-origin | grep extraheader\nfile:.git/config\thttp.https://github.com/.extraheader=AUTHORIZATION: basic {0}",
    base64.b64encode(("x-access-token:ghs_" + r(36, ALNUM)).encode()).decode(),
)


# --- look-alikes: must come back unchanged --------------------------------------------
LOOK_ALIKES: list[str] = [
    # placeholders, prompts and references in the same tools
    "sshpass -e ssh deploy@10.20.0.14 uptime   # password comes from $SSHPASS",
    "zip -e -r exports-2026-12.zip exports/",
    'xcrun altool --upload-app -f build/Shop.ipa -t ios -u releases@example.com -p "@keychain:AC_PASSWORD"',
    'xcrun notarytool submit Shop.zip --keychain-profile "notary-profile" --wait',
    "netdom join WS-0412 /Domain:corp.lan /UserD:corp\\joiner /PasswordD:* /Reboot:5",
    "Invoke-Sqlcmd -ServerInstance sql02 -Database Shop -Credential $cred -Query 'SELECT 1'",
    'setx REPLICATE_API_TOKEN "%REPLICATE_API_TOKEN%"',
    "$env:GROQ_API_KEY = (Get-Secret -Name GroqKey -AsPlainText)",
    "gcloud sql users set-password root --host=% --instance=shop-pg --prompt-for-password",
    "aws rds create-db-instance --db-instance-identifier shop-stg --engine postgres --manage-master-user-password",
    "bw unlock --passwordenv BW_PASSWORD --raw",
    "vault operator unseal\nUnseal Key (will be hidden):",
    "ngrok config add-authtoken <YOUR_AUTHTOKEN>",
    'op read "op://Infra/shop-db/password"',
    "aws secretsmanager get-secret-value --secret-id prod/shop/db --query SecretString --output text",
    "docker build --secret id=npm_token,env=NPM_TOKEN -t registry.corp.lan/web:dev .",
    "storePassword=<password from your keystore>\nkeyPassword=<password from your keystore>\nkeyAlias=upload",
    "api:\n  encryption:\n    key: !secret api_encryption_key",
    'registration_shared_secret: "${SYNAPSE_REGISTRATION_SECRET}"',
    'password => "${ES_PASSWORD}"',
    "Default: '{{resolve:secretsmanager:prod/shop/db:SecretString:password}}'",
    'credentials "app.terraform.io" {\n  token = var.tfc_token\n}',
    "CREATE SECRET r2 (TYPE R2, PROVIDER credential_chain, ACCOUNT_ID 'a1b2c3d4e5f60718293a4b5c6d7e8f90');",
    "CREATE MASTER KEY ENCRYPTION BY PASSWORD = '<strong password>';",
    "ALTER USER app WITH PASSWORD :'new_password';",
    "SELECT pgp_sym_decrypt(ssn, current_setting('app.pii_key')) FROM patients LIMIT 5;",
    "NATS_URL=nats://${NATS_USER}:${NATS_PASS}@nats-0.nats.svc:4222",
    "amqps://$(RABBIT_USER):$(RABBIT_PASS)@rabbitmq.default.svc:5671/",
    "DATABASE_URL: postgresql://shop:%(DB_PASSWORD)s@pg01:5432/shop",
    "      - name: SONAR_TOKEN\n        value: $(sonarToken)",
    "environment {\n    SONAR_TOKEN = credentials('sonar-token')\n}",
    '@Value("${webhook.secret}")\nprivate String webhookSecret;',
    'const jwtSecret = process.env.JWT_SECRET ?? throwMissing("JWT_SECRET");',
    'let key = std::env::var("PINECONE_API_KEY").expect("PINECONE_API_KEY not set");',
    'password = System.fetch_env!("DB_PASSWORD")',
    'buildConfigField("String", "MAPS_API_KEY", "\\"${localProperties.getProperty("MAPS_API_KEY")}\\"")',
    'let apiKey = ProcessInfo.processInfo.environment["API_KEY"] ?? ""',
    'var secret = builder.Configuration["Stripe:WebhookSecret"];',
    "$db = mysqli_connect(getenv('DB_HOST'), getenv('DB_USER'), getenv('DB_PASSWORD'), 'shop_prod');",
    'client = Octokit::Client.new(access_token: ENV.fetch("GITHUB_TOKEN"))',
    # masked and redacted values
    "[2026-12-04 09:15:02,114: ERROR/MainProcess] consumer: Cannot connect to amqp://worker:**@rabbit.corp.lan:5672//: [Errno 111] Connection refused.",
    "SmtpCredentials(host=smtp.corp.lan, port=587, username=noreply, password=****)",
    "mistral_api_key=SecretStr('**********')",
    '"module_args": {"login_password": "VALUE_SPECIFIED_IN_NO_LOG_PARAMETER", "login_user": "root"}',
    "  + db_password = (sensitive value)",
    "Authorization: Basic [FILTERED]",
    "Token: sntrys_••••••••••••••••••••7f3a (created 2026-11-02, last used 2 days ago)",
    # hashes, digests, lockfiles
    "SPEC CHECKSUMS:\n  Alamofire: 3ec537f71edc9804815215393ae2b1a8ea33a844\n  Firebase: 98e6bf5278170668a7983e12971a66b2cd57fc8c",
    'provider "registry.terraform.io/hashicorp/aws" {\n  version = "5.54.1"\n  hashes = [\n    "h1:+aq386lQKbFVA5Dn4Ysk8apGLKVUCNzEVJfL3+AaDP0=",\n    "zh:0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c",\n  ]\n}',
    "distributionSha256Sum=544c35d6bd849ae8a5ed0bcea39ba677dc40f49df7d1835561582da2009b961d",
    '      sha256: "f7a2b0c1d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2"\n    source: hosted\n    version: "3.1.2"',
    "$ git bisect good\nBisecting: 6 revisions left to test after this (roughly 3 steps)\n[c1f2e3d4a5b6978877665544332211ffeeddccbb] Retry token refresh on 401",
    "4f2a9c1 HEAD@{0}: rebase (finish): returning to refs/heads/feat/private-tags\n9b8d7e6 HEAD@{1}: rebase (pick): redact query signatures",
    "CertUtil: -hashfile command completed successfully.\nSHA256 hash of setup.exe:\n5d41402abc4b2a76b9719d911017c592e3b0c44298fc1c149afbf4c8996fb924",
    "Thumbprint                                Subject\n----------                                -------\n8A3F0C2E1B4D5A6F7E8D9C0B1A2F3E4D5C6B7A80  CN=Acme Code Signing",
    '"RepoDigests": [\n    "ghcr.io/acme/worker@sha256:7d3f1a9c2b8e4d6f0a1c3e5b7d9f2a4c6e8b0d1f3a5c7e9b1d2f4a6c8e0b2d4f"\n]',
    'revision="e1945c40cd546c78e41f1151f4db032b271faeaa"  # pin the model snapshot',
    "00000000: 8950 4e47 0d0a 1a0a 0000 000d 4948 4452  .PNG........IHDR\n00000010: 0000 0200 0000 0200 0806 0000 00f4 78d4  ..............x.",
    "|1|JfKTdBh7rNbXkVAQCRp4OQoPfmI=|USECr3SWf1JUPsms5AqfD5QfxkM= ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTY=",
    # ids and request ids
    "13B07F961A680F5B00A75B9A /* AppDelegate.mm in Sources */ = {isa = PBXBuildFile; fileRef = 13B07FAF1A68108700A75B9A; };",
    "DEVELOPMENT_TEAM = 7QK4R2M9XZ;\nPRODUCT_BUNDLE_IDENTIFIER = com.acme.shop;",
    '"mobilesdk_app_id": "1:481203399812:android:0a1b2c3d4e5f6a7b8c9d0e"',
    "START RequestId: 6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b Version: $LATEST\nREPORT RequestId: 6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b Duration: 182.44 ms",
    "/aws/lambda/shop-api 2026/12/04/[$LATEST]9f8e7d6c5b4a39281706f5e4d3c2b1a0",
    "Job bquxjob_5f0c2d8e_18c3a1b2c3d completed. Query id 01b2c3d4-0000-1a2b-0000-00e1f2a3b4c5 (Snowflake)",
    'CONTAINER ID   IMAGE          COMMAND                  STATUS\n4a7d9c2e1f3b   mysql:8.4      "docker-entrypoint.s…"   Up 2 hours (healthy)',
    "Key Protector ID: {3C9A1E5F-7B2D-4E6A-9C8B-0D1F2E3A4B5C}\nKey Protector Type: Numerical Password",
    "Idempotency-Key: 5f0c2d8e-6b1a-4c3f-9e7d-2a8b4c6d0e1f",
    '"nextPageToken": "CgwIu5zGvAYQkOKx4gISKGFjbWUtcHJvZC1sb2dzL2xvZ3MvcnVuLmdvb2dsZWFwaXMuY29t"',
    '"etag": "BwXhqDLYdVY=",\n"version": 3',
    "x-goog-hash: crc32c=n03x6A==\nx-goog-hash: md5=Ojk9c3dhfxgoKVVHYwFbHQ==",
    'query { users(first: 20, after: "YXJyYXljb25uZWN0aW9uOjk5") { edges { node { id } } } }',
    '<script src="/_next/static/Hk3F8m2LxQp9Zr4TnWv7s/_buildManifest.js" defer></script>',
    "~/Library/Developer/Xcode/DerivedData/Shop-bxqvzcmfhgkpqteyjlxdwnaoaruj/Build/Products/Debug-iphonesimulator",
    # public keys and public identifiers
    "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAvq2o4x9Gf0Lr1u2N5kq7mF3hYc8Zl0pW6tQ1sR3uV5xW7yZ9aB1cD3eF5gH7iJ9kL1mN3oP5qR7sT9uV1wX3yZ5",
    "Public Key: GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H (funded on testnet)",
    "$ sui client active-address\n0x7d20dcdb2bca4f508ea9613994683eb4e76e9c4ed371169677c1be02aaf0b58e",
    "onion address: vww6ybal4bd7szmgncyruucpgfkqahzddi37ktceo3ah7ngmcopnpyyd.onion",
    "addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3x",
    "UDXU4RCSJNZOIQHZNWXHXORDPRTGNJAHAHFRGZNEEJCPQTT2M7NLCNF4 (nkey public, safe to share)",
    "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZXJ0YRYJKwYBBAHaRw8BAQdAq0c2cXf1mO7WJr1nB8Ik0o9z3b8d4K6WqkYh\n=u9Qw\n-----END PGP PUBLIC KEY BLOCK-----",
    # versions and long identifiers
    "go version go1.22.3 linux/amd64\nrustc 1.79.0 (129f3b996 2024-06-10)",
    "org.springframework.security.web.authentication.UsernamePasswordAuthenticationFilter",
    'TOKEN_RE = re.compile(r"^pcsk_[A-Za-z0-9]{6}_[A-Za-z0-9]{64}$")',
    "STRIPE_WEBHOOK_TOLERANCE_SECONDS=300\nJWT_EXPIRES_IN=15m\nBCRYPT_ROUNDS=12\nSESSION_COOKIE_SECURE=true",
    # paths and URLs without credentials
    "~/.config/gcloud/application_default_credentials.json",
    "/var/run/secrets/kubernetes.io/serviceaccount/token",
    "C:\\Users\\dev\\AppData\\Roaming\\Microsoft\\UserSecrets\\5f0c2d8e-6b1a-4c3f-9e7d-2a8b4c6d0e1f\\secrets.json",
    "https://github.com/settings/tokens/new?scopes=repo,read:org&description=ci-release",
    "https://acme.zoom.us/j/84712093321",
    "https://app.supabase.com/project/qwertyuiopasdfghjklz/settings/api",
    "mongodb://mongo-0.mongo:27017,mongo-1.mongo:27017/?replicaSet=rs0&readPreference=secondaryPreferred",
    # docs examples and prose without a credential
    "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    'I rotated the Sentry auth token yesterday; the new one is in 1Password under "CI / Sentry".',
    "het wachtwoord moet minstens 12 tekens bevatten",
    "Hasło wygasło — zresetuj je w panelu administratora.",
    "mật khẩu phải có ít nhất 12 ký tự",
    "The app-specific password is generated at appleid.apple.com → Sign-In and Security.",
    "chore: rotate STRIPE_WEBHOOK_SECRET (old one revoked in the dashboard)",
    "PRIVATE_KEY_PATH=/etc/ssl/private/shop.key\nPUBLIC_CERT_PATH=/etc/ssl/certs/shop.crt",
]
