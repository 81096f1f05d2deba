"""What every host shares: the OpenCode bridge, the Claude Code hooks and the MCP server
each translate their host's messages and events, and call these modules for the rest
(the project's memories, the ``supermemory`` tool, the log, the config as a host loads
it). No host imports another; they all import this package.
"""
