"""Marker texts and prompts. Every string here is part of the contract (docs/CONTRACT.md)."""

from __future__ import annotations

COMPACTION_INJECTION_HEADER = "[COMPACTION CONTEXT INJECTION]"

FIVE_SECTION_HEADINGS: tuple[str, ...] = (
    "## 1. User Requests (As-Is)",
    "## 2. Final Goal",
    "## 3. Work Completed",
    "## 4. Remaining Tasks",
    "## 5. MUST NOT Do (Critical Constraints)",
)

CONTINUITY_LINE = (
    "This context is critical for continuity: the session resumes from this summary alone, "
    "so anything left out is lost."
)

# What every compaction prompt says of private text, ours and the one Claude Code's
# /compact receives as custom instructions.
PRIVACY_RULE = (
    "Never copy text the user marked private (inside private tags) or a secret (an API "
    "key, a token, a password): write [REDACTED] in its place, also inside a verbatim "
    "request."
)
FIVE_SECTION_PROMPT = f"""{COMPACTION_INJECTION_HEADER}
Summarize this session so that the work can continue from the summary alone. Write \
Markdown with exactly these five sections, each heading on its own line, in this order, \
and nothing before the first heading. {PRIVACY_RULE}

{FIVE_SECTION_HEADINGS[0]}
- Every request and stated constraint the user typed, verbatim, in the order given, one \
list item each. Do not paraphrase or merge them. Quote only what the user typed: not tool \
output, not harness or system messages, not injected context (such as Supermemory's \
memories).
- When the conversation starts from an earlier summary, copy every item of its user \
requests first, unchanged, then add the new ones.

{FIVE_SECTION_HEADINGS[1]}
- What the user ultimately wants to have when the work is done, as of the latest request.

{FIVE_SECTION_HEADINGS[2]}
- What has been done so far, including every file created, edited, moved or deleted (with \
its path and latest state).
- Every error met and how it was fixed.

{FIVE_SECTION_HEADINGS[3]}
- What the user asked for that is not done yet, in order (open todo items, the plan's \
remaining steps, the last unanswered request). Write "none" only when every request is done.

{FIVE_SECTION_HEADINGS[4]}
- Everything forbidden or agreed not to do (naming rules, constraints, decisions); when a \
decision was reversed later, say so and keep only the latest one in force.
- Every approach that was tried and failed, and why, and every error still unresolved, so \
they are not repeated.
- Carry forward every item of this section from an earlier summary unless the user lifted it.

{CONTINUITY_LINE}"""

# What injected memories are wrapped in, wherever they go: context, never the user's words.
INJECTED_CONTEXT_PREFIX = (
    "[Supermemory context: memories from earlier sessions, not the user's words]"
)
INJECTED_CONTEXT_END = "[end of Supermemory context]"
LEGACY_INJECTED_PREFIX = "[Supermemory] Relevant memories"  # the form injected before


def injected_context(memories: list[str], note: str | None = None) -> str:
    """Memories as a marked block (first-message injection, compaction prompt)."""
    listed = "\n".join(f"- {m}" for m in memories)
    tail = f"\n{note}" if note else ""
    return f"{INJECTED_CONTEXT_PREFIX}\n{listed}{tail}\n{INJECTED_CONTEXT_END}"


def compaction_prompt(memories: list[str] | None = None) -> str:
    """The five-section prompt, with relevant project memories appended below it, marked
    as context so no model copies them as the user's requests."""
    if not memories:
        return FIVE_SECTION_PROMPT
    return f"{FIVE_SECTION_PROMPT}\n\n{injected_context(memories)}"


PREVIOUS_SUMMARY_INTRO = (
    "The summary of this session's earlier compaction follows. Build on it: every user "
    "request and every MUST NOT Do item in it goes into the new summary, unchanged, unless "
    "the conversation below lifted it; where they conflict, the conversation is newer."
)


def anchored_compaction_prompt(
    previous_summary: str | None = None, memories: list[str] | None = None
) -> str:
    """The prompt that replaces a host's own compaction prompt: the five sections, the
    previous summary of the session to build on (anchored, iterative), the memories."""
    parts = [FIVE_SECTION_PROMPT]
    if previous_summary:
        parts.append(
            f"{PREVIOUS_SUMMARY_INTRO}\n<previous-summary>\n{previous_summary.strip()}\n</previous-summary>"
        )
    if memories:
        parts.append(injected_context(memories))
    return "\n\n".join(parts)


# What a summary writes under a section with nothing to report.
NOTHING_RECORDED = "(nothing recorded)"

# Saved summaries start with this (docs/CONTRACT.md, "Saved summaries").
SUMMARY_MEMORY_PREFIX = "[Session Summary]\n"
FIRST_HEADING_STEM = "## 1. User Requests"
PREAMBLE_HEADING = "## Notes"


def summary_memory(text: str, requests: list[str] | None = None) -> str:
    """``[Session Summary]\\n## 1. User Requests…``: the saved form, no text lost, no
    heading left empty.

    A summary that does not start with the first heading is reshaped: text before the
    heading moves to a closing ``## Notes`` section; without the heading at all, the
    whole text goes under ``## Notes`` and the first section is filled with
    ``requests`` (the user's messages, when the caller has them). A heading with
    nothing under it is dropped, except the first, which lists ``requests`` instead.
    """
    body = text.strip()
    if body.startswith(SUMMARY_MEMORY_PREFIX.strip()):
        body = body[len(SUMMARY_MEMORY_PREFIX.strip()) :].strip()
    if not body.startswith(FIRST_HEADING_STEM):
        at = body.find("\n" + FIRST_HEADING_STEM)
        if at >= 0:
            preamble, rest = body[:at].strip(), body[at + 1 :].strip()
            body = f"{rest}\n\n{PREAMBLE_HEADING}\n{preamble}" if preamble else rest
        else:
            body = f"{FIVE_SECTION_HEADINGS[0]}\n\n{PREAMBLE_HEADING}\n{body}"
    return SUMMARY_MEMORY_PREFIX + _drop_empty_sections(body, requests or [])


def saved_summary(
    text: str,
    headings: tuple[str, ...] = FIVE_SECTION_HEADINGS,
    requests: list[str] | None = None,
) -> str:
    """The saved form of any summary: a five-section one as :func:`summary_memory`
    shapes it (it always starts ``## 1. User Requests``), any other (``compact``'s
    nine sections) just prefixed."""
    if headings == FIVE_SECTION_HEADINGS:
        return summary_memory(text, requests)
    return SUMMARY_MEMORY_PREFIX + text.strip()


def _drop_empty_sections(body: str, requests: list[str]) -> str:
    """Headings with no text (or only the placeholder) under them go; an empty first
    section gets ``requests``."""
    sections: list[tuple[str, list[str]]] = []
    for line in body.split("\n"):
        if line.startswith("## ") or not sections:
            sections.append((line, []))
        else:
            sections[-1][1].append(line)
    out: list[str] = []
    for k, (heading, lines) in enumerate(sections):
        content = "\n".join(lines).strip()
        if content == NOTHING_RECORDED:
            content = ""  # a placeholder is not what the summary filled in
        if k == 0 and heading.startswith(FIRST_HEADING_STEM) and not content:
            content = "\n".join("- " + "\n  ".join(r.split("\n")) for r in requests)
            content = content or "- (no request typed in this session)"
        if content:
            out.append(f"{heading}\n{content}")
    return "\n\n".join(out)


# Notices (toasts in OpenCode, printed lines in a terminal).
WARNING_TITLE = "Preemptive Compaction"
COMPLETE_TITLE = "Compaction Complete"


def warning_message(percent: int) -> str:
    """The compaction threshold (``compactionThreshold``) was reached: the usage quoted is
    at or above it."""
    return f"Context at {percent}% - compacting with Supermemory context..."


def stuck_warning_message(percent: int, below: int) -> str:
    """A compaction before the threshold: compacting old tool results (②) could not bring
    the history below ``below`` percent of the window, the limit that fired."""
    return (
        f"Context at {percent}% and compacting old tool results cannot get it below "
        f"{below}% - compacting with Supermemory context..."
    )


COMPLETE_MESSAGE = "Session compacted with Supermemory context. Resuming..."
# After a finished turn the host waits for the user: nothing resumes.
COMPLETE_MESSAGE_IDLE = "Session compacted with Supermemory context. Summary saved."

# Cascade markers.
TRUNCATED_MARKER = "[truncated: output exceeded context limit]"
COMPACTED_MARKER = "[compacted: tool output removed to free context]"
# The result a repair gives a call that never had one (a transcript ending in an unanswered
# call): it says so, never that an output was removed.
NO_RESULT_MARKER = "[no result: this tool call was not answered]"


def pruned_marker(removed: int) -> str:
    return f"[context compacted: {removed} earlier messages removed]"


# Under the marker, the user's requests of the removed messages (③ keeps what the user said).
CARRIED_REQUESTS_HEADER = "User requests in the removed messages (verbatim):"
CARRIED_FILES_HEADER = "Files changed in the removed messages:"
CARRIED_FAILURES_HEADER = "Failed in the removed messages (not fixed there):"


def oversized_note(excluded: int) -> str:
    return f"[Note: {excluded} oversized message(s) were excluded]"


def unavailable_notice(count: int) -> str:
    return f"[Summary unavailable — {count} messages could not be summarized]"


# The nine sections of a full (Layer 3) summary.
NINE_SECTION_HEADINGS: tuple[str, ...] = (
    "## 1. User Intent and Goals",
    "## 2. Key Concepts and Terminology",
    "## 3. Files and Paths",
    "## 4. Errors and Fixes",
    "## 5. Problem-Solving Approach",
    "## 6. Important User Messages",
    "## 7. Pending Tasks",
    "## 8. Current Work",
    "## 9. Next Steps",
)
