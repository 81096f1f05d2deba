"""The principles written after held-out batch 68 (hospitality, restaurants, events and
ticketing), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: the value of a header or key named for authentication
(``API-Authentication: <key>:<secret>``); a value a Greek sentence says a code or password
is (``ο κωδικός είναι <v>``, ``μυστικός κωδικός: <v>``); a passphrase of plain words under a
key whose name ends in ``passphrase``; the lone drawn string given to an API client's class
the program imports; the rest of a credential wrapped onto the next line of an environment
listing; the value a SQL ``INSERT`` gives a column named for a credential; a secret a chat
says it sends in two or three messages, each next message of the same speaker one token.
Precision, each a kind: a request's id under a request-id label; the cursor in a ``Link:``
header's URL of another page; a public key's pin (``sha256/<base64>``); a reference under a
booking, reservation or order label; a network's name under an ``SSID`` label; a string Ruby
interpolates from the environment; a value under a ``slug`` label; the path of an HTTP
request line whose segments are all short; a version's id under a version label. Each has a
counterpart that still goes (or stays)."""

from __future__ import annotations

import base64
import random
import string

from hypothesis import given

from tests.memory_store.generated import SLOW, drawn, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_HEX = "0123456789abcdef"
_UPPER_NUM = string.ascii_uppercase + string.digits
_HOSTS = ["api.venue.example", "pos.harbour.test", "tickets.arena.example", "book.inn.test"]
_PHRASE_WORDS = [
    "lantern", "copper", "meadow", "falcon", "quartz", "harbor", "willow", "ember", "glacier",
    "thistle", "orbit", "pebble", "saffron", "tundra", "walnut", "cobalt", "juniper", "marble",
]  # fmt: skip


def _hex(r: random.Random, n: int) -> str:
    return "".join(r.choice(_HEX) for _ in range(n))


def _upper_num(r: random.Random, n: int) -> str:
    while True:
        value = "".join(r.choice(_UPPER_NUM) for _ in range(n))
        if sum(c.isdigit() for c in value) >= 2 and sum(c.isalpha() for c in value) >= 2:
            return value


def _digits(r: random.Random, n: int) -> str:
    return str(r.randint(1, 9)) + "".join(r.choice(string.digits) for _ in range(n - 1))


# -- 1. a header or key named for authentication --------------------------------------------


@SLOW
@given(seeded)
def test_a_value_under_an_authentication_header_goes(r: random.Random) -> None:
    key, secret = _hex(r, 32), _hex(r, 64)
    name = r.choice(["API-AUTHENTICATION", "X-Authentication", "Api-Authentication"])
    host = r.choice(_HOSTS)
    _caught(
        f'headers = {{"{name}": "{key}:{secret}", "Accept": "application/json"}}\n'
        f'resp = httpx.get("https://{host}/v2/orders", headers=headers)',
        secret,
    )
    token = drawn(r, 32)
    _caught(f"curl -H '{name}: {token}' https://{host}/v2/orders", token)
    # (a word, a reference, a date under the same name: kept)
    _kept(f'auth = {{"authentication": "required", "{name}": "$POS_AUTH"}}')
    _kept(f'{{"authentication": "2025-03-0{r.randint(1, 9)}T10:00:00Z", "mode": "basic"}}')


# -- 2. a value a Greek sentence says a code or password is ---------------------------------


@SLOW
@given(seeded)
def test_a_value_a_greek_sentence_says_a_code_is_goes(r: random.Random) -> None:
    digits = _digits(r, r.randint(6, 10))
    _caught(f"Για την ταμειακή του εστιατορίου:\nΟ κωδικός είναι {digits}\nΕυχαριστώ", digits)
    code = "-".join(_upper_num(r, 4) for _ in range(3))
    _caught(f"Γιάννης: Βάλε τον μυστικό κωδικό του τάμπλετ: {code}\nΕλένη: οκ", code)
    # (a booking's code, a postal code, a word after the same noun: kept)
    _kept(f"Ο κωδικός κράτησης είναι {_digits(r, 7)} για το τραπέζι των οκτώ.")
    _kept(f"Ταχυδρομικός κωδικός: {_digits(r, 5)}, Αθήνα")
    _kept("Ο κωδικός είναι στο 1Password, στον φάκελο του μπαρ.")


# -- 3. a passphrase of plain words under a prefixed passphrase key --------------------------


@SLOW
@given(seeded)
def test_a_passphrase_under_a_prefixed_key_goes(r: random.Random) -> None:
    words = r.sample(_PHRASE_WORDS, r.randint(4, 6))
    words.append(str(r.randint(10, 99)))
    phrase = " ".join(words)
    key = r.choice(["ecr_passphrase", "wifi-passphrase", "link.passphrase", "psk_pass_phrase"])
    _caught(f"[device]\nhost=10.0.{r.randint(0, 255)}.7\n{key}={phrase}\nmode=ecr\n", phrase)
    # (a sentence saying where the passphrase is: kept)
    _kept(f"[device]\n{key}=ask the bank for it\nmode=ecr\n")


# -- 4. the lone string given to an imported API client's class -----------------------------


@SLOW
@given(seeded)
def test_the_lone_string_given_to_an_imported_client_class_goes(r: random.Random) -> None:
    token = _upper_num(r, r.randint(18, 28))
    cls = r.choice(["Tickethub", "PosClient", "VenueApi", "Bookings"])
    text = (
        f'from {cls.lower()} import {cls}\n\nclient = {cls}("{token}")\n'
        f'for row in client.get("/v1/orders"):\n    print(row)\n'
    )
    _caught(text, token)
    _caught(f"note-{r.randint(1, 99)} {text}", token)  # (a prefix before the import line)
    # (a hex id, a class named for an id: kept)
    _kept(f'from bson import ObjectId\nrow = ObjectId("{_hex(r, 24)}")')
    _kept(f'from lagoons.models import EventId\nevent = EventId("{_upper_num(r, 16)}")')


# -- 5. a credential wrapped onto the next line of an environment listing --------------------


@SLOW
@given(seeded)
def test_a_wrapped_env_credential_goes(r: random.Random) -> None:
    first, rest = _upper_num(r, 14), _upper_num(r, 7)
    name = r.choice(["TIX_PRIVATE_TOKEN", "POS_API_KEY", "ORDERS_CLIENT_SECRET"])
    text = (
        f"$ printenv | grep -i tix\nTIX_ORG_ID={_digits(r, 12)}\n{name}={first}\n{rest}\n"
        f"TIX_WEBHOOK_URL=https://{r.choice(_HOSTS)}/hooks\n"
    )
    _caught(text, rest)
    # (a word on the next line, a listing without a credential: kept)
    _kept(f"TIX_ORG_ID={_digits(r, 12)}\nTIX_REGION=eu\nDONE\nTIX_MODE=live\n")


# -- 6. the value an SQL INSERT gives a credential column -----------------------------------


@SLOW
@given(seeded)
def test_a_credential_column_of_an_insert_goes(r: random.Random) -> None:
    pin = _digits(r, r.randint(4, 8))
    secret = _password(r)
    column = r.choice(["pin", "password", "access_token", "passcode"])
    text = (
        f"INSERT INTO cards (card_number, {column}, balance) VALUES\n"
        f"  ('{_digits(r, 16)}', '{pin}', 1500),\n  ('{_digits(r, 16)}', '{secret}', 0);"
    )
    _caught(text, pin)
    _caught(text, secret)
    # (a hash's column, the other columns: kept)
    _kept(f"INSERT INTO cards (card_number, pin_hash, balance) VALUES ('{_digits(r, 16)}', "
          f"'{_hex(r, 64)}', 1500);")  # fmt: skip


# -- 7. a secret a chat says it sends in two or three messages ------------------------------


@SLOW
@given(seeded)
def test_a_secret_sent_in_two_messages_goes(r: random.Random) -> None:
    a, b = drawn(r, 16), drawn(r, 16)
    intro = r.choice([
        "أرسل لك كلمة المرور على رسالتين",
        "sending the client secret in two messages",
        "σου στέλνω το κλειδί σε δύο μηνύματα",
    ])  # fmt: skip
    text = f"Rami: {intro}\nRami: {a}\nRami: {b}\nLina: ok"
    _caught(text, a)
    _caught(text, b)
    _caught(f"note-{r.randint(1, 99)} {text}", b)  # (a prefix before the first message)
    # (the same words with no secret after them: kept)
    _kept(f"Rami: {intro}\nRami: later tonight\nLina: ok")


# -- 8. a request's id under a request-id label ---------------------------------------------


@SLOW
@given(seeded)
def test_a_request_id_stays(r: random.Random) -> None:
    rid = base64.b64encode(r.randbytes(24)).decode()
    label = r.choice(["RUID", "Request-Id", "X-Request-ID", "trace id"])
    _kept(f'<?xml version="1.0"?>\n<ok></ok>\n<!-- {label}: [{rid}] -->\n')
    token = drawn(r, 32)
    _caught(f"<ok></ok>\n<!-- api_token: {token} -->\n", token)


# -- 9. the cursor of a Link header's next page ---------------------------------------------


@SLOW
@given(seeded)
def test_a_link_headers_page_cursor_stays(r: random.Random) -> None:
    cursor = drawn(r, 12)
    host = r.choice(_HOSTS)
    rel = r.choice(["next", "prev", "last"])
    _kept(f'< HTTP/1.1 200 OK\n< Link: <https://{host}/v3/items?token={cursor}>; rel="{rel}"\n')
    key = drawn(r, 32)
    _caught(f'< Link: <https://{host}/v3/items?api_key={key}>; rel="next"\n', key)


# -- 10. a public key's pin -----------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_public_key_pin_stays(r: random.Random) -> None:
    pin = "sha256/" + base64.b64encode(r.randbytes(32)).decode()
    _kept(f'object Pins {{\n    const val CERT_PIN = "{pin}"\n}}\n')
    secret = base64.b64encode(r.randbytes(32)).decode()
    _caught(f'object Pins {{\n    const val SDK_SECRET = "{secret}"\n}}\n', secret)


# -- 11. a booking, reservation or order reference ------------------------------------------


@SLOW
@given(seeded)
def test_a_booking_reference_stays(r: random.Random) -> None:
    ref = "BK-" + _upper_num(r, 8)
    label = r.choice(["Prenotazione di prova", "Booking ref", "Reservation", "Order"])
    _kept(f"You'll get a mail to set the password (valid 24 hours). {label}: {ref}.")
    value = _password(r)
    _caught(f"Booking password: {value}", value)


# -- 12. a network's name under an SSID label -----------------------------------------------


@SLOW
@given(seeded)
def test_a_network_name_stays(r: random.Random) -> None:
    ssid = r.choice(["HALL", "CONF", "TERRACE"]) + "-" + r.choice(["EVENTS", "GUEST"])
    ssid += f"-{r.randint(10, 99)}"
    _kept(f"[10:03] Ana: the wifi password is on the card at the desk. SSID: {ssid}\n")
    value = _password(r)
    _caught(f"[10:03] Ana: SSID: {ssid} password: {value}\n", value)


# -- 13. a Ruby string interpolated from the environment, a slug ----------------------------


@SLOW
@given(seeded)
def test_an_interpolated_reference_and_a_slug_stay(r: random.Random) -> None:
    name = r.choice(["TICKETS_SECRET_TOKEN", "POS_API_TOKEN"])
    slug = "ti_" + drawn(r, 20)
    _kept(f"req[\"Authorization\"] = \"Token token=#{{ENV.fetch('{name}')}}\"\n"
          f"# ticket slug: {slug}  reference: AB12-1\n")  # fmt: skip
    token = drawn(r, 24)
    _caught(f'req["Authorization"] = "Token token={token}"\n', token)


# -- 14. the path of a request line ---------------------------------------------------------


@SLOW
@given(seeded)
def test_a_request_lines_short_segments_stay(r: random.Random) -> None:
    venue = drawn(r, 12)
    _kept(
        f'10.0.0.9 - - [10/Mar/2025:21:19:41 +0000] "GET /v1/events?apikey=[FILTERED]&ch=web '
        f'HTTP/1.1" 200 1822 "-" "desk/3.2"\n'
        f'10.0.0.9 - - [10/Mar/2025:21:19:42 +0000] "GET /partners/v1/venues/{venue}?locale=it '
        f'HTTP/1.1" 200 903 "-" "desk/3.2"\n'
    )
    secret = drawn(r, 32)
    _caught(f'10.0.0.9 - - "GET /hooks/{secret} HTTP/1.1" 200 2 "-" "x"\n', secret)


# -- 15. a version's id under a version label -----------------------------------------------


@SLOW
@given(seeded)
def test_a_version_id_stays(r: random.Random) -> None:
    version = _hex(r, 32)
    label = r.choice(["الإصدار", "version", "versione"])
    _kept(f"The new key is stored in Key Vault as pos-api-key ({label} {version}).\n")
    key = _hex(r, 32)
    _caught(f"The new key for the POS is {key}, store it in Key Vault.\n", key)
