/**
 * An editor's journey through the browser editor in Chromium, as `npm run cms` runs it on the
 * editor's machine: Decap at /cms/ of our server on localhost, decap-server in file-system mode on a
 * temporary copy of content/. Every save writes its file at once (Decap publishes straight to files
 * with decap-server's file-system mode, whatever the production workflow), in exactly the form the
 * project keeps its content in, and a Gatsby build of the edited content has the new page. The editor
 * refuses what the content schemas refuse, and then writes nothing.
 *
 * decap-server runs on a port of its own and the editor's requests to its usual address (the
 * configuration's local_backend, which the /cms/ policy allows) are forwarded to it: the other
 * browser test of the editor (cms-editor.test.ts) may hold that address at the same time.
 */
import { spawn, type ChildProcess } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Browser, BrowserContext, Dialog, Page } from "playwright-core"
import matter from "gray-matter"
import sharp from "sharp"
import siteDetails from "../../content/site.json"
import { CMS_LOCAL_BACKEND_URL } from "../../common/security-headers"
import { asCmsSaves } from "../../scripts/lib/cms-format"
import { startDecapServer } from "../../scripts/cms"
import { validateContent } from "../../src/content-schema/validate"
import { writeCms } from "../../gatsby/cms"
import { freePort } from "../setup/free-port"
import { connectBrowser } from "./helpers/browser"
import { buildOverCheckout } from "./helpers/build-over-checkout"

const root = path.resolve(__dirname, "..", "..")
/**
 * Where the journey's two pictures of the editor go: the README's (docs/images) with
 * `CMS_SCREENSHOTS_DIR=docs/images`, else the temporary folder, which goes with it.
 */
const SCREENSHOTS = process.env.CMS_SCREENSHOTS_DIR ? path.resolve(root, process.env.CMS_SCREENSHOTS_DIR) : undefined

/** The service the editor adds: every required field, two sections, three FAQs. */
const SERVICE = {
  slug: "brand-audit-in-chennai",
  family: "design",
  metaTitle: "Brand Audit Services in Chennai",
  metaDescription:
    "A brand audit for Chennai businesses: how your name, logo, website and reviews read to buyers today, and what to fix first.",
  pageTitle: "Brand Audit Services in Chennai",
  aboutTitle: "See your brand as buyers do",
  aboutDesc: "We review every place a buyer meets your brand and hand you a short list of fixes in priority order.",
  sections: [
    { title: "What the audit covers", item: "Your name, logo, colours and voice across the website, social profiles and print." },
    { title: "What you receive", item: "A written report with the ten changes that matter most, each with its cost and effort." },
  ],
  faqs: [
    { id: "01", question: "How long does a brand audit take", answer: "Two to three weeks from the first meeting to the report." },
    {
      id: "02",
      question: "Do you need access to our accounts",
      answer: "Read access to your website analytics and social profiles is enough.",
    },
    {
      id: "03",
      question: "Can you also make the changes",
      answer: "Yes: our design and web teams can carry out any change in the report.",
    },
  ],
} as const

const POST = {
  file: "blog/why-ai-matters-in-website-development/index.mdx",
  slug: "why-ai-matters-in-website-development",
  title: "Why AI Matters in Website Development",
}
const NEW_POST_TITLE = "Why AI Matters When You Build a Website"
const NEW_POST_SLUG = "why-ai-matters-when-you-build-a-website"
/**
 * The post the editor writes, with a cover uploaded as the camera named it: first with a title too
 * long once the site adds its name and a description too short, which the content check refuses.
 */
const NEW_POST = {
  longTitle: "Why Every Chennai Business Needs a Website That Loads Fast",
  title: "Why Chennai Websites Must Load Fast",
  slug: "why-chennai-websites-must-load-fast",
  description: "A page that shows in a second keeps visitors, ranks better and costs less to advertise: what makes a Chennai site fast.",
  alt: "A phone showing a website that has loaded",
  body: "Speed is the first thing a visitor notices.",
  cover: "office-photo-2025.jpg",
}
/** The post the second test empties the title of. */
const OTHER_POST_TITLE = "Transform Your Website with Smart Technology"
/** The first tier of the first pricing section, digital marketing's Starter: 2000 rupees a month. */
const PRICE = { before: 2000, after: 2500 }
/** The picture the editor uploads as the new service's about image. */
const UPLOAD = path.join(root, "content", "images", "services", "seo-services", "about.jpg")

let work: string
let repoContent: string
let decapServer: ChildProcess
let decapUrl: string
let site: ChildProcess
let port: number
let browser: Browser
/** Gatsby's build of the edited content (its process group is stopped at the end if it still runs). */
let gatsby: ChildProcess | undefined

/** Stops a process started as the leader of its own group, with everything it started. */
function stopGroup(child: ChildProcess | undefined): void {
  if (child?.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, "SIGTERM")
  } catch {
    // already gone
  }
}

/** Our server (server/start.ts, no build) over a folder holding only the editor, on a free loopback port. */
async function startSite(publicDir: string): Promise<{ child: ChildProcess; port: number }> {
  const sitePort = await freePort()
  const child = spawn(process.execPath, [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "server/start.ts", "--no-build"], {
    cwd: root,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(sitePort),
      PUBLIC_DIR: publicDir,
      GATSBY_CACHE_DIR: path.join(work, ".cache"),
      DATA_DIR: path.join(work, "data"),
      HSTS: "0",
      LOG_LEVEL: "error",
    },
    stdio: "ignore",
    detached: true,
  })
  const deadline = Date.now() + 30_000
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${sitePort}/cms/`)).status === 200) return { child, port: sitePort }
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error("our server did not start")
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "cms-journey-e2e-"))
  writeCms(path.join(work, "public"), { env: { CMS_REPO: "example/site" }, origin: () => null })
  repoContent = path.join(work, "repo", "content")
  fs.cpSync(path.join(root, "content"), repoContent, { recursive: true })
  decapUrl = `http://127.0.0.1:${await freePort()}/api/v1`
  decapServer = await startDecapServer({ repoDir: path.join(work, "repo"), url: decapUrl, detached: true, output: "ignore" })
  ;({ child: site, port } = await startSite(path.join(work, "public")))
  browser = await connectBrowser()
}, 60_000)

afterAll(async () => {
  await browser?.close()
  for (const child of [gatsby, site, decapServer]) stopGroup(child)
  if (work) fs.rmSync(work, { recursive: true, force: true })
})

/**
 * A signed-in editor at 1440 px (or `viewport`), its requests to decap-server forwarded to this test's own; what the
 * page logs is collected in `messages`, and the content security policy violations in `violations`.
 */
async function signedIn(
  viewport = { width: 1440, height: 900 },
): Promise<{ context: BrowserContext; page: Page; violations: string[]; messages: string[]; failures: string[] }> {
  const context = await browser.newContext({ viewport })
  await context.route(`${CMS_LOCAL_BACKEND_URL}**`, async (route) => route.fulfill({ response: await route.fetch({ url: decapUrl }) }))
  const page = await context.newPage()
  const violations: string[] = []
  const messages: string[] = []
  // Every answer of the editor's servers (the site, decap-server) that is an error of theirs.
  const failures: string[] = []
  page.on("response", (response) => {
    if (response.status() >= 500) failures.push(`${response.status()} ${response.url()} ${response.request().postData() ?? ""}`)
  })
  page.on("console", (message) => {
    messages.push(message.text())
    if (/Content Security Policy/.test(message.text())) violations.push(message.text())
  })
  await page.goto(`http://localhost:${port}/cms/`)
  await page.getByRole("button", { name: "Login", exact: true }).click()
  await page.getByRole("link", { name: "Services" }).first().waitFor()
  return { context, page, violations, messages, failures }
}

/**
 * A picture of the editor for the docs, once Decap's progress bar (topbar's canvas) is gone. This
 * machine's fonts have no full-width plus sign, which Decap writes on its "＋ Services" button, so
 * the ordinary one stands in for it, as on an editor's computer it looks.
 */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll("canvas")].every((canvas) => getComputedStyle(canvas).display === "none"))
  await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) node.textContent = node.textContent!.replace(/\uFF0B/g, "+")
  })
  await page.screenshot({ path: path.join(SCREENSHOTS ?? work, name) })
}

/** Decap's messages under the fields, not the list of problems at the top of the form (.entry-checks). */
const UNDER_FIELDS = "li:not(.entry-checks li)"

/** The nth text field of that label, counted through the whole form (list items repeat their labels). */
const textbox = (page: Page, name: string, nth = 0) => page.getByRole("textbox", { name, exact: true }).nth(nth)

/** "Publish" → "Publish now", for the current entry. */
async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByRole("menuitem", { name: "Publish now" }).click()
}

/** Decap's own sign that the entry is saved: its publish button turns into "Published". */
const published = (page: Page) => page.getByRole("button", { name: "Published", exact: true }).waitFor()

/** Fills a new service's form, the about picture uploaded through the media library. */
async function fillService(page: Page, slug: string, faqIds: readonly string[]): Promise<void> {
  await page.getByRole("link", { name: "Services" }).first().click()
  await page.getByRole("link", { name: "Create entry of type Services" }).click()
  await textbox(page, "Page address").pressSequentially(slug)
  await page.getByRole("combobox", { name: "Service family" }).click()
  await page.getByRole("option", { name: SERVICE.family, exact: true }).click()
  await textbox(page, "Search result title").fill(SERVICE.metaTitle)
  await textbox(page, "Search result description").fill(SERVICE.metaDescription)
  await textbox(page, "Page heading").fill(SERVICE.pageTitle)
  await page.getByRole("button", { name: "Choose an image" }).first().click()
  const library = page.getByRole("dialog")
  await library.locator('input[type="file"]').setInputFiles(UPLOAD)
  await library.getByRole("button", { name: "Choose selected" }).click()
  await page.getByRole("button", { name: "Choose different image" }).waitFor()
  // The picture is in the address's folder: the address is held until the picture is removed.
  await page.getByText("Held while a picture is chosen").waitFor()
  expect(await textbox(page, "Page address").isEditable()).toBe(false)
  await textbox(page, "About heading").fill(SERVICE.aboutTitle)
  await textbox(page, "About text").fill(SERVICE.aboutDesc)
  for (const [i, section] of SERVICE.sections.entries()) {
    await page.getByRole("button", { name: "Add section" }).click()
    await textbox(page, "Section heading", i).fill(section.title)
    await page.getByRole("button", { name: "Add card" }).nth(i).click()
    await textbox(page, "Card text", i).fill(section.item)
  }
  for (const [i, faq] of SERVICE.faqs.entries()) {
    await page.getByRole("button", { name: "Add question" }).click()
    await textbox(page, "Question number", i).fill(faqIds[i])
    await textbox(page, "Question", i).fill(faq.question)
    // An answer is rich text (Decap's editor, kept as Markdown): put in as one input, as a paste or
    // a phone's keyboard does; each key typed one by one would render Decap's preview again.
    await page.locator('[data-slate-editor="true"]').nth(i).click()
    await page.keyboard.insertText(faq.answer)
  }
}

/** Opens an entry from its collection's list, as an editor does. */
async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  await page.getByRole("link", { name: collection }).first().click()
  await page.getByRole("link", { name: entry }).first().click()
}

/** Every file under a folder with a digest of its bytes, by its path relative to it. */
function digests(dir: string): Map<string, string> {
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
  return new Map(
    files.map((entry) => {
      const full = path.join(entry.parentPath, entry.name)
      return [path.relative(dir, full).split(path.sep).join("/"), crypto.createHash("sha256").update(fs.readFileSync(full)).digest("hex")]
    }),
  )
}

/** The files added or changed in `dir` since `before`, and those removed. */
function changes(before: Map<string, string>, dir: string): { changed: string[]; removed: string[] } {
  const after = digests(dir)
  return {
    changed: [...after]
      .filter(([file, digest]) => before.get(file) !== digest)
      .map(([file]) => file)
      .sort(),
    removed: [...before.keys()].filter((file) => !after.has(file)),
  }
}

/** The lines of `after` that differ from `before`'s, which must have as many. */
function changedLines(before: string, after: string): string[] {
  const old = before.split("\n")
  const lines = after.split("\n")
  expect(lines).toHaveLength(old.length)
  return lines.filter((line, i) => line !== old[i])
}

/**
 * Whether the first <img> after the element that is or holds `after` shows a picture of that size
 * (run in the page): an image field's thumbnail after its label, a preview's picture after its
 * heading. Decap shows an empty SVG of its own (300 × 150) while it looks for a picture, and for
 * good when it finds none.
 */
const showsPicture = ([after, width, height]: readonly [string, number, number]) => {
  const start = [...document.querySelectorAll("label, h2")].find((element) => element.textContent === after)
  let holder = start?.parentElement
  while (holder && !holder.querySelector("img")) holder = holder.parentElement
  const img = holder?.querySelector("img")
  return Boolean(img?.complete && img.naturalWidth === width && img.naturalHeight === height)
}

/**
 * A Gatsby build of the edited content over the checkout's own build, warm from its cache
 * (helpers/build-over-checkout.ts); returns its public/. The content check above has already read
 * every edit from the files the build is made of.
 */
async function buildEdited(contentDir: string): Promise<string> {
  const dir = path.join(work, "build")
  const output: string[] = []
  gatsby = buildOverCheckout(contentDir, dir)
  for (const stream of [gatsby.stdout!, gatsby.stderr!]) stream.on("data", (chunk: Buffer) => output.push(chunk.toString()))
  const code = await new Promise<number | null>((resolve) => gatsby!.on("exit", resolve))
  if (code !== 0) throw new Error(`gatsby build of the edited content failed (${code}):\n${output.join("").slice(-4000)}`)
  return path.join(dir, "public")
}

describe("an editor on localhost, with decap-server", () => {
  it("adds a service, retitles a post and changes a price: the files change in place, in the project's form, and build", async () => {
    const original = digests(repoContent)
    const { context, page, violations, messages, failures } = await signedIn()
    // The configuration is production's, with its editorial workflow (every change a pull request);
    // decap-server in file-system mode offers only direct saves, and Decap takes those.
    const config = (await (await fetch(`http://127.0.0.1:${port}/cms/config.yml`)).json()) as { publish_mode?: string }
    expect(config.publish_mode).toBe("editorial_workflow")
    expect(messages).toContain("'editorial_workflow' is not supported by 'local_fs' backend, switching to 'simple'")

    // The entry list, pictured for the README.
    await page.getByRole("link", { name: "Services" }).first().click()
    await page.getByRole("link", { name: "seo-services", exact: true }).waitFor()
    await screenshot(page, "cms-entries.png")

    // A service's own pictures (images/services/<slug>/) show in its preview, and in its form: there
    // once Decap has the picture, as on opening the entry again (Decap's image field shows what it
    // had on the entry's first rendering, an empty picture while the file is on its way).
    const { width, height } = await sharp(path.join(root, "content", "images", "services", "seo-services", "about.jpg")).metadata()
    const { aboutTitle } = JSON.parse(fs.readFileSync(path.join(root, "content", "services", "seo-services.json"), "utf8")) as Record<
      string,
      string
    >
    await page.getByRole("link", { name: "seo-services", exact: true }).click()
    const preview = (await (await page.locator("iframe").first().elementHandle())!.contentFrame())!
    await preview.waitForFunction(showsPicture, [aboutTitle, width!, height!] as const)
    await preview.locator(".faqs dt").first().waitFor()
    await page.getByRole("link", { name: /Writing in Services collection/ }).click()
    await page.getByRole("link", { name: "seo-services", exact: true }).click()
    await page.waitForFunction(showsPicture, ["About picture", width!, height!] as const)
    // A saved service's address cannot be changed here: links across the site and its pictures' folder use it.
    expect(await textbox(page, "Page address").inputValue()).toBe("seo-services")
    expect(await textbox(page, "Page address").isEditable()).toBe(false)
    const previewAgain = (await (await page.locator("iframe").first().elementHandle())!.contentFrame())!
    await previewAgain.waitForFunction(showsPicture, [aboutTitle, width!, height!] as const)
    await screenshot(page, "cms-service.png")
    await page.getByRole("link", { name: /Writing in Services collection/ }).click()

    // A new service: saved as a file at once, its uploaded picture in the service's own folder.
    await fillService(page, SERVICE.slug, ["01", "02", "03"])
    await publish(page)
    await published(page)
    // Three questions, the most a service has. Decap offers a fourth, and Publish refuses it (Decap's
    // own `max`, from the schema's bounds), under the list, writing nothing. Leaving the entry then
    // drops the fourth question.
    const savedService = digests(repoContent)
    await page.getByRole("button", { name: "Add question" }).click()
    await publish(page)
    await page.locator(UNDER_FIELDS).filter({ hasText: "Frequently asked questions must have exactly 3 item(s)." }).waitFor()
    expect(await page.getByRole("button", { name: "Published", exact: true }).count()).toBe(0)
    expect(changes(savedService, repoContent)).toEqual({ changed: [], removed: [] })
    const leave = (dialog: Dialog) => void dialog.accept()
    page.on("dialog", leave)
    await page.getByRole("link", { name: /Writing in Services collection/ }).click()
    await page.getByRole("link", { name: SERVICE.slug, exact: true }).waitFor()
    page.off("dialog", leave)

    // A post's title: its address follows, and its first address (its folder's) still shows it.
    await openEntry(page, "Blog posts", POST.title)
    await textbox(page, "Title").fill(NEW_POST_TITLE)
    const retitled = (await (await page.locator("iframe").first().elementHandle())!.contentFrame())!
    await retitled.getByText(`Address: /blog/${NEW_POST_SLUG}/ (its first address, /blog/${POST.slug}/, shows it too)`).waitFor()
    await publish(page)
    await published(page)
    await page.getByRole("link", { name: /Writing in Blog posts collection/ }).click()

    // A price: Site and pages → Pricing.
    await page.getByRole("link", { name: "Site and pages" }).first().click()
    await page.getByRole("link", { name: "Pricing", exact: true }).click()
    const price = page.getByRole("spinbutton", { name: "Monthly price in rupees (optional)" }).first()
    expect(await price.inputValue()).toBe(String(PRICE.before))
    await price.fill(String(PRICE.after))
    // Previewed as the page writes a price.
    const pricingPreview = (await (await page.locator("iframe").first().elementHandle())!.contentFrame())!
    await pricingPreview.getByText("₹2,500 / month").first().waitFor()
    await screenshot(page, "cms-pricing.png")
    await publish(page)
    await published(page)
    // Saved, its page on the live site is offered; no deploy preview exists of a local save.
    expect(await page.getByRole("link", { name: /View Live/ }).getAttribute("href")).toBe(`${new URL(siteDetails.siteUrl).origin}/pricing`)
    expect(await page.getByText("Check for Preview").count()).toBe(0)
    // A new post with an uploaded cover: refused first, in the content check's own words, then saved.
    const postFiles = digests(repoContent)
    await page.getByRole("link", { name: /Writing in Site and pages collection/ }).click()
    await page.getByRole("link", { name: "Blog posts" }).first().click()
    await page.getByRole("link", { name: "Create entry of type Blog posts" }).click()
    await textbox(page, "Title").fill(NEW_POST.longTitle)
    await textbox(page, "Date").fill("27/11/2026")
    await textbox(page, "Description").fill("Too short.")
    await page.getByRole("button", { name: "Choose an image" }).first().click()
    const cover = path.join(work, NEW_POST.cover)
    fs.copyFileSync(UPLOAD, cover)
    await page.getByRole("dialog").locator('input[type="file"]').setInputFiles(cover)
    await page.getByRole("dialog").getByRole("button", { name: "Choose selected" }).click()
    await page.getByRole("button", { name: "Choose different image" }).waitFor()
    await textbox(page, "Cover picture description").fill(NEW_POST.alt)
    await page.locator('[data-slate-editor="true"]').click()
    await page.keyboard.insertText(NEW_POST.body)
    // The address the title gives the post, in the preview before it is saved.
    const postPreview = (await (await page.locator("iframe").first().elementHandle())!.contentFrame())!
    await postPreview.getByText("Address: /blog/why-every-chennai-business-needs-a-website-that-loads-fast/").waitFor()
    // Refused at the fields, in the content check's own words, and nothing written.
    await publish(page)
    await page.getByText(/Title is 74 characters/).waitFor()
    expect(
      await page
        .locator(UNDER_FIELDS)
        .filter({ hasText: /characters/ })
        .allTextContents(),
    ).toEqual([
      `Title is 74 characters as rendered ("${NEW_POST.longTitle} | Saffron Reach"); at most 60.`,
      "Description is 10 characters; it must be 70–160.",
    ])
    expect(changes(postFiles, repoContent)).toEqual({ changed: [], removed: [] })
    // The list at the top of the form, which the toast points to, opened and in view, each field a link to it.
    const checks = page.locator("details.entry-checks[open]")
    await checks.waitFor()
    expect(await checks.locator("li").allTextContents()).toEqual([
      `Title: is 74 characters as rendered ("${NEW_POST.longTitle} | Saffron Reach"); at most 60`,
      "Description: is 10 characters; it must be 70–160",
    ])
    const { top, bottom } = (await checks.boundingBox().then((box) => box && { top: box.y, bottom: box.y + box.height }))!
    expect(top < 900 && bottom > 0).toBe(true)
    await checks.getByRole("button", { name: "Description", exact: true }).click()
    // The cursor is in the field of that label.
    await page.waitForFunction(() => {
      const focused = document.activeElement as HTMLTextAreaElement | null
      return [...(focused?.labels ?? [])].some((label) => label.textContent === "Description")
    })
    for (const [name, text] of [
      ["Title", NEW_POST.title],
      ["Description", NEW_POST.description],
    ]) {
      await textbox(page, name).clear()
      await textbox(page, name).fill(text)
    }
    await postPreview.getByText(`Address: /blog/${NEW_POST.slug}/`).waitFor()
    await publish(page)
    await published(page)
    expect(violations).toEqual([])
    expect(failures).toEqual([])
    await context.close()

    // Exactly these files were written: nothing else added, changed or removed.
    const serviceFile = `services/${SERVICE.slug}.json`
    const picture = `images/services/${SERVICE.slug}/about.jpg`
    const postFile = `blog/${NEW_POST.slug}/index.mdx`
    const postCover = `blog/${NEW_POST.slug}/${NEW_POST.cover}`
    expect(changes(original, repoContent)).toEqual({
      changed: [picture, POST.file, "pricing.json", serviceFile, postFile, postCover].sort(),
      removed: [],
    })
    // The day typed 27/11/2026, kept as the content wants it.
    expect(fs.readFileSync(path.join(repoContent, postFile), "utf8")).toMatch(/^date: 2026-11-27$/m)
    expect(matter(fs.readFileSync(path.join(repoContent, postFile), "utf8")).data).toMatchObject({
      title: NEW_POST.title,
      image: NEW_POST.cover,
      imageAlt: NEW_POST.alt,
    })
    expect(fs.readFileSync(path.join(repoContent, picture)).equals(fs.readFileSync(UPLOAD))).toBe(true)

    // Each in the form the project keeps its content in (npm run format:content would leave it as it is).
    const read = (file: string) => fs.readFileSync(path.join(repoContent, file), "utf8")
    for (const file of [serviceFile, POST.file, "pricing.json"]) expect([file, asCmsSaves(file, read(file))]).toEqual([file, read(file)])
    const service = JSON.parse(read(serviceFile))
    expect(service).toMatchObject({
      slug: SERVICE.slug,
      aliases: [],
      family: SERVICE.family,
      pageTitle: SERVICE.pageTitle,
      aboutImage: picture,
      sections: SERVICE.sections.map((section) => ({ title: section.title, data: [{ description: section.item }] })),
      faqs: SERVICE.faqs,
    })
    expect(service).not.toHaveProperty("closingImage")

    // Edits change their own line and nothing else.
    const originalText = (file: string) => fs.readFileSync(path.join(root, "content", file), "utf8")
    expect(changedLines(originalText(POST.file), read(POST.file))).toEqual([`title: ${NEW_POST_TITLE}`])
    expect(changedLines(originalText("pricing.json"), read("pricing.json"))).toEqual([`          "price": ${PRICE.after},`])

    // The content check passes on the edited content, as `npm run check:content` would.
    const { errors, services } = validateContent(repoContent, path.join(root, "static"))
    expect(errors).toEqual([])
    expect(services.map((entry) => entry.slug)).toContain(SERVICE.slug)

    // And a build of it has the new page, with its FAQ.
    const publicDir = await buildEdited(repoContent)
    const html = fs.readFileSync(path.join(publicDir, "service", SERVICE.slug, "index.html"), "utf8")
    expect(html).toMatch(new RegExp(`<h1[^>]*>${SERVICE.pageTitle}<`))
    for (const faq of SERVICE.faqs) expect(html).toContain(faq.question)
    // The retitled post at its new address, and at its first with the new one as canonical.
    for (const slug of [NEW_POST_SLUG, POST.slug]) {
      const retitledHtml = fs.readFileSync(path.join(publicDir, "blog", slug, "index.html"), "utf8")
      expect(retitledHtml).toContain(`<link rel="canonical" href="${siteDetails.siteUrl}/blog/${NEW_POST_SLUG}"`)
    }
    const postHtml = fs.readFileSync(path.join(publicDir, "blog", NEW_POST.slug, "index.html"), "utf8")
    expect(postHtml.includes(`>${NEW_POST.title} | Saffron Reach</title>`)).toBe(true)
    expect(new RegExp(`<img[^>]+alt="${NEW_POST.alt}"`).test(postHtml)).toBe(true)
  }, 600_000)

  it("refuses an FAQ id of one digit, an empty title and a day that is not one, says why, and writes nothing", async () => {
    const before = digests(repoContent)

    // A new service whose second FAQ is numbered 4: the schema's pattern, checked by the editor.
    const newService = await signedIn()
    await fillService(newService.page, "faq-numbering", ["01", "4", "03"])
    // More of the address typed after the service's picture is chosen: Decap looks for the picture in
    // the folder of the new address once the box is left, not for each half-typed one.
    const lookups: string[] = []
    newService.page.on("request", (request) => {
      if (/"getMedia/.test(request.postData() ?? "")) lookups.push(request.postData()!)
    })
    await textbox(newService.page, "Page address").press("End")
    await textbox(newService.page, "Page address").pressSequentially("-check")
    expect(lookups).toEqual([])
    // (Decap checks a field as it is typed in, and again on publishing.)
    await publish(newService.page)
    const idError = newService.page.locator(UNDER_FIELDS).filter({ hasText: "must be two digits, e.g. 01" })
    await idError.waitFor()
    expect(await idError.allTextContents()).toEqual(["Question number must be two digits, e.g. 01."])
    // Only that field is wrong, and the entry stays unsaved.
    expect(
      await newService.page
        .locator(UNDER_FIELDS)
        .filter({ hasText: /is required|must be/ })
        .count(),
    ).toBe(1)
    await newService.page.getByText("Unsaved changes").waitFor()
    await newService.context.close()

    // A post whose title is emptied.
    const post = await signedIn()
    await openEntry(post.page, "Blog posts", OTHER_POST_TITLE)
    await textbox(post.page, "Title").fill("")
    // And a day that is not one.
    await textbox(post.page, "Date").fill("31/02/2026")
    await publish(post.page)
    await post.page.getByText("Some fields need a change before this can be saved").waitFor()
    expect(
      await post.page
        .locator(UNDER_FIELDS)
        .filter({ hasText: /is required|must be/ })
        .allTextContents(),
    ).toEqual(["Title is required.", "Date must be a day written dd/mm/yyyy, e.g. 17/01/2025."])
    await post.page.getByText("Unsaved changes").waitFor()
    await post.context.close()

    expect(changes(before, repoContent)).toEqual({ changed: [], removed: [] })
  }, 120_000)

  it("fits a 390 px phone: no sideways scrolling on the list or an entry, Publish in view", async () => {
    const { context, page } = await signedIn({ width: 390, height: 844 })
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    await page.getByRole("link", { name: "Services" }).first().click()
    await page.getByRole("link", { name: "seo-services", exact: true }).waitFor()
    expect(await fits()).toBe(true)
    await page.getByRole("link", { name: "seo-services", exact: true }).click()
    await textbox(page, "Page address").waitFor()
    expect(await fits()).toBe(true)
    // An entry without changes: its publish button reads "Published".
    const button = await page.getByRole("button", { name: /^Publish/ }).boundingBox()
    expect(button!.x).toBeGreaterThanOrEqual(0)
    expect(button!.x + button!.width).toBeLessThanOrEqual(390)
    const field = await textbox(page, "Page address").boundingBox()
    expect(field!.x + field!.width).toBeLessThanOrEqual(390)
    await context.close()
  }, 60_000)
})
