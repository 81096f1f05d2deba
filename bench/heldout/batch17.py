"""Held-out batch 17: blind, written by a writer who never read the rules, code, docs or results, before measuring.

Only the batch format (batches 1-15: the format module, docstrings and kind names) and the
classes of issue 20 were read; the filter's rules, code, docs, tests and earlier results
were not. Not to be tuned on until its first measurement is recorded.

Theme: the everyday mix of a coding-agent session (SDK setup code, framework config, .env
files, shell sessions with everyday CLIs, CI files, docker/compose/k8s, database work,
tool-call JSON, logs, test failures, diffs, chat prose in several languages). New kinds:
auth and product SaaS no earlier batch names (WorkOS, Stytch, Kinde, Descope, Hanko,
Frontegg, PropelAuth, Nango, Pipedream, Airbyte, Fivetran, Hightouch, Highlight, Checkly,
SigNoz, Uptrace, Baselime, Logflare, OpenPanel, Plausible, Umami, Cronitor, Instatus,
incident.io, Rootly, FireHydrant, SMTP2GO, Elastic Email, SparkPost, Loops, Customer.io,
MagicBell, ntfy, Unkey, Lago, Chargebee, Recurly, Amplitude, RudderStack, Statsig,
GrowthBook, Flagsmith, Unleash, DeepSeek, RunPod, Modal, LiveKit, Daily, Fauna, Redpanda,
OpenSearch, CockroachDB, YugabyteDB, SingleStore, MotherDuck, Prefect, Dagster,
Dramatiq); framework idioms (Django DATABASES, Rails database.yml, Quarkus properties,
Micronaut, Ktor HOCON, Phoenix runtime.exs, Symfony .env.local, NestJS TypeOrmModule,
Spring mail, Play secret, Pydantic settings, Gunicorn/uWSGI ini, Tomcat users xml,
Jetty realm, Wildfly, nginx auth, pgbouncer userlist, odbc.ini); everyday CLIs (psql
PGPASSWORD one-liners, mysqldump -p, cockroach sql --url, rpk -p, opensearch curl -u,
docker run -e, kubectl create secret --from-literal, helm --set, gh secret set --body,
glab variable set, az keyvault, aws configure set, twine -p, mvn -Dpassword, sqlpackage,
Invoke-Sqlcmd, sshpass scp, keytool and openssl pkcs12 passwords, rclone config, restic); CI
(GitHub Actions env blocks, GitLab services vars, CircleCI contexts output, Buildkite
env, Drone secrets, Jenkins credentials xml); docker compose, k8s Secret stringData,
Kustomize secretGenerator; tool-call JSON from agents; logs, diffs and test failures;
chat prose in English, Spanish, German, French, Italian, Dutch, Portuguese, Japanese,
Korean, Turkish and Russian; <private> in several spellings.
Look-alikes hold the same tools with env references, secret-manager paths, placeholders,
publishable/public keys and client ids, documented development defaults, ids (request,
trace, run, job, commit, digest, organisation, project), hashes, regions, hosts, masks
and prose that talks about credentials without giving one.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(17_2026_12_05)
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
    """A password safe inside JSON strings, URLs and single-quoted shell words."""
    return r(2, LOWER) + r(2, UPPER) + r(3, DIGITS) + _rng.choice("-_.") + r(6, ALNUM)


def uuid4() -> str:
    h = r(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{_rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def sha() -> str:
    return r(40, HEX)


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []


def add(kind: str, template: str, *values: str) -> None:
    """{0}, {1}, ... in the template are replaced by the values; {0} is the secret."""
    text = template
    for i, v in enumerate(values):
        text = text.replace("{" + str(i) + "}", v)
    SECRETS.append((kind, text, values[0]))


def add_split(kind: str, template: str, *pieces: str) -> None:
    """A secret split into pieces; every piece must be gone."""
    text = template
    for i, v in enumerate(pieces):
        text = text.replace("{" + str(i) + "}", v)
    SECRETS.append((kind, text, tuple(pieces)))


def la(template: str, *values: str) -> None:
    text = template
    for i, v in enumerate(values):
        text = text.replace("{" + str(i) + "}", v)
    LOOK_ALIKES.append(text)


LOOK_ALIKES: list[str] = []

# ============================================================ code: SaaS SDKs
add("code/workos-node", """import { WorkOS } from '@workos-inc/node'

const workos = new WorkOS('{0}', {
  clientId: 'client_{1}',
})
export default workos""", "sk_live_" + r(50, ALNUM), r(26, UPPER_NUM))
la("""import { WorkOS } from '@workos-inc/node'

const workos = new WorkOS(process.env.WORKOS_API_KEY, {
  clientId: 'client_{0}',
})""", r(26, UPPER_NUM))
add("code/stytch-python", """import stytch

client = stytch.Client(
    project_id="project-live-{1}",
    secret="secret-live-{0}",
    environment="live",
)""", r(24, URLSAFE) + "=", uuid4())
la("""import os
import stytch

client = stytch.Client(
    project_id="project-test-{0}",
    secret=os.environ["STYTCH_SECRET"],
)""", uuid4())
add("code/kinde-nextjs-env-inline", """// kinde.ts — quick local hack, move to .env before commit
export const kindeConfig = {
  authDomain: 'https://acme-dev.kinde.com',
  clientId: '{1}',
  clientSecret: '{0}',
  redirectURL: 'http://localhost:3000/api/auth/kinde_callback',
}""", r(48, ALNUM), r(32, HEX))
la("""export const kindeConfig = {
  authDomain: process.env.KINDE_ISSUER_URL,
  clientId: process.env.KINDE_CLIENT_ID,
  clientSecret: process.env.KINDE_CLIENT_SECRET,
  redirectURL: 'http://localhost:3000/api/auth/kinde_callback',
}""")
add("code/descope-management-key", """import DescopeClient from '@descope/node-sdk'

const descope = DescopeClient({
  projectId: 'P{1}',
  managementKey: '{0}',
})""", "K" + r(27, UPPER_NUM) + r(40, ALNUM), r(27, UPPER_NUM))
la("""<AuthProvider projectId="P{0}">
  <Descope flowId="sign-up-or-in" theme="light" onSuccess={handleLogin} />
</AuthProvider>""", r(27, UPPER_NUM))
add("code/hanko-admin-api", """resp = httpx.get(
    f"{HANKO_ADMIN_URL}/users",
    headers={"Authorization": "Bearer {0}"},
    timeout=10,
)""", r(43, URLSAFE))
add("code/frontegg-client", """from frontegg.fastapi import frontegg

frontegg.init(app=app, client_id='{1}', api_key='{0}')""", uuid4(), uuid4())
la("""from frontegg.fastapi import frontegg

frontegg.init(app=app, client_id=settings.FRONTEGG_CLIENT_ID, api_key=settings.FRONTEGG_API_KEY)""")
add("code/propelauth-init", """from propelauth_fastapi import init_auth

auth = init_auth("https://8841220.propelauthtest.com", "{0}")""", r(96, HEX))
add("code/nango-node", """import { Nango } from '@nangohq/node'

const nango = new Nango({ secretKey: '{0}' })
const conn = await nango.getConnection('github', userId)""", uuid4())
la("""const nango = new Nango({ secretKey: process.env['NANGO_SECRET_KEY']! })
// public key for the frontend is fine to ship: {0}""", uuid4())
add("code/unkey-root-key", """import { Unkey } from '@unkey/api'

const unkey = new Unkey({ rootKey: '{0}' })
await unkey.keys.create({ apiId: 'api_{1}', prefix: 'acme' })""", "unkey_" + r(24, ALNUM), r(22, ALNUM))
la("""const { result } = await verifyKey({ key: req.headers['x-api-key'], apiId: 'api_{0}' })
if (!result.valid) return res.status(401).end()""", r(22, ALNUM))
add("code/lago-python", """from lago_python_client.client import Client

client = Client(api_key='{0}', api_url='https://billing.internal.acme.dev')""", uuid4())
add("code/chargebee-configure", """import chargebee

chargebee.configure("live_{0}", "acme")""", r(34, ALNUM))
la("""import chargebee

chargebee.configure(os.getenv("CHARGEBEE_API_KEY"), "acme-test")""")
add("code/recurly-ruby", """client = Recurly::Client.new(api_key: "{0}")
sub = client.get_subscription(subscription_id: "uuid-#{params[:id]}")""", r(32, HEX))
add("code/amplitude-export", """import requests

r = requests.get(
    "https://amplitude.com/api/2/export",
    params={"start": "20261201T00", "end": "20261204T23"},
    auth=("{1}", "{0}"),
)""", r(32, HEX), r(32, HEX))
la("""amplitude.init('{0}', {
  defaultTracking: { sessions: true, pageViews: true },
})""", r(32, HEX))
add("code/rudderstack-write-key-server", """from rudderstack.analytics import Client

analytics = Client(
    write_key="{0}",
    host="https://acmehq.dataplane.rudderstack.com",
)
# server source, do not expose""", r(27, ALNUM))
add("code/statsig-server", """const Statsig = require('statsig-node')

await Statsig.initialize('secret-{0}', { environment: { tier: 'production' } })""", r(43, ALNUM))
la("""const client = new StatsigClient('client-{0}', { userID: user.id })
await client.initializeAsync()""", r(43, ALNUM))
add("code/growthbook-api", """const res = await fetch('https://api.growthbook.io/api/v1/features', {
  headers: { Authorization: 'Bearer secret_admin_{0}' },
})""", r(40, ALNUM))
la("""const gb = new GrowthBook({
  apiHost: 'https://cdn.growthbook.io',
  clientKey: 'sdk-{0}',
  enableDevMode: true,
})""", r(16, ALNUM))
add("code/flagsmith-server-key", """from flagsmith import Flagsmith

flagsmith = Flagsmith(environment_key="ser.{0}")""", r(22, ALNUM))
la("""flagsmith.init({ environmentID: '{0}', cacheFlags: true })""", r(22, ALNUM))
add("code/unleash-client-token", """unleash = UnleashClient(
    url="https://unleash.acme.dev/api",
    app_name="billing-worker",
    custom_headers={"Authorization": "default:production.{0}"},
)""", r(56, HEX))
la("""unleash = UnleashClient(
    url="https://unleash.acme.dev/api",
    app_name="billing-worker",
    custom_headers={"Authorization": os.environ["UNLEASH_API_TOKEN"]},
)""")
add("code/deepseek-openai-compat", """from openai import OpenAI

client = OpenAI(api_key="{0}", base_url="https://api.deepseek.com")
resp = client.chat.completions.create(model="deepseek-chat", messages=msgs)""", "sk-" + r(32, HEX))
la("""from openai import OpenAI

client = OpenAI(api_key=os.environ.get("DEEPSEEK_API_KEY"), base_url="https://api.deepseek.com")""")
add("code/runpod-python", """import runpod

runpod.api_key = "{0}"
endpoint = runpod.Endpoint("{1}")""", "rpa_" + r(40, UPPER_NUM), r(14, LOWER_NUM))
la("""import runpod

runpod.api_key = os.getenv("RUNPOD_API_KEY")
endpoint = runpod.Endpoint("{0}")  # endpoint id, public in the dashboard URL""", r(14, LOWER_NUM))
add("code/modal-token-env-in-script", """import os
os.environ["MODAL_TOKEN_ID"] = "ak-{1}"
os.environ["MODAL_TOKEN_SECRET"] = "{0}"
import modal""", "as-" + r(22, ALNUM), r(22, ALNUM))
add("code/livekit-access-token", """from livekit import api

token = (
    api.AccessToken("API{1}", "{0}")
    .with_identity(user_id)
    .with_grants(api.VideoGrants(room_join=True, room=room))
    .to_jwt()
)""", r(43, ALNUM), r(12, ALNUM))
la("""token = api.AccessToken(os.environ["LIVEKIT_API_KEY"], os.environ["LIVEKIT_API_SECRET"])
# LIVEKIT_URL=wss://acme-{0}.livekit.cloud""", r(8, LOWER_NUM))
add("code/daily-co-rooms", """const r = await fetch('https://api.daily.co/v1/rooms', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: `Bearer {0}` },
  body: JSON.stringify({ properties: { exp: Math.floor(Date.now()/1000) + 3600 } }),
})""", r(64, HEX))
add("code/fauna-client", """import { Client, fql } from 'fauna'

const client = new Client({ secret: '{0}' })""", "fnA" + r(37, URLSAFE))
add("code/sparkpost-node", """const SparkPost = require('sparkpost')
const sp = new SparkPost('{0}', { origin: 'https://api.eu.sparkpost.com:443' })""", r(40, HEX))
add("code/loops-so", """import { LoopsClient } from 'loops'

const loops = new LoopsClient('{0}')
await loops.sendTransactionalEmail({ transactionalId: 'clx{1}', email })""", r(32, HEX), r(22, LOWER_NUM))
la("""await loops.sendTransactionalEmail({
  transactionalId: 'clx{0}',
  email: 'ada@example.com',
  dataVariables: { resetUrl },
})""", r(22, LOWER_NUM))
add("code/customerio-track", """from customerio import CustomerIO, Regions

cio = CustomerIO("{1}", "{0}", region=Regions.EU)""", r(20, HEX), r(20, HEX))
add("code/magicbell-server", """const magicbell = new MagicBell({
  apiKey: '{1}',
  apiSecret: '{0}',
})""", r(40, ALNUM), r(40, HEX))
add("code/checkly-ts", """// checkly.config.ts
process.env.CHECKLY_API_KEY ??= 'cu_{0}'
process.env.CHECKLY_ACCOUNT_ID ??= '{1}'""", r(32, HEX), uuid4())
la("""export default defineConfig({
  projectName: 'Storefront checks',
  logicalId: 'storefront-checks',
  checks: { locations: ['eu-west-1', 'us-east-1'], frequency: 10 },
})""")
add("code/highlight-backend", """H.init({
  projectID: '{1}',
  serviceName: 'api',
  environment: 'production',
})
// private project api key for the REST export
const HIGHLIGHT_API_KEY = '{0}'""", r(40, ALNUM), r(6, LOWER_NUM))
add("code/plausible-stats-api", """PLAUSIBLE_HEADERS = {"Authorization": "Bearer {0}"}
res = requests.get("https://plausible.io/api/v1/stats/aggregate",
                   params={"site_id": "acme.dev", "period": "30d"}, headers=PLAUSIBLE_HEADERS)""", r(64, URLSAFE))
la("""<script defer data-domain="acme.dev" src="https://plausible.io/js/script.js"></script>""")
add("code/cronitor-python", """import cronitor
cronitor.api_key = '{0}'

@cronitor.job('nightly-etl')
def run(): ...""", r(32, HEX))
la("""# telemetry key comes from CRONITOR_TELEMETRY_KEY; placeholder in the README example
requests.get("https://cronitor.link/p/{0}/nightly-etl?state=complete")""".replace("{0}", "<your-telemetry-key>"))
add("code/pipedream-connect", """from pipedream import Pipedream

pd = Pipedream(
    project_id="proj_{1}",
    client_id="{2}",
    client_secret="{0}",
)""", r(43, URLSAFE), r(7, ALNUM), r(43, URLSAFE))
add("code/redpanda-kafka-python", """producer = KafkaProducer(
    bootstrap_servers="seed-{1}.any.eu-central-1.mpx.prd.cloud.redpanda.com:9092",
    security_protocol="SASL_SSL",
    sasl_mechanism="SCRAM-SHA-256",
    sasl_plain_username="ingest",
    sasl_plain_password="{0}",
)""", pw(), r(8, LOWER_NUM))
la("""producer = KafkaProducer(
    bootstrap_servers=os.environ["REDPANDA_BROKERS"],
    security_protocol="SASL_SSL",
    sasl_mechanism="SCRAM-SHA-256",
    sasl_plain_username=os.environ["REDPANDA_USER"],
    sasl_plain_password=os.environ["REDPANDA_PASS"],
)""")
add("code/opensearch-py", """client = OpenSearch(
    hosts=[{"host": "search-logs-{1}.eu-west-1.es.amazonaws.com", "port": 443}],
    http_auth=("admin", "{0}"),
    use_ssl=True,
)""", pw(), r(26, LOWER_NUM))
la("""# docker run -e OPENSEARCH_INITIAL_ADMIN_PASSWORD=${OPENSEARCH_INITIAL_ADMIN_PASSWORD} opensearchproject/opensearch:2.15.0
client = OpenSearch(hosts=[{"host": "localhost", "port": 9200}], http_auth=auth, use_ssl=True, verify_certs=False)""")
add("code/prefect-cloud-key-env", """import os

os.environ.setdefault("PREFECT_API_KEY", "pnu_{0}")
os.environ.setdefault("PREFECT_API_URL", "https://api.prefect.cloud/api/accounts/{1}/workspaces/{2}")""", r(36, ALNUM), uuid4(), uuid4())
la("""PREFECT_API_URL=https://api.prefect.cloud/api/accounts/{0}/workspaces/{1}
PREFECT_API_KEY=${{ secrets.PREFECT_API_KEY }}""", uuid4(), uuid4())
add("code/dagster-resource", """defs = Definitions(
    assets=[orders, customers],
    resources={
        "warehouse": SnowflakeResource(
            account="xy12345.eu-west-1",
            user="DAGSTER_SVC",
            password="{0}",
            database="ANALYTICS",
        ),
    },
)""", pw())
la("""defs = Definitions(
    assets=[orders, customers],
    resources={
        "warehouse": SnowflakeResource(
            account=EnvVar("SNOWFLAKE_ACCOUNT"),
            user=EnvVar("SNOWFLAKE_USER"),
            password=EnvVar("SNOWFLAKE_PASSWORD"),
        ),
    },
)""")
add("code/dramatiq-redis-broker", """from dramatiq.brokers.redis import RedisBroker

broker = RedisBroker(host="redis-12043.c250.eu-central-1-1.ec2.redns.redis-cloud.com", port=12043,
                     password="{0}")""", r(32, ALNUM))
add("code/motherduck-connect", """import duckdb

con = duckdb.connect("md:analytics?motherduck_token={0}")""", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + b64url(90) + "." + b64url(32))
la("""con = duckdb.connect("md:analytics")  # token comes from motherduck_token in the environment
con.sql("SELECT count(*) FROM orders WHERE created_at > now() - INTERVAL 7 DAY").show()""")
add("code/airbyte-api", """from airbyte_api import AirbyteAPI, models

s = AirbyteAPI(security=models.Security(
    client_credentials=models.SchemeClientCredentials(
        client_id="{1}",
        client_secret="{0}",
        token_url="v1/applications/token",
    ),
))""", r(32, ALNUM), uuid4())
add("code/fivetran-basic", """auth = HTTPBasicAuth("{1}", "{0}")
resp = requests.post(f"https://api.fivetran.com/v1/connectors/{cid}/sync", auth=auth)""", r(32, ALNUM), r(16, ALNUM))
la("""resp = requests.post(f"https://api.fivetran.com/v1/connectors/{0}/sync", auth=fivetran_auth())
print(resp.json()["data"]["sync_state"])""", "bright_" + r(6, LOWER) + "_" + r(6, LOWER))
add("code/incidentio-go", """client, _ := incidentio.NewClientWithResponses("https://api.incident.io",
    incidentio.WithRequestEditorFn(func(ctx context.Context, req *http.Request) error {
        req.Header.Set("Authorization", "Bearer inc_{0}")
        return nil
    }))""", r(40, ALNUM))
add("code/rootly-ruby", """Rootly.configure do |c|
  c.api_token = "rootly_{0}"
end""", r(64, HEX))
add("code/smtp2go-django-smtp", """EMAIL_HOST = "mail.smtp2go.com"
EMAIL_PORT = 2525
EMAIL_HOST_USER = "acme-notify"
EMAIL_HOST_PASSWORD = "{0}"
DEFAULT_FROM_EMAIL = "noreply@acme.dev\"""", pw())
add("code/elasticemail-php", """$config = ElasticEmail\\Configuration::getDefaultConfiguration()
    ->setApiKey('X-ElasticEmail-ApiKey', '{0}');""", r(96, UPPER_NUM))
add("code/uptrace-dsn", """uptrace.configure_opentelemetry(
    dsn="https://{0}@api.uptrace.dev?grpc=4317",
    service_name="checkout",
    service_version="1.8.2",
)""", r(22, URLSAFE))
add("code/logflare-pino", """const stream = createWriteStream({
  apiKey: '{0}',
  sourceToken: '{1}',
})""", r(12, URLSAFE), uuid4())
la("""const stream = createWriteStream({
  apiKey: process.env.LOGFLARE_API_KEY,
  sourceToken: '{0}',  // source id, visible in the dashboard URL
})""", uuid4())
add("code/openpanel-server", """const op = new OpenPanel({
  clientId: '{1}',
  clientSecret: 'sec_{0}',
})""", r(20, HEX), uuid4())
la("""window.op('init', {
  clientId: '{0}',
  trackScreenViews: true,
  trackOutgoingLinks: true,
})""", uuid4())
add("code/umami-api-login", """const { token } = await fetch(`${UMAMI_URL}/api/auth/login`, {
  method: 'POST',
  body: JSON.stringify({ username: 'admin', password: '{0}' }),
}).then(r => r.json())""", pw())
la("""# Umami ships with admin / umami on first boot; change it in Settings → Profile.
UMAMI_URL=https://stats.acme.dev""")
add("code/baselime-otel", """const sdk = new BaselimeSDK({
  service: 'orders-api',
  baselimeKey: '{0}',
  instrumentations: [getNodeAutoInstrumentations()],
})""", r(40, ALNUM))
add("code/signoz-otlp-headers", """exporter = OTLPSpanExporter(
    endpoint="https://ingest.eu.signoz.cloud:443",
    headers={"signoz-ingestion-key": "{0}"},
)""", uuid4())
la("""exporter = OTLPSpanExporter(
    endpoint="https://ingest.eu.signoz.cloud:443",
    headers={"signoz-ingestion-key": os.environ["SIGNOZ_INGESTION_KEY"]},
)""")
add("code/instatus-api", """INSTATUS = {"Authorization": "Bearer {0}"}
requests.post(f"https://api.instatus.com/v1/{page_id}/incidents", headers=INSTATUS, json=payload)""", r(32, HEX))
add("code/firehydrant-go", """fh, err := firehydrant.NewRestClient("fhb-{0}")""", r(32, HEX))
add("code/ntfy-publish", """requests.post("https://ntfy.acme.dev/deploys",
    data="prod deploy finished",
    headers={"Authorization": "Bearer tk_{0}"})""", r(29, LOWER_NUM))
la("""requests.post("https://ntfy.sh/acme-deploys-public", data="prod deploy finished", headers={"Tags": "rocket"})""")
add("code/cockroach-psycopg", """conn = psycopg.connect(
    "postgresql://app:{0}@free-tier14.aws-eu-west-1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full"
)""", r(22, URLSAFE))
la("""conn = psycopg.connect(os.environ["DATABASE_URL"])  # postgresql://app:***@free-tier14.aws-eu-west-1.cockroachlabs.cloud:26257/defaultdb""")
add("code/yugabyte-jdbc", """String url = "jdbc:yugabytedb://us-east-1.{1}.aws.yugabyte.cloud:5433/yugabyte?ssl=true&sslmode=verify-full";
Connection conn = DriverManager.getConnection(url, "admin", "{0}");""", pw(), uuid4())
add("code/singlestore-node", """const conn = await mysql.createConnection({
  host: 'svc-{1}-dml.aws-virginia-6.svc.singlestore.com',
  port: 3306,
  user: 'admin',
  password: '{0}',
  database: 'events',
})""", pw(), uuid4())
la("""const conn = await mysql.createConnection({
  host: process.env.SINGLESTORE_HOST,
  port: 3306,
  user: process.env.SINGLESTORE_USER,
  password: process.env.SINGLESTORE_PASSWORD,
  database: 'events',
})""")
add("code/hightouch-api", """HIGHTOUCH = httpx.Client(base_url="https://api.hightouch.com/api/v1",
                         headers={"Authorization": "Bearer {0}"})""", uuid4())
add("code/quarkus-test-profile", """@QuarkusTestResource(PostgresResource.class)
public class OrderResourceTest {
    static Map<String, String> overrides = Map.of(
        "quarkus.datasource.username", "orders",
        "quarkus.datasource.password", "{0}");
}""", pw())
add("code/ktor-jwt", """install(Authentication) {
    jwt("auth-jwt") {
        realm = "acme"
        verifier(JWT.require(Algorithm.HMAC256("{0}")).withIssuer("https://acme.dev").build())
    }
}""", b64(32))
la("""install(Authentication) {
    jwt("auth-jwt") {
        realm = environment.config.property("jwt.realm").getString()
        verifier(JWT.require(Algorithm.HMAC256(environment.config.property("jwt.secret").getString())).build())
    }
}""")
add("code/nest-typeorm-module", """TypeOrmModule.forRoot({
  type: 'postgres',
  host: 'db.internal',
  port: 5432,
  username: 'nest',
  password: '{0}',
  database: 'shop',
  autoLoadEntities: true,
})""", pw())
la("""TypeOrmModule.forRootAsync({
  inject: [ConfigService],
  useFactory: (cfg: ConfigService) => ({
    type: 'postgres',
    url: cfg.getOrThrow('DATABASE_URL'),
    autoLoadEntities: true,
  }),
})""")
add("code/pydantic-settings-default", """class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env")
    stripe_webhook_secret: str = "whsec_{0}"
    debug: bool = False""", r(32, ALNUM))
la("""class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env")
    stripe_webhook_secret: SecretStr
    database_url: PostgresDsn = "postgresql://postgres:postgres@localhost:5432/app"
    debug: bool = False""")
add("code/phoenix-runtime-exs", """config :acme, Acme.Repo,
  username: "acme",
  password: "{0}",
  hostname: "db.prod.internal",
  pool_size: 15""", pw())
la("""config :acme, AcmeWeb.Endpoint,
  secret_key_base: System.fetch_env!("SECRET_KEY_BASE"),
  url: [host: "acme.dev", port: 443, scheme: "https"]""")
add("code/micronaut-test-props", """@MicronautTest
@Property(name = "datasources.default.password", value = "{0}")
class BookRepositoryTest {""", pw())
add("code/go-smtp-plainauth", """auth := smtp.PlainAuth("", "alerts@acme.dev", "{0}", "smtp.office365.com")
err := smtp.SendMail("smtp.office365.com:587", auth, from, to, msg)""", pw())
la("""auth := smtp.PlainAuth("", cfg.SMTPUser, cfg.SMTPPassword, cfg.SMTPHost)
err := smtp.SendMail(cfg.SMTPHost+":587", auth, from, to, msg)""")
add("code/rust-reqwest-basic", """let resp = client
    .get("https://registry.acme.dev/v2/_catalog")
    .basic_auth("ci-bot", Some("{0}"))
    .send()
    .await?;""", pw())
add("code/csharp-npgsql-builder", """var csb = new NpgsqlConnectionStringBuilder
{
    Host = "pg-orders.postgres.database.azure.com",
    Username = "orders_app",
    Password = "{0}",
    Database = "orders",
    SslMode = SslMode.Require,
};""", pw())
la("""var csb = new NpgsqlConnectionStringBuilder(builder.Configuration.GetConnectionString("Orders"))
{
    Password = await secretClient.GetSecretAsync("orders-db-password").ConfigureAwait(false) is { } s ? s.Value.Value : null,
};""")

# ============================================================ config: framework and service files
add("config/django-databases", """DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "shop",
        "USER": "shop",
        "PASSWORD": "{0}",
        "HOST": "shop-db.cluster-c8x2.eu-west-1.rds.amazonaws.com",
        "PORT": "5432",
    }
}""", pw())
la("""DATABASES = {
    "default": env.db("DATABASE_URL", default="postgres://postgres:postgres@localhost:5432/shop"),
}
SECRET_KEY = env("DJANGO_SECRET_KEY")""")
add("config/rails-database-yml", """production:
  <<: *default
  database: storefront_production
  username: storefront
  password: {0}
  host: storefront-db.internal""", pw())
la("""production:
  <<: *default
  database: storefront_production
  username: storefront
  password: <%= ENV["STOREFRONT_DATABASE_PASSWORD"] %>""")
add("config/quarkus-application-properties", """quarkus.datasource.db-kind=postgresql
quarkus.datasource.username=inventory
quarkus.datasource.password={0}
quarkus.datasource.jdbc.url=jdbc:postgresql://pg.prod.internal:5432/inventory""", pw())
la("""quarkus.datasource.db-kind=postgresql
quarkus.datasource.username=${DB_USER:inventory}
quarkus.datasource.password=${DB_PASSWORD}
%dev.quarkus.datasource.devservices.enabled=true""")
add("config/spring-mail-yaml", """spring:
  mail:
    host: smtp.sendinblue.example-relay.net
    port: 587
    username: notifications@acme.dev
    password: {0}
    properties.mail.smtp.starttls.enable: true""", pw())
la("""spring:
  mail:
    host: ${MAIL_HOST:localhost}
    port: ${MAIL_PORT:1025}
    username: ${MAIL_USERNAME:}
    password: ${MAIL_PASSWORD:}""")
add("config/ktor-hocon", """ktor {
  deployment { port = 8080 }
}
jwt {
  domain = "https://acme.dev/"
  audience = "api"
  realm = "acme"
  secret = "{0}"
}""", r(40, ALNUM))
la("""jwt {
  domain = "https://acme.dev/"
  audience = "api"
  secret = ${?JWT_SECRET}
}""")
add("config/play-application-conf", """play.http.secret.key = "{0}"
play.filters.hosts.allowed = [".acme.dev", "localhost:9000"]""", r(64, ALNUM))
la("""play.http.secret.key = "changeme"
play.http.secret.key = ${?APPLICATION_SECRET}""")
add("config/symfony-env-local", """###> symfony/framework-bundle ###
APP_ENV=prod
APP_SECRET={0}
###< symfony/framework-bundle ###""", r(32, HEX))
la("""###> symfony/framework-bundle ###
APP_ENV=dev
APP_SECRET=
###< symfony/framework-bundle ###
###> doctrine/doctrine-bundle ###
DATABASE_URL="postgresql://app:!ChangeMe!@127.0.0.1:5432/app?serverVersion=16&charset=utf8"
###< doctrine/doctrine-bundle ###""")
add("config/dotenv-workos", """WORKOS_CLIENT_ID=client_{1}
WORKOS_API_KEY={0}
WORKOS_COOKIE_PASSWORD={2}
NEXT_PUBLIC_WORKOS_REDIRECT_URI=http://localhost:3000/callback""", "sk_test_" + r(50, ALNUM), r(26, UPPER_NUM), r(32, ALNUM))
add("config/dotenv-kinde", """KINDE_CLIENT_ID={1}
KINDE_CLIENT_SECRET={0}
KINDE_ISSUER_URL=https://acme.kinde.com
KINDE_SITE_URL=http://localhost:3000""", r(48, ALNUM), r(32, HEX))
la("""KINDE_CLIENT_ID=<your_kinde_client_id>
KINDE_CLIENT_SECRET=<your_kinde_client_secret>
KINDE_ISSUER_URL=https://<your_kinde_subdomain>.kinde.com
KINDE_SITE_URL=http://localhost:3000""")
add("config/dotenv-lago", """LAGO_API_URL=http://localhost:3000
LAGO_API_KEY={0}
LAGO_WEBHOOK_SECRET={1}""", uuid4(), r(32, HEX))
add("config/dotenv-customerio", """CUSTOMERIO_SITE_ID={1}
CUSTOMERIO_TRACK_API_KEY={0}
CUSTOMERIO_APP_API_KEY={2}""", r(20, HEX), r(20, HEX), r(32, HEX))
la("""CUSTOMERIO_SITE_ID=
CUSTOMERIO_TRACK_API_KEY=
CUSTOMERIO_APP_API_KEY=
# get these from Settings → Workspace Settings → API Credentials""")
add("config/dotenv-deepseek-modal", """# .env.local
DEEPSEEK_API_KEY={0}
MODAL_TOKEN_ID=ak-{1}
MODAL_TOKEN_SECRET={2}""", "sk-" + r(32, HEX), r(22, ALNUM), "as-" + r(22, ALNUM))
add("config/dotenv-statsig", """STATSIG_SERVER_SECRET=secret-{0}
NEXT_PUBLIC_STATSIG_CLIENT_KEY=client-{1}""", r(43, ALNUM), r(43, ALNUM))
la("""NEXT_PUBLIC_STATSIG_CLIENT_KEY=client-{0}
STATSIG_SERVER_SECRET=${STATSIG_SERVER_SECRET}""", r(43, ALNUM))
add("config/dotenv-sparkpost", """SPARKPOST_API_KEY={0}
SPARKPOST_ENDPOINT=https://api.eu.sparkpost.com""", r(40, HEX))
add("config/dotenv-recurly", """RECURLY_SUBDOMAIN=acme
RECURLY_PRIVATE_API_KEY={0}
RECURLY_PUBLIC_KEY=ewr1-{1}""", r(32, HEX), r(22, ALNUM))
la("""RECURLY_SUBDOMAIN=acme
RECURLY_PUBLIC_KEY=ewr1-{0}
# private key lives in 1Password: op://Billing/Recurly/private-api-key""", r(22, ALNUM))
add("config/gunicorn-conf-env", """# gunicorn.conf.py
bind = "0.0.0.0:8000"
workers = 4
raw_env = [
    "DJANGO_SETTINGS_MODULE=shop.settings.prod",
    "DJANGO_SECRET_KEY={0}",
]""", r(50, ALNUM + "!@#%^&*(-_=+)"))
add("config/uwsgi-ini", """[uwsgi]
module = app.wsgi:application
master = true
processes = 4
env = DATABASE_URL=postgres://app:{0}@10.0.3.14:5432/app
env = SENTRY_ENVIRONMENT=production""", pw())
la("""[uwsgi]
module = app.wsgi:application
master = true
processes = 4
env = SENTRY_ENVIRONMENT=production
for-readline = /etc/app/env
  env = %(_)
endfor =""")
add("config/tomcat-users-xml", """<tomcat-users xmlns="http://tomcat.apache.org/xml" version="1.0">
  <role rolename="manager-gui"/>
  <user username="deploy" password="{0}" roles="manager-gui,manager-script"/>
</tomcat-users>""", pw())
la("""<tomcat-users xmlns="http://tomcat.apache.org/xml" version="1.0">
<!--
  <user username="admin" password="<must-be-changed>" roles="manager-gui"/>
  <user username="robot" password="<must-be-changed>" roles="manager-script"/>
-->
</tomcat-users>""")
add("config/jetty-realm-properties", """# realm.properties
admin: {0},server-administrator,content-administrator
guest: guest,read-only""", pw())
add("config/wildfly-datasource-xml", """<datasource jndi-name="java:jboss/datasources/OrdersDS" pool-name="OrdersDS">
    <connection-url>jdbc:postgresql://pg:5432/orders</connection-url>
    <driver>postgresql</driver>
    <security>
        <user-name>orders</user-name>
        <password>{0}</password>
    </security>
</datasource>""", pw())
la("""<datasource jndi-name="java:jboss/datasources/OrdersDS" pool-name="OrdersDS">
    <connection-url>jdbc:postgresql://pg:5432/orders</connection-url>
    <security>
        <user-name>${env.DB_USER}</user-name>
        <password>${env.DB_PASSWORD}</password>
    </security>
</datasource>""")
add("config/pgbouncer-userlist", """; /etc/pgbouncer/userlist.txt
"pgbouncer" "{0}"
"app" "SCRAM-SHA-256$4096:{1}$StoredKey:ServerKey\"""", pw(), b64(16))
add("config/odbc-ini", """[OrdersProd]
Driver = ODBC Driver 18 for SQL Server
Server = tcp:orders-sql.database.windows.net,1433
Database = orders
UID = reporting
PWD = {0}
Encrypt = yes""", pw())
la("""[OrdersProd]
Driver = ODBC Driver 18 for SQL Server
Server = tcp:orders-sql.database.windows.net,1433
Database = orders
Authentication = ActiveDirectoryMsi
Encrypt = yes""")
add("config/nginx-proxy-set-header", """location /upstream/ {
    proxy_pass https://partner-api.example.net/;
    proxy_set_header X-Partner-Key "{0}";
    proxy_set_header Host partner-api.example.net;
}""", r(40, ALNUM))
add("config/redis-conf-masterauth", """# redis.conf (replica)
replicaof 10.0.1.20 6379
masterauth {0}
requirepass {0}""", r(32, ALNUM))
la("""# redis.conf
# requirepass foobared
bind 127.0.0.1 -::1
protected-mode yes""")
add("config/mosquitto-bridge", """connection cloud-bridge
address a{1}-ats.iot.eu-west-1.amazonaws.com:8883
remote_username bridge-gw-17
remote_password {0}
topic sensors/# out 1""", pw(), r(13, LOWER_NUM))
add("config/rclone-conf", """[b2-backups]
type = b2
account = {1}
key = {0}
hard_delete = true""", "K005" + r(27, ALNUM), "005" + r(22, HEX))
la("""[b2-backups]
type = b2
account = {0}
key = *** ENCRYPTED ***
hard_delete = true""", "005" + r(22, HEX))
add("config/restic-env", """export RESTIC_REPOSITORY=s3:s3.eu-central-003.backblazeb2.com/acme-restic
export RESTIC_PASSWORD='{0}'
export AWS_DEFAULT_REGION=eu-central-003""", pw() + r(8))
la("""export RESTIC_REPOSITORY=s3:s3.eu-central-003.backblazeb2.com/acme-restic
export RESTIC_PASSWORD_FILE=/etc/restic/password
export RESTIC_PASSWORD_COMMAND='op read op://Infra/restic/password'""")
add("config/compose-opensearch", """services:
  opensearch:
    image: opensearchproject/opensearch:2.15.0
    environment:
      - discovery.type=single-node
      - OPENSEARCH_INITIAL_ADMIN_PASSWORD={0}
    ports: ["9200:9200"]""", pw() + "!")
la("""services:
  opensearch:
    image: opensearchproject/opensearch:2.15.0
    environment:
      - discovery.type=single-node
      - OPENSEARCH_INITIAL_ADMIN_PASSWORD=${OPENSEARCH_INITIAL_ADMIN_PASSWORD:?set it in .env}""")
add("config/compose-cockroach-init", """  roach-init:
    image: cockroachdb/cockroach:v24.2.4
    entrypoint: ["./cockroach", "sql", "--insecure", "--host=roach1", "-e",
      "CREATE USER IF NOT EXISTS app WITH PASSWORD '{0}'; GRANT ALL ON DATABASE shop TO app;"]""", pw())
add("config/compose-unleash", """  unleash:
    image: unleashorg/unleash-server:6
    environment:
      DATABASE_URL: postgres://unleash:{0}@db/unleash
      INIT_ADMIN_API_TOKENS: "*:*.{1}"
""", pw(), r(56, HEX))
la("""  unleash:
    image: unleashorg/unleash-server:6
    environment:
      DATABASE_URL: postgres://postgres:unleash@db/postgres
      DATABASE_SSL: "false"
    # default login: admin / unleash4all — change after first boot""")
add("config/k8s-secret-stringdata", """apiVersion: v1
kind: Secret
metadata:
  name: checkout-env
  namespace: shop
type: Opaque
stringData:
  CHARGEBEE_API_KEY: live_{0}
  CHARGEBEE_SITE: acme""", r(34, ALNUM))
la("""apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: checkout-env
spec:
  secretStoreRef: { name: aws-sm, kind: ClusterSecretStore }
  data:
    - secretKey: CHARGEBEE_API_KEY
      remoteRef: { key: prod/checkout/chargebee, property: api_key }""")
add("config/kustomize-secretgenerator", """secretGenerator:
  - name: worker-secrets
    literals:
      - FLAGSMITH_SERVER_KEY=ser.{0}
      - LOG_LEVEL=info""", r(22, ALNUM))
la("""secretGenerator:
  - name: worker-secrets
    envs:
      - secrets.env   # gitignored, rendered by sops in CI
generatorOptions:
  disableNameSuffixHash: true""")
add("config/helm-values-airbyte", """global:
  database:
    type: external
    host: airbyte-db.internal
    user: airbyte
    password: "{0}"
  storage:
    type: minio""", pw())
la("""global:
  database:
    type: external
    secretName: airbyte-db-credentials
    passwordSecretKey: DATABASE_PASSWORD""")
add("config/gha-env-block", """jobs:
  e2e:
    runs-on: ubuntu-latest
    env:
      CHECKLY_API_KEY: cu_{0}
      CHECKLY_ACCOUNT_ID: {1}
    steps:
      - uses: actions/checkout@v4
      - run: npx checkly test --record""", r(32, HEX), uuid4())
la("""jobs:
  e2e:
    runs-on: ubuntu-latest
    env:
      CHECKLY_API_KEY: ${{ secrets.CHECKLY_API_KEY }}
      CHECKLY_ACCOUNT_ID: ${{ vars.CHECKLY_ACCOUNT_ID }}
    steps:
      - uses: actions/checkout@v4""")
add("config/gitlab-ci-services", """test:
  image: python:3.12
  services:
    - name: yugabytedb/yugabyte:2.23.0.0-b710
      alias: yb
  variables:
    YSQL_PASSWORD: "{0}"
    DATABASE_URL: "postgresql://yugabyte:{0}@yb:5433/yugabyte\"""", pw())
add("config/buildkite-pipeline-env", """steps:
  - label: ":rocket: deploy"
    command: ./scripts/deploy.sh
    env:
      RUNPOD_API_KEY: "rpa_{0}"
      DEPLOY_ENV: production""", r(40, UPPER_NUM))
la("""steps:
  - label: ":rocket: deploy"
    command: ./scripts/deploy.sh
    plugins:
      - seek-oss/aws-sm#v2.3.2:
          env:
            RUNPOD_API_KEY: prod/deploy/runpod-api-key""")
add("config/drone-yml-settings", """steps:
  - name: publish
    image: plugins/docker
    settings:
      repo: registry.acme.dev/api
      username: drone
      password: {0}""", pw())
la("""steps:
  - name: publish
    image: plugins/docker
    settings:
      repo: registry.acme.dev/api
      username: drone
      password:
        from_secret: registry_password""")
add("config/jenkins-credentials-xml", """<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
  <scope>GLOBAL</scope>
  <id>nexus-deploy</id>
  <username>deployer</username>
  <password>{0}</password>
</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>""", pw())
la("""<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
  <scope>GLOBAL</scope>
  <id>nexus-deploy</id>
  <username>deployer</username>
  <password>{AQAAABAAAAAQ{0}}</password>
</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>""".replace("{AQAAABAAAAAQ{0}}", "{AQAAABAAAAAQ" + "•" * 8 + "}"))
add("config/circleci-context-output", """$ circleci context show github acme release
+----------------------+-----------------------------------------+
| ENVIRONMENT VARIABLE | VALUE                                   |
+----------------------+-----------------------------------------+
| SPARKPOST_API_KEY    | {0} |
+----------------------+-----------------------------------------+""", r(40, HEX))
la("""$ circleci context show github acme release
+----------------------+-------+
| ENVIRONMENT VARIABLE | VALUE |
+----------------------+-------+
| SPARKPOST_API_KEY    | xxxx{0} |
| FLAGSMITH_SERVER_KEY | xxxx{1} |
+----------------------+-------+""", r(4, HEX), r(4, ALNUM))
add("config/pip-conf-index", """[global]
index-url = https://ci:{0}@pypi.acme.dev/simple/
timeout = 60""", pw())
la("""[global]
index-url = https://pypi.org/simple/
extra-index-url = https://pypi.acme.dev/simple/
keyring-provider = subprocess""")
add("config/yarnrc-yml", """npmScopes:
  acme:
    npmRegistryServer: "https://npm.pkg.acme.dev"
    npmAuthToken: "{0}"
    npmAlwaysAuth: true""", r(36, ALNUM))
la("""npmScopes:
  acme:
    npmRegistryServer: "https://npm.pkg.acme.dev"
    npmAuthToken: "${ACME_NPM_TOKEN}"
    npmAlwaysAuth: true""")
add("config/maven-settings-xml", """<servers>
  <server>
    <id>acme-releases</id>
    <username>deployer</username>
    <password>{0}</password>
  </server>
</servers>""", pw())
la("""<servers>
  <server>
    <id>acme-releases</id>
    <username>${env.MAVEN_USER}</username>
    <password>${env.MAVEN_PASSWORD}</password>
  </server>
</servers>""")
add("config/gradle-properties", """org.gradle.jvmargs=-Xmx4g
acmeArtifactoryUser=ci
acmeArtifactoryPassword={0}""", r(64, LOWER_NUM))
add("config/nuget-config", """<packageSourceCredentials>
  <acme>
    <add key="Username" value="ci" />
    <add key="ClearTextPassword" value="{0}" />
  </acme>
</packageSourceCredentials>""", pw())
la("""<packageSourceCredentials>
  <acme>
    <add key="Username" value="%NUGET_USER%" />
    <add key="ClearTextPassword" value="%NUGET_TOKEN%" />
  </acme>
</packageSourceCredentials>""")
add("config/docker-config-json", """{
  "auths": {
    "registry.acme.dev": {
      "auth": "{0}"
    }
  },
  "credsStore": ""
}""", base64.b64encode(("ci-bot:" + pw()).encode()).decode())
la("""{
  "auths": {
    "registry.acme.dev": {}
  },
  "credsStore": "desktop"
}""")
add("config/supervisor-program-env", """[program:worker]
command=/srv/app/.venv/bin/dramatiq app.tasks
environment=REDIS_URL="redis://:{0}@10.0.2.9:6379/0",PYTHONUNBUFFERED="1\"""", r(32, ALNUM))
add("config/php-ini-style-env", """; app.ini
[database]
driver = mysql
host = 10.0.4.2
user = shop
password = "{0}"
""", pw())
la("""; app.ini
[database]
driver = mysql
host = 127.0.0.1
user = root
password = ""   ; XAMPP default, local only
""")
add("config/appsettings-json", """{
  "ConnectionStrings": {
    "Default": "Server=tcp:shop-sql.database.windows.net,1433;Database=shop;User ID=shopapp;Password={0};Encrypt=True;"
  },
  "Logging": { "LogLevel": { "Default": "Information" } }
}""", pw())
la("""{
  "ConnectionStrings": {
    "Default": "Server=(localdb)\\\\mssqllocaldb;Database=shop;Trusted_Connection=True;MultipleActiveResultSets=true"
  }
}""")
add("config/terraform-tfvars", """region          = "eu-west-1"
db_username     = "app"
db_password     = "{0}"
instance_class  = "db.t4g.medium\"""", pw())
la("""variable "db_password" {
  type      = string
  sensitive = true
  description = "Master password; pass with TF_VAR_db_password"
}""")
add("config/ansible-vars-plain", """# group_vars/db.yml
postgresql_users:
  - name: app
    password: "{0}"
    encrypted: yes""", pw())
la("""# group_vars/db.yml
postgresql_users:
  - name: app
    password: "{{ vault_app_db_password }}"
db_admin_password: !vault |
  $ANSIBLE_VAULT;1.1;AES256
  {0}""", r(64, DIGITS))

# ============================================================ cli: everyday shell sessions
add("cli/psql-pgpassword-prefix", """$ PGPASSWORD='{0}' psql -h shop-db.cluster-c8x2.eu-west-1.rds.amazonaws.com -U shop -d shop -c '\\dt'""", pw())
la("""$ psql "$DATABASE_URL" -c '\\dt'
             List of relations
 Schema |      Name       | Type  | Owner
--------+-----------------+-------+-------
 public | orders          | table | shop""")
add("cli/mysqldump-p-attached", """$ mysqldump -h 10.0.4.2 -u shop -p{0} --single-transaction shop > shop-$(date +%F).sql""", pw())
la("""$ mysqldump -h 10.0.4.2 -u shop -p --single-transaction shop > shop-$(date +%F).sql
Enter password:""")
add("cli/cockroach-sql-url", """$ cockroach sql --url "postgresql://app:{0}@free-tier14.aws-eu-west-1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full\"""", r(22, URLSAFE))
add("cli/rpk-topic-create", """$ rpk topic create orders.v1 -p 6 --brokers seed-{1}.any.eu-central-1.mpx.prd.cloud.redpanda.com:9092 \\
    --tls-enabled --sasl-mechanism SCRAM-SHA-256 --user ingest --password '{0}'""", pw(), r(8, LOWER_NUM))
la("""$ rpk profile use prod
$ rpk topic describe orders.v1
SUMMARY
=======
NAME        orders.v1
PARTITIONS  6
REPLICAS    3""")
add("cli/curl-opensearch-u", """$ curl -sk -u 'admin:{0}' https://localhost:9200/_cat/indices?v""", pw())
la("""$ curl -sk -u "admin:$OPENSEARCH_ADMIN_PASSWORD" https://localhost:9200/_cluster/health?pretty
{
  "cluster_name" : "docker-cluster",
  "status" : "green",
  "number_of_nodes" : 1""")
add("cli/docker-run-e", """$ docker run -d --name umami -p 3000:3000 \\
    -e DATABASE_URL=postgresql://umami:{0}@db:5432/umami \\
    -e APP_SECRET={1} \\
    ghcr.io/umami-software/umami:postgresql-latest""", pw(), r(32, HEX))
la("""$ docker run -d --name umami -p 3000:3000 --env-file ./umami.env ghcr.io/umami-software/umami:postgresql-latest
{0}""", r(64, HEX))
add("cli/kubectl-create-secret-literal", """$ kubectl -n billing create secret generic lago-api \\
    --from-literal=LAGO_API_KEY={0} \\
    --from-literal=LAGO_API_URL=https://lago.internal""", uuid4())
la("""$ kubectl -n billing get secret lago-api -o jsonpath='{.data}' | jq 'keys'
[
  "LAGO_API_KEY",
  "LAGO_API_URL"
]""")
add("cli/helm-set-password", """$ helm upgrade --install airbyte airbyte/airbyte -n airbyte \\
    --set global.database.password='{0}' --set global.database.host=airbyte-db.internal""", pw())
la("""$ helm upgrade --install airbyte airbyte/airbyte -n airbyte -f values.yaml --version 1.1.0
Release "airbyte" has been upgraded. Happy Helming!
NAME: airbyte
REVISION: 14""")
add("cli/gh-secret-set-body", """$ gh secret set DEEPSEEK_API_KEY --body "{0}" --repo acme/agent-evals""", "sk-" + r(32, HEX))
la("""$ gh secret set DEEPSEEK_API_KEY --repo acme/agent-evals < /dev/stdin
? Paste your secret ********************************
✓ Set Actions secret DEEPSEEK_API_KEY for acme/agent-evals""")
add("cli/glab-variable-set", """$ glab variable set STYTCH_SECRET "secret-live-{0}" --masked --protected""", r(24, URLSAFE) + "=")
la("""$ glab variable list
KEY              PROTECTED  MASKED  EXPANDED  SCOPE
STYTCH_SECRET    true       true    true      *
STYTCH_PROJECT   false      false   true      *""")
add("cli/az-keyvault-secret-set", """$ az keyvault secret set --vault-name kv-shop-prod --name sparkpost-api-key --value {0}""", r(40, HEX))
la("""$ az keyvault secret show --vault-name kv-shop-prod --name sparkpost-api-key --query id -o tsv
https://kv-shop-prod.vault.azure.net/secrets/sparkpost-api-key/{0}""", r(32, HEX))
add("cli/aws-configure-set", """$ aws configure set aws_secret_access_key {0} --profile ci""", r(40, ALNUM + "/+"))
la("""$ aws configure list --profile ci
      Name                    Value             Type    Location
      ----                    -----             ----    --------
   profile                       ci           manual    --profile
access_key     ****************{0} shared-credentials-file
secret_key     ****************{1} shared-credentials-file
    region                eu-west-1      config-file    ~/.aws/config""", r(4, UPPER_NUM), r(4, ALNUM))
add("cli/twine-upload-p", """$ twine upload --repository-url https://pypi.acme.dev/ -u ci -p '{0}' dist/*""", pw())
la("""$ twine upload dist/*
Uploading distributions to https://upload.pypi.org/legacy/
Uploading acme_sdk-2.4.0-py3-none-any.whl
100% ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 41.2/41.2 kB • 00:00""")
add("cli/mvn-deploy-dpassword", """$ mvn -B deploy -Drepo.username=deployer -Drepo.password={0} -DskipTests""", pw())
add("cli/sqlpackage-tp", """> SqlPackage /Action:Publish /SourceFile:Shop.dacpac /TargetServerName:shop-sql.database.windows.net /TargetDatabaseName:shop /TargetUser:shopadmin /TargetPassword:{0}""", pw())
la("""> SqlPackage /Action:Publish /SourceFile:Shop.dacpac /TargetConnectionString:"$env:SHOP_SQL_CONN" /p:BlockOnPossibleDataLoss=false""")
add("cli/invoke-sqlcmd-password", """PS> Invoke-Sqlcmd -ServerInstance "sql01.corp.acme.dev" -Database Reports -Username rpt -Password '{0}' -Query "SELECT TOP 5 * FROM dbo.Jobs\"""", pw())
la("""PS> $cred = Get-Credential -UserName rpt -Message 'SQL login'
PS> Invoke-Sqlcmd -ServerInstance "sql01.corp.acme.dev" -Database Reports -Credential $cred -Query "SELECT TOP 5 * FROM dbo.Jobs\"""")
add("cli/modal-token-set", """$ modal token set --token-id ak-{1} --token-secret {0}""", "as-" + r(22, ALNUM), r(22, ALNUM))
la("""$ modal token new
The web browser should have opened for you to authenticate and get an API token.
Token verified successfully!
Token written to /home/dev/.modal.toml in profile acme.""")
add("cli/prefect-cloud-login-k", """$ prefect cloud login -k pnu_{0} --workspace acme/prod""", r(36, ALNUM))
la("""$ prefect cloud workspace ls
┏━━━━━━━━━━━━━━━━━━━━━┓
┃ Workspaces          ┃
┡━━━━━━━━━━━━━━━━━━━━━┩
│ * acme/prod         │
│   acme/staging      │
└─────────────────────┘""")
add("cli/livekit-cli-flags", """$ lk room list --url wss://acme-{1}.livekit.cloud --api-key API{2} --api-secret {0}""", r(43, ALNUM), r(8, LOWER_NUM), r(12, ALNUM))
add("cli/fauna-shell-secret", """$ fauna shell --secret={0} --url https://db.fauna.com""", "fnA" + r(37, URLSAFE))
add("cli/unleash-curl-token", """$ curl -s https://unleash.acme.dev/api/admin/projects -H "Authorization: user:{0}\"""", r(56, HEX))
add("cli/opensearch-securityadmin", """$ ./securityadmin.sh -cd ../securityconfig -icl -nhnv -cacert root-ca.pem -cert admin.pem -key admin-key.pem -keypass {0}""", pw())
add("cli/openssl-pkcs12-passout", """$ openssl pkcs12 -export -in tls.crt -inkey tls.key -out keystore.p12 -name jetty -passout pass:{0}""", pw())
la("""$ openssl pkcs12 -export -in tls.crt -inkey tls.key -out keystore.p12 -name jetty -passout env:KEYSTORE_PASSWORD
$ openssl x509 -in tls.crt -noout -fingerprint -sha256
sha256 Fingerprint={0}""", ":".join(r(2, "0123456789ABCDEF") for _ in range(32)))
add("cli/keytool-storepass", """$ keytool -importkeystore -srckeystore keystore.p12 -srcstoretype PKCS12 -destkeystore keystore.jks -srcstorepass {0} -deststorepass {0}""", pw())
la("""$ keytool -list -keystore $JAVA_HOME/lib/security/cacerts -storepass changeit | head -3
Keystore type: JKS
Keystore provider: SUN""")
add("cli/redis-cli-u-uri", """$ redis-cli -u 'rediss://default:{0}@redis-12043.c250.eu-central-1-1.ec2.redns.redis-cloud.com:12043' INFO keyspace""", r(32, ALNUM))
add("cli/mongodump-uri", """$ mongodump --uri="mongodb+srv://backup:{0}@shop.{1}.mongodb.net/shop" --gzip --archive=shop.gz""", pw(), r(5, LOWER_NUM))
la("""$ mongodump --uri="$MONGO_BACKUP_URI" --gzip --archive=shop.gz
2026-12-05T09:14:02.118+0000	writing shop.orders to archive 'shop.gz'
2026-12-05T09:14:07.551+0000	done dumping shop.orders (184213 documents)""")
add("cli/scp-sshpass", """$ sshpass -p '{0}' scp -o StrictHostKeyChecking=no build.tar.gz deploy@10.0.5.31:/srv/releases/""", pw())
la("""$ scp -i ~/.ssh/deploy_ed25519 build.tar.gz deploy@10.0.5.31:/srv/releases/
build.tar.gz                                  100%   38MB  42.1MB/s   00:00""")
add("cli/wget-password", """$ wget --user=mirror --password='{0}' https://downloads.acme.dev/internal/agent-2.1.0.tar.gz""", pw())
add("cli/ssh-copy-id-sshpass-env", """$ SSHPASS='{0}' sshpass -e ssh-copy-id -i ~/.ssh/id_ed25519.pub pi@192.168.1.44""", pw())
la("""$ ssh-copy-id -i ~/.ssh/id_ed25519.pub pi@192.168.1.44
/usr/bin/ssh-copy-id: INFO: 1 key(s) remain to be installed -- if you are prompted now it is to install the new keys
pi@192.168.1.44's password:""")
add("cli/git-clone-token-url", """$ git clone https://oauth2:{0}@gitlab.acme.dev/platform/infra.git""", "glpat-" + r(20, URLSAFE))
la("""$ git remote -v
origin	git@gitlab.acme.dev:platform/infra.git (fetch)
origin	git@gitlab.acme.dev:platform/infra.git (push)""")

# ============================================================ positional: bare arguments
add("positional/fly-secrets-set-pair", """$ ./scripts/set-secret.sh production WORKOS_API_KEY {0}""", "sk_live_" + r(50, ALNUM))
add("positional/netlify-env-set", """$ netlify env:set LOOPS_API_KEY {0} --context production""", r(32, HEX))
la("""$ netlify env:list --context production
| Key                | Value                          |
| LOOPS_API_KEY      | ************************************ |
| NODE_VERSION       | 20                             |""")
add("positional/railway-variables-set", """$ railway variables --set "CUSTOMERIO_APP_API_KEY={0}\"""", r(32, HEX))
add("positional/dokku-like-script", """$ ./bin/rotate-key cronitor {0}
rotated cronitor key for 4 services""", r(32, HEX))
add("positional/vercel-env-add-stdin-echo", """$ printf '%s' '{0}' | vercel env add UNKEY_ROOT_KEY production""", "unkey_" + r(24, ALNUM))
la("""$ vercel env add UNKEY_ROOT_KEY production
? What's the value of UNKEY_ROOT_KEY? [hidden]
✅  Added Environment Variable UNKEY_ROOT_KEY to Project acme-web [312ms]""")
add("positional/wrangler-secret-put-echo", """$ echo {0} | npx wrangler secret put RUDDERSTACK_WRITE_KEY""", r(27, ALNUM))
add("positional/supabase-secrets-set", """$ supabase secrets set MAGICBELL_API_SECRET={0} --project-ref {1}""", r(40, HEX), r(20, LOWER))
la("""$ supabase secrets list --project-ref {0}
  NAME                  | DIGEST
  ----------------------|------------------------------------------------------------------
  MAGICBELL_API_SECRET  | {1}""", r(20, LOWER), r(64, HEX))
add("positional/sentry-cli-like-login", """$ highlight-cli login {0}
Logged in to project {1}""", r(40, ALNUM), r(6, LOWER_NUM))
add("positional/nomad-var-put", """$ nomad var put nomad/jobs/api OPENPANEL_CLIENT_SECRET=sec_{0}""", r(20, HEX))
la("""$ nomad var get nomad/jobs/api
Namespace   = default
Path        = nomad/jobs/api
Create Time = 2026-12-04T16:02:11Z
Check Index = 2214""")
add("positional/just-recipe-arg", """$ just seed-prod admin@acme.dev '{0}'""", pw())

# ============================================================ header
add("header/stytch-basic-curl", """$ curl -s https://api.stytch.com/v1/users/search \\
    -u 'project-live-{1}:secret-live-{0}' \\
    -H 'Content-Type: application/json' -d '{"limit": 10}'""", r(24, URLSAFE) + "=", uuid4())
add("header/chargebee-basic", """GET /api/v2/subscriptions?limit=5 HTTP/1.1
Host: acme.chargebee.com
Authorization: Basic {0}""", base64.b64encode(("live_" + r(34, ALNUM) + ":").encode()).decode())
la("""GET /api/v2/subscriptions?limit=5 HTTP/1.1
Host: acme.chargebee.com
Authorization: Basic <base64 of api_key + ":">
Accept: application/json""")
add("header/unkey-bearer-http-file", """### verify key
POST https://api.unkey.dev/v1/keys.verifyKey
Authorization: Bearer unkey_{0}
Content-Type: application/json

{"apiId": "api_{1}", "key": "{{key}}"}""", r(24, ALNUM), r(22, ALNUM))
la("""### verify key
POST https://api.unkey.dev/v1/keys.verifyKey
Authorization: Bearer {{$dotenv UNKEY_ROOT_KEY}}
Content-Type: application/json""")
add("header/instatus-custom-scheme", """curl https://api.instatus.com/v2/pages \\
  -H "Authorization: Bearer {0}\"""", r(32, HEX))
add("header/x-api-key-airbyte-style", """> GET /v1/hooks/backfill HTTP/2
> Host: ingest.acme-partner.io
> X-Partner-Token: ptk.{0}
> User-Agent: curl/8.7.1""", r(48, ALNUM))
la("""> GET /v1/hooks/backfill HTTP/2
> Host: ingest.acme-partner.io
> X-Request-Id: {0}
> X-Partner-Token: [REDACTED]
> User-Agent: curl/8.7.1""", uuid4())
add("header/fauna-fetch-headers", """const res = await fetch('https://db.fauna.com/query/1', {
  method: 'POST',
  headers: { Authorization: 'Bearer fnA{0}', 'X-Format': 'simple' },
  body: JSON.stringify({ query: 'Product.all()' }),
})""", r(37, URLSAFE))
add("header/token-scheme-unknown", """GET /api/v3/reports/weekly HTTP/1.1
Host: reports.tally-analytics.io
Authorization: TallyKey {0}
Accept: text/csv""", r(44, ALNUM))
add("header/daily-co-httpie", """$ http POST https://api.daily.co/v1/meeting-tokens "Authorization:Bearer {0}" properties:='{"room_name":"standup"}'""", r(64, HEX))
add("header/amplitude-scim", """$ curl https://core.amplitude.com/scim/1/Users -H 'Authorization: Bearer {0}'""", r(40, ALNUM))
la("""$ curl -I https://api2.amplitude.com/2/httpapi
HTTP/2 405
x-amzn-requestid: {0}
server: envoy""", uuid4())
add("header/grpcurl-metadata", """$ grpcurl -H 'x-signoz-ingestion-key: {0}' ingest.eu.signoz.cloud:443 list""", uuid4())

# ============================================================ query and url
add("query/livekit-join-url", """Join link for QA: https://meet.livekit.io/custom?liveKitUrl=wss://acme-{1}.livekit.cloud&token={0}""", "eyJhbGciOiJIUzI1NiJ9." + b64url(140) + "." + b64url(32), r(8, LOWER_NUM))
add("query/oauth-callback-code", """127.0.0.1 - - [05/Dec/2026:10:42:18 +0000] "GET /api/auth/kinde_callback?code={0}&scope=openid%20profile%20email&state={1} HTTP/1.1" 302 0""", r(43, URLSAFE), r(32, HEX))
la("""127.0.0.1 - - [05/Dec/2026:10:42:18 +0000] "GET /api/auth/kinde_callback?state={0}&error=access_denied HTTP/1.1" 302 0""", r(32, HEX))
add("query/s3-presigned", """download: https://acme-exports.s3.eu-west-1.amazonaws.com/reports/2026-12.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=ASIA{1}%2F20261205%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261205T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Security-Token={2}&X-Amz-Signature={0}""", r(64, HEX), r(16, UPPER_NUM), b64(120).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D"))
la("""s3://acme-exports/reports/2026-12.csv
arn:aws:s3:::acme-exports/reports/*
https://acme-exports.s3.eu-west-1.amazonaws.com/reports/2026-12.csv (403 without a signature)""")
add("query/azure-blob-sas", """curl -o dump.bak "https://acmebackups.blob.core.windows.net/sql/shop-20261205.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-06T10:00:00Z&st=2026-12-05T10:00:00Z&spr=https&sig={0}\"""", b64(32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D"))
add("query/magicbell-hmac-param", """GET /notifications?user_email=ada%40acme.dev&user_hmac={0} HTTP/1.1""", b64(32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D"))
add("query/api-key-in-query", """requests.get("https://api.instatus.com/v1/pages?api_key={0}&per_page=50")""", r(32, HEX))
la("""requests.get("https://api.instatus.com/v1/pages", params={"per_page": 50, "page": 2}, headers=auth_headers())""")
add("url/redpanda-console-basic", """Console is at https://ops:{0}@console.redpanda.acme.dev/topics/orders.v1""", pw())
add("url/amqp-in-dramatiq", """broker = RabbitmqBroker(url="amqps://worker:{0}@b-{1}.mq.eu-west-1.amazonaws.com:5671/%2f")""", pw(), uuid4())
la("""broker = RabbitmqBroker(url=os.environ["AMQP_URL"])  # amqps://worker@b-{0}.mq.eu-west-1.amazonaws.com:5671""", uuid4())
add("url/ftp-in-cron", """15 3 * * * curl -T /var/backups/shop.sql.gz ftp://backup:{0}@storage.hetzner-box.example.de/shop/""", pw())
add("url/jdbc-password-param", """spring.datasource.url=jdbc:mysql://10.0.4.2:3306/shop?user=shop&password={0}&useSSL=true""", pw())
la("""spring.datasource.url=jdbc:mysql://10.0.4.2:3306/shop?useSSL=true&serverTimezone=UTC
spring.datasource.username=${DB_USER}
spring.datasource.password=${DB_PASSWORD}""")
add("url/webhook-with-secret-path", """Slack-style alert channel via ntfy: https://ntfy.acme.dev/alerts-{0}""", r(24, LOWER_NUM))

# ============================================================ sql
add("sql/cockroach-create-user", """root@free-tier14:26257/defaultdb> CREATE USER reporting WITH LOGIN PASSWORD '{0}';
CREATE ROLE""", pw())
la("""root@free-tier14:26257/defaultdb> CREATE USER reporting WITH LOGIN;
CREATE ROLE
root@free-tier14:26257/defaultdb> GRANT SELECT ON TABLE orders TO reporting;""")
add("sql/yugabyte-alter-role", """yugabyte=# ALTER ROLE app WITH PASSWORD '{0}' VALID UNTIL '2027-06-01';""", pw())
add("sql/singlestore-grant-identified", """GRANT SELECT, INSERT ON events.* TO 'ingest'@'%' IDENTIFIED BY '{0}';""", pw())
add("sql/opensearch-sql-none-mysql8", """mysql> ALTER USER 'shop'@'%' IDENTIFIED WITH caching_sha2_password BY '{0}';
Query OK, 0 rows affected (0.02 sec)""", pw())
la("""mysql> SELECT user, host, plugin FROM mysql.user WHERE user = 'shop';
+------+------+-----------------------+
| user | host | plugin                |
+------+------+-----------------------+
| shop | %    | caching_sha2_password |
+------+------+-----------------------+""")
add("sql/mssql-create-login-migration", """-- 2026_12_05_add_reporting_login.sql
CREATE LOGIN reporting WITH PASSWORD = N'{0}', CHECK_POLICY = ON;
CREATE USER reporting FOR LOGIN reporting;""", pw())
add("sql/pg-create-role-in-migration-py", """op.execute("CREATE ROLE metabase LOGIN PASSWORD '{0}' NOSUPERUSER")""", pw())
la("""op.execute("CREATE ROLE metabase NOLOGIN")
op.execute("GRANT USAGE ON SCHEMA analytics TO metabase")""")
add("sql/insert-api-client-seed", """INSERT INTO api_clients (name, client_id, client_secret) VALUES
  ('partner-portal', '{1}', '{0}');""", r(48, ALNUM), uuid4())
la("""INSERT INTO api_clients (name, client_id, client_secret_hash) VALUES
  ('partner-portal', '{0}', '$argon2id$v=19$m=65536,t=3,p=4${1}${2}');""", uuid4(), b64(16).rstrip("="), b64(32).rstrip("="))
add("sql/dblink-connstr", """SELECT * FROM dblink('host=10.0.7.3 dbname=legacy user=etl password={0}',
                      'SELECT id, email FROM customers') AS t(id int, email text);""", pw())

# ============================================================ trace: logs and test failures
add("trace/pytest-assert-settings", """    def test_settings_loaded():
        s = get_settings()
>       assert s.stripe_webhook_secret == "whsec_test"
E       AssertionError: assert 'whsec_{0}' == 'whsec_test'
E         - whsec_test
E         + whsec_{0}

tests/test_config.py:14: AssertionError""", r(32, ALNUM))
la("""    def test_settings_loaded():
        s = get_settings()
>       assert s.database_url.host == "localhost"
E       AssertionError: assert 'db' == 'localhost'

tests/test_config.py:19: AssertionError
FAILED tests/test_config.py::test_settings_loaded - AssertionError: assert 'db' == 'localhost'""")
add("trace/sqlalchemy-operationalerror-url", """sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: FATAL:  password authentication failed for user "app"
(Background on this error at: https://sqlalche.me/e/20/e3q8)
engine url: postgresql+psycopg://app:{0}@yb.internal:5433/yugabyte""", pw())
la("""sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: FATAL:  password authentication failed for user "app"
(Background on this error at: https://sqlalche.me/e/20/e3q8)
engine url: postgresql+psycopg://app:***@yb.internal:5433/yugabyte""")
add("trace/kafka-java-jaas-dump", """[main] INFO org.apache.kafka.clients.producer.ProducerConfig - ProducerConfig values:
	bootstrap.servers = [seed-{1}.any.eu-central-1.mpx.prd.cloud.redpanda.com:9092]
	sasl.jaas.config = org.apache.kafka.common.security.scram.ScramLoginModule required username="ingest" password="{0}";
	sasl.mechanism = SCRAM-SHA-256""", pw(), r(8, LOWER_NUM))
la("""[main] INFO org.apache.kafka.clients.producer.ProducerConfig - ProducerConfig values:
	sasl.jaas.config = [hidden]
	sasl.mechanism = SCRAM-SHA-256
	security.protocol = SASL_SSL""")
add("trace/node-unhandled-fetch", """TypeError: fetch failed
    at node:internal/deps/undici/undici:13502:13
  [cause]: ConnectTimeoutError: Connect Timeout Error (attempted address: api.loops.so:443)
request: { method: 'POST', url: 'https://app.loops.so/api/v1/transactional', headers: { authorization: 'Bearer {0}' } }""", r(32, HEX))
add("trace/celery-worker-banner", """ -------------- celery@worker-7f9c v5.4.0 (opalescent)
--- ***** -----
-- ******* ---- Linux-6.8.0-1019-aws-x86_64 2026-12-05 10:11:42
- *** --- * ---
- ** ---------- [config]
- ** ---------- .> app:         shop:0x7f2e1c
- ** ---------- .> transport:   redis://:{0}@10.0.2.9:6379/0""", r(32, ALNUM))
la(""" -------------- celery@worker-7f9c v5.4.0 (opalescent)
- ** ---------- [config]
- ** ---------- .> app:         shop:0x7f2e1c
- ** ---------- .> transport:   redis://:**@10.0.2.9:6379/0
- ** ---------- .> results:     disabled://""")
add("trace/docker-inspect-env", """$ docker inspect umami --format '{{json .Config.Env}}'
["DATABASE_URL=postgresql://umami:{0}@db:5432/umami","APP_SECRET={1}","PATH=/usr/local/sbin:/usr/local/bin"]""", pw(), r(32, HEX))
add("trace/go-panic-dsn", """panic: dial tcp 10.0.4.2:3306: connect: connection refused
	dsn="shop:{0}@tcp(10.0.4.2:3306)/shop?parseTime=true"

goroutine 1 [running]:
main.mustOpen(...)
	/src/cmd/api/main.go:41 +0x1c5""", pw())
la("""panic: dial tcp 10.0.4.2:3306: connect: connection refused

goroutine 1 [running]:
main.mustOpen(...)
	/src/cmd/api/main.go:41 +0x1c5
exit status 2""")
add("trace/jest-snapshot-config", """  ● config › builds client options

    expect(received).toMatchSnapshot()

    - Snapshot  - 1
    + Received  + 1

      Object {
        "apiSecret": "{0}",
    -   "region": "us",
    +   "region": "eu",
      }""", r(40, HEX))
add("trace/rails-log-params", """Started POST "/admin/integrations" for 10.0.0.14 at 2026-12-05 10:20:11 +0000
Processing by Admin::IntegrationsController#create as HTML
  Parameters: {"authenticity_token"=>"[FILTERED]", "integration"=>{"provider"=>"recurly", "private_key"=>"{0}"}}""", r(32, HEX))
la("""Started POST "/admin/integrations" for 10.0.0.14 at 2026-12-05 10:20:11 +0000
Processing by Admin::IntegrationsController#create as HTML
  Parameters: {"authenticity_token"=>"[FILTERED]", "integration"=>{"provider"=>"recurly", "private_key"=>"[FILTERED]"}}
Completed 302 Found in 48ms (ActiveRecord: 6.1ms | Allocations: 10412)""")
add("trace/dotnet-exception-connstr", """Unhandled exception. System.ArgumentException: Keyword not supported: 'sslmode'.
   at Microsoft.Data.SqlClient.SqlConnectionStringBuilder.GetIndex(String keyword)
 ConnectionString: Server=tcp:shop-sql.database.windows.net,1433;Database=shop;User ID=shopapp;Password={0};SslMode=Require""", pw())

# ============================================================ keymat
add("keymat/pkcs8-body-in-env", """# .env.production
APPLE_SIGNIN_KEY_ID={1}
APPLE_SIGNIN_PRIVATE_KEY={0}""", "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + b64(32)[:43] + "oAoGCCqGSM49AwEHoUQDQgAE" + b64(64)[:86], r(10, UPPER_NUM))
la("""# .env.production
APPLE_SIGNIN_KEY_ID={0}
APPLE_SIGNIN_TEAM_ID={1}
APPLE_SIGNIN_PRIVATE_KEY_PATH=/run/secrets/AuthKey_{0}.p8""", r(10, UPPER_NUM), r(10, UPPER_NUM))
add("keymat/jwk-private-json", """{
  "kty": "EC",
  "crv": "P-256",
  "kid": "kinde-m2m-2026-12",
  "x": "{1}",
  "y": "{2}",
  "d": "{0}"
}""", b64url(32), b64url(32), b64url(32))
la("""{
  "keys": [{
    "kty": "EC", "crv": "P-256", "use": "sig", "alg": "ES256",
    "kid": "kinde-m2m-2026-12",
    "x": "{0}",
    "y": "{1}"
  }]
}""", b64url(32), b64url(32))
add("keymat/rsa-body-yaml-no-armor", """github_app:
  app_id: 918273
  private_key: |
    MIIEowIBAAKCAQEA{0}""", "\n    ".join(b64(48) for _ in range(6)))
add("keymat/hardhat-private-key", """// hardhat.config.ts
networks: {
  sepolia: {
    url: 'https://eth-sepolia.g.alchemy.com/v2/' + process.env.ALCHEMY_KEY,
    accounts: ['0x{0}'],
  },
}""", r(64, HEX))
la("""// hardhat.config.ts
networks: {
  sepolia: {
    url: process.env.SEPOLIA_RPC_URL,
    accounts: process.env.DEPLOYER_KEY ? [process.env.DEPLOYER_KEY] : [],
  },
}
// deployer address: 0x{0}""", r(40, HEX))
add("keymat/seed-phrase-in-notes", """wallet for the testnet faucet bot (do not reuse on mainnet):
{0}""", " ".join(_rng.choice(["orbit", "velvet", "kitchen", "ankle", "raven", "debris", "humble", "quantum", "frost", "meadow", "lyrics", "canal", "tornado", "sugar", "pencil", "elbow", "gravity", "marble", "vintage", "oxygen", "budget", "clinic", "harvest", "noodle"]) for _ in range(12)))
add("keymat/ssh-ed25519-body", """deploy_key: |
  b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
  {0}""", "\n  ".join(b64(52) for _ in range(4)))
la("""deploy_key_pub: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{0} deploy@ci
known_hosts: gitlab.acme.dev ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{1}""", b64(32)[:43], b64(32)[:43])
add("keymat/age-secret-key", """# sops age key for the staging cluster
AGE-SECRET-KEY-1{0}""", r(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"))
la("""# .sops.yaml
creation_rules:
  - path_regex: k8s/staging/.*\\.yaml
    age: age1{0}""", r(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"))
add("keymat/wireguard-privatekey", """[Interface]
Address = 10.8.0.3/24
PrivateKey = {0}
DNS = 10.8.0.1""", b64(32))
la("""[Peer]
PublicKey = {0}
AllowedIPs = 10.8.0.0/24
Endpoint = vpn.acme.dev:51820
PersistentKeepalive = 25""", b64(32))

# ============================================================ split
add_split("split/python-paren-concat", """CHARGEBEE_KEY = (
    "live_{0}"
    "{1}"
)""", r(17, ALNUM), r(17, ALNUM))
add_split("split/js-plus-lines", """const DEEPSEEK_KEY =
  'sk-{0}' +
  '{1}'""", r(16, HEX), r(16, HEX))
add_split("split/shell-two-exports", """export LK_SECRET_A={0}
export LK_SECRET_B={1}
export LIVEKIT_API_SECRET="$LK_SECRET_A$LK_SECRET_B\"""", r(22, ALNUM), r(21, ALNUM))
add_split("split/terminal-wrapped-token", """$ echo $UNLEASH_API_TOKEN
default:production.{0}
{1}""", r(40, HEX), r(16, HEX))
add_split("split/kotlin-string-plus", """val flagsmithKey = "ser." +
    "{0}" +
    "{1}\"""", r(11, ALNUM), r(11, ALNUM))
add_split("split/yaml-folded-password", """db:
  password: >-
    {0}
    {1}""", pw(), pw())
add_split("split/chat-two-messages", """[10:41] maria: the fauna key for staging is fnA{0}
[10:41] maria: …and the rest: {1}""", r(20, URLSAFE), r(17, URLSAFE))
add_split("split/rust-concat-macro", """const SIGNING: &str = concat!("{0}", "{1}");""", r(24, ALNUM), r(24, ALNUM))

# ============================================================ private
add("private/numeric-entities-decimal", """Here are the staging creds, please don't store them:
&#60;private&#62;LOOPS_API_KEY={0}&#60;/private&#62;""", r(32, HEX))
add("private/hex-entities-lower", """&#x3c;private&#x3e;db pass {0}&#x3c;/private&#x3e; — use it only for the migration""", pw())
add("private/named-entities", """&lt;private&gt;{0}&lt;/private&gt; is the Chargebee test-site key""", "test_" + r(34, ALNUM))
add("private/upper-case-tag", """<PRIVATE>
CUSTOMERIO_APP_API_KEY={0}
</PRIVATE>""", r(32, HEX))
add("private/in-tool-call-json", """{"type":"tool_use","id":"toolu_{1}","name":"Write","input":{"file_path":".env","content":"<private>RECURLY_PRIVATE_API_KEY={0}</private>\\n"}}""", r(32, HEX), r(24, ALNUM))
add("private/in-markdown-list", """- staging: `https://staging.acme.dev`
- admin login: <private>admin / {0}</private>
- docs: see Notion""", pw())
add("private/attribute-spaced", """creds for the demo box: < private >{0}< /private >""", pw())
add("private/inside-code-fence", """```
<private>
OPENSEARCH_INITIAL_ADMIN_PASSWORD={0}
</private>
```""", pw() + "!")
la("""Wrap anything sensitive in <private></private> tags before pasting; the memory store drops the content between them.""")
la("""The `<private>` tag is handled by the hook; see the section on privacy in the plugin notes. Example: `<private>…</private>`.""")

# ============================================================ prose, several languages
add("prose/english-the-key-is", """ok so the Statsig server secret is secret-{0} — can you wire it into the edge config?""", r(43, ALNUM))
add("prose/english-password-for", """FYI the password for the tomcat manager on staging is {0}, same user as before (deploy)""", pw())
add("prose/spanish-clave", """La clave de la API de Lago para producción es {0}, ponla en el secret del cluster por favor.""", uuid4())
add("prose/german-passwort", """Das Passwort für die Redpanda-Konsole lautet {0} – bitte nicht ins Repo committen.""", pw())
add("prose/french-cle", """La clé secrète Kinde pour le tenant de recette est {0}, je l'ai régénérée ce matin.""", r(48, ALNUM))
add("prose/italian-password", """La password dell'utente admin di OpenSearch è {0}, l'ho messa anche in Vaultwarden.""", pw())
add("prose/dutch-wachtwoord", """Het wachtwoord van de SingleStore admin is {0}, verloopt eind van de maand.""", pw())
add("prose/portuguese-senha", """A senha do banco CockroachDB de homologação é {0} (usuário app).""", r(22, URLSAFE))
add("prose/japanese-api-key", """本番の DeepSeek API キーは {0} です。ローテーションは来週やります。""", "sk-" + r(32, HEX))
add("prose/korean-password", """스테이징 MySQL 비밀번호는 {0} 입니다. 공유 문서에는 넣지 마세요.""", pw())
add("prose/turkish-anahtar", """RunPod API anahtarı şu: {0} — deploy betiğine ekler misin?""", "rpa_" + r(40, UPPER_NUM))
add("prose/russian-token", """Токен для Unleash (production): {0}, выдал Андрей.""", "default:production." + r(56, HEX))
add("prose/english-agent-summary", """I've updated `.env.local` with the new Modal credentials (token id ak-{1}, token secret {0}) and restarted the dev server.""", "as-" + r(22, ALNUM), r(22, ALNUM))
add("prose/english-commit-message", """fix(billing): use new Recurly key

Old key was revoked; new private key is {0}. Will move to SM in #482.""", r(32, HEX))

# ============================================================ other: tool calls, diffs, outputs
add("other/tool-call-bash-json", """{"role":"assistant","tool_calls":[{"id":"call_{1}","type":"function","function":{"name":"bash","arguments":"{\\"command\\": \\"curl -u admin:{0} https://localhost:9200/_cat/health\\"}"}}]}""", pw(), r(24, ALNUM))
add("other/git-diff-env", """diff --git a/.env.example b/.env.example
index 3f2a1c4..9b8e7d1 100644
--- a/.env.example
+++ b/.env.example
@@ -3,4 +3,4 @@ NODE_ENV=development
-WORKOS_API_KEY=
+WORKOS_API_KEY={0}
 WORKOS_CLIENT_ID=client_{1}""", "sk_test_" + r(50, ALNUM), r(26, UPPER_NUM))
la("""diff --git a/.env.example b/.env.example
index 3f2a1c4..9b8e7d1 100644
--- a/.env.example
+++ b/.env.example
@@ -3,4 +3,5 @@ NODE_ENV=development
 WORKOS_API_KEY=
+WORKOS_COOKIE_PASSWORD=   # 32+ chars, generate with: openssl rand -base64 24
 WORKOS_CLIENT_ID=client_{0}""", r(26, UPPER_NUM))
add("other/aws-sts-output", """$ aws sts assume-role --role-arn arn:aws:iam::{1}:role/deployer --role-session-name ci
{
    "Credentials": {
        "AccessKeyId": "ASIA{2}",
        "SecretAccessKey": "{0}",
        "Expiration": "2026-12-05T11:15:02+00:00"
    }
}""", r(40, ALNUM + "/+"), r(12, DIGITS), r(16, UPPER_NUM))
la("""$ aws sts get-caller-identity
{
    "UserId": "AROA{0}:ci",
    "Account": "{1}",
    "Arn": "arn:aws:sts::{1}:assumed-role/deployer/ci"
}""", r(17, UPPER_NUM), r(12, DIGITS))
add("other/kubectl-get-secret-decoded", """$ kubectl -n billing get secret lago-api -o jsonpath='{.data.LAGO_API_KEY}' | base64 -d
{0}""", uuid4())
add("other/vault-kv-get-output", """$ vault kv get -field=password secret/prod/tomcat
{0}""", pw())
la("""$ vault kv metadata get secret/prod/tomcat
========== Metadata Path ==========
secret/metadata/prod/tomcat
current_version      7
created_time         2026-11-02T08:10:44.512Z
max_versions         0""")
add("other/mcp-server-config", """{
  "mcpServers": {
    "hightouch": {
      "command": "npx",
      "args": ["-y", "@hightouch/mcp"],
      "env": { "HIGHTOUCH_API_KEY": "{0}" }
    }
  }
}""", uuid4())
la("""{
  "mcpServers": {
    "hightouch": {
      "command": "npx",
      "args": ["-y", "@hightouch/mcp"],
      "env": { "HIGHTOUCH_API_KEY": "${HIGHTOUCH_API_KEY}" }
    }
  }
}""")
add("other/jupyter-cell-output", """In [3]: os.environ["AMPLITUDE_SECRET_KEY"]
Out[3]: '{0}'""", r(32, HEX))
add("other/env-printenv-grep", """$ printenv | grep -i cronitor
CRONITOR_API_KEY={0}
CRONITOR_ENVIRONMENT=production""", r(32, HEX))
la("""$ printenv | grep -i cronitor
CRONITOR_ENVIRONMENT=production
CRONITOR_API_KEY_FILE=/run/secrets/cronitor""")

# ============================================================ look-alikes: the rest of a day's session
la("""$ git log --oneline -5
{0} fix(billing): read Recurly key from Secrets Manager
{1} chore: bump @workos-inc/node to 7.31.0
{2} feat(flags): move to Statsig server SDK
{3} test: cover Loops transactional fallback
{4} ci: cache pnpm store""", r(7, HEX), r(7, HEX), r(7, HEX), r(7, HEX), r(7, HEX))
la("""$ docker images --digests | grep umami
ghcr.io/umami-software/umami   postgresql-latest   sha256:{0}   {1}   3 days ago   412MB""", r(64, HEX), r(12, HEX))
la("""$ kubectl -n shop get pods
NAME                             READY   STATUS    RESTARTS   AGE
checkout-7c9d8b6f5d-{0}         1/1     Running   0          2d4h
checkout-7c9d8b6f5d-{1}         1/1     Running   1          2d4h
worker-5f7b9c8d4-{2}            1/1     Running   0          19h""", r(5, LOWER_NUM), r(5, LOWER_NUM), r(5, LOWER_NUM))
la("""{"level":"info","ts":"2026-12-05T10:14:22.812Z","msg":"request completed","method":"POST","path":"/v1/checkout","status":201,"duration_ms":84,"request_id":"{0}","trace_id":"{1}","span_id":"{2}"}""", uuid4(), r(32, HEX), r(16, HEX))
la("""ERROR  [lago] 401 Unauthorized: invalid API key (request id: req_{0})
hint: check LAGO_API_KEY in the billing namespace; the key shown in the UI starts with the org prefix""", r(24, ALNUM))
la("""WORKOS_API_KEY=sk_test_...
WORKOS_CLIENT_ID=client_...
WORKOS_COOKIE_PASSWORD=<at least 32 characters>""")
la("""STYTCH_PROJECT_ID=project-test-00000000-0000-0000-0000-000000000000
STYTCH_SECRET=secret-test-REPLACE_ME
STYTCH_PUBLIC_TOKEN=public-token-test-{0}""", uuid4())
la("""NEXT_PUBLIC_POSTHOG_HOST=https://eu.i.posthog.com
NEXT_PUBLIC_AMPLITUDE_API_KEY={0}
NEXT_PUBLIC_GROWTHBOOK_CLIENT_KEY=sdk-{1}
NEXT_PUBLIC_FLAGSMITH_ENVIRONMENT_ID={2}""", r(32, HEX), r(16, ALNUM), r(22, ALNUM))
la("""DEEPSEEK_API_KEY=
DEEPSEEK_BASE_URL=https://api.deepseek.com
DEEPSEEK_MODEL=deepseek-reasoner""")
la("""RUNPOD_API_KEY=op://Engineering/RunPod/credential
MODAL_TOKEN_ID=op://Engineering/Modal/token-id
MODAL_TOKEN_SECRET=op://Engineering/Modal/token-secret""")
la("""export CHARGEBEE_API_KEY="$(aws secretsmanager get-secret-value --secret-id prod/billing/chargebee --query SecretString --output text | jq -r .api_key)\"""")
la("""export FAUNA_SECRET=$(gcloud secrets versions access latest --secret=fauna-staging --project=acme-staging-{0})""", r(6, DIGITS))
la("""arn:aws:secretsmanager:eu-west-1:{0}:secret:prod/checkout/stytch-{1}
arn:aws:iam::{0}:role/checkout-task-role
arn:aws:kms:eu-west-1:{0}:key/{2}""", r(12, DIGITS), r(6, ALNUM), uuid4())
la("""projects/acme-prod-{0}/secrets/deepseek-api-key/versions/3""", r(6, DIGITS))
la("""https://kv-shop-prod.vault.azure.net/secrets/sql-admin-password""")
la("""vault kv put secret/prod/opensearch admin_password=@/dev/stdin
Success! Data written to: secret/prod/opensearch""")
la("""LIVEKIT_URL=wss://acme-{0}.livekit.cloud
LIVEKIT_API_KEY=${LIVEKIT_API_KEY}
LIVEKIT_API_SECRET=${LIVEKIT_API_SECRET}""", r(8, LOWER_NUM))
la("""<script>
  window.intercomSettings = { app_id: "{0}" };
</script>
<script src="https://cdn.openpanel.dev/op1.js" data-client-id="{1}" defer></script>""", r(8, LOWER_NUM), uuid4())
la("""const stripe = loadStripe('pk_live_{0}')""", r(99, ALNUM))
la("""// Kinde public config, safe for the browser
export const kindeClient = createKindeBrowserClient({
  clientId: '{0}',
  domain: 'https://acme.kinde.com',
  redirectUri: window.location.origin,
})""", r(32, HEX))
la("""{
  "iss": "https://acme.kinde.com",
  "aud": ["https://api.acme.dev"],
  "sub": "kp_{0}",
  "exp": 1796481222,
  "scp": ["openid", "profile"]
}""", r(32, HEX))
la("""$ sha256sum dist/agent-2.1.0.tar.gz
{0}  dist/agent-2.1.0.tar.gz""", r(64, HEX))
la("""integrity: sha512-{0}""", b64(64))
la("""  "resolved": "https://registry.npmjs.org/@workos-inc/node/-/node-7.31.0.tgz",
  "integrity": "sha512-{0}",""", b64(64))
la("""go.sum:
github.com/livekit/server-sdk-go/v2 v2.4.1 h1:{0}=
github.com/livekit/server-sdk-go/v2 v2.4.1/go.mod h1:{1}=""", b64(32)[:43], b64(32)[:43])
la("""Run ID: {0}  ·  Job: build (ubuntu-latest)  ·  Attempt 2
https://github.com/acme/shop/actions/runs/{0}/job/{1}""", r(11, DIGITS), r(11, DIGITS))
la("""Deployment dpl_{0} is ready: https://shop-{1}-acme.vercel.app""", r(28, ALNUM), r(9, LOWER_NUM))
la("""fly deploy
==> Verifying app config
--> Verified app config
==> Building image with Depot
image: registry.fly.io/shop-api:deployment-{0}
image size: 142 MB""", r(26, UPPER_NUM))
la("""Prefect flow run 'crimson-otter' - Finished in state Completed()
flow_run_id={0} deployment_id={1}""", uuid4(), uuid4())
la("""2026-12-05 10:31:07 +0000 - dagster - INFO - orders_job - {0} - RUN_SUCCESS - Finished execution of run for "orders_job".""", uuid4())
la("""[dramatiq.worker.WorkerThread] Failed to process message send_receipt(order_id=81723) with unhandled exception.
message_id={0} retries=3 queue=default""", uuid4())
la("""$ rpk cluster info
CLUSTER
=======
redpanda.{0}

BROKERS
=======
ID    HOST                                                      PORT
0*    seed-{1}.any.eu-central-1.mpx.prd.cloud.redpanda.com     9092""", uuid4(), r(8, LOWER_NUM))
la("""$ cockroach sql --url "$COCKROACH_URL" -e 'SHOW USERS'
  username | options | member_of
-----------+---------+------------
  admin    |         | {}
  app      |         | {}
  root     |         | {admin}""")
la("""yugabyte=# \\du
                                   List of roles
 Role name |                         Attributes                         | Member of
-----------+------------------------------------------------------------+-----------
 app       |                                                            | {}
 yugabyte  | Superuser, Create role, Create DB, Replication, Bypass RLS | {}""")
la("""SELECT rolname, rolpassword IS NOT NULL AS has_password FROM pg_authid WHERE rolname = 'metabase';
 rolname  | has_password
----------+--------------
 metabase | t""")
la("""-- rotate with: ALTER ROLE app WITH PASSWORD :'new_password';
\\set new_password `op read op://Infra/yb-app/password`""")
la("""ALTER USER 'shop'@'%' IDENTIFIED BY RANDOM PASSWORD;
+------+------+----------------------+-------------+
| user | host | generated password   | auth_factor |
+------+------+----------------------+-------------+
| shop | %    | ******************** |           1 |
+------+------+----------------------+-------------+""")
la("""CREATE LOGIN reporting FROM EXTERNAL PROVIDER;
CREATE USER reporting FROM LOGIN reporting;
ALTER ROLE db_datareader ADD MEMBER reporting;""")
la("""The token is a JWT signed with HS256; the secret lives in JWT_SECRET and rotates every 90 days. Don't paste it here — if you need to debug, decode the payload with jwt.io locally.""")
la("""Could you check whether the Chargebee API key in staging still has read-write scope? I think someone downgraded it to read-only last week.""")
la("""Note to self: the LiveKit API secret must never reach the browser; only the server mints access tokens, and they expire after 10 minutes.""")
la("""Der API-Schlüssel für Lago liegt im AWS Secrets Manager unter prod/billing/lago — bitte von dort lesen, nicht hart kodieren.""")
la("""La contraseña de OpenSearch se genera en el primer arranque y queda en el secreto opensearch-admin del namespace logging.""")
la("""Le mot de passe de la base de recette est dans Vaultwarden, collection « Infra », entrée « cockroach-staging ».""")
la("""パスワードは 1Password の「Infra / tomcat-staging」にあります。チャットには貼らないでください。""")
la("""비밀번호는 AWS Secrets Manager 의 prod/shop/db 에 저장되어 있습니다.""")
la("""A chave da API da RunPod está no GitHub Actions como RUNPOD_API_KEY; não precisa colocar no .env.""")
la("""Il token di Unleash per il frontend è un token 'frontend', non 'client': si può esporre senza problemi.""")
la("""Het wachtwoord staat in Bitwarden onder 'SingleStore prod'; vraag Joost om toegang.""")
la("""API anahtarını .env dosyasına koydum ama dosya .gitignore'da, merak etme.""")
la("""Пароль от Redpanda лежит в Vault по пути secret/data/redpanda/ingest, доступ через группу platform.""")
la("""I rotated the Recurly private key and revoked the old one at 10:05 UTC; the new value is only in Secrets Manager.""")
la("""Set `MODAL_TOKEN_ID` and `MODAL_TOKEN_SECRET` in the workspace settings, then run `modal deploy app.py`. The token id starts with `ak-` and the secret with `as-`.""")
la("""Tomcat's default manager password is not set; you must add a user in conf/tomcat-users.xml with the manager-gui role before /manager/html works.""")
la("""The default OpenSearch demo credentials (admin/admin) were removed in 2.12; you now have to set OPENSEARCH_INITIAL_ADMIN_PASSWORD.""")
la("""Authorization: Bearer <token>
X-Api-Key: <your-api-key>
Cookie: session=<redacted>""")
la("""curl -H "Authorization: Bearer $STATSIG_CONSOLE_KEY" https://statsigapi.net/console/v1/gates""")
la("""curl -u "$OPENSEARCH_USER:$OPENSEARCH_PASSWORD" https://search.acme.dev/_cat/indices""")
la("""http GET https://api.daily.co/v1/rooms "Authorization:Bearer ${DAILY_API_KEY}\"""")
la("""psql "postgresql://app@free-tier14.aws-eu-west-1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full&sslrootcert=$HOME/.postgresql/root.crt\"""")
la("""mysql -h svc-{0}-dml.aws-virginia-6.svc.singlestore.com -u admin -p --ssl-mode=REQUIRED""", uuid4())
la("""docker run --rm -it -e PGPASSWORD -e PGUSER=app postgres:16 psql -h host.docker.internal shop""")
la("""kubectl create secret generic lago-api --from-env-file=.env.lago --dry-run=client -o yaml | kubeseal -o yaml > sealed-lago.yaml""")
la("""apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: lago-api
spec:
  encryptedData:
    LAGO_API_KEY: Ag{0}""", b64(180))
la("""helm upgrade --install opensearch opensearch/opensearch --set extraEnvs[0].name=OPENSEARCH_INITIAL_ADMIN_PASSWORD --set extraEnvs[0].valueFrom.secretKeyRef.name=opensearch-admin""")
la("""$ gh secret list --repo acme/agent-evals
NAME               UPDATED
DEEPSEEK_API_KEY   about 2 hours ago
MODAL_TOKEN_ID     about 2 hours ago
MODAL_TOKEN_SECRET about 2 hours ago""")
la("""::add-mask::***
Run npx checkly deploy --force
  env:
    CHECKLY_API_KEY: ***
    CHECKLY_ACCOUNT_ID: ***""")
la("""Request failed with status code 429 (Too Many Requests)
x-ratelimit-limit: 60
x-ratelimit-remaining: 0
x-request-id: {0}
cf-ray: {1}-FRA""", uuid4(), r(16, HEX))
la("""HTTP/1.1 401 Unauthorized
WWW-Authenticate: Bearer realm="api", error="invalid_token", error_description="The access token expired"
Content-Type: application/json""")
la("""{"error":{"code":"invalid_api_key","message":"Incorrect API key provided: sk-****************************{0}. You can find your API key at https://platform.deepseek.com/api_keys."}}""", r(4, HEX))
la("""E   httpx.HTTPStatusError: Client error '403 Forbidden' for url 'https://api.hightouch.com/api/v1/syncs/{0}/trigger'
E   For more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/403""", r(6, DIGITS))
la("""    expect(received).toEqual(expected) // deep equality

    - Expected  - 1
    + Received  + 1

      Object {
    -   "apiHost": "https://cdn.growthbook.io",
    +   "apiHost": "https://growthbook.internal.acme.dev",
        "clientKey": "sdk-{0}",
      }""", r(16, ALNUM))
la("""--- FAIL: TestOpenDB (0.01s)
    db_test.go:22: open: dial tcp 127.0.0.1:26257: connect: connection refused
        DSN: postgresql://root@127.0.0.1:26257/defaultdb?sslmode=disable
FAIL""")
la("""tests/test_webhooks.py::test_signature_valid PASSED
tests/test_webhooks.py::test_signature_tampered PASSED
tests/test_webhooks.py::test_signature_replay FAILED
    assert verify(payload, sig, secret="test-secret", tolerance=300)""")
la("""const TEST_WEBHOOK_SECRET = 'whsec_test_secret' // used only in unit tests with a frozen clock""")
la("""{"type":"tool_result","tool_use_id":"toolu_{0}","content":"Wrote 14 lines to .env.example"}""", r(24, ALNUM))
la("""{"role":"assistant","tool_calls":[{"id":"call_{0}","type":"function","function":{"name":"read_file","arguments":"{\\"path\\": \\"config/settings.py\\"}"}}]}""", r(24, ALNUM))
la("""{"session_id":"{0}","transcript_path":"/home/dev/.claude/projects/shop/{0}.jsonl","hook_event_name":"PostToolUse","tool_name":"Edit"}""", uuid4())
la("""diff --git a/config/settings.py b/config/settings.py
@@ -12,7 +12,7 @@ class Settings(BaseSettings):
-    stripe_webhook_secret: str = ""
+    stripe_webhook_secret: SecretStr
     recurly_subdomain: str = "acme\"""")
la("""-      password: hunter2-but-not-really
+      password: ${DB_PASSWORD}
 # removed the placeholder that was confusing people""".replace("hunter2-but-not-really", "changeme"))
la("""Fingerprint: SHA256:{0} deploy@ci (ED25519)""", b64(32)[:43])
la("""Key ID: {0}  Team ID: {1}  Bundle: dev.acme.shop""", r(10, UPPER_NUM), r(10, UPPER_NUM))
la("""sops:
    age:
        - recipient: age1{0}
          enc: |
            -----BEGIN AGE ENCRYPTED FILE-----
            YWdlLWVuY3J5cHRpb24ub3JnL3YxCi0+IFgyNTUxOSB...
            -----END AGE ENCRYPTED FILE-----
    lastmodified: "2026-12-04T17:22:09Z\"""", r(58, "qpzry9x8gf2tvdw0s3jn54khce6mua7l"))
la("""Deployer: 0x{0}  (Sepolia)  tx: 0x{1}""", r(40, HEX), r(64, HEX))
la("""Region: eu-central-1 · Cluster: shop-prod · Node group: ng-{0} · AMI: ami-0{1}""", r(8, LOWER_NUM), r(16, HEX))
la("""Endpoint: search-logs-{0}.eu-west-1.es.amazonaws.com
Domain ARN: arn:aws:es:eu-west-1:{1}:domain/logs""", r(26, LOWER_NUM), r(12, DIGITS))
la("""Organisation: org_{0}
Environment: environment_{1}
Connection: conn_{2}""", r(26, UPPER_NUM), r(26, UPPER_NUM), r(26, UPPER_NUM))
la("""Customer cus_{0} subscription sub_{1} invoice in_{2} — status paid""", r(14, ALNUM), r(24, ALNUM), r(24, ALNUM))
la("""$ modal app list
┏━━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━━┳━━━━━━━━━━┓
┃ App ID                    ┃ Description  ┃ State    ┃
┡━━━━━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━━╇━━━━━━━━━━┩
│ ap-{0}    │ embed-worker │ deployed │
└───────────────────────────┴──────────────┴──────────┘""", r(22, ALNUM))
la("""password_policy:
  min_length: 14
  require_symbols: true
  max_age_days: 90
  history: 5""")
la("""# Generate a strong secret with one of:
#   openssl rand -hex 32
#   python -c "import secrets; print(secrets.token_urlsafe(32))"
APP_SECRET=""")
la("""Login: admin
Password: ********
Last login: Fri Dec  4 18:02:11 2026 from 10.0.0.14""")
