r"""Held-out batch 51: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) lines
1-130 of bench/heldout/batch19.py, its docstring and the helpers r, b64, b64url, pw,
uuid4, sha, jwt, add, add_split, la, copied here unchanged; (3) the Theme paragraphs of
the earlier batches, from a grep; (4) a grep of the kind names already used by add() and
add_split().

Theme: energy, mobility and transport software. Contexts: OCPP 1.6 and 2.0.1 back ends
and charge point configuration (BasicAuth passwords of charge boxes, SetVariables and
ChangeConfiguration for AuthorizationKey, SteVe and CitrineOS settings, OCPI tokens,
roaming hub credentials), smart meters and utility head-ends (DLMS/COSEM keys in Gurux
command lines, HES REST tokens, MDM exports, Wireless M-Bus AES keys), solar inverters and
battery systems (inverter cloud APIs, Modbus gateway web logins, EMS configs, Home
Assistant style integrations, BMS service passwords), vehicle telematics and fleet APIs
(fleet platform bearer tokens, CAN logger upload keys, OBD dongle provisioning, TCU MQTT
passwords), drones and ground stations (MAVLink signing keys, ground control configs,
DJI style app keys and secrets, UTM and Remote ID service tokens), aviation and maritime
data feeds (ADS-B feeder keys, flight data API keys, AIS stream keys, NOTAM and METAR
service credentials), and rail and public-transport ticketing (GTFS-realtime feed keys,
ticket validator SAM and terminal passwords, fare system back-office logins, NeTEx/SIRI
subscriptions). All new kinds live under the "mobility/" kind prefix. Look-alikes are the
same contexts without a credential: charge point ids, EVSE ids, meter serial numbers,
OBIS codes, VINs, ICAO hex addresses, MMSI numbers, firmware hashes, public keys, ids of
trips and stops, masked values, env references, placeholders and prose about passwords.
Mostly English, some Czech and Thai.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(51_2026_12_07)
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
    "volt", "tram", "harbor", "rotor", "amber", "pylon", "solar", "diesel", "anchor", "falcon",
    "metro", "kestrel", "lithium", "ferry", "turbine", "compass", "beacon", "orbit", "vltava",
    "brno", "chiang", "mekong", "lantern", "granite", "copper", "hangar", "ballast", "signal",
]


def hpw() -> str:
    """A password a human would choose: words, digits, a symbol, some leetspeak."""
    a = _rng.choice(WORDS).capitalize()
    b = _rng.choice(WORDS)
    if _rng.random() < 0.5:
        b = b.replace("o", "0").replace("a", "4").replace("e", "3")
    return a + _rng.choice("!#@$%&*") + b + r(_rng.randint(2, 4), DIGITS)


def phrase() -> str:
    return "-".join(_rng.choice(WORDS) for _ in range(4)) + r(2, DIGITS)


def hexkey(n: int) -> str:
    return r(n, HEX)


# ============================================================ secrets: EV charging
add("mobility/ocpp-ws-basic-auth-url", "ws://CP-BRNO-0042:{0}@csms.internal.example:8180/steve/websocket/CentralSystemService/CP-BRNO-0042", pw())
add("mobility/ocpp-changeconfiguration-authkey",
    """[2,"7f3a91c2","ChangeConfiguration",{"key":"AuthorizationKey","value":"{0}"}]
[3,"7f3a91c2",{"status":"Accepted"}]""", r(40, HEX))
add("mobility/ocpp201-setvariables-basicauthpassword",
    """{
  "setVariableData": [
    {
      "component": {"name": "SecurityCtrlr"},
      "variable": {"name": "BasicAuthPassword"},
      "attributeValue": "{0}"
    }
  ]
}""", r(24, ALNUM))
add("mobility/steve-application-properties",
    """# SteVe - application-prod.properties
db.ip = 10.20.0.15
db.port = 3306
db.schema = stevedb
db.user = steve
db.password = {0}
auth.user = admin
auth.password = {1}
webapi.key = STEVE-API-KEY
webapi.value = {2}""", hpw(), "admin-local-only", r(32, URLSAFE))
add("mobility/ocpi-token-header-curl",
    "curl -s https://ocpi.partner-cpo.example/ocpi/2.2.1/locations -H 'Authorization: Token {0}' | jq '.data | length'", b64(24))
add("mobility/ocpi-credentials-response",
    """POST /ocpi/2.2.1/credentials -> 200
{"data":{"token":"{0}","url":"https://emsp.example/ocpi/versions","roles":[{"role":"EMSP","party_id":"ABC","country_code":"CZ"}]},"status_code":1000}""", uuid4())
add("mobility/citrineos-env",
    """CITRINEOS_DATA_SEQUELIZE_HOST=postgres
CITRINEOS_DATA_SEQUELIZE_USERNAME=citrine
CITRINEOS_DATA_SEQUELIZE_PASSWORD={0}
CITRINEOS_UTIL_MESSAGEBROKER_AMQP_URL=amqp://guest:guest@amqp-broker:5672""", pw())
add("mobility/charger-webui-password-prose",
    "Wallbox in garage 3 is back online. Local web UI is http://192.168.50.21 , login installer / {0} (the sticker one was changed during commissioning).", hpw())
add("mobility/ocpp-cli-flag",
    "$ ./ocpp-sim --cp-id CP-TEST-07 --csms wss://csms.staging.example/ocpp --basic-auth-password '{0}' --profile 2\n[sim] BootNotification accepted, interval=300", pw())
add("mobility/hubject-oicp-client-secret-yaml",
    """oicp:
  operator-id: CZ*XYZ
  endpoint: https://service-qa.hubject.com/api/oicp
  oauth:
    client-id: cpo-xyz-qa
    client-secret: {0}""", r(48, URLSAFE))
add("mobility/charge-box-provisioning-csv",
    """charge_box_id,serial,ocpp_version,auth_password
CB-0101,WB2023A00981,1.6J,{0}
CB-0102,WB2023A00982,1.6J,{1}""", r(20, ALNUM), r(20, ALNUM))
add("mobility/ocpp-securityprofile-log",
    "2026-12-06T21:14:03Z DEBUG csms.auth cp=PRG-HOLESOVICE-12 profile=1 header=\"Basic {0}\" result=accepted",
    base64.b64encode(("PRG-HOLESOVICE-12:" + pw()).encode()).decode())
add("mobility/roaming-platform-api-key-python",
    """client = RoamingClient(
    base_url="https://api.roaming-hub.example/v3",
    party="CZ-ABC",
    api_secret="{0}",
)""", "rh_live_" + r(36, LOWER_NUM))
add("mobility/evse-firmware-ftp-getdiagnostics",
    """[2,"19","GetDiagnostics",{"location":"ftp://diag:{0}@ftp.ops.example/uploads/","retries":2}]""", pw())
add("mobility/czech-chat-wallbox-heslo",
    "Ahoj, posílám přístup k nabíječce na parkovišti u depa: uživatel servis, heslo {0}. Po instalaci firmwaru ho prosím změň.", hpw())

# ============================================================ secrets: meters and head-ends
add("mobility/gurux-dlms-auth-key-flag",
    "$ gurux.dlms.client.example -h 10.8.4.22 -p 4059 -c 16 -s 1 -a HighGMac -T 4D4D4D0000BC614E -A {0} -B {1} -D 000102030405060708090A0B0C0D0E0F",
    r(32, UPPER_HEX), r(32, UPPER_HEX))
add("mobility/dlms-meter-keys-json",
    """{
  "meter": "LGZ-93441820",
  "security_suite": 0,
  "global_unicast_key": "{0}",
  "authentication_key": "{1}",
  "lls_password": "{2}"
}""", r(32, HEX), r(32, HEX), r(8, DIGITS))
add("mobility/wmbus-aes-key-wmbusmeters",
    """# /etc/wmbusmeters.d/water_flat_14
name=water_flat_14
type=multical21
id=76348799
key={0}""", r(32, UPPER_HEX))
add("mobility/hes-rest-bearer-python",
    """resp = requests.get(
    "https://hes.utility.example/api/v2/meters/LGZ-93441820/readings",
    headers={"Authorization": "Bearer {0}"},
    params={"obis": "1.8.0", "from": "2026-11-01"},
)""", jwt({"sub": "svc-mdm-export", "scope": "readings:read", "iss": "hes"}))
add("mobility/mdm-sftp-export-netrc",
    """machine sftp.mdm.utility.example
login export_billing
password {0}""", hpw())
add("mobility/smartmeter-gateway-admin-thai",
    "ข้อมูลเข้าระบบ head-end ของการไฟฟ้า: ผู้ใช้ hes_ops รหัสผ่าน {0} ใช้ได้เฉพาะจาก VPN เท่านั้น", hpw())
add("mobility/mqtt-meter-bridge-yaml",
    """mqtt:
  host: broker.grid-edge.example
  port: 8883
  username: p1-bridge-0417
  password: "{0}"
  topic: meters/p1/0417""", pw())
add("mobility/dsmr-reader-env-db",
    "DJANGO_DATABASE_ENGINE=django.db.backends.postgresql DJANGO_DATABASE_USER=dsmrreader DJANGO_DATABASE_PASSWORD={0} docker compose up -d dsmr", pw())
add("mobility/meter-prose-handover-en",
    "For the pilot, the optical probe tool asks for the meter's level 2 password; for all 40 units in feeder B it's {0}. Please don't paste it in the ticket.", r(8, DIGITS))
add("mobility/ami-headend-soap-usernametoken",
    """<soapenv:Header>
  <wsse:Security>
    <wsse:UsernameToken>
      <wsse:Username>mdus_integration</wsse:Username>
      <wsse:Password Type="PasswordText">{0}</wsse:Password>
    </wsse:UsernameToken>
  </wsse:Security>
</soapenv:Header>""", pw())

# ============================================================ secrets: solar and batteries
add("mobility/inverter-cloud-appsecret-ini",
    """[inverter_cloud]
region = eu
app_id = 20240718991
app_secret = {0}
station_id = 1298877""", r(32, HEX))
add("mobility/inverter-modbus-gateway-login-curl",
    "curl -c jar.txt -d 'username=installer&password={0}' http://192.168.1.77/cgi-bin/login && curl -b jar.txt http://192.168.1.77/api/realtime", hpw())
add("mobility/ems-config-toml-token",
    """[site]
name = "Farma Hodonín"
capacity_kwp = 1240

[bess.vendor_api]
url = "https://bess-portal.example/api"
token = "{0}"
poll_seconds = 15""", "bp_" + r(40, ALNUM))
add("mobility/ha-integration-yaml-inverter",
    """sensor:
  - platform: solar_portal
    username: pavel.novak@example.cz
    password: !secret solar_portal_password
    api_key: {0}""", r(28, UPPER_NUM))
add("mobility/bms-service-password-chat",
    "the BMS service menu (the one that lets you change cell balancing limits) is protected with {0}. Installer level only, customers get the user menu.", hpw())
add("mobility/victron-vrm-token-header",
    "GET /v2/installations/448102/stats?type=live_feed HTTP/1.1\nHost: vrmapi.victronenergy.com\nX-Authorization: Token {0}", r(64, HEX))
add("mobility/solar-python-constants",
    """# solar_sync/settings.py
PORTAL_USER = "monitoring@farm.example"
PORTAL_PASS = "{0}"
PORTAL_BASE = "https://monitor.pv-vendor.example/openapi"
""", hpw())
add("mobility/battery-aggregator-vpp-json",
    """{"aggregator": "vpp-south", "site_ids": [4412, 4413], "credentials": {"client_id": "vpp-south-prod", "client_secret": "{0}"}, "dispatch": {"mode": "fcr"}}""", r(40, URLSAFE))
add("mobility/inverter-czech-readme",
    """## Připojení ke střídači
1. Připojte se k Wi-Fi střídače (SSID `INV-7H2K`).
2. Otevřete http://10.10.100.254
3. Přihlašovací údaje pro instalačního technika: admin / {0}""", hpw())
add("mobility/openems-edge-config-json",
    """  "Controller.Api.Backend": {
    "uri": "wss://backend.openems.example:443/openems-backend",
    "apikey": "{0}",
    "enabled": true
  }""", r(32, ALNUM))
add("mobility/solar-thai-line-message",
    "พี่ครับ รหัสเข้าแอปดูอินเวอร์เตอร์ของโรงงานบางนา user: bangna_pv รหัส {0} นะครับ", hpw())
add("mobility/inverter-ssh-sshpass",
    "$ sshpass -p '{0}' ssh root@10.40.2.11 'cat /var/log/inverter/faults.log | tail -n 20'", pw())

# ============================================================ secrets: telematics and fleets
add("mobility/fleet-api-bearer-js",
    """const fleet = axios.create({
  baseURL: "https://api.fleet-telematics.example/v1",
  headers: { Authorization: `Bearer {0}` },
});""", "ft_sk_" + r(40, ALNUM))
add("mobility/can-logger-upload-key-conf",
    """# CANedge-like logger config, device 3F81C2A0
server:
  endpoint: https://s3.eu-central-1.amazonaws.com
  bucket: fleet-canlogs
  accesskey: AKIA{1}
  secretkey: {0}""", r(40, ALNUM + "/+"), r(16, UPPER_NUM))
add("mobility/obd-dongle-provisioning-at",
    """> AT+MQTTCFG="tcu.fleet.example",8883
OK
> AT+MQTTAUTH="veh-7781","{0}"
OK
> AT+MQTTCONN
+MQTTCONN: 0""", pw())
add("mobility/tcu-mqtt-password-log",
    "Dec 06 22:10:11 tcu-gw-02 mosquitto[911]: New client connected from 100.64.3.9 as veh-2231 (u'veh-2231', p'{0}', c1, k60).", pw())
add("mobility/fleet-webhook-secret-env",
    "FLEET_WEBHOOK_SIGNING_SECRET={0}\nFLEET_ORG_ID=org_8812", "whsec_" + b64(24))
add("mobility/vehicle-oem-api-oauth-curl",
    "curl -X POST https://auth.oem-connected.example/oauth2/token -d grant_type=client_credentials -d client_id=fleetco-prod -d client_secret={0} -d scope=vehicle_data", r(36, ALNUM))
add("mobility/tachograph-download-prose",
    "To pull the DDD files from the tachograph portal use the company card account dispecink@dopravce.example and password {0}; the portal logs out after 10 minutes.", hpw())
add("mobility/fleet-go-const",
    """package telematics

const (
	apiBase  = "https://gps-track.example/api"
	apiLogin = "integrace"
	apiPass  = "{0}"
)""", hpw())
add("mobility/traccar-xml-db-password",
    """<entry key='database.driver'>org.postgresql.Driver</entry>
<entry key='database.url'>jdbc:postgresql://db:5432/traccar</entry>
<entry key='database.user'>traccar</entry>
<entry key='database.password'>{0}</entry>""", pw())
add("mobility/fleet-czech-email",
    """Dobrý den,
zasíláme přístup k API pro sledování vozidel.
Klientské ID: dopravni-podnik-zlin
Tajný klíč: {0}
S pozdravem, podpora""", r(32, ALNUM))
add("mobility/ev-fleet-charging-card-pin",
    "Fleet charging card for van 4A2 7781: card no. shown on the back, PIN {0}. Keep it in the glovebox envelope, not in the app notes.", r(4, DIGITS))

# ============================================================ secrets: drones and ground stations
add("mobility/mavlink-signing-key-param",
    """# mavproxy session
MAV> signing setup {0}
Setting up signing with key
MAV> signing key set""", phrase())
add("mobility/mavlink-signing-secret-hex-json",
    """{"vehicle": "hexa-03", "signing": {"link_id": 1, "secret_key": "{0}", "timestamp_offset": 0}}""", r(64, HEX))
add("mobility/dji-app-key-manifest",
    """<meta-data
    android:name="com.dji.sdk.API_KEY"
    android:value="{0}" />""", r(24, HEX))
add("mobility/drone-cloud-app-secret-py",
    """MSDK_APP_ID = 148822
MSDK_APP_KEY = "{1}"
MSDK_APP_LICENSE = "{0}"
""", b64(96), r(32, HEX))
add("mobility/utm-service-token-yaml",
    """utm:
  provider: https://uss.example-utm.eu
  operator_registration: CZE-OP-7HN2K
  token: {0}""", jwt({"sub": "CZE-OP-7HN2K", "aud": "uss", "scope": "utm.strategic_coordination"}))
add("mobility/groundstation-rtsp-camera",
    "Video feed from gimbal: rtsp://pilot:{0}@10.0.0.12:8554/live/main (VLC > Open network stream)", pw())
add("mobility/drone-wifi-czech-message",
    "Heslo k Wi-Fi dálkového ovladače: {0} (SSID DRON-HANGAR-2). Nedávej ho do skupinového chatu.", hpw())
add("mobility/px4-companion-env",
    """# /etc/companion.env
MAVLINK_ROUTER_ENDPOINT=udp:0.0.0.0:14550
FLEET_BACKEND_URL=https://gcs-cloud.example/ingest
FLEET_DEVICE_SECRET={0}""", r(48, ALNUM))
add("mobility/remote-id-network-api-curl",
    "curl -u 'nrid-display:{0}' https://nrid.dss.example/v1/display_data?view=50.08,14.41,50.09,14.43", pw())

# ============================================================ secrets: aviation and maritime
add("mobility/adsb-feeder-sharing-key",
    """# /etc/default/fr24feed-like
receiver="beast-tcp"
host="127.0.0.1:30005"
fr24key="{0}"
mlat="yes" """, r(16, HEX))
add("mobility/flight-api-key-query-url",
    "GET https://aviation-data.example/v1/flights?access_key={0}&dep_iata=PRG&limit=100 200 OK 812ms", r(32, HEX))
add("mobility/flight-data-apikey-header-python",
    """AEROAPI = "https://aeroapi.example.com/aeroapi"
HEADERS = {"x-apikey": "{0}"}
r = requests.get(f"{AEROAPI}/flights/CSA123", headers=HEADERS)""", r(32, ALNUM))
add("mobility/aisstream-ws-subscribe",
    """ws.send(JSON.stringify({
  APIKey: "{0}",
  BoundingBoxes: [[[53.4, 9.7], [54.0, 10.3]]],
  FilterMessageTypes: ["PositionReport"],
}));""", r(40, HEX))
add("mobility/notam-service-client-creds",
    """notam:
  base_url: https://external-api.notam.example/v1
  client_id: ops-dispatch
  client_secret: "{0}" """, r(32, ALNUM))
add("mobility/metar-feed-basic-auth-wget",
    "wget --user=wx_ingest --password='{0}' -O metar.xml 'https://wx-feed.example/cache/metars.cache.xml'", hpw())
add("mobility/efb-sync-prose",
    "EFB tablets sync charts from the company server; the sync account is efb-fleet and its password is {0}. Ops changes it every AIRAC cycle.", hpw())
add("mobility/vessel-vsat-portal-thai",
    "รหัสผ่านพอร์ทัล VSAT ของเรือ MT Siam Star คือ {0} ใช้ร่วมกับ user: siamstar_master", hpw())
add("mobility/ais-ingest-tcp-auth-log",
    "2026-12-06 18:02:44,120 INFO ais.ingest connecting to tcp://ais-feed.port.example:5631 auth=LOGIN harbor_ops {0}", pw())
add("mobility/acars-gateway-ini",
    """[acars_gateway]
station = LKPR
uplink_url = https://acars-gw.example/uplink
uplink_user = lkpr_ground
uplink_password = {0}""", pw())
add("mobility/port-community-system-api-key-cs",
    """var client = new PcsClient(new PcsOptions
{
    BaseUrl = "https://pcs.port.example/api",
    ApiKey = "{0}",
});""", "pcs_" + r(32, LOWER_NUM))

# ============================================================ secrets: rail and public transport
add("mobility/gtfs-rt-feed-key-query",
    "wget -O vehicle_positions.pb 'https://gtfs.transit.example/realtime/vehiclepositions?key={0}'", r(32, HEX))
add("mobility/gtfs-rt-header-otp-config",
    """{
  "updaters": [
    {
      "type": "stop-time-updater",
      "url": "https://api.transit-operator.example/gtfsrt/tripupdates",
      "feedId": "pid",
      "headers": { "x-access-token": "{0}" }
    }
  ]
}""", jwt({"sub": "otp-prod", "feed": "pid"}))
add("mobility/siri-subscription-requestor-password",
    """<SubscriptionRequest>
  <RequestorRef>journey-planner</RequestorRef>
  <Password>{0}</Password>
  <EstimatedTimetableSubscriptionRequest>""", pw())
add("mobility/ticket-validator-sam-unlock",
    "validator-cli --device V-0418 sam unlock --slot 1 --unlock-code {0} && validator-cli --device V-0418 status", r(16, UPPER_HEX))
add("mobility/fare-backoffice-db-url",
    "FARE_DB_URL=postgresql://fare_app:{0}@fare-db.internal:5432/fares?sslmode=require", pw())
add("mobility/ticketing-czech-slack",
    "Kluci, nové heslo do back-office jízdenkového systému (účet dispecer_idos) je {0}. Staré přestane platit v pondělí.", hpw())
add("mobility/ticket-machine-kiosk-pin-thai",
    "รหัสเข้าเมนูช่างของตู้จำหน่ายตั๋ว สถานีหมอชิต คือ {0} ห้ามบอกพนักงานหน้าเคาน์เตอร์", r(6, DIGITS))
add("mobility/rail-api-subscription-key-header",
    "curl -H 'Ocp-Apim-Subscription-Key: {0}' 'https://api.rail-operator.example/departures/v2/station/PRAGUE-MAIN'", r(32, HEX))
add("mobility/netex-export-ftp-lftp",
    "lftp -u netex_push,{0} ftps://data.transport-authority.example -e 'mirror -R ./netex /incoming; bye'", hpw())
add("mobility/mobile-ticket-signing-key-pem-env",
    "TICKET_SIGNING_KEY=\"-----BEGIN EC PRIVATE KEY-----{0}-----END EC PRIVATE KEY-----\"", b64(121))
add("mobility/open-payments-acquirer-api-key",
    """transit_pay:
  acquirer: https://acq.example/api/v1
  merchant_id: 992100031
  api_key: {0}
  terminal_group: buses-zlin""", "sk_live_" + r(32, ALNUM))
add("mobility/rail-docker-run-env",
    "docker run -d --name tms-adapter -e TMS_USER=adapter -e TMS_PASSWORD='{0}' -p 9090:9090 registry.rail.example/tms-adapter:4.2.1", pw())

# ============================================================ secrets: mixed shapes
_k = r(44, ALNUM)
add_split("mobility/split-ocpp-key-two-chat-messages",
    "[09:12] ondra: first half of the CSMS api key: {0}\n[09:13] ondra: and the rest: {1} (joined, no space)", _k[:22], _k[22:])
_k = r(56, ALNUM)
add_split("mobility/split-fleet-token-terminal-wrap",
    "$ cat ~/.fleetctl/token\n{0}\n{1}\n$ fleetctl vehicles list --limit 5", _k[:40], _k[40:])
_k = r(32, UPPER_HEX)
add_split("mobility/split-dlms-key-python-concat",
    """# key split so the linter stops yelling
GUEK = (
    "{0}"
    "{1}"
)""", _k[:16], _k[16:])
_k = hpw() + r(3, DIGITS)
add_split("mobility/split-czech-heslo-two-messages",
    "Petr: heslo k portálu střídačů je {0}\nPetr: ...a ještě na konec {1}, pardon, uříznul jsem to", _k[:7], _k[7:])
_k = r(40, ALNUM)
add_split("mobility/split-gtfs-key-shell-exports",
    "export GTFS_KEY_A={0}\nexport GTFS_KEY_B={1}\nexport GTFS_RT_KEY=\"$GTFS_KEY_A$GTFS_KEY_B\"", _k[:20], _k[20:])
add("mobility/k8s-secret-b64-ocpp-db",
    """apiVersion: v1
kind: Secret
metadata:
  name: csms-db
type: Opaque
data:
  username: Y3Ntcw==
  password: {0}""", base64.b64encode(pw().encode()).decode())
add("mobility/b64-basic-header-inverter-log",
    "[http] GET /api/v1/plant/1298877/power -> 401 request headers: Authorization=Basic {0}", base64.b64encode(("plant_ro:" + hpw()).encode()).decode())
add("mobility/agent-tool-call-json-hes",
    """{"type":"tool_use","name":"bash","input":{"command":"export HES_API_TOKEN={0} && python scripts/pull_readings.py --feeder B"}}""", "hes_" + r(40, ALNUM))
add("mobility/git-diff-rotate-ems-password",
    """diff --git a/deploy/ems/values.yaml b/deploy/ems/values.yaml
@@ -12,7 +12,7 @@ ems:
   modbus:
     host: 10.40.2.11
-    password: CHANGE_ME
+    password: {0}
   poll_ms: 500""", hpw())
add("mobility/terraform-tfvars-csms",
    """csms_region      = "eu-central-1"
csms_db_password = "{0}"
ocpp_ports       = [8180, 8443]""", pw())
add("mobility/systemd-unit-environment-ais",
    """[Service]
ExecStart=/usr/local/bin/ais-forwarder --out udp://127.0.0.1:10110
Environment=AIS_HUB_USER=vessel_ops
Environment=AIS_HUB_PASS={0}
Restart=always""", pw())
add("mobility/pytest-failure-ocpi-token",
    """    def test_credentials_handshake(client):
>       assert resp.json()["data"]["token"] == expected_token
E       AssertionError: assert '{0}' == 'TOKEN_A'
E         - TOKEN_A""", uuid4())
add("mobility/ocpp-charger-json-config-file",
    """{
  "ChargePointId": "HAV-DEPOT-03",
  "CentralSystemURI": "wss://csms.depot.example/ocpp/",
  "SecurityProfile": 2,
  "AuthorizationKey": "{0}",
  "HeartbeatInterval": 300
}""", r(32, ALNUM))
add("mobility/ansible-vars-charger-fleet",
    """charger_fleet:
  admin_user: svc_charger
  admin_password: "{0}"
  ntp: pool.ntp.org""", hpw())
add("mobility/bus-depot-wifi-psk-wpa-conf",
    """network={
    ssid="DEPOT-BUS-OTA"
    psk="{0}"
    key_mgmt=WPA-PSK
}""", phrase())
add("mobility/aviation-weather-key-rust",
    """let client = WxClient::new("https://wx.example/api", "{0}");
let metar = client.metar("LKPR").await?;""", r(40, LOWER_NUM))
add("mobility/telematics-sim-portal-prose-thai",
    "บัญชีพอร์ทัลซิม IoT ของรถบรรทุกทั้งหมด: fleet_admin@truck.example / {0} กรุณาเปลี่ยนหลังเข้าใช้ครั้งแรก", hpw())
add("mobility/powershell-pscredential-scada",
    "$pw = ConvertTo-SecureString '{0}' -AsPlainText -Force\n$cred = New-Object PSCredential('GRID\\svc_historian', $pw)", hpw())
add("mobility/redis-cli-a-session-store",
    "$ redis-cli -h sessions.ticketing.internal -a '{0}' --no-auth-warning keys 'ticket:*' | wc -l\n18233", pw())
add("mobility/drone-log-upload-s3-aws-cli",
    """$ AWS_ACCESS_KEY_ID=AKIA{1} AWS_SECRET_ACCESS_KEY={0} aws s3 cp flight_0412.ulg s3://uav-logs/2026/12/""", r(40, ALNUM + "/+"), r(16, UPPER_NUM))


# ============================================================ look-alikes: EV charging
la("ws://CP-BRNO-0042@csms.internal.example:8180/steve/websocket/CentralSystemService/CP-BRNO-0042  (security profile 0, no password)")
la("""[2,"{0}","ChangeConfiguration",{"key":"HeartbeatInterval","value":"300"}]
[3,"{0}",{"status":"Accepted"}]""", r(8, HEX))
la("""{
  "setVariableData": [
    {
      "component": {"name": "SecurityCtrlr"},
      "variable": {"name": "BasicAuthPassword"},
      "attributeValue": "${CP_BASIC_AUTH_PASSWORD}"
    }
  ]
}""")
la("""# SteVe - application-prod.properties
db.ip = 10.20.0.15
db.port = 3306
db.schema = stevedb
db.user = steve
db.password = ${STEVE_DB_PASSWORD}
webapi.key = STEVE-API-KEY
webapi.value = ${STEVE_WEBAPI_VALUE}""")
la("curl -s https://ocpi.partner-cpo.example/ocpi/2.2.1/locations -H \"Authorization: Token $OCPI_TOKEN_C\" | jq '.data | length'")
la("""GET /ocpi/2.2.1/locations/CZ*ABC*E{0} -> 200
{"data":{"id":"LOC-{1}","evses":[{"uid":"{2}","evse_id":"CZ*ABC*E{0}*1","status":"AVAILABLE"}]},"status_code":1000}""", r(6, DIGITS), r(5, DIGITS), uuid4())
la("Charge box CP-PRG-{0} firmware 3.4.12 (sha256 {1}) installed, BootNotification accepted, heartbeat 300 s.", r(4, DIGITS), r(64, HEX))
la("Wallbox in garage 3 is back online. Local web UI is http://192.168.50.21 ; the installer password is on the commissioning sheet in the depot safe, not here.")
la("$ ./ocpp-sim --cp-id CP-TEST-07 --csms wss://csms.staging.example/ocpp --basic-auth-password \"$(pass show ocpp/cp-test-07)\" --profile 2")
la("""oicp:
  operator-id: CZ*XYZ
  endpoint: https://service-qa.hubject.com/api/oicp
  oauth:
    client-id: cpo-xyz-qa
    client-secret: ${vault:secret/data/oicp#client_secret}""")
la("""charge_box_id,serial,ocpp_version,auth_password
CB-0101,WB2023A00981,1.6J,********
CB-0102,WB2023A00982,1.6J,********""")
la("2026-12-06T21:14:03Z DEBUG csms.auth cp=PRG-HOLESOVICE-12 profile=2 client_cert_sha1={0} result=accepted", r(40, HEX))
la("""[2,"{0}","StartTransaction",{"connectorId":1,"idTag":"{1}","meterStart":{2},"timestamp":"2026-12-06T08:01:55Z"}]""", r(6, DIGITS), r(8, UPPER_HEX), r(6, DIGITS))
la("RFID idTag {0} whitelisted for CP-BRNO-0042; the idTag is the card's UID printed on it, not a secret.", r(14, UPPER_HEX))
la("Ahoj, nabíječka na parkovišti u depa je zase online. Heslo k servisnímu účtu najdeš v KeePassu pod 'Nabíječky / depo', do chatu ho neposílám.")
la("EVSE ID CZ*ABC*E{0}*1, connector type CCS2, max 150 kW, OCPP 2.0.1, CSMS tenant {1}", r(7, DIGITS), uuid4())

# ============================================================ look-alikes: meters
la("$ gurux.dlms.client.example -h 10.8.4.22 -p 4059 -c 16 -s 1 -a Low -P \"$METER_LLS_PASSWORD\" -g \"0.0.1.0.0.255:2\"")
la("""{
  "meter": "LGZ-{0}",
  "obis": ["1.8.0", "2.8.0", "1.7.0"],
  "firmware": "{1}",
  "keys": "stored in HSM slot 4"
}""", r(8, DIGITS), r(40, HEX))
la("""# /etc/wmbusmeters.d/heat_flat_14
name=heat_flat_14
type=multical603
id={0}
key=NOKEY""", r(8, DIGITS))
la("""resp = requests.get(
    "https://hes.utility.example/api/v2/meters/LGZ-93441820/readings",
    headers={"Authorization": f"Bearer {os.environ['HES_TOKEN']}"},
    params={"obis": "1.8.0", "from": "2026-11-01"},
)""")
la("Meter LGZ-{0}: 1.8.0 = {1}.{2} kWh, 2.8.0 = 0.000 kWh, clock {3}", r(8, DIGITS), r(5, DIGITS), r(3, DIGITS), "2026-12-06 23:59:59")
la("ระบบ head-end ของการไฟฟ้าใช้การยืนยันตัวตนผ่าน SSO ขององค์กร ไม่ต้องใช้รหัสผ่านแยก ถ้าเข้าไม่ได้ให้ติดต่อ helpdesk")
la("""mqtt:
  host: broker.grid-edge.example
  port: 8883
  username: p1-bridge-0417
  password: !secret mqtt_p1_password
  topic: meters/p1/0417""")
la("/dsmr/reading 1-0:1.8.1({0}.{1}*kWh) 1-0:1.8.2({2}.{3}*kWh) 0-0:96.1.1({4})", r(6, DIGITS), r(3, DIGITS), r(6, DIGITS), r(3, DIGITS), r(34, HEX))
la("The optical probe tool asks for the meter's level 2 password; those are per-meter and come from the key server at read time, so nobody needs to know them.")
la("""<soapenv:Header>
  <wsse:Security>
    <wsse:BinarySecurityToken ValueType="X509v3">MIIB{0}</wsse:BinarySecurityToken>
  </wsse:Security>
</soapenv:Header>""", r(48, ALNUM))
la("DLMS security suite 0 uses AES-GCM-128; the global unicast key (GUEK) and the authentication key (GAK) are 16 bytes each and are delivered in the KMS-encrypted key file, never in plain text.")
la("MeterId,Serial,OBIS,Value,Unit\n{0},{1},1.8.0,{2}.12,kWh\n{3},{4},1.8.0,{5}.87,kWh", r(6, DIGITS), r(10, UPPER_NUM), r(5, DIGITS), r(6, DIGITS), r(10, UPPER_NUM), r(5, DIGITS))

# ============================================================ look-alikes: solar and batteries
la("""[inverter_cloud]
region = eu
app_id = {0}
app_secret = ${INVERTER_APP_SECRET}
station_id = {1}""", r(11, DIGITS), r(7, DIGITS))
la("curl -c jar.txt -d \"username=installer&password=$INSTALLER_PW\" http://192.168.1.77/cgi-bin/login")
la("""[site]
name = "Farma Hodonín"
capacity_kwp = 1240

[bess.vendor_api]
url = "https://bess-portal.example/api"
token_file = "/run/secrets/bess_token"
poll_seconds = 15""")
la("Inverter SN {0}, firmware V{1}.{2}.{3}, MPPT1 {4} V, grid 230.4 V, feed-in 7.31 kW", r(16, UPPER_NUM), r(1, DIGITS), r(2, DIGITS), r(2, DIGITS), r(3, DIGITS))
la("the BMS service menu (the one that lets you change cell balancing limits) needs the installer dongle; there is no password to share, the dongle is in the van.")
la("GET /v2/installations/448102/stats?type=live_feed HTTP/1.1\nHost: vrmapi.victronenergy.com\nX-Authorization: Token <redacted>")
la("""# solar_sync/settings.py
PORTAL_USER = os.environ["PORTAL_USER"]
PORTAL_PASS = os.environ["PORTAL_PASS"]
PORTAL_BASE = "https://monitor.pv-vendor.example/openapi"
""")
la("""{"aggregator": "vpp-south", "site_ids": [4412, 4413], "dispatch": {"mode": "fcr", "setpoint_kw": -250}, "request_id": "{0}"}""", uuid4())
la("""## Připojení ke střídači
1. Připojte se k Wi-Fi střídače (SSID `INV-7H2K`).
2. Otevřete http://10.10.100.254
3. Přihlašovací údaje dostane technik od dispečinku po telefonu, do README je nepište.""")
la("""  "Controller.Api.Backend": {
    "uri": "wss://backend.openems.example:443/openems-backend",
    "apikey": "$OPENEMS_APIKEY",
    "enabled": true
  }""")
la("แอปดูอินเวอร์เตอร์ของโรงงานบางนาเปลี่ยนไปใช้การล็อกอินด้วยบัญชีบริษัทแล้ว ไม่ต้องใช้รหัสร่วมอีกต่อไป")
la("$ ssh -i ~/.ssh/ems_ed25519 root@10.40.2.11 'tail -n 20 /var/log/inverter/faults.log'\nF042 2026-12-06 11:02 DC insulation warning string 3")
la("Battery rack B2: SoC 81 %, SoH 97 %, cell min 3.291 V, cell max 3.304 V, BMS fw {0}", r(40, HEX))
la("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{0} ems-deploy@farm (public key, add to authorized_keys on the gateway)", r(43, ALNUM))

# ============================================================ look-alikes: telematics and fleets
la("""const fleet = axios.create({
  baseURL: "https://api.fleet-telematics.example/v1",
  headers: { Authorization: `Bearer ${process.env.FLEET_API_TOKEN}` },
});""")
la("Vehicle VIN {0} (plate 4A2 7781): odometer 182 331 km, last fix 49.1951 N 16.6068 E, ignition off", "TMB" + r(14, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"))
la("""> AT+MQTTCFG="tcu.fleet.example",8883
OK
> AT+MQTTCERT="/certs/veh-7781.pem"
OK
> AT+MQTTCONN
+MQTTCONN: 0""")
la("Dec 06 22:10:11 tcu-gw-02 mosquitto[911]: New client connected from 100.64.3.9 as veh-2231 (p2, c1, k60, u'veh-2231').")
la("FLEET_WEBHOOK_SIGNING_SECRET=\nFLEET_ORG_ID=org_8812\n# signing secret: set it in the deploy pipeline, leave empty locally")
la("curl -X POST https://auth.oem-connected.example/oauth2/token -d grant_type=client_credentials -d client_id=fleetco-prod -d client_secret=\"$OEM_CLIENT_SECRET\" -d scope=vehicle_data")
la("Tachograph file M_{0}_E_{1}.DDD downloaded, card number {2}, signature verified (ERCA root cert, public).", "20261206_0800", "4A27781", r(16, UPPER_NUM))
la("""package telematics

const (
	apiBase   = "https://gps-track.example/api"
	apiLogin  = "integrace"
	apiPassEnv = "GPS_TRACK_PASSWORD"
)""")
la("""<entry key='database.driver'>org.postgresql.Driver</entry>
<entry key='database.url'>jdbc:postgresql://db:5432/traccar</entry>
<entry key='database.user'>traccar</entry>
<entry key='database.password'>${env:TRACCAR_DB_PASSWORD}</entry>""")
la("""Dobrý den,
přístup k API pro sledování vozidel vám vygeneruje správce ve vašem účtu (Nastavení > API klíče). Klíč vám e-mailem nikdy neposíláme.
S pozdravem, podpora""")
la("Fleet charging card for van 4A2 7781 was blocked after 3 wrong PIN entries; a new card with a new PIN letter is on its way by post.")
la("CAN frame 18FEF100 [8] {0} {1} {2} {3} FF FF FF FF  (PGN 65265 CCVS, wheel speed)", r(2, UPPER_HEX), r(2, UPPER_HEX), r(2, UPPER_HEX), r(2, UPPER_HEX))
la("Trip {0}: start 07:12 Zlín depot, end 09:48 Olomouc, 94.2 km, driver id DRV-{1}, trip hash {2}", uuid4(), r(5, DIGITS), r(64, HEX))
la("""# CANedge-like logger config, device 3F81C2A0
server:
  endpoint: https://s3.eu-central-1.amazonaws.com
  bucket: fleet-canlogs
  accesskey: ${S3_ACCESS_KEY}
  secretkey: ${S3_SECRET_KEY}""")
la("ICCID {0}, IMEI {1}, APN iot.fleet, RSSI -71 dBm", "8942" + r(15, DIGITS), r(15, DIGITS))

# ============================================================ look-alikes: drones
la("""# mavproxy session
MAV> signing setup
usage: signing setup passphrase
MAV> signing disable""")
la("""{"vehicle": "hexa-03", "signing": {"link_id": 1, "enabled": false}, "sysid": 3, "params_crc": "{0}"}""", r(8, HEX))
la("""<meta-data
    android:name="com.dji.sdk.API_KEY"
    android:value="${DJI_API_KEY}" />""")
la("Flight log 2026-12-06_14-03-12.ulg, PX4 v1.15.2 (git {0}), 23 min 41 s, max alt 118 m AGL", sha())
la("Remote ID broadcast: UAS ID 1596F{0}, operator CZE-OP-7HN2K, lat 50.0871 lon 14.4210, height 62 m", r(15, UPPER_NUM))
la("Video feed from gimbal: rtsp://10.0.0.12:8554/live/main (no auth on the bench network; prod uses the ground-station token)")
la("Heslo k Wi-Fi dálkového ovladače se mění každý měsíc a je napsané na štítku uvnitř kufru, nikam jinam ho nepište.")
la("""# /etc/companion.env
MAVLINK_ROUTER_ENDPOINT=udp:0.0.0.0:14550
FLEET_BACKEND_URL=https://gcs-cloud.example/ingest
FLEET_DEVICE_SECRET_FILE=/etc/companion/device.secret""")
la("QGroundControl {0} connected to vehicle 1 (ArduCopter V4.5.7, board id {1}), MAVLink 2, signing: off", "4.4.2", r(4, DIGITS))

# ============================================================ look-alikes: aviation and maritime
la("""# /etc/default/fr24feed-like
receiver="beast-tcp"
host="127.0.0.1:30005"
fr24key=""
mlat="yes"
# run --signup to get a sharing key""")
la("GET https://aviation-data.example/v1/flights?access_key=***&dep_iata=PRG&limit=100 200 OK 812ms")
la("ADS-B: ICAO 4{0} callsign CSA{1} squawk 2{2} FL360 GS 452 kt track 271", r(5, UPPER_HEX), r(3, DIGITS), r(3, "01234567"))
la("""ws.send(JSON.stringify({
  APIKey: process.env.AISSTREAM_KEY,
  BoundingBoxes: [[[53.4, 9.7], [54.0, 10.3]]],
  FilterMessageTypes: ["PositionReport"],
}));""")
la("!AIVDM,1,1,,B,{0},0*{1}", r(28, "0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVW`abcdefghijklmnopqrstuvw"), r(2, UPPER_HEX))
la("MMSI {0}, IMO 9{1}, name MT SIAM STAR, flag TH, SOG 11.4 kn, COG 182, dest SGSIN", "567" + r(6, DIGITS), r(6, DIGITS))
la("METAR LKPR 062330Z 24008KT 9999 FEW035 03/M01 Q1019 NOSIG")
la("NOTAM A{0}/26 LKPR RWY 06/24 CLSD DUE TO WIP 2612080700-2612081500", r(4, DIGITS))
la("EFB tablets sync charts with a per-device certificate enrolled by IT; there's no shared sync password anymore.")
la("รหัสผ่านพอร์ทัล VSAT ของเรือทุกลำเก็บไว้ในตู้นิรภัยบนสะพานเดินเรือ ห้ามจดไว้ในสมุดปูมเรือ")
la("""[acars_gateway]
station = LKPR
uplink_url = https://acars-gw.example/uplink
uplink_user = lkpr_ground
uplink_password_file = /etc/acars/uplink.pw""")
la("AIRAC {0} loaded: navdata checksum {1}, 12 414 waypoints, 1 082 procedures", "2613", r(32, HEX))
la("""var client = new PcsClient(new PcsOptions
{
    BaseUrl = "https://pcs.port.example/api",
    ApiKey = builder.Configuration["Pcs:ApiKey"],
});""")

# ============================================================ look-alikes: rail and public transport
la("wget -O vehicle_positions.pb 'https://gtfs.transit.example/realtime/vehiclepositions'  # open feed, no key needed (CC BY 4.0)")
la("trip_id,route_id,service_id,trip_headsign\n{0},L22,WD,Nádraží Hostivař\n{1},L22,WD,Bílá Hora", r(12, DIGITS), r(12, DIGITS))
la("""<SubscriptionRequest>
  <RequestorRef>journey-planner</RequestorRef>
  <MessageIdentifier>{0}</MessageIdentifier>
  <EstimatedTimetableSubscriptionRequest>""", uuid4())
la("validator-cli --device V-0418 status\nV-0418 fw 7.2.0 sam_slot1=present sam_uid={0} tariff_table=2026-12 crc32={1}", r(14, UPPER_HEX), r(8, HEX))
la("FARE_DB_URL=postgresql://fare_app@fare-db.internal:5432/fares?sslmode=verify-full  # password via PGPASSFILE")
la("Kluci, heslo do back-office jízdenkového systému už neposílám, všichni máte vlastní účty přes AD. Kdo nemá, napište na helpdesk.")
la("ตู้จำหน่ายตั๋วสถานีหมอชิต หมายเลขเครื่อง TVM-{0} เฟิร์มแวร์ {1} สถานะปกติ", r(4, DIGITS), "5.3.1")
la("curl -H \"Ocp-Apim-Subscription-Key: $RAIL_SUBSCRIPTION_KEY\" 'https://api.rail-operator.example/departures/v2/station/PRAGUE-MAIN'")
la("Ticket QR payload (public part): issuer 1154, ticket no. {0}, valid 2026-12-07, signature alg ES256, key id {1}", r(12, DIGITS), r(16, HEX))
la("""-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE{0}
{1}==
-----END PUBLIC KEY-----
(ticket verification key, shipped to all inspector handhelds)""", r(28, ALNUM), r(58, ALNUM))
la("""transit_pay:
  acquirer: https://acq.example/api/v1
  merchant_id: 992100031
  api_key: ${TRANSIT_PAY_API_KEY:?missing}
  terminal_group: buses-zlin""")
la("docker run -d --name tms-adapter --env-file /etc/tms/adapter.env -p 9090:9090 registry.rail.example/tms-adapter@sha256:{0}", r(64, HEX))
la("Stop {0} 'Zlín, náměstí Míru', platform B, departures: 31 (07:14), 33 (07:16), 52 (07:21)", "U" + r(4, DIGITS) + "Z1")

# ============================================================ look-alikes: mixed shapes
la("[09:12] ondra: the CSMS api key is in Vault at secret/csms/api, don't paste it here\n[09:13] ondra: read access is granted to the whole team")
la("""apiVersion: v1
kind: Secret
metadata:
  name: csms-db
type: Opaque
data:
  username: Y3Ntcw==
  host: {0}""", base64.b64encode(b"csms-db.internal:5432").decode())
la("""{"type":"tool_use","name":"bash","input":{"command":"python scripts/pull_readings.py --feeder B --token-env HES_API_TOKEN"}}""")
la("""diff --git a/deploy/ems/values.yaml b/deploy/ems/values.yaml
@@ -12,7 +12,7 @@ ems:
   modbus:
     host: 10.40.2.11
-    password: {{ .Values.modbus.password }}
+    passwordSecretRef: ems-modbus
   poll_ms: 500""")
la("""    def test_credentials_handshake(client):
>       assert resp.json()["status_code"] == 1000
E       AssertionError: assert 2001 == 1000
E         (OCPI 2001: invalid or missing parameters)""")
la("""network={
    ssid="DEPOT-BUS-OTA"
    key_mgmt=WPA-EAP
    eap=TLS
    identity="bus-{0}@depot"
    client_cert="/etc/certs/bus.pem"
}""", r(4, DIGITS))
la("$cred = Get-Credential -UserName 'GRID\\svc_historian' -Message 'Historian service account'")
la("$ redis-cli -h sessions.ticketing.internal --user readonly --askpass keys 'ticket:*' | wc -l\nPlease input password:\n18233")

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
