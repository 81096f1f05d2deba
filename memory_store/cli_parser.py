"""The one argument parser of every ``supermemory`` command, the store's and the plugin's.

A usage error is one line on stderr, ``supermemory: error: MESSAGE`` (the line every
other CLI failure prints too), and exit status 2. A flag the command does not know is
named even when a required argument is missing as well: argparse would report only the
missing argument, and the user would not learn that the flag was the mistake.

Standard library only: the CLI imports it on every call, and so do the bridge and the
Claude Code hook (which must start fast).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from typing import NoReturn

PROG = "supermemory"
USAGE_ERROR = 2  # the exit status of a usage error, as argparse and most CLIs use
_REQUIRED = "the following arguments are required"
_NUMBER = re.compile(r"^-\d+$|^-\d*\.\d+$")  # argparse's own test for a negative number


class Parser(argparse.ArgumentParser):
    """argparse with the project's one-line error format (exit status 2)."""

    _seen: tuple[str, ...] = ()

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        self._seen = tuple(sys.argv[1:] if args is None else args)
        return super().parse_known_args(args, namespace)

    def error(self, message: str) -> NoReturn:
        if message.startswith(_REQUIRED):
            unknown = self.unknown_options(self._seen)
            if unknown:
                message = f"unrecognized arguments: {' '.join(unknown)}"
        self.exit(USAGE_ERROR, f"{PROG}: error: {' '.join(message.splitlines())}\n")

    def unknown_options(self, tokens: Sequence[str]) -> list[str]:
        """The tokens (before ``--``) that look like options this parser does not have."""
        known = self._option_string_actions
        unknown: list[str] = []
        for token in tokens:
            if token == "--":
                break
            if len(token) < 2 or token[0] not in self.prefix_chars or _NUMBER.match(token):
                continue  # a positional ("-" is stdin) or a negative number
            name = token.split("=", 1)[0]
            if name in known or token[:2] in known:  # "-n5" is -n with the value 5
                continue
            if (
                self.allow_abbrev
                and name.startswith("--")
                and any(o.startswith(name) for o in known)
            ):
                continue  # an abbreviation argparse accepts (or reports as ambiguous)
            unknown.append(token)
        return unknown


def add_json_option(p: argparse.ArgumentParser, help_: str = "print JSON (for scripts)") -> None:
    """``--json``: the same option, worded the same, on every command that prints data."""
    p.add_argument("--json", action="store_true", help=help_)
