"""The one settings object, loaded from ``supermemory.jsonc``.

The schema below is the single source of truth: the loader, ``supermemory config
show``, ``config init`` and ``supermemory.jsonc.example`` are all derived from it.
The settings have a module of their own, ``supermemory_local.config``, which imports nothing
of the project: the engine and the store both read it, and neither imports the other
for it.
"""

from __future__ import annotations

import math
import os
import re
import warnings
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Literal

CONFIG_ENV = "SUPERMEMORY_CONFIG"
DATABASE_URL_ENV = "SUPERMEMORY_DATABASE_URL"
CONFIG_FILENAME = "supermemory.jsonc"


class ConfigError(ValueError):
    """A config problem, phrased as one line a user can act on."""


class ConfigWarning(UserWarning):
    """Something in the config is ignored (an unknown key); the rest is used."""


OnError = Literal["fail", "warn"]


@dataclass(frozen=True)
class SummarizerSettings:
    provider: Literal["extractive", "openai", "anthropic"] = "extractive"
    base_url: str | None = None
    model: str | None = None
    api_key_env: str | None = None
    timeout_seconds: float = 60.0
    max_retries: int = 3


@dataclass(frozen=True)
class PrivacySettings:
    redact_secrets: bool = True
    extra_patterns: tuple[str, ...] = ()


DEFAULT_COMPACTABLE_TOOLS: tuple[str, ...] = (
    "read",
    "read_file",
    "bash",
    "grep",
    "glob",
    "search_files",
    "webfetch",
    "web_fetch",
    "edit",
    "list",
    "ls",
)
DEFAULT_PROTECTED_TOOLS: tuple[str, ...] = ("write", "write_file", "create", "create_file")


@dataclass(frozen=True)
class Settings:
    # Preemptive trigger
    compaction_threshold: float = 0.80
    min_tokens_for_compaction: int = 50_000
    compaction_cooldown_ms: int = 30_000
    default_context_limit: int = 200_000
    context_limits: Mapping[str, int] = field(default_factory=dict)
    # Cascade constants (docs/CONTRACT.md, "The cascade")
    context_input_headroom_ratio: float = 0.75
    single_tool_result_context_share: float = 0.5
    max_overflow_compaction_attempts: int = 5
    compact_max_output_tokens: int = 20_000
    compact_buffer_tokens: int = 13_000
    chars_per_token: float = 4.0
    # Measured with cl100k on 50 real agent sessions: tool output 3.57 chars/token,
    # text 4.03 (a density of 2 for tool output made the estimate +91 %;
    # docs/CONTRACT.md, "Token estimation and calibration").
    tool_result_chars_per_token: float = 3.5
    prune_keep_last: int = 6
    summary_chunk_chars: int = 50_000
    summary_max_chunks: int = 4
    oversized_message_chars: int = 50_000
    # Calibration of the token estimate
    calibration_initial_chars_per_token: float = 4.0
    calibration_warmup: int = 3
    calibration_alpha: float = 0.15
    # Which tool results Layer 1 may compact / must never compact
    compactable_tools: tuple[str, ...] = DEFAULT_COMPACTABLE_TOOLS
    protected_tools: tuple[str, ...] = DEFAULT_PROTECTED_TOOLS
    # Storage
    database_url: str | None = None
    storage_path: str | None = None
    search_limit: int = 10
    # The event record (`supermemory sessions`, `supermemory ui`): what the engine did to
    # each session's context, ids and sizes only. 0 events per session records none.
    events_per_session: int = 10_000
    event_retention_days: int = 30
    # Privacy and summarizer
    privacy: PrivacySettings = field(default_factory=PrivacySettings)
    summarizer: SummarizerSettings = field(default_factory=SummarizerSettings)
    # OpenCode integration
    capture_host_compactions: bool = True
    inject_memories: bool = True
    injected_memory_limit: int = 5
    injected_memory_tokens: int = 1_200
    source: str | None = None  # the file these settings came from, if any

    def context_limit_for(self, model: str | None, provider: str | None = None) -> int | None:
        """The per-model override, matched as ``provider/model`` first, then ``model``."""
        if model is None:
            return None
        if provider and f"{provider}/{model}" in self.context_limits:
            return self.context_limits[f"{provider}/{model}"]
        return self.context_limits.get(model)


# ---------------------------------------------------------------------------
# The schema: JSON key -> attribute, checker, and the sentence for the docs.


Checker = Callable[[str, Any], Any]


def _number(lo: float | None = None, hi: float | None = None, *, lo_open: bool = False) -> Checker:
    def check(key: str, value: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ConfigError(f"{key} must be a number, got {_show(value)}")
        if not math.isfinite(value):  # JSON5 allows NaN and Infinity
            raise ConfigError(f"{key} must be a finite number, got {_show(value)}")
        bad = (lo is not None and (value <= lo if lo_open else value < lo)) or (
            hi is not None and value > hi
        )
        if bad:
            if hi is None:
                raise ConfigError(
                    f"{key} must be {'>' if lo_open else '>='} {_fmt(lo)}, got {_show(value)}"
                )
            left = "(" if lo_open else "["
            raise ConfigError(f"{key} must be in {left}{_fmt(lo)}, {_fmt(hi)}], got {_show(value)}")
        return float(value)

    return check


def _show(value: Any) -> str:
    """A value as the user wrote it in the file (JSON), for error messages."""
    import json

    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)


def _fmt(x: float | None) -> str:
    if x is None:
        return "inf"
    return str(int(x)) if float(x).is_integer() else str(x)


MAX_SEARCH_LIMIT = 10_000
# The largest integer a setting takes: what a JavaScript number holds exactly (the shim
# reads some settings) and far below what SQLite's and PostgreSQL's 64-bit integers hold.
MAX_INTEGER = 2**53 - 1


def _integer(lo: int = 0, hi: int = MAX_INTEGER) -> Checker:
    def check(key: str, value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            if isinstance(value, float) and value.is_integer():
                value = int(value)
            else:
                raise ConfigError(f"{key} must be an integer, got {_show(value)}")
        if value < lo:
            raise ConfigError(f"{key} must be >= {lo}, got {_show(value)}")
        if value > hi:
            raise ConfigError(f"{key} must be in [{lo}, {hi}], got {_show(value)}")
        return int(value)

    return check


def _boolean(key: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise ConfigError(f"{key} must be true or false, got {_show(value)}")
    return value


def _opt_string(key: str, value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise ConfigError(f"{key} must be a non-empty string or null, got {_show(value)}")
    return value


def _string_list(key: str, value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise ConfigError(f"{key} must be a list of non-empty strings, got {_show(value)}")
    return tuple(value)


def _regex_list(key: str, value: Any) -> tuple[str, ...]:
    patterns = _string_list(key, value)
    for i, pattern in enumerate(patterns):
        try:
            re.compile(pattern)
        except re.error as exc:
            raise ConfigError(
                f"{key}[{i}] is not a valid regex ({exc}): {_show(pattern)}"
            ) from None
    return patterns


def _limits(key: str, value: Any) -> dict[str, int]:
    if not isinstance(value, dict):
        raise ConfigError(f"{key} must be an object of model -> token count, got {_show(value)}")
    check = _integer(1)
    return {str(k): check(f"{key}.{k}", v) for k, v in value.items()}


def _choice(*options: str) -> Checker:
    def check(key: str, value: Any) -> str:
        if value not in options:
            raise ConfigError(f"{key} must be one of {', '.join(options)}, got {_show(value)}")
        return str(value)

    return check


@dataclass(frozen=True)
class Key:
    name: str  # JSON key (camelCase)
    attr: str  # attribute on the settings dataclass
    check: Checker
    doc: str


SUMMARIZER_KEYS: tuple[Key, ...] = (
    Key(
        "provider",
        "provider",
        _choice("extractive", "openai", "anthropic"),
        "extractive (offline, no model), openai (any OpenAI-compatible server) or anthropic",
    ),
    Key(
        "baseUrl",
        "base_url",
        _opt_string,
        "API base URL, e.g. http://127.0.0.1:8000/v1 (default: the provider's public API)",
    ),
    Key("model", "model", _opt_string, "model name used for the summary call"),
    Key(
        "apiKeyEnv",
        "api_key_env",
        _opt_string,
        "name of the environment variable that holds the API key (the key itself never goes here)",
    ),
    Key(
        "timeoutSeconds",
        "timeout_seconds",
        _number(0, None, lo_open=True),
        "timeout of one summary request, seconds",
    ),
    Key("maxRetries", "max_retries", _integer(0), "retries on 429/5xx/timeouts, with backoff"),
)

PRIVACY_KEYS: tuple[Key, ...] = (
    Key(
        "redactSecrets",
        "redact_secrets",
        _boolean,
        "redact API keys, tokens, private keys, passwords in URLs before anything is stored",
    ),
    Key(
        "extraPatterns",
        "extra_patterns",
        _regex_list,
        "extra regular expressions whose matches are redacted as well",
    ),
)

TOP_KEYS: tuple[Key, ...] = (
    Key(
        "compactionThreshold",
        "compaction_threshold",
        _number(0, 1, lo_open=True),
        "compact when usage / context limit reaches this ratio; in (0, 1]",
    ),
    Key(
        "minTokensForCompaction",
        "min_tokens_for_compaction",
        _integer(0),
        "never compact a session using fewer tokens than this",
    ),
    Key(
        "compactionCooldownMs",
        "compaction_cooldown_ms",
        _integer(0),
        "minimum time between two compactions of one session, milliseconds",
    ),
    Key(
        "defaultContextLimit",
        "default_context_limit",
        _integer(1),
        "context window assumed when the model's limit cannot be found",
    ),
    Key(
        "contextLimits",
        "context_limits",
        _limits,
        'per-model context window overrides: {"provider/model": 1000000} or {"model": 1000000}',
    ),
    Key(
        "contextInputHeadroomRatio",
        "context_input_headroom_ratio",
        _number(0, 1, lo_open=True),
        "Layer 1: compact old tool results while the input exceeds this share of the window",
    ),
    Key(
        "singleToolResultContextShare",
        "single_tool_result_context_share",
        _number(0, 1, lo_open=True),
        "Layer 1: a single tool result above this share of the window is truncated",
    ),
    Key(
        "maxOverflowCompactionAttempts",
        "max_overflow_compaction_attempts",
        _integer(1),
        "overflow recovery gives up after this many compaction attempts",
    ),
    Key(
        "compactMaxOutputTokens",
        "compact_max_output_tokens",
        _integer(1),
        "output cap of the summary model call, tokens",
    ),
    Key(
        "compactBufferTokens",
        "compact_buffer_tokens",
        _integer(0),
        "headroom kept below the window for the summary request, tokens",
    ),
    Key(
        "charsPerToken",
        "chars_per_token",
        _number(0, None, lo_open=True),
        "static estimate: characters per token of text",
    ),
    Key(
        "toolResultCharsPerToken",
        "tool_result_chars_per_token",
        _number(0, None, lo_open=True),
        "static estimate: characters per token of tool output (3.57 measured on real sessions)",
    ),
    Key(
        "pruneKeepLast",
        "prune_keep_last",
        _integer(0),
        "history pruning keeps the last min(this, total/3) messages",
    ),
    Key(
        "summaryChunkChars",
        "summary_chunk_chars",
        _integer(1),
        "full summary: histories above this many characters are summarised in chunks",
    ),
    Key(
        "summaryMaxChunks",
        "summary_max_chunks",
        _integer(1),
        "full summary: at most this many chunks",
    ),
    Key(
        "oversizedMessageChars",
        "oversized_message_chars",
        _integer(1),
        "degradation: messages above this many characters are left out of a retried summary",
    ),
    Key(
        "calibrationInitialCharsPerToken",
        "calibration_initial_chars_per_token",
        _number(0, None, lo_open=True),
        "calibrated estimate: starting characters per token of text (CJK is counted apart)",
    ),
    Key(
        "calibrationWarmup",
        "calibration_warmup",
        _integer(1),
        "calibrated estimate: reports fitted plainly before the estimate may drift",
    ),
    Key(
        "calibrationAlpha",
        "calibration_alpha",
        _number(0, 1, lo_open=True),
        "calibrated estimate: how fast the fitted ratio and hidden overhead may drift",
    ),
    Key(
        "compactableTools",
        "compactable_tools",
        _string_list,
        "tools whose old results may be compacted (matched across naming styles)",
    ),
    Key(
        "protectedTools", "protected_tools", _string_list, "tools whose results are never compacted"
    ),
    Key(
        "databaseUrl",
        "database_url",
        _opt_string,
        "SQLAlchemy URL, e.g. postgresql+psycopg://user@host/db ($SUPERMEMORY_DATABASE_URL wins)",
    ),
    Key(
        "storagePath",
        "storage_path",
        _opt_string,
        "SQLite file when databaseUrl is not set (default: the user data dir)",
    ),
    Key(
        "searchLimit",
        "search_limit",
        _integer(1, MAX_SEARCH_LIMIT),
        f"default number of search results (at most {MAX_SEARCH_LIMIT:,})",
    ),
    Key(
        "eventsPerSession",
        "events_per_session",
        _integer(0),
        "events kept per session for `supermemory sessions` and `ui` (oldest calls dropped "
        "first; 0 records none)",
    ),
    Key(
        "eventRetentionDays",
        "event_retention_days",
        _integer(0),
        "events older than this many days are deleted (0 keeps them)",
    ),
    Key("privacy", "privacy", lambda k, v: v, "what never reaches the database"),
    Key("summarizer", "summarizer", lambda k, v: v, "the model that writes full summaries"),
    Key(
        "captureHostCompactions",
        "capture_host_compactions",
        _boolean,
        "also save summaries of compactions OpenCode started by itself",
    ),
    Key(
        "injectMemories",
        "inject_memories",
        _boolean,
        "add the project's relevant memories to a session's first message",
    ),
    Key(
        "injectedMemoryLimit",
        "injected_memory_limit",
        _integer(0),
        "how many memories are injected at most",
    ),
    Key(
        "injectedMemoryTokens",
        "injected_memory_tokens",
        _integer(0),
        "token budget of the memories injected into a first message (about 4 characters each)",
    ),
)

_SECTIONS: dict[str, tuple[tuple[Key, ...], type]] = {
    "privacy": (PRIVACY_KEYS, PrivacySettings),
    "summarizer": (SUMMARIZER_KEYS, SummarizerSettings),
}


def default_config_path() -> Path:
    """``$SUPERMEMORY_CONFIG`` or ``~/.config/opencode/supermemory.jsonc``.

    OpenCode keeps its config under the XDG config dir on every platform, so we
    ask platformdirs for the Unix layout (which honours ``XDG_CONFIG_HOME``).
    """
    override = os.environ.get(CONFIG_ENV)
    if override:
        return Path(override).expanduser()
    from platformdirs.unix import Unix

    return Path(Unix().user_config_dir) / "opencode" / CONFIG_FILENAME


def config_path(path: Path | str | None = None) -> Path:
    """``path`` with ``~`` expanded; without one, :func:`default_config_path`."""
    return Path(path).expanduser() if path else default_config_path()


def _closest(name: str, keys: tuple[Key, ...]) -> str:
    import difflib  # only for an unknown key's suggestion: every command loads this module

    match = difflib.get_close_matches(name, [k.name for k in keys], n=1, cutoff=0.5)
    if not match and keys is TOP_KEYS:  # a section key written at the top level
        nested = [f"{section}.{k.name}" for section, (sub, _) in _SECTIONS.items() for k in sub]
        match = [q for q in nested if q.split(".", 1)[1] == name]
    return f" (did you mean {match[0]}?)" if match else ""


def _build(
    raw: Mapping[str, Any],
    keys: tuple[Key, ...],
    cls: type,
    *,
    prefix: str,
    problems: list[str],
    where: str,
    on_error: OnError,
) -> Any:
    by_name = {k.name: k for k in keys}
    values: dict[str, Any] = {}
    for name, value in raw.items():
        if name.startswith("$"):  # "$schema" and friends
            continue
        key = by_name.get(name)
        if key is None:
            warnings.warn(
                f"{where}: unknown key {prefix}{name}{_closest(name, keys)} is ignored",
                ConfigWarning,
                stacklevel=4,
            )
            continue
        if name in _SECTIONS and not prefix:
            if not isinstance(value, dict):
                msg = f"{where}: {name} must be an object, got {_show(value)}"
                if on_error == "fail":
                    raise ConfigError(msg)
                problems.append(msg)
                continue
            sub_keys, sub_cls = _SECTIONS[name]
            values[key.attr] = _build(
                value,
                sub_keys,
                sub_cls,
                prefix=f"{name}.",
                problems=problems,
                where=where,
                on_error=on_error,
            )
            continue
        try:
            values[key.attr] = key.check(prefix + name, value)
        except ConfigError as exc:
            if on_error == "fail":
                raise ConfigError(f"{where}: {exc}") from None
            problems.append(f"{where}: {exc}")
    return cls(**values)


@dataclass(frozen=True)
class LoadedConfig:
    settings: Settings
    path: Path
    exists: bool
    problems: tuple[str, ...] = ()  # errors that were turned into defaults (on_error="warn")
    # True when the file could not be read as a whole (unreadable, not valid JSONC, not an
    # object): every setting is at its default, not only the ones the problems name
    whole_file_ignored: bool = False


def parse_config_text(
    text: str, *, where: str = CONFIG_FILENAME, on_error: OnError = "fail"
) -> tuple[Settings, tuple[str, ...]]:
    """Parse JSONC text into settings. Errors name the file, line/column or key, and value."""
    import json5

    problems: list[str] = []
    try:
        raw = json5.loads(text) if text.strip() else {}
    except (ValueError, RecursionError) as exc:
        if isinstance(exc, RecursionError):
            msg = f"{where}: not valid JSONC: nested too deeply"
        else:
            msg = f"{where}: not valid JSONC: {_json5_position(str(exc), text)}"
        if on_error == "fail":
            raise ConfigError(msg) from None
        return Settings(source=where), (msg,)
    if not isinstance(raw, dict):
        msg = f"{where}: the top level must be an object {{...}}, got {type(raw).__name__}"
        if on_error == "fail":
            raise ConfigError(msg)
        return Settings(source=where), (msg,)
    settings = _build(
        raw, TOP_KEYS, Settings, prefix="", problems=problems, where=where, on_error=on_error
    )
    return replace(settings, source=where), tuple(problems)


def _json5_position(message: str, text: str = "") -> str:
    """json5's '<string>:3 Unexpected "," at column 6' as 'line 3, column 6: unexpected
    character ','', with a hint where the text shows the likely cause (a missing comma,
    an unclosed bracket, string or comment)."""
    m = re.match(r"<string>:(\d+) (.*?)(?: at column (\d+))?$", message, re.S)
    if not m:
        return _one_line(message)
    line, what, col = int(m.group(1)), m.group(2), m.group(3)
    where = f"line {line}" + (f", column {col}" if col else "")
    char = re.fullmatch(r'Unexpected "(.*)"', what, re.S)
    if char is not None:
        found = char.group(1)
        hint = _missing_comma(text, line, int(col)) if col else None
        return f"{where}: unexpected character {_quoted(found)}" + (f" ({hint})" if hint else "")
    if what == "Unexpected end of input":
        unclosed = _unclosed(text)
        return f"{where}: the file ends early" + (f": {unclosed}" if unclosed else "")
    return f"{where}: {_one_line(what[:1].lower() + what[1:])}"


def _quoted(char: str) -> str:
    return "'" + _one_line(char) + "'" if char != "'" else '"\'"'


def _missing_comma(text: str, line: int, column: int) -> str | None:
    """'is a comma missing at the end of line 2?' when a key or value follows a value."""
    lines = text.splitlines()
    if not 1 <= line <= len(lines) or column < 1:
        return None
    here = lines[line - 1][column - 1 : column]
    if not here or not (here in "\"'-+.[{" or here.isalnum()):
        return None
    before = "\n".join([*lines[: line - 1], lines[line - 1][: column - 1]])
    before = re.sub(r"//[^\n]*", "", before).rstrip()  # a line comment is not the value
    if not before or before[-1] in ",{[:":
        return None
    if _unclosed(before) is None:  # the top-level object was already closed
        return "there is text after the end of the top-level object"
    ended = before.count("\n") + 1
    return (
        f"is a comma missing at the end of line {ended}?"
        if ended < line
        else "is a comma missing before it?"
    )


def _unclosed(text: str) -> str | None:
    """What is still open at the end of ``text``: a string, a comment or a bracket."""
    stack: list[tuple[str, int, int]] = []
    i, line, col = 0, 1, 1
    state: tuple[str, int, int] | None = None  # an open string or block comment
    while i < len(text):
        c, pair = text[i], text[i : i + 2]
        step = 1
        if state is not None and state[0] in "\"'":
            if c == "\\":
                step = 2
            elif c == state[0]:
                state = None
        elif state is not None:  # a block comment
            if pair == "*/":
                state, step = None, 2
        elif pair == "//":
            while i < len(text) and text[i] != "\n":
                i += 1
            continue
        elif pair == "/*":
            state, step = ("/*", line, col), 2
        elif c in "\"'":
            state = (c, line, col)
        elif c in "{[":
            stack.append((c, line, col))
        elif c in "}]" and stack:
            stack.pop()
        for ch in text[i : i + step]:
            line, col = (line + 1, 1) if ch == "\n" else (line, col + 1)
        i += step
    if state is not None:
        kind = "a /* comment" if state[0] == "/*" else "a string"
        return f"{kind} opened at line {state[1]}, column {state[2]} is never closed"
    if stack:
        bracket, at_line, at_col = stack[-1]
        return f"the '{bracket}' at line {at_line}, column {at_col} is never closed"
    return None


def _one_line(text: str) -> str:
    """Control characters shown escaped, so an error stays on one line."""
    return "".join(repr(c)[1:-1] if c.isspace() and c != " " else c for c in text)


# Byte-order marks, longest first (UTF-32's LE mark begins with UTF-16's).
_BOMS = (
    (b"\x00\x00\xfe\xff", "utf-32-be"),
    (b"\xff\xfe\x00\x00", "utf-32-le"),
    (b"\xef\xbb\xbf", "utf-8"),
    (b"\xfe\xff", "utf-16-be"),
    (b"\xff\xfe", "utf-16-le"),
)


def decode_config(data: bytes, *, where: str) -> str:
    """The file's text: UTF-8, or whatever its byte-order mark says (an editor on Windows
    saves UTF-16 with one). A byte that is not UTF-8 is a ConfigError naming its line and
    column, never a UnicodeDecodeError."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            try:
                return data[len(bom) :].decode(encoding)
            except UnicodeDecodeError as exc:
                raise ConfigError(
                    f"{where}: not valid {encoding.upper()} after its byte-order mark "
                    f"(byte {exc.start + len(bom)}); save the file as UTF-8"
                ) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        start = exc.start
        line = data.count(b"\n", 0, start) + 1
        line_start = data.rfind(b"\n", 0, start) + 1
        column = len(data[line_start:start].decode("utf-8", errors="replace")) + 1
        hint = "save the file as UTF-8"
        if data.count(b"\x00") * 4 >= len(data):  # every other byte 0: UTF-16, no mark
            hint = "it looks like UTF-16 without a byte-order mark: save it as UTF-8"
        raise ConfigError(
            f"{where}: line {line}, column {column}: byte 0x{data[start]:02x} is not UTF-8; {hint}"
        ) from None
    if "\x00" in text:
        line = text.count("\n", 0, text.index("\x00")) + 1
        raise ConfigError(
            f"{where}: line {line}: a NUL byte; it looks like UTF-16 without a byte-order "
            "mark: save the file as UTF-8"
        )
    return text


def load_config(path: Path | str | None = None, *, on_error: OnError = "fail") -> LoadedConfig:
    """Load the config file; a missing file means all defaults.

    ``on_error="fail"`` raises :class:`ConfigError`; ``"warn"`` keeps every valid key,
    uses defaults for the rest and reports the problems (the plugin must never crash
    its host over a typo).
    """
    p = config_path(path)
    try:
        text = decode_config(p.read_bytes(), where=str(p))
    except FileNotFoundError:
        return LoadedConfig(Settings(), p, exists=False)
    except (OSError, ConfigError) as exc:
        msg = str(exc) if isinstance(exc, ConfigError) else ""
        if isinstance(exc, OSError):
            msg = f"{p}: cannot read config: {exc.strerror or exc}"
        if on_error == "fail":
            raise ConfigError(msg) from None
        return LoadedConfig(Settings(), p, exists=True, problems=(msg,), whole_file_ignored=True)
    settings, problems = parse_config_text(text, where=str(p), on_error=on_error)
    whole = bool(problems) and _unparsable(text)
    return LoadedConfig(settings, p, exists=True, problems=problems, whole_file_ignored=whole)


def _unparsable(text: str) -> bool:
    """Whether ``text`` is not a JSONC object at all (a syntax error, or a list/value)."""
    import json5

    try:
        raw = json5.loads(text) if text.strip() else {}
    except (ValueError, RecursionError):
        return True
    return not isinstance(raw, dict)


def settings_as_json(settings: Settings) -> dict[str, Any]:
    """The settings in the file's own camelCase shape (for ``config show``)."""
    out: dict[str, Any] = {}
    for key in TOP_KEYS:
        value = getattr(settings, key.attr)
        if key.name in _SECTIONS:
            sub_keys, _ = _SECTIONS[key.name]
            out[key.name] = {k.name: _plain(getattr(value, k.attr)) for k in sub_keys}
        else:
            out[key.name] = _plain(value)
    return out


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return list(value)
    if isinstance(value, Mapping):
        return dict(value)
    return value


def render_example() -> str:
    """The documented example file: every key, its default, and what it means."""
    import json

    defaults = settings_as_json(Settings())
    lines = [
        "// supermemory-local configuration (JSON with comments).",
        "// Location: ~/.config/opencode/supermemory.jsonc, or the path in $SUPERMEMORY_CONFIG.",
        "// Every key is optional; the values below are the defaults.",
        "{",
    ]
    for i, key in enumerate(TOP_KEYS):
        comma = "," if i < len(TOP_KEYS) - 1 else ""
        lines.append(f"  // {key.doc}")
        if key.name in _SECTIONS:
            sub_keys, _ = _SECTIONS[key.name]
            lines.append(f'  "{key.name}": {{')
            for j, sub in enumerate(sub_keys):
                sub_comma = "," if j < len(sub_keys) - 1 else ""
                lines.append(f"    // {sub.doc}")
                value = json.dumps(defaults[key.name][sub.name], ensure_ascii=False)
                lines.append(f'    "{sub.name}": {value}{sub_comma}')
            lines.append(f"  }}{comma}")
        else:
            value = json.dumps(defaults[key.name], ensure_ascii=False)
            lines.append(f'  "{key.name}": {value}{comma}')
    lines.append("}")
    return "\n".join(lines) + "\n"


def _self_check() -> None:
    # Every settings attribute has exactly one key (keeps the schema honest).
    attrs = {f.name for f in fields(Settings)} - {"source"}
    assert attrs == {k.attr for k in TOP_KEYS}, attrs ^ {k.attr for k in TOP_KEYS}


_self_check()
