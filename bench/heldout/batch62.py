r"""Held-out batch 62: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) the batch format, bench/heldout/__init__.py; (2) the
first 130 lines of bench/heldout/batch19.py, its docstring and the helper functions r, b64,
b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged; (3) the Theme
paragraphs of the earlier batches (a grep for lines starting with Theme and the twelve lines
after each), so as not to repeat their texts; (4) the kind names earlier batches pass to add
and add_split (a grep for their first argument). The filter's rules, code, docs, tests,
benches and results were not read, and the filter was never run.

Theme: finance, trading and banking integration as a coding agent's session holds it: shell
sessions it ran, files it read, tool output, logs, packet dumps, agent tool-call JSON and
chat. All new kinds live under the "fintech/" prefix. FIX protocol sessions (QuickFIX/J,
QuickFIX/n, QuickFIX/Python and quickfixgo settings and toAdmin hooks, Logon messages with
Username(553), Password(554), NewPassword(925) and RawData(96) in message logs with SOH shown
as a pipe or caret-A, tshark decodes, stunnel PSK files in front of a FIX gateway, CME iLink 3
HMAC keys, cTrader FIX, OnixS settings); broker and trading APIs (IB Gateway containers and
IBKR OAuth token secrets, Alpaca Broker API basic auth, OANDA v20, Tradier, Saxo OpenAPI app
secrets and 24-hour tokens, tastytrade sessions, Schwab, E*TRADE, DAS Trader CMD API,
Rithmic, Zerodha Kite, Angel One TOTP seeds, Deniz Yatirim AlgoLab, T-Invest, Finam, Alor,
QUIK, Directa, Fabrick); crypto exchange key, secret and passphrase triples (Bitget, Coinbase
Exchange, Gemini, Bitstamp, BtcTurk, EXMO, Bitvavo, BitMEX, Gate.io, MEXC, Crypto.com, HTX);
market data vendors (Databento, Finnhub, Alpha Vantage from R, Twelve Data, FMP from Power
Query, EODHD, Nasdaq Data Link, LSEG RDP, dxFeed, CoinAPI from httpie, Kaiko, Barchart);
open banking (PSD2 QWAC PKCS#12 passwords in curl, Berlin Group embedded SCA PSU passwords,
Plaid, TrueLayer, Tink, GoCardless, Belvo, MX, Finicity, Teller, Mono, Turkish OHVPS, CBI
Globe, Sber API, Tochka); card processing and acquirers (clear ZMK components, DUKPT BDKs,
terminal master keys, Nexi XPay MAC keys, Global Payments shared secrets, Worldpay XML
userinfo, Cybersource, Elavon Converge PINs, NMI, Cardinal Commerce 3-D Secure API keys, 3DS
requestor keystores, Turkish virtual POS store keys, Garanti provision passwords and POSNET
encryption keys, T-Bank and Sber acquiring passwords, Fiserv IPG); SWIFT and ISO 20022
gateways (SWIFT SDK consumer secrets, Alliance Lite2 AutoClient, IBM MQ in front of Alliance
Access, service-bureau SFTP, the Russian SPFS); core banking test environments (Temenos T24
OFS messages with user and password inline, Mambu, Apache Fineract, Thought Machine Vault,
FLEXCUBE) and accounting exports (MYOB cftoken, 1C OData userinfo, Fatture in Cloud, 7-Zip
export passwords, Zoho Books, KashFlow SOAP). Look-alikes are the same contexts without a
credential: masked FIX logs, data dictionary entries, execution reports, env and vault
references, order, account, consent, mandate, payment and transaction ids, UETRs, LEIs,
ISINs, FIGIs, IBANs and BICs, key check values, KSNs, masked PANs, ISO 8583 and EMV field
dumps, pacs.008 and MT103 texts, certificate fingerprints, body digests, checksums of export
files, account keys returned by APIs, and prose about passwords without one. Mostly
English, some Turkish, Italian and Russian.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(62_2026_12_07)
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
WORDS_EN = [
    "ledger", "margin", "hedge", "falcon", "harbor", "copper", "maple", "ticker", "spread",
    "basis", "gamma", "orchid", "granite", "pepper", "violet", "walrus", "cobalt", "meadow",
]
WORDS_TR = [
    "kartal", "zeytin", "lale", "deniz", "yildiz", "borsa", "kasa", "aslan", "cinar", "pamuk",
    "simit", "martı", "kestane",
]
WORDS_IT = [
    "tesoro", "gatto", "limone", "pioggia", "stella", "volpe", "girasole", "nebbia", "ponte",
    "cipresso", "gelato", "rondine",
]
WORDS_RU = [
    "medved", "zvezda", "rubl", "kassa", "sokol", "berezka", "moroz", "volga", "zima",
    "pechka", "kefir", "matryoshka",
]
LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"})
SYMS = "!*?+=.%&@-_"


def hpw(words: list[str] = WORDS_EN) -> str:
    """A human-chosen password: words, digits, a symbol, sometimes leetspeak."""
    style = _rng.randrange(5)
    w1, w2, w3 = _rng.sample(words, 3)
    d = r(_rng.choice((2, 3, 4)), DIGITS)
    sym = _rng.choice(SYMS)
    if style == 0:
        return w1.capitalize() + w2.capitalize() + d + sym
    if style == 1:
        return w1.translate(LEET).capitalize() + sym + w2 + d
    if style == 2:
        return "-".join([w1, w2, w3]) + "-" + d
    if style == 3:
        return w1.capitalize() + sym + w2 + d
    return d + w1.upper() + sym + w2.translate(LEET)


SOH = "\x01"


def fix(fields: list[tuple[int, str]], sep: str = "|", begin: str = "FIX.4.4") -> str:
    """A FIX message with a true BodyLength(9) and CheckSum(10), SOH shown as sep."""
    body = "".join(f"{t}={v}{SOH}" for t, v in fields)
    msg = f"8={begin}{SOH}9={len(body)}{SOH}" + body
    msg += f"10={sum(msg.encode()) % 256:03d}{SOH}"
    return msg.replace(SOH, sep)


def kcv() -> str:
    return r(6, UPPER_HEX)


def digits(n: int) -> str:
    return r(1, "123456789") + r(n - 1, DIGITS)


# ============================================================ secrets: FIX sessions
add(
    "fintech/quickfixj-cfg-custom-logon-password",
    """$ cat config/fix-uat.cfg
[DEFAULT]
ConnectionType=initiator
ReconnectInterval=5
FileStorePath=store/uat
FileLogPath=log/uat
StartTime=00:00:00
EndTime=00:00:00
UseDataDictionary=Y
DataDictionary=FIX44.xml
SocketConnectHost=fix-uat.northgate-pb.example
SocketConnectPort=9823

[SESSION]
BeginString=FIX.4.4
SenderCompID=ACMECAP_UAT
TargetCompID=NGPB
HeartBtInt=30
ResetOnLogon=Y
# read by LogonHandler.toAdmin and sent as 553/554
LogonUsername=acmecap.algo1
LogonPassword={0}""",
    hpw(),
)

_p = pw()
add(
    "fintech/fix-message-log-outgoing-logon-554",
    "$ tail -n 3 log/uat/FIX.4.4-ACMECAP_UAT-NGPB.messages.log\n20261207-07:59:58.412 : "
    + fix([(35, "A"), (34, "1"), (49, "ACMECAP_UAT"), (52, "20261207-07:59:58.411"), (56, "NGPB"),
           (98, "0"), (108, "30"), (141, "Y"), (553, "acmecap.algo1"), (554, _p)])
    + "\n20261207-07:59:58.530 : "
    + fix([(35, "A"), (34, "1"), (49, "NGPB"), (52, "20261207-07:59:58.529"), (56, "ACMECAP_UAT"),
           (98, "0"), (108, "30"), (141, "Y")]),
    _p,
)

_p = r(12, ALNUM)
add(
    "fintech/fix-rawdata-96-venue-password",
    "Venue spec says the password goes in RawData(96) with RawDataLength(95), not 554. Outgoing logon from the\nsimulator run (SOH printed as ^A):\n\n"
    + fix([(35, "A"), (34, "1"), (49, "BLUEFIN01"), (52, "20261207-08:00:00.004"), (56, "XVEN"),
           (95, str(len(_p))), (96, _p), (98, "0"), (108, "20")], sep="^A")
    + "\n\nand the venue answered with 35=A, so that format is right.",
    _p,
)

_old, _new = hpw(), hpw()
add_split(
    "fintech/fix-password-change-925-event-log",
    "2026-12-07 06:30:02.118 [QF/n] FIX.4.4:TRDR22->CLEARX outgoing: "
    + fix([(35, "A"), (34, "1"), (49, "TRDR22"), (52, "20261207-06:30:02.117"), (56, "CLEARX"),
           (98, "0"), (108, "30"), (553, "trdr22"), (554, _old), (925, _new)])
    + "\n2026-12-07 06:30:02.301 [QF/n] FIX.4.4:TRDR22->CLEARX incoming: "
    + fix([(35, "A"), (34, "1"), (49, "CLEARX"), (52, "20261207-06:30:02.300"), (56, "TRDR22"),
           (98, "0"), (108, "30"), (1409, "1")])
    + "\n2026-12-07 06:30:02.302 [App] SessionStatus(1409)=1 Session password changed",
    _old,
    _new,
)

add(
    "fintech/quickfixj-toadmin-java-literal",
    """    @Override
    public void toAdmin(Message message, SessionID sessionId) {
        try {
            if (MsgType.LOGON.equals(message.getHeader().getString(MsgType.FIELD))) {
                message.setField(new Username("ops-dropcopy"));
                message.setField(new Password("{0}"));
                message.setField(new ResetSeqNumFlag(true));
            }
        } catch (FieldNotFound e) {
            log.warn("no MsgType on admin message", e);
        }
    }""",
    hpw(),
)

add(
    "fintech/quickfix-python-toadmin-literal",
    """class App(fix.Application):
    def toAdmin(self, message, sessionID):
        msg_type = fix.MsgType()
        message.getHeader().getField(msg_type)
        if msg_type.getValue() == fix.MsgType_Logon:
            message.setField(fix.Username("mm-desk-3"))
            message.setField(fix.Password("{0}"))
            message.setField(fix.ResetSeqNumFlag(True))""",
    pw(),
)

add(
    "fintech/quickfixgo-toadmin-setfield",
    """func (a *app) ToAdmin(msg *quickfix.Message, sid quickfix.SessionID) {
	if t, _ := msg.MsgType(); t == string(enum.MsgType_LOGON) {
		msg.Body.SetField(tag.Username, quickfix.FIXString("liq-bridge"))
		msg.Body.SetField(tag.Password, quickfix.FIXString("{0}"))
	}
}""",
    r(16, ALNUM),
)

add(
    "fintech/stunnel-psk-file-fix-gateway",
    """$ sudo cat /etc/stunnel/fixgw.conf /etc/stunnel/psk-fixgw.txt
[fix-uat]
client = yes
accept = 127.0.0.1:9880
connect = fixgw.uat.tradevenue.example:443
ciphers = PSK
PSKsecrets = /etc/stunnel/psk-fixgw.txt
ACMECAP_UAT:{0}""",
    r(48, HEX),
)

_kid, _key = r(20, UPPER_NUM), b64url(32)
add(
    "fintech/cme-ilink3-hmac-keypair-yaml",
    """# ilink3-session.yaml (Customer Center > Secure Logon, generated 2026-12-01)
session:
  id: XQ7
  firm: 9A3
  market_segment_gateway: 69.50.112.140:10000
hmac:
  id: {1}
  key: {0}
  algorithm: HmacSHA256""",
    _key,
    _kid,
)

add(
    "fintech/onixs-fix-appsettings-xml",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="OnixS.Fix.LicenseStore" value="licenses"/>
    <add key="Fix.Host" value="fix-cert.exchange.example"/>
    <add key="Fix.Port" value="5001"/>
    <add key="Fix.SenderCompId" value="QNT_CERT_02"/>
    <add key="Fix.TargetCompId" value="EXCH"/>
    <add key="Fix.Username" value="qnt02"/>
    <add key="Fix.Password" value="{0}"/>
  </appSettings>
</configuration>""",
    hpw(),
)

add(
    "fintech/fix-dropcopy-chat-handover",
    """ok the drop copy session is live on the venue side. SenderCompID DC_ACME, TargetCompID VENUEDC, host dc-uat.venue.example port 40110. they gave me {0} as the logon pw for 554 - please put it wherever the other fix creds live and not in the repo""",
    hpw(),
)

_login = digits(7)
add(
    "fintech/ctrader-fix-python-config-dict",
    """FIX_CONFIG = {
    "Host": "demo-uk-eqx-01.p.c-trader.com",
    "Port": 5212,
    "SSL": True,
    "SenderCompID": "demo.ctrader.{1}",
    "TargetCompID": "cServer",
    "SenderSubID": "TRADE",
    "Username": "{1}",
    "Password": "{0}",
    "HeartBeat": 30,
}""",
    r(10, LOWER_NUM),
    _login,
)

add(
    "fintech/fix-tshark-decode-logon-password",
    """$ tshark -r captures/uat-logon.pcapng -Y 'fix.MsgType == "A"' -O fix | sed -n 1,20p
Frame 14: 221 bytes on wire (1768 bits), 221 bytes captured (1768 bits)
Financial Information eXchange Protocol
    BeginString (8): FIX.4.2
    BodyLength (9): 148
    MsgType (35): A (LOGON)
    MsgSeqNum (34): 1
    SenderCompID (49): HRZN_T1
    SendingTime (52): 20261207-08:14:03.220
    TargetCompID (56): LMXDEMO
    EncryptMethod (98): 0 (NONE_OTHER)
    HeartBtInt (108): 30
    ResetSeqNumFlag (141): Y (YES)
    Username (553): hrzn.t1
    Password (554): {0}
    CheckSum (10): 087""",
    hpw(),
)

add(
    "fintech/quickfixn-ssl-certificate-password",
    """[SESSION]
BeginString=FIXT.1.1
DefaultApplVerID=FIX.5.0SP2
SenderCompID=ACME_OMS
TargetCompID=PRIMEX
SocketConnectHost=fix.primex.example
SocketConnectPort=8443
SSLEnable=Y
SSLServerName=fix.primex.example
SSLCertificate=certs/acme_oms_client.pfx
SSLCertificatePassword={0}
SSLCACertificate=certs/primex_ca.cer""",
    pw(),
)

# ============================================================ secrets: brokers
add(
    "fintech/ib-gateway-compose-tws-password",
    """services:
  ib-gateway:
    image: ghcr.io/gnzsnz/ib-gateway:stable
    restart: unless-stopped
    environment:
      TWS_USERID: acmepaper01
      TWS_PASSWORD: {0}
      TRADING_MODE: paper
      READ_ONLY_API: "no"
      TWOFA_TIMEOUT_ACTION: restart
    ports:
      - "127.0.0.1:4002:4004"
""",
    hpw(),
)

_at, _ats = r(20, HEX), b64(128)
add_split(
    "fintech/ibkr-web-api-oauth-token-pair",
    """# ibkr_oauth.py  (first-party OAuth 1.0a, self-service portal)
CONSUMER_KEY = "ACMEQUANT"
ACCESS_TOKEN = "{0}"
ACCESS_TOKEN_SECRET = (
    "{1}"
)
DH_PARAM_FILE = "keys/dhparam.pem"
REALM = "limited_poa"
""",
    _at,
    _ats,
)

_k, _s = "CK" + r(18, UPPER_NUM), r(40, ALNUM)
_basic = base64.b64encode(f"{_k}:{_s}".encode()).decode()
add(
    "fintech/alpaca-broker-api-basic-header",
    """$ curl -s https://broker-api.sandbox.alpaca.markets/v1/accounts?query=acme \\
    -H 'Authorization: Basic {0}' | jq '.[0].status'
"ACTIVE" """.rstrip(),
    _basic,
)

_oa = r(32, HEX) + "-" + r(32, HEX)
add(
    "fintech/oanda-v20-python-access-token",
    """import oandapyV20
import oandapyV20.endpoints.pricing as pricing

api = oandapyV20.API(access_token="{0}", environment="practice")
r = pricing.PricingInfo(accountID="101-004-{1}-001", params={"instruments": "EUR_USD,USD_JPY"})
print(api.request(r)["prices"][0]["bids"])""",
    _oa,
    digits(7),
)

add(
    "fintech/tradier-sandbox-bearer-curl",
    """$ curl -s -X GET 'https://sandbox.tradier.com/v1/markets/quotes?symbols=SPY,QQQ' -H 'Authorization: Bearer {0}' -H 'Accept: application/json'
{"quotes":{"quote":[{"symbol":"SPY","last":683.12,"bid":683.11,"ask":683.13},{"symbol":"QQQ","last":611.4,"bid":611.38,"ask":611.42}]}}""",
    r(28, ALNUM),
)

add(
    "fintech/saxo-app-config-json-appsecret",
    """{
  "AppName": "acme-rebalancer-sim",
  "AppKey": "{1}",
  "AuthorizationEndpoint": "https://sim.logonvalidation.net/authorize",
  "TokenEndpoint": "https://sim.logonvalidation.net/token",
  "GrantType": "Code",
  "OpenApiBaseUrl": "https://gateway.saxobank.com/sim/openapi/",
  "RedirectUrls": ["http://localhost:12321/redirect"],
  "AppSecret": "{0}"
}""",
    r(32, HEX),
    r(32, HEX),
)

add(
    "fintech/saxo-24h-sim-token-prose",
    """can you try the positions endpoint with my 24h token from the developer portal? it expires tomorrow morning anyway: {0}""",
    "eyJhbGciOiJFUzI1NiIsIng1dCI6IjI3RTlCOTAzRUNGMjExMDlBREU1RTVCOUVDMDgxNkI2QjQ5REEwRkEifQ."
    + _b64url_json({"oaa": "77770", "iss": "oa", "aid": "109", "uid": r(22, URLSAFE) + "==",
                    "cid": r(22, URLSAFE) + "==", "isa": "False", "tid": "2002", "sid": r(32, HEX),
                    "dgi": "84", "exp": "1796716800", "oal": "1F"})
    + "." + b64url(64),
)

add(
    "fintech/tastytrade-cert-session-login-curl",
    """$ curl -s https://api.cert.tastyworks.com/sessions -H 'Content-Type: application/json' \\
  -d '{"login":"acme-sandbox","password":"{0}","remember-me":true}' | jq .data.user.username
"acme-sandbox" """.rstrip(),
    pw(),
)

add(
    "fintech/schwab-py-easy-client-positional",
    """from schwab.auth import easy_client

c = easy_client(
    "{1}",
    "{0}",
    "https://127.0.0.1:8182",
    "schwab_token.json",
)
print(c.get_account_numbers().json())""",
    r(16, ALNUM),
    r(32, ALNUM),
)

add(
    "fintech/etrade-consumer-secret-pyetrade",
    """import pyetrade

consumer_key = "{1}"
consumer_secret = "{0}"
oauth = pyetrade.ETradeOAuth(consumer_key, consumer_secret)
print(oauth.get_request_token())  # sandbox keys, verifier comes from the browser""",
    r(64, HEX),
    r(32, HEX),
)

add(
    "fintech/das-trader-cmd-api-login-telnet",
    """$ nc 10.20.0.14 9910
LOGIN ACMETR7 {0} TRACCT7731
#LOGIN SUCCESSED
#POS ACCT:TRACCT7731 SYM:AAPL QTY:0
SB AAPL Lv1
$Quote AAPL B:241.10 A:241.12 BS:3 AS:5""",
    hpw(),
)

add(
    "fintech/rithmic-async-client-password",
    """client = RithmicClient(
    user="acme.paper7",
    password="{0}",
    system_name="Rithmic Paper Trading",
    app_name="acme:tickcollector",
    app_version="0.4",
    url="rituz00100.rithmic.com:443",
)
await client.connect()""",
    hpw(),
)

add(
    "fintech/kite-generate-session-api-secret-kwarg",
    """>>> from kiteconnect import KiteConnect
>>> kite = KiteConnect(api_key="{1}")
>>> data = kite.generate_session(request_token, api_secret="{0}")
>>> data["user_id"]
'ZX4417'""",
    r(32, LOWER_NUM),
    r(16, LOWER_NUM),
)

add(
    "fintech/angel-smartapi-totp-seed",
    """from SmartApi import SmartConnect
import pyotp, os

obj = SmartConnect(api_key=os.environ["ANGEL_API_KEY"])
totp = pyotp.TOTP("{0}").now()
session = obj.generateSession("A1234567", os.environ["ANGEL_MPIN"], totp)""",
    r(26, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
)

_ak, _sf = "API-" + b64(32), hpw(WORDS_TR)
add_split(
    "fintech/algolab-deniz-config-turkish",
    """# algolab_ayarlar.py  -- Deniz Yatırım AlgoLab
# DİKKAT: bu dosyayı commit etme, canlı hesap
API_KEY = "{0}"
KULLANICI = "12345678901"   # TC kimlik no değil, test kullanıcısı
SIFRE = "{1}"                # internet şubesi şifresi
HOSTNAME = "https://www.algolab.com.tr"
SMS_BEKLE = True""",
    _ak,
    _sf,
)

add(
    "fintech/tinvest-token-russian-comment",
    """# config/invest.py
# Токен T-Invest API: полный доступ, боевой контур (не песочница!)
TOKEN = "{0}"
ACCOUNT_ID = "2000{1}"
APP_NAME = "acme.rebalancer" """.rstrip(),
    "t." + b64url(64),
    digits(6),
)

add(
    "fintech/finam-trade-api-secret-russian-chat",
    """Вот секретный токен для Finam Trade API, счёт КлФ-{1}: {0}
Срок действия до конца года, после этого перевыпущу в личном кабинете.""",
    b64url(96),
    digits(6),
)

add(
    "fintech/alor-refresh-token-yaml",
    """alor:
  env: prod
  portfolio: D{1}
  exchange: MOEX
  # refresh-токен из https://alor.dev/open-api-tokens, живёт год
  refresh: {0}""",
    uuid4(),
    digits(5),
)

add(
    "fintech/quik-junior-login-russian",
    """Для тестов подключайся к QUIK Junior: сервер junior.quik.ru:10901, логин acme-test-3, пароль {0}. Ключи pubring.txk/secring.txk уже лежат в каталоге terminal/keys.""",
    hpw(WORDS_RU),
)

add(
    "fintech/directa-darwin-italian-chat",
    """Per provare il collegamento a Darwin (API di Directa) usa l'utente ACM7731 con la password {0}, il datafeed gira sulla porta 10001 e il trading sulla 10002. Poi cambiala dal sito.""",
    hpw(WORDS_IT),
)

add(
    "fintech/fabrick-api-key-header-italian",
    """# estratto conto via Fabrick (sandbox)
curl -s "https://sandbox.platfr.io/api/gbs/banking/v4.0/accounts/14537780/balance" \\
  -H "Auth-Schema: S2S" \\
  -H "Api-Key: {0}" \\
  -H "X-Time-Zone: Europe/Rome" """.rstrip(),
    r(44, UPPER_NUM),
)


# ============================================================ secrets: crypto exchanges
add_split(
    "fintech/bitget-ccxt-key-secret-passphrase",
    """const exchange = new ccxt.bitget({
  apiKey: '{0}',
  secret: '{1}',
  password: '{2}',   // the API passphrase, ccxt calls it password
  options: { defaultType: 'swap' },
})""",
    "bg_" + r(32, HEX),
    r(64, HEX),
    hpw(),
)

add_split(
    "fintech/coinbase-exchange-legacy-positional-triple",
    """auth_client = cbpro.AuthenticatedClient(
    "{0}",
    "{1}",
    "{2}",
    api_url="https://api-public.sandbox.exchange.coinbase.com",
)""",
    r(32, HEX),
    b64(64),
    r(11, LOWER_NUM),
)

add(
    "fintech/gemini-sandbox-secret-signing-snippet",
    """gemini_api_key = "account-{1}"
gemini_api_secret = "{0}".encode()

payload = base64.b64encode(json.dumps({"request": "/v1/balances", "nonce": nonce}).encode())
signature = hmac.new(gemini_api_secret, payload, hashlib.sha384).hexdigest()
r = requests.post("https://api.sandbox.gemini.com/v1/balances", headers={
    "X-GEMINI-APIKEY": gemini_api_key, "X-GEMINI-PAYLOAD": payload, "X-GEMINI-SIGNATURE": signature})""",
    r(28, BASE58),
    r(20, ALNUM),
)

add(
    "fintech/bitstamp-php-class-constants",
    """final class BitstampClient
{
    private const KEY = '{1}';
    private const SECRET = '{0}';
    private const BASE = 'https://www.bitstamp.net/api/v2/';
}""",
    r(32, ALNUM),
    r(32, ALNUM),
)

add(
    "fintech/btcturk-env-turkish-comments",
    """# .env.production (BtcTurk Pro API)
# public key: API anahtarı, private key: gizli anahtar - ikisi de sadece okuma+işlem, çekim YOK
BTCTURK_PUBLIC_KEY={1}
BTCTURK_PRIVATE_KEY={0}
BTCTURK_BASE=https://api.btcturk.com""",
    b64(32),
    uuid4(),
)

add_split(
    "fintech/exmo-positional-keys-russian",
    """# ключи EXMO: K- публичный, S- секретный (права: торговля, без вывода)
api = ExmoAPI("{0}", "{1}")
print(api.api_query("user_info"))""",
    "K-" + r(40, HEX),
    "S-" + r(40, HEX),
)

add(
    "fintech/bitvavo-js-client-options",
    """const bitvavo = require('bitvavo')().options({
  APIKEY: '{1}',
  APISECRET: '{0}',
  ACCESSWINDOW: 10000,
  RESTURL: 'https://api.bitvavo.com/v2',
  WSURL: 'wss://ws.bitvavo.com/v2/',
  DEBUGGING: false,
})""",
    r(128, HEX),
    r(64, HEX),
)

add(
    "fintech/bitmex-testnet-bot-cli-flags",
    """$ ./mmbot run --exchange bitmex --testnet --symbol XBTUSD --key {1} --secret {0} --spread-bps 6
2026-12-07T09:12:44Z INFO connected to wss://ws.testnet.bitmex.com/realtime
2026-12-07T09:12:45Z INFO quoting XBTUSD bid 96412.5 ask 96470.0""",
    r(48, URLSAFE),
    r(24, URLSAFE),
)

add(
    "fintech/gateio-openssl-hmac-literal-key",
    """$ printf '%s\\n%s\\n%s\\n%s\\n%s' GET /api/v4/spot/accounts "" "$(printf '' | sha512sum | cut -d' ' -f1)" "$TS" \\
    | openssl dgst -sha512 -hmac '{0}' | cut -d' ' -f2""",
    r(64, HEX),
)

add(
    "fintech/cryptocom-exchange-go-struct",
    """client := cdcx.New(cdcx.Config{
	BaseURL:   "https://uat-api.3ona.co/exchange/v1/",
	APIKey:    "{1}",
	SecretKey: "{0}",
	Timeout:   5 * time.Second,
})""",
    r(22, ALNUM),
    r(22, ALNUM),
)

_ak = "-".join([r(8, LOWER_NUM), r(8, LOWER_NUM), r(8, LOWER_NUM), r(5, LOWER_NUM)])
_sk = "-".join([r(8, LOWER_NUM), r(8, LOWER_NUM), r(8, LOWER_NUM), r(5, LOWER_NUM)])
add(
    "fintech/htx-rust-credentials-literal",
    """let creds = HtxCredentials {
    access_key: "{1}".into(),
    secret_key: "{0}".into(),
};
let client = HtxClient::new(creds, "https://api-aws.huobi.pro");""",
    _sk,
    _ak,
)

# ============================================================ secrets: market data
add(
    "fintech/databento-historical-positional-key",
    """import databento as db

client = db.Historical("{0}")
data = client.timeseries.get_range(
    dataset="GLBX.MDP3", schema="ohlcv-1m", symbols=["ES.c.0"], stype_in="continuous",
    start="2026-11-01", end="2026-12-01",
)""",
    "db-" + r(27, ALNUM),
)

add(
    "fintech/finnhub-token-in-request-log",
    """2026-12-07 09:31:02,448 DEBUG urllib3.connectionpool https://finnhub.io:443 "GET /api/v1/quote?symbol=ASML&token={0} HTTP/1.1" 200 None
2026-12-07 09:31:02,449 INFO quotes ASML c=712.4 h=719.0 l=706.15""",
    r(20, LOWER_NUM),
)

add(
    "fintech/alphavantager-r-api-key",
    """library(alphavantager)
av_api_key("{0}")
fx <- av_get(av_fun = "FX_DAILY", from_symbol = "EUR", to_symbol = "TRY", outputsize = "full")""",
    r(16, UPPER_NUM),
)

add(
    "fintech/twelvedata-websocket-url-js",
    """const ws = new WebSocket('wss://ws.twelvedata.com/v1/quotes/price?apikey={0}');
ws.onopen = () => ws.send(JSON.stringify({ action: 'subscribe', params: { symbols: 'EUR/USD,USD/TRY,XAU/USD' } }));""",
    r(32, HEX),
)

add(
    "fintech/fmp-power-query-m-url",
    """let
    Source = Json.Document(Web.Contents("https://financialmodelingprep.com/api/v3/income-statement/AAPL?period=quarter&apikey={0}")),
    Table = Table.FromRecords(Source)
in
    Table""",
    r(32, HEX),
)

add(
    "fintech/eodhd-token-pandas-literal",
    """EOD_TOKEN = "{0}"
df = pd.read_csv(f"https://eodhd.com/api/eod/THYAO.IS?api_token={EOD_TOKEN}&fmt=csv&from=2025-01-01")""",
    r(14, HEX) + "." + r(8, DIGITS),
)

add(
    "fintech/nasdaq-data-link-apikey-file",
    """$ cat ~/.nasdaq/data_link_apikey
{0}
$ python -c "import nasdaqdatalink as n; print(n.get_table('ZACKS/FC', ticker='MSFT').shape)"
(84, 249)""",
    r(20, ALNUM + "_-"),
)

_ak, _mp = r(40, HEX), hpw()
add_split(
    "fintech/lseg-rdp-config-json-app-key-password",
    """{
  "sessions": {
    "default": "platform.rdp",
    "platform": {
      "rdp": {
        "app-key": "{0}",
        "username": "GE-A-01103867-3-{2}",
        "password": "{1}",
        "signon_control": true
      }
    }
  }
}""".replace("{2}", digits(4)),
    _ak,
    _mp,
)

add(
    "fintech/dxfeed-properties-password",
    """# dxfeed.properties
dxfeed.address=demo.dxfeed.com:7300
dxfeed.user=acme-quant
dxfeed.password={0}
dxfeed.aggregationPeriod=0.1s
dxscheme.nanoTime=true""",
    hpw(),
)

add(
    "fintech/coinapi-httpie-header-item",
    """$ http GET https://rest.coinapi.io/v1/exchangerate/BTC/EUR X-CoinAPI-Key:{0}
HTTP/1.1 200 OK
{
    "asset_id_base": "BTC",
    "asset_id_quote": "EUR",
    "rate": 82931.77,
    "time": "2026-12-07T09:40:11.0000000Z"
}""",
    uuid4().upper(),
)

add(
    "fintech/barchart-apikey-in-httperror",
    """Traceback (most recent call last):
  File "jobs/grain_quotes.py", line 41, in <module>
    resp.raise_for_status()
  File "/usr/lib/python3/dist-packages/requests/models.py", line 1021, in raise_for_status
    raise HTTPError(http_error_msg, response=self)
requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://ondemand.websol.barchart.com/getQuote.json?apikey={0}&symbols=ZCH27,ZSF27&fields=settlement""",
    r(32, HEX),
)


# ============================================================ secrets: open banking
add(
    "fintech/psd2-qwac-p12-curl-cert-password",
    """$ curl -sS --cert certs/qwac_sandbox.p12:'{0}' --cert-type P12 \\
    -H "X-Request-ID: $(uuidgen)" -H 'PSU-IP-Address: 192.0.2.10' \\
    https://api.sandbox.aspsp.example/berlingroup/v1/accounts
{"tppMessages":[{"category":"ERROR","code":"CONSENT_UNKNOWN","text":"Consent-ID missing"}]}""",
    pw(),
)

add(
    "fintech/berlin-group-embedded-sca-psu-password",
    """PUT /v1/consents/{consentId}/authorisations/{authorisationId} HTTP/1.1
Host: xs2a.sandbox.bank.example
Content-Type: application/json
X-Request-ID: {1}
PSU-ID: PSU-Successful

{"psuData": {"password": "{0}"}}""",
    hpw(),
    uuid4(),
)

add(
    "fintech/plaid-secret-node-baseoptions",
    """const configuration = new Configuration({
  basePath: PlaidEnvironments.development,
  baseOptions: {
    headers: {
      'PLAID-CLIENT-ID': '{1}',
      'PLAID-SECRET': '{0}',
    },
  },
});""",
    r(30, HEX),
    r(24, HEX),
)

add(
    "fintech/plaid-access-token-in-app-log",
    """[2026-12-07T10:02:13.551Z] info: public_token exchanged item_id={1} access_token={0} request_id={2}""",
    "access-production-" + uuid4(),
    r(37, ALNUM),
    r(15, ALNUM),
)

add(
    "fintech/truelayer-spring-yaml-nested-secret",
    """truelayer:
  environment: sandbox
  client:
    id: sandbox-acmepay-{1}
    secret: {0}
  signing:
    key-id: {2}
    private-key-location: classpath:keys/ec512-private.pem""",
    uuid4(),
    r(6, LOWER_NUM),
    uuid4(),
)

add(
    "fintech/tink-kotlin-named-args",
    """val tink = TinkClient(
    clientId = "{1}",
    clientSecret = "{0}",
    market = "SE",
    baseUrl = "https://api.tink.com",
)""",
    r(32, HEX),
    r(32, HEX),
)

add_split(
    "fintech/gocardless-rails-credentials-show",
    """$ EDITOR=cat bin/rails credentials:show --environment staging
secret_key_base: {2}
gocardless:
  access_token: {0}
  webhook_endpoint_secret: {1}
  environment: sandbox""",
    "sandbox_" + r(40, URLSAFE),
    r(40, URLSAFE),
    r(128, HEX),
)

add(
    "fintech/belvo-client-positional-secret",
    """from belvo.client import Client

client = Client("{1}", "{0}", "https://sandbox.belvo.com")
links = client.Links.list()""",
    r(64, URLSAFE),
    uuid4(),
)

_mxid, _mxkey = uuid4(), r(40, HEX)
add(
    "fintech/mx-postman-env-basic-b64",
    """{
  "id": "{1}",
  "name": "MX int",
  "values": [
    { "key": "baseUrl", "value": "https://int-api.mx.com", "enabled": true },
    { "key": "mxBasicAuth", "value": "{0}", "type": "secret", "enabled": true },
    { "key": "userGuid", "value": "USR-{2}", "enabled": true }
  ]
}""",
    base64.b64encode(f"{_mxid}:{_mxkey}".encode()).decode(),
    uuid4(),
    uuid4(),
)

add(
    "fintech/finicity-csharp-partner-secret",
    """var http = new HttpClient { BaseAddress = new Uri("https://api.finicity.com") };
http.DefaultRequestHeaders.Add("Finicity-App-Key", "{1}");
var body = new StringContent(
    "{\\"partnerId\\":\\"2445583{2}\\",\\"partnerSecret\\":\\"{0}\\"}",
    Encoding.UTF8, "application/json");
var token = await http.PostAsync("/aggregation/v2/partners/authentication", body);""",
    r(20, ALNUM),
    r(32, HEX),
    digits(6),
)

add(
    "fintech/teller-access-token-basic-user-colon",
    """$ curl -s --cert teller/certificate.pem --key teller/private_key.pem \\
    -u {0}: https://api.teller.io/accounts | jq '.[].institution.name'
"Chase"
"Capital One\"""".replace('\\"', '"'),
    "token_" + r(26, LOWER_NUM),
)

add(
    "fintech/ohvps-client-secret-turkish-chat",
    """ÖHVPS (açık bankacılık) sandbox için uygulama kaydı tamam. client_id acme-odeme-{1}, client secret de şu: {0}
Rıza (consent) akışını hesap bilgisi hizmeti için dene, ödeme emri sonra.""",
    r(36, ALNUM),
    r(6, DIGITS),
)

add(
    "fintech/cbi-globe-properties-italian",
    """# credenziali CBI Globe - ambiente di collaudo (NON produzione)
cbiglobe.base-url=https://cbiglobe-collaudo.cbi-org.eu/platform/enabler/psd2orchestrator
cbiglobe.oauth.client-id=ACME_PAG_{1}
cbiglobe.oauth.client-secret={0}
cbiglobe.aspsp-code=03069""",
    r(32, ALNUM),
    r(4, DIGITS),
)

add(
    "fintech/sber-api-keytool-storepass-russian",
    """# импортируем сертификат SberBusiness API в общий keystore
keytool -importkeystore -srckeystore SBBAPI_{1}.p12 -srcstoretype PKCS12 \\
    -srcstorepass '{0}' -destkeystore sbbol.jks -deststorepass:env SBBOL_JKS_PASS""",
    hpw(WORDS_RU),
    digits(6),
)

# ============================================================ secrets: cards and acquirers
_c1, _c2 = r(32, UPPER_HEX), r(32, UPPER_HEX)
add_split(
    "fintech/zmk-clear-components-ceremony-notes",
    """ZMK exchange with acquirer (TEST LMK), 2026-12-03
Component 1 (custodian A): {0}   KCV {2}
Component 2 (custodian B): {1}   KCV {3}
Combined ZMK KCV: {4}
Form FK imported under LMK pair 04-05, stored as U-prefixed cryptogram""".replace("{2}", kcv())
    .replace("{3}", kcv()).replace("{4}", kcv()),
    _c1,
    _c2,
)

add(
    "fintech/dukpt-bdk-test-harness-yaml",
    """# test/harness/terminals.yaml
bdk:
  id: BDK-ACQ-TEST-02
  value: {0}
ksn_prefix: FFFF{1}
terminals:
  - tid: 90012345
    ksn: FFFF{1}00000A""",
    r(32, UPPER_HEX),
    r(10, UPPER_HEX),
)

add(
    "fintech/tmk-bytes-fromhex-pytest",
    """def test_pin_block_translation(hsm):
    # TMK in clear for terminal 00012345, only used in the lab
    tmk = bytes.fromhex("{0}")
    tpk = hsm.generate_key("TPK", under=tmk)
    assert hsm.kcv(tpk) == "{1}\"""".replace('\\"', '"'),
    r(48, UPPER_HEX),
    kcv(),
)

add(
    "fintech/nexi-xpay-mac-key-italian-php",
    """<?php
// Nexi XPay - ambiente di test
$alias = 'ALIAS_WEB_{1}';
$chiaveSegreta = '{0}';  // chiave per il calcolo del MAC, non mandarla in chiaro a nessuno
$codTrans = 'ORD-' . date('YmdHis');
$mac = sha1('codTrans=' . $codTrans . 'divisa=EURimporto=' . $importo . $chiaveSegreta);""",
    r(32, UPPER_NUM),
    digits(8),
)

add(
    "fintech/global-payments-shared-secret-properties",
    """# src/main/resources/globalpayments.properties
gp.merchantId=acmeshoptest
gp.account=internet
gp.sharedSecret={0}
gp.hppUrl=https://pay.sandbox.realexpayments.com/pay""",
    r(10, ALNUM),
)

_wpu, _wpp = "ACMESHOP" + r(4, UPPER_NUM), pw()
add(
    "fintech/worldpay-xml-userinfo-url",
    """WORLDPAY_XML_ENDPOINT = "https://{1}:{0}@secure-test.worldpay.com/jsp/merchant/xml/paymentService.jsp\"""".replace('\\"', '"'),
    _wpp,
    _wpu,
)

add(
    "fintech/cybersource-node-merchant-config",
    """module.exports = {
  authenticationType: 'http_signature',
  runEnvironment: 'apitest.cybersource.com',
  merchantID: 'acme_shop_test',
  merchantKeyId: '{1}',
  merchantsecretKey: '{0}',
  enableLog: false,
};""",
    b64(32),
    uuid4(),
)

add(
    "fintech/converge-ssl-pin-form-post",
    """$ curl -s https://api.demo.convergepay.com/VirtualMerchantDemo/process.do \\
    -d ssl_merchant_id=0{1} -d ssl_user_id=apiuser -d ssl_pin={0} \\
    -d ssl_transaction_type=ccsale -d ssl_amount=1.00 -d ssl_card_number=4000000000000002 -d ssl_exp_date=1230
<txn><ssl_result>0</ssl_result><ssl_result_message>APPROVAL</ssl_result_message></txn>""",
    r(64, UPPER_NUM),
    digits(6),
)

add(
    "fintech/cardinal-cruise-jwt-signing-key",
    """String jwt = Jwts.builder()
    .setId(UUID.randomUUID().toString())
    .setIssuer("{1}")                     // ApiIdentifier
    .claim("OrgUnitId", "{2}")
    .setIssuedAt(new Date())
    .signWith(SignatureAlgorithm.HS256, "{0}".getBytes(StandardCharsets.UTF_8))
    .compact();""",
    uuid4(),
    r(24, HEX),
    r(24, HEX),
)

add(
    "fintech/3ds-requestor-keystore-password-yaml",
    """threeds:
  server-url: https://3ds-server.test.acquirer.example/api/v2
  requestor:
    id: 10075020*acmeshop
    keystore:
      path: /etc/acme/3ds/requestor.p12
      type: PKCS12
      password: {0}""",
    hpw(),
)

add(
    "fintech/nestpay-3d-storekey-turkish",
    """<?php
// Sanal POS (NestPay / EST) 3D Pay Hosting
$clientId  = "{1}";
$storekey  = "{0}";   // 3D Store Key - banka panelinden alındı, canlı ortam!
$okUrl     = "https://magaza.example.com.tr/odeme/basarili";
$failUrl   = "https://magaza.example.com.tr/odeme/hata";
$hashstr   = $clientId . $oid . $amount . $okUrl . $failUrl . $rnd . $storekey;""",
    r(16, ALNUM),
    digits(9),
)

add(
    "fintech/garanti-provision-password-csharp-turkish",
    """// Garanti BBVA sanal POS - PROVAUT kullanıcısının terminal şifresi
private const string TerminalId = "3{1}";
private const string ProvisionPassword = "{0}";
string hashedPassword = Sha1(ProvisionPassword + TerminalId.PadLeft(9, '0')).ToUpperInvariant();""",
    hpw(WORDS_TR),
    digits(7),
)

add(
    "fintech/posnet-enckey-properties-turkish",
    """# YapıKredi POSNET OOS - test değil, mağazaya özel anahtar
posnet.merchantId=67{1}
posnet.terminalId=67{2}
posnet.posnetId=17{3}
posnet.enckey={0}""",
    ",".join(str(_rng.randrange(10, 99)) for _ in range(8)),
    digits(8),
    digits(6),
    digits(4),
)

add(
    "fintech/tbank-acquiring-password-russian",
    """# Т-Банк эквайринг: пароль терминала из личного кабинета, нужен для подписи Token
TBANK = {
    "TerminalKey": "{1}",
    "Password": "{0}",
    "NotificationURL": "https://shop.example.ru/api/tbank/notify",
}""",
    r(16, LOWER_NUM),
    digits(13),
)

add(
    "fintech/sber-acquiring-register-curl-russian",
    """# регистрация заказа в тестовом контуре Сбера
$ curl -s https://3dsec.sberbank.ru/payment/rest/register.do \\
    -d userName=acmeshop-api -d password={0} -d orderNumber=A-100512 -d amount=199000 \\
    -d returnUrl=https://shop.example.ru/ok
{"orderId":"{1}","formUrl":"https://3dsec.sberbank.ru/payment/merchants/sbersafe_sberid/payment_ru.html?mdOrder={1}"}""",
    pw(),
    uuid4(),
)

# ============================================================ secrets: SWIFT and ISO 20022
add_split(
    "fintech/swift-sdk-config-consumer-pair",
    """{
  "swift-sdk": {
    "environment": "sandbox",
    "oauth-host": "sandbox.swift.com",
    "consumer-key": "{0}",
    "consumer-secret": "{1}",
    "cert-alias": "lau-sandbox"
  }
}""",
    r(32, ALNUM),
    r(16, ALNUM),
)

add(
    "fintech/alliance-lite2-autoclient-pki-password",
    """$ grep -v '^#' /opt/autoclient/config/AutoClient.properties
ac.bic=ACMEGB2LXXX
ac.emission.directory=/data/swift/emission
ac.reception.directory=/data/swift/reception
ac.pki.certificate.dn=cn=autoclient,o=acmegb2l,o=swift
ac.pki.password={0}
ac.lau.enabled=true""",
    hpw(),
)

add(
    "fintech/ibm-mq-amqsputc-password-stdin",
    """$ export MQSERVER='SAA.SVRCONN/TCP/mq-swift-uat(1414)' MQSAMP_USER_ID=swiftadp
$ printf '%s\\n' '{0}' | /opt/mqm/samp/bin/amqsputc SAA.FROM.BO.Q QM_SAA_UAT < pacs008_test.xml
Sample AMQSPUT0 start
Enter password: target queue is SAA.FROM.BO.Q
Sample AMQSPUT0 end""",
    pw(),
)

add(
    "fintech/lftp-service-bureau-pain001-upload",
    """$ lftp -u sb_acme_uat,'{0}' sftp://sftp.uat.bureau.example -e "cd inbound/pain001; put out/pain.001.001.09_20261207_01.xml; bye"
8204 bytes transferred""",
    pw(),
)

add(
    "fintech/spfs-gateway-ini-russian",
    """; Шлюз СПФС (Банк России), тестовый контур
[connection]
host=spfs-test.local
port=8443
login=ACME_SPFS_01
; пароль от УЗ в АРМ СПФС, меняется раз в 60 дней
password={0}""",
    hpw(WORDS_RU),
)

# ============================================================ secrets: core banking
_u = "TESTUSER" + r(1, DIGITS)
add(
    "fintech/t24-ofs-message-inline-credentials",
    """$ echo 'FUNDS.TRANSFER,ACME.FT/I/PROCESS,{1}/{0}/GB0010001,,TRANSACTION.TYPE=AC,DEBIT.ACCT.NO=10995,DEBIT.CURRENCY=EUR,DEBIT.AMOUNT=250,CREDIT.ACCT.NO=11088' | ./tOFSClient -h t24-uat -p 7001
FT263411BG7K//1,TRANSACTION.TYPE=AC:1:1=AC,DEBIT.ACCT.NO:1:1=10995""",
    hpw(),
    _u,
)

add(
    "fintech/mambu-apikey-header-requests",
    """MAMBU = requests.Session()
MAMBU.headers.update({
    "Accept": "application/vnd.mambu.v2+json",
    "apikey": "{0}",
})
resp = MAMBU.get("https://acmebank.sandbox.mambu.com/api/deposits", params={"limit": 50})""",
    r(32, ALNUM),
)

add(
    "fintech/fineract-compose-hikari-password",
    """  fineract-server:
    image: apache/fineract:latest
    environment:
      - FINERACT_HIKARI_DRIVER_SOURCE_CLASS_NAME=org.mariadb.jdbc.Driver
      - FINERACT_HIKARI_JDBC_URL=jdbc:mariadb://fineractdb:3306/fineract_tenants
      - FINERACT_HIKARI_USERNAME=fineract
      - FINERACT_HIKARI_PASSWORD={0}
      - FINERACT_DEFAULT_TENANTDB_PWD={0}""",
    hpw(),
)

add(
    "fintech/thought-machine-vault-token-header",
    """$ curl -s https://core-api.uat.acme.tmachine.example/v1/accounts?product_ids=current_account \\
    -H 'X-Auth-Token: {0}' | jq '.accounts | length'
128""",
    "A0" + b64(60).replace("/", "_").replace("+", "-"),
)

# ============================================================ secrets: accounting exports
_myob_pw = hpw()
add(
    "fintech/myob-cftoken-header-base64",
    """GET https://api.myob.com/accountright/{1}/GeneralLedger/JournalTransaction?$top=400
x-myobapi-key: {2}
x-myobapi-version: v2
x-myobapi-cftoken: {0}
Authorization: Bearer ${MYOB_ACCESS_TOKEN}""",
    base64.b64encode(f"Administrator:{_myob_pw}".encode()).decode(),
    uuid4(),
    r(24, LOWER_NUM),
)

_u1c, _p1c = "obmen", hpw(WORDS_RU)
add(
    "fintech/1c-odata-url-userinfo-russian",
    """# выгрузка проводок из 1С:Бухгалтерии через стандартный OData
ODATA = "http://{1}:{0}@1c-app.corp.local/buh3/odata/standard.odata/AccountingRegister_Хозрасчетный?$format=json&$top=1000\"""".replace('\\"', '"'),
    _p1c,
    _u1c,
)

add(
    "fintech/fatture-in-cloud-token-italian-chat",
    """Ecco il token di Fatture in Cloud per l'export delle fatture passive (azienda 1{1}): {0}
è un token manuale, scade tra un anno.""",
    "a/" + b64url(160),
    digits(5),
)

add(
    "fintech/7z-ledger-export-password-flag",
    """$ 7z a -t7z -mhe=on -p'{0}' exports/gl_export_2026-11.7z exports/gl_2026-11/*.csv

7-Zip [64] 17.05 : Copyright (c) 1999-2021 Igor Pavlov : 2017-08-28
Scanning the drive:
14 files, 9412233 bytes (9192 KiB)
Creating archive: exports/gl_export_2026-11.7z
Everything is Ok""",
    hpw(),
)

add(
    "fintech/zoho-books-refresh-token-yaml",
    """zoho_books:
  dc: eu
  organization_id: "20{1}"
  client_id: 1000.{2}
  refresh_token: 1000.{0}""",
    r(32, HEX) + "." + r(32, HEX),
    digits(7),
    r(30, UPPER_NUM),
)


# ============================================================ look-alikes: FIX
la(
    """[SESSION]
BeginString=FIX.4.4
SenderCompID=ACMECAP_UAT
TargetCompID=NGPB
HeartBtInt=30
# QuickFIX/J substitutes ${...} from system properties at load time
LogonUsername=${fix.uat.username}
LogonPassword=${fix.uat.password}""",
)

la(
    "20261207-07:59:58.412 : "
    + fix([(35, "A"), (34, "1"), (49, "ACMECAP_UAT"), (52, "20261207-07:59:58.411"), (56, "NGPB"),
           (98, "0"), (108, "30"), (141, "Y"), (553, "acmecap.algo1"), (554, "********")])
    + "\n(554 masked by PasswordMaskingLogFactory)",
)

la(
    "20261207-09:31:07.882 : "
    + fix([(35, "8"), (34, "212"), (49, "NGPB"), (52, "20261207-09:31:07.880"), (56, "ACMECAP_UAT"),
           (6, "241.1150"), (11, "ORD-" + r(10, UPPER_NUM)), (14, "300"), (17, "EX" + r(14, UPPER_NUM)),
           (31, "241.12"), (32, "100"), (37, "NG" + r(12, DIGITS)), (38, "300"), (39, "2"),
           (54, "1"), (55, "AAPL"), (150, "F"), (151, "0")]),
)

la(
    "20261207-08:00:31.004 : "
    + fix([(35, "2"), (34, "7"), (49, "ACMECAP_UAT"), (52, "20261207-08:00:31.003"), (56, "NGPB"),
           (7, "3"), (16, "0")])
    + "\n20261207-08:00:31.120 : "
    + fix([(35, "4"), (34, "3"), (43, "Y"), (49, "NGPB"), (52, "20261207-08:00:31.119"), (56, "ACMECAP_UAT"),
           (122, "20261207-08:00:31.119"), (36, "8"), (123, "Y")]),
)

la(
    """<fields>
  <field number="553" name="Username" type="STRING"/>
  <field number="554" name="Password" type="STRING"/>
  <field number="925" name="NewPassword" type="STRING"/>
  <field number="95" name="RawDataLength" type="LENGTH"/>
  <field number="96" name="RawData" type="DATA"/>
  <field number="1409" name="SessionStatus" type="INT">
    <value enum="0" description="SESSION_ACTIVE"/>
    <value enum="3" description="NEW_SESSION_PASSWORD_DOES_NOT_COMPLY_WITH_POLICY"/>
    <value enum="5" description="INVALID_USERNAME_OR_PASSWORD"/>
  </field>
</fields>""",
)

la(
    "Logon rejected: "
    + fix([(35, "5"), (34, "1"), (49, "XVEN"), (52, "20261207-08:00:00.120"), (56, "BLUEFIN01"),
           (58, "Invalid password"), (1409, "5")], sep="^A")
    + "\nThe venue says the password is wrong; nothing in our log shows what we sent because RawData is masked.",
)

la(
    """    @Override
    public void toAdmin(Message message, SessionID sessionId) {
        if (isLogon(message)) {
            message.setField(new Username(settings.getString(sessionId, "LogonUsername")));
            message.setField(new Password(secrets.fetch("fix/uat/" + sessionId.getSenderCompID())));
        }
    }""",
)

la(
    """$ sudo ls -l /etc/stunnel/
-rw-r--r-- 1 root root  312 Dec  3 10:11 fixgw.conf
-rw------- 1 root root   71 Dec  3 10:11 psk-fixgw.txt
$ grep PSK /etc/stunnel/fixgw.conf
ciphers = PSK
PSKsecrets = /etc/stunnel/psk-fixgw.txt""",
)

la(
    """The CheckSum(10) is just the byte sum of everything before it modulo 256, three digits: for the logon above it comes out as 10=087. BodyLength(9) counts from the first byte after 9=...| up to and including the SOH before 10=. Neither of them is a secret.""",
)

la(
    """iLink 3 Negotiate (500) fields we fill:
  HMACSignature      computed per message from the canonical request string
  AccessKeyID        20-char identifier of the key pair (secret half lives in Vault: kv/trading/ilink3/{0})
  UUID               {1}
  RequestTimestamp   1796634000123456789
  Session            XQ7
  Firm               9A3""",
    "XQ7",
    str(_rng.randrange(10**15, 10**16)),
)

la(
    """import quickfix as fix, os

settings = fix.SessionSettings("config/fix-uat.cfg")
# the password is injected at runtime from the environment, not stored in the cfg
FIX_PASSWORD = os.environ["FIX_UAT_PASSWORD"]""",
)

la(
    """$ tshark -r captures/uat-logon-2.pcapng -Y 'fix.MsgType == "A"' -T fields -e fix.SenderCompID -e fix.TargetCompID -e fix.HeartBtInt -e fix.MsgSeqNum
HRZN_T1	LMXDEMO	30	1
LMXDEMO	HRZN_T1	30	1""",
)

la(
    """FIX session ACMECAP_UAT->NGPB: state=LOGGED_ON, next sender seq 213, next target seq 4188, last heartbeat 09:31:37.004, store=store/uat/FIX.4.4-ACMECAP_UAT-NGPB.body (sha256 {0})""",
    r(64, HEX),
)

# ============================================================ look-alikes: brokers
la(
    """services:
  ib-gateway:
    image: ghcr.io/gnzsnz/ib-gateway:stable
    environment:
      TWS_USERID_FILE: /run/secrets/ib_user
      TWS_PASSWORD_FILE: /run/secrets/ib_password
      TRADING_MODE: paper
    secrets: [ib_user, ib_password]""",
)

la(
    """>>> ib.reqContractDetails(Stock("AAPL", "SMART", "USD"))[0].contract
Stock(conId=265598, symbol='AAPL', exchange='SMART', primaryExchange='NASDAQ', currency='USD', localSymbol='AAPL', tradingClass='NMS')
>>> ib.managedAccounts()
['DU{0}']""",
    digits(7),
)

la(
    """{
  "id": "{0}",
  "client_order_id": "rebal-2026-12-07-{1}",
  "asset_id": "{2}",
  "symbol": "VTI",
  "qty": "12",
  "side": "buy",
  "type": "market",
  "status": "accepted"
}""",
    uuid4(),
    r(6, LOWER_NUM),
    uuid4(),
)

la(
    """$ curl -s -H "Authorization: Bearer $OANDA_TOKEN" https://api-fxpractice.oanda.com/v3/accounts | jq -c '.accounts[]'
{"id":"101-004-{0}-001","tags":[]}
{"id":"101-004-{0}-002","tags":[]}""",
    digits(7),
)

la(
    """# .env.example
TRADIER_BASE_URL=https://sandbox.tradier.com/v1
TRADIER_TOKEN=<paste your sandbox token here>
TRADIER_ACCOUNT_ID=VA00000000""",
)

la(
    """GET /port/v1/accounts/me returned:
  AccountId:  {0}
  AccountKey: {1}
  ClientKey:  {2}
These keys are identifiers that every OpenAPI response carries; they are not credentials.""",
    digits(7) + "INET",
    b64(16),
    b64(16),
)

la(
    """tastytrade session tokens expire after 24 hours; the remember-token only lasts for one more login and is single-use. Put both behind the session manager rather than in config files.""",
)

la(
    """c = easy_client(
    api_key=os.environ["SCHWAB_APP_KEY"],
    app_secret=os.environ["SCHWAB_APP_SECRET"],
    callback_url="https://127.0.0.1:8182",
    token_path=os.path.expanduser("~/.config/schwab/token.json"),
)""",
)

la(
    """>>> kite.orders()[-1]
{'order_id': '2612070{0}', 'exchange_order_id': '1100000{1}', 'tradingsymbol': 'NIFTY26DEC24000CE', 'instrument_token': 12683010, 'status': 'COMPLETE', 'average_price': 182.35}""",
    digits(8),
    digits(12),
)

la(
    """# figi и uid инструментов для ребалансировщика (не секреты, публичные идентификаторы)
SBER = {"figi": "BBG004730N88", "uid": "{0}", "ticker": "SBER", "class_code": "TQBR"}
GAZP = {"figi": "BBG004730RP0", "uid": "{1}", "ticker": "GAZP", "class_code": "TQBR"}""",
    uuid4(),
    uuid4(),
)

la(
    """AlgoLab girişi iki adımlı: önce API anahtarı ve kullanıcı bilgisiyle LoginUser çağrılıyor, sonra telefona gelen SMS kodu LoginUserControl ile gönderiliyor. Kodu loglamıyoruz, token da sadece bellekte tutuluyor.""",
)

la(
    """DAS CMD API quick reference:
  LOGIN <trader> <password> <account>    log in (password is the DAS trader password)
  NEWORDER <token> <B|S|SS> <symbol> <route> <qty> <price|MKT>
  CANCEL <token|ALL>
  SB <symbol> Lv1                         subscribe level 1""",
)

la(
    """Rithmic systems available to this account: ['Rithmic Test', 'Rithmic Paper Trading', 'TopstepTrader']
gateway uri: wss://rituz00100.rithmic.com:443  (Chicago Area)
template 10 ResponseRithmicSystemInfo rp_code=['0']""",
)

la(
    """totp = pyotp.TOTP(os.environ["ANGEL_TOTP_SEED"]).now()  # 6 digits, valid for 30s
session = obj.generateSession(os.environ["ANGEL_CLIENT_CODE"], os.environ["ANGEL_MPIN"], totp)
print(session["status"], session["message"])""",
)

la(
    """Il token di Fabrick va in Api-Key, e la chiamata S2S va fatta solo dal backend. In config c'è solo il riferimento: fabrick.api-key=${FABRICK_API_KEY}. Il numero di conto 14537780 è quello della sandbox pubblica.""",
)

la(
    """# ALOR: портфели и биржи (не секреты)
portfolios:
  - D{0}   # фондовый рынок
  - G{1}   # валютный
  - 75{2}  # срочный
refresh: ${ALOR_REFRESH_TOKEN}""",
    digits(5),
    digits(5),
    digits(5),
)

# ============================================================ look-alikes: crypto exchanges
la(
    """const exchange = new ccxt.bitget({
  apiKey: process.env.BITGET_API_KEY,
  secret: process.env.BITGET_API_SECRET,
  password: process.env.BITGET_API_PASSPHRASE,
})""",
)

la(
    """$ curl -s https://api.exchange.coinbase.com/products/BTC-EUR/ticker
{"ask":"82940.11","bid":"82938.52","volume":"1412.77","trade_id":{0},"price":"82939.40","size":"0.0042","time":"2026-12-07T09:44:02.118Z"}""",
    digits(9),
)

la(
    """withdrawal 7f3c completed
  network: ETH
  to: 0x{0}
  tx: 0x{1}
  fee: 0.00042 ETH""",
    r(40, HEX),
    r(64, HEX),
)

la(
    """$ curl -s 'https://api.btcturk.com/api/v2/ticker?pairSymbol=BTCTRY' | jq '.data[0] | {pair, last, high, low, volume}'
{
  "pair": "BTCTRY",
  "last": 3641250,
  "high": 3688000,
  "low": 3590112,
  "volume": 81.42
}
# genel (public) uç nokta, anahtar gerekmiyor""",
)

la(
    """# публичный метод EXMO, ключи не нужны
>>> requests.get("https://api.exmo.com/v1.1/pair_settings").json()["BTC_RUB"]
{'min_quantity': '0.00001', 'max_quantity': '1000', 'min_price': '1', 'max_price': '30000000', 'price_precision': 2}""",
)

la(
    """Ho controllato: la passphrase di Bitget è quella che hai scelto tu quando hai creato la chiave, noi non l'abbiamo e non si può recuperare. Se l'hai persa bisogna cancellare la chiave e crearne una nuova.""",
)

la(
    """API keys on the Bitvavo account:
  label        key (masked)        permissions          whitelist
  rebal-bot    2f9a...c41e         view, trade          203.0.113.7
  tax-export   77b0...09d2         view                 -
  created 2026-11-30, last used 2026-12-07 09:12""",
)

la(
    """2026-12-07T09:12:45Z INFO order placed orderID={0} clOrdID=mm-{1} XBTUSD Buy 100 @ 96412.5
2026-12-07T09:12:46Z INFO execution execID={2} lastQty=100 lastPx=96412.5""",
    uuid4(),
    r(10, LOWER_NUM),
    uuid4(),
)

la(
    """def sign(secret: str, method: str, path: str, query: str, body: str, ts: str) -> str:
    hashed = hashlib.sha512(body.encode()).hexdigest()
    msg = f"{method}\\n{path}\\n{query}\\n{hashed}\\n{ts}"
    return hmac.new(secret.encode(), msg.encode(), hashlib.sha512).hexdigest()

# secret = load_secret("gateio/uat")  (never hard-code it)""",
)

la(
    """# conf/connectors/mexc.yml  (values are encrypted by the client with the UI password)
connector: mexc
mexc_api_key: '{"crypto": {"cipher": "aes-128-ctr", "cipherparams": {"iv": "{0}"}}, "version": 3}'""",
    r(32, HEX),
)

la(
    """sha256 of the empty body, used in every GET signature:
cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e""",
)

# ============================================================ look-alikes: market data
la(
    """>>> client.metadata.list_schemas("GLBX.MDP3")
['mbo', 'mbp-1', 'mbp-10', 'tbbo', 'trades', 'ohlcv-1s', 'ohlcv-1m', 'ohlcv-1h', 'ohlcv-1d', 'definition', 'statistics', 'status']
>>> client.metadata.get_cost(dataset="GLBX.MDP3", schema="ohlcv-1m", symbols=["ES.c.0"], stype_in="continuous", start="2026-11-01", end="2026-12-01")
0.437""",
)

la(
    """symbol,isin,figi,cusip,sedol,mic
AAPL,US0378331005,BBG000B9XRY4,037833100,2046251,XNAS
ASML,NL0010273215,BBG000C1HT37,N07059210,B929F46,XAMS
THYAO,TRATHYAO91M5,BBG000BVD6X4,,B03MYN3,XIST""",
)

la(
    """FINNHUB_TOKEN=${{ secrets.FINNHUB_TOKEN }}
ALPHAVANTAGE_KEY=${{ secrets.ALPHAVANTAGE_KEY }}
TWELVEDATA_KEY=${{ secrets.TWELVEDATA_KEY }}""",
)

la(
    """let
    Key = Excel.CurrentWorkbook(){[Name="ApiKey"]}[Content]{0}[Column1],
    Source = Json.Document(Web.Contents("https://financialmodelingprep.com", [RelativePath = "api/v3/profile/AAPL", Query = [apikey = Key]]))
in
    Source""",
)

la(
    """$ ls -la data/eod/
-rw-r--r-- 1 dev dev 1844210 Dec  7 09:50 THYAO.IS_{0}.csv
-rw-r--r-- 1 dev dev 1791003 Dec  7 09:50 GARAN.IS_{1}.csv
$ sha256sum data/eod/*.csv
{2}  data/eod/THYAO.IS_{0}.csv
{3}  data/eod/GARAN.IS_{1}.csv""",
    r(8, HEX),
    r(8, HEX),
    r(64, HEX),
    r(64, HEX),
)

la(
    """Refinitiv RICs we poll: VOD.L, ASML.AS, THYAO.IS, SBER.MM, ENI.MI, EUR=, TRY=, RUB=
Machine account id and password are fetched from the vault at startup (kv/marketdata/rdp), the app key too.""",
)

la(
    """# dxfeed.properties template, real values come from the deploy job
dxfeed.address=demo.dxfeed.com:7300
dxfeed.user=<user>
dxfeed.password=<password>""",
)

la(
    """$ http GET https://rest.coinapi.io/v1/assets/BTC X-CoinAPI-Key:$COINAPI_KEY
HTTP/1.1 200 OK
[{"asset_id": "BTC", "name": "Bitcoin", "type_is_crypto": 1, "data_quote_start": "2014-02-24T17:43:05.0000000Z", "id_icon": "{0}"}]""",
    uuid4(),
)

la(
    """requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://ondemand.websol.barchart.com/getQuote.json?apikey=REDACTED&symbols=ZCH27,ZSF27""",
)

# ============================================================ look-alikes: open banking
la(
    """HTTP/1.1 201 Created
Location: /v1/consents/{0}
ASPSP-SCA-Approach: REDIRECT

{"consentStatus": "received", "consentId": "{0}", "_links": {"scaRedirect": {"href": "https://sandbox.aspsp.example/sca?consent={0}"}, "status": {"href": "/v1/consents/{0}/status"}}}""",
    uuid4(),
)

la(
    """POST /v1/payments/sepa-credit-transfers HTTP/1.1
X-Request-ID: {0}
Digest: SHA-256={1}
PSU-IP-Address: 192.0.2.10
TPP-Redirect-URI: https://app.acmepay.example/psd2/callback""",
    uuid4(),
    b64(32),
)

la(
    """$ openssl pkcs12 -in certs/qwac_sandbox.p12 -nokeys -passin env:QWAC_P12_PASS | openssl x509 -noout -subject -fingerprint -sha256
subject=C = GB, O = AcmePay Ltd, organizationIdentifier = PSDGB-FCA-{0}, CN = acmepay.example
sha256 Fingerprint={1}""",
    digits(6),
    ":".join(r(2, UPPER_HEX) for _ in range(32)),
)

la(
    """{
  "item_id": "{0}",
  "request_id": "{1}",
  "accounts": [{"account_id": "{2}", "mask": "0000", "subtype": "checking"}]
}""",
    r(37, ALNUM),
    r(15, ALNUM),
    r(37, ALNUM),
)

la(
    """TRUELAYER_CLIENT_ID=sandbox-acmepay-{0}
TRUELAYER_CLIENT_SECRET=   # set in Azure Key Vault: kv-acmepay-dev / truelayer-client-secret
TRUELAYER_SIGNING_KEY_ID={1}""",
    r(6, LOWER_NUM),
    uuid4(),
)

la(
    """Tink providers for SE (from /api/v1/providers/SE, public):
  se-swedbank-ob        Swedbank         ACCESS_TOKEN
  se-handelsbanken-ob   Handelsbanken    ACCESS_TOKEN
  se-demobank-password  Demo Bank        PASSWORD (demo provider, no real credentials)""",
)

la(
    """GoCardless webhook received: id=EV{0} resource_type=mandates action=active links.mandate=MD{1} links.creditor=CR{2}
signature verified with endpoint secret from credentials (value not logged)""",
    r(12, UPPER_NUM),
    r(12, UPPER_NUM),
    r(12, UPPER_NUM),
)

la(
    """>>> client.Links.list()[0]
{'id': '{0}', 'institution': 'erebor_mx_retail', 'access_mode': 'recurrent', 'status': 'valid', 'created_by': '{1}'}""",
    uuid4(),
    uuid4(),
)

la(
    """$ curl -s --cert teller/certificate.pem --key teller/private_key.pem -u "$TELLER_TOKEN:" https://api.teller.io/accounts | jq -c '.[] | {id, enrollment_id, last_four}'
{"id":"acc_{0}","enrollment_id":"enr_{1}","last_four":"7412"}""",
    r(21, LOWER_NUM),
    r(21, LOWER_NUM),
)

la(
    """Açık bankacılıkta rıza (consent) kimliği bir tanımlayıcıdır, gizli değildir: rizaNo={0}, durumu "Yetki Kullanıldı". Erişim belirteci ise sadece sunucu tarafında saklanıyor.""",
    uuid4(),
)

la(
    """Codici ASPSP usati in collaudo con CBI Globe: 03069 (Intesa Sanpaolo), 02008 (UniCredit), 05034 (Banco BPM). Il client secret lo prendiamo dal vault, qui non c'è.""",
)

la(
    """# Реквизиты получателя (публичные, из выписки ЕГРЮЛ)
ИНН 7707083893
КПП 773601001
БИК 044525225
к/с 30101810400000000225""",
)

la(
    """$ openssl x509 -in certs/eidas_qseal.pem -noout -serial -dates
serial={0}
notBefore=Jan 10 00:00:00 2026 GMT
notAfter=Jan 10 23:59:59 2028 GMT""",
    r(32, UPPER_HEX),
)

# ============================================================ look-alikes: cards
la(
    """Key ceremony checklist (no key material in this file):
  ZMK KCV (combined): {0}
  TPK KCV under ZMK:  {1}
  BDK KCV:            {2}
Custodians A and B each keep their component in a sealed tamper-evident envelope.""",
    kcv(),
    kcv(),
    kcv(),
)

la(
    """2026-12-07 10:11:04 TID=90012345 KSN={0} tx=0200 STAN=000412 RRN={1} resp=00 auth={2}""",
    "FFFF" + r(16, UPPER_HEX),
    digits(12),
    r(6, UPPER_NUM),
)

la(
    """Network test cards we use in the sandbox (published by the schemes, no real funds):
  Visa        4111 1111 1111 1111   any future expiry, any CVC
  Mastercard  5555 5555 5555 4444
  Amex        3782 822463 10005""",
)

la(
    """settlement batch 4417 closed: 128 sales, 3 refunds, net 18,420.55 EUR
  411111******1111  ARN 7{0}  RRN {1}  approval {2}
  555555******4444  ARN 7{3}  RRN {4}  approval {5}""",
    digits(22),
    digits(12),
    r(6, UPPER_NUM),
    digits(22),
    digits(12),
    r(6, UPPER_NUM),
)

la(
    """ISO 8583 0200 (sanitised):
  MTI 0200  DE3=000000  DE4=000000019900  DE7=1207101104  DE11=000412  DE37={0}
  DE41=90012345  DE42=ACMESHOP0000001  DE49=978
  DE2, DE35, DE52 dropped before logging""",
    digits(12),
)

la(
    """EMV tags from the terminal log: 9F02=000000019900 5F2A=0978 9F1A=0380 9F33=E0F8C8 9F35=22 95=0000008000 9C=00 9A=261207""",
)

la(
    """{
  "messageType": "ARes",
  "messageVersion": "2.2.0",
  "threeDSServerTransID": "{0}",
  "dsTransID": "{1}",
  "acsTransID": "{2}",
  "transStatus": "C",
  "acsChallengeMandated": "Y"
}""",
    uuid4(),
    uuid4(),
    uuid4(),
)

la(
    """Esito pagamento XPay: esito=OK codTrans=ORD-20261207101204 importo=1990 divisa=EUR codAut={0} alias=ALIAS_WEB_{1} mac verificato (la chiave segreta resta nel vault)""",
    r(6, UPPER_NUM),
    digits(8),
)

la(
    """# Sanal POS ayarları - değerler ortam değişkenlerinden geliyor
$clientId = getenv('NESTPAY_CLIENT_ID');
$storekey = getenv('NESTPAY_STORE_KEY');   // 3D Store Key asla koda yazılmaz""",
)

la(
    """{"Success":true,"ErrorCode":"0","TerminalKey":"{0}DEMO","Status":"NEW","PaymentId":"{1}","OrderId":"A-100512","Amount":199000,"PaymentURL":"https://securepay.tinkoff.ru/new/{2}"}""",
    digits(13),
    digits(10),
    r(8, ALNUM),
)

la(
    """Cardinal Cruise JWT claims we send (header and payload only, signature omitted):
{"jti": "{0}", "iat": 1796634000, "iss": "{1}", "OrgUnitId": "{2}", "Payload": {"OrderDetails": {"OrderNumber": "A-100512", "Amount": "19900", "CurrencyCode": "978"}}}""",
    uuid4(),
    r(24, HEX),
    r(24, HEX),
)

la(
    """gp:
  merchantId: acmeshoptest
  account: internet
  sharedSecret: ${GP_SHARED_SECRET}
  hppUrl: https://pay.sandbox.realexpayments.com/pay""",
)

la(
    """POSNET: MAC değeri her istekte yeniden hesaplanıyor; logdaki mac={0} o işleme özgü, tekrar kullanılamaz ve anahtar değildir.""",
    b64(32),
)

# ============================================================ look-alikes: SWIFT and ISO 20022
la(
    """<FIToFICstmrCdtTrf>
  <GrpHdr><MsgId>ACME{0}</MsgId><CreDtTm>2026-12-07T10:20:00Z</CreDtTm><NbOfTxs>1</NbOfTxs><SttlmInf><SttlmMtd>INDA</SttlmMtd></SttlmInf></GrpHdr>
  <CdtTrfTxInf>
    <PmtId><InstrId>I{1}</InstrId><EndToEndId>E2E-{1}</EndToEndId><UETR>{2}</UETR></PmtId>
    <IntrBkSttlmAmt Ccy="EUR">2500.00</IntrBkSttlmAmt>
    <DbtrAgt><FinInstnId><BICFI>ACMEGB2LXXX</BICFI></FinInstnId></DbtrAgt>
    <CdtrAgt><FinInstnId><BICFI>DEUTDEFFXXX</BICFI></FinInstnId></CdtrAgt>
    <CdtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></CdtrAcct>
  </CdtTrfTxInf>
</FIToFICstmrCdtTrf>""",
    digits(12),
    r(12, UPPER_NUM),
    uuid4(),
)

la(
    """{1:F01ACMEGB2LAXXX0000000000}{2:I103DEUTDEFFXXXXN}{3:{121:{0}}}{4:
:20:REF{1}
:23B:CRED
:32A:261207EUR2500,00
:50K:/GB29NWBK60161331926819
ACME LTD
:59:/DE89370400440532013000
MUSTERMANN GMBH
:71A:SHA
-}""",
    uuid4(),
    r(10, UPPER_NUM),
)

la(
    """gpi tracker: uetr={0} transaction_status=ACCC completion_time=2026-12-07T10:24:51Z
  hop 1 ACMEGB2LXXX -> DEUTDEFFXXX  charges 0.00 EUR""",
    uuid4(),
)

la(
    """Alliance Lite2 AutoClient keeps its PKI certificate on the USB token; the token PIN is typed by an operator at start-up and is never written to AutoClient.properties. The properties file only has directories and the certificate DN.""",
)

la(
    """DEFINE CHANNEL(SAA.SVRCONN) CHLTYPE(SVRCONN) TRPTYPE(TCP) SSLCIPH(TLS_AES_256_GCM_SHA384) SSLCAUTH(REQUIRED) MCAUSER('nobody')
SET CHLAUTH(SAA.SVRCONN) TYPE(SSLPEERMAP) SSLPEER('CN=swiftadp,O=ACME') USERSRC(MAP) MCAUSER('swiftadp')""",
)

la(
    """LEI records for the counterparties:
  {0}  ACME CAPITAL LTD        ISSUED
  {1}  NORTHGATE PRIME BROKER  ISSUED
  {2}  BLUEFIN MARKETS SA      LAPSED""",
    r(18, UPPER_NUM) + r(2, DIGITS),
    r(18, UPPER_NUM) + r(2, DIGITS),
    r(18, UPPER_NUM) + r(2, DIGITS),
)

la(
    """$ sha256sum out/pain.001.001.09_20261207_01.xml && wc -c out/pain.001.001.09_20261207_01.xml
{0}  out/pain.001.001.09_20261207_01.xml
8204 out/pain.001.001.09_20261207_01.xml""",
    r(64, HEX),
)

la(
    """СПФС: сообщение ED503 принято, регистрационный номер {0}, статус «доставлено». Учётные данные шлюза берутся из хранилища секретов, в ini их нет.""",
    digits(10),
)

# ============================================================ look-alikes: core banking
la(
    """FT263411BG7K//1,TRANSACTION.TYPE=AC:1:1=AC,DEBIT.ACCT.NO:1:1=10995,DEBIT.CURRENCY:1:1=EUR,DEBIT.AMOUNT:1:1=250.00,CREDIT.ACCT.NO:1:1=11088,CO.CODE:1:1=GB0010001,CURR.NO:1:1=1,INPUTTER:1:1={0}_OFS_ACME.FT""",
    digits(5),
)

la(
    """Fineract-Platform-TenantId: default
Authorization: Basic ${FINERACT_BASIC_AUTH}
GET /fineract-provider/api/v1/clients?limit=20""",
)

la(
    """{
  "encodedKey": "8a{0}",
  "id": "AB{1}",
  "accountHolderKey": "8a{2}",
  "productTypeKey": "8a{3}",
  "accountState": "ACTIVE",
  "balances": {"totalBalance": 1250.00}
}""",
    r(30, HEX),
    r(4, DIGITS),
    r(30, HEX),
    r(30, HEX),
)

la(
    """posting instruction batch {0} committed: 2 postings, account {1}, client_transaction_id ACME-{2}, value_timestamp 2026-12-07T10:30:00Z""",
    uuid4(),
    uuid4(),
    r(10, UPPER_NUM),
)

la(
    """FLEXCUBE contract ref 000FTRQ{0} booked in branch 000, maker ACMEOPS1, checker ACMEOPS2, status A (authorised)""",
    r(9, UPPER_NUM),
)

# ============================================================ look-alikes: accounting exports
la(
    """$ 7z l -slt exports/gl_export_2026-11.7z | grep -E 'Path|Encrypted|CRC' | head -6
Path = gl_2026-11/journal.csv
Encrypted = +
CRC = {0}
Path = gl_2026-11/trial_balance.csv
Encrypted = +
CRC = {1}""",
    r(8, UPPER_HEX),
    r(8, UPPER_HEX),
)

la(
    """# выгрузка из 1С, логин и пароль подставляются из переменных окружения
ODATA = "http://1c-app.corp.local/buh3/odata/standard.odata/Catalog_Контрагенты?$format=json"
AUTH = (os.environ["ONEC_USER"], os.environ["ONEC_PASSWORD"])""",
)

la(
    """Fatture in Cloud: company_id 1{0}, export delle fatture passive di novembre completato, 312 documenti, file fic_passive_2026-11.csv (sha256 {1}).""",
    digits(5),
    r(64, HEX),
)

la(
    """GET https://api.myob.com/accountright/{0}/GeneralLedger/Account?$top=400
x-myobapi-version: v2
x-myobapi-cftoken: <base64 of company-file user:password, from the secrets store>""",
    uuid4(),
)

la(
    """manifest.json for the November ledger export:
{"period": "2026-11", "files": [{"name": "journal.csv", "rows": 48211, "sha256": "{0}"}, {"name": "vat.csv", "rows": 1290, "sha256": "{1}"}], "generated_by": "ledger-export 2.3.1"}""",
    r(64, HEX),
    r(64, HEX),
)

la(
    """zoho_books:
  dc: eu
  organization_id: "20{0}"
  refresh_token: ${ZOHO_REFRESH_TOKEN}""",
    digits(7),
)

# ============================================================ look-alikes: misc
la(
    """Policy reminder for the trading desk: FIX logon passwords rotate every 90 days through 925 NewPassword, the venue rejects reuse of the last 12, and nobody pastes one into chat. Ask in #fix-ops and the on-call engineer will run the rotation job.""",
)

la(
    """$ vault kv get -field=password kv/trading/fix/uat/ACMECAP_UAT > /dev/null && echo ok
ok
$ vault kv metadata get kv/trading/fix/uat/ACMECAP_UAT | grep -E 'current_version|updated_time'
current_version    7
updated_time       2026-12-01T06:30:02.301Z""",
)

la(
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: acquirer-keys
spec:
  secretStoreRef: {name: aws-sm, kind: ClusterSecretStore}
  data:
    - secretKey: NESTPAY_STORE_KEY
      remoteRef: {key: prod/acquiring/nestpay, property: store_key}
    - secretKey: GARANTI_PROVISION_PASSWORD
      remoteRef: {key: prod/acquiring/garanti, property: provision_password}""",
)

la(
    """2026-12-07 10:41:19 INFO  exchange-client  config loaded: exchange=bitget api_key=bg_9f...e1 api_secret=*** passphrase=*** sandbox=false""",
)

la(
    """--- a/app/settings.py
+++ b/app/settings.py
@@ -12,3 +12,4 @@ PLAID_ENV = "sandbox"
 PLAID_CLIENT_ID = os.environ["PLAID_CLIENT_ID"]
+PLAID_SECRET = os.environ["PLAID_SECRET"]
+TINK_CLIENT_SECRET = os.environ.get("TINK_CLIENT_SECRET", "")""",
)

la(
    """Müşteri IBAN'ı TR{0} olarak kayıtlı, BIC TGBATRISXXX. Bu bilgiler ödeme talimatında zaten görünüyor, gizli değil; kart bilgisi ya da şifre yok.""",
    digits(24),
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
