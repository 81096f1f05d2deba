r"""Held-out batch 55: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py (the batch format); (2) the
first 130 lines of bench/heldout/batch19.py (its docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged); (3) the
Theme paragraphs of the earlier batches (grep of "^Theme" with 12 lines after); (4) the
kind names already used (grep of the add( and add_split( calls). No other file of the
repository was opened.

Theme: marketing, advertising and CRM software as a coding agent's session holds it. New
kinds live under the "martech/" prefix: ad platform APIs (Google Ads developer tokens,
OAuth client secrets and refresh tokens in google-ads.yaml and load_from_dict, Meta
Marketing API system-user tokens, app secrets and Conversions API tokens, TikTok Events
API and app secrets, LinkedIn, Reddit, Snap, Pinterest, Microsoft Advertising, X Ads via
twurl, Criteo, The Trade Desk, Taboola, Outbrain, Yandex Direct), customer data platforms
and event pipelines (Segment server write keys, Public API tokens and Basic headers,
RudderStack write keys and workspace tokens, Snowplow Iglu keys and enrich Kafka SASL,
mParticle key and secret, Jitsu, Segment function settings), email, SMS and push
marketing (Mailchimp, Braze REST keys and Connected Content, Customer.io, Klaviyo private
keys, Iterable keys and JWT secrets, SendGrid marketing, ActiveCampaign, Constant Contact,
ConvertKit, Omnisend, Drip, Postscript, Airship, Leanplum, CleverTap, MoEngage, Mautic,
Emarsys, Marketing Cloud installed packages and SFTP), attribution and analytics
(AppsFlyer dev keys and Pull API tokens, Adjust S2S tokens, Branch secrets, GA4
Measurement Protocol api_secret, Amplitude and Mixpanel secrets, Adobe client secrets,
Stape and server-side tagging, Tealium), CRM (HubSpot private app tokens, legacy hapikey
and client secrets, Salesforce connected apps, passwords with security tokens and session
ids, Pipedrive, Zoho CRM refresh tokens and client secrets, Marketo), affiliate networks
(Impact, CJ, Awin, Rakuten, TUNE/HasOffers, Everflow) and reverse ETL (Census,
Polytomic), and in-house marketing ops passwords chosen by people (shared ad-account
logins, warehouse and feed SFTP passwords). They appear as configs, SDK init code, curl
and httpie calls, Postman and agent transcript JSON, Kubernetes Secrets, sops output,
Airflow connection URIs, git diffs, CI logs, Slack threads, runbooks and chat hand-overs,
some split across lines or messages, some base64-encoded.
Look-alikes are the same contexts without a credential: public-by-design keys where the
text says so (browser write keys, Branch key_live, Klaviyo site ids, Braze SDK keys,
Adjust app tokens), measurement ids (G-, GTM-, AW-), pixel and conversion ids, campaign,
ad set, audience, portal, org and record ids, UTM parameters, gclid and fbclid values,
SHA-256 hashed emails and phones for audiences, event dedup ids, masked values,
placeholders and env or secret-manager references, digests and commit hashes, and prose
about rotating credentials. Languages: mostly English, some Brazilian Portuguese,
Vietnamese and Greek.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string

_rng = random.Random(55_2026_12_07)
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
        _b64url_json({"alg": "HS256", "typ": "JWT"}) + "." + _b64url_json(claims) + "." + b64url(32)
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


# ============================================================ helpers of this batch
WORDS = (
    "mango", "falcon", "orbit", "copper", "lantern", "harbor", "velvet", "summit", "cactus",
    "pixel", "tango", "willow", "ember", "quartz", "meadow", "rocket", "sunset", "banana",
    "cobalt", "maple", "funnel", "coupon", "brisa", "caju", "pho", "lotus", "elia", "thalassa",
)  # fmt: skip
LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"})


def hpw(urlsafe: bool = False) -> str:
    """A password a person chose: words, digits, symbols, leetspeak, a phrase."""
    sym = "!*-_." if urlsafe else "!@#$%*&?"
    w1, w2, w3 = _rng.choice(WORDS), _rng.choice(WORDS), _rng.choice(WORDS)
    style = _rng.randrange(5)
    if style == 0:
        return w1.capitalize() + _rng.choice(sym) + r(4, DIGITS)
    if style == 1:
        return w1.translate(LEET).capitalize() + w2.translate(LEET) + r(2, DIGITS) + _rng.choice(sym)
    if style == 2:
        return "-".join((w1, w2, w3)) + r(2, DIGITS)
    if style == 3:
        return w1.upper() + r(3, DIGITS) + _rng.choice(sym) + w2
    return w1.capitalize() + w2.capitalize() + _rng.choice(sym) + r(2, DIGITS) + _rng.choice(sym)


def hexs(n: int) -> str:
    return r(n, HEX)


def g_refresh() -> str:
    return "1//0" + _rng.choice("369cdeg") + r(99, URLSAFE)


def gocspx() -> str:
    return "GOCSPX-" + r(28, URLSAFE)


def eaa() -> str:
    return "EAA" + _rng.choice("BGIJ") + r(176, ALNUM)


def num(n: int) -> str:
    return _rng.choice("123456789") + r(n - 1, DIGITS)


def sha256_of(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def b64s(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


# ============================================================ secrets: ad platforms
add(
    "martech/google-ads-yaml-developer-token",
    """$ cat -n ~/google-ads.yaml
     1	# Developer token (API Center > Access level: Basic)
     2	developer_token: {0}
     3	use_proto_plus: True
     4	client_id: {1}-lq0s9v3k7f2pbt8d1hj5ewmzq4a6cxry.apps.googleusercontent.com
     5	client_secret: ${GADS_CLIENT_SECRET}
     6	refresh_token: ${GADS_REFRESH_TOKEN}
     7	login_customer_id: 4728193056""",
    r(22, URLSAFE), num(12),
)
add(
    "martech/google-ads-refresh-token-load-from-dict",
    """from google.ads.googleads.client import GoogleAdsClient

# TODO move to secret manager before merge
cfg = {
    "developer_token": os.environ["GADS_DEV_TOKEN"],
    "client_id": os.environ["GADS_CLIENT_ID"],
    "client_secret": os.environ["GADS_CLIENT_SECRET"],
    "refresh_token": "{0}",
    "login_customer_id": "8317402295",
    "use_proto_plus": True,
}
client = GoogleAdsClient.load_from_dict(cfg, version="v17")""",
    g_refresh(),
)
add(
    "martech/google-oauth-client-secret-notes",
    """## Google Ads API — OAuth desktop client (marketing-eng)

Created in project `mkt-reporting-prod`, consent screen internal.
Client ID: 58301947216-h3kq9dl2v8wbf0r7s6pnxe1tmc4ayj5u.apps.googleusercontent.com
Client secret: {0}
Scopes: https://www.googleapis.com/auth/adwords
Run `python generate_user_credentials.py -c client_secret.json` to mint a refresh token.""",
    gocspx(),
)
add(
    "martech/meta-system-user-token-curl",
    """$ curl -sG "https://graph.facebook.com/v19.0/act_1029384756102938/insights" \\
    -d "fields=campaign_name,spend,impressions,actions" \\
    -d "date_preset=last_7d" \\
    -d "level=campaign" \\
    -d "access_token={0}" | jq '.data | length'
14""",
    eaa(),
)
add(
    "martech/meta-app-secret-appsecret-proof",
    """import hashlib, hmac

APP_ID = "739104628815502"
APP_SECRET = "{0}"   # Meta app 'Acme Ads Sync' > Settings > Basic

def appsecret_proof(token: str) -> str:
    return hmac.new(APP_SECRET.encode(), token.encode(), hashlib.sha256).hexdigest()""",
    hexs(32),
)
add(
    "martech/meta-capi-token-sgtm-tag-export",
    """{
  "exportFormatVersion": 2,
  "containerVersion": {
    "tag": [
      {
        "name": "Meta CAPI - Purchase",
        "type": "cvt_KDDGR",
        "parameter": [
          {"type": "TEMPLATE", "key": "pixelId", "value": "1184502937716402"},
          {"type": "TEMPLATE", "key": "accessToken", "value": "{0}"},
          {"type": "TEMPLATE", "key": "testEventCode", "value": ""},
          {"type": "BOOLEAN", "key": "extendCookies", "value": "true"}
        ],
        "firingTriggerId": ["17"]
      }
    ]
  }
}""",
    eaa(),
)
add(
    "martech/tiktok-events-api-access-token-header",
    """curl -X POST https://business-api.tiktok.com/open_api/v1.3/event/track/ \\
  -H 'Access-Token: {0}' \\
  -H 'Content-Type: application/json' \\
  -d '{"event_source":"web","event_source_id":"CP4T7K3C77U2A1B9DQ0G","data":[{"event":"CompletePayment","event_time":1733561204}]}'""",
    hexs(40),
)
add(
    "martech/tiktok-marketing-app-secret-dotenv",
    """# .env.staging  (ads-connector)
TIKTOK_APP_ID=7291834650128374785
TIKTOK_APP_SECRET={0}
TIKTOK_ADVERTISER_IDS=7004928371650021377,7004928371650021378
TIKTOK_REDIRECT_URI=https://ads-connector.staging.acme.io/oauth/tiktok/callback""",
    hexs(40),
)
add(
    "martech/linkedin-ads-access-token-httpie",
    """$ http GET 'https://api.linkedin.com/rest/adAccounts?q=search' \\
    'LinkedIn-Version:202405' 'X-Restli-Protocol-Version:2.0.0' \\
    'Authorization:Bearer {0}'
HTTP/1.1 200 OK
Content-Type: application/json
x-li-uuid: AAYYq3v0mK8Cx7XxQ2pTgw==""",
    "AQV" + r(180, URLSAFE),
)
add(
    "martech/linkedin-client-secret-tfvars",
    """# terraform/envs/prod/marketing.auto.tfvars
linkedin_client_id     = "86x7qz2mfl4w1t"
linkedin_client_secret = "{0}"
linkedin_ad_account_ids = ["508123944", "508123951"]
sync_schedule          = "cron(15 4 * * ? *)\"""".replace('\\"', '"'),
    "WPL_AP1." + r(16, ALNUM) + "." + r(8, ALNUM) + "==",
)
add(
    "martech/reddit-ads-refresh-token-toml",
    """[reddit_ads]
account_id     = "a2_fj29xk1m"
client_id      = "kV3p9XwQ2nHc7LrT0aYbGe"
client_secret  = "${REDDIT_CLIENT_SECRET}"
refresh_token  = "{0}"
user_agent     = "acme-ads-sync/1.4 by u/acme_growth\"""".replace('\\"', '"'),
    num(11) + "-" + r(30, URLSAFE),
)
add(
    "martech/snap-capi-token-node",
    """// src/destinations/snap.ts
const SNAP_PIXEL_ID = '7f3b1c2e-9a4d-4e61-8b0f-2d5c7e9a1b34';
const SNAP_CAPI_TOKEN = '{0}';

export async function sendSnapEvent(ev: ConversionEvent) {
  return fetch(`https://tr.snapchat.com/v3/${SNAP_PIXEL_ID}/events?access_token=${SNAP_CAPI_TOKEN}`, {
    method: 'POST', body: JSON.stringify({ data: [toSnap(ev)] }),
  });
}""",
    b64url(150),
)
add(
    "martech/pinterest-ads-token-export",
    """(venv) growth@mkt-jump:~/pinterest-sync$ export PINTEREST_AD_ACCOUNT=549764106778
(venv) growth@mkt-jump:~/pinterest-sync$ export PINTEREST_TOKEN='{0}'
(venv) growth@mkt-jump:~/pinterest-sync$ python sync_catalog.py --dry-run
[info] 1,842 products, 12 changed since last run""",
    "pina_" + r(112, UPPER_NUM),
)
add(
    "martech/microsoft-ads-developer-token-csharp",
    """var authorizationData = new AuthorizationData
{
    Authentication = oAuthDesktopMobileAuthCodeGrant,
    CustomerId = 251847903,
    AccountId = 180293746,
    DeveloperToken = "{0}"
};""",
    r(16, UPPER_NUM),
)
add(
    "martech/x-ads-consumer-secret-twurl",
    """$ twurl authorize --consumer-key lq8Z2vKxN3tYpR7wJcA1mHbE5 --consumer-secret {0}
Go to https://api.twitter.com/oauth/authorize?oauth_consumer_key=lq8Z2vKxN3tYpR7wJcA1mHbE5&oauth_token=... and paste in the supplied PIN""",
    r(50, ALNUM),
)
add(
    "martech/criteo-client-secret-json",
    """{
  "criteo": {
    "client_id": "4f9e2a1c7b3d4e5f8a6b0c9d1e2f3a4b",
    "client_secret": "{0}",
    "advertiser_ids": [58213, 58219],
    "api_version": "2024-10"
  }
}""",
    r(43, ALNUM) + "=",
)
add(
    "martech/ttd-auth-header-postman",
    """{
  "name": "TTD - campaign list",
  "request": {
    "method": "POST",
    "header": [
      {"key": "Content-Type", "value": "application/json"},
      {"key": "TTD-Auth", "value": "{0}"}
    ],
    "url": "https://api.thetradedesk.com/v3/campaign/query/advertiser",
    "body": {"mode": "raw", "raw": "{\\"AdvertiserId\\":\\"x4k92bq\\",\\"PageStartIndex\\":0,\\"PageSize\\":50}"}
  }
}""",
    r(120, ALNUM),
)
add(
    "martech/taboola-client-secret-form",
    """curl -s -X POST https://backstage.taboola.com/backstage/oauth/token \\
  -d client_id=9c1f3e7a2b4d48c6a0e5f7b1d3c9e2a4 \\
  -d client_secret={0} \\
  -d grant_type=client_credentials""",
    hexs(32),
)
add(
    "martech/outbrain-amplify-login-basic",
    """$ curl -s -u 'ads@acme-store.com.br:{0}' https://api.outbrain.com/amplify/v0.1/login
{"OB-TOKEN-V1":"(token redacted in logs)"}""",
    hpw(),
)
add(
    "martech/yandex-direct-oauth-token",
    """import requests
headers = {
    "Authorization": "Bearer {0}",
    "Client-Login": "acme-shop-direct",
    "Accept-Language": "ru",
}
r = requests.post("https://api.direct.yandex.com/json/v5/campaigns", json=body, headers=headers)""",
    "y0_" + r(55, URLSAFE),
)

# ============================================================ secrets: CDP and pipelines
add(
    "martech/segment-server-write-key-python",
    """# workers/billing_events.py
import segment.analytics as analytics

# server-side source "billing-worker (prod)" -- not the browser source
analytics.write_key = '{0}'
analytics.max_queue_size = 10000

def on_invoice_paid(inv):
    analytics.track(inv.customer_id, 'Invoice Paid', {'amount': inv.total, 'currency': inv.currency})""",
    r(32, ALNUM),
)
add(
    "martech/segment-public-api-token-sgp",
    """$ curl -s https://api.segmentapis.com/sources?pagination.count=50 \\
    -H "Authorization: Bearer {0}" | jq -r '.data.sources[].slug'
web-prod
ios-prod
billing-worker-prod
hubspot""",
    "sgp_" + r(64, ALNUM),
)
add(
    "martech/segment-http-api-basic-b64",
    """POST /v1/batch HTTP/1.1
Host: api.segment.io
Authorization: Basic {0}
Content-Type: application/json
Content-Length: 412

{"batch":[{"type":"identify","userId":"u_8812","traits":{"plan":"pro"}}]}""",
    b64s(r(32, ALNUM) + ":"),
)
add(
    "martech/rudderstack-write-key-curl-user",
    """curl -u {0}: -X POST https://acmecorpzyb.dataplane.rudderstack.com/v1/track \\
  -H 'Content-Type: application/json' \\
  -d '{"userId":"qa-001","event":"Checkout Started","properties":{"cart_value":129.9}}'""",
    r(27, ALNUM),
)
add(
    "martech/rudderstack-workspace-token-compose",
    """  rudder-server:
    image: rudderlabs/rudder-server:1.34.0
    environment:
      - JOBS_DB_HOST=postgres
      - JOBS_DB_USER=rudder
      - JOBS_DB_PASSWORD=${RUDDER_DB_PASSWORD}
      - WORKSPACE_TOKEN={0}
      - DEST_TRANSFORM_URL=http://transformer:9090""",
    r(27, ALNUM),
)
add(
    "martech/snowplow-iglu-api-key-igluctl",
    """$ igluctl static push ./schemas https://iglu.analytics.acme.io/api {0} --public
[INFO] com.acme/checkout_step/jsonschema/1-0-2: CREATED
[INFO] com.acme/newsletter_signup/jsonschema/1-0-0: UNCHANGED""",
    uuid4(),
)
add(
    "martech/snowplow-enrich-kafka-sasl-hocon",
    """  "output": {
    "good": {
      "topicName": "snowplow-enriched-good"
      "bootstrapServers": "pkc-41wq6.eu-west-1.aws.confluent.cloud:9092"
      "producerConf": {
        "security.protocol": "SASL_SSL"
        "sasl.mechanism": "PLAIN"
        "sasl.jaas.config": "org.apache.kafka.common.security.plain.PlainLoginModule required username='QZ4T7KX2NM3VBPLE' password='{0}';"
      }
    }
  }""",
    r(64, ALNUM.replace("l", "") + "+/"),
)
add_split(
    "martech/mparticle-server-key-and-secret",
    """from mparticle import Configuration, EventsApi

configuration = Configuration()
configuration.api_key = '{0}'
configuration.api_secret = '{1}'
configuration.debug = False
api_instance = EventsApi(configuration)""",
    "us1-" + hexs(32), r(64, ALNUM + "-_"),
)
add(
    "martech/jitsu-server-s2s-key-env",
    """JITSU_HOST=https://t.acme-analytics.com
# s2s key from Jitsu > Sites > acme-api > Keys (server)
JITSU_WRITE_KEY={1}:{0}
JITSU_DEBUG=false""",
    r(32, ALNUM), r(32, ALNUM),
)
add(
    "martech/segment-function-settings-secret",
    """$ segment functions get dfn_63a9e1bc57f0d2c4 --output json | jq .settings
[
  {"name": "zapierHookUrl", "type": "STRING", "value": "https://hooks.zapier.com/hooks/catch/12345/abcde/"},
  {"name": "crmApiKey", "type": "STRING", "sensitive": true, "value": "{0}"},
  {"name": "dryRun", "type": "BOOLEAN", "value": false}
]""",
    "crm_live_" + r(40, ALNUM),
)

# ============================================================ secrets: email, SMS, push
add(
    "martech/mailchimp-api-key-set-config",
    """const mailchimp = require("@mailchimp/mailchimp_marketing");

mailchimp.setConfig({
  apiKey: "{0}",
  server: "us21",
});

const AUDIENCE_ID = "a1f3c9e72b";""",
    hexs(32) + "-us21",
)
add(
    "martech/mailchimp-anystring-basic-curl",
    """$ curl -s --user "anystring:{0}" \\
    "https://us14.api.mailchimp.com/3.0/lists/5c0e8b14d7/members?count=5&status=subscribed" | jq '.total_items'
48211""",
    hexs(32) + "-us14",
)
add(
    "martech/mailchimp-oauth-token-dict",
    """>>> from mailchimp3 import MailChimp
>>> creds = {'access_token': '{0}', 'dc': 'us6', 'login_url': 'https://login.mailchimp.com'}
>>> client = MailChimp(mc_api=creds['access_token'], mc_user='acmebrasil')
>>> client.lists.all(get_all=False, fields='lists.name')""",
    hexs(32),
)
add(
    "martech/braze-rest-api-key-bearer",
    """curl --location --request POST 'https://rest.iad-03.braze.com/users/track' \\
--header 'Content-Type: application/json' \\
--header 'Authorization: Bearer {0}' \\
--data-raw '{"attributes":[{"external_id":"u_10293","loyalty_tier":"gold"}]}'""",
    uuid4(),
)
add(
    "martech/braze-connected-content-header",
    """{% connected_content https://api.acme-store.com/v2/recommendations?user={{${user_id}}}
   :method get
   :headers {"X-Api-Key": "{0}"}
   :content_type application/json
   :save recs %}
Oi {{${first_name} | default: 'cliente'}}, separamos {{recs.items | size}} ofertas pra você!""",
    "rk_live_" + r(36, ALNUM),
)
add(
    "martech/customerio-track-client-ruby",
    """# config/initializers/customerio.rb
$customerio = Customerio::Client.new(
  "e4c82a9d1f7b03c65a18",          # site id
  "{0}",  # tracking API key
  region: Customerio::Regions::EU
)""",
    hexs(20),
)
add(
    "martech/customerio-app-api-key-actions-log",
    """Run python scripts/send_transactional.py --template 7 --to qa@acme.io
  python scripts/send_transactional.py --template 7 --to qa@acme.io
  shell: /usr/bin/bash -e {1}
  env:
    CIO_REGION: eu
    CIO_APP_API_KEY: {0}
POST https://api-eu.customer.io/v1/send/email -> 200 (delivery_id=dgOi4AABkGXj)""",
    hexs(32), "{0}",
)
add(
    "martech/klaviyo-private-key-header",
    """GET https://a.klaviyo.com/api/lists/?fields[list]=name,created
revision: 2024-10-15
Authorization: Klaviyo-API-Key {0}
Accept: application/vnd.api+json""",
    "pk_" + hexs(34),
)
add(
    "martech/klaviyo-private-key-shopify-app-toml",
    """# shopify.app.toml (local only, do not commit!)
[env]
KLAVIYO_PUBLIC_KEY = "Xy7QpL"
KLAVIYO_PRIVATE_KEY = "{0}"
SHOPIFY_SHOP = "acme-moda.myshopify.com\"""".replace('\\"', '"'),
    "pk_" + hexs(34),
)
add(
    "martech/iterable-api-key-axios",
    """export const iterable = axios.create({
  baseURL: 'https://api.iterable.com/api',
  timeout: 10_000,
  headers: { 'Api-Key': '{0}' },
});""",
    hexs(32),
)
add(
    "martech/iterable-jwt-secret-server",
    """# services/iterable_jwt.py -- mints JWTs for the web SDK (JWT-enabled key)
ITERABLE_JWT_SECRET = "{0}"

def mint(email: str) -> str:
    now = int(time.time())
    return jwt.encode({"email": email, "iat": now, "exp": now + 3600}, ITERABLE_JWT_SECRET, algorithm="HS256")""",
    hexs(128),
)
add(
    "martech/sendgrid-marketing-contacts-python",
    """sg = SendGridAPIClient('{0}')
resp = sg.client.marketing.contacts.put(request_body={
    "list_ids": ["9b2e7c14-3f0a-4d8e-b6a1-5c2d9e0f7a13"],
    "contacts": [{"email": "ana@example.com.br", "first_name": "Ana"}],
})
print(resp.status_code, resp.body)  # 202 b'{"job_id":"..."}'""",
    "SG." + r(22, URLSAFE) + "." + r(43, URLSAFE),
)
add_split(
    "martech/sendgrid-key-wrapped-terminal",
    """growth@mkt-jump:~$ heroku config:get SENDGRID_MARKETING_KEY -a acme-newsletter
SG.{0}
{1}
growth@mkt-jump:~$ """,
    r(22, URLSAFE) + "." + r(20, URLSAFE), r(23, URLSAFE),
)
add(
    "martech/activecampaign-api-token-header",
    """$ curl -s 'https://acmeeducacao.api-us1.com/api/3/contacts?limit=1' \\
    -H 'Api-Token: {0}' | jq '.meta.total'
"18342\"""".replace('\\"', '"'),
    hexs(72),
)
add(
    "martech/constant-contact-refresh-token-json",
    """$ cat .cc_tokens.json
{
  "access_token": "(expired)",
  "token_type": "Bearer",
  "refresh_token": "{0}",
  "scope": "contact_data campaign_data offline_access",
  "expires_at": "2024-12-06T18:02:11Z"
}""",
    r(43, URLSAFE),
)
add(
    "martech/convertkit-api-secret-body",
    """POST https://api.convertkit.com/v3/forms/5512870/subscribe
Content-Type: application/json

{
  "api_secret": "{0}",
  "email": "leitor@example.com.br",
  "tags": [4418201]
}""",
    r(43, URLSAFE),
)
add(
    "martech/omnisend-api-key-php",
    """$client = new \\GuzzleHttp\\Client([
    'base_uri' => 'https://api.omnisend.com/v3/',
    'headers'  => ['X-API-KEY' => '{0}'],
]);""",
    hexs(24) + "-" + r(50, ALNUM),
)
add(
    "martech/drip-api-token-basic",
    """# Drip: token goes as the basic-auth username, empty password
curl -s https://api.getdrip.com/v2/7749201/subscribers -u {0}: \\
  -H 'User-Agent: Acme Sync (dev@acme.io)'""",
    hexs(32),
)
add(
    "martech/postscript-private-key-bearer",
    """# postscript.yaml (sms-marketing service)
shop_id: 382911
private_api_key: {0}
keyword_list: [VIP, PROMO, OFERTA]""",
    "sk_" + hexs(32),
)
add(
    "martech/airship-master-secret-basic",
    """import urbanairship as ua
airship = ua.Airship(key="Xq4v0A2pRfOa8kJz3Tn1Lw", secret="{0}")   # master secret!
push = airship.create_push()""",
    r(22, URLSAFE),
)
add(
    "martech/leanplum-prod-client-key",
    """Leanplum.setAppIdForProductionMode("app_Qw7Z2mKp0RtY4nXb8cV1dF5gH3jL6sA9eU", "{0}")
// dev key only in debug builds
#if DEBUG
Leanplum.setAppIdForDevelopmentMode("app_Qw7Z2mKp0RtY4nXb8cV1dF5gH3jL6sA9eU", LP_DEV_KEY)
#endif""",
    "prod_" + r(43, ALNUM),
)
add(
    "martech/clevertap-passcode-header",
    """curl -X POST "https://in1.api.clevertap.com/1/upload" \\
  -H "X-CleverTap-Account-Id: W9R-6Z4-8K7Z" \\
  -H "X-CleverTap-Passcode: {0}" \\
  -H "Content-Type: application/json; charset=utf-8" \\
  -d @profiles.json""",
    r(6, UPPER) + "-" + r(3, UPPER) + "-" + r(6, UPPER) + "-" + r(3, UPPER) + "A",
)
add(
    "martech/moengage-data-api-key-basic",
    """MOENGAGE_APP_ID=JQ4ZK1N8M7P2T0V3X6Y9A5B
MOENGAGE_DATA_API_KEY={0}
MOENGAGE_DC=03""",
    r(24, UPPER_NUM),
)
add(
    "martech/mautic-api-basic-password-php",
    """// app/config/local.php (excerpt) -- API user for the CRM bridge
'api_enabled'          => true,
'api_enable_basic_auth'=> true,
// bridge credentials: crm-bridge / {0}
'mailer_from_email'    => 'news@acme-cursos.com.br',""",
    hpw(),
)
add(
    "martech/emarsys-wsse-secret",
    """EMARSYS_USER = "acme_pt002"
EMARSYS_SECRET = "{0}"

def wsse_header():
    nonce = secrets.token_hex(16)
    created = datetime.utcnow().strftime("%Y-%m-%dT%H:%M:%S+00:00")
    digest = base64.b64encode(hashlib.sha1((nonce + created + EMARSYS_SECRET).encode()).hexdigest().encode())""",
    r(20, ALNUM),
)
add(
    "martech/sfmc-installed-package-client-secret",
    """POST https://mcq4vz2nx8k7w1r5t0yb3p6l9d2f.auth.marketingcloudapis.com/v2/token
Content-Type: application/json

{
  "grant_type": "client_credentials",
  "client_id": "k8n2p4r6t8v0x2z4b6d8f0h2",
  "client_secret": "{0}",
  "account_id": "514009871"
}""",
    r(24, ALNUM),
)
add(
    "martech/sfmc-sftp-password-lftp",
    """lftp -u 514009871,'{0}' sftp://mcq4vz2nx8k7w1r5t0yb3p6l9d2f.ftp.marketingcloudops.com <<EOF
cd Import
put daily_optins_$(date +%F).csv
bye
EOF""",
    hpw(),
)

# ============================================================ secrets: attribution, analytics
add(
    "martech/appsflyer-dev-key-s2s-inappevent",
    """curl --request POST \\
  --url https://api2.appsflyer.com/inappevent/id1459823770 \\
  --header 'authentication: {0}' \\
  --header 'content-type: application/json' \\
  --data '{"appsflyer_id":"1701345678901-2345678","eventName":"af_purchase","eventValue":"{\\"af_revenue\\":\\"49.90\\",\\"af_currency\\":\\"BRL\\"}"}'""",
    r(22, ALNUM),
)
add(
    "martech/appsflyer-pull-api-token-cron",
    """# /etc/cron.d/af-raw-export
AF_TOKEN={0}
30 5 * * * etl curl -s -H "Authorization: Bearer $AF_TOKEN" "https://hq1.appsflyer.com/api/raw-data/export/app/com.acme.shop/installs_report/v5?from=$(date -d yesterday +\\%F)&to=$(date -d yesterday +\\%F)" > /data/af/installs.csv""",
    jwt({"iss": "appsflyer", "sub": "acct-3f1e", "iat": 1733000000, "aud": "pull-api"}),
)
add(
    "martech/adjust-s2s-token-bearer",
    """curl -X POST https://s2s.adjust.com/event \\
  -H "Authorization: Bearer {0}" \\
  -d "s2s=1&app_token=4w565xzmb54d&event_token=f2m3io&adid=a5e8b3c7d1f2e9a0b4c6d8e1f3a5b7c9&revenue=12.90&currency=EUR\"""".replace('\\"', '"'),
    hexs(32),
)
add(
    "martech/branch-secret-live-json",
    """POST https://api2.branch.io/v1/url/bulk/key_live_kaFuWw8WvY7yn1d9yYiP8gokwqjV0Swt
{
  "branch_key": "key_live_kaFuWw8WvY7yn1d9yYiP8gokwqjV0Swt",
  "branch_secret": "{0}",
  "links": [{"channel": "email", "campaign": "bf-2024", "data": {"$deeplink_path": "promo/bf"}}]
}""",
    "secret_live_" + r(32, ALNUM),
)
add(
    "martech/ga4-measurement-protocol-api-secret",
    """requests.post(
    "https://www.google-analytics.com/mp/collect",
    params={"measurement_id": "G-7QK2M9ZP4T", "api_secret": "{0}"},
    json={"client_id": "1843920011.1733560012", "events": [{"name": "refund", "params": {"transaction_id": "T-88121"}}]},
)""",
    r(22, URLSAFE),
)
add(
    "martech/amplitude-export-secret-key",
    """$ curl -u 8f2b6c1e0a9d4e7f3b5c8a1d2e4f6a9b:{0} \\
    'https://amplitude.com/api/2/export?start=20241205T00&end=20241205T23' -o export.zip
  % Total    % Received % Xferd  Average Speed
100 48.2M  100 48.2M    0     0  11.3M      0  0:00:04""",
    hexs(32),
)
add(
    "martech/mixpanel-service-account-secret",
    """MP_SA_USER = "growth-export.3b1f2e.mp-service-account"
MP_SA_SECRET = "{0}"
resp = requests.get(
    "https://data.mixpanel.com/api/2.0/export",
    params={"project_id": 2841937, "from_date": "2024-12-01", "to_date": "2024-12-06"},
    auth=(MP_SA_USER, MP_SA_SECRET),
)""",
    r(32, ALNUM),
)
add(
    "martech/adobe-io-client-secret",
    """{
  "CLIENT_ID": "2f8c1e4a9b7d4f0e8a6c3b5d1e9f7a2c",
  "CLIENT_SECRETS": ["{0}"],
  "ORG_ID": "7A31C2F45E8B0D1A0A495E3C@AdobeOrg",
  "SCOPES": ["openid", "AdobeID", "read_organizations", "additional_info.projectedProductContext"],
  "TECHNICAL_ACCOUNT_ID": "91D2C4E7F8A6B1E3C5D70A2B@techacct.adobe.com"
}""",
    "p8e-" + r(32, ALNUM),
)
add(
    "martech/stape-api-key-header",
    """# sGTM on stape.io -- purge + container info
curl -s https://api.app.stape.io/api/v2/containers/gtm-kx9p2lqz \\
  -H 'X-AUTH-TOKEN: {0}'""",
    r(64, HEX),
)
add(
    "martech/tealium-api-auth-form",
    """$ curl -s -X POST "https://platform.tealiumapis.com/v3/auth/accounts/acme/profiles/main" \\
    --data-urlencode "username=marketing-ops@acme.io" \\
    --data-urlencode "key={0}"
{"token":"(short-lived bearer)","host":"us-east-1-platform.tealiumapis.com"}""",
    r(40, ALNUM),
)

# ============================================================ secrets: CRM
add(
    "martech/hubspot-private-app-token-node",
    """const hubspot = require('@hubspot/api-client');
// Private app: "Lead Sync" (crm.objects.contacts.write, crm.objects.deals.read)
const hs = new hubspot.Client({ accessToken: '{0}' });""",
    "pat-na1-" + uuid4(),
)
add(
    "martech/hubspot-hapikey-legacy-log",
    """2024-12-06T11:42:07.913Z WARN  [legacy-sync] GET https://api.hubapi.com/contacts/v1/lists/all/contacts/all?hapikey={0}&count=100 -> 401 {"status":"error","message":"The API key provided is invalid. View or manage your API key here: https://app.hubspot.com/l/api-key/","category":"INVALID_AUTHENTICATION"}""",
    uuid4(),
)
add(
    "martech/hubspot-client-secret-signature-v3",
    """HUBSPOT_CLIENT_SECRET = "{0}"

def valid(req):
    src = req.method + req.url + req.body.decode() + req.headers["X-HubSpot-Request-Timestamp"]
    sig = base64.b64encode(hmac.new(HUBSPOT_CLIENT_SECRET.encode(), src.encode(), sha256).digest())
    return hmac.compare_digest(sig.decode(), req.headers["X-HubSpot-Signature-v3"])""",
    uuid4(),
)
add(
    "martech/salesforce-consumer-secret-env",
    """SF_LOGIN_URL=https://acme--uat.sandbox.my.salesforce.com
SF_CONSUMER_KEY=3MVG9SemV5D80oBfPBCgboxuJ9dXWpM0d7Ut8xQ_K1nFp2uZ3q6m8wTz0yRvLbHcG
SF_CONSUMER_SECRET={0}
SF_USERNAME=integration@acme.com.uat""",
    r(64, UPPER_HEX),
)
add_split(
    "martech/salesforce-password-and-security-token",
    """from simple_salesforce import Salesforce
sf = Salesforce(
    username="marketing.integration@acme.com",
    password="{0}",
    security_token="{1}",
    domain="login",
)""",
    hpw(), r(25, ALNUM),
)
add(
    "martech/salesforce-session-id-curl",
    """curl https://acme.my.salesforce.com/services/data/v61.0/query?q=SELECT+Id,Email+FROM+Lead+LIMIT+5 \\
  -H 'Authorization: Bearer {0}' -H 'X-PrettyPrint: 1'""",
    "00D5g000004XyZa!AQ4AQ" + r(90, ALNUM + "._"),
)
add(
    "martech/pipedrive-api-token-query",
    """>>> requests.get("https://acmeimoveis.pipedrive.com/api/v1/deals", params={"status": "open", "api_token": "{0}"}).json()["additional_data"]
{'pagination': {'start': 0, 'limit': 100, 'more_items_in_collection': True, 'next_start': 100}}""",
    hexs(40),
)
add(
    "martech/zoho-crm-refresh-token-sdk",
    """token = OAuthToken(
    client_id="1000.QX7Z2LK9M4NP8RT3VW6YB1CD5FG0HJ",
    client_secret=os.getenv("ZOHO_CLIENT_SECRET"),
    refresh_token="1000.{0}",
    redirect_url="https://crm-sync.acme.vn/zoho/callback",
)""",
    hexs(32) + "." + hexs(32),
)
add(
    "martech/zoho-client-secret-token-form",
    """curl -X POST https://accounts.zoho.com/oauth/v2/token \\
  -d "grant_type=refresh_token" \\
  -d "client_id=1000.8KQ1V2X3Z4B5N6M7L8J9H0G1F2D3S4" \\
  -d "client_secret={0}" \\
  -d "refresh_token=$ZOHO_REFRESH_TOKEN\"""".replace('\\"', '"'),
    hexs(42),
)
add(
    "martech/marketo-identity-client-secret-url",
    """[2024-12-06 09:14:22] marketo-sync DEBUG GET https://284-RPR-133.mktorest.com/identity/oauth/token?grant_type=client_credentials&client_id=a6d3e1f0-52b8-4c9a-9e7d-1f3b2c4d5e6f&client_secret={0}
[2024-12-06 09:14:22] marketo-sync DEBUG -> 200 expires_in=3599 scope=api-user@acme.com""",
    r(32, ALNUM),
)

# ============================================================ secrets: affiliate and reverse ETL
add(
    "martech/impact-account-sid-auth-token",
    """$ curl -s -u "IRq7Kx2VbN4mLp9Zt3Wc8Yd1Fg6Hj5Sa:{0}" \\
    "https://api.impact.com/Advertisers/IRq7Kx2VbN4mLp9Zt3Wc8Yd1Fg6Hj5Sa/Actions?CampaignId=18244&ActionDateStart=2024-12-01T00:00:00Z" \\
    -H "Accept: application/json" | jq '.["@total"]'
"317\"""".replace('\\"', '"'),
    r(32, ALNUM),
)
add(
    "martech/cj-personal-access-token-graphql",
    """query = '{ publisherCommissions(forPublishers: ["5123987"], sincePostingDate: "2024-12-01T00:00:00Z") { count records { commissionId actionStatus pubCommissionAmountUsd } } }'
resp = requests.post("https://commissions.api.cj.com/query", data=query,
                     headers={"Authorization": "Bearer {0}"})""",
    r(26, LOWER_NUM),
)
add(
    "martech/awin-oauth-token-query",
    """GET https://api.awin.com/publishers/1049277/transactions/?startDate=2024-11-01T00%3A00%3A00&endDate=2024-11-30T23%3A59%3A59&timezone=UTC&accessToken={0}
Accept: application/json""",
    uuid4(),
)
add(
    "martech/rakuten-token-key-basic-b64",
    """# Rakuten Advertising: the "Token Key" is base64(client_id:client_secret)
RAKUTEN_TOKEN_KEY="{0}"
curl -s -X POST https://api.linksynergy.com/token \\
  -H "Authorization: Bearer $RAKUTEN_TOKEN_KEY" \\
  -d "grant_type=password&scope=3829104\"""".replace('\\"', '"'),
    b64s(r(24, ALNUM) + ":" + r(24, ALNUM)),
)
add(
    "martech/hasoffers-network-token-query",
    """https://acmeaffiliates.api.hasoffers.com/Apiv3/json?NetworkToken={0}&Target=Affiliate_Report&Method=getStats&fields[]=Stat.offer_id&fields[]=Stat.conversions&data_start=2024-12-01""",
    "NET" + r(27, ALNUM),
)
add(
    "martech/everflow-api-key-header",
    """const ef = got.extend({
  prefixUrl: 'https://api.eflow.team/v1/networks',
  headers: { 'X-Eflow-API-Key': '{0}' },
  responseType: 'json',
});""",
    r(22, ALNUM),
)
add(
    "martech/census-secret-token-bearer",
    """$ curl -s https://app.getcensus.com/api/v1/syncs/184422/trigger -X POST \\
    -H "Authorization: Bearer secret-token:{0}"
{"status":"success","data":{"sync_run_id":9931207}}""",
    r(36, ALNUM),
)
add(
    "martech/polytomic-api-key-terraform-provider",
    """provider "polytomic" {
  deployment_url = "app.polytomic.com"
  api_key        = "{0}"
}

resource "polytomic_bulk_sync" "hubspot_to_bq" {
  name   = "HubSpot -> BigQuery (marketing)"
  active = true
}""",
    uuid4(),
)

# ============================================================ secrets: chat, runbooks, transcripts
add(
    "martech/ptbr-runbook-meta-token",
    """### Runbook — Conversões offline (Meta)

1. Exportar as vendas da loja física do ERP (CSV, colunas email/telefone já normalizadas).
2. Rodar `python upload_offline.py --dataset 842019375561204 --arquivo vendas.csv`.
3. O token do usuário do sistema "capi-loja" é `{0}` — ele não expira, então não compartilhe fora do time.
4. Conferir no Gerenciador de Eventos se o match rate ficou acima de 60%.""",
    eaa(),
)
add(
    "martech/ptbr-chat-business-manager-password",
    """[14:02] Juliana Prado: alguém tem acesso ao BM da Acme Pet? preciso aprovar o domínio
[14:03] Rafael Lima: usa o login compartilhado midia@acmepet.com.br, senha {0}
[14:03] Rafael Lima: o 2FA tá no celular do escritório, me chama que eu passo o código
[14:04] Juliana Prado: valeu!!""",
    hpw(),
)
add(
    "martech/vi-chat-hubspot-token",
    """Anh Tuấn ơi, em gửi token của private app HubSpot để anh cấu hình job đồng bộ lead nhé:
{0}
Token này có quyền ghi contacts và deals, anh đừng commit lên repo giúp em. Cảm ơn anh!""",
    "pat-eu1-" + uuid4(),
)
add_split(
    "martech/vi-chat-klaviyo-key-two-messages",
    """[09:15] Linh: private key Klaviyo phần đầu: {0}
[09:16] Linh: phần sau: {1}
[09:16] Linh: ghép lại là dùng được, nhớ xoá tin nhắn sau khi lưu vào vault nha""",
    "pk_" + hexs(17), hexs(17),
)
add(
    "martech/el-chat-mailchimp-password",
    """Γεια σου Νίκο, για το Mailchimp του καταστήματος: χρήστης marketing@acme-eshop.gr, κωδικός {0}. Το 2FA είναι στο κινητό της Ελένης. Μόλις μπεις, άλλαξέ τον σε παρακαλώ.""",
    hpw(),
)
add_split(
    "martech/el-chat-braze-key-split",
    """Μαρία: Στέλνω το REST API key του Braze σε δύο κομμάτια για ασφάλεια.
Μαρία: Πρώτο: {0}
Μαρία: Δεύτερο: {1}
Γιώργος: Το πήρα, το βάζω στο 1Password και σβήνω τα μηνύματα.""",
    hexs(8) + "-" + hexs(4) + "-4" + hexs(3), r(1, "89ab") + hexs(3) + "-" + hexs(12),
)
add(
    "martech/slack-thread-shared-ads-password",
    """#growth-ops  ·  thread
Priya Nair  10:41 AM
who has the login for the TikTok Ads Manager agency account? need to pull the Q4 creative report
Marcus Webb  10:43 AM
ads-agency@acme.io / {0}  -- please don't paste it anywhere else, I'll rotate it after BFCM
Priya Nair  10:43 AM
:pray: thanks""",
    hpw(),
)
add(
    "martech/agent-transcript-braze-env-read",
    """{"type":"tool_result","tool_use_id":"toolu_01J8Q2mXkV4pLr7NzA3wYb","content":"BRAZE_REST_ENDPOINT=https://rest.fra-02.braze.eu\\nBRAZE_REST_API_KEY={0}\\nBRAZE_APP_GROUP=acme-eu\\nBRAZE_SDK_API_KEY=${BRAZE_SDK_API_KEY}\\n","is_error":false}""",
    uuid4(),
)
add(
    "martech/k8s-secret-b64-iterable",
    """apiVersion: v1
kind: Secret
metadata:
  name: iterable-credentials
  namespace: lifecycle
type: Opaque
data:
  ITERABLE_PROJECT_ID: MTg0NDI=
  ITERABLE_API_KEY: {0}""",
    b64s(hexs(32)),
)
add(
    "martech/git-diff-rotate-customerio",
    """diff --git a/config/cio.yml b/config/cio.yml
index 4e1a2b9..7c03d5f 100644
--- a/config/cio.yml
+++ b/config/cio.yml
@@ -1,5 +1,5 @@
 production:
   site_id: 9d27f0b3c81e46a5ba02
-  api_key: <%= ENV["CIO_API_KEY"] %>
+  api_key: {0}
   region: us
   timeout: 10""",
    hexs(20),
)
add(
    "martech/sops-decrypted-appsflyer-token",
    """$ sops -d secrets/attribution.enc.yaml
appsflyer:
    app_ids:
        - id1459823770
        - com.acme.shop
    api_token_v2: {0}
adjust:
    app_token: 4w565xzmb54d""",
    jwt({"iss": "appsflyer", "account": "acme", "token_type": "api_v2", "iat": 1731000000}),
)
add(
    "martech/airflow-conn-salesforce-uri",
    """export AIRFLOW_CONN_SALESFORCE_MARKETING='salesforce://marketing.integration%40acme.com:{0}@?__extra__=%7B%22security_token%22%3A+%22%24%7BSF_TOKEN%7D%22%2C+%22domain%22%3A+%22login%22%7D'""",
    hpw(urlsafe=True),
)
add(
    "martech/dbt-profiles-marketing-warehouse",
    """marketing_dw:
  target: prod
  outputs:
    prod:
      type: snowflake
      account: acme-eu1
      user: DBT_MARKETING
      password: "{0}"
      role: TRANSFORMER_MKT
      warehouse: MKT_WH
      database: MARKETING
      schema: attribution
      threads: 8""",
    hpw(),
)
add_split(
    "martech/google-adc-authorized-user-json",
    """$ cat ~/.config/gcloud/application_default_credentials.json
{
  "account": "",
  "client_id": "58301947216-h3kq9dl2v8wbf0r7s6pnxe1tmc4ayj5u.apps.googleusercontent.com",
  "client_secret": "{0}",
  "quota_project_id": "acme-ads-reporting",
  "refresh_token": "{1}",
  "type": "authorized_user",
  "universe_domain": "googleapis.com"
}""",
    gocspx(), g_refresh(),
)
add(
    "martech/merchant-center-sftp-password",
    """# Google Merchant Center scheduled feed upload (SFTP)
# host: partnerupload.google.com:19321  user: mc-sftp-120984736
sshpass -p '{0}' sftp -P 19321 mc-sftp-120984736@partnerupload.google.com <<< $'put feeds/products_br.xml'""",
    hpw(),
)

# ============================================================ look-alikes: ad platforms
la(
    """# google-ads.yaml (template committed to the repo; real values come from Secret Manager)
developer_token: INSERT_DEVELOPER_TOKEN_HERE
use_proto_plus: True
client_id: INSERT_OAUTH2_CLIENT_ID_HERE
client_secret: INSERT_OAUTH2_CLIENT_SECRET_HERE
refresh_token: INSERT_REFRESH_TOKEN_HERE
login_customer_id: INSERT_LOGIN_CUSTOMER_ID_HERE""",
)
la(
    """$ export GOOGLE_ADS_DEVELOPER_TOKEN="$(gcloud secrets versions access latest --secret=gads-dev-token)"
$ export GOOGLE_ADS_REFRESH_TOKEN="$(gcloud secrets versions access latest --secret=gads-refresh-token)"
$ python -c 'from google.ads.googleads.client import GoogleAdsClient; GoogleAdsClient.load_from_env(version="v17")'
$ echo $?
0""",
)
la(
    """2024-12-06 08:01:44 INFO  gads.sync  customer=472-819-3056 campaign_id={0} ad_group_id={1} gclid={2} conversion_action=customers/4728193056/conversionActions/{3} uploaded=1 partial_failure=false""",
    num(11), num(12), "Cj0KCQiA" + r(60, URLSAFE) + "_BwE", num(9),
)
la(
    """<!-- Google tag (gtag.js) -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7QK2M9ZP4T"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-7QK2M9ZP4T');
  gtag('config', 'AW-{0}');
  gtag('event', 'conversion', {'send_to': 'AW-{0}/{1}', 'value': 129.9, 'currency': 'BRL'});
</script>""",
    num(10), r(8, ALNUM) + "-" + r(10, URLSAFE),
)
la(
    """<script>
!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;
n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,
document,'script','https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '{0}');
fbq('track', 'PageView');
</script>""",
    num(16),
)
la(
    """{
  "data": [{
    "event_name": "Purchase",
    "event_time": 1733561204,
    "event_id": "{0}",
    "action_source": "website",
    "user_data": {
      "em": ["{1}"],
      "ph": ["{2}"],
      "fbp": "fb.1.1733560012345.{3}",
      "client_user_agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)"
    },
    "custom_data": {"currency": "BRL", "value": 249.8}
  }],
  "test_event_code": "TEST81234"
}""",
    uuid4(), sha256_of("maria.souza@example.com.br"), sha256_of("5511987654321"), num(10),
)
la(
    """[capi] POST https://graph.facebook.com/v19.0/1184502937716402/events access_token=EAAG…(redacted, 183 chars) events_received=1 fbtrace_id=A{0}""",
    r(22, URLSAFE),
)
la(
    """$ curl -sG https://graph.facebook.com/debug_token -d input_token="$META_SYSTEM_USER_TOKEN" -d access_token="$META_APP_TOKEN" | jq .data
{
  "app_id": "739104628815502",
  "type": "SYSTEM_USER",
  "application": "Acme Ads Sync",
  "data_access_expires_at": 0,
  "expires_at": 0,
  "is_valid": true,
  "scopes": ["ads_read", "ads_management", "business_management"],
  "user_id": "{0}"
}""",
    num(17),
)
la(
    """<script>
!function (w, d, t) {
  w.TiktokAnalyticsObject=t;var ttq=w[t]=w[t]||[];
  ttq.load('{0}');
  ttq.page();
}(window, document, 'ttq');
</script>""",
    r(20, UPPER_NUM),
)
la(
    """curl -X POST https://business-api.tiktok.com/open_api/v1.3/event/track/ \\
  -H "Access-Token: ${TIKTOK_ACCESS_TOKEN:?set it from 1Password item 'TikTok Events API'}" \\
  -H 'Content-Type: application/json' \\
  -d @event.json""",
)
la(
    """<script type="text/javascript">
_linkedin_partner_id = "{0}";
window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || [];
window._linkedin_data_partner_ids.push(_linkedin_partner_id);
</script>""",
    num(7),
)
la(
    """POST /rest/conversionEvents
{
  "conversion": "urn:lla:llaPartnerConversion:{0}",
  "conversionHappenedAt": 1733561204000,
  "user": {
    "userIds": [{"idType": "SHA256_EMAIL", "idValue": "{1}"}]
  },
  "eventId": "ord-{2}"
}""",
    num(8), sha256_of("joao.pereira@example.com"), num(6),
)
la(
    """rdt('init','a2_fj29xk1m', {"optOut": false, "useDecimalCurrencyValues": true});
rdt('track', 'PageVisit');
snaptr('init', '7f3b1c2e-9a4d-4e61-8b0f-2d5c7e9a1b34', {'user_hashed_email': '{0}'});
pintrk('load', '{1}', {em: '{2}'});""",
    sha256_of("ana@example.com"), num(13), sha256_of("ana@example.com"),
)
la(
    """https://www.acme-store.com.br/black-friday?utm_source=facebook&utm_medium=paid_social&utm_campaign=bf2024_prospecting_br&utm_content=video_15s_v3&utm_term=lookalike_1pct&fbclid=IwZXh0bgNhZW0BMABhZGlkAasW{0}""",
    r(40, URLSAFE),
)
la(
    """campaign_id,campaign_name,platform,status,daily_budget_brl
{0},BF24 | Prospecting | BR | Video,meta,ACTIVE,1500
{1},BF24 | Retargeting | BR | DPA,meta,ACTIVE,800
{2},BF24 | Search | Brand,google_ads,ENABLED,400
{3},BF24 | Spark Ads | Creators,tiktok,ENABLE,600""",
    num(18), num(18), num(11), num(19),
)
la(
    """# Pinterest ads sync -- token is read at runtime, never stored
PINTEREST_AD_ACCOUNT=549764106778
PINTEREST_TOKEN=op://Marketing/Pinterest Ads API/credential
PINTEREST_CATALOG_ID=2684912039957""",
)
la(
    """var authorizationData = new AuthorizationData
{
    Authentication = auth,
    CustomerId = int.Parse(config["MicrosoftAds:CustomerId"]),
    AccountId = int.Parse(config["MicrosoftAds:AccountId"]),
    DeveloperToken = config["MicrosoftAds:DeveloperToken"]  // from Azure Key Vault
};""",
)

# ============================================================ look-alikes: CDP and pipelines
la(
    """<script>
  // Segment analytics.js -- browser source "web-prod".
  // The write key of a browser source is public by design: it ships in every page load.
  !function(){var i="analytics",analytics=window[i]=window[i]||[];
  analytics.load("{0}");
  analytics.page();
  }();
</script>""",
    r(32, ALNUM),
)
la(
    """import os
import segment.analytics as analytics

analytics.write_key = os.environ["SEGMENT_WRITE_KEY"]
analytics.on_error = lambda e, batch: log.warning("segment error %s (%d events)", e, len(batch))""",
)
la(
    """$ segment sources list --workspace acme
ID                       SLUG                 CATEGORY   ENABLED
{0}   web-prod             Website    true
{1}   ios-prod             Mobile     true
{2}   billing-worker-prod  Server     true""",
    r(22, ALNUM), r(22, ALNUM), r(22, ALNUM),
)
la(
    """rudderanalytics.load(
  "{0}",   // JS SDK source write key: public, it is visible in the browser
  "https://acmecorpzyb.dataplane.rudderstack.com",
  { configUrl: "https://api.rudderstack.com", integrations: { All: true } }
);""",
    r(27, ALNUM),
)
la(
    """# rudder-server config (helm values)
backend:
  extraEnvVars:
    - name: WORKSPACE_TOKEN
      valueFrom:
        secretKeyRef:
          name: rudderstack
          key: workspaceToken
    - name: JOBS_DB_PASSWORD
      valueFrom:
        secretKeyRef: {name: rudder-pg, key: password}""",
)
la(
    """import { newTracker, trackPageView } from '@snowplow/browser-tracker';

newTracker('sp1', 'https://collector.analytics.acme.io', {
  appId: 'acme-web-prod',
  platform: 'web',
  cookieSameSite: 'Lax',
  contexts: { webPage: true },
});
trackPageView();""",
)
la(
    """{"app_id":"acme-web-prod","platform":"web","event":"unstruct","event_id":"{0}","domain_userid":"{1}","network_userid":"{2}","domain_sessionid":"{3}","collector_tstamp":"2024-12-06 14:02:11.183","v_tracker":"js-3.24.2","v_etl":"snowplow-enrich-kafka-4.1.0"}""",
    uuid4(), uuid4(), uuid4(), uuid4(),
)
la(
    """{
  "$schema": "http://iglucentral.com/schemas/com.snowplowanalytics.self-desc/schema/jsonschema/1-0-0#",
  "self": {"vendor": "com.acme", "name": "checkout_step", "format": "jsonschema", "version": "1-0-2"},
  "type": "object",
  "properties": {"step": {"type": "integer", "minimum": 1}, "option": {"type": ["string", "null"], "maxLength": 64}},
  "additionalProperties": false
}""",
)
la(
    """window.mParticle = {
  config: { isDevelopmentMode: false, dataPlan: { planId: 'acme_web', planVersion: 3 } }
};
// mParticle Web key: a client-side key, public by design (the server key/secret live in Vault)
mParticle.init('{0}', window.mParticle.config);""",
    "us1-" + hexs(32),
)
la(
    """$ vault kv get -field=api_secret secret/cdp/mparticle-server
Error reading secret/cdp/mparticle-server: permission denied
$ vault kv metadata get secret/cdp/mparticle-server
Key                     Value
---                     -----
created_time            2024-09-12T10:22:41.108Z
current_version         4
max_versions            0
updated_time            2024-11-29T16:05:03.554Z""",
)

# ============================================================ look-alikes: email, SMS, push
la(
    """PATCH https://us21.api.mailchimp.com/3.0/lists/a1f3c9e72b/members/{0}
(subscriber_hash = md5 of the lowercased email address)

{"merge_fields": {"FNAME": "Ana", "CIDADE": "Campinas"}, "status_if_new": "subscribed"}""",
    hashlib.md5(b"ana@example.com.br").hexdigest(),
)
la(
    """Mailchimp > Account > Extras > API keys
Label                 Key                                     Created       Last used
zapier (old)          ************************-us21            2021-03-04    2023-08-19
newsletter-sync       ************************-us21            2024-02-11    2024-12-06""",
)
la(
    """<form action="https://acme.us14.list-manage.com/subscribe/post?u={0}&amp;id=5c0e8b14d7&amp;f_id=00a1b2e0f0" method="post" id="mc-embedded-subscribe-form" target="_blank">
  <input type="email" name="EMAIL" required>
  <div aria-hidden="true" style="position:absolute;left:-5000px"><input type="text" name="b_{0}_5c0e8b14d7" tabindex="-1" value=""></div>
</form>""",
    hexs(25),
)
la(
    """import * as braze from "@braze/web-sdk";

// Braze Web SDK API key (identifier for the app, not a secret; REST keys are server-only)
braze.initialize("{0}", {
  baseUrl: "sdk.iad-03.braze.com",
  enableLogging: false,
});
braze.openSession();""",
    uuid4(),
)
la(
    """curl -X POST "$BRAZE_REST_ENDPOINT/campaigns/trigger/send" \\
  -H "Authorization: Bearer $BRAZE_REST_API_KEY" \\
  -H 'Content-Type: application/json' \\
  -d '{"campaign_id":"{0}","recipients":[{"external_user_id":"u_10293"}]}'""",
    uuid4(),
)
la(
    """{% connected_content https://api.open-meteo.com/v1/forecast?latitude={{custom_attribute.${lat}}}&longitude={{custom_attribute.${lon}}}&current=temperature_2m :save weather %}
{% if weather.current.temperature_2m > 28 %}Dia de praia! Use o cupom VERAO15.{% endif %}""",
)
la(
    """<script type="text/javascript">
  var _cio = _cio || [];
  (function() {
    var t = document.createElement('script'), s = document.getElementsByTagName('script')[0];
    t.async = true; t.id = 'cio-tracker';
    t.setAttribute('data-site-id', '{0}');   // site id is public; the tracking API key is not used in the browser
    t.src = 'https://assets.customer.io/assets/track-eu.js';
    s.parentNode.insertBefore(t, s);
  })();
</script>""",
    hexs(20),
)
la(
    """delivery_id             recipient               template  state      opened_at
{0}    qa+1@acme.io           7         delivered  2024-12-06T14:10:02Z
{1}    qa+2@acme.io           7         bounced    -""",
    r(12, URLSAFE), r(12, URLSAFE),
)
la(
    """<script async type="text/javascript" src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=Xy7QpL"></script>
<!-- company_id is the Klaviyo public API key / site id; safe to expose in the storefront -->""",
)
la(
    """$ klaviyo-export --list {0} --fields email,created --since 2024-12-01
profile_id                   email                     created
{1}   a***@example.com.br       2024-12-01T10:12:44Z
{2}   j***@example.com          2024-12-02T18:51:09Z""",
    r(6, UPPER_NUM), r(26, UPPER_NUM), r(26, UPPER_NUM),
)
la(
    """campaignId,templateId,name,sendSize,uniqueOpens,uniqueClicks
{0},{1},Winback 90d - BR,18422,5128,911
{2},{3},Winback 90d - VN,4210,1502,287""",
    num(7), num(8), num(7), num(8),
)
la(
    """$ curl -s https://api.sendgrid.com/v3/api_keys -H "Authorization: Bearer $SENDGRID_ADMIN_KEY" | jq -r '.result[] | [.api_key_id, .name] | @tsv'
{0}	marketing-contacts-sync
{1}	transactional-prod
{2}	zapier-legacy (disabled)""",
    r(22, URLSAFE), r(22, URLSAFE), r(22, URLSAFE),
)
la(
    """SendGrid > Settings > API Keys > marketing-contacts-sync
API Key ID: {0}
Key: SG.{0}.••••••••••••••••••••••••••••••••••••••••••• (shown once at creation)
Permissions: Marketing (Full Access), Mail Send (No Access)""",
    r(22, URLSAFE),
)
la(
    """# SendGrid Event Webhook signature verification -- this is the PUBLIC verification key
# (Settings > Mail Settings > Signed Event Webhook); the private half never leaves SendGrid.
SENDGRID_WEBHOOK_PUBLIC_KEY = "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE{0}"
""",
    b64(64),
)
la(
    """# postscript.yaml
shop_id: 382911
private_api_key: !secret postscript_private_api_key
keyword_list: [VIP, PROMO, OFERTA]""",
)
la(
    """urbanairship:
  app_key: Xq4v0A2pRfOa8kJz3Tn1Lw      # app key identifies the app (public in the SDK)
  master_secret: ""                      # injected by the deploy job, see runbook AIRSHIP-02
  log_level: info""",
)
la(
    """X-CleverTap-Account-Id: W9R-6Z4-8K7Z
X-CleverTap-Passcode: <redacted>
X-Request-Id: {0}
HTTP/1.1 200 {"status":"success","processed":412,"unprocessed":[]}""",
    uuid4(),
)
la(
    """Mautic API: a integração usa Basic Auth com o usuário "crm-bridge". A senha fica no cofre do time (Bitwarden > Marketing > Mautic crm-bridge) e é trocada a cada 90 dias; não coloque no local.php nem no Slack.""",
)
la(
    """SFTP do Marketing Cloud: host mcq4vz2nx8k7w1r5t0yb3p6l9d2f.ftp.marketingcloudops.com, usuário 514009871, autenticação por chave SSH (ed25519). Fingerprint do host: SHA256:{0}""",
    b64(32).rstrip("="),
)

# ============================================================ look-alikes: attribution, analytics
la(
    """// MainApplication.kt
val afDevKey = BuildConfig.APPSFLYER_DEV_KEY   // injected from CI secret APPSFLYER_DEV_KEY
AppsFlyerLib.getInstance().init(afDevKey, conversionListener, this)
AppsFlyerLib.getInstance().setCustomerUserId(userId)
AppsFlyerLib.getInstance().start(this)""",
)
la(
    """https://acmeshop.onelink.me/{0}?pid=influencer_int&c=bf2024_creators&af_sub1=creator_0193&af_adset=stories&af_dp=acmeshop%3A%2F%2Fpromo%2Fbf&deep_link_value=promo_bf""",
    r(4, ALNUM),
)
la(
    """let adjustConfig = ADJConfig(appToken: "4w565xzmb54d", environment: ADJEnvironmentProduction)
// app token and event tokens (e.g. "f2m3io" for purchase) are identifiers compiled into the app, not secrets
adjustConfig?.logLevel = ADJLogLevelSuppress
Adjust.appDidLaunch(adjustConfig)""",
)
la(
    """https://app.adjust.com/{0}?campaign=bf2024&adgroup=creators&creative=reel_03&redirect=https%3A%2F%2Facme-store.com.br%2Fapp""",
    r(7, LOWER_NUM),
)
la(
    """<key>branch_key</key>
<dict>
    <!-- Branch keys are public and ship in the app; branch_secret is server-side only -->
    <key>live</key>
    <string>key_live_{0}</string>
    <key>test</key>
    <string>key_test_{1}</string>
</dict>""",
    r(32, ALNUM), r(32, ALNUM),
)
la(
    """requests.post(
    "https://www.google-analytics.com/mp/collect",
    params={"measurement_id": "G-7QK2M9ZP4T", "api_secret": os.environ["GA4_MP_API_SECRET"]},
    json={"client_id": "{0}.{1}", "events": [{"name": "refund", "params": {"transaction_id": "T-88121"}}]},
    timeout=5,
)""",
    num(10), num(10),
)
la(
    """SELECT
  user_pseudo_id,
  (SELECT value.int_value FROM UNNEST(event_params) WHERE key = 'ga_session_id') AS ga_session_id,
  traffic_source.source, traffic_source.medium
FROM `acme-analytics.analytics_{0}.events_20241205`
WHERE event_name = 'purchase'
LIMIT 10;
-- user_pseudo_id sample: {1}.{2}""",
    num(9), num(10), num(10),
)
la(
    """import * as amplitude from '@amplitude/analytics-browser';
// The Amplitude API key is a public project identifier used by the browser SDK;
// the secret key (for export/dashboard APIs) is never shipped to clients.
amplitude.init('{0}', { defaultTracking: { sessions: true, pageViews: true } });""",
    hexs(32),
)
la(
    """mixpanel.init("{0}", {track_pageview: "url-with-path", persistence: "localStorage"});
// project token: public, identifies the project for ingestion only""",
    hexs(32),
)
la(
    """adobe-io console:
  Project: Acme Analytics Reporting
  Credential: OAuth Server-to-Server
  Client ID: 2f8c1e4a9b7d4f0e8a6c3b5d1e9f7a2c
  Client secret: p8e-****************************  [Retrieve client secret]
  Org ID: 7A31C2F45E8B0D1A0A495E3C@AdobeOrg""",
)
la(
    """$ docker pull gcr.io/cloud-tagging-10302018/gtm-cloud-image:stable
stable: Pulling from cloud-tagging-10302018/gtm-cloud-image
Digest: sha256:{0}
Status: Downloaded newer image for gcr.io/cloud-tagging-10302018/gtm-cloud-image:stable""",
    hexs(64),
)

# ============================================================ look-alikes: CRM
la(
    """<!-- Start of HubSpot Embed Code -->
<script type="text/javascript" id="hs-script-loader" async defer src="//js-eu1.hs-scripts.com/{0}.js"></script>
<!-- End of HubSpot Embed Code -->""",
    num(8),
)
la(
    """HubSpot > Settings > Integrations > Private Apps > Lead Sync
Access token: pat-na1-••••••••-••••-••••-••••-••••••••••••   [Show token] [Rotate]
Scopes: crm.objects.contacts.write, crm.objects.deals.read
Last rotated: 2024-11-02 by marcus.webb@acme.io""",
)
la(
    """// HubSpot workflow > Custom code action (Node 20)
const hubspot = require('@hubspot/api-client');
exports.main = async (event, callback) => {
  const client = new hubspot.Client({ accessToken: process.env.LEAD_SYNC_TOKEN }); // added under "Secrets"
  const { results } = await client.crm.contacts.basicApi.getPage(10);
  callback({ outputFields: { count: results.length } });
};""",
)
la(
    """{"results":[{"id":"{0}","properties":{"createdate":"2024-12-05T22:11:09.412Z","email":"lead@example.com","hs_object_id":"{0}","lifecyclestage":"marketingqualifiedlead"},"archived":false}],"paging":{"next":{"after":"{1}"}}}""",
    num(11), num(11),
)
la(
    """POST /webhooks/hubspot 200 12ms
  X-HubSpot-Signature-Version: v3
  X-HubSpot-Signature-v3: {0}
  X-HubSpot-Request-Timestamp: 1733561204118
  portalId=145092217 subscriptionType=contact.propertyChange objectId={1}""",
    b64(32), num(11),
)
la(
    """sObject     Id                  Name                  OwnerId
Lead        00Q5g00000{0}  Fernanda Alves        0055g00000{1}
Campaign    7015g00000{2}  BF24 Webinar BR       0055g00000{1}
Org: 00D5g000004XyZaEAK (acme)""",
    r(8, ALNUM), r(8, ALNUM), r(8, ALNUM),
)
la(
    """$ sf org display --target-org acme-uat
=== Org Description
 KEY              VALUE
 Access Token     [use --verbose to show]
 Alias            acme-uat
 Client Id        PlatformCLI
 Connected Status Connected
 Id               00D7x000001AbCdEAF
 Instance Url     https://acme--uat.sandbox.my.salesforce.com
 Username         integration@acme.com.uat""",
)
la(
    """{"v":1,"matches_filters":{"current":[]},"meta":{"action":"updated","id":{0},"object":"deal","company_id":{1},"user_id":{2},"host":"acmeimoveis.pipedrive.com","timestamp":1733561204,"webhook_id":"{3}"},"current":{"id":{0},"stage_id":4,"status":"open","value":850000}}""",
    num(5), num(7), num(8), num(6),
)
la(
    """{"data":[{"Owner":{"name":"Trần Minh Khoa","id":"{0}"},"Lead_Source":"Facebook Ads","id":"{1}","Email":"khachhang@example.vn","Created_Time":"2024-12-06T09:13:22+07:00"}],"info":{"per_page":200,"count":1,"page":1,"more_records":false}}""",
    num(19), num(19),
)
la(
    """Zoho CRM self-client setup:
1. api-console.zoho.com > Add Client > Self Client.
2. Generate code with scope ZohoCRM.modules.ALL, duration 10 minutes.
3. Exchange it: grant_type=authorization_code&client_id=<CLIENT_ID>&client_secret=<CLIENT_SECRET>&code=<GRANT_CODE>
4. Store the refresh_token in Vault at kv/crm/zoho (never in the repo).""",
)
la(
    """<script type="text/javascript">
(function() {
  var didInit = false;
  function initMunchkin() { if(didInit === false) { didInit = true; Munchkin.init('284-RPR-133'); } }
  var s = document.createElement('script'); s.type = 'text/javascript'; s.async = true;
  s.src = '//munchkin.marketo.net/munchkin.js'; s.onload = initMunchkin;
  document.getElementsByTagName('head')[0].appendChild(s);
})();
</script>""",
)

# ============================================================ look-alikes: affiliate, reverse ETL
la(
    """https://acme.sjv.io/c/{0}/{1}/18244?subId1=bf2024&sharedid=newsletter&irclickid={2}""",
    num(7), num(7), r(22, ALNUM),
)
la(
    """<!-- Awin MasterTag: advertiser id is public -->
<script src="https://www.dwin1.com/{0}.js" type="text/javascript" defer="defer"></script>
<img border="0" height="0" src="https://www.awin1.com/sread.img?tt=ns&tv=2&merchant={0}&amount=129.90&ch=aw&cr=BRL&parts=DEFAULT:129.90&ref=ORD-{1}&testmode=0" style="display: none;" width="0">""",
    num(5), num(6),
)
la(
    """<!-- CJ conversion tag (page-level) -->
<script type="text/javascript">
  if (!window.cj) window.cj = {};
  cj.order = { enterpriseId: {0}, pageType: 'conversionConfirmation', orderId: 'ORD-{1}', actionTrackerId: '{2}', currency: 'USD', amount: 129.90, cjeventOrder: '{3}' };
</script>""",
    num(7), num(6), num(6), hexs(32),
)
la(
    """$ census syncs runs 184422 --limit 3
RUN ID    STATUS     RECORDS   INVALID   STARTED               DURATION
9931207   completed  12,884    3         2024-12-06 04:00:12   41s
9928811   completed  12,790    0         2024-12-05 04:00:09   39s
9926514   failed     0         0         2024-12-04 04:00:10   3s   (destination 401: rotate the HubSpot token)""",
)
la(
    """variable "polytomic_api_key" {
  type      = string
  sensitive = true
}

provider "polytomic" {
  deployment_url = "app.polytomic.com"
  api_key        = var.polytomic_api_key
}""",
)
la(
    """HasOffers postback (affiliate side):
https://acmeaffiliates.go2cloud.org/aff_lsr?offer_id=412&transaction_id={transaction_id}&adv_sub=ORD-{0}&amount=129.90
Everflow: https://www.acme-track.com/?nid=1822&transaction_id={1}&oid=37&amount=129.90""",
    num(6), hexs(32),
)

# ============================================================ look-alikes: other languages
la(
    """Pessoal, o token do usuário do sistema da Meta (capi-loja) foi revogado hoje às 10h porque apareceu num print no Slack. Já gerei um novo e salvei no cofre em Marketing > Meta CAPI (prod). Ninguém precisa fazer nada, o job pega do Secret Manager na próxima execução.""",
)
la(
    """### Runbook — Públicos personalizados (Google Ads Customer Match)

- Normalize os e-mails (minúsculas, sem espaços) e gere o SHA-256 antes do upload.
- Exemplo de linha do arquivo: `{0}` (hash de teste@example.com.br)
- O developer token e o refresh token ficam em `projects/acme-ads/secrets/gads-*`; use `gcloud secrets versions access latest --secret=gads-dev-token` apenas no runner.""",
    sha256_of("teste@example.com.br"),
)
la(
    """[16:20] Juliana Prado: a senha do BM mudou?
[16:21] Rafael Lima: mudou sim, agora a gente usa login individual + 2FA, não existe mais senha compartilhada. Pede acesso pro Marcus no Business Manager
[16:21] Juliana Prado: show, obrigada""",
)
la(
    """Chào cả nhà, key Klaviyo mới đã được lưu trong Vault ở đường dẫn kv/marketing/klaviyo (trường private_key). Ai cần dùng thì xin quyền đọc qua ticket, đừng gửi key qua Zalo hay Slack nữa nhé. Public key (site id) là Xy7QpL, cái này để trên web được.""",
)
la(
    """Chiến dịch Tết 2025 — danh sách ID:
- campaign_id (Meta): {0}
- adset_id: {1}
- pixel_id: 1184502937716402
- utm_campaign=tet2025_remarketing_vn&utm_source=facebook&utm_medium=cpc""",
    num(18), num(18),
)
la(
    """[11:02] Linh: anh ơi job đồng bộ HubSpot báo 401
[11:04] Tuấn: token private app hết quyền sau khi đổi scope, em vào HubSpot > Private Apps > Lead Sync bấm Rotate rồi cập nhật secret HUBSPOT_TOKEN trên GitHub giúp anh nhé
[11:05] Linh: ok anh, em làm liền""",
)
la(
    """Καλημέρα ομάδα, υπενθύμιση: οι κωδικοί για Mailchimp, Meta Business και Google Ads δεν μοιράζονται ποτέ σε email ή chat. Χρησιμοποιούμε μόνο το 1Password (vault "Marketing") και προσωπικούς λογαριασμούς με 2FA. Αν χρειάζεστε πρόσβαση, ανοίξτε αίτημα στο Jira (MKT-OPS).""",
)
la(
    """Μαρία: Το Braze REST key το άλλαξα, το νέο είναι στο 1Password ως "Braze REST – eu prod".
Γιώργος: Τέλεια. Το app group id είναι ακόμα {0};
Μαρία: Ναι, αυτό δεν αλλάζει, είναι απλώς αναγνωριστικό.""",
    uuid4(),
)

# ============================================================ look-alikes: files, transcripts, logs
la(
    """{"type":"tool_result","tool_use_id":"toolu_01Pq7ZxM3nV8kLr2Tw9aYc","content":"BRAZE_REST_ENDPOINT=https://rest.fra-02.braze.eu\\nBRAZE_REST_API_KEY=\\nBRAZE_APP_GROUP=acme-eu\\n# fill BRAZE_REST_API_KEY from 1Password before running locally\\n","is_error":false}""",
)
la(
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: iterable-credentials
  namespace: lifecycle
spec:
  refreshInterval: 1h
  secretStoreRef: {name: gcp-sm, kind: ClusterSecretStore}
  target: {name: iterable-credentials}
  data:
    - secretKey: ITERABLE_API_KEY
      remoteRef: {key: iterable-api-key, version: latest}""",
)
la(
    """appsflyer:
    api_token_v2: ENC[AES256_GCM,data:{0},iv:{1},tag:{2},type:str]
sops:
    kms:
        - arn: arn:aws:kms:eu-west-1:381920475519:key/{3}
          created_at: "2024-11-07T09:12:44Z"
    lastmodified: "2024-11-07T09:12:45Z"
    mac: ENC[AES256_GCM,data:{4},iv:{5},tag:{6},type:str]
    version: 3.9.1""",
    b64(96), b64(32), b64(16), uuid4(), b64(48), b64(32), b64(16),
)
la(
    """diff --git a/config/cio.yml b/config/cio.yml
index 7c03d5f..8a41e20 100644
--- a/config/cio.yml
+++ b/config/cio.yml
@@ -1,5 +1,5 @@
 production:
   site_id: 9d27f0b3c81e46a5ba02
-  api_key: <%= ENV["CIO_API_KEY"] %>
+  api_key: <%= ENV.fetch("CUSTOMERIO_TRACKING_API_KEY") %>
   region: us
   timeout: 10""",
)
la(
    """$ airflow connections get salesforce_marketing -o yaml
- conn_id: salesforce_marketing
  conn_type: salesforce
  description: Leads and campaign members for attribution
  host: ''
  login: marketing.integration@acme.com
  password: '***'
  extra_dejson:
    domain: login
    security_token: '***'""",
)
la(
    """marketing_dw:
  target: prod
  outputs:
    prod:
      type: snowflake
      account: acme-eu1
      user: DBT_MARKETING
      private_key_path: "{{ env_var('DBT_SF_KEY_PATH') }}"
      private_key_passphrase: "{{ env_var('DBT_SF_KEY_PASSPHRASE') }}"
      role: TRANSFORMER_MKT
      warehouse: MKT_WH""",
)
la(
    """Email,Phone,First Name,Last Name,Country,Zip
{0},{1},{2},{3},BR,13015
{4},{5},{6},{7},VN,700000""",
    sha256_of("fernanda@example.com.br"), sha256_of("+5519987651234"), sha256_of("fernanda"), sha256_of("alves"),
    sha256_of("khoa@example.vn"), sha256_of("+84901234567"), sha256_of("khoa"), sha256_of("tran"),
)
la(
    """def test_normalize_and_hash_phone():
    assert normalize_phone("(11) 98765-4321", country="BR") == "+5511987654321"
    assert hash_identifier("+5511987654321") == "{0}"
    assert hash_identifier("  Maria.Souza@Example.com.br ") == "{1}\"""".replace('\\"', '"'),
    sha256_of("+5511987654321"), sha256_of("maria.souza@example.com.br"),
)
la(
    """$ git log --oneline -6
{0} feat(capi): dedupe browser and server events by event_id
{1} chore(segment): move write key to SEGMENT_WRITE_KEY env
{2} fix(klaviyo): respect revision header 2024-10-15
{3} feat(gads): upload enhanced conversions for leads
{4} docs: rotate-credentials runbook for marketing APIs
{5} ci: mask TIKTOK_ACCESS_TOKEN in logs""",
    hexs(7), hexs(7), hexs(7), hexs(7), hexs(7), hexs(7),
)
la(
    """  # module.marketing.google_secret_manager_secret_version.gads_refresh_token will be created
  + resource "google_secret_manager_secret_version" "gads_refresh_token" {
      + create_time = (known after apply)
      + enabled     = true
      + id          = (known after apply)
      + secret      = "projects/acme-ads/secrets/gads-refresh-token"
      + secret_data = (sensitive value)
    }""",
)
la(
    """Run ./scripts/sync_audiences.sh
  env:
    META_AD_ACCOUNT: act_1029384756102938
    META_SYSTEM_USER_TOKEN: ***
    TIKTOK_ACCESS_TOKEN: ***
    KLAVIYO_PRIVATE_KEY: ***
[sync] meta audience {0}: +1,204 / -88
[sync] tiktok audience {1}: +1,177 / -91""",
    num(17), num(19),
)
la(
    """# .env.example -- copy to .env and fill in from 1Password (vault: Marketing)
SEGMENT_WRITE_KEY=
META_PIXEL_ID=1184502937716402
META_CAPI_TOKEN=
GA4_MEASUREMENT_ID=G-7QK2M9ZP4T
GA4_MP_API_SECRET=
HUBSPOT_PORTAL_ID=145092217
HUBSPOT_PRIVATE_APP_TOKEN=
SALESFORCE_SECURITY_TOKEN=""",
)
la(
    """Agency access policy: agencies never receive our passwords. They get their own Business Manager / MCC / TikTok Business Center partner access, scoped to the ad accounts they run, and it is removed at contract end. If a password or token is ever pasted in chat, treat it as leaked: rotate it first, then tell #security.""",
)
la(
    """Heads-up: I reset the Salesforce security token for marketing.integration@acme.com this morning (it invalidates the old one). The new one went to the integration inbox; Ops already updated the Airflow connection, so the 06:00 lead sync should run normally.""",
)
la(
    """@app.get("/webhooks/meta")
def verify(hub_mode: str, hub_challenge: int, hub_verify_token: str):
    if hub_mode == "subscribe" and hmac.compare_digest(hub_verify_token, settings.META_WEBHOOK_VERIFY_TOKEN):
        return hub_challenge
    raise HTTPException(403)
# access log: GET /webhooks/meta?hub.mode=subscribe&hub.challenge={0}&hub.verify_token=*** 200""",
    num(10),
)
la(
    """$ python gaql.py "SELECT campaign.id, campaign.name, metrics.cost_micros FROM campaign WHERE segments.date DURING LAST_7_DAYS"
customers/4728193056/campaigns/{0}  Brand - Exact       cost_micros=412930000
customers/4728193056/campaigns/{1}  PMax - Catalog BR   cost_micros=2281044000""",
    num(11), num(11),
)
la(
    """Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency
Cj0KCQiA{0}_BwE,Offline Sale,2024-12-05 18:22:10-03:00,1290.00,BRL
EAIaIQob{1}_BwE,Offline Sale,2024-12-05 19:04:51-03:00,349.90,BRL""",
    r(60, URLSAFE), r(60, URLSAFE),
)
la(
    """appsflyer_id,customer_user_id,idfa,advertising_id,media_source,campaign,install_time
{0}-{1},u_8812,00000000-0000-0000-0000-000000000000,,Facebook Ads,bf2024_prospecting_br,2024-12-05 11:02:41
{2}-{3},u_8813,,{4},googleadwords_int,PMax - Catalog BR,2024-12-05 11:05:09""",
    num(13), num(19), num(13), num(19), uuid4(),
)

# ============================================================ self-check
assert len(SECRETS) == 100, len(SECRETS)
assert len(LOOK_ALIKES) == 100, len(LOOK_ALIKES)
for _kind, _text, _secret in SECRETS:
    assert isinstance(_kind, str) and _kind.count("/") == 1, _kind
    assert all(_kind.split("/")), _kind
    for _piece in _secret if isinstance(_secret, tuple) else (_secret,):
        assert _piece and _piece in _text, (_kind, _piece)
_texts = [t for _, t, _ in SECRETS] + LOOK_ALIKES
assert len(set(_texts)) == len(_texts), "duplicate texts"
