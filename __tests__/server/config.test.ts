/** @jest-environment node */
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { ConfigError, DEFAULT_RETENTION_DAYS, NODE_MAJOR, configWarnings, loadConfig, requireProjectNode } from "../../server/config"

const root = path.resolve(__dirname, "../..")
const load = (env: Record<string, string>) => loadConfig(env, os.tmpdir())

describe("configuration errors name the variable", () => {
  it.each([
    ["RATE_LIMIT_PER_IP", "x", 'RATE_LIMIT_PER_IP must be a whole number, got "x"'],
    ["RATE_LIMIT_PER_IP", "-1", 'RATE_LIMIT_PER_IP must be a whole number, got "-1"'],
    ["RATE_LIMIT_GLOBAL", "1.5", 'RATE_LIMIT_GLOBAL must be a whole number, got "1.5"'],
    ["RATE_LIMIT_WINDOW_MS", "0", 'RATE_LIMIT_WINDOW_MS must be 1 or more, got "0"'],
    ["MAX_CONNECTIONS_PER_CLIENT", "ten", 'MAX_CONNECTIONS_PER_CLIENT must be a whole number, got "ten"'],
    ["OUTBOX_INTERVAL_MS", "5s", 'OUTBOX_INTERVAL_MS must be a whole number, got "5s"'],
    ["ENQUIRY_RETENTION_DAYS", "two years", 'ENQUIRY_RETENTION_DAYS must be a whole number, got "two years"'],
    ["HEADERS_TIMEOUT_MS", "1e3", 'HEADERS_TIMEOUT_MS must be a whole number, got "1e3"'],
    ["PORT", "http", 'PORT must be a whole number, got "http"'],
    ["PORT", "70000", 'PORT must be a port number (0 to 65535), got "70000"'],
    ["HSTS", "off", 'HSTS must be 0 or 1, got "off"'],
    ["LOG_LEVEL", "verbose", 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"'],
    ["SITE_URL", "saffronreach.in", 'SITE_URL must be an http(s) URL, got "saffronreach.in"'],
    ["WEBHOOK_URL", "hooks.example.com/x", "WEBHOOK_URL must be a https:// or http:// URL"],
    ["ADMIN_TOKEN", "short", "ADMIN_TOKEN must be at least 32 characters (it has 5); generate one with: openssl rand -hex 32"],
    [
      "GITHUB_OAUTH_CLIENT_ID",
      "Iv1.abc",
      "GITHUB_OAUTH_CLIENT_SECRET must be set too: the editor's GitHub sign-in needs both the OAuth app's client id and secret",
    ],
    [
      "GITHUB_OAUTH_CLIENT_SECRET",
      "s3cret",
      "GITHUB_OAUTH_CLIENT_ID must be set too: the editor's GitHub sign-in needs both the OAuth app's client id and secret",
    ],
  ])("%s=%j: %s", (name, value, message) => {
    let caught: unknown
    try {
      load({ [name]: value })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ConfigError)
    expect((caught as Error).message).toBe(message)
  })

  it("never repeats an SMTP_URL, which may hold a password", () => {
    expect(() => load({ SMTP_URL: "user:secret-pass@smtp.example.com" })).toThrow(/^SMTP_URL must be a smtp:\/\/ or smtps:\/\/ URL$/)
  })

  it("accepts every default and well-formed values", () => {
    const config = load({ RATE_LIMIT_PER_IP: " 20 ", PORT: "0", HSTS: "0", SMTP_URL: "smtps://u:p@smtp.example.com", NOTIFY_TO: "a@b.in" })
    expect(config.rateLimitPerIp).toBe(20)
    expect(config.port).toBe(0)
    expect(config.hsts).toBe(false)
    expect(load({}).port).toBe(9000)
  })
})

describe("the editor's GitHub sign-in", () => {
  const app = { GITHUB_OAUTH_CLIENT_ID: "Iv1.abc", GITHUB_OAUTH_CLIENT_SECRET: "s3cret" }

  it("is off without its OAuth app, on with GitHub's addresses by default", () => {
    expect(load({}).cmsAuth).toBeNull()
    expect(load(app).cmsAuth).toEqual({
      clientId: "Iv1.abc",
      clientSecret: "s3cret",
      editors: null,
      oauthUrl: "https://github.com",
      apiUrl: "https://api.github.com",
    })
  })

  it("reads CMS_EDITORS as GitHub logins in lower case, and GitHub's addresses without a trailing slash", () => {
    const config = load({ ...app, CMS_EDITORS: " Priya-R, arun ,", GITHUB_API_URL: "https://ghe.example.in/api/v3/" })
    expect(config.cmsAuth?.editors).toEqual(["priya-r", "arun"])
    expect(config.cmsAuth?.apiUrl).toBe("https://ghe.example.in/api/v3")
  })

  it("names the mistake in CMS_EDITORS and GitHub's addresses", () => {
    expect(() => load({ ...app, CMS_EDITORS: "priya@example.com" })).toThrow(
      'CMS_EDITORS must be GitHub logins separated by commas, got "priya@example.com"',
    )
    expect(() => load({ ...app, GITHUB_OAUTH_URL: "github.com" })).toThrow("GITHUB_OAUTH_URL must be a https:// or http:// URL")
  })
})

describe("warnings at start", () => {
  it("warns when no notification channel is configured", () => {
    expect(configWarnings(load({}))).toEqual([expect.stringMatching(/^No notification channel is configured/)])
  })

  it("warns when SMTP_URL is set without NOTIFY_TO", () => {
    expect(configWarnings(load({ SMTP_URL: "smtp://smtp.example.com" }))).toEqual([
      expect.stringMatching(/^SMTP_URL is set without NOTIFY_TO/),
    ])
  })

  it("is quiet when e-mail or a webhook is configured", () => {
    expect(configWarnings(load({ SMTP_URL: "smtp://smtp.example.com", NOTIFY_TO: "leads@example.in" }))).toEqual([])
    expect(configWarnings(load({ WEBHOOK_URL: "https://hooks.example.com/lead", WEBHOOK_SECRET: "s" }))).toEqual([])
  })

  it("the server logs them when it starts, and stops with the variable named on a mistake", async () => {
    const run = (env: Record<string, string>, until: RegExp | null) =>
      new Promise<{ output: string; code: number | null }>((resolve, reject) => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "config-start-"))
        const child = spawn(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "server/start.ts", "--no-build"], {
          cwd: root,
          env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, SMTP_URL: "", WEBHOOK_URL: "", NOTIFY_TO: "", ...env },
          stdio: ["ignore", "pipe", "pipe"],
        })
        let output = ""
        const timer = setTimeout(() => {
          child.kill("SIGKILL")
          reject(new Error(`no answer within 60 s:\n${output}`))
        }, 60_000)
        const onData = (chunk: Buffer) => {
          output += chunk.toString()
          if (until !== null && until.test(output)) child.kill("SIGTERM")
        }
        child.stdout.on("data", onData)
        child.stderr.on("data", onData)
        child.on("close", (code) => {
          clearTimeout(timer)
          fs.rmSync(dataDir, { recursive: true, force: true })
          resolve({ output, code })
        })
      })
    const started = await run({ SMTP_URL: "smtp://127.0.0.1:9" }, /Site and enquiry API at/)
    expect(started.output).toContain("SMTP_URL is set without NOTIFY_TO")
    const refused = await run({ RATE_LIMIT_PER_IP: "x" }, null)
    expect(refused.code).toBe(1)
    expect(refused.output.trim()).toBe('Configuration error: RATE_LIMIT_PER_IP must be a whole number, got "x"')
  }, 90_000)
})

describe("retention", () => {
  it("keeps enquiries as long as the privacy policy promises by default", () => {
    const policy = fs.readFileSync(path.join(root, "content/pages/privacy-policy.mdx"), "utf8")
    const months = Number(/Enquiries that do not lead to work\*\* are kept for up to (\d+) months/.exec(policy)?.[1])
    expect(months).toBeGreaterThan(0)
    expect(DEFAULT_RETENTION_DAYS).toBe(Math.round((months * 365) / 12))
    expect(load({}).retentionDays).toBe(DEFAULT_RETENTION_DAYS)
  })

  it("ENQUIRY_RETENTION_DAYS=0 keeps them forever, with a warning", () => {
    const config = load({ ENQUIRY_RETENTION_DAYS: "0", WEBHOOK_URL: "https://hooks.example.com/lead" })
    expect(config.retentionDays).toBeNull()
    expect(configWarnings(config)).toEqual([expect.stringMatching(/^ENQUIRY_RETENTION_DAYS=0: enquiries are kept forever/)])
  })
})

describe("Node version", () => {
  it("the server and its CLI refuse an older Node with what to do, instead of failing later in a native module", () => {
    expect(() => requireProjectNode("20.20.2")).toThrow(
      new ConfigError(
        "Node 24 or newer is needed (.nvmrc); this is Node 20.20.2. Install it (nvm install), or run: source scripts/project-node.sh",
      ),
    )
    expect(() => requireProjectNode("22.12.0")).toThrow(ConfigError)
    expect(() => requireProjectNode("24.11.0")).not.toThrow()
    expect(() => requireProjectNode("26.0.0")).not.toThrow()
    expect(String(NODE_MAJOR)).toBe(fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim())
  })

  it(".nvmrc, package.json engines and the running Node agree on Node 24", () => {
    const nvmrc = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim()
    const engines = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).engines.node as string
    expect(nvmrc).toBe("24")
    expect(engines).toBe("^24.11.0")
    expect(process.versions.node.split(".")[0]).toBe(nvmrc)
  })
})
