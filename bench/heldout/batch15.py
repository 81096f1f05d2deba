"""Held-out batch 15: blind, written by a writer who never read the rules, code, docs or results, before measuring.

Only the batch format (batches 1-14) and the classes of issue 20 were read; the filter's
rules, code, docs, tests and earlier results were not. Not to be tuned on until its first
measurement is recorded.

Theme: the everyday mix of a coding-agent session (web and backend stacks, SaaS SDKs,
cloud and container tooling, databases, CI, shell sessions, tool-call JSON, diffs, logs,
test failures, chat prose). New kinds: SaaS SDKs and APIs no earlier batch names
(PostHog personal keys, Langfuse, Razorpay, Paystack, Mollie, WooCommerce, Telegram bot
tokens, PubNub, Cloudflare Turnstile and hCaptcha secrets, Tavily, Firecrawl, Trello,
ClickUp, QStash signing keys, Directus static tokens, Appwrite, PocketBase superusers,
Voyage AI, Cerebras, fal, Perplexity, LangSmith, Helicone, Portkey, Qdrant, Asana, Cal.com,
Pushover, Stadia Maps, Bunny storage, Render, MailerSend, Paddle, Lemon Squeezy); framework
idioms (Better Auth, Drizzle dbCredentials, Kysely, MikroORM, Alembic alembic.ini,
dynaconf .secrets.toml, Tortoise ORM, SQLModel, Litestar JWT, Starlette SessionMiddleware,
Figaro application.yml, Sequel.connect, Roda sessions, Hanami settings, Echo/chi/Fiber/Gin
middleware keys, golang-migrate and goose DSNs, Dropwizard YAML, Liquibase properties,
Spring R2DBC, jOOQ codegen, Slim settings, MassTransit, Hangfire dashboard, .NET Aspire
parameters, launchSettings.json, dotnet dev-certs -p, Axum cookie Key, SeaORM, diesel
.env, Shuttle Secrets.toml, .cargo/config.toml [env], Payload, Strapi APP_KEYS, Nuxt
runtime fallbacks, Astro env schema defaults, Vite define, Expo app.config extra,
node-apn inline keys, firebase-admin cert(), Probot PRIVATE_KEY, foundry .env,
electron-builder CSC_KEY_PASSWORD); cloud, container and platform CLIs (buildx --secret
env, podman secret, Skaffold setValues, Tiltfile, Helmfile set, Terragrunt inputs, SAM
parameter-overrides, Copilot secret init, Lambda --environment, gcloud secrets versions
add, deployctl --token, Static Web Apps deployment tokens, kn service --env, regctl
login, bws, op item create, akeyless, cf set-env, scalingo, clever, capgo, encore secret
set, gp env, pm2 env, xh -a); databases (PlanetScale password output, Atlas CLI dbusers,
Couchbase cbq, cqlsh on ScyllaDB Cloud, mongosh --password, mongoimport, pgbench,
pgcat.toml, CouchDB admins ini, Xata, Gel/EdgeDB DSNs, Aiven and Redis Cloud URIs,
Upstash redis-cli, influx auth create, rabbitmqctl add_user, Grafana ini, MinIO env,
Timescale/MySQL/Snowflake roles, postgres_fdw user mappings, ClickHouse named
collections, PostgREST jwt_secret); CI (Renovate hostRules, Dependabot registries, Nx
Cloud tokens, semantic-release env, Gitea act_runner register, AppVeyor, Codefresh,
Depot); agent tool-call shapes (Cline/Roo XML tool tags, Codex CLI exec events,
OpenHands events, Vercel AI SDK toolInvocations, Claude Code hook input, Goose); logs,
diffs and test failures (Vitest diffs, Go test DSNs, Surefire context failures, Rails and
Laravel logs, EF Core connection logs, Sentry breadcrumbs, PHPUnit, RSpec WebMock, ngrok
agent logs, git diffs and commits); splits in TS template literals, f-strings, Go
consts, wrapped .env lines, YAML lists and C# interpolation; chat prose in English,
Spanish, Portuguese, German, French, Polish, Czech, Vietnamese and Chinese; <private>
in agent XML, Codex events, YAML comments, commit messages, upper-case hex entities,
spaced tags, bold markdown and multi-line blocks.
Look-alikes hold the same tools with env references, secret-manager paths, placeholders,
publishable/public keys (phc_, pk-lf-, site keys, rzp_ key ids, pk. map tokens, Firebase
web config, Sentry DSNs), documented development defaults (hCaptcha test keys, minioadmin,
anvil accounts), ids (request, trace, tool-call, message, run, build, commit, digest),
regions, hosts, masks and prose that talks about credentials without giving one.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(15_2026_12_05)
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
add("code/posthog-personal-key", """import { PostHog } from 'posthog-node'

// server-side: feature flags with local evaluation need the personal API key
export const posthog = new PostHog('phc_{1}', {
  host: 'https://eu.i.posthog.com',
  personalApiKey: '{0}',
  featureFlagsPollingInterval: 30_000,
})""", "phx_" + r(43), r(43))
la("""import { PostHog } from 'posthog-node'

export const posthog = new PostHog('phc_{0}', {
  host: 'https://eu.i.posthog.com',
  personalApiKey: process.env.POSTHOG_PERSONAL_API_KEY,
  featureFlagsPollingInterval: 30_000,
})""", r(43))
la("""<script>
    !function(t,e){/* posthog snippet */}(document,window.posthog||[]);
    posthog.init('phc_{0}', {api_host: 'https://us.i.posthog.com', person_profiles: 'identified_only'})
</script>""", r(43))
add("code/langfuse-python", """from langfuse import Langfuse

langfuse = Langfuse(
    public_key="pk-lf-{1}",
    secret_key="{0}",
    host="https://cloud.langfuse.com",
)
trace = langfuse.trace(name="rag-answer", user_id="u_1842")""", "sk-lf-" + uuid4(), uuid4())
la("""from langfuse import Langfuse

langfuse = Langfuse(
    public_key="pk-lf-{0}",
    secret_key=os.environ["LANGFUSE_SECRET_KEY"],
    host="https://cloud.langfuse.com",
)
trace = langfuse.trace(name="rag-answer", user_id="u_1842")""", uuid4())
la("""Langfuse trace {0} · observation {1}
  name: rag-answer   latency: 2.41s   tokens: 1,902 in / 311 out   cost: $0.0042
  public key: pk-lf-{2}""", r(32, HEX), r(16, HEX), uuid4())
add("code/razorpay-node", """const Razorpay = require('razorpay')

const instance = new Razorpay({
  key_id: 'rzp_live_{1}',
  key_secret: '{0}',
})

const order = await instance.orders.create({ amount: 49900, currency: 'INR', receipt: 'rcpt_1187' })""", r(24), r(14))
la("""const options = {
  key: 'rzp_test_{0}', // key id only; the secret stays on the server
  amount: order.amount,
  currency: 'INR',
  order_id: 'order_{1}',
  handler: (res) => verify(res.razorpay_payment_id, res.razorpay_signature),
}
new window.Razorpay(options).open()""", r(14), r(14))
add("code/paystack-python", """import requests

PAYSTACK_SECRET = "{0}"

def verify(reference: str) -> dict:
    r = requests.get(
        f"https://api.paystack.co/transaction/verify/{reference}",
        headers={"Authorization": f"Bearer {PAYSTACK_SECRET}"},
        timeout=10,
    )
    return r.json()["data"]""", "sk_live_" + r(40, HEX))
la("""<script src="https://js.paystack.co/v1/inline.js"></script>
<script>
  const handler = PaystackPop.setup({
    key: 'pk_test_{0}',
    email: customer.email,
    amount: 250000,
    ref: 'PSK-{1}',
  })
</script>""", r(40, HEX), r(10, UPPER_NUM))
add("code/mollie-php", """<?php
$mollie = new \\Mollie\\Api\\MollieApiClient();
$mollie->setApiKey("{0}");

$payment = $mollie->payments->create([
    "amount" => ["currency" => "EUR", "value" => "24.95"],
    "description" => "Order #10482",
    "redirectUrl" => "https://shop.example.nl/order/10482/",
]);""", "live_" + r(30))
la("""<?php
$mollie = new \\Mollie\\Api\\MollieApiClient();
$mollie->setApiKey(getenv('MOLLIE_API_KEY'));

$payment = $mollie->payments->get("tr_{0}");
echo $payment->status; // paid""", r(10))
add("code/woocommerce-rest", """from woocommerce import API

wcapi = API(
    url="https://store.example.com",
    consumer_key="ck_{1}",
    consumer_secret="{0}",
    version="wc/v3",
    timeout=20,
)
print(wcapi.get("orders", params={"status": "processing"}).json())""", "cs_" + r(40, HEX), r(40, HEX))
la("""from woocommerce import API

wcapi = API(
    url="https://store.example.com",
    consumer_key=os.environ["WC_CONSUMER_KEY"],
    consumer_secret=os.environ["WC_CONSUMER_SECRET"],
    version="wc/v3",
)""")
add("code/telegram-bot", """from telegram.ext import ApplicationBuilder, CommandHandler

app = ApplicationBuilder().token("{0}").build()
app.add_handler(CommandHandler("start", start))
app.run_polling()""", r(10, DIGITS) + ":AA" + r(33, URLSAFE))
la("""from telegram.ext import ApplicationBuilder, CommandHandler

app = ApplicationBuilder().token(os.environ["TELEGRAM_BOT_TOKEN"]).build()
app.add_handler(CommandHandler("start", start))
# chat_id for the ops group: -100{0}
app.run_polling()""", r(10, DIGITS))
add("code/pubnub-server", """import com.pubnub.api.PNConfiguration

val config = PNConfiguration.builder(UserId("billing-worker"), "sub-c-{1}").apply {
    publishKey = "pub-c-{2}"
    secretKey = "{0}"
}.build()""", "sec-c-" + r(48, ALNUM), uuid4(), uuid4())
la("""const pubnub = new PubNub({
  publishKey: 'pub-c-{0}',
  subscribeKey: 'sub-c-{1}',
  userId: 'web-' + crypto.randomUUID(),
})""", uuid4(), uuid4())
add("code/turnstile-verify", """export async function verifyTurnstile(token: string, ip: string) {
  const form = new FormData()
  form.append('secret', '{0}')
  form.append('response', token)
  form.append('remoteip', ip)
  const res = await fetch('https://challenges.cloudflare.com/turnstile/v0/siteverify', { method: 'POST', body: form })
  return (await res.json()).success as boolean
}""", "0x4AAAAAAA" + r(24, URLSAFE))
la("""<form action="/signup" method="POST">
  <div class="cf-turnstile" data-sitekey="0x4AAAAAAA{0}" data-theme="light"></div>
  <button type="submit">Create account</button>
</form>""", r(14, URLSAFE))
add("code/hcaptcha-django", """# settings/production.py
HCAPTCHA_SITEKEY = "{1}"
HCAPTCHA_SECRET = "{0}"
HCAPTCHA_DEFAULT_CONFIG = {"theme": "dark", "size": "compact"}""", "0x" + r(40, HEX), uuid4())
la("""# settings/test.py -- hCaptcha publishes these test keys for automated tests; they always pass
HCAPTCHA_SITEKEY = "10000000-ffff-ffff-ffff-000000000001"
HCAPTCHA_SECRET = "0x0000000000000000000000000000000000000000"
""")
add("code/tavily-langchain", """from langchain_community.tools.tavily_search import TavilySearchResults
from langchain_community.utilities.tavily_search import TavilySearchAPIWrapper

search = TavilySearchResults(
    api_wrapper=TavilySearchAPIWrapper(tavily_api_key="{0}"),
    max_results=5,
)""", "tvly-" + r(32))
la("""from langchain_community.tools.tavily_search import TavilySearchResults

# reads TAVILY_API_KEY from the environment
search = TavilySearchResults(max_results=5, include_answer=True)
print(search.invoke("latest FastAPI release notes"))""")
add("code/firecrawl", """from firecrawl import FirecrawlApp

app = FirecrawlApp(api_key="{0}")
result = app.scrape_url("https://docs.example.dev/changelog", formats=["markdown"])""", "fc-" + r(32, HEX))
la("""from firecrawl import FirecrawlApp

app = FirecrawlApp(api_key=os.getenv("FIRECRAWL_API_KEY"))
job = app.crawl_url("https://docs.example.dev", limit=50)
print(job["id"])  # {0}""", uuid4())
add("code/trello-client", """const trello = new TrelloClient({
  key: '{1}',
  token: '{0}',
})
await trello.cards.create({ idList: '{2}', name: 'Deploy failed: api-gateway' })""", "ATTA" + r(60, HEX) + r(8, UPPER_NUM), r(32, HEX), r(24, HEX))
add("header/clickup-authorization", """curl -s https://api.clickup.com/api/v2/team \\
  -H "Authorization: {0}" \\
  -H "Content-Type: application/json" | jq '.teams[].id'""", "pk_" + r(8, DIGITS) + "_" + r(32, UPPER_NUM))
la("""curl -s https://api.clickup.com/api/v2/list/{0}/task \\
  -H "Authorization: $CLICKUP_TOKEN" | jq '.tasks[] | {id, name, status: .status.status}'""", r(9, DIGITS))
add("code/qstash-receiver", """import { Receiver } from '@upstash/qstash'

const receiver = new Receiver({
  currentSigningKey: '{0}',
  nextSigningKey: '{1}',
})
await receiver.verify({ signature: req.headers['upstash-signature'], body })""", "sig_" + r(28), "sig_" + r(28))
la("""import { Receiver } from '@upstash/qstash'

const receiver = new Receiver({
  currentSigningKey: process.env.QSTASH_CURRENT_SIGNING_KEY!,
  nextSigningKey: process.env.QSTASH_NEXT_SIGNING_KEY!,
})
// message id: msg_{0}""", r(40))
add("code/directus-sdk", """import { createDirectus, rest, staticToken, readItems } from '@directus/sdk'

const client = createDirectus('https://cms.example.io')
  .with(staticToken('{0}'))
  .with(rest())

const posts = await client.request(readItems('posts', { limit: 10 }))""", r(32, URLSAFE))
la("""import { createDirectus, rest, authentication } from '@directus/sdk'

const client = createDirectus('https://cms.example.io').with(authentication('cookie')).with(rest())
await client.login(form.email, form.password)""")
add("code/appwrite-node", """const sdk = require('node-appwrite')

const client = new sdk.Client()
  .setEndpoint('https://fra.cloud.appwrite.io/v1')
  .setProject('{1}')
  .setKey('{0}')""", "standard_" + r(256, HEX), r(20, HEX))
la("""import { Client, Account } from 'appwrite'

const client = new Client()
  .setEndpoint('https://fra.cloud.appwrite.io/v1')
  .setProject('{0}') // project id is public, the web SDK has no key
export const account = new Account(client)""", r(20, HEX))
add("code/pocketbase-admin", """import PocketBase from 'pocketbase'

const pb = new PocketBase('http://127.0.0.1:8090')
await pb.collection('_superusers').authWithPassword('ops@example.io', '{0}')
const users = await pb.collection('users').getFullList()""", pw())
la("""import PocketBase from 'pocketbase'

const pb = new PocketBase('http://127.0.0.1:8090')
await pb.collection('_superusers').authWithPassword(process.env.PB_ADMIN_EMAIL, process.env.PB_ADMIN_PASSWORD)""")

# ============================================================ config: framework idioms
add("code/better-auth", """// lib/auth.ts
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'

export const auth = betterAuth({
  secret: '{0}',
  baseURL: 'https://app.example.dev',
  database: drizzleAdapter(db, { provider: 'pg' }),
  socialProviders: {
    github: { clientId: 'Ov23li{1}', clientSecret: process.env.GITHUB_CLIENT_SECRET! },
  },
})""", b64(32), r(14))
la("""// lib/auth.ts
import { betterAuth } from 'better-auth'

export const auth = betterAuth({
  secret: process.env.BETTER_AUTH_SECRET, // generate with: openssl rand -base64 32
  baseURL: process.env.BETTER_AUTH_URL ?? 'http://localhost:3000',
  socialProviders: {
    github: { clientId: 'Ov23li{0}', clientSecret: process.env.GITHUB_CLIENT_SECRET! },
  },
})""", r(14))
add("config/better-auth-env", """# .env.local (copied into the chat so you can see why sessions drop)
BETTER_AUTH_SECRET={0}
BETTER_AUTH_URL=http://localhost:3000
DATABASE_URL=postgres://localhost:5432/app_dev""", r(44, URLSAFE))
add("config/drizzle-config", """// drizzle.config.ts
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  schema: './src/db/schema.ts',
  out: './drizzle',
  dialect: 'postgresql',
  dbCredentials: {
    host: 'ep-{1}.eu-central-1.aws.neon.tech',
    user: 'neondb_owner',
    password: '{0}',
    database: 'neondb',
    ssl: true,
  },
})""", "npg_" + r(12), "-".join(r(6, LOWER) for _ in range(2)) + "-" + r(8, LOWER_NUM))
la("""// drizzle.config.ts
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  schema: './src/db/schema.ts',
  out: './drizzle',
  dialect: 'postgresql',
  dbCredentials: { url: process.env.DATABASE_URL! },
})""")
la("""$ npx drizzle-kit migrate
No config path provided, using default 'drizzle.config.ts'
Reading config file '/home/dev/app/drizzle.config.ts'
Using 'pg' driver for database querying
[✓] migrations applied successfully!  (0003_{0}.sql)""", "_".join(_rng.choice(["brave","silent","cool","tiny","odd","quick"]) + "_" + _rng.choice(["hulk","storm","wolf","rhino","mole"]) for _ in range(1)))
add("config/alembic-ini", """# alembic.ini
[alembic]
script_location = migrations
prepend_sys_path = .
sqlalchemy.url = postgresql+psycopg://billing:{0}@db.internal.example.com:5432/billing

[loggers]
keys = root,sqlalchemy,alembic""", pw())
la("""# alembic.ini
[alembic]
script_location = migrations
# the URL is set in env.py from settings.DATABASE_URL, never here
sqlalchemy.url = driver://user:pass@localhost/dbname

[loggers]
keys = root,sqlalchemy,alembic""")
la("""$ alembic upgrade head
INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.
INFO  [alembic.runtime.migration] Will assume transactional DDL.
INFO  [alembic.runtime.migration] Running upgrade {0} -> {1}, add invoices.paid_at""", r(12, HEX), r(12, HEX))
add("config/dynaconf-secrets", """# .secrets.toml  (dynaconf; ignored by git? it was NOT in .gitignore)
[default]
stripe_webhook_secret = "{0}"

[production]
dynaconf_merge = true
db_password = "{1}"
""", "whsec_" + r(32), pw())
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], (SECRETS[-1][2], SECRETS[-1][1].split('db_password = "')[1].split('"')[0]))
la("""# settings.toml (dynaconf)
[default]
debug = false
db_host = "db.internal.example.com"
db_password = "@format {env[DB_PASSWORD]}"

[development]
debug = true""")
add("config/figaro-application-yml", """# config/application.yml (figaro)
SENDGRID_USERNAME: apikey
MAILER_HOST: "mail.example.org"
production:
  LOB_API_KEY: "{0}"
  REDIS_URL: "redis://cache.internal:6379/2\"""", "live_" + r(35, HEX))
la("""# config/application.example.yml (figaro) -- copy to application.yml and fill in
SENDGRID_USERNAME: apikey
SENDGRID_PASSWORD: "<your sendgrid api key>"
production:
  LOB_API_KEY: "test_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
  REDIS_URL: "redis://localhost:6379/2\"""")
add("code/starlette-session", """from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware

app = Starlette(
    routes=routes,
    middleware=[Middleware(SessionMiddleware, secret_key="{0}", https_only=True, max_age=14 * 24 * 3600)],
)""", r(50, URLSAFE))
la("""from starlette.config import Config
from starlette.datastructures import Secret

config = Config(".env")
SECRET_KEY = config("SECRET_KEY", cast=Secret)
app.add_middleware(SessionMiddleware, secret_key=SECRET_KEY, https_only=True)""")
add("code/echo-jwt", """e := echo.New()
api := e.Group("/api")
api.Use(echojwt.WithConfig(echojwt.Config{
\tSigningKey:  []byte("{0}"),
\tTokenLookup: "header:Authorization:Bearer ,cookie:jwt",
}))""", r(40, URLSAFE))
la("""e := echo.New()
api := e.Group("/api")
api.Use(echojwt.WithConfig(echojwt.Config{
\tSigningKey:  []byte(os.Getenv("JWT_SIGNING_KEY")),
\tTokenLookup: "header:Authorization:Bearer ,cookie:jwt",
}))""")
add("code/gin-basicauth", """authorized := r.Group("/admin", gin.BasicAuth(gin.Accounts{
\t"ops":     "{0}",
}))
authorized.GET("/metrics", metricsHandler)""", pw())
la("""// gin docs example, copied as-is for the review
authorized := r.Group("/admin", gin.BasicAuth(gin.Accounts{
\t"foo":    "bar",
\t"austin": "1234",
}))""")
add("code/fiber-encryptcookie", """app := fiber.New()
app.Use(encryptcookie.New(encryptcookie.Config{
\tKey: "{0}",
}))""", b64(32))
la("""app := fiber.New()
app.Use(encryptcookie.New(encryptcookie.Config{
\t// key must be 32 bytes base64; generate once with encryptcookie.GenerateKey()
\tKey: os.Getenv("COOKIE_KEY"),
}))""")
add("config/dropwizard-yaml", """# config/production.yml (Dropwizard)
server:
  applicationConnectors:
    - type: http
      port: 8080
database:
  driverClass: org.postgresql.Driver
  user: orders_svc
  password: {0}
  url: jdbc:postgresql://pg-primary.internal:5432/orders""", pw())
la("""# config/production.yml (Dropwizard, env substitution via SubstitutingSourceProvider)
database:
  driverClass: org.postgresql.Driver
  user: ${DB_USER:-orders_svc}
  password: ${DB_PASSWORD}
  url: jdbc:postgresql://pg-primary.internal:5432/orders""")
add("config/liquibase-properties", """# liquibase.properties
changeLogFile: db/changelog/db.changelog-master.yaml
url: jdbc:mysql://mysql-01.internal:3306/catalog
username: liquibase
password: {0}
liquibase.hub.mode: off""", pw())
la("""# liquibase.properties
changeLogFile: db/changelog/db.changelog-master.yaml
url: jdbc:mysql://mysql-01.internal:3306/catalog
username: liquibase
# password comes from LIQUIBASE_COMMAND_PASSWORD in CI
liquibase.hub.mode: off""")
la("""require 'sinatra/base'

class App < Sinatra::Base
  enable :sessions
  set :session_secret, ENV.fetch('SESSION_SECRET') { SecureRandom.hex(64) }
end""")
add("code/sequel-connect", """require 'sequel'

DB = Sequel.connect(adapter: 'postgres', host: 'pg.internal', database: 'ledger',
                    user: 'ledger_rw', password: '{0}', max_connections: 10)""", pw())
la("""require 'sequel'

DB = Sequel.connect(ENV.fetch('DATABASE_URL'), max_connections: 10, logger: Logger.new($stdout))
# I, [2026-12-04T10:12:03 #4412]  INFO -- : (0.000412s) SELECT 1""")
add("config/shuttle-secrets", """# Secrets.toml  (shuttle.rs, read by #[shuttle_runtime::Secrets])
DISCORD_TOKEN = "{0}"
LOG_LEVEL = "info"
""", r(24, URLSAFE) + "." + r(6, URLSAFE) + "." + r(38, URLSAFE))
la("""# Secrets.dev.toml.example
DISCORD_TOKEN = "your-discord-bot-token"
LOG_LEVEL = "debug"
""")
add("config/cargo-config-env", """# .cargo/config.toml
[env]
DATABASE_URL = "postgres://app:{0}@localhost:5433/app"
SQLX_OFFLINE = "false"

[target.x86_64-unknown-linux-gnu]
linker = "clang"
""", pw())
la("""# .cargo/config.toml
[env]
DATABASE_URL = "postgres://postgres:postgres@localhost:5432/app_test"  # docker compose dev default
SQLX_OFFLINE = "true"
""")
la("""PS C:\\src\\Contoso.Api> dotnet user-secrets list
Stripe:SecretKey = ********
ConnectionStrings:Default = Server=(localdb)\\mssqllocaldb;Database=Contoso;Trusted_Connection=True
PS C:\\src\\Contoso.Api> dotnet user-secrets init
Set UserSecretsId to '{0}' for MSBuild project 'Contoso.Api.csproj'.""", uuid4())
add("config/aspire-appsettings-parameters", """// AppHost/appsettings.Development.json
{
  "Parameters": {
    "pg-password": "{0}",
    "openai-key": "sk-proj-{1}"
  }
}""", pw(), r(48, URLSAFE))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], (SECRETS[-1][2], SECRETS[-1][1].split('"openai-key": "')[1].split('"')[0]))
la("""// AppHost/Program.cs
var builder = DistributedApplication.CreateBuilder(args);
var pgPassword = builder.AddParameter("pg-password", secret: true);
var postgres = builder.AddPostgres("pg", password: pgPassword).WithDataVolume();
builder.AddProject<Projects.Api>("api").WithReference(postgres);""")
add("config/launchsettings-env", """// Properties/launchSettings.json
{
  "profiles": {
    "http": {
      "commandName": "Project",
      "applicationUrl": "http://localhost:5180",
      "environmentVariables": {
        "ASPNETCORE_ENVIRONMENT": "Development",
        "SENDGRID__APIKEY": "SG.{0}"
      }
    }
  }
}""", r(22, URLSAFE) + "." + r(43, URLSAFE))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "SG." + SECRETS[-1][2])
la("""// Properties/launchSettings.json
{
  "profiles": {
    "http": {
      "commandName": "Project",
      "applicationUrl": "http://localhost:5180",
      "environmentVariables": { "ASPNETCORE_ENVIRONMENT": "Development" }
    }
  }
}""")
la("""$ node ace generate:key
[ success ]  APP_KEY = ************************ written to .env
# start/env.ts
export default await Env.create(new URL('../', import.meta.url), {
  APP_KEY: Env.schema.string(),
})""")
add("code/expo-app-config", """// app.config.ts
export default ({ config }) => ({
  ...config,
  name: 'Field Notes',
  extra: {
    eas: { projectId: '{1}' },
    revenueCatSecret: 'sk_{0}',
  },
})""", r(32), uuid4())
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "sk_" + SECRETS[-1][2])
la("""// app.config.ts
export default ({ config }) => ({
  ...config,
  name: 'Field Notes',
  extra: {
    eas: { projectId: '{0}' },
    revenueCatApiKey: 'appl_{1}', // public SDK key, meant to ship in the app
  },
})""", uuid4(), r(27))

# ============================================================ cli: cloud and container tooling
la("""$ docker secret create pg_password ./secrets/pg_password.txt
{0}
$ docker secret ls
ID                          NAME          DRIVER    CREATED          UPDATED
{0}   pg_password             4 seconds ago    4 seconds ago""", r(25, LOWER_NUM))
add("cli/buildx-secret-env", """$ NPM_TOKEN={0} docker buildx build --secret id=npmrc,env=NPM_TOKEN -t ghcr.io/acme/web:pr-482 .
[+] Building 41.3s (14/14) FINISHED""", "npm_" + r(36))
la("""$ docker buildx build --secret id=npmrc,src=$HOME/.npmrc -t ghcr.io/acme/web:pr-482 --push .
 => exporting manifest sha256:{0}
 => pushing layers
 => naming to ghcr.io/acme/web:pr-482@sha256:{1}""", r(64, HEX), r(64, HEX))
la("""# syntax=docker/dockerfile:1.7
FROM node:22-alpine AS deps
WORKDIR /app
COPY package.json pnpm-lock.yaml ./
RUN --mount=type=secret,id=npmrc,target=/root/.npmrc pnpm install --frozen-lockfile""")
add("cli/podman-secret", """$ echo -n '{0}' | podman secret create redis_pass -
{1}
$ podman run -d --secret redis_pass,type=env,target=REDIS_PASSWORD docker.io/library/redis:7""", r(32, URLSAFE), r(25, HEX))
add("config/skaffold-setvalues", """# skaffold.yaml
apiVersion: skaffold/v4beta11
kind: Config
deploy:
  helm:
    releases:
      - name: api
        chartPath: charts/api
        setValues:
          image.tag: dev
          secrets.jwtSigningKey: {0}""", r(48, URLSAFE))
la("""# skaffold.yaml
deploy:
  helm:
    releases:
      - name: api
        chartPath: charts/api
        setValueTemplates:
          secrets.jwtSigningKey: "{{.JWT_SIGNING_KEY}}"
        valuesFiles: [charts/api/values-dev.yaml]""")
add("code/tiltfile", """# Tiltfile
k8s_yaml(helm('charts/api', set=[
    'env.STRIPE_KEY={0}',
    'image.pullPolicy=IfNotPresent',
]))
docker_build('api', '.', live_update=[sync('./src', '/app/src')])""", "rk_test_" + r(40))
la("""# Tiltfile
load('ext://secret', 'secret_from_dict')
k8s_yaml(secret_from_dict('api-secrets', inputs={'STRIPE_KEY': os.getenv('STRIPE_KEY')}))
docker_build('api', '.')""")
add("config/helmfile-values", """# helmfile.yaml
releases:
  - name: grafana
    namespace: monitoring
    chart: grafana/grafana
    version: 8.5.2
    set:
      - name: adminPassword
        value: {0}""", pw())
la("""# helmfile.yaml
releases:
  - name: grafana
    namespace: monitoring
    chart: grafana/grafana
    set:
      - name: adminPassword
        value: {{ requiredEnv "GRAFANA_ADMIN_PASSWORD" }}
      - name: smtp.password
        value: ref+vault://secret/monitoring/grafana#smtp_password""")
add("config/terragrunt-inputs", """# live/prod/rds/terragrunt.hcl
include "root" { path = find_in_parent_folders() }

inputs = {
  identifier      = "orders-prod"
  instance_class  = "db.r6g.large"
  master_username = "orders_admin"
  master_password = "{0}"
}""", pw())
la("""# live/prod/rds/terragrunt.hcl
inputs = {
  identifier      = "orders-prod"
  master_username = "orders_admin"
  master_password = get_env("TF_VAR_master_password")
  manage_master_user_password = true
}""")
add("cli/sam-parameter-overrides", """$ sam deploy --stack-name orders-api --resolve-s3 \\
    --parameter-overrides Stage=prod DbPassword={0} AlertEmail=oncall@example.com \\
    --capabilities CAPABILITY_IAM""", pw())
la("""$ sam deploy --stack-name orders-api --resolve-s3 \\
    --parameter-overrides Stage=prod DbSecretArn=arn:aws:secretsmanager:eu-west-1:{0}:secret:orders/db-{1} \\
    --capabilities CAPABILITY_IAM
Successfully created/updated stack - orders-api in eu-west-1""", r(12, DIGITS), r(6))
add("cli/copilot-secret-init", """$ copilot secret init --name STRIPE_SECRET_KEY --values prod={0},staging=sk_test_{1}
✔ Successfully put secret STRIPE_SECRET_KEY in environment prod as /copilot/shop/prod/secrets/STRIPE_SECRET_KEY.""", "sk_live_" + r(40), r(40))
la("""# copilot/api/manifest.yml
secrets:
  STRIPE_SECRET_KEY: /copilot/${COPILOT_APPLICATION_NAME}/${COPILOT_ENVIRONMENT_NAME}/secrets/STRIPE_SECRET_KEY
  DB_CREDS:
    secretsmanager: 'orders/prod/db:password::'""")
la("""$ gcloud run deploy checkout --image europe-west1-docker.pkg.dev/acme-prod/web/checkout:1.14.0 \\
    --region europe-west1 --set-secrets "ADYEN_HMAC_KEY=adyen-hmac:latest"
Service [checkout] revision [checkout-00042-{0}] has been deployed and is serving 100 percent of traffic.""", r(3, LOWER))
add("cli/lambda-update-env", """$ aws lambda update-function-configuration --function-name image-resizer \\
    --environment "Variables={BUCKET=acme-media,CLOUDINARY_URL=cloudinary://{1}:{0}@acme}"
{
    "FunctionName": "image-resizer",
    "LastUpdateStatus": "InProgress"
}""", r(27, URLSAFE), r(15, DIGITS))
add("cli/gcloud-secrets-versions-add", """$ echo -n "{0}" | gcloud secrets versions add openai-api-key --data-file=-
Created version [3] of the secret [openai-api-key].""", "sk-proj-" + r(56, URLSAFE))
la("""$ gcloud secrets versions access latest --secret=openai-api-key | wc -c
164
$ gcloud secrets versions list openai-api-key
NAME  STATE    CREATED              DESTROYED
3     enabled  2026-12-04T09:12:44  -
2     disabled 2026-11-02T16:01:09  -""")
add("cli/deployctl-token", """$ deployctl deploy --project=link-shortener --prod --token={0} main.ts
✔ Deployment complete.""", "ddp_" + r(36))
la("""$ deployctl deploy --project=link-shortener --prod main.ts
ℹ Using token from DENO_DEPLOY_TOKEN
✔ Deployment complete.
  View at: https://link-shortener-{0}.deno.dev""", r(12, LOWER_NUM))
add("cli/swa-deploy-token", """$ npx @azure/static-web-apps-cli deploy ./dist --env production \\
    --deployment-token {0}
✔ Project deployed to https://gentle-river-0{1}.5.azurestaticapps.net 🚀""", r(58, HEX) + "-" + r(36, HEX) + "-" + r(8, HEX), r(8, HEX))
la("""- name: Deploy
  uses: Azure/static-web-apps-deploy@v1
  with:
    azure_static_web_apps_api_token: ${{ secrets.AZURE_STATIC_WEB_APPS_API_TOKEN_GENTLE_RIVER_0F3A }}
    action: upload
    app_location: /
    output_location: dist""")
la("""$ eas env:list --environment production
SENTRY_AUTH_TOKEN   secret     *****
EXPO_PUBLIC_API_URL plaintext  https://api.fieldnotes.app
EXPO_PUBLIC_POSTHOG_KEY plaintext  phc_{0}""", r(43))

# ============================================================ databases
la("""$ neonctl connection-string --pooled --project-id {0}
postgresql://neondb_owner:****@ep-{1}-pooler.us-east-2.aws.neon.tech/neondb?sslmode=require
$ neonctl branches list --project-id {0}
┌──────────────────────────┬──────┬─────────┐
│ Id                       │ Name │ Default │
│ br-{1}  │ main │ true    │""", r(5, LOWER) + "-" + r(5, LOWER) + "-" + r(8, DIGITS), r(6, LOWER) + "-" + r(6, LOWER) + "-" + r(8, LOWER_NUM))
add("other/pscale-password-create", """$ pscale password create inventory main deploy-2026-12
Password deploy-2026-12 was successfully created in inventory/main.
Please save the values below as they will not be shown again

  NAME            BRANCH  ID             USERNAME              ACCESS HOST URL                    ROLE        PASSWORD
 --------------- ------- -------------- --------------------- ---------------------------------- ----------- ---------------------------------------------
  deploy-2026-12  main    {1}   {2}  aws.connect.psdb.cloud  readwriter  {0}""", "pscale_pw_" + r(43, URLSAFE), r(12, LOWER_NUM), r(20, LOWER_NUM))
la("""$ pscale password list inventory main
  NAME            BRANCH  ID             USERNAME              ROLE        CREATED AT
 --------------- ------- -------------- --------------------- ----------- -------------
  deploy-2026-12  main    {0}   {1}  readwriter  2 minutes ago""", r(12, LOWER_NUM), r(20, LOWER_NUM))
add("cli/atlas-dbusers-create", """$ atlas dbusers create readWrite --username analytics --password '{0}' --projectId {1}
Database user 'analytics' successfully created.""", pw(), r(24, HEX))
la("""$ atlas dbusers create readWrite --username analytics --awsIAMType ROLE --projectId {0}
Database user 'arn:aws:iam::{1}:role/analytics' successfully created.
$ atlas clusters connectionStrings describe Cluster0
STANDARD CONNECTION STRING
mongodb+srv://cluster0.{2}.mongodb.net""", r(24, HEX), r(12, DIGITS), r(5, LOWER_NUM))
add("cli/couchbase-cbq", """$ cbq -e couchbase://cb-01.internal -u Administrator -p {0}
 Connected to : http://cb-01.internal:8091/. Type Ctrl-D or \\QUIT to exit.
cbq> SELECT COUNT(*) FROM `travel-sample`;""", pw())
la("""$ cbq -e couchbase://cb-01.internal -u Administrator
 Enter Password:
 Connected to : http://cb-01.internal:8091/. Type Ctrl-D or \\QUIT to exit.""")
la("""; /etc/pgbouncer/pgbouncer.ini
[databases]
app = host=10.0.3.12 port=5432 dbname=app
[pgbouncer]
listen_port = 6432
auth_type = scram-sha-256
auth_file = /etc/pgbouncer/userlist.txt
auth_query = SELECT usename, passwd FROM pgbouncer.get_auth($1)""")
add("config/couchdb-local-ini", """; /opt/couchdb/etc/local.d/10-admins.ini  (written by the compose entrypoint)
[admins]
admin = {0}

[chttpd]
bind_address = 0.0.0.0""", pw())
la("""; /opt/couchdb/etc/local.ini
[chttpd]
bind_address = 0.0.0.0
[couchdb]
uuid = {0}
single_node = true""", r(32, HEX))
add("cli/cqlsh-scylla", """$ cqlsh node-0.aws-eu-central-1.{1}.clusters.scylla.cloud 9042 -u scylla -p '{0}' --ssl
Connected to ScyllaDB Cloud at node-0.aws-eu-central-1:9042
cqlsh> DESCRIBE KEYSPACES;""", r(16), r(20, LOWER_NUM))
add("cli/mongosh-atlas-uri", """$ mongosh "mongodb+srv://cluster0.{1}.mongodb.net/" --apiVersion 1 --username app_svc --password {0}
Current Mongosh Log ID:\t{2}
Connecting to:\t\tmongodb+srv://<credentials>@cluster0.{1}.mongodb.net/""", pw(), r(5, LOWER_NUM), r(24, HEX))
la("""Current Mongosh Log ID:\t{0}
Connecting to:\t\tmongodb+srv://<credentials>@cluster0.{1}.mongodb.net/?appName=mongosh+2.3.8
Using MongoDB:\t\t8.0.4
Using Mongosh:\t\t2.3.8
Atlas atlas-{2}-shard-0 [primary] test>""", r(24, HEX), r(5, LOWER_NUM), r(6, LOWER_NUM))
la("""-- supabase/functions/send-email/index.ts reads it back at runtime:
select decrypted_secret from vault.decrypted_secrets where name = 'resend_api_key';
-- returns 1 row (value not shown in migration logs)""")
add("sql/timescale-alter-role", """tsdb=> ALTER ROLE grafana_ro WITH LOGIN PASSWORD '{0}' VALID UNTIL '2027-06-30';
ALTER ROLE
tsdb=> GRANT USAGE ON SCHEMA metrics TO grafana_ro;""", pw())
la("""tsdb=> \\password grafana_ro
Enter new password for user "grafana_ro":
Enter it again:
tsdb=> ALTER ROLE grafana_ro VALID UNTIL '2027-06-30';
ALTER ROLE""")

# ============================================================ config: CI and repo automation
add("config/renovate-hostrules", """// renovate.json5 (self-hosted runner config.js)
module.exports = {
  platform: 'gitlab',
  endpoint: 'https://gitlab.example.com/api/v4/',
  hostRules: [
    { matchHost: 'npm.pkg.github.com', hostType: 'npm', token: '{0}' },
  ],
}""", "ghp_" + r(36))
la("""// renovate.json
{
  "$schema": "https://docs.renovatebot.com/renovate-schema.json",
  "extends": ["config:recommended"],
  "hostRules": [
    { "matchHost": "npm.pkg.github.com", "hostType": "npm", "token": "{{ secrets.GH_PACKAGES_TOKEN }}" }
  ]
}""")
add("config/renovate-encrypted-mistake", """  hostRules: [
    {
      matchHost: 'docker.io',
      username: 'acmebot',
      password: '{0}', // TODO move to encrypted
    },
  ],""", "dckr_pat_" + r(27, URLSAFE))
add("config/dependabot-registries", """# .github/dependabot.yml
version: 2
registries:
  nexus:
    type: maven-repository
    url: https://nexus.example.com/repository/maven-releases
    username: dependabot
    password: {0}
updates:
  - package-ecosystem: maven
    directory: /
    registries: [nexus]
    schedule: { interval: weekly }""", pw())
la("""# .github/dependabot.yml
version: 2
registries:
  nexus:
    type: maven-repository
    url: https://nexus.example.com/repository/maven-releases
    username: dependabot
    password: ${{secrets.NEXUS_PASSWORD}}
updates:
  - package-ecosystem: maven
    directory: /
    registries: [nexus]""")
add("config/nx-cloud-token", """// nx.json
{
  "$schema": "./node_modules/nx/schemas/nx-schema.json",
  "nxCloudAccessToken": "{0}",
  "targetDefaults": { "build": { "cache": true, "dependsOn": ["^build"] } }
}""", r(20, ALNUM) + "|" + "read-write")
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], SECRETS[-1][2].split("|")[0])
la("""// nx.json
{
  "$schema": "./node_modules/nx/schemas/nx-schema.json",
  "nxCloudId": "{0}",
  "targetDefaults": { "build": { "cache": true, "dependsOn": ["^build"] } }
}""", r(24, HEX))
la("""$ npx nx affected -t test
 NX   Nx Cloud: run https://cloud.nx.app/runs/{0}
 ✔  nx run api:test  [remote cache]
 ✔  nx run web:test (12s)
 NX   Successfully ran target test for 2 projects""", r(10))
add("cli/semantic-release-env", """$ GITHUB_TOKEN=github_pat_{0} NPM_TOKEN=npm_{1} npx semantic-release --no-ci
[semantic-release] › ℹ  Running semantic-release version 24.2.0
[semantic-release] › ✔  Allowed to push to the Git repository""", r(82, URLSAFE), r(36))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], ("github_pat_" + SECRETS[-1][1].split("github_pat_")[1].split(" ")[0], "npm_" + SECRETS[-1][1].split("NPM_TOKEN=npm_")[1].split(" ")[0]))
la("""[semantic-release] › ✔  Completed step "verifyConditions" of plugin "@semantic-release/npm"
[semantic-release] › ℹ  Found git tag v3.8.1 associated with version 3.8.1 on branch main
[semantic-release] › ✔  Published release 3.9.0 on default channel
[semantic-release] [@semantic-release/github] › ℹ  Published GitHub release: https://github.com/acme/sdk-js/releases/tag/v3.9.0""")
add("cli/gitea-act-runner-register", """$ ./act_runner register --no-interactive --instance https://git.example.org \\
    --token {0} --name build-01 --labels ubuntu-latest:docker://node:20-bookworm
INFO Registering runner, arch=amd64, os=linux, version=v0.2.11.
INFO Runner registered successfully.""", r(40, ALNUM))
la("""$ cat .runner
{
  "WARNING": "This file is automatically generated by act-runner. Do not edit it manually unless you know what you are doing.",
  "id": 7,
  "uuid": "{0}",
  "name": "build-01",
  "address": "https://git.example.org",
  "labels": ["ubuntu-latest:docker://node:20-bookworm"]
}""", uuid4())
add("config/appveyor-env", """# appveyor.yml
image: Visual Studio 2022
environment:
  NUGET_API_KEY: oy2{0}
  CODECOV_TOKEN:
    secure: {1}
build_script:
  - dotnet pack -c Release""", r(43, LOWER_NUM), r(44, ALNUM) + "==")
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "oy2" + SECRETS[-1][2])
la("""# appveyor.yml
environment:
  NUGET_API_KEY:
    secure: {0}
deploy:
  provider: NuGet
  api_key: $(NUGET_API_KEY)""", r(44, ALNUM) + "==")
add("config/codefresh-variables", """# codefresh.yml
version: "1.0"
steps:
  push_chart:
    image: codefresh/cfstep-helm:3.9.0
    environment:
      - ACTION=push
      - CHART_REF=charts/api
      - HELMREPO_PASSWORD={0}""", pw())
la("""# codefresh.yml
steps:
  push_chart:
    image: codefresh/cfstep-helm:3.9.0
    environment:
      - ACTION=push
      - CHART_REF=charts/api
      - HELMREPO_PASSWORD=${{HELMREPO_PASSWORD}}""")
la("""      - name: Upload source maps
        run: npx @sentry/cli sourcemaps upload --org acme --project web ./dist
        env:
          SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}
          SENTRY_RELEASE: ${{ github.sha }}""")
la("""Run npx @sentry/cli sourcemaps upload --org acme --project web ./dist
> Found 42 files
> Analyzing 42 sources
> Bundled 42 files for upload
> Bundle ID: {0}
> Uploaded files to Sentry
> File upload complete (processing pending on server)
  env:
    SENTRY_AUTH_TOKEN: ***""", uuid4())

# ============================================================ tool-call shapes of agents
add("other/cline-execute-command", """<execute_command>
<command>curl -s -X POST https://api.resend.com/emails -H "Authorization: Bearer {0}" -H "Content-Type: application/json" -d @mail.json</command>
<requires_approval>true</requires_approval>
</execute_command>""", "re_" + r(8) + "_" + r(24))
la("""<execute_command>
<command>curl -s -X POST https://api.resend.com/emails -H "Authorization: Bearer $RESEND_API_KEY" -H "Content-Type: application/json" -d @mail.json</command>
<requires_approval>true</requires_approval>
</execute_command>""")
add("other/roo-write-to-file", """<write_to_file>
<path>.env.production</path>
<content>
NEXT_PUBLIC_SITE_URL=https://example.shop
LEMONSQUEEZY_API_KEY={0}
LEMONSQUEEZY_STORE_ID=48211
</content>
<line_count>3</line_count>
</write_to_file>""", "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9." + b64url(120) + "." + b64url(96))
la("""<write_to_file>
<path>.env.example</path>
<content>
NEXT_PUBLIC_SITE_URL=http://localhost:3000
LEMONSQUEEZY_API_KEY=
LEMONSQUEEZY_STORE_ID=
LEMONSQUEEZY_WEBHOOK_SECRET=
</content>
<line_count>4</line_count>
</write_to_file>""")
_cx = r(24, ALNUM)
add("other/codex-exec-event", json.dumps({"type": "exec_command_begin", "call_id": "call_" + _cx, "command": ["bash", "-lc", "PGPASSWORD='{0}' psql -h 127.0.0.1 -U shop -d shop -c '\\dt'"], "cwd": "/home/dev/shop"}), pw())
la(json.dumps({"type": "exec_command_end", "call_id": "call_" + r(24), "stdout": "         List of relations\n Schema |   Name   | Type  | Owner\n--------+----------+-------+-------\n public | orders   | table | shop\n public | products | table | shop\n(2 rows)\n", "exit_code": 0, "duration": {"secs": 0, "nanos": 184022311}}))
la(json.dumps({"type": "exec_command_begin", "call_id": "call_" + r(24), "command": ["bash", "-lc", "PGPASSWORD=\"$(op read op://dev/shop-db/password)\" psql -h 127.0.0.1 -U shop -d shop -c '\\dt'"], "cwd": "/home/dev/shop"}))
add("other/openhands-cmd-event", json.dumps({"id": 57, "source": "agent", "action": "run", "args": {"command": "export HF_TOKEN=hf_{0} && python scripts/push_model.py", "is_input": False, "thought": "I'll export the token the user pasted and push."}, "timeout": 120}), r(34))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "hf_" + SECRETS[-1][2])
la(json.dumps({"id": 58, "source": "environment", "observation": "run", "content": "Uploading model.safetensors: 100%|██████████| 498M/498M\nhttps://huggingface.co/acme/ner-small/commit/" + r(40, HEX), "extras": {"command_id": -1, "exit_code": 0, "hostname": "runtime-" + r(12, LOWER_NUM)}}))
add("other/vercel-ai-toolinvocation", json.dumps({"role": "assistant", "toolInvocations": [{"state": "call", "toolCallId": "call_" + r(24), "toolName": "setEnvVar", "args": {"project": "storefront", "key": "SHOPIFY_ADMIN_TOKEN", "value": "{0}", "target": ["production"]}}]}), "shpat_" + r(32, HEX))
la(json.dumps({"role": "assistant", "toolInvocations": [{"state": "result", "toolCallId": "call_" + r(24), "toolName": "setEnvVar", "args": {"project": "storefront", "key": "SHOPIFY_ADMIN_TOKEN", "value": "[hidden]", "target": ["production"]}, "result": {"id": r(16), "created": True}}]}))
add("other/claude-code-hook-input", json.dumps({"session_id": uuid4(), "transcript_path": "/home/dev/.claude/projects/-home-dev-api/" + uuid4() + ".jsonl", "hook_event_name": "PreToolUse", "tool_name": "Bash", "tool_input": {"command": "mysql -h 127.0.0.1 -u root -p'{0}' app < dump.sql", "description": "Restore the dump"}}), pw())
la(json.dumps({"session_id": uuid4(), "transcript_path": "/home/dev/.claude/projects/-home-dev-api/" + uuid4() + ".jsonl", "hook_event_name": "PostToolUse", "tool_name": "Read", "tool_input": {"file_path": "/home/dev/api/.env.example"}, "tool_response": {"type": "text", "file": {"filePath": "/home/dev/api/.env.example", "content": "MYSQL_ROOT_PASSWORD=\nSTRIPE_SECRET_KEY=sk_test_...\n"}}}))
add("other/goose-tool-request", """─── shell | developer ──────────────────────────
command: fly secrets set -a api-staging DATABASE_URL=postgres://api:{0}@api-db.flycast:5432/api

Secrets are staged for the first deployment""", pw())
la("""─── shell | developer ──────────────────────────
command: fly secrets list -a api-staging

NAME          DIGEST                  CREATED AT
DATABASE_URL  {0}        2m ago
SENTRY_DSN    {1}        14d ago""", r(16, HEX), r(16, HEX))

# ============================================================ logs, diffs, test failures
add_split("trace/vitest-env-snapshot", """ FAIL  src/lib/mailer.test.ts > sendWelcome > uses the configured transport
AssertionError: expected { host: 'smtp.postmarkapp.com', …(3) } to deeply equal { host: 'smtp.postmarkapp.com', …(3) }

- Expected
+ Received

  {
    "auth": {
-     "pass": "test-pass",
+     "pass": "{0}",
      "user": "{1}",
    },""", uuid4(), uuid4())
la(""" FAIL  src/lib/mailer.test.ts > sendWelcome > uses the configured transport
AssertionError: expected 'smtp.postmarkapp.com' to be 'smtp.mailtrap.io' // Object.is equality

- Expected
+ Received

- smtp.mailtrap.io
+ smtp.postmarkapp.com

 ❯ src/lib/mailer.test.ts:31:28""")
la("""E       httpx.HTTPStatusError: Client error '429 Too Many Requests' for url 'https://api.groq.com/openai/v1/chat/completions'
request    = <Request('POST', 'https://api.groq.com/openai/v1/chat/completions')>
headers    = Headers({'host': 'api.groq.com', 'authorization': '[secure]', 'content-type': 'application/json'})
response   = <Response [429 Too Many Requests]>  x-request-id: req_{0}""", r(26, LOWER_NUM))
add("trace/go-test-fail-dsn", """--- FAIL: TestRepository_CreateOrder (0.03s)
    repo_test.go:44: open db: failed to connect to `user=orders database=orders`:
        dial error (dial tcp 127.0.0.1:5432: connect: connection refused)
        dsn was "host=127.0.0.1 port=5432 user=orders password={0} dbname=orders sslmode=disable"
FAIL
FAIL\tgithub.com/acme/orders/internal/repo\t0.041s""", pw())
la("""--- FAIL: TestRepository_CreateOrder (0.03s)
    repo_test.go:44: open db: failed to connect to `host=127.0.0.1 user=orders database=orders`: dial error (dial tcp 127.0.0.1:5432: connect: connection refused)
FAIL
FAIL\tgithub.com/acme/orders/internal/repo\t0.041s
ok  \tgithub.com/acme/orders/internal/api\t(cached)""")
add("trace/junit-spring-context", """[ERROR] Tests run: 1, Failures: 0, Errors: 1, Skipped: 0, Time elapsed: 3.218 s <<< FAILURE! -- in com.acme.pay.PaymentServiceIT
[ERROR] com.acme.pay.PaymentServiceIT.contextLoads -- Time elapsed: 0.004 s <<< ERROR!
java.lang.IllegalStateException: Failed to load ApplicationContext for [WebMergedContextConfiguration@5d3f1c attributes = [propertySourceProperties = ['spring.datasource.password={0}', 'spring.datasource.url=jdbc:postgresql://localhost:55432/test']]]""", pw())
la("""[INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 1, Time elapsed: 7.702 s -- in com.acme.pay.PaymentServiceIT
[INFO] Results:
[INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 1
[INFO] BUILD SUCCESS  (build {0})""", r(8, HEX))
add("trace/rails-log-filtered-miss", """Started POST "/webhooks/paddle" for 34.194.127.46 at 2026-12-04 11:02:17 +0000
Processing by Webhooks::PaddleController#create as JSON
  Parameters: {"event_type"=>"subscription.updated", "notification_id"=>"ntf_{1}", "api_key"=>"pdl_live_apikey_{0}"}
Completed 200 OK in 12ms""", r(26, LOWER_NUM) + "_" + r(30), r(26, LOWER_NUM))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "pdl_live_apikey_" + SECRETS[-1][2])
la("""Started POST "/webhooks/paddle" for 34.194.127.46 at 2026-12-04 11:02:17 +0000
Processing by Webhooks::PaddleController#create as JSON
  Parameters: {"event_type"=>"subscription.updated", "notification_id"=>"ntf_{0}", "data"=>{"id"=>"sub_{1}", "status"=>"active"}, "api_key"=>"[FILTERED]"}
Completed 200 OK in 12ms""", r(26, LOWER_NUM), r(26, LOWER_NUM))
add("trace/laravel-log-guzzle", """[2026-12-04 10:14:55] production.ERROR: Client error: `POST https://api.mailersend.com/v1/email` resulted in a `401 Unauthorized` response {"exception":"[object] (GuzzleHttp\\\\Exception\\\\ClientException(code: 401))","request_headers":{"Authorization":["Bearer mlsn.{0}"]}}""", r(64, HEX))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "mlsn." + SECRETS[-1][2])
la("""[2026-12-04 10:14:55] production.ERROR: Client error: `POST https://api.mailersend.com/v1/email` resulted in a `422 Unprocessable Entity` response {"message":"The from.email domain must be verified in your account.","x-request-id":"{0}"}""", r(24, HEX))
add("trace/dotnet-efcore-log", """fail: Microsoft.EntityFrameworkCore.Database.Connection[20004]
      An error occurred using the connection to database 'Inventory' on server 'tcp:sql-inv-prod.database.windows.net,1433'.
      Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'inv_app'.
      ConnectionString: Server=tcp:sql-inv-prod.database.windows.net,1433;Initial Catalog=Inventory;User ID=inv_app;Password={0};Encrypt=True;""", pw())
la("""fail: Microsoft.EntityFrameworkCore.Database.Connection[20004]
      An error occurred using the connection to database 'Inventory' on server 'tcp:sql-inv-prod.database.windows.net,1433'.
      Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user '<token-identified principal>'.
      ClientConnectionId:{0}
      Error Number:18456,State:1,Class:14""", uuid4())
la("""TypeError: fetch failed
    at node:internal/deps/undici/undici:13502:13
  [cause]: ConnectTimeoutError: Connect Timeout Error (attempted address: api.replicate.com:443, timeout: 10000ms)
      code: 'UND_ERR_CONNECT_TIMEOUT'
Node.js v22.11.0""")
add("other/git-diff-wrangler-vars", """diff --git a/wrangler.jsonc b/wrangler.jsonc
index {1}..{2} 100644
--- a/wrangler.jsonc
+++ b/wrangler.jsonc
@@ -12,6 +12,7 @@
   "vars": {
     "ENVIRONMENT": "production",
+    "TURSO_AUTH_TOKEN": "{0}",
     "LOG_LEVEL": "warn"
   },""", "eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9." + b64url(90) + "." + b64url(64), r(7, HEX), r(7, HEX))
la("""diff --git a/wrangler.jsonc b/wrangler.jsonc
index {0}..{1} 100644
--- a/wrangler.jsonc
+++ b/wrangler.jsonc
@@ -12,6 +12,9 @@
   "vars": {
     "ENVIRONMENT": "production",
     "LOG_LEVEL": "warn"
   },
+  "kv_namespaces": [
+    { "binding": "SESSIONS", "id": "{2}" }
+  ],""", r(7, HEX), r(7, HEX), r(32, HEX))
add("other/git-show-commit-rotate", """commit {1}
Author: Dana Ortiz <dana@example.dev>
Date:   Thu Dec 3 18:22:41 2026 +0100

    chore: rotate algolia admin key

diff --git a/scripts/reindex.mjs b/scripts/reindex.mjs
@@ -3,3 +3,3 @@ import algoliasearch from 'algoliasearch'
-const client = algoliasearch('{2}', process.env.ALGOLIA_ADMIN_KEY)
+const client = algoliasearch('{2}', '{0}')""", r(32, HEX), sha(), r(10, UPPER_NUM))
la("""commit {0}
Author: Dana Ortiz <dana@example.dev>
Date:   Thu Dec 3 18:22:41 2026 +0100

    fix(search): use the search-only key in the browser bundle

diff --git a/src/search.ts b/src/search.ts
-const client = algoliasearch(APP_ID, import.meta.env.VITE_ALGOLIA_ADMIN_KEY)
+const client = algoliasearch(APP_ID, import.meta.env.VITE_ALGOLIA_SEARCH_KEY)""", sha())

# ============================================================ header / url / query
la("""$ curl -s https://api.linear.app/graphql \\
    -H 'Content-Type: application/json' \\
    -H "Authorization: $LINEAR_API_KEY" \\
    --data '{"query":"{ issue(id: \\"ENG-2291\\") { title state { name } } }"}'""")
la("""GET /v1/files/{0}/nodes?ids=12%3A340 HTTP/1.1
Host: api.figma.com
X-Figma-Token: <personal access token>
Accept: application/json""", r(22))
add("header/snyk-token", """$ http GET https://api.snyk.io/rest/orgs?version=2024-10-15 'Authorization:token {0}'
HTTP/1.1 200 OK
snyk-request-id: {1}""", uuid4(), uuid4())
la("""$ snyk auth
Now redirecting you to our auth page, go ahead and log in,
and once the auth is complete, return to this prompt and you'll be ready to start using snyk.
Your account has been authenticated. Snyk is now ready to be used.
$ snyk test --org={0}
✔ Tested 214 dependencies for known issues, no vulnerable paths found.""", uuid4())
add("header/perplexity-fetch", """const res = await fetch('https://api.perplexity.ai/chat/completions', {
  method: 'POST',
  headers: { Authorization: 'Bearer pplx-{0}', 'Content-Type': 'application/json' },
  body: JSON.stringify({ model: 'sonar', messages }),
})""", r(48))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "pplx-" + SECRETS[-1][2])
la("""client = OpenAI(
    base_url="https://openrouter.ai/api/v1",
    api_key=os.environ["OPENROUTER_API_KEY"],
    default_headers={"HTTP-Referer": "https://notes.example.app", "X-Title": "Notes"},
)
# generation id: gen-{0}""", r(10, DIGITS) + "-" + r(20))
la("""$ curl 'http://localhost:7700/keys' -H 'Authorization: Bearer MASTER_KEY'
{"results":[{"name":"Default Search API Key","uid":"{0}","actions":["search"],"indexes":["*"]}]}""", uuid4())
add("query/google-maps-server", """2026-12-04T09:41:02Z geocoder worker: GET https://maps.googleapis.com/maps/api/geocode/json?address=Rua+Augusta+100%2C+Lisboa&key={0} -> 200 (143ms)""", "AIza" + r(35, URLSAFE))
la("""<script async
  src="https://maps.googleapis.com/maps/api/js?key=YOUR_API_KEY&callback=initMap&libraries=places&v=weekly">
</script>""")
la("""mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSIsImEiOiJ{0}In0.{1}';
const map = new mapboxgl.Map({ container: 'map', style: 'mapbox://styles/mapbox/streets-v12', center: [-9.14, 38.72], zoom: 12 });""", r(20), r(22, URLSAFE))
la("""$ curl -s "https://api.telegram.org/bot$TELEGRAM_BOT_TOKEN/getUpdates" | jq '.result[-1].message.chat.id'
-100{0}""", r(10, DIGITS))
add("url/redis-cloud-uri", """REDIS_URL=rediss://default:{0}@redis-{1}.c{2}.eu-west-1-2.ec2.redns.redis-cloud.com:{1}""", r(32), r(5, DIGITS), r(3, DIGITS))
la("""REDIS_URL=rediss://default:${REDIS_PASSWORD}@redis-{0}.c{1}.eu-west-1-2.ec2.redns.redis-cloud.com:{0}""", r(5, DIGITS), r(3, DIGITS))
add("url/edgedb-dsn", """$ gel query --dsn 'gel://admin:{0}@gel.internal:5656/main' 'select count(User)'
1842""", pw())
la("""$ gel instance credentials -I acme/prod --insecure-dsn | sed 's/:[^:@]*@/:****@/'
gel://edgedb:****@acme--prod.c-42.i.aws.edgedb.cloud:5656/main""")
la("""$ celery -A shop inspect ping
->  celery@worker-{0}: OK
        pong
1 node online.
[config] broker: amqps://{1}:**@rattlesnake.rmq.cloudamqp.com/{1}""", r(5, LOWER_NUM), r(8, LOWER))

# ============================================================ positional
add("positional/encore-secret-set", """$ echo '{0}' | encore secret set --type prod,local StripeSecretKey
Successfully updated secret StripeSecretKey.""", "sk_live_" + r(40))
la("""// payments/stripe.go (Encore)
var secrets struct {
\tStripeSecretKey string // set with: encore secret set --type prod StripeSecretKey
}""")
la("""$ doppler secrets --project mailer --config prd --only-names
┌───────────────────────┐
│ NAME                  │
├───────────────────────┤
│ DOPPLER_CONFIG        │
│ POSTMARK_SERVER_TOKEN │
└───────────────────────┘""")
la("""$ infisical run --env=prod --path=/api -- node dist/server.js
INF Injecting 14 Infisical secrets into your application process
server listening on :8080 (request id prefix: req_{0})""", r(8, LOWER_NUM))
la("""$ heroku config:get -a shop-prod BRAINTREE_MERCHANT_ID
{0}
$ heroku releases -a shop-prod -n 1
v214  Set BRAINTREE_PRIVATE_KEY config vars  dana@example.dev  2026/12/04 10:22:31""", r(16, LOWER_NUM))
la("""$ vercel env ls production
 name                     value               environments        created
 KV_REST_API_TOKEN        Encrypted           Production          3m ago
 KV_REST_API_READ_ONLY_TOKEN Encrypted        Production          3m ago
 NEXT_PUBLIC_VERCEL_URL   Encrypted           Production          41d ago""")
la("""$ gh secret list --repo acme/docs
NAME                  UPDATED
CLOUDFLARE_API_TOKEN  less than a minute ago
CLOUDFLARE_ACCOUNT_ID about 3 months ago
$ gh variable set CLOUDFLARE_ACCOUNT_ID --body {0} --repo acme/docs""", r(32, HEX))

# ============================================================ replacements: newer CLIs and vendors
add("positional/bws-secret-create", """$ bws secret create STRIPE_RESTRICTED_KEY '{0}' {1} --output table
 ID                                    Key                    Value
 {2}  STRIPE_RESTRICTED_KEY  {0}""", "rk_live_" + r(40), uuid4(), uuid4())
la("""$ bws secret list {0} --output table
 ID                                    Key                    Value
 {1}  STRIPE_RESTRICTED_KEY  [hidden]
$ export BWS_ACCESS_TOKEN=$(security find-generic-password -s bws -w)""", uuid4(), uuid4())
add("positional/cf-set-env", """$ cf set-env orders-api SPRING_DATASOURCE_PASSWORD '{0}'
Setting env variable SPRING_DATASOURCE_PASSWORD for app orders-api in org acme / space prod as admin...
OK
TIP: Use 'cf restage orders-api' to ensure your env variable changes take effect""", pw())
la("""$ cf env orders-api
Getting env variables for app orders-api in org acme / space prod as admin...
System-Provided:
VCAP_SERVICES: {"p.mysql": [{"credentials": {"hostname": "q-n3s3y1.q-g{0}.bosh", "password": "***"}}]}
User-Provided:
SPRING_PROFILES_ACTIVE: cloud""", r(3, DIGITS))
add("positional/scalingo-env-set", """$ scalingo --app shop-api env-set "MOLLIE_API_KEY={0}"
-----> Environment of shop-api has been modified
       - MOLLIE_API_KEY has been set""", "live_" + r(30))
add("positional/clever-env-set", """$ clever env set PAYLOAD_SECRET {0} --alias cms-prod
Your environment variable has been successfully saved""", r(48, HEX))
la("""$ clever env --alias cms-prod | grep -v SECRET
# Manually set env variables
CC_NODE_VERSION="22"
PAYLOAD_PUBLIC_SERVER_URL="https://cms.example.fr"
POSTGRESQL_ADDON_HOST="{0}-postgresql.services.clever-cloud.com\"""", r(20, LOWER_NUM))
add("cli/op-item-create", """$ op item create --category=login --title='Grafana admin' --vault=Infra \\
    --url=https://grafana.example.com username=admin 'password={0}'
ID:          {1}
Title:       Grafana admin
Vault:       Infra ({2})""", pw(), r(26, LOWER_NUM), r(26, LOWER_NUM))
la("""$ op item create --category=login --title='Grafana admin' --vault=Infra \\
    --url=https://grafana.example.com username=admin --generate-password='letters,digits,symbols,32'
ID:          {0}
Title:       Grafana admin
Fields:
  username:    admin
  password:    [use 'op item get {0} --reveal' to reveal]""", r(26, LOWER_NUM))
add("cli/akeyless-create-secret", """$ akeyless create-secret --name /prod/payments/adyen-api-key --value {0}
A new secret named /prod/payments/adyen-api-key was successfully created""", "AQE" + r(60, URLSAFE))
la("""$ akeyless get-secret-value --name /prod/payments/adyen-api-key | wc -c
71
$ akeyless list-items --path /prod/payments --minimal-view
/prod/payments/adyen-api-key  STATIC_SECRET  {0}""", r(12, DIGITS))
add("header/asana-pat", """$ curl -s https://app.asana.com/api/1.0/users/me \\
    -H "Authorization: Bearer 2/{1}/{2}:{0}" | jq .data.email""", r(32, HEX), r(16, DIGITS), r(16, DIGITS))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], SECRETS[-1][1].split("Bearer ")[1].split('"')[0])
la("""$ curl -s "https://app.asana.com/api/1.0/tasks/{0}?opt_fields=name,completed" \\
    -H "Authorization: Bearer $ASANA_PAT" | jq .data""", r(16, DIGITS))
add("header/calcom-key", """const res = await fetch('https://api.cal.com/v2/bookings?status=upcoming', {
  headers: { Authorization: 'Bearer cal_live_{0}', 'cal-api-version': '2024-08-13' },
})""", r(32, HEX))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "cal_live_" + SECRETS[-1][2])
la("""<!-- Cal.com embed: the link is public -->
<cal-inline calLink="dana-ortiz/30min" config='{"layout":"month_view","theme":"light"}'></cal-inline>
<script src="https://app.cal.com/embed/embed.js" async></script>""")
add("code/voyageai-client", """import voyageai

vo = voyageai.Client(api_key="pa-{0}")
emb = vo.embed(chunks, model="voyage-3-large", input_type="document").embeddings""", r(43, URLSAFE))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "pa-" + SECRETS[-1][2])
la("""import voyageai

vo = voyageai.Client()  # VOYAGE_API_KEY from env
emb = vo.embed(chunks, model="voyage-3-large", input_type="document")
print(emb.total_tokens)  # 18244""")
add("header/qdrant-api-key", """$ curl -X PUT 'https://{1}.eu-central-1-0.aws.cloud.qdrant.io:6333/collections/docs' \\
    --header 'api-key: {0}' --header 'Content-Type: application/json' \\
    --data '{"vectors": {"size": 1024, "distance": "Cosine"}}'""", r(32, URLSAFE) + "_" + r(16, URLSAFE), uuid4())
la("""from qdrant_client import QdrantClient

client = QdrantClient(url="http://localhost:6333")  # local docker, no api key
client.create_collection("docs", vectors_config=models.VectorParams(size=1024, distance=models.Distance.COSINE))""")
add("query/pushover-url", """2026-12-04 03:12:55 alertbridge: POST https://api.pushover.net/1/messages.json?token={0}&user={1}&priority=1 -> 200 {"status":1,"request":"{2}"}""", r(30, LOWER_NUM), r(30, LOWER_NUM), uuid4())
la("""2026-12-04 03:12:55 alertbridge: POST https://api.pushover.net/1/messages.json -> 200 {"status":1,"request":"{0}"}
2026-12-04 03:12:55 alertbridge: receipt {1} (emergency, retry=60s, expire=3600s)""", uuid4(), r(30, LOWER_NUM))
add("query/stadia-tiles", """# nginx tile cache (pasted from /etc/nginx/conf.d/tiles.conf)
location /tiles/ {
    proxy_pass https://tiles.stadiamaps.com/tiles/alidade_smooth/$uri?api_key={0};
    proxy_cache tiles;
}""", uuid4())
la("""// Stadia Maps: browser tiles are authorised by domain, no key in the page
L.tileLayer('https://tiles.stadiamaps.com/tiles/alidade_smooth/{z}/{x}/{y}{r}.png', {
  maxZoom: 20,
  attribution: '&copy; Stadia Maps &copy; OpenMapTiles &copy; OpenStreetMap',
}).addTo(map)""")
add("url/aiven-valkey", """VALKEY_URL=rediss://default:AVNS_{0}@valkey-{1}-acme.e.aivencloud.com:{2}""", r(19, URLSAFE), r(8, HEX), r(5, DIGITS))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "AVNS_" + SECRETS[-1][2])
la("""$ avn service get valkey-{0} --format '{service_uri}' | sed -E 's#:[^:@/]+@#:****@#'
rediss://default:****@valkey-{0}-acme.e.aivencloud.com:{1}""", r(8, HEX), r(5, DIGITS))
add("config/gha-depot-token", """      - uses: depot/build-push-action@v1
        with:
          project: {1}
          token: depot_project_{0}
          push: true
          tags: ghcr.io/acme/api:${{ github.sha }}""", r(64, HEX), r(10, LOWER_NUM))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "depot_project_" + SECRETS[-1][2])
la("""      - uses: depot/build-push-action@v1
        with:
          project: {0}   # OIDC trust relationship, no token needed
          push: true
          tags: ghcr.io/acme/api:${{ github.sha }}""", r(10, LOWER_NUM))
add("trace/fal-client-error", """fal_client.client.FalClientError: Unauthorized
  request headers: {'Authorization': 'Key {0}', 'User-Agent': 'fal-client/0.5.6'}
  url: https://queue.fal.run/fal-ai/flux/dev""", uuid4() + ":" + r(32, HEX))
la("""fal_client.client.FalClientError: Unauthorized
  hint: set FAL_KEY to '<key id>:<key secret>' (https://fal.ai/dashboard/keys)
  request_id: {0}""", uuid4())
add("code/cerebras-client", """from cerebras.cloud.sdk import Cerebras

client = Cerebras(api_key="csk-{0}")
chat = client.chat.completions.create(model="llama-3.3-70b", messages=msgs)""", r(48, LOWER_NUM))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "csk-" + SECRETS[-1][2])
add("code/roda-sessions", """class App < Roda
  plugin :sessions, secret: '{0}', key: '_acme.session'
  plugin :route_csrf
end""", b64(64))
la("""class App < Roda
  plugin :sessions, secret: ENV.delete('SESSION_SECRET'), key: '_acme.session'
  plugin :route_csrf
end""")
add("cli/dotnet-dev-certs-export", """PS> dotnet dev-certs https -ep $env:USERPROFILE\\.aspnet\\https\\contoso.pfx -p {0}
A valid HTTPS certificate is already present.
PS> docker run -e ASPNETCORE_Kestrel__Certificates__Default__Password={0} -v $env:USERPROFILE\\.aspnet\\https:/https contoso/api""", pw())
la("""PS> dotnet dev-certs https --trust
Trusting the HTTPS development certificate was requested. A confirmation prompt will be displayed if the certificate was not previously trusted.
Successfully trusted the existing HTTPS certificate.
PS> dotnet dev-certs https --check
A valid certificate was found: {0} - CN=localhost - Valid from 2026-11-02 to 2027-11-02""", r(40, UPPER_NUM[:16] + "ABCDEF0123456789"))
add("config/payload-env", """# .env  (Payload CMS 3)
DATABASE_URI=mongodb://127.0.0.1/payload
PAYLOAD_SECRET={0}
NEXT_PUBLIC_SERVER_URL=http://localhost:3000""", r(24, HEX))
la("""# .env.example  (Payload CMS 3)
DATABASE_URI=mongodb://127.0.0.1/your-database-name
PAYLOAD_SECRET=YOUR_SECRET_HERE
NEXT_PUBLIC_SERVER_URL=http://localhost:3000""")
add("positional/capgo-login", """$ npx @capgo/cli@latest login {0}
✔ login saved into ~/.capgo
$ npx @capgo/cli bundle upload --channel production""", uuid4())
add("cli/kn-service-env", """$ kn service create notifier --image ghcr.io/acme/notifier:2.3.1 \\
    --env SLACK_SIGNING_SECRET={0} --env LOG_LEVEL=info
Creating service 'notifier' in namespace 'default':
Service 'notifier' created to latest revision 'notifier-00001' is available at URL:
http://notifier.default.127.0.0.1.sslip.io""", r(32, HEX))
la("""$ kn service create notifier --image ghcr.io/acme/notifier:2.3.1 \\
    --env-from secret:notifier-secrets --env LOG_LEVEL=info
Service 'notifier' created to latest revision 'notifier-00001' is available at URL:
http://notifier.default.127.0.0.1.sslip.io""")
add("cli/regctl-login", """$ regctl registry login ghcr.io -u acme-bot -p {0}
$ regctl image copy ghcr.io/acme/api:2.3.1 registry.example.com/mirror/api:2.3.1""", "ghp_" + r(36))
la("""$ regctl image digest ghcr.io/acme/api:2.3.1
sha256:{0}
$ regctl registry login ghcr.io -u acme-bot --pass-stdin < /run/secrets/ghcr""", r(64, HEX))
add("url/xata-postgres", """$ psql 'postgresql://{1}:xau_{0}@eu-central-1.sql.xata.sh/shop:main?sslmode=require'
psql (16.6, server 15.10)""", r(32), r(5, LOWER_NUM))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "xau_" + SECRETS[-1][2])
add("config/pgcat-toml", """# pgcat.toml
[pools.app.users.0]
username = "app_rw"
password = "{0}"
pool_size = 20

[pools.app.shards.0]
servers = [["10.0.3.12", 5432, "primary"]]""", pw())
la("""# pgcat.toml
[general]
admin_username = "admin_user"
admin_password = "admin_pass"   # upstream example value, overridden by PGCAT_ADMIN_PASSWORD in prod
[pools.app.users.0]
username = "app_rw"
auth_query_user = "pgcat_auth\"""")
add("sql/postgrest-jwt-secret", """-- supabase/migrations/0001_init.sql (self-hosted PostgREST)
ALTER DATABASE app SET "app.settings.jwt_secret" TO '{0}';
ALTER DATABASE app SET "app.settings.jwt_exp" TO '3600';""", r(40, URLSAFE))
la("""-- read it back inside a function; the value itself is set outside migrations
select current_setting('app.settings.jwt_secret', true) is not null as jwt_configured;
 jwt_configured
----------------
 t""")

# ============================================================ prose: chat in several languages
_prose = [
    ("prose/en-posthog", "ok the flags aren't evaluating locally because the personal key is missing — use this one for now: {0} (I'll rotate it after the demo)", "phx_" + r(43)),
    ("prose/en-langfuse", "Langfuse keys for the staging project: public is pk-lf-{1}, secret is {0}. Put them in .env.local, not in the repo.", "sk-lf-" + uuid4(), uuid4()),
    ("prose/en-razorpay", "Razorpay test is failing with 401 — the key secret on the server is {0}, key id rzp_test_{1}. Can you check the signature code?", r(24), r(14)),
    ("prose/es-paystack", "Oye, la clave secreta de Paystack de producción es {0}; pégala en las variables de Render y borra este mensaje.", "sk_live_" + r(40, HEX)),
    ("prose/pt-woocommerce", "A chave do WooCommerce mudou. O consumer secret novo é {0} — o consumer key continua o mesmo.", "cs_" + r(40, HEX)),
    ("prose/de-telegram", "Der Bot antwortet nicht mehr. Hier ist das Token aus BotFather: {0} – kannst du den Webhook neu setzen?", r(10, DIGITS) + ":AA" + r(33, URLSAFE)),
    ("prose/fr-directus", "Le jeton statique de l'utilisateur « importer » dans Directus est {0}, il a les droits d'écriture sur posts.", r(32, URLSAFE)),
    ("prose/pl-pocketbase", "Hasło superusera PocketBase na VPS-ie to {0} — zmień je po migracji.", pw()),
    ("prose/cs-couchbase", "Heslo pro Administrator na cb-01 je {0}, ale prosím nepoužívej ho v aplikaci.", pw()),
    ("prose/vi-firecrawl", "Khóa API Firecrawl của team là {0}, dùng tạm cho job crawl docs nhé.", "fc-" + r(32, HEX)),
    ("prose/zh-tavily", "Tavily 的 API key：{0}，先用这个跑一下检索评测。", "tvly-" + r(32)),
    ("prose/en-qstash", "qstash verify keeps throwing — current signing key in the console is {0}, next one I haven't copied yet", "sig_" + r(28)),
    ("prose/en-turnstile", "the turnstile secret (not the sitekey!) is {0}. sitekey is public and already in the form.", "0x4AAAAAAA" + r(24, URLSAFE)),
    ("prose/en-atlas", "Atlas user analytics / {0} — it's readWrite on the analytics db only.", pw()),
    ("prose/pt-br-neon", "Conecta aí: host ep-{1}.sa-east-1.aws.neon.tech, usuário neondb_owner, senha {0}, banco neondb.", "npg_" + r(12), r(6, LOWER) + "-" + r(6, LOWER) + "-" + r(8, LOWER_NUM)),
    ("prose/en-bullet-keys", "Here's what I have for the staging stack:\n- Clerk publishable: pk_test_{1}\n- Clerk secret: {0}\n- Svix app id: app_{2}", "sk_test_" + r(40), r(40), r(27)),
    ("prose/es-smtp", "Para el SMTP de Brevo: usuario {1}@smtp-brevo.com, contraseña {0}. Puerto 587.", "xsmtpsib-" + r(64, HEX) + "-" + r(16), r(8, LOWER_NUM)),
    ("prose/de-pgbouncer", "Für pgcat brauchst du noch das Passwort von app_rw: {0} (steht auch im Vault unter infra/pg).", pw()),
    ("prose/en-inline-code", "Set `NX_CLOUD_ACCESS_TOKEN` to `{0}` in your shell and rerun `nx affected -t build` — the cache should hit.", r(20) + r(40, HEX)),
    ("prose/en-after-colon-newline", "Try with this token:\n\n{0}\n\nit's a Vercel token scoped to the acme team.", r(24)),
]
for kind, tmpl, *vals in _prose:
    add(kind, tmpl, *vals)
la("ok the flags aren't evaluating locally because the personal key is missing — can you create one under Settings → Personal API keys and put it in POSTHOG_PERSONAL_API_KEY? don't paste it here.")
la("Langfuse project for staging is set up. The public key pk-lf-{0} is fine to commit (it's only for ingestion from the browser); the secret key is in 1Password under “Langfuse staging”.", uuid4())
la("Razorpay key id rzp_test_{0} is the public half; the key secret lives in RAZORPAY_KEY_SECRET on the server and never goes to the client.", r(14))
la("Oye, la clave secreta de Paystack ya está en las variables de Render como PAYSTACK_SECRET_KEY; la pública (pk_test_…) va en el frontend.")
la("A chave do WooCommerce mudou. Gerei um novo consumer secret e guardei no cofre (woocommerce/prod); o consumer key continua o mesmo.")
la("Der Bot antwortet nicht mehr. Das Token aus BotFather liegt in TELEGRAM_BOT_TOKEN; die Chat-ID der Gruppe ist -100{0}.", r(10, DIGITS))
la("Le jeton statique de l'utilisateur « importer » est dans la variable DIRECTUS_TOKEN du job CI ; son id utilisateur est {0}.", uuid4())
la("Hasło superusera PocketBase zmieniłem po migracji, jest w Bitwardenie (kolekcja Infra).")
la("Tavily 的 API key 已经放在 TAVILY_API_KEY 环境变量里了，不要写进代码。请求 ID：{0}", uuid4())
la("the turnstile sitekey 0x4AAAAAAA{0} is public and goes in the form; the secret goes in TURNSTILE_SECRET_KEY on the worker.", r(14, URLSAFE))
la("Here's what I have for the staging stack:\n- Clerk publishable: pk_test_{0}\n- Clerk secret: (in Doppler, stg config)\n- Svix app id: app_{1}", r(40), r(27))
la("Set `NX_CLOUD_ACCESS_TOKEN` from the CI secret of the same name and rerun `nx affected -t build` — the run id was {0}.", r(24, HEX))
la("Para el SMTP de Brevo: usuario {0}@smtp-brevo.com, la contraseña es la clave SMTP de la cuenta (Ajustes → SMTP y API). Puerto 587.", r(8, LOWER_NUM))
la("Atlas user `analytics` uses AWS IAM auth now, so there is no password to share; the role ARN is arn:aws:iam::{0}:role/analytics.", r(12, DIGITS))
la("Conecta aí: host ep-{0}.sa-east-1.aws.neon.tech, usuário neondb_owner, senha no Bitwarden, banco neondb.", r(6, LOWER) + "-" + r(6, LOWER) + "-" + r(8, LOWER_NUM))
la("heads up: I rotated the Meilisearch master key and the Typesense admin key this morning. new values are in the `search/prod` item; nothing to change in the app since both come from env.")
la("FYI the `sk_live_` key that showed up in the build log was a Stripe *restricted* key and has been rolled; Stripe shows the old one as expired since 10:42 UTC.")
la("Reminder: never paste API keys, passwords or tokens into this chat. If you need a secret in a command, reference it as $VAR or via `op run --`.")

# ============================================================ private tags in session text
_pv = [
    ("private/cline-xml", "<ask_followup_question>\n<question>Use this DB password? <private>{0}</private></question>\n</ask_followup_question>", pw()),
    ("private/codex-event", json.dumps({"type": "user_message", "message": "deploy with <private>{0}</private> as the token"}), r(40, URLSAFE)),
    ("private/yaml-comment", "# values-prod.yaml\nredis:\n  auth:\n    password: \"\"  # <private>{0}</private>", pw()),
    ("private/commit-message", "commit {1}\n\n    wip: local creds <private>{0}</private> do not push", pw(), sha()),
    ("private/html-entity-hex-upper", "note for later: &#X3C;private&#X3E;{0}&#X3C;/private&#X3E;", r(32, URLSAFE)),
    ("private/spaces-inside", "remember < private >{0}< /private > for the staging box", pw()),
    ("private/markdown-bold", "**<private>{0}</private>** is the recovery code for the GitHub org owner account", r(5, LOWER_NUM) + "-" + r(5, LOWER_NUM)),
    ("private/multiline", "<private>\nSTRIPE_SECRET_KEY={0}\n</private>\nthe rest of the .env is fine to keep", "sk_live_" + r(40)),
]
for kind, tmpl, *vals in _pv:
    add(kind, tmpl, *vals)
la("feature: support `<private>` blocks in tool-call JSON (see #{0}); escaped forms like &lt;private&gt; should be handled too.", r(3, DIGITS))

# ============================================================ keymat
def _pkcs8_ed25519() -> str:
    return base64.b64encode(bytes.fromhex("302e020100300506032b657004220420") + _rng.randbytes(32)).decode()


add("keymat/github-app-key-env-oneline", """# .env (Probot app)
APP_ID={1}
WEBHOOK_SECRET=development
PRIVATE_KEY="-----BEGIN RSA PRIVATE KEY-----\\n{0}\\n-----END RSA PRIVATE KEY-----\\n\"""", "\\n".join(b64(48) for _ in range(8)), r(6, DIGITS))
la("""# .env (Probot app)
APP_ID={0}
WEBHOOK_SECRET=development
PRIVATE_KEY_PATH=./acme-triage-bot.{1}.private-key.pem""", r(6, DIGITS), "2026-12-04")
add("keymat/jwt-ed25519-jose", """import { importPKCS8, SignJWT } from 'jose'

const pk = await importPKCS8(`-----BEGIN PRIVATE KEY-----
{0}
-----END PRIVATE KEY-----`, 'EdDSA')""", _pkcs8_ed25519())
la("""import { importSPKI, jwtVerify } from 'jose'

const pub = await importSPKI(`-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEA{0}
-----END PUBLIC KEY-----`, 'EdDSA')
const { payload } = await jwtVerify(token, pub, { issuer: 'https://auth.example.dev' })""", b64(32)[:43] + "=")
add("keymat/node-apn-inline-key", """const apn = require('@parse/node-apn')

const provider = new apn.Provider({
  token: {
    key: Buffer.from('MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg{0}', 'base64'),
    keyId: '{1}',
    teamId: '{2}',
  },
  production: true,
})""", b64(105).replace("=", ""), r(10, UPPER_NUM), r(10, UPPER_NUM))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + SECRETS[-1][2])
la("""# fastlane/.env.default
APNS_KEY_ID={0}
APNS_TEAM_ID={1}
APNS_AUTH_KEY_PATH=./AuthKey_{0}.p8""", r(10, UPPER_NUM), r(10, UPPER_NUM))
add("keymat/wallet-private-key-hex-env", """# contracts/.env  (foundry)
RPC_URL=https://base-sepolia.g.alchemy.com/v2/${ALCHEMY_KEY}
DEPLOYER_PRIVATE_KEY=0x{0}
ETHERSCAN_API_KEY=${BASESCAN_KEY}""", r(64, HEX))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "0x" + SECRETS[-1][2])
la("""$ cast wallet address --account deployer
Enter keystore password:
0x{0}
$ forge script script/Deploy.s.sol --rpc-url $RPC_URL --account deployer --broadcast
  Contract deployed at 0x{1}  (tx 0x{2})""", r(40, HEX), r(40, HEX), r(64, HEX))
la("""# anvil prints ten well-known dev accounts on every start; their keys are public test fixtures
Available Accounts
==================
(0) 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266 (10000.000000000000000000 ETH)
Listening on 127.0.0.1:8545""")
add("keymat/firebase-admin-cert-inline", """// lib/firebase-admin.ts
import { initializeApp, cert, getApps } from 'firebase-admin/app'

if (!getApps().length) {
  initializeApp({
    credential: cert({
      projectId: 'acme-notes',
      clientEmail: 'firebase-adminsdk-{1}@acme-notes.iam.gserviceaccount.com',
      privateKey: '-----BEGIN PRIVATE KEY-----\\n{0}\\n-----END PRIVATE KEY-----\\n',
    }),
  })
}""", "\\n".join(b64(48) for _ in range(6)), r(5, LOWER_NUM))
la(json.dumps({"type": "service_account", "project_id": "acme-notes", "private_key_id": r(40, HEX), "client_email": "firebase-adminsdk-" + r(5, LOWER_NUM) + "@acme-notes.iam.gserviceaccount.com", "client_id": r(21, DIGITS), "auth_uri": "https://accounts.google.com/o/oauth2/auth", "token_uri": "https://oauth2.googleapis.com/token"}))
la("""// firebase web config: these values are identifiers, not secrets (security comes from rules and App Check)
const firebaseConfig = {
  apiKey: "AIza{0}",
  authDomain: "acme-notes.firebaseapp.com",
  projectId: "acme-notes",
  storageBucket: "acme-notes.appspot.com",
  messagingSenderId: "{1}",
  appId: "1:{1}:web:{2}",
};""", r(35, URLSAFE), r(12, DIGITS), r(22, HEX))
add("cli/electron-builder-csc-password", """$ CSC_LINK=./certs/DeveloperID.p12 CSC_KEY_PASSWORD='{0}' APPLE_TEAM_ID={1} npx electron-builder --mac --publish never
  • electron-builder  version=25.1.8 os=24.1.0
  • signing         file=dist/mac-arm64/Notes.app platform=darwin type=distribution identity={2}""", pw(), r(10, UPPER_NUM), r(40, "0123456789ABCDEF"))
la("""// src-tauri/tauri.conf.json
"plugins": {
  "updater": {
    "pubkey": "{0}",
    "endpoints": ["https://releases.example.app/{{target}}/{{arch}}/{{current_version}}"]
  }
}""", base64.b64encode(("untrusted comment: minisign public key: " + r(16, UPPER_NUM) + "\n" + base64.b64encode(_rng.randbytes(42)).decode() + "\n").encode()).decode())

# ============================================================ split
add_split("split/ts-template-literal", """// temporary: assembled so the secret scanner in CI does not flag it
const key = `${'sk_live_'}{0}` + '{1}'
export const stripe = new Stripe(key, { apiVersion: '2024-12-18.acacia' })""", r(20), r(20))
add_split("split/python-fstring-parts", """_A = "{0}"
_B = "{1}"
SUPABASE_SERVICE_KEY = f"{_A}{_B}"  # TODO: move to env before merging""", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + b64url(60), b64url(50) + "." + b64url(32))
add_split("split/go-const-concat", """const (
\tpart1 = "{0}"
\tpart2 = "{1}"
\tresendKey = "re_" + part1 + part2
)""", r(10), r(22))
add_split("split/env-line-wrap-terminal", """$ cat .env | grep POSTMARK
POSTMARK_SERVER_TOKEN={0}
{1}""", r(8, HEX) + "-" + r(4, HEX) + "-" + r(2, HEX), r(2, HEX) + "-" + r(4, HEX) + "-" + r(12, HEX))
add_split("split/yaml-list-join", """# helm values (a template joins these with "" into PUSHER_SECRET)
pusher:
  appId: "{2}"
  secretParts:
    - "{0}"
    - "{1}\"""", r(10, HEX), r(10, HEX), r(7, DIGITS))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], SECRETS[-1][2][:2])
add_split("split/csharp-interpolated", """var user = "orders_app";
var pw1 = "{0}";
var pw2 = "{1}";
var cs = $"Host=pg.internal;Username={user};Password={pw1}{pw2};Database=orders";""", r(8), r(8))

# ============================================================ sql
add("sql/mysql-create-user-caching", """mysql> CREATE USER 'metabase'@'10.0.%' IDENTIFIED WITH caching_sha2_password BY '{0}' PASSWORD EXPIRE INTERVAL 180 DAY;
Query OK, 0 rows affected (0.02 sec)""", pw())
la("""mysql> CREATE USER 'metabase'@'10.0.%' IDENTIFIED WITH caching_sha2_password BY RANDOM PASSWORD;
+----------+---------+----------------------+-------------+
| user     | host    | generated password   | auth_factor |
+----------+---------+----------------------+-------------+
| metabase | 10.0.%  | ******************** |           1 |
+----------+---------+----------------------+-------------+""")
add("sql/pg-foreign-server-mapping", """CREATE SERVER legacy_mysql FOREIGN DATA WRAPPER mysql_fdw OPTIONS (host '10.0.8.4', port '3306');
CREATE USER MAPPING FOR reporting SERVER legacy_mysql OPTIONS (username 'report', password '{0}');""", pw())
la("""CREATE SERVER legacy_mysql FOREIGN DATA WRAPPER mysql_fdw OPTIONS (host '10.0.8.4', port '3306');
-- password supplied at deploy time: psql -v fdw_pw="$FDW_PASSWORD"
CREATE USER MAPPING FOR reporting SERVER legacy_mysql OPTIONS (username 'report', password :'fdw_pw');""")
add("sql/snowflake-alter-user-rsa", """ALTER USER dbt_svc SET PASSWORD = '{0}' MUST_CHANGE_PASSWORD = FALSE;
ALTER USER dbt_svc SET DEFAULT_ROLE = TRANSFORMER;""", pw())
la("""ALTER USER dbt_svc SET RSA_PUBLIC_KEY='MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{0}';
DESC USER dbt_svc;  -- RSA_PUBLIC_KEY_FP = SHA256:{1}""", b64(60), b64(32))
add("sql/clickhouse-named-collection", """CREATE NAMED COLLECTION s3_raw AS
    access_key_id = 'AKIA{1}',
    secret_access_key = '{0}',
    url = 'https://acme-raw.s3.eu-west-1.amazonaws.com/events/';""", r(40, URLSAFE.replace("-", "+").replace("_", "/")), r(16, UPPER_NUM))
la("""CREATE NAMED COLLECTION s3_raw AS
    url = 'https://acme-raw.s3.eu-west-1.amazonaws.com/events/',
    use_environment_credentials = 1;
SELECT count() FROM s3(s3_raw, filename = '2026-12-04/*.parquet');""")

# ============================================================ more stacks: code and config
add("code/kysely-pg-pool", """import { Kysely, PostgresDialect } from 'kysely'
import { Pool } from 'pg'

export const db = new Kysely<DB>({
  dialect: new PostgresDialect({
    pool: new Pool({ host: 'pg.internal', database: 'crm', user: 'crm_app', password: '{0}', max: 10 }),
  }),
})""", pw())
la("""import { Kysely, PostgresDialect } from 'kysely'
import { Pool } from 'pg'

export const db = new Kysely<DB>({
  dialect: new PostgresDialect({ pool: new Pool({ connectionString: process.env.DATABASE_URL, max: 10 }) }),
})""")
add("code/mikro-orm-config", """// mikro-orm.config.ts
export default defineConfig({
  entities: ['./dist/entities'],
  dbName: 'inventory',
  host: 'mysql.internal',
  user: 'inv',
  password: '{0}',
  debug: false,
})""", pw())
add("code/tortoise-orm", """TORTOISE_ORM = {
    "connections": {"default": "asyncpg://tickets:{0}@pg.internal:5432/tickets"},
    "apps": {"models": {"models": ["app.models", "aerich.models"], "default_connection": "default"}},
}""", pw())
la("""TORTOISE_ORM = {
    "connections": {"default": os.environ["DB_URL"]},
    "apps": {"models": {"models": ["app.models", "aerich.models"], "default_connection": "default"}},
}
# aerich upgrade -> Success upgrading to 3_{0}_add_priority.py""", r(14, DIGITS))
add("code/sqlmodel-engine", """from sqlmodel import SQLModel, create_engine

engine = create_engine("mysql+pymysql://heroes:{0}@127.0.0.1:3306/heroes", echo=True)
SQLModel.metadata.create_all(engine)""", pw())
la("""from sqlmodel import SQLModel, create_engine

sqlite_url = "sqlite:///database.db"
engine = create_engine(sqlite_url, echo=True)
SQLModel.metadata.create_all(engine)""")
add("code/litestar-jwt", """from litestar.security.jwt import JWTCookieAuth

jwt_auth = JWTCookieAuth[User](
    retrieve_user_handler=retrieve_user,
    token_secret="{0}",
    exclude=["/login", "/schema"],
)""", r(48, URLSAFE))
la("""from litestar.security.jwt import JWTCookieAuth

jwt_auth = JWTCookieAuth[User](
    retrieve_user_handler=retrieve_user,
    token_secret=settings.jwt_secret.get_secret_value(),
    exclude=["/login", "/schema"],
)""")
add("code/golang-migrate-url", """$ migrate -path db/migrations -database "mysql://billing:{0}@tcp(127.0.0.1:3306)/billing?multiStatements=true" up
20261201093000/u add_invoice_lines (41.22ms)""", pw())
la("""$ migrate -path db/migrations -database "$DATABASE_URL" up
20261201093000/u add_invoice_lines (41.22ms)
20261203101500/u index_invoice_customer (12.08ms)""")
add("code/go-chi-jwtauth", """var tokenAuth *jwtauth.JWTAuth

func init() {
\ttokenAuth = jwtauth.New("HS256", []byte("{0}"), nil)
}""", r(40, URLSAFE))
add("code/goose-dsn", """$ GOOSE_DRIVER=postgres GOOSE_DBSTRING="user=reports password={0} dbname=reports host=127.0.0.1 sslmode=disable" goose -dir sql up
2026/12/04 10:03:11 OK   00012_add_region.sql (9.31ms)""", pw())
la("""$ goose -dir sql status
2026/12/04 10:03:40     Applied At                  Migration
2026/12/04 10:03:40     =======================================
2026/12/04 10:03:40     Thu Dec  4 10:03:11 2026 -- 00012_add_region.sql""")
add("code/spring-r2dbc-yaml", """spring:
  r2dbc:
    url: r2dbc:postgresql://pg.internal:5432/catalog
    username: catalog
    password: {0}
  flyway:
    url: jdbc:postgresql://pg.internal:5432/catalog""", pw())
la("""spring:
  r2dbc:
    url: r2dbc:postgresql://pg.internal:5432/catalog
    username: catalog
    password: ${R2DBC_PASSWORD}
  config:
    import: optional:vault://secret/catalog""")
add("code/jooq-codegen-gradle", """jooq {
    configurations {
        create("main") {
            jooqConfiguration.apply {
                jdbc.apply {
                    url = "jdbc:postgresql://localhost:5432/shop"
                    user = "shop_owner"
                    password = "{0}"
                }
            }
        }
    }
}""", pw())
add("code/hanami-settings", """# config/settings.rb (Hanami 2)
module Bookshelf
  class Settings < Hanami::Settings
    setting :session_secret, default: "{0}", constructor: Types::String
  end
end""", r(128, HEX))
la("""# config/settings.rb (Hanami 2)
module Bookshelf
  class Settings < Hanami::Settings
    setting :session_secret, constructor: Types::String  # from SESSION_SECRET
  end
end""")
add("code/slim-php-di", """// app/settings.php (Slim 4)
return function (ContainerBuilder $containerBuilder) {
    $containerBuilder->addDefinitions([
        'settings' => [
            'db' => ['driver' => 'pgsql', 'host' => 'pg.internal', 'username' => 'slim', 'password' => '{0}'],
        ],
    ]);
};""", pw())
la("""// app/settings.php (Slim 4)
'db' => [
    'driver' => 'pgsql',
    'host' => $_ENV['DB_HOST'] ?? 'localhost',
    'username' => $_ENV['DB_USER'],
    'password' => $_ENV['DB_PASS'],
],""")
add("code/masstransit-rabbit", """services.AddMassTransit(x =>
{
    x.UsingRabbitMq((ctx, cfg) =>
    {
        cfg.Host("rabbit.internal", "/orders", h =>
        {
            h.Username("orders");
            h.Password("{0}");
        });
    });
});""", pw())
la("""services.AddMassTransit(x =>
{
    x.UsingRabbitMq((ctx, cfg) =>
    {
        cfg.Host(builder.Configuration.GetConnectionString("rabbit"));
        cfg.ConfigureEndpoints(ctx);
    });
});""")
add("code/hangfire-dashboard-auth", """app.UseHangfireDashboard("/jobs", new DashboardOptions
{
    Authorization = new[] { new BasicAuthAuthorizationFilter(new BasicAuthAuthorizationFilterOptions
    {
        Users = new[] { new BasicAuthAuthorizationUser { Login = "ops", PasswordClear = "{0}" } }
    }) }
});""", pw())
add("code/axum-cookie-key", """let key = Key::from(b"{0}");
let app = Router::new()
    .route("/login", post(login))
    .with_state(AppState { key, pool });""", r(64, ALNUM))
la("""let key = Key::generate(); // random per process in dev; prod reads COOKIE_KEY (64 bytes, base64)
let app = Router::new()
    .route("/login", post(login))
    .with_state(AppState { key, pool });""")
add("code/sea-orm-connect", """let mut opt = ConnectOptions::new("postgres://wiki:{0}@localhost/wiki");
opt.max_connections(20).sqlx_logging(false);
let db = Database::connect(opt).await?;""", pw())
add("config/diesel-env", """$ echo DATABASE_URL=postgres://blog:{0}@localhost/blog > .env
$ diesel setup
Creating migrations directory at: /home/dev/blog/migrations""", pw())
la("""$ diesel migration run
Running migration 2026-12-01-093000_create_posts
Running migration 2026-12-03-101500_add_slug
$ cat diesel.toml
[print_schema]
file = "src/schema.rs\"""")

# ============================================================ more headers, traces, outputs
add("header/langsmith-curl", """$ curl -s https://api.smith.langchain.com/api/v1/runs/query \\
    -H 'x-api-key: lsv2_pt_{0}' -H 'Content-Type: application/json' \\
    -d '{"session": ["{1}"], "limit": 5}'""", r(32, HEX) + "_" + r(10, HEX), uuid4())
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "lsv2_pt_" + SECRETS[-1][2])
la("""LangSmith run {0}
  project: support-bot   status: success   latency: 3.2s
  trace: https://smith.langchain.com/o/{1}/projects/p/{2}/r/{0}""", uuid4(), uuid4(), uuid4())
add("header/helicone-proxy", """client = OpenAI(
    base_url="https://oai.helicone.ai/v1",
    default_headers={"Helicone-Auth": "Bearer sk-helicone-{0}", "Helicone-Cache-Enabled": "true"},
)""", r(7, LOWER_NUM) + "-" + r(7, LOWER_NUM) + "-" + r(7, LOWER_NUM) + "-" + r(7, LOWER_NUM))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "sk-helicone-" + SECRETS[-1][2])
la("""client = OpenAI(
    base_url="https://oai.helicone.ai/v1",
    default_headers={"Helicone-Auth": f"Bearer {os.environ['HELICONE_API_KEY']}", "Helicone-Property-Session": "{0}"},
)""", uuid4())
add("header/portkey", """const portkey = new Portkey({
  apiKey: '{0}',
  virtualKey: 'anthropic-prod-{1}',
})""", r(32, URLSAFE), r(6, LOWER_NUM))
add("trace/sentry-breadcrumb-fetch", """Breadcrumbs
  fetch   POST https://api.lemonsqueezy.com/v1/checkouts [201]
  console Checkout created for variant 48211
  http    headers: {"accept":"application/vnd.api+json","authorization":"Bearer {0}"}""", "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9." + b64url(100) + "." + b64url(80))
la("""Breadcrumbs
  fetch   POST https://api.lemonsqueezy.com/v1/checkouts [201]
  console Checkout created for variant 48211
  http    headers: {"accept":"application/vnd.api+json","authorization":"[Filtered]"}
Event ID: {0}""", r(32, HEX))
add("other/kubectl-exec-env", """$ kubectl exec -n prod deploy/api -- printenv | grep -i -E 'resend|posthog'
POSTHOG_HOST=https://eu.i.posthog.com
POSTHOG_PERSONAL_API_KEY={0}""", "phx_" + r(43))
la("""$ kubectl get secret -n prod api-secrets -o jsonpath='{.data}' | jq 'keys'
[
  "POSTHOG_PERSONAL_API_KEY",
  "RESEND_API_KEY"
]""")
add("other/railway-logs-dump", """[Region: europe-west4] Starting Container
> node dist/main.js
[Nest] 42  - 12/04/2026, 10:21:03 AM     LOG [ConfigService] loaded MAIL_PASSWORD={0} (source: .env.production)""", pw())
la("""[Region: europe-west4] Starting Container
> node dist/main.js
[Nest] 42  - 12/04/2026, 10:21:03 AM     LOG [NestFactory] Starting Nest application...
[Nest] 42  - 12/04/2026, 10:21:03 AM     LOG [InstanceLoader] ConfigModule dependencies initialized +14ms
[Nest] 42  - 12/04/2026, 10:21:04 AM     LOG [NestApplication] Nest application successfully started +3ms""")
add("other/compose-config-output", """$ docker compose config | sed -n '/directus:/,/image:/p'
  directus:
    environment:
      ADMIN_EMAIL: admin@example.com
      ADMIN_PASSWORD: {0}
      DB_CLIENT: pg
    image: directus/directus:11.3.5""", pw())
la("""$ docker compose config | sed -n '/directus:/,/image:/p'
  directus:
    environment:
      ADMIN_EMAIL: admin@example.com
      ADMIN_PASSWORD_FILE: /run/secrets/directus_admin
      DB_CLIENT: pg
    image: directus/directus:11.3.5""")
add("other/pm2-env-show", """$ pm2 env 0 | grep -E 'TWITCH|NODE_ENV'
NODE_ENV: production
TWITCH_CLIENT_ID: {1}
TWITCH_CLIENT_SECRET: {0}""", r(30, LOWER_NUM), r(30, LOWER_NUM))
la("""$ pm2 env 0 | grep -E 'TWITCH|NODE_ENV'
NODE_ENV: production
TWITCH_CLIENT_ID: {0}
$ pm2 ls
│ 0  │ chatbot    │ fork     │ 3    │ online    │ 0.3%     │ 71.2mb   │""", r(30, LOWER_NUM))

# ============================================================ more CLI flags and config files
add("cli/mongoimport-uri-password", """$ mongoimport --uri "mongodb://importer@db-01.internal:27017/catalog?authSource=admin" --password '{0}' --collection products --file products.json --jsonArray
2026-12-04T10:31:02.118+0000\tconnected to: mongodb://[**REDACTED**]@db-01.internal:27017/catalog
2026-12-04T10:31:04.402+0000\t18244 document(s) imported successfully. 0 document(s) failed to import.""", pw())
la("""$ mongoimport --uri "$MONGO_URI" --collection products --file products.json --jsonArray
2026-12-04T10:31:02.118+0000\tconnected to: mongodb://[**REDACTED**]@db-01.internal:27017/catalog
2026-12-04T10:31:04.402+0000\t18244 document(s) imported successfully. 0 document(s) failed to import.""")
add("cli/pgbench-env", """$ PGPASSWORD='{0}' pgbench -h pg-bench.internal -U bench -c 16 -j 4 -T 60 bench
transaction type: <builtin: TPC-B (sort of)>
tps = 4821.337 (without initial connection time)""", pw())
la("""$ pgbench -h pg-bench.internal -U bench -c 16 -j 4 -T 60 bench   # password from ~/.pgpass
transaction type: <builtin: TPC-B (sort of)>
number of clients: 16
latency average = 3.318 ms
tps = 4821.337 (without initial connection time)""")
add("cli/rabbitmqctl-add-user", """$ rabbitmqctl add_user orders '{0}'
Adding user "orders" ...
Done. Don't forget to grant the user permissions to some virtual hosts! See 'rabbitmqctl help set_permissions' to learn more.""", pw())
la("""$ rabbitmqctl list_users
Listing users ...
user\ttags
orders\t[]
guest\t[administrator]
$ rabbitmqctl delete_user guest   # default guest/guest only works from localhost anyway""")
add("cli/influx-auth-create-output", """$ influx auth create --org acme --all-access --description "grafana"
ID\t\t\tDescription\tToken\t\t\t\t\t\t\t\t\t\t\tUser Name\tUser ID\t\t\tPermissions
{1}\tgrafana\t\t{0}\tadmin\t\t{2}\t[read:orgs/...]""", b64url(64) + "==", r(16, HEX), r(16, HEX))
la("""$ influx auth list --json | jq '.[] | {id, description, status}'
{
  "id": "{0}",
  "description": "grafana",
  "status": "active"
}""", r(16, HEX))
add("config/grafana-ini-admin", """# /etc/grafana/grafana.ini
[server]
root_url = https://grafana.example.com/
[security]
admin_user = admin
admin_password = {0}
secret_key = {1}""", pw(), r(32))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], (SECRETS[-1][2], SECRETS[-1][1].split("secret_key = ")[1].strip()))
la("""# /etc/grafana/grafana.ini
[security]
admin_user = admin
admin_password = $__file{/run/secrets/grafana_admin_password}
secret_key = $__env{GF_SECRET_KEY}""")
add("config/mailpit-ui-auth", """$ mailpit --ui-auth 'dev:{0}' --smtp-auth-accept-any --smtp-auth-allow-insecure
INFO[2026/12/04 10:40:11] [smtpd] starting on [::]:1025 (no encryption)
INFO[2026/12/04 10:40:11] [http] accessible via http://localhost:8025/""", pw())
la("""$ mailpit --smtp-auth-accept-any --smtp-auth-allow-insecure
INFO[2026/12/04 10:40:11] [smtpd] starting on [::]:1025 (no encryption)
INFO[2026/12/04 10:40:11] [http] accessible via http://localhost:8025/
# any SMTP username/password is accepted in this mode -- it's a local test inbox""")
add("config/minio-env-file", """# /etc/default/minio
MINIO_VOLUMES="/mnt/data"
MINIO_OPTS="--console-address :9001"
MINIO_ROOT_USER=minioadmin-prod
MINIO_ROOT_PASSWORD={0}""", pw())
la("""# docker run quickstart from the MinIO docs: minioadmin/minioadmin is the documented default, change it before exposing the port
$ docker run -p 9000:9000 -p 9001:9001 quay.io/minio/minio server /data --console-address ":9001"
API: http://172.17.0.2:9000  http://127.0.0.1:9000
   RootUser: minioadmin
   RootPass: minioadmin""")
add("config/supervisor-env", """[program:worker]
command=/srv/app/.venv/bin/celery -A app worker -l info
environment=DJANGO_SETTINGS_MODULE="app.settings.prod",SENTRY_DSN="https://{1}@o{2}.ingest.de.sentry.io/{3}",AWS_SECRET_ACCESS_KEY="{0}\"""", r(40, ALNUM + "+/"), r(32, HEX), r(6, DIGITS), r(7, DIGITS))
la("""[program:worker]
command=/srv/app/.venv/bin/celery -A app worker -l info
environment=DJANGO_SETTINGS_MODULE="app.settings.prod",SENTRY_DSN="https://{0}@o{1}.ingest.de.sentry.io/{2}"
; the DSN's key is a public client key (it only allows sending events)""", r(32, HEX), r(6, DIGITS), r(7, DIGITS))
add("other/curl-u-stripe-style", """$ curl https://api.lemonsqueezy.com/v1/stores -u '{0}:' -H 'Accept: application/vnd.api+json' | jq '.data[].id'
\"48211\"""", "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9." + b64url(90) + "." + b64url(64))
add("trace/phpunit-env-dump", """There was 1 error:

1) Tests\\Feature\\CheckoutTest::test_it_creates_a_mollie_payment
Mollie\\Api\\Exceptions\\ApiException: [2026-12-04T10:44:01+0000] Error executing API call (401: Unauthorized Request): Missing authentication, or failed to authenticate.
  $_ENV['MOLLIE_KEY'] => '{0}'

/var/www/vendor/mollie/mollie-api-php/src/Exceptions/ApiException.php:123""", "test_" + r(30))
la("""There was 1 failure:

1) Tests\\Feature\\CheckoutTest::test_it_creates_a_mollie_payment
Failed asserting that 'open' is identical to 'paid'.

/var/www/tests/Feature/CheckoutTest.php:58

FAILURES!
Tests: 41, Assertions: 112, Failures: 1.""")
add("trace/rspec-webmock", """  1) Billing::PaddleClient#list_prices returns prices
     Failure/Error: response = connection.get("prices")

     WebMock::NetConnectNotAllowedError:
       Real HTTP connections are disabled. Unregistered request: GET https://api.paddle.com/prices with headers {'Authorization'=>'Bearer pdl_sdbx_apikey_{0}', 'User-Agent'=>'Faraday v2.12.2'}""", r(26, LOWER_NUM) + "_" + r(30))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "pdl_sdbx_apikey_" + SECRETS[-1][2])
la("""     WebMock::NetConnectNotAllowedError:
       Real HTTP connections are disabled. Unregistered request: GET https://sandbox-api.paddle.com/prices with headers {'Authorization'=>'Bearer <PADDLE_API_KEY>', 'User-Agent'=>'Faraday v2.12.2'}

       You can stub this request with the following snippet:
       stub_request(:get, "https://sandbox-api.paddle.com/prices")""")

# ============================================================ ids, hosts and masks (look-alikes only)
la("""$ aws ecr describe-images --repository-name api --region eu-central-1 --query 'imageDetails[0]'
{
    "registryId": "{0}",
    "repositoryName": "api",
    "imageDigest": "sha256:{1}",
    "imageTags": ["2.3.1", "latest"],
    "imageSizeInBytes": 98342211
}""", r(12, DIGITS), r(64, HEX))
la("""HTTP/2 200
x-request-id: {0}
x-amzn-trace-id: Root=1-{1}-{2};Parent={3};Sampled=1
traceparent: 00-{4}-{3}-01
cf-ray: {5}-FRA""", uuid4(), r(8, HEX), r(24, HEX), r(16, HEX), r(32, HEX), r(16, HEX))
la("""Run #{0} of workflow "ci" on refs/heads/main
  job build  id {1}  runner GitHub Actions {2}  conclusion success
  artifact sbom.spdx.json  sha256:{3}
  commit {4}""", r(10, DIGITS), r(11, DIGITS), r(3, DIGITS), r(64, HEX), sha())
la(json.dumps({"id": "msg_01" + r(22), "type": "message", "role": "assistant", "model": "claude-sonnet-4-5", "content": [{"type": "tool_use", "id": "toolu_01" + r(22), "name": "Bash", "input": {"command": "git log --oneline -3"}}], "stop_reason": "tool_use", "usage": {"input_tokens": 18244, "output_tokens": 61}}))
la(json.dumps({"id": "chatcmpl-" + r(29), "object": "chat.completion", "choices": [{"index": 0, "message": {"role": "assistant", "tool_calls": [{"id": "call_" + r(24), "type": "function", "function": {"name": "get_weather", "arguments": "{\"city\":\"Lisbon\"}"}}]}, "finish_reason": "tool_calls"}], "system_fingerprint": "fp_" + r(10, HEX)}))
la("""$ stripe listen --forward-to localhost:3000/api/webhooks
> Ready! You are using Stripe API Version [2024-12-18.acacia]. Your webhook signing secret is whsec_**************************** (^C to quit)
2026-12-04 10:51:33   --> checkout.session.completed [evt_{0}]
2026-12-04 10:51:33  <--  [200] POST http://localhost:3000/api/webhooks [evt_{0}]""", r(24))
la("""STRIPE_SECRET_KEY=sk_test_••••••••••••••••••••••••3fQa
STRIPE_PUBLISHABLE_KEY=pk_test_{0}
NEXT_PUBLIC_POSTHOG_KEY=phc_{1}""", r(99), r(43))
la("""$ kubectl get pods -n prod -o wide
NAME                   READY   STATUS    RESTARTS   AGE   IP            NODE
api-7d9c8b6f5d-{0}    1/1     Running   0          2d    10.42.3.17    ip-10-0-12-44.eu-west-1.compute.internal
worker-5b7f9c4d8-{1}  1/1     Running   1          2d    10.42.1.9     ip-10-0-11-3.eu-west-1.compute.internal""", r(5, LOWER_NUM), r(5, LOWER_NUM))
la("""$ gh run view {0} --log-failed | tail -4
build  Run pnpm test  ✓ 214 passed
build  Run pnpm test  ✗ 1 failed: src/lib/mailer.test.ts
build  Run pnpm test  env: RESEND_API_KEY=*** NODE_ENV=test
build  Run pnpm test  ##[error]Process completed with exit code 1.""", r(11, DIGITS))
la("""terraform plan
  # aws_db_instance.orders will be updated in-place
  ~ resource "aws_db_instance" "orders" {
        id       = "db-{0}"
      ~ password = (sensitive value)
        username = "orders_admin"
    }
Plan: 0 to add, 1 to change, 0 to destroy.""", r(26, UPPER_NUM))
la("""Cloudflare Workers deploy
Total Upload: 412.33 KiB / gzip: 96.02 KiB
Worker Startup Time: 11 ms
Your worker has access to the following bindings:
- KV Namespaces:
  - SESSIONS: {0}
- Secrets:
  - TURSO_AUTH_TOKEN
Uploaded api (3.21 sec)
Current Version ID: {1}""", r(32, HEX), uuid4())

# ============================================================ last additions
add("code/nuxt-env-default", """// server/utils/twilio-verify.ts
const client = twilio(
  useRuntimeConfig().twilioSid || 'AC{1}',
  useRuntimeConfig().twilioAuthToken || '{0}',
)""", r(32, HEX), r(32, HEX))
la("""// nuxt.config.ts
export default defineNuxtConfig({
  runtimeConfig: {
    twilioSid: '',        // NUXT_TWILIO_SID
    twilioAuthToken: '',  // NUXT_TWILIO_AUTH_TOKEN
    public: { siteUrl: 'https://example.app' },
  },
})""")
add("code/astro-env-schema-default", """// astro.config.mjs
env: {
  schema: {
    KEYSTATIC_GITHUB_CLIENT_SECRET: envField.string({ context: 'server', access: 'secret', default: '{0}' }),
    PUBLIC_SITE: envField.string({ context: 'client', access: 'public', default: 'https://example.dev' }),
  },
},""", r(40, HEX))
la("""// astro.config.mjs
env: {
  schema: {
    KEYSTATIC_GITHUB_CLIENT_SECRET: envField.string({ context: 'server', access: 'secret' }),
    PUBLIC_SITE: envField.string({ context: 'client', access: 'public', default: 'https://example.dev' }),
  },
},""")
add("code/vite-define-leak", """// vite.config.ts
export default defineConfig({
  define: {
    __OPENAI_API_KEY__: JSON.stringify('{0}'), // ends up in the client bundle
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
})""", "sk-proj-" + r(48, URLSAFE))
add("config/strapi-admin-env", """# .env (Strapi 5)
HOST=0.0.0.0
PORT=1337
APP_KEYS={0},{1}
API_TOKEN_SALT=tokensaltdev
ADMIN_JWT_SECRET=adminjwtdev""", b64(16), b64(16))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], SECRETS[-1][1].split("APP_KEYS=")[1].split("\n")[0])
la("""# .env.example (Strapi 5)
HOST=0.0.0.0
PORT=1337
APP_KEYS="toBeModified1,toBeModified2"
API_TOKEN_SALT=tobemodified
ADMIN_JWT_SECRET=tobemodified""")
add("cli/upstash-redis-cli", """$ redis-cli --tls -u rediss://default:{0}@eu1-{1}.upstash.io:6379 --scan --pattern 'sess:*' | head -3""", "A" + r(5, UPPER_NUM) + r(60, URLSAFE), r(8, LOWER) + "-" + r(5, DIGITS))
add("cli/http-prompt-session", """$ xh -A bearer -a {0} get api.render.com/v1/services limit==5
HTTP/2.0 200 OK
content-type: application/json; charset=utf-8""", "rnd_" + r(32))
la("""$ xh -A bearer -a "$RENDER_API_KEY" get api.render.com/v1/services limit==5
HTTP/2.0 200 OK
[{"service": {"id": "srv-{0}", "name": "api", "region": "frankfurt", "type": "web_service"}}]""", r(20, LOWER_NUM))
add("config/gitpod-env-output", """$ gp env
GH_PACKAGES_TOKEN=ghp_{0}
NODE_OPTIONS=--max-old-space-size=4096""", r(36))
SECRETS[-1] = (SECRETS[-1][0], SECRETS[-1][1], "ghp_" + SECRETS[-1][2])
add("other/ngrok-agent-log", """t=2026-12-04T10:58:22+0000 lvl=info msg="starting web service" obj=web addr=127.0.0.1:4040
t=2026-12-04T10:58:22+0000 lvl=dbug msg="client session established" authtoken={0}
t=2026-12-04T10:58:23+0000 lvl=info msg="started tunnel" name=command_line addr=http://localhost:3000 url=https://{1}.ngrok-free.app""", r(27) + "_" + r(21), r(12, LOWER_NUM))
la("""t=2026-12-04T10:58:22+0000 lvl=info msg="starting web service" obj=web addr=127.0.0.1:4040
t=2026-12-04T10:58:22+0000 lvl=info msg="client session established" obj=tunnels.session id={0}
t=2026-12-04T10:58:23+0000 lvl=info msg="started tunnel" name=command_line addr=http://localhost:3000 url=https://{1}.ngrok-free.app""", r(32, HEX), r(12, LOWER_NUM))
add("prose/en-incident-note", """Incident 2026-12-04: the worker crashed on boot because REDIS_PASSWORD was quoted twice. For reference the value in prod is {0} — rotate after the postmortem.""", pw())
la("""Incident 2026-12-04: the worker crashed on boot because REDIS_PASSWORD was quoted twice in the Helm values. Fixed in {0}; the password itself did not change and was never logged.""", sha()[:7])
add("header/bunny-accesskey", """$ curl -X PUT "https://storage.bunnycdn.com/acme-assets/img/hero.webp" \\
    -H "AccessKey: {0}" -H "Content-Type: application/octet-stream" --data-binary @hero.webp
{"HttpCode":201,"Message":"File uploaded."}""", uuid4() + "-" + r(4, HEX) + "-" + r(4, HEX))
la("""$ curl -I https://acme-assets.b-cdn.net/img/hero.webp
HTTP/2 200
cdn-requestid: {0}
cdn-cache: HIT
cdn-pullzone: {1}""", r(32, HEX), r(6, DIGITS))
add("cli/wp-cli-user-update", """$ wp user update admin --user_pass='{0}' --skip-email --path=/var/www/html
Success: Updated user 1.""", pw())
la("""$ wp user reset-password admin --skip-email --show-password --porcelain | wc -c
25
$ wp user list --fields=ID,user_login,roles
ID  user_login  roles
1   admin       administrator""")
la("""// vite.config.ts -- only VITE_-prefixed vars reach the client; the OpenAI key stays in the API route
export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  envPrefix: 'VITE_',
})""")
