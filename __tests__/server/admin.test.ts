/** @jest-environment node */
import type { FastifyInstance } from "fastify"
import { csvCell } from "../../server/enquiries/csv"
import { bearerMatches } from "../../server/enquiries/admin-routes"
import { buildTestApp, makeTestDirs, postEnquiry, removeTestDirs, validEnquiry, type TestDirs } from "./helpers/enquiry-app"

const TOKEN = "admin-test-token-8c1d2e7f6a5b4c3d"
const auth = { authorization: `Bearer ${TOKEN}` }

let dirs: TestDirs
let app: FastifyInstance | undefined

async function start(env: Record<string, string> = { ADMIN_TOKEN: TOKEN }): Promise<FastifyInstance> {
  app = await buildTestApp(dirs, { RATE_LIMIT_PER_IP: "0", RATE_LIMIT_GLOBAL: "0", ...env })
  return app
}

beforeEach(() => {
  dirs = makeTestDirs("enquiry-admin-")
})

afterEach(async () => {
  await app?.close()
  app = undefined
  removeTestDirs(dirs)
})

/** Minimal RFC 4180 reader, to check the export round-trips rather than matching raw text. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ""
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i += 1
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ",") {
      row.push(cell)
      cell = ""
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ""
      i += 1
    } else cell += ch
  }
  if (cell !== "" || row.length > 0) throw new Error("CSV does not end with CRLF")
  return rows
}

describe("without ADMIN_TOKEN", () => {
  test.each([
    ["GET", "/admin/enquiries"],
    ["GET", "/admin/enquiries.csv"],
    ["DELETE", "/admin/enquiries?email=priya@example.com"],
  ] as const)("%s %s does not exist", async (method, url) => {
    const server = await start({})
    await postEnquiry(server, validEnquiry())
    const response = await server.inject({ method, url, headers: { authorization: "Bearer anything" } })
    expect(response.statusCode).toBe(404)
    expect(response.headers["cache-control"]).toBe("no-store")
    expect(response.json()).toEqual({ data: null, error: { code: "not_found", message: expect.any(String) } })
    expect(await server.enquiries.store.count()).toBe(1)
  })
})

describe("authentication", () => {
  test.each([
    ["no header", undefined],
    ["a wrong token", "Bearer wrong-token"],
    ["the token with a suffix", `Bearer ${TOKEN}x`],
    ["a prefix of the token", `Bearer ${TOKEN.slice(0, -1)}`],
    ["another scheme", `Basic ${TOKEN}`],
    ["the bare token", TOKEN],
  ])("401 with %s", async (_label, header) => {
    const server = await start()
    await postEnquiry(server, validEnquiry())
    for (const [method, url] of [
      ["GET", "/admin/enquiries"],
      ["GET", "/admin/enquiries.csv"],
      ["DELETE", "/admin/enquiries?email=priya@example.com"],
    ] as const) {
      const response = await server.inject({ method, url, headers: header ? { authorization: header } : {} })
      expect(response.statusCode).toBe(401)
      expect(response.headers["www-authenticate"]).toMatch(/^Bearer/)
      expect(response.headers["cache-control"]).toBe("no-store")
      expect(response.json()).toEqual({ data: null, error: { code: "unauthorized", message: expect.any(String) } })
    }
    expect(await server.enquiries.store.count()).toBe(1)
  })

  test("bearerMatches accepts the exact token only", () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true)
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true)
    expect(bearerMatches(`Bearer ${TOKEN.toUpperCase()}`, TOKEN)).toBe(false)
    expect(bearerMatches(undefined, TOKEN)).toBe(false)
    expect(bearerMatches("Bearer ", TOKEN)).toBe(false)
  })
})

describe("listing", () => {
  test("pages through enquiries newest first with the total", async () => {
    const server = await start()
    const ids: string[] = []
    for (let i = 0; i < 5; i += 1) {
      const { store } = server.enquiries
      const stored = await store.insert(
        { ...validEnquiry({ name: `Client ${i}` }), submissionId: null },
        [],
        new Date(Date.UTC(2025, 0, 10 + i)),
      )
      ids.push(stored.id)
    }
    const newestFirst = [...ids].reverse()

    const page1 = await server.inject({ method: "GET", url: "/admin/enquiries?page=1&pageSize=2", headers: auth })
    expect(page1.statusCode).toBe(200)
    expect(page1.headers["cache-control"]).toBe("no-store")
    const body1 = page1.json()
    expect(body1).toMatchObject({ page: 1, pageSize: 2, total: 5 })
    expect(body1.data.map((e: { id: string }) => e.id)).toEqual(newestFirst.slice(0, 2))
    expect(body1.data[0]).toEqual({
      id: newestFirst[0],
      receivedAt: "2025-01-14T00:00:00.000Z",
      name: "Client 4",
      email: "priya@example.com",
      mobile: "+91 98400 12345",
      services: "SEO Optimization",
      description: expect.any(String),
      submissionId: null,
      attribution: expect.objectContaining({ source: "unknown" }),
    })

    const page3 = (await server.inject({ method: "GET", url: "/admin/enquiries?page=3&pageSize=2", headers: auth })).json()
    expect(page3.data.map((e: { id: string }) => e.id)).toEqual(newestFirst.slice(4))
    const defaults = (await server.inject({ method: "GET", url: "/admin/enquiries", headers: auth })).json()
    expect(defaults).toMatchObject({ page: 1, pageSize: 50, total: 5 })
    expect(defaults.data).toHaveLength(5)
  })

  test.each(["page=0", "page=abc", "pageSize=0", "pageSize=1000", "page=1.5"])("400 for %s", async (query) => {
    const server = await start()
    const response = await server.inject({ method: "GET", url: `/admin/enquiries?${query}`, headers: auth })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ data: null, error: { code: "invalid" } })
  })
})

describe("CSV export", () => {
  test("quotes per RFC 4180 and defuses formula cells", async () => {
    const server = await start()
    const tricky = validEnquiry({
      name: '=HYPERLINK("http://evil.example","Click")',
      email: "rekha@example.com",
      mobile: "+91 94440 55555",
      description: '@SUM(A1:A9), then "quotes"\nand a second line',
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "=HYPERLINK(1)",
      landingPage: "/service/seo-services",
      sentFrom: "/contact",
      referrer: "www.google.com",
      formName: "contact",
    })
    const plain = validEnquiry({ name: "Suresh", email: "suresh@example.com", mobile: "9444066666", description: "-5% off? Call me" })
    const first = (await postEnquiry(server, tricky)).json().data
    const second = (await postEnquiry(server, plain)).json().data

    const response = await server.inject({ method: "GET", url: "/admin/enquiries.csv", headers: auth })
    expect(response.statusCode).toBe(200)
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8")
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(response.headers["cache-control"]).toBe("no-store")

    const text = response.body.replace(/^\uFEFF/, "")
    const rows = parseCsv(text)
    expect(rows[0]).toEqual([
      ...["id", "receivedAt", "name", "email", "mobile", "services", "description", "submissionId"],
      ...["source", "medium", "campaign", "term", "content", "landing_page", "sent_from", "referrer", "form", "paid_click", "arrived"],
    ])
    expect(rows).toHaveLength(3)
    // Newest first: the plain one was posted last.
    expect(rows[1]).toEqual([
      ...[
        second.id,
        second.receivedAt,
        "Suresh",
        "suresh@example.com",
        "9444066666",
        "SEO Optimization",
        "'-5% off? Call me",
        plain.submissionId,
      ],
      ...["unknown", "", "", "", "", "", "", "", "", "", ""],
    ])
    expect(rows[2]).toEqual([
      first.id,
      first.receivedAt,
      `'=HYPERLINK("http://evil.example","Click")`,
      "rekha@example.com",
      "'+91 94440 55555",
      "SEO Optimization",
      `'@SUM(A1:A9), then "quotes"\nand a second line`,
      tricky.submissionId,
      ...["google", "cpc", "'=HYPERLINK(1)", "", "", "/service/seo-services", "/contact", "www.google.com", "contact", "", ""],
    ])
    // The raw line shows the RFC 4180 quoting itself.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)
  })

  test("csvCell escapes every formula trigger and quotes only when needed", () => {
    expect(csvCell("=1+1")).toBe("'=1+1")
    expect(csvCell("+91")).toBe("'+91")
    expect(csvCell("-2")).toBe("'-2")
    expect(csvCell("@cmd")).toBe("'@cmd")
    // A tab separates cells in some locales, so the cell is quoted as well (csv-export.test.ts).
    expect(csvCell("\tcmd")).toBe(`"'\tcmd"`)
    expect(csvCell("\rcmd")).toBe(`"'\rcmd"`)
    expect(csvCell("a,b")).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell("plain")).toBe("plain")
    expect(csvCell("a=b")).toBe("a=b")
    expect(csvCell(null)).toBe("")
  })
})

describe("deletion by e-mail", () => {
  test("deletes every enquiry of that address and their notifications, nothing else", async () => {
    const server = await start({ ADMIN_TOKEN: TOKEN, WEBHOOK_URL: "http://127.0.0.1:9/unreachable", OUTBOX_INTERVAL_MS: "600000" })
    await postEnquiry(server, validEnquiry({ email: "meena@example.com" }))
    await postEnquiry(server, validEnquiry({ email: "Meena@Example.com" }))
    const kept = (await postEnquiry(server, validEnquiry({ email: "ravi@example.com" }))).json().data
    const outboxTotal = async () => {
      const counts = await server.enquiries.store.outboxCounts()
      return counts.pending + counts.sent + counts.failed
    }
    expect(await outboxTotal()).toBe(3)

    const response = await server.inject({ method: "DELETE", url: "/admin/enquiries?email=MEENA%40example.com", headers: auth })
    expect(response.statusCode).toBe(200)
    expect(response.headers["cache-control"]).toBe("no-store")
    expect(response.json()).toEqual({ data: { deleted: 2 } })

    expect(await server.enquiries.store.count()).toBe(1)
    expect(await server.enquiries.store.get(kept.id)).not.toBeNull()
    expect(await outboxTotal()).toBe(1)

    const again = await server.inject({ method: "DELETE", url: "/admin/enquiries?email=meena@example.com", headers: auth })
    expect(again.json()).toEqual({ data: { deleted: 0 } })
  })

  test("400 without a usable e-mail", async () => {
    const server = await start()
    await postEnquiry(server, validEnquiry())
    for (const url of ["/admin/enquiries", "/admin/enquiries?email=", "/admin/enquiries?email=nobody"]) {
      const response = await server.inject({ method: "DELETE", url, headers: auth })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ data: null, error: { code: "invalid" } })
    }
    expect(await server.enquiries.store.count()).toBe(1)
  })
})
