"""A broken supermemory.jsonc reads naturally: where, what, and the likely cause."""

from __future__ import annotations

import re
import warnings

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
