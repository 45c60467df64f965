/**
 * Term codes of the lease/rental forms (spec: forms section 9). A visitor picks a term 1 to 4; the
 * CRM gets a requested duration, a period (Week or Month) and an enquiry type (Rental or Leasing).
 */
export const TERMS = [1, 2, 3, 4] as const
export type Term = (typeof TERMS)[number]

/** The first-design form and the Dutch form: 1 week, 6, 11, 12 months. */
export type TermDesign = "first" | "new"

const DURATIONS: Readonly<Record<TermDesign, Readonly<Record<Term, number>>>> = {
  first: { 1: 1, 2: 6, 3: 11, 4: 12 },
  /** The new multi-step lease_rental form: 1 week, 1, 6, 12 months. */
  new: { 1: 1, 2: 1, 3: 6, 4: 12 },
}

export type RequestedPeriod = "Week" | "Month"
export type EnquiryType = "Rental" | "Leasing"

export function isTerm(value: unknown): value is Term {
  return (TERMS as readonly unknown[]).includes(value)
}

export function requestedDuration(term: Term, design: TermDesign): number {
  return DURATIONS[design][term]
}

/** Term 1 is counted in weeks, every other term in months. */
export function requestedPeriod(term: Term): RequestedPeriod {
  return term === 1 ? "Week" : "Month"
}

/** Term 4 is a lease; every shorter term a rental. */
export function enquiryType(term: Term): EnquiryType {
  return term === 4 ? "Leasing" : "Rental"
}

export interface TermCodes {
  requested_duration__c: string
  requested_period__c: RequestedPeriod
  enquiry_type__c: EnquiryType
}

export function termCodes(term: Term, design: TermDesign): TermCodes {
  return {
    requested_duration__c: String(requestedDuration(term, design)),
    requested_period__c: requestedPeriod(term),
    enquiry_type__c: enquiryType(term),
  }
}
