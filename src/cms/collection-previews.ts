/**
 * The editor's previews of a service and of a blog post, laid out as their pages show them with the
 * preview stylesheet's classes (gatsby/cms-preview.ts); editor.ts registers them with Decap. As the
 * previews of single pages (previews.ts), they are not the site's components.
 */
import { familyLabel } from "../utils/service-family"
import { h, type PreviewProps } from "./decap"
import { fieldOf, pictureOf, postAddress } from "./previews"

type Item = { id?: string; title?: string; description: string }
type Section = { title: string; data?: Item[] }
type Faq = { question: string }

/** "2025-01-17" → "17 January 2025", as a reader sees it. */
export function longDate(value: unknown): string {
  const date = new Date(typeof value === "string" ? `${value.slice(0, 10)}T00:00:00` : (value as number))
  return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric" })
}

/** A service page: its title and lead, the introduction with its picture, each section's items, the three FAQs. */
export function ServicePreview(props: PreviewProps) {
  const field = <T = string>(name: string) => fieldOf<T>(props, name)
  // An empty pageTitle (the branding page): the page shows its slug, title-cased, instead.
  const title = field("pageTitle") || field("slug")
  const family = field("family") ?? ""
  const aboutImage = pictureOf(props, "aboutImage")
  // An answer is Markdown: Decap's own preview of the field shows it formatted. (While the entry
  // loads, its list holds no item yet.)
  const listed = props.widgetsFor("faqs")
  const answers = listed ? listed.map((faq) => faq && faq.getIn(["widgets", "answer"])).toArray() : []
  return h(
    "article",
    { className: "preview" },
    h("p", { className: "eyebrow" }, familyLabel[family as keyof typeof familyLabel] || family),
    h("h1", null, title),
    field("pageTitle2") && h("p", { className: "lead" }, field("pageTitle2")),
    h(
      "section",
      { className: "intro" },
      h("h2", null, field("aboutTitle")),
      field("aboutSubTitle") && h("p", { className: "lead" }, field("aboutSubTitle")),
      aboutImage && h("img", { src: aboutImage, alt: "" }),
      h("p", null, field("aboutDesc")),
    ),
    (field<Section[]>("sections") ?? []).map((section, i) =>
      h(
        "section",
        { key: `section-${i}`, className: "section" },
        h("h2", null, section.title),
        h(
          "ol",
          { className: "items" },
          (section.data ?? []).map((item, j) =>
            h(
              "li",
              { key: `item-${j}`, className: "item" },
              item.id && h("span", { className: "item-id" }, item.id),
              item.title && h("h3", null, item.title),
              h("p", null, item.description),
            ),
          ),
        ),
      ),
    ),
    h(
      "section",
      { className: "faqs" },
      h("h2", null, "Frequently asked questions"),
      h(
        "dl",
        null,
        (field<Faq[]>("faqs") ?? []).flatMap((faq, i) => [
          h("dt", { key: `q-${i}` }, faq.question),
          h("dd", { key: `a-${i}` }, answers[i]),
        ]),
      ),
    ),
  )
}

/** A blog post: the address its title gives it, title, date, description, cover and the text (MDX, shown as Decap renders markdown). */
export function BlogPostPreview(props: PreviewProps) {
  const field = (name: string) => fieldOf<string>(props, name)
  const date = field("date")
  const cover = pictureOf(props, "image")
  return h(
    "article",
    { className: "preview" },
    // The address the title gives the post, before it is saved.
    h("p", { className: "meta" }, postAddress(field("title"), props.entry.get("path"))),
    h("h1", null, field("title")),
    date &&
      h("p", { className: "meta" }, h("time", { dateTime: typeof date === "string" ? date.slice(0, 10) : undefined }, longDate(date))),
    h("p", { className: "lead" }, field("description")),
    cover && h("img", { src: cover, alt: field("imageAlt") || "" }),
    h("div", { className: "prose" }, props.widgetFor("body")),
  )
}
