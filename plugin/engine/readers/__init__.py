"""Readers of a transcript: what the user asked (:mod:`.requests`), what failed and was
fixed (:mod:`.failures`), which files changed (:mod:`.artifacts`).

The engine's strategies keep what they read in the pruning marker and compacted copies;
the summarizers build their sections from the same readings. They live here, below
both, so the engine never imports a summarizer.
"""
