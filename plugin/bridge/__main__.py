"""``python -m supermemory.bridge``: the bridge without the ``supermemory`` script on PATH."""

import sys

from supermemory.bridge.server import main

sys.exit(main(sys.argv[1:]))
