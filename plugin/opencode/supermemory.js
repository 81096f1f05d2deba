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
const SLOW_TIMEOUT = Math.max(HOOK_TIMEOUT, 30000) // store writes, the tool, API calls
const MAX_RESTARTS = 3
const RESTART_WINDOW = 5 * 60 * 1000
const RESEND = new Set(["event"]) // calls a restarted bridge gets again (once)
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
    proc.on("exit", (code, signal) => this.gone(proc, `the bridge exited (${signal || `code ${code}`})`))
    for (const stream of [proc, proc.stdout, proc.stderr]) stream.unref?.()
    this.send("init", this.hello, HOOK_TIMEOUT * 2, proc).then((result) => {
      if (result?.logPath) this.logPath = result.logPath
      if (result) this.onInit(result)
    })
    return true
  }

  gone(proc, reason) {
    if (this.proc !== proc) return
    this.proc = null
    const lost = [...this.pending.values()]
    this.pending.clear()
    this.fail(reason)
    // An event the dead bridge had not answered goes once to its successor (a lost
    // `session.compacted` would lose that summary); other calls just fail.
    for (const waiter of lost) {
      const again = RESEND.has(waiter.method) && !waiter.resent
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

  stop() {
    this.broken = true
    this.proc?.kill()
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

const textOf = (parts) =>
  (parts || []).filter((p) => p.type === "text" && !p.synthetic && p.text).map((p) => p.text).join("\n")

export const SupermemoryPlugin = async ({ client, directory, worktree }) => {
  const bridge = new Bridge(bridgeCommand(), { directory, worktree, shim: SHIM_VERSION })
  const shownErrors = new Set()
  const held = new Map() // message id -> signature of the copy the bridge holds
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
      if (event.type === "message.updated" && event.properties?.info?.role !== "assistant") return
      await ask("event", { event: { type: event.type, properties: event.properties } }, SLOW_TIMEOUT)
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
      let result = await ask("transform", { sessionID, messages: payload(false) })
      if (result?.resend) {
        held.clear()
        result = await ask("transform", { sessionID, messages: payload(true) })
      }
      if (!result || result.resend) return
      if (held.size > 50000) held.clear()
      messages.forEach((m, i) => m.info?.id && held.set(m.info.id, sigs[i]))
      for (const e of result.edits || []) {
        const state = messages[e.m]?.parts?.[e.p]?.state
        if (state && typeof e.text === "string") state[e.field] = e.text
      }
    }),

    "chat.message": guard("chat.message", async (input, output) => {
      const result = await ask("chat.message", { sessionID: input.sessionID, text: textOf(output.parts) })
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
          'action "forget": delete the memory ids in content (from list/search).',
        args: {
          action: { type: "string", enum: ["add", "search", "list", "forget"], description: "what to do" },
          content: { type: "string", description: "the text to store, the search words, a count for list, or the ids to forget" },
        },
        async execute(args, ctx) {
          const result = await ask("tool", { action: args.action, content: args.content, sessionID: ctx?.sessionID }, SLOW_TIMEOUT)
          return result?.output ?? "supermemory is not available right now (its bridge did not answer). Run `supermemory doctor`."
        },
      },
    },

    dispose: async () => bridge.stop(),
  }
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

export default SupermemoryPlugin
