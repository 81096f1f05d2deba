"""The held-out protocol as a regression test (bench/heldout/, RESULTS.md): every batch,
through the redaction every write path uses, leaks at most 5 % of its secrets and changes
at most 2 % of its look-alikes under the rules that followed it; the developers' corpus
(bench/harness/secret_corpus.py) leaks nothing and its look-alikes stay unchanged."""

from __future__ import annotations

import pytest

from bench.harness.secret_corpus import LOOK_ALIKES, SECRETS
from bench.heldout import TUNED as BATCHES
from bench.heldout_bench import leaked, load, measure
from supermemory_local.store.privacy import redact

MAX_LEAK_RATE = 0.05
MAX_CHANGED_RATE = 0.02


@pytest.mark.parametrize("batch", BATCHES)
def test_each_held_out_batch_stays_under_its_limits(batch: str) -> None:
    module = load(batch)
    result = measure(module.SECRETS, module.LOOK_ALIKES, "redact")
    assert result.leak_rate <= MAX_LEAK_RATE, [kind for kind, _ in result.leaks]
    assert result.changed_rate <= MAX_CHANGED_RATE, [text for text, _ in result.changed]


def test_the_developers_corpus_leaks_nothing_and_keeps_its_look_alikes() -> None:
    leaks = [s.kind for s in SECRETS if any(v in redact(s.text)[0] for v in s.secrets)]
    assert leaks == []
    assert [text for text in LOOK_ALIKES if redact(text)[0] != text] == []


def test_a_held_out_secret_after_text_on_its_line_is_redacted_too() -> None:
    """The store paths put text before a secret (a summary's label): still redacted."""
    for batch in BATCHES:
        module = load(batch)
        secrets = [(k, f"- noted: {t}", s) for k, t, s in module.SECRETS]
        result = measure(secrets, [], "redact")
        assert result.leak_rate <= MAX_LEAK_RATE, (batch, [kind for kind, _ in result.leaks])


@pytest.mark.parametrize(
    "text",
    [
        # real corpus requests the first held-out layers redacted (the summary then
        # no longer quoted them verbatim): a versioned directory after the word "code",
        # and a gist id in a Markdown link (the ")" was taken as part of the value)
        "I've uploaded a C code repository in the directory ponylang__ponyc__0.1. Consider",
        "but [this code](https://playground.ponylang.io/?gist=8851afb5cabae5df91a979048f765601)",
    ],
)
def test_ids_and_versioned_names_in_requests_are_not_secrets(text: str) -> None:
    assert redact(text)[0] == text


def test_a_split_secrets_empty_piece_is_no_leak_and_its_other_pieces_count() -> None:
    pieces = ("xoxp-9733795050", "7666-ea13440b9b", "")
    assert not leaked(pieces, "fold -w 40 [REDACTED] [REDACTED]")
    assert leaked(pieces, "fold -w 40 [REDACTED] 7666-ea13440b9b")
