"""``python -m supermemory_local.bridge``: the bridge without the ``supermemory`` script on PATH."""

import sys

from supermemory_local.bridge.server import main

sys.exit(main(sys.argv[1:]))
