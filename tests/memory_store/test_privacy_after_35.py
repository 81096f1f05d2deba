"""The principles written after held-out batch 35 (network engineering, telecom and voice,
security appliances), held over generated values and texts of my own (never the batch's).

Leaks, each a kind: a configuration directive whose keyword introduces key material
(``key-string``, ``authentication-key``, ``message-digest-key N md5``, ``pre-shared-key``,
``psksecret``), judged by its keyword family on any device; an SNMPv3 user's ``auth …`` and
``priv …`` passphrases; a parenthetical aside between a credential's name and its colon; a
colon-separated inventory line whose fields after the user hold passwords; an IPsec
secrets file's ``EAP``/``XAUTH`` entry; a literal echoed into a file named for a secret; an
SNMP community under a subscripted or listed setting and in Romance-language prose; ``the
rest is …`` in a text that names a credential. Precision, each a kind: a digest a dissector
cannot check; an element named for a certificate; a cipher suite of algorithm words; a
port and URI parameters after a host; a value made of its name's own words and numbers.
Each has a counterpart that still goes (or stays)."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from tests.memory_store.generated import ALNUM, HEX, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept
from tests.memory_store.generated import password as _password

_B64 = ALNUM + "+/"


def _digits(r: random.Random, n: int) -> str:
    return r.choice("123456789") + "".join(r.choice("0123456789") for _ in range(n - 1))


# -- 1. a directive whose keyword introduces key material ----------------------------------


_DIRECTIVES = [
    " standby {n} authentication md5 key-string {v}",
    " ip ospf message-digest-key {n} md5 {v}",
    " ip ospf message-digest-key {n} md5 7 {v}",
    "ntp authentication-key {n} md5 {v}",
    " key {n}\n  key-string 7 {v}",
    "  set psksecret {v}",
    "crypto isakmp key-ring x\n pre-shared-key address 192.0.2.{n} key {v}",
    "set protocols ospf area 0 interface ge-0/0/{n} authentication md5 {n} md5-key {v}",
]


@SLOW
@given(seeded, st.sampled_from(_DIRECTIVES))
def test_a_key_directive_goes(r: random.Random, line: str) -> None:
    value = _password(r, r.randint(10, 22))
    _caught(
        "interface Port-channel"
        + str(r.randint(1, 99))
        + "\n"
        + line.format(n=r.randint(1, 255), v=value)
        + "\n!",
        value,
    )


def test_a_key_directive_without_its_key_stays() -> None:
    _kept(" standby 10 authentication md5 key-chain HSRP-KEYS\n key-string <removed>")
    _kept(" ip ospf message-digest-key 1 md5 *****")
    _kept("  set psksecret {{ vault_branch_psk }}")
    _kept("ntp authentication-key 4 md5 $NTP_KEY")
    _kept("the key-string command sets the key; message-digest-key takes an id")


# -- 2. an SNMPv3 user's auth and priv passphrases ---------------------------------------


@SLOW
@given(
    seeded,
    st.sampled_from(["sha", "md5", "sha-256"]),
    st.sampled_from(["aes-128", "aes 128", "des"]),
)
def test_snmp_user_passphrases_go(r: random.Random, auth: str, priv: str) -> None:
    a, p = _password(r, 14), _password(r, 12)
    text = f"sw1(config)# snmp-server user nms ops-group v3 auth {auth} {a} priv {priv} {p}"
    _caught(text, a)
    _caught(text, p)


def test_snmp_user_without_passphrases_stays() -> None:
    _kept("snmp-server group ops-group v3 priv read all-view\nsnmp-server user nms ops-group v3")
    _kept("snmp-server user nms ops-group v3 auth sha <auth-pass> priv aes 128 <priv-pass>")


# -- 3. an aside between a credential's name and its colon -----------------------------


@SLOW
@given(seeded, st.sampled_from(["activation key", "password", "passphrase", "key"]))
def test_an_aside_before_the_colon_keeps_the_name(r: random.Random, name: str) -> None:
    value = _password(r, r.randint(10, 18))
    _caught(f"use this {name} (the same one I typed on the console): {value}\nthanks", value)


def test_an_aside_before_a_public_key_stays() -> None:
    _kept("Master public key (m): " + "".join(random.Random(3).choice(HEX) for _ in range(64)))
    _kept("use this key (see the runbook): docs/runbooks/vpn.md")


# -- 4. a colon-separated inventory line -------------------------------------------------


@SLOW
@given(seeded)
def test_an_inventory_lines_passwords_go(r: random.Random) -> None:
    login, enable = _password(r, 14), _password(r, 12)
    text = (
        "$ cat ~/backup/devices.db\n"
        f"edge{r.randint(1, 9)}.site:junos:backup:{login}:{enable}\n"
        f"edge{r.randint(10, 19)}.site:eos:backup:{login}:\n"
    )
    _caught(text, login)
    _caught(text, enable)


def test_an_inventory_line_without_a_password_stays() -> None:
    _kept("$ head -2 devices.db\nedge1.site:junos:backup::\nedge2.site:eos:backup:x:")
    _kept("$ grep docker /etc/group  # not an inventory\ndocker:x:999:alice,bob")


# -- 5. an IPsec secrets file's EAP and XAUTH entries ----------------------------------


@SLOW
@given(seeded, st.sampled_from(["EAP", "XAUTH"]))
def test_ipsec_eap_and_xauth_secrets_go(r: random.Random, kind: str) -> None:
    value = _password(r, r.randint(10, 18))
    _caught(
        f'# ipsec.secrets\ngw.example : RSA gw.key\nuser{r.randint(1, 99)} : {kind} "{value}"',
        value,
    )


def test_ipsec_key_file_references_stay() -> None:
    _kept('# ipsec.secrets\ngw.example : RSA "gw.example.key"\n: ECDSA edge.pem')


# -- 6. a literal echoed into a file named for a secret --------------------------------


@SLOW
@given(seeded, st.sampled_from(["mgmt.pw", "api-token", "radius_secret", "vpn.pass"]))
def test_a_literal_echoed_into_a_secret_file_goes(r: random.Random, name: str) -> None:
    value = _password(r, r.randint(10, 18))
    _caught(f"$ echo '{value}' | sudo tee /etc/app/{name} >/dev/null", value)
    _caught(f"$ printf '{value}' > /run/app/{name}", value)


def test_a_literal_echoed_into_another_file_stays() -> None:
    _kept("$ echo 'Xq7-build-42' | sudo tee /etc/app/release.txt")
    _kept("$ echo 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5 ops' >> ~/.ssh/authorized_keys")
    _kept('$ echo "$VPN_PSK" > /run/app/vpn.psk')


# -- 7. an SNMP community under a subscripted setting or in prose ----------------------


@SLOW
@given(seeded)
def test_a_community_in_a_subscripted_setting_or_prose_goes(r: random.Random) -> None:
    value = "nms-" + _password(r, 10)
    _caught(f"<?php\n$conf['snmp']['community'] = [\"{value}\"];\n", value)
    _caught(f"$conf['snmp']['community'] = '{value}';", value)
    _caught(f"usa la community di scrittura {value} per i router nuovi", value)
    _caught(f"usa la community de lectura {value} en los switches", value)


def test_a_public_community_or_a_word_stays() -> None:
    _kept("<?php\n$conf['snmp']['community'] = ['public'];")
    _kept("la community di lettura è ancora public, la cambiamo domani")
    _kept("$conf['forum']['community'] = 'enabled';  # snmp disabled")


# -- 8. the rest of a secret told earlier ---------------------------------------------


@SLOW
@given(seeded)
def test_the_rest_of_a_told_secret_goes(r: random.Random) -> None:
    first = "".join(r.choice(ALNUM) for _ in range(12))
    rest = "".join(r.choice(ALNUM) for _ in range(4)) + _digits(r, 2) + _password(r, 8)
    text = (
        f"[09:1{r.randint(0, 9)}] ana: the shared secret for the lab AP is {first}\n"
        f"[09:12] ana: it got cut, the rest is {rest}\n[09:13] me: ok"
    )
    _caught(text, rest)


def test_the_rest_in_other_prose_stays() -> None:
    _kept("the key point is the timeout; the rest is boilerplate")
    _kept("secret rotation is done for two sites, the rest is scheduled")


# -- 9. public values beside credential words ----------------------------------------------


@SLOW
@given(seeded)
def test_an_unchecked_digest_stays_and_a_told_md5_key_goes(r: random.Random) -> None:
    digest = "".join(r.choice(HEX) for _ in range(32))
    _kept(
        "    192.0.2.1.179 > 192.0.2.2.4100: Flags [P.], options [nop,nop,md5 shared secret "
        f"not supplied with -M, can't check - {digest}], length 19"
    )
    value = _password(r, 14)
    _caught(f"neighbor 192.0.2.2 password 0 {value}", value)


@SLOW
@given(seeded)
def test_a_certificate_element_stays_and_a_private_key_element_goes(r: random.Random) -> None:
    body = "".join(r.choice(_B64) for _ in range(r.randint(120, 300)))
    _kept(f"<cert>\n\t<descr>vpn</descr>\n\t<crt>{body}</crt>\n</cert>")
    _caught(f"<cert>\n\t<descr>vpn</descr>\n\t<prv>{body}</prv>\n</cert>", body)


def test_cipher_suites_stay() -> None:
    _kept("  IKE proposal: AES_GCM_16-256/PRF_HMAC_SHA2_384/ECP_384\n  established 12s ago")
    _kept("Control Channel: TLSv1.3, peer certificate: 4096 bits RSA, signature: RSA-SHA512")
    _kept("  ESP proposal: CHACHA20_POLY1305/CURVE_25519")


def test_suites_with_their_sizes_stay() -> None:
    _kept("  proposals: aes128-sha256-modp3072, aes256gcm16-prfsha384-ecp384")
    _kept("  kex: ED25519-X448/AES_CCM_8-128")


@SLOW
@given(seeded, st.sampled_from(["ed", "x", "aes", "sha", "rsa", "modp", "curve"]))
def test_a_code_with_an_algorithms_letters_is_no_suite(r: random.Random, word: str) -> None:
    # A recovery code such as 34574-ed664: its number is no key, block or curve size.
    codes = []
    while len(codes) < 6:
        number = r.randrange(100, 1000)  # (a half has four characters at least)
        if number in (112, 128, 160, 192, 224, 256, 384, 448, 512, 521, 768):
            continue
        codes.append(f"{_digits(r, 5)}-{word}{number}")
    text = "Recovery codes:\n" + "\n".join(codes) + "\n"
    for code in codes:
        _caught(text, code)


def test_a_port_and_uri_parameters_stay() -> None:
    _kept("      Contact:  2001/sip:2001@192.0.2.41:5080;transport=tcp      Avail")
    _kept("\t\tContact:: sip:2001@192.0.2.41:5070;transport=tls;ob Q=")


def test_a_value_of_its_names_own_words_stays() -> None:
    _kept("     InAuth:  2001-auth/2001\n        Aor:  2001")
    _kept("    OutAuth:  auth-7002")


@SLOW
@given(seeded)
def test_a_passwords_own_word_with_a_number_still_goes(r: random.Random) -> None:
    value = "db-password-" + _digits(r, 4)
    _caught(f"db_password: {value}", value)
