r"""Held-out batch 71: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py (the batch format); (2) the
first 130 lines of bench/heldout/batch19.py (its docstring and the helper functions r, b64,
b64url, pw, uuid4, sha, jwt, add, add_split and la); (3) a grep of the Theme paragraphs of
the earlier batches, so that these texts repeat none of theirs; (4) a grep of the kind
names already used. No rule, code, doc, test, bench or result of the filter was opened, and
the filter was never run.

Theme: automotive, fleet telematics and vehicle software as a coding agent's session holds
it. Connected-car and OEM APIs (Smartcar-style OAuth apps, Tesla-style fleet API tokens,
High Mobility and Enode client credentials, BMW/Mercedes/Stellantis style developer
portals, vehicle command signing keys); fleet telematics platforms and GPS trackers
(Traccar traccar.xml and REST calls, Teltonika and Concox/GT06 SMS commands with device
passwords, Queclink AT-style commands, server host/port configs, Wialon and Webfleet
OPEN.connect URLs, Geotab MyGeotab sessions, Samsara and Motive API tokens, flespi
tokens); OBD-II dongles and their apps (ELM327 Wi-Fi hotspots, Freematics hub keys, dongle
provisioning scripts, mobile app configs); dealer management systems and parts catalogs
(CDK, Reynolds, DMS SFTP exports, TecDoc/TecAlliance, partslink24 and EPC logins, VIN
decoder API keys); car-rental and car-sharing back ends (Django/Rails/Spring/Node configs,
keyless-entry BLE secrets, digital key payloads, payment webhooks of rentals); insurance
telematics (UBI scoring SDK keys, trip upload tokens, Kafka SASL credentials); diagnostic
tool licences (CANoe/CANalyzer style activation keys, ODX/PDX tool licences, J2534 pass-thru
vendor logins, scan tool cloud activations); CAN bus and UDS tooling (python-can and
udsoncan configs, SecurityAccess seed/key secrets, SecOC and SHE/HSM keys in ARXML,
DoIP activation keys, CANedge S3 config.json); AUTOSAR and infotainment builds (Yocto
local.conf, SWUpdate and RAUC signing, Android Automotive keystores in Gradle, QNX build
env, Artifactory credentials of AUTOSAR vendors); OTA update servers (hawkBit gateway and
target tokens, Mender tenant tokens, Uptane repository keys, PEM signing keys, Aktualizr
credentials); tachograph and ELD compliance integrations (DDD file download services,
remote download company card servers, FMCSA ELD provider API tokens, tachograph analysis
SaaS); and workshop chat and tickets (Jira, Slack, e-mails between mechanics, service
advisors and developers). Texts are shell sessions with output, logs, stack traces,
Python/Go/Java/Kotlin/C/C#/TypeScript/Rust code, SQL, HTTP requests and responses, agent
tool-call JSON, YAML/JSON/TOML/INI/XML/.env/properties files, runbooks and chat. Secrets
are random machine tokens and keys in vendor-like shapes and human-chosen passwords and
passphrases, in assignments, flags, URLs, headers, XML attributes, JSON, SMS command
strings, prose and splits across lines or messages; non-English prose is in Czech,
Vietnamese and Spanish. Look-alikes are the same files and commands with env references,
placeholders, masks, VINs, IMEIs, ICCIDs, device serials, ECU part numbers, DTCs, CAN ids,
firmware digests, public keys, ticket numbers and prose about rotating keys.
Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(71_2026_12_07)
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


# ============================================================ own helpers
_WORDS = [
    "piston", "gearbox", "turbo", "clutch", "diesel", "octavia", "fabia", "hilux", "camber",
    "torque", "axle", "brake", "rotor", "spark", "valve", "chassis", "sedan", "caravan",
    "tacho", "kombi", "ranger", "sprinter", "transit", "wrench", "garage", "bumper", "muffler",
    "radiator", "crankshaft", "odometer", "trailer", "dashcam", "gasket", "camshaft",
]
_LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "$"})


def word() -> str:
    return _rng.choice(_WORDS)


def human_pw() -> str:
    """A human-chosen password: a capitalised word, digits, a symbol."""
    style = _rng.randrange(4)
    w = word()
    if style == 0:
        return w.capitalize() + r(_rng.choice((2, 4)), DIGITS) + _rng.choice("!#@$%*")
    if style == 1:
        return w.translate(_LEET).capitalize() + _rng.choice("!#@") + r(3, DIGITS)
    if style == 2:
        return word().capitalize() + _rng.choice("_.-") + w.capitalize() + r(2, DIGITS)
    return _rng.choice("!#@") + w.upper()[:4] + r(4, DIGITS) + w[4:]


def phrase(n: int = 4, sep: str = "-") -> str:
    return sep.join(word() for _ in range(n)) + sep + r(2, DIGITS)


def pem(kind: str = "PRIVATE KEY", n_bytes: int = 180) -> str:
    body = b64(n_bytes)
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def vin() -> str:
    return r(3, "WVJSTKZ123456789") + r(6, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + r(8, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")


def imei() -> str:
    return "35" + r(13, DIGITS)


def iccid() -> str:
    return "8942" + r(15, DIGITS)


def hexkey(n: int) -> str:
    return r(2 * n, UPPER_HEX)


def grouped(n_groups: int, size: int = 5, alphabet: str = UPPER_NUM) -> str:
    return "-".join(r(size, alphabet) for _ in range(n_groups))


# ============================================================ secrets
add("auto/smartcar-style-client-secret-env",
    """# .env.local  (fleet-portal, connected-car onboarding)
SMARTCAR_CLIENT_ID={1}
SMARTCAR_CLIENT_SECRET={0}
SMARTCAR_REDIRECT_URI=https://portal.fleetly.example/oauth/callback
SMARTCAR_MODE=live
""", uuid4(), uuid4())

add("auto/teltonika-sms-login-password",
    """$ python tools/send_sms.py --to +420777{1} --text " fleetadm {0} setparam 2004:trk.fleetly.example;2005:5027"
[gsm-modem] AT+CMGS="+420777{1}"
[gsm-modem] +CMGS: 41
OK
reply from device: "Param ID:2004 Value:trk.fleetly.example  Param ID:2005 Value:5027"
""", "Tr" + r(2, DIGITS) + "ck" + r(4, ALNUM), r(6, DIGITS))

add("auto/gt06-sms-password-change",
    """Ticket FLT-{1}: customer van lost its server after SIM swap.
Sent to tracker (IMEI {2}):
  PASSWORD,666666,{0}#
  SERVER,0,gps.fleetly.example,5023,0#
Device replied "SERVER OK". New SMS password is above, store it in the device sheet.
""", r(6, DIGITS), r(4, DIGITS), imei())

add("auto/traccar-xml-database-password",
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>org.postgresql.Driver</entry>
    <entry key='database.url'>jdbc:postgresql://pg-traccar.internal:5432/traccar</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'>{0}</entry>
    <entry key='gt06.port'>5023</entry>
    <entry key='teltonika.port'>5027</entry>
</properties>
""", human_pw())

add("auto/traccar-rest-basic-userinfo",
    """$ curl -s "https://admin%40fleetly.example:{0}@traccar.fleetly.example/api/devices?uniqueId={1}" | jq '.[0] | {id, name, status}'
{
  "id": 8812,
  "name": "Sprinter 4AB 2291",
  "status": "online"
}
""", pw(), imei())

add("auto/mygeotab-python-password",
    """import mygeotab

api = mygeotab.API(
    username="integrations@haulco.example",
    password="{0}",
    database="haulco_fleet",
    server="my.geotab.com",
)
api.authenticate()
devices = api.get("Device", resultsLimit=500)
print(len(devices), "devices")
""", human_pw())

add("auto/samsara-style-api-token-header",
    """GET /fleet/vehicles/stats?types=gps,engineStates HTTP/1.1
Host: api.samsara.com
Authorization: Bearer {0}
Accept: application/json

HTTP/1.1 200 OK
x-request-id: {1}
content-type: application/json
""", "samsara_api_" + r(30, ALNUM), uuid4())

add("auto/ota-uptane-root-signing-pem",
    """$ cat repo/keys/targets.key
{0}
$ uptane-sign --key repo/keys/targets.key --metadata repo/metadata/targets.json
signed targets.json (version 412, expires 2027-01-01T00:00:00Z)
""", pem("EC PRIVATE KEY", 121))

add("auto/hawkbit-gateway-token",
    """# provision.sh for the TCU test bench
HAWKBIT_URL=https://ota.fleetly.example
TENANT=DEFAULT
curl -sf -X PUT "$HAWKBIT_URL/$TENANT/controller/v1/bench-tcu-07/configData" \\
  -H "Authorization: GatewayToken {0}" \\
  -H 'Content-Type: application/json' \\
  -d '{"mode":"merge","data":{"hwRevision":"C2","vin":"{1}"}}'
""", r(32, HEX), vin())

add("auto/mender-tenant-token-conf",
    """/etc/mender/mender.conf on ivi-proto-3:
{
  "ServerURL": "https://hosted.mender.io",
  "TenantToken": "{0}",
  "InventoryPollIntervalSeconds": 28800,
  "UpdatePollIntervalSeconds": 1800
}
""", jwt({"mender.tenant": r(24, HEX), "iss": "Mender", "sub": r(24, HEX)}))

add("auto/canoe-style-license-activation-key",
    """Hi Pavel,
the new seat for the HIL rack is activated. Vector License Client -> Activate ->
activation key {0}
It is bound to the rack PC HIL-04, please do not activate it on your laptop.
""", grouped(5))

add("auto/udsoncan-security-access-secret",
    """# bench/uds_unlock.py
import hmac, hashlib
from udsoncan.client import Client

# level 0x11 (programming) — algorithm from supplier spec v3.2
SA_SECRET = bytes.fromhex("{0}")

def key_from_seed(level: int, seed: bytes, params=None) -> bytes:
    return hmac.new(SA_SECRET, seed, hashlib.sha256).digest()[:16]
""", r(32, HEX))

add("auto/secoc-key-arxml",
    """<CRYPTO-KEY-ELEMENT>
  <SHORT-NAME>SecOC_Key_BrakeCtrl</SHORT-NAME>
  <ALLOWED-KEY-SLOTS>SHE_KEY_4</ALLOWED-KEY-SLOTS>
  <CRYPTO-KEY-ELEMENT-INIT-VALUE>{0}</CRYPTO-KEY-ELEMENT-INIT-VALUE>
  <FORMAT>KEY_FORMAT_RAW</FORMAT>
  <SIZE>128</SIZE>
</CRYPTO-KEY-ELEMENT>
""", hexkey(16))

add("auto/swupdate-aes-key-localconf",
    """# build/conf/local.conf  (ivi-linux, kirkstone)
MACHINE = "imx8qm-ivi"
DISTRO = "ivi-distro"
SWUPDATE_SIGNING = "RSA"
SWUPDATE_PRIVATE_KEY = "${TOPDIR}/../keys/swu-signing.pem"
SWUPDATE_AES_FILE = "${TOPDIR}/../keys/aes.key"
# temporary until the key server works:
SWUPDATE_AES_KEY = "{0}"
SWUPDATE_AES_IV = "{1}"
""", r(64, HEX), r(32, HEX))

add("auto/aaos-keystore-password-gradle",
    """// car-launcher/app/build.gradle.kts
android {
    signingConfigs {
        create("platform") {
            storeFile = file("../keys/platform.jks")
            storePassword = "{0}"
            keyAlias = "platform"
            keyPassword = "{0}"
        }
    }
}
""", human_pw())

add("auto/cdk-dms-api-password-properties",
    """# dms-connector/src/main/resources/application-prod.properties
dms.cdk.base-url=https://3pa.dmotorworks.com/pip-extract
dms.cdk.dealer-id=3PA{1}
dms.cdk.username=fleetly_3pa
dms.cdk.password={0}
dms.sync.cron=0 15 2 * * *
""", pw(), r(7, DIGITS))

add("auto/dms-sftp-export-password",
    """$ lftp -u dealer4471,'{0}' sftp://dmsexport.autohaus-nord.example
lftp dealer4471@dmsexport.autohaus-nord.example:~> ls outgoing/
-rw-r--r--    1 dms  dms   482113 Mar 11 02:03 RO_20250311.csv
-rw-r--r--    1 dms  dms    90211 Mar 11 02:03 PARTS_20250311.csv
""", human_pw())

add("auto/tecdoc-api-key-js",
    """// src/catalog/tecdoc.ts
const TECDOC_ENDPOINT = "https://webservice.tecalliance.services/pegasus-3-0/services/TecdocToCatDLB.jsonEndpoint";
const PROVIDER_ID = 22{1};
const API_KEY = "{0}";

export async function articlesByVin(vin: string) {
  return fetch(TECDOC_ENDPOINT, { method: "POST", headers: { "X-Api-Key": API_KEY }, body: JSON.stringify({ getArticles: { vin, provider: PROVIDER_ID } }) });
}
""", "2BeBX" + r(43, ALNUM), r(3, DIGITS))

add("auto/partslink24-login-chat-es",
    """[taller-zaragoza] Jorge: ¿alguien tiene el acceso a partslink24 para el Seat de la bahía 3?
[taller-zaragoza] Lucía: empresa es-{1}, usuario admin, contraseña {0}
[taller-zaragoza] Lucía: no la cambiéis, que la usa también el de recambios
""", human_pw(), r(6, DIGITS))

add("auto/vin-decoder-api-key-query",
    """2025-03-11T09:14:22.871Z INFO  vin-svc  GET https://api.vindecoder.example/v3/decode?vin={1}&apikey={0}&format=json -> 200 (143 ms)
2025-03-11T09:14:22.902Z INFO  vin-svc  decoded make=SKODA model=OCTAVIA year=2021 engine=DFGA
""", r(12, LOWER_NUM), vin())

add("auto/rental-backend-django-db-url",
    """# settings/production.py (rentadrive)
import dj_database_url
DATABASES = {
    "default": dj_database_url.parse(
        "postgres://rentadrive:{0}@rentals-db.cluster-c1x.eu-central-1.rds.amazonaws.com:5432/rentals",
        conn_max_age=600,
    )
}
""", pw())

add("auto/carsharing-ble-master-key",
    """// keyless/src/config.rs
pub const BLE_SERVICE_UUID: &str = "6e400001-b5a3-f393-e0a9-e50e24dcca9e";
/// master secret the backend uses to derive per-booking session keys (HKDF)
pub const BOOKING_MASTER_KEY: [u8; 32] = hex_literal::hex!("{0}");
pub const KEY_TTL_SECS: u64 = 900;
""", r(64, HEX))

add("auto/digital-key-payload-secret",
    """> POST /v2/bookings/BK-{1}/digital-key
< 201 Created
< {
<   "bookingId": "BK-{1}",
<   "vehicleId": "veh_{2}",
<   "validUntil": "2025-04-02T18:00:00Z",
<   "sessionSecret": "{0}",
<   "lockCommand": "AA01"
< }
""", b64(32), r(8, DIGITS), r(10, LOWER_NUM))

add("auto/rental-stripe-webhook-secret-yaml",
    """# helm/values-prod.yaml (rental-api)
env:
  PAYMENTS_PROVIDER: stripe
  STRIPE_WEBHOOK_SECRET: "{0}"
  DEPOSIT_HOLD_EUR: "300"
  FLEET_REGION: es-mad
""", "whsec_" + r(32, ALNUM))

add("auto/ubi-sdk-key-kotlin",
    """// insurance-app/src/main/java/com/drivesafe/TelematicsInit.kt
object TelematicsInit {
    fun start(ctx: Context, policyId: String) {
        val cfg = TripSdkConfig.Builder()
            .apiKey("{0}")
            .policyId(policyId)
            .uploadOnWifiOnly(false)
            .build()
        TripSdk.init(ctx, cfg)
    }
}
""", "dsk_live_" + r(40, LOWER_NUM))

add("auto/ubi-kafka-sasl-password",
    """# trip-scoring/consumer.ini
[kafka]
bootstrap.servers = b-1.tripscore.kafka.eu-west-1.amazonaws.com:9096
security.protocol = SASL_SSL
sasl.mechanism = SCRAM-SHA-512
sasl.username = trip-scoring
sasl.password = {0}
group.id = trip-scoring-v4
""", r(28, ALNUM))

add("auto/eld-provider-api-key-curl",
    """$ curl -s https://api.gomotive.com/v1/vehicles?per_page=100 \\
    -H "X-Api-Key: {0}" | jq '.vehicles | length'
87
""", uuid4())

add_split("auto/webfleet-openconnect-url",
    """2025-03-12 06:00:04 [cron] fetching tacho activities
GET https://csv.webfleet.com/extern?account=haulco&username=api_user&password={0}&apikey={1}&lang=en&action=showTripReportExtern&range_pattern=d-1&outputformat=json
2025-03-12 06:00:06 [cron] 412 trips imported
""", human_pw(), uuid4())

add("auto/tacho-remote-download-server-password",
    """# tachoserver.yml — remote download of DDD files via company card reader
card_server:
  host: 10.20.4.11
  port: 8443
  company_card_reader: "ACR39U #2"
  admin_user: tacho
  admin_password: "{0}"
ddd_export:
  target: s3://haulco-tacho/ddd/
""", human_pw())

add("auto/obd-wifi-dongle-hotspot-psk",
    """Setup notes for the customer's OBD Wi-Fi dongle (ELM327 v1.5 clone):
- SSID: WiFi_OBDII_{1}
- WPA2 key: {0}
- IP 192.168.0.10 port 35000, send ATZ then ATSP0
""", r(10, DIGITS), r(4, UPPER_HEX))

add("auto/freematics-hub-server-key",
    """// firmware/telelogger/config.h
#define SERVER_HOST "hub.freematics.com"
#define SERVER_PORT 8081
#define SERVER_PROTOCOL PROTOCOL_UDP
#define SERVER_KEY "{0}"
#define DATASET_INTERVAL 1000
""", r(12, UPPER_NUM))

add("auto/canedge-s3-secret-config-json",
    """{
  "general": {"device": {"meta": "van-22"}},
  "connect": {
    "s3": {
      "server": {
        "url": "https://minio.fleetly.example",
        "port": 443,
        "accesskey": "{1}",
        "secretkey": "{0}",
        "bucket": "canedge-raw",
        "region": "eu-central-1"
      }
    }
  }
}
""", r(40, ALNUM + "+/"), r(20, UPPER_NUM))

add("auto/high-mobility-private-key-env",
    """HM_APP_ID={1}
HM_CLIENT_CERTIFICATE=dGVzdC1jZXJ0
HM_CLIENT_PRIVATE_KEY={0}
HM_ENV=production
""", b64(32), r(24, UPPER_HEX))

add("auto/enode-client-secret-go",
    """// internal/ev/enode.go
var enodeCfg = clientcredentials.Config{
	ClientID:     "{1}",
	ClientSecret: "{0}",
	TokenURL:     "https://oauth.production.enode.io/oauth2/token",
}
""", r(40, HEX), uuid4())

add_split("auto/fleet-api-refresh-token-json",
    """$ cat ~/.config/teslafleet/token.json
{
  "access_token": "{1}",
  "refresh_token": "{0}",
  "expires_in": 28800,
  "token_type": "Bearer"
}
""", "EU_" + r(64, HEX), jwt({"iss": "https://auth.tesla.com/oauth2/v3/nts", "aud": "fleet-api", "exp": 1741771800}))

add("auto/vehicle-command-private-key-pem",
    """$ tesla-keygen -key-file fleet-key.pem create > public_key.pem
$ cat fleet-key.pem
{0}
$ tesla-control -vin {1} -key-file fleet-key.pem honk
""", pem("EC PRIVATE KEY", 121), vin())

add("auto/oem-dev-portal-client-secret-yaml",
    """# connectors/mercedes.yaml
oauth:
  authorize_url: https://ssoalpha.dvb.corpinter.net/v1/auth
  token_url: https://ssoalpha.dvb.corpinter.net/v1/token
  client_id: {1}
  client_secret: {0}
  scopes: [mb:vehicle:mbdata:fuelstatus, mb:vehicle:mbdata:vehiclelock, offline_access]
""", r(8, HEX) + "-" + r(4, HEX) + "-" + r(4, HEX) + "-" + r(4, HEX) + "-" + r(12, HEX) + r(6, HEX), uuid4())

add("auto/flespi-token-mqtt",
    """$ mosquitto_sub -h mqtt.flespi.io -p 8883 --capath /etc/ssl/certs \\
    -u "FlespiToken {0}" -t 'flespi/message/gw/devices/+' -C 3
{"device.id":5533120,"position.latitude":50.0755,"position.longitude":14.4378,"engine.ignition.status":true}
""", r(64, ALNUM))

add("auto/wialon-token-python",
    """WIALON_HOST = "https://hst-api.wialon.com"
WIALON_TOKEN = "{0}"

def login():
    return requests.get(f"{WIALON_HOST}/wialon/ajax.html", params={"svc": "token/login", "params": json.dumps({"token": WIALON_TOKEN})}).json()
""", r(72, HEX))

add("auto/queclink-at-password",
    """Configuring GV300 (IMEI {1}) over SMS:
AT+GTBSI={0},internet.t-mobile.cz,,,,,,0001$
AT+GTSRI={0},3,,1,trk.fleetly.example,5031,,0,,0,0,0,,,,0002$
Reply: +ACK:GTSRI,270A03,{1},,0002,20250312101422,11F0$
""", "gv" + r(4, DIGITS) + r(2, LOWER), imei())

add_split("auto/traccar-admin-password-split-chat",
    """[#fleet-ops] marek: what's the traccar admin login again? the web ui logged me out
[#fleet-ops] ondra: admin@fleetly.example / {0}
[#fleet-ops] ondra: sorry slack cut it, the rest is {1}
[#fleet-ops] marek: in, thx
""", "Gearbox" + r(2, DIGITS), "!" + r(4, ALNUM))

add("auto/czech-chat-gps-server-password",
    """Ahoj Honzo,
posílám přístupy k trackovacímu serveru pro dodávky z Brna:
server: gps.dopravapetr.cz, port 5027
uživatel: dispecink
heslo: {0}
Prosím neposílej to dál řidičům, změním ho po sezóně.
Díky, Petr
""", human_pw())

add("auto/vietnamese-chat-dms-password",
    """Chị Lan ơi, em gửi tài khoản hệ thống DMS của đại lý Thủ Đức:
- đường dẫn: https://dms.toyota-thuduc.example/login
- tên đăng nhập: cvdv.lan
- mật khẩu: {0}
Chị đăng nhập xong thì đổi mật khẩu giúp em nhé.
""", human_pw())

add("auto/spanish-ticket-obd-app-apikey",
    """Ticket #{1} — la app OBD no sincroniza
Resumen: desde la versión 4.2 la app devuelve 401 al subir trayectos.
Revisé el build de Android: en gradle.properties quedó la clave de producción
OBD_CLOUD_API_KEY={0}
y el backend de staging no la acepta. Hay que separar entornos.
""", "obdk_" + r(36, ALNUM), r(5, DIGITS))

add("auto/j2534-vendor-portal-login",
    """Runbook: reflashing the 7-speed DSG TCU on bench 2
1. Connect the pass-thru (VCI serial {1}) and start the J2534 tool.
2. Log in to the vendor portal for the flash file:
     user: workshop-prague
     password: {0}
3. Choose "TCU / 0D9 927 711" and start programming; keep battery charger on.
""", human_pw(), r(10, UPPER_NUM))

add("auto/scan-tool-cloud-activation",
    """[2025-03-10 14:02:11] ScanPro Cloud: activating device SN {1}
[2025-03-10 14:02:11] POST /api/device/activate {"sn":"{1}","activationCode":"{0}","dealer":"AUTO-KLAS"}
[2025-03-10 14:02:12] 200 OK license valid until 2026-03-10
""", grouped(4, 4), r(12, UPPER_NUM))

add("auto/odx-tool-license-file",
    """$ cat /opt/odx-studio/license.lic
# ODX Studio floating licence
SERVER flexlm01.eng.example 0050569A3C11 27000
VENDOR odxvend
FEATURE odx_editor odxvend 7.2 31-dec-2025 5 SIGN="{0}"
""", " ".join(r(4, UPPER_HEX) for _ in range(16)))

add("auto/doip-routing-activation-oem-key",
    """# doip_client.yaml (bench tooling)
target:
  ip: 169.254.10.12
  logical_address: 0x1010
tester_address: 0x0E80
routing_activation:
  type: 0xE0        # OEM-specific, central security
  oem_specific: "{0}"
""", "0x" + r(8, UPPER_HEX))

add("auto/she-master-ecu-key-c",
    """/* hsm/provision_keys.c — end-of-line provisioning, DO NOT SHIP */
static const uint8_t MASTER_ECU_KEY[16] = {
    {0}
};
static const uint8_t UID[15] = { 0 };
""", ", ".join("0x" + r(2, UPPER_HEX) for _ in range(16)))

add("auto/artifactory-autosar-vendor-password",
    """$ cat ~/.m2/settings.xml
<settings>
  <servers>
    <server>
      <id>autosar-vendor</id>
      <username>bsw-integration</username>
      <password>{0}</password>
    </server>
  </servers>
</settings>
""", "AKCp8" + r(64, ALNUM))

add("auto/qnx-license-env",
    """$ source ~/qnx710/qnxsdp-env.sh
QNX_HOST=/home/dev/qnx710/host/linux/x86_64
QNX_TARGET=/home/dev/qnx710/target/qnx7
$ export QNX_LICENSE_KEY={0}
$ make -C hmi-cluster all
""", grouped(5, 4, UPPER_NUM))

add("auto/rauc-signing-key-passphrase",
    """# ci/sign-bundle.sh
export RAUC_PKCS11_PIN=unused
openssl pkey -in keys/rauc-dev.key.enc -passin pass:'{0}' -out /tmp/rauc.key
rauc bundle --cert=keys/rauc-dev.cert.pem --key=/tmp/rauc.key rootfs/ out/ivi-{1}.raucb
""", phrase(4), "2025.03." + r(2, DIGITS))

add("auto/aktualizr-credentials-p12-password",
    """$ unzip -p credentials.zip autoprov.url
https://{1}.device-gateway.ota.example:443
$ unzip -p credentials.zip treehub.json | jq .oauth2
{
  "server": "https://auth.ota.example",
  "client_id": "{2}",
  "client_secret": "{0}"
}
""", r(24, ALNUM), r(12, LOWER_NUM), uuid4())

add("auto/ota-server-postgres-agent-tool-call",
    """{"type":"tool_use","name":"bash","input":{"command":"psql 'postgresql://ota_admin:{0}@ota-db.internal:5432/ota' -c \\"select campaign_id, state from campaigns where state='RUNNING'\\""}}
""", pw())

add("auto/ota-cdn-signed-url-secret",
    """# ota-edge/nginx.conf
location /firmware/ {
    secure_link $arg_md5,$arg_expires;
    secure_link_md5 "$secure_link_expires$uri {0}";
    if ($secure_link = "") { return 403; }
    if ($secure_link = "0") { return 410; }
}
""", r(24, ALNUM))

add("auto/telematics-mqtt-broker-password-toml",
    """# gateway/config.toml
[mqtt]
url = "mqtts://broker.fleetly.example:8883"
client_id = "tcu-gw-01"
username = "tcu-gateway"
password = "{0}"
topic_prefix = "v1/vehicles"
""", r(20, ALNUM))

add("auto/tcu-provisioning-psk-log",
    """Mar 12 10:31:07 provisioner[2211]: device {1} registered, iccid={2}
Mar 12 10:31:07 provisioner[2211]: DTLS PSK identity=tcu-{1} key={0}
Mar 12 10:31:08 provisioner[2211]: device {1} online
""", r(32, HEX), imei(), iccid())

add("auto/insurance-partner-basic-auth-header",
    """POST /partner/v1/trips/batch HTTP/1.1
Host: ingest.safedriver-ins.example
Authorization: Basic {0}
Content-Type: application/x-ndjson
Content-Length: 88213
""", base64.b64encode(("fleetly:" + pw()).encode()).decode())

add("auto/insurance-crash-webhook-hmac",
    """@app.post("/webhooks/crash-detected")
def crash_detected(req: Request):
    sig = req.headers["X-CMT-Signature"]
    expected = hmac.new(b"{0}", req.body, "sha256").hexdigest()
    if not hmac.compare_digest(sig, expected):
        raise HTTPException(401)
""", r(40, ALNUM))

add("auto/sql-insert-dealer-api-credentials",
    """INSERT INTO dealer_integrations (dealer_code, provider, api_user, api_secret, active)
VALUES ('CZ-0412', 'reynolds', 'rci_autoklas', '{0}', true);
-- 1 row affected
""", r(32, ALNUM))

add("auto/reynolds-rci-config-json",
    """{
  "dealer": "AUTOKLAS-BRNO",
  "rci": {
    "endpoint": "https://rci.reyrey.example/ws/RCIService",
    "ppsysId": "{1}",
    "storeNumber": "01",
    "branchNumber": "01",
    "password": "{0}"
  }
}
""", human_pw(), r(8, DIGITS))

add("auto/epc-parts-catalog-chat-vi",
    """[Zalo] Anh Tuấn: Em ơi, tài khoản tra phụ tùng EPC bị khóa rồi hả?
[Zalo] Minh: Dạ không, em mới đổi mật khẩu sáng nay. Mật khẩu mới là {0}
[Zalo] Anh Tuấn: Ok, anh vào được rồi.
""", human_pw())

add("auto/tachograph-analysis-api-token-czech",
    """Dobrý den,
pro napojení na analýzu tachografů (DDD soubory) použijte API token:
{0}
Token je platný pro firmu Doprava Novák s.r.o., IČO {1}. Prosím uložte ho do trezoru, e-mailem ho už posílat nebudeme.
S pozdravem, podpora TachoSoft
""", "tsa_" + r(40, LOWER_NUM), r(8, DIGITS))

add("auto/eld-fmcsa-output-file-token",
    """# eld/config/fmcsa.py
FMCSA_WEBSERVICE_URL = "https://eld.fmcsa.dot.gov/ELDService"
ELD_REGISTRATION_ID = "{1}"
ELD_IDENTIFIER = "FLT001"
ELD_OUTPUT_FILE_COMMENT = ""
ELD_CERT_PASSWORD = "{0}"
""", human_pw(), r(4, UPPER_NUM))

add("auto/geotab-session-id-json",
    """>>> api.credentials
{'username': 'integrations@haulco.example', 'database': 'haulco_fleet', 'session_id': '{0}', 'server': 'my1234.geotab.com'}
""", r(22, ALNUM))

add("auto/gpsgate-api-token-csharp",
    """// FleetSync/GpsGateClient.cs
var client = new HttpClient { BaseAddress = new Uri("https://fleet.gpsgate.example/comGpsGate/api/v.1/") };
client.DefaultRequestHeaders.Authorization =
    new AuthenticationHeaderValue("{0}");
var users = await client.GetFromJsonAsync<List<User>>("applications/4/users");
""", r(20, ALNUM) + "==")

add("auto/navixy-hash-query",
    """$ curl -s 'https://api.navixy.com/v2/tracker/list?hash={0}' | jq '.list[] | {id, label}'
{ "id": 1204431, "label": "Iveco Daily 7B4 1120" }
{ "id": 1204432, "label": "Iveco Daily 7B4 1121" }
""", r(32, HEX))

add("auto/dashcam-cloud-api-secret-rb",
    """# config/initializers/dashcam.rb
DashcamCloud.configure do |c|
  c.api_key    = "{1}"
  c.api_secret = "{0}"
  c.region     = :eu
end
""", r(48, ALNUM), "pk_" + r(16, LOWER_NUM))

add("auto/fuel-card-api-password-env",
    """# fuel-import/.env
FUELCARD_SFTP_HOST=sftp.fuelcards.example
FUELCARD_SFTP_USER=fleetly_4471
FUELCARD_SFTP_PASS={0}
FUELCARD_CUSTOMER_NO=4471002
""", human_pw())

add("auto/ev-charging-roaming-token-fleet",
    """[fleet-charging] Adding charge cards for new e-vans:
  emsp.token_c = "{0}"
  party_id = "FLT"  country_code = "CZ"
  cards: CZ-FLT-C0012A4, CZ-FLT-C0012A5
""", uuid4())

add("auto/workshop-jira-ticket-password",
    """WS-{1}: Diagnose PC in bay 5 can't reach the OEM portal
Reporter: Tomás Ortega
Description:
The ODIS session fails after login. Credentials we use: GRP-taller-madrid / {0}
Error: "Zertifikat abgelaufen". Need somebody from IT to renew the cert.
""", human_pw(), r(4, DIGITS))

add("auto/autosar-ci-gitlab-variable",
    """$ cat .gitlab-ci.yml | sed -n 1,14p
variables:
  DAVINCI_LICENSE_SERVER: "27000@lic01.eng.example"
  TRESOS_LICENSE_KEY: "{0}"
  BSW_PACKAGE: "MICROSAR_R21-11"
build:ecu:
  image: registry.eng.example/autosar/build:2025.1
  script:
    - ./tools/gen_bsw.sh --ecu BCM2
""", grouped(6, 4, UPPER_HEX))

add("auto/can-gateway-web-password-yaml",
    """# docker-compose.yml (bench gateway)
services:
  cangw:
    image: fleetly/cangw:1.8.2
    devices: ["/dev/can0"]
    environment:
      CANGW_ADMIN_USER: admin
      CANGW_ADMIN_PASSWORD: "{0}"
      CANGW_BITRATE: "500000"
""", human_pw())

add("auto/python-can-remote-server-password",
    """# ~/.canrc
[default]
interface = remote
channel = tcp://canbridge.lab.example:54701
bitrate = 500000
password = {0}
""", r(16, ALNUM))

add("auto/ota-signing-hsm-pin-stacktrace",
    """Traceback (most recent call last):
  File "/srv/ota/sign.py", line 41, in <module>
    session.login("{0}")
  File "/usr/lib/python3/dist-packages/PyKCS11/__init__.py", line 1012, in login
    raise PyKCS11Error(rv)
PyKCS11.PyKCS11Error: CKR_PIN_INCORRECT (0x000000A0)
""", r(8, DIGITS))

add("auto/cosign-key-password-ota-container",
    """$ COSIGN_PASSWORD='{0}' cosign sign --key cosign.key registry.fleetly.example/ota/update-agent@sha256:{1}
Pushing signature to: registry.fleetly.example/ota/update-agent
""", phrase(3, "."), r(64, HEX))

add("auto/carsharing-spring-datasource-password",
    """spring:
  datasource:
    url: jdbc:mysql://share-db.internal:3306/carsharing
    username: share_app
    password: {0}
  jpa:
    hibernate.ddl-auto: validate
""", pw())

add("auto/invers-cloudboxx-api-key",
    """$ http GET https://api.invers.com/v1/vehicles/{1}/status \\
    X-Api-Key:{0}
HTTP/1.1 200 OK
{"central_lock":"locked","ignition":"off","fuel_level":63}
""", r(40, HEX), r(6, UPPER_NUM))

add("auto/powershell-diag-license-server",
    """PS C:\\Tools\\DiagSuite> .\\Activate.ps1 -Server lic.diag-vendor.example -Dealer 44711 -Token {0}
Contacting licence server... ok
Seat 3/5 activated for DIAG-PC-BAY2
""", r(8, UPPER_NUM) + r(8, DIGITS))

add("auto/dms-odbc-connection-string",
    """# reports/odbc.ini
[AutolineDMS]
Driver=/opt/ibm/iaccess/lib64/libcwbodbc.so
System=dms-as400.autohaus.example
UID=RPTUSR
PWD={0}
DefaultLibraries=KCML,ROLIB
""", r(8, UPPER_NUM))

add("auto/fleet-rest-api-key-go-test-failure",
    """--- FAIL: TestVehiclePositions (0.41s)
    client_test.go:57: unexpected status 401 for GET https://api.fleetcomplete.example/v2/positions
        request headers: map[Accept:[application/json] X-Api-Key:[{0}]]
FAIL
FAIL	github.com/fleetly/integrations/fleetcomplete	0.412s
""", "fc_" + r(32, LOWER_NUM))

add("auto/insurance-portal-password-es",
    """Hola Sergio:
Para el piloto de seguro por uso (pay-how-you-drive) te dejo el acceso al portal de la aseguradora:
usuario: flota.levante
clave: {0}
Ojo, que caduca cada 90 días.
""", human_pw())

add("auto/ota-s3-secret-terraform",
    """# infra/ota/main.tf
provider "aws" {
  region     = "eu-central-1"
  access_key = "{1}"
  secret_key = "{0}"
}
resource "aws_s3_bucket" "firmware" { bucket = "fleetly-firmware-prod" }
""", r(40, ALNUM + "/+"), "AKIA" + r(16, UPPER_NUM))

add("auto/infotainment-spotify-client-secret",
    """# ivi/apps/media/res/raw/streaming.properties
streaming.provider=spotify
streaming.client_id={1}
streaming.client_secret={0}
streaming.redirect=ivi-media://callback
""", r(32, HEX), r(32, HEX))

add("auto/maps-sdk-license-key-ivi",
    """<!-- ivi/nav/AndroidManifest.xml -->
<application android:name=".NavApp">
    <meta-data android:name="com.navsdk.LICENSE_KEY" android:value="{0}" />
    <meta-data android:name="com.navsdk.MAP_REGION" android:value="EU" />
</application>
""", b64(48))

add_split("auto/uds-seed-key-secret-split-log",
    """12:01:44.201 tester  -> 27 11
12:01:44.219 ecu     <- 67 11 3A 9F 21 C4
12:01:44.220 keycalc  using secret part A = {0}
12:01:44.220 keycalc  using secret part B = {1}
12:01:44.233 tester  -> 27 12 B1 07 4E 90
12:01:44.251 ecu     <- 67 12
""", r(16, UPPER_HEX), r(16, UPPER_HEX))

add("auto/rental-channel-manager-apikey-xml",
    """<RentalChannelConfig>
  <Broker name="rentalcars" endpoint="https://supplier.rentalbroker.example/OTA_VehAvailRate">
    <Credentials requestorId="FLTY{1}" messagePassword="{0}" />
  </Broker>
</RentalChannelConfig>
""", human_pw(), r(5, DIGITS))

add("auto/fleet-sftp-private-key",
    """$ cat deploy/keys/tacho_sftp_ed25519
{0}
$ sftp -i deploy/keys/tacho_sftp_ed25519 ddd@files.tachosoft.example
""", pem("OPENSSH PRIVATE KEY", 280))

add("auto/agent-tool-result-env-dump",
    """{"type":"tool_result","tool_use_id":"toolu_01{1}","content":"NODE_ENV=production\\nFLEET_API_BASE=https://api.fleetly.example\\nFLEET_API_TOKEN={0}\\nLOG_LEVEL=info\\n"}
""", "flt_" + r(40, ALNUM), r(20, ALNUM))

add("auto/vehicle-auction-api-password",
    """# remarketing/ingest.py
AUCTION = {
    "base_url": "https://api.autoauction.example/v1",
    "dealer_number": "{1}",
    "password": "{0}",
}
""", human_pw(), r(7, DIGITS))

add("auto/keyprog-immobilizer-pin-ticket",
    """Ticket WS-{1} — key programming Fabia III
Customer lost both keys. Immobilizer login PIN (from the OEM portal, valid 24 h): {0}
Programmed 2 new keys, tested start. Please delete this PIN from the ticket after closing.
""", r(5, DIGITS), r(4, DIGITS))

add("auto/carsharing-redis-url-node",
    """// services/reservations/src/redis.ts
export const redis = new Redis("rediss://default:{0}@reservations-cache.fleetly.example:6380/0", {
  tls: {},
  maxRetriesPerRequest: 2,
});
""", r(32, ALNUM))

add("auto/fleet-api-token-vi-chat",
    """Anh Hùng: Em gửi token API của hệ thống giám sát hành trình cho bên tích hợp chưa?
Thảo: Dạ rồi ạ, token là {0}
Anh Hùng: Lần sau gửi qua kênh bảo mật nhé, đừng gửi qua Zalo.
""", r(40, LOWER_NUM))

add("auto/obd-app-firebase-admin-json",
    """$ jq '{project_id, client_email, private_key_id}' obd-app-admin.json
{
  "project_id": "obd-companion-prod",
  "client_email": "firebase-adminsdk@obd-companion-prod.iam.gserviceaccount.com",
  "private_key_id": "{1}"
}
$ jq -r .private_key obd-app-admin.json | head -3
-----BEGIN PRIVATE KEY-----
{0}
""", b64(48), r(40, HEX))

add("auto/czech-runbook-ota-server",
    """## Runbook: ruční nahrání firmwaru na OTA server
1. Přihlas se na https://ota.fleetly.example (účet `release-bot`, heslo `{0}`).
2. V sekci Distribution Sets vytvoř novou verzi `tcu-fw 3.14.2`.
3. Nahraj artefakt a spusť rollout pouze pro skupinu `pilot-brno`.
""", human_pw())

add("auto/k8s-secret-telematics-stringdata",
    """apiVersion: v1
kind: Secret
metadata:
  name: teltonika-ingest
  namespace: telematics
type: Opaque
stringData:
  FOTA_WEB_TOKEN: "{0}"
  CODEC8_PORT: "5027"
""", r(64, HEX))

add("auto/tachograph-spanish-whatsapp",
    """[10:42] Raúl (tráfico): me pasas la clave del software de descarga del tacógrafo?
[10:43] Marta: usuario transportes_vidal, la clave es {0}
[10:43] Marta: y la tarjeta de empresa está en el cajón de arriba
""", human_pw())

add("auto/ota-manifest-hmac-key-java",
    """// ota-server/src/main/java/com/fleetly/ota/ManifestSigner.java
public final class ManifestSigner {
    private static final byte[] HMAC_KEY = Base64.getDecoder().decode("{0}");
    public String sign(String manifest) { return Hex.encode(hmac256(HMAC_KEY, manifest)); }
}
""", b64(32))

add("auto/dms-api-key-powershell-env",
    """PS> $env:DMS_API_KEY = "{0}"
PS> Invoke-RestMethod -Uri "https://api.dms.example/v2/repair-orders?status=open" -Headers @{"X-API-Key"=$env:DMS_API_KEY} | Select-Object -First 2
roNumber  vin                status
--------  ---                ------
RO-88120  {1}  open
""", r(36, LOWER_NUM), vin())

add("auto/gps-tracker-web-panel-password-mail",
    """From: soporte@gpstracker-latam.example
To: flota@transportesvidal.example
Subject: Acceso a su plataforma de rastreo

Estimado cliente, su cuenta ha sido creada.
Usuario: transportesvidal
Contraseña temporal: {0}
Servidor de equipos: 45.76.{1}.20 puerto 6001
""", r(4, UPPER) + r(4, DIGITS), r(2, DIGITS))

# ============================================================ look-alikes
la("""# .env.example  (fleet-portal, connected-car onboarding)
SMARTCAR_CLIENT_ID={0}
SMARTCAR_CLIENT_SECRET=
SMARTCAR_REDIRECT_URI=https://portal.fleetly.example/oauth/callback
SMARTCAR_MODE=test
""", uuid4())

la("""$ python tools/send_sms.py --to +420777{0} --text " fleetadm $TRACKER_SMS_PASS getinfo"
[gsm-modem] AT+CMGS="+420777{0}"
[gsm-modem] +CMGS: 42
OK
reply from device: "RTC:2025/3/12 10:14 Init:2025/3/1 GPS:1 Sat:11 FW:03.28.07_Rev.02"
""", r(6, DIGITS))

la("""Ticket FLT-{0}: tracker IMEI {1} answers but no positions.
Sent: WHERE#  -> reply "Lat:N50.0755,Lon:E14.4378,Course:0,Speed:0.0,DateTime:2025-03-12 10:01:44"
Sent: STATUS# -> "Battery:100%,GPRS:Link Up,GSM Signal Level:Strong"
Password unchanged (see device sheet, column H).
""", r(4, DIGITS), imei())

la("""<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>org.postgresql.Driver</entry>
    <entry key='database.url'>jdbc:postgresql://pg-traccar.internal:5432/traccar</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'>${TRACCAR_DB_PASSWORD}</entry>
    <entry key='gt06.port'>5023</entry>
</properties>
""")

la("""$ curl -s -u "$TRACCAR_USER:$TRACCAR_PASS" "https://traccar.fleetly.example/api/devices?uniqueId={0}" | jq '.[0] | {id, name, status}'
{
  "id": 8813,
  "name": "Sprinter 4AB 2292",
  "status": "offline"
}
""", imei())

la("""import os, mygeotab

api = mygeotab.API(
    username=os.environ["GEOTAB_USER"],
    password=os.environ["GEOTAB_PASSWORD"],
    database="haulco_fleet",
)
api.authenticate()
""")

la("""GET /fleet/vehicles/stats?types=gps HTTP/1.1
Host: api.samsara.com
Authorization: Bearer ********
Accept: application/json

HTTP/1.1 200 OK
x-request-id: {0}
""", uuid4())

la("""$ cat repo/keys/targets.pub
{0}
$ uptane-verify --key repo/keys/targets.pub repo/metadata/targets.json
OK targets.json version 412, keyid {1}
""", pem("PUBLIC KEY", 91), r(64, HEX))

la("""# provision.sh for the TCU test bench
HAWKBIT_URL=https://ota.fleetly.example
curl -sf -X PUT "$HAWKBIT_URL/DEFAULT/controller/v1/bench-tcu-07/configData" \\
  -H "Authorization: GatewayToken ${HAWKBIT_GATEWAY_TOKEN}" \\
  -H 'Content-Type: application/json' \\
  -d '{"mode":"merge","data":{"hwRevision":"C2","vin":"{0}"}}'
""", vin())

la("""/etc/mender/mender.conf on ivi-proto-3:
{
  "ServerURL": "https://hosted.mender.io",
  "TenantToken": "<paste tenant token from Settings > Organization>",
  "InventoryPollIntervalSeconds": 28800
}
""")

la("""Hi Pavel,
the new seat for the HIL rack is activated, licence serial {0} (that's the dongle
number printed on the CodeMeter stick, not the activation key). Ask Jana for the key.
""", r(7, DIGITS) + "-" + r(10, DIGITS))

la("""# bench/uds_unlock.py
import os
SA_SECRET = bytes.fromhex(os.environ["UDS_SA_SECRET_HEX"])  # 16 bytes, from supplier vault
SEED_LEN = 4
SECURITY_LEVEL = 0x11
""")

la("""<CRYPTO-KEY-ELEMENT>
  <SHORT-NAME>SecOC_Key_BrakeCtrl</SHORT-NAME>
  <ALLOWED-KEY-SLOTS>SHE_KEY_4</ALLOWED-KEY-SLOTS>
  <CRYPTO-KEY-ELEMENT-INIT-VALUE></CRYPTO-KEY-ELEMENT-INIT-VALUE>
  <FORMAT>KEY_FORMAT_RAW</FORMAT>
  <SIZE>128</SIZE>
</CRYPTO-KEY-ELEMENT>
""")

la("""# build/conf/local.conf  (ivi-linux, kirkstone)
MACHINE = "imx8qm-ivi"
SWUPDATE_SIGNING = "RSA"
SWUPDATE_PRIVATE_KEY = "${TOPDIR}/../keys/swu-signing.pem"
SWUPDATE_AES_FILE = "${TOPDIR}/../keys/aes.key"
SRCREV_pn-ivi-hmi = "{0}"
""", sha())

la("""// car-launcher/app/build.gradle.kts
signingConfigs {
    create("platform") {
        storeFile = file("../keys/platform.jks")
        storePassword = System.getenv("PLATFORM_STORE_PASSWORD")
        keyAlias = "platform"
        keyPassword = System.getenv("PLATFORM_KEY_PASSWORD")
    }
}
""")

la("""# dms-connector/src/main/resources/application-prod.properties
dms.cdk.base-url=https://3pa.dmotorworks.com/pip-extract
dms.cdk.dealer-id=3PA{0}
dms.cdk.username=${CDK_USERNAME}
dms.cdk.password=${CDK_PASSWORD}
""", r(7, DIGITS))

la("""$ lftp -u dealer4471 sftp://dmsexport.autohaus-nord.example
Password: 
lftp dealer4471@dmsexport.autohaus-nord.example:~> ls outgoing/
-rw-r--r--    1 dms  dms   482113 Mar 12 02:03 RO_20250312.csv
""")

la("""// src/catalog/tecdoc.ts
const TECDOC_ENDPOINT = "https://webservice.tecalliance.services/pegasus-3-0/services/TecdocToCatDLB.jsonEndpoint";
const PROVIDER_ID = 22{0};
const API_KEY = process.env.TECDOC_API_KEY!;
""", r(3, DIGITS))

la("""[taller-zaragoza] Jorge: ¿alguien tiene el acceso a partslink24?
[taller-zaragoza] Lucía: está en el gestor de contraseñas, carpeta "Recambios", entrada partslink24 es-{0}
[taller-zaragoza] Lucía: no la pongáis aquí en el chat, por favor
""", r(6, DIGITS))

la("""2025-03-11T09:14:22.871Z INFO  vin-svc  GET https://api.vindecoder.example/v3/decode?vin={0}&apikey=***&format=json -> 200 (131 ms)
2025-03-11T09:14:22.902Z INFO  vin-svc  decoded make=VOLKSWAGEN model=CRAFTER year=2022
""", vin())

la("""# settings/production.py (rentadrive)
import dj_database_url, os
DATABASES = {"default": dj_database_url.parse(os.environ["DATABASE_URL"], conn_max_age=600)}
# DATABASE_URL looks like postgres://USER:PASSWORD@HOST:5432/rentals
""")

la("""// keyless/src/config.rs
pub const BLE_SERVICE_UUID: &str = "6e400001-b5a3-f393-e0a9-e50e24dcca9e";
pub const BLE_RX_CHAR_UUID: &str = "6e400002-b5a3-f393-e0a9-e50e24dcca9e";
/// master secret comes from KMS at boot, see keyless/src/kms.rs
pub const KEY_TTL_SECS: u64 = 900;
""")

la("""> POST /v2/bookings/BK-{0}/digital-key
< 201 Created
< {
<   "bookingId": "BK-{0}",
<   "vehicleId": "veh_{1}",
<   "validUntil": "2025-04-02T18:00:00Z",
<   "sessionSecret": "[REDACTED]",
<   "keyFingerprint": "{2}"
< }
""", r(8, DIGITS), r(10, LOWER_NUM), r(64, HEX))

la("""# helm/values-prod.yaml (rental-api)
env:
  PAYMENTS_PROVIDER: stripe
  STRIPE_PUBLISHABLE_KEY: "pk_live_{0}"
  STRIPE_WEBHOOK_SECRET: "{{ .Values.secrets.stripeWebhook }}"
  DEPOSIT_HOLD_EUR: "300"
""", r(24, ALNUM))

la("""// insurance-app/src/main/java/com/drivesafe/TelematicsInit.kt
val cfg = TripSdkConfig.Builder()
    .apiKey(BuildConfig.TRIP_SDK_KEY)
    .policyId(policyId)
    .uploadOnWifiOnly(false)
    .build()
""")

la("""# trip-scoring/consumer.ini
[kafka]
bootstrap.servers = b-1.tripscore.kafka.eu-west-1.amazonaws.com:9096
security.protocol = SASL_SSL
sasl.mechanism = SCRAM-SHA-512
sasl.username = trip-scoring
sasl.password = %(KAFKA_PASSWORD)s
group.id = trip-scoring-v4
""")

la("""$ curl -s https://api.gomotive.com/v1/vehicles?per_page=100 \\
    -H "X-Api-Key: $MOTIVE_API_KEY" | jq '.vehicles[0].vin'
"{0}"
""", vin())

la("""2025-03-12 06:00:04 [cron] fetching tacho activities
GET https://csv.webfleet.com/extern?account=haulco&username=api_user&password=xxxxxxxx&apikey=xxxxxxxx&lang=en&action=showTripReportExtern&range_pattern=d-1
2025-03-12 06:00:06 [cron] 398 trips imported
""")

la("""# tachoserver.yml — remote download of DDD files via company card reader
card_server:
  host: 10.20.4.11
  port: 8443
  company_card_number: "CZE{0}"
  admin_user: tacho
  admin_password: !vault tacho/card_server#admin_password
""", r(13, DIGITS))

la("""Setup notes for the customer's OBD Wi-Fi dongle (ELM327 v1.5 clone):
- SSID: WiFi_OBDII_{0} (open network, no password on these clones)
- IP 192.168.0.10 port 35000, send ATZ, ATE0, ATSP0, then 0100
- reply 41 00 BE 3F A8 13 means PIDs 01-20 supported
""", r(4, UPPER_HEX))

la("""// firmware/telelogger/config.h
#define SERVER_HOST "hub.freematics.com"
#define SERVER_PORT 8081
#ifndef SERVER_KEY
#define SERVER_KEY "TEST_SERVER_KEY"   /* override in platformio.ini build_flags */
#endif
""")

la("""{
  "connect": {
    "s3": {
      "server": {
        "url": "https://minio.fleetly.example",
        "accesskey": "{0}",
        "secretkey": "",
        "keyformat": 1,
        "bucket": "canedge-raw"
      }
    }
  }
}
""", r(20, UPPER_NUM))

la("""HM_APP_ID={0}
HM_CLIENT_CERTIFICATE=${HM_CLIENT_CERTIFICATE}
HM_CLIENT_PRIVATE_KEY=${HM_CLIENT_PRIVATE_KEY}
HM_ENV=sandbox
""", r(24, UPPER_HEX))

la("""// internal/ev/enode.go
var enodeCfg = clientcredentials.Config{
	ClientID:     os.Getenv("ENODE_CLIENT_ID"),
	ClientSecret: os.Getenv("ENODE_CLIENT_SECRET"),
	TokenURL:     "https://oauth.production.enode.io/oauth2/token",
}
""")

la("""$ jq 'with_entries(if .key|test("token") then .value="<redacted>" else . end)' ~/.config/teslafleet/token.json
{
  "access_token": "<redacted>",
  "refresh_token": "<redacted>",
  "expires_in": 28800,
  "token_type": "Bearer"
}
""")

la("""$ cat public_key.pem
{0}
$ curl -s https://fleetly.example/.well-known/appspecific/com.tesla.3p.public-key.pem | sha256sum
{1}  -
""", pem("PUBLIC KEY", 91), r(64, HEX))

la("""# connectors/mercedes.yaml
oauth:
  token_url: https://ssoalpha.dvb.corpinter.net/v1/token
  client_id: {0}
  client_secret: "{{ vault 'secret/data/connectors/mercedes' 'client_secret' }}"
  scopes: [mb:vehicle:mbdata:fuelstatus, offline_access]
""", uuid4())

la("""$ mosquitto_sub -h mqtt.flespi.io -p 8883 -u "FlespiToken $FLESPI_TOKEN" -t 'flespi/message/gw/devices/{0}' -C 1
{"device.id":{0},"ident":"{1}","position.speed":54,"can.fuel.level":61}
""", r(7, DIGITS), imei())

la("""WIALON_HOST = "https://hst-api.wialon.com"
WIALON_TOKEN = os.getenv("WIALON_TOKEN", "")
UNIT_ID = {0}
""", r(8, DIGITS))

la("""Configuring GV300 (IMEI {0}) — the password field is the factory default shown in the manual as "gv300":
AT+GTBSI=<password>,internet.t-mobile.cz,,,,,,0001$
Reply: +ACK:GTBSI,270A03,{0},,0001,20250312101422,11EF$
""", imei())

la("""[#fleet-ops] marek: what's the traccar admin login again?
[#fleet-ops] ondra: it's in 1Password under "Traccar prod admin", I rotated it on Monday
[#fleet-ops] marek: found it, thx
""")

la("""Ahoj Honzo,
přístupy k trackovacímu serveru (gps.dopravapetr.cz, port 5027) najdeš v Bitwardenu ve složce Dispečink.
Heslo jsem minulý týden změnil, staré už nefunguje. Nová jednotka má IMEI {0}.
Díky, Petr
""", imei())

la("""Chị Lan ơi, tài khoản DMS của đại lý Thủ Đức là cvdv.lan, mật khẩu em đã gửi qua tin nhắn riêng rồi ạ.
Mã đại lý: TD-{0}, số phiếu sửa chữa đang chờ: RO-{1}.
""", r(4, DIGITS), r(6, DIGITS))

la("""Ticket #{0} — la app OBD no sincroniza
La clave OBD_CLOUD_API_KEY ya no está en gradle.properties: ahora se lee de
local.properties (no versionado) y en CI de ${{ secrets.OBD_CLOUD_API_KEY }}.
Build de prueba: 4.2.1 ({1}).
""", r(5, DIGITS), sha()[:7])

la("""Runbook: reflashing the 7-speed DSG TCU on bench 2
1. Connect the pass-thru (VCI serial {0}) and start the J2534 tool.
2. Log in to the vendor portal with your personal account (no shared logins any more).
3. Flash file: 0D9927711_{1}.sgo, sha256 {2}
""", r(10, UPPER_NUM), r(4, DIGITS), r(64, HEX))

la("""[2025-03-10 14:02:11] ScanPro Cloud: activating device SN {0}
[2025-03-10 14:02:11] POST /api/device/activate {"sn":"{0}","activationCode":"****-****-****-****","dealer":"AUTO-KLAS"}
[2025-03-10 14:02:12] 200 OK license valid until 2026-03-10
""", r(12, UPPER_NUM))

la("""$ lmutil lmstat -a -c 27000@flexlm01.eng.example
Users of odx_editor:  (Total of 5 licenses issued;  Total of 2 licenses in use)
  jnovak WS-0412 WS-0412 (v7.2) (flexlm01.eng.example/27000 101), start Wed 3/12 8:02
""")

la("""# doip_client.yaml (bench tooling)
target:
  ip: 169.254.10.12
  logical_address: 0x1010
tester_address: 0x0E80
routing_activation:
  type: 0x00        # default activation, no OEM field
""")

la("""/* can/ids.h */
#define CAN_ID_BRAKE_STATUS   0x1A0
#define CAN_ID_WHEEL_SPEEDS   0x1A4
#define CAN_ID_SECOC_FRESHNESS 0x7E3
static const uint8_t DEFAULT_PADDING[8] = { 0xAA, 0xAA, 0xAA, 0xAA, 0xAA, 0xAA, 0xAA, 0xAA };
""")

la("""$ cat ~/.m2/settings.xml
<settings>
  <servers>
    <server>
      <id>autosar-vendor</id>
      <username>${env.ARTIFACTORY_USER}</username>
      <password>${env.ARTIFACTORY_API_KEY}</password>
    </server>
  </servers>
</settings>
""")

la("""$ source ~/qnx710/qnxsdp-env.sh
QNX_HOST=/home/dev/qnx710/host/linux/x86_64
QNX_TARGET=/home/dev/qnx710/target/qnx7
$ qnxsoftwarecenter_clt -listLicenses
Serial {0}  SDP 7.1  expires 2026-01-31
""", grouped(3, 4, UPPER_NUM))

la("""# ci/sign-bundle.sh
openssl pkey -in keys/rauc-dev.key.enc -passin env:RAUC_KEY_PASS -out /tmp/rauc.key
rauc bundle --cert=keys/rauc-dev.cert.pem --key=/tmp/rauc.key rootfs/ out/ivi-{0}.raucb
rauc info out/ivi-{0}.raucb | grep -E 'Hash|Compatible'
""", "2025.03." + r(2, DIGITS))

la("""$ unzip -l credentials.zip
  Length      Date    Time    Name
---------  ---------- -----   ----
       49  2025-03-12 09:40   autoprov.url
     3412  2025-03-12 09:40   autoprov_credentials.p12
      311  2025-03-12 09:40   treehub.json
""")

la("""{"type":"tool_use","name":"bash","input":{"command":"psql \\"$OTA_DATABASE_URL\\" -c \\"select campaign_id, state from campaigns where state='RUNNING'\\""}}
""")

la("""# ota-edge/nginx.conf
location /firmware/ {
    secure_link $arg_md5,$arg_expires;
    secure_link_md5 "$secure_link_expires$uri $ota_link_secret";
    if ($secure_link = "") { return 403; }
}
""")

la("""// apps/dispatch/src/auth.ts
export const auth = new JwtAuth({
  issuer: "dispatch.fleetly.example",
  secret: requireEnv("JWT_SECRET"),
  expiresIn: "12h",
});
""")

la("""# gateway/config.toml
[mqtt]
url = "mqtts://broker.fleetly.example:8883"
client_id = "tcu-gw-01"
username = "tcu-gateway"
password_file = "/run/secrets/mqtt_password"
topic_prefix = "v1/vehicles"
""")

la("""Mar 12 10:31:07 provisioner[2211]: device {0} registered, iccid={1}
Mar 12 10:31:07 provisioner[2211]: DTLS PSK identity=tcu-{0} key=<hidden, 16 bytes>
Mar 12 10:31:08 provisioner[2211]: device {0} online, fw=3.14.1 hw=C2
""", imei(), iccid())

la("""POST /partner/v1/trips/batch HTTP/1.1
Host: ingest.safedriver-ins.example
Authorization: Basic <base64 of partner_id:secret>
Content-Type: application/x-ndjson
X-Batch-Id: {0}
""", uuid4())

la("""@app.post("/webhooks/crash-detected")
def crash_detected(req: Request):
    sig = req.headers["X-CMT-Signature"]
    expected = hmac.new(settings.CMT_WEBHOOK_SECRET.encode(), req.body, "sha256").hexdigest()
    # test vector from the docs: body "{}" -> {0}
""", r(64, HEX))

la("""INSERT INTO dealer_integrations (dealer_code, provider, api_user, api_secret_ref, active)
VALUES ('CZ-0413', 'reynolds', 'rci_autoklas', 'vault:dealer/CZ-0413/reynolds', true);
-- 1 row affected
""")

la("""{
  "dealer": "AUTOKLAS-BRNO",
  "rci": {
    "endpoint": "https://rci.reyrey.example/ws/RCIService",
    "ppsysId": "{0}",
    "storeNumber": "01",
    "password": "${RCI_PASSWORD}"
  }
}
""", r(8, DIGITS))

la("""[Zalo] Anh Tuấn: Em ơi, tài khoản tra phụ tùng EPC bị khóa rồi hả?
[Zalo] Minh: Dạ, em vừa đặt lại mật khẩu, anh kiểm tra email để đặt mật khẩu mới nhé.
[Zalo] Anh Tuấn: Mã phụ tùng cần tra là 04152-YZZA1 và 90915-YZZD4.
""")

la("""Dobrý den,
API token pro analýzu tachografů vygenerujete v administraci (Nastavení → API → Nový token).
Z bezpečnostních důvodů ho e-mailem neposíláme. Vaše ID účtu je {0}.
S pozdravem, podpora TachoSoft
""", r(8, DIGITS))

la("""# eld/config/fmcsa.py
FMCSA_WEBSERVICE_URL = "https://eld.fmcsa.dot.gov/ELDService"
ELD_REGISTRATION_ID = "{0}"
ELD_IDENTIFIER = "FLT001"
ELD_CERT_PASSWORD = os.environ.get("ELD_CERT_PASSWORD")
""", r(4, UPPER_NUM))

la("""SAMSARA_WEBHOOK_SECRET=
SAMSARA_ORG_ID={0}
ALERTS_CHANNEL=#dispatch-alerts
# fill the secret from Samsara > Settings > Webhooks (shown once)
""", r(7, DIGITS))

la(""">>> api.credentials
{'username': 'integrations@haulco.example', 'database': 'haulco_fleet', 'session_id': None, 'server': 'my.geotab.com'}
>>> api.get('Device', search={'serialNumber': 'G9{0}'})[0]['vehicleIdentificationNumber']
'{1}'
""", r(10, UPPER_NUM), vin())

la("""// FleetSync/GpsGateClient.cs
client.DefaultRequestHeaders.Authorization =
    new AuthenticationHeaderValue(config["GpsGate:ApiToken"]);
var users = await client.GetFromJsonAsync<List<User>>("applications/4/users");
""")

la("""$ curl -s "https://api.navixy.com/v2/tracker/list?hash=$NAVIXY_HASH" | jq '.list[] | {id, source: .source.device_id}'
{ "id": 1204431, "source": "{0}" }
""", imei())

la("""# config/initializers/dashcam.rb
DashcamCloud.configure do |c|
  c.api_key    = ENV.fetch("DASHCAM_API_KEY")
  c.api_secret = Rails.application.credentials.dig(:dashcam, :api_secret)
  c.region     = :eu
end
""")

la("""# fuel-import/.env.example
FUELCARD_SFTP_HOST=sftp.fuelcards.example
FUELCARD_SFTP_USER=
FUELCARD_SFTP_PASS=changeme
FUELCARD_CUSTOMER_NO=
""")

la("""[fleet-charging] New charge cards for e-vans (contract ids, printed on the cards):
  CZ-FLT-C0012A6, CZ-FLT-C0012A7  uid {0}
  tokens are issued by the eMSP backend, not stored here
""", r(14, UPPER_HEX))

la("""WS-{0}: Diagnose PC in bay 5 can't reach the OEM portal
Reporter: Tomás Ortega
Description:
ODIS login works, but the certificate of the group account expired on 2025-03-01.
IT renewed it; no password change needed. Cert thumbprint {1}.
""", r(4, DIGITS), r(40, UPPER_HEX))

la("""variables:
  DAVINCI_LICENSE_SERVER: "27000@lic01.eng.example"
  TRESOS_LICENSE_KEY: $TRESOS_LICENSE_KEY   # masked + protected CI variable
  BSW_PACKAGE: "MICROSAR_R21-11"
  BSW_COMMIT: "{0}"
""", sha())

la("""# docker-compose.yml (bench gateway)
services:
  cangw:
    image: fleetly/cangw:1.8.2@sha256:{0}
    environment:
      CANGW_ADMIN_USER: admin
      CANGW_ADMIN_PASSWORD_FILE: /run/secrets/cangw_admin
    secrets: [cangw_admin]
""", r(64, HEX))

la("""$ candump -ta can0,7E0:7F0,7E8:7F8 | head -4
 (1741773704.201) can0  7E0   [8]  02 27 11 00 00 00 00 00
 (1741773704.219) can0  7E8   [8]  06 67 11 3A 9F 21 C4 00
 (1741773704.233) can0  7E0   [8]  06 27 12 B1 07 4E 90 00
 (1741773704.251) can0  7E8   [8]  02 67 12 00 00 00 00 00
""")

la("""Traceback (most recent call last):
  File "/srv/ota/sign.py", line 41, in <module>
    session.login(os.environ["HSM_USER_PIN"])
  File "/usr/lib/python3/dist-packages/PyKCS11/__init__.py", line 1012, in login
    raise PyKCS11Error(rv)
PyKCS11.PyKCS11Error: CKR_PIN_INCORRECT (0x000000A0)
""")

la("""$ cosign verify --key cosign.pub registry.fleetly.example/ota/update-agent@sha256:{0} | jq '.[0].critical.image'
{ "docker-manifest-digest": "sha256:{0}" }
""", r(64, HEX))

la("""// db/seeds/admin.ts
await prisma.staff.upsert({
  where: { email: "ops@rentadrive.example" },
  create: { email: "ops@rentadrive.example", role: "SUPERADMIN", passwordHash: "$argon2id$v=19$m=65536,t=3,p=4${0}${1}" },
  update: {},
});
""", b64(16).rstrip("="), b64(32).rstrip("="))

la("""spring:
  datasource:
    url: jdbc:mysql://share-db.internal:3306/carsharing
    username: share_app
    password: ${SHARE_DB_PASSWORD:}
""")

la("""$ http GET https://api.invers.com/v1/vehicles/{0}/status X-Api-Key:@~/.invers_key
HTTP/1.1 200 OK
{"central_lock":"unlocked","ignition":"on","fuel_level":41,"board_id":"{1}"}
""", r(6, UPPER_NUM), r(16, UPPER_HEX))

la("""PS C:\\Tools\\DiagSuite> .\\Activate.ps1 -Server lic.diag-vendor.example -Dealer 44711 -Token $env:DIAG_ACTIVATION_TOKEN
Contacting licence server... ok
Seat 4/5 activated for DIAG-PC-BAY3 (machine id {0})
""", uuid4())

la("""# reports/odbc.ini
[AutolineDMS]
Driver=/opt/ibm/iaccess/lib64/libcwbodbc.so
System=dms-as400.autohaus.example
UID=RPTUSR
PWD=
; password supplied at runtime by the report scheduler
""")

la("""--- FAIL: TestVehiclePositions (0.38s)
    client_test.go:57: unexpected status 401 for GET https://api.fleetcomplete.example/v2/positions
        request headers: map[Accept:[application/json] X-Api-Key:[fc_************************]]
FAIL	github.com/fleetly/integrations/fleetcomplete	0.381s
""")

la("""Hola Sergio:
Para el piloto de seguro por uso el usuario es flota.levante; la clave te la mando por SMS.
Recuerda que caduca cada 90 días y hay que rotarla desde el portal.
Póliza: POL-{0}
""", r(9, DIGITS))

la("""$ sudo mosquitto_passwd -U /etc/mosquitto/passwd && cat /etc/mosquitto/passwd
tcu-gateway:$7$101$${0}$${1}
""", b64(12), b64(64))

la("""# infra/ota/main.tf
provider "aws" {
  region  = "eu-central-1"
  profile = "fleetly-ota"
}
resource "aws_s3_bucket" "firmware" { bucket = "fleetly-firmware-prod" }
""")

la("""# ivi/apps/media/res/raw/streaming.properties
streaming.provider=spotify
streaming.client_id={0}
# client secret not needed: PKCE flow on device
streaming.redirect=ivi-media://callback
""", r(32, HEX))

la("""<!-- ivi/nav/AndroidManifest.xml -->
<application android:name=".NavApp">
    <meta-data android:name="com.navsdk.LICENSE_KEY" android:value="${NAV_LICENSE_KEY}" />
    <meta-data android:name="com.navsdk.MAP_VERSION" android:value="EU-2025.03-{0}" />
</application>
""", r(8, HEX))

la("""<RentalChannelConfig>
  <Broker name="rentalcars" endpoint="https://supplier.rentalbroker.example/OTA_VehAvailRate">
    <Credentials requestorId="FLTY{0}" messagePassword="%RENTALCARS_MSG_PASSWORD%" />
  </Broker>
</RentalChannelConfig>
""", r(5, DIGITS))

la("""$ ssh-keygen -lf deploy/keys/tacho_sftp_ed25519.pub
256 SHA256:{0} deploy@fleetly (ED25519)
$ cat deploy/keys/tacho_sftp_ed25519.pub
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{1} deploy@fleetly
""", b64(32).rstrip("="), r(43, ALNUM))

la("""{"type":"tool_result","tool_use_id":"toolu_01{0}","content":"NODE_ENV=production\\nFLEET_API_BASE=https://api.fleetly.example\\nFLEET_API_TOKEN=\\nLOG_LEVEL=info\\n"}
""", r(20, ALNUM))

la("""Ticket WS-{0} — key programming Fabia III
Immobilizer PIN retrieved via the OEM portal (request no. {1}), not stored in the ticket.
Key transponder ids: {2}, {3}.
""", r(4, DIGITS), r(10, DIGITS), r(8, UPPER_HEX), r(8, UPPER_HEX))

la("""Anh Hùng: Em đã xoay vòng (rotate) token API của hệ thống giám sát hành trình chưa?
Thảo: Dạ rồi ạ, token mới lưu trong Vault ở đường dẫn secret/telematics/vn-gsht, token cũ đã thu hồi.
Mã thiết bị GSHT mới: {0}
""", r(15, DIGITS))

la("""$ jq '{project_id, client_email, private_key_id}' obd-app-admin.json
{
  "project_id": "obd-companion-prod",
  "client_email": "firebase-adminsdk@obd-companion-prod.iam.gserviceaccount.com",
  "private_key_id": "{0}"
}
""", r(40, HEX))

la("""## Runbook: ruční nahrání firmwaru na OTA server
1. Přihlas se na https://ota.fleetly.example přes firemní SSO (žádné sdílené heslo).
2. Vytvoř Distribution Set `tcu-fw 3.14.2`, SHA-256 artefaktu: {0}
3. Spusť rollout pouze pro skupinu `pilot-brno`.
""", r(64, HEX))

la("""apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: teltonika-ingest
  namespace: telematics
spec:
  secretStoreRef: { name: vault, kind: ClusterSecretStore }
  data:
    - secretKey: FOTA_WEB_TOKEN
      remoteRef: { key: telematics/teltonika, property: fota_token }
""")

la("""[10:42] Raúl (tráfico): ¿cuándo toca descargar los tacógrafos?
[10:43] Marta: la tarjeta de conductor cada 28 días y la unidad del vehículo cada 90; la clave del programa está en el gestor
[10:43] Marta: matrícula pendiente: 4471 KLM
""")

la("""$ curl -sv https://dispatch.fleetly.example/api/routes/today -H "Cookie: dispatch_session=$SESSION" 2>&1 | grep -i '^< \\(http\\|etag\\)'
< HTTP/2 200
< etag: W/"{0}"
""", r(27, URLSAFE))

la("""PS> Invoke-RestMethod -Uri "https://api.dms.example/v2/repair-orders?status=open" -Headers @{"X-API-Key"=$env:DMS_API_KEY} | Select-Object -First 1
roNumber  vin                status
--------  ---                ------
RO-88121  {0}  open
""", vin())

assert len(SECRETS) == 100, len(SECRETS)
assert len(LOOK_ALIKES) == 100, len(LOOK_ALIKES)
for _kind, _text, _secret in SECRETS:
    assert isinstance(_kind, str) and _kind.count("/") == 1, _kind
    assert all(_kind.split("/")), _kind
    for _piece in _secret if isinstance(_secret, tuple) else (_secret,):
        assert _piece and _piece in _text, (_kind, _piece)
_texts = [t for _, t, _ in SECRETS] + LOOK_ALIKES
assert len(set(_texts)) == len(_texts), "duplicate texts"
