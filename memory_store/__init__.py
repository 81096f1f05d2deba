"""The memory store: SQLAlchemy models, repository, configuration and the CLI.

This package never imports ``plugin``.
"""
