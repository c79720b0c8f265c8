/**
 * Runs the longest test files first, so that the workers finish together instead of one of them
 * starting a two-minute file at the end. A file's time is Jest's own record of its last run in this
 * checkout when there is one (Jest's default order), else the committed table of a whole run
 * (test-durations.json, rewritten by the cost reporter with UPDATE_TEST_DURATIONS=1), so a fresh
 * clone starts its long files first too. A Jest test sequencer (jest.config.js `testSequencer`).
 */
const path = require("node:path")
const Sequencer = require("@jest/test-sequencer").default
const table = require("./test-durations.json")

const root = path.resolve(__dirname, "..", "..")

/** A file's key in the table: its Jest project and its path from the project's root. */
const durationKey = (project, file) => `${project} ${path.relative(root, file).split(path.sep).join("/")}`

class LongestFirst extends Sequencer {
  async sort(tests) {
    // Jest's order: its recorded durations (milliseconds) first, the larger files next.
    const ordered = await super.sort(tests)
    const seconds = (test) =>
      test.duration != null ? test.duration / 1000 : (table[durationKey(test.context.config.displayName?.name ?? "", test.path)] ?? 0)
    return ordered
      .map((test, index) => ({ test, index, seconds: seconds(test) }))
      .sort((a, b) => b.seconds - a.seconds || a.index - b.index)
      .map(({ test }) => test)
  }
}

module.exports = LongestFirst
module.exports.durationKey = durationKey
