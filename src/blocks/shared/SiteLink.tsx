import { Link } from "gatsby"
import type { ReactNode } from "react"
import type { LinkView } from "../../drupal/mappers/link"

interface SiteLinkProps {
  link: LinkView
  className?: string
  children?: ReactNode
}

/** A site path navigates in the app; other URLs (external, mailto:, tel:) are plain links. */
export function SiteLink({ link, className, children }: SiteLinkProps) {
  const content = children ?? link.label
  if (!link.external && link.url.startsWith("/")) {
    return (
      <Link to={link.url} className={className}>
        {content}
      </Link>
    )
  }
  return (
    <a href={link.url} className={className} rel={link.external ? "noopener noreferrer" : undefined}>
      {content}
    </a>
  )
}
