#!/bin/sh
# Claude Code starts this as the plugin's MCP server (.claude-plugin/plugin.json):
# `sh mcp.sh`, speaking MCP over stdin/stdout.
#
# It runs the `supermemory` command found on PATH (pipx install 'supermemory-local[mcp]', or
# uv tool install), so nothing machine-specific is in the plugin. When the command starts
# Python from a plain `#!/path/to/python` line (pipx, uv, pip), the server module runs
# directly with that Python: the same code as `supermemory mcp`, without the CLI's
# start-up (its parser and the scan of installed commands), which Claude Code waits for
# before the session's first model call.

bin=$(command -v supermemory 2>/dev/null)
if [ -z "$bin" ]; then
  echo "supermemory-local: the supermemory command is not on PATH; install it with: pipx install 'supermemory-local[mcp]'" >&2
  exit 1
fi
first=
IFS= read -r first <"$bin" 2>/dev/null
case $first in
  '#!/'*python*)
    # shellcheck disable=SC2086  # the interpreter line may be "/usr/bin/env python3"
    exec ${first#??} -m supermemory_local.mcp_server "$@"
    ;;
  *)
    exec "$bin" mcp "$@"
    ;;
esac
