import { FOLD_SECTIONS_VARIABLE, FOLD_VARIABLE, LATER_ATTRIBUTE } from "./head-styles"
import { applyEdits, tagsOf, type Edit, type Tag } from "./html-tags"

/**
 * scriptsAfterPaint: one inline script replaces Gatsby's `<script async>` tags and adds the same
 * scripts at the first contentful paint, so the HTML, the font and the poster have the connection
 * to themselves. It starts them at once without paint timing, and at the latest after `FALLBACK_MS`
 * (a page opened in a background tab paints nothing until it is shown).
 */
export const FALLBACK_MS = 3000

/**
 * splitStyles (split-styles.ts): the page's later style sheet, named by the head's `<noscript>`,
 * becomes a link of its own, ahead of the scripts. Should it fail (or the build not have moved
 * it into a file), what it would have shown shows unstyled rather than not at all.
 */
const LOAD_LATER_SHEET = `function later(){var n=document.querySelector("noscript[${LATER_ATTRIBUTE}]"),m=n&&/href="([^"]+)"/.exec(n.textContent||"");if(!m)return shown();var l=document.createElement("link");l.rel="stylesheet";l.href=m[1];l.setAttribute("${LATER_ATTRIBUTE}","");l.onerror=shown;document.head.appendChild(l)}
function shown(){var s=document.documentElement.style;s.setProperty("${FOLD_VARIABLE}","visible");s.setProperty("${FOLD_SECTIONS_VARIABLE}","auto")}`

export function startAfterPaintScript(urls: readonly string[]): string {
  return `(function(urls){var started=false;function start(){if(started)return;started=true;later();for(var i=0;i<urls.length;i++){var s=document.createElement("script");s.src=urls[i];s.async=true;document.body.appendChild(s)}}
${LOAD_LATER_SHEET}
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;if(!types||types.indexOf("paint")<0){start();return}
new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});
setTimeout(start,${FALLBACK_MS})})(${JSON.stringify(urls)})`
}

/** One of Gatsby's scripts: `<script src="/….js" async>`, one after the other in every page. */
const isAsyncScript = (tag: Tag | undefined): tag is Tag =>
  tag?.name === "script" && "async" in tag.attribs && /^\/.+\.js$/.test(tag.attribs.src ?? "")

/**
 * The change that replaces a built page's async script tags (its elements, `tags`) with the
 * start-after-paint script (same URLs, same order); none for a page without them, including a page
 * already rewritten.
 */
export function scriptTagsEdit(tags: Tag[]): Edit | null {
  const first = tags.findIndex(isAsyncScript)
  if (first < 0) return null
  let last = first
  while (isAsyncScript(tags[last + 1]) && tags[last + 1].start === tags[last].end) last++
  const run = tags.slice(first, last + 1)
  const urls = run.map((tag) => tag.attribs.src)
  return { start: run[0].start, end: run.at(-1)!.end, text: `<script id="start-after-paint">${startAfterPaintScript(urls)}</script>` }
}

/** A built page with its script tags replaced (scriptTagsEdit). */
export const rewriteScriptTags = (html: string): string => applyEdits(html, [scriptTagsEdit(tagsOf(html))])

/** The script URLs a rewritten page starts after its first paint, in order (none for other pages). */
export function scriptsStartedAfterPaint(html: string): string[] {
  const script = tagsOf(html).find((tag) => tag.name === "script" && tag.attribs.id === "start-after-paint")
  // The script ends with its call: `…})(["/a.js","/b.js"])`.
  const urls = script?.text.slice(script.text.lastIndexOf(")([") + 2, -1)
  return urls ? (JSON.parse(urls) as string[]) : []
}
