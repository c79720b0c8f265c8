import { render } from "@testing-library/react"
import * as React from "react"
import { imageOf, Picture, type PictureData, pixelSize } from "../../src/components/ui/picture"

// As gatsby-plugin-sharp's gatsbyImageData resolves them (addresses abridged).
const constrained: PictureData = {
  layout: "constrained",
  width: 720,
  height: 405,
  backgroundColor: "#f8e8d8",
  images: {
    fallback: {
      src: "/static/a/720.jpg",
      srcSet: "/static/a/390.jpg 390w,\n/static/a/720.jpg 720w",
      sizes: "(min-width: 720px) 720px, 100vw",
    },
    sources: [
      { type: "image/webp", srcSet: "/static/a/390.webp 390w,\n/static/a/720.webp 720w", sizes: "(min-width: 720px) 720px, 100vw" },
    ],
  },
}
const fullWidth: PictureData = {
  layout: "fullWidth",
  width: 1,
  height: 0.3125,
  images: {
    fallback: {
      src: "/static/b/1600.jpg",
      srcSet: "/static/b/750.jpg 750w,\n/static/b/1600.jpg 1600w,\n/static/b/1080.jpg 1080w",
      sizes: "100vw",
    },
  },
  placeholder: { fallback: "data:image/jpeg;base64,AAAA" },
}
const fixed: PictureData = {
  layout: "fixed",
  width: 56,
  height: 56,
  images: { fallback: { src: "/static/c/56.png", srcSet: "/static/c/56.png 56w,\n/static/c/112.png 112w", sizes: "56px" } },
}

describe("Picture", () => {
  it("draws a <picture> with every format and width, lazily, in a box of the image's ratio and colour", () => {
    const { container } = render(<Picture image={constrained} alt="Our office" />)
    const box = container.firstElementChild as HTMLElement
    expect(box.style.getPropertyValue("--picture-ratio")).toBe("720 / 405")
    expect(box.style.getPropertyValue("--picture-width")).toBe("720px")
    expect(box.style.backgroundColor).toBe("rgb(248, 232, 216)")
    const source = box.querySelector("picture > source") as HTMLSourceElement
    expect(source.type).toBe("image/webp")
    expect(source.getAttribute("srcset")).toContain("720.webp 720w")
    const img = box.querySelector("picture > img") as HTMLImageElement
    expect(img).toMatchObject({ alt: "Our office", width: 720, height: 405 })
    expect(img.getAttribute("src")).toBe("/static/a/720.jpg")
    expect(img.getAttribute("srcset")).toContain("390.jpg 390w")
    expect(img.getAttribute("sizes")).toBe("(min-width: 720px) 720px, 100vw")
    expect(img.getAttribute("loading")).toBe("lazy")
    expect(img.getAttribute("decoding")).toBe("async")
    expect(img.hasAttribute("fetchpriority")).toBe(false)
  })

  it("fetches the largest paint first and at once", () => {
    const { container } = render(<Picture image={constrained} alt="" priority="high" />)
    const img = container.querySelector("img") as HTMLImageElement
    expect(img.getAttribute("fetchpriority")).toBe("high")
    expect(img.getAttribute("loading")).toBe("eager")
  })

  it("loads a first-screen picture that is not the largest paint at once, after the one that is", () => {
    const { container } = render(<Picture image={constrained} alt="" priority="low" />)
    const img = container.querySelector("img") as HTMLImageElement
    expect(img.getAttribute("fetchpriority")).toBe("low")
    expect(img.getAttribute("loading")).toBe("eager")
  })

  it("gives a full-width image whole-pixel dimensions from its widest file, and its blurred placeholder", () => {
    expect(pixelSize(fullWidth)).toEqual({ width: 1600, height: 500 })
    const { container } = render(<Picture image={fullWidth} alt="" loading="eager" />)
    const img = container.querySelector("img") as HTMLImageElement
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1600", "500"])
    expect((container.firstElementChild as HTMLElement).style.backgroundImage).toContain("data:image/jpeg;base64,AAAA")
  })

  it("keeps a fixed image at its size", () => {
    expect(pixelSize(fixed)).toEqual({ width: 56, height: 56 })
    const { container } = render(<Picture image={fixed} alt="" />)
    const box = container.firstElementChild as HTMLElement
    expect(box.style.getPropertyValue("--picture-height")).toBe("56px")
    expect(box.querySelectorAll("source")).toHaveLength(0)
  })
})

describe("imageOf", () => {
  const webpOnly: PictureData = {
    ...constrained,
    images: {
      fallback: { src: "/static/a/720.webp", srcSet: "/static/a/390.webp 390w,\n/static/a/720.webp 720w", sizes: "100vw" },
      sources: [],
    },
  }
  const oneJpeg: PictureData = {
    layout: "fixed",
    width: 720,
    height: 405,
    images: { fallback: { src: "/static/a/720.jpg", srcSet: "/static/a/720.jpg 1x", sizes: "720px" }, sources: [] },
  }

  it("gives the image as resolved when no fallback was asked for", () => {
    expect(imageOf({ childImageSharp: { gatsbyImageData: constrained } })).toBe(constrained)
    expect(imageOf({ childImageSharp: null })).toBeNull()
    expect(imageOf(null)).toBeNull()
  })

  it("offers the WebP widths as a source and the one file in the original format as the img", () => {
    const image = imageOf({ childImageSharp: { gatsbyImageData: webpOnly, fallback: oneJpeg } })!
    expect(image.width).toBe(720)
    const { container } = render(<Picture image={image} alt="" />)
    const source = container.querySelector("picture > source") as HTMLSourceElement
    expect([source.type, source.getAttribute("srcset"), source.getAttribute("sizes")]).toEqual([
      "image/webp",
      webpOnly.images.fallback!.srcSet,
      "100vw",
    ])
    const img = container.querySelector("picture > img") as HTMLImageElement
    expect(img.getAttribute("src")).toBe("/static/a/720.jpg")
    expect(img.hasAttribute("srcset")).toBe(false)
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["720", "405"])
  })
})
