"""Claude Code hooks: a host adapter over the bridge's logic."""
