"""Held-out batch 14: blind, written by a writer who never read the rules, code, docs or results, before measuring.

Only the batch format (batches 1-13) and the classes of issue 20 were read; the filter's
rules, code, docs, tests and earlier results were not. Not to be tuned on until its first
measurement is recorded.

Theme: the everyday mix of a coding-agent session, weighted toward web and backend stacks.
New kinds: SaaS SDK constructors and config of vendors no earlier batch names (Clerk,
Auth0, Plaid, Braintree, Adyen, Square, Contentful, Sanity, Segment, Mixpanel,
LaunchDarkly, Convex, Ably, Liveblocks, Cohere, Together, Fireworks, Deepgram, ElevenLabs,
AssemblyAI, Weaviate, Brevo, Mailchimp, Intercom, Zendesk, HubSpot, Salesforce, Airtable,
Notion, Vonage, MessageBird, Bugsnag, Honeybadger, Logtail/Better Stack, Axiom, New Relic,
Dynatrace, UploadThing, imgix, DigitalOcean Spaces, Hetzner, Vultr, Svix, Knock, Novu,
OneSignal, GetStream, Sendbird, Agora, Vimeo, Spotify, BigCommerce, Gumroad, EasyPost,
Inngest, Temporal Cloud, Percy, BrowserStack, Sauce Labs, LambdaTest, Chromatic, Codacy,
Semgrep, Turborepo remote cache, Verdaccio, Gemfury, Cloudsmith, packagecloud), framework
idioms (NextAuth/Auth.js providers, Nuxt runtimeConfig, SvelteKit private env defaults,
Remix cookie session secrets, NestJS ConfigModule defaults, Fastify JWT, Hapi iron cookie
password, Hono bearerAuth, TypeORM DataSource, Sequelize and Knex constructors, Mongoose
connect options, django-anymail, Flask config.from_mapping, FastAPI Settings defaults,
Celery result backend options, Rails credentials:edit buffer, Sidekiq initializer, Devise
pepper, Laravel config/services.php env() defaults, Symfony messenger DSN, EF Core
UseSqlServer, .NET IOptions configure lambdas, Go viper defaults, gorm Open, Spring
@DynamicPropertySource, PASERK v4 keys, Kamal secrets, Capistrano default_env, Dokku
config:set, Coolify env JSON, Laravel Vapor/Forge CLI, mise.toml, bunfig.toml scopes,
litestream.yml), everyday CLIs (chamber write, func settings add, koyeb, sst secret set,
az containerapp secret, kubectl set env, uv publish, caddy hash-password, emqx ctl, usql,
atlas migrate, valkey-cli --pass, swift package-registry login, jreleaser, bugsnag
source maps, BrowserStackLocal, Percy, Chromatic, Codacy, s3cmd on Spaces, Deno/Bun env),
tool output (Puppeteer setCookie, Cypress cy.request, Postman environment export, Insomnia
export, Thunder Client, HTTPie sessions, k9s describe, turbo dev prefixed logs), test
failures (Vitest diffs, pytest -vv assertion, RSpec VCR cassettes, Go testify, JUnit XML
system-out, Django debug settings page, Laravel Ignition, .NET options validation),
CI (Woodpecker, Semaphore, Bitrise, Earthly, Dagger, Tekton, Harness, Spinnaker), chat
prose in English, Portuguese, Italian, Turkish, Korean, Indonesian, and <private> tags in
tool-call JSON and in chat text. Look-alikes hold the same tools with env references,
secret-manager paths, placeholders, publishable/public keys, ids, digests and masks.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(14_2026_12_05)
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
    """A password safe inside JSON strings and single-quoted shell words."""
    return r(2, LOWER) + r(2, UPPER) + r(3, DIGITS) + _rng.choice("#%^*!.-_") + r(5, ALNUM)


def spw() -> str:
    return r(3, UPPER) + r(5, LOWER) + r(3, DIGITS) + r(3, ALNUM)


def uuid4() -> str:
    h = r(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{_rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def jwt_like() -> str:
    head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').rstrip(b"=").decode()
    return head + "." + b64url(80) + "." + b64url(32)


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []


def add(kind: str, template: str, *values: str) -> None:
    """{0}, {1}, ... in the template are replaced by the values."""
    text = template
    for i, v in enumerate(values):
        text = text.replace("{" + str(i) + "}", v)
    SECRETS.append((kind, text, values[0] if len(values) == 1 else tuple(values)))


def addt(kind: str, text: str, secret: str | tuple[str, ...]) -> None:
    SECRETS.append((kind, text, secret))


def toolu() -> str:
    return "toolu_01" + r(22, ALNUM)


# --------------------------------------------------------------------------- code: SDKs
add("code/clerk-backend", """import { createClerkClient } from '@clerk/backend'

export const clerk = createClerkClient({
  secretKey: '{0}',
  publishableKey: 'pk_test_Y2xlcmsuZXhhbXBsZS5jb20k',
})""", "sk_test_" + r(40))
add("code/auth0-management", """from auth0.management import Auth0
from auth0.authentication import GetToken

get_token = GetToken("acme-dev.eu.auth0.com", "Xk2pQ7vLmN4sR8tY1uW3zA6bC9dE0fG", client_secret="{0}")
token = get_token.client_credentials("https://acme-dev.eu.auth0.com/api/v2/")""", r(64, URLSAFE))
add("code/plaid-node", """const configuration = new Configuration({
  basePath: PlaidEnvironments.sandbox,
  baseOptions: {
    headers: {
      'PLAID-CLIENT-ID': '64f1c2a9e3b7d5001a2b3c4d',
      'PLAID-SECRET': '{0}',
    },
  },
});""", r(30, HEX))
add("code/braintree-ruby", """gateway = Braintree::Gateway.new(
  environment: :sandbox,
  merchant_id: "x7hq9m2kd4bn3vwp",
  public_key: "c4yz8w6j2mfn5tqr",
  private_key: "{0}",
)""", r(32, HEX))
add("code/adyen-python", """import Adyen

adyen = Adyen.Adyen()
adyen.payment.client.xapikey = "{0}"
adyen.payment.client.platform = "test"
adyen.payment.client.merchant_account = "AcmeShopECOM"
""", "AQE" + r(4) + "mfxNK" + r(60, ALNUM + "+/") + "=-" + r(44, ALNUM + "+/") + "=-" + r(16))
add("code/square-go", """client := square.NewClient(
    square.WithEnvironment(square.Sandbox),
    square.WithAccessToken("{0}"),
)
resp, err := client.Locations.List(ctx)""", "EAAA" + r(60, URLSAFE))
add("code/contentful-js", """import { createClient } from 'contentful'

const client = createClient({
  space: 'q8f2x1k9zt3m',
  environment: 'master',
  accessToken: '{0}',
})""", r(43, URLSAFE))
add("code/sanity-client", """export const writeClient = createClient({
  projectId: 'h4k9zq2m',
  dataset: 'production',
  apiVersion: '2024-03-01',
  useCdn: false,
  token: '{0}',
})""", "sk" + r(180, ALNUM))
add("code/segment-analytics-python", """import segment.analytics as analytics

analytics.write_key = '{0}'
analytics.identify('user_8812', {'plan': 'pro'})""", r(32, ALNUM))
add("code/mixpanel-service-account", """mp = Mixpanel(
    "3f9a1c7e2b8d4a6f0e5c9b1d7a3e8f2c",
    consumer=BufferedConsumer(api_host="api-eu.mixpanel.com"),
)
mp.import_data(api_key="svc-importer.8e1d7f.mp-service-account", api_secret="{0}",
               distinct_id="u_1", event_name="signup", timestamp=ts)""", r(32, ALNUM))
add("code/launchdarkly-server", """import * as ld from '@launchdarkly/node-server-sdk'

const ldClient = ld.init('{0}', { stream: true })
await ldClient.waitForInitialization({ timeout: 10 })""", "sdk-" + uuid4())
add("code/ably-rest", """from ably import AblyRest

client = AblyRest('xVLyHw.DQrNxQ:{0}')
channel = client.channels.get('orders')""", r(43, URLSAFE))
add("code/liveblocks-node", """const liveblocks = new Liveblocks({
  secret: "{0}",
});""", "sk_dev_" + r(64, URLSAFE))
add("code/cohere-python", """import cohere

co = cohere.ClientV2(api_key="{0}")
resp = co.embed(texts=texts, model="embed-english-v3.0", input_type="search_document")""", r(40, ALNUM))
add("code/together-openai-compat", """client = OpenAI(
    base_url="https://api.together.xyz/v1",
    api_key="{0}",
)""", r(64, HEX))
add("code/deepgram-sdk", """const deepgram = createClient("{0}");
const { result, error } = await deepgram.listen.prerecorded.transcribeUrl(
  { url: "https://dpgr.am/spacewalk.wav" },
  { model: "nova-2", smart_format: true },
);""", r(40, HEX))
add("code/elevenlabs-python", """from elevenlabs.client import ElevenLabs

client = ElevenLabs(api_key="{0}")
audio = client.text_to_speech.convert(voice_id="JBFqnCBsd6RMkjVDRZzb", text=line)""", "sk_" + r(48, HEX))
add("code/assemblyai-ts", """import { AssemblyAI } from 'assemblyai'
const aai = new AssemblyAI({ apiKey: '{0}' })""", r(32, HEX))
add("code/weaviate-connect", """client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://rx7q2pzt.c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key("{0}"),
)""", r(40, ALNUM))
add("code/brevo-sdk", """configuration = sib_api_v3_sdk.Configuration()
configuration.api_key['api-key'] = '{0}'
api = sib_api_v3_sdk.TransactionalEmailsApi(sib_api_v3_sdk.ApiClient(configuration))""",
    "xkeysib-" + r(64, HEX) + "-" + r(16, ALNUM))
add("code/mailchimp-marketing", """const mailchimp = require("@mailchimp/mailchimp_marketing");
mailchimp.setConfig({
  apiKey: "{0}",
  server: "us21",
});""", r(32, HEX) + "-us21")
add("code/intercom-client", """client = Intercom::Client.new(token: '{0}')
client.contacts.find(id: "65f0c1d2e3a4b5c6d7e8f901")""", "dG9rOj" + r(54, ALNUM) + "=")
add("code/zendesk-api", """zenpy_client = Zenpy(
    subdomain="acmehelp",
    email="support-bot@acme.io",
    token="{0}",
)""", r(40, ALNUM))
add("code/hubspot-private-app", """const hubspotClient = new hubspot.Client({ accessToken: "{0}" })
const page = await hubspotClient.crm.contacts.basicApi.getPage(10)""", "pat-eu1-" + uuid4())
add("code/simple-salesforce", """sf = Salesforce(
    username="integration@acme.com.uat",
    password="{0}",
    security_token="{1}",
    domain="test",
)""", pw(), r(25, ALNUM))
add("code/airtable-pyairtable", """from pyairtable import Api

api = Api('{0}')
table = api.table('appQ8k2mZx7Lp3Vn1', 'tblOrders')""", "pat" + r(14) + "." + r(64, HEX))
add("code/notion-client", """const notion = new Client({ auth: "{0}" })
await notion.databases.query({ database_id: "1a2b3c4d5e6f47809a1b2c3d4e5f6a7b" })""", "secret_" + r(43))
add("code/vonage-server-sdk", """const vonage = new Vonage({
  apiKey: "a1b2c3d4",
  apiSecret: "{0}",
});""", r(16, ALNUM))
add("code/messagebird-go", """client := messagebird.New("{0}")
msg, err := sms.Create(client, "Acme", []string{"+31612345678"}, "Your code is 4417", nil)""", r(25, ALNUM))
add("code/bugsnag-notifier", """Bugsnag.configure do |config|
  config.api_key = "{0}"
  config.release_stage = "staging"
end""", r(32, HEX))
add("code/honeybadger-ts", """Honeybadger.configure({
  apiKey: 'hbp_{0}',
  environment: process.env.NODE_ENV,
  revision: 'f3c9a1e',
})""", r(36, ALNUM))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "hbp_" + SECRETS[-1][2])
add("code/logtail-pino", """const transport = pino.transport({
  target: "@logtail/pino",
  options: { sourceToken: "{0}", options: { endpoint: "https://s1234567.eu-nbg-2.betterstackdata.com" } },
});""", r(24, ALNUM))
add("code/axiom-js", """const axiom = new Axiom({
  token: '{0}',
  orgId: 'acme-x7q2',
});""", "xaat-" + uuid4())
add("code/newrelic-js-config", """exports.config = {
  app_name: ['checkout-api'],
  license_key: '{0}',
  logging: { level: 'info' },
}""", r(36, HEX) + "NRAL")
add("code/uploadthing-route", """export const utapi = new UTApi({
  token: "{0}",
});""", "eyJhcGlLZXkiOiJza19saXZlXz" + r(90, ALNUM) + "In0=")
add("code/svix-webhook-verify", """const wh = new Webhook("{0}");
const payload = wh.verify(body, {
  "svix-id": req.headers["svix-id"],
  "svix-timestamp": req.headers["svix-timestamp"],
  "svix-signature": req.headers["svix-signature"],
});""", "whsec_" + b64(24))
add("code/knock-node", """const knock = new Knock({ apiKey: "{0}" });
await knock.workflows.trigger("new-comment", { recipients: ["user_42"] });""", "sk_test_" + r(40, URLSAFE))
add("code/novu-framework", """const novu = new Novu({
  secretKey: '{0}',
  serverURL: 'https://eu.api.novu.co',
})""", r(32, HEX))
add("code/onesignal-rest", """const configuration = OneSignal.createConfiguration({
  restApiKey: '{0}',
});
const client = new OneSignal.DefaultApi(configuration);""", "os_v2_app_" + r(100, LOWER + "234567"))
add("code/getstream-python", """from stream_chat import StreamChat

chat = StreamChat(api_key="f3k8qwz2pmhn", api_secret="{0}")
token = chat.create_token("user-42")""", r(64, LOWER_NUM))
add("code/sendbird-platform", """headers = {
    "Api-Token": "{0}",
    "Content-Type": "application/json; charset=utf8",
}
requests.post(f"https://api-{APP_ID}.sendbird.com/v3/users", json=body, headers=headers)""", r(40, HEX))
add("code/agora-token-builder", """from agora_token_builder import RtcTokenBuilder

APP_ID = "b3f0c9a1e27d4c8a9f5e6d7c8b9a0f1e"
APP_CERTIFICATE = "{0}"
token = RtcTokenBuilder.buildTokenWithUid(APP_ID, APP_CERTIFICATE, channel, uid, role, expire)""", r(32, HEX))
add("code/easypost-ruby", """client = EasyPost::Client.new(api_key: '{0}')
shipment = client.shipment.create(to_address: to, from_address: from, parcel: parcel)""", "EZTK" + r(60, HEX))
add("code/temporal-cloud-apikey", """client, err := client.Dial(client.Options{
    HostPort:    "acme-prod.x7q2m.tmprl.cloud:7233",
    Namespace:   "acme-prod.x7q2m",
    Credentials: client.NewAPIKeyStaticCredentials("{0}"),
    ConnectionOptions: client.ConnectionOptions{TLS: &tls.Config{}},
})""", jwt_like())
add("code/inngest-client", """export const inngest = new Inngest({
  id: "acme-app",
  eventKey: "{0}",
  signingKey: process.env.INNGEST_SIGNING_KEY,
});""", r(86, URLSAFE))
add("code/spotify-spotipy", """sp = spotipy.Spotify(auth_manager=SpotifyClientCredentials(
    client_id="4f1e9c2a7b3d4e8f9a0b1c2d3e4f5a6b",
    client_secret="{0}",
))""", r(32, HEX))
add("code/vimeo-python", """client = vimeo.VimeoClient(
    token='{0}',
    key='0f2c9e1a7b4d6c8e3f5a1b2c9d7e4f6a8b0c1d2e',
    secret='{1}',
)""", r(32, HEX), r(128, ALNUM + "+/"))
add("code/bigcommerce-headers", """const res = await fetch(`https://api.bigcommerce.com/stores/${storeHash}/v3/catalog/products`, {
  headers: { "X-Auth-Token": "{0}", Accept: "application/json" },
});""", r(31, LOWER_NUM))
add("code/gumroad-curl-in-ruby", """resp = HTTP.get("https://api.gumroad.com/v2/products",
                params: { access_token: "{0}" })""", r(43, URLSAFE))

# --------------------------------------------------------------------------- config: frameworks
add("config/nextauth-provider", """// auth.ts
export const { handlers, auth } = NextAuth({
  providers: [
    GitHub({
      clientId: "Ov23liQ8zX2mK7pT4rNw",
      clientSecret: "{0}",
    }),
  ],
  secret: process.env.AUTH_SECRET,
})""", r(40, HEX))
add("config/nuxt-runtimeconfig", """export default defineNuxtConfig({
  runtimeConfig: {
    stripeWebhookSecret: '',
    openrouterKey: '{0}',
    public: { apiBase: '/api' },
  },
})""", "sk-or-v1-" + r(64, HEX))
add("config/nestjs-configmodule-default", """@Module({
  imports: [
    ConfigModule.forRoot({
      load: [() => ({ jwt: { secret: process.env.JWT_SECRET ?? '{0}', expiresIn: '15m' } })],
    }),
  ],
})
export class AppModule {}""", r(48, URLSAFE))
add("code/jreleaser-env", """# .github/workflows/release.yml (local dry run pasted in chat)
$ JRELEASER_GITHUB_TOKEN={0} JRELEASER_PROJECT_VERSION=1.8.2 jreleaser full-release --dry-run""", "github_pat_" + r(22, ALNUM) + "_" + r(59, ALNUM))
add("code/hono-bearer-auth", """const app = new Hono()
app.use('/admin/*', bearerAuth({ token: '{0}' }))
app.get('/admin/stats', (c) => c.json(stats))""", r(40, ALNUM))
add("code/fastify-jwt", """await fastify.register(require('@fastify/jwt'), {
  secret: '{0}',
  sign: { expiresIn: '1h' },
})""", r(32, ALNUM) + "-" + r(16, ALNUM))
add("code/typeorm-datasource", """export const AppDataSource = new DataSource({
  type: "postgres",
  host: "db.internal.acme.io",
  port: 5432,
  username: "orders_svc",
  password: "{0}",
  database: "orders",
  entities: [Order, LineItem],
  migrations: ["dist/migrations/*.js"],
})""", pw())
add("code/sequelize-ctor", """const sequelize = new Sequelize('shop', 'shop_app', '{0}', {
  host: 'mysql-primary.svc.cluster.local',
  dialect: 'mysql',
  logging: false,
});""", pw())
add("code/knexfile", """module.exports = {
  production: {
    client: 'pg',
    connection: {
      host: 'pg.prod.acme.internal',
      user: 'knex_migrator',
      password: '{0}',
      database: 'ledger',
    },
    pool: { min: 2, max: 10 },
  },
};""", spw())
add("code/mongoose-connect-options", """await mongoose.connect('mongodb://mongo-0.mongo:27017,mongo-1.mongo:27017/app', {
  replicaSet: 'rs0',
  authSource: 'admin',
  user: 'app_rw',
  pass: '{0}',
});""", pw())
add("code/spring-dynamicpropertysource", """@DynamicPropertySource
static void props(DynamicPropertyRegistry registry) {
    registry.add("spring.datasource.url", () -> "jdbc:postgresql://ci-db:5432/orders");
    registry.add("spring.datasource.username", () -> "orders");
    registry.add("spring.datasource.password", () -> "{0}");
}""", pw())
add("code/flask-from-mapping", """def create_app():
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_mapping(
        SECRET_KEY="{0}",
        DATABASE=os.path.join(app.instance_path, "flaskr.sqlite"),
    )
    return app""", r(64, HEX))
add("code/fastapi-settings-default", """class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env")

    app_name: str = "billing-api"
    database_url: str = "postgresql+asyncpg://billing:{0}@localhost:5432/billing"
    stripe_api_version: str = "2024-06-20"
""", pw())
add("code/celery-backend-options", """app = Celery("tasks", broker="redis://redis:6379/0")
app.conf.update(
    result_backend="db+postgresql://celery@pg/celery",
    result_backend_transport_options={"password": "{0}"},
    broker_transport_options={"visibility_timeout": 3600},
)""", spw())
add("config/rails-credentials-edit-buffer", """# credentials.yml.enc (decrypted by `bin/rails credentials:edit`)
secret_key_base: {0}
aws:
  access_key_id: AKIA4EXAMPLEQ7ZKD2MN
  secret_access_key: {1}
active_record_encryption:
  primary_key: {2}""", r(128, HEX), r(40, ALNUM + "+/"), r(32, ALNUM))
add("config/sidekiq-initializer", """Sidekiq.configure_server do |config|
  config.redis = { url: "rediss://default:{0}@eu1-sharp-gecko-31842.upstash.io:6379", ssl_params: { verify_mode: OpenSSL::SSL::VERIFY_NONE } }
end""", r(32, ALNUM))
add("config/devise-pepper", """Devise.setup do |config|
  config.mailer_sender = 'no-reply@acme.io'
  config.pepper = '{0}'
  config.stretches = Rails.env.test? ? 1 : 12
end""", r(128, HEX))
add("config/laravel-services-php", """<?php

return [
    'postmark' => [
        'token' => env('POSTMARK_TOKEN'),
    ],
    'resend' => [
        'key' => env('RESEND_KEY', '{0}'),
    ],
];""", "re_" + r(8) + "_" + r(24, ALNUM))
add("config/symfony-messenger-dsn", """# config/packages/messenger.yaml
framework:
    messenger:
        transports:
            async: 'amqp://orders:{0}@rabbitmq.internal:5672/%2f/messages'
            failed: 'doctrine://default?queue_name=failed'""", spw())
add("cli/koyeb-secrets-create", """$ koyeb secrets create stripe-secret-key --value {0}
ID        NAME                 TYPE    CREATED AT
a1b2c3d4  stripe-secret-key    SIMPLE  05 Dec 26 10:14 UTC""", "sk_test_" + r(99, ALNUM))
add("code/efcore-usesqlserver", """builder.Services.AddDbContext<AcmeContext>(options =>
    options.UseSqlServer("Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=acme;User ID=acmeadmin;Password={0};Encrypt=True;"));""", pw())
add("code/dotnet-options-inline", """builder.Services.Configure<SendGridOptions>(o =>
{
    o.FromAddress = "hello@acme.io";
    o.ApiKey = "{0}";
});""", "SG." + r(22, URLSAFE) + "." + r(43, URLSAFE))
add("code/go-viper-default", """func initConfig() {
    viper.SetDefault("server.port", 8080)
    viper.SetDefault("db.dsn", "host=localhost user=gorm password={0} dbname=gorm port=9920 sslmode=disable")
    viper.AutomaticEnv()
}""", spw())
add("code/gorm-mysql-open", """dsn := "shop:{0}@tcp(127.0.0.1:3306)/shop?charset=utf8mb4&parseTime=True&loc=Local"
db, err := gorm.Open(mysql.Open(dsn), &gorm.Config{})""", spw())
add("config/mise-toml-env", """# mise.toml
[tools]
node = "22.11.0"

[env]
_.file = ".env"
LINEAR_API_KEY = "{0}\"""", "lin_api_" + r(40, ALNUM))
add("config/kamal-secrets", """# .kamal/secrets
KAMAL_REGISTRY_PASSWORD=$(cat .kamal/registry.txt)
RAILS_MASTER_KEY={0}
POSTGRES_PASSWORD=$(op read "op://Deploy/Postgres/password")""", r(32, HEX))
add("config/capistrano-deploy-rb", """set :application, "storefront"
set :repo_url, "git@github.com:acme/storefront.git"
set :default_env, {
  "RAILS_ENV" => "production",
  "SMTP_PASSWORD" => "{0}"
}""", pw())
add("cli/dokku-config-set", """$ dokku config:set --no-restart api DATABASE_URL=postgres://api:{0}@dokku-postgres-api:5432/api SENTRY_ENVIRONMENT=prod
-----> Setting config vars
       DATABASE_URL:        postgres://api:{0}@dokku-postgres-api:5432/api
       SENTRY_ENVIRONMENT:  prod""", spw())
add("cli/vapor-secret", """$ vapor secret production --name=PADDLE_API_KEY --value={0}
Secret stored successfully.""", r(50, HEX))
add("cli/forge-cli-login", """$ forge login --token={0}
Authenticated successfully as dev@acme.io""", jwt_like())
add("config/coolify-env-json", """{
  "key": "MEILI_MASTER_KEY",
  "value": "{0}",
  "is_preview": false,
  "is_build_time": false
}""", r(44, URLSAFE))
add("config/sveltekit-private-env-default", """// src/lib/server/db.ts
import { env } from '$env/dynamic/private'
const url = env.TURSO_URL ?? 'libsql://acme-dev.turso.io'
const authToken = env.TURSO_TOKEN ?? '{0}'""", jwt_like())
add("code/remix-cookie-session", """export const sessionStorage = createCookieSessionStorage({
  cookie: {
    name: "__session",
    httpOnly: true,
    sameSite: "lax",
    secrets: ["{0}", "{1}"],
    secure: process.env.NODE_ENV === "production",
  },
});""", r(32, ALNUM), r(32, ALNUM))


# =========================================================================== look-alikes
LOOK_ALIKES: list[str] = [
    """import { createClerkClient } from '@clerk/backend'

export const clerk = createClerkClient({
  secretKey: process.env.CLERK_SECRET_KEY,
  publishableKey: 'pk_test_Y2xlcmsuZXhhbXBsZS5jb20k',
})""",
    """get_token = GetToken("acme-dev.eu.auth0.com", "Xk2pQ7vLmN4sR8tY1uW3zA6bC9dE0fG", client_secret=os.environ["AUTH0_CLIENT_SECRET"])
token = get_token.client_credentials("https://acme-dev.eu.auth0.com/api/v2/")""",
    """const configuration = new Configuration({
  basePath: PlaidEnvironments.sandbox,
  baseOptions: {
    headers: {
      'PLAID-CLIENT-ID': process.env.PLAID_CLIENT_ID,
      'PLAID-SECRET': process.env.PLAID_SECRET,
    },
  },
});""",
    """gateway = Braintree::Gateway.new(
  environment: :sandbox,
  merchant_id: ENV.fetch("BT_MERCHANT_ID"),
  public_key: ENV.fetch("BT_PUBLIC_KEY"),
  private_key: Rails.application.credentials.dig(:braintree, :private_key),
)""",
    """adyen = Adyen.Adyen()
adyen.payment.client.xapikey = "YOUR_X-API-KEY"
adyen.payment.client.platform = "test"
adyen.payment.client.merchant_account = "YOUR_MERCHANT_ACCOUNT"
""",
    """client := square.NewClient(
    square.WithEnvironment(square.Sandbox),
    square.WithAccessToken(os.Getenv("SQUARE_ACCESS_TOKEN")),
)""",
    """const client = createClient({
  space: 'q8f2x1k9zt3m',
  environment: 'master',
  accessToken: import.meta.env.CONTENTFUL_DELIVERY_TOKEN,
})""",
    """export const client = createClient({
  projectId: 'h4k9zq2m',
  dataset: 'production',
  apiVersion: '2024-03-01',
  useCdn: true,
})""",
    """analytics.write_key = os.getenv("SEGMENT_WRITE_KEY", "")
analytics.identify('user_8812', {'plan': 'pro'})""",
    """<!-- Mixpanel project token is public: it ships in the browser bundle -->
<script>mixpanel.init("3f9a1c7e2b8d4a6f0e5c9b1d7a3e8f2c", {track_pageview: true, persistence: "localStorage"});</script>""",
    """const ldClient = ld.init(process.env.LAUNCHDARKLY_SDK_KEY!, { stream: true })
// client-side id for the browser SDK (public): 65f0c1d2e3a4b5c6d7e8f901""",
    """client = AblyRest(key=os.environ['ABLY_API_KEY'])  # format: appId.keyId:keySecret
channel = client.channels.get('orders')""",
    """const liveblocks = new Liveblocks({
  secret: process.env.LIVEBLOCKS_SECRET_KEY!,
});
// public key for the client: pk_dev_••••••••••••••••""",
    """co = cohere.ClientV2(api_key=os.environ["CO_API_KEY"])
resp = co.embed(texts=texts, model="embed-english-v3.0", input_type="search_document")""",
    """client = OpenAI(
    base_url="https://api.together.xyz/v1",
    api_key=os.environ.get("TOGETHER_API_KEY"),
)
model = "meta-llama/Llama-3.3-70B-Instruct-Turbo"
""",
    """const deepgram = createClient(process.env.DEEPGRAM_API_KEY);
const { result, error } = await deepgram.listen.prerecorded.transcribeUrl(
  { url: "https://dpgr.am/spacewalk.wav" },
  { model: "nova-2", smart_format: true },
);""",
    """client = ElevenLabs(api_key=settings.ELEVENLABS_API_KEY)
audio = client.text_to_speech.convert(voice_id="JBFqnCBsd6RMkjVDRZzb", model_id="eleven_multilingual_v2", text=line)""",
    """const aai = new AssemblyAI({ apiKey: '<YOUR_API_KEY>' })
const transcript = await aai.transcripts.transcribe({ audio: 'https://assembly.ai/wildfires.mp3' })""",
    """client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://rx7q2pzt.c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key(os.environ["WEAVIATE_API_KEY"]),
)""",
    """configuration = sib_api_v3_sdk.Configuration()
configuration.api_key['api-key'] = 'YOUR_API_KEY'
api = sib_api_v3_sdk.TransactionalEmailsApi(sib_api_v3_sdk.ApiClient(configuration))""",
    """mailchimp.setConfig({
  apiKey: process.env.MAILCHIMP_API_KEY,
  server: "us21",
});
// audience id: 8c2f1e9a7b""",
    """client = Intercom::Client.new(token: ENV['INTERCOM_ACCESS_TOKEN'])
client.contacts.find(id: "65f0c1d2e3a4b5c6d7e8f901")""",
    """zenpy_client = Zenpy(
    subdomain="acmehelp",
    email="support-bot@acme.io",
    token=os.environ["ZENDESK_API_TOKEN"],
)""",
    """const hubspotClient = new hubspot.Client({ accessToken: process.env.HUBSPOT_ACCESS_TOKEN })
// portal id 144823907, app id 3194022""",
    """sf = Salesforce(
    username="integration@acme.com.uat",
    password=creds["password"],
    security_token=creds["security_token"],
    domain="test",
)""",
    """api = Api(os.environ['AIRTABLE_API_KEY'])
table = api.table('appQ8k2mZx7Lp3Vn1', 'tblOrders')
records = table.all(formula="{Status}='Open'")""",
    """const notion = new Client({ auth: process.env.NOTION_TOKEN })
await notion.databases.query({ database_id: "1a2b3c4d5e6f47809a1b2c3d4e5f6a7b" })""",
    """const vonage = new Vonage({
  apiKey: "a1b2c3d4",
  apiSecret: "VONAGE_API_SECRET",
});""",
    """client := messagebird.New(os.Getenv("MESSAGEBIRD_ACCESS_KEY"))
msg, err := sms.Create(client, "Acme", []string{"+31612345678"}, "Your code is 4417", nil)""",
    """Bugsnag.configure do |config|
  config.api_key = ENV["BUGSNAG_API_KEY"]
  config.release_stage = "staging"
  config.app_version = "2.14.0"
end""",
    """Honeybadger.configure({
  apiKey: process.env.HONEYBADGER_API_KEY,
  environment: process.env.NODE_ENV,
  revision: 'f3c9a1e4b7d2c8e5a1f0b9c6d3e2a7f4b1c8d5e9',
})""",
    """const axiom = new Axiom({
  token: process.env.AXIOM_TOKEN!,
  orgId: 'acme-x7q2',
});""",
    """exports.config = {
  app_name: ['checkout-api'],
  license_key: process.env.NEW_RELIC_LICENSE_KEY,
  distributed_tracing: { enabled: true },
}""",
    """const wh = new Webhook(process.env.SVIX_WEBHOOK_SECRET!);
// incoming headers: svix-id: msg_2d1Z9aQf8Lk3xPq7VnR4tYw6, svix-timestamp: 1733372400""",
    """const knock = new Knock({ apiKey: process.env.KNOCK_SECRET_API_KEY });
await knock.workflows.trigger("new-comment", { recipients: ["user_42"] });""",
    """const configuration = OneSignal.createConfiguration({
  restApiKey: process.env.ONESIGNAL_REST_API_KEY,
});
const appId = '5eb5a37e-b458-11e3-ac11-000c2940e62c';""",
    """chat = StreamChat(api_key="f3k8qwz2pmhn", api_secret=os.environ["STREAM_SECRET"])
token = chat.create_token("user-42")""",
    """APP_ID = "b3f0c9a1e27d4c8a9f5e6d7c8b9a0f1e"
APP_CERTIFICATE = os.environ["AGORA_APP_CERTIFICATE"]
token = RtcTokenBuilder.buildTokenWithUid(APP_ID, APP_CERTIFICATE, channel, uid, role, expire)""",
    """client = EasyPost::Client.new(api_key: ENV.fetch('EASYPOST_TEST_API_KEY'))
shipment = client.shipment.create(to_address: to, from_address: from, parcel: parcel)
puts shipment.id  # shp_8a1c2e3f4b5d6a7e8f9c0b1a2d3e4f5a""",
    """client, err := client.Dial(client.Options{
    HostPort:    "acme-prod.x7q2m.tmprl.cloud:7233",
    Namespace:   "acme-prod.x7q2m",
    Credentials: client.NewAPIKeyStaticCredentials(os.Getenv("TEMPORAL_API_KEY")),
})""",
    """sp = spotipy.Spotify(auth_manager=SpotifyClientCredentials(
    client_id="4f1e9c2a7b3d4e8f9a0b1c2d3e4f5a6b",
    client_secret=os.environ["SPOTIPY_CLIENT_SECRET"],
))""",
    """const res = await fetch(`https://api.bigcommerce.com/stores/${storeHash}/v3/catalog/products`, {
  headers: { "X-Auth-Token": env.BC_ACCESS_TOKEN, Accept: "application/json" },
});""",
    # framework config with references
    """export const { handlers, auth } = NextAuth({
  providers: [
    GitHub({
      clientId: process.env.AUTH_GITHUB_ID,
      clientSecret: process.env.AUTH_GITHUB_SECRET,
    }),
  ],
})""",
    """export default defineNuxtConfig({
  runtimeConfig: {
    openrouterKey: '',  // overridden by NUXT_OPENROUTER_KEY
    public: { apiBase: '/api' },
  },
})""",
    """ConfigModule.forRoot({
  load: [() => ({ jwt: { secret: process.env.JWT_SECRET, expiresIn: '15m' } })],
  validationSchema: Joi.object({ JWT_SECRET: Joi.string().min(32).required() }),
})""",
    """$ JRELEASER_GITHUB_TOKEN=$(gh auth token) JRELEASER_PROJECT_VERSION=1.8.2 jreleaser full-release --dry-run""",
    """app.use('/admin/*', bearerAuth({ token: env.ADMIN_TOKEN }))
app.get('/admin/stats', (c) => c.json(stats))""",
    """export const AppDataSource = new DataSource({
  type: "postgres",
  host: "db.internal.acme.io",
  port: 5432,
  username: "orders_svc",
  password: process.env.DB_PASSWORD,
  database: "orders",
})""",
    """const sequelize = new Sequelize('shop', 'shop_app', process.env.MYSQL_PASSWORD, {
  host: 'mysql-primary.svc.cluster.local',
  dialect: 'mysql',
});""",
    """module.exports = {
  development: {
    client: 'pg',
    connection: { host: 'localhost', user: 'postgres', password: 'postgres', database: 'ledger_dev' },
  },
  production: { client: 'pg', connection: process.env.DATABASE_URL },
};""",
    """@DynamicPropertySource
static void props(DynamicPropertyRegistry registry) {
    registry.add("spring.datasource.url", postgres::getJdbcUrl);
    registry.add("spring.datasource.username", postgres::getUsername);
    registry.add("spring.datasource.password", postgres::getPassword);
}""",
    """app.config.from_mapping(
    SECRET_KEY="dev",
    DATABASE=os.path.join(app.instance_path, "flaskr.sqlite"),
)
app.config.from_pyfile("config.py", silent=True)""",
    """class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", secrets_dir="/run/secrets")

    database_url: PostgresDsn
    stripe_api_key: SecretStr
""",
    """Sidekiq.configure_server do |config|
  config.redis = { url: ENV.fetch("REDIS_URL", "redis://localhost:6379/1") }
end""",
    """<?php
return [
    'resend' => [
        'key' => env('RESEND_KEY'),
    ],
];""",
    """framework:
    messenger:
        transports:
            async: '%env(MESSENGER_TRANSPORT_DSN)%'
            failed: 'doctrine://default?queue_name=failed'""",
    """$ koyeb secrets list
ID        NAME                 TYPE      CREATED AT
a1b2c3d4  stripe-secret-key    SIMPLE    05 Dec 26 10:14 UTC
e5f6a7b8  ghcr-pull            REGISTRY  01 Nov 26 08:02 UTC""",
    """builder.Services.AddDbContext<AcmeContext>(options =>
    options.UseSqlServer(builder.Configuration.GetConnectionString("Default")));""",
    """viper.SetDefault("server.port", 8080)
viper.SetDefault("db.dsn", "host=localhost user=gorm dbname=gorm port=9920 sslmode=disable")
viper.BindEnv("db.password", "DB_PASSWORD")""",
    """dsn := fmt.Sprintf("%s:%s@tcp(%s)/shop?parseTime=True", cfg.User, cfg.Password, cfg.Host)
db, err := gorm.Open(mysql.Open(dsn), &gorm.Config{})""",
    """# mise.toml
[tools]
node = "22.11.0"

[env]
_.file = ".env"
LINEAR_API_KEY = "{{ env.LINEAR_API_KEY_FROM_1P }}\"""",
    """# .kamal/secrets
KAMAL_REGISTRY_PASSWORD=$KAMAL_REGISTRY_PASSWORD
RAILS_MASTER_KEY=$(cat config/master.key)
POSTGRES_PASSWORD=$(op read "op://Deploy/Postgres/password")""",
    """$ dokku config:show api
=====> api env vars
DATABASE_URL:        postgres://api:********@dokku-postgres-api:5432/api
SENTRY_ENVIRONMENT:  prod""",
    """$ vapor secret:list production
+----------------+---------+
| Name           | Version |
+----------------+---------+
| PADDLE_API_KEY | 3       |
+----------------+---------+""",
    """import { env } from '$env/dynamic/private'
const authToken = env.TURSO_TOKEN
if (!authToken) throw new Error('TURSO_TOKEN is not set')""",
    """export const sessionStorage = createCookieSessionStorage({
  cookie: {
    name: "__session",
    secrets: [process.env.SESSION_SECRET!],
    secure: process.env.NODE_ENV === "production",
  },
});""",
]

# --------------------------------------------------------------------------- cli and positional
add("cli/turbo-remote-cache", """$ npx turbo login --token {0} --team acme
$ turbo run build --filter=web --remote-cache-read-only""", r(24, ALNUM))
add("cli/turbo-env-token", """- name: Build
  run: TURBO_TEAM=acme TURBO_TOKEN={0} pnpm turbo run build""", r(24, ALNUM))
add("cli/npm-adduser-verdaccio", """$ npm set //verdaccio.acme.internal/:_authToken "{0}"
$ npm publish --registry https://verdaccio.acme.internal/""", b64(24))
add("positional/gemfury-push", """$ fury push pkg/acme-cli-1.8.2.gem --as acme --api-token={0}
Uploading acme-cli-1.8.2.gem - done""", r(20, ALNUM))
add("url/gemfury-pip-index", """$ pip install --extra-index-url https://{0}:@pypi.fury.io/acme/ acme-internal==2.3.1
Looking in indexes: https://pypi.org/simple, https://****@pypi.fury.io/acme/""", r(20, ALNUM))
add("cli/cloudsmith-push", """$ CLOUDSMITH_API_KEY={0} cloudsmith push python acme/internal dist/acme_core-0.9.0-py3-none-any.whl
Checking python package upload parameters ... OK""", r(40, HEX))
add("url/packagecloud-apt", """$ curl -s https://{0}:@packagecloud.io/install/repositories/acme/private/script.deb.sh | sudo bash""", r(48, HEX))
add("cli/percy-token", """$ PERCY_TOKEN=web_{0} npx percy exec -- cypress run
[percy] Percy has started!""", r(64, HEX))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "web_" + SECRETS[-1][2])
add("cli/browserstack-local", """$ ./BrowserStackLocal --key {0} --local-identifier gh-run-8812 --force-local
Thu Dec 05 2026 10:14:22 -- [SUCCESS] You can now access your local server(s) in our remote browser""", r(20, ALNUM))
add("url/saucelabs-hub", """capabilities = {"browserName": "chrome", "sauce:options": {"build": "ci-4411"}}
driver = webdriver.Remote("https://acme-ci:{0}@ondemand.eu-central-1.saucelabs.com:443/wd/hub", options=opts)""", uuid4())
add("url/lambdatest-hub", """const gridUrl = 'https://devteam:{0}@hub.lambdatest.com/wd/hub'
const driver = await new Builder().usingServer(gridUrl).withCapabilities(caps).build()""", r(50, ALNUM))
add("cli/chromatic-project-token", """$ npx chromatic --project-token={0} --exit-zero-on-changes
Chromatic CLI v11.3.0""", "chpt_" + r(15, HEX))
add("cli/codacy-coverage", """bash <(curl -Ls https://coverage.codacy.com/get.sh) report \\
  --project-token {0} \\
  -r coverage/lcov.info""", r(32, HEX))
add("cli/semgrep-app-token", """$ SEMGREP_APP_TOKEN={0} semgrep ci --supply-chain
Scan environment: repository=acme/api, branch=main""", r(64, HEX))
add("cli/doctl-spaces-s3cmd", """$ s3cmd --access_key=DO00QX7ZK2M4N8P3R6T9 --secret_key={0} --host=fra1.digitaloceanspaces.com --host-bucket='%(bucket)s.fra1.digitaloceanspaces.com' ls s3://acme-assets""", r(43, ALNUM + "/+"))
add("cli/bugsnag-source-maps", """$ npx bugsnag-source-maps upload-browser --api-key {0} --app-version 2.4.1 --directory dist --base-url 'https://app.acme.io/assets/*'""", r(32, HEX))
add("cli/vultr-cli", """$ VULTR_API_KEY={0} vultr-cli instance list
ID                                      IP              LABEL""", r(36, UPPER_NUM))
add("cli/wrangler-d1-jurisdiction", """$ CLOUDFLARE_API_TOKEN={0} npx wrangler deploy --env production
 ⛅️ wrangler 3.99.0""", r(40, URLSAFE))
add("cli/eas-build-token", """$ EXPO_TOKEN={0} eas build --platform ios --non-interactive --profile production""", r(40, URLSAFE))
add("positional/chamber-write", """$ chamber write acme-api openai_api_key {0}
$ chamber list acme-api
Key                Version  LastModified      User
openai_api_key     4        12-05 10:14:22    arn:aws:iam::123456789012:user/dev""", "sk-proj-" + r(100, URLSAFE))
add("cli/vercel-env-add-echo", """$ echo -n "{0}" | vercel env add UPSTASH_REDIS_REST_TOKEN production
Vercel CLI 39.1.0
✅  Added Environment Variable UPSTASH_REDIS_REST_TOKEN to Project acme-web""", "A" + r(58, URLSAFE) + "=")
add("cli/fly-secrets-import", """$ fly secrets import -a acme-api <<EOF
DATABASE_URL=postgres://postgres:{0}@acme-db.flycast:5432/acme
EOF
Secrets are staged for the first deployment""", r(16, ALNUM))
add("positional/func-settings-add", """PS> func settings add BUGSNAG_API_KEY {0}
Writing C:\\src\\acme-fn\\local.settings.json""", r(32, HEX))
add("positional/sst-secret-set", """$ npx sst secret set ClerkSecretKey {0} --stage production
✓  Set "ClerkSecretKey" for stage "production". Run "sst deploy" to update.""", "sk_live_" + r(40))
add("cli/supabase-link-password", """$ supabase link --project-ref abcdefghijklmnopqrst -p '{0}'
Connecting to remote database...
Finished supabase link.""", pw())
add("cli/mongosh-eval-password", """$ mongosh "mongodb+srv://cluster0.x7q2m.mongodb.net/shop" --apiVersion 1 --username shop_admin --password '{0}' --eval 'db.orders.countDocuments()'
41873""", pw())
add("cli/atlas-migrate-url", """$ atlas migrate apply --dir file://migrations --url "postgres://atlas:{0}@pg.staging.acme.io:5432/app?sslmode=require"
Migrating to version 20261205101422 (1 migrations in total):""", pw())
add("cli/pgcli-env", """$ PGPASSWORD='{0}' pgcli -h pg.staging.acme.io -U analytics -d warehouse""", pw())
add("cli/rails-console-runner", """$ STRIPE_SECRET_KEY={0} bin/rails runner 'puts Stripe::Customer.list(limit: 1).data.first.id'
cus_QxK2m7ZpLf8N1a""", "sk_test_" + r(99))
add("cli/artisan-tinker-env", """$ php artisan tinker --execute="config(['services.resend.key' => '{0}']); Mail::raw('ping', fn (\\$m) => \\$m->to('me@acme.io'));\"""", "re_" + r(8) + "_" + r(24))
add("cli/sam-deploy-overrides", """$ sam deploy --stack-name acme-api --parameter-overrides Stage=prod DbPassword={0} --capabilities CAPABILITY_IAM""", spw())
add("cli/cdk-context", """$ npx cdk deploy ApiStack -c stage=prod -c slackWebhookToken={0} --require-approval never""", r(24, ALNUM))
add("cli/az-containerapp-secret", """$ az containerapp secret set -n acme-api -g acme-rg --secrets stripe-whsec={0} db-url=keyvaultref:https://acme-kv.vault.azure.net/secrets/db-url,identity:system""", "whsec_" + r(32, ALNUM))
add("cli/gcloud-run-deploy", """$ gcloud run deploy api --image europe-docker.pkg.dev/acme/api/api:2.4.1 \\
    --region europe-west1 --set-env-vars "ANTHROPIC_API_KEY={0},LOG_LEVEL=info\"""", "sk-ant-api03-" + r(93, URLSAFE) + "AA")
add("cli/usql-url", """$ usql 'sqlserver://sa:{0}@localhost:1433/acme?encrypt=disable'
Connected with driver sqlserver (Microsoft SQL Server 16.0.4135.4, RTM, Developer Edition)""", pw())
add("cli/ngrok-v3-api-key", """$ ngrok api endpoints list --api-key {0}""", "2" + r(26) + "_" + r(21))
add("cli/kubectl-set-env", """$ kubectl set env deployment/api -n prod SENTRY_AUTH_TOKEN={0} RELEASE=2.4.1
deployment.apps/api env updated""", "sntrys_" + b64(60).rstrip("=") + "_" + r(43, URLSAFE))
add("cli/docker-compose-run-env", """$ docker compose run --rm -e DEEPL_AUTH_KEY={0} worker python scripts/translate_fixtures.py
[+] Creating 1/0""", uuid4() + ":fx")
add("cli/deno-run-env", """$ MISTRAL_API_KEY_BACKUP= OPENROUTER_API_KEY={0} deno run --allow-net --allow-env main.ts""", "sk-or-v1-" + r(64, HEX))
add("cli/bun-test-env", """$ RESEND_API_KEY={0} bun test src/mail.test.ts
bun test v1.1.38""", "re_" + r(8) + "_" + r(24))
add("cli/pm2-start-env", """$ pm2 start dist/server.js --name api --update-env -- --jwt-secret {0}
[PM2] Starting /srv/api/dist/server.js in fork_mode (1 instance)""", r(40, URLSAFE))
add("positional/meilisearch-master-key", """$ ./meilisearch --env production --master-key {0} --db-path ./data.ms""", r(44, URLSAFE))
add("cli/typesense-server-api-key", """$ typesense-server --data-dir=/var/lib/typesense --api-key={0} --enable-cors""", r(32, ALNUM))
add("config/litestream-yml", """# /etc/litestream.yml
dbs:
  - path: /data/app.db
    replicas:
      - type: s3
        bucket: acme-litestream
        path: app
        endpoint: https://fsn1.your-objectstorage.com
        access-key-id: Q7X2MZ9K4LP3N8R6T1VW
        secret-access-key: {0}""", r(40, ALNUM + "/+"))
add("positional/emqx-ctl-admins", """$ docker exec emqx emqx ctl admins add ops '{0}' "ops dashboard user"
ok""", pw())
add("cli/valkey-cli-pass", """$ valkey-cli -h cache.internal --user worker --pass '{0}' --no-auth-warning INFO keyspace
# Keyspace
db0:keys=18231,expires=1742,avg_ttl=0""", pw())
add("cli/caddy-hash-password", """$ caddy hash-password --plaintext '{0}'
# paste the output into the basic_auth block of the Caddyfile""", pw())
add("config/bunfig-scope-token", """# bunfig.toml
[install.scopes]
"@acme" = { token = "{0}", url = "https://npm.pkg.github.com/" }""", "ghp_" + r(36, ALNUM))
add("cli/uv-publish-password", """$ uv publish --publish-url https://pypi.acme.internal/legacy/ --username ci-publisher --password '{0}' dist/*
Publishing 2 files https://pypi.acme.internal/legacy/""", pw())
add("cli/pgcli-less-psycopg-uri", """$ python -c "import psycopg; psycopg.connect('host=pg.staging.acme.io dbname=warehouse user=analytics password={0}').execute('select 1')\"""", spw())
add("cli/swift-registry-login", """$ swift package-registry login https://swift.pkg.acme.io --token {0}
Registry configuration updated.""", r(40, HEX))
add("cli/sentry-sourcemaps", """$ npx @sentry/wizard@latest -i sourcemaps --saas --auth-token {0}""", "sntryu_" + r(64, HEX))
add("code/puppeteer-setcookie", """await page.setCookie({
  name: '_acme_session',
  value: '{0}',
  domain: 'staging.acme.io',
  httpOnly: true,
});
await page.goto('https://staging.acme.io/admin');""", b64(48).rstrip("=") + "--" + r(40, HEX))

# --------------------------------------------------------------------------- headers, urls, queries
add("header/sendbird-api-token-curl", """curl -X GET "https://api-7F2E1A9C.sendbird.com/v3/users?limit=10" \\
  -H "Api-Token: {0}\"""", r(40, HEX))
add("header/airtable-bearer-httpie", """$ http GET https://api.airtable.com/v0/appQ8k2mZx7Lp3Vn1/Orders 'Authorization:Bearer {0}'""", "pat" + r(14) + "." + r(64, HEX))
add("header/notion-version-request", """POST /v1/pages HTTP/1.1
Host: api.notion.com
Authorization: Bearer {0}
Notion-Version: 2022-06-28
Content-Type: application/json""", "ntn_" + r(46, ALNUM))
add("header/zendesk-basic-token", """$ curl https://acmehelp.zendesk.com/api/v2/tickets.json -u support-bot@acme.io/token:{0}""", r(40, ALNUM))
add("header/dynatrace-api-token", """curl -X GET "https://abc12345.live.dynatrace.com/api/v2/metrics?pageSize=50" \\
  -H "Authorization: Api-Token {0}\"""", "dt0c01." + r(24, UPPER_NUM) + "." + r(64, UPPER_NUM))
add("header/newrelic-api-key-graphql", """curl https://api.eu.newrelic.com/graphql \\
  -H 'Content-Type: application/json' \\
  -H 'API-Key: {0}' \\
  --data-binary '{"query":"{ actor { user { name } } }"}'""", "NRAK-" + r(27, UPPER_NUM))
add("header/mixpanel-basic-service-account", """GET /api/2.0/engage?project_id=3120987 HTTP/2
host: eu.mixpanel.com
authorization: Basic {0}""", base64.b64encode(("svc-export.8e1d7f.mp-service-account:" + r(32)).encode()).decode())
add("header/vercel-blob-token", """await fetch("https://blob.vercel-storage.com/avatars/u42.png", {
  method: "PUT",
  headers: { authorization: "Bearer {0}", "x-api-version": "7" },
  body: file,
});""", "vercel_blob_rw_" + r(16) + "_" + r(30))
add("header/convex-deploy-key", """$ curl -X POST https://happy-otter-123.convex.cloud/api/run/messages/list \\
   -H "Authorization: Convex {0}\"""", "prod:happy-otter-123|" + r(80, HEX))
add("header/fireworks-ai", """$ curl https://api.fireworks.ai/inference/v1/chat/completions \\
  -H "Authorization: Bearer {0}" \\
  -H "Content-Type: application/json" \\
  -d '{"model": "accounts/fireworks/models/llama-v3p1-8b-instruct", "messages": [{"role":"user","content":"hi"}]}'""", "fw_" + r(24, ALNUM))
add("header/imgix-management", """$ curl -H "Authorization: Bearer {0}" https://api.imgix.com/api/v1/sources""", "ak_" + r(64, HEX))
add("header/salesforce-bearer", """GET /services/data/v61.0/sobjects/Account/describe HTTP/1.1
Host: acme--uat.sandbox.my.salesforce.com
Authorization: Bearer {0}""", "00D" + r(12, ALNUM) + "!" + r(96, ALNUM + "._"))
add("header/thunder-client-env", """{
  "_id": "b7e0a6a4-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
  "name": "staging",
  "data": [
    { "name": "baseUrl", "value": "https://staging-api.acme.io" },
    { "name": "adminToken", "value": "{0}" }
  ]
}""", r(48, URLSAFE))
add("header/insomnia-export", """resources:
  - _id: req_8f2a1c
    _type: request
    url: "{{ _.baseUrl }}/v1/invoices"
    method: GET
    headers:
      - name: X-Api-Key
        value: {0}""", "lemon_" + r(40, ALNUM))
add("header/postman-environment", """{
  "id": "4f8d2c1a-9b3e-4c7d-8a1f-2e6b9c0d3a5f",
  "name": "Acme Prod",
  "values": [
    { "key": "base_url", "value": "https://api.acme.io", "type": "default", "enabled": true },
    { "key": "hubspot_token", "value": "{0}", "type": "secret", "enabled": true }
  ],
  "_postman_variable_scope": "environment"
}""", "pat-na1-" + uuid4())
add("header/httpie-session-json", """$ cat ~/.config/httpie/sessions/api.acme.io/prod.json
{
    "__meta__": {"about": "HTTPie session file", "httpie": "3.2.4"},
    "auth": {"type": "bearer", "raw_auth": "{0}"},
    "cookies": [],
    "headers": {"Accept": "application/json"}
}""", r(56, URLSAFE))
add("config/django-anymail", """ANYMAIL = {
    "MAILGUN_API_KEY": "{0}",
    "MAILGUN_SENDER_DOMAIN": "mg.acme.io",
    "MAILGUN_API_URL": "https://api.eu.mailgun.net/v3",
}
EMAIL_BACKEND = "anymail.backends.mailgun.EmailBackend\"""", r(32, HEX) + "-" + r(8, HEX) + "-" + r(8, HEX))
add("code/cypress-request-auth", """cy.request({
  method: 'POST',
  url: '/api/admin/reset',
  auth: { bearer: '{0}' },
})""", r(40, URLSAFE))
add("query/spotify-callback-code", """127.0.0.1 - - [05/Dec/2026:10:22:13 +0000] "GET /callback?code={0}&state=q7Lm2x HTTP/1.1" 302 0 "-" "Mozilla/5.0\"""", r(140, URLSAFE))
add("query/agora-wss-token", """wss://webrtc2-ap-web-1.agora.io/?appid=b3f0c9a1e27d4c8a9f5e6d7c8b9a0f1e&token={0}&channel=standup""", "007eJxT" + r(150, ALNUM + "+/"))
add("query/imgix-signed-url", """<img src="https://acme.imgix.net/users/42/avatar.jpg?w=256&h=256&fit=crop&s={0}">""", r(32, HEX))
add("query/getstream-feed-url", """GET https://chat.stream-io-api.com/channels?api_key=f3k8qwz2pmhn&authorization={0}&connection_id=4b1c-9a8f""", jwt_like())
add("url/weaviate-grpc-basic", """WEAVIATE_URL=https://admin:{0}@weaviate.internal.acme.io:8080""", pw())
add("url/temporal-cli-address", """$ temporal workflow list --address acme-prod.x7q2m.tmprl.cloud:7233 --namespace acme-prod.x7q2m --api-key {0}""", jwt_like())
add("url/clickhouse-cloud-https", """const client = createClient({
  url: 'https://default:{0}@x7q2m9kz1p.eu-central-1.aws.clickhouse.cloud:8443',
})""", r(14, ALNUM) + "~" + r(4, ALNUM))
add("url/neon-pooler-in-drizzle", """// drizzle.config.ts
export default defineConfig({
  schema: './src/db/schema.ts',
  dialect: 'postgresql',
  dbCredentials: { url: 'postgresql://neondb_owner:{0}@ep-cool-darkness-a1b2c3d4-pooler.eu-central-1.aws.neon.tech/neondb?sslmode=require' },
})""", "npg_" + r(12, ALNUM))
add("url/rabbitmq-cloudamqp-in-bunny", """conn = Bunny.new("amqps://kqzpxtuv:{0}@rattlesnake.rmq.cloudamqp.com/kqzpxtuv")
conn.start""", r(32, URLSAFE))
add("url/elastic-cloud-id-user", """es = Elasticsearch("https://elastic:{0}@acme-search.es.europe-west1.gcp.cloud.es.io:443")""", r(24, ALNUM))

# --------------------------------------------------------------------------- CI systems
add("config/woodpecker-pipeline", """# .woodpecker.yml
steps:
  publish:
    image: plugins/docker
    settings:
      repo: registry.acme.io/api
      username: ci
      password: {0}""", r(32, ALNUM))
add("config/semaphore-yml", """blocks:
  - name: Deploy
    task:
      env_vars:
        - name: DEPLOY_ENV
          value: production
        - name: KUBE_TOKEN
          value: {0}""", jwt_like())
add("config/bitrise-yml", """app:
  envs:
  - BITRISE_PROJECT_PATH: ios/Acme.xcworkspace
  - FASTLANE_PASSWORD: {0}
    opts:
      is_expand: false""", pw())
add("config/earthfile-secret-literal", """deploy:
    FROM +build
    RUN --secret NPM_TOKEN=npm_{0} npm publish""", r(36, ALNUM))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "npm_" + SECRETS[-1][2])
add("code/dagger-setsecret", """func (m *Ci) Publish(ctx context.Context) (string, error) {
    pw := dag.SetSecret("registry-pass", "{0}")
    return dag.Container().From("alpine").WithRegistryAuth("ghcr.io", "acme-bot", pw).Publish(ctx, "ghcr.io/acme/app:latest")
}""", "ghp_" + r(36, ALNUM))
add("config/tekton-pipelinerun-param", """apiVersion: tekton.dev/v1
kind: PipelineRun
metadata:
  generateName: release-
spec:
  pipelineRef:
    name: release
  params:
    - name: git-url
      value: https://github.com/acme/api
    - name: slack-token
      value: {0}""", "xoxb-" + r(13, DIGITS) + "-" + r(13, DIGITS) + "-" + r(24, ALNUM))
add("config/harness-pipeline-variable", """pipeline:
  name: deploy-api
  variables:
    - name: datadog_api_key
      type: String
      value: {0}""", r(32, HEX))
add("config/spinnaker-halyard", """$ hal config provider docker-registry account add dockerhub \\
    --address index.docker.io --username acmebot --password
The password for the registry:
{0}
+ Add the dockerhub account
Success""", "dckr_pat_" + r(27, URLSAFE))
add("code/hapi-cookie-password", """server.state('session', {
  ttl: 24 * 60 * 60 * 1000,
  isSecure: true,
  isHttpOnly: true,
  encoding: 'iron',
  password: '{0}',
});""", r(48, ALNUM))
add("config/nodemon-json", """{
  "watch": ["src"],
  "ext": "ts",
  "exec": "ts-node src/index.ts",
  "env": { "PORT": "3000", "COHERE_API_KEY": "{0}" }
}""", r(40, ALNUM))

# --------------------------------------------------------------------------- prose and private
add("prose/english-slack-paste", """hey, can you try the staging Clerk instance? secret key is {0} — I'll rotate it after the demo""", "sk_test_" + r(40))
add("prose/english-agent-ask", """User: the Deepgram calls are 401ing. here's the key I just generated: {0}
can you plug it into .env.local and re-run the transcription test?""", r(40, HEX))
add("prose/portuguese", """Oi! A senha do banco de homologação é {0} — usa o usuário app_hml.""", pw())
add("prose/italian", """Ciao, la chiave API di Brevo per lo staging è {0}, non committarla per favore.""", "xkeysib-" + r(64, HEX) + "-" + r(16, ALNUM))
add("prose/turkish", """Merhaba, test ortamı için Airtable token'ı: {0} (yarın iptal edeceğim)""", "pat" + r(14) + "." + r(64, HEX))
add("prose/korean", """스테이징 Notion 통합 토큰은 {0} 입니다. 내일 재발급할게요.""", "ntn_" + r(46, ALNUM))
add("prose/indonesian", """Halo, password admin Strapi di staging: {0} — jangan dibagikan ke luar tim ya.""", pw())
add("prose/english-bare-line", """ok, new Axiom ingest token below, the old one is revoked:

{0}

ping me if ingestion still fails""", "xaat-" + uuid4())
_pv = "tangerine-" + r(6, LOWER) + "-" + r(4, DIGITS) + "-" + r(6, LOWER)
addt("private/tool-call-json", json.dumps({"type": "tool_use", "id": toolu(), "name": "Write", "input": {"file_path": "notes/oncall.md", "content": "Escalation: page #infra.\n<private>backup vault passphrase: " + _pv + "</private>\n"}}), _pv)
add("private/chat-sentence", """I'm keeping the ops account note here <private>ops login for grafana.acme.io is admin / {0}</private> so you don't have to ask again.""", pw())
add("private/markdown-block", """## Deploy checklist
1. tag release
2. run migrations
<PRIVATE>
SSH passphrase for deploy key: {0}
</PRIVATE>
3. flip traffic""", spw() + "-" + spw())
add("private/yaml-value", """notes:
  - "remember the cache warmup"
  - "<private>hetzner robot password {0}</private>\"""", pw())

# --------------------------------------------------------------------------- tool-call JSON and results
_k = "sk_test_" + r(99)
addt("other/tool-result-cat-env", json.dumps({"type": "tool_result", "tool_use_id": toolu(), "content": "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_test_Y2xlcmsuZXhhbXBsZS5jb20k\nCLERK_SECRET_KEY=" + _k + "\nNEXT_PUBLIC_CLERK_SIGN_IN_URL=/sign-in\n"}), _k)
_k = r(32, HEX)
addt("other/tool-call-edit", json.dumps({"type": "tool_use", "id": toolu(), "name": "Edit", "input": {"file_path": "/app/config/initializers/honeybadger.rb", "old_string": "config.api_key = ENV['HONEYBADGER_API_KEY']", "new_string": "config.api_key = 'hbp_" + _k + "'"}}), "hbp_" + _k)
_k = r(40, ALNUM)
addt("other/function-call-args", json.dumps({"type": "function_call", "call_id": "call_" + r(24), "name": "http_request", "arguments": json.dumps({"method": "GET", "url": "https://acmehelp.zendesk.com/api/v2/users/me.json", "headers": {"Authorization": "Basic " + base64.b64encode(("bot@acme.io/token:" + _k).encode()).decode()}})}), base64.b64encode(("bot@acme.io/token:" + _k).encode()).decode())
_k = pw()
addt("other/tool-result-docker-inspect", json.dumps({"type": "tool_result", "tool_use_id": toolu(), "content": '[\n  {\n    "Config": {\n      "Env": [\n        "PATH=/usr/local/sbin:/usr/local/bin",\n        "KEYCLOAK_ADMIN=admin",\n        "KEYCLOAK_ADMIN_PASSWORD=' + _k + '",\n        "KC_DB=postgres"\n      ]\n    }\n  }\n]'}), _k)
_k = "sk-" + r(48, ALNUM)
addt("other/mcp-config-args", json.dumps({"mcpServers": {"brave-search": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-brave-search"], "env": {"BRAVE_API_KEY": "BSA" + r(28)}}, "perplexity": {"command": "uvx", "args": ["perplexity-mcp", "--api-key", _k]}}}, indent=2), _k)
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], (_k, json.loads(SECRETS[-1][1])["mcpServers"]["brave-search"]["env"]["BRAVE_API_KEY"]))

# --------------------------------------------------------------------------- test failures and logs
add("trace/vitest-diff", """ FAIL  src/lib/mailer.test.ts > sends with the configured key
AssertionError: expected "spy" to be called with arguments: [ { apiKey: 'test' } ]

Received:

  1st spy call:

  [
    {
-     "apiKey": "test",
+     "apiKey": "{0}",
    },
  ]""", "re_" + r(8) + "_" + r(24))
add("trace/pytest-vv-assert", """    def test_settings_load():
        s = Settings()
>       assert s.openai_api_key.get_secret_value() == ""
E       AssertionError: assert '{0}' == ''
E
E         + {0}

tests/test_settings.py:14: AssertionError""", "sk-proj-" + r(80, URLSAFE))
add("trace/rspec-vcr-cassette", """---
http_interactions:
- request:
    method: post
    uri: https://api.easypost.com/v2/shipments
    headers:
      Authorization:
      - Basic {0}
  response:
    status:
      code: 201""", base64.b64encode(("EZTK" + r(60, HEX) + ":").encode()).decode())
add("trace/go-testify", """--- FAIL: TestClientFromEnv (0.00s)
    client_test.go:31:
        	Error Trace:	client_test.go:31
        	Error:      	Not equal:
        	            	expected: ""
        	            	actual  : "{0}"
        	Test:       	TestClientFromEnv""", "dt0c01." + r(24, UPPER_NUM) + "." + r(64, UPPER_NUM))
add("trace/junit-xml-system-out", """<testcase classname="com.acme.PaymentsIT" name="chargesCard" time="2.114">
  <failure message="401 Unauthorized">feign.FeignException$Unauthorized: [401] during [POST] to [https://api.adyen.com/checkout/v71/payments]</failure>
  <system-out>DEBUG o.a.Client - X-API-Key: {0}</system-out>
</testcase>""", "AQE" + r(70, ALNUM + "+/") + "-" + r(20, ALNUM))
add("trace/nest-logger-config-dump", """[Nest] 41873  - 12/05/2026, 10:14:22 AM   DEBUG [ConfigService] Loaded config: {"port":3000,"db":{"host":"pg","user":"nest","password":"{0}"},"redis":{"host":"redis"}}""", pw())
add("trace/sequelize-connection-error", """SequelizeConnectionError: Access denied for user 'shop_app'@'10.4.2.17' (using password: YES)
    at ConnectionManager.connect (node_modules/sequelize/lib/dialects/mysql/connection-manager.js:102:17)
  original: { code: 'ER_ACCESS_DENIED_ERROR' },
  config: { host: 'mysql-primary', user: 'shop_app', password: '{0}', database: 'shop' }""", pw())
add("trace/typeorm-query-failed-log", """query failed: SELECT * FROM "api_key" WHERE "key" = $1 -- PARAMETERS: ["{0}"]
error: error: relation "api_key" does not exist""", "ak_live_" + r(40, ALNUM))
add("trace/django-debug-settings-page", """Settings
Using settings module config.settings.staging
Setting                 Value
ALLOWED_HOSTS           ['staging.acme.io']
AWS_STORAGE_BUCKET_NAME 'acme-staging-media'
EMAIL_HOST_PASSWORD     '{0}'
SECRET_KEY              '********************'""", r(32, HEX))
add("trace/laravel-ignition-env", """Illuminate\\Database\\QueryException
SQLSTATE[HY000] [1045] Access denied for user 'forge'@'localhost'
Environment
  DB_CONNECTION  mysql
  DB_HOST        127.0.0.1
  DB_USERNAME    forge
  DB_PASSWORD    {0}""", spw())
add("trace/dotnet-options-validation", """Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'SmtpOptions' members: 'Port' with the error: 'The field Port must be between 1 and 65535.'.
   Options: { Host = smtp.sendgrid.net, Port = 0, User = apikey, Password = {0} }""", "SG." + r(22, URLSAFE) + "." + r(43, URLSAFE))
add("trace/turbo-dev-prefixed-log", """$ pnpm turbo dev
web:dev: ▲ Next.js 15.1.0
api:dev: [boot] config loaded { port: 4000, pusher: { appId: '1880123', key: 'f3k8qwz2pmhn', secret: '{0}', cluster: 'eu' } }""", r(20, HEX))
add("trace/k9s-describe-pod-env", """  Containers:
    api:
      Image:      ghcr.io/acme/api:2.4.1
      Environment:
        NODE_ENV:                 production
        LAUNCHDARKLY_SDK_KEY:     {0}
        DATABASE_URL:             <set to the key 'url' in secret 'api-db'>  Optional: false""", "sdk-" + uuid4())

# --------------------------------------------------------------------------- sql, split, keymat
add("sql/prisma-migration-role", """-- prisma/migrations/20261205101422_app_role/migration.sql
CREATE ROLE app_readonly WITH LOGIN PASSWORD '{0}';
GRANT SELECT ON ALL TABLES IN SCHEMA public TO app_readonly;""", pw())
add("sql/knex-raw-alter-user", """await knex.raw(`ALTER USER reporting WITH PASSWORD '{0}'`)""", pw())
add("sql/supabase-vault-create-secret", """select vault.create_secret('{0}', 'resend_api_key', 'Resend key for edge functions');""", "re_" + r(8) + "_" + r(24))
add("sql/rails-migration-execute", """class CreateReplicationUser < ActiveRecord::Migration[7.2]
  def up
    execute "CREATE USER 'debezium'@'%' IDENTIFIED BY '{0}'"
  end
end""", pw())
add("split/ts-string-concat", """// TODO: move to env before merge
const LIVEBLOCKS_SECRET =
  "{0}" +
  "{1}";""", "sk_prod_" + r(30, URLSAFE), r(34, URLSAFE))
add("split/python-implicit-concat", """HUBSPOT_TOKEN = (
    "pat-eu1-{0}"
    "{1}"
)""", r(18, HEX) + "-" + r(4, HEX), r(4, HEX) + "-" + r(12, HEX))
add("split/yaml-folded", """env:
  NOTION_TOKEN: >-
    {0}
    {1}""", "ntn_" + r(22, ALNUM), r(24, ALNUM))
add("split/shell-continuation", """$ curl -sS https://api.cohere.com/v2/chat \\
    -H "Authorization: Bearer {0}\\
{1}" \\
    -d @req.json""", r(20, ALNUM), r(20, ALNUM))
add("keymat/jwk-private-d", """{
  "kty": "EC",
  "crv": "P-256",
  "kid": "clerk-ins_2x7Q",
  "x": "{1}",
  "y": "{2}",
  "d": "{0}"
}""", b64url(32), b64url(32), b64url(32))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], SECRETS[-1][2][0])
add("keymat/apple-p8-no-armor", """# Sign in with Apple key (AuthKey_7QX2MZ9K4L.p8) pasted for the NextAuth provider
APPLE_PRIVATE_KEY="{0}\"""", "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + b64(96).rstrip("="))
add("keymat/paserk-v4-secret", """// server/paseto.ts — local signing key for magic-link tokens
import { V4 } from 'paseto'
const secretKey = 'k4.secret.{0}'
export const sign = (payload: object) => V4.sign(payload, secretKey, { expiresIn: '15m' })""", b64url(64))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "k4.secret." + SECRETS[-1][2])
add("keymat/github-app-key-env", """GITHUB_APP_ID=918273
GITHUB_APP_PRIVATE_KEY="-----BEGIN RSA PRIVATE KEY-----\\nMIIEpAIBAAKCAQEA{0}\\n-----END RSA PRIVATE KEY-----\"""", b64(200))

LOOK_ALIKES += [
    # cli and positional with references
    """$ npx turbo login
>>> Opening browser to https://vercel.com/turbo/token?redirect_uri=http%3A%2F%2F127.0.0.1%3A9789
$ turbo link --team acme""",
    """- name: Build
  env:
    TURBO_TEAM: acme
    TURBO_TOKEN: ${{ secrets.TURBO_TOKEN }}
  run: pnpm turbo run build""",
    """$ npm set //verdaccio.acme.internal/:_authToken "${VERDACCIO_TOKEN}"
$ npm publish --registry https://verdaccio.acme.internal/""",
    """$ fury push pkg/acme-cli-1.8.2.gem --as acme --api-token=$FURY_PUSH_TOKEN
Uploading acme-cli-1.8.2.gem - done""",
    """$ pip install --extra-index-url https://${FURY_AUTH}:@pypi.fury.io/acme/ acme-internal==2.3.1
Looking in indexes: https://pypi.org/simple, https://****@pypi.fury.io/acme/""",
    """$ cloudsmith push python acme/internal dist/acme_core-0.9.0-py3-none-any.whl -k "$CLOUDSMITH_API_KEY"
Checking python package upload parameters ... OK
Uploading acme_core-0.9.0-py3-none-any.whl: [####] 100%  sha256: 3b1f9a7c2e4d6b8a0c1e3f5a7b9d2c4e6f8a0b1c3d5e7f9a2b4c6d8e0f1a3b5c""",
    """$ curl -s https://packagecloud.io/install/repositories/acme/public/script.deb.sh | sudo bash
Detected operating system as Ubuntu/noble.""",
    """$ PERCY_TOKEN=$PERCY_TOKEN npx percy exec -- cypress run
[percy] Percy has started!
[percy] Finalized build #412: https://percy.io/acme/web/builds/38812044""",
    """$ ./BrowserStackLocal --key $BROWSERSTACK_ACCESS_KEY --local-identifier gh-run-8812 --force-local
[SUCCESS] You can now access your local server(s) in our remote browser""",
    """driver = webdriver.Remote(
    f"https://{os.environ['SAUCE_USERNAME']}:{os.environ['SAUCE_ACCESS_KEY']}@ondemand.eu-central-1.saucelabs.com:443/wd/hub",
    options=opts,
)""",
    """const gridUrl = `https://${process.env.LT_USERNAME}:${process.env.LT_ACCESS_KEY}@hub.lambdatest.com/wd/hub`""",
    """- uses: chromaui/action@v11
  with:
    projectToken: ${{ secrets.CHROMATIC_PROJECT_TOKEN }}
    exitZeroOnChanges: true""",
    """bash <(curl -Ls https://coverage.codacy.com/get.sh) report \\
  --project-token "$CODACY_PROJECT_TOKEN" \\
  -r coverage/lcov.info""",
    """$ semgrep ci --supply-chain
Scan environment: repository=acme/api, branch=main, job=9912
  versions: semgrep 1.97.0 on python 3.12.7""",
    """$ s3cmd --configure
Access Key: DO00QX7ZK2M4N8P3R6T9
Secret Key: <hidden>
Default Region [US]: fra1""",
    """$ npx bugsnag-source-maps upload-browser --api-key "$BUGSNAG_API_KEY" --app-version 2.4.1 --directory dist --base-url 'https://app.acme.io/assets/*'""",
    """$ vultr-cli instance list
ID                                      IP              LABEL      OS                    STATUS
cb676a46-66fd-4dfb-b839-443f2e6c0b60    203.0.113.44    web-1      Ubuntu 24.04 LTS x64  active""",
    """$ npx wrangler deploy --env production
 ⛅️ wrangler 3.99.0
Uploaded acme-worker (2.41 sec)
Current Version ID: 7c1e9a2f-4b3d-4e8a-9f0c-1d2e3f4a5b6c""",
    """$ EXPO_TOKEN=$(op read "op://CI/Expo/token") eas build --platform ios --non-interactive --profile production""",
    """$ chamber write acme-api openai_api_key -
Enter the value (input hidden):
$ chamber read acme-api openai_api_key -q | wc -c
      165""",
    """$ vercel env pull .env.local
Vercel CLI 39.1.0
> Downloading `development` Environment Variables for acme/acme-web
✅  Created .env.local file  [187ms]""",
    """$ fly secrets list -a acme-api
NAME            DIGEST                  CREATED AT
DATABASE_URL    b6a1e0c3f7d29e84        2h ago
SENTRY_DSN      91cd4e7a0b2f3c85        3w ago""",
    """PS> func settings add BUGSNAG_API_KEY
Please enter the value: ********************************
Writing C:\\src\\acme-fn\\local.settings.json""",
    """$ npx sst secret list --stage production
ClerkSecretKey
StripeSecretKey
$ npx sst secret set ClerkSecretKey < /dev/stdin""",
    """$ supabase link --project-ref abcdefghijklmnopqrst
Enter your database password (or leave blank to skip):
Connecting to remote database...
Finished supabase link.""",
    """$ mongosh "mongodb+srv://cluster0.x7q2m.mongodb.net/shop" --apiVersion 1 --username shop_admin
Enter password: ************
Current Mongosh Log ID: 6751b2c3d4e5f6a7b8c9d0e1""",
    """$ atlas migrate apply --dir file://migrations --env staging
# atlas.hcl: url = getenv("DATABASE_URL")
Migrating to version 20261205101422 (1 migrations in total):""",
    """$ PGPASSWORD="$(cat /run/secrets/pg_analytics)" pgcli -h pg.staging.acme.io -U analytics -d warehouse""",
    """$ bin/rails runner 'puts Stripe::Customer.list(limit: 1).data.first.id'
cus_QxK2m7ZpLf8N1a""",
    """$ sam deploy --stack-name acme-api --parameter-overrides Stage=prod DbPasswordSsmPath=/acme/prod/db/password --capabilities CAPABILITY_IAM""",
    """$ npx cdk deploy ApiStack -c stage=prod --require-approval never
✨  Synthesis time: 7.12s
ApiStack: deploying... [1/1]
 ✅  ApiStack (no changes)
Stack ARN:
arn:aws:cloudformation:eu-west-1:123456789012:stack/ApiStack/8f2c1a9e-4b3d-11ef-9a8b-0a1b2c3d4e5f""",
    """$ az containerapp secret set -n acme-api -g acme-rg --secrets stripe-whsec=keyvaultref:https://acme-kv.vault.azure.net/secrets/stripe-whsec,identity:system""",
    """$ gcloud run deploy api --image europe-docker.pkg.dev/acme/api/api:2.4.1 \\
    --region europe-west1 --set-secrets "ANTHROPIC_API_KEY=anthropic-key:latest" --set-env-vars LOG_LEVEL=info""",
    """$ usql "$MSSQL_URL"
Connected with driver sqlserver (Microsoft SQL Server 16.0.4135.4, RTM, Developer Edition)
Type "\\?" for help.""",
    """$ ngrok api endpoints list
{"endpoints":[{"id":"ep_2pQk7ZxLm4Vn9sR1tY3uW6aB8cD","public_url":"https://acme-dev.ngrok.app","type":"cloud"}]}""",
    """$ kubectl set env deployment/api -n prod --from=secret/sentry-auth RELEASE=2.4.1
deployment.apps/api env updated""",
    """$ docker compose run --rm -e DEEPL_AUTH_KEY worker python scripts/translate_fixtures.py
[+] Creating 1/0""",
    """$ deno run --allow-net --allow-env=OPENROUTER_API_KEY main.ts
error: Uncaught (in promise) Error: OPENROUTER_API_KEY is not set""",
    """$ bun test src/mail.test.ts
bun test v1.1.38
src/mail.test.ts:
✓ sends with the configured key [2.11ms]
 1 pass
 0 fail""",
    """server.state('session', {
  ttl: 24 * 60 * 60 * 1000,
  isSecure: true,
  encoding: 'iron',
  password: process.env.COOKIE_PASSWORD,
});""",
    """$ ./meilisearch --env production --master-key "$(cat /run/secrets/meili_master_key)" --db-path ./data.ms""",
    """$ typesense-server --config=/etc/typesense/typesense-server.ini
I20261205 10:14:22.117 typesense_server.cpp:98] Typesense version 27.1""",
    """# /etc/litestream.yml
dbs:
  - path: /data/app.db
    replicas:
      - type: s3
        bucket: acme-litestream
        endpoint: https://fsn1.your-objectstorage.com
        access-key-id: ${LITESTREAM_ACCESS_KEY_ID}
        secret-access-key: ${LITESTREAM_SECRET_ACCESS_KEY}""",
    """$ docker exec emqx emqx ctl admins list
Username: admin, Description: administrator, Role: administrator
Username: ops, Description: ops dashboard user, Role: viewer""",
    """$ valkey-cli -h cache.internal --user worker --askpass INFO keyspace
Please input password: ************
# Keyspace
db0:keys=18231,expires=1742,avg_ttl=0""",
    """$ caddy hash-password
Enter password:
Confirm password:
(output pasted into the basic_auth block; the plaintext never leaves the terminal)""",
    """# bunfig.toml
[install.scopes]
"@acme" = { token = "$NPM_GITHUB_TOKEN", url = "https://npm.pkg.github.com/" }""",
    """$ UV_PUBLISH_PASSWORD="$(op read op://CI/pypi-acme/password)" uv publish --publish-url https://pypi.acme.internal/legacy/ --username ci-publisher dist/*
Publishing 2 files https://pypi.acme.internal/legacy/""",
    """$ python -c "import psycopg; psycopg.connect('host=pg.staging.acme.io dbname=warehouse user=analytics passfile=/home/dev/.pgpass').execute('select 1')\"""",
    """$ swift package-registry login https://swift.pkg.acme.io --token-file ~/.config/acme/registry-token
Registry configuration updated.""",
    """$ npx @sentry/wizard@latest -i sourcemaps --saas
? Please enter your Sentry auth token (or press enter to open the browser)""",
    """await page.setCookie({ name: 'NEXT_LOCALE', value: 'en', domain: 'staging.acme.io' });
await page.goto('https://staging.acme.io/admin');""",
    # headers and urls with references/placeholders
    """curl -X GET "https://api-$SENDBIRD_APP_ID.sendbird.com/v3/users?limit=10" \\
  -H "Api-Token: $SENDBIRD_API_TOKEN\"""",
    """$ http GET https://api.airtable.com/v0/appQ8k2mZx7Lp3Vn1/Orders "Authorization:Bearer $AIRTABLE_PAT\"""",
    """POST /v1/pages HTTP/1.1
Host: api.notion.com
Authorization: Bearer {{NOTION_TOKEN}}
Notion-Version: 2022-06-28""",
    """$ curl https://acmehelp.zendesk.com/api/v2/tickets.json -u "support-bot@acme.io/token:$ZENDESK_API_TOKEN\"""",
    """curl -X GET "https://abc12345.live.dynatrace.com/api/v2/metrics?pageSize=50" \\
  -H "Authorization: Api-Token dt0c01.XXXXXXXXXXXXXXXXXXXXXXXX.XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\"""",
    """curl https://api.eu.newrelic.com/graphql \\
  -H 'Content-Type: application/json' \\
  -H "API-Key: ${NEW_RELIC_USER_KEY}" \\
  --data-binary '{"query":"{ actor { user { name } } }"}'""",
    """GET /api/2.0/engage?project_id=3120987 HTTP/2
host: eu.mixpanel.com
authorization: Basic <base64 of service-account-user:secret>""",
    """await put(`avatars/${userId}.png`, file, { access: 'public', token: process.env.BLOB_READ_WRITE_TOKEN });
// => https://x7q2mzk9pl3n4b5v.public.blob.vercel-storage.com/avatars/u42-Zq8Lm2xPf7.png""",
    """$ npx convex deploy --cmd 'npm run build'
✔ Deployed Convex functions to https://happy-otter-123.convex.cloud""",
    """$ curl https://api.fireworks.ai/inference/v1/chat/completions \\
  -H "Authorization: Bearer $FIREWORKS_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d @req.json""",
    """GET /services/data/v61.0/sobjects/Account/describe HTTP/1.1
Host: acme--uat.sandbox.my.salesforce.com
Authorization: Bearer 00D••••••••••••!••••••••""",
    """{
  "_id": "b7e0a6a4-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
  "name": "staging",
  "data": [
    { "name": "baseUrl", "value": "https://staging-api.acme.io" },
    { "name": "adminToken", "value": "{{$processEnv ADMIN_TOKEN}}" }
  ]
}""",
    """resources:
  - _id: req_8f2a1c
    _type: request
    url: "{{ _.baseUrl }}/v1/invoices"
    headers:
      - name: X-Api-Key
        value: "{{ _.lemonApiKey }}\"""",
    """{
  "id": "4f8d2c1a-9b3e-4c7d-8a1f-2e6b9c0d3a5f",
  "name": "Acme Prod",
  "values": [
    { "key": "base_url", "value": "https://api.acme.io", "type": "default", "enabled": true },
    { "key": "hubspot_token", "value": "", "type": "secret", "enabled": true }
  ],
  "_postman_variable_scope": "environment"
}""",
    """$ cat ~/.config/httpie/sessions/api.acme.io/prod.json
{
    "__meta__": {"about": "HTTPie session file", "httpie": "3.2.4"},
    "auth": {"type": null, "raw_auth": null},
    "cookies": [{"name": "theme", "value": "dark", "domain": "api.acme.io"}],
    "headers": {"Accept": "application/json"}
}""",
    """ANYMAIL = {
    "MAILGUN_API_KEY": env("MAILGUN_API_KEY"),
    "MAILGUN_SENDER_DOMAIN": "mg.acme.io",
}
EMAIL_BACKEND = "anymail.backends.mailgun.EmailBackend\"""",
    """cy.request({
  method: 'POST',
  url: '/api/admin/reset',
  auth: { bearer: Cypress.env('ADMIN_TOKEN') },
})""",
    """127.0.0.1 - - [05/Dec/2026:10:22:13 +0000] "GET /callback?error=access_denied&state=q7Lm2x HTTP/1.1" 302 0 "-" "Mozilla/5.0\"""",
    """wss://webrtc2-ap-web-1.agora.io/?appid=b3f0c9a1e27d4c8a9f5e6d7c8b9a0f1e&channel=standup&uid=4411&mode=live""",
    """<img src="https://acme.imgix.net/users/42/avatar.jpg?w=256&h=256&fit=crop&auto=format,compress&ixlib=js-3.8.0">""",
    """GET https://chat.stream-io-api.com/channels?api_key=f3k8qwz2pmhn&connection_id=4b1c-9a8f&user_id=user-42""",
    """WEAVIATE_URL=https://weaviate.internal.acme.io:8080
WEAVIATE_API_KEY=  # from 1Password "Weaviate admin\"""",
    """$ temporal workflow list --address acme-prod.x7q2m.tmprl.cloud:7233 --namespace acme-prod.x7q2m --api-key "$TEMPORAL_API_KEY"
  Status    WorkflowId                                   Type""",
    """const client = createClient({
  url: process.env.CLICKHOUSE_URL,  // https://x7q2m9kz1p.eu-central-1.aws.clickhouse.cloud:8443
  username: 'default',
  password: process.env.CLICKHOUSE_PASSWORD,
})""",
    """export default defineConfig({
  schema: './src/db/schema.ts',
  dialect: 'postgresql',
  dbCredentials: { url: process.env.DATABASE_URL! },
})""",
    """conn = Bunny.new(ENV.fetch("CLOUDAMQP_URL"))  # amqps://user:pass@rattlesnake.rmq.cloudamqp.com/vhost
conn.start""",
    """es = Elasticsearch(cloud_id="acme-search:ZXVyb3BlLXdlc3QxLmdjcC5jbG91ZC5lcy5pbyQ0ZjJhMWM5ZTdiM2Q0ZThmJDlhMGIxYzJk", api_key=os.environ["ES_API_KEY"])""",
    # CI with references
    """steps:
  publish:
    image: plugins/docker
    settings:
      repo: registry.acme.io/api
      username: ci
      password:
        from_secret: registry_password""",
    """blocks:
  - name: Deploy
    task:
      secrets:
        - name: kube-prod
      env_vars:
        - name: DEPLOY_ENV
          value: production""",
    """app:
  envs:
  - BITRISE_PROJECT_PATH: ios/Acme.xcworkspace
  - BITRISE_SCHEME: Acme
    opts:
      is_expand: false""",
    """deploy:
    FROM +build
    RUN --secret NPM_TOKEN npm publish
# earthly --secret NPM_TOKEN=$NPM_TOKEN +deploy""",
    """func (m *Ci) Publish(ctx context.Context, password *dagger.Secret) (string, error) {
    return dag.Container().From("alpine").WithRegistryAuth("ghcr.io", "acme-bot", password).Publish(ctx, "ghcr.io/acme/app:latest")
}""",
    """spec:
  params:
    - name: git-url
      value: https://github.com/acme/api
    - name: git-revision
      value: 4f1e9c2a7b3d4e8f9a0b1c2d3e4f5a6b7c8d9e0f
  workspaces:
    - name: slack-secret
      secret:
        secretName: slack-bot-token""",
    """pipeline:
  name: deploy-api
  variables:
    - name: datadog_api_key
      type: Secret
      value: <+secrets.getValue("account.datadog_api_key")>""",
    """$ hal config provider docker-registry account add dockerhub \\
    --address index.docker.io --username acmebot --password-file ~/.hal/dockerhub.pw
+ Add the dockerhub account
Success""",
    """$ mise set LINEAR_API_KEY
LINEAR_API_KEY  (unset)
$ mise env | grep -c LINEAR""",
    """{
  "watch": ["src"],
  "ext": "ts",
  "exec": "node --env-file=.env -r ts-node/register src/index.ts",
  "env": { "PORT": "3000" }
}""",
]

LOOK_ALIKES += [
    # prose about credentials without giving one
    """hey, the staging Clerk secret key is in 1Password under "Clerk / staging" — I rotated it after the demo, so the one in your .env.local is dead.""",
    """User: the Deepgram calls are 401ing. I generated a new key in the console and put it in DEEPGRAM_API_KEY in .env.local — can you re-run the transcription test?""",
    """Oi! A senha do banco de homologação está no cofre (Vault, caminho secret/hml/db). Usa o usuário app_hml.""",
    """Ciao, la chiave API di Brevo per lo staging è nel secret manager (brevo-staging), non committarla per favore.""",
    """Merhaba, test ortamı için Airtable token'ı GitHub Actions secrets'ta: AIRTABLE_PAT. Yarın yenileyeceğim.""",
    """스테이징 Notion 통합 토큰은 1Password의 "Notion staging" 항목에 있습니다. 내일 재발급할게요.""",
    """Halo, password admin Strapi di staging ada di Bitwarden (folder "Staging") — jangan dibagikan ke luar tim ya.""",
    """ok, new Axiom ingest token is in the AXIOM_TOKEN repo secret, the old one (ending …7f2c) is revoked. ping me if ingestion still fails""",
    """Assistant: I won't paste the key here. I've added `ELEVENLABS_API_KEY=` to `.env.example` and documented in README that it must be set locally; the test is skipped when it's missing.""",
    """Reminder: the Mixpanel *project token* (3f9a1c7e2b8d4a6f0e5c9b1d7a3e8f2c) is public and fine in the client bundle; the *service account secret* is not and lives in Doppler.""",
    """Stripe publishable key for the storefront (safe to expose): pk_test_51Qx7ZkP2mLx9Vn3Rt8Yw4AbCd6Ef0Gh2Ij — the secret key is only in Vercel env.""",
    """The Sentry DSN is public by design: https://3f9a1c7e2b8d4a6f@o4508123.ingest.de.sentry.io/4508123456789 — it only allows sending events.""",
    """Algolia search-only key for the docs widget is public; the admin key stays in ALGOLIA_ADMIN_KEY on the worker. App ID: Q7X2MZ9K4L.""",
    """Firebase web config is not secret: apiKey "AIzaSy-public-web-config-see-docs" identifies the project; access is enforced by security rules.""",
    """I'm writing the private notes in a separate file that is gitignored; nothing private goes into this memo.""",
    """Use the `<private>` tag around anything sensitive in your notes — e.g. `<private>…</private>` — and the memory tool will drop it.""",
    # tool JSON with references
    json.dumps({"type": "tool_result", "tool_use_id": "toolu_01Hq8ZkP2mLx7Vn3Rt9Yw4Ab", "content": "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_test_Y2xlcmsuZXhhbXBsZS5jb20k\nCLERK_SECRET_KEY=\nNEXT_PUBLIC_CLERK_SIGN_IN_URL=/sign-in\n"}),
    json.dumps({"type": "tool_use", "id": "toolu_01Qm3Lx8Pz2Kn7Vr4Ty9Wb6C", "name": "Edit", "input": {"file_path": "/app/config/initializers/honeybadger.rb", "old_string": "config.api_key = 'hbp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'", "new_string": "config.api_key = ENV['HONEYBADGER_API_KEY']"}}),
    json.dumps({"type": "function_call", "call_id": "call_Zq8Lm2xPf7Kd4Nv1Rt6Yw3Bs", "name": "http_request", "arguments": json.dumps({"method": "GET", "url": "https://acmehelp.zendesk.com/api/v2/users/me.json", "headers": {"Authorization": "Basic ${ZENDESK_BASIC}"}})}),
    json.dumps({"type": "tool_result", "tool_use_id": "toolu_01Vn4Rt7Yw2Ab9Cd3Ef6Gh8J", "content": '[\n  {\n    "Config": {\n      "Env": [\n        "PATH=/usr/local/sbin:/usr/local/bin",\n        "KEYCLOAK_ADMIN=admin",\n        "KEYCLOAK_ADMIN_PASSWORD_FILE=/run/secrets/kc_admin",\n        "KC_DB=postgres"\n      ]\n    }\n  }\n]'}),
    json.dumps({"mcpServers": {"brave-search": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-brave-search"], "env": {"BRAVE_API_KEY": "${BRAVE_API_KEY}"}}, "perplexity": {"command": "uvx", "args": ["perplexity-mcp"], "env": {"PERPLEXITY_API_KEY": "<your-perplexity-key>"}}}}, indent=2),
    json.dumps({"type": "tool_use", "id": "toolu_01Lp9Kq2Mz7Xn4Vb8Rt3Yw5C", "name": "Bash", "input": {"command": "npm install @clerk/nextjs@6.9.2 svix@1.42.0 && npm ls @clerk/backend", "description": "Install Clerk and Svix"}}),
    json.dumps({"type": "tool_result", "tool_use_id": "toolu_01Lp9Kq2Mz7Xn4Vb8Rt3Yw5C", "content": "added 14 packages, and audited 812 packages in 6s\n\"integrity\": \"sha512-Zq8Lm2xPf7Kd4Nv1Rt6Yw3BsQ9Hc5Jg0Ua2Ie8Of1Ph3Ak7Sl4Dm6Fn9Gb0Cv5Xz2Wy8Tu1Ri4Eo7Ql3Mk6Nj9Hb2Vc5==\""}),
    # test failures and logs without secrets
    """ FAIL  src/lib/mailer.test.ts > sends with the configured key
AssertionError: expected "spy" to be called with arguments: [ { apiKey: 'test' } ]

Received:

  1st spy call:

  [
    {
-     "apiKey": "test",
+     "apiKey": undefined,
    },
  ]""",
    """    def test_settings_load():
        s = Settings()
>       assert s.openai_api_key.get_secret_value() == ""
E       AssertionError: assert 'sk-test-dummy' == ''
E
E         + sk-test-dummy

tests/test_settings.py:14: AssertionError""",
    """---
http_interactions:
- request:
    method: post
    uri: https://api.easypost.com/v2/shipments
    headers:
      Authorization:
      - "<EASYPOST_AUTH>"
  response:
    status:
      code: 201""",
    """--- FAIL: TestClientFromEnv (0.00s)
    client_test.go:31:
        	Error Trace:	client_test.go:31
        	Error:      	Not equal:
        	            	expected: "https://abc12345.live.dynatrace.com"
        	            	actual  : ""
        	Test:       	TestClientFromEnv""",
    """<testcase classname="com.acme.PaymentsIT" name="chargesCard" time="2.114">
  <failure message="401 Unauthorized">feign.FeignException$Unauthorized: [401] during [POST] to [https://api.adyen.com/checkout/v71/payments]</failure>
  <system-out>DEBUG o.a.Client - X-API-Key: [masked]</system-out>
</testcase>""",
    """[Nest] 41873  - 12/05/2026, 10:14:22 AM   DEBUG [ConfigService] Loaded config: {"port":3000,"db":{"host":"pg","user":"nest","password":"[REDACTED]"},"redis":{"host":"redis"}}""",
    """SequelizeConnectionError: Access denied for user 'shop_app'@'10.4.2.17' (using password: YES)
    at ConnectionManager.connect (node_modules/sequelize/lib/dialects/mysql/connection-manager.js:102:17)
  original: { code: 'ER_ACCESS_DENIED_ERROR', errno: 1045, sqlState: '28000' }""",
    """query failed: SELECT * FROM "api_key" WHERE "prefix" = $1 -- PARAMETERS: ["ak_live_"]
error: error: relation "api_key" does not exist""",
    """Settings
Using settings module config.settings.staging
Setting                 Value
ALLOWED_HOSTS           ['staging.acme.io']
EMAIL_HOST_PASSWORD     '********************'
SECRET_KEY              '********************'""",
    """Illuminate\\Database\\QueryException
SQLSTATE[HY000] [1045] Access denied for user 'forge'@'localhost' (using password: NO)
Environment
  DB_CONNECTION  mysql
  DB_HOST        127.0.0.1
  DB_USERNAME    forge""",
    """Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'SmtpOptions' members: 'Password' with the error: 'The Password field is required.'.""",
    """$ pnpm turbo dev
web:dev: ▲ Next.js 15.1.0
api:dev: [boot] config loaded { port: 4000, pusher: { appId: '1880123', key: 'f3k8qwz2pmhn', secret: '[redacted]', cluster: 'eu' } }""",
    """  Containers:
    api:
      Image:      ghcr.io/acme/api@sha256:9f2c1a7e3b5d8f0a4c6e2b1d9a7f3c5e8b0d2a4f6c1e3b5d7f9a0c2e4b6d8f1a
      Environment:
        NODE_ENV:                 production
        LAUNCHDARKLY_SDK_KEY:     <set to the key 'sdk-key' in secret 'launchdarkly'>  Optional: false""",
    # sql, split, keymat look-alikes
    """-- prisma/migrations/20261205101422_app_role/migration.sql
CREATE ROLE app_readonly WITH LOGIN;
GRANT SELECT ON ALL TABLES IN SCHEMA public TO app_readonly;
-- password is set out of band: ALTER ROLE app_readonly PASSWORD :'pw' via psql -v""",
    """await knex.raw('ALTER USER reporting WITH PASSWORD ?', [process.env.REPORTING_PW])""",
    """select name, description, created_at from vault.decrypted_secrets where name = 'resend_api_key' limit 0;""",
    """class CreateReplicationUser < ActiveRecord::Migration[7.2]
  def up
    execute "CREATE USER 'debezium'@'%' IDENTIFIED BY #{connection.quote(ENV.fetch('DEBEZIUM_PASSWORD'))}"
  end
end""",
    """const LIVEBLOCKS_PUBLIC =
  "pk_prod_" +
  process.env.NEXT_PUBLIC_LIVEBLOCKS_SUFFIX;""",
    """HUBSPOT_SCOPES = (
    "crm.objects.contacts.read "
    "crm.objects.deals.read"
)""",
    """env:
  NOTION_DATABASE_ID: >-
    1a2b3c4d5e6f47809a1b2c3d4e5f6a7b""",
    """{
  "kty": "EC",
  "crv": "P-256",
  "kid": "clerk-ins_2x7Q",
  "use": "sig",
  "x": "f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU",
  "y": "x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0"
}""",
    """# Sign in with Apple: key id 7QX2MZ9K4L, team id ABCDE12345
APPLE_PRIVATE_KEY_PATH=./secrets/AuthKey_7QX2MZ9K4L.p8""",
    """{
  "type": "service_account",
  "project_id": "acme-prod-4f2a1",
  "private_key_id": "3b1f9a7c2e4d6b8a0c1e3f5a7b9d2c4e6f8a0b1c",
  "client_email": "firebase-adminsdk-x7q2m@acme-prod-4f2a1.iam.gserviceaccount.com",
  "client_id": "104218837260912345678"
}""",
    """GITHUB_APP_ID=918273
GITHUB_APP_PRIVATE_KEY_PATH=/run/secrets/github-app.pem
GITHUB_APP_WEBHOOK_SECRET=${GITHUB_WEBHOOK_SECRET}""",
    """-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEf83OJ3D2xF1Bg8vub9tLe1gHMzV7
6e8Tus9uPHvRVEXH8UTNG72bfocs3+257rn0s2ldbqkLJK2KRiMohYjlrQ==
-----END PUBLIC KEY-----""",
]
