r"""Held-out batch 58: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) the
first 130 lines of bench/heldout/batch19.py, its docstring and the helper functions r,
b64, b64url, pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged; (3) the
Theme paragraphs of the earlier batches, grepped so as not to repeat their texts; (4) a
grep of the kind names already used by add() and add_split() calls. The filter's rules,
code, docs, tests, benches and results were not read, and the filter was not run.

Theme: customer support desks, chat and real-time communication as a coding agent's
session holds them. Every text was written by hand, one by one: help desks (Zendesk
API tokens and webhook signing secrets, zenpy, Freshdesk keys with the X password,
Help Scout client credentials and Beacon secure-mode keys, Front JWT tokens, Intercom
access tokens and identity-verification secrets, Jira Service Management API tokens,
Zammad token headers, rails console and compose files, osTicket ost-config.php, salts
and API keys), on-call and status (PagerDuty REST tokens, Events routing keys and
webhook secrets, Opsgenie GenieKey headers and Terraform, Statuspage OAuth keys,
incident.io, Better Stack uptime and source tokens), chat platforms and bots (Slack
signing secrets, bot, user and app-level tokens and client secrets, Teams bot app
passwords, Mattermost mmctl tokens, DataSource, hook ids and logs, Rocket.Chat auth
headers and admin passwords, zuliprc keys, Synapse registration shared secrets,
macaroon and form secrets, signing keys, database passwords, appservice as and hs
tokens, Matrix access tokens and Element security keys, mautrix bridges, Prosody and
ejabberd registrations, component secrets and SQL passwords, slixmpp), WebRTC and video
(coturn static-auth-secret, Synapse turn_shared_secret, TURN REST HMAC code, turnadmin
and lt-cred users, Janus admin and API secrets and room secrets, Jitsi JWT app secrets
and XMPP component passwords, BigBlueButton shared secrets and securitySalt, Greenlight,
LiveKit key files and CLI flags, Agora app certificates and customer secrets, Daily,
Vonage Video, Zoom Server-to-Server OAuth, Meeting SDK and webhook secret tokens) and
mail servers (Postfix sasl_passwd, Dovecot passwd-file and SQL connect lines, doveadm,
Mailcow config and API keys, Stalwart fallback admin and CLI, Haraka flat-file auth and
smtp_forward, swaks, DKIM private keys), plus splits across chat messages, shell
variables, wrapped terminals and JS concatenation, and agent tool-call JSON. All new
kinds live under the "rtc/" prefix. Look-alikes hold the same tools and files without a
secret: ticket, conversation, incident, alert and request ids, Slack team, channel,
user and message ids and request signatures, Teams conversation ids and Key Vault
references, Mattermost and Rocket.Chat ids, Matrix event, room, device and media ids
and public server keys, JIDs, stanza ids and OMEMO fingerprints, SDP fingerprints and
ICE candidates, Janus and LiveKit session ids, Agora and Zoom public app ids, Zoom
plainToken challenges, Postfix queue ids, Message-IDs, DKIM public keys and signatures,
placeholders and documented sample tokens, masked values, env and secret-store
references (Vault, 1Password, Kubernetes, Key Vault), digests and checksums, and prose
about rotating credentials. Languages: English, with texts in French, Hebrew and Finnish.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(58_2026_12_07)
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
    "revontuli", "kahvi", "poro", "sauna", "lumi", "tulipe", "soleil", "croissant",
    "mistral", "falafel", "shalom", "zaatar", "pager", "oncall", "ticket", "jabber",
    "turnip", "seagull", "pingvin", "mokki", "vanille", "hummus", "kettle", "lantern",
]
_LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"})


def hpw() -> str:
    """A human-chosen password: words, digits, symbols, leetspeak or a phrase."""
    a, b, c = _rng.sample(_WORDS, 3)
    style = _rng.randrange(5)
    if style == 0:
        return a.capitalize() + b.capitalize() + r(4, DIGITS) + _rng.choice("!?#%&*")
    if style == 1:
        return a.translate(_LEET).capitalize() + _rng.choice("#@!") + r(3, DIGITS) + b
    if style == 2:
        return "-".join([a, b, c]) + "-" + r(2, DIGITS)
    if style == 3:
        return a + "." + b.upper() + "." + r(4, DIGITS)
    return c.capitalize() + "_" + a.translate(_LEET) + r(2, DIGITS) + "$"


def ulid() -> str:
    return "01" + r(24, "0123456789ABCDEFGHJKMNPQRSTVWXYZ")


def slack_bot() -> str:
    return "xoxb-" + r(12, DIGITS) + "-" + r(13, DIGITS) + "-" + r(24)


def syt(localpart: str) -> str:
    name = base64.b64encode(localpart.encode()).decode().rstrip("=")
    return "syt_" + name + "_" + r(20) + "_" + r(6)


def azure_secret() -> str:
    return r(3) + "8Q~" + r(34, ALNUM + "~._-")


def wrap(s: str, n: int = 64) -> str:
    return "\n".join(s[i : i + n] for i in range(0, len(s), n))


def mm_id() -> str:
    return r(26, LOWER_NUM)


def slack_id(prefix: str) -> str:
    return prefix + r(10, UPPER_NUM)


def pd_id() -> str:
    return "P" + r(6, UPPER_NUM)


# ============================================================ SECRETS: help desks
add(
    "rtc/zendesk-curl-email-token",
    """$ curl -s https://acmehelp.zendesk.com/api/v2/tickets/{1}.json \\
    -u "support-bot@acmehelp.io/token:{0}" | jq '.ticket | {id, status, subject}'
{
  "id": {1},
  "status": "open",
  "subject": "Refund not received after 14 days"
}""",
    r(40),
    "48213",
)

add(
    "rtc/zenpy-credentials-dict",
    """from zenpy import Zenpy

creds = {
    "email": "ops-automation@northwind-support.com",
    "token": "{0}",
    "subdomain": "northwindsupport",
}
zenpy_client = Zenpy(**creds)

for t in zenpy_client.search(type="ticket", status="pending", tags="vip"):
    print(t.id, t.subject, t.assignee_id)""",
    r(40),
)

add(
    "rtc/freshdesk-key-x-basic",
    """> Running: curl -u {0}:X -H "Content-Type: application/json" -X PUT -d '{"status":4,"priority":2}' https://lumenbank.freshdesk.com/api/v2/tickets/{1}
{"id":{1},"status":4,"priority":2,"updated_at":"2026-03-11T09:42:17Z","requester_id":{2},"group_id":43000612987}""",
    r(20),
    "90417",
    "43029118765",
)

add(
    "rtc/freshdesk-env-file",
    """# support-sync/.env  (copied from 1Password by Mika, do not commit)
FRESHDESK_DOMAIN=lumenbank
FRESHDESK_API_KEY={0}
FRESHDESK_GROUP_ID=43000612987
SYNC_INTERVAL_SECONDS=300
LOG_LEVEL=info""",
    r(20),
)

add(
    "rtc/helpscout-oauth-client-credentials",
    """$ http POST https://api.helpscout.net/v2/oauth2/token grant_type=client_credentials client_id={1} client_secret={0}
HTTP/1.1 200 OK
Content-Type: application/json;charset=UTF-8

{
    "expires_in": 172800,
    "token_type": "bearer"
}""",
    r(32, LOWER_NUM),
    r(32, LOWER_NUM),
)

add(
    "rtc/front-api-token-ts",
    """// src/integrations/front.ts
const FRONT_API = "https://api2.frontapp.com";
const FRONT_TOKEN = process.env.FRONT_TOKEN ?? "{0}";

export async function listUnassigned(inboxId: string) {
  const res = await fetch(`${FRONT_API}/inboxes/${inboxId}/conversations?q[statuses][]=unassigned`, {
    headers: { Authorization: `Bearer ${FRONT_TOKEN}`, Accept: "application/json" },
  });
  if (!res.ok) throw new Error(`front ${res.status}`);
  return (await res.json())._results;
}""",
    jwt({"scopes": ["shared:*", "private:*"], "iat": 1767225600, "iss": "front", "sub": "northwind", "jti": r(16, HEX)}),
)

add(
    "rtc/intercom-ruby-client-token",
    """# config/initializers/intercom.rb
require "intercom"

INTERCOM = Intercom::Client.new(
  token: "{0}",
  api_version: "2.11"
)""",
    base64.b64encode(f"tok:{uuid4()}:1:0".encode()).decode(),
)

add(
    "rtc/jira-sm-requests-basic-auth",
    """import requests
from requests.auth import HTTPBasicAuth

JSM = "https://northwind.atlassian.net/rest/servicedeskapi"
auth = HTTPBasicAuth("jsm-bot@northwind.io", "{0}")

r = requests.get(f"{JSM}/servicedesk/3/queue/17/issue", auth=auth, headers={"Accept": "application/json"})
print(r.status_code, [i["key"] for i in r.json()["values"]])""",
    "ATATT3xFfGF0" + r(170, URLSAFE) + "=" + r(8, UPPER_HEX),
)

add(
    "rtc/zammad-token-header",
    """GET /api/v1/tickets/search?query=state.name:open&limit=20 HTTP/1.1
Host: helpdesk.kaivos.fi
Authorization: Token token={0}
Accept: application/json
User-Agent: zammad-export/0.3""",
    r(43, URLSAFE),
)

add(
    "rtc/zammad-rails-console-password",
    """root@zammad:/opt/zammad# zammad run rails c
Loading production environment (Rails 7.1.3.4)
irb(main):001> u = User.find_by(login: 'tuki-admin@kaivos.fi')
irb(main):002> u.update!(password: '{0}')   # väliaikainen, vaihda heti kirjautumisen jälkeen
=> true
irb(main):003> exit""",
    hpw(),
)

add(
    "rtc/osticket-config-dbpass",
    """<?php
# include/ost-config.php  (generated by the installer)
define('OSTINSTALLED',TRUE);
define('DBTYPE','mysql');
define('DBHOST','127.0.0.1');
define('DBNAME','osticket');
define('DBUSER','ost_app');
define('DBPASS','{0}');
define('TABLE_PREFIX','ost_');""",
    hpw(),
)

add(
    "rtc/osticket-secret-salt-grep",
    """$ grep -n "SECRET_SALT\\|ADMIN_EMAIL" /var/www/osticket/include/ost-config.php
18:define('SECRET_SALT','{0}');
19:define('ADMIN_EMAIL','helpdesk-admin@civic-services.org');""",
    r(32),
)

add(
    "rtc/osticket-api-key-cron",
    """# /etc/cron.d/osticket-fetch
*/5 * * * * www-data curl -s -H "X-API-Key: {0}" -X POST https://help.civic-services.org/api/tasks/cron > /dev/null 2>&1""",
    r(32, UPPER_HEX),
)

add(
    "rtc/zendesk-webhook-signing-secret-response",
    """$ curl -s -u "$ZD_EMAIL/token:$ZD_TOKEN" https://acmehelp.zendesk.com/api/v2/webhooks/{1}/signing_secret
{"signing_secret":{"algorithm":"SHA256","secret":"{0}"}}""",
    r(44),
    ulid(),
)

add(
    "rtc/intercom-identity-verification-django",
    """# settings/base.py
INTERCOM_APP_ID = "{1}"            # public, goes in the Messenger snippet
INTERCOM_IDENTITY_SECRET = "{0}"   # HMAC key for user_hash
INTERCOM_ENABLED = env.bool("INTERCOM_ENABLED", default=True)""",
    r(40, URLSAFE),
    r(8, LOWER_NUM),
)

add(
    "rtc/helpscout-beacon-secure-mode-php",
    """<?php
// resources/views/partials/beacon.blade.php
$signature = hash_hmac('sha256', $user->email, '{0}');
?>
<script>
  Beacon('init', '{1}');
  Beacon('identify', { email: '{{ $user->email }}', signature: '{{ $signature }}' });
</script>""",
    b64(32),
    uuid4(),
)

add(
    "rtc/freshdesk-french-chat-handover",
    """[14:02] Camille Roux: salut, pour le connecteur Freshdesk tu peux prendre ma clé API perso en attendant que le compte de service soit créé : {0}
[14:03] Camille Roux: je la révoque vendredi, promis
[14:05] Théo: ok merci, je teste sur le ticket 88214""",
    r(20),
)

add(
    "rtc/zendesk-french-yaml",
    """# Configuration du pont Zendesk -> Slack (ne pas publier)
zendesk:
  sous_domaine: boutique-lumiere
  utilisateur: integration@boutique-lumiere.fr/token
  jeton: {0}
  vue_id: 360094812233
slack:
  canal: C05LQ2Z8K1N""",
    r(40),
)

add(
    "rtc/zammad-compose-env-finnish",
    """# zammad-docker-compose/.env  — älä commitoi tätä
IMAGE_REPO=ghcr.io/zammad/zammad
VERSION=6.4.1
POSTGRES_USER=zammad
POSTGRES_PASS={0}
ELASTICSEARCH_ENABLED=true
NGINX_EXPOSE_PORT=8080""",
    hpw(),
)

add(
    "rtc/zendesk-gha-hardcoded-env",
    """  sync-macros:
    runs-on: ubuntu-latest
    env:
      ZENDESK_SUBDOMAIN: acmehelp
      ZENDESK_EMAIL: ci@acmehelp.io
      ZENDESK_API_TOKEN: {0}
    steps:
      - uses: actions/checkout@v4
      - run: npx zcli themes:import ./theme""",
    r(40),
)

# ============================================================ SECRETS: on-call and status
add(
    "rtc/pagerduty-rest-token-header",
    """$ curl -sS "https://api.pagerduty.com/incidents?statuses[]=triggered" \\
    -H "Accept: application/vnd.pagerduty+json;version=2" \\
    -H "Authorization: Token token={0}" | jq -r '.incidents[].id'
Q0RIJJZL24RC6W
Q1P3AHC9Z6QEN8""",
    "u+" + r(18, URLSAFE),
)

add(
    "rtc/pagerduty-events-routing-key-json",
    """tool_result (Read events/disk_alert.json):
{"routing_key": "{0}", "event_action": "trigger", "dedup_key": "disk-var-db-03", "payload": {"summary": "Disk 92% on db-03", "source": "db-03.prod", "severity": "critical"}}""",
    r(32, HEX),
)

add(
    "rtc/opsgenie-geniekey-http",
    """POST https://api.eu.opsgenie.com/v2/alerts HTTP/1.1
Content-Type: application/json
Authorization: GenieKey {0}

{"message": "Synapse federation sender lag > 5m", "alias": "synapse-fed-lag", "priority": "P2", "tags": ["matrix", "prod"]}""",
    uuid4(),
)

add(
    "rtc/opsgenie-terraform-provider",
    """provider "opsgenie" {
  api_key = "{0}"
  api_url = "api.eu.opsgenie.com"
}

resource "opsgenie_team" "rtc" {
  name        = "rtc-platform"
  description = "Matrix, Jitsi, coturn"
}""",
    uuid4(),
)

add(
    "rtc/statuspage-oauth-header-python",
    """SP_PAGE = "{1}"
HEADERS = {"Authorization": "OAuth {0}"}

def degrade(comp_id: str) -> None:
    requests.patch(
        f"https://api.statuspage.io/v1/pages/{SP_PAGE}/components/{comp_id}",
        headers=HEADERS,
        json={"component": {"status": "degraded_performance"}},
        timeout=10,
    ).raise_for_status()""",
    uuid4(),
    r(12, LOWER_NUM),
)

add(
    "rtc/incidentio-helm-values",
    """# helm/incident-bot/values-prod.yaml
replicaCount: 2
incidentio:
  apiKey: inc_{0}
  defaultSeverity: "01GW2G3V0S59R238FAHPDS1R66"
slack:
  channelPrefix: inc-""",
    r(56, LOWER_NUM),
)

add(
    "rtc/betterstack-uptime-tfvars",
    """# terraform/monitoring/prod.auto.tfvars
betteruptime_api_token = "{0}"
team_name              = "platform"
monitor_frequency      = 30""",
    r(24),
)

add(
    "rtc/betterstack-source-token-vector",
    """[sinks.better_stack]
type = "http"
inputs = ["synapse_logs", "coturn_logs"]
uri = "https://s1234567.eu-nbg-2.betterstackdata.com/"
encoding.codec = "json"
auth.strategy = "bearer"
auth.token = "{0}\"""",
    r(24),
)

add(
    "rtc/pagerduty-webhook-secret-finnish-chat",
    """Moi Aino! PagerDutyn webhookin (v3) allekirjoitussalaisuus on nyt {0} — laita se Vaultiin polkuun secret/oncall/pd-webhook, minä poistan tämän viestin huomenna.""",
    b64(48),
)

add(
    "rtc/pagerduty-cli-config",
    """$ cat ~/.config/pd/config.yml
default:
  subdomain: northwind-ops
  email: sre-lead@northwind.io
  accessToken: {0}
  defaultSchedule: PZ8QK3M""",
    "y_" + r(18, URLSAFE),
)

# ============================================================ SECRETS: chat platforms
add(
    "rtc/slack-bolt-signing-secret",
    """const { App } = require("@slack/bolt");

const app = new App({
  token: process.env.SLACK_BOT_TOKEN,
  signingSecret: "{0}",
  socketMode: false,
});

app.command("/ticket", async ({ ack, command }) => { await ack(); /* ... */ });""",
    r(32, HEX),
)

add(
    "rtc/slack-app-level-token-compose",
    """services:
  triage-bot:
    image: ghcr.io/northwind/triage-bot:2.4.1
    restart: unless-stopped
    environment:
      SLACK_APP_TOKEN: {0}
      SLACK_BOT_TOKEN: ${SLACK_BOT_TOKEN}
      ZENDESK_SUBDOMAIN: acmehelp""",
    "xapp-1-A" + r(10, UPPER_NUM) + "-" + r(13, DIGITS) + "-" + r(64, HEX),
)

add(
    "rtc/slack-client-secret-curl-form",
    """$ curl -s -F code="$CODE" -F client_id=4820193756.7710352894613 -F client_secret={0} https://slack.com/api/oauth.v2.access
{"ok":false,"error":"invalid_code"}""",
    r(32, HEX),
)

add(
    "rtc/slack-user-token-export-cli",
    """$ python3 scripts/export_channel.py --token xoxp-{1}-{2}-{3}-{0} --channel C04QJ7N2B8X --since 2026-01-01
exported 1834 messages to out/C04QJ7N2B8X.jsonl""",
    r(32, HEX),
    r(12, DIGITS),
    r(12, DIGITS),
    r(13, DIGITS),
)

add(
    "rtc/slack-bot-token-python-fallback",
    """import os
from slack_sdk import WebClient

client = WebClient(token=os.environ.get("SLACK_BOT_TOKEN", "{0}"))
client.chat_postMessage(channel="#support-escalations", text="New P1 ticket")""",
    slack_bot(),
)

add(
    "rtc/teams-bot-appsettings",
    """{
  "MicrosoftAppType": "SingleTenant",
  "MicrosoftAppId": "{1}",
  "MicrosoftAppPassword": "{0}",
  "MicrosoftAppTenantId": "{2}",
  "Logging": { "LogLevel": { "Default": "Information" } }
}""",
    azure_secret(),
    uuid4(),
    uuid4(),
)

add(
    "rtc/teams-az-credential-reset",
    """$ az ad app credential reset --id {1} --display-name teams-bot-2026 --years 1
The output includes credentials that you must protect. Be sure that you do not include these credentials in your code or check the credentials into your source control.
{
  "appId": "{1}",
  "password": "{0}",
  "tenant": "{2}"
}""",
    azure_secret(),
    uuid4(),
    uuid4(),
)

add(
    "rtc/mattermost-mmctl-token-generate",
    """$ mmctl --local token generate ci-notifier "github actions"
{0}: github actions
$ mmctl --local token list ci-notifier
{1}: github actions""",
    mm_id(),
    mm_id(),
)

add(
    "rtc/mattermost-config-datasource",
    """    "SqlSettings": {
        "DriverName": "postgres",
        "DataSource": "postgres://mmuser:{0}@db.chat.internal:5432/mattermost?sslmode=require&connect_timeout=10",
        "DataSourceReplicas": [],
        "MaxIdleConns": 20,
        "MaxOpenConns": 300,""",
    pw(),
)

add(
    "rtc/mattermost-incoming-hook-deploy-script",
    """#!/usr/bin/env bash
set -euo pipefail
MATTERMOST_HOOK=https://chat.northwind.io/hooks/{0}
curl -s -X POST -H 'Content-Type: application/json' \\
  -d "{\\"text\\": \\"deployed $(git rev-parse --short HEAD) to prod\\"}" "$MATTERMOST_HOOK\"""",
    mm_id(),
)

add(
    "rtc/mattermost-log-smtp-password",
    """{"timestamp":"2026-02-03 08:12:44.118 Z","level":"debug","msg":"Loaded config","caller":"config/store.go:211","EmailSettings":{"SMTPServer":"smtp.office365.com","SMTPPort":"587","SMTPUsername":"chat-noreply@northwind.io","SMTPPassword":"{0}","ConnectionSecurity":"STARTTLS"}}""",
    hpw(),
)

add(
    "rtc/rocketchat-auth-headers-curl",
    """curl -s -H "X-Auth-Token: {0}" \\
     -H "X-User-Id: {1}" \\
     "https://rocket.kanta.fi/api/v1/channels.history?roomId=GENERAL&count=50" | jq '.messages | length'
50""",
    r(43, URLSAFE),
    r(17),
)

add(
    "rtc/rocketchat-compose-admin-pass",
    """  rocketchat:
    image: registry.rocket.chat/rocketchat/rocket.chat:6.13.0
    environment:
      ROOT_URL: https://rocket.kanta.fi
      MONGO_URL: mongodb://mongodb:27017/rocketchat?replicaSet=rs0
      OVERWRITE_SETTING_Show_Setup_Wizard: completed
      ADMIN_USERNAME: rcadmin
      ADMIN_PASS: {0}
      ADMIN_EMAIL: it@kanta.fi""",
    hpw(),
)

add(
    "rtc/zuliprc-key",
    """$ cat ~/zuliprc-deploy-bot
[api]
email=deploy-bot@zulip.northwind.io
key={0}
site=https://zulip.northwind.io""",
    r(32),
)

add(
    "rtc/zulip-python-client-kwarg",
    """import zulip

client = zulip.Client(
    email="incident-bot@zulip.northwind.io",
    api_key="{0}",
    site="https://zulip.northwind.io",
)
client.send_message({"type": "stream", "to": "ops", "topic": "incidents", "content": "P1 opened"})""",
    r(32),
)

add(
    "rtc/synapse-registration-shared-secret",
    """server_name: "kanta.fi"
pid_file: /data/homeserver.pid
listeners:
  - port: 8008
    tls: false
    type: http
    x_forwarded: true
    resources:
      - names: [client, federation]
        compress: false
report_stats: false
registration_shared_secret: "{0}"
media_store_path: /data/media_store""",
    r(50, ALNUM + "~;:,.=^@#&+-"),
)

add_split(
    "rtc/synapse-appservice-registration-tokens",
    """# /data/appservices/telegram-registration.yaml
id: telegram
url: http://mautrix-telegram:29317
as_token: {0}
hs_token: {1}
sender_localpart: telegrambot
rate_limited: false
namespaces:
  users:
    - regex: '@telegram_.*:kanta\\.fi'
      exclusive: true""",
    r(64, ALNUM),
    r(64, ALNUM),
)

add(
    "rtc/register-new-matrix-user-k",
    """$ docker exec -it synapse register_new_matrix_user -u ops-admin -a -k '{0}' http://localhost:8008
Password:
Confirm password:
Sending registration request...
Success!""",
    r(50, ALNUM + "~;:,.=^@#&+-"),
)

add(
    "rtc/matrix-access-token-query",
    """$ curl -s 'https://matrix.kanta.fi/_matrix/client/v3/rooms/!xQzLbAkRvTmPoJcFwe:kanta.fi/messages?dir=b&limit=5&access_token={0}' | jq '.chunk[].type'
"m.room.message"
"m.reaction\"""",
    syt("bridgebot"),
)

add_split(
    "rtc/synapse-macaroon-form-secret-grep",
    """$ grep -E '^(macaroon_secret_key|form_secret|signing_key_path)' /data/homeserver.yaml
macaroon_secret_key: "{0}"
form_secret: "{1}"
signing_key_path: "/data/kanta.fi.signing.key\"""",
    r(50, ALNUM + "~;:,.=^@#&+-"),
    r(50, ALNUM + "~;:,.=^@#&+-"),
)

add(
    "rtc/synapse-database-args",
    """database:
  name: psycopg2
  txn_limit: 10000
  args:
    user: synapse_user
    password: {0}
    dbname: synapse
    host: pg-matrix.internal
    port: 5432
    cp_min: 5
    cp_max: 10""",
    pw(),
)

add(
    "rtc/synapse-signing-key-file",
    """$ cat /data/kanta.fi.signing.key
ed25519 a_Qf3T {0}""",
    b64(32).rstrip("="),
)

add(
    "rtc/mautrix-whatsapp-bridge-db-uri",
    """appservice:
    address: http://mautrix-whatsapp:29318
    hostname: 0.0.0.0
    port: 29318
    database:
        type: postgres
        uri: postgres://mautrix:{0}@postgres/mautrix_whatsapp?sslmode=disable
        max_open_conns: 20
    id: whatsapp
    bot:
        username: whatsappbot
        displayname: WhatsApp bridge bot""",
    pw(),
)

_sk = "Es" + r(46, BASE58)
add(
    "rtc/element-security-key-hebrew",
    """היי, זה מפתח האבטחה (Security Key) של חשבון הבוט ב-Element, תשמור אותו בכספת ואל תשלח אותו הלאה:
{0}""",
    " ".join(_sk[i : i + 4] for i in range(0, 48, 4)),
)

add(
    "rtc/prosodyctl-register",
    """$ sudo prosodyctl register alerts xmpp.kanta.fi '{0}'
$ sudo prosodyctl mod_listusers | grep alerts
alerts@xmpp.kanta.fi""",
    hpw(),
)

add(
    "rtc/prosody-component-secret",
    """-- /etc/prosody/conf.d/kanta.cfg.lua
VirtualHost "xmpp.kanta.fi"
Component "conference.xmpp.kanta.fi" "muc"
    modules_enabled = { "muc_mam" }
Component "gateway.xmpp.kanta.fi"
    component_secret = "{0}\"""",
    r(24),
)

add(
    "rtc/ejabberdctl-register",
    """# ejabberdctl register pagerbot chat.northwind.io {0}
User pagerbot@chat.northwind.io successfully registered""",
    pw(),
)

add(
    "rtc/ejabberd-yml-sql-password",
    """hosts:
  - chat.northwind.io
sql_type: pgsql
sql_server: "pg.chat.internal"
sql_database: "ejabberd"
sql_username: "ejabberd"
sql_password: "{0}"
default_db: sql
auth_method: [sql]""",
    hpw(),
)

add(
    "rtc/slixmpp-bot-password",
    """if __name__ == "__main__":
    xmpp = AlertBot("alerts@xmpp.kanta.fi/monitor", "{0}", room="ops@conference.xmpp.kanta.fi", nick="alertbot")
    xmpp.register_plugin("xep_0030")
    xmpp.register_plugin("xep_0045")
    xmpp.connect()
    xmpp.process(forever=True)""",
    hpw(),
)

add(
    "rtc/mattermost-admin-password-hebrew",
    """הסיסמה של המשתמש sysadmin ב-Mattermost (chat.northwind.io) שונתה ל- {0} — תחליף אותה אחרי הכניסה הראשונה.""",
    hpw(),
)

# ============================================================ SECRETS: WebRTC and video
add(
    "rtc/coturn-static-auth-secret",
    """# /etc/turnserver.conf
listening-port=3478
tls-listening-port=5349
fingerprint
use-auth-secret
static-auth-secret={0}
realm=turn.kanta.fi
total-quota=1200
no-multicast-peers
cert=/etc/letsencrypt/live/turn.kanta.fi/fullchain.pem
pkey=/etc/letsencrypt/live/turn.kanta.fi/privkey.pem""",
    r(64, HEX),
)

add(
    "rtc/synapse-turn-shared-secret-french",
    """turn_uris:
  - "turns:turn.visio-mairie.fr:5349?transport=tcp"
  - "turn:turn.visio-mairie.fr:3478?transport=udp"
# Secret partagé avec coturn (static-auth-secret) : ne pas le changer sans redémarrer les deux
turn_shared_secret: "{0}"
turn_user_lifetime: 86400000
turn_allow_guests: false""",
    r(48, ALNUM),
)

add(
    "rtc/turn-rest-hmac-node",
    """import crypto from "node:crypto";

const TURN_SECRET = "{0}";

export function turnCredentials(user: string, ttl = 3600) {
  const username = `${Math.floor(Date.now() / 1000) + ttl}:${user}`;
  const credential = crypto.createHmac("sha1", TURN_SECRET).update(username).digest("base64");
  return { username, credential, urls: ["turn:turn.kanta.fi:3478?transport=udp"] };
}""",
    r(40, HEX),
)

add(
    "rtc/turnadmin-add-user",
    """$ sudo turnadmin -a -u webrtc-gw -r turn.kanta.fi -p {0}
0: : Log file opened: /var/log/turnserver/turnadmin-2026-03-02.log
0: : SQLite connection was closed.""",
    pw(),
)

add(
    "rtc/coturn-lt-cred-user",
    """# long-term credentials for the meeting boxes (no REST API on this one)
lt-cred-mech
realm=turn.meetbox.local
user=meetbox:{0}
user=meetbox-lab:{1}""",
    hpw(),
    "${LAB_TURN_PASS}",
)

add(
    "rtc/janus-admin-secret-jcfg",
    """general: {
        configs_folder = "/opt/janus/etc/janus"
        plugins_folder = "/opt/janus/lib/janus/plugins"
        debug_level = 4
        admin_secret = "{0}"
        server_name = "janus-eu-1"
        session_timeout = 60
}""",
    hpw(),
)

add(
    "rtc/janus-api-secret-js",
    """const janus = new Janus({
  server: ["wss://media.kanta.fi/janus-ws", "https://media.kanta.fi/janus"],
  apisecret: "{0}",
  iceServers: [{ urls: "stun:stun.kanta.fi:3478" }],
  success: () => attachVideoRoom(),
  error: (e) => console.error("janus", e),
});""",
    r(32),
)

add(
    "rtc/janus-videoroom-create-secret",
    """$ curl -s -X POST https://media.kanta.fi/janus/{1}/{2} -d '{"janus":"message","transaction":"{3}","body":{"request":"create","room":4021,"secret":"{0}","publishers":6,"permanent":true}}'
{"janus":"ack","session_id":{1},"transaction":"{3}"}""",
    hpw(),
    r(16, DIGITS),
    r(16, DIGITS),
    r(12),
)

add(
    "rtc/jitsi-env-jwt-app-secret",
    """# docker-jitsi-meet/.env (excerpt)
PUBLIC_URL=https://meet.kanta.fi
ENABLE_AUTH=1
ENABLE_GUESTS=0
AUTH_TYPE=jwt
JWT_APP_ID=kanta_meet
JWT_APP_SECRET={0}
JWT_ACCEPTED_ISSUERS=kanta_portal
JWT_ACCEPTED_AUDIENCES=jitsi""",
    r(64, HEX),
)

add(
    "rtc/jitsi-jwt-secret-hebrew",
    """אבי, הסוד של ה-JWT ל-Jitsi (JWT_APP_SECRET בשרת meet.kanta.fi) הוא {0} — אל תעלה את זה ל-git בבקשה, זה רק עד שנעביר ל-Vault.""",
    r(48, URLSAFE),
)

_bbb = r(40)
add(
    "rtc/bbb-conf-secret-output",
    """$ sudo bbb-conf --secret

    URL: https://bbb.kanta.fi/bigbluebutton/
    Secret: {0}

    Link to the API-Mate:
    https://mconf.github.io/api-mate/#server=https://bbb.kanta.fi/bigbluebutton/&sharedSecret={0}
""",
    _bbb,
)

add(
    "rtc/bbb-web-properties-security-salt",
    """$ sudo cat /etc/bigbluebutton/bbb-web.properties
# overrides for /usr/share/bbb-web/WEB-INF/classes/bigbluebutton.properties
securitySalt={0}
bigbluebutton.web.serverURL=https://bbb.visio-mairie.fr
defaultMaxUsers=150
allowRequestsWithoutSession=false""",
    r(64, HEX),
)

add(
    "rtc/greenlight-env-bbb-secret",
    """# greenlight-v3/.env
BIGBLUEBUTTON_ENDPOINT=https://bbb.school.fi/bigbluebutton/api/
BIGBLUEBUTTON_SECRET={0}
SECRET_KEY_BASE=${GL_SECRET_KEY_BASE}
DATABASE_URL=postgres://greenlight@postgres:5432/greenlight-v3-production
REDIS_URL=redis://redis:6379""",
    r(48),
)

_lk_key = "API" + r(12)
add(
    "rtc/livekit-yaml-keys",
    """# /etc/livekit.yaml
port: 7880
rtc:
  tcp_port: 7881
  port_range_start: 50000
  port_range_end: 60000
  use_external_ip: true
redis:
  address: redis.rtc.svc:6379
keys:
  {1}: {0}""",
    r(43),
    _lk_key,
)

add(
    "rtc/livekit-cli-api-secret-flag",
    """$ lk room list --url wss://lk.kanta.fi --api-key {1} --api-secret {0}
Using url, api-key, api-secret from command line
+------------------+----------------+-------------------+
|       SID        |      NAME      | NUM PARTICIPANTS  |
+------------------+----------------+-------------------+
| RM_xJ3kQ9pLmT2a  | standup-daily  |                 4 |
+------------------+----------------+-------------------+""",
    r(43),
    _lk_key,
)

add(
    "rtc/agora-token-builder-node",
    """// server/agora-token.js
const { RtcTokenBuilder, RtcRole } = require("agora-token");

const appId = "{1}";            // public, also shipped in the web client
const appCertificate = "{0}";

function build(channelName, uid) {
  const expireTs = Math.floor(Date.now() / 1000) + 3600;
  return RtcTokenBuilder.buildTokenWithUid(appId, appCertificate, channelName, uid, RtcRole.PUBLISHER, expireTs, expireTs);
}""",
    r(32, HEX),
    r(32, HEX),
)

add(
    "rtc/agora-customer-secret-basic",
    """customer_id = "{1}"
customer_secret = "{0}"
plain = f"{customer_id}:{customer_secret}"
auth = base64.b64encode(plain.encode()).decode()
resp = requests.get("https://api.agora.io/dev/v1/projects", headers={"Authorization": "Basic " + auth})""",
    r(32, HEX),
    r(32, HEX),
)

add(
    "rtc/daily-api-key-python",
    """DAILY_API_KEY = "{0}"

resp = requests.post(
    "https://api.daily.co/v1/rooms",
    headers={"Authorization": f"Bearer {DAILY_API_KEY}"},
    json={"privacy": "private", "properties": {"exp": int(time.time()) + 3600, "enable_chat": True}},
)""",
    r(64, HEX),
)

add(
    "rtc/vonage-video-opentok",
    """from opentok import Client, MediaModes

opentok = Client("{1}", "{0}")
session = opentok.create_session(media_mode=MediaModes.routed)
print(session.session_id)""",
    r(40, HEX),
    r(8, DIGITS),
)

add(
    "rtc/zoom-s2s-oauth-curl",
    """$ curl -s -X POST "https://zoom.us/oauth/token?grant_type=account_credentials&account_id={2}" -u "{1}:{0}" | jq '{token_type, expires_in, scope}'
{
  "token_type": "bearer",
  "expires_in": 3599,
  "scope": "meeting:read:admin meeting:write:admin"
}""",
    r(32),
    r(22),
    r(22, URLSAFE),
)

add(
    "rtc/zoom-meeting-sdk-env",
    """# apps/web/.env.local
NEXT_PUBLIC_ZOOM_SDK_KEY={1}
ZOOM_MEETING_SDK_KEY={1}
ZOOM_MEETING_SDK_SECRET={0}
ZOOM_LEAVE_URL=https://learn.school.fi/courses""",
    r(32),
    r(22),
)

add(
    "rtc/zoom-webhook-secret-token-validation",
    """app.post("/webhooks/zoom", (req, res) => {
  if (req.body.event === "endpoint.url_validation") {
    const encryptedToken = crypto
      .createHmac("sha256", "{0}")
      .update(req.body.payload.plainToken)
      .digest("hex");
    return res.json({ plainToken: req.body.payload.plainToken, encryptedToken });
  }
  // ...
});""",
    r(22, URLSAFE),
)

add(
    "rtc/agent-toolcall-write-livekit-env",
    """{"type":"tool_use","id":"toolu_01{1}","name":"Write","input":{"file_path":"/srv/meet/.env","content":"LIVEKIT_URL=wss://lk.kanta.fi\\nLIVEKIT_API_KEY={2}\\nLIVEKIT_API_SECRET={0}\\nNEXT_PUBLIC_CONN_DETAILS_ENDPOINT=/api/connection-details\\n"}}""",
    r(43),
    r(22),
    "API" + r(12),
)

# ============================================================ SECRETS: mail servers
add(
    "rtc/postfix-sasl-passwd",
    """$ sudo cat /etc/postfix/sasl_passwd
[smtp.eu.mailgun.org]:587    postmaster@mg.kanta.fi:{0}
$ sudo postmap /etc/postfix/sasl_passwd && sudo systemctl reload postfix""",
    r(32, HEX) + "-" + r(8, HEX) + "-" + r(8, HEX),
)

add(
    "rtc/postfix-relay-finnish-chat",
    """Postfixin relay-tunnus tukipalvelulle: käyttäjä noreply@tuki.kanta.fi, salasana {0}. Laitoin sen jo sasl_passwd-tiedostoon ja ajoin postmapin, joten älä kopioi sitä mihinkään muualle.""",
    hpw(),
)

add(
    "rtc/dovecot-passwd-file-plain",
    """# /etc/dovecot/users   (passwd-file, scheme=PLAIN while we migrate)
helpdesk@kanta.fi:{PLAIN}{0}:5000:5000::/var/vmail/kanta.fi/helpdesk::
noreply@kanta.fi:{SHA512-CRYPT}*:5000:5000::/var/vmail/kanta.fi/noreply::nologin""",
    hpw(),
)

add(
    "rtc/doveadm-pw-command",
    """$ doveadm pw -s BLF-CRYPT -p '{0}'
{BLF-CRYPT}$2y$05$""" + r(53, ALNUM + "./"),
    hpw(),
)

add(
    "rtc/dovecot-sql-connect",
    """# /etc/dovecot/dovecot-sql.conf.ext
driver = pgsql
connect = host=127.0.0.1 dbname=mailserver user=mailuser password={0}
default_pass_scheme = BLF-CRYPT
password_query = SELECT email AS user, password FROM virtual_users WHERE email = '%u'""",
    pw(),
)

add(
    "rtc/mailcow-conf-dbpass",
    """$ grep -E '^(MAILCOW_HOSTNAME|DBNAME|DBUSER|DBPASS)=' /opt/mailcow-dockerized/mailcow.conf
MAILCOW_HOSTNAME=mail.kanta.fi
DBNAME=mailcow
DBUSER=mailcow
DBPASS={0}""",
    r(28),
)

add(
    "rtc/mailcow-api-key-header",
    """$ curl -s "https://mail.kanta.fi/api/v1/get/mailbox/all" -H "X-API-Key: {0}" | jq -r '.[].username'
helpdesk@kanta.fi
noreply@kanta.fi""",
    "-".join(r(6, UPPER_HEX) for _ in range(5)),
)

add(
    "rtc/stalwart-first-run-log",
    """$ docker logs stalwart-mail 2>&1 | head -4
✅ Configuration file written to /opt/stalwart-mail/etc/config.toml
🔑 Your administrator account is 'admin' with password '{0}'.
2026-03-02T07:14:02Z INFO Starting Stalwart Mail Server v0.11.6""",
    r(10),
)

add(
    "rtc/stalwart-cli-credentials",
    """$ stalwart-cli -u https://mail.kanta.fi -c admin:{0} domain list
kanta.fi
tuki.kanta.fi""",
    hpw(),
)

add(
    "rtc/haraka-auth-flat-file",
    """; config/auth_flat_file.ini
[core]
methods=PLAIN,LOGIN,CRAM-MD5

[users]
relay-app={0}""",
    hpw(),
)

add(
    "rtc/haraka-smtp-forward-auth",
    """; config/smtp_forward.ini
host=smtp.postmarkapp.com
port=587
enable_tls=true
auth_type=plain
auth_user={1}
auth_pass={0}""",
    uuid4(),
    uuid4(),
)

add(
    "rtc/swaks-auth-password",
    """$ swaks --to test@kanta.fi --server mail.kanta.fi:587 --tls --auth LOGIN --auth-user noreply@kanta.fi --auth-password '{0}'
=== Trying mail.kanta.fi:587...
=== Connected to mail.kanta.fi.
<-  220 mail.kanta.fi ESMTP Postfix
 -> EHLO laptop-8f2a""",
    hpw(),
)

add(
    "rtc/rspamd-dkim-private-key",
    """$ sudo cat /var/lib/rspamd/dkim/kanta.fi.mail2026.key
-----BEGIN PRIVATE KEY-----
{0}
-----END PRIVATE KEY-----""",
    wrap("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + b64(600)),
)

# ============================================================ SECRETS: splits
_sb = slack_bot()
add_split(
    "rtc/split-slack-bot-token-finnish-messages",
    """[09:14] lauri: tässä botin token, pätkin sen kahteen osaan ettei Slack tunnista sitä: {0}
[09:14] lauri: {1}
[09:15] lauri: liitä ne yhteen ilman välilyöntiä""",
    _sb[:28],
    _sb[28:],
)

_lks = r(43)
add_split(
    "rtc/split-livekit-secret-terminal-wrap",
    """$ kubectl -n rtc exec deploy/livekit-server -- cat /etc/livekit.yaml | tail -2
keys:
  APIzQ7rTf3LmNw8x: {0}
{1}
$""",
    _lks[:24],
    _lks[24:],
)

add_split(
    "rtc/split-coturn-secret-shell-concat",
    """# deploy/turn.sh
TURN_SECRET_A="{0}"
TURN_SECRET_B="{1}"
export TURN_SECRET="${TURN_SECRET_A}${TURN_SECRET_B}"
exec turnserver -c /etc/turnserver.conf --static-auth-secret="$TURN_SECRET\"""",
    r(32, HEX),
    r(32, HEX),
)

add_split(
    "rtc/split-agora-cert-js-concat-french",
    """// certificat coupé en deux pour passer le linter (oui, je sais…)
const AGORA_APP_ID = "APPID"; // public
const AGORA_CERT = "{0}" +
  "{1}";""".replace("APPID", r(32, HEX)),
    r(16, HEX),
    r(16, HEX),
)


# ============================================================ LOOK-ALIKES: help desks
la(
    """$ curl -s https://acmehelp.zendesk.com/api/v2/tickets/{0}.json \\
    -u "support-bot@acmehelp.io/token:$ZENDESK_API_TOKEN" | jq '.ticket | {id, status, requester_id, via}'
{
  "id": {0},
  "status": "pending",
  "requester_id": {1},
  "via": { "channel": "email", "source": { "from": { "address": "customer@example.com" } } }
}""",
    "48377",
    r(13, DIGITS),
)

la(
    """import os
from zenpy import Zenpy

zenpy_client = Zenpy(
    email=os.environ["ZENDESK_EMAIL"],
    token=os.environ["ZENDESK_API_TOKEN"],
    subdomain="northwindsupport",
)""",
)

la(
    """# Freshdesk uses the API key as the username and any string as the password;
# the docs use a literal X, which is not a secret.
curl -u "$FRESHDESK_API_KEY:X" -H "Content-Type: application/json" \\
  https://lumenbank.freshdesk.com/api/v2/tickets/{0}/conversations""",
    "90433",
)

la(
    """# support-sync/.env.example
FRESHDESK_DOMAIN=your-domain
FRESHDESK_API_KEY=your_api_key_here
FRESHDESK_GROUP_ID=
SYNC_INTERVAL_SECONDS=300""",
)

la(
    """{
  "id": {0},
  "number": 30412,
  "threads": 4,
  "type": "email",
  "folderId": 7781245,
  "status": "active",
  "mailboxId": 281734,
  "primaryCustomer": { "id": {1}, "email": "jane.doe@example.org" },
  "_links": { "web": { "href": "https://secure.helpscout.net/conversation/{0}/30412/" } }
}""",
    r(10, DIGITS),
    r(9, DIGITS),
)

la(
    """GET /conversations/cnv_{0}/messages -> 200
  msg_{1}  inbound   2026-03-01T10:14:03Z  "Where is my order?"
  msg_{2}  outbound  2026-03-01T10:31:47Z  "Hi! Your parcel left our warehouse..."
inbox: inb_{3}   teammate: tea_{4}   tag: tag_{5}""",
    r(7, LOWER_NUM),
    r(9, LOWER_NUM),
    r(9, LOWER_NUM),
    r(5, LOWER_NUM),
    r(5, LOWER_NUM),
    r(5, LOWER_NUM),
)

la(
    """<script>
  window.intercomSettings = {
    api_base: "https://api-iam.eu.intercom.io",
    app_id: "{0}",
    user_id: "<%= current_user.id %>",
    user_hash: "<%= OpenSSL::HMAC.hexdigest('sha256', ENV['INTERCOM_IDENTITY_SECRET'], current_user.id.to_s) %>"
  };
</script>""",
    r(8, LOWER_NUM),
)

la(
    """Jira Service Management: HELP-4821 "VPN drops every 20 minutes"
  requestTypeId: 41   serviceDeskId: 3   customfield_10010: {"id": "{0}"}
  reporter accountId: 712020:{1}
  auth: JSM_EMAIL / JSM_API_TOKEN from the CI secret store (not printed)""",
    uuid4(),
    uuid4(),
)

la(
    """$ curl -s -H "Authorization: Token token=$ZAMMAD_TOKEN" https://helpdesk.kaivos.fi/api/v1/tickets/{0} | jq '{id, number, title, state_id, article_ids}'
{
  "id": {0},
  "number": "71045",
  "title": "Tulostin ei toimi kolmannessa kerroksessa",
  "state_id": 2,
  "article_ids": [88102, 88117, 88130]
}""",
    "9312",
)

la(
    """<?php
# include/ost-sampleconfig.php  (the installer replaces the %CONFIG- markers)
define('SECRET_SALT','%CONFIG-SIRI');
define('ADMIN_EMAIL','%ADMIN-EMAIL');
define('DBHOST','%CONFIG-DBHOST');
define('DBNAME','%CONFIG-DBNAME');
define('DBUSER','%CONFIG-DBUSER');
define('DBPASS','%CONFIG-DBPASS');""",
)

la(
    """From: "Civic Services Help Desk" <help@civic-services.org>
Subject: [#482913] Re: Streetlight out on Maple Ave
Message-ID: <{0}@help.civic-services.org>
In-Reply-To: <ost-{1}@help.civic-services.org>
X-osTicket-Ticket-Number: 482913""",
    r(32, HEX),
    r(24, LOWER_NUM),
)

la(
    """POST /webhooks/zendesk HTTP/1.1
Host: api.northwind.io
Content-Type: application/json
X-Zendesk-Webhook-Id: {0}
X-Zendesk-Webhook-Signature: {1}
X-Zendesk-Webhook-Signature-Timestamp: 2026-03-04T12:01:33Z

{"ticket_id": "{{ticket.id}}", "status": "{{ticket.status}}"}""",
    ulid(),
    b64(32),
)

la(
    """[10:12] Camille Roux: j'ai régénéré la clé API Freshdesk ce matin, l'ancienne ne marche plus.
[10:13] Camille Roux: la nouvelle est dans Vault (secret/support/freshdesk), pas ici évidemment
[10:14] Théo: parfait, je relance la synchro sur le ticket 88214""",
)

la(
    """# Configuration du pont Zendesk -> Slack
zendesk:
  sous_domaine: boutique-lumiere
  utilisateur: integration@boutique-lumiere.fr/token
  jeton: ${ZENDESK_JETON}   # injecté par le pipeline, jamais en clair
  vue_id: 360094812233""",
)

la(
    """Zammad-tiketit tältä viikolta: #71045, #71052, #71060 (kaikki tulostinongelmia).
Ylläpitäjän salasana on Bitwardenissa kohdassa "Zammad / tuki-admin", älä kysy sitä chatissa.""",
)

la(
    """  sync-macros:
    runs-on: ubuntu-latest
    env:
      ZENDESK_SUBDOMAIN: acmehelp
      ZENDESK_EMAIL: ci@acmehelp.io
      ZENDESK_API_TOKEN: ${{ secrets.ZENDESK_API_TOKEN }}
    steps:
      - uses: actions/checkout@v4""",
)

la(
    """Help Scout Beacon: init id {0} (public, embedded on every page).
Secure mode signature = HMAC-SHA256(email) computed server-side with HELPSCOUT_BEACON_SECRET; example output for test@example.com: {1}""",
    uuid4(),
    r(64, HEX),
)

la(
    """Front webhook receiver:
  POST https://api.northwind.io/webhooks/front
  X-Front-Signature: {0}
  X-Front-Request-Timestamp: 1772625693
  body: {"type":"inbound","conversation":{"id":"cnv_{1}"}}""",
    b64(20),
    r(7, LOWER_NUM),
)

# ============================================================ LOOK-ALIKES: on-call and status
la(
    """$ pd incident list --statuses triggered acknowledged
ID              Status        Urgency  Service (ID)        Title
Q0RIJJZL24RC6W  triggered     high     Matrix ({0})    Synapse 5xx rate > 2%
Q1P3AHC9Z6QEN8  acknowledged  low      Jitsi ({1})     JVB stress 0.91 on jvb-2
escalation policy {2}, schedule {3}""",
    pd_id(),
    pd_id(),
    pd_id(),
    pd_id(),
)

la(
    """curl -s -X POST https://events.pagerduty.com/v2/enqueue \\
  -H 'Content-Type: application/json' \\
  -d "{\\"routing_key\\": \\"$PD_ROUTING_KEY\\", \\"event_action\\": \\"resolve\\", \\"dedup_key\\": \\"{0}\\"}"
{"status":"success","message":"Event processed","dedup_key":"{0}"}""",
    r(32, HEX),
)

la(
    """{
  "result": "Request will be processed",
  "took": 0.107,
  "requestId": "{0}"
}
$ opsgenie-lamp getAlert --alias synapse-fed-lag
alertId: {1}   tinyId: 1842   status: open   owner: -""",
    uuid4(),
    uuid4(),
)

la(
    """variable "opsgenie_api_key" {
  type      = string
  sensitive = true
}

provider "opsgenie" {
  api_key = var.opsgenie_api_key
  api_url = "api.eu.opsgenie.com"
}""",
)

la(
    """$ curl -s -H "Authorization: OAuth $STATUSPAGE_API_KEY" https://api.statuspage.io/v1/pages/{0}/components | jq -r '.[] | [.id, .name, .status] | @tsv'
{1}	Matrix homeserver	operational
{2}	Video meetings (Jitsi)	degraded_performance
{3}	Help desk	operational""",
    r(12, LOWER_NUM),
    r(12, LOWER_NUM),
    r(12, LOWER_NUM),
    r(12, LOWER_NUM),
)

la(
    """incident.io: INC-1187 declared by @aino (severity: Major)
  id: {0}
  slack channel: C06{1}  (#inc-1187-jitsi-jvb-oom)
  status page incident: {2}
  postmortem doc: https://docs.northwind.io/pm/INC-1187""",
    ulid(),
    r(8, UPPER_NUM),
    ulid(),
)

la(
    """$ curl -s -H "Authorization: Bearer $BETTERUPTIME_API_TOKEN" https://uptime.betterstack.com/api/v2/monitors | jq -r '.data[] | [.id, .attributes.url, .attributes.status] | @tsv'
{0}	https://matrix.kanta.fi/_matrix/client/versions	up
{1}	https://meet.kanta.fi/	up
{2}	https://helpdesk.kaivos.fi/	paused""",
    r(7, DIGITS),
    r(7, DIGITS),
    r(7, DIGITS),
)

la(
    """# backup.sh — the heartbeat URL contains the token, so it is read from a file, never inlined
HEARTBEAT_URL="$(cat /run/secrets/betterstack_heartbeat_url)"
/usr/local/bin/restic backup /var/lib/synapse && curl -fsS "$HEARTBEAT_URL" >/dev/null""",
)

la(
    """Rotating the PagerDuty REST API key: create the new key under Integrations > API Access Keys,
update PD_API_TOKEN in Vault (secret/oncall/pagerduty), redeploy the bot, watch for 401s for
an hour, then delete the old key. Never paste either key in the channel.""",
)

la(
    """POST /webhooks/pagerduty HTTP/1.1
Content-Type: application/json
X-PagerDuty-Signature: v1={0}
X-Webhook-Id: {1}
X-Webhook-Subscription: {2}

{"event":{"id":"{3}","event_type":"incident.acknowledged","resource_type":"incident","data":{"id":"Q0RIJJZL24RC6W","number":4412}}}""",
    r(64, HEX),
    r(32, HEX),
    pd_id(),
    ulid(),
)

la(
    """Päivystysvuorot viikolla 11 (PagerDuty-aikataulu {0}):
ma–ke  Aino Virtanen
to–su  Lauri Mäkinen
Eskalaatio: {1} → tiimin vetäjä 15 min jälkeen.""",
    pd_id(),
    pd_id(),
)

la(
    """אירוע INC-1187 נסגר. מזהה האירוע ב-PagerDuty: Q1P3AHC9Z6QEN8, הערוץ ב-Slack: C06HQ2ZK8PA.
הסיסמאות והמפתחות לא הוחלפו כי לא הייתה דליפה — רק אתחול של ה-JVB.""",
)

# ============================================================ LOOK-ALIKES: chat platforms
la(
    """{
  "token": "deprecated-verification-token-not-used",
  "team_id": "{0}",
  "api_app_id": "{1}",
  "event": {
    "type": "message",
    "channel": "{2}",
    "user": "{3}",
    "text": "ticket 48213 is escalated",
    "ts": "1772631402.118229",
    "client_msg_id": "{4}"
  },
  "event_id": "Ev{5}",
  "event_time": 1772631402
}""",
    slack_id("T0"),
    slack_id("A0"),
    slack_id("C0"),
    slack_id("U0"),
    uuid4(),
    r(10, UPPER_NUM),
)

la(
    """POST /slack/events HTTP/1.1
X-Slack-Request-Timestamp: 1772631402
X-Slack-Signature: v0={0}
Content-Type: application/json

basestring = "v0:" + timestamp + ":" + body; compared with hmac.compare_digest against SLACK_SIGNING_SECRET""",
    r(64, HEX),
)

la(
    """display_information:
  name: Triage Bot
features:
  bot_user:
    display_name: triage
    always_online: true
oauth_config:
  scopes:
    bot: [chat:write, channels:history, commands]
settings:
  socket_mode_enabled: true
  token_rotation_enabled: false""",
)

la(
    """$ python3 scripts/install_check.py
oauth.v2.access ok=True team=T04QJ7N2B8X app=A06KZ3M1P0R
access_token: xoxb-****************************6hQ (redacted by script)
bot_user_id: U06LB9X2C4D  scope: chat:write,channels:history,commands""",
)

la(
    """# .env.example
# Incoming webhook, from https://api.slack.com/messaging/webhooks (example value from the docs)
SLACK_WEBHOOK_URL=https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX""",
)

la(
    """{
  "MicrosoftAppType": "SingleTenant",
  "MicrosoftAppId": "{0}",
  "MicrosoftAppPassword": "",
  "MicrosoftAppTenantId": "{1}",
  "_comment": "Password comes from Key Vault at startup (see Program.cs)."
}""",
    uuid4(),
    uuid4(),
)

la(
    """{
  "type": "message",
  "id": "1772631402118",
  "serviceUrl": "https://smba.trafficmanager.net/emea/",
  "channelId": "msteams",
  "from": { "id": "29:{0}", "aadObjectId": "{1}" },
  "conversation": { "conversationType": "channel", "id": "19:{2}@thread.tacv2;messageid=1772631402118" },
  "text": "<at>Triage</at> status 48213"
}""",
    r(40, URLSAFE),
    uuid4(),
    r(32, HEX),
)

la(
    """$ az webapp config appsettings list -g rg-bots -n teams-triage-bot --query "[?name=='MicrosoftAppPassword']"
[
  {
    "name": "MicrosoftAppPassword",
    "slotSetting": false,
    "value": "@Microsoft.KeyVault(SecretUri=https://kv-bots-weu.vault.azure.net/secrets/teams-bot-password/)"
  }
]""",
)

la(
    """$ mmctl channel list northwind
town-square
support-escalations
$ mmctl channel search support-escalations --json | jq '{id, team_id, creator_id}'
{
  "id": "{0}",
  "team_id": "{1}",
  "creator_id": "{2}"
}""",
    mm_id(),
    mm_id(),
    mm_id(),
)

la(
    """{"id":"{0}","create_at":1772631402118,"update_at":1772631402118,"user_id":"{1}","channel_id":"{2}","root_id":"","message":"deployed 4f2a9c1 to prod","type":"","props":{"from_webhook":"true","override_username":"ci"}}""",
    mm_id(),
    mm_id(),
    mm_id(),
)

la(
    """# mattermost.env — values come from the k8s secret mattermost-db
MM_SQLSETTINGS_DRIVERNAME=postgres
MM_SQLSETTINGS_DATASOURCE=${MM_DB_DSN}
MM_SERVICESETTINGS_SITEURL=https://chat.northwind.io
MM_EMAILSETTINGS_SMTPPASSWORD=""",
)

la(
    """From the Mattermost docs, incoming webhook format:
  https://your-mattermost-server.com/hooks/xxx-generatedkey-xxx
Ours is stored in CI as MATTERMOST_HOOK_URL; the deploy job prints only the host.""",
)

la(
    """{
  "_id": "{0}",
  "rid": "GENERAL",
  "msg": "Jitsi recording for the all-hands is up",
  "ts": { "$date": 1772631402118 },
  "u": { "_id": "{1}", "username": "aino.v", "name": "Aino Virtanen" },
  "_updatedAt": { "$date": 1772631402140 }
}""",
    r(17),
    r(17),
)

la(
    """  rocketchat:
    image: registry.rocket.chat/rocketchat/rocket.chat:6.13.0
    environment:
      ROOT_URL: https://rocket.kanta.fi
      ADMIN_USERNAME: rcadmin
      ADMIN_PASS: ${RC_ADMIN_PASS:?set RC_ADMIN_PASS in the host env}
      ADMIN_EMAIL: it@kanta.fi""",
)

la(
    """[api]
email=deploy-bot@zulip.northwind.io
key=<paste the bot's API key here, from Settings > Personal > Bots>
site=https://zulip.northwind.io""",
)

la(
    """{"result":"success","msg":"","id":{0}}
link: https://zulip.northwind.io/#narrow/stream/42-ops/topic/incidents/near/{0}""",
    r(6, DIGITS),
)

la(
    """{
  "type": "m.room.message",
  "room_id": "!{0}:kanta.fi",
  "sender": "@aino:kanta.fi",
  "event_id": "${1}",
  "origin_server_ts": 1772631402118,
  "content": { "msgtype": "m.text", "body": "TURN is back" },
  "unsigned": { "age": 812, "transaction_id": "m1772631401.7" }
}""",
    r(18, ALNUM),
    b64url(32),
)

la(
    """$ curl -s https://matrix.kanta.fi/_matrix/key/v2/server | jq
{
  "server_name": "kanta.fi",
  "valid_until_ts": 1772717802000,
  "verify_keys": { "ed25519:a_Qf3T": { "key": "{0}" } },
  "old_verify_keys": {},
  "signatures": { "kanta.fi": { "ed25519:a_Qf3T": "{1}" } }
}""",
    b64(32).rstrip("="),
    b64(64).rstrip("="),
)

la(
    """# homeserver.yaml — secrets live in files mounted from the k8s secret synapse-keys
registration_shared_secret_path: /secrets/registration_shared_secret
macaroon_secret_key_path: /secrets/macaroon_secret_key
form_secret_path: /secrets/form_secret
signing_key_path: /secrets/kanta.fi.signing.key
enable_registration: false""",
)

la(
    """{{- /* charts/mautrix-telegram/templates/registration.yaml */}}
id: telegram
url: http://{{ .Release.Name }}-mautrix-telegram:29317
as_token: {{ .Values.appservice.asToken | quote }}
hs_token: {{ .Values.appservice.hsToken | quote }}
sender_localpart: telegrambot""",
)

la(
    """$ curl -s -H "Authorization: Bearer $MATRIX_TOKEN" https://matrix.kanta.fi/_matrix/client/v3/devices | jq -r '.devices[] | [.device_id, .display_name, .last_seen_ip] | @tsv'
{0}	Element Desktop (Linux)	198.51.100.23
{1}	Element iOS	203.0.113.77
{2}	mautrix-whatsapp	10.42.0.19""",
    r(10, UPPER),
    r(10, UPPER),
    r(10, UPPER),
)

la(
    """אם מופיעה הבקשה "Verify with Security Key" ב-Element, מפתח האבטחה של חשבון הבוט נמצא בכספת של הצוות (1Password, פריט "Matrix bot recovery"). אין לשלוח אותו בצ'אט.""",
)

la(
    """2026-03-02 07:14:02,118 - synapse.access.http.8008 - 465 - INFO - GET-2841 - 10.42.0.19 - 8008 - {@bridgebot:kanta.fi} Processed request: 0.012sec/0.000sec (0.001sec, 0.000sec) (0.002sec/0.004sec/2) 512B 200 "GET /_matrix/client/v3/sync?timeout=30000&since=s{0}_1_2_3&access_token=<redacted> HTTP/1.1" "mautrix-telegram/0.15.2" [0 dbevts]""",
    r(6, DIGITS),
)

la(
    """<message from='alerts@xmpp.kanta.fi/monitor' to='ops@conference.xmpp.kanta.fi' id='{0}' type='groupchat'>
  <body>coturn-2: allocation rate back to normal</body>
  <stanza-id xmlns='urn:xmpp:sid:0' id='{1}' by='ops@conference.xmpp.kanta.fi'/>
</message>""",
    uuid4(),
    r(16, URLSAFE),
)

la(
    """$ sudo prosodyctl check certs
Checking certificates...
Checking certificate for xmpp.kanta.fi
  Certificate: /etc/prosody/certs/xmpp.kanta.fi.crt
  SHA-256 fingerprint: {0}
All checks passed, congratulations!""",
    ":".join(r(2, UPPER_HEX) for _ in range(32)),
)

la(
    """OMEMO devices for alerts@xmpp.kanta.fi:
  device {0}: {1}  (trusted)
  device {2}: {3}  (untrusted)""",
    r(9, DIGITS),
    " ".join(r(8, HEX) for _ in range(8)),
    r(10, DIGITS),
    " ".join(r(8, HEX) for _ in range(8)),
)

la(
    """# ejabberdctl connected_users_info
pagerbot@chat.northwind.io/bot-{0}	c2s_tls	10.42.1.8:51820	5	pagerbot	ejabberd@chat-0	1183
aino@chat.northwind.io/Conversations.{1}	c2s_tls	198.51.100.23:44102	1	Conversations	ejabberd@chat-0	90""",
    r(8, LOWER_NUM),
    r(4, ALNUM),
)

la(
    """sql_type: pgsql
sql_server: "pg.chat.internal"
sql_username: "ejabberd"
# replaced by docker-entrypoint.sh from /run/secrets/ejabberd_sql before start
sql_password: "__SQL_PASSWORD__\"""",
)

la(
    """if __name__ == "__main__":
    xmpp = AlertBot(os.environ["XMPP_JID"], os.environ["XMPP_PASSWORD"], room="ops@conference.xmpp.kanta.fi", nick="alertbot")
    xmpp.connect()""",
)

la(
    """מזהי ערוצים ב-Slack לבוט ההסלמות: #support-escalations = C05LQ2Z8K1N, #oncall = C04QJ7N2B8X. הטוקן עצמו נשמר ב-Vault תחת secret/bots/triage.""",
)

la(
    """Tool result (Bash: env | grep -i slack):
SLACK_BOT_TOKEN=xoxb-…(redacted, 57 chars)
SLACK_SIGNING_SECRET=********
SLACK_TEAM_ID=T04QJ7N2B8X
SLACK_APP_ID=A06KZ3M1P0R""",
)

la(
    """$ register_new_matrix_user -c /data/homeserver.yaml http://localhost:8008
New user localpart [root]: ops-admin
Password:
Confirm password:
Make admin [no]: yes
Sending registration request...
Success!""",
)

# ============================================================ LOOK-ALIKES: WebRTC and video
la(
    """$ grep -E '^a=(fingerprint|ice-ufrag|setup|mid|candidate)' offer.sdp | head -8
a=ice-ufrag:{0}
a=fingerprint:sha-256 {1}
a=setup:actpass
a=mid:0
a=candidate:{2} 1 udp 2122260223 192.168.1.23 58231 typ host generation 0 network-id 1
a=candidate:{3} 1 udp 1686052607 203.0.113.45 58231 typ srflx raddr 192.168.1.23 rport 58231 generation 0
a=candidate:{4} 1 udp 41885439 198.51.100.8 49172 typ relay raddr 203.0.113.45 rport 58231 generation 0""",
    r(4, ALNUM + "+/"),
    ":".join(r(2, UPPER_HEX) for _ in range(32)),
    r(10, DIGITS),
    r(10, DIGITS),
    r(9, DIGITS),
)

la(
    """console.log(event.candidate.toJSON())
{candidate: 'candidate:{0} 1 udp 1677729535 203.0.113.45 61022 typ srflx raddr 0.0.0.0 rport 0 generation 0 ufrag {1} network-cost 999', sdpMid: '0', sdpMLineIndex: 0, usernameFragment: '{1}'}""",
    r(10, DIGITS),
    r(4, ALNUM),
)

la(
    """  coturn:
    image: coturn/coturn:4.6.3
    network_mode: host
    command:
      - -n
      - --use-auth-secret
      - --static-auth-secret=${TURN_STATIC_SECRET}
      - --realm=turn.kanta.fi
      - --fingerprint""",
)

la(
    """Mar 02 07:20:11 turn-1 turnserver[812]: 3502: : session 001000000000000017: realm <turn.kanta.fi> user <1772635211:aino>: incoming packet ALLOCATE processed, success
Mar 02 07:20:11 turn-1 turnserver[812]: 3502: : session 001000000000000017: new, realm=<turn.kanta.fi>, username=<1772635211:aino>, lifetime=600
Mar 02 07:20:41 turn-1 turnserver[812]: 3532: : session 001000000000000017: peer 198.51.100.8 lifetime updated: 300""",
)

la(
    """# TURN REST credentials are minted per user by /api/turn; the shared secret never leaves the server.
# Load test against the REST scheme:
turnutils_uclient -t -y -W "$TURN_STATIC_SECRET" -u loadtest turn.kanta.fi""",
)

la(
    """$ curl -s https://media.kanta.fi/janus/info | jq '{name, version_string, "api_secret", "auth_token", "plugins": (.plugins | keys)}'
{
  "name": "Janus WebRTC Server",
  "version_string": "1.3.0",
  "api_secret": true,
  "auth_token": false,
  "plugins": ["janus.plugin.echotest", "janus.plugin.videoroom"]
}""",
)

la(
    """{"janus":"success","transaction":"{0}","data":{"id":{1}}}
{"janus":"success","session_id":{1},"transaction":"{2}","data":{"id":{3}}}
attached to janus.plugin.videoroom, handle {3}""",
    r(12),
    r(16, DIGITS),
    r(12),
    r(16, DIGITS),
)

la(
    """general: {
        configs_folder = "/opt/janus/etc/janus"
        # admin_secret is injected from JANUS_ADMIN_SECRET by the container entrypoint
        server_name = "janus-eu-1"
        session_timeout = 60
}""",
)

la(
    """# docker-jitsi-meet/env.example (excerpt)
# Security
#
# Set these to strong passwords to avoid intruders from impersonating a service account
# The service(s) won't start unless these are specified
# Running ./gen-passwords.sh will update .env with strong passwords
# You may skip the Jigasi and Jibri passwords if you are not using those
JICOFO_AUTH_PASSWORD=
JVB_AUTH_PASSWORD=
JIGASI_XMPP_PASSWORD=""",
)

la(
    """Decoded Jitsi JWT (header and payload only, signature dropped):
{"alg":"HS256","typ":"JWT"}
{"aud":"jitsi","iss":"kanta_portal","sub":"meet.kanta.fi","room":"hallitus-2026-03","exp":1772639002,"context":{"user":{"name":"Aino Virtanen","email":"aino@kanta.fi","moderator":true}}}""",
)

la(
    """Le secret JWT de Jitsi (JWT_APP_SECRET) est dans Vault sous secret/visio/jitsi ; le JWT_APP_ID « visio_mairie » n'est pas secret.
Lien de la réunion du conseil : https://visio-mairie.fr/conseil-municipal-2026-03""",
)

la(
    """$ curl -s "https://bbb.kanta.fi/bigbluebutton/api/getMeetings?checksum=$(bbb_checksum getMeetings '')" | xmllint --xpath '//meeting/meetingID|//meeting/internalMeetingID|//meeting/voiceBridge' -
<meetingID>kurssi-ohj1-luento-7</meetingID>
<internalMeetingID>{0}-1772631402118</internalMeetingID>
<voiceBridge>70412</voiceBridge>""",
    r(40, HEX),
)

la(
    """$ sudo bbb-conf --check | head -12
BigBlueButton Server 3.0.4 (1841)
                    Kernel version: 5.15.0-131-generic
                      Distribution: Ubuntu 22.04.5 LTS (64-bit)
/etc/bigbluebutton/bbb-web.properties (override for bbb-web)
                     bigbluebutton.web.serverURL: https://bbb.kanta.fi
                                  securitySalt: ****************************** (hidden)
                          defaultMaxUsers: 0""",
)

la(
    """$ lk room list --url wss://lk.kanta.fi
Using url, api-key, api-secret from environment (LIVEKIT_API_KEY=APIzQ7rTf3LmNw8x)
  RM_{0}  standup-daily    participants: PA_{1}, PA_{2}
  tracks: TR_{3} (audio), TR_{4} (video, simulcast)""",
    r(12),
    r(12),
    r(12),
    r(12),
    r(12),
)

la(
    """env:
  - name: LIVEKIT_KEYS
    valueFrom:
      secretKeyRef:
        name: livekit-api-keys
        key: keys.yaml
  - name: LIVEKIT_REDIS_HOST
    value: redis.rtc.svc:6379""",
)

la(
    """// web/src/agora.ts
// The App ID is public (it identifies the project, like a client id); tokens come from /api/rtc-token.
export const AGORA_APP_ID = "{0}";
const { token, uid } = await fetch(`/api/rtc-token?channel=${channel}`).then((r) => r.json());
await client.join(AGORA_APP_ID, channel, token, uid);""",
    r(32, HEX),
)

la(
    """$ curl -s -H "Authorization: Bearer $DAILY_API_KEY" https://api.daily.co/v1/rooms/kurssi-ohj1 | jq '{id, name, url, privacy, created_at}'
{
  "id": "{0}",
  "name": "kurssi-ohj1",
  "url": "https://kanta.daily.co/kurssi-ohj1",
  "privacy": "private",
  "created_at": "2026-03-02T07:00:12.000Z"
}""",
    uuid4(),
)

la(
    """// Vonage Video client: the API key is a public project number; session and token come from our server.
const session = OT.initSession("{0}", "1_MX4{1}fg");
session.connect(await fetchToken(), (err) => err && console.error(err));""",
    r(8, DIGITS),
    r(64, ALNUM),
)

la(
    """Zoom webhook (endpoint.url_validation) as received:
{"payload":{"plainToken":"{0}"},"event_ts":1772631402118,"event":"endpoint.url_validation"}
our reply: {"plainToken":"{0}","encryptedToken":"{1}"}""",
    r(22, URLSAFE),
    r(64, HEX),
)

la(
    """Join Zoom Meeting
https://us06web.zoom.us/j/81234567890
Meeting ID: 812 3456 7890
Passcode: sent separately to attendees by calendar invite
Client ID of our Meeting SDK app (public, used in the browser): {0}""",
    r(22),
)

# ============================================================ LOOK-ALIKES: mail servers
la(
    """# /etc/postfix/main.cf (excerpt)
relayhost = [smtp.eu.mailgun.org]:587
smtp_sasl_auth_enable = yes
smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd
smtp_sasl_security_options = noanonymous
smtp_tls_security_level = encrypt""",
)

la(
    """Mar  2 07:31:02 mx1 postfix/smtpd[20411]: {0}: client=app-3.internal[10.42.0.31], sasl_method=PLAIN, sasl_username=noreply@tuki.kanta.fi
Mar  2 07:31:02 mx1 postfix/cleanup[20415]: {0}: message-id=<{1}@tuki.kanta.fi>
Mar  2 07:31:03 mx1 postfix/smtp[20417]: {0}: to=<jane.doe@example.org>, relay=smtp.eu.mailgun.org[198.51.100.61]:587, delay=0.84, dsn=2.0.0, status=sent (250 Great success)""",
    r(10, UPPER_HEX),
    uuid4(),
)

la(
    """$ dig +short TXT mail2026._domainkey.kanta.fi
"v=DKIM1; k=rsa; " "p={0}" "{1}\"""",
    "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(180)[:200],
    b64(90)[:118] + "IDAQAB",
)

la(
    """DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=kanta.fi; s=mail2026;
	t=1772631402; h=from:to:subject:date:message-id;
	bh={0};
	b={1}""",
    b64(32),
    wrap(b64(256), 72).replace("\n", "\n\t "),
)

la(
    """$ doveconf -n | sed -n '/passdb/,/}/p'
passdb {
  args = scheme=BLF-CRYPT username_format=%u /etc/dovecot/users
  driver = passwd-file
}""",
)

la(
    """Mar  2 07:40:12 mx1 dovecot: auth: passwd-file(helpdesk@kanta.fi,192.0.2.10,<{0}>): Password mismatch
Mar  2 07:40:14 mx1 dovecot: imap-login: Disconnected: Connection closed (auth failed, 1 attempts in 2 secs): user=<helpdesk@kanta.fi>, method=PLAIN, rip=192.0.2.10, lip=10.0.0.5, TLS, session=<{0}>""",
    r(16, ALNUM + "+/"),
)

la(
    """$ grep -E '^(MAILCOW_HOSTNAME|DBNAME|DBUSER|DBPASS)=' mailcow.conf | sed -E 's/^(DBPASS=).+/\\1****************************/'
MAILCOW_HOSTNAME=mail.kanta.fi
DBNAME=mailcow
DBUSER=mailcow
DBPASS=****************************""",
)

la(
    """$ curl -s "https://mail.kanta.fi/api/v1/get/domain/all" -H "X-API-Key: ${MAILCOW_API_KEY}" | jq -r '.[] | [.domain_name, .mboxes_in_domain, .dkim_selector] | @tsv'
kanta.fi	14	dkim
tuki.kanta.fi	3	dkim""",
)

la(
    """[authentication.fallback-admin]
user = "admin"
secret = "%{env:STALWART_ADMIN_SECRET}%"

[server.listener.submission]
bind = ["[::]:587"]
protocol = "smtp\"""",
)

la(
    """[INFO] [{0}.1] [core] hook=queue plugin=smtp_forward function=queue_forward params="" retval=OK msg="250 Message accepted, MessageID: {1}"
[INFO] [{0}.1] [core] disconnect ip=10.42.0.31 rdns=app-3.internal helo=app-3 relay=Y early=N esmtp=Y tls=Y pipe=N errors=0 txns=1 rcpts=1/0/0 msgs=1/0/0 bytes=4812 lr="" time=0.212""",
    uuid4().upper(),
    uuid4(),
)

la(
    """$ swaks --to test@kanta.fi --server mail.kanta.fi:587 --tls --auth PLAIN --auth-user noreply@kanta.fi --auth-password "$SMTP_PASS" --auth-hide-password
 ~> AUTH PLAIN {0}
<~  235 2.7.0 Authentication successful""",
    base64.b64encode(b"\0noreply@kanta.fi\0PROTECTED").decode(),
)

la(
    """Received: from mx1.kanta.fi (mx1.kanta.fi [203.0.113.25])
	by mx.example.org with ESMTPS id {0}
	for <jane.doe@example.org>; Mon, 2 Mar 2026 07:31:03 +0000
ARC-Seal: i=1; a=rsa-sha256; t=1772631403; cv=none; d=example.org; s=arc-20240605;
	b={1}
Message-ID: <{2}@tuki.kanta.fi>""",
    r(14, ALNUM),
    b64(96),
    uuid4(),
)

# ============================================================ LOOK-ALIKES: mixed
la(
    """$ git log --oneline -4 -- deploy/turn
{0} rotate coturn static-auth-secret (new value in Vault secret/rtc/turn, v7)
{1} synapse: read turn_shared_secret from file
{2} coturn 4.6.3
{3} bump jitsi images to stable-9955""",
    r(7, HEX),
    r(7, HEX),
    r(7, HEX),
    r(7, HEX),
)

la(
    """$ sha256sum element-v1.11.94.tar.gz jitsi-meet-web_1.0.8433-1_all.deb
{0}  element-v1.11.94.tar.gz
{1}  jitsi-meet-web_1.0.8433-1_all.deb""",
    r(64, HEX),
    r(64, HEX),
)

la(
    """images:
  synapse: ghcr.io/element-hq/synapse:v1.124.0@sha256:{0}
  coturn: coturn/coturn:4.6.3@sha256:{1}
  livekit: livekit/livekit-server:v1.8.4@sha256:{2}""",
    r(64, HEX),
    r(64, HEX),
    r(64, HEX),
)

la(
    """# .env.tpl — rendered with `op inject -i .env.tpl -o .env`
PD_API_TOKEN=op://Ops/PagerDuty REST/credential
OPSGENIE_API_KEY=op://Ops/Opsgenie/api key
ZOOM_CLIENT_SECRET=op://Ops/Zoom S2S/client secret
FRONT_TOKEN=op://Support/Front API/token""",
)

la(
    """$ vault kv metadata get secret/rtc/livekit
======= Metadata Path =======
secret/metadata/rtc/livekit

========== Metadata ==========
Key                     Value
---                     -----
created_time            2025-09-14T08:02:11.418Z
current_version         4
max_versions            0
updated_time            2026-03-02T07:55:40.902Z""",
)

la(
    """Tiedoksi: vaihdoin tänään coturnin static-auth-secretin ja Synapsen turn_shared_secretin samaan uuteen arvoon. Arvo on Vaultissa (secret/rtc/turn, versio 7); vanha lakkaa toimimasta klo 18.00. Jos videopuhelut katkeavat, tarkista ensin että molemmat palvelut on käynnistetty uudelleen.""",
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
