import { englishCountryName } from "../country-names"
import { ASSET_NAMES } from "../forms/options"
import { termCodes } from "../forms/term-codes"
import type { NlRentLeaseValues } from "../forms/values"
import { enquiryPayload, LEAD_SOURCE, leadMessage, type HubSpotPayload, type SubmissionMeta } from "./common"
import { leaseMessageLines } from "./lease-rental"

/** The Netherlands rent/lease form: the lease fields with the KVK number, first-design term codes. */
export function buildNlRentLeasePayload(values: NlRentLeaseValues, meta: SubmissionMeta): HubSpotPayload {
  const codes = termCodes(values.term, "first")
  const asset = ASSET_NAMES[values.asset] ?? values.asset
  return enquiryPayload(
    {
      salutation: values.salutation,
      email: values.email,
      firstname: values.first_name,
      lastname: values.last_name,
      phone: values.phone,
      company: values.company,
      kvk_number: values.kvk_number,
      asset_type_rent_request__c: values.asset_type,
      asset__c: asset,
      zip: values.zip,
      country: englishCountryName(values.country_full),
      message: leadMessage(values.description, ...leaseMessageLines(values, "first", asset), `KVK: ${values.kvk_number}`),
      leadsource: LEAD_SOURCE,
      requested_duration__c: codes.requested_duration__c,
      requested_period__c: codes.requested_period__c,
      enquiry_type__c: codes.enquiry_type__c,
    },
    meta,
    values,
  )
}
