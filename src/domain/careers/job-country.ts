import { JOB_COUNTRIES, type JobCountry } from "../../config/job-countries"

/**
 * The rules of the mechanic/trainee application form around the job-country table
 * (src/config/job-countries.ts; spec: forms sections 3 and 6).
 */

/** The table's entry for a site locale, or null where the form takes no applications. */
export function jobCountryFor(locale: string, table: readonly JobCountry[] = JOB_COUNTRIES): JobCountry | null {
  return table.find((entry) => entry.locales.includes(locale)) ?? null
}

/** Spec section 6: the mechanic or trainee switch is disabled when only a mechanic requisition exists. */
export function offersTrainee(entry: JobCountry | null): boolean {
  return Boolean(entry?.traineeJobCode)
}

/**
 * The job requisition an application goes to: the trainee requisition when the applicant chose
 * trainee and there is one, else the mechanic requisition.
 */
export function requisitionFor(entry: JobCountry, forMechanic: boolean): string {
  return !forMechanic && entry.traineeJobCode ? entry.traineeJobCode : entry.mechanicJobCode
}

/** Every requisition id the mechanic/trainee form may send: what the server accepts from it. */
export function tableRequisitionIds(table: readonly JobCountry[] = JOB_COUNTRIES): string[] {
  return table.flatMap((entry) => [entry.mechanicJobCode, ...(entry.traineeJobCode ? [entry.traineeJobCode] : [])])
}
