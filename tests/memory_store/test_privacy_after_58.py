"""The principles written after held-out batch 58 (support desks, chat and real-time
communication), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: the shared secret a registration command is given
(``register_new_matrix_user -k``, ``--shared-secret``); the password an XMPP server's
admin command is given after the user and the host (``prosodyctl register``,
``ejabberdctl change_password``); the string an XMPP client's constructor is given after
a JID; a recovery key written as groups of four base58 characters where a text names a
security or recovery key; a password a Hebrew, French or Finnish sentence says a password
was changed to. Precision, each a kind: a template's percent marker (``%CONFIG-X``,
``%{env:X}%``); a URL-validation challenge and its answer; a JSON value keyed by an
algorithm and a key id (a published key or a signature); a DKIM signature's ``b=``/``bh=``
tags and their folded lines where a label comes before the header; a hex digest a line
says is an HMAC's output; a SASL PLAIN blob whose password is a mask; a ULID on an id's
line, with the next line's label a span ran into. Each has a counterpart that still goes
(or stays)."""

from __future__ import annotations

import base64
import random

from hypothesis import given

from tests.memory_store.generated import ALNUM, HEX, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_USERS = ["ops-bot", "helpdesk", "relay", "oncall", "kiosk", "lobby-agent", "status"]
_HOSTS = ["chat.orchard.test", "im.lakeview.test", "talk.pinecrest.test", "xmpp.brambly.test"]


def _user(r: random.Random) -> str:
    return r.choice(_USERS) + str(r.randrange(1, 99))


def _b64(r: random.Random, n: int, *, pad: bool = True) -> str:
    raw = base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()
    return raw if pad else raw.rstrip("=")


def _hex(r: random.Random, n: int) -> str:
    return "".join(r.choice(HEX) for _ in range(n))


def _token(r: random.Random, n: int = 22) -> str:
    while True:
        value = "".join(r.choice(ALNUM) for _ in range(n))
        if (
            sum(c.isdigit() for c in value) >= 3
            and any(c.isupper() for c in value)
            and any(c.islower() for c in value)
        ):
            return value


# -- 1. a registration command's shared secret -------------------------------------------


@SLOW
@given(seeded)
def test_a_registration_commands_shared_secret_goes(r: random.Random) -> None:
    secret = _password(r, r.randrange(20, 40))
    user, host = _user(r), r.choice(_HOSTS)
    _caught(
        f"$ register_new_matrix_user -u {user} -a -k '{secret}' https://{host}:8448\n"
        "Password:\nConfirm password:",
        secret,
    )
    _caught(f"$ ./admin-tool create-user --name {user} --shared-secret {secret}", secret)
    # (the secret read from the config, or from a variable: nothing to hide)
    _kept(f"$ register_new_matrix_user -c /data/homeserver.yaml -u {user} -a https://{host}")
    _kept(f'$ register_new_matrix_user -u {user} -k "$REG_SHARED_SECRET" https://{host}')


# -- 2. an XMPP server's admin command's password ------------------------------------


@SLOW
@given(seeded)
def test_an_xmpp_admin_commands_password_goes(r: random.Random) -> None:
    value = _password(r, r.randrange(10, 18))
    user, host = _user(r), r.choice(_HOSTS)
    _caught(f"$ sudo prosodyctl register {user} {host} '{value}'", value)
    _caught(f"# ejabberdctl change_password {user} {host} {value}\n", value)
    # (no third argument: the command asks; a variable's reference)
    _kept(f"$ sudo prosodyctl register {user} {host}\nEnter new password:")
    _kept(f'$ ejabberdctl register {user} {host} "$XMPP_PASSWORD"')


# -- 3. an XMPP client's password after its JID --------------------------------------


@SLOW
@given(seeded)
def test_an_xmpp_clients_password_after_its_jid_goes(r: random.Random) -> None:
    value = _password(r, r.randrange(10, 18))
    user, host = _user(r), r.choice(_HOSTS)
    code = (
        "import slixmpp\n\n"
        f'bot = PagerBot("{user}@{host}/desk", "{value}", room="ops@rooms.{host}")\n'
        "bot.connect()\nbot.process(forever=True)"
    )
    _caught(code, value)
    # (a nickname, a reference: no password)
    _kept(
        "import slixmpp\n\n"
        f'bot = PagerBot("{user}@{host}/desk", os.environ["BOT_PASSWORD"])\n'
        f'bot.join("ops@rooms.{host}", "pagerbot")'
    )


# -- 4. a recovery key in groups of four base58 characters ---------------------------


def _grouped_key(r: random.Random, groups: int = 12) -> str:
    while True:
        run = "".join(r.choice(_B58) for _ in range(groups * 4))
        if (
            any(c.isupper() for c in run)
            and any(c.islower() for c in run)
            and any(c.isdigit() for c in run)
        ):
            return " ".join(run[i : i + 4] for i in range(0, len(run), 4))


@SLOW
@given(seeded)
def test_a_grouped_recovery_key_goes(r: random.Random) -> None:
    key = _grouped_key(r, r.choice([8, 12]))
    _caught(f"The bot account's recovery key, keep it in the vault:\n{key}", key)
    _caught(f"Security Key: {key}\n(shown once)", key)
    # (a fingerprint in groups of hex: public)
    fingerprint = " ".join(_hex(r, 8) for _ in range(8))
    _kept(f"Security key fingerprint of the device: {fingerprint}")


# -- 5. a password a sentence says it was changed to ---------------------------------


@SLOW
@given(seeded)
def test_a_password_changed_to_in_other_languages_goes(r: random.Random) -> None:
    value = _password(r, r.randrange(10, 16))
    user = _user(r)
    _caught(f"הסיסמה של {user} שונתה ל- {value} — נא להחליף בכניסה הבאה.", value)
    _caught(f"Le mot de passe de la console a été changé en {value} hier soir.", value)
    _caught(f"Käyttäjän {user} salasana vaihdettu: {value}", value)
    # (a variable's reference, a plain word: no password)
    _kept("Le mot de passe de la console a été changé en $NEW_PASSWORD hier soir.")
    _kept("הסיסמה שונתה ל- $NEW_PASSWORD")


# -- 6. a template's percent marker --------------------------------------------------


@SLOW
@given(seeded)
def test_a_templates_percent_marker_stays(r: random.Random) -> None:
    word = r.choice(["DBPASS", "SALT", "ADMIN-PASS", "MAIL_SECRET", "API-KEY"])
    _kept(f"define('DB_HOST','%CONFIG-DBHOST');\ndefine('DB_PASSWORD','%CONFIG-{word}');")
    _kept(f'[auth]\nsecret = "%{{env:{word.replace("-", "_")}}}%"')
    # (a value in the marker's place goes)
    value = _password(r)
    _caught(f"define('DB_PASSWORD','{value}');", value)


# -- 7. a URL-validation challenge and its answer ------------------------------------


@SLOW
@given(seeded)
def test_a_url_validation_challenge_stays(r: random.Random) -> None:
    plain = _token(r, 22)
    answer = _hex(r, 64)
    _kept(
        f'received: {{"payload":{{"plainToken":"{plain}"}},"event":"endpoint.url_validation"}}\n'
        f'replied: {{"plainToken":"{plain}","encryptedToken":"{answer}"}}'
    )
    _kept(f'{{"type": "url_verification", "challenge": "{plain}"}}')
    # (a verification secret goes)
    secret = _token(r, 32)
    _caught(f'{{"type": "url_verification", "secret_token": "{secret}"}}', secret)


# -- 8. a value keyed by an algorithm and a key id -----------------------------------


@SLOW
@given(seeded)
def test_a_value_keyed_by_an_algorithm_and_key_id_stays(r: random.Random) -> None:
    device = "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(10))
    key_id = "a_" + "".join(r.choice(ALNUM) for _ in range(4))
    public = _b64(r, 32, pad=False)
    signature = _b64(r, 64, pad=False)
    _kept(
        "{\n"
        f'  "keys": {{ "curve25519:{device}": "{public}",'
        f' "ed25519:{device}": "{_b64(r, 32, pad=False)}" }},\n'
        f'  "signatures": {{ "@{_user(r)}:example.test":'
        f' {{ "ed25519:{device}": "{signature}" }} }}\n'
        "}"
    )
    _kept(f'{{"verify_keys": {{ "ed25519:{key_id}": {{ "key": "{public}" }} }} }}')
    # (a private key under its own name goes)
    private = _b64(r, 32, pad=False)
    _caught(f'{{"signing_key": "ed25519 {key_id} {private}"}}', private)


# -- 9. a DKIM signature's tags -----------------------------------------------------


@SLOW
@given(seeded)
def test_a_dkim_signatures_tags_stay(r: random.Random) -> None:
    sig = _b64(r, 256)
    lines = [sig[i : i + 72] for i in range(0, len(sig), 72)]
    header = (
        "DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=mail.example.test;"
        " s=sel1;\n\th=from:to:subject:date;\n"
        f"\tbh={_b64(r, 32)};\n\tb={lines[0]}\n" + "".join(f"\t {line}\n" for line in lines[1:])
    )
    _kept(header.rstrip("\n"))
    _kept("note " + header.rstrip("\n"))
    # (the private key that signs them goes)
    value = _password(r, 16)
    _caught(f"dkim_private_key_password = {value}", value)


# -- 10. an HMAC's output ------------------------------------------------------------


@SLOW
@given(seeded)
def test_an_hmacs_output_stays(r: random.Random) -> None:
    digest = _hex(r, 64)
    user = _user(r)
    _kept(
        "Identity check = HMAC-SHA256(user_id) computed server-side with WIDGET_SIGNING_SECRET;"
        f" example output for {user}: {digest}"
    )
    # (the key it is computed with goes)
    secret = _hex(r, 64)
    _caught(f"HMAC secret key: {secret}", secret)


# -- 11. a masked SASL PLAIN blob ----------------------------------------------------


@SLOW
@given(seeded)
def test_a_masked_sasl_plain_blob_stays(r: random.Random) -> None:
    user = f"{_user(r)}@{r.choice(_HOSTS)}"
    mask = r.choice(["PROTECTED", "HIDDEN", "********"])
    blob = base64.b64encode(f"\0{user}\0{mask}".encode()).decode()
    _kept(f" ~> AUTH PLAIN {blob}\n<~  235 2.7.0 Authentication successful")
    # (the real password's blob goes)
    value = _password(r)
    real = base64.b64encode(f"\0{user}\0{value}".encode()).decode()
    _caught(f" ~> AUTH PLAIN {real}\n<~  235 2.7.0 Authentication successful", real)


# -- 12. a ULID on an id's line ------------------------------------------------------


def _ulid(r: random.Random) -> str:
    while True:
        value = r.choice("01") + "".join(r.choice(_CROCKFORD) for _ in range(25))
        if sum(c.isdigit() for c in value) >= 4 and sum(c.isalpha() for c in value) >= 6:
            return value


@SLOW
@given(seeded)
def test_a_ulid_on_an_ids_line_stays(r: random.Random) -> None:
    ulid = _ulid(r)
    _kept(
        f"INC-{r.randrange(100, 9999)} declared (severity: Minor)\n"
        f"  status page incident: {ulid}\n  postmortem doc: https://docs.example.test/pm"
    )
    # (a token under a token's name goes)
    token = _ulid(r)
    _caught(f"  api token: {token}\n  postmortem doc: https://docs.example.test/pm", token)
