"""make_summarizer: the configured provider, or an error that names the config key."""

from __future__ import annotations

import subprocess
import sys

import pytest

from supermemory_local.config import Settings, SummarizerSettings, parse_config_text
from supermemory_local.engine.prompts import FIVE_SECTION_HEADINGS
from supermemory_local.engine.summarizer import SummaryError, SummaryRequest
from supermemory_local.engine.transcript import Entry
from supermemory_local.summarizers import (
    AnthropicSummarizer,
    ExtractiveSummarizer,
    OpenAISummarizer,
    make_summarizer,
)
from tests.plugin.summarizers.server import Reply, scripted_server


def settings(**summarizer: object) -> Settings:
    return Settings(summarizer=SummarizerSettings(**summarizer))  # type: ignore[arg-type]


def test_default_is_extractive() -> None:
    assert isinstance(make_summarizer(Settings()), ExtractiveSummarizer)
    assert make_summarizer(Settings()).name == "extractive"


def test_the_engine_finds_the_summarizers_by_entry_point() -> None:
    """The engine imports no summarizer: it finds them through the installed entry points."""
    from supermemory_local.engine import summarizer as engine_side

    openai = settings(provider="openai", model="gpt-x", base_url="http://127.0.0.1:9")
    assert isinstance(engine_side.make_summarizer(openai), OpenAISummarizer)
    offline = engine_side.offline_summarizer(chars_per_token=3.0)
    assert isinstance(offline, ExtractiveSummarizer)
    with pytest.raises(SummaryError, match=r"summarizer\.model is not set"):
        engine_side.make_summarizer(settings(provider="anthropic"))


def test_model_is_required_for_a_model_provider() -> None:
    with pytest.raises(SummaryError, match=r"summarizer\.model is not set"):
        make_summarizer(settings(provider="openai", api_key_env="SM_KEY"))


def test_api_key_env_is_required_for_the_public_api(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(SummaryError, match=r"summarizer\.apiKeyEnv is not set"):
        make_summarizer(settings(provider="anthropic", model="claude-x"))


def test_missing_key_names_the_variable_and_the_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SM_TEST_KEY", raising=False)
    with pytest.raises(SummaryError, match=r"SM_TEST_KEY \(summarizer\.apiKeyEnv\)"):
        make_summarizer(settings(provider="openai", model="gpt-x", api_key_env="SM_TEST_KEY"))


def test_http_summarizer_built_from_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SM_TEST_KEY", "sk-abc")
    s = Settings(
        context_limits={"anthropic/claude-x": 100_000},
        compact_buffer_tokens=9_000,
        summarizer=SummarizerSettings(
            provider="anthropic",
            model="claude-x",
            api_key_env="SM_TEST_KEY",
            timeout_seconds=12.5,
            max_retries=5,
        ),
    )
    summarizer = make_summarizer(s)
    assert isinstance(summarizer, AnthropicSummarizer)
    assert summarizer.api_key == "sk-abc"
    assert summarizer.base_url == "https://api.anthropic.com"
    assert (summarizer.timeout_seconds, summarizer.max_retries) == (12.5, 5)
    assert (summarizer.context_limit, summarizer.buffer_tokens) == (100_000, 9_000)
    # no per-model override: the default context limit
    other = make_summarizer(Settings(summarizer=s.summarizer))
    assert isinstance(other, AnthropicSummarizer)
    assert other.context_limit == 200_000


def test_config_file_to_a_request_on_a_local_server(monkeypatch: pytest.MonkeyPatch) -> None:
    """From supermemory.jsonc to the POST a local OpenAI-compatible server receives."""
    answer = "\n".join(f"{h}\n- x" for h in FIVE_SECTION_HEADINGS)
    ok = {"choices": [{"index": 0, "message": {"role": "assistant", "content": answer}}]}
    with scripted_server(Reply(200, ok)) as server:
        text = f"""{{
          // a llama.cpp server needs no key
          "compactMaxOutputTokens": 4000,
          "summarizer": {{"provider": "openai", "baseUrl": "{server.url}/v1",
                          "model": "qwen2.5-7b", "timeoutSeconds": 5}}
        }}"""
        s, problems = parse_config_text(text)
        assert problems == ()
        summarizer = make_summarizer(s)
        assert isinstance(summarizer, OpenAISummarizer)
        request = SummaryRequest(
            (Entry(0, "user", "hello"),),
            FIVE_SECTION_HEADINGS,
            "Summarize.",
            s.compact_max_output_tokens,
        )
        assert summarizer.summarize(request) == answer
    [got] = server.received
    assert got.path == "/v1/chat/completions"
    assert got.body["model"] == "qwen2.5-7b"
    assert got.body["max_tokens"] == 4000
    assert "authorization" not in got.headers


def test_importing_summarizers_does_not_import_httpx() -> None:
    code = "import sys, supermemory_local.summarizers; print('httpx' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
