"""The JSON-lines protocol between the shim and the bridge.

Request (one line): ``{"id": 7, "method": "event", "params": {...}}``.
Response (one line, same ``id``): ``{"id": 7, "ok": true, "result": {...}}`` or
``{"id": 7, "ok": false, "error": "one line"}``. A line that is not a request gets
an error response with ``"id": null``; the bridge keeps running. Whatever a line
holds cannot stop it: invalid UTF-8 is read with replacement characters, lone
surrogates (half an emoji, as JavaScript string slicing makes them) become U+FFFD,
``NaN``/``Infinity``, numbers beyond a float or an int's digit limit and nesting
deeper than the parser goes are refused with a one-line error.

A result may carry ``"actions"``, run by the shim in order:

- ``{"type": "toast", "title", "message", "variant", "duration"?}`` ->
  ``client.tui.showToast``.
- ``{"type": "summarize", "sessionID", "providerID", "modelID", "auto"}`` ->
  ``client.session.summarize`` in the background; when it returns the shim sends
  ``summarize.done`` ``{sessionID, ok, error?}``.
- ``{"type": "call", "call": "config.providers", "args": {...}, "then": "method",
  "context": {...}, "delayMs"?, "wait"?}`` -> the shim calls that client function
  and sends ``then`` with ``{context, ok, data?, error?}``; with ``wait`` the hook
  waits for it and uses the follow-up's result as its own.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any, Literal

from supermemory_local.hosts.jsontext import sanitized

PROTOCOL_VERSION = 1

Action = dict[str, Any]
Variant = Literal["info", "success", "warning", "error"]


class ProtocolError(ValueError):
    """A request line the bridge cannot read; ``request_id`` when one was found."""

    def __init__(self, message: str, request_id: Any = None) -> None:
        super().__init__(message)
        self.request_id = request_id


@dataclass(frozen=True)
class Request:
    id: Any
    method: str
    params: dict[str, Any]


def _constant(name: str) -> Any:
    raise ProtocolError(f"not a JSON number: {name}")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ProtocolError(f"a number beyond the float range: {text[:40]}")
    return value


def parse_request(line: str) -> Request:
    try:
        data = json.loads(line, parse_constant=_constant, parse_float=_finite)
    except ProtocolError:
        raise
    except RecursionError:
        raise ProtocolError("not a JSON line: nested too deeply") from None
    except ValueError as exc:
        raise ProtocolError(f"not a JSON line: {exc}") from None
    data = sanitized(data)
    if not isinstance(data, dict):
        raise ProtocolError(f"a request is a JSON object, got {type(data).__name__}")
    request_id = data.get("id")
    method = data.get("method")
    if not isinstance(method, str) or not method:
        raise ProtocolError("the request has no method", request_id)
    params = data.get("params", {})
    if params is None:
        params = {}
    if not isinstance(params, dict):
        raise ProtocolError("params must be a JSON object", request_id)
    return Request(request_id, method, params)


def success(request_id: Any, result: dict[str, Any]) -> str:
    return json.dumps({"id": request_id, "ok": True, "result": result}, ensure_ascii=False)


def failure(request_id: Any, message: str) -> str:
    return json.dumps({"id": request_id, "ok": False, "error": message}, ensure_ascii=False)


def toast(
    title: str, message: str, variant: Variant = "info", duration: int | None = None
) -> Action:
    action: Action = {"type": "toast", "title": title, "message": message, "variant": variant}
    if duration is not None:
        action["duration"] = duration
    return action


def summarize(session_id: str, provider_id: str, model_id: str, *, auto: bool) -> Action:
    return {
        "type": "summarize",
        "sessionID": session_id,
        "providerID": provider_id,
        "modelID": model_id,
        "auto": auto,
    }


def call(
    name: str,
    *,
    then: str,
    context: dict[str, Any],
    args: dict[str, Any] | None = None,
    wait: bool = False,
    delay_ms: int = 0,
) -> Action:
    action: Action = {"type": "call", "call": name, "then": then, "context": context}
    if args:
        action["args"] = args
    if wait:
        action["wait"] = True
    if delay_ms:
        action["delayMs"] = delay_ms
    return action
