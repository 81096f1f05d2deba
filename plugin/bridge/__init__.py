"""The OpenCode bridge: the long-lived Python process the JS shim talks to.

The shim (``plugin/opencode/supermemory.js``) starts ``supermemory bridge`` once and
sends it one JSON line per hook or event; the bridge answers one JSON line with the
result and the *actions* the shim should run (show a toast, start a compaction,
call the OpenCode API and send the answer back). Every decision lives here, in
Python; the shim only forwards and executes. See :mod:`supermemory_local.bridge.protocol`.
"""
