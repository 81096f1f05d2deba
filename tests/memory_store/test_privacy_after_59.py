"""The principles written after held-out batch 59 (web scraping, browser automation and
search infrastructure), held over generated values and texts of my own (never the batch's).

Leaks, by kind:
- A ``host:port:user:password`` line of a proxy list: the fourth field is the password
  (whatever option follows it in the field). Stays: a forward's ``bind:port:host:port``
  (a host in the third field), a number or a reference in the fourth.
- A bare run of 32 hex digits or more under a client key's name, alone or after a
  vendor's upper-case tag and a hyphen: a pre-shared account key. Stays: a browser's
  client key (``test_…``/``live_…``), a reference.
- The children of a mapping whose name is a plural secret word (``apikeys:``,
  ``api_keys:``, ``passwords:``). Stays: a reference or a path as a child's value, the
  children of another mapping (``projects:``).
- A literal whose first word is ``private`` or ``secret``, then a drawn tail. Stays: the
  same vendor's ``search-…`` key, words joined by hyphens.
- A class given a bare hex key first and its options by keyword after it. Stays: a class
  that makes an id or a colour from the digits (``UUID``, ``Color``).
- Arabic prose giving a password with its owner between the word and the copula. Stays: an
  environment variable's name in the value's place.
- A credential told in a message, then "the rest is …" in a later one: both pieces, judged
  as the whole they make. Stays: words or a placeholder and a reference in their places.

Look-alikes, by kind (each once changed by an earlier layer):
- A request's trace id under ``cf-ray``/``Ray ID``/``request id``.
- What a command prints after a thing it made (``Started run <id>``, ``Default dataset:
  <id>``, ``key-value store: <id>``), on a line that names no secret.
- A consent cookie's name and value.
- A format made only of directives (``curl -w '%{http_code}\\n'``).
- A colon-hex digest under a fingerprint's name, wherever a rule's span began in it.
- An identifier in its own Arabic clause after a clause that speaks of a password."""

from __future__ import annotations

import random

from hypothesis import given

from supermemory_local.store.privacy import is_placeholder
from supermemory_local.store.privacy import redact as _redact
from tests.memory_store.generated import ALNUM, HEX, SLOW, password, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept

_LOWER = "abcdefghijklmnopqrstuvwxyz"
_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_VENDORS = ["globex", "initech", "hooli", "vandelay", "wonka", "umbrella", "soylent"]


def _drawn(r: random.Random, n: int, alphabet: str = ALNUM) -> str:
    while True:
        value = "".join(r.choice(alphabet) for _ in range(n))
        if (
            sum(c.isdigit() for c in value) >= 3
            and sum(c.isalpha() for c in value) >= 6
            and not is_placeholder(value)
        ):
            return value


def _hex(r: random.Random, n: int = 32) -> str:
    return _drawn(r, n, HEX)


def _word(r: random.Random) -> str:
    return "".join(
        r.choice("bcdfgklmnprstvz") + r.choice("aeiou") for _ in range(r.randrange(2, 4))
    )


def _host(r: random.Random) -> str:
    return r.choice(
        [
            f"{r.choice(['gw', 'gate', 'p', 'edge'])}.{r.choice(_VENDORS)}-proxy.example",
            ".".join(str(r.randrange(11, 223)) for _ in range(4)),
        ]
    )


# -- a proxy list's host:port:user:password lines ----------------------------------------------


def _proxy_list(r: random.Random, lines: list[str]) -> str:
    head = r.choice(["$ head -n 3 proxies/pool.txt", "# proxy list, one a line", "proxies.txt:"])
    return head + "\n" + "\n".join(lines)


@SLOW
@given(seeded)
def test_a_proxy_lines_password_goes(r: random.Random) -> None:
    host, port = _host(r), r.randrange(1024, 65000)
    # (a user's name holding a word, ``…md5…``, ``…pub…``, ``…id``, reads as a name for
    # the value after it: drawn without vowels, ``m`` or ``d``)
    user = _drawn(r, r.randrange(9, 13), "cfgjklnqrstvwxz0123456789")
    pw = _drawn(r, r.randrange(12, 20))
    tail = r.choice(["", f"_country-{r.choice(['no', 'de', 'us'])}", f"_session-{_word(r)}"])
    lines = [f"{host}:{port}:{user}:{pw}{tail}" for _ in range(r.randrange(1, 4))]
    _caught(_proxy_list(r, lines), pw)


@SLOW
@given(seeded)
def test_a_forward_or_a_number_in_a_proxy_line_stays(r: random.Random) -> None:
    # (a local forward: bind address, port, a host and its port)
    forward = (
        f"127.0.0.1:{r.randrange(1024, 9000)}:db.{_word(r)}.internal:{r.randrange(1024, 9000)}"
    )
    _kept(_proxy_list(r, [forward]))
    user = _word(r)
    for last in (str(r.randrange(1000, 99999)), "$PROXY_PASS", "<password>"):
        _kept(_proxy_list(r, [f"{_host(r)}:{r.randrange(1024, 65000)}:{user}:{last}"]))


# -- a bare hex key under a client key's name ---------------------------------------------


def _client_key(r: random.Random, value: str) -> str:
    name = r.choice(["clientKey", "client_key", '"clientKey"', '"client_key"'])
    vendor = r.choice(_VENDORS)
    return r.choice(
        [
            f"const {vendor.upper()} = {{\n  endpoint: 'https://api.{vendor}.example/task',\n"
            f"  {name}: '{value}',\n}};",
            f'{{\n  {name}: "{value}",\n  "task": {{"type": "{_word(r)}"}}\n}}',
        ]
    )


@SLOW
@given(seeded)
def test_a_bare_hex_client_key_goes(r: random.Random) -> None:
    key = _hex(r, r.choice([32, 40]))
    value = r.choice([key, f"{r.choice(['CAP', 'AC', 'XYZ'])}-{key.upper()}"])
    _caught(_client_key(r, value), value)


@SLOW
@given(seeded)
def test_a_browsers_client_key_stays(r: random.Random) -> None:
    body = _drawn(r, 32, _UPPER + "0123456789")
    _kept(_client_key(r, f"{r.choice(['test', 'live'])}_{body}"))


# -- a mapping named by a plural secret word ------------------------------------------------


def _mapping(r: random.Random, parent: str, children: list[tuple[str, str]]) -> str:
    rows = "\n".join(f"  {name}: {value}" for name, value in children)
    project = r.randrange(10000, 999999)
    return f"projects:\n  default: {project}\n{parent}:\n{rows}\nstacks:\n  default: x"


@SLOW
@given(seeded)
def test_a_plural_secret_mappings_children_go(r: random.Random) -> None:
    parent = r.choice(["apikeys", "api_keys", "apiKeys", "passwords"])
    value = r.choice([_hex(r), password(r)])
    name = r.choice(["default", _word(r), "staging"])
    _caught(_mapping(r, parent, [(name, value)]), value)


@SLOW
@given(seeded)
def test_a_plural_secret_mappings_reference_or_another_mapping_stays(r: random.Random) -> None:
    parent = r.choice(["apikeys", "api_keys", "passwords"])
    env = f"{_word(r).upper()}_KEY"
    _kept(_mapping(r, parent, [("default", r.choice([f"${{{env}}}", f"/run/keys/{_word(r)}"]))]))
    # (another mapping's children: builds, regions)
    _kept(f"regions:\n  default: {_word(r)}-{r.randrange(1, 9)}\n  backup: {_word(r)}")


# -- a literal named private or secret by its first word --------------------------------


@SLOW
@given(seeded)
def test_a_private_named_literal_goes(r: random.Random) -> None:
    # (a tail of few digits: what a drawn value's shape alone does not always betray)
    chars = [r.choice(_LOWER) for _ in range(21)] + [r.choice("0123456789") for _ in range(3)]
    r.shuffle(chars)
    value = f"{r.choice(['private', 'secret'])}-{''.join(chars)}"
    text = (
        f"const client = new {r.choice(['Search', 'Index', 'Engine'])}Client(\n  undefined,\n"
        f"  '{value}',\n  () => 'https://{r.choice(_VENDORS)}.example/api/v1/',\n)"
    )
    _caught(text, value)


@SLOW
@given(seeded)
def test_a_search_named_literal_or_words_stay(r: random.Random) -> None:
    value = f"search-{_drawn(r, 24, _LOWER + '0123456789')}"
    _kept(f"// widget key: {value} (public, read-only)")
    _kept(f"network: private-{_word(r)}-{_word(r)}")


# -- a class given a hex key first, then options -----------------------------------------


@SLOW
@given(seeded)
def test_a_hex_key_given_first_to_a_class_goes(r: random.Random) -> None:
    key = _hex(r, 32)
    cls = r.choice(["Solver", "Resolver", "Fetcher", "Engine"])
    opt = r.choice(["timeout=30", "defaultTimeout=120", "region='eu'", "retries=3"])
    _caught(f"svc = {cls}('{key}', {opt})\nsvc.run()", key)


@SLOW
@given(seeded)
def test_a_hex_given_to_an_id_or_colour_class_stays(r: random.Random) -> None:
    key = _hex(r, 32)
    cls = r.choice(["UUID", "Color", "Digest"])
    _kept(f"value = {cls}('{key}', version=4)")


# -- Arabic prose: a password with its owner before the copula -----------------------------


@SLOW
@given(seeded)
def test_an_arabic_password_of_a_user_goes(r: random.Random) -> None:
    value = password(r)
    user = _word(r)
    _caught(f"كلمة مرور المستخدم {user} في بيئة التطوير هي {value} وسأغيّرها لاحقًا.", value)


@SLOW
@given(seeded)
def test_an_arabic_password_variable_or_id_clause_stays(r: random.Random) -> None:
    env = f"{_word(r).upper()}_PASSWORD"
    _kept(f"كلمة مرور المستخدم {_word(r)} هي {env} في ملف البيئة.")
    ident = _drawn(r, 22, ALNUM + "_")
    _kept(
        f"كلمة مرور الخادم محفوظة في متغير البيئة {env}، ومعرّف العقدة هو {ident} "
        f"وعدد النسخ {r.randrange(2, 9)}."
    )


# -- a credential told, then its rest in a later message ---------------------------------


def _told_then_rest(r: random.Random, first: str, rest: str) -> str:
    what = r.choice(["password", "db password", "proxy password", "token"])
    return (
        f"user: the {what} for {_word(r)}_{r.choice(['de', 'no', 'us'])} is {first}\n"
        f"assistant: {r.choice(['That looks short, is it complete?', 'Is that all of it?'])}\n"
        f"user: {r.choice(['sorry, ', 'oops ', ''])}the rest is {rest}"
    )


@SLOW
@given(seeded)
def test_a_credential_told_then_its_rest_goes(r: random.Random) -> None:
    whole = _drawn(r, 12, _LOWER + "0123456789")
    while len(set(whole)) < 10:  # (drawn: a run of one letter is no password's shape)
        whole = _drawn(r, 12, _LOWER + "0123456789")
    cut = r.randrange(5, 8)
    first, rest = whole[:cut], whole[cut:]
    text = _told_then_rest(r, first, rest)
    out, _ = _redact(text)
    assert first not in out.split("\n")[0] and rest not in out.split("\n")[-1], out


@SLOW
@given(seeded)
def test_words_told_then_the_rest_stay(r: random.Random) -> None:
    _kept(_told_then_rest(r, "stored", "history"))
    _kept(_told_then_rest(r, "<redacted>", "${REST_OF_IT}"))


# -- look-alikes ---------------------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_trace_id_under_its_label_stays(r: random.Random) -> None:
    ray = f"{_hex(r, 16)}-{r.choice(['OSL', 'FRA', 'AMS', 'IAD'])}"
    url = f"https://{r.choice(_VENDORS)}.example/{_word(r)}"
    _kept(f"[{r.randrange(10, 23)}:02:51] login: token accepted by {url} (cf-ray {ray})")


@SLOW
@given(seeded)
def test_what_a_command_prints_after_a_thing_it_made_stays(r: random.Random) -> None:
    ids = [_drawn(r, 17) for _ in range(3)]
    text = (
        f"$ {_word(r)} call {_word(r)}/{_word(r)} --input-file input.json\n"
        f"Info: Started run {ids[0]}\n"
        f"Info: Default dataset: {ids[1]}\n"
        f"Info: Default key-value store: {ids[2]}\n"
        f"Success: run finished (items: {r.randrange(100, 9999)})"
    )
    _kept(text)


@SLOW
@given(seeded)
def test_a_consent_cookie_stays(r: random.Random) -> None:
    name = r.choice(["euconsent-v2", "OptanonConsent", f"{_word(r)}_consent"])
    value = f"{_drawn(r, 30, _UPPER + ALNUM)}.{_drawn(r, 12, _UPPER + ALNUM)}"
    host = f".{_word(r)}.example"
    _kept(
        '{"cookies": [\n'
        f'  {{"name": "{name}", "value": "{value}", "domain": "{host}", "path": "/"}}\n'
        "]}"
    )


@SLOW
@given(seeded)
def test_a_write_out_format_stays(r: random.Random) -> None:
    fmt = r.choice(["%{http_code}\\n", "%{http_code} %{time_total}\\n", "%{size_download}\\n"])
    url = f"https://{_word(r)}.example/{_word(r)}"
    _kept(f"$ curl -s -b jar.txt {url} -o /dev/null -w '{fmt}'\n200")


@SLOW
@given(seeded)
def test_a_colon_hex_fingerprint_stays(r: random.Random) -> None:
    digest = ":".join(r.choice(HEX.upper()) + r.choice(HEX.upper()) for _ in range(32))
    name = r.choice(["ssl_assert_fingerprint", "tls_fingerprint", "cert_fingerprint"])
    text = (
        f'client = Client(\n    "https://10.0.{r.randrange(1, 250)}.{r.randrange(1, 250)}:9200",\n'
        f'    {name}="{digest}",\n    timeout=30,\n)'
    )
    _kept(text)
