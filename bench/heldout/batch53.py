r"""Held-out batch 53: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) the
first 130 lines of bench/heldout/batch19.py, its docstring and helper functions (r, b64,
b64url, pw, uuid4, sha, jwt, add, add_split, la), copied here unchanged; (3) the Theme
paragraphs of the earlier batches, through grep; (4) the kind names earlier batches pass
to add() and add_split(), through grep. No other file of the repository was opened.

Theme: legal, HR, payroll, accounting and tax software as a coding agent's session holds
it. New kinds live under the "backoffice/" prefix: e-invoicing and tax-authority access
(KSeF tokens and seal-certificate passwords, PEPPOL access points such as Oxalis, phase4,
Storecove, ecosio and Pagero, Turkish e-Fatura and e-Arsiv integrator SOAP and portal
passwords, SAF-T and JPK uploads and signing PINs, HMRC MTD, ELSTER and Vertex), payroll
providers and HRIS (ADP, Gusto, Personio, BambooHR, Workday integration users, HiBob,
Paylocity, Greenhouse, BACS bureau SFTP, SGK e-Bildirge, ZUS and Symfonia and Comarch
Optima installs), ledgers and ERPs (DATEV, Sage Intacct, NetSuite TBA, Exact Online,
Fakturoid, iDoklad, Pohoda mServer, ABRA Flexi, inFakt, wFirma, Fakturownia, Parasut, Logo
Tiger, SAP JCo and hdbuserstore, Oracle EBS, Business Central, Odoo, ERPNext, Invoice
Ninja, QuickBooks Web Connector), bank feeds (GoCardless Bank Account Data, Salt Edge,
Yapily, EBICS, host-to-host SFTP, camt.053 and MT940 fetches), e-signature (Yousign,
Autenti, Skribble, Adobe Sign, Documenso webhooks, PKCS#12 and card PINs for qualified
seals), case management (Clio, iManage, Relativity, a case API token in an agent tool
call), expense tools (Expensify, Concur, Ramp, receipt OCR webhooks), the archive, GPG,
ODBC, netrc and pgpass plumbing around payroll files, a tax portal session cookie in a
HAR, an HR portal welcome e-mail, a tax-engine key in an access log and an e-discovery
hand-over; in .env, XML, properties, YAML, INI, HOCON, JSON, SOAP envelopes, CSV exports,
curl and CLI runs, runbooks, support chats and split values. Look-alikes are the same
contexts without a secret: tax ids (NIP, REGON, KRS, ICO, DIC, VKN), company IBANs printed
on invoices, invoice and KSeF numbers, ETTN and envelope ids, document hashes, XAdES
digests and signature values, certificate fingerprints and public certificates, SMP
hostnames, employee and Workday ids, masked values, env references, secret-manager paths,
placeholders and prose about passwords. Languages: mostly English, some Polish, Czech and
Turkish.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string

_rng = random.Random(53_2026_12_07)
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
    "Faktura", "Kadry", "Wyplata", "Ksiegowa", "Mzdy", "Ucetni", "Danove", "Muhasebe",
    "Bordro", "Fatura", "Maas", "Vergi", "Ledger", "Payroll", "Invoice", "Audit", "Zima",
    "Lato", "Orzel", "Praha", "Brno", "Ankara", "Izmir", "Krakow", "Kotek", "Pivo", "Simit",
    "Bilanco", "Storno", "Kasa", "Pokladna", "Rozliczenie", "Marmara", "Vltava", "Wisla",
]
_LEET = {"a": "@", "e": "3", "o": "0", "s": "$", "i": "1"}


def hpw() -> str:
    """A human-chosen password: words, digits, symbols, leetspeak or a phrase."""
    style = _rng.randrange(5)
    w1, w2 = _rng.choice(WORDS), _rng.choice(WORDS)
    if style == 0:
        return w1 + w2 + r(2, DIGITS) + _rng.choice("!#*?@")
    if style == 1:
        return "".join(_LEET.get(c, c) for c in w1) + str(_rng.randrange(1990, 2026)) + _rng.choice("!#%&")
    if style == 2:
        return "-".join(_rng.choice(WORDS).lower() for _ in range(4)) + r(1, DIGITS)
    if style == 3:
        return w1 + _rng.choice("_.#") + w2.lower() + r(3, DIGITS)
    return w1.upper()[:4] + r(4, DIGITS) + _rng.choice("!?") + w2


def digits(n: int) -> str:
    return r(1, "123456789") + r(n - 1, DIGITS)


def nip() -> str:
    return digits(10)


def iban(cc: str, n: int) -> str:
    return cc + r(2, DIGITS) + r(n, DIGITS)


def ksef_token(tax_id: str) -> str:
    return (
        "20250" + r(1, "1234") + r(2, "012") + "-EC-" + r(10, UPPER_HEX) + "-" + r(10, UPPER_HEX)
        + "-" + r(2, UPPER_HEX) + "|nip-" + tax_id + "|" + r(64, HEX)
    )


def ksef_number(tax_id: str) -> str:
    return tax_id + "-20250" + r(1, "123456789") + r(1, "012") + r(1, "123456789") + "-" + r(12, UPPER_HEX) + "-" + r(2, UPPER_HEX)


def b64_of(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def pem_body(n_bytes: int) -> str:
    raw = b64(n_bytes)
    return "\n".join(raw[i : i + 64] for i in range(0, len(raw), 64))


def smp_host(participant: str) -> str:
    return "B-" + hashlib.md5(participant.lower().encode()).hexdigest() + ".iso6523-actorid-upis.edelivery.tech.ec.europa.eu"


def fill(template: str, start: int, *values: str) -> str:
    """Put non-secret values {start}, {start+1}, ... into a template before add_split."""
    for i, v in enumerate(values):
        template = template.replace("{" + str(start + i) + "}", v)
    return template


def fp_colon(n_bytes: int) -> str:
    return ":".join(r(2, UPPER_HEX) for _ in range(n_bytes))


# ============================================================ secrets
_nip1 = nip()
add("backoffice/ksef-token-dotenv", """# services/einvoice/.env.production
KSEF_ENV=prod
KSEF_NIP={1}
KSEF_API_URL=https://ksef.mf.gov.pl/api/v2
KSEF_TOKEN={0}
KSEF_CHALLENGE_TIMEOUT_S=30
KSEF_BATCH_PART_MB=50
""", ksef_token(_nip1), _nip1)

_p = [r(16, UPPER_HEX), r(16, HEX) + r(16, HEX), r(32, HEX)]
add_split("backoffice/ksef-token-split-polish-chat", """[10:02] Agnieszka (księgowość): token do KSeF wygenerowałam w aplikacji podatnika, wklejam w dwóch kawałkach bo Teams ucina
[10:02] Agnieszka (księgowość): 20250417-EC-{0}-…
[10:03] Agnieszka (księgowość): …{1}{2}
[10:03] Agnieszka (księgowość): uprawnienia: wystawianie faktur + przeglądanie, ważny bezterminowo
[10:05] you: dzięki, wrzucę do sekretów w CI""", *_p)

add("backoffice/ksef-seal-p12-password-properties", """# src/main/resources/application-prod.properties
ksef.environment=PRODUCTION
ksef.auth.method=XADES_SEAL
ksef.cert.path=/etc/ksef/pieczec-firmowa-2025.p12
ksef.cert.password={0}
ksef.cert.alias=pieczec
ksef.upo.download=true
ksef.upo.dir=/var/lib/einvoice/upo
""", hpw())

add("backoffice/oxalis-keystore-password-hocon", """$ cat /opt/oxalis/conf/oxalis.conf
oxalis.path.conf = /opt/oxalis/conf
oxalis.keystore {
  path = ap-prod-2025.jks
  password = "{0}"
  key.alias = ap
  key.password = ${oxalis.keystore.password}
}
oxalis.database.jdbc {
  connection = "jdbc:postgresql://db-ap.internal:5432/oxalis"
  user = oxalis
}
""", pw() + r(4, ALNUM))

add("backoffice/phase4-wss4j-merlin-keystore-password", """==> phase4/src/main/resources/crypto.properties <==
org.apache.wss4j.crypto.provider=org.apache.wss4j.common.crypto.Merlin
org.apache.wss4j.crypto.merlin.keystore.type=PKCS12
org.apache.wss4j.crypto.merlin.keystore.file=keys/peppol-ap-prod.p12
org.apache.wss4j.crypto.merlin.keystore.password={0}
org.apache.wss4j.crypto.merlin.keystore.alias=cert
org.apache.wss4j.crypto.merlin.load.cacerts=false
""", r(20, ALNUM))

add("backoffice/efatura-integrator-soap-usernametoken", """POST /EFaturaEntegrasyon/InvoiceWS HTTP/1.1
Host: efatura.entegrator.com.tr
Content-Type: text/xml; charset=utf-8
SOAPAction: "sendInvoice"

<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
  <soapenv:Header>
    <wsse:Security>
      <wsse:UsernameToken>
        <wsse:Username>acme.entegrasyon</wsse:Username>
        <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText">{0}</wsse:Password>
      </wsse:UsernameToken>
    </wsse:Security>
  </soapenv:Header>
  <soapenv:Body>
    <sendInvoice><vkn>{1}</vkn><ettn>{2}</ettn></sendInvoice>
  </soapenv:Body>
</soapenv:Envelope>""", hpw(), digits(10), uuid4())

add("backoffice/earsiv-portal-sifre-turkish-chat", """Mehmet Bey (muhasebe) 14:21
e-Arşiv portalına girişte sorun yok, kullanıcı kodu 4587{1}, şifre {0} — sadece test için kullanın, ay sonu değiştireceğim.
Mehmet Bey (muhasebe) 14:22
Fatura seri: ACM, son numara ACM2025000000412""", hpw(), digits(4))

add("backoffice/saft-lftp-upload-password", """$ cat scripts/upload_saft.sh
#!/usr/bin/env bash
set -euo pipefail
FILE="out/SAFT_PT_{1}_2025-05.xml"
sha256sum "$FILE" > "$FILE.sha256"
lftp -u 'saft_acme,{0}' sftp://sftp.auditor-partner.pt -e "cd incoming; put $FILE; put $FILE.sha256; bye"
""", pw(), digits(9))

add("backoffice/jpk-signer-card-pin-flag", """PS C:\\jpk> java -jar jpk-signer-2.3.jar --in .\\JPK_V7M_2025_05.xml --out .\\JPK_V7M_2025_05.xml.xades --pkcs11 "C:\\Windows\\System32\\cryptoCertum3PKCS.dll" --slot 1 --pin {0}
[INFO] Card reader: ACS ACR39U ICC Reader 0, token label: "Certum CC PRO"
[INFO] Signing certificate: CN=Jan Kowalski, SERIALNUMBER=PNOPL-{1}
[INFO] XAdES-BES written, 48213 bytes""", digits(8), digits(11))

add("backoffice/adp-client-secret-yaml", """# config/integrations/adp.yaml
adp:
  api_base: https://api.adp.com
  token_url: https://accounts.adp.com/auth/oauth/v2/token
  client_id: {1}
  client_secret: {0}
  mtls:
    cert: /secrets/adp/acme_auth.pem
    key: /secrets/adp/acme_auth.key
  sync:
    workers_page_size: 100
""", uuid4(), uuid4())

add("backoffice/gusto-bearer-curl", """$ curl -s https://api.gusto.com/v1/companies/{1}/employees \\
    -H 'X-Gusto-API-Version: 2024-04-01' \\
    -H 'Authorization: Bearer {0}' | jq '.[0] | {uuid, first_name, department}'
{
  "uuid": "{2}",
  "first_name": "Dana",
  "department": "Finance"
}""", b64url(32), uuid4(), uuid4())

add("backoffice/personio-client-secret-env", """PERSONIO_CLIENT_ID=papi-{1}
PERSONIO_CLIENT_SECRET=papi-{0}
PERSONIO_PARTNER_ID=ACME_HR_SYNC
PERSONIO_APP_ID=payroll-bridge""", b64url(30), uuid4())

add("backoffice/bamboohr-key-basic-curl", """curl -s -u "{0}:x" -H "Accept: application/json" \\
  "https://api.bamboohr.com/api/gateway.php/acmecorp/v1/employees/directory" | jq '.employees | length'
187""", r(40, HEX))

add("backoffice/workday-isu-soap-password", """<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/" xmlns:wd="urn:com.workday/bsvc">
 <env:Header>
  <wsse:Security xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
   <wsse:UsernameToken>
    <wsse:Username>ISU_Payroll_Outbound@acme</wsse:Username>
    <wsse:Password>{0}</wsse:Password>
   </wsse:UsernameToken>
  </wsse:Security>
 </env:Header>
 <env:Body>
  <wd:Get_Workers_Request wd:version="v42.0">
   <wd:Request_References><wd:Worker_Reference><wd:ID wd:type="Employee_ID">{1}</wd:ID></wd:Worker_Reference></wd:Request_References>
  </wd:Get_Workers_Request>
 </env:Body>
</env:Envelope>""", pw() + "!" + r(3, DIGITS), digits(6))

add("backoffice/hibob-service-user-basic", """$ curl -s -X POST https://api.hibob.com/v1/people/search \\
  -u "SERVICE-{1}:{0}" \\
  -H 'Content-Type: application/json' \\
  -d '{"fields":["root.id","root.email","work.department"],"showInactive":false}'""", r(40, ALNUM), digits(5))

add("backoffice/datev-connect-client-secret-yaml", """datev:
  environment: production
  authorize_url: https://login.datev.de/openid/authorize
  token_url: https://api.datev.de/token
  client_id: {1}
  client_secret: {0}
  scopes: [openid, accounting:clients:read, accounting:documents]
  berater_nr: 1{2}
  mandant_nr: 1{3}
""", r(32, HEX), r(32, HEX), digits(5), digits(4))

add("backoffice/sage-intacct-sender-password-xml", """<?xml version="1.0" encoding="UTF-8"?>
<request>
  <control>
    <senderid>acme_mpp</senderid>
    <password>{0}</password>
    <controlid>{1}</controlid>
    <uniqueid>false</uniqueid>
    <dtdversion>3.0</dtdversion>
  </control>
  <operation>
    <authentication>
      <sessionid>${INTACCT_SESSION_ID}</sessionid>
    </authentication>
    <content><function controlid="list-gl"><readByQuery><object>GLACCOUNT</object><query/><pagesize>100</pagesize></readByQuery></function></content>
  </operation>
</request>""", hpw(), uuid4())

add("backoffice/netsuite-tba-token-secret-properties", """# netsuite-tba.properties  (SuiteTalk REST, account 7{1}_SB1)
ns.account=7{1}_SB1
ns.consumerKey={2}
ns.consumerSecret=${NS_CONSUMER_SECRET}
ns.tokenId={3}
ns.tokenSecret={0}
ns.realm=7{1}_SB1
""", r(64, HEX), digits(6), r(64, HEX), r(64, HEX))

add("backoffice/exact-online-refresh-token-json", """$ cat ~/.config/exact-sync/token.json
{
  "division": 3{1},
  "access_expires_at": "2025-06-03T09:14:55Z",
  "token_type": "bearer",
  "refresh_token": "{0}"
}""", "Gtz" + r(2, ALNUM) + "!IAAAA" + r(300, URLSAFE), digits(6))

add("backoffice/fakturoid-api-key-czech-chat", """Petra (účetní): Ahoj, posílám přístup k Fakturoidu pro tu synchronizaci faktur. Slug účtu je acme-sro, e-mail api@acme.cz a API klíč {0}. Prosím nikam to necommituj :)
Ty: Díky, dám to do .env a do GitLab CI proměnných.""", r(40, HEX))

add("backoffice/idoklad-client-secret-appsettings", """{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "IDoklad": {
    "BaseUrl": "https://api.idoklad.cz/v3",
    "TokenUrl": "https://identity.idoklad.cz/server/connect/token",
    "ClientId": "{1}",
    "ClientSecret": "{0}",
    "Scope": "idoklad_api"
  },
  "Pohoda": { "Ico": "2{2}" }
}""", uuid4(), uuid4(), digits(7))

_pohoda_pw = hpw()
add("backoffice/pohoda-mserver-stw-authorization-b64", """POST http://pohoda-srv.local:444/xml HTTP/1.1
STW-Authorization: Basic {0}
STW-Application: acme-eshop-sync
STW-Instance: ESHOP
Content-Type: text/xml; charset=Windows-1250

<dat:dataPack version="2.0" id="imp{1}" ico="2{2}" application="acme" note="Import faktur">""", b64_of("Admin:" + _pohoda_pw), digits(5), digits(7))

add("backoffice/infakt-api-key-http-file", """### inFakt - lista faktur (api.http)
GET https://api.infakt.pl/api/v3/invoices.json?limit=25&offset=0
X-inFakt-ApiKey: {0}
Accept: application/json

###
GET https://api.infakt.pl/api/v3/clients.json
X-inFakt-ApiKey: {0}""", r(40, HEX))

add("backoffice/wfirma-secret-key-php-config", """<?php
// config/wfirma.php
return [
    'endpoint'   => 'https://api2.wfirma.pl',
    'company_id' => 1{1},
    'accessKey'  => '{2}',
    'secretKey'  => '{0}',
    'appKey'     => '{3}',
    'format'     => 'json',
];""", r(32, HEX), digits(5), r(32, HEX), r(32, HEX))

add("backoffice/fakturownia-api-token-json-body", """$ curl -s https://acme.fakturownia.pl/invoices.json -H 'Content-Type: application/json' -d '{
  "api_token": "{0}/acme",
  "invoice": {
    "kind": "vat",
    "number": null,
    "sell_date": "2025-06-02",
    "buyer_name": "Klient Sp. z o.o.",
    "buyer_tax_no": "{1}",
    "positions": [{"name": "Usługa wdrożeniowa", "tax": 23, "total_price_gross": 12300, "quantity": 1}]
  }
}'""", r(20, ALNUM), nip())

add("backoffice/parasut-password-grant-curl", """# Paraşüt OAuth - password grant ile token alıyoruz (muhasebe@acme.com.tr hesabı)
curl -s -X POST https://api.parasut.com/oauth/token \\
  -d grant_type=password \\
  -d client_id={1} \\
  -d client_secret=${PARASUT_CLIENT_SECRET} \\
  -d username=muhasebe@acme.com.tr \\
  -d password='{0}' \\
  -d redirect_uri=urn:ietf:wg:oauth:2.0:oob""", hpw(), r(43, URLSAFE))

add("backoffice/logo-tiger-connection-string", """// LogoConnector/appsettings.Production.json
{
  "ConnectionStrings": {
    "Tiger": "Data Source=LOGOSRV01,1433;Initial Catalog=TIGER3DB;User ID=logo_entegrasyon;Password={0};TrustServerCertificate=True"
  },
  "Logo": { "FirmaNo": "125", "DonemNo": "01" }
}""", hpw())

add("backoffice/earsiv-sifre-env-turkish", """# e-Arşiv portal (GİB) - canlı ortam
EARSIV_ORTAM=canli
EARSIV_KULLANICI_KODU=5{1}
EARSIV_SIFRE={0}
# test ortamı için 33333301 kullanıcısını kullanın, şifre portalda yazıyor""", hpw(), digits(7))

add("backoffice/gocardless-bad-secret-key-python", """from nordigen import NordigenClient

client = NordigenClient(
    secret_id="{1}",
    secret_key="{0}",
)
token_data = client.generate_token()
institutions = client.institution.get_institutions("PL")""", r(128, HEX), uuid4())

add("backoffice/saltedge-secret-header", """curl -s "https://www.saltedge.com/api/v6/connections?customer_id=1{1}" \\
  -H "Accept: application/json" \\
  -H "App-id: {2}" \\
  -H "Secret: {0}" | jq '.data[] | {id, provider_code, status, last_success_at}'""", b64url(32), digits(17), b64url(32))

add("backoffice/yapily-app-uuid-secret-basic", """# bank-feeds/.env.local
YAPILY_APPLICATION_UUID={1}
YAPILY_APPLICATION_SECRET={0}
YAPILY_CALLBACK=https://ledger.acme.io/bank-feeds/callback
YAPILY_INSTITUTIONS=mbank-pl,ing-pl,modelo-sandbox""", uuid4(), uuid4())

add("backoffice/ebics-client-keystore-password", """# ~/ebics/ebics.properties
ebics.host.id=PLBANKEBICS
ebics.partner.id=ACME01
ebics.user.id=TREASURY1
ebics.url=https://ebics.bank.example.pl/ebicsweb/ebicsweb
ebics.keystore=/home/treasury/ebics/TREASURY1.p12
ebics.user.password={0}
ebics.product=acme-treasury 1.4
""", hpw())

add("backoffice/h2h-sftp-ini-password", """; /etc/bankfeed/h2h.ini
[h2h]
host = h2h.bank.example.com
port = 2222
username = ACME_PL_H2H
password = {0}
remote_in = /outbox/camt053
remote_out = /inbox/pain001
local_archive = /srv/bankfeed/archive
poll_minutes = 15
""", pw())

add("backoffice/camt053-fetch-url-userinfo", """2025-06-03 06:00:01 INFO  bankfeed.fetch  starting daily statement pull
2025-06-03 06:00:01 DEBUG bankfeed.fetch  GET https://acme_treasury:{0}@statements.bank.example.cz/api/camt053/2025-06-02?account=CZ6508000000192000145399
2025-06-03 06:00:02 INFO  bankfeed.fetch  200 OK, 1 statement, 37 entries""", pw())

add("backoffice/yousign-key-compose-env", """services:
  contracts-api:
    image: registry.acme.io/contracts-api:3.8.1
    environment:
      YOUSIGN_BASE_URL: https://api.yousign.app/v3
      YOUSIGN_API_KEY: {0}
      YOUSIGN_WEBHOOK_URL: https://contracts.acme.io/hooks/yousign
      SIGNATURE_LEVEL: electronic_signature
""", r(32, ALNUM))

add("backoffice/autenti-client-secret-polish-readme", """## Integracja z Autenti (podpis umów z kandydatami)

1. W panelu Autenti > Integracje utworzono aplikację `kadry-umowy`.
2. Dane do środowiska produkcyjnego:
   - client_id: `{1}`
   - client_secret: `{0}`
3. Callback: `https://kadry.acme.pl/autenti/callback`
""", r(48, URLSAFE), uuid4())

add("backoffice/skribble-login-api-key-json", """POST https://api.skribble.com/v2/access/login
Content-Type: application/json

{
  "username": "api_acme_{1}",
  "api-key": "{0}"
}""", uuid4().replace("-", "") + r(8, HEX), r(6, LOWER_NUM))

add("backoffice/adobe-sign-integration-key-bearer", """$ curl -s https://api.eu1.adobesign.com/api/rest/v6/agreements?pageSize=5 -H "Authorization: Bearer {0}"
{"userAgreementList":[{"id":"CBJCHBCAABAA{1}","name":"NDA - Contractor","status":"SIGNED"}]}""", "3AAABLblqZhB" + r(60, URLSAFE), r(32, URLSAFE))

add("backoffice/openssl-pkcs12-passin-seal", """$ openssl pkcs12 -in kwalifikowana-pieczec.p12 -passin pass:{0} -nokeys -clcerts | openssl x509 -noout -subject -enddate
subject=C = PL, O = ACME Sp. z o.o., organizationIdentifier = VATPL-{1}, CN = ACME Sp. z o.o.
notAfter=Mar 14 23:59:59 2027 GMT""", hpw(), nip())

add("backoffice/xmlsec1-pwd-flag", """$ xmlsec1 --sign --pkcs12 certs/mali-muhur.p12 --pwd '{0}' --output signed/ACM2025000000413.xml unsigned/ACM2025000000413.xml
$ echo $?
0""", hpw())

add("backoffice/clio-client-secret-env", """# legal-intake/.env
CLIO_REGION=eu
CLIO_APP_KEY={1}
CLIO_APP_SECRET={0}
CLIO_REDIRECT_URI=https://intake.lawfirm.example/oauth/clio
MATTER_DEFAULT_PRACTICE_AREA=Employment""", r(40, ALNUM), r(40, ALNUM))

add("backoffice/imanage-work-password-properties", """# dms-connector/conf/imanage.properties
imanage.server=https://cloudimanage.com
imanage.customer.id=1{1}
imanage.library=ACTIVE
imanage.user=svc_dms_sync
imanage.password={0}
imanage.client.id=dms-sync
""", hpw(), digits(4))

add("backoffice/relativity-client-password-python", """from relativity import RelativityClient  # internal wrapper

rel = RelativityClient(
    base_url="https://relativity.lawfirm.example/Relativity.REST",
    username="svc_review@lawfirm.example",
    password="{0}",
    workspace_id=1{1},
)""", hpw(), digits(6))

add("backoffice/expensify-partner-user-secret-json", """$ curl -s https://integrations.expensify.com/Integration-Server/ExpensifyIntegrations \\
  --data-urlencode 'requestJobDescription={
    "type": "file",
    "credentials": {
        "partnerUserID": "aa_api_acme_{1}",
        "partnerUserSecret": "{0}"
    },
    "onReceive": {"immediateResponse": ["returnRandomFileName"]},
    "inputSettings": {"type": "combinedReportData", "filters": {"startDate": "2025-05-01"}},
    "outputSettings": {"fileExtension": "csv"}
}' --data-urlencode 'template@expense_template.ftl'""", r(40, HEX), r(6, LOWER_NUM))

add("backoffice/concur-refresh-token-yaml", """concur:
  geolocation: https://eu2.api.concursolutions.com
  client_id: {1}
  client_secret: ${CONCUR_CLIENT_SECRET}
  refresh_token: {0}
  company_uuid: {2}
""", uuid4(), uuid4(), uuid4())

add("backoffice/ramp-client-credentials-curl", """curl -s -X POST https://api.ramp.com/developer/v1/token \\
  -u "ramp_id_{1}:ramp_sec_{0}" \\
  -d "grant_type=client_credentials&scope=transactions:read receipts:read" | jq .expires_in
864000""", r(48, ALNUM), r(40, ALNUM))

add("backoffice/vertex-trusted-id-soap", """<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:urn="urn:vertexinc:o-series:tps:9:0">
  <soapenv:Body>
    <urn:VertexEnvelope>
      <urn:Login>
        <urn:TrustedId>{0}</urn:TrustedId>
      </urn:Login>
      <urn:QuotationRequest documentDate="2025-06-03" transactionType="SALE">
        <urn:Seller><urn:Company>ACME</urn:Company></urn:Seller>
      </urn:QuotationRequest>
    </urn:VertexEnvelope>
  </soapenv:Body>
</soapenv:Envelope>""", r(16, UPPER_NUM))

add("backoffice/hmrc-mtd-client-secret-config", """# config/hmrc.toml
[mtd_vat]
base_url = "https://api.service.hmrc.gov.uk"
client_id = "{1}"
client_secret = "{0}"
vrn = "{2}"
redirect_uri = "https://tax.acme.co.uk/hmrc/callback"
""", uuid4(), r(28, ALNUM), digits(9))

add("backoffice/elster-eric-cert-pin-shell", """$ export ERIC_HOME=/opt/eric/ERiC-40.2.8.0
$ export ERIC_CERT=/etc/elster/acme-org.pfx
$ export ERIC_CERT_PIN='{0}'
$ ./ustva-send --jahr 2025 --zeitraum 05 --steuernummer 2{1} --produktiv
Transferticket: et{2}
Uebermittlung erfolgreich.""", hpw(), digits(12), r(20, LOWER_NUM))

add("backoffice/storecove-key-ruby", """# lib/peppol/storecove.rb
module Peppol
  class Storecove
    BASE = "https://api.storecove.com/api/v2".freeze
    API_KEY = "{0}".freeze
    LEGAL_ENTITY_ID = 1{1}

    def headers = { "Authorization" => "Bearer #{API_KEY}", "Content-Type" => "application/json" }
  end
end""", r(22, ALNUM) + "." + r(43, URLSAFE), digits(5))

add("backoffice/ecosio-docker-run-password", """$ docker run --rm -e ECOSIO_USER=acme-as2 -e ECOSIO_PASSWORD='{0}' -v $PWD/out:/out registry.acme.io/peppol-push:1.2 --send /out/INV-2025-00481.xml
[peppol-push] connected to ecosio Messaging API, sent 1 document, id {1}""", hpw(), uuid4())

add("backoffice/pagero-k8s-secret-stringdata", """apiVersion: v1
kind: Secret
metadata:
  name: pagero-credentials
  namespace: einvoicing
type: Opaque
stringData:
  PAGERO_CLIENT_ID: acme-erp-connector
  PAGERO_CLIENT_SECRET: "{0}"
  PAGERO_ENDPOINT: https://api.pagero.com/""", r(44, ALNUM))

add("backoffice/bacs-bureau-sshpass", """# crontab -l (payroll@batch01)
30 4 * * 2-6  sshpass -p '{0}' sftp -oBatchMode=no -P 22 acme_bacs@bureau.payments-uk.example:/submit <<< $'put /srv/payroll/out/bacs_$(date +\\%Y\\%m\\%d).txt'""", hpw())

add("backoffice/comarch-optima-sa-password-polish", """# Instalacja Comarch ERP Optima - notatki wdrożeniowe

Serwer SQL: OPTIMA-SRV\\OPTIMA (SQL Server 2019 Express)
Baza konfiguracyjna: CDN_KNF_Konfiguracja
Konto sa: hasło `{0}` (ustawione przy instalacji, zmienić po odbiorze!)
Operator ADMIN w Optimie: bez hasła do czasu szkolenia.""", hpw())

add("backoffice/symfonia-kadry-ini-haslo", """[Baza]
Serwer=KADRY01
NazwaBazy=KP_ACME_2025
Uzytkownik=kp_service
Haslo={0}
[Eksport]
KatalogPlatnik=D:\\Platnik\\Import
Format=KEDU5""", hpw())

add("backoffice/isds-heslo-czech-chat", """Jana: Ahoj, kvůli té integraci s datovou schránkou — ID schránky je {1}, přihlašovací jméno {2} a heslo {0}. Heslo platí 90 dní, pak se musí změnit na portálu.
Ty: Super, díky. Certifikát pro systémový přístup zatím nemáme, takže jedeme přes jméno a heslo.""", hpw(), r(7, LOWER_NUM), r(6, LOWER_NUM))

add("backoffice/isds-curl-basic-user", """curl -s -u '{1}:{0}' -H 'Content-Type: text/xml' \\
  --data @GetListOfReceivedMessages.xml \\
  https://ws1.mojedatovaschranka.cz/DS/dx""", hpw(), r(6, LOWER_NUM))

add("backoffice/abra-flexi-curl-user", """$ curl -s --user 'api-sync:{0}' 'https://acme.flexibee.eu:5434/c/acme_s_r_o_/faktura-vydana/(datVyst>="2025-05-01").json?limit=0&detail=custom:kod,sumCelkem,stavUhrK' | jq '.winstrom["faktura-vydana"] | length'
312""", pw())

add("backoffice/sgk-ebildirge-sistem-sifresi-runbook", """### SGK e-Bildirge aylık gönderim (runbook)
- İşyeri sicil no: 2 {1} 01 034
- Kullanıcı adı: {2}
- Sistem şifresi: {0}
- İşyeri şifresi kasada (zarf #7), buraya yazmayın.
- Son gönderim: 2025/05 APHB, tahakkuk onaylandı.""", hpw(), digits(4) + " " + digits(2), digits(11))

add("backoffice/mali-muhur-pin-env-turkish", """# e-Defter berat imzalama servisi
MALI_MUHUR_TAKILI_KART=akis
MALI_MUHUR_SLOT=0
MALI_MUHUR_PIN={0}   # 3 yanlış denemede kart kilitlenir!
EDEFTER_CIKTI_DIZINI=/srv/edefter/berat""", digits(6))

add("backoffice/eimza-pin-java-sysprop", """$ java -Dkart.pin={0} -Dsertifika.seri=3{1} -jar e-imza-cli.jar imzala --girdi sozlesme_2025_118.pdf --cikti sozlesme_2025_118.pdf.p7s
İmza başarılı: CAdES-BES, imzalayan: AHMET YILMAZ""", digits(6), digits(9))

add("backoffice/zus-platnik-cert-haslo-polish", """Procedura wysyłki do ZUS (Płatnik 10.02):
1. Zaloguj na konto kadry@KADRY01.
2. Wczytaj KEDU z katalogu D:\\Platnik\\Import.
3. Podpis: certyfikat kwalifikowany Anny Nowak, karta w czytniku, PIN do karty {0}.
4. Po wysyłce pobierz UPO i zapisz w \\\\nas\\kadry\\ZUS\\2025.""", digits(6))

_p = [r(22, ALNUM), r(21, ALNUM) + "." + r(20, URLSAFE), r(23, URLSAFE)]
add_split("backoffice/storecove-key-shell-concat-split", fill("""# direnv: .envrc (einvoicing-worker)
SC_A="{0}"
SC_B="{1}"
SC_C="{2}"
export STORECOVE_API_KEY="${SC_A}${SC_B}${SC_C}"
export STORECOVE_LEGAL_ENTITY=1{3}""", 3, digits(5)), *_p)

_p = [r(39, ALNUM), r(25, ALNUM)]
add_split("backoffice/adp-secret-terminal-wrapped-split", """$ vault kv get -field=client_secret secret/hr/adp-prod
{0}
{1}
$ # ^ terminal wrapped it at 39 cols, paste as one line into the job config""", *_p)

_p = [r(30, ALNUM), r(30, ALNUM)]
add_split("backoffice/concur-secret-yaml-folded-split", fill("""concur:
  client_id: {2}
  client_secret: >-
    {0}
    {1}
  geolocation: https://us2.api.concursolutions.com""", 2, uuid4()), *_p)

add("backoffice/runbook-handover-prose-payroll", """Handover notes (payroll close, June):
Everything for the run is in the shared drive. The one thing that is not: the login for the payroll provider's bureau portal. Username is payroll.ops@acme.co.uk and the current password is {0} — I changed it on 28 May. After you log in, enable your own MFA and rotate it, then delete this note.""", hpw())

add("backoffice/support-chat-invoice-ninja-token", """Support chat #48213 (Invoice Ninja self-hosted)
Customer 11:02: our recurring invoices stopped being emailed since the upgrade to 5.10
Agent 11:04: could you share the output of the API call to /api/v1/recurring_invoices?
Customer 11:07: sure, here's exactly what I ran: curl -H "X-API-TOKEN: {0}" -H "X-Requested-With: XMLHttpRequest" https://billing.acme-studio.example/api/v1/recurring_invoices?status=active
Agent 11:08: thanks — please rotate that token after we're done, it should not be shared in chat.""", r(64, ALNUM))

add("backoffice/integrations-csv-export-secret-column", """integration,environment,endpoint,username,secret,owner,rotated_at
ksef,prod,https://ksef.mf.gov.pl/api/v2,,(vault),finance-it,2025-03-01
infakt,prod,https://api.infakt.pl/api/v3,,(vault),finance-it,2025-02-11
h2h-sftp,prod,sftp://h2h.bank.example.com:2222,ACME_PL_H2H,{0},treasury,2025-04-30
yousign,prod,https://api.yousign.app/v3,,(vault),legal-ops,2025-01-17""", pw())

add("backoffice/odbc-ini-pwd-payroll", """$ cat /etc/odbc.ini
[PayrollDW]
Driver      = ODBC Driver 18 for SQL Server
Server      = tcp:sql-payroll.internal,1433
Database    = PayrollDW
UID         = report_reader
PWD         = {0}
Encrypt     = yes
TrustServerCertificate = no""", hpw())

add("backoffice/qbwc-password-python-server", """# qbwc_server/config.py  -- QuickBooks Web Connector SOAP endpoint
QBWC_APP_NAME = "ACME Order Sync"
QBWC_USERNAME = "qbwc_acme"
QBWC_PASSWORD = "{0}"  # same value typed into the Web Connector when adding the .qwc
QBWC_OWNER_ID = "{{1}}"
QBWC_FILE_ID = "{{2}}"
""", pw(), uuid4().upper(), uuid4().upper())

add("backoffice/sap-jco-client-passwd", """# conf/sap/ERP_PRD.jcoDestination
jco.client.ashost=sap-prd-ci.acme.local
jco.client.sysnr=00
jco.client.client=100
jco.client.user=RFC_PAYROLL
jco.client.passwd={0}
jco.client.lang=EN
jco.destination.pool_capacity=5
""", pw())

add("backoffice/hdbuserstore-set-password", """hdbadm@hana01:/usr/sap/HDB/HDB00> hdbuserstore SET PAYROLLKEY hana01:30015@HDB PAYROLL_ETL {0}
hdbadm@hana01:/usr/sap/HDB/HDB00> hdbuserstore LIST PAYROLLKEY
KEY PAYROLLKEY
  ENV : hana01:30015
  USER: PAYROLL_ETL
  DATABASE: HDB""", pw())

add("backoffice/sqlplus-apps-password-ebs", """[applmgr@ebsapp01 ~]$ sqlplus -s apps/{0}@EBSPROD <<'SQL'
select invoice_num, invoice_amount, payment_status_flag from ap_invoices_all where creation_date > sysdate - 1;
SQL
INVOICE_NUM        INVOICE_AMOUNT P
------------------ -------------- -
INV-2025-004812          12840.00 N""", r(10, ALNUM))

add("backoffice/business-central-ws-access-key", """curl -s -u 'BCAPI:{0}' \\
  "https://bc.acme.local:7048/BC230/ODataV4/Company('ACME%20Ltd')/SalesInvoices?\\$top=5" \\
  -H 'Accept: application/json'""", b64(33))

add("backoffice/odoo-conf-admin-passwd", """[options]
addons_path = /opt/odoo/addons,/opt/odoo/custom-addons
admin_passwd = {0}
db_host = db-odoo.internal
db_port = 5432
db_user = odoo
db_password = False
dbfilter = ^acme_prod$
list_db = False
workers = 6""", hpw())

add("backoffice/odoo-xmlrpc-api-key-python", """import xmlrpc.client

url, db, user = "https://erp.acme.io", "acme_prod", "integrations@acme.io"
api_key = "{0}"
common = xmlrpc.client.ServerProxy(f"{url}/xmlrpc/2/common")
uid = common.authenticate(db, user, api_key, {})
models = xmlrpc.client.ServerProxy(f"{url}/xmlrpc/2/object")
print(models.execute_kw(db, uid, api_key, "account.move", "search_count", [[["move_type", "=", "out_invoice"]]]))""", r(40, HEX))

add("backoffice/erpnext-token-key-secret-header", """$ curl -s "https://erp.acme.example/api/resource/Sales%20Invoice?limit_page_length=5" \\
    -H "Authorization: token {1}:{0}"
{"data":[{"name":"ACC-SINV-2025-00512"},{"name":"ACC-SINV-2025-00511"}]}""", r(15, LOWER_NUM), r(15, LOWER_NUM))

add("backoffice/paylocity-client-secret-powershell", """$body = @{
  grant_type    = 'client_credentials'
  scope         = 'WebLinkAPI'
  client_id     = '{1}'
  client_secret = '{0}'
}
$tok = Invoke-RestMethod -Method Post -Uri 'https://api.paylocity.com/IdentityServer/connect/token' -Body $body""", b64(48), r(24, LOWER_NUM))

add("backoffice/greenhouse-harvest-key-basic", """import requests
HARVEST_KEY = "{0}"
resp = requests.get(
    "https://harvest.greenhouse.io/v1/candidates",
    params={"per_page": 100, "updated_after": "2025-05-01T00:00:00Z"},
    auth=(HARVEST_KEY, ""),
    headers={"On-Behalf-Of": "4{1}"},
)""", r(32, HEX) + "-" + r(1, "0123456789"), digits(6))

add("backoffice/spring-mail-password-invoice-mailer", """# invoice-mailer/src/main/resources/application.properties
spring.mail.host=smtp.office365.com
spring.mail.port=587
spring.mail.username=faktury@acme.pl
spring.mail.password={0}
spring.mail.properties.mail.smtp.starttls.enable=true
invoice.mail.bcc=archiwum@acme.pl""", hpw())

add("backoffice/documenso-webhook-secret-env", """DOCUMENSO_API_URL=https://app.documenso.com/api/v1
DOCUMENSO_API_KEY=${DOCUMENSO_API_KEY}
DOCUMENSO_WEBHOOK_SECRET={0}
DOCUMENSO_TEAM_ID=1{1}""", r(32, ALNUM), digits(3))

_k8s_pw = hpw()
add("backoffice/k8s-secret-b64-payroll-db", """apiVersion: v1
kind: Secret
metadata:
  name: payroll-db
  namespace: hr
data:
  DB_HOST: {1}
  DB_USER: {2}
  DB_PASSWORD: {0}""", b64_of(_k8s_pw), b64_of("pg-payroll.hr.svc"), b64_of("payroll_app"))

add("backoffice/pgpass-payroll-line", """$ cat ~/.pgpass
# host:port:db:user:password
pg-payroll.hr.svc:5432:payroll:payroll_app:{0}
localhost:5432:*:postgres:*""", pw())

add("backoffice/gpg-batch-passphrase-payroll-file", """$ gpg --batch --yes --pinentry-mode loopback --passphrase '{0}' --symmetric --cipher-algo AES256 -o payroll_2025_05.csv.gpg payroll_2025_05.csv
$ ls -l payroll_2025_05.csv.gpg
-rw-r----- 1 payroll payroll 88412 Jun  3 07:12 payroll_2025_05.csv.gpg""", hpw())

add("backoffice/7z-password-flag-export", """$ 7z a -t7z -mhe=on -p'{0}' wyplaty_2025_05.7z ./eksport/wyplaty_2025_05/*.pdf

7-Zip 23.01 (x64) : Copyright (c) 1999-2023 Igor Pavlov : 2023-06-20
Scanning the drive:
142 files, 9214532 bytes (8999 KiB)
Creating archive: wyplaty_2025_05.7z
Everything is Ok""", hpw())

add("backoffice/zip-P-payslips", """for emp in $(cut -d, -f1 employees.csv | tail -n +2); do
  zip -q -P '{0}' "out/payslip_${emp}_2025-05.zip" "pdf/payslip_${emp}_2025-05.pdf"
done
# the same password for everyone this month, sent by SMS separately""", hpw())

_p = [r(4, UPPER) + r(4, DIGITS), r(3, LOWER) + "#" + r(5, ALNUM)]
add_split("backoffice/money-s3-heslo-czech-split", """Tomáš 9:41: heslo do Money S3 (uživatel Správce), první půlka: {0}
Tomáš 9:41: druhou pošlu zvlášť, kdyby to někdo četl
Tomáš 9:44: druhá půlka: {1}
Tomáš 9:44: dohromady bez mezery""", *_p)

_p = [r(20, ALNUM), r(20, ALNUM)]
add_split("backoffice/parasut-secret-turkish-two-messages", fill("""Selin 16:05: Paraşüt client secret'ı iki parça halinde atıyorum: {0}
Selin 16:06: devamı: {1}
Selin 16:06: birleştirip PARASUT_CLIENT_SECRET olarak koy, firma id 1{2}""", 2, digits(5)), *_p)

add("backoffice/efatura-portal-jsessionid-har", """{
  "request": {
    "method": "POST",
    "url": "https://earsivportal.efatura.gov.tr/earsiv-services/dispatch",
    "headers": [
      {"name": "Cookie", "value": "JSESSIONID={0}; dtCookie=v_4_srv_1_sn_{1}"},
      {"name": "Content-Type", "value": "application/x-www-form-urlencoded"}
    ],
    "postData": {"text": "cmd=EARSIV_PORTAL_TASLAKLARI_GETIR&callid={2}&pageName=RG_TASLAKLAR"}
  }
}""", r(32, UPPER_HEX), r(32, UPPER_HEX), uuid4())

add("backoffice/ksef-token-github-actions-hardcoded", """# .github/workflows/ksef-smoke.yml
jobs:
  smoke:
    runs-on: ubuntu-latest
    env:
      KSEF_ENV: test
      KSEF_NIP: "{1}"
      KSEF_TOKEN: "{0}"   # TODO move to secrets
    steps:
      - uses: actions/checkout@v4
      - run: ./gradlew :ksef-client:smokeTest""", ksef_token(_nip1), _nip1)

add("backoffice/sftp-payroll-provider-netrc", """$ cat ~/.netrc
machine sftp.payroll-provider.example.de
  login acme_lohn
  password {0}
machine api.github.com
  login ci-bot
  password ${GH_TOKEN}""", hpw())

add("backoffice/datev-lodas-dud-password-cli", """C:\\DATEV> DatevDataUploader.exe --berater 1{1} --mandant 1{2} --datei EXTF_Buchungsstapel_2025_05.csv --benutzer lohn.acme --kennwort "{0}"
Upload gestartet... Stapel angenommen (Protokoll-Nr. 2025-{3})""", hpw(), digits(5), digits(4), digits(6))

add("backoffice/receipt-ocr-webhook-hmac-secret-ts", """// expense-receipts/src/config.ts
export const config = {
  ocrProvider: "mindee",
  webhook: {
    path: "/hooks/receipts",
    signingSecret: "{0}",
  },
  storage: { bucket: "acme-expense-receipts", region: "eu-central-1" },
};""", "whsec_rcpt_" + r(40, ALNUM))

add("backoffice/case-mgmt-api-token-agent-tool-call", """{"type":"tool_use","id":"toolu_01{1}","name":"bash","input":{"command":"curl -s -H 'Authorization: Token {0}' 'https://cases.lawfirm.example/api/v2/matters?status=open&limit=20' | jq '.results[].reference'"}}""", r(40, HEX), r(22, ALNUM))

add("backoffice/hr-portal-initial-password-email", """From: hr-system@acme.pl
To: nowy.pracownik@gmail.com
Subject: Dostęp do portalu pracownika

Dzień dobry,
Twoje konto w portalu kadrowym zostało utworzone.
Login: k.wisniewska
Hasło tymczasowe: {0}
Przy pierwszym logowaniu system poprosi o zmianę hasła.
Dział Kadr""", hpw())

add("backoffice/tax-engine-api-key-query-string", """10.4.2.17 - - [03/Jun/2025:08:12:44 +0000] "GET /v2/rates?country=CZ&postcode=60200&apikey={0} HTTP/1.1" 200 412 "-" "acme-checkout/5.2\"""", r(32, HEX))

add("backoffice/bank-feed-mt940-ftps-url-in-yaml", """feeds:
  - name: santander-pl-mt940
    url: ftps://acmefeed:{0}@ftp.bank.example.pl:990/mt940/
    format: mt940
    account_iban: PL61109010140000071219812874
    schedule: "0 */2 * * *\"""", pw())

add("backoffice/efatura-ozel-entegrator-properties", """# entegrator.properties (Uyumsoft / özel entegratör)
entegrator.wsdl=https://efatura.uyumsoft.com.tr/Services/Integration?wsdl
entegrator.kullanici=acme_ws
entegrator.sifre={0}
entegrator.vkn={1}
entegrator.gb.etiketi=urn:mail:defaultgb@acme.com.tr""", pw(), digits(10))

add("backoffice/signature-cert-p12-password-maven", """<!-- pom.xml, profile "sign-invoices" -->
<plugin>
  <groupId>com.acme.einvoice</groupId>
  <artifactId>xades-sign-maven-plugin</artifactId>
  <configuration>
    <keystore>${project.basedir}/certs/seal-2025.p12</keystore>
    <storepass>{0}</storepass>
    <alias>seal</alias>
  </configuration>
</plugin>""", hpw())

add("backoffice/legal-ediscovery-upload-password-prose", """Hi team, opposing counsel's vendor set up the production share. Host is transfer.ediscovery-vendor.example, user LF-2025-0311, password {0}. The volume is PROD003 (Bates ACME0041822-ACME0052210). Please pull it today; the link expires Friday.""", hpw())


# ============================================================ look-alikes
_nipL = nip()
la("""# services/einvoice/.env.example
KSEF_ENV=test
KSEF_NIP={0}
KSEF_API_URL=https://ksef-test.mf.gov.pl/api/v2
KSEF_TOKEN=${KSEF_TOKEN}
KSEF_CHALLENGE_TIMEOUT_S=30""", _nipL)

la("""$ ksef-cli invoices list --from 2025-06-01 --subject subject1 --format table
KSEF NUMBER                                   INVOICE NO        ISSUED      GROSS PLN
{0}  FV/2025/06/0001   2025-06-02    12 300,00
{1}  FV/2025/06/0002   2025-06-02     4 920,00
{2}  FV/2025/06/0003   2025-06-03       615,00""", ksef_number(_nipL), ksef_number(_nipL), ksef_number(_nipL))

la("""{
  "referenceNumber": "20250603-SE-{0}-{1}-{2}",
  "status": { "code": 200, "description": "Sesja interaktywna przetworzona pomyślnie" },
  "invoiceCount": 3,
  "upo": { "downloadUrl": "https://ksef.mf.gov.pl/api/v2/sessions/upo/...", "sha256": "{3}" }
}""", r(10, UPPER_HEX), r(10, UPPER_HEX), r(2, UPPER_HEX), r(64, HEX))

la("""# src/main/resources/application-prod.properties
ksef.environment=PRODUCTION
ksef.auth.method=XADES_SEAL
ksef.cert.path=/etc/ksef/pieczec-firmowa-2025.p12
ksef.cert.password=${KSEF_CERT_PASSWORD}
ksef.cert.alias=pieczec""")

la("""oxalis.keystore {
  path = ap-prod-2025.jks
  password = ${?OXALIS_KEYSTORE_PASSWORD}
  key.alias = ap
  key.password = ${oxalis.keystore.password}
}""")

_pid = "0192:" + digits(9)
la("""$ peppol-lookup --participant iso6523-actorid-upis::{0}
SML:        edelivery.tech.ec.europa.eu
SMP host:   {1}
SMP URL:    http://{1}/iso6523-actorid-upis%3A%3A{0}
Doc types:  urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0::2.1
Endpoint:   https://ap.acme-partner.no/as4  (transport peppol-transport-as4-v2_0)
Cert:       CN=PNO000{2}, O=ACME Partner AS, C=NO  SHA-256 {3}""", _pid, smp_host(_pid), digits(6), fp_colon(32))

la("""Peppol participant identifiers we receive on:
  0192:{0}   (Norway, org nr)
  0208:0{1}  (Belgium, enterprise nr)
  9925:BE0{1}
  0088:{2} (GLN)
  0007:{3} (Sweden)""", digits(9), digits(9), digits(13), digits(10))

la("""2025-06-03T07:41:12.118Z INFO  [as4-in] Received UserMessage id={0}@acme-ap.peppol from C2=POP000{1}
2025-06-03T07:41:12.120Z INFO  [as4-in] Payload cid:{2}@phase4 sha256={3}
2025-06-03T07:41:12.161Z INFO  [as4-in] Signed Receipt sent, RefToMessageId={0}@acme-ap.peppol, NonRepudiation digest {4}""", uuid4(), digits(3), uuid4(), r(64, HEX), b64(32))

la("""<cbc:ProfileID>TICARIFATURA</cbc:ProfileID>
<cbc:ID>ACM2025000000412</cbc:ID>
<cbc:UUID>{0}</cbc:UUID>
<cbc:IssueDate>2025-06-02</cbc:IssueDate>
<cac:AccountingSupplierParty><cac:Party>
  <cac:PartyIdentification><cbc:ID schemeID="VKN">{1}</cbc:ID></cac:PartyIdentification>
</cac:Party></cac:AccountingSupplierParty>
<cac:PaymentMeans>
  <cbc:PaymentMeansCode>42</cbc:PaymentMeansCode>
  <cac:PayeeFinancialAccount><cbc:ID>{2}</cbc:ID><cbc:CurrencyCode>TRY</cbc:CurrencyCode></cac:PayeeFinancialAccount>
</cac:PaymentMeans>""", uuid4().upper(), digits(10), iban("TR", 22))

la("""Ayşe 10:12: ETTN {0} olan faturayı iptal ettim, yerine ACM2025000000414 kesildi.
Ayşe 10:13: Entegratör şifresini değiştirdim, yenisi Vault'ta secret/muhasebe/efatura altında; buraya yazmıyorum.
Sen 10:15: Tamam, servisleri yeniden başlatınca Vault'tan okuyacak.""", uuid4())

la("""<AuditFile xmlns="urn:OECD:StandardAuditFile-Tax:PT_1.04_01">
  <Header>
    <AuditFileVersion>1.04_01</AuditFileVersion>
    <CompanyID>{0}</CompanyID>
    <TaxRegistrationNumber>{0}</TaxRegistrationNumber>
    <TaxAccountingBasis>F</TaxAccountingBasis>
    <FiscalYear>2025</FiscalYear>
    <SoftwareCertificateNumber>{1}</SoftwareCertificateNumber>
    <ProductID>ACME Billing/ACME Lda</ProductID>
  </Header>
  <SourceDocuments><SalesInvoices><Invoice><InvoiceNo>FT 2025A/481</InvoiceNo><ATCUD>{2}-481</ATCUD><Hash>{3}</Hash></Invoice></SalesInvoices></SourceDocuments>
</AuditFile>""", digits(9), digits(4), r(8, UPPER_NUM), b64(128))

la("""<Potwierdzenie xmlns="http://crd.gov.pl/xml/schematy/UPO/2008/05/09/UPO.xsd">
  <NazwaPodmiotuPrzyjmujacego>Ministerstwo Finansów</NazwaPodmiotuPrzyjmujacego>
  <NumerReferencyjny>{0}</NumerReferencyjny>
  <SkrotDokumentu>{1}</SkrotDokumentu>
  <SkrotZlozonejStruktury>{2}</SkrotZlozonejStruktury>
  <NazwaStrukturyLogicznej>JPK_V7M(2)</NazwaStrukturyLogicznej>
  <DataWplyniecia>2025-06-20T11:02:44.123</DataWplyniecia>
  <StempelCzasu>2025-06-20T11:02:45.001+02:00</StempelCzasu>
</Potwierdzenie>""", r(32, HEX), b64(32), b64(32))

la("""{
  "workers": [{
    "associateOID": "G3{0}",
    "workerID": { "idValue": "{1}" },
    "person": { "legalName": { "givenName": "Marta", "familyName1": "Nowak" } },
    "workAssignments": [{ "positionID": "{2}", "payrollGroupCode": "3F7", "homeOrganizationalUnits": [{"nameCode": {"codeValue": "FIN-PL"}}] }]
  }]
}""", r(14, UPPER_NUM), r(9, UPPER_NUM), r(9, UPPER_NUM))

la("""curl -s https://api.gusto.com/v1/companies/{0}/payrolls?processing_statuses=processed \\
  -H 'X-Gusto-API-Version: 2024-04-01' \\
  -H "Authorization: Bearer $GUSTO_ACCESS_TOKEN" | jq '.[].payroll_uuid'""", uuid4())

la("""PERSONIO_CLIENT_ID=papi-{0}
PERSONIO_CLIENT_SECRET_REF=projects/acme-hr/secrets/personio-client-secret/versions/latest
PERSONIO_PARTNER_ID=ACME_HR_SYNC""", uuid4())

la("""employee_id,first_name,last_name,department,hire_date,iban_masked,status
10412,Marta,Nowak,Finance,2021-03-01,PL** **** **** **** **** **** 4821,Active
10413,Petr,Dvořák,Operations,2022-09-15,CZ** **** **** **** **** 7730,Active
10419,Elif,Kaya,Legal,2023-01-09,TR** **** **** **** **** **** 12,Active
10422,James,Walker,Payroll,2024-06-03,GB** NWBK **** **** 5511,On leave""")

la("""Worker                 Workday ID (WID)                    Employee_ID  Cost Center
Nowak, Marta           {0}    10412        CC-FIN-200
Dvořák, Petr           {1}    10413        CC-OPS-410
Kaya, Elif             {2}    10419        CC-LEG-120""", r(32, HEX), r(32, HEX), r(32, HEX))

la("""<wsse:UsernameToken>
  <wsse:Username>ISU_Payroll_Outbound@acme</wsse:Username>
  <wsse:Password Type="...#PasswordText">${ISU_PASSWORD}</wsse:Password>
</wsse:UsernameToken>""")

la("""{
  "type": "employee.updated",
  "companyId": 6{0},
  "employee": { "id": "{1}", "fieldsChanged": ["work.department", "work.reportsTo"] },
  "creationDate": "2025-06-03T08:01:44.512Z",
  "version": "v2"
}""", digits(5), digits(19))

la("""DATEV Belegbilder-Upload:
  GUID {0}  Rechnung_4711.pdf   sha1 {1}  Status: verarbeitet
  GUID {2}  Rechnung_4712.pdf   sha1 {3}  Status: verarbeitet
Beraternummer 1{4}, Mandantennummer 1{5}""", uuid4(), sha(), uuid4(), sha(), digits(5), digits(4))

la("""<control>
  <senderid>acme_mpp</senderid>
  <password>{{ intacct_sender_password }}</password>
  <controlid>{{ ansible_date_time.epoch }}</controlid>
  <uniqueid>false</uniqueid>
  <dtdversion>3.0</dtdversion>
</control>""")

la("""NetSuite sandbox refresh checklist:
- account id 7{0}_SB1, role id 1042 (Integration - AP sync)
- script ids: customscript_acme_ap_sync, customdeploy_acme_ap_sync_1
- consumer key/secret and token id/secret must be RE-ISSUED after every refresh; values go to Vault at secret/finance/netsuite-sb1, never into this page
- internal id of vendor "ACME Logistics": 48211""", digits(6))

la("""{
  "id": 2{0},
  "number": "2025-0481",
  "variable_symbol": "20250481",
  "status": "open",
  "issued_on": "2025-06-02",
  "due_on": "2025-06-16",
  "iban": "CZ65 0800 0000 1920 0014 5399",
  "bank_account": "19-2000145399/0800",
  "subject_id": 1{1},
  "total": "36300.0",
  "html_url": "https://app.fakturoid.cz/acme-sro/invoices/2{0}"
}""", digits(7), digits(7))

la("""Petra: IČO máme 2{0}, DIČ CZ2{0}. Na faktuře musí být i spisová značka: C 1{1} vedená u Krajského soudu v Brně.
Petra: Heslo do Fakturoidu ti nepošlu, přidala jsem tě jako uživatele, přijde ti pozvánka e-mailem.""", digits(7), digits(4))

la("""POST http://pohoda-srv.local:444/xml HTTP/1.1
STW-Authorization: Basic {{pohoda_basic_b64}}
STW-Application: acme-eshop-sync
STW-Instance: ESHOP
Content-Type: text/xml; charset=Windows-1250""")

la("""### inFakt - lista faktur
GET https://api.infakt.pl/api/v3/invoices.json?limit=25
X-inFakt-ApiKey: {{infakt_api_key}}
Accept: application/json""")

la("""<?php
return [
    'endpoint'   => 'https://api2.wfirma.pl',
    'company_id' => 1{0},
    'accessKey'  => getenv('WFIRMA_ACCESS_KEY'),
    'secretKey'  => getenv('WFIRMA_SECRET_KEY'),
    'appKey'     => getenv('WFIRMA_APP_KEY'),
];""", digits(5))

la("""{
  "id": 3{0},
  "number": "FV 481/06/2025",
  "kind": "vat",
  "seller_tax_no": "{1}",
  "seller_bank_account": "{2}",
  "buyer_tax_no": "{3}",
  "split_payment": "1",
  "price_gross": "12300.0",
  "ksef_status": "ok",
  "ksef_number": "{4}"
}""", digits(8), _nipL, iban("PL", 24), nip(), ksef_number(_nipL))

la("""Paraşüt API notu: password grant ile token alırken kullanıcı şifresi gerekiyor. Bunu koda gömmüyoruz; servis PARASUT_USERNAME ve PARASUT_PASSWORD değişkenlerini runtime'da Vault Agent'ten alıyor. Firma id: 1{0}. Token 2 saat geçerli, refresh token ile yenileniyor.""", digits(5))

la("""{
  "ConnectionStrings": {
    "Tiger": "Data Source=LOGOSRV01,1433;Initial Catalog=TIGER3DB;Integrated Security=SSPI;TrustServerCertificate=True"
  },
  "Logo": { "FirmaNo": "125", "DonemNo": "01" }
}""")

la("""{
  "id": "{0}",
  "created": "2025-06-01T09:12:51.118Z",
  "redirect": "https://ledger.acme.io/bank-feeds/callback",
  "status": "LN",
  "institution_id": "MBANK_RETAIL_BREXPLPW",
  "agreement": "{1}",
  "reference": "acme-{2}",
  "accounts": ["{3}", "{4}"],
  "link": "https://ob.gocardless.com/ob-psd2/start/{5}/MBANK_RETAIL_BREXPLPW"
}""", uuid4(), uuid4(), r(8, LOWER_NUM), uuid4(), uuid4(), uuid4())

la("""Salt Edge connections (customer 1{0}):
  id=1{1}  provider_code=ing_pl          status=active    last_success_at=2025-06-03T05:00:12Z
  id=1{2}  provider_code=mbank_pl        status=active    last_success_at=2025-06-03T05:00:09Z
  id=1{3}  provider_code=fakebank_simple_xf  status=inactive""", digits(17), digits(17), digits(17), digits(17))

la("""<Stmt>
  <Id>{0}</Id>
  <ElctrncSeqNb>112</ElctrncSeqNb>
  <CreDtTm>2025-06-03T05:59:00</CreDtTm>
  <Acct><Id><IBAN>{1}</IBAN></Id><Ccy>PLN</Ccy><Svcr><FinInstnId><BIC>BREXPLPWXXX</BIC></FinInstnId></Svcr></Acct>
  <Ntry><Amt Ccy="PLN">12300.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><NtryRef>{2}</NtryRef>
    <NtryDtls><TxDtls><RmtInf><Ustrd>/VAT/2829.27/IDC/{3}/INV/FV 481/06/2025</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
</Stmt>""", r(18, UPPER_NUM), iban("PL", 24), r(16, UPPER_NUM), nip())

la("""EBICS INI/HIA letter - hash values of the bank's public keys (compare with the bank's letter before activating):
  X002 (authentication)  {0}
  E002 (encryption)      {1}
Your own public keys, sent with HIA on 2025-05-28:
  A006 (signature)       {2}""", " ".join(r(2, UPPER_HEX) for _ in range(32)), " ".join(r(2, UPPER_HEX) for _ in range(32)), " ".join(r(2, UPPER_HEX) for _ in range(32)))

la("""[h2h]
host = h2h.bank.example.com
port = 2222
username = ACME_PL_H2H
password_file = /run/secrets/h2h_password
host_key_fingerprint = SHA256:{0}
remote_in = /outbox/camt053""", b64(32).rstrip("="))

la("""{
  "id": "{0}",
  "status": "ongoing",
  "name": "Umowa o pracę - M. Nowak",
  "delivery_mode": "email",
  "signers": [{"id": "{1}", "status": "notified", "signature_level": "electronic_signature"}],
  "documents": [{"id": "{2}", "nature": "signable_document", "sha256": "{3}"}]
}""", uuid4(), uuid4(), uuid4(), r(64, HEX))

la("""$ pdfsig umowa_2025_118_signed.pdf
Digital Signature Info of: umowa_2025_118_signed.pdf
Signature #1:
  - Signer Certificate Common Name: ACME Sp. z o.o.
  - Signer full Distinguished Name: CN=ACME Sp. z o.o.,2.5.4.97=VATPL-{0},O=ACME Sp. z o.o.,C=PL
  - Signing Time: Jun 02 2025 14:11:09
  - Signing Hash Algorithm: SHA-256
  - Signature Type: ETSI.CAdES.detached
  - Signature Validation: Signature is Valid.
  - Certificate serial: {1}
  - SHA-1 fingerprint: {2}""", nip(), r(40, HEX), fp_colon(20))

la("""$ openssl pkcs12 -in kwalifikowana-pieczec.p12 -passin env:P12_PASS -nokeys -clcerts | openssl x509 -noout -fingerprint -sha256
sha256 Fingerprint={0}""", fp_colon(32))

la("""$ xmlsec1 --verify --trusted-pem certs/kamu-sm-root.pem signed/ACM2025000000413.xml
OK
SignedInfo References (ok/all): 1/1
Manifests References (ok/all): 0/0
DigestValue: {0}""", b64(32))

la("""Adobe Sign agreements pending countersignature:
  CBJCHBCAABAA{0}  NDA - Contractor (K. Wiśniewska)   OUT_FOR_SIGNATURE
  CBJCHBCAABAA{1}  SOW #14 - ACME Logistics           OUT_FOR_SIGNATURE""", r(32, URLSAFE), r(32, URLSAFE))

la("""Clio matter sync report 2025-06-03
  matter 1{0}  "00481-Nowak v. ACME"        practice_area=Employment  responsible_attorney_id=3{1}
  matter 1{2}  "00482-ACME adv. Kaya Ltd"   practice_area=Contracts   responsible_attorney_id=3{1}
Synced 2 matters, 0 errors. Token refreshed (expires in 604800s).""", digits(9), digits(6), digits(9))

la("""Relativity workspace 1{0} "ACME - Nowak v. ACME":
  Saved search ArtifactID 1{1}  "Hot docs - payroll"  412 docs
  Production set ArtifactID 1{2} "PROD003" Bates ACME0041822 - ACME0052210
  Document hash (MD5) of control number ACME0041822: {3}""", digits(6), digits(7), digits(7), r(32, HEX))

la("""{
  "type": "file",
  "credentials": {
    "partnerUserID": "{{EXPENSIFY_PARTNER_USER_ID}}",
    "partnerUserSecret": "{{EXPENSIFY_PARTNER_USER_SECRET}}"
  },
  "onReceive": {"immediateResponse": ["returnRandomFileName"]}
}""")

la("""Concur expense reports exported to ledger:
  Report ID {0}  "May travel - Warsaw"   approved  1 284,90 PLN
  Report ID {1}  "Client dinner"         approved    612,00 PLN
Journal batch {2} posted, ledger entry ids 88412-88419""", r(20, UPPER_NUM), r(20, UPPER_NUM), uuid4())

la("""$ pleo-export config show
api_url:     https://external.pleo.io/v1
api_key:     pleo_****************************{0}
company_id:  {1}
target:      datev""", r(4, LOWER_NUM), uuid4())

la("""<urn:Login>
  <urn:TrustedId>${VERTEX_TRUSTED_ID}</urn:TrustedId>
</urn:Login>
<urn:QuotationRequest documentNumber="SO-2025-00812" documentDate="2025-06-03" transactionType="SALE">""")

la("""Gov-Client-Connection-Method: WEB_APP_VIA_SERVER
Gov-Client-Device-ID: {0}
Gov-Client-Public-IP: 198.51.100.24
Gov-Client-Timezone: UTC+01:00
Gov-Client-Browser-JS-User-Agent: Mozilla/5.0 (X11; Linux x86_64)
Gov-Vendor-Product-Name: ACME%20Ledger
Gov-Vendor-Version: acme-ledger=4.12.0""", uuid4())

la("""{
  "processingDate": "2025-06-03T09:14:22.118Z",
  "paymentIndicator": "BANK",
  "formBundleNumber": "{0}",
  "chargeRefNumber": "X{1}"
}
VRN {2}, period key 25A2, receipt id {3}""", digits(12), r(14, UPPER_NUM), digits(9), uuid4())

la("""ELSTER Übermittlungsprotokoll
  Steuernummer: 2{0}
  Zeitraum: 05/2025 (UStVA)
  Transferticket: et{1}
  Hersteller-ID: 4{2}
  Ergebnis: erfolgreich übermittelt""", digits(12), r(20, LOWER_NUM), digits(4))

la("""HTTP/1.1 200 OK
Content-Type: application/json

{"guid":"{0}","legal_entity_id":1{1},"status":"received"}""", uuid4(), digits(5))

la("""apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: pagero-credentials
  namespace: einvoicing
spec:
  secretStoreRef: { name: vault-finance, kind: ClusterSecretStore }
  target: { name: pagero-credentials }
  data:
    - secretKey: PAGERO_CLIENT_SECRET
      remoteRef: { key: finance/pagero, property: client_secret }""")

la("""# Comarch ERP Optima - notatki wdrożeniowe
Serwer SQL: OPTIMA-SRV (SQL Server 2019), logowanie: uwierzytelnianie Windows (ACME\\svc_optima)
Konto sa wyłączone. Hasła operatorów w Optimie ustawiają sami użytkownicy przy pierwszym logowaniu.
Wersja: 2025.1.1.2198, numer klucza licencji: 0{0}""", digits(7))

la("""[Baza]
Serwer=KADRY01
NazwaBazy=KP_ACME_2025
Uzytkownik=kp_service
Haslo=
; hasło trzymane w Menedżerze poświadczeń Windows (cel: Symfonia/KP_ACME_2025)""")

la("""Datové zprávy přijaté 2025-06-03 (schránka {0}):
  dmID 1{1}  od: Finanční úřad pro Jihomoravský kraj  věc: Výzva k podání kontrolního hlášení
  dmID 1{2}  od: Česká správa sociálního zabezpečení  věc: Potvrzení přijetí přehledu
Obálky uloženy do archivu, hash SHA-256: {3}""", r(7, LOWER_NUM), digits(9), digits(9), r(64, HEX))

la("""{"winstrom":{"@version":"1.0","faktura-vydana":[{"id":"1{0}","kod":"VF1-0481/2025","sumCelkem":"36300.0","stavUhrK":"stavUhr.uhrazeno","buc":"2000145399","iban":"CZ6508000000192000145399"}]}}""", digits(3))

la("""SGK bildirimi: İşyeri şifreniz 01.06.2025 tarihinde değiştirilmiştir. Eğer bu değişikliği siz yapmadıysanız, e-Bildirge şifre işlemleri ekranından şifrenizi sıfırlayınız. Yeni şifre bu e-postada yer almaz.
İşyeri sicil no: 2 {0} 01 034""", digits(4) + " " + digits(2))

la("""$ akis-cli sertifika-listele
Slot 0: AKIS v2.5.2
  Sahip: AHMET YILMAZ, TCKN 1**********
  Seri no: {0}
  Geçerlilik: 2024-03-11 — 2027-03-11
  SHA-256 parmak izi: {1}
  Kullanım: nitelikli elektronik imza (NES)""", digits(10), fp_colon(32))

la("""Deklaracje rozliczeniowe ZUS 2025/05:
  DRA nr 01 - identyfikator KEDU {0}
  Rachunek składkowy płatnika (NRS): {1}
  NIP płatnika: {2}, REGON {3}
  Status: przyjęty, UPO zapisane w archiwum (skrót {4})""", r(12, UPPER_NUM), iban("", 24), nip(), digits(9), r(40, HEX))

la("""integration,environment,endpoint,username,secret,owner,rotated_at
ksef,prod,https://ksef.mf.gov.pl/api/v2,,********,finance-it,2025-03-01
h2h-sftp,prod,sftp://h2h.bank.example.com:2222,ACME_PL_H2H,********,treasury,2025-04-30
yousign,prod,https://api.yousign.app/v3,,********,legal-ops,2025-01-17
documenso,prod,https://app.documenso.com,,(vault: legal/documenso),legal-ops,2025-05-09""")

la("""[PayrollDW]
Driver      = ODBC Driver 18 for SQL Server
Server      = tcp:sql-payroll.internal,1433
Database    = PayrollDW
Trusted_Connection = yes
Encrypt     = yes""")

la("""jco.client.ashost=sap-prd-ci.acme.local
jco.client.sysnr=00
jco.client.client=100
jco.client.user=RFC_PAYROLL
jco.client.passwd=${env:SAP_RFC_PASSWORD}
jco.client.lang=EN""")

la("""hdbadm@hana01:/usr/sap/HDB/HDB00> hdbuserstore LIST
DATA FILE       : /usr/sap/HDB/home/.hdb/hana01/SSFS_HDB.DAT
KEY FILE        : /usr/sap/HDB/home/.hdb/hana01/SSFS_HDB.KEY

KEY PAYROLLKEY
  ENV : hana01:30015
  USER: PAYROLL_ETL
  DATABASE: HDB""")

la("""[options]
addons_path = /opt/odoo/addons,/opt/odoo/custom-addons
; admin_passwd is set via the ODOO_ADMIN_PASSWD env in the container entrypoint
db_host = db-odoo.internal
db_user = odoo
list_db = False""")

la("""curl -s "https://erp.acme.example/api/resource/Sales%20Invoice?limit_page_length=5" \\
  -H "Authorization: token ${ERPNEXT_API_KEY}:${ERPNEXT_API_SECRET}"
# names: ACC-SINV-2025-00512, ACC-SINV-2025-00511""")

la("""Support chat #48213 (Invoice Ninja self-hosted)
Customer 11:02: recurring invoices stopped being emailed since the upgrade to 5.10
Agent 11:04: please don't paste your API token here — just send the HTTP status and the response body of GET /api/v1/recurring_invoices
Customer 11:07: 200, body {"data":[],"meta":{"pagination":{"total":0}}}
Agent 11:08: thanks, the queue worker is not running; restart it with php artisan queue:restart""")

la("""spring.mail.host=smtp.office365.com
spring.mail.port=587
spring.mail.username=faktury@acme.pl
spring.mail.password=${SMTP_PASSWORD:}
invoice.mail.bcc=archiwum@acme.pl""")

la("""POST /hooks/documenso HTTP/1.1
Host: contracts.acme.io
X-Documenso-Event: DOCUMENT_COMPLETED
X-Signature-256: sha256={0}
Content-Type: application/json

{"event":"DOCUMENT_COMPLETED","payload":{"id":1{1},"title":"Umowa zlecenie 2025-118","status":"COMPLETED"}}""", r(64, HEX), digits(5))

la("""$ kubectl -n hr describe secret payroll-db
Name:         payroll-db
Namespace:    hr
Type:  Opaque

Data
====
DB_HOST:      17 bytes
DB_PASSWORD:  22 bytes
DB_USER:      11 bytes""")

la("""$ cat ~/.pg_service.conf
[payroll]
host=pg-payroll.hr.svc
port=5432
dbname=payroll
user=payroll_app
sslmode=verify-full
# password comes from PGPASSFILE on the batch host, not from here""")

la("""$ gpg --list-keys payroll-bureau
pub   rsa4096 2024-02-11 [SC] [expires: 2027-02-10]
      {0}
uid           [  full  ] Payroll Bureau UK (file exchange) <files@bureau.example>
sub   rsa4096 2024-02-11 [E] [expires: 2027-02-10]""", r(40, UPPER_HEX))

la("""$ sha256sum out/*.gpg
{0}  out/payroll_2025_05.csv.gpg
{1}  out/pension_2025_05.csv.gpg""", r(64, HEX), r(64, HEX))

la("""$ 7z l -slt wyplaty_2025_05.7z | head -20
Path = wyplaty_2025_05.7z
Type = 7z
Physical Size = 9031877
Headers Size = 2912
Method = LZMA2:24 7zAES
Solid = +
Blocks = 1
Encrypted = +
(hasło do archiwum przekazuje kierownik kadr telefonicznie, nie mailem)""")

la("""Runbook: rotating the payroll bureau SFTP password
1. Generate a new one in 1Password (item "Bureau SFTP", vault Finance) — 24 chars, no symbols the bureau rejects (; and ').
2. Update it on the bureau portal under Security > SFTP users.
3. Update Vault path secret/payroll/bureau-sftp, field password; the cron job reads it via vault agent.
4. Do not paste the value in Slack or in tickets.""")

la("""Payslip PDF metadata:
  Title: Payslip 2025-05 / 10412
  Producer: acme-payroll 7.3.1 (wkhtmltopdf 0.12.6)
  DocumentID: uuid:{0}
  SHA-256: {1}""", uuid4(), r(64, HEX))

la("""Dane firmy (stopka faktury / fatura altbilgisi / patička faktury):
  ACME Sp. z o.o. — NIP {0}, REGON {1}, KRS 0000{2}
  ACME s.r.o. — IČO 2{3}, DIČ CZ2{3}
  ACME Yazılım A.Ş. — VKN {4}, Mersis 0{5}
  VAT EU: PL{0}""", nip(), digits(9), digits(6), digits(7), digits(10), digits(15))

la("""Bank details for payment / Dane do przelewu:
  Beneficiary: ACME Sp. z o.o.
  IBAN: {0}
  SWIFT/BIC: BREXPLPWXXX
  Reference: FV 481/06/2025
  Amount due: 12 300,00 PLN (split payment / MPP)""", " ".join([iban("PL", 24)[i : i + 4] for i in range(0, 28, 4)]))

la("""$ git log --oneline -5 -- services/einvoice
{0} ksef: read token from Vault instead of env (closes FIN-812)
{1} ksef: retry on 429 with Retry-After
{2} upo: store SHA-256 of UPO next to the XML
{3} chore(deps): bump xades4j to 2.4.0
{4} ksef: rotate test token (value lives in 1Password, not here)""", r(7, HEX), r(7, HEX), r(7, HEX), r(7, HEX), r(7, HEX))

la("""$ docker images --digests | grep oxalis
registry.acme.io/oxalis-ap   6.7.0   sha256:{0}   3 weeks ago   412MB
registry.acme.io/phase4-ap   3.1.2   sha256:{1}   5 days ago    298MB""", r(64, HEX), r(64, HEX))

la("""Klucz publiczny MF do szyfrowania faktur w KSeF (pobrany z publicznej strony MF, bezpieczny do przechowywania):
-----BEGIN CERTIFICATE-----
MIIF{0}
-----END CERTIFICATE-----""", pem_body(360))

la("""<ds:SignedInfo>
  <ds:CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/>
  <ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>
  <ds:Reference URI="">
    <ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>
    <ds:DigestValue>{0}</ds:DigestValue>
  </ds:Reference>
</ds:SignedInfo>
<ds:SignatureValue>{1}</ds:SignatureValue>""", b64(32), b64(256))

la("""GET https://logincert.anaf.ro/anaf-oauth2/v1/authorize?response_type=code&client_id=${ANAF_CLIENT_ID}&redirect_uri=https%3A%2F%2Fefactura.acme.ro%2Fcb&state={0}&code_challenge={1}&code_challenge_method=S256""", b64url(16), b64url(32))

la("""e-Defter berat dosyaları (2025/05):
  YB-{0}-202505-1-3.zip   sha256 {1}
  GIB-{0}-202505-KB-000001.zip  sha256 {2}
Mali mühür PIN'i kart sahibinde, CI'da tutulmuyor.""", digits(10), r(64, HEX), r(64, HEX))

la("""Datum;Protiúčet;Částka;VS;KS;SS;Zpráva
03.06.2025;CZ6508000000192000145399;36300,00;20250481;0308;;Faktura 2025-0481
03.06.2025;CZ7603000000000076327632;-1210,00;20250519;0558;;Nájem kancelář""")

la("""Przelew MPP (split payment):
  Kwota VAT: 2 300,00 PLN
  NIP dostawcy: {0}
  Nr faktury: FV 481/06/2025
  Rachunek: {1}
  Tytuł: /VAT/2300,00/IDC/{0}/INV/FV 481/06/2025/TXT/wdrożenie""", nip(), iban("PL", 24))

la("""{
  "receipt_id": "rcpt_{0}",
  "merchant": "ORLEN Stacja nr 4211",
  "total": 312.44,
  "currency": "PLN",
  "vat": [{"rate": 23, "amount": 58.42}],
  "ocr_confidence": 0.97,
  "image_sha256": "{1}"
}""", r(24, LOWER_NUM), r(64, HEX))

la("""Sprawy w toku (kancelaria):
  Sygn. akt I C 1{0}/24 — Sąd Okręgowy w Krakowie — Nowak p. ACME
  Sygn. akt VIII GC 3{1}/25 — Sąd Rejonowy dla m.st. Warszawy — ACME p. Logistics Sp. z o.o.
  Spisová značka 12 C 1{2}/2025 — Okresní soud v Brně""", digits(2), digits(2), digits(2))

la("""$ bankfeed connect --bank ing-pl
Login ID: ACME_TREASURY
Password: ********
SMS code: ******
Connected. Consent valid until 2025-08-31 (90 days). Feed id {0}""", uuid4())

la("""$ ksef-cli --help
Usage: ksef-cli [OPTIONS] COMMAND [ARGS]...

Options:
  --env [test|demo|prod]   Target environment  [default: test]
  --nip TEXT               Seller NIP (10 digits)
  --token TEXT             KSeF authorization token; prefer the KSEF_TOKEN env var
  --cert PATH              PKCS#12 seal/signature certificate
  --cert-password-file PATH
  --help                   Show this message and exit.""")

la("""$ vault kv get -field=password secret/payroll/h2h > /dev/null && echo "h2h password present in Vault (version $(vault kv metadata get -format=json secret/payroll/h2h | jq .data.current_version))"
h2h password present in Vault (version 7)""")

la("""# .envrc (finance-tools) — values come from 1Password CLI
export KSEF_TOKEN="$(op read 'op://Finance/KSeF prod/token')"
export STORECOVE_API_KEY="$(op read 'op://Finance/Storecove/credential')"
export YOUSIGN_API_KEY="$(op read 'op://Legal/Yousign/api key')"
""")

la("""ADP mTLS certificate (public part, sent to ADP with the CSR):
  Subject: C=US, O=ACME Corp, OU=HR Integrations, CN=acme-adp-api
  Serial: {0}
  SHA-1 fingerprint: {1}
  Not after: 2027-05-31""", r(32, UPPER_HEX), fp_colon(20))

la("""# tests/fixtures/ksef.env
KSEF_ENV=test
KSEF_NIP=1111111111
KSEF_TOKEN=<paste-test-token-here>
KSEF_CERT_PASSWORD=<not-used-in-tests>""")

la("""<soap:Fault>
  <faultcode>soap:Client</faultcode>
  <faultstring>Kullanıcı adı veya şifre hatalı. Lütfen entegratör panelinden şifrenizi kontrol ediniz. (Hata kodu: 1005)</faultstring>
  <detail><requestId>{0}</requestId></detail>
</soap:Fault>""", uuid4())

la("""# .github/workflows/ksef-smoke.yml
    env:
      KSEF_ENV: test
      KSEF_NIP: ${{ vars.KSEF_NIP }}
      KSEF_TOKEN: ${{ secrets.KSEF_TEST_TOKEN }}""")

la("""arn:aws:secretsmanager:eu-central-1:{0}:secret:finance/peppol/storecove-api-key-{1}
arn:aws:secretsmanager:eu-central-1:{0}:secret:hr/adp/client-secret-{2}""", digits(12), r(6, ALNUM), r(6, ALNUM))

la("""2025-06-03 06:00:01 INFO  bankfeed.fetch  GET https://statements.bank.example.cz/api/camt053/2025-06-02?account=CZ6508000000192000145399 (auth: basic, user=acme_treasury, password=[REDACTED])
2025-06-03 06:00:02 INFO  bankfeed.fetch  200 OK, 1 statement, 37 entries, sha256 {0}""", r(64, HEX))

la("""Jana: Heslo k datové schránce jsem si změnila, nové ti nepošlu — přihlásíš se přes NIA a já ti přidělím oprávnění "číst zprávy". ID schránky je {0}, to veřejné je.""", r(7, LOWER_NUM))

la("""Polish payroll export (anonymised): PESEL ***********, NIP pracownika ***********, konto PL** **** **** **** **** **** 4821, brutto 9 850,00, netto 7 131,61, ZUS pracownika 1 350,44""")

la("""DocuSign-style audit trail:
  Envelope ID: {0}
  Document hash (SHA-256): {1}
  Signer: Marta Nowak, IP 203.0.113.14, 2025-06-02 14:11:09 UTC
  Certificate of completion ID: {2}""", uuid4().upper(), r(64, HEX), uuid4().upper())

la("""Faktura VAT nr FV 481/06/2025
Numer KSeF: {0}
Kod QR weryfikacyjny: https://ksef.mf.gov.pl/client-app/invoice/{1}/02-06-2025/{2}""", ksef_number(_nipL), _nipL, b64url(32))


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
