/**
 * A real server process for the durability test: builds the app from the environment, listens on
 * an ephemeral loopback port and prints `LISTENING <port>` once it accepts connections.
 */
import type { AddressInfo } from "node:net"
import { buildApp } from "../../../server/app"
import { loadConfig } from "../../../server/config"

async function main(): Promise<void> {
  // Load shedding off unless the test's environment turns it on: this server starts beside Jest's
  // workers on a busy machine, whose stalls it would shed as load (load-shedding.test.ts tests it).
  const app = await buildApp(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: "0", ...process.env }, process.cwd()))
  await app.listen({ host: "127.0.0.1", port: 0 })
  const { port } = app.server.address() as AddressInfo
  process.stdout.write(`LISTENING ${port}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
