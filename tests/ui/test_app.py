"""The viewer's guard over real HTTP (httpx against the server on 127.0.0.1): the token,
DNS rebinding (Host, Origin), CSRF, the security headers; and the missing extra."""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

import httpx

from supermemory_local.ui.app import CSP, markdown, snippet
from tests.ui.conftest import Viewer


def _client(viewer: Viewer, *, logged_in: bool = True) -> httpx.Client:
    client = httpx.Client(base_url=viewer.base, follow_redirects=False, timeout=10)
    if logged_in:
        client.cookies.set(viewer.running.guard.cookie, viewer.running.guard.token)
    return client


def test_the_token_in_the_url_becomes_a_cookie_and_nothing_opens_without_it(
    viewer: Viewer,
) -> None:
    with httpx.Client(timeout=10) as anonymous:
        assert anonymous.get(viewer.base + "/").status_code == 403
        assert anonymous.get(viewer.base + "/?token=wrong").status_code == 403
        first = anonymous.get(viewer.login)
        assert first.status_code == 303 and first.headers["location"] == "/"
        cookie = first.headers["set-cookie"]
        assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
        assert anonymous.get(viewer.base + "/").status_code == 200  # the cookie now


def test_a_foreign_host_or_origin_is_refused(viewer: Viewer) -> None:
    with _client(viewer) as client:
        assert client.get("/").status_code == 200
        evil = client.get("/", headers={"Host": "evil.example"})
        assert evil.status_code == 400 and "127.0.0.1 only" in evil.text
        rebinding = client.get("/", headers={"Host": f"evil.example:{viewer.running.guard.port}"})
        assert rebinding.status_code == 400
        assert client.get("/", headers={"Origin": "http://evil.example"}).status_code == 403
        assert client.get(
            "/", headers={"Host": f"localhost:{viewer.running.guard.port}"}
        ).is_success


def test_every_page_carries_the_security_headers(viewer: Viewer) -> None:
    with _client(viewer) as client:
        for path in ("/", "/search?q=x", f"/memory/{viewer.hostile_ids[0]}", "/nowhere"):
            response = client.get(path)
            assert response.headers["content-security-policy"] == CSP, path
            assert response.headers["x-content-type-options"] == "nosniff"
            assert response.headers["x-frame-options"] == "DENY"
    assert "script-src 'none'" in CSP and "default-src 'none'" in CSP


def test_forget_needs_the_csrf_token_and_the_login(viewer: Viewer) -> None:
    target = viewer.store.add("to be forgotten by the test", scope="opencode_project_x").id
    path = f"/memory/{target}/forget"
    csrf = viewer.running.guard.csrf
    with _client(viewer, logged_in=False) as anonymous:
        assert anonymous.post(path, data={"csrf": csrf}).status_code == 403
    with _client(viewer) as client:
        assert client.post(path, data={}).status_code == 403
        assert client.post(path, data={"csrf": "0" * 64}).status_code == 403
        evil = client.post(path, data={"csrf": csrf}, headers={"Origin": "http://evil.example"})
        assert evil.status_code == 403
        assert viewer.store.get(target) is not None
        done = client.post(path, data={"csrf": csrf})
        assert done.status_code == 303 and "forgot=" in done.headers["location"]
    assert viewer.store.get(target) is None


def test_markdown_keeps_html_and_script_links_out() -> None:
    html = markdown('<script>x()</script>\n\n[a](javascript:x()) <img src=x onerror="x()">')
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert 'href="javascript:' not in html.lower()
    assert "<img" not in html


def test_snippets_mark_every_term_and_keep_the_text() -> None:
    pieces = snippet("alpha <b>beta</b> gamma beta", ["beta"])
    assert "".join(t for t, _ in pieces) == "alpha <b>beta</b> gamma beta"
    assert [t for t, hit in pieces if hit] == ["beta", "beta"]


def test_without_the_extra_the_command_says_how_to_install_it() -> None:
    # starlette hidden from the import system: the command must say what to install.
    code = (
        "import sys, importlib.util as u; real = u.find_spec; "
        "u.find_spec = lambda n, *a: None if n == 'starlette' else real(n, *a); "
        "from supermemory_local.ui.server import main; sys.exit(main(['--port', '0']))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "pip install 'supermemory-local[ui]'" in lines[0], done.stderr


def test_a_long_timeline_keeps_every_peak_and_drop() -> None:
    from supermemory_local.store.events import CALL, Event
    from supermemory_local.ui import chart

    usage = [(step, 10_000 + (step * 7_919) % 90_000) for step in range(1, 20_001)]
    thinned = chart.thin(usage, lambda s: s / 20_000 * 880, 880)
    assert len(thinned) <= 2 * 881 and thinned == sorted(thinned)
    assert max(u for _, u in thinned) == max(u for _, u in usage)
    assert min(u for _, u in thinned) == min(u for _, u in usage)
    events = [Event("s", CALL, s, input_reported=u, context_window=128_000) for s, u in usage]
    svg = chart.render([*events, Event("s", "prune_history", 9_000, tokens_before=99_000)])
    assert svg.count('class="marker"') == 1 and len(svg) < 40_000


def test_the_command_prints_a_working_address_and_opens_it(tmp_path: Path) -> None:
    """`supermemory ui --port 0 --open`: one address on 127.0.0.1 with its token, which
    the browser ($BROWSER here, a script that notes what it was given) is asked to open."""
    import os
    import signal
    import stat

    opened = tmp_path / "opened.txt"
    browser = tmp_path / "browser.sh"
    browser.write_text(f'#!/bin/sh\necho "$1" > {opened}\n')
    browser.chmod(browser.stat().st_mode | stat.S_IEXEC)
    env = {**os.environ, "BROWSER": f"{browser} %s"}
    url = f"sqlite:///{tmp_path / 'm.db'}"
    process = subprocess.Popen(
        [
            str(Path(sys.executable).parent / "supermemory"),
            "ui",
            "--port",
            "0",
            "--open",
            "--database-url",
            url,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert process.stdout is not None
        first = process.stdout.readline().strip()
        match = re.fullmatch(
            r"supermemory ui: (http://127\.0\.0\.1:(\d+)/\?token=[\w-]{20,})", first
        )
        assert match, first
        address = match.group(1)
        with httpx.Client(timeout=10, follow_redirects=True) as client:
            page = client.get(address)
        assert page.status_code == 200 and "<h1>Projects</h1>" in page.text
        for _ in range(100):  # the browser script runs in the background
            if opened.exists():
                break
            time.sleep(0.1)
        assert opened.read_text().strip() == address
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(timeout=20)
    assert process.returncode == 0
