"""What a host's ``supermemory doctor`` check returns (entry points
``supermemory_local.doctor_checks``): a name, a status and one line saying why."""

from __future__ import annotations

from typing import Literal

Status = Literal["ok", "warn", "fail"]
CheckResult = tuple[str, Status, str]
