"""The ``supermemory`` memory commands, run in-process against a real SQLite file.

The database is the default one (the platformdirs data dir inside the isolated HOME);
the current directory is a fresh git project, so ``--scope project`` is stable.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from supermemory_local.store.cli import main
from supermemory_local.store.db import default_sqlite_path
from supermemory_local.store.scopes import project_scope


@dataclass
class Result:
    code: int
    out: str
    err: str

    def json(self) -> object:
        return json.loads(self.out)


Run = Callable[..., Result]


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "project"
    (root / ".git").mkdir(parents=True)
    (root / "src").mkdir()
    monkeypatch.chdir(root / "src")
    return root


@pytest.fixture
def run(project: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Run:
    def invoke(*argv: str, stdin: str | None = None) -> Result:
        if stdin is not None:
            import io

            monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
        capsys.readouterr()
        code = main(list(argv))
        captured = capsys.readouterr()
        return Result(code, captured.out, captured.err)

    return invoke


def add(run: Run, text: str, *args: str, stdin: str | None = None) -> str:
    result = run("add", text, *args, stdin=stdin)
    assert result.code == 0, result.err
    memory_id = result.out.strip()
    assert memory_id.startswith("mem_")
    return memory_id


def assert_one_line_error(result: Result, *fragments: str) -> None:
    assert result.code != 0
    assert result.out == ""
    lines = result.err.splitlines()
    assert len(lines) == 1, result.err
    assert lines[0].startswith("supermemory: error: ")
    for fragment in fragments:
        assert fragment in lines[0]


def test_add_then_list_newest_first_in_the_default_sqlite_file(run: Run, project: Path) -> None:
    first = add(run, "use snake_case for every table name")
    second = add(run, "the flaky test was fixed by pinning the clock")
    assert default_sqlite_path().exists()
    listed = run("list")
    assert listed.code == 0
    lines = listed.out.splitlines()
    assert [line.split("\t")[0] for line in lines] == [second, first]
    cells = lines[0].split("\t")
    assert cells[2] == "note"  # added by hand: never taken for a session summary
    assert cells[3] == project_scope(project)
    assert cells[-1] == "the flaky test was fixed by pinning the clock"


def test_list_json_has_the_documented_fields(run: Run, project: Path) -> None:
    memory_id = add(run, "remember: deploys go through staging", "--type", "preference")
    items = run("list", "--json").json()
    assert isinstance(items, list) and len(items) == 1
    item = items[0]
    assert {"id", "content", "type", "scope", "created_at"} <= item.keys()
    assert item["id"] == memory_id
    assert item["type"] == "preference"
    assert item["scope"] == project_scope(project)
    assert item["content"] == "remember: deploys go through staging"
    assert isinstance(item["created_at"], str) and item["created_at"][:2] == "20"


def test_list_filters_scope_type_session_and_limit(run: Run) -> None:
    mine = add(run, "in this project")
    tagged = add(run, "tagged elsewhere", "--scope", "team_backend", "--type", "preference")
    assert [m["id"] for m in run("list", "--json").json()] == [mine]
    assert [m["id"] for m in run("list", "--scope", "team_backend", "--json").json()] == [tagged]
    assert [m["id"] for m in run("list", "--scope", "all", "--json").json()] == [tagged, mine]
    assert [
        m["id"] for m in run("list", "--scope", "all", "--type", "preference", "--json").json()
    ] == [tagged]
    assert [m["id"] for m in run("list", "--scope", "all", "-n", "1", "--json").json()] == [tagged]
    assert run("list", "--scope", "all", "--session", "ses_none", "--json").json() == []


def test_list_session_filter_finds_imported_session(run: Run, tmp_path: Path) -> None:
    line = {
        "id": "mem_01JB0000000000000000000000",
        "content": "[Session Summary]\n## 1. User Requests\nbuild the CLI",
        "type": "conversation",
        "scope": "team_x",
        "session_id": "ses_42",
        "created_at": "2026-01-02T03:04:05+00:00",
    }
    source = tmp_path / "one.jsonl"
    source.write_text(json.dumps(line) + "\n", encoding="utf-8")
    assert run("import", str(source)).code == 0
    found = run("list", "--scope", "all", "--session", "ses_42", "--json").json()
    assert [m["id"] for m in found] == [line["id"]]
    assert found[0]["session_id"] == "ses_42"


def test_user_scope_needs_a_git_email(
    run: Run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    empty = tmp_path / "gitconfig-empty"
    empty.write_text("", encoding="utf-8")
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(empty))
    assert_one_line_error(run("list", "--scope", "user"), "git config --global user.email")

    configured = tmp_path / "gitconfig"
    configured.write_text("[user]\n\temail = dev@example.com\n", encoding="utf-8")
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(configured))
    memory_id = add(run, "prefers tabs", "--scope", "user")
    items = run("list", "--scope", "user", "--json").json()
    assert [m["id"] for m in items] == [memory_id]
    assert items[0]["scope"].startswith("opencode_user_")


def test_show_plain_json_and_unknown_id(run: Run) -> None:
    memory_id = add(run, "line one\nline two")
    shown = run("show", memory_id)
    assert shown.code == 0
    assert f"id: {memory_id}\n" in shown.out
    assert "type: note\n" in shown.out
    assert shown.out.endswith("\nline one\nline two\n")
    as_json = run("show", memory_id, "--json").json()
    assert isinstance(as_json, dict)
    assert as_json["id"] == memory_id and as_json["content"] == "line one\nline two"
    assert_one_line_error(
        run("show", "mem_01JB0000000000000000000000"), "mem_01JB0000000000000000000000"
    )


def test_search_finds_chinese_and_reports_scores(run: Run) -> None:
    add(run, "数据库迁移必须在发布前完成")
    add(run, "the database migration runs before the release")
    add(run, "unrelated note about lunch")
    found = run("search", "数据库", "--json").json()
    assert isinstance(found, list)
    assert [m["content"] for m in found] == ["数据库迁移必须在发布前完成"]
    assert {"id", "content", "type", "scope", "created_at"} <= found[0].keys()
    english = run("search", "migration", "--json").json()
    assert [m["content"] for m in english] == ["the database migration runs before the release"]
    assert run("search", "migration").out.count("\n") == 1
    assert run("search", "lunch", "--scope", "team_other", "--json").json() == []


def test_search_limit(run: Run) -> None:
    for i in range(5):
        add(run, f"cache invalidation attempt {i}")
    assert len(run("search", "invalidation", "-n", "2", "--json").json()) == 2  # type: ignore[arg-type]


def test_add_reads_stdin_and_redacts_secrets(run: Run) -> None:
    key = "sk-proj-" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4"
    memory_id = add(run, "-", stdin=f"the staging key is {key}\nkeep it safe\n")
    content = run("show", memory_id, "--json").json()["content"]  # type: ignore[index]
    assert key not in content
    assert "[REDACTED]" in content
    assert "keep it safe" in content


def test_add_rejects_empty_and_all_private_text(run: Run) -> None:
    assert_one_line_error(run("add", "   "), "empty")
    assert_one_line_error(run("add", "<private>only secrets here</private>"))
    assert run("list", "--scope", "all", "--json").json() == []


def test_add_json_prints_the_memory(run: Run, project: Path) -> None:
    item = run("add", "a fact", "--json").json()
    assert isinstance(item, dict)
    assert item["content"] == "a fact" and item["scope"] == project_scope(project)


def test_add_to_all_scopes_is_an_error(run: Run) -> None:
    assert_one_line_error(run("add", "x", "--scope", "all"), "not all")


def test_forget_unknown_id_changes_nothing(run: Run) -> None:
    keep_a = add(run, "first")
    keep_b = add(run, "second")
    missing = "mem_01JB0000000000000000000000"
    result = run("forget", keep_a, missing, keep_b)
    assert_one_line_error(result, missing)
    assert keep_a not in result.err.replace(missing, "")
    ids = {m["id"] for m in run("list", "--json").json()}  # type: ignore[union-attr]
    assert ids == {keep_a, keep_b}


def test_forget_removes_exactly_the_given_ids(run: Run) -> None:
    a, b, c = add(run, "a"), add(run, "b"), add(run, "c")
    result = run("forget", a, c)
    assert result.code == 0 and result.out == "forgot 2 memories\n"
    assert [m["id"] for m in run("list", "--json").json()] == [b]  # type: ignore[union-attr]
    assert run("forget", b, b).out == "forgot 1 memory\n"


def test_forget_json_names_what_was_forgotten(run: Run) -> None:
    a, b, c = add(run, "a"), add(run, "b"), add(run, "c")
    result = run("forget", c, a, c, "--json")
    assert result.code == 0, result.err
    assert result.json() == {"forgotten": 2, "ids": [c, a]}  # a repeated id counts once
    assert [m["id"] for m in run("list", "--json").json()] == [b]  # type: ignore[union-attr]
    failed = run("forget", a, "--json")  # gone already: the error line, no JSON
    assert_one_line_error(failed, a)


def test_import_json_counts(run: Run, tmp_path: Path) -> None:
    add(run, "alpha")
    source = tmp_path / "m.jsonl"
    source.write_text(run("export").out, encoding="utf-8")
    assert run("import", str(source), "--json").json() == {"imported": 0, "skipped": 1}


def test_export_import_round_trip_is_idempotent(run: Run, tmp_path: Path) -> None:
    ids = {add(run, "alpha"), add(run, "数据库 beta"), add(run, "gamma", "--scope", "team_z")}
    exported = run("export")
    assert exported.code == 0
    rows = [json.loads(line) for line in exported.out.splitlines()]
    assert {r["id"] for r in rows} == ids
    assert all({"id", "content", "type", "scope", "created_at"} <= r.keys() for r in rows)

    target = tmp_path / "out" / "memories.jsonl"
    target.parent.mkdir()
    to_file = run("export", "-o", str(target))
    assert to_file.out == f"exported 3 memories to {target}\n"
    assert target.read_text(encoding="utf-8") == exported.out

    other_db = f"sqlite:///{tmp_path / 'other.db'}"
    first = run("--database-url", other_db, "import", str(target))
    assert first.code == 0 and first.out == "imported 3, skipped 0 (already present)\n"
    again = run("--database-url", other_db, "import", str(target))
    assert again.out == "imported 0, skipped 3 (already present)\n"
    copied = run("--database-url", other_db, "list", "--scope", "all", "--json").json()
    original = run("list", "--scope", "all", "--json").json()
    # Scope names are not exported: the copy names a scope when it is next used there.
    for item in copied + original:
        item.pop("scope_name")
    assert copied == original


def test_export_scope(run: Run) -> None:
    add(run, "here")
    tagged = add(run, "there", "--scope", "team_q")
    rows = run("export", "--scope", "team_q").out.splitlines()
    assert [json.loads(r)["id"] for r in rows] == [tagged]


def test_import_from_stdin(run: Run) -> None:
    line = json.dumps(
        {
            "id": "mem_01JB0000000000000000000001",
            "content": "from a pipe",
            "type": "preference",
            "scope": "team_pipe",
        }
    )
    result = run("import", "-", stdin=line + "\n")
    assert result.out == "imported 1, skipped 0 (already present)\n"
    assert (
        run("show", "mem_01JB0000000000000000000001", "--json").json()["content"] == "from a pipe"
    )  # type: ignore[index]


def test_import_bad_line_names_it_and_imports_nothing(run: Run, tmp_path: Path) -> None:
    good = {
        "id": "mem_01JB0000000000000000000002",
        "content": "ok",
        "type": "preference",
        "scope": "t",
    }
    source = tmp_path / "bad.jsonl"
    source.write_text(json.dumps(good) + "\n\n{not json\n", encoding="utf-8")
    assert_one_line_error(run("import", str(source)), str(source), "line 3", "nothing was imported")
    assert run("list", "--scope", "all", "--json").json() == []


def test_import_missing_file(run: Run, tmp_path: Path) -> None:
    assert_one_line_error(run("import", str(tmp_path / "nope.jsonl")), "nope.jsonl", "No such file")


def test_stats_plain_and_json(run: Run, project: Path) -> None:
    add(run, "one")
    add(run, "two", "--type", "preference")
    add(run, "three", "--scope", "team_s")
    stats = run("stats", "--json").json()
    assert isinstance(stats, dict)
    assert stats["total"] == 3
    assert stats["by_type"] == {"note": 2, "preference": 1}
    assert stats["by_scope"] == {project_scope(project): 2, "team_s": 1}
    assert stats["backend"] == "sqlite"
    assert stats["size_bytes"] > 0
    plain = run("stats").out
    assert "memories  3\n" in plain
    assert "by type   note 2, preference 1\n" in plain


def test_database_url_option_wins_over_env(
    run: Run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SUPERMEMORY_DATABASE_URL", f"sqlite:///{tmp_path / 'env.db'}")
    add(run, "goes to env.db")
    assert (tmp_path / "env.db").exists()
    flag = f"sqlite:///{tmp_path / 'flag.db'}"
    assert run("--database-url", flag, "list", "--scope", "all", "--json").json() == []
    assert len(run("list", "--scope", "all", "--json").json()) == 1  # type: ignore[arg-type]


def test_usage_errors_are_one_line_exit_2(run: Run) -> None:
    result = run("list", "-n", "zero")
    assert result.code == 2
    assert (
        result.err
        == "supermemory: error: argument -n/--limit: expected a whole number, got 'zero'\n"
    )
    assert run("list", "-n", "-1").code == 2  # 0 means all; below it is a usage error
    unknown = run("lsit")
    assert unknown.code == 2
    assert unknown.err == "supermemory: error: unknown command 'lsit' (did you mean list?)\n"


def test_store_error_is_one_line(run: Run) -> None:
    result = run("--database-url", "nosuchdialect://x", "list")
    assert_one_line_error(result, "unusable database URL")


def test_add_with_an_unknown_type_names_the_valid_ones(run: Run) -> None:
    assert_one_line_error(run("add", "x", "--type", "todo"), "'todo'", "preference")


def test_no_arguments_prints_the_help(run: Run) -> None:
    result = run()
    assert result.code == 0
    assert result.out.startswith("usage: supermemory")
    assert "doctor" in result.out
