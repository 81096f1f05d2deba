"""supermemory-local: preemptive, structured context compaction for coding agents."""

__version__ = "0.1.0"
