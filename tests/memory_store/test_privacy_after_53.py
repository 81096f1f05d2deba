"""The principles written after held-out batch 53 (legal, HR, payroll, accounting and tax
software), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: the value of a name whose last word is ``pin`` or ``puk`` (in .env,
shell, properties, JSON or a Java system property), four to eight digits or a passphrase;
a PIN told as the word, then what it unlocks (a card, a SIM, a token), then its digits; the
value of a configuration key named with another language's word for a password written
without its diacritics (``Haslo=``); the one value an XML login element holds alone (no
user beside it) under a name that does not say who signs in; a credential said to be
pasted in pieces in Polish, Czech, Russian, Hungarian, Swedish or Finnish, each piece on a
chat line of its own. Precision,
each a kind: a digest under another language's word for one (``skrót``, ``Prüfsumme``,
``empreinte``); a credential store's target name (``target:``, ``cel:``, ``Ziel:``); an
error's number in a fault message; a name written with encoded blanks under a name's key;
the path a secret store's read is given after a field selector; the ids of a listing's
rows (id, title, STATUS); the digest in a document's verification QR link. Each has a
counterpart that still goes (or stays)."""

from __future__ import annotations

import base64
import hashlib
import random
from itertools import pairwise

from hypothesis import given

from tests.memory_store.generated import SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_WORDS = ["pebble", "lantern", "meadow", "copper", "harbor", "thistle", "juniper", "walnut",
          "saffron", "glacier", "orchid", "tundra", "quill", "ember"]  # fmt: skip
_UPPER_NUM = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
_LOWER_NUM = "abcdefghjkmnpqrstuvwxyz23456789"


def _pin(r: random.Random) -> str:
    """Four to eight digits, not a run (``1234``) nor one digit repeated."""
    while True:
        value = "".join(r.choice("0123456789") for _ in range(r.randint(4, 8)))
        steps = {int(b) - int(a) for a, b in pairwise(value)}
        if len(steps) > 1 and len(set(value)) > 2:
            return value


def _phrase(r: random.Random) -> str:
    """A passphrase: words and a number, joined by hyphens."""
    return "-".join(r.sample(_WORDS, 3)) + str(r.randint(2, 98))


def _drawn(r: random.Random, n: int, alphabet: str = _UPPER_NUM) -> str:
    """Drawn letters and digits: three digits at least, and no character three times in a
    row (``xxx…`` reads as a mask)."""
    while True:
        value = "".join(r.choice(alphabet) for _ in range(n))
        tripled = any(a == b == c for a, b, c in zip(value, value[1:], value[2:], strict=False))
        enough = sum(c.isdigit() for c in value) >= 3 and sum(c.isalpha() for c in value) >= 5
        if enough and not tripled:
            return value


def _digest_b64(r: random.Random, size: int = 32) -> str:
    """A digest's bytes in base64, none of a credential's short names spelled in its
    letters (``…p9VBpw==`` reads as ``pw=`` to the filter, by design)."""
    while True:
        value = base64.b64encode(r.randbytes(size)).decode()
        if not any(w in value.lower() for w in ("pw", "pass", "key", "pin", "tok", "sec")):
            return value


# -- leaks -----------------------------------------------------------------------------

_PIN_NAMES = ["SIGNER_CARD_PIN", "QES_PIN", "SEAL_TOKEN_PIN", "HSM_SLOT_PIN", "CARD_PUK"]


@SLOW
@given(seeded)
def test_a_value_under_a_pin_name_goes(r: random.Random) -> None:
    name = r.choice(_PIN_NAMES)
    pin, phrase = _pin(r), _phrase(r)
    _caught(f"{name}={pin}   # three wrong tries lock the card\n", pin)
    _caught(f"$ export {name}='{phrase}'\n$ ./sign-batch --year 2025\n", phrase)
    _caught(f"$ java -Dsigner.{r.choice(['pin', 'card.pin'])}={pin} -jar signer.jar\n", pin)
    _caught(f'{{"reader": "slot0", "cardPin": "{pin}"}}', pin)
    _caught(f"signer:\n  pin_code: {pin}\n", pin)


@SLOW
@given(seeded)
def test_a_hardware_pin_a_pinned_digest_or_a_version_stays_pin_name(r: random.Random) -> None:
    _kept(f"LED_PIN={r.randint(0, 40)}\nRESET_PIN={r.randint(0, 40)}\n")
    _kept(f"PUBLIC_KEY_PIN={_digest_b64(r)}\n")
    _kept(f"TOOL_PIN={r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 20)}\n")
    _kept(f"pin_length={r.randint(4, 8)}\npinned={r.choice(['true', 'false'])}\n")
    _kept(f"SIGNER_PIN=${{SIGNER_PIN_FROM_VAULT}}\nSPIN_COUNT={_pin(r)}\n")


_UNLOCKS = [
    ("PIN for the card", ". Keep the envelope."),
    ("PIN do karty", "."),
    ("PIN für die Karte", ", bitte nicht weitergeben."),
    ("PUK of the SIM", ""),
    ("PIN code for the token:", " (signing only)"),
    ("PIN kartı için", "."),
]


@SLOW
@given(seeded)
def test_a_pin_of_a_card_in_prose_goes(r: random.Random) -> None:
    said = r.choice(_UNLOCKS)
    pin = _pin(r)
    words, after = said
    _caught(f"Signing: qualified certificate, reader in slot 1, {words} {pin}{after}\n", pin)


@SLOW
@given(seeded)
def test_a_pin_beside_a_year_or_an_id_stays_pin_of_a_card(r: random.Random) -> None:
    _kept(f"PIN policy changed in {r.randint(2015, 2030)}.\n")
    _kept(f"PIN for employee {r.randint(10000, 99999)} was reset by HR.\n")
    _kept(f"The card's PIN is printed on the letter, card no. {r.randint(1000, 9999)}.\n")


_FOLDED = ["Haslo", "HASLO", "DB_HASLO", "HasloBazy", "haslo", "slaptazodis", "lykilord"]


@SLOW
@given(seeded)
def test_a_folded_password_key_goes(r: random.Random) -> None:
    key = r.choice(_FOLDED)
    value = _password(r)
    phrase = f"{r.choice(_WORDS).capitalize()}_{r.choice(_WORDS)}{r.randint(100, 999)}"
    _caught(f"[Database]\nServer=SQL{r.randint(1, 9)}\nUser=svc_{r.choice(_WORDS)}\n"
            f"{key}={value}\n", value)  # fmt: skip
    _caught(f"[Baza]\n{key}={phrase}\n[Eksport]\nFormat=TXT\n", phrase)
    _caught(f'{key.lower()}: "{value}"\n', value)


@SLOW
@given(seeded)
def test_a_folded_password_keys_path_reference_or_hint_stays(r: random.Random) -> None:
    key = r.choice(_FOLDED)
    _kept(f"[Baza]\n{key}=\n; kept in the {r.choice(_WORDS)} vault\n")
    _kept(f"{key}=${{DB_{r.choice(_WORDS).upper()}}}\n")
    _kept(f"Plik{key}=D:\\{r.choice(_WORDS)}\\{r.choice(_WORDS)}.txt\n")
    _kept(f"{key}Hint={r.choice(_WORDS)}\n")


_LOGINS = ["Login", "Credentials", "Authentication", "Logon"]
_CHILDREN = ["TrustedId", "AccessCode", "SharedKey", "Passkey", "SignonCode"]


@SLOW
@given(seeded)
def test_a_credential_in_a_login_element_goes(r: random.Random) -> None:
    login = r.choice(_LOGINS)
    child = r.choice(_CHILDREN)
    prefixed = r.random() < 0.5
    value = _drawn(r, r.randint(12, 24))
    ns = "urn:" if prefixed else ""
    text = (
        f"<{ns}Envelope>\n  <{ns}{login}>\n"
        f"    <{ns}{child}>{value}</{ns}{child}>\n  </{ns}{login}>\n"
        f"  <{ns}Request>{r.choice(_WORDS)}</{ns}Request>\n</{ns}Envelope>"
    )
    _caught(text, value)


@SLOW
@given(seeded)
def test_who_signs_in_in_a_login_element_stays(r: random.Random) -> None:
    login = r.choice(_LOGINS)
    user = f"{r.choice(_WORDS)}{r.randint(10, 99)}_svc"
    _kept(
        f"<{login}>\n  <UserName>{user}</UserName>\n  <ClientId>{_drawn(r, 16)}</ClientId>\n"
        f"  <Company>{r.choice(_WORDS).upper()}</Company>\n"
        f"  <Environment>{r.choice(['PRODUCTION', 'SANDBOX'])}</Environment>\n</{login}>"
    )
    _kept(f"<{login}>\n  <UserName>{user}</UserName>\n</{login}>")
    # (beside a user, another value is not the login's one credential: a profile's code)
    profile = f"  <Profile>{_drawn(r, 14)}</Profile>\n"
    _kept(f"<{login}>\n  <UserName>{user}</UserName>\n{profile}</{login}>")


_SAID_PIECES = [
    "klucz API wklejam w dwóch kawałkach",
    "token posílám ve dvou částech",
    "токен отправлю в двух частях",
    "a kulcsot két részben küldöm",
    "nyckeln kommer i två delar",
    "avain tulee kahdessa osassa",
]


@SLOW
@given(seeded)
def test_a_credential_said_in_pieces_goes(r: random.Random) -> None:
    said = r.choice(_SAID_PIECES)
    marked = r.random() < 0.5
    one, two = _drawn(r, 20, _LOWER_NUM), _drawn(r, 24, _LOWER_NUM)
    cut, rest = ("…", "…") if marked else ("", "")
    text = (
        f"[09:14] Ola: {said}\n[09:14] Ola: {one}{cut}\n[09:15] Ola: {rest}{two}\n"
        "[09:16] you: thanks, into the CI secrets it goes"
    )
    _caught(text, one)
    _caught(text, two)


@SLOW
@given(seeded)
def test_words_after_pieces_said_stay(r: random.Random) -> None:
    said = r.choice(_SAID_PIECES)
    _kept(
        f"[09:14] Ola: {said}\n[09:14] Ola: {r.choice(_WORDS)}\n"
        f"[09:15] Ola: {r.choice(_WORDS)} {r.choice(_WORDS)}\n"
    )


# -- precision -------------------------------------------------------------------------

_DIGEST_NAMES = ["SkrotDokumentu", "Skrot", "Pruefsumme", "OtiskSouboru", "Empreinte",
                 "HuellaDigital", "BelgeOzeti", "Vingerafdruk"]  # fmt: skip


@SLOW
@given(seeded)
def test_a_foreign_digest_stays(r: random.Random) -> None:
    name = r.choice(_DIGEST_NAMES)
    size = r.choice([16, 20, 32, 48, 64])
    b64 = _digest_b64(r, size)
    hexed = hashlib.sha256(r.randbytes(8)).hexdigest()
    _kept(f"<Receipt>\n  <Office>{r.choice(_WORDS)}</Office>\n  <{name}>{b64}</{name}>\n"
          "</Receipt>")  # fmt: skip
    _kept(f"{name}: {hexed}\n")


@SLOW
@given(seeded)
def test_a_secret_of_no_digests_size_under_a_foreign_digest_name_goes(r: random.Random) -> None:
    name = r.choice(_DIGEST_NAMES)
    secret = _digest_b64(r, 30)  # (30 bytes: no digest's size)
    _caught(
        f"<Receipt>\n  <ApiSecret>{secret}</ApiSecret>\n  <{name}>x</{name}>\n</Receipt>", secret
    )


_TARGETS = ["target", "cel", "Ziel", "cible", "hedef", "destino"]
# (a note in the language of the password's word: the word, then the place, then the target)
_KEPT_IN = [
    ("Kennwort", "das Kennwort liegt im Windows-Tresor"),
    ("Hasło", "hasło jest w sejfie systemu"),
    ("Şifre", "şifre Windows kasasında duruyor"),
]


@SLOW
@given(seeded)
def test_a_credential_stores_target_stays(r: random.Random) -> None:
    label = r.choice(_TARGETS)
    key, note = r.choice(_KEPT_IN)
    name = f"{r.choice(_WORDS).capitalize()}/{r.choice(_WORDS).upper()}_{r.randint(2020, 2030)}"
    _kept(f"[Db]\n{key}=\n; {note} ({label}: {name})\n")


@SLOW
@given(seeded)
def test_a_password_beside_a_target_still_goes(r: random.Random) -> None:
    label = r.choice(_TARGETS)
    value = _password(r)
    _caught(f"password: {value} ({label}: {r.choice(_WORDS)})\n", value)


_ERRORS = ["Hata kodu", "error code", "Fehlercode", "kod błędu", "código de error"]


@SLOW
@given(seeded)
def test_an_error_number_in_a_fault_stays(r: random.Random) -> None:
    label = r.choice(_ERRORS)
    _kept(
        "<soap:Fault>\n  <faultstring>Kullanıcı adı veya şifre hatalı. Wrong password. "
        f"({label}: {r.randint(100, 99999)})</faultstring>\n</soap:Fault>"
    )


@SLOW
@given(seeded)
def test_a_name_with_encoded_blanks_stays(r: random.Random) -> None:
    name = "%20".join(w.capitalize() for w in r.sample(_WORDS, r.randint(2, 3)))
    _kept(f"X-Client-Product-Name: {name}\nX-Client-Version: {r.randint(1, 9)}.{r.randint(0, 9)}\n")


@SLOW
@given(seeded)
def test_an_encoded_password_still_goes(r: random.Random) -> None:
    value = "%20".join([_password(r), r.choice(_WORDS)])
    _caught(f"db_password={value}\n", value.split("%20")[0])


@SLOW
@given(seeded)
def test_a_secret_stores_path_after_a_field_selector_stays(r: random.Random) -> None:
    field = r.choice(["password", "api_key", "token"])
    # (a short name of letters and a digit last: b2b, k8s, a path's segment)
    short = f"{r.choice('bcdfhkpqrs')}{r.randint(2, 9)}{r.choice('bcdfhkpqrs')}"
    path = "/".join([r.choice(["secret", "kv"]), r.choice(_WORDS), short])
    _kept(f"$ vault kv get -field={field} {path} > /dev/null && echo present\n")
    _kept(f"$ vault kv get --field {field} {path}\n")


@SLOW
@given(seeded)
def test_a_random_value_after_a_field_flag_still_goes(r: random.Random) -> None:
    value = _drawn(r, 32, _LOWER_NUM + "ABCDEFGH")
    _caught(f"$ vault kv put -field=password secret/app password={value}\n", value)


def _listing(r: random.Random, ids: list[str]) -> str:
    rows = [
        f"  {i}  {r.choice(_WORDS).capitalize()} - {r.choice(_WORDS)}   "
        f"{r.choice(['OUT_FOR_SIGNATURE', 'SIGNED', 'DRAFT'])}"
        for i in ids
    ]
    return "\n".join(rows)


@SLOW
@given(seeded)
def test_a_listings_ids_stay(r: random.Random) -> None:
    prefix = _drawn(r, 10)
    ids = [prefix + _drawn(r, 30, _UPPER_NUM + "abcdefghjk") for _ in range(r.randint(2, 4))]
    _kept(f"Agreements waiting for a countersignature:\n{_listing(r, ids)}")


@SLOW
@given(seeded)
def test_a_listing_of_keys_still_goes(r: random.Random) -> None:
    ids = [_drawn(r, 36, _UPPER_NUM + "abcdefghjk") for _ in range(2)]
    text = f"API keys of the workspace:\n{_listing(r, ids)}"
    for value in ids:
        _caught(text, value)


def _b64url_digest(r: random.Random) -> str:
    """32 bytes in base64url, not begun with ``-`` or ``_`` (``--…`` reads as a flag)."""
    while True:
        value = base64.urlsafe_b64encode(r.randbytes(32)).decode().rstrip("=")
        if value[0] not in "-_":
            return value


@SLOW
@given(seeded)
def test_a_verification_qr_links_digest_stays(r: random.Random) -> None:
    label = r.choice(["Kod QR weryfikacyjny", "QR code for verification"])
    digest = _b64url_digest(r)
    number = r.randint(10**9, 10**10 - 1)
    _kept(f"Invoice {r.randint(100, 999)}/2025\n{label}: https://tax.example/invoice/"
          f"{number}/02-06-2025/{digest}\n")  # fmt: skip


@SLOW
@given(seeded)
def test_a_login_qr_links_token_still_goes(r: random.Random) -> None:
    token = _b64url_digest(r)
    _caught(f"QR code to verify your login: https://app.example/login/{token}\n", token)
