"""``python -m supermemory_local.mcp_server``: the same as ``supermemory mcp``."""

import sys

from supermemory_local.mcp_server.server import main

sys.exit(main(sys.argv[1:]))
