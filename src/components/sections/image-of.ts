import type { IGatsbyImageData } from "gatsby-plugin-image"

type ImageFile = { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null | undefined

/**
 * The image data of a File linked from content (`image { childImageSharp { gatsbyImageData } }`).
 * gatsby-plugin-image's getImage does not accept the nullable childImageSharp of generated types.
 */
export const imageOf = (file: ImageFile): IGatsbyImageData | null => file?.childImageSharp?.gatsbyImageData ?? null
