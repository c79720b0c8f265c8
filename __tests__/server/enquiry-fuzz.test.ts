/** @jest-environment node */
import fc from "fast-check"
import type { FastifyInstance } from "fastify"
import { ENQUIRY_FIELDS, enquirySchema, SERVICE_OPTIONS } from "../../common/enquiry"
import { buildTestApp, makeTestDirs, postEnquiry, removeTestDirs, type TestDirs } from "./helpers/enquiry-app"

const SEED = 20250123
const REQUIRED = ["name", "email", "mobile", "services", "description"] as const

let dirs: TestDirs
let app: FastifyInstance

beforeAll(async () => {
  dirs = makeTestDirs("enquiry-fuzz-")
  // Limits off: this suite is about input handling, not throttling.
  app = await buildTestApp(dirs, { RATE_LIMIT_PER_IP: "0", RATE_LIMIT_GLOBAL: "0" })
})

afterAll(async () => {
  await app?.close()
  removeTestDirs(dirs)
})

const validBody = fc.record({
  name: fc.stringMatching(/^[A-Za-z][A-Za-z .'-]{1,40}[A-Za-z]$/),
  // RFC 5322's addresses, less the local part's characters no real address holds (a mailto: link would read them as fields).
  email: fc
    .emailAddress()
    .map((email) => email.replace(/^[^@]+/, (local) => local.replace(/[^A-Za-z0-9._+'-]/g, "x")))
    .filter((email) => email.length <= 254),
  mobile: fc.stringMatching(/^\+?[0-9]{7,15}$/),
  services: fc.constantFrom(...SERVICE_OPTIONS),
  description: fc.string({ minLength: 1, maxLength: 300 }).filter((text) => text.trim().length > 0),
  submissionId: fc.uuid({ version: 4 }),
})

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
)

type Body = Record<string, unknown>

/** A valid body with one field replaced by a value of another JSON type. */
const withWrongType = fc
  .tuple(validBody, fc.constantFrom(...ENQUIRY_FIELDS), wrongType)
  .map(([body, field, value]): Body => ({ ...body, [field]: value }))

/** A valid body missing at least one required field. */
const withMissing = fc
  .tuple(validBody, fc.subarray([...REQUIRED], { minLength: 1 }))
  .map(([body, missing]): Body => Object.fromEntries(Object.entries(body).filter(([key]) => !missing.includes(key as never))))

const KNOWN = new Set<string>(ENQUIRY_FIELDS)
/** A valid body plus keys the contract does not know. */
const withExtra = fc
  .tuple(
    validBody,
    fc.dictionary(
      fc.string({ minLength: 1, maxLength: 20 }).filter((key) => !KNOWN.has(key)),
      fc.jsonValue(),
      { minKeys: 1, maxKeys: 3 },
    ),
  )
  .map(([body, extra]): Body => ({ ...body, ...extra }))

/** A valid body with one field far beyond its bound (some beyond the body limit). */
const withHugeString = fc
  .tuple(validBody, fc.constantFrom(...ENQUIRY_FIELDS), fc.integer({ min: 2_001, max: 40_000 }), fc.string({ minLength: 1, maxLength: 1 }))
  .map(([body, field, length, char]): Body => ({ ...body, [field]: (char.trim() || "x").repeat(length) }))

/** Field values of the right type but the wrong shape. */
const withBadValue = fc
  .tuple(
    validBody,
    fc.oneof(
      fc.record({ email: fc.string({ maxLength: 40 }).filter((s) => !s.includes("@")) }),
      fc.record({ mobile: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => /[^0-9 +]/.test(s)) }),
      fc.record({ services: fc.string({ maxLength: 40 }).filter((s) => !(SERVICE_OPTIONS as readonly string[]).includes(s)) }),
      fc.record({ name: fc.string({ maxLength: 1 }) }),
      fc.record({ submissionId: fc.string({ maxLength: 40 }) }),
    ),
  )
  .map(([body, change]): Body => ({ ...body, ...change }))

/** JSON that is valid but not an object. */
const nonObject = fc.oneof(
  fc.array(fc.jsonValue(), { maxLength: 4 }),
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
)

type Case = { payload: string; contentType: string }

const asJson = (value: unknown): Case => ({ payload: JSON.stringify(value), contentType: "application/json" })

const invalidObjects = fc
  .oneof(withWrongType, withMissing, withExtra, withHugeString, withBadValue)
  // Keeps the property honest: every generated object really breaks the contract.
  .filter((body) => !enquirySchema.safeParse(body).success)
  .map(asJson)

const badJsonText = fc
  .string({ maxLength: 200 })
  .filter((text) => {
    try {
      JSON.parse(text)
      return false
    } catch {
      return true
    }
  })
  .map((payload): Case => ({ payload, contentType: "application/json" }))

const wrongMediaType = fc
  .tuple(
    validBody,
    // A form post in another charset than UTF-8 is refused like any other type (UTF-8 forms are read).
    fc.constantFrom(
      "text/plain",
      "application/x-www-form-urlencoded; charset=iso-8859-1",
      "text/html",
      "application/xml",
      "application/json-patch+json",
    ),
  )
  .map(([body, contentType]): Case => ({ payload: JSON.stringify(body), contentType }))

const invalidRequest = fc.oneof(invalidObjects, nonObject.map(asJson), badJsonText, wrongMediaType)

test("no invalid body is stored or answered with anything but 400, 413 or 415", async () => {
  const seen = new Set<number>()
  await fc.assert(
    fc.asyncProperty(invalidRequest, async ({ payload, contentType }) => {
      const response = await postEnquiry(app, payload, { headers: { "content-type": contentType } })
      seen.add(response.statusCode)
      expect([400, 413, 415]).toContain(response.statusCode)
      const body = response.json()
      expect(body.data).toBeNull()
      expect(typeof body.error.code).toBe("string")
      expect(response.headers["cache-control"]).toBe("no-store")
    }),
    { seed: SEED, numRuns: 1_200 },
  )
  expect(await app.enquiries.store.count()).toBe(0)
  // The generators really reach all three refusals.
  expect([...seen].sort()).toEqual([400, 413, 415])
})

test("every valid body is stored exactly as validated", async () => {
  await fc.assert(
    fc.asyncProperty(validBody, async (body) => {
      const response = await postEnquiry(app, body)
      expect(response.statusCode).toBe(201)
      const stored = await app.enquiries.store.get(response.json().data.id)
      const expected = enquirySchema.parse(body)
      expect(stored).toMatchObject({
        name: expected.name,
        email: expected.email,
        mobile: expected.mobile,
        services: expected.services,
        description: expected.description,
        submissionId: body.submissionId,
      })
    }),
    { seed: SEED, numRuns: 200 },
  )
  expect(await app.enquiries.store.count()).toBe(200)
})
