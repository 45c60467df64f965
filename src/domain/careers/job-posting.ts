/**
 * schema.org JobPosting for a vacancy page (Google's job search reads it): title, description,
 * datePosted, hiringOrganization, jobLocation (one place per location) and employmentType.
 */
export interface JobPostingFacts {
  title: string
  /** The vacancy's body as HTML (job search engines accept HTML here). */
  descriptionHtml: string
  /** ISO 8601. */
  postedDate: string | null
  /** schema.org employment type: FULL_TIME, PART_TIME, ... */
  employmentType: string | null
  locations: readonly string[]
  /** ISO 3166-1 alpha-2 of the job's country. */
  countryCode: string | null
  requisitionId: string | null
  organization: { name: string; url: string; logo: string | null }
  /** The vacancy page's absolute URL. */
  url: string
}

function isoDate(value: string | null): string | null {
  if (!value) return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10)
}

export function jobPosting(facts: JobPostingFacts): Record<string, unknown> {
  const country = facts.countryCode?.trim().toUpperCase() || null
  const places = (facts.locations.length ? facts.locations : [null]).map((locality) => ({
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      ...(locality ? { addressLocality: locality } : {}),
      ...(country ? { addressCountry: country } : {}),
    },
  }))
  const posting: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: facts.title,
    description: facts.descriptionHtml,
    datePosted: isoDate(facts.postedDate),
    hiringOrganization: {
      "@type": "Organization",
      name: facts.organization.name,
      sameAs: facts.organization.url,
      ...(facts.organization.logo ? { logo: facts.organization.logo } : {}),
    },
    jobLocation: places.length === 1 ? places[0] : places,
    employmentType: facts.employmentType,
    url: facts.url,
    identifier: facts.requisitionId ? { "@type": "PropertyValue", name: facts.organization.name, value: facts.requisitionId } : null,
  }
  return Object.fromEntries(Object.entries(posting).filter(([, value]) => value !== null && value !== ""))
}
