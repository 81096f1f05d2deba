"""``supermemory ui``: a local web viewer over the store (projects, sessions and their
context timelines, memories, search, forget). Needs the ``ui`` extra."""
