"""A config file in another encoding, or with a byte that is not UTF-8: decoded when it
carries a byte-order mark, else one line naming the file, line and column; the bridge
keeps serving on the defaults, and numbers out of range name the key and the range."""

from __future__ import annotations

from pathlib import Path

import pytest

from supermemory_local.config import MAX_SEARCH_LIMIT, ConfigError, load_config
from supermemory_local.store.cli import main
from tests.plugin.bridge.conftest import start_bridge, stop_bridge

TEXT = '{\n  // the team default\n  "searchLimit": 7\n}\n'


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "utf-16-be", "utf-32"])
def test_a_file_with_a_byte_order_mark_is_decoded(tmp_path: Path, encoding: str) -> None:
    path = tmp_path / "supermemory.jsonc"
    data = TEXT.encode(encoding)
    if encoding == "utf-16-be":
        data = b"\xfe\xff" + data  # Python writes no mark for an explicit byte order
    path.write_bytes(data)
    assert load_config(path).settings.search_limit == 7


def test_a_byte_that_is_not_utf8_names_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "supermemory.jsonc"
    path.write_bytes(b'{\n  "storagePath": "~/m\xe9moires.db"\n}\n')
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    message = str(caught.value)
    assert message == (f"{path}: line 2, column 22: byte 0xe9 is not UTF-8; save the file as UTF-8")


def test_utf16_without_a_mark_is_named(tmp_path: Path) -> None:
    path = tmp_path / "supermemory.jsonc"
    path.write_bytes(TEXT.encode("utf-16-le"))
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    assert "UTF-16 without a byte-order mark" in str(caught.value)
    assert "\n" not in str(caught.value)


def test_warn_mode_keeps_the_defaults_and_reports_the_line(tmp_path: Path) -> None:
    path = tmp_path / "supermemory.jsonc"
    path.write_bytes(b'{"searchLimit": 3, "x": "\xff"}')
    loaded = load_config(path, on_error="warn")
    assert (
        loaded.settings.search_limit == load_config(tmp_path / "none.jsonc").settings.search_limit
    )
    (problem,) = loaded.problems
    assert "line 1, column 26" in problem


def test_config_validate_prints_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "supermemory.jsonc"
    path.write_bytes(TEXT.encode("utf-16-le"))
    monkeypatch.setenv("SUPERMEMORY_CONFIG", str(path))
    assert main(["config", "validate"]) == 1
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1
    assert "unexpected" not in err and "UnicodeDecodeError" not in err and "UTF-16" in err


@pytest.mark.parametrize("value", ["1e30", "100000000000000000000", str(MAX_SEARCH_LIMIT + 1)])
def test_a_huge_search_limit_names_the_key_and_the_range(tmp_path: Path, value: str) -> None:
    path = tmp_path / "supermemory.jsonc"
    path.write_text(f'{{"searchLimit": {value}}}', encoding="utf-8")
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    assert f"searchLimit must be in [1, {MAX_SEARCH_LIMIT}]" in str(caught.value)


def test_the_bridge_keeps_serving_on_a_config_it_cannot_decode(tmp_path: Path) -> None:
    bridge = start_bridge(tmp_path)
    stop_bridge(bridge)
    (tmp_path / "supermemory.jsonc").write_bytes(TEXT.encode("utf-16-le"))
    bridge = start_bridge(tmp_path)
    try:
        init = bridge.call("init", {"directory": str(bridge.project)})
        toasts = [a for a in init.get("actions", []) if a.get("type") == "toast"]
        assert len(toasts) == 1 and "UTF-16" in toasts[0]["message"]
        assert bridge.call("ping")["pong"] is True
        answer = bridge.call("transform", {"messages": []})
        assert "error" not in answer
    finally:
        stop_bridge(bridge)
