// Loads the OpenCode shim with a fake OpenCode client and runs one scenario.
// Usage: node shim_harness.mjs <shim path> <scenario>; prints one JSON object.
// The bridge command comes from SUPERMEMORY_BRIDGE_CMD, as in OpenCode.

const [shimPath, scenario] = process.argv.slice(2)
// The shim unrefs its timers and child (OpenCode keeps the loop alive); so does this.
setInterval(() => {}, 1000)
const { default: entry } = await import(shimPath)
// The module serves OpenCode 1 and 2: V1 (1.18.29+) calls the default's `server`.
const plugin = typeof entry === "function" ? entry : entry.server

const calls = { toasts: [], summarize: [], messages: 0, providers: 0 }
const summaryText = "## 1. User Requests (As-Is)\n- shim flow\n\n## 2. Final Goal\n- ok\n"
const client = {
  tui: { showToast: async ({ body }) => { calls.toasts.push(body); return { data: true } } },
  config: {
    providers: async () => {
      calls.providers++
      return { data: { providers: [{ id: "fake", models: {
        "big-200k": { limit: { context: 200000, output: 2000 } },
        "tools-24k": { limit: { context: 24000, output: 2000 } },
      } }] } }
    },
  },
  session: {
    summarize: async (req) => { calls.summarize.push(req); return { data: true } },
    messages: async () => {
      calls.messages++
      return { data: [{ info: { id: "msg_s", role: "assistant", summary: true, sessionID: "ses_1",
        time: { created: 5000, completed: 6000 } }, parts: [{ type: "text", text: summaryText }] }] }
    },
  },
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
async function until(check, ms = 20000) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (check()) return true
    await sleep(20)
  }
  return false
}

const finished = (total, model = "big-200k") => ({
  type: "message.updated",
  properties: { info: { id: `msg_${total}`, sessionID: "ses_1", role: "assistant", providerID: "fake",
    modelID: model, finish: "stop", time: { created: 1000, completed: 2000 },
    tokens: { total, input: total - 20, output: 20, reasoning: 0, cache: { read: 0, write: 0 } } } },
})

function history(output) {
  return [
    { info: { id: "msg_u", sessionID: "ses_1", role: "user", model: { providerID: "fake", modelID: "tools-24k" } },
      parts: [{ type: "text", text: "read it" }] },
    { info: { id: "msg_a", sessionID: "ses_1", role: "assistant", providerID: "fake", modelID: "tools-24k" },
      parts: [{ type: "step-start" }, { type: "tool", callID: "c1", tool: "read",
        state: { status: "completed", input: { filePath: "/x" }, output, title: "x", metadata: { big: "m".repeat(1000) },
          time: { start: 1, end: 2 } } }] },
  ]
}

const hooks = await plugin({ client, directory: process.cwd(), worktree: process.cwd() })
const out = {}

if (scenario === "flow") {
  await hooks.event({ event: finished(162000) })
  await until(() => calls.summarize.length > 0)
  out.summarize = calls.summarize
  const compacting = { context: [] }
  await hooks["experimental.session.compacting"]({ sessionID: "ses_1" }, compacting)
  out.context = compacting.context
  out.prompt = compacting.prompt
  await hooks.event({ event: { type: "session.compacted", properties: { sessionID: "ses_1" } } })
  await until(() => calls.toasts.some((t) => t.title === "Compaction Complete"))
  const big = Array.from({ length: 4000 }, (_, i) => `${i} compiling module ${i} ok`).join("\n")
  const messages = history(big)
  const part = messages[1].parts[1]
  await hooks["experimental.chat.messages.transform"]({}, { messages })
  out.samePart = messages[1].parts[1] === part
  out.truncatedOutput = part.state.output
  // The next call (fresh objects, as OpenCode loads them) goes as stubs: same edits.
  const again = history(big)
  await hooks["experimental.chat.messages.transform"]({}, { messages: again })
  out.truncatedAgain = again[1].parts[1].state.output === part.state.output
  const chat = { message: { id: "msg_new" }, parts: [{ type: "text", text: "please remember: tabs" }] }
  await hooks["chat.message"]({ sessionID: "ses_1" }, chat)
  out.addedParts = chat.parts.slice(1)
  // Injected memories: shown to the model on a copy of the message (the title request
  // holds the original, which stays ignored), and not in a compaction's messages.
  const ctxPart = { id: "prt_ctx", type: "text", text: "[Supermemory context: m]", synthetic: true, ignored: true, metadata: { supermemory: "context" } }
  const first = { info: { id: "msg_first", sessionID: "ses_1", role: "user" }, parts: [{ type: "text", text: "hi" }, ctxPart] }
  const shown = { messages: [first] }
  await hooks["experimental.chat.messages.transform"]({}, shown)
  out.context_part = { shown: shown.messages[0].parts[1].ignored, original: ctxPart.ignored, copied: shown.messages[0] !== first }
  await hooks["experimental.session.compacting"]({ sessionID: "ses_1" }, { context: [] })
  const inCompaction = { messages: [first] }
  await hooks["experimental.chat.messages.transform"]({}, inCompaction)
  out.context_part.inCompaction = inCompaction.messages[0].parts[1].ignored
  out.tool = await hooks.tool.supermemory.execute({ action: "forget", content: "mem_nothere" }, { sessionID: "ses_1" })
  out.toasts = calls.toasts
} else if (scenario === "quiet") {
  // Only what the bridge acts on reaches it: the bridge command records each request.
  await sleep(300) // the init answer (with its rememberHints) has arrived
  const say = async (text) => {
    const chat = { message: { id: "msg_x" }, parts: [{ type: "text", text }] }
    await hooks["chat.message"]({ sessionID: "ses_q" }, chat)
    return chat.parts.length - 1
  }
  out.added = [await say("hello"), await say("go on"), await say("Please REMEMBER: tabs"), await say("next")]
  const streaming = finished(0)
  delete streaming.properties.info.finish
  delete streaming.properties.info.time.completed
  await hooks.event({ event: streaming })
  await hooks.event({ event: finished(5000) })
  await hooks.event({ event: finished(5000) }) // the same usage again
  await hooks.event({ event: { type: "message.updated", properties: { info: { id: "u", role: "user" } } } })
  await hooks.event({ event: finished(6000) })
  // The bridge answers transforms after 600 ms, allowing 500 more characters unseen.
  const user = (id, text) => ({ info: { id, sessionID: "ses_q", role: "user",
    model: { providerID: "fake", modelID: "big-200k" } }, parts: [{ type: "text", text }] })
  const turns = [[user("u1", "a")], [user("u1", "a"), user("u2", "b")],
    [user("u1", "a"), user("u2", "b"), user("u3", "c".repeat(2000))]]
  out.transformMs = []
  for (const messages of turns) {
    const t0 = performance.now()
    await hooks["experimental.chat.messages.transform"]({}, { messages })
    out.transformMs.push(performance.now() - t0)
    await sleep(700) // the unawaited answer has arrived before the next call
  }
} else if (scenario === "hostile") {
  // What real sessions hold: an emoji cut in half by JavaScript string slicing (a lone
  // surrogate) in a large tool output, and a tool input nested 200,000 levels deep.
  const emoji = "\u{1F600}"
  const cut = Array.from({ length: 4000 }, (_, i) => `${i} compiling ${emoji} ok`).join("\n")
  const broken = cut.slice(0, 50) + emoji.slice(0, 1) + cut.slice(50) + "\nFAILED last line"
  const messages = history(broken)
  await hooks["experimental.chat.messages.transform"]({}, { messages })
  const output = messages[1].parts[1].state.output
  out.cutWithSurrogate = output.length < broken.length
  out.endKept = output.endsWith("FAILED last line")
  let deep = {}
  const top = deep
  for (let i = 0; i < 200000; i++) { deep.x = {}; deep = deep.x }
  const nested = history("short")
  nested[1].parts[1].state.input = top
  await hooks["experimental.chat.messages.transform"]({}, { messages: nested })
  out.nestedReturned = true
  // The bridge still serves: the next transform is cut as usual.
  const again = history(cut)
  await hooks["experimental.chat.messages.transform"]({}, { messages: again })
  out.stillCuts = again[1].parts[1].state.output.length < cut.length
  out.tool = await hooks.tool.supermemory.execute({ action: "list", content: "" }, { sessionID: "ses_1" })
  out.toasts = calls.toasts
} else if (scenario === "private") {
  // A compaction's request is a summarizer's input: private blocks and secrets go; the
  // same messages in an ordinary request stay as the user wrote them.
  const key = "ghp_" + "Zq8Lw3Nv6Rt1Ys4Kd7Mf2Hb5Jc9Xe0Pa" + "1234"
  const messages = () => [
    { info: { id: "msg_p1", sessionID: "ses_p", role: "user", model: { providerID: "fake", modelID: "big-200k" } },
      parts: [{ type: "text", text: "deploy it <private>the launch code is okapi-4471</private> today" }] },
    { info: { id: "msg_p2", sessionID: "ses_p", role: "assistant", providerID: "fake", modelID: "big-200k" },
      parts: [{ type: "text", text: "Reading the config <private>and the vault note" },
        { type: "tool", callID: "c1", tool: "bash",
          state: { status: "completed", input: { command: `curl -H 'Authorization: token ${key}' https://api.github.com` },
            output: `token=${key}\nok`, time: { start: 1, end: 2 } } }] },
    { info: { id: "msg_p3", sessionID: "ses_p", role: "user", model: { providerID: "fake", modelID: "big-200k" } },
      parts: [{ type: "text", text: "still private: walrus-88 </private> and now public: ship on friday" }] },
  ]
  const plain = { messages: messages() }
  await hooks["experimental.chat.messages.transform"]({}, plain)
  out.plain = JSON.stringify(plain.messages)
  await hooks["experimental.session.compacting"]({ sessionID: "ses_p" }, { context: [] })
  const compaction = { messages: messages() }
  await hooks["experimental.chat.messages.transform"]({}, compaction)
  out.compaction = JSON.stringify(compaction.messages)
  const after = { messages: messages() }
  await hooks["experimental.chat.messages.transform"]({}, after)
  out.after = JSON.stringify(after.messages)
  out.key = key
} else if (scenario === "resend") {
  // The first bridge dies on the event; its successor must still get that event.
  await hooks.event({ event: finished(162000) })
  await until(() => calls.summarize.length > 0, 15000)
  out.summarize = calls.summarize
  out.toasts = calls.toasts
} else if (scenario === "stopped") {
  // The bridge stops by itself (exit 0, as on a signal) with an event unanswered: the
  // shim neither resends it nor starts a new bridge while the host may be stopping; a
  // call after SUPERMEMORY_STOP_GRACE_MS starts one.
  await hooks.event({ event: finished(162000) })
  out.soon = await hooks.tool.supermemory.execute({ action: "list", content: "" }, { sessionID: "ses_1" })
  await sleep(Number(process.env.SUPERMEMORY_STOP_GRACE_MS) + 200)
  out.later = await hooks.tool.supermemory.execute({ action: "list", content: "" }, { sessionID: "ses_1" })
  out.toasts = calls.toasts
  out.summarize = calls.summarize
} else {
  // A bridge that hangs, dies or is missing: every hook returns, nothing changes.
  const messages = history("short output")
  const before = JSON.stringify(messages)
  for (let i = 0; i < 8; i++) {
    await hooks["experimental.chat.messages.transform"]({}, { messages })
    await hooks.event({ event: finished(190000) })
    await sleep(100)
  }
  out.unchanged = JSON.stringify(messages) === before
  out.tool = await hooks.tool.supermemory.execute({ action: "list", content: "" }, { sessionID: "ses_1" })
  await sleep(200)
  out.toasts = calls.toasts
  out.summarize = calls.summarize
}
await hooks.dispose()
console.log(JSON.stringify(out))
process.exit(0)
