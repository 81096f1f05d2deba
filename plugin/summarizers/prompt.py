"""The text a model-backed summarizer sends: one system prompt, one user message."""

from __future__ import annotations

from supermemory_local.engine.prompts import NOTHING_RECORDED
from supermemory_local.engine.summarizer import SummaryRequest
from supermemory_local.engine.transcript import render

__all__ = ["NOTHING_RECORDED", "system_prompt", "user_message"]


def system_prompt(request: SummaryRequest) -> str:
    """The instructions, the stage's task, and the exact headings to use."""
    headings = "\n".join(request.headings)
    return (
        f"{request.instructions}\n\n{_task(request)}\n\n"
        "Write Markdown with exactly these section headings, each on its own line, "
        f"in this order:\n{headings}\n"
        f"Under a section with nothing to report, write {NOTHING_RECORDED}. "
        "Write only the summary: no preamble, no closing remarks."
    )


def user_message(request: SummaryRequest) -> str:
    if request.stage == "merge":
        parts = "\n\n".join(
            f"=== Part {i} of {len(request.entries)} ===\n{e.text}"
            for i, e in enumerate(request.entries, start=1)
        )
        return f"Partial summaries to merge, oldest first:\n\n{parts}"
    return f"Conversation to summarize:\n\n{render(request.entries)}"


def _task(request: SummaryRequest) -> str:
    if request.stage == "chunk":
        return (
            f"The conversation is long, so it is summarized in parts. Below is part "
            f"{request.part} of {request.parts} (in order); summarize only this part. "
            "Keep every user request verbatim and every file path."
        )
    if request.stage == "merge":
        return (
            f"Below are {request.parts} summaries of consecutive parts of one conversation, "
            "oldest first. Merge them into one summary with the same sections: keep every "
            "user request verbatim, every file path, error and pending task; where parts "
            "disagree, the later part is the current state."
        )
    return "Summarize the conversation below."
