/**
 * What the run cost, printed after Jest's summary so the next person sees what a new test costs:
 * each project's time (the sum of its files' times, over however many workers ran them) and the
 * ten slowest files. With UPDATE_TEST_DURATIONS=1 a run without failures also updates the table of
 * each file's seconds that orders a fresh clone's run (longest-first.js) with the files it ran. A Jest reporter
 * (jest.config.js `reporters`).
 */
const fs = require("node:fs")
const path = require("node:path")
const { durationKey } = require("./longest-first")

const TABLE = path.join(__dirname, "test-durations.json")

class CostReporter {
  constructor(globalConfig) {
    this.root = globalConfig.rootDir
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults.map((result) => ({
      path: result.testFilePath,
      file: path.relative(this.root, result.testFilePath),
      project: result.displayName?.name ?? "",
      seconds: (result.perfStats.end - result.perfStats.start) / 1000,
    }))
    if (process.env.UPDATE_TEST_DURATIONS === "1" && results.numFailedTests === 0 && results.numRuntimeErrorTestSuites === 0)
      writeTable(files)
    const projects = new Map()
    for (const { project, seconds } of files) projects.set(project, (projects.get(project) ?? 0) + seconds)
    const lines = ["", "Jest's time by project (the files' times summed over the workers):"]
    for (const [project, seconds] of [...projects].sort((a, b) => b[1] - a[1]))
      lines.push(`  ${project.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s`)
    lines.push("The ten slowest files:")
    for (const { file, project, seconds } of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
      lines.push(`  ${seconds.toFixed(0).padStart(5)} s  ${file} (${project})`)
    process.stderr.write(`${lines.join("\n")}\n`)
  }
}

/** The table with this run's files updated, one file a line, longest first, in whole seconds. */
function writeTable(files) {
  const table = { ...JSON.parse(fs.readFileSync(TABLE, "utf8")) }
  for (const file of files) table[durationKey(file.project, file.path)] = Math.round(file.seconds)
  const rows = Object.entries(table).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  fs.writeFileSync(TABLE, `${JSON.stringify(Object.fromEntries(rows), null, 2)}\n`)
  process.stderr.write(`Wrote ${path.relative(process.cwd(), TABLE)}: ${rows.length} files.\n`)
}

module.exports = CostReporter
