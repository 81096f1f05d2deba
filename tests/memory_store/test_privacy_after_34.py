"""The principles written after held-out batch 34 (enterprise IT, Windows and identity
administration, mainframe, ERP databases, research computing), held over generated values
and texts of my own (never the batch's).

Leaks, each a kind: plain text made into a secure string (piped into the maker, or held
by a variable assigned from literals or joined from such variables); a directory attribute
naming a password given in base64 (LDIF ``name:: …``, folded or not), judged by its name;
a command line in base64 of UTF-16 (``-EncodedCommand``) decoded and searched; a quoted
literal after a one-letter flag of a password-changing command; a key's bytes in hex
after its cipher's name; a pass phrase operand (``PHRASE('…')``); a token in a URL's
``/t/<token>/`` segment; a password in a reversible encoding marked by its scheme in
braces; a German or Dutch compound or genitive naming a password, and the parts of a
password handed over in pieces. Precision, each a kind: a cmdlet call assigned to a
variable; a distinguished name, a directory attribute's name and an authentication
mechanism's name; a thumbprint under a name saying identifier, and a checksum tool's line;
a signed file's signature beside its signscope; a status listing's ``=NO`` flag; a name
negated or said to be empty; a word on the line after a listing flag; a call given as an
argument; a query's result row; a host list with ranges; a block opener. Each has a
counterpart that still goes (or stays)."""

from __future__ import annotations

import base64
import random

from hypothesis import given

from tests.memory_store.generated import HEX, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_LOWER = "abcdefghijklmnopqrstuvwxyz"
_UPPER = _LOWER.upper()
_HOSTS = ["alder", "birch", "cedar", "hazel", "maple", "rowan", "spruce", "larch"]


def _word(r: random.Random, n: int = 6) -> str:
    return "".join(r.choice(_LOWER) for _ in range(n))


def _hex(r: random.Random, n: int) -> str:
    return "".join(r.choice(HEX) for _ in range(n))


def _utf16_b64(text: str) -> str:
    return base64.b64encode(text.encode("utf-16-le")).decode("ascii")


# -- leaks ---------------------------------------------------------------------------------


@SLOW
@given(seeded)
def test_plain_text_made_into_a_secure_string_goes(r: random.Random) -> None:
    value = _password(r)
    user = _word(r)
    _caught(
        f"$cr = [pscredential]::new('LAB\\{user}', ('{value}' | ConvertTo-SecureString "
        "-AsPlainText -Force))",
        value,
    )
    a, b = _password(r, 8), _password(r, 8)
    text = (
        f"$head = '{a}'\n$tail = '{b}'\n$joined = $head + $tail\n"
        "$ss = ConvertTo-SecureString $joined -AsPlainText -Force\n"
    )
    _caught(text, a)
    _caught(text, b)
    # (a variable read from a prompt, and a variable that is a path, stay)
    _kept(
        f"$where = 'C:\\{user}\\notes.txt'\n$ss = Read-Host -AsSecureString\n"
        f"Get-Content $where | Out-Null"
    )


@SLOW
@given(seeded)
def test_a_password_attribute_in_base64_goes_by_its_name(r: random.Random) -> None:
    value = _password(r, 24)
    encoded = _utf16_b64(f'"{value}"')
    head = f"dn: CN={_word(r)},OU={_word(r)},DC=example,DC=org\nchangetype: modify\n"
    _caught(f"{head}replace: unicodePwd\nunicodePwd:: {encoded}\n-\n", encoded)
    folded = f"{head}replace: userPassword\nuserPassword:: {encoded[:30]}\n {encoded[30:]}\n-\n"
    _caught(folded, encoded[:30])
    _caught(folded, encoded[30:])
    # (a base64 attribute that names no secret: a photo, a GUID)
    _kept(f"{head}replace: jpegPhoto\njpegPhoto:: {encoded}\n-\n")


@SLOW
@given(seeded)
def test_an_encoded_command_holding_a_secret_goes(r: random.Random) -> None:
    value = _password(r)
    blob = _utf16_b64(
        f"$k = ConvertTo-SecureString '{value}' -AsPlainText -Force; Start-Job -Name {_word(r)}"
    )
    _caught(f"pwsh.exe -NoProfile -EncodedCommand {blob}", blob)
    # (an encoded command with no secret in it: a plain script)
    plain = _utf16_b64(f"Get-Service -Name {_word(r)} | Restart-Service -Force")
    _kept(f"pwsh.exe -NoProfile -EncodedCommand {plain}")


@SLOW
@given(seeded)
def test_a_quoted_literal_after_a_flag_of_a_passwd_command_goes(r: random.Random) -> None:
    value = _password(r)
    dn = f"uid={_word(r)},ou=people,dc=example,dc=net"
    # (after a root shell's prompt, where the command's own rules do not look)
    prompt = f"[root@{r.choice(_HOSTS)} ~]#"
    _caught(f'{prompt} ldappasswd -x -D "{dn}" -W -s \'{value}\' "{dn}"', value)
    # (the DN, the URL and the path stay)
    _kept(f'ldappasswd -H ldaps://{_word(r)}.example.net -x -D "{dn}" -y /etc/{_word(r)}.pw -S')


@SLOW
@given(seeded)
def test_a_key_printed_after_its_cipher_goes(r: random.Random) -> None:
    key = _hex(r, 64)
    line = f"   2 03/04/2026 11:12:13 HTTP/{_word(r)}.example.net@EXAMPLE.NET"
    _caught(f"{line} (aes256-cts-hmac-sha384-192)  (0x{key})", key)
    # (the listing without keys)
    _kept(f"{line} (aes256-cts-hmac-sha384-192)")


@SLOW
@given(seeded)
def test_a_pass_phrase_operand_goes(r: random.Random) -> None:
    phrase = " ".join(_word(r) for _ in range(4)) + f" {r.randrange(10, 99)}"
    user = _word(r).upper()
    _caught(f"ALTUSER {user} PHRASE('{phrase}') NOEXPIRED", phrase)
    _kept(f"ALTUSER {user} NOPHRASE RESUME")


@SLOW
@given(seeded)
def test_a_channel_token_in_a_url_goes(r: random.Random) -> None:
    token = f"{_word(r, 2)}-{_hex(r, 8)}-{_hex(r, 4)}-{_hex(r, 4)}-{_hex(r, 4)}-{_hex(r, 12)}"
    _caught(f"channels:\n  - https://pkgs.example.org/t/{token}/{_word(r)}\n", token)
    # (a forum topic's slug after /t/)
    _kept(f"see https://forum.example.org/t/{_word(r)}-{_word(r)}-{_word(r)}/4821")


@SLOW
@given(seeded)
def test_a_reversible_encoding_marked_by_its_scheme_goes(r: random.Random) -> None:
    value = _hex(r, 40).upper()
    _caught(f"login password is {{SAS002}}{value} now", value)
    xored = base64.b64encode(bytes(ord(c) ^ 0x5F for c in value)).decode()
    _caught(f"bind secret: {{xor}}{xored}", xored)
    _kept(f"the encoding is chosen with method={_word(r)}002 in the procedure")


@SLOW
@given(seeded)
def test_a_password_handed_over_in_parts_goes(r: random.Random) -> None:
    first, second = _password(r, 7), _password(r, 8)
    de = (
        f"Das Startkennworts lautet: {first}\n"
        "Den Rest erhalten Sie per Post.\n"
        f"Teil 2 Ihres Kennworts: {second}\n"
    )
    _caught(de, first)
    _caught(de, second)
    chat = (
        f"[10:01] {_word(r)}: the wifi password for the lab changed\n"
        f"[10:01] {_word(r)}: first half: {first}\n"
        f"[10:02] {_word(r)}: second half in a minute\n"
        f"[10:03] {_word(r)}: {second}\n"
    )
    _caught(chat, first)
    _caught(chat, second)
    # (a chat that names no password: a word after the label stays)
    _kept(f"[10:01] {_word(r)}: first half: {_word(r)}\n[10:02] {_word(r)}: done\n")


# -- precision -----------------------------------------------------------------------------


@SLOW
@given(seeded)
def test_names_and_settings_beside_a_credential_stay(r: random.Random) -> None:
    user = _word(r)
    _kept(f"PS C:\\> $pc = New-Object System.Management.Automation.PSCredential ('{user}', $s)")
    _kept(f"MachineObjectOU=OU={_word(r)},OU={_word(r)},DC=example,DC=org")
    _kept(f"\tLogin Name: userPrincipalName\n\tBind DN: {user}@example.org")
    _kept(f"{_word(r)}.phase2-auth:      mschapv2\n{_word(r)}.password-flags:  1")
    _kept(f" PASSWORD ENVELOPED=NO\n PASSPHRASE ENVELOPED=YES\n OWNER={user.upper()}")
    _kept(f"//* no PASSWORD= here: {user.upper()} runs under surrogate authority")
    _kept(f"# API_TOKEN= deliberately empty; read it from {_word(r)}")
    # (a password after a negation that is no plain word, and a real flag value, still go)
    value = _password(r)
    _caught(f"no password= {value}", value)


@SLOW
@given(seeded)
def test_public_identifiers_and_checksums_stay(r: random.Random) -> None:
    thumb = _hex(r, 40).upper()
    _kept(f'  "customKeyIdentifier": "{thumb}",\n  "type": "AsymmetricX509Cert",')
    digest = _hex(r, 64)
    _kept(f"$ sha256sum /etc/{_word(r)}/{_word(r)}.key\n{digest}  /etc/{_word(r)}/x.key")
    blob = base64.b64encode(bytes(r.randrange(256) for _ in range(96))).decode()
    _kept(f"full address:s:{_word(r)}.example.org\nsignscope:s:Full Address\nsignature:s:{blob}")
    _kept(f"pdsh -w {_word(r)}[01-04],{_word(r)}[1-2] uptime")
    # (the same hex as a key, under a key's name, still goes)
    _caught(f'  "clientSecretValue": "{thumb}",', thumb)


@SLOW
@given(seeded)
def test_code_and_output_beside_a_secret_word_stay(r: random.Random) -> None:
    _kept(
        f'con <- connect(Driver = "x",\n   PWD = keyring::key_get("{_word(r)}", '
        f'"{_word(r)}"),\n   Port = 1433)'
    )
    _kept(f"$ {_word(r)} -wrl /srv/wallet -listCredential\nOracle Secret Store Tool")
    _kept(
        f'$ sql -U BACKUPKEY -a -x "SELECT ID, STATE FROM T"\n{r.randrange(10**12, 10**13)},'
        '"successful"'
    )
    _kept(f'# no password needed for {_word(r)}\nnetwork={{\n    ssid="{_word(r)}"\n}}')


@SLOW
@given(seeded)
def test_a_credential_stores_positional_password_goes(r: random.Random) -> None:
    value = _password(r)
    user = _word(r).upper()
    host = f"{r.choice(_HOSTS)}.example.net:3{r.randrange(1000, 9999)}"
    _caught(f"$ hdbuserstore SET {user}KEY {host} {user} {value}", value)
    _caught(f"$ mkstore -wrl /srv/wallet -createCredential {user}_DB {user} '{value}'", value)
    # (the listing of a store names keys and users, no password)
    _kept(f"$ hdbuserstore LIST {user}KEY\nKEY {user}KEY\n  ENV : {host}\n  USER: {user}")


@SLOW
@given(seeded)
def test_a_terminal_scripts_typed_logon_password_goes(r: random.Random) -> None:
    user = _word(r, 5).upper() + str(r.randrange(10, 99))
    value = "".join(r.choice(_UPPER + "0123456789") for _ in range(8))
    script = (
        f'Connect({r.choice(_HOSTS)}.example.net:23)\nWait(InputField)\nString("LOGON {user}")\n'
        f'Enter()\nWait(InputField)\nString("{value}")\nEnter()\n'
    )
    _caught(script, value)
    # (what a script types after signing on: commands, not a password)
    _kept(
        f'Connect({r.choice(_HOSTS)}.example.net:23)\nWait(InputField)\nString("ISPF")\n'
        'Enter()\nString("=S.ST")\nEnter()\n'
    )
