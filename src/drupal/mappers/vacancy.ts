import type { CareersCard } from "../../domain/careers/listing"
import { pagePath } from "../../domain/routing"
import { splitLocations } from "../../domain/vacancy"

/** What the VacancyCard fragment returns. */
export interface VacancyCardData {
  readonly id: string
  readonly title: string | null
  readonly path: { readonly alias: string | null } | null
  readonly field_job_country: string | null
  readonly field_job_family_group: string | null
  readonly field_job_location: string | null
  readonly field_posted_date: string | null
  readonly field_external_link: { readonly url: string | null; readonly external: boolean | null } | null
}

/**
 * A vacancy as a Careers card. Its link is the external application link when the vacancy has
 * one (a vacancy handled on a recruiting portal), else its own page.
 */
export function mapVacancyCard(node: VacancyCardData, locale: string): CareersCard | null {
  const title = node.title?.trim()
  if (!title) return null
  const external = node.field_external_link?.url
  const own = pagePath(locale, node.path?.alias, false)
  return {
    id: node.id,
    jobPostingTitle: title,
    jobCountry: node.field_job_country?.trim() || null,
    jobFamilyGroup: node.field_job_family_group?.trim() || null,
    jobLocation: splitLocations(node.field_job_location),
    postedDate: node.field_posted_date,
    link: external ? { url: external, external: node.field_external_link?.external !== false } : own ? { url: own, external: false } : null,
  }
}

export function mapVacancyCards(nodes: readonly VacancyCardData[], locale: string): CareersCard[] {
  return nodes.flatMap((node) => mapVacancyCard(node, locale) ?? [])
}

/** What the vacancy page query returns of its node. */
export interface VacancyPageData {
  readonly title: string | null
  readonly field_job_type: string | null
  readonly field_job_location: string | null
  readonly field_job_country: string | null
  readonly field_job_country_code: string | null
  readonly field_requisition_id: string | null
  readonly field_employment_type: string | null
  readonly field_posted_date: string | null
  readonly field_external_link: { readonly url: string | null; readonly title: string | null; readonly external: boolean | null } | null
  readonly body: { readonly processed: string | null } | null
  readonly field_description: { readonly processed: string | null } | null
}

export interface VacancyView {
  title: string
  jobType: string | null
  country: string | null
  countryCode: string | null
  locations: string[]
  postedDate: string | null
  employmentType: string | null
  requisitionId: string | null
  bodyHtml: string | null
  /** Where "apply" goes: the recruiting portal, or the application form with the requisition. */
  apply: { url: string; external: boolean; label: string | null } | null
}

/** The application form's path with ?jobRequisitionId= (spec: the form reads it from the query). */
export function applyFormUrl(formPath: string | null, requisitionId: string | null | undefined): string | null {
  const id = requisitionId?.trim()
  return formPath && id ? `${formPath}?jobRequisitionId=${encodeURIComponent(id)}` : null
}

export function mapVacancyPage(node: VacancyPageData, formPath: string | null): VacancyView {
  const external = node.field_external_link?.url
  const formUrl = applyFormUrl(formPath, node.field_requisition_id)
  return {
    title: node.title ?? "",
    jobType: node.field_job_type?.trim() || null,
    country: node.field_job_country?.trim() || null,
    countryCode: node.field_job_country_code?.trim().toLowerCase() || null,
    locations: splitLocations(node.field_job_location),
    postedDate: node.field_posted_date,
    employmentType: node.field_employment_type,
    requisitionId: node.field_requisition_id?.trim() || null,
    bodyHtml: node.body?.processed || node.field_description?.processed || null,
    apply: external
      ? { url: external, external: node.field_external_link?.external !== false, label: node.field_external_link?.title?.trim() || null }
      : formUrl
        ? { url: formUrl, external: false, label: null }
        : null,
  }
}
