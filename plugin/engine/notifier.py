"""Notices to the user. OpenCode turns them into toasts; a terminal prints them."""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Literal, Protocol, TextIO

Variant = Literal["info", "success", "warning", "error"]


@dataclass(frozen=True)
class Notice:
    title: str
    message: str
    variant: Variant = "info"

    def __str__(self) -> str:
        return f"{self.title}: {self.message}"


class Notifier(Protocol):
    def notify(self, notice: Notice) -> None: ...


@dataclass
class PrintNotifier:
    stream: TextIO = field(default_factory=lambda: sys.stderr)

    def notify(self, notice: Notice) -> None:
        print(str(notice), file=self.stream)


@dataclass
class RecordingNotifier:
    """Keeps every notice (tests, the demo's live view)."""

    notices: list[Notice] = field(default_factory=list)

    def notify(self, notice: Notice) -> None:
        self.notices.append(notice)
