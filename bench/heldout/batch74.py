r"""Held-out batch 74: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, for the batch format; (2)
the first 130 lines of bench/heldout/batch19.py, its docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la; (3) a grep of the Theme paragraphs
of the earlier batches (lines starting with Theme and the twelve lines after each), so that
this batch repeats none of their texts; (4) a grep of the kind names earlier batches pass to
add and add_split. No rule, code, doc, test, bench script or result of the filter was
opened, and the filter was never run.

Theme: the same theme as batch 68, written afresh by a different writer (as batch 29
was to batch 28): hospitality, events, ticketing and travel booking software as a coding agent's
session holds it, every kind under the "hosp/" prefix. Hotel property-management systems
and their APIs (Oracle OPERA Cloud through OHIP token calls and integration users, OPERA
OXI and on-premise database strings, Mews Connector token pairs, Cloudbeds keys and refresh
tokens, Apaleo identity clients, protel Air, RMS Cloud), vacation-rental PMS and channel
tools (Guesty, Hostaway, Beds24, Lodgify, Smoobu, Channex), channel managers and revenue
systems (SiteMinder, RateGain, IDeaS, Duetto, Revinate), booking engines and OTA
connectivity (Booking.com, Expedia Rapid signatures, Hotelbeds signatures, Airbnb, Google
Hotel Center feeds), restaurant POS, reservations and ordering (Toast, Lightspeed
K-series, Oracle Simphony, SevenRooms, OpenTable, Resy, Deliverect, Uber Eats), kitchen
display and self-service kiosk configs, ticketing and events (Eventbrite, Ticket Tailor,
pretix with pretix.cfg and device provisioning, Tito, Ticketmaster, SeatGeek, Cvent,
check-in scanner apps, Apple and Google Wallet pass signing, ticket QR signing keys, venue
Wi-Fi captive portals), GDS and airline APIs (Amadeus Self-Service and Enterprise, Sabre
EPR credentials and REST tokens, Duffel live tokens and webhook secrets, Kiwi Tequila, NDC
gateways), car rental and tour operators (CarTrawler OTA XML, Viator, GetYourGuide,
Bokun, Rezdy, FareHarbor), door-lock encoders (Salto, Vostio, Onity), loyalty programs
(Talon.One, Antavo). Texts are config files (.env, YAML, JSON, TOML, INI, XML,
properties), shell sessions with output, webhook payloads, logs, code in Python, PHP,
TypeScript, C# and Kotlin, SQL, HTTP exchanges, agent tool-call JSON, tickets and chat
handovers, with prose in English, Italian, Greek and Japanese. Secrets are random vendor-
shaped tokens, signing secrets, private keys and human-chosen passwords, in assignments,
flags, headers, URLs, XML attributes, JSON and prose, some split across lines or messages.
Look-alikes are the same files and commands holding env references, placeholders, masked
values, booking references, PNRs, confirmation numbers, property ids, rate codes, room
numbers, ticket barcodes, order ids, public keys, hashes and prose about rotation.
Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(74_2026_12_07)
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
    "laguna", "piazza", "limone", "vesuvio", "gondola", "cupola", "tramonto", "gelato",
    "thalassa", "meltemi", "kalimera", "santorini", "olympos", "agora", "kastro",
    "sakura", "ryokan", "onsen", "momiji", "fuji", "yukata", "tsubaki",
    "harbor", "lobby", "concierge", "suite", "bellhop", "terrace", "marina", "pool",
]
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def cap(w: str) -> str:
    return w[0].upper() + w[1:]


def leet(w: str) -> str:
    return "".join(LEET.get(c, c) if _rng.random() < 0.6 else c for c in w)


def hpw() -> str:
    """A human-chosen password: words, leetspeak, years, digits and a symbol."""
    style = _rng.randrange(5)
    a, b = _rng.sample(WORDS, 2)
    sym = _rng.choice("!#$%*@?+")
    if style == 0:
        return cap(a) + sym + cap(b) + str(_rng.randrange(2015, 2027))
    if style == 1:
        return cap(leet(a)) + sym + r(2, DIGITS)
    if style == 2:
        return a + "-" + b + "-" + _rng.choice(WORDS) + "-" + r(1, DIGITS)
    if style == 3:
        return cap(a) + r(3, DIGITS) + sym + cap(leet(b))
    return leet(a).upper()[:3] + cap(b) + r(4, DIGITS) + sym


def phrase() -> str:
    return " ".join(_rng.sample(WORDS, 4))


def hx(n: int) -> str:
    return r(n, HEX)


def pem(label: str, n_bytes: int) -> str:
    body = b64(n_bytes)
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN " + label + "-----\n" + "\n".join(lines) + "\n-----END " + label + "-----"


def pnr() -> str:
    return r(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")


def duffel(live: bool = True) -> str:
    return ("duffel_live_" if live else "duffel_test_") + r(43, URLSAFE)


def mews() -> str:
    return r(32, UPPER_HEX) + "-" + r(31, UPPER_HEX)


# ============================================================ secrets
add("hosp/ohip_token_curl_basic_userinfo", """$ curl -sS -X POST "https://mtu1-uat.hospitality-api.us-ashburn-1.ocs.oraclecloud.com/oauth/v1/tokens" \\
    -H "Content-Type: application/x-www-form-urlencoded" \\
    -H "x-app-key: {2}" \\
    -H "enterpriseId: LAGUNAHTL" \\
    -u "LAGUNA_Client:{0}" \\
    -d "grant_type=client_credentials&scope=urn:opc:hgbu:ws:__myscopes__"
{"access_token":"eyJ4NXQjUzI1NiI6...","token_type":"Bearer","expires_in":3600}""", r(32, ALNUM) + "-" + r(6, ALNUM), "LAGUNAHTL", uuid4())

add("hosp/opera_integration_user_password_toolcall", """{"type":"tool_use","id":"toolu_01{1}","name":"bash","input":{"command":"python scripts/ohip_smoke.py --hotel VCE01 --user OHIP_INT_VCE --password '{0}' --chain LAGUNA","description":"Smoke-test OHIP reservation search on UAT"}}""", hpw(), r(22, ALNUM))

_mc, _ma = mews(), mews()
add_split("hosp/mews_connector_token_pair_python", """# sync/mews_client.py
import httpx

MEWS_BASE = "https://api.mews.com/api/connector/v1"
CLIENT_TOKEN = "{0}"
ACCESS_TOKEN = "{1}"

def get_reservations(start, end):
    body = {
        "ClientToken": CLIENT_TOKEN,
        "AccessToken": ACCESS_TOKEN,
        "Client": "LagunaSync 2.4.1",
        "UpdatedUtc": {"StartUtc": start, "EndUtc": end},
        "Limitation": {"Count": 500},
    }
    return httpx.post(f"{MEWS_BASE}/reservations/getAll/2023-06-06", json=body).json()
""", _mc, _ma)

add("hosp/cloudbeds_api_key_dotenv", """# .env.production  (booking-sync worker)
APP_ENV=production
CLOUDBEDS_PROPERTY_ID=218734
CLOUDBEDS_API_KEY={0}
CLOUDBEDS_WEBHOOK_URL=https://sync.villamarina.it/hooks/cloudbeds
LOG_LEVEL=info""", "cbat_" + r(32, ALNUM))

add("hosp/apaleo_identity_client_ts", """// src/pms/apaleo.ts
import { ClientCredentials } from 'simple-oauth2';

const apaleo = new ClientCredentials({
  client: {
    id: 'KSTR-SP-RATESYNC',
    secret: '{0}',
  },
  auth: {
    tokenHost: 'https://identity.apaleo.com',
    tokenPath: '/connect/token',
  },
});

export async function apaleoToken(): Promise<string> {
  const t = await apaleo.getToken({ scope: 'reservations.read availability.manage' });
  return t.token.access_token as string;
}""", r(40, ALNUM))

add("hosp/siteminder_pmsxchange_password_debuglog", """2026-03-14 06:02:11,418 DEBUG [pmsx-poller] >>> POST https://pmsx.siteminder.com/pmsxchange/services/OLYMPOS
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">
  <soapenv:Header>
    <wsse:Security soapenv:mustUnderstand="1" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
      <wsse:UsernameToken>
        <wsse:Username>olympos_pms</wsse:Username>
        <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">{0}</wsse:Password>
      </wsse:UsernameToken>
    </wsse:Security>
  </soapenv:Header>
  <soapenv:Body><OTA_ReadRQ Version="1.0" EchoToken="{1}"/></soapenv:Body>
</soapenv:Envelope>""", pw(), uuid4())

add("hosp/rategain_api_key_yaml", """# config/channels.yml
rategain:
  enabled: true
  endpoint: https://rezgain-api.rategain.com/v2
  hotel_code: "ITVCE0412"
  api_key: "{0}"
  push_rates_every: 15m
  rate_plans: [BAR, BB_FLEX, NRF_ADV14]""", r(48, LOWER_NUM))

add("hosp/booking_com_machine_account_php", """<?php
// app/Channels/BookingCom/Client.php
namespace App\\Channels\\BookingCom;

final class Client
{
    private const ENDPOINT = 'https://supply-xml.booking.com/hotels/ota/OTA_HotelAvailNotif';

    public function __construct(
        private string $user = 'sakura_onsen_machine',
        private string $pass = '{0}',
    ) {}

    public function push(string $xml): string
    {
        $ch = curl_init(self::ENDPOINT);
        curl_setopt($ch, CURLOPT_USERPWD, $this->user . ':' . $this->pass);
        curl_setopt($ch, CURLOPT_POSTFIELDS, $xml);
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        return curl_exec($ch);
    }
}""", pw())

add("hosp/expedia_rapid_shared_secret_kotlin", """// rapid/Signature.kt
package it.tramonto.rapid

import java.security.MessageDigest

object RapidAuth {
    private const val API_KEY = "{1}"
    private const val SHARED_SECRET = "{0}"

    fun header(): String {
        val ts = System.currentTimeMillis() / 1000
        val raw = API_KEY + SHARED_SECRET + ts
        val sig = MessageDigest.getInstance("SHA-512").digest(raw.toByteArray())
            .joinToString("") { "%02x".format(it) }
        return "EAN apikey=$API_KEY,signature=$sig,timestamp=$ts"
    }
}""", r(14, ALNUM), r(26, LOWER_NUM))

add("hosp/amadeus_selfservice_secret_env", """AMADEUS_HOSTNAME=production
AMADEUS_CLIENT_ID={1}
AMADEUS_CLIENT_SECRET={0}
AMADEUS_LOG_LEVEL=warn
# travel-search service, owner: @giulia.r""", r(16, ALNUM), r(32, ALNUM))

add("hosp/amadeus_token_response_output", """$ http --form POST https://api.amadeus.com/v1/security/oauth2/token grant_type=client_credentials client_id=$AMADEUS_CLIENT_ID client_secret=$AMADEUS_CLIENT_SECRET
HTTP/1.1 200 OK
Content-Type: application/json

{
    "type": "amadeusOAuth2Token",
    "username": "ops@kastrotravel.gr",
    "application_name": "kastro-fares",
    "client_id": "{1}",
    "token_type": "Bearer",
    "access_token": "{0}",
    "expires_in": 1799,
    "state": "approved",
    "scope": ""
}""", r(28, ALNUM), r(32, ALNUM))

add("hosp/sabre_epr_password_italian_chat", """[09:41] Marco Bellini: per i test Sabre CERT usa l'EPR 7971 sul PCC X4QK, dominio AA
[09:42] Marco Bellini: la password dell'EPR è {0} (scade tra 90 giorni, non metterla nel repo)
[09:42] Chiara D.: ok, la metto in Vault sotto sabre/cert/epr
[09:44] Marco Bellini: ricorda che va codificata base64 due volte per il token V1""", hpw())

add("hosp/duffel_live_token_http_request", """POST /air/offer_requests?return_offers=false HTTP/1.1
Host: api.duffel.com
Accept: application/json
Content-Type: application/json
Duffel-Version: v2
Authorization: Bearer {0}

{"data":{"slices":[{"origin":"ATH","destination":"HND","departure_date":"2026-05-02"}],"passengers":[{"type":"adult"}],"cabin_class":"economy"}}""", duffel())

add("hosp/duffel_webhook_secret_csharp", """// Webhooks/DuffelSignatureVerifier.cs
public sealed class DuffelSignatureVerifier
{
    // TODO move to Key Vault before go-live
    private static readonly byte[] Secret = Encoding.UTF8.GetBytes("{0}");

    public bool Verify(string body, string header)
    {
        var parts = header.Split(',').Select(p => p.Split('=')).ToDictionary(p => p[0], p => p[1]);
        using var hmac = new HMACSHA256(Secret);
        var sig = hmac.ComputeHash(Encoding.UTF8.GetBytes(parts["t"] + "." + body));
        return Convert.ToHexString(sig).ToLowerInvariant() == parts["v1"];
    }
}""", b64url(24))

add("hosp/eventbrite_private_token_query", """$ curl -s "https://www.eventbriteapi.com/v3/organizations/{1}/events/?status=live&token={0}" | jq '.events[].name.text'
"Notte Bianca Jazz — Terrazza Cupola"
"Degustazione Vini dell'Etna"
"Capodanno 2027 al Molo" """, r(20, UPPER_NUM), r(12, DIGITS))

add("hosp/eventbrite_oauth_secret_django_settings", """# settings/base.py
SOCIAL_AUTH_EVENTBRITE_KEY = "{1}"
SOCIAL_AUTH_EVENTBRITE_SECRET = "{0}"
SOCIAL_AUTH_EVENTBRITE_SCOPE = []
EVENTS_SYNC_INTERVAL = 300  # seconds
TIME_ZONE = "Europe/Rome"
""", r(50, UPPER_NUM), r(18, UPPER_NUM))

add("hosp/ticket_tailor_key_basic_curl", """$ curl -s -u {0}: https://api.tickettailor.com/v1/orders?event_id=ev_4418273 -H 'Accept: application/json' | jq '.data | length'
87""", "sk_" + r(4, DIGITS) + "_" + r(6, DIGITS) + "_" + r(32, HEX))

add("hosp/pretix_api_token_header_python", """import requests

PRETIX = "https://tickets.festival-agora.gr/api/v1"
HEADERS = {"Authorization": "Token {0}"}

r = requests.get(f"{PRETIX}/organizers/agora/events/summer26/orders/", headers=HEADERS, params={"status": "p"})
r.raise_for_status()
for order in r.json()["results"]:
    print(order["code"], order["email"], order["total"])""", r(64, LOWER_NUM))

add("hosp/pretix_cfg_database_password", """; /etc/pretix/pretix.cfg
[pretix]
instance_name=Biglietteria Teatro La Cupola
url=https://biglietti.teatrocupola.it
currency=EUR
datadir=/var/pretix/data

[database]
backend=postgresql
name=pretix
user=pretix
password={0}
host=db.internal

[mail]
from=biglietteria@teatrocupola.it
host=localhost""", hpw())

add("hosp/tito_admin_token_ts", """// scripts/export-tito-attendees.ts
const TITO_TOKEN = '{0}';
const account = 'olympos-conf';
const event = 'ocf-2026';

const res = await fetch(`https://api.tito.io/v3/${account}/${event}/tickets?page[size]=1000`, {
  headers: { Authorization: `Token token=${TITO_TOKEN}`, Accept: 'application/json' },
});
console.log((await res.json()).tickets.length, 'tickets');""", "secret_live_" + r(20, ALNUM))

add("hosp/pretix_device_provision_json", """$ cat /sdcard/Android/data/eu.pretix.pretixscan.droid/files/device.json
{
  "organizer": "teatro-cupola",
  "device_id": 14,
  "unique_serial": "{1}",
  "api_token": "{0}",
  "name": "Ingresso Platea 2",
  "gate": "Platea",
  "hardware_brand": "Zebra",
  "hardware_model": "TC21"
}""", r(64, LOWER_NUM), r(16, UPPER_NUM))

add("hosp/captive_portal_cloud4wi_secret_json", """{
  "venue": "Hotel Thalassa Mykonos",
  "splash": {
    "provider": "cloud4wi",
    "api_key": "{1}",
    "api_secret": "{0}",
    "redirect_after_login": "https://thalassamykonos.gr/welcome"
  },
  "walled_garden": ["*.cloud4wi.com", "thalassamykonos.gr"],
  "session_timeout_min": 1440
}""", r(40, HEX), r(24, LOWER_NUM))

add("hosp/venue_wifi_psk_japanese_chat", """[2026/04/03 14:12] 佐藤: 明日の展示会場のスタッフ用Wi-Fi、SSIDは MOMIJI-HALL-STAFF です
[2026/04/03 14:13] 佐藤: パスワードは {0} 、受付スキャナーもこれに繋いでください
[2026/04/03 14:15] 田中: 了解です。来場者用はキャプティブポータルの方ですね""", hpw())

add("hosp/toast_machine_client_login_body", """// tool_result: read_file("toast/auth-request.json")
{
  "clientId": "{1}",
  "clientSecret": "{0}",
  "userAccessType": "TOAST_MACHINE_CLIENT"
}""", r(64, ALNUM), r(32, ALNUM))

add("hosp/lightspeed_kseries_refresh_token_log", """2026-02-27T22:10:04.551Z info  [ls-k] refreshing token for business 43120 (Trattoria Tramonto)
2026-02-27T22:10:04.552Z debug [ls-k] POST https://api.ikentoo.com/oauth/token grant_type=refresh_token refresh_token={0} client_id=tramonto-kds
2026-02-27T22:10:04.913Z info  [ls-k] token refreshed, expires in 3600s""", uuid4().replace("-", "") + r(16, HEX))

add("hosp/sevenrooms_client_secret_env", """SEVENROOMS_VENUE_GROUP_ID=ahNzfnNldmVucm9vbXMtc2VjdXJlchwLEg9uaWdodGxvb3BfVmVudWVHcm91cBiAgPDy
SEVENROOMS_CLIENT_ID=laguna-group-crm
SEVENROOMS_CLIENT_SECRET={0}
SEVENROOMS_BASE=https://api.sevenrooms.com/2_4""", r(96, HEX))

add("hosp/opentable_partner_secret_yaml", """opentable:
  environment: production
  partner_id: 7742
  oauth:
    token_url: https://oauth.opentable.com/api/v2/oauth/token
    client_id: ot-gelato-partner
    client_secret: {0}
  sync:
    restaurants: [118294, 118295]""", r(36, ALNUM))

add_split("hosp/resy_api_key_and_auth_token_curl", """$ curl -s 'https://api.resy.com/4/find?lat=0&long=0&day=2026-06-12&party_size=2&venue_id=58326' \\
  -H 'Authorization: ResyAPI api_key="{0}"' \\
  -H 'X-Resy-Auth-Token: {1}' | jq '.results.venues[0].slots | length'
14""", r(32, ALNUM), jwt({"exp": 1781000000, "data": {"guest_id": 88213401}}))

add("hosp/fresh_kds_cloud_key_ini", """# C:/ProgramData/KDS/station.ini
[station]
name=GRILL-1
mode=expo_bump
font_scale=1.3

[cloud]
location_id=LOC-00912
api_key={0}
sync_url=https://kds.cloud.example-pos.io/v1""", r(44, URLSAFE))

add("hosp/kiosk_remote_admin_password_properties", """# /opt/kiosk/app/config/kiosk.properties
kiosk.id=LOBBY-K02
kiosk.property=HTL-SAKURA-KYOTO
kiosk.locale.default=ja_JP
kiosk.locale.fallback=en_US
kiosk.checkin.enabled=true
kiosk.keycard.encoder=salto
kiosk.admin.user=frontdesk
kiosk.admin.password={0}
kiosk.idle.timeout.seconds=90""", hpw())

add("hosp/salto_ship_password_xml", """<!-- C:/Salto/ProAccess/SHIP/ship.config -->
<ShipSettings>
  <Server host="10.20.0.15" port="8100" protocol="TCP" />
  <Authentication mode="Basic" user="pms_ship" password="{0}" />
  <Encoders>
    <Encoder id="ENC-RECEPTION-1" address="10.20.0.41" />
    <Encoder id="ENC-RECEPTION-2" address="10.20.0.42" />
  </Encoders>
</ShipSettings>""", pw())

add("hosp/vostio_api_key_csharp", """// KeyCards/VostioOptions.cs  — appsettings fallback used when running locally
public class VostioOptions
{
    public string BaseUrl { get; set; } = "https://api.vostio.assaabloy.com/v1";
    public string SiteId { get; set; } = "{1}";
    public string ApiKey { get; set; } = "{0}";
    public int EncoderTimeoutSeconds { get; set; } = 20;
}""", r(48, ALNUM), uuid4())

add("hosp/talon_one_api_key_header", """POST /v2/customer_sessions/sess-88213 HTTP/1.1
Host: laguna-loyalty.europe-west1.talon.one
Authorization: ApiKey-v1 {0}
Content-Type: application/json

{"customerSession":{"profileId":"GUEST-0049123","state":"closed","cartItems":[{"name":"Suite 2 notti","sku":"STE-2N","quantity":1,"price":780}]}}""", r(64, HEX))

add("hosp/antavo_api_secret_python", """# loyalty/antavo.py
ANTAVO_REGION = "st2"
ANTAVO_API_KEY = "{1}"
ANTAVO_API_SECRET = "{0}"

def sign(payload: bytes, ts: str) -> str:
    return hmac.new(ANTAVO_API_SECRET.encode(), ts.encode() + payload, hashlib.sha256).hexdigest()""", r(40, ALNUM), r(20, UPPER_NUM))

add("hosp/cartrawler_ota_requestor_password", """<OTA_VehAvailRateRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.005" Target="Production">
  <POS>
    <Source ISOCurrency="EUR">
      <RequestorID Type="16" ID="{1}" ID_Context="CARTRAWLER" MessagePassword="{0}"/>
    </Source>
  </POS>
  <VehAvailRQCore Status="Available">
    <VehRentalCore PickUpDateTime="2026-07-01T10:00:00" ReturnDateTime="2026-07-08T10:00:00">
      <PickUpLocation CodeContext="IATA" LocationCode="JTR"/>
    </VehRentalCore>
  </VehAvailRQCore>
</OTA_VehAvailRateRQ>""", pw(), r(6, DIGITS))

add("hosp/viator_exp_api_key_header", """$ curl -s -X POST https://api.viator.com/partner/products/search \\
  -H 'exp-api-key: {0}' \\
  -H 'Accept-Language: it-IT' \\
  -H 'Accept: application/json;version=2.0' \\
  -d '{"filtering":{"destination":"511"},"currency":"EUR"}' | jq '.totalCount'
342""", uuid4())

add("hosp/getyourguide_supplier_basic_url", """# supplier-webhook/.env
GYG_SUPPLIER_ID=428817
GYG_API_URL=https://gyg_kastro_tours:{0}@supplier-api.getyourguide.com/1/
PORT=8080""", pw())

add("hosp/bokun_secret_key_hmac_ts", """// bokun/signer.ts
const ACCESS_KEY = 'e1a9f3c0b7d24e6a';
const SECRET_KEY = '{0}';

export function bokunHeaders(method: string, path: string) {
  const date = new Date().toISOString().replace('T', ' ').slice(0, 19);
  const sig = createHmac('sha1', SECRET_KEY).update(date + ACCESS_KEY + method + path).digest('base64');
  return { 'X-Bokun-Date': date, 'X-Bokun-AccessKey': ACCESS_KEY, 'X-Bokun-Signature': sig };
}""", r(32, HEX))

add("hosp/rezdy_apikey_query_log", """[2026-05-19 07:00:01] cron.INFO: Rezdy availability import started
[2026-05-19 07:00:02] http.DEBUG: GET https://api.rezdy.com/v1/availability?productCode=PJ4RT2&startTimeLocal=2026-05-19&apiKey={0} 200 (311 ms)
[2026-05-19 07:00:02] cron.INFO: 28 sessions imported""", r(32, HEX))

add_split("hosp/fareharbor_app_user_key_pair", """# fareharbor.toml
[api]
base = "https://fareharbor.com/api/external/v1"
app_key = "{0}"
user_key = "{1}"
company = "santorini-sailing"
""", uuid4(), uuid4())

add("hosp/hotelbeds_signature_secret_python", """import hashlib, time, requests

API_KEY = "{1}"
SECRET = "{0}"

def hb_headers():
    sig = hashlib.sha256(f"{API_KEY}{SECRET}{int(time.time())}".encode()).hexdigest()
    return {"Api-key": API_KEY, "X-Signature": sig, "Accept": "application/json"}

resp = requests.get("https://api.hotelbeds.com/hotel-content-api/1.0/hotels?destinationCode=ATH", headers=hb_headers())""", r(10, LOWER_NUM), r(32, LOWER_NUM))

add_split("hosp/cloudbeds_token_state_file", """$ cat ~/.config/cb-sync/tokens.json
{
  "property_id": "311402",
  "access_token": "{1}",
  "refresh_token": "{0}",
  "expires_at": "2026-03-02T11:17:40Z"
}""", r(86, ALNUM), r(40, ALNUM))

add("hosp/opera_oxi_password_greek_ticket", """Αίτημα #4471 — Διασύνδεση OXI με το νέο CRM
Ο χρήστης διεπαφής είναι OXI_CRM_ATH και ο κωδικός του {0}.
Παρακαλώ ρυθμίστε το interface στο OPERA 5 (Resort ATHKAS) και επιβεβαιώστε όταν περάσουν οι πρώτες κρατήσεις.
— Νίκος, IT ξενοδοχείου""", hpw())

add("hosp/booking_engine_mail_password_env", """# booking-engine/.env
APP_URL=https://book.hoteltsubaki.jp
MAIL_MAILER=smtp
MAIL_HOST=smtp.sendgrid.net
MAIL_PORT=587
MAIL_USERNAME=apikey
MAIL_PASSWORD={0}
MAIL_FROM_ADDRESS=reservations@hoteltsubaki.jp""", "SG." + r(22, URLSAFE) + "." + r(43, URLSAFE))

add("hosp/booking_engine_stripe_secret_yaml", """payments:
  provider: stripe
  publishable_key: pk_live_{1}
  secret_key: {0}
  capture: manual   # deposit captured at check-in
  statement_descriptor: VILLA MARINA""", "sk_live_" + r(99, ALNUM), r(99, ALNUM))

add("hosp/pms_sync_worker_database_url", """$ docker compose exec worker env | grep -i database
DATABASE_URL=postgres://pms_sync:{0}@pg-pms.internal:5432/pms_sync?sslmode=require
DATABASE_POOL=10""", pw())

add("hosp/ticket_queue_redis_password_kotlin", """// src/main/kotlin/tickets/QueueConfig.kt
@Configuration
class QueueConfig {
    @Bean
    fun redis(): LettuceConnectionFactory {
        val cfg = RedisStandaloneConfiguration("redis-tickets.internal", 6379)
        cfg.setPassword(RedisPassword.of("{0}"))
        return LettuceConnectionFactory(cfg)
    }
}""", hpw())

add("hosp/ticket_qr_ed25519_private_key", """# secrets/ticket-signing.pem  (offline check-in verification; public half is in the scanner app)
{0}""", pem("PRIVATE KEY", 48))

add("hosp/wallet_pass_p12_password_shell", """$ openssl pkcs12 -in passes/pass.it.laguna.events.p12 -clcerts -nokeys -out passcert.pem -passin pass:{0}
$ openssl pkcs12 -in passes/pass.it.laguna.events.p12 -nocerts -out passkey.pem -passin pass:{0} -passout pass:{0}
MAC verified OK""", hpw().replace("!", "_").replace("$", "_").replace("?", "_").replace("*", "_"))

add("hosp/google_wallet_service_account_key", """{
  "type": "service_account",
  "project_id": "olympos-tickets-wallet",
  "private_key_id": "{1}",
  "private_key": "{0}",
  "client_email": "wallet-issuer@olympos-tickets-wallet.iam.gserviceaccount.com",
  "client_id": "104882716630218834471"
}""", pem("PRIVATE KEY", 160).replace("\n", "\\n"), hx(40))

add("hosp/sabre_rest_token_response", """> POST https://api.cert.platform.sabre.com/v2/auth/token
< 200 OK
< {"access_token":"{0}","token_type":"bearer","expires_in":604800}""", "T1RLAQ" + r(160, URLSAFE))

add("hosp/amadeus_wsap_password_properties", """# amadeus-ws.properties
amadeus.wsap=1ASIWKASTRO
amadeus.endpoint=https://nodeD1.production.webservices.amadeus.com/1ASIWKASTRO
amadeus.office.id=ATHG12345
amadeus.originator=WSKASTRO
amadeus.password={0}
amadeus.session.stateful=true""", pw())

add("hosp/ndc_gateway_api_key_italian_readme", """## Ambiente di test NDC

Per provare le offerte NDC in locale serve la chiave del gateway (non quella di produzione):

```
export NDC_GATEWAY_KEY={0}
npm run ndc:smoke -- --origin FCO --dest ATH
```

La chiave di produzione la trovi in 1Password, cassaforte "Voli".""", r(40, ALNUM))

add("hosp/kiwi_tequila_apikey_header", """GET /v2/search?fly_from=NRT&fly_to=ATH&date_from=01/06/2026&date_to=10/06/2026&curr=EUR HTTP/1.1
Host: api.tequila.kiwi.com
apikey: {0}
Accept: application/json""", r(32, URLSAFE))

add_split("hosp/siteminder_password_split_messages", """Luca 10:02  ciao, le credenziali SiteMinder per Villa Limone: utente villalimone_api
Luca 10:02  password prima parte {0}
Luca 10:03  seconda parte {1} (attaccate, senza spazi)
Sara 10:05  grazie, funziona, le sposto nel vault""", r(7, ALNUM), r(7, ALNUM))

add("hosp/rategain_sftp_password_lftp", """$ lftp -u rg_tsubaki_feed,'{0}' sftp://sftp.rategain.com -e "cd outbound/ari; mirror --only-newer . /srv/rategain/ari; bye"
Total: 1 directory, 6 files, 0 symlinks
New: 6 files, 0 symlinks""", pw())

add("hosp/channex_user_api_key_header", """$ http GET https://app.channex.io/api/v1/properties 'user-api-key:{0}' | jq '.data[].attributes.title'
"Kastro Suites Nafplio"
"Kastro Suites Monemvasia" """, r(44, ALNUM))

add("hosp/guesty_client_secret_json_toolcall", """{"tool":"write_file","path":"integrations/guesty/credentials.local.json","content":"{\\n  \\"client_id\\": \\"0oa{1}\\",\\n  \\"client_secret\\": \\"{0}\\",\\n  \\"token_url\\": \\"https://open-api.guesty.com/oauth2/token\\"\\n}\\n"}""", r(64, URLSAFE), r(17, ALNUM))

add("hosp/lodgify_x_apikey_csharp", """var http = new HttpClient { BaseAddress = new Uri("https://api.lodgify.com/") };
http.DefaultRequestHeaders.Add("X-ApiKey", "{0}");
var props = await http.GetFromJsonAsync<List<Property>>("v2/properties?includeCount=true");
Console.WriteLine($"{props.Count} properties");""", b64(48))

add("hosp/smoobu_api_key_greek_note", """Σημείωση για το sync του Smoobu:
Το API key του λογαριασμού της βίλας είναι {0}
Το έβαλα προσωρινά στο cron του server, θα το μεταφέρουμε στο .env αύριο.""", r(32, ALNUM))

add("hosp/deliverect_client_secret_yaml", """deliverect:
  audience: https://api.deliverect.com
  client_id: {1}
  client_secret: {0}
  channel_link_ids:
    tramonto_centro: 64f1c8a2e9b0a31d2c7e4f10""", r(64, ALNUM), r(24, ALNUM))

add("hosp/ubereats_client_secret_shell_history", """  412  cd ~/src/kds-bridge
  413  export UBER_CLIENT_ID={1}
  414  export UBER_CLIENT_SECRET={0}
  415  python bridge.py --store 9c1a47e2 --dry-run
  416  git status""", r(40, URLSAFE), r(32, URLSAFE))

add("hosp/seatgeek_client_secret_url_log", """127.0.0.1 - - [12/Jun/2026:18:22:41 +0000] "GET /events?venue.id=2731&client_id={1}&client_secret={0} HTTP/1.1" 200 18422 "-" "python-requests/2.32.3" """, r(64, HEX), r(32, ALNUM))

add("hosp/cvent_client_secret_csharp_config", """{
  "Cvent": {
    "Region": "eur",
    "ClientId": "{1}",
    "ClientSecret": "{0}",
    "EventIds": [ "9f7a5c1e-2b4d-4f60-8e3a-0c6b2d9e1f47" ]
  },
  "Logging": { "LogLevel": { "Default": "Information" } }
}""", r(48, ALNUM), r(26, LOWER_NUM))

add("hosp/checkin_app_admin_password_japanese", """受付アプリ(チェックイン用iPad)の管理者メニューに入るには、右上を5回タップしてパスワード「{0}」を入力してください。
イベント終了後はこのメモを削除すること。""", hpw())

add("hosp/kiosk_autologon_password_reg", r"""Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon]
"AutoAdminLogon"="1"
"DefaultUserName"="kiosk"
"DefaultDomainName"="LOBBY-K01"
"DefaultPassword"="{0}"
"Shell"="C:\\Kiosk\\SelfCheckin.exe" """, hpw())

add("hosp/simphony_sts_password_xml", """<SimphonyPosApi_ClientConfig>
  <Endpoint>https://sts.gelato-group.local:8080/EGateway/SimphonyPosApiWeb.asmx</Endpoint>
  <RevenueCenter>12</RevenueCenter>
  <EmployeeObjectNum>9001</EmployeeObjectNum>
  <Credentials user="sts_online_orders" password="{0}" />
</SimphonyPosApi_ClientConfig>""", pw())

add("hosp/micros_emc_password_ticket_english", """INC0091823 — EMC login failing for night audit
Resolution: reset the EMC account "nightaudit" to {0} and re-enabled it on RVC 3. User asked to change it at next login (they won't).""", hpw())

add("hosp/opera_onprem_sqlplus_connect", """$ sqlplus opera/{0}@//opera-db01.resort.local:1521/OPERA
SQL*Plus: Release 19.0.0.0.0 - Production
Connected to:
Oracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Production
SQL> select count(*) from reservation_name where resort='ATHKAS' and resv_status='RESERVED';""", pw())

add("hosp/protel_air_api_token_bearer", """[2026-01-08 03:15:00] protel-air-export INFO  GET https://api.protel.net/v1/hotels/5521/reservations?arrival=2026-01-08
[2026-01-08 03:15:00] protel-air-export DEBUG headers={'Authorization': 'Bearer {0}', 'Accept': 'application/json'}
[2026-01-08 03:15:01] protel-air-export INFO  42 reservations written to /srv/export/protel_20260108.csv""", b64url(48))

add_split("hosp/rms_cloud_agent_client_passwords_json", """{
  "rms": {
    "agentId": 1548,
    "agentPassword": "{0}",
    "clientId": 11281,
    "clientPassword": "{1}",
    "useTrainingDatabase": false
  }
}""", pw(), pw())

add("hosp/revinate_api_secret_kotlin", """val revinate = RevinateClient(
    baseUrl = "https://porter.revinate.com",
    username = "integrations@olymposhotels.gr",
    apiKey = "{1}",
    secret = "{0}",
)""", r(64, HEX), r(32, HEX))

add("hosp/duetto_api_key_yaml_comment_it", """duetto:
  # chiave API fornita da Duetto il 12/02, valida per tutte le proprietà del gruppo
  api_key: {0}
  hotels: [VCELAG, FLRCUP, NAPVES]""", r(40, LOWER_NUM))

add("hosp/hotel_center_ari_sftp_password", """# google-hotels/push.sh
#!/usr/bin/env bash
set -euo pipefail
HC_ACCOUNT=91823744
sshpass -p '{0}' sftp -oBatchMode=no partner_{1}@partnersftp.google.com <<EOF2
put out/ari_$(date +%F).xml
EOF2""", pw(), "91823744")

add("hosp/airbnb_partner_client_secret_env_greek", """# Σύνδεση με Airbnb API (partner)
AIRBNB_CLIENT_ID={1}
AIRBNB_CLIENT_SECRET={0}
AIRBNB_REDIRECT_URI=https://pms.kastrosuites.gr/oauth/airbnb/callback""", r(32, LOWER_NUM), r(25, LOWER_NUM))

add("hosp/loyalty_admin_session_jwt_log", """2026-04-22 11:03:17.204 WARN  [loyalty-admin] slow request 2381ms POST /admin/points/adjust member=LG-0049123 delta=+2500 cookie="session={0}; lang=it" """, jwt({"sub": "admin:chiara", "role": "points_admin", "exp": 1776900000}))

add("hosp/onity_encoder_password_ini", """[Encoder]
Port=COM3
Baud=9600
Model=HT24

[DirectPMS]
Host=192.168.50.10
Port=5001
Operator=FRONT01
OperatorPassword={0}""", r(8, DIGITS))

add("hosp/mews_webhook_basic_in_url_greek_chat", """Γιώργος: έβαλα το webhook στο Mews να δείχνει στο https://mews:{0}@hooks.thalassamykonos.gr/mews/events
Γιώργος: αν αλλάξουμε τον κωδικό πρέπει να το ενημερώσουμε και εκεί
Ελένη: οκ, θα το γράψω στο runbook""", pw())

add("hosp/eventbrite_token_agent_handover", """## Handover — events sync (Claude session 3)

- Eventbrite org 2918374410: sync runs every 5 min from `jobs/eb_sync.py`.
- The private token I used for testing is {0}; it belongs to marta@laguna-events.it, please rotate after the demo.
- Webhooks not yet registered.""", r(20, UPPER_NUM))

add("hosp/ticket_tailor_webhook_secret_php", """// config/services.php
'tickettailor' => [
    'key' => env('TICKET_TAILOR_KEY'),
    'webhook_secret' => env('TICKET_TAILOR_WEBHOOK_SECRET', '{0}'),
],""", r(40, HEX))

add("hosp/pretix_secret_key_cfg", """[django]
secret={0}
debug=off

[celery]
backend=redis://127.0.0.1/1
broker=redis://127.0.0.1/2""", r(50, ALNUM + "!@#%^&*(-_=+)"))

add("hosp/venue_wifi_wpa_supplicant_scanner", """# /etc/wpa_supplicant/wpa_supplicant-wlan0.conf on gate scanner pi-gate-03
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=GR
network={
    ssid="AGORA-ARENA-OPS"
    psk="{0}"
    key_mgmt=WPA-PSK
    priority=10
}""", hpw())

add("hosp/purple_wifi_api_secret_ts", """export const purple = new PurpleClient({
  domain: 'region8.purpleportal.net',
  publicKey: 'b6f3e9a1c07d4e2f9a18c5d3e7b20f64',
  privateKey: '{0}',
  venueId: 31842,
});""", r(32, HEX))

add("hosp/toast_webhook_secret_japanese_note", """Toastのwebhook署名シークレットは {0} です。
検証に失敗する場合は、タイムスタンプのずれ(5分以上)を確認してください。""", b64(32))

add_split("hosp/lightspeed_client_secret_split_yaml_folded", """# k8s/kds-bridge/secret-values.yaml (pasted from the vendor portal, which wraps at 24 chars)
lightspeed:
  clientId: tramonto-kds
  clientSecret: >-
    {0}
    {1}
  businessLocationId: 43120""", r(24, ALNUM), r(24, ALNUM))

add("hosp/sevenrooms_webhook_hmac_python", """SEVENROOMS_WEBHOOK_KEY = b"{0}"

def verify(request):
    mac = hmac.new(SEVENROOMS_WEBHOOK_KEY, request.body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(mac, request.headers["X-SevenRooms-Signature"])""", r(48, ALNUM))

add("hosp/opentable_gc_api_key_italian_chat", """Francesca: qualcuno ha la chiave API di OpenTable per il ristorante di Firenze?
Paolo: sì, è {0}
Paolo: però è quella di produzione, usala solo per leggere le prenotazioni""", r(36, LOWER_NUM))

add("hosp/sabre_base64_credential_toolresult", """{"role":"tool","content":"$ echo -n 'V1:7971:X4QK:AA' | base64 ... done\\n$ curl -X POST https://api.havail.sabre.com/v2/auth/token -H 'Authorization: Basic {0}' -d grant_type=client_credentials\\n{\\"error\\":\\"invalid_client\\"}"}""", b64(57))

add("hosp/duffel_token_greek_chat", """Κώστας 16:20: Το live token του Duffel για το site κρατήσεων: {0}
Κώστας 16:21: μην το βάλεις σε κανένα commit, θα το περάσουμε στα secrets του GitHub""", duffel())

add("hosp/duffel_test_token_pytest_failure", """FAILED tests/test_offers.py::test_search_offers - duffel_api.http_client.ApiError: 401 Unauthorized
    client = Duffel(access_token='{0}')
E   duffel_api.http_client.ApiError: The provided access token is not valid
=========================== 1 failed, 22 passed in 3.41s ===========================""", duffel(False))

add("hosp/tour_operator_sftp_key_passphrase_it", """Per scaricare i manifest dei tour dal server del tour operator:
  sftp -i ~/.ssh/tourop_ed25519 manifest@sftp.giroitalia-tours.it
La passphrase della chiave è: {0}
(chiesta da Elisa, la chiave è nel NAS dell'ufficio)""", phrase())

add("hosp/viator_key_japanese_env_comment", """# Viator パートナーAPI(本番)
# キーは営業部から共有されたもの。ローテーション予定: 2026年9月
VIATOR_API_KEY={0}
VIATOR_CURRENCY=JPY""", uuid4())

add("hosp/apaleo_client_secret_sql_insert", """INSERT INTO integration_credentials (property_code, provider, client_id, client_secret, created_at)
VALUES ('FLRCUP', 'apaleo', 'FLRC-AC-REVSYNC', '{0}', now());""", r(40, ALNUM))

add("hosp/mews_access_token_csharp", """services.AddMewsConnector(o =>
{
    o.Platform = "https://api.mews.com";
    o.ClientToken = Environment.GetEnvironmentVariable("MEWS_CLIENT_TOKEN")!;
    o.AccessToken = "{0}"; // TODO revert, hardcoded for the demo hotel
    o.Client = "OlymposBridge 1.0";
});""", mews())

add("hosp/channel_manager_password_japanese_ticket", """件名: サイトコントローラー接続エラー
本文: 本日9時から在庫連携が止まっています。管理画面のログインID tsubaki_admin、パスワード {0} で入れますが、API連携設定が消えているようです。確認をお願いします。""", hpw())

add("hosp/booking_com_connectivity_password_greek_email", """Θέμα: Στοιχεία σύνδεσης Booking.com connectivity
Καλησπέρα σας,
ο machine account για το ξενοδοχείο (hotel id 2387741) είναι kastro_conn_api με κωδικό {0}
Παρακαλώ μην τον μοιραστείτε εκτός ομάδας.""", pw())

add("hosp/stripe_restricted_key_event_checkout", """// apps/checkout/stripe.ts
export const stripe = new Stripe('{0}', { apiVersion: '2025-04-30.basil' });
// restricted: checkout sessions write, refunds write""", "rk_live_" + r(99, ALNUM))

add("hosp/gate_scanner_api_key_adb_logcat", """04-12 19:02:44.118  5321  5388 D TicketSync: POST https://scan.agora-arena.gr/api/validate headers={X-Scanner-Key={0}, X-Gate=NORTH-3}
04-12 19:02:44.301  5321  5388 I TicketSync: barcode 4006381333931 -> VALID (Section B, Row 12, Seat 7)""", r(40, ALNUM))

add("hosp/ticket_hmac_secret_env_json_payload", """{
  "event": "order.paid",
  "order": "Z3KA9",
  "debug": {
    "env": {
      "NODE_ENV": "production",
      "TICKET_HMAC_SECRET": "{0}",
      "PUBLIC_URL": "https://tickets.cupola.it"
    }
  }
}""", b64(32))

add("hosp/eventbrite_token_powershell", """PS C:/ops> $env:EVENTBRITE_TOKEN = '{0}'
PS C:/ops> Invoke-RestMethod -Uri "https://www.eventbriteapi.com/v3/users/me/" -Headers @{ Authorization = "Bearer $env:EVENTBRITE_TOKEN" }
emails : {@{email=ops@olympos-conf.gr; verified=True; primary=True}}
id     : 1928374650""", r(20, UPPER_NUM))


# ============================================================ look-alikes
la("""$ curl -sS -X POST "$OHIP_GATEWAY/oauth/v1/tokens" \\
    -H "Content-Type: application/x-www-form-urlencoded" \\
    -H "x-app-key: $OHIP_APP_KEY" \\
    -H "enterpriseId: LAGUNAHTL" \\
    -u "$OHIP_CLIENT_ID:$OHIP_CLIENT_SECRET" \\
    -d "grant_type=client_credentials&scope=urn:opc:hgbu:ws:__myscopes__"
{"access_token":"<redacted>","token_type":"Bearer","expires_in":3600}""")

la("""{"type":"tool_use","id":"toolu_01{0}","name":"bash","input":{"command":"python scripts/ohip_smoke.py --hotel VCE01 --user OHIP_INT_VCE --password \\"$OHIP_INT_PASSWORD\\" --chain LAGUNA","description":"Smoke-test OHIP reservation search on UAT"}}""", r(22, ALNUM))

la("""# sync/mews_client.py
import os, httpx

CLIENT_TOKEN = os.environ["MEWS_CLIENT_TOKEN"]
ACCESS_TOKEN = os.environ["MEWS_ACCESS_TOKEN"]

def get_reservation(reservation_id: str):
    body = {"ClientToken": CLIENT_TOKEN, "AccessToken": ACCESS_TOKEN, "Client": "LagunaSync 2.4.1",
            "ReservationIds": ["{0}"]}
    return httpx.post("https://api.mews.com/api/connector/v1/reservations/getAll/2023-06-06", json=body).json()""", uuid4())

la("""# .env.example  (booking-sync worker)
APP_ENV=production
CLOUDBEDS_PROPERTY_ID=218734
CLOUDBEDS_API_KEY=cbat_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
CLOUDBEDS_WEBHOOK_URL=https://sync.villamarina.it/hooks/cloudbeds
LOG_LEVEL=info""")

la("""// src/pms/apaleo.ts
const apaleo = new ClientCredentials({
  client: {
    id: process.env.APALEO_CLIENT_ID ?? 'KSTR-SP-RATESYNC',
    secret: process.env.APALEO_CLIENT_SECRET!,
  },
  auth: { tokenHost: 'https://identity.apaleo.com', tokenPath: '/connect/token' },
});""")

la("""2026-03-14 06:02:11,418 DEBUG [pmsx-poller] >>> POST https://pmsx.siteminder.com/pmsxchange/services/OLYMPOS
      <wsse:UsernameToken>
        <wsse:Username>olympos_pms</wsse:Username>
        <wsse:Password Type="...#PasswordText">********</wsse:Password>
      </wsse:UsernameToken>
2026-03-14 06:02:11,902 DEBUG [pmsx-poller] <<< 200 OTA_ReadRS EchoToken={0} reservations=3""", uuid4())

la("""# config/channels.yml
rategain:
  enabled: true
  endpoint: https://rezgain-api.rategain.com/v2
  hotel_code: "ITVCE0412"
  api_key: "{{ vault('secret/data/rategain#api_key') }}"
  rate_plans: [BAR, BB_FLEX, NRF_ADV14]""")

la("""<?php
// app/Channels/BookingCom/Client.php
    public function __construct(
        private string $user = '',
        private string $pass = '',
    ) {
        $this->user = config('channels.booking.user');     // sakura_onsen_machine
        $this->pass = config('channels.booking.password');
    }""")

la("""2026-05-03T09:12:44Z INFO  rapid: GET /v3/properties/availability?checkin=2026-06-01&checkout=2026-06-04&property_id=11920370 200
2026-05-03T09:12:44Z DEBUG rapid: Authorization: EAN apikey={0},signature={1},timestamp=1777799564""", r(26, LOWER_NUM), r(128, HEX))

la("""AMADEUS_HOSTNAME=production
AMADEUS_CLIENT_ID=${AMADEUS_CLIENT_ID}
AMADEUS_CLIENT_SECRET=${AMADEUS_CLIENT_SECRET}
AMADEUS_LOG_LEVEL=warn
# travel-search service, owner: @giulia.r""")

la("""$ amadeus flight-orders get eJzTd9f3NTQ3BwALAwJi
{
  "type": "flight-order",
  "id": "eJzTd9f3NTQ3BwALAwJi",
  "associatedRecords": [{"reference": "{0}", "creationDate": "2026-04-18T00:00:00", "originSystemCode": "GDS", "flightOfferId": "1"}],
  "travelers": [{"id": "1", "name": {"firstName": "GIULIA", "lastName": "ROSSI"}}]
}""", pnr())

la("""[09:41] Marco Bellini: per i test Sabre CERT usa l'EPR 7971 sul PCC X4QK, dominio AA
[09:42] Marco Bellini: la password dell'EPR la trovi in Vault sotto sabre/cert/epr, non ve la incollo qui
[09:44] Chiara D.: ok trovata, grazie""")

la("""POST /air/orders HTTP/1.1
Host: api.duffel.com
Duffel-Version: v2
Authorization: Bearer {{DUFFEL_ACCESS_TOKEN}}

{"data":{"selected_offers":["off_{0}"],"type":"instant","payments":[{"type":"balance","currency":"EUR","amount":"412.80"}]}}""", r(26, ALNUM))

la("""{
  "id": "wev_{0}",
  "type": "order.created",
  "live_mode": true,
  "data": {"object": {"id": "ord_{1}", "booking_reference": "{2}", "total_amount": "412.80", "total_currency": "EUR"}},
  "created_at": "2026-04-18T10:22:01.118Z"
}""", r(26, ALNUM), r(26, ALNUM), pnr())

la("""$ curl -s "https://www.eventbriteapi.com/v3/organizations/{0}/events/?status=live" -H "Authorization: Bearer $EVENTBRITE_TOKEN" | jq '.events[].id'
"{1}"
"{2}" """, r(12, DIGITS), r(13, DIGITS), r(13, DIGITS))

la("""# settings/base.py
SOCIAL_AUTH_EVENTBRITE_KEY = env("EVENTBRITE_APP_KEY")
SOCIAL_AUTH_EVENTBRITE_SECRET = env("EVENTBRITE_CLIENT_SECRET")
TIME_ZONE = "Europe/Rome"
""")

la("""$ curl -s -u "$TT_API_KEY": https://api.tickettailor.com/v1/orders/or_{0} | jq '{id, status, txn_id, total}'
{
  "id": "or_{0}",
  "status": "completed",
  "txn_id": "txn_{1}",
  "total": 4500
}""", r(8, DIGITS), r(6, DIGITS))

la("""$ curl -s -H "Authorization: Token $PRETIX_TOKEN" https://tickets.festival-agora.gr/api/v1/organizers/agora/events/summer26/orders/{0}/ | jq '.positions[0] | {order, positionid, secret: "(hidden)", item}'
{
  "order": "{0}",
  "positionid": 1,
  "secret": "(hidden)",
  "item": 4417
}""", r(5, UPPER_NUM))

la("""; /etc/pretix/pretix.cfg
[database]
backend=postgresql
name=pretix
user=pretix
; password comes from PRETIX_DATABASE_PASSWORD in /etc/pretix/env
host=db.internal""")

la("""// scripts/export-tito-attendees.ts
const TITO_TOKEN = process.env.TITO_API_TOKEN;
if (!TITO_TOKEN?.startsWith('secret_live_')) throw new Error('set TITO_API_TOKEN (secret_live_…)');""")

la("""$ cat /sdcard/Android/data/eu.pretix.pretixscan.droid/files/device.json
{
  "organizer": "teatro-cupola",
  "device_id": 14,
  "unique_serial": "{0}",
  "api_token": "",
  "name": "Ingresso Platea 2",
  "hardware_model": "TC21"
}""", r(16, UPPER_NUM))

la("""{
  "venue": "Hotel Thalassa Mykonos",
  "splash": {
    "provider": "cloud4wi",
    "api_key": "${CLOUD4WI_KEY}",
    "api_secret": "${CLOUD4WI_SECRET}",
    "redirect_after_login": "https://thalassamykonos.gr/welcome"
  },
  "session_timeout_min": 1440
}""")

la("""[2026/04/03 14:12] 佐藤: 明日の展示会場のスタッフ用Wi-Fi、SSIDは MOMIJI-HALL-STAFF です
[2026/04/03 14:13] 佐藤: パスワードは受付のバックヤードに貼ってあります(チャットには書きません)
[2026/04/03 14:15] 田中: 了解です""")

la("""// tool_result: read_file("toast/auth-request.example.json")
{
  "clientId": "<your Toast client id>",
  "clientSecret": "<your Toast client secret>",
  "userAccessType": "TOAST_MACHINE_CLIENT"
}""")

la("""2026-02-27T22:10:04.551Z info  [ls-k] refreshing token for business 43120 (Trattoria Tramonto)
2026-02-27T22:10:04.552Z debug [ls-k] POST https://api.ikentoo.com/oauth/token grant_type=refresh_token refresh_token=*** client_id=tramonto-kds
2026-02-27T22:10:04.913Z info  [ls-k] token refreshed, expires in 3600s (request id {0})""", uuid4())

la("""SEVENROOMS_VENUE_GROUP_ID=ahNzfnNldmVucm9vbXMtc2VjdXJlchwLEg9uaWdodGxvb3BfVmVudWVHcm91cBiAgPDy
SEVENROOMS_CLIENT_ID=laguna-group-crm
SEVENROOMS_CLIENT_SECRET=
SEVENROOMS_BASE=https://api.sevenrooms.com/2_4""")

la("""opentable:
  environment: production
  partner_id: 7742
  oauth:
    client_id: ot-gelato-partner
    client_secret: ${OPENTABLE_CLIENT_SECRET}
  sync:
    restaurants: [118294, 118295]""")

la("""{
  "reservation": {
    "resy_token": "rgs://resy/58326/2231417/2/2026-06-12/2026-06-12/20:30:00/2/Dining Room",
    "reservation_id": {0},
    "venue_id": 58326,
    "party_size": 2
  }
}""", r(9, DIGITS))

la("""# C:/ProgramData/KDS/station.ini
[station]
name=GRILL-1
mode=expo_bump

[cloud]
location_id=LOC-00912
api_key=%KDS_CLOUD_API_KEY%
sync_url=https://kds.cloud.example-pos.io/v1""")

la("""# /opt/kiosk/app/config/kiosk.properties
kiosk.id=LOBBY-K02
kiosk.property=HTL-SAKURA-KYOTO
kiosk.keycard.encoder=salto
kiosk.admin.user=frontdesk
kiosk.admin.password=${KIOSK_ADMIN_PASSWORD}
kiosk.build=3.8.2+{0}""", hx(7))

la("""<!-- C:/Salto/ProAccess/SHIP/ship.config.template -->
<ShipSettings>
  <Server host="10.20.0.15" port="8100" protocol="TCP" />
  <Authentication mode="Basic" user="pms_ship" password="$(SHIP_PASSWORD)" />
</ShipSettings>""")

la("""2026-03-29 23:41:07 INFO  [keycard] encode ok encoder=ENC-RECEPTION-1 room=0412 guest="ROSSI/GIULIA" card_uid={0} valid_until=2026-04-02T11:00 site={1}""", r(14, UPPER_HEX), uuid4())

la("""POST /v2/customer_sessions/sess-88213 HTTP/1.1
Host: laguna-loyalty.europe-west1.talon.one
Authorization: ApiKey-v1 ${TALON_API_KEY}
Content-Type: application/json

{"customerSession":{"profileId":"GUEST-0049123","state":"closed"}}""")

la("""# loyalty/antavo.py
ANTAVO_REGION = "st2"
ANTAVO_API_KEY = os.getenv("ANTAVO_API_KEY")
ANTAVO_API_SECRET = os.getenv("ANTAVO_API_SECRET")  # rotated 2026-02-01, see LOY-214""")

la("""<OTA_VehAvailRateRQ xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.005" Target="Production">
  <POS>
    <Source ISOCurrency="EUR">
      <RequestorID Type="16" ID="{0}" ID_Context="CARTRAWLER" MessagePassword="{{cartrawler_password}}"/>
    </Source>
  </POS>
</OTA_VehAvailRateRQ>""", r(6, DIGITS))

la("""<OTA_VehResRS xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.005">
  <Success/>
  <VehResRSCore>
    <VehReservation>
      <VehSegmentCore>
        <ConfID Type="14" ID="{0}"/>
        <Vehicle Code="CDMR" TransmissionType="Manual"/>
      </VehSegmentCore>
    </VehReservation>
  </VehResRSCore>
</OTA_VehResRS>""", "IT" + r(9, DIGITS))

la("""$ curl -s -X POST https://api.viator.com/partner/bookings/book \\
  -H "exp-api-key: $VIATOR_API_KEY" \\
  -H 'Accept: application/json;version=2.0' -d @book.json | jq '{bookingRef, partnerBookingRef, status}'
{
  "bookingRef": "BR-{0}",
  "partnerBookingRef": "KST-2026-{1}",
  "status": "CONFIRMED"
}""", r(10, DIGITS), r(5, DIGITS))

la("""# supplier-webhook/.env.sample
GYG_SUPPLIER_ID=428817
GYG_API_URL=https://gyg_kastro_tours:CHANGE_ME@supplier-api.getyourguide.com/1/
PORT=8080""")

la("""// bokun/signer.ts
const ACCESS_KEY = process.env.BOKUN_ACCESS_KEY!;
const SECRET_KEY = process.env.BOKUN_SECRET_KEY!;
// X-Bokun-Signature example from the docs: {0}""", b64(20))

la("""[2026-05-19 07:00:02] http.DEBUG: GET https://api.rezdy.com/v1/availability?productCode=PJ4RT2&startTimeLocal=2026-05-19&apiKey=[FILTERED] 200 (311 ms)
[2026-05-19 07:00:02] cron.INFO: 28 sessions imported, booking order number R{0} confirmed""", r(6, UPPER_NUM))

la("""# fareharbor.toml
[api]
base = "https://fareharbor.com/api/external/v1"
app_key = "${FAREHARBOR_APP_KEY}"
user_key = "${FAREHARBOR_USER_KEY}"
company = "santorini-sailing"
""")

la("""{
  "booking": {
    "reference": "{0}",
    "clientReference": "KASTRO-{1}",
    "status": "CONFIRMED",
    "hotel": {"code": 87412, "name": "Kastro Suites Nafplio", "rooms": [{"rateKey": "20260601|20260604|W|1|87412|DBL.ST|ID_B2B_26|BB|SUMMER|1~2~0||N@{2}"}]}
  }
}""", "102-" + r(7, DIGITS), r(6, DIGITS), hx(32))

la("""$ cat ~/.config/cb-sync/tokens.json
{
  "property_id": "311402",
  "access_token": null,
  "refresh_token": null,
  "expires_at": null,
  "note": "run `cb-sync login` to authorize"
}""")

la("""Αίτημα #4472 — Διασύνδεση OXI με το νέο CRM
Ο κωδικός του χρήστη OXI_CRM_ATH άλλαξε σήμερα και αποθηκεύτηκε στο KeePass της ομάδας.
Το interface στο OPERA 5 (Resort ATHKAS) δουλεύει· τελευταία κράτηση {0}.""", r(8, DIGITS))

la("""# booking-engine/.env.example
MAIL_MAILER=smtp
MAIL_HOST=smtp.sendgrid.net
MAIL_USERNAME=apikey
MAIL_PASSWORD=SG.xxxxxxxxxxxxxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
MAIL_FROM_ADDRESS=reservations@hoteltsubaki.jp""")

la("""payments:
  provider: stripe
  publishable_key: pk_live_{0}
  secret_key: ${STRIPE_SECRET_KEY}
  capture: manual   # deposit captured at check-in
  statement_descriptor: VILLA MARINA""", r(99, ALNUM))

la("""$ docker compose exec worker env | grep -i database
DATABASE_URL=postgres://pms_sync:********@pg-pms.internal:5432/pms_sync?sslmode=require
DATABASE_POOL=10""")

la("""// src/main/kotlin/tickets/QueueConfig.kt
@Bean
fun redis(@Value("\\${tickets.redis.password}") password: String): LettuceConnectionFactory {
    val cfg = RedisStandaloneConfiguration("redis-tickets.internal", 6379)
    cfg.setPassword(RedisPassword.of(password))
    return LettuceConnectionFactory(cfg)
}""")

la("""# scanner-app/assets/ticket-signing.pub  (public half; the private key stays in the box office HSM)
{0}""", pem("PUBLIC KEY", 44))

la("""$ openssl pkcs12 -in passes/pass.it.laguna.events.p12 -clcerts -nokeys -out passcert.pem -passin env:PASS_P12_PASSWORD
MAC verified OK
$ openssl x509 -in passcert.pem -noout -fingerprint -sha256
sha256 Fingerprint={0}""", ":".join(r(2, UPPER_HEX) for _ in range(32)))

la("""{
  "id": "{0}.ticket-{1}",
  "classId": "{0}.olympos-conf-2026",
  "state": "ACTIVE",
  "barcode": {"type": "QR_CODE", "value": "OCF26-{2}", "alternateText": "{2}"},
  "ticketHolderName": "Eleni Papadopoulou"
}""", r(19, DIGITS), r(8, DIGITS), r(10, DIGITS))

la("""> POST https://api.cert.platform.sabre.com/v2/auth/token
> Authorization: Basic ${SABRE_B64_CREDENTIALS}
< 200 OK
< {"access_token":"T1RLAQ…(truncated, 312 chars)","token_type":"bearer","expires_in":604800}""")

la("""# amadeus-ws.properties
amadeus.wsap=1ASIWKASTRO
amadeus.office.id=ATHG12345
amadeus.originator=WSKASTRO
amadeus.password=${AMADEUS_WS_PASSWORD}
amadeus.session.stateful=true""")

la("""## Ambiente di test NDC

Per provare le offerte NDC in locale serve la chiave del gateway:

```
export NDC_GATEWAY_KEY=<chiedila a Elisa o prendila da 1Password, cassaforte "Voli">
npm run ndc:smoke -- --origin FCO --dest ATH
```""")

la("""{
  "data": [{
    "id": "{0}_{1}",
    "booking_token": "(omitted, 2.1 kB)",
    "flyFrom": "NRT", "flyTo": "ATH",
    "price": 812,
    "route": [{"airline": "QR", "flight_no": 807}]
  }]
}""", hx(24), hx(8))

la("""Luca 10:02  ciao, le credenziali SiteMinder per Villa Limone: utente villalimone_api
Luca 10:02  la password te la mando su Signal, qui no
Sara 10:05  ricevuta, funziona""")

la("""$ lftp -u rg_tsubaki_feed sftp://sftp.rategain.com -e "cd outbound/ari; mirror --only-newer . /srv/rategain/ari; bye"
Password:
Total: 1 directory, 6 files, 0 symlinks
$ sha256sum /srv/rategain/ari/*.xml | head -2
{0}  ari_20260514.xml
{1}  ari_20260515.xml""", r(64, HEX), r(64, HEX))

la("""$ http GET https://app.channex.io/api/v1/bookings/{0} "user-api-key:$CHANNEX_KEY" | jq '.data.attributes | {ota_reservation_code, ota_name, arrival_date}'
{
  "ota_reservation_code": "{1}",
  "ota_name": "BookingCom",
  "arrival_date": "2026-07-14"
}""", uuid4(), r(10, DIGITS))

la("""{"tool":"write_file","path":"integrations/guesty/credentials.example.json","content":"{\\n  \\"client_id\\": \\"<GUESTY_CLIENT_ID>\\",\\n  \\"client_secret\\": \\"<GUESTY_CLIENT_SECRET>\\"\\n}\\n"}""")

la("""var http = new HttpClient { BaseAddress = new Uri("https://api.lodgify.com/") };
http.DefaultRequestHeaders.Add("X-ApiKey", config["Lodgify:ApiKey"]);
// reservation 2026 #{0}, property {1}""", r(8, DIGITS), r(6, DIGITS))

la("""Σημείωση για το sync του Smoobu:
Το API key του λογαριασμού μεταφέρθηκε στο .env (SMOOBU_API_KEY) και το παλιό ακυρώθηκε.
Apartment ids: 1482213, 1482214.""")

la("""deliverect:
  audience: https://api.deliverect.com
  client_id: "{{ .Values.deliverect.clientId }}"
  client_secret: "{{ .Values.deliverect.clientSecret }}"
  channel_link_ids:
    tramonto_centro: {0}""", hx(24))

la("""  412  cd ~/src/kds-bridge
  413  source .envrc   # UBER_CLIENT_ID / UBER_CLIENT_SECRET
  414  python bridge.py --store 9c1a47e2 --dry-run
  415  git log -1 --format=%H
{0}""", sha())

la("""$ curl -s "https://app.ticketmaster.com/discovery/v2/events/{0}.json?apikey=$TM_CONSUMER_KEY" | jq '.name, .dates.start.localDate'
"Vesuvio Live 2026"
"2026-09-18" """, r(2, UPPER) + r(14, ALNUM))

la("""127.0.0.1 - - [12/Jun/2026:18:22:41 +0000] "GET /events?venue.id=2731&client_id=[masked]&client_secret=[masked] HTTP/1.1" 200 18422 "-" "python-requests/2.32.3" """)

la("""{
  "Cvent": {
    "Region": "eur",
    "ClientId": "",
    "ClientSecret": "",
    "EventIds": [ "{0}" ]
  }
}""", uuid4())

la("""受付アプリ(チェックイン用iPad)の管理者メニューに入るには、右上を5回タップして管理者パスワードを入力してください。
パスワードは当日の責任者が口頭で伝えます。チェックイン済み: 1,284 / 1,500 (イベントID {0})""", r(8, DIGITS))

la(r"""Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon]
"AutoAdminLogon"="1"
"DefaultUserName"="kiosk"
"DefaultDomainName"="LOBBY-K01"
; DefaultPassword is set by Intune remediation, not here
"Shell"="C:\\Kiosk\\SelfCheckin.exe" """)

la("""<SimphonyPosApi_ClientConfig>
  <Endpoint>https://sts.gelato-group.local:8080/EGateway/SimphonyPosApiWeb.asmx</Endpoint>
  <RevenueCenter>12</RevenueCenter>
  <Credentials user="sts_online_orders" password="[set in STS vault]" />
</SimphonyPosApi_ClientConfig>""")

la("""INC0091824 — EMC login failing for night audit
Resolution: password for "nightaudit" reset through the self-service portal; user confirmed login at 02:14. Check {0} in the guest folio was voided and re-opened.""", r(6, DIGITS))

la("""$ sqlplus /nolog
SQL> connect opera@//opera-db01.resort.local:1521/OPERA
Enter password:
Connected.
SQL> select confirmation_no from reservation_name where resv_name_id = {0};
CONFIRMATION_NO
---------------
{1}""", r(7, DIGITS), r(8, DIGITS))

la("""[2026-01-08 03:15:00] protel-air-export DEBUG headers={'Authorization': 'Bearer <token>', 'Accept': 'application/json'}
[2026-01-08 03:15:01] protel-air-export INFO  42 reservations written to /srv/export/protel_20260108.csv (md5 {0})""", hx(32))

la("""{
  "rms": {
    "agentId": 1548,
    "agentPassword": "{{ RMS_AGENT_PASSWORD }}",
    "clientId": 11281,
    "clientPassword": "{{ RMS_CLIENT_PASSWORD }}",
    "useTrainingDatabase": true
  }
}""")

la("""val revinate = RevinateClient(
    baseUrl = "https://porter.revinate.com",
    username = "integrations@olymposhotels.gr",
    apiKey = System.getenv("REVINATE_API_KEY"),
    secret = System.getenv("REVINATE_SECRET"),
)""")

la("""duetto:
  # la chiave API è in AWS Secrets Manager: prod/duetto/api_key (ruotata ogni 90 giorni)
  api_key_ref: arn:aws:secretsmanager:eu-south-1:{0}:secret:prod/duetto/api_key-{1}
  hotels: [VCELAG, FLRCUP, NAPVES]""", r(12, DIGITS), r(6, ALNUM))

la("""# google-hotels/push.sh
#!/usr/bin/env bash
set -euo pipefail
HC_ACCOUNT=91823744
sftp -i ~/.ssh/hotelcenter_ed25519 partner_${HC_ACCOUNT}@partnersftp.google.com <<EOF2
put out/ari_$(date +%F).xml
EOF2""")

la("""# Σύνδεση με Airbnb API (partner)
AIRBNB_CLIENT_ID=
AIRBNB_CLIENT_SECRET=
AIRBNB_REDIRECT_URI=https://pms.kastrosuites.gr/oauth/airbnb/callback
# listing ids: 53817264, 53817265""")

la("""2026-04-22 11:03:17.204 WARN  [loyalty-admin] slow request 2381ms POST /admin/points/adjust member=LG-0049123 delta=+2500 cookie="session=[redacted]; lang=it" trace={0}""", hx(32))

la("""[Encoder]
Port=COM3
Baud=9600
Model=HT24

[DirectPMS]
Host=192.168.50.10
Port=5001
Operator=FRONT01
OperatorPassword=
; room map checksum {0}""", r(8, UPPER_HEX))

la("""Γιώργος: έβαλα το webhook στο Mews να δείχνει στο https://hooks.thalassamykonos.gr/mews/events/{0}
Γιώργος: η αυθεντικοποίηση γίνεται με το header που είναι στο 1Password
Ελένη: οκ, θα το γράψω στο runbook""", uuid4())

la("""## Handover — events sync (Claude session 4)

- Eventbrite org 2918374410: sync runs every 5 min from `jobs/eb_sync.py`.
- Token lives in `EVENTBRITE_TOKEN` (GitHub Actions secret); I rotated the one from session 3 at 17:40.
- Last synced order: {0}.""", r(10, DIGITS))

la("""// config/services.php
'tickettailor' => [
    'key' => env('TICKET_TAILOR_KEY'),
    'webhook_secret' => env('TICKET_TAILOR_WEBHOOK_SECRET'),
],""")

la("""$ sudo -u pretixuser python -m pretix shell -c "from django.conf import settings; print(len(settings.SECRET_KEY))"
50
$ pretix --version
pretix 2026.3.0 ({0})""", hx(10))

la("""# /etc/wpa_supplicant/wpa_supplicant-wlan0.conf on gate scanner pi-gate-04
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=GR
network={
    ssid="AGORA-ARENA-OPS"
    psk={0}
    key_mgmt=WPA-PSK
}
# @AGORA_PSK@ is substituted at image build time from the ops vault""", "@AGORA_PSK@")

la("""export const purple = new PurpleClient({
  domain: 'region8.purpleportal.net',
  publicKey: '{0}',
  privateKey: process.env.PURPLE_PRIVATE_KEY!,
  venueId: 31842,
});""", hx(32))

la("""Toastのwebhook署名シークレットは環境変数 TOAST_WEBHOOK_SECRET に入っています。
検証に失敗する場合は、タイムスタンプのずれ(5分以上)と Toast-Restaurant-External-ID ({0}) を確認してください。""", uuid4())

la("""# k8s/kds-bridge/secret-values.yaml
lightspeed:
  clientId: tramonto-kds
  clientSecret: >-
    ENC[AES256_GCM,data:{0},iv:{1},tag:{2},type:str]
  businessLocationId: 43120""", b64(36), b64(12), b64(16))

la("""def verify(request):
    key = settings.SEVENROOMS_WEBHOOK_KEY.encode()
    mac = hmac.new(key, request.body, hashlib.sha256).hexdigest()
    # received X-SevenRooms-Signature: {0}
    return hmac.compare_digest(mac, request.headers["X-SevenRooms-Signature"])""", r(64, HEX))

la("""Francesca: qualcuno ha la chiave API di OpenTable per il ristorante di Firenze?
Paolo: è nel vault, percorso kv/ristoranti/firenze/opentable; il rid del ristorante è {0}
Francesca: perfetto grazie""", r(6, DIGITS))

la("""{"role":"tool","content":"$ echo -n 'V1:7971:X4QK:AA' | base64\\nVjE6Nzk3MTpYNFFLOkFB\\n$ # the password half is encoded separately from $SABRE_EPR_PASSWORD"}""")

la("""Κώστας 16:20: Το live token του Duffel είναι στα GitHub secrets ως DUFFEL_ACCESS_TOKEN
Κώστας 16:21: για τοπικά τεστ χρησιμοποίησε duffel_test_… από το dashboard σου
Κώστας 16:22: κράτηση δοκιμής: {0}""", pnr())

la("""FAILED tests/test_offers.py::test_search_offers - duffel_api.http_client.ApiError: 401 Unauthorized
    client = Duffel(access_token=os.environ["DUFFEL_TEST_TOKEN"])
E   duffel_api.http_client.ApiError: The provided access token is not valid (request id {0})
=========================== 1 failed, 22 passed in 3.41s ===========================""", r(20, ALNUM))

la("""Per scaricare i manifest dei tour dal server del tour operator:
  sftp -i ~/.ssh/tourop_ed25519 manifest@sftp.giroitalia-tours.it
Fingerprint della chiave: SHA256:{0}
La passphrase la tiene Elisa, chiedetela a lei.""", b64(32).rstrip("="))

la("""# Viator パートナーAPI(本番)
# キーは Secrets Manager (viator/prod) から読み込みます。ここには書かないこと。
VIATOR_API_KEY=
VIATOR_CURRENCY=JPY""")

la("""INSERT INTO integration_credentials (property_code, provider, client_id, client_secret_ref, created_at)
VALUES ('FLRCUP', 'apaleo', 'FLRC-AC-REVSYNC', 'vault:kv/apaleo/FLRCUP#client_secret', now());""")

la("""### Runbook: ανανέωση token OHIP
1. Το client secret βρίσκεται στο Vault: `vault kv get -field=secret ohip/ATHKAS`
2. Τρέξε `./ohip-token.sh ATHKAS`
3. Έλεγξε ότι το token λήγει σε 3600s (x-request-id {0}).""", uuid4())

la("""件名: サイトコントローラー接続エラー(解決済み)
本文: 在庫連携は復旧しました。管理画面のパスワードは変更済みで、新しいものはパスワード管理ツールに保存しました。予約番号 {0} の二重予約は手動で解消しています。""", r(10, DIGITS))

la("""04-12 19:02:44.118  5321  5388 D TicketSync: POST https://scan.agora-arena.gr/api/validate headers={X-Scanner-Key=<hidden>, X-Gate=NORTH-3}
04-12 19:02:44.301  5321  5388 I TicketSync: barcode {0} -> ALREADY_USED (first scan 18:47:12, gate SOUTH-1)""", r(13, DIGITS))

la("""{
  "event": "order.paid",
  "order": "Z3KB2",
  "positions": [
    {"positionid": 1, "item": "Platea", "seat": "F-14", "barcode": "{0}"},
    {"positionid": 2, "item": "Platea", "seat": "F-15", "barcode": "{1}"}
  ]
}""", r(12, DIGITS), r(12, DIGITS))

la("""PS C:/ops> $env:EVENTBRITE_TOKEN = (Get-Secret -Name EventbriteToken -AsPlainText)
PS C:/ops> Invoke-RestMethod -Uri "https://www.eventbriteapi.com/v3/orders/{0}/" -Headers @{ Authorization = "Bearer $env:EVENTBRITE_TOKEN" } | Select id, status
id         status
--         ------
{0} placed""", r(10, DIGITS))


assert len(SECRETS) == 100, len(SECRETS)
assert len(LOOK_ALIKES) == 100, len(LOOK_ALIKES)
for _kind, _text, _secret in SECRETS:
    assert isinstance(_kind, str) and _kind.count("/") == 1, _kind
    assert all(_kind.split("/")), _kind
    for _piece in _secret if isinstance(_secret, tuple) else (_secret,):
        assert _piece and _piece in _text, (_kind, _piece)
_texts = [t for _, t, _ in SECRETS] + LOOK_ALIKES
assert len(set(_texts)) == len(_texts), "duplicate texts"
