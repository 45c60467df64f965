/** A Drupal link field as GraphQL gives it (`@drupalLink`: url resolved to a site path or null). */
export interface LinkData {
  readonly url: string | null
  readonly title: string | null
  readonly external: boolean | null
}

/** A link components can render: a site path (client-side navigation) or an external URL. */
export interface LinkView {
  url: string
  label: string
  external: boolean
}

/** A link with somewhere to go; its label falls back to `fallbackLabel`. */
export function mapLink(link: LinkData | null | undefined, fallbackLabel = ""): LinkView | null {
  if (!link?.url) return null
  return { url: link.url, label: link.title?.trim() || fallbackLabel, external: link.external === true }
}

export function mapLinks(links: ReadonlyArray<LinkData | null> | null | undefined): LinkView[] {
  return (links ?? []).flatMap((link) => {
    const view = mapLink(link)
    return view?.label ? [view] : []
  })
}
