"""``python -m plugin.bridge``: the bridge without the ``supermemory`` script on PATH."""

import sys

from plugin.bridge.server import main

sys.exit(main(sys.argv[1:]))
