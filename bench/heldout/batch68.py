r"""Held-out batch 68: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py (the batch format); (2) the
first 130 lines of bench/heldout/batch19.py (its docstring and the helper functions r, b64,
b64url, pw, uuid4, sha, jwt, add, add_split and la); (3) a grep of the Theme paragraphs of
the earlier batches (grep -h -A12 '^Theme' bench/heldout/batch*.py), so that these texts
repeat none of theirs; (4) a grep of the kind names already used (the first argument of
every add() and add_split() call). No rule, code, doc, test, bench or result of the filter
was opened, and the filter was never run.

Theme: hospitality, restaurants, events and ticketing software as a coding agent's session
holds it. Kinds live under the "hosp/" prefix. Hotel property-management systems (Oracle
OPERA Cloud and OHIP gateway OAuth with x-app-key, OPERA OXI and FIAS interface configs,
Mews Connector ClientToken/AccessToken pairs, Cloudbeds API keys and OAuth refresh tokens,
Apaleo identity client credentials, protel I/O and protel Air), channel managers and OTA
connectivity (SiteMinder pmsXchange SOAP with WS-Security, Booking.com connectivity
machine accounts on supply-xml, Expedia EQC/Rapid signatures, HotelRunner token and
hr_id); door-lock and key-card systems (ASSA ABLOY Visionline and Vostio, Salto SPACE,
dormakaba Ambiance, Saflok and Onity encoder configs); guest Wi-Fi captive portals (RADIUS
shared secrets in FreeRADIUS clients.conf and Mikrotik hotspot, UniFi and Nomadix portal
admin, WPA2 PSKs printed on room cards); restaurant POS (Toast machine clients, Square
access tokens and webhook signature keys, Lightspeed Restaurant K-series OAuth, Clover
merchant tokens, Revel API-AUTHENTICATION key:secret); kitchen display and online-ordering
integrations (Deliverect channel credentials, Uber Eats client secrets, DoorDash Drive JWT
signing secrets, Deliveroo partner basic auth, KDS bridge tokens); reservations
(OpenTable, SevenRooms, Resy, TheFork); events and ticketing (Eventbrite private tokens and
webhooks, Ticket Tailor, Tito, pretix tokens, device secrets and Ed25519 ticket signing
keys, Ticketmaster partner API keys, Apple Wallet pass certificates, box-office scanner
pairing); loyalty and gift cards (Givex, Paytronix, Loyverse, gift-card PINs); payment
terminals in self-service kiosks (Stripe Terminal restricted keys, Verifone and Worldline
terminal passwords, Nayax); staff scheduling (7shifts, Deputy); hotel TV/IPTV (LG
Pro:Centric, Samsung LYNK, Enseo) and PBX (Asterisk/FreePBX sip secrets, Mitel and 3CX
interface passwords). Texts are configs (YAML, JSON, TOML, INI, XML, .env, .properties),
shell commands and output, logs and stack traces, Python, TypeScript, Go, C#, PHP, Java and
Ruby code, SQL, HTTP requests and responses, agent tool-call JSON, runbooks, tickets and
chat in English, Italian, Arabic and Greek; secrets are random machine tokens in vendor
shapes, private keys, and human-chosen passwords and passphrases (front-desk and manager
PINs, Wi-Fi keys, leetspeak), some split across lines or messages. Look-alikes are the same
files and commands with env references, templates, placeholders, masks, public ids
(property, outlet, restaurant, location, event and reservation ids, Square application
and location ids, Stripe publishable keys, reader serials, key-card UIDs, MAC addresses,
hashes, digests, commit shas, versions) and prose about rotating or storing credentials.
Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(68_2026_12_07)
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
_WORDS = [
    "seaview", "marina", "lobby", "terrazza", "gelato", "porto", "olympia", "sunset",
    "riviera", "palazzo", "bellhop", "concierge", "espresso", "limone", "santorini",
    "aegean", "oasis", "medina", "bistro", "trattoria", "harbor", "lantern", "olive",
    "cypress", "basil", "mojito", "pelican", "coral", "dune", "jasmine", "saffron",
    "tavola", "cantina", "osteria", "poseidon", "athena", "mykonos", "baklava", "tiramisu",
    "rooftop", "minibar", "valet", "galley", "brunch", "encore", "backstage", "matinee",
]
_LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})


def _cap(w: str) -> str:
    return w[0].upper() + w[1:]


def hpw() -> str:
    """A human-chosen password: words, leetspeak, years, a symbol."""
    k = _rng.randrange(5)
    w1, w2 = _rng.sample(_WORDS, 2)
    if k == 0:
        return _cap(w1) + r(4, DIGITS) + _rng.choice("!#@%*")
    if k == 1:
        return _cap(w1).translate(_LEET) + _rng.choice("-_.#") + _cap(w2) + r(2, DIGITS)
    if k == 2:
        return "-".join(_rng.sample(_WORDS, 3)) + "-" + r(2, DIGITS)
    if k == 3:
        return _cap(w1) + _rng.choice("#@!") + _cap(w2) + r(3, DIGITS)
    return r(1, UPPER) + w1 + r(2, DIGITS) + _rng.choice("!*%") + w2.translate(_LEET)


def phrase() -> str:
    """A spoken passphrase: four words and a number, spaces between."""
    return " ".join(_rng.sample(_WORDS, 4)) + " " + r(2, DIGITS)


def pin(n: int = 6) -> str:
    return r(1, "123456789") + r(n - 1, DIGITS)


def mews_token() -> str:
    return r(32, UPPER_HEX) + "-" + r(31, UPPER_HEX)


def sq_access() -> str:
    return "EAAA" + r(60, URLSAFE)


def sq_app_secret() -> str:
    return "sq0csp-" + r(43, URLSAFE)


def stripe_key(prefix: str) -> str:
    return prefix + "51" + r(22, ALNUM) + r(75, ALNUM)


def pem(label: str, n_bytes: int) -> str:
    body = b64(n_bytes)
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN " + label + "-----\n" + "\n".join(lines) + "\n-----END " + label + "-----"


def mac() -> str:
    return ":".join(r(2, "0123456789abcdef") for _ in range(6))


def sha256() -> str:
    return r(64, HEX)


def objid() -> str:
    return r(24, HEX)


# ============================================================ SECRETS
# ---- hotel PMS: OPERA / OHIP, Mews, Cloudbeds, Apaleo, protel
add(
    "hosp/ohip-token-curl-basic",
    """$ curl -s -X POST "https://mtu1-uat.hospitality-api.eu-frankfurt-1.ocs.oraclecloud.com/oauth/v1/tokens" \\
    -H "Content-Type: application/x-www-form-urlencoded" \\
    -H "x-app-key: {1}" \\
    -u "HTLBRNO_Client:{0}" \\
    -d "grant_type=client_credentials&scope=urn:opc:hgbu:ws:__myscopes__"
{"access_token":"<elided by me>","token_type":"Bearer","expires_in":3600}
""",
    "dYk" + r(29, ALNUM),
    uuid4(),
)
add(
    "hosp/ohip-integration-user-env",
    """# .env.uat  (OPERA Cloud, chain LGRD, property LGRDBER)
OHIP_GATEWAY_URL=https://mtu1-uat.hospitality-api.eu-frankfurt-1.ocs.oraclecloud.com
OHIP_APP_KEY_REF=vault:kv/ohip/uat#app_key
OHIP_ENTERPRISE_ID=LGRD
OHIP_HOTEL_ID=LGRDBER
OHIP_INTEGRATION_USER=LGRD_IFC_GUESTAPP
OHIP_INTEGRATION_PASSWORD={0}
OHIP_TIMEOUT_MS=15000
""",
    hpw(),
)
add(
    "hosp/opera-oxi-interface-xml",
    """<!-- D:\\MICROS\\opera\\OXI\\config\\oxi_interface_ORS.xml -->
<OXIInterface name="ORS_CENTRAL" resort="HLAGR" version="5.6.20.1">
  <Transport type="HTTP" url="https://ors.lagoresort.it/Operajserv/OXIServlet" timeoutSec="90"/>
  <Credentials>
    <UserName>OXI_ORS</UserName>
    <Password>{0}</Password>
  </Credentials>
  <MessageTypes upload="RESERVATION,PROFILE,BLOCK" download="RATE,INVENTORY"/>
</OXIInterface>
""",
    pw(),
)
add(
    "hosp/opera5-sqlplus-schema-password",
    """C:\\> sqlplus opera/{0}@OPERA

SQL*Plus: Release 12.2.0.1.0 Production on Tue Mar 11 06:12:44 2025
Connected to:
Oracle Database 12c Enterprise Edition Release 12.2.0.1.0 - 64bit Production

SQL> select resort, count(*) from reservation_name where resv_status='CHECKED IN' group by resort;

RESORT     COUNT(*)
-------- ----------
HLAGR           187
""",
    hpw(),
)
add(
    "hosp/mews-connector-access-token-python",
    """import os, requests

MEWS = "https://api.mews.com/api/connector/v1"
payload = {
    "ClientToken": os.environ["MEWS_CLIENT_TOKEN"],
    "AccessToken": "{0}",
    "Client": "LagoGuestApp 2.4.1",
    "StartUtc": "2025-03-10T00:00:00Z",
    "EndUtc": "2025-03-11T00:00:00Z",
    "States": ["Started"],
    "Limitation": {"Count": 500},
}
resp = requests.post(f"{MEWS}/reservations/getAll/2023-06-06", json=payload, timeout=20)
resp.raise_for_status()
""",
    mews_token(),
)
add(
    "hosp/mews-pytest-request-body",
    """___________________ test_sync_spaces_retries_on_429 ___________________

    def test_sync_spaces_retries_on_429(mews_client, responses):
>       assert responses.calls[0].request.body == expected
E       AssertionError: assert b'{"ClientToken": "", "AccessToken": "{0}", "Client": "spaces-sync 0.9"}' == b'{"ClientToken": "", "AccessToken": "", "Client": "spaces-sync 0.9"}'
E         Full diff:
E         - b'{"ClientToken": "", "AccessToken": "", "Client": "spaces-sync 0.9"}'

tests/test_spaces.py:88: AssertionError
""",
    mews_token(),
)
add(
    "hosp/cloudbeds-api-key-axios",
    """// src/pms/cloudbeds.ts
import axios from "axios";

export const cloudbeds = axios.create({
  baseURL: "https://api.cloudbeds.com/api/v1.2",
  headers: {
    "x-api-key": "{0}",
    "Accept": "application/json",
  },
  timeout: 10_000,
});

export async function getReservations(propertyID: string, checkIn: string) {
  const { data } = await cloudbeds.get("/getReservations", { params: { propertyID, checkInFrom: checkIn } });
  return data.data;
}
""",
    "cbat_" + r(32, ALNUM),
)
add(
    "hosp/cloudbeds-token-cache-json",
    """$ cat ~/.cache/cb-sync/token.json
{
  "access_token": "<expired>",
  "token_type": "Bearer",
  "expires_at": "2025-02-27T18:40:11Z",
  "refresh_token": "{0}",
  "resources": [{"type": "property", "id": "298341"}],
  "scope": "read:reservation write:reservation read:guest read:room"
}
""",
    r(40, ALNUM),
)
add(
    "hosp/apaleo-client-credentials-csharp",
    """using IdentityModel.Client;

var http = new HttpClient();
var token = await http.RequestClientCredentialsTokenAsync(new ClientCredentialsTokenRequest
{
    Address = "https://identity.apaleo.com/connect/token",
    ClientId = "KZHR-SP-HOUSEKEEPING",
    ClientSecret = "{0}",
    Scope = "reservations.read inventory.read operations.change-room-state"
});
if (token.IsError) throw new InvalidOperationException(token.Error);
""",
    r(30, ALNUM),
)
add(
    "hosp/protel-io-properties",
    """# protel-io-bridge/application.properties
protel.io.endpoint=https://io.protel.net/pio/v2
protel.io.system-id=PIO-47113
protel.io.username=bridge.kitchen
protel.io.password={0}
protel.io.poll-interval=PT30S
spring.jpa.open-in-view=false
""",
    pw(),
)
add(
    "hosp/protel-sqlserver-connection-string",
    """  "ConnectionStrings": {
    "Protel": "Server=PROTELSRV01\\\\PROTEL;Database=protel;User Id=proteluser;Password={0};TrustServerCertificate=True;Application Name=night-audit-export",
    "Reporting": "Server=bi-sql;Database=hotel_dw;Integrated Security=SSPI"
  },
""",
    hpw(),
)
# ---- channel managers and OTA connectivity
add(
    "hosp/siteminder-pmsxchange-wsse",
    """POST /pmsxchangev2/services/LAGOHOTELS HTTP/1.1
Host: smtpi.siteminder.com
Content-Type: text/xml; charset=utf-8
SOAPAction: "HTNG2011B_SubmitRequest"

<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">
  <soapenv:Header>
    <wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
      <wsse:UsernameToken>
        <wsse:Username>lagohotels_pms</wsse:Username>
        <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">{0}</wsse:Password>
      </wsse:UsernameToken>
    </wsse:Security>
  </soapenv:Header>
  <soapenv:Body><OTA_ReadRQ EchoToken="{1}" Version="1.0"/></soapenv:Body>
</soapenv:Envelope>
""",
    pw(),
    uuid4(),
)
add(
    "hosp/bookingcom-supply-xml-curl",
    """$ curl -sS -u 'lagohotels-pms-ma:{0}' \\
    -H 'Content-Type: text/xml' \\
    --data-binary @avail_2025-04.xml \\
    https://supply-xml.booking.com/hotels/xml/availability
<?xml version="1.0" encoding="UTF-8"?>
<ok></ok>
<!-- RUID: [UmFuZG9tSVYkc2RlIyh9YcGxV8Tq9w==] -->
""",
    pw(),
)
add(
    "hosp/expedia-eqc-ar-xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<AvailRateUpdateRQ xmlns="http://www.expediaconnect.com/EQC/AR/2011/06">
  <Authentication username="EQC_lagohotels_1140" password="{0}"/>
  <Hotel id="1140338"/>
  <AvailRateUpdate>
    <DateRange from="2025-05-01" to="2025-05-31"/>
    <RoomType id="201455873">
      <Inventory totalInventoryAvailable="6"/>
      <RatePlan id="210983466A" closed="false"/>
    </RoomType>
  </AvailRateUpdate>
</AvailRateUpdateRQ>
""",
    hpw(),
)
add(
    "hosp/expedia-rapid-signature-python",
    """import hashlib, time

RAPID_API_KEY = "{1}"
RAPID_SHARED_SECRET = "{0}"

def rapid_auth_header() -> str:
    ts = str(int(time.time()))
    sig = hashlib.sha512((RAPID_API_KEY + RAPID_SHARED_SECRET + ts).encode()).hexdigest()
    return f"EAN apikey={RAPID_API_KEY},signature={sig},timestamp={ts}"
""",
    r(14, LOWER_NUM),
    r(26, LOWER_NUM),
)
add(
    "hosp/hotelrunner-token-guzzle",
    """<?php
// app/Services/HotelRunnerClient.php
$client = new \\GuzzleHttp\\Client(['base_uri' => 'https://app.hotelrunner.com/api/v2/apps/']);
$res = $client->get('rooms', [
    'query' => [
        'token' => '{0}',
        'hr_id' => '812233',
    ],
]);
$rooms = json_decode((string) $res->getBody(), true)['rooms'];
""",
    r(40, HEX),
)
# ---- door locks and key cards
add(
    "hosp/visionline-ws-config-json",
    """{
  "lockSystem": "visionline",
  "server": "https://10.20.4.15:8443/api/v1",
  "verifyTls": false,
  "operator": {
    "username": "keybridge",
    "password": "{0}"
  },
  "encoders": {"FD1": "ENC-01", "FD2": "ENC-02", "NIGHT": "ENC-05"},
  "defaultCardExpiryHour": 12
}
""",
    hpw(),
)
add(
    "hosp/vostio-client-secret-yaml",
    """# helm/values-prod.yaml  (mobile-key-service)
vostio:
  baseUrl: https://api.vostio.assaabloy.com/v2
  siteId: 6c1f0b7e-2a50-4a6e-9a1d-7d0cbb3f2e11
  clientId: lago-mobilekey-prod
  clientSecret: {0}
  keyValidityHours: 72
replicaCount: 2
""",
    r(48, URLSAFE),
)
add(
    "hosp/salto-ship-interface-ini",
    """; C:\\ProgramData\\SaltoSHIP\\pms_interface.ini
[SHIP]
Host=salto-srv.lago.local
Port=8090
Protocol=TCP
Operator=PMS_IFACE
OperatorPassword={0}
EncoderFrontDesk=ENC1

[Logging]
Level=INFO
""",
    pw(),
)
add(
    "hosp/dormakaba-ambiance-env",
    """# /etc/keyservice/env
AMBIANCE_BASE_URL=https://ambiance.dormakaba.local/api
AMBIANCE_SITE=LAGO-BER
AMBIANCE_API_KEY={0}
AMBIANCE_ENCODER_DEFAULT=FD-ENC-2
LOG_LEVEL=debug
""",
    r(64, HEX),
)
add(
    "hosp/saflok-password-italian-chat",
    """[08:14] Giulia (ricevimento): il programma Saflok sul PC del front office chiede di nuovo il login, chi ce l'ha?
[08:16] Marco (IT): utente SUPERVISOR, la password è {0} — non scriverla sul post-it stavolta 😅
[08:16] Giulia (ricevimento): ricevuto, grazie. L'encoder 2 però non legge le tessere
[08:19] Marco (IT): riavvia il servizio "Saflok Messenger LENS" e riprova
""",
    hpw(),
)
add(
    "hosp/lock-bridge-debug-config-dump",
    """2025-03-11T02:14:07.221Z DEBUG lockbridge.config loaded settings: LockSettings(vendor='onity', host='192.168.40.12', port=7000, user='pmsiface', password='{0}', encoder_map={'FD1': 3, 'FD2': 4}, timeout=8.0)
2025-03-11T02:14:07.402Z INFO  lockbridge.encoder connected to HT24 encoder gateway 192.168.40.12:7000
2025-03-11T02:14:09.118Z INFO  lockbridge.api issued key room=412 guest_count=2 checkout=2025-03-13T11:00
""",
    pw(),
)
add(
    "hosp/mifare-sector-key-b",
    """# keycard-encoder/config/card_layout.yaml
card:
  type: mifare_classic_1k
  uid_length: 4
sectors:
  - index: 1
    key_a: "FFFFFFFFFFFF"     # factory default, read-only sector
    key_b: "{0}"     # hotel key B: write access to room credentials
    access_bits: "78778869"
  - index: 2
    key_a: "FFFFFFFFFFFF"
    key_b: "{0}"
""",
    r(12, UPPER_HEX),
)
add(
    "hosp/mobile-key-sdk-kotlin",
    """object MobileKeyConfig {
    const val ENDPOINT = "https://mobilekeys.lagohotels.com/v1"
    const val APPLICATION_ID = "com.lagohotels.guest"
    // TODO move to remote config before release
    const val SDK_SECRET = "{0}"
    const val LOCK_VENDOR = "ASSA_ABLOY_SEOS"
}
""",
    b64(32),
)
# ---- guest Wi-Fi and captive portals
add(
    "hosp/freeradius-clients-conf-nomadix",
    """# /etc/freeradius/3.0/clients.conf
client nomadix-ag5900 {
        ipaddr          = 10.99.0.2
        secret          = {0}
        shortname       = nomadix-lobby
        nas_type        = other
        require_message_authenticator = yes
}
""",
    r(24, ALNUM),
)
add(
    "hosp/mikrotik-hotspot-radius-add",
    """[admin@GW-LAGO-CORE] > /radius add address=10.99.0.20 secret="{0}" service=hotspot,login timeout=3s src-address=10.99.0.1
[admin@GW-LAGO-CORE] > /ip hotspot profile set hsprof-guest use-radius=yes login-by=http-chap,mac-cookie
[admin@GW-LAGO-CORE] > /radius print
Flags: X - disabled
 #   SERVICE   CALLED-ID   DOMAIN   ADDRESS      SECRET
 0   hotspot                        10.99.0.20   ********
""",
    pw(),
)
add(
    "hosp/unifi-controller-login-python",
    """from pyunifi.controller import Controller

# guest-portal vouchers for the conference floor
c = Controller("unifi.lago.local", "portal-svc", "{0}", port=8443, version="UDMP-unifiOS", site_id="conf", ssl_verify=False)
vouchers = c.create_voucher(number=50, quota=1, expire=1440, up_bandwidth=5120, down_bandwidth=20480, note="Congresso FIAVET")
print([v["code"] for v in vouchers][:3])
""",
    hpw(),
)
add(
    "hosp/staff-wifi-greek-note",
    """Προς: ομάδα υποδοχής & F&B
Θέμα: Νέο δίκτυο προσωπικού

Από σήμερα τα τερματικά POS και τα tablet του εστιατορίου συνδέονται στο δίκτυο STAFF-5G.
Κωδικός δικτύου: {0}
Παρακαλώ μην τον δίνετε σε επισκέπτες· οι επισκέπτες χρησιμοποιούν το LAGO-GUEST με τη σελίδα σύνδεσης.
Ευχαριστώ, Νίκος (IT)
""",
    hpw(),
)
add(
    "hosp/kiosk-wpa-supplicant",
    """pi@kiosk-lobby-02:~ $ sudo cat /etc/wpa_supplicant/wpa_supplicant.conf
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=IT

network={
        ssid="LAGO-KIOSK"
        psk="{0}"
        key_mgmt=WPA-PSK
        priority=10
}
""",
    hpw(),
)
add(
    "hosp/captive-portal-social-wifi-env",
    """# guest-portal/.env.production
PORTAL_BRAND=Lago Resorts
PORTAL_TERMS_URL=https://lagohotels.com/wifi-terms
SOCIAL_WIFI_VENUE_ID=41877
SOCIAL_WIFI_API_SECRET={0}
SESSION_MINUTES=1440
REDIRECT_AFTER_LOGIN=https://lagohotels.com/welcome
""",
    r(40, ALNUM),
)
add(
    "hosp/nomadix-snmp-community-cli",
    """$ snmpwalk -v2c -c '{0}' 10.99.0.2 1.3.6.1.4.1.3309.1.4.1.1
SNMPv2-SMI::enterprises.3309.1.4.1.1.1.0 = INTEGER: 412
SNMPv2-SMI::enterprises.3309.1.4.1.1.2.0 = INTEGER: 1988
SNMPv2-SMI::enterprises.3309.1.4.1.1.3.0 = STRING: "AG5900 8.14.029"
""",
    "nmx" + r(9, ALNUM),
)
# ---- restaurant POS
add(
    "hosp/toast-machine-client-login-curl",
    """$ curl -s https://ws-api.toasttab.com/authentication/v1/authentication/login \\
    -H 'Content-Type: application/json' \\
    -d '{"clientId":"{1}","clientSecret":"{0}","userAccessType":"TOAST_MACHINE_CLIENT"}' | jq '.status, .token.expiresIn'
"SUCCESS"
86400
""",
    r(64, URLSAFE),
    r(32, ALNUM),
)
add(
    "hosp/toast-bearer-in-request-log",
    """[2025-03-09 19:02:33,918] INFO  httpx: HTTP Request: GET https://ws-api.toasttab.com/orders/v2/ordersBulk?startDate=2025-03-09T00:00:00.000-0000&pageSize=100 "HTTP/1.1 200 OK"
[2025-03-09 19:02:33,919] DEBUG toastsync.client: request headers={'Toast-Restaurant-External-ID': '{1}', 'Authorization': 'Bearer {0}', 'Accept': 'application/json'}
[2025-03-09 19:02:34,210] INFO  toastsync.orders: upserted 84 orders, 312 selections
""",
    jwt({"iss": "toasttab", "sub": r(32, HEX), "aud": "https://ws-api.toasttab.com", "exp": 1741633353, "https://toasttab.com/access_type": "TOAST_MACHINE_CLIENT"}),
    uuid4(),
)
add(
    "hosp/square-access-token-dotenv",
    """# apps/kiosk-api/.env.local   (do NOT commit)
SQUARE_ENVIRONMENT=production
SQUARE_APPLICATION_ID={1}
SQUARE_LOCATION_ID=L{2}
SQUARE_ACCESS_TOKEN={0}
SQUARE_API_VERSION=2025-02-20
""",
    sq_access(),
    "sq0idp-" + r(22, URLSAFE),
    r(12, UPPER_NUM),
)
add(
    "hosp/square-webhook-signature-key-node",
    """import { WebhooksHelper } from "square";

const SIGNATURE_KEY = "{0}";
const NOTIFICATION_URL = "https://orders.trattoriadelporto.it/webhooks/square";

export async function handler(req, res) {
  const ok = await WebhooksHelper.verifySignature({
    requestBody: req.rawBody,
    signatureHeader: req.headers["x-square-hmacsha256-signature"],
    signatureKey: SIGNATURE_KEY,
    notificationUrl: NOTIFICATION_URL,
  });
  if (!ok) return res.status(403).end();
""",
    r(22, URLSAFE),
)
add(
    "hosp/square-oauth-app-secret-ruby",
    """# config/initializers/square_oauth.rb
SquareOauth.configure do |c|
  c.application_id     = "sq0idp-#{ENV.fetch('SQUARE_APP_SUFFIX')}"
  c.application_secret = "{0}"
  c.redirect_uri       = "https://partners.menuhub.io/square/callback"
  c.scopes             = %w[MERCHANT_PROFILE_READ ITEMS_READ ORDERS_WRITE PAYMENTS_READ]
end
""",
    sq_app_secret(),
)
add(
    "hosp/lightspeed-kseries-oauth-go",
    """var lsConf = &oauth2.Config{
	ClientID:     "menuhub-kseries",
	ClientSecret: "{0}",
	Endpoint: oauth2.Endpoint{
		AuthURL:  "https://api.ikentoo.com/oauth/authorize",
		TokenURL: "https://api.ikentoo.com/oauth/token",
	},
	RedirectURL: "https://partners.menuhub.io/lightspeed/callback",
	Scopes:      []string{"orders-api", "items", "financial-api"},
}
""",
    r(36, ALNUM),
)
add(
    "hosp/clover-merchant-token-http",
    """### get open orders  (rest-client, clover.http)
GET https://api.eu.clover.com/v3/merchants/{1}/orders?filter=state=open&expand=lineItems
Authorization: Bearer {0}
Accept: application/json

###
""",
    uuid4(),
    r(13, UPPER_NUM),
)
add(
    "hosp/revel-api-authentication-header",
    """>>> import requests
>>> h = {"API-AUTHENTICATION": "{1}:{0}", "Content-Type": "application/json"}
>>> r = requests.get("https://lagobistro.revelup.com/resources/Establishment/", headers=h, params={"limit": 5})
>>> r.status_code, [e["name"] for e in r.json()["objects"]]
(200, ['Lago Bistro - Lobby', 'Lago Bistro - Pool Bar'])
""",
    r(64, HEX),
    r(32, HEX),
)
add(
    "hosp/pos-manager-void-code-chat",
    """#fnb-ops  (Slack)
Dana Whitfield  9:41 PM
the Toast terminal at the pool bar keeps asking for a manager approval on every comp. what's the override code again?
Luis Ortega  9:43 PM
manager passcode for the bar profile is {0} — I'll change it Monday when Priya's back, don't share with servers pls
Dana Whitfield  9:43 PM
👍 thanks
""",
    pin(6),
)
add(
    "hosp/micros-res-dbisql-connect",
    """C:\\MICROS\\Res\\Pos\\Bin> dbisql -nogui -c "UID=custom;PWD={0};ENG=sql3700_srv01;DBN=micros" "select count(*) from micros.trans_dtl where business_date = today()"
count()
-------
1342
(1 rows)
Execution time: 0.087 seconds
""",
    hpw(),
)
add(
    "hosp/kiosk-stripe-terminal-restricted-key",
    """# kiosk-agent/config.toml  (self check-in kiosk, lobby 2)
[payments]
provider = "stripe_terminal"
restricted_key = "{0}"
location = "tml_{1}"
reader_label = "LOBBY-KIOSK-2"
capture_method = "manual"   # pre-auth for incidentals

[printer]
device = "/dev/usb/lp0"
""",
    stripe_key("rk_live_"),
    r(14, ALNUM),
)
add(
    "hosp/terminal-supervisor-password-greek",
    """Γιώργο, για το τερματικό καρτών στο μπαρ της πισίνας (Worldline, σειριακός 2381 0447 19):
το μενού διαχειριστή ζητάει κωδικό επόπτη. Ο κωδικός είναι {0}
Μετά πας Ρυθμίσεις > Επικοινωνία > Wi-Fi και το βάζεις στο STAFF-5G. Μην αλλάξεις τίποτε άλλο, η τράπεζα το κλειδώνει.
""",
    pin(8),
)
add(
    "hosp/nayax-kiosk-api-token-json",
    """{
  "kioskId": "LOBBY-K2",
  "vendingProvider": "nayax",
  "nayax": {
    "lynxApiBase": "https://lynx.nayax.com/operational/v1",
    "operatorId": 20451,
    "apiToken": "{0}",
    "machineIds": [731004411, 731004412]
  },
  "idleTimeoutSec": 90
}
""",
    b64url(48),
)
add(
    "hosp/worldline-terminal-passphrase-ini",
    """[terminal]
vendor=worldline
model=Yomani XR
ip=192.168.60.31
port=9000
; protocol passphrase for the ECR link, from the bank's onboarding letter
ecr_passphrase={0}
currency=EUR
""",
    phrase(),
)
# ---- online ordering, delivery partners and kitchen displays
add(
    "hosp/deliverect-oauth-client-yaml",
    """deliverect:
  environment: production
  token_url: https://api.deliverect.com/oauth/token
  audience: https://api.deliverect.com
  client_id: {1}
  client_secret: {0}
  account_id: {2}
  channel_name: menuhub-web
""",
    r(64, URLSAFE),
    r(32, ALNUM),
    objid(),
)
add(
    "hosp/deliverect-webhook-hmac-fastapi",
    """import hmac, hashlib
from fastapi import FastAPI, Request, HTTPException

app = FastAPI()
DELIVERECT_HMAC_SECRET = b"{0}"

@app.post("/deliverect/orders")
async def order(request: Request):
    body = await request.body()
    digest = hmac.new(DELIVERECT_HMAC_SECRET, body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(digest, request.headers.get("x-server-authorization-hmac-sha256", "")):
        raise HTTPException(401)
""",
    r(40, HEX),
)
add(
    "hosp/ubereats-client-credentials-curl",
    """$ curl -F "client_secret={0}" \\
       -F "client_id={1}" \\
       -F "grant_type=client_credentials" \\
       -F "scope=eats.store eats.order eats.store.orders.read" \\
       https://auth.uber.com/oauth/v2/token
{"access_token":"IA.VUNmGAAAAAAAEgASAAAABwAIAAwAAAAAAAAAEgAAAAAAAAG8AAAAFAAAAAAADgAQAAQAAAAIAAwAAAAOAAAAkAAAABwAAAAEAAAAEAAAAA...","token_type":"Bearer","expires_in":2592000,"scope":"eats.store eats.order eats.store.orders.read"}
""",
    r(40, URLSAFE),
    r(32, URLSAFE),
)
add(
    "hosp/doordash-drive-signing-secret-ts",
    """import jwt from "jsonwebtoken";

const accessKey = {
  developer_id: "{1}",
  key_id: "{2}",
  signing_secret: "{0}",
};

export function doordashToken(): string {
  return jwt.sign(
    { aud: "doordash", iss: accessKey.developer_id, kid: accessKey.key_id, exp: Math.floor(Date.now() / 1000) + 300, iat: Math.floor(Date.now() / 1000) },
    Buffer.from(accessKey.signing_secret, "base64"),
    { algorithm: "HS256", header: { "dd-ver": "DD-JWT-V1" } },
  );
}
""",
    b64url(32),
    uuid4(),
    uuid4(),
)
add(
    "hosp/deliveroo-partner-basic-header",
    """> POST /order/v1/integrator/orders/gb:8f1e2c04-93aa-4d1b-9bd0-5e0d1c2a7f66/sync_status HTTP/2
> Host: api.developers.deliveroo.com
> authorization: Basic {0}
> content-type: application/json
> content-length: 58
>
< HTTP/2 200
< x-request-id: 5d9f3f2a-1c0b-4bb7-9e1a-0c3c2f9d8e44
""",
    base64.b64encode(("menuhub-" + r(8, LOWER_NUM) + ":" + r(32, ALNUM)).encode()).decode(),
)
add(
    "hosp/kds-bridge-token-toml",
    """# /opt/kds-bridge/kds.toml
[station.grill]
display = "KDS-03"
ip = "192.168.70.13"

[upstream]
pos = "toast"
endpoint = "https://kds-bridge.menuhub.io/v1/stream"
device_token = "kdsb_{0}"
""",
    r(40, ALNUM),
)
add(
    "hosp/delivery-tablet-password-arabic-chat",
    """أحمد: مساء الخير، تابلت طلبات ديليفرو في المطبخ خرج من الحساب
سارة: ادخل بالإيميل kitchen.jbr@lagobistro.ae وكلمة المرور {0}
أحمد: تمام اشتغل، شكراً
سارة: لا ترسلها لأحد، سأغيّرها بعد نهاية الدوام
""",
    hpw(),
)
add(
    "hosp/kds-websocket-token-url",
    """Error: WebSocket connection to 'wss://kds.lagobistro.local:9443/ws/station/expo?token={0}&v=3' failed: Error in connection establishment: net::ERR_CERT_AUTHORITY_INVALID
    at KdsSocket.connect (kds-client.js:142:19)
    at KdsSocket.reconnect (kds-client.js:188:12)
""",
    b64url(24),
)
add(
    "hosp/star-cloudprnt-userinfo-url",
    """# printers.yaml  (kitchen ticket printers, Star TSP143IV via CloudPRNT)
- name: pass-printer
  cloudprnt_url: https://kitchen:{0}@prnt.menuhub.io/cloudprnt/7f3a/pass
  poll_seconds: 5
- name: bar-printer
  cloudprnt_url: https://prnt.menuhub.io/cloudprnt/7f3a/bar
  poll_seconds: 5
""",
    pw(),
)
add(
    "hosp/ubereats-webhook-secret-stacktrace",
    """Traceback (most recent call last):
  File "/srv/menuhub/integrations/ubereats/webhook.py", line 61, in verify
    expected = hmac.new(settings.UBER_EATS["client_secret"].encode(), body, sha256).hexdigest()
KeyError: 'client_secret'

Local variables in frame verify:
  settings.UBER_EATS = {'client_id': 'zG4kq0d1', 'webhook_signing_key': '{0}', 'store_ids': ['{1}']}
""",
    r(40, URLSAFE),
    uuid4(),
)
# ---- reservations
add(
    "hosp/opentable-client-secret-spring",
    """# src/main/resources/application-prod.properties
opentable.sync.base-url=https://platform.opentable.com/sync/v2
opentable.oauth.token-url=https://oauth.opentable.com/api/v2/oauth/token
opentable.oauth.client-id=lagohotels-sync
opentable.oauth.client-secret={0}
opentable.rids=98231,98232
""",
    r(48, ALNUM),
)
add(
    "hosp/sevenrooms-auth-request",
    """POST https://api.sevenrooms.com/2_4/auth HTTP/1.1
Content-Type: application/x-www-form-urlencoded

client_id={1}&client_secret={0}
""",
    r(128, HEX),
    r(40, HEX),
)
add(
    "hosp/sevenrooms-token-response",
    """HTTP/1.1 200 OK
Content-Type: application/json

{"status":200,"data":{"token":"{0}","token_expiration_datetime":"2025-03-12T09:14:02"},"msg":null}
""",
    r(64, HEX),
)
add(
    "hosp/resy-auth-token-header",
    """$ http GET 'https://api.resy.com/3/user/reservations?limit=10' \\
    'Authorization:ResyAPI api_key="$RESY_API_KEY"' \\
    'X-Resy-Auth-Token:{0}'
HTTP/1.1 200 OK
content-type: application/json
""",
    jwt({"exp": 1744000000, "extra": {"guest_id": int(r(9, DIGITS))}, "type": "user"}),
)
add(
    "hosp/thefork-api-key-italian-yaml",
    """# integrazione TheFork Manager — ristorante "Osteria del Lago" (Como)
# la chiave ci è stata mandata da TheFork per email il 3/3, NON è quella di test
thefork:
  base_url: https://api.thefork.com/manager/v1
  restaurant_uuid: 2b8e6c1f-4a7d-4e0b-8f59-3c1d2e4a6b70
  api_key: {0}
  sincronizza_clienti: true
""",
    r(32, LOWER_NUM),
)
add(
    "hosp/reservation-admin-password-italian-chat",
    """Ciao Francesca, ti giro l'accesso al pannello prenotazioni del ristorante (widget sul sito):
https://prenota.osteriadellago.it/admin
utente: francesca.r
password: {0}
Al primo accesso te la fa cambiare. Per i tavoli dell'evento di sabato usa la sala "Terrazza".
""",
    hpw(),
)
# ---- events and ticketing
add(
    "hosp/eventbrite-private-token-python",
    """from eventbrite import Eventbrite

eb = Eventbrite("{0}")
org_id = "2217640512183"
for ev in eb.get(f"/organizations/{org_id}/events/", {"status": "live"})["events"]:
    print(ev["id"], ev["name"]["text"], ev["start"]["local"])
""",
    r(20, UPPER_NUM),
)
add(
    "hosp/eventbrite-oauth-secret-env",
    """EVENTBRITE_APP_KEY={1}
EVENTBRITE_CLIENT_SECRET={0}
EVENTBRITE_REDIRECT_URI=https://tix.lagohotels.com/oauth/eventbrite
EVENTBRITE_ORG_ID=2217640512183
""",
    r(50, UPPER_NUM),
    r(18, UPPER_NUM),
)
add(
    "hosp/ticket-tailor-basic-curl",
    """$ curl -s -u {0}: "https://api.tickettailor.com/v1/issued_tickets?event_id=ev_4418207&status=valid" | jq '.data | length'
312
""",
    "sk_" + r(4, DIGITS) + "_" + r(6, DIGITS) + "_" + r(32, HEX),
)
add(
    "hosp/tito-token-header-ruby",
    """require "net/http"

uri = URI("https://api.tito.io/v3/lago-events/jazz-on-the-lake-2025/tickets?page[size]=100")
req = Net::HTTP::Get.new(uri)
req["Authorization"] = "Token token={0}"
req["Accept"] = "application/json"
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
puts JSON.parse(res.body)["tickets"].count
""",
    "secret_live_" + r(20, ALNUM),
)
add(
    "hosp/pretix-api-token-ansible-vars",
    """# inventories/prod/group_vars/boxoffice/vars.yml
pretix_url: https://tickets.lagoevents.it
pretix_organizer: lago
pretix_event: jazz25
pretix_api_token: {0}
scanner_sync_cron: "*/2 * * * *"
""",
    r(64, LOWER_NUM),
)
add(
    "hosp/pretix-device-initialize-response",
    """$ curl -s -X POST https://tickets.lagoevents.it/api/v1/device/initialize \\
    -H 'Content-Type: application/json' \\
    -d '{"token":"kpx7q2mdw9","hardware_brand":"Zebra","hardware_model":"TC21","software_brand":"pretixSCAN","software_version":"1.21.2"}'
{"organizer":"lago","device_id":14,"unique_serial":"{1}","api_token":"{0}","name":"Gate B scanner","gate":{"id":3,"name":"Ingresso B"}}
""",
    r(64, LOWER_NUM),
    r(16, UPPER_NUM),
)
add(
    "hosp/pretix-ticket-signing-ed25519-key",
    """$ cat secrets/ticket-signing/jazz25.pem
{0}
$ openssl pkey -in secrets/ticket-signing/jazz25.pem -pubout -outform DER | sha256sum
4f1c0e9b7a6d25c3e8f0b12a9d47c6e35b80f1a2c3d4e5f60718293a4b5c6d7e  -
""",
    "-----BEGIN PRIVATE KEY-----\n" + base64.b64encode(bytes.fromhex("302e020100300506032b657004220420") + _rng.randbytes(32)).decode() + "\n-----END PRIVATE KEY-----",
)
add(
    "hosp/ticketmaster-partner-apikey-query",
    """172.31.9.44 - - [10/Mar/2025:21:17:03 +0000] "GET /partners/v1/events/vvG1zZ9pkeJ0tK/availability?apikey={0}&channel=lagohotels HTTP/1.1" 200 1822 "-" "concierge-desk/3.2 (+okhttp)"
172.31.9.44 - - [10/Mar/2025:21:17:04 +0000] "GET /health HTTP/1.1" 200 2 "-" "ELB-HealthChecker/2.0"
""",
    r(32, ALNUM),
)
add(
    "hosp/apple-wallet-signer-passphrase-node",
    """import { PKPass } from "passkit-generator";
import fs from "node:fs";

const pass = await PKPass.from({
  model: "./models/event-ticket.pass",
  certificates: {
    wwdr: fs.readFileSync("./certs/AppleWWDRCAG4.pem"),
    signerCert: fs.readFileSync("./certs/pass.com.lagoevents.ticket.pem"),
    signerKey: fs.readFileSync("./certs/pass.com.lagoevents.ticket.key"),
    signerKeyPassphrase: "{0}",
  },
}, { serialNumber: order.code, description: "Jazz on the Lake" });
""",
    hpw(),
)
add(
    "hosp/apple-wallet-signer-key-pem-diff",
    """diff --git a/certs/pass.com.lagoevents.ticket.key b/certs/pass.com.lagoevents.ticket.key
new file mode 100644
index 0000000..e31f4c2
--- /dev/null
+++ b/certs/pass.com.lagoevents.ticket.key
@@ -0,0 +1,27 @@
+{0}
""",
    "\n+".join(pem("RSA PRIVATE KEY", 1190).split("\n")),
)
add(
    "hosp/boxoffice-scanner-pairing-greek-chat",
    """Μαρία: Τα σκάνερ στην είσοδο Β δεν έχουν συνδεθεί ακόμα, τι βάζω στο "Κωδικός σύζευξης";
Κώστας: Βάλε τον μυστικό κωδικό συσκευής: {0}
Μαρία: Ok, το πρώτο συνδέθηκε, πάω στο δεύτερο
Κώστας: Στο τέλος της βραδιάς θα τον ανακαλέσω από το panel
""",
    r(4, UPPER_NUM) + "-" + r(4, UPPER_NUM) + "-" + r(4, UPPER_NUM),
)
add(
    "hosp/scanner-app-managed-config-xml",
    """<?xml version="1.0" encoding="utf-8"?>
<!-- MDM managed configuration pushed to box-office Zebra TC21 scanners -->
<managedAppConfiguration>
  <bundleId>eu.lagoevents.gate</bundleId>
  <dict>
    <string keyName="api_base">https://gate.lagoevents.it/v2</string>
    <string keyName="event_slug">jazz25</string>
    <string keyName="device_secret">{0}</string>
    <integer keyName="offline_window_minutes">30</integer>
  </dict>
</managedAppConfiguration>
""",
    b64url(30),
)
add(
    "hosp/ticket-qr-hmac-go-const",
    """package ticket

// qrKey signs the payload of each printed and wallet ticket: base32(orderID|seat|hmac).
var qrKey = []byte("{0}")

func Sign(orderID, seat string) string {
	m := hmac.New(sha256.New, qrKey)
	m.Write([]byte(orderID + "|" + seat))
	return base32.StdEncoding.EncodeToString(m.Sum(nil)[:10])
}
""",
    r(48, ALNUM),
)
add(
    "hosp/ticketing-django-databases",
    """DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "boxoffice",
        "USER": "boxoffice_app",
        "PASSWORD": "{0}",
        "HOST": "pg-boxoffice.internal",
        "PORT": "5432",
        "CONN_MAX_AGE": 60,
    }
}
""",
    hpw(),
)
add(
    "hosp/platinumlist-api-key-arabic-ticket",
    """تذكرة #4471 — تكامل بيع تذاكر الحفلات في منصة الكونسيرج
المفتاح الذي أرسلته Platinumlist لبيئة الإنتاج: {0}
الرجاء تخزينه في Key Vault باسم platinumlist-api-key ثم حذف هذه الرسالة.
الحالة: قيد التنفيذ — المسؤول: يوسف
""",
    r(40, HEX),
)
add_split(
    "hosp/eventbrite-token-wrapped-terminal",
    """$ kubectl -n tix exec deploy/tix-sync -- printenv | grep -i eventbrite
EVENTBRITE_ORG_ID=2217640512183
EVENTBRITE_PRIVATE_TOKEN={0}
{1}
EVENTBRITE_WEBHOOK_URL=https://tix.lagohotels.com/hooks/eventbrite
""",
    r(13, UPPER_NUM),
    r(7, UPPER_NUM),
)
# ---- loyalty and gift cards
add(
    "hosp/givex-jsonrpc-password",
    """POST https://dc-eu1.givex.com:50104/ HTTP/1.1
Content-Type: application/json

{"jsonrpc":"2.0","id":"988201","method":"dc_994","params":["en","988201","{1}","{0}","603628{2}","",""]}
""",
    pin(4) + r(4, DIGITS),
    r(5, DIGITS),
    r(13, DIGITS),
)
add(
    "hosp/loyverse-token-php",
    """$ch = curl_init('https://api.loyverse.com/v1.0/customers?limit=250');
curl_setopt_array($ch, [
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_HTTPHEADER => ['Authorization: Bearer {0}'],
]);
$customers = json_decode(curl_exec($ch), true)['customers'];
""",
    r(32, HEX),
)
add(
    "hosp/giftcard-pin-sql-insert",
    """-- seed: migrations/2025_03_01_seed_gift_cards.sql  (TEST DATA copied from prod by mistake?)
INSERT INTO gift_cards (card_number, pin, balance_cents, currency, outlet_id) VALUES
  ('6036281{1}', '{0}', 15000, 'EUR', 'lago-spa');
""",
    pin(8),
    r(12, DIGITS),
)
add(
    "hosp/como-loyalty-key-italian",
    """# Configurazione fedeltà (Como Sense) per le casse del bar
# chiave API di produzione — l'ho presa dal portale Como, non darla al fornitore dei tablet
COMO_API_KEY={0}
COMO_BRANCH_ID=bar-piscina
COMO_POS_ID=CASSA-02
""",
    r(8, UPPER_NUM) + "-" + r(4, UPPER_NUM) + "-" + r(4, UPPER_NUM) + "-" + r(12, UPPER_NUM),
)
add(
    "hosp/giftcard-pin-aes-key-env",
    """$ heroku config -a lago-giftcards
=== lago-giftcards Config Vars
DATABASE_URL:           postgres://... (managed by Heroku Postgres)
GIFTCARD_PIN_AES_KEY:   {0}
PAPERTRAIL_API_TOKEN:   (hidden by addon)
RAILS_ENV:              production
""",
    b64(32),
)
# ---- staff scheduling
add(
    "hosp/7shifts-token-python",
    """import httpx

SEVEN = httpx.Client(
    base_url="https://api.7shifts.com/v2",
    headers={"Authorization": "Bearer {0}", "x-api-version": "2023-05-01"},
)
shifts = SEVEN.get("/company/118822/shifts", params={"start[gte]": "2025-03-10", "location_id": 204455}).json()["data"]
""",
    r(40, HEX),
)
add(
    "hosp/deputy-permanent-token-curl",
    """$ curl -s -H "Authorization: OAuth {0}" \\
    -H "Content-Type: application/json" \\
    -d '{"search":{"s1":{"field":"Date","type":"ge","data":"2025-03-10"}}}' \\
    https://lagohotels.eu.deputy.com/api/v1/resource/Roster/QUERY | jq length
87
""",
    r(32, HEX),
)
add(
    "hosp/7shifts-webhook-secret-express",
    """// routes/7shifts.js
const WEBHOOK_SECRET = "{0}"; // from 7shifts > Integrations > Webhooks
router.post("/hooks/7shifts", express.raw({ type: "*/*" }), (req, res) => {
  const sig = crypto.createHmac("sha256", WEBHOOK_SECRET).update(req.body).digest("hex");
  if (sig !== req.get("x-hook-signature")) return res.sendStatus(401);
  queue.add("shift-change", JSON.parse(req.body));
  res.sendStatus(204);
});
""",
    r(32, ALNUM),
)
add(
    "hosp/timeclock-admin-password-greek",
    """Καλημέρα Ελένη,
το ρολόι παρουσιών στην κουζίνα (Deputy kiosk, iPad) βγήκε από τη λειτουργία kiosk.
Για να ξαναμπεί: Ρυθμίσεις > Kiosk > Κωδικός διαχειριστή: {0}
Μετά πάτα "Κλείδωμα". Ευχαριστώ, Δημήτρης
""",
    hpw(),
)
# ---- hotel TV / IPTV and PBX
add(
    "hosp/asterisk-sip-conf-room-extension",
    """; /etc/asterisk/sip.conf  (room phones, 4th floor)
[room-template](!)
type=friend
context=rooms
host=dynamic
disallow=all
allow=alaw

[4012](room-template)
secret={0}
callerid="Room 412" <4012>
""",
    pw(),
)
add(
    "hosp/mitel-pms-interface-xml",
    """<PmsInterface vendor="Mitel" model="MiVoice Business" version="9.4">
  <Link type="TCP" host="10.30.0.5" port="15000"/>
  <Auth user="HMSIFC" password="{0}"/>
  <Features roomStatus="true" messageWaiting="true" wakeUp="true" callAccounting="true"/>
</PmsInterface>
""",
    pw(),
)
add(
    "hosp/lg-procentric-admin-yaml",
    """procentric:
  server: http://10.50.0.10:8080/procentric
  admin_user: admin
  admin_password: "{0}"
  pms_interface: fias
  welcome_template: lago_welcome_v3
  channels_file: /srv/iptv/channel_map_2025.xml
""",
    hpw(),
)
add(
    "hosp/samsung-lynk-reach-api-json",
    """{
  "lynkReach": {
    "server": "https://lynk-reach.lago.local",
    "siteCode": "LAGO-BER",
    "apiKey": "{0}",
    "pushWelcomeOnCheckIn": true,
    "tvModels": ["HG43AU800EE", "HG55AU800EE"]
  }
}
""",
    r(40, ALNUM),
)
add(
    "hosp/iptv-middleware-arabic-chat",
    """محمد: شاشات الغرف في الطابق السادس لا تعرض اسم النزيل بعد تسجيل الوصول
ليلى: واجهة Enseo مع نظام PMS تحتاج إعادة ربط. اسم المستخدم ifc_enseo وكلمة المرور {0}
محمد: تمت إعادة الربط والرسالة ظهرت على غرفة 614
""",
    pw(),
)
add(
    "hosp/freepbx-pjsip-cli-show-auth",
    """lago-pbx*CLI> pjsip show auth 4101

  Auth:  <Auth/Username..............................................>  <Hash.........................................>
=========================================================================================================================
  Auth:  4101/4101

 ParameterName                : ParameterValue
 =========================================================
 auth_type                    : userpass
 password                     : {0}
 realm                        :
 username                     : 4101
""",
    r(32, HEX),
)
# ---- splits and agent transcripts
add_split(
    "hosp/mews-access-token-python-concat",
    """# TODO: load from vault, split only so the linter stops flagging it
MEWS_ACCESS_TOKEN = (
    "{0}"
    "{1}"
)
""",
    r(32, UPPER_HEX) + "-",
    r(31, UPPER_HEX),
)
add_split(
    "hosp/wifi-password-italian-two-messages",
    """[10:02] Luca: mi mandi la password del wifi della sala congressi? quella per i relatori, non la guest
[10:03] Chiara: eccola, prima parte: {0}
[10:03] Chiara: seconda parte: {1}
[10:04] Luca: scritta tutta attaccata, funziona 👍
""",
    "Relatori" + r(3, DIGITS),
    "#" + _rng.choice(_WORDS).capitalize() + r(2, DIGITS),
)
add_split(
    "hosp/ohip-secret-arabic-two-messages",
    """سامي: أرسل لك client secret الخاص بـ OHIP على رسالتين
سامي: {0}
سامي: {1}
نور: وصلت، سأضعها في الخزنة الآن
""",
    r(16, ALNUM),
    r(16, ALNUM),
)
add_split(
    "hosp/toast-secret-yaml-folded",
    """toast:
  client_id: {2}
  client_secret: >-
    {0}
    {1}
  restaurant_guids:
    - 5f0b2c7e-9e51-4a8b-a3f0-8e6d1b2c4a90
""",
    r(32, URLSAFE),
    r(32, URLSAFE),
    r(32, ALNUM),
)
add(
    "hosp/agent-tool-call-cloudbeds-curl",
    """{"type":"tool_use","id":"toolu_01QhX8p2Lm4aN7vT3cBzR9eK","name":"bash","input":{"command":"curl -s 'https://api.cloudbeds.com/api/v1.2/getRooms?propertyIDs=298341' -H 'Authorization: Bearer {0}' | jq '.data[0].rooms | length'","description":"Count rooms in Cloudbeds for the property"}}
{"type":"tool_result","tool_use_id":"toolu_01QhX8p2Lm4aN7vT3cBzR9eK","content":"64"}
""",
    "cbat_" + r(32, ALNUM),
)
add(
    "hosp/agent-tool-result-read-sevenrooms-env",
    """{"role":"tool","tool_call_id":"call_m2YV8cQw1bN0","content":"     1\\tSEVENROOMS_VENUE_GROUP_ID=ahNzfnNldmVucm9vbXMtc2VjdXJlchwLEg9uaWdodGxvb3BfVmVudWVHcm91cBiAgMDY\\n     2\\tSEVENROOMS_CLIENT_ID={1}\\n     3\\tSEVENROOMS_CLIENT_SECRET={0}\\n     4\\tSEVENROOMS_API_BASE=https://api.sevenrooms.com/2_4\\n"}
""",
    r(128, HEX),
    r(40, HEX),
)
add(
    "hosp/opera-fias-bridge-runbook",
    """## Runbook: FIAS link down between OPERA and the PBX/TV bridge

1. RDP to IFC-01 (10.30.0.9) as `.\\ifcadmin` — password {0} (in the IT safe, envelope #7, until we move it to the vault).
2. Open IFC8 → check the link state of `PBX` and `TV`; both should show "LA" within 60s.
3. If not: restart the "OPERA IFC8 Controller" service, then `Test-NetConnection 10.30.0.5 -Port 15000`.
""",
    hpw(),
)
add(
    "hosp/giftcard-balance-kiosk-log-pin",
    """Mar 11 12:44:10 kiosk-lobby-02 giftcard-kiosk[1882]: WARN balance lookup failed, retrying: POST https://gc.lagohotels.com/api/balance card=603628********4471 pin={0} outlet=lago-spa status=502
Mar 11 12:44:12 kiosk-lobby-02 giftcard-kiosk[1882]: INFO balance lookup ok card=603628********4471 balance=EUR 83.50
""",
    pin(8),
)


# ============================================================ LOOK-ALIKES
# ---- PMS
la(
    """$ curl -s -X POST "$OHIP_GATEWAY/oauth/v1/tokens" \\
    -H "Content-Type: application/x-www-form-urlencoded" \\
    -H "x-app-key: ${OHIP_APP_KEY}" \\
    -u "${OHIP_CLIENT_ID}:${OHIP_CLIENT_SECRET}" \\
    -d "grant_type=client_credentials&scope=urn:opc:hgbu:ws:__myscopes__"
{"access_token":"<elided>","token_type":"Bearer","expires_in":3600}
"""
)
la(
    """# .env.example  (copy to .env.uat and fill from the vault: kv/ohip/uat)
OHIP_GATEWAY_URL=https://mtu1-uat.hospitality-api.eu-frankfurt-1.ocs.oraclecloud.com
OHIP_APP_KEY=
OHIP_ENTERPRISE_ID=LGRD
OHIP_HOTEL_ID=LGRDBER
OHIP_INTEGRATION_USER=LGRD_IFC_GUESTAPP
OHIP_INTEGRATION_PASSWORD=<ask IT>
OHIP_TIMEOUT_MS=15000
"""
)
la(
    """<!-- D:\\MICROS\\opera\\OXI\\config\\oxi_interface_GDS.xml (exported; passwords are stripped by the export tool) -->
<OXIInterface name="GDS_SABRE" resort="HLAGR" version="5.6.20.1">
  <Transport type="HTTP" url="https://gds.lagoresort.it/Operajserv/OXIServlet" timeoutSec="90"/>
  <Credentials>
    <UserName>OXI_GDS</UserName>
    <Password>********</Password>
  </Credentials>
  <MessageTypes upload="RESERVATION" download="RATE,INVENTORY,RESTRICTION"/>
</OXIInterface>
"""
)
la(
    """C:\\> sqlplus /nolog

SQL*Plus: Release 12.2.0.1.0 Production on Tue Mar 11 06:20:03 2025
SQL> connect opera@OPERA
Enter password:
Connected.
SQL> select resort, business_date from businessdate where state='OPEN';

RESORT   BUSINESS_
-------- ---------
HLAGR    11-MAR-25
"""
)
la(
    """payload = {
    "ClientToken": os.environ["MEWS_CLIENT_TOKEN"],
    "AccessToken": os.environ["MEWS_ACCESS_TOKEN"],
    "Client": "LagoGuestApp 2.4.1",
    "EnterpriseIds": ["{0}"],
    "ReservationIds": ["{1}", "{2}"],
}
resp = requests.post(f"{MEWS}/reservations/getAll/2023-06-06", json=payload, timeout=20)
""",
    uuid4(),
    uuid4(),
    uuid4(),
)
la(
    """E       AssertionError: assert {'ServiceId': '{0}', 'Count': 3} == {'ServiceId': '{0}', 'Count': 2}
E         Differing items:
E         {'Count': 3} != {'Count': 2}
E         Full diff:
E           {
E         -  'Count': 2,
E         +  'Count': 3,
E            'ServiceId': '{0}',
E           }

tests/test_spaces.py:112: AssertionError
""",
    uuid4(),
)
la(
    """// src/pms/cloudbeds.ts
export const cloudbeds = axios.create({
  baseURL: "https://api.cloudbeds.com/api/v1.2",
  headers: {
    "x-api-key": process.env.CLOUDBEDS_API_KEY ?? "",
    "Accept": "application/json",
  },
  timeout: 10_000,
});
// propertyID for Lago Berlin is 298341, Lago Como is 298342
"""
)
la(
    """$ cat ~/.cache/cb-sync/token.json
{
  "access_token": "",
  "token_type": "Bearer",
  "expires_at": null,
  "refresh_token": null,
  "resources": [{"type": "property", "id": "298341"}],
  "scope": "read:reservation write:reservation read:guest read:room"
}
# empty: cb-sync login has not been run on this machine yet
"""
)
la(
    """var token = await http.RequestClientCredentialsTokenAsync(new ClientCredentialsTokenRequest
{
    Address = "https://identity.apaleo.com/connect/token",
    ClientId = config["Apaleo:ClientId"],
    ClientSecret = config["Apaleo:ClientSecret"],
    Scope = "reservations.read inventory.read operations.change-room-state"
});
// Apaleo property codes: BER, MUC, COMO; unit group for doubles: {0}
""",
    "BER-" + r(6, UPPER),
)
la(
    """# protel-io-bridge/application.properties
protel.io.endpoint=https://io.protel.net/pio/v2
protel.io.system-id=PIO-47113
protel.io.username=bridge.kitchen
protel.io.password=${PROTEL_IO_PASSWORD}
protel.io.poll-interval=PT30S
"""
)
la(
    """  "ConnectionStrings": {
    "Protel": "Server=PROTELSRV01\\\\PROTEL;Database=protel;Integrated Security=SSPI;TrustServerCertificate=True;Application Name=night-audit-export",
    "Reporting": "Server=bi-sql;Database=hotel_dw;Integrated Security=SSPI"
  },
"""
)
# ---- channel managers
la(
    """<wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
  <wsse:UsernameToken>
    <wsse:Username>{{ pmsx_username }}</wsse:Username>
    <wsse:Password Type="...#PasswordText">{{ pmsx_password }}</wsse:Password>
  </wsse:UsernameToken>
</wsse:Security>
<!-- EchoToken {0}, HotelCode LAGOBER -->
""",
    uuid4(),
)
la(
    """$ curl -sS -u "$BDC_MACHINE_ACCOUNT:$BDC_MACHINE_PASSWORD" \\
    -H 'Content-Type: text/xml' \\
    --data-binary @avail_2025-05.xml \\
    https://supply-xml.booking.com/hotels/xml/availability
<?xml version="1.0" encoding="UTF-8"?>
<ok></ok>
<!-- RUID: [UmFuZG9tSVZzZ{0}==] -->
""",
    r(20, ALNUM),
)
la(
    """<AvailRateUpdateRQ xmlns="http://www.expediaconnect.com/EQC/AR/2011/06">
  <Authentication username="{{ eqc_user }}" password="{{ eqc_password }}"/>
  <Hotel id="1140338"/>
  <AvailRateUpdate>
    <DateRange from="2025-06-01" to="2025-06-30"/>
    <RoomType id="201455873"><Inventory totalInventoryAvailable="4"/></RoomType>
  </AvailRateUpdate>
</AvailRateUpdateRQ>
"""
)
la(
    """> GET /v3/properties/content?property_id=1140338&language=it-IT HTTP/1.1
> Authorization: EAN apikey=$RAPID_API_KEY,signature={0},timestamp=1741690521
> Customer-Ip: 203.0.113.24
< HTTP/1.1 200 OK
< Link: <https://api.ean.com/v3/properties/content?token={1}>; rel="next"
""",
    r(128, HEX),
    r(12, ALNUM),
)
la(
    """<?php
$res = $client->get('rooms', [
    'query' => [
        'token' => config('services.hotelrunner.token'),
        'hr_id' => config('services.hotelrunner.hr_id'),  // 812233 for Lago Bodrum
    ],
]);
"""
)
# ---- locks and key cards
la(
    """{
  "lockSystem": "visionline",
  "server": "https://10.20.4.15:8443/api/v1",
  "operator": {
    "username": "keybridge",
    "password": "<redacted>"
  },
  "encoders": {"FD1": "ENC-01", "FD2": "ENC-02"},
  "lastCardIssued": {"room": "412", "cardUid": "04{0}", "expires": "2025-03-13T12:00"}
}
""",
    r(12, UPPER_HEX),
)
la(
    """vostio:
  baseUrl: https://api.vostio.assaabloy.com/v2
  siteId: {0}
  clientId: lago-mobilekey-prod
  clientSecret:
    secretKeyRef: {name: vostio-credentials, key: client-secret}
  keyValidityHours: 72
""",
    uuid4(),
)
la(
    """; C:\\ProgramData\\SaltoSHIP\\pms_interface.ini.template
[SHIP]
Host=salto-srv.lago.local
Port=8090
Operator=PMS_IFACE
OperatorPassword=%SALTO_OPERATOR_PASSWORD%
EncoderFrontDesk=ENC1
"""
)
la(
    """AMBIANCE_BASE_URL=https://ambiance.dormakaba.local/api
AMBIANCE_SITE=LAGO-BER
AMBIANCE_API_KEY=${AMBIANCE_API_KEY:?set in /etc/keyservice/secret.env}
AMBIANCE_ENCODER_DEFAULT=FD-ENC-2
# encoder firmware sha256: {0}
""",
    sha256(),
)
la(
    """[08:20] Giulia (ricevimento): Marco, il Saflok chiede la password del SUPERVISOR
[08:21] Marco (IT): te la do a voce quando passo in reception, non per chat 🙂
[08:21] Giulia (ricevimento): ok. Intanto l'encoder 2 ha numero di serie SFL-{0}
[08:25] Marco (IT): cambiata anche la password del servizio, salvata nel vault sotto "Saflok/Supervisor"
""",
    r(8, DIGITS),
)
la(
    """2025-03-11T02:14:07.221Z DEBUG lockbridge.config loaded settings: LockSettings(vendor='onity', host='192.168.40.12', port=7000, user='pmsiface', password='***', encoder_map={'FD1': 3, 'FD2': 4}, timeout=8.0)
2025-03-11T02:14:09.118Z INFO  lockbridge.api issued key room=415 card_uid={0} checkout=2025-03-14T11:00
""",
    r(8, UPPER_HEX),
)
la(
    """card:
  type: mifare_classic_1k
sectors:
  - index: 1
    key_a: "FFFFFFFFFFFF"     # factory default transport key
    key_b: "FFFFFFFFFFFF"     # replaced at encoding time by the lock vendor's site key (never stored here)
    access_bits: "FF078069"
  - index: 2
    key_a: "A0A1A2A3A4A5"     # MAD key (public, from the NXP application note)
"""
)
la(
    """object MobileKeyConfig {
    const val ENDPOINT = "https://mobilekeys.lagohotels.com/v1"
    const val APPLICATION_ID = "com.lagohotels.guest"
    val SDK_SECRET: String get() = BuildConfig.MOBILE_KEY_SDK_SECRET
    const val CERT_PIN = "sha256/{0}"
}
""",
    b64(32),
)
# ---- Wi-Fi
la(
    """client nomadix-ag5900 {
        ipaddr          = 10.99.0.2
        secret          = $ENV{RADIUS_NOMADIX_SECRET}
        shortname       = nomadix-lobby
        nas_type        = other
}
"""
)
la(
    """[admin@GW-LAGO-CORE] > /radius export hide-sensitive
# mar/11/2025 10:02:41 by RouterOS 7.14.3
/radius
add address=10.99.0.20 service=hotspot,login src-address=10.99.0.1 timeout=3s
[admin@GW-LAGO-CORE] > /ip hotspot active print count-only
214
"""
)
la(
    """c = Controller("unifi.lago.local", os.environ["UNIFI_USER"], os.environ["UNIFI_PASS"], port=8443, version="UDMP-unifiOS", site_id="conf", ssl_verify=False)
for ap in c.get_aps():
    print(ap["name"], ap["mac"], ap["version"])
# AP-CONF-1 {0} 6.6.77.15402
""",
    mac(),
)
la(
    """Προς: ομάδα υποδοχής
Θέμα: Wi-Fi επισκεπτών

Οι επισκέπτες συνδέονται στο LAGO-GUEST χωρίς κωδικό· στη σελίδα σύνδεσης βάζουν τον αριθμό δωματίου και το επώνυμο.
Ο κωδικός του δικτύου προσωπικού δεν αλλάζει και δίνεται μόνο από το IT, όχι με email.
Νίκος (IT)
"""
)
la(
    """pi@kiosk-lobby-02:~ $ sudo cat /etc/wpa_supplicant/wpa_supplicant.conf
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=IT

network={
        ssid="LAGO-GUEST"
        key_mgmt=NONE
        priority=5
}
# bssid of the lobby AP: {0}
""",
    mac(),
)
la(
    """# guest-portal/.env.production.example
PORTAL_BRAND=Lago Resorts
SOCIAL_WIFI_VENUE_ID=41877
SOCIAL_WIFI_API_SECRET=changeme
SESSION_MINUTES=1440
"""
)
la(
    """$ snmpwalk -v3 -l authPriv -u "$SNMP_USER" -a SHA -A "$SNMP_AUTH" -x AES -X "$SNMP_PRIV" 10.99.0.2 1.3.6.1.4.1.3309.1.4.1.1.3.0
SNMPv2-SMI::enterprises.3309.1.4.1.1.3.0 = STRING: "AG5900 8.14.029"
"""
)
# ---- POS
la(
    """$ curl -s https://ws-api.toasttab.com/authentication/v1/authentication/login \\
    -H 'Content-Type: application/json' \\
    -d "{\\"clientId\\":\\"$TOAST_CLIENT_ID\\",\\"clientSecret\\":\\"$TOAST_CLIENT_SECRET\\",\\"userAccessType\\":\\"TOAST_MACHINE_CLIENT\\"}" | jq .status
"SUCCESS"
"""
)
la(
    """[2025-03-09 19:02:33,919] DEBUG toastsync.client: request headers={'Toast-Restaurant-External-ID': '{0}', 'Authorization': 'Bearer [FILTERED]', 'Accept': 'application/json'}
[2025-03-09 19:02:34,210] INFO  toastsync.orders: upserted 84 orders; last order guid {1}
""",
    uuid4(),
    uuid4(),
)
la(
    """# apps/kiosk-api/.env.example
SQUARE_ENVIRONMENT=sandbox
SQUARE_APPLICATION_ID=sandbox-sq0idb-{0}
SQUARE_LOCATION_ID=L{1}
SQUARE_ACCESS_TOKEN=
SQUARE_API_VERSION=2025-02-20
""",
    r(22, URLSAFE),
    r(12, UPPER_NUM),
)
la(
    """POST /webhooks/square HTTP/1.1
Host: orders.trattoriadelporto.it
Content-Type: application/json
x-square-hmacsha256-signature: {0}
square-environment: Production

{"merchant_id":"{1}","type":"order.updated","event_id":"{2}"}
""",
    b64(32),
    r(13, UPPER_NUM),
    uuid4(),
)
la(
    """SquareOauth.configure do |c|
  c.application_id     = ENV.fetch("SQUARE_APPLICATION_ID")   # sq0idp-... is public, shown in the OAuth URL
  c.application_secret = Rails.application.credentials.dig(:square, :application_secret)
  c.redirect_uri       = "https://partners.menuhub.io/square/callback"
end
"""
)
la(
    """var lsConf = &oauth2.Config{
	ClientID:     os.Getenv("LS_CLIENT_ID"),
	ClientSecret: os.Getenv("LS_CLIENT_SECRET"),
	Endpoint:     oauth2.Endpoint{TokenURL: "https://api.ikentoo.com/oauth/token"},
}
// businessLocationId for Lago Bistro: {0}
""",
    r(15, DIGITS),
)
la(
    """### get open orders
GET https://api.eu.clover.com/v3/merchants/{{merchantId}}/orders?filter=state=open
Authorization: Bearer {{cloverToken}}
Accept: application/json

# merchantId = {0}, sample order id = {1}
""",
    r(13, UPPER_NUM),
    r(13, UPPER_NUM),
)
la(
    """>>> h = {"API-AUTHENTICATION": f"{os.environ['REVEL_KEY']}:{os.environ['REVEL_SECRET']}"}
>>> r = requests.get("https://lagobistro.revelup.com/resources/Order/", headers=h, params={"limit": 1})
>>> r.json()["objects"][0]["uuid"]
'{0}'
""",
    uuid4(),
)
la(
    """#fnb-ops  (Slack)
Dana Whitfield  9:50 PM
what's the manager override code for the pool bar?
Luis Ortega  9:52 PM
not over slack 🙂 it's in 1Password under "Toast – Pool Bar manager". Check #{0} is the one stuck, I voided it
""",
    r(6, DIGITS),
)
la(
    """C:\\MICROS\\Res\\Pos\\Bin> dbisql -nogui -c "DSN=micros;ENG=sql3700_srv01" "select first obj_num, name from micros.rvc_def"
obj_num name
------- ----------------
1       Lago Restaurant
(1 rows)
"""
)
la(
    """[payments]
provider = "stripe_terminal"
publishable_key = "{0}"
secret_key_env = "STRIPE_RESTRICTED_KEY"
location = "tml_{1}"
reader_serial = "WSC51{2}"
""",
    stripe_key("pk_live_"),
    r(14, ALNUM),
    r(10, UPPER_NUM),
)
la(
    """Γιώργο, για το τερματικό καρτών στο μπαρ της πισίνας (Worldline, σειριακός 2381 0447 19):
μην μπεις στο μενού διαχειριστή· ο κωδικός επόπτη το έχει μόνο η τράπεζα.
Αν δεν συνδέεται, κάνε επανεκκίνηση και πάρε τηλέφωνο στο 210 {0}, αριθμός τερματικού TID {1}.
""",
    r(7, DIGITS),
    r(8, DIGITS),
)
la(
    """{
  "kioskId": "LOBBY-K2",
  "vendingProvider": "nayax",
  "nayax": {
    "lynxApiBase": "https://lynx.nayax.com/operational/v1",
    "operatorId": 20451,
    "apiToken": "${NAYAX_LYNX_TOKEN}",
    "machineIds": [731004411, 731004412]
  }
}
"""
)
la(
    """[terminal]
vendor=worldline
model=Yomani XR
ip=192.168.60.31
port=9000
; ECR passphrase lives in the kiosk's TPM-sealed store, see docs/kiosk-provisioning.md
ecr_passphrase=
terminal_id={0}
"""
,
    r(8, DIGITS),
)
# ---- ordering and delivery
la(
    """deliverect:
  environment: staging
  token_url: https://api.staging.deliverect.com/oauth/token
  client_id: ${DELIVERECT_CLIENT_ID}
  client_secret: ${DELIVERECT_CLIENT_SECRET}
  account_id: {0}
  channel_link_ids: [{1}, {2}]
""",
    objid(),
    objid(),
    objid(),
)
la(
    """@app.post("/deliverect/orders")
async def order(request: Request):
    body = await request.body()
    secret = settings.deliverect_hmac_secret.get_secret_value()
    digest = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    log.debug("hmac ok=%s digest=%s", hmac.compare_digest(digest, sig), digest)
# DEBUG hmac ok=True digest={0}
""",
    sha256(),
)
la(
    """$ curl -F "client_secret=$UBER_EATS_CLIENT_SECRET" \\
       -F "client_id=$UBER_EATS_CLIENT_ID" \\
       -F "grant_type=client_credentials" \\
       -F "scope=eats.store eats.order" \\
       https://auth.uber.com/oauth/v2/token
# store_id for Lago Bistro JBR: {0}
""",
    uuid4(),
)
la(
    """const accessKey = {
  developer_id: process.env.DD_DEVELOPER_ID!,
  key_id: process.env.DD_KEY_ID!,
  signing_secret: process.env.DD_SIGNING_SECRET!,
};
// delivery created: external_delivery_id=D-{0}, tracking https://track.doordash.com/share/{1}/track
""",
    r(8, DIGITS),
    uuid4(),
)
la(
    """> POST /order/v1/integrator/orders/gb:{0}/sync_status HTTP/2
> Host: api.developers.deliveroo.com
> authorization: Basic ******
> content-type: application/json
>
< HTTP/2 200
< x-request-id: {1}
""",
    uuid4(),
    uuid4(),
)
la(
    """[station.grill]
display = "KDS-03"
ip = "192.168.70.13"
mac = "{0}"

[upstream]
pos = "toast"
endpoint = "https://kds-bridge.menuhub.io/v1/stream"
device_token_file = "/etc/kds-bridge/token"   # written by `kds-bridge pair`, mode 0600
""",
    mac(),
)
la(
    """أحمد: تابلت ديليفرو في المطبخ خرج من الحساب
سارة: لا ترسل كلمة المرور هنا، سأدخلها بنفسي عندما أصل. رقم الطلب العالق هو #{0}
أحمد: تمام، رقم المطعم على ديليفرو {1}
""",
    r(6, DIGITS),
    r(6, DIGITS),
)
la(
    """WebSocket connection to 'wss://kds.lagobistro.local:9443/ws/station/expo?v=3&station_id={0}' failed: Error in connection establishment: net::ERR_CERT_AUTHORITY_INVALID
    at KdsSocket.connect (kds-client.js:142:19)
""",
    uuid4(),
)
la(
    """- name: pass-printer
  cloudprnt_url: https://prnt.menuhub.io/cloudprnt/7f3a/pass
  auth: {user: kitchen, password_env: CLOUDPRNT_PASS}
  printer_mac: "{0}"
  poll_seconds: 5
""",
    mac(),
)
la(
    """Traceback (most recent call last):
  File "/srv/menuhub/integrations/ubereats/webhook.py", line 61, in verify
    expected = hmac.new(settings.UBER_EATS["client_secret"].encode(), body, sha256).hexdigest()
KeyError: 'client_secret'

Local variables in frame verify:
  settings.UBER_EATS = {'client_id': 'zG4kq0d1', 'webhook_signing_key': <SecretStr '**********'>, 'store_ids': ['{0}']}
""",
    uuid4(),
)
# ---- reservations
la(
    """opentable.sync.base-url=https://platform.opentable.com/sync/v2
opentable.oauth.client-id=lagohotels-sync
opentable.oauth.client-secret=${OPENTABLE_CLIENT_SECRET}
opentable.rids=98231,98232
"""
)
la(
    """POST https://api.sevenrooms.com/2_4/auth HTTP/1.1
Content-Type: application/x-www-form-urlencoded

client_id={{sevenrooms_client_id}}&client_secret={{sevenrooms_client_secret}}
"""
)
la(
    """HTTP/1.1 200 OK
Content-Type: application/json

{"status":200,"data":{"results":[{"id":"{0}","venue_id":"ahNzfnNldmVucm9vbXMtc2VjdXJlchwLEg9uaWdodGxvb3BfVmVudWUYgIDgq5{1}","reference_code":"{2}","max_guests":4}]}}
""",
    r(40, ALNUM),
    r(10, ALNUM),
    r(10, UPPER_NUM),
)
la(
    """$ http GET 'https://api.resy.com/4/venue?id=58326' 'Authorization:ResyAPI api_key="$RESY_API_KEY"' 'X-Resy-Auth-Token:$RESY_AUTH_TOKEN'
HTTP/1.1 200 OK
{"id":{"resy":58326},"name":"Osteria del Lago","location":{"time_zone":"America/New_York"}}
"""
)
la(
    """# integrazione TheFork Manager — ristorante "Osteria del Lago" (Como)
# la chiave API sta nel vault (thefork/prod/api_key), qui solo il riferimento
thefork:
  base_url: https://api.thefork.com/manager/v1
  restaurant_uuid: {0}
  api_key: ${THEFORK_API_KEY}
""",
    uuid4(),
)
la(
    """Ciao Francesca, ti ho creato l'accesso al pannello prenotazioni:
https://prenota.osteriadellago.it/admin
utente: francesca.r
Ti arriva una mail con il link per impostare la password (scade in 24 ore). Prenotazione di prova: PRN-{0}.
""",
    r(8, UPPER_NUM),
)
# ---- events and ticketing
la(
    """eb = Eventbrite(os.environ["EVENTBRITE_PRIVATE_TOKEN"])
ev = eb.get_event("{0}")
print(ev["id"], ev["name"]["text"], ev["ticket_availability"]["has_available_tickets"])
# 1184422093571 Jazz on the Lake 2025 True
""",
    "1184422093571",
)
la(
    """EVENTBRITE_APP_KEY=
EVENTBRITE_CLIENT_SECRET=
EVENTBRITE_REDIRECT_URI=https://tix.lagohotels.com/oauth/eventbrite
EVENTBRITE_ORG_ID=2217640512183
# both keys: Eventbrite > Account Settings > Developer Links > API Keys (ask Sofia)
"""
)
la(
    """$ curl -s -u "$TICKET_TAILOR_KEY": "https://api.tickettailor.com/v1/orders?event_id=ev_4418207" | jq -r '.data[0] | .id, .txn_id'
or_{0}
txn_{1}
""",
    r(8, DIGITS),
    r(7, DIGITS),
)
la(
    """req["Authorization"] = "Token token=#{ENV.fetch('TITO_SECRET_TOKEN')}"
# ticket slug: ti_{0}  reference: {1}-1
""",
    r(20, ALNUM),
    r(4, UPPER_NUM),
)
la(
    """pretix_url: https://tickets.lagoevents.it
pretix_organizer: lago
pretix_event: jazz25
pretix_api_token: "{{ vault_pretix_api_token }}"
scanner_sync_cron: "*/2 * * * *"
"""
)
la(
    """$ curl -s -H "Authorization: Device $PRETIX_DEVICE_TOKEN" https://tickets.lagoevents.it/api/v1/device/info
{"device":{"unique_serial":"{0}","api_token":"<not returned>","name":"Gate B scanner","gate":{"id":3,"name":"Ingresso B"}},"server":{"version":{"pretix":"2025.2.0"}}}
""",
    r(16, UPPER_NUM),
)
la(
    """$ cat secrets/ticket-signing/jazz25.pub.pem
-----BEGIN PUBLIC KEY-----
{0}
-----END PUBLIC KEY-----
$ sha256sum secrets/ticket-signing/jazz25.pub.pem
{1}  secrets/ticket-signing/jazz25.pub.pem
""",
    base64.b64encode(bytes.fromhex("302a300506032b6570032100") + _rng.randbytes(32)).decode(),
    sha256(),
)
la(
    """172.31.9.44 - - [10/Mar/2025:21:19:41 +0000] "GET /partners/v1/events/vvG1zZ9pkeJ0tK/availability?apikey=[FILTERED]&channel=lagohotels HTTP/1.1" 200 1822 "-" "concierge-desk/3.2"
172.31.9.44 - - [10/Mar/2025:21:19:42 +0000] "GET /partners/v1/venues/KovZpZAEdFtJ?locale=it-it HTTP/1.1" 200 903 "-" "concierge-desk/3.2"
"""
)
la(
    """{
  "formatVersion": 1,
  "passTypeIdentifier": "pass.com.lagoevents.ticket",
  "teamIdentifier": "{0}",
  "serialNumber": "JAZZ25-{1}",
  "organizationName": "Lago Events",
  "barcodes": [{"format": "PKBarcodeFormatQR", "message": "JAZZ25-{1}", "messageEncoding": "iso-8859-1"}],
  "eventTicket": {"primaryFields": [{"key": "event", "label": "EVENT", "value": "Jazz on the Lake"}]}
}
""",
    r(10, UPPER_NUM),
    r(6, UPPER_NUM),
)
la(
    """Μαρία: Τα σκάνερ στην είσοδο Β ζητούν κωδικό σύζευξης
Κώστας: Θα τον δημιουργήσω από το panel και θα σου τον πω τηλεφωνικά. Ο σειριακός του πρώτου είναι {0}
Μαρία: Ok, περιμένω
""",
    r(16, UPPER_NUM),
)
la(
    """<managedAppConfiguration>
  <bundleId>eu.lagoevents.gate</bundleId>
  <dict>
    <string keyName="api_base">https://gate.lagoevents.it/v2</string>
    <string keyName="event_slug">jazz25</string>
    <string keyName="device_secret">$DEVICE_SECRET$</string>
    <integer keyName="offline_window_minutes">30</integer>
  </dict>
</managedAppConfiguration>
"""
)
la(
    """package ticket

var qrKey = mustKey(os.Getenv("TICKET_QR_KEY"))

// Example payload from the test fixtures: base32 of the first 10 bytes of the MAC.
const examplePayload = "ORD-{0}|B-14|{1}"
""",
    r(6, DIGITS),
    r(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
)
la(
    """DATABASES = {
    "default": env.db("DATABASE_URL", default="postgres://boxoffice_app@localhost:5432/boxoffice"),
}
# CONN_MAX_AGE tuned for pgbouncer in transaction mode
"""
)
la(
    """تذكرة #4472 — تدوير مفتاح Platinumlist
تم إنشاء مفتاح جديد وتخزينه في Key Vault باسم platinumlist-api-key (الإصدار {0}).
تم إلغاء المفتاح القديم. لا حاجة لأي تغيير في الكود.
""",
    r(32, HEX),
)
la(
    """$ kubectl -n tix exec deploy/tix-sync -- printenv | grep -i eventbrite
EVENTBRITE_ORG_ID=2217640512183
EVENTBRITE_PRIVATE_TOKEN_FILE=/var/run/secrets/eventbrite/token
EVENTBRITE_WEBHOOK_URL=https://tix.lagohotels.com/hooks/eventbrite
"""
)
# ---- loyalty and gift cards
la(
    """POST https://dc-eu1.givex.com:50104/ HTTP/1.1
Content-Type: application/json

{"jsonrpc":"2.0","id":"988202","method":"dc_994","params":["en","988202","{{givexUser}}","{{givexPassword}}","603628{0}","",""]}
""",
    r(13, DIGITS),
)
la(
    """HTTP/1.1 200 OK
Content-Type: application/json

{"jsonrpc":"2.0","id":"988201","result":["988201","0","{0}","83.50","","20250311","603628******{1}"]}
""",
    r(10, DIGITS),
    r(4, DIGITS),
)
la(
    """$ch = curl_init('https://api.loyverse.com/v1.0/receipts?limit=50');
curl_setopt_array($ch, [
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_HTTPHEADER => ['Authorization: Bearer ' . getenv('LOYVERSE_TOKEN')],
]);
// first receipt_number on the Lago Bar POS: 2-{0}
""",
    r(4, DIGITS),
)
la(
    """-- seed: migrations/2025_03_01_seed_gift_cards.sql  (synthetic test cards, PINs are hashed)
INSERT INTO gift_cards (card_number, pin_hash, balance_cents, currency, outlet_id) VALUES
  ('6036281{0}', '$argon2id$v=19$m=65536,t=3,p=4${1}${2}', 15000, 'EUR', 'lago-spa');
""",
    r(12, DIGITS),
    b64(16).rstrip("="),
    b64(32).rstrip("="),
)
la(
    """# Configurazione fedeltà (Como Sense) per le casse del bar
# la chiave API è nel gestore segreti (como/prod/api-key); ruotata il 3/3
COMO_API_KEY=${COMO_API_KEY}
COMO_BRANCH_ID=bar-piscina
COMO_POS_ID=CASSA-02
"""
)
la(
    """$ heroku config -a lago-giftcards
=== lago-giftcards Config Vars
GIFTCARD_PIN_AES_KEY:   (set, 44 chars; shown only with --reveal)
HEROKU_SLUG_COMMIT:     {0}
RAILS_ENV:              production
""",
    sha(),
)
la(
    """Mar 11 12:44:10 kiosk-lobby-02 giftcard-kiosk[1882]: WARN balance lookup failed, retrying: POST https://gc.lagohotels.com/api/balance card=603628********4471 pin=******** outlet=lago-spa status=502 req_id={0}
Mar 11 12:44:12 kiosk-lobby-02 giftcard-kiosk[1882]: INFO balance lookup ok card=603628********4471 balance=EUR 83.50
""",
    uuid4(),
)
# ---- scheduling
la(
    """SEVEN = httpx.Client(
    base_url="https://api.7shifts.com/v2",
    headers={"Authorization": f"Bearer {settings.SEVENSHIFTS_TOKEN}", "x-api-version": "2023-05-01"},
)
# company_id=118822 location_id=204455 department_id=311907
"""
)
la(
    """$ curl -s -H "Authorization: OAuth $DEPUTY_TOKEN" https://lagohotels.eu.deputy.com/api/v1/me | jq '{UserId, Company, Name}'
{
  "UserId": 412,
  "Company": 3,
  "Name": "Integration Bot"
}
"""
)
la(
    """POST /hooks/7shifts HTTP/1.1
Host: ops.lagohotels.com
Content-Type: application/json
x-hook-signature: {0}

{"event":"shift.updated","company_id":118822,"shift":{"id":{1},"user_id":902113,"start":"2025-03-12T16:00:00-04:00"}}
""",
    sha256(),
    pin(9),
)
la(
    """Καλημέρα Ελένη,
το ρολόι παρουσιών στην κουζίνα βγήκε από τη λειτουργία kiosk. Μην ψάξεις τον κωδικό διαχειριστή,
τον αλλάζω απόψε και θα τον βάλω στο 1Password (φάκελος "Κουζίνα"). Αριθμός συσκευής: DPK-{0}.
Δημήτρης
""",
    r(6, DIGITS),
)
# ---- IPTV and PBX
la(
    """; /etc/asterisk/sip.conf  (room phones, 5th floor) — secrets come from sip_secrets.conf (0600, not in git)
#include sip_secrets.conf

[5012](room-template)
callerid="Room 512" <5012>
mailbox=5012@rooms
"""
)
la(
    """<PmsInterface vendor="Mitel" model="MiVoice Business" version="9.4">
  <Link type="TCP" host="10.30.0.5" port="15000"/>
  <Auth user="HMSIFC" password="${MITEL_IFC_PASSWORD}"/>
  <Features roomStatus="true" messageWaiting="true" wakeUp="true"/>
</PmsInterface>
"""
)
la(
    """2025-03-11 07:00:02 FIAS -> PBX  GI|RN412|G#{0}|GNRossi Marco|GLIT|GV2|DA250311|TI070002|
2025-03-11 07:00:02 PBX  -> FIAS LA|DA250311|TI070002|
2025-03-11 07:00:05 FIAS -> TV   GI|RN412|G#{0}|GNRossi Marco|GLIT|
2025-03-11 07:14:40 PBX  -> FIAS PS|RN412|PTC|TA150|DD0039031884211|DU00:02:11|
""",
    r(6, DIGITS),
)
la(
    """procentric:
  server: http://10.50.0.10:8080/procentric
  admin_user: admin
  admin_password: !vault |
    $ANSIBLE_VAULT;1.1;AES256
    {0}
    {1}
  pms_interface: fias
""",
    r(64, "0123456789abcdef"),
    r(64, "0123456789abcdef"),
)
la(
    """{
  "lynkReach": {
    "server": "https://lynk-reach.lago.local",
    "siteCode": "LAGO-BER",
    "apiKey": "%LYNK_REACH_API_KEY%",
    "firmware": {"HG55AU800EE": "T-KTSHDEUC-1250.3", "sha1": "{0}"}
  }
}
""",
    sha(),
)
la(
    """محمد: شاشات الغرف في الطابق السادس لا تعرض اسم النزيل
ليلى: أعدت تشغيل خدمة Enseo، كلمة مرور الواجهة لم تتغير وهي محفوظة في الخزنة
محمد: ظهرت الرسالة في الغرفة 614، رقم الحجز {0}
""",
    r(9, DIGITS),
)
la(
    """lago-pbx*CLI> pjsip show endpoint 4101

 Endpoint:  4101/4101                                            Not in use    0 of inf
     InAuth:  4101-auth/4101
        Aor:  4101                                               1
      Contact:  4101/sip:4101@10.30.4.101:5060;ob          {0} Avail         12.044
"""
,
    r(10, HEX),
)
# ---- prose, runbooks, agent transcripts
la(
    """## Runbook: FIAS link down between OPERA and the PBX/TV bridge

1. RDP to IFC-01 (10.30.0.9) with your own admin account (LAGO\\adm-<you>); the shared `ifcadmin` login was disabled in INC-{0}.
2. Open IFC8 → check the link state of `PBX` and `TV`; both should show "LA" within 60s.
3. If not: restart the "OPERA IFC8 Controller" service.
""",
    r(6, DIGITS),
)
la(
    """{"type":"tool_use","id":"toolu_01Vb7kP3nX2cR8mQ4tLwZ6hJ","name":"bash","input":{"command":"curl -s 'https://api.cloudbeds.com/api/v1.2/getRooms?propertyIDs=298341' -H \\"Authorization: Bearer $CLOUDBEDS_TOKEN\\" | jq '.data[0].rooms | length'","description":"Count rooms"}}
{"type":"tool_result","tool_use_id":"toolu_01Vb7kP3nX2cR8mQ4tLwZ6hJ","content":"64"}
"""
)
la(
    """{"role":"tool","tool_call_id":"call_q7Rk2Zt9vW4m","content":"     1\\tSEVENROOMS_VENUE_GROUP_ID=ahNzfnNldmVucm9vbXMtc2VjdXJlchwLEg9uaWdodGxvb3BfVmVudWVHcm91cBiAgMDY\\n     2\\tSEVENROOMS_CLIENT_ID=\\n     3\\tSEVENROOMS_CLIENT_SECRET=\\n     4\\t# fill both from 1Password: SevenRooms API (prod)\\n"}
"""
)
la(
    """Rotation note (PMS integrations, Q1):
- Mews AccessToken for the guest app: regenerated in Mews Marketplace, new value in vault kv/mews/guestapp, old one revoked at 02:00.
- Toast machine client secret: rotated by Toast support (case {0}); restart toast-sync after the vault agent reloads.
- Cloudbeds API key: unchanged, expires 2025-09-30.
Nobody should paste these into Slack or tickets; link the vault path instead.
""",
    r(8, DIGITS),
)
la(
    """func main() {
	dsn := os.Getenv("CHANMGR_DATABASE_URL") // postgres://chanmgr@pg-chanmgr.internal:5432/channels?sslmode=require, password via PGPASSFILE
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		log.Fatalf("open: %v", err)
	}
	ari.RunPushLoop(db, ari.Options{Interval: 30 * time.Second})
}
"""
)
la(
    """[10:02] Luca: mi mandi la password del wifi della sala congressi?
[10:03] Chiara: la trovi stampata sul cartoncino sul leggio, cambia ogni evento. SSID: LAGO-CONGRESSI-{0}
[10:04] Luca: trovata 👍
""",
    r(2, DIGITS),
)


assert len(SECRETS) == 100, len(SECRETS)
assert len(LOOK_ALIKES) == 100, len(LOOK_ALIKES)
for _kind, _text, _secret in SECRETS:
    assert isinstance(_kind, str) and _kind.count("/") == 1, _kind
    assert all(_kind.split("/")), _kind
    for _piece in _secret if isinstance(_secret, tuple) else (_secret,):
        assert _piece and _piece in _text, (_kind, _piece)
_texts = [t for _, t, _ in SECRETS] + LOOK_ALIKES
assert len(set(_texts)) == len(_texts), "duplicate texts"
