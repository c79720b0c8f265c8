/** @jest-environment node */
/**
 * The browser editor's files as the build writes them into public/cms/ (gatsby/cms.ts): the page,
 * Decap's run-time files and nothing else of its package, the configuration, our setup script and
 * its preview stylesheet; and Decap kept out of everything webpack compiles.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import vm from "node:vm"
import { parse } from "yaml"
import { inlineScriptHashes } from "../../common/security-headers"
import { tokens } from "../../common/tokens"
import { jsonFile } from "../../scripts/lib/cms-format"
import { AUTH_PATH } from "../../server/cms-auth"
import { collectionOf } from "../../src/cms/collections"
import { BODY_HINT, cmsConfig, JSON_FORMAT } from "../../src/content-schema/cms"
import { cmsFields } from "../../src/content-schema/cms-fields"
import { CONTENT_TYPES, contentTypeOf } from "../../src/content-schema/registry"
import { cmsBackend, decapDist, decapRuntimeFiles, SIGN_IN_PATH, writeCms } from "../../gatsby/cms"
import { PREVIEW_FONT } from "../../gatsby/cms-preview"
import { robotsTxt } from "../../gatsby/post-build"

const root = path.resolve(__dirname, "..", "..")
const decapFolder = decapDist(root)
const env = { CMS_REPO: "saffron-reach/website", SITE_URL: "https://www.example.com" }

let work: string
let cmsDir: string
let written: ReturnType<typeof writeCms>
const read = (file: string) => fs.readFileSync(path.join(cmsDir, file), "utf8")

/** React's createElement as a test sees it: the element's type, props and children. */
const h = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => ({ type, props: props ?? {}, children })

type Control = {
  problems?(): unknown
  isValid(this: { props: object }): unknown
  render(this: { props: object; state?: object }): { props: Record<string, unknown> }
}
type Formatter = { fromFile(text: string): unknown; toFile(data: unknown, sortedKeys?: string[]): string }
type Listener = { name: string; handler: (event: { entry: unknown }) => void }
type Template = (props: unknown) => unknown

/**
 * Our script (editor.js) run as the editor's page runs it, after Decap, whose globals stand in as
 * fakes that keep what it registers; `document`, the page's, where a test needs one.
 */
function runEditor(document?: object) {
  const editor = {
    widgets: new Map<string, Control>(),
    templates: new Map<string, Template>(),
    formats: new Map<string, { extension: string; formatter: Formatter }>(),
    listeners: [] as Listener[],
    locales: new Map<string, Record<string, unknown>>(),
    styles: [] as string[],
  }
  const CMS = {
    registerWidget: (name: string, control: Control) => editor.widgets.set(name, control),
    registerPreviewStyle: (url: string) => editor.styles.push(url),
    registerPreviewTemplate: (name: string, template: Template) => editor.templates.set(name, template),
    registerCustomFormat: (name: string, extension: string, formatter: Formatter) => editor.formats.set(name, { extension, formatter }),
    registerEventListener: (listener: Listener) => editor.listeners.push(listener),
    registerLocale: (locale: string, phrases: Record<string, unknown>) => editor.locales.set(locale, phrases),
  }
  vm.runInNewContext(read("editor.js"), { window: { CMS, h, createClass: (spec: unknown) => spec }, document })
  return editor
}

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "cms-editor-"))
  written = writeCms(work, { env, origin: () => null })
  cmsDir = path.join(work, "cms")
})

afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

describe("the editor's page", () => {
  it("loads Decap, then our script, with no inline script and no Gatsby", () => {
    const html = read("index.html")
    expect(html).toMatch(/<html lang="en">/)
    expect(html).toContain('<meta name="robots" content="noindex" />')
    expect(html).toMatch(/<title>[^<]+<\/title>/)
    expect([...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => m[1])).toEqual(["/cms/decap-cms.js", "/cms/editor.js"])
    expect(inlineScriptHashes(html)).toEqual([])
    expect(html).not.toMatch(/gatsby/i)
    expect(html).toContain('href="/cms/config.yml" type="text/yaml" rel="cms-config-url"')
  })
})

describe("Decap's files", () => {
  it("are its dist/ but the source maps and the old-name copies: the entry, its numbered chunks and WebAssembly", () => {
    const copied = fs.readdirSync(cmsDir).filter((file) => file.includes("decap-cms") || file.endsWith(".wasm") || file.endsWith(".map"))
    expect(copied.sort()).toEqual(decapRuntimeFiles(decapFolder))
    expect(copied).toContain("decap-cms.js")
    expect(copied.filter((file) => file.endsWith(".wasm"))).toHaveLength(2)
    expect(copied.some((file) => file.endsWith(".map") || file.startsWith("cms."))).toBe(false)
    // Every chunk the pinned version ships is there, so none is missing at run time.
    const chunks = fs.readdirSync(decapFolder).filter((file) => /^\d+\.decap-cms\.js$/.test(file))
    expect(chunks.length).toBeGreaterThan(50)
    expect(copied).toEqual(expect.arrayContaining(chunks))
    for (const file of copied) expect(fs.statSync(path.join(cmsDir, file)).size).toBe(fs.statSync(path.join(decapFolder, file)).size)
  })

  it("are every file of dist/ but source maps and cms.js, its chunks, licence and cms.css, whatever they hold", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "decap-dist-"))
    try {
      const files = [
        "decap-cms.js",
        "decap-cms.js.LICENSE.txt",
        "12.decap-cms.js",
        "7.decap-cms.js",
        "ab12.wasm",
        "decap-cms.js.map",
        "12.decap-cms.js.map",
        "cms.js",
        "12.cms.js",
        "cms.css",
        "cms.js.LICENSE.txt",
      ]
      for (const name of files) fs.writeFileSync(path.join(dist, name), "")
      fs.mkdirSync(path.join(dist, "a-folder"))
      expect(decapRuntimeFiles(dist)).toEqual([
        "12.decap-cms.js",
        "7.decap-cms.js",
        "ab12.wasm",
        "decap-cms.js",
        "decap-cms.js.LICENSE.txt",
      ])
    } finally {
      fs.rmSync(dist, { recursive: true, force: true })
    }
  })

  it("are found where the package is installed", () => {
    expect(decapFolder).toBe(path.join(root, "node_modules", "decap-cms", "dist"))
  })
})

describe("config.yml", () => {
  const config = () => parse(read("config.yml"))

  it("is YAML with the GitHub backend, the editorial workflow and decap-server on loopback for local editing", () => {
    expect(config()).toMatchObject({
      backend: {
        name: "github",
        repo: "saffron-reach/website",
        branch: "main",
        base_url: "https://www.example.com",
        auth_endpoint: "admin/cms/auth",
        // The status .github/workflows/site.yml sets on a pull request's head with its preview's address.
        preview_context: "deploy/preview",
      },
      publish_mode: "editorial_workflow",
      local_backend: { url: "http://127.0.0.1:8081/api/v1" },
    })
    expect(written.repo).toBe("saffron-reach/website")
    const workflow = fs.readFileSync(path.join(__dirname, "..", "..", ".github", "workflows", "site.yml"), "utf8")
    expect(workflow).toContain(`-f context=${config().backend.preview_context} `)
  })

  it("edits blog posts' MDX as raw markdown", () => {
    const blog = config().collections.find((c: { name: string }) => c.name === "blog-posts")
    expect(blog.fields.find((f: { name: string }) => f.name === "body")).toEqual({
      name: "body",
      label: "Text",
      widget: "markdown",
      modes: ["raw"],
      hint: BODY_HINT,
    })
  })
})

describe("the backend's settings", () => {
  it("takes the repository from CMS_REPO, else GitHub Actions, else this clone's origin", () => {
    expect(cmsBackend({ CMS_REPO: "a/b", GITHUB_REPOSITORY: "c/d" }, () => "e/f").repo).toBe("a/b")
    expect(cmsBackend({ GITHUB_REPOSITORY: "c/d" }, () => "e/f").repo).toBe("c/d")
    expect(cmsBackend({}, () => "e/f").repo).toBe("e/f")
    expect(cmsBackend({}, () => null)).not.toHaveProperty("repo")
    expect(() => cmsBackend({ CMS_REPO: "https://github.com/a/b" })).toThrow(/CMS_REPO must name a GitHub repository as owner\/name/)
  })

  it("signs in on the site's origin by default, or wherever CMS_AUTH_URL says", () => {
    expect(SIGN_IN_PATH).toBe(AUTH_PATH)
    expect(cmsBackend({ SITE_URL: "https://staging.example.com/" }, () => "a/b")).toMatchObject({
      base_url: "https://staging.example.com",
      auth_endpoint: "admin/cms/auth",
    })
    expect(cmsBackend({ CMS_AUTH_URL: "https://auth.example.com/oauth/auth/" }, () => "a/b")).toMatchObject({
      base_url: "https://auth.example.com",
      auth_endpoint: "oauth/auth",
    })
    for (const wrong of ["auth.example.com", "https://auth.example.com", "https://auth.example.com/auth?x=1", "ftp://a.example/auth"]) {
      expect(() => cmsBackend({ CMS_AUTH_URL: wrong }, () => "a/b")).toThrow(/CMS_AUTH_URL must be/)
    }
  })
})

/** An Immutable map as Decap hands a widget its field and entry: `get`, and `set` giving a new one. */
const immutable = (values: Record<string, unknown>): { get(key: string): unknown; set(key: string, value: unknown): unknown } => ({
  get: (key) => values[key],
  set: (key, value) => immutable({ ...values, [key]: value }),
})

describe("our widgets", () => {
  /** The page's labels, each with the control it names: what the list of problems finds a field by. */
  const labels = ["Before publishing", "Title (optional)", "Cover picture description", "Descriptions", "Description", "Description"].map(
    (textContent) => {
      const label = {
        textContent,
        shown: 0,
        focused: 0,
        scrollIntoView: () => (label.shown += 1),
        control: { focus: () => (label.focused += 1) },
      }
      return label
    },
  )
  const document = { querySelectorAll: (selector: string) => (selector === "label" ? labels : []) }
  let widgets: Map<string, Control>
  beforeAll(() => ({ widgets } = runEditor(document)))

  it("are registered, every one the configuration names and none of Decap's", () => {
    const named = new Set<string>()
    const walk = (fields: { widget: string; fields?: []; field?: object }[]): void =>
      fields.forEach((f) => (named.add(f.widget), walk(f.fields ?? (f.field ? [f.field as never] : []))))
    for (const c of parse(read("config.yml")).collections) walk(c.fields ?? c.files.flatMap((file: { fields: [] }) => file.fields))
    const ours = [...named].filter(
      (widget) => !["string", "text", "markdown", "number", "boolean", "select", "list", "object", "image"].includes(widget),
    )
    expect(ours.sort()).toEqual([...widgets.keys()].sort())
  })

  it("shows a day as dd/mm/yyyy, keeps it as YYYY-MM-DD, and refuses what is not a day", () => {
    const day = widgets.get("day")!
    const field = immutable({ label: "Date" })
    const changes: unknown[] = []
    const input = (value: string) => day.render.call({ props: { value, field, onChange: (v: unknown) => changes.push(v) } }).props
    expect(input("2025-01-17").value).toBe("17/01/2025")
    for (const typed of ["7/3/2026", "31/02/2026", "17/01/20"]) (input("").onChange as (e: object) => void)({ target: { value: typed } })
    expect(changes).toEqual(["2026-03-07", "31/02/2026", "17/01/20"])
    const valid = (value: string) => day.isValid.call({ props: { value, field } })
    expect([valid("2026-03-07"), valid("")]).toEqual([true, true])
    for (const wrong of ["31/02/2026", "2026-02-30", "17/01/20"])
      expect(valid(wrong)).toEqual({ error: { type: "CUSTOM", message: "Date must be a day written dd/mm/yyyy, e.g. 17/01/2025." } })
  })

  it("checks a post's title as rendered and a service's description as they are typed, in the content check's words", () => {
    const check = (widget: string, collection: string, name: string, label: string, value: string) =>
      widgets.get(widget)!.isValid.call({
        props: { value, field: immutable({ name, label }), entry: immutable({ collection, slug: undefined, data: { toJS: () => ({}) } }) },
      })
    const long = "Why Every Chennai Business Needs a Website That Loads Fast"
    expect(check("checked-string", "blog-posts", "title", "Title", long)).toEqual({
      error: { type: "CUSTOM", message: `Title is 74 characters as rendered ("${long} | Saffron Reach"); at most 60.` },
    })
    expect(check("checked-string", "blog-posts", "title", "Title", "Why Chennai Websites Must Load Fast")).toBe(true)
    expect(check("checked-text", "services", "metaDescription", "Search result description", "Too short.")).toEqual({
      error: { type: "CUSTOM", message: "Search result description is 10 characters; it must be 70–160." },
    })
  })

  it("types a checked field in a box of its own: one line for a title, an area for a description", () => {
    const changes: unknown[] = []
    const box = (widget: string, value?: string) =>
      widgets.get(widget)!.render.call({
        props: { forID: "title-field-1", value, classNameWrapper: "w", onChange: (v: unknown) => changes.push(v) },
      }) as unknown as {
        type: string
        props: Record<string, unknown>
      }
    const line = box("checked-string", "A title")
    expect([line.type, line.props.type, line.props.id, line.props.value, line.props.className]).toEqual([
      "input",
      "text",
      "title-field-1",
      "A title",
      "w",
    ])
    const area = box("checked-text")
    expect([area.type, area.props.value]).toEqual(["textarea", ""])
    ;(area.props.onChange as (e: object) => void)({ target: { value: "Typed" } })
    expect(changes).toEqual(["Typed"])
  })

  it("lists what the content check would refuse in the entry, each by its field, and opens the list when Publish asks", () => {
    const checks = widgets.get("entry-checks")!
    type Node = { type: string; props: Record<string, unknown>; children: (Node | string | Node[])[] }
    const text = (node: Node | string | Node[]): string =>
      typeof node === "string" ? node : Array.isArray(node) ? node.map(text).join("") : node.children.map(text).join("")
    const post = {
      title: "Why Every Chennai Business Needs a Website That Loads Fast",
      date: "2025-01-17",
      image: "cover.jpg",
      imageAlt: "A cover",
    }
    const widget = (data: Record<string, unknown>) => {
      const self = {
        props: {
          forID: "beforePublishing-field-1",
          entry: immutable({ collection: "blog-posts", slug: undefined, data: { toJS: () => data } }),
        },
        state: { open: false },
        problems: checks.problems!,
        setState(update: object) {
          Object.assign(this.state, update)
        },
      }
      return { self, render: () => checks.render.call(self) as unknown as Node }
    }
    const refused = widget({ ...post, description: "Too short." })
    const box = refused.render()
    expect([box.type, box.props.open]).toEqual(["details", false])
    expect(text(box.children[0])).toBe("2 things to change before publishing")
    expect((box.children[1] as Node).children.flat().map((item) => text(item as Node))).toEqual([
      `Title: is 74 characters as rendered ("${post.title} | Saffron Reach"); at most 60`,
      "Description: is 10 characters; it must be 70–160",
    ])
    // Each problem's button names its field; Publish asks every field, and this one opens its list.
    const button = ((box.children[1] as Node).children.flat() as Node[])[0].children[0] as Node
    expect([button.type, text(button)]).toEqual(["button", "Title"])
    // Selecting a field's name brings the field of that label into view, the cursor in it.
    const [title, description] = ((box.children[1] as Node).children.flat() as Node[]).map((item) => item.children[0] as Node)
    for (const field of [title, description]) (field.props.onClick as () => void)()
    expect(labels.map((label) => [label.textContent, label.shown, label.focused])).toEqual([
      ["Before publishing", 0, 0],
      ["Title (optional)", 1, 1],
      ["Cover picture description", 0, 0],
      ["Descriptions", 0, 0],
      ["Description", 1, 1],
      ["Description", 0, 0],
    ])
    expect(checks.isValid.call(refused.self)).toBe(true)
    expect(refused.render().props.open).toBe(true)
    // A title too long is listed while other fields are still missing, in the form's order.
    const started = (widget({ title: post.title }).render().children[1] as Node).children.flat().map((item) => text(item as Node))
    expect(started.map((line) => line.split(":")[0])).toEqual([
      "Title",
      "Date",
      "Description",
      "Cover picture",
      "Cover picture description",
    ])
    const passing = widget({ ...post, title: "Why Chennai Websites Must Load Fast", description: "A".repeat(80) }).render()
    expect([passing.type, text(passing)]).toEqual(["p", "Nothing to change: the content check passes."])
  })
})

describe("our script and its previews", () => {
  it("is one bundle, and registers preview templates for collections the configuration has, in the site's look", () => {
    expect(written.files).toContain("editor.js")
    expect(written.files.filter((file) => /^(?:cms-setup|cms-widgets|entry-checks|previews)\.js$/.test(file))).toEqual([])
    const { templates, styles } = runEditor()
    const collections = parse(read("config.yml")).collections as { name: string; files?: { name: string }[] }[]
    const names = collections.flatMap((c) => [c.name, ...(c.files ?? []).map((file) => file.name)])
    // Every preview template's collection (or file of the collection of single files) is one the configuration has.
    expect(names).toEqual(expect.arrayContaining([...templates.keys()]))
    expect([...templates.keys()].sort()).toEqual(
      [
        "services",
        "blog-posts",
        "about-page",
        "home-clients",
        "home-how-we-work",
        "home-services-list",
        "home-videos",
        "legal-pages",
        "pricing",
      ].sort(),
    )
    expect(styles).toEqual(["/cms/preview.css"])
    expect(written.files).toContain("preview.css")
  })

  it("names a preview's collection as the configuration does, whatever the content types' labels", () => {
    const relabelled = CONTENT_TYPES.map((type) => ({ ...type, label: `${type.label} (renamed)` }))
    const config = cmsConfig({ backend: { name: "test-repo" }, localBackend: { url: "http://127.0.0.1:8081/api/v1" } }, relabelled)
    const names = config.collections.flatMap((c) => [c.name, ...("files" in c ? c.files.map((file) => file.name) : [])])
    for (const files of ["services/*.json", "blog/*/index.mdx", "pricing.json", "pages/*.mdx", "home/videos.json"]) {
      expect(names).toContain(collectionOf(files, relabelled))
      expect(collectionOf(files, relabelled)).not.toBe(collectionOf(files))
    }
    expect(() => collectionOf("nowhere/*.json")).toThrow(/No content type keeps its files at content\/nowhere\/\*\.json/)
  })

  it("says Decap's English in the content check's words, in the locale the configuration names", () => {
    const { locales } = runEditor()
    const locale = parse(read("config.yml")).locale as string
    expect([...locales.keys()]).toEqual([locale])
    const phrases = locales.get(locale) as { editor: { editorControlPane: { widget: Record<string, string> } }; ui: object }
    expect(phrases.editor.editorControlPane.widget).toEqual({ regexPattern: "%{fieldLabel} %{pattern}." })
    expect(phrases.ui).toEqual({
      toast: { missingRequiredField: expect.stringMatching(/^Some fields need a change before this can be saved/) },
    })
  })

  it("registers the JSON format the configuration names, which writes what the content is kept in", () => {
    const { formats } = runEditor()
    const named = new Set(parse(read("config.yml")).collections.map((c: { format?: string }) => c.format))
    expect([...formats.keys()]).toEqual([JSON_FORMAT])
    expect(named).toContain(JSON_FORMAT)
    const { extension, formatter } = formats.get(JSON_FORMAT)!
    expect(extension).toBe("json")
    // Decap ends the formatter's text with a newline; then it is byte for byte what the content is kept in.
    for (const file of ["services/seo-services.json", "site.json", "pricing.json"]) {
      const text = fs.readFileSync(path.join(root, "content", file), "utf8")
      const fields = cmsFields(contentTypeOf(file)!.schema).map((field) => field.name)
      // As Decap holds an entry of more than eight keys: not in the file's order.
      const shuffled = Object.fromEntries(Object.entries(JSON.parse(text) as object).reverse())
      expect(`${formatter.toFile(formatter.fromFile(JSON.stringify(shuffled)), fields)}\n`).toBe(text)
      expect(`${formatter.toFile(shuffled, fields)}\n`).toBe(jsonFile(shuffled, fields))
    }
  })

  it("refuses to save an entry the content check refuses, with the check's own words", () => {
    const { listeners } = runEditor()
    const [preSave] = listeners.filter((listener) => listener.name === "preSave")
    // Decap's entry, an Immutable map: its collection, its slug and its data.
    const entry = (collection: string, slug: string, data: object) => ({
      get: (key: string) => ({ collection, slug, data: { toJS: () => data } })[key],
    })

    // A post as the editor writes it: an uploaded cover by its file name, a title too long with the brand.
    const post = {
      title: "Why Every Chennai Business Needs a Website That Loads Fast",
      date: "2025-03-01",
      description: "Too short.",
      image: "office-photo-2025.jpg",
      imageAlt: "Our office",
      body: "Text.",
    }
    expect(() => preSave.handler({ entry: entry("blog-posts", "why-fast", post) })).toThrow(
      new RegExp(
        [
          'Title: is 74 characters as rendered \\("Why Every Chennai Business Needs a Website That Loads Fast \\| Saffron Reach"\\); at most 60',
          "Description: is 10 characters; it must be 70–160",
        ].join("; "),
      ),
    )
    const fixed = { ...post, title: "Why Chennai Websites Must Load Fast", description: "d".repeat(80) }
    expect(() => preSave.handler({ entry: entry("blog-posts", "why-fast", fixed) })).not.toThrow()

    // A single file, found by its name in the collection of single files; a field in a list by its place.
    const service = JSON.parse(fs.readFileSync(path.join(root, "content", "services", "seo-services.json"), "utf8"))
    service.faqs[1].id = "4"
    expect(() => preSave.handler({ entry: entry("services", "seo-services", service) })).toThrow(/› 2 › .*: must be two digits, e.g. 01/)
    const pricing = JSON.parse(fs.readFileSync(path.join(root, "content", "pricing.json"), "utf8"))
    expect(() => preSave.handler({ entry: entry("site", "pricing", pricing) })).not.toThrow()
    expect(() => preSave.handler({ entry: entry("site", "pricing", { ...pricing, sections: [] }) })).toThrow(/Too small|at least|>=1/i)
  })

  it("previews the pricing page with its prices as the page writes them", () => {
    type Node = { children: unknown[] } | string | number | null | undefined | false | unknown[]
    const { templates } = runEditor()
    const text = (node: Node): string =>
      node === null || node === undefined || node === false
        ? ""
        : typeof node === "string" || typeof node === "number"
          ? String(node)
          : Array.isArray(node)
            ? node.map((child) => text(child as Node)).join(" ")
            : text(node.children as Node)
    const pricing = JSON.parse(fs.readFileSync(path.join(root, "content", "pricing.json"), "utf8")) as Record<string, unknown>
    const props = {
      entry: { getIn: ([, name]: string[]) => pricing[name] },
      widgetFor: () => null,
      getAsset: () => "",
      fields: { find: () => undefined },
    }
    const shown = text(templates.get("pricing")!(props) as Node)
    expect(shown).toContain("Digital Marketing Packages")
    expect(shown).toContain("₹2,000 / month")
    expect(shown).toContain("Price on request")
  })

  it("styles the sign-in screen with the agency's logo and colours, and fits the editor to a phone", () => {
    const css = read("editor.css")
    expect(css).toContain(`body [class*="-LoginButton"] { background: ${tokens.color.accent}; color: ${tokens.color.ink}; }`)
    expect(css).toMatch(/@media \(max-width: 799px\) \{[^@]*\[class\*="-EditorContainer"\][^}]*\{ min-width: 0; \}/)
    expect(css).toMatch(/\.SplitPane > \.Pane1 \{ width: 100% !important; \}/)
    expect(read("index.html")).toContain('<link rel="stylesheet" href="/cms/editor.css" />')
    const { logo_url: logo } = parse(read("config.yml")) as { logo_url: string }
    expect(fs.existsSync(path.join(root, "static", logo))).toBe(true)
  })

  it("styles the preview with the site's colours and Inter, whose face is beside it", () => {
    const css = read("preview.css")
    for (const colour of [tokens.color.accent, tokens.color.ink, tokens.color.text]) expect(css).toContain(colour)
    expect(css).toContain('font-family: "Inter Variable"')
    expect(css).toContain(`url("${PREVIEW_FONT.file}")`)
    expect(fs.readFileSync(path.join(cmsDir, PREVIEW_FONT.file)).equals(fs.readFileSync(path.join(root, PREVIEW_FONT.source)))).toBe(true)
  })
})

describe("kept apart from the site", () => {
  it("robots.txt keeps crawlers out of /cms/", () => {
    expect(robotsTxt("https://www.example.com").split("\n")).toContain("Disallow: /cms/")
  })

  it("nothing webpack compiles imports decap-cms", () => {
    const sources = (dir: string): string[] =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.[jt]sx?$/.test(entry.name) && !entry.parentPath.includes("__tests__"))
        .map((entry) => path.join(entry.parentPath, entry.name))
    const files = [...sources("src"), ...sources("plugins"), ...["gatsby-browser.tsx", "gatsby-ssr.tsx"].map((f) => path.join(root, f))]
    expect(files.length).toBeGreaterThan(50)
    const importers = files.filter((file) => /(?:from\s+|import\(\s*|require\(\s*)["']decap-cms/.test(fs.readFileSync(file, "utf8")))
    expect(importers).toEqual([])
  })
})
