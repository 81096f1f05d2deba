"""The principles written after held-out batch 67 (remote access, remote desktop and VPN
clients), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: an NT hash given to a tool to log in with (passing the hash is logging
in); a literal echoed into a command that reads a password on its standard input (its name
ends in ``passwd``, or it is told ``--password-stdin``); a passphrase of plain words where
the key's name or the line's syntax says a key stands (an encryption key's name, an IPsec
secrets line's ``PSK``); a logon or session ticket under its name; a PIN then a copula in
another language (``PIN-koden er``); a cookie given to a command, whatever separators its
server puts in it; the lone line a command prints right after it creates a key; the cells
of a table's password column; what ``cat`` prints of a file that holds credentials; a
literal ``printf`` writes into such a file; a vendor's key whose kind is ``client``.
Precision, each a kind: a qualified account name given to a user-name parameter; an account
at a host in a variable; a value that ends where a template's placeholder opens; a
certificate's digest under a certificate's name, and a key's CKAID; an RSA public key in
DNS format; the value after ``askpass`` and the line grep prints for the word searched;
a label's value that quotes a command in a sentence; an authority's certificate inside an
OpenVPN ``<ca>`` element. Each has a counterpart that still goes (or stays)."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import HEX, SLOW, drawn, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_HOSTS = ["gw.branch.example", "vpn.plant.test", "edge.office.example", "dc1.corp.test"]
_USERS = ["ops", "svc-remote", "helpdesk", "field.tech", "backup"]
_WORDS = [
    "lantern", "copper", "meadow", "falcon", "quartz", "harbor", "willow", "ember", "glacier",
    "thistle", "orbit", "pebble", "saffron", "tundra", "walnut", "cobalt", "juniper", "marble",
]  # fmt: skip


def _hex(r: random.Random, n: int) -> str:
    return "".join(r.choice(HEX) for _ in range(n))


def _phrase(r: random.Random, sep: str) -> str:
    return sep.join(r.sample(_WORDS, r.randint(4, 6)))


# -- 1. an NT hash given to log in with ----------------------------------------------------


@SLOW
@given(seeded)
def test_an_nt_hash_passed_to_log_in_goes(r: random.Random) -> None:
    nt = _hex(r, 32)
    host = r.choice(_HOSTS)
    _caught(f"$ evil-winrm -i {host} -u Administrator -H {nt}\nEvil-WinRM shell", nt)
    _caught(f"$ impacket-psexec -hashes :{nt} admin@{host}", nt)
    _caught(f"$ wlfreerdp /v:{host} /u:admin /pth:{nt} /cert:ignore", nt)
    # (a header after curl's -H, a digest named as one: kept)
    _kept(f"$ curl -H 'Accept: text/plain' https://{host}/sum\nmd5 {nt[:8]}")


# -- 2. a literal piped into a command that reads a password -------------------------------


@SLOW
@given(seeded)
def test_a_literal_piped_into_a_password_reader_goes(r: random.Random) -> None:
    value = _password(r, 10)
    command = r.choice(["vncpasswd -f > ~/.vnc/passwd", "x11vnc -storepasswd - ~/.vnc/pw",
                        "sudo smbpasswd -s -a svc", "passwd --stdin svc"])  # fmt: skip
    _caught(f"$ echo '{value}' | {command}\n$ ls -l", value)
    user = r.choice(_USERS)
    _caught(f"$ echo '{user}:{value}' | sudo chpasswd", value)
    # (a word echoed into a command that reads no password: kept)
    _kept(f"$ echo 'kiosk-{r.randint(1, 99)}' | sudo tee /etc/hostname")


# -- 3. a passphrase of words as an encryption key or an IPsec PSK -------------------------


@SLOW
@given(seeded)
def test_a_passphrase_of_words_as_a_key_goes(r: random.Random) -> None:
    phrase = _phrase(r, r.choice(["-", "_"]))
    name = r.choice(["dbEncryptKey", "backupEncryptionKey", "encrypt_key", "sessionEncryptKey"])
    _caught(f'{{\n  "{name}": "{phrase}",\n  "port": 443\n}}', phrase)
    psk = _phrase(r, "-")
    left, right = r.sample(_HOSTS, 2)
    _caught(f'# /etc/ipsec.d/site.secrets\n@{left} @{right} : PSK "{psk}"\n', psk)
    # (a cipher's name under a key's name, a PSK's file reference: kept)
    _kept(f'{{"{name}Algorithm": "aes-256-gcm", "keyFile": "/etc/app/enc.key"}}')


# -- 4. a logon ticket ---------------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_logon_ticket_goes(r: random.Random) -> None:
    ticket = _hex(r, 32).upper()
    name = r.choice(["LogonTicket", "SessionTicket", "auth_ticket"])
    _caught(f"[App]\nAddress={r.choice(_HOSTS)}\n{name}={ticket}\nSSLEnable=On", ticket)
    # (an issue tracker's ticket: kept)
    _kept(f"ticket: OPS-{r.randint(100, 9999)}\nassignee: {r.choice(_USERS)}")


# -- 5. a PIN then a copula in another language -------------------------------------------


@SLOW
@given(seeded)
def test_a_pin_then_a_foreign_copula_goes(r: random.Random) -> None:
    pin = str(r.randint(10_000_000, 99_999_999))
    sentence = r.choice(["PIN-koden er", "PIN-koden är", "Die PIN ist", "PIN-nya adalah"])
    _caught(f"Fjernskrivebordet er klart. {sentence} {pin}. Ikke del den.", pin)
    # (a year after the same words, not 4-8 digits alone: kept)
    _kept(f"Skiftet er {r.randint(2020, 2030)}-{r.randint(10, 12)}, PIN-koden er ikke satt.")


# -- 6. a cookie given to a command --------------------------------------------------------


@SLOW
@given(seeded)
def test_a_cookie_given_to_a_command_goes(r: random.Random) -> None:
    cookie = "@".join([_hex(r, 8).upper(), str(r.randint(100000, 999999)), _hex(r, 40).upper()])
    name = r.choice(["webvpn", "SVPNCOOKIE", "session"])
    _caught(f"sudo openconnect --cookie='{name}={cookie}' {r.choice(_HOSTS)}", cookie)
    # (a cookie jar's file, another tool's -b without a cookie's name: kept)
    _kept(f"curl --cookie cookies.txt https://{r.choice(_HOSTS)}/portal")
    _kept(f"$ kcat -b kafka-{r.randint(0, 9)}.events.svc.local:9092 -L -t orders")


# -- 7. the line a command prints after it creates a key -----------------------------------


@SLOW
@given(seeded)
def test_the_key_a_create_command_prints_goes(r: random.Random) -> None:
    key = _hex(r, 48)
    command = r.choice(["vpnctl preauthkeys create --user ops", "meshd apikeys create -e 90d",
                        "gatewayctl token create --ttl 1h"])  # fmt: skip
    _caught(f"root@gw:~# {command}\n{key}\nroot@gw:~# exit", key)
    # (an error the command prints, a list of keys' short ids: kept)
    _kept(f"root@gw:~# {command}\nError: user {r.choice(_USERS)} not found\nroot@gw:~# exit")


# -- 8. a table's password column ----------------------------------------------------------


@SLOW
@given(seeded)
def test_a_tables_password_column_goes(r: random.Random) -> None:
    value = _password(r, 14)
    header = r.choice(["AdminPassword", "ms-Mcs-AdmPwd", "Password"])
    host = r.choice(["WS-LAB-07", "SRV-FILE-01", "KIOSK-12"])
    width = max(len(header), len(value)) + 2
    text = (
        f"PS C:\\> Get-LabSecret {host}\n\n"
        f"{'Name':<14}{header:<{width}}Expires\n{'----':<14}{'-' * len(header):<{width}}-------\n"
        f"{host:<14}{value:<{width}}2026-12-31\n"
    )
    _caught(text, value)
    # (a column of dates under a password's expiry: kept)
    _kept(f"{'Name':<14}PasswordExpires\n{'----':<14}---------------\n{host:<14}2026-12-31\n")


# -- 9. what cat prints of a credentials file; what printf writes into one -----------------


@SLOW
@given(seeded)
def test_a_credentials_files_content_goes(r: random.Random) -> None:
    phrase = _phrase(r, " ")
    _caught(
        f"$ grep askpass /etc/vpn/site.conf\naskpass /etc/vpn/site.key.txt\n"
        f"$ sudo cat /etc/vpn/site.key.txt\n{phrase}\n$ exit",
        phrase,
    )
    value = _password(r, 12)
    user = r.choice(_USERS)
    _caught(f"$ cat ~/.vpn-creds\nconnect {r.choice(_HOSTS)}\n{user}\n{value}\ny\n$ exit", value)
    # (the error cat prints for a missing file: kept)
    _kept("$ sudo cat /etc/vpn/site.pass\ncat: /etc/vpn/site.pass: No such file or directory\n")


@SLOW
@given(seeded)
def test_a_literal_written_into_a_credentials_file_goes(r: random.Random) -> None:
    value = _password(r, 12)
    user = r.choice(_USERS)
    text = (
        f"ExecStartPre=/bin/sh -c \"printf '{user}\\n%%s\\n' '{value}' > /run/vpn/login.txt\"\n"
        "ExecStart=/usr/sbin/openvpn --config /etc/vpn/site.conf"
        " --auth-user-pass /run/vpn/login.txt"
    )
    _caught(text, value)
    # (a literal written to a file no credential is read from: kept)
    _kept(f"printf '{user}\\n' > /run/vpn/banner.txt")


# -- 10. a vendor's key whose kind is client -----------------------------------------------


@SLOW
@given(seeded)
def test_a_vendor_key_of_the_client_kind_goes(r: random.Random) -> None:
    key = f"tskey-client-k{drawn(r, 10)}CNTRL-{drawn(r, 33)}"
    _caught(f"with:\n  oauth-client-id: k{drawn(r, 10)}\n  oauth-secret: {key}\n", key)
    # (a client key's own prefix: kept)
    _kept(f"const sdk = init({{ clientKey: 'client-{r.choice(_WORDS)}-{r.randint(1, 9)}' }})")


# -- 11. account names -----------------------------------------------------------------------


@SLOW
@given(seeded)
def test_an_account_name_stays(r: random.Random) -> None:
    domain = r.choice(["CORP", "LAB01", "PLANT7"])
    user = r.choice(_USERS)
    _kept(f"$c = Get-Credential -UserName '{domain}\\{user}' -Message 'Jump host'\n")
    _kept(f'exec ssh -J "{user}@$JUMP_HOST" "root@$TARGET"\n')
    value = _password(r)
    _caught(f"$p = ConvertTo-SecureString '{value}' -AsPlainText -Force", value)


# -- 12. a template's placeholder ------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_value_ending_in_a_templates_placeholder_stays(r: random.Random) -> None:
    host = r.choice(_HOSTS)
    _kept(
        f"https://{host}/vnc.html?host={host}&path=websockify%3Ftoken%3D{{{{ .ViewToken }}}}"
        "&autoconnect=true"
    )
    value = drawn(r, 24)
    _caught(f"https://{host}/vnc.html?host={host}&token={value}&autoconnect=true", value)


# -- 13. public key material: fingerprints, CKAIDs, RSA keys in DNS format, CA certificates -


@SLOW
@given(seeded)
def test_public_key_material_stays(r: random.Random) -> None:
    digest = _hex(r, 64)
    _kept(f"host = {r.choice(_HOSTS)}\nport = 443\ntrusted-cert = {digest}\n")
    ckaid = _hex(r, 40)
    body = drawn(r, 300)
    _kept(f"# ipsec showhostkey --right --ckaid {ckaid}\n\trightrsasigkey=0sAwEAA{body}\n")
    secret = _hex(r, 64)
    _caught(f"host = {r.choice(_HOSTS)}\nsecret-key = {secret}\n", secret)


def test_an_authoritys_certificate_in_a_ca_element_stays() -> None:
    body = "\n".join(["MIIBszCCAVmgAwIBAgIUJ0aQ8b7Q2nVxZ3mK5pLrT9wYc4EwCgYIKoZIzj0EAwIw"] * 6)
    text = (
        f"client\ndev tun\nremote vpn.branch.test 1194\n<ca>\n-----BEGIN CERTIFICATE-----\n"
        f"{body}\n-----END CERTIFICATE-----\n</ca>\n"
    )
    _kept(text)


# -- 14. askpass, grep's own word, a sentence quoting a command -----------------------------


@SLOW
@given(seeded)
def test_askpass_and_prose_about_a_token_stay(r: random.Random) -> None:
    n = r.randint(2, 80)
    _kept(
        f"$ grep -n askpass /etc/vpn/site.conf\n{n}:askpass\n"
        "# bare askpass: the daemon asks on the console at start\n"
    )
    _kept(
        f"- token: made with `nodectl tokens add --ttl={r.randint(5, 30)}m`, sent by mail,"
        " used once"
    )
    value = drawn(r, 32)
    _caught(f"- token: {value}\n- expires: 15m", value)
