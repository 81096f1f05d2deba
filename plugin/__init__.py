"""supermemory-local: preemptive, structured context compaction for coding agents.

The public API a Python agent loop needs::

    from supermemory_local import ContextManager, is_context_overflow

    cm = ContextManager(context_window=200_000, model="gpt-4o")
    messages = cm.prepare(messages)          # before every model call
    ...                                      # on an overflow error: cm.recover(messages, err)
    cm.observe_usage(input_tokens=..., output_tokens=..., messages=messages)

and the memory store behind it::

    from supermemory_local import MemoryStore

    with MemoryStore.open() as store:        # the configured SQLite file (or PostgreSQL URL)
        store.add("Use tabs in Makefiles", scope="my-project")
        hits = store.search("Makefiles")

``ContextManager`` is the library host (``supermemory_local.hosts.library``): the
engine's cascade, with its summaries and session memory saved through the conversation
core every host uses.

The subpackages are ``supermemory_local.engine`` (the cascade), ``supermemory_local.summarizers``,
``supermemory_local.store`` (repository, CLI), ``supermemory_local.bridge`` (the OpenCode host) and
``supermemory_local.migrations`` (Alembic). Names are imported on first use, so ``import
supermemory`` stays cheap for the CLI, which starts on every call.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

# name -> module that defines it; resolved lazily by __getattr__ (PEP 562).
_EXPORTS: dict[str, str] = {
    "ContextManager": "supermemory_local.hosts.library",
    "ContextOverflowUnrecoverable": "supermemory_local.engine.manager",
    "EngineEvent": "supermemory_local.engine.manager",
    "FitResult": "supermemory_local.engine.manager",
    "is_context_overflow": "supermemory_local.engine.overflow",
    "Summarizer": "supermemory_local.engine.summarizer",
    "SummaryRequest": "supermemory_local.engine.summarizer",
    "SummaryError": "supermemory_local.engine.summarizer",
    "Notice": "supermemory_local.engine.notifier",
    "Notifier": "supermemory_local.engine.notifier",
    "MemoryStore": "supermemory_local.store.repository",
    "Memory": "supermemory_local.store.repository",
    "StoreError": "supermemory_local.store.errors",
    "MemoryNotFoundError": "supermemory_local.store.errors",
    "PrivacyError": "supermemory_local.store.errors",
    "Settings": "supermemory_local.config",
    "ConfigError": "supermemory_local.config",
    "load_config": "supermemory_local.config",
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
    from supermemory_local.config import ConfigError, Settings, load_config
    from supermemory_local.engine.manager import (
        ContextOverflowUnrecoverable,
        EngineEvent,
        FitResult,
    )
    from supermemory_local.engine.notifier import Notice, Notifier
    from supermemory_local.engine.overflow import is_context_overflow
    from supermemory_local.engine.summarizer import Summarizer, SummaryError, SummaryRequest
    from supermemory_local.hosts.library import ContextManager
    from supermemory_local.store.errors import MemoryNotFoundError, PrivacyError, StoreError
    from supermemory_local.store.repository import Memory, MemoryStore


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'supermemory_local' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
