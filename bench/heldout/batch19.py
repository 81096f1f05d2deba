"""Held-out batch 19: blind, written by a writer who never read the rules, code, docs or results, before measuring.

Only the batch format (bench/heldout/__init__.py, and batches 1-18: their module
docstrings, helper functions, data structures and kind names, plus a grep of vendor names
to keep this batch's vendors new) was read; the filter's rules, code, docs, tests, bench
script and earlier results were not. Not to be tuned on until its first measurement is
recorded.

Theme: the everyday mix of a coding-agent session (SDK and HTTP-client setup code in
Python, TS/JS, Go, Rust, Java, Kotlin, C#, Ruby and PHP; framework config, .env files,
shell sessions with everyday CLIs, CI files, docker/compose/k8s/Helm/Terraform/Ansible/
Pulumi, database work, agent tool-call JSON, logs and stack traces, test failures, diffs,
chat prose in several languages). New kinds: vendors no earlier batch names, in AI and
search APIs (DeepInfra, AI21, Exa, Serper, Browserless, Daytona, Speechmatics, Rev.ai,
PlayHT, HeyGen, LanceDB Cloud, Arize, Humanloop, ScraperAPI, Diffbot, Oxylabs), hosting
and infrastructure (Contabo, Scalr), code quality and testing (Socket, Code Climate,
Applitools, Cypress Cloud record keys, Knapsack Pro, Develocity access keys, sourcehut),
support and product (Help Scout, Crisp, Gorgias, Snowplow, Typeform, Calendly, Miro,
Budibase), commerce and logistics (Saleor, commercetools, Easyship, PostGrid), finance and
accounting (Xero, Mercury, Brex, TrueLayer, Qonto, sevDesk, lexoffice, Moneybird,
FreshBooks, QuickBooks/Intuit), time tracking (Toggl, Clockify), documents (CloudConvert,
DocRaptor, PDFMonkey), telephony (Bandwidth, Telesign), data enrichment and validation
(RocketReach, NeverBounce, Kickbox, ipstack) and geo/weather (OpenCage, LocationIQ, Radar,
Tomorrow.io). Secrets appear as assignments, flags, positional arguments, headers, query
parameters, URL userinfo, SQL, XML, YAML, JSON, TOML, INI, HCL, Ansible and Pulumi config,
agent tool-call JSON, logs, pytest failures, diffs, splits and chat prose in English,
Spanish, German, French, Italian, Portuguese, Dutch, Polish, Swedish, Japanese, Chinese,
Korean and Turkish.
Look-alikes hold the same tools and files with env references in shell, PowerShell, cmd,
Compose, GitHub Actions, Helm, Go templates, Jinja, Spring, .NET and Terraform syntax,
secret-manager paths (Vault, AWS, GCP, Azure Key Vault, 1Password, Doppler),
placeholders and masks, publishable/public keys and client ids (Radar publishable keys,
Crisp website ids, Typeform form ids, Xero and TrueLayer client ids, Snowplow app ids,
Applitools batch ids, Cypress project ids), documented development defaults, ids
(request, trace, run, job, commit, digest, organisation, project, customer, invoice),
hashes and checksums, regions, hosts, base64 of public data, file names with hashes, cache
keys, build ids and prose that talks about credentials without giving one.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(19_2026_12_06)
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


# ============================================================ vendors of this batch
# Each vendor: display name, slug, env var, API host, auth header and scheme, query
# parameter name, a generator of its secret and one of a public id that goes with it.
class V:
    def __init__(self, name, slug, env, host, hdr, scheme, qp, gen, pub_label, pub):
        self.name, self.slug, self.env, self.host = name, slug, env, host
        self.hdr, self.scheme, self.qp, self.gen = hdr, scheme, qp, gen
        self.pub_label, self.pub = pub_label, pub


VENDORS = [
    V(
        "DeepInfra",
        "deepinfra",
        "DEEPINFRA_API_TOKEN",
        "api.deepinfra.com",
        "Authorization",
        "Bearer ",
        "",
        lambda: r(32),
        "model",
        lambda: "meta-llama/Meta-Llama-3.1-8B-Instruct",
    ),
    V(
        "AI21",
        "ai21",
        "AI21_API_KEY",
        "api.ai21.com",
        "Authorization",
        "Bearer ",
        "",
        lambda: r(32),
        "model",
        lambda: "jamba-1.5-mini",
    ),
    V(
        "Exa",
        "exa",
        "EXA_API_KEY",
        "api.exa.ai",
        "x-api-key",
        "",
        "",
        uuid4,
        "request_id",
        lambda: r(32, HEX),
    ),
    V(
        "Serper",
        "serper",
        "SERPER_API_KEY",
        "google.serper.dev",
        "X-API-KEY",
        "",
        "",
        lambda: r(40, HEX),
        "credits_left",
        lambda: str(_rng.randint(100, 2500)),
    ),
    V(
        "Browserless",
        "browserless",
        "BROWSERLESS_TOKEN",
        "production-sfo.browserless.io",
        "Authorization",
        "Bearer ",
        "token",
        lambda: r(8, UPPER_NUM) + r(40, HEX),
        "session_id",
        lambda: r(24, LOWER_NUM),
    ),
    V(
        "Daytona",
        "daytona",
        "DAYTONA_API_KEY",
        "app.daytona.io",
        "Authorization",
        "Bearer ",
        "",
        lambda: "dtn_" + r(64, HEX),
        "sandbox_id",
        uuid4,
    ),
    V(
        "Speechmatics",
        "speechmatics",
        "SPEECHMATICS_API_KEY",
        "asr.api.speechmatics.com",
        "Authorization",
        "Bearer ",
        "",
        lambda: r(32),
        "job_id",
        lambda: r(10, LOWER_NUM),
    ),
    V(
        "Rev.ai",
        "revai",
        "REVAI_ACCESS_TOKEN",
        "api.rev.ai",
        "Authorization",
        "Bearer ",
        "",
        lambda: "02" + r(66, URLSAFE),
        "job_id",
        lambda: r(12, ALNUM),
    ),
    V(
        "PlayHT",
        "playht",
        "PLAYHT_API_KEY",
        "api.play.ht",
        "AUTHORIZATION",
        "",
        "",
        lambda: r(32, HEX),
        "user_id",
        lambda: r(28, ALNUM),
    ),
    V(
        "HeyGen",
        "heygen",
        "HEYGEN_API_KEY",
        "api.heygen.com",
        "X-Api-Key",
        "",
        "",
        lambda: b64(45),
        "video_id",
        lambda: r(32, HEX),
    ),
    V(
        "LanceDB Cloud",
        "lancedb",
        "LANCEDB_API_KEY",
        "my-db.us-east-1.api.lancedb.com",
        "x-api-key",
        "",
        "",
        lambda: "sk_" + r(46, UPPER_NUM),
        "db_uri",
        lambda: "db://docs-" + r(6, LOWER_NUM),
    ),
    V(
        "Arize",
        "arize",
        "ARIZE_API_KEY",
        "otlp.arize.com",
        "api_key",
        "",
        "",
        lambda: "ak-" + uuid4() + "-" + r(32, URLSAFE),
        "space_id",
        lambda: "U3BhY2U6" + r(8, DIGITS) + r(4, ALNUM),
    ),
    V(
        "Humanloop",
        "humanloop",
        "HUMANLOOP_API_KEY",
        "api.humanloop.com",
        "X-API-KEY",
        "",
        "",
        lambda: "hl_sk_" + r(48, HEX),
        "prompt_id",
        lambda: "pr_" + r(21, ALNUM),
    ),
    V(
        "ScraperAPI",
        "scraperapi",
        "SCRAPERAPI_KEY",
        "api.scraperapi.com",
        "",
        "",
        "api_key",
        lambda: r(32, HEX),
        "request_id",
        uuid4,
    ),
    V(
        "Diffbot",
        "diffbot",
        "DIFFBOT_TOKEN",
        "api.diffbot.com",
        "",
        "",
        "token",
        lambda: r(32, HEX),
        "page_url",
        lambda: "https://example.com/blog/" + r(6, LOWER),
    ),
    V(
        "Oxylabs",
        "oxylabs",
        "OXYLABS_PASSWORD",
        "realtime.oxylabs.io",
        "",
        "",
        "",
        pw,
        "username",
        lambda: "acme_" + r(5, LOWER_NUM),
    ),
    V(
        "Contabo",
        "contabo",
        "CNTB_OAUTH2_CLIENT_SECRET",
        "api.contabo.com",
        "",
        "",
        "",
        lambda: r(32),
        "client_id",
        lambda: "INT-" + r(8, DIGITS),
    ),
    V(
        "Scalr",
        "scalr",
        "SCALR_TOKEN",
        "acme.scalr.io",
        "Authorization",
        "Bearer ",
        "",
        lambda: jwt({"jti": "at-" + r(17, LOWER_NUM), "iss": "scalr"}),
        "environment_id",
        lambda: "env-" + r(17, LOWER_NUM),
    ),
    V(
        "Socket",
        "socket",
        "SOCKET_SECURITY_API_TOKEN",
        "api.socket.dev",
        "Authorization",
        "Bearer ",
        "",
        lambda: "sktsec_" + r(48, ALNUM) + "_api",
        "org_slug",
        lambda: "acme",
    ),
    V(
        "Code Climate",
        "codeclimate",
        "CC_TEST_REPORTER_ID",
        "api.codeclimate.com",
        "Authorization",
        "Token token=",
        "",
        lambda: r(64, HEX),
        "repo_id",
        lambda: r(24, HEX),
    ),
    V(
        "Applitools",
        "applitools",
        "APPLITOOLS_API_KEY",
        "eyesapi.applitools.com",
        "",
        "",
        "apiKey",
        lambda: r(40, ALNUM) + "110",
        "batch_id",
        uuid4,
    ),
    V(
        "Cypress Cloud",
        "cypress",
        "CYPRESS_RECORD_KEY",
        "api.cypress.io",
        "",
        "",
        "",
        uuid4,
        "projectId",
        lambda: r(6, LOWER_NUM),
    ),
    V(
        "Knapsack Pro",
        "knapsack",
        "KNAPSACK_PRO_TEST_SUITE_TOKEN_RSPEC",
        "api.knapsackpro.com",
        "KNAPSACK-PRO-TEST-SUITE-TOKEN",
        "",
        "",
        lambda: r(32, HEX),
        "ci_build_id",
        lambda: str(_rng.randint(10000, 99999)),
    ),
    V(
        "Develocity",
        "develocity",
        "DEVELOCITY_ACCESS_KEY",
        "ge.acme.dev",
        "Authorization",
        "Bearer ",
        "",
        lambda: "ge.acme.dev=" + r(26, LOWER_NUM),
        "build_scan",
        lambda: r(13, LOWER_NUM),
    ),
    V(
        "sourcehut",
        "srht",
        "SRHT_ACCESS_TOKEN",
        "git.sr.ht",
        "Authorization",
        "Bearer ",
        "",
        lambda: "AD" + r(90, URLSAFE),
        "build_id",
        lambda: str(_rng.randint(1000000, 1999999)),
    ),
    V(
        "Help Scout",
        "helpscout",
        "HELPSCOUT_APP_SECRET",
        "api.helpscout.net",
        "",
        "",
        "",
        lambda: r(32),
        "app_id",
        lambda: r(32),
    ),
    V(
        "Crisp",
        "crisp",
        "CRISP_TOKEN_KEY",
        "api.crisp.chat",
        "",
        "",
        "",
        lambda: r(64, HEX),
        "website_id",
        uuid4,
    ),
    V(
        "Gorgias",
        "gorgias",
        "GORGIAS_API_KEY",
        "acme.gorgias.com",
        "",
        "",
        "",
        lambda: r(64, HEX),
        "ticket_id",
        lambda: str(_rng.randint(10**7, 10**8)),
    ),
    V(
        "Snowplow",
        "snowplow",
        "SNOWPLOW_CONSOLE_API_KEY",
        "console.snowplowanalytics.com",
        "X-API-Key",
        "",
        "",
        uuid4,
        "organization_id",
        uuid4,
    ),
    V(
        "Typeform",
        "typeform",
        "TYPEFORM_TOKEN",
        "api.typeform.com",
        "Authorization",
        "Bearer ",
        "",
        lambda: "tfp_" + r(44, URLSAFE) + "_" + r(14, ALNUM),
        "form_id",
        lambda: r(8, ALNUM),
    ),
    V(
        "Calendly",
        "calendly",
        "CALENDLY_PAT",
        "api.calendly.com",
        "Authorization",
        "Bearer ",
        "",
        lambda: jwt({"iss": "https://auth.calendly.com", "jti": uuid4(), "user_uuid": uuid4()}),
        "organization",
        lambda: "https://api.calendly.com/organizations/" + r(16, UPPER),
    ),
    V(
        "Miro",
        "miro",
        "MIRO_ACCESS_TOKEN",
        "api.miro.com",
        "Authorization",
        "Bearer ",
        "",
        lambda: "eyJtaXJvLm9yaWdpbiI6ImV1MDEifQ_" + r(27, URLSAFE),
        "board_id",
        lambda: "uXjV" + r(8, ALNUM) + "=",
    ),
    V(
        "Budibase",
        "budibase",
        "BUDIBASE_API_KEY",
        "acme.budibase.app",
        "x-budibase-api-key",
        "",
        "",
        lambda: r(32, HEX) + "-" + r(64, HEX),
        "app_id",
        lambda: "app_" + r(32, HEX),
    ),
    V(
        "Saleor",
        "saleor",
        "SALEOR_APP_TOKEN",
        "acme.eu.saleor.cloud",
        "Authorization",
        "Bearer ",
        "",
        lambda: r(30),
        "channel",
        lambda: "default-channel",
    ),
    V(
        "commercetools",
        "ctp",
        "CTP_CLIENT_SECRET",
        "auth.europe-west1.gcp.commercetools.com",
        "",
        "",
        "",
        lambda: r(32, URLSAFE),
        "project_key",
        lambda: "acme-shop-prod",
    ),
    V(
        "Easyship",
        "easyship",
        "EASYSHIP_API_TOKEN",
        "public-api.easyship.com",
        "Authorization",
        "Bearer ",
        "",
        lambda: "prod_" + r(44, ALNUM) + "=",
        "shipment_id",
        lambda: "ESUS" + r(8, DIGITS),
    ),
    V(
        "PostGrid",
        "postgrid",
        "POSTGRID_API_KEY",
        "api.postgrid.com",
        "x-api-key",
        "",
        "",
        lambda: "live_sk_" + r(22, ALNUM),
        "letter_id",
        lambda: "letter_" + r(22, ALNUM),
    ),
    V(
        "Xero",
        "xero",
        "XERO_CLIENT_SECRET",
        "identity.xero.com",
        "",
        "",
        "",
        lambda: r(48, URLSAFE),
        "client_id",
        lambda: r(32, UPPER_HEX),
    ),
    V(
        "Mercury",
        "mercury",
        "MERCURY_API_TOKEN",
        "api.mercury.com",
        "Authorization",
        "Bearer ",
        "",
        lambda: "secret-token:mercury_production_wma_" + r(40, ALNUM) + "_yrucrem",
        "account_id",
        uuid4,
    ),
    V(
        "Brex",
        "brex",
        "BREX_API_TOKEN",
        "platform.brexapis.com",
        "Authorization",
        "Bearer ",
        "",
        lambda: "bxt_" + r(40, ALNUM),
        "card_id",
        lambda: "cuacc_" + r(25, LOWER_NUM),
    ),
    V(
        "TrueLayer",
        "truelayer",
        "TRUELAYER_CLIENT_SECRET",
        "auth.truelayer.com",
        "",
        "",
        "",
        uuid4,
        "client_id",
        lambda: "acme-" + r(6, LOWER_NUM),
    ),
    V(
        "Qonto",
        "qonto",
        "QONTO_SECRET_KEY",
        "thirdparty.qonto.com",
        "Authorization",
        "",
        "",
        lambda: r(32, HEX),
        "login",
        lambda: "acme-sas-" + r(4, DIGITS),
    ),
    V(
        "sevDesk",
        "sevdesk",
        "SEVDESK_API_TOKEN",
        "my.sevdesk.de",
        "Authorization",
        "",
        "",
        lambda: r(32, HEX),
        "contact_id",
        lambda: str(_rng.randint(10**7, 10**8)),
    ),
    V(
        "lexoffice",
        "lexoffice",
        "LEXOFFICE_API_KEY",
        "api.lexoffice.io",
        "Authorization",
        "Bearer ",
        "",
        lambda: r(48, URLSAFE),
        "voucher_id",
        uuid4,
    ),
    V(
        "Moneybird",
        "moneybird",
        "MONEYBIRD_TOKEN",
        "moneybird.com",
        "Authorization",
        "Bearer ",
        "",
        lambda: r(64, HEX),
        "administration_id",
        lambda: str(_rng.randint(10**17, 10**18)),
    ),
    V(
        "FreshBooks",
        "freshbooks",
        "FRESHBOOKS_CLIENT_SECRET",
        "api.freshbooks.com",
        "",
        "",
        "",
        lambda: r(64, HEX),
        "account_id",
        lambda: r(6, ALNUM),
    ),
    V(
        "QuickBooks",
        "intuit",
        "QBO_CLIENT_SECRET",
        "oauth.platform.intuit.com",
        "",
        "",
        "",
        lambda: r(40, ALNUM),
        "realm_id",
        lambda: str(_rng.randint(10**18, 10**19)),
    ),
    V(
        "Toggl Track",
        "toggl",
        "TOGGL_API_TOKEN",
        "api.track.toggl.com",
        "",
        "",
        "",
        lambda: r(32, HEX),
        "workspace_id",
        lambda: str(_rng.randint(10**6, 10**7)),
    ),
    V(
        "Clockify",
        "clockify",
        "CLOCKIFY_API_KEY",
        "api.clockify.me",
        "X-Api-Key",
        "",
        "",
        lambda: r(48, ALNUM),
        "workspace_id",
        lambda: r(24, HEX),
    ),
    V(
        "CloudConvert",
        "cloudconvert",
        "CLOUDCONVERT_API_KEY",
        "api.cloudconvert.com",
        "Authorization",
        "Bearer ",
        "",
        lambda: jwt({"aud": "1", "jti": r(80, HEX), "scopes": ["task.write"]}),
        "job_id",
        uuid4,
    ),
    V(
        "DocRaptor",
        "docraptor",
        "DOCRAPTOR_API_KEY",
        "api.docraptor.com",
        "",
        "",
        "user_credentials",
        lambda: r(20, ALNUM),
        "status_id",
        uuid4,
    ),
    V(
        "PDFMonkey",
        "pdfmonkey",
        "PDFMONKEY_SECRET_KEY",
        "api.pdfmonkey.io",
        "Authorization",
        "Bearer ",
        "",
        lambda: r(20, URLSAFE),
        "document_template_id",
        uuid4,
    ),
    V(
        "Bandwidth",
        "bandwidth",
        "BW_PASSWORD",
        "messaging.bandwidth.com",
        "",
        "",
        "",
        pw,
        "account_id",
        lambda: str(_rng.randint(5000000, 5999999)),
    ),
    V(
        "Telesign",
        "telesign",
        "TELESIGN_API_KEY",
        "rest-ww.telesign.com",
        "",
        "",
        "",
        lambda: b64(64),
        "customer_id",
        lambda: (
            r(8, UPPER_HEX)
            + "-"
            + r(4, UPPER_HEX)
            + "-"
            + r(4, UPPER_HEX)
            + "-"
            + r(4, UPPER_HEX)
            + "-"
            + r(12, UPPER_HEX)
        ),
    ),
    V(
        "RocketReach",
        "rocketreach",
        "ROCKETREACH_API_KEY",
        "api.rocketreach.co",
        "Api-Key",
        "",
        "",
        lambda: r(6, HEX) + "k" + r(33, HEX),
        "lookup_id",
        lambda: str(_rng.randint(10**8, 10**9)),
    ),
    V(
        "NeverBounce",
        "neverbounce",
        "NEVERBOUNCE_API_KEY",
        "api.neverbounce.com",
        "",
        "",
        "key",
        lambda: "private_" + r(32, HEX),
        "job_id",
        lambda: str(_rng.randint(10**5, 10**6)),
    ),
    V(
        "Kickbox",
        "kickbox",
        "KICKBOX_API_KEY",
        "api.kickbox.com",
        "",
        "",
        "apikey",
        lambda: "live_" + r(64, HEX),
        "request_id",
        uuid4,
    ),
    V(
        "ipstack",
        "ipstack",
        "IPSTACK_ACCESS_KEY",
        "api.ipstack.com",
        "",
        "",
        "access_key",
        lambda: r(32, HEX),
        "ip",
        lambda: "134.201.250.155",
    ),
    V(
        "OpenCage",
        "opencage",
        "OPENCAGE_API_KEY",
        "api.opencagedata.com",
        "",
        "",
        "key",
        lambda: r(32, HEX),
        "query",
        lambda: "Berlin, Germany",
    ),
    V(
        "LocationIQ",
        "locationiq",
        "LOCATIONIQ_TOKEN",
        "us1.locationiq.com",
        "",
        "",
        "key",
        lambda: "pk." + r(32, HEX),
        "place_id",
        lambda: str(_rng.randint(10**8, 10**9)),
    ),
    V(
        "Radar",
        "radar",
        "RADAR_SECRET_KEY",
        "api.radar.io",
        "Authorization",
        "",
        "",
        lambda: "prj_live_sk_" + r(40, HEX),
        "publishable_key",
        lambda: "prj_live_pk_" + r(40, HEX),
    ),
    V(
        "Tomorrow.io",
        "tomorrowio",
        "TOMORROW_API_KEY",
        "api.tomorrow.io",
        "",
        "",
        "apikey",
        lambda: r(32),
        "location",
        lambda: "42.3478,-71.0466",
    ),
]


def fill(t: str, v: V, pub: str) -> str:
    hdr = v.hdr or "Authorization"
    scheme = v.scheme if v.hdr else "Bearer "
    lower = v.env.lower()
    cls = "".join(ch for ch in v.name.title() if ch.isalnum())
    return (
        t.replace("%NAME%", v.name)
        .replace("%CLS%", cls)
        .replace("%SLUGU%", v.slug.upper())
        .replace("%SLUG%", v.slug)
        .replace("%ENVL%", lower)
        .replace("%ENV%", v.env)
        .replace("%HOST%", v.host)
        .replace("%HDR%", hdr)
        .replace("%SCHEME%", scheme)
        .replace("%QP%", v.qp or "api_key")
        .replace("%PUBL%", v.pub_label)
        .replace("%PUB%", pub)
    )


# (kind suffix, needs: "" | "hdr" | "qp", template). {0} is the secret, {1} a request id.
S_TEMPLATES = [
    (
        "python-requests-session",
        "hdr",
        """import requests

session = requests.Session()
session.headers.update({"%HDR%": "%SCHEME%{0}", "Accept": "application/json"})
resp = session.get("https://%HOST%/v1/", timeout=15)
resp.raise_for_status()""",
    ),
    (
        "ts-fetch-headers",
        "hdr",
        """export async function call%CLS%(path: string, body: unknown) {
  const res = await fetch(`https://%HOST%${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "%HDR%": "%SCHEME%{0}",
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`%NAME% ${res.status}`);
  return res.json();
}""",
    ),
    (
        "dotenv-block",
        "",
        """# .env — local dev, don't commit
NODE_ENV=development
PORT=3000
DATABASE_URL=postgres://postgres:postgres@localhost:5432/app_dev
%ENV%={0}
%SLUGU%_BASE_URL=https://%HOST%
LOG_LEVEL=debug""",
    ),
    (
        "curl-header",
        "hdr",
        """$ curl -sS https://%HOST%/v1/ \\
    -H '%HDR%: %SCHEME%{0}' \\
    -H 'Content-Type: application/json' | jq .
{
  "status": "ok",
  "request_id": "{1}"
}""",
    ),
    (
        "curl-query-param",
        "qp",
        """$ curl -s "https://%HOST%/v1/?%QP%={0}&format=json" | head -c 300
{"success":true,"request_id":"{1}"}""",
    ),
    (
        "k8s-secret-stringdata",
        "",
        """apiVersion: v1
kind: Secret
metadata:
  name: %SLUG%-credentials
  namespace: integrations
type: Opaque
stringData:
  %ENV%: "{0}"
  %SLUGU%_HOST: %HOST%""",
    ),
    (
        "compose-environment",
        "",
        """services:
  worker:
    image: ghcr.io/acme/worker:2.14.0
    depends_on: [redis]
    environment:
      REDIS_URL: redis://redis:6379/0
      %ENV%: {0}
      %SLUGU%_TIMEOUT_MS: "8000"
  redis:
    image: redis:7-alpine""",
    ),
    (
        "gha-env-inline",
        "",
        """name: nightly-sync
on:
  schedule:
    - cron: "17 3 * * *"
jobs:
  sync:
    runs-on: ubuntu-latest
    env:
      %ENV%: {0}
    steps:
      - uses: actions/checkout@v4
      - run: npm ci && npm run sync:%SLUG%""",
    ),
    (
        "terraform-variable-default",
        "",
        """variable "%ENVL%" {
  type        = string
  description = "%NAME% credential used by the sync lambda"
  default     = "{0}"
}

resource "aws_lambda_function" "%SLUG%_sync" {
  function_name = "%SLUG%-sync"
  environment {
    variables = {
      %ENV% = var.%ENVL%
    }
  }
}""",
    ),
    (
        "tool-call-bash-json",
        "",
        """{"type":"tool_use","id":"toolu_01{2}","name":"Bash","input":{"command":"%ENV%={0} python scripts/backfill_%SLUG%.py --since 2026-11-01 --dry-run","description":"Dry-run the %NAME% backfill"}}""",
    ),
    (
        "pyproject-toml-tool-section",
        "",
        """[tool.%SLUG%]
base_url = "https://%HOST%"
api_key = "{0}"
timeout = 20
retries = 3""",
    ),
    (
        "ini-settings",
        "",
        """[%SLUG%]
endpoint = https://%HOST%
secret = {0}
verify_ssl = true

[logging]
level = INFO""",
    ),
    (
        "dotnet-appsettings-xml",
        "",
        """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="%NAME%:Endpoint" value="https://%HOST%" />
    <add key="%NAME%:ApiKey" value="{0}" />
    <add key="Serilog:MinimumLevel" value="Information" />
  </appSettings>
</configuration>""",
    ),
    (
        "sql-insert-integration",
        "",
        """INSERT INTO integrations (tenant_id, provider, api_key, created_at)
VALUES (42, '%SLUG%', '{0}', now())
ON CONFLICT (tenant_id, provider) DO UPDATE SET api_key = EXCLUDED.api_key;""",
    ),
    (
        "go-header-set",
        "hdr",
        """req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://%HOST%/v1/", nil)
if err != nil {
\treturn nil, err
}
req.Header.Set("%HDR%", "%SCHEME%{0}")
req.Header.Set("User-Agent", "acme-sync/1.8")
resp, err := c.http.Do(req)""",
    ),
    (
        "httpx-debug-log",
        "hdr",
        """2026-12-05 14:22:08,517 DEBUG httpcore.http11 send_request_headers.started request=<Request [b'GET']>
2026-12-05 14:22:08,518 DEBUG acme.clients.%SLUG% outgoing headers={'host': '%HOST%', '%HDR%': '%SCHEME%{0}', 'accept': '*/*'}
2026-12-05 14:22:08,731 DEBUG httpcore.http11 receive_response_headers.complete return_value=(b'HTTP/1.1', 200, b'OK')""",
    ),
    (
        "pytest-assert-failure",
        "",
        """______________________ test_client_uses_configured_key ______________________

    def test_client_uses_configured_key(settings):
        client = make_%SLUG%_client(settings)
>       assert client.api_key == settings.%ENVL%
E       AssertionError: assert '{0}' == ''
E         - 
E         + {0}

tests/integrations/test_%SLUG%.py:31: AssertionError""",
    ),
    (
        "git-diff-env",
        "",
        """diff --git a/deploy/staging.env b/deploy/staging.env
index 4e1c2aa..9b07f3d 100644
--- a/deploy/staging.env
+++ b/deploy/staging.env
@@ -7,3 +7,4 @@ SENTRY_ENVIRONMENT=staging
 FEATURE_NEW_CHECKOUT=true
 QUEUE_CONCURRENCY=4
+%ENV%={0}""",
    ),
    (
        "ansible-group-vars",
        "",
        """# group_vars/prod/main.yml
app_user: deploy
app_port: 8080
%ENVL%: "{0}"
%SLUG%_endpoint: "https://%HOST%\"""",
    ),
    (
        "java-static-final",
        "",
        """public final class %CLS%Config {
    static final String BASE_URL = "https://%HOST%";
    static final String API_KEY = "{0}";
    static final Duration TIMEOUT = Duration.ofSeconds(20);

    private %CLS%Config() {}
}""",
    ),
    (
        "fly-secrets-set",
        "",
        """$ fly secrets set %ENV%={0} -a acme-api
Updating existing machines in 'acme-api' with rolling strategy
  [1/2] Machine 148e272b0d3789 [app] update succeeded
  [2/2] Machine 9080524f611e87 [app] update succeeded""",
    ),
    (
        "url-userinfo",
        "",
        """# worker.toml
[upstream.%SLUG%]
url = "https://acme-sync:{0}@%HOST%/v1/"
pool_size = 4""",
    ),
    (
        "helm-set-flag",
        "",
        """$ helm upgrade --install sync ./charts/sync -n integrations \\
    --set image.tag=2.14.0 \\
    --set %SLUG%.apiKey={0} \\
    --wait --timeout 5m
Release "sync" has been upgraded. Happy Helming!""",
    ),
    (
        "csharp-httpclient",
        "hdr",
        """builder.Services.AddHttpClient("%SLUG%", client =>
{
    client.BaseAddress = new Uri("https://%HOST%/");
    client.DefaultRequestHeaders.Add("%HDR%", "%SCHEME%{0}");
    client.Timeout = TimeSpan.FromSeconds(20);
});""",
    ),
    (
        "ruby-initializer",
        "",
        """# config/initializers/%SLUG%.rb
%SLUGU%_CONFIG = {
  base_url: "https://%HOST%",
  api_key: "{0}",
  open_timeout: 5
}.freeze""",
    ),
    (
        "php-config-array",
        "",
        """<?php
// config/services.php
return [
    '%SLUG%' => [
        'base_url' => 'https://%HOST%',
        'key' => env('%ENV%', '{0}'),
    ],
];""",
    ),
    (
        "rust-reqwest-header",
        "hdr",
        """let client = reqwest::Client::new();
let resp = client
    .get("https://%HOST%/v1/")
    .header("%HDR%", "%SCHEME%{0}")
    .send()
    .await?
    .error_for_status()?;""",
    ),
    (
        "kotlin-okhttp-interceptor",
        "hdr",
        """val http = OkHttpClient.Builder()
    .addInterceptor { chain ->
        chain.proceed(
            chain.request().newBuilder()
                .header("%HDR%", "%SCHEME%{0}")
                .build()
        )
    }
    .build()""",
    ),
    (
        "pulumi-stack-config",
        "",
        """config:
  aws:region: eu-central-1
  sync:%ENVL%: {0}
  sync:%SLUG%Host: %HOST%""",
    ),
    (
        "docker-run-e",
        "",
        """$ docker run --rm -e %ENV%='{0}' -e LOG_LEVEL=debug ghcr.io/acme/sync:2.14.0 backfill --limit 100
2026-12-05T14:31:02Z INF starting backfill provider=%SLUG% limit=100""",
    ),
    (
        "json-config-file",
        "",
        """{
  "integrations": {
    "%SLUG%": {
      "enabled": true,
      "endpoint": "https://%HOST%",
      "credentials": { "apiKey": "{0}" },
      "%PUBL%": "%PUB%"
    }
  }
}""",
    ),
    (
        "node-stack-trace",
        "",
        """Error: %NAME% request failed with status 401
    at %CLS%Client.request (/app/src/integrations/%SLUG%.ts:88:13)
    at processTicksAndRejections (node:internal/process/task_queues:95:5) {
  config: {
    url: 'https://%HOST%/v1/',
    method: 'get',
    headers: { Accept: 'application/json', '%HDR%': '%SCHEME%{0}' }
  }
}""",
    ),
]

PROSE = [
    "hey, for the %NAME% integration use this key: {0} — it's the staging one, I'll rotate it next week",
    "Oye, la clave de %NAME% para pruebas es {0}, ponla en el .env y no la subas al repo",
    "Kannst du den %NAME%-Schlüssel im Vault aktualisieren? Der neue ist {0}",
    "Voici la clé %NAME% pour la prod : {0} (à mettre dans Doppler, pas dans le code)",
    "Ciao, la chiave di %NAME% è {0}, l'ho appena generata dalla dashboard",
    "Segue a chave do %NAME%: {0} — usa só no ambiente de homologação",
    "De %NAME% API-sleutel voor acceptatie is {0}, vergeet hem niet in de pipeline te zetten",
    "Klucz do %NAME% (produkcja): {0} — wklej go do sekretów w CI",
    "Här är %NAME%-nyckeln till testmiljön: {0}",
    "%NAME% のAPIキーはこれです：{0} 本番用なので取り扱い注意",
    "%NAME% 的密钥是 {0}，先放到 .env.local 里测试一下",
    "%NAME% API 키 공유합니다: {0} 스테이징 전용이에요",
    "%NAME% anahtarı şu: {0} — lütfen repoya commit etme",
]

# Look-alike templates: the same files and tools with nothing secret in them. {0} is a
# random public value (id, hash, digest), {1} a second one.
L_TEMPLATES = [
    """import os
import requests

session = requests.Session()
session.headers["Authorization"] = f"Bearer {os.environ['%ENV%']}"
resp = session.get("https://%HOST%/v1/", timeout=15)
log.info("%NAME% responded", extra={"request_id": resp.headers.get("x-request-id")})""",
    """# .env.example — copy to .env and fill in
NODE_ENV=development
DATABASE_URL=postgres://postgres:postgres@localhost:5432/app_dev
%ENV%=
# %ENV%=<your %NAME% key, see 1Password "Engineering / %NAME%">
%SLUGU%_BASE_URL=https://%HOST%""",
    """$ curl -sS "https://%HOST%/v1/" -H "Authorization: Bearer ${%ENV%:?set it first}" | jq '.request_id'
"{0}\"""",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: %SLUG%-credentials
spec:
  refreshInterval: 1h
  secretStoreRef:
    name: aws-secrets-manager
    kind: ClusterSecretStore
  target:
    name: %SLUG%-credentials
  data:
    - secretKey: %ENV%
      remoteRef:
        key: prod/integrations/%SLUG%
        property: api_key""",
    """      - name: Sync %NAME%
        run: npm run sync:%SLUG%
        env:
          %ENV%: ${{ secrets.%ENV% }}
          %SLUGU%_BASE_URL: ${{ vars.%SLUGU%_BASE_URL }}
          RUN_ID: ${{ github.run_id }}-${{ github.run_attempt }}""",
    """data "aws_secretsmanager_secret_version" "%SLUG%" {
  secret_id = "prod/integrations/%SLUG%"
}

resource "aws_lambda_function" "%SLUG%_sync" {
  function_name = "%SLUG%-sync"
  environment {
    variables = {
      %ENV% = jsondecode(data.aws_secretsmanager_secret_version.%SLUG%.secret_string)["api_key"]
    }
  }
}""",
    """2026-12-05T14:22:09.114Z INFO  acme.sync.%SLUG% request completed status=200 duration_ms=213 request_id={0} trace_id={1} key=****{2}""",
    """// Public config — safe to ship to the browser
export const %SLUG%Config = {
  host: "%HOST%",
  %PUBL%: "%PUB%",
  region: "eu-west-1",
};""",
    """$ git log --oneline -3 -- src/integrations/%SLUG%.ts
{0} fix(%SLUG%): retry on 429 with jitter
{1} chore(%SLUG%): read key from %ENV% instead of config.json
{2} feat(%SLUG%): initial client""",
    """Heads-up: the %NAME% key was rotated this morning. Nothing to do on your side — pods pick up the new value from Vault (secret/data/integrations/%SLUG%) within an hour. If you see 401s from %HOST%, restart the worker rather than pasting a key into .env.""",
    """%SLUG%:
  enabled: true
  host: %HOST%
  existingSecret: %SLUG%-credentials
  existingSecretKey: api-key
  # never put the key itself in values.yaml; see docs/secrets.md
  %PUBL%: "%PUB%\"""",
    """____________________ test_invoice_sync_maps_customer ____________________
E   AssertionError: assert 'cus_{0}' == 'cus_{1}'
E     - cus_{1}
E     + cus_{0}

tests/integrations/test_%SLUG%.py:58: AssertionError
FAILED tests/integrations/test_%SLUG%.py::test_invoice_sync_maps_customer - AssertionError""",
    """{"type":"tool_use","id":"toolu_01{0}","name":"Bash","input":{"command":"doppler run -p sync -c stg -- python scripts/backfill_%SLUG%.py --dry-run","description":"Run the %NAME% backfill with secrets injected by Doppler"}}""",
    """SELECT id, provider, external_id, checksum, updated_at
FROM integrations
WHERE provider = '%SLUG%' AND external_id = '{0}' AND checksum = '{1}';""",
    """apiVersion: v1
kind: ConfigMap
metadata:
  name: %SLUG%-settings
binaryData:
  endpoint: {0}
data:
  %SLUGU%_HOST: %HOST%
  %SLUGU%_REGION: eu-central-1""",
    """vite v5.4.11 building for production...
✓ 1342 modules transformed.
dist/index.html                        0.52 kB │ gzip:  0.33 kB
dist/assets/%SLUG%-widget-{0}.js       14.08 kB │ gzip:  5.11 kB
dist/assets/index-{1}.css              21.77 kB │ gzip:  4.92 kB
✓ built in 3.41s""",
    """Run actions/cache@v4
Cache restored from key: node-modules-Linux-{0}
Run npm run test:%SLUG%
Job id 3174{2} · run {1}""",
    """# application.yml
%SLUG%:
  base-url: https://%HOST%
  api-key: ${%ENV%}
  fallback-key: ${%ENV%:}
  timeout: 20s""",
    """    "node_modules/@acme/%SLUG%-client": {
      "version": "1.4.2",
      "resolved": "https://registry.npmjs.org/@acme/%SLUG%-client/-/%SLUG%-client-1.4.2.tgz",
      "integrity": "sha512-{0}"
    },""",
    """### Authentication

All %NAME% requests need an `Authorization: Bearer <YOUR_%ENV%>` header. Example:

```bash
curl https://%HOST%/v1/ -H "Authorization: Bearer $%ENV%"
```""",
    """$ vault kv get -field=api_key secret/integrations/%SLUG% >/dev/null && echo ok
ok
$ vault kv metadata get secret/integrations/%SLUG% | grep -E 'current_version|updated_time'
current_version         7
updated_time            2026-12-04T09:12:44.{0}Z""",
    """  # Terraform will perform the following actions:
  ~ resource "aws_lambda_function" "%SLUG%_sync" {
      ~ environment {
          ~ variables = (sensitive value)
        }
        id            = "%SLUG%-sync"
      ~ source_code_hash = "{0}" -> "{1}"
    }""",
    """$Env:%ENV% = (Get-Secret -Name '%NAME%ApiKey' -Vault AzKV -AsPlainText)
Invoke-RestMethod -Uri "https://%HOST%/v1/" -Headers @{ Authorization = "Bearer $Env:%ENV%" }""",
    """%NAME%: org {0} · `%PUBL%` = %PUB% · region eu-west-1 · host %HOST% · plan: growth""",
    """docker build --secret id=%ENVL%,env=%ENV% -t ghcr.io/acme/sync:{0} .
#12 [builder 5/7] RUN --mount=type=secret,id=%ENVL% npm run prebuild
#12 DONE 4.2s
#15 writing image sha256:{1} done""",
    """  {{- if .Values.%SLUG%.enabled }}
        - name: %ENV%
          valueFrom:
            secretKeyRef:
              name: {{ .Values.%SLUG%.existingSecret | default (printf "%s-%SLUG%" .Release.Name) }}
              key: api-key
  {{- end }}""",
    """%ENVL%: "{{ lookup('community.hashi_vault.hashi_vault', 'secret=secret/data/integrations/%SLUG%:api_key') }}"
%SLUG%_endpoint: "https://%HOST%\"""",
    """set %ENV%=%%ENV%%
if "%%ENV%%"=="" (echo %ENV% is not set & exit /b 1)
python -m sync.%SLUG% --check""",
]

L_PROSE = [
    "Where do I get the %NAME% key? It's in 1Password under Engineering → %NAME% (prod). Please don't paste it here; just reference %ENV%.",
    "¿Alguien sabe si el token de %NAME% caduca? Lo guardamos en AWS Secrets Manager como prod/integrations/%SLUG%.",
    "Der %NAME%-Schlüssel steht im Vault unter secret/integrations/%SLUG%; im Code lesen wir nur die Umgebungsvariable %ENV%.",
    "La clé %NAME% a été régénérée hier ; si vous avez des 401, relancez le pod, la nouvelle valeur est injectée par External Secrets.",
    "%NAME% のキーは Secret Manager（projects/acme-prod/secrets/%SLUG%-api-key）にあります。チャットには貼らないでください。",
    "%NAME% 的 key 已经轮换了，新值在 Vault 里，代码只读 %ENV%，不要写进仓库。",
    "W %NAME% klucz trzymamy w GitHub Secrets jako %ENV%; lokalnie użyj `doppler run`.",
]

L_VALUES = [
    lambda: (),
    lambda: (),
    lambda: (uuid4(),),
    lambda: (),
    lambda: (),
    lambda: (),
    lambda: (r(32, HEX), r(32, HEX), r(4, ALNUM)),
    lambda: (),
    lambda: (r(7, HEX), r(7, HEX), r(7, HEX)),
    lambda: (),
    lambda: (),
    lambda: (r(14, ALNUM), r(14, ALNUM)),
    lambda: (r(22, ALNUM),),
    lambda: ("inv_" + r(24, LOWER_NUM), r(64, HEX)),
    lambda: (
        base64.b64encode(
            b"https://" + bytes(str(_rng.randint(1, 9)), "ascii") + b".edge.example.net/v1/"
        ).decode(),
    ),
    lambda: (r(8, URLSAFE), r(8, URLSAFE)),
    lambda: (r(64, HEX), str(_rng.randint(10**10, 10**11)), r(4, DIGITS)),
    lambda: (),
    lambda: (b64(64),),
    lambda: (),
    lambda: (r(6, DIGITS),),
    lambda: (b64(32), b64(32)),
    lambda: (),
    lambda: ("org_" + r(24, LOWER_NUM),),
    lambda: (sha()[:12], r(64, HEX)),
    lambda: (),
    lambda: (),
    lambda: (),
]
assert len(L_VALUES) == len(L_TEMPLATES)

S_CLASS = {
    "python-requests-session": "code",
    "ts-fetch-headers": "code",
    "dotenv-block": "dotenv",
    "curl-header": "header",
    "curl-query-param": "query",
    "k8s-secret-stringdata": "manifest",
    "compose-environment": "manifest",
    "gha-env-inline": "ci",
    "terraform-variable-default": "iac",
    "tool-call-bash-json": "agent",
    "pyproject-toml-tool-section": "config",
    "ini-settings": "config",
    "dotnet-appsettings-xml": "config",
    "sql-insert-integration": "sql",
    "go-header-set": "code",
    "httpx-debug-log": "log",
    "pytest-assert-failure": "test",
    "git-diff-env": "diff",
    "ansible-group-vars": "iac",
    "java-static-final": "code",
    "fly-secrets-set": "cli",
    "url-userinfo": "url",
    "helm-set-flag": "cli",
    "csharp-httpclient": "code",
    "ruby-initializer": "code",
    "php-config-array": "code",
    "rust-reqwest-header": "code",
    "kotlin-okhttp-interceptor": "code",
    "pulumi-stack-config": "iac",
    "docker-run-e": "cli",
    "json-config-file": "config",
    "node-stack-trace": "trace",
}

# ============================================================ secrets and look-alikes
for i, v in enumerate(VENDORS):
    pub = v.pub()
    k = i * 3
    chosen = 0
    while chosen < 3:
        suffix, need, tmpl = S_TEMPLATES[k % len(S_TEMPLATES)]
        k += 1
        if (need == "hdr" and not v.hdr) or (need == "qp" and not v.qp):
            continue
        add(
            f"{S_CLASS[suffix]}/{v.slug}-{suffix}",
            fill(tmpl, v, pub),
            v.gen(),
            uuid4(),
            r(22, ALNUM),
        )
        chosen += 1
    for j in range(3):
        n = (i * 3 + j + 1) % len(L_TEMPLATES)
        la(fill(L_TEMPLATES[n], v, v.pub()), *L_VALUES[n]())

for n, text in enumerate(PROSE):
    v = VENDORS[(n * 5 + 2) % len(VENDORS)]
    add(
        f"prose/{v.slug}-chat-{['en', 'es', 'de', 'fr', 'it', 'pt', 'nl', 'pl', 'sv', 'ja', 'zh', 'ko', 'tr'][n]}",
        fill(text, v, ""),
        v.gen(),
    )

for n, text in enumerate(L_PROSE):
    v = VENDORS[(n * 9 + 4) % len(VENDORS)]
    la(fill(text, v, ""))

# ============================================================ vendor-specific forms
add(
    "cli/cypress-run-record-key-flag",
    """$ npx cypress run --record --key {0} --parallel --ci-build-id "$GITHUB_RUN_ID" --group e2e-chrome
Opening Cypress...
  Recorded Run: https://cloud.cypress.io/projects/{1}/runs/2841""",
    uuid4(),
    r(6, LOWER_NUM),
)
add(
    "cli/codeclimate-reporter-r-flag",
    """- run: ./cc-test-reporter after-build -r {0} --exit-code $? -t lcov
  # TODO move the id into secrets, it's been here since the Travis days""",
    r(64, HEX),
)
add(
    "config/develocity-gradle-properties",
    """# ~/.gradle/gradle.properties
org.gradle.caching=true
org.gradle.jvmargs=-Xmx4g
develocity.accessKey=ge.acme.dev={0}""",
    r(26, LOWER_NUM),
)
add(
    "url/oxylabs-proxy-userinfo",
    """proxies = {
    "https": "http://customer-acme_{1}-cc-de:{0}@pr.oxylabs.io:7777",
}
r = requests.get("https://ip.oxylabs.io/location", proxies=proxies, timeout=30)""",
    pw(),
    r(5, LOWER_NUM),
)
add(
    "cli/bandwidth-curl-u",
    """$ curl -s -u 'api-user-acme:{0}' https://messaging.bandwidth.com/api/v2/users/{1}/messages \\
    -H 'Content-Type: application/json' \\
    -d '{"to":["+15555550123"],"from":"+15555550100","text":"build green","applicationId":"{2}"}'""",
    pw(),
    str(_rng.randint(5000000, 5999999)),
    uuid4(),
)
add(
    "cli/xero-client-credentials-curl",
    """curl -s -X POST https://identity.xero.com/connect/token \\
  -u "{1}:{0}" \\
  -d grant_type=client_credentials -d scope="accounting.transactions accounting.contacts\"""",
    r(48, URLSAFE),
    r(32, UPPER_HEX),
)
add(
    "header/qonto-login-colon-secret",
    """GET /v2/transactions?bank_account_id={1}&status[]=completed HTTP/1.1
Host: thirdparty.qonto.com
Authorization: acme-sas-4410:{0}
Accept: application/json""",
    r(32, HEX),
    uuid4(),
)
add(
    "header/telesign-basic-customer-key",
    """$ http --auth {1}:{0} POST https://rest-ww.telesign.com/v1/verify/sms phone_number=15555550123 verify_code=48213""",
    b64(64),
    r(8, UPPER_HEX)
    + "-"
    + r(4, UPPER_HEX)
    + "-"
    + r(4, UPPER_HEX)
    + "-"
    + r(4, UPPER_HEX)
    + "-"
    + r(12, UPPER_HEX),
)
add(
    "query/docraptor-user-credentials",
    """POST https://api.docraptor.com/docs?user_credentials={0} 200 OK (2.41s) doc_type=pdf test=false name=invoice-2026-11.pdf""",
    r(20, ALNUM),
)
add(
    "query/browserless-ws-endpoint",
    """const browser = await puppeteer.connect({
  browserWSEndpoint: "wss://production-sfo.browserless.io?token={0}&stealth=true&blockAds=true",
});""",
    r(8, UPPER_NUM) + r(40, HEX),
)
add(
    "query/tomorrowio-log-line",
    """127.0.0.1 - - [05/Dec/2026:14:02:11 +0000] "GET /v4/weather/forecast?location=42.3478,-71.0466&units=metric&apikey={0} HTTP/1.1" 429 112 "-" "python-httpx/0.27.2\"""",
    r(32),
)
add(
    "positional/socket-login",
    """$ socket login {0}
✔ API token verified for organization acme
$ socket scan create --repo web --branch main .""",
    "sktsec_" + r(48, ALNUM) + "_api",
)
add(
    "positional/toggl-basic-api-token",
    """$ curl -u {0}:api_token https://api.track.toggl.com/api/v9/me | jq .default_workspace_id
4821930""",
    r(32, HEX),
)
add(
    "config/contabo-cntb-yaml",
    """# ~/.cntb.yaml
oauth2-clientid: INT-{1}
oauth2-client-secret: {0}
oauth2-user: ops@acme.dev
oauth2-password: {2}""",
    r(32),
    r(8, DIGITS),
    pw(),
)
add(
    "config/knapsack-ci-yaml",
    """  rspec:
    parallelism: 4
    environment:
      KNAPSACK_PRO_CI_NODE_TOTAL: 4
      KNAPSACK_PRO_TEST_SUITE_TOKEN_RSPEC: {0}
    steps:
      - run: bundle exec rake knapsack_pro:queue:rspec""",
    r(32, HEX),
)
add(
    "sql/postgrid-update-settings",
    """acme_prod=> UPDATE mail_settings SET postgrid_key = 'live_sk_{0}' WHERE id = 1;
UPDATE 1""",
    r(22, ALNUM),
)
add_split(
    "split/lexoffice-ts-template",
    """const LEXOFFICE_KEY = `{0}` +
  `{1}`; // TODO env""",
    r(24, URLSAFE),
    r(24, URLSAFE),
)
add_split(
    "split/freshbooks-env-wrapped",
    """$ echo $FRESHBOOKS_CLIENT_SECRET
{0}
{1}
(terminal wrapped at 32 columns)""",
    r(32, HEX),
    r(32, HEX),
)
add_split(
    "split/serper-python-concat",
    """SERPER_KEY = (
    "{0}"
    "{1}"
)""",
    r(20, HEX),
    r(20, HEX),
)
add(
    "agent/daytona-tool-result-env",
    """{"type":"tool_result","tool_use_id":"toolu_01{1}","content":"$ cat .env.local\\nNEXT_PUBLIC_APP_URL=http://localhost:3000\\nDAYTONA_API_KEY=dtn_{0}\\nDAYTONA_TARGET=eu\\n"}""",
    r(64, HEX),
    r(22, ALNUM),
)
add(
    "xml/applitools-maven-settings",
    """<profile>
  <id>visual</id>
  <properties>
    <applitools.serverUrl>https://eyesapi.applitools.com</applitools.serverUrl>
    <applitools.apiKey>{0}</applitools.apiKey>
  </properties>
</profile>""",
    r(40, ALNUM) + "110",
)

la(
    """$ npx cypress run --record --key "$CYPRESS_RECORD_KEY" --parallel --ci-build-id "$GITHUB_RUN_ID"
  Recorded Run: https://cloud.cypress.io/projects/{0}/runs/2842""",
    r(6, LOWER_NUM),
)
la(
    """# ~/.gradle/gradle.properties
org.gradle.caching=true
develocity.server=https://ge.acme.dev
# access key comes from DEVELOCITY_ACCESS_KEY on CI and `./gradlew provisionDevelocityAccessKey` locally
Build scan: https://ge.acme.dev/s/{0}""",
    r(13, LOWER_NUM),
)
la(
    """<!-- Crisp chat widget: the website id is public -->
<script>window.$crisp=[];window.CRISP_WEBSITE_ID="{0}";</script>
<script src="https://client.crisp.chat/l.js" async></script>""",
    uuid4(),
)
la(
    """Radar.initialize('prj_live_pk_{0}', { logLevel: 'warn' }); // publishable key, fine in the bundle""",
    r(40, HEX),
)
la(
    """<div data-tf-widget="{0}" data-tf-opacity="100" data-tf-iframe-props="title=Feedback" style="width:100%;height:500px;"></div>
<script src="//embed.typeform.com/next/embed.js"></script>""",
    r(8, ALNUM),
)
la(
    """XERO_CLIENT_ID={0}
XERO_CLIENT_SECRET=${{ secrets.XERO_CLIENT_SECRET }}
XERO_REDIRECT_URI=https://app.acme.dev/oauth/xero/callback""",
    r(32, UPPER_HEX),
)
la(
    """$ sha256sum cc-test-reporter
{0}  cc-test-reporter
$ curl -sL https://codeclimate.com/downloads/test-reporter/test-reporter-latest-linux-amd64.sha256 | cut -d' ' -f1
{0}""",
    r(64, HEX),
)
la(
    """window.snowplow('newTracker', 'sp1', 'collector.acme.dev', {
  appId: 'acme-web-{0}',
  platform: 'web',
  cookieDomain: '.acme.dev',
});""",
    r(6, LOWER_NUM),
)
la(
    """Applitools batch "nightly visual" id {0} · 212 steps · 3 diffs · https://eyes.applitools.com/app/batches/{1}""",
    uuid4(),
    r(19, DIGITS),
)
la(
    """http://localhost:8025  MailHog UI
postgres://postgres:postgres@localhost:5432/acme_test
redis://localhost:6379/1
minio: minioadmin / minioadmin (docker-compose.dev.yml defaults, local only)""",
)
la(
    """$ ipfs add -Q invoice-template.pdf
Qm{0}
$ md5sum invoice-template.pdf
{1}  invoice-template.pdf""",
    r(44, BASE58),
    r(32, HEX),
)
la(
    """Stripe invoice in_{0} for customer cus_{1} paid; QuickBooks realm {2} synced as Invoice #10482""",
    r(24, ALNUM),
    r(14, ALNUM),
    str(_rng.randint(10**18, 10**19)),
)
la(
    """oxylabs:
  username: ${OXYLABS_USERNAME}
  password: ${OXYLABS_PASSWORD}
  endpoint: pr.oxylabs.io:7777
  country: de""",
)
la(
    """echo "TOGGL_API_TOKEN=$(op read 'op://Engineering/Toggl Track/credential')" >> "$GITHUB_ENV\"""",
)

# query-parameter APIs through the shared curl template
_QUERY = dict(S_TEMPLATES[i][::2] for i in range(len(S_TEMPLATES)))["curl-query-param"]
for _v in VENDORS:
    if _v.slug in ("scraperapi", "diffbot", "ipstack", "neverbounce", "locationiq"):
        add(f"query/{_v.slug}-curl-query-param", fill(_QUERY, _v, ""), _v.gen(), uuid4())
