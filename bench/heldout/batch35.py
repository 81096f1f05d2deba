r"""Held-out batch 35: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) lines
1-130 of bench/heldout/batch19.py, its docstring and the helper functions r, b64, b64url,
pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged; (3) a grep of the
"Theme" paragraphs of earlier batches, so this batch does not repeat their texts; (4) a
grep of the kind names already used by add() and add_split() in earlier batches.

Theme: network engineering, telecom and voice, and security appliances, as a coding or ops
agent's session holds them. Texts are show run and show running-config output, config
files the agent read, CLI sessions it ran, scripts it wrote, inventories, debug output and
packet captures, and chat hand-overs. New kinds, all under the "net/" prefix: Cisco IOS,
IOS-XE, NX-OS, ASA and AireOS (enable password, username type 7, SNMP communities,
TACACS+ and RADIUS keys, OSPF, BGP, HSRP and EIGRP key chains, NTP keys, VTY lines, ISAKMP
and keyring PSKs, CUBE sip-ua credentials, PPP CHAP), Juniper Junos ($9$ strings, plain
ascii-text PSKs, SNMPv3 users, PyEZ), Arista EOS and eAPI, MikroTik RouterOS (user, PPP
secret, IPsec identity, wifi passphrase), Ubiquiti UniFi and EdgeOS, VyOS, Aruba and HPE
ProCurve, FortiGate (ENC values, psksecret, REST API keys), Palo Alto (keygen responses,
pan-os-python, set commands), F5 BIG-IP tmsh and iControl REST tokens, Check Point
mgmt_cli and SIC keys, pfSense and OPNsense (config.xml PSKs, OpenVPN static keys, API
key files), Netmiko, NAPALM, Nornir, Ansible network modules, NetBox, Oxidized, RANCID
.cloginrc, expect scripts, strongSwan ipsec.secrets and swanctl.conf, Libreswan, OpenVPN
auth-user-pass and tls-auth static keys, a data-centre WireGuard key, SNMPv3 in snmpd.conf
and snmpwalk flags, LibreNMS, FreeRADIUS clients.conf, radtest, hostapd and
wpa_supplicant 802.1X, tac_plus, Asterisk sip.conf, pjsip.conf and manager.conf, FreePBX,
Kamailio, pjsua, Twilio, Vonage and Plivo SIP trunk credentials, SMPP binds (Kannel,
Jasmin), telnet captures, and prose hand-overs in English, Spanish, Italian and Japanese,
some split over two messages.
Look-alikes are the same devices and files without a secret: interface configs, ACLs,
route and ARP tables, BGP summaries with ASNs, public IPs and prefixes, MAC addresses,
certificate fingerprints and public certificate and key dumps, verify /md5 output and image
checksums, serial numbers, IKE and IPsec SPIs, SIP Call-IDs, branches, tags and server
nonces, Diameter session ids, secrets masked as ***** or <removed> where the text says so,
key ids without the key, config templates with vault and Jinja references, environment
references, Ansible Vault ciphertext, WireGuard public keys, and prose about rotating
keys, in English, Spanish, Italian and Japanese.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(35_2026_12_06)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
UPPER_NUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
UPPER_HEX = "0123456789ABCDEF"
URLSAFE = ALNUM + "-_"
BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def b64(n_bytes: int) -> str:
    return base64.b64encode(_rng.randbytes(n_bytes)).decode()


def b64url(n_bytes: int) -> str:
    return base64.urlsafe_b64encode(_rng.randbytes(n_bytes)).rstrip(b"=").decode()


def pw() -> str:
    """A password safe inside JSON strings, URLs and single-quoted shell words."""
    return r(2, LOWER) + r(2, UPPER) + r(3, DIGITS) + _rng.choice("-_.") + r(6, ALNUM)


def uuid4() -> str:
    h = r(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{_rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def sha() -> str:
    return r(40, HEX)


def _b64url_json(obj: dict) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def jwt(claims: dict) -> str:
    """A signed-looking JWT: public header and claims, random signature."""
    return (
        _b64url_json({"alg": "HS256", "typ": "JWT"}) + "." + _b64url_json(claims) + "." + b64url(32)
    )


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []


def add(kind: str, template: str, *values: str) -> None:
    """{0}, {1}, ... in the template are replaced by the values; {0} is the secret."""
    text = template
    for i, v in enumerate(values):
        text = text.replace("{" + str(i) + "}", v)
    SECRETS.append((kind, text, values[0]))


def add_split(kind: str, template: str, *pieces: str) -> None:
    """A secret split into pieces; every piece must be gone."""
    text = template
    for i, v in enumerate(pieces):
        text = text.replace("{" + str(i) + "}", v)
    SECRETS.append((kind, text, tuple(pieces)))


def la(template: str, *values: str) -> None:
    text = template
    for i, v in enumerate(values):
        text = text.replace("{" + str(i) + "}", v)
    LOOK_ALIKES.append(text)


LOOK_ALIKES: list[str] = []


# ============================================================ helpers of this batch
_WORDS = (
    "harbor", "granite", "falcon", "meadow", "copper", "lantern", "orchid", "thunder",
    "violet", "saffron", "glacier", "pepper", "marble", "cobalt", "willow", "ember",
    "juniper", "nebula", "tundra", "quartz", "mango", "rocket", "sierra", "pelican",
    "cactus", "monsoon", "biscuit", "walrus", "zephyr", "paprika", "gitano", "farfalla",
    "girasole", "tormenta", "sakura", "kumo", "yama", "tsubasa",
)
_LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"})


def word() -> str:
    return _rng.choice(_WORDS)


def hpw() -> str:
    """A human-chosen password without spaces or quotes."""
    style = _rng.randrange(5)
    w1, w2 = word(), word()
    if style == 0:
        return w1.capitalize() + _rng.choice("!@#$%&*") + r(_rng.randint(2, 4), DIGITS)
    if style == 1:
        return w1.translate(_LEET).capitalize() + _rng.choice("-_.") + w2 + r(2, DIGITS)
    if style == 2:
        return w1 + _rng.choice("!#*") + w2.capitalize() + r(3, DIGITS)
    if style == 3:
        return r(2, DIGITS) + w1.upper() + _rng.choice("@$%") + w2
    return w1.capitalize() + w2.capitalize() + r(4, DIGITS) + _rng.choice("!?+")


def phrase() -> str:
    return "-".join(word() for _ in range(4)) + r(1, DIGITS)


def community() -> str:
    return _rng.choice(("nms", "noc", "rw", "mon", "ops")) + _rng.choice(("-", "_", "")) + r(
        _rng.randint(8, 12), ALNUM
    )


_XLAT = "dsfd;kfoA,.iyewrkldJKDHSUBsgvca69834ncxv9873254k;fg87"


def t7(plain: str) -> str:
    """Cisco type 7 encoding of plain (reversible, so the value is a secret)."""
    seed = _rng.randrange(16)
    out = "%02d" % seed
    for i, ch in enumerate(plain):
        out += "%02X" % (ord(ch) ^ ord(_XLAT[(seed + i) % len(_XLAT)]))
    return out


_J9 = "QzF3n6/9CAtpu0OB1IREhcSyrleKvMW8LXx7N-dVbwsY2g4oaJZGUDjiHkq.mPf5T"


def junos9(n: int) -> str:
    return "$9$" + r(n, _J9)


def hexkey(n: int) -> str:
    return r(n, HEX)


def mac() -> str:
    return ":".join(r(2, HEX) for _ in range(6))


def mac_dot() -> str:
    h = r(12, HEX)
    return f"{h[:4]}.{h[4:8]}.{h[8:]}"


def serial() -> str:
    return r(3, UPPER) + r(4, DIGITS) + r(4, UPPER_NUM)


def wgkey() -> str:
    return b64(32)


def pan_key() -> str:
    raw = b"-AQ==" + r(28).encode() + b"=" + b64(40).encode()
    return base64.b64encode(raw).decode()


def fgt_enc() -> str:
    return "ENC " + b64(60)


def ovpn_static() -> list[str]:
    return [hexkey(32) for _ in range(16)]


# ============================================================ secrets: Cisco and friends
add(
    "net/ios-enable-password-type0",
    """core-sw01#show running-config | begin hostname
hostname core-sw01
!
boot-start-marker
boot system flash:cat9k_iosxe.17.09.04a.SPA.bin
boot-end-marker
!
no service password-encryption
enable password 0 {0}
!
aaa new-model
aaa authentication login default group tacacs+ local
!""",
    hpw(),
)
_p = hpw()
add(
    "net/ios-username-password-7",
    """$ grep -n "^username" backups/rtr-edge-02.cfg
14:username netops privilege 15 password 7 {0}
15:username readonly privilege 1 secret 9 $9$vXkP1hTqJ0b8mE$uR0LzQ1f3b2sZ0ca2xT7yWQ3x5LkZcQe7A0cF1jYJ3Q""",
    t7(_p),
)
add(
    "net/ios-snmp-community-rw",
    """! snmp block from dist-sw-07 (pulled by the audit script)
snmp-server community public RO 10
snmp-server community {0} RW 99
snmp-server location DC2 row F rack 12
snmp-server contact noc@example.net
snmp-server enable traps snmp linkdown linkup""",
    community(),
)
add(
    "net/iosxe-tacacs-server-key",
    """tacacs server ISE-PRIMARY
 address ipv4 10.20.0.41
 key 0 {0}
 timeout 5
tacacs server ISE-SECONDARY
 address ipv4 10.20.0.42
 key 0 {0}
!
aaa group server tacacs+ ISE
 server name ISE-PRIMARY
 server name ISE-SECONDARY""",
    r(18, ALNUM),
)
add(
    "net/ios-radius-host-key-7",
    """rtr-branch-114#sh run | i radius
radius-server host 10.40.1.5 auth-port 1812 acct-port 1813 key 7 {0}
radius-server retransmit 2
radius-server deadtime 10""",
    t7(r(14, ALNUM)),
)
add(
    "net/ios-ospf-message-digest-key",
    """interface GigabitEthernet0/0/1
 description TO-CORE-A
 ip address 10.255.0.9 255.255.255.252
 ip ospf authentication message-digest
 ip ospf message-digest-key 1 md5 {0}
 ip ospf network point-to-point
 ip ospf 1 area 0""",
    r(12, ALNUM),
)
add(
    "net/ios-bgp-neighbor-password",
    """router bgp 64512
 bgp log-neighbor-changes
 neighbor 203.0.113.9 remote-as 65010
 neighbor 203.0.113.9 description TRANSIT-A
 neighbor 203.0.113.9 password {0}
 neighbor 203.0.113.9 ttl-security hops 1
 !
 address-family ipv4
  network 198.51.100.0 mask 255.255.255.0
  neighbor 203.0.113.9 activate
  neighbor 203.0.113.9 route-map TRANSIT-A-OUT out""",
    hpw(),
)
add(
    "net/ios-eigrp-key-chain-string",
    """key chain EIGRP-KC
 key 1
  key-string {0}
  accept-lifetime 00:00:00 Jan 1 2024 infinite
  send-lifetime 00:00:00 Jan 1 2024 infinite
!
router eigrp CORP
 address-family ipv4 unicast autonomous-system 100
  af-interface default
   authentication mode hmac-sha-256 7 {1}
   authentication key-chain EIGRP-KC""",
    r(16, ALNUM),
    t7(r(10, ALNUM)),
)
add(
    "net/ios-ntp-authentication-key",
    """rtr01(config)#ntp authenticate
rtr01(config)#ntp authentication-key 42 md5 {0}
rtr01(config)#ntp trusted-key 42
rtr01(config)#ntp server 10.0.0.123 key 42 prefer
rtr01(config)#end
rtr01#wr mem
Building configuration...
[OK]""",
    r(20, ALNUM),
)
add(
    "net/ios-vty-line-password-7",
    """line con 0
 exec-timeout 15 0
 logging synchronous
line vty 0 4
 access-class MGMT-ONLY in
 password 7 {0}
 login
 transport input ssh
line vty 5 15
 transport input none""",
    t7(hpw()),
)
add(
    "net/asa-ikev2-tunnel-group-psk",
    """fw-asa01(config)# tunnel-group 198.51.100.77 type ipsec-l2l
fw-asa01(config)# tunnel-group 198.51.100.77 ipsec-attributes
fw-asa01(config-tunnel-ipsec)# ikev2 remote-authentication pre-shared-key {0}
fw-asa01(config-tunnel-ipsec)# ikev2 local-authentication pre-shared-key {0}
fw-asa01(config-tunnel-ipsec)# exit
fw-asa01(config)# crypto map OUTSIDE_MAP 20 match address ACL-S2S-AZURE""",
    r(32, ALNUM),
)
add(
    "net/asa-more-system-running-config",
    """fw-asa02# more system:running-config | i pre-shared|ldap-login
 ikev1 pre-shared-key {0}
 ldap-login-password {1}
 ldap-login-dn CN=svc-asa-bind,OU=Service,DC=corp,DC=example,DC=com""",
    r(24, ALNUM + "!#%"),
    hpw(),
)
add(
    "net/nxos-username-password-0",
    """! applied to n9k-leaf-01..04 via POAP script
feature tacacs+
feature nxapi
username admin password 0 {0} role network-admin
username svc-ansible password 0 {1} role network-operator
ip domain-lookup""",
    hpw(),
    pw(),
)
add_split(
    "net/nxos-snmp-user-auth-priv",
    """n9k-spine-02(config)# snmp-server user librenms network-operator auth sha {0} priv aes-128 {1}
Warning: Privacy password length is below recommended 12 characters
n9k-spine-02(config)# copy r s
[########################################] 100%
Copy complete.""",
    pw(),
    r(10, ALNUM),
)
add(
    "net/iosxe-crypto-keyring-psk",
    """crypto keyring KR-BRANCHES
  pre-shared-key address 0.0.0.0 0.0.0.0 key {0}
!
crypto isakmp policy 10
 encr aes 256
 hash sha256
 authentication pre-share
 group 14""",
    phrase(),
)
add(
    "net/ios-isakmp-key-address",
    """# the old 2900 at the Valencia office still has a v1 tunnel
crypto isakmp key {0} address 203.0.113.50
crypto ipsec transform-set TS-AES esp-aes 256 esp-sha-hmac
 mode tunnel""",
    r(16, ALNUM),
)
add(
    "net/ios-hsrp-md5-key-string",
    """interface Vlan120
 ip address 10.120.0.2 255.255.255.0
 standby version 2
 standby 120 ip 10.120.0.1
 standby 120 priority 110
 standby 120 preempt
 standby 120 authentication md5 key-string {0}""",
    r(14, ALNUM),
)
add(
    "net/cube-sip-ua-credentials",
    """sip-ua
 credentials username 34911223344 password 0 {0} realm sip.carrier-es.example
 authentication username 34911223344 password 0 {0} realm sip.carrier-es.example
 registrar 1 dns:sip.carrier-es.example expires 3600
 sip-server dns:sip.carrier-es.example""",
    r(12, ALNUM),
)
add(
    "net/ios-ppp-chap-password",
    """interface Dialer1
 encapsulation ppp
 dialer pool 1
 ppp authentication chap callin
 ppp chap hostname cust8831@isp.example
 ppp chap password 0 {0}
 ppp ipcp dns request""",
    hpw(),
)
add(
    "net/aireos-radius-auth-add",
    """(Cisco Controller) >config radius auth add 1 10.20.0.41 1812 ascii {0}
(Cisco Controller) >config radius auth network 1 enable
(Cisco Controller) >save config
Are you sure you want to save? (y/n) y
Configuration Saved!""",
    r(22, ALNUM),
)
add(
    "net/arubaos-cx-radius-key-plaintext",
    """sw-cx-6300-a(config)# radius-server host 10.20.0.41 key plaintext {0} vrf mgmt
sw-cx-6300-a(config)# aaa authentication port-access dot1x authenticator
sw-cx-6300-a(config-dot1x-auth)# enable""",
    r(20, ALNUM),
)
add(
    "net/procurve-password-manager-plaintext",
    """HP-2920-48G(config)# password manager user-name admin plaintext {0}
HP-2920-48G(config)# password operator user-name view plaintext {1}
HP-2920-48G(config)# write memory""",
    hpw(),
    hpw(),
)
add(
    "net/ios-copy-run-ftp-userinfo",
    """rtr-core-01#copy running-config ftp://cfgbackup:{0}@10.9.0.15/rtr-core-01.cfg
Address or name of remote host [10.9.0.15]?
Destination filename [rtr-core-01.cfg]?
Writing rtr-core-01.cfg !
8711 bytes copied in 0.412 secs (21143 bytes/sec)""",
    pw(),
)

# ============================================================ secrets: Junos, EOS, EdgeOS, VyOS
add(
    "net/junos-bgp-authentication-key-9",
    """admin@mx204-pe1> show configuration protocols bgp | display set
set protocols bgp group EBGP-TRANSIT type external
set protocols bgp group EBGP-TRANSIT authentication-key "{0}"
set protocols bgp group EBGP-TRANSIT peer-as 174
set protocols bgp group EBGP-TRANSIT neighbor 38.140.12.1""",
    junos9(34),
)
add(
    "net/junos-snmp-community-name",
    """[edit]
noc@ex4300-acc-3# set snmp community {0} authorization read-write
noc@ex4300-acc-3# set snmp community {0} clients 10.9.0.0/24
noc@ex4300-acc-3# commit and-quit
commit complete""",
    community(),
)
add(
    "net/junos-radius-server-secret-9",
    """system {
    radius-server {
        10.20.0.41 {
            port 1812;
            secret "{0}"; ## SECRET-DATA
            source-address 10.9.0.1;
        }
    }
    authentication-order [ radius password ];
}""",
    junos9(26),
)
add(
    "net/junos-ike-psk-ascii-text",
    """# srx-branch.set - load merge terminal on the new SRX300
set security ike proposal P1-AES256 authentication-method pre-shared-keys
set security ike policy IKE-HQ mode main
set security ike policy IKE-HQ proposals P1-AES256
set security ike policy IKE-HQ pre-shared-key ascii-text "{0}"
set security ike gateway GW-HQ ike-policy IKE-HQ
set security ike gateway GW-HQ address 198.51.100.1""",
    r(28, ALNUM),
)
add_split(
    "net/junos-snmpv3-usm-passwords",
    """set snmp v3 usm local-engine user nms authentication-sha authentication-password {0}
set snmp v3 usm local-engine user nms privacy-aes128 privacy-password {1}
set snmp v3 vacm security-to-group security-model usm security-name nms group NMS-RO""",
    pw(),
    pw(),
)
add(
    "net/junos-pyez-device-password",
    """from jnpr.junos import Device
from jnpr.junos.utils.config import Config

with Device(host="10.9.0.21", user="automation", passwd="{0}", port=830) as dev:
    cu = Config(dev)
    cu.load(path="srx-branch.set", format="set", merge=True)
    print(cu.diff())
    cu.commit(comment="branch bring-up")""",
    hpw(),
)
add(
    "net/eos-username-secret-0",
    """leaf1(config)#username deploy privilege 15 role network-admin secret 0 {0}
leaf1(config)#management api http-commands
leaf1(config-mgmt-api-http-cmds)#no shutdown
leaf1(config-mgmt-api-http-cmds)#write""",
    hpw(),
)
add(
    "net/eos-eapi-curl-basic",
    """$ curl -sk -u admin:{0} https://10.9.0.31/command-api \\
    -d '{"jsonrpc":"2.0","method":"runCmds","params":{"version":1,"cmds":["show version"]},"id":"1"}' | jq -r .result[0].version
4.31.2F""",
    pw(),
)
add(
    "net/edgeos-plaintext-password",
    """ubnt@er-4:~$ configure
[edit]
ubnt@er-4# set system login user ops authentication plaintext-password {0}
[edit]
ubnt@er-4# commit ; save
Saving configuration to '/config/config.boot'...
Done""",
    hpw(),
)
add(
    "net/vyos-ipsec-pre-shared-secret",
    """set vpn ipsec authentication psk AWS-TGW id '52.18.44.10'
set vpn ipsec authentication psk AWS-TGW id '198.51.100.1'
set vpn ipsec authentication psk AWS-TGW secret '{0}'
set vpn ipsec site-to-site peer AWS-TGW authentication mode 'pre-shared-secret'
set vpn ipsec site-to-site peer AWS-TGW ike-group 'IKE-AWS'""",
    r(32, ALNUM + "._"),
)

# ============================================================ secrets: MikroTik, UniFi
add(
    "net/routeros-user-add-password",
    """[admin@MikroTik-HQ] > /user add name=backup group=read password={0} comment="oxidized"
[admin@MikroTik-HQ] > /user print
Flags: X - disabled
 #   NAME       GROUP  ADDRESS   LAST-LOGGED-IN
 0   admin      full             dec/02/2026 08:11:40
 1   backup     read""",
    hpw(),
)
add(
    "net/routeros-ppp-secret",
    """# export from rb5009 (hide-sensitive was NOT set)
/ppp secret
add local-address=10.77.0.1 name=branch-lecce password={0} profile=l2tp-site remote-address=10.77.0.12 service=l2tp
add local-address=10.77.0.1 name=branch-bari password={1} profile=l2tp-site remote-address=10.77.0.13 service=l2tp""",
    pw(),
    pw(),
)
add(
    "net/routeros-ipsec-identity-secret",
    """/ip ipsec peer
add address=198.51.100.1/32 exchange-mode=ike2 name=hq profile=prof-hq
/ip ipsec identity
add peer=hq secret="{0}"
/ip ipsec policy
add dst-address=10.0.0.0/8 peer=hq src-address=192.168.88.0/24 tunnel=yes""",
    r(30, ALNUM),
)
add(
    "net/routeros-wifi-passphrase",
    """/interface wifi security
add authentication-types=wpa2-psk,wpa3-psk name=sec-staff passphrase="{0}"
/interface wifi configuration
add country=Italy name=cfg-staff security=sec-staff ssid=UFFICIO-STAFF""",
    phrase(),
)
add(
    "net/unifi-controller-login-curl",
    """$ curl -sk -c /tmp/unifi.cookie -H 'Content-Type: application/json' \\
    -d '{"username":"api-ro","password":"{0}","remember":false}' \\
    https://unifi.office.example:8443/api/login
{"meta":{"rc":"ok"},"data":[]}""",
    pw(),
)
add(
    "net/unifi-mgmt-ssh-password-mongo",
    """unifi> db.setting.find({key:"mgmt"}, {x_ssh_username:1, x_ssh_password:1, x_ssh_auth_password_enabled:1}).pretty()
{
	"_id" : ObjectId("6571e0a4c3f1b2002f9a81d4"),
	"x_ssh_username" : "siteadmin",
	"x_ssh_password" : "{0}",
	"x_ssh_auth_password_enabled" : true
}""",
    hpw(),
)

# ============================================================ secrets: FortiGate, Palo Alto, F5, Check Point
add(
    "net/fortigate-user-local-passwd-enc",
    """FGT60F # show user local vpn-contractor
config user local
    edit "vpn-contractor"
        set type password
        set passwd-time 2026-11-20 14:02:11
        set passwd {0}
    next
end""",
    fgt_enc(),
)
add(
    "net/fortigate-psksecret-cli",
    """FGT-HQ (phase1-interface) # edit "to-madrid"
FGT-HQ (to-madrid) # set interface "wan1"
FGT-HQ (to-madrid) # set peertype any
FGT-HQ (to-madrid) # set remote-gw 203.0.113.140
FGT-HQ (to-madrid) # set psksecret {0}
FGT-HQ (to-madrid) # next""",
    r(26, ALNUM),
)
add(
    "net/fortigate-api-user-generate-key",
    """FGT-HQ # execute api-user generate-key restapi-netbox
New API key: {0}
NOTE: The bearer of this API key will be granted all access privileges assigned to the api-user restapi-netbox.""",
    r(30, LOWER + UPPER + DIGITS),
)
add(
    "net/fortigate-rest-access-token-query",
    """$ curl -sk "https://10.9.0.1/api/v2/monitor/system/status?access_token={0}" | jq .results.hostname
"FGT-HQ"
$ history -d $((HISTCMD-1))""",
    r(30, LOWER + UPPER + DIGITS),
)
add(
    "net/panos-keygen-response",
    """$ curl -sk "https://fw-pa01/api/?type=keygen" --data-urlencode user=api-admin --data-urlencode password=XXXX
<response status = 'success'><result><key>{0}</key></result></response>""",
    pan_key(),
)
add(
    "net/panos-python-api-key",
    """from panos.firewall import Firewall
from panos.objects import AddressObject

fw = Firewall("fw-pa01.corp.example", api_key="{0}")
fw.add(AddressObject("h-syslog-01", "10.9.0.50"))
fw.find("h-syslog-01").create()""",
    pan_key(),
)
add(
    "net/panos-ike-gateway-psk-set",
    """# paste into configure mode on fw-pa02, then commit
set network ike gateway GW-LISBOA authentication pre-shared-key key {0}
set network ike gateway GW-LISBOA protocol ikev2 ike-crypto-profile IKE-AES256
set network ike gateway GW-LISBOA peer-address ip 203.0.113.201
set network ike gateway GW-LISBOA local-address interface ethernet1/1""",
    r(24, ALNUM),
)
add(
    "net/f5-tmsh-create-auth-user",
    """[root@bigip-a:Active:In Sync] ~ # tmsh create auth user svc-ansible password {0} partition-access add { all-partitions { role admin } } shell none
[root@bigip-a:Active:In Sync] ~ # tmsh save sys config
Saving running configuration...""",
    hpw(),
)
add(
    "net/f5-icontrol-x-f5-auth-token",
    """PATCH /mgmt/tm/ltm/pool/~Common~pool_web HTTP/1.1
Host: bigip-a.corp.example
X-F5-Auth-Token: {0}
Content-Type: application/json

{"monitor": "/Common/http_head_f5"}""",
    r(26, UPPER_NUM),
)
add(
    "net/f5-ltm-monitor-password",
    """ltm monitor http mon_app_login {
    defaults-from http
    destination *:*
    interval 10
    password {0}
    recv "HTTP/1.1 200"
    send "GET /healthz HTTP/1.1" 
    timeout 31
    username probe-f5
}""",
    pw(),
)
add(
    "net/checkpoint-mgmt-cli-login",
    """[Expert@cp-mgmt:0]# mgmt_cli login user "apiadmin" password "{0}" > id.txt
[Expert@cp-mgmt:0]# mgmt_cli show hosts limit 5 -s id.txt --format json | jq '.objects[].name'""",
    hpw(),
)
add(
    "net/checkpoint-sic-activation-key",
    """ok, gateway cp-gw-dublin is reset. In SmartConsole -> Gateway -> Communication, use this
one-time SIC activation key (same as what I typed in cpconfig on the box): {0}
then Initialize and trust should go green.""",
    hpw(),
)

# ============================================================ secrets: pfSense / OPNsense
add(
    "net/pfsense-config-xml-ipsec-psk",
    """		<phase1>
			<ikeid>3</ikeid>
			<iketype>ikev2</iketype>
			<interface>wan</interface>
			<remote-gateway>203.0.113.14</remote-gateway>
			<authentication_method>pre_shared_key</authentication_method>
			<pre-shared-key>{0}</pre-shared-key>
			<descr><![CDATA[Roma DC]]></descr>
		</phase1>""",
    r(40, ALNUM),
)
add_split(
    "net/opnsense-apikey-txt",
    """$ cat ~/Downloads/apikey.txt
key={0}
secret={1}
$ mv ~/Downloads/apikey.txt ~/.config/opnsense/fw-home.txt""",
    r(80, ALNUM + "+/"),
    r(80, ALNUM + "+/"),
)
_tls = b64(256)
add(
    "net/pfsense-openvpn-tls-key-b64",
    """		<openvpn-server>
			<vpnid>1</vpnid>
			<mode>server_user</mode>
			<protocol>UDP4</protocol>
			<dev_mode>tun</dev_mode>
			<tls>{0}</tls>
			<tls_type>auth</tls_type>
			<caref>64f1c2a9b31d0</caref>
			<certref>64f1c2d87e5a2</certref>
		</openvpn-server>""",
    _tls,
)

# ============================================================ secrets: automation (Netmiko, NAPALM, Nornir, Ansible, NetBox, Oxidized)
add(
    "net/netmiko-connect-handler-secret",
    """from netmiko import ConnectHandler

rtr = {
    "device_type": "cisco_ios",
    "host": "10.9.0.11",
    "username": "netops",
    "password": os.environ["NET_PASSWORD"],
    "secret": "{0}",
}
with ConnectHandler(**rtr) as conn:
    conn.enable()
    print(conn.send_command("show ip int brief"))""",
    hpw(),
)
add(
    "net/napalm-optional-args-secret",
    """>>> import napalm
>>> drv = napalm.get_network_driver("ios")
>>> dev = drv("10.9.0.12", "netops", "{0}", optional_args={"secret": "{1}", "transport": "ssh"})
>>> dev.open()
>>> dev.get_facts()["os_version"]
'Virtual XE Software (X86_64_LINUX_IOSD-UNIVERSALK9-M), Version 17.9.4a'""",
    pw(),
    hpw(),
)
add(
    "net/nornir-hosts-yaml-password",
    """# inventory/hosts.yaml
---
dist-sw-07:
  hostname: 10.9.1.7
  platform: ios
  groups: [campus]
  username: nornir
  password: {0}
  data:
    site: mad-01
    role: distribution""",
    hpw(),
)
add(
    "net/nornir-defaults-netmiko-extras-secret",
    """# inventory/defaults.yaml
username: nornir
connection_options:
  netmiko:
    extras:
      secret: "{0}"
      global_delay_factor: 2
  napalm:
    extras:
      optional_args:
        transport: ssh""",
    pw(),
)
add(
    "net/ansible-network-cli-become-password",
    """# group_vars/ios_routers.yml
ansible_connection: ansible.netcommon.network_cli
ansible_network_os: cisco.ios.ios
ansible_user: ansible
ansible_password: "{1}"
ansible_become: true
ansible_become_method: enable
ansible_become_password: "{0}"
""",
    hpw(),
    pw(),
)
add(
    "net/ansible-ios-user-configured-password",
    """    - name: ensure break-glass account exists
      cisco.ios.ios_user:
        name: breakglass
        privilege: 15
        configured_password: "{0}"
        update_password: always
        state: present""",
    hpw(),
)
add(
    "net/netbox-configuration-secret-key",
    """# /opt/netbox/netbox/netbox/configuration.py
ALLOWED_HOSTS = ['netbox.corp.example']
DATABASE = {
    'NAME': 'netbox',
    'USER': 'netbox',
    'PASSWORD': os.environ.get('DB_PASSWORD', ''),
    'HOST': 'localhost',
}
SECRET_KEY = '{0}'
NAPALM_USERNAME = 'netbox'""",
    r(50, ALNUM + "!@#%^*(-_=+)"),
)
add(
    "net/pynetbox-api-token",
    """import pynetbox

nb = pynetbox.api("https://netbox.corp.example", token="{0}")
for dev in nb.dcim.devices.filter(site="dc2", role="leaf"):
    print(dev.name, dev.primary_ip4)""",
    hexkey(40),
)
add(
    "net/oxidized-config-global-password",
    """$ cat ~/.config/oxidized/config
---
username: oxidized
password: {0}
model: ios
resolve_dns: true
interval: 3600
vars:
  enable: {1}
input:
  default: ssh, telnet""",
    hpw(),
    hpw(),
)
add_split(
    "net/oxidized-router-db-csv",
    """$ head -3 /home/oxidized/.config/oxidized/router.db
core1.mad:ios:oxidized:{0}:{1}
core2.mad:ios:oxidized:{0}:{1}
fw-pa01:panos:oxidized:{0}:""",
    pw(),
    hpw(),
)
add(
    "net/rancid-cloginrc",
    """# ~rancid/.cloginrc (mode 600)
add user      *.bcn.corp.example   rancid
add password  *.bcn.corp.example   {{0}} {{1}}
add method    *.bcn.corp.example   ssh telnet
add autoenable fw-*                1""".replace("{{0}}", "{0}").replace("{{1}}", "{1}"),
    pw(),
    hpw(),
)
add(
    "net/expect-script-send-password",
    """#!/usr/bin/expect -f
set timeout 20
spawn ssh -o StrictHostKeyChecking=no admin@10.9.0.44
expect "Password:"
send "{0}\\r"
expect ">"
send "enable\\r"
expect "Password:"
send "{1}\\r"
expect "#"
send "terminal length 0\\r"
send "show run\\r"
expect "#"
send "exit\\r"
""",
    hpw(),
    hpw(),
)

# ============================================================ secrets: IPsec, OpenVPN, WireGuard
add(
    "net/strongswan-ipsec-secrets-psk",
    """root@vpn-gw01:~# cat /etc/ipsec.secrets
# This file holds shared secrets or RSA private keys for authentication.
198.51.100.1 203.0.113.88 : PSK "{0}"
: RSA vpn-gw01.key""",
    r(36, ALNUM),
)
add(
    "net/swanctl-conf-secret-0s",
    """secrets {
    ike-branch-napoli {
        id-1 = branch-napoli.corp.example
        id-2 = hq.corp.example
        secret = 0s{0}
    }
}""",
    b64(30),
)
add(
    "net/strongswan-eap-secret",
    """# /etc/ipsec.secrets on the road-warrior gateway
vpn.corp.example : RSA "vpn.corp.example.key"
mrossi : EAP "{0}"
jgarcia : EAP "{1}\"""".replace('\\"', '"'),
    hpw(),
    hpw(),
)
add(
    "net/libreswan-secrets-file",
    """$ sudo cat /etc/ipsec.d/aws-vpc.secrets
34.240.11.97 52.18.44.10: PSK "{0}"
%any 52.18.44.10: PSK "{0}\"""".replace('\\"', '"'),
    r(32, ALNUM + "._"),
)
add(
    "net/openvpn-auth-user-pass-file",
    """$ cat /etc/openvpn/client/creds.txt
s.bianchi
{0}
$ grep auth-user-pass /etc/openvpn/client/office.conf
auth-user-pass /etc/openvpn/client/creds.txt""",
    hpw(),
)
_ov = ovpn_static()
add_split(
    "net/openvpn-tls-auth-static-key",
    "<tls-auth>\n#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n"
    + "\n".join("{" + str(i) + "}" for i in range(16))
    + "\n-----END OpenVPN Static key V1-----\n</tls-auth>\nkey-direction 1",
    *_ov,
)
add(
    "net/openvpn-management-password-file",
    """$ echo '{0}' | sudo tee /etc/openvpn/server/mgmt.pw >/dev/null
$ grep management /etc/openvpn/server/server.conf
management 127.0.0.1 7505 /etc/openvpn/server/mgmt.pw""",
    pw(),
)
add(
    "net/edgerouter-wireguard-private-key-dc",
    """set interfaces wireguard wg0 address 172.31.255.1/30
set interfaces wireguard wg0 listen-port 51820
set interfaces wireguard wg0 private-key {0}
set interfaces wireguard wg0 peer {1} allowed-ips 10.200.0.0/16
set interfaces wireguard wg0 peer {1} endpoint 203.0.113.66:51820""",
    wgkey(),
    wgkey(),
)

# ============================================================ secrets: SNMP, RADIUS, 802.1X, TACACS+
add_split(
    "net/snmpd-conf-createuser",
    """# /var/lib/net-snmp/snmpd.conf (before snmpd converts it)
createUser nmsadmin SHA-256 "{0}" AES "{1}"
rouser nmsadmin authpriv .1""",
    hpw(),
    pw(),
)
add_split(
    "net/snmpwalk-v3-flags",
    """$ snmpwalk -v3 -l authPriv -u librenms -a SHA -A '{0}' -x AES -X '{1}' 10.9.1.7 sysDescr
SNMPv2-MIB::sysDescr.0 = STRING: Cisco IOS Software [Cupertino], Catalyst L3 Switch Software (CAT9K_IOSXE), Version 17.9.4a""",
    pw(),
    pw(),
)
add(
    "net/librenms-config-snmp-community",
    """<?php
# /opt/librenms/config.php
$config['snmp']['community'] = ["{0}"];
$config['discovery_by_ip'] = true;
$config['nets'][] = '10.9.0.0/16';""",
    community(),
)
add(
    "net/freeradius-clients-conf-secret",
    """client wlc-floor3 {
	ipaddr = 10.30.3.10
	proto = udp
	secret = {0}
	require_message_authenticator = yes
	nas_type = cisco
	shortname = wlc-f3
}""",
    r(24, ALNUM),
)
add_split(
    "net/radtest-user-and-secret",
    """$ radtest jdoe {0} 10.20.0.41 0 {1}
Sent Access-Request Id 117 from 0.0.0.0:51344 to 10.20.0.41:1812 length 73
	User-Name = "jdoe"
	User-Password = "{0}"
	NAS-IP-Address = 10.9.0.5
	NAS-Port = 0
Received Access-Accept Id 117 from 10.20.0.41:1812 to 10.9.0.5:51344 length 20""",
    hpw(),
    r(18, ALNUM),
)
add(
    "net/wpa-supplicant-peap-password",
    """network={
	ssid="CORP-SECURE"
	key_mgmt=WPA-EAP
	eap=PEAP
	identity="svc-kiosk07@corp.example"
	password="{0}"
	phase2="auth=MSCHAPV2"
	ca_cert="/etc/ssl/certs/corp-root.pem"
}""",
    hpw(),
)
add(
    "net/hostapd-radius-shared-secret",
    """# /etc/hostapd/hostapd.conf (lab AP, 802.1X)
interface=wlan0
ssid=LAB-8021X
ieee8021x=1
wpa=2
wpa_key_mgmt=WPA-EAP
auth_server_addr=10.20.0.41
auth_server_port=1812
auth_server_shared_secret={0}""",
    r(20, ALNUM),
)
add(
    "net/tac-plus-conf-key-and-login",
    """# /etc/tacacs+/tac_plus.conf
key = "{0}"

user = netops {
    default service = permit
    login = cleartext "{1}"
    service = exec { priv-lvl = 15 }
}""",
    r(22, ALNUM),
    hpw(),
)

# ============================================================ secrets: VoIP and telecom
add(
    "net/asterisk-sip-conf-trunk-secret",
    """[carrier-es](!)
type=peer
host=sip.carrier-es.example
fromuser=34911223344
defaultuser=34911223344
secret={0}
insecure=port,invite
context=from-trunk
disallow=all
allow=alaw""",
    r(14, ALNUM),
)
add(
    "net/pjsip-auth-userpass",
    """[6001-auth]
type=auth
auth_type=userpass
username=6001
password={0}

[6001]
type=aor
max_contacts=2""",
    pw(),
)
add(
    "net/freepbx-conf-ampdbpass",
    """$ sudo cat /etc/freepbx.conf
<?php
$amp_conf['AMPDBUSER'] = 'freepbxuser';
$amp_conf['AMPDBPASS'] = '{0}';
$amp_conf['AMPDBHOST'] = 'localhost';
$amp_conf['AMPDBNAME'] = 'asterisk';
$amp_conf['AMPDBENGINE'] = 'mysql';
require_once('/var/www/html/admin/bootstrap.php');""",
    r(32, HEX),
)
add(
    "net/asterisk-manager-conf-secret",
    """; /etc/asterisk/manager.conf
[general]
enabled = yes
port = 5038
bindaddr = 127.0.0.1

[crm-click2call]
secret = {0}
deny = 0.0.0.0/0.0.0.0
permit = 10.9.0.60/255.255.255.255
read = call,cdr
write = originate""",
    hpw(),
)
add(
    "net/kamailio-define-dburl",
    """#!KAMAILIO
#!define WITH_MYSQL
#!define WITH_AUTH
#!ifdef WITH_MYSQL
#!define DBURL "mysql://kamailio:{0}@10.9.0.70/kamailio"
#!endif
loadmodule "auth_db.so"
modparam("auth_db", "db_url", DBURL)""",
    pw(),
)
add(
    "net/kamctlrc-dbrwpw",
    """## database read/write user
DBRWUSER="kamailio"
## password for database read/write user
DBRWPW="{0}"
## database read only user
DBROUSER="kamailioro\"""".replace('\\"', '"'),
    hpw(),
)
add(
    "net/pjsua-register-password-flag",
    """$ pjsua --id sip:2001@pbx.office.example --registrar sip:pbx.office.example --realm '*' --username 2001 --password '{0}' --null-audio
14:02:11.315  pjsua_acc.c  ....SIP outbound status for acc 0 is not active
14:02:11.402  pjsua_acc.c  ....sip:2001@pbx.office.example: registration success, status=200 (OK), will re-register in 300 seconds""",
    pw(),
)
add(
    "net/twilio-sip-credential-create",
    """$ twilio api:core:sip:credential-lists:credentials:create \\
    --credential-list-sid CL8f1d2c3b4a5968778695a4b3c2d1e0f9 \\
    --username pbx-roma-01 --password '{0}'
SID                                 Username
CR3e7a9c1b5d2f4e6081a3c5e7f9b1d2c4  pbx-roma-01""",
    r(8, UPPER) + r(4, DIGITS) + r(6, LOWER),
)
add(
    "net/vonage-sip-trunk-outbound-auth",
    """; pjsip.conf - Vonage SIP trunk: username is the API key, password is the API secret
[vonage-auth]
type=auth
auth_type=userpass
username=8a3f21cd
password={0}""",
    r(16, ALNUM),
)
add(
    "net/plivo-endpoint-create",
    """$ curl -s -u MAZDQ1ZJY2MTZLNZGXYZ:$PLIVO_AUTH_TOKEN \\
    -H 'Content-Type: application/json' \\
    -d '{"username":"deskphone12","password":"{0}","alias":"Reception"}' \\
    https://api.plivo.com/v1/Account/MAZDQ1ZJY2MTZLNZGXYZ/Endpoint/""",
    hpw(),
)
add(
    "net/smpp-bind-transmitter-log",
    """2026-12-02 09:14:03.118 INFO  [smpp-client-1] connecting to smsc.carrier.example:2775
2026-12-02 09:14:03.201 DEBUG [smpp-client-1] > bind_transmitter seq=1 system_id=acme_tx password={0} system_type=VMA interface_version=0x34
2026-12-02 09:14:03.255 DEBUG [smpp-client-1] < bind_transmitter_resp seq=1 status=ESME_ROK system_id=SMSC01""",
    r(8, ALNUM),
)
add(
    "net/kannel-smsc-password",
    """group = smsc
smsc = smpp
smsc-id = carrier-it
host = smpp.carrier-it.example
port = 2775
smsc-username = acme_it
smsc-password = {0}
system-type = ""
transceiver-mode = true""",
    r(8, ALNUM),
)
add(
    "net/jasmin-jcli-user-password",
    """jcli : user -a
Adding a new User: (ok: save, ko: exit)
> username partner_b2b
> password {0}
> gid marketing
> uid partner01
> ok
Successfully added User [partner01] to Group [marketing]""",
    r(8, ALNUM),
)
add(
    "net/telnet-capture-password",
    """$ tshark -r legacy-mgmt.pcap -q -z follow,tcp,ascii,0
===================================================================
Follow: tcp,ascii
Filter: tcp.stream eq 0
Node 0: 10.9.0.5:50122
Node 1: 10.40.9.2:23

User Access Verification

Username: netops
Password: {0}

sw-legacy-09>en
Password: {1}
sw-legacy-09#""",
    hpw(),
    hpw(),
)

# ============================================================ secrets: prose hand-overs
add(
    "net/prose-es-psk-tunel",
    """Hola, ya levanté el túnel con Sevilla en el FortiGate. La clave PSK de la fase 1 es {0} (la misma en los dos lados). Cuando la metas en el Palo Alto avísame y miro los logs de IKE.""",
    r(20, ALNUM),
)
add(
    "net/prose-it-community-snmp",
    """ciao, per aggiungere i nuovi switch di Lecce in LibreNMS usa la community di scrittura {0} — quella di sola lettura è ancora public, la cambiamo la settimana prossima.""",
    community(),
)
add(
    "net/prose-ja-enable-password",
    """お疲れさまです。大阪DCのコアスイッチ (core-sw-osk01) の enable パスワードは {0} です。作業が終わったら変更してください。""",
    hpw(),
)
add_split(
    "net/prose-split-two-messages-radius",
    """[10:41] marco: the RADIUS shared secret for the new WLC is {0}
[10:41] marco: ...sorry it wrapped, the rest is {1}
[10:42] you: got it, thanks, adding it to ISE now""",
    r(12, ALNUM),
    r(12, ALNUM),
)


# ============================================================ look-alikes: Cisco and friends
la(
    """interface TenGigabitEthernet1/0/48
 description UPLINK-TO-CORE-A (Po48)
 switchport trunk allowed vlan 10,20,120,300-310
 switchport mode trunk
 channel-group 48 mode active
 ip dhcp snooping trust
!"""
)
la(
    """ip access-list extended MGMT-ONLY
 10 permit tcp 10.9.0.0 0.0.0.255 any eq 22
 20 permit udp host 10.9.0.50 any eq snmp
 30 deny   ip any any log
!
line vty 0 15
 access-class MGMT-ONLY in"""
)
la(
    """rtr-edge-02#show ip route 0.0.0.0
Routing entry for 0.0.0.0/0, supernet
  Known via "bgp 64512", distance 20, metric 0, candidate default path
  Tag 65010, type external
  Last update from 203.0.113.9 3w2d ago
  Routing Descriptor Blocks:
  * 203.0.113.9, from 203.0.113.9, 3w2d ago
      Route metric is 0, traffic share count is 1
      AS Hops 1"""
)
la(
    """rtr-edge-02#show bgp ipv4 unicast summary
BGP router identifier 198.51.100.1, local AS number 64512
Neighbor        V           AS MsgRcvd MsgSent   TblVer  InQ OutQ Up/Down  State/PfxRcd
203.0.113.9     4        65010 2210931   41877  9481231    0    0 3w2d       941877
192.0.2.33      4         6939 1998122   41880  9481231    0    0 2w6d       201455"""
)
la(
    """core-sw01#verify /md5 flash:cat9k_iosxe.17.09.04a.SPA.bin
.........................................................Done!
verify /md5 (flash:cat9k_iosxe.17.09.04a.SPA.bin) = {0}""",
    hexkey(32),
)
la(
    """Cisco IOS XE Software, Version 17.09.04a
Cisco IOS Software [Cupertino], Catalyst L3 Switch Software (CAT9K_IOSXE), Version 17.9.4a, RELEASE SOFTWARE (fc3)
ROM: IOS-XE ROMMON
core-sw01 uptime is 41 weeks, 2 days, 3 hours, 12 minutes
System image file is "flash:packages.conf"
Model Number                       : C9300-48P
System Serial Number               : {0}
Configuration register is 0x102""",
    serial(),
)
la(
    """! Oxidized backup of dist-sw-07, secrets removed by the ios model (remove_secret: true)
enable secret <secret hidden>
username netops privilege 15 <secret hidden>
snmp-server community <secret removed> RW 99
tacacs server ISE-PRIMARY
 address ipv4 10.20.0.41
 key <secret hidden>"""
)
la(
    """fw-asa01# show running-config tunnel-group
tunnel-group 198.51.100.77 type ipsec-l2l
tunnel-group 198.51.100.77 ipsec-attributes
 ikev2 remote-authentication pre-shared-key *****
 ikev2 local-authentication pre-shared-key *****
(ASA masks keys in show run; use more system:running-config only on the box, never paste it here)"""
)
la(
    """n9k-leaf-01# show running-config | include username
username admin password 5 !  role network-admin
username svc-ansible password 5 !  role network-operator
username svc-ansible passphrase  lifetime 99999 warntime 14 gracetime 3
(password 5 ! means no local password is set; auth is via TACACS+)"""
)
la(
    """key chain EIGRP-KC
 key 1
  key-string <removed>
  accept-lifetime 00:00:00 Jan 1 2024 infinite
 key 2
  key-string <removed>
  accept-lifetime 00:00:00 Jan 1 2027 infinite
! key-strings removed before pasting, rotation to key 2 is scheduled for Jan 1"""
)
la(
    """ntp authenticate
ntp trusted-key 42
ntp server 10.0.0.123 key 42 prefer
ntp server 10.0.0.124 key 42
! key 42 itself is pushed by the ntp-keys role from vault, not kept in this template"""
)
la(
    """rtr01#show tacacs

Tacacs+ Server -  public  :
               Server name: ISE-PRIMARY
            Server address: 10.20.0.41
               Server port: 49
              Socket opens:       2231
             Socket closes:       2231
             Total packets in:    4462
             Total packets out:   4462
              Server Status: Alive"""
)
la(
    """core-sw01#show inventory
NAME: "c93xx Stack", DESCR: "c93xx Stack"
PID: C9300-48P         , VID: V02  , SN: {0}

NAME: "Switch 1", DESCR: "C9300-48P"
PID: C9300-48P         , VID: V02  , SN: {1}""",
    serial(),
    serial(),
)
la(
    """core-sw01#show mac address-table dynamic vlan 120
          Mac Address Table
-------------------------------------------
Vlan    Mac Address       Type        Ports
----    -----------       --------    -----
 120    {0}    DYNAMIC     Gi1/0/14
 120    {1}    DYNAMIC     Gi1/0/22
 120    {2}    DYNAMIC     Te1/0/48""",
    mac_dot(),
    mac_dot(),
    mac_dot(),
)
la(
    """rtr-branch-114#show ip arp
Protocol  Address          Age (min)  Hardware Addr   Type   Interface
Internet  10.114.0.1              -   {0}  ARPA   GigabitEthernet0/0/1
Internet  10.114.0.23            12   {1}  ARPA   GigabitEthernet0/0/1""",
    mac_dot(),
    mac_dot(),
)
la(
    """rtr-edge-02#show crypto pki certificates TP-SELF
Certificate
  Status: Available
  Certificate Serial Number (hex): 01
  Issuer:
    cn=IOS-Self-Signed-Certificate-{0}
  Validity Date:
    start date: 09:12:44 UTC Mar 4 2025
    end   date: 00:00:00 UTC Jan 1 2035
  Associated Trustpoints: TP-self-signed-{0}
  Fingerprint SHA1: {1}""",
    r(10, DIGITS),
    r(40, UPPER_HEX),
)
la(
    """rtr-edge-02#show crypto ikev2 sa
 IPv4 Crypto IKEv2  SA

Tunnel-id Local                 Remote                fvrf/ivrf            Status
1         198.51.100.1/500      198.51.100.77/500     none/none            READY
      Encr: AES-CBC, keysize: 256, PRF: SHA256, Hash: SHA256, DH Grp:14, Auth sign: PSK, Auth verify: PSK
      Life/Active Time: 86400/3121 sec"""
)
la(
    """rtr-edge-02#show crypto ipsec sa | i spi|pkts
    #pkts encaps: 1948811, #pkts encrypt: 1948811, #pkts digest: 1948811
     current outbound spi: 0x{0}({1})
      spi: 0x{2}({3})""",
    r(8, UPPER_HEX),
    r(10, DIGITS),
    r(8, UPPER_HEX),
    r(10, DIGITS),
)
la(
    """crypto ikev2 proposal PROP-AES256
 encryption aes-cbc-256
 integrity sha256
 group 14 19
!
crypto ikev2 profile PROF-AZURE
 match identity remote address 198.51.100.77 255.255.255.255
 authentication remote pre-share
 authentication local pre-share
 keyring local KR-AZURE"""
)
la(
    """crypto pki certificate chain TP-self-signed-2294012331
 certificate self-signed 01
  3082032E 30820216 A0030201 02020101 300D0609 2A864886 F70D0101 05050030
  30312E30 2C060355 04031325 494F532D 53656C66 2D536967 6E65642D 43657274
  {0} {1} {2} {3}
  	quit""",
    r(8, UPPER_HEX),
    r(8, UPPER_HEX),
    r(8, UPPER_HEX),
    r(8, UPPER_HEX),
)
la(
    """rtr01#show crypto key mypubkey rsa
% Key pair was generated at: 09:12:44 UTC Mar 4 2025
Key name: rtr01.corp.example
Key type: RSA KEYS
 Storage Device: private-config
 Usage: General Purpose Key
 Key is not exportable. Redundancy enabled.
 Key Data:
  30820122 300D0609 2A864886 F70D0101 01050003 82010F00 3082010A 02820101
  00{0} {1} {2}""",
    r(6, UPPER_HEX),
    r(8, UPPER_HEX),
    r(8, UPPER_HEX),
)
la(
    """$ ssh-keyscan -t rsa 10.9.0.11 2>/dev/null | ssh-keygen -lf -
2048 SHA256:{0} 10.9.0.11 (RSA)""",
    b64(32).rstrip("="),
)
la(
    """core-sw01#show access-session interface Gi1/0/14 details
            Interface:  GigabitEthernet1/0/14
               IIF-ID:  0x1A2B3C4D
          MAC Address:  {0}
         IPv4 Address:  10.120.0.57
            User-Name:  host/lt-0442.corp.example
               Status:  Authorized
          Session timeout:  28800s (server), Remaining: 19221s
   Common Session ID:  {1}
      Acct Session ID:  0x0000004f
   Method status list:
       Method           State
       dot1x            Authc Success""",
    mac_dot(),
    r(24, UPPER_HEX),
)
la(
    """(Cisco Controller) >show radius auth statistics
Authentication Servers:
Server Index..................................... 1
Server Address................................... 10.20.0.41
Msg Round Trip Time.............................. 3 (msec)
Access Requests.................................. 188120
Access Accepts................................... 171991
Access Rejects................................... 16129
Shared Secret Format............................. ascii"""
)
la(
    """$ traceroute -n -A 198.51.100.10
 1  10.9.0.1 [*]  0.412 ms
 2  203.0.113.9 [AS65010]  1.907 ms
 3  192.0.2.33 [AS6939]  11.218 ms
 4  198.51.100.10 [AS64512]  12.004 ms"""
)
la(
    """$ sudo tcpdump -ni eth1 -v 'tcp port 179' -c 2
10:14:03.112 IP (tos 0xc0, ttl 1, id 4211, offset 0, flags [DF], proto TCP (6), length 91)
    203.0.113.9.179 > 198.51.100.1.37718: Flags [P.], seq 1:20, ack 1, win 16384, options [nop,nop,md5 shared secret not supplied with -M, can't check - {0}], length 19: BGP
	Keepalive Message (4), length: 19""",
    r(32, HEX),
)
la(
    """$ tshark -r uplink.pcap -Y ospf -T fields -e ip.src -e ospf.msg -e ospf.auth.type -e ospf.auth.crypt.key_id | head -3
10.255.0.9	1	2	1
10.255.0.10	1	2	1
10.255.0.9	4	2	1
(auth type 2 = cryptographic; only the key id is on the wire, the key is not)"""
)

# ============================================================ look-alikes: Junos, EOS, EdgeOS
la(
    """admin@mx204-pe1> show configuration interfaces | display set
set interfaces xe-0/1/0 description "TRANSIT-A cid 88-1122-93"
set interfaces xe-0/1/0 unit 0 family inet address 38.140.12.2/30
set interfaces xe-0/1/0 unit 0 family inet6 address 2001:db8:ff::2/126
set interfaces lo0 unit 0 family inet address 198.51.100.255/32"""
)
la(
    """admin@mx204-pe1> show configuration protocols bgp group EBGP-TRANSIT | display set | except authentication
set protocols bgp group EBGP-TRANSIT type external
set protocols bgp group EBGP-TRANSIT import TRANSIT-IN
set protocols bgp group EBGP-TRANSIT export TRANSIT-OUT
set protocols bgp group EBGP-TRANSIT peer-as 174
set protocols bgp group EBGP-TRANSIT neighbor 38.140.12.1"""
)
la(
    """admin@mx204-pe1> show system commit
0   2026-12-02 09:41:17 UTC by netops via netconf
    bgp transit-a prefix-limit
1   2026-11-28 17:02:55 UTC by admin via cli
2   2026-11-27 08:13:40 UTC by netops via netconf"""
)
la(
    """system {
    radius-server {
        10.20.0.41 {
            port 1812;
            secret "<removed>"; ## SECRET-DATA (stripped by our backup hook)
            source-address 10.9.0.1;
        }
    }
}"""
)
la(
    """{% for peer in bgp_peers %}
set protocols bgp group {{ peer.group }} neighbor {{ peer.ip }} peer-as {{ peer.asn }}
set protocols bgp group {{ peer.group }} authentication-key "{{ lookup('hashi_vault', 'secret=net/data/bgp/' ~ peer.name ~ ':md5') }}"
{% endfor %}"""
)
la(
    """leaf1#show version
Arista DCS-7050SX3-48YC8
Hardware version: 11.02
Serial number: {0}
Hardware MAC address: {1}
System MAC address: {1}

Software image version: 4.31.2F
Architecture: x86_64
Internal build version: 4.31.2F-35219386.4312F""",
    "JPE" + r(8, DIGITS),
    mac_dot(),
)
la(
    """leaf1#show management api http-commands
Enabled:            Yes
HTTPS server:       running, set to use port 443
HTTP server:        shutdown, set to use port 80
Local HTTP server:  shutdown, no authentication, set to use port 8080
VRFs:               MGMT
Hits:               18822
Last hit:           2 seconds ago"""
)
la(
    """$ sudo wg show wg0
interface: wg0
  public key: {0}
  private key: (hidden)
  listening port: 51820

peer: {1}
  endpoint: 203.0.113.66:51820
  allowed ips: 10.200.0.0/16
  latest handshake: 41 seconds ago
  transfer: 7.91 GiB received, 2.04 GiB sent""",
    wgkey(),
    wgkey(),
)

# ============================================================ look-alikes: MikroTik, UniFi
la(
    """[admin@MikroTik-HQ] > /ip address print
Flags: X - disabled, I - invalid, D - dynamic
 #   ADDRESS            NETWORK         INTERFACE
 0   192.168.88.1/24    192.168.88.0    bridge-lan
 1   203.0.113.130/29   203.0.113.128   ether1-wan
 2 D 10.77.0.1/32       10.77.0.12      <l2tp-branch-lecce>"""
)
la(
    """[admin@MikroTik-HQ] > /system license print
  software-id: {0}
       nlevel: 6
     features:
[admin@MikroTik-HQ] > /system routerboard print
       routerboard: yes
        board-name: RB5009UG+S+
      serial-number: {1}
  current-firmware: 7.16.1""",
    r(4, UPPER_NUM) + "-" + r(4, UPPER_NUM),
    r(12, UPPER_HEX),
)
la(
    """# feb/11/2026 10:02:33 by RouterOS 7.16.1
# software id = {0}
/export hide-sensitive
/ppp secret
add local-address=10.77.0.1 name=branch-lecce profile=l2tp-site remote-address=10.77.0.12 service=l2tp
/ip ipsec identity
add peer=hq
(hide-sensitive leaves out password= and secret=)""",
    r(4, UPPER_NUM) + "-" + r(4, UPPER_NUM),
)
la(
    """[admin@MikroTik-HQ] > /interface wireguard peers print
Columns: INTERFACE, PUBLIC-KEY, ENDPOINT-ADDRESS, ENDPOINT-PORT, ALLOWED-ADDRESS
#  INTERFACE  PUBLIC-KEY                                    ENDPOINT-ADDRESS  ENDPOINT-PORT  ALLOWED-ADDRESS
0  wg-dc      {0}  203.0.113.66      51820          10.200.0.0/16""",
    wgkey(),
)
la(
    """{"meta":{"rc":"ok"},"data":[{"_id":"{0}","mac":"{1}","model":"U6LR","name":"AP-Piso2-Norte","serial":"{2}","site_id":"{3}","version":"6.6.77.15402","adopted":true,"state":1}]}""",
    r(24, HEX),
    mac(),
    r(12, UPPER_HEX),
    r(24, HEX),
)
la(
    """# unifi-poller config
[unifi.defaults]
  url = "https://unifi.office.example:8443"
  user = "unifipoller"
  pass = "file:///run/secrets/unifi_pass"
  save_sites = true
  verify_ssl = false"""
)

# ============================================================ look-alikes: FortiGate, Palo Alto, F5, Check Point
la(
    """FGT-HQ # get system status
Version: FortiGate-60F v7.4.5,build2702,241030 (GA.M)
Security Level: Low
Firmware Signature: certified
Virus-DB: 92.08561(2026-12-02 07:21)
Serial-Number: FGT60F{0}
BIOS version: 05000009
Hostname: FGT-HQ
Branch point: 2702
Current HA mode: a-p, primary""",
    r(8, UPPER_NUM),
)
la(
    """FGT-HQ # show system interface wan1
config system interface
    edit "wan1"
        set vdom "root"
        set ip 203.0.113.130 255.255.255.248
        set allowaccess ping https
        set type physical
        set role wan
        set snmp-index 1
    next
end"""
)
la(
    """FGT-HQ # diagnose vpn ike gateway list name to-madrid
vd: root/0
name: to-madrid
version: 2
interface: wan1 5
addr: 203.0.113.130:500 -> 203.0.113.140:500
created: 3121s ago
IKE SA: created 1/1  established 1/1  time 20/20/20 ms
  id/spi: 44 {0}/{1}
  direction: initiator
  status: established 3121-3121s ago = 20ms""",
    r(16, HEX),
    r(16, HEX),
)
la(
    """resource "fortios_vpnipsec_phase1interface" "to_madrid" {
  name       = "to-madrid"
  interface  = "wan1"
  remote_gw  = "203.0.113.140"
  psksecret  = var.madrid_psk   # set in Terraform Cloud as a sensitive variable
  proposal   = "aes256-sha256"
}"""
)
la(
    """admin@fw-pa01> show system info
hostname: fw-pa01
ip-address: 10.9.0.2
mac-address: {0}
serial: {1}
sw-version: 11.1.4-h7
app-version: 8921-9231
threat-version: 8921-9231
wildfire-version: 927115-930688
url-filtering-version: 20261202.20219""",
    mac(),
    r(12, DIGITS),
)
la(
    """set deviceconfig system hostname fw-pa01
set deviceconfig system dns-setting servers primary 10.9.0.53
set deviceconfig system ntp-servers primary-ntp-server ntp-server-address 10.0.0.123
set deviceconfig system timezone Europe/Madrid
set deviceconfig system login-banner "Authorised access only"
set deviceconfig system service disable-telnet yes"""
)
la(
    """admin@fw-pa01> show jobs id 4811
Enqueued              Dequeued           ID  PositionInQ                              Type                         Status Result Completed
------------------------------------------------------------------------------------------------------------------------------------------
2026/12/02 09:44:10   09:44:10         4811                                           Commit                          FIN     OK 09:45:02"""
)
la(
    """# provider.tf
provider "panos" {
  hostname = "fw-pa01.corp.example"
  api_key  = var.panos_api_key   # export TF_VAR_panos_api_key from the pipeline secret
}"""
)
la(
    """root@(bigip-a)(cfg-sync In Sync)(Active)(/Common)(tmos)# list ltm pool pool_web
ltm pool pool_web {
    members {
        10.50.1.11:http {
            address 10.50.1.11
        }
        10.50.1.12:http {
            address 10.50.1.12
        }
    }
    monitor http_head_f5
}"""
)
la(
    """[root@bigip-a:Active:In Sync] ~ # tmsh show sys software status
Sys::Software Status
Volume  Product   Version  Build  Active    Status
HD1.1    BIG-IP  17.1.1.4  0.0.9     yes  complete
[root@bigip-a:Active:In Sync] ~ # cat /shared/images/BIGIP-17.1.1.4-0.0.9.iso.md5
{0}  BIGIP-17.1.1.4-0.0.9.iso""",
    hexkey(32),
)
la(
    """POST /mgmt/shared/authn/login HTTP/1.1
Host: bigip-a.corp.example
Content-Type: application/json

{"username": "svc-ansible", "password": "********", "loginProviderName": "tmos"}
(body shown as logged by our proxy, which masks the password field)"""
)
la(
    """[Expert@cp-gw-dublin:0]# fw stat
HOST      POLICY     DATE
localhost Standard   2Dec2026  9:48:11 :  [>eth1] [<eth1] [>eth2]
[Expert@cp-gw-dublin:0]# cpprod_util FwIsFirewallModule
1
[Expert@cp-gw-dublin:0]# cp_conf sic state
Trust State: Trust established"""
)

# ============================================================ look-alikes: pfSense, OPNsense, automation
la(
    """	<interfaces>
		<wan>
			<enable></enable>
			<if>igb0</if>
			<ipaddr>203.0.113.14</ipaddr>
			<subnet>29</subnet>
			<gateway>WANGW</gateway>
			<spoofmac>{0}</spoofmac>
		</wan>
	</interfaces>""",
    mac(),
)
la(
    """		<cert>
			<refid>64f1c2d87e5a2</refid>
			<descr><![CDATA[vpn.corp.example]]></descr>
			<type>server</type>
			<crt>{0}</crt>
			<!-- <prv> removed from this copy: export was taken with "exclude private keys" -->
		</cert>""",
    b64(180),
)
la(
    """$ curl -s -u "$OPNSENSE_KEY:$OPNSENSE_SECRET" https://fw-home.lan/api/core/firmware/status | jq .product_version
"24.7.10\""""
)
la(
    """import os
from getpass import getpass
from netmiko import ConnectHandler

dev = {
    "device_type": "cisco_ios",
    "host": "10.9.0.11",
    "username": os.environ.get("NET_USER", "netops"),
    "password": os.environ.get("NET_PASSWORD") or getpass("SSH password: "),
    "secret": os.environ.get("NET_ENABLE") or getpass("Enable secret: "),
}"""
)
la(
    """>>> dev.get_facts()
{'uptime': 3574711.0, 'vendor': 'Cisco', 'os_version': 'Virtual XE Software, Version 17.9.4a',
 'serial_number': '{0}', 'model': 'C8000V', 'hostname': 'rtr-edge-02', 'fqdn': 'rtr-edge-02.corp.example',
 'interface_list': ['GigabitEthernet1', 'GigabitEthernet2', 'Loopback0']}""",
    r(11, UPPER_NUM),
)
la(
    """# inventory/groups.yaml
campus:
  platform: ios
  connection_options:
    netmiko:
      extras:
        fast_cli: false
  data:
    ntp_servers: [10.0.0.123, 10.0.0.124]
    syslog: 10.9.0.50
# credentials come from nornir_utils' EnvVars transform (NORNIR_USERNAME / NORNIR_PASSWORD)"""
)
la(
    """# group_vars/ios_routers/vault.yml
$ANSIBLE_VAULT;1.1;AES256
{0}
{1}
{2}""",
    hexkey(80),
    hexkey(80),
    hexkey(80),
)
la(
    """# group_vars/ios_routers/main.yml
ansible_connection: ansible.netcommon.network_cli
ansible_network_os: cisco.ios.ios
ansible_user: "{{ vault_ios_user }}"
ansible_password: "{{ vault_ios_password }}"
ansible_become_password: "{{ vault_ios_enable }}\""""
)
la(
    """TASK [cisco.ios.ios_user : ensure break-glass account exists] *****************
changed: [dist-sw-07] => {"changed": true, "commands": ["username breakglass privilege 15", "username breakglass secret ********"]}
(no_log would hide even this; the module already masks the value in its command list)"""
)
la(
    """$ curl -s -H "Authorization: Token $NETBOX_TOKEN" https://netbox.corp.example/api/dcim/devices/?name=leaf1 | jq '.results[0] | {id, serial, asset_tag, device_type: .device_type.model}'
{
  "id": 1184,
  "serial": "{0}",
  "asset_tag": "DC2-NET-00417",
  "device_type": "DCS-7050SX3-48YC8"
}""",
    "JPE" + r(8, DIGITS),
)
la(
    """# netbox configuration.py (as deployed by our role)
SECRET_KEY = os.environ["NETBOX_SECRET_KEY"]
API_TOKEN_PEPPERS = {1: os.environ["NETBOX_PEPPER_1"]}
NAPALM_USERNAME = "netbox"
NAPALM_PASSWORD = os.environ.get("NAPALM_PASSWORD", "")"""
)
la(
    """I, [2026-12-02T09:50:11.102918 #1822]  INFO -- : Configuration updated for /core1.mad
W, [2026-12-02T09:50:14.880112 #1822]  WARN -- : /fw-pa01 status no_connection, retry attempt 1
I, [2026-12-02T09:50:15.003001 #1822]  INFO -- : Configuration updated for /core2.mad
I, [2026-12-02T09:50:15.100233 #1822]  INFO -- : git commit {0} (oxidized)""",
    sha(),
)
la(
    """# oxidized source: netbox csv export, credentials resolved per group from vault
source:
  default: http
  http:
    url: https://netbox.corp.example/api/dcim/devices/?status=active&limit=0
    map:
      name: name
      model: platform.slug
    headers:
      Authorization: "Token <%= ENV['NETBOX_TOKEN'] %>\""""
)

# ============================================================ look-alikes: IPsec, OpenVPN
la(
    """root@vpn-gw01:~# cat /etc/ipsec.secrets
# This file holds shared secrets or RSA private keys for authentication.
# RSA private key for this host, the key itself is in /etc/ipsec.d/private/
: RSA vpn-gw01.key
include /var/lib/strongswan/ipsec.secrets.inc"""
)
la(
    """root@vpn-gw01:~# swanctl --list-sas
ike-branch-napoli: #14, ESTABLISHED, IKEv2, {0}_i {1}_r*
  local  'hq.corp.example' @ 198.51.100.1[4500]
  remote 'branch-napoli.corp.example' @ 203.0.113.88[4500]
  AES_CBC-256/HMAC_SHA2_256_128/PRF_HMAC_SHA2_256/MODP_2048
  established 3121s ago, rekeying in 10921s
  net-napoli: #31, reqid 7, INSTALLED, TUNNEL, ESP:AES_GCM_16-256
    installed 1102s ago, rekeying in 2071s, expires in 2498s
    in  {2},  88120 bytes,   912 packets
    out {3}, 201877 bytes,  1203 packets""",
    r(16, HEX),
    r(16, HEX),
    "c" + r(7, HEX) + "_i",
    "c" + r(7, HEX) + "_o",
)
la(
    """conn aws-vpc
    authby=rsasig
    left=%defaultroute
    leftid=@vpn.corp.example
    leftcert=vpn.corp.example
    leftrsasigkey=%cert
    right=52.18.44.10
    rightsubnet=10.60.0.0/16
    ike=aes256-sha2_256;modp2048
    auto=start"""
)
la(
    """client
dev tun
proto udp
remote vpn.corp.example 1194
remote-cert-tls server
auth-user-pass
tls-auth ta.key 1
cipher AES-256-GCM
verb 3
# auth-user-pass without a file: the client prompts, nothing is stored"""
)
la(
    """OpenVPN CLIENT LIST
Updated,2026-12-02 09:51:00
Common Name,Real Address,Bytes Received,Bytes Sent,Connected Since
s.bianchi,203.0.113.201:51544,18822311,201877332,2026-12-02 08:02:19
j.garcia,198.51.100.210:40112,911200,12011873,2026-12-02 09:12:44
ROUTING TABLE
Virtual Address,Common Name,Real Address,Last Ref
10.8.0.6,s.bianchi,203.0.113.201:51544,2026-12-02 09:50:58"""
)
la(
    """2026-12-02 08:02:19 203.0.113.201:51544 VERIFY OK: depth=0, CN=s.bianchi
2026-12-02 08:02:19 203.0.113.201:51544 peer info: IV_VER=2.6.8
2026-12-02 08:02:19 203.0.113.201:51544 Control Channel: TLSv1.3, cipher TLSv1.3 TLS_AES_256_GCM_SHA384, peer certificate: 2048 bits RSA, signature: RSA-SHA256
2026-12-02 08:02:19 s.bianchi/203.0.113.201:51544 peer-id=3 assigned, cert SHA256 fingerprint {0}""",
    ":".join(r(2, UPPER_HEX) for _ in range(32)),
)
la(
    """[Interface]
Address = 10.200.0.2/32
# PrivateKey is injected at boot from /etc/wireguard/private.key (chmod 600), not in git

[Peer]
PublicKey = {0}
Endpoint = 203.0.113.66:51820
AllowedIPs = 10.200.0.0/16, 172.31.255.0/30
PersistentKeepalive = 25""",
    wgkey(),
)

# ============================================================ look-alikes: SNMP, RADIUS
la(
    """$ snmpwalk -v3 -l authPriv -u librenms -a SHA -A "$SNMP_AUTH" -x AES -X "$SNMP_PRIV" 10.9.1.7 IF-MIB::ifDescr | head -3
IF-MIB::ifDescr.1 = STRING: GigabitEthernet0/0
IF-MIB::ifDescr.8 = STRING: TenGigabitEthernet1/1/1
IF-MIB::ifDescr.9 = STRING: TenGigabitEthernet1/1/2"""
)
la(
    """# /etc/snmp/snmpd.conf
sysLocation  DC2 row F rack 12
sysContact   noc@example.net
rouser nmsadmin authpriv .1
includeFile /etc/snmp/snmpd.users.conf   # v3 users (root-only, managed by puppet, not in this repo)
engineID {0}""",
    "0x80001f8880" + r(16, HEX),
)
la(
    """core-sw01#show snmp user

User name: librenms
Engine ID: 800000090300{0}
storage-type: nonvolatile        active
Authentication Protocol: SHA
Privacy Protocol: AES128
Group-name: NMS-RO""",
    r(12, UPPER_HEX),
)
la(
    """client wlc-floor3 {
	ipaddr = 10.30.3.10
	secret = $ENV{RADIUS_SECRET_WLC_F3}
	require_message_authenticator = yes
	shortname = wlc-f3
}"""
)
la(
    """(12) Received Access-Request Id 117 from 10.30.3.10:32771 to 10.20.0.41:1812 length 212
(12)   User-Name = "host/lt-0442.corp.example"
(12)   Calling-Station-Id = "{0}"
(12)   NAS-Port-Type = Wireless-802.11
(12)   EAP-Message = 0x0201001a0d00
(12)   Message-Authenticator = 0x{1}
(12) Sent Access-Accept Id 117 from 10.20.0.41:1812 to 10.30.3.10:32771 length 0
(12)   Class = 0x{2}""",
    mac().replace(":", "-").upper(),
    r(32, HEX),
    r(24, HEX),
)
la(
    """El secreto compartido de RADIUS para los nuevos AP no lo pongo aquí: está en el Vault, ruta secret/red/radius/wlc-floor3. Si necesitas rotarlo, cámbialo primero en ISE y luego en la WLC, en ese orden."""
)

# ============================================================ look-alikes: VoIP and telecom
la(
    """pbx*CLI> sip show peers
Name/username             Host                                    Dyn Forcerport Comedia    ACL Port     Status      Description
carrier-es/34911223344    185.40.12.7                                 No         No             5060     OK (23 ms)
6001/6001                 10.60.1.41                               D  Yes        Yes            5062     OK (3 ms)
2 sip peers [Monitored: 2 online, 0 offline Unmonitored: 0 online, 0 offline]"""
)
la(
    """pbx*CLI> pjsip show endpoints
 Endpoint:  <Endpoint/CID.....................................>  <State.....>  <Channels.>
==========================================================================================
 Endpoint:  6001                                                 Not in use    0 of inf
     InAuth:  6001-auth/6001
        Aor:  6001                                               2
      Contact:  6001/sip:6001@10.60.1.41:5062;transport=udp      {0} Avail        3.112""",
    r(10, HEX),
)
la(
    """INVITE sip:+34911223344@sip.carrier-es.example SIP/2.0
Via: SIP/2.0/UDP 198.51.100.5:5060;branch=z9hG4bK{0};rport
From: "Recepcion" <sip:34911223300@sip.carrier-es.example>;tag={1}
To: <sip:+34911223344@sip.carrier-es.example>
Call-ID: {2}@198.51.100.5
CSeq: 102 INVITE
Contact: <sip:34911223300@198.51.100.5:5060>
Content-Type: application/sdp
Content-Length: 241""",
    r(10, ALNUM),
    r(8, HEX),
    r(32, HEX),
)
la(
    """SIP/2.0 401 Unauthorized
Via: SIP/2.0/UDP 10.60.1.41:5062;branch=z9hG4bK{0};received=10.60.1.41
From: <sip:6001@pbx.office.example>;tag={1}
To: <sip:6001@pbx.office.example>;tag=as{2}
Call-ID: {3}
CSeq: 21 REGISTER
WWW-Authenticate: Digest algorithm=MD5, realm="asterisk", nonce="{4}"
Content-Length: 0""",
    r(12, ALNUM),
    r(10, DIGITS),
    r(8, HEX),
    uuid4(),
    r(8, HEX),
)
la(
    """; pjsip.conf.j2
[{{ trunk.name }}-auth]
type=auth
auth_type=userpass
username={{ trunk.username }}
password={{ vault_sip_trunks[trunk.name] }}"""
)
la(
    """# kamailio.cfg
#!substdef "!DBURL!$env(KAMAILIO_DBURL)!g"
loadmodule "auth_db.so"
modparam("auth_db", "db_url", "DBURL")
modparam("auth_db", "calculate_ha1", yes)
modparam("auth_db", "password_column", "password")"""
)
la(
    """$ kamctl ul show 6001
Domain:: location table=1024 records=2 max_slot=1
	AOR:: 6001@pbx.office.example
		Contact:: sip:6001@10.60.1.41:5062;transport=udp Q=
			Expires:: 291
			Callid:: {0}
			Cseq:: 22
			User-agent:: Yealink SIP-T54W 96.86.0.75
			Received:: sip:10.60.1.41:5062""",
    uuid4(),
)
la(
    """{
  "account_sid": "AC{0}",
  "sid": "TK{1}",
  "friendly_name": "roma-pbx-trunk",
  "domain_name": "acme-roma.pstn.twilio.com",
  "secure": true,
  "credential_list_sid": "CL{2}",
  "date_created": "2026-11-30T10:12:44Z"
}""",
    r(32, HEX),
    r(32, HEX),
    r(32, HEX),
)
la(
    """$ curl -s -u "$PLIVO_AUTH_ID:$PLIVO_AUTH_TOKEN" https://api.plivo.com/v1/Account/$PLIVO_AUTH_ID/Endpoint/ | jq '.objects[] | {endpoint_id, username, sip_uri}'
{
  "endpoint_id": "{0}",
  "username": "deskphone12{1}",
  "sip_uri": "sip:deskphone12{1}@phone.plivo.com"
}""",
    r(14, DIGITS),
    r(12, DIGITS),
)
la(
    """2026-12-02 09:14:07.551 DEBUG [smpp-client-1] > submit_sm seq=2 service_type= source_addr=ACME dest_addr=393471234567 data_coding=0 registered_delivery=1 short_message_len=42
2026-12-02 09:14:07.602 DEBUG [smpp-client-1] < submit_sm_resp seq=2 status=ESME_ROK message_id={0}
2026-12-02 09:14:11.020 DEBUG [smpp-client-1] < deliver_sm seq=88 id:{0} sub:001 dlvrd:001 stat:DELIVRD err:000""",
    r(16, HEX),
)
la(
    """Kannel bearerbox version `1.4.5'.
Status: running, uptime 3d 2h 11m 40s
WDP: received 0 (0 queued), sent 0 (0 queued)
SMS: received 1882 (0 queued), sent 20177 (0 queued), store size 0
SMS: inbound (0.01,0.02,0.01) msg/sec, outbound (0.33,0.41,0.29) msg/sec
SMSC connections:
    carrier-it[carrier-it] SMPP:smpp.carrier-it.example:2775/2775:acme_it:VMA (online 266700s, rcvd: sms 1882 / dlr 20101, sent: sms 20177 / dlr 0, failed 0, queued 0 msgs)"""
)
la(
    """Diameter Protocol
    Version: 0x01
    Flags: 0x80, Request
    Command Code: 272 Credit-Control
    ApplicationId: Diameter Credit Control Application (4)
    Hop-by-Hop Identifier: 0x{0}
    End-to-End Identifier: 0x{1}
    AVP: Session-Id(263) val=pgw01.epc.example;{2};{3}
    AVP: Origin-Host(264) val=pgw01.epc.example
    AVP: Origin-Realm(296) val=epc.mnc001.mcc214.3gppnetwork.org
    AVP: Destination-Realm(283) val=epc.mnc001.mcc214.3gppnetwork.org
    AVP: CC-Request-Type(416) val=INITIAL_REQUEST (1)""",
    r(8, HEX),
    r(8, HEX),
    r(10, DIGITS),
    r(8, DIGITS),
)
la(
    """$ tshark -r sip-trunk.pcap -Y 'sip.Method == "REGISTER"' -T fields -e frame.time_relative -e ip.src -e sip.from.user -e sip.Status-Code
0.000000	10.60.1.41	6001
0.012113	10.60.1.1	6001	401
0.019882	10.60.1.41	6001
0.031004	10.60.1.1	6001	200"""
)

# ============================================================ look-alikes: prose
la(
    """Heads-up for Thursday's change window: we are rotating the TACACS+ key on all IOS-XE boxes. The new key is already in Vault (secret/net/tacacs/current); the Ansible play reads it from there and pushes it with no_log. Please do not paste show run output from the ASAs into the ticket afterwards, even though the ASA masks keys as *****."""
)
la(
    """Nota per il cambio di giovedì: ruotiamo la PSK del tunnel verso Napoli. La nuova chiave NON va scritta nel ticket né in chat; la trovate in 1Password, voce "IPsec HQ-Napoli (2026-12)". Prima si aggiorna lo strongSwan di Napoli, poi il FortiGate di sede."""
)
la(
    """Ojo con las community SNMP: en los switches de Madrid todavía hay una community de escritura heredada. La vamos a eliminar y pasar todo a SNMPv3 con authPriv. No hace falta que me mandes el valor actual, la borro directamente con "no snmp-server community" desde Ansible."""
)
la(
    """Cisco の type 7 パスワードは暗号化ではなく簡単に復号できるエンコードなので、show run の出力をチケットに貼るときは必ず Oxidized のマスク済みバックアップを使ってください。enable secret は type 9 (scrypt) に統一済みです。"""
)
la(
    """大阪DCの新しいリーフスイッチ (leaf-osk-05/06) の管理IPは 10.81.0.15 と 10.81.0.16 です。シリアル番号は {0} と {1}、NetBox には登録済みです。パスワードは別途 1Password で共有します。""",
    "JPE" + r(8, DIGITS),
    "JPE" + r(8, DIGITS),
)
la(
    """Per i nuovi switch di Lecce: VLAN 10 dati, 20 voce, 120 gestione, 300-310 ospiti. Uplink su Te1/1/1 verso dist-sw-07, LACP attivo. La community SNMP è quella standard del sito, già nel template; niente da configurare a mano."""
)
la(
    """FYI the image we are rolling out is c8000v-universalk9.17.09.04a.SPA.bin, SHA512 from software.cisco.com:
{0}
Run verify /sha512 after the copy and compare before setting the boot variable.""",
    r(128, HEX),
)
la(
    """Rotation checklist for the SIP trunk credentials (Twilio credential list CL..., Vonage trunk): 1) create the new credential next to the old one, 2) update pjsip.conf from the vault template, 3) reload res_pjsip, 4) confirm REGISTER gets 200 OK in sngrep, 5) delete the old credential. No passwords go in this doc."""
)


# ============================================================ self-check
assert len(SECRETS) == 100, len(SECRETS)
assert len(LOOK_ALIKES) == 100, len(LOOK_ALIKES)
for _kind, _text, _secret in SECRETS:
    assert isinstance(_kind, str) and _kind.count("/") == 1, _kind
    assert all(_kind.split("/")), _kind
    for _piece in _secret if isinstance(_secret, tuple) else (_secret,):
        assert _piece and _piece in _text, (_kind, _piece)
_texts = [t for _, t, _ in SECRETS] + LOOK_ALIKES
assert len(set(_texts)) == len(_texts), "duplicate texts"
