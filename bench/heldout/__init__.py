"""Held-out secrets and look-alikes, written in batches BEFORE the rules were changed for
them (see RESULTS.md and bench/heldout_bench.py). Every value is generated from a fixed
seed: none is a real credential.

Each batch module defines ``SECRETS``: a list of ``(kind, text, secret)`` where ``kind``
is ``"class/name"`` and ``secret`` is a string, or a tuple of strings that must all be
gone (the pieces of a split secret); and ``LOOK_ALIKES``: texts that must come back
unchanged.
"""

import warnings
from importlib import import_module
from types import ModuleType

BATCHES = tuple(f"batch{n}" for n in range(1, 77))
# Batches that rules were tuned on after their first measurement (the test holds these to
# its limits); a later batch has only its first measurement.
# (batch 10 meets the held-out test's limits after tuning, 14/290 = 4.8 % leaks, but not
# tests/test_privacy_write_paths.py's rule that no tuned secret reaches the file; batch 7
# likewise.)
TUNED = (
    "batch1", "batch2", "batch3", "batch4", "batch5", "batch6", "batch8", "batch9", "batch11",
)  # fmt: skip


def load(name: str) -> ModuleType:
    """Import one batch. A batch file is frozen once committed, and batch 20's docstring
    holds an invalid escape sequence written by hand: importing it must not warn on every
    fresh checkout, so that one warning is silenced here and nowhere else."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", "invalid escape sequence", DeprecationWarning)
        warnings.filterwarnings("ignore", "invalid escape sequence", SyntaxWarning)
        return import_module(f"bench.heldout.{name}")
