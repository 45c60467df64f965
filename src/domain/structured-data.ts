/**
 * schema.org structured data (JSON-LD) the head carries: breadcrumbs on every page with a trail,
 * the Organization on the homepage.
 */

export interface Crumb {
  name: string
  /** The crumb's page path, e.g. /nl/over-ons/. */
  path: string
}

/** BreadcrumbList from the trail, home first and the current page last. */
export function breadcrumbList(trail: readonly Crumb[], siteUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path}`,
    })),
  }
}

export interface OrganizationFacts {
  name: string
  /** The locale's home path. */
  homePath: string
  /** Site path or absolute URL of the logo. */
  logo: string | null
  address: {
    street: string | null
    postalCode: string | null
    locality: string | null
    region: string | null
    country: string | null
  } | null
  phone: string | null
  email: string | null
  /** Profiles elsewhere (the social links). */
  sameAs: readonly string[]
}

function absolute(url: string, siteUrl: string): string {
  return /^https?:\/\//.test(url) ? url : `${siteUrl}${url}`
}

function withoutEmpty(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).filter(
      ([, value]) => value !== null && value !== undefined && value !== "" && !(Array.isArray(value) && !value.length),
    ),
  )
}

export function organization(facts: OrganizationFacts, siteUrl: string): Record<string, unknown> {
  const address = facts.address
    ? withoutEmpty({
        "@type": "PostalAddress",
        streetAddress: facts.address.street,
        postalCode: facts.address.postalCode,
        addressLocality: facts.address.locality,
        addressRegion: facts.address.region,
        addressCountry: facts.address.country,
      })
    : null
  return withoutEmpty({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: facts.name,
    url: `${siteUrl}${facts.homePath}`,
    logo: facts.logo ? absolute(facts.logo, siteUrl) : null,
    address,
    telephone: facts.phone,
    email: facts.email,
    sameAs: [...facts.sameAs],
  })
}

/** JSON for a <script type="application/ld+json">: nothing in it can close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")
}
