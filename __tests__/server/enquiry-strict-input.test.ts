/** @jest-environment node */
/**
 * Strict input: bodies that are not UTF-8, compressed bodies, other charsets, unknown methods and
 * URLs the router cannot decode. Each is refused in the API's one error shape and nothing is
 * stored in its place. Real app, real SQLite file.
 */
import net from "node:net"
import zlib from "node:zlib"
import type { FastifyInstance, LightMyRequestResponse } from "fastify"
import { hasLoneSurrogate, percentEscapesAreUtf8 } from "../../server/enquiries/body-text"
import { buildTestApp, makeTestDirs, postEnquiry, removeTestDirs, validEnquiry, type TestDirs } from "./helpers/enquiry-app"

let dirs: TestDirs
let app: FastifyInstance | undefined

async function start(env: Record<string, string> = {}): Promise<FastifyInstance> {
  app = await buildTestApp(dirs, { RATE_LIMIT_PER_IP: "0", RATE_LIMIT_GLOBAL: "0", ...env })
  return app
}

beforeEach(() => {
  dirs = makeTestDirs("enquiry-strict-")
})

afterEach(async () => {
  await app?.close()
  app = undefined
  removeTestDirs(dirs)
})

const FORM = "application/x-www-form-urlencoded"

function expectApiError(response: LightMyRequestResponse, status: number, code: string): void {
  expect(response.statusCode).toBe(status)
  expect(response.headers["content-type"]).toBe("application/json; charset=utf-8")
  expect(response.headers["cache-control"]).toBe("no-store")
  const body = response.json()
  expect(body).toEqual({ data: null, error: { code, message: expect.any(String) } })
}

/** A valid JSON enquiry whose name has `bytes` spliced into its middle. */
function jsonWithBytes(bytes: number[]): Buffer {
  const [before, after] = JSON.stringify(validEnquiry({ name: "Priya@@Raman" })).split("@@")
  return Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)])
}

/** A valid form post whose name has `raw` (already URL-encoded) in its middle. */
function formWith(raw: string): string {
  const { submissionId: _none, ...fields } = validEnquiry({ name: "Priya@@Raman", website: "" })
  return new URLSearchParams(fields as Record<string, string>).toString().replace("%40%40", raw)
}

const postForm = (server: FastifyInstance, payload: string | Buffer, headers: Record<string, string> = {}) =>
  server.inject({ method: "POST", url: "/user/create/", headers: { "content-type": FORM, ...headers }, payload })

const INVALID_UTF8: [string, number[]][] = [
  ["a lone continuation byte", [0x80]],
  ["0xFF", [0xff]],
  ["an overlong slash", [0xc0, 0xaf]],
  ["an encoded surrogate", [0xed, 0xa0, 0x80]],
  ["a truncated Tamil letter", [0xe0, 0xae]],
  ["a code point past U+10FFFF", [0xf4, 0x90, 0x80, 0x80]],
]

describe("bodies that are not UTF-8", () => {
  test.each(INVALID_UTF8)("JSON with %s is refused with 400, nothing stored", async (_label, bytes) => {
    const server = await start()
    const response = await postEnquiry(server, jsonWithBytes(bytes))
    expectApiError(response, 400, "invalid")
    expect(response.json().error.message).toMatch(/UTF-8/)
    expect(await server.enquiries.store.count()).toBe(0)
  })

  test("JSON escaping half of a surrogate pair is refused (it would be stored as U+FFFD)", async () => {
    const server = await start()
    const payload = JSON.stringify(validEnquiry({ name: "Priya Raman" })).replace("Priya", "Priya\\ud800")
    expectApiError(await postEnquiry(server, payload), 400, "invalid")
    expect(await server.enquiries.store.count()).toBe(0)
  })

  test.each(INVALID_UTF8)("a form with %s, percent-encoded as a browser sends it, is refused with 400", async (_label, bytes) => {
    const server = await start()
    const escaped = bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("")
    const response = await postForm(server, formWith(escaped))
    expectApiError(response, 400, "invalid")
    expect(await server.enquiries.store.count()).toBe(0)
  })

  test("a form with a raw byte that is not UTF-8 is refused with 400", async () => {
    const server = await start()
    const [before, after] = formWith("@@").split("@@")
    const response = await postForm(server, Buffer.concat([Buffer.from(before), Buffer.from([0xff]), Buffer.from(after)]))
    expectApiError(response, 400, "invalid")
    expect(await server.enquiries.store.count()).toBe(0)
  })

  test("Tamil text, an emoji and a literal % are stored exactly as sent, by JSON and by form", async () => {
    const server = await start()
    const name = "தமிழ்செல்வி 😀"
    const description = "Budget 100% for SEO"
    const json = await postEnquiry(server, validEnquiry({ name, description }))
    expect(json.statusCode).toBe(201)
    expect(await server.enquiries.store.get(json.json().data.id)).toMatchObject({ name, description })

    const { submissionId: _none, ...fields } = validEnquiry({ name, description, website: "" })
    const form = await postForm(server, new URLSearchParams(fields as Record<string, string>).toString())
    expect(form.statusCode).toBe(303)
    const stored = await server.enquiries.store.list({ offset: 0, limit: 2 })
    expect(stored.map((enquiry) => [enquiry.name, enquiry.description])).toEqual([
      [name, description],
      [name, description],
    ])
  })

  test("percentEscapesAreUtf8 and hasLoneSurrogate", () => {
    expect(percentEscapesAreUtf8("name=%E0%AE%A4&x=100%")).toBe(true)
    expect(percentEscapesAreUtf8("name=%zz%2")).toBe(true)
    expect(percentEscapesAreUtf8("name=%E0%AE")).toBe(false)
    expect(percentEscapesAreUtf8("a=%E0&b=%AE%A4")).toBe(false)
    expect(hasLoneSurrogate({ name: "😀", list: ["ok", { deep: "\udc00" }] })).toBe(true)
    expect(hasLoneSurrogate({ ["\ud800"]: "key" })).toBe(true)
    expect(hasLoneSurrogate({ name: "😀 தமிழ்" })).toBe(false)
  })
})

describe("the byte order mark", () => {
  test("a UTF-8 BOM before JSON is ignored (RFC 8259 8.1) and never stored", async () => {
    const server = await start()
    const enquiry = validEnquiry({ name: "Priya Raman" })
    const response = await postEnquiry(server, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(enquiry))]))
    expect(response.statusCode).toBe(201)
    expect((await server.enquiries.store.get(response.json().data.id))?.name).toBe("Priya Raman")
  })

  test("JSON in UTF-16 with its BOM is refused with 400", async () => {
    const server = await start()
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(JSON.stringify(validEnquiry()), "utf16le")])
    expectApiError(await postEnquiry(server, utf16), 400, "invalid")
    expect(await server.enquiries.store.count()).toBe(0)
  })
})

describe("Content-Encoding and charset", () => {
  test.each(["gzip", "br", "deflate", "x-unknown", "gzip, identity"])(
    "Content-Encoding: %s is refused with 415 and Accept-Encoding: identity",
    async (coding) => {
      const server = await start()
      const body = JSON.stringify(validEnquiry())
      const payload = coding === "gzip" ? zlib.gzipSync(body) : body
      const response = await postEnquiry(server, payload, { headers: { "content-encoding": coding } })
      expectApiError(response, 415, "unsupported_media_type")
      expect(response.headers["accept-encoding"]).toBe("identity")
      expect(await server.enquiries.store.count()).toBe(0)
    },
  )

  test("a form post with a Content-Encoding is refused too", async () => {
    const server = await start()
    const response = await postForm(server, formWith("x"), { "content-encoding": "gzip" })
    expectApiError(response, 415, "unsupported_media_type")
    expect(await server.enquiries.store.count()).toBe(0)
  })

  test("Content-Encoding: identity is the body as it is", async () => {
    const server = await start()
    const response = await postEnquiry(server, validEnquiry(), { headers: { "content-encoding": "identity" } })
    expect(response.statusCode).toBe(201)
  })

  test("JSON that names a charset other than UTF-8 is refused with 415", async () => {
    const server = await start()
    const latin1 = await postEnquiry(server, validEnquiry(), { headers: { "content-type": "application/json; charset=iso-8859-1" } })
    expectApiError(latin1, 415, "unsupported_media_type")
    const utf8 = await postEnquiry(server, validEnquiry(), { headers: { "content-type": "application/json; charset=UTF8" } })
    expect(utf8.statusCode).toBe(201)
    expect(await server.enquiries.store.count()).toBe(1)
  })
})

describe("methods and URLs the router does not know, on API paths", () => {
  const WEBDAV = ["PROPFIND", "PROPPATCH", "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK", "SEARCH", "REPORT", "PURGE", "LINK"] as const

  test.each(WEBDAV)("%s answers in the JSON shape: 405 on the enquiry path, 404 elsewhere", async (method) => {
    const server = await start({ ADMIN_TOKEN: "strict-input-admin-token-0123456789abcdef" })
    for (const url of ["/user/create/", "/user/create"]) {
      const response = await server.inject({ method, url })
      expectApiError(response, 405, "method_not_allowed")
      expect(response.headers.allow).toBe("POST")
    }
    for (const url of ["/user/other", "/admin/enquiries", "/admin"]) {
      expectApiError(await server.inject({ method, url }), 404, "not_found")
    }
  })

  test.each(["/user/create/%E0%A4%A", "/user/%ZZ", "/admin/enquiries%", "/admin/%C0%AF?email=x"])(
    "%s answers 400 in the JSON shape",
    async (url) => {
      const server = await start()
      for (const method of ["GET", "POST"] as const) {
        const response = await server.inject({
          method,
          url,
          headers: { "content-type": "application/json" },
          payload: method === "POST" ? "{}" : undefined,
        })
        expectApiError(response, 400, "bad_request")
      }
    },
  )

  test("over a real socket as well", async () => {
    const server = await start()
    await server.listen({ host: "127.0.0.1", port: 0 })
    const { port } = server.server.address() as net.AddressInfo
    const exchange = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1", () => socket.write(request))
        let received = ""
        socket.setEncoding("utf8")
        socket.on("data", (chunk: string) => (received += chunk))
        socket.on("end", () => resolve(received))
        socket.on("error", reject)
      })
    const propfind = await exchange("PROPFIND /user/create/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    expect(propfind).toMatch(/^HTTP\/1\.1 405 /)
    expect(propfind).toContain('{"data":null,"error":{"code":"method_not_allowed"')
    const badUrl = await exchange("GET /user/create/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    expect(badUrl).toMatch(/^HTTP\/1\.1 400 /)
    expect(badUrl).toContain('{"data":null,"error":{"code":"bad_request"')
  })

  test("the site's pages answer unknown methods with the site's 405", async () => {
    const server = await start()
    const response = await server.inject({ method: "PROPFIND", url: "/about" })
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toBe("GET, HEAD")
    expect(response.json()).toMatchObject({ data: null, error: { code: "method_not_allowed" } })
  })
})
