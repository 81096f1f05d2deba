"""The principles written after held-out batch 31 (testing, QA and API tooling), held over
generated values and texts of my own (never the batch's).

Leaks, each a kind: a value element beside a name element that names a secret (a JMeter
sampler's ``Argument.name``/``Argument.value``, ``<name>``/``<value>``); a one-time code
after the words that name one, in several languages (short-lived, but it signs in whoever
reads it before it expires); a one-time link's token after a path segment naming a reset,
an invitation, a magic link, a confirmation, a verification or an activation; a typed UUID
credential (``sdk-<uuid>``) given to an SDK's init call. Precision, each a kind: a test
runner's status line names a test; a signature under a signature's name is computed, not
held, wherever the text repeats it; a value compared with a variable is code; a password
validator's table of cases is examples; a percent-encoded record of ``name:value`` words is
settings; a test or mock prefix before a counting run is a mock's value; Burp's ``§…§``
marks a payload position; a MIME encoded word is encoded text. Each has a counterpart that
still goes (or stays)."""

from __future__ import annotations

import random
from urllib.parse import quote

from hypothesis import example, given
from hypothesis import strategies as st

from tests.memory_store.generated import ALNUM, HEX, SLOW, seeded, uuids
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_LOWER_NUM = "abcdefghijklmnopqrstuvwxyz0123456789"
# (words of a test's name or a setting: plain, none a credential's word)
_NAME_WORDS = [
    "missing", "expired", "wrong", "audience", "issuer", "malformed", "empty", "nested",
    "retry", "timeout", "unicode", "header", "claims", "refresh", "scope", "leeway",
]  # fmt: skip
_SETTING_WORDS = ["analytics", "marketing", "functional", "ads", "personalization", "stats"]


def _digits(r: random.Random, n: int) -> str:
    first = r.choice("123456789")
    return first + "".join(r.choice("0123456789") for _ in range(n - 1))


def _random_run(r: random.Random, n: int, alphabet: str = _LOWER_NUM) -> str:
    while True:
        value = "".join(r.choice(alphabet) for _ in range(n))
        if sum(c.isdigit() for c in value) >= 4 and sum(c.isalpha() for c in value) >= 6:
            return value


# -- 1. a value element beside a name element that names a secret -------------------------


@SLOW
@given(seeded)
def test_a_value_element_beside_a_name_naming_a_secret_goes(r: random.Random) -> None:
    value = _password(r)
    jmeter = (
        '<elementProp name="pw" elementType="HTTPArgument">\n'
        '  <boolProp name="HTTPArgument.use_equals">true</boolProp>\n'
        f'  <stringProp name="Argument.value">{value}</stringProp>\n'
        '  <stringProp name="Argument.metadata">=</stringProp>\n'
        '  <stringProp name="Argument.name">client_secret</stringProp>\n'
        "</elementProp>"
    )
    _caught(jmeter, value)
    param = (
        "<init-param>\n  <param-name>ignored</param-name>\n</init-param>\n<param>\n"
        f"  <name>smtp.password</name>\n  <value>{value}</value>\n</param>"
    )
    _caught(param, value)
    # (a plain name's value, a reference under a secret's name, a setting: kept)
    _kept(
        '<elementProp name="user" elementType="HTTPArgument">\n'
        '  <stringProp name="Argument.value">load_tester_07</stringProp>\n'
        '  <stringProp name="Argument.name">username</stringProp>\n'
        "</elementProp>\n"
        '<elementProp name="pw" elementType="HTTPArgument">\n'
        '  <stringProp name="Argument.value">${PERF_PASSWORD}</stringProp>\n'
        '  <stringProp name="Argument.name">password</stringProp>\n'
        "</elementProp>"
    )
    _kept("<param>\n  <name>retry.count</name>\n  <value>Q4-rollout-7</value>\n</param>")


# -- 2. a one-time code after the words that name one ------------------------------------


@SLOW
@given(seeded, st.integers(4, 8))
def test_a_one_time_code_after_its_words_goes(r: random.Random, n: int) -> None:
    code = _digits(r, n)
    _caught(f"Subject: Your login code\n\nYour Parcelly login code is {code}.\n", code)
    _caught(f"[mailcatcher] body: Dein Anmeldecode: {code} (gültig 10 Minuten)", code)
    _caught(f"「認証コード：{code}」を入力してください。", code)
    _caught(f'"text": "您的动态码为：{code}，请在5分钟内使用"'.replace("为：", "是 "), code)
    _caught(f"Votre code de vérification : {code}", code)
    _caught(f"Tu código de verificación es {code}", code)
    _caught(f"Subject: Confirmation code\n\nHi Ana,\n\nyour code is <b>{code}</b>\n", code)
    # (digits near "code" in other prose: kept)
    _kept("the job failed with exit code 137 after 412 seconds")
    _kept("HTTP status code 503, error code 100234, retry in 30 s")
    _kept("Postleitzahl / zip code 80331, area code 0049")
    _kept("The verification code has 6 digits and expires after 900 seconds.")
    _kept("verification code: {{ otp_code }}")
    _kept("def test_login_code_expires_after_600_seconds(): ...")


# -- 3. a one-time link's token -------------------------------------------------------------


_LINKS = [
    "https://app.quillstack.io/password/reset/{t}",
    "https://portal.example.org/users/invitation/accept/{t}?lang=de",
    "https://hub.example.net/auth/magic-link/{t}",
    "https://id.example.com/email/confirm/{t}",
    "https://accounts.example.dev/verify-email/{t}/",
    "https://crm.example.co/account/activate/{t}",
    "GET /reset-password/{t}?email=a%40example.org HTTP/1.1",
]


@SLOW
@given(seeded, st.sampled_from(_LINKS), st.sampled_from(["random", "hex", "django"]))
@example(random.Random(2_969_996_202), _LINKS[0], "django")  # its hex part has long digit runs
def test_a_one_time_links_token_goes(r: random.Random, link: str, shape: str) -> None:
    if shape == "random":
        token = _random_run(r, r.randint(24, 48), ALNUM)
    elif shape == "hex":
        token = "".join(r.choice(HEX) for _ in range(r.choice((32, 40, 64))))
    else:
        stamp = "".join(r.choice(_LOWER_NUM) for _ in range(6))  # (Django's base36 time)
        token = stamp + "-" + "".join(r.choice(HEX) for _ in range(32))
    _caught("Bitte folgen Sie diesem Link:\n  " + link.format(t=token) + "\nDanke", token)
    # (a link's words with no token, a UUID, a preset's id, a code host's path: kept)
    _kept("see https://docs.example.com/guides/reset/how-to-reset-a-password for details")
    _kept("https://app.example.com/invitations/accept/0b5c5e0e-8a43-4c8a-9d3e-33c0a5d2f1aa")
    _kept("https://shop.example.de/presets/Ab3dE5fG7hJ9kL1mQ2 (the preset's id)")
    _kept("https://github.com/acme/app/blob/3f2c9a1b7e6d5c4b3a29/src/reset/confirm_view.py")


# -- 4. a typed UUID credential given to an init call --------------------------------------


@SLOW
@given(uuids, st.sampled_from(["flags.init(", "LDClient(", "ld.MakeClient(", "sdk.initialize("]))
def test_a_typed_uuid_given_to_an_init_call_goes(uuid: str, call: str) -> None:
    key = f"sdk-{uuid}"
    _caught(f"// integration setup\nconst client = {call}'{key}', {{ stream: false }});", key)
    _caught(f'client = {call}"{key}")\n', key)
    # (a request's id, a client-side id, a bare UUID: kept)
    _kept(f"logger.info('req-{uuid}')")
    _kept(f"const c = new Client('client-{uuid}')")
    _kept(f"flags.init('{uuid}')  // the environment's id")


# -- 5. a test runner's status line names a test ---------------------------------------------


@given(st.lists(st.sampled_from(_NAME_WORDS), min_size=1, max_size=3), st.booleans())
def test_a_go_test_status_line_names_a_test(words: list[str], fails: bool) -> None:
    sub = "_".join(words)
    status = "FAIL" if fails else "PASS"
    _kept(
        "=== RUN   TestRefreshToken\n"
        f"=== RUN   TestRefreshToken/{sub}\n"
        f"--- {status}: TestRefreshToken (0.01s)\n"
        f"    --- {status}: TestRefreshToken/{sub} (0.00s)\n"
        f"{status}"
    )
    _kept("PASS: tests/token_refresh.sh\nFAIL: tests/Password_Rotation\n# TOTAL: 2\n# PASS:  1")
    # (a random subtest name, and a password after "pass:" outside a status line: hidden)
    token = "hT4" + "".join(words).title().replace("_", "")[:6] + "9kQ2xZ7pW3"
    _caught(f"--- PASS: TestLogin/{token} (0.00s)", token)
    _caught(f"mail relay\npass: {token}\n", token)


# -- 6. a signature is computed, not held ------------------------------------------------


@SLOW
@given(seeded, st.sampled_from([40, 64]), st.sampled_from(["sig", "signature", "digest"]))
def test_a_computed_signature_is_kept_wherever_it_repeats(
    r: random.Random, n: int, name: str
) -> None:
    got = "".join(r.choice(HEX) for _ in range(n))
    want = "".join(r.choice(HEX) for _ in range(n))
    _kept(
        "____ test_hmac_roundtrip ____\n\n"
        f"payload    = b'hello'\n{name:<10} = '{got}'\nwant       = '{want}'\n\n"
        f">       assert {name} == want\n"
        f"E       AssertionError: assert '{got}' == '{want}'\n"
    )
    # (a value compared with a variable is code)
    _kept(f"    assert {name} == received\n")
    # (a signature that authorizes a request, and a key: hidden)
    sig = "".join(r.choice(HEX) for _ in range(64))
    _caught(f"X-Acme-Signature: {sig}\nContent-Type: application/json", sig)
    _caught(f"curl 'https://files.example.com/a.pdf?expires=1767225600&sig={sig}'", sig)
    _caught(f'WEBHOOK_SIGNING_KEY = "{sig}"', sig)


# -- 7. a password validator's table of cases ------------------------------------------------


@SLOW
@given(seeded)
def test_a_validators_table_of_cases_is_kept(r: random.Random) -> None:
    weak, strong = _password(r, 10), _password(r, 18)
    _kept(
        "from accounts.policy import check_strength\n\n"
        '@pytest.mark.parametrize("pw, accepted", [\n'
        f'    ("{weak}", False),\n    ("{strong}", True),\n])\n'
        "def test_password_policy(pw, accepted):\n"
        "    assert check_strength(pw).ok is accepted\n"
    )
    _kept(
        "describe('validatePassword', () => {\n  it.each([\n"
        f"    ['{weak}', 'weak'],\n    ['{strong}', 'strong'],\n"
        "  ])('%s is %s', (pw, v) => {});\n});"
    )
    # (a password assigned beside such a table: hidden)
    value = _password(r)
    _caught(
        '@pytest.mark.parametrize("pw, ok", [("abc", False)])\n'
        "def test_password_policy(pw, ok): ...\n"
        f'ADMIN_PASSWORD = "{value}"\n',
        value,
    )


# -- 8. a percent-encoded record of settings ---------------------------------------------


@given(st.lists(st.sampled_from(_SETTING_WORDS), min_size=2, max_size=4, unique=True), st.data())
def test_an_encoded_record_of_settings_is_kept(names: list[str], data: st.DataObject) -> None:
    record = ",".join(
        f"{n}:{data.draw(st.sampled_from(['true', 'false', '1', '0']))}" for n in names
    )
    encoded = quote(record, safe="")
    _kept(f'{{"name": "consent_prefs", "value": "{encoded}", "domain": ".example.org"}}')
    _kept(f"Set-Cookie: consent={encoded}; Path=/; SameSite=Lax")
    # (an encoded password: hidden)
    value = "Kx7" + "".join(n[:3] for n in names) + "@!"
    encoded = quote(value, safe="")
    _caught(f"DATABASE_URL=postgres://app:{encoded}@db.internal:5432/app", encoded)


# -- 9. a mock's value: a test prefix before a counting run ---------------------------------


@given(
    st.sampled_from(["sk_test_", "rk_test_", "fake_token_", "mock-key-", "dummy_secret_"]),
    st.sampled_from(["123", "1234", "12345678", "abc", "abcdef", "000"]),
)
def test_a_mocks_value_is_kept(prefix: str, run: str) -> None:
    _kept(f"[setup]   PAYMENTS_API_KEY = {prefix}{run}\n[setup]   (the mock takes any key)")
    _kept(f'export API_TOKEN="{prefix}{run}"')
    # (a test prefix before a random body: a key, hidden)
    token = "Zq4" + run + "mW9rTx2Lb7NcV5kY8pJ3"
    _caught(f"STRIPE_API_KEY = sk_test_{token}", token)
    _caught(f'export PAYMENTS_KEY="rk_test_{token}"', token)


# -- 10. a payload marker and an encoded word ---------------------------------------------


@given(st.sampled_from(_NAME_WORDS))
def test_a_payload_marker_is_kept(word: str) -> None:
    _kept(f"Authorization: Bearer §{word}§\nX-Api-Key: §{word}_2§\nCookie: sid=§{word}§")


def test_a_mime_encoded_word_is_text() -> None:
    _kept("Subject: =?utf-8?Q?Passwort_zur=C3=BCcksetzen?=\nFrom: noreply@example.de")
    _kept("Subject: =?UTF-8?Q?Ihr_Token_f=C3=BCr_die_Anmeldung?=")
