#!/usr/bin/env python3
# ruff: noqa: E501  (prose, log and code templates read best as one literal per line)
"""Generate the bundled demo session: ``plugin/data/demo_session.json.gz``.

A long coding-agent session in OpenAI Chat Completions format: an engineer asks an
agent to add rate limiting to a billing service. It has a system prompt, the first
request, follow-ups and corrections, one pinned message (an agreed constraint),
assistant turns with ``tool_calls`` (read, bash, grep, glob, edit, write, webfetch)
and their ``tool`` results: long file reads, test logs with tracebacks, grep hits,
a build log larger than half a 128k-token window, an approach the user rejects,
errors and fixes, TODOs, and a CI log pasted by the user.

All text comes from templates and a seeded RNG, over a small virtual repository
(reads, greps and edits stay consistent with each other). The same seed always
gives the same bytes:

    .venv/bin/python scripts/make_demo_session.py              # rewrite the bundled file
    .venv/bin/python scripts/make_demo_session.py --seed 7 --output /tmp/s.json.gz --stats
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

DEFAULT_SEED = 20240611
DEFAULT_OUTPUT = Path(__file__).resolve().parent.parent / "plugin" / "data" / "demo_session.json.gz"
ROOT = "/home/dev/ledgerline"

Message = dict[str, Any]

# ---------------------------------------------------------------------------
# Vocabulary for generated code and logs.

NOUNS = (
    "invoice",
    "customer",
    "subscription",
    "plan",
    "payment",
    "refund",
    "ledger_entry",
    "usage_record",
    "price",
    "coupon",
    "tax_rate",
    "webhook",
    "period",
    "credit_note",
    "payment_method",
    "dunning_attempt",
    "line_item",
    "currency",
    "statement",
)
VERBS = (
    "get",
    "load",
    "build",
    "apply",
    "compute",
    "validate",
    "record",
    "list",
    "find",
    "charge",
    "refresh",
    "resolve",
    "serialize",
    "parse",
    "emit",
    "schedule",
    "close",
    "reconcile",
    "prorate",
    "void",
)
VARS = (
    "customer_id",
    "invoice_id",
    "plan_code",
    "amount_cents",
    "currency",
    "period_start",
    "period_end",
    "subscription",
    "entry",
    "retry_after",
    "bucket_key",
    "tokens_left",
    "request",
    "response",
    "payload",
    "rows",
    "session",
    "result",
    "now",
    "cutoff",
)
ATTRS = ("id", "status", "amount_cents", "currency", "created_at", "plan_code", "customer_id")
EXCEPTIONS = ("NotFoundError", "ValidationError", "ConflictError", "PaymentDeclinedError")
STDLIB_IMPORTS = (
    "import logging",
    "import time",
    "from datetime import datetime, timedelta, timezone",
    "from decimal import Decimal",
    "from dataclasses import dataclass, field",
    "from typing import Any",
    "from collections.abc import Iterable, Sequence",
    "import uuid",
    "import json",
)
PACKAGES = (
    ("fastapi", "0.111.0"),
    ("starlette", "0.37.2"),
    ("pydantic", "2.7.4"),
    ("pydantic-core", "2.18.4"),
    ("sqlalchemy", "2.0.30"),
    ("alembic", "1.13.1"),
    ("redis", "5.0.6"),
    ("hiredis", "2.3.2"),
    ("httpx", "0.27.0"),
    ("uvicorn", "0.30.1"),
    ("gunicorn", "22.0.0"),
    ("structlog", "24.2.0"),
    ("stripe", "9.12.0"),
    ("pytest", "8.2.2"),
    ("pytest-asyncio", "0.23.7"),
    ("pytest-cov", "5.0.0"),
    ("freezegun", "1.5.1"),
    ("mypy", "1.10.0"),
    ("ruff", "0.4.9"),
    ("coverage", "7.5.3"),
    ("anyio", "4.4.0"),
    ("idna", "3.7"),
    ("certifi", "2024.6.2"),
    ("h11", "0.14.0"),
    ("typing-extensions", "4.12.2"),
    ("annotated-types", "0.7.0"),
    ("sniffio", "1.3.1"),
    ("greenlet", "3.0.3"),
    ("mako", "1.3.5"),
    ("markupsafe", "2.1.5"),
    ("click", "8.1.7"),
)

EXISTING_MODULES = (
    "src/billing/app.py",
    "src/billing/settings.py",
    "src/billing/cache.py",
    "src/billing/plans.py",
    "src/billing/db.py",
    "src/billing/errors.py",
    "src/billing/models/invoice.py",
    "src/billing/models/customer.py",
    "src/billing/models/subscription.py",
    "src/billing/models/payment.py",
    "src/billing/api/v1/invoices.py",
    "src/billing/api/v1/customers.py",
    "src/billing/api/v2/__init__.py",
    "src/billing/api/v2/invoices.py",
    "src/billing/api/v2/payments.py",
    "src/billing/api/v2/subscriptions.py",
    "src/billing/api/v2/usage.py",
    "src/billing/services/invoicing.py",
    "src/billing/services/payments.py",
    "src/billing/services/proration.py",
    "src/billing/services/tax.py",
    "src/billing/middleware/request_id.py",
    "src/billing/middleware/auth.py",
    "src/billing/middleware/access_log.py",
    "tests/conftest.py",
    "tests/billing/api/v2/test_invoices.py",
    "tests/billing/api/v2/test_payments.py",
    "tests/billing/services/test_proration.py",
)


# ---------------------------------------------------------------------------
# Generated code: plausible Python, snake_case, over a seeded RNG.


def _fn_name(rng: random.Random) -> str:
    return f"{rng.choice(VERBS)}_{rng.choice(NOUNS)}"


def _statement(rng: random.Random, args: list[str]) -> list[str]:
    a = rng.choice(args) if args else rng.choice(VARS)
    v = rng.choice(VARS)
    noun = rng.choice(NOUNS)
    kind = rng.randrange(9)
    if kind == 0:
        return [f"    {v} = {a}.get({noun!r}, None)"]
    if kind == 1:
        exc = rng.choice(EXCEPTIONS)
        return [f"    if {v} is None:", f'        raise {exc}(f"{noun} {{{a}!r}} not found")']
    if kind == 2:
        attr = rng.choice(ATTRS)
        return [f"    for item in {a}:", f"        {v}.append(item.{attr})"]
    if kind == 3:
        return [f'    logger.info("{noun}.{rng.choice(VERBS)}", extra={{"{a}": {a}}})']
    if kind == 4:
        return [f"    {v} = {_fn_name(rng)}({a}, session=session)"]
    if kind == 5:
        n = rng.choice((30, 60, 100, 250, 1000, 3600))
        return [f"    if {v} > {n}:", f"        {v} = min({v}, {n})"]
    if kind == 6:
        return [
            "    try:",
            f"        {v} = {_fn_name(rng)}({a})",
            f"    except {rng.choice(EXCEPTIONS)} as exc:",
            f'        logger.warning("{noun} lookup failed: %s", exc)',
            f"        {v} = None",
        ]
    if kind == 7:
        return [f"    {v} = datetime.now(timezone.utc) - timedelta(seconds={rng.randint(1, 900)})"]
    return [f"    assert {a} is not None, {('missing ' + noun)!r}"]


def render_function(rng: random.Random, name: str | None = None) -> list[str]:
    name = name or _fn_name(rng)
    args = rng.sample(VARS, rng.randint(1, 3))
    ret = rng.choice(("None", "dict[str, Any]", "int", "bool", "list[dict[str, Any]]", "str"))
    doc = f"{name.replace('_', ' ').capitalize()} for the given {args[0].replace('_', ' ')}."
    lines = [f"def {name}({', '.join(args)}) -> {ret}:", f'    """{doc}"""']
    for _ in range(rng.randint(3, 9)):
        lines.extend(_statement(rng, args))
    lines.append(
        f"    return {rng.choice(args)}  # type: ignore[return-value]"
        if rng.random() < 0.1
        else f"    return {rng.choice(args)}"
    )
    return lines


def render_module(
    rng: random.Random, path: str, n_functions: int, extra: list[str] | None = None
) -> str:
    purpose = path.rsplit("/", 1)[-1].removesuffix(".py").replace("_", " ")
    lines = [f'"""{purpose.capitalize()}: part of the ledgerline billing service."""', ""]
    lines.append("from __future__ import annotations")
    lines.append("")
    lines.extend(sorted(rng.sample(STDLIB_IMPORTS, rng.randint(2, 5))))
    lines.append("")
    lines.append(f"from billing.errors import {', '.join(sorted(rng.sample(EXCEPTIONS, 2)))}")
    lines.append("")
    lines.append("logger = logging.getLogger(__name__)")
    lines.append("")
    if extra:
        lines.extend(extra)
        lines.append("")
    for _ in range(n_functions):
        lines.append("")
        lines.extend(render_function(rng))
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def render_legacy_v1(rng: random.Random, path: str) -> str:
    """v1 is older code with camelCase names: the reason for the snake_case rule."""
    lines = [
        '"""Legacy v1 endpoints. Frozen: partners still call these."""',
        "",
        "from flask import Blueprint, jsonify, request",
        "",
        'bp = Blueprint("v1", __name__)',
        "",
    ]
    for _ in range(rng.randint(5, 9)):
        noun = rng.choice(("Invoice", "Customer", "Statement", "Payment"))
        verb = rng.choice(("get", "list", "create", "void"))
        lines += [
            "",
            f'@bp.route("/v1/{noun.lower()}s/<{noun.lower()}Id>", methods=["{"GET" if verb in ("get", "list") else "POST"}"])',
            f"def {verb}{noun}({noun.lower()}Id):",
            f"    {noun.lower()}Obj = {noun}Repo.{verb}By{noun}Id({noun.lower()}Id)",
            f"    if {noun.lower()}Obj is None:",
            f'        return jsonify({{"errorCode": "NOT_FOUND", "message": "{noun} not found"}}), 404',
            f"    return jsonify({noun.lower()}Obj.toDict())",
        ]
    return "\n".join(lines) + "\n"


CACHE_PY_EXTRA = [
    "class RedisCacheClient:",
    '    """Thin wrapper around redis-py used by every service; owns the pool."""',
    "",
    '    def __init__(self, url: str, *, namespace: str = "billing") -> None:',
    "        self.namespace = namespace",
    "        self.raw = redis.Redis.from_url(url, decode_responses=False)",
    "",
    "    def key(self, *parts: str) -> str:",
    '        return ":".join((self.namespace, *parts))',
    "",
    "    def get(self, key: str) -> bytes | None:",
    "        return self.raw.get(self.key(key))",
    "",
    "    def set(self, key: str, value: bytes, *, ttl_seconds: int | None = None) -> None:",
    "        self.raw.set(self.key(key), value, ex=ttl_seconds)",
    "",
    "    def delete(self, key: str) -> None:",
    "        self.raw.delete(self.key(key))",
    "",
    "",
    "cache_client = RedisCacheClient(settings.redis_url)",
]

PLANS_PY_EXTRA = [
    "@dataclass(frozen=True)",
    "class Plan:",
    "    code: str",
    "    monthly_price_cents: int",
    "    seats: int",
    "    features: frozenset[str] = frozenset()",
    "",
    "",
    "PLANS: dict[str, Plan] = {",
    '    "free": Plan("free", 0, 1),',
    '    "team": Plan("team", 4900, 10, frozenset({"sso", "exports"})),',
    '    "enterprise": Plan("enterprise", 0, 1000, frozenset({"sso", "exports", "audit_log"})),',
    "}",
    "",
    "",
    "def get_plan_for_customer(customer_id: str, *, session: Session) -> Plan:",
    '    """The customer\'s current plan; free when the customer has no subscription."""',
    "    subscription = session.scalar(select(Subscription).where(Subscription.customer_id == customer_id))",
    '    return PLANS[subscription.plan_code] if subscription else PLANS["free"]',
]

APP_PY_EXTRA = [
    "def create_app(settings: Settings | None = None) -> FastAPI:",
    '    """The ASGI app: v2 routers under /v2, the frozen v1 Flask app mounted at /v1."""',
    "    settings = settings or Settings()",
    '    app = FastAPI(title="ledgerline billing", version=__version__)',
    "    app.add_middleware(RequestIdMiddleware)",
    '    app.add_middleware(AccessLogMiddleware, logger=logging.getLogger("access"))',
    "    app.add_middleware(AuthMiddleware, issuer=settings.auth_issuer)",
    '    app.include_router(v2_router, prefix="/v2")',
    '    app.mount("/v1", WSGIMiddleware(create_v1_app()))',
    "    return app",
]


# ---------------------------------------------------------------------------
# Tool outputs.


def render_read(path: str, text: str) -> str:
    lines = text.splitlines()
    body = "\n".join(f"{i:05d}| {line}" for i, line in enumerate(lines, 1))
    return f"<file>\n{body}\n\n(End of file - total {len(lines)} lines)\n</file>"


def render_grep(hits: list[tuple[str, int, str]]) -> str:
    if not hits:
        return "No files found"
    out = [f"Found {len(hits)} matches"]
    current = ""
    for path, line_no, text in hits:
        if path != current:
            out.append(f"{ROOT}/{path}:")
            current = path
        out.append(f"  Line {line_no}: {text.strip()}")
    return "\n".join(out)


def render_traceback(rng: random.Random, test: str, error: str) -> list[str]:
    frames = [
        ("tests/billing/ratelimit/test_middleware.py", "client.get"),
        (
            ".venv/lib/python3.11/site-packages/starlette/testclient.py",
            "self._transport.handle_request(request)",
        ),
        (
            ".venv/lib/python3.11/site-packages/starlette/middleware/base.py",
            "response = await self.dispatch_func(request, call_next)",
        ),
        (
            "src/billing/ratelimit/middleware.py",
            "allowed, retry_after = self.limiter.take(bucket_key)",
        ),
        (
            "src/billing/ratelimit/token_bucket.py",
            "result = self.cache.raw.evalsha(self.script_sha, 1, key, *args)",
        ),
    ]
    out = [f"_{'_' * 20} {test} {'_' * 20}_", ""]
    for path, code in frames[: rng.randint(3, len(frames))]:
        out += [
            f"{path}:{rng.randint(12, 240)}: in {rng.choice(('dispatch', 'take', '__call__', 'get', 'handle'))}",
            f"    {code}",
        ]
    out += [f"E   {error}", ""]
    return out


def render_pytest(
    rng: random.Random,
    files: list[str],
    failures: list[tuple[str, str]],
    *,
    verbose_tracebacks: bool = True,
) -> str:
    total = 0
    out = [
        "============================= test session starts ==============================",
        "platform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0",
        f"rootdir: {ROOT}",
        "configfile: pyproject.toml",
        "plugins: anyio-4.4.0, asyncio-0.23.7, cov-5.0.0",
        "asyncio: mode=Mode.STRICT",
    ]
    rows = []
    failed_files = {f.split("::")[0] for f, _ in failures}
    for f in files:
        n = rng.randint(6, 38)
        total += n
        dots = ["."] * n
        if f in failed_files:
            for _ in range(sum(1 for t, _ in failures if t.startswith(f))):
                dots[rng.randrange(n)] = "F"
        rows.append(f"{f} {''.join(dots)}")
    out.append(f"collected {total} items")
    out.append("")
    for i, row in enumerate(rows, 1):
        out.append(f"{row:<72} [{100 * i // len(rows):3d}%]")
    if failures:
        out += [
            "",
            "=================================== FAILURES ===================================",
        ]
        for test, error in failures:
            name = test.split("::")[-1]
            out += render_traceback(rng, name, error) if verbose_tracebacks else [f"E   {error}"]
        out.append(
            "=========================== short test summary info ============================"
        )
        out += [f"FAILED {t} - {e}" for t, e in failures]
    passed = total - len(failures)
    seconds = rng.uniform(2.0, 19.0)
    summary = f"{len(failures)} failed, {passed} passed" if failures else f"{passed} passed"
    out.append(f"{'=' * 25} {summary} in {seconds:.2f}s {'=' * 25}")
    return "\n".join(out)


def render_build_log(
    rng: random.Random, repo: dict[str, str], target_chars: int, mypy_errors: list[str]
) -> str:
    """``make ci``: pip install, ruff, mypy --verbose, pytest --cov, docker build."""
    out: list[str] = ["+ python -m pip install -e '.[dev]' --progress-bar off -v"]
    for name, version in PACKAGES:
        wheel = f"{name.replace('-', '_')}-{version}-py3-none-any.whl"
        out += [
            f"Collecting {name}=={version}",
            f"  Obtaining dependency information for {name}=={version} from https://files.pythonhosted.org/packages/{rng.getrandbits(64):016x}/{wheel}.metadata",
            f"  Downloading {wheel} ({rng.randint(12, 2400)} kB)",
            f"  Created temporary directory: /tmp/pip-unpack-{rng.getrandbits(32):08x}",
        ]
    out.append("Successfully installed " + " ".join(f"{n}-{v}" for n, v in PACKAGES))
    out += ["+ ruff check src tests", "All checks passed!", "+ mypy --verbose src"]
    stdlib = (
        "typing",
        "collections",
        "asyncio",
        "json",
        "logging",
        "datetime",
        "decimal",
        "re",
        "functools",
        "itertools",
        "os",
        "pathlib",
        "enum",
        "abc",
        "dataclasses",
        "http",
    )
    modules = sorted(repo)
    i = 0
    while sum(len(line) + 1 for line in out) < target_chars * 0.7:
        i += 1
        mod = (
            rng.choice(stdlib)
            + "."
            + rng.choice(("abc", "base", "events", "client", "utils", "_impl"))
        )
        out.append(f"LOG:  Parsing /usr/lib/python3.11/{mod.replace('.', '/')}.py ({mod})")
        if i % 3 == 0:
            out.append(
                f"LOG:  Metadata fresh for {mod}: file /usr/lib/python3.11/{mod.replace('.', '/')}.py"
            )
        if i % 7 == 0:
            path = rng.choice(modules)
            out.append(
                f"LOG:  Processing SCC singleton ({path.removeprefix('src/').removesuffix('.py').replace('/', '.')}) as inherently stale"
            )
        if i % 11 == 0:
            out.append(
                f"LOG:  Writing {mod} /home/dev/ledgerline/.mypy_cache/3.11/{mod.replace('.', '/')}.meta.json"
            )
    checked = sum(1 for p in repo if p.startswith("src/"))
    if mypy_errors:
        out += mypy_errors
        files = len({e.split(":")[0] for e in mypy_errors})
        out.append(
            f"Found {len(mypy_errors)} errors in {files} files (checked {checked} source files)"
        )
    else:
        out.append(f"Success: no issues found in {checked} source files")
    out.append("+ pytest -q -n 4 --cov=src/billing --cov-report=term-missing")
    out.append("Name                                         Stmts   Miss  Cover   Missing")
    out.append("-" * 76)
    for path in modules:
        if path.startswith("src/"):
            stmts = repo[path].count("\n")
            miss = rng.randint(0, stmts // 6)
            out.append(f"{path:<44} {stmts:>6} {miss:>6} {100 - 100 * miss // max(stmts, 1):>5}%")
    out += ["+ docker build -t ledgerline-billing:ci ."]
    step = 0
    while sum(len(line) + 1 for line in out) < target_chars:
        step += 1
        layer = f"sha256:{rng.getrandbits(128):032x}{rng.getrandbits(128):032x}"
        out.append(
            f"#{step} [builder {step % 9 + 1}/9] RUN pip wheel --wheel-dir /wheels -r requirements.lock"
        )
        for name, version in rng.sample(PACKAGES, 6):
            out.append(
                f"#{step} {rng.uniform(0.1, 40):.3f} Processing /wheels/{name.replace('-', '_')}-{version}-py3-none-any.whl"
            )
        out.append(f"#{step} DONE {rng.uniform(0.1, 9):.1f}s")
        out.append(f"#{step} exporting layers {layer} done")
    out.append("make: *** [Makefile:31: ci] Error 1" if mypy_errors else "ci: all steps passed")
    return "\n".join(out)


def render_load_test(rng: random.Random) -> str:
    out = [
        "Running 30s test @ http://127.0.0.1:8080/v2/invoices",
        "  8 threads and 200 connections",
    ]
    for second in range(1, 31):
        ok = rng.randint(150, 210)
        limited = rng.randint(0, 40) if second > 3 else 0
        out.append(
            f"[{second:02d}s] 200={ok:4d} 429={limited:3d} p50={rng.uniform(3, 9):.1f}ms p99={rng.uniform(18, 61):.1f}ms redis_rtt={rng.uniform(0.2, 1.4):.2f}ms"
        )
    out += ["Latency distribution:"]
    out += [f"  {p}%  {rng.uniform(3, 70):.2f}ms" for p in (50, 75, 90, 99)]
    out.append(f"Requests/sec: {rng.uniform(180, 205):.2f}")
    return "\n".join(out)


WIKI_PARAGRAPHS = (
    "Every public endpoint is rate limited per customer, never per IP: several customers sit behind the same corporate NAT, and one customer calls us from many addresses.",
    "Use a token bucket, not a fixed window. A fixed window lets a client send twice the limit across the boundary of two windows; a bucket refills continuously and allows a bounded burst.",
    "The bucket state must be shared by every worker of every pod. Keep it in Redis and update it atomically with one Lua script: read the tokens and the last refill time, refill, take one token, write back, set a TTL.",
    "Answer an exhausted bucket with 429 Too Many Requests and a Retry-After header in whole seconds (RFC 9110 allows an HTTP date too; our partners only parse seconds).",
    "Fail open: when Redis is unavailable, let the request through and count it in a metric. A rate limiter must never take billing down.",
    "Exempt internal health checks and the frozen v1 API: its partners have contractual limits enforced at the gateway.",
    "Key buckets by customer and plan, e.g. billing:ratelimit:{customer_id}. Expire idle keys after twice the refill period so Redis memory stays bounded.",
    "Test with a fake clock. Tests that sleep are slow and flaky on CI runners.",
)


def render_wiki(rng: random.Random) -> str:
    out = [
        "# Rate limiting guidelines (engineering wiki)",
        "",
        "Owner: platform team. Last reviewed: 2024-05-02.",
        "",
    ]
    for section in (
        "Scope",
        "Algorithm",
        "Storage",
        "Responses",
        "Failure modes",
        "Exemptions",
        "Keys",
        "Testing",
    ):
        out += [f"## {section}", ""]
        paragraphs = list(WIKI_PARAGRAPHS)
        rng.shuffle(paragraphs)
        out += [p + "\n" for p in paragraphs[: rng.randint(2, 4)]]
    return "\n".join(out)


def render_ci_paste(rng: random.Random, target_chars: int) -> str:
    """The CI log a user pastes into a message: flaky tests that depend on wall time."""
    out = ["Run make ci", "  shell: /usr/bin/bash -e {0}", "  env:", "    PYTHON_VERSION: 3.11.9"]
    while sum(len(line) + 1 for line in out) < target_chars:
        out += [
            f"2024-06-11T09:{rng.randint(10, 59):02d}:{rng.randint(0, 59):02d}.{rng.randint(0, 9999999):07d}Z tests/billing/ratelimit/test_token_bucket.py::test_refill_after_{rng.randint(1, 90)}_seconds FAILED",
            f"2024-06-11T09:{rng.randint(10, 59):02d}:{rng.randint(0, 59):02d}.{rng.randint(0, 9999999):07d}Z E   assert {rng.randint(0, 19)} == {rng.randint(1, 20)}",
            f"2024-06-11T09:{rng.randint(10, 59):02d}:{rng.randint(0, 59):02d}.{rng.randint(0, 9999999):07d}Z E    +  where {rng.randint(0, 19)} = TokenBucket(capacity=20, refill_per_second=1.6667).peek('billing:ratelimit:cus_{rng.getrandbits(40):010x}')",
        ]
    out.append("Error: Process completed with exit code 2.")
    return "\n".join(out)


# ---------------------------------------------------------------------------
# The session builder.


@dataclass
class Session:
    rng: random.Random
    repo: dict[str, str]
    messages: list[Message] = field(default_factory=list)

    # -- message helpers ---------------------------------------------------
    def user(self, text: str, *, pin: bool = False) -> None:
        msg: Message = {"role": "user", "content": text}
        if pin:
            msg["_pin"] = True
        self.messages.append(msg)

    def say(self, text: str) -> None:
        self.messages.append({"role": "assistant", "content": text})

    def _call_id(self) -> str:
        return f"call_{self.rng.getrandbits(96):024x}"

    def tools(self, calls: list[tuple[str, dict[str, Any], str]], text: str | None = None) -> None:
        """One assistant turn with parallel tool calls, then each result."""
        ids = [self._call_id() for _ in calls]
        self.messages.append(
            {
                "role": "assistant",
                "content": text,
                "tool_calls": [
                    {
                        "id": cid,
                        "type": "function",
                        "function": {
                            "name": name,
                            "arguments": json.dumps(args, ensure_ascii=False),
                        },
                    }
                    for cid, (name, args, _) in zip(ids, calls, strict=True)
                ],
            }
        )
        for cid, (name, _, output) in zip(ids, calls, strict=True):
            self.messages.append(
                {"role": "tool", "tool_call_id": cid, "name": name, "content": output}
            )

    # -- tool actions over the virtual repo -------------------------------
    def read_call(self, path: str) -> tuple[str, dict[str, Any], str]:
        return ("read", {"filePath": f"{ROOT}/{path}"}, render_read(path, self.repo[path]))

    def read(self, *paths: str, text: str | None = None) -> None:
        self.tools([self.read_call(p) for p in paths], text)

    def grep(self, pattern: str, text: str | None = None, include: str = "*.py") -> None:
        hits = [
            (path, i, line)
            for path in sorted(self.repo)
            for i, line in enumerate(self.repo[path].splitlines(), 1)
            if pattern in line
        ][:60]
        self.tools(
            [("grep", {"pattern": pattern, "path": ROOT, "include": include}, render_grep(hits))],
            text,
        )

    def glob(self, pattern: str, prefix: str, text: str | None = None) -> None:
        paths = sorted(p for p in self.repo if p.startswith(prefix))
        self.tools(
            [("glob", {"pattern": pattern, "path": ROOT}, "\n".join(f"{ROOT}/{p}" for p in paths))],
            text,
        )

    def write(self, path: str, content: str, text: str | None = None) -> None:
        self.repo[path] = content
        self.tools(
            [
                (
                    "write",
                    {"filePath": f"{ROOT}/{path}", "content": content},
                    "Wrote file successfully.",
                )
            ],
            text,
        )

    def edit(
        self, path: str, text: str | None = None, *, old: str | None = None, new: str | None = None
    ) -> None:
        """Replace ``old`` with ``new`` in ``path``; by default, rework one function of it."""
        content = self.repo[path]
        if old is None or new is None:
            old, new = self._rework(content)
        if old not in content:
            raise ValueError(f"edit of {path}: old text not found")
        self.repo[path] = content.replace(old, new, 1)
        diagnostics = (
            ""
            if self.rng.random() < 0.8
            else (
                f"\n\nThis file has errors, please fix\n<file_diagnostics>\nERROR [{self.rng.randint(10, 90)}:{self.rng.randint(1, 30)}] "
                f'"{self.rng.choice(VARS)}" is possibly unbound\n</file_diagnostics>'
            )
        )
        self.tools(
            [
                (
                    "edit",
                    {"filePath": f"{ROOT}/{path}", "oldString": old, "newString": new},
                    "Edit applied successfully." + diagnostics,
                )
            ],
            text,
        )

    def _rework(self, content: str) -> tuple[str, str]:
        """Rewrite one function of the file (same name), or a few lines of it."""
        blocks = [
            b.strip("\n") for b in content.split("\n\n\n") if b.lstrip("\n").startswith("def ")
        ]
        if not blocks:
            old = content.splitlines()[-1]
            return old, old + "\n" + "\n".join(s.strip() for s in _statement(self.rng, list(VARS)))
        block = self.rng.choice(blocks)
        if self.rng.random() < 0.6:
            name = block.split("(", 1)[0].removeprefix("def ")
            return block, "\n".join(render_function(self.rng, name))
        lines = block.splitlines()
        start = self.rng.randrange(2, max(3, len(lines) - 3))
        old_lines = lines[start : start + self.rng.randint(2, 4)]
        new_lines = list(old_lines)
        new_lines[-1:] = _statement(self.rng, [self.rng.choice(VARS)]) + new_lines[-1:]
        old = "\n".join(old_lines)
        if content.count(old) != 1:  # the edit tool needs a unique match
            return block, block + "\n" + "\n".join(_statement(self.rng, list(VARS)))
        return old, "\n".join(new_lines)

    def bash(self, command: str, output: str, description: str, text: str | None = None) -> None:
        self.tools([("bash", {"command": command, "description": description}, output)], text)

    def webfetch(self, url: str, output: str, text: str | None = None) -> None:
        self.tools([("webfetch", {"url": url, "format": "markdown"}, output)], text)

    # -- composite steps --------------------------------------------------
    def run_tests(
        self, files: list[str], failures: list[tuple[str, str]], text: str | None = None
    ) -> None:
        cmd = "pytest -q " + " ".join(sorted({f.rsplit("/", 1)[0] for f in files}))
        self.bash(cmd, render_pytest(self.rng, files, failures), "Run the tests", text)

    def explore(self, count: int) -> None:
        """A few read/grep turns over existing code, as agents do between edits."""
        for _ in range(count):
            kind = self.rng.random()
            if kind < 0.5:
                paths = self.rng.sample(sorted(self.repo), self.rng.choice((1, 1, 2)))
                self.read(
                    *paths, text=self.rng.choice(THINKING) if self.rng.random() < 0.5 else None
                )
            elif kind < 0.85:
                self.grep(
                    self.rng.choice(
                        (
                            "def ",
                            "cache_client",
                            "session",
                            "logger.",
                            "raise ",
                            "customer_id",
                            "Retry-After",
                            "plan_code",
                        )
                    )
                )
            else:
                self.bash(
                    "git status --short && git diff --stat",
                    self._git_status(),
                    "Show the working tree state",
                )

    def _git_status(self) -> str:
        changed = sorted(
            p
            for p in self.repo
            if "ratelimit" in p or p in ("src/billing/app.py", "src/billing/cache.py")
        )
        lines = [f"{'??' if 'ratelimit' in p else ' M'} {p}" for p in changed]
        stats = [
            f" {p} | {self.rng.randint(2, 140)} {'+' * self.rng.randint(1, 30)}{'-' * self.rng.randint(0, 6)}"
            for p in changed
        ]
        return "\n".join(
            lines
            + stats
            + [
                f" {len(changed)} files changed, {self.rng.randint(200, 900)} insertions(+), {self.rng.randint(3, 60)} deletions(-)"
            ]
        )

    def fix_cycle(
        self, path: str, tests: list[str], failures: list[tuple[str, str]], rounds: int
    ) -> None:
        """Run tests, read the failing code, edit, rerun until green."""
        for r in range(rounds):
            remaining = failures[: max(0, len(failures) - r)]
            self.run_tests(tests, remaining, text=self.rng.choice(RUN_TESTS_TEXT))
            if not remaining:
                break
            self.say(explain_failure(self.rng, remaining[0][1], path))
            self.read(path)
            for _ in range(self.rng.randint(1, 3)):
                self.edit(path)
        self.run_tests(tests, [], text="Re-running the suite after the fix.")

    def feature(
        self,
        topic: str,
        request: str,
        files: list[tuple[str, int, list[str] | None]],
        failures: list[tuple[str, str]],
        *,
        explore: int = 3,
        edits: int = 3,
    ) -> None:
        """One piece of work: request, reading, new modules and tests, red-green, summary."""
        self.user(request)
        self.explore(explore)
        tests: list[str] = []
        for path, n_functions, extra in files:
            text = self.rng.choice(WRITE_TEXT) if self.rng.random() < 0.6 else None
            self.write(path, render_module(self.rng, path, n_functions, extra), text=text)
            if path.startswith("tests/"):
                tests.append(path)
        code = [p for p, _, _ in files if p.startswith("src/")]
        self.fix_cycle(code[0], tests, failures, len(failures) + 1)
        for _ in range(edits):
            self.edit(self.rng.choice(code + tests))
        self.run_tests(tests, [])
        self.explore(max(1, explore // 2))
        self.long_explanation(topic, [p for p, _, _ in files])

    def long_explanation(self, topic: str, files: list[str]) -> None:
        parts = [f"Summary of {topic}:", ""]
        for f in files:
            parts.append(f"- `{f}`: " + self.rng.choice(FILE_NOTES))
        parts += ["", "How it fits together:", ""]
        for paragraph in self.rng.sample(EXPLANATIONS, self.rng.randint(4, 7)):
            parts.append(paragraph)
            parts.append("")
        names = (
            "take_token",
            "bucket_key_for",
            "retry_after_seconds",
            "limits_for_plan",
            "cost_for_route",
        )
        for name in self.rng.sample(names, 2):
            parts += ["```python", *render_function(self.rng, name), "```", ""]
        parts.append(self.rng.choice(CLOSINGS))
        self.say("\n".join(parts))


THINKING = (
    "Let me look at how this is wired before changing anything.",
    "Checking the existing code first.",
    "I need to see the call sites.",
    "Reading the neighbouring modules for conventions.",
    "Let me verify how sessions and the cache client are passed around.",
)
WRITE_TEXT = (
    "Creating the module.",
    "Writing the new module with the behaviour agreed above.",
    "Adding the tests first so the behaviour is pinned down.",
    "New file; kept it small and snake_case throughout.",
)
RUN_TESTS_TEXT = (
    "Running the limiter tests.",
    "Let me run the tests.",
    "Running the affected test modules.",
    "Checking the suite.",
)
FILE_NOTES = (
    "new module, holds the bucket arithmetic and nothing else",
    "wires the limiter into the v2 router only; /v1 paths are skipped",
    "reads per-plan limits from `PLANS` instead of hard-coded numbers",
    "tests with a fake clock, no sleeping",
    "one Lua script does refill + take atomically in Redis",
    "small change: exposes the script loading on the existing client",
    "documents the config keys for support",
)
EXPLANATIONS = (
    "The middleware resolves the customer from the authenticated request (AuthMiddleware runs before it), builds the bucket key `billing:ratelimit:{customer_id}` and asks the limiter for one token.",
    "The Lua script reads `tokens` and `ts` from a hash, refills `(now - ts) * rate` tokens capped at the burst, takes one if it can and returns `{allowed, retry_after_ms}`; all in one round trip, so 12 workers cannot race.",
    "When Redis raises `ConnectionError` we fail open and log `ratelimit.redis_unavailable` once per minute, as the wiki asks.",
    "Retry-After is rounded up to whole seconds, minimum 1, so a client never retries immediately into another 429.",
    "Idle buckets expire after twice the time a full refill takes; Redis memory stays bounded by the number of active customers.",
    "The limits come from the plan: free 60/min, team 600/min, enterprise 6000/min, burst one fifth of the minute's budget.",
    "Nothing under src/billing/api/v1/ changed; the middleware checks `request.url.path.startswith('/v1/')` first and returns early.",
    "The tests inject a `FakeClock` into `TokenBucket`, so refill behaviour is asserted exactly without sleeping.",
)
CLOSINGS = (
    "Tests are green locally. Next I would look at the remaining items.",
    "Let me know if you want the limits tuned before I continue.",
    "I kept all new names snake_case and did not touch v1.",
)


def explain_failure(rng: random.Random, error: str, path: str) -> str:
    causes = (
        "the script SHA is loaded lazily, so the first call after a Redis restart raises NoScriptError",
        "the middleware reads the customer before AuthMiddleware has set it on `request.state`",
        "`retry_after` comes back from Lua in milliseconds and I compared it with seconds",
        "redis-py returns bytes, and I passed them to `int()` unconverted in one branch",
        "the fixture reuses one bucket key across tests, so earlier tests drain it",
    )
    return (
        f"The failure is `{error}`. Looking at it, {rng.choice(causes)}. "
        f"I'll fix it in `{path}` and keep the test as is, since it describes the behaviour we want."
    )


# -- the limiter's own files ---------------------------------------------------


def ratelimit_module(rng: random.Random, name: str, extra: list[str], n_functions: int) -> str:
    return render_module(rng, f"src/billing/ratelimit/{name}.py", n_functions, extra)


TOKEN_BUCKET_EXTRA = [
    'TAKE_SCRIPT = """',
    "local tokens = tonumber(redis.call('HGET', KEYS[1], 'tokens') or ARGV[1])",
    "local ts = tonumber(redis.call('HGET', KEYS[1], 'ts') or ARGV[3])",
    "local refill = math.min(tonumber(ARGV[1]), tokens + (tonumber(ARGV[3]) - ts) * tonumber(ARGV[2]))",
    "if refill >= 1 then",
    "  redis.call('HSET', KEYS[1], 'tokens', refill - 1, 'ts', ARGV[3])",
    "  redis.call('PEXPIRE', KEYS[1], ARGV[4])",
    "  return {1, 0}",
    "end",
    "return {0, math.ceil((1 - refill) / tonumber(ARGV[2]))}",
    '"""',
    "",
    "",
    "@dataclass",
    "class TokenBucket:",
    '    """Per-customer token bucket whose state lives in Redis (one Lua call per request)."""',
    "",
    "    cache: RedisCacheClient",
    "    capacity: int",
    "    refill_per_second: float",
    "    clock: Callable[[], float] = time.time",
    "",
    "    def take(self, bucket_key: str) -> tuple[bool, int]:",
    "        now_ms = int(self.clock() * 1000)",
    "        ttl_ms = int(2 * self.capacity / self.refill_per_second * 1000)",
    "        allowed, retry_after_ms = self.cache.raw.eval(TAKE_SCRIPT, 1, bucket_key, self.capacity, self.refill_per_second / 1000, now_ms, ttl_ms)",
    "        return bool(allowed), max(1, math.ceil(int(retry_after_ms) / 1000))",
]

MIDDLEWARE_EXTRA = [
    "class RateLimitMiddleware(BaseHTTPMiddleware):",
    '    """429 + Retry-After when a customer\'s bucket is empty. Skips /v1 and health checks."""',
    "",
    "    def __init__(self, app: ASGIApp, *, limiter: TokenBucket) -> None:",
    "        super().__init__(app)",
    "        self.limiter = limiter",
    "",
    "    async def dispatch(self, request: Request, call_next: RequestResponseEndpoint) -> Response:",
    '        if request.url.path.startswith(("/v1/", "/health")):',
    "            return await call_next(request)",
    '        customer_id = getattr(request.state, "customer_id", None)',
    "        if customer_id is None:",
    "            return await call_next(request)",
    '        allowed, retry_after = self.limiter.take(cache_client.key("ratelimit", customer_id))',
    "        if not allowed:",
    "            return JSONResponse(",
    '                {"error": "rate_limited", "message": "Too many requests, retry later."},',
    "                status_code=429,",
    '                headers={"Retry-After": str(retry_after)},',
    "            )",
    "        return await call_next(request)",
]

MEMORY_LIMITER_EXTRA = [
    "_buckets: dict[str, tuple[float, float]] = {}",
    "_lock = threading.Lock()",
    "",
    "",
    "def take_token(customer_id: str, *, capacity: int = 20, refill_per_second: float = 100 / 60) -> bool:",
    '    """In-process token bucket: one dict per worker process."""',
    "    now = time.monotonic()",
    "    with _lock:",
    "        tokens, ts = _buckets.get(customer_id, (capacity, now))",
    "        tokens = min(capacity, tokens + (now - ts) * refill_per_second)",
    "        if tokens < 1:",
    "            _buckets[customer_id] = (tokens, now)",
    "            return False",
    "        _buckets[customer_id] = (tokens - 1, now)",
    "        return True",
]

CONFIG_EXTRA = [
    "@dataclass(frozen=True)",
    "class RateLimit:",
    "    per_minute: int",
    "    burst: int",
    "",
    "",
    "PLAN_LIMITS: dict[str, RateLimit] = {",
    '    "free": RateLimit(per_minute=60, burst=12),',
    '    "team": RateLimit(per_minute=600, burst=120),',
    '    "enterprise": RateLimit(per_minute=6000, burst=1200),',
    "}",
    "",
    "",
    "def limits_for_plan(plan: Plan) -> RateLimit:",
    '    """The plan\'s limit; unknown plans get the free limit (fail closed on the budget, not the request)."""',
    '    return PLAN_LIMITS.get(plan.code, PLAN_LIMITS["free"])',
    "",
    "",
    "# TODO(ratelimit): emit a counter for rejected requests once the metrics module rewrite lands.",
]


def render_docs(rng: random.Random) -> str:
    out = [
        "# Rate limiting",
        "",
        "The v2 API limits requests per customer with a token bucket kept in Redis.",
        "",
    ]
    out += [
        "| plan | requests / minute | burst |",
        "|---|---|---|",
        "| free | 60 | 12 |",
        "| team | 600 | 120 |",
        "| enterprise | 6000 | 1200 |",
        "",
    ]
    for heading in (
        "What a customer sees",
        "How to raise a customer's limit",
        "Resetting a bucket",
        "When Redis is down",
        "FAQ for support",
    ):
        out += [f"## {heading}", ""]
        paras = list(EXPLANATIONS + WIKI_PARAGRAPHS)
        rng.shuffle(paras)
        out += [p + "\n" for p in paras[: rng.randint(3, 6)]]
    return "\n".join(out)


SYSTEM_PROMPT = """You are a coding agent working in the user's repository at /home/dev/ledgerline (a Python billing service: FastAPI for the v2 API, a frozen Flask app for v1, PostgreSQL through SQLAlchemy, Redis through `billing.cache.cache_client`).

Tools: read (read a file), write (create or overwrite a file), edit (replace an exact string in a file), bash (run a shell command in the repository), grep (search file contents), glob (find files by pattern), webfetch (fetch a URL as markdown).

Rules:
- Read a file before editing it. Prefer small edits over rewriting files.
- Run the relevant tests after every change and report failures honestly.
- Follow the conventions of the surrounding code. Ask before adding dependencies.
- Never commit, push or change git history unless asked.
- Keep answers short; show code only when it helps."""

FIRST_REQUEST = (
    "Add rate limiting to the billing API in src/billing/api/v2/: a per-customer token bucket, "
    "100 requests per minute by default with a burst of 20, answering 429 with a Retry-After header "
    "when the bucket is empty. Keep all names snake_case and do not touch the legacy v1 endpoints "
    "in src/billing/api/v1/. Add tests for the limiter and for the middleware."
)

PINNED_CONSTRAINT = (
    "Agreed constraints for the rest of this work, please keep them in mind the whole time:\n"
    "1. The limiter state lives in Redis through the existing `cache_client` (src/billing/cache.py). "
    "No new third-party dependencies.\n"
    "2. Every new name is snake_case.\n"
    "3. src/billing/api/v1/ stays untouched; the middleware skips /v1 paths.\n"
    "4. 429 responses carry Retry-After in whole seconds."
)

MIXED_LANGUAGE_REQUEST = (
    "Zwei Sachen noch: Bitte prüfe, dass jede 429-Antwort wirklich den `Retry-After`-Header hat – "
    "unsere Partner in Frankfurt parsen den und brechen sonst ab. "
    "另外，错误信息请保持英文，不要翻译成中文或德文；客户端是按 `error` 字段判断的。"
)


def build_session(seed: int = DEFAULT_SEED) -> list[Message]:
    rng = random.Random(seed)
    repo: dict[str, str] = {}
    for path in EXISTING_MODULES:
        if "/v1/" in path:
            repo[path] = render_legacy_v1(rng, path)
        elif path.endswith("cache.py"):
            repo[path] = render_module(rng, path, 3, CACHE_PY_EXTRA)
        elif path.endswith("plans.py"):
            repo[path] = render_module(rng, path, 4, PLANS_PY_EXTRA)
        elif path.endswith("app.py"):
            repo[path] = render_module(rng, path, 2, APP_PY_EXTRA)
        else:
            repo[path] = render_module(rng, path, rng.randint(6, 16))
    s = Session(rng, repo)
    s.messages.append({"role": "system", "content": SYSTEM_PROMPT})

    bucket = "src/billing/ratelimit/token_bucket.py"
    middleware = "src/billing/ratelimit/middleware.py"
    config = "src/billing/ratelimit/config.py"
    t_bucket = "tests/billing/ratelimit/test_token_bucket.py"
    t_mw = "tests/billing/ratelimit/test_middleware.py"
    t_config = "tests/billing/ratelimit/test_config.py"
    admin = "src/billing/api/v2/admin_ratelimit.py"
    t_admin = "tests/billing/api/v2/test_admin_ratelimit.py"

    # 1. The first request; the agent explores.
    s.user(FIRST_REQUEST)
    s.glob(
        "src/billing/**/*.py", "src/billing/", text="Let me get an overview of the package first."
    )
    s.read("src/billing/app.py", "src/billing/api/v2/__init__.py")
    s.grep("add_middleware")
    s.read("src/billing/middleware/request_id.py", "src/billing/middleware/auth.py")
    s.read("src/billing/settings.py")
    s.read("src/billing/cache.py", "src/billing/plans.py")
    s.bash(
        "make ci 2>&1",
        render_build_log(rng, repo, 280_000, []),
        "Run the CI target for a baseline",
        text="Running the CI target once to see the baseline before changing anything.",
    )
    s.say("Baseline is green: ruff clean, mypy clean, all tests pass, the docker image builds.")
    s.explore(4)
    s.say(
        "Plan:\n1. A token bucket in a new package `src/billing/ratelimit/`.\n"
        "2. An ASGI middleware mounted for the v2 router only, skipping /v1.\n"
        "3. Tests for both with a fake clock.\n\nStarting with the bucket itself, kept in process for now; "
        "we can move it later if needed."
    )

    # 2. The failed approach: an in-process limiter.
    s.user("Sounds good. Start with the limiter itself, the middleware after.")
    s.write(
        "src/billing/ratelimit/__init__.py", '"""Per-customer rate limiting for the v2 API."""\n'
    )
    memory_limiter = "src/billing/ratelimit/memory_limiter.py"
    s.write(
        memory_limiter,
        render_module(rng, memory_limiter, 3, MEMORY_LIMITER_EXTRA),
        text="An in-process bucket guarded by a lock; simple and fast.",
    )
    s.write(
        "tests/billing/ratelimit/test_memory_limiter.py",
        render_module(rng, "tests/billing/ratelimit/test_memory_limiter.py", 7),
    )
    s.run_tests(["tests/billing/ratelimit/test_memory_limiter.py"], [])
    s.say("The in-process limiter works and its 9 tests pass. Next: the middleware.")
    s.user(
        "No, stop. An in-process dict does not work for us: production runs 4 gunicorn workers in each "
        "of 3 pods, so every worker keeps its own bucket and a customer gets 12x the limit. "
        "Throw memory_limiter.py away, we need shared state."
    )
    s.bash(
        "rm src/billing/ratelimit/memory_limiter.py tests/billing/ratelimit/test_memory_limiter.py",
        "",
        "Remove the in-process limiter",
        text="You're right, per-process state multiplies the limit. Removing it.",
    )
    del repo[memory_limiter]
    s.say(
        "Removed. Shared state means Redis; we already have `cache_client` in src/billing/cache.py. Shall I build on that?"
    )
    s.user(PINNED_CONSTRAINT, pin=True)

    # 3. The Redis bucket, with failures and fixes.
    s.read("src/billing/cache.py", text="Re-reading the cache client to build on it.")
    s.grep("cache_client")
    s.webfetch(
        "https://wiki.internal.ledgerline.dev/eng/rate-limiting-guidelines",
        render_wiki(rng),
        text="Checking the internal guidelines on rate limiting first.",
    )
    s.explore(4)
    s.write(
        bucket,
        ratelimit_module(rng, "token_bucket", TOKEN_BUCKET_EXTRA, 5),
        text="A Redis token bucket: one Lua script refills and takes atomically.",
    )
    s.write(t_bucket, render_module(rng, t_bucket, 12))
    s.fix_cycle(
        bucket,
        [t_bucket],
        [
            (
                f"{t_bucket}::test_take_refills_over_time",
                "AttributeError: 'RedisCacheClient' object has no attribute 'evalsha'",
            ),
            (f"{t_bucket}::test_retry_after_is_whole_seconds", "assert 1500 == 2"),
        ],
        3,
    )
    s.long_explanation("the Redis token bucket", [bucket, t_bucket])

    s.feature(
        "loading the Lua script once",
        "Move the Lua script out of the Python string into src/billing/ratelimit/take.lua, load it once "
        "with SCRIPT LOAD at startup and fall back to EVAL when Redis answers NOSCRIPT (e.g. after a failover).",
        [
            ("src/billing/ratelimit/scripts.py", 12, None),
            ("tests/billing/ratelimit/test_scripts.py", 11, None),
        ],
        [
            (
                "tests/billing/ratelimit/test_scripts.py::test_noscript_falls_back_to_eval",
                "redis.exceptions.NoScriptError: No matching script. Please use EVAL.",
            ),
            (
                "tests/billing/ratelimit/test_scripts.py::test_script_loaded_once",
                "AssertionError: assert 3 == 1",
            ),
        ],
    )

    # 4. The middleware.
    s.user("Good. Now the middleware. Mount it in create_app() for the v2 router only.")
    s.read("src/billing/app.py", "src/billing/middleware/auth.py")
    s.write(middleware, ratelimit_module(rng, "middleware", MIDDLEWARE_EXTRA, 4))
    s.edit(
        "src/billing/app.py",
        old='    app.include_router(v2_router, prefix="/v2")',
        new='    app.add_middleware(RateLimitMiddleware, limiter=build_limiter(settings))\n    app.include_router(v2_router, prefix="/v2")',
        text="Registering the middleware in create_app().",
    )
    s.write(t_mw, render_module(rng, t_mw, 14))
    s.fix_cycle(
        middleware,
        [t_bucket, t_mw],
        [
            (f"{t_mw}::test_empty_bucket_returns_429", "assert 200 == 429"),
            (f"{t_mw}::test_retry_after_header", "KeyError: 'retry-after'"),
            (
                f"{t_mw}::test_unauthenticated_requests_pass",
                "AttributeError: 'State' object has no attribute 'customer_id'",
            ),
        ],
        4,
    )
    s.explore(5)
    s.long_explanation("the middleware", [middleware, "src/billing/app.py", t_mw])

    s.feature(
        "per-route costs",
        "Not every call should cost the same: POST /v2/invoices and POST /v2/usage/batch cost 5 tokens, "
        "everything else 1. Put the table in one place.",
        [
            ("src/billing/ratelimit/costs.py", 10, None),
            ("tests/billing/ratelimit/test_costs.py", 12, None),
        ],
        [
            ("tests/billing/ratelimit/test_costs.py::test_batch_usage_costs_five", "assert 1 == 5"),
            (
                "tests/billing/ratelimit/test_middleware.py::test_cost_is_taken_once",
                "AssertionError: assert 10 == 5",
            ),
        ],
        explore=6,
    )

    # 5. The big build: its log exceeds half of a 128k-token window.
    s.user(
        "Run `make ci` like CI does; I want to know whether mypy and the docker build are happy."
    )
    mypy_errors = [
        'src/billing/ratelimit/middleware.py:57: error: Argument 1 to "int" has incompatible type "bytes | None"; expected "str | Buffer | SupportsInt"  [arg-type]',
        'src/billing/ratelimit/token_bucket.py:41: error: Returning Any from function declared to return "tuple[bool, int]"  [no-any-return]',
    ]
    s.bash(
        "make ci 2>&1",
        render_build_log(rng, repo, 300_000, mypy_errors),
        "Run the CI target",
        text="Running the full CI target; this takes a while.",
    )
    s.say(
        "`make ci` fails at the mypy step with two errors in the new code:\n"
        "- middleware.py:57: `int()` on `bytes | None` (redis returns bytes)\n"
        "- token_bucket.py:41: returning Any from `take()`\n"
        "ruff is clean, the docker build itself succeeds. Fixing both."
    )
    s.edit(middleware)
    s.edit(bucket)
    s.bash("mypy src", "Success: no issues found in 63 source files", "Type-check")
    s.explore(4)

    # 6. A request in German and Chinese.
    s.user(MIXED_LANGUAGE_REQUEST)
    s.grep("Retry-After")
    s.read(middleware, t_mw)
    s.edit(t_mw)
    s.fix_cycle(
        middleware,
        [t_mw],
        [
            (
                f"{t_mw}::test_429_has_retry_after_on_every_path",
                "AssertionError: 'Retry-After' not in Headers({'content-length': '71', 'content-type': 'application/json'})",
            ),
        ],
        2,
    )
    s.say(
        "Every 429 now carries `Retry-After`; the error body stays English (`error: rate_limited`). Der Header ist in allen Pfaden gesetzt; 错误信息保持英文。"
    )

    # 7. Per-plan limits; an unwanted rename the user corrects.
    s.user(
        "Plans need their own limits: free 60/min, team 600/min, enterprise 6000/min. Read them from the plan, not hard-coded numbers."
    )
    s.read("src/billing/plans.py")
    s.grep("get_plan_for_customer")
    s.write(config, ratelimit_module(rng, "config", CONFIG_EXTRA, 3))
    s.edit(
        "src/billing/plans.py",
        old="def get_plan_for_customer(",
        new="def plan_for_customer(",
        text="Renaming the plan lookup for consistency with `limits_for_plan`.",
    )
    s.user(
        "Don't rename `get_plan_for_customer`: src/billing/services/invoicing.py and two other teams import it. Revert that."
    )
    s.edit(
        "src/billing/plans.py",
        old="def plan_for_customer(",
        new="def get_plan_for_customer(",
        text="Reverted; I'll leave existing public names alone.",
    )
    s.write(t_config, render_module(rng, t_config, 8))
    s.fix_cycle(
        config,
        [t_config, t_mw],
        [
            (
                f"{t_config}::test_unknown_plan_gets_free_limit",
                "TypeError: limits_for_plan() missing 1 required positional argument: 'plan'",
            ),
            (f"{t_mw}::test_team_plan_allows_600_per_minute", "assert 100 == 600"),
        ],
        3,
    )
    s.explore(6)
    s.long_explanation("per-plan limits", [config, middleware, t_config])

    s.feature(
        "the rate_limit_enabled switch",
        "Add a setting `rate_limit_enabled` (default true) so we can switch the limiter off in the dev "
        "environment and in the e2e suite. It belongs in src/billing/settings.py with the others.",
        [
            ("src/billing/ratelimit/switch.py", 8, None),
            ("tests/billing/ratelimit/test_switch.py", 9, None),
        ],
        [
            (
                "tests/billing/ratelimit/test_switch.py::test_disabled_limiter_never_calls_redis",
                "AssertionError: Expected 'eval' to not have been called. Called 1 times.",
            )
        ],
    )
    s.feature(
        "the X-RateLimit headers",
        "Also send X-RateLimit-Limit and X-RateLimit-Remaining on every v2 response, not only on 429s; "
        "the dashboard team wants to show them.",
        [
            ("src/billing/ratelimit/headers.py", 9, None),
            ("tests/billing/ratelimit/test_headers.py", 12, None),
        ],
        [
            (
                "tests/billing/ratelimit/test_headers.py::test_remaining_decrements",
                "assert '20' == '19'",
            ),
            (
                "tests/billing/ratelimit/test_headers.py::test_headers_absent_on_v1",
                "AssertionError: 'x-ratelimit-limit' unexpectedly found in headers",
            ),
        ],
        explore=5,
    )

    # 8. Metrics are postponed: a TODO.
    s.user(
        "Should we count rejected requests in Prometheus? Actually no, leave a TODO: the metrics module is being rewritten by the platform team this sprint."
    )
    s.grep("TODO")
    s.say(
        "Left `# TODO(ratelimit): emit a counter for rejected requests once the metrics module rewrite lands.` in src/billing/ratelimit/config.py."
    )

    # 9. Docs for support.
    s.user(
        "Write docs/rate_limiting.md for the support team: the limits per plan, what customers see, how to raise a limit."
    )
    s.write("docs/rate_limiting.md", render_docs(rng))
    s.say(
        "Wrote docs/rate_limiting.md (limits table, customer-visible behaviour, raising limits, resetting a bucket, Redis outages, FAQ)."
    )
    s.explore(5)
    for _ in range(3):
        s.edit(rng.choice((bucket, middleware, config)))
    s.run_tests([t_bucket, t_mw, t_config], [])

    # 10. A load test.
    s.user(
        "Load test it: run scripts/load_test.py against the local stack with 200 rps for 30 s, one customer on the free plan."
    )
    s.bash(
        "docker compose up -d redis billing && python scripts/load_test.py --rps 200 --duration 30 --customer cus_free_demo",
        render_load_test(rng),
        "Load test against the local stack",
    )
    s.say(
        "At 200 rps one free-plan customer gets about 60 requests/minute through after the burst; every other response is 429 with Retry-After. p99 stays under 61 ms, Redis round trip around 1 ms."
    )

    s.feature(
        "the Redis integration tests",
        "Add integration tests against a real Redis: docker compose has a redis service already. "
        "Mark them so they only run with `-m redis`.",
        [
            ("tests/integration/conftest.py", 6, None),
            ("src/billing/ratelimit/health.py", 7, None),
            ("tests/integration/test_ratelimit_redis.py", 14, None),
        ],
        [
            (
                "tests/integration/test_ratelimit_redis.py::test_twelve_workers_share_one_bucket",
                "ConnectionRefusedError: [Errno 111] Connection refused",
            ),
            (
                "tests/integration/test_ratelimit_redis.py::test_idle_bucket_expires",
                "assert 86400 == 24",
            ),
            (
                "tests/integration/test_ratelimit_redis.py::test_failover_reloads_script",
                "redis.exceptions.NoScriptError: No matching script. Please use EVAL.",
            ),
        ],
        explore=6,
        edits=5,
    )
    s.feature(
        "failing open when Redis is down",
        "Fail open when Redis is down, as the wiki says, but log it at most once a minute; "
        "we had log storms before.",
        [
            ("src/billing/ratelimit/fail_open.py", 10, None),
            ("tests/billing/ratelimit/test_fail_open.py", 10, None),
        ],
        [
            (
                "tests/billing/ratelimit/test_fail_open.py::test_logs_once_per_minute",
                "AssertionError: assert 60 == 1",
            ),
            (
                "tests/billing/ratelimit/test_fail_open.py::test_request_passes_when_redis_down",
                "redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. Connection refused.",
            ),
        ],
    )

    # 11. After the integration tests, CI is red: the user pastes its log (an overflow).
    s.user(
        "CI on the branch is red, here is the log:\n\n"
        + render_ci_paste(rng, 165_000)
        + "\n\nLooks time-dependent?"
    )
    s.read(t_bucket)
    s.say(
        explain_failure(rng, "assert 3 == 4", t_bucket)
        + " Two tests still call `time.time()` directly instead of the fake clock."
    )
    for _ in range(4):
        s.edit(t_bucket)
    s.run_tests([t_bucket, t_mw, t_config], [])
    s.explore(6)

    # 12. An admin endpoint to reset a customer's bucket.
    s.user(
        "Good. Remaining: an admin endpoint to reset a customer's bucket, and the metrics TODO later. Start with the reset endpoint, under /v2/admin."
    )
    s.read("src/billing/api/v2/__init__.py", "src/billing/middleware/auth.py")
    s.write(admin, render_module(rng, admin, 6))
    s.write(t_admin, render_module(rng, t_admin, 9))
    s.fix_cycle(
        admin,
        [t_admin],
        [
            (f"{t_admin}::test_reset_requires_admin_scope", "assert 200 == 403"),
            (
                f"{t_admin}::test_reset_deletes_bucket_key",
                "AssertionError: expected call not found.\nExpected: delete('ratelimit:cus_123')\nActual: delete('billing:ratelimit:cus_123')",
            ),
        ],
        3,
    )
    s.explore(5)
    for _ in range(4):
        s.edit(rng.choice((admin, middleware)))
    s.run_tests([t_bucket, t_mw, t_config, t_admin], [])
    s.long_explanation(
        "the admin reset endpoint", [admin, t_admin, "src/billing/api/v2/__init__.py"]
    )

    s.feature(
        "the keys.py split",
        "token_bucket.py is getting long. Split the key building into src/billing/ratelimit/keys.py "
        "and keep token_bucket.py about the arithmetic only. No behaviour change.",
        [
            ("src/billing/ratelimit/keys.py", 9, None),
            ("src/billing/ratelimit/token_bucket.py", 14, TOKEN_BUCKET_EXTRA),
            ("tests/billing/ratelimit/test_keys.py", 10, None),
        ],
        [
            (
                "tests/billing/ratelimit/test_keys.py::test_key_has_namespace",
                "AssertionError: assert 'ratelimit:cus_1' == 'billing:ratelimit:cus_1'",
            )
        ],
        explore=6,
        edits=6,
    )

    # 13. Wrap-up.
    s.user("Thanks. Before I review: what is left, and is anything risky?")
    s.say(
        "Left to do:\n- Metrics for rejected requests (TODO in src/billing/ratelimit/config.py, waits for the metrics rewrite).\n"
        "- A follow-up to expose the per-plan limits in the admin UI.\n\nRisks:\n"
        "- Fail-open on Redis outages means no limiting during an outage (as the wiki asks).\n"
        "- Enterprise customers with many integrations may hit the burst; the limit is per customer, not per API key.\n\n"
        "v1 is untouched, all new names are snake_case, no new dependencies."
    )
    return s.messages


# ---------------------------------------------------------------------------
# Output.


def encode(messages: list[Message]) -> bytes:
    """One message per line: stable, diff-friendly JSON."""
    body = ",\n".join(json.dumps(m, ensure_ascii=False, sort_keys=True) for m in messages)
    return f"[\n{body}\n]\n".encode()


def write_output(data: bytes, path: Path) -> None:
    if path.suffix == ".gz":
        # mtime=0 and no file name: the same input always gives the same bytes.
        with (
            path.open("wb") as raw,
            gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=9) as gz,
        ):
            gz.write(data)
    else:
        path.write_bytes(data)


def stats(messages: list[Message]) -> Iterator[str]:
    by_role: dict[str, int] = {}
    chars: dict[str, int] = {}
    for m in messages:
        role = m["role"]
        by_role[role] = by_role.get(role, 0) + 1
        size = len(m.get("content") or "") + sum(
            len(c["function"]["arguments"]) for c in m.get("tool_calls", [])
        )
        chars[role] = chars.get(role, 0) + size
    yield f"{len(messages)} messages: " + ", ".join(f"{r} {n}" for r, n in sorted(by_role.items()))
    yield "characters: " + ", ".join(f"{r} {n:,}" for r, n in sorted(chars.items()))
    biggest = max(len(m.get("content") or "") for m in messages if m["role"] == "tool")
    yield f"largest tool result: {biggest:,} characters"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument(
        "--output",
        type=Path,
        default=DEFAULT_OUTPUT,
        help="where to write (.json or .json.gz); '-' for stdout (uncompressed)",
    )
    parser.add_argument("--stats", action="store_true", help="print sizes to stderr")
    args = parser.parse_args(argv)
    messages = build_session(args.seed)
    data = encode(messages)
    if str(args.output) == "-":
        sys.stdout.buffer.write(data)
    else:
        args.output.parent.mkdir(parents=True, exist_ok=True)
        write_output(data, args.output)
    if args.stats:
        for line in stats(messages):
            print(line, file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
