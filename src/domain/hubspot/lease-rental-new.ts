import { englishCountryName } from "../country-names"
import { ASSET_NAMES } from "../forms/options"
import { termCodes } from "../forms/term-codes"
import type { LeaseRentalNewValues } from "../forms/values"
import { enquiryPayload, LEAD_SOURCE, leadMessage, type HubSpotPayload, type SubmissionMeta } from "./common"
import { leaseMessageLines } from "./lease-rental"

/** The new-design lease_rental multi-step form: lease fields and the asset, new-form term codes. */
export function buildLeaseRentalNewPayload(values: LeaseRentalNewValues, meta: SubmissionMeta): HubSpotPayload {
  const codes = termCodes(values.term, "new")
  const asset = ASSET_NAMES[values.asset] ?? values.asset
  return enquiryPayload(
    {
      salutation: values.salutation,
      email: values.email,
      firstname: values.first_name,
      lastname: values.last_name,
      phone: values.phone,
      company: values.company,
      city: values.city,
      asset_type_rent_request__c: values.asset_type,
      asset__c: asset,
      zip: values.zip,
      country: englishCountryName(values.country_full),
      message: leadMessage(values.description, ...leaseMessageLines(values, "new", asset)),
      leadsource: LEAD_SOURCE,
      requested_duration__c: codes.requested_duration__c,
      requested_period__c: codes.requested_period__c,
      enquiry_type__c: codes.enquiry_type__c,
    },
    meta,
    values,
  )
}
