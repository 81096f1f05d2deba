r"""Held-out batch 70: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py (the batch format); (2) the
first 130 lines of bench/heldout/batch19.py (its docstring and the helper functions r, b64,
b64url, pw, uuid4, sha, jwt, add, add_split and la); (3) a grep of the Theme paragraphs of
the earlier batches, so that these texts repeat none of theirs; (4) a grep of the kind
names already used, so that every kind here is new. No rule, code, doc, test, bench or
result of the filter was opened, and the filter was never run.

Theme: real estate, property management and smart buildings as a coding agent's session
holds them. Kinds live under the "bldg/" prefix. Building management systems (Niagara/
Tridium station and platform logins, BACnet/IP gateway web exports, KNX/ETS project and
xknx tunnel passwords, Modbus TCP bridges, Johnson Controls Metasys REST, Siemens Desigo
CC, Schneider EcoStruxure Building Operation, Distech ECLYPSE, SkySpark/Haystack SCRAM,
VOLTTRON keys, Lutron and Crestron integrations, Mitsubishi and Daikin HVAC controllers,
the historian SQL Server of a BMS); physical access control (Brivo, Verkada, Kisi,
Avigilon Alta, Salto KS, HID Origo, LenelS2 OpenAccess and NetBox, C-CURE, Gallagher,
Paxton Net2, Mercury panels), smart locks and their cloud APIs (Nuki, Seam, TTLock,
igloohome, SmartRent, Latch), visitor management (Envoy, SwipedOn), intercom SIP (2N,
Akuvox autop files, Asterisk pjsip door stations, ButterflyMX); elevator monitoring (KONE
API, Otis ONE, MQTT gateways); parking and EV chargers of a building (ParkMobile, SKIDATA,
LPR cameras, ChargePoint, charger web admins); property-management SaaS (Buildium,
AppFolio, Yardi Voyager interface SOAP and licenses, Entrata, Rent Manager, RealPage,
DoorLoop, Propertyware), rent payments (Zego/PayLease, Dwolla, Stripe webhooks of a tenant
portal), maintenance ticketing (Property Meld, UpKeep, Fiix, ServiceChannel), listings
syndication (MLS Grid, Spark, Bridge, RETS, Zillow and ILS feed FTP/SFTP, Funda,
sahibinden, DDproperty); energy meters and submetering (eGauge, AcquiSuite, ENERGY STAR
Portfolio Manager, Green Button, UtilityAPI, Arcadia), indoor sensors (Airthings, Awair,
Disruptive Technologies, Density, Butlr, Shelly, Tuya), CCTV/NVR on site (Hikvision RTSP,
Dahua CGI, Milestone, Genetec Web SDK, Axis VAPIX, Eagle Eye, ONVIF). Secrets appear in
YAML, JSON, TOML, INI, XML, .env and properties files, curl and CLI commands with output,
logs, stack traces, Python, TypeScript, Go, C#, PHP, Ruby and Java code, SQL, HTTP
requests, agent tool-call JSON, tickets, runbooks, splits across lines and chat messages,
and facility managers' chat in English, Dutch, Turkish and Thai; they mix random machine
tokens with human-chosen passwords and passphrases. Look-alikes are the same files and
commands with env references, secret-manager paths, placeholders, masks, public ids
(BACnet device instances, KNX individual addresses, serial numbers, MAC addresses, meter
ids, listing ids, badge numbers, uuids, digests, fingerprints, public keys) and prose about
rotating keys without giving one.
Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(70_2026_12_07)
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
WORDS = [
    "lobby", "chiller", "boiler", "damper", "ketel", "gebouw", "sleutel", "kapi", "asansor",
    "otopark", "elevator", "rooftop", "tenant", "landlord", "parking", "badge", "koffie",
    "tulpen", "grachten", "bosphorus", "simit", "cay", "bangkok", "sawasdee", "mango",
    "chiang", "lantaarn", "fiets", "winter", "zomer", "ahududu", "kiraz", "condo", "suite",
    "atrium", "penthouse", "garage", "stairwell", "furnace", "compressor", "valve", "plenum",
]
SYMS = "!@#%*?-_.+="


def cap(w: str) -> str:
    return w[:1].upper() + w[1:]


def leet(w: str) -> str:
    table = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
    return "".join(table.get(c, c) if _rng.random() < 0.6 else c for c in w)


def hpw() -> str:
    """A human-chosen password: words, digits and a symbol."""
    style = _rng.randrange(5)
    w1, w2 = _rng.choice(WORDS), _rng.choice(WORDS)
    if style == 0:
        return cap(w1) + cap(w2) + r(_rng.choice([2, 4]), DIGITS) + _rng.choice(SYMS)
    if style == 1:
        return cap(leet(w1)) + _rng.choice(SYMS) + r(3, DIGITS) + leet(w2)
    if style == 2:
        return w1 + _rng.choice("-_.") + w2 + _rng.choice("-_.") + r(4, DIGITS)
    if style == 3:
        return _rng.choice(SYMS) + cap(w1) + r(2, DIGITS) + cap(leet(w2)) + _rng.choice(SYMS)
    return cap(w1) + r(4, DIGITS) + _rng.choice(SYMS) + cap(w2)


def phrase(n: int = 4, sep: str = "-") -> str:
    return sep.join(_rng.choice(WORDS) for _ in range(n)) + sep + r(2, DIGITS)


def hexs(n: int) -> str:
    return r(n, HEX)


def mac() -> str:
    return ":".join(r(2, UPPER_HEX) for _ in range(6))


def pem_body(lines: int) -> str:
    raw = base64.b64encode(_rng.randbytes(48 * lines)).decode()
    return "\n".join(raw[i : i + 64] for i in range(0, len(raw), 64))


# ============================================================ secrets
# --- building management systems -------------------------------------------------
add("bldg/niagara_station_admin", """$ cat tools/niagara_export.py | head -20
import requests
from requests.auth import HTTPDigestAuth

STATION = "https://jace-8000-b2.tower-east.local"
USER = "svc_export"
PASSWORD = "{0}"

def fetch_points(ord_path: str):
    url = f"{STATION}/obix/config/Drivers/BacnetNetwork/{ord_path}"
    r = requests.get(url, auth=HTTPDigestAuth(USER, PASSWORD), verify=False, timeout=15)
    r.raise_for_status()
    return r.text
""", hpw())

add("bldg/bacnet_gateway_web", """; exported from BACnet/IP gateway web UI (Settings > Backup), fw 4.12.3
[network]
ip=10.40.12.21
mask=255.255.255.0
bbmd_enable=1
bbmd_port=47808
device_instance=120021

[web]
admin_user=admin
admin_password={0}
https_only=1
session_timeout=900
""", hpw())

add_split("bldg/knx_ets_project_password", """[09:12] Sanne de Wit: Het ETS-project van de Keizersgracht is beveiligd, ik stuur het wachtwoord in twee delen
[09:12] Sanne de Wit: eerste deel: {0}
[09:13] Sanne de Wit: tweede deel: {1}
[09:13] Sanne de Wit: gewoon aan elkaar plakken, geen spatie. Niet in de ticket zetten aub
[09:15] Bram: top, project opent. Lijn 1.1 heeft nog 3 actoren zonder groepsadres
""", cap(_rng.choice(WORDS)) + r(3, DIGITS), _rng.choice(SYMS) + cap(_rng.choice(WORDS)) + r(2, DIGITS))

add("bldg/knx_tunnel_password", """# home-assistant/knx.yaml  (KNX IP Secure tunnel to the MDT IP router in the riser cupboard)
knx:
  connection_type: tunneling_tcp_secure
  host: 192.168.50.12
  port: 3671
  individual_address: 1.1.250
  user_id: 4
  user_password: "{0}"
  device_authentication: "{1}"
  local_ip: 192.168.50.40
""", hpw(), hpw())

add("bldg/modbus_bridge_login", """$ curl -s -u admin:'{0}' http://10.40.12.33/api/v1/registers?unit=7\\&start=3000\\&count=4
{"unit":7,"start":3000,"values":[2301,2298,2305,0],"ts":"2026-03-02T08:11:47Z"}
$ # Eastron SDM630 behind the Modbus TCP bridge on the 3rd floor, L1..L3 voltage x10
""", hpw())

add("bldg/metasys_rest_login", """POST /api/v4/login HTTP/1.1
Host: adx01.campus-north.edu
Content-Type: application/json
Accept: application/json

{"username": "api-integration", "password": "{0}"}

HTTP/1.1 200 OK
{"accessToken":"(truncated)","expires":"2026-04-11T14:31:06Z"}
""", hpw())

add("bldg/desigo_cc_token", """2026-02-18 06:00:02,114 INFO  desigo_sync  GET https://dcc-srv01:8443/WSI/api/values/System1.ManagementView:ManagementView.FieldNetworks.BACnet.AHU03.SAT
2026-02-18 06:00:02,115 DEBUG desigo_sync  headers={'Authorization': 'Bearer {0}', 'Accept': 'application/json'}
2026-02-18 06:00:02,388 INFO  desigo_sync  200 OK value=18.4 quality=0
""", b64url(96))

add("bldg/ebo_webservice_password", """<!-- appsettings for the EBO EWS connector, copied from the site server -->
<configuration>
  <appSettings>
    <add key="Ews.Endpoint" value="https://ebo-es.hq.local/EcoStruxure/DataExchange" />
    <add key="Ews.UserName" value="ews_reader" />
    <add key="Ews.Password" value="{0}" />
    <add key="Ews.PollSeconds" value="60" />
  </appSettings>
</configuration>
""", hpw())

add("bldg/honeywell_forge_secret", """# .env  (forge-connector, staging)
FORGE_TENANT=acme-realty
FORGE_CLIENT_ID=4c1e0b8a-forge-conn-stg
FORGE_CLIENT_SECRET={0}
FORGE_TOKEN_URL=https://login.forge.honeywell.com/oauth2/token
LOG_LEVEL=debug
""", r(48, URLSAFE))

add("bldg/eclypse_rest_basic", """import httpx, base64

# Distech ECLYPSE APEX controller, RM-204
client = httpx.Client(base_url="https://10.40.14.61/api/rest/v2", verify=False,
                      auth=("bms_integrator", "{0}"))
resp = client.get("/services/bacnet/local/objects/analog-value/12/properties/present-value")
print(resp.status_code, resp.json())
""", hpw())

add("bldg/skyspark_scram_password", """>>> from pyhaystack.client.skyspark import SkysparkScramHaystackSession
>>> session = SkysparkScramHaystackSession(uri="https://skyspark.portfolio-ops.com",
...     username="analytics", password="{0}", project="northpark", http_args={"tls_verify": True})
>>> session.read(filter_expr="equip and ahu").result
<Grid: 14 rows>
""", hpw())

add("bldg/skyspark_auth_token", """$ http GET https://skyspark.portfolio-ops.com/api/northpark/read filter==site \\
    'Authorization:BEARER authToken={0}' Accept:text/zinc
HTTP/1.1 200 OK
Content-Type: text/zinc; charset=utf-8

ver:"3.0"
id,dis,site,area
@p:northpark:r:2b6e0c1a-4f1d8a21 "North Park Tower",M,45000ft²
""", "web-" + b64url(30) + "-" + r(2, DIGITS))

add("bldg/volttron_vip_secret", """$ vctl auth keypair
{
    "public": "{1}",
    "secret": "{0}"
}
$ # paste the secret into the BACnet proxy agent's keystore.json on the edge box
""", b64url(32), b64url(32))

add("bldg/lutron_integration_login", """$ telnet 10.40.1.20 23
Trying 10.40.1.20...
Connected to 10.40.1.20.
login: lutron
password: {0}
QNET> ?OUTPUT,24,1
~OUTPUT,24,1,75.00
QNET> #OUTPUT,24,1,0
""", hpw())

add("bldg/crestron_fusion_token", """// src/fusion/client.ts
const FUSION_BASE = "https://fusion.hq.local/fusion/apiservice";
const FUSION_TOKEN = "{0}";
const FUSION_USER = "roomscheduler";

export async function listRooms() {
  const url = `${FUSION_BASE}/rooms?auth=${FUSION_TOKEN}%20${FUSION_USER}`;
  const res = await fetch(url, { headers: { Accept: "application/json" } });
  return (await res.json()).API_Rooms;
}
""", r(32, UPPER_HEX))

add("bldg/ae200_controller_password", """<?xml version="1.0" encoding="UTF-8"?>
<!-- AE-200 centralized controller, Block B, packet captured during commissioning -->
<Packet>
  <Command>getRequest</Command>
  <DatabaseManager>
    <ControlGroup><MnetList /></ControlGroup>
    <Login user="maintenance" password="{0}" />
  </DatabaseManager>
</Packet>
""", hpw())

add("bldg/daikin_onecta_secret", """[daikin]
# ONECTA cloud app registration for the multi-tenant HVAC dashboard
client_id = dk-ihWj2xq0vP8mT3Zr
client_secret = {0}
redirect_uri = https://hvac.acme-property.nl/oauth/callback
scopes = openid onecta:basic.integration
""", r(64, ALNUM))

add("bldg/bms_historian_sql", """Unhandled exception. System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'niagara_hist'.
   at Historian.Sync.Program.Main(String[] args) in C:\\svc\\HistSync\\Program.cs:line 41
ConnectionString was: Server=tcp:bms-sql01.facilities.local,1433;Database=NiagaraHistory;User Id=niagara_hist;Password={0};TrustServerCertificate=True
""", hpw())

add("bldg/niagara_keystore_pass", """# /opt/niagara/etc/system.properties  (Supervisor, edited by installer)
niagara.home=/opt/niagara
niagara.user.home=/opt/niagara/users/niagara
nre.java.heap.max=2048m
niagara.keystore.path=/opt/niagara/security/keystore.p12
niagara.keystore.password={0}
fox.tls.enabled=true
""", hpw())

add("bldg/ivu_operator_password", """## Runbook: chiller plant lockout (Carrier i-Vu)
1. Log in to https://ivu.campus.local with the shared operator account.
   user `plantop`, password `{0}` (yes it's shared, ticket FAC-2291 to fix)
2. Navigate to Central Plant > Chillers > CH-2 and set Lockout = Enabled.
3. Confirm the CHW supply setpoint stays at 44 °F on CH-1.
""", hpw())

add("bldg/elevator_gateway_mqtt", """import paho.mqtt.client as mqtt

c = mqtt.Client(client_id="lift-gw-tower-a")
c.username_pw_set("liftmon", "{0}")
c.tls_set()
c.connect("mqtt.elevatorwatch.io", 8883)
c.publish("site/tower-a/car/3/status", '{"floor": 17, "door": "closed", "fault": null}')
""", hpw())

add("bldg/kone_api_client_secret", """$ curl -s -X POST https://dev.kone.com/api/v2/oauth2/token \\
    -u 'a0b7d6f4-kone-app-sandbox:{0}' \\
    -d grant_type=client_credentials -d 'scope=application/inventory callgiving/*'
{"access_token":"eyJ...","token_type":"Bearer","expires_in":3600}
""", r(40, ALNUM))

add("bldg/otis_one_api_key", """# config/otis.toml
[otis_one]
base_url = "https://api.otis.com/oneapi/v1"
api_key = "{0}"
buildings = ["US-NY-5511", "US-NY-5512"]
poll_interval = "2m"
""", r(32, LOWER_NUM))

# --- access control, locks, visitors, intercoms ------------------------------------
add("bldg/brivo_api_key", """GET /v1/api/access-points?pageSize=100 HTTP/1.1
Host: api.brivo.com
api-key: {0}
Authorization: Bearer (see token cache)
Accept: application/json
""", r(24, LOWER_NUM))

add("bldg/brivo_client_secret", """# brivo-sync/settings.yaml
brivo:
  client_id: 7f3b6c0e-brivo-sync
  client_secret: {0}
  username: integrations@acme-property.com
  password: {1}
  site_ids: [40211, 40212]
""", r(32, ALNUM), hpw())

add("bldg/verkada_api_key", """{"tool": "bash", "input": {"command": "curl -s https://api.verkada.com/access/v1/access_users -H 'x-api-key: {0}' | jq '.access_members | length'"}, "output": "418"}
""", "vkd_api_" + r(32, LOWER_NUM))

add("bldg/kisi_login_secret", """require "net/http"

uri = URI("https://api.kisi.io/locks")
req = Net::HTTP::Get.new(uri)
req["Authorization"] = "KISI-LOGIN {0}"
req["Accept"] = "application/json"
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
puts JSON.parse(res.body).map { |l| l["name"] }
""", r(32, HEX))

add("bldg/alta_portal_password", """{
  "name": "alta-badge-export",
  "env": {
    "ALTA_ORG_ID": "8841",
    "ALTA_EMAIL": "facilities-bot@harborview-residences.com",
    "ALTA_PASSWORD": "{0}",
    "ALTA_API": "https://api.openpath.com"
  }
}
""", hpw())

add("bldg/salto_ks_client_secret", """2026-03-09T11:02:17.552Z [salto-ks] requesting token
  POST https://clp-accept-identityserver.my-clay.com/connect/token
  body: grant_type=client_credentials&client_id=acme-pm-integration&client_secret={0}&scope=user_api.full_access
2026-03-09T11:02:18.014Z [salto-ks] 200 token ok, expires_in=3600
""", r(36, ALNUM))

add("bldg/hid_origo_secret", """// OrigoConfig.cs
public static class OrigoConfig
{
    public const string OrganizationId = "1004581";
    public const string ClientId = "ACMEPM-ORIGO-PROD";
    public const string ClientSecret = "{0}";
    public const string TokenUrl = "https://api.origo.hidglobal.com/authentication/customer/1004581/token";
}
""", r(30, ALNUM) + "=")

add("bldg/openaccess_password", """POST /api/access/onguard/openaccess/authentication?version=1.0 HTTP/1.1
Host: onguard-app01:8080
Application-Id: ACME_BADGE_SYNC
Content-Type: application/json

{"user_name":"sa_badgesync","password":"{0}","directory_id":"id-1"}
""", hpw())

add("bldg/netbox_api_password", """<NETBOX-API sessionid="">
  <COMMAND name="Login" num="1" dateformat="tzoffset">
    <PARAMS>
      <USERNAME>apiuser</USERNAME>
      <PASSWORD>{0}</PASSWORD>
    </PARAMS>
  </COMMAND>
</NETBOX-API>
""", hpw())

add("bldg/ccure_victor_password", """$ python ccure_sync.py --server https://ccure-srv.hq.local/victorwebservice --user ccure_api --password '{0}' --client-name BadgeBridge
[INFO] authenticated, session expires in 900s
[INFO] 1,204 personnel, 36 clearances, 0 changes since 2026-03-08
""", hpw())

add("bldg/gallagher_api_key", """# gallagher.env
GGL_SERVER=https://cc-server.hq.local:8904
GGL_API_KEY={0}
GGL_CLIENT_CERT=/etc/badgebridge/gallagher-client.pem
""", "-".join(r(4, UPPER_HEX) for _ in range(8)))

add("bldg/net2_client_secret", """import requests
tok = requests.post("http://net2-server:8080/api/v1/authorization/tokens", data={
    "username": "Reception Desk",
    "password": "{1}",
    "grant_type": "password",
    "client_id": "00aab996-6439-4f16-89b4-6c0cc851e8f3",
    "client_secret": "{0}",
}).json()["access_token"]
""", uuid4(), hpw())

add("bldg/mercury_panel_web", """Ticket FAC-3107  Door 2.14 (server room) controller offline
Reporter: Deniz Aydın
-----
Mercury LP1502 at 10.40.20.55 rebooted after the UPS test. Web config page comes up,
logged in as admin with the password from the install binder ({0}) and the host
comm address was reset to 0. Set it back to 3, panel online in C-CURE again.
Please change the default-ish password when you get a chance.
""", hpw())

add("bldg/nuki_web_token", """# configuration.yaml (Home Assistant, building B common doors)
nuki:
  - host: 192.168.60.31
    token: {1}
rest_command:
  nuki_web_unlock:
    url: "https://api.nuki.io/smartlock/{{ smartlock_id }}/action"
    method: post
    headers:
      authorization: "Bearer {0}"
    payload: '{"action": 1}'
""", r(80, HEX), r(6, LOWER_NUM))

add("bldg/seam_api_key", """$ export SEAM_API_KEY={0}
$ seam locks list --device-type august_lock
┌──────────────────────────────────────┬──────────────┬────────┐
│ device_id                            │ name         │ locked │
├──────────────────────────────────────┼──────────────┼────────┤
│ 3c2b7a9e-1d54-4f0e-9a1b-5c7e2d8f6a10 │ Unit 4B      │ true   │
└──────────────────────────────────────┴──────────────┴────────┘
""", "seam_" + r(8, ALNUM) + "_" + r(24, ALNUM))

add("bldg/ttlock_client_secret", """<?php
// config/ttlock.php
return [
    'client_id'     => 'c5f2b8a1e04d4c7f9b3e6a2d1f8c0b7e',
    'client_secret' => '{0}',
    'username'      => 'ops_acmeflats',
    'password_md5'  => md5(env('TTLOCK_PASSWORD')),
    'base_url'      => 'https://euapi.ttlock.com/v3',
];
""", r(32, HEX))

add("bldg/igloohome_bearer", """$ curl -s https://api.igloodeveloper.co/igloohome/devices \\
   -H "Authorization: Bearer {0}"
{"payload":[{"deviceId":"IGP1051a2f3","deviceName":"Studio 12 keybox","type":"Keybox"}],"nextCursor":null}
""", jwt({"iss": "igloohome", "sub": "acct_5512", "scope": "igloohome/devices.read"}))

add("bldg/smartrent_refresh_token", """// smartrent.go
var cfg = SmartRentConfig{
	BaseURL:      "https://control.smartrent.com/api/v2",
	Email:        "integration@cedarlofts.com",
	RefreshToken: "{0}",
	Timeout:      20 * time.Second,
}
""", r(64, URLSAFE))

add("bldg/latch_partner_secret", """LATCH_PARTNER_ID=acme-prop
LATCH_PARTNER_SECRET={0}
LATCH_WEBHOOK_URL=https://portal.acme-property.com/hooks/latch
""", b64(36))

add("bldg/butterflymx_token", """Traceback (most recent call last):
  File "/srv/intercom_sync/sync.py", line 58, in push_tenants
    r.raise_for_status()
requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.butterflymx.com/v3/tenants?access_token={0}&building_id=2284
""", r(43, URLSAFE))

add("bldg/envoy_api_key", """# scripts/visitors_today.sh
ENVOY_KEY="{0}"
curl -s "https://api.envoy.com/v1/entries?location_id=118820&start=$(date +%F)" \\
  -H "X-Api-Key: $ENVOY_KEY" | jq -r '.data[] | [.full_name, .host] | @tsv'
""", r(32, LOWER_NUM))

add("bldg/swipedon_webhook_secret", """app.post("/hooks/swipedon", express.raw({ type: "*/*" }), (req, res) => {
  const SECRET = "{0}";
  const sig = crypto.createHmac("sha256", SECRET).update(req.body).digest("hex");
  if (sig !== req.get("X-SwipedOn-Signature")) return res.sendStatus(401);
  queue.push(JSON.parse(req.body));
  res.sendStatus(204);
});
""", "whsec_" + r(32, ALNUM))

add("bldg/2n_sip_password", """<!-- 2N IP Verso main entrance, config backup (Services > Phone > SIP 1) -->
<Sip1>
  <Enabled>1</Enabled>
  <DisplayName>Main Entrance</DisplayName>
  <PhoneNumber>8100</PhoneNumber>
  <Domain>pbx.harborview.local</Domain>
  <AuthId>8100</AuthId>
  <Password>{0}</Password>
  <RegistrarAddress>10.40.30.5</RegistrarAddress>
</Sip1>
""", hpw())

add("bldg/akuvox_autop_password", """## autop config for Akuvox R20A, pushed from provisioning server, lobby-west.cfg
Config.Account1.GENERAL.Enable = 1
Config.Account1.GENERAL.Label = Lobby West
Config.Account1.GENERAL.UserName = 8102
Config.Account1.GENERAL.AuthName = 8102
Config.Account1.GENERAL.Pwd = {0}
Config.Account1.SIP.Server = 10.40.30.5
Config.Account1.SIP.Port = 5060
Config.DoorSetting.RELAY.RelayADtmf = #
""", r(12, ALNUM))

add("bldg/pjsip_doorstation", """; /etc/asterisk/pjsip.conf  -- door stations
[8104]
type=auth
auth_type=userpass
username=8104
password={0}

[8104]
type=aor
max_contacts=1
""", hpw())

# --- property management SaaS, payments, maintenance --------------------------------
add("bldg/buildium_client_secret", """$ curl -s "https://api.buildium.com/v1/rentals/units?limit=50" \\
    -H "x-buildium-client-id: 3c7f0d5e-1a2b-4c3d-8e9f-bldm00112233" \\
    -H "x-buildium-client-secret: {0}" | jq '.[0].UnitNumber'
"4B"
""", r(43, ALNUM) + "=")

add("bldg/appfolio_basic_auth", """# appfolio_reports.py
import requests

CLIENT_ID = "f2a9c1d07e3b4a51"
CLIENT_SECRET = "{0}"
URL = "https://acmeproperty.appfolio.com/api/v1/reports/rent_roll.json"

rows = requests.post(URL, auth=(CLIENT_ID, CLIENT_SECRET), json={"property_visibility": "active"}).json()["results"]
""", r(32, LOWER_NUM))

add("bldg/yardi_interface_password", """<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
  <soap:Body>
    <GetResidentTransactions_Login xmlns="http://tempuri.org/YSI.Interfaces.WebServices/ItfResidentTransactions20">
      <UserName>acme_itf</UserName>
      <Password>{0}</Password>
      <ServerName>afqoml_live</ServerName>
      <Database>afqoml_live</Database>
      <Platform>SQL Server</Platform>
      <YardiPropertyId>cedar01</YardiPropertyId>
      <InterfaceEntity>Acme Tenant Portal</InterfaceEntity>
      <InterfaceLicense>(see vault: yardi/license)</InterfaceLicense>
    </GetResidentTransactions_Login>
  </soap:Body>
</soap:Envelope>
""", hpw())

add("bldg/yardi_interface_license", """  "yardi": {
    "endpoint": "https://www.yardiasp14.com/21253acme/webservices/itfresidenttransactions20.asmx",
    "entity": "Acme Tenant Portal",
    "license": "{0}"
  },
""", "MIIBEAYJKwYBBAGCN1gDoIIBATCB/gYKKwYBBAGCN1gDAaCB7zCB7AIDAgABAgJoAQICAIAEAAQQ" + b64(96))

add("bldg/entrata_api_password", """{
  "auth": { "type": "basic", "username": "acme_api", "password": "{0}" },
  "requestId": "15",
  "method": { "name": "getLeases", "version": "r2", "params": { "propertyId": "1003489" } }
}
""", hpw())

add("bldg/rentmanager_api_token", """2026-03-11 02:00:01 [nightly-ledger] GET https://acme.api.rentmanager.com/Tenants?embeds=Balance&pagesize=500
2026-03-11 02:00:01 [nightly-ledger]   X-RM12Api-ApiToken: {0}
2026-03-11 02:00:04 [nightly-ledger] 500 rows, 3 pages
""", r(32, HEX) + "-" + r(10, DIGITS))

add("bldg/realpage_exchange_password", """# realpage.properties (OneSite exchange, lease export)
realpage.pmcid=4481022
realpage.siteid=5120331
realpage.username=acme.exchange
realpage.password={0}
realpage.license=ACME-PORTAL-2024
""", hpw())

add("bldg/doorloop_api_token", """const doorloop = axios.create({
  baseURL: "https://app.doorloop.com/api",
  headers: { Authorization: "bearer {0}" },
});
const { data } = await doorloop.get("/leases?filter_status=ACTIVE");
""", jwt({"sub": "doorloop-api", "dbTenant": "63f1a2b9c0d4e5f6a7b8c9d0", "iat": 1741600000}))

add("bldg/propertyware_client_secret", """propertyware:
  base_url: https://api.propertyware.com/pw/api/rest/v1
  client_id: 91c4e7b2-pw-acme
  client_secret: {0}
  system_id: "1098221"
""", r(40, ALNUM))

add("bldg/zego_gateway_password", """Dear Acme Property team,
Your Zego (PayLease) gateway credentials for Cedar Lofts are:
  Gateway ID: 24-CEDAR-LOFTS
  Username: cedarlofts_api
  Password: {0}
Use https://api.paylease.com/gapi/request.php for production. Please store them securely.
""", hpw())

add("bldg/dwolla_app_secret", """# tenant-portal/.env.production
DWOLLA_ENV=production
DWOLLA_KEY=Dp0vKcY1mWqT3bH8nZs6LuRf2aXeG9jJoN4iC7hE5dSgVkPw
DWOLLA_SECRET={0}
DWOLLA_WEBHOOK_URL=https://pay.acme-property.com/dwolla/events
""", r(50, ALNUM))

add("bldg/rent_portal_stripe_whsec", """$ stripe listen --forward-to localhost:4000/webhooks/rent
> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is {0} (^C to quit)
2026-03-12 10:14:02   --> invoice.paid [evt_1OxR4kAcmeRent0001]
""", "whsec_" + r(32, ALNUM))

add("bldg/tenant_portal_jwt_secret", """# tenant-portal/config/default.toml
[server]
port = 4000
[auth]
jwt_secret = "{0}"
jwt_ttl = "12h"
[db]
url = "postgres://portal@db:5432/portal"
""", b64(48))

add("bldg/portal_db_password", """psql "postgresql://portal_rw:{0}@portal-db.internal:5432/tenants?sslmode=require" -c \\
  "select unit, count(*) from maintenance_requests where status='open' group by unit order by 2 desc limit 5;"
 unit | count
------+-------
 12C  |     4
 3A   |     2
""", pw())

add("bldg/propertymeld_token", """[
  {"role": "assistant", "content": "I'll check the open melds for Cedar Lofts."},
  {"role": "tool", "name": "http_request", "input": {"method": "GET", "url": "https://app.propertymeld.com/api/v2/meld/?status=PENDING_ASSIGNMENT", "headers": {"Authorization": "Bearer {0}"}}},
  {"role": "tool_result", "content": "{\\"count\\": 7, \\"results\\": [...]}"}
]
""", r(30, ALNUM))

add("bldg/upkeep_session_token", """$ curl -s -X POST https://api.onupkeep.com/api/v2/auth/ -d email=ops@acme-property.com -d 'password={1}'
{"success":true,"result":{"sessionToken":"{0}","expiresAt":"2026-04-10T00:00:00.000Z"}}
""", "r:" + r(32, HEX), hpw())

add("bldg/fiix_secret_key", """FIIX_TENANT=acmeproperty.macmms.com
FIIX_APP_KEY=macmmsackp3748a6e2b1c0d9f8e7a6b5c4d3e2f1a0
FIIX_ACCESS_KEY=macmmsaakp3749{1}
FIIX_SECRET_KEY=macmmsaskp374{0}
""", r(48, LOWER_NUM), r(24, LOWER_NUM))

add("bldg/servicechannel_client_secret", """public class ServiceChannelAuth {
    private static final String TOKEN_URL = "https://login.servicechannel.com/oauth/token";
    private static final String CLIENT_ID = "SB.2014917.acme";
    private static final String CLIENT_SECRET = "{0}";
    private static final String USER = "acme.fm.integration";
    private static final String PASSWORD = "{1}";
}
""", r(36, UPPER_NUM), hpw())

# --- listings syndication ------------------------------------------------------------
add("bldg/mlsgrid_bearer", """$ http 'https://api.mlsgrid.com/v2/Property?$filter=OriginatingSystemName eq '"'"'mred'"'"' and MlgCanView eq true&$top=5' \\
    "Authorization:Bearer {0}"
HTTP/1.1 200 OK
{"@odata.context": "https://api.mlsgrid.com/v2/$metadata#Property", "value": [ ... 5 items ... ]}
""", r(40, HEX))

add("bldg/spark_api_key", """# spark_sync.rb
SparkApi.configure do |config|
  config.api_key      = "acme_listings_key"
  config.api_secret   = "{0}"
  config.endpoint     = "https://sparkapi.com"
  config.auth_mode    = SparkApi::Authentication::ApiAuth
end
""", r(25, LOWER_NUM))

add("bldg/bridge_server_token", """GET https://api.bridgedataoutput.com/api/v2/OData/actris_ref/Property?access_token={0}&$top=10&$select=ListingKey,ListPrice,City
""", r(32, HEX))

add("bldg/rets_login_password", """[rets]
login_url = https://rets.mlslistings.com/rets/Login
username = ACME_IDX
password = {0}
user_agent = AcmeIDX/2.1
ua_password = {1}
version = RETS/1.7.2
""", hpw(), r(10, ALNUM))

add("bldg/zillow_feed_ftp", """$ lftp -u acmeprop_feed,'{0}' sftp://ftp.zillowgroup.com -e "put listings_20260312.xml; bye"
Uploaded 1 file (2.4 MiB) in 3s
""", hpw())

add_split("bldg/ils_feed_password_split", """#ils-feeds  Thursday
Maya: apartments.com rejected the feed again, auth failed on their SFTP
Maya: user is acme_ils_2291 and the password they reset it to starts with {0}
Maya: ...and ends with {1}
Jonas: got it, updated the cron on feed-01, next push at 02:00
""", r(6, ALNUM), r(6, ALNUM) + _rng.choice("!#%"))

add("bldg/funda_api_key", """Hoi Pieter,

Voor de koppeling met Funda (makelaarsvereniging-export) heb je de sleutel nodig. De API-sleutel
voor kantoor Utrecht is {0} — graag alleen in de kluis opslaan, niet in Git.
De aanbod-feed draait elke nacht om 03:00 vanaf server woonfeed-02.

Groet,
Ellen
""", r(32, LOWER_NUM))

add("bldg/sahibinden_feed_password", """[14:02] Emre Yıldız: sahibinden kurumsal ilan aktarımı yine düştü
[14:03] Emre Yıldız: XML feed kullanıcısı: acme_emlak_ist, şifre: {0}
[14:03] Emre Yıldız: şifreyi yarın değiştireceğim, lütfen wiki'ye yazmayın
[14:05] Selin Kaya: tamam, feed-cron'u güncelledim, 15:00'te tekrar deneriz
""", hpw())

add("bldg/ddproperty_api_key", """สวัสดีครับคุณนภา
คีย์ API สำหรับส่งประกาศไป DDproperty ของโครงการ The Riverfront คือ {0}
ใช้กับ header X-Api-Key นะครับ และอย่าแชร์ในกลุ่มไลน์
ขอบคุณครับ — วิชัย
""", r(40, ALNUM))

# --- parking and EV chargers -----------------------------------------------------------
add("bldg/parkmobile_api_key", """# parking-validation/appsettings.json
{
  "ParkMobile": {
    "BaseUrl": "https://api.parkmobile.io/partner/v1",
    "ZoneNumbers": [ 4411, 4412 ],
    "ApiKey": "{0}"
  }
}
""", r(40, ALNUM))

add("bldg/skidata_api_password", """2026-03-05 07:30:12.004 ERROR [garage-sync] SKIDATA dci4 login rejected
  request: POST https://skidata-facility.acme-garage.local/dci4/api/session {"operator":"acme_sync","password":"{0}","facility":550}
  response: 403 {"error":"OPERATOR_LOCKED"}
""", hpw())

add("bldg/lpr_camera_password", """# /etc/lpr-agent/cameras.yaml
cameras:
  - name: garage-entry-lane1
    url: rtsp://lpr:{0}@10.40.50.11:554/Streaming/Channels/101
    direction: in
  - name: garage-exit-lane1
    url: rtsp://lpr:{0}@10.40.50.12:554/Streaming/Channels/101
    direction: out
""", pw())

add("bldg/chargepoint_ws_password", """<soapenv:Header>
  <wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
    <wsse:UsernameToken>
      <wsse:Username>{1}</wsse:Username>
      <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">{0}</wsse:Password>
    </wsse:UsernameToken>
  </wsse:Security>
</soapenv:Header>
""", r(32, HEX), r(24, HEX))

add("bldg/evse_admin_password", """Otopark -2 şarj istasyonları (Cuma bakım notu)
- 6 adet wallbox, yönetim arayüzü: https://10.40.60.21 ... 26
- kullanıcı: admin   şifre: {0}
- OCPP sunucu adresi değişmedi, sadece firmware 2.4.1'e güncellendi
- Yarın şifreyi değiştirip kasaya koyacağım. — Burak
""", hpw())

# --- CCTV / NVR -------------------------------------------------------------------------------
add_split("bldg/nvr_password_thai_split", """[LINE กลุ่ม ช่างอาคาร A]
สมชาย: รหัส NVR ห้องควบคุมชั้น 1 ส่วนแรกคือ {0}
สมชาย: ส่วนที่สองคือ {1} ต่อกันเลยไม่มีเว้นวรรค
สมชาย: user admin นะ เข้า http://10.40.70.5 ได้เลย
มานพ: ได้แล้วครับ กล้องลานจอดรถกลับมาครบ 16 ตัว
""", cap(_rng.choice(WORDS)) + r(3, DIGITS), _rng.choice(SYMS) + r(4, ALNUM))

add("bldg/hikvision_rtsp_password", """$ ffprobe -v error -rtsp_transport tcp "rtsp://admin:{0}@10.40.70.21:554/Streaming/Channels/102" -show_entries stream=codec_name,width,height
[STREAM]
codec_name=h264
width=640
height=360
[/STREAM]
""", hpw())

add("bldg/dahua_digest_password", """$ curl --digest -u 'admin:{0}' 'http://10.40.70.31/cgi-bin/configManager.cgi?action=getConfig&name=Encode'
table.Encode[0].MainFormat[0].Video.Compression=H.265
table.Encode[0].MainFormat[0].Video.FPS=15
""", hpw())

add("bldg/milestone_login", """var uri = new Uri("https://xprotect-mgmt.hq.local");
var cc = new NetworkCredential("svc_vms_export", "{0}", "HQ");
VideoOS.Platform.SDK.Environment.AddServer(false, uri, cc);
VideoOS.Platform.SDK.Environment.Login(uri);
Console.WriteLine($"Logged in: {VideoOS.Platform.SDK.Environment.IsLoggedIn(uri)}");
""", hpw())

add("bldg/genetec_websdk_password", """# genetec_alarms.py
SC_URL = "https://sc-main.hq.local:4590/WebSdk"
# Web SDK auth is Basic base64("user;appId:password")
USER = "websdk_alarms"
APP_ID = "KxsD11z743Hf5Gq9mv3+5ekxzemlCiUXkTFY5ba1NOGcLCmGstt2n0zYE9NsNimv"
PASSWORD = "{0}"
auth = base64.b64encode(f"{USER};{APP_ID}:{PASSWORD}".encode()).decode()
""", hpw())

add("bldg/axis_vapix_password", """from requests.auth import HTTPDigestAuth
import requests

CAM = "http://10.40.70.44"
r = requests.get(f"{CAM}/axis-cgi/param.cgi?action=list&group=Properties.Firmware",
                 auth=HTTPDigestAuth("root", "{0}"), timeout=5)
print(r.text)   # Properties.Firmware.Version=11.9.60
""", hpw())

add("bldg/eagle_eye_api_key", """$ curl -s https://c012.eagleeyenetworks.com/g/device/list \\
    -H 'Authentication: {0}:' -b 'auth_key=(session)'
[["1001a2b3","Loading Dock PTZ","camera",...]]
""", r(40, LOWER_NUM))

add("bldg/onvif_camera_password", """from onvif import ONVIFCamera

cam = ONVIFCamera("10.40.70.52", 80, "onvif_user", "{0}", "/usr/lib/python3/site-packages/wsdl")
media = cam.create_media_service()
print([p.Name for p in media.GetProfiles()])
""", hpw())

# --- energy meters and submetering -------------------------------------------------------
add("bldg/egauge_password", """Hoi team,

De eGauge in de hoofdverdeler (EG4115, egauge51234.egaug.es) stuurt weer data. Inloggen
gaat met gebruiker 'owner' en het wachtwoord {0} — graag na de oplevering wijzigen.
Register 'Warmtepomp' telt nu positief, de CT's op L2 en L3 zijn omgedraaid.

Met vriendelijke groet,
Joost (installatietechniek)
""", hpw())

add("bldg/acquisuite_upload_password", """Mar 12 00:15:02 acquisuite-b2 upload[811]: connecting to https://energy.acme-property.com/upload/acquisuite.php
Mar 12 00:15:02 acquisuite-b2 upload[811]: SERIALNUMBER=001EC6051A2F PASSWORD={0} MODE=LOGFILEUPLOAD
Mar 12 00:15:03 acquisuite-b2 upload[811]: SUCCESS 4 files (mb-001..mb-004)
""", r(16, ALNUM))

add("bldg/energystar_pm_password", """# benchmarking/pm_client.py
PM_BASE = "https://portfoliomanager.energystar.gov/ws"
session = requests.Session()
session.auth = ("acme_benchmarking", "{0}")
session.headers["Content-Type"] = "application/xml"
prop = session.get(f"{PM_BASE}/property/21144871").text
""", hpw())

add("bldg/green_button_client_secret", """{
  "datacustodian": "https://greenbutton.utility.example/DataCustodian",
  "client_id": "acme_thirdparty_0412",
  "client_secret": "{0}",
  "scope": "FB=1_3_4_5_13_14_39;IntervalDuration=3600;BlockDuration=daily;HistoryLength=34128000"
}
""", r(36, ALNUM))

add("bldg/utilityapi_token", """$ curl -s https://utilityapi.com/api/v2/meters?authorizations=188520 -H "Authorization: Bearer {0}" | jq '.meters[].base.service_tariff'
"E-19 Medium General Demand-Metered TOU"
""", r(32, HEX))

add("bldg/arcadia_client_secret", """ARCADIA_CLIENT_ID=acme-energy-prod
ARCADIA_CLIENT_SECRET={0}
ARCADIA_API=https://api.arcadia.com/plug/v1
""", r(64, HEX))

add("bldg/submeter_portal_api_key", """## Submetering head-end (runbook, tenant billing close)
On the 1st, pull the previous month's kWh per tenant:

    curl -H "X-Meter-Key: {0}" \\
      "https://headend.submeter-co.com/api/v3/reads?site=CEDAR&from=2026-02-01&to=2026-03-01&interval=month"

Then import the CSV into the rent roll (Yardi > Utility Billing).
""", "smk_live_" + r(32, ALNUM))

# --- indoor sensors ----------------------------------------------------------------------------
add("bldg/airthings_client_secret", """airthings:
  client_id: 3b8f2c6e-1d4a-49b7-8e0f-5a6c7d8e9f01
  client_secret: {0}
  account_id: "AT-acme-2291"
  poll_minutes: 5
""", uuid4())

add("bldg/awair_bearer", """$ curl -s "https://developer-apis.awair.is/v1/orgs/1187/devices" -H "Authorization: Bearer {0}"
{"devices":[{"deviceId":40512,"deviceType":"awair-omni","name":"Floor 7 open office"}]}
""", jwt({"user_id": "448211", "org_id": "1187"}))

add("bldg/disruptive_sa_secret", """# dt_sync/.env
DT_PROJECT=projects/c8e4b2a0f1d94a3e8c27
DT_SA_EMAIL=ck3m8x2q0b9s00b2klcg@bvsfptt4ta3i8j1ir7g0.serviceaccount.d21s.com
DT_SA_KEY_ID=ck3m9a4r0b9s00b2klh0
DT_SA_SECRET={0}
""", r(32, HEX))

add("bldg/density_api_token", """const DENSITY_TOKEN = "{0}";
const res = await fetch("https://api.density.io/v2/spaces/spc_1072661/counts?interval=15m", {
  headers: { Authorization: `Bearer ${DENSITY_TOKEN}` },
});
""", "tok_" + r(48, LOWER_NUM))

add("bldg/butlr_client_secret", """butlr:
  token_url: https://api.butlr.io/api/v2/clients/login
  client_id: acme-occupancy
  client_secret: {0}
  floors: [flr_2Nz8, flr_2Nz9]
""", r(43, URLSAFE))


# ============================================================ look-alikes
# --- BMS -----------------------------------------------------------------------------------
la("""$ cat tools/niagara_export.py | head -12
import os, requests
from requests.auth import HTTPDigestAuth

STATION = os.environ["NIAGARA_STATION_URL"]
USER = os.environ.get("NIAGARA_USER", "svc_export")
PASSWORD = os.environ["NIAGARA_PASSWORD"]

def fetch_points(ord_path: str):
    url = f"{STATION}/obix/config/Drivers/BacnetNetwork/{ord_path}"
    return requests.get(url, auth=HTTPDigestAuth(USER, PASSWORD), timeout=15).text
""")

la("""; exported from BACnet/IP gateway web UI (Settings > Backup), fw 4.12.3
[network]
ip=10.40.12.22
mask=255.255.255.0
bbmd_enable=1
bbmd_port=47808
device_instance=120022

[web]
admin_user=admin
admin_password=********
https_only=1
""")

la("""[09:20] Sanne de Wit: Het ETS-projectwachtwoord staat nu in 1Password, kluis "Installaties", item "Keizersgracht ETS"
[09:21] Bram: dank je, ik heb het oude bericht met het wachtwoord verwijderd
[09:22] Sanne de Wit: mooi. Individueel adres van de IP-router is 1.1.0, tunnel 1.1.250
""")

la("""# home-assistant/knx.yaml
knx:
  connection_type: tunneling_tcp_secure
  host: 192.168.50.12
  individual_address: 1.1.251
  user_id: 5
  user_password: !secret knx_tunnel_password
  device_authentication: !secret knx_device_auth
""")

la("""$ curl -s -u "admin:$MODBUS_BRIDGE_PASS" http://10.40.12.34/api/v1/registers?unit=8\\&start=3000\\&count=4
{"unit":8,"start":3000,"values":[2299,2301,2302,0],"ts":"2026-03-02T08:12:03Z"}
""")

la("""POST /api/v4/login HTTP/1.1
Host: adx01.campus-north.edu
Content-Type: application/json

{"username": "api-integration", "password": "{{ metasys_password }}"}

HTTP/1.1 401 Unauthorized
{"message":"Invalid credentials","correlationId":"7c9e1b24-0a3f-4d6e-b8c2-91f5a0d3e6b7"}
""")

la("""2026-02-18 06:00:02,114 INFO  desigo_sync  GET https://dcc-srv01:8443/WSI/api/values/System1.ManagementView:ManagementView.FieldNetworks.BACnet.AHU03.RAT
2026-02-18 06:00:02,115 DEBUG desigo_sync  headers={'Authorization': 'Bearer <redacted>', 'Accept': 'application/json'}
2026-02-18 06:00:02,390 INFO  desigo_sync  200 OK value=21.9 quality=0 objectId=System1:GmsDevice_1_1201101_4194305
""")

la("""<configuration>
  <appSettings>
    <add key="Ews.Endpoint" value="https://ebo-es.hq.local/EcoStruxure/DataExchange" />
    <add key="Ews.UserName" value="ews_reader" />
    <add key="Ews.Password" value="%EWS_PASSWORD%" />
    <add key="Ews.PollSeconds" value="60" />
  </appSettings>
</configuration>
""")

la("""# .env.example  (forge-connector)
FORGE_TENANT=acme-realty
FORGE_CLIENT_ID=4c1e0b8a-forge-conn-stg
FORGE_CLIENT_SECRET=
FORGE_TOKEN_URL=https://login.forge.honeywell.com/oauth2/token
""")

la("""client = httpx.Client(base_url="https://10.40.14.62/api/rest/v2", verify=False,
                      auth=(settings.eclypse_user, settings.eclypse_password))
resp = client.get("/services/bacnet/local/objects/analog-value/13/properties/present-value")
# -> {"value": 22.5, "units": "degrees-celsius"}
""")

la("""$ http GET https://skyspark.portfolio-ops.com/api/northpark/read filter==site \\
    "Authorization:BEARER authToken=${SKYSPARK_TOKEN}" Accept:text/zinc
HTTP/1.1 200 OK

ver:"3.0"
id,dis,site
@p:northpark:r:2b6e0c1a-4f1d8a22 "North Park Annex",M
""")

la("""$ vctl auth serverkey
{1}
$ vctl peerlist
platform.driver  bacnet_proxy  platform.historian
""".replace("{1}", b64url(32)))

la("""$ telnet 10.40.1.21 23
Trying 10.40.1.21...
Connected to 10.40.1.21.
login: lutron
password:
QNET> ?OUTPUT,25,1
~OUTPUT,25,1,0.00
""")

la("""const FUSION_BASE = process.env.FUSION_BASE ?? "https://fusion.hq.local/fusion/apiservice";
const FUSION_TOKEN = process.env.FUSION_TOKEN!;   // 32 hex chars, from Fusion > Configuration > Security
const FUSION_USER = "roomscheduler";
""")

la("""<Packet>
  <Command>getRequest</Command>
  <DatabaseManager>
    <SystemData Model="AE-200A" Version="7.95" MacAddress="{0}" />
    <Login user="maintenance" password="" />
  </DatabaseManager>
</Packet>
""".replace("{0}", mac()))

la("""[daikin]
client_id = dk-ihWj2xq0vP8mT3Zr
client_secret = ${DAIKIN_CLIENT_SECRET}
redirect_uri = https://hvac.acme-property.nl/oauth/callback
""")

la("""Unhandled exception. System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'niagara_hist'.
   at Historian.Sync.Program.Main(String[] args) in C:\\svc\\HistSync\\Program.cs:line 41
ClientConnectionId:{0}
Error Number:18456,State:1,Class:14
""".replace("{0}", uuid4()))

la("""# /opt/niagara/etc/system.properties
niagara.home=/opt/niagara
nre.java.heap.max=2048m
niagara.keystore.path=/opt/niagara/security/keystore.p12
#niagara.keystore.password=<set via platform > Certificate Management, never here>
fox.tls.enabled=true
""")

la("""## Runbook: chiller plant lockout (Carrier i-Vu)
1. Log in to https://ivu.campus.local with your own named account (shared `plantop` was
   disabled in FAC-2291; request access in the FM portal).
2. Navigate to Central Plant > Chillers > CH-2 and set Lockout = Enabled.
""")

la("""c = mqtt.Client(client_id="lift-gw-tower-b")
c.username_pw_set(os.environ["LIFTMON_USER"], os.environ["LIFTMON_PASS"])
c.tls_set(ca_certs="/etc/liftmon/ca.pem")
c.connect("mqtt.elevatorwatch.io", 8883)
""")

la("""$ curl -s -X POST https://dev.kone.com/api/v2/oauth2/token \\
    -u "$KONE_CLIENT_ID:$KONE_CLIENT_SECRET" \\
    -d grant_type=client_credentials -d 'scope=application/inventory'
{"error":"invalid_client"}
""")

la("""[otis_one]
base_url = "https://api.otis.com/oneapi/v1"
api_key = "${OTIS_API_KEY}"
buildings = ["US-NY-5511", "US-NY-5512"]
# unit serials: 2A41-77810, 2A41-77811
""")

# --- access control, locks, visitors, intercoms ------------------------------------
la("""GET /v1/api/access-points?pageSize=100 HTTP/1.1
Host: api.brivo.com
api-key: {{BRIVO_API_KEY}}
Accept: application/json
""")

la("""brivo:
  client_id: 7f3b6c0e-brivo-sync
  client_secret: ${BRIVO_CLIENT_SECRET}
  username: integrations@acme-property.com
  password: ${BRIVO_PASSWORD}
  site_ids: [40211, 40212]
""")

la("""{"tool": "bash", "input": {"command": "curl -s https://api.verkada.com/access/v1/access_users -H \\"x-api-key: $VERKADA_API_KEY\\" | jq '.access_members | length'"}, "output": "419"}
""")

la("""req["Authorization"] = "KISI-LOGIN #{ENV.fetch('KISI_API_KEY')}"
# lock ids: 44812 (front gate), 44813 (bike room)
""")

la("""{
  "name": "alta-badge-export",
  "env": {
    "ALTA_ORG_ID": "8841",
    "ALTA_EMAIL": "facilities-bot@harborview-residences.com",
    "ALTA_PASSWORD": "op://Facilities/Alta bot/password"
  }
}
""")

la("""2026-03-09T11:02:17.552Z [salto-ks] requesting token
  POST https://clp-accept-identityserver.my-clay.com/connect/token
  body: grant_type=client_credentials&client_id=acme-pm-integration&client_secret=***&scope=user_api.full_access
2026-03-09T11:02:18.014Z [salto-ks] 200 token ok, expires_in=3600
""")

la("""public static class OrigoConfig
{
    public const string OrganizationId = "1004581";
    public const string ClientId = "ACMEPM-ORIGO-PROD";
    public static string ClientSecret => Environment.GetEnvironmentVariable("ORIGO_CLIENT_SECRET")!;
}
""")

la("""HTTP/1.1 200 OK
Content-Type: application/json

{"session_token":"<redacted>","token_expiration_time":"2026-03-09T12:02:17Z","version":"1.0","user_name":"sa_badgesync"}
""")

la("""<NETBOX-API sessionid="">
  <COMMAND name="Login" num="1">
    <PARAMS><USERNAME>apiuser</USERNAME><PASSWORD>[hidden]</PASSWORD></PARAMS>
  </COMMAND>
</NETBOX-API>
""")

la("""$ python ccure_sync.py --server https://ccure-srv.hq.local/victorwebservice --user ccure_api --password-env CCURE_PASSWORD --client-name BadgeBridge
[INFO] authenticated, session expires in 900s
""")

la("""# gallagher.env
GGL_SERVER=https://cc-server.hq.local:8904
GGL_API_KEY_FILE=/run/secrets/gallagher_api_key
GGL_CLIENT_CERT_THUMBPRINT={0}
""".replace("{0}", r(40, UPPER_HEX)))

la("""Net2 API client registered:
  client_id: 00aab996-6439-4f16-89b4-6c0cc851e8f3  (public, safe to commit)
  client_secret: stored in Azure Key Vault kv-acme-bldg / net2-client-secret
""")

la("""Ticket FAC-3108  Door 2.15 (IDF) reader beeping
Reporter: Deniz Aydın
-----
Mercury LP1502 SCP address 3, serial 0A1F4C77, reader port 2. Card 26-bit, facility code 114,
badge 20417 denied with "access level not assigned". Added level AL-IDF-2 in C-CURE, fixed.
""")

la("""rest_command:
  nuki_web_unlock:
    url: "https://api.nuki.io/smartlock/{{ smartlock_id }}/action"
    method: post
    headers:
      authorization: !secret nuki_web_token
    payload: '{"action": 1}'
""")

la("""$ seam locks list --device-type august_lock
┌──────────────────────────────────────┬──────────────┬────────┐
│ device_id                            │ name         │ locked │
├──────────────────────────────────────┼──────────────┼────────┤
│ {0} │ Unit 4C      │ false  │
└──────────────────────────────────────┴──────────────┴────────┘
""".replace("{0}", uuid4()))

la("""return [
    'client_id'     => 'c5f2b8a1e04d4c7f9b3e6a2d1f8c0b7e',
    'client_secret' => env('TTLOCK_CLIENT_SECRET'),
    'username'      => 'ops_acmeflats',
    'password_md5'  => md5(env('TTLOCK_PASSWORD')),
];
""")

la("""$ curl -s https://api.igloodeveloper.co/igloohome/devices -H "Authorization: Bearer $(cat ~/.igloo/token)"
{"payload":[{"deviceId":"IGP1051a2f4","deviceName":"Studio 14 keybox","type":"Keybox"}],"nextCursor":null}
""")

la("""var cfg = SmartRentConfig{
	BaseURL:      "https://control.smartrent.com/api/v2",
	Email:        "integration@cedarlofts.com",
	RefreshToken: os.Getenv("SMARTRENT_REFRESH_TOKEN"),
}
""")

la("""LATCH_PARTNER_ID=acme-prop
LATCH_PARTNER_SECRET=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
LATCH_WEBHOOK_URL=https://portal.acme-property.com/hooks/latch
""")

la("""requests.exceptions.HTTPError: 404 Client Error: Not Found for url: https://api.butterflymx.com/v3/buildings/2284/units/{0}
""".replace("{0}", r(8, DIGITS)))

la("""ENVOY_KEY="${ENVOY_KEY:?set ENVOY_KEY}"
curl -s "https://api.envoy.com/v1/entries?location_id=118820&start=$(date +%F)" -H "X-Api-Key: $ENVOY_KEY"
""")

la("""app.post("/hooks/swipedon", express.raw({ type: "*/*" }), (req, res) => {
  const SECRET = process.env.SWIPEDON_WEBHOOK_SECRET;
  const sig = crypto.createHmac("sha256", SECRET).update(req.body).digest("hex");
  // example signature from docs: {0}
""".replace("{0}", sha() + r(24, HEX)))

la("""<Sip1>
  <Enabled>1</Enabled>
  <DisplayName>Service Entrance</DisplayName>
  <PhoneNumber>8101</PhoneNumber>
  <Domain>pbx.harborview.local</Domain>
  <AuthId>8101</AuthId>
  <Password></Password>
</Sip1>
""")

la("""Config.Account1.GENERAL.UserName = 8103
Config.Account1.GENERAL.AuthName = 8103
Config.Account1.GENERAL.Pwd = $AUTOP_SIP_PWD_8103
Config.Account1.SIP.Server = 10.40.30.5
Config.Network.LAN.MAC = {0}
""".replace("{0}", mac()))

la("""$ asterisk -rx "pjsip show endpoint 8104"
 Endpoint:  8104/8104                                  Not in use    0 of inf
     InAuth:  8104/8104
        Aor:  8104                                     1
      Contact:  8104/sip:8104@10.40.30.61:5060;x-ast-orig-host=10.40.30.61:5060  a1b2c3d4e5 Avail  12.4
""")

# --- property management SaaS, payments, maintenance, listings ----------------------
la("""$ curl -s "https://api.buildium.com/v1/rentals/units?limit=50" \\
    -H "x-buildium-client-id: $BUILDIUM_CLIENT_ID" \\
    -H "x-buildium-client-secret: $BUILDIUM_CLIENT_SECRET" | jq '.[0].UnitNumber'
"4C"
""")

la("""CLIENT_ID = "f2a9c1d07e3b4a51"
CLIENT_SECRET = os.environ["APPFOLIO_CLIENT_SECRET"]
URL = "https://acmeproperty.appfolio.com/api/v1/reports/rent_roll.json"
""")

la("""<GetResidentTransactions_Login xmlns="http://tempuri.org/YSI.Interfaces.WebServices/ItfResidentTransactions20">
  <UserName>#{yardi_user}</UserName>
  <Password>#{yardi_password}</Password>
  <ServerName>afqoml_live</ServerName>
  <Database>afqoml_live</Database>
  <YardiPropertyId>cedar02</YardiPropertyId>
  <InterfaceEntity>Acme Tenant Portal</InterfaceEntity>
  <InterfaceLicense>#{yardi_license}</InterfaceLicense>
</GetResidentTransactions_Login>
""")

la("""  "yardi": {
    "endpoint": "https://www.yardiasp14.com/21253acme/webservices/itfresidenttransactions20.asmx",
    "entity": "Acme Tenant Portal",
    "license": "vault:secret/data/yardi#license"
  },
""")

la("""{
  "auth": { "type": "basic", "username": "acme_api", "password": "<ENTRATA_PASSWORD>" },
  "requestId": "16",
  "method": { "name": "getUnitsAvailabilityAndPricing", "version": "r1", "params": { "propertyId": "1003490" } }
}
""")

la("""2026-03-12 02:00:01 [nightly-ledger] GET https://acme.api.rentmanager.com/Tenants?embeds=Balance&pagesize=500
2026-03-12 02:00:01 [nightly-ledger]   X-RM12Api-ApiToken: [FILTERED]
2026-03-12 02:00:03 [nightly-ledger] 497 rows, 1 page, request-id {0}
""".replace("{0}", uuid4()))

la("""realpage.pmcid=4481022
realpage.siteid=5120332
realpage.username=acme.exchange
realpage.password=${REALPAGE_PASSWORD}
realpage.license=ACME-PORTAL-2024
""")

la("""const doorloop = axios.create({
  baseURL: "https://app.doorloop.com/api",
  headers: { Authorization: `bearer ${process.env.DOORLOOP_TOKEN}` },
});
// lease id 63f1a2b9c0d4e5f6a7b8c9d1
""")

la("""propertyware:
  base_url: https://api.propertyware.com/pw/api/rest/v1
  client_id: 91c4e7b2-pw-acme
  client_secret: "{{ vault('secret/pw/client_secret') }}"
  system_id: "1098221"
""")

la("""Dear Acme Property team,
Your Zego (PayLease) gateway for Cedar Lofts is live.
  Gateway ID: 24-CEDAR-LOFTS
  Username: cedarlofts_api
The password will be sent separately through our secure portal and expires after first use.
""")

la("""# tenant-portal/.env.example
DWOLLA_ENV=sandbox
DWOLLA_KEY=
DWOLLA_SECRET=
DWOLLA_WEBHOOK_URL=https://pay.acme-property.com/dwolla/events
""")

la("""2026-03-12 10:14:02   --> invoice.paid [evt_1OxR4kAcmeRent0002]
2026-03-12 10:14:02  <--  [200] POST http://localhost:4000/webhooks/rent [evt_1OxR4kAcmeRent0002]
customer=cus_PqR8sT1uVw2XyZ invoice=in_1OxR4jAcmeRentInv77 amount_paid=185000 currency=usd
""")

la("""[auth]
jwt_secret = "${PORTAL_JWT_SECRET}"   # 48 random bytes, base64; rotate with `portal keys rotate`
jwt_ttl = "12h"
jwks_kid = "{0}"
""".replace("{0}", r(16, HEX)))

la("""psql "postgresql://portal_rw@portal-db.internal:5432/tenants?sslmode=require" -c "select count(*) from leases where ends_on < now() + interval '60 days';"
Password for user portal_rw:
 count
-------
    31
""")

la("""[
  {"role": "tool", "name": "http_request", "input": {"method": "GET", "url": "https://app.propertymeld.com/api/v2/meld/?status=PENDING_ASSIGNMENT", "headers": {"Authorization": "Bearer ${PROPERTYMELD_TOKEN}"}}},
  {"role": "tool_result", "content": "{\\"count\\": 6, \\"results\\": [{\\"id\\": 5522918, \\"unit\\": \\"12C\\"}]}"}
]
""")

la("""$ curl -s https://api.onupkeep.com/api/v2/work-orders/ -H "Session-Token: $UPKEEP_SESSION" | jq '.results[0] | {id, title}'
{"id": "Xk7rP2mQ9a", "title": "Boiler room: leaking relief valve B-2"}
""")

la("""FIIX_TENANT=acmeproperty.macmms.com
FIIX_APP_KEY=<from Fiix > Settings > API Applications>
FIIX_ACCESS_KEY=<same page>
FIIX_SECRET_KEY=<same page, shown once>
""")

la("""private static final String CLIENT_ID = "SB.2014917.acme";
private static final String CLIENT_SECRET = System.getenv("SERVICECHANNEL_CLIENT_SECRET");
// subscriber id 2014917, work order 288194421 (priority P2, HVAC)
""")

la("""$ http 'https://api.mlsgrid.com/v2/Property?$top=1' "Authorization:Bearer $MLSGRID_TOKEN"
HTTP/1.1 200 OK
{"value": [{"ListingKey": "MRD12094471", "ListingId": "12094471", "ModificationTimestamp": "2026-03-11T22:41:09.113Z"}]}
""")

la("""SparkApi.configure do |config|
  config.api_key      = "acme_listings_key"
  config.api_secret   = ENV["SPARK_API_SECRET"]
  config.endpoint     = "https://sparkapi.com"
end
""")

la("""GET https://api.bridgedataoutput.com/api/v2/OData/actris_ref/Property?access_token=$BRIDGE_SERVER_TOKEN&$top=10&$select=ListingKey,ListPrice,City
""")

la("""[rets]
login_url = https://rets.mlslistings.com/rets/Login
username = ACME_IDX
password = %(RETS_PASSWORD)s
user_agent = AcmeIDX/2.1
version = RETS/1.7.2
""")

la("""$ lftp -u acmeprop_feed sftp://ftp.zillowgroup.com -e "put listings_20260313.xml; bye"
Password:
Uploaded 1 file (2.4 MiB) in 3s
sha256 listings_20260313.xml = {0}
""".replace("{0}", r(64, HEX)))

la("""#ils-feeds  Friday
Maya: apartments.com SFTP works again, the password is in the vault under ils/apartments-com
Jonas: thanks, I rotated the old one and removed it from the cron env
""")

la("""Hoi Pieter,

De Funda API-sleutel voor kantoor Utrecht is vervangen. De nieuwe staat in de kluis onder
"Funda / Utrecht"; in de code lezen we hem uit FUNDA_API_KEY. Makelaarsnummer 24591, object-id 43177820.

Groet,
Ellen
""")

la("""[14:30] Emre Yıldız: sahibinden feed şifresini değiştirdim, yenisi kasada (Emlak/Sahibinden XML)
[14:31] Selin Kaya: tamam, ilan no 1183427766 artık görünüyor
""")

la("""สวัสดีครับคุณนภา
คีย์ API ของ DDproperty เปลี่ยนใหม่แล้ว เก็บไว้ใน Vault ที่ path secret/listings/ddproperty
ในโค้ดให้อ่านจาก DDPROPERTY_API_KEY ครับ รหัสประกาศล่าสุดคือ 10984532
""")

# --- parking, EV, CCTV, energy, sensors ----------------------------------------------------
la("""{
  "ParkMobile": {
    "BaseUrl": "https://api.parkmobile.io/partner/v1",
    "ZoneNumbers": [ 4411, 4412 ],
    "ApiKey": "#{ParkMobileApiKey}#"
  }
}
""")

la("""2026-03-06 07:30:12.004 INFO [garage-sync] SKIDATA dci4 session opened
  request: POST https://skidata-facility.acme-garage.local/dci4/api/session {"operator":"acme_sync","password":"*****","facility":550}
  response: 200 {"sessionId":"{0}","ttl":1800}
""".replace("{0}", uuid4()))

la("""cameras:
  - name: garage-entry-lane2
    url: rtsp://lpr:${LPR_CAM_PASSWORD}@10.40.50.13:554/Streaming/Channels/101
    direction: in
    plate_region: us-ny
""")

la("""<wsse:UsernameToken>
  <wsse:Username>${CP_LICENSE_KEY}</wsse:Username>
  <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">${CP_LICENSE_PASSWORD}</wsse:Password>
</wsse:UsernameToken>
""")

la("""Otopark -2 şarj istasyonları (Pazartesi notu)
- yönetim arayüzü şifresi değiştirildi, yeni şifre kasada: "Otopark / Wallbox admin"
- seri numaraları: WB-22A0419, WB-22A0420, WB-22A0421
- OCPP kimliği: ACME-IST-P2-01 ... 06
""")

la("""[LINE กลุ่ม ช่างอาคาร A]
สมชาย: เปลี่ยนรหัส NVR ห้องควบคุมชั้น 1 แล้วนะ รหัสใหม่อยู่ในตู้เซฟ ไม่ส่งในไลน์
มานพ: รับทราบครับ serial NVR คือ DS-7716NI-K4/16P DS-7716NI-K41620230811CCRRJ92133WCVU
""")

la("""$ ffprobe -v error -rtsp_transport tcp "rtsp://$HIK_USER:$HIK_PASS@10.40.70.22:554/Streaming/Channels/102" -show_entries stream=codec_name
[STREAM]
codec_name=h265
[/STREAM]
""")

la("""$ curl --digest -u "admin:$(pass show cctv/dahua-nvr)" 'http://10.40.70.31/cgi-bin/magicBox.cgi?action=getSerialNo'
sn=7J0A1B2PAZ3C4D5
""")

la("""var uri = new Uri("https://xprotect-mgmt.hq.local");
var cc = CredentialCache.DefaultNetworkCredentials;   // runs as HQ\\svc_vms_export (gMSA)
VideoOS.Platform.SDK.Environment.AddServer(false, uri, cc);
""")

la("""SC_URL = "https://sc-main.hq.local:4590/WebSdk"
USER = "websdk_alarms"
APP_ID = "KxsD11z743Hf5Gq9mv3+5ekxzemlCiUXkTFY5ba1NOGcLCmGstt2n0zYE9NsNimv"  # Genetec's published SDK application id
PASSWORD = keyring.get_password("genetec", USER)
""")

la("""r = requests.get(f"{CAM}/axis-cgi/param.cgi?action=list&group=Properties.Firmware",
                 auth=HTTPDigestAuth("root", getpass.getpass("Axis root password: ")), timeout=5)
# Properties.Firmware.Version=11.9.60  Properties.System.SerialNumber=B8A44F3C9D21
""")

la("""$ curl -s https://c012.eagleeyenetworks.com/g/device/list -H "Authentication: $EEN_API_KEY:" -b "auth_key=$EEN_AUTH_KEY"
[["1001a2b4","Loading Dock Fixed","camera",...],["1001a2b5","Lobby Dome","camera",...]]
""")

la("""cam = ONVIFCamera(cfg.host, 80, cfg.user, cfg.password, "/usr/lib/python3/site-packages/wsdl")
# device info: Manufacturer=Uniview Model=IPC3614SB-ADF28KM-I0 FirmwareVersion=IPC_G6103-B0023P04D1907
""")

la("""Hoi team,

De eGauge in de hoofdverdeler (EG4115, egauge51234.egaug.es) is na de oplevering voorzien van een
nieuw wachtwoord; dat staat in de kluis onder "Installaties / eGauge hoofdverdeler".
Meter-ID 51234, firmware 4.6.2, register 'Warmtepomp' is gecorrigeerd.

Met vriendelijke groet,
Joost
""")

la("""Mar 13 00:15:02 acquisuite-b2 upload[812]: connecting to https://energy.acme-property.com/upload/acquisuite.php
Mar 13 00:15:02 acquisuite-b2 upload[812]: SERIALNUMBER=001EC6051A2F PASSWORD=(hidden) MODE=LOGFILEUPLOAD
Mar 13 00:15:03 acquisuite-b2 upload[812]: SUCCESS 4 files, md5 {0}
""".replace("{0}", r(32, HEX)))

la("""session = requests.Session()
session.auth = (os.environ["PM_USER"], os.environ["PM_PASSWORD"])
prop = session.get(f"{PM_BASE}/property/21144872").text   # ENERGY STAR score 78, property id 21144872
""")

la("""{
  "datacustodian": "https://greenbutton.utility.example/DataCustodian",
  "client_id": "acme_thirdparty_0412",
  "client_secret": "{{ .Values.greenbutton.clientSecret }}",
  "scope": "FB=1_3_4_5_13_14_39;IntervalDuration=3600"
}
""")

la("""$ curl -s https://utilityapi.com/api/v2/meters?authorizations=188521 -H "Authorization: Bearer $UTILITYAPI_TOKEN" | jq '.meters[].uid'
"1920445"
"1920446"
""")

la("""ARCADIA_CLIENT_ID=acme-energy-prod
ARCADIA_CLIENT_SECRET=op://Energy/Arcadia/client_secret
ARCADIA_API=https://api.arcadia.com/plug/v1
""")

la("""## Submetering head-end (runbook, tenant billing close)
    curl -H "X-Meter-Key: $SUBMETER_KEY" \\
      "https://headend.submeter-co.com/api/v3/reads?site=CEDAR&meter=EM-04-1207&interval=month"
The key lives in the FM vault; rotate it every quarter (last rotation: ticket FAC-3120).
""")

la("""airthings:
  client_id: 3b8f2c6e-1d4a-49b7-8e0f-5a6c7d8e9f02
  client_secret: ""   # filled by the secrets operator at deploy time
  account_id: "AT-acme-2291"
  device_serials: ["2960012345", "2960012346"]
""")

la("""$ curl -s "https://developer-apis.awair.is/v1/orgs/1187/devices" -H "Authorization: Bearer $AWAIR_TOKEN"
{"devices":[{"deviceId":40513,"deviceType":"awair-omni","name":"Floor 8 open office","macAddress":"70886B1A2B3C"}]}
""")

la("""DT_PROJECT=projects/c8e4b2a0f1d94a3e8c27
DT_SA_EMAIL=ck3m8x2q0b9s00b2klcg@bvsfptt4ta3i8j1ir7g0.serviceaccount.d21s.com
DT_SA_KEY_ID=ck3m9a4r0b9s00b2klh0
DT_SA_SECRET=${{ secrets.DT_SA_SECRET }}
""")

la("""const res = await fetch(`https://api.density.io/v2/spaces/spc_1072662/counts?interval=15m`, {
  headers: { Authorization: `Bearer ${process.env.DENSITY_TOKEN}` },
});
// {"results":[{"timestamp":"2026-03-12T09:00:00Z","count":41,"space_id":"spc_1072662"}]}
""")

la("""curl -s -X POST https://shelly-63-eu.shelly.cloud/device/status \\
  -d "id=e8db84d4a1b3&auth_key=$SHELLY_AUTH_KEY" | jq .data.device_status.emeters
[{"power": 412.7, "total": 88231.4, "is_valid": true}]
""")

la("""TUYA_ACCESS_ID=qwk4x2ch8j0ad3l9vmzt
TUYA_ACCESS_SECRET=
# device ids: bf3a91c2d4e5f60718aq2k, bf3a91c2d4e5f60718aq2m  (model units showroom plugs)
""")


assert len(SECRETS) == 100, len(SECRETS)
assert len(LOOK_ALIKES) == 100, len(LOOK_ALIKES)
for _kind, _text, _secret in SECRETS:
    assert isinstance(_kind, str) and _kind.count("/") == 1, _kind
    assert all(_kind.split("/")), _kind
    for _piece in _secret if isinstance(_secret, tuple) else (_secret,):
        assert _piece and _piece in _text, (_kind, _piece)
_texts = [t for _, t, _ in SECRETS] + LOOK_ALIKES
assert len(set(_texts)) == len(_texts), "duplicate texts"
