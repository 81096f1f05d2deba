"""The bridge's store of sent messages: stubs resolve to the same dicts, or ask for a resend."""

from __future__ import annotations

from supermemory_local.bridge.history import HistoryCache


def full(message_id: str, sig: str, text: str = "hi") -> dict[str, object]:
    return {"info": {"id": message_id}, "parts": [{"type": "text", "text": text}], "sig": sig}


def test_stubs_resolve_to_the_messages_sent_before() -> None:
    cache = HistoryCache()
    a, b = full("a", "1"), full("b", "1")
    assert cache.resolve([a, b]) == [a, b]
    resolved = cache.resolve([{"id": "a", "sig": "1"}, {"id": "b", "sig": "1"}])
    assert resolved is not None and resolved[0] is a and resolved[1] is b


def test_a_changed_or_unknown_stub_asks_for_a_resend() -> None:
    cache = HistoryCache()
    cache.resolve([full("a", "1")])
    assert cache.resolve([{"id": "a", "sig": "2"}]) is None
    assert cache.resolve([{"id": "zz", "sig": "1"}]) is None
    newer = full("a", "2", "longer text")
    assert cache.resolve([newer]) == [newer]
    resolved = cache.resolve([{"id": "a", "sig": "2"}])
    assert resolved is not None and resolved[0] is newer


def test_the_oldest_messages_are_evicted_beyond_the_limit() -> None:
    cache = HistoryCache(limit=2)
    cache.resolve([full("a", "1"), full("b", "1"), full("c", "1")])
    assert cache.resolve([{"id": "a", "sig": "1"}]) is None
    assert cache.resolve([{"id": "c", "sig": "1"}]) is not None
