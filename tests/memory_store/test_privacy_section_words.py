"""The later sections dispatched by the gate mask (``privacy._DISPATCH_WORDS``).

A section that declares its words is not called on a text holding none of them. The
declaration is checked against the section's code: every top-level statement of the
section that can yield (or return) a span must be an ``if`` whose test proves that one of
the declared words occurs in the lowercase text (``"word" in low``, ``"Word" in text``,
``text.startswith(WORDS)``, ``_any_word(low, WORDS, mask)``, ``any(w in low for w in
WORDS)``; ``a and b`` when one of them does, ``a or b`` when both do, ``mask is None``
never true when a mask is given), a literal proved by a declared word when it holds one
(lowercased). A section whose code cannot be read this way cannot keep a declaration.
Generated texts seeded with each section's words and literals then compare the filter
with and without the dispatch."""

from __future__ import annotations

import ast
import inspect
import re
import textwrap
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from supermemory_local.store import privacy

_DECLARED = sorted(privacy._DISPATCH_WORDS)


def _word_list(node: ast.expr) -> tuple[str, ...] | None:
    """The words of a literal, a tuple of literals or a module's word list."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return (node.value,)
    if isinstance(node, ast.Tuple) and all(
        isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts
    ):
        return tuple(e.value for e in node.elts)  # type: ignore[attr-defined]
    if isinstance(node, ast.IfExp):  # (either list: both are proved)
        body, other = _word_list(node.body), _word_list(node.orelse)
        return None if body is None or other is None else body + other
    if isinstance(node, ast.Name) and re.fullmatch(r"_?[A-Z][A-Z0-9_]*", node.id):
        value = getattr(privacy, node.id, None)  # (a module's constant: never rebound)
        if isinstance(value, tuple) and value and all(isinstance(w, str) for w in value):
            return value
    return None


def _is_text(node: ast.expr) -> bool:
    return isinstance(node, ast.Name) and node.id in ("low", "text")


def _proved(test: ast.expr, declared: tuple[str, ...]) -> bool:
    """Whenever ``test`` is true (a mask given), one of ``declared`` occurs in the
    lowercase text."""
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
        return any(_proved(value, declared) for value in test.values)
    if isinstance(test, ast.BoolOp):  # (or: every alternative proved)
        return all(_proved(value, declared) for value in test.values)
    words: tuple[str, ...] | None = None
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        op, left, right = test.ops[0], test.left, test.comparators[0]
        if (
            isinstance(op, ast.Is)
            and isinstance(left, ast.Name)
            and left.id == "mask"
            and isinstance(right, ast.Constant)
            and right.value is None
        ):
            return True  # (false whenever a mask is given)
        if isinstance(op, ast.In) and _is_text(right):
            words = _word_list(left)
            words = words if words is not None and len(words) == 1 else None
    elif isinstance(test, ast.Call):
        func, args = test.func, test.args
        if isinstance(func, ast.Name) and func.id == "_any_word" and len(args) == 3:
            words = _word_list(args[1]) if _is_text(args[0]) else None
        elif (
            isinstance(func, ast.Attribute)
            and func.attr == "startswith"
            and _is_text(func.value)
            and len(args) == 1
        ):
            words = _word_list(args[0])
        elif isinstance(func, ast.Name) and func.id == "any" and len(args) == 1:
            gen = args[0]
            if (
                isinstance(gen, ast.GeneratorExp)
                and len(gen.generators) == 1
                and not gen.generators[0].ifs
                and isinstance(gen.generators[0].target, ast.Name)
                and isinstance(gen.elt, ast.Compare)
                and len(gen.elt.ops) == 1
                and isinstance(gen.elt.ops[0], ast.In)
                and isinstance(gen.elt.left, ast.Name)
                and gen.elt.left.id == gen.generators[0].target.id
                and _is_text(gen.elt.comparators[0])
            ):
                words = _word_list(gen.generators[0].iter)
    return words is not None and all(_covered(word, declared) for word in words)


def _fires(node: ast.AST) -> bool:
    return any(
        isinstance(n, (ast.Yield, ast.YieldFrom))
        or (isinstance(n, ast.Return) and n.value is not None)
        for n in ast.walk(node)
    )


def _covered(word: str, declared: tuple[str, ...]) -> bool:
    """A text holding ``word`` (as ``in`` finds it in the text or its lowercase) holds
    one of the declared words in its lowercase."""
    return any(d in word.lower() for d in declared)


def _unproved(statements: list[ast.stmt], declared: tuple[str, ...]) -> Iterator[int]:
    """The lines of the statements that can yield without a declared word: an ``if``
    whose test proves a declared word is proved whole; one whose test does not, and a
    loop, a ``with`` or a ``try``, by each statement in it."""
    for statement in statements:
        if not _fires(statement):
            continue
        if isinstance(statement, ast.If):
            if _fires(statement.test):
                yield statement.lineno
            elif not _proved(statement.test, declared):
                yield from _unproved(statement.body, declared)
            yield from _unproved(statement.orelse, declared)
        elif isinstance(statement, (ast.For, ast.While)):
            head = statement.iter if isinstance(statement, ast.For) else statement.test
            if _fires(head):
                yield statement.lineno
            yield from _unproved(statement.body, declared)
            yield from _unproved(statement.orelse, declared)
        elif isinstance(statement, ast.With) and not any(
            _fires(item.context_expr) for item in statement.items
        ):
            yield from _unproved(statement.body, declared)
        else:
            yield statement.lineno


def _section_tree(name: str) -> ast.FunctionDef:
    tree = ast.parse(textwrap.dedent(inspect.getsource(getattr(privacy, name))))
    function = tree.body[0]
    assert isinstance(function, ast.FunctionDef)
    return function


def _problems(function: ast.FunctionDef, declared: tuple[str, ...]) -> list[str]:
    rebound = sorted(
        {
            n.id
            for n in ast.walk(function)
            if isinstance(n, ast.Name)
            and isinstance(n.ctx, ast.Store)
            and (n.id in ("low", "text", "mask") or re.fullmatch(r"_?[A-Z][A-Z0-9_]*", n.id))
        }
    )
    if rebound:
        return [f"rebinds {', '.join(rebound)}"]
    return [
        f"line {line}: yields without a declared word"
        for line in _unproved(function.body, declared)
    ]


@pytest.mark.parametrize("name", _DECLARED)
def test_every_part_of_a_declared_section_is_behind_a_declared_word(name: str) -> None:
    declared = privacy._DISPATCH_WORDS[name]
    assert _problems(_section_tree(name), declared) == []


@pytest.mark.parametrize("name", _DECLARED)
def test_without_its_words_no_declared_section_passes_the_check(name: str) -> None:
    """Without its words, no declared section passes the check (it reads the guards)."""
    assert _problems(_section_tree(name), ()) != []


def test_the_check_rejects_an_unguarded_or_uncovered_part() -> None:
    def tree(source: str) -> ast.FunctionDef:
        function = ast.parse(textwrap.dedent(source)).body[0]
        assert isinstance(function, ast.FunctionDef)
        return function

    guarded = """
    def section(text, low, mask):
        spans = []
        if "token" in low and ":" in text:
            yield 1
        if "Secret" in text or _any_word(low, ("pass", "pwd"), mask):
            yield 2
        if mask is None or "key" in low:
            yield 3
    """
    assert _problems(tree(guarded), ("token", "secret", "pass", "pwd", "key")) == []
    assert _problems(tree(guarded), ("token", "secret", "pass", "key")) != []  # (pwd)
    assert _problems(tree(guarded), ("token", "pass", "pwd", "key")) != []  # (Secret)
    assert _problems(tree(guarded.replace('"token" in low and ', "")), ("token",)) != []
    loose = """
    def section(text, low, mask):
        if "token" in low:
            yield 1
        else:
            yield 2
    """
    assert _problems(tree(loose), ("token",)) != []
    looped = """
    def section(text, low, mask):
        at = text.find(" / ")
        while at > 0:
            yield at
    """
    assert _problems(tree(looped), (" / ",)) != []


def test_the_table_names_sections_and_their_calls() -> None:
    source = inspect.getsource(privacy)
    for name, words in privacy._DISPATCH_WORDS.items():
        assert callable(getattr(privacy, name)), name
        assert words and all(word == word.lower() for word in words), name
        assert privacy._rule_set().words[id(words)], name
    # each guard names the section its line calls
    for m in re.finditer(r'_may_fire\("(\w+)", mask\):\n\s+spans\.extend\((\w+)\(', source):
        assert m.group(1) == m.group(2)
    called = set(re.findall(r'_may_fire\("(\w+)", mask\)', source))
    assert called == set(privacy._DISPATCH_WORDS)


def test_a_section_without_a_declaration_runs_on_every_text() -> None:
    assert privacy._may_fire("_after_99_spans", 0)
    assert privacy._may_fire("_after_99_spans", None)
    for name in _DECLARED:
        assert privacy._may_fire(name, None)
        assert not privacy._may_fire(name, 0)


def _literals(name: str) -> list[str]:
    """The strings a section's code holds: its guards' words and what its patterns read."""
    found: set[str] = set(privacy._DISPATCH_WORDS[name])
    for node in ast.walk(_section_tree(name)):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value:
            found.add(node.value)
        elif isinstance(node, ast.Name):
            words = _word_list(node)
            if words is not None and len(words) < 40:
                found.update(words)
    return sorted(found)


_PIECES = [
    " ", "\n", ": ", "=", " = ", '"', "'", "(", ")", ",", "|", "/", "-", "_", ".", "\t",
    "password", "Passwort", "secret", "token", "key", "user", "admin", "value", "is",
    "Zq7vR2mK8pL4xW9tB3nC", "hunter2!Xy", "8f14e45fceea167fa0e60d5e5f1c8b2a", "AKIA",
    "s3cr3t-P4ss", "ghp_", "1234", "é", "中",
]  # fmt: skip
_SEEDS = sorted({word for name in _DECLARED for word in _literals(name)})
_TEXTS = st.lists(st.sampled_from(_SEEDS + _PIECES), min_size=1, max_size=14).map("".join)


def _undispatched(text: str) -> tuple[str, int]:
    saved = dict(privacy._DISPATCH_WORDS)
    privacy._DISPATCH_WORDS.clear()
    privacy._DISPATCH_BITS.clear()
    try:
        return privacy.redact(text, remember=False)
    finally:
        privacy._DISPATCH_WORDS.update(saved)


@settings(max_examples=1500, deadline=None)
@given(_TEXTS)
def test_the_dispatched_filter_equals_the_undispatched_one(text: str) -> None:
    assert privacy.redact(text, remember=False) == _undispatched(text)


@settings(max_examples=1500, deadline=None)
@given(_TEXTS)
def test_a_section_none_of_whose_words_occur_finds_nothing(text: str) -> None:
    low = text.lower()
    mask = privacy._gate_bits(text, low)[0]
    for name in _DECLARED:
        if privacy._may_fire(name, mask):
            continue
        section = getattr(privacy, name)
        takes_mask = "mask" in inspect.signature(section).parameters
        found = list(section(text, low, None) if takes_mask else section(text, low))
        assert found == [], name


def test_the_other_fold_words_stand_for_every_letter_an_ascii_one_matches() -> None:
    """A guard that reads an ignore-case regex's words in the lowercase text takes
    ``_OTHER_FOLD_WORDS`` too: every non-ASCII letter such a regex reads as an ASCII one
    lowers to ASCII or leaves one of them in the lowercase text."""
    import sys

    letter = re.compile("[a-z]", re.IGNORECASE)
    folding = [chr(c) for c in range(128, sys.maxunicode + 1) if letter.fullmatch(chr(c))]
    assert folding
    for c in folding:
        low = c.lower()
        assert low.isascii() or any(w in low for w in privacy._OTHER_FOLD_WORDS), repr(c)
