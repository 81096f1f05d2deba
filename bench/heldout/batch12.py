# ruff: noqa: E501
"""Held-out batch 12: blind, written by a writer who never read the rules, code, docs or results, before measuring.

Only the batch format (batches 1-11) and the classes of issue 20 were read; the filter's
rules, code, docs, tests and earlier results were not. Not to be tuned on until its first
measurement is recorded.

Theme: stacks and languages beyond the web mainstream. New kinds: credentials in Go
(sql.Open key/value DSNs, minio StaticV4, smtp.PlainAuth, oauth2.Config), Java/Kotlin
(Spring @Bean setPassword, BasicAWSCredentials, JavaMail PasswordAuthentication, Hikari
apply blocks, OkHttp Credentials.basic), Scala (Slick forURL, Akka
BasicHttpCredentials, HOCON in parseString), Elixir (ex_aws config, Req auth tuples,
Tesla BearerAuth), Erlang (sys.config, -define macros, hex.config), Haskell
(postgresql-simple ConnectInfo, setRequestBasicAuth), OCaml (Cohttp headers), Clojure
(EDN, clj-http basic-auth), Perl (LWP credentials), R (DBI::dbConnect,
httr headers), Julia (LibPQ, ENV), Lua (Neovim plugin setup, lua-resty-redis, Prosody,
LuaRocks upload config), Dart/Flutter (Dio headers, Stripe secret key), Swift
(httpAdditionalHeaders, keychain literal), Zig, Nim, CodeIgniter 4, Yii2, Laminas, C/C++
(#define, CURLOPT_XOAUTH2_BEARER, mysql_real_connect), Fortran parameters, JCL job cards;
data/ML tooling (huggingface_hub login, hf auth login, HF git remotes, wandb.login,
MLflow tracking URIs, Databricks SQL connector and `dapi` bearer, dbt BigQuery keyfile_json,
Airflow AIRFLOW_CONN_* URIs and JSON, `airflow connections add`, `airflow variables set`,
Hadoop core-site/hive-site, Spark SQL SET, Kafka console producer JAAS, confluent-kafka
dicts, Snowflake connector, snowsql config and connections.toml, vLLM and
llama.cpp `--api-key`, OpenAI-compatible clients); mobile/game/desktop (notarytool
store-credentials, Unity batchmode, Unreal EOS ini, Gradle signingConfigs, jarsigner,
bundletool, electron-builder publish, App Store Connect .p8 in fastlane,
Tauri signing keys, Sparkle, AzureSignTool, Minecraft RCON); messaging and infra
(rabbitmqadmin, NATS CLI and .creds, mosquitto_passwd, paho, Pulsar auth params, Nomad
token/var/ACL bootstrap/gossip key/job templates, Vault userpass and token create
tables, Pulumi stack YAML and --show-secrets output, terraform console nonsensitive, Nix
access-tokens and binary-cache keys, Chef data bags and knife, Puppet, Salt pillar/roster,
Jenkins credentials.xml and script console, Drone, Buildkite, Concourse fly -v, Azure
DevOps login, consul/nomad kv puts, Erlang cookies, cloudflared tunnel credentials,
tailscaled state); network gear and OS (Cisco SNMP/RADIUS/ISAKMP keys, Junos IKE PSK,
MikroTik PPP and Wi-Fi profiles, WireGuard PresharedKey and showconf, .ovpn inline
auth-user-pass, netsh wlan key=clear, wpa_passphrase output, iwctl, reg add Winlogon,
PuTTY .reg proxy password, Set-ADAccountPassword, Sysinternals Autologon, snmpset);
traces of HikariCP jdbcUrl dumps, Typesafe config renders, Ecto inspects, Go %#v pgx
configs, Haskell libpq errors, Ktor client logs, DioException headers, lldb po,
spark-submit --verbose, R traceback, Perl Data::Dumper, Clojure ex-info; chat prose in
Marathi, Gujarati, Punjabi, Kannada, Malayalam, Sinhala, Burmese, Khmer, Lao, Amharic,
Yoruba, Zulu, Irish, Galician, Macedonian, Belarusian, Kyrgyz, Pashto, Somali, Javanese,
Maltese, Luxembourgish, Cantonese and Kurdish, with secrets split in prose; split secrets
in OCaml ^, Scala interpolation, Kotlin buildString, Go strings.Join, Clojure str, Julia *,
Nim &, Zig ++, Dart adjacent literals, Swift +, Fortran //, COBOL STRING, C++
std::string and Objective-C stringByAppendingString; and
<private> in fullwidth brackets, a YAML block scalar, a blockquote, CRLF lines, a code
comment and HTML entities inside a Jupyter cell.
Look-alikes pair these with their placeholder, reference, masked and public forms (public
keys, pk. tokens, accessor ids, key ids, nodekeys, cache public keys), plus ids, digests,
versions and warnings that name credentials without holding one.
"""

from __future__ import annotations

import base64
import random
import string

_rng = random.Random(12_2026_12_05)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
UPPER_NUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def b64(n_bytes: int) -> str:
    return base64.b64encode(_rng.randbytes(n_bytes)).decode()


def b64url(n_bytes: int) -> str:
    return base64.urlsafe_b64encode(_rng.randbytes(n_bytes)).rstrip(b"=").decode()


def pw() -> str:
    return r(1, UPPER) + r(6, LOWER) + _rng.choice("!#.-_+=@*") + r(4, DIGITS) + r(3, ALNUM)


def upw() -> str:
    """A password that is safe inside a URL's userinfo."""
    return r(3, UPPER) + r(5, LOWER) + _rng.choice("-_.~") + r(3, DIGITS) + r(4, ALNUM)


def spw() -> str:
    """A password without quote, backslash or shell-special characters."""
    return r(2, UPPER) + r(5, LOWER) + r(4, DIGITS) + r(4, ALNUM)


def uuid4() -> str:
    h = r(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{_rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def jwt_like(alg: str = "HS256") -> str:
    head = base64.urlsafe_b64encode(('{"alg":"%s","typ":"JWT"}' % alg).encode()).rstrip(b"=").decode()
    return head + "." + b64url(120) + "." + b64url(32)


def aws_key_id() -> str:
    return "AKIA" + r(16, UPPER + "234567")


def aws_secret() -> str:
    return r(40, ALNUM + "/+")


def b64s(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def app_pw() -> str:
    """Apple app-specific password shape."""
    return "-".join(r(4, LOWER) for _ in range(4))


def hf() -> str:
    return "hf_" + r(34, ALNUM)


def p8_body() -> str:
    der = (
        bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
        + _rng.randbytes(32)
        + bytes.fromhex("a00a06082a8648ce3d030107a14403420004")
        + _rng.randbytes(64)
    )
    return base64.b64encode(der).decode()


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []


def add(kind: str, template: str, *values: str, **extra: str) -> None:
    """{0}, {1}, ... are the secret values (a tuple when more than one); {name} are other,
    non-secret values (ids, hosts) replaced first."""
    text = template
    for k, v in extra.items():
        text = text.replace("{" + k + "}", v)
    for i, v in enumerate(values):
        text = text.replace("{" + str(i) + "}", v)
    SECRETS.append((kind, text, values[0] if len(values) == 1 else tuple(values)))


LOOK_ALIKES: list[str] = []


def la(template: str, **extra: str) -> None:
    text = template
    for k, v in extra.items():
        text = text.replace("{" + k + "}", v)
    LOOK_ALIKES.append(text)


# --- cli ----------------------------------------------------------------------------------
add(
    "cli/notarytool-store-credentials",
    'xcrun notarytool store-credentials "AC_NOTARY" --apple-id "release@studio.example" --team-id {team} --password {0}\n\nThis process stores your credentials securely in the Keychain.',
    app_pw(),
    team=r(10, UPPER_NUM),
)
la(
    'xcrun notarytool store-credentials "AC_NOTARY" --apple-id "release@studio.example" --team-id {team} --password "@keychain:AC_PASSWORD"',
    team=r(10, UPPER_NUM),
)
add(
    "cli/notarytool-submit-password",
    "xcrun notarytool submit build/Studio.dmg --apple-id ci@studio.example --password {0} --team-id {team} --wait\nConducting pre-submission checks for Studio.dmg and initiating connection to the Apple notary service...",
    app_pw(),
    team=r(10, UPPER_NUM),
)
la(
    'xcrun notarytool submit build/Studio.dmg --key ~/private_keys/AuthKey_{kid}.p8 --key-id {kid} --issuer {iss} --wait',
    kid=r(10, UPPER_NUM),
    iss=uuid4(),
)
add(
    "cli/unity-batchmode-password",
    '"/Applications/Unity/Hub/Editor/2022.3.21f1/Unity.app/Contents/MacOS/Unity" -batchmode -quit -nographics -username build@studio.example -password {0} -projectPath ./Game -executeMethod BuildScript.PerformiOS',
    pw(),
)
la(
    'Unity -batchmode -quit -nographics -username "$UNITY_EMAIL" -password "$UNITY_PASSWORD" -serial "$UNITY_SERIAL" -projectPath ./Game -executeMethod BuildScript.PerformiOS'
)
add(
    "cli/jarsigner-storepass",
    "jarsigner -verbose -sigalg SHA256withRSA -digestalg SHA-256 -keystore release.jks -storepass {0} -keypass {1} app-release-unsigned.apk upload",
    spw(),
    spw(),
)
la("jarsigner -verify -verbose -certs app-release.apk")
add(
    "cli/bundletool-ks-pass",
    "java -jar bundletool-all-1.15.6.jar build-apks --bundle=app-release.aab --output=app.apks --ks=upload.jks --ks-key-alias=upload --ks-pass=pass:{0} --key-pass=pass:{0}",
    spw(),
)
la(
    "java -jar bundletool-all-1.15.6.jar build-apks --bundle=app-release.aab --output=app.apks --ks=upload.jks --ks-key-alias=upload --ks-pass=file:/run/secrets/ks_pass --key-pass=env:KEY_PASS"
)
add(
    "cli/rabbitmqadmin-p",
    "rabbitmqadmin -H rmq-01.internal -P 15672 -u ops -p {0} declare queue name=billing.events durable=true",
    spw(),
)
la("rabbitmqadmin -H rmq-01.internal -P 15672 -u ops -p \"$RABBITMQ_PASS\" list queues name messages")
add(
    "cli/nats-cli-password",
    "nats --server nats://nats-0.nats.svc:4222 --user orders-svc --password {0} pub orders.created '{\"id\": 42}'",
    spw(),
)
la("nats --server nats://nats-0.nats.svc:4222 --creds ~/.local/share/nats/nsc/keys/creds/ACME/APP/orders-svc.creds sub 'orders.>'")
add(
    "cli/mosquitto-passwd-b",
    "sudo mosquitto_passwd -b /etc/mosquitto/passwd sensor-gw {0}\nsudo systemctl reload mosquitto",
    spw(),
)
la("sudo mosquitto_passwd /etc/mosquitto/passwd sensor-gw\nPassword:\nReenter password:")
add(
    "cli/vault-login-userpass",
    "$ vault login -method=userpass username=jdoe password={0}\nSuccess! You are now authenticated. The token information displayed below\nis already stored in the token helper.",
    pw(),
)
la("$ vault login -method=userpass username=jdoe\nPassword (will be hidden):\nSuccess! You are now authenticated.")
add(
    "cli/drone-secret-add-data",
    "drone secret add --repository acme/payments --name docker_password --data {0}",
    r(32, ALNUM),
)
la("drone secret add --repository acme/payments --name ssh_key --data @/home/ci/.ssh/id_ed25519")
add(
    "cli/buildkite-agent-start-token",
    "buildkite-agent start --token {0} --tags queue=deploy,os=linux --name ci-%hostname-%spawn",
    r(50, HEX),
)
la("buildkite-agent start --tags queue=deploy,os=linux --name ci-%hostname-%spawn  # token read from /etc/buildkite-agent/buildkite-agent.cfg")
add(
    "cli/concourse-fly-var",
    "fly -t ci set-pipeline -p deploy-api -c ci/pipeline.yml -v registry_password={0} -v git_branch=main",
    pw(),
)
la("fly -t ci set-pipeline -p deploy-api -c ci/pipeline.yml -l ci/vars-nonsecret.yml -v git_branch=main")
add(
    "cli/az-devops-login-echo",
    'echo {0} | az devops login --organization https://dev.azure.com/contoso',
    r(52, LOWER_NUM),
)
la('echo "$AZURE_DEVOPS_PAT" | az devops login --organization https://dev.azure.com/contoso')
add(
    "cli/airflow-connections-add",
    "airflow connections add 'aws_datalake' --conn-type 'aws' --conn-login '{kid}' --conn-password '{0}' --conn-extra '{\"region_name\": \"eu-west-1\"}'",
    aws_secret(),
    kid=aws_key_id(),
)
la("airflow connections add 'aws_datalake' --conn-type 'aws' --conn-extra '{\"role_arn\": \"arn:aws:iam::123456789012:role/airflow-datalake\", \"region_name\": \"eu-west-1\"}'")
add(
    "cli/snowsql-pwd-env-prefix",
    "SNOWSQL_PWD='{0}' snowsql -a xy12345.eu-central-1 -u ETL_USER -d ANALYTICS -w LOAD_WH -f load.sql",
    pw(),
)
la("snowsql -a xy12345.eu-central-1 -u ETL_USER --authenticator externalbrowser -d ANALYTICS -f load.sql")
add(
    "cli/vllm-serve-api-key",
    "vllm serve Qwen/Qwen2.5-7B-Instruct --host 0.0.0.0 --port 8000 --api-key {0} --max-model-len 16384",
    "sk-" + r(40, LOWER_NUM),
)
la("vllm serve Qwen/Qwen2.5-7B-Instruct --host 127.0.0.1 --port 8000 --api-key \"$VLLM_API_KEY\" --max-model-len 16384")
add(
    "cli/llama-server-api-key",
    "./llama-server -m models/Llama-3.1-8B-Instruct-Q4_K_M.gguf -c 8192 --host 0.0.0.0 --port 8080 --api-key {0}",
    r(32, URLSAFE),
)
la("./llama-server -m models/Llama-3.1-8B-Instruct-Q4_K_M.gguf -c 8192 --host 127.0.0.1 --port 8080 --api-key-file /etc/llama/keys.txt")
add(
    "cli/hf-auth-login-token",
    "hf auth login --token {0} --add-to-git-credential\nToken is valid (permission: write).\nYour token has been saved to /home/ml/.cache/huggingface/token",
    hf(),
)
la("hf auth login --token $HF_TOKEN --add-to-git-credential")
add(
    "cli/elixir-cookie-flag",
    "iex --name console@10.0.2.15 --cookie {0} --remsh app@10.0.2.11",
    r(20, UPPER),
)
la("iex --name console@10.0.2.15 --cookie \"$(cat /run/secrets/erlang_cookie)\" --remsh app@10.0.2.11")
add(
    "cli/hadoop-fs-d-s3a",
    "hadoop fs -D fs.s3a.access.key={kid} -D fs.s3a.secret.key={0} -ls s3a://lake-raw/events/2026/12/",
    aws_secret(),
    kid=aws_key_id(),
)
la("hadoop fs -D fs.s3a.aws.credentials.provider=com.amazonaws.auth.InstanceProfileCredentialsProvider -ls s3a://lake-raw/events/2026/12/")
add(
    "cli/kafka-console-producer-jaas",
    "kafka-console-producer.sh --bootstrap-server pkc-4nmjv.eu-central-1.aws.confluent.cloud:9092 --topic orders --producer-property security.protocol=SASL_SSL --producer-property sasl.mechanism=PLAIN --producer-property 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"{key}\" password=\"{0}\";'",
    r(64, ALNUM + "+/"),
    key=r(16, UPPER_NUM),
)
la("kafka-console-producer.sh --bootstrap-server pkc-4nmjv.eu-central-1.aws.confluent.cloud:9092 --topic orders --producer.config ~/.confluent/client.properties")
add(
    "cli/pulsar-admin-auth-params",
    "pulsar-admin --admin-url https://pulsar.internal:8443 --auth-plugin org.apache.pulsar.client.impl.auth.AuthenticationToken --auth-params token:{0} tenants list",
    jwt_like("RS256"),
)
la("pulsar-admin --admin-url https://pulsar.internal:8443 --auth-plugin org.apache.pulsar.client.impl.auth.AuthenticationToken --auth-params file:///etc/pulsar/tokens/admin.jwt tenants list")
add(
    "cli/nomad-token-flag",
    "nomad job run -address=https://nomad.service.consul:4646 -token={0} jobs/api.nomad.hcl",
    uuid4(),
)
la("nomad job run -address=https://nomad.service.consul:4646 jobs/api.nomad.hcl   # NOMAD_TOKEN comes from `vault read -field=secret_id nomad/creds/deploy`")
add(
    "cli/knife-bootstrap-p",
    "knife bootstrap 10.20.0.14 -U ubuntu -P {0} --sudo -N web-14 -r 'role[web]'",
    pw(),
)
la("knife bootstrap 10.20.0.14 -U ubuntu -i ~/.ssh/chef_bootstrap --sudo -N web-14 -r 'role[web]'")
add(
    "cli/snmpset-community",
    "snmpset -v2c -c {0} 10.1.1.1 1.3.6.1.2.1.1.5.0 s core-sw-01",
    r(12, ALNUM),
)
la("snmpwalk -v2c -c public 10.1.1.1 1.3.6.1.2.1.1")
add(
    "cli/mikrotik-ppp-secret",
    "[admin@gw-hq] > /ppp secret add name=branch-lyon password={0} service=l2tp profile=vpn-branch remote-address=10.99.0.12",
    spw(),
)
la("[admin@gw-hq] > /ppp secret print detail where name=branch-lyon\n 0   name=\"branch-lyon\" service=l2tp caller-id=\"\" password=\"\" profile=vpn-branch")
add(
    "cli/mikrotik-wifi-psk",
    '/interface wireless security-profiles add name=office mode=dynamic-keys authentication-types=wpa2-psk wpa2-pre-shared-key="{0}"',
    spw(),
)
la("/interface wireless security-profiles print\nFlags: * - default\n 0 * name=\"default\" mode=none authentication-types=\"\" wpa2-pre-shared-key=\"\"")
add(
    "cli/reg-add-winlogon-defaultpassword",
    'reg add "HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon" /v DefaultPassword /t REG_SZ /d "{0}" /f',
    pw(),
)
la('reg query "HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon" /v DefaultUserName')
add(
    "cli/iwctl-passphrase",
    'iwctl --passphrase "{0}" station wlan0 connect "Studio-5G"',
    spw(),
)
la('iwctl station wlan0connect "Studio-5G"\nPassphrase: ********'.replace("wlan0connect", "wlan0 connect"))
add(
    "cli/pwsh-set-adaccountpassword",
    "Set-ADAccountPassword -Identity svc-backup -Reset -NewPassword (ConvertTo-SecureString -AsPlainText '{0}' -Force)",
    pw(),
)
la("Set-ADAccountPassword -Identity svc-backup -Reset -NewPassword (Read-Host -AsSecureString 'New password')")
add(
    "cli/azuresigntool-kvs",
    "AzureSignTool sign -kvu https://codesign-kv.vault.azure.net -kvi {cid} -kvt {tid} -kvs {0} -kvc StudioCodeSign -tr http://timestamp.digicert.com -v dist\\Studio-Setup.exe",
    r(3, ALNUM) + "8Q~" + r(34, URLSAFE + "~."),
    cid=uuid4(),
    tid=uuid4(),
)
la(
    "AzureSignTool sign -kvu https://codesign-kv.vault.azure.net -kvm -kvc StudioCodeSign -tr http://timestamp.digicert.com -v dist\\Studio-Setup.exe   # managed identity, no secret",
)
add(
    "cli/sparkle-sign-update-s",
    "./bin/sign_update -s {0} build/Studio-2.4.1.zip\nsparkle:edSignature=\"{sig}\" length=\"48213377\"",
    b64(32),
    sig=b64(64),
)
la(
    './bin/sign_update --ed-key-file ~/keys/sparkle_private_key build/Studio-2.4.1.zip\nsparkle:edSignature="{sig}" length="48213377"',
    sig=b64(64),
)
add(
    "cli/electron-builder-gh-token",
    "GH_TOKEN={0} npx electron-builder --mac --win --publish always",
    "ghp_" + r(36, ALNUM),
)
la("npx electron-builder --mac --win --publish never")

# --- positional ---------------------------------------------------------------------------
add(
    "positional/airflow-variables-set",
    "airflow variables set slack_webhook_token {0}\nVariable slack_webhook_token created",
    "xoxb-" + r(12, DIGITS) + "-" + r(13, DIGITS) + "-" + r(24, ALNUM),
)
la("airflow variables set slack_channel '#data-alerts'\nVariable slack_channel created")
add(
    "positional/sysinternals-autologon",
    "C:\\Tools\\Sysinternals> Autologon64.exe kiosk CONTOSO {0} /accepteula",
    pw(),
)
la("C:\\Tools\\Sysinternals> Autologon64.exe /accepteula   # prompts for user, domain and password, stores an LSA secret")
add(
    "positional/nomad-var-put",
    "nomad var put nomad/jobs/billing db_password={0} db_user=billing\nCreated variable \"nomad/jobs/billing\" with modify index 1412",
    spw(),
)
la("nomad var get nomad/jobs/billing\nNamespace   = default\nPath        = nomad/jobs/billing\nCreate Time = 2026-12-04T09:14:02Z\nCheck Index = 1412\n\nItems\ndb_user = billing")
add(
    "positional/consul-kv-put",
    "consul kv put config/payments/stripe_secret_key {0}\nSuccess! Data written to: config/payments/stripe_secret_key",
    "sk_live_" + r(99, ALNUM),
)
la("consul kv put config/payments/stripe_publishable_key pk_live_51" + r(97, ALNUM) + "\nSuccess! Data written to: config/payments/stripe_publishable_key")
add(
    "positional/pulumi-config-set-plain",
    "pulumi config set dbPassword {0} --stack acme/infra/prod",
    spw(),
)
la("pulumi config set --secret dbPassword --stack acme/infra/prod < /dev/stdin")
add(
    "positional/knife-vault-create-json",
    "knife vault create passwords mysql_root '{\"password\": \"{0}\"}' --search 'role:db' --admins ops",
    pw(),
)
la("knife vault show passwords mysql_root --mode client -F json   # needs the node's client key")
add(
    "positional/wpa-passphrase-output",
    '$ wpa_passphrase Studio-5G {0}\nnetwork={\n\tssid="Studio-5G"\n\t#psk="{0}"\n\tpsk={1}\n}',
    spw(),
    r(64, HEX),
)
la('$ wpa_passphrase Studio-5G < /run/secrets/wifi_psk > /etc/wpa_supplicant/wpa_supplicant-wlan0.conf')
add(
    "positional/consul-acl-set-agent-token",
    "consul acl set-agent-token agent {0}\nACL token \"agent\" set successfully",
    uuid4(),
)
la("consul acl token read -accessor-id {acc}\nAccessorID:       {acc}\nSecretID:         <hidden>\nDescription:      agent token for node web-03",
   acc=uuid4())

# --- config -------------------------------------------------------------------------------
add(
    "config/hadoop-core-site-s3a",
    "<configuration>\n  <property>\n    <name>fs.s3a.endpoint</name>\n    <value>s3.eu-west-1.amazonaws.com</value>\n  </property>\n  <property>\n    <name>fs.s3a.access.key</name>\n    <value>{kid}</value>\n  </property>\n  <property>\n    <name>fs.s3a.secret.key</name>\n    <value>{0}</value>\n  </property>\n</configuration>",
    aws_secret(),
    kid=aws_key_id(),
)
la("<configuration>\n  <property>\n    <name>fs.s3a.aws.credentials.provider</name>\n    <value>org.apache.hadoop.fs.s3a.auth.IAMInstanceCredentialsProvider</value>\n  </property>\n  <property>\n    <name>hadoop.security.credential.provider.path</name>\n    <value>jceks://hdfs@nn1/user/etl/s3.jceks</value>\n  </property>\n</configuration>")
add(
    "config/hive-site-jdo-password",
    "<property>\n  <name>javax.jdo.option.ConnectionURL</name>\n  <value>jdbc:mysql://metastore-db:3306/hive?createDatabaseIfNotExist=true</value>\n</property>\n<property>\n  <name>javax.jdo.option.ConnectionPassword</name>\n  <value>{0}</value>\n</property>",
    spw(),
)
la("<property>\n  <name>javax.jdo.option.ConnectionUserName</name>\n  <value>hive</value>\n</property>\n<property>\n  <name>javax.jdo.option.ConnectionPassword</name>\n  <value>${env:HIVE_METASTORE_DB_PASSWORD}</value>\n</property>")
add(
    "config/snowsql-config",
    "[connections.etl]\naccountname = xy12345.eu-central-1\nusername = ETL_USER\npassword = {0}\ndbname = ANALYTICS\nwarehousename = LOAD_WH\n\n[options]\nlog_level = INFO",
    pw(),
)
la("[connections.etl]\naccountname = xy12345.eu-central-1\nusername = ETL_USER\nauthenticator = SNOWFLAKE_JWT\nprivate_key_path = ~/.snowflake/rsa_key.p8\ndbname = ANALYTICS")
add(
    "config/snowflake-connections-toml",
    '[default]\naccount = "xy12345.eu-central-1"\nuser = "DBT_SVC"\npassword = "{0}"\nrole = "TRANSFORMER"\nwarehouse = "TRANSFORM_WH"',
    pw(),
)
la('[default]\naccount = "xy12345.eu-central-1"\nuser = "jane.doe@acme.example"\nauthenticator = "externalbrowser"\nrole = "ANALYST"\nwarehouse = "ADHOC_WH"')
add(
    "config/edn-db-config",
    ";; resources/config.edn\n{:http {:port 3000}\n :db {:dbtype \"postgresql\"\n      :host \"pg.internal\"\n      :dbname \"ledger\"\n      :user \"ledger\"\n      :password \"{0}\"}}",
    pw(),
)
la(";; resources/config.edn  (aero)\n{:http {:port #long #or [#env PORT 3000]}\n :db {:dbtype \"postgresql\"\n      :host \"pg.internal\"\n      :user \"ledger\"\n      :password #env LEDGER_DB_PASSWORD}}")
add(
    "config/erlang-sys-config",
    "%% config/sys.config\n[\n {kernel, [{logger_level, info}]},\n {pgo, [{pools, [{default, #{pool_size => 10,\n                             host => \"pg.internal\",\n                             database => \"ledger\",\n                             user => \"ledger\",\n                             password => \"{0}\"}}]}]}\n].",
    spw(),
)
la("%% config/sys.config.src (relx substitutes at boot)\n[\n {pgo, [{pools, [{default, #{host => \"${PGHOST}\",\n                             user => \"ledger\",\n                             password => \"${PGPASSWORD}\"}}]}]}\n].")
add(
    "config/hex-config-api-key",
    "$ cat ~/.hex/hex.config\n{'$repos',#{<<\"hexpm\">> => #{}}}.\n{api_key,<<\"{0}\">>}.",
    r(32, HEX),
)
la("$ mix hex.user whoami\njdoe\n$ mix hex.user key list\nName                  Created\nci-publish-2026       2026-11-02T10:11:12Z")
add(
    "config/codeigniter4-env",
    "#--------------------------------------------------------------------\n# DATABASE\n#--------------------------------------------------------------------\ndatabase.default.hostname = 10.0.3.4\ndatabase.default.database = shop\ndatabase.default.username = shop\ndatabase.default.password = {0}\ndatabase.default.DBDriver = MySQLi",
    pw(),
)
la("#--------------------------------------------------------------------\n# DATABASE\n#--------------------------------------------------------------------\n# database.default.hostname = localhost\n# database.default.database = ci4\n# database.default.username = root\n# database.default.password = root\n# database.default.DBDriver = MySQLi")
add(
    "config/yii2-db-php",
    "<?php\n// config/db.php\nreturn [\n    'class' => 'yii\\db\\Connection',\n    'dsn' => 'pgsql:host=pg.internal;dbname=crm',\n    'username' => 'crm',\n    'password' => '{0}',\n    'charset' => 'utf8',\n];",
    pw(),
)
la("<?php\n// config/db.php\nreturn [\n    'class' => 'yii\\db\\Connection',\n    'dsn' => 'pgsql:host=pg.internal;dbname=crm',\n    'username' => 'crm',\n    'password' => getenv('CRM_DB_PASSWORD'),\n    'charset' => 'utf8',\n];")
add(
    "config/laminas-local-php",
    "<?php\n// config/autoload/local.php — do not commit\nreturn [\n    'db' => [\n        'driver'   => 'Pdo_Mysql',\n        'dsn'      => 'mysql:dbname=erp;host=10.0.0.21',\n        'username' => 'erp',\n        'password' => '{0}',\n    ],\n];",
    pw(),
)
la("<?php\n// config/autoload/local.php.dist — copy to local.php and fill in\nreturn [\n    'db' => [\n        'username' => 'erp',\n        'password' => '',\n    ],\n];")
add(
    "config/gradle-signingconfigs",
    "android {\n    signingConfigs {\n        release {\n            storeFile file(\"../keystore/release.jks\")\n            storePassword \"{0}\"\n            keyAlias \"release\"\n            keyPassword \"{1}\"\n        }\n    }\n}",
    spw(),
    spw(),
)
la("android {\n    signingConfigs {\n        release {\n            storeFile file(\"../keystore/release.jks\")\n            storePassword System.getenv(\"STORE_PASSWORD\")\n            keyAlias \"release\"\n            keyPassword keystoreProperties['keyPassword']\n        }\n    }\n}")
add(
    "config/unreal-eos-ini",
    "; Config/DefaultEngine.ini\n[/Script/OnlineSubsystemEOS.EOSSettings]\n+Artifacts=(ArtifactName=\"Shipping\",ClientId=\"{cid}\",ClientSecret=\"{0}\",ProductId=\"{pid}\",SandboxId=\"{sid}\",DeploymentId=\"{did}\")",
    r(43, ALNUM + "+/"),
    cid="xyza" + r(28, ALNUM),
    pid=r(32, HEX),
    sid=r(32, HEX),
    did=r(32, HEX),
)
la("; Config/DefaultEngine.ini\n[/Script/OnlineSubsystemEOS.EOSSettings]\n+Artifacts=(ArtifactName=\"Shipping\",ClientId=\"xyza{cid}\",ClientSecret=\"\",ProductId=\"{pid}\",SandboxId=\"{sid}\")\nbUseEAS=True",
   cid=r(28, ALNUM), pid=r(32, HEX), sid=r(32, HEX))
add(
    "config/electron-builder-publish-token",
    "# electron-builder.yml\nappId: com.studio.desktop\npublish:\n  provider: github\n  owner: studio\n  repo: desktop\n  token: {0}\n  releaseType: draft",
    "ghp_" + r(36, ALNUM),
)
la("# electron-builder.yml\nappId: com.studio.desktop\npublish:\n  provider: github\n  owner: studio\n  repo: desktop\n  releaseType: draft\n# GH_TOKEN is read from the environment at publish time")
add(
    "config/nix-conf-access-tokens",
    "# ~/.config/nix/nix.conf\nexperimental-features = nix-command flakes\naccess-tokens = github.com={0} gitlab.corp.example=PAT:{1}",
    "ghp_" + r(36, ALNUM),
    "glpat-" + r(20, URLSAFE),
)
la("# ~/.config/nix/nix.conf\nexperimental-features = nix-command flakes\n!include /run/secrets/nix-access-tokens.conf\ntrusted-public-keys = cache.nixos.org-1:6NCHdD59X431o0gWypbMrAURkbJ16ZPMQFGspcDShjY=")
add(
    "config/pulumi-stack-yaml-plain",
    "# Pulumi.prod.yaml\nconfig:\n  aws:region: eu-west-1\n  infra:dbUser: app\n  infra:dbPassword: {0}\n  infra:instanceClass: db.r6g.large",
    spw(),
)
la("# Pulumi.prod.yaml\nconfig:\n  aws:region: eu-west-1\n  infra:dbUser: app\n  infra:dbPasswordSecretArn: arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf\n  infra:instanceClass: db.r6g.large")
add(
    "config/chef-data-bag-json",
    "$ cat data_bags/credentials/mysql.json\n{\n  \"id\": \"mysql\",\n  \"root_password\": \"{0}\",\n  \"repl_user\": \"repl\",\n  \"repl_password\": \"{1}\"\n}",
    pw(),
    pw(),
)
la("$ knife data bag show credentials mysql\nWARNING: Encrypted data bag detected, but no secret provided for decoding. Displaying encrypted data.\nid:            mysql\nroot_password:\n  cipher:         aes-256-gcm\n  version:        3")
add(
    "config/salt-pillar-sls",
    "# /srv/pillar/postgres/init.sls\npostgres:\n  users:\n    app:\n      ensure: present\n      password: '{0}'\n      createdb: False",
    pw(),
)
la("# /srv/pillar/postgres/init.sls\npostgres:\n  users:\n    app:\n      ensure: present\n      password: {{ salt['vault'].read_secret('secret/postgres/app', 'password') }}")
add(
    "config/salt-roster-passwd",
    "# /etc/salt/roster\nedge-router-03:\n  host: 192.168.40.1\n  user: admin\n  passwd: {0}\n  sudo: True",
    pw(),
)
la("# /etc/salt/roster\nedge-router-03:\n  host: 192.168.40.1\n  user: admin\n  priv: /etc/salt/pki/master/ssh/salt-ssh.rsa\n  sudo: True")
add(
    "config/jenkins-credentials-xml",
    "<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n  <scope>GLOBAL</scope>\n  <id>nexus-deployer</id>\n  <description>Nexus deploy user</description>\n  <username>deployer</username>\n  <password>{0}</password>\n</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>",
    pw(),
)
la("pipeline {\n  agent any\n  stages {\n    stage('Deploy') {\n      steps {\n        withCredentials([usernamePassword(credentialsId: 'nexus-deployer', usernameVariable: 'NEXUS_USER', passwordVariable: 'NEXUS_PASS')]) {\n          sh 'mvn -s settings.xml deploy'\n        }\n      }\n    }\n  }\n}")
add(
    "config/nomad-job-template-env",
    'job "billing" {\n  group "api" {\n    task "server" {\n      driver = "docker"\n      template {\n        destination = "secrets/app.env"\n        env         = true\n        data        = <<EOT\nDB_USER=billing\nDB_PASSWORD={0}\nEOT\n      }\n    }\n  }\n}',
    spw(),
)
la('job "billing" {\n  group "api" {\n    task "server" {\n      driver = "docker"\n      vault {}\n      template {\n        destination = "secrets/app.env"\n        env         = true\n        data        = <<EOT\n{{ with secret "database/creds/billing" }}DB_USER={{ .Data.username }}\nDB_PASSWORD={{ .Data.password }}{{ end }}\nEOT\n      }\n    }\n  }\n}')
add(
    "config/cisco-snmp-community",
    "core-sw-01#show running-config | include snmp\nsnmp-server community {0} RW 10\nsnmp-server community public RO\nsnmp-server location DC1-Row4",
    r(10, ALNUM) + "!" + r(3, DIGITS),
)
la("core-sw-01#show running-config | include snmp\nsnmp-server group NMS v3 priv\nsnmp-server location DC1-Row4\nsnmp-server contact noc@corp.example")
add(
    "config/cisco-radius-key",
    "radius server ISE-01\n address ipv4 10.10.5.20 auth-port 1812 acct-port 1813\n key 0 {0}\n!\naaa group server radius ISE\n server name ISE-01",
    spw(),
)
la("radius server ISE-01\n address ipv4 10.10.5.20 auth-port 1812 acct-port 1813\n key 7 <removed>\n!\naaa group server radius ISE\n server name ISE-01")
add(
    "config/cisco-isakmp-key",
    "crypto isakmp policy 10\n encr aes 256\n authentication pre-share\n group 14\ncrypto isakmp key {0} address 203.0.113.45\n!",
    spw(),
)
la("crypto isakmp policy 10\n encr aes 256\n authentication rsa-sig\n group 14\ncrypto pki trustpoint CORP-CA\n enrollment url http://ca.corp.example:80\n!")
add(
    "config/junos-ike-psk",
    'set security ike proposal IKE-AES256 authentication-method pre-shared-keys\nset security ike policy POL-BRANCH proposals IKE-AES256\nset security ike policy POL-BRANCH pre-shared-key ascii-text "{0}"',
    spw(),
)
la("set security ike proposal IKE-RSA authentication-method rsa-signatures\nset security ike policy POL-BRANCH proposals IKE-RSA\nset security ike policy POL-BRANCH certificate local-certificate srx-branch-cert")
add(
    "config/wg-presharedkey",
    "[Peer]\n# laptop-jdoe\nPublicKey = {pub}\nPresharedKey = {0}\nAllowedIPs = 10.66.0.7/32",
    b64(32),
    pub=b64(32),
)
la("[Peer]\n# laptop-jdoe\nPublicKey = {pub}\nAllowedIPs = 10.66.0.7/32\nPersistentKeepalive = 25", pub=b64(32))
add(
    "config/ovpn-inline-auth-user-pass",
    "client\ndev tun\nproto udp\nremote vpn.corp.example 1194\n<auth-user-pass>\njdoe\n{0}\n</auth-user-pass>\nremote-cert-tls server",
    pw(),
)
la("client\ndev tun\nproto udp\nremote vpn.corp.example 1194\nauth-user-pass\nauth-nocache\nremote-cert-tls server")
add(
    "config/reg-putty-proxypassword",
    'Windows Registry Editor Version 5.00\n\n[HKEY_CURRENT_USER\\Software\\SimonTatham\\PuTTY\\Sessions\\bastion]\n"HostName"="bastion.corp.example"\n"ProxyMethod"=dword:00000003\n"ProxyHost"="proxy.corp.example"\n"ProxyUsername"="jdoe"\n"ProxyPassword"="{0}"',
    pw(),
)
la('Windows Registry Editor Version 5.00\n\n[HKEY_CURRENT_USER\\Software\\SimonTatham\\PuTTY\\Sessions\\bastion]\n"HostName"="bastion.corp.example"\n"PublicKeyFile"="C:\\\\Users\\\\jdoe\\\\.ssh\\\\bastion.ppk"\n"ProxyPassword"=""')
add(
    "config/nats-context-json",
    '$ cat ~/.config/nats/context/prod.json\n{\n  "description": "prod cluster",\n  "url": "nats://nats.prod.internal:4222",\n  "user": "ops",\n  "password": "{0}",\n  "creds": ""\n}',
    spw(),
)
la('$ cat ~/.config/nats/context/prod.json\n{\n  "description": "prod cluster",\n  "url": "nats://nats.prod.internal:4222",\n  "creds": "/home/ops/.local/share/nats/nsc/keys/creds/ACME/OPS/ops.creds"\n}')
add(
    "config/cabal-config-hackage",
    "-- ~/.config/cabal/config\nrepository hackage.haskell.org\n  url: http://hackage.haskell.org/\n\nusername: jdoe\npassword: {0}",
    pw(),
)
la("-- ~/.config/cabal/config\nrepository hackage.haskell.org\n  url: http://hackage.haskell.org/\n\nusername: jdoe\npassword-command: pass show hackage.haskell.org")
add(
    "config/pub-credentials-json",
    '$ cat ~/.config/dart/pub-credentials.json\n{"accessToken":"ya29.{0}","refreshToken":"1//{1}","tokenEndpoint":"https://accounts.google.com/o/oauth2/token","scopes":["openid","https://www.googleapis.com/auth/userinfo.email"],"expiration":1796371200000}',
    "a0" + r(150, URLSAFE),
    "0g" + r(100, URLSAFE),
)
la('$ dart pub token list\nYou have secret tokens for 1 package repositories:\nhttps://pub.corp.example')
add(
    "config/pause-file",
    "$ cat ~/.pause\nuser JDOE\npassword {0}",
    pw(),
)
la("$ cpan-upload -u JDOE Acme-Widget-0.04.tar.gz\nPAUSE Password: \nregistering upload with PAUSE web server")
add(
    "config/luarocks-upload-config",
    '-- ~/.luarocks/upload_config.lua\nkey = "{0}"\nserver = "https://luarocks.org"',
    r(40, LOWER_NUM),
)
la('-- ~/.luarocks/config-5.4.lua\nrocks_trees = {\n   { name = "user", root = home .. "/.luarocks" },\n}\nvariables = { LUA_INCDIR = "/usr/include/lua5.4" }')
add(
    "config/prosody-component-secret",
    '-- /etc/prosody/prosody.cfg.lua\nComponent "bridge.chat.example"\n    component_secret = "{0}"\n\nComponent "upload.chat.example" "http_file_share"',
    r(24, ALNUM),
)
la('-- /etc/prosody/prosody.cfg.lua\nComponent "bridge.chat.example"\n    component_secret = Lua.os.getenv("PROSODY_BRIDGE_SECRET")\n\nComponent "upload.chat.example" "http_file_share"')
add(
    "config/minecraft-server-properties",
    "# server.properties\nenable-rcon=true\nrcon.port=25575\nrcon.password={0}\nmotd=Studio SMP\nmax-players=20",
    spw(),
)
la("# server.properties\nenable-rcon=false\nrcon.port=25575\nrcon.password=\nmotd=Studio SMP\nmax-players=20")
add(
    "config/jcl-job-card-password",
    "//NIGHTLY  JOB (ACCT01),'BATCH LOAD',CLASS=A,MSGCLASS=X,\n//         USER=BATCHU1,PASSWORD={0},NOTIFY=&SYSUID\n//STEP01   EXEC PGM=IKJEFT01",
    r(1, UPPER) + r(5, UPPER_NUM) + r(2, DIGITS),
)
la("//NIGHTLY  JOB (ACCT01),'BATCH LOAD',CLASS=A,MSGCLASS=X,\n//         NOTIFY=&SYSUID\n//* RACF surrogate: runs under BATCHU1 via JESJOBS profile, no password\n//STEP01   EXEC PGM=IKJEFT01")
add(
    "config/dbt-bigquery-keyfile-json",
    "my_project:\n  target: prod\n  outputs:\n    prod:\n      type: bigquery\n      method: service-account-json\n      project: acme-analytics\n      dataset: marts\n      keyfile_json:\n        type: service_account\n        project_id: acme-analytics\n        private_key_id: {kid}\n        private_key: \"-----BEGIN PRIVATE KEY-----\\n{0}\\n-----END PRIVATE KEY-----\\n\"\n        client_email: dbt@acme-analytics.iam.gserviceaccount.com",
    b64(1190),
    kid=r(40, HEX),
)
la("my_project:\n  target: prod\n  outputs:\n    prod:\n      type: bigquery\n      method: service-account\n      project: acme-analytics\n      dataset: marts\n      keyfile: /secrets/dbt-sa.json\n      threads: 8")

# --- url ----------------------------------------------------------------------------------
add(
    "url/mlflow-tracking-uri-userinfo",
    "export MLFLOW_TRACKING_URI=https://mlops:{0}@mlflow.ml.corp.example\nmlflow runs list --experiment-id 17",
    upw(),
)
la("export MLFLOW_TRACKING_URI=https://mlflow.ml.corp.example\nexport MLFLOW_TRACKING_USERNAME=mlops\n# MLFLOW_TRACKING_PASSWORD comes from the CI secret store\nmlflow runs list --experiment-id 17")
add(
    "url/hf-git-remote-token",
    "$ git clone https://jdoe:{0}@huggingface.co/acme/llama-ft-support\nCloning into 'llama-ft-support'...",
    hf(),
)
la("$ git clone https://huggingface.co/acme/llama-ft-support\nCloning into 'llama-ft-support'...\nUsername for 'https://huggingface.co': jdoe")
add(
    "url/airflow-conn-env-uri",
    "AIRFLOW_CONN_WAREHOUSE_PG='postgresql://airflow_etl:{0}@warehouse.internal:5432/dwh?sslmode=require'",
    upw(),
)
la("AIRFLOW_CONN_WAREHOUSE_PG='postgresql://warehouse.internal:5432/dwh?sslmode=require'\nAIRFLOW__SECRETS__BACKEND=airflow.providers.hashicorp.secrets.vault.VaultBackend")
add(
    "url/s3a-userinfo-legacy",
    'spark.read.parquet("s3a://{kid}:{0}@lake-raw/events/dt=2026-12-04/")',
    r(40, ALNUM),
    kid=aws_key_id(),
)
la('spark.read.parquet("s3a://lake-raw/events/dt=2026-12-04/")')
add(
    "url/cargo-git-dep-token",
    '[dependencies]\ninternal-proto = { git = "https://x-access-token:{0}@github.com/acme/internal-proto.git", tag = "v0.9.2" }',
    "ghs_" + r(36, ALNUM),
)
la('[dependencies]\ninternal-proto = { git = "ssh://git@github.com/acme/internal-proto.git", tag = "v0.9.2" }')
add(
    "url/git-insteadof-token",
    'git config --global url."https://oauth2:{0}@gitlab.corp.example/".insteadOf "https://gitlab.corp.example/"\nGOPRIVATE=gitlab.corp.example go mod download',
    "glpat-" + r(20, URLSAFE),
)
la('git config --global url."ssh://git@gitlab.corp.example/".insteadOf "https://gitlab.corp.example/"\nGOPRIVATE=gitlab.corp.example go mod download')
add(
    "url/pom-repository-userinfo",
    "<repositories>\n  <repository>\n    <id>corp-releases</id>\n    <url>https://deployer:{0}@nexus.corp.example/repository/maven-releases/</url>\n  </repository>\n</repositories>",
    upw(),
)
la("<repositories>\n  <repository>\n    <id>corp-releases</id>\n    <url>https://nexus.corp.example/repository/maven-releases/</url>\n  </repository>\n</repositories>")
add(
    "url/elixir-amqp-url",
    '# config/prod.exs\nconfig :broadway_rabbitmq, :connection,\n  url: "amqps://billing:{0}@rmq.internal:5671/billing"',
    upw(),
)
la('# config/runtime.exs\nconfig :broadway_rabbitmq, :connection,\n  url: System.fetch_env!("AMQP_URL")')
add(
    "url/julia-libpq-uri",
    'conn = LibPQ.Connection("postgresql://analyst:{0}@pg-ro.internal:5432/research")',
    upw(),
)
la('conn = LibPQ.Connection("host=pg-ro.internal dbname=research user=analyst")  # password from ~/.pgpass')

# --- query --------------------------------------------------------------------------------
add(
    "query/influxdb-v1-u-p",
    "curl -G 'http://influx-01:8086/query?db=telegraf&u=grafana&p={0}' --data-urlencode 'q=SELECT mean(usage_idle) FROM cpu WHERE time > now() - 1h'",
    upw(),
)
la("curl -G 'http://influx-01:8086/query?db=telegraf' -u grafana --data-urlencode 'q=SHOW MEASUREMENTS'\nEnter host password for user 'grafana':")
add(
    "query/jenkins-build-by-token",
    "curl -X POST 'https://jenkins.corp.example/job/deploy-api/buildWithParameters?token={0}&ENV=staging'",
    r(32, ALNUM),
)
la("curl -X POST 'https://jenkins.corp.example/job/deploy-api/buildWithParameters?ENV=staging' --user \"$JENKINS_USER:$JENKINS_API_TOKEN\"")
add(
    "query/mapbox-secret-token",
    "curl 'https://api.mapbox.com/uploads/v1/acme?access_token={0}' -X POST -H 'Content-Type: application/json' -d @upload.json",
    "sk.eyJ1IjoiYWNtZSIsImEiOiJ" + r(40, ALNUM) + "." + r(22, URLSAFE),
)
la("<script>mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSIsImEiOiJ" + r(40, ALNUM) + "." + r(22, URLSAFE) + "';</script>")
add(
    "query/synology-auth-passwd",
    "GET /webapi/auth.cgi?api=SYNO.API.Auth&version=6&method=login&account=backup&passwd={0}&session=FileStation&format=sid HTTP/1.1",
    upw(),
)
la("GET /webapi/entry.cgi?api=SYNO.FileStation.List&version=2&method=list_share&_sid=<sid> HTTP/1.1")
add(
    "query/prtg-passhash",
    "curl 'https://prtg.corp.example/api/table.json?content=sensors&columns=objid,device,status&username=apiuser&passhash={0}'",
    r(10, DIGITS),
)
la("curl 'https://prtg.corp.example/api/table.json?content=sensors&columns=objid,device,status&filter_status=5'  # session cookie auth")
add(
    "url/telegram-bot-path-lua",
    'local url = "https://api.telegram.org/bot{0}/sendMessage?chat_id=-100" .. chat_id',
    r(10, DIGITS) + ":AA" + r(33, URLSAFE),
)
la('local url = "https://api.telegram.org/bot" .. os.getenv("TG_BOT_TOKEN") .. "/sendMessage?chat_id=-100" .. chat_id')

# --- header -------------------------------------------------------------------------------
add(
    "header/databricks-dapi-bearer",
    "curl -s -H 'Authorization: Bearer {0}' https://adb-4417620913748201.1.azuredatabricks.net/api/2.1/jobs/list | jq '.jobs[].settings.name'",
    "dapi" + r(32, HEX),
)
la("curl -s -H \"Authorization: Bearer $DATABRICKS_TOKEN\" https://adb-4417620913748201.1.azuredatabricks.net/api/2.1/jobs/list | jq '.jobs[].settings.name'")
add(
    "header/x-nomad-token",
    "curl --header 'X-Nomad-Token: {0}' https://nomad.service.consul:4646/v1/jobs",
    uuid4(),
)
la("curl --header \"X-Nomad-Token: ${NOMAD_TOKEN}\" https://nomad.service.consul:4646/v1/jobs")
add(
    "header/fcm-legacy-server-key",
    "POST /fcm/send HTTP/1.1\nHost: fcm.googleapis.com\nAuthorization: key={0}\nContent-Type: application/json",
    "AAAA" + r(7, URLSAFE) + ":APA91b" + r(134, URLSAFE),
)
la("POST /v1/projects/acme-mobile/messages:send HTTP/1.1\nHost: fcm.googleapis.com\nAuthorization: Bearer <oauth2-access-token>\nContent-Type: application/json")
add(
    "header/rundeck-auth-token",
    "curl -H 'X-Rundeck-Auth-Token: {0}' -H 'Accept: application/json' https://rundeck.corp.example/api/41/project/ops/jobs",
    r(32, ALNUM),
)
la("curl -H 'X-Rundeck-Auth-Token: <token>' -H 'Accept: application/json' https://rundeck.corp.example/api/41/project/ops/jobs")
add(
    "header/x-sentry-auth-secret",
    "X-Sentry-Auth: Sentry sentry_version=7, sentry_client=raven-go/0.2.0, sentry_timestamp=1764921600, sentry_key={pub}, sentry_secret={0}",
    r(32, HEX),
    pub=r(32, HEX),
)
la("X-Sentry-Auth: Sentry sentry_version=7, sentry_client=sentry.go/0.30.0, sentry_key={pub}", pub=r(32, HEX))
add(
    "header/apns-provider-jwt",
    "curl -v --http2 -H 'apns-topic: com.studio.app' -H 'apns-push-type: alert' -H 'authorization: bearer {0}' -d '{\"aps\":{\"alert\":\"hi\"}}' https://api.push.apple.com/3/device/{dev}",
    jwt_like("ES256"),
    dev=r(64, HEX),
)
la("curl -v --http2 -H 'apns-topic: com.studio.app' -H 'apns-push-type: alert' -H \"authorization: bearer $APNS_JWT\" -d '{\"aps\":{\"alert\":\"hi\"}}' https://api.push.apple.com/3/device/{dev}", dev=r(64, HEX))
add(
    "header/lua-ngx-set-header",
    'location /upstream/ {\n    access_by_lua_block {\n        ngx.req.set_header("Authorization", "Bearer {0}")\n    }\n    proxy_pass http://partner_api;\n}',
    r(48, URLSAFE),
)
la('location /upstream/ {\n    access_by_lua_block {\n        ngx.req.set_header("Authorization", "Bearer " .. os.getenv("PARTNER_TOKEN"))\n    }\n    proxy_pass http://partner_api;\n}')

# --- sql ----------------------------------------------------------------------------------
add(
    "sql/sparksql-set-s3a",
    "spark-sql> SET spark.hadoop.fs.s3a.secret.key={0};\nspark-sql> SELECT count(*) FROM parquet.`s3a://lake-raw/events/`;",
    aws_secret(),
)
la("spark-sql> SET spark.hadoop.fs.s3a.aws.credentials.provider=com.amazonaws.auth.WebIdentityTokenCredentialsProvider;\nspark-sql> SELECT count(*) FROM parquet.`s3a://lake-raw/events/`;")
add(
    "sql/clickhouse-s3-engine-keys",
    "CREATE TABLE events_raw (ts DateTime, user_id UInt64, payload String)\nENGINE = S3('https://lake-raw.s3.eu-west-1.amazonaws.com/events/*.parquet', '{kid}', '{0}', 'Parquet');",
    aws_secret(),
    kid=aws_key_id(),
)
la("CREATE TABLE events_raw (ts DateTime, user_id UInt64, payload String)\nENGINE = S3(lake_raw_named_collection, filename = 'events/*.parquet', format = 'Parquet');")
add(
    "sql/clickhouse-mysql-engine",
    "CREATE TABLE orders_mirror ENGINE = MySQL('mysql-01.internal:3306', 'shop', 'orders', 'ch_reader', '{0}');",
    spw(),
)
la("CREATE TABLE orders_mirror ENGINE = MySQL(mysql_shop, table = 'orders');  -- named collection defined in config.d/collections.xml")
add(
    "sql/aurora-aws-s3-credentials",
    "SELECT aws_s3.table_import_from_s3(\n  'events', '', '(format csv, header true)',\n  aws_commons.create_s3_uri('lake-raw', 'exports/events.csv', 'eu-west-1'),\n  aws_commons.create_aws_credentials('{kid}', '{0}', '')\n);",
    aws_secret(),
    kid=aws_key_id(),
)
la("SELECT aws_s3.table_import_from_s3(\n  'events', '', '(format csv, header true)',\n  aws_commons.create_s3_uri('lake-raw', 'exports/events.csv', 'eu-west-1')\n);  -- uses the cluster's IAM role")
add(
    "sql/mysql-aes-encrypt-key",
    "UPDATE customers SET iban_enc = AES_ENCRYPT(iban, '{0}') WHERE iban_enc IS NULL;",
    r(32, ALNUM),
)
la("UPDATE customers SET iban_hash = SHA2(iban, 256) WHERE iban_hash IS NULL;")
add(
    "sql/starrocks-broker-load-s3",
    'LOAD LABEL dwh.events_20261204\n(DATA INFILE("s3://lake-raw/events/dt=2026-12-04/*") INTO TABLE events FORMAT AS "parquet")\nWITH BROKER\n(\n  "aws.s3.access_key" = "{kid}",\n  "aws.s3.secret_key" = "{0}",\n  "aws.s3.region" = "eu-west-1"\n);',
    aws_secret(),
    kid=aws_key_id(),
)
la('LOAD LABEL dwh.events_20261204\n(DATA INFILE("s3://lake-raw/events/dt=2026-12-04/*") INTO TABLE events FORMAT AS "parquet")\nWITH BROKER\n(\n  "aws.s3.use_instance_profile" = "true",\n  "aws.s3.region" = "eu-west-1"\n);')
add(
    "sql/materialize-create-secret",
    "CREATE SECRET kafka_password AS '{0}';\nCREATE CONNECTION kafka_conn TO KAFKA (BROKER 'pkc-4nmjv.eu-central-1.aws.confluent.cloud:9092', SASL MECHANISMS = 'PLAIN', SASL USERNAME = 'MZ_SVC', SASL PASSWORD = SECRET kafka_password);",
    r(64, ALNUM + "+/"),
)
la("CREATE CONNECTION kafka_conn TO KAFKA (BROKER 'pkc-4nmjv.eu-central-1.aws.confluent.cloud:9092', SASL MECHANISMS = 'PLAIN', SASL USERNAME = 'MZ_SVC', SASL PASSWORD = SECRET kafka_password);")

# --- keymat -------------------------------------------------------------------------------
_seed = "SU" + r(56, B32)
add(
    "keymat/nats-creds-file",
    "-----BEGIN NATS USER JWT-----\n{jwt}\n------END NATS USER JWT------\n\n************************* IMPORTANT *************************\nNKEY Seed printed below can be used to sign and prove identity.\nNKEYs are sensitive and should be treated as secrets.\n\n-----BEGIN USER NKEY SEED-----\n{0}\n------END USER NKEY SEED------",
    _seed,
    jwt=jwt_like("ed25519-nkey"),
)
la("$ nsc describe user orders-svc\n+----------------------+----------------------------------------------------------+\n|                                   User                                          |\n+----------------------+----------------------------------------------------------+\n| Name                 | orders-svc                                               |\n| User ID              | U" + r(55, B32) + " |\n| Issuer ID            | A" + r(55, B32) + " |\n+----------------------+----------------------------------------------------------+")
add(
    "keymat/fastlane-asc-api-key-json",
    '{\n  "key_id": "{kid}",\n  "issuer_id": "{iss}",\n  "key": "-----BEGIN PRIVATE KEY-----\\n{0}\\n-----END PRIVATE KEY-----",\n  "in_house": false\n}',
    p8_body(),
    kid=r(10, UPPER_NUM),
    iss=uuid4(),
)
la('app_store_connect_api_key(\n  key_id: "{kid}",\n  issuer_id: "{iss}",\n  key_filepath: "./fastlane/AuthKey_{kid}.p8",\n  in_house: false\n)', kid=r(10, UPPER_NUM), iss=uuid4())
_tauri = b64s("untrusted comment: rsign encrypted secret key\nRWRTY0Iy" + b64(150) + "\n")
add(
    "keymat/tauri-signing-private-key",
    "TAURI_SIGNING_PRIVATE_KEY={0}\nTAURI_SIGNING_PRIVATE_KEY_PASSWORD={1}\nnpm run tauri build",
    _tauri,
    spw(),
)
la('// tauri.conf.json\n"plugins": {\n  "updater": {\n    "pubkey": "' + b64s("untrusted comment: minisign public key: " + r(16, HEX).upper() + "\nRWT" + b64(39) + "\n") + '",\n    "endpoints": ["https://releases.studio.example/{{target}}/{{current_version}}"]\n  }\n}')
add(
    "keymat/erlang-cookie-file",
    "$ sudo cat /var/lib/rabbitmq/.erlang.cookie\n{0}",
    r(20, UPPER),
)
la("$ sudo ls -l /var/lib/rabbitmq/.erlang.cookie\n-r-------- 1 rabbitmq rabbitmq 20 Dec  4 09:12 /var/lib/rabbitmq/.erlang.cookie")
add(
    "keymat/release-cookie-env",
    "# rel/env.sh.eex\nexport RELEASE_DISTRIBUTION=name\nexport RELEASE_NODE=app@${POD_IP}\nexport RELEASE_COOKIE={0}",
    r(56, UPPER_NUM),
)
la("# rel/env.sh.eex\nexport RELEASE_DISTRIBUTION=name\nexport RELEASE_NODE=app@${POD_IP}\nexport RELEASE_COOKIE=\"$(cat /etc/secrets/release-cookie)\"")
add(
    "keymat/nomad-gossip-encrypt",
    '# /etc/nomad.d/server.hcl\nserver {\n  enabled          = true\n  bootstrap_expect = 3\n  encrypt          = "{0}"\n}',
    b64(32),
)
la('# /etc/nomad.d/server.hcl\nserver {\n  enabled          = true\n  bootstrap_expect = 3\n  # gossip key is injected via NOMAD_GOSSIP_ENCRYPT_KEY at boot\n}')
add(
    "keymat/nix-binary-cache-secret-key",
    "$ nix-store --generate-binary-cache-key cache.corp.example-1 secret.key public.key\n$ cat secret.key\ncache.corp.example-1:{0}",
    b64(64),
)
la("$ cat public.key\ncache.corp.example-1:" + b64(32) + "\n$ nix-store --verify --check-contents")
add(
    "keymat/cloudflared-tunnel-credentials",
    '$ cat ~/.cloudflared/{tid}.json\n{"AccountTag":"{acct}","TunnelSecret":"{0}","TunnelID":"{tid}"}',
    b64(32),
    tid=uuid4(),
    acct=r(32, HEX),
)
la("$ cloudflared tunnel info {tid}\nNAME:     studio-prod\nID:       {tid}\nCREATED:  2026-11-30 14:02:11 +0000 UTC\n\nCONNECTOR ID                         EDGE\n{cid}  2xAMS, 2xFRA", tid=uuid4(), cid=uuid4())
_ts = r(64, HEX)
add(
    "keymat/tailscaled-state-private",
    '$ sudo cat /var/lib/tailscale/tailscaled.state | jq .\n{\n  "_machinekey": "{0}",\n  "_current-profile": "cHJvZmlsZS0xYjJj"\n}\n$ sudo jq -r ._machinekey /var/lib/tailscale/tailscaled.state | base64 -d\nprivkey:{1}',
    b64s("privkey:" + _ts),
    _ts,
)
la("$ tailscale status --json | jq '.Self | {HostName, PublicKey}'\n{\n  \"HostName\": \"build-03\",\n  \"PublicKey\": \"nodekey:" + r(64, HEX) + "\"\n}")
add(
    "keymat/wg-showconf-output",
    "$ sudo wg showconf wg0\n[Interface]\nListenPort = 51820\nPrivateKey = {0}\n\n[Peer]\nPublicKey = {pub}\nAllowedIPs = 10.66.0.0/24\nEndpoint = 198.51.100.7:51820",
    b64(32),
    pub=b64(32),
)
la("$ sudo wg show wg0\ninterface: wg0\n  public key: {pub}\n  private key: (hidden)\n  listening port: 51820\n\npeer: {peer}\n  endpoint: 198.51.100.7:51820\n  allowed ips: 10.66.0.0/24", pub=b64(32), peer=b64(32))

# --- trace --------------------------------------------------------------------------------
add(
    "trace/hikari-config-jdbcurl",
    "DEBUG com.zaxxer.hikari.HikariConfig - HikariPool-1 - configuration:\nDEBUG com.zaxxer.hikari.HikariConfig - connectionTimeout...............30000\nDEBUG com.zaxxer.hikari.HikariConfig - jdbcUrl.........................jdbc:postgresql://pg.internal:5432/orders?user=orders&password={0}\nDEBUG com.zaxxer.hikari.HikariConfig - password........................<masked>",
    upw(),
)
la("DEBUG com.zaxxer.hikari.HikariConfig - HikariPool-1 - configuration:\nDEBUG com.zaxxer.hikari.HikariConfig - jdbcUrl.........................jdbc:postgresql://pg.internal:5432/orders\nDEBUG com.zaxxer.hikari.HikariConfig - password........................<masked>\nDEBUG com.zaxxer.hikari.HikariConfig - username........................\"orders\"")
add(
    "trace/typesafe-config-render",
    'scala> println(config.getConfig("db").root.render(ConfigRenderOptions.concise))\n{"driver":"org.postgresql.Driver","password":"{0}","url":"jdbc:postgresql://pg.internal/ledger","user":"ledger"}',
    spw(),
)
la('scala> println(config.getConfig("db").root.render(ConfigRenderOptions.concise))\n{"driver":"org.postgresql.Driver","password":${?LEDGER_DB_PASSWORD},"url":"jdbc:postgresql://pg.internal/ledger","user":"ledger"}')
add(
    "trace/ecto-repo-config-inspect",
    "iex(app@10.0.2.11)1> Application.get_env(:billing, Billing.Repo)\n[\n  username: \"billing\",\n  password: \"{0}\",\n  hostname: \"pg.internal\",\n  database: \"billing_prod\",\n  pool_size: 10\n]",
    spw(),
)
la("iex(app@10.0.2.11)1> Billing.Repo.config() |> Keyword.take([:hostname, :database, :pool_size])\n[hostname: \"pg.internal\", database: \"billing_prod\", pool_size: 10]")
add(
    "trace/go-pgx-config-sharp-v",
    'conn config: &pgconn.Config{Host:"pg.internal", Port:0x1538, Database:"ledger", User:"ledger", Password:"{0}", TLSConfig:(*tls.Config)(0xc000112000), ConnectTimeout:5000000000}',
    spw(),
)
la('conn config: &pgconn.Config{Host:"pg.internal", Port:0x1538, Database:"ledger", User:"ledger", Password:"", TLSConfig:(*tls.Config)(0xc000112000), ConnectTimeout:5000000000}')
add(
    "trace/haskell-libpq-connstr",
    'app: SqlError {sqlState = "", sqlExecStatus = FatalError, sqlErrorMsg = "could not connect", sqlErrorDetail = "", sqlErrorHint = ""}\nconnectPostgreSQL "host=pg.internal port=5432 dbname=ledger user=ledger password={0}"\nCallStack (from HasCallStack):\n  error, called at src/Db.hs:41:12 in ledger-0.1.0-inplace:Db',
    spw(),
)
la('app: SqlError {sqlState = "28P01", sqlExecStatus = FatalError, sqlErrorMsg = "password authentication failed for user \\"ledger\\"", sqlErrorDetail = "", sqlErrorHint = ""}\nCallStack (from HasCallStack):\n  error, called at src/Db.hs:41:12 in ledger-0.1.0-inplace:Db')
add(
    "trace/ktor-client-logging",
    "INFO  io.ktor.client.HttpClient - REQUEST: https://api.partner.example/v2/shipments\nMETHOD: HttpMethod(value=POST)\nCOMMON HEADERS\n-> Accept: application/json\n-> Authorization: Bearer {0}\nCONTENT HEADERS\n-> Content-Length: 212",
    r(56, URLSAFE),
)
la("INFO  io.ktor.client.HttpClient - REQUEST: https://api.partner.example/v2/shipments\nMETHOD: HttpMethod(value=POST)\nCOMMON HEADERS\n-> Accept: application/json\n-> Authorization: ***\nCONTENT HEADERS\n-> Content-Length: 212")
add(
    "trace/dio-exception-headers",
    "DioException [bad response]: This exception was thrown because the response has a status code of 401.\nrequestOptions.headers: {content-type: application/json, x-api-key: {0}}\nrequestOptions.uri: https://api.studio.example/v1/profile",
    r(40, ALNUM),
)
la("DioException [connection timeout]: The request connection took longer than 0:00:10.000000.\nrequestOptions.headers: {content-type: application/json, x-request-id: " + uuid4() + "}\nrequestOptions.uri: https://api.studio.example/v1/profile")
add(
    "trace/lldb-po-headers",
    '(lldb) po request.allHTTPHeaderFields\n▿ Optional<Dictionary<String, String>>\n  ▿ some : 2 elements\n    ▿ 0 : 2 elements\n      - key : "Authorization"\n      - value : "Bearer {0}"\n    ▿ 1 : 2 elements\n      - key : "Accept"\n      - value : "application/json"',
    jwt_like("RS256"),
)
la('(lldb) po request.allHTTPHeaderFields\n▿ Optional<Dictionary<String, String>>\n  ▿ some : 1 element\n    ▿ 0 : 2 elements\n      - key : "Accept"\n      - value : "application/json"')
add(
    "trace/spark-submit-verbose",
    "Spark properties used, including those specified through\n --conf and those from the properties file null:\n  (spark.hadoop.fs.s3a.access.key,{kid})\n  (spark.hadoop.fs.s3a.secret.key,{0})\n  (spark.executor.memory,8g)",
    aws_secret(),
    kid=aws_key_id(),
)
la("Spark properties used, including those specified through\n --conf and those from the properties file null:\n  (spark.hadoop.fs.s3a.secret.key,*********(redacted))\n  (spark.executor.memory,8g)")
add(
    "trace/r-traceback-call",
    '> traceback()\n3: stop(e)\n2: dbConnect(RPostgres::Postgres(), host = "pg.internal", dbname = "survey", user = "analyst", password = "{0}")\n1: connect_db()',
    pw(),
)
la('> traceback()\n3: stop(e)\n2: dbConnect(RPostgres::Postgres(), host = "pg.internal", dbname = "survey", user = "analyst", password = Sys.getenv("SURVEY_PW"))\n1: connect_db()')
add(
    "trace/perl-data-dumper",
    "$VAR1 = {\n          'dsn' => 'dbi:Pg:dbname=inventory;host=pg.internal',\n          'user' => 'inventory',\n          'pass' => '{0}',\n          'AutoCommit' => 1\n        };\nDBI connect('dbname=inventory;host=pg.internal','inventory',...) failed: timeout expired at lib/Inventory/DB.pm line 27.",
    pw(),
)
la("DBI connect('dbname=inventory;host=pg.internal','inventory',...) failed: FATAL:  password authentication failed for user \"inventory\" at lib/Inventory/DB.pm line 27.")
add(
    "trace/clojure-ex-info",
    'Execution error (ExceptionInfo) at ledger.db/connect! (db.clj:22).\nConnection refused\n{:db-spec {:dbtype "postgresql", :host "pg.internal", :dbname "ledger", :user "ledger", :password "{0}"}}',
    pw(),
)
la('Execution error (ExceptionInfo) at ledger.db/connect! (db.clj:22).\nConnection refused\n{:db-spec {:dbtype "postgresql", :host "pg.internal", :dbname "ledger", :user "ledger", :password "********"}}')

# --- other (tool outputs) -----------------------------------------------------------------
add(
    "other/vault-token-create-table",
    "$ vault token create -policy=deploy -ttl=24h\nKey                  Value\n---                  -----\ntoken                {0}\ntoken_accessor       {acc}\ntoken_duration       24h\ntoken_renewable      true\ntoken_policies       [\"default\" \"deploy\"]",
    "hvs." + r(24, ALNUM) + r(80, URLSAFE),
    acc=r(24, ALNUM),
)
la("$ vault token lookup -accessor {acc}\nKey                 Value\n---                 -----\naccessor            {acc}\ndisplay_name        token-deploy\nexpire_time         2026-12-06T03:14:55Z\npolicies            [default deploy]", acc=r(24, ALNUM))
add(
    "other/nomad-acl-bootstrap",
    "$ nomad acl bootstrap\nAccessor ID  = {acc}\nSecret ID    = {0}\nName         = Bootstrap Token\nType         = management\nGlobal       = true\nPolicies     = n/a",
    uuid4(),
    acc=uuid4(),
)
la("$ nomad acl token self\nAccessor ID  = {acc}\nSecret ID    = <redacted>\nName         = deploy\nType         = client\nGlobal       = false\nPolicies     = [deploy]", acc=uuid4())
add(
    "other/confluent-api-key-create",
    "$ confluent api-key create --resource lkc-9k2x7p\nIt may take a couple of minutes for the API key to be ready.\nSave the API key and secret. The secret is not retrievable later.\n+------------+------------------------------------------------------------------+\n| API Key    | {key}                                                 |\n| API Secret | {0} |\n+------------+------------------------------------------------------------------+",
    r(64, ALNUM + "+/"),
    key=r(16, UPPER_NUM),
)
la("$ confluent api-key list --resource lkc-9k2x7p\n       Key        | Description | Owner     | Resource Type |  Resource\n------------------+-------------+-----------+---------------+-------------\n  {key} | orders-svc  | sa-l7q2v9 | kafka         | lkc-9k2x7p", key=r(16, UPPER_NUM))
add(
    "other/netsh-wlan-key-clear",
    'C:\\> netsh wlan show profile name="Studio-5G" key=clear\n\nSecurity settings\n-----------------\n    Authentication         : WPA2-Personal\n    Cipher                 : CCMP\n    Security key           : Present\n    Key Content            : {0}',
    spw(),
)
la('C:\\> netsh wlan show profile name="Studio-5G"\n\nSecurity settings\n-----------------\n    Authentication         : WPA2-Personal\n    Cipher                 : CCMP\n    Security key           : Present')
add(
    "other/databricks-configure-transcript",
    "$ databricks configure --token\nDatabricks Host (should begin with https://): https://adb-4417620913748201.1.azuredatabricks.net\nToken: {0}\n$ databricks clusters list",
    "dapi" + r(32, HEX) + "-2",
)
la("$ databricks auth login --host https://adb-4417620913748201.1.azuredatabricks.net\nOpening browser for OAuth login...\nProfile DEFAULT was successfully saved")
add(
    "other/pulumi-stack-output-show-secrets",
    "$ pulumi stack output --show-secrets\nCurrent stack outputs (3):\n    OUTPUT          VALUE\n    dbEndpoint      prod-db.c9akciq32.eu-west-1.rds.amazonaws.com\n    dbPassword      {0}\n    bucketName      acme-prod-assets",
    spw() + r(8, ALNUM),
)
la("$ pulumi stack output\nCurrent stack outputs (3):\n    OUTPUT          VALUE\n    dbEndpoint      prod-db.c9akciq32.eu-west-1.rds.amazonaws.com\n    dbPassword      [secret]\n    bucketName      acme-prod-assets")
add(
    "other/terraform-console-nonsensitive",
    "$ terraform console\n> nonsensitive(random_password.db.result)\n\"{0}\"\n> exit",
    r(24, ALNUM + "!#$%&*()-_=+"),
)
la("$ terraform console\n> random_password.db.result\n(sensitive value)\n> random_password.db.id\n\"none\"")
add(
    "other/jenkins-script-console-plaintext",
    "Result:\n[Script Console] def c = com.cloudbees.plugins.credentials.SystemCredentialsProvider.getInstance().getCredentials().find { it.id == 'nexus-deployer' }\nprintln(c.password.plainText)\n{0}",
    pw(),
)
la("Result:\n[Script Console] println(Jenkins.instance.pluginManager.plugins.size())\n214")
add(
    "other/salt-call-pillar-get",
    "$ sudo salt-call pillar.get postgres:users:app:password\nlocal:\n    {0}",
    pw(),
)
la("$ sudo salt-call pillar.get postgres:users:app:ensure\nlocal:\n    present")
add(
    "other/puppet-lookup",
    "$ sudo puppet lookup profile::mysql::root_password --node db01.corp.example\n--- {0}",
    pw(),
)
la("$ sudo puppet lookup profile::mysql::root_password --node db01.corp.example --explain\nSearching for \"profile::mysql::root_password\"\n  Global Data Provider (hiera configuration version 5)\n    Hierarchy entry \"eyaml\"\n      Found key: \"profile::mysql::root_password\" value: Sensitive [value redacted]")
add(
    "other/buildkite-secret-get",
    "$ buildkite-agent secret get DEPLOY_KEY_PASSPHRASE\n{0}",
    pw(),
)
la("$ buildkite-agent secret get DEPLOY_KEY_PASSPHRASE\nfatal: secret not found: DEPLOY_KEY_PASSPHRASE")
add(
    "other/vault-read-database-creds",
    "$ vault read database/creds/readonly\nKey                Value\n---                -----\nlease_id           database/creds/readonly/{lease}\nlease_duration     1h\nlease_renewable    true\npassword           {0}\nusername           v-token-readonly-{user}",
    r(4, UPPER) + "-" + r(20, ALNUM),
    lease=r(24, ALNUM),
    user=r(20, LOWER_NUM) + "-1764921600",
)
la('$ rabbitmqctl list_users\nListing users ...\nuser\ttags\nbilling\t[management]\nguest\t[administrator]')

# --- code ---------------------------------------------------------------------------------
add(
    "code/go-sql-open-kv-dsn",
    'db, err := sql.Open("postgres", "host=pg.internal port=5432 user=ledger password={0} dbname=ledger sslmode=require")\nif err != nil {\n\tlog.Fatal(err)\n}',
    spw(),
)
la('dsn := fmt.Sprintf("host=%s port=5432 user=%s password=%s dbname=ledger sslmode=require",\n\tos.Getenv("PGHOST"), os.Getenv("PGUSER"), os.Getenv("PGPASSWORD"))\ndb, err := sql.Open("postgres", dsn)')
add(
    "code/go-minio-staticv4",
    'client, err := minio.New("minio.internal:9000", &minio.Options{\n\tCreds:  credentials.NewStaticV4("backup-svc", "{0}", ""),\n\tSecure: true,\n})',
    r(40, ALNUM),
)
la('client, err := minio.New("minio.internal:9000", &minio.Options{\n\tCreds:  credentials.NewEnvMinio(),\n\tSecure: true,\n})')
add(
    "code/go-smtp-plainauth",
    'auth := smtp.PlainAuth("", "alerts@corp.example", "{0}", "smtp.office365.com")\nerr := smtp.SendMail("smtp.office365.com:587", auth, from, to, msg)',
    pw(),
)
la('auth := smtp.PlainAuth("", cfg.SMTPUser, cfg.SMTPPassword, cfg.SMTPHost)\nerr := smtp.SendMail(cfg.SMTPHost+":587", auth, from, to, msg)')
add(
    "code/go-oauth2-config",
    'var conf = &oauth2.Config{\n\tClientID:     "{cid}.apps.googleusercontent.com",\n\tClientSecret: "{0}",\n\tRedirectURL:  "http://localhost:8085/callback",\n\tScopes:       []string{"openid", "email"},\n\tEndpoint:     google.Endpoint,\n}',
    "GOCSPX-" + r(28, URLSAFE),
    cid=r(12, DIGITS) + "-" + r(32, LOWER_NUM),
)
la('var conf = &oauth2.Config{\n\tClientID:     "{cid}.apps.googleusercontent.com",\n\tClientSecret: os.Getenv("GOOGLE_CLIENT_SECRET"),\n\tRedirectURL:  "http://localhost:8085/callback",\n\tScopes:       []string{"openid", "email"},\n\tEndpoint:     google.Endpoint,\n}', cid=r(12, DIGITS) + "-" + r(32, LOWER_NUM))
add(
    "code/java-spring-bean-setpassword",
    '@Bean\npublic DataSource reportingDataSource() {\n    HikariDataSource ds = new HikariDataSource();\n    ds.setJdbcUrl("jdbc:mysql://reporting-db:3306/reports");\n    ds.setUsername("reporter");\n    ds.setPassword("{0}");\n    return ds;\n}',
    pw(),
)
la('@Bean\npublic DataSource reportingDataSource(@Value("${reporting.db.password}") String password) {\n    HikariDataSource ds = new HikariDataSource();\n    ds.setJdbcUrl("jdbc:mysql://reporting-db:3306/reports");\n    ds.setUsername("reporter");\n    ds.setPassword(password);\n    return ds;\n}')
add(
    "code/java-basicawscredentials",
    'AmazonS3 s3 = AmazonS3ClientBuilder.standard()\n    .withRegion(Regions.EU_WEST_1)\n    .withCredentials(new AWSStaticCredentialsProvider(\n        new BasicAWSCredentials("{kid}", "{0}")))\n    .build();',
    aws_secret(),
    kid=aws_key_id(),
)
la('AmazonS3 s3 = AmazonS3ClientBuilder.standard()\n    .withRegion(Regions.EU_WEST_1)\n    .withCredentials(DefaultAWSCredentialsProviderChain.getInstance())\n    .build();')
add(
    "code/javamail-passwordauthentication",
    'Session session = Session.getInstance(props, new Authenticator() {\n    @Override\n    protected PasswordAuthentication getPasswordAuthentication() {\n        return new PasswordAuthentication("noreply@corp.example", "{0}");\n    }\n});',
    pw(),
)
la('Session session = Session.getInstance(props, new Authenticator() {\n    @Override\n    protected PasswordAuthentication getPasswordAuthentication() {\n        return new PasswordAuthentication(mailUser, mailPassword);\n    }\n});')
add(
    "code/kotlin-hikari-apply",
    'val dataSource = HikariDataSource(HikariConfig().apply {\n    jdbcUrl = "jdbc:postgresql://pg.internal:5432/shop"\n    username = "shop"\n    password = "{0}"\n    maximumPoolSize = 8\n})',
    pw(),
)
la('val dataSource = HikariDataSource(HikariConfig().apply {\n    jdbcUrl = "jdbc:postgresql://pg.internal:5432/shop"\n    username = "shop"\n    password = System.getenv("SHOP_DB_PASSWORD") ?: error("SHOP_DB_PASSWORD not set")\n    maximumPoolSize = 8\n})')
add(
    "code/kotlin-okhttp-credentials-basic",
    'val client = OkHttpClient.Builder()\n    .authenticator { _, response ->\n        response.request.newBuilder()\n            .header("Authorization", Credentials.basic("svc-sync", "{0}"))\n            .build()\n    }\n    .build()',
    pw(),
)
la('val client = OkHttpClient.Builder()\n    .authenticator { _, response ->\n        response.request.newBuilder()\n            .header("Authorization", Credentials.basic(BuildConfig.SYNC_USER, BuildConfig.SYNC_PASSWORD))\n            .build()\n    }\n    .build()')
add(
    "code/scala-slick-forurl",
    'val db = Database.forURL(\n  url = "jdbc:postgresql://pg.internal:5432/ledger",\n  user = "ledger",\n  password = "{0}",\n  driver = "org.postgresql.Driver"\n)',
    pw(),
)
la('val db = Database.forConfig("ledger.db")  // reads ledger.db.properties.password from application.conf / env')
add(
    "code/scala-akka-basichttpcredentials",
    'val request = HttpRequest(uri = "https://registry.corp.example/v2/_catalog")\n  .addCredentials(BasicHttpCredentials("ci-reader", "{0}"))',
    pw(),
)
la('val request = HttpRequest(uri = "https://registry.corp.example/v2/_catalog")\n  .addCredentials(BasicHttpCredentials(sys.env("REGISTRY_USER"), sys.env("REGISTRY_PASSWORD")))')
add(
    "code/elixir-ex-aws-config",
    '# config/prod.exs\nconfig :ex_aws,\n  access_key_id: "{kid}",\n  secret_access_key: "{0}",\n  region: "eu-west-1"',
    aws_secret(),
    kid=aws_key_id(),
)
la('# config/runtime.exs\nconfig :ex_aws,\n  access_key_id: [{:system, "AWS_ACCESS_KEY_ID"}, :instance_role],\n  secret_access_key: [{:system, "AWS_SECRET_ACCESS_KEY"}, :instance_role],\n  region: "eu-west-1"')
add(
    "code/elixir-req-auth-bearer",
    'Req.get!("https://api.partner.example/v1/orders", auth: {:bearer, "{0}"}, params: [since: "2026-12-01"])',
    r(48, URLSAFE),
)
la('Req.get!("https://api.partner.example/v1/orders", auth: {:bearer, Application.fetch_env!(:shop, :partner_token)}, params: [since: "2026-12-01"])')
add(
    "code/erlang-define-macro",
    '-module(sms_gateway).\n-define(API_USER, <<"acme">>).\n-define(API_KEY, <<"{0}">>).\n\nsend(To, Body) ->\n    hackney:post(?URL, [{<<"X-Api-Key">>, ?API_KEY}], encode(To, Body), []).',
    r(40, ALNUM),
)
la('-module(sms_gateway).\n-define(API_USER, <<"acme">>).\n\nsend(To, Body) ->\n    {ok, Key} = application:get_env(sms, api_key),\n    hackney:post(?URL, [{<<"X-Api-Key">>, Key}], encode(To, Body), []).')
add(
    "code/haskell-connectinfo",
    'conn <- connect defaultConnectInfo\n  { connectHost = "pg.internal"\n  , connectUser = "ledger"\n  , connectPassword = "{0}"\n  , connectDatabase = "ledger"\n  }',
    pw(),
)
la('pw <- getEnv "LEDGER_DB_PASSWORD"\nconn <- connect defaultConnectInfo\n  { connectHost = "pg.internal"\n  , connectUser = "ledger"\n  , connectPassword = pw\n  , connectDatabase = "ledger"\n  }')
add(
    "code/haskell-setrequestbasicauth",
    'let req = setRequestBasicAuth "deployer" "{0}"\n        $ parseRequest_ "https://nexus.corp.example/service/rest/v1/components?repository=hackage"\nresp <- httpLBS req',
    pw(),
)
la('let req = setRequestBasicAuth (BS.pack user) (BS.pack pass)\n        $ parseRequest_ "https://nexus.corp.example/service/rest/v1/components?repository=hackage"\nresp <- httpLBS req')
add(
    "code/ocaml-cohttp-header",
    'let headers =\n  Cohttp.Header.of_list\n    [ ("Authorization", "Token {0}"); ("Accept", "application/json") ]\nin\nCohttp_lwt_unix.Client.get ~headers uri',
    r(40, HEX),
)
la('let headers =\n  Cohttp.Header.of_list\n    [ ("Authorization", "Token " ^ Sys.getenv "API_TOKEN"); ("Accept", "application/json") ]\nin\nCohttp_lwt_unix.Client.get ~headers uri')
add(
    "code/clj-http-basic-auth",
    '(client/get "https://jira.corp.example/rest/api/2/search"\n            {:basic-auth ["svc-reporter" "{0}"]\n             :query-params {"jql" "project = OPS"}\n             :as :json})',
    r(24, ALNUM),
)
la('(client/get "https://jira.corp.example/rest/api/2/search"\n            {:basic-auth [(System/getenv "JIRA_USER") (System/getenv "JIRA_TOKEN")]\n             :query-params {"jql" "project = OPS"}\n             :as :json})')
add(
    "code/perl-lwp-credentials",
    "my $ua = LWP::UserAgent->new;\n$ua->credentials('intranet.corp.example:443', 'Corp SSO', 'svc-crawler', '{0}');\nmy $res = $ua->get('https://intranet.corp.example/reports/daily.csv');",
    pw(),
)
la("my $ua = LWP::UserAgent->new;\n$ua->credentials('intranet.corp.example:443', 'Corp SSO', $ENV{CRAWLER_USER}, $ENV{CRAWLER_PASS});\nmy $res = $ua->get('https://intranet.corp.example/reports/daily.csv');")
add(
    "code/r-dbconnect-odbc",
    'con <- DBI::dbConnect(odbc::odbc(),\n                      Driver = "ODBC Driver 18 for SQL Server",\n                      Server = "sql01.corp.example",\n                      Database = "Survey",\n                      UID = "analyst",\n                      PWD = "{0}")',
    pw(),
)
la('con <- DBI::dbConnect(odbc::odbc(),\n                      Driver = "ODBC Driver 18 for SQL Server",\n                      Server = "sql01.corp.example",\n                      Database = "Survey",\n                      UID = "analyst",\n                      PWD = rstudioapi::askForPassword("Database password"))')
add(
    "code/r-httr-add-headers",
    'res <- httr::GET("https://api.openalex.example/works",\n                 httr::add_headers(Authorization = "Bearer {0}"),\n                 query = list(filter = "publication_year:2026"))',
    r(40, ALNUM),
)
la('res <- httr::GET("https://api.openalex.example/works",\n                 httr::add_headers(Authorization = paste("Bearer", Sys.getenv("OPENALEX_TOKEN"))),\n                 query = list(filter = "publication_year:2026"))')
add(
    "code/julia-env-assign",
    'using OpenAI\nENV["OPENAI_API_KEY"] = "{0}"\nr = create_chat(ENV["OPENAI_API_KEY"], "gpt-4o-mini", [Dict("role" => "user", "content" => "hi")])',
    "sk-proj-" + r(48, URLSAFE),
)
la('using OpenAI\nr = create_chat(ENV["OPENAI_API_KEY"], "gpt-4o-mini", [Dict("role" => "user", "content" => "hi")])')
add(
    "code/lua-neovim-plugin-api-key",
    '-- ~/.config/nvim/lua/plugins/ai.lua\nreturn {\n  "olimorris/codecompanion.nvim",\n  opts = {\n    adapters = {\n      anthropic = function()\n        return require("codecompanion.adapters").extend("anthropic", {\n          env = { api_key = "{0}" },\n        })\n      end,\n    },\n  },\n}',
    "sk-ant-api03-" + r(93, URLSAFE) + "AA",
)
la('-- ~/.config/nvim/lua/plugins/ai.lua\nreturn {\n  "olimorris/codecompanion.nvim",\n  opts = {\n    adapters = {\n      anthropic = function()\n        return require("codecompanion.adapters").extend("anthropic", {\n          env = { api_key = "cmd:op read op://Private/Anthropic/credential --no-newline" },\n        })\n      end,\n    },\n  },\n}')
add(
    "code/lua-resty-redis-auth",
    'local red = redis:new()\nred:set_timeouts(1000, 1000, 1000)\nlocal ok, err = red:connect("10.0.5.7", 6379)\nlocal res, err = red:auth("{0}")',
    r(32, ALNUM),
)
la('local red = redis:new()\nred:set_timeouts(1000, 1000, 1000)\nlocal ok, err = red:connect("10.0.5.7", 6379)\nlocal res, err = red:auth(os.getenv("REDIS_PASSWORD"))')
add(
    "code/dart-dio-headers",
    "final dio = Dio(BaseOptions(\n  baseUrl: 'https://api.studio.example/v1',\n  headers: {'Authorization': 'Bearer {0}'},\n));",
    r(48, URLSAFE),
)
la("final dio = Dio(BaseOptions(\n  baseUrl: 'https://api.studio.example/v1',\n  headers: {'Authorization': 'Bearer ${await storage.read(key: 'access_token')}'},\n));")
add(
    "code/dart-stripe-secret-key",
    "// lib/payments.dart\nconst stripeSecretKey = 'sk_live_{0}';\nfinal resp = await http.post(Uri.parse('https://api.stripe.com/v1/payment_intents'),\n    headers: {'Authorization': 'Bearer $stripeSecretKey'});",
    "51" + r(97, ALNUM),
)
la("// lib/main.dart\nStripe.publishableKey = 'pk_live_51" + r(97, ALNUM) + "';\nawait Stripe.instance.applySettings();")
add(
    "code/swift-httpadditionalheaders",
    'let config = URLSessionConfiguration.default\nconfig.httpAdditionalHeaders = [\n    "X-Api-Key": "{0}",\n    "Accept": "application/json"\n]\nlet session = URLSession(configuration: config)',
    r(40, ALNUM),
)
la('let config = URLSessionConfiguration.default\nconfig.httpAdditionalHeaders = [\n    "X-Api-Key": Bundle.main.object(forInfoDictionaryKey: "API_KEY") as? String ?? "",\n    "Accept": "application/json"\n]\nlet session = URLSession(configuration: config)')
add(
    "code/swift-keychain-literal",
    'KeychainWrapper.standard.set("{0}", forKey: "mqtt.password")\nmqtt.username = "sensor-app"\nmqtt.password = KeychainWrapper.standard.string(forKey: "mqtt.password")',
    spw(),
)
la('mqtt.username = "sensor-app"\nmqtt.password = KeychainWrapper.standard.string(forKey: "mqtt.password")')
add(
    "code/zig-const-token",
    'const api_token = "{0}";\n\npub fn main() !void {\n    var client = std.http.Client{ .allocator = gpa };\n    defer client.deinit();\n    const auth = "Bearer " ++ api_token;\n    _ = auth;\n}',
    r(40, ALNUM),
)
la('pub fn main() !void {\n    const api_token = std.posix.getenv("API_TOKEN") orelse return error.MissingToken;\n    var client = std.http.Client{ .allocator = gpa };\n    defer client.deinit();\n    _ = api_token;\n}')
add(
    "code/nim-httpclient-headers",
    'let client = newHttpClient()\nclient.headers = newHttpHeaders({"Authorization": "Bearer {0}", "Content-Type": "application/json"})\necho client.getContent("https://api.studio.example/v1/me")',
    r(40, ALNUM),
)
la('let client = newHttpClient()\nclient.headers = newHttpHeaders({"Authorization": "Bearer " & getEnv("STUDIO_TOKEN"), "Content-Type": "application/json"})\necho client.getContent("https://api.studio.example/v1/me")')
add(
    "code/c-define-password",
    '/* config.h */\n#define DB_HOST "10.0.0.8"\n#define DB_USER "telemetry"\n#define DB_PASS "{0}"\n#define DB_NAME "telemetry"',
    pw(),
)
la('/* config.h */\n#define DB_HOST "10.0.0.8"\n#define DB_USER "telemetry"\n#define DB_PASS_ENV "TELEMETRY_DB_PASS"\n#define DB_NAME "telemetry"')
add(
    "code/c-curl-xoauth2-bearer",
    'curl_easy_setopt(curl, CURLOPT_URL, "imaps://imap.gmail.com:993/INBOX");\ncurl_easy_setopt(curl, CURLOPT_USERNAME, "reports@corp.example");\ncurl_easy_setopt(curl, CURLOPT_XOAUTH2_BEARER, "ya29.{0}");',
    "a0" + r(160, URLSAFE),
)
la('curl_easy_setopt(curl, CURLOPT_URL, "imaps://imap.gmail.com:993/INBOX");\ncurl_easy_setopt(curl, CURLOPT_USERNAME, "reports@corp.example");\ncurl_easy_setopt(curl, CURLOPT_XOAUTH2_BEARER, getenv("GMAIL_ACCESS_TOKEN"));')
add(
    "code/cpp-mysql-real-connect",
    'if (!mysql_real_connect(conn, "10.0.0.8", "telemetry", "{0}", "telemetry", 3306, nullptr, 0)) {\n    std::cerr << mysql_error(conn) << std::endl;\n}',
    pw(),
)
la('if (!mysql_real_connect(conn, cfg.host.c_str(), cfg.user.c_str(), cfg.password.c_str(), "telemetry", 3306, nullptr, 0)) {\n    std::cerr << mysql_error(conn) << std::endl;\n}')
add(
    "code/fortran-parameter",
    "module credentials\n  implicit none\n  character(len=*), parameter :: api_url = 'https://data.meteo.example/v2'\n  character(len=*), parameter :: api_key = '{0}'\nend module credentials",
    r(32, HEX),
)
la("module credentials\n  implicit none\n  character(len=*), parameter :: api_url = 'https://data.meteo.example/v2'\n  character(len=256) :: api_key\ncontains\n  subroutine load_key()\n    call get_environment_variable('METEO_API_KEY', api_key)\n  end subroutine\nend module credentials")
add(
    "code/hf-hub-login-notebook",
    'In [2]: from huggingface_hub import login\n   ...: login(token="{0}")',
    hf(),
)
la('In [2]: from google.colab import userdata\n   ...: from huggingface_hub import login\n   ...: login(token=userdata.get("HF_TOKEN"))')
add(
    "code/wandb-login-key",
    'import wandb\nwandb.login(key="{0}")\nrun = wandb.init(project="llm-ft", entity="acme")',
    r(40, HEX),
)
la('import wandb\nwandb.login()  # reads WANDB_API_KEY or ~/.netrc\nrun = wandb.init(project="llm-ft", entity="acme")')
add(
    "code/databricks-sql-connect",
    'from databricks import sql\nwith sql.connect(server_hostname="adb-4417620913748201.1.azuredatabricks.net",\n                 http_path="/sql/1.0/warehouses/{wh}",\n                 access_token="{0}") as conn:\n    ...',
    "dapi" + r(32, HEX),
    wh=r(16, HEX),
)
la('from databricks import sql\nwith sql.connect(server_hostname="adb-4417620913748201.1.azuredatabricks.net",\n                 http_path="/sql/1.0/warehouses/{wh}",\n                 access_token=dbutils.secrets.get(scope="etl", key="dbsql-token")) as conn:\n    ...', wh=r(16, HEX))
add(
    "code/snowflake-connector-python",
    'ctx = snowflake.connector.connect(\n    user="ETL_USER",\n    password="{0}",\n    account="xy12345.eu-central-1",\n    warehouse="LOAD_WH",\n)',
    pw(),
)
la('ctx = snowflake.connector.connect(\n    user="ETL_USER",\n    account="xy12345.eu-central-1",\n    private_key_file="/secrets/rsa_key.p8",\n    private_key_file_pwd=os.environ["SF_KEY_PASSPHRASE"],\n    warehouse="LOAD_WH",\n)')
add(
    "code/confluent-kafka-python-conf",
    "conf = {\n    'bootstrap.servers': 'pkc-4nmjv.eu-central-1.aws.confluent.cloud:9092',\n    'security.protocol': 'SASL_SSL',\n    'sasl.mechanisms': 'PLAIN',\n    'sasl.username': '{key}',\n    'sasl.password': '{0}',\n}\nproducer = Producer(conf)",
    r(64, ALNUM + "+/"),
    key=r(16, UPPER_NUM),
)
la("conf = {\n    'bootstrap.servers': 'localhost:9092',\n    'security.protocol': 'PLAINTEXT',\n    'client.id': 'orders-producer',\n}\nproducer = Producer(conf)")
add(
    "code/openai-compatible-local-key",
    'client = OpenAI(base_url="https://llm-gw.corp.example/v1", api_key="{0}")\nresp = client.chat.completions.create(model="qwen2.5-72b", messages=msgs)',
    "sk-" + r(40, LOWER_NUM),
)
la('client = OpenAI(base_url="http://localhost:11434/v1", api_key="ollama")  # required but unused\nresp = client.chat.completions.create(model="llama3.1", messages=msgs)')
la('client = OpenAI(base_url="http://localhost:8000/v1", api_key="EMPTY")\nresp = client.chat.completions.create(model="Qwen/Qwen2.5-7B-Instruct", messages=msgs)')
add(
    "code/paho-username-pw-set",
    'client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="greenhouse-07")\nclient.username_pw_set("greenhouse", "{0}")\nclient.tls_set()\nclient.connect("mqtt.farm.example", 8883)',
    spw(),
)
la('client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="greenhouse-07")\nclient.tls_set(ca_certs="ca.crt", certfile="greenhouse-07.crt", keyfile="greenhouse-07.key")\nclient.connect("mqtt.farm.example", 8883)')
add(
    "code/puppet-class-param",
    "class { 'mysql::server':\n  root_password           => '{0}',\n  remove_default_accounts => true,\n  restart                 => true,\n}",
    pw(),
)
la("class { 'mysql::server':\n  root_password           => lookup('profile::mysql::root_password'),\n  remove_default_accounts => true,\n  restart                 => true,\n}")

# --- prose --------------------------------------------------------------------------------
add("prose/marathi-password", "स्टेजिंग सर्व्हरचा पासवर्ड {0} आहे, कृपया कोणालाही सांगू नका.", spw())
add("prose/gujarati-password", "સ્ટેજિંગ ડેટાબેઝનો પાસવર્ડ {0} છે, કોઈને શેર કરશો નહીં.", spw())
add("prose/punjabi-token", "ਨਵਾਂ API ਟੋਕਨ {0} ਹੈ, ਇਸਨੂੰ ਕਿਸੇ ਨਾਲ ਸਾਂਝਾ ਨਾ ਕਰੋ।", r(40, ALNUM))
add("prose/kannada-password", "ಬಿಲ್ಡ್ ಸರ್ವರ್ ಪಾಸ್‌ವರ್ಡ್ {0} ಆಗಿದೆ, ಯಾರಿಗೂ ಹೇಳಬೇಡಿ.", spw())
add("prose/malayalam-password", "വിപിഎൻ പാസ്‌വേഡ്: {0} — ആരോടും പറയരുത്.", spw())
add("prose/sinhala-password", "අලුත් මුරපදය {0} වේ, කිසිවෙකුට නොකියන්න.", spw())
add("prose/burmese-password", "ဆာဗာ စကားဝှက်အသစ်က {0} ဖြစ်ပါတယ်။ ဘယ်သူ့ကိုမှ မပြောပါနဲ့။", spw())
add("prose/khmer-password", "ពាក្យសម្ងាត់ម៉ាស៊ីនមេថ្មីគឺ {0} សូមកុំប្រាប់អ្នកណា។", spw())
add("prose/lao-password", "ລະຫັດຜ່ານໃໝ່ຂອງເຊີບເວີແມ່ນ {0} ຢ່າບອກໃຜ.", spw())
add("prose/amharic-password", "የሰርቨሩ አዲሱ የይለፍ ቃል {0} ነው፤ ለማንም አትንገሩ።", spw())
add("prose/yoruba-password", "Ọ̀rọ̀ aṣínà tuntun fún server ni {0}, ẹ má ṣe sọ fún ẹnikẹ́ni.", spw())
add("prose/zulu-password", "Iphasiwedi entsha ye-server ithi {0}, ungayitsheli muntu.", spw())
add("prose/irish-focal-faire", "Is é {0} an focal faire nua don fhreastalaí; ná roinn é le duine ar bith.", spw())
add("prose/galician-contrasinal", "O contrasinal do servidor de probas é {0}, non o compartas con ninguén.", spw())
add("prose/macedonian-lozinka", "Лозинката за серверот е {0}, не ја споделувај со никого.", spw())
add("prose/belarusian-parol", "Пароль да базы: {0} — нікому не перадавай.", spw())
add("prose/kyrgyz-syrsoz", "Сервердин жаңы сырсөзү: {0}, эч кимге айтпа.", spw())
add("prose/pashto-password", "د سرور نوی پټنوم {0} دی، له هیچا سره یې مه شریکوه.", spw())
add("prose/somali-furaha", "Furaha API-ga cusub waa {0}, cidna ha la wadaagin.", r(40, ALNUM))
add("prose/javanese-sandhi", "Tembung sandhi server anyar yaiku {0}, aja dikandhakake sapa-sapa ya.", spw())
add("prose/maltese-password", "Il-password il-ġdida tas-server hija {0}, taqsamhiex ma' ħadd.", spw())
add("prose/luxembourgish-passwuert", "D'Passwuert fir de Staging-Server ass {0}, sot et kengem weider.", spw())
add("prose/cantonese-mima", "個 staging server 密碼係 {0}，唔好話俾人知呀。", spw())
add("prose/kurdish-sifre", "Şîfreya nû ya serverê {0} e, bi kesî re parve neke.", spw())
add(
    "prose/hf-token-chat",
    "I pushed the adapter to the hub; if the job can't pull it, use my read token for now: {0} (revoke it after the run)",
    hf(),
)
add(
    "prose/erlang-cookie-chat",
    "the remsh fails because your node has a different cookie — the cluster's is {0}, put it in ~/.erlang.cookie",
    r(20, UPPER),
)

# --- split --------------------------------------------------------------------------------
_a, _b = spw(), spw()
add("split/prose-marathi-halves", "पासवर्डचा पहिला भाग {0} आहे आणि दुसरा भाग {1} आहे — दोन्ही जोडून टाका.", _a, _b)
_a, _b = r(20, ALNUM), r(20, ALNUM)
add("split/prose-galician-halves", "Pásoche a chave en dúas partes: primeiro {0} e logo, sen espazo, {1}.", _a, _b)
_a, _b = spw(), spw()
add("split/prose-cantonese-halves", "密碼分兩段俾你：前半係 {0}，後半係 {1}，駁埋一齊就得。", _a, _b)
_s = [r(16, ALNUM), r(16, ALNUM), r(8, ALNUM)]
add(
    "split/ocaml-caret",
    'let api_key =\n  "{0}"\n  ^ "{1}"\n  ^ "{2}"',
    *_s,
)
_s = [r(20, ALNUM), r(20, ALNUM)]
add(
    "split/scala-interpolation",
    'val head = "{0}"\nval tail = "{1}"\nval token = s"$head$tail"',
    *_s,
)
_s = [r(14, ALNUM), r(14, ALNUM), r(12, ALNUM)]
add(
    "split/kotlin-buildstring",
    'val secret = buildString {\n    append("{0}")\n    append("{1}")\n    append("{2}")\n}',
    *_s,
)
_s = [r(16, ALNUM), r(16, ALNUM)]
add(
    "split/go-strings-join",
    'token := strings.Join([]string{\n\t"{0}",\n\t"{1}",\n}, "")',
    *_s,
)
_s = [r(12, ALNUM), r(12, ALNUM), r(12, ALNUM)]
add("split/clojure-str", '(def db-password (str "{0}"\n                      "{1}"\n                      "{2}"))', *_s)
_s = [r(18, ALNUM), r(18, ALNUM)]
add("split/julia-star", 'const API_KEY = "{0}" *\n                "{1}"', *_s)
_s = [r(16, ALNUM), r(16, ALNUM)]
add("split/nim-ampersand", 'const apiKey = "{0}" &\n               "{1}"', *_s)
_s = [r(20, ALNUM), r(20, ALNUM)]
add("split/zig-plusplus", 'const token = "{0}" ++\n    "{1}";', *_s)
_s = [r(16, ALNUM), r(16, ALNUM), r(8, ALNUM)]
add("split/dart-adjacent-literals", "const apiKey = '{0}'\n    '{1}'\n    '{2}';", *_s)
_s = [r(18, ALNUM), r(18, ALNUM)]
add("split/swift-plus-lines", 'let clientSecret = "{0}"\n    + "{1}"', *_s)
_s = [r(16, ALNUM), r(16, ALNUM)]
add(
    "split/fortran-double-slash",
    "character(len=32) :: api_key\napi_key = '{0}' // &\n          '{1}'",
    *_s,
)
_s = [r(10, UPPER_NUM), r(10, UPPER_NUM)]
add(
    "split/cobol-string-delimited",
    "       STRING '{0}' DELIMITED BY SIZE\n              '{1}' DELIMITED BY SIZE\n              INTO WS-API-KEY\n       END-STRING.",
    *_s,
)
_s = [r(16, ALNUM), r(16, ALNUM)]
add(
    "split/cpp-std-string-plus",
    'const std::string kPart1 = "{0}";\nconst std::string kPart2 = "{1}";\nconst std::string kToken = kPart1 + kPart2;',
    *_s,
)
_s = [r(14, ALNUM), r(14, ALNUM)]
_s = [r(16, ALNUM), r(16, ALNUM)]
_s = [r(18, ALNUM), r(18, ALNUM)]
add(
    "split/objc-stringbyappending",
    'NSString *key = [@"{0}" stringByAppendingString:@"{1}"];',
    *_s,
)

# --- private ------------------------------------------------------------------------------
add("private/fullwidth-brackets", "备注：＜private＞{0}＜/private＞ 这个只给我自己看", spw())
add("private/yaml-block-scalar", "notes: |\n  deploy checklist done\n  <private>\n  kiosk pin {0}\n  </private>", r(8, DIGITS))
add("private/blockquote", "> <private>the door code to the server room is {0}</private>\n\nok, noted", r(6, DIGITS))
add("private/crlf-lines", "vpn recovery codes:\r\n<private>\r\n{0}\r\n</private>\r\n", "-".join(r(4, LOWER_NUM) for _ in range(4)))
add("private/in-code-comment", "# <private>backup: {0}</private>\nSTORAGE_BUCKET = \"acme-backups\"", r(24, ALNUM))
add(
    "private/entities-in-notebook-json",
    '{"cell_type": "markdown", "source": ["&lt;private&gt;personal token {0}&lt;/private&gt;"]}',
    r(32, ALNUM),
)

# --- more look-alikes: prose, warnings, ids, digests, public values -----------------------
for _t in [
    "पासवर्ड किमान १२ अक्षरांचा असावा; मी तो तुम्हाला वेगळ्या चॅनेलवर पाठवतो.",
    "ਟੋਕਨ Vault ਵਿੱਚ secret/ci/deploy ਹੇਠ ਰੱਖਿਆ ਹੈ।",
    "പാസ്‌വേഡ് മാറ്റിയിട്ടുണ്ട്, പുതിയത് Bitwarden-ൽ ഉണ്ട്.",
    "စကားဝှက်ကို Vault ထဲမှာ သိမ်းထားပါတယ်။",
    "የይለፍ ቃሉን በ1Password ውስጥ አስቀምጫለሁ።",
    "Sicela ushintshe iphasiwedi ngemuva kokungena okokuqala.",
    "O contrasinal debe ter polo menos 12 caracteres.",
    "Пароль ляжыць у 1Password, у сховішчы «Infra».",
    "پټنوم په Vault کې ساتل شوی دی.",
    "Tembung sandhi wis tak lebokke neng 1Password, golek 'staging'.",
    "D'Passwuert ass am Vault ënner secret/staging/db gespäichert.",
    "Şîfre divê herî kêm 12 tîp be.",
    "I've put the HF read token in the Colab secrets panel as HF_TOKEN; `userdata.get('HF_TOKEN')` picks it up.",
    "The notarization app-specific password is stored in the keychain profile AC_NOTARY; run `xcrun notarytool history --keychain-profile AC_NOTARY` to check it works.",
    "Erlang nodes only talk to each other if their cookies match; the cookie lives in /var/lib/rabbitmq/.erlang.cookie (mode 0400).",
    "WARNING: The Nomad ACL bootstrap token is a management token. Store its Secret ID somewhere safe; the Accessor ID alone cannot be used to authenticate.",
    "ERROR: 401 Client Error: Unauthorized for url: https://huggingface.co/api/models/acme/llama-ft-support (Request ID: Root=1-675111aa-" + r(24, HEX) + ")",
    "[WARNING] The password for the Snowflake user ETL_USER expires in 7 days.",
    "%SEC_LOGIN-4-LOGIN_FAILED: Login failed [user: admin] [Source: 10.9.0.4] [localport: 22] [Reason: Login Authentication Failed] at 03:12:44 UTC Sat Dec 5 2026",
    "Vault sealed: true — unseal with 3 of 5 key shares (`vault operator unseal`), the shares are with the keyholders.",
    "The Snowflake key pair's public half goes on the user: ALTER USER ETL_USER SET RSA_PUBLIC_KEY='MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(150) + "';",
    "DeploymentId: " + r(32, HEX) + "  (EOS deployment ids are public, they ship in the game binary)",
    "airflow tasks test etl_daily load_events 2026-12-04\n[2026-12-04, 03:00:12 UTC] {taskinstance.py:2306} INFO - Marking task as SUCCESS. dag_id=etl_daily, task_id=load_events, run_id=manual__2026-12-04T03:00:00+00:00",
    "Apple Team ID " + r(10, UPPER_NUM) + ", bundle id com.studio.app, ASC key id " + r(10, UPPER_NUM) + " (the .p8 itself is in the CI vault)",
    "PresharedKey is optional in WireGuard; we skip it for the lab peers and only use it on the office link.",
    "username admin privilege 15 secret 9 <hash removed before pasting>",
    "set system login user ops authentication ssh-ed25519 \"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(32)[:43] + " ops@laptop\"",
    "Key Content            : (not shown — run as administrator with key=clear)",
    "SSID: Studio-5G  Security: WPA2-Personal  Password: ask at the front desk",
    "$cred = Get-Credential -UserName 'CONTOSO\\svc-backup' -Message 'Backup service account'",
    "net use Z: \\\\fs01\\projects /user:CONTOSO\\jdoe * /persistent:no",
    "cmdkey /list\n\nCurrently stored credentials:\n\n    Target: Domain:target=fs01.corp.example\n    Type: Domain Password\n    User: CONTOSO\\jdoe",
    "runas /user:CONTOSO\\admin-jdoe \"mmc.exe dsa.msc\"\nEnter the password for CONTOSO\\admin-jdoe:",
    "$ vault read -field=lease_id database/creds/readonly >/dev/null && echo ok\nok",
    "SNOWFLAKE_PASSWORD=${SNOWFLAKE_PASSWORD:?set it in .env.local} dbt run --target prod",
    "password: \"{{ env_var('DBT_ENV_SECRET_SNOWFLAKE_PASSWORD') }}\"",
    "AIRFLOW_CONN_SLACK_DEFAULT='{\"conn_type\": \"slack\", \"password\": \"{{ var.value.slack_token }}\"}'",
    "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"${file:/etc/kafka/secrets.properties:sasl.username}\" password=\"${file:/etc/kafka/secrets.properties:sasl.password}\";",
    "spark.hadoop.fs.s3a.secret.key=${env:AWS_SECRET_ACCESS_KEY}",
    "signingConfigs { release { storePassword project.findProperty('RELEASE_STORE_PASSWORD') ?: '' } }",
    "export const config = { apiKey: process.env.EXPO_PUBLIC_API_URL }  // EXPO_PUBLIC_* is bundled into the app, never put secrets there",
    "NATS account public key: A" + r(55, B32),
    "Tailscale node key: nodekey:" + r(64, HEX) + " (public; shown in the admin console)",
    "implicit val creds: BasicHttpCredentials = BasicHttpCredentials(\"user\", \"<password>\")",
]:
    la(_t)

