"""The principles written after held-out batch 17, held over generated values (never the
batch's texts): what a value's name, its own prefix, its comment, its table column or
its block says it is (a client-side key, a transaction's hash, a JWT's subject, an id a
page shows, a digest column, a sealed ciphertext), values whose form is a name or a
reference (an environment variable's name, an image with its version, a DSN whose
password is its user), and a call's arguments of words that are not one split value.
Each has a caught counterpart: the principle must not hide a real secret beside it."""

from __future__ import annotations

import base64

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from supermemory_local.store.privacy import redact
from tests.memory_store.generated import SLOW, hex_digits, seeded, tokens, uuids, words
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept

_seeded = seeded
_tokens = tokens(22, 40)
_hex64 = hex_digits(64)
_hex32 = hex_digits(32)
_uuids = uuids
_words = words
_upper = _words.map(str.upper)


# -- a client-side key: its name or its own prefix says so ------------------------------


@SLOW
@given(_tokens, st.sampled_from(["clientKey", "client_key", "clientToken", "sdkKey"]),
       st.sampled_from(["sdk-", "", "key_"]))  # fmt: skip
def test_a_key_named_for_the_client_ships_to_it(token: str, name: str, prefix: str) -> None:
    value = f"{prefix}{token}"
    _kept(f"const c = new Sdk({{\n  apiHost: 'https://cdn.example.io',\n  {name}: '{value}',\n}})")
    _kept(f'    Object {{\n        "{name}": "{prefix}{token}",\n      }}')


@SLOW
@given(_tokens, _words.map(str.capitalize))
def test_a_value_whose_prefix_says_client(token: str, vendor: str) -> None:
    _kept(f"const c = new {vendor}Client('client-{token}', {{ userID: user.id }})")


@SLOW
@given(_tokens, st.sampled_from(["clientSecret", "client_secret", "serverKey", "secretKey"]))
def test_a_client_secret_or_server_key_stays_caught(token: str, name: str) -> None:
    _caught(f"const c = new Sdk({{\n  {name}: '{token}',\n}})", token)


@SLOW
@given(_tokens, _words.map(str.capitalize))
def test_a_server_prefix_stays_caught(token: str, vendor: str) -> None:
    _caught(f"const c = new {vendor}Client('secret-{token}', {{ userID: user.id }})", token)


# -- a comment that calls the value an id, or says a page shows it -----------------------


@SLOW
@given(_uuids, st.sampled_from(["sourceToken", "streamKey", "token"]), _words)
def test_a_comment_that_calls_the_value_an_id(value: str, name: str, word: str) -> None:
    _kept(f"init({{\n  {name}: '{value}',  // {word} id, visible in the dashboard URL\n}})")
    _kept(f"init({{\n  {name}: '{value}',  // shown in the page URL\n}})")


@SLOW
@given(_tokens, _words)
def test_a_comment_about_another_id_does_not_hide_the_key(token: str, word: str) -> None:
    _caught(f"init({{\n  apiKey: '{token}',  // for {word} id 42\n}})", token)
    _caught(f"init({{\n  apiKey: '{token}',  // secret, {word} id\n}})", token)


# -- a transaction's hash, a JWT's subject -----------------------------------------------


@SLOW
@given(_hex64, st.sampled_from(["tx", "txid", "tx_hash", "transaction"]))
def test_a_transactions_hash_is_public(value: str, name: str) -> None:
    _kept(f"Deployer: 0x{value[:40]}  (Sepolia)  {name}: 0x{value}")


@SLOW
@given(_hex64, st.sampled_from(["private key", "PRIVATE_KEY=", "secret:", "private_key ="]))
def test_a_key_of_a_hashs_shape_stays_caught(value: str, name: str) -> None:
    _caught(f"deployer {name} 0x{value}", value)


@SLOW
@given(_hex32, st.sampled_from(["sub", "jti", "azp"]), _words)
def test_a_jwts_identifying_claim_is_an_id(value: str, claim: str, prefix: str) -> None:
    _kept(
        f'{{\n  "iss": "https://{prefix}.example.com",\n  "{claim}": "{prefix[:3]}_{value}",\n'
        f'  "exp": 1796481222\n}}'
    )


@SLOW
@given(_tokens)
def test_a_secret_beside_the_claims_stays_caught(token: str) -> None:
    _caught(f'{{\n  "sub": "user_1",\n  "client_secret": "{token}"\n}}', token)


# -- a name, a reference ----------------------------------------------------------------


@SLOW
@given(_words, st.sampled_from(["password", "secret", "token"]))
def test_a_terraform_variables_environment_name(word: str, kind: str) -> None:
    _kept(
        f'variable "{word}_{kind}" {{\n  sensitive = true\n'
        f'  description = "Master {kind}; pass with TF_VAR_{word}_{kind}"\n}}'
    )


@SLOW
@given(_words, _words, st.integers(1, 30), st.integers(0, 20), _upper)
def test_an_image_with_its_version_is_what_runs(
    org: str, image: str, major: int, minor: int, name: str
) -> None:
    _kept(f"# docker run -e {name}_PASSWORD=${{{name}_PASSWORD}} {org}/{image}:{major}.{minor}.0")


@SLOW
@given(_tokens, _words, _words)
def test_a_password_before_an_image_stays_caught(token: str, org: str, image: str) -> None:
    _caught(f"docker run -e ADMIN_PASSWORD={token} {org}/{image}:2.1.0", token)


@SLOW
@given(_words, _words)
def test_a_dsn_whose_password_is_its_user_with_a_path(user: str, db: str) -> None:
    _kept(
        f"class Settings(BaseSettings):\n"
        f'    database_url: PostgresDsn = "postgresql://{user}:{user}@localhost:5432/{db}"'
    )


@SLOW
@given(_tokens, _words, _words)
def test_a_dsn_with_a_real_password_and_a_path_stays_caught(token: str, user: str, db: str) -> None:
    _caught(
        f"class Settings(BaseSettings):\n"
        f'    database_url: PostgresDsn = "postgresql://{user}:{token}@localhost:5432/{db}"',
        token,
    )


# -- where the value stands: a table's column, a sealed block ----------------------------


@SLOW
@given(_hex64, _upper, st.sampled_from(["DIGEST", "SHA256", "CHECKSUM", "ID"]))
def test_a_value_in_a_digest_column(value: str, word: str, column: str) -> None:
    _kept(
        f"$ tool secrets list\n  NAME                  | {column}\n"
        f"  ----------------------|{'-' * 66}\n  {word}_API_SECRET  | {value}"
    )


@SLOW
@given(_tokens, _upper, st.sampled_from(["VALUE", "SECRET", "TOKEN"]))
@example("1PyconfPScKb2UrVgA6HF8qbNCX", "AAA", "VALUE")  # a base58 address's shape
def test_a_value_in_a_value_column_stays_caught(token: str, word: str, column: str) -> None:
    _caught(
        f"$ tool secrets list --reveal\n  NAME                  | {column}\n"
        f"  ----------------------|{'-' * 40}\n  {word}_API_SECRET  | {token}",
        token,
    )


_ciphertexts = st.builds(lambda r: base64.b64encode(r.randbytes(150)).decode(), _seeded)


@SLOW
@given(_ciphertexts, _upper, st.sampled_from(["encryptedData", "sealedData", "encrypted"]))
def test_a_value_under_a_block_that_says_encrypted(value: str, word: str, block: str) -> None:
    _kept(
        f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: app\n"
        f"spec:\n  {block}:\n    {word}_API_KEY: {value}\n  template:\n    type: Opaque"
    )


@SLOW
@given(_tokens, _upper)
def test_a_secrets_data_beside_a_sealed_block_stays_caught(token: str, word: str) -> None:
    encoded = base64.b64encode(token.encode()).decode()
    _caught(
        f"spec:\n  encryptedData:\n    note: x\n"
        f"kind: Secret\nstringData:\n  {word}_API_KEY: {token}\n",
        token,
    )
    _caught(f"kind: Secret\ndata:\n  {word}_API_KEY: {encoded}\n", encoded)


# -- a call's arguments of words are not one split value ---------------------------------


@SLOW
@given(st.lists(_words, min_size=2, max_size=3).map(" ".join), _words, _words)
def test_arguments_of_words_are_not_a_split_value(message: str, host: str, table: str) -> None:
    _kept(
        f"PS> $cred = Get-Credential -UserName rpt -Message '{message}'\n"
        f'PS> Invoke-Sqlcmd -ServerInstance "{host}.corp.example.com" -Database Reports '
        f'-Credential $cred -Query "SELECT TOP 5 * FROM dbo.{table}"'
    )


# -- caught: a class's constructor given its credential; the word for a key --------------

_hex40 = st.builds(lambda r: "".join(r.choice("0123456789abcdef") for _ in range(40)), _seeded)
_hex20 = st.builds(lambda r: "".join(r.choice("0123456789abcdef") for _ in range(20)), _seeded)
_vendors = _words.map(lambda w: w.capitalize() + "Post")


@SLOW
@given(_hex40, _vendors)
def test_a_constructors_only_hex_key(key: str, vendor: str) -> None:
    _caught(f"const c = new {vendor}('{key}', {{ origin: 'https://api.example.com:443' }})", key)


@SLOW
@given(_hex20, _hex20, _words.map(lambda w: w.capitalize() + "IO"))
def test_a_class_given_an_id_and_its_secret(site: str, key: str, vendor: str) -> None:
    out, _ = redact(f'c = {vendor}("{site}", "{key}", region=Regions.EU)')
    assert site not in out and key not in out, out


@SLOW
@given(_hex32, _words, st.sampled_from(["fhb-", "key_", "sk-"]))
def test_a_prefixed_hex_key_given_to_a_client(key: str, pkg: str, prefix: str) -> None:
    _caught(f'c, err := {pkg}.NewRestClient("{prefix}{key}")', key)


@SLOW
@given(_hex20, _hex32, _hex40, _words)
def test_a_constructors_public_token_or_a_commit_stays(
    short: str, token: str, sha: str, word: str
) -> None:
    _kept(f"const p = new Pusher('{short}', {{ cluster: 'eu' }})")
    _kept(f'{word}.init("{token}")')
    _kept(f"const r = new Repo('acme/{word}', '{sha}')")


@SLOW
@given(_tokens, st.sampled_from(["anahtarı şu:", "kulcsa:", "nyckel är", "kunci:", "klíč je"]))
def test_the_word_for_a_key_then_the_value(token: str, label: str) -> None:
    _caught(f"Servis API {label} {token} — deploy betiğine ekler misin?", token)


@SLOW
@given(st.sampled_from(["anahtarını .env dosyasına koy", "nyckeln finns i valvet"]))
def test_the_word_for_a_key_without_a_value(sentence: str) -> None:
    _kept(f"API {sentence}, lütfen.")


@SLOW
@given(_hex40, _words, st.sampled_from(["production", "development", "staging"]), _upper)
def test_a_printed_token_scoped_by_words(key: str, project: str, env: str, name: str) -> None:
    _caught(f"$ echo ${name}_API_TOKEN\n{project}:{env}.{key}", key)
    out, _ = redact(f"$ echo ${name}_API_TOKEN\n{project}:{env}.{key[:30]}\n{key[30:]}")
    assert key[:30] not in out and key[30:] not in out, out  # wrapped by the terminal


@SLOW
@given(_hex64, _words)
def test_a_printed_digest_stays(digest: str, image: str) -> None:
    _kept(f"$ docker inspect --format '{{{{.Id}}}}' {image}\nsha256:{digest}")


@SLOW
@given(_tokens, _words, st.sampled_from(["http_auth", "basic_auth", "auth"]))
def test_a_password_paired_with_its_user_for_an_auth_keyword(
    token: str, user: str, key: str
) -> None:
    _caught(
        f'client = Search(\n    hosts=[{{"host": "h", "port": 443}}],\n'
        f'    {key}=("{user}", "{token}"),\n    use_ssl=True,\n)',
        token,
    )


@SLOW
@given(_words, st.sampled_from(["http_auth", "basic_auth", "auth"]))
def test_an_auth_pair_read_from_the_environment_or_a_placeholder(user: str, key: str) -> None:
    _kept(f'client = Search(\n    {key}=("{user}", os.environ["SEARCH_PASSWORD"]),\n)')
    _kept(f'client = Search(\n    {key}=("{user}", "<password>"),\n)')


@pytest.mark.parametrize(
    "key", ["99487fea1254c170d549413940797827", "034b38025b09534bd823945400920454"]
)
def test_a_prefixed_hex_key_of_few_letters_given_to_a_client(key: str) -> None:
    _caught(f'c, err := aaa.NewRestClient("fhb-{key}")', key)
