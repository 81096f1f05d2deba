"""Does this checkout's privacy filter redact exactly as an earlier one? Run by hand.

    SUPERMEMORY_CORPUS=/path/to/corpus .venv/bin/python -m bench.redaction_equivalence \
        [--baseline REF] [--ungated]

The texts: every string of the real-transcript corpus (object keys and values of every
JSON file) and every line of those with several lines; the fake secrets, private blocks
and look-alikes of the tests' secret corpus and of every held-out batch
(bench/heldout/), alone and after a label on their line; and the contents of
bench/store_bench.py's rows; each distinct text once. Each is
redacted by this checkout and by the filter of git revision ``--baseline`` (its
``privacy.py``, ``secret_rules.py`` and, where it has one, ``prescan.py``, loaded from
``git show`` into throwaway modules); any difference is printed and the exit status is
1. ``--ungated`` also checks
that this checkout's prefilter changes nothing: ``redact(text) == redact(text,
gated=False)`` (every rule on every text; slow).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
import types
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_BASELINE = "c436702"  # the filter before its Aho-Corasick prefilter

Redact = Callable[[str], tuple[str, int]]


class BaselineMissing(LookupError):
    """The revision (or its file) is not in this clone."""


# Before the package was named supermemory_local, its modules imported ``supermemory.*``.
_OLD_PACKAGE = re.compile(r"\bsupermemory(?=\.(?:config|store)\b)")


def _git_show(ref: str, path: str) -> str:
    done = subprocess.run(
        ["git", "-C", str(ROOT), "show", f"{ref}:{path}"],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise BaselineMissing(f"git show {ref}:{path} failed: {done.stderr.strip()}")
    return _OLD_PACKAGE.sub("supermemory_local", done.stdout)


def baseline_redact(ref: str) -> Redact:
    """``redact`` of revision ``ref``, with that revision's own rules module (older
    revisions kept their rules in privacy.py itself)."""
    import supermemory_local.store as package

    privacy = sys.modules["privacy_baseline"] = types.ModuleType("privacy_baseline")
    try:
        rules_source = _git_show(ref, "memory_store/secret_rules.py")
    except BaselineMissing:
        source = _git_show(ref, "memory_store/privacy.py")
        exec(compile(source, f"{ref}:privacy.py", "exec"), privacy.__dict__)
        old: Redact = privacy.redact
        return old
    # Registered under names of their own: dataclasses look their module up.
    rules = sys.modules["secret_rules_baseline"] = types.ModuleType("secret_rules_baseline")
    exec(compile(rules_source, f"{ref}:secret_rules.py", "exec"), rules.__dict__)
    own = {"secret_rules": rules}
    try:  # the revision's own pre-scans, where it has them (they are part of its speed)
        prescan_source = _git_show(ref, "memory_store/prescan.py")
    except BaselineMissing:
        pass
    else:
        prescan = sys.modules["prescan_baseline"] = types.ModuleType("prescan_baseline")
        exec(compile(prescan_source, f"{ref}:prescan.py", "exec"), prescan.__dict__)
        own["prescan"] = prescan
    # privacy.py imports them as `from supermemory_local.store import secret_rules as sr`
    # and `from supermemory_local.store.prescan import …`.
    saved = {
        short: (sys.modules.get(f"supermemory_local.store.{short}"), getattr(package, short, None))
        for short in own
    }
    for short, module in own.items():
        sys.modules[f"supermemory_local.store.{short}"] = module
        setattr(package, short, module)
    try:
        source = _git_show(ref, "memory_store/privacy.py")
        exec(compile(source, f"{ref}:privacy.py", "exec"), privacy.__dict__)
    finally:
        for short, (module, attribute) in saved.items():
            if module is not None:
                sys.modules[f"supermemory_local.store.{short}"] = module
            else:  # (not imported yet: this checkout's own is imported when asked)
                del sys.modules[f"supermemory_local.store.{short}"]
            if attribute is not None:
                setattr(package, short, attribute)
            else:
                delattr(package, short)
    redact: Redact = privacy.redact
    return redact


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def corpus_texts(folder: Path) -> tuple[list[str], int]:
    """The distinct texts (strings, and the lines of multi-line ones), and how many in all."""
    seen: dict[str, None] = {}
    total = 0
    for path in sorted(folder.rglob("*.json")):
        for text in _strings(json.loads(path.read_text(encoding="utf-8"))):
            lines = text.splitlines() if "\n" in text or "\r" in text else []
            for piece in (text, *lines):
                total += 1
                seen.setdefault(piece, None)
    return list(seen), total


def heldout_texts() -> list[str]:
    """The secrets and look-alikes of every held-out batch (bench/heldout/)."""
    from bench.heldout import BATCHES, load

    texts: list[str] = []
    for name in BATCHES:
        batch = load(name)
        texts.extend(text for _, text, _ in batch.SECRETS)
        texts.extend(batch.LOOK_ALIKES)
    return texts


def test_texts() -> list[str]:
    """The tests' secret corpus and the held-out batches (alone and after a label) and
    the store bench's contents."""
    from bench.harness.secret_corpus import LOOK_ALIKES, PRIVATE_TEXTS, SECRETS
    from bench.store_bench import memories

    pieces = [s.text for s in SECRETS] + LOOK_ALIKES + [text for _, text, _ in PRIVATE_TEXTS]
    pieces += heldout_texts()
    labelled = [f"{label}{text}" for text in pieces for label in ("- First request: ", "> ")]
    return pieces + labelled + [str(row["content"]) for row in memories(20_000)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default=DEFAULT_BASELINE, help="git revision to compare")
    parser.add_argument("--ungated", action="store_true", help="also against gated=False")
    args = parser.parse_args()

    from bench.harness.corpus import MISSING, corpus_dir
    from supermemory_local.store.privacy import redact

    folder = corpus_dir()
    if folder is None:
        print(MISSING, file=sys.stderr)
        return 2
    texts, total = corpus_texts(folder)
    corpus_count = len(texts)
    print(f"{len(texts):,} distinct texts ({total:,} strings and lines) from {folder}")
    known = set(texts)
    extra = [text for text in dict.fromkeys(test_texts()) if text not in known]
    print(
        f"{len(extra):,} distinct texts of the secret corpus, the held-out batches"
        " and the store bench"
    )
    texts += extra
    try:
        old = baseline_redact(args.baseline)
    except BaselineMissing as exc:
        raise SystemExit(str(exc)) from None
    checks: list[tuple[str, Redact]] = [(args.baseline, old)]
    if args.ungated:
        checks.append(("gated=False", lambda text: redact(text, gated=False)))
    failed = False
    t0 = time.perf_counter()
    new = [redact(text) for text in texts]
    print(f"this checkout: {time.perf_counter() - t0:.1f} s")
    for name, reference in checks:
        t0 = time.perf_counter()
        differ = [i for i, text in enumerate(texts) if reference(text) != new[i]]
        seconds = time.perf_counter() - t0
        redacted = sum(1 for _, count in new if count)
        in_corpus = sum(1 for i in differ if i < corpus_count)
        print(
            f"{name}: {seconds:.1f} s; {len(differ):,} of {len(texts):,} texts differ"
            f" ({redacted:,} texts have something redacted); {in_corpus:,} of them"
            " real corpus texts"
        )
        for i in differ[:10]:  # (the corpus's first: its texts come first)
            print(f"  {texts[i][:200]!r}\n    this checkout: {new[i][0][:200]!r}")
        failed = failed or bool(differ)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
