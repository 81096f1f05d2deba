r"""Held-out batch 49: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py (the batch format);
(2) lines 1-130 of bench/heldout/batch19.py (its docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split, la, copied here unchanged); (3) the
"Theme" paragraphs of earlier batches (a grep of "^Theme" with 12 lines after); (4) a grep
of the kind names passed to add() and add_split() in earlier batches.

Theme: carrier and ISP operations beyond the device configs an earlier batch covered
(that one held Cisco, Junos, MikroTik, FortiGate, FreeRADIUS clients.conf, Asterisk
sip.conf and pjsip.conf, Kannel and Jasmin, under "net/"). New kinds, all under the
"carrier/" prefix: routing registries and RPKI (IRR mntner password lines in mail
updates, RIPE REST password query, ARIN API keys, PeeringDB Api-Key headers, IX-API
secrets, Krill admin tokens, irrd redis URL, hyperglass device credentials), BGP session
keys in BIRD, OpenBGPD, FRR, GoBGP, ExaBGP, IOS-XR password clear and Nokia SR OS
MD-CLI, Huawei VRP typed commands, OLT and ONT provisioning (Huawei and ZTE GPON,
PPPoE WAN, Wi-Fi PSKs), TR-069 (GenieACS provisions, CPE parameter dumps), BNG and AAA
(accel-ppp chap-secrets, FreeRADIUS sql module, radcheck rows, radclient CoA secrets, NAS
CSV inventories), mobile core (pySim CSV Ki/OPc, open5gs-dbctl, ADM keys, eSIM activation
codes, Open5GS Mongo URI), SIP and PBX (Kamailio DBURL, FreeSWITCH gateways and
event socket, Yeastar, Yealink and Polycom provisioning, sipp, baresip, linphonerc,
pjsip wizard), SIP trunk and SMS APIs (voip.ms, DIDWW, Flowroute, thinQ, PlaySMS,
smpplib, Altiria, LabsMobile, eSMS.vn, Viettel brandname SOAP, Zalo OA, SMS Gateway for
Android), automation and OSS (Netmiko, NAPALM, ansible-vault view, Junos INI inventories,
gnmic flags and YAML, Telegraf gNMI, Nautobot secrets, Cisco NSO authgroups and RESTCONF,
Salt proxy pillars, Zabbix SNMPv3 macros, Unimus, phpIPAM, Meraki, Mist, vManage,
UISP, Splynx, Sonar, Cambium cnMaestro, Nokia NSP, PowerDNS, Knot TSIG, Kea control
agent, CGRateS, CDR mediation SFTP), TL1 ACT-USER and ENT-USER on optical gear, plink
and expect scripts, a base64 Kubernetes Secret, and NOC ticket hand-overs in English,
Spanish and Vietnamese, some split over two messages or wrapped by a terminal.
Look-alikes are the same tools and files without a secret: ROA and VRP listings, ASNs,
prefixes, IRR objects with filtered auth, TAL public keys, subject key identifiers,
PeeringDB and ARIN public ids, IMSIs, ICCIDs, IMEIs and test PLMNs, Diameter Session-Ids,
SIP Call-IDs, branches and server nonces, RADIUS accounting session ids, image checksums,
serial numbers, MAC addresses, env and vault references, Jinja and Ansible variables,
masked values, placeholders, and prose in English, Spanish and Vietnamese about rotating
keys and where they are kept.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(49_2026_12_07)
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

_WORDS = [
    "fibra", "antena", "router", "tortuga", "mango", "nocturno", "girasol", "cometa",
    "sonrisa", "tiburon", "hoasen", "caphe", "mientay", "sapa", "bienxanh", "halong",
    "trungthu", "lotus", "falcon", "copper", "lambda", "spine", "orbit", "pelican",
]
_LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"})


def hpw() -> str:
    """A password a person would choose: words, digits, a symbol, maybe leetspeak."""
    w1, w2 = _rng.choice(_WORDS), _rng.choice(_WORDS)
    style = _rng.randrange(4)
    if style == 0:
        return w1.capitalize() + _rng.choice("#!@.") + w2 + r(2, DIGITS)
    if style == 1:
        return (w1 + w2).translate(_LEET).capitalize() + r(3, DIGITS) + _rng.choice("!$%")
    if style == 2:
        return w1.capitalize() + r(4, DIGITS) + _rng.choice("*?!") + w2.upper()[:3]
    return _rng.choice(["Mi", "La", "Em", "Anh"]) + w1.capitalize() + "-" + w2 + "-" + r(2, DIGITS)


def hexk(n: int) -> str:
    return r(n, HEX)


def hexu(n: int) -> str:
    return r(n, UPPER_HEX)


# ============================================================ secrets
add("carrier/irr-mail-update-password-line",
    """From: noc@fibranet.example
To: auto-dbm@ripe.net
Subject: NEW

route:          203.0.113.0/24
descr:          FibraNet customer aggregate
origin:         AS64511
mnt-by:         FIBRANET-MNT
source:         RIPE
password:       {0}
""", hpw())

add("carrier/ripe-rest-password-query",
    "$ curl -s -X PUT -H 'Content-Type: application/json' --data @route6.json \\\n"
    "    'https://rest.db.ripe.net/ripe/route6/2001db8::/32AS64511?password={0}' | jq .errormessages",
    pw())

add("carrier/arin-api-key-url",
    "POST https://reg.arin.net/rest/net/NET-198-51-100-0-1/reassign?apikey={0}\n"
    "Content-Type: application/xml\n<customer xmlns=\"http://www.arin.net/regrws/core/v1\">...",
    "API-" + "-".join(r(4, UPPER_NUM) for _ in range(4)))

add("carrier/peeringdb-api-key-header",
    """import requests
s = requests.Session()
s.headers["Authorization"] = "Api-Key {0}"
ix = s.get("https://www.peeringdb.com/api/netixlan", params={"asn": 64511}).json()
""", r(8, URLSAFE) + "." + r(32, URLSAFE))

add("carrier/ix-api-token-request",
    """POST /api/v2/auth/token HTTP/1.1
Host: ixapi.ix.example.net
Content-Type: application/json

{"api_key": "{1}", "api_secret": "{0}"}""", b64url(36), r(16, LOWER_NUM))

add("carrier/krill-admin-token-env",
    """# /etc/default/krill  (read by systemd unit)
KRILL_ADMIN_TOKEN={0}
KRILL_LOG_LEVEL=info
KRILL_DATA=/var/lib/krill/data
""", r(44, ALNUM))

add("carrier/krillc-token-flag",
    "noc@rpki01:~$ krillc roas list --ca fibranet --server https://localhost:3000/ --token {0}\n"
    "203.0.113.0/24-24 => 64511\n2001:db8::/32-48 => 64511",
    hexk(32))

add("carrier/bird-bgp-password",
    """protocol bgp ixp_rs1 from ixp_peer {
    description "IXP route server 1";
    neighbor 192.0.2.251 as 64496;
    password "{0}";
    ipv4 { import filter rs_in; export filter rs_out; };
}""", hpw())

add("carrier/openbgpd-tcp-md5sig",
    """group "transit" {
	remote-as 64500
	neighbor 198.51.100.9 {
		descr "upstream-a"
		tcp md5sig password {0}
	}
}""", r(18, ALNUM))

add("carrier/frr-neighbor-password-vtysh",
    """pe2# show running-config bgpd
router bgp 64511
 bgp router-id 10.255.0.2
 neighbor 10.255.0.1 remote-as 64511
 neighbor 10.255.0.1 update-source lo
 neighbor 203.0.113.254 remote-as 64499
 neighbor 203.0.113.254 password {0}
 !
 address-family ipv4 unicast
  neighbor 203.0.113.254 route-map CUST-IN in""", pw())

add("carrier/gobgp-toml-auth-password",
    """[[neighbors]]
  [neighbors.config]
    neighbor-address = "2001:db8:ffff::1"
    peer-as = 64499
    auth-password = "{0}"
""", r(20, ALNUM))

add("carrier/exabgp-md5-password",
    """neighbor 192.0.2.77 {
    router-id 192.0.2.10;
    local-address 192.0.2.10;
    local-as 64511;
    peer-as 64511;
    md5-password "{0}";
    family { ipv4 flow; }
}""", hpw())

add("carrier/iosxr-password-clear",
    """RP/0/RSP0/CPU0:asr9k-core1(config)#router bgp 64511
RP/0/RSP0/CPU0:asr9k-core1(config-bgp)#neighbor 198.51.100.33
RP/0/RSP0/CPU0:asr9k-core1(config-bgp-nbr)#password clear {0}
RP/0/RSP0/CPU0:asr9k-core1(config-bgp-nbr)#commit""", hpw())

add("carrier/sros-mdcli-authentication-key",
    """[ex:/configure router "Base" bgp group "ebgp-transit"]
A:admin@pe-mad-01# authentication-key "{0}"

[ex:/configure router "Base" bgp group "ebgp-transit"]
A:admin@pe-mad-01# commit""", pw())

add("carrier/huawei-vrp-local-user-typed",
    """[~BRAS-HN-01-aaa]local-user noc-vendor password irreversible-cipher {0}
[*BRAS-HN-01-aaa]local-user noc-vendor service-type ssh
[*BRAS-HN-01-aaa]local-user noc-vendor level 3
[*BRAS-HN-01-aaa]commit""", hpw())

add("carrier/huawei-olt-ont-password-auth",
    """MA5800-X7(config-if-gpon-0/2)#ont add 5 12 password-auth {0} always-on omci ont-lineprofile-id 20 ont-srvprofile-id 20 desc "KH-0093821"
  Number of ONTs that can be added: 1, success: 1
  PortID :5, ONTID :12""", r(10, DIGITS))

add("carrier/zte-olt-pppoe-wan",
    """ZXAN(config)#pon-onu-mng gpon-onu_1/3/7:22
ZXAN(gpon-onu-mng 1/3/7:22)#wan-ip 1 mode pppoe username hn_ftth_0938221 password {0} vlan-profile inet host 1
ZXAN(gpon-onu-mng 1/3/7:22)#exit""", r(8, LOWER_NUM))

add("carrier/genieacs-provision-connreq-password",
    """// provisions/default.js
const now = Date.now();
declare("InternetGatewayDevice.ManagementServer.ConnectionRequestUsername", {value: now}, {value: "acs-cr"});
declare("InternetGatewayDevice.ManagementServer.ConnectionRequestPassword", {value: now}, {value: "{0}"});
declare("InternetGatewayDevice.ManagementServer.PeriodicInformInterval", {value: now}, {value: 3600});""",
    r(16, ALNUM))

add("carrier/tr069-cpe-parameter-dump",
    """GetParameterValuesResponse  (serial 48575443A1B2C3D4)
  Device.ManagementServer.URL                 = http://acs.isp.example:7547/
  Device.ManagementServer.Username            = cpe-48575443
  Device.ManagementServer.Password            = {0}
  Device.ManagementServer.PeriodicInformEnable = true""", pw())

add("carrier/accel-ppp-chap-secrets",
    """# /etc/ppp/chap-secrets  (accel-ppp, chap-secrets module)
# client            server  secret              ip
cliente0412         *       {0}            100.64.12.18
cliente0413         *       {1}            100.64.12.19""", hpw(), hpw())

add("carrier/freeradius-sql-module-password",
    """sql {
	dialect = "mysql"
	driver = "rlm_sql_${dialect}"
	server = "db-aaa.int"
	port = 3306
	login = "radius"
	password = "{0}"
	radius_db = "radius"
}""", pw())

add("carrier/radcheck-insert-cleartext",
    "mysql> INSERT INTO radcheck (username, attribute, op, value) VALUES ('ftth-0938221@isp', 'Cleartext-Password', ':=', '{0}');\n"
    "Query OK, 1 row affected (0.01 sec)", hpw())

add("carrier/radclient-coa-secret-positional",
    """$ echo "User-Name=ftth-0938221@isp,Acct-Session-Id=0A1B2C3D" | radclient -x 10.20.0.11:3799 disconnect {0}
Sent Disconnect-Request Id 71 from 0.0.0.0:41222 to 10.20.0.11:3799 length 52
Received Disconnect-ACK Id 71 from 10.20.0.11:3799 to 0.0.0.0:41222 length 20""", r(22, ALNUM))

add("carrier/nas-inventory-csv-secret",
    """nasname,shortname,type,ports,secret,description
10.20.0.11,bras-hn-01,other,,{0},Huawei ME60 Ha Noi
10.20.0.12,bras-hcm-01,other,,{1},Huawei ME60 HCM""", r(24, ALNUM), r(24, ALNUM))

add_split("carrier/pysim-csv-ki-opc",
    """iccid,imsi,ki,opc,acc
8988211000000123456,001010000012345,{0},{1},0001""", hexu(32), hexu(32))

add_split("carrier/open5gs-dbctl-add",
    "$ sudo ./misc/db/open5gs-dbctl add 999700000000001 {0} {1}\nwriting subscriber 999700000000001 ... done",
    hexk(32), hexk(32))

add("carrier/pysim-adm-key-flag",
    "./pySim-prog.py -p0 -t sysmoISIM-SJA2 -a {0} -x 999 -y 70 -n LabNet --iccid 8988211000000123457 --imsi 999700000000002",
    r(8, DIGITS))

add("carrier/esim-activation-code",
    "Here's the eSIM for the field tech's test phone, scan or type it in Settings:\nLPA:1$smdp.operator.example$" + "{0}",
    "-".join(r(5, UPPER_NUM) for _ in range(4)))

add("carrier/open5gs-mongo-uri",
    """# /etc/open5gs/hss.yaml
db_uri: mongodb://open5gs:{0}@mongo-core.lab:27017/open5gs?authSource=admin
logger:
  file:
    path: /var/log/open5gs/hss.log""", pw())

add("carrier/kamailio-dburl-define",
    """#!ifdef WITH_MYSQL
#!define DBURL "mysql://kamailio:{0}@127.0.0.1/kamailio"
#!endif
loadmodule "usrloc.so"
modparam("usrloc", "db_url", DBURL)""", pw())

add("carrier/freeswitch-gateway-xml",
    """<include>
  <gateway name="trunk-es-mad">
    <param name="username" value="34910000123"/>
    <param name="password" value="{0}"/>
    <param name="proxy" value="sip.trunk-proveedor.es"/>
    <param name="register" value="true"/>
  </gateway>
</include>""", r(14, ALNUM))

add("carrier/fs-cli-password-flag",
    "root@fs01:~# fs_cli -H 127.0.0.1 -P 8021 -p {0} -x 'sofia status gateway trunk-es-mad'",
    hpw())

add("carrier/yeastar-api-client-secret",
    """curl -s -X POST https://pbx.oficina.example:8088/openapi/v1.0/get_token \\
  -H 'Content-Type: application/json' \\
  -d '{"username":"{1}","password":"{0}"}'""", r(32, ALNUM), r(20, ALNUM))

add("carrier/yealink-provisioning-cfg",
    """#!version:1.0.0.1
account.1.enable = 1
account.1.label = Recepcion 201
account.1.auth_name = 201
account.1.user_name = 201
account.1.password = {0}
account.1.sip_server.1.address = pbx.oficina.example""", r(12, ALNUM))

add("carrier/polycom-xml-auth-password",
    """<reg reg.1.address="2201" reg.1.auth.userId="2201" reg.1.auth.password="{0}" reg.1.server.1.address="sip.isp.example" reg.1.server.1.port="5060"/>""",
    pw())

add("carrier/sipp-ap-flag",
    "sipp -sf uac_register.xml -s 2001 -au 2001 -ap {0} -i 10.30.0.5 -r 20 -m 500 sbc-lab.isp.example:5060",
    hpw())

add("carrier/baresip-accounts-auth-pass",
    """# ~/.baresip/accounts
<sip:3001@pbx.isp.example;transport=tls>;auth_pass={0};regint=600;outbound="sip:sbc.isp.example;transport=tls\"""",
    r(16, ALNUM))

add("carrier/linphonerc-auth-info",
    """[auth_info_0]
username=soporte-nivel2
userid=soporte-nivel2
passwd={0}
realm=sip.isp.example
domain=sip.isp.example""", hpw())

add("carrier/pjsip-wizard-outbound-auth",
    """[trunk-vn]
type = wizard
sends_auth = yes
sends_registrations = yes
remote_hosts = sip.nhamang.example.vn
outbound_auth/username = 842873001234
outbound_auth/password = {0}
endpoint/context = from-trunk""", r(15, ALNUM))

add("carrier/flowroute-basic-auth",
    "curl -u {1}:{0} https://api.flowroute.com/v2/numbers?limit=20",
    r(32, ALNUM), r(8, DIGITS))

add("carrier/voipms-api-password-query",
    "GET https://voip.ms/api/v1/rest.php?api_username=noc%40isp.example&api_password={0}&method=getBalance&advanced=1",
    hpw())

add("carrier/didww-api-key-header",
    """HTTP request (debug):
> GET /v3/dids?filter[number]=34910000123 HTTP/2
> Host: api.didww.com
> Api-Key: {0}
> Accept: application/vnd.api+json""", r(32, LOWER_NUM))

add("carrier/thinq-token-query",
    "wget -qO- 'https://api.thinq.com/account/21534/origination/did/search2/did/{1}?token={0}'",
    hexk(40), "12125550123")

add("carrier/playsms-webservice-token",
    "http://sms.isp.example/index.php?app=ws&u=noc&h={0}&op=pv&to=84901234567&msg=BRAS-HN-01+down",
    hexk(32))

add("carrier/smpplib-bind-password",
    """client = smpplib.client.Client("smsc.aggregator.example", 2775)
client.connect()
client.bind_transceiver(system_id="ispnoc01", password="{0}")
client.send_message(source_addr="NOC", destination_addr="84901234567", short_message=b"BRAS down")""",
    r(8, ALNUM))

add("carrier/altiria-json-passwd",
    """{
  "credentials": {"login": "noc@fibranet.example", "passwd": "{0}"},
  "destination": ["34600000000"],
  "message": {"msg": "Corte de fibra en Getafe, ticket INC-20931", "senderId": "FibraNet"}
}""", hpw())

add("carrier/labsmobile-curl-user-token",
    "curl -s -u 'noc@fibranet.example:{0}' -H 'Content-Type: application/json' -d @aviso.json https://api.labsmobile.com/json/send",
    r(32, ALNUM))

add_split("carrier/esms-vn-json-keys",
    """payload = {
    "ApiKey": "{0}",
    "SecretKey": "{1}",
    "Phone": "0901234567",
    "Content": "Ma xac thuc cua ban la 482913",
    "Brandname": "FIBRAVN",
    "SmsType": "2",
}""", hexu(32), hexu(32))

add("carrier/viettel-brandname-soap-password",
    """<soapenv:Body>
  <impl:wsCpMt>
    <User>fibravn_cp</User>
    <Password>{0}</Password>
    <CPCode>FIBRAVN</CPCode>
    <UserID>84981234567</UserID>
    <Content>Thong bao bao tri dinh ky</Content>
  </impl:wsCpMt>
</soapenv:Body>""", hpw())

add("carrier/zalo-oa-secret-key-vi",
    "Anh ơi, app Zalo OA để gửi ZNS: app_id 4102938475610293847, secret_key là {0} — em để tạm đây, mai anh chuyển vào vault giúp em nhé.",
    r(20, ALNUM))

add("carrier/sms-gateway-android-basic",
    "curl -X POST -u sms:{0} -H 'Content-Type: application/json' http://192.168.88.40:8080/message -d '{\"message\":\"OLT-07 LOS\",\"phoneNumbers\":[\"+34600000000\"]}'",
    r(10, ALNUM))

add("carrier/netmiko-huawei-secret",
    """from netmiko import ConnectHandler
bras = ConnectHandler(device_type="huawei_vrpv8", host="10.20.0.11",
                      username="netauto", password="{0}", secret="{1}")
print(bras.send_command("display access-user domain isp | include total"))""", pw(), hpw())

add("carrier/napalm-optional-args-secret",
    """driver = napalm.get_network_driver("ios")
with driver("pe-bcn-02", "netauto", os.environ["NAPALM_PASSWORD"],
            optional_args={"secret": "{0}", "transport": "ssh"}) as dev:
    print(dev.get_bgp_neighbors()["global"]["peers"].keys())""", hpw())

add("carrier/ansible-vault-view-become",
    """$ ansible-vault view group_vars/pe_routers/vault.yml
Vault password:
vault_ansible_user: netauto
vault_ansible_password: {0}
vault_ansible_become_password: {1}""", pw(), hpw())

add("carrier/ansible-junos-ini-inventory",
    """[mx_edge]
mx-edge-hcm-01 ansible_host=10.40.0.1
mx-edge-hn-01  ansible_host=10.40.0.2

[mx_edge:vars]
ansible_network_os=junipernetworks.junos.junos
ansible_connection=ansible.netcommon.netconf
ansible_user=netauto
ansible_password={0}""", r(18, ALNUM))

add("carrier/gnmic-password-flag",
    "$ gnmic -a 10.40.0.1:57400 -u gnmi-ro -p {0} --skip-verify get --path /interfaces/interface[name=et-0/0/1]/state/counters",
    pw())

add("carrier/gnmic-config-yaml",
    """# ~/.gnmic.yaml
username: telemetry
password: {0}
skip-verify: true
encoding: json_ietf
targets:
  srl-leaf1:57400: {}
  srl-leaf2:57400: {}""", hpw())

add("carrier/telegraf-gnmi-input",
    """[[inputs.gnmi]]
  addresses = ["10.40.0.1:57400", "10.40.0.2:57400"]
  username = "telegraf"
  password = "{0}"
  encoding = "proto"
  redial = "10s"
  [[inputs.gnmi.subscription]]
    name = "ifcounters"
    path = "/interfaces/interface/state/counters"
    subscription_mode = "sample"
    sample_interval = "10s\"""", r(20, ALNUM))

add("carrier/nautobot-nbshell-secret-value",
    """>>> s = Secret.objects.get(name="tacacs-key-core")
>>> s.provider
'environment-variable'
>>> s.get_value()
'{0}'""", r(24, ALNUM))

add("carrier/zabbix-snmpv3-macro-api",
    """{"jsonrpc":"2.0","result":[{"hostmacroid":"3321","hostid":"10584","macro":"{$SNMPV3_AUTHPASS}","value":"{0}","type":"0"},
 {"hostmacroid":"3322","hostid":"10584","macro":"{$SNMPV3_USER}","value":"zbx-mon","type":"0"}],"id":1}""",
    hpw())

add("carrier/unimus-api-token-header",
    "curl -s -H 'Authorization: Bearer {0}' 'https://unimus.noc.example/api/v2/devices?page=0&size=50' | jq '.data[].address'",
    r(54, ALNUM))

add("carrier/meraki-api-key-header",
    """GET /api/v1/organizations/681155/networks HTTP/1.1
Host: api.meraki.com
X-Cisco-Meraki-API-Key: {0}
Accept: application/json""", hexk(40))

add("carrier/mist-api-token",
    """mist = requests.Session()
mist.headers.update({"Authorization": "Token {0}"})
sites = mist.get(f"https://api.eu.mist.com/api/v1/orgs/{ORG_ID}/sites").json()""", r(64, ALNUM))

add("carrier/vmanage-j-security-check",
    "curl -k -c cookies.txt -d 'j_username=admin&j_password={0}' https://vmanage.sdwan.example:8443/j_security_check",
    hpw())

add("carrier/uisp-x-auth-token",
    """$ http GET https://uisp.wisp.example/nms/api/v2.1/devices x-auth-token:{0}
HTTP/1.1 200 OK""", uuid4())

add_split("carrier/splynx-api-key-secret",
    """# splynx_sync.py
API_URL = "https://billing.wisp.example"
API_KEY = "{0}"
API_SECRET = "{1}"
api = SplynxApi(API_URL, API_KEY, API_SECRET)""", hexk(32), hexk(32))

add("carrier/sonar-bearer-token",
    """query = {"query": "{ accounts(paginator:{page:1,records_per_page:5}) { entities { id name } } }"}
r = httpx.post("https://fibranet.sonar.software/api/graphql", json=query,
               headers={"Authorization": "Bearer {0}"})""", jwt({"aud": "1", "jti": r(40, HEX), "sub": "14"}))

add("carrier/cnmaestro-client-secret",
    """cnMaestro API client created
  Client ID:     {1}
  Client Secret: {0}
  Expiry:        never""", r(40, ALNUM), r(16, ALNUM))

add("carrier/nokia-nsp-token-request",
    "curl -k -u 'nsp-automation:{0}' -d 'grant_type=client_credentials' https://nsp.core.example/rest-gateway/rest/api/v1/auth/token",
    hpw())

add("carrier/powerdns-api-key-conf",
    """# /etc/powerdns/pdns.conf
launch=gmysql
api=yes
api-key={0}
webserver-address=127.0.0.1
webserver-allow-from=127.0.0.1,10.0.0.0/8""", r(24, ALNUM))

add("carrier/knot-tsig-secret",
    """key:
  - id: xfr-secondary.isp.example
    algorithm: hmac-sha256
    secret: {0}

remote:
  - id: secondary
    address: 198.51.100.53
    key: xfr-secondary.isp.example""", b64(32))

add("carrier/kea-ctrl-agent-basic-auth",
    """"Control-agent": {
    "http-host": "10.50.0.2",
    "http-port": 8000,
    "authentication": {
        "type": "basic",
        "realm": "kea-dhcp",
        "clients": [ { "user": "stork", "password": "{0}" } ]
    }
}""", pw())

add("carrier/cgrates-json-db-password",
    """"stor_db": {
    "db_type": "*mysql",
    "db_host": "127.0.0.1",
    "db_port": 3306,
    "db_name": "cgrates",
    "db_user": "cgrates",
    "db_password": "{0}"
},""", hpw())

add("carrier/cdr-mediation-sftp-yaml",
    """collectors:
  - name: msc-hcm-02
    protocol: sftp
    host: 10.60.1.12
    user: cdrpull
    password: "{0}"
    remote_dir: /export/cdr/closed
    pattern: "MSC02_*.dat"
    poll_interval: 300""", hpw())

add("carrier/tl1-act-user",
    """< ACT-USER:NE-MAD-ROADM-03:NOCADMIN:CT01::{0};

   NE-MAD-ROADM-03 26-12-07 05:41:12
M  CT01 COMPLD
;""", r(10, ALNUM) + "#")

add("carrier/tl1-ent-user-secu",
    "ENT-USER-SECU::FIELDTECH2:CT07::{0},,UAP=A3,TMOUT=30;",
    hpw())

add("carrier/cisco-nso-authgroup",
    """admin@ncs(config)# devices authgroups group pe-routers default-map remote-name netauto remote-password {0}
admin@ncs(config-group-pe-routers)# commit
Commit complete.""", pw())

add("carrier/nso-restconf-basic",
    "curl -is -u admin:{0} -H 'Accept: application/yang-data+json' http://nso.oss.example:8080/restconf/data/tailf-ncs:devices/device=pe-mad-01/live-status",
    hpw())

add("carrier/salt-napalm-proxy-pillar",
    """# /srv/pillar/pe-bcn-02.sls
proxy:
  proxytype: napalm
  driver: iosxr
  host: pe-bcn-02.core.example
  username: salt
  passwd: {0}""", r(16, ALNUM))

add("carrier/hyperglass-devices-credential",
    """devices:
  - name: mx-edge-hcm-01
    address: 10.40.0.1
    platform: juniper
    credential:
      username: lg-ro
      password: {0}
    vrfs:
      - default: true""", pw())

add("carrier/irrd-redis-url",
    """irrd:
  database_url: 'postgresql:///irrd'
  redis_url: 'redis://:{0}@127.0.0.1:6379/2'
  piddir: /var/run/irrd/""", r(28, ALNUM))

add("carrier/phpipam-app-code-token",
    "$ curl -s -H 'token: {0}' https://ipam.isp.example/api/noc/subnets/search/100.64.0.0/10/ | jq .data[0].id",
    r(32, ALNUM))

add("carrier/plink-pw-flag",
    "C:\\noc> plink.exe -ssh -batch -pw {0} admin@10.20.0.12 \"display interface brief | include down\"",
    hpw())

add("carrier/expect-olt-send-password",
    """#!/usr/bin/expect -f
spawn telnet 10.70.0.7
expect "User name:"
send "root\\r"
expect "User password:"
send "{0}\\r"
expect "MA5800-X7>"
send "enable\\r\"""", hpw())

add("carrier/k8s-secret-radius-b64",
    """apiVersion: v1
kind: Secret
metadata:
  name: freeradius-clients
  namespace: aaa
type: Opaque
data:
  bras-hn-01-secret: {0}""", base64.b64encode(r(22, ALNUM).encode()).decode())

add("carrier/ont-wifi-psk-json",
    """{"ont_sn":"ZTEGC8A1B2C3","vlan":35,"pppoe_user":"hcm_ftth_1029384","wlan":{"ssid":"FIBRA_1029384","security":"WPA2-PSK","psk":"{0}"}}""",
    hpw())

add("carrier/pppoe-install-note-vi",
    """Phiếu lắp đặt FTTH — KH Nguyễn Văn An, Q.7
Modem: ZTE F670L, SN ZTEGC8A1B2C9
Tài khoản PPPoE: hcm_ftth_1029385
Mật khẩu PPPoE: {0}
Wi-Fi: FIBRA_1029385 / mật khẩu như trên tem modem""", r(8, LOWER_NUM))

add("carrier/noc-handover-en",
    """NOC shift handover 23:00 -> 07:00
- INC-20931 fibre cut Getafe: splicing crew on site, ETA 03:00
- pe-mad-01: vendor TAC asked for access, I created a temp local account on it:
  user tac-tmp / pass {0} (delete after case 69xxxx closes!)
- BGP to AS64500 flapping twice, dampened, no action yet""", hpw())

add("carrier/noc-handover-vi",
    """Bàn giao ca NOC 07:00
1. OLT-07 Bình Thạnh mất nguồn lúc 04:12, đã chạy máy phát.
2. Tài khoản quản trị OLT (root) đã đổi sang: {0}
3. Ticket INC-4471 chờ đối tác truyền dẫn phản hồi.""", hpw())

add("carrier/noc-handover-es",
    """Relevo de turno NOC — 7 dic
* BRAS-MAD-02 reiniciado a las 02:40 por fuga de memoria, sesiones PPPoE recuperadas.
* Para entrar por consola al BRAS usa el usuario noc-consola, la clave es {0}
* Pendiente: cambiar la clave RADIUS del NAS nuevo en Leganés.""", hpw())

add_split("carrier/split-chat-es-two-messages",
    """[02:14] marta.g: te paso la clave del troncal SIP del cliente Ferreterías López, va en dos trozos
[02:14] marta.g: primera parte: {0}
[02:15] jorge.r: ok
[02:15] marta.g: y el resto: {1}   (pegadas sin espacio)""", r(9, ALNUM), r(9, ALNUM))

add_split("carrier/split-chat-vi-two-messages",
    """[22:03] Tuấn: mật khẩu enable của switch core Q1 anh gửi 2 tin nhé
[22:03] Tuấn: phần đầu {0}
[22:04] Lan: dạ
[22:04] Tuấn: phần cuối {1}""", r(8, ALNUM), r(8, ALNUM))

add_split("carrier/split-terminal-wrapped-meraki",
    """$ echo $MERAKI_DASHBOARD_API_KEY
{0}
{1}
$ python3 meraki_audit.py --org 681155""", hexk(24), hexk(16))

add("carrier/peer-md5-email-prose",
    """Hi FibraNet NOC,

Thanks for the peering request at ESPANIX. Our side is configured:
  AS64499, 185.1.192.44 / 2001:7f8:f2:e1::44
  MD5 key: {0}
Max-prefix 500/100. Please bring up the session when ready.

-- Peering team""", r(16, ALNUM))

add("carrier/ripe-rpki-api-key-header",
    "curl -s -H 'ncc-api-authorization: {0}' https://my.ripe.net/api/rpki/roas | jq length",
    uuid4())

add("carrier/junos-commit-script-auth-key",
    """set protocols bgp group IX-HCM neighbor 203.0.113.61 peer-as 64498
set protocols bgp group IX-HCM neighbor 203.0.113.61 authentication-key "{0}"
set protocols bgp group IX-HCM neighbor 203.0.113.61 import IX-IN""", hpw())

add("carrier/huawei-snmp-community-typed",
    "[~CE6881-ACC-03]snmp-agent community write cipher {0} mib-view iso-view acl 2001",
    r(14, ALNUM))

add("carrier/onu-provisioner-snmp-write-yaml",
    """olt_defaults:
  vendor: vsol
  snmp:
    version: 2c
    read_community: public-ro-label
    write_community: {0}
  tftp_server: 10.70.0.2""", r(16, ALNUM))

add("carrier/bss-order-api-basic-encoded",
    """> POST /orders/v2/activation HTTP/1.1
> Host: bss.isp.example
> Authorization: Basic {0}
> Content-Type: application/json""", base64.b64encode(("oss-activator:" + pw()).encode()).decode())

add("carrier/oss-prose-en-slack",
    "fyi the Sonar→Splynx migration script needs the old Powercode DB login, it's powercode_ro with {0}, don't paste it in the ticket pls",
    pw())

la("""route:          203.0.113.0/24
descr:          FibraNet customer aggregate
origin:         AS64511
mnt-by:         FIBRANET-MNT
created:        2026-03-02T10:11:54Z
source:         RIPE""")
la("""mntner:         FIBRANET-MNT
admin-c:        FN123-RIPE
upd-to:         noc@fibranet.example
auth:           MD5-PW # Filtered
auth:           SSO # Filtered
mnt-by:         FIBRANET-MNT
source:         RIPE # Filtered""")
la("""noc@rpki01:~$ routinator vrps --format csv | grep AS64511
ASN,IP Prefix,Max Length,Trust Anchor
AS64511,203.0.113.0/24,24,ripe
AS64511,2001:db8::/32,48,ripe""")
la("""$ bgpq4 -4 -l CUST-AS64499-IN AS64499
no ip prefix-list CUST-AS64499-IN
ip prefix-list CUST-AS64499-IN permit 198.51.100.0/24
ip prefix-list CUST-AS64499-IN permit 203.0.113.128/25""")
la("""# ripe.tal (public trust anchor locator, shipped with every RP)
https://rpki.ripe.net/ta/ripe-ncc-ta.cer
rsync://rpki.ripe.net/ta/ripe-ncc-ta.cer

MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{0}IDAQAB""", b64(60).replace("+", "A").replace("/", "B").rstrip("="))
la("""krillc show --ca fibranet
Name:     fibranet
Base uri: rsync://krill.fibranet.example/repo/fibranet/
RRDP uri: https://krill.fibranet.example/rrdp/notification.xml
ID cert PEM hash: {0}
Resource Class: 0
Parent: ripencc
Current key: {1}""", hexk(64), hexu(40))
la("""export KRILL_ADMIN_TOKEN="$(cat /run/secrets/krill_admin_token)"
krillc list --server https://localhost:3000/ --token "$KRILL_ADMIN_TOKEN\"""")
la("""{"data":[{"id":20123,"org_id":29944,"name":"FibraNet","asn":64511,"irr_as_set":"AS-FIBRANET","info_prefixes4":500,"info_prefixes6":100,"policy_general":"Open","status":"ok"}],"meta":{}}""")
la("""s.headers["Authorization"] = f"Api-Key {os.environ['PEERINGDB_API_KEY']}"
# key is scoped read-only to org 29944; created in the PeeringDB UI, stored in 1Password "NOC / PeeringDB\"""")
la("ARIN handle: FIBRA-12, POC: NOC4521-ARIN, net: NET-198-51-100-0-1, parent NET-198-0-0-0-0, origin AS64511. API keys live in vault at secret/arin/regrws (not in this repo).")
la("""protocol bgp ixp_rs2 from ixp_peer {
    description "IXP route server 2";
    neighbor 192.0.2.252 as 64496;
    # no password: the IXP route servers do not use TCP-MD5
    ipv4 { import filter rs_in; export filter rs_out; };
}""")
la("""pe2# show bgp summary
BGP router identifier 10.255.0.2, local AS number 64511 vrf-id 0
Neighbor        V         AS   MsgRcvd   MsgSent   TblVer  InQ OutQ  Up/Down State/PfxRcd
10.255.0.1      4      64511     88213     88190        0    0    0 6d02h11m       912402
203.0.113.254   4      64499      2311      2402        0    0    0 1d03h44m           14""")
la("""router bgp 64511
 neighbor {{ item.peer_ip }} remote-as {{ item.peer_as }}
 neighbor {{ item.peer_ip }} password {{ vault_bgp_md5[item.peer_as] }}
 neighbor {{ item.peer_ip }} route-map CUST-IN in""")
la("""RP/0/RSP0/CPU0:asr9k-core1#show running-config router bgp 64511 neighbor 198.51.100.33
router bgp 64511
 neighbor 198.51.100.33
  remote-as 64500
  password encrypted <removed by show-tech sanitizer>
  address-family ipv4 unicast""")
la("""A:admin@pe-mad-01# info /configure router "Base" bgp group "ebgp-transit"
    peer-as 64500
    authentication-key "****" hash2
    import { policy ["TRANSIT-IN"] }""")
la("""<MA5800-X7>display ont info 0/2/5 12
  F/S/P                   : 0/2/5
  ONT-ID                  : 12
  Control flag            : active
  Run state               : online
  SN                      : 48575443A1B2C3D4 (HWTC-A1B2C3D4)
  Password                : -
  Loid                    : -
  Description             : KH-0093821""")
la("""ZXAN#show gpon onu detail-info gpon-onu_1/3/7:22
Name:                 ONU-1:22
Type:                 F670L
State:                ready
Serial number:        ZTEGC8A1B2C3
Password:             ********
Vport mode:           gemport""")
la("""declare("InternetGatewayDevice.ManagementServer.ConnectionRequestPassword", {value: now}, {value: ext("cr-creds", "password", args[0])});
// value comes from the ext script, which reads it from the OSS per serial; nothing stored here""")
la("""Device.DeviceInfo.Manufacturer         = ZTE
Device.DeviceInfo.SerialNumber         = ZTEGC8A1B2C3
Device.DeviceInfo.SoftwareVersion      = V9.0.11P1N12
Device.ManagementServer.Password       = (write-only, returns empty)
Device.ManagementServer.ParameterKey   = {0}   (config version marker set by the ACS)""", hexk(16))
la("""# /etc/ppp/chap-secrets is generated from RADIUS; do not edit.
# client            server  secret              ip
# (empty on this host: accel-ppp authenticates against radius 10.20.0.20)""")
la("""sql {
	dialect = "mysql"
	server = "db-aaa.int"
	login = "radius"
	password = $ENV{RADIUS_DB_PASSWORD}
	radius_db = "radius"
}""")
la("""mysql> SELECT username, attribute, op FROM radcheck WHERE username LIKE 'ftth-09382%';
+---------------------+--------------------+----+
| username            | attribute          | op |
+---------------------+--------------------+----+
| ftth-0938221@isp    | Cleartext-Password | := |
| ftth-0938222@isp    | Cleartext-Password | := |
+---------------------+--------------------+----+""")
la("""(0) Received Accounting-Request Id 188 from 10.20.0.11:2055 to 10.20.0.20:1813 length 301
(0)   Acct-Status-Type = Interim-Update
(0)   Acct-Session-Id = "{0}"
(0)   Framed-IP-Address = 100.64.12.18
(0)   Acct-Input-Octets = 918273645
(0)   NAS-Identifier = "bras-hn-01\"""", hexu(16))
la("""Received Access-Accept Id 17 from 10.20.0.20:1812 to 10.20.0.11:50112 length 62
	Message-Authenticator = 0x{0}
	Framed-Pool = "cgnat-hn"
	Mikrotik-Rate-Limit = "100M/100M\"""", hexk(32))
la("""nasname,shortname,type,ports,secret,description
10.20.0.11,bras-hn-01,other,,<vault:aaa/nas/bras-hn-01>,Huawei ME60 Ha Noi
10.20.0.12,bras-hcm-01,other,,<vault:aaa/nas/bras-hcm-01>,Huawei ME60 HCM""")
la("""iccid,imsi,msisdn,status
8988211000000123456,001010000012345,34600000001,active
8988211000000123457,001010000012346,34600000002,suspended""")
la("""$ sudo ./misc/db/open5gs-dbctl showfiltered
imsi: 999700000000001  ki: ****  opc: ****  apn: internet
imsi: 999700000000002  ki: ****  opc: ****  apn: ims""")
la("""[pySim-shell (00:MF/ADF.USIM)]> read_binary_decoded EF.IMSI
"001010000012345"
[pySim-shell (00:MF/ADF.USIM)]> read_binary_decoded EF.SPN
{"spn": "LabNet", "show_in_hplmn": true}""")
la("Test PLMN 001/01 and 999/70 are for lab use only; IMEI 356938035643809 is the TAC sample from the GSMA test range; ICCID 8988211000000123456 is the sysmocom sample card.")
la("""Diameter Gx CCR-I
  Session-Id: pgw01.epc.mnc070.mcc999.3gppnetwork.org;1733544012;{0}
  Origin-Host: pgw01.epc.mnc070.mcc999.3gppnetwork.org
  CC-Request-Type: INITIAL_REQUEST (1)
  Subscription-Id-Data: 999700000000001""", r(8, DIGITS))
la("""# /etc/open5gs/hss.yaml
db_uri: mongodb://mongo-core.lab/open5gs
# auth is by x509 client cert, see tls: below
logger:
  file:
    path: /var/log/open5gs/hss.log""")
la("""#!ifdef WITH_MYSQL
#!define DBURL "mysql://kamailio:$env(KAMAILIO_DB_PASSWORD)@127.0.0.1/kamailio"
#!endif""")
la("""INVITE sip:34910000123@sip.trunk-proveedor.es SIP/2.0
Via: SIP/2.0/UDP 10.80.0.5:5060;branch=z9hG4bK{0}
From: <sip:34910000999@fibranet.example>;tag={1}
Call-ID: {2}@10.80.0.5
CSeq: 102 INVITE
Contact: <sip:34910000999@10.80.0.5:5060>
Max-Forwards: 70""", r(16, LOWER_NUM), r(10, LOWER_NUM), uuid4())
la("""SIP/2.0 401 Unauthorized
Via: SIP/2.0/UDP 10.80.0.5:5060;branch=z9hG4bK{0}
WWW-Authenticate: Digest realm="sip.trunk-proveedor.es", nonce="{1}", algorithm=MD5, qop="auth"
Content-Length: 0""", r(16, LOWER_NUM), b64(24))
la("""freeswitch@fs01> sofia status gateway trunk-es-mad
Name       	trunk-es-mad
Profile    	external
Scheme     	Digest
Realm      	sip.trunk-proveedor.es
Username   	34910000123
Password   	yes
State      	REGED
Status     	UP (ping)""")
la("""<configuration name="event_socket.conf" description="Socket Client">
  <settings>
    <param name="listen-ip" value="127.0.0.1"/>
    <param name="listen-port" value="8021"/>
    <param name="password" value="$${event_socket_password}"/>
  </settings>
</configuration>""")
la("""account.1.enable = 1
account.1.label = Recepcion 202
account.1.auth_name = 202
account.1.user_name = 202
account.1.password = %PASSWORD_202%
account.1.sip_server.1.address = pbx.oficina.example""")
la("""<reg reg.1.address="2202" reg.1.auth.userId="2202" reg.1.auth.password="" reg.1.auth.optimizedInFailover="1" reg.1.server.1.address="sip.isp.example"/>
<!-- password injected by the provisioning server from the phone's MAC 0004f2{0} -->""", hexk(6))
la("sipp -sf uac_register.xml -s 2001 -au 2001 -ap \"$SIPP_PASS\" -i 10.30.0.5 -r 20 -m 500 sbc-lab.isp.example:5060")
la("""[auth_info_0]
username=soporte-nivel2
realm=sip.isp.example
ha1-algorithm=MD5
# passwd= left empty on purpose, Linphone prompts on first start""")
la("""[trunk-vn]
type = wizard
sends_auth = yes
remote_hosts = sip.nhamang.example.vn
outbound_auth/username = 842873001234
outbound_auth/password = ${TRUNK_VN_PASSWORD}""")
la("""Api-Key: <set DIDWW_API_KEY, sandbox keys start with the sandbox host, not here>
GET https://sandbox-api.didww.com/v3/countries?filter[iso]=ES""")
la("""[02:31] sms-gw: delivered id={0} to=84901234567 status=DELIVRD err=000 submit_date=2612070231""", r(12, HEX))
la("""client.bind_transceiver(system_id=cfg.smpp.system_id, password=cfg.smpp.password)
# cfg is loaded from /etc/noc-sms/smpp.toml (0600, root), see README""")
la("""{
  "status": "000",
  "details": [{"destination": "34600000000", "status": "000"}],
  "credentials": {"login": "noc@fibranet.example", "passwd": "********"}
}""")
la("""payload = {
    "ApiKey": settings.ESMS_API_KEY,
    "SecretKey": settings.ESMS_SECRET_KEY,
    "Phone": phone,
    "Content": f"Ma xac thuc cua ban la {otp}",
    "Brandname": "FIBRAVN",
}""")
la("Anh ơi, secret_key của Zalo OA em đã đưa vào Vault ở đường dẫn kv/zalo/oa-prod rồi nhé, app_id 4102938475610293847 thì công khai, để trong code được.")
la("""<soapenv:Body>
  <impl:wsCpMtResponse>
    <return><result>1</result><message>Success</message><message_id>{0}</message_id></return>
  </impl:wsCpMtResponse>
</soapenv:Body>""", r(14, DIGITS))
la("""from netmiko import ConnectHandler
bras = ConnectHandler(device_type="huawei_vrpv8", host="10.20.0.11",
                      username="netauto", password=getpass(), secret=getpass("enable: "))""")
la("""{'pe-bcn-02': {'is_up': True, 'is_enabled': True, 'uptime': 1728331, 'remote_as': 64500,
  'remote_id': '198.51.100.1', 'address_family': {'ipv4': {'received_prefixes': 912402, 'accepted_prefixes': 912377}}}}""")
la("""$ cat group_vars/pe_routers/vault.yml
$ANSIBLE_VAULT;1.1;AES256
(encrypted, 41 lines; view it with ansible-vault view)""")
la("""[mx_edge:vars]
ansible_network_os=junipernetworks.junos.junos
ansible_connection=ansible.netcommon.netconf
ansible_user=netauto
ansible_password="{{ vault_ansible_password }}\"""")
la("""TASK [junos_config : push IX-HCM neighbours] ***
changed: [mx-edge-hcm-01] => {"commit_id": "{0}", "diff": {"prepared": "[edit protocols bgp group IX-HCM]\\n+    neighbor 203.0.113.61 { peer-as 64498; }"}}""", r(8, DIGITS))
la("gnmic -a 10.40.0.1:57400 -u gnmi-ro -p \"$(pass show noc/gnmi-ro)\" --skip-verify capabilities")
la("""[[inputs.gnmi]]
  addresses = ["10.40.0.1:57400"]
  username = "telegraf"
  password = "${GNMI_PASSWORD}"
  encoding = "proto\"""")
la(""">>> s = Secret.objects.get(name="tacacs-key-core")
>>> s.provider, s.parameters
('hashicorp-vault', {'path': 'network/tacacs', 'key': 'core'})""")
la("""{"jsonrpc":"2.0","result":[{"hostmacroid":"3321","hostid":"10584","macro":"{$SNMPV3_AUTHPASS}","type":"1"}],"id":1}
(type 1 = secret text: the API does not return the value)""")
la("""{"data":[{"id":4512,"address":"10.20.0.11","description":"bras-hn-01","vendor":"Huawei","type":"ME60","lastJobStatus":"SUCCESSFUL","backupHash":"{0}"}]}""", hexk(40))
la("""GET /api/v1/organizations/681155/networks HTTP/1.1
Host: api.meraki.com
X-Cisco-Meraki-API-Key: ${MERAKI_DASHBOARD_API_KEY}
Accept: application/json""")
la("""[{"id":"{0}","name":"Oficina Getafe","org_id":"{1}","timezone":"Europe/Madrid","country_code":"ES"}]""", uuid4(), uuid4())
la("""curl -k -c cookies.txt -d "j_username=admin&j_password=$(read -rs p; echo $p)" https://vmanage.sdwan.example:8443/j_security_check
# (I type it; never hard-code it in the runbook)""")
la("""[{"identification":{"id":"{0}","mac":"78:8a:20:4c:91:0e","name":"AP-Torre-Norte","model":"LAP-GPS","firmwareVersion":"8.7.11"},"overview":{"status":"active","signal":-61}}]""", uuid4())
la("""API_URL = "https://billing.wisp.example"
API_KEY = os.environ["SPLYNX_API_KEY"]
API_SECRET = os.environ["SPLYNX_API_SECRET"]
# both are created under Administration > API keys, with IP allow-list 10.0.0.0/8""")
la("""cnMaestro API clients
  Name         Client ID          Last used
  noc-sync     {0}   2026-12-06 22:10
  (client secrets are shown once at creation and cannot be displayed again)""", r(16, ALNUM))
la("""# /etc/powerdns/pdns.conf
launch=gmysql
api=yes
include-dir=/etc/powerdns/pdns.d   # api-key is in pdns.d/api.conf, mode 0640, not in git
webserver-address=127.0.0.1""")
la("""$ kdig @198.51.100.53 isp.example SOA +short
ns1.isp.example. hostmaster.isp.example. 2026120701 3600 900 1209600 300
$ keymgr isp.example ds
isp.example. DS 20611 13 2 {0}""", hexu(64))
la("""isp.example. 3600 IN DNSKEY 257 3 13 {0}""", b64(64))
la("""2026-12-07 05:40:11 +0000 [INFO] <CDRs> <*sessions> CDR: {"CGRID":"{0}","RunID":"*default","OriginHost":"10.80.0.5","Usage":"2m31s","Cost":0.0412}""", hexk(40))
la("""collectors:
  - name: msc-hcm-02
    protocol: sftp
    host: 10.60.1.12
    user: cdrpull
    key_file: /etc/mediation/keys/cdrpull_ed25519
    known_hosts_fingerprint: SHA256:{0}""", b64(32).rstrip("="))
la("""   NE-MAD-ROADM-03 26-12-07 05:44:02
M  CT02 COMPLD
   "1-A-3-1:OCH,OPR=-12.4,OPT=-1.9,STATUS=IS-NR"
;""")
la("""< RTRV-HDR:NE-MAD-ROADM-03:::CT03;
   NE-MAD-ROADM-03 26-12-07 05:44:30
M  CT03 COMPLD
;
< CANC-USER:NE-MAD-ROADM-03:NOCADMIN:CT04;""")
la("""proxy:
  proxytype: napalm
  driver: iosxr
  host: pe-bcn-02.core.example
  username: salt
  passwd: {{ pillar['vault']['napalm'] }}""")
la("""devices:
  - name: mx-edge-hcm-01
    address: 10.40.0.1
    platform: juniper
    credential:
      username: lg-ro
      password: !env HYPERGLASS_LG_PASSWORD""")
la("""irrd:
  redis_url: 'unix:///var/run/redis/redis.sock?db=2'
  auth:
    gnupg_keyring: /var/lib/irrd/gnupg-keyring/
    override_password: null""")
la("""Host bras-*
    User noc-consola
    IdentityFile ~/.ssh/id_ed25519_noc
    KexAlgorithms +diffie-hellman-group14-sha1
    # password auth disabled on the BRAS since change CHG-8821""")
la("""#!/usr/bin/expect -f
set pass [exec pass show noc/olt-root]
spawn telnet 10.70.0.7
expect "User password:"
send "$pass\\r\"""")
la("""apiVersion: v1
kind: ConfigMap
metadata:
  name: freeradius-sites
  namespace: aaa
data:
  default.conf.sha256: {0}
  clients-revision: "{1}\"""", hexk(64), sha())
la("""{"ont_sn":"ZTEGC8A1B2C4","vlan":35,"pppoe_user":"hcm_ftth_1029386","wlan":{"ssid":"FIBRA_1029386","security":"WPA2-PSK","psk":"(printed on the ONT label, not in OSS)"}}""")
la("""Phiếu lắp đặt FTTH — KH Trần Thị Bình, Q.3
Modem: ZTE F670L, SN ZTEGC8A1B2D0, MAC d8:07:b6:3a:11:92
Tài khoản PPPoE: hcm_ftth_1029387
Mật khẩu PPPoE: khách hàng tự đặt qua ứng dụng, NOC không lưu""")
la("""NOC shift handover 07:00 -> 15:00
- INC-20931 closed 04:52, splice done, OTDR trace attached (sha1 {0})
- tac-tmp account on pe-mad-01 removed at 06:30 (verified: show run | i tac-tmp returns nothing)
- Reminder: never paste device passwords in handovers, use the vault link""", sha())
la("""Bàn giao ca NOC 15:00
1. Đã đổi mật khẩu root của OLT-07, mật khẩu mới lưu trong Vault (kv/olt/olt-07), không gửi qua chat.
2. Ticket INC-4471: đối tác truyền dẫn đã xác nhận, suy hao 0.3 dB/km.""")
la("""Relevo de turno NOC — 7 dic, tarde
* La clave RADIUS del NAS de Leganés se cambió; está en el gestor de contraseñas, carpeta "AAA / NAS".
* Recordad: ni claves ni comunidades SNMP en los tickets, solo el enlace al vault.""")
la("""[02:20] jorge.r: ¿me pasas la clave del troncal de Ferreterías López?
[02:21] marta.g: no por aquí, te la comparto en Bitwarden (colección Clientes-SIP)
[02:21] jorge.r: vale, gracias""")
la("""[22:10] Lan: anh ơi mật khẩu enable switch core Q1 là gì ạ?
[22:11] Tuấn: em vào Passbolt, thư mục "Core Q1", anh share rồi đó""")
la("""$ echo ${#MERAKI_DASHBOARD_API_KEY}
40
$ python3 meraki_audit.py --org 681155
org 681155: 14 networks, 212 devices, 3 offline""")
la("""Hi AS64499 peering team,

Session on ESPANIX is configured on our side without MD5 (our policy for IX sessions).
AS64511, 185.1.192.77 / 2001:7f8:f2:e1::77, max-prefix 100/20, AS-SET AS-FIBRANET.

-- FibraNet NOC""")
la("""set protocols bgp group IX-HCM neighbor 203.0.113.62 peer-as 64497
set protocols bgp group IX-HCM neighbor 203.0.113.62 authentication-key "$9$REDACTED"
## the key above was replaced by the config archiver (oxidized hide)""")
la("""Authorization: Basic <base64 of oss-activator:password, built by the client at runtime>
# the BSS order API rejects requests from outside 10.0.0.0/8 anyway""")
la("""# inventory/defaults.yaml
username: nornir
password: "{{ env('NORNIR_PASSWORD') }}"
platform: eos""")
la("Note: the Powercode read-only DB login is in the migration's .env (not committed); ask Marta in #oss-migracion for access, don't paste it in the ticket.")
la("""Image checksum verified:
  asr9k-x64-7.9.2.iso  MD5 {0}
  SHA512 {1}""", hexk(32), hexk(128))
la("""Chassis serial: FOX2215P0AB   MAC base: 00:1e:bd:{0}
Licence SmartAccount: fibranet-es   Virtual account id: {1}""", ":".join(r(2, HEX) for _ in range(3)), uuid4())
la("""show crypto key mypubkey rsa
Key name: pe-mad-01.core.example
 Key type: RSA KEYS  Storage Device: not specified
 Usage: General Purpose Key
 Key is not exportable.
 Key Data:
  {0}""", hexu(64))
la("""Ticket INC-20931 | Sev2 | Corte de fibra Getafe–Leganés
Abierto: 2026-12-07 01:58 UTC | Afectados: 1.214 clientes FTTH
Causa: excavadora, 144 fibras | Circuit ID: FN/ETH/{0}""", r(6, DIGITS))
la("""eSIM profile download: ICCID 8988211000000123458, EID 89049032{0}, state Enabled.
Activation codes are one-time and are sent to the customer by the SM-DP+; we never store them.""", r(24, DIGITS))
la("""$ smpplib-cli --dry-run --system-id ispnoc01 --password-env SMPP_PASSWORD
[dry-run] would bind_transceiver to smsc.aggregator.example:2775 as ispnoc01""")
la("""RPKI: rpki-client 9.3, validated 2026-12-07T05:30:01Z
VRPs: 512388 (IPv4 401122, IPv6 111266), ASPAs: 4211
TA ripe: SKI {0}""", ":".join(r(2, UPPER_HEX) for _ in range(20)))
la("""OLT-07 alarm: LOS on 0/2/5 ONT 12 (SN 48575443A1B2C3D4), RX -32.1 dBm, last dying-gasp 05:12:44.
Ticket tự động: INC-4472, gán cho tổ kỹ thuật Bình Thạnh.""")
la("""$ radtest -t pap ftth-test@isp "$(cat ~/.radtest_pw)" 10.20.0.20 0 "$NAS_SECRET"
Sent Access-Request Id 201 from 0.0.0.0:53311 to 10.20.0.20:1812 length 84
Received Access-Accept Id 201 from 10.20.0.20:1812 to 0.0.0.0:53311 length 38""")
la("""tacacs-server host 10.0.0.49 key 7 <removed>
snmp-server community <removed> RO 99
snmp-server location "POP Getafe, rack B3\"""")

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
