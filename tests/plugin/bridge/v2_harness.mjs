// Loads the shim the way OpenCode 2's loader is documented to ("Migrate plugins from V1":
// a default export with an `id` and a `setup(ctx)`), with a fake V2 context, and drives
// each hook the V2 half registers with the documented event shapes. Prints one JSON object.
// Usage: node v2_harness.mjs <shim url> <scenario>; the bridge comes from SUPERMEMORY_BRIDGE_CMD.

const [shimPath, scenario] = process.argv.slice(2)
setInterval(() => {}, 1000) // the shim unrefs its timers and child, as in OpenCode
const mod = await import(shimPath)
const definition = mod.default
if (!definition || typeof definition !== "object" || typeof definition.id !== "string" ||
    (typeof definition.setup !== "function" && typeof definition.effect !== "function")) {
  console.log(JSON.stringify({ loadError: "Plugin must export a default definition with an id and an effect or setup function" }))
  process.exit(0)
}

const hooks = {}
const tools = {}
const disposed = []
const queue = []
let wake = () => {}
const ctx = {
  location: { directory: process.cwd(), worktree: process.cwd(), project: { id: "prj_1", worktree: process.cwd() } },
  options: {},
  session: {
    hook: async (name, fn) => { hooks[name] = fn; return { dispose: async () => disposed.push(name) } },
  },
  tool: {
    transform: async (fn) => {
      fn({ add: (def) => { tools[def.name] = def } })
      return { dispose: async () => disposed.push("tool") }
    },
  },
  model: { list: async () => [{ providerID: "fake", id: "tools-24k", limit: { context: 24000, output: 2000 } }] },
  event: {
    subscribe: ({ signal } = {}) => ({
      async *[Symbol.asyncIterator]() {
        while (!signal?.aborted) {
          if (queue.length) { yield queue.shift(); continue }
          await new Promise((r) => { wake = r; signal?.addEventListener("abort", r, { once: true }) })
        }
      },
    }),
  },
}
const publish = (event) => { queue.push(event); wake() }
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

const cleanup = await definition.setup(ctx)
const out = { id: definition.id, hooks: Object.keys(hooks).sort(), tools: Object.keys(tools) }
out.toolSchema = tools.supermemory?.input

const model = { providerID: "fake", id: "tools-24k" }
const big = Array.from({ length: 8000 }, (_, i) => `${i} compiling module ${i} ok`).join("\n")
const conversation = (output) => [
  { role: "user", content: [{ type: "text", text: "build it" }] },
  { role: "assistant", content: [{ type: "tool-call", id: "call_1", name: "shell", input: { command: "make" } }] },
  { role: "tool", content: [{ type: "tool-result", id: "call_1", name: "shell", result: { type: "text", value: output } }] },
]

if (scenario === "flow") {
  publish({ type: "session.created", data: { sessionID: "ses_v2", info: { id: "ses_v2" } } })
  await sleep(300)
  await hooks.prompt({ sessionID: "ses_v2", prompt: { text: "please remember: we deploy with make release" }, delivery: "steer" })
  const context = { sessionID: "ses_v2", system: [{ type: "text", text: "You are OpenCode." }], messages: conversation(big), tools: {}, model }
  const part = context.messages[2].content[0]
  await hooks.context(context)
  out.system = context.system.map((p) => p.text)
  out.toolResult = part.result
  out.samePart = context.messages[2].content[0] === part
  const compaction = { sessionID: "ses_v2", system: [], messages: [], tools: {}, options: {} }
  await hooks.compaction(compaction)
  out.compactionSystem = compaction.system.map((p) => p.text)
  publish({ type: "session.compaction.ended", data: { sessionID: "ses_v2", reason: "auto",
    text: "## 1. User Requests (As-Is)\n- v2 flow\n\n## 2. Final Goal\n- ok\n", tokens: { input: 1000, output: 200 } } })
  await sleep(1500)
  out.added = await tools.supermemory.execute({ action: "add", content: "architecture: the API lives in api/" }, { sessionID: "ses_v2" })
  out.listed = await tools.supermemory.execute({ action: "list", content: "" }, { sessionID: "ses_v2" })
  out.forgotten = await tools.supermemory.execute({ action: "forget", content: "mem_nothere" }, { sessionID: "ses_v2" })
  const small = { sessionID: "ses_v2", system: [], messages: conversation("3 tests passed"), tools: {}, model }
  await hooks.context(small)
  out.smallUnchanged = small.messages[2].content[0].result.value === "3 tests passed"
} else if (scenario === "first") {
  // OpenCode 2 publishes session.created and runs the prompt hook right after: no pause.
  const system = async (sessionID) => {
    const context = { sessionID, system: [{ type: "text", text: "You are OpenCode." }], messages: conversation("ok"), tools: {}, model }
    await hooks.context(context)
    return context.system.map((p) => p.text)
  }
  publish({ type: "session.created", data: { sessionID: "ses_new", info: { id: "ses_new" } } })
  await hooks.prompt({ sessionID: "ses_new", prompt: { text: "which database port do we use?" }, delivery: "steer" })
  out.firstSystem = await system("ses_new")
  await hooks.prompt({ sessionID: "ses_new", prompt: { text: "and the next step?" } })
  out.secondSystem = await system("ses_new")
  // a session this OpenCode did not create (resumed, or from before the bridge started)
  await hooks.prompt({ sessionID: "ses_old", prompt: { text: "which database port do we use?" } })
  out.resumedSystem = await system("ses_old")
} else if (scenario === "failed") {
  await hooks.compaction({ sessionID: "ses_f", system: [], messages: [] })
  publish({ type: "session.compaction.failed", data: { sessionID: "ses_f", error: { message: "model overloaded" } } })
  await sleep(800)
} else {
  // A missing or broken bridge: every hook returns and changes nothing.
  const context = { sessionID: "ses_x", system: [], messages: conversation("short"), tools: {}, model }
  const before = JSON.stringify(context)
  await hooks.prompt({ sessionID: "ses_x", prompt: { text: "remember this" } })
  await hooks.context(context)
  const compaction = { sessionID: "ses_x", system: [], messages: [] }
  await hooks.compaction(compaction)
  publish({ type: "session.compaction.ended", data: { sessionID: "ses_x", text: "summary" } })
  await sleep(300)
  out.unchanged = JSON.stringify(context) === before && compaction.system.length === 0
  out.tool = await tools.supermemory.execute({ action: "list" }, { sessionID: "ses_x" })
}
await cleanup()
out.disposed = disposed.sort()
console.log(JSON.stringify(out))
process.exit(0)
