"""Where the library saves: the one notice naming the store, ``store=`` and ``save=False``."""

from __future__ import annotations

from pathlib import Path

from supermemory_local.engine.notifier import RecordingNotifier
from supermemory_local.hosts.library import ContextManager
from supermemory_local.store.repository import MemoryStore

HISTORY = [
    {"role": "system", "content": "You are a coding agent."},
    {"role": "user", "content": "Rename parse_args to read_options everywhere"},
    {"role": "assistant", "content": "Renamed it in cli.py and main.py."},
]


def test_save_false_writes_nothing_anywhere(isolated_home: Path) -> None:
    notifier = RecordingNotifier()
    cm = ContextManager(context_window=32_000, save=False, notifier=notifier)
    assert cm.close(HISTORY) is None
    assert notifier.notices == []
    assert cm.store is None  # the store was never opened
    assert not (isolated_home / ".local" / "share" / "supermemory").exists()


def test_the_first_save_to_the_default_store_says_where_once(isolated_home: Path) -> None:
    notifier = RecordingNotifier()
    cm = ContextManager(context_window=32_000, scope="demo", notifier=notifier)
    first = cm.close(HISTORY)
    second = cm.close([*HISTORY, {"role": "user", "content": "and in the docs"}])
    assert first is not None and second is not None
    assert cm.store is not None
    database = isolated_home / ".local" / "share" / "supermemory" / "memories.db"
    assert cm.store.url == f"sqlite:///{database}"
    assert second.id in [m.id for m in cm.store.list(scope="demo")]
    assert [str(n) for n in notifier.notices] == [
        f"Supermemory: summary saved as memory {first.id} in sqlite:///{database} "
        "(scope demo); save=False keeps summaries out of the store"
    ]
    cm.store.close()


def test_a_store_the_caller_gives_is_used_without_a_notice(tmp_path: Path) -> None:
    notifier = RecordingNotifier()
    with MemoryStore.open(url=f"sqlite:///{tmp_path / 'mine.db'}") as store:
        cm = ContextManager(context_window=32_000, store=store, scope="demo", notifier=notifier)
        saved = cm.close(HISTORY)
        assert saved is not None
        assert [m.id for m in store.list(scope="demo")] == [saved.id]
    assert notifier.notices == []


def test_close_in_the_block_then_leaving_it_saves_one_memory(tmp_path: Path) -> None:
    with MemoryStore.open(url=f"sqlite:///{tmp_path / 'one.db'}") as store:
        with ContextManager(
            context_window=32_000, store=store, scope="s", notifier=RecordingNotifier()
        ) as cm:
            cm.prepare(HISTORY[:2])
            cm.close(HISTORY)
        assert len(store.list(scope="s")) == 1
