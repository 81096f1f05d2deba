"""The principles written after held-out batch 16, held over generated values (never the
batch's texts): what the text says a value is (a JS/TS read of the environment, a
placeholder marker inside a prefix, a description in angle brackets, a prefix or a
comment that calls it public, an HTML data attribute, a secret manager's flag naming a
secret, a value the text calls a default, an empty value before a line of its own), and
where a command's or a call's shape says which argument is the credential."""

from __future__ import annotations

import re
import string

from hypothesis import assume, given
from hypothesis import strategies as st

from supermemory_local.store.privacy import is_secret_key, redact
from tests.memory_store.generated import SLOW, hex_digits, seeded, tokens, words
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept

_seeded = seeded
_tokens = tokens(22, 32)
_hex = hex_digits(32, 40).filter(
    lambda t: sum(c.isdigit() for c in t) >= 4 and sum(c.isalpha() for c in t) >= 4
)
_words = words
_upper = _words.map(str.upper)


# -- kept -------------------------------------------------------------------------------


@SLOW
@given(
    st.sampled_from(["Bun.env.{n}!", "process.env.{n}", "import.meta.env.{n} ?? ''",
                     'Deno.env.get("{n}")', "process.env.{n}!"]),
    _upper,
)  # fmt: skip
def test_a_js_read_of_the_environment_is_code(form: str, word: str) -> None:
    name = f"{word}_SECRET"
    _kept(f"app.use(jwt({{ name: 'jwt', secret: {form.format(n=name)}, exp: '7d' }}))")


@SLOW
@given(
    st.sampled_from(["secret-test-", "sk_live_", "whsec_", "key-"]),
    st.sampled_from(["REPLACE_ME", "CHANGE_ME", "YOUR_KEY_HERE", "xxxxxxxxxx"]),
    _upper,
)
def test_a_placeholder_inside_a_prefix(prefix: str, marker: str, word: str) -> None:
    _kept(f"{word}_SECRET={prefix}{marker}")


@SLOW
@given(_tokens)
def test_a_placeholder_marker_beside_a_real_value_does_not_hide_it(token: str) -> None:
    _caught(f"password = [-changeme-]{{+{token}+}}", token)


@SLOW
@given(st.sampled_from(["PUBK_TEST-", "_public_production_", "pub_"]), _tokens, _words)
def test_a_prefix_that_says_public(middle: str, token: str, vendor: str) -> None:
    _kept(f'Checkout({{\n  public_key: "{vendor.upper()}{middle}{token}",\n  amount: 100,\n}});')


@SLOW
@given(_tokens, st.sampled_from(["//", "#"]))
def test_a_comment_that_calls_the_value_public(token: str, mark: str) -> None:
    _kept(
        f"init({{\n  accessToken: '{token}',   {mark} public access token, ships to browsers\n}})"
    )
    _kept(f"{mark} public key: only for the browser\nSdk.setKey('{token}');")


@SLOW
@given(_tokens, st.sampled_from(["//", "#"]))
def test_a_comment_that_calls_another_value_public_does_not_hide_this_one(
    token: str, mark: str
) -> None:
    _caught(f"{mark} public key: age1{token.lower()}{token.lower()}\nAPI_SECRET={token}", token)
    _caught(f"{mark} public and secret keys below\napi_secret: '{token}'", token)


@SLOW
@given(_tokens, st.sampled_from(["client-key", "site-key", "token"]))
def test_an_html_data_attribute_ships_to_every_browser(token: str, name: str) -> None:
    _kept(f'<script src="https://cdn.example.com/pay.js"\n   data-{name}="{token}"></script>')


@SLOW
@given(st.lists(_words, min_size=2, max_size=4).map("-".join))
def test_a_secret_managers_flag_names_a_secret(slug: str) -> None:
    _kept(f'export X="$(gcloud secrets versions access latest --secret={slug})"')


@SLOW
@given(_words, _words.map(str.capitalize))
def test_a_value_the_text_calls_a_default(user: str, word: str) -> None:
    value = f"{user}:{word}"
    _kept(f'# local docker: {value} is the documented default\nc = Client(token="{value}")')


@SLOW
@given(
    _upper,
    _upper,
    st.sampled_from(["true", "9000", "eu-west-1"]),
)
def test_an_empty_value_never_lends_the_next_line_to_its_name(a: str, b: str, v: str) -> None:
    # The lines after it name no secret of their own (AUTHTOKEN_ERROR__X would).
    assume(not is_secret_key(f"{a}_ERROR__{b}") and not is_secret_key(f"COMPOSE_{b}"))
    _kept(f"# tr -d '\\n'\n{a}_SECRET_KEY=\n{a}_ERROR__{b}={v}\nCOMPOSE_{b}=9000")


@SLOW
@given(st.sampled_from(["key from the dashboard", "token from the console", "key here"]))
def test_private_as_the_adjective_of_a_credential_is_a_placeholder(words: str) -> None:
    _kept(f"APP_PUBLIC_KEY=abc\nAPP_PRIVATE_KEY=<private {words}>")


def test_a_private_block_still_hides() -> None:
    out, _ = redact("note <private>the vault code is 4417</private> end")
    assert "4417" not in out


# -- caught -----------------------------------------------------------------------------


@SLOW
@given(_tokens, st.sampled_from([":X", ":", ":x"]))
def test_a_token_as_the_basic_auth_user(token: str, tail: str) -> None:
    _caught(f"$ curl -s -u {token}{tail} https://acme.example.com/api/v2/tickets", token)


@SLOW
@given(_tokens)
def test_a_key_flag_literal(token: str) -> None:
    _caught(f"$ dbcli --key '{token}' data/app.db", token)


def test_a_key_flag_path_is_kept() -> None:
    _kept("$ curl --cert client.pem --key client.key https://example.com")


# A parameter prefix that names a digest (``rev``, ``sha``, ``…id``) says the hex is one:
# the rule keeps it, so the signature's prefix is any other word.
_DIGEST_WORD = re.compile(r"hash|sha|md5|checksum|digest|etag|commit|id$|version|rev")
_param_words = _words.filter(lambda w: not _DIGEST_WORD.search(w.lower() + "-s"))


@SLOW
@given(_hex, st.integers(1_700_000_000, 1_900_000_000), _param_words)
def test_an_expiring_signed_urls_signature(sig: str, ts: int, p: str) -> None:
    _caught(f"https://cdn.example.io/a/b.pdf?{p}-t={ts}&{p}-s={sig}", sig)


@SLOW
@given(_hex, st.sampled_from(["/v3/", "/v2/", "/"]), _words)
def test_a_url_whose_path_is_a_hex_key(key: str, version: str, host: str) -> None:
    _caught(f"RPC_URL=https://mainnet.{host}.io{version}{key}", key)


def test_a_commit_url_is_kept() -> None:
    _kept("see https://github.com/acme/app/commit/3f2a9c1b7d4e5f60718293a4b5c6d7e8f9012345")


@SLOW
@given(_tokens, _upper)
def test_env_add_gives_the_value_positionally(token: str, word: str) -> None:
    _caught(f"$ vercel env add {word}_API_KEY production {token}", token)


@SLOW
@given(_tokens, st.sampled_from(["키는", "토큰은", "비밀번호는", "パスワードは", "密钥是"]))
def test_a_cjk_credential_noun_then_the_value(token: str, label: str) -> None:
    _caught(f"서비스 {label} {token} 이에요.", token)


@SLOW
@given(_hex, _hex)
def test_random_literals_given_to_a_clients_constructor(a: str, b: str) -> None:
    _caught(f'const p = new ethers.SomeProvider("mainnet", "{a}", "{b}");', b)


_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


@SLOW
@given(st.sampled_from(["live", "sandbox", "eu-west", "5432", "production"]), _tokens)
def test_a_kubernetes_secrets_encoded_setting(word: str, token: str) -> None:
    import base64

    setting = base64.b64encode(word.encode()).decode()
    secret = base64.b64encode(token.encode()).decode()
    text = (
        "$ kubectl get secret app -o yaml\napiVersion: v1\ndata:\n"
        f"  api-token: {secret}\n  environment: {setting}\nkind: Secret"
    )
    out, _ = redact(text)
    assert f"environment: {setting}" in out, out
    assert secret not in out, out


@SLOW
@given(st.text(alphabet=_B58, min_size=87, max_size=88), st.sampled_from(["sig", "signature"]))
def test_a_base58_transaction_signature_named_so(value: str, name: str) -> None:
    _kept(f'const conn = new Connection(url, "confirmed");\nconst {name} = "{value}";')


@SLOW
@given(st.text(alphabet=_B58, min_size=87, max_size=88))
def test_a_base58_key_of_the_same_shape_is_caught(value: str) -> None:
    _caught(f'const secretKey = "{value}";', value)


@SLOW
@given(st.text(alphabet=_B58, min_size=43, max_size=44).filter(lambda v: len(set(v)) > 20))
def test_a_value_a_command_prints_as_a_public_key(value: str) -> None:
    _kept(f"$ wallet-keygen pubkey ~/.config/w/id.json\n{value}\n$ wallet balance {value}\n2.5")


@SLOW
@given(_tokens, _words)
def test_a_public_comment_after_code_above_is_about_that_code(token: str, word: str) -> None:
    _caught(f"pk = '{word}'  # public\napi_secret = '{token}'", token)


@SLOW
@given(st.text(alphabet=_B58, min_size=43, max_size=44).filter(lambda v: len(set(v)) > 20), _words)
def test_a_printed_public_key_after_a_note_before_the_prompt(value: str, word: str) -> None:
    _kept(f"{word} $ wallet-keygen pubkey id.json\n{value}\n$ wallet balance {value}")


@SLOW
@given(st.text(alphabet=string.ascii_uppercase + string.digits, min_size=6, max_size=10), _tokens)
def test_an_id_and_its_secret_joined_by_a_colon(ident: str, token: str) -> None:
    _caught(f'c = Client(\n    management_key="{ident}:{token}",\n)', token)


def test_a_colon_pair_that_is_no_credential_is_kept() -> None:
    _kept('cache_key = "users:page-2-of-all-active-accounts"')


@SLOW
@given(_hex, st.integers(1_700_000_000, 1_900_000_000), st.sampled_from(["hash", "sha", "etag"]))
def test_a_digest_beside_a_timestamp_is_what_the_file_is(h: str, ts: int, name: str) -> None:
    _kept(f"https://cdn.example.com/app.js?t={ts}&{name}={h}")


@SLOW
@given(_hex.filter(lambda h: len(h) == 32))
def test_a_gist_id_is_kept(h: str) -> None:
    _kept(f"see https://gist.github.com/{h}")


# 40 random hex digits, as an address or a generated key has them (not a shrunk pattern)
_address = _seeded.map(lambda r: f"{r.getrandbits(160):040x}").filter(lambda t: len(set(t)) >= 8)


@SLOW
@given(
    _address,
    st.sampled_from(
        ["HCAPTCHA_SECRET", "captcha_secret_key", "secret", "PRIVATE_KEY", "dbPassword"]
    ),
    st.sampled_from(['{k}="{v}"', "{k}: {v}", "export {k}={v}", '"{k}": "{v}"', "{k}={v}&x=1"]),
)
def test_hex_of_an_address_shape_under_a_secret_name_is_a_secret(
    hex40: str, key: str, form: str
) -> None:
    """``0x`` and 40 hex digits reads as a chain address, but hCaptcha's secret keys have
    that shape: under a name that says secret, password or private it is caught."""
    value = "0x" + hex40
    _caught(form.format(k=key, v=value), value)


@SLOW
@given(
    _address,
    st.sampled_from(["WALLET_ADDRESS", "token", "contract", "key_id", "Deployer", "owner"]),
    st.sampled_from(['{k}="{v}"', "{k}: {v}", "export {k}={v}"]),
)
def test_hex_of_an_address_shape_under_any_other_name_is_kept(
    hex40: str, key: str, form: str
) -> None:
    """An address, a token contract, a key's id: public (and ``HCAPTCHA_SECRET =
    "0x0000…"``, the documented test key, is kept by the batch it came from)."""
    _kept(form.format(k=key, v="0x" + hex40))
