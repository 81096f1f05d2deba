r"""Held-out batch 32: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) the
first 130 lines of bench/heldout/batch19.py, its docstring and the helper functions r, b64,
b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged; (3) the Theme
paragraphs of the earlier batches, so as not to repeat their texts; (4) the list of kind
names earlier batches use. The filter's rules, code, docs, tests, benches and results were
not read, and the filter was never run.

Theme: building and shipping mobile, desktop and game software. Android (gradle.properties
and signingConfigs, keystore and key passwords, keytool -list sessions, local.properties,
google-services.json, Play Console service-account JSON, Gradle build scans), iOS and macOS
(fastlane Matchfile, Appfile, Fastfile and match output, App Store Connect API keys and .p8
files, xcconfig files, Info.plist, xcrun notarytool and altool with app-specific passwords,
security import of a .p12 with its password, Sparkle EdDSA keys), cross-platform (Expo
eas.json and app.config.js, EAS secrets, React Native .env, Flutter key.properties and
--dart-define, Capacitor, Ionic Appflow, Kotlin Multiplatform), desktop (Electron
electron-builder env and notarize configs, Windows signtool with a .pfx password, Azure
Trusted Signing, MSIX, Tauri updater private keys and passwords, Squirrel, Snapcraft and
Flathub credentials, winget and Chocolatey API keys), games (Unity Cloud Build and Unity
Services, PlayFab title secret keys, Steamworks steamcmd login and ContentBuilder configs,
Epic Online Services client secrets, Photon, Nakama server keys, Godot export_presets.cfg
with keystore passwords, Unreal DefaultEngine.ini and Gauntlet, itch.io butler API keys),
crash and analytics SDKs (Crashlytics, Bugsnag, Sentry auth tokens in upload scripts, App
Center, Firebase App Distribution), and store review notes that give the reviewer a demo
account. New kinds live under "ship/"; an earlier kind name is reused only where it is
really the same kind. Secrets are random strings from the seeded helpers and human-chosen
passwords generated from the same seed (words, digits, symbols, leetspeak).
Look-alikes are the same contexts without a secret: bundle ids, application ids, team ids,
key ids, SHA-1 and SHA-256 certificate fingerprints from keytool -list and signingReport,
provisioning profile UUIDs, public keys (Sparkle public EdDSA keys, Tauri updater public
keys), Firebase and Google API keys only where the text says they are the public client
config, Steam app and depot ids, build numbers, version codes, artifact checksums,
notarization submission ids, crash ids, env-var references and placeholders, masked
values, and prose about passwords, keys and signing. Mostly English, some German and
Chinese.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(32_2026_12_06)
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
    "falcon", "harbor", "pixel", "maple", "rocket", "banana", "thunder", "sunset", "kraken",
    "marble", "violet", "tiger", "castle", "meadow", "cobalt", "dragon", "puffin", "summer",
    "winter", "orbit", "lantern", "pepper", "quartz", "willow", "nimbus", "ember", "glacier",
    "hopper", "zephyr", "badger", "goblin", "paladin", "respawn", "joystick", "sprite",
)  # fmt: skip
_LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})


def word() -> str:
    return _rng.choice(WORDS)


def year() -> str:
    return str(_rng.randint(1986, 2026))


def sym() -> str:
    return _rng.choice("!?*#+.")


def hpw_season() -> str:
    """Like Summer2024! : one capitalised word, a year, a symbol."""
    return word().capitalize() + year() + sym()


def hpw_leet() -> str:
    """Like K4r4k3nM4pl3!42 : two words in leetspeak, a symbol, two digits."""
    return (word().capitalize() + word().capitalize()).translate(_LEET) + sym() + r(2, DIGITS)


def hpw_phrase() -> str:
    """Like violet-rocket-ember-tiger7 : four lower-case words and a digit."""
    return "-".join(word() for _ in range(4)) + r(1, DIGITS)


def hpw_camel() -> str:
    """Like PixelHarbor391 : two capitalised words and three digits."""
    return word().capitalize() + word().capitalize() + r(3, DIGITS)


def hpw_shout() -> str:
    """Like DRAGON_puffin77? : an upper-case word, a lower-case word, digits, a symbol."""
    return word().upper() + "_" + word() + r(2, DIGITS) + sym()


def app_pw() -> str:
    """An Apple app-specific password: four groups of four lower-case letters."""
    return "-".join(r(4, LOWER) for _ in range(4))


def team() -> str:
    return r(10, UPPER_NUM)


def fp(n: int) -> str:
    """A certificate fingerprint as keytool prints it: n colon-separated upper-case bytes."""
    return ":".join(r(2, UPPER_HEX) for _ in range(n))


def pem_lines(n_bytes: int) -> list[str]:
    body = b64(n_bytes)
    return [body[i : i + 64] for i in range(0, len(body), 64)]


def tauri_priv() -> str:
    inner = "untrusted comment: rsign encrypted secret key\n" + b64(158) + "\n"
    return base64.b64encode(inner.encode()).decode()


def tauri_pub() -> str:
    inner = "untrusted comment: minisign public key: " + r(16, UPPER_HEX) + "\nRW" + b64(40)[:54] + "\n"
    return base64.b64encode(inner.encode()).decode()


def sentry_org_token() -> str:
    claims = {"iat": _rng.randint(1_700_000_000, 1_790_000_000), "url": "https://sentry.io",
              "region_url": "https://de.sentry.io", "org": _rng.choice(["lumen-games", "tidepool", "nordlicht-apps"])}  # fmt: skip
    return "sntrys_" + _b64url_json(claims) + "_" + r(43, ALNUM)


def aiza() -> str:
    return "AIza" + r(35, URLSAFE)


# ============================================================ secrets
# ---------------------------------------------------------------- Android
add_split(
    "ship/gradle_properties_store_and_key_password",
    """# gradle.properties (project root) -- DO NOT COMMIT, see CONTRIBUTING.md
org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8
org.gradle.parallel=true
android.useAndroidX=true
android.nonTransitiveRClass=true
kotlin.code.style=official

RELEASE_STORE_FILE=../keystores/lumen-release.jks
RELEASE_STORE_PASSWORD={0}
RELEASE_KEY_ALIAS=lumen
RELEASE_KEY_PASSWORD={1}
""",
    pw(),
    pw(),
)

add(
    "ship/gradle_kts_signing_store_password",
    """    signingConfigs {
        create("release") {
            storeFile = file("../signing/tidepool-upload.keystore")
            storePassword = "{0}"
            keyAlias = "upload"
            keyPassword = "{0}"
        }
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
            signingConfig = signingConfigs.getByName("release")
        }
    }
""",
    hpw_camel(),
)

add(
    "ship/gradle_groovy_signing_key_password",
    """// app/build.gradle
android {
    namespace 'de.nordlicht.wetter'
    compileSdk 34

    signingConfigs {
        release {
            storeFile file('nordlicht.jks')
            storePassword System.getenv('NORDLICHT_STORE_PW') ?: ''
            keyAlias 'nordlicht-release'
            keyPassword '{0}'
        }
    }
}
""",
    hpw_leet(),
)

add(
    "ship/keytool_list_storepass_flag",
    """$ keytool -list -v -keystore app/release.keystore -alias release -storepass '{0}'
Alias name: release
Creation date: Mar 3, 2025
Entry type: PrivateKeyEntry
Certificate chain length: 1
Certificate[1]:
Owner: CN=Puffin Studio, OU=Mobile, O=Puffin Studio GmbH, L=Leipzig, C=DE
Issuer: CN=Puffin Studio, OU=Mobile, O=Puffin Studio GmbH, L=Leipzig, C=DE
Serial number: 5f1c2a9e
Valid from: Mon Mar 03 10:12:44 CET 2025 until: Fri Feb 25 10:12:44 CET 2050
Certificate fingerprints:
	 SHA1: {1}
	 SHA256: {2}
Signature algorithm name: SHA256withRSA
Subject Public Key Algorithm: 2048-bit RSA key
Version: 3
""",
    pw(),
    fp(20),
    fp(32),
)

add_split(
    "ship/keytool_importkeystore_passwords",
    """$ keytool -importkeystore \\
    -srckeystore legacy/upload.jks -srcstoretype JKS -srcstorepass {0} \\
    -destkeystore upload.p12 -deststoretype PKCS12 -deststorepass {1} \\
    -srcalias upload -destalias upload
Importing keystore legacy/upload.jks to upload.p12...
Entry for alias upload successfully imported.
Import command completed:  1 entries successfully imported, 0 entries failed or cancelled
""",
    hpw_season(),
    pw(),
)

add(
    "ship/local_properties_keystore_password",
    """## This file must *NOT* be checked into Version Control Systems,
# as it contains information specific to your local configuration.
#
# Location of the SDK. This is only used by Gradle.
sdk.dir=/Users/mara/Library/Android/sdk
flutter.sdk=/Users/mara/fvm/versions/3.24.3
flutter.buildMode=release
flutter.versionName=2.8.1
flutter.versionCode=2081
keystore.path=/Users/mara/keys/harbor-release.jks
keystore.password={0}
keystore.alias=harbor
""",
    hpw_shout(),
)

add_split(
    "ship/flutter_key_properties",
    """$ cat android/key.properties
storePassword={0}
keyPassword={1}
keyAlias=upload
storeFile=/home/ci/secure/upload-keystore.jks
""",
    pw(),
    pw(),
)

_pk = pem_lines(1190)
add(
    "vendor/google_play_service_account_json",
    """{
  "type": "service_account",
  "project_id": "api-8127365512-443210",
  "private_key_id": "{1}",
  "private_key": "-----BEGIN PRIVATE KEY-----\\n{0}\\n-----END PRIVATE KEY-----\\n",
  "client_email": "play-publisher@api-8127365512-443210.iam.gserviceaccount.com",
  "client_id": "104478812093356120417",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/play-publisher%40api-8127365512-443210.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
""",
    "\\n".join(_pk),
    r(40, HEX),
)

add(
    "ship/develocity_access_key_gradle_properties",
    """# ~/.gradle/gradle.properties on the build box
org.gradle.caching=true
org.gradle.configuration-cache=true
systemProp.develocity.accessKey=scans.puffin.dev={0}
# build scans go to https://scans.puffin.dev/s/<id>
""",
    r(52, LOWER_NUM),
)

add(
    "ship/apksigner_ks_pass_flag",
    """> Task :app:bundleRelease
BUILD SUCCESSFUL in 2m 41s
87 actionable tasks: 87 executed
$ $ANDROID_HOME/build-tools/34.0.0/apksigner sign --ks release.jks --ks-key-alias meadow --ks-pass pass:{0} --out meadow-2.3.0-signed.apk app/build/outputs/apk/release/app-release-unsigned.apk
$ $ANDROID_HOME/build-tools/34.0.0/apksigner verify --print-certs meadow-2.3.0-signed.apk | head -3
Signer #1 certificate DN: CN=Meadow Apps, O=Meadow Apps Ltd, C=GB
Signer #1 certificate SHA-256 digest: {1}
Signer #1 certificate SHA-1 digest: {2}
""",
    pw(),
    r(64, HEX),
    r(40, HEX),
)

add(
    "ship/jarsigner_storepass",
    """#!/usr/bin/env bash
# sign-aab.sh -- old script from before Play App Signing, kept for the white-label builds
set -euo pipefail
AAB="$1"
jarsigner -verbose -sigalg SHA256withRSA -digestalg SHA-256 \\
  -keystore "$HOME/keys/whitelabel.jks" \\
  -storepass '{0}' \\
  "$AAB" whitelabel
jarsigner -verify "$AAB"
""",
    hpw_phrase(),
)

add(
    "ship/bundletool_ks_pass",
    """$ java -jar bundletool-all-1.17.2.jar build-apks --bundle=app-release.aab --output=app.apks \\
    --ks=upload.jks --ks-key-alias=upload --ks-pass=pass:{0} --key-pass=pass:{0} --mode=universal
$ unzip -l app.apks
Archive:  app.apks
  Length      Date    Time    Name
---------  ---------- -----   ----
 38112904  2026-11-28 14:02   universal.apk
      312  2026-11-28 14:02   toc.pb
""",
    pw(),
)

add(
    "ship/keystore_base64_in_workflow",
    """# .github/workflows/android-release.yml (excerpt)
      - name: Decode keystore
        run: |
          echo "{0}" | base64 -d > app/release.jks
      - name: Build
        run: ./gradlew bundleRelease
        env:
          RELEASE_STORE_PASSWORD: ${{ secrets.RELEASE_STORE_PASSWORD }}
          RELEASE_KEY_PASSWORD: ${{ secrets.RELEASE_KEY_PASSWORD }}
""",
    b64(420),
)

add(
    "ship/gradle_println_signing_password",
    """$ ./gradlew :app:assembleRelease --info | grep -i signing
Configuring signing for variant release
[signing-debug] storeFile=/builds/ember/app/ember-release.jks alias=ember storePassword={0}
Task ':app:validateSigningRelease' is not up-to-date because:
  Task has failed previously.
> Task :app:validateSigningRelease
> Task :app:packageRelease
""",
    hpw_season(),
)

add(
    "ship/fastlane_supply_json_key_data",
    """# fastlane/Fastfile
platform :android do
  lane :internal do
    gradle(task: "bundle", build_type: "Release")
    upload_to_play_store(
      track: "internal",
      package_name: "com.emberlabs.ledger",
      json_key_data: '{"type":"service_account","project_id":"ember-play","private_key_id":"{1}","private_key":"-----BEGIN PRIVATE KEY-----\\n{0}\\n-----END PRIVATE KEY-----\\n","client_email":"fastlane@ember-play.iam.gserviceaccount.com"}'
    )
  end
end
""",
    "\\n".join(pem_lines(900)),
    r(40, HEX),
)

add(
    "ship/firebase_ci_token_app_distribution",
    """$ firebase appdistribution:distribute app/build/outputs/apk/staging/app-staging.apk \\
    --app 1:912834551207:android:3fa1b2c4d5e6f708 \\
    --groups "qa-berlin, qa-shenzhen" \\
    --release-notes "Build 4127: fixes crash on resume" \\
    --token "{0}"
i  appdistribution: uploading binary...
+  appdistribution: uploaded new release 2.14.0 (4127) successfully!
i  appdistribution: distributing to testers...
+  appdistribution: distributed to testers/groups successfully
""",
    "1//0" + r(2, ALNUM) + "-" + r(8, URLSAFE) + "CgYIARAAGA0SNwF-L9Ir" + r(56, URLSAFE),
)

# ---------------------------------------------------------------- iOS and macOS
add(
    "ship/matchfile_git_basic_authorization",
    """# fastlane/Matchfile
git_url("https://github.com/tidepool-apps/certificates.git")
git_branch("main")
storage_mode("git")
type("appstore")
app_identifier(["app.tidepool.ios", "app.tidepool.ios.widgets"])
username("release@tidepool.app")
# base64 of "tidepool-bot:<PAT>" so CI can clone without ssh
git_basic_authorization("{0}")
""",
    base64.b64encode(("tidepool-bot:ghp_" + r(36, ALNUM)).encode()).decode(),
)

add(
    "ship/match_password_env_file",
    """# fastlane/.env.default
FASTLANE_SKIP_UPDATE_CHECK=1
FASTLANE_HIDE_CHANGELOG=1
MATCH_GIT_URL=git@github.com:lumen-games/ios-certs.git
MATCH_PASSWORD={0}
MATCH_KEYCHAIN_NAME=fastlane_tmp_keychain
APP_IDENTIFIER=com.lumengames.starfall
""",
    hpw_phrase(),
)

add(
    "ship/match_password_ci_xtrace",
    """+ export MATCH_READONLY=true
+ MATCH_READONLY=true
+ export MATCH_PASSWORD={0}
+ MATCH_PASSWORD={0}
+ bundle exec fastlane match appstore --readonly
[14:22:07]: ---------------------------------
[14:22:07]: --- Step: default_platform ---
[14:22:07]: ---------------------------------
[14:22:09]: Cloning remote git repo...
[14:22:11]: Checking out branch main...
[14:22:12]: All required keys, certificates and provisioning profiles are installed
""",
    pw(),
)

add(
    "ship/fastlane_password_fastfile_env",
    """default_platform(:ios)

# TODO: move to CI secrets before we open-source the repo
ENV["FASTLANE_USER"] = "ci@maple-studio.io"
ENV["FASTLANE_PASSWORD"] = "{0}"
ENV["FASTLANE_ITC_TEAM_ID"] = "118274553"

platform :ios do
  lane :beta do
    increment_build_number(xcodeproj: "Maple.xcodeproj")
    build_app(scheme: "Maple")
    upload_to_testflight(skip_waiting_for_build_processing: true)
  end
end
""",
    hpw_season(),
)

add(
    "ship/notarytool_submit_password_flag",
    """$ xcrun notarytool submit dist/Quartz-3.1.0.dmg --apple-id dev@quartz-editor.app --team-id {1} --password {0} --wait
Conducting pre-submission checks for Quartz-3.1.0.dmg and initiating connection to the Apple notary service...
Submission ID received
  id: {2}
Upload progress: 100.00% (84.2 MB of 84.2 MB)
Successfully uploaded file
  id: {2}
  path: /Users/builder/quartz/dist/Quartz-3.1.0.dmg
Waiting for processing to complete.
Current status: Accepted........
Processing complete
  id: {2}
  status: Accepted
""",
    app_pw(),
    team(),
    uuid4(),
)

add(
    "ship/altool_upload_app_password",
    """xcrun altool --upload-app --type ios --file "build/Hopper.ipa" --username "appstore@hopper.games" --password "{0}" --output-format xml
2026-11-30 09:14:51.201 altool[41233:1882011] *** Warning: altool has been deprecated for uploading apps to App Store Connect. Use Transporter instead.
No errors uploading 'build/Hopper.ipa'
""",
    app_pw(),
)

add(
    "ship/notarytool_store_credentials_password",
    """$ xcrun notarytool store-credentials "AC_NOTARY" --apple-id "signing@willow.dev" --team-id "{1}" --password "{0}"
This process stores your credentials securely in the Keychain. You reference these credentials later using a profile name.

Validating your credentials...
Success. Credentials validated.
Credentials saved to Keychain.
To use them, specify `--keychain-profile "AC_NOTARY"`
""",
    app_pw(),
    team(),
)

_p8 = pem_lines(138)
_kid = team()
add_split(
    "private_key/app_store_connect_p8",
    """$ ls ~/Downloads/*.p8
/Users/jonas/Downloads/AuthKey_KID.p8
$ cat ~/Downloads/AuthKey_KID.p8
-----BEGIN PRIVATE KEY-----
{0}
{1}
{2}
-----END PRIVATE KEY-----
""".replace("KID", _kid),
    *_p8,
)

add(
    "ship/asc_api_key_json_fastlane",
    """{
  "key_id": "{1}",
  "issuer_id": "{2}",
  "key": "-----BEGIN PRIVATE KEY-----\\n{0}\\n-----END PRIVATE KEY-----",
  "duration": 1200,
  "in_house": false
}
""",
    "\\n".join(pem_lines(138)),
    team(),
    uuid4(),
)

add(
    "ship/asc_key_content_fastfile",
    """  lane :release do
    api_key = app_store_connect_api_key(
      key_id: "{1}",
      issuer_id: "{2}",
      key_content: "{0}",
      is_key_content_base64: true,
      in_house: false
    )
    upload_to_app_store(api_key: api_key, submit_for_review: false, force: true)
  end
""",
    b64(240),
    team(),
    uuid4(),
)

add(
    "ship/xcconfig_sentry_auth_token",
    """// Config/Release.xcconfig
#include "Shared.xcconfig"

PRODUCT_BUNDLE_IDENTIFIER = io.nimbus.reader
DEVELOPMENT_TEAM = {1}
CODE_SIGN_STYLE = Manual
PROVISIONING_PROFILE_SPECIFIER = match AppStore io.nimbus.reader
SENTRY_ORG = nimbus
SENTRY_PROJECT = reader-ios
SENTRY_AUTH_TOKEN = {0}
""",
    sentry_org_token(),
    team(),
)

add(
    "ship/info_plist_eos_client_secret",
    """	<key>CFBundleShortVersionString</key>
	<string>1.9.2</string>
	<key>CFBundleVersion</key>
	<string>1920</string>
	<key>EOSProductId</key>
	<string>{1}</string>
	<key>EOSClientId</key>
	<string>xyza7891{2}</string>
	<key>EOSClientSecret</key>
	<string>{0}</string>
	<key>EOSDeploymentId</key>
	<string>{3}</string>
""",
    r(43, ALNUM + "+/"),
    r(32, HEX),
    r(24, ALNUM),
    r(32, HEX),
)

add(
    "ship/security_import_p12_password",
    """- name: Install signing certificate
  run: |
    security create-keychain -p "$KEYCHAIN_PASSWORD" build.keychain
    security default-keychain -s build.keychain
    security unlock-keychain -p "$KEYCHAIN_PASSWORD" build.keychain
    echo "$DEVELOPER_ID_P12" | base64 --decode > cert.p12
    security import cert.p12 -k build.keychain -P '{0}' -T /usr/bin/codesign -T /usr/bin/productsign
    security set-key-partition-list -S apple-tool:,apple: -s -k "$KEYCHAIN_PASSWORD" build.keychain
""",
    pw(),
)

add(
    "ship/security_create_keychain_password",
    """#!/bin/sh
# ci_scripts/ci_post_clone.sh
set -e
KEYCHAIN=signing.keychain-db
security create-keychain -p {0} "$KEYCHAIN"
security set-keychain-settings -lut 21600 "$KEYCHAIN"
security unlock-keychain -p {0} "$KEYCHAIN"
security list-keychains -d user -s "$KEYCHAIN" login.keychain-db
""",
    hpw_camel(),
)

add(
    "ship/sparkle_private_eddsa_key_env",
    """# .env.release (macOS app, Sparkle 2)
SPARKLE_FEED_URL=https://updates.lantern.app/appcast.xml
SPARKLE_PUBLIC_ED_KEY={1}
SPARKLE_PRIVATE_ED_KEY={0}
NOTARY_PROFILE=lantern-notary
""",
    b64(32),
    b64(32),
)

add(
    "ship/sparkle_sign_update_s_flag",
    """$ ./bin/sign_update Lantern-4.2.dmg -s {0}
sparkle:edSignature="{1}" length="48213870"
$ shasum -a 256 Lantern-4.2.dmg
{2}  Lantern-4.2.dmg
""",
    b64(32),
    b64(64),
    r(64, HEX),
)

add(
    "ship/codesign_keychain_makefile",
    """SIGN_ID := "Developer ID Application: Orbit Tools GmbH ({1})"
KEYCHAIN := $(HOME)/Library/Keychains/orbit-ci.keychain-db

sign: build
	security unlock-keychain -p '{0}' $(KEYCHAIN)
	codesign --force --options runtime --timestamp --sign $(SIGN_ID) --keychain $(KEYCHAIN) build/Orbit.app
	codesign --verify --deep --strict --verbose=2 build/Orbit.app
""",
    hpw_leet(),
    team(),
)

add(
    "ship/fastlane_app_specific_password_gitlab_ci",
    """ios:testflight:
  stage: deploy
  tags: [macos, xcode-16]
  variables:
    FASTLANE_USER: "releases@pepper.health"
    FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD: "{0}"
    FASTLANE_ITC_TEAM_ID: "127733908"
  script:
    - bundle install
    - bundle exec fastlane ios beta
  only:
    - tags
""",
    app_pw(),
)

add(
    "ship/xcodebuild_log_keychain_password",
    """▸ Running script 'Unlock keychain'
/bin/sh -c /Users/runner/Library/Developer/Xcode/DerivedData/Glacier-abc/Build/Intermediates.noindex/Glacier.build/Release-iphoneos/Glacier.build/Script-7F1.sh
+ security unlock-keychain -p {0} /Users/runner/Library/Keychains/ci.keychain-db
+ security find-identity -v -p codesigning
  1) {1} "Apple Distribution: Glacier Labs Inc. ({2})"
     1 valid identities found
▸ Signing Glacier.app (in target 'Glacier' from project 'Glacier')
""",
    pw(),
    r(40, UPPER_HEX),
    team(),
)

# ---------------------------------------------------------------- cross-platform
add(
    "ship/eas_json_env_sentry_token",
    """{
  "cli": { "version": ">= 12.5.0", "appVersionSource": "remote" },
  "build": {
    "development": { "developmentClient": true, "distribution": "internal" },
    "preview": { "distribution": "internal", "channel": "preview" },
    "production": {
      "channel": "production",
      "autoIncrement": true,
      "env": {
        "SENTRY_ORG": "puffin-studio",
        "SENTRY_PROJECT": "puffin-mobile",
        "SENTRY_AUTH_TOKEN": "{0}"
      }
    }
  },
  "submit": { "production": { "ios": { "ascAppId": "6478120933" } } }
}
""",
    sentry_org_token(),
)

add(
    "ship/eas_secret_create_value",
    """$ npx eas-cli secret:create --scope project --name REVENUECAT_SECRET --value {0} --type string
✔ Created a new secret REVENUECAT_SECRET on project @marble/marble-app.
$ npx eas-cli secret:list
Secrets for this account and project:
┌───────────────────┬────────┬─────────┬──────────────────────────────────────┐
│ Name              │ Type   │ Scope   │ ID                                   │
├───────────────────┼────────┼─────────┼──────────────────────────────────────┤
│ REVENUECAT_SECRET │ string │ project │ {1} │
└───────────────────┴────────┴─────────┴──────────────────────────────────────┘
""",
    "sk_" + r(32, ALNUM),
    uuid4(),
)

add(
    "ship/eas_env_create_secret_visibility",
    """$ eas env:create --name PLAYFAB_DEV_SECRET --value "{0}" --environment production --visibility secret
✔ Created a new variable PLAYFAB_DEV_SECRET on project @kraken-games/tidebreaker.
$ eas env:list --environment production | grep PLAYFAB
PLAYFAB_DEV_SECRET=*****
PLAYFAB_TITLE_ID=9F2C1
""",
    r(52, UPPER_NUM),
)

add(
    "ship/expo_app_config_sentry_plugin_token",
    """// app.config.js
export default ({ config }) => ({
  ...config,
  name: "Willow",
  slug: "willow",
  ios: { bundleIdentifier: "dev.willow.app", buildNumber: "318" },
  android: { package: "dev.willow.app", versionCode: 318 },
  plugins: [
    "expo-router",
    [
      "@sentry/react-native/expo",
      { organization: "willow", project: "willow-app", authToken: "{0}" },
    ],
  ],
});
""",
    "sntryu_" + r(64, HEX),
)

add(
    "ship/react_native_env_appcenter_token",
    """# .env.production (react-native-config)
API_URL=https://api.hopper.games/v2
SENTRY_DSN=https://{1}@o4506.ingest.sentry.io/4506118
CODEPUSH_DEPLOYMENT=Production
APPCENTER_OWNER=hopper-games
APPCENTER_API_TOKEN={0}
""",
    r(40, HEX),
    r(32, HEX),
)

add(
    "ship/flutter_dart_define_secret",
    """$ flutter build appbundle --release --obfuscate --split-debug-info=build/symbols \\
    --dart-define=API_BASE=https://api.cobalt.fit \\
    --dart-define=FLAVOR=prod \\
    --dart-define=PLAYFAB_SECRET_KEY={0}
Running Gradle task 'bundleRelease'...                            143.2s
✓ Built build/app/outputs/bundle/release/app-release.aab (31.4MB)
""",
    r(52, UPPER_NUM),
)

add_split(
    "ship/capacitor_config_keystore_passwords",
    """import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'io.violet.planner',
  appName: 'Violet Planner',
  webDir: 'dist',
  android: {
    buildOptions: {
      keystorePath: '../keys/violet.keystore',
      keystorePassword: '{0}',
      keystoreAlias: 'violet',
      keystoreAliasPassword: '{1}',
      releaseType: 'AAB',
    },
  },
};

export default config;
""",
    hpw_camel(),
    hpw_camel(),
)

add(
    "ship/ionic_appflow_token",
    """$ export IONIC_TOKEN={0}
$ ionic deploy build --app-id=3f7c21a9 --commit=7b41e0d --channel=Production
> ionic-cloud deploy build --app-id=3f7c21a9 ...
[OK] Build 5531204 created
""",
    "ion_" + r(40, ALNUM),
)

add_split(
    "ship/kmp_maven_central_signing_password",
    """# ~/.gradle/gradle.properties -- used by the shared KMP module publishing (vanniktech plugin)
mavenCentralUsername=USERTOKEN
mavenCentralPassword={0}
signing.keyId=KEYID
signing.password={1}
signing.secretKeyRingFile=/Users/lea/.gnupg/secring.gpg
""".replace("USERTOKEN", r(8, ALNUM)).replace("KEYID", r(8, UPPER_HEX)),
    r(44, ALNUM),
    hpw_leet(),
)

add(
    "ship/expo_token_github_env",
    """jobs:
  update:
    runs-on: ubuntu-latest
    env:
      EXPO_TOKEN: {0}
    steps:
      - uses: actions/checkout@v4
      - uses: expo/expo-github-action@v8
        with:
          eas-version: latest
      - run: npm ci
      - run: eas update --auto --branch production --non-interactive
""",
    r(40, URLSAFE),
)

# ---------------------------------------------------------------- desktop
add_split(
    "ship/electron_builder_csc_link_and_password",
    """# .env.signing (electron-builder reads these)
CSC_LINK={0}
CSC_KEY_PASSWORD={1}
APPLE_ID=desktop@sprite.chat
APPLE_TEAM_ID=TEAMID
""".replace("TEAMID", team()),
    b64(360),
    pw(),
)

add(
    "ship/electron_notarize_apple_password",
    """// scripts/notarize.js
const { notarize } = require('@electron/notarize');

exports.default = async function notarizing(context) {
  const { electronPlatformName, appOutDir } = context;
  if (electronPlatformName !== 'darwin') return;
  const appName = context.packager.appInfo.productFilename;
  return await notarize({
    tool: 'notarytool',
    appPath: `${appOutDir}/${appName}.app`,
    appleId: 'build@sprite.chat',
    appleIdPassword: '{0}',
    teamId: '{1}',
  });
};
""",
    app_pw(),
    team(),
)

add(
    "ship/electron_builder_yml_certificate_password",
    """appId: chat.sprite.desktop
productName: Sprite
directories:
  output: release
win:
  target: [nsis, msi]
  certificateFile: build/certs/sprite-ev.pfx
  certificatePassword: "{0}"
  publisherName: Sprite Chat Ltd
mac:
  category: public.app-category.social-networking
  hardenedRuntime: true
""",
    hpw_shout(),
)

add(
    "ship/signtool_pfx_password",
    r"""C:\build\harbor> signtool sign /f C:\certs\harbor-codesign.pfx /p {0} /fd SHA256 /tr http://timestamp.digicert.com /td SHA256 /d "Harbor Desktop" out\HarborSetup-5.0.2.exe
Done Adding Additional Store
Successfully signed: out\HarborSetup-5.0.2.exe

Number of files successfully Signed: 1
Number of warnings: 0
Number of errors: 0
""",
    pw(),
)

add(
    "ship/powershell_import_pfx_securestring",
    r"""# build\sign.ps1
$ErrorActionPreference = "Stop"
$pfxPass = ConvertTo-SecureString -String "{0}" -Force -AsPlainText
Import-PfxCertificate -FilePath "$PSScriptRoot\cert\kraken-codesign.pfx" -CertStoreLocation Cert:\CurrentUser\My -Password $pfxPass
$cert = Get-ChildItem Cert:\CurrentUser\My -CodeSigningCert | Select-Object -First 1
Set-AuthenticodeSignature -FilePath "dist\Kraken.exe" -Certificate $cert -TimestampServer "http://timestamp.sectigo.com"
""",
    hpw_season(),
)

add(
    "ship/azure_trusted_signing_client_secret",
    """      - name: Sign with Azure Trusted Signing
        uses: azure/trusted-signing-action@v0.5.0
        with:
          azure-tenant-id: {1}
          azure-client-id: {2}
          azure-client-secret: {0}
          endpoint: https://weu.codesigning.azure.net/
          trusted-signing-account-name: quartz-signing
          certificate-profile-name: quartz-public-trust
          files-folder: ${{ github.workspace }}/out
          files-folder-filter: exe,dll,msix
""",
    r(3, ALNUM) + "8Q~" + r(34, URLSAFE + "."),
    uuid4(),
    uuid4(),
)

add(
    "ship/msix_csproj_certificate_password",
    """  <PropertyGroup>
    <TargetFramework>net8.0-windows10.0.19041.0</TargetFramework>
    <UseWinUI>true</UseWinUI>
    <GenerateAppInstallerFile>True</GenerateAppInstallerFile>
    <AppxPackageSigningEnabled>True</AppxPackageSigningEnabled>
    <PackageCertificateKeyFile>Meadow_TemporaryKey.pfx</PackageCertificateKeyFile>
    <PackageCertificatePassword>{0}</PackageCertificatePassword>
    <PackageCertificateThumbprint>{1}</PackageCertificateThumbprint>
    <AppxBundle>Always</AppxBundle>
  </PropertyGroup>
""",
    hpw_camel(),
    r(40, UPPER_HEX),
)

add_split(
    "ship/tauri_signing_private_key_and_password",
    """- name: Build and release
  uses: tauri-apps/tauri-action@v0
  env:
    GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}
    TAURI_SIGNING_PRIVATE_KEY: {0}
    TAURI_SIGNING_PRIVATE_KEY_PASSWORD: {1}
  with:
    tagName: app-v__VERSION__
    releaseName: 'Zephyr v__VERSION__'
    releaseDraft: true
""",
    tauri_priv(),
    pw(),
)

add(
    "ship/tauri_private_key_file_cat",
    """$ ls ~/.tauri/
zephyr.key  zephyr.key.pub
$ cat ~/.tauri/zephyr.key
{0}
""",
    tauri_priv(),
)

add(
    "ship/squirrel_releasify_sign_params",
    r"""> .\packages\squirrel.windows.1.9.0\tools\Squirrel.exe --releasify .\nupkg\Badger.3.2.0.nupkg --releaseDir .\Releases --signWithParams="/a /f C:\secure\badger.pfx /p {0} /fd sha256 /tr http://timestamp.digicert.com /td sha256" --no-msi
Releasifying package: Badger.3.2.0.nupkg
Creating delta package: Badger-3.2.0-delta.nupkg
""",
    pw(),
)

add(
    "ship/snapcraft_store_credentials",
    """# exported with: snapcraft export-login --snaps=ember-notes --channels=edge,beta -
SNAPCRAFT_STORE_CREDENTIALS={0}
SNAPCRAFT_BUILD_ENVIRONMENT=host
# used by: snapcraft upload --release=edge ember-notes_*.snap
""",
    base64.b64encode(json.dumps({"t": "u1-macaroon", "v": {"r": b64(180), "d": b64(90)}}).encode()).decode(),
)

add(
    "ship/flat_manager_token",
    """$ flat-manager-client --token {0} create https://hub.flathub.org/ beta
https://hub.flathub.org/api/v1/build/184221
$ flat-manager-client --token {0} push --commit --publish https://hub.flathub.org/api/v1/build/184221 repo
Uploading refs to https://hub.flathub.org/api/v1/build/184221: ['app/io.github.pixel.Editor/x86_64/beta']
""",
    jwt({"sub": "build", "scope": ["build", "upload", "publish"], "prefixes": ["io.github.pixel"], "repos": ["beta"], "name": "pixel-ci", "exp": 1798761600}),
)

add(
    "ship/wingetcreate_token",
    """PS> wingetcreate update CobaltSoft.CobaltTerm --version 2.4.0 --urls https://dl.cobalt.sh/CobaltTerm-2.4.0-x64.msi --submit --token {0}
Retrieving latest manifest for CobaltSoft.CobaltTerm
Updating manifest with the provided URLs
Submitting pull request for manifest...
Pull request can be found here: https://github.com/microsoft/winget-pkgs/pull/198442
""",
    "ghp_" + r(36, ALNUM),
)

add(
    "ship/chocolatey_api_key",
    """PS C:\\pkg\\puffin> choco apikey --key {0} --source https://push.chocolatey.org/
Added ApiKey for https://push.chocolatey.org/
PS C:\\pkg\\puffin> choco push puffin.1.4.0.nupkg --source https://push.chocolatey.org/
Chocolatey v2.3.0
Attempting to push puffin.1.4.0.nupkg to https://push.chocolatey.org/
puffin 1.4.0 was pushed successfully to https://push.chocolatey.org/
""",
    uuid4(),
)

add(
    "ship/osslsigncode_pass",
    """$ osslsigncode sign -pkcs12 certs/lantern-ov.p12 -pass '{0}' -n "Lantern" -i https://lantern.app \\
    -t http://timestamp.sectigo.com -in dist/lantern-setup.exe -out dist/lantern-setup-signed.exe
Succeeded
""",
    hpw_phrase(),
)

add(
    "ship/electron_builder_gh_token_publish",
    """$ GH_TOKEN={0} npx electron-builder --win --publish always
  • electron-builder  version=25.1.8 os=22.04
  • loaded configuration  file=package.json ("build" field)
  • packaging       platform=win32 arch=x64 electron=32.1.2 appOutDir=dist/win-unpacked
  • building        target=nsis file=dist/Marble Setup 1.7.0.exe archs=x64
  • publishing      publisher=Github (owner: marble-app, project: marble-desktop, version: 1.7.0)
  • uploading       file=Marble-Setup-1.7.0.exe provider=github
""",
    "github_pat_11A" + r(19, UPPER_NUM) + "_" + r(59, ALNUM),
)

# ---------------------------------------------------------------- games
add(
    "ship/unity_cloud_build_api_key_curl",
    """$ curl -s -X POST \\
    -H "Content-Type: application/json" \\
    -H "Authorization: Basic {0}" \\
    https://build-api.cloud.unity3d.com/api/v1/orgs/goblin-forge/projects/tidebreaker/buildtargets/android-release/builds \\
    -d '{"clean": false, "delay": 0}'
[{"build":412,"buildtargetid":"android-release","buildTargetName":"Android Release","buildStatus":"queued","platform":"android"}]
""",
    r(32, HEX),
)

add(
    "ship/ugs_service_account_secret",
    """$ export UGS_CLI_SERVICE_KEY_ID={1}
$ export UGS_CLI_SERVICE_SECRET_KEY={0}
$ ugs config set project-id {2}
$ ugs deploy ./remote-config ./cloud-code --environment-name production
Deployed:
    economy.rc
    matchmaker.ccs
""",
    r(32, ALNUM),
    uuid4(),
    uuid4(),
)

add(
    "ship/unity_license_password_gameci",
    """      - uses: game-ci/unity-builder@v4
        env:
          UNITY_LICENSE: ${{ secrets.UNITY_LICENSE }}
          UNITY_EMAIL: builds@paladin-interactive.com
          UNITY_PASSWORD: {0}
        with:
          targetPlatform: StandaloneWindows64
          unityVersion: 2022.3.41f1
          buildName: Paladin
""",
    hpw_season(),
)

add(
    "ship/unity_editor_cli_password",
    """[build-agent-03] /opt/unity/Editor/Unity -batchmode -nographics -quit -serial SC-{1} -username ops@respawn-lab.io -password '{0}' -logFile -
[build-agent-03] [Licensing::Module] Successfully activated the entitlement license
[build-agent-03] Exiting batchmode successfully now!
""",
    hpw_leet(),
    r(4, UPPER_NUM) + "-" + r(4, UPPER_NUM) + "-" + r(4, UPPER_NUM) + "-" + r(4, UPPER_NUM) + "-" + r(4, UPPER_NUM),
)

add(
    "ship/playfab_developer_secret_key_csharp",
    """// Assets/Editor/PlayFabAdminTools.cs -- editor-only helper, never shipped
using PlayFab;
using PlayFab.AdminModels;
using UnityEditor;

public static class PlayFabAdminTools
{
    [MenuItem("Tools/PlayFab/Reset Test Players")]
    static void ResetTestPlayers()
    {
        PlayFabSettings.staticSettings.TitleId = "{1}";
        PlayFabSettings.staticSettings.DeveloperSecretKey = "{0}";
        PlayFabAdminAPI.ResetUserStatistics(new ResetUserStatisticsRequest { PlayFabId = "7D2A91C04B3E55F1" },
            r => UnityEngine.Debug.Log("reset ok"), e => UnityEngine.Debug.LogError(e.GenerateErrorReport()));
    }
}
""",
    r(52, UPPER_NUM),
    r(5, UPPER_HEX),
)

add(
    "ship/playfab_x_secretkey_header",
    """$ curl -s https://{1}.playfabapi.com/Server/GetTitleData \\
    -H "Content-Type: application/json" \\
    -H "X-SecretKey: {0}" \\
    -d '{"Keys": ["season_config"]}'
{"code":200,"status":"OK","data":{"Data":{"season_config":"{\\"season\\":7,\\"ends\\":\\"2026-12-31\\"}"}}}
""",
    r(52, UPPER_NUM),
    r(5, UPPER_HEX),
)

add(
    "ship/steamcmd_login_build_log",
    """Redirecting stderr to '/home/steam/Steam/logs/stderr.txt'
[  0%] Checking for available updates...
[----] Verifying installation...
Steam Console Client (c) Valve Corporation - version 1731712800
-- type 'quit' to exit --
Loading Steam API...OK
+login lumen_builder {0}
Logging in user 'lumen_builder' [U:1:0] to Steam Public...OK
Waiting for client config...OK
Waiting for user info...OK
+run_app_build /builds/scripts/app_build_2810440.vdf
Building depot 2810441...
""",
    pw(),
)

add(
    "ship/steam_contentbuilder_run_build_bat",
    r"""@echo off
rem ContentBuilder\run_build.bat
set STEAMCMD=%~dp0builder\steamcmd.exe
"%STEAMCMD%" +login starfall_build {0} +run_app_build ..\scripts\app_build_1948810.vdf +quit
if errorlevel 1 echo BUILD FAILED & exit /b 1
echo Uploaded. Set the build live on the beta branch in the partner site.
""",
    hpw_camel(),
)

add(
    "ship/steam_publisher_web_api_key",
    """$ curl "https://partner.steam-api.com/ISteamUser/CheckAppOwnership/v2/?key={0}&steamid=76561198012345678&appid=2810440"
{"appownership":{"ownsapp":true,"permanent":true,"timestamp":"2026-02-14T19:03:11Z","ownersteamid":"76561198012345678","sitelicense":false,"result":"OK"}}
$ # works; next: call it from the matchmaking service instead of the launcher
""",
    r(32, UPPER_HEX),
)

add_split(
    "ship/unreal_eos_artifact_client_secret",
    """[/Script/OnlineSubsystemEOS.EOSSettings]
CacheDir=CacheDir
DefaultArtifactName=Starfall
bEnableOverlay=True
bEnableSocialOverlay=True
+Artifacts=(ArtifactName="Starfall",ClientId="xyza7891CLIENT",ClientSecret="{0}",ProductId="PRODUCT",SandboxId="SANDBOX",DeploymentId="DEPLOY",EncryptionKey="{1}")
bUseEAS=True
bUseEOSConnect=True
""".replace("CLIENT", r(24, ALNUM)).replace("PRODUCT", r(32, HEX)).replace("SANDBOX", r(32, HEX)).replace("DEPLOY", r(32, HEX)),
    r(43, ALNUM + "+/"),
    r(64, UPPER_HEX),
)

add(
    "ship/eos_client_secret_csharp_options",
    """var options = new Epic.OnlineServices.Platform.Options
{
    ProductId = "{1}",
    SandboxId = "{2}",
    DeploymentId = "{3}",
    ClientCredentials = new ClientCredentials
    {
        ClientId = "xyza7891{4}",
        ClientSecret = "{0}"
    },
    Flags = PlatformFlags.DisableOverlay
};
s_PlatformInterface = PlatformInterface.Create(ref options);
""",
    r(43, ALNUM + "+/"),
    r(32, HEX),
    r(32, HEX),
    r(32, HEX),
    r(24, ALNUM),
)

add(
    "ship/photon_custom_auth_shared_secret",
    """// server/auth.ts -- Photon custom authentication endpoint
import crypto from "node:crypto";

// must match the "secret" query param configured on the Photon dashboard (Custom Auth)
const PHOTON_AUTH_SECRET = "{0}";

export function verifyPhotonRequest(query: Record<string, string>): boolean {
  const a = Buffer.from(query.secret ?? "");
  const b = Buffer.from(PHOTON_AUTH_SECRET);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
""",
    r(40, URLSAFE),
)

add_split(
    "ship/nakama_config_http_key_and_console_password",
    """name: nakama-prod-1
data_dir: "/nakama/data"
logger:
  level: "INFO"
session:
  token_expiry_sec: 7200
runtime:
  http_key: "{0}"
console:
  port: 7351
  username: "admin"
  password: "{1}"
socket:
  server_key: "SERVERKEY"
""".replace("SERVERKEY", r(24, ALNUM)),
    r(32, ALNUM),
    hpw_shout(),
)

add(
    "ship/godot_export_presets_keystore",
    """[preset.1]

name="Android"
platform="Android"
runnable=true
export_filter="all_resources"
export_path="build/android/badger-run.aab"

[preset.1.options]

gradle_build/use_gradle_build=true
gradle_build/export_format=1
keystore/debug=""
keystore/debug_user=""
keystore/debug_password=""
keystore/release="/home/nils/keys/badger-run.keystore"
keystore/release_user="badger"
keystore/release_password="{0}"
version/code=57
version/name="1.5.0"
package/unique_name="com.badgerrun.game"
""",
    hpw_phrase(),
)

add_split(
    "ship/unreal_android_keystore_ini",
    """; Config/DefaultEngine.ini
[/Script/AndroidRuntimeSettings.AndroidRuntimeSettings]
PackageName=com.glacierworks.frostline
StoreVersion=214
VersionDisplayName=2.1.4
MinSDKVersion=26
TargetSDKVersion=34
KeyStore=frostline.keystore
KeyAlias=frostline
KeyStorePassword={0}
KeyPassword={1}
bBuildForArm64=True
""",
    pw(),
    pw(),
)

add(
    "ship/gauntlet_p4passwd_ci_log",
    r"""[2026.11.29-03.12.44] Running: D:\UE5\Engine\Build\BatchFiles\RunUAT.bat RunUnreal -project=D:\ws\Frostline\Frostline.uproject -platform=Win64 -configuration=Development -build=D:\builds\CL-418812 -test=Frostline.Automation.SmokeTests
[2026.11.29-03.12.44] Environment: P4PORT=ssl:perforce.glacierworks.net:1666 P4USER=buildbot P4PASSWD={0} P4CLIENT=buildbot_win64_gauntlet
[2026.11.29-03.12.51] Gauntlet: Starting test Frostline.Automation.SmokeTests
[2026.11.29-03.19.02] Gauntlet: Test passed (0 errors, 3 warnings)
""",
    r(32, UPPER_HEX),
)

add(
    "ship/butler_api_key_ci",
    """deploy-itch:
  image: dosowisko/butler
  stage: deploy
  variables:
    BUTLER_API_KEY: "{0}"
  script:
    - butler push build/windows kraken-games/tidebreaker:windows --userversion $CI_COMMIT_TAG
    - butler push build/linux kraken-games/tidebreaker:linux --userversion $CI_COMMIT_TAG
    - butler status kraken-games/tidebreaker
""",
    r(40, ALNUM),
)

add(
    "ship/butler_login_credentials_file",
    """$ butler login
Authenticated as @pixelpuffin
$ cat ~/.config/itch/butler_creds
{0}
$ butler push dist/html5 pixelpuffin/tiny-orbit:html5
> For channel `html5`: last build is 118204, downloading its signature
""",
    r(40, ALNUM),
)

add(
    "ship/unity_ccd_api_key",
    """$ ucd auth login {0}
Login successful.
$ ucd config set environment {1}
$ ucd entries sync ./ServerData/Android --bucket {2} --release --badge latest
Uploaded 214 entries, 0 deleted, release 88 created and badged 'latest'
""",
    r(32, HEX),
    uuid4(),
    uuid4(),
)

# ---------------------------------------------------------------- crash and analytics
add(
    "ship/sentry_cli_upload_dif_auth_token",
    """#!/bin/bash
# Xcode build phase: Upload dSYMs to Sentry
export SENTRY_ORG=lumen-games
export SENTRY_PROJECT=starfall-ios
export SENTRY_AUTH_TOKEN={0}
if which sentry-cli >/dev/null; then
  ERROR=$(sentry-cli debug-files upload --include-sources "$DWARF_DSYM_FOLDER_PATH" 2>&1 >/dev/null)
  if [ ! $? -eq 0 ]; then
    echo "warning: sentry-cli - $ERROR"
  fi
fi
""",
    sentry_org_token(),
)

add(
    "ship/sentry_properties_auth_token",
    """$ cat android/sentry.properties
defaults.url=https://sentry.io/
defaults.org=tidepool
defaults.project=tidepool-android
auth.token={0}
""",
    "sntryu_" + r(64, HEX),
)

add(
    "ship/bugsnag_data_access_token",
    """$ curl -s -H "Authorization: token {0}" -H "X-Version: 2" \\
    "https://api.bugsnag.com/projects/5f8c0a4d2e1b7c0012ab34cd/errors?filters[event.since][][value]=7d&filters[error.status][][value]=open" | jq '.[0:2] | .[].error_class'
"NSInvalidArgumentException"
"java.lang.IllegalStateException"
""",
    uuid4(),
)

add(
    "ship/appcenter_login_token",
    """$ appcenter login --token {0}
Logged in as hopper-ci
$ appcenter distribute release --app hopper-games/Hopper-Android --file app-release.apk --group "Collaborators"
Uploading release binary...
Release 311 was successfully released to Collaborators
""",
    r(40, HEX),
)

_fpk = pem_lines(1190)
add(
    "ship/firebase_app_distribution_service_account",
    """$ cat $GOOGLE_APPLICATION_CREDENTIALS | jq -c '{type, client_email, private_key}'
{"type":"service_account","client_email":"app-distribution@willow-prod.iam.gserviceaccount.com","private_key":"-----BEGIN PRIVATE KEY-----\\n{0}\\n-----END PRIVATE KEY-----\\n"}
$ ./gradlew appDistributionUploadRelease
> Task :app:appDistributionUploadRelease
Uploading the AAB.
Uploaded AAB successfully (release 2.6.0 (260))
""",
    "\\n".join(_fpk),
)

add(
    "ship/crashlytics_upload_symbols_ci_token",
    """# Bitrise step "Upload Crashlytics symbols" (script)
export FIREBASE_TOKEN="{0}"
firebase crashlytics:symbols:upload --app=1:553210987412:android:0a1b2c3d4e5f6a7b build/symbols
firebase crashlytics:mappingfile:upload --app=1:553210987412:android:0a1b2c3d4e5f6a7b \\
  --resource-file=app/build/intermediates/crashlytics/release/res/values/com_google_firebase_crashlytics_mappingfileid.xml \\
  app/build/outputs/mapping/release/mapping.txt
""",
    "1//0" + r(2, ALNUM) + "-" + r(8, URLSAFE) + "CgYIARAAGAQSNwF-L9Ir" + r(56, URLSAFE),
)

# ---------------------------------------------------------------- review notes and chat
add(
    "ship/app_review_notes_demo_account",
    """App Review Information
  Sign-in required: Yes
  User name: appreview@pepper.health
  Password: {0}
  Notes: The account is pre-loaded with two weeks of sample meal logs. Premium is
  unlocked for this account, so no purchase is needed to review the coach feature.
  Contact: Anna Keller, +49 30 1234 5678, release@pepper.health
""",
    hpw_season(),
)

add(
    "ship/play_console_app_access_instructions",
    """App access -> All or some functionality is restricted
Instruction name: Reviewer login
Username / email: play-review@meadowbank.app
Password: {0}
Any other information: The OTP step is skipped for this account. If the app asks for a
card reader, choose "Demo mode" in Settings > Payments.
""",
    hpw_camel(),
)

add(
    "ship/review_notes_german_demo_zugang",
    """Hinweise für die App-Prüfung (Version 3.4, Build 611):
Bitte melden Sie sich mit dem Demo-Zugang an:
  Benutzer: pruefung@nordlicht-wetter.de
  Passwort: {0}
Die Standortfreigabe wird nur für die Unwetterwarnungen benötigt. In-App-Käufe sind
für dieses Konto bereits freigeschaltet.
""",
    hpw_leet(),
)

add(
    "ship/review_notes_chinese_demo_account",
    """审核备注（iOS 2.9.0 / build 905）：
请使用以下测试账号登录：
账号：review@harbor-cn.com
密码：{0}
该账号已开通会员，无需购买即可体验全部功能。短信验证码固定为 000000（仅限此测试账号）。
""",
    pw(),
)

add(
    "ship/chat_keystore_password_german",
    """[Slack #release-android, 10:42] Jonas: Kurze Frage, wie war nochmal das Keystore-Passwort für den Upload-Key? Die CI ist rot.
[10:44] Miriam: Store und Key haben dasselbe: {0}
[10:44] Miriam: bitte danach in 1Password unter "Android Upload Key" nachtragen, ich habe es da vergessen
[10:45] Jonas: danke, läuft wieder
""",
    hpw_camel(),
)

add(
    "ship/chat_signing_password_chinese",
    """[企业微信 · 打包群] 王磊 16:03
上架华为和小米要用新的签名文件 release-2026.jks，别名 xiaoyu
[企业微信 · 打包群] 王磊 16:04
keystore 密码和 key 密码都是 {0} ，打完包记得把 jks 从桌面删掉
[企业微信 · 打包群] 陈静 16:10
收到，v3.2.0 (320) 已经打好了
""",
    hpw_shout(),
)

add(
    "ship/chat_p12_password_english",
    """hey! the Developer ID cert expired so I exported a fresh one from my Mac -> dist-2026.p12 is in the shared drive under /Signing/mac.
p12 password is {0} (no quotes). after you've imported it into the build keychain please rotate the CERT_P12_PASSWORD secret in GitHub too, the old one won't work anymore.
thanks!! ping me if codesign still complains about the intermediate cert
""",
    pw(),
)

add(
    "ship/testflight_external_review_demo_account",
    """Test Information (TestFlight external testing)
What to Test: New co-op lobby and cross-play invites.
Beta App Review Information
  Demo account required: Yes
  Username: testflight-review@goblinforge.gg
  Password: {0}
  Notes: Start a co-op match from the main menu; a bot fills the second slot after 20 seconds.
""",
    hpw_leet(),
)

add(
    "ship/agent_transcript_keystore_password",
    """{"role": "user", "content": "the release build fails with 'Keystore was tampered with, or password was incorrect'. the real store password is {0}, I probably put the old one in gradle.properties"}
{"role": "assistant", "content": "That error means storePassword does not match the keystore. I'll update RELEASE_STORE_PASSWORD in ~/.gradle/gradle.properties (not the repo copy) and rerun ./gradlew bundleRelease."}
{"role": "tool", "content": "BUILD SUCCESSFUL in 2m 03s\\n92 actionable tasks: 41 executed, 51 up-to-date"}
""",
    hpw_season(),
)

add(
    "ship/steam_partner_login_in_handover",
    """## Release handover (Starfall, Steam)
- Steam partner account for uploads: starfall_build / {0}
  (Steam Guard codes go to the builds@ mailbox)
- App 1948810, depots 1948811 (Windows) and 1948812 (Linux)
- Default branch is only set live by Rosa after the smoke test.
""",
    hpw_phrase(),
)

add(
    "ship/codemagic_env_keystore_password",
    """workflows:
  android-release:
    name: Android release
    instance_type: mac_mini_m2
    environment:
      vars:
        CM_KEYSTORE_PATH: /tmp/keystore.keystore
        CM_KEYSTORE_PASSWORD: "{0}"
        CM_KEY_ALIAS: maple
        CM_KEY_PASSWORD: "{0}"
      flutter: 3.24.3
    scripts:
      - name: Build AAB
        script: flutter build appbundle --release --build-number=$(($BUILD_NUMBER + 400))
""",
    pw(),
)

add(
    "ship/bitrise_secret_in_yml_p12_password",
    """workflows:
  deploy:
    steps:
    - certificate-and-profile-installer@1:
        inputs:
        - certificate_url_list: file://./signing/dist.p12
        - certificate_passphrase_list: "{0}"
    - xcode-archive@5:
        inputs:
        - project_path: Ember.xcworkspace
        - scheme: Ember
        - distribution_method: app-store
""",
    hpw_camel(),
)

add(
    "ship/xcconfig_debug_build_log_asc_key",
    """[CI] env | grep -i APP_STORE
APP_STORE_CONNECT_API_KEY_ID={1}
APP_STORE_CONNECT_API_ISSUER_ID={2}
APP_STORE_CONNECT_API_KEY_CONTENT={0}
[CI] bundle exec fastlane ios release
""",
    b64(240),
    team(),
    uuid4(),
)

add_split(
    "ship/nakama_cli_flags_http_key_encryption_key",
    """$ docker run -p 7350:7350 -p 7351:7351 heroiclabs/nakama:3.24.2 \\
    --name nakama-staging --database.address root@cockroachdb:26257 \\
    --runtime.http_key {0} --session.encryption_key {1}
{"level":"info","ts":"2026-11-30T12:01:03.114Z","caller":"main.go:148","msg":"Nakama starting"}
{"level":"info","ts":"2026-11-30T12:01:03.402Z","caller":"server/api.go:185","msg":"Starting API server for gRPC requests","port":7349}
""",
    r(32, ALNUM),
    r(32, ALNUM),
)


# ============================================================ look-alikes
# ---------------------------------------------------------------- Android
la(
    """# gradle.properties (committed) -- the signing values come from the environment on CI
org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8
android.useAndroidX=true
RELEASE_STORE_FILE=../keystores/lumen-release.jks
RELEASE_KEY_ALIAS=lumen
# RELEASE_STORE_PASSWORD and RELEASE_KEY_PASSWORD: set them in ~/.gradle/gradle.properties
# or export ORG_GRADLE_PROJECT_RELEASE_STORE_PASSWORD before running ./gradlew
"""
)

la(
    """    signingConfigs {
        create("release") {
            storeFile = file(System.getenv("KEYSTORE_PATH") ?: "../signing/upload.keystore")
            storePassword = System.getenv("KEYSTORE_PASSWORD")
            keyAlias = System.getenv("KEY_ALIAS") ?: "upload"
            keyPassword = System.getenv("KEY_PASSWORD")
        }
    }
"""
)

la(
    """android {
    signingConfigs {
        release {
            def props = new Properties()
            props.load(rootProject.file('keystore.properties').newDataInputStream())
            storeFile file(props['storeFile'])
            storePassword props['storePassword']
            keyAlias props['keyAlias']
            keyPassword props['keyPassword']
        }
    }
}
"""
)

la(
    """$ keytool -list -v -keystore ~/.android/debug.keystore -alias androiddebugkey -storepass android -keypass android
Alias name: androiddebugkey
Creation date: Jan 9, 2026
Entry type: PrivateKeyEntry
Owner: C=US, O=Android, CN=Android Debug
Certificate fingerprints:
	 SHA1: {0}
	 SHA256: {1}
Signature algorithm name: SHA256withRSA
""",
    fp(20),
    fp(32),
)

la(
    """$ ./gradlew signingReport
> Task :app:signingReport
Variant: release
Config: release
Store: /Users/mara/keys/harbor-release.jks
Alias: harbor
MD5: {0}
SHA1: {1}
SHA-256: {2}
Valid until: Saturday, 12 October 2052
----------
Variant: debug
Config: debug
Store: /Users/mara/.android/debug.keystore
Alias: AndroidDebugKey
SHA1: {3}
""",
    fp(16),
    fp(20),
    fp(32),
    fp(20),
)

la(
    """$ keytool -list -keystore upload.p12 -storetype PKCS12
Enter keystore password:
Keystore type: PKCS12
Keystore provider: SUN

Your keystore contains 1 entry

upload, Nov 28, 2026, PrivateKeyEntry,
Certificate fingerprint (SHA-256): {0}
""",
    fp(32),
)

la(
    """## This file must *NOT* be checked into Version Control Systems,
# as it contains information specific to your local configuration.
sdk.dir=/Users/mara/Library/Android/sdk
ndk.dir=/Users/mara/Library/Android/sdk/ndk/26.3.11579264
cmake.dir=/Users/mara/Library/Android/sdk/cmake/3.22.1
flutter.sdk=/Users/mara/fvm/versions/3.24.3
flutter.versionName=2.8.1
flutter.versionCode=2081
"""
)

la(
    """$ cat android/key.properties.example
storePassword=<ask-in-1password>
keyPassword=<ask-in-1password>
keyAlias=upload
storeFile=/path/to/upload-keystore.jks
"""
)

la(
    """{
  "project_info": {
    "project_number": "912834551207",
    "project_id": "tidepool-prod",
    "storage_bucket": "tidepool-prod.appspot.com"
  },
  "client": [
    {
      "client_info": {
        "mobilesdk_app_id": "1:912834551207:android:3fa1b2c4d5e6f708",
        "android_client_info": { "package_name": "app.tidepool.android" }
      },
      "oauth_client": [ { "client_id": "912834551207-{1}.apps.googleusercontent.com", "client_type": 3 } ],
      "api_key": [ { "current_key": "{0}" } ]
    }
  ],
  "configuration_version": "1"
}
This is google-services.json, the public Firebase client config that ships inside every APK; the api_key here is a client key restricted to the app's package name and SHA-1, not a secret.
""",
    aiza(),
    r(32, LOWER_NUM),
)

la(
    """{
  "type": "service_account",
  "project_id": "api-8127365512-443210",
  "private_key_id": "<redacted>",
  "private_key": "-----BEGIN PRIVATE KEY-----\\n...redacted...\\n-----END PRIVATE KEY-----\\n",
  "client_email": "play-publisher@api-8127365512-443210.iam.gserviceaccount.com",
  "client_id": "104478812093356120417",
  "token_uri": "https://oauth2.googleapis.com/token"
}
"""
)

la(
    """BUILD SUCCESSFUL in 3m 12s
412 actionable tasks: 398 executed, 14 from cache

Publishing build scan...
https://scans.puffin.dev/s/{0}
""",
    r(13, LOWER_NUM),
)

la(
    """$ apksigner verify --print-certs --verbose meadow-2.3.0-signed.apk
Verifies
Verified using v1 scheme (JAR signing): false
Verified using v2 scheme (APK Signature Scheme v2): true
Verified using v3 scheme (APK Signature Scheme v3): true
Number of signers: 1
Signer #1 certificate DN: CN=Meadow Apps, O=Meadow Apps Ltd, C=GB
Signer #1 certificate SHA-256 digest: {0}
Signer #1 certificate SHA-1 digest: {1}
Signer #1 certificate MD5 digest: {2}
""",
    r(64, HEX),
    r(40, HEX),
    r(32, HEX),
)

la(
    """$ apksigner sign --ks release.jks --ks-key-alias meadow --ks-pass env:MEADOW_KS_PASS --key-pass env:MEADOW_KEY_PASS --out meadow-signed.apk app-release-unsigned.apk
$ jarsigner -keystore release.jks -storepass:env MEADOW_KS_PASS app-release.aab meadow
jar signed.
"""
)

la(
    """      - name: Decode keystore
        run: echo "${{ secrets.ANDROID_KEYSTORE_BASE64 }}" | base64 -d > app/release.jks
      - name: Build
        run: ./gradlew bundleRelease
        env:
          RELEASE_STORE_PASSWORD: ${{ secrets.RELEASE_STORE_PASSWORD }}
          RELEASE_KEY_PASSWORD: ${{ secrets.RELEASE_KEY_PASSWORD }}
"""
)

la(
    """> Task :app:validateSigningRelease FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:validateSigningRelease'.
> Keystore file '/builds/ember/app/ember-release.jks' not found for signing config 'release'.

* Try:
> Run with --stacktrace option to get the stack trace.
"""
)

la(
    """Play Console > Release > Setup > App signing
App signing key certificate
  MD5 certificate fingerprint:     {0}
  SHA-1 certificate fingerprint:   {1}
  SHA-256 certificate fingerprint: {2}
Upload key certificate
  SHA-1 certificate fingerprint:   {3}
Add the SHA-1 of the app signing key to Firebase, otherwise Google Sign-In fails in the Play build.
""",
    fp(16),
    fp(20),
    fp(32),
    fp(20),
)

la(
    """$ firebase appdistribution:distribute app-staging.apk --app 1:912834551207:android:3fa1b2c4d5e6f708 --groups qa-berlin
i  appdistribution: uploading binary...
+  appdistribution: uploaded new release 2.14.0 (4127) successfully!
i  View this release in the Firebase console: https://console.firebase.google.com/project/tidepool-prod/appdistribution/app/android:app.tidepool.android/releases/{0}
i  Share this release with testers who have access: https://appdistribution.firebase.google.com/testerapps/1:912834551207:android:3fa1b2c4d5e6f708/releases/{0}
""",
    r(14, LOWER_NUM),
)

la(
    """defaultConfig {
    applicationId = "com.emberlabs.ledger"
    minSdk = 26
    targetSdk = 34
    versionCode = 20614
    versionName = "2.6.14"
    testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"
}
"""
)

la(
    """Wir benutzen Play App Signing: Der eigentliche App-Signaturschlüssel liegt bei Google, wir signieren nur mit dem Upload-Key.
Wenn der Upload-Key verloren geht, kann man in der Play Console einen neuen anfordern; das Passwort dazu steht nur im Tresor, nicht im Wiki.
SHA-1 des Upload-Zertifikats: {0}
""",
    fp(20),
)

la(
    """$ bundletool build-apks --bundle=app-release.aab --output=app.apks --connected-device
$ bundletool install-apks --apks=app.apks
The APKs have been extracted in the directory: /var/folders/q1/T/8812345
$ sha256sum app-release.aab
{0}  app-release.aab
""",
    r(64, HEX),
)

# ---------------------------------------------------------------- iOS and macOS
la(
    """# fastlane/Matchfile
git_url("git@github.com:tidepool-apps/certificates.git")
storage_mode("git")
type("appstore")
app_identifier(["app.tidepool.ios", "app.tidepool.ios.widgets"])
username("release@tidepool.app")
team_id("{0}")
# MATCH_PASSWORD comes from the CI secret store; never put it here
""",
    team(),
)

la(
    """# fastlane/Appfile
app_identifier("com.lumengames.starfall")
apple_id("release@lumengames.com")
itc_team_id("118274553")
team_id("{0}")

for_platform :android do
  package_name("com.lumengames.starfall")
  json_key_file(ENV["PLAY_JSON_KEY_PATH"])
end
""",
    team(),
)

la(
    """[14:22:12]: Installing certificate...
+-------------------+---------------------------------------------------+
|                      Installed Certificate                            |
+-------------------+---------------------------------------------------+
| User ID           | {0}                                               |
| Common Name       | Apple Distribution: Lumen Games GmbH ({1})        |
| Organisation Unit | {1}                                               |
| Organisation      | Lumen Games GmbH                                  |
| Country           | DE                                                |
| Start Datetime    | 2026-02-11 09:31:05 UTC                           |
| End Datetime      | 2027-02-11 09:31:04 UTC                           |
+-------------------+---------------------------------------------------+
[14:22:13]: Installing provisioning profile...
+---------------------+------------------------------------------------------------+
| Parameter           | Value                                                      |
+---------------------+------------------------------------------------------------+
| App Identifier      | com.lumengames.starfall                                    |
| Type                | appstore                                                   |
| Platform            | ios                                                        |
| Profile UUID        | {2}                                                        |
| Team ID             | {1}                                                        |
+---------------------+------------------------------------------------------------+
[14:22:13]: All required keys, certificates and provisioning profiles are installed 🙌
""",
    team(),
    team(),
    uuid4(),
)

la(
    """[14:20:01]: Passphrase for Match storage: ********
[14:20:01]: Type passphrase again: ********
[14:20:04]: 🔓  Successfully decrypted certificates repo
[14:20:04]: Successfully encrypted certificates repo
[14:20:05]: Pushing changes to remote git repo...
"""
)

la(
    """$ xcrun notarytool submit dist/Quartz-3.1.0.dmg --keychain-profile "AC_NOTARY" --wait
Conducting pre-submission checks for Quartz-3.1.0.dmg and initiating connection to the Apple notary service...
Submission ID received
  id: {0}
Upload progress: 100.00% (84.2 MB of 84.2 MB)
Successfully uploaded file
Waiting for processing to complete.
Current status: Accepted........
Processing complete
  id: {0}
  status: Accepted
$ xcrun stapler staple dist/Quartz-3.1.0.dmg
The staple and validate action worked!
""",
    uuid4(),
)

la(
    """$ xcrun notarytool log {0} --keychain-profile AC_NOTARY
{
  "logFormatVersion": 1,
  "jobId": "{0}",
  "status": "Invalid",
  "statusSummary": "Archive contains critical validation errors",
  "archiveFilename": "Orbit-1.2.zip",
  "uploadDate": "2026-11-29T17:42:10.118Z",
  "sha256": "{1}",
  "issues": [
    {
      "severity": "error",
      "path": "Orbit-1.2.zip/Orbit.app/Contents/MacOS/orbit-helper",
      "message": "The signature does not include a secure timestamp.",
      "architecture": "arm64"
    }
  ]
}
""",
    uuid4(),
    r(64, HEX),
)

la(
    """$ xcrun altool --upload-app -f build/Hopper.ipa -t ios -u appstore@hopper.games -p "@keychain:AC_PASSWORD"
No errors uploading 'build/Hopper.ipa'
$ xcrun altool --notarize-app ... -p @env:AC_APP_SPECIFIC_PASSWORD
"""
)

la(
    """$ ls -l ~/private_keys/
-rw-------  1 jonas  staff  257 Nov 12 10:03 AuthKey_{0}.p8
$ shasum -a 256 ~/private_keys/AuthKey_{0}.p8
{1}  /Users/jonas/private_keys/AuthKey_{0}.p8
App Store Connect API key {0}, issuer {2}, role App Manager. The .p8 itself lives in 1Password (Mobile vault).
""",
    team(),
    r(64, HEX),
    uuid4(),
)

la(
    """  lane :release do
    api_key = app_store_connect_api_key(
      key_id: ENV["ASC_KEY_ID"],
      issuer_id: ENV["ASC_ISSUER_ID"],
      key_filepath: ENV["ASC_KEY_PATH"],
      duration: 1200
    )
    upload_to_app_store(api_key: api_key, submit_for_review: false)
  end
"""
)

la(
    """{
  "key_id": "{0}",
  "issuer_id": "{1}",
  "key": "-----BEGIN PRIVATE KEY-----\\n<paste from 1Password item 'ASC API key'>\\n-----END PRIVATE KEY-----",
  "in_house": false
}
""",
    team(),
    uuid4(),
)

la(
    """// Config/Release.xcconfig
#include "Shared.xcconfig"
PRODUCT_BUNDLE_IDENTIFIER = io.nimbus.reader
DEVELOPMENT_TEAM = {0}
CODE_SIGN_STYLE = Manual
CODE_SIGN_IDENTITY = Apple Distribution
PROVISIONING_PROFILE_SPECIFIER = match AppStore io.nimbus.reader
MARKETING_VERSION = 4.1.0
CURRENT_PROJECT_VERSION = 4102
SENTRY_ORG = nimbus
SENTRY_PROJECT = reader-ios
// SENTRY_AUTH_TOKEN is injected by CI as an environment variable, not set here
""",
    team(),
)

la(
    """	<key>CFBundleIdentifier</key>
	<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
	<key>CFBundleShortVersionString</key>
	<string>$(MARKETING_VERSION)</string>
	<key>CFBundleVersion</key>
	<string>$(CURRENT_PROJECT_VERSION)</string>
	<key>SUFeedURL</key>
	<string>https://updates.lantern.app/appcast.xml</string>
	<key>SUPublicEDKey</key>
	<string>{0}</string>
	<key>SUEnableAutomaticChecks</key>
	<true/>
""",
    b64(32),
)

la(
    """$ ./bin/generate_keys
A key has been generated and saved in your keychain. Add the `SUPublicEDKey` key to
the Info.plist of each app for which you intend to use Sparkle for distributing
updates. It should appear like this:

    <key>SUPublicEDKey</key>
    <string>{0}</string>
""",
    b64(32),
)

la(
    """<item>
  <title>Version 4.2</title>
  <pubDate>Sat, 28 Nov 2026 10:00:00 +0000</pubDate>
  <sparkle:version>4200</sparkle:version>
  <sparkle:shortVersionString>4.2</sparkle:shortVersionString>
  <sparkle:minimumSystemVersion>12.0</sparkle:minimumSystemVersion>
  <enclosure url="https://updates.lantern.app/Lantern-4.2.dmg" length="48213870" type="application/octet-stream"
             sparkle:edSignature="{0}"/>
</item>
""",
    b64(64),
)

la(
    """- name: Install signing certificate
  env:
    P12_BASE64: ${{ secrets.DEVELOPER_ID_P12 }}
    P12_PASSWORD: ${{ secrets.DEVELOPER_ID_P12_PASSWORD }}
    KEYCHAIN_PASSWORD: ${{ secrets.KEYCHAIN_PASSWORD }}
  run: |
    echo "$P12_BASE64" | base64 --decode > cert.p12
    security create-keychain -p "$KEYCHAIN_PASSWORD" build.keychain
    security import cert.p12 -k build.keychain -P "$P12_PASSWORD" -T /usr/bin/codesign
"""
)

la(
    """$ security find-identity -v -p codesigning
  1) {0} "Apple Development: Jonas Weber ({2})"
  2) {1} "Developer ID Application: Orbit Tools GmbH ({3})"
     2 valid identities found
""",
    r(40, UPPER_HEX),
    r(40, UPPER_HEX),
    team(),
    team(),
)

la(
    """$ security cms -D -i ~/Library/MobileDevice/Provisioning\\ Profiles/{0}.mobileprovision | plutil -extract UUID raw -
{0}
$ security cms -D -i ~/Library/MobileDevice/Provisioning\\ Profiles/{0}.mobileprovision | plutil -extract Name raw -
match AppStore app.tidepool.ios
$ security cms -D -i ~/Library/MobileDevice/Provisioning\\ Profiles/{0}.mobileprovision | plutil -extract TeamIdentifier.0 raw -
{1}
""",
    uuid4().upper(),
    team(),
)

la(
    """$ codesign -dv --verbose=4 build/Orbit.app
Executable=/Users/builder/orbit/build/Orbit.app/Contents/MacOS/Orbit
Identifier=de.orbittools.orbit
Format=app bundle with Mach-O universal (x86_64 arm64)
CodeDirectory v=20500 size=18211 flags=0x10000(runtime) hashes=558+7 location=embedded
Hash type=sha256 size=32
CDHash={0}
Signature size=9054
Authority=Developer ID Application: Orbit Tools GmbH ({1})
Authority=Developer ID Certification Authority
Authority=Apple Root CA
Timestamp=29 Nov 2026 at 18:03:22
TeamIdentifier={1}
""",
    r(40, HEX),
    team(),
)

la(
    """ios:testflight:
  stage: deploy
  tags: [macos, xcode-16]
  variables:
    FASTLANE_USER: "releases@pepper.health"
    FASTLANE_ITC_TEAM_ID: "127733908"
    # FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD is a masked, protected CI/CD variable
  script:
    - bundle exec fastlane ios beta
"""
)

la(
    """Ein app-spezifisches Passwort erzeugt man auf account.apple.com unter "Anmeldung und Sicherheit".
Es hat immer das Format xxxx-xxxx-xxxx-xxxx und gilt nur für Tools wie notarytool oder Transporter.
Bitte niemals das echte Apple-ID-Passwort in die CI eintragen; wir hinterlegen das app-spezifische Passwort als AC_PASSWORD im Schlüsselbund des Build-Macs.
"""
)

la(
    """[15:02:41]: Successfully uploaded package to App Store Connect. It might take a few minutes until it's visible online.
[15:02:41]: Successfully finished processing the build 4.1.0 - 4102 for IOS
[15:02:42]: -----------------------------
[15:02:42]: --- Step: slack ---
[15:02:42]: -----------------------------
[15:02:43]: Successfully sent Slack notification
+------+-------------------------+-------------+
|               fastlane summary               |
+------+-------------------------+-------------+
| Step | Action                  | Time (in s) |
+------+-------------------------+-------------+
| 1    | app_store_connect_api_key | 0         |
| 2    | build_app               | 412         |
| 3    | upload_to_testflight    | 188         |
+------+-------------------------+-------------+
"""
)

# ---------------------------------------------------------------- cross-platform
la(
    """{
  "cli": { "version": ">= 12.5.0", "appVersionSource": "remote" },
  "build": {
    "production": {
      "channel": "production",
      "autoIncrement": true,
      "env": { "SENTRY_ORG": "puffin-studio", "SENTRY_PROJECT": "puffin-mobile" }
    }
  },
  "submit": {
    "production": {
      "ios": { "ascAppId": "6478120933", "appleTeamId": "{0}" },
      "android": { "serviceAccountKeyPath": "./secrets/play-sa.json", "track": "internal" }
    }
  }
}
""",
    team(),
)

la(
    """$ eas env:list --environment production
Variables for this project for environment production:
SENTRY_AUTH_TOKEN=*****
REVENUECAT_SECRET=*****
EXPO_PUBLIC_API_URL=https://api.marble.app
EXPO_PUBLIC_REVENUECAT_IOS_KEY=appl_{0}
"""
    "(EXPO_PUBLIC_ values are inlined into the JS bundle; secret-visibility values are never shown.)\n",
    r(27, ALNUM),
)

la(
    """// app.config.js
export default ({ config }) => ({
  ...config,
  name: "Willow",
  slug: "willow",
  owner: "willow",
  ios: { bundleIdentifier: "dev.willow.app", buildNumber: "318" },
  android: { package: "dev.willow.app", versionCode: 318 },
  extra: { eas: { projectId: "{0}" } },
  updates: { url: "https://u.expo.dev/{0}" },
  plugins: [["@sentry/react-native/expo", { organization: "willow", project: "willow-app" }]],
});
""",
    uuid4(),
)

la(
    """$ eas build --platform ios --profile production --non-interactive
✔ Using remote iOS credentials (Expo server)
  Distribution Certificate  Serial: {0}  Expires: 2027-03-01
  Provisioning Profile      Developer Portal ID: {1}  Expires: 2027-03-01
  Apple Team                {2} (Willow Software LLC)
Build details: https://expo.dev/accounts/willow/projects/willow/builds/{3}
""",
    r(32, UPPER_HEX),
    r(10, UPPER_NUM),
    team(),
    uuid4(),
)

la(
    """# .env.example (react-native-config) -- copy to .env and fill in from 1Password
API_URL=https://api.hopper.games/v2
SENTRY_DSN=
CODEPUSH_DEPLOYMENT=Staging
APPCENTER_API_TOKEN=your-appcenter-api-token-here
"""
)

la(
    """$ flutter build appbundle --release --obfuscate --split-debug-info=build/symbols \\
    --dart-define=API_BASE=https://api.cobalt.fit \\
    --dart-define=FLAVOR=prod \\
    --dart-define=BUILD_SHA={0} \\
    --build-name=5.2.0 --build-number=5207
✓ Built build/app/outputs/bundle/release/app-release.aab (31.4MB)
""",
    r(40, HEX),
)

la(
    """// lib/config.dart
class Env {
  static const apiBase = String.fromEnvironment('API_BASE', defaultValue: 'https://staging-api.cobalt.fit');
  static const flavor = String.fromEnvironment('FLAVOR', defaultValue: 'dev');
  // Never pass server secrets with --dart-define: they end up readable in the compiled app.
}
"""
)

la(
    """import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  appId: 'io.violet.planner',
  appName: 'Violet Planner',
  webDir: 'dist',
  android: {
    buildOptions: {
      keystorePath: process.env.VIOLET_KEYSTORE_PATH,
      keystorePassword: process.env.VIOLET_KEYSTORE_PASSWORD,
      keystoreAlias: 'violet',
      keystoreAliasPassword: process.env.VIOLET_KEY_PASSWORD,
      releaseType: 'AAB',
    },
  },
};
export default config;
"""
)

la(
    """$ ionic deploy manifest
$ ionic deploy build --app-id=3f7c21a9 --commit=7b41e0d --channel=Production
[OK] Build 5531204 created
Appflow: https://dashboard.ionicframework.com/app/3f7c21a9/deploy/builds/5531204
"""
)

la(
    """# gradle.properties (KMP shared module) -- public coordinates only
GROUP=io.github.lea.kmpstore
VERSION_NAME=0.9.3
POM_ARTIFACT_ID=kmpstore
SONATYPE_HOST=CENTRAL_PORTAL
RELEASE_SIGNING_ENABLED=true
# signing.keyId / signing.password / mavenCentralPassword are ORG_GRADLE_PROJECT_* secrets in CI
"""
)

la(
    """kotlin {
    androidTarget { publishLibraryVariants("release") }
    iosX64(); iosArm64(); iosSimulatorArm64()
    listOf(iosX64(), iosArm64(), iosSimulatorArm64()).forEach {
        it.binaries.framework { baseName = "Shared"; isStatic = true }
    }
    sourceSets { commonMain.dependencies { implementation(libs.ktor.client.core) } }
}
"""
)

# ---------------------------------------------------------------- desktop
la(
    """# .env.signing.example (electron-builder)
CSC_LINK=./build/certs/developer-id.p12
CSC_KEY_PASSWORD=${CSC_KEY_PASSWORD}
APPLE_ID=desktop@sprite.chat
APPLE_APP_SPECIFIC_PASSWORD=@keychain:AC_PASSWORD
APPLE_TEAM_ID={0}
""",
    team(),
)

la(
    """// scripts/notarize.js
const { notarize } = require('@electron/notarize');

exports.default = async function notarizing(context) {
  if (context.electronPlatformName !== 'darwin') return;
  const appName = context.packager.appInfo.productFilename;
  return notarize({
    tool: 'notarytool',
    appPath: `${context.appOutDir}/${appName}.app`,
    keychainProfile: 'sprite-notary',
  });
};
"""
)

la(
    """appId: chat.sprite.desktop
productName: Sprite
win:
  target: [nsis, msi]
  publisherName: Sprite Chat Ltd
  # certificatePassword comes from WIN_CSC_KEY_PASSWORD at build time
  signtoolOptions:
    certificateSha1: {0}
    timeStampServer: http://timestamp.digicert.com
mac:
  hardenedRuntime: true
  notarize: true
""",
    r(40, UPPER_HEX),
)

la(
    r"""C:\build\harbor> signtool verify /pa /v out\HarborSetup-5.0.2.exe

Verifying: out\HarborSetup-5.0.2.exe

Signature Index: 0 (Primary Signature)
Hash of file (sha256): {0}

Signing Certificate Chain:
    Issued to: DigiCert Trusted Root G4
    Issued to: Harbor Software B.V.
        SHA1 hash: {1}

The signature is timestamped: Sat Nov 28 16:20:51 2026
Successfully verified: out\HarborSetup-5.0.2.exe
""",
    r(64, UPPER_HEX),
    r(40, UPPER_HEX),
)

la(
    r"""# build\sign.ps1
$pfxPass = ConvertTo-SecureString -String $env:PFX_PASSWORD -Force -AsPlainText
Import-PfxCertificate -FilePath "$PSScriptRoot\cert\kraken-codesign.pfx" -CertStoreLocation Cert:\CurrentUser\My -Password $pfxPass
signtool sign /sha1 {0} /fd SHA256 /tr http://timestamp.sectigo.com /td SHA256 dist\Kraken.exe
""",
    r(40, UPPER_HEX),
)

la(
    """      - name: Sign with Azure Trusted Signing
        uses: azure/trusted-signing-action@v0.5.0
        with:
          azure-tenant-id: ${{ secrets.AZURE_TENANT_ID }}
          azure-client-id: ${{ secrets.AZURE_CLIENT_ID }}
          azure-client-secret: ${{ secrets.AZURE_CLIENT_SECRET }}
          endpoint: https://weu.codesigning.azure.net/
          trusted-signing-account-name: quartz-signing
          certificate-profile-name: quartz-public-trust
          files-folder: ${{ github.workspace }}/out
"""
)

la(
    """{
  "Endpoint": "https://weu.codesigning.azure.net",
  "CodeSigningAccountName": "quartz-signing",
  "CertificateProfileName": "quartz-public-trust",
  "CorrelationId": "{0}"
}
""",
    uuid4(),
)

la(
    """  <PropertyGroup>
    <AppxPackageSigningEnabled>True</AppxPackageSigningEnabled>
    <PackageCertificateThumbprint>{0}</PackageCertificateThumbprint>
    <AppxPackageDir>$(SolutionDir)AppPackages</AppxPackageDir>
    <AppxBundlePlatforms>x64|arm64</AppxBundlePlatforms>
    <AppInstallerUri>https://dl.meadow.app/msix/</AppInstallerUri>
  </PropertyGroup>
""",
    r(40, UPPER_HEX),
)

la(
    """{
  "bundle": { "createUpdaterArtifacts": true },
  "plugins": {
    "updater": {
      "endpoints": ["https://releases.zephyr.dev/{{target}}/{{arch}}/{{current_version}}"],
      "pubkey": "{0}",
      "windows": { "installMode": "passive" }
    }
  }
}
""",
    tauri_pub(),
)

la(
    """$ npm run tauri signer generate -- -w ~/.tauri/zephyr.key
Please enter a password to protect the secret key.
Password:
Password (one more time):
Deriving a key from the password in order to encrypt the secret key... done

Your keypair was generated successfully
Private: /Users/ines/.tauri/zephyr.key (Keep it secret!)
Public: /Users/ines/.tauri/zephyr.key.pub
---------------------------

Environment variables used to sign:
`TAURI_SIGNING_PRIVATE_KEY`  Path or String of your private key
`TAURI_SIGNING_PRIVATE_KEY_PASSWORD`  Your private key password (optional)

ATTENTION: If you lose your private key OR password, you'll not be able to sign your update package and updates will not work.
"""
)

la(
    """{
  "version": "0.8.1",
  "notes": "Fixes tray icon on Wayland",
  "pub_date": "2026-11-30T08:15:00Z",
  "platforms": {
    "darwin-aarch64": {
      "signature": "{0}",
      "url": "https://releases.zephyr.dev/Zephyr_0.8.1_aarch64.app.tar.gz"
    }
  }
}
""",
    base64.b64encode(("untrusted comment: signature from tauri secret key\nRU" + b64(72)[:94] + "\ntrusted comment: timestamp:1795000000\tfile:Zephyr.app.tar.gz\n" + b64(64) + "\n").encode()).decode(),
)

la(
    """RELEASES
{0} Badger-3.2.0-full.nupkg 84120331
{1} Badger-3.2.0-delta.nupkg 2210876
""",
    r(40, UPPER_HEX),
    r(40, UPPER_HEX),
)

la(
    """$ snapcraft upload --release=edge ember-notes_1.3.0_amd64.snap
Uploaded 'ember-notes_1.3.0_amd64.snap'
Revision 212 created for 'ember-notes' and released to 'edge'
$ snapcraft status ember-notes
Track    Arch    Channel    Version    Revision
latest   amd64   stable     1.2.4      198
                 edge       1.3.0      212
"""
)

la(
    """# GitHub Actions: the store credentials are a repository secret, exported by `snapcraft export-login`
      - uses: snapcore/action-publish@v1
        env:
          SNAPCRAFT_STORE_CREDENTIALS: ${{ secrets.SNAPCRAFT_STORE_CREDENTIALS }}
        with:
          snap: ${{ steps.build.outputs.snap }}
          release: edge
"""
)

la(
    """# io.github.pixel.Editor.yml (Flathub manifest)
app-id: io.github.pixel.Editor
runtime: org.freedesktop.Platform
runtime-version: '24.08'
sdk: org.freedesktop.Sdk
command: pixel-editor
modules:
  - name: pixel-editor
    buildsystem: meson
    sources:
      - type: archive
        url: https://github.com/pixel/editor/releases/download/v2.0.1/pixel-editor-2.0.1.tar.xz
        sha256: {0}
""",
    r(64, HEX),
)

la(
    """# manifests/c/CobaltSoft/CobaltTerm/2.4.0/CobaltSoft.CobaltTerm.installer.yaml
PackageIdentifier: CobaltSoft.CobaltTerm
PackageVersion: 2.4.0
Installers:
- Architecture: x64
  InstallerType: wix
  InstallerUrl: https://dl.cobalt.sh/CobaltTerm-2.4.0-x64.msi
  InstallerSha256: {0}
  ProductCode: '{{1}}'
ManifestType: installer
ManifestVersion: 1.6.0
""",
    r(64, UPPER_HEX),
    uuid4().upper(),
)

la(
    """PS C:\\pkg\\puffin> choco push puffin.1.4.0.nupkg --source https://push.chocolatey.org/ --api-key $env:CHOCO_API_KEY
Chocolatey v2.3.0
Attempting to push puffin.1.4.0.nupkg to https://push.chocolatey.org/
puffin 1.4.0 was pushed successfully to https://push.chocolatey.org/
"""
)

la(
    """  • electron-builder  version=25.1.8 os=22.04
  • loaded configuration  file=package.json ("build" field)
  • signing         file=dist/mac-arm64/Marble.app platform=darwin type=distribution identity={0} provisioningProfile=none
  • notarization successful
  • building        target=DMG arch=arm64 file=dist/Marble-1.7.0-arm64.dmg
  • publishing      publisher=Github (owner: marble-app, project: marble-desktop, version: 1.7.0)
  • skipped publishing  reason=GH_TOKEN is not set
""",
    r(40, UPPER_HEX),
)

# ---------------------------------------------------------------- games
la(
    """$ curl -s -H "Authorization: Basic $UNITY_CLOUD_BUILD_API_KEY" \\
    https://build-api.cloud.unity3d.com/api/v1/orgs/goblin-forge/projects/tidebreaker/buildtargets/android-release/builds?per_page=2 | jq '.[] | {build, buildStatus, totalTimeInSeconds}'
{ "build": 412, "buildStatus": "success", "totalTimeInSeconds": 1284 }
{ "build": 411, "buildStatus": "failure", "totalTimeInSeconds": 402 }
"""
)

la(
    """$ ugs status
Service Account Key Id: {0}
Service Account Secret Key: ********
Project Id: {1}
Environment Name: production
""",
    uuid4(),
    uuid4(),
)

la(
    """      - uses: game-ci/unity-builder@v4
        env:
          UNITY_LICENSE: ${{ secrets.UNITY_LICENSE }}
          UNITY_EMAIL: ${{ secrets.UNITY_EMAIL }}
          UNITY_PASSWORD: ${{ secrets.UNITY_PASSWORD }}
        with:
          targetPlatform: Android
          androidKeystoreName: paladin.keystore
          androidKeystoreBase64: ${{ secrets.ANDROID_KEYSTORE_BASE64 }}
          androidKeystorePass: ${{ secrets.ANDROID_KEYSTORE_PASS }}
          androidKeyaliasName: ${{ secrets.ANDROID_KEYALIAS_NAME }}
          androidKeyaliasPass: ${{ secrets.ANDROID_KEYALIAS_PASS }}
"""
)

la(
    """// ProjectSettings/ProjectSettings.asset (excerpt)
  applicationIdentifier:
    Android: com.paladin.ironvow
    iPhone: com.paladin.ironvow
  AndroidBundleVersionCode: 1042
  bundleVersion: 1.0.42
  AndroidKeystoreName: '{inproject}: paladin.keystore'
  AndroidKeyaliasName: ironvow
  AndroidUseCustomKeystore: 1
  iOSTeamId: {0}
  cloudProjectId: {1}
"""
    "# Unity does not store the keystore or alias passwords in ProjectSettings.asset; they are typed in Player Settings each session.\n",
    team(),
    uuid4(),
)

la(
    """// PlayFabSharedSettings (client build) -- the TitleId is public and ships in the game
PlayFabSettings.staticSettings.TitleId = "{0}";
// DeveloperSecretKey is only set in server builds via the PLAYFAB_DEV_SECRET env var:
#if UNITY_SERVER
PlayFabSettings.staticSettings.DeveloperSecretKey = System.Environment.GetEnvironmentVariable("PLAYFAB_DEV_SECRET");
#endif
""",
    r(5, UPPER_HEX),
)

la(
    """Loading Steam API...OK
+login lumen_builder ********
Logging in user 'lumen_builder' [U:1:0] to Steam Public...OK
+run_app_build /builds/scripts/app_build_2810440.vdf
Building depot 2810441...
Building file mapping...
Scanning content.........................................
Uploading content...
Successfully finished AppID 2810440 build (BuildID 16012844).
"""
)

la(
    """"AppBuild"
{
	"AppID" "1948810"
	"Desc" "Starfall 0.9.14 nightly"
	"ContentRoot" "../content/"
	"BuildOutput" "../output/"
	"SetLive" "beta"
	"Depots"
	{
		"1948811" "depot_build_1948811.vdf"
		"1948812" "depot_build_1948812.vdf"
	}
}
"""
)

la(
    r"""@echo off
rem ContentBuilder\run_build.bat -- credentials come from the cached login (steamcmd +login once, Steam Guard done)
set STEAMCMD=%~dp0builder\steamcmd.exe
"%STEAMCMD%" +login %STEAM_BUILD_USER% +run_app_build ..\scripts\app_build_1948810.vdf +quit
"""
)

la(
    """$ curl "https://api.steampowered.com/ISteamNews/GetNewsForApp/v2/?appid=2810440&count=2&format=json" | jq '.appnews.newsitems[].title'
"Patch 1.3.2 notes"
"Winter Festival event is live"
(no key needed: this endpoint is public)
"""
)

la(
    """[/Script/OnlineSubsystemEOS.EOSSettings]
CacheDir=CacheDir
DefaultArtifactName=Starfall
bEnableOverlay=True
+Artifacts=(ArtifactName="Starfall",ClientId="xyza7891{0}",ClientSecret="",ProductId="{1}",SandboxId="{2}",DeploymentId="{3}",EncryptionKey="")
; ClientSecret and EncryptionKey are filled in by the build machine from EOS_CLIENT_SECRET / EOS_ENCRYPTION_KEY
""",
    r(24, ALNUM),
    r(32, HEX),
    r(32, HEX),
    r(32, HEX),
)

la(
    """// PhotonServerSettings.asset -- AppIdRealtime is the public application id used by every client
  AppSettings:
    AppIdRealtime: {0}
    AppIdVoice: {1}
    AppVersion: 1.4
    FixedRegion: eu
    Protocol: 0
""",
    uuid4(),
    uuid4(),
)

la(
    """name: nakama-dev
logger:
  level: "DEBUG"
session:
  encryption_key: "defaultencryptionkey"
  token_expiry_sec: 7200
runtime:
  http_key: "defaulthttpkey"
socket:
  server_key: "defaultkey"
console:
  username: "admin"
  password: "password"
# local docker-compose only: these are Nakama's documented defaults; prod overrides all of them
"""
)

la(
    """[preset.0.options]

keystore/debug=""
keystore/debug_user=""
keystore/debug_password=""
keystore/release=""
keystore/release_user=""
keystore/release_password=""
version/code=57
version/name="1.5.0"
package/unique_name="com.badgerrun.game"
; Godot 4 keeps these blank in export_presets.cfg and reads GODOT_ANDROID_KEYSTORE_RELEASE_PASSWORD on CI
"""
)

la(
    """; Config/DefaultEngine.ini
[/Script/AndroidRuntimeSettings.AndroidRuntimeSettings]
PackageName=com.glacierworks.frostline
StoreVersion=214
VersionDisplayName=2.1.4
KeyStore=frostline.keystore
KeyAlias=frostline
KeyStorePassword=
KeyPassword=
; passwords are injected by BuildGraph from %FROSTLINE_KS_PASS% at package time
"""
)

la(
    """[/Script/EngineSettings.GeneralProjectSettings]
ProjectID={0}
ProjectName=Frostline
ProjectVersion=2.1.4.0
CompanyName=Glacier Works
CopyrightNotice=Copyright 2026 Glacier Works. All Rights Reserved.
""",
    r(32, UPPER_HEX),
)

la(
    """$ butler push build/windows kraken-games/tidebreaker:windows --userversion 1.8.0
> For channel `windows`: last build is 118203, downloading its signature
> Pushing 412.3 MiB (1822 files, 201 dirs, 0 symlinks)
  ✓ Added 3.1 MiB fresh data
  ✓ 4.4 MiB patch (98.93% savings)
> Build is now processing, should be up in a bit.
  Use the `butler status kraken-games/tidebreaker:windows` for more information.
$ butler status kraken-games/tidebreaker
| CHANNEL |  UPLOAD  |   BUILD   | VERSION |
| windows | #9912045 | √ #118204 | 1.8.0   |
"""
)

la(
    """Nach dem Einrichten von butler liegt der API-Key in ~/.config/itch/butler_creds. In der CI setzen wir stattdessen BUTLER_API_KEY als geschützte Variable.
Den Key bitte nie in .gitlab-ci.yml schreiben; bei Verdacht unter itch.io -> Settings -> API keys widerrufen und neu erzeugen.
Upload dann wie gewohnt: butler push build/linux kraken-games/tidebreaker:linux --userversion-file VERSION
"""
)

# ---------------------------------------------------------------- crash and analytics
la(
    """#!/bin/bash
# Xcode build phase: Upload dSYMs to Sentry (token comes from the CI env or ~/.sentryclirc)
export SENTRY_ORG=lumen-games
export SENTRY_PROJECT=starfall-ios
if [ -z "$SENTRY_AUTH_TOKEN" ]; then
  echo "warning: SENTRY_AUTH_TOKEN not set, skipping dSYM upload"
  exit 0
fi
sentry-cli debug-files upload --include-sources "$DWARF_DSYM_FOLDER_PATH"
"""
)

la(
    """$ sentry-cli debug-files upload --include-sources build/Starfall.xcarchive/dSYMs
> Found 3 debug information files
> Prepared debug information files for upload
> Uploaded 3 missing debug information files
> File upload complete:
  PENDING {0} (Starfall; arm64 executable)
  PENDING {1} (StarfallWidgets; arm64 executable)
""",
    uuid4(),
    uuid4(),
)

la(
    """Sentry issue STARFALL-IOS-4F1
EXC_BAD_ACCESS (SIGSEGV) in -[SFLobbyController refresh]
event id: {0}
release: com.lumengames.starfall@1.9.2+1920
device: iPhone15,3, iOS 18.1
first seen: 2026-11-29 21:14 UTC, 412 events, 188 users
""",
    r(32, HEX),
)

la(
    """// Bugsnag notifier key (apiKey) -- identifies the project, ships in the app bundle, it is not an access token
// AppDelegate.swift
import Bugsnag
Bugsnag.start(with: BugsnagConfiguration("{0}"))
""",
    r(32, HEX),
)

la(
    """$ bugsnag-cli upload android-proguard --api-key=$BUGSNAG_API_KEY --version-code=20614 app/build/outputs/mapping/release/mapping.txt
[INFO] Uploading mapping.txt for com.emberlabs.ledger 2.6.14 (20614)
[INFO] Upload successful (build uuid {0})
""",
    uuid4(),
)

la(
    """Crashlytics: Fatal Exception: java.lang.IllegalStateException
Fragment LedgerFragment{{0}} not attached to a context.
  at androidx.fragment.app.Fragment.requireContext(Fragment.java:972)
  at com.emberlabs.ledger.ui.LedgerFragment.onBalanceLoaded(LedgerFragment.kt:118)
Crash ID: {1}
App version 2.6.14 (20614), 37 users affected in the last 24h
""",
    r(7, HEX),
    r(32, HEX),
)

la(
    """$ appcenter distribute releases list --app hopper-games/Hopper-Android
ID   Short Version   Version   Uploaded At
311  3.2.0           3200      2026-11-27T10:22:01Z
310  3.1.9           3190      2026-11-20T08:54:44Z
$ appcenter profile list
Username: hopper-ci
Display Name: Hopper CI
Email: ci@hopper.games
"""
)

la(
    """<!-- res/values/strings.xml (generated by google-services plugin, public client config) -->
<resources>
    <string name="google_app_id" translatable="false">1:553210987412:android:0a1b2c3d4e5f6a7b</string>
    <string name="google_api_key" translatable="false">{0}</string>
    <string name="gcm_defaultSenderId" translatable="false">553210987412</string>
    <string name="project_id" translatable="false">willow-prod</string>
</resources>
""",
    aiza(),
)

# ---------------------------------------------------------------- review notes and chat
la(
    """App Review Information
  Sign-in required: Yes
  User name: appreview@pepper.health
  Password: (entered in App Store Connect, not stored in this repo)
  Notes: The account is pre-loaded with two weeks of sample meal logs.
Release checklist: bump CURRENT_PROJECT_VERSION to 4103, attach screenshots for 6.9" and 13" displays.
"""
)

la(
    """审核备注：本应用无需登录即可使用全部功能，未包含任何需要账号的内容。
如需测试推送，请在“设置 > 通知”中开启。构建号 905，Bundle ID：com.harbor.cn.reader，团队 ID：{0}。
如有问题请联系 release@harbor-cn.com。
""",
    team(),
)

la(
    """[Slack #release-android, 10:42] Jonas: wie war nochmal das Keystore-Passwort für den Upload-Key?
[10:43] Miriam: steht in 1Password unter "Android Upload Key", bitte nicht hier reinschreiben 🙂
[10:44] Jonas: ok, hab's gefunden. SHA-1 stimmt: {0}
""",
    fp(20),
)

la(
    """[企业微信 · 打包群] 王磊 16:03
签名文件 release-2026.jks 已上传到保险库，密码请找我私聊，不要发群里。
[企业微信 · 打包群] 陈静 16:10
收到。v3.2.0 (320) 的 SHA-256 指纹：{0}
""",
    fp(32),
)

la(
    """Reminder for the release rotation: store passwords, p12 passwords and the match passphrase are never pasted in chat or tickets.
If you need one, request access to the "Mobile Signing" vault; the on-call lead approves it within the hour.
Rotated this quarter: Android upload key (new SHA-1 ends in …{0}), Developer ID cert (expires 2031-11-02).
""",
    fp(2),
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
