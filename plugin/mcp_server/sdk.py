"""Loading the ``mcp`` SDK's server side for ``supermemory mcp``, and building the server.

Imported only when the server is built: over stdio that is when a request needs the
SDK server (the handshake is answered before: mcp_server/front.py).
"""

from __future__ import annotations

import contextlib
import importlib.abc
import importlib.machinery
import importlib.util
import sys
import types
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import logging

    from mcp.server.mcpserver import MCPServer

    from supermemory_local.hosts.standalone import HostMemories

from supermemory_local.mcp_server import MISSING_SDK

_UNSET = object()


# The web stack the SDK's HTTP transports use. Its server modules (the low-level
# `Server` and `MCPServer` alike) import it at their top, also when they serve stdio;
# about a fifth of the SDK's import time. A stdio server never calls into it.
WEB_STACK = ("starlette", "uvicorn", "sse_starlette", "httpx2")


def load_server_sdk(*, stdio: bool = False) -> None:
    """Import the ``mcp`` SDK's server side without the client side, its models unbuilt.

    ``import mcp.server...`` runs ``mcp/__init__.py`` first, which imports the SDK's client
    (``mcp.client``: about 40 % of the SDK's import time) for its re-exports. The server
    needs none of them: an empty ``mcp`` package module (the real one's path, its
    ``__init__`` not run) is put in place first, and ``mcp.server`` and below import from
    the real files. If the SDK's layout ever refuses this, the ordinary import is used.

    The SDK defines some 450 pydantic models (every protocol type, once as the API sees it
    and once per wire version); pydantic builds each one's validator when the class is
    created, about 100 ms of the import here. They are created with pydantic's ``defer_build``
    (see :func:`_deferred_model_builds`): a model's validator is built the first time it
    validates, so a session builds the few it uses (initialize, tools/list, tools/call).

    ``stdio``: the server will only ever serve stdio, so the web stack (:data:`WEB_STACK`)
    is not imported: while the SDK's modules run, those packages are placeholders
    (:func:`_without_web_stack`) whose names exist but refuse to be used. If the SDK's
    modules need more of them at import than names (a later release), the ordinary
    import is used.
    """
    with _deferred_model_builds():
        if "mcp" not in sys.modules:
            spec = importlib.util.find_spec("mcp")
            if spec is None:
                raise ModuleNotFoundError(MISSING_SDK, name="mcp")
            sys.modules["mcp"] = importlib.util.module_from_spec(spec)
        try:
            with _without_web_stack() if stdio else contextlib.nullcontext():
                import mcp.server.mcpserver
        except Exception:
            for name in [n for n in sys.modules if _is_sdk_or_web(n)]:
                del sys.modules[name]
            import mcp.server.mcpserver  # noqa: F401


def _is_sdk_or_web(name: str) -> bool:
    top = name.partition(".")[0]
    return top == "mcp" or top in WEB_STACK


class _NotLoaded:
    """What a name of a placeholder module stands for: a class that can be named,
    subclassed and subscripted at import (``Mount``, ``Response``, ``Client[...]``), and
    that says what is missing if it is ever used."""

    __module_name__ = ""

    def __init__(self, *args: object, **kwargs: object) -> None:
        raise RuntimeError(
            f"{type(self).__module_name__}.{type(self).__name__} is not loaded: "
            "this supermemory mcp serves stdio only"
        )

    def __class_getitem__(cls, item: object) -> type[_NotLoaded]:
        return cls


class _Placeholder(types.ModuleType):
    """A module of the web stack that was not imported (see :func:`_without_web_stack`)."""

    def __getattr__(self, name: str) -> type[_NotLoaded]:
        if name.startswith("__"):
            raise AttributeError(name)
        value = type(name, (_NotLoaded,), {"__module_name__": self.__name__})
        setattr(self, name, value)
        return value


class _WebStackFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(
        self, fullname: str, path: object = None, target: object = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname.partition(".")[0] not in WEB_STACK:
            return None
        return importlib.machinery.ModuleSpec(fullname, self, is_package=True)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> types.ModuleType:
        return _Placeholder(spec.name)

    def exec_module(self, module: types.ModuleType) -> None:
        module.__path__ = []


@contextlib.contextmanager
def _without_web_stack() -> Iterator[None]:
    """While inside, importing a package of :data:`WEB_STACK` (not imported yet) gives a
    placeholder module (:class:`_Placeholder`); the SDK's modules bind its names and
    never call them when they serve stdio."""
    if any(name in sys.modules for name in WEB_STACK):
        yield  # already imported for real (a test, an embedding program): nothing to save
        return
    finder = _WebStackFinder()
    sys.meta_path.insert(0, finder)
    try:
        yield
    finally:
        sys.meta_path.remove(finder)


@contextlib.contextmanager
def _deferred_model_builds() -> Iterator[None]:
    """Every pydantic model class created inside defers building its validator.

    pydantic has no process-wide setting for ``defer_build``; a model inherits its base's
    ``model_config``, so the base of all models carries it while the SDK's modules run,
    and its own config is put back after: models created later (the tools' argument
    models, ours) are built as usual.

    The same for the SDK's module-level ``TypeAdapter`` s (the unions of every request,
    notification and result, about 75 ms of the import): pydantic defers an adapter whose
    config says ``defer_build``; none of the SDK's has a config, so while inside, every
    adapter created defers (its ``_defer_build`` answers yes) and builds at its first use.
    """
    from pydantic import BaseModel, TypeAdapter

    config = BaseModel.model_config
    before = config.get("defer_build", _UNSET)
    config["defer_build"] = True
    adapter_defer = TypeAdapter.__dict__["_defer_build"]
    TypeAdapter._defer_build = property(lambda self: True)  # type: ignore[method-assign,assignment]
    try:
        yield
    finally:
        TypeAdapter._defer_build = adapter_defer  # type: ignore[method-assign]
        if before is _UNSET:
            config.pop("defer_build", None)
        else:
            config["defer_build"] = before  # type: ignore[typeddict-item]


def build_server(
    host: HostMemories,
    logger: logging.Logger,
    *,
    started: Callable[[], None] | None = None,
    stdio: bool = False,
) -> MCPServer:
    """The MCP server over ``host``'s memories (tools and the summary resource);
    ``started`` runs before the first tool call or resource read; ``stdio``: it will
    serve stdio only (see :func:`load_server_sdk`)."""
    load_server_sdk(stdio=stdio)
    from supermemory_local.mcp_server.app import build_server as build

    return build(host, logger, started=started or (lambda: None))
