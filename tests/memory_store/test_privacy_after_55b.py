"""The principles of the second round after held-out batch 55 (marketing, advertising and
CRM software), held over generated values and texts of my own (never the batch's).

Leaks, three kinds:
- a server's key given positionally right after the server's URL on a command line (a
  UUID that is its own argument); a UUID inside the URL, after a flag, or on a line that
  is a sentence stays;
- a typed UUID (``<type>-<segment>-<uuid>``) alone on its line under a line that names a
  token or key and ends with a colon; a public type prefix or a line above that names no
  credential stays;
- a UUID handed over in pieces on consecutive lines, in a text that names a key; pieces
  that make no UUID, or a text naming no credential, stay.

Look-alikes, what stays (each with a counterpart that still goes):
- a value a comment within two lines labels public, an identifier, or not a secret (a
  value named secret, or a comment that says "not public", goes);
- an identifier by its label or place: ``… ID:`` labels, a CSV column whose header names
  an id, a listing whose jq command selects an id field first, a URL's click-id parameter
  (a key's id under its label, and a key in a URL's query, go);
- a tag's id in ``send_to``, a key's algorithm in brackets, code (a minified script's
  statements), a secret manager's reference by name, a hash function's e-mail input and
  its hex result (a password given to a hash function goes)."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import HEX, SLOW, drawn, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept

_VENDORS = ["Globex", "Initech", "Umbrella", "Hooli", "Vandelay", "Wonka", "Stark"]
_TOOLS = ["schemactl", "regpush", "tagsync", "feedctl", "catalogue-cli"]
_LOWER = "abcdefghijklmnopqrstuvwxyz"


def _uuid(r: random.Random) -> str:
    return "-".join("".join(r.choice(HEX) for _ in range(n)) for n in (8, 4, 4, 4, 12))


def _token(r: random.Random, n: int) -> str:
    return drawn(r, n, each_case=2)


def _word(r: random.Random) -> str:
    return "".join(r.choice(_LOWER) for _ in range(r.randrange(4, 8)))


# -- a server's key after its URL, on a command line ---------------------------------------


@SLOW
@given(seeded)
def test_a_uuid_argument_after_a_url_goes(r: random.Random) -> None:
    key = _uuid(r)
    host = f"https://{_word(r)}.{r.choice(_VENDORS).lower()}.example/{_word(r)}"
    tail = r.choice(["", " --public", " --force", " \\"])
    prompt = r.choice(["$ ", "", "# "])
    text = f"{prompt}{r.choice(_TOOLS)} {_word(r)} push ./{_word(r)} {host} {key}{tail}\nok"
    _caught(text, key)


@SLOW
@given(seeded)
def test_a_uuid_in_the_url_after_a_flag_or_in_a_sentence_stays(r: random.Random) -> None:
    uid = _uuid(r)
    host = f"https://{_word(r)}.{r.choice(_VENDORS).lower()}.example"
    _kept(f"$ {r.choice(_TOOLS)} get {host}/runs/{uid} --json")
    _kept(f"$ {r.choice(_TOOLS)} get {host}/runs --run-id {uid}")
    _kept(f"The run at {host}/runs {uid} finished.")


# -- a typed UUID handed over on its own line ----------------------------------------------


@SLOW
@given(seeded)
def test_a_typed_uuid_under_a_token_line_goes(r: random.Random) -> None:
    prefix = r.choice(["tok", "pat", "sat", "rk", "prv"])
    value = f"{prefix}-{r.choice(['eu1', 'na2', 'ap3', 'us'])}-{_uuid(r)}"
    head = r.choice(
        [
            f"here is the {r.choice(_VENDORS)} token for the sync job:",
            f"{r.choice(_VENDORS)} API key (do not share):",
            "the service credential:",
        ]
    )
    _caught(f"{head}\n{value}\nthanks", value)


@SLOW
@given(seeded)
def test_a_typed_uuid_with_a_public_prefix_or_under_an_id_line_stays(r: random.Random) -> None:
    _kept(f"the {r.choice(_VENDORS)} token for the sync job:\npub-eu1-{_uuid(r)}\nthanks")
    _kept(f"request id of the failed call:\nreq-{r.choice(['eu1', 'na2'])}-{_uuid(r)}\nthanks")


# -- a UUID handed over in pieces -----------------------------------------------------------


def _split(r: random.Random, uid: str) -> list[str]:
    cut = r.choice([9, 14, 19, 24])  # after a hyphen group: both pieces keep a hyphen run
    return [uid[: cut - 1], uid[cut:]]


@SLOW
@given(seeded)
def test_a_uuid_key_in_pieces_goes(r: random.Random) -> None:
    uid = _uuid(r)
    first, second = _split(r, uid)
    who = r.choice(["Ana", "Kofi", "Mei"])
    text = (
        f"{who}: sending the {r.choice(_VENDORS)} API key in two messages.\n"
        f"{who}: one: {first}\n{who}: two: {second}\nBo: got it, deleting these."
    )
    out = __import__("supermemory_local.store.privacy", fromlist=["redact"]).redact(text)[0]
    assert first not in out and second not in out, out


@SLOW
@given(seeded)
def test_pieces_of_no_uuid_or_of_an_id_stay(r: random.Random) -> None:
    uid = _uuid(r)
    first, second = _split(r, uid)
    who = r.choice(["Ana", "Kofi", "Mei"])
    _kept(f"{who}: the trace of the run, in two parts.\n{who}: {first}\n{who}: {second}\n")


# -- a value the comment beside it labels public -------------------------------------------


@SLOW
@given(seeded)
def test_a_value_a_comment_labels_public_stays(r: random.Random) -> None:
    vendor = r.choice(_VENDORS)
    value = "".join(r.choice(HEX) for _ in range(32))
    said = r.choice(
        [
            f"// The {vendor} API key is a public project identifier used by the browser SDK",
            f"// {vendor} app token and event tokens are identifiers, not secrets",
            f"# the {vendor} key is public: it ships in every page",
        ]
    )
    call = f"{vendor.lower()}.init('{value}', {{ batch: true }});"
    _kept(f"import {vendor.lower()} from '{vendor.lower()}-sdk';\n{said}\n{call}")
    _kept(f"{call}\n{said}")


@SLOW
@given(seeded)
def test_a_secret_beside_a_public_comment_goes(r: random.Random) -> None:
    vendor = r.choice(_VENDORS)
    value = "".join(r.choice(HEX) for _ in range(32))  # (the shape the kept test draws)
    said = f"// {vendor} app tokens are identifiers, not secrets"
    # (a value whose own name says secret or password)
    _caught(f"{said}\nconst {r.choice(['secretKey', 'clientSecret'])} = '{value}';", value)
    _caught(f"{said}\n{vendor.lower()}.init({{ password: '{value}' }});", value)


# -- identifiers by their label or place -----------------------------------------------------


@SLOW
@given(seeded)
def test_ids_by_label_column_listing_or_click_parameter_stay(r: random.Random) -> None:
    key_id = _token(r, 22)
    label = r.choice(["Org ID", "Tenant ID", "Workspace ID", "Account ID"])
    _kept(f"{r.choice(_VENDORS)} > Settings > Keys\n{label}: {key_id}\nCreated: today")
    column = r.choice(["Click ID", "Order ID", "click_id", "Lead ID"])
    rows = "\n".join(f"{_token(r, 40)},{_word(r)},{r.randrange(10, 999)}.00" for _ in range(2))
    _kept(f"{column},Name,Value\n{rows}")
    listing = "\n".join(f"{_token(r, 22)}\t{_word(r)}-{_word(r)}" for _ in range(3))
    _kept(f"$ curl -s https://api.example/keys | jq -r '.[] | [.key_id, .name] | @tsv'\n{listing}")
    param = r.choice(["gclid", "fbclid", "msclkid", "irclickid", "ttclid"])
    _kept(f"https://shop.example/landing?utm_source={_word(r)}&{param}={_token(r, 24)}")


@SLOW
@given(seeded)
def test_a_key_by_its_label_column_or_parameter_goes(r: random.Random) -> None:
    secret = _token(r, 40)
    _caught(f"Key ID: {_token(r, 22)}\nKey: SG.{_token(r, 22)}.{secret}\n", secret)
    key_id = _token(r, 22)  # (a key's id under its label stays redacted on purpose)
    _caught(f"{r.choice(_VENDORS)} > Settings > Keys\nAPI Key ID: {key_id}\nCreated: today", key_id)
    _caught(f"https://shop.example/hook?{_word(r)}=1&access_token={secret}", secret)
    _caught(f"Secret ID: x\nClient secret: {secret}\n", secret)


# -- a tag's id, a key's algorithm, code, a secret's name, a hash ---------------------------


@SLOW
@given(seeded)
def test_tag_ids_algorithms_code_references_and_hashes_stay(r: random.Random) -> None:
    digits = "".join(r.choice("0123456789") for _ in range(10))
    label = _token(r, 18)
    _kept(f"gtag('event', 'conversion', {{'send_to': 'AW-{digits}/{label}', 'value': 9.9}});")
    algo = r.choice(["ed25519", "rsa", "ecdsa"])
    _kept(f"login by SSH key ({algo}) on host {_word(r)}.example, user {_word(r)}")
    q, go, run = _word(r), _word(r), _word(r)
    _kept(
        f"<script>\n!function(a,b,e){{if(a.{q})return;n=a.{q}=function(){{n.{go}?\n"
        f"n.{go}.apply(n,arguments)}};n.{q}=[];t=b.createElement(e);t.{run}=!0;\n</script>"
    )
    name = f"{_word(r)}-{r.choice(['api', 'dev', 'prod'])}-{r.choice(['token', 'key'])}"
    _kept(f"run `gcloud secrets versions access latest --secret={name}` on the runner")
    _kept(f"aws secretsmanager get-secret-value --secret-id {name} --query SecretString")
    digest = "".join(r.choice(HEX) for _ in range(64))
    mail = f"  {_word(r).title()}.{_word(r)}@{_word(r)}.example "
    _kept(f'def test_hash():\n    assert hash_email("{mail}") == "{digest}"\n')


@SLOW
@given(seeded)
def test_a_password_given_to_a_hash_or_a_secret_value_flag_goes(r: random.Random) -> None:
    secret = _token(r, 24)
    _caught(f"aws secretsmanager put-secret-value --secret-id app --secret-string {secret}", secret)
    _caught(f'password = "{secret}"\nassert hash_password(password) == stored', secret)
