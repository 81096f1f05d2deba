r"""Held-out batch 66: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, for the batch format; (2)
the first 130 lines of bench/heldout/batch19.py, its docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la; (3) a grep of the Theme
paragraphs of the earlier batches (lines starting with Theme and the twelve lines after
each), so that this batch repeats none of their texts; (4) a grep of the kind names the
earlier batches pass to add and add_split. No rule, code, doc, test, bench or result of
the filter was opened, and the filter was never run.

Theme: observability, monitoring and incident response as a coding agent's session holds
them, every kind under the "obs/" prefix. OpenTelemetry Collector configs (otlp and
otlphttp exporters with x-honeycomb-team, api-key, Api-Token and Authorization headers,
the basicauth, bearertokenauth and oauth2client extensions, inline TLS key_pem, the
datadog exporter), OTEL_EXPORTER_OTLP_HEADERS in env files and Java agent system
properties, SDK setup in Python, Go, Node and C#; Prometheus (remote_write with
basic_auth, sigv4 and URL userinfo, scrape configs with inline bearer tokens, credentials
and oauth2 client secrets, blackbox modules, curl against the HTTP API) and Grafana Alloy
and Agent blocks; Alertmanager receivers (Slack api_url, PagerDuty routing and service
keys, Opsgenie, VictorOps, Pushover, Telegram, Discord, Microsoft Teams, webhook
http_config, SMTP auth) and amtool; Grafana (grafana.ini admin_password, secret_key,
[smtp], [database] and generic OAuth, GF_ environment variables in Compose, datasource
provisioning with secureJsonData, contact-point provisioning, service-account tokens in
curl and Terraform, grafana cli admin reset-admin-password, Grafana OnCall integration
URLs and API tokens); Loki, Tempo and Mimir (promtail clients, logcli env, S3 storage
keys, mimirtool, tenants); vendor agents (Datadog, New Relic infra and newrelic.ini and
NerdGraph, Honeycomb, Dynatrace installers and monaco, Splunk HEC, Splunk OTel and
universal forwarder seeds, Elastic APM secret tokens and API keys, Filebeat, Sentry CLI,
Relay and self-hosted keys, Bugsnag, Rollbar, InfluxDB tokens for Telegraf, Netdata claim
tokens, Percona PMM); log shippers (Vector sinks, Fluent Bit outputs, Fluentd matches,
Logstash pipelines); classic monitoring (Zabbix API tokens, server DBPassword and agent
PSK files, Nagios resource.cfg macros, Icinga 2 ApiUser objects, Checkmk automation
secrets and cmkadmin, PRTG passhash and API tokens); SNMPv3 auth and priv passphrases in
snmpwalk, snmpd.conf, Telegraf and snmp_exporter generator files; uptime and status
(Uptime Kuma metrics keys and admin passwords, Atlassian Statuspage, Better Stack
heartbeat URLs and source tokens, Healthchecks); PagerDuty REST tokens, incident
timelines and notes, postmortem documents and on-call chat. Secrets are vendor-shaped
random tokens, signing keys, PEM keys and human-chosen passwords and passphrases, in
assignments, flags, URLs, headers, XML, JSON, YAML, TOML, INI, HCL and River, splits
across lines and messages, and prose in English, French, Hindi and Finnish.
Look-alikes hold the same files and commands with env references (${env:X}, ${X},
$__env{X}, $__file{...}, {{ secrets.X }}, Helm and Go templates, Zabbix {$MACROS},
Nagios $USERn$), *_file paths, Alertmanager's <secret> masks, secureJsonFields booleans,
placeholders, and public identifiers: tenant and org ids, trace and span ids, alert
fingerprints, PagerDuty incident, service and escalation ids, dedup keys, Grafana
dashboard and datasource uids, RUM client tokens, SNMP engine ids, digests, versions and
hostnames, plus prose about rotating and storing keys.
Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(66_2026_12_07)
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
    "pager", "falcon", "harbor", "copper", "lantern", "orchid", "glacier", "thunder", "meadow",
    "rocket", "saffron", "pebble", "cobalt", "willow", "granite", "ember", "marble", "tundra",
    "beacon", "summit", "velvet", "cactus", "anchor", "walrus", "nimbus", "quartz", "juniper",
    "otter", "badger", "compass", "maple", "lagoon", "pylon", "signal", "grafana", "oncall",
]
_FI_WORDS = ["revontuli", "sauna", "pakkanen", "kuusi", "lumi", "kahvi", "jarvi", "karhu", "tunturi"]
_FR_WORDS = ["fromage", "soleil", "baguette", "lavande", "montagne", "croissant", "marmotte"]
_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}


def _word(pool: list[str] = _WORDS) -> str:
    return _rng.choice(pool)


def leet(word: str) -> str:
    return "".join(_LEET.get(c, c) if _rng.random() < 0.6 else c for c in word)


def human_pw(pool: list[str] = _WORDS) -> str:
    """A password a person would choose: words, capitals, leetspeak, digits, a symbol."""
    style = _rng.randrange(5)
    if style == 0:
        return _word(pool).capitalize() + str(_rng.randint(1970, 2026)) + _rng.choice("!#@%*")
    if style == 1:
        return leet(_word(pool)).capitalize() + _rng.choice("!#@") + r(2, DIGITS)
    if style == 2:
        return _word(pool).capitalize() + _rng.choice("-_.") + _word(pool) + r(3, DIGITS)
    if style == 3:
        return _word(pool) + r(2, DIGITS) + _word(pool).upper() + _rng.choice("!?&")
    return _rng.choice("!#") + _word(pool).capitalize() + _word(pool).capitalize() + r(4, DIGITS)


def phrase(n: int = 4, sep: str = " ", pool: list[str] = _WORDS) -> str:
    return sep.join(_word(pool) for _ in range(n))


def dd_api() -> str:
    return r(32, HEX)


def dd_app() -> str:
    return r(40, HEX)


def nr_license() -> str:
    return r(36, HEX) + "NRAL"


def nr_user() -> str:
    return "NRAK-" + r(27, UPPER_NUM)


def dt_token() -> str:
    return "dt0c01." + r(24, UPPER_NUM) + "." + r(64, UPPER_NUM)


def glsa() -> str:
    return "glsa_" + r(32, ALNUM) + "_" + r(8, HEX)


def glc(region: str = "prod-eu-west-2") -> str:
    body = {"o": str(_rng.randint(100000, 999999)), "n": "stack-" + r(6, DIGITS) + "-hm-write-" + r(4, LOWER),
            "k": r(24, ALNUM), "m": {"r": region}}
    return "glc_" + base64.b64encode(json.dumps(body, separators=(",", ":")).encode()).decode()


def hny_ingest() -> str:
    return "hcaik_01" + r(26, LOWER_NUM) + r(32, LOWER_NUM)


def hny_classic() -> str:
    return r(22, ALNUM)


def slack_hook() -> str:
    return f"https://hooks.slack.com/services/T{r(8, UPPER_NUM)}/B{r(10, UPPER_NUM)}/{r(24, ALNUM)}"


def telegram() -> str:
    return f"{_rng.randint(5000000000, 7999999999)}:AA{r(33, URLSAFE)}"


def discord_hook() -> str:
    return f"https://discord.com/api/webhooks/{r(19, DIGITS)}/{r(68, URLSAFE)}"


def teams_hook() -> str:
    return (f"https://contoso.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/"
            f"{r(32, HEX)}/{uuid4()}/V2{r(43, URLSAFE)}")


def sntrys() -> str:
    claims = {"iat": _rng.randint(1730000000, 1760000000), "url": "https://sentry.io",
              "region_url": "https://de.sentry.io", "org": "northwind"}
    return "sntrys_" + _b64url_json(claims) + "_" + b64url(32)


def pd_rest() -> str:
    return "u+" + r(18, URLSAFE)


def pem_body(n_bytes: int) -> str:
    raw = b64(n_bytes)
    return "\n".join(raw[i:i + 64] for i in range(0, len(raw), 64))


def influx_token() -> str:
    return base64.urlsafe_b64encode(_rng.randbytes(64)).decode()


def es_api_key() -> str:
    return base64.b64encode(f"{r(20, URLSAFE)}:{r(22, URLSAFE)}".encode()).decode()


def bcrypt_like() -> str:
    return "$2y$10$" + r(53, ALNUM + "./")


# ============================================================ secrets
# ---- OpenTelemetry Collector and SDKs
add("obs/otelcol-otlp-honeycomb-team-header", """exporters:
  otlp/honeycomb:
    endpoint: "api.honeycomb.io:443"
    headers:
      "x-honeycomb-team": "{0}"
      "x-honeycomb-dataset": "checkout-svc"
  debug:
    verbosity: basic
service:
  pipelines:
    traces:
      receivers: [otlp]
      processors: [memory_limiter, batch]
      exporters: [otlp/honeycomb]""", hny_ingest())

add("obs/otelcol-datadog-exporter-api-key", """$ cat /etc/otelcol-contrib/config.yaml | sed -n '40,58p'
exporters:
  datadog:
    api:
      site: datadoghq.eu
      key: {0}
      fail_on_invalid_key: true
    traces:
      span_name_as_resource_name: true
    host_metadata:
      enabled: true
      hostname_source: config_or_system""", dd_api())

add("obs/otelcol-basicauth-extension-grafana-cloud", """extensions:
  basicauth/grafana_cloud:
    client_auth:
      username: "{1}"
      password: "{0}"
  health_check: {}

exporters:
  otlphttp/grafana_cloud:
    endpoint: https://otlp-gateway-prod-eu-west-2.grafana.net/otlp
    auth:
      authenticator: basicauth/grafana_cloud""", glc(), r(6, DIGITS))

add("obs/otelcol-bearertokenauth-token", """extensions:
  bearertokenauth/gateway:
    scheme: "Bearer"
    token: "{0}"

exporters:
  otlp/gateway:
    endpoint: otel-gateway.observability.svc.cluster.local:4317
    tls:
      insecure_skip_verify: true
    auth:
      authenticator: bearertokenauth/gateway""", b64url(36))

add("obs/otelcol-dynatrace-api-token-header", """  otlphttp/dynatrace:
    endpoint: "https://{1}.live.dynatrace.com/api/v2/otlp"
    headers:
      Authorization: "Api-Token {0}"
    compression: gzip
    retry_on_failure:
      enabled: true
      max_elapsed_time: 300s""", dt_token(), r(8, LOWER_NUM))

add("obs/otelcol-newrelic-api-key-header", """# values.yaml for opentelemetry-collector chart (mode: deployment)
config:
  exporters:
    otlphttp/newrelic:
      endpoint: https://otlp.eu01.nr-data.net
      headers:
        api-key: {0}
  service:
    pipelines:
      logs:
        exporters: [otlphttp/newrelic]""", nr_license())

_b = r(6, DIGITS) + ":" + glc()
add("obs/otel-env-otlp-headers-basic-b64", """# .env.production
OTEL_SERVICE_NAME=billing-api
OTEL_RESOURCE_ATTRIBUTES=deployment.environment=production,service.version=2.14.3
OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf
OTEL_EXPORTER_OTLP_ENDPOINT=https://otlp-gateway-prod-us-east-0.grafana.net/otlp
OTEL_EXPORTER_OTLP_HEADERS=Authorization=Basic%20{0}
OTEL_TRACES_SAMPLER=parentbased_traceidratio
OTEL_TRACES_SAMPLER_ARG=0.25""", base64.b64encode(_b.encode()).decode())

add("obs/otel-python-otlpspanexporter-headers", """from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

provider = TracerProvider()
exporter = OTLPSpanExporter(
    endpoint="https://api.eu1.honeycomb.io/v1/traces",
    headers={"x-honeycomb-team": "{0}"},  # TODO move to env before merge
)
provider.add_span_processor(BatchSpanProcessor(exporter))
trace.set_tracer_provider(provider)""", hny_classic())

add("obs/otel-go-otlptracegrpc-withheaders", """func newExporter(ctx context.Context) (*otlptrace.Exporter, error) {
	return otlptracegrpc.New(ctx,
		otlptracegrpc.WithEndpoint("ingest.lightrun-otel.internal:4317"),
		otlptracegrpc.WithHeaders(map[string]string{
			"authorization": "Bearer {0}",
		}),
		otlptracegrpc.WithCompressor("gzip"),
	)
}""", "otk_" + r(40, LOWER_NUM))

add("obs/otel-java-agent-headers-sysprop", """$ ps -ef | grep javaagent | grep -v grep
app       4121     1 12 09:14 ?        00:41:07 /usr/lib/jvm/java-21/bin/java -javaagent:/opt/otel/opentelemetry-javaagent.jar -Dotel.service.name=ledger -Dotel.exporter.otlp.endpoint=https://otlp.eu01.nr-data.net -Dotel.exporter.otlp.headers=api-key={0} -Xmx2g -jar /srv/ledger/ledger.jar""", nr_license())

add("obs/otel-node-sdk-headers-env-literal", """// instrumentation.ts
import { NodeSDK } from '@opentelemetry/sdk-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';

const sdk = new NodeSDK({
  serviceName: 'storefront-web',
  traceExporter: new OTLPTraceExporter({
    url: 'https://otlp.uptrace.example.net/v1/traces',
    headers: { 'uptrace-dsn': 'https://{0}@otlp.uptrace.example.net/3' },
  }),
});
sdk.start();""", r(22, LOWER_NUM))

add_split("obs/otelcol-tls-key-pem-inline", """exporters:
  otlp/mtls:
    endpoint: collector.corp.example:4317
    tls:
      ca_file: /etc/otel/ca.crt
      cert_pem: |
        -----BEGIN CERTIFICATE-----
        MIIBrjCCAVSgAwIBAgIUZ3Qm0cU2y9Vx6qK1b0dH4uQ7p2wwCgYIKoZIzj0EAwIw
        -----END CERTIFICATE-----
      key_pem: |
        -----BEGIN EC PRIVATE KEY-----
        MHcCAQEEI{0}
        {1}
        {2}
        -----END EC PRIVATE KEY-----""", r(55, ALNUM + "+/"), r(64, ALNUM + "+/"), r(35, ALNUM + "+/") + "=")

add("obs/otelcol-oauth2client-secret", """extensions:
  oauth2client/idp:
    client_id: otel-collector-edge
    client_secret: {0}
    token_url: https://login.corp.example/oauth2/v1/token
    scopes: ["telemetry.write"]
    timeout: 5s""", r(40, URLSAFE))

# ---- Prometheus
add("obs/prom-remote-write-basic-auth-password", """remote_write:
  - url: https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push
    basic_auth:
      username: {1}
      password: {0}
    queue_config:
      max_samples_per_send: 2000
    write_relabel_configs:
      - source_labels: [__name__]
        regex: "go_.*"
        action: drop""", glc(), r(7, DIGITS))

add("obs/prom-scrape-authorization-credentials", """  - job_name: 'kube-apiserver-external'
    scheme: https
    authorization:
      type: Bearer
      credentials: {0}
    tls_config:
      insecure_skip_verify: true
    static_configs:
      - targets: ['10.40.0.12:6443']""", jwt({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "monitoring", "sub": "system:serviceaccount:monitoring:prom-scraper"}))

add("obs/prom-scrape-bearer-token-legacy", """diff --git a/prometheus/prometheus.yml b/prometheus/prometheus.yml
@@ -31,6 +31,8 @@ scrape_configs:
   - job_name: rabbitmq
     metrics_path: /metrics/detailed
+    bearer_token: '{0}'
     static_configs:
       - targets: ['mq-1:15692', 'mq-2:15692']""", r(48, ALNUM))

add("obs/prom-remote-write-sigv4-secret-key", """remote_write:
  - url: https://aps-workspaces.eu-central-1.amazonaws.com/workspaces/ws-{1}/api/v1/remote_write
    sigv4:
      region: eu-central-1
      access_key: AKIA{2}
      secret_key: {0}
    queue_config:
      capacity: 10000""", r(40, ALNUM + "+/"), uuid4(), r(16, UPPER_NUM))

add("obs/prom-http-api-curl-userinfo", """$ curl -s 'https://admin:{0}@prometheus.ops.example.com/api/v1/query?query=up%7Bjob%3D%22node%22%7D%3D%3D0' | jq '.data.result | length'
3""", human_pw())

add("obs/prom-remote-write-url-userinfo", """# victoria-metrics vmagent flags (systemd drop-in)
[Service]
ExecStart=
ExecStart=/usr/local/bin/vmagent -promscrape.config=/etc/vmagent/scrape.yml \\
  -remoteWrite.url=https://vmwriter:{0}@vm.ops.example.com/api/v1/write \\
  -remoteWrite.tmpDataPath=/var/lib/vmagent""", pw())

add("obs/prom-blackbox-module-basic-auth", """modules:
  http_2xx_admin:
    prober: http
    timeout: 5s
    http:
      valid_status_codes: [200]
      basic_auth:
        username: probe
        password: "{0}"
      fail_if_not_ssl: true""", human_pw())

add("obs/alloy-remote-write-basic-auth", """prometheus.remote_write "grafana_cloud" {
  endpoint {
    url = "https://prometheus-prod-13-prod-us-east-0.grafana.net/api/prom/push"

    basic_auth {
      username = "{1}"
      password = "{0}"
    }
  }
}""", glc("prod-us-east-0"), r(7, DIGITS))

# ---- Alertmanager
add("obs/alertmanager-global-slack-api-url", """global:
  resolve_timeout: 5m
  slack_api_url: '{0}'
route:
  receiver: slack-ops
  group_by: ['alertname', 'cluster']
receivers:
  - name: slack-ops
    slack_configs:
      - channel: '#ops-alerts'
        send_resolved: true""", slack_hook())

add("obs/alertmanager-pagerduty-routing-key", """receivers:
  - name: pd-critical
    pagerduty_configs:
      - routing_key: {0}
        severity: '{{ if eq .CommonLabels.severity "critical" }}critical{{ else }}warning{{ end }}'
        description: '{{ .CommonAnnotations.summary }}'
        details:
          runbook: '{{ .CommonAnnotations.runbook_url }}'""", r(32, HEX))

add("obs/alertmanager-pagerduty-service-key-v1", """  - name: legacy-db-pager
    pagerduty_configs:
    - service_key: "{0}"
      url: https://events.pagerduty.com/generic/2010-04-15/create_event.json
      send_resolved: false""", r(32, HEX))

add("obs/alertmanager-opsgenie-api-key", """receivers:
- name: opsgenie-platform
  opsgenie_configs:
  - api_key: {0}
    api_url: https://api.eu.opsgenie.com/
    responders:
    - name: Platform
      type: team
    priority: '{{ if eq .CommonLabels.severity "page" }}P1{{ else }}P3{{ end }}'""", uuid4())

add("obs/alertmanager-webhook-http-config-bearer", """- name: incident-bot
  webhook_configs:
    - url: https://incident-bot.internal.example/hooks/alertmanager
      max_alerts: 20
      http_config:
        authorization:
          type: Bearer
          credentials: {0}""", r(44, URLSAFE))

add("obs/alertmanager-smtp-auth-password", """global:
  smtp_smarthost: 'smtp.office365.com:587'
  smtp_from: 'alerts@northwind.example'
  smtp_auth_username: 'alerts@northwind.example'
  smtp_auth_password: '{0}'
  smtp_require_tls: true""", human_pw())

add("obs/alertmanager-telegram-bot-token", """  - name: telegram-homelab
    telegram_configs:
      - bot_token: '{0}'
        chat_id: -1001847339921
        parse_mode: HTML
        message: '{{ template "telegram.default.message" . }}'""", telegram())

add("obs/alertmanager-discord-webhook-url", """receivers:
  - name: discord
    discord_configs:
      - webhook_url: "{0}"
        title: '[{{ .Status | toUpper }}] {{ .CommonLabels.alertname }}'""", discord_hook())

add("obs/alertmanager-msteams-webhook-url", """  - name: teams-dba
    msteams_configs:
      - webhook_url: '{0}'
        send_resolved: true
        title: '{{ template "msteams.default.title" . }}'""", teams_hook())

add("obs/alertmanager-victorops-api-key", """  - name: splunk-oncall
    victorops_configs:
      - api_key: '{0}'
        routing_key: infra-primary
        entity_display_name: '{{ .CommonAnnotations.summary }}'
        monitoring_tool: prometheus""", uuid4())

add("obs/alertmanager-pushover-token", """- name: pushover-sre-lead
  pushover_configs:
    - user_key: u{1}
      token: a{0}
      priority: '{{ if eq .Status "firing" }}2{{ else }}0{{ end }}'
      retry: 1m
      expire: 1h""", r(29, LOWER_NUM), r(29, LOWER_NUM))


# ---- Grafana
add("obs/grafana-ini-security-admin-password", """[security]
admin_user = admin
admin_password = {0}
disable_gravatar = true
cookie_secure = true
allow_embedding = false""", human_pw())

add("obs/grafana-ini-security-secret-key", """$ sudo grep -n -A3 '^\\[security\\]' /etc/grafana/grafana.ini
212:[security]
213-secret_key = {0}
214-disable_initial_admin_creation = false
215-data_source_proxy_whitelist =""", r(16, ALNUM))

add("obs/grafana-datasource-securejsondata-basic-auth", """apiVersion: 1
datasources:
  - name: Mimir
    type: prometheus
    uid: mimir-prod
    url: https://mimir.ops.example.com/prometheus
    basicAuth: true
    basicAuthUser: grafana-reader
    jsonData:
      httpHeaderName1: X-Scope-OrgID
    secureJsonData:
      basicAuthPassword: {0}
      httpHeaderValue1: tenant-prod""", pw())

add("obs/grafana-datasource-securejsondata-bearer-header", """  - name: Tempo (Grafana Cloud)
    type: tempo
    access: proxy
    url: https://tempo-prod-10-prod-eu-west-2.grafana.net/tempo
    jsonData:
      httpHeaderName1: Authorization
    secureJsonData:
      httpHeaderValue1: "Bearer {0}"
    editable: false""", glc())

add("obs/grafana-service-account-token-curl", """$ curl -sS -H "Authorization: Bearer {0}" \\
    -H 'Content-Type: application/json' \\
    https://grafana.ops.example.com/api/search?type=dash-db\\&query=latency | jq -r '.[].uid'
b4ddf0a1-latency
p99-overview""", glsa())

add("obs/grafana-cli-reset-admin-password", """root@grafana-0:/usr/share/grafana# grafana cli admin reset-admin-password '{0}'
INFO [12-07|08:41:12] Starting Grafana                         logger=settings version=11.3.1
INFO [12-07|08:41:12] Connecting to DB                         logger=sqlstore dbtype=sqlite3

Admin password changed successfully ✔""", human_pw())

add("obs/grafana-compose-gf-admin-password-env", """services:
  grafana:
    image: grafana/grafana-oss:11.3.1
    ports: ["3000:3000"]
    environment:
      GF_SECURITY_ADMIN_USER: admin
      GF_SECURITY_ADMIN_PASSWORD: "{0}"
      GF_INSTALL_PLUGINS: grafana-piechart-panel
    volumes:
      - grafana-data:/var/lib/grafana""", human_pw())

add("obs/grafana-contact-point-pagerduty-integration-key", """apiVersion: 1
contactPoints:
  - orgId: 1
    name: pd-sev1
    receivers:
      - uid: pd-sev1-recv
        type: pagerduty
        settings:
          integrationKey: {0}
          severity: critical
          class: infra
        disableResolveMessage: false""", r(32, HEX))

add("obs/grafana-ini-smtp-password", """[smtp]
enabled = true
host = email-smtp.eu-west-1.amazonaws.com:587
user = AKIA{1}
password = """ + '"""' + """{0}""" + '"""' + """
from_address = grafana@ops.example.com
from_name = Grafana""", r(44, ALNUM + "+/"), r(16, UPPER_NUM))

add("obs/grafana-ini-generic-oauth-client-secret", """[auth.generic_oauth]
enabled = true
name = Keycloak
allow_sign_up = true
client_id = grafana
client_secret = {0}
scopes = openid email profile offline_access roles
auth_url = https://sso.example.com/realms/ops/protocol/openid-connect/auth
token_url = https://sso.example.com/realms/ops/protocol/openid-connect/token""", r(32, ALNUM))

add("obs/grafana-terraform-provider-auth", """provider "grafana" {
  url  = "https://northwind.grafana.net/"
  auth = "{0}"
}

resource "grafana_folder" "slo" {
  title = "SLOs"
}""", glsa())

add("obs/grafana-oncall-alertmanager-integration-url", """  - name: grafana-oncall
    webhook_configs:
      - url: https://oncall-prod-eu-west-0.grafana.net/oncall/integrations/v1/alertmanager/{0}/
        send_resolved: true
        max_alerts: 100""", r(25, ALNUM))

add("obs/grafana-oncall-api-token-curl", """$ curl -s "https://oncall-prod-us-central-0.grafana.net/oncall/api/v1/schedules/" \\
   --header "Authorization: {0}" | jq '.results[] | {id, name}'
{
  "id": "SBM7DV7BKFUYU",
  "name": "Platform primary"
}""", r(64, HEX))

# ---- Loki / Tempo / Mimir
add("obs/promtail-clients-basic-auth-password", """clients:
  - url: https://logs-prod-012.grafana.net/loki/api/v1/push
    basic_auth:
      username: "{1}"
      password: "{0}"
    external_labels:
      cluster: prod-eu""", glc(), r(6, DIGITS))

add("obs/logcli-env-loki-password", """$ export LOKI_ADDR=https://loki-gw.ops.example.com
$ export LOKI_USERNAME=logcli
$ export LOKI_PASSWORD='{0}'
$ export LOKI_ORG_ID=team-search
$ logcli query '{app="indexer"} |= "OOMKilled"' --since=2h --limit=20""", human_pw())

add("obs/mimirtool-key-flag", """$ mimirtool rules load --address=https://mimir.ops.example.com --id=tenant-payments --key={0} rules/payments.yaml
INFO[0000] group created                                 group=payments-slo namespace=payments
INFO[0000] group created                                 group=payments-latency namespace=payments""", r(36, URLSAFE))

add("obs/mimir-runtime-config-alertmanager-storage-key", """# mimir.yaml (excerpt, rendered by helm template)
alertmanager_storage:
  backend: gcs
  gcs:
    bucket_name: mimir-am-prod
    service_account: |
      {"type":"service_account","project_id":"obs-prod","private_key_id":"{1}","private_key":"-----BEGIN PRIVATE KEY-----\\n{0}\\n-----END PRIVATE KEY-----\\n","client_email":"mimir@obs-prod.iam.gserviceaccount.com"}""", b64(96), r(40, HEX))
# ---- vendor agents
add("obs/datadog-api-curl-application-key-header", """$ curl -s -X GET "https://api.datadoghq.eu/api/v1/monitor?group_states=alert" \\
  -H "DD-API-KEY: ${DD_API_KEY}" \\
  -H "DD-APPLICATION-KEY: {0}" | jq length
14""", dd_app())

add("obs/datadog-ci-log-echoed-api-key", """2025-12-04T10:22:31.8841Z ##[group]Run datadog-ci junit upload --service web-e2e reports/
2025-12-04T10:22:31.8843Z + export DATADOG_SITE=datadoghq.com
2025-12-04T10:22:31.8844Z + export DATADOG_API_KEY={0}
2025-12-04T10:22:31.8845Z + datadog-ci junit upload --service web-e2e reports/
2025-12-04T10:22:33.1120Z ✅ Uploaded 3 files in 1.21 seconds.""", dd_api())

_ddk = dd_api()
add("obs/datadog-k8s-secret-data-base64", """apiVersion: v1
kind: Secret
metadata:
  name: datadog-secret
  namespace: datadog
type: Opaque
data:
  api-key: {0}""", base64.b64encode(_ddk.encode()).decode())

add("obs/newrelic-infra-yml-license-key", """$ sudo cat /etc/newrelic-infra.yml
license_key: {0}
display_name: db-replica-03
log:
  level: info
  file: /var/log/newrelic-infra/newrelic-infra.log
custom_attributes:
  env: production""", nr_license())

add("obs/newrelic-nerdgraph-user-key-curl", """curl https://api.eu.newrelic.com/graphql \\
  -H 'Content-Type: application/json' \\
  -H 'API-Key: {0}' \\
  --data-binary '{"query":"{ actor { user { name email } } }"}'""", nr_user())

add("obs/honeymarker-api-key-flag", """$ honeymarker -k {0} -d deploys add -t deploy -m "release v4.12.0 ($(git rev-parse --short HEAD))"
{"id":"a1Xb9kQz2","start_time":1733561012,"message":"release v4.12.0 (9f3e2c1)","type":"deploy"}""", hny_classic())

add("obs/dynatrace-oneagent-installer-url-token", """wget -O Dynatrace-OneAgent-Linux.sh "https://{1}.live.dynatrace.com/api/v1/deployment/installer/agent/unix/default/latest?arch=x86&flavor=default" --header="Authorization: Api-Token {0}"
sudo /bin/sh Dynatrace-OneAgent-Linux.sh --set-monitoring-mode=fullstack --set-app-log-content-access=true""", dt_token(), r(8, LOWER_NUM))

add("obs/dynatrace-monaco-env-token", """# manifest.yaml + env used by monaco deploy
environmentGroups:
  - name: prod
    environments:
      - name: prod-eu
        url:
          value: https://{1}.live.dynatrace.com
        auth:
          token:
            name: DT_PROD_TOKEN

$ DT_PROD_TOKEN={0} monaco deploy manifest.yaml --environment prod-eu --dry-run""", dt_token(), r(8, LOWER_NUM))

add("obs/splunk-hec-curl-authorization", """curl -k https://hec.splunk.ops.example.com:8088/services/collector/event \\
  -H "Authorization: Splunk {0}" \\
  -d '{"event": "smoke test from deploy pipeline", "sourcetype": "manual", "index": "ops"}'
{"text":"Success","code":0}""", uuid4().upper())

add("obs/splunk-otel-collector-access-token-env", """$ sudo cat /etc/otel/collector/splunk-otel-collector.conf
SPLUNK_CONFIG=/etc/otel/collector/agent_config.yaml
SPLUNK_ACCESS_TOKEN={0}
SPLUNK_REALM=us1
SPLUNK_API_URL=https://api.us1.signalfx.com
SPLUNK_INGEST_URL=https://ingest.us1.signalfx.com
SPLUNK_MEMORY_TOTAL_MIB=512""", r(22, URLSAFE))

add("obs/splunk-uf-user-seed-password", """$ cat /opt/splunkforwarder/etc/system/local/user-seed.conf
[user_info]
USERNAME = admin
PASSWORD = {0}""", human_pw())

add("obs/elastic-apm-node-secret-token", """// apm.js — must be the first require
require('elastic-apm-node').start({
  serviceName: 'notifications-worker',
  serverUrl: 'https://apm.ops.example.com:8200',
  secretToken: '{0}',
  environment: 'production',
  captureBody: 'errors',
})""", r(24, ALNUM))

add("obs/elastic-apm-java-api-key-properties", """# elasticapm.properties
service_name=inventory-service
server_url=https://obs-deploy.apm.europe-west1.gcp.cloud.es.io:443
api_key={0}
environment=prod
application_packages=com.northwind.inventory
log_level=INFO""", es_api_key())

add("obs/filebeat-output-elasticsearch-password", """output.elasticsearch:
  hosts: ["https://es-logs-1.internal:9200", "https://es-logs-2.internal:9200"]
  protocol: https
  username: "filebeat_writer"
  password: "{0}"
  ssl.certificate_authorities: ["/etc/filebeat/ca.crt"]
  index: "filebeat-%{[agent.version]}-%{+yyyy.MM.dd}\"""", human_pw())

add("obs/sentry-clirc-auth-token", """$ cat ~/.sentryclirc
[defaults]
org = northwind
project = checkout-web
url = https://sentry.io/

[auth]
token = {0}""", sntrys())

add("obs/sentry-relay-credentials-secret-key", """# /etc/relay/credentials.json
{
  "secret_key": "{0}",
  "public_key": "{1}",
  "id": "{2}"
}""", b64url(32), b64url(32), uuid4())

add("obs/sentry-self-hosted-system-secret-key", """# sentry/config.yml (self-hosted 24.11.0)
mail.host: 'smtp'
mail.port: 25
system.secret-key: '{0}'
symbolicator.enabled: true
symbolicator.options:
  url: "http://symbolicator:3021\"""", r(50, LOWER_NUM + "!@#%^&*(-_=+)"))

add("obs/bugsnag-data-access-token-curl", """$ curl -s -H "Authorization: token {0}" -H "X-Version: 2" \\
    https://api.bugsnag.com/projects/{1}/errors?sort=last_seen | jq '.[0].error_class'
"ActiveRecord::StatementInvalid\"""", r(36, LOWER_NUM + "-"), r(24, HEX))

add("obs/rollbar-post-server-item-token-rails", """# config/initializers/rollbar.rb
Rollbar.configure do |config|
  config.access_token = '{0}'
  config.environment = ENV['ROLLBAR_ENV'].presence || Rails.env
  config.exception_level_filters.merge!('ActionController::RoutingError' => 'ignore')
  config.enabled = false if Rails.env.test?
end""", r(32, HEX))

add("obs/influxdb-telegraf-output-token", """[[outputs.influxdb_v2]]
  urls = ["https://influx.ops.example.com:8086"]
  token = "{0}"
  organization = "ops"
  bucket = "telegraf"
  timeout = "5s\"""", influx_token())

# ---- log shippers
add("obs/vector-sink-datadog-logs-api-key", """[sinks.dd_logs]
type = "datadog_logs"
inputs = ["parse_nginx"]
default_api_key = "{0}"
site = "datadoghq.eu"
compression = "gzip\"""", dd_api())

add("obs/vector-sink-betterstack-source-token", """[sinks.better_stack]
type = "http"
method = "post"
inputs = ["app_logs"]
uri = "https://in.logs.betterstack.com/"
encoding.codec = "json"
auth.strategy = "bearer"
auth.token = "{0}\"""", r(24, ALNUM))

add("obs/fluent-bit-output-splunk-token", """[OUTPUT]
    Name            splunk
    Match           kube.*
    Host            hec.splunk.ops.example.com
    Port            8088
    Splunk_Token    {0}
    TLS             On
    TLS.Verify      Off""", uuid4())

add("obs/fluent-bit-output-es-http-passwd", """[OUTPUT]
    Name  es
    Match app.*
    Host  search-logs.eu-west-1.es.amazonaws.com
    Port  443
    HTTP_User fluentbit
    HTTP_Passwd {0}
    tls   On
    Logstash_Format On
    Suppress_Type_Name On""", human_pw())

add("obs/fluentd-match-elasticsearch-password", """<match app.**>
  @type elasticsearch
  host es-logs.internal
  port 9200
  scheme https
  user fluentd
  password {0}
  logstash_format true
  <buffer>
    flush_interval 5s
  </buffer>
</match>""", pw())

add("obs/logstash-output-elasticsearch-password", """output {
  elasticsearch {
    hosts => ["https://es-01.internal:9200"]
    user => "logstash_internal"
    password => "{0}"
    index => "nginx-%{+YYYY.MM.dd}"
    ssl_certificate_authorities => ["/etc/logstash/certs/ca.crt"]
  }
}""", human_pw())

add("obs/logstash-output-http-header-token", """output {
  http {
    url => "https://listener.logz.io:8071/?token={0}&type=nginx"
    http_method => "post"
    format => "json_batch"
  }
}""", r(32, ALNUM))
# ---- classic monitoring
add("obs/zabbix-api-token-finnish-runbook", """## Zabbix-API: huoltokatkon lisäys (ohje päivystäjälle)

Token on luotu käyttäjälle `svc-maintenance` (Users → API tokens). Älä jaa tätä eteenpäin:

    curl -s -X POST https://zabbix.sisaverkko.example/api_jsonrpc.php \\
      -H 'Content-Type: application/json-rpc' \\
      -H 'Authorization: Bearer {0}' \\
      -d '{"jsonrpc":"2.0","method":"maintenance.get","params":{"output":"extend"},"id":1}'

Jos vastaus on "Not authorised", token on vanhentunut – pyydä uusi Ainolta.""", r(64, HEX))

add("obs/zabbix-server-conf-dbpassword", """$ sudo grep -E '^(DBHost|DBName|DBUser|DBPassword|CacheSize)=' /etc/zabbix/zabbix_server.conf
DBHost=pg-zabbix.internal
DBName=zabbix
DBUser=zabbix
DBPassword={0}
CacheSize=256M""", human_pw())

add("obs/zabbix-agent2-psk-file", """$ sudo cat /etc/zabbix/zabbix_agent2.psk
{0}
$ sudo grep ^TLS /etc/zabbix/zabbix_agent2.conf
TLSConnect=psk
TLSAccept=psk
TLSPSKIdentity=PSK-web-07
TLSPSKFile=/etc/zabbix/zabbix_agent2.psk""", r(64, HEX))

add("obs/nagios-resource-cfg-user-macro", """# /usr/local/nagios/etc/resource.cfg
# Sets $USER1$ to be the path to the plugins
$USER1$=/usr/local/nagios/libexec
# MySQL monitoring user for check_mysql_health
$USER3$=nagios_mon
$USER4$={0}""", human_pw())

add("obs/icinga2-apiuser-password", """object ApiUser "icingaweb2" {
  password = "{0}"
  permissions = [ "status/query", "actions/*", "objects/modify/*", "objects/query/*" ]
}

object ApiUser "director" {
  client_cn = "director.ops.example.com"
  permissions = [ "*" ]
}""", r(20, ALNUM))

add("obs/checkmk-automation-secret-bearer", """import requests

HOST = "cmk.ops.example.com"
SITE = "prod"
API = f"https://{HOST}/{SITE}/check_mk/api/1.0"

s = requests.Session()
s.headers["Authorization"] = "Bearer automation {0}"
s.headers["Accept"] = "application/json"
resp = s.get(f"{API}/domain-types/host_config/collections/all")
print(resp.status_code, len(resp.json()["value"]))""", r(32, UPPER + DIGITS))

add("obs/checkmk-omd-create-cmkadmin-password", """$ sudo omd create monitoring
Adding /opt/omd/sites/monitoring/tmp to /etc/fstab.
Creating temporary filesystem /omd/sites/monitoring/tmp...OK
Updating core configuration...
Generating configuration for core (type cmc)...
Starting full compilation for all hosts Creating global helper config...OK
The site has been created successfully.

The admin user for the web applications is cmkadmin with password: {0}
For command line administration of the site, log in with 'omd su monitoring'.""", r(8, ALNUM))

add("obs/prtg-api-passhash-url", """PS> Invoke-RestMethod "https://prtg.corp.example/api/table.json?content=sensors&columns=objid,device,sensor,status&filter_status=5&username=prtgadmin&passhash={0}"

prtg-version treesize sensors
------------ -------- -------
24.4.102.1351       12 {@{objid=2041; device=core-sw-01; sensor=Ping; status=Down}...}""", r(10, DIGITS))

add_split("obs/snmpwalk-v3-auth-priv-passphrases", """$ snmpwalk -v3 -l authPriv -u nms-ro -a SHA-256 -A '{0}' -x AES -X '{1}' 10.20.0.1 ifHCInOctets
IF-MIB::ifHCInOctets.1 = Counter64: 88245129311
IF-MIB::ifHCInOctets.2 = Counter64: 10992817
IF-MIB::ifHCInOctets.3 = Counter64: 0""", phrase(3, "-"), human_pw())

add("obs/snmpd-conf-createuser-priv", """# /etc/snmp/snmpd.conf
agentaddress udp:161
createUser librenms SHA "{1}" AES "{0}"
rouser librenms priv
sysLocation Rack B4, DC-Helsinki
sysContact noc@example.com""", phrase(3, "."), human_pw())

add("obs/telegraf-inputs-snmp-v3-auth-password", """[[inputs.snmp]]
  agents = ["udp://ups-01.dc.example:161", "udp://ups-02.dc.example:161"]
  version = 3
  sec_name = "telegraf"
  auth_protocol = "SHA"
  auth_password = "{0}"
  sec_level = "authPriv"
  priv_protocol = "AES"
  priv_password = "{1}"
  [[inputs.snmp.field]]
    name = "battery_capacity"
    oid = "UPS-MIB::upsEstimatedChargeRemaining.0\"""", human_pw(), human_pw())

# ---- uptime and status
add("obs/uptime-kuma-metrics-api-key-as-password", """  - job_name: uptime-kuma
    scheme: https
    metrics_path: /metrics
    static_configs:
      - targets: ['status.homelab.example']
    basic_auth:
      password: {0}""", "uk2_" + r(32, URLSAFE))

add("obs/uptime-kuma-admin-password-hindi-chat", """[10:12] Rohit: bhai Uptime Kuma ka login kya hai? status.acme.example khul nahi raha
[10:13] Priya: user admin hai, password ye hai: {0}
[10:13] Priya: login karke 2FA on kar dena, aur ye message baad mein delete kar dena
[10:14] Rohit: theek hai, dhanyavaad 🙏""", human_pw())

add("obs/statuspage-api-key-curl", """curl -sS https://api.statuspage.io/v1/pages/{1}/incidents \\
  -H "Authorization: OAuth {0}" \\
  -d "incident[name]=Elevated API error rates" \\
  -d "incident[status]=investigating" \\
  -d "incident[component_ids][]={2}\"""", uuid4(), r(12, LOWER_NUM), r(12, LOWER_NUM))

add("obs/betterstack-heartbeat-url-cron", """# crontab -l (backup host)
15 2 * * * /usr/local/bin/pg-backup.sh && curl -fsS -m 10 --retry 5 https://uptime.betterstack.com/api/v1/heartbeat/{0} > /dev/null""", r(24, ALNUM))

add("obs/healthchecks-api-key-header", """$ http GET https://healthchecks.io/api/v3/checks/ X-Api-Key:{0}
HTTP/1.1 200 OK
Content-Type: application/json

{"checks": [{"name": "nightly-backup", "status": "up", "last_ping": "2025-12-07T02:15:44+00:00"}]}""", r(32, URLSAFE))

# ---- PagerDuty, incidents, postmortems
add("obs/pagerduty-cli-config-rest-token", """$ cat ~/.pd.yml
default:
  subdomain: northwind
  token: {0}
  email: oncall-bot@northwind.example""", pd_rest())

add("obs/pagerduty-incident-note-pasted-password", """PD incident Q1ZR8E5WXK3T2M  [SEV-2] Checkout latency p99 > 4s
Timeline
  09:02 UTC  Triggered by Datadog monitor 'checkout p99'
  09:04 UTC  Acknowledged by Mika Salo
  09:11 UTC  Note (Mika Salo): failover to replica done, read-only user for the dashboard is ro_dash / {0} — use it for the Grafana datasource until primary is back
  09:37 UTC  Resolved by Mika Salo""", human_pw())

add("obs/postmortem-french-db-password", """# Post-mortem : indisponibilité de l'API de facturation (2025-11-28)

## Chronologie
- 14:02 — alerte `FacturationErreurs5xx` déclenchée dans Alertmanager
- 14:09 — l'astreinte constate que Grafana ne charge plus le datasource Postgres
- 14:21 — cause identifiée : le mot de passe de `grafana_ro` avait été tourné sans mise à jour du provisioning

## Actions
Le nouveau mot de passe est {0} ; il a été remis à la main dans le datasource en attendant
la mise à jour de Vault (action #412, responsable : Camille).""", human_pw(_FR_WORDS))

add("obs/pagerduty-integration-key-hindi-chat", """Ankit (11:40): PagerDuty mein naya service "payments-core" bana diya hai.
Ankit (11:40): Events API v2 integration key ye hai — Alertmanager ke routing_key mein daal do: {0}
Neha (11:42): ok, config reload karke test alert bhejti hoon
Neha (11:47): test incident aa gaya ✅, resolve kar diya""", r(32, HEX))

add("obs/snmp-passphrase-finnish-chat", """Juho 14:05: mikä on uusien kytkimien SNMPv3 privacy-salasana? LibreNMS ei saa yhteyttä
Aino 14:06: auth on sama kuin ennen, priv vaihdettiin eilen: {0}
Aino 14:06: lisää se LibreNMS:n laitteelle ja poista tämä viesti kun valmis
Juho 14:09: toimii, kiitos!""", phrase(3, "-", _FI_WORDS) + r(2, DIGITS))

add_split("obs/grafana-admin-password-split-messages", """#obs-platform
[15:30] lena: grafana-staging admin pw got reset during the upgrade, new one in two parts because slack mangles it
[15:30] lena: first half: {0}
[15:31] lena: second half: {1}
[15:31] lena: glue them together, no space
[15:33] tomasz: in, thanks. will rotate after the demo""", r(8, ALNUM), r(8, ALNUM) + "!")

add("obs/alertmanager-slack-url-french-chat", """Julien : quelqu'un a le webhook Slack pour #alertes-prod ? Alertmanager renvoie 404 depuis ce matin
Sophie : le canal a été recréé, voici le nouveau : {0}
Sophie : mets-le dans le secret k8s `alertmanager-main`, pas en clair dans le repo stp
Julien : c'est noté, merci""", slack_hook())

add_split("obs/pagerduty-rest-token-split-runbook", """### Runbook: silence PagerDuty during maintenance
1. Export the read/write API key (Integrations → API Access Keys → "maint-bot"):
       export PD_TOKEN='{0}
{1}'
   (the wiki wraps the key over two lines; join them with no space)
2. pd maintenance-window create --service PX7T2QK --start now --end +2h --token "$PD_TOKEN\"""", "u+" + r(9, URLSAFE), r(9, URLSAFE))


# ============================================================ look-alikes
# ---- OpenTelemetry
la("""exporters:
  otlp/honeycomb:
    endpoint: "api.honeycomb.io:443"
    headers:
      "x-honeycomb-team": "${env:HONEYCOMB_API_KEY}"
      "x-honeycomb-dataset": "checkout-svc"
service:
  pipelines:
    traces:
      receivers: [otlp]
      exporters: [otlp/honeycomb]""")

la("""exporters:
  datadog:
    api:
      site: ${env:DD_SITE}
      key: ${env:DD_API_KEY}
      fail_on_invalid_key: true
    host_metadata:
      hostname_source: config_or_system""")

la("""extensions:
  basicauth/grafana_cloud:
    client_auth:
      username: "${env:GRAFANA_CLOUD_INSTANCE_ID}"
      password: "${env:GRAFANA_CLOUD_API_KEY}"
  bearertokenauth/gateway:
    filename: /var/run/secrets/otel/token""")

la("""  otlphttp/dynatrace:
    endpoint: "https://{0}.live.dynatrace.com/api/v2/otlp"
    headers:
      Authorization: "Api-Token ${env:DT_API_TOKEN}"
    compression: gzip""", r(8, LOWER_NUM))

la("""# .env.example — copy to .env and fill in
OTEL_SERVICE_NAME=billing-api
OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf
OTEL_EXPORTER_OTLP_ENDPOINT=https://otlp-gateway-prod-us-east-0.grafana.net/otlp
OTEL_EXPORTER_OTLP_HEADERS=Authorization=Basic%20<base64 of instanceID:token>
OTEL_TRACES_SAMPLER=parentbased_traceidratio
OTEL_TRACES_SAMPLER_ARG=0.25""")

la("""2025-12-07T09:14:22.311Z	info	exporterhelper/retry_sender.go:118	Exporting failed. Will retry the request after interval.	{"kind": "exporter", "data_type": "traces", "name": "otlp/honeycomb", "error": "rpc error: code = Unauthenticated desc = missing 'x-honeycomb-team' header", "interval": "5.52s"}
2025-12-07T09:14:27.840Z	info	TracesExporter	{"kind": "exporter", "data_type": "traces", "name": "debug", "resource spans": 1, "spans": 12}""")

la("""Span #3
    Trace ID       : {0}
    Parent ID      : {1}
    ID             : {2}
    Name           : POST /api/v1/charge
    Kind           : Server
    Start time     : 2025-12-07 09:21:04.118273 +0000 UTC
    Status code    : Error
Attributes:
     -> http.request.method: Str(POST)
     -> http.request.header.authorization: Str([REDACTED])
     -> user.id: Str(usr_{3})""", r(32, HEX), r(16, HEX), r(16, HEX), r(14, LOWER_NUM))

la("""from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
import os

exporter = OTLPSpanExporter(
    endpoint="https://api.eu1.honeycomb.io/v1/traces",
    headers={"x-honeycomb-team": os.environ["HONEYCOMB_API_KEY"]},
)""")

la("""func newExporter(ctx context.Context) (*otlptrace.Exporter, error) {
	return otlptracegrpc.New(ctx,
		otlptracegrpc.WithEndpoint(os.Getenv("OTLP_ENDPOINT")),
		otlptracegrpc.WithHeaders(map[string]string{
			"authorization": "Bearer " + os.Getenv("OTLP_TOKEN"),
		}),
	)
}""")

la("""$ ps -ef | grep javaagent | grep -v grep
app       4121     1 12 09:14 ?        00:41:07 /usr/lib/jvm/java-21/bin/java -javaagent:/opt/otel/opentelemetry-javaagent.jar -Dotel.service.name=ledger -Dotel.exporter.otlp.endpoint=https://otlp.eu01.nr-data.net -Dotel.javaagent.configuration-file=/etc/ledger/otel.properties -Xmx2g -jar /srv/ledger/ledger.jar""")

la("""exporters:
  otlp/mtls:
    endpoint: collector.corp.example:4317
    tls:
      ca_file: /etc/otel/ca.crt
      cert_file: /etc/otel/client.crt
      key_file: /etc/otel/client.key
      min_version: "1.3\"""")

la("""$ openssl x509 -in /etc/otel/client.crt -noout -subject -fingerprint -sha256
subject=CN = otel-collector-edge, O = Northwind Ops
sha256 Fingerprint={0}""", ":".join(r(2, UPPER_HEX) for _ in range(32)))

la("""extensions:
  oauth2client/idp:
    client_id: otel-collector-edge
    client_secret_file: /etc/otel/oauth-client-secret
    token_url: https://login.corp.example/oauth2/v1/token
    scopes: ["telemetry.write"]""")

# ---- Prometheus
la("""remote_write:
  - url: https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push
    basic_auth:
      username: {0}
      password_file: /etc/prometheus/secrets/grafana-cloud-token
    queue_config:
      max_samples_per_send: 2000""", r(7, DIGITS))

la("""  - job_name: 'kube-apiserver'
    scheme: https
    authorization:
      type: Bearer
      credentials_file: /var/run/secrets/kubernetes.io/serviceaccount/token
    tls_config:
      ca_file: /var/run/secrets/kubernetes.io/serviceaccount/ca.crt""")

la("""$ curl -s localhost:9090/api/v1/status/config | jq -r .data.yaml | grep -A4 remote_write
remote_write:
- url: https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push
  basic_auth:
    username: "{0}"
    password: <secret>""", r(7, DIGITS))

la("""remote_write:
  - url: https://aps-workspaces.eu-central-1.amazonaws.com/workspaces/ws-{0}/api/v1/remote_write
    sigv4:
      region: eu-central-1
      role_arn: arn:aws:iam::{1}:role/amp-remote-write""", uuid4(), r(12, DIGITS))

la("""$ curl -s 'https://prometheus.ops.example.com/api/v1/query?query=rate(http_requests_total%7Bcode%3D~%225..%22%7D%5B5m%5D)' -u "admin:$PROM_PASSWORD" | jq '.data.result[0].value'
[
  1733562101.117,
  "0.0421"
]""")

la("""# web.yml for prometheus --web.config.file (bcrypt hash, the plain password lives in 1Password "prometheus-admin")
basic_auth_users:
  admin: {0}""", bcrypt_like())

la("""[Service]
ExecStart=
ExecStart=/usr/local/bin/vmagent -promscrape.config=/etc/vmagent/scrape.yml \\
  -remoteWrite.url=https://vm.ops.example.com/api/v1/write \\
  -remoteWrite.basicAuth.username=vmwriter \\
  -remoteWrite.basicAuth.passwordFile=/etc/vmagent/rw-password""")

la("""prometheus.remote_write "grafana_cloud" {
  endpoint {
    url = "https://prometheus-prod-13-prod-us-east-0.grafana.net/api/prom/push"

    basic_auth {
      username = sys.env("GCLOUD_HOSTED_METRICS_ID")
      password = sys.env("GCLOUD_RW_API_KEY")
    }
  }
}""")

la("""loki.write "default" {
  endpoint {
    url          = "https://loki.ops.example.com/loki/api/v1/push"
    tenant_id    = "team-payments"
    bearer_token_file = "/var/lib/alloy/loki-token"
  }
}""")

la("""groups:
  - name: slo-checkout
    rules:
      - alert: CheckoutErrorBudgetBurn
        expr: |
          sum(rate(http_requests_total{job="checkout",code=~"5.."}[1h]))
          / sum(rate(http_requests_total{job="checkout"}[1h])) > (14.4 * 0.001)
        for: 2m
        labels:
          severity: page
        annotations:
          runbook_url: https://runbooks.example.com/checkout/error-budget""")

la("""$ promtool check config /etc/prometheus/prometheus.yml
Checking /etc/prometheus/prometheus.yml
 SUCCESS: 2 rule files found
 SUCCESS: /etc/prometheus/prometheus.yml is valid prometheus config file syntax

Checking /etc/prometheus/rules/slo.yml
 SUCCESS: 14 rules found""")

la("""TSDB status (head): series=1482201 chunks=2841930 minTime=1733529600000 maxTime=1733562113000
block ulid={0} minTime=1733443200000 maxTime=1733450400000 numSeries=1391022
block ulid={1} minTime=1733450400000 maxTime=1733457600000 numSeries=1402331""", r(26, "0123456789ABCDEFGHJKMNPQRSTVWXYZ"), r(26, "0123456789ABCDEFGHJKMNPQRSTVWXYZ"))

# ---- Alertmanager
la("""global:
  resolve_timeout: 5m
  slack_api_url_file: /etc/alertmanager/secrets/slack-webhook
route:
  receiver: slack-ops
receivers:
  - name: slack-ops
    slack_configs:
      - channel: '#ops-alerts'
        send_resolved: true""")

la("""receivers:
  - name: pd-critical
    pagerduty_configs:
      - routing_key_file: /etc/alertmanager/secrets/pd-routing-key
        severity: critical
        description: '{{ .CommonAnnotations.summary }}'""")

la("""$ amtool config show --alertmanager.url=http://localhost:9093 | sed -n '1,14p'
global:
  resolve_timeout: 5m
  smtp_auth_password: <secret>
  slack_api_url: <secret>
  pagerduty_url: https://events.pagerduty.com/v2/enqueue
  opsgenie_api_url: https://api.opsgenie.com/
receivers:
- name: pd-critical
  pagerduty_configs:
  - routing_key: <secret>
    url: https://events.pagerduty.com/v2/enqueue""")

la("""{
  "labels": {"alertname": "KubePodCrashLooping", "namespace": "payments", "pod": "ledger-7f9c8d6b5-x2kqp", "severity": "warning"},
  "annotations": {"summary": "Pod payments/ledger-7f9c8d6b5-x2kqp is crash looping"},
  "startsAt": "2025-12-07T08:55:12.302Z",
  "fingerprint": "{0}",
  "generatorURL": "http://prometheus-0:9090/graph?g0.expr=..."
}""", r(16, HEX))

la("""receivers:
- name: opsgenie-platform
  opsgenie_configs:
  - api_key: '{{ .Values.alertmanager.opsgenieKey }}'
    api_url: https://api.eu.opsgenie.com/
    responders:
    - name: Platform
      type: team""")

la("""- name: incident-bot
  webhook_configs:
    - url_file: /etc/alertmanager/secrets/incident-bot-url
      max_alerts: 20
      http_config:
        authorization:
          type: Bearer
          credentials_file: /etc/alertmanager/secrets/incident-bot-token""")

la("""global:
  smtp_smarthost: 'smtp.office365.com:587'
  smtp_from: 'alerts@northwind.example'
  smtp_auth_username: 'alerts@northwind.example'
  smtp_auth_password_file: /run/secrets/smtp_password
  smtp_require_tls: true""")

la("""  - name: telegram-homelab
    telegram_configs:
      - bot_token_file: /etc/alertmanager/telegram_token
        chat_id: -1001847339921
        parse_mode: HTML""")

la("""level=info ts=2025-12-07T08:57:40.112Z caller=notify.go:848 component=dispatcher receiver=pd-critical integration=pagerduty[0] aggrGroup="{}/{severity=\\"page\\"}:{alertname=\\"CheckoutErrorBudgetBurn\\"}" msg="Notify success" attempts=1 duration=412.8ms
level=debug ts=2025-12-07T08:57:40.113Z caller=pagerduty.go:270 integration=pagerduty dedup_key={0} incident_key={0}""", r(64, HEX))

la("""$ amtool silence add alertname=NodeDiskPressure instance=db-replica-03:9100 --duration=2h --comment="INC-4471 disk resize" --author=mika
{0}""", uuid4())

la("""route:
  receiver: default
  routes:
    - matchers: [ team="payments", severity="page" ]
      receiver: pd-payments
      continue: true
    - matchers: [ severity="ticket" ]
      receiver: jira-sd
inhibit_rules:
  - source_matchers: [ severity="page" ]
    target_matchers: [ severity="warning" ]
    equal: [ alertname, cluster ]""")

# ---- Grafana
la("""[security]
admin_user = admin
admin_password = $__file{/run/secrets/grafana_admin_password}
secret_key = $__env{GF_SECRET_KEY}
disable_gravatar = true
cookie_secure = true""")

la("""apiVersion: 1
datasources:
  - name: Mimir
    type: prometheus
    uid: mimir-prod
    url: https://mimir.ops.example.com/prometheus
    basicAuth: true
    basicAuthUser: grafana-reader
    jsonData:
      httpHeaderName1: X-Scope-OrgID
    secureJsonData:
      basicAuthPassword: $MIMIR_READER_PASSWORD
      httpHeaderValue1: tenant-prod""")

la("""$ curl -s -H "Authorization: Bearer $GRAFANA_TOKEN" https://grafana.ops.example.com/api/datasources/uid/{0} | jq '{name, type, basicAuth, secureJsonFields}'
{
  "name": "Loki (prod)",
  "type": "loki",
  "basicAuth": true,
  "secureJsonFields": {
    "basicAuthPassword": true,
    "httpHeaderValue1": true
  }
}""", r(14, ALNUM))

la("""$ curl -s -X POST -H "Authorization: Bearer $GRAFANA_ADMIN_TOKEN" -H 'Content-Type: application/json' \\
    https://grafana.ops.example.com/api/serviceaccounts -d '{"name":"ci-dashboards","role":"Editor"}'
{"id":42,"uid":"{0}","name":"ci-dashboards","login":"sa-1-ci-dashboards","orgId":1,"isDisabled":false,"role":"Editor","tokens":0}""", r(14, LOWER_NUM))

la("""$ curl -s -H "Authorization: Bearer $GRAFANA_TOKEN" https://grafana.ops.example.com/api/serviceaccounts/42/tokens | jq
[
  {
    "id": 7,
    "name": "gha-deploy",
    "created": "2025-10-02T11:20:41Z",
    "expiration": "2026-01-02T11:20:41Z",
    "secondsUntilExpiration": 2246400,
    "hasExpired": false,
    "lastUsedAt": "2025-12-07T07:58:12Z"
  }
]""")

la("""services:
  grafana:
    image: grafana/grafana-oss:11.3.1
    environment:
      GF_SECURITY_ADMIN_USER: admin
      GF_SECURITY_ADMIN_PASSWORD__FILE: /run/secrets/grafana_admin
      GF_DATABASE_PASSWORD: ${GRAFANA_DB_PASSWORD:?set it in .env}
    secrets:
      - grafana_admin
secrets:
  grafana_admin:
    file: ./secrets/grafana_admin.txt""")

la("""apiVersion: 1
contactPoints:
  - orgId: 1
    name: pd-sev1
    receivers:
      - uid: pd-sev1-recv
        type: pagerduty
        settings:
          integrationKey: ${PD_SEV1_INTEGRATION_KEY}
          severity: critical""")

la("""[smtp]
enabled = true
host = email-smtp.eu-west-1.amazonaws.com:587
user = $__env{SES_SMTP_USER}
password = $__file{/etc/grafana/ses_smtp_password}
from_address = grafana@ops.example.com""")

la("""[auth.generic_oauth]
enabled = true
name = Keycloak
client_id = grafana
client_secret = $__vault{kv:secret/ops/grafana:oauth_client_secret}
scopes = openid email profile offline_access roles
role_attribute_path = contains(roles[*], 'admin') && 'Admin' || 'Viewer'""")

la("""provider "grafana" {
  url  = "https://northwind.grafana.net/"
  auth = var.grafana_sa_token
}

variable "grafana_sa_token" {
  type      = string
  sensitive = true
}""")

la("""resource "grafana_dashboard" "slo" {
  folder      = grafana_folder.slo.uid
  config_json = file("${path.module}/dashboards/slo.json")
}

# terraform state show grafana_dashboard.slo
#   id           = "1:{0}"
#   uid          = "{0}"
#   version      = 17""", r(14, ALNUM))

la("""logger=context userId=0 orgId=0 uname= t=2025-12-07T08:14:02.211Z level=info msg="Request Completed" method=POST path=/login status=401 remote_addr=10.8.0.14 time_ms=92 duration=92.1ms size=42 referer=https://grafana.ops.example.com/login handler=/login status_source=server
logger=authn.service t=2025-12-07T08:14:02.210Z level=warn msg="Failed to authenticate request" client=auth.client.form error="[password-auth.failed] invalid username or password\"""")

la("""Grafana OnCall — integration "Alertmanager (prod)"
  id:            {0}
  type:          alertmanager
  team:          Platform
  route:         default → escalation chain "Platform primary" ({1})
  heartbeat:     enabled, timeout 30m
  The webhook URL is shown only in the UI; copy it from there into Alertmanager's url_file.""", "C" + r(12, UPPER_NUM), "F" + r(12, UPPER_NUM))

la("""$ curl -s "https://oncall-prod-us-central-0.grafana.net/oncall/api/v1/alert_groups/?state=firing" \\
   --header "Authorization: $ONCALL_API_TOKEN" | jq '.results[] | {id, title, alerts_count}'
{
  "id": "I{0}",
  "title": "[FIRING:1] KubePodCrashLooping payments",
  "alerts_count": 3
}""", r(12, UPPER_NUM))

# ---- Loki / Tempo / Mimir
la("""clients:
  - url: https://logs-prod-012.grafana.net/loki/api/v1/push
    basic_auth:
      username: "{0}"
      password_file: /etc/promtail/loki-token
    tenant_id: fake""", r(6, DIGITS))

la("""$ export LOKI_ADDR=https://loki-gw.ops.example.com
$ export LOKI_ORG_ID=team-search
$ logcli query '{app="indexer"} |= "OOMKilled"' --since=2h --limit=3 --username=logcli --password="$(pass show ops/loki/logcli)"
2025-12-07T08:51:12Z {app="indexer", pod="indexer-5c6d-qz2fw"} OOMKilled: container indexer exceeded memory limit 2Gi
2025-12-07T08:12:44Z {app="indexer", pod="indexer-5c6d-7mn4k"} OOMKilled: container indexer exceeded memory limit 2Gi""")

la("""storage:
  trace:
    backend: s3
    s3:
      bucket: tempo-traces-prod
      endpoint: s3.eu-central-1.amazonaws.com
      # credentials come from the IRSA role tempo-prod (no static keys)
      insecure: false
    wal:
      path: /var/tempo/wal""")

la("""$ mimirtool rules list --address=https://mimir.ops.example.com --id=tenant-payments --key="$MIMIR_API_KEY"
Namespace  | Rule Group
payments   | payments-slo
payments   | payments-latency""")

la("""GET /loki/api/v1/query_range?query=%7Bnamespace%3D%22payments%22%7D&limit=100 HTTP/1.1
Host: loki-gw.ops.example.com
X-Scope-OrgID: tenant-payments
Authorization: Basic ${LOKI_BASIC_AUTH}
traceparent: 00-{0}-{1}-01""", r(32, HEX), r(16, HEX))

la("""ts=2025-12-07T09:02:11.018Z caller=push.go:171 level=warn org_id=tenant-search msg="push refused" err="ingestion rate limit (4194304 bytes) exceeded while adding 812 lines for a total size of 104857 bytes" traceID={0}""", r(16, HEX))

# ---- vendors
la("""$ curl -s -X GET "https://api.datadoghq.eu/api/v1/monitor?group_states=alert" \\
  -H "DD-API-KEY: ${DD_API_KEY}" \\
  -H "DD-APPLICATION-KEY: ${DD_APP_KEY}" | jq length
14""")

la("""<script>
  window.DD_RUM && window.DD_RUM.init({
    clientToken: 'pub{0}',
    applicationId: '{1}',
    site: 'datadoghq.eu',
    service: 'storefront-web',
    sessionSampleRate: 20,
  });
</script>""", r(32, HEX), uuid4())

la("""apiVersion: v1
kind: Secret
metadata:
  name: datadog-secret
  namespace: datadog
type: Opaque
data:
  api-key: ""   # filled by external-secrets from aws/secretsmanager/datadog""")

la("""$ datadog-agent status | sed -n '1,16p'
===============
Agent (v7.59.0)
===============
  Status date: 2025-12-07 09:30:11.284 UTC (1733563811284)
  Pid: 1128
  Hostname: db-replica-03
  API Keys status
  ===============
    API key ending with {0}: API Key valid""", r(5, HEX))

la("""license_key: {{ newrelic_license_key }}
display_name: {{ inventory_hostname }}
log:
  level: info
custom_attributes:
  env: {{ env_name }}""")

la("""$ newrelic profile list
Name        Region  API key       License key    Account ID
default     EU      NRAK-****     ****NRAL       {0}""", r(7, DIGITS))

la("""$ honeymarker -d deploys list | head -3
ID          Start Time            End Time  Type    Message        URL
{0}   2025-12-07T08:41:52Z            deploy  release v4.12.0
{1}   2025-12-05T16:10:03Z            deploy  release v4.11.2""", r(11, ALNUM), r(11, ALNUM))

la("""wget -O Dynatrace-OneAgent-Linux.sh "https://{0}.live.dynatrace.com/api/v1/deployment/installer/agent/unix/default/latest?arch=x86&flavor=default" --header="Authorization: Api-Token $DT_PAAS_TOKEN"
sudo /bin/sh Dynatrace-OneAgent-Linux.sh --set-monitoring-mode=fullstack
# verify the installer: sha256 {1}""", r(8, LOWER_NUM), r(64, HEX))

la("""curl -k https://hec.splunk.ops.example.com:8088/services/collector/event \\
  -H "Authorization: Splunk $SPLUNK_HEC_TOKEN" \\
  -d '{"event": "smoke test", "sourcetype": "manual", "index": "ops"}'
{"text":"Invalid token","code":4}""")

la("""$ splunk http-event-collector list -uri https://localhost:8089
[http://deploy-pipeline]
  disabled=0
  index=ops
  indexes=ops,main
  token=********-****-****-****-********{0}""", r(4, UPPER_HEX))

la("""require('elastic-apm-node').start({
  serviceName: 'notifications-worker',
  serverUrl: process.env.ELASTIC_APM_SERVER_URL,
  secretToken: process.env.ELASTIC_APM_SECRET_TOKEN,
  environment: process.env.NODE_ENV,
})""")

la("""output.elasticsearch:
  hosts: ["https://es-logs-1.internal:9200"]
  username: "filebeat_writer"
  password: "${ES_PWD}"
  ssl.certificate_authorities: ["/etc/filebeat/ca.crt"]
# keystore: filebeat keystore add ES_PWD --stdin""")

la("""import sentry_sdk

sentry_sdk.init(
    dsn=os.environ.get("SENTRY_DSN"),
    release="checkout-web@{0}",
    traces_sample_rate=0.1,
    send_default_pii=False,
)""", r(12, HEX))

la("""$ sentry-cli releases new checkout-web@4.12.0 && sentry-cli sourcemaps upload --release checkout-web@4.12.0 dist/
> Found 42 files
> Analyzing 42 sources
> Bundled 42 files for upload
> Bundle ID: {0}
> Uploaded files to Sentry
> File upload complete (processing pending on server)""", uuid4())

la("""{
  "event_id": "{0}",
  "level": "error",
  "exception": {"values": [{"type": "ActiveRecord::StatementInvalid", "value": "PG::ConnectionBad: connection to server failed"}]},
  "request": {"url": "https://shop.example.com/checkout", "headers": {"Authorization": "[Filtered]", "Cookie": "[Filtered]"}},
  "tags": {"release": "shop@{1}", "environment": "production"}
}""", r(32, HEX), sha())

la("""# config/initializers/rollbar.rb
Rollbar.configure do |config|
  config.access_token = ENV.fetch('ROLLBAR_ACCESS_TOKEN', nil)
  config.environment = ENV['ROLLBAR_ENV'].presence || Rails.env
  config.enabled = config.access_token.present?
end""")

la("""<script src="https://d2wy8f7a9ursnm.cloudfront.net/v8/bugsnag.min.js"></script>
<script>
  // notifier key is public by design; data access tokens are not, keep those in Vault
  Bugsnag.start({ apiKey: window.__BUGSNAG_API_KEY__, appVersion: '{0}' })
</script>""", "4.12." + r(1, DIGITS))

la("""[[outputs.influxdb_v2]]
  urls = ["https://influx.ops.example.com:8086"]
  token = "${INFLUX_TOKEN}"
  organization = "ops"
  bucket = "telegraf\"""")

la("""$ influx auth list --json | jq '.[] | {id, description, status}'
{
  "id": "{0}",
  "description": "telegraf write ops bucket",
  "status": "active"
}""", r(16, HEX))

# ---- log shippers
la("""[sinks.dd_logs]
type = "datadog_logs"
inputs = ["parse_nginx"]
default_api_key = "${DD_API_KEY}"
site = "datadoghq.eu"
compression = "gzip\"""")

la("""$ vector validate /etc/vector/vector.yaml
√ Loaded ["/etc/vector/vector.yaml"]
√ Component configuration
~ Health check for "siem" failed: HTTP status 401 Unauthorized
√ Health check "better_stack"
--------------------------------------------
                                   Validated""")

la("""[OUTPUT]
    Name            splunk
    Match           kube.*
    Host            hec.splunk.ops.example.com
    Port            8088
    Splunk_Token    ${SPLUNK_HEC_TOKEN}
    TLS             On""")

la("""[2025/12/07 09:40:02] [ info] [output:es:es.0] worker #1 started
[2025/12/07 09:40:03] [error] [output:es:es.0] HTTP status=401 URI=/_bulk, response:
{"error":{"root_cause":[{"type":"security_exception","reason":"unable to authenticate user [fluentbit] for REST request [/_bulk]"}],"status":401}
[2025/12/07 09:40:03] [ warn] [engine] failed to flush chunk '1-1733564403.118271044.flb', retry in 9 seconds: task_id=0, input=tail.0 > output=es.0""")

la("""<match app.**>
  @type elasticsearch
  host es-logs.internal
  port 9200
  scheme https
  user fluentd
  password "#{ENV['FLUENTD_ES_PASSWORD']}"
  logstash_format true
</match>""")

la("""output {
  elasticsearch {
    hosts => ["https://es-01.internal:9200"]
    user => "logstash_internal"
    password => "${LOGSTASH_ES_PWD}"
    index => "nginx-%{+YYYY.MM.dd}"
  }
}""")

# ---- classic monitoring
la("""$ curl -s -X POST https://zabbix.example/api_jsonrpc.php -H 'Content-Type: application/json-rpc' \\
  -H "Authorization: Bearer $ZABBIX_API_TOKEN" \\
  -d '{"jsonrpc":"2.0","method":"host.get","params":{"output":["hostid","host"],"limit":2},"id":1}'
{"jsonrpc":"2.0","result":[{"hostid":"10084","host":"Zabbix server"},{"hostid":"10561","host":"web-07"}],"id":1}""")

la("""Template "Generic by SNMP" — macros
  {$SNMP_COMMUNITY}        = public
  {$SNMPV3_AUTHPASS}       = ****** (secret text)
  {$SNMPV3_PRIVPASS}       = ****** (secret text)
  {$ICMP_LOSS_WARN}        = 20
  {$IF.ERRORS.WARN}        = 2""")

la("""$ openssl rand -hex 32 | sudo tee /etc/zabbix/zabbix_agent2.psk > /dev/null
$ sudo chown zabbix:zabbix /etc/zabbix/zabbix_agent2.psk && sudo chmod 600 /etc/zabbix/zabbix_agent2.psk
$ sudo grep ^TLS /etc/zabbix/zabbix_agent2.conf
TLSConnect=psk
TLSAccept=psk
TLSPSKIdentity=PSK-web-07
TLSPSKFile=/etc/zabbix/zabbix_agent2.psk""")

la("""define command {
    command_name    check_mysql_health_conn
    command_line    $USER1$/check_mysql_health --hostname $HOSTADDRESS$ --username $USER3$ --password $USER4$ --mode connection-time --warning 1 --critical 5
}""")

la("""object ApiUser "icingaweb2" {
  password = TicketSalt   // replaced by the Ansible role from vault: icinga_api_password
  permissions = [ "status/query", "actions/*", "objects/query/*" ]
}""")

la("""$ icinga2 ca list --all
Fingerprint                                                      | Timestamp           | Signed | Subject
-----------------------------------------------------------------|---------------------|--------|--------
{0} | 2025/12/06 22:14:09 | *      | CN = web-07.ops.example.com""", r(64, HEX))

la("""[cmk-site prod] ~$ cmk --debug -v web-07
+ FETCHING DATA
  Source: SourceInfo(hostname='web-07', ipaddress='10.20.4.7', ident='agent', fetcher_type=<FetcherType.TCP: 8>, source_type=<SourceType.HOST: 1>)
[cpu_tracking] Start [{0}]
Check_MK             OK - [agent] Version: 2.3.0p21, OS: linux, execution time 0.8 sec""", r(12, HEX))

la("""PS> Invoke-RestMethod "https://prtg.corp.example/api/table.json?content=sensors&columns=objid,device,sensor,status&filter_status=5&apitoken=$env:PRTG_API_TOKEN"
# passhash: Setup → Account Settings → My Account → Show Passhash (do not paste it here)""")

la("""$ snmpwalk -v3 -l authPriv -u nms-ro -a SHA-256 -A "$SNMP_AUTH" -x AES -X "$SNMP_PRIV" 10.20.0.1 sysDescr
SNMPv2-MIB::sysDescr.0 = STRING: Cisco IOS XE Software, Version 17.09.05a
$ snmpget -v3 -l authPriv -u nms-ro -a SHA-256 -A "$SNMP_AUTH" -x AES -X "$SNMP_PRIV" 10.20.0.1 SNMP-FRAMEWORK-MIB::snmpEngineID.0
SNMP-FRAMEWORK-MIB::snmpEngineID.0 = Hex-STRING: 80 00 00 09 03 00 {0}""", " ".join(r(2, UPPER_HEX) for _ in range(6)))

la("""auths:
  nms_v3:
    version: 3
    username: nms-ro
    security_level: authPriv
    password: ${SNMP_AUTH_PASSWORD}
    auth_protocol: SHA256
    priv_protocol: AES
    priv_password: ${SNMP_PRIV_PASSWORD}""")

# ---- uptime, status, PagerDuty, incidents
la("""  - job_name: uptime-kuma
    scheme: https
    metrics_path: /metrics
    static_configs:
      - targets: ['status.homelab.example']
    basic_auth:
      password_file: /etc/prometheus/uptime-kuma-key""")

la("""# crontab -l (backup host)
15 2 * * * /usr/local/bin/pg-backup.sh && curl -fsS -m 10 --retry 5 "$BETTERSTACK_HEARTBEAT_URL" > /dev/null
# heartbeat id {0} — URL stored in /etc/default/pg-backup (root 0600)""", r(7, DIGITS))

la("""$ pd incident list --statuses=triggered,acknowledged
ID              Status        Urgency  Title                                 Service
{0}  acknowledged  high     Checkout latency p99 > 4s             {1}
{2}  triggered     low      NodeDiskPressure db-replica-03        {3}""", "Q" + r(13, UPPER_NUM), "P" + r(6, UPPER_NUM), "Q" + r(13, UPPER_NUM), "P" + r(6, UPPER_NUM))

la("""curl -s -X POST https://events.pagerduty.com/v2/enqueue -H 'Content-Type: application/json' -d @- <<JSON
{
  "routing_key": "${PD_ROUTING_KEY}",
  "event_action": "trigger",
  "dedup_key": "backup-{0}",
  "payload": {"summary": "Nightly backup failed on pg-02", "source": "pg-02", "severity": "error"}
}
JSON""", r(12, HEX))

la("""# Postmortem INC-4471: Checkout latency (SEV-2)

Impact: 35 min of p99 > 4s for ~12% of checkout requests.
Root cause: the Grafana read-only datasource user lost its password after a rotation job;
the rotation itself worked, but the provisioning file still referenced the old Vault
version (secret/ops/grafana/ro, v14 → v15).
Action items:
- [ ] Make provisioning read `$__file{/vault/secrets/grafana-ro}` instead of a pinned version (@mika)
- [ ] Alert when a datasource health check fails for > 5 min (@lena)""")

la("""# Post-mortem : coupure des alertes Slack (2025-11-14)

Le webhook du canal #alertes-prod a été révoqué lors du nettoyage des applications Slack.
Alertmanager a répondu `404 no_service` pendant 3 h sans que personne ne s'en aperçoive.
Correctif : le webhook est désormais lu depuis `slack_api_url_file` (secret k8s
`alertmanager-main`), et une alerte `AlertmanagerFailedToSendAlerts` a été ajoutée.
Ne jamais coller l'URL du webhook dans un ticket ou dans le dépôt.""")

la("""Priya (09:15): Grafana admin password rotate kar diya hai, naya password 1Password vault "Ops" mein "grafana-prod admin" naam se rakha hai.
Rohit (09:16): thanks! PagerDuty integration key bhi wahi hai?
Priya (09:17): haan, "pd-payments routing key" item dekho. Chat mein mat daalna.""")

la("""Päivystysohje: jos Alertmanager ei lähetä hälytyksiä PagerDutyyn, tarkista ensin
`kubectl -n monitoring logs sts/alertmanager-main -c alertmanager | grep pagerduty`.
Reititysavain on Vaultissa polussa secret/ops/pagerduty/routing_key, eikä sitä kirjoiteta
tähän dokumenttiin. Tapauksen tunnus löytyy PagerDutysta muodossa {0}.""", "Q" + r(13, UPPER_NUM))

la("""$ kubectl -n monitoring get secret alertmanager-main -o jsonpath='{.data}' | jq 'keys'
[
  "alertmanager.yaml",
  "pd-routing-key",
  "slack-webhook",
  "smtp_password"
]
$ kubectl -n monitoring get secret alertmanager-main -o jsonpath='{.metadata.resourceVersion}'
{0}""", r(8, DIGITS))


assert len(SECRETS) == 100, len(SECRETS)
assert len(LOOK_ALIKES) == 100, len(LOOK_ALIKES)
for _kind, _text, _secret in SECRETS:
    assert isinstance(_kind, str) and _kind.count("/") == 1, _kind
    assert all(_kind.split("/")), _kind
    for _piece in _secret if isinstance(_secret, tuple) else (_secret,):
        assert _piece and _piece in _text, (_kind, _piece)
_texts = [t for _, t, _ in SECRETS] + LOOK_ALIKES
assert len(set(_texts)) == len(_texts), "duplicate texts"
