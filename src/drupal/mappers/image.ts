import type { IGatsbyImageData } from "gatsby-plugin-image"

/** An image as components use it: processed by gatsby-plugin-image, or a plain file (SVG). */
export interface ImageView {
  alt: string
  image: IGatsbyImageData | null
  src: string | null
  width: number | null
  height: number | null
}

/** The shape the Media* fragments share. */
export interface MediaImageData {
  readonly field_media_image: {
    readonly alt: string | null
    readonly width?: number | null
    readonly height?: number | null
  } | null
  readonly relationships: {
    readonly field_media_image: {
      readonly localFile: {
        readonly publicURL: string | null
        readonly childImageSharp?: { readonly gatsbyImageData: IGatsbyImageData } | null
      } | null
    } | null
  } | null
}

export function mapImage(media: MediaImageData | null | undefined): ImageView | null {
  const file = media?.relationships?.field_media_image?.localFile
  if (!media || !file) return null
  const image = file.childImageSharp?.gatsbyImageData ?? null
  if (!image && !file.publicURL) return null
  return {
    alt: media.field_media_image?.alt ?? "",
    image,
    src: file.publicURL ?? null,
    width: media.field_media_image?.width ?? null,
    height: media.field_media_image?.height ?? null,
  }
}
