#!/bin/sh
# Claude Code runs this for each hook event of the supermemory-local plugin
# (hooks/hooks.json): `sh hook.sh EVENT`, with the event as JSON on stdin.
#
# It runs the `supermemory` command found on PATH (pipx install 'supermemory-local[mcp]', or
# uv tool install), so nothing machine-specific is in the plugin. When the command
# starts Python from a plain `#!/path/to/python` line (pipx, uv, pip), the hook module
# runs directly with that Python: the same code as `supermemory hook claude-code EVENT`
# without the CLI's start-up. It always exits 0: exit 2 would block the compaction, the
# prompt or the stop; a failure is the hook's own log line (supermemory doctor shows it).

event=${1:-}
bin=$(command -v supermemory 2>/dev/null)
if [ -z "$bin" ]; then
  if [ "$event" = SessionStart ]; then
    # shown to the user (not the model) at the start of a session
    printf '%s\n' '{"systemMessage": "supermemory-local: the supermemory command is not on PATH, so no memories are saved or recalled. Install it with: pipx install \"supermemory-local[mcp]\" (then restart Claude Code)."}'
  fi
  cat >/dev/null 2>&1
  exit 0
fi
first=
IFS= read -r first <"$bin" 2>/dev/null
case $first in
  '#!/'*python*)
    # shellcheck disable=SC2086  # the interpreter line may be "/usr/bin/env python3"
    ${first#??} -m supermemory_local.claude_code.hooks claude-code "$event"
    ;;
  *)
    "$bin" hook claude-code "$event"
    ;;
esac
exit 0
