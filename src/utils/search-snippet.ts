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

/** What is wrong with a title as rendered ("is 66 characters as rendered …"), or null when it fits. */
export function titleProblem(title: string, brand: string): string | null {
  const full = renderedTitle(title, brand)
  return full.length > TITLE_MAX ? `is ${full.length} characters as rendered ("${full}"); at most ${TITLE_MAX}` : null
}

/** What is wrong with a description's length, or null when it fits. */
export function descriptionProblem(description: string): string | null {
  const length = description.trim().length
  return length < DESCRIPTION_MIN || length > DESCRIPTION_MAX
    ? `is ${length} characters; it must be ${DESCRIPTION_MIN}–${DESCRIPTION_MAX}`
    : null
}

/** Problems with one page's snippet, each a sentence naming the field; empty when it fits. */
export function snippetProblems(title: string, description: string, brand: string): string[] {
  const problems = [["title", titleProblem(title, brand)] as const, ["description", descriptionProblem(description)] as const]
  return problems.flatMap(([field, problem]) => (problem ? [`${field} ${problem}`] : []))
}
