"""A second round of principles after held-out batch 58 (support desks, chat and
real-time communication), held over generated values and texts of my own (never the
batch's).

Leak: a routing key under its name whose value is a drawn token (32 hex digits with
letters and digits both, or a run of letters of both cases and digits): an events
service's integration key, which raises and resolves incidents. Precision, its
counterpart: a message broker's routing key (words joined by dots, ``*``, ``#``,
hyphens or underscores), a UUID and the same hex under another data structure's key name
(``partition_key``) stay."""

from __future__ import annotations

import random

from hypothesis import given

from tests.memory_store.generated import HEX, SLOW, seeded
from tests.memory_store.generated import caught as _caught
from tests.memory_store.generated import drawn as _drawn
from tests.memory_store.generated import kept as _kept

_WORDS = ["orders", "invoices", "billing", "stock", "shipment", "created", "updated", "eu"]
_EVENTS = ["trigger", "acknowledge", "resolve"]


def _hex32(r: random.Random) -> str:
    while True:
        value = "".join(r.choice(HEX) for _ in range(32))
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def _topic(r: random.Random) -> str:
    sep = r.choice(".-_")
    parts = [r.choice(_WORDS) for _ in range(r.randint(2, 4))]
    if sep == ".":
        parts[r.randrange(len(parts))] = r.choice(["*", "#", r.choice(_WORDS)])
    return sep.join(parts)


@SLOW
@given(seeded)
def test_a_drawn_routing_key_goes(r: random.Random) -> None:
    key = _hex32(r)
    event = r.choice(_EVENTS)
    _caught(f'{{"routing_key": "{key}", "event_action": "{event}"}}', key)
    other = _drawn(r, r.randint(20, 40))
    _caught(f"client.send(routing_key='{other}', action='{event}')", other)
    _caught(f"  routingKey: {key.upper()}\n  severity: critical", key.upper())
    _caught(f"alertctl send --routing-key {other} --summary disk", other)


@SLOW
@given(seeded)
def test_a_broker_routing_key_stays(r: random.Random) -> None:
    topic = _topic(r)
    _kept(f'channel.basic_publish(exchange="events", routing_key="{topic}", body=b"x")')
    _kept(f'{{"routing_key": "{topic}", "durable": true}}')
    uuid = "-".join("".join(r.choice(HEX) for _ in range(n)) for n in (8, 4, 4, 4, 12))
    _kept(f'{{"routing_key": "{uuid}", "exchange": "{r.choice(_WORDS)}"}}')
    _kept(f'{{"partition_key": "{_hex32(r)}", "table": "{r.choice(_WORDS)}"}}')
