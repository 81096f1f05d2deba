"""The shim's "remember" prefilter: it never hides a message the bridge would nudge on."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from supermemory_local.hosts.keywords import asks_to_remember, hinted
from tests.plugin.bridge.conftest import BridgeProcess

REMEMBER_FORMS = [
    "remember", "don't forget", "dont forget", "merk dir", "merke dir", "merken sie sich",
    "vergiss nicht", "记住", "記住", "记得", "記得", "覚えて", "覚えておいて", "기억해",
    "recuerda", "recuérdalo", "no olvides", "souviens-toi", "souviens toi", "retiens",
    "n'oublie pas", "lembre-se", "lembre se", "lembra", "ricorda", "ricordati", "onthoud",
    "zapamiętaj", "запомни", "запам'ятай", "unutma", "hatırla",
]  # fmt: skip


@pytest.mark.parametrize("form", REMEMBER_FORMS)
def test_every_remember_phrase_is_hinted(form: str) -> None:
    for text in (form, form.upper(), form.title(), f"Please {form}: tabs."):
        assert asks_to_remember(text), text
        assert hinted(text), text


@settings(max_examples=300, deadline=None)
@given(
    before=st.text(max_size=12),
    form=st.sampled_from(REMEMBER_FORMS),
    flips=st.lists(st.booleans(), min_size=20, max_size=20),
    after=st.text(max_size=12),
)
def test_the_prefilter_never_hides_a_request_to_remember(
    before: str, form: str, flips: list[bool], after: str
) -> None:
    cased = "".join(c.upper() if flip else c for c, flip in zip(form, flips * 2, strict=False))
    text = f"{before} {cased} {after}"
    if asks_to_remember(text):
        assert hinted(text), text


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40))
def test_text_without_a_hint_never_asks_to_remember(text: str) -> None:
    if not hinted(text):
        assert not asks_to_remember(text)


def test_the_bridge_hands_the_shim_its_hints_and_settles_a_session(bridge: BridgeProcess) -> None:
    from supermemory_local.hosts.keywords import REMEMBER_HINTS

    assert bridge.call("init", {"directory": "."})["rememberHints"] == list(REMEMBER_HINTS)
    bridge.event("session.created", info={"id": "ses_k", "title": "t"})
    first = bridge.call("chat.message", {"sessionID": "ses_k", "text": "hello"})
    assert first["settled"] is True
    # Settled: a later message only matters when it asks to remember (the nudge).
    assert bridge.call("chat.message", {"sessionID": "ses_k", "text": "go on"})["parts"] == []
    (nudge,) = bridge.call("chat.message", {"sessionID": "ses_k", "text": "remember: tabs"})[
        "parts"
    ]
    assert "supermemory" in nudge
