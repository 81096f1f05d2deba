"""A probe-based quality benchmark for the summaries (``python -m bench.quality``).

After the probe-based way of evaluating context compression: a session is replayed
through the engine at a context window (16k, 32k, 64k tokens), so it is compacted as
often as an agent loop would compact it, each compaction building on the one
before; then the final summary is asked probes of four kinds, scored from exact
facts (no model judges):

- recall: is every request the user typed there, verbatim (a long one by its start)?
  and is no harness or injected text quoted as one?
- artifact: is every file the session edited (by a tool or by the shell) named?
- continuation: is the last unresolved error there, and are the remaining tasks
  filled while a request is open?
- decision: is the constraint agreed mid-way there with its later reversal after it,
  and the approach that failed?

Plus the structure of every summary made on the way: no empty section while a
request is open, no repeated heading or bullet.

Sessions: every transcript of the developers' corpus (``$SUPERMEMORY_CORPUS``, OpenAI
format; CONTRIBUTING.md) and generated sessions with planted facts (:mod:`bench.quality.generated`).
The extractive summarizer is scored always; with ``--model URL`` (any
OpenAI-compatible server) model-written summaries are scored the same way, with our
prompts, with OpenCode's own compaction prompt and with no structure.
"""
