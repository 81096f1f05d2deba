"""Scopes: project root discovery, the hashed scope names, and name resolution."""

from __future__ import annotations

import hashlib
import subprocess
from pathlib import Path

import pytest

from supermemory_local.store.errors import StoreError
from supermemory_local.store.scopes import project_root, project_scope, resolve_scope, user_scope


def _hex16(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def test_project_root_is_the_nearest_dir_with_git(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    deep = repo / "src" / "pkg"
    deep.mkdir(parents=True)
    assert project_root(deep) == repo.resolve()
    assert project_root(repo) == repo.resolve()


def test_a_git_file_marks_a_worktree_root(tmp_path: Path) -> None:
    worktree = tmp_path / "wt"
    (worktree / "sub").mkdir(parents=True)
    (worktree / ".git").write_text("gitdir: /elsewhere/.git/worktrees/wt\n")
    assert project_root(worktree / "sub") == worktree.resolve()


def test_project_root_without_git_is_the_cwd(tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    plain.mkdir()
    assert project_root(plain) == plain.resolve()


def test_project_root_defaults_to_the_process_cwd(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert project_root() == tmp_path.resolve()


def test_project_scope_hashes_the_resolved_root(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    expected = "opencode_project_" + _hex16(str(tmp_path.resolve()))
    assert project_scope(tmp_path) == expected
    assert project_scope(str(tmp_path / "." / "x" / "..")) == expected
    monkeypatch.chdir(tmp_path)
    assert project_scope() == expected
    assert len(expected) == len("opencode_project_") + 16


def test_user_scope_hashes_the_email() -> None:
    assert user_scope("dev@example.com") == "opencode_user_" + _hex16("dev@example.com")
    assert user_scope(" dev@example.com\n") == user_scope("dev@example.com")


def test_user_scope_reads_git_config(
    isolated_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    subprocess.run(["git", "config", "--global", "user.email", "me@example.org"], check=True)
    assert user_scope() == "opencode_user_" + _hex16("me@example.org")
    assert resolve_scope("user") == user_scope("me@example.org")


def test_user_scope_without_an_email_says_how_to_set_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    with pytest.raises(StoreError, match=r"git config --global user\.email"):
        user_scope()
    with pytest.raises(StoreError):
        user_scope("  ")


def test_resolve_scope(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    sub = tmp_path / "a"
    sub.mkdir()
    assert resolve_scope("project", sub) == project_scope(tmp_path)
    assert resolve_scope("all") is None
    assert resolve_scope("my-tag") == "my-tag"
    assert resolve_scope("opencode_project_0123456789abcdef") == "opencode_project_0123456789abcdef"


def test_a_home_kept_in_git_is_not_a_project(
    isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (isolated_home / ".git").mkdir()
    first, second = isolated_home / "notes", isolated_home / "scripts" / "tool"
    first.mkdir()
    second.mkdir(parents=True)
    assert project_root(first) == first.resolve()
    assert project_root(second) == second.resolve()
    assert project_scope(project_root(first)) != project_scope(project_root(second))
    repo = isolated_home / "src" / "app"
    (repo / ".git").mkdir(parents=True)
    assert project_root(repo / "lib") == repo.resolve()  # a real repository still counts


def test_the_hosts_worktree_names_the_project(tmp_path: Path) -> None:
    from supermemory_local.store.scopes import host_project_root

    tree = tmp_path / "tree"
    (tree / "pkg").mkdir(parents=True)
    assert host_project_root(str(tree / "pkg"), str(tree)) == tree.resolve()
    # OpenCode reports "/" as the worktree of a directory outside git: not a project.
    plain = tmp_path / "plain"
    plain.mkdir()
    assert host_project_root(str(plain), "/") == plain.resolve()
    # A worktree that does not hold the directory is ignored.
    assert host_project_root(str(plain), str(tree)) == plain.resolve()
