"""The engine's calls run with the cyclic garbage collector paused, and leave it as
they found it: enabled again after the last overlapping call, disabled when the host
had disabled it, also when the call raises."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest

from supermemory_local.engine.gcpause import collector_paused, pauses_collector
from supermemory_local.engine.notifier import RecordingNotifier
from supermemory_local.hosts.library import ContextManager


@pytest.fixture(autouse=True)
def collector_enabled() -> Iterator[None]:
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_paused_inside_enabled_after_also_when_the_call_raises() -> None:
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()

    @pauses_collector
    def fails() -> None:
        assert not gc.isenabled()
        raise ValueError("boom")

    with pytest.raises(ValueError, match="boom"):
        fails()
    assert gc.isenabled()


def test_a_collector_the_host_disabled_stays_disabled() -> None:
    gc.disable()
    with collector_paused():
        assert not gc.isenabled()
    assert not gc.isenabled()


def test_overlapping_calls_enable_it_when_the_last_one_returns() -> None:
    inner_done = threading.Event()
    outer_may_end = threading.Event()
    seen: list[bool] = []

    def other_thread() -> None:
        with collector_paused():
            outer_may_end.set()
            inner_done.wait(5)
            seen.append(gc.isenabled())
        seen.append(gc.isenabled())

    with collector_paused():
        t = threading.Thread(target=other_thread)
        t.start()
        assert outer_may_end.wait(5)
    # this call returned, the other is still running: still paused
    assert not gc.isenabled()
    inner_done.set()
    t.join(5)
    assert seen == [False, True]
    assert gc.isenabled()


class _Watched(list):  # type: ignore[type-arg]
    """A history that notes whether the collector runs while the engine reads it."""

    def __init__(self, items: list[dict[str, str]], seen: list[bool]) -> None:
        super().__init__(items)
        self.seen = seen

    def __iter__(self):  # type: ignore[no-untyped-def]
        self.seen.append(gc.isenabled())
        return super().__iter__()


def test_the_managers_calls_run_with_the_collector_paused() -> None:
    seen: list[bool] = []
    history = [{"role": "user", "content": "Port the scheduler to asyncio."}]
    cm = ContextManager(context_window=100_000, notifier=RecordingNotifier())
    cm.prepare(_Watched(history, seen))
    cm.estimate(_Watched(history, seen))
    assert seen and not any(seen)
    assert gc.isenabled()
