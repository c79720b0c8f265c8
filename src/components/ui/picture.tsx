import { css, type Interpolation, type Theme } from "@emotion/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import * as React from "react"

/** The data of an image processed by the build (gatsby-transformer-sharp): sizes, formats, placeholder. */
export type PictureData = IGatsbyImageData

type ImageSharp = { readonly gatsbyImageData: PictureData; readonly fallback?: PictureData | null }
type ImageFile = { readonly childImageSharp: ImageSharp | null } | null | undefined

/**
 * The image data of a File linked from content (`image { childImageSharp { gatsbyImageData } }`).
 * gatsby-plugin-image's getImage does not accept the nullable childImageSharp of generated types.
 *
 * A query may ask for the widths in WebP alone and, as `fallback`, for one file in the original
 * format: the picture offers the WebP widths and its img that one file, for the few browsers
 * without WebP. The build then draws one file in the original format, not one for every width
 * (a post's cover, drawn for each of a blog's posts).
 */
export function imageOf(file: ImageFile): PictureData | null {
  const sharp = file?.childImageSharp
  if (!sharp) return null
  const { gatsbyImageData: image, fallback } = sharp
  const webp = image.images.fallback
  const src = fallback?.images.fallback?.src
  if (!webp?.srcSet || !src) return image
  return { ...image, images: { sources: [{ type: "image/webp", srcSet: webp.srcSet, sizes: webp.sizes }], fallback: { src } } }
}

/**
 * An image processed at build time (gatsby-plugin-sharp's `gatsbyImageData`: WebP plus the original
 * format, a width per breakpoint), drawn as plain HTML: a box with the image's aspect ratio and its
 * placeholder colour, holding a <picture>.
 *
 * The plugin's own GatsbyImage component draws the same files, but each instance hydrates with
 * effects that load a 72 KB chunk (react-dom/server) to render the image again as a string, an SVG
 * sizer that the browser parses as a document of its own, an inline script, and an image held at
 * opacity 0 until a script fades it in. Here the browser lays the box out from the server HTML,
 * fetches and shows the image by itself (lazily where asked), and React hydrates two elements.
 *
 * `styles` (a caller's) style the box, as it did GatsbyImage's wrapper; the
 * image fills the box (`object-fit: cover`).
 */
type PictureProps = {
  image: IGatsbyImageData
  alt: string
  /** `eager` for an image on the first screen; the rest load as they come near the viewport. */
  loading?: "eager" | "lazy"
  /**
   * Both load at once. `high`: the page's largest paint, fetched first, before other images and
   * scripts. `low`: a first-screen picture that is not (a decorative banner), fetched after them.
   */
  priority?: "high" | "low"
  styles?: Interpolation<Theme>
}

const box = css`
  position: relative;
  overflow: hidden;
  aspect-ratio: var(--picture-ratio);
  background-size: cover;
  img {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    max-width: none;
    margin: 0;
    object-fit: cover;
  }
`

const layouts: Record<IGatsbyImageData["layout"], ReturnType<typeof css>> = {
  constrained: css`
    display: inline-block;
    vertical-align: top;
    width: 100%;
    max-width: var(--picture-width);
  `,
  fullWidth: css`
    display: block;
    width: 100%;
  `,
  fixed: css`
    display: inline-block;
    vertical-align: top;
    width: var(--picture-width);
    height: var(--picture-height);
  `,
}

/**
 * The image's size in pixels, for the img's width and height attributes (whole numbers). The data
 * of a full-width image gives only its ratio (width 1); its widest file stands in.
 */
export function pixelSize(image: IGatsbyImageData): { width: number; height: number } {
  if (image.layout !== "fullWidth") return { width: Math.round(image.width), height: Math.round(image.height) }
  const widths = [...(image.images.fallback?.srcSet ?? "").matchAll(/\s(\d+)w/g)].map((match) => Number(match[1]))
  const width = widths.length > 0 ? Math.max(...widths) : 1600
  return { width, height: Math.round((width * image.height) / image.width) }
}

/**
 * High fetch priority, for the page's largest paint (an img, or the preload of one). React 18 does
 * not know `fetchPriority` yet and warns about the camel-case spelling; the lower-case attribute
 * goes to the HTML as written.
 */
export const fetchPriority = (level: "high" | "low") => ({ fetchpriority: level }) as React.HTMLAttributes<HTMLElement>
export const HIGH_FETCH_PRIORITY = fetchPriority("high")

/**
 * Preload of a page's largest paint, for its Head: the preload scanner requests it beside the font,
 * before the body is parsed. Same files and sizes as the picture's first source (WebP), so the
 * browser picks the file the picture will show; a browser without WebP skips it by its type.
 */
export function PicturePreload({ image }: { image: IGatsbyImageData }) {
  const source = image.images.sources?.[0] ?? image.images.fallback
  if (!source?.srcSet) return null
  const type = "type" in source ? source.type : undefined
  return <link rel="preload" as="image" type={type} imageSrcSet={source.srcSet} imageSizes={source.sizes} {...HIGH_FETCH_PRIORITY} />
}

type PictureElementProps = Omit<PictureProps, "styles"> & {
  /** Styles the img (a css prop of a caller). */
  className?: string
}

/**
 * The <picture> alone: a source per extra format and the img in the original one, with its widths,
 * its pixel size (so the browser reserves its space) and its loading. For an image sized by its
 * container without a box of its own (the client logos); `Picture` puts it in one.
 */
export function PictureElement({ image, alt, loading = "lazy", priority, className }: PictureElementProps) {
  const { fallback, sources = [] } = image.images
  const { width, height } = pixelSize(image)
  return (
    <picture>
      {sources.map((source) => (
        <source
          key={`${source.type}${source.media ?? ""}`}
          type={source.type}
          media={source.media}
          srcSet={source.srcSet}
          sizes={source.sizes}
        />
      ))}
      <img
        className={className}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : loading}
        decoding="async"
        {...(priority && fetchPriority(priority))}
      />
    </picture>
  )
}

export function Picture({ styles, ...picture }: PictureProps) {
  const { image } = picture
  const { width, height } = pixelSize(image)
  const style = {
    "--picture-ratio": `${width} / ${height}`,
    "--picture-width": `${width}px`,
    "--picture-height": `${height}px`,
    backgroundColor: image.backgroundColor,
    backgroundImage: image.placeholder?.fallback ? `url("${image.placeholder.fallback}")` : undefined,
  } as React.CSSProperties
  return (
    <div css={[box, layouts[image.layout], styles]} style={style}>
      <PictureElement {...picture} />
    </div>
  )
}
