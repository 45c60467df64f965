import { mapImage, type ImageView, type MediaImageData } from "./image"
import { mapPageIntro } from "./page-intro"
import { stripHtml } from "./plain-text"

export interface MetatagData {
  readonly tag: string | null
  readonly attributes: {
    readonly name: string | null
    readonly property: string | null
    readonly content: string | null
    readonly rel: string | null
    readonly href: string | null
  } | null
}

/** A sharing image as the MediaOg fragment returns it: cropped to 1200 x 630 where it is a bitmap. */
export interface OgImageData {
  readonly field_media_image: { readonly alt: string | null; readonly width?: number | null; readonly height?: number | null } | null
  readonly relationships: {
    readonly field_media_image: {
      readonly localFile: {
        readonly publicURL: string | null
        readonly childImageSharp?: {
          readonly og?: { readonly src: string | null; readonly width: number | null; readonly height: number | null } | null
        } | null
      } | null
    } | null
  } | null
}

/** A slide of the page-header slider (paragraph--slide). */
export interface SlideData {
  readonly id: string
  readonly field_title: string | null
  readonly field_text: { readonly processed: string | null } | null
  readonly field_overlay: boolean | null
  readonly relationships: { readonly field_image: MediaImageData | null } | null
}

export interface PageBaseData {
  readonly drupal_id: string | null
  readonly langcode: string | null
  readonly title: string | null
  readonly changed: string | null
  readonly field_noindex: boolean | null
  readonly metatag: ReadonlyArray<MetatagData | null> | null
  readonly field_description: { readonly processed: string | null } | null
  readonly relationships?: {
    readonly field_hero_image?: (MediaImageData & OgImageData) | null
    readonly field_slides?: ReadonlyArray<SlideData | null> | null
    readonly field_meta_image?: ReadonlyArray<OgImageData | null> | null
  } | null
}

export interface OgImage {
  /** Site path (or absolute URL) of the image. */
  url: string
  width: number | null
  height: number | null
  alt: string
}

/** Page metadata of the spec: title, description, og_title, og_description and the og_image list. */
export interface PageMetadata {
  title: string
  description: string
  ogTitle: string
  ogDescription: string
  ogImages: OgImage[]
  indexed: boolean
}

export interface SlideView {
  id: string
  image: ImageView | null
  title: string
  descriptionHtml: string | null
  overlay: boolean
}

export interface PageBaseView {
  title: string
  descriptionHtml: string | null
  metadata: PageMetadata
  hero: ImageView | null
  slides: SlideView[]
}

function metaContent(metatags: PageBaseData["metatag"], key: string): string | null {
  const tag = metatags?.find((candidate) => candidate?.attributes?.name === key || candidate?.attributes?.property === key)
  return tag?.attributes?.content ?? null
}

export function mapOgImage(media: OgImageData | null | undefined): OgImage | null {
  const file = media?.relationships?.field_media_image?.localFile
  const cropped = file?.childImageSharp?.og
  if (cropped?.src) return { url: cropped.src, width: cropped.width, height: cropped.height, alt: media?.field_media_image?.alt ?? "" }
  if (!file?.publicURL) return null
  return {
    url: file.publicURL,
    width: media?.field_media_image?.width ?? null,
    height: media?.field_media_image?.height ?? null,
    alt: media?.field_media_image?.alt ?? "",
  }
}

export function mapSlides(slides: ReadonlyArray<SlideData | null> | null | undefined): SlideView[] {
  return (slides ?? []).flatMap((slide) =>
    slide
      ? [
          {
            id: slide.id,
            image: mapImage(slide.relationships?.field_image),
            title: slide.field_title ?? "",
            descriptionHtml: slide.field_text?.processed || null,
            overlay: slide.field_overlay === true,
          },
        ]
      : [],
  )
}

/**
 * The sharing images: the page's own (field_meta_image), else its hero image, so that a shared
 * link shows the picture the page opens with.
 */
function ogImages(relationships: PageBaseData["relationships"]): OgImage[] {
  const own = (relationships?.field_meta_image ?? []).flatMap((media) => mapOgImage(media) ?? [])
  if (own.length) return own
  const hero = mapOgImage(relationships?.field_hero_image)
  return hero ? [hero] : []
}

export function mapPageBase(node: PageBaseData): PageBaseView {
  const { title, descriptionHtml } = mapPageIntro(node)
  const metaTitle = metaContent(node.metatag, "title") ?? title
  const metaDescription = metaContent(node.metatag, "description") ?? stripHtml(descriptionHtml)
  return {
    title,
    descriptionHtml,
    metadata: {
      title: metaTitle,
      description: metaDescription,
      ogTitle: metaContent(node.metatag, "og:title") ?? metaTitle,
      ogDescription: metaContent(node.metatag, "og:description") ?? metaDescription,
      ogImages: ogImages(node.relationships),
      indexed: node.field_noindex !== true,
    },
    hero: mapImage(node.relationships?.field_hero_image),
    slides: mapSlides(node.relationships?.field_slides),
  }
}
