"""supermemory-local: preemptive, structured context compaction for coding agents.

The public API a Python agent loop needs::

    from supermemory import ContextManager, is_context_overflow

    cm = ContextManager(context_window=200_000, model="gpt-4o")
    messages = cm.prepare(messages)          # before every model call
    ...                                      # on an overflow error: cm.recover(messages, err)
    cm.observe_usage(input_tokens=..., output_tokens=..., messages=messages)

and the memory store behind it::

    from supermemory import MemoryStore

    with MemoryStore.open() as store:        # the configured SQLite file (or PostgreSQL URL)
        store.add("Use tabs in Makefiles", scope="my-project")
        hits = store.search("Makefiles")

The subpackages are ``supermemory.engine`` (the cascade), ``supermemory.summarizers``,
``supermemory.store`` (repository, CLI), ``supermemory.bridge`` (the OpenCode host) and
``supermemory.migrations`` (Alembic). Names are imported on first use, so ``import
supermemory`` stays cheap for the CLI, which starts on every call.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

# name -> module that defines it; resolved lazily by __getattr__ (PEP 562).
_EXPORTS: dict[str, str] = {
    "ContextManager": "supermemory.engine.manager",
    "ContextOverflowUnrecoverable": "supermemory.engine.manager",
    "EngineEvent": "supermemory.engine.manager",
    "FitResult": "supermemory.engine.manager",
    "is_context_overflow": "supermemory.engine.overflow",
    "Summarizer": "supermemory.engine.summarizer",
    "SummaryRequest": "supermemory.engine.summarizer",
    "SummaryError": "supermemory.engine.summarizer",
    "Notice": "supermemory.engine.notifier",
    "Notifier": "supermemory.engine.notifier",
    "MemoryStore": "supermemory.store.repository",
    "Memory": "supermemory.store.repository",
    "StoreError": "supermemory.store.errors",
    "MemoryNotFoundError": "supermemory.store.errors",
    "PrivacyError": "supermemory.store.errors",
    "Settings": "supermemory.config",
    "ConfigError": "supermemory.config",
    "load_config": "supermemory.config",
}

__all__ = [
    "ConfigError",
    "ContextManager",
    "ContextOverflowUnrecoverable",
    "EngineEvent",
    "FitResult",
    "Memory",
    "MemoryNotFoundError",
    "MemoryStore",
    "Notice",
    "Notifier",
    "PrivacyError",
    "Settings",
    "StoreError",
    "Summarizer",
    "SummaryError",
    "SummaryRequest",
    "__version__",
    "is_context_overflow",
    "load_config",
]

if TYPE_CHECKING:
    from supermemory.config import ConfigError, Settings, load_config
    from supermemory.engine.manager import (
        ContextManager,
        ContextOverflowUnrecoverable,
        EngineEvent,
        FitResult,
    )
    from supermemory.engine.notifier import Notice, Notifier
    from supermemory.engine.overflow import is_context_overflow
    from supermemory.engine.summarizer import Summarizer, SummaryError, SummaryRequest
    from supermemory.store.errors import MemoryNotFoundError, PrivacyError, StoreError
    from supermemory.store.repository import Memory, MemoryStore


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'supermemory' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
