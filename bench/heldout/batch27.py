r"""Held-out batch 27: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: the batch format (bench/heldout/__init__.py); the first
130 lines of bench/heldout/batch19.py (its module docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here); and the output of
a grep over bench/heldout/batch*.py for the Theme paragraphs and the kind names passed to
add and add_split, so that this batch's kinds and theme are new. The filter's rules, code,
docs, tests, bench script, other batches' data and earlier results were not read, and the
filter was never run on this data.

Theme: debugging and observing a running program, as a coding agent's tools print it:
Python tracebacks with locals (rich show_locals, pytest -l / --showlocals,
better_exceptions, Django's debug page text), debugger sessions (pdb/ipdb p and pp, gdb
info locals / print / x/s, lldb frame variable and po, node inspect and the Chrome
devtools console, dlv, rdbg/pry/byebug, jdb, IEx.pry, WinDbg, dotnet-dump), strace -s,
ltrace and dtrace/bpftrace lines that show a write(), sendto() or connect() with a secret,
tcpdump -A, tshark -V, ngrep, Wireshark "follow stream" and mitmproxy flows, curl -v,
httpie --verbose, wget -d and openssl s_client output, set -x / bash -x / make V=1 /
cmake --trace echoes, ps auxe, /proc/PID/environ and /proc/*/cmdline, core dump strings,
heap dumps and memory inspectors, crash reporters' event JSON (breadcrumbs, request
headers, extra context), APM and profiler span attributes, EXPLAIN and slow query logs that
echo a query, feature-flag and SDK debug logging, Android adb logcat, the iOS console and
browser devtools panes copied as text. New kinds all live under "debug/". Surrounding
prose is mostly English, with some German, Chinese, Japanese, Spanish, Russian and French.
Look-alikes are what a debugging session is full of and what resembles a secret: memory
addresses and pointers, object ids and reprs, build ids and commit hashes, trace, span and
request ids, nonces shown as public (WebSocket keys, CSP nonces, digest challenges, PKCE
challenges), checksums and digests, TLS session ids and certificate fingerprints, base64 of
harmless payloads, getrandom bytes, redacted placeholders (***, <redacted>, [FILTERED],
[Filtered], masked tails), documented example keys and fixtures explicitly labelled fake,
and variables named token, secret or key that hold token counts, key codes, keyboard keys,
sort keys, cache keys and secret-manager references.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(27_2026_12_06)
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


def addr() -> str:
    return "0x7f" + r(10, HEX)


def heap() -> str:
    return "0x55" + r(10, HEX)


def b64_of(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


# ================================================================ secrets
# ---------------------------------------------------------------- python tracebacks with locals

add(
    "debug/rich-show-locals-anthropic-key",
    """╭───────────────────── Traceback (most recent call last) ─────────────────────╮
│ /srv/agent/summarize.py:88 in run_batch                                      │
│                                                                              │
│   85 │   for chunk in chunks:                                                │
│ ❱ 88 │   │   resp = client.messages.create(model=model, messages=chunk)      │
│                                                                              │
│ ╭─────────────────────────────── locals ───────────────────────────────╮     │
│ │  api_key = '{0}'  │     │
│ │   chunks = [[...], [...], [...]]                                     │     │
│ │   client = <anthropic.Anthropic object at {1}>                       │     │
│ │    model = 'claude-3-5-haiku-latest'                                 │     │
│ ╰──────────────────────────────────────────────────────────────────────╯     │
╰──────────────────────────────────────────────────────────────────────────────╯
RateLimitError: Error code: 429""",
    "sk-ant-api03-" + r(86, URLSAFE) + "-" + r(6, URLSAFE) + "AA",
    addr(),
)

add(
    "debug/pytest-showlocals-github-token",
    """_____________________ test_sync_labels_creates_missing ______________________

repo = 'acme/infra', gh_token = '{0}'

    def test_sync_labels_creates_missing(repo, gh_token):
        s = LabelSync(repo, token=gh_token)
>       assert s.run() == 3
E       assert 0 == 3

gh_token   = '{0}'
repo       = 'acme/infra'
s          = <labelsync.LabelSync object at {1}>

tests/test_sync.py:41: AssertionError
=========================== short test summary info ===========================
FAILED tests/test_sync.py::test_sync_labels_creates_missing - assert 0 == 3""",
    "ghp_" + r(36),
    addr(),
)

add(
    "debug/better-exceptions-dsn-password",
    """Traceback (most recent call last):
  File "worker/db.py", line 27, in connect
    return psycopg.connect(dsn, connect_timeout=3)
                           │
                           └ 'postgresql://ingest:{0}@10.20.4.17:5432/events'
psycopg.OperationalError: connection failed: FATAL:  no pg_hba.conf entry for host "10.20.9.3\"""",
    pw(),
)

add(
    "debug/django-debug-page-local-vars-bearer",
    """Local vars
Variable	Value
headers	{'Accept': 'application/json',
 'Authorization': 'Bearer {0}'}
payload	{'amount': 1999, 'currency': 'eur'}
resp	<Response [502]>
self	<billing.gateway.PayoutClient object at {1}>
url	'https://payouts.internal.example.net/v2/transfers'""",
    r(48, URLSAFE),
    addr(),
)

add(
    "debug/py-spy-dump-locals-mailgun",
    """$ sudo py-spy dump --pid 31544 --locals
Process 31544: /usr/bin/python3 -m mailer.worker
Python v3.11.9 (/usr/bin/python3.11)

Thread 31544 (idle): "MainThread"
    _send (mailer/transport.py:64)
        Arguments:
            self: <MailgunTransport at {1}>
            msg: <EmailMessage at {2}>
        Locals:
            auth: ("api", "{0}")
            domain: "mg.shop-notify.de"
    run (mailer/worker.py:112)""",
    "key-" + r(32, HEX),
    addr(),
    addr(),
)

add(
    "debug/pdb-p-private-attr",
    """> /home/lena/proj/crm/sync/hubclient.py(58)_refresh()
-> r = self._session.post(TOKEN_URL, data=form)
(Pdb) p self._client_id
'crm-sync-prod'
(Pdb) p self._client_secret
'{0}'
(Pdb) n
> /home/lena/proj/crm/sync/hubclient.py(59)_refresh()""",
    r(40, URLSAFE),
)

add(
    "debug/ipdb-pp-environ-subset",
    """ipdb> pp {k: v for k, v in os.environ.items() if k.startswith("TWILIO")}
{'TWILIO_ACCOUNT_SID': 'AC{1}',
 'TWILIO_AUTH_TOKEN': '{0}',
 'TWILIO_FROM': '+4930120045678'}
ipdb> c""",
    r(32, HEX),
    r(32, HEX),
)

add(
    "debug/werkzeug-console-config",
    """[console ready]
>>> app.config["SQLALCHEMY_DATABASE_URI"]
'mysql+pymysql://shop:{0}@db-primary:3306/shop'
>>> app.config["DEBUG"]
True""",
    pw(),
)

add(
    "debug/ipython-debug-creds-dict",
    """In [7]: %debug
> /opt/etl/loaders/snowflake.py(33)load()
     31         conn = snowflake.connector.connect(**creds)
---> 33         cur = conn.cursor()

ipdb> creds
{'account': 'xy12345.eu-central-1', 'user': 'ETL_LOADER', 'password': '{0}', 'warehouse': 'LOAD_WH', 'role': 'LOADER'}""",
    pw(),
)

# ---------------------------------------------------------------- native debuggers

add(
    "debug/gdb-info-locals-char-ptr",
    """(gdb) bt 2
#0  mqtt_connect (cli=0x5555555a12c0, host=0x7fffffffe3a1 "broker.iot.lan", port=8883) at src/net.c:211
#1  0x0000555555556b8e in main (argc=3, argv=0x7fffffffdfd8) at src/main.c:77
(gdb) info locals
user = 0x5555555a3010 "sensor-gw-07"
pass = 0x5555555a3030 "{0}"
rc = -1
tries = 3""",
    pw(),
)

add(
    "debug/gdb-print-struct-field",
    """(gdb) p *cfg
$3 = {host = "smtp.relay.example.org", '\\000' <repeats 41 times>, port = 587, starttls = true,
  username = "alerts@example.org", '\\000' <repeats 45 times>,
  password = "{0}", '\\000' <repeats 48 times>, timeout_ms = 5000}""",
    pw(),
)

add(
    "debug/gdb-x-s-memory",
    """(gdb) x/4s 0x5555557702a0
0x5555557702a0: "POST /v1/ingest HTTP/1.1"
0x5555557702b9: "Host: ingest.metrics.example.com"
0x5555557702da: "X-Api-Key: {0}"
0x555555770307: "Content-Type: application/x-protobuf\"""",
    r(40, LOWER_NUM),
)

add(
    "debug/lldb-frame-variable-std-string",
    """(lldb) frame variable
(const Config &) cfg = 0x000000016fdfe8a0: {
  endpoint = "https://telemetry.gameco.example/api"
  project = "tides-of-ash"
  ingest_secret = "{0}"
  flush_interval = 30
}
(int) attempt = 2""",
    r(44, ALNUM),
)

add(
    "debug/lldb-po-keychain-item",
    """(lldb) po [self.keychain stringForKey:@"refresh_token"]
{0}

(lldb) po self.session.user.email
mia@tidepool-app.example""",
    r(64, URLSAFE),
)

add(
    "debug/windbg-du-unicode-password",
    """0:007> du 000001d4`3a8e1f20
000001d4`3a8e1f20  "Server=sql-prod-02;Database=Ledger;User Id=ledger_svc;Pa"
000001d4`3a8e1f90  "ssword={0};Encrypt=True"
0:007> !dso""",
    pw(),
)

add(
    "debug/dotnet-dump-dumpobj-string",
    """> dumpobj 00007f3b8c0a1e38
Name:        System.String
MethodTable: 00007f3bd1a3c2f8
EEClass:     00007f3bd1a1b8a0
Tracked Type: false
Size:        118(0x76) bytes
File:        /usr/share/dotnet/shared/Microsoft.NETCore.App/8.0.6/System.Private.CoreLib.dll
String:      {0}
Fields:
              MT    Field   Offset                 Type VT     Attr            Value Name""",
    "SG." + r(22, URLSAFE) + "." + r(43, URLSAFE),
)

add(
    "debug/dlv-print-go-struct",
    """(dlv) print cfg
main.Config {
	ListenAddr: ":8080",
	RedisURL: "redis://default:{0}@cache-01.internal:6379/0",
	LogLevel: "debug",
	Workers: 8,}
(dlv) continue""",
    pw(),
)

add(
    "debug/jdb-print-field",
    """main[1] print this.apiSecret
 this.apiSecret = "{0}"
main[1] print this.apiKey
 this.apiKey = "pk_{1}"
main[1] cont""",
    r(32, LOWER_NUM),
    r(24, LOWER_NUM),
)

add(
    "debug/node-inspect-exec-env",
    """debug> exec process.env.OPENAI_API_KEY
'{0}'
debug> exec process.env.NODE_ENV
'development'
debug> cont""",
    "sk-proj-" + r(48, URLSAFE) + "T3BlbkFJ" + r(48, URLSAFE),
)

add(
    "debug/chrome-console-localstorage-jwt",
    """> localStorage.getItem("auth")
< '{"user":"u_8812","accessToken":"{0}","expiresAt":1765031200}'
> JSON.parse(localStorage.getItem("auth")).user
< 'u_8812'""",
    jwt({"sub": "u_8812", "role": "admin", "iat": 1765027600, "exp": 1765031200}),
)

add(
    "debug/pry-env-braintree",
    """From: /app/app/controllers/checkouts_controller.rb @ line 19 CheckoutsController#create:

    18:   def create
 => 19:     binding.pry
    20:     result = gateway.transaction.sale(amount: params[:amount])

[1] pry(#<CheckoutsController>)> ENV.fetch("BRAINTREE_PRIVATE_KEY")
=> "{0}"
[2] pry(#<CheckoutsController>)> exit""",
    r(32, HEX),
)

add(
    "debug/byebug-instance-variable",
    """[14, 23] in /app/lib/shipping/dhl_client.rb
   18:   def label(shipment)
=> 19:     byebug
   20:     post("/labels", shipment.to_h)
(byebug) @password
"{0}"
(byebug) @username
"api-shipping-eu\"""",
    pw(),
)

add(
    "debug/rdbg-info-locals",
    """(rdbg) info    # command
%self = #<Notifier::Pushover:0x00007f8e2c1a3b40>
message = "Deploy finished: web@a91c2f3"
app_token = "{0}"
user_key = "u{1}"
(rdbg) c""",
    "a" + r(29, LOWER_NUM),
    r(29, LOWER_NUM),
)

add(
    "debug/iex-pry-binding",
    """Request to pry #PID<0.612.0> at Payments.Webhook.verify/2 (lib/payments/webhook.ex:31)

   29:   def verify(body, sig) do
   30:     require IEx; IEx.pry()
   31:     secret = Application.fetch_env!(:payments, :webhook_secret)

pry(1)> secret
"{0}"
pry(2)> respawn()""",
    "whsec_" + r(32, ALNUM),
)

# ---------------------------------------------------------------- syscall tracers

add(
    "debug/strace-write-redis-auth",
    """$ strace -f -s 200 -e trace=connect,write -p 2291
[pid  2291] connect(7, {sa_family=AF_INET, sin_port=htons(6379), sin_addr=inet_addr("10.0.3.14")}, 16) = 0
[pid  2291] write(7, "*2\\r\\n$4\\r\\nAUTH\\r\\n$26\\r\\n{0}\\r\\n", 45) = 45
[pid  2291] write(7, "*1\\r\\n$4\\r\\nPING\\r\\n", 14) = 14""",
    r(26, ALNUM),
)

add(
    "debug/strace-sendto-http-header",
    """sendto(5, "GET /api/v2/monitors HTTP/1.1\\r\\nHost: api.datadoghq.eu\\r\\nUser-Agent: python-requests/2.32.3\\r\\nDD-API-KEY: {0}\\r\\nDD-APPLICATION-KEY: {1}\\r\\nAccept: */*\\r\\n\\r\\n", 231, MSG_NOSIGNAL, NULL, 0) = 231
recvfrom(5, "HTTP/1.1 200 OK\\r\\ncontent-type: application/json\\r\\n"..., 65536, 0, NULL, NULL) = 1448""",
    r(32, HEX),
    r(40, HEX),
)

add(
    "debug/strace-execve-env",
    """$ strace -f -v -s 256 -e trace=execve ./deploy.sh 2>&1 | grep terraform
[pid 40211] execve("/usr/local/bin/terraform", ["terraform", "apply", "-auto-approve"], ["HOME=/home/ci", "PATH=/usr/local/bin:/usr/bin:/bin", "TF_IN_AUTOMATION=1", "HCLOUD_TOKEN={0}", "TF_LOG=WARN"]) = 0""",
    r(64, ALNUM),
)

add(
    "debug/ltrace-getenv",
    """$ ltrace -e getenv+strcmp ./licd --check
licd->getenv("LICD_HOME")                        = "/opt/licd"
licd->getenv("LICD_LICENSE_KEY")                 = "{0}"
licd->strcmp("{0}", "")    = 1
+++ exited (status 0) +++""",
    "-".join(r(5, UPPER_NUM) for _ in range(5)),
)

add(
    "debug/bpftrace-ssl-write",
    """# bpftrace -e 'uprobe:/usr/lib/x86_64-linux-gnu/libssl.so.3:SSL_write { printf("%s\\n", str(arg1, 160)); }'
Attaching 1 probe...
POST /oauth/token HTTP/1.1
Host: auth.fieldapp.example
Content-Type: application/x-www-form-urlencoded

grant_type=client_credentials&client_id=field-sync&client_secret={0}""",
    r(43, URLSAFE),
)

add(
    "debug/dtrace-write-buffer",
    """$ sudo dtrace -n 'syscall::write:entry /pid == 8123/ { printf("%s", copyinstr(arg1)); }'
dtrace: description 'syscall::write:entry ' matched 1 probe
CPU     ID                    FUNCTION:NAME
  4    167                      write:entry PASS {0}
  4    167                      write:entry USER backup""",
    pw(),
)

# ---------------------------------------------------------------- packet captures and proxies

add(
    "debug/tcpdump-a-basic-auth",
    """$ sudo tcpdump -i lo -A -s0 'tcp port 9200'
14:02:11.381220 IP localhost.51822 > localhost.9200: Flags [P.], seq 1:188, ack 1, win 512, length 187
E.....@.@.............#....y.p.......
GET /_cluster/health HTTP/1.1
Host: localhost:9200
Authorization: Basic {0}
User-Agent: curl/8.5.0
Accept: */*
""",
    b64_of("elastic:" + pw()),
)

add(
    "debug/tcpdump-a-smtp-auth-plain",
    """12:44:09.118402 IP 172.17.0.5.44312 > 172.17.0.1.25: Flags [P.], seq 31:75, ack 231, win 502, length 44: SMTP: AUTH PLAIN {0}
E..`..@.@..r.........................
AUTH PLAIN {0}
12:44:09.119877 IP 172.17.0.1.25 > 172.17.0.5.44312: Flags [P.], seq 231:262, ack 75, win 509, length 31: SMTP: 235 2.7.0 Authentication successful""",
    b64_of("\x00noreply@kita-portal.example\x00" + pw()),
)

add(
    "debug/tshark-v-x-api-key",
    """Hypertext Transfer Protocol
    POST /v1/events HTTP/1.1\\r\\n
    Host: events.segmentish.example\\r\\n
    Content-Type: application/json\\r\\n
    x-api-key: {0}\\r\\n
    Content-Length: 412\\r\\n
    \\r\\n
    [Full request URI: http://events.segmentish.example/v1/events]""",
    r(40, ALNUM),
)

add(
    "debug/ngrep-redis-auth-inline",
    """$ sudo ngrep -d any -W byline port 6380
interface: any
filter: ( port 6380 ) and ((ip || ip6) || (vlan && (ip || ip6)))
####
T 10.8.0.12:40118 -> 10.8.0.40:6380 [AP] #4
AUTH worker {0}.
##
T 10.8.0.40:6380 -> 10.8.0.12:40118 [AP] #6
+OK.""",
    pw(),
)

add(
    "debug/wireshark-follow-ftp",
    """Wireshark · Follow TCP Stream (tcp.stream eq 3) · capture_ftp.pcapng

220 (vsFTPd 3.0.5)
USER scans
331 Please specify the password.
PASS {0}
230 Login successful.
TYPE I
200 Switching to Binary mode.""",
    pw(),
)

add(
    "debug/mitmproxy-flow-cookie",
    """Flow Details
2026-12-04 10:31:07 GET https://app.tickettool.example/api/me
                    ← 200 OK application/json 842b 118ms
Request                                   Response                                  Detail
Host:             app.tickettool.example
User-Agent:       TicketTool/4.12.0 (iPhone; iOS 18.1)
Accept:           application/json
Cookie:           tt_session={0}; tt_locale=de-DE
X-Request-Id:     {1}""",
    r(64, HEX),
    uuid4(),
)

add(
    "debug/mitmdump-authorization-token-scheme",
    """127.0.0.1:53120: POST https://api.pipelines.example.io/v3/runs
    Authorization: Token {0}
    Content-Type: application/json
    {"pipeline": "nightly-export", "ref": "main"}
 << 201 Created 311b""",
    r(40, HEX),
)

add(
    "debug/curl-v-bearer",
    """$ curl -v https://api.linearish.example/graphql -H "Authorization: Bearer $TOKEN" -d @q.json
*   Trying 104.18.32.7:443...
* Connected to api.linearish.example (104.18.32.7) port 443
* ALPN: curl offers h2,http/1.1
* SSL connection using TLSv1.3 / TLS_AES_128_GCM_SHA256 / X25519 / id-ecPublicKey
> POST /graphql HTTP/2
> Host: api.linearish.example
> User-Agent: curl/8.7.1
> Accept: */*
> Authorization: Bearer {0}
> Content-Length: 96
> Content-Type: application/x-www-form-urlencoded
>
< HTTP/2 400""",
    "lin_api_" + r(40, ALNUM),
)

add(
    "debug/httpie-verbose-api-key-header",
    """$ http --verbose GET https://api.weatherbit.example/v2.0/current city==Lyon X-Key:$WB_KEY
GET /v2.0/current?city=Lyon HTTP/1.1
Accept: */*
Accept-Encoding: gzip, deflate
Connection: keep-alive
Host: api.weatherbit.example
User-Agent: HTTPie/3.2.4
X-Key: {0}

HTTP/1.1 403 Forbidden""",
    r(32, HEX),
)

add(
    "debug/wget-d-basic",
    """$ wget -d --user=deploy --password=... https://artifacts.corp.example/releases/app-2.4.1.tar.gz
DEBUG output created by Wget 1.21.4 on linux-gnu.

---request begin---
GET /releases/app-2.4.1.tar.gz HTTP/1.1
Host: artifacts.corp.example
User-Agent: Wget/1.21.4
Accept: */*
Accept-Encoding: identity
Authorization: Basic {0}
Connection: Keep-Alive

---request end---""",
    b64_of("deploy:" + pw()),
)

add(
    "debug/openssl-s-client-manual-auth",
    """$ openssl s_client -connect imap.mailbox.example:993 -quiet
depth=2 C = US, O = Internet Security Research Group, CN = ISRG Root X1
verify return:1
depth=0 CN = imap.mailbox.example
verify return:1
* OK [CAPABILITY IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE IDLE AUTH=PLAIN] Dovecot ready.
a1 LOGIN archive@mailbox.example {0}
a1 OK Logged in""",
    pw(),
)

add(
    "debug/python-http-client-debuglevel-send",
    """>>> http.client.HTTPConnection.debuglevel = 1
>>> requests.get("https://api.notionish.example/v1/users/me", headers=h)
send: b'GET /v1/users/me HTTP/1.1\\r\\nHost: api.notionish.example\\r\\nUser-Agent: python-requests/2.31.0\\r\\nAccept-Encoding: gzip, deflate\\r\\nAccept: */*\\r\\nConnection: keep-alive\\r\\nAuthorization: Bearer {0}\\r\\n\\r\\n'
reply: 'HTTP/1.1 200 OK\\r\\n'
header: Content-Type: application/json""",
    "secret_" + r(43, ALNUM),
)

add(
    "debug/grpc-trace-metadata",
    """I1204 09:12:44.301122   5512 http_client.cc:211] HTTP:1:HDR:CLI: :authority: firestore.googleapis.com:443
I1204 09:12:44.301131   5512 http_client.cc:211] HTTP:1:HDR:CLI: :path: /google.firestore.v1.Firestore/Listen
I1204 09:12:44.301140   5512 http_client.cc:211] HTTP:1:HDR:CLI: authorization: Bearer {0}
I1204 09:12:44.301147   5512 http_client.cc:211] HTTP:1:HDR:CLI: x-goog-request-params: database=projects/kitchen-app/databases/(default)""",
    "ya29." + r(150, URLSAFE),
)

add(
    "debug/kubectl-v9-curl-line",
    """I1205 16:20:03.118842   88121 round_trippers.go:466] curl -v -XGET  -H "Accept: application/json, */*" -H "User-Agent: kubectl/v1.27.3 (linux/amd64) kubernetes/25b4e43" -H "Authorization: Bearer {0}" 'https://10.96.0.1:443/api/v1/namespaces/payments/pods?limit=500'
I1205 16:20:03.140210   88121 round_trippers.go:553] GET https://10.96.0.1:443/api/v1/namespaces/payments/pods?limit=500 200 OK in 21 milliseconds""",
    jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "payments", "sub": "system:serviceaccount:payments:ci-deployer"}),
)

add(
    "debug/tf-log-debug-provider-header",
    """2026-12-05T11:02:17.441Z [DEBUG] provider.terraform-provider-grafana_v3.10.0: ---[ REQUEST ]---------------------------------------
2026-12-05T11:02:17.441Z [DEBUG] provider.terraform-provider-grafana_v3.10.0: GET /api/folders?limit=1000 HTTP/1.1
2026-12-05T11:02:17.441Z [DEBUG] provider.terraform-provider-grafana_v3.10.0: Host: grafana.ops.example
2026-12-05T11:02:17.441Z [DEBUG] provider.terraform-provider-grafana_v3.10.0: Authorization: Bearer {0}
2026-12-05T11:02:17.441Z [DEBUG] provider.terraform-provider-grafana_v3.10.0: Accept-Encoding: gzip""",
    "glsa_" + r(32, ALNUM) + "_" + r(8, HEX),
)

add(
    "debug/gh-debug-api-header",
    """$ GH_DEBUG=api gh pr list -R acme/site
* Request at 2026-12-05 10:14:51.90123 +0100 CET
* Request to https://api.github.com/graphql
> POST /graphql HTTP/1.1
> Host: api.github.com
> Accept: application/vnd.github.merge-info-preview+json
> Authorization: token {0}
> Content-Type: application/json; charset=utf-8
> Graphql-Features: merge_queue""",
    "gho_" + r(36),
)

add(
    "debug/git-trace-clone-url",
    """$ GIT_TRACE=1 git clone https://oauth2:{0}@gitlab.example.com/platform/charts.git
10:41:02.118301 git.c:463               trace: built-in: git clone https://oauth2:{0}@gitlab.example.com/platform/charts.git
Cloning into 'charts'...
10:41:02.124889 run-command.c:659       trace: run_command: git remote-https origin https://oauth2:{0}@gitlab.example.com/platform/charts.git""",
    "glpat-" + r(20, URLSAFE),
)

add(
    "debug/botocore-debug-security-token",
    """2026-12-05 09:01:12,551 botocore.endpoint [DEBUG] Making request for OperationModel(name=GetObject) with params: {'url_path': '/exports/2026-12-04.parquet', 'query_string': {}, 'method': 'GET', 'headers': {'User-Agent': 'Boto3/1.35.40 md/Botocore#1.35.40', 'X-Amz-Security-Token': '{0}', 'X-Amz-Date': '20261205T090112Z', 'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'}, 'body': b''}""",
    "IQoJb3JpZ2luX2VjE" + r(300, ALNUM + "+/") + "==",
)

# ---------------------------------------------------------------- shell and build echoes

add(
    "debug/set-x-curl-header",
    """+ echo 'uploading coverage'
uploading coverage
+ curl -sS -X POST -H 'Authorization: token {0}' -F file=@coverage.xml https://cov.internal.example/api/upload
{"ok":true,"id":5512}""",
    "cov_" + r(40, LOWER_NUM),
)

add(
    "debug/bash-x-export-database-url",
    """$ bash -x ./scripts/migrate.sh
+ set -euo pipefail
++ dirname ./scripts/migrate.sh
+ cd ./scripts/..
+ export DATABASE_URL=postgres://migrator:{0}@pg-main.prod.svc:5432/app
+ DATABASE_URL=postgres://migrator:{0}@pg-main.prod.svc:5432/app
+ npx prisma migrate deploy""",
    pw(),
)

add(
    "debug/make-v1-docker-build-arg",
    """$ make V=1 image
docker build --build-arg NODE_ENV=production --build-arg NPM_TOKEN={0} -t registry.example.com/web:9f1c2a7 .
#0 building with "default" instance using docker driver""",
    "npm_" + r(36),
)

add(
    "debug/cmake-trace-set-password",
    """/home/ci/src/CMakeLists.txt(14):  include(cmake/deps.cmake )
/home/ci/src/cmake/deps.cmake(3):  set(CONAN_LOGIN_USERNAME ci-bot )
/home/ci/src/cmake/deps.cmake(4):  set(CONAN_PASSWORD {0} )
/home/ci/src/cmake/deps.cmake(6):  conan_add_remote(NAME corp URL https://conan.corp.example/artifactory/api/conan/conan-local )""",
    "AKCp8" + r(68, ALNUM),
)

add(
    "debug/expect-d-send",
    """expect: does "Password for 'backup@nas01': " (spawn_id exp4) match glob pattern "*assword*"? yes
expect: set expect_out(0,string) "Password for 'backup@nas01': "
send: sending "{0}\\r" to { exp4 }
expect: does "" (spawn_id exp4) match glob pattern "*$ "? no""",
    pw(),
)

add(
    "debug/gradle-debug-signing-property",
    """2026-12-05T08:44:03.112+0100 [DEBUG] [org.gradle.launcher.daemon.server.exec.ExecuteBuild] Executing build with daemon context: DefaultDaemonContext[...]
2026-12-05T08:44:03.205+0100 [DEBUG] [org.gradle.initialization.DefaultGradlePropertiesLoader] Found system project properties: [signing.keyId, signing.password, signing.secretKeyRingFile]
2026-12-05T08:44:03.206+0100 [DEBUG] [org.gradle.initialization.DefaultGradlePropertiesLoader] project property signing.password = {0}""",
    pw(),
)

add(
    "debug/mvn-x-mojo-parameter",
    """[DEBUG] Configuring mojo org.apache.tomcat.maven:tomcat7-maven-plugin:2.2:deploy from plugin realm ClassRealm[plugin>org.apache.tomcat.maven:tomcat7-maven-plugin:2.2, parent: jdk.internal.loader.ClassLoaders$AppClassLoader@5ffd2b27]
[DEBUG]   (f) mode = war
[DEBUG]   (f) password = {0}
[DEBUG]   (f) path = /orders
[DEBUG]   (f) url = http://tomcat-stage:8080/manager/text
[DEBUG]   (f) username = deployer""",
    pw(),
)

add(
    "debug/ansible-vvvv-module-args",
    """<db01.stage> EXEC /bin/sh -c '/usr/bin/python3 /home/ops/.ansible/tmp/ansible-tmp-1765011002.33-4511-2401/AnsiballZ_mysql_user.py && sleep 0'
db01.stage | CHANGED => {
    "changed": true,
    "invocation": {
        "module_args": {
            "host": "localhost",
            "login_password": "{0}",
            "login_user": "root",
            "name": "reporting",""",
    pw(),
)

# ---------------------------------------------------------------- process inspection

add(
    "debug/ps-auxe-aws-secret",
    """$ ps auxe | grep [s]ync-s3
ci        9912  2.1  0.4 812344 70412 ?        Sl   09:12   0:03 python3 sync-s3.py --bucket exports HOSTNAME=runner-7 AWS_ACCESS_KEY_ID={1} AWS_SECRET_ACCESS_KEY={0} AWS_DEFAULT_REGION=eu-west-1 HOME=/home/ci""",
    r(40, ALNUM + "+/"),
    "AKIA" + r(16, UPPER_NUM),
)

add(
    "debug/proc-environ-tr",
    """$ sudo cat /proc/$(pgrep -f gunicorn | head -1)/environ | tr '\\0' '\\n'
PATH=/usr/local/bin:/usr/bin:/bin
LANG=C.UTF-8
DJANGO_SETTINGS_MODULE=shop.settings.prod
SENTRY_ENVIRONMENT=production
DJANGO_SECRET_KEY={0}
GUNICORN_CMD_ARGS=--workers 4""",
    r(50, ALNUM + "!@#%^&*(-_=+)"),
)

add(
    "debug/proc-cmdline-password-flag",
    """$ for p in /proc/[0-9]*; do printf '%s: ' ${p#/proc/}; tr '\\0' ' ' < $p/cmdline; echo; done 2>/dev/null | grep -i pgbouncer
1377: /usr/bin/pg_dump --host=10.1.0.9 --username=reporting --dbname=postgresql://reporting:{0}@10.1.0.9/warehouse -Fc -f /backup/wh.dump""",
    pw(),
)

add(
    "debug/docker-top-mysql-root",
    """$ docker top db -eo pid,args
PID                 COMMAND
21877               mysqld --default-authentication-plugin=mysql_native_password
22140               mysql -uroot -p{0} -e SELECT 1""",
    pw(),
)

add(
    "debug/jcmd-system-properties",
    """$ jcmd 4120 VM.system_properties | grep -i -e ssl -e jdbc
javax.net.ssl.trustStore=/etc/pki/java/cacerts
javax.net.ssl.keyStore=/opt/app/certs/client.p12
javax.net.ssl.keyStorePassword={0}
spring.datasource.url=jdbc\\:postgresql\\://pg\\:5432/orders""",
    pw(),
)

# ---------------------------------------------------------------- core dumps, heap dumps, memory

add(
    "debug/core-strings-bearer",
    """$ strings -n 12 core.worker.28812 | grep -i -m5 -e authorization -e api.
https://api.mapbox.com/directions/v5/mapbox/driving
Authorization: Bearer {0}
api.mapbox.com:443
GLIBC_PRIVATE""",
    "sk." + b64url(48) + "." + r(22, URLSAFE),
)

add(
    "debug/mat-oql-string-value",
    """OQL> SELECT toString(s.value) FROM java.lang.String s WHERE toString(s) LIKE "xoxb-.*"
toString(s.value)
----------------------------------------------------------------------
{0}
----------------------------------------------------------------------
1 row""",
    "xoxb-" + r(12, DIGITS) + "-" + r(13, DIGITS) + "-" + r(24),
)

add(
    "debug/pympler-referrers-dict",
    """>>> import gc
>>> [r for r in gc.get_referrers(client) if isinstance(r, dict)][0]
{'_base_url': 'https://api.pinecone.example', '_api_key': '{0}', '_pool_threads': 1, '_session': <requests.sessions.Session object at {1}>}""",
    "pcsk_" + r(6, LOWER_NUM) + "_" + r(64, ALNUM),
    addr(),
)

add(
    "debug/chrome-heap-snapshot-retainer",
    """Retainers for (string) "{0}" @421773
  value in (closure) initClient @421541
  config in Object @389911
  _opts in AlgoliaSearchClient @389877
Distance 6  Shallow size 48  Retained size 48""",
    r(32, HEX),
)

add(
    "debug/hexdump-memory-region",
    """$ sudo gcore 7781 && xxd core.7781 | grep -A1 -m1 'STRIPE'
0a4f3e20: 5354 5249 5045 5f4b 4559 3d73 6b5f 6c69  STRIPE_KEY=sk_li
0a4f3e30: 7665 5f35 3151 7a4c 6d39 4b34 7662 5844  ve_51QzLm9K4vbXD
full string from the dump: STRIPE_KEY={0}""",
    "sk_live_51QzLm9K4vbXD" + r(83, ALNUM),
)

# ---------------------------------------------------------------- crash reporters, APM, queries

add(
    "debug/sentry-event-request-headers",
    """{
  "event_id": "{1}",
  "level": "error",
  "exception": {"values": [{"type": "HTTPError", "value": "401 Client Error: Unauthorized"}]},
  "request": {
    "url": "https://api.shop.example/internal/sync",
    "method": "POST",
    "headers": {
      "Content-Type": "application/json",
      "X-Internal-Auth": "{0}",
      "User-Agent": "sync-cron/1.4"
    }
  }
}""",
    r(48, URLSAFE),
    r(32, HEX),
)

add(
    "debug/sentry-breadcrumb-query-token",
    """"breadcrumbs": {"values": [
  {"timestamp": 1765012001.22, "type": "http", "category": "httplib", "level": "info",
   "data": {"method": "GET", "status_code": 200,
            "url": "https://graph.facebook.com/v19.0/me/accounts?access_token={0}"}},
  {"timestamp": 1765012001.87, "type": "default", "category": "query", "message": "SELECT 1"}
]}""",
    "EAAG" + r(180, ALNUM),
)

add(
    "debug/rollbar-extra-context",
    """Rollbar item #4412 · TypeError: Cannot read properties of undefined (reading 'send')
Custom data:
  job: "digest-mailer"
  smtp: {"host": "email-smtp.eu-west-1.amazonaws.com", "port": 587, "user": "{1}", "pass": "{0}"}
  attempt: 3""",
    "B" + r(43, ALNUM + "+/"),
    "AKIA" + r(16, UPPER_NUM),
)

add(
    "debug/otel-span-db-statement",
    """Span #3
    Trace ID       : {1}
    Parent ID      : {2}
    ID             : {3}
    Name           : ALTER
    Kind           : Client
Attributes:
     -> db.system: Str(postgresql)
     -> db.name: Str(app)
     -> db.statement: Str(ALTER ROLE analytics_ro WITH LOGIN PASSWORD '{0}')
     -> net.peer.name: Str(pg-main)""",
    pw(),
    r(32, HEX),
    r(16, HEX),
    r(16, HEX),
)

add(
    "debug/datadog-span-http-url",
    """{"trace_id":"7713190231458812001","span_id":"3390012277710203","name":"requests.request","resource":"GET /geocode/json","service":"courier-api","meta":{"http.method":"GET","http.status_code":"200","http.url":"https://maps.googleapis.com/maps/api/geocode/json?address=Calle+Mayor+3&key={0}","component":"requests"}}""",
    "AIza" + r(35, URLSAFE),
)

add(
    "debug/mysql-slow-log-create-user",
    """# Time: 2026-12-05T07:31:55.104412Z
# User@Host: root[root] @ localhost []  Id:    88
# Query_time: 2.018311  Lock_time: 0.000112 Rows_sent: 0  Rows_examined: 0
SET timestamp=1765006315;
CREATE USER 'bi_reader'@'%' IDENTIFIED BY '{0}';""",
    pw(),
)

add(
    "debug/pg-log-statement-update-token",
    """2026-12-05 10:22:41.902 UTC [19231] app@app LOG:  duration: 1204.551 ms  statement: UPDATE integrations SET access_token = '{0}', updated_at = now() WHERE id = 4471""",
    "shpat_" + r(32, HEX),
)

add(
    "debug/explain-analyze-echo",
    """app=> EXPLAIN ANALYZE SELECT id FROM api_clients WHERE secret = '{0}';
                                                       QUERY PLAN
-------------------------------------------------------------------------------------------------------------------------
 Index Scan using api_clients_secret_key on api_clients  (cost=0.42..8.44 rows=1 width=8) (actual time=0.031..0.032 rows=1 loops=1)
   Index Cond: (secret = '{0}'::text)
 Planning Time: 0.118 ms
 Execution Time: 0.051 ms""",
    "cs_" + r(40, LOWER_NUM),
)

add(
    "debug/redis-monitor-auth",
    """$ redis-cli -h 127.0.0.1 MONITOR
OK
1765012044.301841 [0 10.4.1.22:50112] "AUTH" "queue" "{0}"
1765012044.302107 [0 10.4.1.22:50112] "SELECT" "2"
1765012044.302599 [2 10.4.1.22:50112] "BRPOP" "jobs:default" "5\"""",
    pw(),
)

add(
    "debug/mongo-driver-debug-uri",
    """{"t":"2026-12-05T09:41:12.004Z","s":"debug","c":"connection","message":"Connection pool created","address":"cluster0-shard-00-01.ab1cd.mongodb.net:27017","options":{"uri":"mongodb+srv://appUser:{0}@cluster0.ab1cd.mongodb.net/?retryWrites=true&w=majority","maxPoolSize":100}}""",
    pw(),
)

add(
    "debug/librdkafka-conf-dump",
    """%7|1765012211.381|CONF|rdkafka#producer-1| [thrd:app]: Client configuration:
%7|1765012211.381|CONF|rdkafka#producer-1| [thrd:app]:   bootstrap.servers = pkc-4r087.europe-west3.gcp.confluent.cloud:9092
%7|1765012211.381|CONF|rdkafka#producer-1| [thrd:app]:   security.protocol = sasl_ssl
%7|1765012211.381|CONF|rdkafka#producer-1| [thrd:app]:   sasl.mechanisms = PLAIN
%7|1765012211.381|CONF|rdkafka#producer-1| [thrd:app]:   sasl.username = {1}
%7|1765012211.381|CONF|rdkafka#producer-1| [thrd:app]:   sasl.password = {0}""",
    r(64, ALNUM + "+/"),
    r(16, UPPER_NUM),
)

# ---------------------------------------------------------------- SDK debug logging

add(
    "debug/launchdarkly-sdk-debug-config",
    """2026-12-05T12:01:03.551Z [LaunchDarkly] DEBUG: Starting client with config {"baseUri":"https://sdk.launchdarkly.com","streamUri":"https://stream.launchdarkly.com","sdkKey":"{0}","timeout":5,"offline":false}""",
    "sdk-" + uuid4(),
)

add(
    "debug/okhttp-logging-interceptor-logcat",
    """12-05 14:22:09.118  8812  8901 I okhttp.OkHttpClient: --> POST https://api.ridehail.example/v3/trips
12-05 14:22:09.118  8812  8901 I okhttp.OkHttpClient: Content-Type: application/json; charset=UTF-8
12-05 14:22:09.118  8812  8901 I okhttp.OkHttpClient: Authorization: Bearer {0}
12-05 14:22:09.119  8812  8901 I okhttp.OkHttpClient: {"pickup":{"lat":52.52,"lng":13.405}}
12-05 14:22:09.119  8812  8901 I okhttp.OkHttpClient: --> END POST (38-byte body)""",
    jwt({"sub": "rider_99120", "scope": "trips:write", "exp": 1765034529}),
)

add(
    "debug/logcat-app-debug-secret",
    """--------- beginning of main
12-05 09:03:41.227  3301  3301 D PaymentsInit: merchantId=merchant.com.kaffeebar.app env=PRODUCTION
12-05 09:03:41.228  3301  3301 D PaymentsInit: gatewaySecret={0}
12-05 09:03:41.402  3301  3344 I chromium: [INFO:CONSOLE(1)] "ready", source: https://checkout.kaffeebar.example/ (1)""",
    r(40, ALNUM),
)

add(
    "debug/ios-console-oslog-refresh",
    """default	14:11:02.883190+0100	Fitloop	[Auth] token refresh ok, expires_in=3600
default	14:11:02.883411+0100	Fitloop	[Auth] new refresh_token={0}
default	14:11:02.884002+0100	Fitloop	[Sync] scheduling background sync in 900s""",
    r(86, URLSAFE),
)

add(
    "debug/xcode-lldb-expr-environment",
    """(lldb) expr ProcessInfo.processInfo.environment["REVENUECAT_SECRET"]
(String?) $R0 = "{0}"
(lldb) c
Process 4410 resuming""",
    "sk_" + r(28, ALNUM),
)

add(
    "debug/flipper-network-request-header",
    """Flipper › Network › Request #118
URL: https://api.plantcare.example/v1/gardens
Method: GET
Request Headers
  accept: application/json
  x-app-version: 5.3.0 (2210)
  x-session-token: {0}
Response: 200 · 1.2 kB · 87 ms""",
    "st_" + r(48, LOWER_NUM),
)

# ---------------------------------------------------------------- browser devtools copy

add(
    "debug/devtools-request-headers-cookie",
    """:authority: dashboard.hostingpanel.example
:method: GET
:path: /api/servers?page=1
:scheme: https
accept: application/json, text/plain, */*
accept-language: es-ES,es;q=0.9,en;q=0.8
cookie: _ga=GA1.1.1842203311.1762901122; hp_sid={0}; theme=dark
referer: https://dashboard.hostingpanel.example/servers
sec-fetch-mode: cors""",
    r(40, HEX),
)

add(
    "debug/devtools-ws-frame-auth",
    """WS ↑ 12:08:41.301  {"op":"auth","args":["{0}"]}   (81 B)
WS ↓ 12:08:41.366  {"success":true,"ret_msg":"","op":"auth","conn_id":"cfl0b2e4aq1"}   (72 B)
WS ↑ 12:08:41.402  {"op":"subscribe","args":["orderbook.50.BTCUSDT"]}   (51 B)""",
    r(36, ALNUM),
)

add(
    "debug/console-uncaught-fetch-url-key",
    """Uncaught (in promise) Error: HTTP 429 for https://api.openweathermap.org/data/2.5/forecast?q=Toulouse&units=metric&appid={0}
    at fetchForecast (forecast.ts:22:11)
    at async loadWidgets (App.tsx:58:5)""",
    r(32, HEX),
)

# ---------------------------------------------------------------- prose in other languages

add(
    "debug/prose-german-pdb-session",
    """Ich hab im Debugger mal nachgeschaut, warum der Upload scheitert. `p settings.S3_SECRET` gibt `'{0}'` zurück, der Key ist also gesetzt – das Problem muss woanders liegen. Kannst du dir den Bucket-Policy-Teil anschauen?""",
    r(40, ALNUM + "+/"),
)

add(
    "debug/prose-chinese-strace-output",
    """我用 strace 看了一下，进程确实把密码发出去了：
write(4, "PASS {0}\\r\\n", 19) = 19
但是服务器返回 530 Login incorrect，是不是账号被锁了？""",
    pw(),
)

add(
    "debug/prose-japanese-curl-v",
    """curl -v の出力を貼ります。ヘッダーは正しく付いているように見えるのですが、403 が返ってきます。
> GET /v1/projects HTTP/2
> Host: api.backlogish.example
> x-api-key: {0}
< HTTP/2 403
どこがおかしいでしょうか？""",
    r(64, ALNUM),
)

add(
    "debug/prose-spanish-sentry-extra",
    """Mirando el evento en Sentry, en "Additional Data" aparece esto:
  payment_config: {"merchant_code": "999008881", "terminal": "1", "secret_key": "{0}"}
¿No deberíamos estar limpiando eso antes de mandarlo?""",
    b64(24),
)

add(
    "debug/prose-russian-gdb",
    """В gdb видно, что строка подключения уже собрана неправильно:
(gdb) p conninfo
$1 = 0x55d1c0a2e2a0 "host=10.2.0.5 port=6432 dbname=billing user=billing password={0} sslmode=require"
Порт 6432 — это pgbouncer, а не сам postgres.""",
    pw(),
)

add(
    "debug/prose-french-ps-env",
    """En faisant `ps eww -p 5121` on voit la variable en clair dans l'environnement du process :
... MEILI_MASTER_KEY={0} MEILI_ENV=production ...
Il faudrait passer par un fichier plutôt.""",
    r(43, URLSAFE),
)

# ---------------------------------------------------------------- splits

add_split(
    "debug/split-logcat-chunked-long-line",
    """12-05 10:44:12.301 12011 12044 D ApiClient: request headers={Accept=application/json, Authorization=Bearer {0}
12-05 10:44:12.301 12011 12044 D ApiClient: {1}, X-Client=android/7.2.0}""",
    "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9." + b64url(90),
    b64url(90) + "." + b64url(128),
)

add_split(
    "debug/split-tcpdump-two-segments",
    """10:02:33.401112 IP 10.0.0.8.55012 > 10.0.0.20.8080: Flags [.], seq 1:1449, ack 1, win 502, length 1448: HTTP: POST /hooks/deploy HTTP/1.1
...(body)...
{"event":"deploy","signing_key":"{0}
10:02:33.401190 IP 10.0.0.8.55012 > 10.0.0.20.8080: Flags [P.], seq 1449:1502, ack 1, win 502, length 53
{1}","env":"prod"}""",
    r(24, HEX),
    r(40, HEX),
)

add_split(
    "debug/split-strace-two-writes",
    """[pid  7311] write(9, "PASS ", 5)                = 5
[pid  7311] write(9, "{0}", 7)              = 7
[pid  7311] write(9, "{1}\\r\\n", 9)          = 9
[pid  7311] read(9, "230 Logged on\\r\\n", 8192) = 15""",
    r(7, ALNUM),
    r(7, ALNUM),
)

add_split(
    "debug/split-gdb-repeat-continuation",
    """(gdb) p token_buf
$4 = "{0}"...
(gdb) p token_buf+200
$5 = "{1}\"""",
    "hf_" + r(197, ALNUM),
    r(40, ALNUM),
)

add_split(
    "debug/split-chat-two-messages-pp",
    """user: pdb says the token is cut off in the terminal, here is the first half: {0}
assistant: Thanks — please paste the rest too, and we'll rotate it afterwards.
user: second half: {1}""",
    "dop_v1_" + r(32, HEX),
    r(32, HEX),
)

_xxd_a = r(14, HEX)
_xxd_b = r(18, HEX)


def _hexrow(text: str) -> str:
    h = text.encode().hex()
    return " ".join(h[i : i + 4] for i in range(0, len(h), 4))


add_split(
    "debug/split-xxd-ascii-column",
    """$ xxd -c 32 -s 0x1a40 -l 64 /tmp/heap.bin
00001a40: {2}  TWILIO_AUTH_TOKEN={0}
00001a60: {3}  {1};REGION=ie1;EU
# the ascii column is what the process had in memory""",
    _xxd_a,
    _xxd_b,
    _hexrow("TWILIO_AUTH_TOKEN=" + _xxd_a),
    _hexrow(_xxd_b + ";REGION=ie1;EU"),
)

add_split(
    "debug/split-rich-locals-wrapped",
    """│ │      smtp_host = 'mail.internal'                                          │ │
│ │    webhook_key = '{0}                                       │ │
│ │                  {1}'                                       │ │
│ │        retries = 3                                                        │ │""",
    r(32, ALNUM),
    r(32, ALNUM),
)

add_split(
    "debug/split-ltrace-strncpy-pieces",
    """libpq.so.5->strncpy(0x7ffc1e2d30a0, "{0}", 16) = 0x7ffc1e2d30a0
libpq.so.5->strncat(0x7ffc1e2d30a0, "{1}", 16)  = 0x7ffc1e2d30a0
libpq.so.5->PQconnectdbParams(...) = 0x55b2c18d4e10""",
    r(16, ALNUM),
    r(12, ALNUM),
)


# ================================================================ look-alikes
# ---------------------------------------------------------------- tracebacks and debuggers

la(
    """╭──────────────────────────────── locals ────────────────────────────────╮
│   max_tokens = 4096                                                     │
│ input_tokens = 18211                                                    │
│ token_budget = 200000                                                   │
│       client = <anthropic.Anthropic object at {0}>                      │
│      api_key = '<redacted>'                                             │
╰─────────────────────────────────────────────────────────────────────────╯""",
    addr(),
)

la(
    """tmp_path   = PosixPath('/tmp/pytest-of-runner/pytest-41/test_cache_roundtrip0')
cache_key  = 'user:42:profile:v3:{0}'
key        = 'profile'
secret_ref = 'projects/418822019931/secrets/profile-signing/versions/latest'
store      = <cachelib.RedisCache object at {1}>""",
    r(12, HEX),
    addr(),
)

la(
    """(Pdb) p self
<orders.models.Order object at {0}>
(Pdb) p id(self)
{1}
(Pdb) p self.pk, self.sort_key
(88123, '2026-12-05T10:22:41.902Z#000088123')""",
    addr(),
    str(_rng.randrange(139000000000000, 140000000000000)),
)

la(
    """ipdb> pp request.headers
{'Accept': 'application/json',
 'Authorization': '[FILTERED]',
 'Traceparent': '00-{0}-{1}-01',
 'X-Request-Id': '{2}'}""",
    r(32, HEX),
    r(16, HEX),
    uuid4(),
)

la(
    """Local vars
Variable	Value
SECRET_KEY	'********************'
DATABASES	'********************'
request	<WSGIRequest: GET '/admin/login/?next=/admin/'>
csrf_cookie_name	'csrftoken'
session_key_length	32""",
)

la(
    """(gdb) info locals
buf = 0x{0} "GET / HTTP/1.1"
len = 14
token_kind = TOK_IDENT
next_token = 0x{1}
(gdb) p/x flags
$2 = 0x8041""",
    "55" + r(10, HEX),
    "55" + r(10, HEX),
)

la(
    """(gdb) bt
#0  0x00007f{0} in __pthread_kill_implementation () from /lib/x86_64-linux-gnu/libc.so.6
#1  0x00007f{1} in raise () from /lib/x86_64-linux-gnu/libc.so.6
#2  0x000055{2} in hash_insert (tbl=0x55{3}, key=0x7ffd{4} "session_timeout") at ht.c:88""",
    r(10, HEX),
    r(10, HEX),
    r(10, HEX),
    r(10, HEX),
    r(8, HEX),
)

la(
    """(gdb) info registers rip rsp rax
rip            0x55{0}      0x55{0} <parse_header+94>
rsp            0x7ffd{1}          0x7ffd{1}
rax            0x{2}   {3}""",
    r(10, HEX),
    r(8, HEX),
    r(16, HEX),
    str(_rng.randrange(10**17, 10**18)),
)

la(
    """(lldb) frame variable
(KeyEvent) event = (keyCode = 53, characters = "\\u{1b}", modifierFlags = 0x100)
(NSString *) keyEquivalent = 0x0000600000c{0} @"k"
(UInt32) secretMenuTapCount = 0""",
    r(5, HEX),
)

la(
    """(dlv) print req.Header
net/http.Header [
	"Authorization": ["Bearer ***"],
	"X-B3-Traceid": ["{0}"],
	"X-B3-Spanid": ["{1}"],
]""",
    r(32, HEX),
    r(16, HEX),
)

la(
    """debug> exec Object.keys(process.env).filter(k => /TOKEN|SECRET|KEY/.test(k))
[ 'GITHUB_TOKEN', 'SESSION_SECRET', 'STRIPE_KEY' ]
debug> exec process.env.STRIPE_KEY.length
107""",
)

la(
    """Debugger listening on ws://127.0.0.1:9229/{0}
For help, see: https://nodejs.org/en/docs/inspector
Debugger attached.""",
    uuid4(),
)

la(
    """> crypto.randomUUID()
< '{0}'
> performance.now()
< 18822.400000095367
> document.querySelector('#app').__vue_app__.config.globalProperties.$apiBase
< 'https://api.example.com'""",
    uuid4(),
)

la(
    """[1] pry(#<SessionsController>)> params
=> #<ActionController::Parameters {"email"=>"mia@example.org", "password"=>"[FILTERED]", "commit"=>"Sign in", "controller"=>"sessions", "action"=>"create"} permitted: false>
[2] pry(#<SessionsController>)> request.request_id
=> "{0}\"""",
    uuid4(),
)

la(
    """(byebug) var local
digest = "{0}"
object_id = {1}
cache_key = "views/products/index:{2}"
secret_length = 64""",
    sha(),
    str(_rng.randrange(1000, 99999)),
    r(32, HEX),
)

la(
    """main[1] print this
 this = "com.acme.orders.OrderService@{0}"
main[1] print this.tokenizer
 this.tokenizer = "com.acme.text.WhitespaceTokenizer@{1}"
main[1] print this.maxTokens
 this.maxTokens = 512""",
    r(8, HEX),
    r(7, HEX),
)

la(
    """0:000> !dumpheap -stat -type TokenCache
              MT    Count    TotalSize Class Name
00007ffc{0}        1           48 Microsoft.Identity.Client.Cache.TokenCache
00007ffc{1}        3          144 Microsoft.Identity.Client.Cache.TokenCacheNotificationArgs
Total 4 objects""",
    r(8, HEX),
    r(8, HEX),
)

la(
    """pry(1)> :sys.get_state(pid)
%{
  conn_ref: #Reference<0.{0}.{1}.{2}>,
  secret: :redacted,
  topic: "room:lobby",
  join_ref: "4"
}""",
    str(_rng.randrange(10**9, 10**10)),
    str(_rng.randrange(10**9, 10**10)),
    str(_rng.randrange(10**5, 10**6)),
)

la(
    """    def test_sign_rejects_bad_key():
        # fixture values below are FAKE, generated for this test only
        key = "test-signing-key-not-a-secret"
>       with pytest.raises(BadSignature):
E       Failed: DID NOT RAISE <class 'itsdangerous.exc.BadSignature'>

key        = 'test-signing-key-not-a-secret'""",
)

la(
    """Traceback (most recent call last):
  File "/app/auth/jwks.py", line 41, in _key_for
    return self._keys[kid]
           ~~~~~~~~~~^^^^^
KeyError: '{0}'

During handling of the above exception, another exception occurred:
jwt.exceptions.PyJWKClientError: Unable to find a signing key that matches: "{0}\"""",
    b64url(32),
)

# ---------------------------------------------------------------- syscall tracers and process views

la(
    """getrandom("\\x{0}\\x{1}\\x{2}\\x{3}\\x{4}\\x{5}\\x{6}\\x{7}", 8, GRND_NONBLOCK) = 8
brk(NULL)                               = 0x55{8}
brk(0x55{9})                     = 0x55{9}
openat(AT_FDCWD, "/etc/ld.so.cache", O_RDONLY|O_CLOEXEC) = 3""",
    r(2, HEX), r(2, HEX), r(2, HEX), r(2, HEX), r(2, HEX), r(2, HEX), r(2, HEX), r(2, HEX),
    r(10, HEX),
    r(10, HEX),
)

la(
    """[pid  2291] futex(0x7f{0}, FUTEX_WAIT_BITSET_PRIVATE|FUTEX_CLOCK_REALTIME, 0, NULL, FUTEX_BITSET_MATCH_ANY) = 0
[pid  2291] mmap(NULL, 134217728, PROT_NONE, MAP_PRIVATE|MAP_ANONYMOUS|MAP_NORESERVE, -1, 0) = 0x7f{1}
[pid  2291] write(7, "*2\\r\\n$4\\r\\nAUTH\\r\\n$3\\r\\n***\\r\\n", 24) = 24""",
    r(10, HEX),
    r(10, HEX),
)

la(
    """connect(5, {sa_family=AF_INET6, sin6_port=htons(443), sin6_flowinfo=htonl(0), inet_pton(AF_INET6, "2606:4700::6812:{0}", &sin6_addr), sin6_scope_id=0}, 28) = -1 EINPROGRESS (Operation now in progress)
sendto(5, "\\26\\3\\1\\2\\0\\1\\0\\1\\374\\3\\3{1}"..., 517, MSG_NOSIGNAL, NULL, 0) = 517""",
    r(4, HEX),
    "".join("\\" + format(_rng.randrange(0o100, 0o400), "o") for _ in range(10)),
)

la(
    """$ ltrace -e getenv ./licd --check
licd->getenv("LICD_HOME")                        = "/opt/licd"
licd->getenv("LICD_LICENSE_KEY")                 = nil
licd->getenv("LICD_LICENSE_FILE")                = "/etc/licd/license.lic"
License OK (sha256 {0})""",
    r(64, HEX),
)

la(
    """$ ps auxe | grep [s]ync-s3
ci        9912  2.1  0.4 812344 70412 ?        Sl   09:12   0:03 python3 sync-s3.py --bucket exports HOSTNAME=runner-7 AWS_PROFILE=exports-ro AWS_CONFIG_FILE=/home/ci/.aws/config AWS_WEB_IDENTITY_TOKEN_FILE=/var/run/secrets/eks.amazonaws.com/serviceaccount/token HOME=/home/ci""",
)

la(
    """$ cat /proc/2741/environ | tr '\\0' '\\n' | sort
GPG_AGENT_INFO=/run/user/1000/gnupg/S.gpg-agent:0:1
INVOCATION_ID={0}
JOURNAL_STREAM=8:{1}
SSH_AUTH_SOCK=/tmp/ssh-{2}/agent.2740
SYSTEMD_EXEC_PID=2741
VAULT_ADDR=https://vault.internal:8200""",
    r(32, HEX),
    str(_rng.randrange(10000, 99999)),
    r(12, ALNUM),
)

la(
    """$ tr '\\0' ' ' < /proc/1377/cmdline
/usr/bin/pg_dump --host=10.1.0.9 --username=reporting --no-password --dbname=warehouse -Fc -f /backup/wh-{0}.dump""",
    r(8, HEX),
)

la(
    """$ docker top web -eo pid,args
PID                 COMMAND
31002               node dist/server.js --session-secret-file=/run/secrets/session_secret --max-old-space-size=2048""",
)

la(
    """$ jcmd 4120 VM.system_properties | grep -i ssl
javax.net.ssl.trustStore=/etc/pki/java/cacerts
javax.net.ssl.keyStore=/opt/app/certs/client.p12
javax.net.ssl.keyStorePassword=******
javax.net.ssl.keyStoreType=PKCS12""",
)

la(
    """$ sudo py-spy dump --pid 31544 --locals
Thread 31544 (active): "MainThread"
    tokenize (nlp/tok.py:41)
        Locals:
            tokens: ["the", "secret", "of", "the", "old", "key"]
            token_ids: [1996, 3595, 1997, 1996, 2214, 3145]
            n_tokens: 6""",
)

# ---------------------------------------------------------------- dumps and memory

la(
    """$ file core.worker.28812
core.worker.28812: ELF 64-bit LSB core file, x86-64, version 1 (SYSV), SVR4-style, from '/usr/local/bin/worker --queue=default', real uid: 1000, execfn: '/usr/local/bin/worker'
$ readelf -n /usr/local/bin/worker | grep 'Build ID'
    Build ID: {0}""",
    sha(),
)

la(
    """$ strings -n 12 core.worker.28812 | head -5
GLIBC_PRIVATE
_ITM_registerTMCloneTable
/build/worker-{0}/src/http.c
Authorization: Bearer %s
x-request-id: %08x%08x""",
    r(12, HEX),
)

la(
    """$ xxd -l 64 /tmp/upload.bin
00000000: 8950 4e47 0d0a 1a0a 0000 000d 4948 4452  .PNG........IHDR
00000010: 0000 0780 0000 0438 0806 0000 00e8 d3c1  .......8........
00000020: 4300 0000 0970 4859 7300 000b 1300 000b  C....pHYs.......
00000030: 1301 009a 9c18 0000 2000 4944 4154 789c  ........ .IDATx.""",
)

la(
    """Class Name                                  | Objects | Shallow Heap | Retained Heap
-------------------------------------------------------------------------------------
com.acme.auth.TokenBucketRateLimiter         |       4 |          128 |     1,048,704
java.util.concurrent.ConcurrentHashMap$Node  | 218,331 |    6,986,592 | >= 40,112,880
byte[] @ 0x{0}                      |       1 |       65,552 |        65,552
-------------------------------------------------------------------------------------""",
    r(9, HEX),
)

la(
    """Snapshot 3 · Comparison with Snapshot 2
Constructor          # New   # Deleted   Alloc. Size
(string)              1,204       1,199      38,112
  "{0}" @{1}
  "cache:v2:{2}" @{3}
TokenCounter              2           0         112""",
    sha(),
    str(_rng.randrange(100000, 999999)),
    r(32, HEX),
    str(_rng.randrange(100000, 999999)),
)

la(
    """>>> objgraph.show_most_common_types(limit=4)
dict                       41882
function                   30117
tuple                      18220
KeyboardInterrupt          1
>>> hex(id(app.extensions["sqlalchemy"]))
'{0}'""",
    addr(),
)

la(
    """==24411== Invalid read of size 8
==24411==    at 0x4849E1A: token_free (lexer.c:212)
==24411==    by 0x48451B0: parse (parser.c:88)
==24411==  Address 0x{0} is 16 bytes inside a block of size 48 free'd
==24411==    at 0x484B27F: free (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)""",
    "4a" + r(6, HEX),
)

la(
    """goroutine 18 [running]:
main.(*Server).handle(0xc000{0}, {0x9a{1}, 0xc000{2}}, 0xc000{3})
	/src/server.go:141 +0x2b5
net/http.HandlerFunc.ServeHTTP(0xc000{4}?, {0x9a{1}?, 0xc000{2}?}, 0x46d4b3?)""",
    r(6, HEX),
    r(4, HEX),
    r(6, HEX),
    r(6, HEX),
    r(6, HEX),
)

la(
    """Thread 0 Crashed::  Dispatch queue: com.apple.main-thread
0   libswiftCore.dylib            	       0x19a{0} _assertionFailure + 264
1   Fitloop                       	       0x102{1} KeychainStore.token(for:) + 412 (KeychainStore.swift:58)

Binary Images:
       0x102{2} -        0x1031{3} Fitloop arm64  <{4}> /private/var/containers/Bundle/Application/{5}/Fitloop.app/Fitloop""",
    r(6, HEX),
    r(6, HEX),
    r(6, HEX),
    r(5, HEX),
    r(32, HEX),
    uuid4().upper(),
)

# ---------------------------------------------------------------- captures, proxies, HTTP clients

la(
    """GET /chat HTTP/1.1
Host: ws.example.com
Upgrade: websocket
Connection: Upgrade
Sec-WebSocket-Key: {0}
Sec-WebSocket-Version: 13

HTTP/1.1 101 Switching Protocols
Sec-WebSocket-Accept: {1}""",
    b64(16),
    b64(20),
)

la(
    """< HTTP/2 401
< www-authenticate: Digest realm="api@files.example", qop="auth", algorithm=SHA-256, nonce="{0}", opaque="{1}"
< content-length: 0
* Connection #0 to host files.example left intact""",
    b64(24),
    r(32, HEX),
)

la(
    """* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / RSASSA-PSS
* Server certificate:
*  subject: CN=api.example.com
*  start date: Oct 28 00:00:00 2026 GMT
*  expire date: Jan 26 23:59:59 2027 GMT
*  subjectAltName: host "api.example.com" matched cert's "api.example.com"
*  issuer: C=US; O=Let's Encrypt; CN=R11
*  SSL certificate verify ok.
*   Certificate level 0: Public key type RSA (2048/112 Bits/secBits), signed using sha256WithRSAEncryption
> GET /v1/health HTTP/2
> Authorization: Bearer ${API_TOKEN}
< HTTP/2 200""",
)

la(
    """SSL-Session:
    Protocol  : TLSv1.3
    Cipher    : TLS_AES_128_GCM_SHA256
    Session-ID: {0}
    Session-ID-ctx:
    Resumption PSK: <not printed>
    TLS session ticket lifetime hint: 7200 (seconds)
    Verify return code: 0 (ok)""",
    r(64, UPPER_HEX),
)

la(
    """$ openssl x509 -in server.crt -noout -fingerprint -sha256 -serial
sha256 Fingerprint={0}
serial={1}""",
    ":".join(r(2, UPPER_HEX) for _ in range(32)),
    r(36, UPPER_HEX),
)

la(
    """< HTTP/1.1 200 OK
< x-amz-id-2: {0}
< x-amz-request-id: {1}
< ETag: "{2}"
< x-amz-server-side-encryption: AES256
< x-amz-version-id: {3}""",
    b64(56),
    r(16, UPPER_NUM),
    r(32, HEX),
    r(32, URLSAFE),
)

la(
    """HTTP/1.1 200 OK
Request-Id: req_{0}
Idempotency-Key: {1}
Stripe-Version: 2024-06-20
X-Stripe-Routing-Context-Priority-Tier: api-testmode""",
    r(14, ALNUM),
    uuid4(),
)

la(
    """< HTTP/2 200
< cf-ray: {0}-FRA
< cf-cache-status: DYNAMIC
< x-cloud-trace-context: {1}/{2};o=1
< x-ms-request-id: {3}""",
    r(16, HEX),
    r(32, HEX),
    str(_rng.randrange(10**18, 10**19)),
    uuid4(),
)

la(
    """Hypertext Transfer Protocol
    GET /assets/app.{0}.js HTTP/1.1\\r\\n
    Host: cdn.example.net\\r\\n
    If-None-Match: W/"{1}"\\r\\n
    Authorization: Bearer <redacted>\\r\\n
    \\r\\n""",
    r(8, HEX),
    "5e-" + r(27, URLSAFE),
)

la(
    """14:02:11.381220 IP 10.0.0.8.51822 > 10.0.0.20.443: Flags [P.], seq 1:518, ack 1, win 502, options [nop,nop,TS val {0} ecr {1}], length 517
E..9.{2}@.@.....
.......{3}....7.../.5.....""",
    str(_rng.randrange(10**9, 4 * 10**9)),
    str(_rng.randrange(10**9, 4 * 10**9)),
    r(2, ALNUM),
    r(12, ALNUM),
)

la(
    """127.0.0.1:53120: POST https://api.example.io/oauth/token
    content-type: application/x-www-form-urlencoded
    grant_type=authorization_code&code=[FILTERED]&redirect_uri=http%3A%2F%2Flocalhost%3A5173%2Fcb&client_id=web-spa&code_verifier=[FILTERED]
 << 200 OK 1.1k""",
)

la(
    """GET https://auth.example.com/authorize?response_type=code&client_id={0}&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback&scope=openid%20profile&state={1}&code_challenge={2}&code_challenge_method=S256""",
    r(32, ALNUM),
    r(22, URLSAFE),
    b64url(32),
)

la(
    """$ http --verbose POST :8000/api/sessions email=mia@example.org password=hunter2-fixture-FAKE
POST /api/sessions HTTP/1.1
Content-Type: application/json
Host: localhost:8000
User-Agent: HTTPie/3.2.4

{"email": "mia@example.org", "password": "hunter2-fixture-FAKE"}""",
)

la(
    """$ wget -d https://mirror.example.org/iso/debian-12.8.0-amd64-netinst.iso
---request begin---
GET /iso/debian-12.8.0-amd64-netinst.iso HTTP/1.1
Host: mirror.example.org
User-Agent: Wget/1.21.4
---request end---
---response begin---
HTTP/1.1 200 OK
Content-Length: 661651456
Digest: sha-256={0}""",
    b64(32),
)

la(
    """send: b'GET /v1/users/me HTTP/1.1\\r\\nHost: localhost:8080\\r\\nAuthorization: Bearer test-token\\r\\nX-Request-Id: {0}\\r\\n\\r\\n'
reply: 'HTTP/1.1 200 OK\\r\\n'""",
    uuid4(),
)

la(
    """I1205 16:20:03.118842   88121 round_trippers.go:466] curl -v -XGET  -H "Accept: application/json, */*" -H "User-Agent: kubectl/v1.31.2 (linux/amd64) kubernetes/5864a46" -H "Authorization: Bearer <masked>" 'https://10.96.0.1:443/api/v1/namespaces/payments/pods?limit=500'
I1205 16:20:03.140210   88121 round_trippers.go:553] GET https://10.96.0.1:443/api/v1/namespaces/payments/pods?limit=500 200 OK in 21 milliseconds""",
)

la(
    """10:41:02.301442 http.c:845              == Info: Connected to github.com (140.82.121.3) port 443
10:41:02.388120 http.c:792              => Send header: GET /acme/site.git/info/refs?service=git-upload-pack HTTP/1.1
10:41:02.388131 http.c:792              => Send header: Authorization: Basic <redacted>
10:41:02.388140 http.c:792              => Send header: Git-Protocol: version=2""",
)

la(
    """$ GIT_TRACE=1 git fetch
10:44:10.002211 git.c:463               trace: built-in: git fetch
10:44:10.009920 run-command.c:659       trace: run_command: GIT_DIR=.git git remote-https origin https://github.com/acme/site.git
From https://github.com/acme/site
   {0}..{1}  main       -> origin/main""",
    r(9, HEX),
    r(9, HEX),
)

la(
    """2026-12-05 09:01:12,551 botocore.endpoint [DEBUG] Making request for OperationModel(name=GetObject) with params: {'url_path': '/exports/2026-12-04.parquet', 'method': 'GET', 'headers': {'User-Agent': 'Boto3/1.35.40', 'X-Amz-Date': '20261205T090112Z', 'x-amz-content-sha256': '{0}', 'amz-sdk-invocation-id': '{1}'}}""",
    r(64, HEX),
    uuid4(),
)

la(
    """$ curl -sI https://api.example.com/v1/ping
HTTP/2 200
content-security-policy: script-src 'self' 'nonce-{0}' 'sha256-{1}'
strict-transport-security: max-age=63072000
x-request-id: {2}""",
    b64(16),
    b64(32),
    r(26, UPPER_NUM),
)

# ---------------------------------------------------------------- shell and build echoes

la(
    """+ echo '::add-mask::***'
+ curl -sS -X POST -H 'Authorization: token ***' -F file=@coverage.xml https://cov.internal.example/api/upload
{"ok":true,"id":5512,"sha":"{0}"}""",
    sha(),
)

la(
    """$ bash -x ./scripts/release.sh
+ VERSION=2.4.1
++ git rev-parse HEAD
+ COMMIT={0}
++ sha256sum dist/app-2.4.1.tar.gz
+ CHECKSUM='{1}  dist/app-2.4.1.tar.gz'
+ gh release create v2.4.1 dist/app-2.4.1.tar.gz --notes 'sha256 {1}'""",
    sha(),
    r(64, HEX),
)

la(
    """$ make V=1 image
docker build --secret id=npmrc,src=$HOME/.npmrc --build-arg GIT_SHA={0} -t registry.example.com/web:{1} .
#12 [build 4/7] RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci
#12 DONE 41.2s
#15 writing image sha256:{2} done""",
    sha(),
    r(7, HEX),
    r(64, HEX),
)

la(
    """/home/ci/src/cmake/deps.cmake(3):  set(CONAN_LOGIN_USERNAME ci-bot )
/home/ci/src/cmake/deps.cmake(4):  set(CONAN_PASSWORD $ENV{CONAN_PASSWORD} )
/home/ci/src/cmake/deps.cmake(9):  FetchContent_Declare(fmt URL https://github.com/fmtlib/fmt/archive/refs/tags/11.0.2.tar.gz URL_HASH SHA256={0} )""",
    r(64, HEX),
)

la(
    """[DEBUG]   (f) keyname = release-signing
[DEBUG]   (f) passphrase = ********
[DEBUG]   (f) skip = false
[DEBUG]   (f) gpgArguments = [--pinentry-mode, loopback]
[DEBUG]   (f) keyFingerprint = {0}""",
    r(40, UPPER_HEX),
)

la(
    """2026-12-05T08:44:03.206+0100 [DEBUG] [org.gradle.caching.internal.controller.DefaultBuildCacheController] Loaded cache entry for task ':app:compileReleaseKotlin' with cache key {0}
2026-12-05T08:44:03.207+0100 [DEBUG] [org.gradle.caching.internal.controller.DefaultBuildCacheController] Stored cache entry for task ':app:signingConfigWriterRelease' with cache key {1}""",
    r(32, HEX),
    r(32, HEX),
)

la(
    """db01.stage | CHANGED => {
    "changed": true,
    "invocation": {
        "module_args": {
            "login_password": "VALUE_SPECIFIED_IN_NO_LOG_PARAMETER",
            "login_user": "root",
            "name": "reporting",
            "password": "NOT_LOGGING_PARAMETER",""",
)

la(
    """expect: does "Enter passphrase for key '/home/ops/.ssh/id_ed25519': " (spawn_id exp4) match glob pattern "*passphrase*"? yes
send: sending "***\\r" to { exp4 }
expect: does "" (spawn_id exp4) match glob pattern "*$ "? no
Identity added: /home/ops/.ssh/id_ed25519 (ops@bastion) SHA256:{0}""",
    b64(32).rstrip("="),
)

# ---------------------------------------------------------------- crash reporters, APM, queries

la(
    """{
  "event_id": "{0}",
  "level": "error",
  "request": {
    "url": "https://api.shop.example/internal/sync",
    "headers": {"Authorization": "[Filtered]", "Cookie": "[Filtered]", "X-Internal-Auth": "[Filtered]"}
  },
  "contexts": {"trace": {"trace_id": "{1}", "span_id": "{2}", "op": "http.server"}}
}""",
    r(32, HEX),
    r(32, HEX),
    r(16, HEX),
)

la(
    """"breadcrumbs": {"values": [
  {"type": "navigation", "category": "navigation", "data": {"from": "/checkout", "to": "/checkout/confirm?session=cs_{0}"}},
  {"type": "ui", "category": "ui.click", "message": "button#pay[data-key='{1}']"}
]}""",
    r(12, LOWER_NUM),
    r(8, HEX),
)

la(
    """Bugsnag · Error in worker: RedisTimeoutError
Metadata › app
  releaseStage: production
  version: 3.18.2 ({0})
  buildUUID: {1}
Metadata › device
  hostname: worker-5d8f7c9b6c-x2kq9""",
    r(7, HEX),
    uuid4(),
)

la(
    """Span #3
    Trace ID       : {0}
    Parent ID      : {1}
    ID             : {2}
    Name           : SELECT
Attributes:
     -> db.system: Str(postgresql)
     -> db.statement: Str(SELECT id FROM api_clients WHERE secret_hash = $1 AND revoked_at IS NULL)
     -> gen_ai.usage.input_tokens: Int(18211)
     -> gen_ai.usage.output_tokens: Int(904)""",
    r(32, HEX),
    r(16, HEX),
    r(16, HEX),
)

la(
    """{"trace_id":"{0}","span_id":"{1}","name":"redis.command","resource":"GET","service":"courier-api","meta":{"db.system":"redis","redis.raw_command":"GET ratelimit:{2}","out.host":"cache-01"},"metrics":{"_sampling_priority_v1":1}}""",
    str(_rng.randrange(10**18, 10**19)),
    str(_rng.randrange(10**15, 10**16)),
    r(40, HEX),
)

la(
    """# Time: 2026-12-05T07:31:55.104412Z
# User@Host: root[root] @ localhost []  Id:    88
# Query_time: 2.018311  Lock_time: 0.000112 Rows_sent: 0  Rows_examined: 0
SET timestamp=1765006315;
CREATE USER 'bi_reader'@'%' IDENTIFIED BY <secret>;""",
)

la(
    """app=> EXPLAIN SELECT * FROM sessions WHERE token_hash = decode('{0}', 'hex');
                                   QUERY PLAN
---------------------------------------------------------------------------------
 Index Scan using sessions_token_hash_idx on sessions  (cost=0.42..8.44 rows=1 width=112)
   Index Cond: (token_hash = '\\x{0}'::bytea)""",
    r(64, HEX),
)

la(
    """2026-12-05 10:22:41.902 UTC [19231] app@app LOG:  duration: 1204.551 ms  execute <unnamed>: UPDATE integrations SET access_token = $1, updated_at = now() WHERE id = $2
2026-12-05 10:22:41.902 UTC [19231] app@app DETAIL:  parameters: $1 = '[redacted]', $2 = '4471'""",
)

la(
    """1765012044.302107 [0 10.4.1.22:50112] "SELECT" "2"
1765012044.302599 [2 10.4.1.22:50112] "HGET" "sess:{0}" "csrf_token_version"
1765012044.302811 [2 10.4.1.22:50112] "EXPIRE" "idempotency:{1}" "86400\"""",
    r(16, HEX),
    uuid4(),
)

la(
    """{"t":{"$date":"2026-12-05T09:41:12.004Z"},"s":"I","c":"NETWORK","id":22943,"ctx":"listener","msg":"Connection accepted","attr":{"remote":"10.0.4.8:50312","uuid":{"uuid":{"$uuid":"{0}"}},"connectionId":4812,"connectionCount":31}}
{"t":{"$date":"2026-12-05T09:41:12.009Z"},"s":"I","c":"ACCESS","id":20250,"ctx":"conn4812","msg":"Authentication succeeded","attr":{"mechanism":"SCRAM-SHA-256","principalName":"appUser","authenticationDatabase":"admin"}}""",
    uuid4(),
)

la(
    """%7|1765012211.381|CONF|rdkafka#producer-1| [thrd:app]:   sasl.mechanisms = PLAIN
%7|1765012211.381|CONF|rdkafka#producer-1| [thrd:app]:   sasl.username = [redacted]
%7|1765012211.381|CONF|rdkafka#producer-1| [thrd:app]:   sasl.password = [redacted]
%7|1765012211.381|CONF|rdkafka#producer-1| [thrd:app]:   client.id = rdkafka-{0}""",
    uuid4(),
)

la(
    """pyroscope: profile uploaded app=checkout.cpu{env=prod,version={0}} samples=10412 took=118ms
top  flat%   function
 1   21.3%   orjson.dumps
 2   12.8%   tokenizers.Tokenizer.encode_batch
 3    9.1%   hashlib.sha256""",
    r(7, HEX),
)

# ---------------------------------------------------------------- SDK logging, mobile, browser

la(
    """2026-12-05T12:01:03.551Z [LaunchDarkly] DEBUG: Starting client with config {"baseUri":"https://sdk.launchdarkly.com","sdkKey":"sdk-****-{0}","clientSideID":"{1}","offline":false}
2026-12-05T12:01:03.902Z [LaunchDarkly] INFO: Initialized LaunchDarkly client; flag 'new-checkout' = true (variation 1, reason TARGET_MATCH)""",
    r(4, HEX),
    r(24, HEX),
)

la(
    """[Statsig] DEBUG evaluating gate 'beta_export' for user {"userID":"u_8812","customIDs":{"stableID":"{0}"}} -> pass (rule {1}, hash {2})""",
    uuid4(),
    r(22, ALNUM),
    str(_rng.randrange(10**9, 4 * 10**9)),
)

la(
    """12-05 14:22:09.118  8812  8901 I okhttp.OkHttpClient: --> POST https://api.ridehail.example/v3/trips
12-05 14:22:09.118  8812  8901 I okhttp.OkHttpClient: Authorization: ██
12-05 14:22:09.119  8812  8901 I okhttp.OkHttpClient: X-Device-Id: {0}
12-05 14:22:09.119  8812  8901 I okhttp.OkHttpClient: --> END POST (38-byte body)""",
    r(16, HEX),
)

la(
    """*** *** *** *** *** *** *** *** *** *** *** *** *** *** *** ***
Build fingerprint: 'google/husky/husky:15/AP4A.250105.002/12701944:user/release-keys'
Revision: 'MP1.0'
ABI: 'arm64'
pid: 8812, tid: 8901, name: OkHttp Dispatch  >>> com.ridehail.app <<<
signal 11 (SIGSEGV), code 1 (SEGV_MAPERR), fault addr 0x{0}
backtrace:
      #00 pc 000000000004f2a4  /apex/com.android.runtime/lib64/bionic/libc.so (BuildId: {1})""",
    r(16, HEX),
    r(32, HEX),
)

la(
    """12-05 09:03:41.227  3301  3301 D KeyEventDispatcher: dispatchKeyEvent KeyEvent { action=ACTION_DOWN, keyCode=KEYCODE_ENTER, scanCode=28, metaState=0, flags=0x8, repeatCount=0, eventTime={0}, downTime={0}, deviceId=-1, source=0x101 }
12-05 09:03:41.228  3301  3301 D FirebaseMessaging: Token refresh scheduled in 86400s""",
    str(_rng.randrange(10**7, 10**8)),
)

la(
    """default	14:11:02.883190+0100	Fitloop	[Auth] token refresh ok, expires_in=3600, token=<private>
default	14:11:02.883411+0100	Fitloop	[Push] APNs device token length=32 env=production
default	14:11:02.884002+0100	Fitloop	[Sync] activity id {0}""",
    uuid4().upper(),
)

la(
    """> new KeyboardEvent("keydown", {key: "Escape"})
< KeyboardEvent {isTrusted: false, key: 'Escape', code: '', location: 0, ctrlKey: false, keyCode: 0, …}
> document.querySelector("[data-secret-toggle]").dataset
< DOMStringMap {secretToggle: 'hidden', sortKey: 'created_at:desc'}""",
)

la(
    """:authority: dashboard.hostingpanel.example
:method: GET
:path: /api/servers?page=1&cursor={0}
accept: application/json, text/plain, */*
cookie: _ga=GA1.1.{1}.{2}; theme=dark; consent=essential
if-none-match: "{3}"
sec-ch-ua-platform: "Linux\"""",
    b64_of('{"after":"srv_' + r(10, LOWER_NUM) + '","dir":"next"}'),
    str(_rng.randrange(10**9, 4 * 10**9)),
    str(_rng.randrange(1700000000, 1765000000)),
    r(40, HEX),
)

la(
    """WS ↑ 12:08:41.402  {"op":"subscribe","args":["orderbook.50.BTCUSDT"],"req_id":"{0}"}   (74 B)
WS ↓ 12:08:41.466  {"topic":"orderbook.50.BTCUSDT","type":"snapshot","ts":1765012121466,"data":{"s":"BTCUSDT","u":{1},"seq":{2}}}   (212 B)""",
    r(10, LOWER_NUM),
    str(_rng.randrange(10**7, 10**8)),
    str(_rng.randrange(10**10, 10**11)),
)

la(
    """<script src="https://cdn.example.net/widget.js" integrity="sha384-{0}" crossorigin="anonymous"></script>
Console: Failed to find a valid digest in the 'integrity' attribute for resource 'https://cdn.example.net/widget.js' with computed SHA-384 integrity '{1}'. The resource has been blocked.""",
    b64(48),
    b64(48),
)

# ---------------------------------------------------------------- prose in other languages

la(
    """Im Debugger sieht man: `p len(settings.S3_SECRET)` ergibt 40, und `p settings.S3_SECRET[:4]` ist `'****'` – die Maskierung greift also schon in den Settings. Der Fehler kommt von der Bucket-Region (eu-central-2 statt eu-central-1).""",
)

la(
    """我用 gdb 看了一下，指针 0x{0} 已经被 free 过了，所以 token_list->next 是野指针。build id 是 {1}，可以用这个去符号服务器拿调试符号。""",
    "55" + r(10, HEX),
    sha(),
)

la(
    """ログを見ると trace_id={0} のリクエストで 401 になっています。Authorization ヘッダーは [FILTERED] と表示されているので中身は見えませんが、トークンの期限切れだと思います。""",
    r(32, HEX),
)

la(
    """En el volcado de la petición sale `X-Api-Key: sk-...{0}` (solo los últimos 4 caracteres), así que no sé cuál de las dos claves está usando el servidor. ¿Tú cuál tienes en el .env?""",
    r(4, ALNUM),
)

la(
    """В core-дампе нашёл только адреса и хеш сборки: `BuildID[sha1]={0}`, ничего похожего на ключи там нет. Падает в `key_compare()` при сортировке — sort_key = NULL.""",
    sha(),
)

la(
    """Dans la trace Datadog, le span `http.request` a l'id {0} et le trace_id {1}. Le header Authorization est bien remplacé par `?` par l'intégration, donc rien de sensible dans l'APM.""",
    str(_rng.randrange(10**15, 10**16)),
    str(_rng.randrange(10**18, 10**19)),
)

# ---------------------------------------------------------------- assorted

la(
    """>>> import os, base64
>>> base64.b64decode("{0}")
b'{"page":3,"per_page":50,"sort":"-created_at"}'
>>> os.urandom(4).hex()
'{1}'""",
    b64_of('{"page":3,"per_page":50,"sort":"-created_at"}'),
    r(8, HEX),
)

la(
    """$ aws sts get-caller-identity --debug 2>&1 | grep -e Credentials -e Access
2026-12-05 09:14:22,118 - MainThread - botocore.credentials - INFO - Found credentials in shared credentials file: ~/.aws/credentials
2026-12-05 09:14:22,301 - MainThread - botocore.auth - DEBUG - Calculating signature using v4 auth.
# docs example pair, used by moto in tests: AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY""",
)

la(
    """$ npm ls --all --json | jq '.dependencies.jsonwebtoken'
{
  "version": "9.0.2",
  "resolved": "https://registry.npmjs.org/jsonwebtoken/-/jsonwebtoken-9.0.2.tgz",
  "integrity": "sha512-{0}"
}""",
    b64(64),
)

la(
    """$ docker inspect --format '{{.Id}} {{index .RepoDigests 0}}' web
sha256:{0} registry.example.com/web@sha256:{1}""",
    r(64, HEX),
    r(64, HEX),
)

la(
    """$ ssh-keygen -lf ~/.ssh/id_ed25519.pub
256 SHA256:{0} ops@bastion (ED25519)
$ cat ~/.ssh/id_ed25519.pub
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{1} ops@bastion""",
    b64(32).rstrip("="),
    r(43, ALNUM + "+/"),
)
