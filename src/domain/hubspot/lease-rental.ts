import { englishCountryName } from "../country-names"
import { assetType } from "../forms/options"
import { requestedDuration, requestedPeriod, termCodes, type Term, type TermDesign } from "../forms/term-codes"
import type { LeaseRentalValues } from "../forms/values"
import { enquiryPayload, LEAD_SOURCE, leadMessage, type HubSpotPayload, type SubmissionMeta } from "./common"

/** "1 week", "6 months": the requested duration as the lead message states it. */
export function durationText(term: Term, design: TermDesign): string {
  const duration = requestedDuration(term, design)
  const unit = requestedPeriod(term) === "Week" ? "week" : "month"
  return `${duration} ${unit}${duration === 1 ? "" : "s"}`
}

/** Lines the lease forms add to the message: company, asset type (and asset), requested duration. */
export function leaseMessageLines(
  values: { company: string; asset_type: string; term: Term },
  design: TermDesign,
  asset?: string,
): string[] {
  return [
    `Company: ${values.company}`,
    `Asset type: ${assetType(values.asset_type)?.name ?? values.asset_type}`,
    ...(asset ? [`Asset: ${asset}`] : []),
    `Requested duration: ${durationText(values.term, design)}`,
  ]
}

/** The lease/rental form of the first design (spec: forms section 7, "Fields, lease form"). */
export function buildLeaseRentalPayload(values: LeaseRentalValues, meta: SubmissionMeta): HubSpotPayload {
  const codes = termCodes(values.term, "first")
  return enquiryPayload(
    {
      salutation: values.salutation,
      email: values.email,
      firstname: values.first_name,
      lastname: values.last_name,
      phone: values.phone,
      company: values.company,
      address: values.street,
      city: values.city,
      asset_type_rent_request__c: values.asset_type,
      zip: values.zip,
      country: englishCountryName(values.country_full),
      message: leadMessage(values.description, ...leaseMessageLines(values, "first")),
      leadsource: LEAD_SOURCE,
      requested_duration__c: codes.requested_duration__c,
      requested_period__c: codes.requested_period__c,
      enquiry_type__c: codes.enquiry_type__c,
    },
    meta,
    values,
  )
}
