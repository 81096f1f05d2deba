"""The shape of the installed namespace: one top-level package, layers that import
one way, no import cycles. Read from the source with ``ast`` (nothing is imported)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# repository folder -> the package it installs as (pyproject's package-dir)
FOLDERS = {
    "plugin": "supermemory_local",
    "memory_store": "supermemory_local.store",
    "migrations": "supermemory_local.migrations",
}


def _modules() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for folder, package in FOLDERS.items():
        for path in (ROOT / folder).rglob("*.py"):
            parts = [
                p for p in path.relative_to(ROOT / folder).with_suffix("").parts if p != "__init__"
            ]
            found[".".join([package, *parts])] = path
    return found


def _imports(path: Path, known: dict[str, Path]) -> set[str]:
    """Project modules imported anywhere in the file (lazy imports included)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name in known)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            subs = {f"{node.module}.{a.name}" for a in node.names} & known.keys()
            # `from pkg import submodule` depends on the submodule, not on pkg's __init__
            out.update(subs or ({node.module} & known.keys()))
    return out


def _graph() -> dict[str, set[str]]:
    known = _modules()
    return {name: _imports(path, known) - {name} for name, path in known.items()}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_there_are_no_import_cycles() -> None:
    assert _cycles(_graph()) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def _reaches(graph: dict[str, set[str]], start: str, prefixes: tuple[str, ...]) -> list[str]:
    return sorted(d for d in graph[start] if d.startswith(prefixes))


HOSTS = (
    "supermemory_local.bridge",
    "supermemory_local.claude_code",
    "supermemory_local.mcp_server",
    "supermemory_local.hosts",
)


def test_the_store_imports_nothing_of_the_engine_summarizers_or_hosts() -> None:
    graph = _graph()
    forbidden = ("supermemory_local.engine", "supermemory_local.summarizers", *HOSTS)
    bad = {
        m: _reaches(graph, m, forbidden) for m in graph if m.startswith("supermemory_local.store")
    }
    assert {m: d for m, d in bad.items() if d} == {}


def test_the_engine_knows_no_host_and_no_summarizer() -> None:
    graph = _graph()
    bad = {
        m: _reaches(graph, m, ("supermemory_local.summarizers", *HOSTS))
        for m in graph
        if m.startswith("supermemory_local.engine")
    }
    assert {m: d for m, d in bad.items() if d} == {}


def test_the_settings_import_nothing_of_the_project() -> None:
    assert _graph()["supermemory_local.config"] == set()


def test_no_host_imports_another() -> None:
    graph = _graph()
    hosts = HOSTS[:3]
    bad = {
        m: _reaches(graph, m, tuple(h for h in hosts if not m.startswith(h)))
        for m in graph
        if m.startswith(hosts)
    }
    assert {m: d for m, d in bad.items() if d} == {}
