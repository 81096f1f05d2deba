// supermemory-local for OpenCode: a thin shim over a long-lived Python bridge.
//
// Every hook and event is forwarded as one JSON line to `supermemory bridge`; the
// bridge decides (when to compact, what to inject, what to truncate) and answers
// with a result and actions (toast, summarize, call the OpenCode API), which this
// shim runs. Every call has a timeout: a slow, dead or missing bridge never blocks
// or breaks OpenCode. A dead bridge is restarted (at most 3 times in 5 minutes);
// the first failure is logged and shown once, pointing at `supermemory doctor`.

import { spawn } from "node:child_process"
import { appendFileSync, mkdirSync, readFileSync } from "node:fs"
import { homedir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const SHIM_VERSION = "1"
const CONTEXT_PART = "context" // metadata.supermemory of an injected-memories part
const env = process.env
const ms = (name, fallback) => Number(env[name]) > 0 ? Number(env[name]) : fallback
const HOOK_TIMEOUT = ms("SUPERMEMORY_BRIDGE_TIMEOUT_MS", 5000)
const EVENT_WAIT_MS = 500 // a V2 prompt waits this long at most for the event before it
const SLOW_TIMEOUT = Math.max(HOOK_TIMEOUT, 30000) // store writes, the tool, API calls
const MAX_RESTARTS = 3
const RESTART_WINDOW = 5 * 60 * 1000
const RESEND = new Set(["event"]) // calls a restarted bridge gets again (once)
// A bridge that stops by itself with exit 0 was sent SIGINT/SIGTERM/SIGHUP, nearly always
// with the host (Ctrl-C or a service manager signals the whole process group): for this
// long it is not restarted and what it left unanswered is not resent, so a stopping host
// does not start a new bridge. A later call restarts it (someone stopped only the bridge).
const STOP_GRACE = ms("SUPERMEMORY_STOP_GRACE_MS", 10000)
const EVENTS = new Set([
  "message.updated", "session.compacted", "session.idle", "session.error",
  "session.deleted", "session.created",
])

// The bridge command: $SUPERMEMORY_BRIDGE_CMD (JSON array), else what
// `supermemory install` recorded next to this file, else `supermemory` on PATH.
function bridgeCommand() {
  try {
    if (env.SUPERMEMORY_BRIDGE_CMD) return JSON.parse(env.SUPERMEMORY_BRIDGE_CMD)
  } catch {}
  try {
    const here = dirname(fileURLToPath(import.meta.url))
    const saved = JSON.parse(readFileSync(join(here, "supermemory.config.json"), "utf8"))
    if (Array.isArray(saved.bridge) && saved.bridge.length) return saved.bridge
  } catch {}
  return ["supermemory", "bridge"]
}

function defaultLogPath() {
  if (env.SUPERMEMORY_LOG) return env.SUPERMEMORY_LOG
  const state = env.XDG_STATE_HOME || join(homedir(), ".local", "state")
  return join(state, "supermemory", "bridge.log")
}

class Bridge {
  constructor(command, hello) {
    this.command = command
    this.hello = hello // init params, sent first on every (re)start
    this.proc = null
    this.pending = new Map()
    this.nextId = 1
    this.starts = []
    this.timeouts = 0
    this.broken = false
    this.stopping = false
    this.restAfterStop = 0 // no restart before this time (see STOP_GRACE)
    this.logPath = defaultLogPath()
    this.onFailure = () => {}
    this.onInit = () => {}
  }

  log(line) {
    try {
      mkdirSync(dirname(this.logPath), { recursive: true })
      appendFileSync(this.logPath, `${new Date().toISOString()} shim[${process.pid}] ${line}\n`)
    } catch {}
  }

  fail(reason) {
    this.log(reason)
    this.onFailure(reason)
  }

  start() {
    const now = Date.now()
    this.starts = this.starts.filter((t) => now - t < RESTART_WINDOW)
    if (this.starts.length > MAX_RESTARTS) {
      if (!this.broken) this.fail(`bridge gave up: ${MAX_RESTARTS} restarts within 5 minutes`)
      this.broken = true
      return false
    }
    this.starts.push(now)
    let proc
    try {
      proc = spawn(this.command[0], this.command.slice(1), { stdio: ["pipe", "pipe", "pipe"], env })
    } catch (err) {
      this.fail(`cannot start the bridge ${JSON.stringify(this.command)}: ${err.message}`)
      return false
    }
    this.proc = proc
    this.timeouts = 0
    let buffer = ""
    proc.stdout.setEncoding("utf8")
    proc.stdout.on("data", (chunk) => {
      buffer += chunk
      let nl
      while ((nl = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, nl)
        buffer = buffer.slice(nl + 1)
        this.receive(line)
      }
    })
    proc.stderr.setEncoding("utf8")
    proc.stderr.on("data", (text) => this.log(`bridge stderr: ${text.trimEnd().slice(0, 2000)}`))
    proc.stdin.on("error", () => {})
    proc.on("error", (err) => this.gone(proc, `cannot run the bridge ${JSON.stringify(this.command)}: ${err.message}`))
    proc.on("exit", (code, signal) => {
      // Exit 0 is a normal stop (stdin closed, or SIGTERM/SIGINT/SIGHUP, which the bridge
      // handles): logged as such, no failure. A crash or a kill is a failure.
      if (this.stopping) this.gone(proc, "the bridge stopped (plugin disposed)", false)
      else if (code === 0) {
        this.restAfterStop = Date.now() + STOP_GRACE
        this.gone(proc, `the bridge stopped (exit 0); not restarted for ${STOP_GRACE} ms, in case OpenCode is stopping too`, false)
      } else this.gone(proc, `the bridge exited (${signal || `code ${code}`})`)
    })
    // Nothing of the bridge keeps OpenCode's event loop alive: a stopping host exits.
    for (const stream of [proc, proc.stdin, proc.stdout, proc.stderr]) stream?.unref?.()
    this.send("init", this.hello, HOOK_TIMEOUT * 2, proc).then((result) => {
      if (result?.logPath) this.logPath = result.logPath
      if (result) this.onInit(result)
    })
    return true
  }

  gone(proc, reason, failed = true) {
    if (this.proc !== proc) return
    this.proc = null
    const lost = [...this.pending.values()]
    this.pending.clear()
    if (failed) this.fail(reason)
    else this.log(reason)
    // An event the dead bridge had not answered goes once to its successor (a lost
    // `session.compacted` would lose that summary); other calls just fail.
    const resting = Date.now() < this.restAfterStop
    for (const waiter of lost) {
      const again = RESEND.has(waiter.method) && !waiter.resent && !resting
      if (!again) { waiter(null); continue }
      this.request(waiter.method, waiter.params, waiter.timeout, true).then(waiter)
    }
  }

  receive(line) {
    let msg
    try {
      msg = JSON.parse(line)
    } catch {
      return this.log(`unreadable line from the bridge: ${line.slice(0, 200)}`)
    }
    const waiter = this.pending.get(msg.id)
    if (!waiter) return
    this.pending.delete(msg.id)
    if (!msg.ok) this.log(`bridge error: ${msg.error}`)
    waiter(msg.ok ? msg.result : null)
  }

  // The result of `method`, or null when the bridge failed, errored or timed out.
  request(method, params, timeout = HOOK_TIMEOUT, resent = false) {
    if (this.broken) return Promise.resolve(null)
    if (!this.proc && Date.now() < this.restAfterStop) return Promise.resolve(null)
    if (!this.proc && !this.start()) return Promise.resolve(null)
    return this.send(method, params, timeout, this.proc, resent)
  }

  send(method, params, timeout, proc, resent = false) {
    const id = this.nextId++
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        if (!this.pending.delete(id)) return
        this.log(`${method} timed out after ${timeout} ms`)
        if (++this.timeouts >= 2 && this.proc === proc) {
          proc.kill("SIGKILL") // hung: the exit handler restarts it on the next call
        }
        resolve(null)
      }, timeout)
      timer.unref?.()
      const waiter = (result) => {
        clearTimeout(timer)
        if (result !== null) this.timeouts = 0
        resolve(result)
      }
      Object.assign(waiter, { method, params, timeout, resent })
      this.pending.set(id, waiter)
      try {
        proc.stdin.write(JSON.stringify({ id, method, params }) + "\n")
      } catch (err) {
        this.pending.get(id)?.(null)
        this.pending.delete(id)
      }
    })
  }

  // OpenCode disposes the plugin: close the bridge's stdin (it stops by itself), and
  // terminate it only if it is still there a moment later.
  stop() {
    this.broken = true
    this.stopping = true
    const proc = this.proc
    if (!proc) return
    try { proc.stdin.end() } catch {}
    setTimeout(() => { if (this.proc === proc) proc.kill() }, 2000).unref?.()
  }
}

// The bridge at plugin load (a failure is the bridge's own log line and toast, and the
// first hook starts it again); SUPERMEMORY_LAZY_BRIDGE=1 waits for the first hook instead.
function startEarly(bridge) {
  if (env.SUPERMEMORY_LAZY_BRIDGE === "1") return
  try {
    if (!bridge.proc && !bridge.broken) bridge.start()
  } catch (err) {
    bridge.log(`cannot start the bridge at load: ${err?.message || err}`)
  }
}

// A part id OpenCode accepts ("prt_" + 12 hex of time * 4096 + counter + 14 random
// characters) that sorts right after `after`, so an added part follows the user's text.
function partIdAfter(after) {
  const stamp = /^prt_([0-9a-f]{12})/.exec(after || "")
  const base = stamp ? BigInt("0x" + stamp[1]) : BigInt(Date.now()) * 4096n
  const chars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
  let rand = ""
  for (let i = 0; i < 14; i++) rand += chars[Math.floor(Math.random() * chars.length)]
  return `prt_${(base + 1n).toString(16).padStart(12, "0")}${rand}`
}

// Only what the bridge reads of a message (tool metadata can be large).
function slim({ info, parts }) {
  return {
    info: {
      id: info.id, sessionID: info.sessionID, role: info.role, model: info.model,
      providerID: info.providerID, modelID: info.modelID, _pin: info._pin,
    },
    parts: (parts || []).map((p) =>
      p.type === "tool"
        ? { type: "tool", callID: p.callID, tool: p.tool, state: {
            status: p.state?.status, input: p.state?.input, output: p.state?.output,
            error: p.state?.error, time: p.state?.time } }
        : p.type === "text" || p.type === "reasoning"
          ? { type: p.type, text: p.text, ignored: p.ignored }
          : { type: p.type }),
  }
}

// The last resort when the bridge does not answer a compaction's transform: the
// summarizer must not read private blocks, so every text and tool output holding a
// private tag loses all from its first tag to its last (coarser than the bridge's
// rules, never finer). Secrets need the bridge's rules. Returns the parts changed.
const PRIVATE_OPEN = /<\s*private\b[^<>]{0,200}>|&lt;\s*private\b/gi
const PRIVATE_CLOSE = /<\s*\/\s*private\s*>|&lt;\s*\/\s*private\s*&gt;/gi
function withoutPrivate(text) {
  if (typeof text !== "string" || !/private/i.test(text)) return text
  const opens = [...text.matchAll(PRIVATE_OPEN)]
  const closes = [...text.matchAll(PRIVATE_CLOSE)]
  if (!opens.length && !closes.length) return text
  const firstOpen = opens.length ? opens[0].index : text.length
  const start = closes.length && closes[0].index < firstOpen ? 0 : firstOpen
  const lastOpen = opens.length ? opens.at(-1).index : -1
  const lastClose = closes.length ? closes.at(-1).index + closes.at(-1)[0].length : -1
  const end = lastOpen >= lastClose ? text.length : lastClose
  return text.slice(0, start) + "[REDACTED]" + text.slice(end)
}
function hidePrivate(messages) {
  let cut = 0
  for (const m of messages || []) {
    for (const p of m.parts || []) {
      const holder = p.type === "tool" ? p.state : p
      const field = p.type === "tool" ? (p.state?.status === "error" ? "error" : "output") : "text"
      if (!holder || typeof holder[field] !== "string") continue
      const text = withoutPrivate(holder[field])
      if (text !== holder[field]) {
        holder[field] = text
        cut++
      }
    }
  }
  return cut
}

// A cheap signature of what the bridge reads: while it is unchanged, a message the
// bridge already holds is sent as {id, sig} instead of in full.
function signature({ parts }) {
  let size = 0
  let states = ""
  for (const p of parts || []) {
    if (p.type === "tool") {
      const st = p.state || {}
      size += (st.output?.length || 0) + (st.error?.length || 0)
      states += (st.status || "?")[0] + (st.time?.compacted ? "c" : "")
    } else if (typeof p.text === "string") {
      size += p.text.length + (p.ignored ? 0.5 : 0)
    }
  }
  return `${parts?.length || 0}:${size}:${states}`
}

// The shim's measure of a message for the bridge's quiet allowance (bridge/quiet.py):
// characters of texts, tool names, inputs, outputs and errors, 16 per message and part.
function weigh({ parts }) {
  let size = 16
  for (const p of parts || []) {
    if (p.type === "tool") {
      const st = p.state || {}
      size += 16 + (p.tool?.length || 0) + (st.output?.length || 0) + (st.error?.length || 0)
      size += st.input === undefined ? 0 : JSON.stringify(st.input).length
    } else if (typeof p.text === "string") {
      size += p.text.length
    }
  }
  return size
}

// "provider/model" of a history as the bridge reads it: the newest message that says.
function modelOf(messages) {
  for (let i = messages.length - 1; i >= 0; i--) {
    const info = messages[i].info || {}
    const provider = info.model?.providerID || info.providerID
    const model = info.model?.modelID || info.modelID
    if (provider && model) return `${provider}/${model}`
  }
  return null
}

const textOf = (parts) =>
  (parts || []).filter((p) => p.type === "text" && !p.synthetic && p.text).map((p) => p.text).join("\n")

export const SupermemoryPlugin = async ({ client, directory, worktree }) => {
  const bridge = new Bridge(bridgeCommand(), { directory, worktree, shim: SHIM_VERSION })
  const shownErrors = new Set()
  const held = new Map() // message id -> signature of the copy the bridge holds
  // Per turn, only what the bridge acts on costs a round trip (each one waits on two
  // processes' event loops): finished assistant messages once each, and a user message
  // only while its session may still get memories or when it may ask to remember.
  const reported = new Map() // message id -> usage key last forwarded
  const settled = new Set() // sessions the bridge adds nothing to but the remember nudge
  let hints = null // lowercase pieces of "remember" phrases, from the bridge's init
  // session -> {chars, model}: while what the bridge has not seen of a history (new or
  // changed messages, see weigh) adds up to at most `chars` since the bridge answered
  // and the model is the same, its transform answer is "no edits" (bridge/quiet.py).
  const quiet = new Map()
  const spent = new Map() // session -> weight of the unseen messages sent so far
  const allow = (sessionID, result, mark) => {
    if (result.quiet && !result.edits?.length && sessionID) {
      const since = (spent.get(sessionID) || 0) - mark // sent after the call answered
      quiet.set(sessionID, { chars: result.quiet.chars - since, model: result.quiet.model })
    } else {
      quiet.delete(sessionID)
    }
  }
  const mayAskToRemember = (text) => {
    const folded = text.toLowerCase().replaceAll("ı", "i").replaceAll("ſ", "s")
    return hints.some((h) => folded.includes(h))
  }
  const compacting = new Set() // sessions whose next transform is their compaction's
  let failureShown = false

  const toast = async (a) => {
    if (a.variant === "error") {
      if (shownErrors.has(a.message)) return
      shownErrors.add(a.message)
    }
    await client.tui.showToast({ body: { title: a.title, message: a.message, variant: a.variant, duration: a.duration } })
  }
  bridge.onFailure = (reason) => {
    if (failureShown) return
    failureShown = true
    toast({ title: "Supermemory", variant: "error",
      message: `Supermemory's bridge failed (${reason}). OpenCode keeps working; the bridge is restarted automatically. If this repeats, run \`supermemory doctor\`.` })
      .catch(() => {})
  }

  const within = (promise, timeout) =>
    Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${timeout} ms`)), timeout).unref?.())])

  // Run a bridge call (client API) and send its answer to the bridge's `then` method.
  async function follow(a) {
    if (a.delayMs) await new Promise((r) => setTimeout(r, a.delayMs))
    const [ns, fn] = a.call.split(".")
    let reply
    try {
      const res = await within(client[ns][fn](a.args), SLOW_TIMEOUT)
      reply = res?.error ? { ok: false, error: JSON.stringify(res.error).slice(0, 500) } : { ok: true, data: res?.data ?? res }
    } catch (err) {
      reply = { ok: false, error: String(err?.message || err) }
    }
    return ask(a.then, { context: a.context, ...reply }, SLOW_TIMEOUT)
  }

  function run(a) {
    if (a.type === "toast") return toast(a)
    if (a.type === "summarize") {
      const body = { providerID: a.providerID, modelID: a.modelID, auto: a.auto }
      client.session.summarize({ path: { id: a.sessionID }, body })
        .then((res) => ({ ok: !res?.error, error: res?.error ? JSON.stringify(res.error).slice(0, 500) : undefined }))
        .catch((err) => ({ ok: false, error: String(err?.message || err) }))
        .then((done) => ask("summarize.done", { sessionID: a.sessionID, ...done }, SLOW_TIMEOUT))
      return
    }
    if (a.type === "call") {
      const followed = follow(a)
      if (a.wait) return followed
      followed.catch((err) => bridge.log(`call ${a.call} failed: ${err?.message || err}`))
    }
  }

  // A bridge request whose actions are run; a waited call's follow-up result replaces it.
  async function ask(method, params, timeout = HOOK_TIMEOUT) {
    let result = await bridge.request(method, params, timeout)
    for (const a of result?.actions || []) {
      try {
        if (a.wait) result = (await run(a)) ?? result
        else Promise.resolve(run(a)).catch((err) => bridge.log(`action ${a.type} failed: ${err?.message || err}`))
      } catch (err) {
        bridge.log(`action ${a.type} failed: ${err?.message || err}`)
      }
    }
    return result
  }
  bridge.onInit = (result) => {
    held.clear() // a new bridge holds no messages
    reported.clear()
    quiet.clear()
    spent.clear()
    hints = Array.isArray(result.rememberHints) ? result.rememberHints : null
    for (const a of result.actions || []) Promise.resolve(run(a)).catch(() => {})
  }

  const guard = (name, fn) => async (...args) => {
    try {
      await fn(...args)
    } catch (err) {
      bridge.log(`${name} hook failed: ${err?.stack || err}`)
    }
  }

  const hooks = {
    event: guard("event", async ({ event }) => {
      if (!EVENTS.has(event?.type)) return
      if (event.type === "message.updated") {
        const info = event.properties?.info
        if (info?.role !== "assistant" || !(info.finish || info.time?.completed)) return
        const key = `${info.tokens?.total}:${info.tokens?.input}:${info.summary}`
        if (reported.get(info.id) === key) return // the bridge saw this usage already
        if (reported.size > 10000) reported.clear()
        reported.set(info.id, key)
      }
      // Not awaited: OpenCode need not wait for the bridge's bookkeeping (its actions,
      // such as a compaction, still run when the answer comes; events keep their order).
      ask("event", { event: { type: event.type, properties: event.properties } }, SLOW_TIMEOUT)
        .catch((err) => bridge.log(`event ${event.type} failed: ${err?.message || err}`))
    }),

    // Our prompt replaces OpenCode's own, so the model sees one structure.
    "experimental.session.compacting": guard("compacting", async (input, output) => {
      compacting.add(input.sessionID) // the transform that follows is the compaction's
      const result = await ask("compacting", { sessionID: input.sessionID })
      if (typeof result?.prompt === "string" && result.prompt) output.prompt = result.prompt
      else for (const text of result?.context || []) output.context.push(text)
    }),

    "experimental.chat.messages.transform": guard("transform", async (_input, output) => {
      const messages = output.messages
      const sigs = messages.map(signature)
      const payload = (full) =>
        messages.map((m, i) => {
          const id = m.info?.id
          return !full && id && held.get(id) === sigs[i] ? { id, sig: sigs[i] } : { ...slim(m), sig: sigs[i] }
        })
      const sessionID = messages.at(-1)?.info?.sessionID
      let unseen = 0
      messages.forEach((m, i) => { if (!(m.info?.id && held.get(m.info.id) === sigs[i])) unseen += weigh(m) })
      const mark = (spent.get(sessionID) || 0) + unseen
      if (sessionID) spent.set(sessionID, mark)
      // A compaction's request is a summarizer's input: the bridge redacts private
      // blocks and secrets in it, so it is always awaited.
      const compaction = compacting.has(sessionID)
      const allowance = compaction ? undefined : quiet.get(sessionID)
      const hold = () => {
        if (held.size > 50000) held.clear()
        messages.forEach((m, i) => m.info?.id && held.set(m.info.id, sigs[i]))
      }
      if (allowance && unseen <= allowance.chars && modelOf(messages) === allowance.model) {
        // The bridge's answer is known (no edits): send without waiting for it.
        allowance.chars -= unseen
        const sent = payload(false)
        hold()
        ask("transform", { sessionID, messages: sent }).then((result) => {
          if (!result || result.resend || result.edits?.length) {
            held.clear()
            quiet.delete(sessionID)
            if (result?.edits?.length) bridge.log(`transform: ${result.edits.length} edits after an unawaited call`)
            return
          }
          allow(sessionID, result, mark)
        }).catch(() => quiet.delete(sessionID))
        return
      }
      let result = await ask("transform", { sessionID, messages: payload(false), compaction })
      if (result?.resend) {
        held.clear()
        result = await ask("transform", { sessionID, messages: payload(true), compaction })
      }
      if (!result || result.resend) {
        if (compaction) {
          const cut = hidePrivate(messages)
          bridge.log(`compaction transform: the bridge did not answer; ${cut} part(s) with private blocks cut, secrets not redacted`)
        }
        return
      }
      hold()
      for (const e of result.edits || []) {
        const part = messages[e.m]?.parts?.[e.p]
        const target = e.on === "part" ? part : part?.state
        if (!target) continue
        if (typeof e.text === "string") target[e.field] = e.text
        else if (e.value !== undefined && e.on !== "part") target[e.field] = e.value
      }
      allow(sessionID, result, mark)
    }),

    "chat.message": guard("chat.message", async (input, output) => {
      const text = textOf(output.parts)
      if (hints && settled.has(input.sessionID) && !mayAskToRemember(text)) return
      const result = await ask("chat.message", { sessionID: input.sessionID, text })
      if (result?.settled) settled.add(input.sessionID)
      const add = (text, extra) => {
        const last = output.parts.map((p) => p.id || "").sort().at(-1)
        output.parts.push({ id: partIdAfter(last), sessionID: input.sessionID, messageID: output.message.id, type: "text", text, synthetic: true, ...extra })
      }
      for (const text of result?.parts || []) add(text, {})
      // Memories go in as an ignored part: OpenCode's title request leaves it out, and
      // the model's requests get it back in the transform hook (showContext).
      for (const text of result?.context || []) add(text, { ignored: true, metadata: { supermemory: CONTEXT_PART } })
    }),

    tool: {
      supermemory: {
        description:
          "Long-term memory of this project (survives compaction and new sessions). " +
          'action "add": store content (prefix it with "architecture:", "error-solution:", "project-config:" or "learned-pattern:" to set its kind; default preference). ' +
          'action "search": find memories matching the words in content. ' +
          'action "list": the newest memories (content: how many, or empty). ' +
          'action "read": one memory in full (content: its id, from list/search). ' +
          'action "forget": delete the memory ids in content (from list/search).',
        args: {
          action: { type: "string", enum: ["add", "search", "list", "read", "forget"], description: "what to do" },
          content: { type: "string", description: "the text to store, the search words, a count for list, the id to read, or the ids to forget" },
        },
        async execute(args, ctx) {
          const result = await ask("tool", { action: args.action, content: args.content, sessionID: ctx?.sessionID }, SLOW_TIMEOUT)
          return result?.output ?? "supermemory is not available right now (its bridge did not answer). Run `supermemory doctor`."
        },
      },
    },

    dispose: async () => bridge.stop(),
  }
  // Start the bridge now, not at the first prompt: its start-up (Python, the store) is
  // paid while the user types, and a broken config is shown as a toast at once.
  startEarly(bridge)
  const layer1 = hooks["experimental.chat.messages.transform"]
  hooks["experimental.chat.messages.transform"] = async (input, output) => {
    await layer1(input, output)
    try {
      showContext(output)
    } catch (err) {
      bridge.log(`transform hook failed: ${err?.stack || err}`)
    }
  }
  return hooks

  // The memories injected into a first message (an ignored part) are shown to the
  // model: on a copy of the message, so the title request (which holds the original)
  // never gets them. Not in a compaction: the summary must not take them for the
  // user's words (its prompt carries them, marked as context).
  function showContext(output) {
    if (!Array.isArray(output?.messages)) return
    const sessionID = output.messages.at(-1)?.info?.sessionID
    if (compacting.delete(sessionID)) return
    output.messages.forEach((m, i) => {
      if (m.info?.role !== "user") return
      if (!(m.parts || []).some((p) => p.ignored && p.metadata?.supermemory === CONTEXT_PART)) return
      const parts = m.parts.map((p) => p.ignored && p.metadata?.supermemory === CONTEXT_PART ? { ...p, ignored: false } : p)
      output.messages[i] = { ...m, parts }
    })
  }
}

// ---------------------------------------------------------------------------
// OpenCode 2: the same bridge behind V2's plugin API (`setup(ctx)`), per OpenCode's
// "Migrate plugins from V1" guide. Tested against that documentation with a harness
// (tests/plugin/bridge/v2_harness.mjs), not against a V2 binary: none is on the npm
// registry we reach. V2 differences: a plugin cannot start a compaction (OpenCode 2
// compacts at its own point; our prompt and the summary capture go into it), and
// there are no toasts (what V1 shows as a toast goes to the log).

const V2_SHIM_VERSION = "2"
const v2Text = (value) => typeof value === "string" ? value : value == null ? "" : JSON.stringify(value)
const v2Data = (event) => event?.data ?? event?.properties ?? event ?? {}

// The text of a V2 message's parts (LLM message content: a string or typed parts).
function v2PartsText(content) {
  if (typeof content === "string") return content
  return (Array.isArray(content) ? content : [])
    .filter((p) => p?.type === "text" && typeof p.text === "string").map((p) => p.text).join("\n")
}

// V2's context-hook messages in the V1 shape the bridge reads (info + parts, a tool
// call and its result joined in one tool part), and where each tool part's result
// lives in the V2 messages, so the bridge's edits can be written back there.
export function v2ToV1(messages, sessionID, model) {
  const out = []
  const where = new Map() // "m:p" of the V1 shape -> the V2 ToolResultPart
  const calls = new Map() // tool call id -> [V1 message index, part index]
  messages.forEach((message, mi) => {
    const role = message?.role
    const content = Array.isArray(message?.content) ? message.content : []
    if (role === "tool") {
      for (const part of content) {
        const at = calls.get(part?.id ?? part?.callID)
        if (!at || !part?.result) continue
        const v1 = out[at[0]].parts[at[1]]
        const result = part.result
        const failed = result.type === "error"
        v1.state.status = failed ? "error" : "completed"
        v1.state[failed ? "error" : "output"] = v2Text(result.value)
        where.set(`${at[0]}:${at[1]}`, part)
      }
      return
    }
    const info = { id: message?.id || `v2msg_${mi}`, sessionID, role: role === "assistant" ? "assistant" : role === "system" ? "system" : "user" }
    if (info.role !== "user" && model) { info.providerID = model.providerID; info.modelID = model.modelID ?? model.id }
    if (info.role === "user" && model) info.model = { providerID: model.providerID, modelID: model.modelID ?? model.id }
    const parts = []
    for (const part of typeof message?.content === "string" ? [{ type: "text", text: message.content }] : content) {
      if (part?.type === "tool-call" || part?.type === "tool_call" || part?.type === "tool") {
        const callID = part.id ?? part.callID ?? part.toolCallId
        calls.set(callID, [out.length, parts.length])
        parts.push({ type: "tool", callID, tool: part.name ?? part.tool ?? part.toolName, state: { status: "running", input: part.input ?? part.args } })
      } else if (part?.type === "text" || part?.type === "reasoning") {
        parts.push({ type: part.type, text: part.text })
      } else {
        parts.push({ type: part?.type ?? "unknown" })
      }
    }
    out.push({ info, parts })
  })
  return { messages: out, where }
}

// Write the bridge's edit (V1 message m, part p, field output|error) into V2's ToolResultPart.
export function v2ApplyEdit(where, edit) {
  const part = where.get(`${edit.m}:${edit.p}`)
  if (!part || typeof edit.text !== "string") return false
  part.result = { type: edit.field === "error" ? "error" : "text", value: edit.text }
  return true
}

// A V2 compaction's summary in the V1 message shape the bridge's capture reads.
function v2SummaryMessages(sessionID, found) {
  if (!found) return []
  return [{
    info: { id: found.id, sessionID, role: "assistant", summary: true, time: { created: found.at, completed: found.at } },
    parts: [{ type: "text", text: found.text }],
  }]
}

async function setupV2(ctx) {
  const location = ctx?.location ?? {}
  const directory = location.directory
  const worktree = location.worktree ?? location.project?.worktree ?? directory
  const bridge = new Bridge(bridgeCommand(), { directory, worktree, shim: V2_SHIM_VERSION })
  const summaries = new Map() // session id -> newest compaction summary {id, text, at}
  const turn = new Map() // session id -> texts the bridge added for the current prompt
  let forwarding = Promise.resolve() // the event being forwarded to the bridge
  let counter = 0
  bridge.onFailure = () => {} // the reason is already in the log; V2 has no toast API

  // What V1 asks the OpenCode client for, answered from V2's context.
  async function call(a) {
    if (a.call === "session.messages") {
      const id = a.args?.path?.id
      return v2SummaryMessages(id, summaries.get(id))
    }
    if (a.call === "config.providers") {
      const models = (await ctx.model?.list?.()) ?? []
      const providers = new Map()
      for (const m of Array.isArray(models) ? models : []) {
        const provider = m.providerID ?? m.provider?.id ?? m.provider
        const id = m.modelID ?? m.id
        if (!provider || !id) continue
        if (!providers.has(provider)) providers.set(provider, { id: provider, models: {} })
        providers.get(provider).models[id] = { limit: m.limit ?? {} }
      }
      return { providers: [...providers.values()] }
    }
    throw new Error(`${a.call} has no OpenCode 2 equivalent`)
  }

  async function run(a) {
    if (a.type === "toast") return bridge.log(`${a.variant}: ${a.title}: ${a.message}`)
    if (a.type === "summarize") return bridge.log(`not compacting ${a.sessionID}: OpenCode 2 plugins cannot start a compaction`)
    if (a.type !== "call") return
    if (a.delayMs) await new Promise((r) => setTimeout(r, a.delayMs).unref?.())
    let reply
    try {
      reply = { ok: true, data: await call(a) }
    } catch (err) {
      reply = { ok: false, error: String(err?.message || err) }
    }
    return ask(a.then, { context: a.context, ...reply }, SLOW_TIMEOUT)
  }

  async function ask(method, params, timeout = HOOK_TIMEOUT) {
    let result = await bridge.request(method, params, timeout)
    for (const a of result?.actions || []) {
      try {
        if (a.wait) result = (await run(a)) ?? result
        else run(a).catch((err) => bridge.log(`action ${a.type} failed: ${err?.message || err}`))
      } catch (err) {
        bridge.log(`action ${a.type} failed: ${err?.message || err}`)
      }
    }
    return result
  }
  bridge.onInit = (result) => {
    for (const a of result.actions || []) run(a).catch(() => {})
  }
  // Not started at load here: OpenCode 1.18.33 calls setup() too (next to server(), a
  // few seconds later), and a second bridge would start for nothing. It starts at the
  // first hook, as the V1 one did before.

  const guard = (name, fn) => async (...args) => {
    try {
      await fn(...args)
    } catch (err) {
      bridge.log(`v2 ${name} hook failed: ${err?.stack || err}`)
    }
  }
  const registrations = []
  const keep = (r) => { if (r) registrations.push(r) }

  // Our five-section prompt (and the project's memories) into OpenCode 2's compaction.
  keep(await ctx.session.hook("compaction", guard("compaction", async (event) => {
    const result = await ask("compacting", { sessionID: event.sessionID })
    if (!Array.isArray(event.system)) return
    for (const text of result?.context || []) event.system.push({ type: "text", text })
  })))

  // Layer 1 on the request about to be sent, and this prompt's memories and nudge.
  keep(await ctx.session.hook("context", guard("context", async (event) => {
    const sessionID = event.sessionID
    if (Array.isArray(event.system)) {
      for (const text of turn.get(sessionID) || []) event.system.push({ type: "text", text })
    }
    if (!Array.isArray(event.messages) || !event.messages.length) return
    const { messages, where } = v2ToV1(event.messages, sessionID, event.model)
    const payload = messages.map((m) => ({ ...slim(m), sig: signature(m) }))
    const result = await ask("transform", { sessionID, messages: payload })
    for (const e of result?.edits || []) v2ApplyEdit(where, e)
  })))

  // A new user prompt: the bridge decides what goes with it (memories, the remember nudge).
  keep(await ctx.session.hook("prompt", guard("prompt", async (event) => {
    const prompt = event.prompt ?? {}
    const text = typeof prompt === "string" ? prompt : prompt.text ?? v2PartsText(prompt.parts ?? prompt.content)
    // OpenCode 2 publishes session.created right before a new session's first prompt, and
    // the bridge gives memories only to a session created here: let the event stream
    // deliver what was published, so the first prompt (not the second) gets them.
    await new Promise((r) => setImmediate(r))
    await Promise.race([forwarding, new Promise((r) => setTimeout(r, EVENT_WAIT_MS).unref?.())])
    const result = await ask("chat.message", { sessionID: event.sessionID, text })
    // memories (marked as context, not the user's words) and the remember nudge
    turn.set(event.sessionID, [...(result?.context || []), ...(result?.parts || [])])
  })))

  keep(await ctx.tool.transform((editor) => editor.add({
    name: "supermemory",
    description:
      "Long-term memory of this project (survives compaction and new sessions). " +
      'action "add": store content (prefix it with "architecture:", "error-solution:", "project-config:" or "learned-pattern:" to set its kind; default preference). ' +
      'action "search": find memories matching the words in content. ' +
      'action "list": the newest memories (content: how many, or empty). ' +
      'action "read": one memory in full (content: its id, from list/search). ' +
      'action "forget": delete the memory ids in content (from list/search).',
    input: {
      type: "object",
      properties: {
        action: { type: "string", enum: ["add", "search", "list", "read", "forget"], description: "what to do" },
        content: { type: "string", description: "the text to store, the search words, a count for list, the id to read, or the ids to forget" },
      },
      required: ["action"],
      additionalProperties: false,
    },
    async execute(input, context) {
      const result = await ask("tool", { action: input?.action, content: input?.content, sessionID: context?.sessionID }, SLOW_TIMEOUT)
      return result?.output ?? "supermemory is not available right now (its bridge did not answer). Run `supermemory doctor`."
    },
  })))

  // Compaction events: the summary OpenCode 2 made is captured as a memory.
  const controller = new AbortController()
  const forward = async (event) => {
    const type = event?.type
    const data = v2Data(event)
    const sessionID = data.sessionID ?? data.info?.id ?? event?.sessionID
    if (!sessionID) return
    if (type === "session.compaction.ended") {
      const text = v2Text(data.text ?? data.summary)
      if (!text.trim()) return
      summaries.set(sessionID, { id: `v2cmp_${Date.now()}_${++counter}`, text, at: Date.now() })
      await ask("event", { event: { type: "session.compacted", properties: { sessionID } } }, SLOW_TIMEOUT)
    } else if (type === "session.compaction.failed") {
      const message = v2Text(data.error?.message ?? data.message ?? data.error ?? "compaction failed")
      await ask("event", { event: { type: "session.error", properties: { sessionID, error: { name: "CompactionFailed", data: { message } } } } }, SLOW_TIMEOUT)
    } else if (type === "session.created") {
      const parentID = data.parentID ?? data.info?.parentID
      await ask("event", { event: { type: "session.created", properties: { info: { id: sessionID, parentID } } } }, SLOW_TIMEOUT)
    } else if (type === "session.deleted") {
      summaries.delete(sessionID)
      turn.delete(sessionID)
      await ask("event", { event: { type: "session.deleted", properties: { info: { id: sessionID } } } }, SLOW_TIMEOUT)
    }
  }
  ;(async () => {
    try {
      for await (const event of ctx.event.subscribe({ signal: controller.signal })) {
        forwarding = forward(event).catch((err) => bridge.log(`v2 event ${event?.type} failed: ${err?.message || err}`))
        await forwarding
      }
    } catch (err) {
      if (!controller.signal.aborted) bridge.log(`v2 event stream ended: ${err?.message || err}`)
    }
  })()

  return async () => {
    controller.abort()
    for (const r of registrations) await r?.dispose?.().catch?.(() => {})
    bridge.stop()
  }
}

// One module for both: OpenCode 1.18.29+ calls `server(input)` (the V1 hooks above),
// OpenCode 2 calls `setup(ctx)`.
export default { id: "supermemory", server: SupermemoryPlugin, setup: setupV2 }
