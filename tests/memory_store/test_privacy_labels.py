"""The store's labels (scopes, session ids, sources) pass the filter without its memo
(``redact(..., remember=False)``): the same result as through the memo and as every rule
run everywhere, and nothing kept; the quiet shortcut, which now skips indexing where the
automata's words are, still gives what ``gated=False`` gives."""

from __future__ import annotations

import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.harness.secret_corpus import LOOK_ALIKES, PRIVATE_TEXTS, SECRETS
from supermemory_local.config import PrivacySettings
from supermemory_local.store import privacy
from supermemory_local.store.privacy import redact
from supermemory_local.store.repository import MemoryStore, PrivacyError

_PIECES = [s.text for s in SECRETS] + LOOK_ALIKES + [t for _, t, _ in PRIVATE_TEXTS]
_WORD = string.ascii_letters + string.digits + "_"
# What labels look like: ids of sessions and scopes, sources, short words of any kind.
_LABELS = st.one_of(
    st.text(alphabet=_WORD, min_size=1, max_size=24),
    st.builds(lambda n: f"ses_{n:010x}", st.integers(0, 2**40 - 1)),
    st.builds(lambda n: f"opencode_project_{n:016x}", st.integers(0, 2**64 - 1)),
    st.text(alphabet=_WORD + "-.:/@ =", min_size=1, max_size=40),
    st.sampled_from(_PIECES),
    st.sampled_from(_PIECES).map(lambda piece: piece.split()[-1] if piece.split() else piece),
)
_SETTINGS = st.sampled_from(
    [PrivacySettings(), PrivacySettings(extra_patterns=(r"ses_0+\w*",)), PrivacySettings(False)]
)


@pytest.fixture(autouse=True)
def _no_memo() -> object:
    privacy._MEMO.clear()
    yield
    privacy._MEMO.clear()


@settings(max_examples=300, deadline=None)
@given(label=_LABELS, privacy_settings=_SETTINGS)
def test_a_label_unremembered_is_redacted_as_through_the_memo_and_is_not_kept(
    label: str, privacy_settings: PrivacySettings
) -> None:
    privacy._MEMO.clear()
    unremembered = redact(label, settings=privacy_settings, remember=False)
    assert privacy._MEMO._held == 0 and not privacy._MEMO._results
    assert unremembered == redact(label, settings=privacy_settings)  # (now kept)
    assert unremembered == redact(label, settings=privacy_settings)  # (from the memo)
    assert unremembered == redact(label, settings=privacy_settings, gated=False)


@settings(max_examples=300, deadline=None)
@given(label=st.text(alphabet=_WORD, min_size=1, max_size=19))
def test_the_quiet_shortcut_gives_what_every_layer_gives(label: str) -> None:
    low = label.lower()
    mask, _, _ = privacy._gate_bits(label, low)
    assert mask == privacy._gate_mask(label, low)[0]
    fast = privacy._secret_spans(label, low, PrivacySettings())
    assert sorted(fast) == sorted(privacy._secret_spans(label, low, PrivacySettings(), gated=False))


def test_the_store_redacts_and_refuses_labels_as_the_filter_does() -> None:
    secret = next(s.text for s in SECRETS if " " not in s.text and len(s.text) < 200)
    session, source = redact(secret), redact(f"x {secret}")
    assert session[1] and source[1]  # (secrets, redacted)
    privacy._MEMO.clear()
    with MemoryStore.open(url="sqlite://") as store:
        memory = store.add("a note", scope="s", session_id=secret, source=f"x {secret}")
        assert (memory.session_id, memory.source) == (session[0], source[0])
        with pytest.raises(PrivacyError):
            store.add("a note", scope=secret)
    # labels are the store's to keep, not the memo's (which holds the content)
    assert {text for text, *_ in privacy._MEMO._results} == {"a note"}
