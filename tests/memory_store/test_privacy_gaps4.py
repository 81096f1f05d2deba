"""Gaps of the privacy filter's shared readers (round 4), held over generated values."""

from __future__ import annotations

import re

from supermemory_local.store import prescan, privacy, secret_rules

# -- 1. one regex per shape ------------------------------------------------------------------


def test_no_two_rule_constants_are_the_same_regex() -> None:
    # one shape, one name: two constants of the same pattern drift apart when one is edited
    for module in (privacy, secret_rules, prescan):
        seen: dict[tuple[str, int], str] = {}
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern) and isinstance(value.pattern, str):
                key = (value.pattern, value.flags)
                assert key not in seen, (module.__name__, seen.get(key), name)
                seen[key] = name
