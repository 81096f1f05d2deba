"""The memory store: SQLAlchemy models, repository, configuration and the CLI.

``supermemory_local.store``: it imports the settings (``supermemory_local.config``) and nothing of
the engine, the summarizers or the hosts (a test checks the import graph).
"""
