r"""Held-out batch 26: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read: the batch format (bench/heldout/__init__.py), the first 130 lines of
bench/heldout/batch19.py (its docstring and the helpers r, b64, b64url, pw, uuid4, sha,
jwt, add, add_split and la, copied here) and a grep of the kind names used by earlier
batches, to keep this batch's themes new. The filter's rules, code, docs, tests, bench
script and results, and every other batch, were not read. Not to be tuned on until its
first measurement is recorded.

Theme: credentials that come in a public half and a secret half, and the front-end and
mobile projects where both appear side by side. Payments (publishable and secret keys,
key id and key secret, client key and server key), maps, search (search-only and admin
or master keys), auth (publishable keys, client ids and client secrets, management keys),
backends-as-a-service (anon and service-role keys, project ids and API keys), analytics,
captcha (site key and secret), push notifications (app ids, REST keys, VAPID key pairs),
feature flags (client-side ids and server or admin keys), OAuth apps (client id and
client secret), webhooks (endpoint id and signing secret), HMAC key id and secret, access
key id and secret access key, storage account name and key, app id and app secret or
certificate. Contexts: Next.js, Vite, Nuxt, SvelteKit and Expo env files where the
public-prefixed variables sit beside server-only ones; React Native and Flutter configs;
Android local.properties, gradle and resources; iOS xcconfig and Info.plist; Firebase
configs; browser bundles and source maps that shipped a key; Vercel, Netlify, Cloudflare,
Render and Railway env listings; README quick-starts; server and browser client setup
code; and chat with the agent, in several languages, about which key goes where. In each
secret text the secret half is the secret, with the public half present nearby.
Look-alikes hold only public halves (publishable keys, anon keys meant for the browser,
client ids, site keys, app ids, access key ids alone, measurement ids, public DSNs, public
VAPID and interaction-verification keys), references to secret halves by name, masked
values, placeholders and prose about where each key belongs.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(26_2026_12_06)
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


def supa(role: str, ref: str) -> str:
    """A Supabase-style project key: role "anon" is meant for browsers, "service_role" is not."""
    return jwt({"iss": "supabase", "ref": ref, "role": role, "iat": 1764979200, "exp": 2080555200})


def clerk_pk(host: str) -> str:
    """A Clerk-style publishable key: base64 of the frontend API host, public by design."""
    return "pk_live_" + base64.b64encode((host + "$").encode()).decode().rstrip("=")


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


# ============================================================ secrets: env files of web apps

add("env/next_stripe_secret_beside_publishable", """# .env.local  (apps/storefront)
NEXT_PUBLIC_SITE_URL=https://shop.larkspur.dev
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={1}
STRIPE_SECRET_KEY={0}
NEXT_PUBLIC_DEFAULT_CURRENCY=eur
STRIPE_PRICE_PRO_MONTHLY=price_{2}
""", "sk_live_51" + r(14) + r(85), "pk_live_51" + r(14) + r(85), r(24))

ref2 = r(20, LOWER)
add("env/next_supabase_service_role_beside_anon", """NEXT_PUBLIC_SUPABASE_URL=https://{2}.supabase.co
NEXT_PUBLIC_SUPABASE_ANON_KEY={1}
SUPABASE_SERVICE_ROLE_KEY={0}
NEXT_PUBLIC_APP_NAME="Tidepool"
""", supa("service_role", ref2), supa("anon", ref2), ref2)

add("env/vite_algolia_admin_key", """VITE_ALGOLIA_APP_ID={2}
VITE_ALGOLIA_SEARCH_KEY={1}
VITE_ALGOLIA_INDEX=products_prod
# used only by scripts/reindex.ts, never imported in src/
ALGOLIA_ADMIN_KEY={0}
""", r(32, HEX), r(32, HEX), r(10, UPPER_NUM))

add("env/nuxt_clerk_secret_key", """# .env for the nuxt app
NUXT_PUBLIC_CLERK_PUBLISHABLE_KEY={1}
NUXT_CLERK_SECRET_KEY={0}
NUXT_PUBLIC_CLERK_SIGN_IN_URL=/sign-in
NUXT_PUBLIC_CLERK_SIGN_UP_URL=/sign-up
""", "sk_live_" + r(42), clerk_pk("clerk.quillnote.app"))

add("env/sveltekit_recaptcha_secret", """PUBLIC_RECAPTCHA_SITE_KEY={1}
RECAPTCHA_SECRET_KEY={0}
PUBLIC_API_BASE=https://api.fernhollow.io
ORIGIN=https://fernhollow.io
""", "6L" + r(6, ALNUM) + "AAAAA" + r(27, URLSAFE), "6L" + r(6, ALNUM) + "AAAAA" + r(27, URLSAFE))

add("env/expo_revenuecat_secret_key", """EXPO_PUBLIC_RC_IOS_KEY={1}
EXPO_PUBLIC_RC_ANDROID_KEY={2}
EXPO_PUBLIC_API_URL=https://api.moodboard.fit
REVENUECAT_SECRET_KEY={0}
""", "sk_" + r(28), "appl_" + r(27), "goog_" + r(27))

add("env/next_mapbox_secret_token", """NEXT_PUBLIC_MAPBOX_TOKEN={1}
NEXT_PUBLIC_MAPBOX_STYLE=mapbox://styles/trailhead/clx{2}
MAPBOX_DOWNLOADS_TOKEN={0}
""", "sk." + _b64url_json({"u": "trailhead", "a": "cm" + r(23, LOWER_NUM)}) + "." + r(22, URLSAFE),
    "pk." + _b64url_json({"u": "trailhead", "a": "cm" + r(23, LOWER_NUM)}) + "." + r(22, URLSAFE),
    r(22, LOWER_NUM))

add("env/vite_posthog_personal_api_key", """VITE_POSTHOG_KEY={1}
VITE_POSTHOG_HOST=https://eu.i.posthog.com
# for the nightly export job (scripts/export-events.mjs)
POSTHOG_PERSONAL_API_KEY={0}
POSTHOG_PROJECT_ID=48213
""", "phx_" + r(43), "phc_" + r(43))

add("env/nuxt_meilisearch_master_key", """NUXT_PUBLIC_MEILI_HOST=https://search.bramble.shop
NUXT_PUBLIC_MEILI_SEARCH_KEY={1}
MEILI_MASTER_KEY={0}
MEILI_ENV=production
""", r(44, URLSAFE), r(64, HEX))

add("env/expo_onesignal_rest_api_key", """EXPO_PUBLIC_ONESIGNAL_APP_ID={1}
ONESIGNAL_REST_API_KEY={0}
EXPO_PUBLIC_SENTRY_ENV=production
""", "os_v2_app_" + r(106, "abcdefghijklmnopqrstuvwxyz234567"), uuid4())

add("env/sveltekit_typesense_admin_key", """PUBLIC_TYPESENSE_HOST={2}.a1.typesense.net
PUBLIC_TYPESENSE_SEARCH_KEY={1}
TYPESENSE_ADMIN_API_KEY={0}
""", r(32, ALNUM), r(32, ALNUM), r(17, LOWER_NUM))

add("env/next_auth_github_client_secret", """# auth.js
AUTH_URL=http://localhost:3000
AUTH_GITHUB_ID={1}
AUTH_GITHUB_SECRET={0}
AUTH_TRUST_HOST=true
""", r(40, HEX), "Ov23li" + r(14))

add("env/vite_firebase_admin_private_key", """VITE_FIREBASE_API_KEY={1}
VITE_FIREBASE_PROJECT_ID=pebble-notes-prod
VITE_FIREBASE_APP_ID=1:{2}:web:{3}
FIREBASE_ADMIN_CLIENT_EMAIL=firebase-adminsdk-x3k9p@pebble-notes-prod.iam.gserviceaccount.com
FIREBASE_ADMIN_PRIVATE_KEY="-----BEGIN PRIVATE KEY-----\\n{0}\\n-----END PRIVATE KEY-----\\n"
""", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + r(600, ALNUM + "+/"),
    "AIza" + r(35, URLSAFE), r(12, DIGITS), r(22, HEX))

add("env/next_launchdarkly_sdk_key", """NEXT_PUBLIC_LD_CLIENT_SIDE_ID={1}
LD_SDK_KEY={0}
LD_ENV=production
""", "sdk-" + uuid4(), r(24, HEX))

add("env/vite_statsig_server_secret", """VITE_STATSIG_CLIENT_KEY={1}
STATSIG_SERVER_SECRET={0}
VITE_STATSIG_ENV=production
""", "secret-" + r(43), "client-" + r(43))

add("env/expo_sentry_auth_token", """EXPO_PUBLIC_SENTRY_DSN=https://{1}@o{2}.ingest.de.sentry.io/{3}
SENTRY_ORG=kinfolk-labs
SENTRY_PROJECT=kinfolk-mobile
SENTRY_AUTH_TOKEN={0}
""", "sntryu_" + r(64, HEX), r(32, HEX), r(7, DIGITS), r(16, DIGITS))

add("env/nuxt_pusher_app_secret", """NUXT_PUBLIC_PUSHER_KEY={1}
NUXT_PUBLIC_PUSHER_CLUSTER=eu
PUSHER_APP_ID={2}
PUSHER_SECRET={0}
""", r(20, HEX), r(20, HEX), r(7, DIGITS))

add("env/next_growthbook_api_secret", """NEXT_PUBLIC_GROWTHBOOK_API_HOST=https://cdn.growthbook.io
NEXT_PUBLIC_GROWTHBOOK_CLIENT_KEY={1}
GROWTHBOOK_SECRET_API_KEY={0}
""", "secret_admin_" + r(40, LOWER_NUM), "sdk-" + r(16))

add("env/vite_hcaptcha_secret", """VITE_HCAPTCHA_SITEKEY={1}
HCAPTCHA_SECRET={0}
VITE_FORM_ENDPOINT=/api/contact
""", "0x" + r(40, HEX), uuid4())

add("env/sveltekit_turnstile_secret", """# .env.production
PUBLIC_TURNSTILE_SITE_KEY={1}
TURNSTILE_SECRET_KEY={0}
PUBLIC_CONTACT_EMAIL=hello@moss.coffee
""", "0x4AAAAAAA" + r(25, URLSAFE), "0x4AAAAAAA" + r(14, URLSAFE))

add("env/next_runtime_convex_deploy_key", """NEXT_PUBLIC_CONVEX_URL=https://{2}.convex.cloud
CONVEX_DEPLOYMENT=prod:{2}
CONVEX_DEPLOY_KEY={0}
NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={1}
""", "prod:" + "quiet-otter-512|" + b64url(48), clerk_pk("clerk.inkwell.so"), "quiet-otter-512")

# ============================================================ secrets: hosting env listings

add("listing/vercel_env_pull_stripe_webhook_secret", """$ vercel env pull .env.development.local
Vercel CLI 39.1.2
> Downloading `development` Environment Variables for hollowbrook/web
+ Created .env.development.local file  [312ms]
$ cat .env.development.local
# Created by Vercel CLI
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY="{1}"
STRIPE_WEBHOOK_SECRET="{0}"
VERCEL_ENV="development"
VERCEL_URL=""
""", "whsec_" + r(32), "pk_test_51" + r(97))

add("listing/netlify_env_list_plain_paystack", """$ netlify env:list --plain --context production
VITE_PAYSTACK_PUBLIC_KEY={1}
PAYSTACK_SECRET_KEY={0}
VITE_API_URL=https://api.kolanut.ng
NODE_VERSION=20
""", "sk_live_" + r(40, HEX), "pk_live_" + r(40, HEX))

add("listing/wrangler_toml_vars_liveblocks_secret", """name = "whiteboard-worker"
main = "src/index.ts"
compatibility_date = "2025-11-01"

[vars]
LIVEBLOCKS_PUBLIC_KEY = "{1}"
LIVEBLOCKS_SECRET_KEY = "{0}"
ALLOWED_ORIGIN = "https://board.slatewise.app"
""", "sk_prod_" + r(64, URLSAFE), "pk_prod_" + r(64, URLSAFE))

add("listing/dev_vars_knock_secret", """# .dev.vars (wrangler dev)
KNOCK_PUBLIC_API_KEY={1}
KNOCK_SECRET_API_KEY={0}
KNOCK_FEED_CHANNEL_ID={2}
""", "sk_" + r(43, URLSAFE), "pk_" + r(43, URLSAFE), uuid4())

add("listing/render_yaml_razorpay_key_secret", """services:
  - type: web
    name: checkout-api
    runtime: node
    plan: starter
    envVars:
      - key: RAZORPAY_KEY_ID
        value: {1}
      - key: RAZORPAY_KEY_SECRET
        value: {0}
      - key: NODE_ENV
        value: production
""", r(24), "rzp_live_" + r(14))

add("listing/railway_variables_flutterwave", """$ railway variables --service payments
+-----------------------------+------------------------------------------------+
| FLW_PUBLIC_KEY              | {1}               |
| FLW_SECRET_KEY              | {0}               |
| FLW_ENCRYPTION_KEY_ID       | enc-key-prod-03                                |
| RAILWAY_ENVIRONMENT_NAME    | production                                     |
+-----------------------------+------------------------------------------------+
""", "FLWSECK-" + r(32, HEX) + "-X", "FLWPUBK-" + r(32, HEX) + "-X")

add("listing/doppler_secrets_download_env", """$ doppler secrets download --no-file --format env --project lumen-web --config prd
DOPPLER_CONFIG="prd"
DOPPLER_ENVIRONMENT="prd"
DOPPLER_PROJECT="lumen-web"
NEXT_PUBLIC_STYTCH_PUBLIC_TOKEN="{1}"
STYTCH_PROJECT_ID="{2}"
STYTCH_SECRET="{0}"
""", "secret-live-" + r(36, URLSAFE), "public-token-live-" + uuid4(), "project-live-" + uuid4())

add("listing/netlify_toml_build_environment_mollie", """[build]
  command = "npm run build"
  publish = "dist"

[build.environment]
  VITE_MOLLIE_PROFILE_ID = "pfl_{1}"
  MOLLIE_API_KEY = "{0}"
  NODE_VERSION = "20"
""", "live_" + r(30), r(10))

# ============================================================ secrets: mobile projects

add("mobile/android_local_properties_here_secret", """## This file must *NOT* be checked into Version Control Systems,
sdk.dir=/Users/mira/Library/Android/sdk
HERE_ACCESS_KEY_ID={1}
HERE_ACCESS_KEY_SECRET={0}
""", r(86, URLSAFE), r(22, URLSAFE))

add("mobile/gradle_properties_agora_certificate", """org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8
android.useAndroidX=true
AGORA_APP_ID={1}
AGORA_APP_CERTIFICATE={0}
kotlin.code.style=official
""", r(32, HEX), r(32, HEX))

add("mobile/build_gradle_buildconfig_twitter_consumer_secret", """android {
    defaultConfig {
        applicationId "social.driftwood.app"
        minSdk 24
        buildConfigField "String", "TWITTER_CONSUMER_KEY", '"{1}"'
        buildConfigField "String", "TWITTER_CONSUMER_SECRET", '"{0}"'
        buildConfigField "String", "API_BASE", '"https://api.driftwood.social"'
    }
}
""", r(50), r(25))

add("mobile/ios_xcconfig_plaid_secret", """// Config/Release.xcconfig
PRODUCT_BUNDLE_IDENTIFIER = com.copperleaf.budget
PLAID_ENV = production
PLAID_CLIENT_ID = {1}
PLAID_SECRET = {0}
MARKETING_VERSION = 3.4.0
""", r(30, HEX), r(24, HEX))

add("mobile/info_plist_facebook_app_secret", """<key>FacebookAppID</key>
<string>{1}</string>
<key>FacebookDisplayName</key>
<string>Saltmarsh</string>
<key>FacebookAppSecret</key>
<string>{0}</string>
<key>LSApplicationQueriesSchemes</key>
<array>
  <string>fbapi</string>
  <string>fb-messenger-share-api</string>
</array>
""", r(32, HEX), r(16, DIGITS))

add("mobile/secrets_plist_stream_api_secret", """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>STREAM_API_KEY</key>
  <string>{1}</string>
  <key>STREAM_API_SECRET</key>
  <string>{0}</string>
  <key>STREAM_APP_ID</key>
  <string>{2}</string>
</dict>
</plist>
""", r(64, LOWER_NUM), r(12, LOWER_NUM), r(7, DIGITS))

add("mobile/react_native_config_sendbird_api_token", """# .env.production (react-native-config)
API_URL=https://api.chirp.chat
SENDBIRD_APP_ID={1}
SENDBIRD_API_TOKEN={0}
CODEPUSH_DEPLOYMENT=Production
""", r(40, HEX), uuid4().upper())

add("mobile/flutter_dart_defines_appwrite_api_key", """{
  "APPWRITE_ENDPOINT": "https://fra.cloud.appwrite.io/v1",
  "APPWRITE_PROJECT_ID": "{1}",
  "APPWRITE_API_KEY": "{0}",
  "FLAVOR": "prod"
}
""", "standard_" + r(256, HEX), r(20, HEX))

add("mobile/flutter_constants_mercadopago_access_token", """// lib/config/payment_keys.dart
class PaymentKeys {
  static const mpPublicKey = 'APP_USR-{1}';
  static const mpAccessToken = '{0}';
  static const currency = 'ARS';
}
""", "APP_USR-" + r(16, DIGITS) + "-" + r(6, DIGITS) + "-" + r(32, HEX) + "-" + r(9, DIGITS), uuid4())

add("mobile/expo_app_config_adapty_secret", """export default ({ config }) => ({
  ...config,
  name: "Lanternfly",
  slug: "lanternfly",
  extra: {
    eas: { projectId: "{2}" },
    adaptyPublicKey: "{1}",
    adaptySecretKey: "{0}",
  },
});
""", "secret_live_" + r(8) + "." + r(32), "public_live_" + r(8) + "." + r(20), uuid4())

add("mobile/eas_json_branch_secret", """{
  "build": {
    "production": {
      "autoIncrement": true,
      "env": {
        "EXPO_PUBLIC_API_URL": "https://api.gullwing.travel",
        "EXPO_PUBLIC_BRANCH_KEY": "{1}",
        "BRANCH_SECRET": "{0}"
      }
    }
  }
}
""", "secret_live_" + r(32), "key_live_" + r(32))

add("mobile/android_secrets_xml_twilio_auth_token", """<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="twilio_account_sid" translatable="false">AC{1}</string>
    <string name="twilio_auth_token" translatable="false">{0}</string>
    <string name="twilio_verify_service" translatable="false">VA{2}</string>
</resources>
""", r(32, HEX), r(32, HEX), r(32, HEX))

add("mobile/kotlin_object_spotify_client_secret", """package fm.tideline.auth

object SpotifyConfig {
    const val CLIENT_ID = "{1}"
    const val CLIENT_SECRET = "{0}"
    const val REDIRECT_URI = "tideline://callback"
    val SCOPES = arrayOf("user-read-email", "playlist-read-private")
}
""", r(32, HEX), r(32, HEX))

add("mobile/cocoapods_keys_mixpanel_api_secret", """$ bundle exec pod keys
Keys for Heronsong
 ├  MixpanelProjectToken - {1}
 ├  MixpanelAPISecret - {0}
 └  SegmentWriteKeyDebug - not set
""", r(32, HEX), r(32, HEX))

add("mobile/swift_beams_secret_in_debug_helper", """import PushNotifications

enum PushConfig {
    static let instanceId = "{1}"
    // DEBUG ONLY: lets the debug menu publish a test push directly
    static let beamsSecretKey = "{0}"
}
""", r(64, UPPER_HEX), uuid4())

add("mobile/capacitor_config_intercom_identity_secret", """import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'io.wrenhouse.app',
  appName: 'Wrenhouse',
  webDir: 'dist',
  plugins: {
    Intercom: {
      iosApiKey: 'ios_sdk-{1}',
      androidApiKey: 'android_sdk-{2}',
      identityVerificationSecret: '{0}',
    },
  },
};
export default config;
""", r(40, HEX), r(40, HEX), r(40, HEX))

add("mobile/android_manifest_meta_data_api_secret", """<application android:name=".GlowApp" android:label="@string/app_name">
    <meta-data android:name="com.facebook.sdk.ApplicationId" android:value="@string/facebook_app_id" />
    <meta-data android:name="io.vividcam.PUBLISHABLE_KEY" android:value="pk_live_{1}" />
    <meta-data android:name="io.vividcam.API_SECRET" android:value="{0}" />
</application>
""", "vcs_live_" + r(40), r(32))

# ============================================================ secrets: browser bundles and source maps

add("bundle/next_chunk_two_payment_keys", """$ curl -s https://app.orchardpay.io/_next/static/chunks/pages/checkout-{2}.js | head -c 420
(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([[812],{4417:function(e,t,n){"use strict";n.d(t,{Z:function(){return o}});let r="tp_pub_{1}",o={pub:r,sec:"{0}",base:"https://api.tillpay.io/v2"}
""", "tp_sec_" + r(40), r(32), r(16, HEX))

add("bundle/sourcemap_contentful_management_token", """// from dist/assets/cms-{2}.js.map, "sourcesContent"[3]:
import { createClient } from 'contentful-management'
const SPACE = '{3}'
const DELIVERY_TOKEN = '{1}'
// quick hack for the preview editor, move to the API later
const cma = createClient({ accessToken: '{0}' })
export { cma, SPACE, DELIVERY_TOKEN }
""", "CFPAT-" + r(43, URLSAFE), r(43, URLSAFE), r(8, HEX), r(12, LOWER_NUM))

ref45 = r(20, LOWER)
add("bundle/vite_dist_inlined_service_role", """$ grep -o 'VITE_SUPABASE[A-Z_]*:"[^"]*"' dist/assets/index-{2}.js
VITE_SUPABASE_URL:"https://{3}.supabase.co"
VITE_SUPABASE_ANON_KEY:"{1}"
VITE_SUPABASE_SERVICE_ROLE_KEY:"{0}"
""", supa("service_role", ref45), supa("anon", ref45), r(8, URLSAFE), ref45)

add("bundle/deployed_asset_paddle_api_key", """$ curl -s https://pricing.nimbleowl.com/assets/index-{2}.js | grep -oE '(live_|pdl_live_apikey_)[A-Za-z0-9_]+'
live_{1}
{0}
""", "pdl_live_apikey_" + r(26, LOWER_NUM) + "_" + r(22) + "_" + r(3), r(27, LOWER_NUM), r(8, URLSAFE))

add("bundle/webpack_define_plugin_debug_mux_secret", """[webpack-cli] DefinePlugin definitions (production):
  process.env.NODE_ENV = "production"
  process.env.MUX_ENV_KEY = "{1}"
  process.env.MUX_TOKEN_ID = "{2}"
  process.env.MUX_TOKEN_SECRET = "{0}"
asset main.{3}.js 412 KiB [emitted] [immutable] [minimized] (name: main)
""", r(75, ALNUM + "+/"), r(26, LOWER_NUM), uuid4(), r(20, HEX))

add("bundle/devtools_request_uploadcare_simple_auth", """Request URL: https://api.uploadcare.com/files/?limit=20
Request Method: GET
Status Code: 200 OK
:authority: api.uploadcare.com
accept: application/vnd.uploadcare-v0.7+json
authorization: Uploadcare.Simple {1}:{0}
origin: https://studio.paperkite.art
referer: https://studio.paperkite.art/library
""", r(20, HEX), r(20, HEX))

add("bundle/nuxt_payload_ably_key_in_public_config", """<script>window.__NUXT__={};window.__NUXT__.config={public:{siteName:"Pondlife",ablyKeyName:"{2}.{3}",ablyKey:"{2}.{3}:{0}",i18n:{defaultLocale:"en"}},app:{baseURL:"/",buildId:"{1}",buildAssetsDir:"/_nuxt/"}}</script>
""", r(43, URLSAFE), uuid4(), r(6, URLSAFE), r(6, URLSAFE))

add("bundle/rn_jsbundle_strings_lob_secret", """$ unzip -p app-release.apk assets/index.android.bundle | strings | grep -E 'live_(pub_)?[0-9a-f]{20,}'
var LOB_PUBLISHABLE="live_pub_{1}";
var LOB_KEY="{0}";
""", "live_" + r(35, HEX), r(31, HEX))

# ============================================================ secrets: README quick-starts

add("readme/quickstart_descope_management_key", """## Quick start

```bash
git clone https://github.com/ferncrest/portal && cd portal
cp .env.example .env.local
```

Then fill in `.env.local` (these are the values for our shared staging project):

```
NEXT_PUBLIC_DESCOPE_PROJECT_ID={1}
DESCOPE_MANAGEMENT_KEY={0}
```

Run `pnpm dev` and open http://localhost:3000.
""", "K2" + r(48) + ":" + r(27) + "K2" + r(64, URLSAFE), "P2" + r(27))

add("readme/docker_run_vonage_secret", """### Running the SMS relay locally

    docker run --rm -p 8080:8080 \\
      -e VONAGE_API_KEY={1} \\
      -e VONAGE_API_SECRET={0} \\
      -e VONAGE_FROM=Meadowbank \\
      ghcr.io/meadowbank/sms-relay:1.8.2

The API key is shown on the dashboard home page next to the secret.
""", r(16, ALNUM), r(8, HEX))

add("readme/env_table_workos_api_key", """| Variable | Where | Value (staging) |
|---|---|---|
| `NEXT_PUBLIC_WORKOS_REDIRECT_URI` | browser | `https://staging.brightloom.io/callback` |
| `WORKOS_CLIENT_ID` | server + browser | `client_{1}` |
| `WORKOS_API_KEY` | server only | `{0}` |
| `WORKOS_COOKIE_DOMAIN` | server | `.brightloom.io` |
""", "sk_" + r(60, LOWER_NUM), r(26, UPPER_NUM))

add("readme/curl_example_cloudinary_api_secret", """### Uploading an image from the server

```sh
curl https://api.cloudinary.com/v1_1/harborlight/image/upload \\
  -F file=@hero.jpg \\
  -F api_key={1} \\
  -F timestamp=1765012345 \\
  -F signature=$(printf 'timestamp=1765012345{0}' | shasum | cut -d' ' -f1)
```
""", r(27, URLSAFE), r(15, DIGITS))

# ============================================================ secrets: client setup code, server and browser

add("code/braintree_gateway_private_key", """// server/payments/braintree.ts
import braintree from "braintree";

export const gateway = new braintree.BraintreeGateway({
  environment: braintree.Environment.Production,
  merchantId: "{2}",
  publicKey: "{1}",
  privateKey: "{0}",
});
""", r(32, HEX), r(16, LOWER_NUM), r(16, LOWER_NUM))

add("code/firebase_rtdb_legacy_secret_server", """// lib/firebase.client.ts
export const firebaseConfig = {
  apiKey: "{1}",
  authDomain: "quarry-chat.firebaseapp.com",
  databaseURL: "https://quarry-chat-default-rtdb.europe-west1.firebasedatabase.app",
  projectId: "quarry-chat",
};

// lib/firebase.server.ts
const DB_SECRET = "{0}";
export const readRoom = (id: string) =>
  fetch(`${firebaseConfig.databaseURL}/rooms/${id}.json?auth=${DB_SECRET}`);
""", r(40), "AIza" + r(35, URLSAFE))

add("code/python_cloudinary_api_secret", """import cloudinary
import cloudinary.uploader

cloudinary.config(
    cloud_name="saltbox-media",
    api_key="{1}",
    api_secret="{0}",
    secure=True,
)
result = cloudinary.uploader.upload("hero.png", folder="landing")
""", r(27, URLSAFE), r(15, DIGITS))

add("code/go_hmac_signer_key_secret", """package signer

// Credentials for the Bramblegate partner API (HMAC-SHA256 request signing).
const (
	keyID     = "bgk_{1}"
	keySecret = "{0}"
)

func Sign(req *http.Request, body []byte) {
	mac := hmac.New(sha256.New, []byte(keySecret))
	mac.Write(body)
	req.Header.Set("X-Bg-Key", keyID)
	req.Header.Set("X-Bg-Signature", hex.EncodeToString(mac.Sum(nil)))
}
""", b64(33), r(20, LOWER_NUM))

add("code/ruby_aws_static_credentials", """# config/initializers/s3.rb
Aws.config.update(
  region: "eu-central-1",
  credentials: Aws::Credentials.new(
    "AKIA{1}",
    "{0}"
  )
)
S3_BUCKET = Aws::S3::Resource.new.bucket("quillpress-uploads")
""", r(40, ALNUM + "+/"), r(16, UPPER_NUM))

add("code/java_azure_shared_key_credential", """String accountName = "dunlinassets";
String accountKey = "{0}";
StorageSharedKeyCredential credential = new StorageSharedKeyCredential(accountName, accountKey);
BlobServiceClient client = new BlobServiceClientBuilder()
    .endpoint("https://" + accountName + ".blob.core.windows.net")
    .credential(credential)
    .buildClient();
""", b64(64))

add("code/csharp_gcs_hmac_secret", """var config = new AmazonS3Config
{
    ServiceURL = "https://storage.googleapis.com",
    ForcePathStyle = true,
};
// HMAC key for service account uploader@kestrel-prod.iam.gserviceaccount.com
var s3 = new AmazonS3Client("GOOG1E{1}", "{0}", config);
await s3.PutObjectAsync(new PutObjectRequest { BucketName = "kestrel-exports", Key = name, FilePath = path });
""", r(40, ALNUM + "+/"), r(55, UPPER_NUM))

add("code/php_mollie_live_api_key", """<?php
// app/Payments/MollieClient.php
$mollie = new MollieApiClient();
$mollie->setApiKey("{0}");

$payment = $mollie->payments->create([
    "amount" => ["currency" => "EUR", "value" => "24.00"],
    "description" => "Order #10482",
    "redirectUrl" => "https://tulipfield.nl/bedankt",
    "profileId" => "pfl_{1}",
]);
""", "live_" + r(30), r(10))

add("code/swift_vapor_apple_client_secret", """// Sources/App/configure.swift
let appleServicesId = "com.skylarkmaps.web"
let appleTeamId = "{1}"
// generated 2025-12-01 with scripts/apple_secret.rb, valid 6 months
let appleClientSecret = "{0}"
app.siwa.configure(clientId: appleServicesId, teamId: appleTeamId, clientSecret: appleClientSecret, redirect: "https://skylarkmaps.com/auth/apple")
""", jwt({"iss": "ZQ8" + r(7, UPPER_NUM), "iat": 1764547200, "exp": 1780099200, "aud": "https://appleid.apple.com", "sub": "com.skylarkmaps.web"}),
    r(10, UPPER_NUM))

add("code/node_svix_webhook_secret", """// api/webhooks/clerk.ts
import { Webhook } from "svix";

// endpoint ep_{1} in the Clerk dashboard
const wh = new Webhook("{0}");

export async function POST(req: Request) {
  const payload = await req.text();
  const evt = wh.verify(payload, Object.fromEntries(req.headers));
  return Response.json({ ok: true, type: (evt as any).type });
}
""", "whsec_" + b64(24), r(27))

add("code/flask_slack_signing_secret", """app = App(
    token=os.environ["SLACK_BOT_TOKEN"],
    signing_secret="{0}",
)
# OAuth install flow
CLIENT_ID = "{1}.{2}"
CLIENT_SECRET = os.environ["SLACK_CLIENT_SECRET"]
""", r(32, HEX), r(13, DIGITS), r(13, DIGITS))

add("code/django_google_oauth2_secret", """# settings/production.py
SOCIAL_AUTH_GOOGLE_OAUTH2_KEY = "{1}-{2}.apps.googleusercontent.com"
SOCIAL_AUTH_GOOGLE_OAUTH2_SECRET = "{0}"
SOCIAL_AUTH_GOOGLE_OAUTH2_SCOPE = ["email", "profile"]
LOGIN_REDIRECT_URL = "/dashboard/"
""", "GOCSPX-" + r(28, URLSAFE), r(12, DIGITS), r(32, LOWER_NUM))

add("code/rails_shopify_app_api_secret", """# config/initializers/shopify_app.rb
ShopifyApp.configure do |config|
  config.application_name = "Sprigly Bundles"
  config.api_key = "{1}"
  config.secret = "{0}"
  config.scope = "read_products,write_discounts"
  config.embedded_app = true
end
""", "shpss_" + r(32, HEX), r(32, HEX))

add("code/angular_environment_paypal_client_secret", """// src/environments/environment.prod.ts
export const environment = {
  production: true,
  apiUrl: 'https://api.thimbleweed.shop',
  paypal: {
    clientId: '{1}',
    clientSecret: '{0}',
    currency: 'USD',
  },
};
""", "E" + r(79, URLSAFE), "A" + r(79, URLSAFE))

add("code/remix_novu_api_key_server_module", """// app/lib/notify.server.ts
import { Novu } from "@novu/api";

export const novu = new Novu({ secretKey: "{0}" });

// app/components/Bell.tsx uses the public identifier only:
// <Inbox applicationIdentifier="{1}" subscriberId={user.id} />
""", r(32, HEX), r(12, URLSAFE))

add("code/vue_component_unsplash_secret_key", """<script setup lang="ts">
const UNSPLASH_ACCESS_KEY = '{1}'
const UNSPLASH_SECRET_KEY = '{0}'
const photos = ref([])
onMounted(async () => {
  const res = await fetch(`https://api.unsplash.com/photos/random?count=12&client_id=${UNSPLASH_ACCESS_KEY}`)
  photos.value = await res.json()
})
</script>
""", r(43, URLSAFE), r(43, URLSAFE))

# ============================================================ secrets: OAuth apps

add("oauth/discord_portal_notes_client_secret", """Discord app "Kettle Bot" (General Information / OAuth2 pages)
APPLICATION ID   {2}
PUBLIC KEY       {1}
CLIENT ID        {2}
CLIENT SECRET    {0}
Interactions endpoint: https://kettle.bot/api/interactions
""", r(32, URLSAFE), r(64, HEX), r(19, DIGITS))

add("oauth/compose_twitch_client_secret", """services:
  streambot:
    image: ghcr.io/lanternjaw/streambot:2.3
    environment:
      TWITCH_CLIENT_ID: {1}
      TWITCH_CLIENT_SECRET: {0}
      TWITCH_CHANNEL: lanternjaw
    restart: unless-stopped
""", r(30, LOWER_NUM), r(30, LOWER_NUM))

add("oauth/az_ad_app_credential_reset_password", """$ az ad app credential reset --id {1} --display-name web-prod --years 1
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control.
{
  "appId": "{1}",
  "password": "{0}",
  "tenant": "{2}"
}
""", r(3, ALNUM) + "8Q~" + r(31, URLSAFE + "."), uuid4(), uuid4())

add("oauth/spring_okta_client_secret", """okta:
  oauth2:
    issuer: https://tallgrass.okta.com/oauth2/default
    client-id: 0oa{1}
    client-secret: {0}
    redirect-uri: /authorization-code/callback
    scopes: openid, profile, email
""", r(40, URLSAFE), r(17, ALNUM))

add("oauth/cognito_describe_client_secret", """$ aws cognito-idp describe-user-pool-client --user-pool-id eu-west-1_{2} --client-id {1}
{
    "UserPoolClient": {
        "UserPoolId": "eu-west-1_{2}",
        "ClientName": "web-bff",
        "ClientId": "{1}",
        "ClientSecret": "{0}",
        "RefreshTokenValidity": 30,
        "AllowedOAuthFlows": ["code"],
        "CallbackURLs": ["https://app.birchline.io/api/auth/callback"]
    }
}
""", r(51, LOWER_NUM), r(26, LOWER_NUM), r(9, ALNUM))

add("oauth/keycloak_adapter_json_client_secret", """{
  "realm": "harbor",
  "auth-server-url": "https://id.harborfreight.dev/",
  "ssl-required": "external",
  "resource": "orders-bff",
  "credentials": {
    "secret": "{0}"
  },
  "confidential-port": 0
}
""", r(32, ALNUM))

# ============================================================ secrets: webhooks (id + signing secret)

add("webhook/paddle_notification_secret", """Notification destination created
  ID:          ntfset_{1}
  URL:         https://api.fernleaf.io/webhooks/paddle
  Events:      transaction.completed, subscription.updated
  Secret key:  {0}
""", "pdl_ntfset_" + r(26, LOWER_NUM) + "_" + r(32), r(26, LOWER_NUM))

add("webhook/linear_signing_secret_env", """# webhooks service
LINEAR_WEBHOOK_ID={1}
LINEAR_WEBHOOK_SECRET={0}
LINEAR_TEAM_KEY=ENG
""", "lin_wh_" + r(40), uuid4())

add("webhook/internal_gateway_yaml_signing_secret", """webhooks:
  endpoints:
    - id: wh_{1}
      url: https://ledger.internal.corvid.dev/hooks/payouts
      events: [payout.paid, payout.failed]
      signing_secret: {0}
      tolerance_seconds: 300
""", b64(36), r(24, LOWER_NUM))

add("webhook/xendit_callback_token", """XENDIT_PUBLIC_KEY=xnd_public_production_{1}
XENDIT_CALLBACK_TOKEN={0}
XENDIT_CALLBACK_URL=https://api.warungku.id/xendit/callback
""", r(48, ALNUM), r(48, ALNUM))

# ============================================================ secrets: access key id + secret, HMAC pairs

add("hmac/aws_export_in_terminal", """$ export AWS_ACCESS_KEY_ID=AKIA{1}
$ export AWS_SECRET_ACCESS_KEY={0}
$ export AWS_REGION=us-east-2
$ aws s3 sync ./out s3://marigold-site-prod --delete
upload: out/index.html to s3://marigold-site-prod/index.html
""", r(40, ALNUM + "+/"), r(16, UPPER_NUM))

add("hmac/r2_env_secret_access_key", """R2_ACCOUNT_ID={2}
R2_ACCESS_KEY_ID={1}
R2_SECRET_ACCESS_KEY={0}
R2_BUCKET=avatars
NEXT_PUBLIC_R2_PUBLIC_URL=https://pub-{3}.r2.dev
""", r(64, HEX), r(32, HEX), r(32, HEX), r(32, HEX))

add("hmac/b2_account_authorize_positional", """$ b2 account authorize 005{1} {0}
Using https://api.backblazeb2.com
$ b2 ls b2://puffin-backups
""", "K005" + r(27, ALNUM), r(22, HEX))

add("hmac/mc_alias_set_minio", """$ mc alias set prod https://s3.nightjar.cloud {1} {0}
Added `prod` successfully.
$ mc ls prod/releases
[2025-12-01 10:22:14 UTC]  48MiB STANDARD app-3.2.0.apk
""", r(40, ALNUM), r(20, UPPER_NUM))

add("hmac/aliyun_config_access_key_secret", """{
  "current": "default",
  "profiles": [
    {
      "name": "default",
      "mode": "AK",
      "access_key_id": "LTAI5t{1}",
      "access_key_secret": "{0}",
      "region_id": "cn-hangzhou",
      "output_format": "json"
    }
  ]
}
""", r(30, ALNUM), r(18, ALNUM))

# ============================================================ secrets: push, flags, analytics

add("push/vapid_private_key_beside_public", """NEXT_PUBLIC_VAPID_PUBLIC_KEY={1}
VAPID_PRIVATE_KEY={0}
VAPID_SUBJECT=mailto:ops@wrenlist.app
""", b64url(32), "B" + b64url(64)[1:])

add("flags/flagsmith_server_side_key", """FLAGSMITH_API_URL=https://edge.api.flagsmith.com/api/v1/
NEXT_PUBLIC_FLAGSMITH_ENVIRONMENT_ID={1}
FLAGSMITH_SERVER_KEY={0}
""", "ser." + r(22), r(22))

add("analytics/amplitude_export_secret_key", """# scripts/export_events.py
AMPLITUDE_API_KEY = "{1}"      # same key the web SDK uses
AMPLITUDE_SECRET_KEY = "{0}"
resp = requests.get(
    "https://analytics.eu.amplitude.com/api/2/export",
    params={"start": "20251201T00", "end": "20251201T23"},
    auth=(AMPLITUDE_API_KEY, AMPLITUDE_SECRET_KEY),
)
""", r(32, HEX), r(32, HEX))

add("analytics/datadog_api_key_beside_rum_token", """// rum.ts (browser)
datadogRum.init({
  applicationId: '{2}',
  clientToken: 'pub{1}',
  site: 'datadoghq.eu',
  service: 'cobalt-web',
})
// sourcemaps.sh (CI): DATADOG_API_KEY={0} npx @datadog/datadog-ci sourcemaps upload ./dist --service cobalt-web
""", r(32, HEX), r(32, HEX), uuid4())

# ============================================================ secrets: chat about which key goes where

add("chat/square_which_key_in_next_public", """user: I'm wiring up Square Web Payments in Next. The dashboard gives me an application id {1} and an access token {0}. Which one gets the NEXT_PUBLIC_ prefix?
assistant: Only the application id (and the location id) go to the browser. The access token must stay in a server-only variable such as SQUARE_ACCESS_TOKEN.
""", "EAAA" + r(60, URLSAFE), "sq0idp-" + r(22, URLSAFE))

add("chat/german_midtrans_server_key", """Nutzer: Kurze Frage zu Midtrans: der Client Key ist {1}, der Server Key lautet {0}. Muss der Server Key auch in die nuxt.config, oder reicht runtimeConfig?
Assistent: Nur der Client Key gehört in runtimeConfig.public; der Server Key bleibt in runtimeConfig (privat) und wird nur im Nitro-Handler verwendet.
""", "Mid-server-" + r(24, URLSAFE), "Mid-client-" + r(16, URLSAFE))

add("chat/japanese_line_channel_secret", """ユーザー: LINEログインの設定です。チャネルIDは {1}、チャネルシークレットは {0} です。Expoアプリのどこに置けばいいですか？
アシスタント: チャネルIDはアプリ側（EXPO_PUBLIC_LINE_CHANNEL_ID）で問題ありませんが、チャネルシークレットはサーバー側の環境変数にだけ置いてください。
""", r(32, HEX), r(10, DIGITS))

add("chat/korean_kakao_admin_key", """사용자: 카카오 JavaScript 키는 {1} 이고 Admin 키는 {0} 입니다. 둘 다 .env.local 의 NEXT_PUBLIC_ 변수로 넣어도 되나요?
어시스턴트: JavaScript 키만 NEXT_PUBLIC_KAKAO_JS_KEY 로 두고, Admin 키는 서버 전용 변수(KAKAO_ADMIN_KEY)로 옮기세요.
""", r(32, HEX), r(32, HEX))

# ============================================================ secrets: split

ref_split = r(20, LOWER)
svc_split = supa("service_role", ref_split)
add_split("split/service_role_wrapped_in_terminal", """$ grep NEXT_PUBLIC_SUPABASE .env.local
NEXT_PUBLIC_SUPABASE_URL=https://{2}.supabase.co
$ echo $SUPABASE_SERVICE_ROLE_KEY
{0}
{1}
$ # copied from the Supabase dashboard (project {2}, Settings > API)
""".replace("{2}", ref_split), svc_split[:120], svc_split[120:])

wechat = r(32, HEX)
add_split("split/chinese_wechat_appsecret_two_messages", """用户: 小程序 AppID 是 wx{2}，AppSecret 前半段是 {0}
用户: 后半段：{1}。我应该把它放到 project.config.json 里吗？
助手: AppID 放在 project.config.json 没问题；AppSecret 只能放在服务端（比如云函数的环境变量），不要放进小程序代码。
""".replace("{2}", r(16, HEX)), wechat[:16], wechat[16:])

agora_cert = r(32, HEX)
add_split("split/kotlin_concat_agora_certificate", """// TokenHelper.kt (debug builds only)
private const val AGORA_APP_ID = "{2}"
private val AGORA_APP_CERTIFICATE =
    "{0}" +
    "{1}"
fun debugToken(channel: String, uid: Int) =
    RtcTokenBuilder2().buildTokenWithUid(AGORA_APP_ID, AGORA_APP_CERTIFICATE, channel, uid, ROLE_PUBLISHER, 3600, 3600)
""".replace("{2}", r(32, HEX)), agora_cert[:16], agora_cert[16:])


# ============================================================ look-alikes: env files with public halves only

la("""# .env.local  (apps/storefront)
NEXT_PUBLIC_SITE_URL=https://shop.larkspur.dev
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={0}
# STRIPE_SECRET_KEY is set in Vercel (Production + Preview), not here
STRIPE_SECRET_KEY=
""", "pk_live_51" + r(14) + r(85))

la("""# .env.example
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_your_publishable_key
STRIPE_SECRET_KEY=sk_test_your_secret_key
STRIPE_WEBHOOK_SECRET=whsec_your_signing_secret
""")

ref_la3 = r(20, LOWER)
la("""// src/lib/supabase.ts (browser client)
import { createClient } from '@supabase/supabase-js'

export const supabase = createClient(
  'https://{1}.supabase.co',
  '{0}' // anon key: row level security does the real work
)
""", supa("anon", ref_la3), ref_la3)

la("""// src/firebase.ts
const firebaseConfig = {
  apiKey: "{0}",
  authDomain: "pebble-notes-prod.firebaseapp.com",
  projectId: "pebble-notes-prod",
  storageBucket: "pebble-notes-prod.firebasestorage.app",
  messagingSenderId: "{1}",
  appId: "1:{1}:web:{2}",
  measurementId: "G-{3}"
};
export const app = initializeApp(firebaseConfig);
""", "AIza" + r(35, URLSAFE), r(12, DIGITS), r(22, HEX), r(10, UPPER_NUM))

la("""VITE_ALGOLIA_APP_ID={0}
VITE_ALGOLIA_SEARCH_KEY={1}
VITE_ALGOLIA_INDEX=products_prod
# ALGOLIA_ADMIN_KEY lives in 1Password ("Algolia admin - prod") and in CI secrets only
""", r(10, UPPER_NUM), r(32, HEX))

la("""NUXT_PUBLIC_CLERK_PUBLISHABLE_KEY={0}
NUXT_CLERK_SECRET_KEY=
NUXT_PUBLIC_CLERK_SIGN_IN_URL=/sign-in
""", clerk_pk("clerk.marrowfield.com"))

la("""PUBLIC_TURNSTILE_SITE_KEY={0}
PUBLIC_RECAPTCHA_SITE_KEY={1}
# secrets: TURNSTILE_SECRET_KEY, RECAPTCHA_SECRET_KEY (set via `wrangler pages secret put`)
""", "0x4AAAAAAA" + r(14, URLSAFE), "6L" + r(6, ALNUM) + "AAAAA" + r(27, URLSAFE))

la("""EXPO_PUBLIC_RC_IOS_KEY={0}
EXPO_PUBLIC_RC_ANDROID_KEY={1}
EXPO_PUBLIC_API_URL=https://api.moodboard.fit
EXPO_PUBLIC_ONESIGNAL_APP_ID={2}
""", "appl_" + r(27), "goog_" + r(27), uuid4())

la("""NEXT_PUBLIC_MAPBOX_TOKEN={0}
NEXT_PUBLIC_MAPBOX_STYLE=mapbox://styles/trailhead/{1}
""", "pk." + _b64url_json({"u": "trailhead", "a": "cm" + r(23, LOWER_NUM)}) + "." + r(22, URLSAFE), r(25, LOWER_NUM))

la("""VITE_POSTHOG_KEY={0}
VITE_POSTHOG_HOST=https://eu.i.posthog.com
VITE_GA_MEASUREMENT_ID=G-{1}
VITE_GTM_ID=GTM-{2}
""", "phc_" + r(43), r(10, UPPER_NUM), r(7, UPPER_NUM))

la("""NUXT_PUBLIC_MEILI_HOST=https://search.bramble.shop
NUXT_PUBLIC_MEILI_SEARCH_KEY={0}
# the master key is only on the Meilisearch VM: /etc/meilisearch.toml (root-only)
""", r(64, HEX))

la("""PUBLIC_TYPESENSE_HOST={1}.a1.typesense.net
PUBLIC_TYPESENSE_PORT=443
PUBLIC_TYPESENSE_SEARCH_KEY={0}
""", r(32, ALNUM), r(17, LOWER_NUM))

la("""NEXT_PUBLIC_LD_CLIENT_SIDE_ID={0}
NEXT_PUBLIC_STATSIG_CLIENT_KEY={1}
NEXT_PUBLIC_GROWTHBOOK_CLIENT_KEY={2}
""", r(24, HEX), "client-" + r(43), "sdk-" + r(16))

la("""EXPO_PUBLIC_SENTRY_DSN=https://{0}@o{1}.ingest.de.sentry.io/{2}
SENTRY_ORG=kinfolk-labs
SENTRY_PROJECT=kinfolk-mobile
# SENTRY_AUTH_TOKEN comes from EAS secrets during the build
""", r(32, HEX), r(7, DIGITS), r(16, DIGITS))

la("""NUXT_PUBLIC_PUSHER_KEY={0}
NUXT_PUBLIC_PUSHER_CLUSTER=eu
PUSHER_APP_ID={1}
PUSHER_SECRET=${PUSHER_SECRET}
""", r(20, HEX), r(7, DIGITS))

la("""VITE_HCAPTCHA_SITEKEY={0}
HCAPTCHA_SECRET=0x0000000000000000000000000000000000000000
# ^ hCaptcha's documented test secret, only used with the test site key in dev
""", uuid4())

la("""NEXT_PUBLIC_CONVEX_URL=https://{0}.convex.cloud
CONVEX_DEPLOYMENT=dev:{0}
NEXT_PUBLIC_CLERK_FRONTEND_API=https://clerk.inkwell.so
""", "brave-heron-" + r(3, DIGITS))

la("""AUTH_URL=http://localhost:3000
AUTH_GITHUB_ID={0}
AUTH_GITHUB_SECRET="<paste the client secret from github.com/settings/developers>"
""", "Ov23li" + r(14))

la("""NEXT_PUBLIC_VAPID_PUBLIC_KEY={0}
VAPID_SUBJECT=mailto:ops@wrenlist.app
""", "B" + b64url(64)[1:])

la("""NEXT_PUBLIC_FLAGSMITH_ENVIRONMENT_ID={0}
FLAGSMITH_API_URL=https://edge.api.flagsmith.com/api/v1/
""", r(22))

la("""R2_ACCOUNT_ID={0}
R2_BUCKET=avatars
NEXT_PUBLIC_R2_PUBLIC_URL=https://pub-{1}.r2.dev
""", r(32, HEX), r(32, HEX))

la("""XENDIT_PUBLIC_KEY=xnd_public_production_{0}
XENDIT_CALLBACK_URL=https://api.warungku.id/xendit/callback
""", r(48, ALNUM))

# ============================================================ look-alikes: hosting env listings

la("""$ vercel env ls production
Vercel CLI 39.1.2
> Environment Variables found for hollowbrook/web [218ms]

 name                                  value        environments   created
 STRIPE_WEBHOOK_SECRET                 Encrypted    Production     12d ago
 STRIPE_SECRET_KEY                     Encrypted    Production     12d ago
 NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY    Encrypted    Production     12d ago
""")

la("""$ netlify env:list --context production
| Key                       | Value                                  |
|---------------------------|----------------------------------------|
| PAYSTACK_SECRET_KEY       | ************************************** |
| VITE_PAYSTACK_PUBLIC_KEY  | ************************************** |
| NODE_VERSION              | 20                                     |
To see the values in plain text, rerun this command with --plain
""")

la("""name = "whiteboard-worker"
main = "src/index.ts"
compatibility_date = "2025-11-01"

[vars]
LIVEBLOCKS_PUBLIC_KEY = "{0}"
ALLOWED_ORIGIN = "https://board.slatewise.app"
# LIVEBLOCKS_SECRET_KEY: `npx wrangler secret put LIVEBLOCKS_SECRET_KEY`
""", "pk_prod_" + r(64, URLSAFE))

la("""services:
  - type: web
    name: checkout-api
    runtime: node
    envVars:
      - key: RAZORPAY_KEY_ID
        value: {0}
      - key: RAZORPAY_KEY_SECRET
        sync: false
""", "rzp_live_" + r(14))

la("""$ doppler secrets --project lumen-web --config prd --only-names
┌─────────────────────────────────┐
│ NAME                            │
├─────────────────────────────────┤
│ NEXT_PUBLIC_STYTCH_PUBLIC_TOKEN │
│ STYTCH_PROJECT_ID               │
│ STYTCH_SECRET                   │
└─────────────────────────────────┘
""")

la("""resource "vercel_project_environment_variable" "stripe_pk" {
  project_id = vercel_project.web.id
  key        = "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY"
  value      = "{0}"
  target     = ["production"]
}

resource "vercel_project_environment_variable" "stripe_sk" {
  project_id = vercel_project.web.id
  key        = "STRIPE_SECRET_KEY"
  value      = var.stripe_secret_key
  target     = ["production"]
  sensitive  = true
}
""", "pk_live_51" + r(97))

la("""jobs:
  build:
    runs-on: ubuntu-latest
    env:
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: {0}
      STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}
      SUPABASE_SERVICE_ROLE_KEY: ${{ secrets.SUPABASE_SERVICE_ROLE_KEY }}
    steps:
      - uses: actions/checkout@v4
      - run: pnpm install --frozen-lockfile && pnpm build
""", "pk_live_51" + r(97))

la("""$ railway variables --service payments --kv | cut -d= -f1
FLW_PUBLIC_KEY
FLW_SECRET_KEY
FLW_ENCRYPTION_KEY_ID
RAILWAY_ENVIRONMENT_NAME
""")

# ============================================================ look-alikes: mobile projects

la("""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>API_KEY</key>
	<string>{0}</string>
	<key>GCM_SENDER_ID</key>
	<string>{1}</string>
	<key>BUNDLE_ID</key>
	<string>com.copperleaf.budget</string>
	<key>PROJECT_ID</key>
	<string>copperleaf-budget</string>
	<key>GOOGLE_APP_ID</key>
	<string>1:{1}:ios:{2}</string>
</dict>
</plist>
""", "AIza" + r(35, URLSAFE), r(12, DIGITS), r(22, HEX))

la("""{
  "project_info": {
    "project_number": "{1}",
    "project_id": "tideline-fm",
    "storage_bucket": "tideline-fm.firebasestorage.app"
  },
  "client": [
    {
      "client_info": {
        "mobilesdk_app_id": "1:{1}:android:{2}",
        "android_client_info": { "package_name": "fm.tideline" }
      },
      "api_key": [ { "current_key": "{0}" } ]
    }
  ],
  "configuration_version": "1"
}
""", "AIza" + r(35, URLSAFE), r(12, DIGITS), r(22, HEX))

la("""<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="facebook_app_id" translatable="false">{0}</string>
    <string name="fb_login_protocol_scheme" translatable="false">fb{0}</string>
    <string name="app_name">Saltmarsh</string>
</resources>
""", r(16, DIGITS))

la("""sdk.dir=/Users/mira/Library/Android/sdk
STRIPE_PUBLISHABLE_KEY={0}
# server keys are never in the app; see backend/README.md
""", "pk_live_51" + r(97))

la("""android {
    defaultConfig {
        applicationId "chat.chirp.app"
        buildConfigField "String", "PUSHER_KEY", '"{0}"'
        buildConfigField "String", "PUSHER_CLUSTER", '"ap2"'
        buildConfigField "String", "AUTH_ENDPOINT", '"https://api.chirp.chat/pusher/auth"'
    }
}
""", r(20, HEX))

la("""// Config/Release.xcconfig
PRODUCT_BUNDLE_IDENTIFIER = com.copperleaf.budget
API_BASE_URL = https:/$()/api.copperleaf.money
PLAID_ENV = production
PLAID_CLIENT_NAME = Copperleaf
#include? "Secrets.xcconfig"
""")

la("""<key>GIDClientID</key>
<string>{0}-{1}.apps.googleusercontent.com</string>
<key>CFBundleURLTypes</key>
<array>
  <dict>
    <key>CFBundleURLSchemes</key>
    <array>
      <string>com.googleusercontent.apps.{0}-{1}</string>
    </array>
  </dict>
</array>
""", r(12, DIGITS), r(32, LOWER_NUM))

la("""<key>branch_key</key>
<dict>
  <key>live</key>
  <string>{0}</string>
  <key>test</key>
  <string>{1}</string>
</dict>
<key>branch_universal_link_domains</key>
<array><string>gullwing.app.link</string></array>
""", "key_live_" + r(32), "key_test_" + r(32))

la("""# .env (react-native-config) -- only values that are fine to ship in the binary
API_URL=https://api.chirp.chat
SENDBIRD_APP_ID={0}
STREAM_API_KEY={1}
CODEPUSH_DEPLOYMENT=Production
""", uuid4().upper(), r(12, LOWER_NUM))

la("""// lib/firebase_options.dart -- generated by FlutterFire CLI
static const FirebaseOptions android = FirebaseOptions(
  apiKey: '{0}',
  appId: '1:{1}:android:{2}',
  messagingSenderId: '{1}',
  projectId: 'lanternfly-app',
  storageBucket: 'lanternfly-app.firebasestorage.app',
);
""", "AIza" + r(35, URLSAFE), r(12, DIGITS), r(22, HEX))

la("""$ flutter build apk --release --dart-define=SUPABASE_URL=https://{1}.supabase.co --dart-define=SUPABASE_ANON_KEY={0} --dart-define=FLAVOR=prod
Running Gradle task 'assembleRelease'...                          68.4s
✓ Built build/app/outputs/flutter-apk/app-release.apk (24.1MB)
""", supa("anon", "qwzplnhtrvbkcyadsxme"), "qwzplnhtrvbkcyadsxme")

la("""{
  "expo": {
    "name": "Lanternfly",
    "slug": "lanternfly",
    "ios": { "bundleIdentifier": "app.lanternfly" },
    "extra": { "eas": { "projectId": "{0}" } },
    "plugins": [
      ["@sentry/react-native/expo", { "organization": "lanternfly", "project": "mobile" }]
    ]
  }
}
""", uuid4())

la("""import Purchases from 'react-native-purchases';
import { Platform } from 'react-native';

Purchases.configure({
  apiKey: Platform.OS === 'ios' ? '{0}' : '{1}',
  appUserID: user.id,
});
""", "appl_" + r(27), "goog_" + r(27))

la("""import { GoogleSignin } from '@react-native-google-signin/google-signin';

GoogleSignin.configure({
  webClientId: '{0}-{1}.apps.googleusercontent.com',
  iosClientId: '{0}-{2}.apps.googleusercontent.com',
  offlineAccess: false,
});
""", r(12, DIGITS), r(32, LOWER_NUM), r(32, LOWER_NUM))

la("""import OneSignal from 'react-native-onesignal';

OneSignal.initialize('{0}');
OneSignal.Notifications.requestPermission(true);
""", uuid4())

la("""$ npx expo config --type public | grep -A4 extra
  extra: {
    eas: { projectId: '{0}' },
    router: { origin: false }
  },
""", uuid4())

la("""import PushNotifications

let beamsClient = PushNotifications.shared
beamsClient.start(instanceId: "{0}")
try? beamsClient.addDeviceInterest(interest: "news")
// publishing happens on the server (POST /publish_api/v1/instances/{instance}/publishes)
""", uuid4())

la("""<meta-data android:name="com.google.android.geo.API_KEY" android:value="${MAPS_API_KEY}" />
<meta-data android:name="com.facebook.sdk.ApplicationId" android:value="@string/facebook_app_id" />
<meta-data android:name="com.facebook.sdk.ClientToken" android:value="@string/facebook_client_token" />
""")

la("""{
  "appid": "wx{0}",
  "projectname": "lotus-tea",
  "compileType": "miniprogram",
  "setting": { "es6": true, "minified": true },
  "libVersion": "3.6.4"
}
""", r(16, HEX))

la("""// _app.tsx
useEffect(() => {
  if (!window.Kakao.isInitialized()) {
    window.Kakao.init('{0}') // JavaScript key, domain-restricted in the Kakao console
  }
}, [])
""", r(32, HEX))

la("""import liff from '@line/liff'

await liff.init({ liffId: '{0}-{1}' })
if (!liff.isLoggedIn()) liff.login()
""", r(10, DIGITS), r(8, ALNUM))

# ============================================================ look-alikes: bundles, source maps, network

la("""$ curl -s https://app.orchardpay.io/_next/static/chunks/pages/checkout-{1}.js | grep -oE 'tp_(pub|sec)_[A-Za-z0-9]+' | sort -u
tp_pub_{0}
$ # good: only the publishable key is in the client bundle
""", r(32), r(16, HEX))

la("""// from dist/assets/cms-{1}.js.map, "sourcesContent"[3]:
import { createClient } from 'contentful'
export const cms = createClient({
  space: '{0}',
  accessToken: import.meta.env.VITE_CONTENTFUL_DELIVERY_TOKEN,
})
""", r(12, LOWER_NUM), r(8, HEX))

la("""$ grep -o 'VITE_[A-Z_]*' dist/assets/index-{0}.js | sort -u
VITE_API_URL
VITE_SUPABASE_ANON_KEY
VITE_SUPABASE_URL
""", r(8, URLSAFE))

la("""<script src="https://cdn.paddle.com/paddle/v2/paddle.js"></script>
<script>
  Paddle.Initialize({
    token: 'live_{0}',
    eventCallback: (e) => console.log(e.name),
  });
</script>
""", r(27, LOWER_NUM))

la("""Request URL: https://upload.uploadcare.com/base/
Request Method: POST
Status Code: 200 OK
content-type: multipart/form-data; boundary=----WebKitFormBoundary{1}
form-data: UPLOADCARE_PUB_KEY={0}
form-data: UPLOADCARE_STORE=auto
""", r(20, HEX), r(16))

la("""<script>window.__NUXT__={};window.__NUXT__.config={public:{siteName:"Pondlife",ablyAuthUrl:"/api/ably/token",i18n:{defaultLocale:"en"}},app:{baseURL:"/",buildId:"{0}",buildAssetsDir:"/_nuxt/"}}</script>
""", uuid4())

la("""<script src="https://www.paypal.com/sdk/js?client-id={0}&currency=EUR&intent=capture&components=buttons"></script>
<div id="paypal-button-container"></div>
""", "A" + r(79, URLSAFE))

# ============================================================ look-alikes: README quick-starts

la("""## Quick start

```bash
cp .env.example .env.local
```

Fill in `NEXT_PUBLIC_DESCOPE_PROJECT_ID` (Project settings, starts with `P`) and
`DESCOPE_MANAGEMENT_KEY` (Company settings, Management keys). Ask #platform for the
staging values; never commit them.
""")

la("""### Running the SMS relay locally

    docker run --rm -p 8080:8080 \\
      -e VONAGE_API_KEY \\
      -e VONAGE_API_SECRET \\
      -e VONAGE_FROM=Meadowbank \\
      ghcr.io/meadowbank/sms-relay:1.8.2

`-e NAME` without a value passes the variable through from your shell.
""")

la("""| Variable | Where | Example |
|---|---|---|
| `NEXT_PUBLIC_WORKOS_REDIRECT_URI` | browser | `http://localhost:3000/callback` |
| `WORKOS_CLIENT_ID` | server + browser | `client_01H...` |
| `WORKOS_API_KEY` | server only | `sk_test_...` |
""")

la("""## Keys at a glance

- **Publishable key** (`pk_live_...`): goes into `NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY`, ships in the bundle.
- **Secret key** (`sk_live_...`): server only, `STRIPE_SECRET_KEY`.
- **Restricted key** (`rk_live_...`): for the analytics worker, read-only on charges.
- **Webhook signing secret** (`whsec_...`): one per endpoint, `STRIPE_WEBHOOK_SECRET`.
""")

la("""### Search setup

The storefront talks to Algolia with the **search-only** key. Create it with
`algolia apikeys create --acl search --indices products_prod` and put it in
`VITE_ALGOLIA_SEARCH_KEY`. The admin key is only used by `pnpm reindex` in CI.
""")

la("""### Uploading from the browser

We use an unsigned upload preset, so no API secret is needed on the client:

```js
const form = new FormData();
form.append('file', file);
form.append('upload_preset', 'harborlight_unsigned');
await fetch('https://api.cloudinary.com/v1_1/harborlight/image/upload', { method: 'POST', body: form });
```
""")

# ============================================================ look-alikes: client setup code

la("""// app/api/checkout/route.ts
import 'server-only';
import Stripe from 'stripe';

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2025-11-17.clover' });

export async function POST(req: Request) {
  const { priceId } = await req.json();
  const session = await stripe.checkout.sessions.create({ mode: 'subscription', line_items: [{ price: priceId, quantity: 1 }] });
  return Response.json({ url: session.url });
}
""")

la("""// lib/stripe-client.ts
import { loadStripe } from '@stripe/stripe-js';

export const stripePromise = loadStripe('{0}');
""", "pk_live_51" + r(97))

la("""export default defineNuxtConfig({
  runtimeConfig: {
    clerkSecretKey: '',          // NUXT_CLERK_SECRET_KEY
    meiliMasterKey: '',          // NUXT_MEILI_MASTER_KEY
    public: {
      clerkPublishableKey: '',   // NUXT_PUBLIC_CLERK_PUBLISHABLE_KEY
      meiliHost: 'https://search.bramble.shop',
    },
  },
})
""")

la("""// src/hooks.server.ts
import { TURNSTILE_SECRET_KEY } from '$env/static/private';
import { PUBLIC_TURNSTILE_SITE_KEY } from '$env/static/public';

export async function verify(token: string, ip: string) {
  const body = new URLSearchParams({ secret: TURNSTILE_SECRET_KEY, response: token, remoteip: ip });
  const res = await fetch('https://challenges.cloudflare.com/turnstile/v0/siteverify', { method: 'POST', body });
  return (await res.json()).success as boolean;
}
""")

la("""<div class="g-recaptcha" data-sitekey="{0}" data-callback="onSubmit"></div>
<script src="https://www.google.com/recaptcha/api.js" async defer></script>
""", "6L" + r(6, ALNUM) + "AAAAA" + r(27, URLSAFE))

la("""import HCaptcha from '@hcaptcha/react-hcaptcha';

export function ContactForm() {
  return <HCaptcha sitekey="{0}" onVerify={setToken} />;
}
""", uuid4())

la("""// sentry.client.config.ts
Sentry.init({
  dsn: "https://{0}@o{1}.ingest.us.sentry.io/{2}",
  tracesSampleRate: 0.1,
  replaysOnErrorSampleRate: 1.0,
});
""", r(32, HEX), r(7, DIGITS), r(16, DIGITS))

la("""import posthog from 'posthog-js'
import mixpanel from 'mixpanel-browser'

posthog.init('{0}', { api_host: 'https://eu.i.posthog.com', person_profiles: 'identified_only' })
mixpanel.init('{1}', { track_pageview: true, persistence: 'localStorage' })
""", "phc_" + r(43), r(32, HEX))

la("""import { liteClient as algoliasearch } from 'algoliasearch/lite';
import { InstantSearch, SearchBox, Hits } from 'react-instantsearch';

// search-only API key: safe to expose, it can only query products_prod
const searchClient = algoliasearch('{0}', '{1}');
""", r(10, UPPER_NUM), r(32, HEX))

la("""mapboxgl.accessToken = '{0}';
const map = new mapboxgl.Map({
  container: 'map',
  style: 'mapbox://styles/mapbox/outdoors-v12',
  center: [-121.76, 46.85],
  zoom: 10,
});
""", "pk." + _b64url_json({"u": "trailhead", "a": "cm" + r(23, LOWER_NUM)}) + "." + r(22, URLSAFE))

la("""<Auth0Provider
  domain="birchline.eu.auth0.com"
  clientId="{0}"
  authorizationParams={{ redirect_uri: window.location.origin, audience: 'https://api.birchline.io' }}
>
  <App />
</Auth0Provider>
""", r(32, ALNUM))

la("""Amplify.configure({
  Auth: {
    Cognito: {
      userPoolId: 'eu-west-1_{0}',
      userPoolClientId: '{1}',
      identityPoolId: 'eu-west-1:{2}',
      loginWith: { email: true },
    },
  },
});
""", r(9, ALNUM), r(26, LOWER_NUM), uuid4())

la("""const client = new StreamChat.getInstance('{0}');
// the user token comes from our backend: POST /api/stream/token
const { token } = await fetch('/api/stream/token', { method: 'POST' }).then((r) => r.json());
await client.connectUser({ id: user.id, name: user.name }, token);
""", r(12, LOWER_NUM))

la("""datadogRum.init({
  applicationId: '{0}',
  clientToken: 'pub{1}',
  site: 'datadoghq.eu',
  service: 'cobalt-web',
  sessionSampleRate: 20,
})
""", uuid4(), r(32, HEX))

# ============================================================ look-alikes: OAuth, webhooks, access key ids

la("""DISCORD_APPLICATION_ID={1}
DISCORD_PUBLIC_KEY={0}
# used by verifyKey() to check the Ed25519 signature on /api/interactions
""", r(64, HEX), r(19, DIGITS))

la("""<a href="https://github.com/login/oauth/authorize?client_id={0}&redirect_uri=https%3A%2F%2Fkettle.bot%2Fauth%2Fgithub&scope=read%3Auser&state={1}">
  Sign in with GitHub
</a>
""", "Ov23li" + r(14), r(32, HEX))

la("""<a href="https://slack.com/oauth/v2/authorize?client_id={0}.{1}&scope=commands,chat:write&user_scope=">
  <img alt="Add to Slack" height="40" width="139" src="https://platform.slack-edge.com/img/add_to_slack.png" />
</a>
""", r(13, DIGITS), r(13, DIGITS))

la("""# shopify.app.toml
client_id = "{0}"
name = "Sprigly Bundles"
application_url = "https://bundles.sprigly.app"
embedded = true

[access_scopes]
scopes = "read_products,write_discounts"
""", r(32, HEX))

la("""$ aws cognito-idp list-user-pool-clients --user-pool-id eu-west-1_{0}
{
    "UserPoolClients": [
        { "ClientId": "{1}", "UserPoolId": "eu-west-1_{0}", "ClientName": "web-spa" },
        { "ClientId": "{2}", "UserPoolId": "eu-west-1_{0}", "ClientName": "web-bff" }
    ]
}
""", r(9, ALNUM), r(26, LOWER_NUM), r(26, LOWER_NUM))

la("""{
  "id": "evt_{0}",
  "object": "event",
  "type": "checkout.session.completed",
  "livemode": true,
  "data": { "object": { "id": "cs_live_{1}", "customer": "cus_{2}", "amount_total": 2400 } },
  "request": { "id": null, "idempotency_key": "{3}" }
}
""", r(24), r(58), r(14), uuid4())

la("""POST /webhooks/clerk HTTP/1.1
Host: api.fernleaf.io
content-type: application/json
svix-id: msg_{0}
svix-timestamp: 1765012345
user-agent: Svix-Webhooks/1.81.0
""", r(27))

la("""$ aws configure list
      Name                    Value             Type    Location
      ----                    -----             ----    --------
   profile                  default             None    None
access_key                ****************{0} shared-credentials-file
secret_key                ****************{1} shared-credentials-file
    region                eu-central-1      config-file    ~/.aws/config
""", r(4, UPPER_NUM), r(4, ALNUM))

la("""{
  "eventName": "PutObject",
  "eventSource": "s3.amazonaws.com",
  "userIdentity": {
    "type": "IAMUser",
    "userName": "ci-deploy",
    "accessKeyId": "AKIA{0}"
  },
  "sourceIPAddress": "203.0.113.24",
  "requestParameters": { "bucketName": "marigold-site-prod", "key": "index.html" }
}
""", r(16, UPPER_NUM))

la("""$ b2 key list
{0}   puffin-backups-rw
{1}   ci-readonly
""", "005" + r(22, HEX), "005" + r(22, HEX))

la("""$ gcloud storage hmac list --project kestrel-prod
---
accessId: GOOG1E{0}
etag: {1}
id: GOOG1E{0}
serviceAccountEmail: uploader@kestrel-prod.iam.gserviceaccount.com
state: ACTIVE
timeCreated: '2025-11-03T09:12:44.512Z'
""", r(55, UPPER_NUM), r(16, HEX))

la("""GET /api/v2/orders?since=2025-12-01 HTTP/1.1
Host: partners.bramblegate.com
X-Bg-Key: bgk_{0}
X-Bg-Timestamp: 1765012345
X-Bg-Signature: <hex HMAC-SHA256 of timestamp + body, computed by the client>
""", r(20, LOWER_NUM))

# ============================================================ look-alikes: chat and prose about which key goes where

la("""user: which of the Supabase keys can go in NEXT_PUBLIC_?
assistant: The anon key and the project URL. The service_role key bypasses row level security, so it must only be read on the server (route handlers, server actions) from SUPABASE_SERVICE_ROLE_KEY, never with the NEXT_PUBLIC_ prefix.
""")

la("""user: I pasted the Square application id into the browser config, is that ok? It's {0}
assistant: Yes, the application id and the location id are public identifiers for the Web Payments SDK. The access token is the one that must stay on the server.
""", "sq0idp-" + r(22, URLSAFE))

la("""Nutzer: Wo kommt bei Midtrans der Client Key hin?
Assistent: In nuxt.config unter runtimeConfig.public.midtransClientKey, gesetzt über NUXT_PUBLIC_MIDTRANS_CLIENT_KEY. Den Server Key trägst du nur als NUXT_MIDTRANS_SERVER_KEY in Vercel ein; er landet nie im Browser.
""")

la("""ユーザー: Expoアプリに置いていいのはどれですか？
アシスタント: EXPO_PUBLIC_ で始まる変数はアプリに埋め込まれるので、LINEのチャネルID、RevenueCatの公開SDKキー、SentryのDSNだけにしてください。チャネルシークレットやSentryの認証トークンはEASのシークレットかサーバーに置きます。
""")

la("""Usuario: ¿La clave pública de Mercado Pago puede ir en el código de Flutter?
Asistente: Sí, la public key ({0}) sirve solo para tokenizar tarjetas en el cliente. El access token va en el backend, en la variable MP_ACCESS_TOKEN.
""", "APP_USR-" + uuid4())

la("""assistant: I checked the production bundle: `grep -c sk_live_ .next/static/chunks/*.js` returns 0 for every chunk, and the only Stripe string is the publishable key used by loadStripe. The secret key is read in app/api/checkout/route.ts from process.env.STRIPE_SECRET_KEY, which Next.js does not inline because it has no NEXT_PUBLIC_ prefix.
""")

la("""Rule of thumb for this repo: anything prefixed NEXT_PUBLIC_, VITE_, NUXT_PUBLIC_, EXPO_PUBLIC_ or PUBLIC_ is compiled into the client and is readable by anyone. Client ids, site keys, publishable keys, anon keys and DSNs are fine there. Client secrets, service keys, webhook signing secrets, master keys and secret access keys never are.
""")

la("""Utilisateur : la clé de site Turnstile ({0}) doit-elle être cachée ?
Assistant : Non, la clé de site est publique et figure dans le HTML. Seule la clé secrète, utilisée pour l'appel siteverify côté serveur, doit rester dans les secrets du Worker.
""", "0x4AAAAAAA" + r(14, URLSAFE))

la("""Dashboard > Developers > API keys
  Publishable key   {0}
  Secret key        sk_live_••••••••••••••••••••••••{1}   [Reveal live key]
  Last used         2 hours ago
""", "pk_live_51" + r(97), r(4))

la("""사용자: 카카오 앱 키 중에 Android 앱에 넣어도 되는 건 무엇인가요?
어시스턴트: 네이티브 앱 키는 앱에 포함되도록 설계되어 있습니다. REST API 키와 Admin 키는 서버에서만 사용하세요. AndroidManifest에는 kakao${NATIVE_APP_KEY} 형태로 플레이스홀더를 두면 됩니다.
""")
