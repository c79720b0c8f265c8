/**
 * The browser editor's own setup, loaded after Decap CMS by public/cms/index.html (written by
 * gatsby/cms.ts, which copies this file as it is: it is never compiled nor bundled). It gives the
 * preview pane the site's look and lays out a service and a blog post as their pages do.
 *
 * Before Decap writes an entry, the content check of that entry (`entryChecks`, loaded before this
 * file) runs on it: what `npm run check:content` would refuse is not saved, and the editor is told why.
 *
 * Plain browser JavaScript. Decap brings its own React and offers it to scripts like this one as
 * globals: `h` (React's createElement) and `createClass`, beside `CMS` itself.
 */
;(function () {
  "use strict"

  const { CMS, h, createClass, entryChecks, previews } = window

  // The site's colours, type and Inter, generated from common/tokens.ts by the build (gatsby/cms-preview.ts).
  CMS.registerPreviewStyle("/cms/preview.css")

  /**
   * The JSON format the configuration names (JSON_FORMAT, src/content-schema/cms.ts): an entry's keys
   * in the order of its collection's fields, which Decap hands a format as `sortedKeys`, and keys of no
   * field after them as they were. Decap's own "json" writes the keys in the order its map of the
   * entry holds them, a hash order for more than eight keys. Decap ends the file with a newline.
   * scripts/lib/cms-format.ts writes the same in Node.
   */
  CMS.registerCustomFormat("json-in-field-order", "json", {
    fromFile: (text) => JSON.parse(text),
    toFile: (data, sortedKeys = []) => {
      const rank = (key) => (sortedKeys.includes(key) ? sortedKeys.indexOf(key) : sortedKeys.length)
      const keys = Object.keys(data).sort((a, b) => rank(a) - rank(b))
      return JSON.stringify(Object.fromEntries(keys.map((key) => [key, data[key]])), null, 2)
    },
  })

  /**
   * Decap's English in two places, in the words the content check uses: a pattern's message follows
   * the field's label ("Question number must be two digits, e.g. 01."), and the notice of a refused
   * save says what to look for, whatever the fields' problems are.
   */
  const english = CMS.getLocale("en")
  const widgetPhrases = english.editor.editorControlPane.widget
  CMS.registerLocale("en", {
    ...english,
    editor: {
      ...english.editor,
      editorControlPane: { ...english.editor.editorControlPane, widget: { ...widgetPhrases, regexPattern: "%{fieldLabel} %{pattern}." } },
    },
    ui: {
      ...english.ui,
      toast: {
        ...english.ui.toast,
        missingRequiredField:
          "Some fields need a change before this can be saved: the list at the top of the form names each, with a link to it, and each says what under it, in red.",
      },
    },
  })

  /**
   * The content check, before anything is written: Decap shows a pre-save error in its toast ("Failed
   * to persist entry: …") and keeps the entry unsaved. `slug` is the file's name in the collection of
   * single files.
   */
  CMS.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const problems = entryChecks.problemsOf(entry.get("collection"), entry.get("slug"), entry.get("data").toJS())
      if (problems.length > 0) {
        const refusal = new Error(problems.join("; "))
        refusal.name = "The content check refuses it"
        throw refusal
      }
    },
  })

  // A field of the entry as plain JavaScript, and where a top-level picture is found: src/cms/previews.ts.
  const { fieldOf, pictureOf } = previews
  const field = (entry, name) => fieldOf({ entry }, name)

  /** "2025-01-17" → "17 January 2025", as a reader sees it. */
  function longDate(value) {
    const date = new Date(typeof value === "string" ? `${value.slice(0, 10)}T00:00:00` : value)
    return Number.isNaN(date.getTime())
      ? String(value)
      : date.toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric" })
  }

  /** A service page: its title and lead, the introduction with its picture, each section's items, the three FAQs. */
  const ServicePreview = createClass({
    render() {
      const { entry } = this.props
      // An empty pageTitle (the branding page): the page shows its slug, title-cased, instead.
      const title = field(entry, "pageTitle") || field(entry, "slug")
      const aboutImage = pictureOf(this.props, "aboutImage")
      const sections = field(entry, "sections") || []
      const faqs = field(entry, "faqs") || []
      const listed = this.props.widgetsFor("faqs")
      // (While the entry loads, its list holds no item yet.)
      const answers = listed ? listed.map((faq) => faq && faq.getIn(["widgets", "answer"])).toArray() : []
      return h(
        "article",
        { className: "preview" },
        h("p", { className: "eyebrow" }, previews.familyLabel[field(entry, "family")] || field(entry, "family")),
        h("h1", null, title),
        field(entry, "pageTitle2") && h("p", { className: "lead" }, field(entry, "pageTitle2")),
        h(
          "section",
          { className: "intro" },
          h("h2", null, field(entry, "aboutTitle")),
          field(entry, "aboutSubTitle") && h("p", { className: "lead" }, field(entry, "aboutSubTitle")),
          aboutImage && h("img", { src: aboutImage, alt: "" }),
          h("p", null, field(entry, "aboutDesc")),
        ),
        sections.map((section, i) =>
          h(
            "section",
            { key: `section-${i}`, className: "section" },
            h("h2", null, section.title),
            h(
              "ol",
              { className: "items" },
              (section.data || []).map((item, j) =>
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
            // An answer is Markdown: Decap's own preview of the field shows it formatted.
            faqs.flatMap((faq, i) => [h("dt", { key: `q-${i}` }, faq.question), h("dd", { key: `a-${i}` }, answers[i])]),
          ),
        ),
      )
    },
  })

  /** A blog post: title, date, description, cover and the text (MDX, shown as Decap renders markdown). */
  const BlogPostPreview = createClass({
    render() {
      const { entry, widgetFor } = this.props
      const date = field(entry, "date")
      const cover = pictureOf(this.props, "image")
      const address = previews.postAddress(field(entry, "title"), entry.get("path"))
      return h(
        "article",
        { className: "preview" },
        // The address the title gives the post, before it is saved.
        h("p", { className: "meta" }, address),
        h("h1", null, field(entry, "title")),
        date &&
          h("p", { className: "meta" }, h("time", { dateTime: typeof date === "string" ? date.slice(0, 10) : undefined }, longDate(date))),
        h("p", { className: "lead" }, field(entry, "description")),
        cover && h("img", { src: cover, alt: field(entry, "imageAlt") || "" }),
        h("div", { className: "prose" }, widgetFor("body")),
      )
    },
  })

  // Collection names as src/content-schema/cms.ts derives them from the registry's labels.
  CMS.registerPreviewTemplate("services", ServicePreview)
  CMS.registerPreviewTemplate("blog-posts", BlogPostPreview)
  // The pages of one file each (src/cms/previews.ts), by the collection or file name the configuration gives them.
  for (const [name, template] of Object.entries(previews.TEMPLATES)) CMS.registerPreviewTemplate(name, template(h))
})()
