"""The principles written after held-out batch 18, held over generated values (never the
batch's texts). Where a value stands says what it is: a header given as a (name, value)
pair, an id and its secret in one literal where the text says basic auth, the token in
an ingestion URL's path, a URL then a key pair as a call's arguments, the literal a
credential method or a constructor is given. Then precision: what the text says a value
is (a required expansion, an env read joined to a string, a mask, a cache's key, a named
digest, a word for no credential, a path, a record whose password is its user, a
sub-command's object, an enumeration's member, a timestamped signature, a comment's first
clause). Each has a counterpart: the principle must not reach values that stand elsewhere,
nor hide a real secret beside it."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from supermemory_local.store.privacy import redact
from tests.memory_store.generated import ALNUM, HEX, SLOW, hex_digits, seeded, tokens, uuids, words
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept

_seeded = seeded
_tokens = tokens(22, 40)
_hex = HEX
_ALNUM = ALNUM
_hex64 = hex_digits(64)
_hex32 = hex_digits(32).filter(
    lambda h: any(c.isalpha() for c in h) and any(c.isdigit() for c in h)
)
_uuids = uuids
_words = words


# -- a header given as a (name, value) pair ----------------------------------------------


@SLOW
@given(st.one_of(_uuids, _tokens), _words, st.sampled_from(["key", "token", "api-key"]),
       st.sampled_from(["b", ""]))  # fmt: skip
def test_a_header_pair_under_a_keys_name_is_the_key(
    value: str, vendor: str, word: str, b: str
) -> None:
    _caught(
        f"DEBUG:hpack:Encoding headers: [({b}'x-{vendor}-{word}', {b}'{value}'), "
        f"({b}'content-type', {b}'application/json')]",
        value,
    )


@SLOW
@given(_uuids, _words, st.sampled_from(["request-id", "trace-id", "idempotency"]))
def test_a_header_pair_under_an_ids_name_stays_kept(value: str, vendor: str, name: str) -> None:
    _kept(f"DEBUG:hpack:Encoding headers: [(b'x-{vendor}-{name}', b'{value}')]")


# -- an id and its secret in one literal, where the text says basic auth ------------------


@SLOW
@given(_tokens, st.integers(1000, 10**10))
def test_a_basic_pair_literal_hides_its_secret(token: str, account: int) -> None:
    _caught(f'auth: {{:basic, "K{account}:{token}"}}', token)
    _caught(
        f'$pair = "{account}:{token}"\n$b64 = [Convert]::ToBase64String($pair)\n'
        f'Invoke-RestMethod $url -Headers @{{ Authorization = "Basic $b64" }}',
        token,
    )


@SLOW
@given(_hex64, _words)
def test_a_digest_or_a_host_port_beside_basic_stays_kept(digest: str, host: str) -> None:
    _kept(f'image = "sha256:{digest}"  # basic image\nhost = "{host}.internal:8443"')


# -- an ingestion URL's path token ------------------------------------------------------


@SLOW
@given(_uuids, _words, st.sampled_from(["inputs", "integration/prometheus", "integration"]))
def test_the_token_of_an_ingestion_path_is_hidden(value: str, host: str, path: str) -> None:
    _caught(f"curl -d 'done' https://logs.{host}.com/{path}/{value}/tag/http/", value)


@SLOW
@given(_uuids, _words, st.sampled_from(["orders", "users", "integrations", "runs"]))
def test_an_id_in_any_other_path_stays_kept(value: str, host: str, path: str) -> None:
    _kept(f"GET https://api.{host}.com/v1/{path}/{value} 200")


# -- a URL, then a key pair, as a call's arguments --------------------------------------


@SLOW
@given(_hex32, _hex64, _words)
def test_a_url_then_a_key_pair_hides_both(key_id: str, secret: str, bucket: str) -> None:
    text = (
        f"SELECT count()\nFROM s3('https://{bucket}.example.com/events/*.parquet',\n"
        f"        '{key_id}', '{secret}', 'Parquet');"
    )
    out, _ = redact(text)
    assert key_id not in out and secret not in out, out


@SLOW
@given(_words, _words)
def test_a_url_then_words_stays_kept(bucket: str, fmt: str) -> None:
    _kept(f"SELECT * FROM s3('https://{bucket}.example.com/data/*.csv', 'CSVWithNames', '{fmt}')")


# -- a credential method's or a constructor's literal ----------------------------------


@SLOW
@given(_tokens, st.integers(10**6, 10**10),
       st.sampled_from([".WithSecurity(", ".setCredentials(", ".withAuth("]))  # fmt: skip
def test_a_method_that_says_credentials_is_given_them(token: str, account: int, call: str) -> None:
    _caught(f'var c = new Client("shop")\n    {call}"{account}", "{token}");', token)


@SLOW
@given(st.one_of(_uuids, _hex32, _tokens), _words,
       st.sampled_from(['{p}.New("{v}", "app")', '{P}::API.new "{v}"',
                        '{P}.Instance.Initialize("{v}");']))  # fmt: skip
def test_a_constructors_first_literal_is_its_credential(value: str, pkg: str, form: str) -> None:
    _caught(form.format(p=pkg, P=pkg.capitalize(), v=value), value)


@SLOW
@given(_words, _words)
def test_a_constructors_word_literals_stay_kept(pkg: str, name: str) -> None:
    _kept(f'c := {pkg}.New("{name}", "payments")\nx = {pkg.capitalize()}::API.new "{name}-v3"')


# -- after batch 18, precision: what the text says a value is --------------------------


@SLOW
@given(_words.map(str.upper), _words, _tokens)
def test_a_required_expansion_is_a_reference(name: str, message: str, token: str) -> None:
    _kept(f"{name}_PASSWORD=${{{name}_PASSWORD:?{message} must be set}}\nNEXT=1")
    _caught(f"{name}_PASSWORD=${{{name}_PASSWORD:-{token}}}\nNEXT=1", token)


@SLOW
@given(_words.map(str.upper), _tokens)
def test_a_string_joined_to_an_env_read_is_code(name: str, token: str) -> None:
    _kept(f"$h = [\n    'X-{name}_API_KEY: ' . getenv('{name}_API_KEY'),\n];")
    _caught(f"$h = [\n    'X-{name}_API_KEY: {token}',\n];", token)


@SLOW
@given(st.builds(lambda r: "".join(r.choice(_ALNUM) for _ in range(4)), _seeded),
       st.sampled_from(["sk-", "pk_", "", "ghp_"]), _tokens)  # fmt: skip
def test_a_mask_showing_the_last_few_is_kept(last: str, prefix: str, token: str) -> None:
    _kept(f"Your API key: {prefix}...{last} (created Dec 5)")
    _caught(f"Your API key: sk-{token} (created Dec 5)", token)


@SLOW
@given(_hex64, _words, _tokens)
def test_a_cache_key_is_a_lookup_key(digest: str, tool: str, token: str) -> None:
    _kept(f"Cache restored from key: {tool}-Linux-x64-{digest}")
    _kept(f"cache key: v2/{tool}/{digest[:40]}/page-1 (hit ratio 0.94)")
    _kept(f"data:\n  MODEL_ID: {tool}-v7\n  CACHE_KEY: {tool}-{digest[:16]}")
    _caught(f"data:\n  MODEL_ID: {tool}-v7\n  CACHE_PASSWORD: {token}", token)


@SLOW
@given(_hex64, _tokens)
def test_a_named_digest_of_a_secret_is_kept(digest: str, token: str) -> None:
    _kept(f"  Secret detected: Generic Token\n  Secret SHA: {digest}\n  Occurrences: 1")
    _caught(f"  Secret detected: Generic Token\n  Secret: {token}\n  Occurrences: 1", token)


@SLOW
@given(_words, _tokens)
def test_a_word_for_no_credential_is_kept(host: str, token: str) -> None:
    _kept(f"https://{host}.dev/index.php?module=API&format=JSON&token_auth=anonymous")
    _caught(f"https://{host}.dev/index.php?module=API&format=JSON&token_auth={token}", token)


@SLOW
@given(_words, st.sampled_from(["id_ed25519", "id_rsa", "deploy_key"]), _tokens)
def test_a_quoted_path_is_a_path(user: str, key: str, token: str) -> None:
    _kept(f"$ ssh host\nEnter passphrase for key '/home/{user}/.ssh/{key}':\nWelcome")
    _caught(f"$ ssh host\nEnter passphrase for key: {token}\nWelcome", token)


@SLOW
@given(_words, _tokens)
def test_a_record_whose_password_is_its_user(user: str, token: str) -> None:
    _kept(f"# ~/.pgpass\nlocalhost:5432:*:{user}:{user}")
    _caught(f"# ~/.pgpass\nlocalhost:5432:*:{user}:{token}", token)


@SLOW
@given(st.builds(lambda r: "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789")
                                  for _ in range(26)), _seeded), _tokens)  # fmt: skip
def test_the_object_of_a_sub_command_is_an_id(item: str, token: str) -> None:
    _kept(f"[use 'op item get {item} --reveal' to reveal]")
    _caught(f"$ op item get Stripe --reveal\npassword: {token}", token)


@SLOW
@given(_words, _words, st.sampled_from(["network", "mode", "region", "chain"]), _tokens)
def test_snake_words_under_a_plain_name_are_a_member(a: str, b: str, name: str, token: str) -> None:
    _kept(f"const w = new Sdk({{ clientId: 'x', authNetwork{name.capitalize()}: '{a}_{b}' }})")
    _caught(f"const w = new Sdk({{ authToken: '{token}' }})", token)


@SLOW
@given(st.integers(10**9, 2 * 10**9), _hex64, _tokens)
def test_a_timestamped_signature_is_one_payloads_mac(at: int, mac: str, token: str) -> None:
    _kept(f"webhook signature: t={at},v1={mac}")
    _caught(f"webhook secret: whsec_{token}", token)


@SLOW
@given(_uuids, st.sampled_from(["apiKey", "key"]), _tokens)
def test_a_comments_first_clause_speaks_of_the_value(value: str, name: str, token: str) -> None:
    _kept(
        f"init({{\n  {name}: '{value}',"
        "   // the public key; the shared secret stays on the server\n})"
    )
    _kept(f"init({{\n  {name}: '{value}',   // app key, sent to every browser\n}})")
    _kept(f"// the key in the manifest is an app identifier, not a REST key\n<key>{value}</key>")
    _caught(f"init({{\n  {name}: '{token}',   // secret; the public one is in config\n}})", token)


@SLOW
@given(st.one_of(_uuids.map(str.upper), _tokens), _words, _words)
def test_a_constructor_given_a_user_and_a_key(value: str, user: str, vendor: str) -> None:
    _caught(f"const c = new api.{vendor.capitalize()}Api('{user}@{vendor}.io', '{value}')", value)


@SLOW
@given(_words, _words)
def test_a_constructor_given_a_user_and_words(user: str, vendor: str) -> None:
    _kept(f"const m = new Mailer('{user}@{vendor}.io', 'Welcome aboard', 'welcome-template')")
