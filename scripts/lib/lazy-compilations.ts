/**
 * Functions V8 compiled lazily (on their first call) on a page's main thread, read from a Chromium
 * trace recorded with `TRACE_CATEGORIES`. Shared by the start-up test and `npm run bench:paint-first`.
 */
export const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-v8.compile"]

type TraceEvent = { name: string; pid: number; tid: number; args?: { data?: { url?: string } } }

/**
 * The trace holds every renderer: the page's main thread is the one that ran scripts from the page's
 * origin (`threads`, 1 for one page). Chromium's own renderers (the omnibox popup's "WebUI Top
 * Renderer", which it prepares for a new window) now and then compile a thousand functions of their
 * own while the page loads, more often on a busy machine; they are not counted. Each V8.ParseFunction
 * on the page's thread is one function compiled on its first call.
 */
export function lazyCompilations(trace: Buffer, origin: string): { threads: number; compiled: number } {
  const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }
  const threads = new Set(
    traceEvents.filter((e) => e.name === "EvaluateScript" && e.args?.data?.url?.startsWith(origin)).map((e) => `${e.pid}:${e.tid}`),
  )
  const compiled = traceEvents.filter((e) => e.name === "V8.ParseFunction" && threads.has(`${e.pid}:${e.tid}`)).length
  return { threads: threads.size, compiled }
}
