"""``supermemory config …``, ``db …`` and ``doctor``, in-process with real files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from supermemory_local.config import Settings, default_config_path, render_example, settings_as_json
from supermemory_local.store.cli import main
from supermemory_local.store.db import default_sqlite_path
from supermemory_local.store.migrate import HEAD_REVISION

REPO = Path(__file__).resolve().parents[2]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def write_config(text: str) -> Path:
    path = default_config_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


# --- the example file -------------------------------------------------------------


def test_example_file_is_the_rendered_example() -> None:
    assert (REPO / "supermemory.jsonc.example").read_text(encoding="utf-8") == render_example()


def test_example_documents_every_key_with_a_comment() -> None:
    lines = (REPO / "supermemory.jsonc.example").read_text(encoding="utf-8").splitlines()

    def documented(key: str) -> bool:
        for i, line in enumerate(lines):
            if line.strip().startswith(f'"{key}":'):
                return lines[i - 1].strip().startswith("//")
        return False

    for key, value in settings_as_json(Settings()).items():
        assert documented(key), key
        if isinstance(value, dict) and key in ("privacy", "summarizer"):
            for sub in value:
                assert documented(sub), f"{key}.{sub}"


# --- config path / show / validate / init -----------------------------------------


def test_config_path_default_flag_and_env(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert run(capsys, "config", "path") == (0, f"{default_config_path()}\n", "")
    flag = tmp_path / "flag.jsonc"
    assert run(capsys, "--config", str(flag), "config", "path")[1] == f"{flag}\n"
    assert run(capsys, "config", "path", "--config", str(flag))[1] == f"{flag}\n"
    env = tmp_path / "env.jsonc"
    monkeypatch.setenv("SUPERMEMORY_CONFIG", str(env))
    assert run(capsys, "config", "path")[1] == f"{env}\n"


def test_config_path_reports_a_broken_file_but_succeeds(capsys: pytest.CaptureFixture[str]) -> None:
    path = write_config('{"compactionThreshold": 1.5}')
    code, out, err = run(capsys, "config", "path")
    assert (code, out) == (0, f"{path}\n")
    assert err == f"supermemory: warning: {path}: compactionThreshold must be in (0, 1], got 1.5\n"


def test_config_show_is_the_effective_settings(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    code, out, _ = run(capsys, "config", "show")
    assert code == 0
    assert json.loads(out) == settings_as_json(Settings())
    write_config('// mine\n{"compactionThreshold": 0.6, "summarizer": {"model": "m1"},}')
    shown = json.loads(run(capsys, "config", "show")[1])
    assert shown["compactionThreshold"] == 0.6
    assert shown["summarizer"]["model"] == "m1"
    monkeypatch.setenv("SUPERMEMORY_DATABASE_URL", "postgresql+psycopg://me:hunter2@db.local/mem")
    shown = json.loads(run(capsys, "config", "show")[1])
    assert shown["databaseUrl"] == "postgresql+psycopg://me:***@db.local/mem"


def test_config_validate_ok(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "config", "validate")
    assert code == 0 and out.startswith("ok") and err == ""
    path = write_config('{"searchLimit": 5}')
    assert run(capsys, "config", "validate") == (0, f"ok: {path}\n", "")


def test_config_validate_syntax_error_names_file_line_and_column(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = write_config('{\n  "searchLimit": 5,\n  "compactionThreshold": ,\n}\n')
    code, out, err = run(capsys, "config", "validate")
    assert (code, out) == (1, "")
    assert (
        err == f"supermemory: error: {path}: not valid JSONC: line 3, column 26: "
        "unexpected character ','\n"
    )


def test_config_validate_bad_value_names_the_key(capsys: pytest.CaptureFixture[str]) -> None:
    path = write_config('{"compactionThreshold": 1.5}')
    code, out, err = run(capsys, "config", "validate")
    assert (code, out) == (1, "")
    assert err == f"supermemory: error: {path}: compactionThreshold must be in (0, 1], got 1.5\n"


def test_config_validate_unknown_key_warns_with_the_closest_key(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = write_config('{"compactionTreshold": 0.5}')
    code, out, err = run(capsys, "config", "validate")
    assert (code, out) == (0, f"ok: {path}\n")
    assert err == (
        f"supermemory: warning: {path}: unknown key compactionTreshold "
        "(did you mean compactionThreshold?) is ignored\n"
    )


def test_broken_config_stops_store_commands_with_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = write_config('{"searchLimit": 0}')
    code, out, err = run(capsys, "list")
    assert (code, out) == (1, "")
    assert err == f"supermemory: error: {path}: searchLimit must be >= 1, got 0\n"
    assert not default_sqlite_path().exists()


def test_config_flag_is_used_by_store_commands(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    cfg = tmp_path / "c.jsonc"
    db = tmp_path / "custom.db"
    cfg.write_text(json.dumps({"storagePath": str(db)}), encoding="utf-8")
    assert run(capsys, "--config", str(cfg), "add", "x", "--scope", "t")[0] == 0
    assert db.exists()
    assert not default_sqlite_path().exists()


def test_config_init_writes_the_example_once(capsys: pytest.CaptureFixture[str]) -> None:
    path = default_config_path()
    assert not path.exists()
    assert run(capsys, "config", "init") == (0, f"wrote {path}\n", "")
    assert path.read_text(encoding="utf-8") == render_example()
    path.write_text('{"searchLimit": 3}', encoding="utf-8")
    code, out, _ = run(capsys, "config", "init")
    assert code == 0 and "left unchanged" in out
    assert path.read_text(encoding="utf-8") == '{"searchLimit": 3}'
    assert run(capsys, "config", "init", "--force")[0] == 0
    assert path.read_text(encoding="utf-8") == render_example()
    assert run(capsys, "config", "validate")[0] == 0


def test_config_init_refuses_to_hide_a_broken_file(capsys: pytest.CaptureFixture[str]) -> None:
    path = write_config("{ broken")
    code, out, err = run(capsys, "config", "init")
    assert (code, out) == (1, "")
    assert err.startswith(f"supermemory: error: {path}: not valid JSONC: line 1")
    assert "--force" in err and err.count("\n") == 1
    assert path.read_text(encoding="utf-8") == "{ broken"


def test_config_init_honours_the_config_flag(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    target = tmp_path / "nested" / "dir" / "s.jsonc"
    assert run(capsys, "--config", str(target), "config", "init")[0] == 0
    assert target.read_text(encoding="utf-8") == render_example()


def test_config_json_path_validate_init_show(capsys: pytest.CaptureFixture[str]) -> None:
    path = default_config_path()
    code, out, _ = run(capsys, "config", "path", "--json")
    assert (code, json.loads(out)) == (0, {"path": str(path), "exists": False})
    code, out, _ = run(capsys, "config", "validate", "--json")
    assert code == 0
    assert json.loads(out) == {
        "ok": True,
        "path": str(path),
        "exists": False,
        "error": None,
        "warnings": [],
    }
    code, out, _ = run(capsys, "config", "init", "--json")
    assert (code, json.loads(out)) == (0, {"path": str(path), "written": True})
    assert path.read_text(encoding="utf-8") == render_example()
    code, out, _ = run(capsys, "config", "init", "--json")
    assert (code, json.loads(out)) == (0, {"path": str(path), "written": False})
    assert json.loads(run(capsys, "config", "path", "--json")[1])["exists"] is True
    code, out, _ = run(capsys, "config", "show", "--json")
    assert (code, json.loads(out)) == (0, settings_as_json(Settings()))


def test_config_validate_json_reports_the_error_and_the_warnings(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = write_config('{"compactionTreshold": 0.5}')
    code, out, err = run(capsys, "config", "validate", "--json")
    assert (code, err) == (0, "")
    doc = json.loads(out)
    assert doc["ok"] is True and doc["exists"] is True and doc["error"] is None
    assert doc["warnings"] == [
        f"{path}: unknown key compactionTreshold (did you mean compactionThreshold?) is ignored"
    ]
    write_config('{"compactionThreshold": 1.5}')
    code, out, err = run(capsys, "config", "validate", "--json")
    assert (code, err) == (1, "")
    assert json.loads(out) == {
        "ok": False,
        "path": str(path),
        "exists": True,
        "error": f"{path}: compactionThreshold must be in (0, 1], got 1.5",
        "warnings": [],
    }


def test_config_needs_an_action(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "config")
    assert code == 2
    assert err.startswith("supermemory: error: the following arguments are required: ACTION")


# --- db ---------------------------------------------------------------------------


def test_db_current_and_upgrade(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'fresh.db'}"
    assert run(capsys, "--database-url", url, "db", "current") == (0, "none (empty database)\n", "")
    code, out, _ = run(capsys, "--database-url", url, "db", "upgrade")
    assert code == 0 and out.endswith(f"upgraded: empty -> {HEAD_REVISION}\n")
    assert run(capsys, "--database-url", url, "db", "current")[1] == f"{HEAD_REVISION} (latest)\n"
    code, out, _ = run(capsys, "--database-url", url, "db", "upgrade")
    assert code == 0 and out.endswith(f"is up to date (revision {HEAD_REVISION})\n")


def test_db_current_and_upgrade_json(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'fresh.db'}"

    def doc(*argv: str) -> object:
        code, out, err = run(capsys, "--database-url", url, "db", *argv, "--json")
        assert (code, err) == (0, "")
        return json.loads(out)

    assert doc("current") == {"database": url, "revision": None, "latest": False}
    assert doc("upgrade") == {"database": url, "before": None, "after": HEAD_REVISION}
    assert doc("current") == {"database": url, "revision": HEAD_REVISION, "latest": True}
    assert doc("upgrade") == {"database": url, "before": HEAD_REVISION, "after": HEAD_REVISION}


# --- doctor -----------------------------------------------------------------------


def test_doctor_on_a_healthy_setup(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "db", "upgrade")[0] == 0
    code, out, _ = run(capsys, "doctor")
    lines = out.splitlines()
    assert code == 0, out
    assert lines[0] == f"✓ config: no file at {default_config_path()}; the defaults apply"
    assert lines[1].startswith("✓ database: sqlite:///") and HEAD_REVISION in lines[1]
    assert lines[2] == f"✓ data dir: {default_sqlite_path().parent} is writable by you alone"
    assert lines[-1].startswith("all checks passed")


def test_doctor_fresh_install_warns_about_the_missing_schema(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(capsys, "doctor")
    assert code == 0
    line = next(line for line in out.splitlines() if "database:" in line)
    assert line == (
        f"! database: {default_sqlite_path()} does not exist yet — "
        "it is created on first use, or run `supermemory db upgrade`"
    )
    assert not default_sqlite_path().exists()  # doctor only looks


def test_doctor_on_an_empty_database_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    empty = tmp_path / "empty.db"
    empty.touch()
    code, out, _ = run(capsys, "--database-url", f"sqlite:///{empty}", "doctor")
    assert code == 0
    assert any(
        line.startswith("! database:") and "has no schema yet" in line for line in out.splitlines()
    )


def test_doctor_reports_every_broken_part_and_fails(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    write_config(
        json.dumps(
            {
                "storagePath": str(blocker / "sub" / "m.db"),
                "compactionThreshold": 2,
                "serchLimit": 3,
            }
        )
    )
    code, out, _ = run(capsys, "doctor")
    assert code == 1
    lines = out.splitlines()
    assert any(
        line.startswith("✗ config:") and "compactionThreshold must be in (0, 1], got 2" in line
        for line in lines
    )
    assert any(
        line.startswith("! config:") and "did you mean searchLimit?" in line for line in lines
    )
    assert any(line.startswith("! database:") and "does not exist yet" in line for line in lines)
    assert any(line.startswith("✗ data dir:") and "not writable" in line for line in lines)
    assert lines[-1] == "2 check(s) failed"


def test_doctor_json_has_every_check_as_an_object(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert run(capsys, "db", "upgrade")[0] == 0
    code, out, _ = run(capsys, "doctor", "--json")
    doc = json.loads(out)
    assert code == 0 and doc["ok"] is True and doc["failed"] == 0
    plain = run(capsys, "doctor")[1].splitlines()[:-1]  # the same checks, one line each
    assert len(doc["checks"]) == len(plain)
    first = doc["checks"][0]
    assert first == {
        "name": "config",
        "status": "ok",
        "ok": True,
        "detail": f"no file at {default_config_path()}; the defaults apply",
        "hint": None,
    }
    database = doc["checks"][1]
    assert (database["name"], database["status"]) == ("database", "ok")
    assert HEAD_REVISION in database["detail"]
    assert doc["warnings"] == sum(c["status"] == "warn" for c in doc["checks"])

    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    write_config(json.dumps({"storagePath": str(blocker / "sub" / "m.db")}))
    code, out, _ = run(capsys, "doctor", "--json")
    doc = json.loads(out)
    assert code == 1 and doc["ok"] is False and doc["failed"] == 1
    data_dir = next(c for c in doc["checks"] if c["name"] == "data dir")
    assert data_dir["status"] == "fail" and data_dir["ok"] is False
    assert "not writable" in data_dir["detail"]
    assert data_dir["hint"] == "fix its permissions or set storagePath"


def test_doctor_unreachable_database_masks_the_password(capsys: pytest.CaptureFixture[str]) -> None:
    url = "postgresql+psycopg://me:hunter2@127.0.0.1:9/nothing?connect_timeout=2"
    code, out, _ = run(capsys, "--database-url", url, "doctor")
    assert code == 1
    line = next(line for line in out.splitlines() if "database:" in line)
    assert line.startswith("✗ database: postgresql+psycopg://me:***@127.0.0.1:9/nothing")
    assert "hunter2" not in out
    assert "✓ data dir: not used" in out
