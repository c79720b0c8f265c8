/**
 * @jest-environment node
 *
 * Staff passwords: scrypt with the parameters, salt and key in one string; the right password
 * verifies, a wrong one or a tampered hash does not, and nothing malformed throws.
 */
import { scryptSync } from "node:crypto"
import { hashPassword, MIN_PASSWORD_LENGTH, passwordProblem, verifyPassword } from "../../server/inbox/passwords"

const PASSWORD = "mango lassi at 4pm"

/** Replaces the character at `index` of `text` with another from the base64url alphabet. */
const flip = (text: string, index: number): string => `${text.slice(0, index)}${text[index] === "A" ? "B" : "A"}${text.slice(index + 1)}`

let encoded: string
beforeAll(async () => {
  encoded = await hashPassword(PASSWORD)
})

test("the hash names scrypt's parameters, a 16-byte salt and a 64-byte key, which scrypt itself reproduces", () => {
  const match = /^\$scrypt\$ln=15,r=8,p=1\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(encoded)
  expect(match).not.toBeNull()
  const [salt, key] = [Buffer.from(match?.[1] ?? "", "base64url"), Buffer.from(match?.[2] ?? "", "base64url")]
  expect([salt.length, key.length]).toEqual([16, 64])
  const expected = scryptSync(PASSWORD, salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 })
  expect(key.equals(expected)).toBe(true)
})

test("each hash has its own salt", async () => {
  const again = await hashPassword(PASSWORD)
  expect(again).not.toBe(encoded)
  expect(await verifyPassword(PASSWORD, again)).toBe(true)
})

test("the right password verifies; a wrong one, even one character off, does not", async () => {
  expect(await verifyPassword(PASSWORD, encoded)).toBe(true)
  expect(await verifyPassword(`${PASSWORD} `, encoded)).toBe(false)
  expect(await verifyPassword("mango lassi at 4PM", encoded)).toBe(false)
  expect(await verifyPassword("", encoded)).toBe(false)
})

test("a tampered hash verifies nothing: key, salt or parameters changed", async () => {
  const [, , params, salt, key] = encoded.split("$")
  const tampered = [
    `$scrypt$${params}$${salt}$${flip(key, 10)}`,
    `$scrypt$${params}$${flip(salt, 3)}$${key}`,
    `$scrypt$ln=16,r=8,p=1$${salt}$${key}`,
    `$scrypt$ln=15,r=9,p=1$${salt}$${key}`,
    `$scrypt$ln=15,r=8,p=2$${salt}$${key}`,
  ]
  for (const hash of tampered) expect({ hash, verified: await verifyPassword(PASSWORD, hash) }).toEqual({ hash, verified: false })
})

test("weaker or absurd parameters and malformed strings are refused without throwing", async () => {
  const [, , , salt, key] = encoded.split("$")
  for (const hash of [
    `$scrypt$ln=14,r=8,p=1$${salt}$${key}`,
    `$scrypt$ln=30,r=8,p=1$${salt}$${key}`,
    `$scrypt$ln=15,r=0,p=1$${salt}$${key}`,
    `$scrypt$ln=15,r=8,p=1$${salt}$${key.slice(0, -2)}`,
    `$scrypt$ln=15,r=8,p=1$${salt}`,
    encoded.replace("$scrypt$", "$argon2id$"),
    "",
    PASSWORD,
  ]) {
    await expect(verifyPassword(PASSWORD, hash)).resolves.toBe(false)
  }
})

test("the same characters in another Unicode normal form verify", async () => {
  const composed = "caf\u00e9 au lait 2025"
  const hash = await hashPassword(composed)
  expect(await verifyPassword("cafe\u0301 au lait 2025", hash)).toBe(true)
})

test("new passwords: at least 12 characters, counted as characters, not bytes", () => {
  expect(MIN_PASSWORD_LENGTH).toBe(12)
  expect(passwordProblem("x".repeat(11))).toBe("The password must be at least 12 characters long.")
  expect(passwordProblem("x".repeat(12))).toBeNull()
  // Six emoji are twelve UTF-16 units but six characters.
  expect(passwordProblem("🥭".repeat(6))).not.toBeNull()
  expect(passwordProblem("x".repeat(1025))).toBe("The password must be at most 1024 characters long.")
})
