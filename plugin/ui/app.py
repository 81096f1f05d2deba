"""The viewer's Starlette app: pages over one open store, secure by default.

- **Only this machine, only with the token.** The server binds 127.0.0.1. Every request
  must carry the random token: in the URL ``supermemory ui`` prints (``?token=…``, which
  sets an HttpOnly, SameSite=Strict cookie and redirects to the same page without it) or
  that cookie. Without it: 403.
- **No DNS rebinding.** A ``Host`` header other than ``127.0.0.1:PORT`` or
  ``localhost:PORT`` is refused (400), and so is an ``Origin`` other than those.
- **Every change is a POST with a CSRF token** (an HMAC of the session token, in a hidden
  field); without it: 403.
- **Content is hostile.** Memory text comes from tool outputs. Jinja2 autoescapes every
  value; Markdown is rendered by markdown-it-py with HTML off and its link check
  (no ``javascript:``); the Content-Security-Policy allows no script at all, styles and
  images from this server only, forms to this server only, no framing.
- **The database decides what is visible.** On PostgreSQL the viewer connects as the
  configured role, so row-level security applies to memories and events alike.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass, field
from hashlib import sha256
from importlib import resources
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl, urlencode

if TYPE_CHECKING:
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import Response

    from supermemory_local.store.repository import Memory, MemoryStore

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

COOKIE = "supermemory_ui"  # + the port: two viewers on one host keep their own
CSP = (
    "default-src 'none'; script-src 'none'; style-src 'self'; img-src 'self'; "
    "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
)
SECURITY_HEADERS = (
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    # Not no-referrer: with it Chromium sends "Origin: null" on the forms' POSTs, which
    # the Origin check must refuse. same-origin tells other sites nothing either.
    (b"referrer-policy", b"same-origin"),
    (b"cache-control", b"no-store"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-resource-policy", b"same-origin"),
)
SNIPPET_CHARS = 240
LIST_LIMIT = 100


@dataclass
class Guard:
    """The token, the hosts this server answers to, and the CSRF token derived from both."""

    port: int
    token: str = field(default_factory=lambda: secrets.token_urlsafe(24))

    @property
    def hosts(self) -> frozenset[str]:
        return frozenset({f"127.0.0.1:{self.port}", f"localhost:{self.port}"})

    @property
    def origins(self) -> frozenset[str]:
        return frozenset(f"http://{h}" for h in self.hosts)

    @property
    def csrf(self) -> str:
        return hmac.new(self.token.encode(), b"csrf", sha256).hexdigest()

    @property
    def cookie(self) -> str:
        return f"{COOKIE}_{self.port}"

    def url(self, path: str = "/") -> str:
        return f"http://127.0.0.1:{self.port}{path}?{urlencode({'token': self.token})}"

    def token_ok(self, given: str | None) -> bool:
        return given is not None and hmac.compare_digest(given.encode(), self.token.encode())

    def csrf_ok(self, given: str | None) -> bool:
        return given is not None and hmac.compare_digest(given.encode(), self.csrf.encode())


class Secure:
    """ASGI middleware: Host and Origin checks, the token, the security headers."""

    def __init__(self, app: ASGIApp, guard: Guard) -> None:
        self.app = app
        self.guard = guard

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        host = headers.get("host", "")
        if host not in self.guard.hosts:
            await _plain(send, 400, "refused: this server answers to 127.0.0.1 only (Host)")
            return
        origin = headers.get("origin")
        if origin is not None and origin not in self.guard.origins:
            await _plain(send, 403, "refused: a request from another origin")
            return
        path = scope.get("path", "/")
        query = dict(parse_qsl(scope.get("query_string", b"").decode("latin-1")))
        if self.guard.token_ok(query.get("token")):
            # Swap the URL's token for a cookie, and show the page without it.
            rest = {k: v for k, v in query.items() if k != "token"}
            location = path + (f"?{urlencode(rest)}" if rest else "")
            cookie = (
                f"{self.guard.cookie}={self.guard.token}; HttpOnly; SameSite=Strict; Path=/"
            ).encode()
            await send(
                {
                    "type": "http.response.start",
                    "status": 303,
                    "headers": [
                        (b"location", location.encode()),
                        (b"set-cookie", cookie),
                        *SECURITY_HEADERS,
                    ],
                }
            )
            await send({"type": "http.response.body", "body": b""})
            return
        if not path.startswith("/static/") and not self.guard.token_ok(
            _cookie(headers.get("cookie", ""), self.guard.cookie)
        ):
            await _plain(
                send,
                403,
                "refused: open the address with its token, as `supermemory ui` printed it",
            )
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = list(message.get("headers", [])) + list(SECURITY_HEADERS)
            await send(message)

        await self.app(scope, receive, with_headers)


def _cookie(header: str, name: str) -> str | None:
    for part in header.split(";"):
        key, _, value = part.strip().partition("=")
        if key == name:
            return value
    return None


async def _plain(send: Send, status: int, text: str) -> None:
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [(b"content-type", b"text/plain; charset=utf-8"), *SECURITY_HEADERS],
        }
    )
    await send({"type": "http.response.body", "body": (text + "\n").encode()})


# -- rendering ----------------------------------------------------------------------


def markdown(text: str) -> str:
    """CommonMark with raw HTML off; markdown-it-py escapes text and drops unsafe links."""
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
    return str(md.render(text))


def snippet(content: str, terms: list[str], chars: int = SNIPPET_CHARS) -> list[tuple[str, bool]]:
    """The piece of ``content`` around its first match, as (text, is a match) pieces: the
    template escapes each and marks the matches."""
    import re

    folded = content.casefold()
    start = min((i for t in terms if (i := folded.find(t.casefold())) >= 0), default=0)
    begin = max(0, start - chars // 3)
    piece = content[begin : begin + chars]
    prefix = "…" if begin > 0 else ""
    suffix = "…" if begin + chars < len(content) else ""
    words = [re.escape(t) for t in terms if t.strip()]
    if not words:
        return [(prefix + piece + suffix, False)]
    parts: list[tuple[str, bool]] = [(prefix, False)] if prefix else []
    pattern = re.compile("|".join(words), re.IGNORECASE)
    at = 0
    for match in pattern.finditer(piece):
        parts.append((piece[at : match.start()], False))
        parts.append((match.group(0), True))
        at = match.end()
    parts.append((piece[at:] + suffix, False))
    return [p for p in parts if p[0]]


def create_app(store: MemoryStore, guard: Guard) -> Starlette:
    from jinja2 import Environment, FileSystemLoader, select_autoescape
    from starlette.applications import Starlette
    from starlette.middleware import Middleware
    from starlette.responses import HTMLResponse, RedirectResponse
    from starlette.routing import Mount, Route
    from starlette.staticfiles import StaticFiles

    from supermemory_local.store.events import CALL, COMPACTIONS, STEP_LABELS, label
    from supermemory_local.store.search import parse_terms
    from supermemory_local.ui import chart

    package = resources.files("supermemory_local.ui")
    env = Environment(
        loader=FileSystemLoader(str(package / "templates")),
        autoescape=select_autoescape(default=True, default_for_string=True),
    )
    env.globals.update(csrf=guard.csrf, label=label, STEP_LABELS=STEP_LABELS)
    env.filters["tokens"] = lambda n: "" if n is None else f"{int(n):,}"

    def page(name: str, status: int = 200, **values: Any) -> Response:
        values.setdefault("backend", store.backend)
        values.setdefault("url", store.url)
        return HTMLResponse(env.get_template(name).render(**values), status_code=status)

    def not_found(what: str) -> Response:
        return page("error.html", 404, title="Not found", message=what)

    def projects(request: Request) -> Response:
        stats = store.stats()
        sessions = store.events.scopes()
        names = sorted(set(stats["by_scope"]) | {s for s in sessions if s})
        rows = [
            {"scope": s, "memories": stats["by_scope"].get(s, 0), "sessions": sessions.get(s, 0)}
            for s in names
        ]
        return page("projects.html", title="Projects", projects=rows, total=stats["total"])

    def project(request: Request) -> Response:
        scope = request.query_params.get("scope", "")
        sessions = store.events.sessions(scope=scope, limit=LIST_LIMIT)
        memories = store.list(scope=scope, limit=LIST_LIMIT)
        return page("project.html", title=scope, scope=scope, sessions=sessions, memories=memories)

    def session(request: Request) -> Response:
        session_id = request.path_params["session_id"]
        events = store.events.timeline(session_id, times=False)
        saved = store.list(session_id=session_id, limit=LIST_LIMIT, all_versions=True)
        if not events and not saved:
            return not_found(f"no session {session_id} in the event record")
        summary = next(iter(store.events.sessions_of([session_id])), None)
        steps = [e for e in events if e.kind != CALL]
        window = max((e.context_window or 0 for e in events), default=0)
        return page(
            "session.html",
            title=f"Session {session_id}",
            session_id=session_id,
            summary=summary,
            svg=chart.render(events),
            steps=steps,
            window=window,
            compactions=sum(1 for e in steps if e.kind in COMPACTIONS),
            calls=sum(1 for e in events if e.kind == CALL),
            saved=saved,
        )

    def memory(request: Request) -> Response:
        found = store.get(request.path_params["memory_id"])
        if found is None:
            return not_found("no such memory (forgotten, or not yours to read)")
        return page(
            "memory.html",
            title=found.id,
            memory=found,
            html=markdown(found.content),
            versions=_versions(store, found),
            metadata=sorted(found.metadata.items()),
        )

    def confirm_forget(request: Request) -> Response:
        found = store.get(request.path_params["memory_id"])
        if found is None:
            return not_found("no such memory (forgotten, or not yours to read)")
        return page("forget.html", title=f"Forget {found.id}", memory=found)

    async def forget(request: Request) -> Response:
        form = await request.form()
        token = form.get("csrf")
        if not guard.csrf_ok(token if isinstance(token, str) else None):
            return page(
                "error.html",
                403,
                title="Refused",
                message="refused: the form's CSRF token is missing or wrong",
            )
        memory_id = request.path_params["memory_id"]
        from starlette.concurrency import run_in_threadpool

        from supermemory_local.store.errors import MemoryNotFoundError, NotAllowedError

        found = await run_in_threadpool(store.get, memory_id)
        try:
            await run_in_threadpool(store.forget, [memory_id])
        except (MemoryNotFoundError, NotAllowedError) as exc:
            status = 403 if isinstance(exc, NotAllowedError) else 404
            return page(
                "error.html",
                status,
                title="Not forgotten",
                message=f"nothing forgotten: the memory is gone, or not yours to delete ({exc})",
            )
        scope = found.scope if found is not None else ""
        target = f"/project?{urlencode({'scope': scope, 'forgot': memory_id})}"
        return RedirectResponse(target, status_code=303)

    def search(request: Request) -> Response:
        query = request.query_params.get("q", "").strip()
        scope = request.query_params.get("scope") or None
        results = store.search(query, scope=scope, limit=50) if query else []
        terms = parse_terms(query)
        return page(
            "search.html",
            title=f"Search {query}" if query else "Search",
            query=query,
            scope=scope or "",
            results=[(m, snippet(m.content, terms)) for m in results],
        )

    routes = [
        Route("/", projects),
        Route("/project", project),
        Route("/session/{session_id:path}", session),
        Route("/memory/{memory_id}", memory),
        Route("/memory/{memory_id}/forget", confirm_forget, methods=["GET"]),
        Route("/memory/{memory_id}/forget", forget, methods=["POST"]),
        Route("/search", search),
        Mount("/static", StaticFiles(directory=str(package / "static")), name="static"),
    ]
    from supermemory_local.store.errors import StoreError

    def store_error(request: Request, exc: Exception) -> Response:
        """A database failure is one line on an error page, not a traceback."""
        return page("error.html", 503, title="Database error", message=str(exc).splitlines()[0])

    return Starlette(
        routes=routes,
        middleware=[Middleware(Secure, guard=guard)],
        exception_handlers={StoreError: store_error},
    )


def _versions(store: MemoryStore, memory: Memory) -> list[Memory]:
    """The summaries of the same session, newest first: each compaction's builds on the
    one before, so they are this memory's versions."""
    if not memory.session_id:
        return [memory]
    return store.list(
        session_id=memory.session_id, type=memory.type, limit=LIST_LIMIT, all_versions=True
    )
