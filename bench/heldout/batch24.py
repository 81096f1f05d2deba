r"""Held-out batch 24: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

Read: bench/heldout/__init__.py (the batch format), the first 130 lines of
bench/heldout/batch19.py (its module docstring and the helpers r, b64, b64url, pw, uuid4,
sha, jwt, add, add_split, la, copied here), and a grep of kind names over earlier batches
(names only, to avoid repeating themes). Nothing else. Not to be tuned on until its first
measurement is recorded.

Theme: what a coding agent's session actually holds, as its tools print it and as its
transcript stores it: tool calls and results in agent transcript JSON (OpenAI
function-call arguments as JSON inside a string, Anthropic tool_use and tool_result
blocks, strings escaped once or twice), git diffs, unified diffs and apply_patch hunks
that add or remove a secret, rg and grep -rn output over a repo, cat -n reads with line
numbers, failing test output (pytest, jest, go test) with assertion diffs, Jupyter
notebook JSON, Postman, Insomnia and Bruno collections, .http files, data and ML tooling
(wandb, Hugging Face, MLflow, Databricks, Snowflake, BigQuery service accounts, dbt,
Airbyte), IoT and embedded (Arduino and ESP32 WiFi and MQTT, Home Assistant secrets.yaml,
Zigbee network keys), directory services and SSO (LDAP bind, SAML, Keycloak, OIDC client
secrets), observability (OpenTelemetry collector, Datadog, New Relic, Grafana Cloud),
agent and editor configs (MCP server configs with env, Cursor and VS Code settings,
Continue, aider) and chat in English with the agent (a user pasting a secret mid-sentence,
telling the agent a password, correcting an earlier one).
Each secret text hides one secret (or one split secret) among harmless values.
Look-alikes hold the same tools and files with env and secret-manager references,
placeholders, masks, output already redacted by a tool, public and client ids, commit
SHAs, digests, resource UUIDs, request and trace ids, hashes, versions, base64 of harmless
data, diffs where no secret appears, and prose about secrets without one.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(24_2026_12_06)
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


# ============================================================ secrets
# ------------------------------------------------ agent transcript JSON
add(
    "token/openai_function_call_arguments_env_write",
    r"""{"id": "call_{1}", "type": "function", "function": {"name": "write_file", "arguments": "{\"path\": \".env.local\", \"content\": \"NEXT_PUBLIC_APP_URL=http://localhost:3000\\nRESEND_API_KEY={0}\\nLOG_LEVEL=debug\\n\"}"}}""",
    "re_" + r(8) + "_" + r(24),
    r(24),
)
add(
    "vendor/anthropic_tool_result_printenv",
    r"""{
  "role": "user",
  "content": [
    {
      "type": "tool_result",
      "tool_use_id": "toolu_01{1}",
      "content": "HOSTNAME=devbox-7\nPWD=/home/dev/projects/ingest\nHOME=/home/dev\nLANG=C.UTF-8\nWANDB_API_KEY={0}\nWANDB_PROJECT=ingest-embeddings\nWANDB_ENTITY=acme-ml\nPATH=/home/dev/.local/bin:/usr/local/bin:/usr/bin:/bin\nSHLVL=2\nTERM=xterm-256color\n_=/usr/bin/printenv",
      "is_error": false
    }
  ]
}""",
    r(40, HEX),
    r(22),
)
add(
    "password/anthropic_tool_use_bash_psql",
    r"""{"type": "tool_use", "id": "toolu_01{1}", "name": "bash", "input": {"command": "PGPASSWORD='{0}' psql -h analytics-db.internal -U reporting -d warehouse -c \"select count(*) from events where ts > now() - interval '1 day'\"", "description": "Count yesterday's events"}}""",
    pw(),
    r(22),
)
add(
    "vendor/huggingface_token_double_escaped_transcript",
    r"""{"messages": [{"role": "assistant", "tool_calls": [{"id": "call_{1}", "type": "function", "function": {"name": "run_shell", "arguments": "{\"cmd\": \"python -c \\\"from huggingface_hub import login; login(token=\\\\\\\"{0}\\\\\\\")\\\"\", \"timeout\": 60}"}}]}, {"role": "tool", "tool_call_id": "call_{1}", "content": "Token is valid (permission: write).\nYour token has been saved to /home/dev/.cache/huggingface/token\nLogin successful"}]}""",
    "hf_" + r(34),
    r(24),
)
add(
    "vendor/anthropic_key_in_transcript_jsonl",
    r"""{"type":"user","message":{"role":"user","content":"run the eval again"},"uuid":"{1}","timestamp":"2026-11-30T14:02:11.201Z"}
{"type":"assistant","message":{"role":"assistant","content":[{"type":"tool_use","id":"toolu_01{2}","name":"Bash","input":{"command":"cd evals && uv run python run.py --suite smoke"}}]},"uuid":"{3}"}
{"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_01{2}","content":"Traceback (most recent call last):\n  File \"/home/dev/evals/run.py\", line 41, in <module>\n    client = Anthropic(api_key=cfg[\"api_key\"])\nconfig loaded: {'model': 'claude-sonnet-4-5', 'api_key': '{0}', 'max_tokens': 2048}\nanthropic.AuthenticationError: Error code: 401 - invalid x-api-key","is_error":true}]},"uuid":"{4}"}""",
    "sk-ant-api03-" + b64url(69) + "AA",
    uuid4(), r(22), uuid4(), uuid4(),
)
add(
    "dsn/openai_tool_output_docker_compose_config",
    r"""{"role": "tool", "tool_call_id": "call_{1}", "name": "run_shell", "content": "$ docker compose config | sed -n '1,24p'\nname: shop\nservices:\n  api:\n    build:\n      context: /home/dev/shop/api\n    environment:\n      DATABASE_URL: postgresql://shop_app:{0}@db:5432/shop\n      REDIS_URL: redis://cache:6379/0\n      NODE_ENV: development\n    ports:\n      - mode: ingress\n        target: 8080\n        published: \"8080\"\n        protocol: tcp\n  db:\n    image: postgres:16.4\n    environment:\n      POSTGRES_DB: shop\n      POSTGRES_USER: shop_app\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_pw\n"}""",
    pw(),
    r(24),
)
add(
    "token/tool_use_curl_bearer_internal",
    r"""{
  "type": "tool_use",
  "id": "toolu_01{2}",
  "name": "bash",
  "input": {
    "command": "curl -sS -X POST https://deploy.internal.acme.io/api/v2/releases \\\n  -H 'Authorization: Bearer {0}' \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"service\":\"billing\",\"ref\":\"{1}\",\"env\":\"staging\"}'",
    "timeout": 120000
  }
}""",
    "dpl_" + r(40, LOWER_NUM),
    sha(), r(22),
)
add(
    "password/tool_result_kubectl_get_secret_decoded",
    r"""{"tool_use_id": "toolu_01{1}", "type": "tool_result", "content": [{"type": "text", "text": "$ kubectl -n auth get secret keycloak-admin -o go-template='{{range $k,$v := .data}}{{$k}}={{$v | base64decode}}{{\"\\n\"}}{{end}}'\nADMIN_USER=admin\nADMIN_PASSWORD={0}\nKC_HOSTNAME=sso.acme.io\n"}]}""",
    pw(),
    r(22),
)
add(
    "vendor/datadog_api_key_openai_arguments_edit",
    r"""{"type":"function_call","call_id":"call_{2}","name":"edit_file","arguments":"{\"path\":\"deploy/datadog-values.yaml\",\"old_string\":\"  apiKey: \\\"\\\"\",\"new_string\":\"  apiKey: \\\"{0}\\\"\\n  appKeyExistingSecret: datadog-app-key\",\"replace_all\":false}","id":"fc_{1}","status":"completed"}""",
    r(32, HEX),
    r(48, HEX), r(24),
)
add(
    "token/mcp_tool_result_github_token_in_error",
    r"""{"jsonrpc":"2.0","id":17,"result":{"content":[{"type":"text","text":"Error: request to https://api.github.com/repos/acme/infra/pulls failed\nheaders sent: {\"Accept\":\"application/vnd.github+json\",\"Authorization\":\"token {0}\",\"User-Agent\":\"mcp-github/0.6.2\",\"X-GitHub-Api-Version\":\"2022-11-28\"}\nstatus: 422 Unprocessable Entity\nmessage: Validation Failed: A pull request already exists for acme:feat/otel-collector."}],"isError":true}}""",
    "ghp_" + r(36),
)

# ------------------------------------------------ diffs and patches
add(
    "signing_key/git_diff_adds_session_secret",
    r"""diff --git a/server/config/default.ts b/server/config/default.ts
index {1}..{2} 100644
--- a/server/config/default.ts
+++ b/server/config/default.ts
@@ -12,14 +12,15 @@ export default {
   port: Number(process.env.PORT ?? 4000),
   cors: {
     origin: ["http://localhost:5173"],
     credentials: true,
   },
   session: {
     name: "sid",
-    secret: process.env.SESSION_SECRET,
+    // TODO move back to env before merge
+    secret: "{0}",
     resave: false,
     saveUninitialized: false,
     cookie: { sameSite: "lax", maxAge: 1000 * 60 * 60 * 8 },
   },
   logLevel: "info",
 };""",
    r(48, HEX),
    r(7, HEX), r(7, HEX),
)
add(
    "vendor/git_diff_removes_snowflake_password",
    r"""commit {1}
Author: Priya N <priya@acme.io>
Date:   Mon Nov 30 10:14:55 2026 +0000

    dbt: read snowflake password from env

diff --git a/profiles.yml b/profiles.yml
index {2}..{3} 100644
--- a/profiles.yml
+++ b/profiles.yml
@@ -3,12 +3,12 @@ analytics:
   outputs:
     dev:
       type: snowflake
       account: xy12345.eu-central-1
       user: DBT_DEV
-      password: "{0}"
+      password: "{{ env_var('SNOWFLAKE_PASSWORD') }}"
       role: TRANSFORMER
       database: ANALYTICS_DEV
       warehouse: TRANSFORMING
       schema: dbt_priya
       threads: 8
       client_session_keep_alive: false""",
    pw(),
    sha(), r(7, HEX), r(7, HEX),
)
add(
    "private_key/apply_patch_adds_pem_fixture",
    r"""*** Begin Patch
*** Add File: tests/fixtures/saml/sp-key.pem
+-----BEGIN PRIVATE KEY-----
+{0}
+-----END PRIVATE KEY-----
*** Update File: tests/conftest.py
@@ def saml_settings():
     return {
         "sp": {
             "entityId": "https://app.test/saml/metadata",
             "assertionConsumerService": {"url": "https://app.test/saml/acs"},
-            "privateKey": "",
+            "privateKey": (FIXTURES / "saml" / "sp-key.pem").read_text(),
         },
         "idp": {"entityId": "https://idp.test/metadata"},
     }
*** End Patch""",
    "\n+".join(b64(48) for _ in range(16)),
)
add(
    "token/unified_diff_mlflow_tracking_token",
    r"""--- a/notebooks/train_ranker.py
+++ b/notebooks/train_ranker.py
@@ -1,18 +1,20 @@
 import os
 import mlflow
 import lightgbm as lgb
 from sklearn.model_selection import train_test_split
 
 from ranker.features import build_features
 
-mlflow.set_tracking_uri("http://localhost:5000")
+os.environ["MLFLOW_TRACKING_URI"] = "https://mlflow.ml.acme.io"
+os.environ["MLFLOW_TRACKING_TOKEN"] = "{0}"
+mlflow.set_tracking_uri(os.environ["MLFLOW_TRACKING_URI"])
 mlflow.set_experiment("/ranker/lgbm-v3")
 
 X, y = build_features("s3://acme-ml-data/ranker/2026-11/")
 X_tr, X_te, y_tr, y_te = train_test_split(X, y, test_size=0.2, random_state=42)
 
 with mlflow.start_run(run_name="lgbm-depth8"):
     params = {"num_leaves": 255, "max_depth": 8, "learning_rate": 0.05}
     mlflow.log_params(params)
     model = lgb.train(params, lgb.Dataset(X_tr, y_tr), num_boost_round=400)""",
    "mlf_" + r(40, LOWER_NUM),
)
add(
    "vendor/git_show_stat_and_patch_newrelic",
    r"""$ git show --stat -p HEAD~2 -- newrelic.yml
commit {1}
Author: ci-bot <ci@acme.io>
Date:   Thu Nov 26 18:40:02 2026 +0000

    chore: enable distributed tracing

 newrelic.yml | 4 +++-
 1 file changed, 3 insertions(+), 1 deletion(-)

diff --git a/newrelic.yml b/newrelic.yml
--- a/newrelic.yml
+++ b/newrelic.yml
@@ -1,6 +1,8 @@
 common: &default_settings
-  license_key: <%= ENV['NEW_RELIC_LICENSE_KEY'] %>
+  license_key: '{0}'
   app_name: storefront
+  distributed_tracing:
+    enabled: true
   log_level: info""",
    r(36, HEX) + "NRAL",
    sha(),
)
add(
    "password/short_diff_hunk_ldap_bind",
    r"""@@ -22,3 +22,3 @@ LDAP_BIND_DN = "cn=svc-gitea,ou=services,dc=acme,dc=io"
-LDAP_BIND_PASSWORD = os.environ["LDAP_BIND_PASSWORD"]
+LDAP_BIND_PASSWORD = "{0}"
 LDAP_USER_SEARCH_BASE = "ou=people,dc=acme,dc=io"
 LDAP_START_TLS = True""",
    pw(),
)
add(
    "vendor/git_stash_show_grafana_cloud",
    r"""$ git stash show -p
diff --git a/otel/collector.yaml b/otel/collector.yaml
--- a/otel/collector.yaml
+++ b/otel/collector.yaml
@@ -30,7 +30,10 @@ exporters:
   otlphttp/grafana:
     endpoint: https://otlp-gateway-prod-eu-west-2.grafana.net/otlp
     auth:
       authenticator: basicauth/grafana
 extensions:
   basicauth/grafana:
     client_auth:
-      username: ${env:GRAFANA_INSTANCE_ID}
-      password: ${env:GRAFANA_CLOUD_TOKEN}
+      username: "{1}"
+      password: "{0}"
   health_check: {}""",
    "glc_" + b64(90).replace("+", "A").replace("/", "B").rstrip("="),
    str(_rng.randint(400000, 999999)),
)

# ------------------------------------------------ rg / grep -rn / cat -n
add(
    "vendor/rg_output_stripe_key_in_seed_script",
    r"""$ rg -n "stripe" --glob '!node_modules' --glob '!*.lock'
apps/web/package.json
31:    "@stripe/stripe-js": "^4.9.0",

apps/api/package.json
27:    "stripe": "^17.3.1",

apps/api/src/billing/client.ts
1:import Stripe from "stripe";
4:export const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: "2024-06-20" });

apps/api/scripts/seed-products.ts
3:// run with: pnpm tsx scripts/seed-products.ts
6:const stripe = new Stripe("{0}", { apiVersion: "2024-06-20" });
14:  await stripe.products.create({ name: "Team", metadata: { tier: "team" } });

apps/web/src/lib/stripe.ts
2:export const stripePromise = loadStripe(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY);

docs/billing.md
12:Set `STRIPE_SECRET_KEY` in Doppler (project `api`, config `dev`).""",
    "sk_" + "test_51" + r(22) + r(60, ALNUM)[:75],
)
add(
    "password/grep_rn_mqtt_password_firmware",
    r"""$ grep -rn "MQTT_" firmware/src/
firmware/src/config.h:12:#define MQTT_HOST "mqtt.home.lan"
firmware/src/config.h:13:#define MQTT_PORT 1883
firmware/src/config.h:14:#define MQTT_USER "esp-garage"
firmware/src/config.h:15:#define MQTT_PASS "{0}"
firmware/src/config.h:16:#define MQTT_TOPIC_BASE "home/garage"
firmware/src/main.cpp:48:  mqtt.setServer(MQTT_HOST, MQTT_PORT);
firmware/src/main.cpp:61:  if (mqtt.connect(clientId.c_str(), MQTT_USER, MQTT_PASS)) {
firmware/src/main.cpp:62:    mqtt.subscribe(MQTT_TOPIC_BASE "/door/set");""",
    pw(),
)
add(
    "token/rg_json_output_slack_bot_token",
    r"""{"type":"match","data":{"path":{"text":"ops/alerts/notify.py"},"lines":{"text":"SLACK_TOKEN = \"{0}\"  # alerts-bot\n"},"line_number":9,"absolute_offset":212,"submatches":[{"match":{"text":"SLACK_TOKEN"},"start":0,"end":11}]}}
{"type":"end","data":{"path":{"text":"ops/alerts/notify.py"},"binary_offset":null,"stats":{"elapsed":{"secs":0,"nanos":41210,"human":"0.000041s"},"searches":1,"searches_with_match":1,"bytes_searched":1841,"bytes_printed":312,"matched_lines":1,"matches":1}}}""",
    "xoxb-" + r(12, DIGITS) + "-" + r(13, DIGITS) + "-" + r(24),
)
add(
    "signing_key/cat_n_keycloak_realm_client_secret",
    r"""     1	{
     2	  "realm": "acme",
     3	  "enabled": true,
     4	  "sslRequired": "external",
     5	  "registrationAllowed": false,
     6	  "clients": [
     7	    {
     8	      "clientId": "grafana",
     9	      "name": "Grafana",
    10	      "enabled": true,
    11	      "clientAuthenticatorType": "client-secret",
    12	      "secret": "{0}",
    13	      "redirectUris": ["https://grafana.acme.io/login/generic_oauth"],
    14	      "webOrigins": ["https://grafana.acme.io"],
    15	      "standardFlowEnabled": true,
    16	      "directAccessGrantsEnabled": false,
    17	      "publicClient": false,
    18	      "protocol": "openid-connect",
    19	      "attributes": {
    20	        "post.logout.redirect.uris": "https://grafana.acme.io/*",
    21	        "pkce.code.challenge.method": "S256"
    22	      },
    23	      "defaultClientScopes": ["web-origins", "profile", "roles", "email"]
    24	    }
    25	  ]
    26	}""",
    r(32),
)
add(
    "password/cat_n_arduino_wifi_sketch",
    r"""     1	#include <WiFi.h>
     2	#include <PubSubClient.h>
     3	#include "DHT.h"
     4	
     5	const char* ssid = "Kowalski-5G";
     6	const char* password = "{0}";
     7	const char* mqtt_server = "192.168.1.40";
     8	
     9	WiFiClient espClient;
    10	PubSubClient client(espClient);
    11	DHT dht(4, DHT22);
    12	
    13	void setup_wifi() {
    14	  delay(10);
    15	  Serial.print("Connecting to ");
    16	  Serial.println(ssid);
    17	  WiFi.begin(ssid, password);
    18	  while (WiFi.status() != WL_CONNECTED) {
    19	    delay(500);
    20	    Serial.print(".");
    21	  }
    22	  Serial.println(WiFi.localIP());
    23	}""",
    r(4, LOWER) + r(4, DIGITS) + r(4, LOWER) + "!",
)
add(
    "vendor/read_tool_line_numbers_databricks_cfg",
    r"""<file path="/home/dev/.databrickscfg">
1→[DEFAULT]
2→host = https://adb-{1}.12.azuredatabricks.net
3→token = {0}
4→
5→[staging]
6→host = https://adb-{2}.7.azuredatabricks.net
7→auth_type = databricks-cli
8→cluster_id = 1130-{3}-x4k2p9
</file>""",
    "dapi" + r(32, HEX) + "-2",
    r(16, DIGITS), r(16, DIGITS), r(6, DIGITS),
)
add(
    "password/grep_C2_ldap_conf",
    r"""$ grep -n -C2 bindpw /etc/sssd/sssd.conf /etc/nslcd.conf 2>/dev/null
/etc/nslcd.conf-7-uri ldaps://ldap1.corp.acme.io ldaps://ldap2.corp.acme.io
/etc/nslcd.conf-8-base dc=corp,dc=acme,dc=io
/etc/nslcd.conf:9:binddn cn=nslcd,ou=system,dc=corp,dc=acme,dc=io
/etc/nslcd.conf:10:bindpw {0}
/etc/nslcd.conf-11-ssl on
/etc/nslcd.conf-12-tls_reqcert demand""",
    pw(),
)

# ------------------------------------------------ failing tests
add(
    "token/pytest_assertion_diff_auth_header",
    r"""_________________________ test_client_sends_auth_header _________________________

httpx_mock = <pytest_httpx._httpx_mock.HTTPXMock object at 0x7f3a2c1d9e50>

    def test_client_sends_auth_header(httpx_mock):
        httpx_mock.add_response(url="https://api.partner.test/v1/orders", json=[])
        client = PartnerClient(base_url="https://api.partner.test", token=load_token())
        client.list_orders()
        req = httpx_mock.get_request()
>       assert req.headers["authorization"] == "Bearer test-token"
E       AssertionError: assert 'Bearer {0}' == 'Bearer test-token'
E         
E         - Bearer test-token
E         + Bearer {0}

tests/test_partner_client.py:38: AssertionError
----------------------------- Captured log call ------------------------------
DEBUG    partner.client:client.py:22 loaded token from ~/.config/partner/credentials
=========================== short test summary info ============================
FAILED tests/test_partner_client.py::test_client_sends_auth_header - AssertionError
========================= 1 failed, 41 passed in 3.88s =========================""",
    "ptk_live_" + r(36),
)
add(
    "password/jest_snapshot_failure_config",
    r"""FAIL  src/config/__tests__/loadConfig.test.ts
  ● loadConfig › merges env over defaults

    expect(received).toMatchSnapshot()

    Snapshot name: `loadConfig merges env over defaults 1`

    - Snapshot  - 1
    + Received  + 1

      Object {
        "db": Object {
          "host": "localhost",
    -     "password": "postgres",
    +     "password": "{0}",
          "port": 5432,
          "user": "app",
        },
        "featureFlags": Array [
          "new-checkout",
        ],
      }

      at Object.<anonymous> (src/config/__tests__/loadConfig.test.ts:19:27)

Test Suites: 1 failed, 12 passed, 13 total
Tests:       1 failed, 87 passed, 88 total
Snapshots:   1 failed, 9 passed, 10 total""",
    pw(),
)
add(
    "token/go_test_failure_got_want",
    r"""=== RUN   TestSignerHeaders
=== RUN   TestSignerHeaders/with_api_key
    signer_test.go:57: headers mismatch (-want +got):
          http.Header{
          	"Content-Type": {"application/json"},
        - 	"X-Api-Key":    {"dummy"},
        + 	"X-Api-Key":    {"{0}"},
          	"X-Request-Id": {"req_{1}"},
          }
--- FAIL: TestSignerHeaders (0.00s)
    --- FAIL: TestSignerHeaders/with_api_key (0.00s)
FAIL
FAIL	github.com/acme/partner-sdk-go/signer	0.014s
FAIL""",
    "pk_live_" + r(40, LOWER_NUM),
    r(20, LOWER_NUM),
)
add(
    "password/pytest_locals_showlocals_smtp",
    r"""    def send_digest(self, to: str, body: str) -> None:
        with smtplib.SMTP(self.host, self.port, timeout=10) as s:
            s.starttls()
>           s.login(self.user, self.password)

body       = 'Your weekly digest: 4 new comments'
s          = <smtplib.SMTP object at 0x7f81c2a3b0d0>
self       = Mailer(host='smtp.eu.mailgun.org', port=587, user='postmaster@mg.acme.io', password='{0}')
to         = 'qa+digest@acme.io'

app/mail.py:31: 
E   smtplib.SMTPAuthenticationError: (535, b'5.7.0 Mailgun is not loving your login or password')""",
    r(32, HEX) + "-" + r(8, HEX) + "-" + r(8, HEX),
)

# ------------------------------------------------ notebooks
add(
    "vendor/ipynb_cell_openai_key_source",
    r"""  {
   "cell_type": "code",
   "execution_count": 3,
   "id": "{1}",
   "metadata": {},
   "outputs": [],
   "source": [
    "import os\n",
    "from openai import OpenAI\n",
    "\n",
    "os.environ[\"OPENAI_API_KEY\"] = \"{0}\"\n",
    "client = OpenAI()\n",
    "EMBED_MODEL = \"text-embedding-3-small\"\n"
   ]
  },
  {
   "cell_type": "code",
   "execution_count": 4,
   "id": "{2}",
   "metadata": {},
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "1536\n"
     ]
    }
   ],
   "source": [
    "print(len(client.embeddings.create(model=EMBED_MODEL, input=\"hello\").data[0].embedding))"
   ]
  }""",
    "sk-proj-" + r(48, URLSAFE) + "T3BlbkFJ" + r(48, URLSAFE),
    r(8, HEX), r(8, HEX),
)
add(
    "password/ipynb_output_sqlalchemy_engine_repr",
    r"""{
 "cell_type": "code",
 "execution_count": 12,
 "metadata": {"tags": []},
 "outputs": [
  {
   "data": {
    "text/plain": [
     "Engine(postgresql+psycopg2://analyst:{0}@replica.analytics.acme.io:5432/product)"
    ]
   },
   "execution_count": 12,
   "metadata": {},
   "output_type": "execute_result"
  }
 ],
 "source": ["engine = create_engine(conn_str, hide_parameters=True)\n", "engine"]
}""",
    pw(),
)
add(
    "vendor/ipynb_wandb_login_output",
    r"""   "outputs": [
    {
     "name": "stderr",
     "output_type": "stream",
     "text": [
      "wandb: Currently logged in as: tmiller (acme-ml). Use `wandb login --relogin` to force relogin\n",
      "wandb: Tracking run with wandb version 0.18.7\n",
      "wandb: Run data is saved locally in /content/wandb/run-20261201_093012-{1}\n"
     ]
    }
   ],
   "source": [
    "!pip -q install wandb\n",
    "import wandb\n",
    "wandb.login(key=\"{0}\")\n",
    "run = wandb.init(project=\"clip-finetune\", config={\"lr\": 3e-5, \"epochs\": 4})"
   ]""",
    r(40, HEX),
    r(8, LOWER_NUM),
)
add(
    "private_key/ipynb_bigquery_service_account_dict",
    r"""    "from google.oauth2 import service_account\n",
    "from google.cloud import bigquery\n",
    "\n",
    "info = {\n",
    "  \"type\": \"service_account\",\n",
    "  \"project_id\": \"acme-analytics-prod\",\n",
    "  \"private_key_id\": \"{1}\",\n",
    "  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{0}\\n-----END PRIVATE KEY-----\\n\",\n",
    "  \"client_email\": \"looker-export@acme-analytics-prod.iam.gserviceaccount.com\",\n",
    "  \"client_id\": \"{2}\",\n",
    "  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n",
    "}\n",
    "creds = service_account.Credentials.from_service_account_info(info)\n",
    "bq = bigquery.Client(credentials=creds, project=info[\"project_id\"])\n",
    "bq.query(\"SELECT COUNT(*) FROM `acme-analytics-prod.events.page_views`\").result()""",
    "\\\\n".join(b64(48) for _ in range(12)),
    r(40, HEX), r(21, DIGITS),
)

# ------------------------------------------------ API collections and .http files
add(
    "token/postman_collection_bearer_auth",
    r"""{
  "info": {
    "_postman_id": "{1}",
    "name": "Fulfilment API",
    "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
    "_exporter_id": "{2}"
  },
  "auth": {
    "type": "bearer",
    "bearer": [
      { "key": "token", "value": "{0}", "type": "string" }
    ]
  },
  "item": [
    {
      "name": "List shipments",
      "request": {
        "method": "GET",
        "header": [{ "key": "Accept", "value": "application/json" }],
        "url": { "raw": "{{baseUrl}}/v1/shipments?status=pending", "host": ["{{baseUrl}}"], "path": ["v1", "shipments"] }
      }
    }
  ],
  "variable": [{ "key": "baseUrl", "value": "https://fulfil.acme.io" }]
}""",
    "ful_" + r(44, URLSAFE),
    uuid4(), r(8, DIGITS),
)
add(
    "vendor/postman_environment_secret_type",
    r"""{
  "id": "{1}",
  "name": "partner-sandbox",
  "values": [
    { "key": "baseUrl", "value": "https://sandbox.partner.example", "type": "default", "enabled": true },
    { "key": "clientId", "value": "acme-integration", "type": "default", "enabled": true },
    { "key": "clientSecret", "value": "{0}", "type": "secret", "enabled": true },
    { "key": "accessToken", "value": "", "type": "secret", "enabled": true }
  ],
  "_postman_variable_scope": "environment",
  "_postman_exported_at": "2026-11-28T09:12:44.551Z",
  "_postman_exported_using": "Postman/11.20.0"
}""",
    r(40, URLSAFE),
    uuid4(),
)
add(
    "password/insomnia_export_basic_auth",
    r"""_type: export
__export_format: 4
__export_date: 2026-11-27T16:03:19.882Z
__export_source: insomnia.desktop.app:v10.1.1
resources:
  - _id: req_{1}
    parentId: wrk_{2}
    url: https://jenkins.acme.io/job/release/buildWithParameters
    name: trigger release
    method: POST
    body:
      mimeType: application/x-www-form-urlencoded
      params:
        - name: VERSION
          value: 4.12.0
    authentication:
      type: basic
      useISO88591: false
      disabled: false
      username: release-bot
      password: {0}
    _type: request""",
    pw(),
    r(32, HEX), r(32, HEX),
)
add(
    "token/bruno_bru_file_auth_bearer",
    r"""meta {
  name: create webhook
  type: http
  seq: 4
}

post {
  url: {{host}}/api/webhooks
  body: json
  auth: bearer
}

auth:bearer {
  token: {0}
}

body:json {
  {
    "url": "https://hooks.acme.io/inbound/orders",
    "events": ["order.created", "order.refunded"]
  }
}""",
    "lin_api_" + r(40),
)
add(
    "token/http_file_rest_client",
    r"""### Get current user
GET https://api.vendorhub.io/v3/me
Authorization: Bearer {0}
Accept: application/json

### List projects
GET https://api.vendorhub.io/v3/projects?limit=50
Authorization: Bearer {{token}}

### Create project
POST https://api.vendorhub.io/v3/projects
Content-Type: application/json
Authorization: Bearer {{token}}

{"name": "agent-sandbox", "region": "eu-west-1"}""",
    "vh_" + r(8, LOWER_NUM) + "_" + r(32),
)
add(
    "password/http_client_env_private_json",
    r"""$ cat -A http-client.private.env.json | sed 's/\$$//'
{
  "dev": {
    "adminUser": "ops",
    "adminPassword": "{0}"
  },
  "prod": {
    "adminUser": "ops"
  }
}""",
    pw(),
)

# ------------------------------------------------ data and ML tooling
add(
    "vendor/netrc_wandb_api_cat",
    r"""$ cat ~/.netrc
machine api.wandb.ai
  login user
  password {0}
machine github.com
  login tmiller
  password ${GH_TOKEN}""",
    r(40, HEX),
)
add(
    "vendor/hf_cli_whoami_and_env",
    r"""(venv) dev@gpu-box:~/llm-ft$ export HF_TOKEN={0}
(venv) dev@gpu-box:~/llm-ft$ huggingface-cli whoami
acme-ml-bot
orgs:  acme-research,acme-ml
(venv) dev@gpu-box:~/llm-ft$ huggingface-cli upload acme-ml/ranker-v3 ./out/checkpoint-4000 .
Start hashing 7 files.
Finished hashing 7 files.
model.safetensors: 100%|██████████| 1.34G/1.34G [00:41<00:00, 32.4MB/s]
https://huggingface.co/acme-ml/ranker-v3/tree/main/.""",
    "hf_" + r(34),
)
add(
    "password/mlflow_server_cmd_backend_store",
    r"""$ ps -eo pid,args | grep [m]lflow
 2214 /opt/mlflow/venv/bin/python /opt/mlflow/venv/bin/mlflow server --host 0.0.0.0 --port 5000 --backend-store-uri mysql+pymysql://mlflow:{0}@mlflow-db.internal:3306/mlflow --artifacts-destination s3://acme-mlflow-artifacts --serve-artifacts --workers 4
 2231 /opt/mlflow/venv/bin/python -m gunicorn.app.wsgiapp -b 0.0.0.0:5000 -w 4 mlflow.server:app""",
    pw(),
)
add(
    "password/snowsql_config",
    r"""[connections]
accountname = xy12345.eu-central-1
username = ANALYST_TMILLER
authenticator = snowflake

[connections.prod_ro]
accountname = xy12345.eu-central-1
username = SVC_LOOKER
password = {0}
rolename = REPORTING_RO
warehousename = REPORTING_WH
dbname = ANALYTICS

[options]
log_level = CRITICAL
log_file = ~/.snowsql/log
auto_completion = True
friendly = False
output_format = psql""",
    pw(),
)
add(
    "dsn/airbyte_source_config_json",
    r"""{
  "sourceDefinitionId": "decd338e-5647-4c0b-adf4-da0e75f5a750",
  "workspaceId": "{1}",
  "name": "Postgres - orders replica",
  "connectionConfiguration": {
    "host": "orders-replica.c9xk2.eu-west-1.rds.amazonaws.com",
    "port": 5432,
    "database": "orders",
    "schemas": ["public"],
    "username": "airbyte_ro",
    "password": "{0}",
    "ssl_mode": {"mode": "require"},
    "replication_method": {"method": "CDC", "replication_slot": "airbyte_slot", "publication": "airbyte_pub"},
    "tunnel_method": {"tunnel_method": "NO_TUNNEL"}
  }
}""",
    pw(),
    uuid4(),
)
add(
    "token/databricks_sdk_python_traceback",
    r"""Traceback (most recent call last):
  File "/Workspace/Repos/tmiller/etl/jobs/backfill.py", line 18, in <module>
    w = WorkspaceClient(host="https://dbc-{1}.cloud.databricks.com", token="{0}")
  File "/databricks/python/lib/python3.11/site-packages/databricks/sdk/__init__.py", line 172, in __init__
    config = client.Config(host=host, token=token, ...)
databricks.sdk.errors.platform.PermissionDenied: User does not have permission to use the SQL warehouse 4b1f0c2e7a9d3e58""",
    "dapi" + r(32, HEX),
    r(8, HEX) + "-" + r(4, HEX),
)
add(
    "dsn/dbt_debug_output_redshift",
    r"""$ dbt debug --target prod
13:02:41  Running with dbt=1.8.9
13:02:41  dbt version: 1.8.9
13:02:41  python version: 3.11.9
13:02:41  os info: Linux-6.8.0-49-generic-x86_64-with-glibc2.39
13:02:41  Using profiles dir at /home/dev/.dbt
13:02:41  Using profiles.yml file at /home/dev/.dbt/profiles.yml
13:02:41  Using dbt_project.yml file at /home/dev/analytics/dbt_project.yml
13:02:41  adapter type: redshift
13:02:41  adapter version: 1.8.2
13:02:41  Configuration:
13:02:41    profiles.yml file [OK found and valid]
13:02:41    dbt_project.yml file [OK found and valid]
13:02:41  Connection:
13:02:41    host: analytics.c4x9.eu-west-1.redshift.amazonaws.com
13:02:41    port: 5439
13:02:41    user: dbt_prod
13:02:41    database: analytics
13:02:41    schema: marts
13:02:41    connect_timeout: None
13:02:41  Connection test: [ERROR]
13:02:41  1 check failed:
13:02:41  dbt was unable to connect to the specified database.
The database returned the following error:
  >Database Error
  connection to server at "analytics.c4x9.eu-west-1.redshift.amazonaws.com" failed: FATAL:  password authentication failed for user "dbt_prod" (dsn: host=analytics.c4x9.eu-west-1.redshift.amazonaws.com port=5439 dbname=analytics user=dbt_prod password={0} sslmode=prefer)""",
    pw(),
)
add(
    "signing_key/bigquery_key_base64_env",
    r"""# .env.ci (generated by scripts/make-ci-env.sh, do not commit)
GCP_PROJECT=acme-analytics-prod
BQ_DATASET=marts
BQ_LOCATION=EU
GOOGLE_APPLICATION_CREDENTIALS_JSON_B64={0}
DBT_TARGET=ci""",
    base64.b64encode(json.dumps({"type": "service_account", "project_id": "acme-analytics-prod", "private_key_id": r(40, HEX), "private_key": "-----BEGIN PRIVATE KEY-----\n" + b64(96) + "\n-----END PRIVATE KEY-----\n", "client_email": "dbt-ci@acme-analytics-prod.iam.gserviceaccount.com"}).encode()).decode(),
)

# ------------------------------------------------ IoT and embedded
add(
    "password/home_assistant_secrets_yaml",
    r"""# Use this file to store secrets like usernames and passwords.
# Learn more at https://www.home-assistant.io/docs/configuration/secrets/
latitude: 52.37
longitude: 4.89
elevation: 2
some_password: welcome
influx_host: 192.168.1.20
influx_org: home
influx_bucket: homeassistant
influx_token: !env_var INFLUX_TOKEN
mqtt_broker: 192.168.1.40
mqtt_username: homeassistant
mqtt_password: {0}
unifi_host: 192.168.1.1
unifi_username: ha-readonly
google_calendar_client_id: 84310-{1}.apps.googleusercontent.com""",
    pw(),
    r(32, LOWER_NUM),
)
add(
    "private_key/zigbee2mqtt_network_key",
    r"""homeassistant: true
permit_join: false
mqtt:
  base_topic: zigbee2mqtt
  server: mqtt://192.168.1.40:1883
  user: z2m
  password: '!secret mqtt_password'
serial:
  port: /dev/serial/by-id/usb-ITead_Sonoff_Zigbee_3.0_USB_Dongle_Plus_{1}-if00-port0
  adapter: zstack
advanced:
  pan_id: {2}
  ext_pan_id: [221, 221, 221, 221, 221, 221, 221, 221]
  channel: 15
  network_key: [{0}]
  log_level: info
frontend:
  port: 8080
ota:
  update_check_interval: 1440""",
    ", ".join(str(_rng.randint(0, 255)) for _ in range(16)),
    r(32, HEX), str(_rng.randint(6000, 60000)),
)
add(
    "password/esphome_yaml_wifi_api",
    r"""esphome:
  name: garden-pump
  friendly_name: Garden Pump

esp32:
  board: esp32dev
  framework:
    type: arduino

logger:

api:
  encryption:
    key: !secret api_encryption_key

ota:
  - platform: esphome
    password: !secret ota_password

wifi:
  ssid: "Garden-IoT"
  password: "{0}"
  ap:
    ssid: "Garden-Pump Fallback"
    password: !secret fallback_ap

switch:
  - platform: gpio
    pin: GPIO26
    name: "Pump relay"
""",
    r(3, UPPER) + r(5, LOWER) + r(4, DIGITS),
)
add(
    "signing_key/esphome_secrets_api_encryption_key",
    r"""# secrets.yaml (esphome)
wifi_ssid: "Garden-IoT"
ota_password: "!secret-in-ha"
api_encryption_key: "{0}"
fallback_ap: "esp-fallback"
""",
    b64(32),
)
add(
    "token/platformio_ini_build_flags",
    r"""[env:esp32-s3]
platform = espressif32@6.9.0
board = esp32-s3-devkitc-1
framework = arduino
monitor_speed = 115200
lib_deps =
    knolleary/PubSubClient@^2.8
    bblanchon/ArduinoJson@^7.2.1
build_flags =
    -DCORE_DEBUG_LEVEL=3
    -DWIFI_SSID=\"lab-2g\"
    -DTHINGSBOARD_HOST=\"tb.acme.io\"
    -DTHINGSBOARD_ACCESS_TOKEN=\"{0}\"
    -DFW_VERSION=\"1.4.2\"""",
    r(20),
)
add(
    "password/serial_monitor_boot_log_wifi",
    r"""--- Terminal on /dev/ttyUSB0 | 115200 8-N-1
--- Quit: Ctrl+C | Menu: Ctrl+T | Help: Ctrl+T followed by Ctrl+H
ets Jun  8 2016 00:22:57

rst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)
configsip: 0, SPIWP:0xee
mode:DIO, clock div:1
load:0x3fff0030,len:1184
entry 0x400805e4
[   312][I][main.cpp:41] setup(): fw 1.4.2 build {1}
[   318][D][wifi.cpp:22] connect(): ssid=lab-2g pass={0}
[  2190][I][wifi.cpp:30] connect(): connected, ip=192.168.50.117 rssi=-61
[  2204][I][mqtt.cpp:18] connect(): broker=tb.acme.io:1883 client=esp32-{2}""",
    r(5, LOWER) + r(3, DIGITS) + r(4, UPPER),
    r(7, HEX), r(12, UPPER_HEX),
)
add(
    "password/mosquitto_passwd_cmd_history",
    r"""  512  sudo apt install mosquitto mosquitto-clients
  513  sudo mosquitto_passwd -c -b /etc/mosquitto/passwd ha {0}
  514  sudo systemctl restart mosquitto
  515  mosquitto_sub -h localhost -u ha -P "$MQTT_PW" -t 'zigbee2mqtt/#' -v
  516  history""",
    pw(),
)

# ------------------------------------------------ directory services and SSO
add(
    "password/ldapsearch_command_line",
    r"""$ ldapsearch -H ldaps://dc01.corp.acme.io:636 -x -D "CN=svc-jira,OU=Service Accounts,DC=corp,DC=acme,DC=io" -w '{0}' -b "OU=Staff,DC=corp,DC=acme,DC=io" "(sAMAccountName=tmiller)" memberOf mail
# extended LDIF
#
# LDAPv3
# base <OU=Staff,DC=corp,DC=acme,DC=io> with scope subtree
# filter: (sAMAccountName=tmiller)
# requesting: memberOf mail
#

# Tom Miller, Engineering, Staff, corp.acme.io
dn: CN=Tom Miller,OU=Engineering,OU=Staff,DC=corp,DC=acme,DC=io
memberOf: CN=jira-users,OU=Groups,DC=corp,DC=acme,DC=io
memberOf: CN=vpn-users,OU=Groups,DC=corp,DC=acme,DC=io
mail: tmiller@acme.io

# search result
search: 2
result: 0 Success""",
    pw(),
)
add(
    "signing_key/oidc_client_secret_nextauth_env",
    r"""NEXTAUTH_URL=http://localhost:3000
NEXTAUTH_SECRET=${NEXTAUTH_SECRET}
AUTH_KEYCLOAK_ID=portal-web
AUTH_KEYCLOAK_SECRET={0}
AUTH_KEYCLOAK_ISSUER=https://sso.acme.io/realms/acme
NEXT_PUBLIC_SENTRY_DSN=https://{1}@o{2}.ingest.sentry.io/{3}""",
    r(32),
    r(32, HEX), r(7, DIGITS), r(7, DIGITS),
)
add(
    "password/keycloak_kcadm_config_credentials",
    r"""$ kcadm.sh config credentials --server https://sso.acme.io --realm master --user admin --password '{0}' && kcadm.sh get realms/acme/clients -q clientId=grafana --fields id,clientId
Logging into https://sso.acme.io as user admin of realm master
[ {
  "id" : "{1}",
  "clientId" : "grafana"
} ]""",
    pw(),
    uuid4(),
)
add(
    "private_key/saml_settings_json_sp_key",
    r"""{
  "strict": true,
  "debug": false,
  "sp": {
    "entityId": "https://app.acme.io/saml/metadata",
    "assertionConsumerService": {
      "url": "https://app.acme.io/saml/acs",
      "binding": "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"
    },
    "NameIDFormat": "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
    "x509cert": "MIIDdzCCAl+gAwIBAgIUR3o0ZWx0YWNtZWlvMA0GCSqGSIb3DQEBCwUAMEUxCzAJBgNVBAYTAk5MMRMwEQYDVQQIDApTb21lLVN0YXRl",
    "privateKey": "{0}"
  },
  "idp": {
    "entityId": "https://login.microsoftonline.com/{1}/",
    "singleSignOnService": {
      "url": "https://login.microsoftonline.com/{1}/saml2",
      "binding": "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect"
    }
  }
}""",
    "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + b64(600).replace("=", ""),
    uuid4(),
)
add(
    "password/spring_ldap_properties_cat_n",
    r"""    18	spring.ldap.urls=ldaps://ldap.corp.acme.io:636
    19	spring.ldap.base=dc=corp,dc=acme,dc=io
    20	spring.ldap.username=cn=svc-portal,ou=services,dc=corp,dc=acme,dc=io
    21	spring.ldap.password={0}
    22	spring.ldap.base-environment.java.naming.referral=follow""",
    pw(),
)
add(
    "signing_key/azure_ad_client_secret_terraform_output",
    r"""$ terraform output -json
{
  "app_client_id": {
    "sensitive": false,
    "type": "string",
    "value": "{1}"
  },
  "app_client_secret": {
    "sensitive": true,
    "type": "string",
    "value": "{0}"
  },
  "tenant_id": {
    "sensitive": false,
    "type": "string",
    "value": "{2}"
  }
}""",
    r(3) + "8Q~" + r(34, URLSAFE),
    uuid4(), uuid4(),
)
add(
    "password/oauth2_proxy_cfg",
    r"""provider = "oidc"
provider_display_name = "Acme SSO"
oidc_issuer_url = "https://sso.acme.io/realms/acme"
client_id = "oauth2-proxy"
client_secret = "{0}"
cookie_secret_file = "/etc/oauth2-proxy/cookie-secret"
email_domains = ["acme.io"]
upstreams = ["http://127.0.0.1:8080/"]
http_address = "0.0.0.0:4180"
cookie_secure = true
skip_provider_button = true""",
    r(32),
)

# ------------------------------------------------ observability
add(
    "vendor/otel_collector_datadog_exporter",
    r"""receivers:
  otlp:
    protocols:
      grpc:
        endpoint: 0.0.0.0:4317
      http:
        endpoint: 0.0.0.0:4318
  hostmetrics:
    collection_interval: 30s
    scrapers:
      cpu: {}
      memory: {}

processors:
  batch:
    send_batch_max_size: 1000
    timeout: 10s
  resource:
    attributes:
      - key: deployment.environment
        value: staging
        action: upsert

exporters:
  datadog:
    api:
      site: datadoghq.eu
      key: {0}

service:
  pipelines:
    traces:
      receivers: [otlp]
      processors: [resource, batch]
      exporters: [datadog]
    metrics:
      receivers: [otlp, hostmetrics]
      processors: [batch]
      exporters: [datadog]""",
    r(32, HEX),
)
add(
    "vendor/newrelic_user_key_nerdgraph_curl",
    r"""$ curl -s https://api.eu.newrelic.com/graphql \
    -H 'Content-Type: application/json' \
    -H 'API-Key: {0}' \
    -d '{"query":"{ actor { account(id: {1}) { nrql(query: \"SELECT count(*) FROM Transaction SINCE 1 hour ago\") { results } } } }"}'
{"data":{"actor":{"account":{"nrql":{"results":[{"count":184233}]}}}}}""",
    "NRAK-" + r(27, UPPER_NUM),
    r(7, DIGITS),
)
add(
    "token/otel_exporter_otlp_headers_env",
    r"""OTEL_SERVICE_NAME=checkout
OTEL_RESOURCE_ATTRIBUTES=service.version=2.31.0,deployment.environment=prod
OTEL_EXPORTER_OTLP_ENDPOINT=https://otlp.eu01.nr-data.net
OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf
OTEL_EXPORTER_OTLP_HEADERS=api-key={0}
OTEL_TRACES_SAMPLER=parentbased_traceidratio
OTEL_TRACES_SAMPLER_ARG=0.2""",
    "eu01xx" + r(34, HEX) + "NRAL",
)
add(
    "vendor/grafana_agent_river_prometheus_remote_write",
    r"""prometheus.remote_write "grafanacloud" {
  endpoint {
    url = "https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push"

    basic_auth {
      username = "{1}"
      password = "{0}"
    }
  }
  external_labels = {
    cluster = "k3s-home",
  }
}

prometheus.scrape "node" {
  targets    = [{"__address__" = "127.0.0.1:9100"}]
  forward_to = [prometheus.remote_write.grafanacloud.receiver]
}""",
    "glc_" + b64(96).replace("+", "x").replace("/", "Q").rstrip("="),
    str(_rng.randint(1000000, 2999999)),
)
add(
    "vendor/datadog_app_key_terraform_tfvars",
    r"""# terraform.tfvars (local only)
datadog_api_url = "https://api.datadoghq.eu/"
# datadog_api_key comes from TF_VAR_datadog_api_key
datadog_app_key = "{0}"
team            = "payments"
slo_targets     = { availability = 99.9, latency_p95_ms = 350 }""",
    r(40, HEX),
)
add(
    "token/sentry_auth_token_sourcemaps_ci_log",
    r"""#14 [build 7/9] RUN npx @sentry/cli sourcemaps upload --org acme --project web --release 2.31.0 ./dist
#14 0.612 + SENTRY_AUTH_TOKEN={0} npx @sentry/cli sourcemaps upload --org acme --project web ./dist
#14 1.904 > Found 48 files
#14 2.118 > Analyzing 48 sources
#14 3.430 > Uploaded files to Sentry
#14 3.431 > Bundle ID: {1}
#14 DONE 3.6s""",
    "sntrys_" + b64(120).replace("+", "").replace("/", "").rstrip("=") + "_" + r(43),
    uuid4(),
)

# ------------------------------------------------ agent and editor configs
add(
    "token/mcp_json_server_env_github",
    r"""{
  "mcpServers": {
    "filesystem": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-filesystem", "/home/dev/projects"]
    },
    "github": {
      "command": "docker",
      "args": ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "ghcr.io/github/github-mcp-server"],
      "env": {
        "GITHUB_PERSONAL_ACCESS_TOKEN": "{0}"
      }
    },
    "postgres": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-postgres", "postgresql://localhost/dev"]
    }
  }
}""",
    "github_pat_11" + r(20, UPPER_NUM) + "_" + r(59),
)
add(
    "vendor/cursor_mcp_json_linear_brave",
    r"""{
  "mcpServers": {
    "brave-search": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-brave-search"],
      "env": { "BRAVE_API_KEY": "{0}" }
    },
    "linear": {
      "url": "https://mcp.linear.app/sse"
    }
  }
}""",
    "BSA" + r(28),
)
add(
    "vendor/continue_config_yaml_models",
    r"""name: acme-assistant
version: 0.0.1
schema: v1
models:
  - name: Claude Sonnet
    provider: anthropic
    model: claude-sonnet-4-5
    apiKey: ${{ secrets.ANTHROPIC_API_KEY }}
    roles: [chat, edit]
  - name: Codestral
    provider: mistral
    model: codestral-latest
    apiKey: {0}
    apiBase: https://codestral.mistral.ai/v1
    roles: [autocomplete]
  - name: Local embed
    provider: ollama
    model: nomic-embed-text
    roles: [embed]
context:
  - provider: code
  - provider: diff
  - provider: terminal""",
    r(32),
)
add(
    "vendor/aider_conf_yml_openrouter",
    r"""# ~/.aider.conf.yml
model: openrouter/anthropic/claude-sonnet-4.5
weak-model: openrouter/openai/gpt-4o-mini
api-key:
  - openrouter={0}
auto-commits: false
dirty-commits: true
attribute-author: false
dark-mode: true
show-diffs: true
map-tokens: 2048
read:
  - CONVENTIONS.md""",
    "sk-or-v1-" + r(64, HEX),
)
add(
    "token/vscode_settings_json_rest_client_env",
    r"""{
  "editor.formatOnSave": true,
  "files.exclude": { "**/.venv": true, "**/node_modules": true },
  "python.defaultInterpreterPath": "${workspaceFolder}/.venv/bin/python",
  "rest-client.environmentVariables": {
    "$shared": { "version": "v2" },
    "local": { "host": "http://localhost:8080", "token": "dev" },
    "staging": { "host": "https://staging-api.acme.io", "token": "{0}" }
  },
  "terminal.integrated.env.linux": { "AWS_PROFILE": "acme-dev" }
}""",
    jwt({"sub": "svc-qa", "iss": "https://sso.acme.io/realms/acme", "aud": "api", "exp": 1798761600, "scope": "orders:write"}),
)
add(
    "vendor/claude_desktop_config_env_notion",
    r"""{
  "globalShortcut": "Ctrl+Space",
  "mcpServers": {
    "notion": {
      "command": "npx",
      "args": ["-y", "@notionhq/notion-mcp-server"],
      "env": {
        "OPENAPI_MCP_HEADERS": "{\"Authorization\": \"Bearer {0}\", \"Notion-Version\": \"2022-06-28\"}"
      }
    },
    "sentry": {
      "command": "npx",
      "args": ["-y", "@sentry/mcp-server@latest", "--host=sentry.acme.io"],
      "env": { "SENTRY_ACCESS_TOKEN": "${SENTRY_ACCESS_TOKEN}" }
    }
  }
}""",
    "ntn_" + r(11, DIGITS) + r(35),
)
add(
    "password/codex_config_toml_mcp_env",
    r"""model = "gpt-5-codex"
approval_policy = "on-request"
sandbox_mode = "workspace-write"

[mcp_servers.mysql]
command = "uvx"
args = ["mysql-mcp-server"]
env = { MYSQL_HOST = "127.0.0.1", MYSQL_USER = "agent_ro", MYSQL_PASSWORD = "{0}", MYSQL_DATABASE = "shop" }

[mcp_servers.playwright]
command = "npx"
args = ["@playwright/mcp@latest"]""",
    pw(),
)
add(
    "token/cursorrules_leaked_token_in_instructions",
    r"""# .cursor/rules/api.mdc
---
description: how to call the internal admin API
globs: ["src/admin/**"]
alwaysApply: false
---
- Use the generated client in `src/admin/client.ts`; never call fetch directly.
- For local manual testing the staging admin token is {0} (expires end of sprint).
- Prefer `zod` schemas from `src/admin/schemas.ts` for request bodies.
- Run `pnpm test admin` before proposing a change.""",
    "adm_stg_" + r(32, LOWER_NUM),
)

# ------------------------------------------------ chat with the agent
add(
    "prose/user_pastes_key_mid_sentence",
    r"""ok so the deploy failed again because the key in vault is the old one, can you swap it for {0} and rerun the pipeline? don't touch the staging one""",
    "sk-proj-" + r(48, URLSAFE) + "T3BlbkFJ" + r(48, URLSAFE),
)
add(
    "prose/user_tells_password_for_ssh",
    r"""The box is bastion-2.acme.io, user deploy. Password is {0} (yes I know, we're moving to keys next week). Please just check whether nginx is up and tail the last 50 lines of the error log, nothing else.""",
    pw(),
)
add(
    "prose/user_corrects_earlier_password",
    r"""sorry, typo earlier: it's not the one I gave you, the Keycloak admin password is actually {0} - the first one was for the old realm which is gone anyway""",
    pw(),
)
add(
    "prose/transcript_user_message_json_with_token",
    r"""{"role": "user", "content": [{"type": "text", "text": "Here's the npm token for the publish step: {0}\nPut it in the repo secrets as NPM_TOKEN, not in the workflow file."}]}""",
    "npm_" + r(36),
)
add(
    "prose/chat_multiline_wifi_and_router",
    r"""Quick context for the firmware task:
- the test AP is "Lab-IoT-2G" (2.4 GHz only, the ESP32 can't see the 5 GHz one)
- WPA2 passphrase: {0}
- router admin is at 192.168.50.1 but you won't need it
- broker runs on the pi at .40, anonymous is off, use the credentials from secrets.h""",
    r(4, UPPER) + "-" + r(4, LOWER) + "-" + r(4, DIGITS),
)
add(
    "prose/user_gives_snowflake_pw_casual",
    r"""try again with the service user, SVC_DBT, pw {0}. role TRANSFORMER, warehouse TRANSFORMING""",
    pw(),
)
add(
    "prose/assistant_echoes_key_back",
    r"""{"role":"assistant","content":[{"type":"text","text":"Got it. I'll set `DD_API_KEY={0}` in `deploy/.env.staging` and restart the agent container. I won't commit the file; it's already in `.gitignore`."}]}""",
    r(32, HEX),
)
add(
    "prose/user_pastes_hf_token_with_apology",
    r"""ugh, sorry for pasting this here but I'm on my phone: {0}
it's a read-only token for the gated llama repo, use it only for the download step and then forget it""",
    "hf_" + r(34),
)
add(
    "prose/user_message_mqtt_creds_in_list",
    r"""Broker details (I checked them twice):
host: mqtt.acme-iot.io
port: 8883 (TLS)
username: fleet-sim
password: {0}
topic prefix: fleet/sim/
Please generate the load test script with these and 200 simulated devices.""",
    pw(),
)
add(
    "prose/user_corrects_token_after_rotation",
    r"""wait, I rotated it ten minutes ago after the leak scare. the new GitLab token is {0}, the glpat I sent before is revoked""",
    "glpat-" + r(20, URLSAFE),
)
add(
    "prose/user_passphrase_with_spaces",
    r"""the passphrase for the release signing key is "{0}" (lowercase, spaces included). gpg will prompt for it when you run make sign""",
    " ".join(_rng.choice(["amber", "violin", "tundra", "pocket", "saddle", "orbit", "lantern", "mosaic", "glacier", "thimble", "copper", "meadow"]) for _ in range(5)),
)
add(
    "prose/user_tells_ldap_bind_in_issue_comment",
    r"""From the ticket (INFRA-2214), pasted by Marco: "bind as cn=svc-wiki,ou=services,dc=corp,dc=acme,dc=io with {0}, base ou=people, filter (&(objectClass=person)(mail=%s))". Can you wire that into the wiki's ldap config?""",
    pw(),
)

# ------------------------------------------------ splits
_k = "sk-ant-api03-" + b64url(69) + "AA"
add_split(
    "split/anthropic_key_across_two_tool_results",
    r"""[
  {"type": "tool_use", "id": "toolu_01{2}", "name": "Bash", "input": {"command": "head -c 60 ~/.config/evals/key"}},
  {"type": "tool_result", "tool_use_id": "toolu_01{2}", "content": "{0}"},
  {"type": "text", "text": "The output was cut; reading the rest."},
  {"type": "tool_use", "id": "toolu_01{3}", "name": "Bash", "input": {"command": "tail -c +61 ~/.config/evals/key"}},
  {"type": "tool_result", "tool_use_id": "toolu_01{3}", "content": "{1}"}
]""",
    _k[:60], _k[60:], r(22), r(22),
)
_k = r(40, HEX)
add_split(
    "split/wandb_key_two_chat_messages",
    r"""user: first half of the wandb key, the second is coming from my other machine: {0}
assistant: Got the first part. Send the rest when you can; I won't run anything until then.
user: {1}
user: ok that's all of it, start the sweep""",
    _k[:20], _k[20:],
)
_p = pw()
add_split(
    "split/password_concat_in_diff",
    r"""--- a/scripts/backfill.py
+++ b/scripts/backfill.py
@@ -8,6 +8,7 @@ import psycopg
 HOST = "warehouse.internal"
 USER = "backfill"
-PASSWORD = os.environ["BACKFILL_PASSWORD"]
+# split so the scanner doesn't complain
+PASSWORD = "{0}" + "{1}"
 conn = psycopg.connect(host=HOST, user=USER, password=PASSWORD, dbname="events")""",
    _p[:7], _p[7:],
)
_k = "xoxp-" + r(12, DIGITS) + "-" + r(12, DIGITS) + "-" + r(13, DIGITS) + "-" + r(32, HEX)
add_split(
    "split/slack_token_wrapped_tool_output",
    r"""{"role":"tool","content":"$ cat ~/.config/slack-cli/token | fold -w 40\n{0}\n{1}\n{2}\n"}""",
    _k[:40], _k[40:80], _k[80:],
)

# ------------------------------------------------ cookies, otp, wallet, encoded
add(
    "cookie/playwright_storage_state_json",
    r"""{
  "cookies": [
    {
      "name": "_ga",
      "value": "GA1.1.{1}.1764400011",
      "domain": ".acme.io",
      "path": "/",
      "expires": 1798960011.41,
      "httpOnly": false,
      "secure": false,
      "sameSite": "Lax"
    },
    {
      "name": "__Host-session",
      "value": "{0}",
      "domain": "app.acme.io",
      "path": "/",
      "expires": 1765004811.2,
      "httpOnly": true,
      "secure": true,
      "sameSite": "Lax"
    }
  ],
  "origins": [
    {
      "origin": "https://app.acme.io",
      "localStorage": [{ "name": "theme", "value": "dark" }]
    }
  ]
}""",
    b64url(48),
    r(10, DIGITS),
)
add(
    "cookie/curl_b_cookie_in_agent_command",
    r"""{"type":"tool_use","id":"toolu_01{1}","name":"bash","input":{"command":"curl -s 'https://grafana.acme.io/api/dashboards/uid/ops-overview' -b 'grafana_session={0}' | jq '.dashboard.panels | length'"}}""",
    r(32, HEX),
    r(22),
)
add(
    "otp/totp_seed_in_test_fixture_cat_n",
    r"""     1	import pyotp
     2	import pytest
     3	
     4	from app.auth.mfa import verify_code
     5	
     6	# seed of the shared QA account on staging (qa-admin@acme.io)
     7	QA_TOTP_SEED = "{0}"
     8	
     9	
    10	def test_verify_code_accepts_current():
    11	    code = pyotp.TOTP(QA_TOTP_SEED).now()
    12	    assert verify_code("qa-admin@acme.io", code)
    13	
    14	
    15	def test_verify_code_rejects_old():
    16	    assert not verify_code("qa-admin@acme.io", "000000")""",
    r(32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
)
add(
    "otp/keycloak_otp_secret_export",
    r"""      "credentials": [
        {
          "id": "{1}",
          "type": "otp",
          "userLabel": "Pixel 8",
          "createdDate": 1764321000113,
          "secretData": "{\"value\":\"{0}\"}",
          "credentialData": "{\"subType\":\"totp\",\"digits\":6,\"counter\":0,\"period\":30,\"algorithm\":\"HmacSHA1\"}"
        }
      ],""",
    r(20),
    uuid4(),
)
add(
    "wallet/foundry_env_private_key_rg",
    r"""$ rg -n PRIVATE_KEY contracts/
contracts/.env.example:2:PRIVATE_KEY=
contracts/foundry.toml:14:# deployer key comes from PRIVATE_KEY
contracts/.env:2:PRIVATE_KEY=0x{0}
contracts/script/Deploy.s.sol:11:        uint256 pk = vm.envUint("PRIVATE_KEY");""",
    r(64, HEX),
)
add(
    "encoded/basic_auth_header_har_entry",
    r"""        "request": {
          "method": "GET",
          "url": "https://registry.acme.io/v2/_catalog?n=100",
          "httpVersion": "HTTP/2",
          "headers": [
            { "name": "accept", "value": "application/json" },
            { "name": "authorization", "value": "Basic {0}" },
            { "name": "user-agent", "value": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0" }
          ],
          "queryString": [{ "name": "n", "value": "100" }],
          "cookies": [],
          "headersSize": -1,
          "bodySize": 0
        },""",
    base64.b64encode(("ci-pull:" + pw()).encode()).decode(),
)
add(
    "encoded/k8s_secret_yaml_data_in_diff",
    r"""diff --git a/k8s/mlflow/secret.yaml b/k8s/mlflow/secret.yaml
new file mode 100644
index 0000000..{1}
--- /dev/null
+++ b/k8s/mlflow/secret.yaml
@@ -0,0 +1,9 @@
+apiVersion: v1
+kind: Secret
+metadata:
+  name: mlflow-db
+  namespace: ml
+type: Opaque
+data:
+  username: bWxmbG93
+  password: {0}""",
    base64.b64encode(pw().encode()).decode(),
    r(7, HEX),
)

# ------------------------------------------------ more tool output
add(
    "token/gh_secret_list_then_set_echo",
    r"""$ gh secret list --repo acme/storefront
NAME                 UPDATED
CODECOV_TOKEN        about 2 months ago
NPM_TOKEN            about 14 days ago
SENTRY_AUTH_TOKEN    about 3 days ago
$ echo "{0}" | gh secret set DOPPLER_TOKEN --repo acme/storefront
✓ Set Actions secret DOPPLER_TOKEN for acme/storefront""",
    "dp.st.prd." + r(43),
)
add(
    "password/docker_run_from_shell_history_mssql",
    r"""$ history | tail -4
 1021  docker pull mcr.microsoft.com/mssql/server:2022-CU16-ubuntu-22.04
 1022  docker run -d --name sql1 -e ACCEPT_EULA=Y -e MSSQL_SA_PASSWORD='{0}' -p 1433:1433 mcr.microsoft.com/mssql/server:2022-CU16-ubuntu-22.04
 1023  docker logs -f sql1
 1024  history | tail -4""",
    pw(),
)
add(
    "token/vercel_env_pull_cat",
    r"""$ vercel env pull .env.development.local && cat .env.development.local
Vercel CLI 39.1.2
> Downloading `development` Environment Variables for acme/web
✅  Created .env.development.local file  [412ms]
# Created by Vercel CLI
NEXT_PUBLIC_POSTHOG_KEY="phc_{1}"
NEXT_PUBLIC_POSTHOG_HOST="https://eu.i.posthog.com"
TURSO_DATABASE_URL="libsql://web-dev-acme.turso.io"
TURSO_AUTH_TOKEN="{0}"
VERCEL="1"
VERCEL_ENV="development"
VERCEL_TARGET_ENV="development"
VERCEL_URL=""
VERCEL_GIT_PROVIDER=""
VERCEL_GIT_REPO_SLUG=""
VERCEL_GIT_COMMIT_SHA=""
""",
    _b64url_json({"alg": "EdDSA", "typ": "JWT"}) + "." + _b64url_json({"a": "rw", "iat": 1764300000, "id": uuid4()}) + "." + b64url(64),
    r(43),
)


# ============================================================ look-alikes
# ------------------------------------------------ agent transcript JSON
la(
    r"""{"id": "call_{0}", "type": "function", "function": {"name": "write_file", "arguments": "{\"path\": \".env.example\", \"content\": \"NEXT_PUBLIC_APP_URL=http://localhost:3000\\nRESEND_API_KEY=re_xxxxxxxxxxxxxxxxxxxxxxxx\\nLOG_LEVEL=debug\\n\"}"}}""",
    r(24),
)
la(
    r"""{
  "role": "user",
  "content": [
    {
      "type": "tool_result",
      "tool_use_id": "toolu_01{0}",
      "content": "HOSTNAME=devbox-7\nPWD=/home/dev/projects/ingest\nHOME=/home/dev\nLANG=C.UTF-8\nWANDB_API_KEY=********\nWANDB_PROJECT=ingest-embeddings\nWANDB_ENTITY=acme-ml\nWANDB_RUN_ID={1}\nWANDB_DIR=/home/dev/projects/ingest/.wandb\nPATH=/home/dev/.local/bin:/usr/local/bin:/usr/bin:/bin\nSHLVL=2\nTERM=xterm-256color\n_=/usr/bin/printenv",
      "is_error": false
    }
  ],
  "uuid": "{2}"
}""",
    r(22), r(8, LOWER_NUM), uuid4(),
)
la(
    r"""{"type": "tool_use", "id": "toolu_01{0}", "name": "bash", "input": {"command": "PGPASSWORD=\"$(op read 'op://Engineering/analytics-db/password')\" psql -h analytics-db.internal -U reporting -d warehouse -c \"select count(*) from events where ts > now() - interval '1 day'\"", "description": "Count yesterday's events"}}""",
    r(22),
)
la(
    r"""{"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_01{0}","content":"$ git log --oneline -5\n{1} fix(evals): read api key from ANTHROPIC_API_KEY only\n{2} chore: bump anthropic to 0.40.0\n{3} feat(evals): add smoke suite\n{4} ci: cache uv\n{5} init","is_error":false}]},"uuid":"{6}","timestamp":"2026-11-30T14:03:52.877Z"}""",
    r(22), r(7, HEX), r(7, HEX), r(7, HEX), r(7, HEX), r(7, HEX), uuid4(),
)
la(
    r"""{"role": "tool", "tool_call_id": "call_{0}", "name": "run_shell", "content": "$ docker compose config | sed -n '1,20p'\nname: shop\nservices:\n  api:\n    build:\n      context: /home/dev/shop/api\n    environment:\n      DATABASE_URL: postgresql://shop_app@db:5432/shop\n      PGPASSFILE: /run/secrets/pgpass\n      REDIS_URL: redis://cache:6379/0\n      NODE_ENV: development\n    secrets:\n      - pgpass\n  db:\n    image: postgres:16.4@sha256:{1}\n    environment:\n      POSTGRES_DB: shop\n      POSTGRES_USER: shop_app\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_pw\n"}""",
    r(24), r(64, HEX),
)
la(
    r"""{
  "type": "tool_use",
  "id": "toolu_01{0}",
  "name": "bash",
  "input": {
    "command": "curl -sS -X POST https://deploy.internal.acme.io/api/v2/releases \\\n  -H \"Authorization: Bearer ${DEPLOY_TOKEN:?set DEPLOY_TOKEN}\" \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"service\":\"billing\",\"ref\":\"{1}\",\"env\":\"staging\"}'",
    "timeout": 120000,
    "description": "Trigger a staging release of billing at the merged commit"
  },
  "caller": {
    "type": "direct"
  }
}""",
    r(22), sha(),
)
la(
    r"""{"tool_use_id": "toolu_01{0}", "type": "tool_result", "content": [{"type": "text", "text": "$ kubectl -n auth get secret keycloak-admin -o jsonpath='{.data}' | jq 'keys'\n[\n  \"ADMIN_PASSWORD\",\n  \"ADMIN_USER\",\n  \"KC_HOSTNAME\"\n]\n$ kubectl -n auth get secret keycloak-admin -o jsonpath='{.metadata.resourceVersion}'\n{1}"}]}""",
    r(22), r(8, DIGITS),
)
la(
    r"""{"type":"function_call","call_id":"call_{0}","name":"edit_file","arguments":"{\"path\":\"deploy/datadog-values.yaml\",\"old_string\":\"  apiKey: \\\"\\\"\",\"new_string\":\"  apiKeyExistingSecret: datadog-api-key\\n  appKeyExistingSecret: datadog-app-key\",\"replace_all\":false}","id":"fc_{1}","status":"completed"}""",
    r(24), r(48, HEX),
)
la(
    r"""{"jsonrpc":"2.0","id":18,"result":{"content":[{"type":"text","text":"{\"number\":482,\"html_url\":\"https://github.com/acme/infra/pull/482\",\"head\":{\"ref\":\"feat/otel-collector\",\"sha\":\"{0}\"},\"base\":{\"ref\":\"main\",\"sha\":\"{1}\"},\"node_id\":\"PR_kwDO{2}\",\"state\":\"open\"}"}],"isError":false}}""",
    sha(), sha(), r(16, URLSAFE),
)
la(
    r"""{"messages": [{"role": "assistant", "tool_calls": [{"id": "call_{0}", "type": "function", "function": {"name": "run_shell", "arguments": "{\"cmd\": \"python -c \\\"import os; print(bool(os.environ.get(\\\\\\\"HF_TOKEN\\\\\\\")))\\\"\", \"timeout\": 60}"}}]}, {"role": "tool", "tool_call_id": "call_{0}", "content": "True"}]}""",
    r(24),
)

# ------------------------------------------------ diffs and patches
la(
    r"""diff --git a/server/config/default.ts b/server/config/default.ts
index {0}..{1} 100644
--- a/server/config/default.ts
+++ b/server/config/default.ts
@@ -12,14 +12,14 @@ export default {
   port: Number(process.env.PORT ?? 4000),
   cors: {
     origin: ["http://localhost:5173"],
     credentials: true,
   },
   session: {
     name: "sid",
-    secret: process.env.SESSION_SECRET,
+    secret: requireEnv("SESSION_SECRET"),
     resave: false,
     saveUninitialized: false,
     cookie: { sameSite: "lax", maxAge: 1000 * 60 * 60 * 8 },
   },
   logLevel: "info",
 };""",
    r(7, HEX), r(7, HEX),
)
la(
    r"""commit {0}
Author: Priya N <priya@acme.io>
Date:   Mon Nov 30 10:14:55 2026 +0000

    dbt: switch snowflake auth to key pair

diff --git a/profiles.yml b/profiles.yml
index {1}..{2} 100644
--- a/profiles.yml
+++ b/profiles.yml
@@ -3,12 +3,13 @@ analytics:
   outputs:
     dev:
       type: snowflake
       account: xy12345.eu-central-1
       user: DBT_DEV
-      password: "{{ env_var('SNOWFLAKE_PASSWORD') }}"
+      private_key_path: "{{ env_var('SNOWFLAKE_PRIVATE_KEY_PATH') }}"
+      private_key_passphrase: "{{ env_var('SNOWFLAKE_PRIVATE_KEY_PASSPHRASE') }}"
       role: TRANSFORMER
       database: ANALYTICS_DEV
       warehouse: TRANSFORMING
       schema: dbt_priya
       threads: 8""",
    sha(), r(7, HEX), r(7, HEX),
)
la(
    r"""*** Begin Patch
*** Update File: tests/conftest.py
@@ def saml_settings():
     return {
         "sp": {
             "entityId": "https://app.test/saml/metadata",
             "assertionConsumerService": {"url": "https://app.test/saml/acs"},
-            "privateKey": (FIXTURES / "saml" / "sp-key.pem").read_text(),
+            "privateKey": generate_test_key(bits=2048),
         },
         "idp": {"entityId": "https://idp.test/metadata"},
     }
*** Delete File: tests/fixtures/saml/sp-key.pem
*** End Patch""",
)
la(
    r"""--- a/notebooks/train_ranker.py
+++ b/notebooks/train_ranker.py
@@ -1,12 +1,12 @@
 import os
 import mlflow
 import lightgbm as lgb
 
-mlflow.set_tracking_uri("http://localhost:5000")
+mlflow.set_tracking_uri(os.environ.get("MLFLOW_TRACKING_URI", "http://localhost:5000"))
 mlflow.set_experiment("/ranker/lgbm-v3")
 
 with mlflow.start_run(run_name="lgbm-depth8") as run:
     print("run_id", run.info.run_id)  # e.g. {0}
     mlflow.log_params({"num_leaves": 255, "max_depth": 8})""",
    r(32, HEX),
)
la(
    r"""$ git show --stat HEAD~2
commit {0}
Merge: {1} {2}
Author: ci-bot <ci@acme.io>
Date:   Thu Nov 26 18:40:02 2026 +0000

    Merge pull request #311 from acme/chore/newrelic-env

    read NEW_RELIC_LICENSE_KEY from the environment

 newrelic.yml | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)""",
    sha(), r(7, HEX), r(7, HEX),
)
la(
    r"""@@ -22,3 +22,3 @@ LDAP_BIND_DN = "cn=svc-gitea,ou=services,dc=acme,dc=io"
-LDAP_BIND_PASSWORD = os.environ["LDAP_BIND_PASSWORD"]
+LDAP_BIND_PASSWORD = read_secret("/run/secrets/ldap_bind_password")
 LDAP_USER_SEARCH_BASE = "ou=people,dc=acme,dc=io"
 LDAP_START_TLS = True""",
)
la(
    r"""diff --git a/otel/collector.yaml b/otel/collector.yaml
--- a/otel/collector.yaml
+++ b/otel/collector.yaml
@@ -30,7 +30,7 @@ exporters:
   otlphttp/grafana:
     endpoint: https://otlp-gateway-prod-eu-west-2.grafana.net/otlp
     auth:
       authenticator: basicauth/grafana
 extensions:
   basicauth/grafana:
     client_auth:
       username: ${env:GRAFANA_INSTANCE_ID}
-      password: ${env:GRAFANA_CLOUD_TOKEN}
+      password: ${file:/etc/otelcol/grafana-token}
   health_check: {}""",
)
la(
    r"""diff --git a/package-lock.json b/package-lock.json
@@ -2201,9 +2201,9 @@
     "node_modules/jose": {
-      "version": "5.9.3",
-      "resolved": "https://registry.npmjs.org/jose/-/jose-5.9.3.tgz",
-      "integrity": "sha512-{0}",
+      "version": "5.9.6",
+      "resolved": "https://registry.npmjs.org/jose/-/jose-5.9.6.tgz",
+      "integrity": "sha512-{1}",
       "funding": {
         "url": "https://github.com/sponsors/panva"
       }""",
    b64(64), b64(64),
)

# ------------------------------------------------ rg / grep / cat -n
la(
    r"""$ rg -n "STRIPE_" --glob '!node_modules'
apps/api/src/billing/client.ts
4:export const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: "2024-06-20" });

apps/api/src/billing/webhook.ts
9:const whsec = process.env.STRIPE_WEBHOOK_SECRET;

apps/web/src/lib/stripe.ts
2:export const stripePromise = loadStripe(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY);

apps/api/.env.example
3:STRIPE_SECRET_KEY=sk_test_...
4:STRIPE_WEBHOOK_SECRET=whsec_...

docs/billing.md
12:Set `STRIPE_SECRET_KEY` in Doppler (project `api`, config `dev`).""",
)
la(
    r"""$ grep -rn "MQTT_" firmware/src/
firmware/src/config.h:12:#define MQTT_HOST "mqtt.home.lan"
firmware/src/config.h:13:#define MQTT_PORT 1883
firmware/src/config.h:14:#define MQTT_USER "esp-garage"
firmware/src/config.h:15:#include "secrets.h"  // MQTT_PASS, WIFI_PASS (gitignored)
firmware/src/config.h:16:#define MQTT_TOPIC_BASE "home/garage"
firmware/src/main.cpp:48:  mqtt.setServer(MQTT_HOST, MQTT_PORT);
firmware/src/main.cpp:61:  if (mqtt.connect(clientId.c_str(), MQTT_USER, MQTT_PASS)) {
firmware/src/main.cpp:62:    mqtt.subscribe(MQTT_TOPIC_BASE "/door/set");
firmware/src/main.cpp:75:    mqtt.publish(MQTT_TOPIC_BASE "/door/state", isOpen ? "open" : "closed", true);
firmware/src/main.cpp:88:  Serial.printf("mqtt state=%d host=%s", mqtt.state(), MQTT_HOST);
firmware/src/secrets.h.example:3:#define MQTT_PASS "change-me"
firmware/src/secrets.h.example:4:#define WIFI_PASS "change-me"
""",
)
la(
    r"""{"type":"match","data":{"path":{"text":"ops/alerts/notify.py"},"lines":{"text":"SLACK_TOKEN = os.environ[\"SLACK_BOT_TOKEN\"]  # alerts-bot, xoxb-...\n"},"line_number":9,"absolute_offset":212,"submatches":[{"match":{"text":"SLACK_TOKEN"},"start":0,"end":11}]}}
{"type":"summary","data":{"elapsed_total":{"human":"0.004127s","nanos":4127033,"secs":0},"stats":{"bytes_printed":298,"bytes_searched":48211,"elapsed":{"human":"0.000090s","nanos":90211,"secs":0},"matched_lines":1,"matches":1,"searches":37,"searches_with_match":1}}}""",
)
la(
    r"""     1	{
     2	  "realm": "acme",
     3	  "enabled": true,
     4	  "sslRequired": "external",
     5	  "clients": [
     6	    {
     7	      "clientId": "grafana",
     8	      "id": "{0}",
     9	      "enabled": true,
    10	      "clientAuthenticatorType": "client-secret",
    11	      "secret": "**********",
    12	      "redirectUris": ["https://grafana.acme.io/login/generic_oauth"],
    13	      "publicClient": false,
    14	      "protocol": "openid-connect",
    15	      "attributes": { "pkce.code.challenge.method": "S256" }
    16	    }
    17	  ],
    18	  "keycloakVersion": "26.0.7"
    19	}""",
    uuid4(),
)
la(
    r"""     1	#include <WiFi.h>
     2	#include <PubSubClient.h>
     3	#include "secrets.h"
     4	
     5	const char* ssid = SECRET_SSID;
     6	const char* password = SECRET_PASS;
     7	const char* mqtt_server = "192.168.1.40";
     8	
     9	WiFiClient espClient;
    10	PubSubClient client(espClient);
    11	
    12	void setup_wifi() {
    13	  WiFi.begin(ssid, password);
    14	  while (WiFi.status() != WL_CONNECTED) {
    15	    delay(500);
    16	    Serial.print(".");
    17	  }
    18	  Serial.println(WiFi.localIP());
    19	}""",
)
la(
    r"""<file path="/home/dev/.databrickscfg">
1→[DEFAULT]
2→host = https://adb-{0}.12.azuredatabricks.net
3→auth_type = databricks-cli
4→
5→[staging]
6→host = https://adb-{1}.7.azuredatabricks.net
7→auth_type = azure-cli
8→cluster_id = 1130-{2}-x4k2p9
9→
10→[account]
11→host = https://accounts.azuredatabricks.net
12→account_id = {3}
13→auth_type = azure-cli
</file>""",
    r(16, DIGITS), r(16, DIGITS), r(6, DIGITS), uuid4(),
)
la(
    r"""$ grep -n -C1 bindpw /etc/nslcd.conf
8-binddn cn=nslcd,ou=system,dc=corp,dc=acme,dc=io
9:# bindpw is read from /etc/nslcd.bindpw (mode 0600), see nslcd.conf(5)
10-ssl on""",
)
la(
    r"""$ rg -c "api_key|apiKey|API_KEY" --sort path
README.md:6
docs/configuration.md:14
src/settings.py:3
src/clients/openai_client.py:2
tests/test_settings.py:9""",
)
la(
    r"""    40	    def rotate(self, name: str) -> str:
    41	        # returns the new version id, never the value
    42	        version = self.client.add_secret_version(
    43	            request={"parent": f"projects/{self.project}/secrets/{name}", "payload": {"data": os.urandom(32)}}
    44	        )
    45	        return version.name  # projects/4815/secrets/api-key/versions/7""",
)

# ------------------------------------------------ failing tests
la(
    r"""_________________________ test_client_sends_auth_header _________________________

httpx_mock = <pytest_httpx._httpx_mock.HTTPXMock object at 0x7f3a2c1d9e50>

    def test_client_sends_auth_header(httpx_mock):
        httpx_mock.add_response(url="https://api.partner.test/v1/orders", json=[])
        client = PartnerClient(base_url="https://api.partner.test", token="test-token")
        client.list_orders()
        req = httpx_mock.get_request()
>       assert req.headers["authorization"] == "Bearer test-token"
E       KeyError: 'authorization'

tests/test_partner_client.py:38: KeyError
=========================== short test summary info ============================
FAILED tests/test_partner_client.py::test_client_sends_auth_header - KeyError: 'authorization'
========================= 1 failed, 41 passed in 3.91s =========================""",
)
la(
    r"""FAIL  src/config/__tests__/loadConfig.test.ts
  ● loadConfig › merges env over defaults

    expect(received).toMatchSnapshot()

    - Snapshot  - 1
    + Received  + 1

      Object {
        "db": Object {
          "host": "localhost",
    -     "port": 5432,
    +     "port": 5433,
          "password": "[redacted]",
          "user": "app",
        },
      }

      at Object.<anonymous> (src/config/__tests__/loadConfig.test.ts:19:27)

Test Suites: 1 failed, 12 passed, 13 total
Tests:       1 failed, 87 passed, 88 total""",
)
la(
    r"""=== RUN   TestSignerHeaders/with_api_key
    signer_test.go:57: headers mismatch (-want +got):
          http.Header{
          	"Content-Type": {"application/json"},
          	"X-Api-Key":    {"test_key_0000000000000000"},
        - 	"X-Request-Id": {"req_{0}"},
        + 	"X-Request-Id": {"req_{1}"},
          }
--- FAIL: TestSignerHeaders (0.00s)
    --- FAIL: TestSignerHeaders/with_api_key (0.00s)
=== RUN   TestSignerRetries
--- PASS: TestSignerRetries (0.31s)
FAIL
FAIL	github.com/acme/partner-sdk-go/signer	0.012s
FAIL""",
    r(20, LOWER_NUM), r(20, LOWER_NUM),
)
la(
    r"""    def test_hash_password_roundtrip():
        h = hash_password("correct horse battery staple")
>       assert h.startswith("$argon2id$v=19$m=65536,t=3,p=4$")
E       AssertionError: assert False
E        +  where False = <built-in method startswith of str object at 0x7f10c2e1a3b0>('$argon2id$v=19$m=65536,t=3,p=4$')
E        +    where <built-in method startswith of str object at 0x7f10c2e1a3b0> = '$argon2id$v=19$m=19456,t=2,p=1${0}${1}'.startswith

tests/test_passwords.py:14: AssertionError""",
    b64(16).rstrip("="), b64(32).rstrip("="),
)
la(
    r"""self       = Mailer(host='smtp.eu.mailgun.org', port=587, user='postmaster@mg.acme.io', password=SecretStr('**********'))
to         = 'qa+digest@acme.io'

app/mail.py:31: 
E   smtplib.SMTPServerDisconnected: Connection unexpectedly closed""",
)
la(
    r"""  ● AuthService › issues a token

    expect(received).toMatch(expected)

    Expected pattern: /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/
    Received string:  "undefined"

      22 |     const svc = new AuthService({ secret: "test-secret-do-not-use" });
      23 |     const token = await svc.issue({ sub: "u_1" });
    > 24 |     expect(token).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
         |                   ^
      25 |   });

      at Object.toMatch (src/auth/__tests__/AuthService.test.ts:24:19)

Test Suites: 1 failed, 30 passed, 31 total""",
)

# ------------------------------------------------ notebooks
la(
    r"""  {
   "cell_type": "code",
   "execution_count": 3,
   "id": "{0}",
   "metadata": {},
   "outputs": [],
   "source": [
    "import os\n",
    "from getpass import getpass\n",
    "from openai import OpenAI\n",
    "\n",
    "if \"OPENAI_API_KEY\" not in os.environ:\n",
    "    os.environ[\"OPENAI_API_KEY\"] = getpass(\"OpenAI key: \")\n",
    "client = OpenAI()\n",
    "EMBED_MODEL = \"text-embedding-3-small\"\n"
   ]
  }""",
    r(8, HEX),
)
la(
    r"""{
 "cell_type": "code",
 "execution_count": 12,
 "metadata": {"tags": []},
 "outputs": [
  {
   "data": {
    "text/plain": [
     "Engine(postgresql+psycopg2://analyst:***@replica.analytics.acme.io:5432/product)"
    ]
   },
   "execution_count": 12,
   "metadata": {},
   "output_type": "execute_result"
  }
 ],
 "source": ["engine = create_engine(conn_str)\n", "engine"]
}""",
)
la(
    r"""   "outputs": [
    {
     "name": "stderr",
     "output_type": "stream",
     "text": [
      "wandb: Using wandb-core as the SDK backend.\n",
      "wandb: Currently logged in as: tmiller (acme-ml). Use `wandb login --relogin` to force relogin\n",
      "wandb: Syncing run sweet-forest-42\n",
      "wandb: View run at https://wandb.ai/acme-ml/clip-finetune/runs/{0}\n",
      "wandb: Run data is saved locally in /content/wandb/run-20261201_093012-{0}\n"
     ]
    }
   ],
   "source": [
    "import wandb\n",
    "wandb.login()  # uses WANDB_API_KEY from Colab secrets\n",
    "run = wandb.init(project=\"clip-finetune\", config={\"lr\": 3e-5})"
   ]""",
    r(8, LOWER_NUM),
)
la(
    r"""{
 "metadata": {
  "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
  "language_info": {"name": "python", "version": "3.11.9"},
  "widgets": {
   "application/vnd.jupyter.widget-state+json": {
    "state": {
     "{0}": {"model_name": "HTMLModel", "model_module": "@jupyter-widgets/controls", "model_module_version": "2.0.0", "state": {"value": "<b>Downloading</b> model.safetensors"}},
     "{1}": {"model_name": "FloatProgressModel", "model_module": "@jupyter-widgets/controls", "model_module_version": "2.0.0", "state": {"max": 1340000000, "value": 1340000000}}
    },
    "version_major": 2,
    "version_minor": 0
   }
  }
 },
 "nbformat": 4,
 "nbformat_minor": 5
}""",
    r(32, HEX), r(32, HEX),
)
la(
    r"""    "from google.cloud import bigquery\n",
    "\n",
    "# uses Application Default Credentials (gcloud auth application-default login)\n",
    "bq = bigquery.Client(project=\"acme-analytics-prod\")\n",
    "job = bq.query(\"SELECT COUNT(*) FROM `acme-analytics-prod.events.page_views`\")\n",
    "print(job.job_id)  # {0}\n",
    "print(job.result().total_rows)"
""",
    uuid4(),
)
la(
    r"""      "output_type": "display_data",
      "data": {
       "image/png": "{0}",
       "text/plain": ["<Figure size 640x480 with 1 Axes>"]
      },
      "metadata": {}""",
    "iVBORw0KGgoAAAANSUhEUgAAAoAAAAHgCAYAAAA10dzkAAAAOXRFWHRTb2Z0d2FyZQBNYXRwbG90bGliIHZlcnNpb24zLjkuMiwgaHR0cHM6Ly9tYXRwbG90bGliLm9yZy8hTgPZAAAACXBIWXMAAA9hAAAPYQGoP6dpAABl",
)

# ------------------------------------------------ API collections and .http files
la(
    r"""{
  "info": {
    "_postman_id": "{0}",
    "name": "Fulfilment API",
    "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
    "_exporter_id": "{1}"
  },
  "auth": {
    "type": "bearer",
    "bearer": [
      { "key": "token", "value": "{{accessToken}}", "type": "string" }
    ]
  },
  "item": [
    {
      "name": "List shipments",
      "request": {
        "method": "GET",
        "header": [{ "key": "Accept", "value": "application/json" }],
        "url": { "raw": "{{baseUrl}}/v1/shipments?status=pending", "host": ["{{baseUrl}}"], "path": ["v1", "shipments"] }
      }
    }
  ],
  "variable": [{ "key": "baseUrl", "value": "https://fulfil.acme.io" }]
}""",
    uuid4(), r(8, DIGITS),
)
la(
    r"""{
  "id": "{0}",
  "name": "partner-sandbox",
  "values": [
    { "key": "baseUrl", "value": "https://sandbox.partner.example", "type": "default", "enabled": true },
    { "key": "clientId", "value": "acme-integration", "type": "default", "enabled": true },
    { "key": "clientSecret", "value": "", "type": "secret", "enabled": true },
    { "key": "tenantId", "value": "{1}", "type": "default", "enabled": true }
  ],
  "_postman_variable_scope": "environment",
  "_postman_exported_at": "2026-11-28T09:12:44.551Z",
  "_postman_exported_using": "Postman/11.20.0"
}""",
    uuid4(), uuid4(),
)
la(
    r"""  - _id: req_{0}
    parentId: wrk_{1}
    url: "{{ _.baseUrl }}/job/release/buildWithParameters"
    name: trigger release
    method: POST
    authentication:
      type: basic
      username: "{{ _.jenkinsUser }}"
      password: "{{ _.jenkinsToken }}"
    _type: request
  - _id: env_{2}
    parentId: wrk_{1}
    name: Base Environment
    data:
      baseUrl: https://jenkins.acme.io
      jenkinsUser: release-bot
    _type: environment""",
    r(32, HEX), r(32, HEX), r(32, HEX),
)
la(
    r"""meta {
  name: create webhook
  type: http
  seq: 4
}

post {
  url: {{host}}/api/webhooks
  body: json
  auth: bearer
}

auth:bearer {
  token: {{process.env.LINEAR_API_KEY}}
}

body:json {
  {
    "url": "https://hooks.acme.io/inbound/orders",
    "events": ["order.created", "order.refunded"]
  }
}""",
)
la(
    r"""### Get current user
GET https://api.vendorhub.io/v3/me
Authorization: Bearer {{$dotenv VENDORHUB_TOKEN}}
Accept: application/json

### Get project by id
GET https://api.vendorhub.io/v3/projects/prj_{0}
Authorization: Bearer {{$dotenv VENDORHUB_TOKEN}}
X-Request-Id: {{$uuid}}

### Delete sandbox project
DELETE https://api.vendorhub.io/v3/projects/prj_{0}
Authorization: Bearer {{$dotenv VENDORHUB_TOKEN}}""",
    r(24, LOWER_NUM),
)
la(
    r"""### login (response handler stores the token for later requests)
POST {{host}}/auth/login
Content-Type: application/json

{"username": "{{user}}", "password": "{{password}}"}

> {% client.global.set("auth_token", response.body.token); %}

### me
GET {{host}}/auth/me
Authorization: Bearer {{auth_token}}

### logout
POST {{host}}/auth/logout
Authorization: Bearer {{auth_token}}""",
)

# ------------------------------------------------ data and ML tooling
la(
    r"""(venv) dev@gpu-box:~/llm-ft$ huggingface-cli whoami
acme-ml-bot
orgs:  acme-research,acme-ml
(venv) dev@gpu-box:~/llm-ft$ huggingface-cli download acme-ml/ranker-v3 --revision {0}
Fetching 7 files: 100%|██████████| 7/7 [00:03<00:00,  2.11it/s]
/home/dev/.cache/huggingface/hub/models--acme-ml--ranker-v3/snapshots/{0}""",
    sha(),
)
la(
    r"""$ cat ~/.netrc
machine api.wandb.ai
  login user
  password <set by `wandb login`, not shown>
machine github.com
  login tmiller
  password ${GH_TOKEN}""",
)
la(
    r"""$ mlflow runs describe --run-id {0} | jq '.info'
{
  "artifact_uri": "s3://acme-mlflow-artifacts/14/{0}/artifacts",
  "end_time": 1764502311882,
  "experiment_id": "14",
  "lifecycle_stage": "active",
  "run_id": "{0}",
  "run_name": "lgbm-depth8",
  "run_uuid": "{0}",
  "start_time": 1764501944103,
  "status": "FINISHED",
  "user_id": "tmiller"
}""",
    r(32, HEX),
)
la(
    r"""[connections.prod_ro]
accountname = xy12345.eu-central-1
username = SVC_LOOKER
authenticator = SNOWFLAKE_JWT
private_key_path = ~/.snowsql/svc_looker_rsa_key.p8
rolename = REPORTING_RO
warehousename = REPORTING_WH
dbname = ANALYTICS

[options]
log_level = CRITICAL
output_format = psql""",
)
la(
    r"""{
  "sourceId": "{0}",
  "sourceDefinitionId": "decd338e-5647-4c0b-adf4-da0e75f5a750",
  "workspaceId": "{1}",
  "name": "Postgres - orders replica",
  "connectionConfiguration": {
    "host": "orders-replica.c9xk2.eu-west-1.rds.amazonaws.com",
    "port": 5432,
    "database": "orders",
    "username": "airbyte_ro",
    "password": "**********",
    "ssl_mode": {"mode": "require"},
    "replication_method": {"method": "CDC", "replication_slot": "airbyte_slot", "publication": "airbyte_pub"}
  },
  "createdAt": 1764400012
}""",
    uuid4(), uuid4(),
)
la(
    r"""$ databricks auth describe --profile staging
Host: https://adb-{0}.7.azuredatabricks.net
User: tmiller@acme.io
Authenticated with: azure-cli
-----
Current configuration:
  ✓ host: https://adb-{0}.7.azuredatabricks.net (from /home/dev/.databrickscfg config file)
  ✓ profile: staging (from --profile flag)
  ✓ auth_type: azure-cli (from /home/dev/.databrickscfg config file)
  ✓ azure_tenant_id: {1} (from azure-cli)
  ~ token: ********** (resolved by azure-cli, not stored)
$ databricks current-user me | jq -r .userName
tmiller@acme.io""",
    r(16, DIGITS), uuid4(),
)
la(
    r"""13:02:41  Connection:
13:02:41    host: analytics.c4x9.eu-west-1.redshift.amazonaws.com
13:02:41    port: 5439
13:02:41    user: dbt_prod
13:02:41    database: analytics
13:02:41    schema: marts
13:02:41    method: iam
13:02:41    cluster_id: analytics
13:02:41    iam_profile: acme-dbt
13:02:41  Registered adapter: redshift=1.8.2
13:02:42  Connection test: [OK connection ok]

13:02:42  All checks passed!""",
)
la(
    r"""$ gcloud iam service-accounts keys list --iam-account dbt-ci@acme-analytics-prod.iam.gserviceaccount.com
KEY_ID                                    CREATED_AT            EXPIRES_AT            DISABLED
{0}  2026-09-14T08:12:40Z  9999-12-31T23:59:59Z
{1}  2026-11-20T15:01:02Z  2027-11-20T15:01:02Z""",
    r(40, HEX), r(40, HEX),
)
la(
    r"""{
  "type": "external_account",
  "audience": "//iam.googleapis.com/projects/{0}/locations/global/workloadIdentityPools/github/providers/acme",
  "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",
  "token_url": "https://sts.googleapis.com/v1/token",
  "service_account_impersonation_url": "https://iamcredentials.googleapis.com/v1/projects/-/serviceAccounts/dbt-ci@acme-analytics-prod.iam.gserviceaccount.com:generateAccessToken",
  "credential_source": {
    "url": "https://pipelines.actions.githubusercontent.com/{1}/_apis/distributedtask/hubs/build/plans/{2}/jobs/{3}/idtoken",
    "headers": {"Authorization": "Bearer $ACTIONS_ID_TOKEN_REQUEST_TOKEN"},
    "format": {"type": "json", "subject_token_field_name": "value"}
  }
}""",
    r(12, DIGITS), r(40, LOWER_NUM), uuid4(), uuid4(),
)
la(
    r"""wandb: Agent Starting Run: {0} with config:
wandb: 	batch_size: 64
wandb: 	learning_rate: 0.00031622776601683794
wandb: 	optimizer: adamw
wandb: 	seed: 1337
wandb: Sweep page: https://wandb.ai/acme-ml/clip-finetune/sweeps/{1}""",
    r(8, LOWER_NUM), r(8, LOWER_NUM),
)

# ------------------------------------------------ IoT and embedded
la(
    r"""# Use this file to store secrets like usernames and passwords.
# Learn more at https://www.home-assistant.io/docs/configuration/secrets/
latitude: 52.37
longitude: 4.89
elevation: 2
influx_host: 192.168.1.20
influx_org: home
influx_bucket: homeassistant
mqtt_broker: 192.168.1.40
mqtt_username: homeassistant
mqtt_password: !env_var MQTT_PASSWORD
unifi_host: 192.168.1.1
google_calendar_client_id: 84310-{0}.apps.googleusercontent.com""",
    r(32, LOWER_NUM),
)
la(
    r"""homeassistant: true
permit_join: false
mqtt:
  base_topic: zigbee2mqtt
  server: mqtt://192.168.1.40:1883
  user: z2m
  password: '!secret.yaml mqtt_password'
serial:
  port: /dev/serial/by-id/usb-ITead_Sonoff_Zigbee_3.0_USB_Dongle_Plus_{0}-if00-port0
  adapter: zstack
advanced:
  pan_id: GENERATE
  ext_pan_id: GENERATE
  network_key: GENERATE
  channel: 15
  log_level: info""",
    r(32, HEX),
)
la(
    r"""[2026-12-01 09:14:02] info: 	z2m: Coordinator firmware version: '{"meta":{"maintrel":1,"majorrel":2,"minorrel":7,"product":1,"revision":20240710,"transportrev":2},"type":"zStack3x0"}'
[2026-12-01 09:14:02] info: 	z2m: Currently 23 devices are joined.
[2026-12-01 09:14:02] info: 	z2m: 0x00158d0008{0} (0x{1}): lumi.sensor_magnet.aq2 - Aqara Door and window contact sensor (EndDevice)
[2026-12-01 09:14:03] info: 	z2m: Zigbee: disabling joining new devices.
[2026-12-01 09:14:03] info: 	z2m: Connecting to MQTT server at mqtt://192.168.1.40:1883""",
    r(6, HEX), r(4, UPPER_HEX),
)
la(
    r"""wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
  ap:
    ssid: "Garden-Pump Fallback"
    password: !secret fallback_ap

api:
  encryption:
    key: !secret api_encryption_key

ota:
  - platform: esphome
    password: !secret ota_password""",
)
la(
    r"""[env:esp32-s3]
platform = espressif32@6.9.0
board = esp32-s3-devkitc-1
framework = arduino
monitor_speed = 115200
board_build.partitions = min_spiffs.csv
build_flags =
    -DCORE_DEBUG_LEVEL=3
    -DWIFI_SSID=\"${sysenv.WIFI_SSID}\"
    -DWIFI_PASS=\"${sysenv.WIFI_PASS}\"
    -DTHINGSBOARD_HOST=\"tb.acme.io\"
    -DFW_VERSION=\"1.4.2\"
    -DFW_GIT_SHA=\"{0}\"""",
    r(7, HEX),
)
la(
    r"""ets Jun  8 2016 00:22:57

rst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)
load:0x3fff0030,len:1184
entry 0x400805e4
[   312][I][main.cpp:41] setup(): fw 1.4.2 build {0}
[   318][D][wifi.cpp:22] connect(): ssid=lab-2g pass=<{1} chars>
[  2190][I][wifi.cpp:30] connect(): connected, ip=192.168.50.117 rssi=-61 bssid=A4:2B:B0:{2}
[  2204][I][mqtt.cpp:18] connect(): broker=tb.acme.io:1883 client=esp32-{3}
[  2411][I][ota.cpp:12] check(): sha256={4} up to date
[  2530][I][sensor.cpp:33] read(): t=21.4C rh=48% soil=0.37
[  5532][I][sensor.cpp:33] read(): t=21.4C rh=48% soil=0.37""",
    r(7, HEX), str(_rng.randint(10, 16)), ":".join(r(2, UPPER_HEX) for _ in range(3)), r(12, UPPER_HEX), r(64, HEX),
)
la(
    r"""// secrets.h.example: copy to secrets.h (gitignored) and fill in
#pragma once
#define SECRET_SSID "your-network"
#define SECRET_PASS "your-wifi-password"
#define SECRET_MQTT_USER "device-01"
#define SECRET_MQTT_PASS "change-me"
""",
)
la(
    r"""$ mosquitto_sub -h mqtt.home.lan -u ha -P "$MQTT_PW" -t 'zigbee2mqtt/bridge/info' -C 1 | jq '.config.advanced | {channel, pan_id, network_key}'
{
  "channel": 15,
  "pan_id": {0},
  "network_key": "HIDDEN"
}""",
    str(_rng.randint(6000, 60000)),
)

# ------------------------------------------------ directory services and SSO
la(
    r"""$ ldapsearch -H ldaps://dc01.corp.acme.io:636 -x -D "CN=svc-jira,OU=Service Accounts,DC=corp,DC=acme,DC=io" -y ~/.ldap/svc-jira.pw -b "OU=Staff,DC=corp,DC=acme,DC=io" "(sAMAccountName=tmiller)" objectGUID whenChanged
# Tom Miller, Engineering, Staff, corp.acme.io
dn: CN=Tom Miller,OU=Engineering,OU=Staff,DC=corp,DC=acme,DC=io
objectGUID:: {0}
whenChanged: 20261128141002.0Z

# search result
search: 2
result: 0 Success

# numResponses: 2
# numEntries: 1""",
    b64(16),
)
la(
    r"""NEXTAUTH_URL=http://localhost:3000
NEXTAUTH_SECRET=
AUTH_KEYCLOAK_ID=portal-web
AUTH_KEYCLOAK_SECRET=
AUTH_KEYCLOAK_ISSUER=https://sso.acme.io/realms/acme
# fill the empty ones from 1Password item "portal-web local" (vault: Engineering)""",
)
la(
    r"""$ curl -s https://sso.acme.io/realms/acme/.well-known/openid-configuration | jq '{issuer, authorization_endpoint, token_endpoint, jwks_uri, id_token_signing_alg_values_supported}'
{
  "issuer": "https://sso.acme.io/realms/acme",
  "authorization_endpoint": "https://sso.acme.io/realms/acme/protocol/openid-connect/auth",
  "token_endpoint": "https://sso.acme.io/realms/acme/protocol/openid-connect/token",
  "jwks_uri": "https://sso.acme.io/realms/acme/protocol/openid-connect/certs",
  "id_token_signing_alg_values_supported": ["PS384", "RS384", "EdDSA", "ES384", "HS256", "RS256", "ES256", "PS256"]
}""",
)
la(
    r"""{
  "keys": [
    {
      "kid": "{0}",
      "kty": "RSA",
      "alg": "RS256",
      "use": "sig",
      "n": "{1}",
      "e": "AQAB",
      "x5t": "{2}",
      "x5t#S256": "{3}"
    }
  ]
}""",
    b64url(32), b64url(256), b64url(20), b64url(32),
)
la(
    r"""<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://app.acme.io/saml/metadata">
  <md:SPSSODescriptor AuthnRequestsSigned="true" WantAssertionsSigned="true" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
        <ds:X509Data>
          <ds:X509Certificate>MIIDdzCCAl+gAwIBAgIUR3o0ZWx0YWNtZWlvMA0GCSqGSIb3DQEBCwUAMEUxCzAJBgNVBAYTAk5MMRMwEQYDVQQIDApTb21lLVN0YXRl{0}</ds:X509Certificate>
        </ds:X509Data>
      </ds:KeyInfo>
    </md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://app.acme.io/saml/acs" index="1"/>
  </md:SPSSODescriptor>
</md:EntityDescriptor>""",
    b64(180),
)
la(
    r"""    18	spring.ldap.urls=ldaps://ldap.corp.acme.io:636
    19	spring.ldap.base=dc=corp,dc=acme,dc=io
    20	spring.ldap.username=cn=svc-portal,ou=services,dc=corp,dc=acme,dc=io
    21	spring.ldap.password=${LDAP_BIND_PASSWORD}
    22	spring.ldap.base-environment.java.naming.referral=follow""",
)
la(
    r"""$ terraform output
app_client_id = "{0}"
app_client_secret = <sensitive>
app_object_id = "{1}"
tenant_id = "{2}"
""",
    uuid4(), uuid4(), uuid4(),
)
la(
    r"""provider = "oidc"
oidc_issuer_url = "https://sso.acme.io/realms/acme"
client_id = "oauth2-proxy"
client_secret_file = "/etc/oauth2-proxy/client-secret"
cookie_secret_file = "/etc/oauth2-proxy/cookie-secret"
email_domains = ["acme.io"]
upstreams = ["http://127.0.0.1:8080/"]""",
)
la(
    r"""2026-12-01 10:02:11,481 WARN  [org.keycloak.events] (executor-thread-12) type="LOGIN_ERROR", realmId="{0}", realmName="acme", clientId="grafana", userId="null", ipAddress="10.20.4.17", error="invalid_user_credentials", auth_method="openid-connect", redirect_uri="https://grafana.acme.io/login/generic_oauth", code_id="{1}", username="tmiller"
2026-12-01 10:02:19,003 INFO  [org.keycloak.events] (executor-thread-3) type="LOGIN", realmId="{0}", realmName="acme", clientId="grafana", userId="{2}", ipAddress="10.20.4.17", auth_method="openid-connect", auth_type="code", code_id="{3}", username="tmiller"
""",
    uuid4(), uuid4(), uuid4(), uuid4(),
)

# ------------------------------------------------ observability
la(
    r"""receivers:
  otlp:
    protocols:
      grpc:
        endpoint: 0.0.0.0:4317

processors:
  batch: {}

exporters:
  datadog:
    api:
      site: datadoghq.eu
      key: ${env:DD_API_KEY}

service:
  telemetry:
    logs:
      level: info
  pipelines:
    traces:
      receivers: [otlp]
      processors: [batch]
      exporters: [datadog]""",
)
la(
    r"""$ curl -s https://api.eu.newrelic.com/graphql \
    -H 'Content-Type: application/json' \
    -H "API-Key: $NEW_RELIC_USER_KEY" \
    -d '{"query":"{ actor { user { name email id } } }"}'
{"data":{"actor":{"user":{"email":"tmiller@acme.io","id":{0},"name":"Tom Miller"}}}}""",
    r(10, DIGITS),
)
la(
    r"""OTEL_SERVICE_NAME=checkout
OTEL_RESOURCE_ATTRIBUTES=service.version=2.31.0,deployment.environment=prod,service.instance.id={0}
OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector.observability:4318
OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf
OTEL_PROPAGATORS=tracecontext,baggage
OTEL_TRACES_SAMPLER=parentbased_traceidratio
OTEL_TRACES_SAMPLER_ARG=0.2""",
    uuid4(),
)
la(
    r"""{"resourceSpans":[{"resource":{"attributes":[{"key":"service.name","value":{"stringValue":"checkout"}}]},"scopeSpans":[{"scope":{"name":"opentelemetry.instrumentation.httpx","version":"0.49b2"},"spans":[{"traceId":"{0}","spanId":"{1}","parentSpanId":"{2}","name":"POST","kind":3,"startTimeUnixNano":"1764583331112000000","endTimeUnixNano":"1764583331298000000","attributes":[{"key":"http.request.method","value":{"stringValue":"POST"}},{"key":"url.full","value":{"stringValue":"https://api.stripe.com/v1/payment_intents"}},{"key":"http.response.status_code","value":{"intValue":"200"}}],"status":{}}]}]}]}""",
    r(32, HEX), r(16, HEX), r(16, HEX),
)
la(
    r"""prometheus.remote_write "grafanacloud" {
  endpoint {
    url = "https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push"

    basic_auth {
      username = "{0}"
      password = sys.env("GRAFANA_CLOUD_API_KEY")
    }
  }
  external_labels = {
    cluster = "k3s-home",
  }
}

prometheus.scrape "node" {
  targets    = [{"__address__" = "127.0.0.1:9100"}]
  forward_to = [prometheus.remote_write.grafanacloud.receiver]
}""",
    str(_rng.randint(1000000, 2999999)),
)
la(
    r"""datadog_api_url = "https://api.datadoghq.eu/"
team            = "payments"
service         = "checkout"
monitor_ids     = [{0}, {1}, {2}]
notify          = ["@slack-payments-alerts", "@pagerduty-payments"]""",
    r(9, DIGITS), r(9, DIGITS), r(9, DIGITS),
)
la(
    r"""2026-12-01 09:31:02 UTC | CORE | INFO | (pkg/forwarder/transaction/transaction.go:389 in internalProcess) | Successfully posted payload to "https://7-59-0-app.agent.datadoghq.eu/api/v1/check_run", the agent will only log transaction success every 500 transactions
2026-12-01 09:31:02 UTC | CORE | INFO | (pkg/config/setup/config.go:1120 in LoadDatadog) | api_key: ***************************{0}
2026-12-01 09:31:03 UTC | CORE | INFO | (comp/forwarder/defaultforwarder/default_forwarder.go:388 in Start) | Forwarder started, sending to 1 endpoint(s) with 1 worker(s) each: "https://7-59-0-app.agent.datadoghq.eu" (1 api key(s))""",
    r(5, HEX),
)
la(
    r"""sentry-cli info
Sentry Server: https://sentry.io
Default Organization: acme
Default Project: web

Authentication Info:
  Method: Auth Token
  User: ci-bot@acme.io
  Scopes:
    - project:releases
    - org:read
$ sentry-cli releases list --project web | head -4
+--------------+---------+------------+
| Released     | Version | New Events |
+--------------+---------+------------+
| (unreleased) | 2.31.0  | 0          |""",
)

# ------------------------------------------------ agent and editor configs
la(
    r"""{
  "mcpServers": {
    "github": {
      "command": "docker",
      "args": ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", "ghcr.io/github/github-mcp-server"],
      "env": {
        "GITHUB_PERSONAL_ACCESS_TOKEN": "${input:github_token}"
      }
    }
  },
  "inputs": [
    {
      "type": "promptString",
      "id": "github_token",
      "description": "GitHub Personal Access Token",
      "password": true
    }
  ]
}""",
)
la(
    r"""{
  "mcpServers": {
    "brave-search": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-brave-search"],
      "env": { "BRAVE_API_KEY": "${env:BRAVE_API_KEY}" }
    },
    "linear": { "url": "https://mcp.linear.app/sse" },
    "context7": { "command": "npx", "args": ["-y", "@upstash/context7-mcp@1.0.14"] },
    "memory": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-memory"],
      "env": { "MEMORY_FILE_PATH": "/home/dev/.cursor/memory.jsonl" }
    }
  }
}""",
)
la(
    r"""models:
  - name: Claude Sonnet
    provider: anthropic
    model: claude-sonnet-4-5
    apiKey: ${{ secrets.ANTHROPIC_API_KEY }}
    roles: [chat, edit]
  - name: Codestral
    provider: mistral
    model: codestral-latest
    apiKey: ${{ secrets.CODESTRAL_API_KEY }}
    apiBase: https://codestral.mistral.ai/v1
    roles: [autocomplete]
context:
  - provider: code
  - provider: diff""",
)
la(
    r"""# ~/.aider.conf.yml
model: openrouter/anthropic/claude-sonnet-4.5
# api keys live in ~/.aider/.env (OPENROUTER_API_KEY=...), loaded via env-file
env-file: ~/.aider/.env
auto-commits: false
show-diffs: true
map-tokens: 2048""",
)
la(
    r"""{
  "editor.formatOnSave": true,
  "rest-client.environmentVariables": {
    "$shared": { "version": "v2" },
    "local": { "host": "http://localhost:8080", "token": "dev" },
    "staging": { "host": "https://staging-api.acme.io", "token": "{{$processEnv STAGING_TOKEN}}" }
  },
  "git.blame.editorDecoration.enabled": true,
  "python.defaultInterpreterPath": "${workspaceFolder}/.venv/bin/python",
  "terminal.integrated.env.linux": { "AWS_PROFILE": "acme-dev" },
  "workbench.colorTheme": "Default Dark Modern"
}""",
)
la(
    r"""$ claude mcp list
Checking MCP server health...

notion: npx -y @notionhq/notion-mcp-server - ✓ Connected
sentry: npx -y @sentry/mcp-server@latest --host=sentry.acme.io - ✓ Connected
postgres: npx -y @modelcontextprotocol/server-postgres postgresql://localhost/dev - ✗ Failed to connect""",
)
la(
    r"""model = "gpt-5-codex"
approval_policy = "on-request"
sandbox_mode = "workspace-write"

[mcp_servers.mysql]
command = "uvx"
args = ["mysql-mcp-server"]
env_vars = ["MYSQL_PASSWORD"]
env = { MYSQL_HOST = "127.0.0.1", MYSQL_USER = "agent_ro", MYSQL_DATABASE = "shop" }

[mcp_servers.playwright]
command = "npx"
args = ["@playwright/mcp@latest"]""",
)
la(
    r"""# .cursor/rules/secrets.mdc
---
description: handling credentials
alwaysApply: true
---
- Never write a key, token or password into a file in this repo, not even in tests.
- Read credentials through `src/config/secrets.ts`, which resolves `op://` references at startup.
- If a command needs a token, use the env var name (e.g. `$ADMIN_API_TOKEN`) and let the user export it.
- When output contains something that looks like a credential, stop and tell the user instead of repeating it.
- Fixtures use obviously fake values such as `test-token` or `sk_test_placeholder`.
- Secret scanning runs in CI (`gitleaks detect --redact`); a finding blocks the merge.""",
)

# ------------------------------------------------ chat with the agent
la(
    r"""ok so the deploy failed again because the key in vault is the old one. I've put the new one in vault at secret/ci/openai (version 7), can you rerun the pipeline? don't touch the staging one""",
)
la(
    r"""The box is bastion-2.acme.io, user deploy. Use the key in ~/.ssh/acme_deploy_ed25519 (fingerprint SHA256:{0}). Please just check whether nginx is up and tail the last 50 lines of the error log, nothing else.""",
    b64(32).rstrip("="),
)
la(
    r"""sorry, I told you the wrong thing earlier: the Keycloak admin password isn't in the .env at all, it's in the keycloak-admin k8s secret. don't print it, just check that the pod can read it""",
)
la(
    r"""{"role": "user", "content": [{"type": "text", "text": "The npm token is already in the repo secrets as NPM_TOKEN. In the workflow use ${{ secrets.NPM_TOKEN }} and set NODE_AUTH_TOKEN from it, like in acme/ui-kit commit {0}."}]}""",
    r(7, HEX),
)
la(
    r"""Quick context for the firmware task:
- the test AP is "Lab-IoT-2G" (2.4 GHz only, the ESP32 can't see the 5 GHz one)
- passphrase is on the sticker under the router, I'll type it into secrets.h myself
- broker runs on the pi at .40, anonymous is off, device creds come from secrets.h
- MAC of the board I'm using: 24:6F:28:{0}""",
    ":".join(r(2, UPPER_HEX) for _ in range(3)),
)
la(
    r"""{"role":"assistant","content":[{"type":"text","text":"I've set `DD_API_KEY` to reference the `datadog-api-key` secret in `deploy/values.staging.yaml` and restarted the agent. The agent log shows `api_key: ***************************{0}`, so the right key is loaded."}]}""",
    r(5, HEX),
)
la(
    r"""the token you used is a fine-grained one with read access only, that's why the push failed (403). I'll make one with contents:write and export it as GH_TOKEN in your terminal, give me a minute. it'll start with github_pat_ like the old one""",
)
la(
    r"""For the load test use the broker at mqtt.acme-iot.io:8883, username fleet-sim. The password is in Bitwarden under "fleet-sim mqtt"; read it with `bw get password {0}` inside the script, don't hardcode it.""",
    uuid4(),
)
la(
    r"""I rotated the GitLab token after the leak scare. The old glpat-... one is revoked; the new one is in CI/CD variables as GITLAB_API_TOKEN (masked, protected). Pipeline {0} should pick it up.""",
    str(_rng.randint(1000000000, 1999999999)),
)
la(
    r"""the release signing key is {0} (ed25519, expires 2027-06-01). its passphrase is in the team vault; gpg-agent will prompt when you run make sign, so just tell me when it's waiting""",
    r(40, UPPER_HEX),
)

# ------------------------------------------------ other tool output
la(
    r"""$ gh secret list --repo acme/storefront
NAME                 UPDATED
CODECOV_TOKEN        about 2 months ago
DOPPLER_TOKEN        less than a minute ago
NPM_TOKEN            about 14 days ago
SENTRY_AUTH_TOKEN    about 3 days ago""",
)
la(
    r"""$ docker inspect sql1 --format '{{json .Config.Env}}' | jq .
[
  "ACCEPT_EULA=Y",
  "MSSQL_SA_PASSWORD_FILE=/run/secrets/sa_password",
  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
  "MSSQL_PID=Developer"
]
$ docker inspect sql1 --format '{{.Image}}'
sha256:{0}
$ docker inspect sql1 --format '{{.State.Status}} {{.State.StartedAt}}'
running 2026-12-01T08:55:12.004817Z""",
    r(64, HEX),
)
