import { mapImage, type ImageView, type MediaImageData } from "./image"

/** The intro block (block_content--intro) the homepage header shows. */
export interface HomepageIntroData {
  readonly field_title: string | null
  readonly field_description: { readonly processed: string | null } | null
  readonly field_cta_title: string | null
}

/** The site settings' homepage media: cover image and cover video. */
export interface HomepageCoverData {
  readonly relationships: {
    readonly field_header_cover_image: MediaImageData | null
    readonly field_header_video: {
      readonly filemime: string | null
      readonly localFile: { readonly publicURL: string | null } | null
    } | null
  } | null
}

export interface HomepageHeaderView {
  title: string
  descriptionHtml: string | null
  /** The call-to-action label; it scrolls down by one viewport height. */
  ctaTitle: string | null
  cover: ImageView | null
  video: { src: string; type: string } | null
}

/** The homepage header from the intro block, falling back to the page's own title and description. */
export function mapHomepageHeader(
  intro: HomepageIntroData | null | undefined,
  cover: HomepageCoverData | null | undefined,
  page: { title: string; descriptionHtml: string | null },
): HomepageHeaderView {
  const video = cover?.relationships?.field_header_video
  const videoSrc = video?.localFile?.publicURL
  return {
    title: intro?.field_title || page.title,
    descriptionHtml: intro?.field_description?.processed || page.descriptionHtml,
    ctaTitle: intro?.field_cta_title || null,
    cover: mapImage(cover?.relationships?.field_header_cover_image),
    video: videoSrc ? { src: videoSrc, type: video?.filemime || "video/mp4" } : null,
  }
}
