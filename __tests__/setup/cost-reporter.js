/**
 * What the run cost, printed after Jest's summary so the next person sees what a new test costs:
 * each project's time (the sum of its files' times, over however many workers ran them) and the
 * ten slowest files. A Jest reporter (jest.config.js `reporters`).
 */
const path = require("node:path")

class CostReporter {
  constructor(globalConfig) {
    this.root = globalConfig.rootDir
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults.map((result) => ({
      file: path.relative(this.root, result.testFilePath),
      project: result.displayName?.name ?? "",
      seconds: (result.perfStats.end - result.perfStats.start) / 1000,
    }))
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

module.exports = CostReporter
