"""The principles written after held-out batch 26, held over generated values (never the
batch's texts).

Precision, by which half of a credential pair a value is: a name under a front-end
framework's public prefix that says the public half (a search-only key, an anon key, a
site or client key, an app's id, a DSN), a name that says anon or search-only anywhere, a
Supabase key whose own claims name the anon role, a vendor's documented prefix for the id
or key that apps ship (Square's application ids, Branch's key), and a Google API key in
the mobile twins of a Firebase config. Each principle has a counterpart: the secret half
beside the public one, or a secret put by mistake under a public prefix, still goes."""

from __future__ import annotations

import base64
import json
import random
import string

from hypothesis import given
from hypothesis import strategies as st

from tests.memory_store.generated import (
    ALNUM,
    HEX,
    SLOW,
    seeded,
    words,
)
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept

_URLSAFE = ALNUM + "-_"
_LOWER = string.ascii_lowercase


def _run(r: random.Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def _key(r: random.Random, n: int) -> str:
    """A random key of ``n`` letters and digits with both cases and digits in it (as a
    vendor's keys have; a run of letters alone reads as a word)."""
    body = [r.choice(ALNUM) for _ in range(n - 3)]
    body += [r.choice(string.digits), r.choice(string.digits), r.choice(string.ascii_uppercase)]
    r.shuffle(body)
    return "".join(body)


def _b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _supabase_key(r: random.Random, role: str) -> str:
    """A JWT in the shape Supabase issues for a project's anon or service_role key."""
    head = _b64url(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    ref = _run(r, _LOWER, 20)
    claims = {
        "iss": "supabase",
        "ref": ref,
        "role": role,
        "iat": r.randrange(1_600_000_000, 1_800_000_000),
    }
    body = _b64url(json.dumps(claims, separators=(",", ":")).encode())
    return f"{head}.{body}.{_b64url(bytes(r.randrange(256) for _ in range(32)))}"


_PUBLIC_PREFIXES = st.sampled_from(
    ["NEXT_PUBLIC_", "VITE_", "EXPO_PUBLIC_", "NUXT_PUBLIC_", "REACT_APP_", "PUBLIC_", "GATSBY_"]
)
_PUBLIC_HALVES = st.sampled_from(
    ["SEARCH_KEY", "SEARCH_API_KEY", "ANON_KEY", "SITE_KEY", "CLIENT_KEY", "PUBLIC_KEY", "APP_ID"]
)
_SECRET_HALVES = st.sampled_from(
    ["ADMIN_KEY", "SECRET_KEY", "SERVICE_ROLE_KEY", "SERVER_KEY", "MASTER_KEY", "SECRET"]
)


# -- 1. a name that says the public half ---------------------------------------------------


@SLOW
@given(seeded, words, _PUBLIC_PREFIXES, _PUBLIC_HALVES)
def test_a_public_half_under_a_frameworks_public_prefix_is_kept(
    r: random.Random, vendor: str, prefix: str, half: str
) -> None:
    value = _run(r, HEX, 32) if r.random() < 0.5 else _run(r, ALNUM, 28)
    _kept(
        f"{prefix}{vendor.upper()}_URL=https://{vendor}.example.com\n{prefix}{vendor.upper()}_{half}={value}\n"
    )


@SLOW
@given(seeded, words, _PUBLIC_PREFIXES, _SECRET_HALVES)
def test_the_secret_half_beside_it_still_goes_even_under_a_public_prefix(
    r: random.Random, vendor: str, prefix: str, half: str
) -> None:
    public = _run(r, HEX, 32)
    secret = _key(r, 40)
    text = (
        f"{prefix}{vendor.upper()}_SEARCH_KEY={public}\n{prefix}{vendor.upper()}_{half}={secret}\n"
    )
    _caught(text, secret)


@SLOW
@given(seeded, words)
def test_a_name_saying_anon_or_search_only_is_kept_without_a_prefix(
    r: random.Random, vendor: str
) -> None:
    value = _run(r, ALNUM, 36)
    _kept(f"--dart-define={vendor.upper()}_ANON_KEY={value} --dart-define=FLAVOR=prod")
    _kept(f"{vendor.upper()}_SEARCH_ONLY_KEY={_run(r, HEX, 32)}")


@SLOW
@given(seeded, words)
def test_a_bare_search_key_without_a_public_prefix_still_goes(
    r: random.Random, vendor: str
) -> None:
    value = _key(r, 36)
    _caught(f"{vendor.upper()}_SEARCH_KEY={value}", value)


# -- 2. a key whose own claims name the anon role ---------------------------------------------


@SLOW
@given(seeded, words)
def test_a_supabase_key_whose_claims_name_the_anon_role_is_kept(
    r: random.Random, name: str
) -> None:
    key = _supabase_key(r, "anon")
    _kept(f"export const {name} = createClient(\n  'https://{name}.example.co',\n  '{key}'\n)")
    _kept(f"$ flutter run --dart-define=KEY={key}")


@SLOW
@given(seeded, words)
def test_its_service_role_sibling_still_goes(r: random.Random, name: str) -> None:
    key = _supabase_key(r, "service_role")
    signature = key.rsplit(".", 1)[1]
    _caught(f"const {name} = createClient('https://{name}.example.co', '{key}')", signature)


# -- 3. a vendor's documented prefix for what apps ship -----------------------------------------


@SLOW
@given(seeded, words)
def test_a_square_application_id_and_a_branch_key_are_kept(r: random.Random, a: str) -> None:
    _kept(f"It's sq0idp-{_run(r, _URLSAFE, 22)} in the {a} config")
    _kept(f"<key>live</key>\n<string>key_live_{_run(r, ALNUM, 32)}</string>")


@SLOW
@given(seeded, words)
def test_squares_and_branchs_secret_halves_still_go(r: random.Random, a: str) -> None:
    secret = f"sq0csp-{_run(r, _URLSAFE, 43)}"
    _caught(f"{a}: sq0idp-{_run(r, _URLSAFE, 22)} and its secret {secret}", secret)
    branch = f"secret_live_{_run(r, ALNUM, 32)}"
    _caught(f"<key>branch_secret</key>\n<string>{branch}</string>", branch)


# -- 4. Firebase's mobile configs -----------------------------------------------------------


@SLOW
@given(seeded, words, st.integers(10**11, 10**12 - 1))
def test_a_google_api_key_in_a_firebase_mobile_config_is_kept(
    r: random.Random, app: str, sender: int
) -> None:
    key = "AIza" + _run(r, _URLSAFE, 35)
    _kept(
        f"<dict>\n\t<key>API_KEY</key>\n\t<string>{key}</string>\n\t<key>GCM_SENDER_ID</key>\n"
        f"\t<string>{sender}</string>\n\t<key>GOOGLE_APP_ID</key>\n"
        f"\t<string>1:{sender}:ios:{_run(r, HEX, 22)}</string>\n</dict>"
    )
    _kept(
        f'{{"client_info": {{"mobilesdk_app_id": "1:{sender}:android:{_run(r, HEX, 22)}"}},\n'
        f' "api_key": [ {{ "current_key": "{key}" }} ]}}'
    )


@SLOW
@given(seeded, words)
def test_a_google_api_key_with_no_firebase_config_around_it_still_goes(
    r: random.Random, app: str
) -> None:
    key = "AIza" + _run(r, _URLSAFE, 35)
    _caught(f"GOOGLE_MAPS_SERVER_KEY={key}\nAPP={app}", key)


# -- 5. a Sentry DSN where the text ships it to clients --------------------------------------


@SLOW
@given(seeded, words, st.sampled_from(["NEXT_PUBLIC_", "EXPO_PUBLIC_", "VITE_", "PUBLIC_"]))
def test_a_sentry_dsn_shipped_to_clients_is_kept(r: random.Random, org: str, prefix: str) -> None:
    key, org_id, project = _run(r, HEX, 32), r.randrange(10**6, 10**7), r.randrange(10**6, 10**16)
    dsn = f"https://{key}@o{org_id}.ingest.{org[:2]}.sentry.io/{project}"
    _kept(f"{prefix}SENTRY_DSN={dsn}\nSENTRY_ORG={org}\n")
    _kept(f"export {prefix}SENTRY_DSN={dsn}")  # (a word before the name: the name still says)
    _kept(f'Sentry.init({{\n  dsn: "{dsn}",\n  tracesSampleRate: 0.1,\n}});')


@SLOW
@given(seeded, words)
def test_a_sentry_dsn_elsewhere_and_its_auth_token_still_go(r: random.Random, org: str) -> None:
    key = _run(r, HEX, 32)
    _caught(f"SENTRY_DSN=https://{key}@o{r.randrange(10**6, 10**7)}.ingest.sentry.io/42", key)
    token = "sntrys_" + _run(r, _URLSAFE, 60)
    _caught(
        f"NEXT_PUBLIC_SENTRY_DSN=https://{key}@o1.ingest.sentry.io/1\nSENTRY_AUTH_TOKEN={token}",
        token,
    )


# -- 6. the secret half: what another variable's public prefix and a certificate's name say ---


@SLOW
@given(seeded, words)
def test_a_public_prefix_on_the_line_above_keeps_nothing_below(
    r: random.Random, vendor: str
) -> None:
    secret = (
        f"{_run(r, _LOWER, 3)}.{_run(r, ALNUM, 18)}{_run(r, string.digits, 2)}{_run(r, ALNUM, 2)}"
    )
    body = secret.split(".", 1)[1]
    _caught(
        f"{vendor.upper()}_API_URL=https://edge.{vendor}.example.com/api/v1/\n"
        f"NEXT_PUBLIC_{vendor.upper()}_ENVIRONMENT_ID={_run(r, ALNUM, 22)}\n"
        f"{vendor.upper()}_SERVER_KEY={secret}\n",
        body,
    )


@SLOW
@given(seeded, words)
def test_an_app_certificate_given_as_hex_is_a_key(r: random.Random, vendor: str) -> None:
    cert = _run(r, HEX, 32)
    _caught(
        f"android.useAndroidX=true\n{vendor.upper()}_APP_ID={_run(r, HEX, 32)}\n"
        f"{vendor.upper()}_APP_CERTIFICATE={cert}\n",
        cert,
    )


@SLOW
@given(seeded, words)
def test_a_certificates_fingerprint_and_body_are_still_kept(r: random.Random, host: str) -> None:
    _kept(f"CERT_FINGERPRINT={_run(r, HEX, 40)}\nHOST={host}.example.org")
    _kept(f"ssl_cert_sha256 = {_run(r, HEX, 64)}")


# -- 7. a CLI's documented positional key; a secret's noun in Japanese -------------------------


@SLOW
@given(seeded, words, st.sampled_from(["b2 account authorize", "b2 authorize-account"]))
def test_b2s_positional_application_key_goes(r: random.Random, bucket: str, verb: str) -> None:
    key_id = "00" + _run(r, HEX, 23)
    key = "K00" + _run(r, ALNUM, 28)
    _caught(f"$ {verb} {key_id} {key}\nUsing https://api.example.com\n$ b2 ls b2://{bucket}\n", key)


@SLOW
@given(words, st.sampled_from(["$B2_APPLICATION_KEY_ID $B2_APPLICATION_KEY", "--help"]))
def test_b2_authorize_with_references_is_kept(bucket: str, args: str) -> None:
    _kept(f"$ b2 account authorize {args}\n$ b2 ls b2://{bucket}\n")


@SLOW
@given(seeded, st.integers(10**9, 10**10 - 1))
def test_a_channel_secret_named_in_japanese_goes(r: random.Random, channel: int) -> None:
    secret = _run(r, HEX, 32)
    _caught(f"チャネルIDは {channel}、チャネルシークレットは {secret} です。", secret)
    _caught(f"シークレット: {secret}", secret)


@SLOW
@given(st.integers(10**9, 10**10 - 1))
def test_japanese_prose_about_the_secret_is_kept(channel: int) -> None:
    _kept(
        f"チャネルIDは {channel} です。"
        "チャネルシークレットはサーバー側の環境変数にだけ置いてください。"
    )
