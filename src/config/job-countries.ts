/**
 * The job-country table (spec: site shell section 3, "Lookup tables"): the countries that take
 * open applications as a mechanic or a trainee, the site locales their application form is
 * published in, and the job requisitions in the recruiting system that those applications go to.
 * Trainee requisitions exist only for UK/Ireland, the Netherlands, Belgium, Germany, Denmark and
 * France; elsewhere the form applies as a mechanic only.
 *
 * The codes are the recruiting system's job requisition ids: when recruiting opens or closes a
 * requisition, this table is what changes.
 */
export interface JobCountry {
  /** How recruiting names the entry. */
  name: string
  /** ISO 3166-1 alpha-2, lower case: the countries whose workshops the location question offers. */
  countries: readonly string[]
  /** The site locales whose mechanic/trainee form applies to this entry. */
  locales: readonly string[]
  mechanicJobCode: string
  traineeJobCode: string | null
}

export const JOB_COUNTRIES: readonly JobCountry[] = [
  { name: "UK/Ireland", countries: ["gb", "ie"], locales: ["en-gb"], mechanicJobCode: "JR-20101", traineeJobCode: "JR-20201" },
  { name: "Netherlands", countries: ["nl"], locales: ["nl"], mechanicJobCode: "JR-20102", traineeJobCode: "JR-20202" },
  { name: "Belgium", countries: ["be"], locales: ["nl-be", "fr-be"], mechanicJobCode: "JR-20103", traineeJobCode: "JR-20203" },
  { name: "Germany", countries: ["de"], locales: ["de"], mechanicJobCode: "JR-20104", traineeJobCode: "JR-20204" },
  { name: "Denmark", countries: ["dk"], locales: ["da"], mechanicJobCode: "JR-20105", traineeJobCode: "JR-20205" },
  { name: "France", countries: ["fr"], locales: ["fr"], mechanicJobCode: "JR-20106", traineeJobCode: "JR-20206" },
  { name: "Poland", countries: ["pl"], locales: ["pl"], mechanicJobCode: "JR-20107", traineeJobCode: null },
  { name: "Finland", countries: ["fi"], locales: ["fi"], mechanicJobCode: "JR-20108", traineeJobCode: null },
  { name: "Italy", countries: ["it"], locales: ["it"], mechanicJobCode: "JR-20109", traineeJobCode: null },
  { name: "Spain", countries: ["es"], locales: ["es"], mechanicJobCode: "JR-20110", traineeJobCode: null },
  { name: "Norway", countries: ["no"], locales: ["nb"], mechanicJobCode: "JR-20111", traineeJobCode: null },
  { name: "Sweden", countries: ["se"], locales: ["sv"], mechanicJobCode: "JR-20112", traineeJobCode: null },
  { name: "Austria", countries: ["at"], locales: ["de-at"], mechanicJobCode: "JR-20113", traineeJobCode: null },
]
