"""Held-out batch 18: blind, written by a writer who never read the rules, code, docs or results, before measuring.

Only the batch format (bench/heldout/__init__.py, and batches 1-17: their module
docstrings, helper functions, data structures and kind names) was read; the filter's
rules, code, docs, tests, bench script and earlier results were not. Not to be tuned on
until its first measurement is recorded.

Theme: the everyday mix of a coding-agent session (SDK setup code in Python, TS/JS, Go,
Rust, Java, Kotlin, C#, Ruby, PHP, Elixir, Swift and Dart; framework config, .env files,
shell sessions with everyday CLIs, CI files, docker/compose/k8s/Helm/Terraform, database
work, tool-call JSON, logs and stack traces, test failures, diffs, chat prose in several
languages). New kinds: vendors no earlier batch names, in observability and incident
tooling (Airbrake, AppSignal, Coralogix, Loggly, Papertrail, Mezmo, Sumo Logic,
Lightstep, Instana, Pingdom, UptimeRobot, Squadcast, Zenduty, Raygun), code quality and
secrets scanning (Coveralls, DeepSource, GitGuardian), messaging and engagement (Telnyx,
TextMagic, ClickSend, Mandrill, Braze, Iterable, Matomo, FullStory, Pendo), documents
and commerce (DocuSign, Dropbox Sign, PandaDoc, Contentstack, Webflow, Medusa, Snipcart,
ShipEngine, Avalara, TaxJar), payments and finance (PayPal, Klarna, Dwolla, Marqeta,
Modern Treasury, Alpaca, Finnhub, Alpha Vantage, Twelve Data, CoinGecko, CoinMarketCap),
web3 (Tenderly, Pinata, Magic), identity verification and bot defence (Onfido, Veriff,
Sumsub, reCAPTCHA), productivity and data enrichment (Todoist, Smartsheet, Attio,
Clearbit, ZeroBounce, IPinfo, ipdata, MaxMind), media and realtime (Uploadcare,
Transloadit, Wistia, Whereby, 100ms, Centrifugo, Soketi), data and AI tooling (Tinybird,
Momento, Crunchy Bridge, Turbopuffer, Mem0, Neptune, Comet, ClearML, Braintrust,
PromptLayer, OpenPipe, LlamaCloud, SerpApi, Browserbase, ScrapingBee, ZenRows, Bright
Data, Jina, Nomic, Baseten, Stability, Cartesia, Gladia, xAI), compute, storage and access
(Lambda Cloud, Vast.ai, Exoscale, UpCloud, Equinix Metal, Storj, Tigris, Cloudflare R2,
Teleport, Twingate, NetBird, Pomerium, OneLogin, JumpCloud, Dragonfly), and developer
platforms (Shortcut, GitBook, Zuplo, Tyk). Secrets appear as assignments, flags,
positional arguments, headers, query parameters, URL userinfo, SQL, XML, YAML, JSON,
TOML, INI, HOCON, Elixir/Swift/Dart literals, agent tool-call JSON, logs, test failures,
diffs, splits, <private> spellings and chat prose in English, Spanish, German, French,
Italian, Portuguese, Dutch, Polish, Swedish, Czech, Japanese, Chinese, Korean, Hindi and
Ukrainian.
Look-alikes hold the same tools and files with env references, secret-manager paths,
placeholders, publishable/public keys and client ids (reCAPTCHA site keys, PayPal client
ids, Medusa and Magic publishable keys, Uploadcare and Transloadit public keys, Soketi
app keys, Contentstack API keys, Veriff public keys, Hotjar/Heap/LogRocket/Privy/Web3Auth
ids), documented development defaults, ids (request, trace, run, job, commit, digest,
organisation, project, account, customer, invoice), hashes and checksums, regions,
hosts, masks, base64 of public data, random-looking public values (hashed asset names,
cache keys, build ids) and prose that talks about credentials without giving one.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(18_2026_12_06)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
UPPER_NUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
UPPER_HEX = "0123456789ABCDEF"
URLSAFE = ALNUM + "-_"
BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


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


def _b64url_json(obj: dict) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def jwt(claims: dict) -> str:
    """A signed-looking JWT: public header and claims, random signature."""
    return (
        _b64url_json({"alg": "HS256", "typ": "JWT"})
        + "."
        + _b64url_json(claims)
        + "."
        + b64url(32)
    )


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

# ============================================================ code: SDK setup, many languages
add(
    "code/airbrake-python-notifier",
    """import pybrake

notifier = pybrake.Notifier(
    project_id={1},
    project_key="{0}",
    environment="production",
)""",
    r(32, HEX),
    r(6, DIGITS),
)
la("""import os
import pybrake

notifier = pybrake.Notifier(
    project_id=int(os.environ["AIRBRAKE_PROJECT_ID"]),
    project_key=os.environ["AIRBRAKE_PROJECT_KEY"],
    environment=os.getenv("APP_ENV", "development"),
)""")
add(
    "code/appsignal-ruby-config",
    """# config/appsignal.yml is ignored on Heroku, so set it in code
Appsignal.configure do |config|
  config.activate_if_environment("production", "staging")
  config.name = "shop-api"
  config.push_api_key = "{0}"
end""",
    uuid4(),
)
la(
    """import Appsignal from "@appsignal/javascript"

// front-end key: safe to ship, it can only post errors for this app
export const appsignal = new Appsignal({ key: "{0}", revision: "{1}" })""",
    uuid4(),
    sha(),
)
add(
    "code/coralogix-node-logger",
    """const { CoralogixLogger, LoggerConfig } = require('coralogix-logger')

const config = new LoggerConfig({
  privateKey: '{0}',
  applicationName: 'checkout',
  subsystemName: 'api',
})
CoralogixLogger.configure(config)""",
    "cxtp_" + r(30, ALNUM),
)
add(
    "code/loggly-go-client",
    """package logging

import "github.com/segmentio/go-loggly"

func New() *loggly.Client {
	c := loggly.New("{0}", "payments", "go")
	c.Level = loggly.INFO
	return c
}""",
    uuid4(),
)
la("""package logging

import (
	"os"

	"github.com/segmentio/go-loggly"
)

func New() *loggly.Client {
	return loggly.New(os.Getenv("LOGGLY_TOKEN"), "payments", "go")
}""")
add(
    "code/mezmo-rust-ingest",
    """let client = reqwest::Client::new();
let res = client
    .post("https://logs.mezmo.com/logs/ingest?hostname=edge-7&now=1733480000")
    .basic_auth("{0}", Some(""))
    .json(&lines)
    .send()
    .await?;""",
    r(32, HEX),
)
add(
    "code/sumologic-python-handler",
    """import logging
from sumologic_handler import SumoHTTPHandler

handler = SumoHTTPHandler(
    url="https://endpoint4.collection.sumologic.com/receiver/v1/http/{0}",
    category="prod/shop/api",
)
logging.getLogger().addHandler(handler)""",
    r(96, URLSAFE) + "==",
)
la("""handler = SumoHTTPHandler(
    url=os.environ["SUMO_HTTP_SOURCE_URL"],  # https://endpoint4.collection.sumologic.com/receiver/v1/http/<token>
    category="prod/shop/api",
)""")
add(
    "code/lightstep-otel-go",
    """exp, err := otlptracegrpc.New(ctx,
	otlptracegrpc.WithEndpoint("ingest.lightstep.com:443"),
	otlptracegrpc.WithHeaders(map[string]string{
		"lightstep-access-token": "{0}",
	}),
)""",
    r(84, ALNUM + "/+") + "=",
)
la("""exp, err := otlptracegrpc.New(ctx,
	otlptracegrpc.WithEndpoint("ingest.lightstep.com:443"),
	otlptracegrpc.WithHeaders(map[string]string{
		"lightstep-access-token": os.Getenv("LS_ACCESS_TOKEN"),
	}),
)""")
add(
    "code/raygun-csharp-client",
    """builder.Services.AddRaygun(settings =>
{
    settings.ApiKey = "{0}";
    settings.ApplicationVersion = "4.12.0";
});""",
    r(22, ALNUM),
)
la("""builder.Services.AddRaygun(builder.Configuration, settings =>
{
    settings.ApiKey = builder.Configuration["RaygunSettings:ApiKey"];
    settings.ExcludeErrorsFromLocal = true;
});""")
add(
    "code/telnyx-python-client",
    """import telnyx

telnyx.api_key = "{0}"
telnyx.Message.create(
    from_="+15550101234",
    to=customer.phone,
    text=f"Your code is {otp}",
)""",
    "KEY" + r(32, UPPER_HEX) + "_" + r(22, ALNUM),
)
la(
    """import os
import telnyx

telnyx.api_key = os.environ["TELNYX_API_KEY"]
# public key for webhook signature verification (Ed25519, base64) — fine to commit
TELNYX_PUBLIC_KEY = "{0}\"""",
    b64(32),
)
add(
    "code/textmagic-php-client",
    """<?php
use TextMagic\\Api\\TextMagicApi;
use TextMagic\\Configuration;

$config = Configuration::getDefaultConfiguration()
    ->setUsername('acmeops')
    ->setPassword('{0}');
$api = new TextMagicApi(new GuzzleHttp\\Client(), $config);""",
    r(30, ALNUM),
)
add(
    "code/clicksend-node",
    """const api = require('clicksend')

const sms = new api.SMSApi('dev@acme-logistics.io', '{0}')
await sms.smsSendPost(new api.SmsMessageCollection())""",
    r(8, UPPER_HEX)
    + "-"
    + r(4, UPPER_HEX)
    + "-"
    + r(4, UPPER_HEX)
    + "-"
    + r(4, UPPER_HEX)
    + "-"
    + r(12, UPPER_HEX),
)
add(
    "code/mandrill-ruby",
    """require "mandrill"

mandrill = Mandrill::API.new "{0}"
result = mandrill.messages.send_template("welcome-v3", [], message)""",
    "md-" + r(22, URLSAFE),
)
la("""mandrill = Mandrill::API.new ENV.fetch("MANDRILL_APIKEY")
result = mandrill.messages.send_template("welcome-v3", [], message)""")
add(
    "code/braze-kotlin-rest",
    """private val client = OkHttpClient()

fun track(userId: String, event: String) {
    val req = Request.Builder()
        .url("https://rest.iad-03.braze.com/users/track")
        .header("Authorization", "Bearer {0}")
        .post(body(userId, event))
        .build()
    client.newCall(req).execute().use { check(it.isSuccessful) }
}""",
    uuid4(),
)
la(
    """// Braze Android SDK: the API key in braze.xml is an app identifier, not a REST key
<string translatable="false" name="com_braze_api_key">{0}</string>
<string translatable="false" name="com_braze_custom_endpoint">sdk.iad-03.braze.com</string>""",
    uuid4(),
)
add(
    "code/iterable-swift",
    """let config = IterableConfig()
config.inAppDelegate = self
// server-side key — TODO: this should not be in the app, ask backend for a JWT instead
IterableAPI.initialize(apiKey: "{0}", launchOptions: launchOptions, config: config)""",
    r(32, HEX),
)
add(
    "code/fullstory-server-python",
    """FULLSTORY_API_KEY = "{0}"

resp = requests.post(
    "https://api.fullstory.com/v2/users",
    headers={"Authorization": f"Basic {FULLSTORY_API_KEY}"},
    json={"uid": user.id, "properties": {"plan": user.plan}},
)""",
    "na1." + b64(60),
)
la(
    """FS.init({ orgId: 'o-{0}-na1' })  // org id from Settings > Data Capture, it is in every page's HTML anyway""",
    r(5, UPPER_NUM),
)
add(
    "code/pendo-dart-http",
    """final resp = await http.get(
  Uri.parse('https://app.pendo.io/api/v1/visitor/$visitorId'),
  headers: {
    'x-pendo-integration-key': '{0}',
    'content-type': 'application/json',
  },
);""",
    uuid4() + ".us",
)
la(
    """<script>
(function(apiKey){ /* pendo snippet */ })('{0}');
pendo.initialize({ visitor: { id: user.id }, account: { id: user.accountId } });
</script>""",
    uuid4(),
)
add(
    "code/docusign-java-jwt",
    """ApiClient apiClient = new ApiClient("https://demo.docusign.net/restapi");
apiClient.setOAuthBasePath("account-d.docusign.com");
// auth code grant for the admin consent screen
OAuthToken token = apiClient.generateAccessToken(
    "{1}",          // integration key
    "{0}",          // secret key
    code);""",
    uuid4(),
    uuid4(),
)
la("""ApiClient apiClient = new ApiClient(System.getenv("DOCUSIGN_BASE_PATH"));
byte[] privateKey = Files.readAllBytes(Path.of(System.getenv("DOCUSIGN_PRIVATE_KEY_PATH")));
OAuthToken token = apiClient.requestJWTUserToken(
    System.getenv("DOCUSIGN_INTEGRATION_KEY"), userId, scopes, privateKey, 3600);""")
add(
    "code/dropbox-sign-node",
    """import * as DropboxSign from '@dropbox/sign'

const signatureRequestApi = new DropboxSign.SignatureRequestApi()
signatureRequestApi.username = '{0}'""",
    r(64, HEX),
)
add(
    "code/pandadoc-python",
    """PANDADOC_HEADERS = {
    "Authorization": "API-Key {0}",
    "Content-Type": "application/json",
}
doc = requests.post("https://api.pandadoc.com/public/v1/documents", headers=PANDADOC_HEADERS, json=payload)""",
    r(40, HEX),
)
la("""PANDADOC_HEADERS = {
    "Authorization": f"API-Key {settings.PANDADOC_API_KEY}",
    "Content-Type": "application/json",
}""")
add(
    "code/paypal-dotnet-client",
    """var environment = new LiveEnvironment(
    "{1}",
    "{0}");
var client = new PayPalHttpClient(environment);""",
    "E" + r(79, URLSAFE),
    "A" + r(79, URLSAFE),
)
la(
    """<script src="https://www.paypal.com/sdk/js?client-id={0}&currency=EUR&intent=capture"></script>""",
    "A" + r(79, URLSAFE),
)
add(
    "code/klarna-elixir-req",
    """defmodule Shop.Klarna do
  @base "https://api.klarna.com"

  def client do
    Req.new(
      base_url: @base,
      auth: {:basic, "K{1}_{2}:{0}"}
    )
  end
end""",
    "klarna_live_api_" + r(48, URLSAFE),
    r(6, DIGITS),
    r(12, HEX),
)
add(
    "code/dwolla-ruby",
    """$dwolla = DwollaV2::Client.new(
  key: "{1}",
  secret: "{0}",
  environment: :production
)""",
    r(50, ALNUM),
    r(50, ALNUM),
)
la("""$dwolla = DwollaV2::Client.new(
  key: ENV["DWOLLA_APP_KEY"],
  secret: ENV["DWOLLA_APP_SECRET"],
  environment: Rails.env.production? ? :production : :sandbox
)""")
add(
    "code/marqeta-go",
    """cfg := marqeta.Config{
	BaseURL:          "https://acme.marqeta.com/v3",
	ApplicationToken: "{1}",
	AdminAccessToken: "{0}",
}""",
    uuid4(),
    uuid4(),
)
add(
    "code/modern-treasury-ts",
    """import ModernTreasury from 'modern-treasury'

const mt = new ModernTreasury({
  organizationId: '{1}',
  apiKey: '{0}',
})""",
    "live-" + r(48, ALNUM),
    uuid4(),
)
la(
    """const mt = new ModernTreasury({
  organizationId: process.env.MT_ORG_ID,   // e.g. {0}
  apiKey: process.env.MT_API_KEY,
})""",
    uuid4(),
)
add(
    "code/alpaca-python",
    """from alpaca.trading.client import TradingClient

trading = TradingClient("{1}", "{0}", paper=False)
account = trading.get_account()""",
    r(40, ALNUM),
    "AK" + r(18, UPPER_NUM),
)
la(
    """trading = TradingClient(os.environ["APCA_API_KEY_ID"], os.environ["APCA_API_SECRET_KEY"], paper=True)
print(account.id)  # {0}""",
    uuid4(),
)
add(
    "code/finnhub-js",
    """const finnhub = require('finnhub')
const api_key = finnhub.ApiClient.instance.authentications['api_key']
api_key.apiKey = '{0}'
const client = new finnhub.DefaultApi()""",
    r(20, LOWER_NUM),
)
add(
    "code/alphavantage-r",
    """library(httr)
res <- GET("https://www.alphavantage.co/query",
           query = list(`function` = "TIME_SERIES_DAILY", symbol = "MSFT", apikey = "{0}"))""",
    r(16, UPPER_NUM),
)
la("""library(httr)
res <- GET("https://www.alphavantage.co/query",
           query = list(`function` = "TIME_SERIES_DAILY", symbol = "IBM", apikey = "demo"))""")
add(
    "code/coingecko-rust",
    """let client = reqwest::Client::builder()
    .default_headers({
        let mut h = HeaderMap::new();
        h.insert("x-cg-pro-api-key", HeaderValue::from_static("{0}"));
        h
    })
    .build()?;""",
    "CG-" + r(24, ALNUM),
)
add(
    "code/coinmarketcap-php",
    """$ch = curl_init('https://pro-api.coinmarketcap.com/v1/cryptocurrency/listings/latest?limit=50');
curl_setopt($ch, CURLOPT_HTTPHEADER, [
    'Accepts: application/json',
    'X-CMC_PRO_API_KEY: {0}',
]);""",
    uuid4(),
)
la("""curl_setopt($ch, CURLOPT_HTTPHEADER, [
    'Accepts: application/json',
    'X-CMC_PRO_API_KEY: ' . getenv('CMC_PRO_API_KEY'),
]);""")
add(
    "code/tenderly-hardhat",
    """// hardhat.config.ts
tenderly: {
  project: 'settlement',
  username: 'acme-labs',
  accessKey: '{0}',
  privateVerification: true,
},""",
    r(32, ALNUM),
)
add(
    "code/pinata-ts-jwt",
    """import { PinataSDK } from 'pinata'

export const pinata = new PinataSDK({
  pinataJwt: '{0}',
  pinataGateway: 'amber-quiet-lynx-812.mypinata.cloud',
})""",
    jwt(
        {
            "userInformation": {"id": uuid4(), "email": "ops@acme.dev"},
            "authenticationType": "scopedKey",
            "scopedKeyKey": r(20, HEX),
            "iat": 1733400000,
        }
    ),
)
la(
    """export const pinata = new PinataSDK({
  pinataJwt: import.meta.env.PINATA_JWT,
  pinataGateway: 'amber-quiet-lynx-812.mypinata.cloud',
})
// uploaded: bafkrei{0}""",
    r(52, "abcdefghijklmnopqrstuvwxyz234567"),
)
add(
    "code/magic-admin-python",
    """from magic_admin import Magic

magic = Magic(api_secret_key="{0}")
issuer = magic.Token.get_issuer(did_token)""",
    "sk_live_" + r(16, UPPER_HEX),
)
la(
    """const magic = new Magic('{0}', { network: 'mainnet' })  // publishable key, used in the browser""",
    "pk_live_" + r(16, UPPER_HEX),
)
add(
    "code/onfido-kotlin",
    """val onfido = Onfido.builder()
    .apiToken("{0}")
    .regionEU()
    .build()""",
    "api_live." + r(11, URLSAFE) + "." + r(32, URLSAFE),
)
add(
    "code/veriff-node-hmac",
    """const VERIFF_PUBLIC_KEY = '{1}'
const VERIFF_SHARED_SECRET = '{0}'

function sign(payload) {
  return crypto.createHmac('sha256', VERIFF_SHARED_SECRET).update(payload).digest('hex')
}""",
    uuid4(),
    uuid4(),
)
la(
    """const veriff = Veriff({
  host: 'https://stationapi.veriff.com',
  apiKey: '{0}',   // the public API key; the shared secret stays on the server
  parent: 'veriff-root',
})""",
    uuid4(),
)
add(
    "code/sumsub-python",
    """SUMSUB_APP_TOKEN = "{1}"
SUMSUB_SECRET_KEY = "{0}"

def _sign(ts: int, method: str, path: str, body: bytes = b"") -> str:
    msg = f"{ts}{method}{path}".encode() + body
    return hmac.new(SUMSUB_SECRET_KEY.encode(), msg, hashlib.sha256).hexdigest()""",
    r(32, ALNUM),
    "prd:" + r(24, ALNUM) + "." + r(32, ALNUM),
)
add(
    "code/recaptcha-go-verify",
    """func verifyCaptcha(token, ip string) (bool, error) {
	form := url.Values{
		"secret":   {"{0}"},
		"response": {token},
		"remoteip": {ip},
	}
	resp, err := http.PostForm("https://www.google.com/recaptcha/api/siteverify", form)""",
    "6L" + r(38, URLSAFE),
)
la(
    """<div class="g-recaptcha" data-sitekey="{0}" data-callback="onSubmit"></div>
<script src="https://www.google.com/recaptcha/api.js" async defer></script>""",
    "6L" + r(38, URLSAFE),
)
la("""// Google's documented test keys: always pass, never use in production
const RECAPTCHA_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI'
const RECAPTCHA_TEST_SECRET = '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe'""")
add(
    "code/contentstack-management-ts",
    """const client = contentstack.client()
const stack = client.stack({
  api_key: '{1}',
  management_token: '{0}',
  branch_uid: 'main',
})""",
    "cs" + r(32, HEX),
    "blt" + r(16, HEX),
)
la(
    """const Stack = Contentstack.Stack({
  api_key: 'blt{0}',
  delivery_token: process.env.CONTENTSTACK_DELIVERY_TOKEN,
  environment: 'production',
  region: Contentstack.Region.EU,
})""",
    r(16, HEX),
)
add(
    "code/webflow-python",
    """from webflow.client import Webflow

client = Webflow(access_token="{0}")
sites = client.sites.list()""",
    r(64, HEX),
)
add(
    "code/medusa-admin-js",
    """import Medusa from '@medusajs/js-sdk'

export const sdk = new Medusa({
  baseUrl: 'https://api.shop.acme.dev',
  apiKey: '{0}',
})""",
    "sk_" + r(64, HEX),
)
la(
    """export const sdk = new Medusa({
  baseUrl: process.env.NEXT_PUBLIC_MEDUSA_BACKEND_URL,
  publishableKey: '{0}',
})""",
    "pk_" + r(64, HEX),
)
add(
    "code/todoist-swift",
    """var request = URLRequest(url: URL(string: "https://api.todoist.com/rest/v2/tasks")!)
request.setValue("Bearer {0}", forHTTPHeaderField: "Authorization")
let (data, _) = try await URLSession.shared.data(for: request)""",
    r(40, HEX),
)
add(
    "code/smartsheet-java",
    """Smartsheet smartsheet = SmartsheetFactory.createDefaultClient("{0}");
Sheet sheet = smartsheet.sheetResources().getSheet({1}L, null, null, null, null, null, null, null);""",
    r(37, ALNUM),
    r(16, DIGITS),
)
add(
    "code/attio-elixir",
    """config :shop, Shop.Attio,
  base_url: "https://api.attio.com/v2",
  api_key: "{0}\"""",
    r(64, HEX),
)
la("""config :shop, Shop.Attio,
  base_url: "https://api.attio.com/v2",
  api_key: System.fetch_env!("ATTIO_API_KEY")""")
add(
    "code/clearbit-ruby",
    """Clearbit.key = '{0}'
person = Clearbit::Enrichment::Person.find(email: 'alex@example.com', stream: true)""",
    "sk_" + r(32, HEX),
)
add(
    "code/zerobounce-csharp",
    """ZeroBounce.Instance.Initialize("{0}");
ZeroBounce.Instance.Validate(email, ipAddress, OnSuccess, OnFailure);""",
    r(32, HEX),
)
add(
    "code/ipinfo-go",
    """client := ipinfo.NewClient(nil, ipinfo.NewCache(cache.NewInMemory()), "{0}")
info, err := client.GetIPInfo(net.ParseIP(r.RemoteAddr))""",
    r(14, HEX),
)
la("""client := ipinfo.NewClient(nil, nil, os.Getenv("IPINFO_TOKEN"))
info, _ := client.GetIPInfo(net.ParseIP("8.8.8.8"))
fmt.Println(info.Org) // AS15169 Google LLC""")
add(
    "code/uploadcare-python",
    """from pyuploadcare import Uploadcare

uploadcare = Uploadcare(public_key="{1}", secret_key="{0}")""",
    r(20, HEX),
    r(20, HEX),
)
la(
    """<uc-config ctx-name="avatar" pubkey="{0}" multiple="false" img-only="true"></uc-config>""",
    r(20, HEX),
)
add(
    "code/transloadit-node",
    """const transloadit = new Transloadit({
  authKey: '{1}',
  authSecret: '{0}',
})""",
    r(40, HEX),
    r(32, HEX),
)
la(
    """uppy.use(Transloadit, {
  assemblyOptions: {
    params: { auth: { key: '{0}' }, template_id: '{1}' },
    signature: serverSignature,
  },
})""",
    r(32, HEX),
    r(32, HEX),
)
add(
    "code/wistia-ruby",
    """conn = Faraday.new("https://api.wistia.com/v1") do |f|
  f.request :authorization, "Bearer", "{0}"
end
medias = conn.get("medias.json", project_id: "{1}")""",
    r(64, HEX),
    r(10, LOWER_NUM),
)
la(
    """<script src="https://fast.wistia.com/embed/medias/{0}.jsonp" async></script>
<div class="wistia_embed wistia_async_{0}" style="height:360px;width:640px">&nbsp;</div>""",
    r(10, LOWER_NUM),
)
add(
    "code/whereby-ts",
    """const res = await fetch('https://api.whereby.dev/v1/meetings', {
  method: 'POST',
  headers: {
    Authorization: 'Bearer {0}',
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({ endDate, fields: ['hostRoomUrl'] }),
})""",
    jwt(
        {
            "iss": "https://accounts.srv.whereby.com",
            "sub": r(10, DIGITS),
            "iat": 1733410000,
            "jti": uuid4(),
        }
    ),
)
add(
    "code/hms-100ms-python",
    """HMS_ACCESS_KEY = "{1}"
HMS_SECRET = "{0}"

def management_token() -> str:
    return jwt.encode({"access_key": HMS_ACCESS_KEY, "type": "management", "version": 2}, HMS_SECRET, algorithm="HS256")""",
    r(44, URLSAFE) + "=",
    r(24, HEX),
)
add(
    "code/centrifugo-php",
    """$client = new \\phpcent\\Client('http://centrifugo:8000/api');
$client->setApiKey('{0}');
$client->publish('chat:index', ['text' => 'hello']);""",
    uuid4(),
)
add(
    "code/momento-ts",
    """const cacheClient = await CacheClient.create({
  credentialProvider: CredentialProvider.fromString({
    apiKey: '{0}',
  }),
  defaultTtlSeconds: 60,
})""",
    base64.b64encode(
        json.dumps(
            {
                "endpoint": "cell-4-us-west-2-1.prod.a.momentohq.com",
                "api_key": jwt({"sub": "ops@acme.dev", "ver": 1, "p": ""}),
            }
        ).encode()
    ).decode(),
)
la("""const cacheClient = await CacheClient.create({
  credentialProvider: CredentialProvider.fromEnvironmentVariable('MOMENTO_API_KEY'),
  defaultTtlSeconds: 60,
})""")
add(
    "code/turbopuffer-python",
    """import turbopuffer as tpuf

tpuf.api_key = "{0}"
tpuf.api_base_url = "https://gcp-us-central1.turbopuffer.com"
ns = tpuf.Namespace("docs-embeddings")""",
    "tpuf_" + r(32, ALNUM),
)
add(
    "code/mem0-python",
    """from mem0 import MemoryClient

client = MemoryClient(api_key="{0}", org_id="org_{1}", project_id="proj_{2}")""",
    "m0-" + r(40, ALNUM),
    r(20, ALNUM),
    r(20, ALNUM),
)
la("""from mem0 import MemoryClient

client = MemoryClient()  # reads MEM0_API_KEY
client.add(messages, user_id="alex", metadata={"source": "onboarding"})""")
add(
    "code/neptune-python-init",
    """run = neptune.init_run(
    project="acme-ml/ranker",
    api_token="{0}",
    tags=["baseline", "lgbm"],
)""",
    base64.b64encode(
        json.dumps(
            {
                "api_address": "https://app.neptune.ai",
                "api_url": "https://app.neptune.ai",
                "api_key": uuid4(),
            }
        ).encode()
    ).decode(),
)
la(
    """run = neptune.init_run(
    project="acme-ml/ranker",
    api_token=neptune.ANONYMOUS_API_TOKEN,
)
# https://app.neptune.ai/acme-ml/ranker/e/RNK-{0}""",
    r(3, DIGITS),
)
add(
    "code/comet-python",
    """from comet_ml import Experiment

experiment = Experiment(
    api_key="{0}",
    project_name="ranker",
    workspace="acme-ml",
)""",
    r(25, ALNUM),
)
add(
    "code/braintrust-ts",
    """import { initLogger } from 'braintrust'

const logger = initLogger({
  projectName: 'support-bot',
  apiKey: '{0}',
})""",
    "sk-" + r(48, ALNUM),
)
add(
    "code/promptlayer-python",
    """from promptlayer import PromptLayer

promptlayer_client = PromptLayer(api_key="{0}")
OpenAI = promptlayer_client.openai.OpenAI""",
    "pl_" + r(32, HEX),
)
add(
    "code/openpipe-ts",
    """import OpenAI from 'openpipe/openai'

const client = new OpenAI({
  openpipe: { apiKey: '{0}' },
})""",
    "opk_" + r(40, HEX),
)
add(
    "code/llamacloud-python",
    """from llama_cloud_services import LlamaParse

parser = LlamaParse(api_key="{0}", result_type="markdown")
docs = parser.load_data("./contracts/msa-2026.pdf")""",
    "llx-" + r(48, ALNUM),
)
la(
    """parser = LlamaParse(result_type="markdown")  # uses LLAMA_CLOUD_API_KEY from the environment
docs = parser.load_data("./contracts/msa-2026.pdf")
print(docs[0].id_)  # {0}""",
    uuid4(),
)
add(
    "code/browserbase-ts",
    """const bb = new Browserbase({ apiKey: '{0}' })
const session = await bb.sessions.create({ projectId: '{1}' })""",
    "bb_live_" + r(27, URLSAFE),
    uuid4(),
)
la("""const bb = new Browserbase({ apiKey: process.env.BROWSERBASE_API_KEY! })
const session = await bb.sessions.create({ projectId: process.env.BROWSERBASE_PROJECT_ID! })
console.log(`replay: https://www.browserbase.com/sessions/${session.id}`)""")
add(
    "code/jina-embeddings-python",
    """headers = {
    "Content-Type": "application/json",
    "Authorization": "Bearer {0}",
}
data = {"model": "jina-embeddings-v3", "task": "retrieval.passage", "input": chunks}
requests.post("https://api.jina.ai/v1/embeddings", headers=headers, json=data)""",
    "jina_" + r(32, HEX) + r(28, ALNUM),
)
add(
    "code/nomic-python-login",
    """import nomic

nomic.login("{0}")
atlas = nomic.AtlasDataset("acme/support-tickets")""",
    "nk-" + r(43, URLSAFE),
)
add(
    "code/baseten-python",
    """resp = requests.post(
    "https://model-{1}.api.baseten.co/environments/production/predict",
    headers={"Authorization": "Api-Key {0}"},
    json={"prompt": prompt, "max_tokens": 512},
)""",
    r(8, ALNUM) + "." + r(32, ALNUM),
    r(8, LOWER_NUM),
)
la(
    """resp = requests.post(
    "https://model-{0}.api.baseten.co/environments/production/predict",
    headers={"Authorization": f"Api-Key {os.environ['BASETEN_API_KEY']}"},
    json={"prompt": prompt},
)""",
    r(8, LOWER_NUM),
)
add(
    "code/stability-python",
    """STABILITY_KEY = "{0}"
response = requests.post(
    "https://api.stability.ai/v2beta/stable-image/generate/core",
    headers={"authorization": f"Bearer {STABILITY_KEY}", "accept": "image/*"},
    files={"none": ""},
    data={"prompt": prompt, "output_format": "webp"},
)""",
    "sk-" + r(48, ALNUM),
)
add(
    "code/cartesia-ts",
    """import { CartesiaClient } from '@cartesia/cartesia-js'

const cartesia = new CartesiaClient({ apiKey: '{0}' })""",
    "sk_car_" + r(24, ALNUM),
)
add(
    "code/gladia-python",
    """headers = {"x-gladia-key": "{0}", "accept": "application/json"}
upload = requests.post("https://api.gladia.io/v2/upload", headers=headers, files={"audio": f})""",
    uuid4(),
)
add(
    "code/xai-openai-compatible",
    """from openai import OpenAI

client = OpenAI(
    api_key="{0}",
    base_url="https://api.x.ai/v1",
)""",
    "xai-" + r(80, ALNUM),
)
la("""client = OpenAI(
    api_key=os.getenv("XAI_API_KEY"),
    base_url="https://api.x.ai/v1",
)
completion = client.chat.completions.create(model="grok-3-mini", messages=messages)""")
add(
    "code/r2-boto3",
    """s3 = boto3.client(
    "s3",
    endpoint_url="https://{2}.r2.cloudflarestorage.com",
    aws_access_key_id="{1}",
    aws_secret_access_key="{0}",
    region_name="auto",
)""",
    r(64, HEX),
    r(32, HEX),
    r(32, HEX),
)
la(
    """s3 = boto3.client(
    "s3",
    endpoint_url=f"https://{ACCOUNT_ID}.r2.cloudflarestorage.com",
    region_name="auto",
)  # keys come from the standard AWS_* env vars
# ACCOUNT_ID = "{0}" (it is in every public bucket URL, not a credential)""",
    r(32, HEX),
)
add(
    "code/tigris-go-sdk",
    """cfg, _ := config.LoadDefaultConfig(ctx,
	config.WithRegion("auto"),
	config.WithCredentialsProvider(credentials.NewStaticCredentialsProvider(
		"{1}", "{0}", "")),
)
svc := s3.NewFromConfig(cfg, func(o *s3.Options) {
	o.BaseEndpoint = aws.String("https://fly.storage.tigris.dev")
})""",
    "tsec_" + r(40, URLSAFE),
    "tid_" + r(30, ALNUM),
)
add(
    "code/exoscale-python",
    """from exoscale.api.v2 import Client

c = Client("{1}", "{0}", zone="ch-gva-2")
print(c.list_instances())""",
    r(43, URLSAFE),
    "EXO" + r(24, HEX),
)
la(
    """c = Client(os.environ["EXOSCALE_API_KEY"], os.environ["EXOSCALE_API_SECRET"], zone="de-fra-1")
# key name: ci-readonly, role: {0}""",
    uuid4(),
)
add(
    "code/equinix-metal-go",
    """client := metal.NewAPIClient(&metal.Configuration{
	DefaultHeader: map[string]string{"X-Auth-Token": "{0}"},
	Servers:       metal.ServerConfigurations{{URL: "https://api.equinix.com/metal/v1"}},
})""",
    r(32, ALNUM),
)
add(
    "code/jumpcloud-python",
    """JC_HEADERS = {
    "x-api-key": "{0}",
    "x-org-id": "{1}",
    "Accept": "application/json",
}
users = requests.get("https://console.jumpcloud.com/api/systemusers", headers=JC_HEADERS).json()""",
    r(40, HEX),
    r(24, HEX),
)
add(
    "code/onelogin-node",
    """const token = await axios.post('https://acme.onelogin.com/auth/oauth2/v2/token',
  { grant_type: 'client_credentials' },
  { auth: { username: '{1}', password: '{0}' } })""",
    r(64, HEX),
    r(64, HEX),
)
add(
    "code/shortcut-ts",
    """const shortcut = new ShortcutClient('{0}')
const { data: stories } = await shortcut.searchStories({ query: 'owner:alex state:"In Progress"' })""",
    uuid4(),
)
add(
    "code/gitbook-python",
    """GITBOOK = httpx.Client(
    base_url="https://api.gitbook.com/v1",
    headers={"Authorization": "Bearer {0}"},
)""",
    "gb_api_" + r(40, ALNUM),
)
add(
    "code/zuplo-ts-test",
    """// tests/smoke.test.ts
const KEY = '{0}'

test('GET /v1/todos', async () => {
  const res = await fetch('https://acme-main-b3e91f2.zuplo.app/v1/todos', {
    headers: { Authorization: `Bearer ${KEY}` },
  })
  expect(res.status).toBe(200)
})""",
    "zpka_" + r(32, HEX) + "_" + r(8, HEX),
)
add(
    "code/shipengine-java",
    """ShipEngine client = new ShipEngine(Map.of(
    "apiKey", "{0}",
    "pageSize", 75,
    "retries", 3,
    "timeout", 60_000));""",
    r(43, URLSAFE),
)
la(
    """ShipEngine client = new ShipEngine(Map.of(
    "apiKey", System.getenv("SHIPENGINE_API_KEY"),
    "retries", 3));
// label: se-{0}, tracking 1Z{1}""",
    r(9, DIGITS),
    r(16, UPPER_NUM),
)
add(
    "code/avalara-csharp",
    """var client = new AvaTaxClient("shop", "4.12", Environment.MachineName, AvaTaxEnvironment.Production)
    .WithSecurity("{1}", "{0}");""",
    r(16, UPPER_HEX),
    r(10, DIGITS),
)
add(
    "code/taxjar-php",
    """$client = TaxJar\\Client::withApiKey('{0}');
$tax = $client->taxForOrder(['from_country' => 'US', 'to_zip' => '94111', 'amount' => 16.50]);""",
    r(32, HEX),
)
la("""$client = TaxJar\\Client::withApiKey($_ENV['TAXJAR_API_KEY']);
$client->setApiConfig('api_url', TaxJar\\Client::SANDBOX_API_URL);""")
add(
    "code/storj-uplink-go",
    """access, err := uplink.ParseAccess("{0}")
if err != nil {
	return fmt.Errorf("parse access grant: %w", err)
}
project, err := uplink.OpenProject(ctx, access)""",
    "1" + r(260, BASE58),
)
add(
    "code/twelvedata-dart",
    """final uri = Uri.https('api.twelvedata.com', '/time_series', {
  'symbol': 'AAPL',
  'interval': '1day',
  'apikey': '{0}',
});""",
    r(32, HEX),
)
add(
    "code/lambda-cloud-ts",
    """const res = await fetch('https://cloud.lambdalabs.com/api/v1/instance-operations/launch', {
  method: 'POST',
  headers: { Authorization: 'Bearer {0}' },
  body: JSON.stringify({ region_name: 'us-west-1', instance_type_name: 'gpu_1x_h100_pcie' }),
})""",
    "secret_ci-runner_" + r(32, HEX) + "." + r(32, ALNUM),
)

# ============================================================ config: framework, service and .env files
add(
    "config/dotenv-observability",
    """# .env.production — pulled from the old droplet, to be moved into Doppler
NODE_ENV=production
PORT=8080
AIRBRAKE_PROJECT_ID={1}
AIRBRAKE_PROJECT_KEY={0}
LOG_LEVEL=info""",
    r(32, HEX),
    r(6, DIGITS),
)
la("""# .env.example — copy to .env and fill in
NODE_ENV=development
PORT=8080
AIRBRAKE_PROJECT_ID=
AIRBRAKE_PROJECT_KEY=
PAPERTRAIL_API_TOKEN=<your token>
LOG_LEVEL=debug""")
add(
    "config/dotenv-papertrail-quoted",
    """PAPERTRAIL_HOST=logs5.papertrailapp.com
PAPERTRAIL_PORT={1}
PAPERTRAIL_API_TOKEN="{0}\"""",
    r(20, ALNUM),
    r(5, DIGITS),
)
add(
    "config/dotenv-export-prefix",
    """export ALPACA_API_KEY_ID=AK{1}
export ALPACA_API_SECRET_KEY={0}
export ALPACA_PAPER=false""",
    r(40, ALNUM),
    r(18, UPPER_NUM),
)
la("""export ALPACA_API_KEY_ID="$(op read 'op://Trading/Alpaca live/key id')"
export ALPACA_API_SECRET_KEY="$(op read 'op://Trading/Alpaca live/secret')"
export ALPACA_PAPER=true""")
add(
    "config/dotenv-local-nextjs",
    """# .env.local
NEXT_PUBLIC_RECAPTCHA_SITE_KEY={1}
RECAPTCHA_SECRET_KEY={0}
NEXT_PUBLIC_MEDUSA_PUBLISHABLE_KEY=pk_{2}""",
    "6L" + r(38, URLSAFE),
    "6L" + r(38, URLSAFE),
    r(64, HEX),
)
la(
    """# .env.local
NEXT_PUBLIC_RECAPTCHA_SITE_KEY={0}
RECAPTCHA_SECRET_KEY=${RECAPTCHA_SECRET_KEY:?set in vercel}
NEXT_PUBLIC_HOTJAR_ID={1}
NEXT_PUBLIC_HEAP_APP_ID={2}""",
    "6L" + r(38, URLSAFE),
    r(7, DIGITS),
    r(10, DIGITS),
)
add(
    "config/dotenv-llm-stack",
    """OPENAI_BASE_URL=https://api.x.ai/v1
XAI_API_KEY={0}
JINA_API_KEY={1}
PROMPTLAYER_API_KEY=pl_{2}""",
    "xai-" + r(80, ALNUM),
    "jina_" + r(32, HEX) + r(28, ALNUM),
    r(32, HEX),
)
add(
    "config/django-settings-anymail-mandrill",
    """ANYMAIL = {
    "MANDRILL_API_KEY": "{0}",
    "MANDRILL_WEBHOOK_KEY": "{1}",
    "WEBHOOK_SECRET": "hooks:{2}",
}
EMAIL_BACKEND = "anymail.backends.mandrill.EmailBackend\"""",
    "md-" + r(22, URLSAFE),
    r(22, URLSAFE),
    pw(),
)
la("""ANYMAIL = {
    "MANDRILL_API_KEY": env("MANDRILL_API_KEY"),
    "MANDRILL_WEBHOOK_KEY": env("MANDRILL_WEBHOOK_KEY", default=""),
}
EMAIL_BACKEND = "anymail.backends.mandrill.EmailBackend\"""")
add(
    "config/rails-credentials-decrypted",
    """# rails credentials:show (production)
secret_key_base: {1}
paypal:
  client_id: A{2}
  client_secret: {0}
klarna:
  username: K{3}_{4}""",
    "E" + r(79, URLSAFE),
    r(128, HEX),
    r(79, URLSAFE),
    r(6, DIGITS),
    r(12, HEX),
)
la("""# config/credentials/production.yml.enc is encrypted; edit with:
#   bin/rails credentials:edit --environment production
# config/credentials/production.key is in 1Password (Engineering > Rails master keys)""")
add(
    "config/laravel-services-paypal-env-default",
    """'paypal' => [
    'mode' => 'live',
    'client_id' => env('PAYPAL_CLIENT_ID', 'A{1}'),
    'client_secret' => env('PAYPAL_CLIENT_SECRET', '{0}'),
],""",
    "E" + r(79, URLSAFE),
    r(79, URLSAFE),
)
la("""'paypal' => [
    'mode' => env('PAYPAL_MODE', 'sandbox'),
    'client_id' => env('PAYPAL_CLIENT_ID'),
    'client_secret' => env('PAYPAL_CLIENT_SECRET'),
],""")
add(
    "config/spring-application-yml-dwolla",
    """dwolla:
  environment: production
  key: {1}
  secret: {0}
  webhook-secret: {2}""",
    r(50, ALNUM),
    r(50, ALNUM),
    r(32, ALNUM),
)
la("""dwolla:
  environment: ${DWOLLA_ENV:sandbox}
  key: ${DWOLLA_KEY}
  secret: ${DWOLLA_SECRET}
  webhook-secret: ${DWOLLA_WEBHOOK_SECRET:}""")
add(
    "config/appsettings-json-avalara",
    """{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "AvaTax": {
    "AccountId": "{1}",
    "LicenseKey": "{0}",
    "Environment": "Production",
    "CompanyCode": "ACMEUS"
  }
}""",
    r(16, UPPER_HEX),
    r(10, DIGITS),
)
la(
    """{
  "AvaTax": {
    "AccountId": "{0}",
    "LicenseKey": "",
    "Environment": "Sandbox",
    "CompanyCode": "DEFAULT"
  }
}""",
    r(10, DIGITS),
)
add(
    "config/quarkus-properties-onelogin",
    """quarkus.oidc.auth-server-url=https://acme.onelogin.com/oidc/2
quarkus.oidc.client-id={1}
quarkus.oidc.credentials.secret={0}
quarkus.oidc.application-type=web-app""",
    r(64, HEX),
    r(64, HEX),
)
la("""quarkus.oidc.auth-server-url=https://acme.onelogin.com/oidc/2
quarkus.oidc.client-id=${ONELOGIN_CLIENT_ID}
quarkus.oidc.credentials.secret=${ONELOGIN_CLIENT_SECRET}
%dev.quarkus.oidc.auth-server-url=http://localhost:8180/realms/quarkus""")
add(
    "config/ktor-hocon-smartsheet",
    """ktor {
  deployment { port = 8080 }
}
smartsheet {
  baseUrl = "https://api.smartsheet.eu/2.0"
  token = "{0}"
}""",
    r(37, ALNUM),
)
la("""smartsheet {
  baseUrl = "https://api.smartsheet.eu/2.0"
  token = ${?SMARTSHEET_ACCESS_TOKEN}
}""")
add(
    "config/phoenix-runtime-exs-centrifugo",
    """config :chat, Chat.Centrifugo,
  url: "http://centrifugo:8000/api",
  api_key: "{0}",
  token_hmac_secret: "{1}\"""",
    uuid4(),
    uuid4(),
)
add(
    "config/centrifugo-config-json",
    """{
  "token_hmac_secret_key": "{0}",
  "admin": true,
  "admin_password": "{1}",
  "admin_secret": "{2}",
  "api_key": "{3}",
  "allowed_origins": ["https://chat.acme.dev"]
}""",
    uuid4(),
    pw(),
    uuid4(),
    uuid4(),
)
la("""{
  "token_hmac_secret_key": "",
  "admin": false,
  "allowed_origins": ["http://localhost:3000"],
  "namespaces": [{ "name": "chat", "presence": true, "history_size": 50, "history_ttl": "300s" }]
}""")
add(
    "config/soketi-env",
    """SOKETI_DEFAULT_APP_ID=app-{2}
SOKETI_DEFAULT_APP_KEY={1}
SOKETI_DEFAULT_APP_SECRET={0}
SOKETI_METRICS_ENABLED=1""",
    r(32, ALNUM),
    r(20, LOWER_NUM),
    r(6, DIGITS),
)
la(
    """// resources/js/echo.js
window.Echo = new Echo({
  broadcaster: 'pusher',
  key: '{0}',          // Soketi app key, sent to every browser
  wsHost: 'ws.acme.dev',
  wsPort: 443,
  forceTLS: true,
  cluster: 'mt1',
})""",
    r(20, LOWER_NUM),
)
la("""# soketi documented defaults for local development
SOKETI_DEFAULT_APP_ID=app-id
SOKETI_DEFAULT_APP_KEY=app-key
SOKETI_DEFAULT_APP_SECRET=app-secret""")
add(
    "config/pomerium-config-yaml",
    """authenticate_service_url: https://authenticate.acme.dev
shared_secret: {0}
cookie_secret: {1}
idp_provider: oidc
idp_provider_url: https://acme.onelogin.com/oidc/2
idp_client_id: {2}
idp_client_secret: {3}""",
    b64(32),
    b64(32),
    r(64, HEX),
    r(64, HEX),
)
la("""authenticate_service_url: https://authenticate.acme.dev
shared_secret_file: /run/secrets/pomerium_shared_secret
cookie_secret_file: /run/secrets/pomerium_cookie_secret
idp_provider: oidc
idp_client_secret_file: /run/secrets/idp_client_secret""")
add(
    "config/tyk-conf-json",
    """{
  "listen_port": 8080,
  "secret": "{0}",
  "node_secret": "{1}",
  "template_path": "/opt/tyk-gateway/templates",
  "use_db_app_configs": true,
  "db_app_conf_options": { "connection_string": "http://tyk-dashboard:3000" }
}""",
    r(32, HEX),
    r(32, HEX),
)
la("""{
  "listen_port": 8080,
  "secret": "352d20ee67be67f6340b4c0605b044b7",
  "template_path": "/opt/tyk-gateway/templates"
}
// the value above is the one from Tyk's docker quickstart; ours comes from TYK_GW_SECRET""")
add(
    "config/teleport-yaml-join",
    """version: v3
teleport:
  nodename: db-bastion-2
  proxy_server: teleport.acme.dev:443
  join_params:
    method: token
    token_name: {0}
ssh_service:
  enabled: true""",
    r(32, HEX),
)
la(
    """teleport:
  join_params:
    method: iam
    token_name: ec2-iam-join
  proxy_server: teleport.acme.dev:443
  ca_pin: sha256:{0}""",
    r(64, HEX),
)
add(
    "config/netbird-compose-setup-key",
    """  netbird:
    image: netbirdio/netbird:0.31.1
    cap_add: [NET_ADMIN, SYS_ADMIN]
    environment:
      - NB_SETUP_KEY={0}
      - NB_MANAGEMENT_URL=https://netbird.acme.dev""",
    r(8, UPPER_HEX)
    + "-"
    + r(4, UPPER_HEX)
    + "-4"
    + r(3, UPPER_HEX)
    + "-"
    + r(4, UPPER_HEX)
    + "-"
    + r(12, UPPER_HEX),
)
add(
    "config/clearml-conf",
    """api {
    web_server: https://app.clear.ml
    api_server: https://api.clear.ml
    files_server: https://files.clear.ml
    credentials {
        "access_key" = "{1}"
        "secret_key" = "{0}"
    }
}""",
    r(50, ALNUM),
    r(30, UPPER_NUM),
)
la("""api {
    api_server: http://localhost:8008
    web_server: http://localhost:8080
    files_server: http://localhost:8081
    # credentials come from CLEARML_API_ACCESS_KEY / CLEARML_API_SECRET_KEY
}""")
add(
    "config/upcloud-terraform-tfvars",
    """# terraform.tfvars (local only, do not commit)
upcloud_username = "acme-api"
upcloud_password = "{0}"
zone             = "de-fra1\"""",
    pw(),
)
la("""variable "upcloud_password" {
  type      = string
  sensitive = true
}

provider "upcloud" {
  username = var.upcloud_username
  password = var.upcloud_password
}""")
add(
    "config/rclone-storj-conf",
    """[storj]
type = storj
access_grant = {0}

[storj-s3]
type = s3
provider = Storj
access_key_id = {1}
secret_access_key = {2}
endpoint = gateway.storjshare.io""",
    "1" + r(240, BASE58),
    r(28, LOWER),
    r(53, LOWER_NUM),
)
add(
    "config/mezmo-agent-yaml",
    """http:
  endpoint: /logs/agent
  host: logs.mezmo.com
  port: 443
  use_ssl: true
  ingestion_key: {0}
log:
  dirs:
    - /var/log/""",
    r(32, HEX),
)
la("""http:
  endpoint: /logs/agent
  host: logs.mezmo.com
  ingestion_key: ${MZ_INGESTION_KEY}
log:
  dirs: [/var/log/]""")
add(
    "config/instana-agent-helm-values",
    """agent:
  key: {0}
  downloadKey: {1}
  endpointHost: ingress-red-saas.instana.io
  endpointPort: "443"
cluster:
  name: shop-prod""",
    r(22, URLSAFE),
    r(22, URLSAFE),
)
la("""agent:
  keysSecret: instana-agent-key   # existing Secret with key and downloadKey
  endpointHost: ingress-red-saas.instana.io
  endpointPort: "443"
zone:
  name: eu-west-1""")
add(
    "config/coveralls-yml",
    """# .coveralls.yml
service_name: github-actions
repo_token: {0}
parallel: true""",
    r(32, ALNUM),
)
la("""# .coveralls.yml — token is only needed outside GitHub Actions; CI uses GITHUB_TOKEN
service_name: github-actions
parallel: true""")
add(
    "config/deepsource-toml-dsn",
    """# .deepsource.toml is fine to commit; this is .env.ci
DEEPSOURCE_DSN=https://{0}@app.deepsource.com""",
    r(32, HEX),
)
la("""version = 1

[[analyzers]]
name = "python"

  [analyzers.meta]
  runtime_version = "3.x.x"

[[transformers]]
name = "ruff\"""")
add(
    "config/gitguardian-ggshield-yaml",
    """# ~/.config/ggshield/auth_config.yaml
instances:
- url: https://dashboard.gitguardian.com
  accounts:
  - workspace_id: {1}
    access_token: {0}
    name: ggshield-token-alex
    expire_at: 2027-06-01T00:00:00Z""",
    r(64, ALNUM),
    r(6, DIGITS),
)
la(
    """# .gitguardian.yaml
version: 2
secret:
  ignored_paths:
    - "tests/fixtures/**"
  ignored_matches:
    - name: documented example key
      match: {0}""",
    r(64, HEX),
)
add(
    "config/uptimerobot-terraform",
    """provider "uptimerobot" {
  api_key = "{0}"
}

resource "uptimerobot_monitor" "api" {
  friendly_name = "api health"
  type          = "http"
  url           = "https://api.acme.dev/healthz"
  interval      = 60
}""",
    "u" + r(7, DIGITS) + "-" + r(24, HEX),
)
la(
    """provider "uptimerobot" {
  # api_key is read from UPTIMEROBOT_API_KEY
}

output "status_page" {
  value = "https://stats.uptimerobot.com/{0}"
}""",
    r(10, ALNUM),
)
add(
    "config/zenduty-alertmanager",
    """receivers:
  - name: zenduty
    webhook_configs:
      - url: https://www.zenduty.com/api/integration/prometheus/{0}/
        send_resolved: true""",
    uuid4(),
)
add(
    "config/squadcast-ini",
    """[squadcast]
api_url = https://api.squadcast.com/v3
refresh_token = {0}
service = checkout-api""",
    r(32, HEX),
)
add(
    "config/pingdom-toml",
    """[monitoring.pingdom]
api_token = "{0}"
check_ids = [{1}, {2}]
team = "sre\"""",
    r(64, URLSAFE),
    r(7, DIGITS),
    r(7, DIGITS),
)
la(
    """[monitoring.pingdom]
api_token = ""   # set PINGDOM_API_TOKEN in the environment
check_ids = [{0}, {1}]""",
    r(7, DIGITS),
    r(7, DIGITS),
)
add(
    "config/maxmind-geoipupdate-conf",
    """# /etc/GeoIP.conf
AccountID {1}
LicenseKey {0}
EditionIDs GeoLite2-ASN GeoLite2-City GeoLite2-Country""",
    r(6, ALNUM) + "_" + r(29, ALNUM) + "_mmk",
    r(7, DIGITS),
)
la("""# /etc/GeoIP.conf
AccountID 0
LicenseKey 000000000000
EditionIDs GeoLite2-Country""")
add(
    "config/wrangler-toml-vars-ipdata",
    """name = "edge-geo"
main = "src/index.ts"
compatibility_date = "2026-11-01"

[vars]
IPDATA_API_KEY = "{0}"
DEFAULT_COUNTRY = "DE\"""",
    r(56, HEX),
)
la(
    """name = "edge-geo"
compatibility_date = "2026-11-01"
kv_namespaces = [{ binding = "CACHE", id = "{0}" }]
# IPDATA_API_KEY is set with `wrangler secret put`""",
    r(32, HEX),
)
add(
    "config/matomo-config-ini-php",
    """[database]
host = "127.0.0.1"
username = "matomo"
password = "{0}"
dbname = "matomo"
tables_prefix = "matomo_\"""",
    pw(),
)
la(
    """<!-- Matomo -->
<script>
  var _paq = window._paq = window._paq || [];
  _paq.push(['setSiteId', '{0}']);
  _paq.push(['setTrackerUrl', 'https://stats.acme.dev/matomo.php']);
</script>""",
    r(1, "123456789"),
)
add(
    "config/dragonfly-flags-file",
    """# /etc/dragonfly/dragonfly.conf
--port=6379
--requirepass={0}
--maxmemory=12gb
--cache_mode=true""",
    pw(),
)
la("""--port=6379
--maxmemory=12gb
--cache_mode=true
# requirepass is passed with --flagfile=/run/secrets/dragonfly.flags""")
add(
    "config/tinybird-tinyb-json",
    """{
  "host": "https://api.europe-west2.gcp.tinybird.co",
  "id": "{1}",
  "name": "acme_analytics",
  "token": "{0}",
  "user_email": "alex@acme.dev"
}""",
    "p.eyJ1IjogI" + r(120, URLSAFE) + "." + r(43, URLSAFE),
    uuid4(),
)
add(
    "config/crunchy-bridge-pgpass",
    """# ~/.pgpass
p.{1}.db.postgresbridge.com:5432:postgres:application:{0}""",
    r(32, ALNUM),
    r(26, LOWER_NUM),
)
la("""# ~/.pgpass  (hostname:port:database:username:password)
localhost:5432:*:postgres:postgres""")
add(
    "config/xml-web-config-taxjar",
    """<configuration>
  <appSettings>
    <add key="TaxJar:ApiUrl" value="https://api.taxjar.com" />
    <add key="TaxJar:ApiToken" value="{0}" />
  </appSettings>
</configuration>""",
    r(32, HEX),
)
la(
    """<configuration>
  <appSettings>
    <add key="TaxJar:ApiUrl" value="https://api.sandbox.taxjar.com" />
    <add key="TaxJar:ApiToken" value="" />
    <add key="BuildId" value="{0}" />
  </appSettings>
</configuration>""",
    r(12, DIGITS),
)
add(
    "config/android-gradle-properties",
    """org.gradle.jvmargs=-Xmx4g
android.useAndroidX=true
ONFIDO_API_TOKEN={0}
VERIFF_BASE_URL=https://stationapi.veriff.com""",
    "api_live." + r(11, URLSAFE) + "." + r(32, URLSAFE),
)
add(
    "config/snipcart-netlify-env",
    """[context.production.environment]
  SNIPCART_PUBLIC_KEY = "{1}"
  SNIPCART_SECRET_KEY = "ST_{0}\"""",
    b64(36),
    b64(48),
)
la(
    """<div hidden id="snipcart" data-api-key="{0}" data-config-modal-style="side"></div>""",
    b64(48),
)
add(
    "config/openpipe-litellm-yaml",
    """model_list:
  - model_name: support-ft
    litellm_params:
      model: openpipe/support-ft-v4
      api_key: {0}
  - model_name: grok
    litellm_params:
      model: xai/grok-3-mini
      api_key: os.environ/XAI_API_KEY""",
    "opk_" + r(40, HEX),
)
la("""model_list:
  - model_name: grok
    litellm_params:
      model: xai/grok-3-mini
      api_key: os.environ/XAI_API_KEY
general_settings:
  master_key: os.environ/LITELLM_MASTER_KEY""")

# ============================================================ cli: everyday shell sessions
add(
    "cli/curl-telnyx-bearer",
    """$ curl -s https://api.telnyx.com/v2/phone_numbers?page[size]=5 \\
    -H "Authorization: Bearer {0}" | jq '.data[].phone_number'""",
    "KEY" + r(32, UPPER_HEX) + "_" + r(22, ALNUM),
)
la("""$ curl -s https://api.telnyx.com/v2/phone_numbers?page[size]=5 \\
    -H "Authorization: Bearer $TELNYX_API_KEY" | jq '.data[].phone_number'
"+15550104411"
"+15550109382\"""")
add(
    "cli/curl-papertrail-header",
    """curl -s -H "X-Papertrail-Token: {0}" \\
  "https://papertrailapp.com/api/v1/events/search.json?q=checkout+500&min_time=1733450000\"""",
    r(20, ALNUM),
)
add(
    "cli/curl-user-clicksend",
    """curl -u 'dev@acme-logistics.io:{0}' https://rest.clicksend.com/v3/account""",
    r(8, UPPER_HEX)
    + "-"
    + r(4, UPPER_HEX)
    + "-"
    + r(4, UPPER_HEX)
    + "-"
    + r(4, UPPER_HEX)
    + "-"
    + r(12, UPPER_HEX),
)
la(
    """curl -u "$CLICKSEND_USERNAME:$CLICKSEND_API_KEY" https://rest.clicksend.com/v3/account | jq .data.balance"""
)
add(
    "cli/http-pie-jumpcloud",
    """http GET https://console.jumpcloud.com/api/v2/systemgroups x-api-key:{0} Accept:application/json""",
    r(40, HEX),
)
add(
    "cli/ggshield-env-inline",
    """GITGUARDIAN_API_KEY={0} ggshield secret scan pre-commit""",
    r(64, ALNUM),
)
la("""$ ggshield secret scan path -r . --exit-zero
No secrets have been found
$ ggshield api-status
API URL: https://api.gitguardian.com
Status: healthy
App version: v2.126.0""")
add(
    "cli/coveralls-reporter-flag",
    """$ ./coveralls report coverage/lcov.info --repo-token={0} --parallel --job-flag=unit""",
    r(32, ALNUM),
)
la(
    """$ ./coveralls report coverage/lcov.info --parallel --job-flag=unit
⭐️ Coverage reporter v0.6.15
📄 Using coverage file: coverage/lcov.info
🚀 Posting coverage data to https://coveralls.io/api/v1/jobs
---
✅ API Response: {"message":"Job ##{0}.1","url":"https://coveralls.io/jobs/{1}"}""",
    r(4, DIGITS),
    r(1, "123456789") + r(8, DIGITS),
)
add(
    "cli/teleport-tctl-tokens-output",
    """$ tctl tokens add --type=node --ttl=1h
The invite token: {0}
This token will expire in 60 minutes.

Run this on the new node to join the cluster:

> teleport start \\
   --roles=node \\
   --token={0} \\
   --ca-pin=sha256:{1} \\
   --auth-server=teleport.acme.dev:443""",
    r(32, HEX),
    r(64, HEX),
)
la("""$ tctl tokens ls
Token                            Type Labels Expiry Time (UTC)
-------------------------------- ---- ------ ---------------------------
ec2-iam-join                     Node        never
github-actions-deploy            Bot         never""")
add(
    "cli/tsh-login-password-stdin",
    """echo '{0}' | tsh login --proxy=teleport.acme.dev --user=alex --auth=local""",
    pw(),
)
add(
    "cli/netbird-up-setup-key",
    """sudo netbird up --setup-key {0} --management-url https://netbird.acme.dev""",
    r(8, UPPER_HEX)
    + "-"
    + r(4, UPPER_HEX)
    + "-4"
    + r(3, UPPER_HEX)
    + "-"
    + r(4, UPPER_HEX)
    + "-"
    + r(12, UPPER_HEX),
)
la("""$ netbird status
Daemon status: Connected
Management: Connected to https://netbird.acme.dev:443
Signal: Connected to https://netbird.acme.dev:443
NetBird IP: 100.92.14.7/16
Interface type: Kernel
Peers count: 7/9 Connected""")
add(
    "cli/exo-config-add",
    """$ exo config add
? API Key: EXO{1}
? Secret Key: {0}
? Name: acme-prod
? Default zone: ch-gva-2""",
    r(43, URLSAFE),
    r(24, HEX),
)
add(
    "cli/vastai-set-api-key",
    """$ vastai set api-key {0}
Your api key has been saved in /home/alex/.vast_api_key""",
    r(64, HEX),
)
add(
    "cli/tb-auth-token-flag",
    """$ tb auth --host https://api.europe-west2.gcp.tinybird.co --token {0}
** Auth successful!
** Configuration written to .tinyb file, consider adding it to .gitignore""",
    "p.eyJ1IjogI" + r(110, URLSAFE) + "." + r(43, URLSAFE),
)
la("""$ tb push datasources/events.datasource
** Processing datasources/events.datasource
** Building dependencies
** Running events
** 'events' created
** Token 'events_append' created (scope: DATASOURCES:APPEND:events)""")
add(
    "cli/momento-configure-prompt",
    """$ momento configure --profile prod
Token: {0}
Default cache [default-cache]: sessions
Default TTL seconds [600]: 3600""",
    b64(180),
)
add(
    "cli/nomic-login-positional",
    """(.venv) $ nomic login {0}
Successfully logged in to Nomic Atlas.""",
    "nk-" + r(43, URLSAFE),
)
add(
    "cli/twingate-connector-docker-run",
    """docker run -d --sysctl net.ipv4.ping_group_range="0 2147483647" \\
  --env TWINGATE_NETWORK="acme" \\
  --env TWINGATE_ACCESS_TOKEN="{0}" \\
  --env TWINGATE_REFRESH_TOKEN="{1}" \\
  --name "twingate-eu-1" --restart=unless-stopped --pull=always twingate/connector:1""",
    jwt({"ntw": "acme", "aid": r(6, DIGITS), "did": r(7, DIGITS), "jti": uuid4()}),
    r(86, URLSAFE),
)
add(
    "cli/gh-secret-set-positional-body",
    """gh secret set DOCUSIGN_SECRET_KEY --repo acme/esign --body '{0}'""",
    uuid4(),
)
la("""$ gh secret list --repo acme/esign
NAME                    UPDATED
DOCUSIGN_INTEGRATION_KEY  about 2 days ago
DOCUSIGN_PRIVATE_KEY      about 2 days ago
DOCUSIGN_SECRET_KEY       less than a minute ago""")
add(
    "cli/kubectl-create-secret-turbopuffer",
    """kubectl -n search create secret generic turbopuffer \\
  --from-literal=TURBOPUFFER_API_KEY={0} \\
  --dry-run=client -o yaml | kubectl apply -f -""",
    "tpuf_" + r(32, ALNUM),
)
la("""kubectl -n search create secret generic turbopuffer \\
  --from-env-file=<(op inject -i .env.tpl) \\
  --dry-run=client -o yaml | kubectl apply -f -""")
add(
    "cli/helm-set-instana",
    """helm upgrade --install instana-agent instana/instana-agent -n instana-agent --create-namespace \\
  --set agent.key={0} \\
  --set agent.endpointHost=ingress-red-saas.instana.io \\
  --set cluster.name=shop-prod --set zone.name=eu-west-1""",
    r(22, URLSAFE),
)
add(
    "cli/aws-configure-tigris-profile",
    """aws configure set aws_secret_access_key {0} --profile tigris""",
    "tsec_" + r(40, URLSAFE),
)
la("""$ aws s3 ls --profile tigris --endpoint-url https://fly.storage.tigris.dev
2026-11-30 09:12:44 acme-assets
2026-12-02 17:03:10 acme-backups""")
add(
    "cli/psql-conn-string-crunchy",
    """$ psql "postgres://application:{0}@p.{1}.db.postgresbridge.com:5432/postgres?sslmode=require\"""",
    r(32, ALNUM),
    r(26, LOWER_NUM),
)
la(
    """$ cb psql {0} --role application
psql (17.2, server 17.2)
SSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)
postgres=>""",
    r(26, LOWER_NUM),
)
add(
    "cli/serpapi-curl-query",
    """curl -s "https://serpapi.com/search.json?engine=google&q=acme+pricing&api_key={0}" | jq '.organic_results[0].link'""",
    r(64, HEX),
)
add(
    "cli/zenrows-curl-query",
    """curl "https://api.zenrows.com/v1/?apikey={0}&url=https%3A%2F%2Fexample.com%2Fcatalog&js_render=true\"""",
    r(40, HEX),
)
add(
    "cli/finnhub-wget-token",
    """wget -qO- 'https://finnhub.io/api/v1/quote?symbol=AAPL&token={0}'""",
    r(20, LOWER_NUM),
)
la("""$ curl -s 'https://finnhub.io/api/v1/quote?symbol=AAPL&token=$FINNHUB_TOKEN'
{"error":"Invalid API key."}
# single quotes — the variable was not expanded, use double quotes""")
la("""$ ssh -i ~/.ssh/id_ed25519 -L 5433:10.8.0.12:5432 root@94.237.88.41
Enter passphrase for key '/home/alex/.ssh/id_ed25519':
Welcome to Ubuntu 24.04.1 LTS (GNU/Linux 6.8.0-49-generic x86_64)""")

# ============================================================ header
add(
    "header/raw-http-baseten",
    """POST /environments/production/predict HTTP/1.1
Host: model-{1}.api.baseten.co
Authorization: Api-Key {0}
Content-Type: application/json
Content-Length: 64""",
    r(8, ALNUM) + "." + r(32, ALNUM),
    r(8, LOWER_NUM),
)
add(
    "header/http-file-zenduty",
    """### create incident
POST https://www.zenduty.com/api/incidents/
Authorization: Token {0}
Content-Type: application/json

{"service": "{1}", "title": "checkout 5xx > 2%"}""",
    r(40, HEX),
    uuid4(),
)
la("""### create incident
POST https://www.zenduty.com/api/incidents/
Authorization: Token {{zenduty_token}}
Content-Type: application/json""")
add(
    "header/fetch-tenderly",
    """await fetch(`https://api.tenderly.co/api/v1/account/acme-labs/project/settlement/simulate`, {
  method: 'POST',
  headers: { 'X-Access-Key': '{0}', 'Content-Type': 'application/json' },
  body: JSON.stringify(sim),
})""",
    r(32, ALNUM),
)
add(
    "header/powershell-avalara-basic",
    """$pair = "{1}:{0}"
$b64 = [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes($pair))
Invoke-RestMethod https://rest.avatax.com/api/v2/utilities/ping -Headers @{ Authorization = "Basic $b64" }""",
    r(16, UPPER_HEX),
    r(10, DIGITS),
)
add(
    "header/basic-b64-dwolla",
    """curl -X POST https://api.dwolla.com/token \\
  -H "Authorization: Basic {0}" \\
  -d grant_type=client_credentials""",
    base64.b64encode((r(50, ALNUM) + ":" + r(50, ALNUM)).encode()).decode(),
)
la("""$ echo -n 'Aladdin:open sesame' | base64
QWxhZGRpbjpvcGVuIHNlc2FtZQ==
# RFC 7617's example, for the doc on Basic auth""")
add(
    "header/fastapi-testclient-clearbit",
    """def test_enrich(client):
    r = client.get(
        "/enrich?email=alex@example.com",
        headers={"Authorization": "Bearer sk_{0}"},
    )
    assert r.status_code == 200""",
    r(32, HEX),
)
la("""GET /v2/people/find?email=alex@example.com HTTP/1.1
Host: person.clearbit.com
Authorization: Bearer ************************
User-Agent: clearbit-ruby/0.3.3""")
add(
    "header/nginx-proxy-set-header-wistia",
    """location /wistia/ {
    proxy_pass https://api.wistia.com/v1/;
    proxy_set_header Authorization "Bearer {0}";
    proxy_set_header Host api.wistia.com;
}""",
    r(64, HEX),
)
add(
    "header/equinix-x-auth-token-curl-v",
    """> GET /metal/v1/projects HTTP/2
> Host: api.equinix.com
> user-agent: curl/8.5.0
> accept: */*
> x-auth-token: {0}
>
< HTTP/2 200""",
    r(32, ALNUM),
)
la(
    """< HTTP/2 200
< content-type: application/json; charset=utf-8
< x-request-id: {0}
< etag: W/"{1}"
< cache-control: max-age=0, private, must-revalidate""",
    uuid4(),
    r(32, HEX),
)

# ============================================================ query and url userinfo
add(
    "url/loggly-input-path",
    """$ curl -H "content-type:text/plain" -d 'deploy finished' https://logs-01.loggly.com/inputs/{0}/tag/http/""",
    uuid4(),
)
add(
    "url/bright-data-proxy-userinfo",
    """PROXY_URL = "http://brd-customer-hl_{1}-zone-residential1:{0}@brd.superproxy.io:33335\"""",
    r(12, LOWER_NUM),
    r(8, HEX),
)
la(
    """PROXY_URL = f"http://brd-customer-{CUSTOMER}-zone-{ZONE}:{os.environ['BRD_PASSWORD']}@brd.superproxy.io:33335\""""
)
add(
    "url/scrapingbee-query-in-log",
    """2026-12-05T22:14:09Z GET https://app.scrapingbee.com/api/v1/?api_key={0}&url=https%3A%2F%2Fshop.example.org%2Fp%2F1182&render_js=false 200 1.84s""",
    r(80, UPPER_NUM),
)
add(
    "url/matomo-token-auth",
    """https://stats.acme.dev/index.php?module=API&method=VisitsSummary.get&idSite=3&period=day&date=yesterday&format=JSON&token_auth={0}""",
    r(32, HEX),
)
la(
    """https://stats.acme.dev/index.php?module=API&method=VisitsSummary.get&idSite=3&period=day&date=yesterday&format=JSON&token_auth=anonymous"""
)
add(
    "url/twelvedata-websocket",
    """const ws = new WebSocket('wss://ws.twelvedata.com/v1/quotes/price?apikey={0}')""",
    r(32, HEX),
)
add(
    "url/alphavantage-csv-link",
    """Downloaded https://www.alphavantage.co/query?function=TIME_SERIES_INTRADAY&symbol=NVDA&interval=5min&apikey={0}&datatype=csv -> data/nvda_5min.csv""",
    r(16, UPPER_NUM),
)
la(
    """Downloaded https://www.alphavantage.co/query?function=TIME_SERIES_INTRADAY&symbol=IBM&interval=5min&apikey=demo&datatype=csv -> data/ibm_5min.csv"""
)
add(
    "url/dragonfly-redis-url",
    """REDIS_URL=redis://default:{0}@dragonfly.cache.svc.cluster.local:6379/0""",
    pw(),
)
la("""REDIS_URL=redis://localhost:6379/0
CELERY_RESULT_BACKEND=redis://localhost:6379/1""")
add(
    "url/sumo-http-source-in-fluentbit",
    """[OUTPUT]
    Name  http
    Match *
    Host  endpoint4.collection.sumologic.com
    Port  443
    URI   /receiver/v1/http/{0}
    Format json_lines
    tls   On""",
    r(96, URLSAFE) + "==",
)
add(
    "url/ipinfo-token-query",
    """fetch(`https://ipinfo.io/${ip}/json?token={0}`).then(r => r.json())""",
    r(14, HEX),
)
add(
    "url/git-clone-oauth-gitbook-mirror",
    """git clone https://x-access-token:{0}@github.com/acme/docs-gitbook-sync.git""",
    "ghs_" + r(36, ALNUM),
)
la("""git clone https://github.com/acme/docs-gitbook-sync.git
git remote -v
origin  https://github.com/acme/docs-gitbook-sync.git (fetch)
origin  https://github.com/acme/docs-gitbook-sync.git (push)""")

# ============================================================ sql
add(
    "sql/create-user-matomo",
    """CREATE USER 'matomo'@'10.0.%' IDENTIFIED BY '{0}';
GRANT SELECT, INSERT, UPDATE, DELETE, CREATE, INDEX, DROP, ALTER, CREATE TEMPORARY TABLES, LOCK TABLES ON matomo.* TO 'matomo'@'10.0.%';""",
    pw(),
)
la("""CREATE USER 'matomo'@'10.0.%' IDENTIFIED BY :'matomo_password';
-- password is injected by the migration runner from Vault (secret/data/matomo/db)""")
add(
    "sql/alter-role-crunchy",
    """ALTER ROLE application WITH LOGIN PASSWORD '{0}' VALID UNTIL '2027-03-01';""",
    r(32, ALNUM),
)
la(
    """ALTER ROLE application WITH LOGIN PASSWORD 'SCRAM-SHA-256$4096:{0}${1}:{2}';
-- this is the stored verifier copied from pg_authid, not the password""",
    b64(16),
    b64(32),
    b64(32),
)
add(
    "sql/insert-integration-settings",
    """INSERT INTO integration_settings (tenant_id, provider, api_key, created_at)
VALUES (42, 'attio', '{0}', now());""",
    r(64, HEX),
)
la("""INSERT INTO integration_settings (tenant_id, provider, api_key_ref, created_at)
VALUES (42, 'attio', 'projects/acme-prod/secrets/attio-api-key/versions/3', now());""")
add(
    "sql/update-webhook-secret",
    """UPDATE webhooks SET signing_secret = '{0}' WHERE id = '{1}';""",
    "whsec_" + b64(24),
    uuid4(),
)
la(
    """UPDATE webhooks SET signing_secret = NULL, rotated_at = now() WHERE id = '{0}';
-- 1 row affected""",
    uuid4(),
)
add(
    "sql/clickhouse-s3-function-r2",
    """SELECT count()
FROM s3('https://{2}.r2.cloudflarestorage.com/events/2026/12/*.parquet',
        '{1}', '{0}', 'Parquet');""",
    r(64, HEX),
    r(32, HEX),
    r(32, HEX),
)
la("""SELECT count()
FROM s3(r2_events, filename = '2026/12/*.parquet', format = 'Parquet');
-- r2_events is a named collection defined in config.d/r2.xml, loaded from env""")
add(
    "sql/snowflake-storage-integration-storj",
    """CREATE OR REPLACE STAGE raw.storj_exports
  URL = 's3compat://acme-exports/daily/'
  ENDPOINT = 'gateway.storjshare.io'
  CREDENTIALS = (AWS_KEY_ID = '{1}' AWS_SECRET_KEY = '{0}');""",
    r(53, LOWER_NUM),
    r(28, LOWER),
)
add(
    "sql/mysql-sqlite-env-table",
    """sqlite> SELECT key, value FROM settings WHERE key LIKE 'pandadoc%';
pandadoc_api_key|{0}
pandadoc_workspace|acme-legal""",
    r(40, HEX),
)
la("""sqlite> SELECT key, value FROM settings WHERE key LIKE 'pandadoc%';
pandadoc_api_key|env:PANDADOC_API_KEY
pandadoc_workspace|acme-legal""")
add(
    "sql/postgres-user-mapping-tembo",
    """CREATE USER MAPPING FOR analytics SERVER tembo_prod
  OPTIONS (user 'postgres', password '{0}');""",
    r(16, ALNUM),
)
la("""SELECT srvname, umuser::regrole, umoptions FROM pg_user_mappings;
   srvname   |  umuser   |        umoptions
-------------+-----------+-------------------------
 tembo_prod  | analytics | {user=postgres,password=********}""")

# ============================================================ trace: logs, stack traces and test failures
add(
    "trace/pytest-locals-iterable",
    """    def test_sync_user(monkeypatch):
        client = IterableClient(api_key="{0}", base_url="https://api.eu.iterable.com")
>       client.update_user(email="qa+1@acme.dev", data_fields={"plan": "pro"})

client     = <IterableClient base_url='https://api.eu.iterable.com' api_key='{0}'>
monkeypatch = <_pytest.monkeypatch.MonkeyPatch object at 0x7f3a1c2d9e50>

tests/test_iterable.py:31:
E   iterable.errors.Unauthorized: 401 {"code":"BadApiKey","msg":"Invalid API key"}""",
    r(32, HEX),
)
la(
    """E   iterable.errors.Unauthorized: 401 {"code":"BadApiKey","msg":"Invalid API key"}
E   request_id={0}
FAILED tests/test_iterable.py::test_sync_user - iterable.errors.Unauthorized
========================= 1 failed, 47 passed in 6.02s =========================""",
    uuid4(),
)
add(
    "trace/java-exception-jdbc-url",
    """org.postgresql.util.PSQLException: FATAL: password authentication failed for user "application"
	at org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)
	at com.zaxxer.hikari.pool.HikariPool.checkFailFast(HikariPool.java:562)
Caused by: jdbcUrl=jdbc:postgresql://p.{1}.db.postgresbridge.com:5432/postgres?user=application&password={0}&sslmode=require""",
    r(32, ALNUM),
    r(26, LOWER_NUM),
)
la("""org.postgresql.util.PSQLException: FATAL: password authentication failed for user "application"
	at org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)
	at com.zaxxer.hikari.pool.HikariPool.checkFailFast(HikariPool.java:562)
	at com.zaxxer.hikari.pool.HikariPool.<init>(HikariPool.java:100)
HikariPool-1 - jdbcUrl........................jdbc:postgresql://db.internal:5432/app
HikariPool-1 - password.......................<masked>""")
add(
    "trace/go-panic-struct-dump",
    """panic: marqeta: 401 Unauthorized

goroutine 1 [running]:
main.main()
	/src/cmd/cards/main.go:44 +0x1d4
config: &marqeta.Config{BaseURL:"https://acme.marqeta.com/v3", ApplicationToken:"{1}", AdminAccessToken:"{0}", Timeout:30000000000}""",
    uuid4(),
    uuid4(),
)
add(
    "trace/node-axios-error-config",
    """AxiosError: Request failed with status code 403
    at settle (/app/node_modules/axios/lib/core/settle.js:19:12)
  config: {
    url: 'https://api.pandadoc.com/public/v1/documents',
    method: 'post',
    headers: {
      Accept: 'application/json, text/plain, */*',
      'Content-Type': 'application/json',
      Authorization: 'API-Key {0}',
      'User-Agent': 'axios/1.7.9'
    }
  }""",
    r(40, HEX),
)
la(
    """AxiosError: Request failed with status code 429
    at settle (/app/node_modules/axios/lib/core/settle.js:19:12)
  config: { url: 'https://api.pandadoc.com/public/v1/documents', method: 'post' },
  response: { status: 429, headers: { 'retry-after': '12', 'x-request-id': '{0}' } }""",
    r(32, HEX),
)
add(
    "trace/rails-log-webflow-params",
    """Started POST "/admin/integrations" for 10.0.3.18 at 2026-12-05 21:02:44 +0000
Processing by Admin::IntegrationsController#create as HTML
  Parameters: {"authenticity_token"=>"[FILTERED]", "integration"=>{"provider"=>"webflow", "access_token"=>"{0}", "site_id"=>"{1}"}}""",
    r(64, HEX),
    r(24, HEX),
)
la(
    """Started POST "/admin/integrations" for 10.0.3.18 at 2026-12-05 21:02:44 +0000
Processing by Admin::IntegrationsController#create as HTML
  Parameters: {"authenticity_token"=>"[FILTERED]", "integration"=>{"provider"=>"webflow", "access_token"=>"[FILTERED]", "site_id"=>"{0}"}}
Completed 302 Found in 41ms (ActiveRecord: 6.2ms | Allocations: 8841)""",
    r(24, HEX),
)
add(
    "trace/dotnet-options-zerobounce-dump",
    """Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'ZeroBounceOptions' members: 'Region' with the error: 'The Region field is required.'.
   at Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)
   Options: { ApiKey = {0}, Region = , TimeoutSeconds = 30 }""",
    r(32, HEX),
)
add(
    "trace/python-logging-debug-httpx",
    """DEBUG:httpx:HTTP Request: POST https://api.gladia.io/v2/pre-recorded "HTTP/1.1 401 Unauthorized"
DEBUG:httpcore.http11:send_request_headers.started request=<Request [b'POST']>
DEBUG:hpack:Encoding headers: [(b'x-gladia-key', b'{0}'), (b'content-type', b'application/json')]""",
    uuid4(),
)
la(
    """INFO:httpx:HTTP Request: POST https://api.gladia.io/v2/pre-recorded "HTTP/1.1 201 Created"
INFO:transcribe:job id={0} result_url=https://api.gladia.io/v2/pre-recorded/{0}""",
    uuid4(),
)
add(
    "trace/jest-snapshot-diff",
    """  ● ShipEngine client › sends the api key header

    expect(received).toEqual(expected)

    - Expected  - 1
    + Received  + 1

      Object {
    -   "API-Key": "TEST_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    +   "API-Key": "{0}",
        "Content-Type": "application/json",
      }""",
    r(43, URLSAFE),
)
la("""  ● ShipEngine client › sends the api key header

    expect(received).toEqual(expected)

      Object {
        "API-Key": "TEST_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "Content-Type": "application/json",
      }

      at Object.<anonymous> (src/__tests__/shipengine.test.ts:28:31)""")

# ============================================================ ci, containers and infrastructure
add(
    "config/github-actions-env-inline",
    """jobs:
  e2e:
    runs-on: ubuntu-24.04
    env:
      BROWSERBASE_PROJECT_ID: {1}
      BROWSERBASE_API_KEY: {0}
    steps:
      - uses: actions/checkout@v4
      - run: pnpm test:e2e""",
    "bb_live_" + r(27, URLSAFE),
    uuid4(),
)
la(
    """jobs:
  e2e:
    runs-on: ubuntu-24.04
    env:
      BROWSERBASE_PROJECT_ID: ${{ vars.BROWSERBASE_PROJECT_ID }}
      BROWSERBASE_API_KEY: ${{ secrets.BROWSERBASE_API_KEY }}
    steps:
      - uses: actions/checkout@{0}  # v4.2.2
      - run: pnpm test:e2e""",
    sha(),
)
add(
    "config/gitlab-ci-variables-block",
    """variables:
  COVERALLS_REPO_TOKEN: "{0}"
  COVERALLS_PARALLEL: "true"

test:
  image: node:22
  script:
    - npm ci && npm test -- --coverage""",
    r(32, ALNUM),
)
la("""test:
  image: node:22
  script:
    - npm ci && npm test -- --coverage
  coverage: '/All files[^|]*\\|[^|]*\\s+([\\d\\.]+)/'
  artifacts:
    reports:
      coverage_report: { coverage_format: cobertura, path: coverage/cobertura-coverage.xml }""")
add(
    "config/circleci-environment-gitbook",
    """  deploy-docs:
    docker:
      - image: cimg/node:22.11
    environment:
      GITBOOK_TOKEN: gb_api_{0}
    steps:
      - checkout
      - run: npx @gitbook/cli publish ./docs""",
    r(40, ALNUM),
)
add(
    "config/compose-environment-map",
    """services:
  app:
    build: .
    environment:
      TELNYX_API_KEY: KEY{0}
      TELNYX_PUBLIC_KEY: {1}
      DATABASE_URL: postgres://app:app@db:5432/app
  db:
    image: postgres:17
    environment:
      POSTGRES_PASSWORD: app""",
    r(32, UPPER_HEX) + "_" + r(22, ALNUM),
    b64(32),
)
la("""services:
  db:
    image: postgres:17
    environment:
      POSTGRES_USER: postgres
      POSTGRES_PASSWORD: postgres
      POSTGRES_DB: app_test
    ports: ["5432:5432"]
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U postgres"]""")
add(
    "config/k8s-secret-stringdata-sumsub",
    """apiVersion: v1
kind: Secret
metadata:
  name: sumsub
  namespace: kyc
type: Opaque
stringData:
  SUMSUB_APP_TOKEN: prd:{1}
  SUMSUB_SECRET_KEY: {0}""",
    r(32, ALNUM),
    r(24, ALNUM) + "." + r(32, ALNUM),
)
la("""apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: sumsub
  namespace: kyc
spec:
  refreshInterval: 1h
  secretStoreRef: { kind: ClusterSecretStore, name: aws-sm }
  target: { name: sumsub }
  dataFrom:
    - extract: { key: prod/kyc/sumsub }""")
add(
    "config/k8s-secret-data-base64",
    """apiVersion: v1
kind: Secret
metadata:
  name: promptlayer
data:
  PROMPTLAYER_API_KEY: {0}""",
    base64.b64encode(("pl_" + r(32, HEX)).encode()).decode(),
)
la(
    """apiVersion: v1
kind: ConfigMap
metadata:
  name: ranker-config
data:
  MODEL_ID: ranker-v7
  FEATURE_FLAGS: {0}
  CACHE_KEY: ranker-{1}""",
    base64.b64encode(b'{"rerank":true,"hybrid":false}').decode(),
    r(16, HEX),
)
add(
    "config/helm-values-yaml-secret",
    """# values.prod.yaml
llamaParse:
  enabled: true
  apiKey: llx-{0}
resources:
  limits: { cpu: "2", memory: 4Gi }""",
    r(48, ALNUM),
)
la(
    """# values.prod.yaml
llamaParse:
  enabled: true
  existingSecret: llama-cloud
  existingSecretKey: api-key
image:
  repository: ghcr.io/acme/ingest
  digest: sha256:{0}""",
    r(64, HEX),
)
add(
    "config/terraform-provider-block",
    """provider "tigris" {
  access_key = "tid_{1}"
  secret_key = "{0}"
}""",
    "tsec_" + r(40, URLSAFE),
    r(30, ALNUM),
)
la(
    """resource "aws_s3_bucket" "assets" {
  bucket = "acme-assets-{0}"
}

output "bucket_arn" {
  value = aws_s3_bucket.assets.arn
}""",
    r(8, LOWER_NUM),
)
add(
    "config/dockerfile-env",
    """FROM python:3.12-slim
WORKDIR /app
COPY . .
ENV SERPAPI_API_KEY={0}
RUN pip install -r requirements.txt
CMD ["python", "-m", "agent"]""",
    r(64, HEX),
)
la(
    """# syntax=docker/dockerfile:1.7
FROM python:3.12-slim@sha256:{0}
WORKDIR /app
COPY . .
RUN --mount=type=secret,id=serpapi,env=SERPAPI_API_KEY python -m agent.warmup
CMD ["python", "-m", "agent"]""",
    r(64, HEX),
)

# ============================================================ split
add_split(
    "split/python-concat-paypal",
    """PAYPAL_CLIENT_SECRET = (
    "{0}"
    "{1}"
)""",
    "E" + r(39, URLSAFE),
    r(40, URLSAFE),
)
add_split(
    "split/chat-two-lines-vast",
    """[14:02] sam: vast key part 1 {0}
[14:02] sam: part 2 {1} (slack kept eating it)""",
    r(32, HEX),
    r(32, HEX),
)
add_split(
    "split/go-const-concat-ipdata",
    """const ipdataKey = "{0}" +
	"{1}\"""",
    r(28, HEX),
    r(28, HEX),
)

# ============================================================ private
add(
    "private/plain-tag-in-chat",
    """here you go <private>{0}</private> — that's the Whereby key for the staging rooms""",
    jwt(
        {
            "iss": "https://accounts.srv.whereby.com",
            "sub": r(10, DIGITS),
            "iat": 1733430000,
        }
    ),
)
add(
    "private/in-env-block",
    """```env
<private>
SCRAPINGBEE_API_KEY={0}
</private>
FEATURE_SCRAPE=1
```""",
    r(80, UPPER_NUM),
)
add(
    "private/html-escaped",
    """&lt;private&gt;JUMPCLOUD_API_KEY={0}&lt;/private&gt;""",
    r(40, HEX),
)
add(
    "private/json-unicode-escaped",
    """{"role":"user","content":"\\u003cprivate\\u003eteleport join token {0}\\u003c/private\\u003e"}""",
    r(32, HEX),
)
la(
    """Use <private>…</private> around anything you don't want remembered, e.g. `<private>the token</private>`."""
)

# ============================================================ prose, several languages
add(
    "prose/english-here-is-key",
    """Here's the Tenderly access key for the settlement project: {0}. It's scoped to simulations only.""",
    r(32, ALNUM),
)
add(
    "prose/english-password-is",
    """the password is {0} for the upcloud api user, I reset it this morning""",
    pw(),
)
add(
    "prose/spanish-token",
    """El token de Todoist para el bot de recordatorios es {0}, guárdalo en el gestor.""",
    r(40, HEX),
)
add(
    "prose/german-twelvedata-schluessel",
    """Der API-Schlüssel für Twelve Data lautet {0} – gilt für den Pro-Plan.""",
    r(32, HEX),
)
add(
    "prose/french-mot-de-passe",
    """Le mot de passe Dragonfly en préprod, c'est {0} (même que pour redis-cli).""",
    pw(),
)
add("prose/polish-haslo", """Hasło do konsoli UpCloud: {0}, login acme-api.""", pw())
add(
    "prose/swedish-nyckel",
    """Nyckeln till Comet är {0}, lägg in den i CI-hemligheterna.""",
    r(25, ALNUM),
)
add(
    "prose/czech-klic", """Klíč k ZeroBounce je {0}, platí do konce roku.""", r(32, HEX)
)
add(
    "prose/japanese-token",
    """Storj のアクセスグラントはこれです: {0}""",
    "1" + r(200, BASE58),
)
add(
    "prose/chinese-centrifugo-admin",
    """生产环境 Centrifugo 的 admin 密码是 {0}，别发到群里。""",
    pw(),
)
add(
    "prose/korean-api-key",
    """Jina API 키는 {0} 입니다. 임베딩 배치 작업에만 쓰세요.""",
    "jina_" + r(32, HEX) + r(28, ALNUM),
)
add(
    "prose/hindi-upcloud-password",
    """UpCloud सर्वर का पासवर्ड {0} है, कृपया इसे किसी से साझा न करें।""",
    pw(),
)
add(
    "prose/ukrainian-token",
    """Токен GitBook для синхронізації документації: {0}""",
    "gb_api_" + r(40, ALNUM),
)
add(
    "prose/portuguese-chave",
    """A chave secreta do reCAPTCHA do site novo é {0}; a chave do site está no .env público.""",
    "6L" + r(38, URLSAFE),
)
add(
    "prose/italian-commit",
    """chore: aggiorna chiave Coralogix

la nuova private key è {0}, la vecchia è stata revocata""",
    "cxtp_" + r(30, ALNUM),
)
add(
    "prose/dutch-sleutel",
    """De Pinata API secret is {0}, de key staat in 1Password.""",
    r(64, HEX),
)
la(
    """I rotated the Tenderly access key and put the new one in Doppler (project settlement, config prd); nothing to paste here."""
)
la(
    """Das Passwort für die UpCloud-API liegt im Vault unter secret/infra/upcloud – bitte nicht in den Chat kopieren."""
)
la(
    """La clave de Todoist ya no se usa: el bot lee TODOIST_API_TOKEN del entorno desde la versión 2.3."""
)
la(
    """Le mot de passe doit faire au moins 16 caractères et ne pas contenir le nom d'utilisateur."""
)
la(
    """Storj のアクセスグラントは 1Password の「Infra / Storj」に入っています。チャットには貼らないでください。"""
)
la("""生产环境的密钥都在 KMS 里，本地开发用 .env.example 里的占位符就行。""")
la("""API 키는 환경 변수 JINA_API_KEY 로 주입됩니다. 코드에 직접 넣지 마세요.""")
la("""पासवर्ड बदलने के बाद पुराने सेशन अपने-आप लॉग आउट हो जाएंगे।""")
la(
    """Токен GitBook зберігається в секретах GitHub Actions (GITBOOK_TOKEN), локально він не потрібен."""
)
la("""Hasło musi mieć co najmniej 12 znaków; menedżer haseł wygeneruje je za ciebie.""")

# ============================================================ other: tool calls, diffs, outputs
add(
    "other/tool-call-write-env",
    """{"type":"tool_use","id":"toolu_{1}","name":"Write","input":{"file_path":"/home/alex/shop/.env","content":"MEDUSA_ADMIN_API_KEY={0}\\nMEDUSA_BACKEND_URL=https://api.shop.acme.dev\\n"}}""",
    "sk_" + r(64, HEX),
    r(24, ALNUM),
)
la(
    """{"type":"tool_use","id":"toolu_{0}","name":"Write","input":{"file_path":"/home/alex/shop/.env.example","content":"MEDUSA_ADMIN_API_KEY=\\nMEDUSA_BACKEND_URL=http://localhost:9000\\n"}}""",
    r(24, ALNUM),
)
add(
    "other/tool-result-cat-config",
    """{"type":"tool_result","tool_use_id":"toolu_{1}","content":"     1\\t[comet]\\n     2\\tapi_key = {0}\\n     3\\tworkspace = acme-ml\\n"}""",
    r(25, ALNUM),
    r(24, ALNUM),
)
add(
    "other/function-call-arguments",
    """{"id":"call_{1}","type":"function","function":{"name":"run_shell","arguments":"{\\"cmd\\":\\"export BASETEN_API_KEY={0} && truss push --publish\\"}"}}""",
    r(8, ALNUM) + "." + r(32, ALNUM),
    r(24, ALNUM),
)
la(
    """{"id":"call_{0}","type":"function","function":{"name":"run_shell","arguments":"{\\"cmd\\":\\"truss push --publish --remote baseten\\"}"}}""",
    r(24, ALNUM),
)
add(
    "other/mcp-server-config-json",
    """{
  "mcpServers": {
    "attio": {
      "command": "npx",
      "args": ["-y", "attio-mcp-server"],
      "env": { "ATTIO_API_KEY": "{0}" }
    }
  }
}""",
    r(64, HEX),
)
la("""{
  "mcpServers": {
    "attio": {
      "command": "npx",
      "args": ["-y", "attio-mcp-server"],
      "env": { "ATTIO_API_KEY": "${ATTIO_API_KEY}" }
    }
  }
}""")
add(
    "other/git-diff-appsettings",
    """diff --git a/src/Api/appsettings.Production.json b/src/Api/appsettings.Production.json
@@ -8,7 +8,7 @@
   "Raygun": {
-    "ApiKey": "",
+    "ApiKey": "{0}",
     "ApplicationVersion": "4.12.0"
   },""",
    r(22, ALNUM),
)
la("""diff --git a/src/Api/appsettings.Production.json b/src/Api/appsettings.Production.json
@@ -8,7 +8,7 @@
   "Raygun": {
-    "ApiKey": "",
+    "ApiKey": "${RAYGUN_API_KEY}",
     "ApplicationVersion": "4.12.0"
   },""")
add(
    "other/aws-secretsmanager-get-output",
    """$ aws secretsmanager get-secret-value --secret-id prod/kyc/onfido --query SecretString --output text
{"ONFIDO_API_TOKEN":"{0}","ONFIDO_WEBHOOK_TOKEN":"{1}"}""",
    "api_live." + r(11, URLSAFE) + "." + r(32, URLSAFE),
    r(32, URLSAFE),
)
la(
    """$ aws secretsmanager describe-secret --secret-id prod/kyc/onfido
{
    "ARN": "arn:aws:secretsmanager:eu-west-1:{0}:secret:prod/kyc/onfido-{1}",
    "Name": "prod/kyc/onfido",
    "LastRotatedDate": "2026-11-28T09:14:02+00:00",
    "VersionIdsToStages": { "{2}": ["AWSCURRENT"] }
}""",
    r(12, DIGITS),
    r(6, ALNUM),
    uuid4(),
)
add(
    "other/printenv-grep-openpipe",
    """$ printenv | grep -i openpipe
OPENPIPE_BASE_URL=https://api.openpipe.ai/api/v1
OPENPIPE_API_KEY={0}""",
    "opk_" + r(40, HEX),
)
la("""$ printenv | grep -i openpipe
OPENPIPE_BASE_URL=https://api.openpipe.ai/api/v1
OPENPIPE_API_KEY=opk_****************************************""")

# ============================================================ look-alikes: the rest of a day's session
la(
    """$ git log --oneline -5
{0} (HEAD -> main, origin/main) fix(kyc): retry Onfido webhooks on 502
{1} chore(deps): bump @medusajs/js-sdk to 2.1.3
{2} feat(search): move embeddings to turbopuffer
{3} ci: cache pnpm store by lockfile hash
{4} docs: explain how to rotate the PayPal client secret""",
    r(7, HEX),
    r(7, HEX),
    r(7, HEX),
    r(7, HEX),
    r(7, HEX),
)
la(
    """commit {0}
Author: Alex Doe <alex@acme.dev>
Date:   Sat Dec 5 20:41:13 2026 +0000

    rotate Coralogix key (new value lives in SSM /prod/observability/coralogix)

    Change-Id: I{1}""",
    sha(),
    r(40, HEX),
)
la(
    """$ docker images --digests | head -4
REPOSITORY                 TAG       DIGEST                                                                    IMAGE ID       CREATED        SIZE
ghcr.io/acme/ingest        2.8.1     sha256:{0}   {1}   2 hours ago    412MB
twingate/connector         1         sha256:{2}   {3}   9 days ago     71.2MB""",
    r(64, HEX),
    r(12, HEX),
    r(64, HEX),
    r(12, HEX),
)
la(
    """#14 exporting to image
#14 exporting layers 3.1s done
#14 writing image sha256:{0} done
#14 naming to ghcr.io/acme/ingest:2.8.1 done
#14 DONE 3.2s""",
    r(64, HEX),
)
la(
    """"node_modules/@dropbox/sign": {
  "version": "1.8.0",
  "resolved": "https://registry.npmjs.org/@dropbox/sign/-/sign-1.8.0.tgz",
  "integrity": "sha512-{0}==",
  "license": "MIT"
},""",
    r(86, ALNUM + "+/"),
)
la(
    """pinata@^1.10.1:
  version "1.10.1"
  resolved "https://registry.yarnpkg.com/pinata/-/pinata-1.10.1.tgz#{0}"
  integrity sha512-{1}==""",
    sha(),
    r(86, ALNUM + "+/"),
)
la(
    """[[package]]
name = "telnyx"
version = "2.1.3"
files = [
    {file = "telnyx-2.1.3-py3-none-any.whl", hash = "sha256:{0}"},
    {file = "telnyx-2.1.3.tar.gz", hash = "sha256:{1}"},
]""",
    r(64, HEX),
    r(64, HEX),
)
la(
    """github.com/segmentio/go-loggly v0.5.0 h1:{0}=
github.com/segmentio/go-loggly v0.5.0/go.mod h1:{1}=""",
    r(43, ALNUM + "+/"),
    r(43, ALNUM + "+/"),
)
la(
    """[[package]]
name = "reqwest"
version = "0.12.9"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "{0}\"""",
    r(64, HEX),
)
la(
    """Route (app)                              Size     First Load JS
┌ ○ /                                    5.2 kB          98.4 kB
├ ○ /checkout                            12.9 kB          121 kB
└ ƒ /api/paypal/capture                  0 B                0 B
+ First Load JS shared by all            87.1 kB
  ├ chunks/{0}-{1}.js          31.6 kB
  └ chunks/main-app-{2}.js     53.6 kB""",
    r(4, DIGITS),
    r(16, HEX),
    r(16, HEX),
)
la(
    """dist/index.html                   0.46 kB │ gzip:  0.30 kB
dist/assets/index-{0}.css    8.12 kB │ gzip:  2.41 kB
dist/assets/index-{1}.js   143.88 kB │ gzip: 46.20 kB
✓ built in 2.31s""",
    r(8, URLSAFE),
    r(8, URLSAFE),
)
la(
    """<script src="https://js.stripe.com/v3/" integrity="sha384-{0}" crossorigin="anonymous"></script>""",
    r(64, ALNUM + "+/"),
)
la("""  # Terraform will perform the following actions:
  ~ resource "kubernetes_secret" "sumsub" {
        id   = "kyc/sumsub"
      ~ data = (sensitive value)
    }
Plan: 0 to add, 1 to change, 0 to destroy.""")
la("""$ terraform state show random_password.dragonfly
# random_password.dragonfly:
resource "random_password" "dragonfly" {
    bcrypt_hash = (sensitive value)
    id          = "none"
    length      = 32
    result      = (sensitive value)
    special     = false
}""")
la("""$ kubectl -n kyc get secrets
NAME                  TYPE                             DATA   AGE
sumsub                Opaque                           2      41d
onfido                Opaque                           2      41d
regcred               kubernetes.io/dockerconfigjson   1      212d""")
la("""$ kubectl -n kyc describe secret sumsub
Name:         sumsub
Namespace:    kyc
Type:  Opaque

Data
====
SUMSUB_APP_TOKEN:   61 bytes
SUMSUB_SECRET_KEY:  32 bytes""")
la(
    """arn:aws:iam::{0}:role/github-actions-deploy
arn:aws:kms:eu-west-1:{0}:key/{1}
arn:aws:secretsmanager:eu-west-1:{0}:secret:prod/payments/paypal-{2}""",
    r(12, DIGITS),
    uuid4(),
    r(6, ALNUM),
)
la(
    """gcloud config list
[core]
account = ci-deployer@acme-prod-{0}.iam.gserviceaccount.com
project = acme-prod-{0}
[compute]
region = europe-west2""",
    r(6, DIGITS),
)
la(
    """$ az account show --query "{name:name, id:id, tenantId:tenantId}"
{
  "id": "{0}",
  "name": "acme-prod",
  "tenantId": "{1}"
}""",
    uuid4(),
    uuid4(),
)
la(
    """PayPal order {0} captured: capture id {1}, status COMPLETED, amount EUR 49.00""",
    r(17, UPPER_NUM),
    r(17, UPPER_NUM),
)
la("""Envelope {0} sent to 2 recipients (status: sent, expires 2027-01-04)""", uuid4())
la(
    """Onfido applicant {0} check {1}: result=clear, sub_result=clear""",
    uuid4(),
    uuid4(),
)
la(
    """Veriff session {0} decision: approved (code 9001), vendorData=user_{1}""",
    uuid4(),
    r(8, DIGITS),
)
la(
    """Sumsub applicant {0} reviewStatus=completed reviewAnswer=GREEN levelName=basic-kyc-level""",
    r(24, HEX),
)
la(
    """Alpaca order {0} filled: 10 AAPL @ 228.41 (client_order_id {1})""",
    uuid4(),
    uuid4(),
)
la(
    """Modern Treasury payment_order {0} status=completed counterparty={1} amount=120000 currency=USD""",
    uuid4(),
    uuid4(),
)
la(
    """Pinned to IPFS: ipfs://bafybei{0} (size 182 KB)""",
    r(52, "abcdefghijklmnopqrstuvwxyz234567"),
)
la("""tx 0x{0} confirmed in block 21431877 (from 0x{1})""", r(64, HEX), r(40, HEX))
la("""Uploaded avatar: https://ucarecdn.com/{0}/-/resize/256x256/""", uuid4())
la(
    """Transloadit assembly {0} completed in 4.2s (3 results, template {1})""",
    r(32, HEX),
    r(32, HEX),
)
la(
    """Browserbase session {0} ended (duration 00:01:42). Replay: https://www.browserbase.com/sessions/{0}""",
    uuid4(),
)
la("""R2 public bucket: https://pub-{0}.r2.dev/og/launch-2026.png""", r(32, HEX))
la("""traceparent: 00-{0}-{1}-01""", r(32, HEX), r(16, HEX))
la(
    """{"level":"error","ts":"2026-12-05T21:03:44.118Z","msg":"coralogix flush failed","trace_id":"{0}","span_id":"{1}","err":"context deadline exceeded"}""",
    r(32, HEX),
    r(16, HEX),
)
la(
    """time=2026-12-05T21:08:02Z level=warn msg="rate limited" vendor=serpapi retry_after=30s request_id={0}""",
    uuid4(),
)
la(
    """[2026-12-05 21:10:45,901] INFO ranker.train: run_id={0} experiment=ranker-lgbm metric.ndcg@10=0.4182""",
    r(32, HEX),
)
la("""ClearML task id={0} queued on 'gpu-a100'""", r(32, HEX))
la(
    """Run https://github.com/acme/shop/actions/runs/{0}/job/{1} failed at step "pnpm test:e2e\"""",
    r(1, "123456789") + r(10, DIGITS),
    r(1, "123456789") + r(10, DIGITS),
)
la("""Cache restored from key: node-modules-Linux-x64-{0}""", r(64, HEX))
la(
    """• Packages in scope: @acme/api, @acme/web, @acme/ui
• Running build in 3 packages
@acme/ui:build: cache hit, replaying logs {0}
@acme/web:build: cache miss, executing {1}""",
    r(16, HEX),
    r(16, HEX),
)
la(
    """Build ID: {0}
Status: SUCCESS  Duration: 3m12s  Images: europe-west2-docker.pkg.dev/acme-prod/apps/ingest@sha256:{1}""",
    uuid4(),
    r(64, HEX),
)
la(
    """ETag: "{0}"
x-amz-version-id: {1}
Content-MD5: {2}""",
    r(32, HEX),
    r(32, URLSAFE),
    b64(16),
)
la(
    """$ sha256sum dist/*.tar.gz
{0}  dist/shop-api-4.12.0.tar.gz
{1}  dist/shop-worker-4.12.0.tar.gz""",
    r(64, HEX),
    r(64, HEX),
)
la(
    """Collecting stability-sdk==0.8.6
  Downloading stability_sdk-0.8.6-py3-none-any.whl (118 kB)
     ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 118.4/118.4 kB 5.2 MB/s eta 0:00:00
  Hash: --hash=sha256:{0}""",
    r(64, HEX),
)
la("""ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{0} alex@laptop""", r(43, ALNUM + "+/"))
la(
    """The authenticity of host '94.237.88.41 (94.237.88.41)' can't be established.
ED25519 key fingerprint is SHA256:{0}.
This key is not known by any other names.""",
    r(43, ALNUM + "+/"),
)
la(
    """pub   ed25519 2025-03-02 [SC] [expires: 2027-03-02]
      {0}
uid           [ultimate] Alex Doe <alex@acme.dev>""",
    r(40, UPPER_HEX),
)
la(
    """[Peer]
PublicKey = {0}
AllowedIPs = 10.8.0.0/24
Endpoint = vpn.acme.dev:51820""",
    b64(32),
)
la(
    """sumsub:
    app_token: ENC[AES256_GCM,data:{0},iv:{1},tag:{2},type:str]
sops:
    kms:
        - arn: arn:aws:kms:eu-west-1:{3}:key/{4}""",
    b64(60),
    b64(32),
    b64(16),
    r(12, DIGITS),
    uuid4(),
)
la(
    """apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: pomerium
  namespace: auth
spec:
  encryptedData:
    shared_secret: Ag{0}""",
    r(340, ALNUM + "+/"),
)
la(
    """$ANSIBLE_VAULT;1.1;AES256
{0}
{1}
{2}""",
    r(80, HEX),
    r(80, HEX),
    r(48, HEX),
)
la("""# LocalStack accepts any credentials; these are the documented defaults
AWS_ACCESS_KEY_ID=test
AWS_SECRET_ACCESS_KEY=test
AWS_DEFAULT_REGION=us-east-1
AWS_ENDPOINT_URL=http://localhost:4566""")
la("""# Azurite (local Azure Storage emulator) — well-known development account from Microsoft's docs
AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;""")
la("""# Grafana in docker-compose.dev.yml — first login is admin/admin and it forces a change
GF_SECURITY_ADMIN_USER=admin
GF_USERS_ALLOW_SIGN_UP=false""")
la("""KEYCLOAK_ADMIN=admin
KEYCLOAK_ADMIN_PASSWORD=${KEYCLOAK_ADMIN_PASSWORD:?must be set}
KC_DB_URL=jdbc:postgresql://db:5432/keycloak""")
la("""PAYPAL_CLIENT_ID=your-client-id
PAYPAL_CLIENT_SECRET=your-client-secret
PAYPAL_MODE=sandbox""")
la("""TINYBIRD_TOKEN=<paste the admin token from the Tinybird UI>
TINYBIRD_HOST=https://api.europe-west2.gcp.tinybird.co""")
la("""SERPAPI_API_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
SCRAPINGBEE_API_KEY=YOUR-API-KEY""")
la("""XAI_API_KEY="xai-..."  # get one at https://console.x.ai
JINA_API_KEY="jina_..."  # https://jina.ai/api-dashboard""")
la("""Your API key: sk-...{0} (created Dec 5, last used 2 minutes ago)""", r(4, ALNUM))
la(
    """GitGuardian incident #{0}: Generic High Entropy Secret in config/app.yml (commit {1}) — status: resolved, revoked""",
    r(6, DIGITS),
    r(7, HEX),
)
la(
    """ggshield found 1 incident in commit {0}:
  Secret detected: PayPal OAuth2 Keys
  Occurrences: 1
  Known by GitGuardian dashboard: YES
  Incident URL: https://dashboard.gitguardian.com/workspace/{1}/incidents/{2}
  Secret SHA: {3}
  > .env.production:4: PAYPAL_CLIENT_SECRET=E*****************************************************************************""",
    sha(),
    r(6, DIGITS),
    r(8, DIGITS),
    r(64, HEX),
)
la(
    """{"id": "evt_{0}", "type": "invoice.paid", "data": {"object": {"id": "in_{1}", "customer": "cus_{2}"}}}""",
    r(24, ALNUM),
    r(24, ALNUM),
    r(14, ALNUM),
)
la(
    """Idempotency-Key: {0}
X-Request-Id: req_{1}""",
    uuid4(),
    r(14, ALNUM),
)
la("""webhook signature: t=1733433600,v1={0}""", r(64, HEX))
la(
    """X-Hub-Signature-256: sha256={0}
X-GitHub-Delivery: {1}
X-GitHub-Event: pull_request""",
    r(64, HEX),
    uuid4(),
)
la(
    """Set-Cookie: _hjSessionUser_{0}={1}; Path=/; Domain=.acme.dev; Max-Age=31536000; SameSite=Lax""",
    r(7, DIGITS),
    base64.b64encode(
        json.dumps({"id": uuid4(), "created": 1733433600000, "existing": True}).encode()
    ).decode(),
)
la(
    """<script>
  (function(h,o,t,j,a,r){ h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};
  h._hjSettings={hjid:{0},hjsv:6}; })(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');
</script>""",
    r(7, DIGITS),
)
la("""LogRocket.init('{0}/shop-web', { release: '{1}' })""", r(6, LOWER_NUM), r(7, HEX))
la(
    """<PrivyProvider appId="{0}" config={{ loginMethods: ['email', 'wallet'] }}>""",
    r(25, LOWER_NUM),
)
la(
    """const web3auth = new Web3Auth({ clientId: 'B{0}', web3AuthNetwork: 'sapphire_mainnet' })""",
    r(87, URLSAFE),
)
la(
    """sentry-trace: {0}-{1}-1
baggage: sentry-environment=production,sentry-release=shop-web%40{2},sentry-public_key={3}""",
    r(32, HEX),
    r(16, HEX),
    r(7, HEX),
    r(32, HEX),
)
la(
    """data:application/json;base64,{0}""",
    base64.b64encode(
        json.dumps(
            {
                "version": 3,
                "sources": ["src/index.ts"],
                "names": [],
                "mappings": "AAAA,SAAS",
            }
        ).encode()
    ).decode(),
)
la(
    """$ echo {0} | base64 -d
{"tenant":"acme","region":"eu-west-1","features":["search","kyc"]}""",
    base64.b64encode(
        b'{"tenant":"acme","region":"eu-west-1","features":["search","kyc"]}'
    ).decode(),
)
la(
    """redis> KEYS ratelimit:ip:*
1) "ratelimit:ip:{0}"
2) "ratelimit:ip:{1}"
redis> TTL ratelimit:ip:{0}
(integer) 42""",
    r(40, HEX),
    r(40, HEX),
)
la("""cache key: v2/search/{0}/page-1 (hit ratio 0.94)""", r(40, HEX))
la(
    """Nx read the output from the cache instead of running the command for 4 out of 5 tasks.
  hash: {0}""",
    r(20, DIGITS),
)
la(
    """INFO: Elapsed time: 12.308s, Critical Path: 9.77s
INFO: 214 processes: 188 remote cache hit, 26 linux-sandbox.
Action digest: {0}/1843""",
    r(64, HEX),
)
la(
    """mlflow run id: {0}   artifact_uri: s3://acme-ml-artifacts/7/{0}/artifacts""",
    r(32, HEX),
)
la(
    """$ op item get "Tenderly" --fields label=username
alex@acme.dev
$ op item get "Tenderly" --fields label=credential
[use 'op item get {0} --reveal' to reveal]""",
    r(26, LOWER_NUM),
)
la("""$ vault kv get -field=updated_time secret/infra/upcloud
2026-12-05T07:58:31.204877Z
$ vault kv metadata get secret/infra/upcloud | grep current_version
current_version         4""")
la("""$ doppler secrets --only-names -p settlement -c prd
┌──────────────────────┐
│ NAME                 │
├──────────────────────┤
│ TENDERLY_ACCESS_KEY  │
│ PINATA_JWT           │
│ ALCHEMY_RPC_URL      │
└──────────────────────┘""")
la(
    """API keys must be at least 32 characters, start with the environment prefix (live- or test-) and be stored hashed with SHA-256; we never log them."""
)
la(
    """Remember: the Klarna API password is shown only once when you create the credential; if you lose it, create a new pair and delete the old one."""
)
la("""Q: Where do I find the DocuSign secret key?
A: Apps and Keys → your app → Authentication → "Add secret key". Copy it straight into the secret manager; it isn't shown again.""")
la(
    """The reCAPTCHA site key is public by design (it is in every page); only the secret key must stay on the server."""
)
la(
    """Troubleshooting: `401 invalid_client` from OneLogin usually means the client secret was regenerated; fetch the current one from Vault at secret/auth/onelogin."""
)
la(
    """Security headers:
Strict-Transport-Security: max-age=63072000; includeSubDomains; preload
Content-Security-Policy: default-src 'self'; script-src 'self' 'nonce-{0}' https://js.stripe.com""",
    b64(16),
)
la("""Teleport cluster teleport.acme.dev · CA pin sha256:{0}""", r(64, HEX))
la("""NetBird peer db-bastion-2: public key {0}, IP 100.92.14.3""", b64(32))
