/**
 * The editor's previews of the pages whose content is one file (pricing, about, legal pages, the home
 * page's lists), laid out as the pages show them with the preview stylesheet's classes
 * (gatsby/cms-preview.ts); editor.ts registers them with Decap.
 *
 * They are not the site's components: those render with the site's React 18, emotion and Gatsby's
 * image data, none of which exists in Decap's preview pane (docs/content.md). What the pages compute
 * is shared: prices are written by the same function (common/text.ts), a service's family by the same
 * words (src/utils/service-family.ts, which the service preview of collection-previews.ts reads).
 */
import { postFolderAlias } from "../../common/paths"
import { formatRupees, PRICE_ON_REQUEST, slugifyTitle } from "../../common/text"
import { h, type PreviewProps } from "./decap"

/**
 * The address a post's title gives it (the site's rule, common/text.ts), as its preview says it; a
 * saved post (`file`: content/blog/<folder>/index.mdx) retitled keeps its first address too (common/paths.ts).
 */
export function postAddress(title: string | undefined, file?: string): string {
  const slug = slugifyTitle(title ?? "")
  if (!slug) return "Address: the title needs a letter a-z or a digit"
  const first = postFolderAlias(file ?? "", slug)
  return first ? `Address: /blog/${slug}/ (its first address, /blog/${first}/, shows it too)` : `Address: /blog/${slug}/`
}

/** A field of the entry as plain JavaScript. */
export function fieldOf<T>(props: PreviewProps, name: string): T | undefined {
  const value = props.entry.getIn(["data", name]) as { toJS?: () => T } | T | undefined
  return value && typeof (value as { toJS?: unknown }).toJS === "function" ? (value as { toJS: () => T }).toJS() : (value as T)
}

/**
 * Where the preview finds a top-level picture (an upload not yet committed is a blob: URL), looked
 * up in its field's own folder, as Decap does with the field's settings.
 */
export function pictureOf(props: PreviewProps, name: string): string | null {
  const value = fieldOf<string>(props, name)
  const settings = props.fields.find((field) => field.get("name") === name)
  return value ? String(props.getAsset(value, settings)) : null
}

/** "₹2,000 / month", or the words for a price on request, as a tier card shows its price. */
export function priceText(price: number | null): string {
  return price === null ? PRICE_ON_REQUEST : `${formatRupees(price)} / month`
}

type Feature = { text: string; kind: "included" | "excluded" | "quantity" }
type Tier = { name: string; price: number | null; term?: string; summary?: string; features?: Feature[] }
type PricingSection = { title: string; intro?: string; notes?: string[]; tiers?: Tier[] }

const FEATURE_MARK: Record<Feature["kind"], string> = { included: "✓ ", excluded: "✗ ", quantity: "" }

/** The pricing page: each section's tiers as cards, with their prices as the page writes them. */
export const pricing = (props: PreviewProps) =>
  h(
    "article",
    { className: "preview" },
    h("h1", null, fieldOf(props, "title")),
    h("p", { className: "lead" }, fieldOf(props, "intro")),
    (fieldOf<PricingSection[]>(props, "sections") ?? []).map((section, i) =>
      h(
        "section",
        { key: `section-${i}`, className: "section" },
        h("h2", null, section.title),
        section.intro && h("p", null, section.intro),
        h(
          "ol",
          { className: "items" },
          (section.tiers ?? []).map((tier, j) =>
            h(
              "li",
              { key: `tier-${j}`, className: "item" },
              h("h3", null, tier.name),
              tier.term && h("p", { className: "meta" }, tier.term),
              h("p", { className: "price" }, priceText(tier.price ?? null)),
              tier.summary && h("p", null, tier.summary),
              h(
                "ul",
                null,
                (tier.features ?? []).map((feature, k) => h("li", { key: `f-${k}` }, `${FEATURE_MARK[feature.kind] ?? ""}${feature.text}`)),
              ),
            ),
          ),
        ),
        (section.notes ?? []).map((note, k) => h("p", { key: `note-${k}`, className: "meta" }, note)),
      ),
    ),
  )

type Titled = { title: string; description: string }

/** The about page: heading and introduction with its picture, the story, the figures, the process and the values. */
export const about = (props: PreviewProps) => {
  const hero = pictureOf(props, "heroImage")
  const story = pictureOf(props, "storyImage")
  const titled = (heading: string, list: Titled[] | undefined) =>
    h(
      "section",
      { className: "section" },
      h("h2", null, heading),
      h(
        "ol",
        { className: "items" },
        (list ?? []).map((item, i) =>
          h("li", { key: `i-${i}`, className: "item" }, h("h3", null, item.title), h("p", null, item.description)),
        ),
      ),
    )
  return h(
    "article",
    { className: "preview" },
    h("p", { className: "eyebrow" }, fieldOf(props, "title")),
    h("h1", null, fieldOf(props, "heading")),
    h("p", { className: "lead" }, fieldOf(props, "intro")),
    hero && h("img", { src: hero, alt: "" }),
    h(
      "section",
      { className: "intro" },
      (fieldOf<string[]>(props, "story") ?? []).map((paragraph, i) => h("p", { key: `p-${i}` }, paragraph)),
      story && h("img", { src: story, alt: "" }),
    ),
    h(
      "dl",
      { className: "stats" },
      (fieldOf<{ value: string; label: string }[]>(props, "stats") ?? []).flatMap((stat, i) => [
        h("dt", { key: `v-${i}` }, stat.value),
        h("dd", { key: `l-${i}` }, stat.label),
      ]),
    ),
    titled("How we work", fieldOf<Titled[]>(props, "process")),
    titled("What we value", fieldOf<Titled[]>(props, "values")),
  )
}

/** A legal page: its title, the date it was last changed, and the text. */
export const legalPage = (props: PreviewProps) =>
  h(
    "article",
    { className: "preview" },
    h("h1", null, fieldOf(props, "title")),
    h("p", { className: "meta" }, `Last updated: ${fieldOf<string>(props, "updated") ?? ""}`),
    h("div", { className: "prose" }, props.widgetFor("body")),
  )

/**
 * A list of the home page (its services, the steps of how we work, the clients, the videos): its
 * items in order, each by its number or key, its title or name, and its text where it has one.
 */
export const homeList = (listField: string, heading: string) => (props: PreviewProps) =>
  h(
    "article",
    { className: "preview" },
    h("h2", null, heading),
    h(
      "ol",
      { className: "items" },
      (fieldOf<Record<string, string>[]>(props, listField) ?? []).map((item, i) =>
        h(
          "li",
          { key: `i-${i}`, className: "item" },
          item.number && h("span", { className: "item-id" }, item.number),
          h("h3", null, item.title ?? item.name),
          item.description && h("p", null, item.description),
        ),
      ),
    ),
  )
