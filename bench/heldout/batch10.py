# ruff: noqa: E501
"""Held-out batch 10: blind, written by a writer who never read the rules, code, docs or results, before measuring.

Only the batch format (batches 1-9) and the classes of issue 20 were read; the filter's
rules, code, docs, tests and earlier results were not. Not to be tuned on until its first
measurement is recorded.

New kinds: everyday CLIs in forms not used before (docker run -e, kubectl config
set-credentials, helm/oras/crane/podman login -p, doctl, vsce/ovsx publish, netlify/vercel/
firebase/flyctl tokens, wrangler and supabase secrets, railway, huggingface-cli, wandb,
dvc remote modify, sentry-cli, sonar-scanner, newman, k6 -e, steamcmd, kcat -X, kafka-configs
SCRAM, etcdctl, ZooKeeper addauth, beeline, clickhouse-client, cypher-shell, spark-submit
--conf, aws ssm/secretsmanager, az appsettings, databricks secrets, mount -o cifs, rdesktop,
kopia, ab -A, flux create secret, openstack --os-password, swift -K, tasmota console);
config files of frameworks, CI systems and servers (CircleCI, Azure Pipelines, Drone,
Buildkite, Concourse, codemagic, TeamCity, .my.cnf, .boto, OCI config, clouds.yaml, openrc,
kubeconfig token, Talos, RKE2, OpenShift pullSecret, Kaggle, .Renviron, .wgetrc, irssi,
mbsyncrc, vdirsyncer, Syncthing, Zabbix, Icinga, Graylog, Fluentd, Filebeat, OTel collector,
Exim, ssmtp, nullmailer, OpenWrt UCI, VyOS, swanctl, tac_plus, PowerDNS, Kong decK, APISIX,
Packer, Authelia, Drupal, Magento, MediaWiki, Moodle, Joomla, CakePHP, Phoenix, Micronaut,
Ktor, Godot export credentials, PlatformIO, JMeter, VS Code launch.json, devcontainer,
JetBrains http-client env, cypress.env.json, Subversion auth cache, hub, glab, linode-cli,
hcloud, OVH, netdata stream); headers of DRF Token, Okta SSWS, Discord Bot, Yandex OAuth,
Klaviyo, Proxmox PVEAPIToken, Postmark, JFrog, Honeycomb, Pinecone, Typesense, Algolia,
RapidAPI, Azure Functions, n8n, Redmine, CircleCI, Emby, X-Gitlab-Token, Shopify access token,
Bruno files and session cookies of ASP.NET, GitLab and WordPress; webhook and signed URLs of
IFTTT, Zapier, Make, Feishu, DingTalk, WeCom, Rocket.Chat, Apprise, Netlify/Vercel/Render
deploy hooks, Gotify, Laravel signed routes, nginx secure_link, Aliyun OSS, Tencent COS,
azcopy SAS, libsql and Prisma Accelerate; userinfo in mailer DSNs, proxies, requirements
git+https, duplicity s3, SIP; SQL of Postgres/MySQL/MongoDB server logs, ProxySQL, Firebird,
Sybase sp_password, InfluxQL, Elasticsearch security API, Redis CONFIG SET; key material of
BitLocker/FileVault recovery keys, Matrix security keys, 1Password Secret Keys, KeePassXC
key files, klist -K, LoRaWAN AppKeys, PASETO local keys, Hedera DER hex, Avalanche,
Filecoin lotus export, Chia, Flow, Nebula bodies; traces of gdb, lldb, pdb, IPython environ,
.NET HttpRequestMessage, Feign, Go DumpRequest, Ruby Net::HTTP debug, Terraform TF_LOG,
mitmproxy, Zig, OCaml, Erlang, dataclass repr, sudo/auth.log, auditd, Windows 4688;
outputs of ps, docker history, radosgw-admin, microk8s, headscale, npm token, az
get-access-token, terraform output -raw, pass, secret-tool, sops, ansible-vault view, grep,
psql \\x, mysql \\G, redis HGETALL, localStorage, Playwright storageState, DevTools
copy-as-PowerShell; prose in Bengali, Tamil, Urdu, Malay, Tagalog, Swahili, Slovak,
Croatian, Serbian, Bulgarian, Lithuanian, Latvian, Estonian, Icelandic, Basque, Welsh,
Afrikaans, Georgian, Kazakh, Nepali, Japanese and Esperanto, plus app passwords; split
secrets in Perl, R, batch files, Nix, Elixir, Haskell, quoted e-mail and PowerShell -join;
code in Pulumi, CDK, Jsonnet, CUE, SAS, Power Query M, Apps Script, GDScript, Delphi, COBOL,
Tcl, AutoHotkey, AppleScript, Erlang, Arduino, MicroPython, Node-RED, NestJS, Remix,
Express, Selenium, Robot Framework, Gherkin, Postman scripts, Gatling, Locust, Azure
Identity, Alibaba OSS, Tencent Cloud, Twilio; and <private> with mixed decimal/hex
entities, a spaced opening tag, named entities without semicolons, Python \\U escapes, in
an HTML comment and in a Markdown table cell.
Look-alikes pair these with their placeholder, reference, masked and public forms, plus
ids, digests, versions and warnings that name credentials without holding one.
"""

from __future__ import annotations

import base64
import random
import string
from urllib.parse import quote

_rng = random.Random(10_2026_12_05)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
UPPER_NUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


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


def jwt_like() -> str:
    head = (
        base64.urlsafe_b64encode(
            b'{"alg":"RS256","typ":"JWT","kid":"' + r(16, HEX).encode() + b'"}'
        )
        .rstrip(b"=")
        .decode()
    )
    return head + "." + b64url(180) + "." + b64url(256)


def groups(n: int, size: int, alphabet: str, sep: str = "-") -> str:
    return sep.join(r(size, alphabet) for _ in range(n))


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []


def add(kind: str, template: str, *values: str) -> None:
    """{0}, {1}, ... in the template are replaced by the values (no brace escaping needed)."""
    text = template
    for i, v in enumerate(values):
        text = text.replace("{" + str(i) + "}", v)
    SECRETS.append((kind, text, values[0] if len(values) == 1 else tuple(values)))


# --- cli: everyday tools in forms not used before ----------------------------------------
add(
    "cli/docker-run-e",
    "docker run -d --name pg -p 5432:5432 -e POSTGRES_USER=app -e POSTGRES_PASSWORD={0} postgres:16-alpine",
    pw(),
)
add(
    "cli/kubectl-set-credentials-token",
    "kubectl config set-credentials ci-deployer --token={0}",
    jwt_like(),
)
add(
    "cli/helm-registry-login",
    "helm registry login registry.corp.internal --username robot-ci --password {0}",
    r(32, ALNUM),
)
add("cli/oras-login-p", "oras login ghcr.io -u octo-bot -p {0}", "ghp_" + r(36, ALNUM))
add("cli/crane-auth-login", "crane auth login quay.io -u 'corp+pusher' -p {0}", r(64, UPPER_NUM))
add("cli/podman-login-p", "podman login --tls-verify=false -u admin -p {0} 10.0.4.30:5000", pw())
add("cli/doctl-auth-init-t", "doctl auth init --context corp -t {0}", "dop_v1_" + r(64, HEX))
add(
    "cli/vsce-publish-p",
    "npx @vscode/vsce publish -p {0} --packagePath corp-lint-1.4.0.vsix",
    r(52, LOWER_NUM),
)
add("cli/ovsx-publish-p", "npx ovsx publish corp-lint-1.4.0.vsix -p {0}", uuid4())
add(
    "cli/netlify-deploy-auth",
    "netlify deploy --prod --dir=dist --site 5f1c2b7e-corp --auth {0}",
    "nfp_" + r(36, ALNUM),
)
add("cli/vercel-token", "vercel deploy --prod --token {0} --scope corp", r(24, ALNUM))
add(
    "cli/firebase-deploy-token",
    'firebase deploy --only hosting --project corp-web --token "{0}"',
    "1//0" + r(96, URLSAFE),
)
add(
    "cli/flyctl-access-token",
    "flyctl deploy --remote-only --access-token {0}",
    "fo1_" + r(43, URLSAFE),
)
add(
    "cli/echo-wrangler-secret",
    "echo {0} | npx wrangler secret put STRIPE_WEBHOOK_SECRET --env production",
    r(40, ALNUM),
)
add(
    "cli/supabase-secrets-set",
    "supabase secrets set OPENROUTER_KEY={0} --project-ref abcdefghijklmnopqrst",
    "sk-or-v1-" + r(64, HEX),
)
add(
    "cli/railway-variables-set",
    'railway variables --set "SESSION_SECRET={0}" --service api',
    r(48, HEX),
)
add(
    "cli/huggingface-cli-login",
    "huggingface-cli login --token {0} --add-to-git-credential",
    "hf_" + r(34, ALNUM),
)
add("cli/wandb-login", "wandb login --relogin {0}", r(40, HEX))
add("cli/dvc-remote-modify-password", "dvc remote modify --local storage password {0}", pw())
add(
    "cli/sentry-cli-auth-token",
    "sentry-cli --auth-token {0} releases -o corp -p web new 1.4.0",
    "sntrys_" + r(160, URLSAFE),
)
add(
    "cli/sonar-scanner-token",
    "sonar-scanner -Dsonar.projectKey=corp_web -Dsonar.host.url=https://sonar.corp.internal -Dsonar.token={0}",
    "sqp_" + r(40, HEX),
)
add(
    "cli/newman-env-var",
    'newman run collection.json --env-var "baseUrl=https://api.corp.internal" --env-var "apiKey={0}"',
    r(40, ALNUM),
)
add(
    "cli/k6-run-e",
    "k6 run -e BASE_URL=https://staging.corp.internal -e LOADTEST_TOKEN={0} scripts/checkout.js",
    r(48, URLSAFE),
)
add(
    "cli/steamcmd-login",
    "steamcmd +force_install_dir /srv/game +login corpbuild {0} +app_update 896660 validate +quit",
    pw(),
)
add(
    "cli/kcat-sasl-password",
    "kcat -b pkc-1234.eu-west-1.aws.confluent.cloud:9092 -X security.protocol=SASL_SSL -X sasl.mechanisms=PLAIN -X sasl.username="
    + r(16, UPPER_NUM)
    + " -X sasl.password={0} -t orders -C -o -5",
    r(64, ALNUM + "+/"),
)
add(
    "cli/kafka-configs-scram",
    "kafka-configs.sh --bootstrap-server kafka:9092 --alter --add-config 'SCRAM-SHA-512=[password={0}]' --entity-type users --entity-name svc-orders",
    spw(),
)
add(
    "cli/etcdctl-user",
    "ETCDCTL_API=3 etcdctl --endpoints=https://10.0.1.10:2379 --user root:{0} member list",
    spw(),
)
add("cli/zookeeper-addauth", "[zk: localhost:2181(CONNECTED) 3] addauth digest kafka:{0}", spw())
add(
    "cli/beeline-p",
    'beeline -u "jdbc:hive2://hive.corp.internal:10000/default;ssl=true" -n etl -p {0} -e "show databases;"',
    pw(),
)
add(
    "cli/clickhouse-client-password",
    "clickhouse-client --host ch.corp.internal --secure --user analyst --password {0} --query 'SELECT count() FROM events'",
    spw(),
)
add(
    "cli/cypher-shell-p",
    "cypher-shell -a neo4j+s://graph.corp.internal -u neo4j -p {0} 'MATCH (n) RETURN count(n);'",
    pw(),
)
add(
    "cli/spark-submit-s3a-secret",
    "spark-submit --master yarn --conf spark.hadoop.fs.s3a.access.key=AKIA"
    + r(16, UPPER_NUM)
    + " --conf spark.hadoop.fs.s3a.secret.key={0} jobs/etl.py",
    r(40, ALNUM + "+/"),
)
add(
    "cli/aws-ssm-put-parameter",
    "aws ssm put-parameter --name /prod/api/db-password --type SecureString --overwrite --value '{0}'",
    pw(),
)
add(
    "cli/aws-secretsmanager-create",
    'aws secretsmanager create-secret --name prod/reporting --secret-string \'{"username":"reporting","password":"{0}"}\'',
    spw(),
)
add(
    "cli/az-webapp-appsettings",
    "az webapp config appsettings set -g rg-web -n corp-web --settings WEBSITE_RUN_FROM_PACKAGE=1 PAYMENT_API_KEY={0}",
    r(32, HEX),
)
add(
    "cli/databricks-secrets-put",
    "databricks secrets put-secret etl warehouse-password --string-value '{0}'",
    pw(),
)
add(
    "cli/mount-cifs-options",
    "sudo mount -t cifs //nas.lan/backup /mnt/backup -o username=backup,password={0},vers=3.0,uid=1000",
    spw(),
)
add("cli/rdesktop-p", "rdesktop -u Administrator -p {0} -g 1600x900 10.0.5.12", pw())
add(
    "cli/kopia-connect-password",
    "kopia repository connect s3 --bucket=corp-kopia --access-key=AKIA"
    + r(16, UPPER_NUM)
    + " --secret-access-key={0} --password={1}",
    r(40, ALNUM + "+/"),
    pw(),
)
add(
    "cli/ab-basic-auth",
    "ab -n 1000 -c 50 -A admin:{0} https://staging.corp.internal/api/health",
    spw(),
)
add(
    "cli/flux-create-secret-git",
    "flux create secret git corp-repo --url=https://git.corp.internal/platform/fleet --username=flux --password={0}",
    "glpat-" + r(20, URLSAFE),
)
add(
    "cli/openstack-os-password",
    "openstack --os-auth-url https://keystone.corp.internal:5000/v3 --os-username ops --os-password {0} --os-project-name infra server list",
    pw(),
)
add(
    "cli/swift-K",
    "swift -A https://swift.corp.internal/auth/v1.0 -U backup:backup -K {0} upload nightly db.dump",
    r(40, ALNUM),
)
add(
    "cli/tasmota-console-backlog",
    "Backlog SSID1 IoT-Lab; Password1 {0}; MqttHost 10.0.0.5; MqttUser tasmota; MqttPassword {1}",
    spw(),
    spw(),
)
add(
    "cli/uv-index-password-env",
    "UV_INDEX_CORP_USERNAME=ci UV_INDEX_CORP_PASSWORD={0} uv sync --frozen",
    r(40, ALNUM),
)
add(
    "cli/cosign-password-env",
    "COSIGN_PASSWORD='{0}' cosign sign --key cosign.key registry.corp.internal/api@sha256:"
    + r(64, HEX),
    pw(),
)
add(
    "cli/tf-token-env",
    "TF_TOKEN_app_terraform_io={0} terraform init -upgrade",
    r(14, ALNUM) + ".atlasv1." + r(67, ALNUM),
)

# --- positional ---------------------------------------------------------------------------
add("positional/mc-admin-user-add", "mc admin user add corp-minio etl-writer {0}", r(40, ALNUM))
add("positional/civo-apikey-save", "civo apikey save corp {0}", r(50, ALNUM))
add("positional/cargo-login", "cargo login --registry corp {0}", "cio" + r(32, ALNUM))

# --- config --------------------------------------------------------------------------------
add(
    "config/circleci-environment",
    "jobs:\n  e2e:\n    docker:\n      - image: cimg/node:20.11\n        environment:\n          CYPRESS_RECORD_KEY: {0}\n    steps:\n      - checkout",
    uuid4(),
)
add(
    "config/azure-pipelines-variables",
    "variables:\n  buildConfiguration: Release\n  sqlAdminPassword: '{0}'\n\nsteps:\n- task: DotNetCoreCLI@2",
    pw(),
)
add(
    "config/drone-environment",
    "kind: pipeline\nname: default\nsteps:\n- name: publish\n  image: plugins/docker\n  environment:\n    DOCKER_PASSWORD: {0}",
    r(36, ALNUM),
)
add(
    "config/buildkite-env",
    'env:\n  NPM_TOKEN: "{0}"\nsteps:\n  - label: ":npm: publish"\n    command: npm publish',
    "npm_" + r(36, ALNUM),
)
add(
    "config/concourse-params",
    "- put: release-bucket\n  params:\n    file: dist/*.tgz\n  source:\n    bucket: corp-releases\n    access_key_id: AKIA"
    + r(16, UPPER_NUM)
    + "\n    secret_access_key: {0}",
    r(40, ALNUM + "+/"),
)
add(
    "config/codemagic-yaml",
    "workflows:\n  ios-release:\n    environment:\n      vars:\n        APP_STORE_CONNECT_KEY_IDENTIFIER: "
    + r(10, UPPER_NUM)
    + "\n        CERTIFICATE_PASSWORD: {0}",
    pw(),
)
add(
    "config/teamcity-param",
    '<param name="env.DEPLOY_PASSWORD" value="{0}" spec="password display=\'hidden\'" />',
    spw(),
)
add("config/my-cnf", "[client]\nuser=backup\npassword={0}\nhost=db.corp.internal", pw())
add(
    "config/boto-cfg",
    "[Credentials]\ngs_access_key_id = GOOG1E" + r(55, UPPER_NUM) + "\ngs_secret_access_key = {0}",
    r(40, ALNUM + "+/"),
)
add(
    "config/oci-config",
    "[DEFAULT]\nuser=ocid1.user.oc1..aaaaaaaa"
    + r(52, LOWER_NUM)
    + "\nfingerprint="
    + ":".join(r(2, HEX) for _ in range(16))
    + "\nkey_file=~/.oci/oci_api_key.pem\npass_phrase={0}\nregion=eu-frankfurt-1",
    pw(),
)
add(
    "config/openstack-clouds-yaml",
    "clouds:\n  corp:\n    auth:\n      auth_url: https://keystone.corp.internal:5000/v3\n      username: ops\n      password: {0}\n      project_name: infra\n    region_name: RegionOne",
    pw(),
)
add(
    "config/openrc-export",
    'export OS_AUTH_URL=https://keystone.corp.internal:5000/v3\nexport OS_USERNAME="ops"\nexport OS_PASSWORD="{0}"\nexport OS_PROJECT_NAME="infra"',
    pw(),
)
add(
    "config/kubeconfig-user-token",
    "users:\n- name: ci-deployer\n  user:\n    token: {0}\ncontexts:\n- context:\n    cluster: prod",
    jwt_like(),
)
add(
    "config/talos-machineconfig",
    "machine:\n  type: worker\n  token: {0}\n  ca:\n    crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t\ncluster:\n  secretboxEncryptionSecret: {1}",
    r(6, LOWER_NUM) + "." + r(16, LOWER_NUM),
    b64(32),
)
add(
    "config/rke2-config-token",
    "# /etc/rancher/rke2/config.yaml\nserver: https://10.0.1.10:9345\ntoken: {0}\nnode-label:\n  - role=worker",
    "K10" + r(64, HEX) + "::server:" + r(32, HEX),
)
add(
    "config/openshift-pull-secret",
    'pullSecret: \'{"auths":{"cloud.openshift.com":{"auth":"{0}","email":"ops@corp.example"}}}\'',
    b64(90),
)
add("config/kaggle-json", '{"username":"corp-ml","key":"{0}"}', r(32, HEX))
add(
    "config/renviron",
    "# ~/.Renviron\nR_LIBS_USER=~/R/library\nGITHUB_PAT={0}\nDB_PASSWORD={1}",
    "github_pat_" + r(22, ALNUM) + "_" + r(59, ALNUM),
    pw(),
)
add("config/wgetrc", "# ~/.wgetrc\nuser = ci\npassword = {0}\ncheck_certificate = on", spw())
add(
    "config/irssi-server",
    'servers = (\n  { address = "irc.libera.chat"; chatnet = "liberachat"; port = "6697"; use_tls = "yes"; password = "{0}"; }\n);',
    spw(),
)
add(
    "config/mbsyncrc",
    "IMAPAccount work\nHost imap.corp.example\nUser jdoe@corp.example\nPass {0}\nTLSType IMAPS",
    pw(),
)
add(
    "config/vdirsyncer",
    '[storage cal_remote]\ntype = "caldav"\nurl = "https://dav.corp.example/"\nusername = "jdoe"\npassword = "{0}"',
    spw(),
)
add(
    "config/syncthing-apikey",
    '<gui enabled="true" tls="true">\n    <address>127.0.0.1:8384</address>\n    <user>admin</user>\n    <apikey>{0}</apikey>\n</gui>',
    r(32, ALNUM),
)
add(
    "config/zabbix-server-conf",
    "DBHost=localhost\nDBName=zabbix\nDBUser=zabbix\nDBPassword={0}\nStartPollers=10",
    spw(),
)
add(
    "config/icinga-api-user",
    'object ApiUser "director" {\n  password = "{0}"\n  permissions = [ "*" ]\n}',
    spw(),
)
add(
    "config/graylog-server-conf",
    "is_leader = true\nnode_id_file = /etc/graylog/server/node-id\npassword_secret = {0}\nhttp_bind_address = 0.0.0.0:9000",
    r(96, ALNUM),
)
add(
    "config/fluentd-match",
    "<match app.**>\n  @type elasticsearch\n  host es.corp.internal\n  port 9200\n  user fluentd\n  password {0}\n  logstash_format true\n</match>",
    spw(),
)
add(
    "config/filebeat-yml",
    'output.elasticsearch:\n  hosts: ["https://es.corp.internal:9200"]\n  username: "filebeat_writer"\n  password: "{0}"',
    pw(),
)
add(
    "config/otelcol-headers",
    "exporters:\n  otlphttp:\n    endpoint: https://otlp.eu01.nr-data.net\n    headers:\n      api-key: {0}",
    r(36, HEX) + "NRAL",
)
add(
    "config/exim-authenticators",
    "begin authenticators\n\nsmarthost_login:\n  driver = plaintext\n  public_name = LOGIN\n  client_send = : relay@corp.example : {0}",
    spw(),
)
add(
    "config/ssmtp-conf",
    "root=postmaster\nmailhub=smtp.corp.example:587\nAuthUser=relay@corp.example\nAuthPass={0}\nUseSTARTTLS=YES",
    spw(),
)
add(
    "config/nullmailer-remotes",
    "smtp.corp.example smtp --port=587 --starttls --user=relay@corp.example --pass={0}",
    spw(),
)
add(
    "config/openwrt-uci-wireless",
    "config wifi-iface 'default_radio0'\n\toption device 'radio0'\n\toption network 'lan'\n\toption mode 'ap'\n\toption ssid 'Office-5G'\n\toption encryption 'psk2'\n\toption key '{0}'",
    spw(),
)
add(
    "config/vyos-plaintext-password",
    "set system login user vyos authentication plaintext-password '{0}'\nset service ssh port '22'",
    spw(),
)
add(
    "config/swanctl-secrets",
    'secrets {\n    ike-branch {\n        id = branch.corp.example\n        secret = "{0}"\n    }\n}',
    r(32, ALNUM),
)
add("config/tac-plus-key", 'key = "{0}"\nuser = netops {\n    default service = permit\n}', spw())
add(
    "config/powerdns-api-key",
    "api=yes\napi-key={0}\nwebserver-address=127.0.0.1\nwebserver-port=8081",
    r(32, ALNUM),
)
add(
    "config/kong-deck-keyauth",
    "consumers:\n- username: partner-acme\n  keyauth_credentials:\n  - key: {0}",
    r(32, ALNUM),
)
add(
    "config/apisix-admin-key",
    "deployment:\n  admin:\n    admin_key:\n      - name: admin\n        key: {0}\n        role: admin",
    r(32, HEX),
)
add(
    "config/packer-hcl-variable",
    'variable "winrm_password" {\n  type    = string\n  default = "{0}"\n}\n\nsource "vsphere-iso" "win2022" {\n  communicator   = "winrm"\n  winrm_username = "Administrator"\n  winrm_password = var.winrm_password\n}',
    pw(),
)
add(
    "config/authelia-secrets",
    "identity_validation:\n  reset_password:\n    jwt_secret: {0}\nsession:\n  secret: {1}\nstorage:\n  encryption_key: {2}",
    r(64, ALNUM),
    r(64, ALNUM),
    r(64, ALNUM),
)
add(
    "config/drupal-settings",
    "$databases['default']['default'] = [\n  'database' => 'drupal',\n  'username' => 'drupal',\n  'password' => '{0}',\n  'host' => 'db',\n];\n$settings['hash_salt'] = '{1}';",
    spw(),
    b64url(55),
)
add(
    "config/magento-env-php",
    "'crypt' => [\n    'key' => '{0}'\n],\n'db' => [\n    'connection' => [\n        'default' => [\n            'host' => 'db',\n            'password' => '{1}',",
    r(32, HEX),
    spw(),
)
add(
    "config/mediawiki-localsettings",
    '$wgDBuser = "wikiuser";\n$wgDBpassword = "{0}";\n$wgSecretKey = "{1}";\n$wgUpgradeKey = "'
    + r(16, HEX)
    + '";',
    spw(),
    r(64, HEX),
)
add(
    "config/moodle-config-php",
    "$CFG->dbtype    = 'pgsql';\n$CFG->dbhost    = 'db.corp.internal';\n$CFG->dbuser    = 'moodle';\n$CFG->dbpass    = '{0}';",
    spw(),
)
add(
    "config/joomla-configuration",
    "\tpublic $user = 'joomla';\n\tpublic $password = '{0}';\n\tpublic $db = 'joomla';\n\tpublic $secret = '{1}';",
    spw(),
    r(16, ALNUM),
)
add(
    "config/cakephp-app-local",
    "'Security' => [\n    'salt' => env('SECURITY_SALT', '{0}'),\n],",
    r(64, HEX),
)
add(
    "config/phoenix-runtime-exs",
    'config :corp, CorpWeb.Endpoint,\n  url: [host: "corp.example", port: 443],\n  secret_key_base: "{0}"',
    b64(48),
)
add(
    "config/micronaut-jwt-secret",
    "micronaut:\n  security:\n    token:\n      jwt:\n        signatures:\n          secret:\n            generator:\n              secret: '{0}'",
    r(48, ALNUM),
)
add(
    "config/ktor-session-keys",
    'ktor {\n  security {\n    session {\n      signKey = "{0}"\n      encryptKey = "{1}"\n    }\n  }\n}',
    r(64, HEX),
    r(32, HEX),
)
add(
    "config/godot-export-credentials",
    '[preset.0]\n\nscript_encryption_key="{0}"\n\n[preset.0.options]\n\nkeystore/release_user="upload"\nkeystore/release_password="{1}"',
    r(64, HEX),
    pw(),
)
add(
    "config/platformio-build-flags",
    '[env:esp32dev]\nplatform = espressif32\nboard = esp32dev\nbuild_flags =\n    -DWIFI_SSID=\\"Workshop\\"\n    -DWIFI_PASS=\\"{0}\\"',
    spw(),
)
add(
    "config/jmeter-jmx-argument",
    '<elementProp name="password" elementType="HTTPArgument">\n  <boolProp name="HTTPArgument.always_encode">false</boolProp>\n  <stringProp name="Argument.value">{0}</stringProp>\n  <stringProp name="Argument.name">password</stringProp>\n</elementProp>',
    spw(),
)
add(
    "config/vscode-launch-env",
    '{\n  "type": "node",\n  "request": "launch",\n  "name": "api",\n  "program": "${workspaceFolder}/src/server.ts",\n  "env": { "NODE_ENV": "development", "STRIPE_SECRET": "{0}" }\n}',
    "rk_live_" + r(99, ALNUM),
)
add(
    "config/devcontainer-containerenv",
    '{\n  "name": "corp-api",\n  "image": "mcr.microsoft.com/devcontainers/python:3.12",\n  "containerEnv": { "MAPBOX_SECRET": "{0}" }\n}',
    "sk." + b64url(60) + "." + r(22, URLSAFE),
)
add(
    "config/jetbrains-http-client-private-env",
    '{\n  "staging": {\n    "clientId": "corp-cli",\n    "clientSecret": "{0}"\n  }\n}',
    r(40, URLSAFE),
)
add(
    "config/cypress-env-json",
    '{\n  "adminEmail": "qa-admin@corp.example",\n  "adminPassword": "{0}"\n}',
    pw(),
)
add(
    "config/svn-auth-cache",
    "K 8\npassword\nV 16\n{0}\nK 15\npasswordtype\nV 6\nsimple\nK 8\nusername\nV 4\njdoe\nEND",
    r(16, ALNUM),
)
add(
    "config/hub-config",
    "github.com:\n- user: jdoe\n  oauth_token: {0}\n  protocol: https",
    "gho_" + r(36, ALNUM),
)
add(
    "config/glab-config",
    "hosts:\n    gitlab.corp.internal:\n        token: {0}\n        api_host: gitlab.corp.internal\n        git_protocol: ssh",
    "glpat-" + r(20, URLSAFE),
)
add(
    "config/linode-cli-config",
    "[DEFAULT]\ndefault-user = corp-ops\n\n[corp-ops]\ntoken = {0}\nregion = eu-central",
    r(64, HEX),
)
add(
    "config/hcloud-cli-toml",
    'active_context = "prod"\n\n[[contexts]]\n  name = "prod"\n  token = "{0}"',
    r(64, ALNUM),
)
add(
    "config/ovh-conf",
    "[ovh-eu]\napplication_key=" + r(16, ALNUM) + "\napplication_secret={0}\nconsumer_key={1}",
    r(32, ALNUM),
    r(32, ALNUM),
)
add(
    "config/netdata-stream-conf",
    "[stream]\n    enabled = yes\n    destination = netdata-parent.corp.internal:19999\n    api key = {0}",
    uuid4(),
)

# --- header --------------------------------------------------------------------------------
add(
    "header/drf-token",
    "curl -s -H 'Authorization: Token {0}' https://labels.corp.internal/api/projects/",
    r(40, HEX),
)
add(
    "header/okta-ssws",
    'curl -H "Authorization: SSWS {0}" https://corp.okta.com/api/v1/users?limit=25',
    "00" + r(40, URLSAFE),
)
add(
    "header/discord-bot",
    "requests.get(f'{API}/users/@me', headers={'Authorization': 'Bot {0}'})",
    r(24, ALNUM) + "." + r(6, URLSAFE) + "." + r(38, URLSAFE),
)
add(
    "header/yandex-oauth",
    "Authorization: OAuth {0}\nHost: cloud-api.yandex.net",
    "y0_" + r(55, URLSAFE),
)
add(
    "header/klaviyo-api-key",
    'curl https://a.klaviyo.com/api/profiles/ -H "Authorization: Klaviyo-API-Key {0}" -H "revision: 2024-10-15"',
    "pk_" + r(34, HEX),
)
add(
    "header/proxmox-pveapitoken",
    "curl -k -H 'Authorization: PVEAPIToken=automation@pve!terraform={0}' https://pve1.lan:8006/api2/json/nodes",
    uuid4(),
)
add(
    "header/postmark-server-token",
    "X-Postmark-Server-Token: {0}\nAccept: application/json",
    uuid4(),
)
add(
    "header/jfrog-art-api",
    'curl -H "X-JFrog-Art-Api:{0}" -T app.tgz https://corp.jfrog.io/artifactory/npm-local/app.tgz',
    "AKCp8" + r(68, ALNUM),
)
add(
    "header/honeycomb-team",
    'OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team={0},x-honeycomb-dataset=api"',
    r(22, ALNUM),
)
add(
    "header/pinecone-api-key",
    "GET /indexes HTTP/1.1\nHost: api.pinecone.io\nApi-Key: {0}\nX-Pinecone-API-Version: 2024-10",
    "pcsk_" + r(5, ALNUM) + "_" + r(60, ALNUM),
)
add(
    "header/typesense-api-key",
    "curl 'http://localhost:8108/collections' -H \"X-TYPESENSE-API-KEY: {0}\"",
    r(32, ALNUM),
)
add(
    "header/algolia-admin-key",
    "-H 'X-Algolia-Application-Id: " + r(10, UPPER_NUM) + "' -H 'X-Algolia-API-Key: {0}'",
    r(32, HEX),
)
add(
    "header/rapidapi-key",
    "headers = {\n    'x-rapidapi-key': '{0}',\n    'x-rapidapi-host': 'weatherbit-v1-mashape.p.rapidapi.com'\n}",
    r(50, ALNUM),
)
add(
    "header/azure-functions-key",
    'Invoke-RestMethod -Uri https://corp-fn.azurewebsites.net/api/reindex -Method Post -Headers @{ "x-functions-key" = "{0}" }',
    r(54, URLSAFE) + "==",
)
add(
    "header/n8n-api-key",
    'curl -H "X-N8N-API-KEY: {0}" https://n8n.corp.internal/api/v1/workflows',
    jwt_like(),
)
add("header/redmine-api-key", "X-Redmine-API-Key: {0}\nContent-Type: application/json", r(40, HEX))
add(
    "header/circle-token",
    'curl -H "Circle-Token: {0}" https://circleci.com/api/v2/me',
    "CCIPAT_" + r(22, ALNUM) + "_" + r(40, HEX),
)
add("header/emby-token", "GET /emby/Items?Recursive=true HTTP/1.1\nX-Emby-Token: {0}", r(32, HEX))
add(
    "header/gitlab-webhook-token",
    "POST /hooks/gitlab HTTP/1.1\nX-Gitlab-Event: Push Hook\nX-Gitlab-Token: {0}\nContent-Type: application/json",
    r(40, URLSAFE),
)
add("header/shopify-access-token", "X-Shopify-Access-Token: {0}", "shpat_" + r(32, HEX))
add(
    "header/bruno-bru-auth",
    "get {\n  url: {{host}}/v1/orders\n  body: none\n  auth: bearer\n}\n\nauth:bearer {\n  token: {0}\n}",
    r(48, URLSAFE),
)
add(
    "header/aspnet-auth-cookie",
    "Cookie: .AspNetCore.Antiforgery.x=CfDJ8; .ASPXAUTH={0}",
    r(320, HEX).upper(),
)
add(
    "header/gitlab-session-cookie",
    "curl 'https://gitlab.corp.internal/-/profile' -b '_gitlab_session={0}; preferred_language=en'",
    r(32, HEX),
)
add(
    "header/wordpress-logged-in-cookie",
    "Cookie: wordpress_logged_in_" + r(32, HEX) + "=admin%7C1765000000%7C{0}%7C" + r(64, HEX),
    r(43, ALNUM),
)

# --- query and url ---------------------------------------------------------------------------
add(
    "url/ifttt-maker-key",
    "curl -X POST https://maker.ifttt.com/trigger/backup_failed/with/key/{0}",
    r(22, URLSAFE),
)
add(
    "url/zapier-catch-hook",
    "ZAPIER_HOOK=https://hooks.zapier.com/hooks/catch/1234567/{0}/",
    r(7, LOWER_NUM),
)
add("url/make-webhook", "POST https://hook.eu1.make.com/{0}", r(32, LOWER_NUM))
add("url/feishu-bot-hook", "webhook: https://open.feishu.cn/open-apis/bot/v2/hook/{0}", uuid4())
add(
    "query/dingtalk-access-token",
    "curl 'https://oapi.dingtalk.com/robot/send?access_token={0}' -H 'Content-Type: application/json' -d '{\"msgtype\":\"text\"}'",
    r(64, HEX),
)
add("query/wecom-webhook-key", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={0}", uuid4())
add(
    "url/rocketchat-hook",
    "https://chat.corp.internal/hooks/" + r(24, LOWER_NUM) + "/{0}",
    r(48, ALNUM),
)
add(
    "url/apprise-urls",
    "APPRISE_URLS=tgram://{0}/-100123456789 pover://" + r(30, LOWER_NUM) + "@{1}",
    r(10, DIGITS) + ":" + r(35, URLSAFE),
    r(30, LOWER_NUM),
)
add(
    "url/netlify-build-hook",
    "curl -X POST -d {} https://api.netlify.com/build_hooks/{0}",
    r(24, HEX),
)
add(
    "url/vercel-deploy-hook",
    "https://api.vercel.com/v1/integrations/deploy/prj_" + r(28, ALNUM) + "/{0}",
    r(10, ALNUM),
)
add(
    "query/render-deploy-hook",
    "RENDER_DEPLOY_HOOK=https://api.render.com/deploy/srv-" + r(20, LOWER_NUM) + "?key={0}",
    r(11, URLSAFE),
)
add(
    "query/gotify-token",
    "curl 'https://push.lan/message?token={0}' -F 'title=backup' -F 'message=done'",
    r(15, URLSAFE),
)
add(
    "query/laravel-signed-route",
    "https://app.corp.example/invitations/482/accept?expires=1765012345&signature={0}",
    r(64, HEX),
)
add(
    "query/nginx-secure-link",
    "https://cdn.corp.example/video/lecture-07.mp4?md5={0}&expires=1765012345",
    b64url(16),
)
add(
    "query/aliyun-oss-signed",
    "https://corp-assets.oss-cn-hangzhou.aliyuncs.com/exports/q4.csv?OSSAccessKeyId=LTAI5t"
    + r(18, ALNUM)
    + "&Expires=1765012345&Signature={0}",
    quote(b64(20), safe=""),
)
add(
    "query/tencent-cos-signed",
    "https://corp-1250000000.cos.ap-shanghai.myqcloud.com/report.pdf?q-sign-algorithm=sha1&q-ak=AKID"
    + r(32, ALNUM)
    + "&q-sign-time=1765000000%3B1765003600&q-key-time=1765000000%3B1765003600&q-header-list=host&q-url-param-list=&q-signature={0}",
    r(40, HEX),
)
add(
    "query/azcopy-sas-url",
    'azcopy copy ./dist "https://corpweb.blob.core.windows.net/$web?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-12-31T23:59:59Z&st=2026-12-01T00:00:00Z&spr=https&sig={0}" --recursive',
    quote(b64(32), safe=""),
)
add(
    "query/libsql-auth-token",
    'TURSO_URL="libsql://corp-db-jdoe.turso.io?authToken={0}"',
    jwt_like(),
)
add(
    "query/prisma-accelerate",
    'DATABASE_URL="prisma://accelerate.prisma-data.net/?api_key={0}"',
    jwt_like(),
)
add(
    "url/symfony-mailer-dsn",
    "MAILER_DSN=smtp://postmaster%40mg.corp.example:{0}@smtp.eu.mailgun.org:587",
    upw(),
)
add("url/https-proxy-env", "export HTTPS_PROXY=http://jdoe:{0}@proxy.corp.internal:3128", upw())
add(
    "url/socks5h-proxy",
    "curl --proxy socks5h://scraper:{0}@gate.proxyvendor.example:7000 https://ifconfig.me",
    upw(),
)
add(
    "url/requirements-git-plus",
    "corp-auth @ git+https://oauth2:{0}@gitlab.corp.internal/platform/corp-auth.git@v2.3.1",
    "glpat-" + r(20, URLSAFE),
)
add(
    "url/duplicity-s3",
    "duplicity /srv/data s3://AKIA"
    + r(16, UPPER_NUM)
    + ":{0}@s3.eu-central-1.amazonaws.com/corp-backup",
    quote(r(40, ALNUM + "+/"), safe=""),
)
add("url/sip-uri-password", "register => 4711:{0}@sip.provider.example/4711", spw())

# --- sql and server logs -----------------------------------------------------------------------
add(
    "sql/postgres-log-alter-role",
    "2026-12-04 10:12:44.118 UTC [2211] postgres@app LOG:  statement: ALTER ROLE reporting WITH LOGIN PASSWORD '{0}';",
    spw(),
)
add(
    "sql/mysql-general-log",
    "2026-12-04T10:13:02.551234Z\t   14 Query\tCREATE USER 'etl'@'%' IDENTIFIED WITH caching_sha2_password BY '{0}'",
    spw(),
)
add(
    "sql/mongodb-log-createuser",
    '{"t":{"$date":"2026-12-04T10:14:00.000+00:00"},"s":"I","c":"COMMAND","msg":"Slow query","attr":{"command":{"createUser":"reporting","pwd":"{0}","roles":["read"]}}}',
    spw(),
)
add(
    "sql/proxysql-mysql-users",
    "Admin> INSERT INTO mysql_users (username, password, default_hostgroup) VALUES ('app', '{0}', 10);",
    spw(),
)
add(
    "sql/firebird-create-user",
    "SQL> CREATE USER reporting PASSWORD '{0}' GRANT ADMIN ROLE;",
    r(8, ALNUM),
)
add("sql/sybase-sp-password", "1> sp_password NULL, '{0}', 'app_user'\n2> go", spw())
add("sql/influxql-create-user", "> CREATE USER grafana WITH PASSWORD '{0}'", spw())
add(
    "sql/elasticsearch-security-user",
    'POST /_security/user/logstash_writer\n{\n  "password" : "{0}",\n  "roles" : [ "logstash_writer" ]\n}',
    pw(),
)
add("sql/redis-config-set-requirepass", "127.0.0.1:6379> CONFIG SET requirepass {0}\nOK", spw())

# --- keymat ------------------------------------------------------------------------------------
add(
    "keymat/bitlocker-recovery-key",
    "BitLocker Drive Encryption: Configuration Tool\nVolume C: [OS]\n    Key Protectors:\n      Numerical Password:\n        ID: {"
    + uuid4().upper()
    + "}\n        Password:\n          {0}",
    "-".join(f"{_rng.randrange(0, 65536) * 11:06d}" for _ in range(8)),
)
add(
    "keymat/filevault-recovery-key",
    "$ sudo fdesetup changerecovery -personal\nNew personal recovery key = '{0}'",
    groups(6, 4, UPPER_NUM),
)
add(
    "keymat/matrix-security-key",
    "Element security key (save it somewhere safe): {0}",
    "Es" + r(2, B58) + " " + " ".join(r(4, B58) for _ in range(11)),
)
add(
    "keymat/1password-secret-key",
    "Emergency kit — Secret Key: {0}",
    "A3-" + r(6, UPPER_NUM) + "-" + r(6, UPPER_NUM) + "-" + groups(4, 5, UPPER_NUM),
)
add(
    "keymat/keepassxc-keyfile",
    '<?xml version="1.0" encoding="UTF-8"?>\n<KeyFile>\n    <Meta><Version>2.0</Version></Meta>\n    <Key>\n        <Data Hash="'
    + r(8, HEX).upper()
    + '">\n            {0}\n        </Data>\n    </Key>\n</KeyFile>',
    " ".join(r(8, HEX).upper() for _ in range(8)),
)
add(
    "keymat/klist-kK",
    "$ klist -kK /etc/krb5.keytab\nKVNO Principal\n---- --------------------------------------------------------------------------\n   3 HTTP/web01.corp.internal@CORP.INTERNAL (0x{0})",
    r(64, HEX),
)
add(
    "keymat/lorawan-appkey",
    "devices:\n  - dev_eui: 70B3D57ED00"
    + r(5, HEX).upper()
    + "\n    join_eui: 0000000000000000\n    app_key: {0}",
    r(32, HEX).upper(),
)
add("keymat/paseto-local-key", 'PASETO_LOCAL_KEY = "{0}"', "k4.local." + b64url(32))
add(
    "keymat/hedera-der-hex",
    "OPERATOR_ID=0.0.4829103\nOPERATOR_KEY=302e020100300506032b657004220420{0}",
    r(64, HEX),
)
add("keymat/avalanche-privatekey", "Imported key: {0}", "PrivateKey-" + r(50, B58))
add(
    "keymat/lotus-wallet-export",
    "$ lotus wallet export f1" + r(38, LOWER_NUM) + "\n{0}",
    "7b2254797065223a22736563703235366b31222c22507269766174654b6579223a22"
    + base64.b64encode(_rng.randbytes(32)).hex()
    + "227d",
)
add(
    "keymat/chia-master-sk",
    "Fingerprint: 1234567890\nMaster public key (m): "
    + r(96, HEX)
    + "\nMaster private key (m): {0}",
    r(64, HEX),
)
add(
    "keymat/flow-json-account-key",
    '"accounts": {\n  "emulator-account": {\n    "address": "f8d6e0586b0a20c7",\n    "key": "{0}"\n  }\n}',
    r(64, HEX),
)
add(
    "keymat/nebula-key-no-armor",
    "# host.key (armor stripped for the env var)\nNEBULA_HOST_KEY={0}",
    b64(32),
)

# --- trace ---------------------------------------------------------------------------------------
add(
    "trace/gdb-print-struct",
    '(gdb) p *cfg\n$1 = {host = 0x5555555592a0 "db.corp.internal", port = 5432, user = 0x5555555592c0 "app", password = 0x5555555592e0 "{0}"}',
    spw(),
)
add(
    "trace/lldb-frame-variable",
    '(lldb) frame variable creds\n(Credentials) creds = {\n  username = "svc-sync"\n  apiSecret = "{0}"\n}',
    r(40, ALNUM),
)
add(
    "trace/pdb-print-settings",
    "(Pdb) p settings.smtp\n{'host': 'smtp.corp.example', 'port': 587, 'user': 'relay', 'password': '{0}'}",
    spw(),
)
add(
    "trace/ipython-environ",
    "In [3]: dict(os.environ)\nOut[3]:\n{'HOME': '/home/jovyan',\n 'SNOWFLAKE_PASSWORD': '{0}',\n 'SHELL': '/bin/bash'}",
    pw(),
)
add(
    "trace/dotnet-httprequestmessage",
    "Method: POST, RequestUri: 'https://api.corp.internal/v2/sync', Version: 1.1, Content: System.Net.Http.StringContent, Headers:\n{\n  X-Sync-Key: {0}\n  Content-Type: application/json; charset=utf-8\n}",
    r(40, ALNUM),
)
add(
    "trace/feign-logger-full",
    "[PartnerClient#getOrders] ---> GET https://partner.example/api/orders HTTP/1.1\n[PartnerClient#getOrders] X-Partner-Secret: {0}\n[PartnerClient#getOrders] ---> END HTTP (0-byte body)",
    r(36, URLSAFE),
)
add(
    "trace/go-dumprequest",
    "POST /v1/ingest HTTP/1.1\r\nHost: ingest.corp.internal\r\nX-Ingest-Key: {0}\r\nContent-Length: 48\r\n\r\n",
    r(44, URLSAFE),
)
add(
    "trace/ruby-net-http-debug",
    'opening connection to api.partner.example:443...\n<- "POST /oauth/token HTTP/1.1\\r\\nContent-Type: application/x-www-form-urlencoded\\r\\n\\r\\n"\n<- "grant_type=client_credentials&client_id=corp&client_secret={0}"',
    r(40, URLSAFE),
)
add(
    "trace/terraform-tf-log",
    '2026-12-04T10:20:11.123Z [DEBUG] provider.terraform-provider-grafana: HTTP Request Sent: http.request.header.authorization="Bearer {0}" http.request.method=GET tf_rpc=ReadResource',
    "glsa_" + r(32, ALNUM) + "_" + r(8, HEX),
)
add(
    "trace/mitmproxy-dump",
    "127.0.0.1:51922: POST https://api.partner.example/v3/charge\n    Host: api.partner.example\n    X-Merchant-Secret: {0}\n    Content-Type: application/json\n << 201 Created 312b",
    r(48, ALNUM),
)
add(
    "trace/zig-struct-print",
    'debug: config = config.Config{ .host = "db.corp.internal", .user = "app", .password = "{0}" }',
    spw(),
)
add(
    "trace/ocaml-record",
    'utop # !cfg;;\n- : config = {host = "db.corp.internal"; user = "app"; password = "{0}"; port = 5432}',
    spw(),
)
add(
    "trace/erlang-map",
    '=ERROR REPORT==== 4-Dec-2026::10:21:07.118 ===\nconnection failed: #{host => "mq.corp.internal",user => <<"ingest">>,password => <<"{0}">>,vhost => <<"/">>}',
    spw(),
)
add(
    "trace/python-dataclass-repr",
    "ValueError: cannot connect with Settings(db_host='db.corp.internal', db_user='app', db_password='{0}', debug=False)",
    pw(),
)
add(
    "trace/sudo-auth-log",
    "Dec  4 10:22:31 web01 sudo:     jdoe : TTY=pts/1 ; PWD=/home/jdoe ; USER=root ; COMMAND=/usr/bin/mysql -u root -p{0} -e SHOW\\x20DATABASES",
    spw(),
)
add(
    "trace/auditd-execve",
    'type=EXECVE msg=audit(1765012345.118:4211): argc=5 a0="sshpass" a1="-p" a2="{0}" a3="ssh" a4="backup@10.0.4.20"',
    spw(),
)
add(
    "trace/windows-4688",
    "Process Command Line:\tnet use Z: \\\\fs01\\finance /user:CORP\\svc-report {0} /persistent:no",
    pw(),
)

# --- other: outputs, dumps, exports ------------------------------------------------------------
add(
    "other/ps-aux",
    "app  2211  0.3  1.2 912344 98120 ?  Sl  10:01  0:04 /usr/bin/java -jar worker.jar --db-password={0} --queue=orders",
    pw(),
)
add(
    "other/docker-history-env",
    "IMAGE          CREATED BY                                      SIZE\n3f9c1e2a7b4d   /bin/sh -c #(nop)  ENV NPM_TOKEN={0}    0B\n<missing>      /bin/sh -c #(nop) WORKDIR /app                  0B",
    "npm_" + r(36, ALNUM),
)
add(
    "other/radosgw-admin-user-create",
    '"keys": [\n    {\n        "user": "backup",\n        "access_key": "'
    + r(20, UPPER_NUM)
    + '",\n        "secret_key": "{0}"\n    }\n],',
    r(40, ALNUM),
)
add(
    "other/microk8s-add-node",
    "From the node you wish to join to this cluster, run the following:\nmicrok8s join 10.0.1.10:25000/{0}/"
    + r(12, HEX),
    r(32, HEX),
)
add(
    "other/headscale-preauthkey",
    "$ headscale preauthkeys create --user ops --reusable --expiration 24h\n{0}",
    r(48, HEX),
)
add(
    "other/npm-token-create",
    "┌────────────────┬──────────────────────────────────────────┐\n│ token          │ {0} │\n├────────────────┼──────────────────────────────────────────┤\n│ readonly       │ false                                    │",
    "npm_" + r(36, ALNUM),
)
add(
    "other/az-get-access-token",
    '{\n  "accessToken": "{0}",\n  "expiresOn": "2026-12-04 11:22:33.000000",\n  "subscription": "00000000-0000-0000-0000-000000000000",\n  "tokenType": "Bearer"\n}',
    jwt_like(),
)
add("other/terraform-output-raw", "$ terraform output -raw db_admin_password\n{0}", pw())
add(
    "other/pass-show",
    "$ pass show infra/vcenter\n{0}\nurl: https://vcenter.corp.internal\nuser: administrator@vsphere.local",
    pw(),
)
add("other/secret-tool-lookup", "$ secret-tool lookup service corp-vpn user jdoe\n{0}", pw())
add(
    "other/sops-decrypt",
    "$ sops -d secrets/prod.enc.yaml\ndatabase:\n    user: app\n    password: {0}\nstripe:\n    webhook_secret: {1}",
    pw(),
    "whsec_" + r(32, ALNUM),
)
add(
    "other/ansible-vault-view",
    "$ ansible-vault view group_vars/prod/vault.yml\nvault_db_password: {0}\nvault_smtp_password: {1}",
    pw(),
    pw(),
)
add(
    "other/grep-rn-output",
    'src/settings/prod.py:41:PARTNER_API_SECRET = "{0}"\nsrc/settings/prod.py:42:PARTNER_API_URL = "https://partner.example/api"',
    r(40, ALNUM),
)
add(
    "other/psql-expanded",
    "-[ RECORD 1 ]---+----------------------------------\nid              | 7\nname            | partner-sync\napi_secret      | {0}\ncreated_at      | 2026-11-30 09:12:44+00",
    r(40, ALNUM),
)
add(
    "other/mysql-vertical",
    "*************************** 1. row ***************************\n       id: 3\n  service: smtp\n username: relay@corp.example\n password: {0}",
    pw(),
)
add(
    "other/redis-hgetall-session",
    '127.0.0.1:6379> HGETALL sess:u:1042\n1) "user_id"\n2) "1042"\n3) "refresh_token"\n4) "{0}"',
    r(64, URLSAFE),
)
add(
    "other/localstorage-dump",
    '> JSON.stringify(localStorage)\n\'{"theme":"dark","auth.refreshToken":"{0}","locale":"de"}\'',
    r(86, URLSAFE),
)
add(
    "other/playwright-storage-state",
    '{\n  "cookies": [\n    {\n      "name": "sessionid",\n      "value": "{0}",\n      "domain": "app.corp.example",\n      "path": "/",\n      "httpOnly": true\n    }\n  ],\n  "origins": []\n}',
    r(32, LOWER_NUM),
)
add(
    "other/devtools-copy-as-powershell",
    '$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession\n$session.Cookies.Add((New-Object System.Net.Cookie("laravel_session", "{0}", "/", "shop.corp.example")))\nInvoke-WebRequest -UseBasicParsing -Uri "https://shop.corp.example/admin" -WebSession $session',
    b64(120).rstrip("="),
)

# --- prose -------------------------------------------------------------------------------------
add("prose/bengali-password", "সার্ভারের পাসওয়ার্ড হলো {0} — কাউকে দিও না।", pw())
add("prose/tamil-password", "டேட்டாபேஸ் கடவுச்சொல்: {0}", pw())
add("prose/urdu-password", "اسٹیجنگ سرور کا پاس ورڈ {0} ہے", pw())
add(
    "prose/malay-kata-laluan",
    "Kata laluan pangkalan data baharu ialah {0}, sila kemas kini .env anda.",
    pw(),
)
add("prose/tagalog-password", "Ang password ng admin account ay {0} hanggang Biyernes.", pw())
add("prose/swahili-nenosiri", "Nenosiri la seva ya majaribio ni {0}", pw())
add("prose/slovak-heslo", "Heslo k testovaciemu serveru je {0}, zmeň ho po prihlásení.", pw())
add("prose/croatian-lozinka", "Lozinka za bazu je {0}", pw())
add("prose/serbian-lozinka", "Лозинка за сервер је {0}", pw())
add("prose/bulgarian-parola", "Паролата за админ панела е {0}", pw())
add("prose/lithuanian-slaptazodis", "Slaptažodis į serverį: {0}", pw())
add("prose/latvian-parole", "Datubāzes parole ir {0}", pw())
add("prose/estonian-parool", "Serveri parool on {0}, palun ära jaga seda.", pw())
add("prose/icelandic-lykilord", "Lykilorðið að gagnagrunninum er {0}", pw())
add("prose/basque-pasahitza", "Zerbitzariaren pasahitza {0} da.", pw())
add("prose/welsh-cyfrinair", "Y cyfrinair ar gyfer y gweinydd yw {0}", pw())
add("prose/afrikaans-wagwoord", "Die wagwoord vir die toetsbediener is {0}", pw())
add("prose/georgian-paroli", "სერვერის პაროლი არის {0}", pw())
add("prose/kazakh-qupiya-soz", "Сервердің құпия сөзі: {0}", pw())
add("prose/nepali-password", "सर्भरको पासवर्ड {0} हो।", pw())
add("prose/japanese-password", "検証環境のDBパスワードは {0} です。後で変更してください。", pw())
add("prose/esperanto-pasvorto", "La pasvorto de la servilo estas {0}", pw())
add(
    "prose/google-app-password",
    "Use this app password for Thunderbird instead of your normal one: {0}",
    " ".join(r(4, LOWER) for _ in range(4)),
)
add(
    "prose/apple-app-specific-password",
    "app-specific password for altool notarization → {0}",
    "-".join(r(4, LOWER) for _ in range(4)),
)

# --- split ---------------------------------------------------------------------------------------
_s = [r(14, ALNUM), r(14, ALNUM), r(12, ALNUM)]
add("split/perl-dot", 'my $api_secret = "{0}"\n    . "{1}"\n    . "{2}";', *_s)
_s = [r(16, ALNUM), r(16, ALNUM)]
add(
    "split/r-paste0",
    'Sys.setenv(PARTNER_TOKEN = paste0("{0}",\n                                 "{1}"))',
    *_s,
)
_s = [r(12, ALNUM), r(12, ALNUM), r(12, ALNUM)]
add(
    "split/batch-set-concat",
    'set K1={0}\nset K2={1}\nset K3={2}\ncurl -H "X-Api-Key: %K1%%K2%%K3%" https://api.corp.internal/v1/sync',
    *_s,
)
_s = [r(18, ALNUM), r(18, ALNUM)]
add("split/nix-string-concat", '  services.corp-agent.apiKey = "{0}"\n    + "{1}";', *_s)
_s = [r(16, ALNUM), r(16, ALNUM)]
add("split/elixir-binary-concat", 'config :corp, :partner_secret,\n  "{0}" <>\n    "{1}"', *_s)
_s = [r(16, ALNUM), r(16, ALNUM)]
add("split/haskell-plusplus", 'apiSecret :: String\napiSecret = "{0}"\n         ++ "{1}"', *_s)
_s = [r(20, ALNUM), r(20, ALNUM)]
add(
    "split/email-quoted-wrap",
    "> Here is the new deploy token for the staging registry: {0}\n> {1}\n> It expires at the end of the month.",
    *_s,
)
_s = [r(14, ALNUM), r(14, ALNUM), r(14, ALNUM)]
add(
    "split/powershell-join",
    "$token = @('{0}',\n           '{1}',\n           '{2}') -join ''\nInvoke-RestMethod -Headers @{ Authorization = \"Bearer $token\" } -Uri $uri",
    *_s,
)

# --- code ------------------------------------------------------------------------------------------
add(
    "code/pulumi-ts-rds",
    'const db = new aws.rds.Instance("orders", {\n    engine: "postgres",\n    username: "orders_admin",\n    password: "{0}",\n    instanceClass: "db.t4g.micro",\n});',
    pw(),
)
add(
    "code/cdk-unsafe-plaintext",
    "const cred = rds.Credentials.fromPassword('admin', cdk.SecretValue.unsafePlainText('{0}'));",
    pw(),
)
add(
    "code/jsonnet-local",
    "local smtpPassword = '{0}';\n{\n  smtp: { host: 'smtp.corp.example', user: 'relay', password: smtpPassword },\n}",
    pw(),
)
add(
    "code/cue-value",
    'smtp: {\n\thost:     "smtp.corp.example"\n\tuser:     "relay"\n\tpassword: "{0}"\n}',
    spw(),
)
add(
    "code/sas-libname",
    "libname dw oracle user=sasetl password=\"{0}\" path='DWPROD' schema=mart;",
    spw(),
)
add(
    "code/powerquery-m-headers",
    'Source = Json.Document(Web.Contents("https://api.corp.internal/v1/sales", [Headers=[#"X-Api-Key"="{0}"]]))',
    r(40, ALNUM),
)
add(
    "code/apps-script-urlfetch",
    "function sync() {\n  const res = UrlFetchApp.fetch('https://api.partner.example/v1/rows', {\n    headers: { Authorization: 'Bearer {0}' },\n  });\n}",
    r(48, URLSAFE),
)
add(
    "code/gdscript-const",
    'const SERVER_SECRET := "{0}"\n\nfunc _ready() -> void:\n\tnet.connect_to(SERVER_SECRET)',
    r(40, ALNUM),
)
add(
    "code/delphi-firedac",
    "FDConnection1.Params.UserName := 'erp';\nFDConnection1.Params.Password := '{0}';\nFDConnection1.Connected := True;",
    spw(),
)
add(
    "code/cobol-move",
    "           MOVE 'BATCHUSR' TO WS-DB-USER.\n           MOVE '{0}' TO WS-DB-PASSWORD.",
    r(10, UPPER_NUM),
)
add(
    "code/tcl-http-headers",
    'set tok [http::geturl $url -headers [list Authorization "Bearer {0}"]]',
    r(48, URLSAFE),
)
add(
    "code/autohotkey-send", "#IfWinActive, Citrix Workspace\n^!p::\nSend, {0}{Enter}\nreturn", spw()
)
add(
    "code/applescript-keystroke",
    'tell application "System Events"\n    keystroke "{0}"\n    keystroke return\nend tell',
    spw(),
)
add(
    "code/erlang-epgsql",
    '{ok, C} = epgsql:connect("db.corp.internal", "app", "{0}", #{database => "orders"}).',
    spw(),
)
add(
    "code/arduino-wifi",
    'const char* ssid = "Workshop-IoT";\nconst char* password = "{0}";\n\nvoid setup() {\n  WiFi.begin(ssid, password);\n}',
    spw(),
)
add(
    "code/micropython-wlan",
    "import network\nwlan = network.WLAN(network.STA_IF)\nwlan.active(True)\nwlan.connect('Workshop-IoT', '{0}')",
    spw(),
)
add(
    "code/node-red-credential-secret",
    "module.exports = {\n    flowFile: 'flows.json',\n    credentialSecret: \"{0}\",\n    uiPort: process.env.PORT || 1880,\n}",
    r(32, ALNUM),
)
add(
    "code/nestjs-jwtmodule",
    "JwtModule.register({\n  global: true,\n  secret: '{0}',\n  signOptions: { expiresIn: '15m' },\n}),",
    r(64, HEX),
)
add(
    "code/remix-cookie-secrets",
    'export const sessionStorage = createCookieSessionStorage({\n  cookie: { name: "__session", httpOnly: true, secrets: ["{0}"], secure: true },\n});',
    r(40, ALNUM),
)
add(
    "code/express-session-secret",
    "app.use(session({ secret: '{0}', resave: false, saveUninitialized: false }));",
    r(32, ALNUM),
)
add(
    "code/selenium-add-cookie",
    "driver.add_cookie({'name': 'sessionid', 'value': '{0}', 'domain': 'admin.corp.example'})",
    r(32, LOWER_NUM),
)
add(
    "code/robot-framework-variables",
    "*** Variables ***\n${BASE_URL}        https://staging.corp.internal\n${ADMIN_USER}      qa-admin\n${ADMIN_PASSWORD}  {0}",
    pw(),
)
add(
    "code/gherkin-login-step",
    'Scenario: admin exports invoices\n  Given I log in as "finance-admin" with password "{0}"\n  When I export the invoices for "2026-11"',
    pw(),
)
add(
    "code/postman-prerequest",
    'pm.environment.set("accessToken", "{0}");\npm.request.headers.add({ key: "Authorization", value: "Bearer " + pm.environment.get("accessToken") });',
    r(64, URLSAFE),
)
add(
    "code/gatling-basic-auth",
    'val httpProtocol = http\n  .baseUrl("https://staging.corp.internal")\n  .basicAuth("loadtest", "{0}")',
    spw(),
)
add(
    "code/locust-login",
    'class ShopUser(HttpUser):\n    def on_start(self):\n        self.client.post("/login", json={"email": "load@corp.example", "password": "{0}"})',
    pw(),
)
add(
    "code/azure-identity-client-secret",
    'credential = ClientSecretCredential(\n    "'
    + uuid4()
    + '",\n    "'
    + uuid4()
    + '",\n    "{0}",\n)',
    r(3, ALNUM) + "8Q~" + r(34, URLSAFE),
)
add(
    "code/alibaba-oss2-auth",
    "auth = oss2.Auth('LTAI5t"
    + r(18, ALNUM)
    + "', '{0}')\nbucket = oss2.Bucket(auth, 'https://oss-cn-hangzhou.aliyuncs.com', 'corp-assets')",
    r(30, ALNUM),
)
add(
    "code/tencent-cloud-credential",
    'cred = credential.Credential("AKID' + r(32, ALNUM) + '", "{0}")',
    r(32, ALNUM),
)
add(
    "code/twilio-client-positional",
    "client = Client('AC"
    + r(32, HEX)
    + "', '{0}')\nclient.messages.create(to='+4915100000000', from_='+15005550006', body='deploy done')",
    r(32, HEX),
)

# --- private ---------------------------------------------------------------------------------------
add("private/mixed-dec-hex", "staging login: &#60;private&#x3e;{0}&#x3c;/private&#62;", pw())
add(
    "private/spaced-opening-tag",
    "the jump host pw is < private >{0}</ private > (ask before using)",
    pw(),
)
add("private/named-no-semicolon", "root on the NAS: &ltprivate&gt{0}&lt/private&gt", pw())
add(
    "private/python-U8-escape",
    "note = '\\U0000003cprivate\\U0000003e{0}\\U0000003c/private\\U0000003e'",
    pw(),
)
add("private/html-comment", "<!-- deploy creds: <private>{0}</private> -->", pw())
add(
    "private/markdown-table-cell",
    "| host | user | password |\n|---|---|---|\n| db01 | app | <private>{0}</private> |",
    pw(),
)


# --- look-alikes: must come back unchanged ----------------------------------------------------
LOOK_ALIKES: list[str] = [
    # CLIs with references, prompts and stdin instead of a value
    "docker run -d --name pg -e POSTGRES_PASSWORD_FILE=/run/secrets/pg_password -v pgdata:/var/lib/postgresql/data postgres:16-alpine",
    'docker run --rm -e POSTGRES_PASSWORD="$PGPASS" -e POSTGRES_USER=app postgres:16-alpine',
    "kubectl config set-credentials ci-deployer --exec-command=aws --exec-arg=eks --exec-arg=get-token --exec-api-version=client.authentication.k8s.io/v1beta1",
    'echo "$HARBOR_ROBOT_SECRET" | helm registry login registry.corp.internal --username robot-ci --password-stdin',
    "oras login ghcr.io -u octo-bot --password-stdin < ~/.config/ghcr-token",
    "podman login --get-login registry.corp.internal",
    "doctl auth init --context corp   # paste the token when prompted",
    "npx @vscode/vsce publish -p $VSCE_PAT",
    "netlify deploy --prod --dir=dist --auth ${{ secrets.NETLIFY_AUTH_TOKEN }}",
    "vercel deploy --prod --token=$VERCEL_TOKEN --scope corp",
    "firebase login:ci --no-localhost",
    "flyctl auth token > /dev/null && flyctl deploy --remote-only",
    "npx wrangler secret put STRIPE_WEBHOOK_SECRET --env production\n✔ Enter a secret value: … ********",
    "supabase secrets set --env-file ./supabase/.env.production",
    'railway variables --set "LOG_LEVEL=debug" --service api',
    "huggingface-cli login --token $HF_TOKEN --add-to-git-credential",
    "wandb login --relogin   # reads WANDB_API_KEY from the environment",
    "dvc remote modify --local storage credentialpath ~/.config/gcloud/dvc-sa.json",
    "sentry-cli releases -o corp -p web new 1.4.0   # SENTRY_AUTH_TOKEN comes from CI",
    "sonar-scanner -Dsonar.projectKey=corp_web -Dsonar.host.url=https://sonar.corp.internal -Dsonar.token=${SONAR_TOKEN}",
    'newman run collection.json --environment staging.postman_environment.json --env-var "baseUrl=https://api.corp.internal"',
    "k6 run -e BASE_URL=https://staging.corp.internal -e VUS=50 scripts/checkout.js",
    "steamcmd +login anonymous +app_update 896660 validate +quit",
    "kcat -b kafka:9092 -X security.protocol=SASL_SSL -X sasl.mechanisms=PLAIN -X sasl.username=$KAFKA_KEY -X sasl.password=$KAFKA_SECRET -L",
    "kafka-configs.sh --bootstrap-server kafka:9092 --describe --entity-type users --entity-name svc-orders",
    "etcdctl --endpoints=https://10.0.1.10:2379 --cacert=/etc/etcd/ca.crt --cert=/etc/etcd/client.crt --key=/etc/etcd/client.key member list",
    "[zk: localhost:2181(CONNECTED) 4] getAcl /kafka\n'sasl,'kafka\n: cdrwa",
    'beeline -u "jdbc:hive2://hive.corp.internal:10000/default;principal=hive/_HOST@CORP.INTERNAL" -e "show databases;"',
    "clickhouse-client --host ch.corp.internal --secure --user analyst --ask-password",
    "cypher-shell -a neo4j+s://graph.corp.internal -u neo4j  # prompts for the password",
    "spark-submit --master yarn --conf spark.hadoop.fs.s3a.aws.credentials.provider=com.amazonaws.auth.InstanceProfileCredentialsProvider jobs/etl.py",
    "aws ssm get-parameter --name /prod/api/db-password --with-decryption --query Parameter.Version",
    "aws secretsmanager create-secret --name prod/reporting --secret-string file://reporting.json",
    'az webapp config appsettings set -g rg-web -n corp-web --settings PAYMENT_API_KEY="@Microsoft.KeyVault(SecretUri=https://kv-corp.vault.azure.net/secrets/payment-api-key/)"',
    "databricks secrets list-secrets etl",
    "sudo mount -t cifs //nas.lan/backup /mnt/backup -o credentials=/root/.smbcredentials,vers=3.0,uid=1000",
    "xfreerdp /v:10.0.5.12 /u:Administrator /from-stdin /size:1600x900",
    "kopia repository connect s3 --bucket=corp-kopia --password=$KOPIA_PASSWORD",
    "ab -n 1000 -c 50 https://staging.corp.internal/api/health",
    "flux create secret git corp-repo --url=ssh://git@git.corp.internal/platform/fleet --private-key-file=./identity",
    "source ~/infra-openrc.sh && openstack server list",
    'swift -A https://swift.corp.internal/auth/v1.0 -U backup:backup -K "$ST_KEY" list',
    "Backlog SSID1 IoT-Lab; MqttHost 10.0.0.5; MqttUser tasmota; TelePeriod 60",
    "UV_INDEX_CORP_USERNAME=ci uv sync --frozen --keyring-provider subprocess",
    "cosign verify --key cosign.pub registry.corp.internal/api@sha256:2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae",
    "terraform login app.terraform.io",
    "mc admin user add corp-minio etl-writer   # the CLI asks for the secret key",
    "cargo login --registry corp < ~/.config/corp/cargo-token",
    # config with placeholders, references and non-secret values
    "      - image: cimg/node:20.11\n        environment:\n          NODE_ENV: test\n          TZ: Europe/Berlin",
    "variables:\n- group: prod-secrets   # Azure DevOps variable group linked to Key Vault\n- name: buildConfiguration\n  value: Release",
    "  environment:\n    DOCKER_PASSWORD:\n      from_secret: docker_password",
    'env:\n  NODE_VERSION: "20"\nsteps:\n  - label: ":npm: publish"\n    command: npm publish\n    plugins:\n      - seek-oss/aws-sm#v2.3.2:\n          env:\n            NPM_TOKEN: buildkite/npm-token',
    "  source:\n    bucket: corp-releases\n    access_key_id: ((aws.access_key_id))\n    secret_access_key: ((aws.secret_access_key))",
    "    environment:\n      groups:\n        - app_store_credentials\n        - certificate_credentials",
    '<param name="env.DEPLOY_PASSWORD" value="%vault:kv/data/deploy!/password%" spec="password display=\'hidden\'" />',
    "[client]\nuser=backup\nhost=db.corp.internal\n# password comes from mysql_config_editor (login-path=backup)",
    "[Credentials]\ngs_service_key_file = /etc/gcs/boto-sa.json",
    "[DEFAULT]\nuser=ocid1.user.oc1..aaaaaaaaexampleuserocid\nkey_file=~/.oci/oci_api_key.pem\nregion=eu-frankfurt-1",
    "clouds:\n  corp:\n    auth:\n      auth_url: https://keystone.corp.internal:5000/v3\n      application_credential_id: 21dced0fd20347869b93710d2b98aae0\n    auth_type: v3applicationcredential",
    'echo "Please enter your OpenStack Password for project $OS_PROJECT_NAME as user $OS_USERNAME: "\nread -sr OS_PASSWORD_INPUT\nexport OS_PASSWORD=$OS_PASSWORD_INPUT',
    "users:\n- name: oidc\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: kubectl\n      args: [oidc-login, get-token]",
    "machine:\n  type: worker\n  install:\n    disk: /dev/sda\n    image: ghcr.io/siderolabs/installer:v1.8.3",
    "# /etc/rancher/rke2/config.yaml\nserver: https://10.0.1.10:9345\ntoken-file: /etc/rancher/rke2/join-token\nnode-label:\n  - role=worker",
    "pullSecret: '$(cat ~/.config/openshift/pull-secret.json)'",
    '{"username":"<your-kaggle-username>","key":"<your-kaggle-api-key>"}',
    "# ~/.Renviron\nR_LIBS_USER=~/R/library\nGITHUB_PAT=  # run gitcreds::gitcreds_set() instead",
    "# ~/.wgetrc\nuser = ci\nask_password = on\ncheck_certificate = on",
    'servers = (\n  { address = "irc.libera.chat"; chatnet = "liberachat"; port = "6697"; use_tls = "yes"; autoconnect = "yes"; }\n);',
    'IMAPAccount work\nHost imap.corp.example\nUser jdoe@corp.example\nPassCmd "pass show mail/work"\nTLSType IMAPS',
    '[storage cal_remote]\ntype = "caldav"\nurl = "https://dav.corp.example/"\nusername = "jdoe"\npassword.fetch = ["command", "pass", "dav/corp"]',
    '<device id="'
    + "-".join(r(7, UPPER_NUM) for _ in range(8))
    + '" name="nas" compression="metadata" introducer="false">',
    "DBHost=localhost\nDBName=zabbix\nDBUser=zabbix\n# DBPassword is read from Vault (VaultDBPath=secret/zabbix/database)\nVaultURL=https://vault.corp.internal:8200",
    'object ApiUser "director" {\n  client_cn = "director.corp.internal"\n  permissions = [ "*" ]\n}',
    "# You MUST set a secret to secure/pepper the stored user passwords here. Use at least 64 characters.\n# Generate one by using for example: pwgen -N 1 -s 96\npassword_secret =",
    "<match app.**>\n  @type elasticsearch\n  host es.corp.internal\n  user fluentd\n  password \"#{ENV['FLUENTD_ES_PASSWORD']}\"\n</match>",
    'output.elasticsearch:\n  hosts: ["https://es.corp.internal:9200"]\n  api_key: "${ES_API_KEY}"',
    "exporters:\n  otlphttp:\n    endpoint: https://otlp.eu01.nr-data.net\n    headers:\n      api-key: ${env:NEW_RELIC_LICENSE_KEY}",
    "smarthost_login:\n  driver = plaintext\n  public_name = LOGIN\n  client_send = ${extract{auth}{${lookup{$host}lsearch{/etc/exim4/passwd.client}}}}",
    "mailhub=smtp.corp.example:587\nUseSTARTTLS=YES\n# AuthUser/AuthPass moved to /etc/ssmtp/revaliases (0600)",
    "\toption ssid 'Office-Guest'\n\toption encryption 'none'\n\toption isolate '1'",
    "set service ssh port '22'\nset system host-name 'edge01'\nset system name-server '10.0.0.53'",
    "secrets {\n    ike-branch {\n        id = branch.corp.example\n        secret = ${IKE_PSK}\n    }\n}",
    "api=yes\napi-key-file=/etc/powerdns/api.key\nwebserver-address=127.0.0.1",
    'consumers:\n- username: partner-acme\n  keyauth_credentials:\n  - key: ${{ env "DECK_PARTNER_ACME_KEY" }}',
    'variable "winrm_password" {\n  type      = string\n  sensitive = true\n}',
    'session:\n  secret: {{ secret "/config/secrets/session" }}\nstorage:\n  encryption_key: {{ secret "/config/secrets/storage" }}',
    "$settings['hash_salt'] = file_get_contents('/var/www/private/salt.txt');",
    "$wgDBpassword = getenv( 'MW_DB_PASSWORD' );",
    "$CFG->dbpass    = getenv('MOODLE_DB_PASS');",
    "'Security' => [\n    'salt' => env('SECURITY_SALT', '__SALT__'),\n],",
    'config :corp, CorpWeb.Endpoint,\n  secret_key_base: System.fetch_env!("SECRET_KEY_BASE")',
    "micronaut:\n  security:\n    token:\n      jwt:\n        signatures:\n          secret:\n            generator:\n              secret: '${JWT_GENERATOR_SIGNATURE_SECRET:pleaseChangeThisSecretForANewOne}'",
    "ktor {\n  security {\n    session {\n      signKey = ${?SESSION_SIGN_KEY}\n    }\n  }\n}",
    '[preset.0.options]\n\nkeystore/release="/home/dev/keys/release.keystore"\nkeystore/release_user="upload"',
    'build_flags =\n    -DWIFI_SSID=\\"${sysenv.WIFI_SSID}\\"\n    -DWIFI_PASS=\\"${sysenv.WIFI_PASS}\\"',
    '<stringProp name="Argument.value">${__P(password,)}</stringProp>',
    '"envFile": "${workspaceFolder}/.env.local",\n"env": { "NODE_ENV": "development" }',
    '"secrets": { "STRIPE_SECRET": { "description": "test-mode key, set it in your Codespaces secrets" } }',
    '{\n  "staging": {\n    "clientId": "corp-cli",\n    "clientSecret": "{{$env.CLIENT_SECRET}}"\n  }\n}',
    "cy.get('#password').type(Cypress.env('adminPassword'), { log: false })",
    "github.com:\n- user: jdoe\n  protocol: https\n# hub now defers to gh auth token",
    "[corp-ops]\ntoken = REPLACE_WITH_YOUR_LINODE_TOKEN\nregion = eu-central",
    "[stream]\n    enabled = no\n    destination =\n    api key =",
    # headers and cookies that hold no credential
    "curl -s -H 'Authorization: Token $LABEL_STUDIO_TOKEN' https://labels.corp.internal/api/projects/",
    "Authorization: SSWS ${OKTA_API_TOKEN}",
    "headers={'Authorization': f'Bot {os.environ[\"DISCORD_TOKEN\"]}'}",
    "-H 'Authorization: PVEAPIToken=automation@pve!terraform=<secret>'",
    "X-Postmark-Server-Token: POSTMARK_API_TEST",
    "Api-Key: {{PINECONE_API_KEY}}",
    "X-Algolia-Application-Id: "
    + r(10, UPPER_NUM)
    + "\nX-Algolia-Agent: Algolia for JavaScript (4.24.0)",
    "x-rapidapi-host: weatherbit-v1-mashape.p.rapidapi.com",
    "X-Gitlab-Event: Pipeline Hook\nX-Gitlab-Instance: https://gitlab.corp.internal\nX-Gitlab-Webhook-UUID: "
    + uuid4(),
    "auth:bearer {\n  token: {{accessToken}}\n}",
    "Set-Cookie: _gitlab_session=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; secure; HttpOnly",
    "Cookie: wp-settings-time-1=1765000000; wordpress_test_cookie=WP%20Cookie%20check",
    "Set-Cookie: .AspNetCore.Culture=c%3Den-US%7Cuic%3Den-US; path=/; samesite=lax",
    "X-Shopify-Shop-Domain: corp-store.myshopify.com\nX-Shopify-Topic: orders/create\nX-Shopify-Webhook-Id: "
    + uuid4(),
    # URLs without secrets
    "https://maker.ifttt.com/trigger/{event}/with/key/{your_key}",
    "https://open.feishu.cn/open-apis/bot/v2/hook/xxxxxxxxxxxxxxxxxx",
    "https://oapi.dingtalk.com/robot/send?access_token=${DINGTALK_TOKEN}",
    'curl -X POST -d {} "$NETLIFY_BUILD_HOOK"',
    "https://api.render.com/deploy/srv-XXXXXXXXXXXXXXXXXXXX?key=YYYYYYYYYYY",
    "https://app.corp.example/invitations/482/accept?expires=1765012345&signature=…",
    "https://corp-assets.oss-cn-hangzhou.aliyuncs.com/public/logo.png?x-oss-process=image/resize,w_200",
    'azcopy copy ./dist "https://corpweb.blob.core.windows.net/$web" --recursive  # uses azcopy login (Entra ID)',
    'TURSO_URL="libsql://corp-db-jdoe.turso.io"\nTURSO_AUTH_TOKEN=   # turso db tokens create corp-db',
    'DATABASE_URL="prisma://accelerate.prisma-data.net/?api_key=__API_KEY__"',
    "MAILER_DSN=smtp://localhost:1025\nMESSENGER_TRANSPORT_DSN=doctrine://default?auto_setup=0",
    "export HTTPS_PROXY=http://proxy.corp.internal:3128\nexport NO_PROXY=localhost,127.0.0.1,.corp.internal",
    "corp-auth @ git+ssh://git@gitlab.corp.internal/platform/corp-auth.git@v2.3.1",
    "duplicity /srv/data boto3+s3://corp-backup/web01  # credentials from the instance role",
    "sip:4711@sip.provider.example;transport=tls",
    "https://hooks.zapier.com/hooks/catch/<account_id>/<hook_id>/",
    # SQL and logs without a value
    "2026-12-04 10:12:44.118 UTC [2211] postgres@app LOG:  statement: ALTER ROLE reporting WITH LOGIN PASSWORD <redacted>;",
    "2026-12-04T10:13:02.551234Z\t   14 Query\tCREATE USER 'etl'@'%' IDENTIFIED WITH caching_sha2_password BY <secret>",
    '{"t":{"$date":"2026-12-04T10:14:00.000+00:00"},"s":"I","c":"ACCESS","msg":"Successfully authenticated","attr":{"user":"reporting","db":"admin","mechanism":"SCRAM-SHA-256"}}',
    "Admin> SELECT username, active, default_hostgroup FROM mysql_users;",
    "> SHOW USERS\nuser    admin\n----    -----\ngrafana false",
    'POST /_security/user/logstash_writer/_password\n{\n  "password" : "<new-password>"\n}',
    '127.0.0.1:6379> CONFIG GET requirepass\n1) "requirepass"\n2) ""',
    'postgres=# \\password reporting\nEnter new password for user "reporting":\nEnter it again:',
    # public keys, ids, digests, versions
    "Fingerprint: 2739112071\nMaster public key (m): "
    + r(96, HEX)
    + "\nFarmer public key (m/12381/8444/0/0): "
    + r(96, HEX),
    "OPERATOR_ID=0.0.4829103\nOPERATOR_PUBLIC_KEY=302a300506032b6570032100" + r(64, HEX),
    "BitLocker recovery key ID: " + uuid4().upper() + " (the 48-digit key itself is in Entra ID)",
    "Syncthing device ID: " + "-".join(r(7, UPPER_NUM) for _ in range(8)),
    "dev_eui: 70B3D57ED00"
    + r(5, HEX).upper()
    + '\njoin_eui: 0000000000000000\napp_key: "<from the network server>"',
    "PASETO public key (v4.public): k4.public." + b64url(32),
    "f1" + r(38, LOWER_NUM) + "  (filecoin wallet address)",
    "X-Avalanche node ID: NodeID-" + r(33, B58),
    '"address": "f8d6e0586b0a20c7"  # flow emulator service account',
    "nebula-cert print -path host.crt\nNebulaCertificate {\n\tDetails {\n\t\tName: web01\n\t\tPublic key: "
    + r(64, HEX)
    + "\n\t}\n}",
    "   3 HTTP/web01.corp.internal@CORP.INTERNAL (aes256-cts-hmac-sha1-96)",
    "cosign.pub sha256: " + r(64, HEX),
    "ocid1.instance.oc1.eu-frankfurt-1." + r(60, LOWER_NUM),
    "Commit " + r(40, HEX) + " — bump kong to 3.8.0",
    "registry.corp.internal/api@sha256:" + r(64, HEX),
    "Element recovery: key backup version 3, algorithm m.megolm_backup.v1.curve25519-aes-sha2",
    # masked / redacted output
    "(gdb) p cfg->password\n$2 = 0x0",
    "(Pdb) p settings.smtp\n{'host': 'smtp.corp.example', 'port': 587, 'user': 'relay', 'password': SecretStr('**********')}",
    "[PartnerClient#getOrders] X-Partner-Secret: <redacted>",
    '2026-12-04T10:20:11.123Z [DEBUG] provider: HTTP Request Sent: http.request.header.authorization="Bearer [REDACTED]"',
    'type=EXECVE msg=audit(1765012345.119:4212): argc=3 a0="systemctl" a1="restart" a2="nginx"',
    "app  2211  0.3  1.2 912344 98120 ?  Sl  10:01  0:04 /usr/bin/java -jar worker.jar --db-password-file=/run/secrets/db --queue=orders",
    "$ terraform output db_admin_password\n(sensitive value)",
    '$ sops -d --extract \'["database"]["user"]\' secrets/prod.enc.yaml\napp',
    "-[ RECORD 1 ]---+----------------------------------\nid              | 7\nname            | partner-sync\napi_secret      | ********\ncreated_at      | 2026-11-30 09:12:44+00",
    "┌────────────────┬──────────────────────────────────────────┐\n│ id             │ "
    + r(6, HEX)
    + " │\n│ token          │ npm_**********                            │",
    '> JSON.stringify(localStorage)\n\'{"theme":"dark","locale":"de","sidebar":"collapsed"}\'',
    "Process Command Line:\tnet use Z: \\\\fs01\\finance /persistent:no",
    # prose, docs and warnings without a credential
    "পাসওয়ার্ড কমপক্ষে ১২ অক্ষরের হতে হবে।",
    "கடவுச்சொல் வெற்றிகரமாக மாற்றப்பட்டது.",
    "اپنا پاس ورڈ کسی کے ساتھ شیئر نہ کریں۔",
    "Kata laluan anda telah tamat tempoh; sila tukar melalui portal.",
    "Huwag ibahagi ang iyong password kahit kanino.",
    "Heslo musí mať aspoň 12 znakov.",
    "Лозинка је успешно промењена.",
    "Паролата трябва да съдържа поне 12 символа.",
    "Parool aegub 7 päeva pärast.",
    "Y mae'n rhaid i'r cyfrinair fod o leiaf 12 nod.",
    "パスワードは1Passwordの「Staging DB」エントリにあります。",
    "La pasvorto devas enhavi almenaŭ 12 signojn.",
    "Google now requires an app password for IMAP when 2-Step Verification is on; generate one under Security → App passwords.",
    "Store your BitLocker recovery key in Entra ID, never in a ticket or a chat message.",
    "Your 1Password Secret Key is in the Emergency Kit PDF; support will never ask for it.",
    "WARNING: the MySQL general log records CREATE USER statements verbatim — keep it off in production.",
    "Error: 401 Unauthorized — the X-Algolia-API-Key header is missing or has no 'addObject' ACL.",
    "fatal: Authentication failed for 'https://gitlab.corp.internal/platform/corp-auth.git/'",
    "The Discord bot token was regenerated after it showed up in a screenshot; the new one lives in Doppler (project bots, config prd).",
    "TODO: move SESSION_SECRET out of compose.yaml into a Docker secret before the audit.",
    "Rotate the Netlify build hook if it ever leaks — anyone with the URL can trigger a build.",
    "steamcmd: Logging in user 'corpbuild' to Steam Public...\nThis computer has not been authenticated for your account using Steam Guard.",
]
