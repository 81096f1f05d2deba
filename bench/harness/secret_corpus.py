"""A corpus of fake secrets as they appear in agent sessions, and harmless look-alikes.

Every value is generated here from a fixed seed: none is a real credential. Each secret
sits in the context it is usually met in (a config file, a command line, a header, a
URL, a log line), so the filter is measured on shapes, not on bare tokens.
"""

from __future__ import annotations

import base64
import json
import random
import string
from dataclasses import dataclass

_rng = random.Random(20261201)
ALNUM = string.ascii_letters + string.digits
UPPER = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
URLSAFE = ALNUM + "-_"


def r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def b64(n_bytes: int) -> str:
    return base64.b64encode(_rng.randbytes(n_bytes)).decode()


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def jwt() -> str:
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    body = b64url(json.dumps({"sub": r(8), "role": "service_role", "iat": 1764547200}).encode())
    return f"{head}.{body}.{b64url(_rng.randbytes(32))}"


def pem(kind: str, lines: int = 5) -> tuple[str, list[str]]:
    body = [b64(48) for _ in range(lines)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(body) + f"\n-----END {kind}-----", body


def password() -> str:
    return r(6, string.ascii_lowercase) + r(3, string.digits) + _rng.choice("!#%+") + r(4)


@dataclass(frozen=True)
class Secret:
    kind: str
    text: str
    secrets: tuple[str, ...]  # what must never be stored


def _build() -> list[Secret]:
    items: list[Secret] = []

    def add(kind: str, template: str, *secrets: str) -> None:
        items.append(Secret(kind, template.format(*secrets), secrets))

    # --- cloud credentials in their usual files and flags ---
    key_id, secret, session = "AKIA" + r(16, UPPER), r(40, B64), r(300, B64)
    add(
        "aws-credentials-file",
        "~/.aws/credentials:\n[default]\naws_access_key_id = {0}\naws_secret_access_key = {1}\n"
        "aws_session_token = {2}\nregion = eu-west-1",
        key_id,
        secret,
        session,
    )
    add("aws-configure-set", "aws configure set aws_secret_access_key {0}", r(40, B64))
    add("aws-configure-token", "aws configure set aws_session_token {0} --profile ci", r(200, B64))
    add("aws-key-id-asia", "temporary creds {0} expire at noon", "ASIA" + r(16, UPPER))
    add("aws-env-secret", "export AWS_SECRET_ACCESS_KEY={0}", r(40, B64))
    add("aws-presigned", "GET https://b.s3.amazonaws.com/f?X-Amz-Signature={0}&X-Amz-Expires=300",
        r(64, HEX))  # fmt: skip
    add(
        "azure-sas",
        "https://acct.blob.core.windows.net/c/f.zip?sv=2022-11-02&se=2026-12-31&sr=b&sp=r&sig={0}",
        r(43, B64) + "%3D",
    )
    add("az-login-p", "az login -u ops@example.com -p {0}", password())
    add("az-sp-login", "az login --service-principal -u app-id --password {0} --tenant t", r(34))
    add("azure-ad-secret", "client secret value: {0}", r(3) + "8Q~" + r(31, URLSAFE + "."))
    add(
        "azure-storage-conn",
        "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey={0};EndpointSuffix=core.windows.net",
        r(86, B64) + "==",
    )
    key_id, key_body = r(40, HEX), b64(120)
    gcp = {
        "type": "service_account",
        "project_id": "demo-project",
        "private_key_id": key_id,
        "private_key": f"-----BEGIN PRIVATE KEY-----\n{key_body}\n-----END PRIVATE KEY-----\n",
        "client_email": "sa@demo-project.iam.gserviceaccount.com",
    }
    items.append(Secret("gcp-service-account", json.dumps(gcp, indent=2), (key_id, key_body)))
    add("google-ya29", "access token ya29.{0}", r(120, URLSAFE))
    add("google-refresh", 'refresh_token stored: "1//0{0}"', r(60, URLSAFE))
    add("google-refresh-plain", "the refresh token 1//0{0} works", r(60, URLSAFE))
    add("google-client-secret", "OAuth client GOCSPX-{0} for the web app", r(28, URLSAFE))
    add("google-api-key", "https://maps.googleapis.com/maps/api/js?key=AIza{0}", r(35, URLSAFE))
    add("alibaba", "aliyun key LTAI{0}", r(20))
    add("tencent", "tencent SecretId AKID{0}", r(32))
    add("yandex", "yc token y0_{0}", r(58, URLSAFE))

    # --- platform tokens by their prefixes ---
    add("digitalocean", "doctl auth init -t dop_v1_{0}", r(64, HEX))
    add("digitalocean-oauth", "DO oauth doo_v1_{0}", r(64, HEX))
    add("databricks", "databricks token dapi{0}", r(32, HEX))
    add("vault", "VAULT_TOKEN is hvs.{0}", r(90, URLSAFE))
    add("vault-batch", "batch token hvb.{0}", r(120, URLSAFE))
    add("shopify-admin", "shopify admin token shpat_{0}", r(32, HEX))
    add("shopify-secret", "shopify shared secret shpss_{0}", r(32, HEX))
    add("stripe-live", "stripe.api_key = sk_live_{0}", r(24))
    add("stripe-restricted", "restricted rk_live_{0}", r(99))
    add("stripe-test", "use sk_test_{0} locally", r(24))
    add("stripe-webhook", "STRIPE_WEBHOOK_SECRET=whsec_{0}", r(32))
    add("stripe-webhook-plain", "signing secret whsec_{0} from the dashboard", r(32))
    add("mailgun", "mailgun api key-{0}", r(32, HEX))
    add("dockerhub", "docker login -u me --password-stdin <<< dckr_pat_{0}", r(27, URLSAFE))
    add("terraform-cloud", "credentials app.terraform.io token {0}.atlasv1.{1}", r(14), r(67))
    add("sentry-token", "SENTRY_AUTH_TOKEN=sntrys_{0}", r(60, URLSAFE))
    add("sentry-user-token", "sentry-cli login --auth-token sntryu_{0}", r(64, HEX))
    add("sentry-dsn", "dsn https://{0}@o4505.ingest.sentry.io/4505", r(32, HEX))
    add("grafana-cloud", "grafana cloud token glc_{0}", r(60, URLSAFE))
    add("grafana-sa", "grafana service account glsa_{0}_{1}", r(32), r(8, HEX))
    add("notion", "NOTION secret_{0}", r(43))
    add("notion-ntn", "notion integration ntn_{0}", r(46))
    add("atlassian", "jira api token ATATT3{0}", r(180, URLSAFE))
    add("bitbucket", "bitbucket app password ATBB{0}", r(32))
    add("postman", "postman key PMAK-{0}-{1}", r(24, HEX), r(34, HEX))
    add("replicate", "replicate r8_{0}", r(37))
    add("newrelic", "new relic user key NRAK-{0}", r(27, UPPER))
    add("newrelic-insert", "NR insert key NRII-{0}", r(32, URLSAFE))
    add("okta", "curl -H 'Authorization: SSWS 00{0}' https://dev.okta.com/api/v1/users",
        r(40, URLSAFE))  # fmt: skip
    add("firebase-fcm", "FCM server key AAAA{0}:{1}", r(7, URLSAFE), r(140, URLSAFE))
    add("age", "age key AGE-SECRET-KEY-1{0}", r(58, UPPER))
    add("github-classic", "git remote set-url origin https://x:ghp_{0}@github.com/me/r", r(36))
    add("github-oauth", "gh token gho_{0}", r(36))
    add("github-fine", "GH_TOKEN=github_pat_{0}_{1}", r(22), r(59))
    add("github-server", "ghs_{0} installation token", r(36))
    add("gitlab-pat", "curl --header 'PRIVATE-TOKEN: glpat-{0}' https://gitlab.example.com/api",
        r(20, URLSAFE))  # fmt: skip
    add("gitlab-runner", "register with glrt-{0}", r(20, URLSAFE))
    add(
        "slack-bot",
        "slack token xoxb-{0}-{1}-{2}",
        r(12, string.digits),
        r(13, string.digits),
        r(24),
    )
    add("slack-user", "xoxp-{0}-{1}-{2}-{3}", r(11, string.digits), r(11, string.digits),
        r(12, string.digits), r(32, HEX))  # fmt: skip
    add(
        "slack-app",
        "socket mode xapp-1-{0}-{1}-{2}",
        r(11, UPPER),
        r(13, string.digits),
        r(64, HEX),
    )
    add("slack-webhook", "post to https://hooks.slack.com/services/T{0}/B{1}/{2}", r(8, UPPER),
        r(10, UPPER), r(24))  # fmt: skip
    add("discord-webhook", "notify https://discord.com/api/webhooks/{0}/{1}", r(18, string.digits),
        r(68, URLSAFE))  # fmt: skip
    add("discord-bot", "discord bot token M{0}.{1}.{2}", r(23), r(6), r(27))
    add(
        "teams-webhook",
        "teams: https://contoso.webhook.office.com/webhookb2/{0}@{1}/IncomingWebhook/{2}/{3}",
        r(36, HEX),
        r(36, HEX),
        r(32, HEX),
        r(36, HEX),
    )
    add("telegram", "telegram bot {0}:{1}", r(10, string.digits), "AA" + r(33, URLSAFE))
    add("openai-proj", "OPENAI_API_KEY=sk-proj-{0}", r(100, URLSAFE))
    add("openai-classic", "client = OpenAI(api_key='sk-{0}T3BlbkFJ{1}')", r(20), r(20))
    add("openai-svcacct", "service key sk-svcacct-{0}", r(60, URLSAFE))
    add("anthropic", "ANTHROPIC_API_KEY=sk-ant-api03-{0}AA python agent.py", r(93, URLSAFE))
    add("anthropic-admin", "admin key sk-ant-admin01-{0}", r(80, URLSAFE))
    add("huggingface", "huggingface-cli login --token hf_{0}", r(34))
    add("npm-token", "NPM_TOKEN is npm_{0}", r(36))
    add("pypi", "TWINE_PASSWORD=pypi-AgEIcHlwaS5vcmc{0}", r(80, URLSAFE))
    add("rubygems", "GEM_HOST_API_KEY=rubygems_{0}", r(48, HEX))
    add("sendgrid", "SG.{0}.{1}", r(22, URLSAFE), r(43, URLSAFE))
    add("twilio-key", "twilio api key SK{0}", r(32, HEX))
    add("twilio-sid-token", "TWILIO_AUTH_TOKEN={0}", r(32, HEX))
    add("mailchimp", "mailchimp {0}-us21", r(32, HEX))
    add("square", "square token sq0atp-{0}", r(22, URLSAFE))
    add("square-secret", "square secret sq0csp-{0}", r(43, URLSAFE))
    add("linear", "LINEAR_API_KEY=lin_api_{0}", r(40))
    add("pulumi", "PULUMI_ACCESS_TOKEN=pul-{0}", r(40, HEX))
    add("planetscale", "pscale token pscale_tkn_{0}", r(43, URLSAFE))
    add("fly", "fly token fo1_{0}", r(43, URLSAFE))
    add("supabase", "supabase access token sbp_{0}", r(40, HEX))
    add("supabase-service-role", "SUPABASE_SERVICE_ROLE_KEY: {0}", jwt())
    add("doppler", "DOPPLER_TOKEN=dp.st.{0}", r(40))
    add("airtable", "airtable pat{0}.{1}", r(14), r(64, HEX))
    add(
        "heroku-uuid",
        "Step 3: HEROKU_API_KEY={0}",
        "4f1c2b3a-" + r(4, HEX) + "-4d5e-8f90-" + r(12, HEX),
    )
    add("heroku-new", "heroku token HRKU-{0}", r(60, URLSAFE))
    add("facebook", "fb token EAA{0}", r(120))
    add("twitter-bearer", "twitter bearer AAAAAAAAAAAAAAAAAAAAA{0}", r(80))
    add("mapbox", "mapbox secret sk.eyJ1{0}.{1}", r(40), r(22, URLSAFE))
    add("dropbox", "dropbox sl.{0}", r(140, URLSAFE))
    add("contentful", "contentful CFPAT-{0}", r(43, URLSAFE))
    add("adafruit", "adafruit aio_{0}", r(28))
    add("buildkite", "buildkite bkua_{0}", r(40, string.ascii_lowercase + string.digits))
    add("sourcegraph", "src token sgp_{0}", r(40, HEX))
    add("figma", "figma figd_{0}", r(40, URLSAFE))
    add("dynatrace", "dt0c01.{0}.{1}", r(24, UPPER), r(64, UPPER))
    add("groq", "GROQ key gsk_{0}", r(52))
    add("xai", "grok key xai-{0}", r(80))
    add("perplexity", "pplx-{0} for search", r(48))
    add("tailscale", "tailscale up --authkey tskey-auth-{0}", r(40, URLSAFE))
    add("shippo", "shippo_live_{0}", r(40, HEX))
    add("jwt-cookie", "Cookie: session={0}; Path=/", jwt())
    add("jwt-plain", "the id token is {0}", jwt())
    add("artifactory", "artifactory AKCp{0}", r(70))
    add("cloudflare-ca", "origin ca key v1.0-{0}-{1}", r(24, HEX), r(146, HEX))

    # --- key and certificate blocks ---
    for kind in (
        "RSA PRIVATE KEY",
        "EC PRIVATE KEY",
        "OPENSSH PRIVATE KEY",
        "PRIVATE KEY",
        "ENCRYPTED PRIVATE KEY",
        "DSA PRIVATE KEY",
        "PGP PRIVATE KEY BLOCK",
    ):
        block, body = pem(kind)
        items.append(
            Secret(f"pem-{kind.lower().replace(' ', '-')}", f"key:\n{block}\nok", tuple(body))
        )
    block, body = pem("CERTIFICATE")
    items.append(Secret("pem-certificate", f"client cert\n{block}\n", tuple(body)))
    block, body = pem("RSA PRIVATE KEY")
    items.append(Secret("pem-json-escaped", json.dumps({"key": block}), tuple(body)))
    priv = [b64(48) for _ in range(4)]
    items.append(
        Secret(
            "putty-ppk",
            "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy\n"
            f"Public-Lines: 2\n{b64(30)}\n{b64(30)}\nPrivate-Lines: 4\n"
            + "\n".join(priv)
            + f"\nPrivate-MAC: {r(64, HEX)}",
            tuple(priv),
        )
    )
    wg = b64(32)
    add("wireguard", "[Interface]\nPrivateKey = {0}\nAddress = 10.0.0.2/32", wg)
    add("openvpn-inline", "<tls-auth>\n{0}\n</tls-auth>", "\n".join(r(32, HEX) for _ in range(4)))

    # --- credential files by format ---
    kdata, cdata, ktoken = b64(600), b64(500), r(64, URLSAFE)
    add(
        "kubeconfig",
        "users:\n- name: admin\n  user:\n    client-certificate-data: {0}\n"
        "    client-key-data: {1}\n    token: {2}\n",
        cdata,
        kdata,
        ktoken,
    )
    s1, s2 = base64.b64encode(password().encode()).decode(), b64(40)
    add(
        "k8s-secret",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ntype: Opaque\ndata:\n"
        "  username: YWRtaW4=\n  db-pass: {0}\n  tls.key: {1}\n",
        s1,
        s2,
    )
    add(
        "k8s-secret-json",
        '{{"apiVersion": "v1", "kind": "Secret", "data": {{"apiKey": "{0}", "url": "{1}"}}}}',
        b64(30),
        b64(24),
    )
    npm_auth = base64.b64encode(f"me:{password()}".encode()).decode()
    add(
        "npmrc-auth",
        "~/.npmrc:\nregistry=https://npm.example.com/\n_auth = {0}\nalways-auth=true",
        npm_auth,
    )
    add("npmrc-authtoken", "//npm.example.com/:_authToken={0}", r(36, HEX))
    add("npmrc-password", "//npm.example.com/:_password={0}", b64(16))
    docker_auth = base64.b64encode(f"ci:{password()}".encode()).decode()
    add(
        "docker-config",
        '{{"auths": {{"https://index.docker.io/v1/": {{"auth": "{0}"}}}}, '
        '"credsStore": "desktop"}}',
        docker_auth,
    )
    add("docker-identitytoken", '{{"auths": {{"ghcr.io": {{"identitytoken": "{0}"}}}}}}', r(64))
    add("netrc", "~/.netrc:\nmachine api.heroku.com\n  login me@example.com\n  password {0}\n",
        r(36, HEX))  # fmt: skip
    add("netrc-one-line", "machine github.com login me password {0}", r(40))
    add("pgpass", "~/.pgpass:\ndb.internal:5432:app:app_user:{0}\n", password())
    add("pgpass-star", "*:*:*:postgres:{0}", password())
    add(
        "pypirc", "[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmc{0}", r(70, URLSAFE)
    )
    add("git-credentials", "https://me:{0}@gitlab.example.com", r(20, URLSAFE))
    add(
        "maven-settings",
        "<server><id>repo</id><username>me</username><password>{0}</password></server>",
        password(),
    )
    add("gh-hosts", "github.com:\n    oauth_token: gho_{0}\n    user: me", r(36))
    add("terraformrc", 'credentials "app.terraform.io" {{\n  token = "{0}"\n}}', r(90))
    add("dotenv-quoted", 'DB_PASSWORD="{0}"', password())
    add("dotenv-plain", "SECRET_KEY_BASE={0}", r(128, HEX))
    add("django-secret", "SECRET_KEY = '{0}'", "django-insecure-" + r(40))
    add("rails-credentials", "secret_key_base: {0}", r(128, HEX))
    add("yaml-password", "database:\n  user: app\n  password: {0}\n", password())
    add("yaml-block", "private_key: |\n  {0}\n  {1}\nnext: 1", r(64, B64), r(64, B64))
    add("toml-token", '[registry]\ntoken = "{0}"', r(32))
    add("ini-password", "[db]\npassword = {0}\nhost = db", password())
    add("json-password", '{{"username": "app", "password": "{0}"}}', password())
    add("json-client-secret", '{{"client_id": "web", "client_secret": "{0}"}}', r(40))
    add("xml-apikey", "<apiKey>{0}</apiKey>", r(32))
    add("connection-string", "Server=db;User Id=sa;Password={0};Encrypt=true", password())
    add("jdbc", "jdbc:postgresql://db/app?user=app&password={0}", password())
    add("powershell-env", '$env:OPENAI_API_KEY = "{0}"', r(48))
    add("setx", 'setx GITHUB_TOKEN "{0}"', r(40))
    add("fish-set", "set -gx API_TOKEN {0}", r(40))
    add("dockerfile-env", "ENV DB_PASSWORD {0}", password())

    # --- the parsing bug: assignments after `word:` ---
    add("after-step", "Step 3: DB_PASSWORD={0}", password())
    add("after-note", "note: api_key={0}", r(32))
    add("after-request", 'request: "password": "{0}"', password())
    add(
        "first-request",
        "- First request: HEROKU_API_KEY={0}",
        "9a8b7c6d-" + r(4, HEX) + "-4e3f-a2b1-" + r(12, HEX),
    )

    # --- command lines ---
    add("curl-u", "curl -u admin:{0} https://api.example.com", password())
    add("mysql-p", "mysql -h db -u root -p{0} app", password())
    add("mysql-password", "mysql --password={0} app", password())
    add("sshpass", "sshpass -p '{0}' ssh deploy@host", password())
    add("redis-cli", "redis-cli -h cache -a {0} ping", password())
    add("docker-login", "docker login -u ci -p {0} registry.example.com", password())
    add("psql-env", "PGPASSWORD={0} psql -h db -U app", password())
    add(
        "kubectl-literal",
        "kubectl create secret generic db --from-literal=password={0}",
        password(),
    )
    add("htpasswd", "htpasswd -b -c .htpasswd admin {0}", password())
    add("zip-p", "zip -P {0} backup.zip dump.sql", password())
    add("openssl-passin", "openssl rsa -in key.pem -passin pass:{0}", password())
    add("keytool", "keytool -list -keystore app.jks -storepass {0}", password())
    add("flag-token", "vercel deploy --token {0}", r(24))
    add("flag-api-key", "tool --api-key={0} run", r(32))
    add("smbclient", "smbclient //fs/share -U admin%{0}", password())
    add("ngrok", "ngrok config add-authtoken {0}", r(49, URLSAFE))
    add("npm-config-set", "npm config set //registry.npmjs.org/:_authToken {0}", r(36, HEX))
    add("gh-secret-set", "gh secret set DEPLOY_KEY --body {0}", r(40))
    add("poetry-token", "poetry config pypi-token.pypi pypi-AgEIcHlwaS5vcmc{0}", r(70, URLSAFE))

    # --- URLs, headers, cookies ---
    add("url-postgres", "DATABASE_URL=postgres://app:{0}@db.internal:5432/app", password())
    add("url-redis-empty-user", "REDIS_URL=redis://:{0}@cache:6379/0", r(20))
    add("url-mongodb", "mongodb+srv://app:{0}@cluster0.mongodb.net/db", password())
    add("url-amqp", "amqp://guest:{0}@mq:5672", password())
    add("url-reserved", "https://user:{0}@example.com", "p#" + r(8) + "!x")
    add("url-query-token", "GET https://api.example.com/v1/export?format=csv&token={0}", r(32))
    add("url-query-access-token", "https://graph.example.com/me?access_token={0}", r(40))
    add("url-query-apikey", "https://api.example.com/data?apikey={0}&q=1", r(32, HEX))
    add(
        "bearer-header",
        "curl -H 'Authorization: Bearer {0}' https://api.example.com",
        r(40, URLSAFE),
    )
    add(
        "basic-header",
        "Authorization: Basic {0}",
        base64.b64encode(f"admin:{password()}".encode()).decode(),
    )
    add("token-header", "Authorization: token {0}", r(40, HEX))
    add("x-api-key", "X-API-Key: {0}", r(32))
    add("api-key-header-json", '{{"headers": {{"x-api-key": "{0}"}}}}', r(40))
    add("cookie-header", "Cookie: sessionid={0}; csrftoken={1}", r(32), r(32))
    add("set-cookie", "Set-Cookie: connect.sid=s%3A{0}; Path=/; HttpOnly", r(60, URLSAFE))
    add("curl-cookie", "curl -b 'session={0}' https://app.example.com/me", r(40))

    # --- metadata-ish and misc key names ---
    add("camel-apikey", "const apiKey = '{0}';", r(39))
    add("camel-clientsecret", "clientSecret: '{0}',", r(40))
    add("signing-key", "JWT_SIGNING_KEY={0}", r(64))
    add("encryption-key", "ENCRYPTION_KEY: {0}", b64(32))
    add("master-key", "RAILS_MASTER_KEY={0}", r(32, HEX))
    add("webhook-secret", "GITHUB_WEBHOOK_SECRET={0}", r(40, HEX))
    add("passphrase", "ssh key passphrase: {0}", "correct-horse-" + r(8))
    add("hcl-password", 'resource "x" "y" {{\n  password = "{0}"\n}}', password())
    add("python-kwarg", 'psycopg.connect(host="db", password="{0}")', password())
    add("php-var", "$db_password = '{0}';", password())
    add(
        "env-in-json",
        '{{"env": {{"SLACK_BOT_TOKEN": "{0}"}}}}',
        "xoxb-" + r(10, string.digits) + "-" + r(24),
    )

    # --- shapes found by a held-out set, kept here so they stay found ---
    add("okta-key-name", "okta api token: 00{0}", r(40, URLSAFE))
    add("mailgun-private", "MAILGUN key {0}-{1}-{2}", r(32, HEX), r(8, HEX), r(8, HEX))
    add("sshpass-env", "SSHPASS={0} sshpass -e ssh host", password())
    add("netrc-default", "default login anonymous password {0}", r(14))
    add("prose-password", "the admin password is {0}", password())
    add("vault-login", "vault login {0}", "hvs." + r(30))
    add("password-stdin", "echo {0} | docker login -u me --password-stdin", r(24))
    add("dotnet-appsettings", '<add key="ApiKey" value="{0}" />', r(32))
    add("url-token-basic", "https://{0}:x-oauth-basic@github.com/x/y", r(30) + "9")
    add("helm-set-secret", "helm upgrade app --set-string secrets.key={0}", r(32))
    # --- batch 26's second round: a vendor's key format, a management key ---
    add("ably-key", "const realtime = new Ably.Realtime({{ key: 'xVLyHw.DQrNxQ:{0}' }})", r(43))
    add("management-key", "DESCOPE_MANAGEMENT_KEY=K2{0}:{1}", r(48), r(60))
    return items


SECRETS: list[Secret] = _build()

PRIVATE_WAYS: list[tuple[str, str, tuple[str, ...]]] = [
    # (name, text, what must vanish)
    ("plain", "a <private>{s}</private> b", ("home address 12 Elm",)),
    ("upper", "a <PRIVATE>{s}</PRIVATE> b", ("salary is 91000",)),
    ("mixed-case", "a <Private>{s}</pRiVaTe> b", ("diagnosis flu",)),
    ("attributes", 'a <private reason="pii">{s}</private> b', ("phone 555 0100",)),
    ("spaces", "a < private >{s}</ private > b", ("partner Kim",)),
    ("multiline", "a <private>\nline one\n{s}\n</private> b", ("bank IBAN DE00",)),
    ("unclosed", "a <private>{s}\nand more", ("passport X123",)),
    ("nested", "a <private>x <private>y</private> {s}</private> b", ("tail after nested",)),
    ("stray-close", "{s} </private> b", ("start was cut",)),
    ("escaped", "a &lt;private&gt;{s}&lt;/private&gt; b", ("escaped form text",)),
    (
        "two-blocks",
        "<private>{s}</private> keep <private>second one</private>",
        ("first one", "second one"),
    ),
]
PRIVATE_TEXTS = [(name, text.replace("{s}", gone[0]), gone) for name, text, gone in PRIVATE_WAYS]

# Harmless text that looks like a secret or names one: it must be stored unchanged.
LOOK_ALIKES: list[str] = [
    # requests from the real corpus the held-out layers first redacted: a versioned
    # directory after "code", a gist id in a link inside parentheses
    "I've uploaded a C code repository in the directory ponylang__ponyc__0.1. Consider",
    "but [this code](https://playground.ponylang.io/?gist=8851afb5cabae5df91a979048f765601)",
    "secretName: ingress-tls",
    "PASSWORD_RESET_TIMEOUT = 259200",
    "PWD=/home/alice/src/app",
    '"passwordPolicy": "strict"',
    "OLDPWD=/home/alice",
    "def check_password(password: str) -> bool:\n    return checkpw(password.encode(), stored)",
    'api_key = os.environ["OPENAI_API_KEY"]\nclient = OpenAI(api_key=api_key)',
    "password = getpass.getpass('Password: ')",
    "connect(host=host, user=user, password=password)",
    'config = {"password": "${DB_PASSWORD}", "user": "$DB_USER"}',
    "token_count = len(tokens)  # max_tokens=4096 keeps the reply short",
    "git commit -m 'fix: handle task-specific tokens in the risk-assessment module'",
    "SELECT id, created_at FROM memories WHERE scope = :scope ORDER BY id DESC LIMIT 20",
    "See https://github.com/openai/openai-python/blob/main/README.md",
    "uuid 550e8400-e29b-41d4-a716-446655440000 and commit 3f786850e387550fdab836ed7e6dc881de23001b",
    'export PATH="$HOME/.local/bin:$PATH"',
    "我们把数据库迁移到了 PostgreSQL，并修复了连接池的问题。",
    "memory mem_01J2Z3Y4X5W6V7T8S9R0QPNMKH was saved at 2024-06-01T12:00:00+00:00",
    "The AuthorizationError is raised when the bearer of the token is unknown.",
    "if secret is None:\n    raise KeyError('secret')",
    'SummarizerSettings(provider="openai", api_key_env="OPENAI_API_KEY", password_file="pw.txt")',
    '{"privacy": {"redactSecrets": true}, "password": "...", "secret": "<your secret>"}',
    "ssh-keygen -t ed25519 -C you@example.com && cat ~/.ssh/id_ed25519.pub",
    "min_password_length: 12",
    "passwordMinLength = 12",
    "password_hash_algorithm: argon2id",
    "token_type: bearer",
    '"tokenType": "Bearer"',
    "auth_method: oauth2",
    "authDomain: my-app.firebaseapp.com",
    "credential_helper = osxkeychain",
    '"credsStore": "desktop"',
    "secret_store_backend: vault",
    "api_key_header: X-API-Key",
    "access_token_ttl: 3600",
    "refresh_token_expires: 30d",
    "SESSION_COOKIE_AGE = 1209600",
    "PASSWORD_HASHERS = [",
    "AUTH_USER_MODEL = 'accounts.User'",
    "JWT_ALGORITHM = 'HS256'",
    "password_file: /run/secrets/db_password",
    "secretRef:\n  name: db-credentials",
    "valueFrom:\n  secretKeyRef:\n    name: db\n    key: password",
    "envFrom:\n  - secretRef:\n      name: app-secrets",
    "kind: ConfigMap\ndata:\n  LOG_LEVEL: debug\n  FEATURE_X: 'on'",
    "token = request.headers.get('Authorization')",
    "const token = await getToken();",
    "let password = form.password.value;",
    "self.api_key = api_key",
    "headers = {'Authorization': f'Bearer {token}'}",
    "password: str = Field(min_length=8)",
    "secret: Optional[str] = None",
    "api_key: SecretStr | None = None",
    "if password == confirm_password:",
    "return jwt.encode(payload, key, algorithm='HS256')",
    "The password reset email now expires after 24 hours.",
    "We rotated the API keys last week; see the runbook.",
    "Use `supermemory add` to store a secret-free note.",
    "Token budget: 150,000 of 200,000 used (75%).",
    "TODO: move the secret manager config to terraform",
    "error: authentication failed for 'https://github.com/me/repo.git'",
    "fatal: could not read Password for 'https://github.com': terminal prompts disabled",
    "ssh -i ~/.ssh/id_rsa deploy@10.0.0.5",
    "chmod 600 ~/.ssh/id_ed25519",
    "openssl req -new -key server.key -out server.csr",
    "openssl rsa -in key.pem -passin env:KEY_PASS",
    "docker login -u ci --password-stdin < token.txt",
    "mysql -h db -u root -p app",
    "curl -u admin https://api.example.com",
    "aws configure set region eu-west-1",
    "npm config set registry https://npm.example.com/",
    "git checkout -b fix-login",
    "postgresql+psycopg://localhost/db",
    "https://example.com/search?q=token+refresh&page=2",
    "https://docs.example.com/auth/tokens#rotation",
    "redis://cache:6379/0",
    "machine learning models need data",
    "10:12:30 build finished",
    "The Secret of Monkey Island is a game.",
    "monkey: banana",
    "keyboard: us-intl",
    "primary_key = True",
    "sort_key: created_at",
    "key: value",
    "cache_key = f'user:{user_id}'",
    "foreign_key: users.id",
    "public_key: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGx3 you@example.com",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMq user@host",
    "AKIAIOSFODNN7 is too short to be a key id",
    "sk-learn is a typo of scikit-learn",
    "ghp_ prefixes mark GitHub tokens",
    "Bearer tokens go in the Authorization header.",
    "Set-Cookie: theme=dark; Path=/",
    "password_strength_meter.js was updated",
    "The function returns a token count, not a token.",
    "DEBUG=true\nLOG_LEVEL=info\nPORT=8080",
    "NODE_ENV=production npm start",
    "export OPENAI_API_KEY  # set it in your shell",
    "API_KEY_NAME=OPENAI_API_KEY",
    "password: ********",
    "password: [REDACTED]",
    "password: <redacted>",
    "password: null",
    "token: ${{ secrets.GITHUB_TOKEN }}",
    "GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}",
    "api_key: !ENV ${API_KEY}",
    "auth: true",
    "secure: true\nhttpOnly: true",
    "CSRF_COOKIE_SECURE = True",
    "signature = inspect.signature(fn)",
    "sig = hmac.new(key, msg, 'sha256').hexdigest()",
    "credentials = service_account.Credentials.from_service_account_file(path)",
    "login_required(redirect_field_name='next')",
    "see RFC 6749 section 4.1 on authorization codes",
    "2026-12-01T10:00:00Z INFO auth: user alice logged in",
    "exit code 0; 42 passed, 0 failed",
    '<add key="LogLevel" value="Debug" />',
    "ENV NODE_ENV production",
    "the token is refreshed every 3600 seconds",
    "the default login page is /signin",
    "echo done | tee build.log",
    "vault login -method=oidc",
    "docker login ghcr.io --username me --password-stdin < ~/.ghcr_token",
    "sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "request id 7149d439-536b-3216-fdae-eb975729fae9 failed",
    "bypass: true",
    "compass heading: 270",
    "key=value pairs are parsed by configparser",
    # public halves the text says are public (batch 26's second round)
    "$ b2 key list\n005c1d2891cc5ce7cd6642f6b   backups-rw\n00561e16a67781a44a9f7d3bf   ci-ro",
    "window.Kakao.init('8b11d9554caa25c247fd4d6a79007f71') // JavaScript key",
    "Paddle.Initialize({\n  token: 'live_j9hr758to7sx4itpntxrsic7vrj',\n});",
    "# only values that are fine to ship in the app\nAPI_URL=https://api.example.com\n"
    "STREAM_API_KEY=h2f4ci4r694b",
]
