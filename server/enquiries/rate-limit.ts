/**
 * In-memory fixed-window limits for enquiry posts: a budget per client IP, so one flooding client
 * is cut off while others get through, and a global budget, so a spread-out flood cannot fill the
 * store or the agency's inbox. One process only; with several instances this moves to the shared
 * store or the load balancer.
 */

export type RateLimitOptions = {
  /** Requests per IP per window; 0 turns the per-IP limit off */
  perIp: number
  /** Requests from everyone per window; 0 turns the global limit off */
  global: number
  windowMs: number
  now?: () => number
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; scope: "ip" | "global" }

type Window = { count: number; resetAt: number }

export type RateLimiter = {
  /** Counts the request if it is allowed; a refused request uses no budget. */
  hit(ip: string): RateDecision
  /** Number of IPs currently tracked (bounded by the sweep). */
  size(): number
}

export function createRateLimiter({ perIp, global, windowMs, now = Date.now }: RateLimitOptions): RateLimiter {
  const perIpWindows = new Map<string, Window>()
  let globalWindow: Window = { count: 0, resetAt: 0 }
  let nextSweep = 0

  const retryAfter = (resetAt: number, at: number): number => Math.max(1, Math.ceil((resetAt - at) / 1000))

  // Expired windows are dropped once per window, so memory follows the number of recent clients.
  const sweep = (at: number): void => {
    if (at < nextSweep) return
    for (const [ip, window] of perIpWindows) if (window.resetAt <= at) perIpWindows.delete(ip)
    nextSweep = at + windowMs
  }

  return {
    hit(ip) {
      const at = now()
      sweep(at)

      let ipWindow = perIpWindows.get(ip)
      if (!ipWindow || ipWindow.resetAt <= at) {
        ipWindow = { count: 0, resetAt: at + windowMs }
        if (perIp > 0) perIpWindows.set(ip, ipWindow)
      }
      if (globalWindow.resetAt <= at) globalWindow = { count: 0, resetAt: at + windowMs }

      if (perIp > 0 && ipWindow.count >= perIp) {
        return { allowed: false, retryAfterSeconds: retryAfter(ipWindow.resetAt, at), scope: "ip" }
      }
      if (global > 0 && globalWindow.count >= global) {
        return { allowed: false, retryAfterSeconds: retryAfter(globalWindow.resetAt, at), scope: "global" }
      }
      ipWindow.count += 1
      globalWindow.count += 1
      return { allowed: true }
    },
    size: () => perIpWindows.size,
  }
}
