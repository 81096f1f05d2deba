"""Held-out batch 16: blind, written by a writer who never read the rules, code, docs or results, before measuring.

Only the batch format (batches 1-15: header helpers, docstrings and kind names) and the
classes of issue 20 were read; the filter's rules, code, docs, tests and earlier results
were not. Not to be tuned on until its first measurement is recorded.

Theme: the everyday mix of a coding-agent session (SDK setup code, framework config,
.env files, shell sessions with everyday CLIs, CI files, docker/compose/k8s, database
work, tool-call JSON, logs, test failures, chat prose in several languages). New kinds:
auth providers no earlier batch names (Stytch, WorkOS, Descope, Logto, SuperTokens,
FusionAuth, Casdoor, Frontegg, Hanko, Ory Kratos, authentik, ZITADEL); payments (Checkout.com,
Flutterwave, Midtrans, Xendit, Mercado Pago, iyzico, YooKassa, Polar, GoCardless, Revolut
Merchant); messaging, voice, media and data SDKs (Plivo, Sinch, Infobip's App scheme,
Africa's Talking, Termii, LiveKit, Vapi, Retell, ImageKit, Fauna, Zilliz/Milvus,
Storyblok, DatoCMS, Hygraph, Prismic, Builder.io, AfterShip, Customer.io, Pipedrive,
Freshdesk, Printful, Unkey, Trigger.dev); web3 (Infura, QuickNode, Helius, thirdweb,
Moralis, Coinbase CDP keys, Solana keypair arrays, hardhat accounts, mnemonics);
frameworks (Elysia, Koa keys, RedwoodJS, AdonisJS, Feathers, Flask-SQLAlchemy, Dramatiq,
Huey, godotenv, envconfig default tags, koanf, OmegaConf, Oban Web, Superset, Dagster,
Prefect blocks, Cognito admin calls); config and deploy (dotenvx keys, .envrc, nixpacks,
Cloud Build, CodeBuild buildspec, Spacelift, env0, SaltStack pillar, Crossplane,
CapRover, Northflank, Zeabur, Aptible, Octopus Deploy, SST secrets, serverless.yml,
pgAdmin servers.json, DBeaver, TablePlus, n8n exports, Appsmith, Baserow, Airbyte);
everyday CLIs (mycli, litecli, RSYNC_PASSWORD, tea, pdm/hatch publish, anaconda, opam,
stack upload, gsutil -o, ldapmodify -w, octo, mix hex.repo --auth-key, spacectl, az acr
login -p, bq connection credentials, wp config set, superset fab, fauna shell,
birdwatcher); SQL on CockroachDB, YugabyteDB, MariaDB ed25519, ClickHouse sha256 and
raw ORM calls; traces from pytest locals, Jest diffs, Go test dumps, Dramatiq, PDO
frames, Hibernate props, Exposed, Celery kwargs and agent tool calls; splits across TS,
Python, YAML folded scalars, Go, Kotlin, SQL, terminal wraps and chat messages;
<private> as decimal and hex entities, JSON \\u003c escapes, code spans, mixed case and
multi-line blocks; chat prose in English, Spanish, Portuguese, German, French, Italian,
Japanese, Korean, Chinese, Russian, Turkish, Indonesian, Dutch, Hindi, Vietnamese, Polish.
Look-alikes hold the same tools with env references, secret-manager paths and ARNs,
placeholders (<…>, xxx, changeme, REPLACE_ME, ${VAR:?}, Read-Host), public and
publishable keys and ids (pk_sbox_, FLWPUBK_TEST-, SB-Mid-client-, xnd_public_, Mercado
Pago public keys, ImageKit public_, thirdweb client ids, Builder.io public keys, Storyblok
public tokens, dotenvx public keys, JWKS), documented defaults (root:Milvus, superset
quickstart admin, anvil mnemonic, guest:guest), ids of every kind (request, call, run,
event, mandate, transaction, tool-call, digest, commit), hashes, signatures, hosts,
regions, masked output and prose that talks about credentials without giving one.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(16_2026_12_05)
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

# ============================================================ code: auth providers
add("code/stytch-client", """import stytch

client = stytch.Client(
    project_id="project-live-{1}",
    secret="{0}",
    environment="live",
)""", "secret-live-" + r(36, URLSAFE), uuid4())
la("""import os
import stytch

client = stytch.Client(
    project_id="project-live-{0}",
    secret=os.environ["STYTCH_SECRET"],
    environment="live",
)""", uuid4())
add("code/workos-node", """import { WorkOS } from '@workos-inc/node';

const workos = new WorkOS('{0}', { clientId: 'client_{1}' });""", "sk_" + b64url(48), r(26, UPPER_NUM))
la("""import { WorkOS } from '@workos-inc/node';

const workos = new WorkOS(process.env.WORKOS_API_KEY, {
  clientId: 'client_{0}',
});""", r(26, UPPER_NUM))
add("code/descope-management-key", """from descope import DescopeClient

descope_client = DescopeClient(
    project_id="P{1}",
    management_key="{0}",
)""", "K2" + r(6, UPPER_NUM) + ":" + r(50, ALNUM), r(27, ALNUM))
la("""from descope import DescopeClient

# project id is safe to ship in the frontend bundle
descope_client = DescopeClient(project_id="P{0}")""", r(27, ALNUM))
add("code/logto-express", """const config = {
  endpoint: 'https://{1}.logto.app/',
  appId: '{2}',
  appSecret: '{0}',
  baseUrl: 'http://localhost:3000',
};
app.use(handleAuthRoutes(config));""", r(32, LOWER_NUM), r(6, LOWER_NUM), r(21, LOWER_NUM))
la("""const config = {
  endpoint: 'https://{0}.logto.app/',
  appId: '{1}',
  appSecret: process.env.LOGTO_APP_SECRET!,
  baseUrl: 'http://localhost:3000',
};""", r(6, LOWER_NUM), r(21, LOWER_NUM))
add("code/supertokens-init", """supertokens.init({
  framework: "express",
  supertokens: {
    connectionURI: "https://st-prod-{1}.aws.supertokens.io",
    apiKey: "{0}",
  },
  appInfo: { appName: "dashboard", apiDomain: "https://api.example.dev", websiteDomain: "https://app.example.dev" },
  recipeList: [EmailPassword.init(), Session.init()],
});""", r(30, URLSAFE), uuid4())
la("""supertokens.init({
  framework: "express",
  supertokens: {
    // local core from docker-compose, no API key needed
    connectionURI: "http://localhost:3567",
  },
  appInfo: { appName: "dashboard", apiDomain: "http://localhost:8080", websiteDomain: "http://localhost:3000" },
  recipeList: [EmailPassword.init(), Session.init()],
});""")
add("code/fusionauth-client", """using io.fusionauth;

var client = new FusionAuthSyncClient("{0}", "https://auth.internal.example.net");
var response = client.RetrieveUserByEmail("dev@example.net");""", r(64, URLSAFE))
la("""var apiKey = Environment.GetEnvironmentVariable("FUSIONAUTH_API_KEY");
var client = new FusionAuthSyncClient(apiKey, "https://auth.internal.example.net");
var response = client.RetrieveUserByEmail("dev@example.net");""")
add("code/casdoor-go-sdk", """casdoorsdk.InitConfig(
	"https://door.example.org",
	"{1}",
	"{0}",
	certificate,
	"built-in",
	"app-built-in",
)""", r(40, HEX), r(20, HEX))
la("""casdoorsdk.InitConfig(
	os.Getenv("CASDOOR_ENDPOINT"),
	os.Getenv("CASDOOR_CLIENT_ID"),
	os.Getenv("CASDOOR_CLIENT_SECRET"),
	certificate,
	"built-in",
	"app-built-in",
)""")
add("code/frontegg-vendor-auth", """// scripts/sync-tenants.ts
const identity = new IdentityClient({
  FRONTEGG_CLIENT_ID: '{1}',
  FRONTEGG_API_KEY: '{0}',
});""", uuid4(), uuid4())
la("""// scripts/sync-tenants.ts
const identity = new IdentityClient({
  FRONTEGG_CLIENT_ID: process.env.FRONTEGG_CLIENT_ID!,
  FRONTEGG_API_KEY: process.env.FRONTEGG_API_KEY!,
});""")
add("code/hanko-backend", """const hanko = tenant({
  tenantId: "{1}",
  apiKey: "{0}",
});""", r(44, URLSAFE), uuid4())
la("""<hanko-auth api="https://{0}.hanko.io"></hanko-auth>
<script type="module">
  import { register } from "@teamhanko/hanko-elements";
  await register("https://{0}.hanko.io");
</script>""", uuid4())

# ============================================================ code: payments
add("code/checkout-com-python", """import checkout_sdk
from checkout_sdk.environment import Environment

api = (
    checkout_sdk.CheckoutSdk.builder()
    .secret_key("{0}")
    .public_key("pk_sbox_{1}")
    .environment(Environment.sandbox())
    .build()
)""", "sk_sbox_" + r(26, LOWER_NUM), r(26, LOWER_NUM))
la("""Frames.init({
  publicKey: "pk_sbox_{0}",
  localization: "EN-GB",
});""", r(26, LOWER_NUM))
add("code/flutterwave-node", """const Flutterwave = require('flutterwave-node-v3');
const flw = new Flutterwave('FLWPUBK-{1}-X', '{0}');""", "FLWSECK-" + r(32, HEX) + "-X", r(32, HEX))
la("""FlutterwaveCheckout({
  public_key: "FLWPUBK_TEST-{0}-X",
  tx_ref: "txref-{1}",
  amount: 54600,
  currency: "NGN",
});""", r(32, HEX), r(10, DIGITS))
add("code/midtrans-snap", """import midtransclient

snap = midtransclient.Snap(
    is_production=True,
    server_key="{0}",
    client_key="Mid-client-{1}",
)""", "Mid-server-" + r(24, URLSAFE), r(16, URLSAFE))
la("""<script src="https://app.sandbox.midtrans.com/snap/snap.js"
        data-client-key="SB-Mid-client-{0}"></script>""", r(16, URLSAFE))
add("code/xendit-go", """xnd := xendit.NewClient("{0}")
resp, _, err := xnd.InvoiceApi.CreateInvoice(ctx).CreateInvoiceRequest(req).Execute()""", "xnd_production_" + r(60, ALNUM))
la("""// public key: only for tokenising cards in the browser
Xendit.setPublishableKey('xnd_public_production_{0}');""", r(60, ALNUM))
add("code/mercadopago-node", """import { MercadoPagoConfig, Preference } from 'mercadopago';

const client = new MercadoPagoConfig({
  accessToken: '{0}',
  options: { timeout: 5000 },
});""", "APP_USR-" + r(16, DIGITS) + "-" + r(6, DIGITS) + "-" + r(32, HEX) + "-" + r(9, DIGITS))
la("""const mp = new MercadoPago('APP_USR-{0}', { locale: 'es-AR' });
mp.bricks().create('wallet', 'wallet_container', {
  initialization: { preferenceId: '{1}-{2}' },
});""", uuid4(), r(9, DIGITS), uuid4())
add("code/iyzico-options", """var options = {
    apiKey: 'sandbox-{1}',
    secretKey: '{0}',
    uri: 'https://sandbox-api.iyzipay.com'
};
var iyzipay = new Iyzipay(options);""", "sandbox-" + r(32, ALNUM), r(32, ALNUM))
la("""var iyzipay = new Iyzipay({
    apiKey: process.env.IYZIPAY_API_KEY,
    secretKey: process.env.IYZIPAY_SECRET_KEY,
    uri: 'https://sandbox-api.iyzipay.com'
});""")
add("code/yookassa-python", """from yookassa import Configuration, Payment

Configuration.account_id = "{1}"
Configuration.secret_key = "{0}"

payment = Payment.create({"amount": {"value": "990.00", "currency": "RUB"}, "capture": True})""", "live_" + r(43, URLSAFE), r(6, DIGITS))
la("""from yookassa import Configuration

Configuration.account_id = "{0}"   # shopId is shown on the dashboard; not a secret
Configuration.secret_key = settings.YOOKASSA_SECRET_KEY""", r(6, DIGITS))
add("code/polar-sdk", """from polar_sdk import Polar

with Polar(access_token="{0}", server="production") as polar:
    res = polar.products.list(organization_id="{1}")""", "polar_oat_" + r(43, URLSAFE), uuid4())
la("""from polar_sdk import Polar

with Polar(access_token=os.environ["POLAR_ACCESS_TOKEN"], server="sandbox") as polar:
    res = polar.products.list(organization_id="{0}")""", uuid4())
add("code/gocardless-pro", """import gocardless_pro

client = gocardless_pro.Client(
    access_token="{0}",
    environment="live",
)
mandates = client.mandates.list().records""", "live_" + r(40, URLSAFE))
la("""client = gocardless_pro.Client(
    access_token=os.environ["GC_ACCESS_TOKEN"],
    environment="sandbox",
)
# mandate MD{0} for customer CU{1}""", r(12, UPPER_NUM), r(12, UPPER_NUM))
add("code/revolut-merchant-fetch", """const res = await fetch('https://merchant.revolut.com/api/orders', {
  method: 'POST',
  headers: {
    Authorization: 'Bearer {0}',
    'Revolut-Api-Version': '2024-09-01',
  },
  body: JSON.stringify({ amount: 500, currency: 'GBP' }),
});""", "sk_" + r(64, URLSAFE))
la("""RevolutCheckout.payments({
  publicToken: 'pk_{0}',
  mode: 'sandbox',
});""", r(48, URLSAFE))

# ============================================================ code: messaging, AI, data SDKs
add("code/plivo-client", """import plivo

client = plivo.RestClient(auth_id="MA{1}", auth_token="{0}")
client.messages.create(src="+14155550123", dst="+14155550199", text="deploy finished")""", r(40, ALNUM), r(18, UPPER_NUM))
la("""client = plivo.RestClient()  # reads PLIVO_AUTH_ID / PLIVO_AUTH_TOKEN
message_uuid = "{0}\"""", uuid4())
add("code/sinch-sdk", """const sinchClient = new SinchClient({
  projectId: '{1}',
  keyId: '{2}',
  keySecret: '{0}',
});""", r(26, ALNUM + "-_~"), uuid4(), uuid4())
la("""const sinchClient = new SinchClient({
  projectId: process.env.SINCH_PROJECT_ID,
  keyId: process.env.SINCH_KEY_ID,
  keySecret: process.env.SINCH_KEY_SECRET,
});""")
add("code/africastalking", """const AfricasTalking = require('africastalking')({
  apiKey: '{0}',
  username: 'shopkeeper',
});""", "atsk_" + r(96, HEX))
la("""const AfricasTalking = require('africastalking')({
  apiKey: 'YOUR_API_KEY',   // sandbox key from the dashboard
  username: 'sandbox',
});""")
add("code/livekit-access-token", """from livekit import api

token = (
    api.AccessToken("API{1}", "{0}")
    .with_identity("agent-worker")
    .with_grants(api.VideoGrants(room_join=True, room="standup"))
    .to_jwt()
)""", r(43, ALNUM), r(12, ALNUM))
la("""LIVEKIT_URL=wss://{0}.livekit.cloud
LIVEKIT_API_KEY=${LIVEKIT_API_KEY}
LIVEKIT_API_SECRET=${LIVEKIT_API_SECRET}""", r(14, LOWER_NUM))
add("code/vapi-server", """import { VapiClient } from "@vapi-ai/server-sdk";

const vapi = new VapiClient({ token: "{0}" });""", uuid4())
la("""import Vapi from "@vapi-ai/web";

// the public key is meant for the browser widget
const vapi = new Vapi("{0}");""", uuid4())
add("code/retell-client", """from retell import Retell

client = Retell(api_key="{0}")
call = client.call.create_phone_call(from_number="+14157774444", to_number="+12137774445")""", "key_" + r(28, HEX))
la("""agent_id = "agent_{0}"
llm_id = "llm_{1}"
client = Retell(api_key=os.getenv("RETELL_API_KEY"))""", r(26, HEX), r(26, HEX))
add("code/imagekit-node", """const imagekit = new ImageKit({
  publicKey: 'public_{1}=',
  privateKey: '{0}',
  urlEndpoint: 'https://ik.imagekit.io/{2}',
});""", "private_" + r(27, ALNUM) + "=", r(27, ALNUM), r(10, LOWER_NUM))
la("""<IKContext
  publicKey="public_{0}="
  urlEndpoint="https://ik.imagekit.io/{1}"
  authenticator={authenticator}
>""", r(27, ALNUM), r(10, LOWER_NUM))
add("code/fauna-client", """import { Client, fql } from "fauna";

const client = new Client({ secret: "{0}" });
const res = await client.query(fql`Product.all()`);""", "fnA" + r(37, URLSAFE))
add("code/zilliz-milvus-client", """from pymilvus import MilvusClient

client = MilvusClient(
    uri="https://in03-{1}.serverless.gcp-us-west1.cloud.zilliz.com",
    token="{0}",
)""", r(104, HEX), r(15, HEX))
la("""from pymilvus import MilvusClient

# Milvus standalone from docker compose; root:Milvus is the documented default
client = MilvusClient(uri="http://localhost:19530", token="root:Milvus")""")
add("code/storyblok-management", """const Storyblok = new StoryblokClient({
  oauthToken: '{0}',
  region: 'eu',
});""", r(22, ALNUM) + "-" + r(6, DIGITS) + "-" + r(20, ALNUM))
la("""storyblokInit({
  accessToken: '{0}',   // public access token: published content only, ships to the browser
  use: [apiPlugin],
  apiOptions: { region: 'eu' },
});""", r(22, ALNUM) + "tt")
add("code/datocms-cma", """import { buildClient } from '@datocms/cma-client-node';

const client = buildClient({ apiToken: '{0}' });""", r(30, HEX))
add("code/builderio-private-key", """const res = await fetch('https://builder.io/api/v1/write/page', {
  method: 'POST',
  headers: { Authorization: 'Bearer {0}', 'Content-Type': 'application/json' },
  body: JSON.stringify({ name: 'pricing', data: { url: '/pricing' } }),
});""", "bpk-" + r(32, HEX))
la("""import { builder } from '@builder.io/sdk';

builder.init('{0}'); // public API key, used in the client bundle""", r(32, HEX))
add("code/aftership-tracking", """from aftership import AfterShip

client = AfterShip(api_key="{0}")
tracking = client.tracking.get_tracking_by_id(id="{1}")""", "asat_" + r(32, HEX), r(24, LOWER_NUM))
add("code/customerio-track", """from customerio import CustomerIO, Regions

cio = CustomerIO("{1}", "{0}", region=Regions.EU)
cio.identify(id="5", email="customer@example.com")""", r(20, HEX), r(20, HEX))
la("""<script>
  var _cio = _cio || [];
  // site id only: the JS snippet is public
  t.setAttribute('data-site-id', '{0}');
</script>""", r(20, HEX))
add("code/unkey-root-key", """import { Unkey } from "@unkey/api";

const unkey = new Unkey({ rootKey: "{0}" });
await unkey.keys.create({ apiId: "api_{1}", prefix: "acme", ownerId: "user_123" });""", "unkey_" + r(24, ALNUM), r(22, ALNUM))
la("""// verifying needs no root key: the apiId is public
const { result } = await verifyKey({ key: req.headers["x-api-key"], apiId: "api_{0}" });""", r(22, ALNUM))
add("code/trigger-dev-config", """import { configure } from "@trigger.dev/sdk/v3";

configure({
  secretKey: "{0}",
});""", "tr_prod_" + r(20, ALNUM))
la("""// trigger.config.ts
export default defineConfig({
  project: "proj_{0}",
  runtime: "node",
  maxDuration: 300,
});""", r(20, LOWER))
add("code/infura-ethers", """const provider = new ethers.InfuraProvider("mainnet", "{1}", "{0}");""", r(32, HEX), r(32, HEX))
add("code/thirdweb-secret", """import { createThirdwebClient } from "thirdweb";

export const serverClient = createThirdwebClient({
  secretKey: "{0}",
});""", r(86, URLSAFE))
la("""import { createThirdwebClient } from "thirdweb";

export const client = createThirdwebClient({
  clientId: "{0}", // public client id, fine in the browser
});""", r(32, HEX))
add("code/moralis-start", """await Moralis.start({
  apiKey: "{0}",
});""", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + b64url(120) + "." + b64url(32))
add("code/printful-headers", """PRINTFUL = requests.Session()
PRINTFUL.headers.update({
    "Authorization": "Bearer {0}",
    "X-PF-Store-Id": "{1}",
})""", r(40, ALNUM), r(8, DIGITS))
la("""PRINTFUL.headers.update({
    "Authorization": f"Bearer {os.environ['PRINTFUL_TOKEN']}",
    "X-PF-Store-Id": "{0}",
})""", r(8, DIGITS))
add("code/octopus-client", """$endpoint = New-Object Octopus.Client.OctopusServerEndpoint "https://deploy.example.local", "{0}"
$repository = New-Object Octopus.Client.OctopusRepository $endpoint""", "API-" + r(27, UPPER_NUM))
la("""$apiKey = $OctopusParameters["Octopus.Action.Api.Key"]
$endpoint = New-Object Octopus.Client.OctopusServerEndpoint "https://deploy.example.local", $apiKey""")

# ============================================================ code: frameworks
add("code/elysia-jwt", """import { Elysia } from 'elysia'
import { jwt } from '@elysiajs/jwt'

const app = new Elysia()
  .use(jwt({ name: 'jwt', secret: '{0}', exp: '7d' }))
  .listen(3000)""", r(40, ALNUM))
la("""const app = new Elysia()
  .use(jwt({ name: 'jwt', secret: Bun.env.JWT_SECRET!, exp: '7d' }))
  .listen(3000)""")
add("code/koa-keys", """const Koa = require('koa');
const session = require('koa-session');

const app = new Koa();
app.keys = ['{0}', '{1}'];
app.use(session(app));""", r(32, ALNUM), r(32, ALNUM))
la("""const app = new Koa();
app.keys = (process.env.KOA_KEYS ?? '').split(',');
app.use(session({ key: 'koa.sess', maxAge: 86400000 }, app));""")
add("code/redwood-dbauth-secret", """// api/src/functions/auth.ts (generated by `yarn rw setup auth dbAuth`, secret pasted by hand)
process.env.SESSION_SECRET ||= '{0}'""", b64(48))
add("code/flask-sqlalchemy-uri", """app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = "mysql+pymysql://shop:{0}@db.internal:3306/shop"
app.config["SQLALCHEMY_ENGINE_OPTIONS"] = {"pool_pre_ping": True}
db.init_app(app)""", pw())
la("""app = Flask(__name__)
app.config["SQLALCHEMY_DATABASE_URI"] = os.environ.get("DATABASE_URL", "sqlite:///dev.db")
db.init_app(app)""")
add("code/dramatiq-rabbitmq", """import dramatiq
from dramatiq.brokers.rabbitmq import RabbitmqBroker

broker = RabbitmqBroker(url="amqp://worker:{0}@mq.internal:5672/jobs")
dramatiq.set_broker(broker)""", pw())
la("""broker = RabbitmqBroker(url=os.environ["DRAMATIQ_BROKER_URL"])
dramatiq.set_broker(broker)
# docs default for local dev: amqp://guest:guest@localhost:5672/""")
add("code/huey-redis", """from huey import RedisHuey

huey = RedisHuey("thumbnails", host="redis.internal", port=6379, password="{0}")""", pw())
la("""from huey import RedisHuey

huey = RedisHuey("thumbnails", url=os.environ.get("REDIS_URL", "redis://localhost:6379/0"))""")
add("code/godotenv-overload-fallback", """func main() {
	_ = godotenv.Load()
	key := os.Getenv("OPENWEATHER_KEY")
	if key == "" {
		key = "{0}" // TODO remove before merge
	}
}""", r(32, HEX))
la("""func main() {
	if err := godotenv.Load(".env.local"); err != nil {
		log.Println("no .env.local, using process env")
	}
	key := os.Getenv("OPENWEATHER_KEY")
}""")
add("code/envconfig-default-tag", """type Config struct {
	Port        int    `envconfig:"PORT" default:"8080"`
	DatabaseURL string `envconfig:"DATABASE_URL" default:"postgres://orders:{0}@10.0.4.12:5432/orders"`
}""", pw())
la("""type Config struct {
	Port        int    `envconfig:"PORT" default:"8080"`
	DatabaseURL string `envconfig:"DATABASE_URL" required:"true"`
	APIKey      string `envconfig:"API_KEY" required:"true" split_words:"true"`
}""")
add("code/koanf-confmap", """k.Load(confmap.Provider(map[string]interface{}{
	"server.port":    8080,
	"smtp.host":      "smtp.office365.com",
	"smtp.user":      "noreply@contoso.example",
	"smtp.password":  "{0}",
}, "."), nil)""", pw())
add("code/adonis-config-app", """// config/app.ts
import env from '#start/env'
import { Secret } from '@adonisjs/core/helpers'

export const appKey = new Secret(env.get('APP_KEY', '{0}'))""", r(32, URLSAFE))
la("""// start/env.ts
export default await Env.create(new URL('../', import.meta.url), {
  APP_KEY: Env.schema.string(),
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number(),
})""")
add("code/oban-web-basic-auth", """# lib/my_app_web/router.ex
pipeline :oban_auth do
  plug :basic_auth, username: "ops", password: "{0}"
end""", pw())
la("""pipeline :oban_auth do
  plug :basic_auth,
    username: System.fetch_env!("OBAN_WEB_USER"),
    password: System.fetch_env!("OBAN_WEB_PASSWORD")
end""")
add("code/superset-config", """# superset_config.py
SECRET_KEY = "{0}"
SQLALCHEMY_DATABASE_URI = "postgresql://superset:superset@db:5432/superset"
FEATURE_FLAGS = {"ALERT_REPORTS": True}""", b64(42))
la("""# superset_config.py
SECRET_KEY = os.environ["SUPERSET_SECRET_KEY"]
# docker-compose default from the superset repo, local only
SQLALCHEMY_DATABASE_URI = "postgresql://superset:superset@db:5432/superset\"""")
add("code/dagster-resource", """defs = Definitions(
    assets=[orders_daily],
    resources={
        "snowflake": SnowflakeResource(
            account="{1}",
            user="DAGSTER_SVC",
            password="{0}",
            warehouse="TRANSFORMING",
        )
    },
)""", pw(), r(7, UPPER) + "-" + r(7, UPPER))
la("""resources={
    "snowflake": SnowflakeResource(
        account=EnvVar("SNOWFLAKE_ACCOUNT"),
        user=EnvVar("SNOWFLAKE_USER"),
        password=EnvVar("SNOWFLAKE_PASSWORD"),
        warehouse="TRANSFORMING",
    )
}""")
add("code/prefect-secret-block", """from prefect.blocks.system import Secret

Secret(value="{0}").save("github-pat", overwrite=True)""", "github_pat_" + r(22, ALNUM) + "_" + r(59, ALNUM))
la("""from prefect.blocks.system import Secret

token = Secret.load("github-pat").get()""")
add("code/amplify-cognito-admin", """const client = new CognitoIdentityProviderClient({ region: 'eu-central-1' });
await client.send(new AdminSetUserPasswordCommand({
  UserPoolId: 'eu-central-1_{1}',
  Username: 'qa-bot@example.org',
  Password: '{0}',
  Permanent: true,
}));""", pw(), r(9, ALNUM))
la("""Amplify.configure({
  Auth: {
    Cognito: {
      userPoolId: 'eu-central-1_{0}',
      userPoolClientId: '{1}',
      identityPoolId: 'eu-central-1:{2}',
    },
  },
});""", r(9, ALNUM), r(26, LOWER_NUM), uuid4())
add("code/hydra-yaml-in-py-test", """@pytest.fixture
def cfg():
    return OmegaConf.create({
        "db": {"host": "pg-staging.internal", "user": "trainer", "password": "{0}"},
        "wandb": {"project": "ranker"},
    })""", pw())
la("""db:
  host: ${oc.env:DB_HOST,localhost}
  user: trainer
  password: ${oc.env:DB_PASSWORD}""")
add("config/feathers-default-json", """{
  "host": "localhost",
  "port": 3030,
  "authentication": {
    "entity": "user",
    "service": "users",
    "secret": "{0}",
    "authStrategies": ["jwt", "local"]
  }
}""", b64(24))
la("""{
  "host": "localhost",
  "port": 3030,
  "authentication": {
    "entity": "user",
    "service": "users",
    "secret": "FEATHERS_SECRET",
    "authStrategies": ["jwt", "local"]
  }
}""")

# ============================================================ config: .env and app config
add("config/dotenv-stytch-workos", """# .env.local
NEXT_PUBLIC_STYTCH_PUBLIC_TOKEN=public-token-live-{1}
STYTCH_PROJECT_ID=project-live-{2}
STYTCH_SECRET={0}""", "secret-live-" + r(36, URLSAFE), uuid4(), uuid4())
la("""# .env.example
NEXT_PUBLIC_STYTCH_PUBLIC_TOKEN=public-token-test-{0}
STYTCH_PROJECT_ID=project-test-{1}
STYTCH_SECRET=""", uuid4(), uuid4())
add("config/dotenvx-private-key", """# .env.keys — do NOT commit
DOTENV_PRIVATE_KEY_PRODUCTION="{0}\"""", r(64, HEX))
la("""#/-------------------[DOTENV_PUBLIC_KEY]--------------------/
#/            public-key encryption for .env files          /
#/-------------------------------------------------------/
DOTENV_PUBLIC_KEY_PRODUCTION="02{0}"
DATABASE_URL="encrypted:{1}\"""", r(64, HEX), b64(96))
add("config/envrc", """# .envrc
use flake
export AWS_PROFILE=sandbox
export OPENROUTER_KEY_FALLBACK={0}
export DAGSTER_HOME=$PWD/.dagster""", "sk-or-v1-" + r(64, HEX))
la("""# .envrc
use flake
export AWS_PROFILE=sandbox
dotenv_if_exists .env.local
export DAGSTER_HOME=$PWD/.dagster""")
add("config/dotenv-africastalking-termii", """AT_USERNAME=shopkeeper
AT_API_KEY={1}
TERMII_API_KEY={0}
TERMII_SENDER_ID=Shopkeep""", "TL" + r(58, ALNUM), "atsk_" + r(96, HEX))
la("""TERMII_BASE_URL=https://api.ng.termii.com
TERMII_SENDER_ID=Shopkeep
TERMII_API_KEY=   # ask Ada for the key, it is in 1Password""")
add("config/dotenv-vapi-retell", """VAPI_PUBLIC_KEY={1}
VAPI_PRIVATE_KEY={0}
VAPI_ASSISTANT_ID={2}""", uuid4(), uuid4(), uuid4())
la("""VAPI_PUBLIC_KEY={0}
VAPI_ASSISTANT_ID={1}
VAPI_PRIVATE_KEY=<private key from dashboard.vapi.ai>""", uuid4(), uuid4())
add("config/authentik-env", """PG_PASS={1}
AUTHENTIK_SECRET_KEY={0}
AUTHENTIK_ERROR_REPORTING__ENABLED=true""", b64(60), pw())
la("""# generate with: openssl rand -base64 60 | tr -d '\\n'
AUTHENTIK_SECRET_KEY=
AUTHENTIK_ERROR_REPORTING__ENABLED=true
COMPOSE_PORT_HTTP=9000""")
add("config/authentik-bootstrap", """services:
  server:
    image: ghcr.io/goauthentik/server:2024.10.4
    environment:
      AUTHENTIK_BOOTSTRAP_PASSWORD: "{0}"
      AUTHENTIK_BOOTSTRAP_EMAIL: admin@example.lan""", pw())
add("config/kratos-yml", """# kratos.yml
dsn: memory
secrets:
  cookie:
    - {0}
  cipher:
    - {1}
selfservice:
  default_browser_return_url: http://127.0.0.1:4455/""", r(32, ALNUM), r(32, ALNUM))
la("""# kratos.yml (values come from env: SECRETS_COOKIE, SECRETS_CIPHER)
dsn: ${DSN}
selfservice:
  default_browser_return_url: http://127.0.0.1:4455/
identity:
  default_schema_id: default""")
add("config/zitadel-masterkey", """# docker-compose.yaml
  zitadel:
    image: ghcr.io/zitadel/zitadel:v2.64.1
    command: start-from-init --masterkey "{0}" --tlsMode disabled""", r(32, ALNUM))
la("""  zitadel:
    image: ghcr.io/zitadel/zitadel:v2.64.1
    command: start-from-init --masterkeyFromEnv --tlsMode disabled
    environment:
      ZITADEL_MASTERKEY: ${ZITADEL_MASTERKEY}""")
add("config/caprover-deploy-json", """// captain-deploy.json (used with: caprover deploy -c captain-deploy.json)
{
  "caproverUrl": "https://captain.apps.example.io",
  "caproverPassword": "{0}",
  "caproverApp": "web",
  "branch": "main"
}""", pw())
la("""// captain-definition
{
  "schemaVersion": 2,
  "dockerfilePath": "./Dockerfile"
}""")
add("config/nixpacks-toml", """# nixpacks.toml
[variables]
NODE_ENV = "production"
RESEND_KEY = "{0}"

[phases.build]
cmds = ["pnpm run build"]""", "re_" + r(8, ALNUM) + "_" + r(24, ALNUM))
la("""# nixpacks.toml
[variables]
NODE_ENV = "production"
NIXPACKS_NODE_VERSION = "20"

[phases.build]
cmds = ["pnpm install --frozen-lockfile", "pnpm run build"]""")
add("config/cloudbuild-yaml", """steps:
- name: gcr.io/cloud-builders/docker
  args: ['build', '--build-arg', 'NPM_TOKEN={0}', '-t', 'europe-west1-docker.pkg.dev/shop-prod/web/app:$SHORT_SHA', '.']
images: ['europe-west1-docker.pkg.dev/shop-prod/web/app:$SHORT_SHA']""", "npm_" + r(36, ALNUM))
la("""steps:
- name: gcr.io/cloud-builders/docker
  entrypoint: bash
  args: ['-c', 'docker build --build-arg NPM_TOKEN=$$NPM_TOKEN -t europe-west1-docker.pkg.dev/shop-prod/web/app:$SHORT_SHA .']
  secretEnv: ['NPM_TOKEN']
availableSecrets:
  secretManager:
  - versionName: projects/shop-prod/secrets/npm-token/versions/latest
    env: NPM_TOKEN""")
add("config/buildspec-plaintext", """version: 0.2
env:
  variables:
    SONAR_HOST: https://sonar.example.io
    SONAR_TOKEN: "{0}"
phases:
  build:
    commands:
      - mvn -B verify sonar:sonar""", "squ_" + r(40, HEX))
la("""version: 0.2
env:
  secrets-manager:
    SONAR_TOKEN: arn:aws:secretsmanager:eu-west-1:{0}:secret:ci/sonar-token-{1}:token
  parameter-store:
    NEXUS_PASSWORD: /ci/nexus/password
phases:
  build:
    commands:
      - mvn -B verify sonar:sonar""", r(12, DIGITS), r(6, ALNUM))
add("config/spacelift-context", """resource "spacelift_environment_variable" "datadog" {
  context_id = spacelift_context.observability.id
  name       = "DD_API_KEY"
  value      = "{0}"
  write_only = false
}""", r(32, HEX))
la("""resource "spacelift_environment_variable" "datadog" {
  context_id = spacelift_context.observability.id
  name       = "DD_API_KEY"
  value      = var.dd_api_key
  write_only = true
}""")
add("config/salt-pillar", """# /srv/pillar/mysql.sls
mysql:
  server:
    root_password: '{0}'
  users:
    wordpress:
      password: '{1}'""", pw(), pw())
la("""# /srv/pillar/mysql.sls
mysql:
  server:
    root_password: {{ salt['vault'].read_secret('secret/mysql')['root'] }}
  users:
    wordpress:
      password: {{ pillar['vault_wordpress_password'] }}""")
add("config/crossplane-providerconfig", """apiVersion: v1
kind: Secret
metadata:
  name: hcloud-creds
  namespace: crossplane-system
type: Opaque
stringData:
  credentials: '{"token":"{0}"}'""", r(64, ALNUM))
la("""apiVersion: aws.upbound.io/v1beta1
kind: ProviderConfig
metadata:
  name: default
spec:
  credentials:
    source: IRSA
---
# role: arn:aws:iam::{0}:role/crossplane-provider-aws""", r(12, DIGITS))
add("config/k8s-secret-data-b64", """apiVersion: v1
kind: Secret
metadata:
  name: nocodb
data:
  NC_AUTH_JWT_SECRET: {0}
  NC_DB: cGc6Ly9wb3N0Z3Jlczo1NDMyP3U9bm9jb2Ricw==""", base64.b64encode(r(36, ALNUM).encode()).decode())
la("""apiVersion: v1
kind: Secret
metadata:
  name: nocodb
  annotations:
    sealedsecrets.bitnami.com/managed: "true"
type: Opaque
---
# kubectl get secret nocodb -o jsonpath='{.data.NC_AUTH_JWT_SECRET}' | base64 -d""")
add("config/appsmith-docker-env", """APPSMITH_ENCRYPTION_PASSWORD={0}
APPSMITH_ENCRYPTION_SALT={1}
APPSMITH_MAIL_ENABLED=false""", r(24, ALNUM), r(24, ALNUM))
add("config/baserow-compose", """  baserow:
    image: baserow/baserow:1.29.1
    environment:
      BASEROW_PUBLIC_URL: https://rows.example.com
      SECRET_KEY: {0}
      DATABASE_PASSWORD: {1}""", r(50, ALNUM), pw())
la("""  baserow:
    image: baserow/baserow:1.29.1
    environment:
      BASEROW_PUBLIC_URL: https://rows.example.com
      SECRET_KEY_FILE: /run/secrets/baserow_secret_key
    secrets: [baserow_secret_key]""")
add("config/airbyte-values", """# airbyte values.yaml
global:
  database:
    type: external
    host: airbyte-db.cluster-{1}.eu-west-1.rds.amazonaws.com
    user: airbyte
    password: "{0}\"""", pw(), r(12, LOWER_NUM))
la("""global:
  database:
    type: external
    host: airbyte-db.cluster-{0}.eu-west-1.rds.amazonaws.com
    user: airbyte
    secretName: airbyte-config-secrets
    passwordSecretKey: database-password""", r(12, LOWER_NUM))
add("config/pgadmin-servers-json", """{
  "Servers": {
    "1": {
      "Name": "orders-prod (read)",
      "Group": "Prod",
      "Host": "orders-ro.internal",
      "Port": 5432,
      "MaintenanceDB": "postgres",
      "Username": "readonly",
      "Password": "{0}",
      "SSLMode": "require"
    }
  }
}""", pw())
la("""{
  "Servers": {
    "1": {
      "Name": "orders-prod (read)",
      "Group": "Prod",
      "Host": "orders-ro.internal",
      "Port": 5432,
      "MaintenanceDB": "postgres",
      "Username": "readonly",
      "PassFile": "/pgpass",
      "SSLMode": "require"
    }
  }
}""")
add("config/dbeaver-data-sources", """"configuration": {
  "host": "10.20.3.41",
  "port": "3306",
  "database": "billing",
  "url": "jdbc:mysql://10.20.3.41:3306/billing",
  "auth-model": "native",
  "user": "analyst",
  "password": "{0}"
}""", pw())
add("config/tableplus-connection-export", """name = "Staging Redis"
driver = "Redis"
host = "staging-cache.{1}.ng.0001.euw1.cache.amazonaws.com"
port = 6379
password = "{0}"
tls = true""", r(32, ALNUM), r(6, LOWER_NUM))
add("config/n8n-credentials-export", """[
  {
    "id": "{1}",
    "name": "Pipedrive account",
    "type": "pipedriveApi",
    "data": { "apiToken": "{0}" }
  }
]""", r(40, HEX), r(16, ALNUM))
la("""[
  {
    "id": "{0}",
    "name": "Pipedrive account",
    "type": "pipedriveApi",
    "data": "U2FsdGVkX1{1}"
  }
]""", r(16, ALNUM), b64(64))
add("config/serverless-yml-env", """provider:
  name: aws
  runtime: nodejs20.x
  region: ap-southeast-2
  environment:
    FRESHDESK_DOMAIN: acme.freshdesk.com
    FRESHDESK_API_KEY: {0}""", r(20, ALNUM))
la("""provider:
  name: aws
  runtime: nodejs20.x
  region: ap-southeast-2
  environment:
    FRESHDESK_DOMAIN: acme.freshdesk.com
    FRESHDESK_API_KEY: ${ssm:/support/freshdesk/api-key}""")
add("config/sst-secret-fallback", """// sst.config.ts
const stripeKey = new sst.Secret("StripeKey", "{0}");""", "rk_live_" + r(99, ALNUM))
la("""// sst.config.ts
const stripeKey = new sst.Secret("StripeKey");
// set with: npx sst secret set StripeKey <value> --stage production""")

# ============================================================ cli: everyday tools
add("cli/mycli-p", """$ mycli -h 127.0.0.1 -P 3307 -u root -p '{0}' inventory
MySQL 8.0.39
mycli 1.27.2""", pw())
la("""$ mycli -h 127.0.0.1 -P 3307 -u root inventory
Password:
MySQL 8.0.39
mycli 1.27.2""")
add("cli/rsync-password-env", """$ RSYNC_PASSWORD='{0}' rsync -avz --delete dist/ deploy@mirror.example.org::www/
sending incremental file list""", pw())
la("""$ rsync -avz --delete --password-file=/etc/rsyncd.secret dist/ deploy@mirror.example.org::www/
sending incremental file list
sent 1,204,331 bytes  received 2,118 bytes  804,299.33 bytes/sec""")
add("cli/tea-login-add", """$ tea login add --name codeberg --url https://codeberg.org --token {0}
Login as dev on https://codeberg.org successful""", r(40, HEX))
la("""$ tea login list
+----------+------------------------+---------+-------------+---------+
|   NAME   |          URL           | SSHHOST |    USER     | DEFAULT |
+----------+------------------------+---------+-------------+---------+
| codeberg | https://codeberg.org   |         | dev         | true    |
+----------+------------------------+---------+-------------+---------+""")
add("cli/pdm-publish-password", """$ pdm publish --repository https://upload.pypi.org/legacy/ --username __token__ --password {0}
Uploading rich_toolkit-0.3.1-py3-none-any.whl""", "pypi-AgEIcHlwaS5vcmc" + r(140, URLSAFE))
la("""$ pdm publish --repository testpypi
# credentials come from PDM_PUBLISH_USERNAME / PDM_PUBLISH_PASSWORD set by the trusted-publisher action""")
add("cli/hatch-publish-auth", """$ hatch publish -u __token__ -a {0}
dist/sqlfmt_lite-0.9.0.tar.gz ... success""", "pypi-AgEIcHlwaS5vcmc" + r(120, URLSAFE))
la("""$ hatch publish
Enter your username [__token__]:
Enter your credentials: ********
dist/sqlfmt_lite-0.9.0.tar.gz ... success""")
add("cli/anaconda-login", """$ anaconda login --username ml-platform --password '{0}'
login successful""", pw())
add("cli/opam-publish-token", """$ opam publish --token={0} ./opam
Submitting pull-request to ocaml/opam-repository""", "ghp_" + r(36, ALNUM))
add("cli/stack-upload-env", """$ HACKAGE_USERNAME=tkhoa HACKAGE_PASSWORD='{0}' stack upload .
Uploading text-ansi-0.3.1.tar.gz... done!""", pw())
add("cli/gsutil-hmac", """$ gsutil -o "Credentials:gs_access_key_id=GOOG1E{1}" -o "Credentials:gs_secret_access_key={0}" ls gs://shop-exports""", b64(30), r(55, UPPER_NUM))
la("""$ gsutil -i exporter@shop-prod.iam.gserviceaccount.com ls gs://shop-exports
gs://shop-exports/2026-12-04/
gs://shop-exports/2026-12-05/""")
add("cli/ldapmodify-w", """$ ldapmodify -x -H ldaps://ldap.corp.example -D "cn=admin,dc=corp,dc=example" -w '{0}' -f add-group.ldif
modifying entry "cn=devs,ou=groups,dc=corp,dc=example\"""", pw())
la("""$ ldapmodify -x -H ldaps://ldap.corp.example -D "cn=admin,dc=corp,dc=example" -W -f add-group.ldif
Enter LDAP Password:
modifying entry "cn=devs,ou=groups,dc=corp,dc=example\"""")
add("cli/caprover-deploy-p", """$ npx caprover deploy -h https://captain.apps.example.io -p '{0}' -b main -a web
Deploying web to https://captain.apps.example.io""", pw())
la("""$ npx caprover deploy -h https://captain.apps.example.io -a web --appToken $CAPROVER_APP_TOKEN -b main""")
add("cli/octo-api-key", """$ octo create-release --project "Storefront" --version 4.12.0 --server https://deploy.example.local --apiKey {0}""", "API-" + r(27, UPPER_NUM))
la("""$ octo create-release --project "Storefront" --version 4.12.0 --server https://deploy.example.local --apiKey $env:OCTOPUS_CLI_API_KEY""")
add("cli/mix-hex-repo-auth-key", """$ mix hex.repo add oban https://getoban.pro/repo \\
    --fetch-public-key SHA256:{1} \\
    --auth-key {0}""", r(32, HEX), r(43, ALNUM))
la("""$ mix hex.repo add oban https://getoban.pro/repo \\
    --fetch-public-key SHA256:{0} \\
    --auth-key $OBAN_LICENSE_KEY""", r(43, ALNUM))
add("cli/aptible-login", """$ aptible login --email ops@example.com --password '{0}' --otp-token 482913""", pw())
add("cli/northflank-login", """$ northflank login -n team-prod -t {0}
✔ Logged in to context team-prod""", "nf-" + r(56, LOWER_NUM))
la("""$ northflank get service --projectId storefront --serviceId api
  id: api
  region: europe-west
  deployment: { internal: { id: 'api', branch: 'main', buildSHA: '{0}' } }""", sha())
add("cli/zeabur-auth-login-token", """$ npx zeabur auth login --token {0}""", "sk-" + r(32, LOWER_NUM))
add("cli/spacectl-api-key", """$ SPACELIFT_API_KEY_ENDPOINT=https://acme.app.spacelift.io \\
  SPACELIFT_API_KEY_ID={1} \\
  SPACELIFT_API_KEY_SECRET={0} \\
  spacectl stack list""", r(64, HEX), r(26, UPPER_NUM))
la("""$ spacectl profile login acme
Enter Spacelift endpoint (eg. https://unicorn.app.spacelift.io/): https://acme.app.spacelift.io
Select authentication type: For API usage (recommended)
Enter API key ID: {0}
Enter API key secret: ****************""", r(26, UPPER_NUM))
add("cli/env0-deploy-flags", """$ env0 deploy -k {1} -s {0} -o {2} -p storefront -e staging""", r(32, ALNUM), r(16, LOWER_NUM), uuid4())
add("cli/curl-freshdesk-key-x", """$ curl -s -u {0}:X -H "Content-Type: application/json" https://acme.freshdesk.com/api/v2/tickets?per_page=5 | jq '.[].subject'""", r(20, ALNUM))
la("""$ curl -s -u "$FRESHDESK_API_KEY:X" https://acme.freshdesk.com/api/v2/tickets?per_page=5 | jq '.[].id'
48211
48209""")
add("cli/curl-plivo-basic", """$ curl -i --user MA{1}:{0} \\
    -H "Content-Type: application/json" \\
    -d '{"src": "+14155550123","dst": "+14155550199","text": "hi"}' \\
    https://api.plivo.com/v1/Account/MA{1}/Message/""", r(40, ALNUM), r(18, UPPER_NUM))
add("cli/httpie-bearer-polar", """$ http -A bearer -a {0} GET https://api.polar.sh/v1/orders/ limit==5""", "polar_oat_" + r(43, URLSAFE))
add("cli/docker-compose-env-inline", """$ MEILI_MASTER_KEY={0} docker compose up -d search
[+] Running 1/1
 ✔ Container shop-search-1  Started""", r(32, URLSAFE))
la("""$ docker compose --env-file .env.production config | grep -n MEILI
12:      MEILI_ENV: production
13:      MEILI_MASTER_KEY: ${MEILI_MASTER_KEY:?set in the vault}""")
add("cli/kubectl-create-secret-generic-multi", """$ kubectl -n payments create secret generic gocardless \\
    --from-literal=environment=live \\
    --from-literal=access-token={0} \\
    --dry-run=client -o yaml | kubeseal -o yaml > sealed-gocardless.yaml""", "live_" + r(40, URLSAFE))
la("""$ kubectl -n payments get secret gocardless -o yaml
apiVersion: v1
data:
  access-token: <redacted by kubectl-neat>
  environment: bGl2ZQ==
kind: Secret""")
add("cli/az-acr-login-p", """PS> az acr login --name shopregistry --username shopregistry --password '{0}'
Login Succeeded""", r(52, ALNUM) + "+ACR" + r(6, ALNUM))
la("""PS> az acr login --name shopregistry --expose-token --output tsv --query accessToken | docker login shopregistry.azurecr.io -u 00000000-0000-0000-0000-000000000000 --password-stdin
Login Succeeded""")
add("cli/bq-mk-connection-password", """$ bq mk --connection --location=EU --project_id=shop-analytics \\
    --connection_type=CLOUD_SQL \\
    --properties='{"instanceId":"shop-prod:europe-west1:orders","database":"orders","type":"POSTGRES"}' \\
    --connection_credential='{"username":"bq_reader", "password":"{0}"}' orders_pg""", pw())
add("cli/aws-cognito-admin-set-password", """$ aws cognito-idp admin-set-user-password --user-pool-id eu-central-1_{1} \\
    --username qa-bot@example.org --password '{0}' --permanent""", pw(), r(9, ALNUM))
la("""$ aws cognito-idp admin-get-user --user-pool-id eu-central-1_{0} --username qa-bot@example.org
{
    "Username": "{1}",
    "UserStatus": "CONFIRMED",
    "Enabled": true
}""", r(9, ALNUM), uuid4())
add("cli/litecli-sqlcipher", """$ litecli --key '{0}' data/app.db""", pw())
add("cli/wp-config-set", """$ wp config set DB_PASSWORD '{0}' --path=/var/www/shop
Success: Updated the constant 'DB_PASSWORD' in the 'wp-config.php' file with the value '{0}'.""", pw())
la("""$ wp config get DB_NAME --path=/var/www/shop
shop_wp
$ wp config list DB_ --format=table --path=/var/www/shop --fields=name,type
name         type
DB_NAME      constant
DB_USER      constant
DB_PASSWORD  constant""")
add("cli/dagster-cloud-api-token", """$ dagster-cloud ci init --organization acme --deployment prod --api-token user:{0}""", r(32, HEX))
add("cli/prefect-cloud-login-key", """$ prefect cloud login -k pnu_{0} -w acme/prod
Authenticated with Prefect Cloud! Using workspace 'acme/prod'.""", r(36, ALNUM))
la("""$ prefect cloud workspace ls
┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓
┃ Available Workspaces:      ┃
┡━━━━━━━━━━━━━━━━━━━━━━━━━━━━┩
│ * acme/prod                │
│   acme/staging             │
└────────────────────────────┘
    * active workspace""")
add("cli/superset-fab-create-admin", """$ docker exec -it superset superset fab create-admin --username admin --firstname Ops --lastname Team --email ops@example.com --password '{0}'""", pw())
la("""$ docker exec -it superset superset fab create-admin --username admin --firstname Superset --lastname Admin --email admin@superset.com --password admin
# ^ the quickstart from the Superset docs, only for the throwaway local container""")
add("cli/n8n-import-credentials-env", """$ N8N_ENCRYPTION_KEY={0} n8n import:credentials --input=creds.json --decrypted""", r(32, ALNUM))
add("cli/fauna-shell-secret", """$ fauna shell --secret={0} --url https://db.fauna.com""", "fnA" + r(37, URLSAFE))
add("cli/salt-call-pillar-set", """$ sudo salt 'web*' state.apply nginx pillar='{"basic_auth": {"user": "ops", "password": "{0}"}}'""", pw())
la("""$ sudo salt 'web*' pillar.get mysql:server:root_password
web01.example.net:
    ----------
web02.example.net:
    ----------""")
add("cli/milvus-birdwatcher-connect", """Milvus(by-dev) > connect --etcd 10.0.1.4:2379 --rootPath by-dev --auth --user root --password {0}""", pw())

# ============================================================ sql
add("sql/alter-user-with-password-cockroach", """root@crdb-0:26257/defaultdb> CREATE USER reporting WITH LOGIN PASSWORD '{0}';
CREATE ROLE""", pw())
la("""root@crdb-0:26257/defaultdb> CREATE USER reporting WITH LOGIN PASSWORD NULL;
CREATE ROLE
root@crdb-0:26257/defaultdb> GRANT SELECT ON TABLE orders TO reporting;""")
add("sql/yugabyte-ysqlsh-role", """yugabyte=# ALTER ROLE app_rw WITH LOGIN ENCRYPTED PASSWORD '{0}' VALID UNTIL '2027-06-30';
ALTER ROLE""", pw())
la("""yugabyte=# \\du app_rw
                  List of roles
 Role name | Attributes              | Member of
-----------+-------------------------+-----------
 app_rw    | Password valid until 2027-06-30 00:00:00+00 | {}""")
add("sql/mariadb-create-user-ed25519", """MariaDB [(none)]> CREATE USER 'grafana'@'10.0.%' IDENTIFIED VIA ed25519 USING PASSWORD('{0}');
Query OK, 0 rows affected (0.004 sec)""", pw())
la("""MariaDB [(none)]> SELECT user, host, plugin FROM mysql.user WHERE user='grafana';
+---------+--------+---------+
| user    | host   | plugin  |
+---------+--------+---------+
| grafana | 10.0.% | ed25519 |
+---------+--------+---------+""")
add("sql/migration-insert-service-account", """-- migrations/20261201_seed_service_account.sql
INSERT INTO integrations (name, provider, api_key, created_at)
VALUES ('support-sync', 'freshdesk', '{0}', now());""", r(20, ALNUM))
la("""-- migrations/20261201_seed_service_account.sql
INSERT INTO integrations (name, provider, api_key_ref, created_at)
VALUES ('support-sync', 'freshdesk', 'vault:kv/integrations/freshdesk#api_key', now());""")
add("sql/pg-alter-user-sqlalchemy-exec", """with engine.begin() as conn:
    conn.execute(text("ALTER USER metabase_ro WITH PASSWORD '{0}'"))""", pw())
la("""with engine.begin() as conn:
    conn.execute(text("ALTER USER metabase_ro WITH PASSWORD :pw"), {"pw": new_password})""")
add("sql/mssql-alter-login-check-policy", """1> ALTER LOGIN [svc_reporting] WITH PASSWORD = N'{0}', CHECK_POLICY = ON;
2> GO""", pw() + "!")
la("""1> SELECT name, is_policy_checked, is_expiration_checked FROM sys.sql_logins WHERE name = 'svc_reporting';
2> GO
name            is_policy_checked is_expiration_checked
--------------- ----------------- ---------------------
svc_reporting                   1                     0""")
add("sql/clickhouse-alter-user-sha256", """ALTER USER dbt_runner IDENTIFIED WITH sha256_password BY '{0}' HOST IP '10.8.0.0/16';""", pw())
la("""ALTER USER dbt_runner IDENTIFIED WITH sha256_hash BY '{0}' HOST IP '10.8.0.0/16';
-- hash only (sha256 of the password), generated in 1Password""", r(64, HEX))
add("sql/prisma-raw-create-role", """await prisma.$executeRawUnsafe(`CREATE ROLE analytics LOGIN PASSWORD '{0}'`);""", pw())
add("sql/rds-iam-grant-vs-password", """postgres=> CREATE USER etl_loader WITH PASSWORD '{0}';
postgres=> GRANT rds_iam TO etl_loader; -- oops, meant IAM only""", pw())
la("""postgres=> CREATE USER etl_loader;
postgres=> GRANT rds_iam TO etl_loader;
-- connect with: aws rds generate-db-auth-token --hostname orders.cluster-{0}.eu-west-1.rds.amazonaws.com --port 5432 --username etl_loader""", r(12, LOWER_NUM))

# ============================================================ query / url
add("query/pipedrive-api-token", """GET https://acme.pipedrive.com/api/v1/deals?status=open&limit=50&api_token={0} 200 OK (312 ms)""", r(40, HEX))
la("""GET https://acme.pipedrive.com/api/v1/deals?status=open&limit=50&start=100 200 OK (288 ms)
X-RateLimit-Remaining: 77""")
add("query/tomtom-key", """const url = `https://api.tomtom.com/routing/1/calculateRoute/52.50931,13.42936:52.50274,13.43872/json?key={0}&travelMode=car`;""", r(32, ALNUM))
add("query/geoapify-apikey", """INFO geocode GET https://api.geoapify.com/v1/geocode/search?text=Hauptstr%2012%20Berlin&format=json&apiKey={0} -> 200""", r(32, HEX))
la("""INFO geocode GET https://api.geoapify.com/v1/geocode/search?text=Hauptstr%2012%20Berlin&format=json&apiKey=*** -> 200""")
add("query/helius-rpc", """const connection = new Connection("https://mainnet.helius-rpc.com/?api-key={0}", "confirmed");""", uuid4())
la("""const connection = new Connection(clusterApiUrl("devnet"), "confirmed");
const sig = "{0}";""", r(88, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"))
add("query/customerio-unsubscribe-token", """Location: https://track-eu.customer.io/unsubscribe/{1}?token={0}""", b64url(48), r(24, LOWER_NUM))
add("query/livekit-join-token", """open https://meet.livekit.io/custom?liveKitUrl=wss://standup-{1}.livekit.cloud&token={0}""", "eyJhbGciOiJIUzI1NiJ9." + b64url(180) + "." + b64url(32), r(8, LOWER_NUM))
add("query/storyblok-preview-token", """https://app.storyblok.com/#/edit/{1}?_storyblok_tk[token]={0}&_storyblok_tk[timestamp]=1733420000""", r(40, HEX), r(9, DIGITS))
la("""https://api.storyblok.com/v2/cdn/stories/home?version=published&cv=1733420000&token={0}""", r(22, ALNUM) + "tt")
add("query/imagekit-signed-url", """https://ik.imagekit.io/{1}/invoices/inv-2291.pdf?ik-t=1733424000&ik-s={0}""", r(40, HEX), r(10, LOWER_NUM))
la("""https://ik.imagekit.io/{0}/products/sku-2291.jpg?tr=w-400,h-300&updatedAt=1733420000""", r(10, LOWER_NUM))
add("query/flutterwave-redirect-txref-secret", """[access] 203.0.113.9 "GET /payments/callback?status=successful&tx_ref=txref-8823&transaction_id=5530192&seckey={0} HTTP/1.1" 200""", "FLWSECK-" + r(32, HEX) + "-X")
la("""[access] 203.0.113.9 "GET /payments/callback?status=successful&tx_ref=txref-8823&transaction_id=5530192 HTTP/1.1" 200""")
add("url/infura-v3-path", """ETH_RPC_URL=https://mainnet.infura.io/v3/{0}""", r(32, HEX))
la("""ETH_RPC_URL=https://ethereum-rpc.publicnode.com
CHAIN_ID=1
WETH=0x{0}""", r(40, HEX))
add("url/quicknode-endpoint", """  networks: {
    base: { url: "https://{1}.base-mainnet.quiknode.pro/{0}/", chainId: 8453 },
  },""", r(40, HEX), "-".join(r(6, LOWER) for _ in range(3)))
add("url/zilliz-uri-user-pass", """MILVUS_URI=https://db_admin:{0}@in03-{1}.serverless.gcp-us-west1.cloud.zilliz.com""", pw(), r(15, HEX))
add("url/cockroach-cloud-dsn", """DATABASE_URL="postgresql://app:{0}@storefront-{1}.j77.aws-eu-central-1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full\"""", r(22, URLSAFE), r(4, LOWER_NUM))
la("""DATABASE_URL="postgresql://root@localhost:26257/defaultdb?sslmode=disable"   # cockroach start-single-node --insecure""")
add("url/yugabyte-jdbc", """spring.datasource.url=jdbc:yugabytedb://yb-tserver-0.yb.internal:5433/yugabyte?user=app_rw&password={0}&load-balance=true""", pw())
add("url/dramatiq-redis-url-log", """[2026-12-05 09:14:02] [PID 1] [MainThread] [dramatiq.MainProcess] [INFO] Dramatiq '1.17.1' is booting up. Broker: redis://:{0}@cache.internal:6379/2""", pw())
la("""[2026-12-05 09:14:02] [PID 1] [MainThread] [dramatiq.MainProcess] [INFO] Dramatiq '1.17.1' is booting up. Broker: redis://cache.internal:6379/2""")

# ============================================================ header
add("header/infobip-app-scheme", """curl -X POST https://{1}.api.infobip.com/sms/2/text/advanced \\
  -H 'Authorization: App {0}' \\
  -H 'Content-Type: application/json'""", r(32, HEX) + "-" + uuid4(), r(6, LOWER_NUM))
la("""curl -X POST https://{0}.api.infobip.com/sms/2/text/advanced \\
  -H "Authorization: App $INFOBIP_API_KEY" \\
  -H 'Content-Type: application/json'""", r(6, LOWER_NUM))
add("header/aftership-api-key", """GET /tracking/2024-10/trackings HTTP/1.1
Host: api.aftership.com
as-api-key: {0}
Content-Type: application/json""", "asat_" + r(32, HEX))
la("""GET /tracking/2024-10/trackings HTTP/1.1
Host: api.aftership.com
as-api-key: {{aftership_key}}
Content-Type: application/json""")
add("header/datocms-bearer-http-file", """### list models
GET https://site-api.datocms.com/item-types
Authorization: Bearer {0}
Accept: application/json
X-Api-Version: 3""", r(30, HEX))
la("""### list models
GET https://site-api.datocms.com/item-types
Authorization: Bearer {{DATO_TOKEN}}
Accept: application/json
X-Api-Version: 3""")
add("header/retell-xhr-log", """[network] POST https://api.retellai.com/v2/create-web-call
  request headers: { "content-type": "application/json", "authorization": "Bearer {0}" }""", "key_" + r(28, HEX))
la("""[network] POST https://api.retellai.com/v2/create-web-call 201
  response: { "call_id": "{0}", "agent_id": "agent_{1}", "access_token": null }""", r(32, HEX), r(26, HEX))
add("header/octopus-x-api-key", """Invoke-RestMethod -Uri "https://deploy.example.local/api/projects" -Headers @{ "X-Octopus-ApiKey" = "{0}" }""", "API-" + r(27, UPPER_NUM))
add("header/hygraph-pat", """const client = new GraphQLClient('https://eu-central-1-shared-euc1-02.cdn.hygraph.com/content/{1}/master', {
  headers: { authorization: 'Bearer {0}' },
});""", "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImdjbXMtbWFpbi1wcm9kdWN0aW9uIn0." + b64url(300) + "." + b64url(256), r(25, LOWER_NUM))
la("""// public content API: no token needed for published content
const client = new GraphQLClient('https://eu-central-1-shared-euc1-02.cdn.hygraph.com/content/{0}/master');""", r(25, LOWER_NUM))
add("header/prismic-access-token", """curl 'https://acme-shop.cdn.prismic.io/api/v2' -H 'Authorization: Token {0}'""", "MC5" + r(60, URLSAFE) + "." + r(40, URLSAFE))
add("header/x-pf-store-and-proxy", """> GET /orders?limit=20 HTTP/2
> Host: api.printful.com
> Proxy-Authorization: Basic {0}
> X-PF-Store-Id: {1}""", base64.b64encode(("egress:" + pw()).encode()).decode(), r(8, DIGITS))
la("""< HTTP/2 200
< x-pf-store-id: {0}
< x-request-id: {1}
< ratelimit-remaining: 119""", r(8, DIGITS), uuid4())
add("header/sinch-xms-bearer", """POST https://sms.api.sinch.com/xms/v1/{1}/batches
Authorization: Bearer {0}""", r(32, HEX), r(32, HEX))

# ============================================================ trace: logs, test failures, tool calls
add("trace/pytest-fixture-repr", """E       AssertionError: assert 401 == 200
E        +  where 401 = <Response [401]>.status_code
cfg        = Settings(env='staging', stytch_project_id='project-test-{1}', stytch_secret='{0}')""", "secret-test-" + r(36, URLSAFE), uuid4())
la("""E       AssertionError: assert 401 == 200
E        +  where 401 = <Response [401]>.status_code
cfg        = Settings(env='staging', stytch_project_id='project-test-{0}', stytch_secret=SecretStr('**********'))""", uuid4())
add("trace/jest-toHaveBeenCalledWith", """  ● CheckoutService › creates a payment session

    expect(jest.fn()).toHaveBeenCalledWith(...expected)

    - Expected
    + Received

      Object {
    -   "secretKey": Any<String>,
    +   "secretKey": "{0}",
        "environment": "sandbox",
      }""", "sk_sbox_" + r(26, LOWER_NUM))
la("""  ● CheckoutService › creates a payment session

    expect(received).toMatchObject(expected)

    - Expected  - 1
    + Received  + 1

      Object {
    -   "status": "Authorized",
    +   "status": "Declined",
        "id": "pay_{0}",
      }""", r(26, LOWER_NUM))
add("trace/go-test-config-dump", """--- FAIL: TestCasdoorLogin (0.41s)
    auth_test.go:57: config: &{Endpoint:https://door.example.org ClientID:{1} ClientSecret:{0} Org:built-in}
    auth_test.go:58: unexpected status 401""", r(40, HEX), r(20, HEX))
la("""--- FAIL: TestCasdoorLogin (0.41s)
    auth_test.go:57: config: &{Endpoint:https://door.example.org ClientID:{0} ClientSecret:[REDACTED] Org:built-in}
    auth_test.go:58: unexpected status 401 (request id {1})""", r(20, HEX), uuid4())
add("trace/dramatiq-actor-args-log", """[dramatiq.worker.WorkerThread] [ERROR] Failed to process message send_sms('+2348030000000', 'Your code is 551203', api_key='{0}') with unhandled exception.""", "TL" + r(58, ALNUM))
add("trace/cockroach-conn-error", """ERROR: failed to connect to `host=storefront-{1}.j77.aws-eu-central-1.cockroachlabs.cloud user=app database=defaultdb`: failed SASL auth (FATAL: password authentication failed for user app (SQLSTATE 28P01))
  dsn: postgresql://app:{0}@storefront-{1}.j77.aws-eu-central-1.cockroachlabs.cloud:26257/defaultdb""", r(22, URLSAFE), r(4, LOWER_NUM))
la("""ERROR: failed to connect to `host=storefront-{0}.j77.aws-eu-central-1.cockroachlabs.cloud user=app database=defaultdb`: failed SASL auth (FATAL: password authentication failed for user app (SQLSTATE 28P01))""", r(4, LOWER_NUM))
add("trace/claude-tool-use-write-env", """{"type":"tool_use","id":"toolu_01{1}","name":"Write","input":{"file_path":"/home/dev/shop/.env.production","content":"XENDIT_SECRET_KEY={0}\\nXENDIT_WEBHOOK_TOKEN=\\n"}}""", "xnd_production_" + r(60, ALNUM), r(22, ALNUM))
la("""{"type":"tool_use","id":"toolu_01{0}","name":"Write","input":{"file_path":"/home/dev/shop/.env.example","content":"XENDIT_SECRET_KEY=\\nXENDIT_PUBLIC_KEY=xnd_public_development_...\\n"}}""", r(22, ALNUM))
add("trace/tool-result-cat-config", """{"role":"tool","tool_call_id":"call_{1}","content":"[client]\\nuser=backup\\npassword={0}\\nhost=db-replica.internal\\n"}""", pw(), r(24, ALNUM))
la("""{"role":"tool","tool_call_id":"call_{0}","content":"[client]\\nuser=backup\\nhost=db-replica.internal\\n# password comes from mysql_config_editor (login-path=backup)\\n"}""", r(24, ALNUM))
add("trace/winston-json-request", """{"level":"error","message":"moralis request failed","status":401,"config":{"url":"https://deep-index.moralis.io/api/v2.2/wallets/0x{1}/net-worth","headers":{"X-API-Key":"{0}"}},"timestamp":"2026-12-05T09:12:44.120Z"}""", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + b64url(120) + "." + b64url(32), r(40, HEX))
la("""{"level":"error","message":"moralis request failed","status":429,"config":{"url":"https://deep-index.moralis.io/api/v2.2/wallets/0x{0}/net-worth","headers":{"X-API-Key":"[Filtered]"}},"timestamp":"2026-12-05T09:12:44.120Z"}""", r(40, HEX))
add("trace/hibernate-datasource-props", """2026-12-05 10:41:02.118  WARN 1 --- [main] o.h.e.j.e.i.JdbcEnvironmentInitiator : HHH000342: Could not obtain connection to query metadata
  props: {hibernate.connection.url=jdbc:mariadb://db:3306/shop, hibernate.connection.username=shop, hibernate.connection.password={0}}""", pw())
add("trace/php-exception-pdo-construct", """PDOException: SQLSTATE[HY000] [1045] Access denied for user 'shop'@'172.18.0.5' (using password: YES)
#0 /var/www/html/vendor/illuminate/database/Connectors/Connector.php(65): PDO->__construct('mysql:host=db;port=3306;dbname=shop', 'shop', '{0}', Array)""", pw())
la("""PDOException: SQLSTATE[HY000] [1045] Access denied for user 'shop'@'172.18.0.5' (using password: YES)
#0 /var/www/html/vendor/illuminate/database/Connectors/Connector.php(65): PDO->__construct('mysql:host=db;port=3306;dbname=shop', 'shop', Object(SensitiveParameterValue), Array)""")
add("trace/kotlin-exposed-connect", """Exception in thread "main" org.postgresql.util.PSQLException: FATAL: password authentication failed for user "ktor"
	at com.example.DbKt.connect(Db.kt:14)
Database.connect(url="jdbc:postgresql://pg:5432/app", driver="org.postgresql.Driver", user="ktor", password="{0}")""", pw())
add("trace/celery-flower-task-kwargs", """Task tasks.sync_pipedrive[{1}] raised unexpected: HTTPError('401 Client Error')
kwargs: {'company': 'acme', 'api_token': '{0}'}""", r(40, HEX), uuid4())
la("""Task tasks.sync_pipedrive[{0}] succeeded in 4.21s: {'deals': 128, 'skipped': 3}""", uuid4())

# ============================================================ split
add_split("split/ts-concat-env-fallback", """const LIVEKIT_API_SECRET =
  process.env.LIVEKIT_API_SECRET ??
  '{0}' +
  '{1}';""", r(22, ALNUM), r(21, ALNUM))
add_split("split/python-paren-concat", """FAUNA_SECRET = (
    "{0}"
    "{1}"
)""", "fnA" + r(18, URLSAFE), r(19, URLSAFE))
add_split("split/yaml-block-scalar-wrapped", """env:
  - name: XENDIT_SECRET_KEY
    value: >-
      {0}
      {1}""", "xnd_production_" + r(30, ALNUM), r(30, ALNUM))
add_split("split/go-raw-plus", """const mpToken = "APP_USR-{0}" +
	"-{1}\"""", r(16, DIGITS) + "-" + r(6, DIGITS), r(32, HEX) + "-" + r(9, DIGITS))
add_split("split/terminal-wrap-80", """$ printenv | grep AFTERSHIP
AFTERSHIP_API_KEY={0}
{1}""", "asat_" + r(58, HEX), r(10, HEX))
add_split("split/prose-two-messages", """[10:02] ana: first half of the unkey root key: {0}
[10:02] ana: second half: {1} (don't paste it in #general)""", "unkey_" + r(12, ALNUM), r(12, ALNUM))
add_split("split/kotlin-string-plus", """val octopusKey = "API-{0}" +
    "{1}\"""", r(14, UPPER_NUM), r(13, UPPER_NUM))
add_split("split/sql-concat-pipe", """UPDATE integrations SET secret = 'FLWSECK-{0}' || '{1}-X' WHERE provider = 'flutterwave';""", r(16, HEX), r(16, HEX))

# ============================================================ keymat
add("keymat/sec1-body-in-env", """COINBASE_CDP_KEY_NAME=organizations/{1}/apiKeys/{2}
COINBASE_CDP_PRIVATE_KEY="{0}\"""", "MHcCAQEEI" + b64(90).rstrip("="), uuid4(), uuid4())
la("""COINBASE_CDP_KEY_NAME=organizations/{0}/apiKeys/{1}
COINBASE_CDP_PRIVATE_KEY_FILE=/run/secrets/cdp_api_key.pem""", uuid4(), uuid4())
add("keymat/cdp-ed25519-secret-json", """{
  "id": "{1}",
  "privateKey": "{0}"
}""", b64(64), uuid4())
add("keymat/jwk-private-okp", """// keys/zitadel-sa.jwk (service user key, pasted from the console)
{"kty":"OKP","crv":"Ed25519","kid":"{1}","x":"{2}","d":"{0}"}""", b64url(32), r(18, DIGITS), b64url(32))
la("""// .well-known/jwks.json (public)
{"keys":[{"kty":"OKP","crv":"Ed25519","kid":"{0}","use":"sig","alg":"EdDSA","x":"{1}"}]}""", r(18, DIGITS), b64url(32))
add("keymat/solana-keypair-array", """$ cat ~/.config/solana/deployer.json
[{0}]""", ",".join(str(_rng.randrange(256)) for _ in range(64)))
la("""$ solana-keygen pubkey ~/.config/solana/deployer.json
{0}
$ solana balance {0} --url devnet
2.5 SOL""", r(44, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"))
add("keymat/hardhat-private-key", """// hardhat.config.ts
networks: {
  sepolia: { url: process.env.SEPOLIA_RPC!, accounts: ["0x{0}"] },
},""", r(64, HEX))
la("""// hardhat.config.ts
networks: {
  sepolia: { url: process.env.SEPOLIA_RPC!, accounts: vars.has("DEPLOYER_KEY") ? [vars.get("DEPLOYER_KEY")] : [] },
},
// deployed Token at 0x{0} (tx 0x{1})""", r(40, HEX), r(64, HEX))
add("keymat/bip39-in-readme-note", """# wallet for the e2e tests (funded on Base Sepolia)
MNEMONIC="{0}\"""", " ".join(_rng.sample(["orbit", "velvet", "canal", "fossil", "drift", "hazard", "lunar", "pencil", "glimpse", "harvest", "mango", "tribe", "salute", "ripple", "denial", "quote", "avocado", "border", "pistol", "ladder", "exotic", "summer", "tennis", "wolf"], 12)))
la("""# wallet for the e2e tests: hardhat/anvil default mnemonic, public and unfunded on mainnet
MNEMONIC="test test test test test test test test test test test junk\"""")

# ============================================================ private
add("private/numeric-entity-decimal", """notes from pairing: &#60;private&#62;{0}&#60;/private&#62; is the staging LiveKit secret""", r(43, ALNUM))
add("private/hex-entity-lower", """Deploy checklist: &#x3c;private&#x3e;vapi private key {0}&#x3c;/private&#x3e; then redeploy""", uuid4())
add("private/markdown-code-span", """Use `<private>{0}</private>` as `PRINTFUL_TOKEN` for the sync job.""", r(40, ALNUM))
add("private/json-escaped-lt", """{"role":"user","content":"the db pass is \\u003cprivate\\u003e{0}\\u003c/private\\u003e, run the migration"}""", pw())
add("private/multiline-note", """<private>
aptible: ops@example.com / {0}
</private>
ok, log in and scale the web service to 3""", pw())
add("private/mixed-case-tag", """<Private>{0}</Private> <- paste that into the GoCardless webhook secret field""", r(40, URLSAFE))
la("""Wrap anything sensitive in <private></private> tags and the memory plugin drops it before storing.""")
la("""The `&lt;private&gt;` tag is documented in the plugin README; nothing inside is stored.""")

# ============================================================ positional
add("positional/dotenvx-set", """$ npx dotenvx set STRIPE_KEY {0} -f .env.production
✔ set STRIPE_KEY with encryption (.env.production)""", "sk_live_" + r(99, ALNUM))
la("""$ npx dotenvx get STRIPE_KEY -f .env.production
encrypted:{0}""", b64(120))
add("positional/vercel-env-add-stdin-arg", """$ vercel env add RETELL_API_KEY production {0}""", "key_" + r(28, HEX))
add("positional/infisical-secrets-set", """$ infisical secrets set LIVEKIT_API_SECRET={0} --env=prod --path=/voice""", r(43, ALNUM))
la("""$ infisical secrets get LIVEKIT_API_SECRET --env=prod --path=/voice --plain --silent | wc -c
44""")
add("positional/custom-cli-auth", """$ termii-cli auth {0}
Saved credentials to ~/.config/termii/config.json""", "TL" + r(58, ALNUM))
add("positional/fauna-create-key-output", """$ fauna create-key shop-prod server
  created key for database 'shop-prod' with role 'server'.
  secret: {0}
  To access 'shop-prod' with this key, create a client using the driver library for your language of choice using the above secret.""", "fnA" + r(37, URLSAFE))
add("positional/make-target-arg", """$ make seed-admin ADMIN_PASSWORD={0}""", pw())
la("""$ make seed-admin ADMIN_PASSWORD="$(op read op://Shop/seed-admin/password)\"""")

# ============================================================ other
add("other/browser-localstorage-dump", """> JSON.stringify(localStorage)
'{"hanko":"{0}","theme":"dark","sidebar":"collapsed"}'""", "eyJhbGciOiJSUzI1NiIsImtpZCI6IjEifQ." + b64url(160) + "." + b64url(256))
la("""> JSON.stringify(localStorage)
'{"theme":"dark","sidebar":"collapsed","lastProject":"{0}"}'""", uuid4())
add("other/har-cookie", """"cookies": [
  { "name": "stytch_session", "value": "{0}", "httpOnly": true, "secure": true }
]""", r(44, URLSAFE))
la(""""cookies": [
  { "name": "_ga", "value": "GA1.1.{0}.{1}", "httpOnly": false, "secure": false },
  { "name": "consent", "value": "analytics=0", "httpOnly": false, "secure": true }
]""", r(10, DIGITS), r(10, DIGITS))
add("other/qr-otpauth-text", """scanned from the screenshot Ana sent: otpauth://totp/Aptible:ops%40example.com?secret={0}&issuer=Aptible""", r(32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"))
add("other/webhook-signing-secret-table", """| provider   | webhook url                          | signing secret |
|------------|--------------------------------------|----------------|
| GoCardless | https://api.example.dev/hooks/gc     | {0} |""", r(40, URLSAFE))
la("""| provider   | webhook url                          | signing secret        |
|------------|--------------------------------------|-----------------------|
| GoCardless | https://api.example.dev/hooks/gc     | in Vault: kv/hooks/gc |""")
add("other/csv-export-api-keys", """tenant_id,name,plan,api_key
{1},Acme GmbH,pro,{0}""", "ak_live_" + r(32, ALNUM), uuid4())
la("""tenant_id,name,plan,api_key_last4
{0},Acme GmbH,pro,{1}""", uuid4(), r(4, ALNUM))

# ============================================================ config: more everyday files
add("config/livekit-server-keys", """# livekit.yaml
port: 7880
rtc:
  tcp_port: 7881
  use_external_ip: true
keys:
  API{1}: {0}
redis:
  address: redis.internal:6379""", r(43, ALNUM), r(12, ALNUM))
la("""# livekit.yaml
port: 7880
rtc:
  tcp_port: 7881
  use_external_ip: true
key_file: /etc/livekit/keys.yaml
redis:
  address: redis.internal:6379""")
add("config/appsettings-infobip", """{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "Infobip": {
    "BaseUrl": "https://{1}.api.infobip.com",
    "ApiKey": "{0}",
    "Sender": "ShopAlerts"
  }
}""", r(32, HEX) + "-" + uuid4(), r(6, LOWER_NUM))
la("""{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "Infobip": {
    "BaseUrl": "https://{0}.api.infobip.com",
    "ApiKey": "",
    "Sender": "ShopAlerts"
  }
}
// ApiKey comes from `dotnet user-secrets set "Infobip:ApiKey" ...` in development""", r(6, LOWER_NUM))
add("config/spring-application-yml-mercadopago", """mercadopago:
  access-token: {0}
  public-key: APP_USR-{1}
  webhook-url: https://api.example.dev/hooks/mp""", "APP_USR-" + r(16, DIGITS) + "-" + r(6, DIGITS) + "-" + r(32, HEX) + "-" + r(9, DIGITS), uuid4())
la("""mercadopago:
  access-token: ${MP_ACCESS_TOKEN}
  public-key: APP_USR-{0}
  webhook-url: https://api.example.dev/hooks/mp""", uuid4())
add("config/taskfile-env", """# Taskfile.yml
version: '3'
env:
  PREFECT_API_URL: https://api.prefect.cloud/api/accounts/{1}/workspaces/{2}
  PREFECT_API_KEY: pnu_{0}
tasks:
  deploy:
    cmds: [prefect deploy --all]""", r(36, ALNUM), uuid4(), uuid4())
la("""# Taskfile.yml
version: '3'
dotenv: ['.env']
tasks:
  deploy:
    cmds: [prefect deploy --all]
    preconditions:
      - sh: test -n "$PREFECT_API_KEY"
        msg: "PREFECT_API_KEY is not set" """)
add("config/justfile-export", """# justfile
set dotenv-load
export ZILLIZ_TOKEN := "{0}"

index:
    uv run python -m search.reindex""", r(104, HEX))
la("""# justfile
set dotenv-load
export ZILLIZ_URI := env_var_or_default("ZILLIZ_URI", "http://localhost:19530")

index:
    uv run python -m search.reindex""")
add("config/gha-env-plaintext", """jobs:
  notify:
    runs-on: ubuntu-latest
    env:
      AT_USERNAME: shopkeeper
      AT_API_KEY: {0}
    steps:
      - run: node scripts/sms-release-notes.js""", "atsk_" + r(96, HEX))
la("""jobs:
  notify:
    runs-on: ubuntu-latest
    env:
      AT_USERNAME: shopkeeper
      AT_API_KEY: ${{ secrets.AT_API_KEY }}
    steps:
      - run: node scripts/sms-release-notes.js""")
add("config/tox-ini-setenv", """[testenv:integration]
setenv =
    PIPEDRIVE_API_TOKEN = {0}
    PIPEDRIVE_COMPANY = acme
commands = pytest tests/integration -m pipedrive""", r(40, HEX))
la("""[testenv:integration]
passenv =
    PIPEDRIVE_API_TOKEN
setenv =
    PIPEDRIVE_COMPANY = acme
commands = pytest tests/integration -m pipedrive""")
add("config/phpunit-xml-env", """<phpunit bootstrap="vendor/autoload.php">
  <php>
    <env name="APP_ENV" value="testing"/>
    <env name="IYZICO_SECRET_KEY" value="{0}"/>
  </php>
</phpunit>""", "sandbox-" + r(32, ALNUM))
la("""<phpunit bootstrap="vendor/autoload.php">
  <php>
    <env name="APP_ENV" value="testing"/>
    <env name="IYZICO_SECRET_KEY" value="sandbox-test-secret"/>
    <env name="IYZICO_BASE_URL" value="http://localhost:8089"/>
  </php>
</phpunit>""")
add("config/procfile-inline", """web: bundle exec puma -C config/puma.rb
worker: FAUNA_SECRET={0} bundle exec sidekiq""", "fnA" + r(37, URLSAFE))
add("config/turbo-json-env-default", """{
  "$schema": "https://turbo.build/schema.json",
  "globalEnv": ["NODE_ENV"],
  "tasks": { "build": { "env": ["STORYBLOK_TOKEN"] } }
}
# apps/web/.env.production
STORYBLOK_MANAGEMENT_TOKEN={0}""", r(22, ALNUM) + "-" + r(6, DIGITS) + "-" + r(20, ALNUM))
la("""{
  "$schema": "https://turbo.build/schema.json",
  "globalEnv": ["NODE_ENV"],
  "tasks": { "build": { "env": ["STORYBLOK_TOKEN", "STORYBLOK_MANAGEMENT_TOKEN"], "outputs": [".next/**"] } }
}""")

# ============================================================ prose: chat in several languages
add("prose/en-stytch-chat", """ok the staging Stytch secret is {0} — can you wire it into the auth middleware and run the e2e suite?""", "secret-test-" + r(36, URLSAFE))
add("prose/en-livekit-after-dash", """LiveKit creds for the demo room — key API{1}, secret {0}. Rotate after Friday.""", r(43, ALNUM), r(12, ALNUM))
add("prose/es-mercadopago", """El access token de producción de Mercado Pago es {0}, úsalo sólo en el backend.""", "APP_USR-" + r(16, DIGITS) + "-" + r(6, DIGITS) + "-" + r(32, HEX) + "-" + r(9, DIGITS))
add("prose/pt-br-pipedrive", """O token da API do Pipedrive da conta comercial é {0}, coloca no .env e roda o sync.""", r(40, HEX))
add("prose/de-printful", """Der Printful-Token für den Shop lautet {0} – bitte nicht ins Repo committen.""", r(40, ALNUM))
add("prose/fr-octopus", """La clé API Octopus pour le pipeline de déploiement : {0}. Elle expire à la fin du mois.""", "API-" + r(27, UPPER_NUM))
add("prose/it-dagster-snowflake", """La password dell'utente DAGSTER_SVC su Snowflake è {0}, l'ho appena reimpostata.""", pw())
add("prose/ja-flutterwave", """Flutterwave の本番シークレットキーは {0} です。サーバー側だけで使ってください。""", "FLWSECK-" + r(32, HEX) + "-X")
add("prose/ko-imagekit", """ImageKit 프라이빗 키는 {0} 이에요. 업로드 서명할 때만 쓰세요.""", "private_" + r(27, ALNUM) + "=")
add("prose/zh-yookassa", """YooKassa 的密钥是 {0}，商户号 {1}，先在测试环境跑一下回调。""", "live_" + r(43, URLSAFE), r(6, DIGITS))
add("prose/ru-superset", """Пароль админа в Superset на стейдже: {0} (логин admin).""", pw())
add("prose/tr-iyzico", """iyzico secret key: {0} — sandbox değil, canlı ortam, dikkat.""", r(32, ALNUM))
add("prose/id-midtrans", """Server key Midtrans produksi: {0}. Client key boleh di frontend, server key jangan.""", "Mid-server-" + r(24, URLSAFE))
add("prose/nl-authentik", """Het bootstrap-wachtwoord voor authentik is {0}, daarna meteen wijzigen graag.""", pw())
add("prose/hi-africastalking", """Africa's Talking की API key {0} है, इसे सिर्फ़ server पर रखना।""", "atsk_" + r(96, HEX))
add("prose/en-markdown-list", """Here's what you need for the Zilliz cluster:
- endpoint: https://in03-{1}.serverless.gcp-us-west1.cloud.zilliz.com
- token: {0}""", r(104, HEX), r(15, HEX))
add("prose/vi-caprover", """Mật khẩu CapRover của server mới là {0}, anh đăng nhập rồi tạo app giúp em nhé.""", pw())
add("prose/pl-polar", """Token Polar do sandboxa: {0} — wrzuć do sekretów w GitHubie.""", "polar_oat_" + r(43, URLSAFE))

# ============================================================ look-alikes: prose about credentials
la("""Can you rotate the Stytch secret? The old one leaked in a screenshot; generate a new one in the dashboard and update the Vercel env, I'll revoke the old one after.""")
la("""The LiveKit API key (the API… prefix) identifies the project; only the secret signs tokens, so keep that one server-side.""")
la("""Para Mercado Pago, la public key va en el frontend y el access token sólo en el backend; ambos están en Credenciales > Producción.""")
la("""O token do Pipedrive fica em Configurações > Preferências pessoais > API; não precisa colar aqui, eu leio do cofre.""")
la("""Bitte den Printful-Token nicht hier posten – er steht im 1Password-Tresor "Shop" unter "Printful API".""")
la("""La clé API Octopus est dans la variable sensible Octopus.Action.Api.Key ; le pipeline la lit automatiquement.""")
la("""Flutterwave の公開鍵 (FLWPUBK_TEST-…) はフロントで使っても問題ありません。シークレットキーは Secrets Manager にあります。""")
la("""ImageKit 공개 키는 프런트엔드에 넣어도 되고, 프라이빗 키는 서버 환경 변수 IMAGEKIT_PRIVATE_KEY 에서 읽어요.""")
la("""YooKassa 的 shopId 是公开的，密钥放在 Vault 的 kv/payments/yookassa 里，不要写进代码。""")
la("""Пароль админа Superset теперь в Vault по пути kv/bi/superset-admin, старый я сбросил.""")
la("""iyzico sandbox anahtarları dokümantasyonda örnek olarak verilenler; canlı anahtarlar sadece CI sırlarında.""")
la("""Client key Midtrans memang boleh di frontend (SB-Mid-client-…); server key ada di Secret Manager, bukan di repo.""")
la("""Het authentik-wachtwoord staat in Bitwarden onder "Infra / authentik akadmin"; ik heb het daar net bijgewerkt.""")
la("""Zilliz gives each cluster an endpoint and an API key; the endpoint is fine to share, the key goes in ZILLIZ_TOKEN.""")
la("""Mật khẩu CapRover đã lưu trong Bitwarden, anh mở mục "captain.apps" là thấy.""")
la("""Token Polar trzymamy w sekretach GitHuba jako POLAR_ACCESS_TOKEN; w sandboxie wystarczy wygenerować nowy.""")
la("""The token expired, so I ran `infisical login` again; the CLI stores the session in the system keyring, nothing in the repo changed.""")
la("""Password reset done for qa-bot; the temporary one was sent through the Cognito email flow, so I never saw it.""")
la("""Note: the AfterShip key in the staging .env is a placeholder; ask Dana for a real one if you need live trackings.""")
la("""Don't use the dev Vapi private key in production — create a separate org key and scope it to the voice-agents assistant.""")

# ============================================================ look-alikes: ids, hashes, hosts, masked output
la("""$ git log --oneline -5
{0} fix(auth): read STYTCH_SECRET from env
{1} chore: bump @workos-inc/node to 7.31.0
{2} feat(payments): add Xendit invoices
{3} test: cover GoCardless webhook signature
{4} ci: move sonar token to secrets manager""", sha()[:7], sha()[:7], sha()[:7], sha()[:7], sha()[:7])
la("""$ docker images --digests | grep storefront
europe-west1-docker.pkg.dev/shop-prod/web/app   4.12.0   sha256:{0}   3 hours ago   214MB""", r(64, HEX))
la("""npm notice package: @acme/checkout@2.4.1
npm notice shasum: {0}
npm notice integrity: sha512-{1}
npm notice total files: 42""", sha(), b64(64))
la("""X-Request-Id: {0}
X-Amzn-Trace-Id: Root=1-{1}-{2}
CF-Ray: {3}-FRA""", uuid4(), r(8, HEX), r(24, HEX), r(16, HEX))
la("""Xendit invoice created: id={0} external_id=order-88213 status=PENDING invoice_url=https://checkout.xendit.co/web/{0}""", r(24, HEX))
la("""mercadopago webhook: {"action":"payment.updated","api_version":"v1","data":{"id":"{0}"},"id":{1},"live_mode":true,"type":"payment","user_id":"{2}"}""", r(11, DIGITS), r(11, DIGITS), r(9, DIGITS))
la("""GoCardless event EV{0}: payments.confirmed for PM{1} (mandate MD{2})""", r(12, UPPER_NUM), r(12, UPPER_NUM), r(12, UPPER_NUM))
la("""Flutterwave verify: {"status":"success","data":{"id":{0},"tx_ref":"txref-8823","flw_ref":"FLW-MOCK-{1}","amount":54600,"currency":"NGN"}}""", r(7, DIGITS), r(32, HEX))
la("""Midtrans notification: order_id=ORD-{0} transaction_id={1} transaction_status=settlement signature_key={2}""", r(6, DIGITS), uuid4(), r(128, HEX))
la("""polar webhook delivered: event=order.created id={0} webhook-id=msg_{1} webhook-timestamp=1733420112""", uuid4(), r(27, ALNUM))
la("""LiveKit room started: room=standup sid=RM_{0} participant=PA_{1} identity=agent-worker""", r(12, ALNUM), r(12, ALNUM))
la("""Retell call ended: call_id={0} agent_id=agent_{1} duration_ms=81250 disconnection_reason=user_hangup""", r(32, HEX), r(26, HEX))
la("""Vapi call: {"id":"{0}","orgId":"{1}","assistantId":"{2}","status":"ended","endedReason":"customer-ended-call"}""", uuid4(), uuid4(), uuid4())
la("""Stytch: {"status_code":200,"request_id":"request-id-live-{0}","user_id":"user-live-{1}","session_token":"","session_jwt":""}""", uuid4(), uuid4())
la("""WorkOS SSO: connection conn_{0} for organization org_{1} is active (profile prof_{2})""", r(26, UPPER_NUM), r(26, UPPER_NUM), r(26, UPPER_NUM))
la("""Descope audit: {"projectId":"P{0}","actorId":"U{1}","action":"LoginSucceed","remoteAddress":"203.0.113.77"}""", r(27, ALNUM), r(27, ALNUM))
la("""Customer.io delivery {0} for campaign 14 sent to customer id 5 (site {1})""", b64url(24), r(20, HEX))
la("""AfterShip tracking {0}: slug=dhl tracking_number=JD{1} tag=InTransit""", r(24, LOWER_NUM), r(18, DIGITS))
la("""Infobip: {"messages":[{"messageId":"{0}","status":{"groupName":"PENDING","name":"PENDING_ACCEPTED"},"to":"2348030000000"}],"bulkId":"{1}"}""", r(26, DIGITS), uuid4())
la("""Plivo response: {"api_id":"{0}","message":"message(s) queued","message_uuid":["{1}"]}""", uuid4(), uuid4())
la("""Sinch batch created: {"id":"{0}","from":"12345","to":["447700900123"],"type":"mt_text"}""", r(26, UPPER_NUM))
la("""Unkey verify: {"valid":true,"keyId":"key_{0}","ownerId":"user_123","remaining":null,"code":"VALID"}""", r(22, ALNUM))
la("""trigger.dev: run run_{0} of task send-digest finished in 4.1s (batch batch_{1})""", r(25, LOWER_NUM), r(25, LOWER_NUM))
la("""Fauna query summary: {"txn_ts":1733420112000000,"stats":{"compute_ops":1,"read_ops":9,"write_ops":0},"schema_version":0}""")
la("""Zilliz collection created: products_v2 (id {0}) in cluster in03-{1}, region gcp-us-west1""", r(18, DIGITS), r(15, HEX))
la("""Storyblok space {0}: story home (id {1}, uuid {2}) published""", r(6, DIGITS), r(9, DIGITS), uuid4())
la("""DatoCMS build trigger {0} finished: site_id={1}, environment=main""", r(6, DIGITS), r(6, DIGITS))
la("""Hygraph content API: https://eu-central-1-shared-euc1-02.cdn.hygraph.com/content/{0}/master (stage PUBLISHED)""", r(25, LOWER_NUM))
la("""Prismic repository acme-shop: master ref {0}""", r(16, URLSAFE))
la("""ImageKit upload: {"fileId":"{0}","name":"sku-2291.jpg","url":"https://ik.imagekit.io/{1}/sku-2291.jpg","thumbnailUrl":"https://ik.imagekit.io/{1}/tr:n-ik_ml_thumbnail/sku-2291.jpg"}""", r(24, HEX), r(10, LOWER_NUM))
la("""Builder.io content entry {0} (model: page, url: /pricing) published""", r(32, HEX))
la("""Helius: getSignaturesForAddress {0} -> 20 results (slot 301992311)""", r(44, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"))
la("""Infura: eth_blockNumber -> 0x{0} (project dashboard shows 12,044 requests today)""", r(7, HEX))
la("""contract Storefront deployed to 0x{0} on base-sepolia (chainId 84532), verified on basescan""", r(40, HEX))
la("""Coinbase CDP: transfer {0} status=complete network=base-sepolia asset=usdc amount=1.00""", uuid4())
la("""thirdweb: storage upload ipfs://Qm{0}/0""", r(44, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"))
la("""Moralis stream {0} status=active webhookUrl=https://api.example.dev/hooks/moralis""", uuid4())
la("""Printful order {0} (external_id shop-88213) status=fulfilled, shipment {1} via DHL""", r(9, DIGITS), r(8, DIGITS))
la("""Pipedrive deal 4821 moved to stage 7 by user 1193201 (company 7411822)""")
la("""Freshdesk ticket #48211 updated by agent 103000442211 (requester 103001990033)""")
la("""Octopus: Release 4.12.0 deployed to Production (ServerTasks-{0}, Deployments-{1})""", r(6, DIGITS), r(5, DIGITS))
la("""Spacelift run {0} on stack storefront-prod: FINISHED (commit {1})""", r(26, UPPER_NUM), sha())
la("""env0 deployment log {0}: terraform apply completed, 3 added, 1 changed, 0 destroyed""", uuid4())
la("""Northflank build {0} for service api finished (sha {1})""", r(24, LOWER_NUM), sha())
la("""Aptible: operation {0} (deploy) on app storefront succeeded""", r(6, DIGITS))
la("""CapRover: Build started for web ... Deployed version 27 (image img-captain-web:27)""")
la("""Cloud Build {0} SUCCESS in 2m14s (trigger storefront-main, substitutions SHORT_SHA={1})""", uuid4(), sha()[:7])
la("""CodeBuild: build storefront:{0} succeeded (source version {1})""", uuid4(), sha())
la("""authentik: event login for user akadmin from 10.0.0.12 (flow default-authentication-flow, event uuid {0})""", uuid4())
la("""kratos: identity {0} created via registration flow {1}""", uuid4(), uuid4())
la("""ZITADEL: user {0} authenticated with PAT (org {1})""", r(18, DIGITS), r(18, DIGITS))
la("""Logto: sign-in succeeded for user {0} (application {1}, tenant {2})""", r(12, LOWER_NUM), r(21, LOWER_NUM), r(6, LOWER_NUM))
la("""FusionAuth: user {0} logged in to application {1}""", uuid4(), uuid4())
la("""Casdoor: application app-built-in (client id {0}) redirect http://localhost:9000/callback""", r(20, HEX))
la("""Frontegg tenant {0} created with vendor-level client {1}""", uuid4(), uuid4())
la("""Superset: dashboard 12 "Orders daily" refreshed, chart ids [41, 42, 57], query {0}""", r(12, ALNUM))
la("""Dagster run {0} for job orders_daily_job: RUN_SUCCESS (partition 2026-12-04)""", uuid4())
la("""Prefect flow run 'gleaming-otter' ({0}) completed in 12.4s""", uuid4())
la("""Airbyte sync job 8812 for connection {0}: succeeded, 41,220 records""", uuid4())
la("""n8n execution 11923 of workflow "Pipedrive → Slack" ({0}) finished: success""", r(16, ALNUM))
la("""NocoDB base {0} table tbl{1} has 1,204 rows""", r(14, LOWER_NUM), r(14, LOWER_NUM))
la("""Appsmith: app "Ops console" ({0}) published by ops@example.com""", r(24, HEX))
la("""Baserow database 41 table 233: field 'api_key_last4' added""")
la("""$ aws sts get-caller-identity
{
    "UserId": "AROA{0}:ci-session",
    "Account": "{1}",
    "Arn": "arn:aws:sts::{1}:assumed-role/ci-deploy/ci-session"
}""", r(17, UPPER_NUM), r(12, DIGITS))
la("""$ gcloud secrets versions list npm-token --project shop-prod
NAME  STATE     CREATED              DESTROYED
3     enabled   2026-11-30T08:14:02  -
2     disabled  2026-09-02T10:41:55  -""")
la("""$ vault kv metadata get kv/payments/xendit
======== Metadata Path ========
kv/metadata/payments/xendit
current_version    4
max_versions       10""")
la("""$ op item get "Octopus API key" --vault Deploy --fields label=username
ci-deployer""")
la("""$ kubectl -n voice get secret livekit -o jsonpath='{.data}' | jq 'keys'
[
  "api-key",
  "api-secret"
]""")
la("""$ docker compose ps
NAME                IMAGE                               STATUS          PORTS
shop-search-1       getmeili/meilisearch:v1.11          Up 2 minutes    0.0.0.0:7700->7700/tcp
shop-db-1           postgres:16                         Up 2 minutes    5432/tcp""")
la("""$ psql "host=orders-ro.internal dbname=orders user=readonly sslmode=require"
psql (16.4)
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)""")
la("""LIVEKIT_API_KEY=API************
LIVEKIT_API_SECRET=****************************************""")
la("""Secrets in this deploy: STYTCH_SECRET (set), WORKOS_API_KEY (set), XENDIT_SECRET_KEY (missing), GC_ACCESS_TOKEN (set)""")
la("""region=eu-central-1 cluster=storefront-prod node_group=ng-{0} instance_type=m7g.large""", r(8, LOWER_NUM))
la("""PLIVO_AUTH_ID=MA{0}
PLIVO_AUTH_TOKEN=${{ secrets.PLIVO_AUTH_TOKEN }}""", r(18, UPPER_NUM))
la("""export INFURA_PROJECT_ID="$(gcloud secrets versions access latest --secret=infura-project-id)\"""")
la("""  - name: TERMII_API_KEY
    valueFrom:
      secretKeyRef:
        name: termii
        key: api-key""")
la("""aws secretsmanager get-secret-value --secret-id prod/payments/checkout-com --query SecretString --output text | jq -r .secret_key | wc -c""")
la("""XENDIT_SECRET_KEY=xnd_development_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX  # replace locally""")
la("""STYTCH_SECRET=secret-test-REPLACE_ME""")
la("""GOCARDLESS_ACCESS_TOKEN=sandbox_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx""")
la("""MIDTRANS_SERVER_KEY=<your-server-key>
MIDTRANS_CLIENT_KEY=<your-client-key>
MIDTRANS_IS_PRODUCTION=false""")
la("""FAUNA_SECRET=changeme""")
la("""AUTHENTIK_SECRET_KEY=${AUTHENTIK_SECRET_KEY:?run ./scripts/gen-secrets.sh first}""")
la("""$password = Read-Host -AsSecureString "Octopus API key"
$endpoint = New-Object Octopus.Client.OctopusServerEndpoint "https://deploy.example.local", ([pscredential]::new("x", $password).GetNetworkCredential().Password)""")
la("""const signature = crypto.createHmac('sha256', process.env.GC_WEBHOOK_SECRET!).update(rawBody).digest('hex');
// e.g. header Webhook-Signature: {0}""", r(64, HEX))
la("""// Midtrans signature_key = SHA512(order_id + status_code + gross_amount + ServerKey)
const expected = sha512(`${orderId}${statusCode}${grossAmount}${serverKey}`);""")
la("""SESSION_COOKIE_NAME=__Host-session
SESSION_MAX_AGE=604800
SESSION_SECRET_FILE=/run/secrets/session_secret""")
la("""model: claude-sonnet-4-5
max_tokens: 8192
temperature: 0.2
tool_choice: auto
request_id: req_{0}""", r(24, ALNUM))
