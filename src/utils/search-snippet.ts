/**
 * What a results page shows of a page: its title as rendered (with the brand suffix the Seo
 * component adds) and its meta description. Shared by the Seo component, the content check and the
 * built-site tests, so the limits and the rendering cannot drift apart.
 */

/** Google cuts titles at about 600 px, roughly 60 characters. */
export const TITLE_MAX = 60
/** Shorter descriptions are usually replaced by text Google picks from the page; longer ones are cut. */
export const DESCRIPTION_MIN = 70
export const DESCRIPTION_MAX = 160

/** "Logo Design in Chennai" → "Logo Design in Chennai | Saffron Reach"; a title naming the brand stays as it is. */
export function renderedTitle(title: string, brand: string): string {
  return title.includes(brand) ? title : `${title} | ${brand}`
}

/** Problems with one page's snippet, each a sentence naming the field; empty when it fits. */
export function snippetProblems(title: string, description: string, brand: string): string[] {
  const problems: string[] = []
  const full = renderedTitle(title, brand)
  if (full.length > TITLE_MAX) problems.push(`title "${full}" is ${full.length} characters as rendered; at most ${TITLE_MAX}`)
  const length = description.trim().length
  if (length < DESCRIPTION_MIN || length > DESCRIPTION_MAX)
    problems.push(`description is ${length} characters; it must be ${DESCRIPTION_MIN}–${DESCRIPTION_MAX}`)
  return problems
}
