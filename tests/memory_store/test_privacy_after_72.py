"""The principles written after held-out batch 72 (printing, scanning, 3D printing and
maker spaces), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: the value a C# auto-property is initialised with under a secret's
name (``Password { get; init; } = "<v>"``); a code that opens something (``access_code``,
``door_code``, ``passcode``) under its key, digits alone too; the one quoted value of a
line whose own comment says the line sets a password; a value a sentence says a password
was changed or set to (``密码改成 <v>``, ``password changed to <v>``); the literal a name
holds where the text passes that name to a basic-auth call; a drawn token a Romanian or
Polish sentence says a token, key or password is (``tokenul … e <v>``, ``klucz to <v>``);
a drawn token a chat reply hands over right after a line that names a key. Precision,
each a kind: a device's serial number under its label in other languages; a value the
text's own note says is no credential; a duration under a key whose last word names one;
curl's body read from a file (``--data-binary @file``); a UUID under a label naming an
id; the first cell of a CSV row below a header whose last column names a password. Each
has a counterpart that still goes (or stays)."""

from __future__ import annotations

import json
import random

from hypothesis import given

from supermemory_local.store.privacy import redact
from tests.memory_store.generated import SLOW, drawn, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_HEX = "0123456789abcdef"
_NAMES = ["Ania", "Radu", "Mei", "Jonas", "Ilse", "Tomek", "Ioana", "Wei"]
_DEVICES = ["plotter", "kiln", "lathe", "cutter", "embroidery machine", "router table"]


def _digits(r: random.Random, n: int) -> str:
    while True:
        value = "".join(r.choice("0123456789") for _ in range(n))
        if len(set(value)) > 2 and value[0] != "0":
            return value


def _hex(r: random.Random, n: int) -> str:
    return "".join(r.choice(_HEX) for _ in range(n))


def _uuid(r: random.Random) -> str:
    return "-".join(_hex(r, n) for n in (8, 4, 4, 4, 12))


def _upper(r: random.Random, n: int) -> str:
    """A serial number's shape: capitals and digits."""
    while True:
        value = "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(n))
        if sum(c.isdigit() for c in value) >= 2 and sum(c.isalpha() for c in value) >= 3:
            return value


# -- 1. a C# auto-property's initialiser under a secret's name ------------------------------


@SLOW
@given(seeded)
def test_an_auto_property_initialiser_under_a_secret_name_goes(r: random.Random) -> None:
    secret = _password(r)
    name = r.choice(["VaultPassword", "UploadSecret", "RelayToken", "ApiPassword"])
    accessor = r.choice(["get; init;", "get; set;", "get; private set;"])
    text = (
        "public sealed class KilnOptions\n{\n"
        f'    public string {name} {{ {accessor} }} = "{secret}";\n'
        '    public string Host { get; init; } = "kiln01.lab.example";\n}'
    )
    _caught(text, secret)
    # (a property whose name says nothing secret: a value, not a credential)
    _kept(f'    public string Station {{ {accessor} }} = "{drawn(r, 12)}";')


# -- 2. a code that opens something, digits alone ---------------------------------------------


@SLOW
@given(seeded)
def test_an_access_code_of_digits_under_its_key_goes(r: random.Random) -> None:
    code = _digits(r, r.choice([6, 8]))
    key = r.choice(["access_code", "door_code", "passcode", "unlockCode", "accessCode"])
    text = r.choice([
        f'{{\n  "host": "10.0.4.21",\n  "{key}": "{code}",\n  "port": 8883\n}}',
        f"{key}: {code}\nhost: 10.0.4.21",
        f"{key}={code}\n",
    ])  # fmt: skip
    _caught(text, code)
    # (a pin of a board is no code that opens anything)
    _kept(f'{{"gpio_pin": {code[:2]}, "host": "10.0.4.21"}}')


# -- 3. the quoted value of a line whose comment says it sets a password ------------------------


@SLOW
@given(seeded)
def test_a_value_on_a_line_commented_as_setting_a_password_goes(r: random.Random) -> None:
    secret = _password(r)
    command = r.choice(["X901", "AT+WEBPASS=", "set_admin", "Q77 K"])
    comment = r.choice(["; set password for the web panel", "# sets the admin password",
                        "// password for the console"])  # fmt: skip
    text = f'{command}"{secret}"   {comment}\nX902 S1   ; enable the panel'
    _caught(text, secret)
    # (a name set by a line whose comment says it sets a name)
    _kept(f'X900 P"{drawn(r, 10)}"   ; set the machine name\nX902 S1   ; enable the panel')


# -- 4. a value a sentence says a password was changed to -------------------------------------


@SLOW
@given(seeded)
def test_a_value_a_password_was_changed_to_goes(r: random.Random) -> None:
    pin = _digits(r, 6)
    secret = _password(r)
    zh = f"[群聊] {r.choice(_NAMES)}\n工作室的新密码改成 {pin} 了，明天生效。"
    _caught(zh, pin)
    en = f"{r.choice(_NAMES)}: the {r.choice(_DEVICES)} password changed to {secret} today"
    _caught(en, secret)
    # (a sentence that says the password changed, and where it was sent)
    _kept("[群聊] 李雷\n工作室的密码今天换了，新密码已经发到各位的私信里。")


# -- 5. the literal a name holds where a basic-auth call is given that name ---------------------


@SLOW
@given(seeded)
def test_the_literal_of_a_name_given_to_a_basic_auth_call_goes(r: random.Random) -> None:
    key = _uuid(r) + _hex(r, 4)  # (a key drawn as a UUID and more: no UUID)
    name = r.choice(["vendorKey", "ocrKey", "serviceKey"])
    text = (
        f'const {name} = "{key}"\nconst region = "eu-west"\n\n'
        "func call(req *http.Request) {\n"
        f'\treq.SetBasicAuth({name}, "")\n}}'
    )
    _caught(text, key)
    # (a model's id beside it, given to no auth call)
    model = _uuid(r)
    out = redact(text)[0]
    assert (
        f'const modelID = "{model}"'
        in redact(text.replace("region", "modelID").replace('"eu-west"', f'"{model}"'))[0]
    ), out


# -- 6. a token a Romanian or Polish sentence says a token or key is ---------------------------


@SLOW
@given(seeded)
def test_a_token_a_romanian_or_polish_sentence_names_goes(r: random.Random) -> None:
    token = _hex(r, 32)
    key = drawn(r, 24)
    ro = f"Pentru {r.choice(_DEVICES)}, tokenul pentru conexiunea locală e {token}.\nMersi!"
    _caught(ro, token)
    pl = f"Klucz API do {r.choice(['serwera', 'kolejki', 'drukarki'])} to {key}, nie wysyłaj dalej."
    _caught(pl, key)
    # (a sentence that says how long a token lives)
    _kept("Tokenul pentru conexiunea locală e valabil 24 de ore.")


# -- 7. a token a chat reply hands over after a line that names a key --------------------------


@SLOW
@given(seeded)
def test_a_token_handed_over_after_a_request_for_a_key_goes(r: random.Random) -> None:
    token = drawn(r, 32).upper()
    asker, giver = r.sample(_NAMES, 2)
    text = (
        f"{asker}: prześlij proszę klucz API z panelu, sprawdzę konfigurację\n"
        f"{giver}: jasne, proszę: {token}\n"
        f"{asker}: dzięki, działa"
    )
    _caught(text, token)
    # (a reply with a job's id after a line that names no key)
    _kept(
        f"{asker}: który numer zlecenia utknął w kolejce?\n"
        f"{giver}: ten: {drawn(r, 24).upper()}\n{asker}: dzięki"
    )
    # (a YAML list item under a key, its value a provider's model: no chat line)
    family = r.choice(["claude", "gpt", "gemini"])
    model = f"{family}-{r.randint(2, 4)}-{drawn(r, 6).lower()}-2024{r.randint(1000, 1231)}"
    _kept(
        "providers:\n  - id: openai:chat:x\n    config:\n      apiKey: ${KEY}\n"
        f"  - id: vendor:messages:{model}\n"
    )


# -- 8. a device's serial number under its label in other languages ---------------------------


@SLOW
@given(seeded)
def test_a_serial_number_under_its_label_in_other_languages_stays(r: random.Random) -> None:
    serial = _upper(r, 12)
    _kept(f"门禁密码今天换了。\n控制器序列号：{serial}，固件版本 v2.1.0。")
    _kept(f"Tichet: după schimbarea parolei nu mai merge.\nNumăr de serie: {serial}")
    # (a password beside it still goes)
    secret = _password(r)
    _caught(f"Număr de serie: {serial}\nparola: {secret}", secret)


# -- 9. a value the text's own note says is no credential -------------------------------------


@SLOW
@given(seeded)
def test_a_value_the_note_says_is_no_credential_stays(r: random.Random) -> None:
    handle = drawn(r, 12).upper()
    uid = _hex(r, 10).upper()
    _kept(
        f'{{"request_token": "{handle}"}}\n'
        "# request_token is only a polling handle; the key comes after approval"
    )
    _kept(
        f'[{{"id": 77, "card": {{"token": "{uid}"}}}}]\n'
        "# card.token is the UID printed on the fob, not a credential"
    )
    # (a note that says the value is the credential)
    secret = drawn(r, 24)
    _caught(f'{{"request_token": "{secret}"}}\n# request_token is the credential itself', secret)


# -- 10. a duration under a key whose last word names one --------------------------------------


@SLOW
@given(seeded)
def test_a_duration_under_an_expiry_key_stays(r: random.Random) -> None:
    seconds = r.choice(["900", "3600", "86400", "7200"])
    key = r.choice(["jwtExpiresIn", "secretTtl", "tokenExpiresIn"])
    _kept(f'INFO config {{"jwtSecret":"<hidden>","{key}":{seconds}}}')


# -- 11. curl's body from a file ---------------------------------------------------------------


@SLOW
@given(seeded)
def test_curl_data_from_a_file_stays(r: random.Random) -> None:
    name = r.choice(["part", "bracket", "gear", "lid"]) + "_v" + str(r.randint(2, 9)) + ".bgcode"
    cmd = (
        f"curl -X PUT -H 'X-Api-Key: '\"$PRINTER_KEY\" --data-binary @{name} "
        f"http://printer.local/api/files/{name}"
    )
    etag = f'"{"".join(r.choice(_HEX) for _ in range(16))}"'
    call = {"tool": "shell", "arguments": {"cmd": cmd}, "result": "HTTP 201 Created", "etag": etag}
    _kept(json.dumps(call))


# -- 12. a UUID under a label that names an id --------------------------------------------------


@SLOW
@given(seeded)
def test_a_uuid_under_an_id_label_stays(r: random.Random) -> None:
    _kept(
        '[ocr]\nuser = "archive"\npassword = "${OCR_PASSWORD}"\n'
        f"# job id of the last upload: {_uuid(r)}"
    )


# -- 13. the first cell of a CSV row below a header ending in a password's column ------------


@SLOW
@given(seeded)
def test_the_first_cell_of_a_csv_row_stays(r: random.Random) -> None:
    team = r.choice(["Scans Finance", "Plots Studio", "Labels Dock"])
    _kept(
        "Name,Host,Port,Path,User,Password\n"
        f'"{team}","fs02.lab.example",445,"\\\\scans\\fin","LAB\\scan","<unchanged>"\n'
    )
