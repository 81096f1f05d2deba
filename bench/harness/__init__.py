"""What the tests and the benches share, so that neither reaches into the other: the
real-transcript corpus and replaying it, the providers' pairing rules, fake model servers
and a real OpenCode in a sandbox, a throwaway PostgreSQL cluster, the secret corpus.

Never installed: it lives beside the product, not in it. Import it from the repository
root (pytest does; run a bench as ``python -m bench.NAME``)."""
