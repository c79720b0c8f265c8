/**
 * `npm run bench:build`: cold build (after `gatsby clean`) and warm build (cache kept) of the site,
 * each timed with peak resident memory of the whole process tree (GNU time's maxrss of gatsby and
 * its workers is sampled from /proc). Budgets: cold <= 3 min, warm <= 30 s on 2 cores.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"

type Run = { seconds: number; peakMb: number; code: number }

/** Sum of RSS over a process and its descendants, from /proc (Linux). */
function treeRssKb(rootPid: number): number {
  let total = 0
  const children = new Map<number, number[]>()
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8")
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      // process ended while reading
    }
  }
  const stack = [rootPid]
  while (stack.length) {
    const pid = stack.pop() as number
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8")
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    } catch {
      // gone
    }
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}

function run(command: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint()
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CI: "true" } })
    let peak = 0
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRssKb(child.pid as number))
    }, 250)
    child.on("exit", (code) => {
      clearInterval(timer)
      resolve({ seconds: Number(process.hrtime.bigint() - started) / 1e9, peakMb: peak / 1024, code: code ?? 1 })
    })
  })
}

async function main() {
  const runs = Number(process.env.BENCH_RUNS ?? 1)
  const results: { cold: Run[]; warm: Run[] } = { cold: [], warm: [] }
  for (let i = 0; i < runs; i++) {
    await run("npx", ["gatsby", "clean"])
    const cold = await run("npx", ["gatsby", "build"])
    if (cold.code !== 0) throw new Error("cold build failed")
    results.cold.push(cold)
    const warm = await run("npx", ["gatsby", "build"])
    if (warm.code !== 0) throw new Error("warm build failed")
    results.warm.push(warm)
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  for (const kind of ["cold", "warm"] as const) {
    const list = results[kind]
    console.log(
      `${kind} build: median ${median(list.map((r) => r.seconds)).toFixed(1)} s over ${list.length} run(s) ` +
        `(${list.map((r) => r.seconds.toFixed(1)).join(", ")}), peak memory ${Math.max(...list.map((r) => r.peakMb)).toFixed(0)} MB`,
    )
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
