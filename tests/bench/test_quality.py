"""The deterministic part of ``bench/quality``: the extractive summaries' probe scores
on the generated sessions and on the real-transcript corpus, at 16k, 32k and 64k."""

from __future__ import annotations

from functools import cache

import pytest

from bench.harness.corpus import require_corpus
from bench.quality import generated, probes, run
from supermemory_local.engine.prompts import FIVE_SECTION_HEADINGS
from supermemory_local.summarizers import ExtractiveSummarizer
from tests.plugin.summarizers.server import Reply, scripted_server


@cache
def results(corpus: bool) -> tuple[run.Result, ...]:
    sessions = run.all_sessions(corpus)
    if corpus:
        sessions = [s for s in sessions if not s.id.startswith("generated")]
    return tuple(run.evaluate(sessions, run.WINDOWS, {"extractive": ExtractiveSummarizer}))


def _share(results: tuple[run.Result, ...], kind: str) -> float:
    asked = sum(r.score.asked.get(kind, 0) for r in results)
    return sum(r.score.hits.get(kind, 0) for r in results) / asked


@pytest.mark.parametrize("window", run.WINDOWS)
def test_generated_sessions_keep_every_planted_fact(window: int) -> None:
    found = [r for r in results(False) if r.window == window]
    assert len(found) == len(generated.sessions())
    for r in found:
        assert r.summaries > 0, f"{r.session} was never compacted at {window}: a test of nothing"
        assert r.error is None
        assert r.score.missed == [], (r.session, r.window, r.score.missed)
        assert (r.score.harness_quoted, r.score.empty_sections, r.score.repeated) == (0, 0, 0)
    assert {k for r in found for k in r.score.asked} >= set(run.KINDS)


def test_on_the_corpus_every_request_survives_and_nothing_else_poses_as_one() -> None:
    require_corpus()
    found = results(True)
    assert len({r.session for r in found}) >= 40
    assert _share(found, "recall") == 1.0, [
        m for r in found for m in r.score.missed if "recall" in m
    ]
    assert sum(r.score.harness_quoted for r in found) == 0
    assert sum(r.score.empty_sections for r in found) == 0
    assert sum(r.score.repeated for r in found) == 0
    for window in run.WINDOWS:
        at = tuple(r for r in found if r.window == window)
        assert _share(at, "artifact") >= 0.9, window


def test_the_probes_fail_a_summary_that_lost_things() -> None:
    session = generated.sessions()[0]
    truth = session.truth
    full = "\n".join(
        [
            FIVE_SECTION_HEADINGS[0],
            *(f"- {r}" for r in truth.requests),
            FIVE_SECTION_HEADINGS[3],
            "- go on",
            FIVE_SECTION_HEADINGS[4],
            f"- {truth.constraint}",
            f"- {truth.reversal}",
            f"- Failed approach: {truth.failed_approach}",
            f"- Unresolved error: {truth.open_error}",
            *(f"- Changed: {f} (edited)" for f in truth.edited_files),
        ]
    )
    assert probes.score(full, truth).missed == []
    lossy = full.replace(truth.requests[2], "").replace(truth.edited_files[-1], "")
    missed = probes.score(lossy, truth).missed
    assert any(m.startswith("recall") for m in missed)
    assert any(m.startswith("artifact") for m in missed)
    reordered = full.replace(f"- {truth.constraint}\n", "") + f"\n- {truth.constraint}"
    assert any(m.startswith("decision") for m in probes.score(reordered, truth).missed)
    quoting = full.replace(
        FIVE_SECTION_HEADINGS[0], FIVE_SECTION_HEADINGS[0] + "\n- <task-notification>"
    )
    assert probes.score(quoting, truth).harness_quoted == 1
    doubled = full + f"\n{FIVE_SECTION_HEADINGS[3]}\n- a\n- a"
    empty, repeated = probes.structure(doubled, request_open=True)
    assert (empty, repeated) == (0, 2)  # the heading once more, and "- a" twice


def test_model_mode_sends_each_prompt_variant_and_scores_the_answers() -> None:
    session = generated.sessions()[0]
    answer = "\n".join(f"## {h}\n- {session.truth.requests[0]}" for h in ("Objective", "Notes"))
    reply = Reply(body={"choices": [{"message": {"content": answer}}]})
    with scripted_server(reply) as server:
        makers = {
            f"model-{v}": (
                lambda v=v: run.VariantSummarizer(model="m", base_url=server.url, variant=v)
            )
            for v in ("opencode", "plain")
        }
        found = run.evaluate([session], [64_000], makers)
    systems = [r.body["messages"][0]["content"] for r in server.received]
    assert any("<template>" in s for s in systems) and run.PLAIN_PROMPT in systems
    for r in found:
        assert r.error is None
        assert r.score.hits["recall"] == 1  # the one request the fake model repeats
        assert r.score.asked["recall"] == len(session.truth.requests)
