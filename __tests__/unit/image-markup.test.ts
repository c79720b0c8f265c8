/** @jest-environment node */
import { validImageMarkup } from "../../src/utils/image-markup"

// As gatsby-plugin-image writes a lazy constrained image on the server (attributes abridged).
const lazy =
  '<div data-gatsby-image-wrapper="" class="gatsby-image-wrapper"><div style="max-width:640px;display:block">' +
  '<img alt="" role="presentation" aria-hidden="true" src="data:image/svg+xml;charset=utf-8,%3Csvg%3E" style="max-width:100%;display:block;position:static"/></div>' +
  '<img aria-hidden="true" data-placeholder-image="" style="opacity:1" decoding="async" src="data:image/jpeg;base64,AAAA" alt=""/>' +
  '<picture><source type="image/webp" data-srcset="/static/a/390.webp 390w,/static/a/640.webp 640w" sizes="92vw"/>' +
  '<img data-gatsby-image-ssr="" data-main-image="" style="opacity:0" sizes="92vw" decoding="async" loading="lazy" data-src="/static/a/640.jpg" data-srcset="/static/a/390.jpg 390w,/static/a/640.jpg 640w" alt="Our office"/></picture>' +
  '<noscript><picture><source type="image/webp" srcSet="/static/a/390.webp 390w" sizes="92vw"/><img data-gatsby-image-ssr="" data-main-image="" sizes="92vw" decoding="async" loading="lazy" src="/static/a/640.jpg" srcSet="/static/a/390.jpg 390w" alt="Our office"/></picture></noscript></div>'

describe("validImageMarkup", () => {
  const out = validImageMarkup(lazy)

  it("gives a lazy image and its sources the addresses the plugin's script would move there", () => {
    expect(out).toContain('<source type="image/webp" srcset="/static/a/390.webp 390w,/static/a/640.webp 640w" sizes="92vw"/>')
    expect(out).toContain('loading="lazy" src="/static/a/640.jpg" srcset="/static/a/390.jpg 390w,/static/a/640.jpg 640w" alt="Our office"/>')
    expect(out).not.toMatch(/data-src/)
  })

  it("keeps loading lazy, the noscript copy and everything else as it was", () => {
    expect(out).toContain('<noscript><picture><source type="image/webp" srcSet="/static/a/390.webp 390w" sizes="92vw"/>')
    expect(out.match(/loading="lazy"/g)).toHaveLength(2)
    const expected = lazy
      .replace('data-srcset="/static/a/390.webp', 'srcset="/static/a/390.webp')
      .replace('data-src="/static/a/640.jpg" data-srcset="/static/a/390.jpg 390w,/static/a/640.jpg 640w"', 'src="/static/a/640.jpg" srcset="/static/a/390.jpg 390w,/static/a/640.jpg 640w"')
      .replace(' role="presentation"', "")
    expect(out).toBe(expected)
  })

  it("drops role=presentation from the empty-alt sizer image only", () => {
    expect(out).toContain('<img alt="" aria-hidden="true" src="data:image/svg+xml')
    expect(out).not.toContain('role="presentation"')
  })

  it("leaves images that are not the plugin's, or already have an address, alone", () => {
    const other = '<img data-src="/x.jpg" alt="x"/><img data-main-image="" src="/y.jpg" data-src="/z.jpg" alt="y"/>'
    expect(validImageMarkup(other)).toBe(other)
    expect(validImageMarkup(out)).toBe(out)
  })
})
