"""``supermemory compact``'s report never contradicts itself when nothing was removed."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SUPERMEMORY = str(Path(sys.executable).parent / "supermemory")


def _compact(tmp_path: Path, messages: list[dict[str, str]], status: int = 0) -> list[str]:
    path = tmp_path / "transcript.json"
    path.write_text(json.dumps(messages))
    done = subprocess.run(
        [SUPERMEMORY, "compact", str(path), "--window", "32000", "--dry-run"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == status, done.stderr
    return done.stderr.splitlines()


def test_a_kept_message_over_the_window_is_not_called_a_fit(tmp_path: Path) -> None:
    # One first user message of ~67,000 estimated tokens: nothing the cascade may remove.
    report = _compact(
        tmp_path,
        [{"role": "system", "content": "sys"}, {"role": "user", "content": "word " * 40_000}],
        status=1,  # it cannot fit: the dry run says so and fails
    )
    assert report[0].endswith("(still over the window)")
    assert report[1:] == [
        "nothing could be removed: the messages the cascade keeps (system prompt, first user "
        "message, pinned and recent messages) are over the window on their own",
        "dry run: nothing saved",
    ]


def test_a_small_transcript_already_fits(tmp_path: Path) -> None:
    report = _compact(tmp_path, [{"role": "user", "content": "hello"}])
    assert not report[0].endswith("(still over the window)")
    assert report[1:] == ["nothing to do: the transcript already fits", "dry run: nothing saved"]
