# ruff: noqa: E501
"""Held-out batch 9: blind, written by a writer who never read the rules, code, docs or results, before measuring.

Only the batch format (batches 1-8) and the classes of issue 20 were read; the filter's
rules, code, docs, tests and earlier results were not. Not to be tuned on until its first
measurement is recorded.

New kinds: tools' own secret flags in package, signing, cloud and virtualisation tooling
(conan, Azure SAS tokens, OpenShift `sha256~` tokens, SNMPv3 -A/-X, certbot EAB HMAC keys,
Vault AppRole secret_id, IBM Cloud, Aliyun, Scaleway, Codecov, apksigner pass:, signtool
/p, Keycloak kcadm --secret, jenkins-cli -auth, GitLab runner registration tokens, act -s,
skopeo --src-creds, gradle -P, racadm, vmrun -gp, govc, MikroTik, flutter
--dart-define, PowerCLI); secrets piped by echo into kinit, openconnect and docker login,
or handed over by here-string; server and platform config formats (haproxy stats auth,
dovecot passwd-file, gitlab.rb, Vagrantfile, Hiera, App Engine app.yaml,
fly.toml, render.yaml, netlify.toml, vercel.json, Play HOCON, Quarkus profiles, Strapi,
Ghost, Gitea, Travis, Home Assistant, Sonarr, Cisco IOS, wpa_supplicant, Envoy SDS, launchd
plists, .bazelrc headers, sbt, Leiningen, Gradle Kotlin DSL, Bicep, ARM parameters, NixOS,
.databrickscfg, Pulumi and gcloud ADC credential files, LDIF); headers in .http,
Hurl, Caddy, HAProxy, k6, Artillery, WS-Security, LND macaroons and Opsgenie/Plex schemes;
webhook and stream URLs (Teams, Mattermost, Google Chat, RTMP stream keys, Backblaze,
Cloudinary, GOPROXY, Gemfile, vi:// and LDAP X-BINDPW); SQL and shells of MySQL random
passwords, mongosh, SurrealDB, SQLite ATTACH KEY, Spark/Databricks JDBC options, arangosh,
Oracle REPLACE; key material of SSB, Yggdrasil, ZeroTier, IPFS, Tendermint validators,
Tezos, Aptos, NEAR, DNSSEC, C byte arrays, Zigbee network keys, hardhat accounts, Shamir
shares and MongoDB keyfiles; traces from strace, tcpdump -A, bash xtrace, Airflow
Connection repr, Apache HttpClient wire logs, OkHttp logging, Swift dump, Haskell Show,
Scala case classes and JVM argument logs; protocol transcripts (SMTP AUTH PLAIN, IMAP
LOGIN, FTP PASS, redis MONITOR); keychain/secret-store outputs, password-manager exports
(CSV, KeePass XML), removed diff lines, PowerShell and octal-escaped mysql history, Wi-Fi
QR strings, form bodies, GraphQL mutations; prose in Hindi, Arabic, Hebrew, Greek,
Ukrainian, Thai, Finnish, Norwegian, Danish, Hungarian, Romanian, Persian and Catalan;
split secrets in Ruby, Java StringBuilder, PHP, Lua, VB, Makefiles and hexdump -C; code in
Clojure, F#, Julia, MATLAB, VBA, Objective-C, Apex, ABAP and Jupyter magics; and <private>
as entities without semicolons, as a diff block and as JSON-escaped entities.
Look-alikes pair these with their placeholder, reference, masked, hash and public forms,
plus ids, digests, signatures and warnings that name credentials without holding one.
"""

from __future__ import annotations

import base64
import random
import string
from urllib.parse import quote

_rng = random.Random(9_2026_12_05)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
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


_WORDS = [
    "lantern",
    "basalt",
    "quiver",
    "orchid",
    "tundra",
    "falcon",
    "marble",
    "cinder",
    "harbor",
    "meadow",
    "pylon",
    "walnut",
    "fjord",
    "quartz",
    "bramble",
    "nectar",
]


def phrase() -> str:
    return " ".join(_rng.choice(_WORDS) for _ in range(4)) + " " + r(2, DIGITS)


def uuid4() -> str:
    h = r(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{_rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def byte_list(n: int, fmt: str) -> str:
    return ", ".join(fmt.format(b) for b in _rng.randbytes(n))


def hexdump_c(data: bytes) -> str:
    lines = []
    for i in range(0, len(data), 16):
        chunk = data[i : i + 16]
        h1 = " ".join(f"{b:02x}" for b in chunk[:8])
        h2 = " ".join(f"{b:02x}" for b in chunk[8:])
        asc = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        lines.append(f"{i:08x}  {h1:<23}  {h2:<23}  |{asc}|")
    lines.append(f"{len(data):08x}")
    return "\n".join(lines)


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []


def add(kind: str, template: str, *values: str) -> None:
    text = template.format(*values)
    SECRETS.append((kind, text, values[0] if len(values) == 1 else tuple(values)))


# --- cli: tools' own secret flags ----------------------------------------------------
add("cli/conan-remote-login", "conan remote login corp ci-publisher -p {0}", pw())
add(
    "cli/az-storage-sas-token",
    'az storage blob upload --account-name corpexports --container-name reports --name q4.csv --file q4.csv --sas-token "se=2026-12-31T23%3A59Z&sp=racwdl&spr=https&sv=2022-11-02&sr=c&sig={0}"',
    quote(b64(32), safe=""),
)
add(
    "cli/oc-login-token",
    "oc login --token={0} --server=https://api.ocp.corp.internal:6443",
    "sha256~" + r(43, URLSAFE),
)
add(
    "cli/snmpwalk-v3-auth-priv",
    "snmpwalk -v3 -l authPriv -u monitor -a SHA -A {0} -x AES -X {1} 10.20.0.1 system",
    pw(),
    pw(),
)
add(
    "cli/certbot-eab-hmac",
    "certbot certonly --standalone --server https://acme.zerossl.com/v2/DV90 --eab-kid "
    + r(22, URLSAFE)
    + " --eab-hmac-key {0} -d shop.example.org",
    b64url(64),
)
add(
    "cli/vault-approle-secret-id",
    "vault write auth/approle/login role_id=" + uuid4() + " secret_id={0}",
    uuid4(),
)
add("cli/ibmcloud-apikey", "ibmcloud login --apikey {0} -r eu-de -g default", r(44, URLSAFE))
add(
    "cli/aliyun-access-key-secret",
    "aliyun configure set --profile prod --mode AK --region cn-hangzhou --access-key-id LTAI5t"
    + r(18, ALNUM)
    + " --access-key-secret {0}",
    r(30, ALNUM),
)
add(
    "cli/scw-init-secret-key",
    "scw init secret-key={0} organization-id=" + uuid4() + " send-telemetry=false",
    uuid4(),
)
add(
    "cli/codecov-upload-t",
    "codecovcli upload-process -t {0} --git-service github -f coverage.xml",
    uuid4(),
)
add(
    "cli/apksigner-pass",
    "apksigner sign --ks release.jks --ks-key-alias upload --ks-pass pass:{0} --key-pass pass:{1} --out app-signed.apk app-release.apk",
    pw(),
    pw(),
)
add(
    "cli/signtool-pfx-p",
    "signtool sign /f C:\\certs\\codesign.pfx /p {0} /fd SHA256 /tr http://timestamp.digicert.com /td SHA256 dist\\setup.exe",
    pw(),
)
add(
    "cli/kcadm-client-secret",
    "kcadm.sh config credentials --server http://localhost:8080 --realm master --client admin-cli --secret {0}",
    r(32, ALNUM),
)
add(
    "cli/jenkins-cli-auth",
    "java -jar jenkins-cli.jar -s https://ci.corp.internal/ -auth admin:{0} build deploy-prod -p ENV=prod -s",
    "11" + r(32, HEX),
)
add(
    "cli/gitlab-runner-registration-token",
    "gitlab-runner register --non-interactive --url https://gitlab.corp.internal/ --registration-token {0} --executor docker --docker-image alpine:3.20",
    "GR1348941" + r(20, URLSAFE),
)
add(
    "cli/act-secret-flags",
    "act push -j deploy -s DEPLOY_KEY={0} -s SLACK_SIGNING_SECRET={1}",
    r(40, HEX),
    r(32, HEX),
)
add(
    "cli/skopeo-creds",
    "skopeo copy --src-creds ci:{0} --dest-creds 'robot$mirror:{1}' docker://registry.corp.internal/app:1.4 docker://mirror.corp.internal/app:1.4",
    pw(),
    r(32, ALNUM),
)
add(
    "cli/gradle-p-signing",
    "./gradlew publishToSonatype -Psigning.password={0} -PsonatypeUsername=corp-release -PsonatypePassword={1}",
    pw(),
    r(44, URLSAFE),
)
add(
    "cli/racadm-p",
    "racadm -r 10.10.0.21 -u root -p {0} serveraction powercycle",
    pw(),
)
add(
    "cli/vmrun-guest-password",
    'vmrun -T ws -gu Administrator -gp {0} runProgramInGuest "C:\\VMs\\win11\\win11.vmx" "C:\\Windows\\System32\\ipconfig.exe"',
    pw(),
)
add(
    "cli/govc-env-prefix",
    "GOVC_URL=https://vcenter.corp.internal/sdk GOVC_USERNAME=automation@vsphere.local GOVC_PASSWORD='{0}' govc vm.info -json web01",
    pw(),
)
add(
    "cli/mikrotik-user-add",
    '[admin@MikroTik] > /user add name=backup group=read password={0} comment="nightly export"',
    pw(),
)
add(
    "cli/flutter-dart-define",
    "flutter build apk --release --dart-define=API_BASE=https://api.corp.internal --dart-define=PAYMENTS_SECRET={0}",
    r(40, ALNUM),
)
add(
    "cli/powercli-connect-viserver",
    "PS> Connect-VIServer vcenter.corp.internal -User administrator@vsphere.local -Password '{0}'",
    pw(),
)
add(
    "cli/echo-kinit",
    "echo '{0}' | kinit svc-etl@CORP.INTERNAL && klist",
    pw(),
)
add(
    "cli/echo-openconnect",
    "echo '{0}' | sudo openconnect --user=jdoe --passwd-on-stdin --protocol=gp vpn.corp.internal",
    pw(),
)
add(
    "cli/echo-docker-password-stdin",
    "echo {0} | docker login registry.corp.internal -u ci --password-stdin",
    r(32, ALNUM),
)

# --- positional: a secret as a sub-command's argument ---------------------------------
add("positional/poetry-http-basic", "poetry config http-basic.corp ci-publisher {0}", pw())
add("positional/drush-upwd", 'drush user:password admin "{0}"', pw())
add(
    "positional/mkstore-credential",
    "mkstore -wrl /u01/app/oracle/wallet -createCredential ORCLPDB1 app_user {0}",
    pw(),
)
add(
    "positional/bundle-config-mirror",
    "bundle config set --global gems.corp.internal deploy:{0}",
    r(32, HEX),
)
add(
    "positional/composer-http-basic",
    "composer config --global http-basic.repo.corp.internal deploy {0}",
    pw(),
)
add(
    "positional/gh-auth-herestring",
    "gh auth login --hostname github.corp.internal --with-token <<< {0}",
    r(40, HEX),
)
add("positional/snyk-auth", "npx snyk auth {0}\nYour account has been authenticated.", uuid4())

# --- config: server, platform and build formats --------------------------------------
add(
    "config/haproxy-stats-auth",
    "listen stats\n    bind :8404\n    stats enable\n    stats uri /stats\n    stats auth admin:{0}",
    pw(),
)
add(
    "config/dovecot-passwd-file",
    "# /etc/dovecot/users\njdoe@corp.internal:{{PLAIN}}{0}::::::\n",
    pw(),
)
add(
    "config/gitlab-rb",
    "gitlab_rails['smtp_enable'] = true\ngitlab_rails['smtp_address'] = \"smtp.corp.internal\"\ngitlab_rails['smtp_user_name'] = \"gitlab\"\ngitlab_rails['smtp_password'] = \"{0}\"",
    pw(),
)
add(
    "config/vagrantfile-ssh-password",
    'Vagrant.configure("2") do |config|\n  config.vm.box = "corp/win2022"\n  config.ssh.username = "vagrant-admin"\n  config.ssh.password = "{0}"\nend',
    pw(),
)
add(
    "config/hiera-plain",
    "---\nprofile::database::root_password: '{0}'\nprofile::database::max_connections: 400",
    pw(),
)
add(
    "config/gae-app-yaml",
    'runtime: python312\ninstance_class: F2\nenv_variables:\n  LOG_LEVEL: "info"\n  PAYMENT_GATEWAY_SECRET: "{0}"',
    r(40, ALNUM),
)
add(
    "config/fly-toml-env",
    'app = "corp-web"\nprimary_region = "ams"\n\n[env]\n  PORT = "8080"\n  SESSION_SECRET = "{0}"',
    r(64, HEX),
)
add(
    "config/render-yaml",
    "services:\n  - type: web\n    name: api\n    envVars:\n      - key: NODE_ENV\n        value: production\n      - key: WEBHOOK_SIGNING_SECRET\n        value: {0}",
    r(48, ALNUM),
)
add(
    "config/netlify-toml",
    '[build]\n  command = "npm run build"\n\n[context.production.environment]\n  CMS_API_TOKEN = "{0}"',
    r(40, ALNUM),
)
add(
    "config/vercel-json",
    '{{\n  "buildCommand": "next build",\n  "env": {{\n    "REVALIDATE_TOKEN": "{0}"\n  }}\n}}',
    r(36, URLSAFE),
)
add(
    "config/play-hocon",
    'play.http.secret.key = "{0}"\nplay.i18n.langs = ["en", "de"]',
    r(64, ALNUM),
)
add(
    "config/quarkus-profile",
    "quarkus.datasource.db-kind=postgresql\n%prod.quarkus.datasource.username=orders\n%prod.quarkus.datasource.password={0}",
    pw(),
)
add(
    "config/strapi-app-keys",
    "HOST=0.0.0.0\nPORT=1337\nAPP_KEYS={0},{1}\nAPI_TOKEN_SALT={2}",
    b64(16),
    b64(16),
    b64(16),
)
add(
    "config/ghost-config-json",
    '"mail": {{\n  "transport": "SMTP",\n  "options": {{\n    "service": "Mailgun",\n    "auth": {{ "user": "postmaster@mg.example.org", "pass": "{0}" }}\n  }}\n}}',
    r(32, HEX) + "-" + r(8, HEX) + "-" + r(8, HEX),
)
add(
    "config/gitea-app-ini",
    "[oauth2]\nENABLED = true\nJWT_SECRET = {0}\n\n[server]\nDOMAIN = git.corp.internal",
    b64url(32),
)
add(
    "config/travis-env-global",
    "language: node_js\nenv:\n  global:\n    - SAUCE_USERNAME=corp-ci\n    - SAUCE_ACCESS_KEY={0}",
    uuid4(),
)
add(
    "config/home-assistant-secrets",
    "# secrets.yaml\nmqtt_username: homeassistant\nmqtt_password: {0}\nlatitude: 52.37",
    pw(),
)
add(
    "config/sonarr-config-xml",
    "<Config>\n  <Port>8989</Port>\n  <ApiKey>{0}</ApiKey>\n  <AuthenticationMethod>Forms</AuthenticationMethod>\n</Config>",
    r(32, HEX),
)
add(
    "config/cisco-ios-type0",
    "hostname edge-rtr-01\n!\nusername netadmin privilege 15 password 0 {0}\n!\nline vty 0 4\n login local",
    pw(),
)
add(
    "config/wpa-supplicant",
    'ctrl_interface=DIR=/var/run/wpa_supplicant\nnetwork={{\n    ssid="Corp-IoT"\n    psk="{0}"\n    key_mgmt=WPA-PSK\n}}',
    pw(),
)
add(
    "config/envoy-sds-inline",
    'resources:\n- "@type": type.googleapis.com/envoy.extensions.transport_sockets.tls.v3.Secret\n  name: hmac\n  generic_secret:\n    secret:\n      inline_string: "{0}"',
    r(48, ALNUM),
)
add(
    "config/launchd-plist-env",
    "<key>Label</key>\n<string>com.corp.syncd</string>\n<key>EnvironmentVariables</key>\n<dict>\n  <key>SYNC_API_TOKEN</key>\n  <string>{0}</string>\n</dict>",
    r(40, ALNUM),
)
add(
    "config/bazelrc-remote-header",
    "build:remote --remote_cache=grpcs://remote.buildbuddy.io\nbuild:remote --remote_header=x-buildbuddy-api-key={0}",
    r(20, ALNUM),
)
add(
    "config/sbt-credentials",
    'credentials += Credentials("Artifactory Realm", "artifactory.corp.internal", "ci", "{0}")',
    pw(),
)
add(
    "config/leiningen-repositories",
    ':repositories [["releases" {{:url "https://repo.corp.internal/releases"\n                            :username "ci"\n                            :password "{0}"}}]]',
    pw(),
)
add(
    "config/gradle-kts-credentials",
    'maven {{\n    url = uri("https://repo.corp.internal/releases")\n    credentials {{\n        username = "deploy"\n        password = "{0}"\n    }}\n}}',
    pw(),
)
add(
    "config/bicep-secure-default",
    "@secure()\nparam adminPassword string = '{0}'\nparam location string = resourceGroup().location",
    pw(),
)
add(
    "config/arm-parameters-json",
    '{{\n  "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#",\n  "parameters": {{\n    "sqlAdministratorLogin": {{ "value": "sqladmin" }},\n    "sqlAdministratorLoginPassword": {{ "value": "{0}" }}\n  }}\n}}',
    pw(),
)
add(
    "config/nixos-option",
    '  services.grafana.settings.security = {{\n    admin_user = "admin";\n    admin_password = "{0}";\n  }};',
    pw(),
)
add(
    "config/databrickscfg",
    "[DEFAULT]\nhost  = https://adb-4829103746251938.7.azuredatabricks.net\ntoken = {0}",
    "dapi" + r(32, HEX),
)
add(
    "config/pulumi-credentials-json",
    '{{\n  "current": "https://api.pulumi.com",\n  "accessTokens": {{\n    "https://api.pulumi.com": "{0}"\n  }}\n}}',
    "pul-" + r(40, HEX),
)
add(
    "config/gcloud-adc-authorized-user",
    '{{\n  "client_id": "32555940559.apps.googleusercontent.com",\n  "client_secret": "{0}",\n  "refresh_token": "{1}",\n  "type": "authorized_user"\n}}',
    "GOCSPX-" + r(28, URLSAFE),
    "1//0" + r(99, URLSAFE),
)
add(
    "config/ldif-userpassword",
    "dn: uid=svc-backup,ou=services,dc=corp,dc=internal\nchangetype: modify\nreplace: userPassword\nuserPassword: {0}",
    pw(),
)
add(
    "config/openvpn-auth-file",
    "$ sudo cat /etc/openvpn/client/auth.txt\nvpn-jdoe\n{0}",
    pw(),
)
add(
    "config/makefile-variable",
    "REGISTRY := registry.corp.internal\nREGISTRY_TOKEN := {0}\n\npush:\n\tdocker login $(REGISTRY) -u ci -p $(REGISTRY_TOKEN)",
    r(36, ALNUM),
)

# --- header: request files, proxies, load tests, SOAP ---------------------------------
add("header/opsgenie-geniekey", "Authorization: GenieKey {0}", uuid4())
add(
    "header/plex-token",
    "GET /library/sections HTTP/1.1\nHost: 192.168.1.20:32400\nX-Plex-Token: {0}",
    r(20, URLSAFE),
)
add(
    "header/rest-client-http-file",
    "### list invoices\nGET https://api.corp.internal/v3/invoices?status=open\nX-Billing-Key: {0}\nAccept: application/json",
    r(40, ALNUM),
)
add(
    "header/hurl-basicauth",
    "POST https://reports.corp.internal/api/v1/export\n[BasicAuth]\nsvc-report: {0}\n\nHTTP 200",
    pw(),
)
add(
    "header/caddy-header-up",
    "api.corp.internal {{\n  reverse_proxy backend:8080 {{\n    header_up X-Internal-Auth {0}\n  }}\n}}",
    r(40, URLSAFE),
)
add(
    "header/haproxy-set-header",
    "backend partner_api\n    http-request set-header X-Upstream-Key {0}\n    server p1 partner.example.net:443 ssl verify required",
    r(32, ALNUM),
)
add(
    "header/k6-params",
    "const params = {{\n  headers: {{ 'Content-Type': 'application/json', 'X-Loadtest-Token': '{0}' }},\n}};\nhttp.post(`${{BASE}}/orders`, payload, params);",
    r(40, ALNUM),
)
add(
    "header/artillery-defaults",
    'config:\n  target: "https://staging.corp.internal"\n  defaults:\n    headers:\n      x-api-key: "{0}"\n  phases:\n    - duration: 60\n      arrivalRate: 20',
    r(32, ALNUM),
)
add(
    "header/wsse-password-text",
    '<wsse:UsernameToken wsu:Id="UsernameToken-1">\n  <wsse:Username>svc-edi</wsse:Username>\n  <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">{0}</wsse:Password>\n</wsse:UsernameToken>',
    pw(),
)
add(
    "header/lnd-macaroon",
    "curl --cacert tls.cert -H 'Grpc-Metadata-macaroon: {0}' https://localhost:8080/v1/getinfo",
    "0201036c6e6402f801030a10"
    + r(24, HEX)
    + "1201301a160a0761646472657373120472656164"
    + r(180, HEX),
)
add(
    "header/julia-pair",
    'resp = HTTP.get("https://api.corp.internal/v1/series", ["Authorization" => "Token {0}"])',
    r(40, HEX),
)

# --- query / url: webhooks, stream keys, signed downloads, userinfo -------------------
add(
    "url/rtmp-stream-key",
    "ffmpeg -re -i talk.mp4 -c:v libx264 -c:a aac -f flv rtmp://live.twitch.tv/app/{0}",
    "live_" + r(9, DIGITS) + "_" + r(30, ALNUM),
)
add(
    "url/teams-incoming-webhook",
    "TEAMS_WEBHOOK=https://corp.webhook.office.com/webhookb2/"
    + uuid4()
    + "@"
    + uuid4()
    + "/IncomingWebhook/{0}/"
    + uuid4(),
    r(32, HEX),
)
add(
    "url/mattermost-hook",
    "curl -i -X POST -H 'Content-Type: application/json' -d '{{\"text\": \"deploy done\"}}' https://chat.corp.internal/hooks/{0}",
    r(26, LOWER_NUM),
)
add(
    "query/google-chat-webhook",
    "https://chat.googleapis.com/v1/spaces/AAAA"
    + r(7, URLSAFE)
    + "/messages?key=AIzaSy"
    + r(33, URLSAFE)
    + "&token={0}",
    r(43, URLSAFE),
)
add(
    "query/gitlab-private-token",
    "curl 'https://gitlab.corp.internal/api/v4/projects/412/pipelines?private_token={0}&per_page=20'",
    r(20, URLSAFE),
)
add(
    "query/backblaze-authorization",
    "https://f002.backblazeb2.com/file/corp-backups/db/2026-12-04.sql.gz?Authorization={0}",
    "3_20261204101500_" + r(24, HEX) + "_" + r(40, HEX) + "_002_20261205101500_0006_dnld",
)
add(
    "query/ldap-url-x-bindpw",
    "ldapurl: ldap://ldap.corp.internal/ou=people,dc=corp,dc=internal??sub?(uid=jdoe)?bindname=cn=reader%2cdc=corp%2cdc=internal,X-BINDPW={0}",
    upw(),
)
add(
    "query/form-login-body",
    "POST /j_security_check HTTP/1.1\nHost: legacy.corp.internal\nContent-Type: application/x-www-form-urlencoded\nContent-Length: 48\n\nj_username=admin&j_password={0}",
    upw(),
)
add(
    "url/cloudinary-url",
    "CLOUDINARY_URL=cloudinary://" + r(15, DIGITS) + ":{0}@corp-media",
    r(27, URLSAFE),
)
add("url/goproxy-userinfo", "GOPROXY=https://gomod:{0}@athens.corp.internal,direct", r(40, HEX))
add(
    "url/gemfile-source",
    'source "https://ci:{0}@gems.corp.internal/" do\n  gem "corp-auth", "~> 2.3"\nend',
    r(32, HEX),
)
add(
    "url/ovftool-vi",
    "ovftool vi://administrator%40vsphere.local:{0}@vcenter.corp.internal/DC1/vm/web01 /exports/web01.ova",
    upw(),
)

# --- sql and database shells ----------------------------------------------------------
add(
    "sql/mysql-random-password-output",
    "mysql> ALTER USER 'app'@'%' IDENTIFIED BY RANDOM PASSWORD;\n+------+------+----------------------+-------------+\n| user | host | generated password   | auth_factor |\n+------+------+----------------------+-------------+\n| app  | %    | {0} |           1 |\n+------+------+----------------------+-------------+",
    r(20, ALNUM + "%,.;:<>_-"),
)
add(
    "sql/mongosh-change-user-password",
    'mongosh "mongodb://localhost:27017/admin" --eval \'db.changeUserPassword("app", "{0}")\'',
    pw(),
)
add(
    "sql/surrealdb-define-user",
    "DEFINE USER admin ON ROOT PASSWORD '{0}' ROLES OWNER;",
    pw(),
)
add(
    "sql/sqlite-attach-key",
    "ATTACH DATABASE 'vault.db' AS enc KEY '{0}';\nSELECT count(*) FROM enc.entries;",
    phrase(),
)
add(
    "sql/spark-jdbc-options",
    'CREATE TABLE orders_src\nUSING org.apache.spark.sql.jdbc\nOPTIONS (\n  url "jdbc:postgresql://db.corp.internal:5432/shop",\n  dbtable "public.orders",\n  user "spark",\n  password "{0}"\n);',
    pw(),
)
add(
    "sql/databricks-create-connection",
    "CREATE CONNECTION mysql_prod TYPE mysql\nOPTIONS (\n  host 'mysql.corp.internal',\n  port '3306',\n  user 'lakehouse',\n  password '{0}'\n);",
    pw(),
)
add(
    "sql/arangosh-users-save",
    '127.0.0.1:8529@_system> require("@arangodb/users").save("reporting", "{0}");',
    pw(),
)
add(
    "sql/oracle-identified-replace",
    "ALTER USER app_owner IDENTIFIED BY {0} REPLACE {1};",
    r(14, ALNUM),
    r(14, ALNUM),
)

# --- keymat ---------------------------------------------------------------------------
_ssb_pub = b64(32)
add(
    "keymat/ssb-secret",
    '{{\n  "curve": "ed25519",\n  "public": "'
    + _ssb_pub
    + '.ed25519",\n  "private": "{0}.ed25519",\n  "id": "@'
    + _ssb_pub
    + '.ed25519"\n}}',
    b64(64),
)
add(
    "keymat/yggdrasil-private-key",
    '{{\n  Peers: ["tls://ygg.corp.internal:443"]\n  PrivateKey: {0}\n  IfName: auto\n}}',
    r(128, HEX),
)
add(
    "keymat/zerotier-identity-secret",
    "$ sudo cat /var/lib/zerotier-one/identity.secret\n"
    + r(10, HEX)
    + ":0:"
    + r(128, HEX)
    + ":{0}",
    r(128, HEX),
)
add(
    "keymat/ipfs-identity",
    '"Identity": {{\n  "PeerID": "12D3KooW' + r(44, B58) + '",\n  "PrivKey": "{0}"\n}},',
    base64.b64encode(bytes.fromhex("08011240") + _rng.randbytes(64)).decode(),
)
add(
    "keymat/tendermint-priv-validator",
    '{{\n  "address": "'
    + r(40, HEX).upper()
    + '",\n  "pub_key": {{ "type": "tendermint/PubKeyEd25519", "value": "'
    + b64(32)
    + '" }},\n  "priv_key": {{ "type": "tendermint/PrivKeyEd25519", "value": "{0}" }}\n}}',
    b64(64),
)
add(
    "keymat/tezos-edsk",
    "octez-client import secret key baker unencrypted:{0} --force",
    "edsk" + r(50, B58),
)
add(
    "keymat/aptos-profile",
    'profiles:\n  default:\n    network: Mainnet\n    private_key: "{0}"\n    account: 0x'
    + r(64, HEX),
    "ed25519-priv-0x" + r(64, HEX),
)
add(
    "keymat/near-credentials",
    '{{"account_id":"corp-deployer.near","public_key":"ed25519:'
    + r(44, B58)
    + '","private_key":"{0}"}}',
    "ed25519:" + r(88, B58),
)
add(
    "keymat/dnssec-private-file",
    "$ cat Kcorp.example.+013+24817.private\nPrivate-key-format: v1.3\nAlgorithm: 13 (ECDSAP256SHA256)\nPrivateKey: {0}\nCreated: 20261204101500",
    b64(32),
)
add(
    "keymat/c-byte-array",
    "/* AES-128 key for the bootloader image */\nstatic const uint8_t kFirmwareKey[16] = {{ {0} }};",
    byte_list(16, "0x{:02x}"),
)
add(
    "keymat/zigbee-network-key",
    "advanced:\n  pan_id: 6754\n  channel: 15\n  network_key: [{0}]",
    byte_list(16, "{}"),
)
add(
    "keymat/hardhat-accounts",
    'networks: {{\n    sepolia: {{\n      url: "https://rpc.sepolia.org",\n      accounts: ["0x{0}"],\n    }},\n  }},',
    r(64, HEX),
)
add(
    "keymat/ssss-shares",
    '$ echo -n "$MASTER" | ssss-split -t 3 -n 5 -x -q\n1-{0}\n2-{1}\n3-{2}\n4-{3}\n5-{4}',
    r(64, HEX),
    r(64, HEX),
    r(64, HEX),
    r(64, HEX),
    r(64, HEX),
)
add(
    "keymat/mongo-keyfile",
    "$ sudo cat /etc/mongo/keyfile\n{0}\n$ ls -l /etc/mongo/keyfile\n-r-------- 1 mongodb mongodb 129 Dec  4 10:02 /etc/mongo/keyfile",
    b64(96),
)
add(
    "keymat/mikrotik-wireguard",
    '/interface wireguard add listen-port=13231 mtu=1420 name=wg0 private-key="{0}"',
    b64(32),
)

# --- trace: debug output, wire logs, reprs ---------------------------------------------
add(
    "trace/strace-write",
    'connect(5, {{sa_family=AF_INET, sin_port=htons(6379), sin_addr=inet_addr("10.0.3.11")}}, 16) = 0\nwrite(5, "*2\\r\\n$4\\r\\nAUTH\\r\\n$24\\r\\n{0}\\r\\n", 45) = 45',
    r(24, ALNUM),
)
add(
    "trace/tcpdump-ascii",
    "10:02:11.418204 IP 10.0.4.7.51722 > 10.0.4.20.8080: Flags [P.], seq 1:212, ack 1, win 502, length 211\nE.....@.@...\nPOST /api/v1/push HTTP/1.1\nHost: 10.0.4.20:8080\nAuthorization: Basic {0}\nContent-Type: application/json",
    base64.b64encode(("pusher:" + pw()).encode()).decode(),
)
add(
    "trace/bash-xtrace",
    "+ set -euo pipefail\n+ curl -fsS -H 'X-Deploy-Token: {0}' https://deploy.corp.internal/hooks/release\n+ echo done",
    r(40, ALNUM),
)
add(
    "trace/airflow-connection-repr",
    "[2026-12-04, 10:01:22 UTC] {{taskinstance.py:441}} INFO - conn = Connection(conn_id='warehouse', conn_type='postgres', description=None, host='dw.corp.internal', schema='analytics', login='airflow', password='{0}', port=5432)",
    pw(),
)
add(
    "trace/apache-httpclient-wire",
    'DEBUG org.apache.http.wire - http-outgoing-0 >> "POST /services/Orders HTTP/1.1[\\r][\\n]"\nDEBUG org.apache.http.wire - http-outgoing-0 >> "Authorization: Basic {0}[\\r][\\n]"',
    base64.b64encode(("soap-client:" + pw()).encode()).decode(),
)
add(
    "trace/okhttp-logging",
    "I/okhttp.OkHttpClient: --> POST https://api.corp.internal/v1/sync\nI/okhttp.OkHttpClient: Content-Type: application/json\nI/okhttp.OkHttpClient: X-Sync-Secret: {0}\nI/okhttp.OkHttpClient: --> END POST (312-byte body)",
    r(40, ALNUM),
)
add(
    "trace/swift-dump",
    '▿ AppConfig\n  - baseURL: "https://api.corp.internal"\n  - apiSecret: "{0}"\n  - timeout: 30.0',
    r(40, ALNUM),
)
add(
    "trace/haskell-show-record",
    'app: SqlError {{sqlState = "28P01", sqlErrorMsg = "password authentication failed"}}\nwhile connecting with Config {{dbHost = "db.corp.internal", dbUser = "app", dbPassword = "{0}", dbPort = 5432}}',
    pw(),
)
add(
    "trace/scala-case-class",
    'org.postgresql.util.PSQLException: FATAL: password authentication failed for user "app"\n\tat ... config = DbConfig(jdbc:postgresql://db:5432/app,app,{0},10)',
    pw(),
)
add(
    "trace/jvm-args-log",
    "INFO  o.s.b.StartupInfoLogger - JVM arguments: [-Xmx2g, -Djavax.net.ssl.keyStore=/etc/pki/app.p12, -Djavax.net.ssl.keyStorePassword={0}, -Dspring.profiles.active=prod]",
    pw(),
)

# --- other: protocol transcripts, store outputs, exports, history ---------------------
add(
    "other/smtp-auth-plain",
    "S: 250-AUTH PLAIN LOGIN\nC: AUTH PLAIN {0}\nS: 235 2.7.0 Authentication successful",
    base64.b64encode(("\0mailer@corp.internal\0" + pw()).encode()).decode(),
)
add(
    "other/imap-login",
    '* OK [CAPABILITY IMAP4rev1 AUTH=PLAIN] Dovecot ready.\na001 LOGIN jdoe@corp.internal "{0}"\na001 OK Logged in',
    pw(),
)
add(
    "other/ftp-transcript",
    "220 (vsFTPd 3.0.5)\nUSER deploy\n331 Please specify the password.\nPASS {0}\n230 Login successful.",
    pw(),
)
add(
    "other/redis-monitor",
    '1733306542.418204 [0 10.0.4.7:51722] "AUTH" "default" "{0}"\n1733306542.418990 [0 10.0.4.7:51722] "GET" "session:9f1c2e"',
    r(32, ALNUM),
)
add(
    "other/macos-keychain-w",
    '$ security find-generic-password -s "corp-vpn" -a jdoe -w\n{0}',
    pw(),
)
add(
    "other/gcloud-secrets-access",
    "$ gcloud secrets versions access latest --secret=partner-webhook --project=corp-prod\n{0}",
    r(40, ALNUM),
)
add(
    "other/az-keyvault-secret-show",
    '{{\n  "attributes": {{ "enabled": true, "recoveryLevel": "Recoverable+Purgeable" }},\n  "contentType": null,\n  "id": "https://kv-corp.vault.azure.net/secrets/sql-admin/'
    + r(32, HEX)
    + '",\n  "name": "sql-admin",\n  "value": "{0}"\n}}',
    pw(),
)
add(
    "other/bitwarden-csv-export",
    "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\nInfra,,login,Grafana prod,,,0,https://grafana.corp.internal,admin,{0},",
    pw(),
)
add(
    "other/keepass-xml-export",
    '<Entry>\n  <String><Key>Title</Key><Value>NAS</Value></String>\n  <String><Key>UserName</Key><Value>admin</Value></String>\n  <String><Key>Password</Key><Value ProtectInMemory="True">{0}</Value></String>\n</Entry>',
    pw(),
)
add(
    "other/diff-removed-line",
    "@@ -3,4 +3,4 @@ DATABASE_URL=postgres://app@db:5432/app\n LOG_LEVEL=info\n-PAYMENTS_WEBHOOK_SECRET={0}\n+PAYMENTS_WEBHOOK_SECRET=\n CACHE_TTL=300",
    r(40, ALNUM),
)
add(
    "other/mysql-history-octal",
    "$ cat ~/.mysql_history\n_HiStOrY_V2_\nUSE\\040shop;\nCREATE\\040USER\\040'etl'@'%'\\040IDENTIFIED\\040BY\\040'{0}';",
    r(18, ALNUM),
)
add(
    "other/pwsh-history",
    "PS> Get-Content (Get-PSReadLineOption).HistorySavePath | Select-String Password\n\nInvoke-Sqlcmd -ServerInstance sql01 -Database Crm -Username crm_app -Password '{0}' -Query 'SELECT 1'",
    pw(),
)
add("other/wifi-qr-string", "qrencode -t ansiutf8 'WIFI:T:WPA;S:Corp-Guest;P:{0};;'", pw())
add(
    "other/graphql-login-mutation",
    'mutation {{\n  login(email: "ops@corp.internal", password: "{0}") {{\n    token\n  }}\n}}',
    pw(),
)
add(
    "other/grpcurl-json-body",
    'grpcurl -d \'{{"client_id": "batch-export", "client_secret": "{0}"}}\' auth.corp.internal:443 auth.v1.Auth/Token',
    r(40, URLSAFE),
)
add(
    "other/slack-export-message",
    '{{"type": "message", "user": "U04AB7CD9", "text": "prod db password rotated, new one is {0} (old one dies at 18:00)", "ts": "1733306542.000200"}}',
    pw(),
)

# --- prose: more languages and phrasings --------------------------------------------------
add("prose/hindi-password", "स्टेजिंग सर्वर का पासवर्ड {0} है, किसी से साझा मत करना।", pw())
add("prose/arabic-password", "كلمة المرور لقاعدة البيانات هي {0} — لا تشاركها مع أحد.", pw())
add("prose/hebrew-password", "הסיסמה לשרת הבדיקות היא {0}, אל תעביר אותה הלאה.", pw())
add(
    "prose/greek-password",
    "Ο κωδικός πρόσβασης για τον server είναι {0} μέχρι την Παρασκευή.",
    pw(),
)
add("prose/ukrainian-password", "Пароль до бази: {0}, нікому не пересилай.", pw())
add("prose/thai-password", "รหัสผ่านของ VPN คือ {0} นะครับ", pw())
add("prose/finnish-salasana", "Tietokannan salasana on {0}, vaihdan sen huomenna.", pw())
add("prose/norwegian-passord", "Passordet til ruteren er {0} – ikke del det.", pw())
add("prose/danish-api-noegle", "API-nøglen til staging er {0}, den udløber fredag.", r(40, ALNUM))
add("prose/hungarian-jelszo", "Az admin jelszó: {0} — holnap lecserélem.", pw())
add("prose/romanian-parola", "Parola pentru contul de serviciu este {0}.", pw())
add("prose/persian-ramz", "رمز عبور سرور {0} است، لطفاً به کسی نده.", pw())
add("prose/catalan-contrasenya", "La contrasenya del wifi de l'oficina és {0}", pw())
add(
    "prose/sign-in-using",
    "you can sign in as `ops` using {0} until SSO is fixed — I'll rotate it after",
    pw(),
)
add(
    "prose/teamviewer-session",
    "TeamViewer ID 1 234 567 890, password {0} — I'm connected now, don't close the window",
    r(8, LOWER_NUM),
)

# --- split --------------------------------------------------------------------------------
add("split/ruby-backslash", 'API_SECRET = "{0}" \\\n             "{1}"', r(24, ALNUM), r(24, ALNUM))
add(
    "split/java-stringbuilder",
    'String key = new StringBuilder()\n    .append("{0}")\n    .append("{1}")\n    .toString();',
    r(20, ALNUM),
    r(20, ALNUM),
)
add("split/php-dot-concat", "$secret = '{0}'\n    . '{1}';", r(22, ALNUM), r(22, ALNUM))
add("split/lua-dotdot", 'local token = "{0}" ..\n  "{1}"', r(20, ALNUM), r(20, ALNUM))
add("split/vb-ampersand", 'strPwd = "{0}" & _\n         "{1}"', r(10, ALNUM), r(10, ALNUM))
add("split/makefile-continuation", "SIGNING_KEY = {0}\\\n{1}", r(32, HEX), r(32, HEX))
_hd = r(40, ALNUM)
add(
    "split/hexdump-c",
    "$ hexdump -C .env.production\n" + hexdump_c(("API_KEY=" + _hd + "\n").encode()),
    _hd[:8],
    _hd[8:24],
    _hd[24:40],
)

# --- code ---------------------------------------------------------------------------------
add("code/clojure-def", '(def ^:private api-secret "{0}")', r(40, ALNUM))
add("code/fsharp-let", 'let private webhookSecret = "{0}"', r(32, ALNUM))
add(
    "code/matlab-weboptions",
    "opts = weboptions('Username','svc-matlab','Password','{0}');\ndata = webread(url, opts);",
    pw(),
)
add(
    "code/vba-request-header",
    'With CreateObject("MSXML2.XMLHTTP")\n    .Open "GET", "https://api.corp.internal/v1/rates", False\n    .SetRequestHeader "X-Api-Key", "{0}"\n    .Send\nEnd With',
    r(32, ALNUM),
)
add("code/objc-nsstring", 'static NSString *const kClientSecret = @"{0}";', r(40, ALNUM))
add(
    "code/apex-set-header",
    "HttpRequest req = new HttpRequest();\nreq.setEndpoint('callout:Partner/v2/orders');\nreq.setHeader('X-Partner-Secret', '{0}');",
    r(32, ALNUM),
)
add(
    "code/abap-set-authorization",
    "lo_http->request->set_authorization( username = 'RFC_USER' password = '{0}' ).",
    pw(),
)
add("code/jupyter-env-magic", "%env CORP_API_TOKEN={0}\nimport corpclient", r(40, ALNUM))

# --- private tag ---------------------------------------------------------------------------
add(
    "private/entities-no-semicolon",
    "the vpn pass is &#60private&#62{0}&#60/private&#62 for now",
    pw(),
)
add(
    "private/diff-block",
    "+## Access\n+<private>\n+{0}\n+</private>\n+Ask ops for a new one after rotation.",
    pw(),
)
add(
    "private/json-escaped-entity",
    '{{"note": "db login \\u0026#60;private\\u0026#62;{0}\\u0026#60;/private\\u0026#62;"}}',
    pw(),
)


# --- look-alikes: must come back unchanged --------------------------------------------
LOOK_ALIKES: list[str] = [
    # placeholders, references and prompts for the tools above
    "conan remote login corp ci-publisher  # prompts for the password",
    "az storage blob upload --account-name corpexports --container-name reports --name q4.csv --file q4.csv --auth-mode login",
    "oc login --web --server=https://api.ocp.corp.internal:6443",
    "$ oc whoami\nsystem:serviceaccount:ci:deployer",
    "snmpwalk -v2c -c public 192.0.2.10 sysDescr",
    'certbot certonly --standalone --server https://acme.zerossl.com/v2/DV90 --eab-kid "$EAB_KID" --eab-hmac-key "$EAB_HMAC_KEY" -d shop.example.org',
    'vault write auth/approle/login role_id="$ROLE_ID" secret_id=@/run/secrets/secret_id',
    "vault write -f auth/approle/role/ci/secret-id",
    "ibmcloud login --sso -r eu-de",
    "aliyun configure set --profile prod --mode EcsRamRole --ram-role-name ecs-deployer --region cn-hangzhou",
    "apksigner sign --ks release.jks --ks-pass env:KS_PASS --key-pass file:/run/secrets/key_pass --out app-signed.apk app-release.apk",
    "signtool sign /sha1 3B7E0F2A9C4D1E6F8A0B2C4D6E8F0A1B2C3D4E5F /fd SHA256 /tr http://timestamp.digicert.com /td SHA256 dist\\setup.exe",
    'drush user:password admin "$(pwgen -s 24 1)"',
    "kcadm.sh config credentials --server http://localhost:8080 --realm master --user admin",
    "java -jar jenkins-cli.jar -s https://ci.corp.internal/ -auth @/home/ci/.jenkins-cli-auth build deploy-prod",
    'gitlab-runner register --non-interactive --url https://gitlab.corp.internal/ --token "$RUNNER_TOKEN" --executor docker',
    "act push -j deploy --secret-file .secrets",
    "pass show vpn/corp | sudo openconnect --user=jdoe --passwd-on-stdin --protocol=gp vpn.corp.internal",
    'bundle config set --global gems.corp.internal "deploy:${GEMS_TOKEN}"',
    "composer config --global --auth http-basic.repo.corp.internal deploy %COMPOSER_PASS%",
    "skopeo copy --authfile /run/containers/0/auth.json docker://registry.corp.internal/app:1.4 docker://mirror.corp.internal/app:1.4",
    "./gradlew publishToSonatype -Psigning.password=${{ secrets.SIGNING_PASSWORD }} -PsonatypeUsername=corp-release",
    "racadm -r 10.10.0.21 -u root -p <idrac-password> getsysinfo",
    'vmrun -T ws -gu Administrator -gp "$GUEST_PW" listProcessesInGuest "C:\\VMs\\win11\\win11.vmx"',
    "GOVC_PASSWORD=$(op read op://Infra/vcenter/password) govc ls /DC1/vm",
    "rsync -av --password-file=/etc/rsync.pass rsync://backup@nas.lan/share/projects/ ./restore/",
    'aria2c -x 8 --http-user=ci --http-passwd="$ARTIFACT_PASSWORD" https://artifacts.corp.internal/builds/app-1.4.0.tar.gz',
    'ffmpeg -re -i talk.mp4 -c:v libx264 -c:a aac -f flv "rtmp://live.twitch.tv/app/$STREAM_KEY"',
    "flutter build apk --release --dart-define-from-file=config/prod.json",
    "Connect-VIServer vcenter.corp.internal -Credential (Get-Credential administrator@vsphere.local)",
    "kinit -kt /etc/krb5.keytab svc-etl@CORP.INTERNAL && klist",
    "cat ~/.registry-token | docker login registry.corp.internal -u ci --password-stdin",
    'poetry config http-basic.corp ci-publisher "$POETRY_HTTP_BASIC_CORP_PASSWORD"',
    "mkstore -wrl /u01/app/oracle/wallet -listCredential",
    "gh auth login --hostname github.corp.internal --with-token < ~/.config/corp/gh-token",
    "npx snyk auth  # opens the browser to authenticate",
    # config placeholders and references
    'stats auth "admin:${HAPROXY_STATS_PASS}"',
    "jdoe@corp.internal:{ARGON2ID}$argon2id$v=19$m=65536,t=3,p=1$c2FsdHNhbHRzYWx0$u1dT6qjK0rQ0x3F3mQk2fXcB7vW9yZ1aE4hJ6kL8nP0::::::",
    'elasticsearch.username: "kibana_system"\nelasticsearch.password: "${ELASTICSEARCH_PASSWORD}"',
    "gitlab_rails['smtp_password'] = File.read('/run/secrets/smtp_password').strip",
    'config.ssh.username = "vagrant"\nconfig.ssh.private_key_path = "~/.vagrant.d/insecure_private_key"',
    "profile::database::root_password: >\n  ENC[PKCS7,MIIBiQYJKoZIhvcNAQcDoIIBejCCAXYCAQAxggEhMIIBHQIBADAFMAACAQEwDQYJKoZIhvcNAQEBBQAEggEA]",
    "mysql.pass: {{ pillar['mysql']['pass'] }}",
    '# secrets come from Secret Manager at runtime (see main.py)\nenv_variables:\n  LOG_LEVEL: "info"\n  REGION: "europe-west1"',
    '[env]\n  PORT = "8080"\n  PRIMARY_REGION = "ams"\n# SESSION_SECRET is set with `fly secrets set`',
    "      - key: WEBHOOK_SIGNING_SECRET\n        sync: false\n      - key: SESSION_SECRET\n        generateValue: true",
    '[context.production.environment]\n  NODE_VERSION = "20"\n  HUGO_VERSION = "0.139.0"',
    '{ "env": { "REVALIDATE_TOKEN": "@revalidate-token" } }',
    "play.http.secret.key = ${?APPLICATION_SECRET}",
    "%prod.quarkus.datasource.password=${DB_PASSWORD}",
    'APP_KEYS="toBeModified1,toBeModified2"\nAPI_TOKEN_SALT=tobemodified',
    '"auth": { "user": "postmaster@mg.example.org", "pass": "<mailgun-smtp-password>" }',
    "[oauth2]\nENABLED = true\nJWT_SIGNING_ALGORITHM = RS256\nJWT_SIGNING_PRIVATE_KEY_FILE = jwt/private.pem",
    "mqtt:\n  username: !secret mqtt_username\n  password: !secret mqtt_password",
    "advanced:\n  network_key: GENERATE\n  pan_id: GENERATE",
    'curl -H "X-Api-Key: $SONARR_API_KEY" http://localhost:8989/api/v3/system/status',
    "username netadmin privilege 15 secret 9 $9$nhEmQVczB7dQCO$vjrjgrRTL1x0dV5Ga3qGq1zY3ZbCrVXXsPGlS7KZ0b6",
    'network={\n    ssid="Cafe-Guest"\n    key_mgmt=NONE\n}',
    "auth-user-pass /etc/openvpn/client/auth.txt\nauth-nocache",
    "generic_secret:\n  secret:\n    filename: /etc/envoy/secrets/hmac",
    "security:\n  keyFile: /etc/mongo/keyfile\n  authorization: enabled",
    "<key>EnvironmentVariables</key>\n<dict>\n  <key>SYNC_LOG_LEVEL</key>\n  <string>debug</string>\n</dict>",
    "build:remote --remote_cache=grpcs://remote.buildbuddy.io\ntry-import %workspace%/.bazelrc.user  # holds the api key header, gitignored",
    'credentials += Credentials(Path.userHome / ".sbt" / ".credentials")',
    ':repositories [["releases" {:url "https://repo.corp.internal/releases" :username :env/repo_user :password :env/repo_pass}]]',
    'password = providers.gradleProperty("corpRepoPassword").get()',
    "@secure()\nparam adminPassword string",
    '"adminPassword": {\n  "reference": {\n    "keyVault": { "id": "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-core/providers/Microsoft.KeyVault/vaults/kv-corp" },\n    "secretName": "vm-admin"\n  }\n}',
    'admin_password = "$__file{/run/secrets/grafana-admin}";',
    "[connections.prod]\naccountname = xy12345.eu-central-1\nusername = ANALYST\nauthenticator = externalbrowser",
    "[DEFAULT]\nhost      = https://adb-4829103746251938.7.azuredatabricks.net\nauth_type = databricks-cli",
    "Logged in to app.pulumi.com as ops-bot (https://app.pulumi.com/ops-bot)",
    "Credentials saved to file: [/home/dev/.config/gcloud/application_default_credentials.json]",
    "userPassword: {SSHA}qUqP5cyxm6YcTAhz05Hph5gvu9M1W7ZkXkDvxg==",
    "CLOUDINARY_URL=cloudinary://<api_key>:<api_secret>@corp-media",
    "GOPROXY=https://athens.corp.internal,direct\nGONOSUMDB=git.corp.internal",
    'source "https://gems.corp.internal/" do\n  gem "corp-auth", "~> 2.3"\nend',
    "REGISTRY_TOKEN ?= $(shell cat ~/.config/corp/registry-token)",
    # headers: references, ids, signatures
    "Authorization: GenieKey ${OPSGENIE_API_KEY}",
    "X-Plex-Client-Identifier: 3f9c1e2a-7b4d-4c8e-a1f6-5d2b8e0c9a47\nX-Plex-Product: Plex Web",
    "### list invoices\nGET {{baseUrl}}/v3/invoices?status=open\nX-Billing-Key: {{billingKey}}",
    "[BasicAuth]\nsvc-report: {{report_password}}",
    "header_up X-Internal-Auth {env.INTERNAL_AUTH}",
    "http-request set-header X-Forwarded-Proto https if { ssl_fc }",
    "headers: { 'X-Loadtest-Token': __ENV.LOADTEST_TOKEN },",
    "<wsse:Password>${#Project#edi_password}</wsse:Password>",
    "lncli --macaroonpath ~/.lnd/data/chain/bitcoin/mainnet/readonly.macaroon getinfo",
    "I/okhttp.OkHttpClient: X-Sync-Secret: ██\nI/okhttp.OkHttpClient: --> END POST (312-byte body)",
    "X-Hub-Signature-256: sha256=6f1c9a2e4b7d0c3f5a8e1b4d7c0f3a6e9b2d5c8f1a4e7b0d3c6f9a2e5b8d1c4f\nX-GitHub-Delivery: 72d3162e-cc78-11e3-81ab-4c9367dc0958",
    "Idempotency-Key: 8e03978e-40d5-43e8-bc93-6894a57f9324",
    "Content-Security-Policy: script-src 'self' 'nonce-2726c7f26c' 'strict-dynamic'",
    # URLs without credentials
    "rtmp://live.twitch.tv/app/{stream_key}",
    "The Teams webhook URL lives in Key Vault as secret teams-alerts-webhook; rotate it there.",
    'curl -X POST -H \'Content-Type: application/json\' -d \'{"text": "deploy done"}\' "$MATTERMOST_HOOK_URL"',
    'curl --header "PRIVATE-TOKEN: $GITLAB_TOKEN" "https://gitlab.corp.internal/api/v4/projects/412/pipelines?per_page=20&page=2"',
    "https://f002.backblazeb2.com/file/corp-public-assets/logo.svg",
    "ldap://ldap.corp.internal/ou=people,dc=corp,dc=internal?uid,mail?sub?(objectClass=inetOrgPerson)",
    "WIFI:T:nopass;S:Cafe-Guest;;",
    "https://teams.microsoft.com/l/channel/19%3a4f2c8e1a9b7d4c3e8f0a1b2c3d4e5f6a%40thread.tacv2/General?groupId=6b1e3c9a-2f4d-4e8a-b0c7-9d1f3a5e7c2b",
    # SQL without a secret
    "mysql> SELECT user, host, plugin FROM mysql.user WHERE user = 'app';\n| app  | %    | caching_sha2_password |",
    'db.changeUserPassword("app", passwordPrompt())',
    "DEFINE USER admin ON ROOT PASSHASH '$argon2id$v=19$m=19456,t=2,p=1$TW9ja1NhbHRWYWx1ZQ$Zm9vYmFyYmF6cXV4cXV1eA' ROLES OWNER;",
    "ATTACH DATABASE 'archive.db' AS archive;",
    "OPTIONS (\n  url \"jdbc:postgresql://db.corp.internal:5432/shop\",\n  dbtable \"public.orders\",\n  user secret('jdbc', 'user'),\n  password secret('jdbc', 'password')\n)",
    'require("@arangodb/users").grantDatabase("reporting", "analytics", "ro");',
    "ALTER USER app_owner PASSWORD EXPIRE;",
    "mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) { token }\n}",
    "grpcurl -d @ auth.corp.internal:443 auth.v1.Auth/Token < request.json",
    # public keys, addresses, hashes, digests
    "tz1" + r(33, B58) + "  # baker address (public)",
    "edpk" + r(50, B58) + "  public key of the baker",
    '"public_key":"ed25519:'
    + r(44, B58)
    + '"  # ~/.near-credentials: only the public half is shown',
    "PeerID 12D3KooW" + r(44, B58) + " listening on /ip4/10.0.4.7/tcp/4001",
    "$ cat /var/lib/zerotier-one/identity.public\n" + r(10, HEX) + ":0:" + r(128, HEX),
    "corp.example. 3600 IN DS 24817 13 2 " + r(64, HEX).upper(),
    "corp.example. 3600 IN DNSKEY 257 3 13 " + b64(64),
    "@" + b64(32) + ".ed25519  (ssb feed id)",
    "account: 0x" + r(64, HEX) + "  # Aptos account address",
    "0x" + r(40, HEX) + "  (deployer address on sepolia)",
    "lnd identity_pubkey: 03" + r(64, HEX),
    "ALTER USER ANALYST SET RSA_PUBLIC_KEY='MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxKLxoS2tFczGkPLPgizskuemMghRniWaoLcyehkd3qqGElvW/VDL5AaWTg0nLVkjRo9z+40RQzuVaE8AkAFmxZzow3x+VJYKdjykkJ0iT9wCS0DRTXu269V264Vf/3jvredZiKRkgwlL9xNAwxXFg0x/XFw005UWVRIkdgcKWTjpBP2dPwVZ4WWC+9aGVd+Gyn1o0CLelf4rEjGoXbAAEgAqeGUxrcIlbjXfbcmwIDAQAB';",
    "admin:$2y$05$uGvP1oQ8m3cE7fJ2kL9sVe4xR6tY0wZbN1aD5hI8jM3qS7uC9vX2K  # .htpasswd (bcrypt)",
    "CONTAINER ID\n"
    + r(64, HEX)
    + '   registry.corp.internal/api:1.4   "/app/server"   Up 3 hours',
    '<script src="/static/app.js" integrity="sha384-'
    + b64(48)
    + '" crossorigin="anonymous"></script>',
    "SHA256 Fingerprint=" + ":".join(r(2, HEX).upper() for _ in range(32)),
    "ED25519 key fingerprint is SHA256:" + b64(32).rstrip("=") + ".",
    "S-1-5-21-3623811015-3361044348-30300820-1013  CORP\\svc-backup",
    'provider "registry.terraform.io/hashicorp/azurerm" {\n  version = "4.12.0"\n  hashes = ["h1:'
    + b64(32)
    + '"]\n}',
    "api-7f9c6d8b5d-x2kq9   1/1   Running   0   3h12m",
    "cluster_id: 1204-101500-abcd1234  node_type_id: Standard_D4ds_v5",
    "$ echo 'aGVsbG8sIHdvcmxkCg==' | base64 -d\nhello, world",
    "S: 250-AUTH PLAIN LOGIN CRAM-MD5\nC: AUTH LOGIN\nS: 334 VXNlcm5hbWU6",
    # masked, redacted or absent values in output
    "+ curl -fsS -H 'X-Deploy-Token: ***' https://deploy.corp.internal/hooks/release",
    "Connection(conn_id='warehouse', conn_type='postgres', host='dw.corp.internal', schema='analytics', login='airflow', password='***', port=5432)",
    '▿ AppConfig\n  - baseURL: "https://api.corp.internal"\n  - apiSecret: nil',
    'Config {dbHost = "db.corp.internal", dbUser = "app", dbPassword = <redacted>, dbPort = 5432}',
    "INFO  o.s.b.StartupInfoLogger - JVM arguments: [-Xmx2g, -Djavax.net.ssl.keyStore=/etc/pki/app.p12, -Djavax.net.ssl.keyStoreType=PKCS12]",
    "Looking in indexes: https://pypi.org/simple, https://deploy:****@pypi.corp.internal/simple",
    '1733306542.418990 [0 10.0.4.7:51722] "GET" "session:9f1c2e"',
    'write(5, "*1\\r\\n$4\\r\\nPING\\r\\n", 14) = 14',
    "GET /healthz HTTP/1.1\nHost: 10.0.4.20:8080\nUser-Agent: kube-probe/1.31",
    '$ security find-generic-password -s "corp-vpn" -a jdoe\nkeychain: "/Users/jdoe/Library/Keychains/login.keychain-db"\nclass: "genp"',
    "$ gcloud secrets versions list partner-webhook\nNAME  STATE    CREATED              DESTROYED\n3     enabled  2026-11-30T09:12:44  -",
    "az keyvault secret set --vault-name kv-corp --name sql-admin --file ./generated.txt --encoding utf-8",
    "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp",
    '<String><Key>Password</Key><Value ProtectInMemory="True" /></String>',
    "-PAYMENTS_WEBHOOK_SECRET=\n+PAYMENTS_WEBHOOK_SECRET=${PAYMENTS_WEBHOOK_SECRET:?missing}",
    "_HiStOrY_V2_\nSHOW\\040DATABASES;\nUSE\\040shop;",
    "220 (vsFTPd 3.0.5)\nUSER anonymous\n331 Please specify the password.\nPASS guest@\n230 Login successful.",
    "a001 CAPABILITY\n* CAPABILITY IMAP4rev1 AUTH=PLAIN AUTH=XOAUTH2 SASL-IR\na001 OK Capability completed.",
    # prose, docs and warnings without a credential
    "पासवर्ड कम से कम 12 अक्षरों का होना चाहिए।",
    "يجب ألا تشارك كلمة المرور مع أي شخص.",
    "אל תשתף את הסיסמה שלך עם אף אחד.",
    "Ο κωδικός πρόσβασης πρέπει να έχει τουλάχιστον 12 χαρακτήρες.",
    "Пароль змінено успішно.",
    "รหัสผ่านต้องมีอย่างน้อย 12 ตัวอักษร",
    "Salasanan on oltava vähintään 12 merkkiä pitkä.",
    "Passordet ditt utløper om 7 dager.",
    "A jelszó lejárt, kérjük, változtassa meg.",
    "Parola a fost resetată; verifică emailul.",
    "رمز عبور شما منقضی شده است.",
    "La contrasenya ha caducat; canvia-la des del portal.",
    "TeamViewer ID 1 234 567 890 — I'll read you the one-time password over the phone.",
    "Never pass --eab-hmac-key on the command line; put it in a 0600 cli.ini instead.",
    "The token is shown once after creation and cannot be retrieved later — store it in Vault.",
    "Error: invalid_client: client authentication failed (client_secret_post)",
    "ERROR 1045 (28000): Access denied for user 'etl'@'10.0.4.12' (using password: YES)",
    'FATAL:  password authentication failed for user "reporting"',
    "WARN [secret-scan] 3 findings suppressed by .gitleaksignore (test fixtures)",
    "I rotated the Plex token and the Sonarr API key; both now come from the NAS's secret store.",
    "scp -P 2222 dist/app.tar.gz deploy@10.0.4.20:/srv/releases/ && mysql -h db -P 3307 -u ro -e 'SELECT 1' && nc -w 5 db 5432",
    "octez-client --version\n21.1 (v21.1)\nterraform v1.9.8 on linux_amd64",
]
