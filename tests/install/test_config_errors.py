"""A broken supermemory.jsonc reads naturally: where, what, and the likely cause."""

from __future__ import annotations

import logging
import re
import warnings
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from supermemory_local.config import ConfigError, ConfigWarning, parse_config_text

EXAMPLE = '{\n  "compactionThreshold": 0.8, // compact at 80 %\n  "searchLimit": 5\n}\n'


def _error(text: str) -> str:
    with pytest.raises(ConfigError) as err:
        parse_config_text(text, where="supermemory.jsonc")
    return str(err.value)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            '{\n  "compactionThreshold": 0.8\n  "searchLimit": 5\n}\n',
            "line 3, column 3: unexpected character '\"' "
            "(is a comma missing at the end of line 2?)",
        ),
        (
            '{\n  "compactionThreshold": 0.8 // why\n  searchLimit: 5\n}\n',
            "line 3, column 3: unexpected character 's' (is a comma missing at the end of line 2?)",
        ),
        ('{"searchLimit": }', "line 1, column 17: unexpected character '}'"),
        (
            '{"contextLimits": {"a/b": 1000}',
            "line 1, column 32: the file ends early: the '{' at line 1, column 1 is never closed",
        ),
        (
            '{"storagePath": "~/m.db}',
            "line 1, column 25: the file ends early: "
            "a string opened at line 1, column 17 is never closed",
        ),
        (
            '{"searchLimit": 5 /* five',
            "line 1, column 26: the file ends early: "
            "a /* comment opened at line 1, column 19 is never closed",
        ),
        (
            '{"searchLimit": 5} x',
            "line 1, column 20: unexpected character 'x' "
            "(there is text after the end of the top-level object)",
        ),
    ],
)
def test_syntax_errors_name_the_place_and_the_likely_cause(text: str, message: str) -> None:
    assert _error(text) == f"supermemory.jsonc: not valid JSONC: {message}"


@given(st.integers(0, len(EXAMPLE) - 1), st.sampled_from(["", '"', ",", "}", "x", "/*", "\n"]))
def test_any_broken_file_is_one_line_naming_line_and_column(position: int, edit: str) -> None:
    """Replace one character of a valid file: either it still parses, or the error is
    one line that names the line (and column) inside the file."""
    text = EXAMPLE[:position] + edit + EXAMPLE[position + 1 :]
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", ConfigWarning)  # a typo'd key: only a warning
            parse_config_text(text, where="supermemory.jsonc")
    except ConfigError as err:
        message = str(err)
        assert "\n" not in message
        found = re.match(
            r"supermemory\.jsonc: (not valid JSONC: line (\d+)|.* must |unknown)", message
        )
        assert found, message
        if found.group(2):
            assert 1 <= int(found.group(2)) <= text.count("\n") + 1
        assert "Unexpected" not in message


@pytest.mark.parametrize(
    ("text", "whole"),
    [
        ('{"searchLimit": 5,, }', True),  # a syntax error: nothing of the file applies
        ("[1, 2]", True),
        ('{"searchLimit": "five", "compactionThreshold": 0.7}', False),
    ],
)
def test_the_bridge_says_what_a_broken_config_drops(
    text: str, whole: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The start-up toast: a file that cannot be read at all drops every setting; a bad
    value drops that setting only."""
    from supermemory_local.bridge.handlers import CONFIG_TITLE, Bridge
    from supermemory_local.config import load_config

    path = tmp_path / "supermemory.jsonc"
    path.write_text(text, encoding="utf-8")
    monkeypatch.setenv("SUPERMEMORY_CONFIG", str(path))
    monkeypatch.setenv("SUPERMEMORY_DATABASE_URL", f"sqlite:///{tmp_path / 'm.db'}")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ConfigWarning)
        loaded = load_config(on_error="warn")
    assert loaded.whole_file_ignored is whole
    if not whole:
        assert loaded.settings.compaction_threshold == 0.7  # the valid key still applies
    bridge = Bridge(logging.getLogger("test"))
    try:
        result = bridge.handle("init", {"directory": str(tmp_path)})
    finally:
        bridge.close()
    [toast] = [a for a in result["actions"] if a.get("type") == "toast"]
    assert toast["title"] == CONFIG_TITLE and toast["variant"] == "error"
    if whole:
        assert toast["message"].endswith(
            "the whole file is ignored: every setting is at its default until it is fixed."
        )
    else:
        assert toast["message"].endswith(
            "using the default for that setting; the file's other settings apply."
        )
        assert "searchLimit" in toast["message"]
