/**
 * The plugin's options. `enabled: false` switches the whole plugin off: the site then builds and
 * starts with Gatsby's defaults. `without` switches single techniques off, to measure what each buys.
 */
export const TECHNIQUES = [
  "headStyles",
  "splitStyles",
  "hydrateInTransition",
  "deferBelowFold",
  "compileHints",
  "scriptsAfterPaint",
] as const

export type Technique = (typeof TECHNIQUES)[number]

export type PaintFirstOptions = { enabled?: boolean; without?: readonly Technique[] }

/** Techniques that work only with others: the later sheet is part of the head's styles and is loaded by the start-after-paint script. */
const NEEDS: Partial<Record<Technique, readonly Technique[]>> = { splitStyles: ["headStyles", "scriptsAfterPaint"] }

/** Whether a technique is on under these options (every technique is on by default). */
export const isOn = (options: PaintFirstOptions | undefined, technique: Technique): boolean =>
  options?.enabled !== false &&
  !(options?.without ?? []).includes(technique) &&
  (NEEDS[technique] ?? []).every((needed) => isOn(options, needed))

/**
 * Options from the environment, for gatsby-config: `PAINT_FIRST=off` switches the plugin off,
 * `PAINT_FIRST_WITHOUT=headStyles,compileHints` single techniques.
 */
export function optionsFromEnv(env: NodeJS.ProcessEnv): Required<PaintFirstOptions> {
  const without = (env.PAINT_FIRST_WITHOUT ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
  for (const name of without) {
    if (!(TECHNIQUES as readonly string[]).includes(name))
      throw new Error(`PAINT_FIRST_WITHOUT: unknown technique "${name}" (known: ${TECHNIQUES.join(", ")})`)
  }
  return { enabled: env.PAINT_FIRST !== "off", without: without as Technique[] }
}
