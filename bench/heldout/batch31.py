r"""Held-out batch 31: blind, written by hand before measuring, by a writer who never read the rules, code, docs, tests or results.

What was read, and nothing else: bench/heldout/__init__.py (the batch format); lines
1-130 of bench/heldout/batch19.py (its docstring and the helper functions r, b64, b64url,
pw, uuid4, sha, jwt, add, add_split and la, copied here unchanged apart from the seed);
the Theme paragraphs of the earlier batches (a grep for lines starting with Theme and the
twelve lines after each), so as not to repeat their texts; and a grep of the kind names
earlier batches pass to add and add_split. The filter's rules, code, docs, tests, bench
scripts and results were not read, and the filter was never run.

Theme: testing, QA and API tooling, as a coding agent runs and reads them. Test runs
whose output prints a real credential (pytest assertion diffs and showlocals, Jest and
Vitest snapshot diffs, go test -v, RSpec, JUnit XML reports, cargo test, Robot
Framework, xUnit, tox); recorded HTTP (VCR.py, Polly.js and go-vcr cassettes, WireMock
and MockServer mappings, Prism, Hoverfly, nock recordings, HAR-based replays); browser
testing (Playwright storageState cookies and localStorage, Cypress cypress.env.json,
Selenium Grid URLs with credentials, Puppeteer and WebdriverIO logins); load testing (k6
scripts and summaries, Locust, JMeter jmx, Gatling, Artillery, vegeta, wrk); API client
files (Postman collections and environments, newman, Insomnia, Bruno bru files,
Hoppscotch, Hurl, REST Client http files, httpie sessions, Thunder Client, grpcurl);
Testcontainers and docker test logs; seeded test databases and factories that use a real
staging credential; captured mail in Mailpit, MailHog and MailCatcher (password-reset
links, one-time codes, magic links, invitation tokens); contract tests (Pact broker
tokens); fuzzing and security tools (ZAP, Burp, nuclei, sqlmap, ffuf, Schemathesis);
coverage, mutation and reporting services (Codecov, Coveralls, Stryker dashboard,
SonarCloud, TestRail, ReportPortal, Currents); feature-flag SDK keys in test setup. All
new kinds are under qa/. Look-alikes hold the same contexts without a secret: obviously
fake fixture values written on purpose, cassettes already filtered, env and variable
references in each tool's syntax, request, trace, run and test-case ids, ETags, snapshot
hashes, commit SHAs, random seeds printed by test runners, base64 of non-secret payloads,
CSRF field names without values, prose about tokens in test names and docstrings, and
HTTP 401 responses. Mostly English, with some German and Chinese comments and messages.

Not to be tuned on until its first measurement is recorded.
"""

from __future__ import annotations

import base64
import json
import random
import string

_rng = random.Random(31_2026_12_06)
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


def _basic(user: str, password: str) -> str:
    return base64.b64encode(f"{user}:{password}".encode()).decode()


# ============================================================ secrets: test runs
add(
    "qa/pytest_assert_diff_bearer",
    """$ pytest tests/integration/test_orders_api.py -x
============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.2.1, pluggy-1.5.0
rootdir: /home/dev/shop-api
collected 14 items

tests/integration/test_orders_api.py ....F

=================================== FAILURES ===================================
__________________________ test_list_orders_headers ___________________________

    def test_list_orders_headers(staging_client):
        resp = staging_client.get("/v2/orders?limit=5")
>       assert resp.request.headers == {"Accept": "application/json"}
E       AssertionError: assert {'Accept': 'application/json', 'Authorization': 'Bearer {0}'} == {'Accept': 'application/json'}
E         Left contains 1 more item:
E         {'Authorization': 'Bearer {0}'}
E         Use -v to get more diff

tests/integration/test_orders_api.py:61: AssertionError
=========================== short test summary info ============================
FAILED tests/integration/test_orders_api.py::test_list_orders_headers - AssertionError
========================= 1 failed, 4 passed in 3.12s ==========================""",
    r(48, URLSAFE),
)

add(
    "qa/pytest_showlocals_db_password",
    """$ pytest -l tests/test_migrations.py::test_upgrade_head
...
_____________________________ test_upgrade_head ______________________________

alembic_cfg = <alembic.config.Config object at 0x7f3a9c2e1d90>
db_host    = 'pg-staging-2.internal.lumen.io'
db_name    = 'billing'
db_password = '{0}'
db_user    = 'billing_migrator'
url        = URL('postgresql+psycopg://billing_migrator:***@pg-staging-2.internal.lumen.io:5432/billing')

    def test_upgrade_head(alembic_cfg):
        db_host = os.environ.get("STAGING_DB_HOST", "pg-staging-2.internal.lumen.io")
>       command.upgrade(alembic_cfg, "head")

tests/test_migrations.py:38:
E   sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection timeout expired
FAILED tests/test_migrations.py::test_upgrade_head - sqlalchemy.exc.OperationalError""",
    pw(),
)

add(
    "qa/pytest_showlocals_settings_repr",
    """___________________________ test_charge_is_captured ___________________________

client     = <StripeClient base='https://api.stripe.com'>
settings   = Settings(env='staging', stripe_api_key='{0}', webhook_tolerance=300, currency='eur')
order      = Order(id=88213, total=Decimal('49.90'), status='pending')

    @pytest.mark.staging
    def test_charge_is_captured(client, settings, order):
        charge = client.charge(order)
>       assert charge.status == "succeeded"
E       AssertionError: assert 'requires_action' == 'succeeded'
E         - succeeded
E         + requires_action

tests/staging/test_payments.py:112: AssertionError""",
    "sk_live_" + r(24),
)

add(
    "qa/jest_snapshot_diff_cookie",
    """ FAIL  src/api/__tests__/session.test.ts
  ● session › forwards the upstream cookie

    expect(received).toMatchSnapshot()

    Snapshot name: `session forwards the upstream cookie 1`

    - Snapshot  - 1
    + Received  + 1

      Object {
        "headers": Object {
          "accept": "application/json",
    -     "cookie": "sid=<redacted>",
    +     "cookie": "sid={0}; Path=/; HttpOnly",
          "x-client": "web/4.18.2",
        },
        "method": "GET",
        "url": "https://staging.kettle.app/api/me",
      }

      27 |     const req = await buildUpstreamRequest(ctx);
    > 28 |     expect(req).toMatchSnapshot();
         |                 ^

 › 1 snapshot failed.
Snapshot Summary
 › 1 snapshot failed from 1 test suite. Inspect your code changes or run `npx jest -u` to update them.""",
    "s%3A" + b64url(24) + "." + b64(32).rstrip("="),
)

add(
    "qa/vitest_snapshot_file_api_key",
    """// Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html

exports[`geocoder client > builds the request 1`] = `
{
  "headers": {
    "Content-Type": "application/json",
    "X-Api-Key": "{0}",
  },
  "method": "POST",
  "url": "https://geo.internal.fernhill.dev/v1/lookup",
}
`;

exports[`geocoder client > retries on 503 1`] = `3`;""",
    "fh_live_" + r(32, LOWER_NUM),
)

add(
    "qa/go_test_v_logf_dsn",
    """$ go test -v -run TestRepository ./internal/store/...
=== RUN   TestRepository_Insert
    repo_test.go:41: connecting to postgres://ledger_app:{0}@ledger-db.staging.svc:5432/ledger?sslmode=require
    repo_test.go:58: inserted 3 rows
--- PASS: TestRepository_Insert (0.41s)
=== RUN   TestRepository_Delete
    repo_test.go:77: delete returned 0 rows, want 1
--- FAIL: TestRepository_Delete (0.12s)
FAIL
FAIL	github.com/ledgerly/core/internal/store	0.561s
FAIL""",
    pw(),
)

add(
    "qa/rspec_failure_request_headers",
    """Failures:

  1) Billing::Client#create_invoice sends the partner key
     Failure/Error: expect(request.headers).to include("X-Partner-Key" => "test")

       expected {"Accept" => "*/*", "User-Agent" => "Faraday v2.9.0", "X-Partner-Key" => "{0}"} to include {"X-Partner-Key" => "test"}
       Diff:
       @@ -1 +1,3 @@
       -"X-Partner-Key" => "test",
       +"Accept" => "*/*",
       +"User-Agent" => "Faraday v2.9.0",
       +"X-Partner-Key" => "{0}",

     # ./spec/lib/billing/client_spec.rb:44:in `block (3 levels) in <top (required)>'

Finished in 0.8912 seconds (files took 2.41 seconds to load)
12 examples, 1 failure

Failed examples:

rspec ./spec/lib/billing/client_spec.rb:39 # Billing::Client#create_invoice sends the partner key""",
    "pk_prod_" + r(40, HEX),
)

add(
    "qa/junit_xml_system_out_token",
    """<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="jest tests" tests="9" failures="1" errors="0" time="6.212">
  <testsuite name="webhooks e2e" errors="0" failures="1" skipped="0" timestamp="2026-12-04T09:14:02" time="4.87" tests="9">
    <testcase classname="webhooks e2e delivers to partner" name="webhooks e2e delivers to partner" time="2.301">
      <failure message="expected 200, received 403">Error: expected 200, received 403
    at Object.&lt;anonymous&gt; (/builds/platform/hooks/test/e2e.test.ts:88:31)</failure>
    </testcase>
    <system-out><![CDATA[
[e2e] target=https://hooks-staging.partner-grid.net
[e2e] POST /deliveries with Authorization: Bearer {0}
[e2e] response 403 {"error":"forbidden"}
]]></system-out>
  </testsuite>
</testsuites>""",
    jwt({"sub": "svc-hooks-e2e", "aud": "partner-grid", "scope": "deliveries:write", "iat": 1796375642, "exp": 1796462042}),
)

add(
    "qa/cargo_test_assert_eq_token",
    """$ cargo test --test api_client
   Compiling relay-client v0.7.3 (/home/dev/relay-client)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 7.92s
     Running tests/api_client.rs (target/debug/deps/api_client-3f9c1a2b7d0e4c55)

running 4 tests
test builds_user_agent ... ok
test reads_token_from_config ... FAILED
test retries_on_429 ... ok
test parses_error_body ... ok

failures:

---- reads_token_from_config stdout ----
thread 'reads_token_from_config' panicked at tests/api_client.rs:52:5:
assertion `left == right` failed
  left: Some("{0}")
 right: None
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace

failures:
    reads_token_from_config

test result: FAILED. 3 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s""",
    "rly_" + r(40, BASE58),
)

add(
    "qa/go_testify_refresh_token_diff",
    """--- FAIL: TestTokenRefresh (0.38s)
    auth_test.go:94:
        	Error Trace:	/src/auth/auth_test.go:94
        	Error:      	Not equal:
        	            	expected: ""
        	            	actual  : "{0}"

        	            	Diff:
        	            	--- Expected
        	            	+++ Actual
        	            	@@ -1 +1 @@
        	            	-
        	            	+{0}
        	Test:       	TestTokenRefresh
        	Messages:   	refresh against staging IdP should not return a refresh token for client_credentials
FAIL
exit status 1
FAIL	git.acme-logistics.de/platform/auth	0.402s""",
    "rt." + b64url(48),
)

add(
    "qa/xunit_output_connection_string",
    """  Failed Orders.IntegrationTests.OrderRepositoryTests.Save_PersistsLines [1 s]
  Error Message:
   Microsoft.Data.SqlClient.SqlException : Login failed for user 'orders_it'.
  Stack Trace:
     at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection)
     at Orders.IntegrationTests.DbFixture..ctor() in /src/tests/Orders.IntegrationTests/DbFixture.cs:line 23
  Standard Output Messages:
 [DbFixture] Using connection: Server=tcp:sql-orders-stg.database.windows.net,1433;Initial Catalog=orders;User ID=orders_it;Password={0};Encrypt=True;

Failed!  - Failed:     1, Passed:    57, Skipped:     2, Total:    60, Duration: 14 s - Orders.IntegrationTests.dll (net8.0)""",
    pw(),
)

add(
    "qa/robot_framework_log_input_text",
    """==============================================================================
Admin Login :: Smoke tests against staging admin
==============================================================================
KEYWORD BuiltIn . Log  Opening https://admin.staging.parcelbay.eu/login
KEYWORD SeleniumLibrary . Input Text  id:username  qa.robot@parcelbay.eu
20261203 07:41:12.118 - INFO - Typing text 'qa.robot@parcelbay.eu' into text field 'id:username'.
KEYWORD SeleniumLibrary . Input Text  id:password  {0}
20261203 07:41:12.402 - INFO - Typing text '{0}' into text field 'id:password'.
KEYWORD SeleniumLibrary . Click Button  id:submit
Admin Can Log In                                                      | PASS |
------------------------------------------------------------------------------
Admin Login :: Smoke tests against staging admin                      | PASS |
1 test, 1 passed, 0 failed""",
    pw(),
)

add(
    "qa/tox_vv_setenv_dump",
    """$ tox -e integration -vv
integration: 148 I find interpreter for spec PythonSpec(path=/usr/bin/python3.11) [virtualenv/discovery/builtin.py:58]
integration: 291 W commands[0]> pytest tests/integration -m "not slow" [tox/tox_env/api.py:427]
integration: 292 I env SEARCH_URL=https://search-stg.internal.kiwiboard.io [tox/execute/api.py:180]
integration: 292 I env SEARCH_API_KEY={0} [tox/execute/api.py:180]
integration: 292 I env PYTHONHASHSEED=1730498212 [tox/execute/api.py:180]
============================= test session starts ==============================
collected 31 items / 4 deselected / 27 selected
tests/integration/test_search.py ...........................           [100%]
======================= 27 passed, 4 deselected in 9.88s =======================
  integration: OK (13.02=setup[2.91]+cmd[10.11] seconds)
  congratulations :) (13.12 seconds)""",
    r(40, LOWER_NUM),
)

add(
    "qa/junit_xml_property_env",
    """<testsuite name="pytest" errors="0" failures="0" skipped="1" tests="22" time="18.441" timestamp="2026-12-05T22:03:11.514221" hostname="runner-7f2k">
  <properties>
    <property name="base_url" value="https://api.staging.tallyhq.com"/>
    <property name="python" value="3.12.7"/>
    <property name="STAGING_ADMIN_TOKEN" value="{0}"/>
    <property name="git_sha" value="{1}"/>
  </properties>
  <testcase classname="tests.smoke.test_health" name="test_health" time="0.212"/>
  <testcase classname="tests.smoke.test_admin" name="test_admin_can_list_users" time="1.093"/>
</testsuite>""",
    "tly_adm_" + r(36),
    sha(),
)

add(
    "qa/mocha_console_log_credentials",
    """  Partner sync
    ✓ fetches the catalogue (812ms)
sync config: {
  baseUrl: 'https://sync.partner-hub.io/v3',
  clientId: 'acme-staging',
  clientSecret: '{0}',
  pageSize: 200
}
    1) pushes inventory deltas


  1 passing (1s)
  1 failing

  1) Partner sync
       pushes inventory deltas:
     Error: Request failed with status code 422
      at createError (node_modules/axios/lib/core/createError.js:16:15)""",
    r(48, URLSAFE),
)

add(
    "qa/phpunit_dump_api_secret",
    """PHPUnit 11.2.5 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.8
Configuration: /app/phpunit.xml

..F..                                                               5 / 5 (100%)

array(3) {
  ["endpoint"]=>
  string(38) "https://sandbox-api.paygate-nordic.com"
  ["merchant_id"]=>
  string(8) "M-204871"
  ["api_secret"]=>
  string(40) "{0}"
}

There was 1 failure:

1) Tests\\Feature\\CheckoutTest::test_signature_header_matches
Failed asserting that two strings are identical.""",
    r(40, HEX),
)

add(
    "qa/playwright_test_output_magic_link",
    """Running 6 tests using 2 workers

  ✓  1 [chromium] › auth/login.spec.ts:12:7 › shows the login form (1.1s)
  ✘  2 [chromium] › auth/magic.spec.ts:20:7 › signs in with a magic link (12.4s)

  1) [chromium] › auth/magic.spec.ts:20:7 › signs in with a magic link ─────────────

    Error: page.goto: net::ERR_CONNECTION_REFUSED at https://app.staging.brightdesk.io/auth/magic?token={0}&email=qa%2Bmagic%40brightdesk.io
    Call log:
      - navigating to "https://app.staging.brightdesk.io/auth/magic?token={0}&email=qa%2Bmagic%40brightdesk.io", waiting until "load"

      29 |     const link = await latestMagicLink('qa+magic@brightdesk.io');
    > 30 |     await page.goto(link);
         |                ^

  1 failed
    [chromium] › auth/magic.spec.ts:20:7 › signs in with a magic link
  5 passed (21.7s)""",
    b64url(32),
)

add(
    "qa/gradle_test_stdout_aws_secret",
    """> Task :storage:integrationTest

S3UploaderIT > uploadsMultipart() FAILED
    software.amazon.awssdk.services.s3.model.S3Exception: Access Denied (Service: S3, Status Code: 403, Request ID: 7M2Q9HX1B0RZ5C4A)
        at S3UploaderIT.uploadsMultipart(S3UploaderIT.kt:47)

S3UploaderIT > uploadsMultipart() STANDARD_OUT
    [it] region=eu-central-1 bucket=docs-staging-ingest
    [it] credentials: AwsBasicCredentials(accessKeyId={1}, secretAccessKey={0})

3 tests completed, 1 failed

FAILURE: Build failed with an exception.""",
    r(40, ALNUM + "/+"),
    "AKIA" + r(16, UPPER_NUM),
)

add(
    "qa/jest_tohavebeencalledwith_basic_auth",
    """ FAIL  test/mailer.test.js
  ● mailer › authenticates against the relay

    expect(jest.fn()).toHaveBeenCalledWith(...expected)

    - Expected
    + Received

      Object {
        "auth": Object {
    -     "pass": "x",
    +     "pass": "{0}",
          "user": "relay@stg.orchard-mail.net",
        },
        "host": "smtp.stg.orchard-mail.net",
        "port": 587,
      },

    Number of calls: 1

      42 |     await sendWelcome(user);
    > 43 |     expect(createTransport).toHaveBeenCalledWith({ host, port, auth: { user, pass: 'x' } });""",
    pw(),
)

# ============================================================ secrets: recorded HTTP
add(
    "qa/vcr_cassette_authorization",
    """interactions:
- request:
    body: null
    headers:
      Accept:
      - application/json
      Authorization:
      - Bearer {0}
      User-Agent:
      - python-httpx/0.27.0
    method: GET
    uri: https://api.staging.quillmetrics.com/v1/projects?page=1
  response:
    body:
      string: '{"data":[{"id":"prj_91x","name":"demo"}],"next":null}'
    headers:
      Content-Type:
      - application/json
    status:
      code: 200
      message: OK
version: 1""",
    "qm_" + r(40, LOWER_NUM),
)

add(
    "qa/vcr_cassette_form_client_secret",
    """- request:
    body: grant_type=client_credentials&client_id=reporting-batch&client_secret={0}&scope=reports.read
    headers:
      Content-Type:
      - application/x-www-form-urlencoded
    method: POST
    uri: https://login.staging.northwind-health.org/oauth2/token
  response:
    body:
      string: '{"token_type":"Bearer","expires_in":3599,"access_token":"<FILTERED>"}'
    status:
      code: 200
      message: OK""",
    r(40, URLSAFE),
)

add(
    "qa/pollyjs_har_cookie",
    """{
  "log": {
    "_recordingName": "checkout/applies coupon",
    "creator": { "comment": "persister:fs", "name": "Polly.JS", "version": "6.0.6" },
    "entries": [
      {
        "_id": "5b1f0a2c94e7d1c8a3e6f0b2d4c9a7e1",
        "request": {
          "method": "POST",
          "url": "https://shop.staging.tindra.se/api/cart/coupon",
          "headers": [
            { "name": "content-type", "value": "application/json" },
            { "name": "cookie", "value": "tindra_session={0}; locale=sv-SE" }
          ],
          "postData": { "mimeType": "application/json", "text": "{\\"code\\":\\"WINTER10\\"}" }
        },
        "response": { "status": 200, "statusText": "OK" }
      }
    ]
  }
}""",
    b64url(36),
)

add(
    "qa/go_vcr_cassette_api_key",
    """---
version: 2
interactions:
    - id: 0
      request:
        proto: HTTP/1.1
        host: api.trackwise.io
        method: GET
        url: https://api.trackwise.io/v2/shipments/SHP-118204
        headers:
            X-Api-Key:
                - {0}
      response:
        status: 200 OK
        code: 200
        body: '{"id":"SHP-118204","status":"in_transit"}'
        duration: 212.44ms""",
    "tw_live_" + r(32, HEX),
)

add(
    "qa/wiremock_mapping_basic_auth",
    """{
  "request": {
    "method": "GET",
    "urlPath": "/erp/api/v1/articles",
    "headers": {
      "Authorization": { "equalTo": "Basic {0}" }
    }
  },
  "response": {
    "status": 200,
    "bodyFileName": "articles-page1.json",
    "headers": { "Content-Type": "application/json" }
  },
  "metadata": { "note": "copied from real staging traffic, see ticket QA-412" }
}""",
    _basic("erp_sync", pw()),
)

add(
    "qa/mockserver_expectation_api_key",
    """PUT /mockserver/expectation HTTP/1.1
Host: localhost:1080
Content-Type: application/json

{
  "httpRequest": {
    "method": "POST",
    "path": "/v1/sms/send",
    "headers": { "x-api-key": ["{0}"] }
  },
  "httpForward": { "host": "sms-gw.staging.telvio.net", "port": 443, "scheme": "HTTPS" }
}""",
    r(32, LOWER_NUM),
)

add(
    "qa/nock_recorder_access_token",
    """<<<<<<-- cut here -->>>>>>

nock('https://auth.staging.hollowpine.dev:443', {"encodedQueryParams":true})
  .post('/oauth/token', {"grant_type":"password","username":"qa-bot","password":"<omitted>"})
  .reply(200, {"access_token":"{0}","token_type":"bearer","expires_in":86400,"scope":"read write"}, [
  'Content-Type',
  'application/json; charset=utf-8',
  'X-Request-Id',
  '{1}'
]);

<<<<<<-- cut here -->>>>>>""",
    jwt({"sub": "qa-bot", "iss": "https://auth.staging.hollowpine.dev", "exp": 1796500000}),
    uuid4(),
)

add(
    "qa/prism_proxy_log_header",
    """[10:41:07 AM] › [CLI] …  awaiting  Starting Prism…
[10:41:08 AM] › [CLI] ℹ  info      GET        http://127.0.0.1:4010/invoices
[10:41:08 AM] › [CLI] ▶  start     Prism is listening on http://127.0.0.1:4010
[10:41:12 AM] › [HTTP SERVER] get /invoices ℹ  info      Request received
[10:41:12 AM] ›     [PROXY] ℹ  info      > Forwarding "get" request to https://invoicing.staging.cobaltbooks.com/invoices...
[10:41:12 AM] ›     [PROXY] ●  debug     > Request headers: {"authorization":"Token {0}","accept":"application/json"}
[10:41:13 AM] ›     [PROXY] ℹ  info      The upstream call to /invoices has returned 200
[10:41:13 AM] › [VALIDATOR] ✔  success   The response conforms to the schema""",
    r(40, HEX),
)

add(
    "qa/hoverfly_simulation_bearer",
    """{
  "data": {
    "pairs": [
      {
        "request": {
          "path": [{ "matcher": "exact", "value": "/api/v3/customers" }],
          "method": [{ "matcher": "exact", "value": "GET" }],
          "headers": {
            "Authorization": [{ "matcher": "exact", "value": "Bearer {0}" }]
          }
        },
        "response": { "status": 200, "body": "{\\"customers\\":[]}", "templated": false }
      }
    ]
  },
  "meta": { "schemaVersion": "v5.2", "hoverflyVersion": "v1.9.1", "timeExported": "2026-12-02T14:07:55Z" }
}""",
    r(64, HEX),
)

add(
    "qa/betamax_cassette_userinfo",
    """$ git diff --stat
 tests/cassettes/PullRequests_list_open.json | 1 +
 1 file changed, 1 insertion(+)
$ cat tests/cassettes/PullRequests_list_open.json
{"http_interactions": [{"request": {"body": {"encoding": "utf-8", "string": ""}, "headers": {"Accept": ["application/vnd.github+json"]}, "method": "GET", "uri": "https://deploy-bot:{0}@git.staging.corvid-labs.net/api/v3/repos/platform/infra/pulls?state=open"}, "response": {"body": {"encoding": "utf-8", "string": "[]"}, "headers": {"Content-Type": ["application/json"]}, "status": {"code": 200, "message": "OK"}, "url": "https://git.staging.corvid-labs.net/api/v3/repos/platform/infra/pulls?state=open"}, "recorded_at": "2026-11-28T16:20:03"}], "recorded_with": "betamax/0.9.0"}""",
    "ghp_" + r(36),
)

add(
    "qa/responses_recorder_yaml",
    """responses:
- response:
    auto_calculate_content_length: false
    body: '{"ok": true, "channel": "C07QA1RPT", "ts": "1796391220.004100"}'
    content_type: text/plain
    headers: {}
    method: POST
    status: 200
    url: https://slack.com/api/chat.postMessage?token={0}&channel=C07QA1RPT""",
    "xoxb-" + r(12, DIGITS) + "-" + r(13, DIGITS) + "-" + r(24),
)

add(
    "qa/har_replay_authorization",
    """$ jq '.log.entries[3].request' recordings/onboarding-flow.har
{
  "method": "PATCH",
  "url": "https://api.staging.meadowcrm.com/v1/accounts/acc_20931/settings",
  "httpVersion": "HTTP/2",
  "headers": [
    { "name": ":authority", "value": "api.staging.meadowcrm.com" },
    { "name": "authorization", "value": "Bearer {0}" },
    { "name": "content-type", "value": "application/json" }
  ],
  "queryString": [],
  "cookies": [],
  "headersSize": -1,
  "bodySize": 41
}""",
    jwt({"sub": "usr_77120", "org": "acc_20931", "role": "admin", "exp": 1796480000}),
)

# ============================================================ secrets: browser testing
add(
    "qa/playwright_storage_state_cookie",
    """{
  "cookies": [
    {
      "name": "__Host-session",
      "value": "{0}",
      "domain": "app.staging.lanternhq.com",
      "path": "/",
      "expires": 1797600000.512,
      "httpOnly": true,
      "secure": true,
      "sameSite": "Lax"
    },
    {
      "name": "theme",
      "value": "dark",
      "domain": "app.staging.lanternhq.com",
      "path": "/",
      "expires": -1,
      "httpOnly": false,
      "secure": false,
      "sameSite": "Lax"
    }
  ],
  "origins": []
}""",
    b64url(32),
)

add(
    "qa/playwright_storage_state_localstorage",
    """$ cat playwright/.auth/admin.json
{
  "cookies": [],
  "origins": [
    {
      "origin": "https://console.staging.peakops.io",
      "localStorage": [
        { "name": "sidebar.collapsed", "value": "false" },
        { "name": "auth.accessToken", "value": "{0}" },
        { "name": "auth.user", "value": "{\\"id\\":\\"u_301\\",\\"email\\":\\"qa-admin@peakops.io\\"}" }
      ]
    }
  ]
}""",
    jwt({"sub": "u_301", "email": "qa-admin@peakops.io", "roles": ["admin"], "exp": 1796600000}),
)

add(
    "qa/cypress_env_json_password",
    """{
  "baseUrl": "https://staging.harborline.travel",
  "apiUrl": "https://api.staging.harborline.travel",
  "adminEmail": "cypress-admin@harborline.travel",
  "adminPassword": "{0}",
  "defaultLocale": "de-DE",
  "retries": 2
}""",
    pw(),
)

add(
    "qa/selenium_grid_url_credentials",
    """from selenium import webdriver

options = webdriver.ChromeOptions()
options.set_capability("se:name", "checkout smoke")
options.set_capability("se:recordVideo", True)

# Grid im Rechenzentrum Frankfurt, nur aus dem VPN erreichbar
driver = webdriver.Remote(
    command_executor="https://qa-grid:{0}@grid.qa.ostwerk.de/wd/hub",
    options=options,
)
driver.get("https://shop.staging.ostwerk.de/")""",
    pw(),
)

add(
    "qa/puppeteer_login_script",
    """const puppeteer = require('puppeteer');

(async () => {
  const browser = await puppeteer.launch({ headless: 'new' });
  const page = await browser.newPage();
  await page.goto('https://backoffice.staging.grainline.co/login');
  await page.type('#email', 'ops-bot@grainline.co');
  await page.type('#password', '{0}');
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
  await page.screenshot({ path: 'after-login.png' });
  await browser.close();
})();""",
    pw(),
)

add(
    "qa/playwright_auth_setup_fill",
    """import { test as setup, expect } from '@playwright/test';

const authFile = 'playwright/.auth/user.json';

setup('authenticate', async ({ page }) => {
  await page.goto('https://portal.staging.vervesoft.io/sign-in');
  await page.getByLabel('E-Mail').fill('e2e-runner@vervesoft.io');
  // TODO: aus dem Secret-Store lesen statt hier hart kodieren
  await page.getByLabel('Passwort').fill('{0}');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Willkommen')).toBeVisible();
  await page.context().storageState({ path: authFile });
});""",
    pw(),
)

add(
    "qa/cypress_command_log_bearer",
    """  Running:  api/refunds.cy.ts                                                               (3 of 7)

  Refunds API
    1) creates a partial refund

  0 passing (4s)
  1 failing

  1) Refunds API
       creates a partial refund:
     CypressError: `cy.request()` failed on:

https://api.staging.lumipay.eu/v1/refunds

The response we received from your web server was:

  > 409: Conflict

This was considered a failure because the status code was not `2xx` or `3xx`.

-----------------------------------------------------------
The request we sent was:

Method: POST
URL: https://api.staging.lumipay.eu/v1/refunds
Headers: {
  "Connection": "keep-alive",
  "authorization": "Bearer {0}",
  "content-type": "application/json"
}""",
    "lp_sk_" + r(40, LOWER_NUM),
)

add(
    "qa/wdio_conf_grid_key",
    """export const config: WebdriverIO.Config = {
    runner: 'local',
    specs: ['./test/specs/**/*.e2e.ts'],
    maxInstances: 5,
    hostname: 'selenoid.qa.brindle.dev',
    port: 443,
    protocol: 'https',
    user: 'wdio',
    key: '{0}',
    capabilities: [{ browserName: 'chrome', 'selenoid:options': { enableVNC: true } }],
    framework: 'mocha',
    reporters: ['spec'],
};""",
    r(32, LOWER_NUM),
)

add(
    "qa/cypress_support_set_cookie",
    """// cypress/support/commands.ts
// 直接注入 staging 的会话 cookie，跳过登录页（登录页的验证码在 CI 上过不去）
Cypress.Commands.add('loginAsEditor', () => {
  cy.setCookie('connect.sid', '{0}', {
    domain: 'cms.staging.yunfan-media.cn',
    httpOnly: true,
    secure: true,
  });
  cy.visit('/editor');
});""",
    "s%3A" + b64url(24) + "." + b64url(32),
)

# ============================================================ secrets: load testing
add(
    "qa/k6_script_hardcoded_header",
    """import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 50,
  duration: '5m',
  thresholds: { http_req_duration: ['p(95)<400'] },
};

const params = {
  headers: {
    'Content-Type': 'application/json',
    'X-Api-Key': '{0}',
  },
};

export default function () {
  const res = http.get('https://api.staging.roamly.app/v2/search?q=berlin', params);
  check(res, { 'status is 200': (r) => r.status === 200 });
  sleep(1);
}""",
    "rmly_" + r(40, LOWER_NUM),
)

add(
    "qa/k6_summary_url_query_key",
    """     ✗ status is 200
      ↳  97% — ✓ 11640 / ✗ 352

     checks.........................: 97.06% ✓ 11640     ✗ 352
     data_received..................: 48 MB  160 kB/s
     http_req_duration..............: avg=182.4ms min=41.2ms med=151.9ms max=2.91s p(90)=311ms p(95)=402.7ms
       { expected_response:true }...: avg=176.1ms min=41.2ms med=149.3ms max=1.98s p(90)=298ms p(95)=377.5ms
     http_req_failed................: 2.93%  ✓ 352       ✗ 11640
     http_reqs......................: 11992  39.97/s
     vus............................: 50     min=50      max=50

WARN[0301] Request Failed  error="Get \\"https://tiles.staging.mapforge.io/v1/tiles/12/2200/1343.png?key={0}\\": request timeout"
WARN[0301] Request Failed  error="Get \\"https://tiles.staging.mapforge.io/v1/tiles/12/2201/1343.png?key={0}\\": request timeout\"""",
    r(32, HEX),
)

add(
    "qa/locustfile_login_credentials",
    """from locust import HttpUser, task, between


class ShopUser(HttpUser):
    wait_time = between(1, 3)
    host = "https://shop.staging.ferngrove.com"

    def on_start(self):
        # shared load-test account on staging (see Confluence: QA/Lasttest)
        self.client.post(
            "/api/auth/login",
            json={"email": "loadtest@ferngrove.com", "password": "{0}"},
        )

    @task(3)
    def browse(self):
        self.client.get("/api/products?page=1")

    @task
    def cart(self):
        self.client.post("/api/cart", json={"sku": "FG-2231", "qty": 1})""",
    pw(),
)

add(
    "qa/jmeter_jmx_header_manager",
    """      <HeaderManager guiclass="HeaderPanel" testclass="HeaderManager" testname="HTTP Header Manager">
        <collectionProp name="HeaderManager.headers">
          <elementProp name="" elementType="Header">
            <stringProp name="Header.name">Content-Type</stringProp>
            <stringProp name="Header.value">application/json</stringProp>
          </elementProp>
          <elementProp name="" elementType="Header">
            <stringProp name="Header.name">Authorization</stringProp>
            <stringProp name="Header.value">Bearer {0}</stringProp>
          </elementProp>
        </collectionProp>
      </HeaderManager>""",
    r(56, URLSAFE),
)

add(
    "qa/jmeter_jmx_login_argument",
    """        <HTTPSamplerProxy guiclass="HttpTestSampleGui" testclass="HTTPSamplerProxy" testname="POST /login">
          <elementProp name="HTTPsampler.Arguments" elementType="Arguments">
            <collectionProp name="Arguments.arguments">
              <elementProp name="username" elementType="HTTPArgument">
                <boolProp name="HTTPArgument.always_encode">false</boolProp>
                <stringProp name="Argument.value">perf_user_01</stringProp>
                <stringProp name="Argument.name">username</stringProp>
              </elementProp>
              <elementProp name="password" elementType="HTTPArgument">
                <boolProp name="HTTPArgument.always_encode">false</boolProp>
                <stringProp name="Argument.value">{0}</stringProp>
                <stringProp name="Argument.name">password</stringProp>
              </elementProp>
            </collectionProp>
          </elementProp>
          <stringProp name="HTTPSampler.domain">portal.staging.krontal-energie.de</stringProp>
          <stringProp name="HTTPSampler.protocol">https</stringProp>
          <stringProp name="HTTPSampler.path">/api/login</stringProp>
          <stringProp name="HTTPSampler.method">POST</stringProp>
        </HTTPSamplerProxy>""",
    pw(),
)

add(
    "qa/gatling_simulation_header",
    """package simulations

import io.gatling.core.Predef._
import io.gatling.http.Predef._
import scala.concurrent.duration._

class CatalogSimulation extends Simulation {

  val httpProtocol = http
    .baseUrl("https://catalog.staging.veltro.it")
    .acceptHeader("application/json")
    .header("X-Api-Key", "{0}")

  val scn = scenario("Browse catalog")
    .exec(http("list").get("/api/v1/items?page=1").check(status.is(200)))
    .pause(1.second)

  setUp(scn.inject(rampUsers(200).during(60.seconds))).protocols(httpProtocol)
}""",
    r(36, LOWER_NUM),
)

add(
    "qa/artillery_yaml_basic_auth",
    """config:
  target: "https://gateway.staging.quarrybank.co.uk"
  phases:
    - duration: 120
      arrivalRate: 10
      rampTo: 40
      name: ramp
  http:
    timeout: 10
  defaults:
    headers:
      authorization: "Basic {0}"
scenarios:
  - name: "balances"
    flow:
      - get:
          url: "/api/accounts/balances"
      - think: 2""",
    _basic("perf-harness", pw()),
)

add(
    "qa/k6_cloud_token_ci_log",
    """Run grafana/k6-action@v0.3.1
  with:
    filename: tests/load/checkout.js
    cloud: true
  env:
    K6_CLOUD_TOKEN: {0}
    K6_CLOUD_PROJECT_ID: 3719204
/usr/bin/k6 cloud run tests/load/checkout.js

          /\\      Grafana   /‾‾/
     /\\  /  \\     |\\  __   /  /
    /  \\/    \\    | |/ /  /   ‾‾\\
   /          \\   |   (  |  (‾)  |
  / __________ \\  |_|\\_\\  \\_____/

     execution: cloud
        output: https://acme.grafana.net/a/k6-app/runs/4418207""",
    r(64, HEX),
)

add(
    "qa/vegeta_targets_header",
    """$ cat targets.txt
GET https://api.staging.pellucid.health/v1/patients?limit=20
Authorization: Bearer {0}
Accept: application/json

GET https://api.staging.pellucid.health/v1/appointments?from=2026-12-01
Authorization: Bearer {0}
Accept: application/json

$ vegeta attack -targets=targets.txt -rate=50 -duration=30s | vegeta report
Requests      [total, rate, throughput]         1500, 50.03, 49.71
Latencies     [min, mean, 50, 90, 95, 99, max]  38.2ms, 96.1ms, 81.4ms, 152.7ms, 201.3ms, 388.9ms, 1.204s
Success       [ratio]                           99.40%
Status Codes  [code:count]                      200:1491  502:9""",
    r(43, URLSAFE),
)

add(
    "qa/wrk_lua_cookie",
    """-- wrk -t4 -c100 -d60s -s dashboard.lua https://app.staging.tessellate.io
wrk.method = "GET"
wrk.path   = "/api/dashboard/summary"
wrk.headers["Accept"] = "application/json"
wrk.headers["Cookie"] = "_tessellate_session={0}"

response = function(status, headers, body)
  if status ~= 200 then
    io.write("status " .. status .. "\\n")
  end
end""",
    b64(48).rstrip("=") + "--" + r(40, HEX),
)

# ============================================================ secrets: API client files
add(
    "qa/postman_collection_bearer",
    """{
	"info": {
		"_postman_id": "{1}",
		"name": "Fulfilment API (staging)",
		"schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"
	},
	"auth": {
		"type": "bearer",
		"bearer": [
			{
				"key": "token",
				"value": "{0}",
				"type": "string"
			}
		]
	},
	"item": [
		{
			"name": "List parcels",
			"request": { "method": "GET", "url": "https://fulfil.staging.boxwell.io/api/parcels" }
		}
	]
}""",
    "bxw_" + r(48, LOWER_NUM),
    uuid4(),
)

add(
    "qa/postman_environment_value",
    """{
	"id": "{1}",
	"name": "staging",
	"values": [
		{ "key": "baseUrl", "value": "https://api.staging.orbitpay.eu", "type": "default", "enabled": true },
		{ "key": "merchantId", "value": "mrc_55081", "type": "default", "enabled": true },
		{ "key": "apiSecret", "value": "{0}", "type": "secret", "enabled": true }
	],
	"_postman_variable_scope": "environment",
	"_postman_exported_at": "2026-12-01T08:12:44.019Z",
	"_postman_exported_using": "Postman/11.20.0"
}""",
    "osk_" + r(44),
    uuid4(),
)

add(
    "qa/newman_cli_postman_api_key",
    """$ newman run "https://api.getpostman.com/collections/21847302-{1}?apikey={0}" -e env/staging.json --reporters cli,junit
newman

Billing API

→ Create invoice
  POST https://billing.staging.corvina.app/v1/invoices [201 Created, 1.12kB, 302ms]
  ✓  Status code is 201

→ Get invoice
  GET https://billing.staging.corvina.app/v1/invoices/inv_9921 [200 OK, 880B, 94ms]
  ✓  Invoice has lines""",
    "PMAK-" + r(24, HEX) + "-" + r(34, HEX),
    uuid4(),
)

add(
    "qa/insomnia_export_basic_password",
    """_type: export
__export_format: 4
__export_date: 2026-11-30T17:02:11.480Z
__export_source: insomnia.desktop.app:v10.1.1
resources:
  - _id: req_6b1f2c9d0a7e4f31
    parentId: wrk_0c4e8a21b7d54f90
    name: Fetch ledger entries
    method: GET
    url: https://ledger.staging.quantora.fi/api/entries?since=2026-11-01
    authentication:
      type: basic
      useISO88591: false
      disabled: false
      username: ledger-reader
      password: {0}
    headers:
      - name: Accept
        value: application/json""",
    pw(),
)

add(
    "qa/bruno_bru_auth_bearer",
    """meta {
  name: create-webhook
  type: http
  seq: 4
}

post {
  url: https://api.staging.hivequeue.dev/v1/webhooks
  body: json
  auth: bearer
}

auth:bearer {
  token: {0}
}

body:json {
  {
    "url": "https://example.org/hooks/in",
    "events": ["job.completed"]
  }
}""",
    "hq_" + r(40, LOWER_NUM),
)

add(
    "qa/bruno_env_vars_password",
    """vars {
  baseUrl: https://erp.staging.lindqvist-gruppen.se
  username: bruno-qa
  password: {0}
  tenant: lq-se-01
}
vars:secret [
  clientSecret
]""",
    pw(),
)

add(
    "qa/hoppscotch_environment_json",
    """[
  {
    "v": 1,
    "id": "cm3k0f2a90001qa",
    "name": "Staging",
    "variables": [
      { "key": "host", "value": "https://api.staging.zenwharf.com", "secret": false },
      { "key": "access_key", "value": "{0}", "secret": false }
    ]
  }
]""",
    "zw_ak_" + r(40, HEX),
)

add(
    "qa/hurl_file_header",
    """# Smoke test for the reporting API (staging)
GET https://reports.staging.alderpoint.net/api/v2/reports/daily
Authorization: Token {0}
Accept: application/json
HTTP 200
[Asserts]
jsonpath "$.rows" count > 0
header "Content-Type" contains "application/json"

POST https://reports.staging.alderpoint.net/api/v2/exports
Authorization: Token {0}
{"format": "csv", "range": "last_7_days"}
HTTP 202""",
    r(40, HEX),
)

add(
    "qa/rest_client_http_variable",
    """@baseUrl = https://api.staging.sundial-hr.com
@token = {0}

### Alle Mitarbeiter abrufen
GET {{baseUrl}}/v1/employees?active=true
Authorization: Bearer {{token}}
Accept: application/json

### Neuen Mitarbeiter anlegen
POST {{baseUrl}}/v1/employees
Authorization: Bearer {{token}}
Content-Type: application/json

{
  "firstName": "Test",
  "lastName": "Person",
  "department": "QA"
}""",
    "sdh_" + r(44, URLSAFE),
)

add(
    "qa/httpie_session_auth",
    """$ cat ~/.config/httpie/sessions/api.staging.kelpstack.io/ops.json
{
    "__meta__": {
        "about": "HTTPie session file",
        "help": "https://httpie.io/docs#sessions",
        "httpie": "3.2.3"
    },
    "auth": {
        "password": "{0}",
        "type": "basic",
        "username": "ops-readonly"
    },
    "cookies": [],
    "headers": [
        { "name": "Accept", "value": "application/json, */*;q=0.5" }
    ]
}""",
    pw(),
)

add(
    "qa/httpie_session_cookie",
    """{
    "__meta__": {
        "about": "HTTPie session file",
        "help": "https://httpie.io/docs#sessions",
        "httpie": "3.2.2"
    },
    "auth": { "password": null, "type": null, "username": null },
    "cookies": [
        {
            "domain": "admin.staging.pinecrest.school",
            "expires": null,
            "name": "laravel_session",
            "path": "/",
            "secure": true,
            "value": "{0}"
        }
    ],
    "headers": []
}""",
    "eyJpdiI6" + r(40) + "In0%3D",
)

add(
    "qa/thunder_client_environment",
    """$ cat thunder-tests/thunderEnvironment.json
[
  {
    "_id": "{1}",
    "name": "stage",
    "default": false,
    "sortNum": 10000,
    "created": "2026-10-14T09:21:07.334Z",
    "modified": "2026-12-03T11:40:52.918Z",
    "data": [
      { "name": "url", "value": "https://stage-api.mirabelle.fr" },
      { "name": "apiKey", "value": "{0}" }
    ]
  }
]""",
    "mb_" + r(32, ALNUM),
    uuid4(),
)

add(
    "qa/grpcurl_authorization_metadata",
    """$ grpcurl -H "authorization: Bearer {0}" -d '{"account_id": "acc_4471"}' grpc.staging.tidewater.systems:443 billing.v1.BillingService/GetBalance
{
  "accountId": "acc_4471",
  "balance": {
    "currencyCode": "USD",
    "units": "1204",
    "nanos": 500000000
  }
}""",
    r(52, URLSAFE),
)

# ============================================================ secrets: containers and test logs
add(
    "qa/testcontainers_external_db_log",
    """12:04:31.118 [main] INFO  org.testcontainers.DockerClientFactory - Testcontainers version: 1.20.3
12:04:31.402 [main] INFO  org.testcontainers.DockerClientFactory - Connected to docker: Server Version: 27.3.1
12:04:31.655 [main] INFO  c.n.it.DatabaseSupport - TC_REUSE=false, EXTERNAL_DB=true -> skipping container, using shared staging database
12:04:31.656 [main] INFO  c.n.it.DatabaseSupport - jdbc:postgresql://pg-shared.staging.nordvik.no:5432/catalog?user=catalog_it&password={0}&sslmode=require
12:04:33.201 [main] INFO  o.f.core.internal.command.DbMigrate - Current version of schema "public": 41
12:04:33.377 [main] INFO  o.f.core.internal.command.DbMigrate - Schema "public" is up to date. No migration necessary.""",
    pw(),
)

add(
    "qa/docker_compose_test_config_secret",
    """$ docker compose -f docker-compose.test.yml config
name: media-tests
services:
  app:
    build:
      context: /home/ci/media
      dockerfile: Dockerfile.test
    environment:
      S3_ENDPOINT: https://s3.eu-west-3.amazonaws.com
      S3_BUCKET: media-staging-fixtures
      AWS_ACCESS_KEY_ID: {1}
      AWS_SECRET_ACCESS_KEY: {0}
      NODE_ENV: test
    command:
      - npm
      - run
      - test:integration
    networks:
      default: null
networks:
  default:
    name: media-tests_default""",
    r(40, ALNUM + "/+"),
    "AKIA" + r(16, UPPER_NUM),
)

add(
    "qa/docker_logs_test_container_env",
    """$ docker logs it-runner-7
> payments@3.14.0 test:it
> vitest run --config vitest.it.config.ts

[setup] env check:
[setup]   PAYMENTS_BASE_URL = https://payments.staging.aurelio.shop
[setup]   ADYEN_API_KEY     = {0}
[setup]   ADYEN_MERCHANT    = AurelioStagingECOM

 ✓ test/it/authorise.it.test.ts (4 tests) 2817ms
 ✓ test/it/refund.it.test.ts (3 tests) 1904ms

 Test Files  2 passed (2)
      Tests  7 passed (7)""",
    "AQE" + r(12) + "+" + r(30) + "=-" + r(40, ALNUM + "+/") + "=-" + r(10),
)

add(
    "qa/ci_docker_login_registry_password",
    """$ ./scripts/pull-test-images.sh
+ docker login registry.qa.fjordline.io -u ci-puller -p {0}
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
WARNING! Your password will be stored unencrypted in /home/runner/.docker/config.json.
Login Succeeded
+ docker pull registry.qa.fjordline.io/test/postgres-seeded:16-2026.12
16-2026.12: Pulling from test/postgres-seeded
Digest: sha256:{1}
Status: Downloaded newer image for registry.qa.fjordline.io/test/postgres-seeded:16-2026.12""",
    pw(),
    r(64, HEX),
)

# ============================================================ secrets: seeds and factories
add(
    "qa/factory_bot_staging_api_key",
    """# spec/factories/integrations.rb
FactoryBot.define do
  factory :shipping_integration do
    provider { "dhl_express" }
    account_number { "960" + rand(100000..999999).to_s }
    # echter Staging-Key, sonst schlagen die VCR-Aufnahmen fehl
    api_key { "{0}" }
    sandbox { true }
    association :shop
  end
end""",
    r(16) + r(16, UPPER_NUM),
)

add(
    "qa/django_fixture_authtoken",
    """[
  {
    "model": "accounts.user",
    "pk": 1,
    "fields": { "username": "svc-import", "email": "svc-import@tallow.health", "is_staff": false, "password": "!" }
  },
  {
    "model": "authtoken.token",
    "pk": "{0}",
    "fields": { "user": 1, "created": "2026-09-14T08:00:00Z" }
  }
]""",
    r(40, HEX),
)

add(
    "qa/rails_seeds_admin_password",
    """# db/seeds/staging.rb
puts "Seeding staging admins..."

admin = User.find_or_initialize_by(email: "ops@brackenridge.io")
admin.update!(
  name: "Ops Admin",
  role: :superadmin,
  password: "{0}",
  password_confirmation: "{0}",
  confirmed_at: Time.current
)

puts "  -> #{admin.email} (id=#{admin.id})"
Organization.find_or_create_by!(slug: "brackenridge-demo")""",
    pw(),
)

add(
    "qa/prisma_seed_ts_secret",
    """// prisma/seed.ts
import { PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();

async function main() {
  await prisma.paymentProvider.upsert({
    where: { name: 'mollie' },
    update: {},
    create: {
      name: 'mollie',
      mode: 'live',
      // 测试环境也用这个 key，上线前要换掉
      apiKey: '{0}',
      profileId: 'pfl_3RkSN1zuPE',
    },
  });
}

main().finally(() => prisma.$disconnect());""",
    "live_" + r(30),
)

add(
    "qa/sql_seed_insert_api_token",
    """-- test/fixtures/seed_staging.sql
BEGIN;
INSERT INTO organizations (id, name, plan) VALUES (7, 'Demo GmbH', 'enterprise');
INSERT INTO users (id, org_id, email, role) VALUES (31, 7, 'integration@demo-gmbh.de', 'service');
INSERT INTO api_tokens (id, user_id, name, token, scopes, expires_at)
VALUES (112, 31, 'ci-integration', '{0}', '{read,write}', '2027-06-30');
COMMIT;""",
    "dmo_" + r(48, LOWER_NUM),
)

add(
    "qa/factory_boy_aws_credentials",
    """# tests/factories.py
import factory

from archive.models import StorageTarget


class StorageTargetFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = StorageTarget

    name = factory.Sequence(lambda n: f"target-{n}")
    bucket = "archive-staging-eu"
    region = "eu-north-1"
    access_key_id = "{1}"
    secret_access_key = "{0}"
    enabled = True""",
    r(40, ALNUM + "/+"),
    "AKIA" + r(16, UPPER_NUM),
)

add(
    "qa/conftest_staging_service_password",
    """# tests/conftest.py
import pytest

from ldap3 import Connection, Server

STAGING_LDAP = "ldaps://ldap.staging.hellmann-kg.de"


@pytest.fixture(scope="session")
def ldap_conn():
    server = Server(STAGING_LDAP, use_ssl=True)
    conn = Connection(
        server,
        user="cn=svc-pytest,ou=services,dc=hellmann-kg,dc=de",
        password="{0}",
        auto_bind=True,
    )
    yield conn
    conn.unbind()""",
    pw(),
)

# ============================================================ secrets: captured mail
add(
    "qa/mailpit_api_reset_link",
    """$ curl -s http://localhost:8025/api/v1/message/latest | jq '{Subject, To, Text}'
{
  "Subject": "Reset your Quillstone password",
  "To": [
    { "Name": "Dana Ortiz", "Address": "dana.ortiz@quillstone.app" }
  ],
  "Text": "Hi Dana,\\n\\nSomeone requested a password reset for your account.\\nReset it here (valid for 60 minutes):\\nhttps://app.quillstone.app/reset-password?token={0}\\n\\nIf this wasn't you, ignore this email.\\n"
}""",
    r(64, HEX),
)

add(
    "qa/mailhog_raw_otp_code",
    """$ curl -s http://mailhog.qa.internal:8025/api/v2/messages?limit=1 | jq -r '.items[0].Raw.Data'
Return-Path: <no-reply@verifly.io>
From: Verifly <no-reply@verifly.io>
To: priya.n@customer-example.com
Subject: Your sign-in code
Content-Type: text/plain; charset=UTF-8

Your Verifly sign-in code is {0}

It expires in 10 minutes. Never share this code with anyone.""",
    r(6, DIGITS),
)

add(
    "qa/mailcatcher_magic_link",
    """$ curl -s http://127.0.0.1:1080/messages/14.plain
Hello,

Click the link below to sign in to Fieldnote. This link can only be used once.

https://fieldnote.so/auth/verify?email=m.keller%40fieldnote.so&token={0}

If you did not request this, you can safely ignore this email.

-- The Fieldnote team""",
    b64url(32),
)

add(
    "qa/mailpit_invitation_token",
    """Mailpit  ›  Inbox (3)  ›  You're invited to join Acme Ops on Ledgerline

From:    Ledgerline <invites@ledgerline.com>
To:      jonas.weber@acme-ops.de
Date:    Thu, 03 Dec 2026 15:22:08 +0100

Jonas, Sabine Roth invited you to the workspace "Acme Ops".

  Accept invitation:
  https://ledgerline.com/invitations/accept/{0}

This invitation expires in 7 days.""",
    r(40, LOWER_NUM),
)

add(
    "qa/django_mail_outbox_print",
    """$ python manage.py test accounts.tests.test_reset -v 2
Found 1 test(s).
Creating test database for alias 'default' ('test_accounts')...
test_reset_email_sent (accounts.tests.test_reset.ResetTests.test_reset_email_sent) ...
---- mail.outbox[0].body ----
Sie erhalten diese E-Mail, weil Sie ein neues Passwort angefordert haben.
Bitte folgen Sie diesem Link:
https://portal.hausverwaltung-staging.de/accounts/reset/MzE4/{0}/
Ihr Benutzername: k.lehmann
----
ok

Ran 1 test in 0.412s
OK""",
    r(6, LOWER_NUM) + "-" + r(32, HEX),
)

add(
    "qa/rails_mailer_preview_confirmation",
    """Started GET "/rails/mailers/devise/mailer/confirmation_instructions" for 127.0.0.1 at 2026-12-04 09:41:12 +0000
Processing by Rails::MailersController#preview as HTML
  Rendered devise/mailer/confirmation_instructions.html.erb (Duration: 2.1ms | Allocations: 611)

Welcome qa-staging@orchidlane.io!

You can confirm your account email through the link below:

https://staging.orchidlane.io/users/confirmation?confirmation_token={0}

Completed 200 OK in 38ms (Views: 31.2ms | ActiveRecord: 1.4ms)""",
    r(20, URLSAFE),
)

add(
    "qa/mailpit_2fa_code_json",
    """{
  "ID": "kT3pLq9sWn2vXb8Yz4Rc7A",
  "MessageID": "20261205101433.8812@mail.tenderloop.io",
  "From": { "Name": "Tenderloop Security", "Address": "security@tenderloop.io" },
  "To": [{ "Name": "", "Address": "qa+2fa@tenderloop.io" }],
  "Subject": "验证码 / Verification code",
  "Snippet": "您的验证码是 {0}，5 分钟内有效。Your verification code is {0}. It expires in 5 minutes.",
  "Size": 4188,
  "Read": false
}""",
    r(6, DIGITS),
)

add(
    "qa/laravel_log_mailer_reset",
    """[2026-12-05 08:03:51] local.DEBUG: Message-ID: <a41c2f0e8b9d@staging.kanzlei-boehm.de>
Date: Fri, 05 Dec 2026 08:03:51 +0000
Subject: =?utf-8?Q?Passwort_zur=C3=BCcksetzen?=
From: Kanzlei Boehm <noreply@kanzlei-boehm.de>
To: a.schulz@kanzlei-boehm.de
Content-Type: text/plain; charset=utf-8

Sie erhalten diese E-Mail, weil wir eine Anfrage zum Zuruecksetzen des Passworts erhalten haben.

Passwort zuruecksetzen: https://staging.kanzlei-boehm.de/reset-password/{0}?email=a.schulz%40kanzlei-boehm.de

Dieser Link laeuft in 60 Minuten ab.""",
    r(64, HEX),
)

# ============================================================ secrets: contract tests
add(
    "qa/pact_broker_publish_token",
    """$ npx pact-broker publish ./pacts --consumer-app-version=$(git rev-parse --short HEAD) --branch=main --broker-base-url=https://kestrel.pactflow.io --broker-token={0}
Created checkout-web version 4e1b9c2 with branch main
Pact successfully published for checkout-web version 4e1b9c2 and provider payments-api.
  View the published pact at https://kestrel.pactflow.io/pacts/provider/payments-api/consumer/checkout-web/version/4e1b9c2
  Events detected: contract_published, contract_content_changed (first time untagged pact published)""",
    r(22),
)

add(
    "qa/pact_json_interaction_authorization",
    """{
  "consumer": { "name": "mobile-app" },
  "provider": { "name": "profile-service" },
  "interactions": [
    {
      "description": "a request for the current profile",
      "providerState": "user 42 exists",
      "request": {
        "method": "GET",
        "path": "/profiles/me",
        "headers": { "Authorization": "Bearer {0}" }
      },
      "response": {
        "status": 200,
        "headers": { "Content-Type": "application/json" },
        "body": { "id": 42, "displayName": "Mara" }
      }
    }
  ],
  "metadata": { "pactSpecification": { "version": "2.0.0" } }
}""",
    jwt({"sub": "42", "iss": "https://id.staging.sprocket.social", "exp": 1796720000}),
)

add(
    "qa/pact_jvm_gradle_broker_token",
    """// build.gradle.kts
pact {
    publish {
        pactBrokerUrl = "https://pact-broker.internal.holmwood.io"
        pactBrokerToken = "{0}"
        tags = listOf("main", "staging")
    }
    serviceProviders {
        create("inventory-service") {
            fromPactBroker { withSelectors { mainBranch() } }
        }
    }
}""",
    r(22),
)

# ============================================================ secrets: security tools
add(
    "qa/zap_automation_yaml_user",
    """env:
  contexts:
    - name: staging-portal
      urls:
        - https://portal.staging.ironbark.com.au
      authentication:
        method: form
        parameters:
          loginPageUrl: https://portal.staging.ironbark.com.au/login
          loginRequestUrl: https://portal.staging.ironbark.com.au/api/login
          loginRequestBody: username={%username%}&password={%password%}
      users:
        - name: zap-scanner
          credentials:
            username: zap-scanner@ironbark.com.au
            password: {0}
jobs:
  - type: spider
    parameters: { user: zap-scanner, maxDuration: 10 }
  - type: activeScan
    parameters: { user: zap-scanner }""",
    pw(),
)

add(
    "qa/burp_saved_request_cookie",
    """POST /api/v2/users/118/role HTTP/2
Host: admin.staging.coralreef.games
Cookie: cr_admin_sess={0}; _ga=GA1.2.1440291873.1795602211
Content-Type: application/json
Content-Length: 17
Origin: https://admin.staging.coralreef.games
Sec-Fetch-Mode: cors

{"role":"owner"}""",
    r(43, URLSAFE),
)

add(
    "qa/nuclei_finding_extracted_key",
    """$ nuclei -u https://beta.quaylight.io -t http/exposures/ -silent
[git-config] [http] [medium] https://beta.quaylight.io/.git/config
[env-file] [http] [high] https://beta.quaylight.io/.env ["SENDGRID_API_KEY={0}"]
[phpinfo-files] [http] [low] https://beta.quaylight.io/info.php""",
    "SG." + r(22, URLSAFE) + "." + r(43, URLSAFE),
)

add(
    "qa/sqlmap_cookie_option",
    """$ sqlmap -u "https://shop.staging.mercadito.com.mx/orders?id=1042" --cookie="PHPSESSID={0}; lang=es" --level=2 --batch
        ___
       __H__
 ___ ___[(]_____ ___ ___  {1.8.11#stable}
|_ -| . [)]     | .'| . |
|___|_  [,]_|_|_|__,|  _|
      |_|V...       |_|   https://sqlmap.org

[*] starting @ 11:02:47 /2026-12-05/

[11:02:48] [INFO] testing connection to the target URL
[11:02:49] [INFO] checking if the target is protected by some kind of WAF/IPS
[11:02:52] [WARNING] GET parameter 'id' does not seem to be injectable""",
    r(26, LOWER_NUM),
)

add(
    "qa/ffuf_authorization_header",
    """$ ffuf -w ~/wordlists/api-endpoints.txt -u https://api.staging.blueharbor.bank/FUZZ -H "Authorization: Bearer {0}" -mc 200,204,301,403

        /'___\\  /'___\\           /'___\\
       /\\ \\__/ /\\ \\__/  __  __  /\\ \\__/
       \\ \\ ,__\\\\ \\ ,__\\/\\ \\/\\ \\ \\ \\ ,__\\
        \\ \\ \\_/ \\ \\ \\_/\\ \\ \\_\\ \\ \\ \\ \\_/
         \\ \\_\\   \\ \\_\\  \\ \\____/  \\ \\_\\
          \\/_/    \\/_/   \\/___/    \\/_/

v2.1.0
________________________________________________
accounts                [Status: 200, Size: 1841, Words: 62, Lines: 1, Duration: 88ms]
admin                   [Status: 403, Size: 42, Words: 3, Lines: 1, Duration: 71ms]
transfers               [Status: 200, Size: 2210, Words: 77, Lines: 1, Duration: 94ms]""",
    jwt({"sub": "pentest-02", "scope": "accounts transfers", "exp": 1796800000}),
)

add(
    "qa/schemathesis_cli_header",
    """$ st run https://api.staging.verdant.farm/openapi.json -H "X-Api-Key: {0}" --checks all --hypothesis-max-examples 50
======================= Schemathesis test session starts =======================
Schema location: https://api.staging.verdant.farm/openapi.json
Base URL: https://api.staging.verdant.farm
Specification version: Open API 3.1.0
Random seed: 118402773491
Workers: 1
Collected API operations: 23

GET /v1/fields .                                                         [  4%]
POST /v1/fields F                                                        [  8%]""",
    "vf_" + r(32, HEX),
)

# ============================================================ secrets: coverage, reporting, flags
add(
    "qa/codecov_token_workflow_hardcoded",
    """      - name: Upload coverage
        uses: codecov/codecov-action@v4
        with:
          files: ./coverage/lcov.info
          flags: unittests
          token: {0}
          fail_ci_if_error: true""",
    uuid4(),
)

add(
    "qa/coveralls_yml_repo_token",
    """$ cat .coveralls.yml
service_name: github-actions
repo_token: {0}
parallel: true""",
    r(33),
)

add(
    "qa/stryker_dashboard_key_ci_log",
    """#14 [test 6/6] RUN STRYKER_DASHBOARD_API_KEY={0} npx stryker run --reporters html,dashboard
#14 2.113 INFO ProjectReader Found 212 of 1480 file(s) to be mutated.
#14 31.90 INFO Instrumenter Instrumented 212 source file(s) with 3911 mutant(s)
#14 212.4 INFO MutationTestExecutor Done in 3 minutes 30 seconds.
#14 212.6 INFO DashboardReporter Report available at: https://dashboard.stryker-mutator.io/reports/github.com/tessera-io/ledger/main""",
    uuid4(),
)

add(
    "qa/sonar_project_properties_login",
    """# sonar-project.properties
sonar.projectKey=harlow-logistics_route-planner
sonar.organization=harlow-logistics
sonar.host.url=https://sonarcloud.io
sonar.login={0}
sonar.sources=src
sonar.tests=tests
sonar.python.coverage.reportPaths=coverage.xml""",
    "sqp_" + r(40, HEX),
)

add(
    "qa/testrail_cfg_api_key",
    """; testrail.cfg  (pytest-testrail)
[API]
url = https://quintessa.testrail.io
email = qa-automation@quintessa.com
password = {0}

[TESTRUN]
project_id = 4
suite_id = 17
assignedto_id = 12""",
    r(20) + "-" + r(10),
)

add(
    "qa/currents_record_key_cli",
    """$ npx cypress-cloud run --parallel --record --key {0} --ci-build-id 2026-12-05-nightly-3118
Discovered 42 spec files
Tags: none; Group: nightly; Parallel: true; Batch Size: 3
Connecting to cloud orchestration service...
🎥 Run URL: https://app.currents.dev/run/{1}""",
    r(16),
    r(16, HEX),
)

add(
    "qa/launchdarkly_sdk_key_test_setup",
    """// test/setup/flags.ts
import * as ld from '@launchdarkly/node-server-sdk';

// 集成测试直接连 staging 环境的 flag，不用 TestData
export const ldClient = ld.init('{0}', {
  stream: false,
  offline: false,
  diagnosticOptOut: true,
});

beforeAll(async () => {
  await ldClient.waitForInitialization({ timeout: 10 });
});

afterAll(() => ldClient.close());""",
    "sdk-" + uuid4(),
)

add(
    "qa/unleash_admin_token_conftest",
    """@pytest.fixture(scope="session")
def unleash():
    client = UnleashClient(
        url="https://unleash.staging.brookfield-tech.io/api",
        app_name="api-tests",
        custom_headers={"Authorization": "*:*.{0}"},
        disable_metrics=True,
    )
    client.initialize_client()
    yield client
    client.destroy()""",
    r(64, HEX),
)

add(
    "qa/statsig_server_secret_jest_setup",
    """// jest.setup.js
const Statsig = require('statsig-node');

beforeAll(async () => {
  await Statsig.initialize('{0}', {
    environment: { tier: 'staging' },
    localMode: false,
  });
});

afterAll(async () => {
  await Statsig.shutdown();
});""",
    "secret-" + r(43),
)


# ============================================================ look-alikes: test runs
la(
    """$ pytest tests/unit/test_password_policy.py -q
....F.
=================================== FAILURES ===================================
_________________________ test_rejects_common_password _________________________

    def test_rejects_common_password():
>       assert not policy.is_acceptable("correct-horse")
E       AssertionError: assert not True
E        +  where True = <bound method PasswordPolicy.is_acceptable of PasswordPolicy(min_length=12)>('correct-horse')

tests/unit/test_password_policy.py:27: AssertionError
1 failed, 5 passed in 0.09s"""
)

la(
    """$ pytest -p randomly tests/ -q
Using --randomly-seed={0}
........................................................................ [ 61%]
.............................................                            [100%]
117 passed in 4.31s

# to reproduce the order: pytest -p randomly -p "randomly" --randomly-seed={0}""",
    r(10, DIGITS),
)

la(
    """Falsifying example: test_roundtrip_invoice_encoding(
    amount=Decimal('0.00'),
    currency='XOF',
    memo='\\x00',
)
You can reproduce this example by temporarily adding @reproduce_failure('6.112.1', b'{0}') as a decorator on your test case

Hypothesis: Seed for this run: @seed({1})
FAILED tests/prop/test_encoding.py::test_roundtrip_invoice_encoding - UnicodeEncodeError""",
    b64(12),
    r(38, DIGITS),
)

la(
    """ FAIL  src/auth/__tests__/middleware.test.ts
  ● requireAuth › rejects an expired token

    expect(received).toBe(expected) // Object.is equality

    Expected: 401
    Received: 200

      18 |     const res = await request(app).get('/me').set('Authorization', 'Bearer test-token');
    > 19 |     expect(res.status).toBe(401);
         |                        ^

Test Suites: 1 failed, 11 passed, 12 total
Tests:       1 failed, 83 passed, 84 total
Snapshots:   14 passed, 14 total
Seed:        {0}
Time:        5.204 s
Ran all test suites."""
    ,
    "-" + r(10, DIGITS),
)

la(
    """// Jest Snapshot v1, https://goo.gl/fbAQLP

exports[`buildHeaders adds the auth header from env 1`] = `
{
  "Authorization": "Bearer [REDACTED]",
  "Content-Type": "application/json",
  "X-Request-Id": "{0}",
}
`;"""
    ,
    uuid4(),
)

la(
    """$ go test -v -run TestValidateToken ./pkg/jwtutil
=== RUN   TestValidateToken
=== RUN   TestValidateToken/expired
=== RUN   TestValidateToken/wrong_audience
=== RUN   TestValidateToken/malformed
--- PASS: TestValidateToken (0.00s)
    --- PASS: TestValidateToken/expired (0.00s)
    --- PASS: TestValidateToken/wrong_audience (0.00s)
    --- PASS: TestValidateToken/malformed (0.00s)
PASS
ok  	github.com/quayside/api/pkg/jwtutil	0.014s"""
)

la(
    """$ go test -shuffle=on -count=1 ./...
-test.shuffle {0}
ok  	example.com/ratelimit	0.211s
-test.shuffle {0}
ok  	example.com/ratelimit/store	1.038s
?   	example.com/ratelimit/cmd/rlctl	[no test files]""",
    r(19, DIGITS),
)

la(
    """Failures:

  1) SessionsController POST #create with a wrong password renders 401
     Failure/Error: expect(response).to have_http_status(:unauthorized)
       expected the response to have status code :unauthorized (401) but it was :found (302)
     # ./spec/requests/sessions_spec.rb:31:in `block (4 levels) in <top (required)>'

Finished in 1.42 seconds (files took 3.08 seconds to load)
24 examples, 1 failure

Randomized with seed {0}"""
    ,
    r(5, DIGITS),
)

la(
    """<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="com.orbital.auth.TokenServiceTest" tests="4" skipped="0" failures="0" errors="0" timestamp="2026-12-05T07:31:40" hostname="ci-7" time="0.318">
  <properties>
    <property name="java.version" value="21.0.5"/>
    <property name="user.timezone" value="UTC"/>
  </properties>
  <testcase name="rejectsTokenWithInvalidSignature()" classname="com.orbital.auth.TokenServiceTest" time="0.041"/>
  <testcase name="rejectsExpiredToken()" classname="com.orbital.auth.TokenServiceTest" time="0.012"/>
  <testcase name="refreshRotatesRefreshToken()" classname="com.orbital.auth.TokenServiceTest" time="0.207"/>
  <testcase name="issuesTokenForValidClient()" classname="com.orbital.auth.TokenServiceTest" time="0.058"/>
  <system-out><![CDATA[]]></system-out>
  <system-err><![CDATA[]]></system-err>
</testsuite>"""
)

la(
    """running 6 tests
test hmac::tests::verify_rejects_tampered_body ... ok
test hmac::tests::verify_accepts_valid_signature ... ok
test config::tests::token_is_read_from_env ... ok
test config::tests::missing_token_is_an_error ... ok
test client::tests::redacts_authorization_in_debug ... ok
test client::tests::debug_output ... ok

test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s

   Doc-tests relay_client

running 1 test
test src/lib.rs - Client::new (line 24) ... ok"""
)

la(
    """$ pytest tests/test_signing.py -l -q
F
___________________________ test_signature_matches ____________________________

body       = b'{"event":"ping","id":"evt_test_0001"}'
expected   = '{0}'
secret     = 'whsec_test_do_not_use'
signature  = '{1}'

    def test_signature_matches():
>       assert signature == expected
E       AssertionError: assert '{1}' == '{0}'

tests/test_signing.py:19: AssertionError
1 failed in 0.04s""",
    r(64, HEX),
    r(64, HEX),
)

la(
    """==============================================================================
Login :: Negative login tests
==============================================================================
KEYWORD SeleniumLibrary . Input Text  id:username  ${INVALID_USER}
KEYWORD SeleniumLibrary . Input Password  id:password  ${WRONG_PASSWORD}
20261203 07:44:02.511 - INFO - Typing password into text field 'id:password'.
20261203 07:44:02.512 - INFO - Temporally setting log level to: NONE
Login With Wrong Password Shows Error                                 | PASS |
------------------------------------------------------------------------------"""
)

la(
    """$ tox -e py312
py312: install_deps> python -I -m pip install -r requirements-test.txt
py312: commands[0]> pytest --cov=src --cov-report=xml
============================= test session starts ==============================
collected 204 items
tests ................................................................... [100%]
---------- coverage: platform linux, python 3.12.7-final-0 -----------
Coverage XML written to file coverage.xml
============================= 204 passed in 12.91s =============================
  py312: OK (19.44=setup[6.53]+cmd[12.91] seconds)
  congratulations :) (19.52 seconds)"""
)

la(
    """  Token refresh
    ✓ returns 401 when the refresh token is revoked
    ✓ returns 401 when the refresh token is expired
    ✓ rotates the refresh token on use (41ms)
    ✓ does not log the token value (3ms)

  4 passing (92ms)"""
)

la(
    """PHPUnit 11.2.5 by Sebastian Bergmann and contributors.

...............                                                   15 / 15 (100%)

Time: 00:00.212, Memory: 12.00 MB

OK (15 tests, 41 assertions)

Random Seed:   {0}"""
    ,
    r(10, DIGITS),
)

la(
    """  ✓  3 [chromium] › auth/reset.spec.ts:14:7 › reset link with an invalid token shows an error (2.0s)
  ✓  4 [firefox] › auth/reset.spec.ts:14:7 › reset link with an invalid token shows an error (2.4s)

  Slow test file: [webkit] › checkout/payment.spec.ts (41.2s)
  Consider splitting slow test files to speed up parallel execution
  12 passed (58.3s)

To open last HTML report run:

  npx playwright show-report"""
)

la(
    """> Task :auth:test

TokenValidatorTest > rejectsTokenSignedWithOtherKey() PASSED
TokenValidatorTest > rejectsNoneAlgorithm() PASSED
TokenValidatorTest > acceptsTokenWithinClockSkew() PASSED

BUILD SUCCESSFUL in 14s
7 actionable tasks: 2 executed, 5 up-to-date
Build scan: https://scans.gradle.com/s/{0}""",
    r(13, LOWER_NUM),
)

la(
    """ FAIL  test/mailer.test.js
  ● mailer › authenticates against the relay

    expect(jest.fn()).toHaveBeenCalledWith(...expected)

    - Expected
    + Received

      Object {
        "auth": Object {
    -     "pass": "x",
    +     "pass": undefined,
          "user": "relay@example.test",
        },

    Hint: SMTP_PASS is not set in the test environment (see .env.test.example)."""
)

la(
    """# tests/test_validators.py
import pytest

from app.validators import validate_password


@pytest.mark.parametrize(
    "candidate, ok",
    [
        ("password", False),
        ("hunter2", False),
        ("Tr0ub4dor&3", False),   # xkcd 936
        ("correct horse battery staple", True),
        ("", False),
    ],
)
def test_validate_password(candidate, ok):
    assert validate_password(candidate) is ok"""
)

la(
    """def test_rejects_expired_token(client, freezer):
    \"\"\"Ein abgelaufenes Token muss mit 401 abgelehnt werden, nicht mit 500.\"\"\"
    token = make_token(sub="user-1", exp=datetime(2020, 1, 1, tzinfo=UTC), key=TEST_SIGNING_KEY)
    resp = client.get("/api/me", headers={"Authorization": f"Bearer {token}"})
    assert resp.status_code == 401
    assert resp.json()["error"] == "token_expired\""""
)

# ============================================================ look-alikes: recorded HTTP
la(
    """interactions:
- request:
    body: null
    headers:
      Accept:
      - application/json
      Authorization:
      - <FILTERED>
      User-Agent:
      - python-httpx/0.27.0
    method: GET
    uri: https://api.quillmetrics.example/v1/projects?page=1
  response:
    body:
      string: '{"data":[],"next":null}'
    headers:
      X-Request-Id:
      - {0}
    status:
      code: 200
      message: OK
version: 1""",
    uuid4(),
)

la(
    """# conftest.py
import pytest


@pytest.fixture(scope="module")
def vcr_config():
    return {
        "filter_headers": [("authorization", "<FILTERED>"), ("x-api-key", "<FILTERED>")],
        "filter_query_parameters": ["api_key", "token"],
        "filter_post_data_parameters": ["client_secret", "password"],
        "record_mode": "once",
        "decode_compressed_response": True,
    }"""
)

la(
    """{
  "log": {
    "_recordingName": "profile/updates avatar",
    "creator": { "comment": "persister:fs", "name": "Polly.JS", "version": "6.0.6" },
    "entries": [
      {
        "_id": "{0}",
        "_order": 0,
        "request": {
          "method": "PUT",
          "url": "http://localhost:3000/api/profile/avatar",
          "headers": [
            { "name": "authorization", "value": "[REDACTED]" },
            { "name": "content-type", "value": "image/png" }
          ]
        },
        "response": { "status": 204, "statusText": "No Content" }
      }
    ]
  }
}""",
    r(32, HEX),
)

la(
    """r, err := recorder.NewWithOptions(&recorder.Options{
    CassetteName: "fixtures/shipments",
    Mode:         recorder.ModeReplayOnly,
})
if err != nil {
    t.Fatal(err)
}
defer r.Stop()

r.AddHook(func(i *cassette.Interaction) error {
    delete(i.Request.Headers, "X-Api-Key")
    i.Request.Headers.Set("Authorization", "REDACTED")
    return nil
}, recorder.BeforeSaveHook)"""
)

la(
    """{
  "request": {
    "method": "GET",
    "urlPath": "/erp/api/v1/articles",
    "headers": {
      "Authorization": { "matches": "Basic .+" }
    }
  },
  "response": {
    "status": 401,
    "headers": { "WWW-Authenticate": "Basic realm=\\"erp\\"" },
    "jsonBody": { "error": "unauthorized", "message": "Missing or invalid credentials" }
  }
}"""
)

la(
    """{
  "httpRequest": {
    "method": "POST",
    "path": "/v1/sms/send",
    "headers": { "x-api-key": [".*"] }
  },
  "httpResponse": {
    "statusCode": 202,
    "body": { "messageId": "{0}", "status": "queued" }
  },
  "times": { "unlimited": true }
}""",
    uuid4(),
)

la(
    """nock('https://auth.example.test')
  .post('/oauth/token', (body) => body.grant_type === 'client_credentials')
  .reply(200, {
    access_token: 'fake-access-token',
    token_type: 'bearer',
    expires_in: 3600,
  });

nock('https://api.example.test')
  .matchHeader('authorization', 'Bearer fake-access-token')
  .get('/v1/me')
  .reply(200, { id: 'user_1', name: 'Test User' });"""
)

la(
    """[10:41:12 AM] › [HTTP SERVER] get /invoices ℹ  info      Request received
[10:41:12 AM] ›     [NEGOTIATOR] ℹ  info      Request contains an accept header: application/json
[10:41:12 AM] ›     [VALIDATOR] ✖  error     Request did not pass the validation rules
[10:41:12 AM] ›     [NEGOTIATOR] ✔  success   Created a 401 from a default response
[10:41:12 AM] ›     [VALIDATOR] ✖  error     Violation: request Invalid security scheme used
[10:41:12 AM] › [HTTP SERVER] get /invoices ✖  error     Request terminated with error: https://stoplight.io/prism/errors#UNAUTHORIZED"""
)

la(
    """$ head -c 2000 tests/cassettes/test_list_open_pulls.json
{"http_interactions": [{"request": {"body": {"encoding": "utf-8", "string": ""}, "headers": {"Authorization": ["token <AUTH_TOKEN>"], "Accept": ["application/vnd.github+json"]}, "method": "GET", "uri": "https://api.github.com/repos/octocat/hello-world/pulls?state=open"}, "response": {"body": {"encoding": "utf-8", "string": "[]"}, "headers": {"ETag": ["W/\\"{0}\\""]}, "status": {"code": 200, "message": "OK"}, "url": "https://api.github.com/repos/octocat/hello-world/pulls?state=open"}, "recorded_at": "2026-11-28T16:20:03"}], "recorded_with": "betamax/0.9.0"}
# placeholder set in conftest.py: config.define_cassette_placeholder("<AUTH_TOKEN>", os.environ.get("GH_TOKEN", "x" * 40))""",
    r(32, HEX),
)

la(
    """responses:
- response:
    auto_calculate_content_length: false
    body: '{"ok": false, "error": "invalid_auth"}'
    content_type: text/plain
    headers: {}
    method: POST
    status: 200
    url: https://slack.com/api/chat.postMessage"""
)

la(
    """$ jq '.log.entries[3].request.headers' recordings/onboarding-flow.sanitized.har
[
  { "name": ":authority", "value": "api.meadowcrm.example" },
  { "name": "authorization", "value": "***" },
  { "name": "content-type", "value": "application/json" },
  { "name": "x-trace-id", "value": "{0}" },
  { "name": "if-none-match", "value": "\\"{1}\\"" }
]""",
    r(32, HEX),
    r(27, URLSAFE),
)

la(
    """# Cassette-Aufnahme neu erzeugen (API-Key kommt aus der Umgebung, wird beim Speichern ersetzt):
#   RECORD=1 STAGING_API_KEY=... pytest tests/integration -k shipments
# In der Cassette steht danach nur noch "X-Api-Key: <STAGING_API_KEY>".
import os

API_KEY = os.environ.get("STAGING_API_KEY", "<STAGING_API_KEY>")"""
)

# ============================================================ look-alikes: browser testing
la(
    """{
  "cookies": [
    {
      "name": "theme",
      "value": "dark",
      "domain": "localhost",
      "path": "/",
      "expires": -1,
      "httpOnly": false,
      "secure": false,
      "sameSite": "Lax"
    },
    {
      "name": "cookie_consent",
      "value": "analytics%3Afalse%2Cmarketing%3Afalse",
      "domain": "localhost",
      "path": "/",
      "expires": 1830000000,
      "httpOnly": false,
      "secure": false,
      "sameSite": "Lax"
    }
  ],
  "origins": []
}"""
)

la(
    """{
  "cookies": [],
  "origins": [
    {
      "origin": "http://localhost:5173",
      "localStorage": [
        { "name": "i18nextLng", "value": "zh-CN" },
        { "name": "onboarding.step", "value": "3" },
        { "name": "featureTour.seen", "value": "true" }
      ]
    }
  ]
}"""
)

la(
    """{
  "baseUrl": "http://localhost:3000",
  "apiUrl": "http://localhost:4000",
  "adminEmail": "admin@example.com",
  "adminPassword": "admin",
  "defaultLocale": "de-DE",
  "retries": 0
}"""
)

la(
    """// cypress.config.ts
export default defineConfig({
  e2e: {
    baseUrl: process.env.CYPRESS_BASE_URL ?? 'http://localhost:3000',
    setupNodeEvents(on, config) {
      config.env.adminPassword = process.env.CYPRESS_ADMIN_PASSWORD;
      return config;
    },
  },
  projectId: '{0}',
});""",
    r(6, LOWER_NUM),
)

la(
    """driver = webdriver.Remote(
    command_executor=os.environ.get("SELENIUM_REMOTE_URL", "http://localhost:4444/wd/hub"),
    options=options,
)
print(f"session id: {driver.session_id}")
# session id: {0}""",
    r(32, HEX),
)

la(
    """await page.goto('http://localhost:3000/login');
await page.type('#email', process.env.E2E_USER_EMAIL);
await page.type('#password', process.env.E2E_USER_PASSWORD);
await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
console.log('logged in as', process.env.E2E_USER_EMAIL);"""
)

la(
    """setup('authenticate', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(`user${test.info().workerIndex}@example.com`);
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.context().storageState({ path: `playwright/.auth/worker-${test.info().workerIndex}.json` });
});
// seeded by `npm run db:seed:e2e`, all users have password123 on the local test DB"""
)

la(
    """  1) Refunds API
       rejects an expired session:
     AssertionError: expected 200 to equal 401

-----------------------------------------------------------
The request we sent was:

Method: POST
URL: http://localhost:8080/v1/refunds
Headers: {
  "authorization": "Bearer expired-session-token",
  "content-type": "application/json",
  "x-correlation-id": "{0}"
}""",
    uuid4(),
)

la(
    """export const config: WebdriverIO.Config = {
    runner: 'local',
    specs: ['./test/specs/**/*.e2e.ts'],
    hostname: process.env.GRID_HOST ?? 'localhost',
    port: Number(process.env.GRID_PORT ?? 4444),
    user: process.env.GRID_USER,
    key: process.env.GRID_KEY,
    capabilities: [{ browserName: 'chrome' }],
    framework: 'mocha',
};"""
)

la(
    """// cypress/support/commands.ts
// 先调用 /api/test/login 拿到本地会话，不在代码里写死任何 cookie 值
Cypress.Commands.add('loginAsEditor', () => {
  cy.request('POST', '/api/test/login', { role: 'editor' }).then(({ body }) => {
    cy.setCookie('connect.sid', body.sid);
  });
  cy.visit('/editor');
});"""
)

# ============================================================ look-alikes: load testing
la(
    """import http from 'k6/http';
import { check } from 'k6';

const params = {
  headers: {
    'Content-Type': 'application/json',
    'X-Api-Key': __ENV.API_KEY,
  },
};

export default function () {
  const res = http.get(`${__ENV.BASE_URL}/v2/search?q=berlin`, params);
  check(res, { 'status is 200': (r) => r.status === 200 });
}
// k6 run -e API_KEY=$STAGING_API_KEY -e BASE_URL=https://api.staging.example.com script.js"""
)

la(
    """  execution: local
     script: tests/load/search.js
     output: -

  scenarios: (100.00%) 1 scenario, 50 max VUs, 5m30s max duration (incl. graceful stop):
           * default: 50 looping VUs for 5m0s (gracefulStop: 30s)

     ✓ status is 200

     checks.........................: 100.00% ✓ 12011      ✗ 0
     http_req_duration..............: avg=143.7ms min=38.9ms med=121.2ms max=1.41s p(90)=251ms p(95)=318.4ms
     http_req_failed................: 0.00%   ✓ 0          ✗ 12011
     iterations.....................: 12011   40.02/s

running (5m00.1s), 00/50 VUs, 12011 complete and 0 interrupted iterations"""
)

la(
    """import os

from locust import HttpUser, task, between


class ShopUser(HttpUser):
    wait_time = between(1, 3)

    def on_start(self):
        n = self.environment.runner.user_count
        self.client.post(
            "/api/auth/login",
            json={"email": f"loadtest+{n}@example.com", "password": os.environ["LOCUST_USER_PASSWORD"]},
        )"""
)

la(
    """          <elementProp name="" elementType="Header">
            <stringProp name="Header.name">Authorization</stringProp>
            <stringProp name="Header.value">Bearer ${__P(token,)}</stringProp>
          </elementProp>
          <elementProp name="" elementType="Header">
            <stringProp name="Header.name">X-Request-Id</stringProp>
            <stringProp name="Header.value">${__UUID()}</stringProp>
          </elementProp>"""
)

la(
    """<CSVDataSet guiclass="TestBeanGUI" testclass="CSVDataSet" testname="Users CSV">
  <stringProp name="filename">data/users.csv</stringProp>
  <stringProp name="variableNames">username,password</stringProp>
  <boolProp name="ignoreFirstLine">true</boolProp>
  <stringProp name="delimiter">,</stringProp>
  <boolProp name="recycle">true</boolProp>
  <stringProp name="shareMode">shareMode.all</stringProp>
</CSVDataSet>
<!-- users.csv wird vom Seed-Skript erzeugt: perf_user_001..perf_user_500, Passwort aus PERF_USER_PASSWORD -->"""
)

la(
    """  val httpProtocol = http
    .baseUrl(sys.env.getOrElse("TARGET_URL", "http://localhost:8080"))
    .acceptHeader("application/json")
    .header("X-Api-Key", sys.env("GATLING_API_KEY"))

================================================================================
---- Global Information --------------------------------------------------------
> request count                                      12000 (OK=11988  KO=12    )
> min response time                                     21 (OK=21     KO=1002  )
> mean response time                                   118 (OK=117    KO=1004  )
> response time 95th percentile                        311 (OK=309    KO=1010  )
================================================================================"""
)

la(
    """config:
  target: "{{ $processEnvironment.TARGET_URL }}"
  phases:
    - duration: 60
      arrivalRate: 5
  defaults:
    headers:
      authorization: "Bearer {{ $processEnvironment.PERF_TOKEN }}"
  plugins:
    expect: {}
scenarios:
  - flow:
      - get:
          url: "/health"
          expect:
            - statusCode: 200"""
)

la(
    """All VUs finished. Total time: 5m00.4s
     ✓ http_req_duration p(95)<400
Run    [======================================] 50 VUs  5m0s
     output: https://acme.grafana.net/a/k6-app/runs/{0}
     test run id: {0}
K6_CLOUD_TOKEN was provided via the repository secret (masked in logs as ***)""",
    r(7, DIGITS),
)

la(
    """$ vegeta attack -targets=targets.txt -rate=50 -duration=30s -header "Authorization: Bearer $PERF_TOKEN" | tee results.bin | vegeta report -type=hist[0,100ms,200ms,400ms]
Bucket           #     %       Histogram
[0s,     100ms]  912   60.80%  #############################################
[100ms,  200ms]  488   32.53%  ########################
[200ms,  400ms]  91    6.07%   ####
[400ms,  +Inf]   9     0.60%"""
)

la(
    """-- wrk -t4 -c100 -d60s -s post.lua http://localhost:8080
wrk.method = "POST"
wrk.body   = '{"query":"ping"}'
wrk.headers["Content-Type"] = "application/json"
wrk.headers["X-Request-Id"] = "{0}"
-- Running 1m test @ http://localhost:8080
--   4 threads and 100 connections
--   Requests/sec:  18211.40""",
    r(16, HEX),
)

# ============================================================ look-alikes: API client files
la(
    """{
	"info": {
		"_postman_id": "{0}",
		"name": "Fulfilment API",
		"schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"
	},
	"auth": {
		"type": "bearer",
		"bearer": [ { "key": "token", "value": "{{accessToken}}", "type": "string" } ]
	},
	"event": [
		{
			"listen": "prerequest",
			"script": { "exec": [ "pm.request.headers.upsert({ key: 'X-Api-Key', value: pm.environment.get(\\"apiKey\\") });" ], "type": "text/javascript" }
		}
	]
}""",
    uuid4(),
)

la(
    """{
	"id": "{0}",
	"name": "staging",
	"values": [
		{ "key": "baseUrl", "value": "https://api.staging.example.com", "type": "default", "enabled": true },
		{ "key": "merchantId", "value": "mrc_00000", "type": "default", "enabled": true },
		{ "key": "apiSecret", "value": "", "type": "secret", "enabled": true }
	],
	"_postman_variable_scope": "environment",
	"_postman_exported_at": "2026-12-01T08:12:44.019Z",
	"_postman_exported_using": "Postman/11.20.0"
}""",
    uuid4(),
)

la(
    """pm.test("rejects a missing token with 401", function () {
    pm.response.to.have.status(401);
    const body = pm.response.json();
    pm.expect(body.error).to.eql("invalid_token");
    pm.expect(pm.response.headers.get("WWW-Authenticate")).to.include('Bearer realm="api"');
});

pm.test("token is refreshed", function () {
    pm.environment.set("accessToken", pm.response.json().access_token);
});"""
)

la(
    """$ newman run collection.json -e env/staging.json --env-var "apiSecret=$API_SECRET" --reporters cli,junit --reporter-junit-export results/newman.xml
newman

Billing API

→ Create invoice
  POST https://billing.staging.example.com/v1/invoices [201 Created, 1.12kB, 302ms]
  ✓  Status code is 201

┌─────────────────────────┬───────────────────┬──────────────────┐
│                         │          executed │           failed │
├─────────────────────────┼───────────────────┼──────────────────┤
│              iterations │                 1 │                0 │
│                requests │                 6 │                0 │
│            test-scripts │                 6 │                0 │
└─────────────────────────┴───────────────────┴──────────────────┘"""
)

la(
    """_type: export
__export_format: 4
resources:
  - _id: req_{0}
    name: Fetch ledger entries
    method: GET
    url: "{{ _.baseUrl }}/api/entries?since=2026-11-01"
    authentication:
      type: basic
      username: "{{ _.ledgerUser }}"
      password: "{{ _.ledgerPassword }}"
  - _id: env_{1}
    _type: environment
    name: Base Environment
    data:
      baseUrl: http://localhost:8000""",
    r(16, HEX),
    r(16, HEX),
)

la(
    """meta {
  name: create-webhook
  type: http
  seq: 4
}

post {
  url: {{baseUrl}}/v1/webhooks
  body: json
  auth: bearer
}

auth:bearer {
  token: {{apiToken}}
}

tests {
  test("returns 201", function () {
    expect(res.getStatus()).to.equal(201);
  });
}"""
)

la(
    """vars {
  baseUrl: http://localhost:8080
  username: bruno-qa
  tenant: lq-se-01
}
vars:secret [
  password,
  clientSecret
]"""
)

la(
    """[
  {
    "v": 1,
    "id": "cm3k0f2a90002qa",
    "name": "Local",
    "variables": [
      { "key": "host", "value": "http://localhost:3000", "secret": false },
      { "key": "access_key", "secret": true }
    ]
  }
]"""
)

la(
    """# Smoke test (token is injected: hurl --variable token=$API_TOKEN smoke.hurl)
GET {{host}}/api/v2/reports/daily
Authorization: Token {{token}}
HTTP 200
[Asserts]
jsonpath "$.rows" count > 0

GET {{host}}/api/v2/reports/daily
Authorization: Token invalid
HTTP 401
[Asserts]
jsonpath "$.detail" == "Invalid token.\""""
)

la(
    """@baseUrl = http://localhost:5000
@token = {{$dotenv API_TOKEN}}

### 获取所有员工
GET {{baseUrl}}/v1/employees?active=true
Authorization: Bearer {{token}}

### 登录，把返回的 token 存到变量里
# @name login
POST {{baseUrl}}/v1/auth/login
Content-Type: application/json

{ "username": "{{$processEnv QA_USER}}", "password": "{{$processEnv QA_PASSWORD}}" }

@sessionToken = {{login.response.body.token}}"""
)

la(
    """$ http --session=./local.json -a demo:demo localhost:8000/api/me
HTTP/1.1 200 OK
Content-Type: application/json
ETag: "{0}"
X-Request-ID: {1}

{
    "id": 1,
    "username": "demo"
}""",
    r(32, HEX),
    uuid4(),
)

la(
    """$ grpcurl -plaintext -H "authorization: Bearer $(gcloud auth print-identity-token)" -d '{"account_id": "acc_test_1"}' localhost:50051 billing.v1.BillingService/GetBalance
ERROR:
  Code: Unauthenticated
  Message: token audience "32555940559.apps.googleusercontent.com" does not match expected "billing-local\""""
)

la(
    """[
  {
    "_id": "{0}",
    "name": "local",
    "default": true,
    "data": [
      { "name": "url", "value": "http://localhost:8080" },
      { "name": "apiKey", "value": "{{API_KEY}}" }
    ]
  }
]""",
    uuid4(),
)

la(
    """HTTP/1.1 401 Unauthorized
Date: Fri, 05 Dec 2026 10:14:02 GMT
Content-Type: application/json
WWW-Authenticate: Bearer realm="api", error="invalid_token", error_description="The access token expired"
X-Request-Id: {0}
Content-Length: 96

{"error":"invalid_token","error_description":"The access token expired","request_id":"{0}"}""",
    uuid4(),
)

# ============================================================ look-alikes: containers and test logs
la(
    """12:04:31.118 [main] INFO  org.testcontainers.DockerClientFactory - Testcontainers version: 1.20.3
12:04:32.905 [main] INFO  tc.postgres:16-alpine - Creating container for image: postgres:16-alpine
12:04:33.201 [main] INFO  tc.postgres:16-alpine - Container postgres:16-alpine is starting: {0}
12:04:35.006 [main] INFO  tc.postgres:16-alpine - Container postgres:16-alpine started in PT2.1S
12:04:35.007 [main] INFO  tc.postgres:16-alpine - Container is started (JDBC URL: jdbc:postgresql://localhost:32791/test?loggerLevel=OFF)
12:04:35.010 [main] INFO  c.n.it.DatabaseSupport - user=test password=test (Testcontainers defaults, container is thrown away after the run)""",
    r(64, HEX)[:12],
)

la(
    """@Container
static PostgreSQLContainer<?> postgres = new PostgreSQLContainer<>("postgres:16-alpine")
        .withDatabaseName("orders")
        .withUsername("test")
        .withPassword("test");

@DynamicPropertySource
static void props(DynamicPropertyRegistry registry) {
    registry.add("spring.datasource.url", postgres::getJdbcUrl);
    registry.add("spring.datasource.username", postgres::getUsername);
    registry.add("spring.datasource.password", postgres::getPassword);
}"""
)

la(
    """$ docker compose -f docker-compose.test.yml config
name: media-tests
services:
  localstack:
    image: localstack/localstack:3.8
    environment:
      SERVICES: s3,sqs
  app:
    environment:
      S3_ENDPOINT: http://localstack:4566
      AWS_ACCESS_KEY_ID: test
      AWS_SECRET_ACCESS_KEY: test
      AWS_DEFAULT_REGION: us-east-1
    depends_on:
      localstack:
        condition: service_healthy"""
)

la(
    """# tests/test_s3_archive.py
import boto3
import pytest
from moto import mock_aws


@pytest.fixture
def aws_credentials(monkeypatch):
    \"\"\"Mocked AWS credentials for moto (never real ones).\"\"\"
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    monkeypatch.setenv("AWS_SECURITY_TOKEN", "testing")
    monkeypatch.setenv("AWS_SESSION_TOKEN", "testing")
    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")"""
)

la(
    """$ docker logs it-runner-7
> payments@3.14.0 test:it
> vitest run --config vitest.it.config.ts

[setup] env check:
[setup]   PAYMENTS_BASE_URL = http://stripe-mock:12111
[setup]   STRIPE_API_KEY    = sk_test_123
[setup]   (stripe-mock accepts any key that starts with sk_test_)

 ✓ test/it/authorise.it.test.ts (4 tests) 817ms
 Test Files  1 passed (1)"""
)

la(
    """$ docker pull ghcr.io/fjordline/test-images/postgres-seeded:16-2026.12
16-2026.12: Pulling from fjordline/test-images/postgres-seeded
Digest: sha256:{0}
Status: Downloaded newer image for ghcr.io/fjordline/test-images/postgres-seeded:16-2026.12
$ echo "$GHCR_TOKEN" | docker login ghcr.io -u ci-bot --password-stdin
Login Succeeded""",
    r(64, HEX),
)

# ============================================================ look-alikes: seeds and factories
la(
    """# spec/factories/users.rb
FactoryBot.define do
  factory :user do
    sequence(:email) { |n| "user#{n}@example.com" }
    name { "Test User" }
    password { "password123" }
    password_confirmation { "password123" }
    confirmed_at { Time.current }

    trait :admin do
      role { :admin }
    end
  end
end"""
)

la(
    """[
  {
    "model": "accounts.user",
    "pk": 1,
    "fields": { "username": "svc-import", "email": "svc-import@example.org", "is_staff": false, "password": "!" }
  },
  {
    "model": "accounts.apikey",
    "pk": 1,
    "fields": { "user": 1, "prefix": "tl_", "last_four": "9f2c", "hashed_key": null, "revoked": true }
  }
]"""
)

la(
    """# db/seeds/development.rb
# Lokale Entwicklungsdaten. Passwort fuer alle Demo-User: "password" (nur lokal!)
admin = User.find_or_create_by!(email: "admin@example.test") do |u|
  u.password = u.password_confirmation = "password"
  u.role = :superadmin
end
puts "Seeded #{User.count} users" """
)

la(
    """// prisma/seed.ts
await prisma.paymentProvider.upsert({
  where: { name: 'mollie' },
  update: {},
  create: {
    name: 'mollie',
    mode: 'test',
    apiKey: process.env.MOLLIE_API_KEY ?? 'test_dummy',
    profileId: 'pfl_local000',
  },
});"""
)

la(
    """class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = User

    username = factory.Sequence(lambda n: f"user{n}")
    email = factory.LazyAttribute(lambda o: f"{o.username}@example.com")
    password = factory.PostGenerationMethodCall("set_password", "s3cret-for-tests")
    api_token = factory.Faker("sha1")
    is_active = True"""
)

la(
    """-- test/fixtures/seed_local.sql
INSERT INTO api_tokens (id, user_id, name, token_hash, token_prefix, expires_at)
VALUES (1, 1, 'local-dev', '{0}', 'dmo_', '2099-01-01');
-- token_hash is sha256 of the literal string "local-dev-token", see README""",
    r(64, HEX),
)

# ============================================================ look-alikes: captured mail
la(
    """$ curl -s http://localhost:8025/api/v1/messages | jq '.messages[] | {ID, Subject, To: .To[0].Address}'
{
  "ID": "{0}",
  "Subject": "Reset your Quillstone password",
  "To": "user1@example.com"
}
{
  "ID": "{1}",
  "Subject": "Welcome to Quillstone",
  "To": "user2@example.com"
}""",
    r(22, ALNUM),
    r(22, ALNUM),
)

la(
    """def test_reset_email_contains_link(client, mailoutbox):
    client.post("/accounts/password/reset/", {"email": "user1@example.com"})
    assert len(mailoutbox) == 1
    body = mailoutbox[0].body
    assert "/accounts/reset/" in body
    # do not print the body: it contains the reset token
    assert re.search(r"/accounts/reset/[0-9A-Za-z_-]+/[0-9a-z]+-[0-9a-f]+/", body)"""
)

la(
    """Mailpit  ›  Inbox (1)  ›  Your sign-in code

From:    Verifly <no-reply@verifly.example>
To:      qa@example.com
Date:    Thu, 03 Dec 2026 15:22:08 +0100
Message-ID: <{0}@mailpit>

Your Verifly sign-in code is ••••••
(Codes are masked in the QA inbox; open the message with ?reveal=1 from the VPN.)""",
    r(20, LOWER_NUM),
)

la(
    """it('sends an invitation email', async () => {
  await invite({ email: 'invitee@example.com', workspace: 'Acme' });
  const messages = await mailpit.search('to:invitee@example.com');
  expect(messages).toHaveLength(1);
  expect(messages[0].Subject).toBe("You're invited to join Acme on Ledgerline");
  expect(messages[0].Text).toMatch(/https:\\/\\/localhost:3000\\/invitations\\/accept\\/[a-z0-9]{40}/);
});"""
)

la(
    """Started GET "/rails/mailers/devise/mailer/confirmation_instructions" for 127.0.0.1 at 2026-12-04 09:41:12 +0000
Processing by Rails::MailersController#preview as HTML

Welcome user@example.com!

You can confirm your account email through the link below:

http://localhost:3000/users/confirmation?confirmation_token=faketoken

Completed 200 OK in 38ms (Views: 31.2ms | ActiveRecord: 1.4ms)"""
)

la(
    """$ curl -s http://127.0.0.1:1080/messages | jq 'map({id, sender, recipients, subject, size})'
[
  { "id": 14, "sender": "<noreply@fieldnote.example>", "recipients": ["<m.keller@example.com>"], "subject": "Your sign-in link", "size": "2840" },
  { "id": 15, "sender": "<noreply@fieldnote.example>", "recipients": ["<a.berg@example.com>"], "subject": "Weekly digest", "size": "18211" }
]"""
)

la(
    """# 邮件测试说明
本地用 Mailpit 接收所有邮件（SMTP 端口 1025，Web 界面 http://localhost:8025）。
重置密码、验证码、邀请链接都会出现在这里；这些 token 只在本地数据库里有效，
测试结束后容器会被删除。不要把 staging 的 Mailpit 截图贴到 issue 里。"""
)

# ============================================================ look-alikes: contract tests
la(
    """$ npx pact-broker publish ./pacts --consumer-app-version=$(git rev-parse --short HEAD) --branch=main --broker-base-url=$PACT_BROKER_BASE_URL --broker-token=$PACT_BROKER_TOKEN
Created checkout-web version {0} with branch main
Pact successfully published for checkout-web version {0} and provider payments-api.""",
    r(7, HEX),
)

la(
    """{
  "consumer": { "name": "mobile-app" },
  "provider": { "name": "profile-service" },
  "interactions": [
    {
      "description": "a request without a token",
      "request": { "method": "GET", "path": "/profiles/me" },
      "response": { "status": 401, "body": { "error": "missing_token" } }
    },
    {
      "description": "a request for the current profile",
      "providerState": "user 42 exists",
      "request": {
        "method": "GET",
        "path": "/profiles/me",
        "headers": { "Authorization": "Bearer some-valid-token" },
        "matchingRules": { "$.headers.Authorization": { "match": "regex", "regex": "^Bearer .+$" } }
      },
      "response": { "status": 200 }
    }
  ]
}"""
)

la(
    """pact {
    publish {
        pactBrokerUrl = System.getenv("PACT_BROKER_BASE_URL")
        pactBrokerToken = System.getenv("PACT_BROKER_TOKEN")
        consumerVersion = System.getenv("GIT_COMMIT") ?: "{0}"
        tags = listOf("main")
    }
}""",
    sha(),
)

# ============================================================ look-alikes: security tools
la(
    """id: generic-api-key-in-env-file

info:
  name: Exposed .env with API keys
  severity: high
  tags: exposure,config

http:
  - method: GET
    path:
      - "{{BaseURL}}/.env"
    matchers:
      - type: regex
        regex:
          - "(?m)^[A-Z_]*(API_KEY|SECRET|TOKEN)=.+$"
    extractors:
      - type: regex
        regex:
          - "SG\\\\.[A-Za-z0-9_-]{22}\\\\.[A-Za-z0-9_-]{43}\""""
)

la(
    """$ sqlmap -u "http://localhost:8080/orders?id=1" --batch --level=1
[11:02:48] [INFO] testing connection to the target URL
[11:02:49] [INFO] testing if the target URL content is stable
[11:02:50] [INFO] target URL content is stable
[11:02:50] [INFO] testing if GET parameter 'id' is dynamic
[11:02:51] [WARNING] GET parameter 'id' does not appear to be dynamic
[11:02:55] [WARNING] GET parameter 'id' does not seem to be injectable
[11:02:55] [CRITICAL] all tested parameters do not appear to be injectable."""
)

la(
    """ZAP Scanning Report - Alerts

Cookie without SameSite Attribute (Low)
  URL: https://portal.staging.example.com/login
  Parameter: __Host-session
  Evidence: Set-Cookie: __Host-session
  CWE Id: 1275

Absence of Anti-CSRF Tokens (Medium)
  URL: https://portal.staging.example.com/settings
  Evidence: <form action="/settings" method="post">
  Other Info: No known Anti-CSRF token [anticsrf, CSRFToken, __RequestVerificationToken, csrfmiddlewaretoken, authenticity_token] was found"""
)

la(
    """POST /api/v2/users/118/role HTTP/2
Host: localhost:8443
Cookie: session=§payload§
Content-Type: application/json
X-CSRF-Token: §csrf§

{"role":"owner"}

# Burp Intruder positions: session (payload set 1, from sessions.txt), csrf (grep-extract from GET /settings)"""
)

la(
    """$ st run http://localhost:8000/openapi.json -H "X-Api-Key: $API_KEY" --checks all
Random seed: {0}

POST /v1/fields F
GET /v1/fields/{field_id} .

FAILURES
____________________ POST /v1/fields ____________________
1. Undocumented HTTP status code
Received: 401
Documented: 201, 422
[401] Unauthorized: {"detail":"Invalid or missing API key"}

Reproduce with: st run ... --hypothesis-seed={0}""",
    r(12, DIGITS),
)

# ============================================================ look-alikes: coverage, reporting, flags
la(
    """      - name: Upload coverage
        uses: codecov/codecov-action@v4
        with:
          files: ./coverage/lcov.info
          token: ${{ secrets.CODECOV_TOKEN }}
          override_commit: {0}
          fail_ci_if_error: true""",
    sha(),
)

la(
    """[2026-12-05T10:22:41.118Z] ['info'] Codecov CLI 9.1.1
[2026-12-05T10:22:41.502Z] ['info'] Detected GitHub Actions as the CI provider.
[2026-12-05T10:22:41.771Z] ['info'] Commit sha: {0}
[2026-12-05T10:22:42.019Z] ['info'] Found 1 coverage files to report: coverage/lcov.info
[2026-12-05T10:22:43.412Z] ['info'] Process Upload complete
[2026-12-05T10:22:43.413Z] ['info'] View report at: https://app.codecov.io/github/tessera-io/ledger/commit/{0}""",
    sha(),
)

la(
    """# sonar-project.properties
sonar.projectKey=harlow-logistics_route-planner
sonar.organization=harlow-logistics
sonar.host.url=https://sonarcloud.io
# token comes from SONAR_TOKEN in the CI environment, never in this file
sonar.sources=src
sonar.tests=tests
sonar.python.coverage.reportPaths=coverage.xml"""
)

la(
    """#14 212.4 INFO MutationTestExecutor Done in 3 minutes 30 seconds.
#14 212.5 INFO MutationTestReportHelper Final mutation score of 78.41 is greater than or equal to break threshold 60
#14 212.6 WARN DashboardReporter Dashboard report is not sent when running on a fork (STRYKER_DASHBOARD_API_KEY not set)
#14 212.6 INFO HtmlReporter Your report can be found at: file:///app/reports/mutation/mutation.html"""
)

la(
    """// test/setup/flags.ts
import { TestData } from '@launchdarkly/node-server-sdk/integrations';
import * as ld from '@launchdarkly/node-server-sdk';

export const td = TestData();
td.update(td.flag('new-checkout').booleanFlag().variationForAll(true));

export const ldClient = ld.init('sdk-key-not-used-in-tests', {
  updateProcessor: td.getFactory(),
  sendEvents: false,
});"""
)

la(
    """@pytest.fixture(scope="session")
def unleash():
    client = UnleashClient(
        url=os.environ.get("UNLEASH_URL", "http://localhost:4242/api"),
        app_name="api-tests",
        custom_headers={"Authorization": os.environ["UNLEASH_API_TOKEN"]},
        disable_metrics=True,
    )
    client.initialize_client()
    yield client
    client.destroy()"""
)

la(
    """// jest.setup.js
const Statsig = require('statsig-node');

beforeAll(async () => {
  // localMode: no network, no server secret needed
  await Statsig.initialize('secret-local-mode', { localMode: true });
  Statsig.overrideGate('new_checkout', true);
});"""
)


# ============================================================ self-check
assert len(SECRETS) == 100, len(SECRETS)
assert len(LOOK_ALIKES) == 100, len(LOOK_ALIKES)
for _kind, _text, _secret in SECRETS:
    assert isinstance(_kind, str) and _kind.count("/") == 1 and all(_kind.split("/")), _kind
    _pieces = _secret if isinstance(_secret, tuple) else (_secret,)
    assert _pieces and all(isinstance(_p, str) and _p for _p in _pieces), _kind
    assert all(_p in _text for _p in _pieces), _kind
_texts = [_t for _, _t, _ in SECRETS] + LOOK_ALIKES
assert len(set(_texts)) == len(_texts), "duplicate texts"
