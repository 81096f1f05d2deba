"""The principles written in held-out batch 26's second round, held over generated values
(never the batch's texts).

Precision, by what the text says of a public half: a comment heading a block that says
its values are fine to ship (the block ends at a blank line or the next comment), a
vendor's documented browser initializer taking its public key (Kakao's ``Kakao.init``,
Paddle's client-side token, Algolia's lite client), and the key ids a key-listing
command prints (``b2 key list``). Recall: Ably's key format, whose part after the colon
is the secret wherever it stands, and a management key named so. Each principle has a
counterpart: where the same text says a value is the secret half, it still goes."""

from __future__ import annotations

import random
import string

from hypothesis import given
from hypothesis import strategies as st

from supermemory_local.store.privacy import redact
from tests.memory_store.generated import (
    ALNUM,
    HEX,
    SLOW,
    seeded,
    words,
)
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept

_LOWER_NUM = string.ascii_lowercase + string.digits
_URLSAFE = ALNUM + "-_"


def _run(r: random.Random, alphabet: str, n: int) -> str:
    return "".join(r.choice(alphabet) for _ in range(n))


def _lower_key(r: random.Random, n: int) -> str:
    """Lowercase letters and digits, with digits in it (a run of letters reads as a word)."""
    body = [r.choice(_LOWER_NUM) for _ in range(n - 3)] + [r.choice(string.digits) for _ in "123"]
    r.shuffle(body)
    return "".join(body)


def _hex_key(r: random.Random) -> str:
    """32 hex digits with letters among them (a run of digits reads as a number)."""
    body = [r.choice(HEX) for _ in range(22)] + [r.choice("abcdef") for _ in range(10)]
    r.shuffle(body)
    return "".join(body)


def _key(r: random.Random, n: int) -> str:
    body = [r.choice(ALNUM) for _ in range(n - 3)]
    body += [r.choice(string.digits), r.choice(string.digits), r.choice(string.ascii_uppercase)]
    r.shuffle(body)
    return "".join(body)


_PUBLIC_HEADINGS = st.sampled_from(
    [
        "# .env -- only values that are fine to ship in the binary",
        "# safe to expose: these end up in the app bundle",
        "// client-side keys, domain-restricted in the console",
        "# app config (publishable values only)",
    ]
)
_SECRET_HEADINGS = st.sampled_from(
    [
        "# secret values -- never commit this file",
        "# server-side keys, do not ship",
        "# private: fine to ship is NOT true here",
    ]
)


def _block(heading: str, vendor: str, value: str, uuid: str, gap: str = "") -> str:
    v = vendor.upper()
    return (
        f"{heading}\nAPI_URL=https://api.{vendor}.example.com\n{v}_APP_ID={uuid}\n{gap}"
        f"{v}_API_KEY={value}\nCODEPUSH_DEPLOYMENT=Production\n"
    )


# -- 1. a comment heading a block says its values are public -----------------------------------


@SLOW
@given(seeded, words, _PUBLIC_HEADINGS)
def test_a_block_under_a_comment_that_says_fine_to_ship_is_kept(
    r: random.Random, vendor: str, heading: str
) -> None:
    uuid = _run(r, HEX, 8).upper() + "-6F6D-4A1B-A148-" + _run(r, HEX, 12).upper()
    _kept(_block(heading, vendor, _lower_key(r, 12), uuid))


@SLOW
@given(seeded, words, _SECRET_HEADINGS)
def test_a_heading_that_says_secret_keeps_the_block_hidden(
    r: random.Random, vendor: str, heading: str
) -> None:
    value = _lower_key(r, 12)
    _caught(_block(heading, vendor, value, "DB8CCB0B-6F6D-4A1B-A148-39F43094A0C4"), value)


@SLOW
@given(seeded, words, _PUBLIC_HEADINGS, st.sampled_from(["\n", "# server only\n"]))
def test_a_blank_line_or_the_next_comment_ends_the_block(
    r: random.Random, vendor: str, heading: str, gap: str
) -> None:
    value = _lower_key(r, 12)
    _caught(_block(heading, vendor, value, "DB8CCB0B-6F6D-4A1B-A148-39F43094A0C4", gap), value)


@SLOW
@given(seeded, words, _PUBLIC_HEADINGS, st.sampled_from(["SECRET", "ADMIN_KEY", "SERVER_KEY"]))
def test_a_value_whose_own_name_says_the_secret_half_still_goes_under_it(
    r: random.Random, vendor: str, heading: str, half: str
) -> None:
    value = _key(r, 32)
    text = f"{heading}\nAPI_URL=https://api.{vendor}.example.com\n{vendor.upper()}_{half}={value}\n"
    _caught(text, value)


@SLOW
@given(
    seeded,
    words,
    st.sampled_from(["domain-restricted in the console", "safe to expose", "client-side key"]),
)
def test_a_comment_beside_or_above_saying_safe_to_expose_keeps_the_value(
    r: random.Random, vendor: str, note: str
) -> None:
    key = _key(r, 32)
    _kept(f"const {vendor}ApiKey = '{key}' // {note}\n")
    _kept(f"// {note}\nconst {vendor}ApiKey = '{key}'\n")


@SLOW
@given(seeded, words, st.sampled_from(["secret, never safe to expose", "server-side key"]))
def test_a_comment_saying_secret_or_server_side_keeps_it_hidden(
    r: random.Random, vendor: str, note: str
) -> None:
    key = _key(r, 32)
    _caught(f"const {vendor}ApiKey = '{key}' // {note}\n", key)


# -- 2. a vendor's documented browser initializer ---------------------------------------------


@SLOW
@given(seeded)
def test_the_javascript_key_in_kakao_init_is_kept(r: random.Random) -> None:
    key = _hex_key(r)
    _kept(
        "if (!window.Kakao.isInitialized()) {\n"
        f"  window.Kakao.init('{key}') // JavaScript key\n}}\n"
    )


@SLOW
@given(seeded, st.sampled_from(["// admin key", "// REST API secret", "// server key"]))
def test_kakao_init_with_a_comment_saying_admin_or_secret_still_goes(
    r: random.Random, note: str
) -> None:
    key = _hex_key(r)
    out, _ = redact(f"window.Kakao.init('{key}') {note}\n")
    plain, _ = redact(f"window.Kakao.load('{key}') {note}\n")  # (no initializer: as before)
    assert out == plain.replace(".load(", ".init("), out


@SLOW
@given(seeded, st.sampled_from(["Initialize", "Setup"]), st.sampled_from(["live", "test"]))
def test_a_paddle_client_side_token_is_kept(r: random.Random, call: str, env: str) -> None:
    token = f"{env}_{_lower_key(r, 27)}"
    _kept(
        f"<script>\n  Paddle.{call}({{\n    token: '{token}',\n"
        "    eventCallback: (e) => console.log(e.name),\n  });\n</script>\n"
    )


@SLOW
@given(seeded)
def test_a_paddle_api_key_or_a_token_outside_paddles_call_still_goes(r: random.Random) -> None:
    api_key = f"pdl_live_apikey_{_lower_key(r, 26)}_{_key(r, 24)}"
    _caught(f"Paddle.Initialize({{\n  token: '{api_key}',\n}});\n", api_key)
    token = f"live_{_lower_key(r, 27)}"
    _caught(f"fetch('/x', {{\n  token: '{token}',\n}});\n", token)


@SLOW
@given(seeded, st.sampled_from(["liteClient", "algoliasearch", "searchClientOf"]))
def test_the_key_of_algolias_lite_client_is_kept(r: random.Random, alias: str) -> None:
    app, key = _run(r, string.ascii_uppercase + string.digits, 10), _run(r, HEX, 32)
    head = (
        "import { liteClient } from 'algoliasearch/lite';\n"
        if alias == "liteClient"
        else f"import {{ liteClient as {alias} }} from 'algoliasearch/lite';\n"
    )
    _kept(f"{head}\nexport const client = {alias}('{app}', '{key}');\n")


@SLOW
@given(seeded, st.sampled_from(["// admin key", "// write key, server only", "// secret"]))
def test_a_lite_client_given_an_admin_or_secret_key_still_goes(r: random.Random, note: str) -> None:
    app, key = _run(r, string.ascii_uppercase + string.digits, 10), _hex_key(r)
    call = f"const client = algoliasearch('{app}', '{key}'); {note}\n"
    lite = "import { liteClient as algoliasearch } from 'algoliasearch/lite';\n\n"
    out, _ = redact(lite + call)
    plain, _ = redact(call)  # (no lite client: judged as before)
    assert out == lite + plain, out


# -- 3. the key ids a key-listing command prints ----------------------------------------------


@SLOW
@given(seeded, words, words)
def test_key_ids_under_b2_key_list_are_kept(r: random.Random, a: str, b: str) -> None:
    one, two = "005" + _run(r, HEX, 22), "005" + _run(r, HEX, 22)
    _kept(f"$ b2 key list\n{one}   {a}-backups-rw\n{two}   {b}-readonly\n")


@SLOW
@given(seeded, words)
def test_the_key_b2_key_create_prints_still_goes(r: random.Random, name: str) -> None:
    key_id, key = "005" + _run(r, HEX, 22), "K005" + _key(r, 27)
    _caught(f"$ b2 key create {name}-rw listBuckets,readFiles\n{key_id} {key}\n", key)
    _caught(
        f"$ b2 key list\n{key_id}   {name}-rw\n$ b2 key create {name}-ro readFiles\n"
        f"{key_id} {key}\n",
        key,
    )


# -- 4. recall: Ably's key format and a management key -----------------------------------------


@SLOW
@given(seeded, st.sampled_from(["ablyKey", "publicAblyKey", "ABLY_KEY"]))
def test_an_ably_keys_secret_goes_even_under_a_public_name(r: random.Random, name: str) -> None:
    app, key_id, secret = _run(r, _URLSAFE, 6), _run(r, _URLSAFE, 6), _key(r, 43)
    _caught(
        f'<script>window.__NUXT__={{}};window.__NUXT__.config={{public:{{siteName:"x",'
        f'{name}:"{app}.{key_id}:{secret}"}}}}</script>\n',
        secret,
    )
    _caught(f"const realtime = new Ably.Realtime({{ key: '{app}.{key_id}:{secret}' }})\n", secret)


@SLOW
@given(seeded, words)
def test_a_management_keys_value_goes(r: random.Random, vendor: str) -> None:
    key = "K2" + _key(r, 48) + ":" + _key(r, 27) + "K2" + _run(r, _URLSAFE, 64)
    _caught(
        f"NEXT_PUBLIC_{vendor.upper()}_PROJECT_ID=P2{_key(r, 27)}\n"
        f"{vendor.upper()}_MANAGEMENT_KEY={key}\n",
        key.split(":")[1],
    )


@SLOW
@given(
    seeded,
    st.sampled_from(["AppSecret", "密钥", "app secret", "トークン"]),
    st.sampled_from([("前半段是", "后半段："), ("前半部分为", "后半部分是"), ("前半は", "後半は")]),
)
def test_a_secret_given_in_halves_in_chinese_or_japanese_loses_both(
    r: random.Random, noun: str, halves: tuple[str, str]
) -> None:
    first, second = _lower_key(r, 16), _lower_key(r, 16)
    text = (
        f"用户: 小程序的 {noun} {halves[0]} {first}\n"
        f"用户: {halves[1]}{second}。我应该把它放到 project.config.json 里吗？\n"
    )
    _caught(text, first)
    _caught(text, second)


@SLOW
@given(seeded)
def test_halves_that_no_credential_names_are_kept(r: random.Random) -> None:
    first, second = _lower_key(r, 12), _lower_key(r, 12)
    _kept(f"订单号前半段是 {first}，后半段：{second}")
