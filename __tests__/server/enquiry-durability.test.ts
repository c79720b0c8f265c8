/** @jest-environment node */
import type { ChildProcess } from "node:child_process"
import { makeTestDirs, removeTestDirs, startServerProcess, validEnquiry, type TestDirs } from "./helpers/enquiry-app"

const TOKEN = "durability-admin-token-51b7c0ffee42"

let dirs: TestDirs
const children: ChildProcess[] = []

beforeEach(() => {
  dirs = makeTestDirs("enquiry-durability-")
})

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
  removeTestDirs(dirs)
})

/** Starts a real server process on the test's DATA_DIR and resolves with its base URL. */
async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const server = await startServerProcess(dirs, { ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_IP: "0", RATE_LIMIT_GLOBAL: "0" })
  children.push(server.child)
  return server
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once("exit", () => resolve())
    child.kill("SIGKILL")
  })
}

test("every acknowledged enquiry survives a SIGKILL right after the last answer", async () => {
  const first = await startServer()
  const acknowledged: { id: string; receivedAt: string; name: string }[] = []
  // Sent concurrently, like visitors do; SIGKILL follows the last acknowledgement at once.
  const posts = Array.from({ length: 20 }, async (_, i) => {
    const name = `Durable Visitor ${i}`
    const response = await fetch(`${first.base}/user/create/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validEnquiry({ name })),
    })
    expect(response.status).toBe(201)
    const { data } = (await response.json()) as { data: { id: string; receivedAt: string } }
    acknowledged.push({ ...data, name })
  })
  await Promise.all(posts)
  await killed(first.child)
  expect(first.child.signalCode).toBe("SIGKILL")
  expect(acknowledged).toHaveLength(20)

  const second = await startServer()
  const response = await fetch(`${second.base}/admin/enquiries?pageSize=200`, { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(response.status).toBe(200)
  const body = (await response.json()) as { total: number; data: { id: string; receivedAt: string; name: string }[] }
  expect(body.total).toBe(20)
  const stored = new Map(body.data.map((e) => [e.id, e]))
  for (const ack of acknowledged) {
    expect(stored.get(ack.id)).toMatchObject({ id: ack.id, receivedAt: ack.receivedAt, name: ack.name })
  }
  await killed(second.child)
})
