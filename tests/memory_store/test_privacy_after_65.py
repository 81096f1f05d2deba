"""The principles written after held-out batch 65 (email and DNS operations), held over
generated values and texts of my own (never the batch's).

Leaks, each a kind: the one literal a ``new …Client("…")`` constructor is given, a UUID or
a drawn token (an SDK's client is built from its credential); the value of a command-line
option that names a password or a secret with a number (``--password1``: a tool that logs
in to two servers numbers its two logins); a drawn value in a block of ``NAME=value``
lines with the very shape of a password of the same block (a configuration draws its
passwords alike, whatever it names them); the quoted password a command that creates an
administrator or a user is given after the names it creates; a TSIG key given on a DNS
tool's command line (``-y [algorithm:]name:secret``); pieces announced as parts with a
gloss in parentheses between the part's number and its colon. Precision, each a kind: the
challenge of an ACME DNS-01 TXT record (published in DNS); the data of a DNS record over
several lines between parentheses (a DNSKEY's public key); an algorithm's name; a DKIM
record's public key whatever its algorithm, and the quoted strings that continue it; the
piece of a DKIM signature ``Authentication-Results`` quotes; an SMTP ``AUTH LOGIN``
transcript's prompts and the user name answering the first (the line answering
``Password:`` still goes); the timestamp, nonce and digest of a webhook's signature object
(a signing key beside them still goes). Each has a counterpart that still goes (or
stays)."""

from __future__ import annotations

import base64
import random

from hypothesis import given

from supermemory_local.store.privacy import redact
from tests.memory_store.generated import SLOW, drawn, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_HOSTS = ["mx.orchard.example", "mail.brook.test", "relay.quarry.example", "smtp.fern.test"]
_ZONES = ["orchard.example", "brook.test", "quarry.example", "fern.test", "lumen.example"]
_USERS = ["ops", "billing", "frontdesk", "archive", "nightshift"]


def _uuid(r: random.Random) -> str:
    hexd = "0123456789abcdef"
    return "-".join("".join(r.choice(hexd) for _ in range(n)) for n in (8, 4, 4, 4, 12))


def _b64(r: random.Random, n: int) -> str:
    return base64.b64encode(r.randbytes(n)).decode()


def _b64url(r: random.Random, n: int) -> str:
    return base64.urlsafe_b64encode(r.randbytes(n)).rstrip(b"=").decode()


# -- 1. the literal a new …Client(…) constructor is given -----------------------------------


@SLOW
@given(seeded)
def test_the_literal_a_new_client_is_built_from_goes(r: random.Random) -> None:
    token = _uuid(r)
    cls = r.choice(["AccountClient", "BillingClient", "sdk.MessagesClient", "Api.AdminClient"])
    _caught(f'const admin = new {cls}("{token}");\nawait admin.list();', token)
    key = drawn(r, 28)
    _caught(f"this.client = new {cls}('{key}');", key)
    # (a URL, a region, an environment variable given so: kept)
    _kept(f'const http = new HttpClient("https://api.{r.choice(_ZONES)}/v2");')
    _kept(f'const s3 = new S3Client("eu-central-1");\nconst c = new {cls}(process.env.TOKEN!);')


# -- 2. a numbered password option ---------------------------------------------------------


@SLOW
@given(seeded)
def test_a_numbered_password_option_goes(r: random.Random) -> None:
    first, second = _password(r), _password(r)
    old, new = r.sample(_HOSTS, 2)
    flag = r.choice(["--password", "--passwd", "--pass"])
    _caught(
        f"$ mailsync --host1 {old} --user1 {r.choice(_USERS)} {flag}1 '{first}' \\\n"
        f"    --host2 {new} --user2 {r.choice(_USERS)} {flag}2='{second}' --dry",
        first,
    )
    _caught(f"$ mailsync {flag}1 '{first}' {flag}2 \"{second}\" --dry", second)
    # (a variable, a file given so: kept)
    _kept(f'$ mailsync --host1 {old} {flag}1 "$OLD_PASS" --passfile2 /run/secrets/new --dry')


# -- 3. a drawn value with its sibling password's shape ------------------------------------


@SLOW
@given(seeded)
def test_a_value_shaped_as_its_sibling_password_goes(r: random.Random) -> None:
    n = r.randint(20, 32)
    password, other, third = drawn(r, n), drawn(r, n), drawn(r, n)
    host = r.choice(_HOSTS)
    name = r.choice(["SQLROOT", "SQLADMIN", "SUPERUSERINIT", "RELAY"])
    text = (
        f"MX_HOSTNAME={host}\nSQLNAME=mail\nSQLUSER=mail\nSQLPASS={password}\n"
        f"{name}={other}\nCACHEPASS={third}\n"
    )
    _caught(text, other)
    # (beside the same password: another length, an id's name, hex digits: kept)
    shorter, ident = drawn(r, n - 4), drawn(r, n)
    hexd = "".join(r.choice("0123456789abcdef") for _ in range(n))
    out, _ = redact(
        f"MX_HOSTNAME={host}\nSQLPASS={password}\nBUILD_REF={shorter}\n"
        f"INSTANCE_ID={ident}\nCOMMIT={hexd}\n"
    )
    assert password not in out and shorter in out and ident in out and hexd in out, out


# -- 4. the password a user-creating command is given --------------------------------------


@SLOW
@given(seeded)
def test_the_password_a_user_creating_command_is_given_goes(r: random.Random) -> None:
    value = _password(r)
    user, zone = r.choice(_USERS), r.choice(_ZONES)
    verb = r.choice(["admin", "user add", "adduser", "create-user", "mailbox create"])
    _caught(f"$ docker exec suite mailctl {verb} {user} {zone} '{value}'\ncreated", value)
    _caught(f'$ mailctl {verb} {user}@{zone} "{value}"; echo done', value)
    # (an option, a quoted word: kept)
    _kept(f"$ mailctl {verb} {user} {zone} --quota 2048\n$ mailctl {verb} {user} 'readonly'")


# -- 5. a TSIG key on a DNS tool's command line ---------------------------------------------


@SLOW
@given(seeded)
def test_a_tsig_key_on_the_command_line_goes(r: random.Random) -> None:
    secret = _b64(r, r.choice([32, 48, 64]))
    zone = r.choice(_ZONES)
    algorithm = r.choice(["hmac-sha256:", "hmac-sha512:", ""])
    _caught(f"$ dig -y {algorithm}xfr-key.{zone}.:{secret} AXFR {zone} @ns1.{zone}", secret)
    _caught(f"$ nsupdate -y '{algorithm}ddns.{zone}:{secret}' < changes.txt", secret)
    # (a key file: kept)
    _kept(f"$ nsupdate -k /etc/bind/keys/ddns.{zone}.key < changes.txt")


# -- 6. parts with a gloss before the colon ------------------------------------------------


@SLOW
@given(seeded)
def test_parts_with_a_gloss_before_the_colon_go(r: random.Random) -> None:
    first, second = drawn(r, 8), drawn(r, 8) + r.choice(["!", "#", ""])
    who = r.choice(["Mara", "Ilse", "Joon"])
    gloss = r.choice(["(no space)", "(append it)", "(glue them together)"])
    text = (
        f"{who} (09:02): the scanner's relay login is {r.choice(_USERS)}\n"
        f"{who} (09:02): pw part 1: {first}\n{who} (09:03): part 2 {gloss}: {second}\n"
    )
    _caught(text, second)
    # (a part's note in words: kept)
    _kept(f"{who}: see the wiki, part 1 (setup): later\n{who}: part 2 (tests): tomorrow")


# -- 7. an ACME DNS-01 challenge ------------------------------------------------------------


@SLOW
@given(seeded)
def test_an_acme_challenge_txt_record_stays(r: random.Random) -> None:
    challenge, zone = _b64url(r, 32), r.choice(_ZONES)
    _kept(
        f"$ nsupdate -k ddns.key <<'EOF'\nupdate add _acme-challenge.{zone}. 60 IN TXT "
        f'"{challenge}"\nsend\nEOF'
    )
    _kept(
        f'{{"records":[{{"name":"_acme-challenge.{zone}","type":"TXT",'
        f'"content":"{challenge}","ttl":"600"}}]}}'
    )
    # (a drawn token of that length beside it, not the record's data: goes)
    token = drawn(r, 43)
    _caught(f"export DNS_API_TOKEN={token}\n# for _acme-challenge.{zone} TXT", token)


# -- 8. a DNS record over several lines; an algorithm's name -------------------------------


@SLOW
@given(seeded)
def test_a_record_over_several_lines_and_an_algorithm_name_stay(r: random.Random) -> None:
    key, zone = _b64(r, 64), r.choice(_ZONES)
    tag = r.randint(1000, 65000)
    _kept(
        f"$ dig +multi DNSKEY {zone}\n{zone}.\t3600 IN DNSKEY 257 3 13 (\n"
        f"\t\t\t{key[:44]}\n\t\t\t{key[44:]}\n\t\t\t) ; KSK; alg = ECDSAP256SHA256 ; "
        f"key id = {tag}"
    )
    name = r.choice(["hmac-sha256", "hmac-sha512", "ED25519", "RSASHA256"])
    _kept(f"Only the key's name (xfr-{zone}) and its algorithm ({name}) go into tickets.")


# -- 9. a DKIM record's public key ---------------------------------------------------------


@SLOW
@given(seeded)
def test_a_dkim_public_key_stays(r: random.Random) -> None:
    ed = _b64(r, 32)
    _kept(
        f'resource "dns_txt" "dkim" {{\n  name  = "s1._domainkey"\n'
        f'  value = "v=DKIM1; k=ed25519; p={ed}"\n}}'
    )
    rsa = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + _b64(r, 222) + "IDAQAB"
    _kept(
        f's1._domainkey\tIN\tTXT\t( "v=DKIM1; k=rsa; "\n\t  "p={rsa[:240]}"\n'
        f'\t  "{rsa[240:]}" )  ; DKIM key s1'
    )


# -- 10. a signature's piece in Authentication-Results --------------------------------------


@SLOW
@given(seeded)
def test_the_signature_piece_authentication_results_quotes_stays(r: random.Random) -> None:
    zone = r.choice(_ZONES)
    piece = _b64url(r, 6)
    _kept(
        f"Authentication-Results: mx.{zone}; dkim=pass header.d={zone} header.s=s1 "
        f"header.b={piece}; spf=pass smtp.mailfrom={zone}"
    )


# -- 11. an AUTH LOGIN transcript's prompts and user name -----------------------------------


@SLOW
@given(seeded)
def test_auth_login_prompts_and_user_name_stay_the_password_goes(r: random.Random) -> None:
    user = f"{r.choice(_USERS)}{r.randint(1, 99)}@{r.choice(_ZONES)}"
    user64 = base64.b64encode(user.encode()).decode()
    head = f"AUTH LOGIN\n334 VXNlcm5hbWU6\n{user64}\n334 UGFzc3dvcmQ6\n"
    _kept(head)
    password64 = base64.b64encode(_password(r).encode()).decode()
    _caught(f"{head}{password64}\n235 2.7.0 Authentication successful", password64)


# -- 12. a webhook's signature object -------------------------------------------------------


@SLOW
@given(seeded)
def test_a_webhook_signature_object_stays(r: random.Random) -> None:
    hexd = "0123456789abcdef"
    nonce = "".join(r.choice(hexd) for _ in range(50))
    digest = "".join(r.choice(hexd) for _ in range(64))
    when = r.randint(1_700_000_000, 1_799_999_999)
    _kept(
        f'{{"signature":{{"timestamp":"{when}","token":"{nonce}","signature":"{digest}"}},'
        f'"event-data":{{"event":"opened"}}}}'
    )
    # (a signing key in the same object: goes)
    key = "key-" + "".join(r.choice(hexd) for _ in range(32))
    _caught(
        f'{{"signature":{{"timestamp":"{when}","signing_key":"{key}","token":"{nonce}"}}}}', key
    )
