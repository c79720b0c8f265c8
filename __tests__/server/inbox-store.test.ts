/**
 * @jest-environment node
 *
 * The staff inbox's store, the same cases on SQLite (a real file) and PostgreSQL (a new database on
 * the run's real server): staff users, sessions and their expiry, changes with their history,
 * notifications, deletion by e-mail address with its audit row.
 */
import { createHash } from "node:crypto"
import { ConflictError, StaffUserExistsError, type InboxEnquiry } from "../../server/inbox/inbox-store"
import { newEnquiry } from "./helpers/enquiry-app"
import { inboxBackends, type InboxHandle } from "./helpers/inbox-backends"
import { testPostgres } from "./helpers/postgres-server"

const postgres = testPostgres()

const T0 = new Date("2025-03-03T04:30:00.000Z")
const later = (ms: number) => new Date(T0.getTime() + ms)
const MINUTE = 60_000
const LIMITS = { idleMs: 30 * MINUTE, absoluteMs: 8 * 60 * MINUTE }
const HASH = "$scrypt$ln=15,r=8,p=1$stand-in-for-a-real-hash"

describe.each(inboxBackends(postgres))("$name", (backend) => {
  let h: InboxHandle
  beforeEach(async () => {
    h = await backend.open()
  })
  afterEach(async () => {
    await h.done()
  })

  async function stored(
    overrides: Parameters<typeof newEnquiry>[0] = {},
    channels: ("email" | "webhook")[] = [],
    at = T0,
  ): Promise<InboxEnquiry> {
    const { id } = await h.store.insert(newEnquiry(overrides), channels, at)
    const detail = await h.inbox.detail(id)
    if (!detail) throw new Error("stored enquiry not found")
    return detail.enquiry
  }

  describe("staff users", () => {
    test("are added, listed by name, looked up and removed", async () => {
      await h.inbox.addUser("ravi", HASH, T0)
      await h.inbox.addUser("asha.k", `${HASH}-2`, later(MINUTE))
      expect(await h.inbox.listUsers()).toEqual([
        { name: "asha.k", createdAt: later(MINUTE).toISOString() },
        { name: "ravi", createdAt: T0.toISOString() },
      ])
      expect(await h.inbox.passwordHashOf("ravi")).toBe(HASH)
      expect(await h.inbox.passwordHashOf("Ravi")).toBeNull()
      expect(await h.inbox.removeUser("ravi")).toBe(true)
      expect(await h.inbox.removeUser("ravi")).toBe(false)
      expect((await h.inbox.listUsers()).map((u) => u.name)).toEqual(["asha.k"])
    })

    test("a taken name or a name outside the rule is refused, writing nothing", async () => {
      await h.inbox.addUser("ravi", HASH)
      await expect(h.inbox.addUser("ravi", "other")).rejects.toBeInstanceOf(StaffUserExistsError)
      expect(await h.inbox.passwordHashOf("ravi")).toBe(HASH)
      for (const name of ["", "a b", "x".repeat(41), "ravi;drop", "रवि"]) {
        await expect(h.inbox.addUser(name, HASH)).rejects.toBeInstanceOf(RangeError)
      }
      await h.inbox.addUser("x".repeat(40), HASH)
      expect(await h.inbox.listUsers()).toHaveLength(2)
    })
  })

  describe("sessions", () => {
    beforeEach(async () => {
      await h.inbox.addUser("asha", HASH, T0)
    })

    test("a random id goes to the caller, only its SHA-256 into the database, with a CSRF token per session", async () => {
      const one = await h.inbox.createSession("asha", T0)
      const two = await h.inbox.createSession("asha", T0)
      expect(one).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        userName: "asha",
        csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        createdAt: T0.toISOString(),
        lastSeenAt: T0.toISOString(),
      })
      expect(two.id).not.toBe(one.id)
      expect(two.csrfToken).not.toBe(one.csrfToken)
      const rows = await h.rows<Record<string, unknown>>("SELECT * FROM staff_sessions")
      const sha = (id: string) => createHash("sha256").update(id).digest("hex")
      expect(rows.map((row) => row.id_hash).sort()).toEqual([sha(one.id), sha(two.id)].sort())
      expect(JSON.stringify(rows)).not.toContain(one.id)
      expect(JSON.stringify(rows)).not.toContain(two.id)
    })

    test("getSession answers the session and touches lastSeenAt; an unknown or deleted id answers null", async () => {
      const session = await h.inbox.createSession("asha", T0)
      expect(await h.inbox.getSession(session.id, LIMITS, later(10 * MINUTE))).toEqual({
        ...session,
        lastSeenAt: later(10 * MINUTE).toISOString(),
      })
      expect(await h.inbox.getSession(`${session.id}x`, LIMITS, later(11 * MINUTE))).toBeNull()
      await h.inbox.deleteSession(session.id)
      expect(await h.inbox.getSession(session.id, LIMITS, later(12 * MINUTE))).toBeNull()
    })

    test("idle expiry: unused for idleMs ends the session and deletes its row", async () => {
      const session = await h.inbox.createSession("asha", T0)
      const other = await h.inbox.createSession("asha", T0)
      expect(await h.inbox.getSession(session.id, LIMITS, later(29 * MINUTE))).not.toBeNull()
      // Used 29 minutes in: idle counts from then.
      expect(await h.inbox.getSession(session.id, LIMITS, later(58 * MINUTE))).not.toBeNull()
      expect(await h.inbox.getSession(session.id, LIMITS, later(88 * MINUTE))).toBeNull()
      // Both rows are gone: the one asked for and the other one, idle since T0.
      expect(await h.rows("SELECT id_hash FROM staff_sessions")).toEqual([])
      expect(await h.inbox.getSession(other.id, LIMITS, later(88 * MINUTE))).toBeNull()
    })

    test("absolute expiry: a session in constant use still ends absoluteMs after it began", async () => {
      const session = await h.inbox.createSession("asha", T0)
      for (let at = 20 * MINUTE; at < LIMITS.absoluteMs; at += 20 * MINUTE) {
        expect(await h.inbox.getSession(session.id, LIMITS, later(at))).not.toBeNull()
      }
      expect(await h.inbox.getSession(session.id, LIMITS, later(LIMITS.absoluteMs))).toBeNull()
      expect(await h.rows("SELECT id_hash FROM staff_sessions")).toEqual([])
    })

    test("removing a user ends that user's sessions only", async () => {
      await h.inbox.addUser("ravi", HASH, T0)
      const asha = await h.inbox.createSession("asha", T0)
      const ravi = await h.inbox.createSession("ravi", T0)
      expect(await h.inbox.removeUser("asha")).toBe(true)
      expect(await h.inbox.getSession(asha.id, LIMITS, later(MINUTE))).toBeNull()
      expect(await h.inbox.getSession(ravi.id, LIMITS, later(MINUTE))).not.toBeNull()
    })
  })

  describe("changes", () => {
    test("a change applies at the version it names, bumps the version and records one history entry per changed field", async () => {
      const enquiry = await stored()
      expect(enquiry).toMatchObject({ status: "new", note: "", version: 1, updatedAt: T0.toISOString() })
      const first = await h.inbox.update(enquiry.id, { status: "contacted", note: "Called, wants a quote" }, 1, "asha", later(MINUTE))
      expect(first).toMatchObject({
        status: "contacted",
        note: "Called, wants a quote",
        version: 2,
        updatedAt: later(MINUTE).toISOString(),
        receivedAt: T0.toISOString(),
      })
      // The same status again and a new note: only the note changed.
      const second = await h.inbox.update(enquiry.id, { status: "contacted", note: "Quote sent" }, 2, "ravi", later(2 * MINUTE))
      expect(second).toMatchObject({ status: "contacted", note: "Quote sent", version: 3 })
      const detail = await h.inbox.detail(enquiry.id)
      expect(detail?.history).toEqual([
        { at: later(MINUTE).toISOString(), by: "asha", what: "status", from: "new", to: "contacted" },
        { at: later(MINUTE).toISOString(), by: "asha", what: "note", from: "", to: "Called, wants a quote" },
        { at: later(2 * MINUTE).toISOString(), by: "ravi", what: "note", from: "Called, wants a quote", to: "Quote sent" },
      ])
    })

    test("a change that changes nothing writes nothing", async () => {
      const enquiry = await stored()
      expect(await h.inbox.update(enquiry.id, { status: "new", note: "" }, 1, "asha", later(MINUTE))).toEqual(enquiry)
      expect((await h.inbox.detail(enquiry.id))?.history).toEqual([])
    })

    test("a change from an older version throws ConflictError with the current enquiry and writes nothing", async () => {
      const enquiry = await stored()
      await h.inbox.update(enquiry.id, { status: "won" }, 1, "asha", later(MINUTE))
      const attempt = h.inbox.update(enquiry.id, { status: "lost", note: "stale" }, 1, "ravi", later(2 * MINUTE))
      await expect(attempt).rejects.toBeInstanceOf(ConflictError)
      const error = (await attempt.catch((e: unknown) => e)) as ConflictError
      expect(error.current).toMatchObject({ id: enquiry.id, status: "won", note: "", version: 2 })
      const detail = await h.inbox.detail(enquiry.id)
      expect(detail?.enquiry).toMatchObject({ status: "won", version: 2 })
      expect(detail?.history.map((entry) => entry.by)).toEqual(["asha"])
    })

    test("no such enquiry: null; an unknown status: RangeError", async () => {
      expect(await h.inbox.update("6f1c2b1e-1111-4222-8333-944445555666", { status: "won" }, 1, "asha")).toBeNull()
      expect(await h.inbox.update("not-an-id", { status: "won" }, 1, "asha")).toBeNull()
      expect(await h.inbox.detail("not-an-id")).toBeNull()
      const enquiry = await stored()
      await expect(h.inbox.update(enquiry.id, { status: "open" as never }, 1, "asha")).rejects.toBeInstanceOf(RangeError)
      expect((await h.inbox.detail(enquiry.id))?.enquiry.version).toBe(1)
    })
  })

  describe("notifications", () => {
    test("detail lists them; a failed or pending one can be made due now, a sent one cannot", async () => {
      const enquiry = await stored({}, ["email", "webhook"])
      const [email, webhook] = (await h.inbox.detail(enquiry.id))?.notifications ?? []
      expect([email, webhook]).toEqual([
        {
          id: expect.any(Number),
          channel: "email",
          status: "pending",
          attempts: 0,
          lastError: null,
          sentAt: null,
          nextAttemptAt: T0.toISOString(),
        },
        {
          id: expect.any(Number),
          channel: "webhook",
          status: "pending",
          attempts: 0,
          lastError: null,
          sentAt: null,
          nextAttemptAt: T0.toISOString(),
        },
      ])
      await h.store.markFailed(email.id, "SMTP said no", null)
      await h.store.markSent(webhook.id, later(MINUTE))
      const other = await stored({ email: "other@example.com" }, ["email"])

      expect(await h.inbox.retryNotification(other.id, email.id, later(5 * MINUTE))).toBe(false)
      expect(await h.inbox.retryNotification(enquiry.id, webhook.id, later(5 * MINUTE))).toBe(false)
      expect(await h.inbox.retryNotification(enquiry.id, email.id, later(5 * MINUTE))).toBe(true)
      const after = (await h.inbox.detail(enquiry.id))?.notifications
      expect(after?.[0]).toMatchObject({
        status: "pending",
        attempts: 1,
        lastError: "SMTP said no",
        nextAttemptAt: later(5 * MINUTE).toISOString(),
      })
      expect(after?.[1]).toMatchObject({ status: "sent", sentAt: later(MINUTE).toISOString() })
      // The worker takes it at once.
      expect((await h.store.claimDue(later(5 * MINUTE), 10, MINUTE)).map((job) => job.id)).toContain(email.id)
    })
  })

  describe("deletion by e-mail address", () => {
    test("deletes the address's enquiries with their notifications and history, records who and how many, keeps sessions", async () => {
      await h.inbox.addUser("asha", HASH, T0)
      const session = await h.inbox.createSession("asha", T0)
      const a = await stored({ email: "meena@example.org" }, ["email"])
      const b = await stored({ email: "MEENA@example.org" }, ["email"])
      const kept = await stored({ email: "kumar@example.org" }, ["email"])
      await h.inbox.update(a.id, { note: "Follow up Friday" }, 1, "asha", later(MINUTE))
      await h.inbox.update(kept.id, { status: "contacted" }, 1, "asha", later(MINUTE))

      expect(await h.inbox.deleteByEmail("Meena@Example.org", "asha", later(2 * MINUTE))).toBe(2)
      expect(await h.inbox.detail(a.id)).toBeNull()
      expect(await h.inbox.detail(b.id)).toBeNull()
      expect(await h.rows("SELECT count(*) AS n FROM outbox")).toEqual([{ n: backend.name === "SQLite" ? 1 : "1" }])
      expect((await h.rows<{ by_user: string }>("SELECT by_user FROM enquiry_history")).length).toBe(1)
      expect((await h.inbox.detail(kept.id))?.history).toHaveLength(1)
      expect(await h.inbox.getSession(session.id, LIMITS, later(3 * MINUTE))).not.toBeNull()

      expect(await h.inbox.deleteByEmail("nobody@example.org", "ravi", later(3 * MINUTE))).toBe(0)
      expect(await h.inbox.auditLog(10)).toEqual([
        { at: later(3 * MINUTE).toISOString(), by: "ravi", action: "deleted", count: 0 },
        { at: later(2 * MINUTE).toISOString(), by: "asha", action: "deleted", count: 2 },
      ])
      expect(await h.inbox.auditLog(1)).toHaveLength(1)
      expect(JSON.stringify(await h.rows("SELECT * FROM staff_audit")).toLowerCase()).not.toContain("meena")
    })
  })
})
