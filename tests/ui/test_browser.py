"""The viewer in a real browser: Debian's Chromium driven by Playwright (the system
executable, no browser download). Every page renders, the chart has a marker per stored
step, search finds, forget works through its confirmation, and none of 12 hostile
memory texts runs a script or becomes markup."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from supermemory_local.store.events import CALL
from tests.ui.conftest import HOSTILE, HOSTILE_SCOPE, Viewer

CHROMIUM = os.environ.get("SUPERMEMORY_CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SCREENSHOTS = os.environ.get("SUPERMEMORY_SCREENSHOTS")  # a folder: save the main pages

pytestmark = pytest.mark.skipif(
    not Path(CHROMIUM).exists(),
    reason=f"no Chromium at {CHROMIUM} (scripts/test.sh installs Debian's chromium)",
)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield launched
        launched.close()


@pytest.fixture
def page(browser: Any, viewer: Viewer) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    opened = context.new_page()
    dialogs: list[str] = []
    opened.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    opened.dialogs = dialogs
    opened.goto(viewer.login)  # the printed address: token -> cookie -> the page
    yield opened
    context.close()


def _shot(page: Any, name: str) -> None:
    if SCREENSHOTS:
        page.screenshot(path=str(Path(SCREENSHOTS) / f"{name}.png"), full_page=False)


def test_projects_sessions_timeline_and_memory_pages(page: Any, viewer: Viewer) -> None:
    assert page.url == viewer.base + "/"  # the token left the address bar
    assert page.locator("h1").inner_text() == "Projects"
    _shot(page, "ui-projects")
    [session] = viewer.store.events.sessions(limit=None)
    page.get_by_role("link", name=session.scope).click()
    assert page.locator("h1").inner_text() == session.scope
    page.get_by_role("link", name=session.session_id).click()
    assert page.locator("h1").inner_text() == f"Session {session.session_id}"

    stored = [e for e in viewer.store.events.timeline(session.session_id) if e.kind != CALL]
    markers = page.locator("svg.timeline g.marker")
    assert markers.count() == len(stored) == 15
    kinds = [markers.nth(i).get_attribute("data-kind") for i in range(markers.count())]
    assert kinds == [e.kind for e in stored]
    assert kinds.count("preemptive_summary") == viewer.demo["compactions"] == 2
    assert page.locator("svg.timeline line.threshold").count() == 1
    assert page.locator("svg.timeline line.headroom").count() == 1
    assert page.locator("svg.timeline polyline.usage").count() == 1
    assert page.locator("#calls").inner_text() == str(viewer.demo["model_calls"])
    assert page.locator("table.steps tbody tr").count() == 15
    _shot(page, "ui-session")

    saved = viewer.demo["memories"][0]["id"]
    page.locator("table.steps").get_by_role("link", name=saved).first.click()
    assert page.locator("h1").inner_text() == saved
    assert page.locator("article.markdown h2").first.inner_text().startswith("1. User Requests")
    assert page.locator("ul.versions li").count() == len(viewer.demo["memories"])
    _shot(page, "ui-memory")
    assert page.dialogs == []


def test_search_finds_with_snippets(page: Any, viewer: Viewer) -> None:
    page.get_by_role("searchbox", name="Search memories").fill("hostile-marker-7")
    with page.expect_navigation():
        page.get_by_role("button", name="Search").click()
    assert page.locator("#result-count").inner_text() == "1"
    assert page.locator("ol.results mark").first.inner_text() == "hostile-marker-7"
    page.get_by_role("searchbox", name="Search memories").fill("User Requests")
    with page.expect_navigation():
        page.get_by_role("button", name="Search").click()
    # The demo saved three summaries of one session: search shows that session once.
    assert page.locator("#result-count").inner_text() == "1"
    _shot(page, "ui-search")


def test_forget_through_the_confirmation(page: Any, viewer: Viewer) -> None:
    target = viewer.store.add("a memory the browser forgets", scope=HOSTILE_SCOPE).id
    page.goto(f"{viewer.base}/memory/{target}")
    page.get_by_role("link", name="Forget this memory…").click()
    assert page.locator("h1").inner_text() == f"Forget {target}?"
    assert viewer.store.get(target) is not None  # the confirmation page changes nothing
    with page.expect_navigation():
        page.locator("#confirm-forget").click()
    assert "forgot=" in page.url, page.content()[:2000]
    assert viewer.store.get(target) is None
    # The same form without its CSRF token is refused (a forged request from a page).
    other = viewer.store.add("a memory a forged form must not forget", scope=HOSTILE_SCOPE).id
    page.goto(f"{viewer.base}/memory/{other}/forget")
    page.locator("input[name=csrf]").evaluate("e => e.remove()")
    with page.expect_navigation():
        page.locator("#confirm-forget").click()
    assert "CSRF" in page.locator("p.error").inner_text()
    assert viewer.store.get(other) is not None


def test_hostile_memory_text_never_runs(page: Any, viewer: Viewer) -> None:
    pages = [f"/memory/{i}" for i in viewer.hostile_ids]
    pages += [f"/project?scope={HOSTILE_SCOPE}", "/search?q=hostile", "/session/ses_hostile"]
    for memory_id in viewer.hostile_ids:
        pages.append(f"/memory/{memory_id}/forget")
    for path in pages:
        page.goto(viewer.base + path)
        page.wait_for_load_state("load")
        assert page.evaluate("() => window.__pwned") is None, path
        main = page.locator("main")
        assert (
            main.locator("script, iframe, base, style, svg[onload], details[ontoggle]").count() == 0
        )
        assert main.locator("[onerror], [onload], [ontoggle]").count() == 0, path
        hrefs = [a.get_attribute("href") or "" for a in main.locator("a").all()]
        assert not [h for h in hrefs if re.match(r"\s*javascript:", h, re.I)], (path, hrefs)
    assert page.dialogs == []
    # and the text is shown as text, not lost
    page.goto(f"{viewer.base}/memory/{viewer.hostile_ids[0]}")
    assert HOSTILE[0] in page.locator("article.markdown").inner_text()
    page.goto(f"{viewer.base}/memory/{viewer.hostile_ids[3]}")
    assert "</textarea><script>" in page.locator("article.markdown").inner_text()
    assert "<b>4</b>" in page.locator("dl.meta").inner_text()


def test_a_request_for_a_foreign_host_is_refused_in_the_browser(page: Any, viewer: Viewer) -> None:
    response = page.request.get(viewer.base + "/", headers={"Host": "evil.example"})
    assert response.status == 400


CORPUS_SESSION = "ccx__76ef9d7a_untitled"  # a long real session: it compacts at 64k


def test_a_replayed_corpus_sessions_chart_has_a_marker_per_stored_step(
    browser: Any, tmp_path: Path
) -> None:
    """A real transcript replayed through ContextManager into a store: the timeline has
    one marker per stored step, and a compaction marker per summary the session saved."""
    from bench.harness.corpus import require_corpus, transcripts
    from bench.harness.replay import Counter, replay_engine, tokenizer
    from supermemory_local.config import Settings
    from supermemory_local.store.events import COMPACTIONS
    from supermemory_local.store.repository import MemoryStore
    from supermemory_local.ui.server import start

    require_corpus()
    encode = tokenizer()
    if encode is None:
        pytest.skip("no cl100k tokenizer (quicktok) for the replay's provider")
    (transcript,) = [t for t in transcripts("openai") if t.id == CORPUS_SESSION]
    store = MemoryStore.open(Settings(), url=f"sqlite:///{tmp_path / 'corpus.db'}")
    replayed = replay_engine(
        transcript.messages,
        fmt="openai",
        system=None,
        window=64_000,
        count=Counter(encode),
        store=store,
        session_id="ses_corpus",
    )
    running = start(store, 0)
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(running.guard.url("/session/ses_corpus"))
        events = store.events.timeline("ses_corpus")
        steps = [e for e in events if e.kind != CALL]
        summaries = [
            m
            for m in store.list(session_id="ses_corpus", limit=None)
            if m.metadata.get("trigger") != "session_end"
        ]
        markers = page.locator("svg.timeline g.marker")
        assert markers.count() == len(steps) > 0
        compaction_markers = sum(
            1
            for i in range(markers.count())
            if markers.nth(i).get_attribute("data-kind") in COMPACTIONS
        )
        assert compaction_markers == len(summaries) >= 1
        assert page.locator("#calls").inner_text() == str(replayed.calls)
        assert page.locator("#compactions").inner_text() == str(len(summaries))
    finally:
        context.close()
        running.stop()
        store.close()
