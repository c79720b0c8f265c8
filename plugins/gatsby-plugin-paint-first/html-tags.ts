import { Parser } from "htmlparser2"

/** An element of a page: its name and attributes, where it starts and ends (after its end tag), and its own text. */
export type Tag = { name: string; attribs: Record<string, string>; start: number; end: number; text: string }

/** Every element of an HTML text in document order, read by htmlparser2's tokenizer. */
export function tagsOf(html: string): Tag[] {
  const tags: Tag[] = []
  const open: Tag[] = []
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const tag = { name, attribs, start: parser.startIndex, end: html.length, text: "" }
        tags.push(tag)
        open.push(tag)
      },
      ontext(text) {
        const tag = open.at(-1)
        if (tag) tag.text += text
      },
      onclosetag() {
        const tag = open.pop()
        if (tag) tag.end = parser.endIndex + 1
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  return tags
}

/** A change to an HTML text: the part from `start` to `end` becomes `text`. */
export type Edit = { start: number; end: number; text: string }

/** The text with the edits made (each found in the text as it was; none overlap). */
export const applyEdits = (html: string, edits: readonly (Edit | null)[]): string =>
  edits
    .filter((edit): edit is Edit => edit !== null)
    .sort((a, b) => b.start - a.start)
    .reduce((text, { start, end, text: replacement }) => text.slice(0, start) + replacement + text.slice(end), html)
