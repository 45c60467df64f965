import * as React from "react"

/**
 * Gatsby's runtime for component tests: graphql tags are inert, Link is an anchor and
 * navigation is recorded instead of performed.
 */
export const graphql = jest.fn()
export const useStaticQuery = jest.fn(() => ({ site: { siteMetadata: { siteUrl: "https://www.fleetlane.example" } } }))
export const navigate = jest.fn()
export const prefetchPathname = jest.fn()
export const withPrefix = (path: string) => path

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean }

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _active, partiallyActive: _partial, ...rest },
  ref,
) {
  return <a ref={ref} href={to} {...rest} />
})

export default { graphql, useStaticQuery, navigate, prefetchPathname, withPrefix, Link }
