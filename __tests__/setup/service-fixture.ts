/**
 * Page-query data for the service template built from a real content file: the same fields the
 * template queries, FAQ answers sanitised by the build's own resolver, and stand-in image data
 * where the build would resolve a File (so the image markup can be asserted without sharp).
 */
import fs from "node:fs"
import path from "node:path"
import type { ServiceContent } from "../../src/content-schema"
import { sanitizeAnswer } from "../../gatsby/schema"
import { type PictureData } from "../../src/components/ui/picture"

const servicesDir = path.resolve(__dirname, "..", "..", "content", "services")

export const readServiceFile = (slug: string): ServiceContent =>
  JSON.parse(fs.readFileSync(path.join(servicesDir, `${slug}.json`), "utf8")) as ServiceContent

/** What gatsby-plugin-image would get from childImageSharp.gatsbyImageData for `file`. */
export function fakeImage(file: string, width = 1240, height = 700): PictureData {
  const src = `/static/test/${file.replace(/[^a-z0-9.]+/gi, "-")}`
  return {
    layout: width <= 64 ? "fixed" : "constrained",
    width,
    height,
    images: { fallback: { src, srcSet: `${src} ${width}w`, sizes: `${width}px` }, sources: [] },
  }
}

const sharp = (file: string | undefined, width?: number, height?: number) =>
  file ? { childImageSharp: { gatsbyImageData: fakeImage(file, width, height) } } : null

type Options = { withDefaults?: boolean; dropHeroImage?: boolean }

export function serviceQueryData(entry: ServiceContent, options: Options = {}): Queries.ServicePageQuery {
  const { withDefaults = true, dropHeroImage = false } = options
  return {
    serviceEntry: {
      slug: entry.slug,
      family: entry.family,
      metaTitle: entry.metaTitle,
      metaDescription: entry.metaDescription,
      pageTitle: entry.pageTitle,
      pageTitle2: entry.pageTitle2 ?? null,
      aboutImage: sharp(entry.aboutImage, 640, 480),
      aboutTitle: entry.aboutTitle,
      aboutSubTitle: entry.aboutSubTitle ?? null,
      aboutDesc: entry.aboutDesc,
      sections: entry.sections.map((section, index) => ({
        title: section.title,
        image: section.image && !(dropHeroImage && index === 0) ? { alt: section.image.alt, url: sharp(section.image.url) } : null,
        data: section.data.map((item) => ({
          id: item.id ?? null,
          title: item.title ?? null,
          description: item.description,
          image: sharp(item.image, 56, 56),
        })),
      })),
      closingImage: entry.closingImage ? { alt: entry.closingImage.alt, url: sharp(entry.closingImage.url, 1240, 460) } : null,
      faqs: entry.faqs.map((faq) => ({ id: faq.id, question: faq.question, answerHtml: sanitizeAnswer(faq.answer) })),
    },
    ...defaultImagesData(withDefaults),
  }
}

export function defaultImagesData(withDefaults = true): Queries.ServiceDefaultImagesFragment {
  return {
    defaultHero: withDefaults ? sharp("images/services/default-hero.jpg") : null,
    itemIcons: {
      nodes: withDefaults
        ? ["web", "marketing", "design", "messaging", "pr", "default"].map((family) => ({
            name: `${family}-item`,
            childImageSharp: { gatsbyImageData: fakeImage(`images/services/${family}-item.png`, 56, 56) },
          }))
        : [],
    },
  }
}
