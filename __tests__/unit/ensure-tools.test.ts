/** @jest-environment node */
/**
 * scripts/ensure-tools.sh, which `npm test` (and so CI) runs first: with a tool missing it installs
 * it or stops at once with the command to run, never skips. Every check is pointed at a temporary
 * tree, and apt-get and sudo are stand-ins on PATH that only record their calls: nothing here
 * installs anything or depends on what this machine has.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const ROOT = path.resolve(__dirname, "..", "..")
const SCRIPT = path.join(ROOT, "scripts", "ensure-tools.sh")

let dir: string
let present: NodeJS.ProcessEnv
let stubs: string

function writeFile(file: string, content = "", mode = 0o644): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, content, { mode })
}

const executable = (file: string, content = "#!/bin/sh\n") => writeFile(file, content, 0o755)

/** Runs the script (or a copy of it) with the outer ENSURE_TOOLS_* and CHROMIUM_PATH left out. */
function run(env: NodeJS.ProcessEnv, script = SCRIPT) {
  const outer = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith("ENSURE_TOOLS_") && key !== "CHROMIUM_PATH"),
  )
  const started = Date.now()
  const result = spawnSync("bash", [script], {
    env: { ...outer, PATH: `${stubs}:${process.env.PATH}`, ...env },
    encoding: "utf8",
    timeout: 20_000,
  })
  return { ...result, output: result.stdout + result.stderr, ms: Date.now() - started }
}

const aptCalls = () => (fs.existsSync(path.join(dir, "apt-calls")) ? fs.readFileSync(path.join(dir, "apt-calls"), "utf8") : "")

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ensure-tools-"))
  // Everything the checks look for, at paths of our own.
  executable(path.join(dir, "bin/chromium"))
  for (const font of [
    "dejavu/DejaVuSans.ttf",
    "dejavu/DejaVuSans-Bold.ttf",
    "liberation/LiberationSans-Regular.ttf",
    "liberation/LiberationSans-Bold.ttf",
  ]) {
    writeFile(path.join(dir, "fonts", font))
  }
  for (const binary of ["initdb", "pg_ctl", "postgres"]) executable(path.join(dir, "pg/bin", binary))
  present = {
    CHROMIUM_PATH: path.join(dir, "bin/chromium"),
    ENSURE_TOOLS_FONTS_DIR: path.join(dir, "fonts"),
    ENSURE_TOOLS_PG_BIN: path.join(dir, "pg/bin"),
  }
  // apt-get records each call with the DEBIAN_FRONTEND it saw, and "installs" by creating the
  // file named in STUB_CREATES; sudo drops -n and runs the rest (used only when not root).
  stubs = path.join(dir, "stubs")
  executable(
    path.join(stubs, "apt-get"),
    `#!/bin/sh\necho "$DEBIAN_FRONTEND $*" >> "${dir}/apt-calls"\n[ -n "$STUB_FAIL" ] && { echo "E: Unable to locate package" >&2; exit 100; }\n` +
      `case "$1" in install) [ -n "$STUB_CREATES" ] && touch "$STUB_CREATES" && chmod +x "$STUB_CREATES" ;; esac\nexit 0\n`,
  )
  executable(path.join(stubs, "sudo"), `#!/bin/sh\n[ "$1" = "-n" ] && shift\nexec "$@"\n`)
  // unshare grants the namespace unless STUB_NO_NAMESPACE is set, and mounts the overlay in it
  // unless STUB_NO_OVERLAY is set (saying why, as mount does).
  executable(
    path.join(stubs, "unshare"),
    `#!/bin/sh\n[ -z "$STUB_NO_NAMESPACE" ] || exit 1\n` +
      `case "$*" in *"mount -t overlay"*) [ -z "$STUB_NO_OVERLAY" ] || { echo "mount: unknown filesystem type 'overlay'." >&2; exit 32; } ;; esac\nexit 0\n`,
  )
})

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe("when a tool is missing and installing is not possible", () => {
  it("fails at once, naming the tool and the exact command that installs it", () => {
    const result = run({ ...present, CHROMIUM_PATH: path.join(dir, "no-such-chromium"), ENSURE_TOOLS_INSTALL: "0" })

    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(
      /^Missing: Chromium headless shell \(browser tests\)\. Install it with: (sudo )?apt-get install -y chromium-headless-shell$/m,
    )
    expect(result.stderr).toContain("ENSURE_TOOLS_INSTALL=0")
    expect(result.output).not.toMatch(/skip/i)
    expect(result.ms).toBeLessThan(5_000)
    expect(aptCalls()).toBe("")
  })

  it("names every missing tool with its own command, then all of them in one", () => {
    const result = run({
      CHROMIUM_PATH: path.join(dir, "no-such-chromium"),
      ENSURE_TOOLS_FONTS_DIR: path.join(dir, "no-fonts"),
      ENSURE_TOOLS_PG_BIN: path.join(dir, "no-pg"),
      ENSURE_TOOLS_POSTGRESQL: "1",
      ENSURE_TOOLS_INSTALL: "0",
    })

    expect(result.status).toBe(1)
    const lines = result.stderr.trim().split("\n")
    expect(lines.slice(0, 5).map((line) => line.replace(/Install it with: (sudo )?/, "Install it with: "))).toEqual([
      "Missing: Chromium headless shell (browser tests). Install it with: apt-get install -y chromium-headless-shell",
      "Missing: DejaVu fonts (share images). Install it with: apt-get install -y fonts-dejavu-core",
      "Missing: Liberation fonts (browser tests). Install it with: apt-get install -y fonts-liberation",
      "Missing: PostgreSQL (PostgreSQL store tests). Install it with: apt-get install -y postgresql",
      "All at once: apt-get install -y chromium-headless-shell fonts-dejavu-core fonts-liberation postgresql",
    ])
    expect(aptCalls()).toBe("")
  })

  it("takes one missing font file as a missing package", () => {
    fs.rmSync(path.join(dir, "fonts/dejavu/DejaVuSans-Bold.ttf"))
    const result = run({ ...present, ENSURE_TOOLS_INSTALL: "0" })

    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(
      /^Missing: DejaVu fonts \(share images\)\. Install it with: (sudo )?apt-get install -y fonts-dejavu-core$/m,
    )
  })
})

describe("when everything is there", () => {
  it("exits 0 quickly and prints nothing", () => {
    const result = run({ ...present, ENSURE_TOOLS_POSTGRESQL: "1", ENSURE_TOOLS_INSTALL: "0" })

    expect(result.status).toBe(0)
    expect(result.output).toBe("")
    expect(result.ms).toBeLessThan(5_000)
  })
})

describe("when it can install (apt-get present, root or passwordless sudo)", () => {
  it("says what it installs and why in one line, then runs apt-get update once and install quietly", () => {
    const chromium = path.join(dir, "installed-chromium")
    const result = run({ ...present, CHROMIUM_PATH: chromium, STUB_CREATES: chromium })

    expect(result.status).toBe(0)
    expect(result.stdout).toBe("› installing chromium-headless-shell (browser tests need it)\n")
    expect(result.stderr).toBe("")
    expect(aptCalls()).toBe("noninteractive update -qq\nnoninteractive install -y -qq --no-install-recommends chromium-headless-shell\n")
  })

  it("fails with apt-get's last lines and the command to run when apt-get fails", () => {
    const result = run({ ...present, CHROMIUM_PATH: path.join(dir, "no-such-chromium"), STUB_FAIL: "1" })

    expect(result.status).toBe(1)
    expect(result.stderr).toContain("E: Unable to locate package")
    expect(result.stderr).toMatch(
      /Could not install chromium-headless-shell with apt-get .*Run it yourself: (sudo )?apt-get update && (sudo )?apt-get install -y chromium-headless-shell/,
    )
  })

  it("fails when the package went in but the tool is still not where the check looks", () => {
    const result = run({ ...present, CHROMIUM_PATH: path.join(dir, "no-such-chromium") })

    expect(result.status).toBe(1)
    expect(result.stderr).toContain("Installed chromium-headless-shell, but the check for Chromium headless shell still fails.")
    expect(result.stderr).toContain("unset it to use /usr/bin/chromium-headless-shell")
  })
})

describe("the editor journey's namespace", () => {
  it("stops at once when the system refuses it, naming the setting that allows it", () => {
    const result = run({ ...present, STUB_NO_NAMESPACE: "1" })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain("refuses the user namespace the editor journey builds in")
    expect(result.stderr).toContain("sysctl -w kernel.apparmor_restrict_unprivileged_userns=0")
    expect(aptCalls()).toBe("")
  })

  it("stops at once when the kernel mounts no overlay in it, with mount's own words", () => {
    const result = run({ ...present, STUB_NO_OVERLAY: "1" })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain("cannot mount the overlay the editor journey builds in")
    expect(result.stderr).toContain("Linux 5.11 or later")
    expect(result.stderr).toContain("mount: unknown filesystem type 'overlay'.")
    expect(aptCalls()).toBe("")
  })
})

describe("PostgreSQL", () => {
  /** A copy of the script in a project of its own, so that only its __tests__ decides. */
  function project(testFiles: string[]): string {
    const root = path.join(dir, "project")
    fs.mkdirSync(path.join(root, "scripts"), { recursive: true })
    fs.copyFileSync(SCRIPT, path.join(root, "scripts", "ensure-tools.sh"))
    for (const file of testFiles) writeFile(path.join(root, file))
    return path.join(root, "scripts", "ensure-tools.sh")
  }

  const noPostgres = () => ({ ...present, ENSURE_TOOLS_PG_BIN: path.join(dir, "no-pg"), ENSURE_TOOLS_INSTALL: "0" })

  it("is not required while no suite needs it", () => {
    const result = run(noPostgres(), project(["__tests__/server/enquiry-store.test.ts"]))
    expect(result.status).toBe(0)
    expect(result.output).toBe("")
  })

  it("is required once a file under __tests__ is named after it", () => {
    const result = run(noPostgres(), project(["__tests__/server/enquiry-store.test.ts", "__tests__/server/postgres-store.test.ts"]))
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(
      /^Missing: PostgreSQL \(PostgreSQL store tests\)\. Install it with: (sudo )?apt-get install -y postgresql$/m,
    )
  })

  it("follows ENSURE_TOOLS_POSTGRESQL over the guess", () => {
    expect(run({ ...noPostgres(), ENSURE_TOOLS_POSTGRESQL: "1" }, project([])).status).toBe(1)
    expect(run({ ...noPostgres(), ENSURE_TOOLS_POSTGRESQL: "0" }, project(["__tests__/server/postgres-store.test.ts"])).status).toBe(0)
  })

  it("needs initdb, pg_ctl and postgres", () => {
    fs.rmSync(path.join(dir, "pg/bin/pg_ctl"))
    const result = run({ ...present, ENSURE_TOOLS_POSTGRESQL: "1", ENSURE_TOOLS_INSTALL: "0" })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain("Missing: PostgreSQL")
  })
})

describe("who runs it", () => {
  it("is the first thing `npm test` does once it runs on the project's Node", () => {
    const commands = fs
      .readFileSync(path.join(ROOT, "scripts/test.sh"), "utf8")
      .split("\n")
      // A phase's command is what follows its name: phase "system tools" bash scripts/ensure-tools.sh
      .map((line) => line.replace(/^phase "[^"]*" /, ""))
      .filter((line) => /^(source|npx|bash|quietly) /.test(line))
    expect(commands.slice(0, 2)).toEqual(["source scripts/project-node.sh", "bash scripts/ensure-tools.sh"])
  })

  it("leaves CI with `npm ci` and `npm test` only: nothing else installs", () => {
    const ci = fs.readFileSync(path.join(ROOT, ".ci/run"), "utf8")
    expect(ci).not.toMatch(/apt-get|ensure-tools/)
    const commands = ci.split("\n").filter((line) => /^npm /.test(line))
    expect(commands.map((line) => line.split(" ").slice(0, 2).join(" "))).toEqual(["npm ci", "npm test"])
  })
})

describe("a step of `npm test` (scripts/test.sh's phase and quietly)", () => {
  /** Runs test.sh's own two functions, as the script defines them, on a step; its status and output. */
  function step(command: string) {
    const script = fs.readFileSync(path.join(ROOT, "scripts/test.sh"), "utf8")
    const functions = ["phase", "quietly"].map((name) => script.match(new RegExp(`^${name}\\(\\) \\{[\\s\\S]*?^\\}$`, "m"))![0])
    const body = `set -euo pipefail\nlogs="$(mktemp -d)"\nphases=()\n${functions.join("\n")}\nphase "step" quietly bash -c '${command}'\necho "after the step"`
    return spawnSync("bash", ["-c", body], { encoding: "utf8" })
  }

  it("fails the run when the step fails, with the step's own status", () => {
    const result = step("echo half done; exit 3")
    expect([result.status, result.stdout.includes("after the step")]).toEqual([3, false])
  })

  it("fails a step that passed but printed an error line, and lets a quiet one pass", () => {
    expect(step("echo ERROR something broke").status).toBe(1)
    const quiet = step("echo all fine")
    expect([quiet.status, quiet.stdout.includes("after the step")]).toEqual([0, true])
  })
})
