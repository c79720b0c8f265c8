/**
 * A cap on the connections one client holds open at once. Timeouts bound how long a connection
 * can be held without sending a request; the cap bounds how many one address can hold, so a single
 * client cannot take every socket the process has. Connections from trusted proxies are not capped
 * (every visitor arrives through them); the proxy limits its own clients.
 */
import type { Server } from "node:net"
import { clientKey } from "./client-address"

export type ConnectionLimitOptions = {
  /** Open connections per client key at most; 0 turns the cap off */
  maxPerClient: number
  isTrustedProxy: (address: string) => boolean
}

export function limitConnectionsPerClient(server: Server, { maxPerClient, isTrustedProxy }: ConnectionLimitOptions): void {
  if (maxPerClient <= 0) return
  // Entries exist only while a connection is open, so the map is as large as the open sockets.
  const open = new Map<string, number>()
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? ""
    if (isTrustedProxy(address)) return
    const key = clientKey(address)
    const count = (open.get(key) ?? 0) + 1
    if (count > maxPerClient) {
      // No answer: writing one would spend on the flooding client what the cap is there to save.
      socket.destroy()
      return
    }
    open.set(key, count)
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1
      if (left > 0) open.set(key, left)
      else open.delete(key)
    })
  })
}
