"""`supermemory mcp`: the memory tools for any MCP client."""
