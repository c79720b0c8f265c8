import path from "node:path"
import type { GatsbyNode, Reporter } from "gatsby"
import { validateContent } from "../src/content-schema/validate"

/** Stops the build with every content error listed (file and field), before anything is sourced. */
export function assertValidContent(contentDir: string, reporter: Pick<Reporter, "panic">): void {
  const { errors } = validateContent(contentDir)
  if (errors.length > 0) {
    reporter.panic(`Invalid content (${errors.length} error(s)):\n${errors.map((e) => `  ${e}`).join("\n")}`)
  }
}

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  assertValidContent(path.join(process.cwd(), "content"), reporter)
}
