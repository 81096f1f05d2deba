r"""Held-out batch 50: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) the
first 130 lines of bench/heldout/batch19.py, its docstring and helper functions, copied
here unchanged; (3) the Theme paragraphs of the earlier batches, found by a grep for lines
starting with Theme and the twelve lines after them, so that this batch repeats none of
their texts; (4) the list of kind names earlier batches use, from a grep of add( and
add_split( calls. The filter's rules, code, docs, tests, benches and results were not
read, and the filter was never run.

Theme: what happens to a mobile or desktop app after the build is signed, a neighbour of
the earlier mobile, desktop and game release batch: the runtime and growth services an
app talks to and the store and signing tools seen from new angles. Push notifications
(APNs auth keys and certificates, FCM v1 service accounts, Huawei HMS Push, Web Push VAPID
private keys, Airship master secrets, Pushwoosh, Batch, Pushy, Expo push access tokens),
crash reporting and symbol upload (Sentry auth tokens for dSYM and ProGuard upload,
Embrace, Instabug, BugSplat, Backtrace, Countly, Emerge Tools), in-app purchases and
subscriptions (App Store shared secrets, App Store Server API keys, RevenueCat secret
keys, Qonversion, Glassfy, Superwall, Play RTDN push tokens, Play Integrity decryption
keys), ads and attribution (AppsFlyer API tokens, Adjust API tokens, Singular, Kochava,
AppLovin report keys, ironSource secret keys, Branch secrets), deep links, feature flags
(ConfigCat, Split, DevCycle server keys, Harness), OTA updates (CodePush access keys,
Shorebird, Capgo, Expo Updates code-signing keys), beta distribution (Diawi, TestFairy,
Firebase App Distribution, Codemagic, Bitrise), other stores (Huawei AppGallery Connect,
Amazon Appstore, Microsoft Store msstore CLI, Snap export-login, flat-manager), and
Windows and Android signing tools (DigiCert KeyLocker, SSL.com eSigner, jsign,
osslsigncode, AzureSignTool, apksigner, bundletool), Sign in with Apple client secrets.
New kinds all live under "appops/". Contexts: shell sessions, CI YAML, Gradle and Xcode
files, JSON and plist configs, server code that talks to these APIs, logs, diffs and chat.
Look-alikes are the same contexts with public values: App Store Connect key ids and issuer
ids, team ids, bundle ids, assetlinks.json certificate fingerprints,
apple-app-site-association files, AdMob app ids, public SDK keys labelled as public,
VAPID public keys, Tauri updater public keys, certificate thumbprints, dSYM UUIDs,
transaction and order ids, env references, placeholders, masks and prose about secrets.
Prose mostly English, some Italian and Indonesian.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(50_2026_12_07)
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
WORDS = [
    "gelato", "vespa", "limone", "pantai", "kopi", "sambal", "nebula", "falcon", "orbit",
    "marmotta", "duren", "bakso", "tramonto", "ombak", "girasole", "rendang", "komodo",
    "pizzica", "bianco", "merapi", "ciliegia", "jakarta", "torino", "kelapa", "aurora",
]


def human() -> str:
    """A human-chosen password: words, digits, a symbol, sometimes leetspeak."""
    w1 = _rng.choice(WORDS)
    w2 = _rng.choice(WORDS)
    style = _rng.randrange(4)
    if style == 0:
        return w1.capitalize() + _rng.choice("!#$%&*@") + r(4, DIGITS) + w2
    if style == 1:
        leet = w1.replace("a", "4").replace("e", "3").replace("o", "0").replace("i", "1")
        return leet.capitalize() + r(2, DIGITS) + _rng.choice("!?@#") + w2.upper()
    if style == 2:
        return w1.capitalize() + "-" + w2 + "-" + _rng.choice(WORDS) + "-" + r(2, DIGITS)
    return w1 + r(3, DIGITS) + w2.capitalize() + _rng.choice("!$%")


def asp() -> str:
    """An Apple app-specific password shape."""
    return "-".join(r(4, LOWER) for _ in range(4))


def pem_body(n_bytes: int) -> str:
    raw = b64(n_bytes)
    return "\n".join(raw[i : i + 64] for i in range(0, len(raw), 64))


def tid() -> str:
    return r(10, UPPER_NUM)


def hexfp() -> str:
    h = r(64, UPPER_HEX)
    return ":".join(h[i : i + 2] for i in range(0, 64, 2))


# ============================================================ secrets
# --- push notifications
add(
    "appops/apns-p8-cat-in-session",
    """$ ls ~/keys/apns
AuthKey_{1}.p8
$ cat ~/keys/apns/AuthKey_{1}.p8
-----BEGIN PRIVATE KEY-----
{0}
-----END PRIVATE KEY-----
$ # key id {1}, team {2}, topic com.trattoria.ordini""",
    pem_body(105), tid(), tid(),
)
add(
    "appops/apns-node-provider-token-key-inline",
    """const apn = require("@parse/node-apn");

const provider = new apn.Provider({
  token: {
    key: `-----BEGIN PRIVATE KEY-----
{0}
-----END PRIVATE KEY-----`,
    keyId: "{1}",
    teamId: "{2}",
  },
  production: process.env.NODE_ENV === "production",
});""",
    pem_body(105), tid(), tid(),
)
add(
    "appops/apns-p12-openssl-passin",
    "openssl pkcs12 -in apns-prod-cert.p12 -out apns-prod.pem -nodes -passin pass:{0}\nMAC verified OK",
    human(),
)
add(
    "appops/pushy-secret-api-key-curl",
    """curl -X POST "https://api.pushy.me/push?api_key={0}" \\
  -H "Content-Type: application/json" \\
  -d '{"to": "/topics/promo", "data": {"message": "Flash sale"}, "notification": {"badge": 1}}'""",
    r(64, HEX),
)
add(
    "appops/airship-master-secret-basic",
    """# airship.py
APP_KEY = "{1}"          # public, ships in the app
MASTER_SECRET = "{0}"    # server only
airship = ua.Airship(APP_KEY, MASTER_SECRET)
push = airship.create_push()""",
    r(22, URLSAFE), r(22, URLSAFE),
)
add(
    "appops/pushwoosh-api-access-token-json",
    """POST https://api.pushwoosh.com/json/1.3/createMessage
{
  "request": {
    "application": "{1}",
    "auth": "{0}",
    "notifications": [{"send_date": "now", "content": "Ciao! Il tuo ordine è partito"}]
  }
}""",
    r(80, ALNUM), r(5, UPPER_NUM) + "-" + r(5, UPPER_NUM),
)
add(
    "appops/batch-rest-key-header",
    """http POST https://api.batch.com/1.1/{1}/transactional/send \\
  X-Authorization:{0} \\
  group_id=welcome recipients:='{"custom_ids":["u_4410"]}'""",
    r(32, HEX), r(30, UPPER_NUM),
)
add(
    "appops/expo-push-access-token-bearer-python",
    """from exponent_server_sdk import PushClient
import requests

session = requests.Session()
session.headers.update({
    "Authorization": "Bearer {0}",
    "accept-encoding": "gzip, deflate",
})
client = PushClient(session=session)""",
    r(40, URLSAFE),
)
add(
    "appops/fcm-v1-sa-private-key-json",
    """{
  "type": "service_account",
  "project_id": "kopi-kenangan-push",
  "private_key_id": "{1}",
  "private_key": "-----BEGIN PRIVATE KEY-----\\n{0}\\n-----END PRIVATE KEY-----\\n",
  "client_email": "fcm-sender@kopi-kenangan-push.iam.gserviceaccount.com",
  "client_id": "{2}"
}""",
    b64(180), r(40, HEX), r(21, DIGITS),
)
add(
    "appops/hms-push-client-secret-env",
    """# .env.production (notifiche Huawei)
HMS_APP_ID={1}
HMS_CLIENT_ID={1}
HMS_CLIENT_SECRET={0}
HMS_PUSH_ENDPOINT=https://push-api.cloud.huawei.com/v1""",
    r(64, HEX), r(9, DIGITS),
)
add(
    "appops/webpush-vapid-private-in-py",
    """from pywebpush import webpush

VAPID_PUBLIC = "{1}"
VAPID_PRIVATE = "{0}"

webpush(subscription_info=sub, data=payload,
        vapid_private_key=VAPID_PRIVATE,
        vapid_claims={"sub": "mailto:push@warungapp.id"})""",
    b64url(32), "B" + b64url(64)[:86],
)
add(
    "appops/onesignal-user-auth-key-indonesian-chat",
    """[10.42] Rina: mas, user auth key OneSignal yang baru ini ya, yang lama sudah aku revoke: {0}
[10.43] Rina: jangan di-commit ke repo android lagi 🙏""",
    r(48, ALNUM),
)
add(
    "appops/apns-cert-export-security-p",
    "$ security export -k login.keychain-db -t identities -f pkcs12 -P '{0}' -o apns_dev.p12\n1 identity exported.",
    human(),
)
add(
    "appops/gorush-yaml-key-password",
    """core:
  port: "8088"
ios:
  enabled: true
  key_path: "/etc/gorush/apns.p12"
  password: "{0}"
  production: true
android:
  enabled: true
  key_path: "/etc/gorush/fcm-sa.json\"""",
    pw(),
)
# --- crash reporting and symbols
add(
    "appops/sentry-cli-dsym-auth-token-flag",
    """+ sentry-cli --auth-token {0} debug-files upload --org trattoria --project ios-app ./build/dSYMs
> Found 14 debug information files
> Prepared debug information files for upload
> Uploaded 14 missing debug information files""",
    "sntrys_" + b64url(60),
)
add(
    "appops/sentry-properties-auth-token",
    """# android/sentry.properties
defaults.url=https://sentry.io/
defaults.org=warung-digital
defaults.project=android
auth.token={0}""",
    "sntryu_" + r(64, HEX),
)
add(
    "appops/embrace-config-api-token",
    """// app/src/main/embrace-config.json
{
  "app_id": "{1}",
  "api_token": "{0}",
  "ndk_enabled": true,
  "sdk_config": {"networking": {"capture_request_content_length": true}}
}""",
    r(32, HEX), r(5, ALNUM),
)
add(
    "appops/bugsplat-symbol-upload-password",
    """- name: Upload symbols to BugSplat
  run: >
    symbol-upload-windows.exe -b gelateria -a PosDesktop -v 3.14.2
    -u build@gelateria.it -p "{0}" -d build/Release -f "**/*.pdb\"""",
    human(),
)
add(
    "appops/backtrace-submission-token-url",
    """crashpad::CrashpadClient client;
std::map<std::string, std::string> annotations{{"format", "minidump"}};
std::string url =
    "https://submit.backtrace.io/kelapa/{0}/minidump";
client.StartHandler(handler, db, db, url, annotations, {}, true, true);""",
    r(64, HEX),
)
add(
    "appops/instabug-upload-symbols-token",
    """#!/bin/sh
# Build Phase: Upload dSYM to Instabug
APP_TOKEN="{1}"
API_TOKEN_FOR_UPLOAD="{0}"
./Instabug_dsym_upload.sh "$APP_TOKEN" "$API_TOKEN_FOR_UPLOAD\"""",
    r(32, HEX), r(32, HEX),
)
add(
    "appops/countly-api-key-read-curl",
    """curl "https://countly.pizzeria.it/o/analytics/dashboard?api_key={0}&app_id={1}&period=30days" | jq .""",
    r(32, HEX), r(24, HEX),
)
add(
    "appops/emerge-api-token-fastlane-env",
    """# fastlane/.env.ci
EMERGE_API_TOKEN={0}
EMERGE_REPO_NAME=komodo/komodo-ios
EMERGE_BUILD_TYPE=release""",
    r(48, HEX),
)
add(
    "appops/crashlytics-italian-chat-sa-key-id",
    """Marco: per caricare i mapping di Crashlytics dalla CI serve la chiave del service account.
Marco: te la incollo qui, poi cancella il messaggio: private_key = -----BEGIN PRIVATE KEY-----{0}-----END PRIVATE KEY-----
Giulia: ricevuta, la metto nei secret di GitHub""",
    b64(120),
)
add(
    "appops/sentry-gradle-plugin-auth-token",
    """sentry {
    org.set("ombak-studio")
    projectName.set("ombak-android")
    authToken.set("{0}")
    autoUploadProguardMapping.set(true)
    includeSourceContext.set(true)
}""",
    "sntrys_" + b64url(60),
)
add(
    "appops/raygun-pat-symbol-curl",
    """curl -X POST \\
  -H "Authorization: Bearer {0}" \\
  -F "file=@app-release.aab.mapping.txt" \\
  "https://api.raygun.com/v3/applications/{1}/proguard-mappings/3.8.0\"""",
    r(40, UPPER_NUM),
    r(6, LOWER_NUM),
)

# --- in-app purchases and subscriptions
add(
    "appops/app-store-shared-secret-verifyreceipt",
    """resp = requests.post(
    "https://buy.itunes.apple.com/verifyReceipt",
    json={
        "receipt-data": receipt_b64,
        "password": "{0}",
        "exclude-old-transactions": True,
    },
    timeout=10,
)""",
    r(32, HEX),
)
add(
    "appops/app-store-server-api-key-swift-server",
    '''let signingKey = """
-----BEGIN PRIVATE KEY-----
{0}
-----END PRIVATE KEY-----
"""
let client = try AppStoreServerAPIClient(
    signingKey: signingKey, keyId: "{1}", issuerId: "{2}",
    bundleId: "id.gojek.warung", environment: .production)''',
    pem_body(105), tid(), uuid4(),
)
add(
    "appops/revenuecat-secret-key-v2-curl",
    """$ curl -s https://api.revenuecat.com/v2/projects/{1}/customers/u_88213 \\
    -H 'Authorization: Bearer {0}' | jq '.active_entitlements'
{
  "items": [{"entitlement_id": "entl2f9d1c0", "expires_at": 1796342400000}]
}""",
    "sk_" + r(32, ALNUM), r(8, HEX),
)
add(
    "appops/revenuecat-webhook-auth-header-env",
    """# backend/.env
REVENUECAT_PUBLIC_IOS_KEY=appl_{1}
REVENUECAT_WEBHOOK_AUTH={0}""",
    "Bearer " + r(40, URLSAFE), r(27, ALNUM),
)
add(
    "appops/qonversion-secret-key-header",
    """GET /v3/users/QON_8c1b2a/entitlements HTTP/1.1
Host: api.qonversion.io
Authorization: Bearer {0}
Accept: application/json""",
    "sk_" + r(32, URLSAFE),
)
add(
    "appops/glassfy-api-key-server-ts",
    """export const glassfy = new GlassfyServer({
  apiKey: "{0}",
  baseUrl: "https://api.glassfy.io/v1",
});""",
    r(36, HEX),
)
add(
    "appops/superwall-api-key-indonesian",
    """Catatan rilis 2.4 (internal):
- paywall baru untuk paket tahunan
- kunci API Superwall untuk server event: {0} (jangan dipakai di app, itu kunci server)""",
    "sk_" + r(48, HEX),
)
add(
    "appops/play-rtdn-push-token-query",
    """gcloud pubsub subscriptions create play-rtdn-push \\
  --topic=play-billing-rtdn \\
  --push-endpoint="https://billing.torino-app.it/rtdn?token={0}" \\
  --ack-deadline=30""",
    r(32, URLSAFE),
)
add(
    "appops/play-integrity-decryption-key-yaml",
    """integrity:
  package_name: it.bancapop.mobile
  # Play Console > App integrity > Response encryption (manage keys yourself)
  decryption_key: "{0}"
  verification_key: "{1}"
""",
    b64(32), b64(91),
)
add(
    "appops/google-play-android-publisher-refresh-token",
    """{
  "installed": {"client_id": "{1}.apps.googleusercontent.com", "project_id": "duren-billing"},
  "refresh_token": "{0}",
  "scope": "https://www.googleapis.com/auth/androidpublisher"
}""",
    "1//0" + r(90, URLSAFE), r(12, DIGITS) + "-" + r(32, LOWER_NUM),
)
add(
    "appops/iap-shared-secret-italian-ticket",
    """Ticket #4821 - Abbonamenti iOS
Ciao team, lo shared secret dell'app per la validazione delle ricevute è cambiato.
Nuovo valore: {0}
Va aggiornato nel backend prima del rilascio di giovedì.""",
    r(32, HEX),
)
add(
    "appops/stripe-app-to-web-checkout-restricted",
    """# functions/.runtimeconfig.json
{
  "stripe": {
    "restricted_key": "{0}",
    "price_yearly": "price_1Q{1}"
  }
}""",
    "rk_live_" + r(99, ALNUM), r(22, ALNUM),
)
# --- ads and attribution
add(
    "appops/appsflyer-api-token-v2-pull",
    """curl -G "https://hq1.appsflyer.com/api/raw-data/export/app/id1588{1}/installs_report/v5" \\
  --data-urlencode "from=2026-11-01" --data-urlencode "to=2026-11-30" \\
  -H "authorization: Bearer {0}" -o installs_nov.csv""",
    jwt({"aud": "appsflyer", "iat": 1764547200, "jti": uuid4()}), r(5, DIGITS),
)
add(
    "appops/adjust-api-token-kpi-service",
    """# reports/adjust_pull.py
ADJUST_API_TOKEN = "{0}"   # Dashboard > Account settings > API token
APP_TOKEN = "{1}"           # app token, public identifier in the SDK

headers = {"Authorization": f"Bearer {ADJUST_API_TOKEN}"}""",
    r(20, URLSAFE), r(12, LOWER_NUM),
)
add(
    "appops/singular-reporting-api-key-query",
    """2026-11-30T08:14:02Z INFO fetch GET https://api.singular.net/api/v2.0/reporting?api_key={0}&start_date=2026-11-29&end_date=2026-11-29&dimensions=app,source&metrics=custom_installs status=200 ms=842""",
    r(42, ALNUM),
)
add(
    "appops/kochava-api-key-reporting-json",
    """{
  "api_key": "{0}",
  "app_guid": "kopisusu-android-{1}",
  "time_start": "1764547200",
  "time_end": "1767225599",
  "traffic": ["click", "install"]
}""",
    uuid4().upper(), r(8, LOWER_NUM),
)
add(
    "appops/applovin-report-key-airflow",
    """Variable.set("applovin_report_key", "{0}")  # MAX revenue report key, not the SDK key
Variable.set("applovin_package", "id.bakso.malang")""",
    r(86, URLSAFE),
)
add(
    "appops/ironsource-secret-key-basic",
    """$ curl -u "ads-ops@rendang.id:{0}" "https://platform.ironsrc.com/partners/publisher/mediation/applications/v6/stats?startDate=2026-11-01&endDate=2026-11-07&appKey=1b{1}"
[{"appKey":"1b{1}","data":[{"revenue":1842.11,"impressions":903211}]}]""",
    r(32, HEX), r(7, HEX),
)
add(
    "appops/branch-secret-cli-export",
    """export BRANCH_KEY=key_live_{1}
export BRANCH_SECRET={0}
branch-cli links export --from 2026-11-01 --out links.csv""",
    "secret_live_" + r(32, ALNUM), r(32, ALNUM),
)
add(
    "appops/admob-api-oauth-client-secret",
    """[admob_reporting]
client_id = {1}.apps.googleusercontent.com
client_secret = {0}
publisher_id = pub-{2}""",
    "GOCSPX-" + r(28, URLSAFE), r(12, DIGITS) + "-" + r(32, LOWER_NUM), r(16, DIGITS),
)
add(
    "appops/unity-ads-monetization-stats-key-italian",
    """// Statistiche monetizzazione Unity Ads
// chiave API (Monetization Stats API) — non è il Game ID!
const UNITY_ADS_API_KEY = "{0}";
const GAME_ID = "5{1}";""",
    r(64, HEX), r(6, DIGITS),
)
add(
    "appops/appsflyer-s2s-dev-key-server-events",
    """POST /inappevent/id1588204411 HTTP/2
host: api2.appsflyer.com
authentication: {0}
content-type: application/json

{"appsflyer_id":"1764512209123-4412093","eventName":"af_purchase","eventValue":"{\\"af_revenue\\":\\"4.99\\"}"}""",
    r(22, ALNUM),
)

# --- deep links and auth for apps
add(
    "appops/sign-in-with-apple-client-secret-jwt",
    """APPLE_SERVICES_ID=it.vespa.login
APPLE_TEAM_ID={1}
APPLE_CLIENT_SECRET={0}""",
    "eyJhbGciOiJFUzI1NiIsImtpZCI6I" + b64url(60) + "." + b64url(120) + "." + b64url(64), tid(),
)
add(
    "appops/devicecheck-key-docker-secret",
    """$ printf '%s' '-----BEGIN PRIVATE KEY-----{0}-----END PRIVATE KEY-----' | docker secret create devicecheck_p8 -
x7q2m0c9k1d8e4f6a3b5n7p9r""",
    b64(105),
)
add(
    "appops/firebase-dynamic-links-replacement-signing",
    """# deeplinks/config.toml  (self-hosted replacement for Dynamic Links)
[shortener]
domain = "go.pantai.id"
hmac_secret = "{0}"
fallback_url = "https://pantai.id/app\"""",
    b64(48),
)

# --- feature flags
add(
    "appops/configcat-management-basic-auth",
    """curl -u {1}:{0} \\
  https://api.configcat.com/v1/settings/1288123/value?environmentId=prod""",
    b64(30), r(24, ALNUM),
)
add(
    "appops/split-server-side-key-kotlin",
    """// server/src/main/kotlin/Flags.kt
val splitClient = SplitFactoryBuilder.build(
    "{0}",  // server-side API key
    SplitClientConfig.builder().setBlockUntilReadyTimeout(10_000).build()
).client()""",
    r(48, LOWER_NUM),
)
add(
    "appops/devcycle-server-sdk-key-env",
    """DEVCYCLE_SERVER_SDK_KEY={0}
DEVCYCLE_MOBILE_SDK_KEY=${DEVCYCLE_MOBILE_SDK_KEY}""",
    "dvc_server_" + r(8, HEX) + "_" + r(32, HEX) + "_" + r(7, HEX),
)
add(
    "appops/harness-ff-server-key-go",
    """client, err := harness.NewCfClient("{0}",
    harness.WithURL("https://config.ff.harness.io/api/1.0"),
    harness.WithStreamEnabled(true))""",
    uuid4(),
)
add(
    "appops/remote-config-admin-token-indonesian",
    """Halo tim QA, untuk ganti flag `checkout_v2` lewat API internal pakai header
X-Admin-Token: {0}
Tolong jangan dibagikan ke vendor luar ya.""",
    r(36, URLSAFE),
)
add(
    "appops/unleash-admin-token-frontend-repo-diff",
    """diff --git a/app/lib/flags.dart b/app/lib/flags.dart
@@ -3,7 +3,7 @@ final unleash = UnleashClient(
   url: Uri.parse('https://flags.ombak.id/api/frontend'),
-  clientKey: const String.fromEnvironment('UNLEASH_FRONTEND_TOKEN'),
+  clientKey: '*:production.{0}',
   appName: 'ombak_mobile',""",
    r(48, HEX),
)
add(
    "appops/launchdarkly-api-access-token-terraform",
    """provider "launchdarkly" {
  access_token = "{0}"
}

resource "launchdarkly_feature_flag" "new_onboarding" {
  project_key = "mobile"
  key         = "new-onboarding"
}""",
    "api-" + uuid4(),
)

# --- OTA updates
add(
    "appops/codepush-access-key-appcenter-login",
    """$ appcenter login --token {0}
Logged in as ci-bot@kelapa.dev
$ appcenter codepush release-react -a kelapa/Kelapa-iOS -d Production""",
    r(40, HEX),
)
add(
    "appops/shorebird-token-gh-actions-log",
    """Run shorebird patch android --release-version=1.9.0+41
  shorebird patch android --release-version=1.9.0+41
  shell: /usr/bin/bash -e {1}
  env:
    SHOREBIRD_TOKEN: {0}
✓ Fetching apps (0.4s)
✓ Building patch (1m 12s)""",
    b64(90), "{0}",
)
add(
    "appops/capgo-apikey-cli-flag",
    """npx @capgo/cli@latest bundle upload --apikey {0} --channel production --bundle 4.2.1
✔ Bundle 4.2.1 uploaded to channel production""",
    uuid4(),
)
add(
    "appops/expo-updates-code-signing-key-pem",
    """$ cat keys/private-key.pem   # expo-updates code signing, used by eas update --private-key-path
-----BEGIN RSA PRIVATE KEY-----
{0}
-----END RSA PRIVATE KEY-----""",
    pem_body(600),
)
add(
    "appops/electron-updater-private-github-token",
    """# resources/app-update.yml (shipped inside the installer by mistake)
owner: girasole-labs
repo: desktop-releases
provider: github
private: true
token: {0}
updaterCacheDirName: girasole-desktop-updater""",
    "ghp_" + r(36, ALNUM),
)
add(
    "appops/hazel-update-server-env-token",
    """vercel env ls
> Environment Variables found for girasole/update-server
 ACCOUNT   girasole-labs      Production
 REPOSITORY desktop-releases  Production
$ vercel env add TOKEN production <<< '{0}'""",
    "github_pat_" + r(22, ALNUM) + "_" + r(59, ALNUM),
)

# --- beta distribution and mobile CI
add(
    "appops/diawi-token-curl-upload",
    """curl https://upload.diawi.com/ \\
  -F token='{0}' \\
  -F file=@build/app/outputs/flutter-apk/app-release.apk \\
  -F find_by_udid=0 -F callback_emails='qa@kelapa.dev'""",
    r(40, ALNUM),
)
add(
    "appops/testfairy-api-key-gradle",
    """testfairyConfig {
    apiKey "{0}"
    autoUpdate true
    notify true
    testersGroups "internal-it,qa-jkt"
}""",
    r(40, HEX),
)
add(
    "appops/firebase-appdistribution-ci-token",
    """$ firebase appdistribution:distribute app-release.apk --app 1:{1}:android:{2} --groups "tester-bali" --token "{0}"
⚠  Authenticating with `--token` is deprecated and will be removed in a future major version.
✔  uploaded new release 2.7.0 (118) successfully!""",
    "1//0" + r(98, URLSAFE), r(12, DIGITS), r(22, HEX),
)
add(
    "appops/codemagic-api-token-trigger",
    """curl -H "Content-Type: application/json" -H "x-auth-token: {0}" \\
  --data '{"appId": "{1}", "workflowId": "ios-release", "branch": "main"}' \\
  -X POST https://api.codemagic.io/builds""",
    r(43, URLSAFE), r(24, HEX),
)
add(
    "appops/bitrise-pat-yml-trigger",
    """trigger_map:
- push_branch: release/*
  workflow: deploy
# personal access token used by the scheduler script below
# BITRISE_PAT={0}""",
    r(86, URLSAFE),
)
add(
    "appops/app-center-distribute-token-azure-pipelines",
    """- task: AppCenterDistribute@3
  inputs:
    serverEndpoint: 'AppCenter'
    appSlug: 'pizzica/PosMobile-Android'
    appFile: '$(Build.ArtifactStagingDirectory)/app-release.apk'
    releaseNotesInput: 'Correzioni carrello'
    destinationType: 'groups'
- script: appcenter distribute release --token {0} -g "Tester Milano" -f app-release.apk""",
    r(40, HEX),
)
add(
    "appops/testflight-asp-italian-chat",
    """Luca 09:12  ti ho creato la password specifica per app per caricare su TestFlight con Transporter
Luca 09:12  account: release@tramonto.it  password: {0}
Sara 09:14  grazie, la salvo in 1Password e poi la cancelliamo da qui""",
    asp(),
)
add(
    "appops/itms-transporter-p-flag",
    """xcrun iTMSTransporter -m upload -assetFile build/Tramonto.ipa -u release@tramonto.it -p {0} -v informational
[2026-12-01 09:31:22 CET] <main>  INFO: Transporter is using external JRE""",
    asp(),
)

# --- other stores
add(
    "appops/agc-connect-api-client-secret-json",
    """// agc-apiclient-2981.json  (AppGallery Connect API client, Team admin)
{
  "type": "team_client_id",
  "developer_id": "{1}",
  "client_id": "{2}",
  "client_secret": "{0}",
  "configuration_version": "3.0"
}""",
    r(64, UPPER_HEX), r(18, DIGITS), r(18, DIGITS),
)
add(
    "appops/amazon-appstore-submission-client-secret",
    """AMAZON_APPSTORE_CLIENT_ID=amzn1.application-oa2-client.{1}
AMAZON_APPSTORE_CLIENT_SECRET={0}
AMAZON_APP_ID=amzn1.devportal.mobileapp.{2}""",
    "amzn1.oa2-cs.v1." + r(64, HEX), r(32, HEX), r(32, HEX),
)
add(
    "appops/msstore-reconfigure-client-secret",
    """PS> msstore reconfigure --tenantId {1} --sellerId 91823411 --clientId {2} --clientSecret {0}
Awesome! It seems you are all set!""",
    r(3, ALNUM) + "8Q~" + r(34, URLSAFE), uuid4(), uuid4(),
)
add(
    "appops/snapcraft-store-credentials-env",
    """env:
  SNAPCRAFT_STORE_CREDENTIALS: {0}
jobs:
  publish:
    runs-on: ubuntu-24.04""",
    b64(420),
)
add(
    "appops/flat-manager-token-publish",
    """$ flat-manager-client --token {0} push --commit --publish $(cat build-id) repo
Uploading refs to https://hub.flathub.org/api/v1/build/118243
Committing build 118243""",
    "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9." + b64url(110) + "." + b64url(32),
)
add(
    "appops/samsung-galaxy-store-sa-private-key",
    '''# galaxy_store_upload.py
SERVICE_ACCOUNT_ID = "{1}"
PRIVATE_KEY = """
-----BEGIN PRIVATE KEY-----
{0}
-----END PRIVATE KEY-----
"""
token = jwt.encode({"iss": SERVICE_ACCOUNT_ID, "scopes": ["publishing"]}, PRIVATE_KEY, "RS256")''',
    pem_body(640), r(8, LOWER_NUM) + "-" + r(4, LOWER_NUM),
)
add(
    "appops/play-publisher-json-key-data-fastlane-env",
    """# fastlane supply, from Bitrise env vars dump (debug step)
SUPPLY_JSON_KEY_DATA={"type":"service_account","project_id":"pc-api-7712","private_key":"-----BEGIN PRIVATE KEY-----\\n{0}\\n-----END PRIVATE KEY-----\\n","client_email":"publisher@pc-api-7712.iam.gserviceaccount.com"}
SUPPLY_PACKAGE_NAME=id.merapi.travel""",
    b64(190),
)
# --- Windows, Android and macOS signing tools
add(
    "appops/digicert-keylocker-client-cert-password",
    """- name: Setup DigiCert KeyLocker
  env:
    SM_HOST: https://clientauth.one.digicert.com
    SM_API_KEY: ${{ secrets.SM_API_KEY }}
    SM_CLIENT_CERT_FILE: D:\\\\certs\\\\Certificate_pkcs12.p12
    SM_CLIENT_CERT_PASSWORD: "{0}"
    SM_CODE_SIGNING_CERT_SHA1_HASH: {1}""",
    human(), r(40, UPPER_HEX),
)
add(
    "appops/digicert-sm-api-key-powershell",
    """PS C:\\build> $env:SM_API_KEY = "{0}"
PS C:\\build> smctl healthcheck
Client Cert: OK   API Key: OK   Keypair alias: key_{1}""",
    r(24, HEX) + "_" + r(64, HEX), r(9, DIGITS),
)
add(
    "appops/esigner-codesigntool-password-totp",
    """./CodeSignTool.sh sign -username=build@limone.it -password='{1}' -totp_secret="{0}" \\
  -input_file_path=dist/LimonePOS-Setup-5.1.0.exe -output_dir_path=dist/signed""",
    b64(32), human(),
)
add(
    "appops/esigner-password-only-log",
    """[2026-12-01 10:02:11] Running: CodeSignTool batch_sign -username=ci@kopi.id -password=\"{0}\" -credential_id={1} -input_dir_path=out
[2026-12-01 10:02:14] Code signed successfully: out/KopiKasir.msi""",
    pw(), uuid4(),
)
add(
    "appops/jsign-storepass-azure-keyvault-token",
    """jsign --storetype AZUREKEYVAULT --keystore vespa-signing --alias desktop-ev \\
      --storepass "{0}" \\
      --tsaurl http://timestamp.digicert.com dist/Vespa.exe""",
    "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiIsIng1dCI6I" + b64url(30) + "." + b64url(300) + "." + b64url(256),
)
add(
    "appops/osslsigncode-pass-makefile",
    """sign-win:
\tosslsigncode sign -pkcs12 certs/authenticode.pfx -pass '{0}' \\
\t  -n "Ombak Desktop" -i https://ombak.id -t http://timestamp.sectigo.com \\
\t  -in build/ombak.exe -out dist/ombak.exe""",
    human(),
)
add(
    "appops/azuresigntool-kvs-client-secret",
    """AzureSignTool sign -kvu https://bakso-sign.vault.azure.net -kvi {1} -kvt {2} -kvs {0} -kvc EV-Cert-2026 -tr http://timestamp.digicert.com -v dist\\BaksoSetup.exe""",
    r(3, ALNUM) + "8Q~" + r(34, URLSAFE), uuid4(), uuid4(),
)
add(
    "appops/apksigner-ks-pass-pass",
    """$ $ANDROID_HOME/build-tools/35.0.0/apksigner sign --ks release.jks --ks-key-alias upload \\
    --ks-pass pass:{0} --key-pass pass:{0} --out app-release-signed.apk app-release-unsigned.apk
$ apksigner verify --print-certs app-release-signed.apk | head -2""",
    human(),
)
add(
    "appops/bundletool-build-apks-ks-pass",
    """java -jar bundletool-all-1.17.2.jar build-apks --bundle=app-release.aab --output=app.apks \\
  --ks=keystore/upload.jks --ks-key-alias=upload --ks-pass=pass:{0} --key-pass=pass:{0} --mode=universal""",
    pw(),
)
add(
    "appops/msix-signtool-f-p-cmd",
    """C:\\src\\Gelato>"C:\\Program Files (x86)\\Windows Kits\\10\\bin\\10.0.22621.0\\x64\\signtool.exe" sign /fd SHA256 /a /f GelatoMsix.pfx /p {0} AppPackages\\Gelato_1.4.0.0_x64.msix
Done Adding Additional Store
Successfully signed: AppPackages\\Gelato_1.4.0.0_x64.msix""",
    pw(),
)
add(
    "appops/electron-forge-windows-sign-config",
    """// forge.config.js
makers: [{
  name: "@electron-forge/maker-squirrel",
  config: {
    certificateFile: "./certs/codesign.pfx",
    certificatePassword: "{0}",
    setupIcon: "./assets/icon.ico",
  },
}],""",
    human(),
)
add(
    "appops/tauri-signing-key-password-italian",
    """Per l'updater di Tauri ti servono due variabili nella CI:
TAURI_SIGNING_PRIVATE_KEY = il contenuto di ~/.tauri/ciliegia.key (te lo mando su Signal)
TAURI_SIGNING_PRIVATE_KEY_PASSWORD = {0}
Senza password la build fallisce con "incorrect updater private key password".""",
    human(),
)

# --- split values
add_split(
    "appops/split-asc-p8-two-tool-results",
    """tool_result (read_file ios/keys/AuthKey_{2}.p8, lines 1-3):
-----BEGIN PRIVATE KEY-----
{0}
[output truncated at 200 chars]

tool_result (read_file ios/keys/AuthKey_{2}.p8, lines 3-6):
{1}
-----END PRIVATE KEY-----""",
    b64(60), b64(45), tid(),
)
add_split(
    "appops/split-revenuecat-key-indonesian-chat",
    """Dimas: key secret RevenueCat aku kirim dua bagian ya biar nggak ke-scan bot
Dimas: bagian 1: {0}
Dimas: bagian 2: {1}
Dimas: gabung tanpa spasi""",
    "sk_" + r(16, ALNUM), r(16, ALNUM),
)
add_split(
    "appops/split-keystore-password-gradle-concat",
    """// app/build.gradle.kts
val ksPass = "{0}" + "{1}"
signingConfigs {
    create("release") {
        storeFile = file("../keystore/upload.jks")
        storePassword = ksPass
        keyPassword = ksPass
        keyAlias = "upload"
    }
}""",
    "Tramonto" + r(3, DIGITS), "#" + r(5, ALNUM),
)
add_split(
    "appops/split-sentry-token-wrapped-terminal",
    """$ echo $SENTRY_AUTH_TOKEN
{0}
{1}
$ # (terminal wrapped the line at 80 columns)""",
    "sntrys_" + b64url(54), b64url(40),
)
add_split(
    "appops/split-airship-secret-italian-email",
    """Oggetto: credenziali Airship produzione
Ciao Paolo,
il master secret è lungo, te lo divido: la prima metà è {0}
e la seconda metà {1}
App key (pubblica): {2}""",
    r(11, URLSAFE), r(11, URLSAFE), r(22, URLSAFE),
)

# --- misc
add(
    "appops/asc-api-key-json-fastlane-inline",
    """{
  "key_id": "{1}",
  "issuer_id": "{2}",
  "key": "-----BEGIN PRIVATE KEY-----\\n{0}\\n-----END PRIVATE KEY-----",
  "in_house": false
}""",
    b64(105), tid(), uuid4(),
)
add(
    "appops/match-git-basic-authorization-b64",
    """# fastlane/.env.default
MATCH_GIT_BASIC_AUTHORIZATION={0}
MATCH_READONLY=true""",
    base64.b64encode(("ci-bot:ghp_" + r(36, ALNUM)).encode()).decode(),
)
add(
    "appops/mdm-enrollment-token-agent-log",
    """2026-12-02 07:55:10.118 INFO  [agent] installing KioskApp 3.2.0 for store devices
2026-12-02 07:55:10.120 DEBUG [agent] POST /api/v1/enroll headers={'Authorization': 'Bearer {0}', 'X-Device': 'TAB-JKT-044'}
2026-12-02 07:55:10.480 INFO  [agent] enrollment ok""",
    r(48, URLSAFE),
)
add(
    "appops/deeplink-router-admin-password-compose",
    """services:
  linkrouter:
    image: ghcr.io/pantai/linkrouter:2.3.1
    environment:
      LINKROUTER_ADMIN_USER: admin
      LINKROUTER_ADMIN_PASSWORD: {0}
      LINKROUTER_AASA_TEAM_ID: {1}""",
    human(),
    tid(),
)
add(
    "appops/keystore-password-indonesian-readme",
    """## Rilis Android (internal)
1. Jalankan `./gradlew bundleRelease`.
2. Kalau diminta, password keystore-nya `{0}` dan alias `upload`.
3. Unggah `app-release.aab` ke Play Console.""",
    human(),
)
# ============================================================ look-alikes
la(
    """$ ls ~/keys/apns
AuthKey_{0}.p8
$ # key id {0}, team {1}, topic com.trattoria.ordini
$ # the .p8 itself lives in 1Password (vault "Mobile", item "APNs auth key"), never in git""",
    tid(), tid(),
)
la(
    """const provider = new apn.Provider({
  token: {
    key: process.env.APNS_KEY_PATH,   // path to AuthKey_{0}.p8 mounted from the secret store
    keyId: "{0}",
    teamId: "{1}",
  },
  production: true,
});""",
    tid(), tid(),
)
la(
    """{
  "applinks": {
    "details": [
      {
        "appIDs": ["{0}.it.trattoria.ordini", "{0}.it.trattoria.ordini.beta"],
        "components": [{"/": "/ordine/*"}, {"/": "/menu/*", "?": {"ref": "?*"}}]
      }
    ]
  },
  "webcredentials": {"apps": ["{0}.it.trattoria.ordini"]}
}""",
    tid(),
)
la(
    """[{
  "relation": ["delegate_permission/common.handle_all_urls"],
  "target": {
    "namespace": "android_app",
    "package_name": "id.kopikenangan.app",
    "sha256_cert_fingerprints": ["{0}"]
  }
}]""",
    hexfp(),
)
la(
    """<!-- AndroidManifest.xml -->
<meta-data
    android:name="com.google.android.gms.ads.APPLICATION_ID"
    android:value="ca-app-pub-{0}~{1}"/>""",
    r(16, DIGITS), r(10, DIGITS),
)
la(
    """# Info.plist
<key>GADApplicationIdentifier</key>
<string>ca-app-pub-{0}~{1}</string>
<key>SKAdNetworkItems</key>
<array><dict><key>SKAdNetworkIdentifier</key><string>cstr6suwn9.skadnetwork</string></dict></array>""",
    r(16, DIGITS), r(10, DIGITS),
)
la(
    """# backend/.env.example
REVENUECAT_PUBLIC_IOS_KEY=appl_{0}   # public SDK key, safe to ship in the app
REVENUECAT_PUBLIC_ANDROID_KEY=goog_{1}
REVENUECAT_SECRET_KEY=           # fill from Doppler: mobile/prod/REVENUECAT_SECRET_KEY
REVENUECAT_WEBHOOK_AUTH=         # same""",
    r(27, ALNUM), r(27, ALNUM),
)
la(
    """const vapidPublicKey = "{0}"; // public half, goes into pushManager.subscribe
const reg = await navigator.serviceWorker.ready;
await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: urlB64ToUint8Array(vapidPublicKey) });""",
    "B" + b64url(64)[:86],
)
la(
    """// tauri.conf.json
"plugins": {
  "updater": {
    "pubkey": "{0}",
    "endpoints": ["https://releases.ciliegia.app/{{target}}/{{arch}}/{{current_version}}"]
  }
}""",
    b64(110),
)
la(
    """PS> Get-ChildItem Cert:\\CurrentUser\\My -CodeSigningCert | Format-List Subject, Thumbprint, NotAfter
Subject    : CN=Gelato S.r.l., O=Gelato S.r.l., L=Torino, C=IT
Thumbprint : {0}
NotAfter   : 14/03/2028 23:59:59""",
    r(40, UPPER_HEX),
)
la(
    """signtool sign /fd SHA256 /sha1 {0} /tr http://timestamp.digicert.com /td SHA256 dist\\GelatoSetup.exe
Done Adding Additional Store
Successfully signed: dist\\GelatoSetup.exe""",
    r(40, UPPER_HEX),
)
la(
    """$ dwarfdump --uuid build/Tramonto.app.dSYM
UUID: {0} (arm64) build/Tramonto.app.dSYM/Contents/Resources/DWARF/Tramonto
$ sentry-cli debug-files check build/Tramonto.app.dSYM
  Debug Info File Check
    Type: dsym debug companion
    Contained debug identifiers:
      > Debug ID: {1}""",
    uuid4().upper(), uuid4(),
)
la(
    """SENTRY_DSN=https://{0}@o{1}.ingest.de.sentry.io/{2}
# the DSN is meant to be public (it ships in every client); the auth token for uploads is SENTRY_AUTH_TOKEN in CI secrets""",
    r(32, HEX), r(7, DIGITS), r(16, DIGITS),
)
la(
    """- name: Upload dSYMs
  env:
    SENTRY_AUTH_TOKEN: ${{ secrets.SENTRY_AUTH_TOKEN }}
    SENTRY_ORG: trattoria
    SENTRY_PROJECT: ios-app
  run: sentry-cli debug-files upload --include-sources build/dSYMs""",
)
la(
    """# android/sentry.properties
defaults.url=https://sentry.io/
defaults.org=warung-digital
defaults.project=android
# auth.token comes from SENTRY_AUTH_TOKEN in the environment, do not add it here""",
)
la(
    """App Store Connect > Users and Access > Integrations > App Store Connect API
Issuer ID      {0}
Active keys
  Name              Key ID        Access      Last used
  CI uploader       {1}    App Manager  2026-11-29
  Reporting (read)  {2}    Sales        2026-11-30""",
    uuid4(), tid(), tid(),
)
la(
    """{
  "key_id": "{0}",
  "issuer_id": "{1}",
  "key_filepath": "./fastlane/AuthKey_{0}.p8",
  "in_house": false
}""",
    tid(), uuid4(),
)
la(
    """# verifyReceipt response (sandbox)
{"status": 0, "environment": "Sandbox",
 "latest_receipt_info": [{"product_id": "it.vespa.premium.yearly", "transaction_id": "2000000{0}",
   "original_transaction_id": "2000000{1}", "expires_date_ms": "1796342400000"}]}""",
    r(9, DIGITS), r(9, DIGITS),
)
la(
    """Play Console order: GPA.{0}-{1}-{2}-{3}
Product: premium_monthly   Status: Charged   Amount: Rp 59.000""",
    r(4, DIGITS), r(4, DIGITS), r(4, DIGITS), r(5, DIGITS),
)
la(
    """resp = requests.post(
    "https://buy.itunes.apple.com/verifyReceipt",
    json={
        "receipt-data": receipt_b64,
        "password": settings.APP_STORE_SHARED_SECRET,
        "exclude-old-transactions": True,
    },
    timeout=10,
)""",
)
la(
    """Nota per il team: lo shared secret dell'app NON va mai scritto nel ticket.
Si trova in App Store Connect > App > Informazioni sull'app > Segreto condiviso specifico dell'app,
e nel backend è letto da APP_STORE_SHARED_SECRET (Vault: secret/mobile/ios).""",
)
la(
    """Catatan rilis 2.4 (internal):
- paywall baru untuk paket tahunan
- kunci API Superwall disimpan di Secret Manager (projects/warung-prod/secrets/superwall-api-key)
- public API key di app: pk_{0} (memang publik, aman)""",
    r(48, HEX),
)
la(
    """# adjust config in the app (public SDK identifiers)
ADJUST_APP_TOKEN={0}
ADJUST_EVENT_PURCHASE={1}
ADJUST_EVENT_SIGNUP={2}
ADJUST_ENVIRONMENT=production""",
    r(12, LOWER_NUM), r(6, LOWER_NUM), r(6, LOWER_NUM),
)
la(
    """AppsFlyerLib.getInstance().init(BuildConfig.AF_DEV_KEY, conversionListener, this)
// AF_DEV_KEY is injected from local.properties -> buildConfigField, never hard-coded here
AppsFlyerLib.getInstance().start(this)""",
)
la(
    """<!-- ironSource mediation, app key (public identifier from the dashboard) -->
<string name="ironsource_app_key">1b{0}</string>
<string name="applovin_sdk_key_comment">AppLovin SDK key is set in AndroidManifest from ${APPLOVIN_SDK_KEY}</string>""",
    r(7, HEX),
)
la(
    """export BRANCH_KEY=key_live_{0}     # public Branch key, it is compiled into the apps anyway
export BRANCH_SECRET="$(op read 'op://Growth/Branch/secret')"
branch-cli links export --from 2026-11-01 --out links.csv""",
    r(32, ALNUM),
)
la(
    """https://tramonto.app.link/{0}?%24fallback_url=https%3A%2F%2Ftramonto.it%2Fpromo&utm_source=newsletter&utm_campaign=natale2026""",
    r(11, ALNUM),
)
la(
    """adb shell am start -W -a android.intent.action.VIEW -d "pantai://booking/{0}?ref=push" id.pantai.app
Starting: Intent { act=android.intent.action.VIEW dat=pantai://booking/... }
Status: ok
LaunchState: COLD
TotalTime: 812""",
    uuid4(),
)
la(
    """xcrun simctl openurl booted "https://go.pantai.id/r/{0}"
xcrun simctl push booted id.pantai.app payload.apns""",
    r(8, ALNUM),
)
la(
    """{
  "Simulator Target Bundle": "id.pantai.app",
  "aps": {"alert": {"title": "Pesanan siap", "body": "Ambil di meja 4"}, "badge": 1, "sound": "default"},
  "deeplink": "pantai://order/{0}",
  "campaign_id": "{1}"
}""",
    uuid4(), r(24, HEX),
)
la(
    """2026-12-02 08:01:44.120 INFO  push.dispatch campaign={0} platform=ios sent=18211 failed=42 apns_status_410=39 apns_status_400=3 duration_ms=4120""",
    r(24, HEX),
)
la(
    """{
  "name": "projects/kopi-kenangan-push/messages/0:{0}%{1}"
}""",
    r(16, DIGITS), r(16, HEX),
)
la(
    """# gorush.yml
ios:
  enabled: true
  key_path: "/etc/gorush/apns.p12"
  password: ""          # set through GORUSH_IOS_PASSWORD at runtime
  production: true""",
)
la(
    """HMS_APP_ID={0}
HMS_CLIENT_ID={0}
HMS_CLIENT_SECRET=${HMS_CLIENT_SECRET:?set in CI}
HMS_PUSH_ENDPOINT=https://push-api.cloud.huawei.com/v1""",
    r(9, DIGITS),
)
la(
    """[10.42] Rina: mas, user auth key OneSignal sudah aku rotate, yang baru ada di Bitwarden folder "Mobile/Push"
[10.43] Rina: app id yang dipakai app masih sama: {0} (itu bukan rahasia)""",
    uuid4(),
)
la(
    """airship = ua.Airship(os.environ["AIRSHIP_APP_KEY"], os.environ["AIRSHIP_MASTER_SECRET"])
push = airship.create_push()
push.audience = ua.tag("vip")
push.notification = ua.notification(alert="Il tuo gelato è pronto")
push.device_types = ua.device_types("ios", "android")""",
)
la(
    """$ openssl x509 -in apns-prod.pem -noout -subject -fingerprint -sha256 -enddate
subject=UID=it.trattoria.ordini, CN=Apple Push Services: it.trattoria.ordini, OU={0}, O=Trattoria S.r.l., C=IT
sha256 Fingerprint={1}
notAfter=Jan 12 09:14:20 2027 GMT""",
    tid(), hexfp(),
)
la(
    """APNs device token (debug build, sandbox): {0}
This is a per-device address for pushes, not a credential; it is useless without the provider key.""",
    r(64, HEX),
)
la(
    """curl -X POST "https://api.pushy.me/push?api_key=$PUSHY_SECRET_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"to": "/topics/promo", "data": {"message": "Flash sale"}}'""",
)
la(
    """http POST https://api.batch.com/1.1/{0}/transactional/send \\
  X-Authorization:"$BATCH_REST_KEY" \\
  group_id=welcome recipients:='{"custom_ids":["u_4410"]}'""",
    r(30, UPPER_NUM),
)
la(
    """# crashlytics mapping upload
./gradlew :app:uploadCrashlyticsMappingFileRelease
> Task :app:uploadCrashlyticsMappingFileRelease
Mapping file id: {0}
Uploaded to Crashlytics for app 1:{1}:android:{2}""",
    r(32, HEX), r(12, DIGITS), r(22, HEX),
)
la(
    """// embrace-config.json
{
  "app_id": "{0}",
  "api_token": "${EMBRACE_API_TOKEN}",
  "ndk_enabled": true
}""",
    r(5, ALNUM),
)
la(
    """Crash report {0}
Exception Type:  EXC_BAD_ACCESS (SIGSEGV)
Exception Codes: KERN_INVALID_ADDRESS at 0x000000000000001{1}
Thread 0 Crashed:
0   Tramonto    0x0000000104{2} CartViewModel.total.getter + 212
1   Tramonto    0x0000000104{3} CartView.body.getter + 88
Binary Images:
0x104{4} - 0x1050fffff Tramonto arm64 <{5}>""",
    uuid4().upper(), r(1, HEX), r(6, HEX), r(6, HEX), r(5, HEX), r(32, HEX),
)
la(
    """symbol-upload-windows.exe -b gelateria -a PosDesktop -v 3.14.2 \\
  -u "$env:BUGSPLAT_USER" -p "$env:BUGSPLAT_PASSWORD" -d build/Release -f "**/*.pdb\"""",
)
la(
    """Backtrace submission URL format (from the docs page we copied):
https://submit.backtrace.io/<universe>/<submission-token>/minidump
Our universe is "kelapa"; the token is in Vault at secret/desktop/backtrace.""",
)
la(
    """Instabug app token (public, embedded in the app, safe to share): {0}
Instabug.start(withToken: "{0}", invocationEvents: [.shake, .screenshot])""",
    r(32, HEX),
)
la(
    """$ shasum -a 256 build/app/outputs/bundle/release/app-release.aab build/ios/ipa/Duren.ipa
{0}  build/app/outputs/bundle/release/app-release.aab
{1}  build/ios/ipa/Duren.ipa""",
    r(64, HEX), r(64, HEX),
)
la(
    """$ keytool -list -v -keystore upload.jks -alias upload -storepass:env UPLOAD_STORE_PASSWORD | grep -E "SHA1|SHA256|Valid"
Valid from: Mon Mar 03 10:12:44 CET 2025 until: Fri Feb 25 10:12:44 CET 2050
	 SHA1: {0}
	 SHA256: {1}""",
    ":".join(r(2, UPPER_HEX) for _ in range(20)), hexfp(),
)
la(
    """$ apksigner verify --print-certs app-release-signed.apk
Signer #1 certificate DN: CN=Ombak Studio, OU=Mobile, O=Ombak, L=Denpasar, C=ID
Signer #1 certificate SHA-256 digest: {0}
Signer #1 certificate SHA-1 digest: {1}
Signer #1 certificate MD5 digest: {2}""",
    r(64, HEX), r(40, HEX), r(32, HEX),
)
la(
    """$ apksigner sign --ks release.jks --ks-key-alias upload \\
    --ks-pass env:KS_PASS --key-pass env:KS_PASS --out app-release-signed.apk app-release-unsigned.apk""",
)
la(
    """java -jar bundletool-all-1.17.2.jar build-apks --bundle=app-release.aab --output=app.apks \\
  --ks=keystore/upload.jks --ks-key-alias=upload --ks-pass=file:keystore/ks.pass --mode=universal""",
)
la(
    """signingConfigs {
    create("release") {
        storeFile = file(System.getenv("ANDROID_KEYSTORE_PATH") ?: "../keystore/upload.jks")
        storePassword = System.getenv("ANDROID_KEYSTORE_PASSWORD")
        keyAlias = "upload"
        keyPassword = System.getenv("ANDROID_KEY_PASSWORD")
    }
}""",
)
la(
    """- name: Setup DigiCert KeyLocker
  env:
    SM_HOST: https://clientauth.one.digicert.com
    SM_API_KEY: ${{ secrets.SM_API_KEY }}
    SM_CLIENT_CERT_FILE: ${{ runner.temp }}/Certificate_pkcs12.p12
    SM_CLIENT_CERT_PASSWORD: ${{ secrets.SM_CLIENT_CERT_PASSWORD }}
    SM_CODE_SIGNING_CERT_SHA1_HASH: {0}""",
    r(40, UPPER_HEX),
)
la(
    """./CodeSignTool.sh sign -username="$ES_USERNAME" -password="$ES_PASSWORD" -totp_secret="$ES_TOTP_SECRET" \\
  -input_file_path=dist/LimonePOS-Setup-5.1.0.exe -output_dir_path=dist/signed
Code signed successfully: dist/signed/LimonePOS-Setup-5.1.0.exe""",
)
la(
    """AzureSignTool sign -kvu https://bakso-sign.vault.azure.net -kvm -kvc EV-Cert-2026 -tr http://timestamp.digicert.com -v dist\\BaksoSetup.exe
(-kvm: uses the managed identity of the build agent, so there is no client secret at all)""",
)
la(
    """<!-- Package.appxmanifest -->
<Identity Name="{0}.GelatoPOS" Publisher="CN={1}" Version="1.4.0.0" ProcessorArchitecture="x64" />
<Properties><DisplayName>Gelato POS</DisplayName><PublisherDisplayName>Gelato S.r.l.</PublisherDisplayName></Properties>""",
    r(5, DIGITS), uuid4().upper(),
)
la(
    """msstore apps list
 ProductId     Name            Type
 {0}  Gelato POS      MSIX
 {1}  Gelato Kitchen  MSIX""",
    "9N" + r(10, UPPER_NUM), "9P" + r(10, UPPER_NUM),
)
la(
    """$ snap info limone-pos | head -8
name:      limone-pos
summary:   Punto cassa per gelaterie
publisher: Limone S.r.l. (limone-srl)
store-url: https://snapcraft.io/limone-pos
snap-id:   {0}
channels:
  latest/stable:    5.1.0 2026-11-28 (118) 84MB -
  latest/candidate: 5.1.1 2026-12-01 (121) 84MB -""",
    r(32, ALNUM),
)
la(
    """env:
  SNAPCRAFT_STORE_CREDENTIALS: ${{ secrets.SNAPCRAFT_STORE_CREDENTIALS }}
jobs:
  publish:
    runs-on: ubuntu-24.04""",
)
la(
    """$ flatpak remote-info flathub it.limone.Pos
        ID: it.limone.Pos
       Ref: app/it.limone.Pos/x86_64/stable
      Arch: x86_64
    Branch: stable
   Version: 5.1.0
    Commit: {0}
    Parent: {1}""",
    r(64, HEX), r(64, HEX),
)
la(
    """// agc-apiclient config (values filled at runtime)
{
  "type": "team_client_id",
  "developer_id": "{0}",
  "client_id": "{1}",
  "client_secret": "<from AGC_CLIENT_SECRET>",
  "configuration_version": "3.0"
}""",
    r(18, DIGITS), r(18, DIGITS),
)
la(
    """AMAZON_APPSTORE_CLIENT_ID=amzn1.application-oa2-client.{0}
AMAZON_APPSTORE_CLIENT_SECRET=****************************************
AMAZON_APP_ID=amzn1.devportal.mobileapp.{1}""",
    r(32, HEX), r(32, HEX),
)
la(
    """PS> msstore reconfigure --tenantId {0} --sellerId 91823411 --clientId {1} --clientSecret $env:PARTNER_CENTER_SECRET
Awesome! It seems you are all set!""",
    uuid4(), uuid4(),
)
la(
    """$ xcrun notarytool history --keychain-profile "AC_NOTARY"
Successfully received submission history.
  history
    --------------------------------------------------
    createdDate: 2026-12-01T08:44:12.118Z
    id: {0}
    name: Ciliegia-3.2.0.dmg
    status: Accepted""",
    uuid4(),
)
la(
    """xcrun iTMSTransporter -m upload -assetFile build/Tramonto.ipa -u release@tramonto.it -p @keychain:TRANSPORTER_ASP -v informational
# -p @keychain: reads the app-specific password from the login keychain item, nothing is on the command line""",
)
la(
    """Luca 09:12  ti ho creato la password specifica per app per TestFlight, è nel portachiavi condiviso come "ASP Transporter"
Sara 09:14  perfetto, non incollarla qui però
Luca 09:15  certo. Team ID {0}, Apple ID dell'app {1}""",
    tid(), "6" + r(9, DIGITS),
)
la(
    """## Rilis Android (internal)
1. Jalankan `./gradlew bundleRelease`.
2. Password keystore tidak ditulis di sini; ambil dari Bitwarden item "Android upload keystore".
3. SHA-256 sertifikat upload: {0}
4. Unggah `app-release.aab` ke Play Console.""",
    hexfp(),
)
la(
    """Per l'updater di Tauri servono due variabili nella CI: TAURI_SIGNING_PRIVATE_KEY e
TAURI_SIGNING_PRIVATE_KEY_PASSWORD. Le trovi nei secret del repository (Settings > Secrets > Actions).
La chiave pubblica invece è nel tauri.conf.json ed è giusto che sia lì.""",
)
la(
    """// forge.config.js
makers: [{
  name: "@electron-forge/maker-squirrel",
  config: {
    certificateFile: "./certs/codesign.pfx",
    certificatePassword: process.env.WINDOWS_CERT_PASSWORD,
    setupIcon: "./assets/icon.ico",
  },
}],""",
)
la(
    """# resources/app-update.yml
owner: girasole-labs
repo: desktop-releases
provider: github
updaterCacheDirName: girasole-desktop-updater
publisherName:
  - Girasole Labs S.r.l.""",
)
la(
    """# latest.yml (electron-builder)
version: 4.8.2
files:
  - url: Girasole-Setup-4.8.2.exe
    sha512: {0}
    size: 88214511
path: Girasole-Setup-4.8.2.exe
sha512: {0}
releaseDate: '2026-11-30T16:02:11.418Z'""",
    b64(64),
)
la(
    """curl https://upload.diawi.com/ \\
  -F token="$DIAWI_TOKEN" \\
  -F file=@build/app/outputs/flutter-apk/app-release.apk
{"job":"{0}"}
curl "https://upload.diawi.com/status?token=$DIAWI_TOKEN&job={0}"
{"status":2000,"message":"Ok","hash":"{1}","link":"https://i.diawi.com/{1}"}""",
    r(32, ALNUM), r(6, ALNUM),
)
la(
    """$ firebase appdistribution:distribute app-release.apk --app 1:{0}:android:{1} --groups "tester-bali"
i  using service account credentials from GOOGLE_APPLICATION_CREDENTIALS
✔  uploaded new release 2.7.0 (118) successfully!
i  View this release in the Firebase console: https://console.firebase.google.com/project/kelapa-dev/appdistribution/app/android:id.kelapa.app/releases/{2}""",
    r(12, DIGITS), r(22, HEX), r(12, LOWER_NUM),
)
la(
    """curl -H "Content-Type: application/json" -H "x-auth-token: ${CM_API_TOKEN}" \\
  --data '{"appId": "{0}", "workflowId": "ios-release", "branch": "main"}' \\
  -X POST https://api.codemagic.io/builds
{"buildId":"{1}"}""",
    r(24, HEX), r(24, HEX),
)
la(
    """Bitrise build #4418 finished: success
Build slug: {0}
App slug:   {1}
Artifacts:  app-release.aab (18.4 MB), app-release-mapping.txt""",
    r(16, HEX), r(16, HEX),
)
la(
    """$ appcenter codepush deployment list -a kelapa/Kelapa-iOS
┌────────────┬──────────────────────────────────────────┐
│ Name       │ Update Metadata                          │
├────────────┼──────────────────────────────────────────┤
│ Production │ Label: v58  App Version: 3.4.0  Rollout: 100% │
│ Staging    │ Label: v61  App Version: 3.4.0  Rollout: 100% │
└────────────┴──────────────────────────────────────────┘
(deployment keys hidden, run with --displayKeys only on a trusted machine)""",
)
la(
    """Run shorebird patch android --release-version=1.9.0+41
  env:
    SHOREBIRD_TOKEN: ***
✓ Fetching apps (0.4s)
✓ Building patch (1m 12s)
✓ Published Patch 7!""",
)
la(
    """npx @capgo/cli@latest bundle upload --apikey "$CAPGO_TOKEN" --channel production --bundle 4.2.1
✔ Bundle 4.2.1 uploaded to channel production (checksum {0})""",
    r(8, HEX),
)
la(
    """// app.json
"updates": {
  "url": "https://u.expo.dev/{0}",
  "codeSigningCertificate": "./keys/certificate.pem",
  "codeSigningMetadata": {"keyid": "main", "alg": "rsa-v1_5-sha256"}
},
"runtimeVersion": {"policy": "appVersion"}""",
    uuid4(),
)
la(
    """$ cat keys/certificate.pem   # public code-signing certificate for expo-updates, committed on purpose
-----BEGIN CERTIFICATE-----
{0}
-----END CERTIFICATE-----""",
    pem_body(500),
)
la(
    """DEVCYCLE_SERVER_SDK_KEY=${DEVCYCLE_SERVER_SDK_KEY}
DEVCYCLE_PROJECT=ombak-mobile
DEVCYCLE_ENVIRONMENT=production
DEVCYCLE_VARIABLE_KEYS=checkout-v2,new-onboarding,dark-mode-default""",
)
la(
    """$ curl -s https://cdn-global.configcat.com/configuration-files/configcat-sdk-1/{0}/config_v6.json | jq '.f | keys'
[
  "checkoutV2",
  "newOnboarding",
  "promoBanner"
]""",
    r(22, URLSAFE) + "/" + r(22, URLSAFE),
)
la(
    """Optimizely datafile URL (public, the SDK fetches it anonymously):
https://cdn.optimizely.com/datafiles/{0}.json
Flags: checkout_v2 (rollout 25%), paywall_copy_b (experiment, 50/50)""",
    r(22, ALNUM),
)
la(
    """diff --git a/app/lib/flags.dart b/app/lib/flags.dart
@@ -3,7 +3,7 @@ final unleash = UnleashClient(
-  url: Uri.parse('https://flags-staging.ombak.id/api/frontend'),
+  url: Uri.parse('https://flags.ombak.id/api/frontend'),
   clientKey: const String.fromEnvironment('UNLEASH_FRONTEND_TOKEN'),
   appName: 'ombak_mobile',""",
)
la(
    """provider "launchdarkly" {
  access_token = var.launchdarkly_access_token
}

resource "launchdarkly_feature_flag" "new_onboarding" {
  project_key = "mobile"
  key         = "new-onboarding"
  name        = "New onboarding"
  variation_type = "boolean"
}""",
)
la(
    """Halo tim QA, untuk ganti flag `checkout_v2` silakan pakai dashboard Unleash, bukan API.
Kalau tetap perlu API, minta token pribadi sendiri di Profile > Personal API tokens; jangan pakai token orang lain.""",
)
la(
    """{
  "api_key": "${KOCHAVA_API_KEY}",
  "app_guid": "kopisusu-android-{0}",
  "time_start": "1764547200",
  "time_end": "1767225599",
  "traffic": ["click", "install"]
}""",
    r(8, LOWER_NUM),
)
la(
    """2026-11-30T08:14:02Z INFO fetch GET https://api.singular.net/api/v2.0/reporting?api_key=[REDACTED]&start_date=2026-11-29&end_date=2026-11-29&dimensions=app,source status=200 ms=842""",
)
la(
    """AppsFlyer install postback (sample):
{"appsflyer_id":"{0}-{1}","app_id":"id1588{2}","media_source":"googleadwords_int","campaign":"natale_2026","af_ad_id":"{3}","install_time":"2026-11-30 09:12:44.118"}""",
    r(13, DIGITS), r(19, DIGITS), r(5, DIGITS), uuid4().upper(),
)
la(
    """IDFV {0} / GAID {1}
Both are advertising or vendor device identifiers printed by the debug menu; they identify a device, they do not authenticate anything.""",
    uuid4().upper(), uuid4(),
)
la(
    """Oggetto: credenziali Airship produzione
Ciao Paolo,
il master secret non lo mando per email: l'ho condiviso con te in 1Password (vault "Mobile").
App key (pubblica, è anche nel file AirshipConfig.plist): {0}
Ciao, Chiara""",
    r(22, URLSAFE),
)
la(
    """Dimas: key secret RevenueCat sudah aku taruh di GitHub Actions sebagai REVENUECAT_SECRET_KEY
Dimas: yang di app cuma public key appl_{0}, itu memang boleh publik
Ayu: sip, makasih""",
    r(27, ALNUM),
)
la(
    """tool_result (read_file ios/fastlane/Appfile):
1  app_identifier("it.trattoria.ordini")
2  apple_id("release@trattoria.it")
3  itc_team_id("{0}")
4  team_id("{1}")""",
    r(9, DIGITS), tid(),
)
la(
    """# fastlane/.env.default
MATCH_GIT_URL=https://github.com/trattoria/ios-certificates.git
MATCH_GIT_BASIC_AUTHORIZATION=   # injected by CI from secrets.MATCH_GIT_BASIC_AUTHORIZATION
MATCH_READONLY=true
MATCH_TYPE=appstore""",
)
la(
    """$ fastlane match appstore --readonly
[09:41:02]: Successfully decrypted certificates repo
+---------------------+------------------------------------------+
|                  Installed Provisioning Profile                |
+---------------------+------------------------------------------+
| Parameter           | Value                                    |
| App Identifier      | it.trattoria.ordini                      |
| Type                | appstore                                 |
| Certificate ID      | {0}                               |
| UUID                | {1}     |
| Team ID             | {2}                               |
+---------------------+------------------------------------------+""",
    tid(), uuid4(), tid(),
)
la(
    """2026-12-02 07:55:10.118 INFO  [agent] installing KioskApp 3.2.0 for store devices
2026-12-02 07:55:10.120 DEBUG [agent] POST /api/v1/enroll headers={'Authorization': 'Bearer <redacted>', 'X-Device': 'TAB-JKT-044'}
2026-12-02 07:55:10.480 INFO  [agent] enrollment ok device_id={0}""",
    uuid4(),
)
la(
    """services:
  linkrouter:
    image: ghcr.io/pantai/linkrouter@sha256:{0}
    environment:
      LINKROUTER_ADMIN_USER: admin
      LINKROUTER_ADMIN_PASSWORD_FILE: /run/secrets/linkrouter_admin
      LINKROUTER_AASA_TEAM_ID: {1}
    secrets: [linkrouter_admin]""",
    r(64, HEX), tid(),
)
la(
    """integrity:
  package_name: it.bancapop.mobile
  # Play Console > App integrity: Google manages the response encryption keys,
  # we call decodeIntegrityToken with the service account, so there is nothing to store here.
  decode_with: google
  cloud_project_number: {0}""",
    r(12, DIGITS),
)
la(
    """Sign in with Apple setup
Services ID:  it.vespa.login
Team ID:      {0}
Key ID:       {1}
The client secret is a short-lived ES256 JWT generated at runtime from the .p8 (scripts/apple_secret.py); it is never committed.""",
    tid(), tid(),
)
la(
    """pytest tests/test_receipts.py -q
....F
FAILED tests/test_receipts.py::test_expired_sub - AssertionError: assert 21006 == 0
  receipt status 21006: "This receipt is valid but the subscription has expired."
  transaction_id=2000000{0} product_id=it.vespa.premium.monthly
1 failed, 4 passed in 1.82s""",
    r(9, DIGITS),
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
