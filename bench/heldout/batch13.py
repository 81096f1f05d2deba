# ruff: noqa: E501
"""Held-out batch 13: blind, written by a writer who never read the rules, code, docs or results, before measuring.

Only the batch format (batches 1-11) and the classes of issue 20 were read; the filter's
rules, code, docs, tests and earlier results were not. Not to be tuned on until its first
measurement is recorded.

Theme: the shapes a secret takes inside a coding agent's transcript, after tools, logs and
chat have passed it along. New kinds: JSON-escaped tool calls and results (Claude tool_use
and tool_result, OpenAI function-call arguments as a JSON string inside JSON, Responses
function_call_output, Gemini functionCall, MCP tools/call requests and results, LangChain
AgentAction, Claude Code JSONL lines, aider chat history, Go json.Marshal's \\u0026 in a
password, files read back as numbered lines inside a JSON string); diffs (git show of a
"rotate key" commit, git stash show -p, merge-conflict markers, --word-diff, combined
diff --cc, hunk headers that carry the value, format-patch mails, svn diff, diff -y,
git blame, git grep over rev-list, git log --oneline subjects, PR review suggestions);
logs (logfmt with quoted headers, pino, zap, structlog, bunyan, RFC 5424 syslog,
journalctl, nginx referers and error-log upstreams, Apache query strings, zsh and PS4
xtrace, curl -v Basic for an unknown service, raw HTTP requests and responses, ltrace
getenv/strcmp, strace execve env and read(), Wireshark Follow TCP stream of SMTP AUTH
LOGIN, ngrep, tcpdump -A of POP3, Docker json-file partial lines, BuildKit RUN steps,
Terraform plan of a non-sensitive attribute, Ansible debug output, GitHub Actions and
GitLab job logs where masking failed, Jenkins console, unittest/rspec/go test failures,
Jest snapshot files, Sentry and Rollbar events, hs_err_pid and Node diagnostic reports,
ANSI-coloured terminal output); terminal tables and listings (mysql boxed rows, sqlite3
list mode, pg_dump COPY blocks, mysqldump extended INSERTs, mongosh documents, kubectl
describe configmap, env | sort, history | grep, ps auxe, raw and repr'd /proc/PID/environ
with NUL separators, docker ps --no-trunc, systemctl status CGroup lines, pstree -a,
redis-cli GET of a JSON session); encodings (a token URL-encoded inside next=/redirect_uri,
percent-encoded passwords in URIs, Basic base64 of user:pass, xxd -p hex, data: URIs of
JSON, quoted-printable with =3D and soft breaks, &quot;-escaped attributes, &amp; in XML);
documents (CSV exports, Jira wiki tables, Markdown GitHub alerts, 80-column wraps, e-mail
headers and forwarded quotes, Slack copy-paste, OCR of a screenshot, notebook outputs,
AsciiDoc attributes, RST field lists, vCard notes); chat prose in Marathi, Gujarati,
Punjabi, Kannada, Malayalam, Sinhala, Burmese, Khmer, Amharic, Yoruba, Zulu, Irish,
Galician, Macedonian, Belarusian, Maltese, Luxembourgish, Kyrgyz, Pashto, Somali, Tajik
and Javanese; and <private> as fullwidth brackets, `&lt;private>` with only `<` escaped,
`\\u{3c}` escapes, an entity-encoded slash, `\\u003c\\/`, `&amp;#60;`, `\\x3C` upper-case,
form-encoded with `+` spaces, multi-line content with JSON `\\n` escapes and inside a
JSON-escaped tool argument.
Look-alikes pair these shapes with masked, redacted, placeholder and reference values,
plus request ids, trace ids, digests, blob ids, nonces, signatures of public data, base64
of ordinary data and prose that talks about secrets without holding one.
"""

from __future__ import annotations

import base64
import json
import random
import string
import urllib.parse

_rng = random.Random(13_2026_12_05)
ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
UPPER_NUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def r(n: int, alphabet: str = ALNUM) -> str:
    return "".join(_rng.choice(alphabet) for _ in range(n))


def b64(n_bytes: int) -> str:
    return base64.b64encode(_rng.randbytes(n_bytes)).decode()


def b64url(n_bytes: int) -> str:
    return base64.urlsafe_b64encode(_rng.randbytes(n_bytes)).rstrip(b"=").decode()


def b64s(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def pw() -> str:
    """A password safe inside JSON strings and single-quoted shell words."""
    return r(2, LOWER) + r(2, UPPER) + r(3, DIGITS) + _rng.choice("#%^*!.-_") + r(5, ALNUM)


def spw() -> str:
    """A password with letters and digits only."""
    return r(3, UPPER) + r(5, LOWER) + r(3, DIGITS) + r(3, ALNUM)


def uuid4() -> str:
    h = r(32, HEX)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{_rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def jwt_like() -> str:
    head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').rstrip(b"=").decode()
    return head + "." + b64url(90) + "." + b64url(32)


_WORDS = [
    "absorb", "ballot", "cactus", "decade", "eager", "fossil", "gadget", "hollow",
    "immune", "jelly", "kitten", "lizard", "mango", "nephew", "oyster", "parrot",
    "quiz", "rescue", "saddle", "tongue", "unfold", "vendor", "walnut", "yellow",
    "zebra", "almond", "beacon", "cereal", "dune", "engine", "fiber", "garlic",
]


def seedwords(n: int) -> str:
    return " ".join(_rng.choice(_WORDS) for _ in range(n))


SECRETS: list[tuple[str, str, str | tuple[str, ...]]] = []


def add(kind: str, template: str, *values: str) -> None:
    """{0}, {1}, ... in the template are replaced by the values (no brace escaping needed)."""
    text = template
    for i, v in enumerate(values):
        text = text.replace("{" + str(i) + "}", v)
    SECRETS.append((kind, text, values[0] if len(values) == 1 else tuple(values)))


def addt(kind: str, text: str, secret: str | tuple[str, ...]) -> None:
    """A text built by the caller (json.dumps, urlencode ...) and the secret it holds."""
    SECRETS.append((kind, text, secret))


def toolu() -> str:
    return "toolu_01" + r(22, ALNUM)


def callid() -> str:
    return "call_" + r(24, ALNUM)


# === JSON-escaped tool calls and results =====================================================
_v = "ldg_live_" + r(32, ALNUM)
addt(
    "trace/claude-tool-use-bash-curl",
    json.dumps(
        {
            "type": "tool_use",
            "id": toolu(),
            "name": "Bash",
            "input": {
                "command": f'curl -sS -H "Authorization: Bearer {_v}" https://api.ledgerly.io/v2/accounts | jq ".data[0]"',
                "description": "List Ledgerly accounts",
            },
        }
    ),
    _v,
)
_v = pw()
addt(
    "trace/openai-function-arguments-string",
    json.dumps(
        {
            "id": callid(),
            "type": "function",
            "function": {
                "name": "run_shell",
                "arguments": json.dumps(
                    {"cmd": f"psql 'postgresql://reporting:{_v}@pg-ro.corp.internal:5432/analytics' -c 'select count(*) from events'"}
                ),
            },
        },
        indent=2,
    ),
    _v,
)
_v = r(40, ALNUM)
addt(
    "trace/claude-tool-result-read-numbered",
    json.dumps(
        {
            "type": "tool_result",
            "tool_use_id": toolu(),
            "content": f"     1\tAPP_ENV=production\n     2\tAPP_URL=https://billing.corp.example\n     3\tQUANTIX_API_SECRET={_v}\n     4\tLOG_LEVEL=info\n",
        }
    ),
    _v,
)
_v = "mcp_" + r(36, LOWER_NUM)
addt(
    "trace/mcp-tools-call-result-text",
    json.dumps(
        {
            "jsonrpc": "2.0",
            "id": 14,
            "result": {
                "content": [
                    {
                        "type": "text",
                        "text": f"Secret 'orders-webhook' (version 3)\nvalue: {_v}\ncreated: 2026-12-01T08:12:44Z",
                    }
                ],
                "isError": False,
            },
        }
    ),
    _v,
)
_v = pw()
addt(
    "url/mcp-tools-call-dsn",
    json.dumps(
        {
            "jsonrpc": "2.0",
            "id": 9,
            "method": "tools/call",
            "params": {
                "name": "query",
                "arguments": {"dsn": f"mysql://root:{_v}@10.0.6.12:3306/shop", "sql": "SHOW TABLES"},
            },
        }
    ),
    _v,
)
_v = spw()
_w = r(32, ALNUM)
addt(
    "trace/openai-write-file-env-double-escaped",
    json.dumps(
        {
            "role": "assistant",
            "tool_calls": [
                {
                    "id": callid(),
                    "type": "function",
                    "function": {
                        "name": "write_file",
                        "arguments": json.dumps(
                            {
                                "path": ".env.local",
                                "content": f"DB_HOST=localhost\nDB_PASSWORD={_v}\nMAILRELAY_KEY={_w}\n",
                            }
                        ),
                    },
                }
            ],
        }
    ),
    (_v, _w),
)
_v = "sk-rmt-" + r(40, ALNUM)
addt(
    "trace/claude-edit-new-string",
    json.dumps(
        {
            "type": "tool_use",
            "id": toolu(),
            "name": "Edit",
            "input": {
                "file_path": "/home/dev/app/settings.py",
                "old_string": 'REMOTEAI_KEY = os.environ["REMOTEAI_KEY"]',
                "new_string": f'REMOTEAI_KEY = "{_v}"  # TODO move back to env',
            },
        }
    ),
    _v,
)
_v = r(48, URLSAFE)
addt(
    "trace/gemini-function-call-headers",
    json.dumps(
        {
            "functionCall": {
                "name": "http_request",
                "args": {
                    "method": "GET",
                    "url": "https://api.shipmate.dev/v1/parcels?status=open",
                    "headers": {"X-Shipmate-Key": _v, "Accept": "application/json"},
                },
            }
        }
    ),
    _v,
)
_v = r(40, HEX)
add(
    "trace/langchain-agent-action",
    "AgentAction(tool='requests_post', tool_input='{\"url\": \"https://crm.corp.example/api/notes\", \"headers\": {\"Authorization\": \"Token {0}\"}, \"data\": {\"text\": \"call back\"}}', log='I need to post the note.')",
    _v,
)
_v = pw()
addt(
    "trace/claude-code-jsonl-user-line",
    json.dumps(
        {
            "parentUuid": uuid4(),
            "isSidechain": False,
            "type": "user",
            "message": {
                "role": "user",
                "content": f"the staging mongo is mongodb://admin:{_v}@mongo-stg.corp.internal:27017 — can you check why the orders collection is empty?",
            },
            "uuid": uuid4(),
            "timestamp": "2026-12-05T02:41:17.311Z",
        }
    ),
    _v,
)
_v = r(44, ALNUM)
add(
    "trace/aider-chat-history-run",
    "#### /run export PARCELHUB_TOKEN={0} && npm run sync\n\n> Add the output to the chat? (Y)es/(n)o [Yes]: y\n\nsync: 42 parcels updated",
    _v,
)
_v = r(6, LOWER) + "&" + r(4, UPPER) + "<" + r(5, DIGITS)
addt(
    "trace/go-json-u0026-password",
    '{"level":"debug","msg":"loaded config","smtp":{"host":"smtp.corp.example","port":587,"user":"alerts","password":"'
    + _v.replace("&", "\\u0026").replace("<", "\\u003c")
    + '"}}',
    _v.replace("&", "\\u0026").replace("<", "\\u003c"),
)
_v = r(40, ALNUM)
addt(
    "trace/responses-function-call-output",
    json.dumps(
        {
            "type": "function_call_output",
            "call_id": callid(),
            "output": json.dumps(
                {"access_token": _v, "token_type": "bearer", "expires_in": 3600, "scope": "orders:read"}
            ),
        }
    ),
    _v,
)
_v = pw()
addt(
    "trace/tool-result-grep-json",
    json.dumps(
        {
            "tool": "grep",
            "output": f"src/mail.py:14:SMTP_PASSWORD = '{_v}'\nsrc/mail.py:15:SMTP_PORT = 587\ntests/test_mail.py:3:from src.mail import SMTP_PORT\n",
            "exit_code": 0,
        }
    ),
    _v,
)
_v = spw()
addt(
    "cli/tool-call-kubectl-exec-mysql-pwd",
    json.dumps(
        {
            "name": "shell",
            "arguments": {
                "command": [
                    "kubectl", "exec", "-n", "data", "mysql-0", "--", "env",
                    f"MYSQL_PWD={_v}", "mysql", "-uroot", "-e", "SHOW PROCESSLIST",
                ]
            },
        }
    ),
    _v,
)
_v = r(36, ALNUM)
addt(
    "trace/tool-write-yaml-escaped",
    json.dumps(
        {
            "name": "create_file",
            "input": {
                "path": "k8s/overlays/prod/relay-secret.yaml",
                "content": f'apiVersion: v1\nkind: Secret\nmetadata:\n  name: relay\nstringData:\n  RELAY_TOKEN: "{_v}"\n',
            },
        }
    ),
    _v,
)
_v = r(32, ALNUM)
addt(
    "trace/tool-result-http-crlf",
    json.dumps(
        {
            "type": "tool_result",
            "content": f"HTTP/1.1 201 Created\r\nContent-Type: application/json\r\n\r\n{{\"id\": 88, \"name\": \"ci\", \"api_key\": \"{_v}\"}}",
        }
    ),
    _v,
)
_v = pw()
addt(
    "trace/json-in-json-in-json",
    json.dumps({"event": "tool_call", "payload": json.dumps({"arguments": json.dumps({"env": {"PGPASSWORD": _v}})})}),
    _v,
)
_v = r(40, URLSAFE)
addt(
    "trace/vscode-copilot-terminal-json",
    json.dumps(
        {
            "kind": "terminalCommand",
            "commandLine": f"export HOOKDECK_CLI_KEY={_v}; hookdeck listen 3000 shop",
            "exitCode": 0,
        }
    ),
    _v,
)
_v = pw()
add(
    "private/inside-json-tool-argument",
    '{"name": "save_memory", "arguments": "{\\"text\\": \\"remember: <private>vault pin {0}</private> then restart\\"}"}',
    _v,
)

# === diffs, commits, merges ===============================================================
_v = r(40, ALNUM)
add(
    "other/git-show-rotate-commit",
    "$ git show 4c1e2b7\ncommit 4c1e2b7d9a0f3e8c6b5a4d3e2f1a0b9c8d7e6f5a\nAuthor: Mara Lind <mara@corp.example>\nDate:   Thu Dec 4 17:02:11 2026 +0100\n\n    rotate pricing-api key to {0}\n\ndiff --git a/deploy/pricing.env b/deploy/pricing.env\nindex 91ab3c0..7fe21d4 100644",
    _v,
)
_v = r(36, ALNUM)
addt(
    "other/git-stash-show-p",
    "$ git stash show -p stash@{0}\ndiff --git a/scripts/seed.sh b/scripts/seed.sh\nindex 0c3f9a1..d41e882 100755\n--- a/scripts/seed.sh\n+++ b/scripts/seed.sh\n@@ -2,3 +2,4 @@ set -euo pipefail\n cd \"$(dirname \"$0\")/..\"\n+export FIXTURE_API_TOKEN=TOKVAL\n python -m app.seed --env dev".replace("TOKVAL", _v),
    _v,
)
_v = r(44, URLSAFE)
add(
    "other/merge-conflict-ours",
    "<<<<<<< HEAD\nPAYOUTS_SIGNING_SECRET={0}\n=======\nPAYOUTS_SIGNING_SECRET=${PAYOUTS_SIGNING_SECRET}\n>>>>>>> feature/env-refs",
    _v,
)
_v = pw()
add(
    "other/merge-conflict-yaml-theirs",
    "  datasource:\n<<<<<<< ours\n    password: ${DB_PASSWORD}\n||||||| base\n    password: changeme\n=======\n    password: '{0}'\n>>>>>>> theirs",
    _v,
)
_v = spw()
add(
    "other/git-word-diff",
    "$ git diff --word-diff config/database.ini\n@@ -4,3 +4,3 @@ host = db.corp.internal\nuser = billing\npassword = [-changeme-]{+{0}+}\nport = 5432",
    _v,
)
_v = r(32, HEX)
add(
    "other/git-diff-cc-combined",
    "diff --cc config/app.json\nindex 3a4b5c6,7d8e9f0..0000000\n--- a/config/app.json\n+++ b/config/app.json\n@@@ -3,7 -3,7 +3,7 @@@\n    \"region\": \"eu-west-1\",\n- \"apiSecret\": \"${API_SECRET}\",\n ++  \"apiSecret\": \"{0}\",\n    \"timeout\": 30",
    _v,
)
_v = pw()
add(
    "other/diff-hunk-header-context",
    "diff --git a/infra/prod.tfvars b/infra/prod.tfvars\n--- a/infra/prod.tfvars\n+++ b/infra/prod.tfvars\n@@ -7,6 +7,7 @@ admin_password = \"{0}\"\n instance_type = \"m7g.large\"\n+multi_az      = true\n backup_window = \"03:00-04:00\"",
    _v,
)
_v = r(40, ALNUM)
add(
    "other/format-patch-mail",
    "From 9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b Mon Sep 17 00:00:00 2001\nFrom: Ivo Petrov <ivo@corp.example>\nDate: Fri, 5 Dec 2026 09:12:40 +0100\nSubject: [PATCH 2/3] ci: add nightly export\n\n---\n .ci/nightly.sh | 1 +\n\ndiff --git a/.ci/nightly.sh b/.ci/nightly.sh\n@@ -1,2 +1,3 @@\n #!/bin/sh\n+curl -fsS -X POST -H 'X-Export-Token: {0}' https://exports.corp.example/run",
    _v,
)
_v = pw()
add(
    "other/svn-diff-ini",
    "Index: conf/ldap.ini\n===================================================================\n--- conf/ldap.ini\t(revision 4812)\n+++ conf/ldap.ini\t(working copy)\n@@ -2,4 +2,4 @@\n bind_dn = cn=svc-wiki,ou=svc,dc=corp,dc=example\n-bind_pw =\n+bind_pw = {0}\n base = dc=corp,dc=example",
    _v,
)
_v = spw()
add(
    "other/diff-side-by-side",
    "$ diff -y --width=90 old/worker.conf new/worker.conf\nqueue = orders                               queue = orders\nbroker_user = worker                         broker_user = worker\nbroker_pass =                              | broker_pass = {0}\nprefetch = 4                                 prefetch = 4",
    _v,
)
_v = pw()
add(
    "other/git-blame-line",
    "$ git blame -L 12,14 app/notify.py\n^3e1f0a9 (Tomas Berg 2026-10-02 11:04:51 +0200 12) SMS_USER = \"notify\"\n7b2c4d19 (Tomas Berg 2026-11-28 16:40:03 +0100 13) SMS_PASS = \"{0}\"\n7b2c4d19 (Tomas Berg 2026-11-28 16:40:03 +0100 14) SMS_FROM = \"CORP\"",
    _v,
)
_v = r(48, ALNUM)
add(
    "other/git-grep-rev-list",
    "$ git grep -n SIGNING_KEY $(git rev-list --all -- config/) -- config/\n5d3a9e1c2b7f:config/prod.env:9:SIGNING_KEY={0}\na17c0e4f9d2b:config/prod.env:9:SIGNING_KEY=${SIGNING_KEY}",
    _v,
)
_v = r(32, ALNUM)
add(
    "other/git-log-oneline-subject",
    "$ git log --oneline -5\n8f2e1d0 (HEAD -> main) docs: fix typo\n2c9b7a4 chore: temporary fallback key {0} for the geo API\n71e0d3b feat: geo lookup\n0a4f6c2 ci: cache pnpm store",
    _v,
)
_v = pw()
add(
    "other/pr-review-suggestion",
    "**reviewer** commented on `docker-compose.override.yml` line 18:\n```suggestion\n      - RABBITMQ_DEFAULT_PASS={0}\n```\n> use the same one as staging so the consumers connect",
    _v,
)
_v = r(40, HEX)
add(
    "other/git-log-p-revert",
    "$ git log -p -1 -- .npmrc\ncommit 0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c\n\n    Revert \"remove token from .npmrc\"\n\ndiff --git a/.npmrc b/.npmrc\n@@ -1 +1,2 @@\n registry=https://npm.corp.example/\n+//npm.corp.example/:_authToken={0}",
    _v,
)
_b1 = b64(48)
_b2 = b64(48)
add(
    "keymat/diff-added-ec-key-body",
    "+++ b/certs/signer.key\n@@ -0,0 +1,5 @@\n+-----BEGIN EC PRIVATE KEY-----\n+{0}\n+{1}\n+-----END EC PRIVATE KEY-----",
    _b1,
    _b2,
)

# === logs =====================================================================================
_v = b64s("ingest:" + spw())
add(
    "trace/logfmt-quoted-authorization",
    'ts=2026-12-05T02:11:09.412Z level=debug caller=forwarder.go:131 msg="forwarding batch" upstream=https://ingest.metrik.io authorization="Basic {0}" batch_size=500',
    _v,
)
_v = r(40, ALNUM)
add(
    "header/pino-request-headers",
    '{"level":30,"time":1764901862114,"pid":4127,"hostname":"api-7c9d","req":{"id":118,"method":"POST","url":"/v1/ingest","headers":{"host":"api.corp.example","x-ingest-key":"{0}","content-type":"application/json"}},"msg":"incoming request"}',
    _v,
)
_v = r(64, URLSAFE)
add(
    "trace/zap-refresh-token",
    '{"level":"debug","ts":1764901901.2231,"caller":"oauth/refresh.go:88","msg":"token refreshed","client":"crm-sync","refresh_token":"{0}","expires_in":86400}',
    _v,
)
_v = pw()
add(
    "trace/structlog-console-kv",
    "2026-12-05 02:14:55 [debug    ] smtp_login                     host=smtp.corp.example password='{0}' port=587 user=alerts@corp.example",
    _v,
)
_v = spw()
add(
    "trace/bunyan-auth-object",
    '{"name":"mailer","hostname":"worker-2","pid":911,"level":20,"transport":{"host":"mail.corp.example","auth":{"user":"noreply","pass":"{0}"}},"msg":"creating transport","time":"2026-12-05T02:16:01.003Z","v":0}',
    _v,
)
_v = pw()
add(
    "trace/syslog-rfc5424-bind",
    "<134>1 2026-12-05T02:17:44.120Z wiki01 confluence 2231 LDAP - Connecting to ldaps://dc01.corp.example:636 as cn=svc-wiki,ou=svc,dc=corp,dc=example with bind password {0}",
    _v,
)
_v = r(50, ALNUM + "!@#%^*(-_=+)")
add(
    "trace/journalctl-settings-dump",
    "Dec 05 02:18:02 web01 gunicorn[2231]: [2026-12-05 02:18:02 +0000] [2231] [DEBUG] settings: DEBUG=False ALLOWED_HOSTS=['shop.corp.example'] SECRET_KEY='{0}'",
    _v,
)
_v = r(43, URLSAFE)
add(
    "query/nginx-referer-reset-token",
    '203.0.113.45 - - [05/Dec/2026:02:19:11 +0000] "GET /static/js/app.4f1c2e.js HTTP/2.0" 200 81234 "https://accounts.corp.example/password/reset?email=ana%40corp.example&token={0}" "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"',
    _v,
)
_v = spw()
add(
    "query/apache-log-passwd-param",
    '10.0.8.14 - - [05/Dec/2026:02:20:33 +0100] "GET /cgi-bin/export.pl?user=etl&passwd={0}&fmt=csv HTTP/1.1" 200 55120 "-" "Wget/1.21.4"',
    _v,
)
_v = r(40, ALNUM)
add(
    "query/nginx-error-upstream-client-secret",
    '2026/12/05 02:21:40 [error] 31#31: *4417 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.0.2.9, server: sso.corp.example, request: "POST /oauth2/callback HTTP/1.1", upstream: "http://10.0.5.3:4180/oauth2/token?client_id=portal&client_secret={0}", host: "sso.corp.example"',
    _v,
)
_v = pw()
add(
    "trace/zsh-xtrace",
    "+deploy.zsh:17> export REGISTRY_USER=ci-pusher\n+deploy.zsh:18> export REGISTRY_PASSWORD='{0}'\n+deploy.zsh:19> buildah login -u ci-pusher --password-stdin registry.corp.example",
    _v,
)
_v = spw()
add(
    "trace/ps4-xtrace-mysql",
    "+(backup.sh:42): main(): mysqldump -h db01 -u backup -p{0} --single-transaction shop\n+(backup.sh:43): main(): gzip -9",
    _v,
)
_v = b64s("ci-reader:" + pw())
add(
    "header/curl-v-basic-unknown-service",
    "* Connected to artifacts.corp.example (10.0.7.3) port 443\n* Server auth using Basic with user 'ci-reader'\n> GET /api/storage/libs-release/ HTTP/1.1\n> Host: artifacts.corp.example\n> Authorization: Basic {0}\n> User-Agent: curl/8.11.0\n>\n< HTTP/1.1 200 OK",
    _v,
)
_v = r(48, ALNUM)
add(
    "trace/raw-http-response-body-key",
    "HTTP/1.1 201 Created\nDate: Fri, 05 Dec 2026 02:23:10 GMT\nContent-Type: application/json\nContent-Length: 142\n\n{\"id\":\"key_8812\",\"name\":\"ci-deployer\",\"secret\":\"{0}\",\"created_at\":\"2026-12-05T02:23:10Z\"}",
    _v,
)
_v = r(40, URLSAFE)
add(
    "trace/raw-http-request-client-credentials",
    "POST /oauth/token HTTP/1.1\nHost: auth.fleetwise.io\nContent-Type: application/x-www-form-urlencoded\nContent-Length: 118\n\ngrant_type=client_credentials&client_id=routing-svc&client_secret={0}&scope=fleet.read",
    _v,
)
_v = r(32, ALNUM)
add(
    "trace/ltrace-getenv",
    '$ ltrace -e getenv ./reportd\nreportd->getenv("REPORTD_LICENSE") = "{0}"\nreportd->getenv("REPORTD_LOG") = nil\n+++ exited (status 0) +++',
    _v,
)
_v = spw()
add(
    "trace/ltrace-strcmp",
    'admin-cli->strcmp("test", "{0}") = -1\nadmin-cli->puts("access denied") = 14',
    _v,
)
_v = pw()
add(
    "trace/strace-execve-envp",
    'execve("/usr/bin/psql", ["psql", "-h", "db01", "-U", "etl", "warehouse"], ["HOME=/var/lib/etl", "PGPASSWORD={0}", "LANG=C.UTF-8"]) = 0',
    _v,
)
_v = r(40, ALNUM + "/+")
add(
    "trace/strace-read-credentials",
    'openat(AT_FDCWD, "/home/etl/.aws/credentials", O_RDONLY) = 3\nread(3, "[default]\\naws_access_key_id = AKIA' + r(16, UPPER_NUM) + '\\naws_secret_access_key = {0}\\n", 4096) = 116',
    _v,
)
_u = "alerts@corp.example"
_p = pw()
_v = b64s(_p)
add(
    "trace/wireshark-follow-smtp-auth-login",
    "===================================================================\nFollow: tcp,ascii\nFilter: tcp.stream eq 3\nNode 0: 10.0.4.21:51220\nNode 1: 10.0.4.5:587\n220 mail.corp.example ESMTP Postfix\nEHLO app01\n250-AUTH LOGIN PLAIN\nAUTH LOGIN\n334 VXNlcm5hbWU6\n" + b64s(_u) + "\n334 UGFzc3dvcmQ6\n{0}\n235 2.7.0 Authentication successful",
    _v,
)
_v = r(32, HEX)
add(
    "query/ngrep-apikey-param",
    "T 10.0.3.15:40112 -> 10.0.3.40:80 [AP] #12\n  GET /api/v2/metrics?apikey={0}&host=web01 HTTP/1.1..Host: 10.0.3.40..User-Agent: collectd/5.12..Accept: */*....",
    _v,
)
_v = spw()
add(
    "trace/tcpdump-A-pop3",
    "02:25:41.900113 IP 10.0.9.4.50544 > 10.0.9.2.110: Flags [P.], seq 11:30, ack 43, win 502, length 19\nE..G..@.@.......\nUSER helpdesk\n02:25:41.901320 IP 10.0.9.4.50544 > 10.0.9.2.110: Flags [P.], seq 30:47, ack 60, win 502, length 17\nE..E..@.@.......\nPASS {0}",
    _v,
)
_v1 = r(26, ALNUM)
_v2 = r(26, ALNUM)
add(
    "split/docker-json-file-partial",
    '{"log":"worker booted with config {\\"queue\\":\\"orders\\",\\"broker_token\\":\\"{0}","stream":"stdout","time":"2026-12-05T02:26:11.120Z"}\n{"log":"{1}\\"}\\n","stream":"stdout","time":"2026-12-05T02:26:11.120Z"}',
    _v1,
    _v2,
)
_v = r(36, ALNUM)
add(
    "trace/buildkit-run-npmrc",
    '#9 [build 4/9] RUN echo "//npm.corp.example/:_authToken={0}" > .npmrc && npm ci\n#9 2.114 added 812 packages in 18s\n#9 DONE 21.4s',
    _v,
)
_v = r(40, ALNUM)
add(
    "trace/docker-build-classic-arg",
    "Step 5/11 : ARG SENTRYCLI_AUTH={0}\n ---> Running in 4f2a9c1b7d3e\nRemoving intermediate container 4f2a9c1b7d3e\n ---> 9e8d7c6b5a41\nStep 6/11 : RUN sentry-cli releases new \"$VERSION\"",
    _v,
)
_v = r(40, ALNUM)
add(
    "trace/terraform-plan-lambda-env",
    '  # aws_lambda_function.sync will be created\n  + resource "aws_lambda_function" "sync" {\n      + function_name = "crm-sync"\n      + environment {\n          + variables = {\n              + "CRM_API_TOKEN" = "{0}"\n              + "LOG_LEVEL"     = "info"\n            }\n        }',
    _v,
)
_v = pw()
add(
    "trace/ansible-debug-var",
    'TASK [debug] *******************************************************************\nok: [db01] => {\n    "pg_replication_password": "{0}"\n}',
    _v,
)
_v = r(40, ALNUM)
addt(
    "trace/gha-log-derived-unmasked",
    "2026-12-05T02:28:10.4418201Z ##[group]Run ./scripts/deploy.sh\n2026-12-05T02:28:10.4419032Z ./scripts/deploy.sh\n2026-12-05T02:28:10.4427211Z shell: /usr/bin/bash -e {0}\n2026-12-05T02:28:10.4427530Z ##[endgroup]\n2026-12-05T02:28:11.0021345Z decoded deploy key: "
    + _v
    + "\n2026-12-05T02:28:11.9013300Z Deploy started",
    _v,
)
_v = "glpat-" + r(20, URLSAFE)
add(
    "trace/gitlab-job-log-private-token",
    "Running with gitlab-runner 17.6.0 (3d0c1d8f)\n  on corp-docker-01 xKq2Pz1F, system ID: s_4e1c9a2b7f30\n$ curl --fail --header \"PRIVATE-TOKEN: {0}\" \"$CI_API_V4_URL/projects/42/releases\"\n  % Total    % Received",
    _v,
)
_v = spw()
add(
    "trace/jenkins-console-az-acr",
    "[Pipeline] { (Push)\n[Pipeline] sh\n+ az acr login --name corpacr --username corpacr --password {0}\nLogin Succeeded\n[Pipeline] }",
    _v,
)
_v = r(40, ALNUM)
add(
    "trace/unittest-assert-diff",
    "FAIL: test_auth_header (tests.test_client.ClientTest.test_auth_header)\n----------------------------------------------------------------------\nTraceback (most recent call last):\n  File \"tests/test_client.py\", line 27, in test_auth_header\n    self.assertEqual(req.headers[\"Authorization\"], \"Bearer None\")\nAssertionError: 'Bearer {0}' != 'Bearer None'\n- Bearer {0}\n+ Bearer None",
    _v,
)
_v = r(36, ALNUM)
add(
    "trace/rspec-expected-got",
    "  1) Courier::Client sends the api key\n     Failure/Error: expect(request.headers['X-Courier-Key']).to eq(nil)\n\n       expected: nil\n            got: \"{0}\"\n\n     # ./spec/courier/client_spec.rb:31:in `block (2 levels) in <top (required)>'",
    _v,
)
_v = r(40, ALNUM)
add(
    "trace/go-test-failure",
    "--- FAIL: TestSignedRequest (0.00s)\n    client_test.go:42: got header \"X-Signing-Secret: {0}\", want no secret header\nFAIL\nFAIL\tgithub.com/corp/payclient\t0.014s",
    _v,
)
_v = r(36, ALNUM)
add(
    "trace/jest-snapshot-file",
    "// Jest Snapshot v1, https://goo.gl/fbAQLP\n\nexports[`buildHeaders adds the partner key 1`] = `\n{\n  \"Accept\": \"application/json\",\n  \"X-Partner-Key\": \"{0}\",\n}\n`;",
    _v,
)
_v = r(32, LOWER_NUM)
addt(
    "trace/sentry-event-request-cookies",
    json.dumps(
        {
            "event_id": r(32, HEX),
            "level": "error",
            "request": {
                "url": "https://shop.corp.example/checkout",
                "method": "POST",
                "headers": [["Host", "shop.corp.example"], ["Cookie", f"csrftoken={r(32, ALNUM)}; sessionid={_v}"]],
            },
            "exception": {"values": [{"type": "KeyError", "value": "'cart'"}]},
        },
        indent=2,
    ),
    _v,
)
_v = r(40, ALNUM)
addt(
    "trace/rollbar-item-headers",
    json.dumps(
        {
            "access_token": "POST_SERVER_ITEM_TOKEN_FROM_ENV",
            "data": {
                "environment": "production",
                "body": {"message": {"body": "upstream 401 from fulfilment"}},
                "request": {"url": "https://api.corp.example/v1/ship", "headers": {"X-Fulfil-Key": _v, "User-Agent": "okhttp/4.12.0"}},
            },
        }
    ),
    _v,
)
_v = pw()
add(
    "trace/hs-err-pid-environment",
    "---------------  S Y S T E M  ---------------\n\nOS:\nUbuntu 24.04.1 LTS\n\nEnvironment Variables:\nJAVA_HOME=/usr/lib/jvm/temurin-21\nPATH=/usr/local/bin:/usr/bin:/bin\nKEYCLOAK_ADMIN_PASSWORD={0}\nSHELL=/bin/bash",
    _v,
)
_v = r(48, ALNUM)
add(
    "trace/node-diagnostic-report-env",
    '  "environmentVariables": {\n    "NODE_ENV": "production",\n    "PORT": "8080",\n    "SESSION_SIGNING_KEY": "{0}",\n    "TZ": "UTC"\n  },\n  "userLimits": {',
    _v,
)
_v = r(40, ALNUM)
add(
    "trace/ansi-colored-env-print",
    "\x1b[1;36mAPP_NAME\x1b[0m=\x1b[33mledger-sync\x1b[0m\n\x1b[1;36mLEDGER_API_KEY\x1b[0m=\x1b[33m{0}\x1b[0m\n\x1b[1;36mLEDGER_REGION\x1b[0m=\x1b[33meu\x1b[0m",
    _v,
)

# === terminal tables and listings ===========================================================
_v = r(40, ALNUM)
add(
    "other/mysql-boxed-row",
    "mysql> SELECT id, owner, token, expires_at FROM api_tokens WHERE owner = 'ci';\n+----+-------+------------------------------------------+---------------------+\n| id | owner | token                                    | expires_at          |\n+----+-------+------------------------------------------+---------------------+\n|  7 | ci    | {0} | 2027-01-01 00:00:00 |\n+----+-------+------------------------------------------+---------------------+\n1 row in set (0.00 sec)",
    _v,
)
_v = r(32, HEX)
add(
    "other/sqlite3-list-mode",
    '$ sqlite3 instance/app.db "select id, name, secret from oauth_clients"\n1|portal|{0}\n2|mobile|',
    _v,
)
_v = r(24, ALNUM)
add(
    "sql/pg-dump-copy-block",
    "COPY public.webhook_endpoints (id, url, signing_secret, created_at) FROM stdin;\n1\thttps://hooks.partner.example/in\t{0}\t2026-11-30 10:11:12+00\n\\.",
    _v,
)
_v = r(40, ALNUM)
add(
    "sql/mysqldump-extended-insert",
    "--\n-- Dumping data for table `integrations`\n--\n\nLOCK TABLES `integrations` WRITE;\nINSERT INTO `integrations` VALUES (1,'slackish','https://slackish.example/api','{0}','2026-11-02 09:00:00'),(2,'mailer','https://mail.corp.example',NULL,'2026-11-03 10:00:00');\nUNLOCK TABLES;",
    _v,
)
_v = pw()
add(
    "sql/mongosh-find-document",
    "shop> db.service_accounts.find({ name: 'exporter' })\n[\n  {\n    _id: ObjectId('674f1c2a9b3e4d5f6a7b8c9d'),\n    name: 'exporter',\n    password: '{0}',\n    roles: [ 'read' ]\n  }\n]",
    _v,
)
_v = pw()
add(
    "other/kubectl-describe-configmap",
    "$ kubectl describe configmap app-config -n shop\nName:         app-config\nNamespace:    shop\n\nData\n====\nSMTP_HOST:\n----\nsmtp.corp.example\nSMTP_PASSWORD:\n----\n{0}\n\nBinaryData\n====\n\nEvents:  <none>",
    _v,
)
_v = r(40, ALNUM)
add(
    "other/env-sort-listing",
    "$ env | sort\nHOME=/home/dev\nHOSTNAME=devbox\nLANG=en_US.UTF-8\nNVM_DIR=/home/dev/.nvm\nPATH=/home/dev/.local/bin:/usr/bin\nPLANETSCALE_SERVICE_TOKEN={0}\nPWD=/home/dev/src/shop\nSHELL=/bin/zsh",
    _v,
)
_v = r(36, ALNUM)
add(
    "other/history-grep-export",
    "$ history | grep -i export\n  311  export GEOCODER_KEY={0}\n  402  export NODE_OPTIONS=--max-old-space-size=4096\n  517  history | grep -i export",
    _v,
)
_v = r(44, URLSAFE)
add(
    "other/ps-auxe-environment",
    "$ ps auxe | grep [n]ode\napp   3120  1.2  2.1 1204332 171220 ?  Ssl  02:01   0:09 node dist/server.js NODE_ENV=production PORT=3000 SESSION_SECRET={0} HOME=/home/app",
    _v,
)
_v = pw()
addt(
    "other/proc-environ-raw-nul",
    "$ cat /proc/4123/environ\nPATH=/usr/local/bin:/usr/bin\x00HOSTNAME=queue-7f4c\x00AMQP_PASSWORD=" + _v + "\x00HOME=/root\x00",
    _v,
)
_v = r(40, ALNUM)
addt(
    "other/proc-environ-python-bytes",
    ">>> open('/proc/4123/environ','rb').read()\nb'PATH=/usr/local/bin:/usr/bin\\x00LANG=C.UTF-8\\x00TILEHOST_TOKEN=" + _v + "\\x00HOME=/root\\x00'",
    _v,
)
_v = r(40, ALNUM)
add(
    "other/docker-ps-no-trunc",
    '$ docker ps --no-trunc --format "table {{.Names}}\\t{{.Command}}"\nNAMES        COMMAND\nrelay        "/usr/local/bin/relay --listen :8080 --api-key={0}"\nredis        "docker-entrypoint.sh redis-server"',
    _v,
)
_v = pw()
add(
    "other/systemctl-status-cgroup",
    "● reportd.service - Report daemon\n     Loaded: loaded (/etc/systemd/system/reportd.service; enabled; preset: enabled)\n     Active: active (running) since Fri 2026-12-05 01:58:02 UTC; 30min ago\n   Main PID: 2231 (reportd)\n     CGroup: /system.slice/reportd.service\n             └─2231 /opt/reportd/bin/reportd --db-user report --db-pass {0}",
    _v,
)
_v = spw()
add(
    "other/pstree-a-jvm",
    "$ pstree -a 1801\njava -Xmx2g -Dspring.datasource.username=orders -Dspring.datasource.password={0} -jar /opt/orders/app.jar\n  └─{java}",
    _v,
)
_v = r(48, URLSAFE)
add(
    "other/redis-cli-get-session",
    '127.0.0.1:6379> GET sess:9f2c1e\n"{\\"user_id\\":418,\\"oauth\\":{\\"provider\\":\\"gitlab\\",\\"access_token\\":\\"{0}\\"}}"',
    _v,
)
_v = r(40, ALNUM)
add(
    "other/psql-key-secret-column",
    " id |  name   | key_prefix |                key_secret                | revoked\n----+---------+------------+------------------------------------------+---------\n 12 | backups | bk_7f      | {0} | f\n(1 row)",
    _v,
)

# === encodings ===============================================================================
_v = r(40, ALNUM)
addt(
    "query/token-in-encoded-next",
    "https://login.corp.example/sso/logout?next="
    + urllib.parse.quote(f"https://reports.corp.example/export?format=csv&api_key={_v}", safe="")
    ,
    _v,
)
_v = r(36, URLSAFE)
addt(
    "query/redirect-uri-double-encoded-code",
    "GET /authorize/resume?redirect_uri="
    + urllib.parse.quote(urllib.parse.quote(f"https://app.corp.example/cb?access_token={_v}&state=9f1c", safe=""), safe="")
    + " HTTP/1.1",
    _v,
)
_p = r(4, LOWER) + "@" + r(4, DIGITS) + "/" + r(4, UPPER) + "#" + r(3, LOWER)
_v = urllib.parse.quote(_p, safe="")
add(
    "url/percent-encoded-password-pg",
    'DATABASE_URL="postgresql://billing:{0}@pg-main.corp.internal:5432/billing?sslmode=require"',
    _v,
)
_p = r(5, LOWER) + "%" + r(3, DIGITS) + ":" + r(4, UPPER)
_v = urllib.parse.quote(_p, safe="")
add(
    "url/percent-encoded-password-amqp-log",
    "[2026-12-05 02:31:05] kombu.connection INFO Connected to amqp://worker:{0}@mq.corp.internal:5672/orders",
    _v,
)
_v = b64s("svc-backup:" + pw())
add(
    "header/basic-unknown-service-request",
    "GET /remote.php/dav/files/svc-backup/ HTTP/1.1\nHost: files.corp.example\nAuthorization: Basic {0}\nDepth: 1",
    _v,
)
_p = spw()
_v = _p.encode().hex()
add(
    "other/xxd-plain-hex",
    "$ printf %s \"$VAULT_BOOTSTRAP_PASS\" | xxd -p\n{0}",
    _v,
)
_v = b64s(json.dumps({"apiKey": r(40, ALNUM), "region": "eu"}))
add(
    "other/data-uri-json-config",
    '<script src="/boot.js" data-config="data:application/json;base64,{0}"></script>',
    _v,
)
_p = r(4, LOWER) + "=" + r(4, UPPER) + r(3, DIGITS) + "=" + r(2, LOWER)
_v = _p.replace("=", "=3D")
add(
    "other/quoted-printable-equals",
    "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\nHi Sam,\n\nthe new VPN password is {0} =E2=80=94 it expires on Friday.\n\nCheers,\nOps",
    _v,
)
_v1 = r(30, ALNUM)
_v2 = r(18, ALNUM)
add(
    "split/quoted-printable-soft-break",
    "Content-Transfer-Encoding: quoted-printable\n\nYour personal access token for the build farm is: =\n{0}=\n{1}\nPlease keep it safe.",
    _v1,
    _v2,
)
_v = r(40, ALNUM)
add(
    "other/html-escaped-data-attribute",
    '<div id="chat-widget" data-settings="{&quot;org&quot;:&quot;corp&quot;,&quot;secretKey&quot;:&quot;{0}&quot;,&quot;theme&quot;:&quot;dark&quot;}"></div>',
    _v,
)
_p = r(4, LOWER) + "&" + r(4, DIGITS) + r(3, UPPER)
_v = _p.replace("&", "&amp;")
add(
    "config/xml-amp-escaped-password",
    '<dataSource name="erp">\n  <url>jdbc:db2://erp01:50000/ERP</url>\n  <user>reporting</user>\n  <password>{0}</password>\n</dataSource>',
    _v,
)
_v = r(36, ALNUM)
add(
    "other/form-encoded-body-log",
    "DEBUG http.client: send: b'POST /api/login HTTP/1.1\\r\\nHost: portal.vendor.example\\r\\nContent-Type: application/x-www-form-urlencoded\\r\\n\\r\\nusername=ops%40corp.example&password={0}&remember=1'",
    _v,
)
_v = r(40, ALNUM)
add(
    "other/html-escaped-pre-block",
    "<pre><code>export PUSHGATE_TOKEN=&quot;{0}&quot;\n./publish.sh --channel stable</code></pre>",
    _v,
)
_v = r(32, ALNUM)
add(
    "other/json-escaped-slash-url",
    '{"webhook":"https:\\/\\/hooks.corp.example\\/services\\/T000\\/B000\\/{0}","channel":"#deploys"}',
    _v,
)

# === documents, mail, chat pastes ============================================================
_v = r(40, ALNUM)
add(
    "other/csv-export-token-column",
    "id,email,display_name,api_token,created_at\n101,ana@corp.example,Ana,{0},2026-11-30T10:01:00Z\n102,ben@corp.example,Ben,,2026-12-01T08:44:12Z",
    _v,
)
_v = pw()
add(
    "other/jira-wiki-table",
    "h3. Access for the load test\n||Env||Host||User||Password||\n|perf|perf-db.corp.internal|k6|{0}|\n\nPlease tear down after Friday.",
    _v,
)
_v = r(40, ALNUM)
add(
    "other/markdown-github-alert",
    "> [!WARNING]\n> Temporary key for the sandbox until IT issues ours: `{0}`\n> It stops working on 2026-12-12.",
    _v,
)
_v1 = r(22, ALNUM)
_v2 = r(22, ALNUM)
add(
    "split/markdown-80-column-wrap",
    "For the demo tomorrow use the shared sandbox account. The API key is\n{0}\n{1} and the base URL is https://sandbox.tidepool.example/v3.",
    _v1,
    _v2,
)
_v = pw()
add(
    "other/email-headers-prod-creds",
    "From: Karin Vos <karin@corp.example>\nTo: dev-oncall@corp.example\nSubject: prod creds for the migration\nDate: Fri, 5 Dec 2026 01:12:09 +0100\nMessage-ID: <" + r(16, HEX) + "@corp.example>\n\nHi all, here are the prod creds for tonight: user migrator / {0}\nDelete this mail afterwards.",
    _v,
)
_v = spw()
add(
    "other/email-forwarded-quote",
    "---------- Forwarded message ---------\nFrom: IT Service Desk <it@corp.example>\nSubject: Your new account\n\n> > Username: jdoe\n> > Temporary password: {0}\n> > You must change it at first login.",
    _v,
)
_v = r(40, ALNUM)
add(
    "other/slack-copy-paste",
    "Dana Iqbal  10:42 AM\nhere's the staging key for the maps API\n{0}\nDana Iqbal  10:43 AM\ndon't commit it pls :pray:",
    _v,
)
_v = r(32, UPPER_NUM)
add(
    "other/ocr-screenshot-api-keys",
    "[image: screenshot.png — text extracted]\nAPI Keys  Webhooks  Usage\nName         Key                                 Created\nproduction   {0}    Nov 30, 2026   [Copy] [Revoke]",
    _v,
)
_v = r(40, ALNUM)
addt(
    "other/ipynb-stream-output",
    json.dumps(
        {
            "cell_type": "code",
            "execution_count": 5,
            "outputs": [
                {"name": "stdout", "output_type": "stream", "text": ["connected to vectorbase\n", f"using key {_v}\n"]}
            ],
            "source": ["client = vb.connect()\n", "print('using key', client.key)"],
        },
        indent=1,
    ),
    _v,
)
_v = r(40, ALNUM)
addt(
    "other/ipynb-execute-result-environ",
    json.dumps(
        {
            "output_type": "execute_result",
            "execution_count": 2,
            "data": {"text/plain": [f"environ({{'HOME': '/home/jovyan', 'LABELSTUDIO_API_KEY': '{_v}', 'SHELL': '/bin/bash'}})"]},
            "metadata": {},
        }
    ),
    _v,
)
_v = r(40, ALNUM)
add(
    "config/asciidoc-attribute",
    ":toc: left\n:api-base: https://api.corp.example/v2\n:api-token: {0}\n\n== Quick start\nRun `curl -H \"Authorization: Bearer {api-token}\" {api-base}/ping`.",
    _v,
)
_v = pw()
add(
    "config/rst-field-list",
    "Staging database\n----------------\n\n:host: pg-stg.corp.internal\n:user: app\n:password: {0}\n:port: 5432",
    _v,
)
_v = spw()
add(
    "other/vcard-note",
    "BEGIN:VCARD\nVERSION:4.0\nFN:Office Router\nNOTE:admin login for 192.168.1.1 is admin / {0}\nEND:VCARD",
    _v,
)
_v = r(40, ALNUM)
add(
    "other/teams-copy-quote",
    "[Yesterday 16:05] Priya Nair\n    > the webhook signing secret for the partner portal\n    {0}\n[Yesterday 16:06] Lars Holm\n    thx 👍",
    _v,
)
_v = pw()
add(
    "other/confluence-export-table",
    "<table><tbody><tr><th>System</th><th>Login</th><th>Password</th></tr><tr><td>Grafana</td><td>admin</td><td>{0}</td></tr></tbody></table>",
    _v,
)
_v = seedwords(12)
add(
    "keymat/mnemonic-in-json-log",
    '{"level":"info","ts":"2026-12-05T02:33:19Z","msg":"wallet created","account":0,"mnemonic":"{0}","address":"0x' + r(40, HEX) + '"}',
    _v,
)
_l1 = b64(48)
_l2 = b64(48)
addt(
    "keymat/json-escaped-openssh-body",
    json.dumps(
        {
            "type": "tool_result",
            "content": "-----BEGIN OPENSSH PRIVATE KEY-----\n" + _l1 + "\n" + _l2 + "\n-----END OPENSSH PRIVATE KEY-----\n",
        }
    ),
    (_l1, _l2),
)
_v = r(64, HEX)
add(
    "keymat/hex-private-key-log",
    "2026-12-05 02:34:01 INFO  signer: loaded validator key from env, priv_hex={0} pub=0x" + r(66, HEX),
    _v,
)

# === prose in more languages ==================================================================
add("prose/marathi-password", "स्टेजिंग सर्व्हरचा पासवर्ड {0} आहे, कोणालाही सांगू नकोस.", pw())
add("prose/gujarati-api-key", "પેમેન્ટ ગેટવેની API કી {0} છે, તેને રિપોમાં ન મૂકતા.", r(36, ALNUM))
add("prose/punjabi-password", "ਡੇਟਾਬੇਸ ਦਾ ਪਾਸਵਰਡ {0} ਹੈ, ਕਿਸੇ ਨੂੰ ਨਾ ਦੱਸਣਾ।", pw())
add("prose/kannada-token", "ಸ್ಟೇಜಿಂಗ್ ಟೋಕನ್ {0} — ಇದನ್ನು ಯಾರಿಗೂ ಕಳುಹಿಸಬೇಡ.", r(40, ALNUM))
add("prose/malayalam-password", "സെർവറിന്റെ പാസ്‌വേഡ് {0} ആണ്, ആരോടും പറയരുത്.", pw())
add("prose/sinhala-muradaya", "ස්ටේජිං සර්වරයේ මුරපදය {0} යි, කාටවත් කියන්න එපා.", pw())
add("prose/burmese-password", "staging server ရဲ့ စကားဝှက်က {0} ပါ၊ ဘယ်သူ့ကိုမှ မပြောပါနဲ့။", pw())
add("prose/khmer-password", "ពាក្យសម្ងាត់របស់ម៉ាស៊ីនមេ staging គឺ {0} កុំប្រាប់អ្នកណា។", pw())
add("prose/amharic-password", "የዳታቤዙ የይለፍ ቃል {0} ነው፤ ለማንም አትንገር።", pw())
add("prose/yoruba-oro-asina", "Ọ̀rọ̀ aṣínà fún server staging ni {0}, má ṣe sọ fún ẹnikẹ́ni.", pw())
add("prose/zulu-iphasiwedi", "Iphasiwedi yeseva ye-staging ithi {0}, ungayitsheli muntu.", pw())
add("prose/irish-pasfhocal", "Seo an pasfhocal don fhreastalaí staging: {0} — ná roinn é le duine ar bith.", pw())
add("prose/galician-contrasinal", "O contrasinal do servidor de probas é {0}, non llo digas a ninguén.", pw())
add("prose/macedonian-lozinka", "Лозинката за тест серверот е {0}, не ја споделувај со никого.", pw())
add("prose/belarusian-parol", "Пароль ад тэставага сервера — {0}, нікому не кажы.", pw())
add("prose/maltese-password", "Il-password tas-server tat-test hija {0}, la tgħidha lil ħadd.", pw())
add("prose/luxembourgish-passwuert", "D'Passwuert fir den Test-Server ass {0}, sot et kengem.", pw())
add("prose/kyrgyz-syrsoz", "Тест серверинин сырсөзү {0}, эч кимге айтпа.", pw())
add("prose/pashto-patnum", "د ازموینې سرور پټنوم {0} دی، چا ته یې مه وایه.", pw())
add("prose/somali-furaha", "Furaha API-ga ee adeegga lacag-bixinta waa {0}, cidna ha u sheegin.", r(36, ALNUM))
add("prose/tajik-parol", "Пароли сервери санҷишӣ {0} аст, ба ҳеҷ кас нагӯ.", pw())
add("prose/javanese-sandhi", "Sandhi kanggo server staging yaiku {0}, aja dikandhakake sapa-sapa.", pw())
add("prose/agent-summary-echo", "Summary of this session: fixed the CORS bug, rotated the Mailpipe key (new value `{0}`), and bumped axios to 1.7.9.", r(40, ALNUM))
add("url/agent-prose-push-url", "I pushed with `git push https://ci-bot:{0}@git.corp.example/shop/api.git HEAD:main` since SSH was blocked.", r(40, ALNUM))

# === <private> as tools and users spell it ====================================================
add("private/fullwidth-brackets", "メモ：＜private＞{0}＜/private＞ あとで消す", "my bank PIN is " + r(4, DIGITS))
add("private/lt-only-escaped", "<p>note: &lt;private>{0}&lt;/private> then continue</p>", "home address " + r(2, DIGITS) + " Birch Lane")
add("private/es6-unicode-brace", 'console.log("\\u{3c}private\\u{3e}{0}\\u{3c}/private\\u{3e}")', "passport no " + r(9, UPPER_NUM))
add("private/entity-encoded-slash", "&#x3c;private&#x3e;{0}&#x3c;&#x2f;private&#x3e;", "therapy notes from Monday")
add("private/json-u003c-escaped-slash", '{"note": "\\u003cprivate\\u003e{0}\\u003c\\/private\\u003e"}', "salary offer " + r(3, DIGITS) + "k")
add("private/amp-escaped-decimal", "&amp;#60;private&amp;#62;{0}&amp;#60;/private&amp;#62;", "my sister's phone " + r(10, DIGITS))
add("private/js-hex-upper", "log('\\x3Cprivate\\x3E{0}\\x3C/private\\x3E')", "staging pw " + pw())
add("private/form-encoded-plus", "POST /api/memories\nContent-Type: application/x-www-form-urlencoded\n\nbody=%3Cprivate%3E{0}%3C/private%3E&tags=personal", "my+doctor+appointment+on+" + r(2, DIGITS) + "+Jan")
add("private/json-multiline-content", '{"text": "deploy notes\\n<private>\\n{0}\\n</private>\\nend"}', "root pw " + pw() + "\\nbackup pw " + pw())
add("private/ansi-dim-wrapped", "\x1b[2m<private>\x1b[0m{0}\x1b[2m</private>\x1b[0m", "recovery code " + r(10, UPPER_NUM))

# === more transcript shapes =====================================================================
_v = pw()
add(
    "trace/claude-code-bash-input-tag",
    "<bash-input>export NEONDB_PASSWORD='{0}' && npm run db:migrate</bash-input>\n<bash-stdout>> shop@1.4.0 db:migrate\n> drizzle-kit migrate\n[✓] migrations applied successfully!</bash-stdout><bash-stderr></bash-stderr>",
    _v,
)
_v = r(40, ALNUM)
add(
    "trace/system-reminder-file-snippet",
    "<system-reminder>\nNote: /home/dev/shop/.env was modified, either by the user or by a linter. Here are the relevant changes (shown with line numbers):\n     3→MAILPIPE_KEY={0}\n     4→MAILPIPE_FROM=noreply@corp.example\n</system-reminder>",
    _v,
)
_v = r(40, ALNUM)
addt(
    "trace/claude-tool-result-stdout-object",
    json.dumps(
        {
            "stdout": f"Creating service account... done\nGenerated token (shown once): {_v}\n",
            "stderr": "",
            "interrupted": False,
            "isImage": False,
        }
    ),
    _v,
)
_v = pw()
add(
    "url/mcp-stderr-postgres-uri",
    "2026-12-05T02:40:11.902Z [postgres] [info] Server started and connected successfully\n2026-12-05T02:40:11.905Z [postgres] [info] Message from server: connecting to postgresql://postgres:{0}@localhost:5432/shop",
    _v,
)
_v = r(40, ALNUM)
addt(
    "trace/har-postdata-text",
    json.dumps(
        {
            "request": {
                "method": "POST",
                "url": "https://api.routemap.example/v1/session",
                "postData": {"mimeType": "application/json", "text": json.dumps({"apiKey": _v, "client": "web"})},
            }
        },
        indent=2,
    ),
    _v,
)
_v = r(43, URLSAFE)
add(
    "query/uvicorn-ws-ticket",
    'INFO:     (\'10.0.2.14\', 51234) - "WebSocket /ws/notifications?ticket={0}" [accepted]\nINFO:     connection open',
    _v,
)
_v = r(40, ALNUM)
add(
    "header/django-500-meta-authorization",
    "META:\nCONTENT_TYPE = 'application/json'\nHTTP_AUTHORIZATION = 'Token {0}'\nHTTP_HOST = 'api.corp.example'\nREMOTE_ADDR = '10.0.2.9'",
    _v,
)
_v = pw()
add(
    "sql/pg-stat-activity-create-role",
    "shop=# SELECT pid, usename, left(query, 90) FROM pg_stat_activity WHERE state = 'active';\n  pid  | usename  |                                   left\n-------+----------+-----------------------------------------------------------------\n 48211 | postgres | CREATE ROLE metabase LOGIN PASSWORD '{0}';\n(1 row)",
    _v,
)
_v = pw()
add(
    "trace/powershell-transcript",
    "**********************\nPowerShell transcript start\nStart time: 20261205024411\nUsername: CORP\\build\n**********************\nPS C:\\build> $cred = New-Object PSCredential('CORP\\svc-deploy', (ConvertTo-SecureString '{0}' -AsPlainText -Force))\nPS C:\\build> Invoke-Command -ComputerName app01 -Credential $cred -ScriptBlock { Restart-Service W3SVC }",
    _v,
)
_v = spw()
add(
    "cli/make-echo-docker-login-p",
    "$ make push\ndocker login -u ci-pusher -p {0} registry.corp.example\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded\ndocker push registry.corp.example/shop/api:1.4.0",
    _v,
)
_v = r(40, ALNUM)
add(
    "url/condarc-token-path",
    "channels:\n  - https://conda.corp.example/t/{0}/ml-internal\n  - conda-forge\nchannel_priority: strict",
    _v,
)
_v = b64s("x-access-token:" + r(40, ALNUM))
add(
    "header/git-trace-curl-basic",
    "$ GIT_TRACE_CURL=1 GIT_TRACE_REDACT=0 git fetch origin\n02:45:02.118231 http.c:845              => Send header: GET /corp/shop.git/info/refs?service=git-upload-pack HTTP/2\n02:45:02.118240 http.c:845              => Send header: Host: github.com\n02:45:02.118247 http.c:845              => Send header: Authorization: Basic {0}",
    _v,
)
_v = r(40, ALNUM)
add(
    "trace/devtools-websocket-frame",
    "↑ 02:46:10.311  {\"type\":\"connection_init\",\"payload\":{\"authToken\":\"{0}\"}}\n↓ 02:46:10.402  {\"type\":\"connection_ack\"}",
    _v,
)
_v = pw()
add(
    "other/helm-get-values",
    "$ helm get values keycloak -n auth\nUSER-SUPPLIED VALUES:\nauth:\n  adminUser: admin\n  adminPassword: {0}\nproduction: true",
    _v,
)
_v = r(40, ALNUM)
add(
    "other/aws-logs-tail-line",
    "$ aws logs tail /aws/lambda/crm-sync --since 10m\n2026-12-05T02:47:01.114000+00:00 2026/12/05/[$LATEST]9f1c2e4b7a3d4e5f INFO  calling CRM with token {0}\n2026-12-05T02:47:01.880000+00:00 2026/12/05/[$LATEST]9f1c2e4b7a3d4e5f INFO  synced 118 contacts",
    _v,
)
_v = spw()
add(
    "url/compose-logs-redis-url",
    "web-1     | Booting app with REDIS_URL=redis://default:{0}@cache:6379/0\nweb-1     | Listening on http://0.0.0.0:3000\ncache-1   | 1:M 05 Dec 2026 02:48:01.002 * Ready to accept connections tcp",
    _v,
)
_v = r(40, ALNUM)
add(
    "other/kubectl-logs-prefix",
    "$ kubectl logs -l app=exporter --prefix --tail=3\n[pod/exporter-6d9c7f-x2k4p/exporter] level=info msg=\"starting exporter\"\n[pod/exporter-6d9c7f-x2k4p/exporter] level=debug msg=\"auth\" bearer={0}\n[pod/exporter-6d9c7f-x2k4p/exporter] level=info msg=\"listening on :9187\"",
    _v,
)
_v = r(40, ALNUM)
add(
    "trace/sidekiq-job-args",
    '2026-12-05T02:49:10.331Z pid=7 tid=2hsx class=CrmSyncJob jid=' + r(24, HEX) + ' INFO: start\n{"class":"CrmSyncJob","args":[418,"{0}"],"retry":5,"queue":"default","jid":"' + r(24, HEX) + '"}',
    _v,
)
_v = r(40, ALNUM)
add(
    "trace/bullmq-job-data",
    "[queue:exports] job 1881 failed: Request failed with status code 403\n  data: { reportId: 77, apiKey: '{0}', format: 'xlsx' }\n  attemptsMade: 3",
    _v,
)
_v = pw()
add(
    "cli/heredoc-pgpass-tool-call",
    '{"command": "cat > ~/.pgpass <<\'EOF\'\\ndb01.corp.internal:5432:*:etl:{0}\\nEOF\\nchmod 600 ~/.pgpass", "timeout": 120000}',
    _v,
)
_v = r(40, ALNUM)
add(
    "positional/infisical-secrets-set",
    '{"command": "infisical secrets set PARTNER_FEED_KEY={0} --env=prod --path=/feeds"}',
    _v,
)
_v = pw()
add(
    "cli/ssh-sudo-S-echo",
    "$ ssh deploy@web01 \"echo '{0}' | sudo -S systemctl restart shop\"\n[sudo] password for deploy: ",
    _v,
)
_v = pw()
add(
    "other/terraform-console-nonsensitive",
    "$ terraform console\n> nonsensitive(random_password.grafana_admin.result)\n\"{0}\"\n> exit",
    _v,
)
_v = pw()
add(
    "other/aws-ssm-get-parameter-decrypted",
    '$ aws ssm get-parameter --name /shop/prod/db_password --with-decryption\n{\n    "Parameter": {\n        "Name": "/shop/prod/db_password",\n        "Type": "SecureString",\n        "Value": "{0}",\n        "Version": 4\n    }\n}',
    _v,
)
_v = "hrw_" + r(40, ALNUM)
add(
    "other/webhook-cli-listen-output",
    "$ hookrelay listen --forward-to localhost:3000/webhooks\n> Ready! You are using hookrelay v2.3.1. Your webhook signing secret is {0} (^C to quit)",
    _v,
)
_v = r(40, ALNUM)
add(
    "trace/pm2-logs-prefix",
    "0|api      | 2026-12-05T02:51:00: [config] loaded from env\n0|api      | 2026-12-05T02:51:00: [config] SEARCH_ADMIN_KEY={0}\n0|api      | 2026-12-05T02:51:01: listening on :8080",
    _v,
)
_v1 = "qnt_" + r(14, ALNUM)
_v2 = r(14, ALNUM)
_v3 = r(12, ALNUM)
add(
    "split/sse-stream-deltas",
    'data: {"choices":[{"index":0,"delta":{"content":"Set QUANTIX_KEY to {0}"}}]}\n\ndata: {"choices":[{"index":0,"delta":{"content":"{1}"}}]}\n\ndata: {"choices":[{"index":0,"delta":{"content":"{2} in your .env"}}]}\n\ndata: [DONE]',
    _v1,
    _v2,
    _v3,
)
_v1 = r(34, ALNUM)
_v2 = r(14, ALNUM)
add(
    "split/tmux-capture-pane-wrap",
    '{"tool": "tmux_capture", "output": "dev@box:~/shop$ cat .secrets/relay\\nRELAY_TOKEN=relay_live_{0}\\n{1}\\ndev@box:~/shop$ "}',
    _v1,
    _v2,
)
_v1 = r(20, ALNUM)
_v2 = r(20, ALNUM)
add(
    "split/psql-wrapped-format",
    "shop=# \\pset format wrapped\nshop=# SELECT name, secret FROM signing_keys;\n  name   |        secret\n---------+----------------------\n webhook | {0}\n         |.{1}\n(1 row)",
    _v1,
    _v2,
)
_v1 = r(24, ALNUM)
_v2 = r(24, ALNUM)
add(
    "split/syslog-continuation-lines",
    "Dec 05 02:52:10 app01 relay[1881]: config dump (1/2): upstream_key=\"{0}\nDec 05 02:52:10 app01 relay[1881]: config dump (2/2): {1}\" timeout=30s",
    _v1,
    _v2,
)
_v = r(40, ALNUM)
add(
    "header/grpc-metadata-log",
    "2026/12/05 02:53:01 INFO grpc: outgoing call /billing.v1.Invoices/List md=map[authorization:[Bearer {0}] user-agent:[grpc-go/1.68.0]]",
    _v,
)
_v = r(40, ALNUM)
add(
    "header/http2-pseudo-headers-dump",
    "[h2] send HEADERS frame <length=188, flags=0x25, stream_id=13>\n          ; END_STREAM | END_HEADERS | PRIORITY\n          :method: GET\n          :path: /v1/me\n          :authority: api.corp.example\n          x-api-token: {0}",
    _v,
)
_v = spw()
add(
    "cli/expect-log-spawn",
    "spawn ssh -o StrictHostKeyChecking=no admin@10.0.0.1\nadmin@10.0.0.1's password: \nsend: sending \"{0}\\r\" to { exp4 }\nLast login: Fri Dec  5 02:10:11 2026",
    _v,
)
_v = r(40, ALNUM)
add(
    "query/oauth-authorize-log-client-secret",
    "2026-12-05 02:55:13,112 DEBUG [requests_oauthlib] Requesting url https://auth.fleetwise.io/oauth/token using method POST.\n2026-12-05 02:55:13,112 DEBUG [requests_oauthlib] Supplying headers {'Accept': 'application/json'} and data {'grant_type': 'authorization_code', 'code': '" + r(20, ALNUM) + "', 'client_id': 'dash', 'client_secret': '{0}'}",
    _v,
)
_v = pw()
add(
    "sql/sqlite-dump-settings-row",
    "sqlite> .dump settings\nPRAGMA foreign_keys=OFF;\nBEGIN TRANSACTION;\nCREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT);\nINSERT INTO settings VALUES('smtp_host','smtp.corp.example');\nINSERT INTO settings VALUES('smtp_password','{0}');\nCOMMIT;",
    _v,
)
_v = r(40, ALNUM)
add(
    "code/vitest-inline-snapshot",
    "  it('signs requests', () => {\n    expect(buildHeaders(cfg).Authorization).toMatchInlineSnapshot(`\"Bearer {0}\"`)\n  })",
    _v,
)
_v = pw()
add(
    "other/kubectl-view-secret",
    "$ kubectl view-secret -n shop shop-db password\n{0}",
    _v,
)
_v = r(40, ALNUM)
add(
    "header/nginx-log-format-authorization",
    '10.0.2.9 [05/Dec/2026:02:58:11 +0000] "GET /api/v1/orders HTTP/1.1" 200 auth="Bearer {0}" rt=0.041',
    _v,
)
_v = r(40, ALNUM)
add(
    "header/haproxy-captured-bearer",
    "Dec  5 02:59:02 lb01 haproxy[811]: 10.0.2.9:51312 [05/Dec/2026:02:59:02.114] fe_https~ be_api/api02 0/0/1/12/13 200 912 - - ---- 12/12/0/0/0 0/0 {api.corp.example|Bearer {0}} \"GET /v1/me HTTP/1.1\"",
    _v,
)
_v = spw()
add(
    "cli/crontab-l-pgpassword",
    "$ crontab -l\n# m h dom mon dow command\n15 3 * * * PGPASSWORD={0} pg_dump -h db01 -U backup shop | gzip > /backups/shop-$(date +\\%F).sql.gz",
    _v,
)
_v = pw()
add(
    "url/pip-config-list",
    "$ pip config list\nglobal.index-url='https://build:{0}@pypi.corp.example/simple'\nglobal.timeout='60'",
    _v,
)
_v = r(40, ALNUM)
add(
    "url/git-config-list-show-origin",
    "$ git config --list --show-origin | grep remote\nfile:.git/config        remote.origin.url=https://ci-bot:{0}@git.corp.example/shop/api.git\nfile:.git/config        remote.origin.fetch=+refs/heads/*:refs/remotes/origin/*",
    _v,
)
_v = r(40, ALNUM)
add(
    "trace/kafka-console-consumer",
    "$ kafka-console-consumer --bootstrap-server kafka:9092 --topic integrations.created --from-beginning --max-messages 1\n{\"integration_id\":77,\"vendor\":\"tidepool\",\"credentials\":{\"api_key\":\"{0}\"}}\nProcessed a total of 1 messages",
    _v,
)
_v = r(32, ALNUM)
add(
    "other/jq-raw-output",
    "$ jq -r '.services.geo.key' config/local.json\n{0}",
    _v,
)
_v = pw()
add(
    "trace/graphql-variables-log",
    "[apollo] operation=CreateServiceUser variables={\"input\":{\"name\":\"exporter\",\"password\":\"{0}\",\"roles\":[\"READ\"]}} duration=41ms",
    _v,
)


# === look-alikes: must come back unchanged =====================================================
def _png_data_uri() -> str:
    raw = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + _rng.randbytes(60)
    return "data:image/png;base64," + base64.b64encode(raw).decode()


LOOK_ALIKES: list[str] = [
    # tool calls and results holding references, placeholders or ids
    json.dumps(
        {
            "type": "tool_use",
            "id": toolu(),
            "name": "Bash",
            "input": {
                "command": 'curl -sS -H "Authorization: Bearer $LEDGERLY_API_KEY" https://api.ledgerly.io/v2/accounts | jq ".data[0]"',
                "description": "List Ledgerly accounts",
            },
        }
    ),
    json.dumps(
        {
            "id": callid(),
            "type": "function",
            "function": {
                "name": "run_shell",
                "arguments": json.dumps(
                    {"cmd": "PGPASSFILE=~/.pgpass psql 'postgresql://reporting@pg-ro.corp.internal:5432/analytics' -c 'select count(*) from events'"}
                ),
            },
        },
        indent=2,
    ),
    json.dumps(
        {
            "type": "tool_result",
            "tool_use_id": toolu(),
            "content": "     1\tAPP_ENV=production\n     2\tAPP_URL=https://billing.corp.example\n     3\tQUANTIX_API_SECRET=\n     4\t# QUANTIX_API_SECRET is injected by the deploy pipeline\n",
        }
    ),
    json.dumps(
        {
            "jsonrpc": "2.0",
            "id": 14,
            "result": {
                "content": [
                    {
                        "type": "text",
                        "text": "Secret 'orders-webhook' (version 3)\nvalue: <hidden; pass reveal=true to show>\ncreated: 2026-12-01T08:12:44Z",
                    }
                ],
                "isError": False,
            },
        }
    ),
    json.dumps(
        {
            "jsonrpc": "2.0",
            "id": 9,
            "method": "tools/call",
            "params": {
                "name": "query",
                "arguments": {"dsn": "mysql://root@10.0.6.12:3306/shop", "password_env": "MYSQL_PWD", "sql": "SHOW TABLES"},
            },
        }
    ),
    json.dumps(
        {
            "role": "assistant",
            "tool_calls": [
                {
                    "id": callid(),
                    "type": "function",
                    "function": {
                        "name": "write_file",
                        "arguments": json.dumps(
                            {
                                "path": ".env.example",
                                "content": "DB_HOST=localhost\nDB_PASSWORD=<your-db-password>\nMAILRELAY_KEY=\n",
                            }
                        ),
                    },
                }
            ],
        }
    ),
    json.dumps(
        {
            "type": "tool_use",
            "id": toolu(),
            "name": "Edit",
            "input": {
                "file_path": "/home/dev/app/settings.py",
                "old_string": 'REMOTEAI_KEY = "sk-rmt-REPLACE_ME"',
                "new_string": 'REMOTEAI_KEY = os.environ["REMOTEAI_KEY"]',
            },
        }
    ),
    json.dumps(
        {
            "functionCall": {
                "name": "http_request",
                "args": {
                    "method": "GET",
                    "url": "https://api.shipmate.dev/v1/parcels?status=open",
                    "headers": {"X-Shipmate-Key": "{{SHIPMATE_KEY}}", "Accept": "application/json"},
                },
            }
        }
    ),
    "AgentAction(tool='requests_post', tool_input='{\"url\": \"https://crm.corp.example/api/notes\", \"headers\": {\"Authorization\": \"Token <redacted>\"}, \"data\": {\"text\": \"call back\"}}', log='I need to post the note.')",
    json.dumps(
        {
            "parentUuid": uuid4(),
            "isSidechain": False,
            "type": "user",
            "message": {
                "role": "user",
                "content": "the staging mongo is mongodb://admin:****@mongo-stg.corp.internal:27017 (password is in the team vault) — can you check why the orders collection is empty?",
            },
            "uuid": uuid4(),
            "requestId": "req_011C" + r(20, ALNUM),
            "timestamp": "2026-12-05T02:41:17.311Z",
        }
    ),
    "#### /run export PARCELHUB_TOKEN=$(pass show corp/parcelhub) && npm run sync\n\n> Add the output to the chat? (Y)es/(n)o [Yes]: y\n\nsync: 42 parcels updated",
    '{"level":"debug","msg":"loaded config","callback":"https://shop.corp.example/cb?a=1\\u0026b=2","smtp":{"host":"smtp.corp.example","port":587,"user":"alerts","password_set":true}}',
    json.dumps(
        {
            "type": "function_call_output",
            "call_id": callid(),
            "output": json.dumps({"status": "queued", "request_id": "req_" + r(24, HEX), "eta_seconds": 30}),
        }
    ),
    json.dumps(
        {
            "tool": "grep",
            "output": "src/mail.py:14:SMTP_PASSWORD = os.environ.get('SMTP_PASSWORD', '')\nsrc/mail.py:15:SMTP_PORT = 587\n",
            "exit_code": 0,
        }
    ),
    json.dumps(
        {
            "name": "shell",
            "arguments": {
                "command": ["kubectl", "exec", "-n", "data", "mysql-0", "--", "mysql", "--defaults-extra-file=/etc/mysql/conf.d/client.cnf", "-e", "SHOW PROCESSLIST"]
            },
        }
    ),
    json.dumps(
        {
            "name": "create_file",
            "input": {
                "path": "k8s/overlays/prod/relay-secret.yaml",
                "content": "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: relay\nspec:\n  data:\n    - secretKey: RELAY_TOKEN\n      remoteRef:\n        key: prod/relay\n",
            },
        }
    ),
    json.dumps(
        {
            "type": "tool_result",
            "content": "HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nX-Request-Id: " + uuid4() + "\r\n\r\n{\"id\": 88, \"name\": \"ci\", \"key_prefix\": \"ak_7f3c\", \"last4\": \"9d2e\"}",
        }
    ),
    json.dumps({"event": "tool_call", "payload": json.dumps({"arguments": json.dumps({"env": {"PGPASSFILE": "/run/secrets/pgpass", "PGSSLMODE": "require"}})})}),
    json.dumps(
        {
            "kind": "terminalCommand",
            "commandLine": "export HOOKDECK_CLI_KEY=$(op read op://dev/hookdeck/cli-key); hookdeck listen 3000 shop",
            "exitCode": 0,
        }
    ),
    '{"name": "save_memory", "arguments": "{\\"text\\": \\"remember: staging uses the shared vault entry, not a local password\\"}"}',
    json.dumps({"type": "tool_use", "id": toolu(), "name": "Read", "input": {"file_path": "/home/dev/shop/.env.example", "limit": 40}}),
    json.dumps({"id": "chatcmpl-" + r(29, ALNUM), "object": "chat.completion", "model": "gpt-4o-2024-11-20", "system_fingerprint": "fp_" + r(10, HEX), "usage": {"prompt_tokens": 812, "completion_tokens": 64}}),
    json.dumps({"type": "message_start", "message": {"id": "msg_01" + r(22, ALNUM), "model": "claude-sonnet-4-5", "usage": {"input_tokens": 2211, "cache_read_input_tokens": 18004}}}),
    "<system-reminder>\nNote: /home/dev/shop/.env was modified, either by the user or by a linter. Here are the relevant changes (shown with line numbers):\n     3→MAILPIPE_KEY=   # set from 1Password item 'Mailpipe prod'\n     4→MAILPIPE_FROM=noreply@corp.example\n</system-reminder>",
    "<bash-input>export NEONDB_PASSWORD=\"$(op read op://shop/neon/password)\" && npm run db:migrate</bash-input>\n<bash-stdout>> shop@1.4.0 db:migrate\n[✓] migrations applied successfully!</bash-stdout><bash-stderr></bash-stderr>",
    json.dumps({"stdout": "Creating service account... done\nGenerated token (shown once): ******** (copied to clipboard)\n", "stderr": "", "interrupted": False, "isImage": False}),
    "2026-12-05T02:40:11.905Z [postgres] [info] Message from server: connecting to postgresql://postgres@localhost:5432/shop (password from PGPASSWORD)",
    json.dumps({"request": {"method": "POST", "url": "https://api.routemap.example/v1/session", "postData": {"mimeType": "application/json", "text": json.dumps({"email": "ana@corp.example", "remember": True})}}}, indent=2),
    '{"command": "cat > ~/.pgpass <<\'EOF\'\\ndb01.corp.internal:5432:*:etl:<password from vault>\\nEOF\\nchmod 600 ~/.pgpass", "timeout": 120000}',
    '{"command": "infisical secrets get PARTNER_FEED_KEY --env=prod --path=/feeds --plain --silent > /dev/null && echo present"}',
    # diffs and history with references, digests and ids
    "$ git show 4c1e2b7 --stat\ncommit 4c1e2b7d9a0f3e8c6b5a4d3e2f1a0b9c8d7e6f5a\nAuthor: Mara Lind <mara@corp.example>\nDate:   Thu Dec 4 17:02:11 2026 +0100\n\n    rotate pricing-api key (new value is in Vault at secret/pricing/api)\n\n deploy/pricing.env | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)",
    "$ git stash show -p stash@{0}\ndiff --git a/scripts/seed.sh b/scripts/seed.sh\nindex 0c3f9a1..d41e882 100755\n--- a/scripts/seed.sh\n+++ b/scripts/seed.sh\n@@ -2,3 +2,4 @@ set -euo pipefail\n+export FIXTURE_API_TOKEN=\"${FIXTURE_API_TOKEN:?set FIXTURE_API_TOKEN first}\"\n python -m app.seed --env dev",
    "<<<<<<< HEAD\nPAYOUTS_SIGNING_SECRET=${PAYOUTS_SIGNING_SECRET}\n=======\nPAYOUTS_SIGNING_SECRET_FILE=/run/secrets/payouts_signing\n>>>>>>> feature/env-refs",
    "  datasource:\n<<<<<<< ours\n    password: ${DB_PASSWORD}\n||||||| base\n    password: changeme\n=======\n    password: ${SPRING_DATASOURCE_PASSWORD}\n>>>>>>> theirs",
    "$ git diff --word-diff config/database.ini\n@@ -4,3 +4,3 @@ host = db.corp.internal\nuser = billing\npassword = [-changeme-]{+%(DB_PASSWORD)s+}\nport = 5432",
    "diff --cc config/app.json\nindex 3a4b5c6,7d8e9f0..0000000\n--- a/config/app.json\n+++ b/config/app.json\n@@@ -3,7 -3,7 +3,7 @@@\n    \"region\": \"eu-west-1\",\n- \"timeout\": 20,\n ++  \"timeout\": 30,\n    \"apiSecret\": \"${API_SECRET}\"",
    "diff --git a/infra/prod.tfvars b/infra/prod.tfvars\n--- a/infra/prod.tfvars\n+++ b/infra/prod.tfvars\n@@ -7,6 +7,7 @@ admin_password_secret_arn = \"arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/admin-AbCdEf\"\n instance_type = \"m7g.large\"\n+multi_az      = true",
    "From " + r(40, HEX) + " Mon Sep 17 00:00:00 2001\nFrom: Ivo Petrov <ivo@corp.example>\nSubject: [PATCH 2/3] ci: add nightly export\nMessage-Id: <20261205081240." + r(12, HEX) + "@corp.example>\n\ndiff --git a/.ci/nightly.sh b/.ci/nightly.sh\n@@ -1,2 +1,3 @@\n #!/bin/sh\n+curl -fsS -X POST -H \"X-Export-Token: $EXPORT_TOKEN\" https://exports.corp.example/run",
    "Index: conf/ldap.ini\n===================================================================\n--- conf/ldap.ini\t(revision 4812)\n+++ conf/ldap.ini\t(working copy)\n@@ -2,4 +2,4 @@\n bind_dn = cn=svc-wiki,ou=svc,dc=corp,dc=example\n-bind_pw =\n+bind_pw_file = /etc/wiki/ldap.pw\n base = dc=corp,dc=example",
    "$ diff -y --width=90 old/worker.conf new/worker.conf\nqueue = orders                               queue = orders\nbroker_user = worker                         broker_user = worker\nbroker_pass =                              | broker_pass_file = /run/secrets/broker\nprefetch = 4                                 prefetch = 4",
    "$ git blame -L 12,14 app/notify.py\n^3e1f0a9 (Tomas Berg 2026-10-02 11:04:51 +0200 12) SMS_USER = \"notify\"\n7b2c4d19 (Tomas Berg 2026-11-28 16:40:03 +0100 13) SMS_PASS = os.environ[\"SMS_PASS\"]\n7b2c4d19 (Tomas Berg 2026-11-28 16:40:03 +0100 14) SMS_FROM = \"CORP\"",
    "$ git grep -n SIGNING_KEY $(git rev-list --all -- config/) -- config/\n" + r(40, HEX) + ":config/prod.env:9:SIGNING_KEY=${SIGNING_KEY}\n" + r(40, HEX) + ":config/prod.env:9:SIGNING_KEY_FILE=/run/secrets/signing",
    "$ git log --oneline -5\n8f2e1d0 (HEAD -> main) docs: fix typo\n2c9b7a4 chore: rotate geo API key (stored in Doppler as GEO_API_KEY)\n71e0d3b feat: geo lookup\n0a4f6c2 ci: cache pnpm store\n5d1e9b8 fix(auth): stop logging the Authorization header",
    "**reviewer** commented on `docker-compose.override.yml` line 18:\n```suggestion\n      - RABBITMQ_DEFAULT_PASS_FILE=/run/secrets/rabbit_pass\n```\n> don't inline the password, read it from the secret file",
    "$ git log -p -1 -- .npmrc\ncommit " + r(40, HEX) + "\n\n    remove token from .npmrc\n\ndiff --git a/.npmrc b/.npmrc\n@@ -1,2 +1,2 @@\n registry=https://npm.corp.example/\n-//npm.corp.example/:_authToken=${NPM_TOKEN}\n+//npm.corp.example/:always-auth=true",
    "+++ b/certs/signer.pub\n@@ -0,0 +1,4 @@\n+-----BEGIN PUBLIC KEY-----\n+MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + b64(48)[:28] + "\n+" + b64(30) + "\n+-----END PUBLIC KEY-----",
    "diff --git a/deploy/pricing.env b/deploy/pricing.env\nindex 91ab3c0..7fe21d4 100644\n--- a/deploy/pricing.env\n+++ b/deploy/pricing.env\n@@ -1,3 +1,3 @@\n-LOG_LEVEL=info\n+LOG_LEVEL=debug\n PRICING_API_KEY_REF=vault:secret/pricing/api#key",
    "$ git log --format='%H %s' -3\n" + r(40, HEX) + " Merge pull request #812 from corp/rotate-keys\n" + r(40, HEX) + " chore: move webhook secret to Key Vault\n" + r(40, HEX) + " test: cover signature verification",
    "    feat: verify partner webhook signatures\n\n    Change-Id: I" + r(40, HEX) + "\n    Signed-off-by: Lars Holm <lars@corp.example>\n    Reviewed-on: https://gerrit.corp.example/c/shop/+/48812",
    "$ git stash list\nstash@{0}: WIP on main: 2c9b7a4 chore: rotate geo API key\nstash@{1}: On feature/export: before rebase",
    # logs with masked values, ids and signatures
    'ts=2026-12-05T02:11:09.412Z level=debug caller=forwarder.go:131 msg="forwarding batch" upstream=https://ingest.metrik.io authorization="Basic [REDACTED]" batch_size=500 trace_id=' + r(32, HEX),
    '{"level":30,"time":1764901862114,"pid":4127,"hostname":"api-7c9d","req":{"id":118,"method":"POST","url":"/v1/ingest","headers":{"host":"api.corp.example","x-ingest-key":"[Redacted]","content-type":"application/json"}},"msg":"incoming request"}',
    '{"level":"debug","ts":1764901901.2231,"caller":"oauth/refresh.go:88","msg":"token refreshed","client":"crm-sync","token_id":"' + uuid4() + '","expires_in":86400,"trace_id":"' + r(32, HEX) + '","span_id":"' + r(16, HEX) + '"}',
    "2026-12-05 02:14:55 [debug    ] smtp_login                     host=smtp.corp.example password='***' port=587 user=alerts@corp.example",
    '{"name":"mailer","hostname":"worker-2","pid":911,"level":20,"transport":{"host":"mail.corp.example","auth":{"user":"noreply","pass":"[FILTERED]"}},"msg":"creating transport","time":"2026-12-05T02:16:01.003Z","v":0}',
    "<134>1 2026-12-05T02:17:44.120Z wiki01 confluence 2231 LDAP - Connecting to ldaps://dc01.corp.example:636 as cn=svc-wiki,ou=svc,dc=corp,dc=example (bind password from /etc/wiki/ldap.pw)",
    "Dec 05 02:18:02 web01 gunicorn[2231]: [2026-12-05 02:18:02 +0000] [2231] [DEBUG] settings: DEBUG=False ALLOWED_HOSTS=['shop.corp.example'] SECRET_KEY=<set, 50 chars>",
    '203.0.113.45 - - [05/Dec/2026:02:19:11 +0000] "GET /static/js/app.4f1c2e.js HTTP/2.0" 200 81234 "https://accounts.corp.example/password/reset?email=ana%40corp.example&utm_source=mail" "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"',
    '10.0.8.14 - - [05/Dec/2026:02:20:33 +0100] "GET /cgi-bin/export.pl?user=etl&fmt=csv&page=2 HTTP/1.1" 200 55120 "-" "Wget/1.21.4"',
    '2026/12/05 02:21:40 [error] 31#31: *4417 upstream timed out (110: Connection timed out) while reading response header from upstream, client: 10.0.2.9, server: sso.corp.example, request: "POST /oauth2/callback HTTP/1.1", upstream: "http://10.0.5.3:4180/oauth2/token?client_id=portal", host: "sso.corp.example"',
    "+deploy.zsh:17> export REGISTRY_USER=ci-pusher\n+deploy.zsh:18> vault kv get -field=password ci/registry\n+deploy.zsh:19> buildah login -u ci-pusher --password-stdin registry.corp.example\nLogin Succeeded!",
    "+(backup.sh:42): main(): mysqldump --defaults-extra-file=/etc/backup/my.cnf --single-transaction shop\n+(backup.sh:43): main(): gzip -9",
    "* Connected to artifacts.corp.example (10.0.7.3) port 443\n> GET /api/storage/libs-release/ HTTP/1.1\n> Host: artifacts.corp.example\n> User-Agent: curl/8.11.0\n>\n< HTTP/1.1 401 Unauthorized\n< WWW-Authenticate: Basic realm=\"Artifactory Realm\"\n< X-JFrog-Version: Artifactory/7.98.9 79809900\n< x-request-id: " + uuid4(),
    "HTTP/1.1 201 Created\nDate: Fri, 05 Dec 2026 02:23:10 GMT\nContent-Type: application/json\nETag: \"" + r(32, HEX) + "\"\n\n{\"id\":\"key_8812\",\"name\":\"ci-deployer\",\"prefix\":\"ck_\",\"last_four\":\"x9Qa\",\"created_at\":\"2026-12-05T02:23:10Z\"}",
    "POST /oauth/token HTTP/1.1\nHost: auth.fleetwise.io\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=client_credentials&client_id=routing-svc&client_secret=%24%7BCLIENT_SECRET%7D&scope=fleet.read",
    '$ ltrace -e getenv ./reportd\nreportd->getenv("REPORTD_LICENSE") = nil\nreportd->getenv("REPORTD_LOG") = "info"\n+++ exited (status 1) +++',
    'execve("/usr/bin/psql", ["psql", "-h", "db01", "-U", "etl", "warehouse"], ["HOME=/var/lib/etl", "PGPASSFILE=/var/lib/etl/.pgpass", "LANG=C.UTF-8"]) = 0',
    'openat(AT_FDCWD, "/etc/hosts", O_RDONLY|O_CLOEXEC) = 3\nread(3, "127.0.0.1 localhost\\n10.0.4.5 mail.corp.example mail\\n", 4096) = 52',
    "===================================================================\nFollow: tcp,ascii\nFilter: tcp.stream eq 3\nNode 0: 10.0.4.21:51220\nNode 1: 10.0.4.5:587\n220 mail.corp.example ESMTP Postfix\nEHLO app01\n250-STARTTLS\n250 AUTH LOGIN PLAIN\nSTARTTLS\n220 2.0.0 Ready to start TLS",
    "334 VXNlcm5hbWU6\n334 UGFzc3dvcmQ6\n(the SMTP server's base64 prompts for 'Username:' and 'Password:')",
    "T 10.0.3.15:40112 -> 10.0.3.40:80 [AP] #12\n  GET /api/v2/metrics?host=web01&since=" + r(10, DIGITS) + " HTTP/1.1..Host: 10.0.3.40..User-Agent: collectd/5.12..Accept: */*....",
    "02:25:41.900113 IP 10.0.9.4.50544 > 10.0.9.2.110: Flags [P.], seq 1:7, ack 43, win 502, length 6\nE..G..@.@.......\nCAPA\n02:25:41.901320 IP 10.0.9.2.110 > 10.0.9.4.50544: Flags [P.], length 38\n+OK\nSTLS\nUSER\nSASL PLAIN\n.",
    '{"log":"worker booted with config {\\"queue\\":\\"orders\\",\\"prefetch\\":4}\\n","stream":"stdout","time":"2026-12-05T02:26:11.120Z"}',
    '#9 [build 4/9] RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci\n#9 2.114 added 812 packages in 18s\n#9 DONE 21.4s',
    "Step 5/11 : ARG SENTRYCLI_AUTH\n ---> Running in 4f2a9c1b7d3e\n ---> 9e8d7c6b5a41\nStep 6/11 : RUN --mount=type=secret,id=sentry sentry-cli releases new \"$VERSION\"",
    '  # aws_lambda_function.sync will be created\n  + resource "aws_lambda_function" "sync" {\n      + function_name = "crm-sync"\n      + environment {\n          + variables = (sensitive value)\n        }\n      + arn           = (known after apply)',
    'TASK [debug] *******************************************************************\nok: [db01] => {\n    "pg_replication_password": "VARIABLE IS NOT DEFINED!"\n}',
    "2026-12-05T02:28:10.4418201Z ##[group]Run ./scripts/deploy.sh\n2026-12-05T02:28:10.4427211Z shell: /usr/bin/bash -e {0}\n2026-12-05T02:28:10.4427300Z env:\n2026-12-05T02:28:10.4427400Z   DEPLOY_KEY: ***\n2026-12-05T02:28:10.4427530Z ##[endgroup]",
    "$ curl --fail --header \"PRIVATE-TOKEN: [MASKED]\" \"$CI_API_V4_URL/projects/42/releases\"\nJob succeeded",
    "[Pipeline] withCredentials\nMasking supported pattern matches of $ACR_PASSWORD\n[Pipeline] sh\n+ az acr login --name corpacr --username corpacr --password ****\nLogin Succeeded",
    "FAIL: test_auth_header (tests.test_client.ClientTest.test_auth_header)\nAssertionError: 'Bearer test-token' != 'Bearer None'\n- Bearer test-token\n+ Bearer None",
    "     Failure/Error: expect(request.headers['X-Courier-Key']).to be_present\n\n       expected `nil.present?` to be truthy, got false\n     # ./spec/courier/client_spec.rb:31",
    "--- FAIL: TestSignedRequest (0.00s)\n    client_test.go:42: got header \"X-Request-Id: " + uuid4() + "\", want a signature header\nFAIL",
    "// Jest Snapshot v1, https://goo.gl/fbAQLP\n\nexports[`buildHeaders adds the partner key 1`] = `\n{\n  \"Accept\": \"application/json\",\n  \"X-Partner-Key\": Any<String>,\n}\n`;",
    json.dumps({"event_id": r(32, HEX), "level": "error", "request": {"url": "https://shop.corp.example/checkout", "method": "POST", "headers": [["Host", "shop.corp.example"], ["Cookie", "[Filtered]"]]}, "contexts": {"trace": {"trace_id": r(32, HEX), "span_id": r(16, HEX)}}}, indent=2),
    json.dumps({"data": {"environment": "production", "uuid": uuid4(), "request": {"url": "https://api.corp.example/v1/ship", "headers": {"X-Fulfil-Key": "********", "User-Agent": "okhttp/4.12.0"}}}}),
    "Environment Variables:\nJAVA_HOME=/usr/lib/jvm/temurin-21\nPATH=/usr/local/bin:/usr/bin:/bin\nUSERNAME=keycloak\nSHELL=/bin/bash\nLANG=C.UTF-8",
    '  "environmentVariables": {\n    "NODE_ENV": "production",\n    "PORT": "8080",\n    "NODE_OPTIONS": "--enable-source-maps",\n    "TZ": "UTC"\n  },\n  "userLimits": {',
    "\x1b[1;36mAPP_NAME\x1b[0m=\x1b[33mledger-sync\x1b[0m\n\x1b[1;36mLEDGER_API_KEY\x1b[0m=\x1b[2m<unset>\x1b[0m\n\x1b[1;36mLEDGER_REGION\x1b[0m=\x1b[33meu\x1b[0m",
    "2026-12-05T02:47:01.114000+00:00 2026/12/05/[$LATEST]" + r(32, HEX) + " START RequestId: " + uuid4() + " Version: $LATEST",
    "[pod/exporter-6d9c7f-x2k4p/exporter] level=debug msg=\"auth\" bearer=<redacted> token_sha256_prefix=" + r(8, HEX),
    '{"class":"CrmSyncJob","args":[418,"full"],"retry":5,"queue":"default","jid":"' + r(24, HEX) + '","created_at":1764902950.331}',
    "[queue:exports] job 1881 failed: Request failed with status code 403\n  data: { reportId: 77, format: 'xlsx', requestedBy: 'ana@corp.example' }\n  attemptsMade: 3",
    "0|api      | 2026-12-05T02:51:00: [config] SEARCH_ADMIN_KEY=(set) SEARCH_HOST=search.corp.internal",
    'data: {"choices":[{"index":0,"delta":{"content":"Set QUANTIX_KEY in your .env"}}]}\n\ndata: {"choices":[{"index":0,"delta":{"content":" (get it from the dashboard)"}}]}\n\ndata: [DONE]',
    "2026/12/05 02:53:01 INFO grpc: outgoing call /billing.v1.Invoices/List md=map[authorization:[Bearer <redacted>] x-request-id:[" + uuid4() + "]]",
    "          :method: GET\n          :path: /v1/me\n          :authority: api.corp.example\n          traceparent: 00-" + r(32, HEX) + "-" + r(16, HEX) + "-01",
    "Dec  5 02:59:02 lb01 haproxy[811]: 10.0.2.9:51312 [05/Dec/2026:02:59:02.114] fe_https~ be_api/api02 0/0/1/12/13 200 912 - - ---- 12/12/0/0/0 0/0 {api.corp.example|-} \"GET /v1/me HTTP/1.1\"",
    '10.0.2.9 [05/Dec/2026:02:58:11 +0000] "GET /api/v1/orders HTTP/1.1" 200 auth="-" rt=0.041 req_id=' + r(32, HEX),
    "content-security-policy: script-src 'nonce-" + b64(16) + "' 'strict-dynamic'; object-src 'none'",
    "X-Hub-Signature-256: sha256=" + r(64, HEX),
    "X-Relay-Signature: t=1764903011,v1=" + r(64, HEX),
    "Digest: sha-256=" + b64(32),
    "x-amz-request-id: " + r(16, UPPER_NUM) + "\nx-amz-id-2: " + b64(54),
    "cf-ray: " + r(16, HEX) + "-FRA",
    "GET /authorize?response_type=code&client_id=dash&redirect_uri=https%3A%2F%2Fdash.corp.example%2Fcb&state=" + r(16, URLSAFE) + "&nonce=" + r(22, URLSAFE) + "&code_challenge=" + b64url(32) + "&code_challenge_method=S256 HTTP/1.1",
    "INFO:     ('10.0.2.14', 51234) - \"WebSocket /ws/notifications\" [accepted]\nINFO:     connection open",
    "META:\nCONTENT_TYPE = 'application/json'\nHTTP_AUTHORIZATION = '********************'\nHTTP_HOST = 'api.corp.example'",
    "2026-12-05 02:55:13,112 DEBUG [requests_oauthlib] Requesting url https://auth.fleetwise.io/oauth/token using method POST.\n2026-12-05 02:55:13,112 DEBUG [requests_oauthlib] Supplying headers {'Accept': 'application/json'} and data {'grant_type': 'refresh_token', 'client_id': 'dash'}",
    "[apollo] operation=CreateServiceUser variables={\"input\":{\"name\":\"exporter\",\"roles\":[\"READ\"]}} duration=41ms",
    "#!/usr/bin/expect -f\nspawn ssh -o StrictHostKeyChecking=no admin@10.0.0.1\nexpect \"password:\"\nsend \"$env(ROUTER_PW)\\r\"\ninteract",
]

LOOK_ALIKES += [
    # terminal tables and listings without a live value
    "mysql> SELECT id, owner, token_prefix, expires_at FROM api_tokens WHERE owner = 'ci';\n+----+-------+--------------+---------------------+\n| id | owner | token_prefix | expires_at          |\n+----+-------+--------------+---------------------+\n|  7 | ci    | ldg_live_7f  | 2027-01-01 00:00:00 |\n+----+-------+--------------+---------------------+\n1 row in set (0.00 sec)",
    "mysql> SELECT id, owner, token FROM api_tokens WHERE revoked = 1;\n+----+-------+-------+\n| id | owner | token |\n+----+-------+-------+\n|  3 | old   | NULL  |\n+----+-------+-------+",
    '$ sqlite3 instance/app.db "select id, name, client_id from oauth_clients"\n1|portal|' + uuid4() + '\n2|mobile|' + uuid4(),
    "COPY public.webhook_endpoints (id, url, created_at) FROM stdin;\n1\thttps://hooks.partner.example/in\t2026-11-30 10:11:12+00\n2\thttps://hooks.partner.example/retry\t2026-12-01 08:00:00+00\n\\.",
    "LOCK TABLES `integrations` WRITE;\nINSERT INTO `integrations` VALUES (1,'slackish','https://slackish.example/api',NULL,'2026-11-02 09:00:00'),(2,'mailer','https://mail.corp.example',NULL,'2026-11-03 10:00:00');\nUNLOCK TABLES;",
    "shop> db.service_accounts.find({ name: 'exporter' }, { password: 0 })\n[\n  {\n    _id: ObjectId('" + r(24, HEX) + "'),\n    name: 'exporter',\n    roles: [ 'read' ],\n    lastLogin: ISODate('2026-12-04T22:10:00.000Z')\n  }\n]",
    "$ kubectl describe secret shop-db -n shop\nName:         shop-db\nNamespace:    shop\nType:  Opaque\n\nData\n====\npassword:  24 bytes\nusername:  4 bytes",
    "$ kubectl describe configmap app-config -n shop\nName:         app-config\nNamespace:    shop\n\nData\n====\nSMTP_HOST:\n----\nsmtp.corp.example\nSMTP_PORT:\n----\n587\n\nEvents:  <none>",
    "$ env | sort\nHOME=/home/dev\nHOSTNAME=devbox\nLANG=en_US.UTF-8\nPATH=/home/dev/.local/bin:/usr/bin\nPWD=/home/dev/src/shop\nSHELL=/bin/zsh\nSSH_AUTH_SOCK=/run/user/1000/keyring/ssh",
    "$ history | grep -i export\n  311  export GEOCODER_KEY=$(pass show corp/geocoder)\n  402  export NODE_OPTIONS=--max-old-space-size=4096\n  517  history | grep -i export",
    "$ ps auxe | grep [n]ode\napp   3120  1.2  2.1 1204332 171220 ?  Ssl  02:01   0:09 node dist/server.js NODE_ENV=production PORT=3000 SESSION_SECRET_FILE=/run/secrets/session HOME=/home/app",
    "$ cat /proc/4123/environ\nPATH=/usr/local/bin:/usr/bin\x00HOSTNAME=queue-7f4c\x00AMQP_PASSWORD_FILE=/run/secrets/amqp\x00HOME=/root\x00",
    ">>> open('/proc/4123/environ','rb').read()\nb'PATH=/usr/local/bin:/usr/bin\\x00LANG=C.UTF-8\\x00TILEHOST_REGION=eu-2\\x00HOME=/root\\x00'",
    '$ docker ps --no-trunc --format "table {{.Names}}\\t{{.Command}}"\nNAMES        COMMAND\nrelay        "/usr/local/bin/relay --listen :8080 --api-key-file=/run/secrets/relay_key"\nredis        "docker-entrypoint.sh redis-server"',
    "● reportd.service - Report daemon\n     Active: active (running) since Fri 2026-12-05 01:58:02 UTC; 30min ago\n   Main PID: 2231 (reportd)\n     CGroup: /system.slice/reportd.service\n             └─2231 /opt/reportd/bin/reportd --db-user report --db-pass-file /etc/reportd/db.pass",
    "$ pstree -a 1801\njava -Xmx2g -Dspring.profiles.active=prod -Dspring.config.import=vault:// -jar /opt/orders/app.jar\n  └─{java}",
    '127.0.0.1:6379> GET sess:9f2c1e\n"{\\"user_id\\":418,\\"locale\\":\\"de\\",\\"cart_items\\":3}"',
    " id |  name   | key_prefix |      last_used_at      | revoked\n----+---------+------------+------------------------+---------\n 12 | backups | bk_7f      | 2026-12-04 23:10:11+00 | f\n(1 row)",
    "$ npm config list\n; \"user\" config from /home/dev/.npmrc\n\n//npm.corp.example/:_authToken = (protected)\nregistry = \"https://npm.corp.example/\"",
    "$ kubectl config view\nusers:\n- name: corp-admin\n  user:\n    client-certificate-data: DATA+OMITTED\n    client-key-data: DATA+OMITTED\n- name: ci\n  user:\n    token: REDACTED",
    "$ git config --list --show-origin | grep remote\nfile:.git/config        remote.origin.url=git@git.corp.example:shop/api.git\nfile:.git/config        remote.origin.fetch=+refs/heads/*:refs/remotes/origin/*",
    "$ pip config list\nglobal.index-url='https://pypi.corp.example/simple'\nglobal.timeout='60'",
    "$ helm get values keycloak -n auth\nUSER-SUPPLIED VALUES:\nauth:\n  adminUser: admin\n  existingSecret: keycloak-admin\nproduction: true",
    "$ aws ssm describe-parameters --parameter-filters Key=Name,Values=/shop/prod/db_password\n{\n    \"Parameters\": [\n        {\n            \"Name\": \"/shop/prod/db_password\",\n            \"Type\": \"SecureString\",\n            \"KeyId\": \"alias/aws/ssm\",\n            \"Version\": 4\n        }\n    ]\n}",
    "$ terraform console\n> random_password.grafana_admin.result\n(sensitive value)\n> exit",
    "$ kubectl view-secret -n shop shop-db\nMultiple sub keys found. Specify another argument, one of:\n-> password\n-> username",
    "$ crontab -l\n# m h dom mon dow command\n15 3 * * * pg_dump --dbname=\"service=backup\" | gzip > /backups/shop-$(date +\\%F).sql.gz",
    "$ jq -r '.services.geo.endpoint' config/local.json\nhttps://geo.corp.example/v2",
    "Collecting package metadata (repodata.json): done\nChannels:\n - https://conda.corp.example/t/<TOKEN>/ml-internal\n - conda-forge",
    "$ GIT_TRACE_CURL=1 git fetch origin\n02:45:02.118247 http.c:845              => Send header: Authorization: Basic <redacted>\n02:45:02.301110 http.c:845              <= Recv header: x-github-request-id: " + r(8, HEX).upper() + ":" + r(6, HEX).upper() + ":" + r(7, HEX).upper(),
    "↑ 02:46:10.311  {\"type\":\"connection_init\",\"payload\":{}}\n↓ 02:46:10.402  {\"type\":\"connection_ack\"}\n↑ 02:46:10.450  {\"id\":\"" + uuid4() + "\",\"type\":\"subscribe\"}",
    "web-1     | Booting app with REDIS_URL=redis://cache:6379/0\nweb-1     | Listening on http://0.0.0.0:3000",
    "shop=# SELECT pid, usename, left(query, 60) FROM pg_stat_activity WHERE state = 'active';\n  pid  | usename  |                        left\n-------+----------+----------------------------------------------------\n 48211 | postgres | ALTER ROLE metabase VALID UNTIL '2027-01-01';\n(1 row)",
    "**********************\nPowerShell transcript start\nUsername: CORP\\build\n**********************\nPS C:\\build> $cred = Get-Credential -UserName 'CORP\\svc-deploy' -Message 'deploy'\nPS C:\\build> Invoke-Command -ComputerName app01 -Credential $cred -ScriptBlock { Restart-Service W3SVC }",
    "$ make push\necho \"$REGISTRY_PASSWORD\" | docker login -u ci-pusher --password-stdin registry.corp.example\nLogin Succeeded",
    "$ hookrelay listen --forward-to localhost:3000/webhooks\n> Ready! Forwarding to localhost:3000/webhooks. Signing secret: run `hookrelay secret --reveal` to print it.",
    "$ kafka-console-consumer --bootstrap-server kafka:9092 --topic integrations.created --max-messages 1\n{\"integration_id\":77,\"vendor\":\"tidepool\",\"credentials_ref\":\"vault:secret/integrations/77\"}\nProcessed a total of 1 messages",
    "sqlite> .dump settings\nCREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT);\nINSERT INTO settings VALUES('smtp_host','smtp.corp.example');\nINSERT INTO settings VALUES('smtp_port','587');",
    "  it('signs requests', () => {\n    expect(buildHeaders(cfg).Authorization).toMatchInlineSnapshot(`\"Bearer <token>\"`)\n  })",
    "$ ssh deploy@web01 'sudo -n systemctl restart shop'\nsudo: a password is required",
    "$ infisical secrets --env=prod --path=/feeds\n┌──────────────────┬──────────────┐\n│ SECRET NAME      │ SECRET VALUE │\n├──────────────────┼──────────────┤\n│ PARTNER_FEED_KEY │ ************ │\n└──────────────────┴──────────────┘",
    # encodings of ordinary or placeholder data
    "https://login.corp.example/sso/logout?next=" + urllib.parse.quote("https://reports.corp.example/export?format=csv&range=30d", safe=""),
    "GET /authorize/resume?redirect_uri=" + urllib.parse.quote(urllib.parse.quote("https://app.corp.example/cb?state=9f1c&lang=de", safe=""), safe="") + " HTTP/1.1",
    'DATABASE_URL="postgresql://billing@pg-main.corp.internal:5432/billing?sslmode=require&application_name=api%2Fworker"',
    "[2026-12-05 02:31:05] kombu.connection INFO Connected to amqp://worker:**@mq.corp.internal:5672/orders",
    "Authorization: Basic <base64 of username:password>",
    "$ printf %s 'hello, world' | xxd -p\n" + b"hello, world".hex(),
    "$ sha256sum release.tar.gz | cut -c1-64\n" + r(64, HEX),
    '<img alt="logo" src="' + _png_data_uri() + '">',
    '<script src="/boot.js" data-config="data:application/json;base64,' + b64s(json.dumps({"theme": "dark", "locale": "de", "region": "eu"})) + '"></script>',
    "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\nHi Sam,\n\nthe VPN password was reset =E2=80=94 pick a new one at https://vpn.corp.examp=\nle/reset?lang=3Den before Friday.\n\nCheers,\nOps",
    '<div id="chat-widget" data-settings="{&quot;org&quot;:&quot;corp&quot;,&quot;theme&quot;:&quot;dark&quot;,&quot;publicId&quot;:&quot;' + uuid4() + '&quot;}"></div>',
    '<dataSource name="erp">\n  <url>jdbc:db2://erp01:50000/ERP</url>\n  <user>reporting</user>\n  <password>${ERP_DB_PASSWORD}</password>\n</dataSource>',
    "DEBUG http.client: send: b'POST /api/login HTTP/1.1\\r\\nHost: portal.vendor.example\\r\\nContent-Type: application/x-www-form-urlencoded\\r\\n\\r\\nusername=ops%40corp.example&password=%2A%2A%2A%2A%2A%2A&remember=1'",
    "<pre><code>export PUSHGATE_TOKEN=&quot;&lt;your token&gt;&quot;\n./publish.sh --channel stable</code></pre>",
    '{"webhook":"https:\\/\\/hooks.corp.example\\/services\\/XXXXXXXX\\/YYYYYYYY\\/ZZZZZZZZZZZZ","channel":"#deploys"}',
    '{"level":"info","ts":"2026-12-05T02:33:19Z","msg":"wallet created","account":0,"address":"0x' + r(40, HEX) + '","derivation_path":"m/44\'/60\'/0\'/0/0"}',
    json.dumps({"type": "tool_result", "content": "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + r(43, ALNUM + "+/") + " deploy@ci\n"}),
    "2026-12-05 02:34:01 INFO  signer: loaded validator key from /etc/signer/key.json, pub=0x" + r(66, HEX),
    "integrity: sha512-" + b64(64),
    '<link rel="stylesheet" href="/app.css" integrity="sha384-' + b64(48) + '" crossorigin="anonymous">',
    "ETag: W/\"" + r(40, HEX) + "\"",
    "Location: https://app.corp.example/done?status=ok&ref=" + r(12, UPPER_NUM),
    # documents without a live value
    "id,email,display_name,api_token,created_at\n101,ana@corp.example,Ana,,2026-11-30T10:01:00Z\n102,ben@corp.example,Ben,(revoked),2026-12-01T08:44:12Z",
    "h3. Access for the load test\n||Env||Host||User||Password||\n|perf|perf-db.corp.internal|k6|see Vault: secret/perf/k6|\n\nPlease tear down after Friday.",
    "> [!WARNING]\n> Never paste API keys into this README or an issue; use `doppler secrets set` instead.",
    "For the demo tomorrow use the shared sandbox account. The API key is in the\nteam vault under 'Tidepool sandbox' and the base URL is\nhttps://sandbox.tidepool.example/v3.",
    "From: Karin Vos <karin@corp.example>\nTo: dev-oncall@corp.example\nSubject: prod creds for the migration\nMessage-ID: <" + r(16, HEX) + "@corp.example>\n\nHi all, the prod creds for tonight are in the shared vault entry 'migration-2026-12'. Ping me if you can't see it.",
    "---------- Forwarded message ---------\nFrom: IT Service Desk <it@corp.example>\nSubject: Your new account\n\n> > Username: jdoe\n> > Temporary password: sent separately by SMS\n> > You must change it at first login.",
    "Dana Iqbal  10:42 AM\nI'll DM you the staging key for the maps API, don't paste it here\nDana Iqbal  10:43 AM\n:pray:",
    "[image: screenshot.png — text extracted]\nAPI Keys  Webhooks  Usage\nName         Key                   Created\nproduction   sk_••••••••••••3f9a    Nov 30, 2026   [Reveal] [Revoke]",
    json.dumps({"cell_type": "code", "execution_count": 5, "outputs": [{"name": "stdout", "output_type": "stream", "text": ["connected to vectorbase\n", "using key ****************9d2e\n"]}], "source": ["client = vb.connect()\n"]}, indent=1),
    json.dumps({"output_type": "execute_result", "execution_count": 2, "data": {"text/plain": ["environ({'HOME': '/home/jovyan', 'JUPYTER_IMAGE': 'quay.io/jupyter/base-notebook:2026-11-30', 'SHELL': '/bin/bash'})"]}, "metadata": {}}),
    json.dumps({"output_type": "display_data", "data": {"image/png": base64.b64encode(b"\x89PNG\r\n\x1a\n" + _rng.randbytes(90)).decode(), "text/plain": ["<Figure size 640x480 with 1 Axes>"]}, "metadata": {}}),
    ":toc: left\n:api-base: https://api.corp.example/v2\n:api-token: <your-token>\n\n== Quick start\nRun `curl -H \"Authorization: Bearer {api-token}\" {api-base}/ping`.",
    "Staging database\n----------------\n\n:host: pg-stg.corp.internal\n:user: app\n:password: see the team vault\n:port: 5432",
    "BEGIN:VCARD\nVERSION:4.0\nFN:Office Router\nTEL;TYPE=work:+49 30 1234567\nNOTE:admin login is in the IT binder\nEND:VCARD",
    "[Yesterday 16:05] Priya Nair\n    > the webhook signing secret for the partner portal\n    it's in Key Vault kv-partner-prod as partner-webhook-secret\n[Yesterday 16:06] Lars Holm\n    thx 👍",
    "<table><tbody><tr><th>System</th><th>Login</th><th>Password</th></tr><tr><td>Grafana</td><td>admin</td><td>(in 1Password)</td></tr></tbody></table>",
    "| Secret | Where | Rotated |\n|---|---|---|\n| `PAYOUTS_SIGNING_SECRET` | AWS Secrets Manager `prod/payouts` | 2026-11-30 |\n| `SMTP_PASSWORD` | Doppler `shop/prd` | 2026-10-02 |",
    "Summary of this session: fixed the CORS bug, rotated the Mailpipe key (new value stored in Doppler, not shown), and bumped axios to 1.7.9.",
    "I pushed with `git push https://git.corp.example/shop/api.git HEAD:main` using the credential helper since SSH was blocked.",
    "Request failed: 401 Unauthorized (request id " + uuid4() + "). The token may have expired — run `ledgerly auth refresh`.",
    # prose in the same languages, without a credential
    "स्टेजिंग सर्व्हरचा पासवर्ड टीम व्हॉल्टमध्ये आहे, इथे लिहू नकोस.",
    "પેમેન્ટ ગેટવેની API કી Doppler માં છે; તેને રિપોમાં ન મૂકતા.",
    "ਡੇਟਾਬੇਸ ਦਾ ਪਾਸਵਰਡ ਘੱਟੋ-ਘੱਟ 14 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ।",
    "ಸ್ಟೇಜಿಂಗ್ ಟೋಕನ್ ಅನ್ನು ನಾಳೆ ಬದಲಾಯಿಸುತ್ತೇವೆ; ಹೊಸದು ವಾಲ್ಟ್‌ನಲ್ಲಿ ಇರುತ್ತದೆ.",
    "പാസ്‌വേഡ് ആരോടും പറയരുത്; അത് 1Password-ൽ ഉണ്ട്.",
    "මුරපදය අවම වශයෙන් අකුරු 12ක් විය යුතුයි.",
    "စကားဝှက်ကို chat ထဲမှာ မရေးပါနဲ့၊ vault ထဲမှာပဲ ထားပါ။",
    "សូមកុំសរសេរពាក្យសម្ងាត់នៅក្នុង chat នេះ។",
    "የይለፍ ቃሉ ቢያንስ 12 ፊደላት ሊኖረው ይገባል።",
    "Ẹ jọ̀wọ́ ẹ má ṣe kọ ọ̀rọ̀ aṣínà sínú chat yìí.",
    "Iphasiwedi kumele ibe nezinhlamvu okungenani eziyi-12.",
    "Tá an pasfhocal sa chruinneachán foirne; ná cuir anseo é.",
    "O contrasinal está no baúl do equipo; non o pegues aquí.",
    "Лозинката е во трезорот на тимот, не ја пишувај тука.",
    "Пароль захоўваецца ў сховішчы каманды, не пішы яго сюды.",
    "Il-password tinsab fil-vault tat-tim; la tiktibhiex hawn.",
    "D'Passwuert ass am Team-Vault, schreif et net hei eran.",
    "Сырсөз командалык сейфте сакталат, бул жерге жазба.",
    "پټنوم د ټیم په والټ کې دی، دلته یې مه لیکه.",
    "Furaha sirta ah waxay ku jirtaa vault-ka kooxda; halkan ha ku qorin.",
    "Парол дар анбори даста нигоҳ дошта мешавад, ин ҷо нанавис.",
    "Sandhi disimpen ing vault tim, aja ditulis ing kene.",
    # prose about the private tag and about secrets in transcripts
    "Tip: anything you wrap in a private tag is dropped before a memory is stored.",
    "The agent transcript showed `Authorization: Bearer ***` because the CLI masks tokens in its debug output.",
    "Rotate any key that ever appeared in a tool result, a CI log or a diff — masking after the fact does not un-leak it.",
    "I grepped the JSONL transcripts for `sk-` and `ghp_` prefixes; nothing matched after the cleanup.",
    "WARNING: Using --password via the CLI is insecure. Use --password-stdin.",
    "npm notice Publishing to https://npm.corp.example/ with tag latest and default access",
    "Error: connect ECONNREFUSED 127.0.0.1:5432 — is the database running? (credentials were not checked)",
    "The ticket id is " + r(24, HEX) + " and the trace id is " + r(32, HEX) + "; neither is sensitive.",
    "Session " + uuid4() + " resumed from checkpoint " + r(12, HEX) + ".",
    "Image pulled: ghcr.io/corp/relay@sha256:" + r(64, HEX),
    "resolved \"https://registry.npmjs.org/undici/-/undici-7.1.0.tgz#" + r(40, HEX) + "\"",
]

# --- appended: key material as env dumps and tool results show it ------------------------------
_k1 = b64(48)
_k2 = b64(48)
_kind_text = "$ docker exec api env | sort | grep -A0 KEY\nJWT_PRIVATE_KEY=-----BEGIN PRIVATE KEY-----\\n" + _k1 + "\\n" + _k2 + "\\n-----END PRIVATE KEY-----\\n\nJWT_KEY_ID=" + r(16, HEX)
SECRETS.append(("keymat/env-pem-literal-backslash-n", _kind_text, (_k1, _k2)))
_d = b64url(32)
SECRETS.append(
    (
        "keymat/jwk-d-in-tool-result",
        json.dumps(
            {
                "type": "tool_result",
                "content": json.dumps({"kty": "OKP", "crv": "Ed25519", "kid": "signer-2026-12", "x": b64url(32), "d": _d}, indent=2),
            }
        ),
        _d,
    )
)
LOOK_ALIKES += [
    "$ docker exec api env | sort | grep KEY\nJWT_PUBLIC_KEY=-----BEGIN PUBLIC KEY-----\\nMCowBQYDK2VwAyEA" + b64(32)[:43] + "\\n-----END PUBLIC KEY-----\\n\nJWT_KEY_ID=" + r(16, HEX),
    json.dumps({"type": "tool_result", "content": json.dumps({"keys": [{"kty": "OKP", "crv": "Ed25519", "kid": "signer-2026-12", "x": b64url(32), "use": "sig"}]}, indent=2)}),
]
