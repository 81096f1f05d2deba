"""The write-path privacy filter: private blocks and secrets become ``[REDACTED]``.

Secrets are found by the regex-based plugins of the maintained ``detect-secrets``
library (never its entropy plugins: they flag ordinary code), plus a few patterns for
keys the library does not know, plus the user's ``privacy.extraPatterns``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

from supermemory.config import PrivacySettings

REDACTED = "[REDACTED]"

# <private>...</private>, any case, across lines; an unclosed block runs to the end.
_PRIVATE = re.compile(r"<private\b[^>]*>.*?(?:</private\s*>|\Z)", re.IGNORECASE | re.DOTALL)

# detect-secrets plugins left out: IPPublicDetector is not about secrets. The regexes of
# NpmDetector, OpenAIDetector and JwtTokenDetector backtrack quadratically on long runs
# without spaces (a 200 kB line takes minutes); linear patterns of our own below find the
# same secrets.
_SKIPPED_PLUGINS = frozenset(
    {"IPPublicDetector", "NpmDetector", "OpenAIDetector", "JwtTokenDetector"}
)

# Key names whose values are secrets (DB_PASSWORD, "api_key", client-secret, ...).
_SECRET_KEY = re.compile(
    r"password|passwd|passphrase|pwd|secret|api[_-]?key|access[_-]?key|auth[_-]?token"
    r"|access[_-]?token|refresh[_-]?token|private[_-]?key",
    re.IGNORECASE,
)
# Keys that name or describe a secret rather than hold it: api_key_env, password_file, ...
_DESCRIBING_KEY = re.compile(
    r"[_.-](?:env|var|name|file|path|id|len|length|type|hint|prompt|field|header|min|max)$",
    re.IGNORECASE,
)
# A key token (bounded, and only where a token starts, so long dotted or hyphenated runs
# cannot make the search quadratic) and an assignment operator.
_KEY = r"(?<![A-Za-z0-9_.-])([A-Za-z0-9_.-]{1,64})"
_ASSIGN = r"(?::=|=>|[:=])"

# Our own patterns: group 1, when present, is the secret; otherwise the whole match.
_OWN_PATTERNS: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p)
    for p in (
        # PEM private key blocks, whole (the library only flags the BEGIN line).
        r"(?s)-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----.*?"
        r"(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|\Z)",
        r"\bsk-ant-[A-Za-z0-9_\-]{16,}",  # Anthropic
        r"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}",  # OpenAI, every generation
        # JSON Web Tokens: starts only where a token starts; possessive runs never backtrack.
        r"(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_=-]*+\.[A-Za-z0-9_=-]++\.?[A-Za-z0-9_\-+/=]*+",
        r"\bAIza[0-9A-Za-z_\-]{35}",  # Google API keys
        r"\bgithub_pat_[A-Za-z0-9_]{22,}",  # GitHub fine-grained tokens
        r"\bgh[pousr]_[A-Za-z0-9]{30,}",  # GitHub classic tokens of any length
        r"\bnpm_[A-Za-z0-9]{36}\b",  # npm
        r"\bxox[abposr]-[A-Za-z0-9-]{10,}",  # Slack, any shape
        r"\bxapp-[0-9]-[A-Za-z0-9-]{10,}",  # Slack app-level tokens
        r"\b[rsp]k_(?:live|test)_[0-9A-Za-z]{16,}",  # Stripe, any length
        r"\bhf_[A-Za-z0-9]{30,}",  # Hugging Face
        r"\bAKIA[0-9A-Z]{16}\b",  # AWS access key ids
        # Credentials in URLs, also with an empty user or reserved characters in the password.
        r"\b[A-Za-z][A-Za-z0-9+.\-]{0,30}://[^/\s:@]{0,256}:([^/\s@]{1,256})@",
        r"_authToken=\s*([^\s\"']+)",  # .npmrc (the library's regex is quadratic on long lines)
        # Authorization headers: Bearer/Basic/token values.
        r"(?i)\bauthorization\b[\"']?\s*[:=]\s*[\"']?(?:bearer|basic|token|bot)?\s*"
        r"([A-Za-z0-9._~+/\-]{8,}=*)",
        r"(?i)\bbearer\s+([A-Za-z0-9._~+/\-]{16,}=*)",
    )
)

# password = "..." / "password": "..." / password: '...' (template references are kept).
_QUOTED_ASSIGNMENT = re.compile(rf"{_KEY}[\"']?[ \t]*{_ASSIGN}[ \t]*[\"']([^\"'\r\n]{{3,}})[\"']")
_REFERENCE = re.compile(r"\$\{[^}]*\}|\$[A-Za-z_]\w*|\{\{[^}]*\}\}|%\([^)]*\)s|<[^>]*>")
# password=value without quotes (env files, URLs, CLI flags, YAML). Code references such as
# `password=password)` or `password: str` are left alone (see _looks_like_code).
_UNQUOTED_ASSIGNMENT = re.compile(rf"{_KEY}[ \t]*{_ASSIGN}[ \t]*([^\s\"'`,;&()<>{{}}\[\]|]{{3,}})")
_IDENTIFIER_PATH = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*")
_CODE_FOLLOWERS = frozenset("(),[.=|:")
_NON_SECRETS = frozenset(
    {"none", "null", "true", "false", "yes", "no", "on", "off", "nil", "undefined", "str", "bytes"}
)

# The rest of a token after a match: key characters, and dots between them.
_TOKEN_TAIL = re.compile(r"(?:[A-Za-z0-9_\-+/=]|\.(?=[A-Za-z0-9_\-+/=]))*+")


@cache
def _library_patterns() -> tuple[re.Pattern[str], ...]:
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
    from detect_secrets.plugins.base import RegexBasedDetector

    patterns: list[re.Pattern[str]] = []
    plugin: Any
    for plugin in get_mapping_from_secret_type_to_class().values():
        if issubclass(plugin, RegexBasedDetector) and plugin.__name__ not in _SKIPPED_PLUGINS:
            detector: Any = plugin  # concrete subclasses; mypy sees the abstract base
            patterns.extend(detector().denylist)
    return tuple(patterns)


@cache
def _compiled(extra: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(p) for p in extra)


def _group_spans(match: re.Match[str]) -> list[tuple[int, int]] | None:
    """Spans of the capturing groups that hold the secret, or None to take the whole match.

    detect-secrets regexes use groups both for the secret (``://user:(pass)@``) and for
    prefixes (``(ghp|gho)_...``); a short group is a prefix, so the whole match is taken.
    """
    spans = [match.span(i) for i in range(1, (match.re.groups or 0) + 1) if match.group(i)]
    if spans and max(end - start for start, end in spans) >= 8:
        return spans
    return None


def _whole_token(text: str, start: int, end: int) -> tuple[int, int]:
    """Widen a match to the whole token (keys longer than a regex's fixed length), and trim
    the separators some regexes include (whitespace, quotes, ``=``, ``:``)."""
    while start < end and text[start] in " \t\r\n\"'=:":
        start += 1
    while end > start and text[end - 1] in " \t\r\n\"'":
        end -= 1
    tail = _TOKEN_TAIL.match(text, end)
    return start, tail.end() if tail else end


def _pattern_spans(text: str, pattern: re.Pattern[str]) -> Iterator[tuple[int, int]]:
    covered = 0  # matches inside an already widened span add nothing (and keep this linear)
    for match in pattern.finditer(text):
        if match.end() == match.start() or match.end() <= covered:
            continue
        groups = _group_spans(match)
        if groups is not None:
            yield from groups
        else:
            start, covered = _whole_token(text, match.start(), match.end())
            yield start, covered


def _looks_like_code(text: str, match: re.Match[str]) -> bool:
    value = match.group(2)
    if value.startswith("$") or _is_placeholder(value):
        return True
    if not _IDENTIFIER_PATH.fullmatch(value):
        return False
    rest = text[match.end(2) :].lstrip(" \t")
    return "." in value or (bool(rest) and rest[0] in _CODE_FOLLOWERS)


def _is_secret_key(key: str) -> bool:
    return bool(_SECRET_KEY.search(key)) and not _DESCRIBING_KEY.search(key)


def _is_placeholder(value: str) -> bool:
    """``${DB_PASSWORD}``, ``{{ secret }}``, ``<your-key>``, ``...``: nothing to hide."""
    if value.lower() in _NON_SECRETS or _REFERENCE.fullmatch(value):
        return True
    return not any(c.isalnum() for c in value)


def _assignment_spans(text: str) -> Iterator[tuple[int, int]]:
    """Values assigned to password-like keys, unless they are code or placeholders."""
    for match in _QUOTED_ASSIGNMENT.finditer(text):
        if _is_secret_key(match.group(1)) and not _is_placeholder(match.group(2)):
            yield match.span(2)
    for match in _UNQUOTED_ASSIGNMENT.finditer(text):
        if _is_secret_key(match.group(1)) and not _looks_like_code(text, match):
            yield match.span(2)


def _secret_spans(text: str, settings: PrivacySettings) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    if settings.redact_secrets:
        for pattern in (*_library_patterns(), *_OWN_PATTERNS):
            spans.extend(_pattern_spans(text, pattern))
        spans.extend(_assignment_spans(text))
    for pattern in _compiled(tuple(settings.extra_patterns)):
        spans.extend((m.start(), m.end()) for m in pattern.finditer(text) if m.end() > m.start())
    return spans


def _merge(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def _replace(text: str, spans: list[tuple[int, int]]) -> str:
    out: list[str] = []
    pos = 0
    for start, end in spans:
        out.append(text[pos:start])
        out.append(REDACTED)
        pos = end
    out.append(text[pos:])
    return "".join(out)


def redact(text: str, *, settings: PrivacySettings | None = None) -> tuple[str, int]:
    """``text`` with private blocks and secrets replaced by ``[REDACTED]``, and how many."""
    settings = settings or PrivacySettings()
    private = _merge([m.span() for m in _PRIVATE.finditer(text)])
    text = _replace(text, private)
    spans = _merge(_secret_spans(text, settings))
    return _replace(text, spans), len(private) + len(spans)


def is_entirely_redacted(text: str) -> bool:
    """Nothing but whitespace and ``[REDACTED]`` markers is left."""
    return not text.replace(REDACTED, "").strip()


def redact_value(value: Any, settings: PrivacySettings) -> tuple[Any, int]:
    """Redact every string inside a JSON-like value (dict values, list items), keys untouched."""
    if isinstance(value, str):
        return redact(value, settings=settings)
    if isinstance(value, Mapping):
        done = {key: redact_value(item, settings) for key, item in value.items()}
        return {key: v for key, (v, _) in done.items()}, sum(n for _, n in done.values())
    if isinstance(value, list | tuple):
        items = [redact_value(item, settings) for item in value]
        return [v for v, _ in items], sum(n for _, n in items)
    return value, 0
