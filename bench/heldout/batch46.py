r"""Held-out batch 46: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format;
(2) lines 1-130 of bench/heldout/batch19.py, its docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged; (3) the
"Theme" paragraphs of the earlier batches (grep of "^Theme" with 12 lines after), so that
their texts are not repeated; (4) the kind names already used (grep of the add( and
add_split( first arguments). No other file of the repository was opened.

Theme: localization, media and creative production pipelines as a coding agent's session
holds them. Kinds live under the "media/" prefix: translation and localization platforms
(Crowdin, Lokalise, Phrase, Transifex, Smartling, POEditor, Weblate, Tolgee, locize, DeepL,
Azure Translator, Google Translate, ModernMT), headless CMS and content tools (Storyblok,
Prismic, DatoCMS, Hygraph, Directus, Payload, Ghost admin keys, Strapi transfer tokens,
TinaCMS, Cosmic, Kontent.ai), digital asset management and image/video processing (imgix
secure URL tokens and API keys, Cloudinary api secrets and string-to-sign debugging, Bunny
Stream access keys and token-auth keys, Mux token secrets, signing keys and webhook
secrets, Vimeo, Wistia, JW Player, api.video, Frame.io, Cloudflare Stream, Kaltura,
Brightcove, Transloadit), audio and podcast hosting (Icecast, Liquidsoap harbor, SHOUTcast,
AzuraCast, Transistor, Buzzsprout, Auphonic, SoundCloud, Podbean, Captivate), render farms
and 3D/VFX tools (Thinkbox Deadline web service, database and proxy certificates,
ShotGrid/Flow script keys, the shotgunEvents daemon, ftrack, Kitsu/gazu, SideFX web API,
BlenderKit and Sketchfab add-on keys, Perforce P4PASSWD, tickets and Swarm, Pixel
Streaming TURN credentials), design and print (Font Awesome Pro npm tokens, Adobe Fonts
API tokens, Printify, Gelato, Prodigi, Lulu, Figma and Canva) and subtitle and captioning
services (OpenSubtitles, Amara, 3Play Media, Happy Scribe). Secrets sit in config files,
CLI flags, SDK constructors, headers, query strings, shell history, env dumps, tool-call
JSON, ini and XML, encoded forms (base64 PEM, Basic headers), splits and chat hand-overs,
with human-chosen passwords among them. Look-alikes are the same contexts without a
secret: content ids, asset ids, playback ids (public by design), locale codes, plural
rules, translation memory hashes, frame ranges, render job ids, changelist numbers and
depot digests, public delivery URLs without a signature, an expired signed URL labelled as
an example, upload-response verification signatures, HLS IVs, checksums, placeholders,
env references, masked values and prose about rotating keys. Mostly English; some
Japanese, Korean and French texts.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(46_2026_12_07)
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
_WORDS = [
    "keyframe", "tangerine", "vellum", "cobalt", "marigold", "tundra", "saffron", "harbor",
    "lantern", "quasar", "nebula", "juniper", "falcon", "pixel", "kestrel", "orchid",
    "velvet", "granite", "sparrow", "mosaic", "ember", "willow", "glacier", "comet",
    "thistle", "fresco", "sepia", "umber", "gouache", "storyboard", "rotoscope", "foley",
]
_SYMS = "!@%*?+=-_."
_LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"})


def hpw() -> str:
    """A human-chosen password: words, digits, symbols, leetspeak or a passphrase."""
    style = _rng.randrange(6)
    w1, w2 = _rng.sample(_WORDS, 2)
    if style == 0:
        return w1.capitalize() + w2.capitalize() + r(_rng.randint(2, 4), DIGITS) + _rng.choice(_SYMS)
    if style == 1:
        return w1.translate(_LEET).capitalize() + _rng.choice(_SYMS) + w2.translate(_LEET) + r(2, DIGITS)
    if style == 2:
        return "-".join(_rng.sample(_WORDS, 4))
    if style == 3:
        return w1 + _rng.choice(_SYMS) + w2.upper() + r(2, DIGITS)
    if style == 4:
        return _rng.choice(["Ilove", "Summer", "Studio", "Render", "Atelier"]) + r(4, DIGITS) + _rng.choice("!?")
    return w1.capitalize() + r(1, DIGITS) + _rng.choice(_SYMS) + w2 + r(3, DIGITS)


def hexid(n: int) -> str:
    return r(n, HEX)


def b64_pem(kind: str = "RSA PRIVATE KEY", n_bytes: int = 1190) -> str:
    """A PEM block, base64-encoded once more, as video platforms hand signing keys out."""
    body = base64.b64encode(_rng.randbytes(n_bytes)).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    pem = f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----\n"
    return base64.b64encode(pem.encode()).decode()


def rs256_jwt(claims: dict) -> str:
    return (
        _b64url_json({"alg": "RS256", "typ": "JWT"}) + "." + _b64url_json(claims) + "." + b64url(256)
    )


def bunny_key() -> str:
    return f"{hexid(8)}-{hexid(4)}-{hexid(4)}-{hexid(12)}-{hexid(4)}-{hexid(4)}"


# ============================================================ secrets: localization
add(
    "media/crowdin-yml-api-token",
    """$ cat -n crowdin.yml
     1\tproject_id: "584213"
     2\tapi_token: "{0}"
     3\tbase_path: "."
     4\tbase_url: "https://api.crowdin.com"
     5\tpreserve_hierarchy: true
     6\tfiles:
     7\t  - source: /locales/en/*.json
     8\t    translation: /locales/%two_letters_code%/%original_file_name%""",
    hexid(80),
)
add(
    "media/crowdin-cli-token-flag",
    """$ crowdin upload sources --token {0} --project-id 584213 --branch release-3.8 --verbose
Fetching project info\t✔️
Branch 'release-3.8' already exists in the project
File 'locales/en/common.json'\t✔️
File 'locales/en/checkout.json'\t✔️
File 'locales/en/onboarding.json'\t✔️""",
    hexid(80),
)
add(
    "media/lokalise-cli2-token-flag",
    """lokalise2 --token {0} --project-id 81738465f9c2d3a1e4b2c7.19283746 file download \\
  --format json --original-filenames=false --bundle-structure "locales/%LANG_ISO%.json" \\
  --unzip-to ./src/i18n --export-empty-as skip""",
    hexid(40),
)
add(
    "media/lokalise-node-sdk-apikey",
    """// scripts/pull-translations.ts
import { LokaliseApi } from "@lokalise/node-api";

const lokaliseApi = new LokaliseApi({ apiKey: "{0}" });
const PROJECT_ID = "81738465f9c2d3a1e4b2c7.19283746";

export async function pull() {
  const res = await lokaliseApi.files().download(PROJECT_ID, {
    format: "json",
    original_filenames: false,
  });
  return res.bundle_url;
}""",
    hexid(40),
)
add(
    "media/phrase-yml-access-token",
    """# .phrase.yml
phrase:
  access_token: {0}
  project_id: 4c8e2a91b0f34d7e9a55c1b2d3e4f607
  file_format: yml
  push:
    sources:
      - file: ./config/locales/en.yml
        params:
          locale_id: en
  pull:
    targets:
      - file: ./config/locales/<locale_name>.yml""",
    hexid(64),
)
add(
    "media/phrase-curl-token-scheme",
    """curl -s "https://api.phrase.com/v2/projects/4c8e2a91b0f34d7e9a55c1b2d3e4f607/locales" \\
  -H "Authorization: token {0}" | jq '.[] | {name, code, default}'""",
    hexid(64),
)
add(
    "media/transifexrc-token",
    """[https://app.transifex.com]
rest_hostname = https://rest.api.transifex.com
token         = {0}""",
    "1/" + hexid(40),
)
add(
    "media/transifex-native-secret-django",
    """# settings/base.py
INSTALLED_APPS += ["transifex.native.django"]
LANGUAGE_CODE = "en-us"
TRANSIFEX_TOKEN = os.environ["TRANSIFEX_TOKEN"]
TRANSIFEX_SECRET = "{0}"  # TODO: move to env before merge
TRANSIFEX_SYNC_INTERVAL = 60 * 10""",
    hexid(40),
)
add(
    "media/smartling-user-secret-json",
    """{
  "projectId": "a1b2c3d4e",
  "userIdentifier": "qzkmwlrhtnbvxdypcjfgsaeuio",
  "userSecret": "{0}",
  "fileUri": "/mobile/ios/Localizable.strings",
  "fileType": "ios"
}""",
    r(26, LOWER) + "-" + r(10, LOWER_NUM) + "-" + r(5, LOWER_NUM) + "-" + r(6, LOWER_NUM),
)
add(
    "media/poeditor-curl-form-token",
    """curl -X POST https://api.poeditor.com/v2/projects/export \\
     -d api_token="{0}" \\
     -d id="612873" \\
     -d language="fr" \\
     -d type="key_value_json" \\
     -d filters="translated" """,
    hexid(32),
)
add(
    "media/weblate-wlc-config-keys",
    """$ cat ~/.config/weblate
[weblate]
url = https://hosted.weblate.org/api/
translation = atelier-app/mobile-strings

[keys]
https://hosted.weblate.org/api/ = {0}""",
    "wlu_" + r(40, ALNUM),
)
add(
    "media/tolgee-vite-env-pak",
    """$ cat .env.development.local
VITE_APP_TOLGEE_API_URL=https://app.tolgee.io
VITE_APP_TOLGEE_API_KEY={0}
VITE_DEFAULT_LOCALE=en
VITE_FALLBACK_LOCALE=en""",
    "tgpak_" + r(46, "abcdefghijklmnopqrstuvwxyz234567"),
)
add(
    "media/tolgee-cli-login-pat",
    """$ npx @tolgee/cli login {0}
✓ Logged in as lea.martin@atelier.example on https://app.tolgee.io for project 4821 (Atelier web).
$ npx @tolgee/cli pull --path ./i18n --languages en fr ja ko""",
    "tgpat_" + r(46, "abcdefghijklmnopqrstuvwxyz234567"),
)
add(
    "media/deepl-translator-positional",
    """>>> import deepl
>>> translator = deepl.Translator("{0}")
>>> translator.translate_text("Add to cart", target_lang="JA").text
'カートに追加'
>>> translator.get_usage().character.count
418233""",
    uuid4() + ":fx",
)
add(
    "media/azure-translator-http-file",
    """### translate strings for the KR storefront
POST https://api.cognitive.microsofttranslator.com/translate?api-version=3.0&from=en&to=ko
Ocp-Apim-Subscription-Key: {0}
Ocp-Apim-Subscription-Region: westeurope
Content-Type: application/json

[{"Text": "Free returns within 30 days"}]""",
    hexid(32),
)
add(
    "media/google-translate-key-in-log",
    """2024-12-07T02:14:09.331Z WARN  mt-worker retrying request attempt=2 url=https://translation.googleapis.com/language/translate/v2?key={0}&q=Spring%20collection&source=en&target=fr&format=text status=429""",
    "AIza" + r(35, URLSAFE),
)
add(
    "media/modernmt-header-python",
    """resp = requests.post(
    "https://api.modernmt.com/translate",
    headers={"MMT-ApiKey": "{0}", "MMT-Platform": "atelier-l10n"},
    json={"source": "en", "target": "fr", "q": strings, "context_vector": None},
    timeout=20,
)""",
    uuid4().upper(),
)
add(
    "media/locize-backend-apikey",
    """i18n.use(LocizeBackend).init({
  fallbackLng: 'en',
  saveMissing: true,
  backend: {
    projectId: '6f0b9c1e-33a4-4d2b-8e55-1c7a90d2e4b8',
    apiKey: '{0}',
    referenceLng: 'en',
    version: 'latest',
  },
})""",
    uuid4(),
)
add(
    "media/ja-chat-crowdin-token",
    """Crowdinのパーソナルアクセストークンを発行しました: {0}
GitHub ActionsのシークレットCROWDIN_PERSONAL_TOKENに登録しておいてもらえますか？ スコープはprojectsとtranslationsだけです。""",
    hexid(80),
)
add(
    "media/fr-chat-lokalise-token",
    """Salut ! Voici le jeton API Lokalise pour le projet mobile (lecture + écriture) : {0}
Ne le commite pas, mets-le dans le coffre 1Password « Localisation » stp.""",
    hexid(40),
)
add_split(
    "media/split-phrase-token-two-messages",
    """[user 10:42] the phrase token is too long for slack on my phone, first half: {0}
[assistant 10:42] Got it, waiting for the second half.
[user 10:43] {1}""",
    hexid(32),
    hexid(32),
)

# ============================================================ secrets: headless CMS
add(
    "media/storyblok-cli-login-token",
    """$ storyblok login --token {0} --region eu
✔ Successfully logged in to region eu
$ storyblok pull-components --space 287411
✔ Saved components.287411.json (38 components)""",
    r(22, ALNUM) + "-" + r(6, DIGITS) + "-" + r(20, ALNUM),
)
add(
    "media/storyblok-webhook-secret-nuxt",
    """// server/api/storyblok-webhook.post.ts
import { createHmac } from "node:crypto";

const WEBHOOK_SECRET = "{0}";

export default defineEventHandler(async (event) => {
  const body = await readRawBody(event);
  const sig = getHeader(event, "webhook-signature");
  const expected = createHmac("sha1", WEBHOOK_SECRET).update(body ?? "").digest("hex");
  if (sig !== expected) throw createError({ statusCode: 401 });
  await purgeStory(JSON.parse(body!).story_id);
});""",
    r(32, URLSAFE),
)
add(
    "media/prismic-write-client-token",
    """import * as prismic from "@prismicio/client";

// migration: import 1,240 blog posts from the old WordPress export
const writeClient = prismic.createWriteClient("atelier-journal", {
  writeToken: "{0}",
});
const migration = prismic.createMigration();""",
    "MC5" + b64url(60),
)
add(
    "media/datocms-cma-token-env-dump",
    """$ env | grep -i dato
DATOCMS_ENVIRONMENT=main
DATOCMS_CMA_TOKEN={0}
DATOCMS_ITEM_TYPE_ARTICLE=1938442
DATOCMS_PREVIEW_SECRET_HEADER=X-Preview""",
    hexid(30),
)
add(
    "media/hygraph-codegen-bearer",
    """# codegen.yml
overwrite: true
schema:
  - https://eu-central-1-shared-euc1-02.cdn.hygraph.com/content/clx2k9v8w01a907uk3d1e9f2m/master:
      headers:
        Authorization: Bearer {0}
documents: "src/graphql/**/*.graphql"
generates:
  src/graphql/generated.ts:
    plugins: [typescript, typescript-operations, typed-document-node]""",
    rs256_jwt({
        "version": 3, "iat": 1731900000, "aud": ["https://api-eu-central-1-shared-euc1-02.hygraph.com/v2/clx2k9v8w01a907uk3d1e9f2m/master"],
        "iss": "https://management.hygraph.com/", "sub": uuid4(), "jti": "cm3o" + r(21, LOWER_NUM),
    }),
)
add(
    "media/directus-static-token-sdk",
    """import { createDirectus, rest, staticToken, readItems } from "@directus/sdk";

const client = createDirectus("https://cms.atelier-studio.io")
  .with(staticToken("{0}"))
  .with(rest());

export const getProjects = () => client.request(readItems("projects", { limit: -1 }));""",
    r(32, URLSAFE),
)
add(
    "media/directus-compose-admin-password",
    """services:
  directus:
    image: directus/directus:11.3.5
    ports: ["8055:8055"]
    environment:
      SECRET: "${DIRECTUS_SECRET}"
      DB_CLIENT: "sqlite3"
      DB_FILENAME: "/directus/database/data.db"
      ADMIN_EMAIL: "ops@atelier-studio.io"
      ADMIN_PASSWORD: "{0}"
      PUBLIC_URL: "https://cms.atelier-studio.io\"""",
    hpw(),
)
add(
    "media/payload-secret-dotenv",
    """# .env (apps/cms)
DATABASE_URI=mongodb://127.0.0.1:27017/atelier-cms
PAYLOAD_SECRET={0}
NEXT_PUBLIC_SERVER_URL=http://localhost:3000
S3_BUCKET=atelier-cms-media""",
    hexid(48),
)
add(
    "media/payload-users-api-key-header",
    """curl -s https://cms.atelier-studio.io/api/products?where[status][equals]=published \\
  -H "Authorization: users API-Key {0}" \\
  -H "Accept: application/json" | jq '.docs | length'""",
    uuid4(),
)
add(
    "media/ghost-admin-key-split-py",
    """import jwt, datetime as dt

ADMIN_KEY = "{0}"
key_id, secret = ADMIN_KEY.split(":")
iat = int(dt.datetime.now().timestamp())
token = jwt.encode({"iat": iat, "exp": iat + 300, "aud": "/admin/"},
                   bytes.fromhex(secret), algorithm="HS256", headers={"kid": key_id})""",
    hexid(24) + ":" + hexid(64),
)
add(
    "media/strapi-transfer-to-token",
    """$ npx strapi transfer --to https://cms.atelier-studio.io/admin --to-token {0} --exclude files --force
Starting transfer...
✔ entities: 4210 transfered (size: 6.1 MB) (elapsed: 8413 ms)
✔ links: 11802 transfered (size: 1.9 MB) (elapsed: 2210 ms)
✔ configuration: 61 transfered""",
    hexid(64),
)
add(
    "media/tina-config-token",
    """export default defineConfig({
  branch: process.env.HEAD || "main",
  clientId: "c4b3f0a2-7d61-4e88-9f15-0a2d6b1e3c77",
  token: "{0}",
  build: { outputFolder: "admin", publicFolder: "public" },
  media: { tina: { mediaRoot: "uploads", publicFolder: "public" } },
  schema: { collections: [posts, pages] },
});""",
    hexid(40),
)
add(
    "media/cosmic-bucket-write-key",
    """const cosmic = createBucketClient({
  bucketSlug: "atelier-site-production",
  readKey: process.env.COSMIC_READ_KEY!,
  writeKey: "{0}",
});""",
    r(50, ALNUM),
)
add(
    "media/kontent-management-appsettings",
    """{
  "DeliveryOptions": { "ProjectId": "975bf280-fd91-488c-994c-2f04416e5ee3" },
  "ManagementOptions": {
    "ProjectId": "975bf280-fd91-488c-994c-2f04416e5ee3",
    "ApiKey": "{0}"
  },
  "Logging": { "LogLevel": { "Default": "Information" } }
}""",
    jwt({"jti": hexid(32), "iss": "kontent.ai", "aud": "manage.kontent.ai", "uid": "usr_" + r(24, LOWER_NUM)}),
)
add(
    "media/ko-chat-strapi-admin-password",
    """스트라피 관리자 계정 정보입니다.
아이디: admin@atelier-studio.io
비밀번호: {0}
로그인하신 뒤 바로 비밀번호 변경해 주세요!""",
    hpw(),
)

# ============================================================ secrets: DAM, image and video
add(
    "media/imgix-secure-url-token-js",
    """import ImgixClient from "@imgix/js-core";

export const imgix = new ImgixClient({
  domain: "atelier-assets.imgix.net",
  secureURLToken: "{0}",
  includeLibraryParam: false,
});""",
    r(16, ALNUM),
)
add(
    "media/imgix-purge-api-key",
    """curl -X POST https://api.imgix.com/api/v1/purge \\
  -H "Authorization: Bearer {0}" \\
  -H "Content-Type: application/vnd.api+json" \\
  -d '{"data":{"attributes":{"url":"https://atelier-assets.imgix.net/lookbook/aw24/hero.jpg"},"type":"purges"}}'""",
    "ak_" + hexid(64),
)
add(
    "media/cloudinary-url-env",
    """CLOUDINARY_URL=cloudinary://873214569012347:{0}@atelier-prod
NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME=atelier-prod""",
    r(27, URLSAFE),
)
add(
    "media/cloudinary-config-python",
    """cloudinary.config(
    cloud_name="atelier-prod",
    api_key="873214569012347",
    api_secret="{0}",
    secure=True,
)
res = cloudinary.uploader.upload("out/hero_fr.png", folder="campaigns/aw24", overwrite=True)""",
    r(27, URLSAFE),
)
add(
    "media/cloudinary-string-to-sign-repl",
    """>>> params_to_sign = "folder=campaigns/aw24&public_id=hero_ja&timestamp=1733551200"
>>> print(params_to_sign + API_SECRET)
folder=campaigns/aw24&public_id=hero_ja&timestamp=1733551200{0}
>>> hashlib.sha1((params_to_sign + API_SECRET).encode()).hexdigest()
'3e1c0f9d7a2b64c8e5f10a9b7c3d2e1f08a6b4c2'""",
    r(27, URLSAFE),
)
add(
    "media/bunny-stream-accesskey-header",
    """curl --request POST \\
     --url https://video.bunnycdn.com/library/218734/videos \\
     --header 'AccessKey: {0}' \\
     --header 'content-type: application/json' \\
     --data '{"title":"sh010_teaser_v03.mp4","collectionId":"b8f2c0e1-5a44-4c1d-9d0e-7e3f1a2b6c90"}'""",
    bunny_key(),
)
add(
    "media/bunny-token-auth-key-php",
    """<?php
// embed token for private library 218734
$securityKey = '{0}';
$videoId = 'c1f7a9e2-44b0-4d8e-8a21-6b3c0f9e7d15';
$expires = time() + 3600;
$token = hash('sha256', $securityKey . $videoId . $expires);
echo "https://iframe.mediadelivery.net/embed/218734/{$videoId}?token={$token}&expires={$expires}";""",
    uuid4(),
)
add(
    "media/mux-token-secret-dotenv",
    """MUX_TOKEN_ID=4f3c2b1a-9e8d-4c7b-a6f5-0e1d2c3b4a59
MUX_TOKEN_SECRET={0}
MUX_WEBHOOK_SECRET=${MUX_WEBHOOK_SECRET}
NEXT_PUBLIC_MUX_ENV_KEY=q8g1t2p0v7l3k9m4x6c5b2n1""",
    b64(56),
)
add(
    "media/mux-signing-key-b64-pem",
    """# signed playback for the client review room
MUX_SIGNING_KEY_ID=Xq01b5F3mTt9Nw00pL8qk7Z2s6Y4d1rV
MUX_SIGNING_PRIVATE_KEY={0}""",
    b64_pem(),
)
add(
    "media/mux-go-basic-auth",
    """client := muxgo.NewAPIClient(
	muxgo.NewConfiguration(
		muxgo.WithBasicAuth("4f3c2b1a-9e8d-4c7b-a6f5-0e1d2c3b4a59", "{0}"),
	))
asset, err := client.AssetsApi.CreateAsset(muxgo.CreateAssetRequest{
	Input:          []muxgo.InputSettings{{Url: srcURL}},
	PlaybackPolicy: []muxgo.PlaybackPolicy{muxgo.SIGNED},
})""",
    b64(56),
)
add(
    "media/mux-webhook-verify-header",
    """app.post("/webhooks/mux", express.raw({ type: "application/json" }), (req, res) => {
  const ok = Mux.webhooks.verifySignature(req.body.toString(), req.headers, "{0}");
  if (!ok) return res.status(400).end();
  queue.add("mux-event", JSON.parse(req.body));
  res.sendStatus(204);
});""",
    r(32, LOWER_NUM),
)
add_split(
    "media/vimeo-php-secret-and-token",
    """use Vimeo\\Vimeo;

$client = new Vimeo(
    '8d1c0e7f3a2b9c4d5e6f7a8b9c0d1e2f3a4b5c6d',
    '{0}',
    '{1}'
);
$response = $client->upload('renders/sh040_v007.mov', ['name' => 'SH040 v007 review']);""",
    b64(96).replace("\n", ""),
    hexid(32),
)
add(
    "media/wistia-gem-password",
    """# config/initializers/wistia.rb
require "wistia"

Wistia.password = "{0}"
Wistia.format = :json""",
    hexid(64),
)
add(
    "media/jwplayer-v2-bare-authorization",
    """$ http GET https://api.jwplayer.com/v2/sites/Xk3pQ9aZ/media/ page_length==50 'Authorization:{0}'
HTTP/1.1 200 OK
Content-Type: application/json

{"media": [...], "page": 1, "page_length": 50, "total": 1312}""",
    r(48, ALNUM),
)
add(
    "media/jwplayer-v1-api-secret",
    """jwplatform_client = jwplatform.Client(
    api_key="Xk3pQ9aZ",
    api_secret="{0}",
)
jwplatform_client.videos.update(video_key="Lm8NqR2t", title="Behind the scenes - episode 4")""",
    r(24, ALNUM),
)
add(
    "media/apivideo-node-client-key",
    """const ApiVideoClient = require('@api.video/nodejs-client');

const client = new ApiVideoClient({ apiKey: '{0}' });
const video = await client.videos.create({ title: 'Atelier showreel 2024', _public: false });
await client.videos.upload(video.videoId, './exports/showreel_2024_h264.mp4');""",
    r(43, ALNUM),
)
add(
    "media/frameio-token-shell-history",
    """$ history | tail -n 6
 1012  cd ~/pipeline/review-sync
 1013  export FRAMEIO_TOKEN=fio-u-{0}
 1014  python sync.py --project 7d2e0c1b-3a4f-4b5e-8c6d-9e0f1a2b3c4d --dry-run
 1015  python sync.py --project 7d2e0c1b-3a4f-4b5e-8c6d-9e0f1a2b3c4d
 1016  git status
 1017  history | tail -n 6""",
    r(64, URLSAFE),
)
add(
    "media/frameio-webhook-secret-tool-result",
    """{"type": "tool_result", "tool_use_id": "toolu_01Hq8ZkT3nVw", "content": "HTTP 201\\n{\\"id\\": \\"b3a1f0e2-6c5d-4e7f-8a9b-0c1d2e3f4a5b\\", \\"name\\": \\"review-sync\\", \\"url\\": \\"https://hooks.atelier-studio.io/frameio\\", \\"events\\": [\\"asset.ready\\", \\"comment.created\\"], \\"secret\\": \\"{0}\\", \\"active\\": true}"}""",
    b64url(32),
)
add(
    "media/cloudflare-stream-signing-key-response",
    """$ curl -s -X POST "https://api.cloudflare.com/client/v4/accounts/$CF_ACCOUNT_ID/stream/keys" -H "Authorization: Bearer $CF_API_TOKEN" | jq .result
{
  "id": "8f926b2b01f383510284a3c0f2e0e9b7",
  "pem": "{0}",
  "created": "2024-12-06T17:21:44.118Z"
}""",
    b64_pem("RSA PRIVATE KEY", 900),
)
add(
    "media/kaltura-admin-secret-session",
    """config = KalturaConfiguration(2814402)
config.serviceUrl = "https://www.kaltura.com/"
client = KalturaClient(config)
ks = client.session.start(
    "{0}", "batch@atelier-studio.io", KalturaSessionType.ADMIN, 2814402, 86400, "disableentitlement")
client.setKs(ks)""",
    hexid(32),
)
add(
    "media/brightcove-client-credentials",
    """$ curl -s -X POST "https://oauth.brightcove.com/v4/access_token?grant_type=client_credentials" \\
    -u "0e6f4a21-8b3d-4c59-9a7e-2f1d0c5b8e34:{0}" | jq -r .access_token | head -c 20; echo""",
    b64url(66),
)
add(
    "media/transloadit-auth-secret",
    """const transloadit = new Transloadit({
  authKey: 'a8f1e5c2d9b04e7f8c3a6b1d0e9f2c4a',
  authSecret: '{0}',
})
const status = await transloadit.createAssembly({
  files: { reel: './out/reel.mov' },
  params: { template_id: 'c2f9a1b7e4d34c8e9b0a5f6d7e8c1b2a', fields: { lang: 'fr' } },
})""",
    hexid(40),
)
add(
    "media/fr-chat-vimeo-token",
    """Le token Vimeo pour l'upload des rushs (scopes public, private, upload, edit) : {0}
Je l'ai généré sur developer.vimeo.com avec le compte de la prod, pense à le mettre dans le .env du NAS et pas dans le repo.""",
    hexid(32),
)
add_split(
    "media/split-cloudinary-secret-wrapped-terminal",
    """$ kubectl -n media exec deploy/thumbnailer -- printenv | grep CLOUDINARY
CLOUDINARY_CLOUD_NAME=atelier-prod
CLOUDINARY_API_KEY=873214569012347
CLOUDINARY_API_SECRET={0}
{1}
CLOUDINARY_UPLOAD_PRESET=thumbs_signed""",
    r(14, URLSAFE),
    r(13, URLSAFE),
)

# ============================================================ secrets: audio and podcast
add_split(
    "media/icecast-xml-passwords",
    """<icecast>
    <location>Lyon</location>
    <admin>radio@atelier-studio.io</admin>
    <limits><clients>500</clients><sources>4</sources></limits>
    <authentication>
        <source-password>{0}</source-password>
        <relay-password>${ICECAST_RELAY_PASSWORD}</relay-password>
        <admin-user>admin</admin-user>
        <admin-password>{1}</admin-password>
    </authentication>
    <hostname>stream.radio-atelier.fm</hostname>
    <listen-socket><port>8000</port></listen-socket>
</icecast>""",
    hpw(),
    hpw(),
)
add(
    "media/liquidsoap-icecast-output-password",
    """radio = fallback(track_sensitive=false, [live, playlist("/srv/music/rotation.m3u")])
output.icecast(%mp3(bitrate=192),
  host="stream.radio-atelier.fm", port=8000,
  password="{0}",
  mount="/live", name="Radio Atelier", genre="Eclectic",
  radio)""",
    hpw(),
)
add(
    "media/shoutcast-sc-serv-adminpassword",
    """; sc_serv.conf
portbase=8000
maxuser=250
; password is read from the DJ config below
adminpassword={0}
logfile=/var/log/sc_serv/sc_serv.log
streamid_1=1
streampath_1=/stream""",
    hpw(),
)
add(
    "media/azuracast-x-api-key",
    """curl -s -H "X-API-Key: {0}" https://radio.atelier-studio.io/api/station/1/files/list | jq 'length'
 842""",
    hexid(16) + ":" + hexid(32),
)
add(
    "media/transistor-api-key-header",
    """$ curl -s https://api.transistor.fm/v1/episodes?show_id=48213 -H "x-api-key: {0}" | jq '.data[0].attributes | {title, status, published_at}'
{
  "title": "Episode 37 - Foley on a budget",
  "status": "published",
  "published_at": "2024-12-02T08:00:00.000Z"
}""",
    r(22, ALNUM),
)
add(
    "media/buzzsprout-token-faraday",
    """conn = Faraday.new(url: "https://www.buzzsprout.com/api/2048117") do |f|
  f.headers["Authorization"] = "Token token={0}"
  f.request :json
  f.response :json
end
episodes = conn.get("episodes.json").body""",
    hexid(32),
)
add(
    "media/auphonic-basic-user-pass",
    """curl -X POST https://auphonic.com/api/simple/productions.json \\
     -u "podcast@atelier-studio.io:{0}" \\
     -F "preset=ceigtvDv8jH6NaK52Z5eXH" \\
     -F "title=Episode 38" \\
     -F "input_file=@raw/ep38_mix_v2.wav" \\
     -F "action=start\"""",
    hpw(),
)
add(
    "media/soundcloud-client-secret-yaml",
    """soundcloud:
  client_id: 3kTq9WmZ1xR7vB2nP8sL5dF0gH4jK6cY
  client_secret: {0}
  redirect_uri: https://podcasts.atelier-studio.io/oauth/soundcloud/callback
  playlist_urn: soundcloud:playlists:1794402211""",
    r(32, ALNUM),
)
add(
    "media/ko-chat-captivate-token",
    """팟캐스트 자동 업로드 스크립트용 Captivate API 토큰 공유드려요: {0}
user id는 4e1b8c2a-0f7d-4b9e-a3c5-6d2f1e0b9a87 이고, 토큰은 절대 깃에 올리지 마세요.""",
    r(40, ALNUM),
)

# ============================================================ secrets: render farm and 3D/VFX
add(
    "media/deadline-webservice-credentials",
    """from Deadline.DeadlineConnect import DeadlineCon as Connect

con = Connect("deadline-ws.farm.atelier.local", 8081, True)
con.EnableAuthentication(True)
con.SetAuthenticationCredentials("pipeline", "{0}")
jobs = con.Jobs.GetJobsInState("Active")
print(len(jobs), "active jobs")""",
    hpw(),
)
add(
    "media/deadline-db-connection-ini",
    """$ cat /mnt/DeadlineRepository10/settings/connection.ini
[Connection]
Hostname=db01.farm.atelier.local;db02.farm.atelier.local
Port=27100
DatabaseName=deadline10db
Authenticate=True
Username=deadline
Password={0}
AuthenticationDatabase=admin
EnableSSL=True
Version=10""",
    hpw(),
)
add(
    "media/deadline-change-repository-proxy-pfx",
    """sudo /opt/Thinkbox/Deadline10/bin/deadlinecommand -ChangeRepository Proxy rcs.farm.atelier.local:4433 /opt/Thinkbox/certs/Deadline10RemoteClient.pfx {0}""",
    hpw(),
)
add(
    "media/shotgrid-script-key-python",
    """import shotgun_api3

sg = shotgun_api3.Shotgun(
    "https://atelier.shotgrid.autodesk.com",
    script_name="publish_bot",
    api_key="{0}",
)
versions = sg.find("Version", [["project", "is", {"type": "Project", "id": 142}]], ["code", "sg_status_list"])""",
    r(25, LOWER_NUM + "!#$%^&*-"),
)
add(
    "media/shotgrid-toolkit-shotgun-yml",
    """# config/core/shotgun.yml
host: https://atelier.shotgrid.autodesk.com
api_script: toolkit_bootstrap
api_key: {0}
http_proxy:""",
    r(25, LOWER_NUM + "!#$%^&*-"),
)
add(
    "media/shotgun-events-daemon-conf-key",
    """[shotgun]
server: https://atelier.shotgrid.autodesk.com
name: shotgunEventDaemon
key: {0}
use_session_uuid: True

[daemon]
pidFile: /var/run/shotgunEventDaemon.pid
eventIdFile: /var/lib/shotgunEvents/shotgunEventDaemon.id""",
    r(25, LOWER_NUM + "!#$%^&*-"),
)
add(
    "media/ftrack-session-api-key",
    """session = ftrack_api.Session(
    server_url="https://atelier.ftrackapp.com",
    api_user="pipeline@atelier-studio.io",
    api_key="{0}",
    auto_connect_event_hub=False,
)
tasks = session.query('Task where project.name is "aw24_campaign" and status.name is "In progress"').all()""",
    uuid4(),
)
add(
    "media/ftrack-connect-launcher-script",
    """#!/usr/bin/env bash
# launch ftrack connect on render nodes (ansible-managed)
export FTRACK_SERVER=https://atelier.ftrackapp.com
export FTRACK_API_USER=farm@atelier-studio.io
export FTRACK_API_KEY={0}
exec /opt/ftrack-connect/ftrack_connect --silent""",
    uuid4(),
)
add(
    "media/sidefx-web-api-client-secret",
    """import sidefx

service = sidefx.service(
    access_token_url="https://www.sidefx.com/oauth2/application_token",
    client_id="Qz7mT2vK9xL4pR8wN1cB6dF3",
    client_secret_key="{0}",
    endpoint_url="https://www.sidefx.com/api/",
)
latest = service.download.get_daily_builds_list(product="houdini", version="20.5", platform="linux")""",
    r(64, ALNUM),
)
add(
    "media/blenderkit-api-key-startup",
    """# ~/.config/blender/4.2/scripts/startup/farm_prefs.py
import bpy

def register():
    prefs = bpy.context.preferences.addons["blenderkit"].preferences
    prefs.api_key = "{0}"
    prefs.global_dir = "/mnt/library/blenderkit_data"
    prefs.thumb_size = 128""",
    r(40, ALNUM),
)
add(
    "media/sketchfab-addon-config-json",
    """{
  "version": "1.6.2",
  "download_folder": "/mnt/library/sketchfab",
  "sketchfab_api_token": "{0}",
  "import_as_linked": false,
  "texture_resolution": "2k"
}""",
    hexid(32),
)
add(
    "media/p4config-p4passwd",
    """$ cat .p4config
P4PORT=ssl:perforce.atelier.local:1666
P4USER=art_jenkins
P4CLIENT=art_jenkins_ue5_main
P4PASSWD={0}
P4IGNORE=.p4ignore
P4CHARSET=utf8""",
    hpw(),
)
add_split(
    "media/p4tickets-lines",
    """$ cat ~/.p4tickets
ssl:perforce.atelier.local:1666=art_jenkins:{0}
10.20.4.31:1666=swarm:{1}""",
    r(32, UPPER_HEX),
    r(32, UPPER_HEX),
)
add(
    "media/perforce-login-pipe-jenkinsfile",
    """stage('Sync art depot') {
  steps {
    sh '''
      export P4PORT=ssl:perforce.atelier.local:1666
      echo '{0}' | p4 -u build_svc login -a
      p4 -c build_svc_ws sync -q //art/main/...@${P4_CHANGELIST}
    '''
  }
}""",
    hpw(),
)
add(
    "media/helix-swarm-config-php",
    """<?php
return array(
    'environment' => array('hostname' => 'swarm.atelier.local'),
    'p4' => array(
        'port'     => 'ssl:perforce.atelier.local:1666',
        'user'     => 'swarm',
        'password' => '{0}',
    ),
    'mail' => array('transport' => array('host' => 'smtp.atelier.local')),
);""",
    hpw(),
)
add(
    "media/kitsu-gazu-log-in",
    """import gazu

gazu.set_host("https://kitsu.atelier-studio.io/api")
user = gazu.log_in("pipeline@atelier-studio.io", "{0}")
project = gazu.project.get_project_by_name("AW24 Campaign")
shots = gazu.shot.all_shots_for_project(project)""",
    hpw(),
)
add(
    "media/pixel-streaming-turn-credential",
    """./start.sh --HttpPort 80 --StreamerPort 8888 \\
  --peerConnectionOptions='{"iceServers":[{"urls":["stun:stun.l.google.com:19302","turn:turn.atelier-studio.io:3478"],"username":"ps_viewer","credential":"{0}"}]}'""",
    pw(),
)
add(
    "media/fr-chat-shotgrid-script-key",
    """Pour le bot de publication Nuke, la clé de script ShotGrid (script_name=publish_bot) est : {0}
Elle a les droits API admin, donc on la garde uniquement dans le vault du pipeline.""",
    r(25, LOWER_NUM + "!#$%^&*-"),
)
add(
    "media/ja-chat-deadline-password",
    """レンダーファームのDeadline Web Serviceのアカウントです。
ユーザー名: pipeline
パスワード: {0}
Mondoの監視スクリプトからも同じアカウントを使っています。""",
    hpw(),
)
add_split(
    "media/split-p4passwd-two-exports",
    """$ export P4PW_A='{0}'
$ export P4PW_B='{1}'
$ P4PASSWD="$P4PW_A$P4PW_B" p4 -u art_jenkins login -s
User art_jenkins ticket expires in 11 hours 59 minutes.""",
    pw(),
    pw(),
)

# ============================================================ secrets: design, fonts and print
add(
    "media/fontawesome-npmrc-auth-token",
    """$ cat .npmrc
@fortawesome:registry=https://npm.fontawesome.com/
//npm.fontawesome.com/:_authToken={0}
engine-strict=true""",
    uuid4().upper(),
)
add(
    "media/adobe-fonts-typekit-token-header",
    """curl -s -H "X-Typekit-Token: {0}" https://typekit.com/api/v1/json/kits/abc1xyz/publish -X POST""",
    hexid(40),
)
add(
    "media/printify-jwt-dotenv",
    """# shop-sync/.env
PRINTIFY_SHOP_ID=9384172
PRINTIFY_API_TOKEN={0}
SYNC_INTERVAL_MINUTES=30""",
    rs256_jwt({"aud": "37d4bd3005ac9f4e", "jti": hexid(80), "iat": 1733400000, "nbf": 1733400000, "sub": "18294733", "scopes": ["shops.manage", "products.read", "products.write", "orders.read"]}),
)
add(
    "media/gelato-x-api-key",
    """GELATO_HEADERS = {
    "X-API-KEY": "{0}",
    "Content-Type": "application/json",
}
r = httpx.post("https://order.gelatoapis.com/v4/orders", headers=GELATO_HEADERS, json=order)""",
    uuid4() + "-" + uuid4() + ":" + uuid4(),
)
add(
    "media/prodigi-sandbox-api-key",
    """$ curl -s https://api.sandbox.prodigi.com/v4.0/Orders -H "X-API-Key: {0}" -H "Content-Type: application/json" -d @order_poster_a3.json | jq .outcome
"Created\"""",
    uuid4(),
)
add(
    "media/lulu-basic-encoded-client",
    """curl -X POST https://api.lulu.com/auth/realms/glasstree/protocol/openid-connect/token \\
  -H "Content-Type: application/x-www-form-urlencoded" \\
  -H "Authorization: Basic {0}" \\
  -d "grant_type=client_credentials\"""",
    base64.b64encode((uuid4() + ":" + r(32, ALNUM)).encode()).decode(),
)
add(
    "media/figma-export-rc-token",
    """// .figmaexportrc.js
module.exports = {
  token: "figd_{0}",
  commands: [
    ["components", {
      fileId: "Ab3dEfGh1JkLmN0pQrStUv",
      onlyFromPages: ["Icons"],
      outputters: [require("@figma-export/output-components-as-svg")({ output: "./src/icons" })],
    }],
  ],
};""",
    r(40, URLSAFE),
)
add(
    "media/canva-connect-client-secret",
    """CANVA_CLIENT_ID=OC-AZ3kR9pL2mTq
CANVA_CLIENT_SECRET={0}
CANVA_REDIRECT_URI=http://127.0.0.1:3001/oauth/redirect""",
    "cnvca" + r(43, URLSAFE),
)

# ============================================================ secrets: subtitles and captions
add_split(
    "media/opensubtitles-login-key-and-password",
    """POST https://api.opensubtitles.com/api/v1/login
Api-Key: {0}
User-Agent: AtelierSubs v1.4
Content-Type: application/json

{"username": "atelier_subs", "password": "{1}"}""",
    r(32, ALNUM),
    hpw(),
)
add(
    "media/amara-api-key-header",
    """curl -s -H "X-api-username: atelier" -H "X-api-key: {0}" \\
  "https://amara.org/api/videos/?team=atelier-subtitles&limit=20" | jq '.objects[].id'""",
    hexid(40),
)
add(
    "media/threeplay-api-key-query-log",
    """I, [2024-12-06T16:02:11.482 #4412]  INFO -- : GET https://api.3playmedia.com/v3/transcripts?api_key={0}&media_file_id=9912408&format=srt -> 200 (412ms)""",
    hexid(32),
)

# ============================================================ look-alikes: localization
la(
    """$ cat crowdin.yml
project_id_env: CROWDIN_PROJECT_ID
api_token_env: CROWDIN_PERSONAL_TOKEN
base_path: "."
preserve_hierarchy: true
files:
  - source: /locales/en/*.json
    translation: /locales/%two_letters_code%/%original_file_name%"""
)
la(
    """$ crowdin download --branch release-3.8 --verbose
Fetching project info\t✔️
Building ZIP archive with the latest translations
Building translation (100%)\t✔️
Build ID: {0}
Extracted: 'locales/fr/common.json'
Extracted: 'locales/ja/common.json'
Extracted: 'locales/ko/common.json'
Extracted: 'locales/pt-BR/common.json'""",
    r(7, DIGITS),
)
la(
    """{
  "event": "file.translated",
  "file": {"id": "2214", "name": "checkout.json", "projectId": "584213", "revision": "37"},
  "targetLanguage": {"id": "pt-BR", "name": "Portuguese, Brazilian", "locale": "pt-BR"},
  "progress": {"translationProgress": 100, "approvalProgress": 92},
  "etag": "{0}"
}""",
    hexid(32),
)
la(
    """$ lokalise2 --token "$LOKALISE_API_TOKEN" project list | jq -r '.projects[] | [.project_id, .name, .statistics.keys_total] | @tsv'
81738465f9c2d3a1e4b2c7.19283746\tAtelier mobile\t2841
{0}.{1}\tAtelier web\t4410
{2}.{3}\tMarketing emails\t318""",
    r(22, LOWER_NUM), r(8, DIGITS), r(22, LOWER_NUM), r(8, DIGITS),
)
la(
    """const lokaliseApi = new LokaliseApi({ apiKey: process.env.LOKALISE_API_TOKEN! });
if (!process.env.LOKALISE_API_TOKEN) {
  throw new Error("LOKALISE_API_TOKEN is not set (ask #l10n for a read-only token)");
}"""
)
la(
    """# .phrase.yml (committed template)
phrase:
  access_token: <YOUR_PHRASE_ACCESS_TOKEN>
  project_id: 4c8e2a91b0f34d7e9a55c1b2d3e4f607
  file_format: yml"""
)
la(
    """[
  {"id": "{0}", "name": "en", "code": "en-US", "default": true, "main": true, "rtl": false, "plural_forms": ["one", "other"]},
  {"id": "{1}", "name": "ja", "code": "ja-JP", "default": false, "main": false, "rtl": false, "plural_forms": ["other"]},
  {"id": "{2}", "name": "ar", "code": "ar-SA", "default": false, "main": false, "rtl": true, "plural_forms": ["zero", "one", "two", "few", "many", "other"]}
]""",
    hexid(32), hexid(32), hexid(32),
)
la(
    """[https://app.transifex.com]
rest_hostname = https://rest.api.transifex.com
# token intentionally empty: tx reads TX_TOKEN from the environment in CI
token         ="""
)
la(
    """$ tx status
atelier-web.common (o:atelier:p:atelier-web:r:common)
  Source file: locales/en/common.json
  fr: 100% translated, 100% reviewed
  ja: 97% translated (14 strings left)
  ko: 88% translated (61 strings left)
  Last updated: 2024-12-05T18:22:01Z by lea.martin"""
)
la(
    """<tu tuid="{0}" creationdate="20241203T101512Z" changeid="lea.martin">
  <prop type="x-context-hash">{1}</prop>
  <tuv xml:lang="en-US"><seg>Your order has shipped</seg></tuv>
  <tuv xml:lang="fr-FR"><seg>Votre commande a été expédiée</seg></tuv>
</tu>""",
    hexid(16), sha(),
)
la(
    """$ wlc --url https://hosted.weblate.org/api/ list-components atelier-app
name: Mobile strings
slug: mobile-strings
source_language: en
file_format: aresource
repo: https://github.com/atelier-studio/app-strings.git
branch: main
git_export: https://hosted.weblate.org/git/atelier-app/mobile-strings/"""
)
la(
    """// .tolgeerc.json
{
  "$schema": "https://docs.tolgee.io/cli-schema.json",
  "projectId": 4821,
  "format": "JSON_TOLGEE",
  "pull": { "path": "./i18n", "languages": ["en", "fr", "ja", "ko"] },
  "push": { "files": [{ "path": "./i18n/en.json", "language": "en" }] }
}
// the API key comes from TOLGEE_API_KEY; do not add "apiKey" here"""
)
la(
    """>>> translator = deepl.Translator(os.environ["DEEPL_AUTH_KEY"])
>>> u = translator.get_usage()
>>> u.character.count, u.character.limit
(180118, 500000)"""
)
la(
    """[
  {
    "detectedLanguage": {"language": "en", "score": 1.0},
    "translations": [{"text": "30일 이내 무료 반품", "to": "ko"}]
  }
]
x-requestid: {0}
x-metered-usage: 28""",
    uuid4().upper(),
)
la(
    """<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file source-language="en" target-language="fr" datatype="plaintext" original="checkout.json">
    <body>
      <trans-unit id="{0}" resname="checkout.cta.pay">
        <source>Pay now</source>
        <target state="translated">Payer maintenant</target>
      </trans-unit>
    </body>
  </file>
</xliff>""",
    r(20, LOWER_NUM),
)
la(
    """i18n.use(LocizeBackend).init({
  fallbackLng: 'en',
  backend: {
    projectId: '6f0b9c1e-33a4-4d2b-8e55-1c7a90d2e4b8', // public, also shipped in the bundle
    // apiKey only in development, injected from LOCIZE_API_KEY
    apiKey: import.meta.env.DEV ? import.meta.env.VITE_LOCIZE_API_KEY : undefined,
    version: 'production',
  },
})"""
)
la(
    """| locale     | plural categories           | date format   | notes                 |
|------------|-----------------------------|---------------|-----------------------|
| en-US      | one, other                  | MM/DD/YYYY    | source                |
| fr-CA      | one, many, other            | YYYY-MM-DD    | guillemets « »        |
| ja-JP      | other                       | YYYY/MM/DD    | no plural forms       |
| ko-KR      | other                       | YYYY. MM. DD. |                       |
| zh-Hant-TW | other                       | YYYY/MM/DD    | traditional script    |
| pl-PL      | one, few, many, other       | DD.MM.YYYY    |                       |"""
)
la(
    """Crowdinのトークンを再発行しました。古いトークンは失効済みで、新しい値はGitHub ActionsのシークレットCROWDIN_PERSONAL_TOKENにだけ登録しています。ローカルで使う場合は各自で読み取り専用のトークンを発行してください。"""
)
la(
    """J'ai révoqué l'ancien jeton API Lokalise (il traînait dans un vieux ticket Jira). Le nouveau est dans le coffre 1Password « Localisation » ; la CI le lit via la variable LOKALISE_API_TOKEN, rien à changer dans le dépôt."""
)
la(
    """msgid ""
msgstr ""
"Project-Id-Version: atelier-web 3.8\\n"
"POT-Creation-Date: 2024-12-04 09:12+0000\\n"
"Language: ko\\n"
"Plural-Forms: nplurals=1; plural=0;\\n"
"X-Crowdin-Project: atelier-web\\n"
"X-Crowdin-Project-ID: 584213\\n"
"X-Crowdin-Language: ko\\n"
"X-Crowdin-File-ID: 2214\\n\""""
)
la(
    """{
  "cart.items": "{count, plural, =0 {Your cart is empty} one {# item} other {# items}}",
  "cart.items_fr": "{count, plural, =0 {Votre panier est vide} one {# article} other {# articles}}",
  "greeting": "Hello, {name}!"
}"""
)
la(
    """diff --git a/locales/ja/common.json b/locales/ja/common.json
index {0}..{1} 100644
--- a/locales/ja/common.json
+++ b/locales/ja/common.json
@@ -12,7 +12,7 @@
   "nav.shop": "ショップ",
-  "nav.journal": "ジャーナル",
+  "nav.journal": "読みもの",
   "nav.account": "アカウント",""",
    hexid(9), hexid(9),
)
la(
    """$ smartling-cli jobs list --project a1b2c3d4e
translationJobUid  jobNumber  jobName                     status        dueDate
{0}       ATL-000412 iOS release 3.8              IN_PROGRESS   2024-12-12
{1}       ATL-000409 Holiday campaign emails      COMPLETED     2024-11-29""",
    r(12, LOWER_NUM), r(12, LOWER_NUM),
)
la(
    """{"response": {"status": "success", "code": "200", "message": "OK"},
 "result": {"projects": [
   {"id": 612873, "name": "Atelier app", "public": 0, "open": 0, "created": "2023-04-11T09:14:02+0000"},
   {"id": 612901, "name": "Atelier help center", "public": 1, "open": 1, "created": "2023-05-02T15:40:44+0000"}
 ]}}"""
)
la(
    """Translation memory dedup report
segments scanned: 48211
exact duplicates removed: 3120
key                                       source_hash                               locales
checkout.cta.pay                          {0}  fr,ja,ko
nav.journal                               {1}  fr,ja""",
    sha(), sha(),
)

# ============================================================ look-alikes: headless CMS
la(
    """{
  "story": {
    "name": "Home",
    "id": 548113902,
    "uuid": "{0}",
    "slug": "home",
    "full_slug": "fr/home",
    "lang": "fr",
    "content": {"_uid": "{1}", "component": "page", "body": []}
  },
  "cv": 1733549811,
  "rels": [],
  "links": []
}""",
    uuid4(), uuid4(),
)
la(
    """// storyblok.config.ts
export default defineNuxtConfig({
  modules: [["@storyblok/nuxt", { accessToken: process.env.STORYBLOK_PREVIEW_TOKEN, apiOptions: { region: "eu" } }]],
});"""
)
la(
    """{
  "repositoryName": "atelier-journal",
  "adapter": "@slicemachine/adapter-next",
  "libraries": ["./src/slices"],
  "localSliceSimulatorURL": "http://localhost:3000/slice-simulator"
}"""
)
la(
    """{"id": "Z3aB8xEAACMAr4lk", "uid": "carnet-de-tournage", "type": "article", "lang": "fr-fr",
 "alternate_languages": [{"id": "Z3aB7REAACEAr4jP", "uid": "shooting-diary", "lang": "en-us"}],
 "first_publication_date": "2024-11-28T09:00:12+0000", "href": "https://atelier-journal.cdn.prismic.io/api/v2/documents/search?ref=Z1xK9REAACMA5Qj0&q=..."}"""
)
la(
    """{
  "id": "{0}",
  "type": "upload",
  "attributes": {
    "filename": "hero-aw24.jpg",
    "md5": "{1}",
    "size": 1843310,
    "width": 3000, "height": 2000,
    "url": "https://www.datocms-assets.com/118273/1733550000-hero-aw24.jpg",
    "mime_type": "image/jpeg",
    "blurhash": "LGF5?xYk^6#M@-5c,1J5@[or[Q6."
  }
}""",
    r(22, URLSAFE), hexid(32),
)
la(
    """# public content API, "Public Content API" permissions = read PUBLISHED only, no token needed
NEXT_PUBLIC_HYGRAPH_ENDPOINT=https://eu-central-1-shared-euc1-02.cdn.hygraph.com/content/clx2k9v8w01a907uk3d1e9f2m/master
HYGRAPH_DEV_AUTH_TOKEN=${HYGRAPH_DEV_AUTH_TOKEN}"""
)
la(
    """version: 1
directus: 11.3.5
vendor: sqlite
collections:
  - collection: projects
    meta: {icon: movie, sort_field: sort, archive_field: status, archive_value: archived}
fields:
  - collection: projects
    field: id
    type: uuid
    schema: {is_primary_key: true, has_auto_increment: false}
  - collection: projects
    field: frame_range
    type: string
    meta: {note: "e.g. 1001-1240"}"""
)
la(
    """export default buildConfig({
  secret: process.env.PAYLOAD_SECRET || "",
  db: mongooseAdapter({ url: process.env.DATABASE_URI! }),
  collections: [Users, Media, Products],
  typescript: { outputFile: path.resolve(dirname, "payload-types.ts") },
});"""
)
la(
    """Ghost Admin API key for the "Theme deploy" integration:
  ID:     {0}
  Secret: ****************************************************************
Rotate it from Settings → Integrations → Theme deploy → Regenerate.""",
    hexid(24),
)
la(
    """- name: Deploy theme
  uses: TryGhost/action-deploy-theme@v1
  with:
    api-url: ${{ secrets.GHOST_ADMIN_API_URL }}
    api-key: ${{ secrets.GHOST_ADMIN_API_KEY }}
    theme-name: atelier-journal"""
)
la(
    """npx strapi transfer --to "$STRAPI_REMOTE_URL/admin" --to-token "$STRAPI_TRANSFER_TOKEN" --exclude files --force"""
)
la(
    """{
  "kind": "collectionType",
  "collectionName": "campaigns",
  "info": {"singularName": "campaign", "pluralName": "campaigns", "displayName": "Campaign"},
  "options": {"draftAndPublish": true},
  "pluginOptions": {"i18n": {"localized": true}},
  "attributes": {
    "title": {"type": "string", "required": true, "pluginOptions": {"i18n": {"localized": true}}},
    "heroAssetId": {"type": "string"},
    "muxPlaybackId": {"type": "string"}
  }
}"""
)
la(
    """services:
  directus:
    image: directus/directus:11.3.5
    environment:
      SECRET: ${DIRECTUS_SECRET:?set DIRECTUS_SECRET in .env}
      ADMIN_EMAIL: ops@atelier-studio.io
      ADMIN_PASSWORD: ${DIRECTUS_ADMIN_PASSWORD:?set DIRECTUS_ADMIN_PASSWORD in .env}"""
)
la(
    """스트라피 관리자 비밀번호는 공유하지 않습니다. 처음 로그인할 때는 `npx strapi admin:reset-user-password --email admin@atelier-studio.io` 로 각자 새 비밀번호를 설정하고, 설정한 비밀번호는 팀 비밀번호 관리자에만 저장해 주세요."""
)
la(
    """export default defineConfig({
  branch: process.env.HEAD || "main",
  clientId: process.env.NEXT_PUBLIC_TINA_CLIENT_ID, // public
  token: process.env.TINA_TOKEN,                    // read-only content token, CI only
  build: { outputFolder: "admin", publicFolder: "public" },
});"""
)
la(
    """2024-12-06 17:40:02 webhook delivered event=entry.publish model=campaign entry=3912 locale=ja delivery_id={0} status=200 duration_ms=184
2024-12-06 17:40:03 webhook delivered event=entry.publish model=campaign entry=3912 locale=ko delivery_id={1} status=200 duration_ms=171""",
    uuid4(), uuid4(),
)
la(
    """{
  "DeliveryOptions": { "ProjectId": "975bf280-fd91-488c-994c-2f04416e5ee3" },
  "ManagementOptions": {
    "ProjectId": "975bf280-fd91-488c-994c-2f04416e5ee3",
    "ApiKey": ""
  }
}
// ApiKey is bound from the KONTENT_MANAGEMENT_API_KEY user secret (dotnet user-secrets)"""
)

# ============================================================ look-alikes: DAM, image and video
la(
    """<img
  src="https://atelier-assets.imgix.net/lookbook/aw24/look-07.jpg?w=1200&auto=format,compress&fit=crop&crop=faces"
  srcset="https://atelier-assets.imgix.net/lookbook/aw24/look-07.jpg?w=600&auto=format 600w,
          https://atelier-assets.imgix.net/lookbook/aw24/look-07.jpg?w=1200&auto=format 1200w"
  alt="Look 07, wool coat in umber">"""
)
la(
    """export const imgix = new ImgixClient({
  domain: "atelier-assets.imgix.net",
  secureURLToken: process.env.IMGIX_SECURE_URL_TOKEN, // source is a public web folder; signing only on the private source
});"""
)
la(
    """https://res.cloudinary.com/atelier-prod/image/upload/c_fill,g_auto,w_800,h_1000/f_auto,q_auto/v1733550000/campaigns/aw24/hero_ja.jpg"""
)
la(
    """{
  "asset_id": "{0}",
  "public_id": "campaigns/aw24/hero_fr",
  "version": 1733551207,
  "version_id": "{1}",
  "signature": "{2}",
  "width": 3000,
  "height": 2000,
  "format": "png",
  "resource_type": "image",
  "bytes": 5812204,
  "etag": "{3}",
  "secure_url": "https://res.cloudinary.com/atelier-prod/image/upload/v1733551207/campaigns/aw24/hero_fr.png"
}""",
    hexid(32), hexid(32), sha(), hexid(32),
)
la(
    """# .env.example
CLOUDINARY_URL=cloudinary://<api_key>:<api_secret>@<cloud_name>
# Get these from Console → Settings → API Keys. Never commit the real .env."""
)
la(
    """Cloudinary signed uploads, how it works: sort the params alphabetically, join them as
key=value with &, append the API secret, SHA-1 the whole string and send the hex digest as
"signature" along with api_key and timestamp. The secret never leaves the server; the
browser only ever sees the resulting signature, which is valid for one hour."""
)
la(
    """{
  "data": {
    "id": "{0}",
    "status": "ready",
    "duration": 142.541,
    "max_stored_resolution": "UHD",
    "aspect_ratio": "16:9",
    "playback_ids": [{"policy": "public", "id": "{1}"}],
    "tracks": [
      {"type": "video", "id": "{2}", "max_width": 3840, "max_height": 2160},
      {"type": "audio", "id": "{3}", "max_channels": 2}
    ],
    "upload_id": "{4}",
    "passthrough": "shot=sh040;version=v007"
  }
}""",
    r(36, ALNUM), r(44, ALNUM), r(36, ALNUM), r(36, ALNUM), r(36, ALNUM),
)
la(
    """<mux-player
  playback-id="{0}"
  metadata-video-title="Atelier showreel 2024"
  metadata-viewer-user-id="anonymous"
  accent-color="#c2410c"
></mux-player>
<!-- public playback policy: the id is meant to be embedded -->""",
    r(44, ALNUM),
)
la(
    """Example from the 2021 runbook (token EXPIRED on 2021-02-01 and the signing key it was made
with was deleted the same week; kept only to show the URL shape):
https://stream.mux.com/{0}.m3u8?token={1}""",
    r(44, ALNUM),
    rs256_jwt({"sub": "Vd0199kCqWc1lR2U00Y7pI2", "aud": "v", "exp": 1612137600, "kid": "EXAMPLE-KEY-DELETED"}),
)
la(
    """{
  "videoLibraryId": 218734,
  "guid": "{0}",
  "title": "sh010_teaser_v03.mp4",
  "dateUploaded": "2024-12-06T10:41:27.113",
  "length": 48,
  "status": 4,
  "framerate": 23.976,
  "width": 1920, "height": 1080,
  "availableResolutions": "360p,480p,720p,1080p",
  "thumbnailFileName": "thumbnail.jpg",
  "encodeProgress": 100,
  "storageSize": 73482211,
  "collectionId": "b8f2c0e1-5a44-4c1d-9d0e-7e3f1a2b6c90"
}""",
    uuid4(),
)
la(
    """https://vz-3f1c2a9b-4d1.b-cdn.net/{0}/playlist.m3u8
https://vz-3f1c2a9b-4d1.b-cdn.net/{0}/thumbnail.jpg
(public library, token authentication disabled for the marketing collection)""",
    uuid4(),
)
la(
    """{
  "type": "video",
  "version": "1.0",
  "provider_name": "Vimeo",
  "title": "Atelier - Behind the seams",
  "author_name": "Atelier Studio",
  "video_id": 1036812244,
  "duration": 214,
  "thumbnail_url": "https://i.vimeocdn.com/video/1952183044-{0}-d_640",
  "upload_date": "2024-11-30 14:02:51"
}""",
    hexid(64),
)
la(
    """<script src="https://fast.wistia.com/embed/medias/{0}.jsonp" async></script>
<script src="https://fast.wistia.com/assets/external/E-v1.js" async></script>
<div class="wistia_embed wistia_async_{0} videoFoam=true" style="height:360px;width:640px">&nbsp;</div>""",
    r(10, LOWER_NUM),
)
la(
    """<div id="player"></div>
<script src="https://cdn.jwplayer.com/libraries/Lm8NqR2t.js"></script>
<script>
  jwplayer("player").setup({ playlist: "https://cdn.jwplayer.com/v2/media/Xk3pQ9aZ" });
</script>"""
)
la(
    """{
  "videoId": "vi{0}",
  "title": "Atelier showreel 2024",
  "public": true,
  "assets": {
    "hls": "https://vod.api.video/vod/vi{0}/hls/manifest.m3u8",
    "player": "https://embed.api.video/vod/vi{0}",
    "thumbnail": "https://vod.api.video/vod/vi{0}/thumbnail.jpg"
  }
}""",
    r(22, ALNUM),
)
la(
    """{
  "id": "{0}",
  "name": "SH040_comp_v007.mov",
  "type": "file",
  "project_id": "7d2e0c1b-3a4f-4b5e-8c6d-9e0f1a2b3c4d",
  "filesize": 2214880321,
  "checksums": {"xx_hash": "{1}", "md5": "{2}"},
  "fps": 24, "frames": 240,
  "status": "uploaded"
}""",
    uuid4(), hexid(16), hexid(32),
)
la(
    """await frameio.webhooks.create(teamId, {
  name: "review-sync",
  url: "https://hooks.atelier-studio.io/frameio",
  events: ["asset.ready", "comment.created"],
});
// the response's "secret" field is written straight to Vault at secret/frameio/webhook; never logged"""
)
la(
    """$ ffprobe -v error -show_entries stream=codec_name,width,height,r_frame_rate,bit_rate -of compact renders/sh040_v007.mov
stream|codec_name=prores|width=3840|height=2160|r_frame_rate=24000/1001|bit_rate=1466121514
stream|codec_name=pcm_s24le|width=N/A|height=N/A|r_frame_rate=0/0|bit_rate=2304000"""
)
la(
    """#EXTM3U
#EXT-X-VERSION:3
#EXT-X-TARGETDURATION:6
#EXT-X-MEDIA-SEQUENCE:0
#EXT-X-KEY:METHOD=AES-128,URI="https://keys.atelier-studio.io/hls/k/8841",IV=0x{0}
#EXTINF:6.006,
seg_00000.ts
#EXTINF:6.006,
seg_00001.ts""",
    hexid(32),
)
la(
    """{
  "result": {
    "uid": "{0}",
    "thumbnail": "https://customer-k3x9m2.cloudflarestream.com/{0}/thumbnails/thumbnail.jpg",
    "preview": "https://customer-k3x9m2.cloudflarestream.com/{0}/watch",
    "readyToStream": true,
    "requireSignedURLs": false,
    "meta": {"name": "teaser_fr.mp4"},
    "duration": 31.2
  },
  "success": true, "errors": [], "messages": []
}""",
    hexid(32),
)
la(
    """$ sha256sum deliverables/*.mov
{0}  deliverables/AW24_teaser_16x9_fr.mov
{1}  deliverables/AW24_teaser_9x16_ja.mov
{2}  deliverables/AW24_teaser_1x1_ko.mov""",
    r(64, HEX), r(64, HEX), r(64, HEX),
)
la(
    """<rdf:Description rdf:about=""
    xmpMM:DocumentID="xmp.did:{0}"
    xmpMM:InstanceID="xmp.iid:{1}"
    xmpMM:OriginalDocumentID="adobe:docid:photoshop:{2}"
    dc:format="image/tiff"
    photoshop:ColorMode="3"/>""",
    uuid4(), uuid4(), uuid4(),
)
la(
    """kaltura entry 1_a8xk2lq9 (partner 2814402)
  flavors: 1_0r3k9d2x (source, 3840x2160), 1_7mz2qp41 (1080p), 1_c9w8e3ls (720p)
  captions: 1_j2k8x0qa (fr, srt), 1_p4l9m2zd (ja, vtt)
  moderationStatus: APPROVED   entitlement: public"""
)
la(
    """<video-js data-account="6415649123001" data-player="Hk3m9vQzR" data-embed="default"
  data-video-id="6365121983112" controls></video-js>
<script src="https://players.brightcove.net/6415649123001/Hk3m9vQzR_default/index.min.js"></script>"""
)

# ============================================================ look-alikes: audio and podcast
la(
    """<authentication>
    <!-- rendered by envsubst at container start; the values live in the radio-secrets Secret -->
    <source-password>${ICECAST_SOURCE_PASSWORD}</source-password>
    <relay-password>${ICECAST_RELAY_PASSWORD}</relay-password>
    <admin-user>admin</admin-user>
    <admin-password>${ICECAST_ADMIN_PASSWORD}</admin-password>
</authentication>"""
)
la(
    """output.icecast(%mp3(bitrate=192),
  host="stream.radio-atelier.fm", port=8000,
  password=environment.get("HARBOR_SOURCE_PASSWORD"),
  mount="/live", name="Radio Atelier",
  radio)"""
)
la(
    """<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
  <channel>
    <title>Atelier Sessions</title>
    <podcast:guid>{0}</podcast:guid>
    <itunes:author>Atelier Studio</itunes:author>
    <item>
      <title>Episode 37 - Foley on a budget</title>
      <guid isPermaLink="false">{1}</guid>
      <enclosure url="https://media.transistor.fm/{2}/{3}.mp3" length="48211034" type="audio/mpeg"/>
      <itunes:duration>2811</itunes:duration>
    </item>
  </channel>
</rss>""",
    uuid4(), uuid4(), hexid(8), hexid(8),
)
la(
    """{
  "station": {"id": 1, "name": "Radio Atelier", "shortcode": "radio_atelier", "listen_url": "https://radio.atelier-studio.io/listen/radio_atelier/radio.mp3"},
  "now_playing": {
    "sh_id": 184221,
    "song": {"id": "{0}", "title": "Velvet Hours", "artist": "Marigold Tundra", "art": "https://radio.atelier-studio.io/api/station/1/art/{1}-1733549000.jpg"},
    "elapsed": 71, "remaining": 164
  },
  "listeners": {"total": 48, "unique": 41, "current": 48}
}""",
    hexid(32), hexid(24),
)
la(
    """$ ffmpeg -hide_banner -i raw/ep38_mix_v2.wav -af ebur128=peak=true -f null - 2>&1 | tail -n 12
  Integrated loudness:
    I:         -16.2 LUFS
    Threshold: -26.4 LUFS
  Loudness range:
    LRA:         6.1 LU
    Threshold: -36.5 LUFS
    LRA low:   -20.3 LUFS
    LRA high:  -14.2 LUFS
  True peak:
    Peak:       -1.1 dBFS"""
)
la(
    """<SHOUTCASTSERVER>
  <CURRENTLISTENERS>37</CURRENTLISTENERS>
  <PEAKLISTENERS>112</PEAKLISTENERS>
  <MAXLISTENERS>250</MAXLISTENERS>
  <STREAMSTATUS>1</STREAMSTATUS>
  <BITRATE>192</BITRATE>
  <SONGTITLE>Sparrow Fresco - Keyframe (Live)</SONGTITLE>
  <STREAMUPTIME>412004</STREAMUPTIME>
</SHOUTCASTSERVER>"""
)
la(
    """Transistor API 키를 새로 발급했고 이전 키는 폐기했습니다. 새 키는 GitHub 저장소 시크릿 TRANSISTOR_API_KEY 에만 들어 있으니, 로컬에서 테스트하실 때는 본인 계정으로 키를 따로 만들어서 .env 에 넣어 주세요."""
)

# ============================================================ look-alikes: render farm and 3D/VFX
la(
    """$ deadlinecommand -GetJobIdsFilter Status=Active
{0}
{1}
{2}
$ deadlinecommand -GetJob {0} | egrep '^(Name|Frames|ChunkSize|Plugin|Pool)='
Name=aw24_sh040_lighting_v012
Frames=1001-1240
ChunkSize=5
Plugin=Houdini
Pool=gpu_a6000""",
    hexid(24), hexid(24), hexid(24),
)
la(
    """Plugin=Houdini
Name=sh060_fx_pyro_v004
Comment=cache pass, wedge 3 of 8
Frames=1001-1100x2
ChunkSize=10
Priority=65
Pool=cpu_epyc
Group=houdini20_5
OutputDirectory0=/mnt/renders/aw24/sh060/fx/v004
OutputFilename0=sh060_fx_pyro_v004.$F4.bgeo.sc
ExtraInfoKeyValue0=ShotGridVersionId=48213
ExtraInfoKeyValue1=JobHash={0}""",
    hexid(16),
)
la(
    """[Deadline]
ConnectionType=Remote
ProxyRoot=rcs.farm.atelier.local:4433
ProxyUseSSL=True
ProxySSLCertificate=/opt/Thinkbox/certs/Deadline10RemoteClient.pfx
; the certificate passphrase is entered at install time and not stored here
LaunchSlaveAtStartup=1
NetworkRoot=/mnt/DeadlineRepository10"""
)
la(
    """>>> sg.find_one("Version", [["code", "is", "sh010_comp_v012"]], ["id", "sg_status_list", "sg_path_to_frames", "frame_range"])
{'type': 'Version', 'id': 48213, 'sg_status_list': 'rev', 'sg_path_to_frames': '/mnt/renders/aw24/sh010/comp/v012/sh010_comp_v012.####.exr', 'frame_range': '1001-1240'}"""
)
la(
    """# config/core/shotgun.yml
host: https://atelier.shotgrid.autodesk.com
# no api_script / api_key here: artists authenticate with their own Autodesk login,
# the farm uses SHOTGUN_SCRIPT_NAME / SHOTGUN_SCRIPT_KEY from the node environment
http_proxy:"""
)
la(
    """# ftrack_api.Session() with no arguments reads FTRACK_SERVER, FTRACK_API_USER and
# FTRACK_API_KEY from the environment; the farm sets them from Vault at job start.
session = ftrack_api.Session(auto_connect_event_hub=False)
version = session.get("AssetVersion", "{0}")
print(version["asset"]["name"], version["version"], version["status"]["name"])""",
    uuid4(),
)
la(
    """Task           {0}  sh040 / lighting  In progress
AssetVersion   {1}  sh040_lgt_v012    Pending review
Component      {2}  main (exr)        /mnt/renders/aw24/sh040/lgt/v012/""",
    uuid4(), uuid4(), uuid4(),
)
la(
    """$ hython -c "import hou; print(hou.applicationVersionString(), hou.licenseCategory(), hou.hipFile.path())"
20.5.410 licenseCategoryType.Commercial /mnt/projects/aw24/sh060/fx/sh060_fx_pyro_v004.hip
$ echo $HOUDINI_PATH
/mnt/pipeline/houdini/20.5:&"""
)
la(
    """bl_info = {
    "name": "Atelier Farm Submit",
    "author": "Atelier Pipeline",
    "version": (2, 3, 1),
    "blender": (4, 2, 0),
    "location": "Properties > Render > Farm",
    "description": "Submit the current scene to Deadline (frames, chunk size, pool)",
    "doc_url": "https://pipeline.atelier-studio.io/docs/blender-submit",
    "category": "Render",
}"""
)
la(
    """#usda 1.0
(
    defaultPrim = "sh040"
    startTimeCode = 1001
    endTimeCode = 1240
    framesPerSecond = 24
    metersPerUnit = 0.01
    upAxis = "Y"
    customLayerData = {
        string assetHash = "{0}"
        string pipelineVersion = "2024.12.1"
    }
)""",
    sha(),
)
la(
    """$ p4 info
User name: art_jenkins
Client name: art_jenkins_ue5_main
Client host: build-win-07
Server address: ssl:perforce.atelier.local:1666
Server version: P4D/LINUX26X86_64/2024.1/2625398 (2024/07/15)
Server license: Atelier Studio 150 users (expires 2026/06/30)
Server license-ip: 10.20.4.31
ServerID: atelier-commit
Server services: commit-server
Case Handling: insensitive"""
)
la(
    """$ p4 changes -m 4 //art/main/...
Change 918244 on 2024/12/06 by mina.park@mina_ws 'SM_chair_01: fix lightmap UVs'
Change 918239 on 2024/12/06 by t.bernard@tb_ws 'T_fabric_umber: 4k -> 2k for mobile'
Change 918231 on 2024/12/06 by art_jenkins@art_jenkins_ue5_main 'Automated: cook DDC for CL 918224'
Change 918224 on 2024/12/05 by k.sato@ks_ws 'BP_Door: add close sfx'"""
)
la(
    """$ p4 login -s
User art_jenkins ticket expires in 11 hours 42 minutes.
$ p4 tickets
ssl:perforce.atelier.local:1666 (art_jenkins) ****************************"""
)
la(
    """$ p4 fstat -Ol //art/main/Content/Props/SM_chair_01.uasset
... depotFile //art/main/Content/Props/SM_chair_01.uasset
... headAction edit
... headType binary+l
... headChange 918244
... headRev 14
... fileSize 2841120
... digest {0}""",
    r(32, UPPER_HEX),
)
la(
    """$ exrheader /mnt/renders/aw24/sh040/lgt/v012/sh040_lgt_v012.1001.exr
file format version: 2, flags 0x0
channels (type chlist):
    A, 16-bit floating-point, sampling 1 1
    B, 16-bit floating-point, sampling 1 1
    G, 16-bit floating-point, sampling 1 1
    R, 16-bit floating-point, sampling 1 1
compression (type compression): dwaa, compression level 45
dataWindow (type box2i): (0 0) - (4095 2159)
renderJobId (type string): "{0}"
frameRange (type string): "1001-1240\"""",
    hexid(24),
)
la(
    """J'ai régénéré la clé de script ShotGrid du bot de publication après le départ de Julien : l'ancienne est révoquée, la nouvelle est uniquement dans Vault (secret/pipeline/shotgrid/publish_bot). Si un outil renvoie « authentication failed », relancez-le depuis le launcher pour qu'il recharge la variable SHOTGUN_SCRIPT_KEY."""
)
la(
    """フレーム1001-1240をDeadlineに投入しました。ジョブIDは{0}、チャンクサイズは5、プールはgpu_a6000です。レンダリングが終わったらShotGridのバージョン48213に自動で紐づきます。""",
    hexid(24),
)

# ============================================================ look-alikes: design, fonts and print
la(
    """$ cat .npmrc
@fortawesome:registry=https://npm.fontawesome.com/
//npm.fontawesome.com/:_authToken=${FONTAWESOME_PACKAGE_TOKEN}
engine-strict=true"""
)
la(
    """<link rel="stylesheet" href="https://use.typekit.net/abc1xyz.css">
<!-- Adobe Fonts web project "Atelier site", kit id abc1xyz (public, domain-locked to atelier-studio.io) -->"""
)
la(
    """{
  "id": "{0}",
  "title": "Umber wool poster - A3",
  "blueprint_id": 282,
  "print_provider_id": 99,
  "variants": [{"id": 43154, "sku": "{1}", "price": 2400, "is_enabled": true}],
  "images": [{"src": "https://images-api.printify.com/mockup/{0}/43154/front.jpg", "is_default": true}]
}""",
    hexid(24), r(20, DIGITS),
)
la(
    """{"outcome": "Created", "order": {"id": "ord_{0}", "created": "2024-12-06T11:02:44.91Z", "status": {"stage": "InProgress"},
 "items": [{"id": "ori_{1}", "sku": "GLOBAL-FAP-16x24", "copies": 2, "sizing": "fillPrintArea"}]}}""",
    r(6, DIGITS), r(7, DIGITS),
)
la(
    """Design tokens exported from Figma file Ab3dEfGh1JkLmN0pQrStUv (node 1203:4412, "Atelier DS / Color")
--color-umber-500: #7c4a2d;
--color-saffron-300: #f4c26b;
--font-display: "Atelier Serif", "Times New Roman", serif;
export hash: {0}""",
    hexid(12),
)
la(
    """fonts/AtelierSerif-Regular.woff2  sha256 {0}
fonts/AtelierSerif-Italic.woff2   sha256 {1}
License: SIL Open Font License 1.1 (see fonts/OFL.txt). No license key is needed for
self-hosting; the commercial desktop licence number is on the invoice, not in the repo.""",
    r(64, HEX), r(64, HEX),
)

# ============================================================ look-alikes: subtitles and captions
la(
    """1
00:00:01,001 --> 00:00:03,480
Bienvenue dans l'atelier.

2
00:00:03,560 --> 00:00:06,120
Aujourd'hui, on parle de bruitage
avec trois fois rien.

3
00:00:06,200 --> 00:00:08,900
La clé, c'est l'écoute."""
)
la(
    """WEBVTT
X-TIMESTAMP-MAP=MPEGTS:900000,LOCAL:00:00:00.000

00:00:01.001 --> 00:00:03.480 line:90% align:center
アトリエへようこそ。

00:00:03.560 --> 00:00:06.120
今日は身近なものでつくる効果音の話です。"""
)
la(
    """{"total_count": 2, "data": [
  {"id": "{0}", "type": "subtitle", "attributes": {"language": "fr", "moviehash": "{1}", "moviehash_match": true,
   "files": [{"file_id": {2}, "file_name": "Behind.the.Seams.2024.1080p.fr.srt"}]}},
  {"id": "{3}", "type": "subtitle", "attributes": {"language": "ja", "moviehash": "{1}", "moviehash_match": true,
   "files": [{"file_id": {4}, "file_name": "Behind.the.Seams.2024.1080p.ja.srt"}]}}
]}""",
    r(7, DIGITS), hexid(16), r(7, DIGITS), r(7, DIGITS), r(7, DIGITS),
)
la(
    """caption-worker  job=cap_{0} media=9912408 lang=ko vendor=3play turnaround=standard status=COMPLETE fidelity=MECHANICAL words=4182
caption-worker  job=cap_{1} media=9912408 lang=fr vendor=amara status=IN_REVIEW subtitles_version=3""",
    r(10, LOWER_NUM), r(10, LOWER_NUM),
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
