import { Link } from "gatsby"
import type { ReactNode } from "react"

interface ShellLinkProps {
  to: string
  external?: boolean
  className?: string
  children: ReactNode
  "aria-label"?: string
  "aria-current"?: "page" | "true"
  hrefLang?: string
  lang?: string
}

/** A menu or shell link: site paths navigate within the app, other URLs are plain anchors. */
export function ShellLink({ to, external = false, children, ...rest }: ShellLinkProps) {
  if (external || !to.startsWith("/") || to.startsWith("//")) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  )
}
