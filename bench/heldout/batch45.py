r"""Held-out batch 45: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, for the batch format;
(2) lines 1-130 of bench/heldout/batch19.py, for the docstring shape and the helper
functions r, b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here
unchanged; (3) the Theme paragraphs of the earlier batches, through a grep, so as not to
repeat their texts; (4) the kind names already used, through a grep of add( and
add_split( calls. The filter's rules, code, docs, tests, benches and results were not
read, and the filter was not run.

Theme: logistics, retail back office and travel software as a coding agent's session holds
it. Shipping carriers and parcel APIs (FedEx OAuth and legacy SOAP meter credentials, UPS
OAuth Basic and the XML AccessLicenseNumber, DHL Express and Parcel DE, USPS, Royal Mail
Click and Drop and the IBM gateway client secret, PostNL, Correios CWS, Aramex ClientInfo,
ShipStation, EasyPost, Shippo, Sendcloud, PrintNode); warehouse and ERP systems (Odoo
XML-RPC and odoo.conf, ERPNext tokens and bench flags, SAP Business One Service Layer, DI
API and hdbuserstore, NetSuite TBA, NLAuth and SuiteTalk passports, Dynamics NAV and
Business Central, Acumatica, Zebra SGD weblink commands, CUPS ipps userinfo, EDI SFTP
drops); point of sale and payment terminals (Square, Toast, Lightspeed, Clover, Adyen
web service users and local Terminal API passphrases, SumUp); tax and invoicing (Avalara,
TaxJar, NF-e and NFC-e certificates and CSC tokens, NFS-e, e-Fatura and e-Arsiv portals
and integrators, Parasut, SII certificates, SDI intermediaries); travel and hospitality
(Amadeus, Sabre, Travelport uAPI, Duffel, OTA XML MessagePassword, Mews, Cloudbeds,
Hotelbeds, Booking.com machine accounts, Oracle OHIP, Deutsche Bahn, Navitia, Lufthansa);
maps, geocoding and fleet (HERE, TomTom, Geotab, Samsara, Teltonika
SMS commands, Traccar, MQTT telematics). All new kinds live under the "ops/" prefix and
come as code, configs, curl and CLI runs, SOAP and OTA XML, logs, tool-call JSON, diffs,
split values, base64-wrapped values and prose hand-overs. Look-alikes are the same
contexts without a secret: tracking numbers, AWB and container numbers, SKUs, GTINs and
EANs, PNR record locators and ticket numbers, IATA codes, NF-e access keys and NFC-e QR
hashes printed on receipts, e-Fatura ETTNs, terminal serials, merchant and application ids
labelled public, publishable client keys, VINs, coordinates and encoded polylines, label
ZPL, checksums and fingerprints, placeholders, env references, masked values and prose
about credential rotation. Mostly English, with Portuguese and Turkish texts.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(45_2026_12_07)
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
# All seeded from _rng only.
_WORDS = (
    "pallet", "forklift", "cargo", "harbor", "anchor", "compass", "mango", "falcon",
    "granite", "velvet", "lisboa", "recife", "bosphorus", "caju", "saudade", "deniz",
    "yildiz", "tulip", "container", "dockyard", "manifest", "runway", "sunset", "pistachio",
)
_LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"})


def dg(n: int) -> str:
    return r(n, DIGITS)


def hpw() -> str:
    """A human-chosen password: words, digits, a symbol, sometimes leetspeak."""
    style = _rng.randrange(4)
    w1, w2 = _rng.choice(_WORDS), _rng.choice(_WORDS)
    sym = _rng.choice("!#%*-_.+?")
    if style == 0:
        return w1.capitalize() + dg(4) + sym
    if style == 1:
        return w1.translate(_LEET).capitalize() + sym + w2.translate(_LEET) + dg(2)
    if style == 2:
        return w1.capitalize() + "-" + w2 + "-" + w2[::-1] + dg(3)
    return dg(2) + w1.upper() + sym + w2 + dg(2)


def b64s(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def gtin(body: str) -> str:
    """Append a GS1 check digit."""
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(reversed(body)))
    return body + str((10 - total % 10) % 10)


def nfe_key() -> str:
    """A 44-digit NF-e access key with its mod-11 check digit."""
    body = "43" + "2411" + dg(14) + "55" + "001" + dg(9) + "1" + dg(8)
    weights = [2, 3, 4, 5, 6, 7, 8, 9]
    total = sum(int(c) * weights[i % 8] for i, c in enumerate(reversed(body)))
    dv = 11 - total % 11
    return body + str(0 if dv >= 10 else dv)


def vin() -> str:
    return r(17, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")


def ups_track() -> str:
    return "1Z" + r(6, UPPER_NUM) + dg(10)


def pnr() -> str:
    return r(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")


# ============================================================ secrets: carriers and parcel APIs
add(
    "ops/fedex-oauth-client-secret-curl",
    """$ curl -sS -X POST https://apis.fedex.com/oauth/token \\
    -H 'Content-Type: application/x-www-form-urlencoded' \\
    -d 'grant_type=client_credentials&client_id={1}&client_secret={0}' | jq .
{
  "access_token": "(elided by me)",
  "token_type": "bearer",
  "expires_in": 3599,
  "scope": "CXS-TP"
}""",
    r(32, ALNUM), "l7" + r(32, HEX),
)

_ups_id, _ups_sec = r(48, ALNUM), r(64, ALNUM)
add(
    "ops/ups-oauth-basic-header-b64",
    """POST /security/v1/oauth/token HTTP/1.1
Host: wwwcie.ups.com
Content-Type: application/x-www-form-urlencoded
x-merchant-id: {1}
Authorization: Basic {0}

grant_type=client_credentials""",
    b64s(_ups_id + ":" + _ups_sec), r(6, UPPER_NUM),
)

add(
    "ops/dhl-express-requests-auth-tuple",
    """import requests

MYDHL = "https://express.api.dhl.com/mydhlapi/test"

def rate(shipper, receiver, weight_kg):
    resp = requests.get(
        f"{MYDHL}/rates",
        params={"accountNumber": "950000002", "originCountryCode": "NL",
                "destinationCountryCode": "BR", "weight": weight_kg},
        auth=("apN3lB8rU1gA", "{0}"),
        timeout=20,
    )
    resp.raise_for_status()
    return resp.json()["products"]""",
    "Q!" + r(6, UPPER) + "^" + r(1, DIGITS) + r(5, ALNUM) + "$" + r(1, DIGITS),
)

add(
    "ops/dhl-parcel-de-system-password-http-file",
    """### DHL Parcel DE Shipping v2 - create label (sandbox)
POST https://api-sandbox.dhl.com/parcel/de/shipping/v2/orders?validate=false
dhl-api-key: {{dhlApiKey}}
Authorization: Basic user-valid {0}
Content-Type: application/json

< ./fixtures/order-v62wp.json""",
    hpw(),
)

add(
    "ops/usps-consumer-secret-dotenv",
    """# .env.production  (warehouse-bridge)
USPS_API_BASE=https://apis.usps.com
USPS_CONSUMER_KEY=${USPS_CONSUMER_KEY}
USPS_CONSUMER_SECRET={0}
USPS_CRID=56782123
USPS_MID=902345118
LABEL_FORMAT=ZPL203DPI""",
    r(16, ALNUM),
)

add(
    "ops/royal-mail-click-drop-authorization-bare",
    """> tool call: run_shell
$ http GET https://api.parcel.royalmail.com/api/v1/orders/1001488 Authorization:{0}
HTTP/1.1 200 OK
Content-Type: application/json; charset=utf-8

{"orderIdentifier": 1001488, "orderReference": "SO-77412", "createdOn": "2024-11-05T09:14:22Z",
 "trackingNumber": "TT123456785GB", "packageFormat": "smallParcel"}""",
    uuid4(),
)

add(
    "ops/royal-mail-ibm-client-secret-header",
    """const rm = axios.create({
  baseURL: "https://api.royalmail.net/shipping/v3",
  headers: {
    "X-IBM-Client-Id": process.env.RM_CLIENT_ID,
    "X-IBM-Client-Secret": "{0}",
    "Accept": "application/json",
  },
});""",
    r(8, LOWER_NUM) + "-" + r(4, LOWER_NUM) + "-" + r(4, LOWER_NUM) + "-" + r(4, LOWER_NUM) + "-" + r(12, LOWER_NUM),
)

add(
    "ops/postnl-apikey-postman-header",
    """{
  "name": "PostNL - Generate barcode",
  "request": {
    "method": "GET",
    "header": [
      {"key": "apikey", "value": "{0}", "type": "text"},
      {"key": "Accept", "value": "application/json", "type": "text"}
    ],
    "url": "https://api-sandbox.postnl.nl/shipment/v1_1/barcode?CustomerCode=DEVC&CustomerNumber=11223344&Type=3S&Serie=000000000-999999999"
  }
}""",
    r(32, ALNUM),
)

add(
    "ops/postnl-getenv-fallback-default",
    """def postnl_client() -> PostNL:
    # TODO(ana): remove fallback before merge
    key = os.getenv("POSTNL_APIKEY", "{0}")
    return PostNL(api_key=key, customer_code="DEVC", customer_number="11223344")""",
    r(32, ALNUM),
)

add(
    "ops/correios-codigo-acesso-chat-pt",
    """Oi! Consegui gerar o código de acesso à API no portal Meu Correios (CWS).
Usuário: logistica.poa
Código de acesso: {0}
Cartão de postagem: 0076543210 (esse é só o número do contrato, pode ficar no README)
Me avisa quando subir a integração de etiquetas que eu apago daqui.""",
    r(40, ALNUM),
)

add(
    "ops/correios-token-autentica-curl-userinfo",
    """$ curl -s -u "logistica.poa:{0}" \\
    -H 'Content-Type: application/json' \\
    -d '{"numero":"0076543210"}' \\
    https://api.correios.com.br/token/v1/autentica/cartaopostagem
{"ambiente":"PRODUCAO","id":"logistica.poa","perfil":"PJ","cnpj":"12345678000190","emissao":"2024-11-06T10:02:11","expiraEm":"2024-11-07T10:02:11"}""",
    r(40, ALNUM),
)

add(
    "ops/aramex-clientinfo-password-json",
    """"ClientInfo": {
    "UserName": "api.integration@acme-me.com",
    "Password": "{0}",
    "Version": "v1.0",
    "AccountNumber": "60531487",
    "AccountPin": "********",
    "AccountEntity": "DXB",
    "AccountCountryCode": "AE",
    "Source": 24
},""",
    hpw(),
)

add(
    "ops/shipstation-curl-u-key-secret",
    """$ curl -s -u "{1}:{0}" "https://ssapi.shipstation.com/orders?orderStatus=awaiting_shipment&pageSize=5" | jq '.orders[].orderNumber'
"SO-10441"
"SO-10442"
"SO-10446\"""",
    r(32, HEX), r(32, HEX),
)

add(
    "ops/easypost-prod-key-envrc",
    """# .envrc  (direnv)
export EASYPOST_MODE=production
export EASYPOST_API_KEY={0}
export DEFAULT_CARRIER_ACCOUNT=ca_7e1f0c2a3b4d4e5f8a9b0c1d2e3f4a5b
layout python3""",
    "EZAK" + r(32, HEX) + r(22, ALNUM),
)

add(
    "ops/easypost-webhook-secret-kwarg",
    """>>> import easypost
>>> client = easypost.EasyPostClient(os.environ["EASYPOST_API_KEY"])
>>> client.webhook.create(url="https://wms.acme.io/hooks/easypost", webhook_secret="{0}")
<Webhook id=hook_5f1e2d3c4b5a69788796a5b4c3d2e1f0 mode=production url=https://wms.acme.io/hooks/easypost>""",
    r(44, URLSAFE),
)

add(
    "ops/shippo-live-token-header",
    """2024-11-06 12:40:17,882 DEBUG urllib3.connectionpool https://api.goshippo.com:443 "POST /shipments/ HTTP/1.1" 201 2881
2024-11-06 12:40:17,883 DEBUG shippo.http request headers={'Authorization': 'ShippoToken {0}', 'Content-Type': 'application/json', 'Shippo-API-Version': '2018-02-08'}""",
    "shippo_live_" + r(40, HEX),
)

add(
    "ops/sendcloud-secret-key-httpx-basic",
    """SENDCLOUD_PUBLIC = settings.SENDCLOUD_PUBLIC_KEY
SENDCLOUD_SECRET = "{0}"

client = httpx.Client(
    base_url="https://panel.sendcloud.sc/api/v2",
    auth=(SENDCLOUD_PUBLIC, SENDCLOUD_SECRET),
)""",
    r(32, HEX),
)

add(
    "ops/printnode-api-key-basic-username",
    """$ curl -s -u {0}: https://api.printnode.com/computers | jq -r '.[] | "\\(.id) \\(.name) \\(.state)"'
401233 WH-DOCK3-PC connected
401250 WH-RETURNS-PC disconnected""",
    r(43, URLSAFE),
)

add(
    "ops/ups-xml-access-license-number",
    """<?xml version="1.0"?>
<AccessRequest xml:lang="en-US">
  <AccessLicenseNumber>{0}</AccessLicenseNumber>
  <UserId>acmewarehouse</UserId>
  <Password>${UPS_PASSWORD}</Password>
</AccessRequest>
<?xml version="1.0"?>
<TrackRequest xml:lang="en-US">
  <Request><RequestAction>Track</RequestAction><RequestOption>activity</RequestOption></Request>
  <TrackingNumber>1Z12345E0205271688</TrackingNumber>
</TrackRequest>""",
    r(16, UPPER_HEX),
)

add(
    "ops/fedex-soap-usercredential-password",
    """<soapenv:Header/>
<soapenv:Body>
  <v26:ProcessShipmentRequest>
    <v26:WebAuthenticationDetail>
      <v26:UserCredential>
        <v26:Key>{1}</v26:Key>
        <v26:Password>{0}</v26:Password>
      </v26:UserCredential>
    </v26:WebAuthenticationDetail>
    <v26:ClientDetail>
      <v26:AccountNumber>510087780</v26:AccountNumber>
      <v26:MeterNumber>119238017</v26:MeterNumber>
    </v26:ClientDetail>""",
    r(25, ALNUM), r(16, ALNUM),
)


add(
    "ops/ups-kubectl-from-literal",
    """$ kubectl -n shipping create secret generic ups-oauth \\
    --from-literal=client-id=$(cat ~/ups/client_id) \\
    --from-literal=client-secret='{0}' \\
    --dry-run=client -o yaml | kubeseal -o yaml > k8s/ups-oauth.sealed.yaml""",
    r(64, ALNUM),
)

add(
    "ops/edi-sftp-winscp-script-userinfo",
    """option batch abort
option confirm off
open sftp://edi_acme:{0}@sftp.edi.carrier-xpo.example/ -hostkey="ssh-ed25519 255 Uu5Wc1nGd8ktP0dq7v3bQe9yXHnZr1sM2aL4oKfJ6iE"
cd /inbound/856
put C:\\EDI\\outbound\\ASN_*.edi
close
exit""",
    pw(),
)

# ============================================================ secrets: WMS, ERP, label printers
add(
    "ops/odoo-xmlrpc-execute-kw-password",
    """url, db = "https://erp.acme-wholesale.com", "acme_prod"
common = xmlrpc.client.ServerProxy(f"{url}/xmlrpc/2/common")
uid = common.authenticate(db, "wms-bot@acme-wholesale.com", "{0}", {})
models = xmlrpc.client.ServerProxy(f"{url}/xmlrpc/2/object")
pickings = models.execute_kw(db, uid, "{0}", "stock.picking", "search_read",
                             [[["state", "=", "assigned"]]], {"fields": ["name", "origin"], "limit": 20})""",
    hpw(),
)

add(
    "ops/odoo-conf-admin-passwd",
    """[options]
addons_path = /opt/odoo/odoo/addons,/opt/odoo/custom-addons
admin_passwd = {0}
db_host = False
db_port = False
db_user = odoo
db_password = False
http_port = 8069
proxy_mode = True
workers = 6
limit_time_real = 1200""",
    r(24, ALNUM),
)

add(
    "ops/odoo-api-key-compose-env",
    """services:
  odoo-sync:
    image: registry.acme.io/odoo-shopify-sync:2.4.1
    environment:
      ODOO_URL: https://erp.acme-wholesale.com
      ODOO_DB: acme_prod
      ODOO_LOGIN: sync@acme-wholesale.com
      ODOO_API_KEY: {0}
      SYNC_INTERVAL: 300""",
    r(40, HEX),
)

add(
    "ops/erpnext-token-header-api-secret",
    """fetch(`${ERP}/api/resource/Stock Entry?limit_page_length=50`, {
  headers: {
    Accept: "application/json",
    Authorization: "token {1}:{0}",
  },
})""",
    r(15, LOWER_NUM), r(15, LOWER_NUM),
)

add(
    "ops/erpnext-site-config-db-password",
    """$ cat sites/erp.acme.local/site_config.json
{
 "db_name": "_4d7a1c0e9b2f8a63",
 "db_password": "{0}",
 "db_type": "mariadb",
 "encryption_key": "(see vault: erpnext/encryption_key)",
 "host_name": "https://erp.acme.local",
 "maintenance_mode": 0
}""",
    r(16, ALNUM),
)

add(
    "ops/erpnext-bench-set-admin-password",
    """frappe@erp-01:~/frappe-bench$ bench --site erp.acme.local set-admin-password {0}
Updating Administrator password for site erp.acme.local
frappe@erp-01:~/frappe-bench$ bench --site erp.acme.local clear-cache""",
    hpw(),
)

add(
    "ops/erpnext-bench-new-site-mariadb-root",
    """RUN bench new-site warehouse.localhost \\
      --mariadb-root-password {0} \\
      --admin-password "$ADMIN_PASSWORD" \\
      --install-app erpnext \\
      --set-default""",
    pw(),
)

add(
    "ops/sap-b1-service-layer-login",
    """POST https://b1-hana.acme.local:50000/b1s/v1/Login
Content-Type: application/json

{
  "CompanyDB": "SBO_ACME_LIVE",
  "UserName": "manager",
  "Password": "{0}"
}""",
    hpw(),
)

add(
    "ops/sap-b1-di-api-dbpassword-csharp",
    """var company = new SAPbobsCOM.Company
{
    Server = "HANA-B1:30015",
    DbServerType = BoDataServerTypes.dst_HANADB,
    CompanyDB = "SBO_ACME_LIVE",
    DbUserName = "SYSTEM",
    DbPassword = "{0}",
    UserName = "manager",
    Password = Configuration["B1:Password"],
    language = BoSuppLangs.ln_English,
};
if (company.Connect() != 0) throw new Exception(company.GetLastErrorDescription());""",
    hpw(),
)

add(
    "ops/sap-hana-hdbuserstore-set",
    """hdbadm@hana01:/usr/sap/HDB/HDB00> hdbuserstore SET B1SLKEY hana01:30015@SBO_ACME_LIVE B1SYSTEM {0}
hdbadm@hana01:/usr/sap/HDB/HDB00> hdbuserstore LIST B1SLKEY
KEY B1SLKEY
  ENV : hana01:30015
  USER: B1SYSTEM
  DATABASE: SBO_ACME_LIVE""",
    pw(),
)

add(
    "ops/netsuite-tba-token-secret-node",
    """module.exports = {
  account: "7345121_SB1",
  consumerKey: process.env.NS_CONSUMER_KEY,
  consumerSecret: process.env.NS_CONSUMER_SECRET,
  tokenId: "{1}",
  tokenSecret: "{0}",
  realm: "7345121_SB1",
  restletUrl: "https://7345121-sb1.restlets.api.netsuite.com/app/site/hosting/restlet.nl?script=1432&deploy=1",
};""",
    r(64, HEX), r(64, HEX),
)

add(
    "ops/netsuite-nlauth-signature",
    """curl -s "https://7345121.restlets.api.netsuite.com/app/site/hosting/restlet.nl?script=customscript_inv_sync&deploy=1" \\
  -H "Content-Type: application/json" \\
  -H "Authorization: NLAuth nlauth_account=7345121, nlauth_email=integrations@acme-retail.com, nlauth_signature={0}, nlauth_role=1031\"""",
    hpw(),
)

add(
    "ops/netsuite-suitetalk-passport-password",
    """<soap:Header>
  <platformMsgs:passport>
    <platformCore:email>integrations@acme-retail.com</platformCore:email>
    <platformCore:password>{0}</platformCore:password>
    <platformCore:account>7345121</platformCore:account>
    <platformCore:role internalId="1031"/>
  </platformMsgs:passport>
  <platformMsgs:applicationInfo>
    <platformMsgs:applicationId>5F3C0B1A-8D2E-4F67-9A1B-2C3D4E5F6A7B</platformMsgs:applicationId>
  </platformMsgs:applicationInfo>
</soap:Header>""",
    hpw(),
)

add(
    "ops/bc-web-service-access-key-pscredential",
    r"""PS C:\integrations> $pw = ConvertTo-SecureString "{0}" -AsPlainText -Force
PS C:\integrations> $cred = New-Object System.Management.Automation.PSCredential("WMSSYNC", $pw)
PS C:\integrations> Invoke-RestMethod -Uri "https://bc.acme.local:7048/BC220/ODataV4/Company('CRONUS%20USA')/ItemLedgerEntries?`$top=5" -Credential $cred""",
    b64(32),
)


add(
    "ops/nav-odata-curl-ntlm",
    r"""$ curl --ntlm -u 'CRONUS\svc_nav:{0}' \
    'http://nav2018:7048/DynamicsNAV110/OData/Company(%27CRONUS%20International%20Ltd.%27)/SalesOrder?$format=json&$top=3'""",
    hpw(),
)

add(
    "ops/acumatica-password-grant-form",
    """$ http --form POST https://acme.acumatica.com/identity/connect/token \\
    grant_type=password \\
    client_id=8F3C2B1A-6D5E-4F70-8192-A3B4C5D6E7F8@AcmeRetail \\
    client_secret="$ACU_CLIENT_SECRET" \\
    username=wms.integration \\
    password='{0}' \\
    scope=api""",
    hpw(),
)

add(
    "ops/zebra-sgd-weblink-authentication",
    """! U1 setvar "weblink.ip.conn1.location" "https://labels.acme-wms.com/zebra/connect"
! U1 setvar "weblink.ip.conn1.authentication.add" "labels.acme-wms.com zt410dock {0}"
! U1 setvar "weblink.enable" "on"
! U1 do "device.reset" \"\"""",
    hpw(),
)

add(
    "ops/cups-lpadmin-ipps-userinfo",
    """sudo lpadmin -p ZT411_DOCK3 -E \\
  -v 'ipps://labelsvc:{0}@10.20.3.41/ipp/print' \\
  -m raw -o printer-is-shared=false
lpstat -p ZT411_DOCK3""",
    pw(),
)

add(
    "ops/wms-integration-yaml-sftp-password",
    """integrations:
  - name: manhattan-asn-drop
    kind: sftp
    host: sftp.wms.acme-3pl.net
    port: 22
    username: acme_inbound
    password: {0}
    remote_dir: /in/asn
    pattern: "ASN_{date}_*.xml"
    schedule: "*/10 * * * *\"""",
    hpw(),
)

# ============================================================ secrets: POS and terminals
add(
    "ops/square-client-python-access-token",
    """from square.client import Client

square = Client(
    access_token="{0}",
    environment="production",
)
result = square.inventory.batch_retrieve_inventory_counts(body={"location_ids": ["LQ2J7R0XKH4N1"]})""",
    "EAAA" + r(60, URLSAFE),
)

add(
    "ops/square-webhook-signature-key-go-test",
    """func TestVerifySquareSignature(t *testing.T) {
	const sigKey = "{0}"
	body := loadFixture(t, "inventory.count.updated.json")
	got := square.VerifySignature(body, "https://pos.acme.io/hooks/square", sigKey, fixtureHeader)
	require.True(t, got)
}""",
    r(22, URLSAFE),
)

add(
    "ops/toast-client-secret-login-body",
    """{
  "clientId": "{1}",
  "clientSecret": "{0}",
  "userAccessType": "TOAST_MACHINE_CLIENT"
}""",
    r(64, URLSAFE), r(32, ALNUM),
)

add(
    "ops/lightspeed-retail-refresh-token-cache",
    """$ cat ~/.cache/ls-retail/token.json
{"access_token": null, "expires_at": 0, "token_type": "bearer", "scope": "employee:all",
 "refresh_token": "{0}", "account_id": "284519"}""",
    r(40, HEX),
)


add(
    "ops/clover-api-token-merchant-curl",
    """$ curl -s "https://api.clover.com/v3/merchants/QF8TQ4V6EMM81/orders?limit=5&expand=lineItems" \\
    -H "Authorization: Bearer {0}" | jq '.elements | length'
5""",
    uuid4(),
)


add(
    "ops/adyen-ws-user-basic-curl",
    """curl https://checkout-test.adyen.com/v71/paymentMethods \\
  -u 'ws_204411@Company.AcmeRetail:{0}' \\
  -H 'content-type: application/json' \\
  -d '{"merchantAccount":"AcmeRetailPOS","countryCode":"NL"}'""",
    r(8, ALNUM) + "<" + r(5, ALNUM) + ")" + r(6, ALNUM),
)

add(
    "ops/adyen-terminal-local-key-passphrase",
    """// Local Terminal API - encryption key (must match Customer Area > Terminal settings)
var securityKey = new EncryptionCredentialDetails
{
    AdyenCryptoVersion = 1,
    KeyIdentifier = "AcmeStoreKey01",
    KeyVersion = 1,
    Password = "{0}",
};
var terminal = new TerminalApiLocalService(new Client(new Config { LocalTerminalApiEndpoint = "https://192.168.10.57:8443/nexo" }));""",
    hpw(),
)


add(
    "ops/sumup-bearer-in-tool-call-json",
    """{"type":"tool_use","id":"toolu_01Pq8sWmXb3kR","name":"http_request","input":{"method":"POST","url":"https://api.sumup.com/v0.1/merchants/MH4H92C7/readers/rdr_3MSAFM23CK82VSTT4BN6RWSQ65/checkout","headers":{"Authorization":"Bearer {0}","Content-Type":"application/json"},"body":"{\\"total_amount\\":{\\"value\\":1250,\\"currency\\":\\"EUR\\",\\"minor_unit\\":2}}"}}""",
    "sup_sk_" + r(32, ALNUM),
)

# ============================================================ secrets: tax and invoicing
add(
    "ops/avalara-with-security-license-key",
    """var client = new AvaTaxClient("AcmeBackOffice", "3.1", Environment.MachineName, AvaTaxEnvironment.Production)
    .WithSecurity("2000134479", "{0}");
var tx = client.CreateTransaction("", new CreateTransactionModel { companyCode = "ACMERETAIL", type = DocumentType.SalesInvoice });""",
    r(16, UPPER_HEX),
)

add(
    "ops/taxjar-laravel-services-config",
    """<?php
// config/services.php
return [
    'taxjar' => [
        'api_url' => 'https://api.taxjar.com',
        'token' => env('TAXJAR_TOKEN', '{0}'),
        'nexus_states' => ['CA', 'NY', 'TX', 'WA'],
    ],
];""",
    r(32, HEX),
)

add(
    "ops/nfe-readpfx-senha-php",
    """<?php
use NFePHP\\Common\\Certificate;
use NFePHP\\NFe\\Tools;

// certificado A1 da filial Porto Alegre (vence em 03/2025)
$pfx = file_get_contents(__DIR__ . '/certs/acme_poa_a1.pfx');
$certificado = Certificate::readPfx($pfx, '{0}');
$tools = new Tools($configJson, $certificado);
$tools->model('55');""",
    hpw(),
)


add(
    "ops/nfce-csc-token-config",
    """{
  "atualizacao": "2024-11-06 09:00:00",
  "tpAmb": 1,
  "razaosocial": "ACME COMERCIO VAREJISTA LTDA",
  "cnpj": "12345678000190",
  "siglaUF": "RS",
  "schemes": "PL_009_V4",
  "versao": "4.00",
  "CSC": "{0}",
  "CSCid": "000001"
}""",
    r(36, UPPER_NUM),
)

add(
    "ops/nfse-abrasf-senha-xml",
    """<EnviarLoteRpsEnvio xmlns="http://www.abrasf.org.br/nfse.xsd">
  <Autenticacao>
    <Usuario>acmecomercio</Usuario>
    <Senha>{0}</Senha>
  </Autenticacao>
  <LoteRps Id="lote_2024110601" versao="2.04">
    <NumeroLote>2024110601</NumeroLote>
    <CpfCnpj><Cnpj>12345678000190</Cnpj></CpfCnpj>
    <InscricaoMunicipal>0123456</InscricaoMunicipal>
    <QuantidadeRps>1</QuantidadeRps>""",
    hpw(),
)

add(
    "ops/efatura-earsiv-portal-chat-tr",
    """Merhaba, e-Arşiv portal test ortamı için bilgiler:
Kullanıcı kodu: 33333315
Şifre: {0}
Canlıya geçmeden önce bu şifreyi değiştireceğim, lütfen repoya koymayın.""",
    hpw(),
)

add(
    "ops/efatura-entegrator-wsse-password",
    """<soapenv:Header>
  <wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
    <wsse:UsernameToken>
      <wsse:Username>acme_efatura_ws</wsse:Username>
      <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">{0}</wsse:Password>
    </wsse:UsernameToken>
  </wsse:Security>
</soapenv:Header>
<soapenv:Body><ns:SendInvoice><ns:VKN>1234567890</ns:VKN>""",
    pw(),
)

add(
    "ops/efatura-earsiv-python-sifre-kwarg",
    """# GİB e-Arşiv portalından taslak fatura oluştur
from earsiv import EArsivPortal

portal = EArsivPortal(
    kullanici_kodu="33333315",
    sifre="{0}",   # canlı ortam şifresi
    test_modu=False,
)
portal.fatura_olustur(tarih="06/11/2024", ad="Ayşe", soyad="Yılmaz", tutar=1250.00, kdv_orani=20)""",
    hpw(),
)

add(
    "ops/parasut-client-secret-chat-tr",
    """Paraşüt entegrasyonu için OAuth uygulamasını açtım. client_id: {1}
client_secret: {0}
redirect_uri şimdilik urn:ietf:wg:oauth:2.0:oob, firma id 627949.""",
    r(43, URLSAFE), r(43, URLSAFE),
)

add(
    "ops/sii-p12-openssl-passin",
    """$ openssl pkcs12 -in cert_sii_acme.p12 -passin pass:{0} -nokeys -clcerts | openssl x509 -noout -subject -enddate
subject=C = ES, SERIALNUMBER = IDCES-B12345678, CN = ACME IBERIA SL - B12345678
notAfter=Mar 14 10:22:31 2026 GMT""",
    hpw(),
)

add(
    "ops/sdi-intermediary-password-grant",
    """POST /auth/signin HTTP/1.1
Host: auth.fatturazioneelettronica.aruba.it
Content-Type: application/x-www-form-urlencoded

grant_type=password&username=ACME0042&password={0}""",
    pw(),
)

# ============================================================ secrets: travel and hospitality
add(
    "ops/amadeus-client-kwarg-secret",
    """from amadeus import Client, ResponseError

amadeus = Client(
    client_id=os.environ["AMADEUS_CLIENT_ID"],
    client_secret="{0}",
    hostname="production",
)
offers = amadeus.shopping.flight_offers_search.get(originLocationCode="LIS", destinationLocationCode="GRU",
                                                   departureDate="2025-01-14", adults=1)""",
    r(16, ALNUM),
)

add(
    "ops/amadeus-ws-password-b64-config",
    """amadeus_ws:
  endpoint: https://nodeD1.production.webservices.amadeus.com/1ASIWACMXX
  wsap: 1ASIWACMXX
  office_id: LISP12345
  user_id: WSACMXX
  # password is base64 as the SOAP header wants it
  password_b64: {0}""",
    b64s(hpw()),
)

add(
    "ops/sabre-epr-password-shell-b64",
    """#!/usr/bin/env bash
# build Sabre REST v2 token credentials: base64(base64(V1:epr:pcc:AA):base64(password))
USER_B64=$(printf 'V1:7971:3QND:AA' | base64)
PW_B64=$(printf '%s' '{0}' | base64)
CRED=$(printf '%s:%s' "$USER_B64" "$PW_B64" | base64 -w0)
curl -s -X POST https://api.platform.sabre.com/v2/auth/token -H "Authorization: Basic $CRED" -d grant_type=client_credentials""",
    hpw(),
)

add(
    "ops/sabre-handover-prose",
    """Handing over the Sabre cert access before my leave: EPR 7971 in PCC 3QND, the password is {0} and it expires every 90 days, so the next change is due 2025-01-20. Group code is AA.""",
    hpw(),
)

add(
    "ops/travelport-soapui-project-password",
    """<con:soapui-project name="Travelport uAPI" soapui-version="5.7.0">
  <con:settings/>
  <con:interface xsi:type="con:WsdlInterface" name="AirLowFareSearchBinding" bindingName="{http://www.travelport.com/service/air_v52_0}AirLowFareSearchBinding">
  ...
  <con:credentials>
    <con:username>Universal API/uAPI4417123409-7ab2c1d3</con:username>
    <con:password>{0}</con:password>
    <con:authType>Preemptive</con:authType>
  </con:credentials>""",
    r(4, UPPER) + "%" + r(3, LOWER) + "=" + r(6, ALNUM),
)

add(
    "ops/duffel-live-token-ts",
    """import { Duffel } from "@duffel/api";

export const duffel = new Duffel({
  token: "{0}",
  debug: { verbose: false },
});""",
    "duffel_live_" + r(43, URLSAFE),
)

add(
    "ops/ota-xml-requestorid-messagepassword",
    """<OTA_HotelAvailNotifRQ xmlns="http://www.opentravel.org/OTA/2003/05" EchoToken="b7e0c8e2-5b1f-4c55-9a6e-2f1d3a4b5c6d" TimeStamp="2024-11-06T11:20:05Z" Version="1.002">
  <POS>
    <Source>
      <RequestorID Type="22" ID="ACMEHOTELS" MessagePassword="{0}"/>
    </Source>
  </POS>
  <AvailStatusMessages HotelCode="LIS0042">
    <AvailStatusMessage BookingLimit="4">
      <StatusApplicationControl Start="2024-12-20" End="2024-12-27" InvTypeCode="DBL" RatePlanCode="BAR"/>
    </AvailStatusMessage>
  </AvailStatusMessages>
</OTA_HotelAvailNotifRQ>""",
    pw(),
)

add(
    "ops/mews-connector-access-token",
    """{
  "ClientToken": "${MEWS_CLIENT_TOKEN}",
  "AccessToken": "{0}",
  "Client": "AcmePOS 2.3.0",
  "StartUtc": "2024-11-05T00:00:00Z",
  "EndUtc": "2024-11-06T00:00:00Z",
  "States": ["Started", "Processed"]
}""",
    r(32, UPPER_HEX) + "-" + r(31, UPPER_HEX),
)

add(
    "ops/cloudbeds-api-key-header",
    """GET https://api.cloudbeds.com/api/v1.2/getReservations?propertyID=198345&status=confirmed
x-api-key: {0}
accept: application/json""",
    "cbat_" + r(32, ALNUM),
)

add(
    "ops/hotelbeds-secret-signature-python",
    """HB_API_KEY = os.environ["HB_API_KEY"]
HB_SECRET = "{0}"

def hb_headers():
    ts = str(int(time.time()))
    sig = hashlib.sha256((HB_API_KEY + HB_SECRET + ts).encode()).hexdigest()
    return {"Api-key": HB_API_KEY, "X-Signature": sig, "Accept": "application/json"}""",
    r(10, ALNUM),
)

add(
    "ops/booking-com-machine-account-curl",
    """curl -s -u 'acme_cm_machine:{0}' \\
  -H 'Content-Type: text/xml' \\
  --data-binary @ota_hotelresnotif.xml \\
  https://supply-xml.booking.com/hotels/ota/OTA_HotelResNotif""",
    pw(),
)

add(
    "ops/oracle-ohip-client-secret-urlencode",
    """curl --location 'https://acme-ohip.hospitality-api.us-ashburn-1.ocs.oraclecloud.com/oauth/v1/tokens' \\
  --header 'x-app-key: 7d1c3b2a-0f9e-4d8c-b7a6-5e4d3c2b1a09' \\
  --header 'enterpriseId: ACMEHOTELS' \\
  --data-urlencode 'grant_type=client_credentials' \\
  --data-urlencode 'client_id=ACMEHOTELS_Client' \\
  --data-urlencode 'client_secret={0}' \\
  --data-urlencode 'scope=urn:opc:hgbu:ws:__myscopes__'""",
    r(8, LOWER_NUM) + "-" + r(4, LOWER_NUM) + "-" + r(4, LOWER_NUM) + "-" + r(4, LOWER_NUM) + "-" + r(12, LOWER_NUM),
)

add(
    "ops/db-api-marketplace-api-key-header",
    """const res = await fetch(
  "https://apis.deutschebahn.com/db-api-marketplace/apis/timetables/v1/plan/8000105/241106/14",
  { headers: { "DB-Client-Id": "4c2f9e1d7b8a6c5d3e2f1a0b9c8d7e6f", "DB-Api-Key": "{0}", Accept: "application/xml" } },
);""",
    r(32, HEX),
)

add(
    "ops/navitia-token-basic-username",
    """$ curl -s -u {0}: 'https://api.navitia.io/v1/coverage/sncf/journeys?from=stop_area:SNCF:87686006&to=stop_area:SNCF:87751008&datetime=20241120T0700' | jq '.journeys[0].duration'
12660""",
    uuid4(),
)

add(
    "ops/lufthansa-httpie-client-secret",
    """$ http --form POST https://api.lufthansa.com/v1/oauth/token client_id=ngr3kd8vq2yaf7u4mzw6hb5t client_secret={0} grant_type=client_credentials
HTTP/1.1 200 OK
{"token_type":"bearer","expires_in":129600}""",
    r(10, ALNUM),
)

# ============================================================ secrets: maps, geocoding, fleet
add(
    "ops/here-apikey-in-nginx-access-log",
    """10.0.4.18 - - [06/Nov/2024:13:02:44 +0000] "GET /geo/v1/geocode?q=Rua+Augusta+1200%2C+S%C3%A3o+Paulo&apiKey={0} HTTP/1.1" 200 1342 "-" "route-planner/1.8.2 (okhttp)"
10.0.4.18 - - [06/Nov/2024:13:02:45 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29\"""",
    r(43, URLSAFE),
)

add(
    "ops/here-credentials-properties",
    """here.user.id = HERE-6b2e8f1a-3c4d-4e5f-a6b7-c8d9e0f1a2b3
here.client.id = {1}
here.access.key.id = {2}
here.access.key.secret = {0}
here.token.endpoint.url = https://account.api.here.com/oauth2/token""",
    r(86, URLSAFE), r(20, ALNUM), r(22, URLSAFE),
)

add(
    "ops/tomtom-key-dart-const",
    """// lib/services/routing_service.dart
const _tomtomKey = '{0}';

Future<Route> calculateRoute(LatLng from, LatLng to) async {
  final uri = Uri.https('api.tomtom.com',
      '/routing/1/calculateRoute/${from.lat},${from.lng}:${to.lat},${to.lng}/json',
      {'key': _tomtomKey, 'travelMode': 'truck', 'vehicleWeight': '18000'});""",
    r(32, ALNUM),
)


add(
    "ops/geotab-mygeotab-api-password",
    """import mygeotab

api = mygeotab.API(username="fleet.reports@acme-logistics.com", password="{0}", database="acme_logistics")
api.authenticate()
devices = api.get("Device", resultsLimit=500)""",
    hpw(),
)

add(
    "ops/geotab-session-id-debug-log",
    """[2024-11-06T07:15:02.114Z] DEBUG geotab-sync: POST https://my.geotab.com/apiv1 {"method":"GetFeed","params":{"typeName":"LogRecord","fromVersion":"0000000012ab34cd","credentials":{"database":"acme_logistics","sessionId":"{0}","userName":"fleet.reports@acme-logistics.com"}}}""",
    r(22, URLSAFE),
)

add(
    "ops/samsara-api-token-bearer",
    """$ curl -s https://api.samsara.com/fleet/vehicles/locations \\
    -H "Authorization: Bearer {0}" | jq -r '.data[] | [.name, .location.latitude, .location.longitude] | @tsv'
TRK-0417	41.1496	-8.6110
TRK-0422	38.7223	-9.1393""",
    "samsara_api_" + r(30, ALNUM),
)

add(
    "ops/samsara-webhook-secret-b64-env",
    """SAMSARA_ORG_ID=4009
SAMSARA_WEBHOOK_ID=549755813888
SAMSARA_WEBHOOK_SECRET={0}
ALERT_CHANNEL=#fleet-alerts""",
    b64(32),
)


add(
    "ops/teltonika-sms-login-password",
    """Sent SMS to +351 912 000 417 (FMC130 on TRK-0417):
  fleetadm {0} setparam 2001:internet.vodafone.pt;2002:;2003:
Reply: Param ID:2001 Value:internet.vodafone.pt""",
    r(8, ALNUM),
)

add(
    "ops/traccar-xml-database-password",
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>org.postgresql.Driver</entry>
    <entry key='database.url'>jdbc:postgresql://db.fleet.internal:5432/traccar</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'>{0}</entry>
    <entry key='teltonika.port'>5027</entry>
</properties>""",
    hpw(),
)

add(
    "ops/mosquitto-pub-telematics-password",
    """$ mosquitto_pub -h mqtt.fleet.acme.io -p 8883 --cafile /etc/ssl/certs/ca-certificates.crt \\
    -u truck_0417 -P {0} \\
    -t fleet/truck_0417/telemetry -m '{"lat":41.1496,"lon":-8.611,"speed":62,"odo":184223}'""",
    pw(),
)

# ============================================================ secrets: mixed shapes
add(
    "ops/git-diff-removes-shipstation-password",
    """diff --git a/config/carriers.yml b/config/carriers.yml
index 7c1e2a9..b40f3d1 100644
--- a/config/carriers.yml
+++ b/config/carriers.yml
@@ -8,7 +8,7 @@ shipstation:
   store_id: 214455
   warehouse_id: 61123
   username: warehouse@acme-retail.com
-  password: {0}
+  password: <%= ENV.fetch("SHIPSTATION_PASSWORD") %>
   label_format: pdf""",
    hpw(),
)

add(
    "ops/pytest-failure-shows-dhl-password",
    """    def test_dhl_auth_header(settings):
>       assert build_auth(settings) == {"Authorization": "Basic " + EXPECTED}
E       AssertionError: assert None == {'Authorization': 'Basic ...'}
E         settings.dhl = DhlSettings(username='apN3lB8rU1gA', password='{0}', account='950000002')

tests/test_dhl.py:41: AssertionError""",
    hpw(),
)

add(
    "ops/chat-english-toast-handover",
    """User: ok the Toast partner portal finally approved us. creds for the sandbox machine client below, prod comes next week
client id {1}
secret {0}
restaurant guid is in the ticket""",
    r(64, URLSAFE), r(32, ALNUM),
)

add(
    "ops/wms-db-password-jdbc-log",
    """2024-11-06 05:01:12.442 INFO  [main] c.a.wms.DataSourceConfig - Connecting url=jdbc:sqlserver://wms-sql01:1433;databaseName=WMS_PROD;user=wms_app;password={0};encrypt=true;trustServerCertificate=true
2024-11-06 05:01:13.019 INFO  [main] c.a.wms.DataSourceConfig - Pool wms-hikari started (max=20)""",
    hpw(),
)

add(
    "ops/label-service-terraform-tfvars",
    """region              = "eu-west-1"
label_bucket        = "acme-labels-prod"
fedex_account       = "510087780"
fedex_client_id     = "l7a3c2b1e0f9d8c7b6a5f4e3d2c1b0a9f8"
fedex_client_secret = "{0}"
ups_shipper_number  = "A1B2C3\"""",
    r(32, ALNUM),
)


add(
    "ops/vault-kv-get-carrier-output",
    """$ vault kv get -mount=ops carriers/aramex
======= Secret Path =======
ops/data/carriers/aramex

======= Metadata =======
Key                Value
---                -----
created_time       2024-11-04T16:22:09.31Z
version            3

====== Data ======
Key          Value
---          -----
account      60531487
pin          {0}
username     api.integration@acme-me.com""",
    dg(6),
)

add(
    "ops/github-actions-env-hardcoded-avalara",
    """jobs:
  tax-smoke:
    runs-on: ubuntu-latest
    env:
      AVATAX_ACCOUNT_ID: "2000134479"
      AVATAX_LICENSE_KEY: "{0}"
      AVATAX_ENV: sandbox
    steps:
      - uses: actions/checkout@v4
      - run: npm ci && npm run test:tax""",
    r(16, UPPER_HEX),
)


add(
    "ops/agent-prose-adyen-api-key",
    """I found the Adyen API key hardcoded in `src/payments/adyen.ts` line 12: `{0}`. I've moved it to `ADYEN_API_KEY` in the env schema; you should revoke that key in the Customer Area since it has been in git history since March.""",
    "AQE" + r(5, ALNUM) + "+" + r(20, ALNUM) + "/" + r(30, ALNUM) + "-" + r(20, ALNUM) + "=-" + r(12, ALNUM),
)

add(
    "ops/nfe-pt-chat-senha-certificado",
    """Pessoal, o certificado A1 novo da matriz chegou. Arquivo tá no drive (pasta Fiscal/2025) e a senha do .pfx é {0}
Alguém atualiza o emissor de NF-e hoje ainda?""",
    hpw(),
)

add(
    "ops/tr-chat-entegrator-api-sifre",
    """@Murat e-Fatura entegratörünün web servis kullanıcısı acme_efatura_ws, şifresi "{0}". Test ortamında VKN 1234567890 ile deneyebilirsin.""",
    pw(),
)


# ============================================================ secrets: split
add_split(
    "ops/split-samsara-token-terminal-wrap",
    """$ kubectl -n fleet get secret samsara -o jsonpath='{.data.token}' | base64 -d
{0}
{1}
$ """,
    "samsara_api_" + r(28, ALNUM), r(12, ALNUM),
)

add_split(
    "ops/split-correios-pt-two-messages",
    """[09:41] Renata: o código de acesso é grande, vou mandar em duas partes
[09:41] Renata: {0}
[09:42] Renata: {1}
[09:42] Renata: junta as duas sem espaço""",
    r(20, ALNUM), r(20, ALNUM),
)

add_split(
    "ops/split-go-const-duffel",
    """const (
	duffelA = "{0}"
	duffelB = "{1}"
)

var duffelToken = duffelA + duffelB""",
    "duffel_live_" + r(20, URLSAFE), r(23, URLSAFE),
)

add_split(
    "ops/split-wms-password-two-log-lines",
    """05:01:12.440 ERROR wms.sync - login failed for user wms_app with password '{0}
05:01:12.440 ERROR wms.sync - (cont) {1}' on host wms-sql01""",
    "Forklift" + dg(2), "-Dock" + dg(3) + "!",
)

add_split(
    "ops/split-tr-sifre-two-messages",
    """Ahmet: portal şifresinin ilk yarısı {0}
Ahmet: ikinci yarısı {1} — birleştirip girersin""",
    "Deniz" + dg(3), "Yildiz" + dg(2) + "!",
)


# ============================================================ look-alikes: tracking, AWB, containers
la(
    """$ ./bin/track fedex {0}
Tracking {0}  FedEx Ground
  2024-11-04 18:22  PICKED UP          MEMPHIS, TN
  2024-11-05 03:10  DEPARTED FACILITY  MEMPHIS, TN
  2024-11-06 09:41  ON FedEx vehicle for delivery  PORTLAND, OR""",
    dg(12),
)

la(
    """2024-11-06T10:12:04Z INFO label.created carrier=ups service=03 tracking_number={0} order=SO-10441 weight_lb=4.2 zone=5 cost_usd=11.87""",
    ups_track(),
)

la(
    """| Order    | Carrier | Tracking number             | Status     |
|----------|---------|-----------------------------|------------|
| SO-10441 | USPS    | 9400 1{0} {1} {2} {3} 12 | In transit |
| SO-10442 | USPS    | 9205 5{4} {5} {6} {7} 44 | Delivered  |""",
    dg(3), dg(4), dg(4), dg(4), dg(3), dg(4), dg(4), dg(4),
)

la(
    """DHL Express waybill {0} - 2 pieces, 14.5 kg, LEJ hub scan 2024-11-05 23:14, customs cleared GRU 2024-11-06 08:02.""",
    dg(10),
)

la(
    """Royal Mail Tracked 48 label generated: TT{0}GB  (S10 check digit verified, service TPN, format smallParcel)""",
    dg(9),
)

la(
    """PostNL barcode generated: 3SDEVC{0}
Label: /var/labels/postnl/3SDEVC{0}.pdf  sha256={1}""",
    dg(9), r(64, HEX),
)

la(
    """Rastreamento Correios: objeto {0}BR postado em 05/11/2024 em PORTO ALEGRE/RS, saiu para entrega 06/11/2024. O código de rastreio pode ser compartilhado com o cliente sem problema.""",
    r(2, UPPER) + dg(9),
)

la(
    """Container MSCU{0} (40HC) on MSC ANNA voyage 446W, B/L MEDUI{1}, ETA Santos 2024-11-22. Seal no. {2}.""",
    dg(7), dg(7), r(2, UPPER) + dg(7),
)


la(
    """$ curl -s -u "$SHIPSTATION_API_KEY:$SHIPSTATION_API_SECRET" "https://ssapi.shipstation.com/shipments?orderNumber=SO-10441" | jq '.shipments[0] | {shipmentId, trackingNumber, carrierCode}'
{
  "shipmentId": 1844{0},
  "trackingNumber": "{1}",
  "carrierCode": "ups_walleted"
}""",
    dg(5), ups_track(),
)

la(
    """>>> shipment = client.shipment.retrieve("shp_{0}")
>>> shipment.selected_rate.id, shipment.tracker.id, shipment.postage_label.label_url
('rate_{1}', 'trk_{2}', 'https://easypost-files.s3.us-west-2.amazonaws.com/files/postage_label/20241106/e8{3}.png')""",
    r(32, HEX), r(32, HEX), r(32, HEX), r(30, HEX),
)


la(
    """SENDCLOUD_PUBLIC_KEY=${SENDCLOUD_PUBLIC_KEY}
SENDCLOUD_SECRET_KEY=${SENDCLOUD_SECRET_KEY}
SENDCLOUD_SENDER_ADDRESS_ID=442711
SENDCLOUD_SHIPPING_METHOD=8""",
)

la(
    """# PrintNode
PRINTNODE_API_KEY=            # set in the Kubernetes secret printnode/api-key, never here
PRINTNODE_COMPUTER_ID=401233
PRINTNODE_PRINTER_ID=73419022""",
)

la(
    """<AccessRequest xml:lang="en-US">
  <AccessLicenseNumber>${UPS_ACCESS_LICENSE_NUMBER}</AccessLicenseNumber>
  <UserId>${UPS_USER_ID}</UserId>
  <Password>${UPS_PASSWORD}</Password>
</AccessRequest>""",
)


la(
    """^XA
^CF0,30
^FO40,40^FDACME WAREHOUSE DOCK 3^FS
^FO40,90^BY3^BCN,120,Y,N,N^FD>;{0}^FS
^FO40,260^BQN,2,6^FDLA,{1}^FS
^FO40,480^FDSSCC (00) 0{2}^FS
^XZ""",
    ups_track(), r(40, UPPER_NUM), gtin("0" + dg(16)),
)

la(
    """Printer ZT411_DOCK3: serial 99J{0}, MAC 00:07:4D:{1}:{2}:{3}, firmware V92.21.19Z, ip 10.20.3.41, weblink conn1 = labels.acme-wms.com (auth configured via Zebra Printer Setup Utility, not in this repo).""",
    dg(9), r(2, UPPER_HEX), r(2, UPPER_HEX), r(2, UPPER_HEX),
)

la(
    """open sftp://edi_acme@sftp.edi.carrier-xpo.example/ -privatekey="C:/EDI/keys/edi_acme.ppk" -hostkey="ssh-ed25519 255 {0}"
cd /inbound/856""",
    b64(32).rstrip("="),
)

la(
    """Carrier EDI public key (for encrypting 214s to us). Fingerprint: {0}
-----BEGIN PGP PUBLIC KEY BLOCK-----

mDMEZ{1}
{2}
=Ab3x
-----END PGP PUBLIC KEY BLOCK-----""",
    " ".join(r(4, UPPER_HEX) for _ in range(10)), r(58, ALNUM), r(64, ALNUM + "+/"),
)

# ============================================================ look-alikes: WMS and ERP
la(
    """uid = common.authenticate(db, os.environ["ODOO_LOGIN"], os.environ["ODOO_PASSWORD"], {})
pickings = models.execute_kw(db, uid, os.environ["ODOO_PASSWORD"], "stock.picking", "search_count", [[["state", "=", "done"]]])
print(pickings)  # 18422""",
)

la(
    """[options]
; admin_passwd is set by the entrypoint from the ODOO_MASTER_PASSWORD secret
addons_path = /opt/odoo/odoo/addons,/opt/odoo/custom-addons
db_user = odoo
http_port = 8069
workers = 6""",
)

la(
    """$ odoo-bin shell -d acme_prod --no-http
>>> env['product.product'].search([('barcode', '=', '{0}')]).default_code
'{1}'
>>> env['stock.quant']._get_available_quantity(_, env.ref('stock.stock_location_stock'))
37.0""",
    gtin("789" + dg(9)), "SKU-" + r(3, UPPER) + "-" + dg(4),
)

la(
    """Authorization: token ${ERPNEXT_API_KEY}:${ERPNEXT_API_SECRET}""",
)

la(
    """{
 "db_name": "_4d7a1c0e9b2f8a63",
 "db_password": "********",
 "db_type": "mariadb",
 "host_name": "https://erp.acme.local"
}
(db_password masked by `bench show-config`)""",
)


la(
    """POST /b1s/v1/Login
{"CompanyDB": "SBO_ACME_LIVE", "UserName": "manager", "Password": "<from B1 vault entry b1/manager>"}

The response sets B1SESSION and ROUTEID cookies; we never log the cookie values.""",
)

la(
    """SAP B1 item master export:
ItemCode;ItemName;CodeBars;OnHand
A-{0};Caneca cerâmica 350ml;{1};144
A-{2};Toalha de banho 70x140;{3};61
A-{4};Garrafa térmica 1L;{5};0""",
    dg(5), gtin("789" + dg(9)), dg(5), gtin("789" + dg(9)), dg(5), gtin("789" + dg(9)),
)

la(
    """NetSuite sandbox 7345121_SB1: integration record "ACME WMS Bridge" (application id 5F3C0B1A-8D2E-4F67-9A1B-2C3D4E5F6A7B), consumer key ****************************a81f, token id ****************************3c07. Rotate both from Setup > Users/Roles > Access Tokens.""",
)

la(
    """oauth_consumer_key="{{NS_CONSUMER_KEY}}",oauth_token="{{NS_TOKEN_ID}}",oauth_signature_method="HMAC-SHA256",oauth_timestamp="{{$timestamp}}",oauth_nonce="{{$randomUUID}}",oauth_version="1.0",realm="7345121_SB1\"""",
)

la(
    """GET https://api.businesscentral.dynamics.com/v2.0/{0}/Production/api/v2.0/companies({1})/items?$top=3
Authorization: Bearer {{bc_access_token}}""",
    uuid4(), uuid4(),
)


la(
    """$ http --form POST https://acme.acumatica.com/identity/connect/token \\
    grant_type=password client_id="$ACU_CLIENT_ID" client_secret="$ACU_CLIENT_SECRET" \\
    username="$ACU_USER" password="$ACU_PASSWORD" scope=api""",
)

la(
    """wms=> SELECT sku, gtin, bin, qty FROM stock WHERE bin LIKE 'A-12-%' ORDER BY bin LIMIT 4;
     sku      |      gtin      |   bin    | qty
--------------+----------------+----------+-----
 {0} | {1} | A-12-01  |  40
 {2} | {3} | A-12-02  |  12
 {4} | {5} | A-12-03  |   0
 {6} | {7} | A-12-04  |  96""",
    "TSH-" + r(3, UPPER) + "-M-" + dg(1), gtin(dg(13)), "TSH-" + r(3, UPPER) + "-L-" + dg(1), gtin(dg(13)),
    "MUG-" + r(3, UPPER) + "-350", gtin(dg(13)), "BAG-" + r(3, UPPER) + "-XL", gtin(dg(13)),
)

la(
    """integrations:
  - name: manhattan-asn-drop
    kind: sftp
    host: sftp.wms.acme-3pl.net
    username: acme_inbound
    password: "{{ lookup('community.hashi_vault.hashi_vault', 'secret=ops/data/wms/sftp:password') }}"
    remote_dir: /in/asn""",
)


la(
    """GS1 check digits recomputed for the catalogue import: {0} ok, {1} ok, {2} ok, {3} ok (EAN-13), {4} ok (GTIN-14).""",
    gtin(dg(12)), gtin(dg(12)), gtin(dg(12)), gtin(dg(12)), gtin("1" + dg(12)),
)


# ============================================================ look-alikes: POS and terminals
la(
    """<script src="https://web.squarecdn.com/v1/square.js"></script>
<script>
  // application id and location id are public: they ship to every browser
  const payments = Square.payments("sq0idp-{0}", "{1}");
</script>""",
    r(22, URLSAFE), "L" + r(12, UPPER_NUM),
)

la(
    """SQUARE_ACCESS_TOKEN=${SQUARE_ACCESS_TOKEN:?set SQUARE_ACCESS_TOKEN}
SQUARE_ENVIRONMENT=production
SQUARE_LOCATION_ID=L{0}""",
    r(12, UPPER_NUM),
)

la(
    """Toast restaurant: Acme Burger Porto Alegre
  restaurantGuid:        {0}
  managementGroupGuid:   {1}
  externalGroupRef:      acme-rs-004
  (GUIDs are identifiers, they go in the Toast-Restaurant-External-ID header and are fine in logs)""",
    uuid4(), uuid4(),
)


la(
    """Clover merchant id (public, shown on the dashboard URL): {0}
Device serial: C05{1}  model: Clover Flex 3  firmware 4.0.1
Employee id: {2}  order id: {3}""",
    r(13, UPPER_NUM), r(9, UPPER_NUM), r(13, UPPER_NUM), r(13, UPPER_NUM),
)

la(
    """const checkout = await AdyenCheckout({
  environment: "live",
  clientKey: "live_{0}",   // client key is public by design, restricted to allowed origins
  locale: "pt-BR",
});""",
    r(32, UPPER_NUM),
)

la(
    """Adyen terminals at store 1021:
  V400m-{0}   status=online   merchantAccount=AcmeRetailPOS   store=ST3224Z223224G5K2
  S1F2-{1}   status=online   merchantAccount=AcmeRetailPOS   store=ST3224Z223224G5K2
  P400Plus-{2}   status=offline""",
    dg(9), dg(12), dg(9),
)

la(
    """{"SaleToPOIRequest":{"MessageHeader":{"ProtocolVersion":"3.0","MessageClass":"Service","MessageCategory":"Payment","MessageType":"Request","ServiceID":"{0}","SaleID":"POS-1021-02","POIID":"V400m-{1}"},"PaymentRequest":{"SaleData":{"SaleTransactionID":{"TransactionID":"SO-10441","TimeStamp":"2024-11-06T14:01:22Z"}},"PaymentTransaction":{"AmountsReq":{"Currency":"EUR","RequestedAmount":12.5}}}}}""",
    dg(10), dg(9),
)

la(
    """ADYEN_API_KEY=op://Payments/Adyen ws_204411/api key
ADYEN_MERCHANT_ACCOUNT=AcmeRetailPOS
ADYEN_HMAC_KEY=op://Payments/Adyen webhooks/hmac""",
)

la(
    """SumUp reader paired: rdr_{0}
serial {1}, model solo, merchant code MH4H92C7 (merchant codes are public identifiers printed on receipts)""",
    r(26, UPPER_NUM), dg(12),
)


la(
    """Receipt #000441  Terminal S1F2-{0}
CARD      VISA **** **** **** {1}
AID       A0000000031010
AUTH CODE {2}
PSP REF   {3}
TOTAL EUR 12,50""",
    dg(12), dg(4), r(6, UPPER_NUM), r(16, UPPER_NUM),
)

# ============================================================ look-alikes: tax and invoicing
la(
    """var client = new AvaTaxClient("AcmeBackOffice", "3.1", Environment.MachineName, AvaTaxEnvironment.Production)
    .WithSecurity(config["Avatax:AccountId"], config["Avatax:LicenseKey"]);""",
)


la(
    """TaxJar token rotation: generated a new API token in the TaxJar app on 2024-11-04, updated TAXJAR_TOKEN in Doppler (project back-office, config prd), then deleted the old token. Nothing to change in code.""",
)

la(
    """DANFE NFC-e  ACME COMERCIO VAREJISTA LTDA  CNPJ 12.345.678/0001-90
Consulte pela Chave de Acesso em www.sefaz.rs.gov.br/nfce/consulta
{0}
Protocolo de autorização: 1432400{1} 06/11/2024 14:02:11""",
    " ".join(nfe_key()[i:i + 4] for i in range(0, 44, 4)), dg(8),
)

la(
    """A chave de acesso da NF-e {0} é pública: vai impressa no DANFE e qualquer pessoa consulta no portal da SEFAZ. Pode logar à vontade; o que não pode aparecer é a senha do certificado A1.""",
    nfe_key(),
)

la(
    """QR Code NFC-e: https://www.sefaz.rs.gov.br/NFCE/NFCE-COM.aspx?p={0}|2|1|1|{1}""",
    nfe_key(), r(40, UPPER_HEX),
)

la(
    """<infNFe Id="NFe{0}" versao="4.00">
  <ide><cUF>43</cUF><cNF>{1}</cNF><natOp>VENDA</natOp><mod>55</mod><serie>1</serie><nNF>{2}</nNF></ide>
  <emit><CNPJ>12345678000190</CNPJ><xNome>ACME COMERCIO VAREJISTA LTDA</xNome><IE>0961234567</IE></emit>""",
    nfe_key(), dg(8), dg(6),
)

la(
    """<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo>...</SignedInfo>
<SignatureValue>{0}</SignatureValue>
<KeyInfo><X509Data><X509Certificate>MIIH{1}</X509Certificate></X509Data></KeyInfo></Signature>""",
    b64(256), b64(120),
)

la(
    """$tools = new Tools($configJson, Certificate::readPfx($pfx, getenv('NFE_CERT_PASSWORD')));
// NFE_CERT_PASSWORD vem do cofre (Vault: fiscal/nfe/matriz). Nunca commitar o .pfx nem a senha.""",
)

la(
    """Certificado A1 ACME COMERCIO VAREJISTA LTDA:12345678000190
  Serial: {0}
  Thumbprint SHA-1: {1}
  Válido até: 14/03/2025""",
    r(32, UPPER_HEX), r(40, UPPER_HEX),
)

la(
    """{
  "tpAmb": 2,
  "razaosocial": "ACME COMERCIO VAREJISTA LTDA",
  "siglaUF": "RS",
  "CSC": "${NFCE_CSC}",
  "CSCid": "000001"
}""",
)

la(
    """e-Fatura gönderildi. ETTN: {0}
Fatura no: ACM2024{1}, alıcı VKN: 1234567890, tutar: 1.250,00 TL. ETTN faturanın herkese açık tekil kimliğidir, loglarda tutulabilir.""",
    uuid4().upper(), dg(9),
)

la(
    """e-Arşiv portal şifresi ortam değişkeninden okunuyor (EARSIV_SIFRE). Şifre her 90 günde bir GİB tarafından yeniletiliyor; yenilendiğinde sadece Vault'taki değeri güncelleyin, koda dokunmayın.""",
)

la(
    """<cbc:UUID>{0}</cbc:UUID>
<cbc:ID>ACM2024{1}</cbc:ID>
<cbc:IssueDate>2024-11-06</cbc:IssueDate>
<cbc:InvoiceTypeCode>SATIS</cbc:InvoiceTypeCode>
<cac:AccountingSupplierParty><cac:Party><cac:PartyIdentification><cbc:ID schemeID="VKN">1234567890</cbc:ID></cac:PartyIdentification></cac:Party></cac:AccountingSupplierParty>""",
    uuid4(), dg(9),
)

la(
    """<wsse:UsernameToken>
  <wsse:Username>acme_efatura_ws</wsse:Username>
  <wsse:Password>******</wsse:Password>
</wsse:UsernameToken>""",
)

la(
    """SDI: file IT01234567890_{0}.xml trasmesso, IdentificativoSdI {1}, CodiceDestinatario M5UXCR1, esito RC (ricevuta di consegna).""",
    r(5, UPPER_NUM), dg(10),
)

la(
    """SII AEAT: lote de facturas emitidas enviado, CSV de la respuesta {0}, EstadoEnvio=Correcto, 42 registros. Certificate loaded from the Windows store by thumbprint {1}.""",
    r(16, UPPER_NUM), r(40, UPPER_HEX),
)

la(
    """Paraşüt firma id: 627949, OAuth client_id ve client_secret GitHub Actions secret'larında (PARASUT_CLIENT_ID, PARASUT_CLIENT_SECRET). Yerelde `.env.example` dosyasını kopyalayıp kendi sandbox bilgilerinizi girin.""",
)

# ============================================================ look-alikes: travel and hospitality
la(
    """Booking confirmed. PNR (record locator) {0}, e-ticket 176-{1}, LIS-GRU TP89 14JAN Y, seat 32C. Share the locator with the traveller; it is printed on the itinerary.""",
    pnr(), dg(10),
)

la(
    """$ amadeus-cli orders get eJzTd9cPczO0{0}
{"type":"flight-order","id":"eJzTd9cPczO0{0}","associatedRecords":[{"reference":"{1}","creationDate":"2024-11-06T14:20:00.000","originSystemCode":"GDS","flightOfferId":"1"}]}""",
    r(24, ALNUM), pnr(),
)


la(
    """Sabre: PCC 3QND, EPR 7971. The EPR password is rotated every 90 days by Sabre; after a rotation update `sabre/epr_password` in Secrets Manager and restart the fare-search pods. Don't paste it in Slack.""",
)

la(
    """{"data":{"id":"off_0000{0}","total_amount":"412.30","total_currency":"EUR","owner":{"iata_code":"TP","name":"TAP Air Portugal"},"slices":[{"origin":{"iata_code":"LIS"},"destination":{"iata_code":"OPO"}}],"passengers":[{"id":"pas_0000{1}"}]}}""",
    r(22, ALNUM), r(22, ALNUM),
)

la(
    """export DUFFEL_ACCESS_TOKEN="$(op read 'op://Travel/Duffel live/token')\"""",
)

la(
    """<OTA_HotelResNotifRQ EchoToken="{0}" TimeStamp="2024-11-06T11:20:05Z" Version="1.0">
  <POS><Source><RequestorID Type="22" ID="ACMEHOTELS"/></Source></POS>
  <HotelReservations><HotelReservation CreateDateTime="2024-11-06T11:19:58Z" ResStatus="Book">
    <UniqueID Type="14" ID="{1}"/>
  </HotelReservation></HotelReservations>
</OTA_HotelResNotifRQ>""",
    uuid4(), dg(10),
)

la(
    """Mews reservation {0} (Number 2241{1}), ServiceId {2}, state Started. ClientToken and AccessToken come from MEWS_CLIENT_TOKEN / MEWS_ACCESS_TOKEN.""",
    uuid4(), dg(3), uuid4(),
)

la(
    """Cloudbeds propertyID 198345, reservationID 5{0}, guestID 7{1}. API key masked: cbat_************************{2}""",
    dg(11), dg(7), r(4, ALNUM),
)

la(
    """Hotelbeds X-Signature is sha256(apiKey + secret + unix_ts), recomputed for every request and valid ~5 minutes. In logs we print only the Api-key header's last 4 characters and never the shared secret.""",
)


la(
    """$ curl -s -H "Authorization: $NAVITIA_TOKEN" 'https://api.navitia.io/v1/coverage/sncf/stop_areas/stop_area:SNCF:87686006' | jq -r '.stop_areas[0].name'
Paris Gare de Lyon""",
)

la(
    """Flights today from LIS: TP1350 LIS-OPO 07:00, FR8351 LIS-STN 09:25, LH1173 LIS-FRA 10:40, TK1760 LIS-IST 12:15. Aircraft reg CS-TVG (A320neo), ICAO 24-bit 4952{0}.""",
    r(2, UPPER_HEX),
)


# ============================================================ look-alikes: maps, geocoding, fleet
la(
    """HERE_API_KEY=${HERE_API_KEY}
HERE_GEOCODE_URL=https://geocode.search.hereapi.com/v1/geocode
HERE_ROUTER_URL=https://router.hereapi.com/v8/routes""",
)

la(
    """10.0.4.18 - - [06/Nov/2024:13:02:44 +0000] "GET /geo/v1/geocode?q=Rua+Augusta+1200%2C+S%C3%A3o+Paulo&apiKey=[FILTERED] HTTP/1.1" 200 1342 "-" "route-planner/1.8.2 (okhttp)\"""",
)

la(
    """{"items":[{"title":"Rua Augusta 1200, Consolação, São Paulo - SP, 01304-001, Brasil","id":"here:af:streetsection:{0}","position":{"lat":-23.55683,"lng":-46.66159},"scoring":{"queryScore":1.0}}]}""",
    r(22, URLSAFE),
)

la(
    """route.polyline (flexible polyline, precision 5):
{0}
decoded: 214 points, length 31.8 km, duration 42 min""",
    "BG" + r(120, URLSAFE),
)

la(
    """Google encoded polyline for the dock 3 -> DC Cajamar leg:
{0}""",
    r(96, "?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_`abcdefghijklmnopqrstuvwxyz{|}~"),
)

la(
    """mapboxgl.accessToken = "pk.{0}.{1}"; // public token, URL-restricted to *.acme-logistics.com
const map = new mapboxgl.Map({ container: "map", style: "mapbox://styles/mapbox/streets-v12", center: [-8.611, 41.1496], zoom: 11 });""",
    b64url(40), b64url(16),
)


la(
    """api = mygeotab.API(username=os.environ["GEOTAB_USER"], password=os.environ["GEOTAB_PASSWORD"], database="acme_logistics")
api.authenticate()   # session id is kept in memory only""",
)

la(
    """Geotab device b{0}: serial G9{1}, VIN {2}, name TRK-0417, odometer 184223 km, last GPS 41.14961,-8.61099 at 2024-11-06T07:14:58Z.""",
    r(3, HEX), r(10, UPPER_NUM), vin(),
)

la(
    """Fleet roster
TRK-0417  VIN {0}  plate 42-XQ-17  Samsara vehicle id 28147{1}
TRK-0422  VIN {2}  plate 31-ZB-88  Samsara vehicle id 28147{3}""",
    vin(), dg(10), vin(), dg(10),
)

la(
    """SAMSARA_API_TOKEN=<paste token from Settings > API Tokens>
SAMSARA_WEBHOOK_SECRET=<from the webhook page, base64>
SAMSARA_ORG_ID=4009""",
)

la(
    """Teltonika FMC130 TRK-0417: IMEI 35{0}, ICCID 8935101{1}, firmware 03.28.07.Rev.00. SMS login/password are set per device via Configurator and stored in the device-provisioning vault, not in the fleet DB.""",
    dg(13), dg(12),
)

la(
    """<entry key='database.url'>jdbc:postgresql://db.fleet.internal:5432/traccar</entry>
<entry key='database.user'>traccar</entry>
<entry key='database.password'>${TRACCAR_DB_PASSWORD}</entry>""",
)

la(
    """fleet/truck_0417/telemetry {"lat":41.1496,"lon":-8.611,"speed":62,"heading":274,"odo":184223,"fuel_pct":58,"ign":true,"ts":1730876098}
fleet/truck_0422/telemetry {"lat":38.7223,"lon":-9.1393,"speed":0,"heading":12,"odo":99120,"fuel_pct":21,"ign":false,"ts":1730876101}""",
)

la(
    """OSRM route response: {"code":"Ok","routes":[{"geometry":"{0}","distance":31822.4,"duration":2530.1}],"waypoints":[{"hint":"{1}","location":[-8.611,41.1496]}]}""",
    r(80, "?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_`abcdefghijklmnopqrstuvwxyz"), b64url(48),
)


# ============================================================ look-alikes: mixed shapes
la(
    """diff --git a/config/carriers.yml b/config/carriers.yml
@@ -8,7 +8,7 @@ shipstation:
   username: warehouse@acme-retail.com
-  password: <%= Rails.application.credentials.dig(:shipstation, :password) %>
+  password: <%= ENV.fetch("SHIPSTATION_PASSWORD") %>
   label_format: pdf""",
)

la(
    """FAILED tests/test_dhl.py::test_dhl_auth_header - AssertionError: expected Authorization header, got None
  settings.dhl = DhlSettings(username='apN3lB8rU1gA', password=SecretStr('**********'), account='950000002')""",
)

la(
    """User: the Toast sandbox creds are in 1Password under "Toast partner - sandbox machine client". Can you wire them through TOAST_CLIENT_ID / TOAST_CLIENT_SECRET and make sure they never get logged?""",
)

la(
    """2024-11-06 05:01:12.442 INFO  [main] c.a.wms.DataSourceConfig - Connecting url=jdbc:sqlserver://wms-sql01:1433;databaseName=WMS_PROD;user=wms_app;password=****;encrypt=true""",
)

la(
    """fedex_account       = "510087780"
fedex_client_id     = var.fedex_client_id
fedex_client_secret = data.aws_secretsmanager_secret_version.fedex.secret_string""",
)


la(
    """jobs:
  tax-smoke:
    env:
      AVATAX_ACCOUNT_ID: ${{ vars.AVATAX_ACCOUNT_ID }}
      AVATAX_LICENSE_KEY: ${{ secrets.AVATAX_LICENSE_KEY }}
      AVATAX_ENV: sandbox""",
)

la(
    """I searched the repo for hardcoded carrier credentials: `rg -n "client_secret|ShippoToken|EZAK|X-IBM-Client-Secret"` returns only references to env vars and the Vault paths in `deploy/secrets.tf`. Nothing to rotate.""",
)

la(
    """Pessoal, a senha do certificado A1 da matriz foi trocada hoje e já está no cofre (fiscal/nfe/matriz). Quem precisar, pede acesso ao grupo Fiscal no Vault; não mandem por aqui.""",
)

la(
    """@Murat e-Fatura web servis kullanıcısı acme_efatura_ws. Şifreyi Vault'ta ops/efatura/ws altında bulabilirsin; test ortamında VKN 1234567890 ile dene.""",
)

la(
    """{"type":"tool_result","tool_use_id":"toolu_01Pq8sWmXb3kR","content":"HTTP 201 {\\"id\\":\\"{0}\\",\\"transaction_code\\":\\"T{1}\\",\\"status\\":\\"PENDING\\"}"}""",
    uuid4(), r(8, UPPER_NUM),
)

la(
    """sha256sum labels/*.pdf
{0}  labels/SO-10441.pdf
{1}  labels/SO-10442.pdf
{2}  labels/SO-10446.pdf""",
    r(64, HEX), r(64, HEX), r(64, HEX),
)


la(
    """Kubernetes secret shipping/ups-oauth (type Opaque), data keys: client-id (48 bytes), client-secret (64 bytes). Values not shown; last rotated 2024-10-01 by the ops-shipping rotation job.""",
)

la(
    """Order SO-10441: 3 lines
  SKU {0}  EAN {1}  qty 2  R$ 39,90
  SKU {2}  EAN {3}  qty 1  R$ 129,00
  SKU {4}  EAN {5}  qty 4  R$ 12,50""",
    "CAN-" + dg(4) + "-BR", gtin("789" + dg(9)), "TOA-" + dg(4) + "-AZ", gtin("789" + dg(9)), "GAR-" + dg(4) + "-PR", gtin("789" + dg(9)),
)


la(
    """Webhook received from EasyPost: id=evt_{0} description=tracker.updated result.id=trk_{1} status=out_for_delivery, signature header present and verified (X-Hmac-Signature checked against EASYPOST_WEBHOOK_SECRET).""",
    r(32, HEX), r(32, HEX),
)


la(
    """Correios: contrato 9912345678, cartão de postagem 0076543210, código administrativo 19876543, DR 64. Esses números aparecem na etiqueta e na PLP; o código de acesso da API fica só no cofre.""",
)

la(
    """Aramex shipment created: AWB {0}, ProductGroup EXP, ProductType PPX, Origin DXB, Destination RUH, Reference1 SO-10446. ClientInfo read from ARAMEX_USERNAME / ARAMEX_PASSWORD / ARAMEX_ACCOUNT_PIN.""",
    dg(11),
)

la(
    """# placeholder values for the docs (README, Royal Mail section)
ROYAL_MAIL_CLICK_DROP_API_KEY=your-click-and-drop-api-key
RM_CLIENT_ID=00000000-0000-0000-0000-000000000000
RM_CLIENT_SECRET=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx""",
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
