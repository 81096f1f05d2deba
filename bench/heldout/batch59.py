r"""Held-out batch 59: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: (1) bench/heldout/__init__.py, the batch format; (2) lines
1-130 of bench/heldout/batch19.py, its docstring and the helper functions r, b64, b64url,
pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged; (3) the Theme
paragraphs of the earlier batches, found with grep, so that their texts are not repeated;
(4) a grep of the kind names already used in add() and add_split() calls. The filter's
rules, code, docs, tests, benches and results were not read, and the filter was not run.

Theme: web scraping, browser automation and search infrastructure as a coding agent's
session holds it. New kinds live under the "crawl/" prefix: rotating residential and
datacenter proxy credentials in URLs, colon-separated host:port:user:pass lists, SOCKS5
pools, flags, Dockerfiles and Scrapy, Crawlee, Colly, axios, selenium-wire and
scrapy-playwright settings (Bright Data zones and Scraping Browser, Oxylabs realtime and
Web Unblocker, Smartproxy, IPRoyal, Webshare, Apify Proxy); captcha-solving services
(2Captcha, Anti-Captcha, CapSolver, CapMonster, DeathByCaptcha); scraping APIs and
platforms (ScraperAPI, Zyte API and scrapinghub.yml, Apify tokens and actor INPUT.json,
ScrapingBee, Crawlbase, ScrapeOps, SerpApi, DataForSEO); Scrapy settings, middlewares,
scrapy.cfg deploy targets and cron lines; Playwright storage state, Puppeteer cookie
files, Netscape cookies.txt, HAR cookies and form bodies, copy-as-cURL session cookies;
Selenium Grid basic auth and router config, Browserless tokens; login automation in
Playwright, Selenium and Robot Framework; search engines and vector databases
(Elasticsearch passwords, reset-password output, API key creation responses, encoded API
keys, service account and enrollment tokens, Logstash and Filebeat, OpenSearch Dashboards
and opensearch-benchmark, Solr auth enable, pysolr and SolrJ, Algolia admin keys beside
search-only keys and crawler credentials, Meilisearch master and admin keys, Typesense,
Pinecone, Weaviate, Qdrant read-write and read-only keys, Milvus, Vespa data-plane
tokens, Chroma, Marqo, Elastic App Search private keys), agent tool-call JSON, split
values and chat hand-overs. Look-alikes are the same contexts without a credential:
search-only keys labelled public, index and collection names, document, vector and point
ids, cluster UUIDs, shard and allocation output, API key listings without key values,
CA fingerprints, cloud ids, user agents, proxy hostnames and IP lists without
credentials, request and TLS fingerprints, cookie names without values, consent cookies,
CSRF field names, masked values, placeholders, env and keystore references, and prose
about rotating proxies and captcha solving. Languages: English, with some texts in
simplified Chinese, Norwegian and Arabic.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(59_2026_12_07)
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
    "lantern", "harbor", "spider", "crawler", "falcon", "maple", "orbit", "granite",
    "velvet", "copper", "meadow", "thunder", "pepper", "walrus", "saffron", "marble",
    "fjord", "nordlys", "kanelbolle", "brunost", "sommer", "vinter", "pingvin", "lofoten",
    "bryggen", "torsk", "panda", "dragon", "bamboo", "oasis", "falafel", "sahara",
]
_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def human_pw(safe: bool = True) -> str:
    """A human-chosen password: words, digits, symbols, leetspeak or a phrase.
    safe=True keeps to characters that survive URLs, JSON, YAML and shell quoting."""
    syms = "!.-_*" if safe else "!#%&*?.-_+="
    w1, w2, w3 = _rng.choice(_WORDS), _rng.choice(_WORDS), _rng.choice(_WORDS)
    d = str(_rng.randrange(10, 9999))
    s = _rng.choice(syms)
    style = _rng.randrange(5)
    if style == 0:
        return w1.capitalize() + w2.capitalize() + d + s
    if style == 1:
        return "".join(_LEET.get(c, c) for c in w1).capitalize() + s + d + w2
    if style == 2:
        return "-".join([w1, w2, w3, d])
    if style == 3:
        return w1.capitalize() + s + str(_rng.randrange(2019, 2027)) + s + w2.upper()
    return w1[:1].upper() + w1[1:] + d + s + "".join(_LEET.get(c, c) for c in w2)


def b64s(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def es_api_key() -> tuple[str, str, str]:
    """Elasticsearch API key: id, key, and the encoded base64(id:key)."""
    kid, key = r(20, URLSAFE), r(22, URLSAFE)
    return kid, key, b64s(kid + ":" + key)


def cloud_id(name: str) -> str:
    host = "europe-west1.gcp.cloud.es.io:443"
    return name + ":" + b64s(host + "$" + r(32, HEX) + "$" + r(32, HEX))


def pcsk() -> str:
    return "pcsk_" + r(5, ALNUM) + "_" + r(63, ALNUM)


def floats(n: int) -> str:
    return ", ".join(f"{_rng.uniform(-1, 1):.4f}" for _ in range(n))


def ip() -> str:
    return f"{_rng.choice(['45.86', '185.199', '91.203', '194.36'])}.{_rng.randrange(1, 255)}.{_rng.randrange(1, 255)}"


# ============================================================ secrets
# --- proxies
add(
    "crawl/brightdata-proxies-dict-python",
    """# scraper/fetch.py
import requests

PROXY = "http://brd-customer-hl_{1}-zone-residential_de:{0}@brd.superproxy.io:33335"
proxies = {"http": PROXY, "https": PROXY}

resp = requests.get(
    "https://geo.brdtest.com/welcome.txt?product=resi&method=native",
    proxies=proxies,
    timeout=30,
)
print(resp.status_code, resp.text[:200])""",
    r(12, LOWER_NUM), r(8, HEX),
)

add(
    "crawl/oxylabs-realtime-curl-user",
    """$ curl 'https://realtime.oxylabs.io/v1/queries' --user 'kvist_scrape_{1}:{0}' -H 'Content-Type: application/json' -d '{"source": "amazon_product", "query": "B0C7V4RGBQ", "geo_location": "90210", "parse": true}'
{"results":[{"content":{"url":"https://www.amazon.com/dp/B0C7V4RGBQ","title":"Stainless Steel French Press, 34 oz","price":24.99,"currency":"USD"},"status_code":200,"job_id":"7263517840195628673"}]}""",
    human_pw(safe=False), r(4, LOWER_NUM),
)

add(
    "crawl/smartproxy-env-file",
    """# .env.scraper  (local only, listed in .gitignore)
SMARTPROXY_ENDPOINT=gate.smartproxy.com:7000
SMARTPROXY_USERNAME=sp{1}
SMARTPROXY_PASSWORD={0}
SMARTPROXY_STICKY_MINUTES=10
SCRAPER_CONCURRENCY=24
SCRAPER_OUTPUT=s3://kvist-crawl-raw/listings/""",
    r(4, ALNUM) + "~" + r(11, ALNUM) + "=" + r(2, DIGITS), r(8, LOWER_NUM),
)

_iproyal_pass = r(16, ALNUM)
add(
    "crawl/iproyal-colon-format-list",
    """$ head -n 4 proxies/iproyal_residential.txt
geo.iproyal.com:12321:{1}:{0}_country-us_session-{2}_lifetime-30m
geo.iproyal.com:12321:{1}:{0}_country-us_session-{3}_lifetime-30m
geo.iproyal.com:12321:{1}:{0}_country-ca_session-{4}_lifetime-30m
geo.iproyal.com:12321:{1}:{0}_country-gb_session-{5}_lifetime-30m""",
    _iproyal_pass, r(8, LOWER_NUM), r(8, ALNUM), r(8, ALNUM), r(8, ALNUM), r(8, ALNUM),
)

add(
    "crawl/socks5-pool-userinfo",
    """# socks5 pool exported from the provider dashboard, 2024-11-02, 5 of 40
socks5h://u{1}:{0}@{2}:1080
socks5h://u{1}:{0}@{3}:1080
socks5h://u{1}:{0}@{4}:1080
socks5h://u{1}:{0}@{5}:1080
socks5h://u{1}:{0}@{6}:1080""",
    r(10, ALNUM), r(6, DIGITS), ip(), ip(), ip(), ip(), ip(),
)

add(
    "crawl/apify-proxy-password-url",
    """// src/main.js
import { Actor } from 'apify';
await Actor.init();
const APIFY_PROXY_URL = 'http://groups-RESIDENTIAL,country-US:{0}@proxy.apify.com:8000';
const crawler = new PlaywrightCrawler({ proxyConfiguration: new ProxyConfiguration({ proxyUrls: [APIFY_PROXY_URL] }) });""",
    r(25, ALNUM),
)

add(
    "crawl/crawlee-proxy-configuration-ts",
    """const proxyConfiguration = new ProxyConfiguration({
    proxyUrls: [
        'http://customer-{1}-cc-no:{0}@pr.oxylabs.io:7777',
        'http://customer-{1}-cc-se:{0}@pr.oxylabs.io:7777',
        'http://customer-{1}-cc-dk:{0}@pr.oxylabs.io:7777',
    ],
});

const crawler = new CheerioCrawler({ proxyConfiguration, maxConcurrency: 20, requestHandler: router });""",
    human_pw(), "kvist_" + r(5, LOWER),
)

add(
    "crawl/colly-go-proxy-switcher",
    """	c := colly.NewCollector(colly.AllowedDomains("www.finn.no"), colly.Async(true))
	rp, err := proxy.RoundRobinProxySwitcher(
		"socks5://scraper:{0}@10.40.2.11:1080",
		"socks5://scraper:{0}@10.40.2.12:1080",
		"socks5://scraper:{0}@10.40.2.13:1080",
	)
	if err != nil {
		log.Fatal(err)
	}
	c.SetProxyFunc(rp)""",
    pw(),
)

add(
    "crawl/scrapy-playwright-launch-proxy",
    """# settings.py (excerpt)
DOWNLOAD_HANDLERS = {
    "http": "scrapy_playwright.handler.ScrapyPlaywrightDownloadHandler",
    "https": "scrapy_playwright.handler.ScrapyPlaywrightDownloadHandler",
}
PLAYWRIGHT_BROWSER_TYPE = "chromium"
PLAYWRIGHT_LAUNCH_OPTIONS = {
    "headless": True,
    "proxy": {
        "server": "http://gate.smartproxy.com:10001",
        "username": "user-sp{1}-country-de",
        "password": "{0}",
    },
}""",
    r(6, ALNUM) + "_" + r(10, ALNUM), r(8, LOWER_NUM),
)

add(
    "crawl/selenium-wire-options",
    """from seleniumwire import webdriver

seleniumwire_options = {
    "proxy": {
        "http": "http://{1}:{0}@gw.dataimpulse.com:823",
        "https": "https://{1}:{0}@gw.dataimpulse.com:823",
        "no_proxy": "localhost,127.0.0.1",
    }
}
driver = webdriver.Chrome(seleniumwire_options=seleniumwire_options)""",
    r(20, LOWER_NUM), r(20, LOWER_NUM),
)

add(
    "crawl/axios-proxy-auth-object",
    """const res = await axios.get(url, {
  headers: { 'User-Agent': UA },
  proxy: {
    protocol: 'http',
    host: 'geo.iproyal.com',
    port: 12321,
    auth: { username: 'kvist01', password: '{0}_country-no_session-' + sessionId },
  },
  timeout: 20000,
});""",
    r(16, ALNUM),
)

add(
    "crawl/dockerfile-env-https-proxy",
    """FROM python:3.12-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
ENV HTTPS_PROXY=http://user-{1}-sessid-a81:{0}@pr.proxy-seller.io:10000 \\
    HTTP_PROXY=http://user-{1}-sessid-a81:{0}@pr.proxy-seller.io:10000
COPY . .
CMD ["scrapy", "crawl", "listings"]""",
    r(12, ALNUM), r(10, LOWER_NUM),
)

add(
    "crawl/brightdata-api-token-bearer",
    """$ curl -s "https://api.brightdata.com/zone/whitelist?zone=residential_de" -H "Authorization: Bearer {0}"
["203.0.113.14","198.51.100.7"]""",
    r(64, HEX),
)

add(
    "crawl/brightdata-scraping-browser-wss",
    """# sbr.py
import asyncio
from playwright.async_api import async_playwright

SBR_WS_CDP = 'wss://brd-customer-hl_{1}-zone-scraping_browser1:{0}@brd.superproxy.io:9222'

async def run(pw):
    browser = await pw.chromium.connect_over_cdp(SBR_WS_CDP)
    page = await browser.new_page()
    await page.goto('https://www.zalando.no/herre/', timeout=120_000)""",
    r(12, LOWER_NUM), r(8, HEX),
)

add(
    "crawl/oxylabs-web-unblocker-curl-proxy-user",
    """curl -k -x https://unblock.oxylabs.io:60000 -U 'kvist_unblock:{0}' -H 'x-oxylabs-geo-location: Norway' -H 'x-oxylabs-render: html' 'https://www.finn.no/bap/forsale/search.html?q=sykkel' -o finn_sykkel.html""",
    human_pw(safe=False),
)

add(
    "crawl/webshare-token-httpie",
    """$ http GET "https://proxy.webshare.io/api/v2/proxy/list/?mode=direct&page=1&page_size=25" "Authorization: Token {0}"
HTTP/1.1 200 OK
Content-Type: application/json

{"count": 100, "next": "https://proxy.webshare.io/api/v2/proxy/list/?mode=direct&page=2&page_size=25", "results": [ ... ]}""",
    r(40, LOWER_NUM),
)

# --- captcha solvers
add(
    "crawl/twocaptcha-solver-python",
    """from twocaptcha import TwoCaptcha

solver = TwoCaptcha('{0}', defaultTimeout=120, pollingInterval=5)
result = solver.recaptcha(
    sitekey='6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-',
    url='https://www.google.com/recaptcha/api2/demo',
)
print(result['code'][:40], '...')""",
    r(32, HEX),
)

add(
    "crawl/anticaptcha-createtask-json",
    """POST https://api.anti-captcha.com/createTask
Content-Type: application/json

{
  "clientKey": "{0}",
  "task": {
    "type": "RecaptchaV2TaskProxyless",
    "websiteURL": "https://shop.example.net/account/login",
    "websiteKey": "6Lc{1}"
  },
  "softId": 0
}""",
    r(32, HEX), r(37, URLSAFE),
)

add(
    "crawl/capsolver-client-key-js",
    """// captcha.js
const CAPSOLVER = {
  endpoint: 'https://api.capsolver.com/createTask',
  clientKey: '{0}',
  appId: '',
};

export async function solveTurnstile(websiteURL, websiteKey) {
  const { data } = await axios.post(CAPSOLVER.endpoint, {
    clientKey: CAPSOLVER.clientKey,
    task: { type: 'AntiTurnstileTaskProxyLess', websiteURL, websiteKey },
  });
  return data.taskId;
}""",
    "CAP-" + r(32, UPPER_HEX),
)

add(
    "crawl/capmonster-task-axios",
    """const resp = await axios.post('https://api.capmonster.cloud/createTask', {
  clientKey: '{0}',
  task: {
    type: 'TurnstileTaskProxyless',
    websiteURL: target,
    websiteKey: '0x4AAAAAAA{1}',
  },
});
console.log('capmonster task', resp.data.taskId);""",
    r(32, HEX), r(12, ALNUM),
)

add(
    "crawl/deathbycaptcha-socket-client",
    """import deathbycaptcha

client = deathbycaptcha.SocketClient("kvist_ops", "{0}")
client.is_verbose = True
print("balance (US cents):", client.get_balance())
captcha = client.decode("captchas/login_0412.png", 30)""",
    human_pw(safe=False),
)

# --- scraping APIs and platforms
add(
    "crawl/scraperapi-query-node-fetch",
    """const target = encodeURIComponent("https://www.zillow.com/homes/Austin,-TX_rb/");
const res = await fetch(`https://api.scraperapi.com/?api_key={0}&url=${target}&render=true&country_code=us`);
if (!res.ok) throw new Error(`scraperapi ${res.status}`);
const html = await res.text();""",
    r(32, HEX),
)

add(
    "crawl/zyte-api-requests-auth-tuple",
    """import requests

api_response = requests.post(
    "https://api.zyte.com/v1/extract",
    auth=("{0}", ""),
    json={
        "url": "https://books.toscrape.com/catalogue/page-2.html",
        "browserHtml": True,
    },
)
browser_html: str = api_response.json()["browserHtml"]""",
    r(32, HEX),
)

add(
    "crawl/apify-input-json-login-password",
    """$ cat storage/key_value_stores/default/INPUT.json
{
  "startUrls": [{ "url": "https://portal.example-supplier.com/catalog" }],
  "loginUrl": "https://portal.example-supplier.com/login",
  "username": "innkjop@kvist-handel.no",
  "password": "{0}",
  "maxRequestsPerCrawl": 500,
  "proxyConfiguration": {
    "useApifyProxy": true,
    "apifyProxyGroups": ["RESIDENTIAL"],
    "apifyProxyCountry": "NO"
  }
}""",
    human_pw(),
)

add(
    "crawl/apify-cli-login-token",
    """$ apify login -t {0}
Success: You are logged in to Apify as kvist-scraping!
$ apify push
Info: Deploying actor 'supplier-catalog' to Apify.""",
    "apify_api_" + r(36, ALNUM),
)

add(
    "crawl/scrapingbee-python-client",
    """from scrapingbee import ScrapingBeeClient

client = ScrapingBeeClient(api_key='{0}')
response = client.get(
    'https://www.etsy.com/search?q=ceramic+mug',
    params={'render_js': 'true', 'premium_proxy': 'true', 'country_code': 'gb'},
)
print(response.status_code, response.headers.get('Spb-cost'))""",
    r(80, UPPER_NUM),
)

add(
    "crawl/crawlbase-token-wget",
    """$ wget -O page.html "https://api.crawlbase.com/?token={0}&url=https%3A%2F%2Fwww.amazon.de%2Fdp%2FB08N5WRWNW&country=DE"
--2024-11-03 14:02:11--  https://api.crawlbase.com/?token={0}&url=https%3A%2F%2Fwww.amazon.de%2Fdp%2FB08N5WRWNW&country=DE
Resolving api.crawlbase.com (api.crawlbase.com)... 104.18.12.81
Connecting to api.crawlbase.com (api.crawlbase.com)|104.18.12.81|:443... connected.
HTTP request sent, awaiting response... 200 OK
Length: unspecified [text/html]
Saving to: 'page.html'""",
    r(22, URLSAFE),
)

add(
    "crawl/scrapeops-settings-key",
    """## ScrapeOps monitoring + proxy aggregator
SCRAPEOPS_API_KEY = '{0}'
SCRAPEOPS_PROXY_ENABLED = True
EXTENSIONS = {
    'scrapeops_scrapy.extension.ScrapeOpsMonitor': 500,
}
DOWNLOADER_MIDDLEWARES = {
    'scrapeops_scrapy_proxy_sdk.scrapeops_scrapy_proxy_sdk.ScrapeOpsScrapyProxySdk': 725,
}""",
    uuid4(),
)

add(
    "crawl/serpapi-key-query-log",
    """2024-11-04 09:12:44 INFO  serp.fetch GET https://serpapi.com/search.json?engine=google&q=elektriker+bergen&location=Bergen,Vestland,Norway&hl=no&gl=no&num=20&api_key={0} -> 200 (1.84s)""",
    r(64, HEX),
)

add(
    "crawl/dataforseo-basic-b64-header",
    """# dataforseo_client.py
HEADERS = {
    "Authorization": "Basic {0}",  # seo@kvist.no + API password from the dashboard
    "Content-Type": "application/json",
}
TASK_POST = "https://api.dataforseo.com/v3/serp/google/organic/task_post"
resp = requests.post(TASK_POST, headers=HEADERS, json=[{"keyword": "rørlegger oslo", "location_code": 2578}])""",
    b64s("seo@kvist.no:" + r(16, HEX)),
)

# --- Scrapy
add(
    "crawl/scrapy-settings-zyte-api-key",
    """# pricewatch/settings.py
BOT_NAME = "pricewatch"
SPIDER_MODULES = ["pricewatch.spiders"]
NEWSPIDER_MODULE = "pricewatch.spiders"
ROBOTSTXT_OBEY = True
ADDONS = {"scrapy_zyte_api.Addon": 500}
ZYTE_API_KEY = "{0}"
ZYTE_API_TRANSPARENT_MODE = True
CONCURRENT_REQUESTS = 16
FEED_EXPORT_ENCODING = "utf-8"
""",
    r(32, HEX),
)

add(
    "crawl/scrapy-middleware-proxy-authorization",
    """import random
from w3lib.http import basic_auth_header


class RotatingProxyMiddleware:
    PROXY_USER = "pw_{1}"
    PROXY_PASS = "{0}"

    def __init__(self, endpoints):
        self.endpoints = endpoints

    @classmethod
    def from_crawler(cls, crawler):
        return cls(crawler.settings.getlist("PROXY_ENDPOINTS"))

    def process_request(self, request, spider):
        request.meta["proxy"] = random.choice(self.endpoints)
        request.headers["Proxy-Authorization"] = basic_auth_header(self.PROXY_USER, self.PROXY_PASS)""",
    r(18, ALNUM), r(6, LOWER_NUM),
)

add(
    "crawl/scrapy-crawl-a-password-crontab",
    """$ crontab -l
MAILTO=""
15 3 * * * cd /srv/spiders && /srv/venv/bin/scrapy crawl supplier_portal -a user=ops@kvist-handel.no -a password='{0}' -O /data/supplier/$(date +\\%F).jsonl >> /var/log/spiders.log 2>&1
45 3 * * * /srv/venv/bin/python /srv/spiders/tools/diff_prices.py""",
    human_pw(safe=False),
)

add(
    "crawl/scrapy-cfg-deploy-password",
    """# scrapy.cfg
[settings]
default = pricewatch.settings

[deploy:prod]
url = https://scrapyd.internal.kvist.no/
project = pricewatch
username = deploy
password = {0}

[deploy:local]
url = http://localhost:6800/
project = pricewatch""",
    human_pw(safe=False),
)

add(
    "crawl/shub-scrapinghub-yml-apikey",
    """# scrapinghub.yml
projects:
  default: 712043
  staging: 712044
apikeys:
  default: {0}
stacks:
  default: scrapy:2.11
requirements:
  file: requirements.txt""",
    r(32, HEX),
)

add(
    "crawl/zyte-smartproxy-apikey-in-proxy-url",
    """2024-11-05 02:14:07 [scrapy.downloadermiddlewares.httpproxy] DEBUG: Using proxy http://{0}:@proxy.crawlera.com:8011 for <GET https://www.komplett.no/category/10412/datautstyr>""",
    r(32, HEX),
)

# --- cookies, sessions, HAR
add(
    "crawl/playwright-storage-state-session-cookie",
    """$ cat auth/state.json
{
  "cookies": [
    {"name": "cookieconsent_status", "value": "allow", "domain": ".kvist-grossist.no", "path": "/", "expires": 1767225600, "httpOnly": false, "secure": true, "sameSite": "Lax"},
    {"name": "sessionid", "value": "{0}", "domain": "portal.kvist-grossist.no", "path": "/", "expires": 1733011200, "httpOnly": true, "secure": true, "sameSite": "Lax"},
    {"name": "_ga", "value": "GA1.1.{1}.1730419200", "domain": ".kvist-grossist.no", "path": "/", "expires": 1764979200, "httpOnly": false, "secure": false, "sameSite": "Lax"}
  ],
  "origins": []
}""",
    r(32, LOWER_NUM), r(10, DIGITS),
)

add(
    "crawl/puppeteer-cookies-json-li-at",
    """// cookies/linkedin.json (loaded by page.setCookie(...cookies))
[
  {
    "name": "li_at",
    "value": "{0}",
    "domain": ".www.linkedin.com",
    "path": "/",
    "expires": 1762300800,
    "httpOnly": true,
    "secure": true
  },
  { "name": "lang", "value": "v=2&lang=en-us", "domain": ".linkedin.com", "path": "/" }
]""",
    "AQEDA" + r(10, ALNUM) + "AAABk" + b64url(90),
)

add(
    "crawl/har-request-cookie-header",
    """        "request": {
          "method": "GET",
          "url": "https://kvist-design.myshopify.com/cart.js",
          "httpVersion": "http/2.0",
          "headers": [
            { "name": "accept", "value": "application/json" },
            { "name": "cookie", "value": "_shopify_y={1}; cart_currency=NOK; _secure_session_id={0}; localization=NO" },
            { "name": "user-agent", "value": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36" }
          ],""",
    r(32, HEX), uuid4(),
)

add(
    "crawl/copy-as-curl-host-session-cookie",
    r"""curl 'https://app.example-crm.io/api/v2/contacts?page=3&per_page=100' \
  -H 'accept: application/json' \
  -H 'accept-language: nb-NO,nb;q=0.9,en;q=0.8' \
  -b 'ajs_anonymous_id=%22{1}%22; __Host-session={0}; theme=dark' \
  -H 'referer: https://app.example-crm.io/contacts' \
  -H 'user-agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'""",
    b64url(33) + "." + b64url(16), uuid4(),
)

add(
    "crawl/netscape-cookies-txt-session",
    "# Netscape HTTP Cookie File\n# https://curl.se/docs/http-cookies.html\n# This file was generated by libcurl! Edit at your own risk.\n\n"
    ".forum.example.org\tTRUE\t/\tTRUE\t1767225600\txf_csrf\t{1}\n"
    "#HttpOnly_.forum.example.org\tTRUE\t/\tTRUE\t0\txf_session\t{0}\n"
    ".forum.example.org\tTRUE\t/\tFALSE\t1767225600\txf_consent\t_third_party\n",
    r(32, URLSAFE), r(16, URLSAFE),
)

add(
    "crawl/har-postdata-login-form",
    """          "postData": {
            "mimeType": "application/x-www-form-urlencoded",
            "text": "csrfmiddlewaretoken={1}&username=mhaugen&password={0}&next=%2Fdashboard%2F",
            "params": [
              { "name": "csrfmiddlewaretoken", "value": "{1}" },
              { "name": "username", "value": "mhaugen" },
              { "name": "password", "value": "{0}" },
              { "name": "next", "value": "/dashboard/" }
            ]
          },""",
    _rng.choice(_WORDS).capitalize() + _rng.choice(_WORDS).capitalize() + str(_rng.randrange(100, 9999)), r(64, ALNUM),
)

# --- Selenium Grid, Browserless, login automation
add(
    "crawl/selenium-grid-remote-userinfo",
    """opts = webdriver.ChromeOptions()
opts.add_argument("--headless=new")
opts.set_capability("se:name", "price-scrape-nightly")
driver = webdriver.Remote(
    command_executor="https://grid:{0}@selenium.qa.fjordline.internal:4444/wd/hub",
    options=opts,
)""",
    pw(),
)

add(
    "crawl/selenium-grid-router-toml",
    """# /opt/selenium/config.toml (hub)
[router]
username = "gridadmin"
password = "{0}"

[distributor]
slot-selector = "org.openqa.selenium.grid.distributor.selector.DefaultSlotSelector"

[sessionqueue]
session-request-timeout = 300""",
    human_pw(safe=False),
)

add(
    "crawl/browserless-wss-token-puppeteer",
    """const browser = await puppeteer.connect({
  browserWSEndpoint: 'wss://production-sfo.browserless.io?token={0}&stealth=true&blockAds=true',
  defaultViewport: { width: 1366, height: 768 },
});""",
    r(48, ALNUM),
)

add(
    "crawl/browserless-docker-run-token",
    """$ docker run -d --name browserless --restart unless-stopped -p 3000:3000 -e "TOKEN={0}" -e "CONCURRENT=10" -e "TIMEOUT=60000" ghcr.io/browserless/chromium:v2.18.0
4c1f0e9b7d2a""",
    r(32, ALNUM),
)

add(
    "crawl/playwright-login-fill-norwegian-labels",
    """test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await page.goto('https://leverandor.kvist-grossist.no/login');
  await page.getByLabel('E-post').fill('innkjop@kvist-handel.no');
  await page.getByLabel('Passord').fill('{0}');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.context().storageState({ path: 'auth/state.json' });
});""",
    human_pw(),
)

add(
    "crawl/selenium-send-keys-password",
    """driver.get("https://b2b.lumen-analytics.io/signin")
driver.find_element(By.ID, "username").send_keys("scrape-bot@lumen-analytics.io")
driver.find_element(By.ID, "password").send_keys("{0}")
driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
WebDriverWait(driver, 20).until(EC.url_contains("/dashboard"))""",
    human_pw(safe=False),
)

add(
    "crawl/robotframework-input-password",
    """*** Settings ***
Library    SeleniumLibrary

*** Test Cases ***
Login To Supplier Portal
    Open Browser    https://b2b.example-grossist.se/    headlesschrome
    Input Text      id=user    pricebot
    Input Password  id=pass    {0}
    Click Button    Logga in
    Wait Until Page Contains    Prislista""",
    human_pw(),
)

add(
    "crawl/playwright-http-credentials-context",
    """const context = await browser.newContext({
  httpCredentials: { username: 'staging', password: '{0}' },
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  locale: 'nb-NO',
});""",
    human_pw(),
)

add(
    "crawl/puppeteer-page-authenticate",
    """const page = await browser.newPage();
await page.authenticate({ username: 'customer-{1}', password: '{0}' });
await page.goto('https://ip.oxylabs.io/location', { waitUntil: 'networkidle2' });""",
    r(14, ALNUM) + "+" + r(2, DIGITS), "kvist_" + r(4, LOWER),
)

# --- Elasticsearch, OpenSearch, Solr
add(
    "crawl/elasticsearch-curl-u-elastic",
    """$ curl -s -u elastic:{0} --cacert http_ca.crt "https://localhost:9200/_cluster/health?pretty"
{
  "cluster_name" : "crawl-index",
  "status" : "yellow",
  "timed_out" : false,
  "number_of_nodes" : 1,
  "number_of_data_nodes" : 1,
  "active_primary_shards" : 14,
  "active_shards" : 14,
  "unassigned_shards" : 6
}""",
    r(20, ALNUM + "*-_+"),
)

add(
    "crawl/elasticsearch-reset-password-output",
    """root@es01:/usr/share/elasticsearch# bin/elasticsearch-reset-password -u elastic
This tool will reset the password of the [elastic] user to an autogenerated value.
The password will be printed in the console.
Please confirm that you would like to continue [y/N]y


Password for the [elastic] user successfully reset.
New value: {0}""",
    r(20, ALNUM + "*-_+="),
)

_es_id, _es_key, _es_enc = es_api_key()
add_split(
    "crawl/elasticsearch-create-api-key-response",
    """POST /_security/api_key
{
  "name": "crawler-ingest",
  "expiration": "90d",
  "role_descriptors": {
    "pages_writer": { "indices": [{ "names": ["pages-*"], "privileges": ["create_doc", "create_index"] }] }
  }
}

# response
{
  "id" : "ES_ID_HERE",
  "name" : "crawler-ingest",
  "expiration" : 1738281600000,
  "api_key" : "{0}",
  "encoded" : "{1}"
}""".replace("ES_ID_HERE", _es_id),
    _es_key, _es_enc,
)

add(
    "crawl/elasticsearch-py-encoded-api-key",
    """from elasticsearch import Elasticsearch

es = Elasticsearch(
    "https://search.kvist.no:9243",
    api_key="{0}",
    request_timeout=30,
    retry_on_timeout=True,
)
print(es.info()["version"]["number"])""",
    es_api_key()[2],
)

add(
    "crawl/elasticsearch-node-client-cloud-basic",
    """const { Client } = require('@elastic/elasticsearch')
const client = new Client({
  cloud: { id: '{1}' },
  auth: { username: 'ingest_writer', password: '{0}' }
})""",
    human_pw(), cloud_id("crawl-prod"),
)

add(
    "crawl/kibana-yml-service-account-token",
    """# /etc/kibana/kibana.yml
server.host: "0.0.0.0"
server.publicBaseUrl: "https://kibana.crawl.internal"
elasticsearch.hosts: ["https://es01:9200", "https://es02:9200"]
elasticsearch.serviceAccountToken: "{0}"
elasticsearch.ssl.certificateAuthorities: ["/etc/kibana/certs/ca.crt"]""",
    base64.b64encode(b"\x00\x01\x00\x01elastic/kibana/kibana-crawl:" + r(22, URLSAFE).encode()).decode().rstrip("="),
)

add(
    "crawl/logstash-output-elasticsearch-password",
    """output {
  elasticsearch {
    hosts => ["https://es01.crawl.internal:9200"]
    index => "pages-%{+YYYY.MM.dd}"
    user => "logstash_writer"
    password => "{0}"
    ssl_certificate_authorities => ["/etc/logstash/certs/ca.crt"]
  }
}""",
    human_pw(safe=False),
)

add(
    "crawl/filebeat-cloud-auth",
    """filebeat.inputs:
  - type: filestream
    id: spider-logs
    paths: ["/var/log/spiders/*.log"]

cloud.id: "{1}"
cloud.auth: "filebeat_internal:{0}"
setup.ilm.enabled: false""",
    pw(), cloud_id("crawl-logs"),
)

add(
    "crawl/elasticsearch-enrollment-token",
    """$ bin/elasticsearch-create-enrollment-token -s kibana --url "https://10.0.4.12:9200"
{0}""",
    b64s(json.dumps({"ver": "8.14.3", "adr": ["10.0.4.12:9200"], "fgr": r(64, HEX), "key": r(20, URLSAFE) + ":" + r(22, URLSAFE)}, separators=(",", ":"))),
)

add(
    "crawl/opensearch-dashboards-yml-password",
    """opensearch.hosts: [https://opensearch-node1:9200]
opensearch.ssl.verificationMode: none
opensearch.username: kibanaserver
opensearch.password: {0}
opensearch.requestHeadersAllowlist: [authorization, securitytenant]
opensearch_security.multitenancy.enabled: true""",
    human_pw(),
)

add(
    "crawl/opensearch-benchmark-client-options",
    """opensearch-benchmark execute-test --target-hosts=https://os.crawl.internal:9200 --pipeline=benchmark-only --workload=http_logs --client-options="use_ssl:true,verify_certs:false,basic_auth_user:'admin',basic_auth_password:'{0}'" --kill-running-processes""",
    r(4, UPPER) + r(4, LOWER) + "!" + r(4, DIGITS) + r(3, LOWER),
)

add(
    "crawl/solr-auth-enable-credentials",
    """$ bin/solr auth enable -type basicAuth -credentials solr:{0} -blockUnknown true -z zk1:2181,zk2:2181,zk3:2181/solr
Successfully enabled basic auth with username [solr] and password [{0}].
Created basicAuth.conf with credentials in /var/solr/data/basicAuth.conf""",
    human_pw(),
)

add(
    "crawl/pysolr-http-basic-auth",
    """import pysolr
from requests.auth import HTTPBasicAuth

solr = pysolr.Solr(
    "https://solr.kvist.no/solr/products",
    auth=HTTPBasicAuth("indexer", "{0}"),
    always_commit=False,
    timeout=20,
)
solr.add(docs, commitWithin=10_000)""",
    human_pw(),
)

add(
    "crawl/solrj-set-basic-auth-credentials",
    """    SolrQuery params = new SolrQuery("title:sykkel");
    params.setRows(50);
    QueryRequest req = new QueryRequest(params);
    req.setBasicAuthCredentials("searchops", "{0}");
    QueryResponse rsp = req.process(client, "listings");
    log.info("found {} docs", rsp.getResults().getNumFound());""",
    human_pw(safe=False),
)

add(
    "crawl/elastic-app-search-private-key",
    """// Widget uses search-{1} (public search key); the indexer uses the private key.
const client = new AppSearchClient(
  undefined,
  '{0}',
  () => 'https://crawl.ent.europe-west1.gcp.cloud.es.io/api/as/v1/',
)""",
    "private-" + r(24, LOWER_NUM), r(24, LOWER_NUM),
)

# --- Algolia, Meilisearch, Typesense
add(
    "crawl/algolia-admin-key-beside-search-key",
    """# jobs/reindex.py
from algoliasearch.search.client import SearchClientSync

ALGOLIA_APP_ID = "{1}"
ALGOLIA_SEARCH_KEY = "{2}"   # public, shipped in the storefront bundle
ALGOLIA_ADMIN_KEY = "{0}"    # write access, used only by this job
client = SearchClientSync(ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY)
client.replace_all_objects("prod_products", rows, batch_size=1000)""",
    r(32, HEX), r(10, UPPER_NUM), r(32, HEX),
)

add(
    "crawl/algolia-crawler-user-api-key",
    r"""$ curl -X POST "https://crawler.algolia.com/api/1/crawlers/{2}/reindex" \
    --user "{1}:{0}"
{"taskId":"{3}"}""",
    r(32, HEX), uuid4(), uuid4(), uuid4(),
)

add(
    "crawl/algolia-cli-profile-toml",
    """$ cat ~/.config/algolia/config.toml
[default]
  application_id = "{1}"
  admin_api_key = "{0}"
  default = true""",
    r(32, HEX), r(10, UPPER_NUM),
)

add(
    "crawl/meilisearch-config-toml-master-key",
    """# /etc/meilisearch.toml
env = "production"
db_path = "/var/lib/meilisearch/data"
http_addr = "127.0.0.1:7700"
master_key = "{0}"
no_analytics = true
max_indexing_memory = "2 GiB" """.rstrip(),
    b64url(32),
)

add(
    "crawl/meilisearch-keys-listing-admin",
    """$ curl -s -H "Authorization: Bearer $MEILI_MASTER_KEY" http://localhost:7700/keys | jq '.results[] | {name, key, actions}'
{
  "name": "Default Search API Key",
  "key": "{1}",
  "actions": ["search"]
}
{
  "name": "Default Admin API Key",
  "key": "{0}",
  "actions": ["*"]
}""",
    r(64, HEX), r(64, HEX),
)

add(
    "crawl/meilisearch-compose-env",
    """  meilisearch:
    image: getmeili/meilisearch:v1.10
    restart: unless-stopped
    ports: ["127.0.0.1:7700:7700"]
    environment:
      MEILI_ENV: production
      MEILI_MASTER_KEY: "{0}"
      MEILI_NO_ANALYTICS: "true"
    volumes:
      - meili_data:/meili_data""",
    r(40, ALNUM),
)

add(
    "crawl/typesense-server-ini",
    """; /etc/typesense/typesense-server.ini
[server]
api-address = 0.0.0.0
api-port = 8108
data-dir = /var/lib/typesense
api-key = {0}
log-dir = /var/log/typesense
enable-cors = true""",
    r(32, ALNUM),
)

add(
    "crawl/typesense-python-client",
    """client = typesense.Client({
  'nodes': [{'host': '{1}-1.a1.typesense.net', 'port': '443', 'protocol': 'https'}],
  'api_key': '{0}',
  'connection_timeout_seconds': 5
})""",
    r(32, ALNUM), r(14, LOWER_NUM),
)

# --- vector databases
add(
    "crawl/pinecone-api-key-header-curl",
    """$ curl -s "https://api.pinecone.io/indexes" -H "Api-Key: {0}" -H "X-Pinecone-API-Version: 2024-07" | jq '.indexes[].name'
"crawl-pages"
"crawl-pages-dev"
"crawl-pages-no"
$ echo $?
0""",
    pcsk(),
)

add(
    "crawl/pinecone-go-client-params",
    """	pc, err := pinecone.NewClient(pinecone.NewClientParams{
		ApiKey: "{0}",
	})
	if err != nil {
		log.Fatalf("pinecone: %v", err)
	}
	idx, err := pc.DescribeIndex(ctx, "crawl-pages")""",
    pcsk(),
)

add_split(
    "crawl/weaviate-compose-allowed-keys",
    """    environment:
      QUERY_DEFAULTS_LIMIT: 25
      AUTHENTICATION_ANONYMOUS_ACCESS_ENABLED: 'false'
      AUTHENTICATION_APIKEY_ENABLED: 'true'
      AUTHENTICATION_APIKEY_ALLOWED_KEYS: '{0},{1}'
      AUTHENTICATION_APIKEY_USERS: 'crawler@kvist.no,readonly@kvist.no'
      PERSISTENCE_DATA_PATH: '/var/lib/weaviate'
      DEFAULT_VECTORIZER_MODULE: 'none'""",
    r(40, ALNUM), r(40, ALNUM),
)

add(
    "crawl/weaviate-python-auth-api-key",
    """import weaviate
from weaviate.classes.init import Auth

client = weaviate.connect_to_weaviate_cloud(
    cluster_url="https://{1}.c0.europe-west3.gcp.weaviate.cloud",
    auth_credentials=Auth.api_key("{0}"),
)
pages = client.collections.get("Page")""",
    r(40, ALNUM), r(20, LOWER_NUM),
)

add_split(
    "crawl/qdrant-config-yaml-rw-and-ro-keys",
    """# config/production.yaml
service:
  host: 0.0.0.0
  http_port: 6333
  grpc_port: 6334
  enable_tls: true
  api_key: {0}
  read_only_api_key: {1}
storage:
  storage_path: /qdrant/storage""",
    r(36, ALNUM), r(36, ALNUM),
)

add(
    "crawl/qdrant-k8s-env-service-api-key",
    """      containers:
        - name: qdrant
          image: qdrant/qdrant:v1.11.3
          env:
            - name: QDRANT__SERVICE__API_KEY
              value: "{0}"
            - name: QDRANT__CLUSTER__ENABLED
              value: "true"
          ports:
            - containerPort: 6333""",
    uuid4() + "|" + r(30, URLSAFE),
)

add(
    "crawl/pymilvus-connections-connect",
    """from pymilvus import connections, Collection

connections.connect(alias="default", host="milvus.vector.svc", port="19530", user="root", password="{0}")
col = Collection("page_chunks")
col.load()""",
    human_pw(),
)

add(
    "crawl/milvus-client-token-user-pass",
    """client = MilvusClient(uri="http://10.0.7.21:19530", token="crawler:{0}", db_name="pages")
res = client.search(collection_name="page_chunks", data=[emb], limit=10, output_fields=["url"])""",
    pw(),
)

add(
    "crawl/vespa-data-plane-token-curl",
    """$ curl -s -H "Authorization: Bearer {0}" "https://{1}.{2}.z.vespa-app.cloud/search/?yql=select%20*%20from%20page%20where%20userQuery()&query=sykkel&hits=5" | jq '.root.fields.totalCount'
1342""",
    "vespa_cloud_" + r(54, ALNUM), r(8, HEX), r(8, HEX),
)

add(
    "crawl/chroma-server-authn-credentials-env",
    """# chroma.env
CHROMA_SERVER_AUTHN_PROVIDER=chromadb.auth.token_authn.TokenAuthenticationServerProvider
CHROMA_SERVER_AUTHN_CREDENTIALS={0}
CHROMA_AUTH_TOKEN_TRANSPORT_HEADER=X-Chroma-Token
IS_PERSISTENT=TRUE
PERSIST_DIRECTORY=/chroma/chroma""",
    "ck-" + r(44, ALNUM),
)

add(
    "crawl/chroma-httpclient-header",
    """client = chromadb.HttpClient(
    host="chroma.internal",
    port=8000,
    headers={"X-Chroma-Token": "{0}"},
)
col = client.get_or_create_collection("crawl_pages")""",
    r(32, URLSAFE),
)

add(
    "crawl/marqo-client-api-key",
    """import marqo

mq = marqo.Client("https://api.marqo.ai", api_key="{0}")
mq.index("product-pages").add_documents(docs, tensor_fields=["title", "description"], client_batch_size=64)""",
    r(40, ALNUM),
)

# --- prose hand-overs in Chinese, Norwegian and Arabic
add(
    "crawl/chinese-chat-proxy-account",
    """代理池的账号是 {1}，密码是 {0}，网关 gate.smartproxy.com 端口 7000。爬虫跑完记得把这个从 .env 里删掉，不要提交到仓库。""",
    r(14, ALNUM), "sp" + r(8, LOWER_NUM),
)

add(
    "crawl/chinese-es-elastic-password-reset",
    """生产环境 ES 的 elastic 超级用户密码我刚重置了：{0} ，kibana_system 的还没动，明天再处理。""",
    r(20, ALNUM + "*-_+"),
)

add(
    "crawl/chinese-env-comment-algolia-admin",
    """# 管理员密钥（有写权限，千万别放到前端）
ALGOLIA_ADMIN_KEY={0}
# 仅搜索密钥，可以公开
NEXT_PUBLIC_ALGOLIA_SEARCH_KEY={1}
NEXT_PUBLIC_ALGOLIA_APP_ID={2}""",
    r(32, HEX), r(32, HEX), r(10, UPPER_NUM),
)

add(
    "crawl/norwegian-chat-scrapingbee-key",
    """Hei! Her er API-nøkkelen til ScrapingBee som du ba om: {0} – den har rundt 250 000 kreditter igjen denne måneden, så vi kan kjøre hele katalogen på nytt.""",
    r(80, UPPER_NUM),
)

add(
    "crawl/norwegian-chat-portal-login",
    """Innlogging for leverandørportalen som boten bruker: brukernavn pricebot@kvist-handel.no, passord {0}. Ikke legg det i repoet, jeg flytter det til 1Password i morgen.""",
    human_pw(safe=False),
)

add(
    "crawl/norwegian-meilisearch-master-key",
    """Master-nøkkelen til Meilisearch på prod er {0}
Søkenøkkelen i frontend er en annen (offentlig), den trenger du ikke endre.""",
    b64url(24),
)

add(
    "crawl/arabic-chat-residential-proxy",
    """بيانات البروكسي السكني: اسم المستخدم brd-customer-hl_{1}-zone-resi_sa وكلمة المرور {0} — المنفذ 33335، لا تشاركها مع أحد.""",
    r(12, LOWER_NUM), r(8, HEX),
)

add(
    "crawl/arabic-chat-pinecone-key",
    """هذا مفتاح Pinecone لبيئة الإنتاج: {0}
أرجو عدم وضعه في الكود، استخدمه فقط لتشغيل سكربت الفهرسة مرة واحدة.""",
    pcsk(),
)

add(
    "crawl/arabic-solr-test-password",
    """كلمة مرور المستخدم solr في بيئة الاختبار هي {0} وسأغيّرها بعد انتهاء التجربة.""",
    human_pw(),
)

# --- splits
add_split(
    "crawl/split-proxy-password-two-chat-messages",
    """user: the bright data zone password for residential_de is {0}
assistant: Thanks. That looks shorter than the usual 12 characters, is it complete?
user: sorry it got cut off, the rest is {1}""",
    r(6, LOWER_NUM), r(6, LOWER_NUM),
)

add_split(
    "crawl/split-algolia-admin-key-wrapped-terminal",
    """$ algolia profile list -o json
[{"name":"default","application_id":"{2}","admin_api_key":"{0}
{1}","default":true}]""".replace("{2}", r(10, UPPER_NUM)),
    r(20, HEX), r(12, HEX),
)

add_split(
    "crawl/split-pinecone-python-implicit-concat",
    """# keep lines under 88 chars for black
PINECONE_API_KEY = (
    "{0}"
    "{1}"
)
pc = Pinecone(api_key=PINECONE_API_KEY)""",
    "pcsk_" + r(5, ALNUM) + "_" + r(30, ALNUM), r(33, ALNUM),
)

add_split(
    "crawl/split-norwegian-typesense-two-messages",
    """[09:41] Ingrid: Første halvdel av Typesense admin-nøkkelen: {0}
[09:42] Ingrid: og andre halvdel: {1} (sett dem sammen uten mellomrom)""",
    r(16, ALNUM), r(16, ALNUM),
)

# --- agent tool call
add(
    "crawl/agent-tool-call-scrapy-zyte-smartproxy-setting",
    """{"type": "tool_use", "id": "toolu_01{1}", "name": "bash", "input": {"command": "cd pricewatch && scrapy crawl komplett -s ZYTE_SMARTPROXY_ENABLED=1 -s ZYTE_SMARTPROXY_APIKEY={0} -s CLOSESPIDER_ITEMCOUNT=50 -O /tmp/komplett.jsonl", "description": "Run the spider through Smart Proxy Manager for 50 items"}}""",
    r(32, HEX), r(22, ALNUM),
)


# ============================================================ look-alikes
# --- proxies without credentials
la(
    """# scraper/fetch.py
import os
import requests

PROXY = f"http://{os.environ['BRD_USER']}:{os.environ['BRD_PASS']}@brd.superproxy.io:33335"
proxies = {"http": PROXY, "https": PROXY}
resp = requests.get("https://geo.brdtest.com/welcome.txt?product=resi&method=native", proxies=proxies, timeout=30)"""
)

la(
    """$ curl 'https://realtime.oxylabs.io/v1/queries' --user "$OXY_USER:$OXY_PASS" -H 'Content-Type: application/json' -d '{"source": "google_search", "query": "sykkel", "geo_location": "Norway"}'
{"results":[{"status_code":200,"job_id":"{0}","page":1}]}""",
    r(19, DIGITS),
)

la(
    """# .env.scraper.example  (copy to .env.scraper and fill in)
SMARTPROXY_ENDPOINT=gate.smartproxy.com:7000
SMARTPROXY_USERNAME=
SMARTPROXY_PASSWORD=
SMARTPROXY_STICKY_MINUTES=10
SCRAPER_CONCURRENCY=24"""
)

la(
    """# datacenter pool, auth by IP allowlist (our egress 203.0.113.14), no user/pass
{0}:3128
{1}:3128
{2}:3128
{3}:3128
{4}:3128""",
    ip(), ip(), ip(), ip(), ip(),
)

la(
    """Proxy gateways we use (credentials are per-zone and live in Vault under kv/crawl/proxies):
  - brd.superproxy.io:33335      Bright Data, residential + ISP zones
  - pr.oxylabs.io:7777           Oxylabs residential
  - gate.smartproxy.com:7000     Smartproxy rotating
  - geo.iproyal.com:12321        IPRoyal royal residential
  - p.webshare.io:80             Webshare rotating endpoint"""
)

la(
    """Rotating residential proxies give each request a new exit IP from a pool of home connections, which helps against per-IP rate limits but is slow and expensive per GB. Sticky sessions keep one IP for 10-30 minutes, which is what you want for a login flow or a paginated cart. For catalogue pages a datacenter pool is usually enough; only move to residential when you see 403s from the CDN, not before."""
)

la(
    """USER_AGENTS = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15",
    "Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
]"""
)

la(
    """2024-11-05 02:14:07 [rotating_proxies.middlewares] INFO: Proxies(good: 31, dead: 4, unchecked: 5, reanimated: 0, mean backoff time: 42s)
2024-11-05 02:14:07 [scrapy.downloadermiddlewares.httpproxy] DEBUG: Using proxy http://user-****:****@gate.smartproxy.com:7000 for <GET https://www.komplett.no/category/10412>"""
)

la(
    """$ python proxycheck.py proxies/dc_pool.txt
{0}:3128   OK    212 ms  NO  AS9002
{1}:3128   OK    198 ms  SE  AS9002
{2}:3128   FAIL  timeout
{3}:3128   OK    305 ms  DE  AS24940
3/4 alive""",
    ip(), ip(), ip(), ip(),
)

la(
    """$ curl -s "https://api.brightdata.com/zone?zone=residential_de" -H "Authorization: Bearer $BRD_API_TOKEN" | jq '{plan: .plan.type, ips_type: .plan.ips_type, country: .plan.country}'
{
  "plan": "static",
  "ips_type": "shared",
  "country": "de"
}"""
)

la(
    """{
  "count": 3,
  "results": [
    {"id": "d-{0}", "username": "kvist01", "password": "********", "proxy_address": "{1}", "port": 6540, "valid": true, "country_code": "NO"},
    {"id": "d-{2}", "username": "kvist01", "password": "********", "proxy_address": "{3}", "port": 6541, "valid": true, "country_code": "SE"}
  ]
}""",
    r(10, DIGITS), ip(), r(10, DIGITS), ip(),
)

la(
    """const proxyConfiguration = new ProxyConfiguration({
    proxyUrls: (process.env.PROXY_URLS ?? '').split(',').filter(Boolean),
});
// PROXY_URLS is injected by the actor's secret env; never hard-code it here."""
)

la(
    """	c := colly.NewCollector(colly.AllowedDomains("www.finn.no"), colly.Async(true))
	rp, err := proxy.RoundRobinProxySwitcher(strings.Split(os.Getenv("SOCKS_POOL"), ",")...)
	if err != nil {
		log.Fatal(err)
	}
	c.SetProxyFunc(rp)"""
)


# --- captcha, without keys
la(
    """<form method="post" action="/account/login">
  <input type="hidden" name="csrfmiddlewaretoken" value="{{ csrf_token }}">
  <input type="email" name="username" autocomplete="username">
  <input type="password" name="password" autocomplete="current-password">
  <div class="g-recaptcha" data-sitekey="6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-"></div>
  <button type="submit">Sign in</button>
</form>"""
)

la(
    """# hCaptcha / Turnstile site keys are public and appear in the page source; the secret keys are in Vault (kv/web/captcha).
HCAPTCHA_SITEKEY = "{0}"
TURNSTILE_SITEKEY = "0x4AAAAAAA{1}"
HCAPTCHA_SECRET = os.environ["HCAPTCHA_SECRET"]""",
    uuid4(), r(12, ALNUM),
)

la(
    """[2024-11-04 10:02:51] captcha: solver=capmonster type=TurnstileTaskProxyless task_id={0} status=ready elapsed=11.8s cost=$0.0012
[2024-11-04 10:02:52] captcha: token accepted by https://shop.example.net/account/login (cf-ray {1}-OSL)""",
    r(10, DIGITS), r(16, HEX),
)

la(
    """from twocaptcha import TwoCaptcha

solver = TwoCaptcha(os.environ["TWOCAPTCHA_API_KEY"], defaultTimeout=120, pollingInterval=5)
balance = solver.balance()
print(f"2captcha balance: ${balance:.2f}")"""
)

la(
    """Most captcha-solving services (2Captcha, Anti-Captcha, CapSolver, CapMonster) take the same inputs: the page URL, the public site key, and the captcha type. You poll for a result token and submit it in the form field the site expects (g-recaptcha-response, h-captcha-response or cf-turnstile-response). The account key belongs in an env var, never in the task JSON checked into the repo."""
)

# --- scraping APIs, without keys
la(
    """# ScraperAPI quick start
curl "https://api.scraperapi.com/?api_key=YOUR_API_KEY&url=https://httpbin.org/ip"
# replace YOUR_API_KEY with the key from your dashboard"""
)

la(
    """< HTTP/1.1 200 OK
< pc_status: 200
< original_status: 200
< url: https://www.amazon.de/dp/B08N5WRWNW
< rid: {0}
< content-type: text/html; charset=utf-8""",
    r(24, HEX),
)

la(
    """{
  "url": "https://books.toscrape.com/catalogue/page-2.html",
  "statusCode": 200,
  "browserHtml": "<!DOCTYPE html><html lang=\\"en-us\\" class=\\"no-js\\"> ...",
  "echoData": {"job": "books-nightly", "shard": 3}
}"""
)

la(
    """$ cat storage/key_value_stores/default/INPUT.json
{
  "startUrls": [{ "url": "https://www.finn.no/bap/forsale/search.html?q=sykkel" }],
  "maxRequestsPerCrawl": 500,
  "maxConcurrency": 10,
  "proxyConfiguration": {
    "useApifyProxy": true,
    "apifyProxyGroups": ["RESIDENTIAL"],
    "apifyProxyCountry": "NO"
  }
}"""
)

la(
    """$ apify call kvist-scraping/supplier-catalog --input-file INPUT.json
Info: Started Actor run {0}
Info: Default dataset: {1}
Info: Default key-value store: {2}
Success: Actor run finished with status SUCCEEDED (items: 4,812)""",
    r(17, ALNUM), r(17, ALNUM), r(17, ALNUM),
)

la(
    """{
  "title": "Supplier catalog scraper input",
  "type": "object",
  "schemaVersion": 1,
  "properties": {
    "username": { "title": "Username", "type": "string", "editor": "textfield" },
    "password": { "title": "Password", "type": "string", "editor": "textfield", "isSecret": true },
    "maxRequestsPerCrawl": { "title": "Max requests", "type": "integer", "default": 500 }
  },
  "required": ["username", "password"]
}"""
)

la(
    """2024-11-04 09:12:44 INFO  serp.fetch GET https://serpapi.com/search.json?engine=google&q=elektriker+bergen&location=Bergen,Vestland,Norway&hl=no&gl=no&num=20&api_key=[FILTERED] -> 200 (1.84s) search_id={0}""",
    r(24, HEX),
)

# --- Scrapy, without secrets
la(
    """# pricewatch/settings.py
import os

BOT_NAME = "pricewatch"
ROBOTSTXT_OBEY = True
ADDONS = {"scrapy_zyte_api.Addon": 500}
ZYTE_API_KEY = os.environ.get("ZYTE_API_KEY", "")
AUTOTHROTTLE_ENABLED = True
AUTOTHROTTLE_TARGET_CONCURRENCY = 4.0
HTTPCACHE_ENABLED = True
HTTPCACHE_DIR = "httpcache"
USER_AGENT = "pricewatch/1.4 (+https://kvist.no/bot)\""""
)

la(
    """2024-11-05 03:41:19 [scrapy.statscollectors] INFO: Dumping Scrapy stats:
{'downloader/request_bytes': 1843211,
 'downloader/request_count': 4907,
 'downloader/response_status_count/200': 4812,
 'downloader/response_status_count/403': 95,
 'elapsed_time_seconds': 1631.4,
 'finish_reason': 'finished',
 'item_scraped_count': 4812,
 'log_count/WARNING': 95,
 'scheduler/dequeued/redis': 4907,
 'start_time': datetime.datetime(2024, 11, 5, 3, 14, 8, 101225)}"""
)

la(
    """>>> from scrapy.utils.request import RequestFingerprinter
>>> fp = RequestFingerprinter()
>>> fp.fingerprint(Request("https://www.komplett.no/product/1203344")).hex()
'{0}'
>>> fp.fingerprint(Request("https://www.komplett.no/product/1203345")).hex()
'{1}'""",
    sha(), sha(),
)

la(
    """class SupplierSpider(scrapy.Spider):
    name = "supplier_portal"

    def start_requests(self):
        yield scrapy.Request("https://portal.example-supplier.com/login", callback=self.login)

    def login(self, response):
        return scrapy.FormRequest.from_response(
            response,
            formdata={"username": self.settings.get("PORTAL_USER"), "password": self.settings.get("PORTAL_PASSWORD")},
            callback=self.after_login,
        )"""
)

la(
    """# scrapy.cfg
[settings]
default = pricewatch.settings

[deploy:prod]
url = https://scrapyd.internal.kvist.no/
project = pricewatch
# username/password come from ~/.netrc on the deploy box (machine scrapyd.internal.kvist.no)"""
)

la(
    """$ shub deploy prod
Packing version {0}
Deploying to Scrapy Cloud project "712043"
{"status": "ok", "project": 712043, "version": "{0}", "spiders": 7}
Run your spiders at: https://app.zyte.com/p/712043/""",
    r(7, HEX),
)

la(
    """yield scrapy.Request(
    url,
    callback=self.parse_product,
    dont_filter=True,
    meta={"proxy": "http://gate.smartproxy.com:7000", "download_slot": "sp-7000", "max_retry_times": 5},
    headers={"Accept-Language": "nb-NO,nb;q=0.9"},
)"""
)

# --- cookies, HAR, sessions, without values
la(
    """$ cat auth/state.json
{
  "cookies": [
    {"name": "CookieConsent", "value": "{stamp:%27{0}%27%2Cnecessary:true%2Cpreferences:false%2Cstatistics:false%2Cmarketing:false%2Cmethod:%27explicit%27%2Cver:1}", "domain": ".kvist-grossist.no", "path": "/", "expires": 1767225600, "httpOnly": false, "secure": true, "sameSite": "Lax"},
    {"name": "euconsent-v2", "value": "CQH{1}AAAA.YAAAAAAAAAAA", "domain": ".kvist-grossist.no", "path": "/", "expires": 1767225600, "httpOnly": false, "secure": true, "sameSite": "Lax"}
  ],
  "origins": []
}""",
    b64url(24), r(30, ALNUM),
)

la(
    """Cookies set after login (DevTools > Application > Cookies), values omitted:
  sessionid          portal.kvist-grossist.no   HttpOnly  Secure  SameSite=Lax
  csrftoken          portal.kvist-grossist.no             Secure  SameSite=Lax
  cookieconsent_status  .kvist-grossist.no
  _ga, _ga_4XQ2M1      .kvist-grossist.no"""
)

la(
    """        "request": {
          "method": "GET",
          "url": "https://kvist-design.myshopify.com/cart.js",
          "headers": [
            { "name": "accept", "value": "application/json" },
            { "name": "cookie", "value": "[REDACTED by har-sanitizer]" }
          ],
          "cookies": [
            { "name": "_secure_session_id", "value": "[REDACTED]" },
            { "name": "cart_currency", "value": "NOK" }
          ]
        },""",
)

la(
    """$ curl -s -c cookies.txt -b cookies.txt -d @login.form https://portal.example-supplier.com/login -o /dev/null -w '%{http_code}\\n'
302
$ curl -s -b cookies.txt https://portal.example-supplier.com/catalog?page=1 | wc -c
184233"""
)

la(
    """const cookies = JSON.parse(await fs.readFile(process.env.COOKIE_FILE, 'utf8'));
await page.setCookie(...cookies);
console.log('loaded', cookies.length, 'cookies:', cookies.map(c => c.name).join(', '));
// -> loaded 4 cookies: li_at, JSESSIONID, lang, bcookie"""
)

la(
    """# Netscape HTTP Cookie File
# only non-auth cookies kept for the fixture; session cookies stripped by tools/strip_cookies.py
.forum.example.org	TRUE	/	FALSE	1767225600	xf_consent	_third_party
.forum.example.org	TRUE	/	FALSE	1767225600	xf_lang	nb-NO
.forum.example.org	TRUE	/	FALSE	1767225600	xf_style	dark"""
)

# --- Selenium Grid, Browserless, login automation, without secrets
la(
    """$ curl -s http://selenium-hub:4444/status | jq '.value.nodes[] | {id, uri, availability, slots: (.slots | length)}'
{
  "id": "{0}",
  "uri": "http://10.42.1.17:5555",
  "availability": "UP",
  "slots": 4
}
{
  "id": "{1}",
  "uri": "http://10.42.1.18:5555",
  "availability": "DRAINING",
  "slots": 4
}""",
    uuid4(), uuid4(),
)

la(
    """  selenium-hub:
    image: selenium/hub:4.25.0
    environment:
      SE_ROUTER_USERNAME: ${GRID_USER}
      SE_ROUTER_PASSWORD: ${GRID_PASSWORD}
      SE_SESSION_REQUEST_TIMEOUT: "300"
    ports: ["4444:4444"]"""
)

la(
    """$ docker run -d --name browserless -p 3000:3000 -e TOKEN="$BROWSERLESS_TOKEN" -e CONCURRENT=10 ghcr.io/browserless/chromium:v2.18.0
$ docker inspect browserless --format '{{ .Config.Image }} {{ .State.Status }}'
ghcr.io/browserless/chromium:v2.18.0 running"""
)

la(
    """$ curl -s "http://localhost:3000/pressure?token=$BROWSERLESS_TOKEN" | jq .pressure
{
  "cpu": 37,
  "memory": 61,
  "isAvailable": true,
  "queued": 0,
  "running": 6,
  "maxConcurrent": 10,
  "maxQueued": 10
}"""
)

la(
    """const browser = await puppeteer.connect({
  browserWSEndpoint: `wss://production-sfo.browserless.io?token=${process.env.BROWSERLESS_TOKEN}&stealth=true`,
});"""
)

la(
    """  await page.goto('https://leverandor.kvist-grossist.no/login');
  await page.getByLabel('E-post').fill(process.env.PORTAL_USER!);
  await page.getByLabel('Passord').fill(process.env.PORTAL_PASSWORD!);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByText('Velkommen')).toBeVisible();"""
)

la(
    """driver.find_element(By.ID, "username").send_keys(os.environ["PORTAL_USER"])
driver.find_element(By.ID, "password").send_keys(os.environ["PORTAL_PASSWORD"])
driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()"""
)

la(
    """*** Variables ***
${PORTAL_URL}     https://b2b.example-grossist.se/

*** Test Cases ***
Login To Supplier Portal
    Open Browser    ${PORTAL_URL}    headlesschrome
    Input Text      id=user    %{PORTAL_USER}
    Input Password  id=pass    %{PORTAL_PASSWORD}
    Click Button    Logga in"""
)

la(
    """$ sha256sum -c chromedriver-linux64.zip.sha256
chromedriver-linux64.zip: OK
$ cat chromedriver-linux64.zip.sha256
{0}  chromedriver-linux64.zip""",
    r(64, HEX),
)

la(
    """# curl_cffi impersonation targets and the TLS fingerprints they produce
chrome124   ja3n_hash={0}  akamai_h2={1}
safari17_0  ja3n_hash={2}  akamai_h2={3}
firefox133  ja3n_hash={4}  akamai_h2={5}""",
    r(32, HEX), r(32, HEX), r(32, HEX), r(32, HEX), r(32, HEX), r(32, HEX),
)

la(
    """{
  "navigator.userAgent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  "navigator.hardwareConcurrency": 8,
  "webgl.vendor": "Google Inc. (NVIDIA)",
  "webgl.renderer": "ANGLE (NVIDIA, NVIDIA GeForce GTX 1660 Direct3D11 vs_5_0 ps_5_0, D3D11)",
  "canvas.hash": "{0}",
  "audio.hash": "{1}",
  "fingerprintjs.visitorId": "{2}"
}""",
    r(32, HEX), r(40, HEX), r(20, ALNUM),
)


# --- Elasticsearch, OpenSearch, Solr, without secrets
la(
    """$ curl -s -u "elastic:$ELASTIC_PASSWORD" "https://localhost:9200/_cat/shards/pages-*?v&h=index,shard,prirep,state,docs,store,node"
index             shard prirep state      docs  store node
pages-2024.11.04  0     p      STARTED    81231 412mb es01
pages-2024.11.04  0     r      UNASSIGNED
pages-2024.11.05  0     p      STARTED    40117 198mb es01
pages-2024.11.05  0     r      UNASSIGNED"""
)

la(
    """{
  "name" : "es01",
  "cluster_name" : "crawl-index",
  "cluster_uuid" : "{0}",
  "version" : {
    "number" : "8.15.3",
    "build_flavor" : "default",
    "build_type" : "docker",
    "build_hash" : "{1}",
    "lucene_version" : "9.11.1"
  },
  "tagline" : "You Know, for Search"
}""",
    b64url(16), sha(),
)

la(
    """GET /_security/api_key?name=crawler-*
{
  "api_keys" : [
    {
      "id" : "{0}",
      "name" : "crawler-ingest",
      "creation" : 1730505600000,
      "expiration" : 1738281600000,
      "invalidated" : false,
      "username" : "elastic",
      "realm" : "reserved"
    }
  ]
}""",
    r(20, URLSAFE),
)

la(
    """from elasticsearch import Elasticsearch

es = Elasticsearch(
    "https://10.0.4.12:9200",
    ssl_assert_fingerprint="{0}",
    api_key=os.environ["ES_API_KEY"],
)""",
    ":".join(r(2, UPPER_HEX) for _ in range(32)),
)

la(
    """# filebeat.yml
cloud.id: "{0}"
cloud.auth: "${ES_USER}:${ES_PWD}"
setup.ilm.enabled: false""",
    cloud_id("crawl-logs"),
)

la(
    """POST _cluster/allocation/explain
{ "index": "pages-2024.11.05", "shard": 0, "primary": false }

{
  "index" : "pages-2024.11.05",
  "shard" : 0,
  "primary" : false,
  "current_state" : "unassigned",
  "unassigned_info" : { "reason" : "INDEX_CREATED", "at" : "2024-11-05T00:00:01.412Z", "last_allocation_status" : "no_attempt" },
  "can_allocate" : "no",
  "allocate_explanation" : "Elasticsearch isn't allowed to allocate this shard to any of the nodes in the cluster. Choose a node to which you expect this shard to be allocated, find this node in the node-by-node explanation, and address the reasons which prevent Elasticsearch from allocating this shard there.",
  "node_allocation_decisions" : [ { "node_id" : "{0}", "node_name" : "es01", "decider" : "same_shard" } ]
}""",
    r(22, URLSAFE),
)

la(
    """# /etc/kibana/kibana.yml
elasticsearch.hosts: ["https://es01:9200"]
elasticsearch.serviceAccountToken: "${KIBANA_SA_TOKEN}"
xpack.encryptedSavedObjects.encryptionKey: "${KIBANA_ESO_KEY}\""""
)

la(
    """output {
  elasticsearch {
    hosts => ["https://es01.crawl.internal:9200"]
    index => "pages-%{+YYYY.MM.dd}"
    user => "logstash_writer"
    password => "${ES_PW}"   # from logstash-keystore
  }
}"""
)

la(
    """$ bin/elasticsearch-create-enrollment-token -s node
# paste the printed token on the new node:
$ bin/elasticsearch --enrollment-token <enrollment-token>
# tokens expire after 30 minutes; generate a fresh one if enrolment fails"""
)

la(
    """$ curl -sk -u "admin:$OPENSEARCH_ADMIN_PW" "https://localhost:9200/_cat/nodes?v"
ip          heap.percent ram.percent cpu load_1m node.role   cluster_manager name
172.20.0.3            41          93   7    0.61 dimr        *               opensearch-node1
172.20.0.4            38          92   5    0.61 dimr        -               opensearch-node2"""
)

la(
    """Note for the OpenSearch 2.12+ demo setup: OPENSEARCH_INITIAL_ADMIN_PASSWORD must now be set before the first start, and it has to pass the strength check (at least 8 characters with upper case, lower case, a digit and a special character). Put it in the untracked .env next to docker-compose.yml and reference it as ${OPENSEARCH_INITIAL_ADMIN_PASSWORD}."""
)

la(
    """$ curl -s -u "$SOLR_USER:$SOLR_PASS" "https://solr.kvist.no/solr/admin/collections?action=CLUSTERSTATUS&collection=listings" | jq '.cluster.collections.listings.shards | keys'
[
  "shard1",
  "shard2"
]"""
)

la(
    """{
  "authentication": { "class": "solr.BasicAuthPlugin", "blockUnknown": true, "credentials": {} },
  "authorization": {
    "class": "solr.RuleBasedAuthorizationPlugin",
    "permissions": [ { "name": "read", "role": "reader" }, { "name": "update", "role": "indexer" } ],
    "user-role": { "indexer": ["indexer"], "searchops": ["reader"] }
  }
}"""
)

# --- Algolia, Meilisearch, Typesense, without secrets
la(
    """// src/search.ts — InstantSearch in the storefront
import { liteClient as algoliasearch } from 'algoliasearch/lite';

// Search-only API key: public by design, restricted to search on prod_products.
const searchClient = algoliasearch('{0}', '{1}');""",
    r(10, UPPER_NUM), r(32, HEX),
)

la(
    """docsearch({
  container: '#docsearch',
  appId: '{0}',
  indexName: 'kvist-docs',
  apiKey: '{1}', // search-only key, safe to ship to browsers
});""",
    r(10, UPPER_NUM), r(32, HEX),
)

la(
    """Algolia dashboard > Settings > API Keys
  Application ID        {0}
  Search-Only API Key   {1}   (public)
  Write API Key         ••••••••••••••••••••••••••••{2}
  Admin API Key         ••••••••••••••••••••••••••••{3}   (never share)""",
    r(10, UPPER_NUM), r(32, HEX), r(4, HEX), r(4, HEX),
)

la(
    """// Meilisearch "Default Search API Key": search-only, fine to expose in the frontend.
const client = new MeiliSearch({
  host: 'https://search.kvist.no',
  apiKey: '{0}',
});
const res = await client.index('products').search('sykkel', { limit: 20 });""",
    r(64, HEX),
)

la(
    """$ curl -s -H "Authorization: Bearer $MEILI_MASTER_KEY" "http://localhost:7700/tasks?limit=2" | jq '.results[] | {uid, indexUid, status, type, duration}'
{
  "uid": 4812,
  "indexUid": "products",
  "status": "succeeded",
  "type": "documentAdditionOrUpdate",
  "duration": "PT2.481S"
}
{
  "uid": 4811,
  "indexUid": "products",
  "status": "failed",
  "type": "settingsUpdate",
  "duration": "PT0.004S"
}"""
)

la(
    """$ curl -s -H "Authorization: Bearer $MEILI_MASTER_KEY" http://localhost:7700/keys | jq '.results[] | {uid, name, actions, indexes}'
{ "uid": "{0}", "name": "Default Search API Key", "actions": ["search"], "indexes": ["*"] }
{ "uid": "{1}", "name": "Default Admin API Key", "actions": ["*"], "indexes": ["*"] }""",
    uuid4(), uuid4(),
)

la(
    """$ curl -s "http://localhost:8108/collections" -H "X-TYPESENSE-API-KEY: ${TYPESENSE_API_KEY}" | jq '.[] | {name, num_documents, default_sorting_field}'
{ "name": "products_2024_11", "num_documents": 48122, "default_sorting_field": "popularity" }
{ "name": "stores", "num_documents": 214, "default_sorting_field": "" }
$ curl -s http://localhost:8108/health
{"ok":true}"""
)

la(
    """; /etc/typesense/typesense-server.ini
[server]
api-address = 0.0.0.0
api-port = 8108
data-dir = /var/lib/typesense
; api-key is passed as --api-key from the systemd drop-in (EnvironmentFile=/etc/typesense/secret.env)
log-dir = /var/log/typesense"""
)

# --- vector databases, without secrets
la(
    """>>> pc.describe_index("crawl-pages")
{'name': 'crawl-pages',
 'dimension': 1024,
 'metric': 'cosine',
 'host': 'crawl-pages-{0}.svc.aped-4627-b74a.pinecone.io',
 'spec': {'serverless': {'cloud': 'aws', 'region': 'us-east-1'}},
 'status': {'ready': True, 'state': 'Ready'},
 'deletion_protection': 'enabled'}""",
    r(7, LOWER_NUM),
)

la(
    """index.upsert(
    vectors=[
        {"id": "finn-{0}#chunk-0", "values": [{1}, ...], "metadata": {"url": "https://www.finn.no/bap/forsale/ad.html?finnkode={0}", "lang": "no"}},
        {"id": "finn-{0}#chunk-1", "values": [{2}, ...], "metadata": {"url": "https://www.finn.no/bap/forsale/ad.html?finnkode={0}", "lang": "no"}},
    ],
    namespace="listings-2024-11",
)""",
    r(9, DIGITS), floats(4), floats(4),
)

la(
    """# .env.example
PINECONE_API_KEY=
PINECONE_INDEX=crawl-pages
PINECONE_NAMESPACE=listings-2024-11
EMBEDDING_MODEL=multilingual-e5-large"""
)

la(
    """{
  "class": "Page",
  "vectorizer": "none",
  "properties": [
    { "name": "url", "dataType": ["text"], "tokenization": "field" },
    { "name": "title", "dataType": ["text"] },
    { "name": "crawledAt", "dataType": ["date"] }
  ],
  "vectorIndexConfig": { "distance": "cosine", "ef": -1, "efConstruction": 128, "maxConnections": 32 },
  "shardingConfig": { "desiredCount": 1, "actualCount": 1, "virtualPerPhysical": 128 }
}"""
)

la(
    """>>> for o in pages.query.fetch_objects(limit=3).objects: print(o.uuid, o.properties["url"])
{0} https://www.kvist-handel.no/produkt/kaffetrakter-1l
{1} https://www.kvist-handel.no/produkt/vannkoker-stal
{2} https://www.kvist-handel.no/produkt/brodrister-2""",
    uuid4(), uuid4(), uuid4(),
)

la(
    """$ curl -s -H "api-key: $QDRANT_API_KEY" http://localhost:6333/collections/page_chunks | jq .result
{
  "status": "green",
  "optimizer_status": "ok",
  "indexed_vectors_count": 1204330,
  "points_count": 1204512,
  "segments_count": 8,
  "config": {
    "params": { "vectors": { "size": 1024, "distance": "Cosine" }, "shard_number": 2, "replication_factor": 2 },
    "hnsw_config": { "m": 16, "ef_construct": 100, "full_scan_threshold": 10000 }
  }
}"""
)

la(
    """{"result":{"points":[
  {"id":"{0}","version":412,"score":0.8731,"payload":{"url":"https://www.komplett.no/product/1203344","lang":"no"}},
  {"id":"{1}","version":398,"score":0.8519,"payload":{"url":"https://www.komplett.no/product/1188721","lang":"no"}}
]},"status":"ok","time":0.004211}""",
    uuid4(), uuid4(),
)

la(
    """$ curl -s -H "api-key: $QDRANT_API_KEY" http://localhost:6333/collections/page_chunks/snapshots | jq '.result[]'
{
  "name": "page_chunks-{0}-2024-11-05-02-00-00.snapshot",
  "creation_time": "2024-11-05T02:00:41",
  "size": 2148321904,
  "checksum": "{1}"
}""",
    r(16, DIGITS), r(64, HEX),
)

la(
    """>>> client.describe_collection("page_chunks")
{'collection_name': 'page_chunks', 'auto_id': False, 'num_shards': 1, 'description': '',
 'fields': [{'field_id': 100, 'name': 'chunk_id', 'type': <DataType.VARCHAR: 21>, 'params': {'max_length': 64}, 'is_primary': True},
            {'field_id': 101, 'name': 'embedding', 'type': <DataType.FLOAT_VECTOR: 101>, 'params': {'dim': 1024}},
            {'field_id': 102, 'name': 'url', 'type': <DataType.VARCHAR: 21>, 'params': {'max_length': 2048}}],
 'collection_id': {0}, 'consistency_level': 2, 'properties': {}, 'num_partitions': 1, 'enable_dynamic_field': True}""",
    r(18, DIGITS),
)

la(
    """client = MilvusClient(
    uri=os.environ["MILVUS_URI"],
    token=f"{os.environ['MILVUS_USER']}:{os.environ['MILVUS_PASSWORD']}",
    db_name="pages",
)"""
)

la(
    """$ vespa feed pages.jsonl --target cloud
{
  "feeder.seconds": 41.288,
  "feeder.ok.count": 48122,
  "feeder.ok.rate": 1165.520,
  "feeder.error.count": 0,
  "http.response.code.counts": { "200": 48122 }
}
$ vespa document get id:crawl:page::finn-{0}
{ "id": "id:crawl:page::finn-{0}", "pathId": "/document/v1/crawl/page/docid/finn-{0}", "fields": { "title": "Sykkel, 26 tommer" } }""",
    r(9, DIGITS),
)

la(
    """<!-- services.xml -->
<container id="default" version="1.0">
  <clients>
    <client id="crawler-feed" permissions="read,write">
      <token id="crawler-feed-token"/>
    </client>
    <client id="search-frontend" permissions="read">
      <certificate file="security/clients.pem"/>
    </client>
  </clients>
  <search/>
  <document-api/>
</container>"""
)

la(
    """>>> [ (c.name, str(c.id)) for c in client.list_collections() ]
[('crawl_pages', '{0}'), ('crawl_pages_v2', '{1}'), ('eval_queries', '{2}')]""",
    uuid4(), uuid4(), uuid4(),
)

la(
    """# chroma.env
CHROMA_SERVER_AUTHN_PROVIDER=chromadb.auth.token_authn.TokenAuthenticationServerProvider
CHROMA_SERVER_AUTHN_CREDENTIALS_FILE=/run/secrets/chroma_token
CHROMA_AUTH_TOKEN_TRANSPORT_HEADER=X-Chroma-Token
IS_PERSISTENT=TRUE"""
)

la(
    """{
  "type": "structured",
  "vectorNumericType": "float",
  "model": "hf/e5-base-v2",
  "normalizeEmbeddings": true,
  "allFields": [
    { "name": "title", "type": "text", "features": ["lexical_search"] },
    { "name": "description", "type": "text", "features": ["lexical_search"] }
  ],
  "tensorFields": ["title", "description"],
  "annParameters": { "spaceType": "prenormalized-angular", "parameters": { "efConstruction": 512, "m": 16 } }
}"""
)

la(
    """{"hits": [
  {"_id": "{0}", "_score": 0.8812, "title": "Kaffetrakter 1 L", "_highlights": [{"title": "Kaffetrakter 1 L"}]},
  {"_id": "{1}", "_score": 0.8420, "title": "Vannkoker stål", "_highlights": [{"description": "vannkoker i børstet stål"}]}
], "query": "kaffe", "limit": 10, "offset": 0, "processingTimeMs": 38}""",
    uuid4(), uuid4(),
)

# --- transcript shapes, diffs, prose
la(
    """{"type": "tool_use", "id": "toolu_01{0}", "name": "bash", "input": {"command": "cd pricewatch && scrapy crawl komplett -s ZYTE_API_KEY=\\"$ZYTE_API_KEY\\" -s CLOSESPIDER_ITEMCOUNT=50 -O /tmp/komplett.jsonl", "description": "Run the spider for 50 items"}}""",
    r(22, ALNUM),
)

la(
    """diff --git a/pricewatch/settings.py b/pricewatch/settings.py
index {0}..{1} 100644
--- a/pricewatch/settings.py
+++ b/pricewatch/settings.py
@@ -12,7 +12,7 @@ ROBOTSTXT_OBEY = True
 ADDONS = {"scrapy_zyte_api.Addon": 500}
-ZYTE_API_KEY = "<put-your-key-here>"
+ZYTE_API_KEY = os.environ.get("ZYTE_API_KEY", "")
 ZYTE_API_TRANSPARENT_MODE = True""",
    r(7, HEX), r(7, HEX),
)

la(
    """Quick summary of what I changed: the proxy username and password are no longer in settings.py. The middleware now reads PROXY_USER and PROXY_PASS from the environment, and the CI job gets them from the repository secrets. I also rotated nothing, since the old values were never committed; the git history only ever had the placeholder."""
)


# --- Chinese, Norwegian and Arabic, without secrets
la(
    """轮换住宅代理的原理是每个请求从家庭宽带 IP 池里换一个出口，适合应对按 IP 限流，但按流量计费比较贵。需要登录的流程请用粘性会话（10–30 分钟同一个 IP）。账号密码放在 Vault 的 kv/crawl/proxies 里，不要写进代码。"""
)

la(
    """集群状态是 yellow，因为单节点上副本分片无法分配：
cluster_uuid: {0}
未分配分片：pages-2024.11.05 的 0 号副本（reason: INDEX_CREATED）
解决办法：把 number_of_replicas 设为 0，或者再加一个节点。""",
    b64url(16),
)

la(
    """# 爬虫配置（敏感值全部走环境变量）
ZYTE_API_KEY=${ZYTE_API_KEY}
SCRAPINGBEE_API_KEY=${SCRAPINGBEE_API_KEY}
# 索引名
ES_INDEX=pages-2024.11
MEILI_INDEX=products"""
)

la(
    """Vi løser captcha via en ekstern tjeneste bare på innloggingssiden; resten av katalogen har ingen captcha. Nøkkelen til tjenesten ligger som miljøvariabel TWOCAPTCHA_API_KEY i CI, og site key-en i HTML-en er offentlig, så den kan stå i testene."""
)

la(
    """Passordet til leverandørportalen ligger i 1Password under «Scraper / leverandørportal». Boten henter det ved oppstart med `op read op://Crawl/leverandorportal/password`, så det står aldri i repoet eller i loggene."""
)

la(
    """Indeksene i prod nå: products (48 122 dokumenter), stores (214) og products_2024_11 som alias-mål. Jeg bytter aliaset «products_live» over til den nye indeksen i kveld etter at reindekseringen er ferdig."""
)

la(
    """البروكسيات السكنية الدوّارة تغيّر عنوان IP مع كل طلب، وهذا مفيد ضد الحظر حسب العنوان، لكن تكلفتها أعلى لكل غيغابايت. بيانات الدخول محفوظة في Vault وليست في المستودع."""
)

la(
    """هذا هو مفتاح البحث العام فقط (Search-Only) الخاص بـ Algolia، ويمكن وضعه في الواجهة الأمامية بأمان: {0}
أما مفتاح المدير فهو في متغير البيئة ALGOLIA_ADMIN_KEY ولن أشاركه هنا.""",
    r(32, HEX),
)

la(
    """كلمة مرور Elasticsearch محفوظة في متغير البيئة ES_PASSWORD على الخادم، ومعرّف المجموعة هو {0} وعدد الشظايا غير المخصّصة 6.""",
    b64url(16),
)

# --- a few more plain contexts
la(
    """$ apify info
Success: You are logged in to Apify as kvist-scraping!
  User ID: {0}
  Username: kvist-scraping
  Plan: SCALE
$ cat ~/.apify/auth.json | jq 'del(.token, .proxy)'
{ "id": "{0}", "username": "kvist-scraping", "email": "ops@kvist.no" }""",
    r(17, ALNUM),
)

la(
    """| env     | ES_PASSWORD     | ALGOLIA_ADMIN_KEY | PINECONE_API_KEY | QDRANT_API_KEY |
|---------|-----------------|-------------------|------------------|----------------|
| dev     | ****            | ****              | ****             | (unset)        |
| staging | ****            | ****              | ****             | ****           |
| prod    | ****            | ****              | ****             | ****           |
All values are synced from Doppler (project crawl, configs dev/stg/prd)."""
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
