"""`supermemory mcp`: the memory tools for any MCP client."""

MISSING_SDK = (
    "supermemory mcp needs the MCP SDK: pip install 'supermemory-local[mcp]' "
    "(pipx: pipx install --force 'supermemory-local[mcp]')"
)
