"""The principles written after held-out batch 43 (security work: penetration-test tools
and their loot, forensics, scanners), held over generated values and texts of my own
(never the batch's).

Leaks, each a kind: an NT hash in a credential dump's own format (a pwdump line, with
john's cracked password in its second field; ``user:::NT``; a hashdump table's row; an
``LM:NT`` pair; a pass-the-hash flag; mimikatz's ``Hash NTLM:`` lines) is a password by
itself; a captured NetNTLM response can be cracked; a cracked password after its hash; a
spraying tool's ``[+] user:password`` and a cracker's ``[+] <key> is the CORRECT key``; an
Impacket-style ``domain/user:password@host`` target; an LSA dump's ``DefaultPassword``; an
SNMP community given to a net-snmp command; a session cookie's value whatever its shape; a
setting whose declared type is password; a password given in ordinal pieces in Russian;
a password told as "the current one is …"; xxd rows at any offset. Precision, each a kind:
the empty-LM and empty-NT constants, help texts and checksums stay; a ``no-…`` flag takes
no value; counters; a template placeholder; a value named hashed is a digest; an alert's
signature made of words is a rule's name; the seconds of a clock time. Each has a
counterpart that still goes (or stays)."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import HEX, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_EMPTY_LM = "aad3b435b51404eeaad3b435b51404ee"
_EMPTY_NT = "31d6cfe0d16ae931b73c59d7e0c089c0"
_USERS = ["t.brennan", "svc_backup", "opsadmin", "k.ishikawa", "lab_sql", "r.duarte"]
_PIECE_WORDS = ["kedr", "lipa", "yasen", "buk", "olkha", "topol"]
_DOMAINS = ["lab.example", "intra.test", "hq.invalid", "ad.example.org"]


def _hex(r: random.Random, n: int = 32) -> str:
    return "".join(r.choice(HEX) for _ in range(n))


def _ip(r: random.Random) -> str:
    return f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(2, 254)}"


# -- 1. an NT hash in a credential dump's own format ------------------------------------


@SLOW
@given(seeded)
def test_an_nt_hash_in_a_dump_format_goes(r: random.Random) -> None:
    nt, user, rid = _hex(r), r.choice(_USERS), r.randint(1000, 9999)
    _caught(f"[*] Dumping hashes\n{user}:{rid}:{_EMPTY_LM}:{nt}:::\n", nt)
    _caught(f"reading the dump:\n{user}$:::{nt}\n", nt)
    _caught(f"Name\trid\tlmhash\tnthash\n{user}\t{rid}\t{_EMPTY_LM}\t{nt}\n", nt)
    _caught(f"use module smb/login\nset SMBPass {_EMPTY_LM}:{nt}\nrun\n", nt)
    _caught(f"wmiexec-tool -u {user} -H {nt} {_ip(r)}", nt)
    _caught(f"gettkt.py -hashes :{nt} {r.choice(_DOMAINS)}/{user}", nt)
    _caught(f"Credentials:\n  Hash NTLM: {nt}\n    ntlm- 0: {nt}\n", nt)
    plain = _password(r)
    _caught(f"$ john --show dump.txt\n{user}:{plain}:{rid}:{_EMPTY_LM}:{nt}:::\n", plain)
    # (the empty constants, a help text, a file's checksum: kept)
    _kept(f"Guest:501:{_EMPTY_LM}:{_EMPTY_NT}:::")
    _kept("  -hashes LMHASH:NTHASH   NTLM hashes, format is LMHASH:NTHASH")
    _kept(f"{_hex(r)}  installer-{rid}.msi\nsha256 matched the vendor's list")


# -- 2. a captured NetNTLM response ------------------------------------------------------


@SLOW
@given(seeded)
def test_a_captured_netntlm_response_goes(r: random.Random) -> None:
    user, proof, blob = r.choice(_USERS), _hex(r), "0101000000000000" + _hex(r, 96)
    capture = f"[HTTP] NTLMv2 Hash : {user}::LAB:{_hex(r, 16)}:{proof}:{blob}"
    _caught(capture, proof)
    _caught(capture, blob)
    plain = _password(r)
    _caught(f"{user}::LAB:{_hex(r, 16)}:{proof}:{blob}:{plain}", plain)
    # (a C++ scope, an IPv6 address: kept)
    _kept("std::chrono::steady_clock::now() and fe80::1:2:3 on the lab net")


# -- 3. a cracked password after its hash -------------------------------------------------


@SLOW
@given(seeded)
def test_a_cracked_password_after_its_hash_goes(r: random.Random) -> None:
    plain, user = _password(r), r.choice(_USERS)
    show = "$ hashcat -m 1000 nt.txt words.txt --show --username"
    _caught(f"{show}\n{user}:{_hex(r)}:{plain}", plain)
    _caught(f"cat session.potfile\n{_hex(r, 40)}:{plain}\n", plain)
    roast = f"$krb5tgs$23$*{user}$LAB.EXAMPLE$http/web01*${_hex(r)}${_hex(r, 120)}"
    _caught(f"{roast}:{plain}", plain)
    # (an uncracked hash, a checksum listing: kept)
    _kept(f"{roast}\n")
    _kept(f"{_hex(r)}  release-{r.randint(1, 99)}.tar.gz")


# -- 4. a tool's success line ------------------------------------------------------------


@SLOW
@given(seeded)
def test_a_success_line_with_a_password_goes(r: random.Random) -> None:
    plain, user = _password(r), r.choice(_USERS)
    _caught(f"LDAP   {_ip(r)}  389  DC02  [+] lab.example\\{user}:{plain}", plain)
    _caught(f"[+] VALID LOGIN:  {user}@lab.example:{plain}", plain)
    _caught(f"[+] {plain} is the CORRECT key!", plain)
    nt = _hex(r)
    _caught(f"SMB  {_ip(r)}  445  WS07  [+] lab.example\\{user}:{nt} (admin!)", nt)
    # (a host and port, a count, a setting's word: kept)
    _kept(f"[+] {_ip(r)}:445 is open\n[+] Found 12 users\n[+] mode:enabled")


# -- 5. an Impacket-style target ----------------------------------------------------------


@SLOW
@given(seeded)
def test_an_impacket_target_goes(r: random.Random) -> None:
    plain, user, domain = _password(r), r.choice(_USERS), r.choice(_DOMAINS)
    _caught(f"smbexec.py '{domain}/{user}:{plain}@{_ip(r)}'", plain)
    _caught(f"GetNPUsers.py {domain}/{user}:{plain} -request", plain)
    # (an image's tag, a pinned image, a path and line: kept)
    _kept("docker pull registry.example/team/api:2.14.1")
    _kept(f"docker pull team/api:stable@sha256:{_hex(r, 64)}")
    _kept("see src/parser:line 40 for the check")


# -- 6. an LSA secret dump's plain password ----------------------------------------------


@SLOW
@given(seeded)
def test_an_lsa_default_password_goes(r: random.Random) -> None:
    plain = _password(r)
    _caught(f"[*] Dumping LSA Secrets\n[*] DefaultPassword\nLAB\\kiosk:{plain}\n", plain)
    _caught(f"[*] _SC_BackupAgent\nlab\\{r.choice(_USERS)}:{plain}\n", plain)
    _kept("[*] DefaultPassword\n(Unknown User):(withheld in the report)\n")


# -- 7. an SNMP community given to a net-snmp command --------------------------------------


@SLOW
@given(seeded)
def test_an_snmp_community_goes(r: random.Random) -> None:
    community = f"{r.choice(['ro', 'rw', 'mon'])}-{_hex(r, 8)}"
    _caught(f"snmpget -v2c -c {community} {_ip(r)} sysName.0", community)
    _caught(f"snmpbulkwalk -v 2c -c '{community}' {_ip(r)}", community)
    _kept(f"snmpwalk -v2c -c public {_ip(r)} system")


# -- 8. a session cookie's value ----------------------------------------------------------


@SLOW
@given(seeded)
def test_a_session_cookie_goes(r: random.Random) -> None:
    value = _hex(r, 64)
    _caught(f"GET /reports HTTP/1.1\nCookie: PHPSESSID={value}; tz=Asia/Tokyo\n", value)
    zone = r.choice(["UTC", "Asia/Tokyo", "America/Lima", "Africa/Accra"])
    _caught(f"curl -sk https://app.lab/api -H 'Cookie: sid={value}; tz={zone}'\n", value)
    _kept("Cookie: lang=en-GB; theme=solarized; tz=Asia/Tokyo\n")


# -- 9. a setting whose declared type is password -----------------------------------------


@SLOW
@given(seeded)
def test_a_typed_password_setting_goes(r: random.Random) -> None:
    plain = _password(r)
    _caught(
        "<item>\n  <preferenceName>Login secret</preferenceName>\n"
        f"  <preferenceType>password</preferenceType>\n  <selectedValue>{plain}</selectedValue>\n"
        "</item>",
        plain,
    )
    _kept(
        "<item>\n  <preferenceName>Thorough tests</preferenceName>\n"
        "  <preferenceType>checkbox</preferenceType>\n  <selectedValue>yes</selectedValue>\n"
        "</item>"
    )


# -- 10. a password in ordinal pieces, in Russian -----------------------------------------


@SLOW
@given(seeded)
def test_russian_pieces_of_a_password_go(r: random.Random) -> None:
    first, second = (f"{r.choice(_PIECE_WORDS)}{r.randint(1000, 9999)}" for _ in range(2))
    chat = (
        "Олег: пароль от стенда отправлю в двух сообщениях\n"
        f"Олег: первая часть: {first}\nОлег: вторая часть: {second}\n"
    )
    _caught(chat, first)
    _caught(chat, second)
    _kept("Глава 2, вторая часть: Введение\nпервая часть: обзор")


# -- 11. a password told as "the current one is …" ----------------------------------------


@SLOW
@given(seeded)
def test_a_password_told_as_the_current_one_goes(r: random.Random) -> None:
    plain = _password(r)
    _caught(f"the old password leaked in the wiki\nthe new one is {plain} - change it", plain)
    _kept("the password policy changed\nthe new one is stricter than before")


# -- 12. xxd rows at any offset -----------------------------------------------------------


def _xxd(data: bytes, offset: int) -> str:
    rows = []
    for at in range(0, len(data), 16):
        chunk = data[at : at + 16]
        hexes = " ".join(chunk[i : i + 2].hex() for i in range(0, len(chunk), 2))
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        rows.append(f"{offset + at:08x}: {hexes:<39}  {text}")
    return "\n".join(rows)


@SLOW
@given(seeded)
def test_xxd_rows_at_a_high_offset_are_read_whole(r: random.Random) -> None:
    plain = _password(r)
    body = f"POST /login HTTP/1.1\r\nHost: files.lab\r\npassword={plain}\r\n\r\n".encode()
    offset = r.randrange(0x10000, 0x7FFFFFF0, 16)
    dump = "memory region dumped with xxd:\n" + _xxd(body, offset)
    out = _caught_out(dump)
    assert plain[:6] not in out.replace("\n", "") or plain not in out
    _kept("memory region dumped with xxd:\n" + _xxd(b"GET /index.html HTTP/1.1\r\n\r\n", offset))


def _caught_out(text: str) -> str:
    from supermemory_local.store.privacy import REDACTED, redact

    out, _ = redact(text)
    assert REDACTED in out, out
    return out


# -- 13. what stays: flags, counters, placeholders, digests, rule names, clock times ------


@SLOW
@given(seeded)
def test_a_no_flag_takes_no_value(r: random.Random) -> None:
    _kept("  -no-pass              don't ask for a password (with -k)")
    plain = _password(r)
    _caught(f"tool -user admin -pass {plain} -no-pass-check", plain)


@SLOW
@given(seeded)
def test_counters_and_placeholders_stay(r: random.Random) -> None:
    _kept(f"[DATA] {r.randint(100, 9999)} tries (l:{r.randint(2, 99)}/p:{r.randint(1000, 99999)})")
    _kept("<body>user={%user%}&amp;password={%password%}</body>")
    plain = _password(r)
    _caught(f"<body>user=ops&amp;password={plain}</body>", plain)


@SLOW
@given(seeded)
def test_a_value_named_hashed_is_a_digest(r: random.Random) -> None:
    digest = _hex(r, 40)
    _kept(f'{{"type": "Base64 High Entropy String", "hashed_secret": "{digest}"}}')
    value = _password(r, 20)
    _caught(f'{{"client_secret": "{value}"}}', value)


@SLOW
@given(seeded)
def test_an_alert_signature_of_words_stays(r: random.Random) -> None:
    sid = r.randint(2000000, 2999999)
    _kept(f'{{"signature_id": {sid}, "signature": "ET POLICY Suspicious Outbound Beacon Seen"}}')
    value = _hex(r, 64)
    _caught(f'{{"webhook_signing_secret": "{value}"}}', value)


@SLOW
@given(seeded)
def test_the_seconds_of_a_clock_time_stay(r: random.Random) -> None:
    h, m = r.randint(10, 23), r.randint(10, 59)
    _kept(f"window=2024-03-02T{h}:{m}:00Z/{h}:{m + 0}:00Z  count=4")
