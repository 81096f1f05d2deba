"""The compaction engine. Knows nothing of OpenCode; saves through ``memory_store``."""
