"""The principles written after held-out batch 55 (marketing, advertising and CRM
software), held over generated values and texts of my own (never the batch's).

Leak, a kind: a header a command sends whose name says it carries a credential, in the
quoted ``-H``/``--header`` form as on its own line: a header whose last word is
``Passcode`` (a vendor's ``X-…-Passcode``), or the header ``Authentication`` (with or
without an auth scheme before the value). Its counterpart stays: a variable's reference or
a placeholder in the value's place, a header whose name only holds the word
(``X-…-Passcode-Hint``, ``Authentication-Method``), a sentence as the value."""

from __future__ import annotations

import random

from hypothesis import given

from supermemory_local.store.privacy import is_placeholder
from tests.memory_store.generated import ALNUM, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import kept as _kept

_UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_VENDORS = ["Globex", "Initech", "Umbrella", "Hooli", "Vandelay", "Wonka", "Stark"]
_PATHS = ["/v1/events", "/2/upload", "/api/track", "/ingest/batch", "/s2s/event"]


def _token(r: random.Random, n: int) -> str:
    while True:
        value = "".join(r.choice(ALNUM) for _ in range(n))
        if (
            sum(c.isdigit() for c in value) >= 2
            and any(c.isupper() for c in value[1:])
            and any(c.islower() for c in value)
            and not is_placeholder(value)
        ):
            return value


def _grouped(r: random.Random) -> str:
    """Upper-case letter groups joined by hyphens (a passcode a console shows)."""
    while True:
        value = "-".join(
            "".join(r.choice(_UPPER) for _ in range(r.randrange(3, 7)))
            for _ in range(r.randrange(3, 5))
        )
        if not is_placeholder(value):
            return value


def _command(r: random.Random, header: str) -> str:
    vendor = r.choice(_VENDORS).lower()
    flag = r.choice(["-H", "--header"])
    quote = r.choice(["'", '"'])
    return (
        f'curl -X POST "https://api.{vendor}.example{r.choice(_PATHS)}" \\\n'
        f"  {flag} {quote}{header}{quote} \\\n"
        f"  {flag} {quote}Content-Type: application/json{quote} \\\n"
        f'  -d \'{{"event": "purchase"}}\''
    )


# -- a header whose name says it carries a credential --------------------------------------


@SLOW
@given(seeded)
def test_a_passcode_or_authentication_header_goes(r: random.Random) -> None:
    vendor = r.choice(_VENDORS)
    value = r.choice([_grouped(r), _token(r, r.randrange(16, 33))])
    name = r.choice([f"X-{vendor}-Passcode", f"{vendor}-Passcode", "X-Passcode"])
    _caught(_command(r, f"{name}: {value}"), value)
    token = _token(r, r.randrange(18, 40))
    scheme = r.choice(["", "Bearer ", "Basic "])
    header = r.choice(["authentication", "Authentication", "X-Authentication"])
    _caught(_command(r, f"{header}: {scheme}{token}"), token)


@SLOW
@given(seeded)
def test_a_passcode_header_reference_or_other_name_stays(r: random.Random) -> None:
    vendor = r.choice(_VENDORS)
    env = f"{vendor.upper()}_{r.choice(['PASSCODE', 'DEV_KEY', 'AUTH'])}"
    reference = r.choice([f"${env}", f"${{{env}}}", f"%{env}%", "<your-passcode>"])
    _kept(_command(r, f"X-{vendor}-Passcode: {reference}"))
    _kept(_command(r, f"authentication: {reference}"))
    # (a header whose name only holds the word: what a hint or a method is, no secret)
    method = r.choice(["hmac", "oauth2", "basic", "none"])
    _kept(_command(r, f"X-{vendor}-Authentication-Method: {method}"))
    # (a sentence as the value)
    _kept(_command(r, f"X-{vendor}-Passcode: set in the {vendor} dashboard"))
