"""failure_line skips the per-line scan of outputs that cannot hold an error line (its
sieves), matches only the lines around an error piece, and reads a traceback from its
end; the answer must be the one of scanning every line."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from supermemory_local.engine.readers import failures
from supermemory_local.engine.readers.failures import failure_line


def scanned(text: str) -> str | None:
    """failure_line without the sieves: every line stripped and matched."""
    if text.startswith(failures.COMPACTED_MARKER):
        return failure_line(text)  # a path the sieves do not touch
    if failures._TRACEBACK in text:
        after = text.rsplit(failures._TRACEBACK, 1)[1].splitlines()
        found = [ln.strip() for ln in after if failures._EXCEPTION_LINE.match(ln.strip())]
        if found:
            return failures._clip(found[-1])
    for line in text.splitlines():
        if failures._ERROR_LINE.match(stripped := line.strip()):
            return failures._clip(stripped)
    codes = [int(m.group(1)) for m in failures._EXIT.finditer(text)]
    if codes and codes[-1] != 0:
        last = next(
            (
                ln.strip()
                for ln in reversed(text.splitlines())
                if ln.strip()
                and not failures._EXIT.search(ln)
                and not failures._TAG_LINE.match(ln.strip())
            ),
            "",
        )
        return failures._clip(f"exit code {codes[-1]}" + (f": {last}" if last else ""))
    return None


PIECES = [
    "FAILED tests/a.py::t",
    "ERROR x::y",
    "FAIL: test_a",
    "E   assert 1 == 2",
    "E\t\tboom",
    "error: bad",
    "error[E0308]: mismatched",
    "a.c:1:2: error: x",
    "fatal: not a git repository",
    "panic: oops",
    "npm ERR! code 1",
    "ls: command not found",
    "x: No such file or directory",
    "<tool_use_error>no</tool_use_error>",
    "=== 1 failed, 2 passed in 0.1s ===",
    "3 failed, 1 passed",
    "RateLimitError: slow down",
    "API Error: 500",
    "SyntaxError: bad",
    "Exit code: 2",
    "EXIT STATUS 1",
    "exıt code 3",
    "EXİT CODE 4",
    "<returncode>1</returncode>",
    "Process exited with code 0",
    "returned non-zero exit status 2",
    "HTTPError(404)",
    "    raise HTTPError(result.status, 'item 5 not found')",
    "litellm.RateLimitError: slow down",
    "openai.AuthenticationError bad key",
    "APIConnectionError",
    "ServiceUnavailableError: try later",
    "OverloadedError",
    "Traceback (most recent call last):",
    '  File "a.py", line 3, in f',
    "ValueError: bad value",
    "KeyboardInterrupt",
    "all good",
    "PASSED",
    "",
]
SEPARATORS = ["\n", "\n", "\n", "\r\n", "\r", "\u2028", "\x0c", "\x1d", "\x85", "  ", " ", "\t"]


@settings(max_examples=1000, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(PIECES) | st.text(max_size=12),
            st.sampled_from(SEPARATORS),
            st.sampled_from(["", " ", "  ", "\t"]),
        ),
        max_size=8,
    ),
    st.sampled_from([str, str.upper, str.lower]),
)
def test_the_sieves_never_change_the_answer(parts: list[tuple[str, str, str]], case) -> None:  # type: ignore[no-untyped-def]
    text = case("".join(pad + piece + sep for piece, sep, pad in parts))
    assert failure_line(text) == scanned(text)


def test_an_output_without_any_error_piece_has_no_failure_line() -> None:
    log = "\n".join(f"2026-11-30T00:00:{i % 60:02d}Z INFO processed job {i}" for i in range(500))
    assert failure_line(log) is None
    assert failure_line(log + "\nE   assert x") == "E assert x"
    assert failure_line(log + "\nexit code 2") == "exit code 2: " + log.splitlines()[-1]


FRAGMENTS = ["FA", "IL", "ER", "R", "rr", "or", " fail", "ed", ": ", "fatal", "panic", "E"]
ODD = ["é", "数据", "\ud800", "\udfff", "\x00", "\U0001f600", "\u2028"]  # lone surrogates too


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.sampled_from(failures._ERROR_PIECES)
        | st.sampled_from(FRAGMENTS)
        | st.sampled_from(ODD)
        | st.text(max_size=8),
        max_size=12,
    )
)
def test_the_pieces_found_in_one_pass_are_the_pieces_found_one_by_one(parts: list[str]) -> None:
    text = "".join(parts)
    assert failures._has_error_piece(text) == any(p in text for p in failures._ERROR_PIECES)


# Pieces of _ERROR_LINE's alternatives, and of lines that come close to one.
LINE_FRAGMENTS = [
    *PIECES,
    "FAILED ",
    "ERROR ",
    "::",
    "FAIL: ",
    "E  ",
    "E\t ",
    "error",
    "error: ",
    "[E12]",
    "a.c:3:",
    ":4",
    " fatal",
    "fatal: ",
    "panic: ",
    "npm ERR! ",
    ": command not found",
    ": No such file or directory",
    "<tool_use_error>",
    "test result: FAILED",
    "===",
    " 3",
    " failed",
    ", 2 passed",
    "litellm.",
    "RateLimit",
    "APIConnection",
    "ServiceUnavailable",
    "Overloaded",
    "Authentication",
    "Error",
    "API Error: ",
    "SyntaxError: ",
    "HTTP",
    "raise ",
    "x",
    " ",
    "\t",
    "7",
]


@settings(max_examples=1500, deadline=None)
@given(st.lists(st.sampled_from(LINE_FRAGMENTS) | st.text(max_size=6), max_size=6))
def test_a_line_the_error_pattern_matches_passes_both_sieves(parts: list[str]) -> None:
    """What failure_line looks for before matching a line is in every line it matches:
    an error piece (or "E" and two spaces), and what _could_be_error_line tests."""
    line = "".join(parts).replace("\n", " ").strip()
    if not failures._ERROR_LINE.match(line):
        return
    assert any(p in line for p in failures._ERROR_PIECES) or failures._INDENTED_E.search(line)
    if line.isascii():
        assert failures._could_be_error_line(line)


def test_a_source_file_raising_errors_is_not_a_failure() -> None:
    source = "def f(x):\n    raise HTTPError(x, 'not found')\n" * 200
    assert failure_line(source) is None
    assert failure_line(source + "error: build failed\n") == "error: build failed"
    assert failure_line(source + "litellm.RateLimitError: slow down") == (
        "litellm.RateLimitError: slow down"
    )


@settings(max_examples=500, deadline=None)
@given(
    st.lists(st.sampled_from(["a", "b c", " ", "", "é"]) | st.sampled_from(SEPARATORS), max_size=10)
)
def test_the_lines_from_the_end_are_those_of_splitlines_reversed(parts: list[str]) -> None:
    """(The exit-code path reads the last lines without a list of every line.)"""
    text = "".join(parts)
    got = [ln for ln in failures._lines_from_end(text) if ln.strip()]
    assert got == [ln for ln in reversed(text.splitlines()) if ln.strip()]
