"""The config loader: defaults, JSONC, every key's validation, warn vs fail, the path."""

from __future__ import annotations

import warnings
from dataclasses import fields
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from supermemory_local.config import (
    TOP_KEYS,
    ConfigError,
    ConfigWarning,
    Settings,
    default_config_path,
    load_config,
    parse_config_text,
    render_example,
    settings_as_json,
)


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_missing_file_means_all_defaults(isolated_home: Path) -> None:
    loaded = load_config()
    assert not loaded.exists
    assert loaded.settings == Settings()
    assert loaded.settings.compaction_threshold == 0.80
    assert loaded.settings.default_context_limit == 200_000
    assert loaded.settings.min_tokens_for_compaction == 50_000
    assert loaded.settings.compaction_cooldown_ms == 30_000
    assert loaded.settings.search_limit == 10
    assert loaded.problems == ()


def test_default_path_is_under_xdg_config_home(isolated_home: Path) -> None:
    assert default_config_path() == isolated_home / ".config" / "opencode" / "supermemory.jsonc"


def test_default_path_without_xdg_is_dot_config_in_home(
    isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("XDG_CONFIG_HOME")
    assert default_config_path() == isolated_home / ".config" / "opencode" / "supermemory.jsonc"


def test_env_overrides_the_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cfg = write(tmp_path / "elsewhere.jsonc", '{"searchLimit": 3}')
    monkeypatch.setenv("SUPERMEMORY_CONFIG", str(cfg))
    assert default_config_path() == cfg
    loaded = load_config()
    assert loaded.exists and loaded.path == cfg
    assert loaded.settings.search_limit == 3
    assert loaded.settings.source == str(cfg)


def test_the_default_file_is_read(isolated_home: Path) -> None:
    write(default_config_path(), '{"compactionThreshold": 0.5}')
    assert load_config().settings.compaction_threshold == 0.5


def test_jsonc_comments_trailing_commas_and_schema_key() -> None:
    text = """
    // line comment
    {
      "$schema": "https://example.invalid/schema.json",
      /* block comment */
      "compactionThreshold": 0.9, // after a value
      "contextLimits": {"anthropic/claude-sonnet-4": 1000000, "gpt-4.1": 1047576,},
      "compactableTools": ["read", "bash",],
      "privacy": {"extraPatterns": ["ACME-[0-9]+"],},
      "summarizer": {"provider": "openai", "baseUrl": "http://127.0.0.1:9/v1", "model": "m"},
    }
    """
    settings, problems = parse_config_text(text, where="x.jsonc")
    assert problems == ()
    assert settings.compaction_threshold == 0.9
    assert settings.context_limit_for("claude-sonnet-4", "anthropic") == 1_000_000
    assert settings.context_limit_for("gpt-4.1") == 1_047_576
    assert settings.context_limit_for("other") is None
    assert settings.compactable_tools == ("read", "bash")
    assert settings.privacy.extra_patterns == ("ACME-[0-9]+",)
    assert settings.privacy.redact_secrets is True
    assert settings.summarizer.provider == "openai"
    assert settings.summarizer.base_url == "http://127.0.0.1:9/v1"
    assert settings.source == "x.jsonc"


def test_empty_file_is_all_defaults() -> None:
    settings, problems = parse_config_text("  \n", where="x")
    assert problems == ()
    assert settings.compaction_threshold == Settings().compaction_threshold


def test_syntax_error_names_file_line_and_column() -> None:
    with pytest.raises(ConfigError) as err:
        parse_config_text('{\n  "a": 1,\n  "b": \n}\n', where="/p/supermemory.jsonc")
    message = str(err.value)
    assert message.startswith("/p/supermemory.jsonc: not valid JSONC: line 4, column 1")
    assert "\n" not in message


def test_top_level_must_be_an_object() -> None:
    with pytest.raises(
        ConfigError, match=r"^x: the top level must be an object \{\.\.\.\}, got list$"
    ):
        parse_config_text("[1, 2]", where="x")


BAD_VALUES: list[tuple[str, str]] = [
    ('{"compactionThreshold": 1.5}', "compactionThreshold must be in (0, 1], got 1.5"),
    ('{"compactionThreshold": 0}', "compactionThreshold must be in (0, 1], got 0"),
    ('{"compactionThreshold": NaN}', "compactionThreshold must be a finite number, got NaN"),
    ('{"compactionThreshold": "80%"}', 'compactionThreshold must be a number, got "80%"'),
    ('{"compactionThreshold": true}', "compactionThreshold must be a number, got true"),
    ('{"minTokensForCompaction": -1}', "minTokensForCompaction must be >= 0, got -1"),
    ('{"minTokensForCompaction": 1.5}', "minTokensForCompaction must be an integer, got 1.5"),
    ('{"compactionCooldownMs": "30s"}', 'compactionCooldownMs must be an integer, got "30s"'),
    ('{"defaultContextLimit": 0}', "defaultContextLimit must be >= 1, got 0"),
    ('{"contextLimits": [1]}', "contextLimits must be an object of model -> token count, got [1]"),
    ('{"contextLimits": {"m": 0}}', "contextLimits.m must be >= 1, got 0"),
    ('{"contextLimits": {"m": true}}', "contextLimits.m must be an integer, got true"),
    ('{"contextInputHeadroomRatio": 2}', "contextInputHeadroomRatio must be in (0, 1], got 2"),
    (
        '{"singleToolResultContextShare": -0.5}',
        "singleToolResultContextShare must be in (0, 1], got -0.5",
    ),
    (
        '{"maxOverflowCompactionAttempts": 0}',
        "maxOverflowCompactionAttempts must be >= 1, got 0",
    ),
    ('{"compactMaxOutputTokens": 0}', "compactMaxOutputTokens must be >= 1, got 0"),
    ('{"compactBufferTokens": -5}', "compactBufferTokens must be >= 0, got -5"),
    ('{"charsPerToken": 0}', "charsPerToken must be > 0, got 0"),
    (
        '{"toolResultCharsPerToken": Infinity}',
        "toolResultCharsPerToken must be a finite number, got Infinity",
    ),
    ('{"pruneKeepLast": -1}', "pruneKeepLast must be >= 0, got -1"),
    ('{"summaryChunkChars": 0}', "summaryChunkChars must be >= 1, got 0"),
    ('{"summaryMaxChunks": 0}', "summaryMaxChunks must be >= 1, got 0"),
    ('{"oversizedMessageChars": 0}', "oversizedMessageChars must be >= 1, got 0"),
    (
        '{"calibrationInitialCharsPerToken": -3}',
        "calibrationInitialCharsPerToken must be > 0, got -3",
    ),
    ('{"calibrationWarmup": 0}', "calibrationWarmup must be >= 1, got 0"),
    ('{"calibrationAlpha": 1.2}', "calibrationAlpha must be in (0, 1], got 1.2"),
    (
        '{"compactableTools": "read"}',
        'compactableTools must be a list of non-empty strings, got "read"',
    ),
    (
        '{"protectedTools": ["write", ""]}',
        'protectedTools must be a list of non-empty strings, got ["write", ""]',
    ),
    ('{"databaseUrl": ""}', 'databaseUrl must be a non-empty string or null, got ""'),
    ('{"storagePath": 5}', "storagePath must be a non-empty string or null, got 5"),
    ('{"searchLimit": 0}', "searchLimit must be >= 1, got 0"),
    ('{"eventsPerSession": -1}', "eventsPerSession must be >= 0, got -1"),
    ('{"eventRetentionDays": 1.5}', "eventRetentionDays must be an integer, got 1.5"),
    ('{"privacy": true}', "privacy must be an object, got true"),
    (
        '{"privacy": {"redactSecrets": "yes"}}',
        'privacy.redactSecrets must be true or false, got "yes"',
    ),
    ('{"privacy": {"extraPatterns": ["("]}}', "privacy.extraPatterns[0] is not a valid regex"),
    ('{"summarizer": []}', "summarizer must be an object, got []"),
    (
        '{"summarizer": {"provider": "gemini"}}',
        'summarizer.provider must be one of extractive, openai, anthropic, got "gemini"',
    ),
    (
        '{"summarizer": {"baseUrl": " "}}',
        'summarizer.baseUrl must be a non-empty string or null, got " "',
    ),
    ('{"summarizer": {"timeoutSeconds": 0}}', "summarizer.timeoutSeconds must be > 0, got 0"),
    ('{"summarizer": {"maxRetries": -1}}', "summarizer.maxRetries must be >= 0, got -1"),
    ('{"captureHostCompactions": 1}', "captureHostCompactions must be true or false, got 1"),
    ('{"injectMemories": null}', "injectMemories must be true or false, got null"),
    ('{"injectedMemoryLimit": -2}', "injectedMemoryLimit must be >= 0, got -2"),
    ('{"injectedMemoryTokens": -1}', "injectedMemoryTokens must be >= 0, got -1"),
]


@pytest.mark.parametrize(("text", "message"), BAD_VALUES)
def test_each_bad_value_is_one_line_naming_file_key_and_value(text: str, message: str) -> None:
    with pytest.raises(ConfigError) as err:
        parse_config_text(text, where="/cfg/supermemory.jsonc")
    assert str(err.value).startswith(f"/cfg/supermemory.jsonc: {message}")
    assert "\n" not in str(err.value)


def test_every_key_has_a_validation_case() -> None:
    names = {text.split('"')[1] for text, _ in BAD_VALUES}
    assert {k.name for k in TOP_KEYS} <= names


def test_integral_float_is_accepted_for_integers() -> None:
    settings, _ = parse_config_text('{"minTokensForCompaction": 60000.0}')
    assert settings.min_tokens_for_compaction == 60_000
    assert isinstance(settings.min_tokens_for_compaction, int)


def test_unknown_key_warns_with_the_closest_key_and_is_ignored() -> None:
    with pytest.warns(ConfigWarning) as record:
        settings, problems = parse_config_text(
            '{"compactionTreshold": 0.5, "searchLimit": 4}', where="c.jsonc"
        )
    assert [str(w.message) for w in record] == [
        "c.jsonc: unknown key compactionTreshold (did you mean compactionThreshold?) is ignored"
    ]
    assert settings.compaction_threshold == 0.80
    assert settings.search_limit == 4
    assert problems == ()


def test_unknown_nested_key_and_section_key_at_top_level() -> None:
    with pytest.warns(ConfigWarning) as record:
        parse_config_text('{"summarizer": {"modle": "x"}, "timeoutSeconds": 5}', where="c")
    messages = sorted(str(w.message) for w in record)
    assert messages == [
        "c: unknown key summarizer.modle (did you mean model?) is ignored",
        "c: unknown key timeoutSeconds (did you mean summarizer.timeoutSeconds?) is ignored",
    ]


def test_unknown_key_without_any_close_match() -> None:
    with pytest.warns(ConfigWarning, match=r"^c: unknown key zzz is ignored$"):
        parse_config_text('{"zzz": 1}', where="c")


def test_warn_mode_keeps_valid_keys_and_reports_the_rest(tmp_path: Path) -> None:
    cfg = write(
        tmp_path / "c.jsonc",
        '{"compactionThreshold": 1.5, "searchLimit": 7, "privacy": {"redactSecrets": "no"}}',
    )
    loaded = load_config(cfg, on_error="warn")
    assert loaded.settings.compaction_threshold == 0.80
    assert loaded.settings.search_limit == 7
    assert loaded.settings.privacy.redact_secrets is True
    assert loaded.problems == (
        f"{cfg}: compactionThreshold must be in (0, 1], got 1.5",
        f'{cfg}: privacy.redactSecrets must be true or false, got "no"',
    )


def test_warn_mode_on_a_syntax_error_gives_defaults(tmp_path: Path) -> None:
    cfg = write(tmp_path / "c.jsonc", "{ nope")
    loaded = load_config(cfg, on_error="warn")
    assert loaded.settings == Settings(source=str(cfg))
    assert len(loaded.problems) == 1
    assert loaded.problems[0].startswith(f"{cfg}: not valid JSONC: line 1")


def test_fail_mode_raises_on_the_first_problem(tmp_path: Path) -> None:
    cfg = write(tmp_path / "c.jsonc", '{"searchLimit": 0}')
    with pytest.raises(ConfigError, match=r"searchLimit must be >= 1, got 0$"):
        load_config(cfg)


def test_unreadable_path_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read config"):
        load_config(tmp_path)  # a directory
    loaded = load_config(tmp_path, on_error="warn")
    assert loaded.exists and loaded.settings == Settings()
    assert "cannot read config" in loaded.problems[0]


def test_example_parses_to_the_defaults() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        settings, problems = parse_config_text(render_example(), where="example")
    assert problems == ()
    assert settings == Settings(source="example")


def test_settings_as_json_round_trips() -> None:
    import json

    custom, _ = parse_config_text(
        '{"compactionThreshold": 0.7, "contextLimits": {"m": 5}, "summarizer": {"model": "x"}}'
    )
    again, _ = parse_config_text(json.dumps(settings_as_json(custom)))
    assert again == custom


def test_every_settings_field_is_in_the_schema() -> None:
    attrs = {f.name for f in fields(Settings)} - {"source"}
    assert attrs == {k.attr for k in TOP_KEYS}


@given(st.floats(min_value=1e-9, max_value=1.0))
def test_any_threshold_in_range_is_kept(value: float) -> None:
    settings, _ = parse_config_text(f'{{"compactionThreshold": {value!r}}}')
    assert settings.compaction_threshold == value


@given(st.one_of(st.floats(max_value=0.0), st.floats(min_value=1.0, exclude_min=True)))
def test_any_threshold_out_of_range_is_rejected(value: float) -> None:
    literal = "NaN" if value != value else repr(value).replace("inf", "Infinity")
    text = f'{{"compactionThreshold": {literal}}}'
    with pytest.raises(ConfigError, match="compactionThreshold must be"):
        parse_config_text(text)


def test_the_readme_example_is_valid() -> None:
    import re

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```jsonc\n(.*?)```", readme, re.DOTALL)
    assert blocks
    for block in blocks:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            _, problems = parse_config_text(block, where="README.md")
        assert problems == ()


def test_a_syntax_error_at_a_line_end_stays_on_one_line() -> None:
    from supermemory_local.config import ConfigError, parse_config_text

    with pytest.raises(ConfigError) as err:
        parse_config_text('{\n  "searchLimit": 5,,\n}', where="x.jsonc")
    message = str(err.value)
    assert "\n" not in message
    assert message.startswith("x.jsonc: not valid JSONC: line 2")
