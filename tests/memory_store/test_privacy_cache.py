"""detect-secrets' regexes kept in the user cache: the same rules as read from the library,
and a process that finds them there does not import the library."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from supermemory_local.store import privacy


def _rules() -> list[tuple[str, str, int, tuple[str, ...], str | None]]:
    privacy._library_rules.cache_clear()
    rules = privacy._library_rules()
    return [
        (r.name, r.pattern.pattern, r.pattern.flags, r.gates, r.sieve and r.sieve.pattern)
        for r in rules
    ]


def test_cached_rules_are_the_librarys_and_a_stale_key_reads_it_again(isolated_home: Path) -> None:
    cache = privacy._denylists_cache_path()
    assert cache is not None and cache.is_relative_to(isolated_home)
    assert not cache.exists()
    fresh = _rules()  # read from the library, then written to the cache
    assert cache.exists() and len(fresh) > 30
    assert _rules() == fresh  # from the cache
    # a cache of another detect-secrets (another key) is not used
    stale = json.loads(cache.read_text())
    stale["key"], stale["plugins"] = "another-install", [["AWSKeyDetector", [["x", 0]]]]
    cache.write_text(json.dumps(stale))
    assert _rules() == fresh
    cache.write_text("not json {")  # a broken cache is read past, then replaced
    assert _rules() == fresh
    assert json.loads(cache.read_text())["key"] == privacy._library_key()


def test_a_process_with_the_cache_redacts_without_importing_the_library(
    isolated_home: Path,
) -> None:
    code = (
        "import sys\n"
        "from supermemory_local.store.privacy import redact\n"
        "text = 'token ghp_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8 and AKIAIOSFODNN7EXAMPLF'\n"
        "print(redact(text)[0])\n"
        "print('detect_secrets' in sys.modules)\n"
    )
    first = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    second = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert first.stdout.splitlines()[1] == "True"  # no cache yet: the library is read
    assert second.stdout.splitlines() == [first.stdout.splitlines()[0], "False"]
    assert "ghp_" not in first.stdout.splitlines()[0]
    assert "AKIA" not in first.stdout.splitlines()[0]
