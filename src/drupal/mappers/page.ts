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

export interface PageBaseData {
  readonly drupal_id: string | null
  readonly langcode: string | null
  readonly title: string | null
  readonly changed: string | null
  readonly field_noindex: boolean | null
  readonly metatag: ReadonlyArray<MetatagData | null> | null
  readonly field_description: { readonly processed: string | null } | null
}

/** Page metadata of the spec: title, description, og_title, og_description (og_image comes from images). */
export interface PageMetadata {
  title: string
  description: string
  ogTitle: string
  ogDescription: string
  indexed: boolean
}

export interface PageBaseView {
  title: string
  descriptionHtml: string | null
  metadata: PageMetadata
}

function metaContent(metatags: PageBaseData["metatag"], key: string): string | null {
  const tag = metatags?.find((candidate) => candidate?.attributes?.name === key || candidate?.attributes?.property === key)
  return tag?.attributes?.content ?? null
}

export function stripHtml(html: string | null | undefined): string {
  return (html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
}

export function mapPageBase(node: PageBaseData): PageBaseView {
  const title = node.title ?? ""
  const descriptionHtml = node.field_description?.processed ?? null
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
      indexed: node.field_noindex !== true,
    },
  }
}
