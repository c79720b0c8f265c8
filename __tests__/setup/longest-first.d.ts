import Sequencer from "@jest/test-sequencer"

/** The longest test files first (longest-first.js). */
export default class LongestFirst extends Sequencer {}
/** A file's key in test-durations.json: its Jest project and its path from the project's root. */
export function durationKey(project: string, file: string): string
