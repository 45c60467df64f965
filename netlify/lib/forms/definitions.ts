import type { AnyObject, ObjectSchema } from "yup"
import { DEFAULT_LOCALE } from "../../../src/config/locales"
import type { DataFormId, HubSpotFormId, SubmissionFormId, WebToLeadFormId } from "../../../src/domain/forms/form-ids"
import {
  isOfferedLocation,
  locationEmail,
  otherEmailFor,
  type MaintenanceLocationData,
} from "../../../src/domain/forms/maintenance-locations"
import { MESSAGES } from "../../../src/domain/forms/rules"
import type { MaintenanceValues } from "../../../src/domain/forms/values"
import { recomputedCalculation, type CalculatorFactorsFile } from "../../../src/domain/calculator/factors"
import type { CalculatorLeadValues } from "../../../src/domain/calculator/lead"
import { buildCalculatorPayload } from "../../../src/domain/hubspot/calculator"
import type { HubSpotPayload, SubmissionMeta } from "../../../src/domain/hubspot/common"
import { buildContactPayload } from "../../../src/domain/hubspot/contact"
import { buildContactSimplePayload } from "../../../src/domain/hubspot/contact-simple"
import { buildInsightPayload } from "../../../src/domain/hubspot/insight"
import { buildLeaseRentalPayload } from "../../../src/domain/hubspot/lease-rental"
import { buildLeaseRentalNewPayload } from "../../../src/domain/hubspot/lease-rental-new"
import { buildMaintenancePayload } from "../../../src/domain/hubspot/maintenance"
import { buildNewsletterPayload } from "../../../src/domain/hubspot/newsletter"
import { buildNlPartsPayload } from "../../../src/domain/hubspot/nl-parts"
import { buildNlRentLeasePayload } from "../../../src/domain/hubspot/nl-rent-lease"
import { buildCaContactLead, buildCaQuoteLead } from "../../../src/domain/salesforce/web-to-lead"
import { calculatorContactSchema } from "../../../src/domain/calculator/contact-schema"
import { caContactSchema } from "../../../src/domain/forms/schemas/ca-contact"
import { caQuoteSchema } from "../../../src/domain/forms/schemas/ca-quote"
import { contactSimpleSchema } from "../../../src/domain/forms/schemas/contact-simple"
import { contactSchema } from "../../../src/domain/forms/schemas/contact"
import { insightSchema } from "../../../src/domain/forms/schemas/insight"
import { leaseRentalNewSchema } from "../../../src/domain/forms/schemas/lease-rental-new"
import { leaseRentalSchema } from "../../../src/domain/forms/schemas/lease-rental"
import { maintenanceSchema } from "../../../src/domain/forms/schemas/maintenance"
import { nlPartsSchema } from "../../../src/domain/forms/schemas/nl-parts"
import { nlRentLeaseSchema } from "../../../src/domain/forms/schemas/nl-rent-lease"
import { newsletterSchema } from "../../../src/domain/forms/schemas/newsletter"
import type { UpstreamRequest } from "../outbox/record"

/** What building an upstream request may need beyond the values. */
export interface BuildContext {
  meta: SubmissionMeta
  /** The maintenance location list; null when it could not be loaded. */
  loadLocations: () => Promise<MaintenanceLocationData | null>
  /** The calculator's factors by locale (the build's file); null when they could not be loaded. */
  loadCalculatorFactors: () => Promise<CalculatorFactorsFile | null>
}

/** The calculator's factors could not be read: the lead's result cannot be recomputed now, so it is not taken. */
export class CalculatorFactorsUnavailable extends Error {}

/** A field the schema cannot check alone (the maintenance location against the list). */
export class FieldRejected extends Error {
  constructor(
    readonly field: string,
    readonly messageKey: string,
  ) {
    super(`${field}: ${messageKey}`)
  }
}

export interface FormDefinition<T extends AnyObject = AnyObject> {
  schema: ObjectSchema<T>
  build(values: T, context: BuildContext): Promise<UpstreamRequest>
}

function hubspot<T extends AnyObject>(
  hubspotForm: string,
  schema: ObjectSchema<T>,
  builder: (values: T, meta: SubmissionMeta) => HubSpotPayload,
): FormDefinition<T> {
  return { schema, build: async (values, { meta }) => ({ channel: "hubspot", hubspotForm, payload: builder(values, meta) }) }
}

const maintenance: FormDefinition<MaintenanceValues> = {
  schema: maintenanceSchema,
  async build(values, { meta, loadLocations }) {
    const data = await loadLocations()
    if (data && !isOfferedLocation(data.locations, values.country_code, values.location)) {
      throw new FieldRejected("location", MESSAGES.INVALID_CHOICE)
    }
    // Without the list (it could not be loaded) the workshop cannot be looked up: the request goes
    // to the locale's general address, which forwards it, rather than being refused.
    const fallback = data ? otherEmailFor(data, meta.locale, DEFAULT_LOCALE) : ""
    const email = data ? locationEmail(data.locations, values.location, fallback) : ""
    return { channel: "hubspot", hubspotForm: "maintenance", payload: buildMaintenancePayload(values, meta, { locationEmail: email }) }
  },
}

/**
 * The calculator's lead: the answers are checked against the locale's haul type terms and the
 * result is recomputed from their factors (issue 19); numbers from the browser are never taken.
 */
const calculator: FormDefinition<CalculatorLeadValues> = {
  schema: calculatorContactSchema,
  async build(values, { meta, loadCalculatorFactors }) {
    const file = await loadCalculatorFactors()
    if (!file) throw new CalculatorFactorsUnavailable("The calculator's factors could not be read")
    // A locale without a calculator has no haul types: none can be chosen there.
    const factors = file[meta.locale]
    const calculation = factors ? recomputedCalculation(values.calculation, factors) : null
    if (!calculation) throw new FieldRejected("calculation.haul_type", MESSAGES.INVALID_CHOICE)
    return { channel: "hubspot", hubspotForm: "calculator", payload: buildCalculatorPayload({ ...values, calculation }, meta) }
  },
}

/** The forms POST /api/submit-hubspot-data takes. */
export const HUBSPOT_FORMS: Readonly<Record<HubSpotFormId, FormDefinition<never>>> = {
  lease_rental: hubspot("lease_rental", leaseRentalSchema, buildLeaseRentalPayload),
  contact: hubspot("contact", contactSchema, buildContactPayload),
  maintenance,
  nl_rent_lease: hubspot("nl_rent_lease", nlRentLeaseSchema, buildNlRentLeasePayload),
  nl_parts: hubspot("nl_parts", nlPartsSchema, buildNlPartsPayload),
  insight: hubspot("insight", insightSchema, buildInsightPayload),
  contact_simple: hubspot("contact_simple", contactSimpleSchema, buildContactSimplePayload),
  newsletter: hubspot("newsletter", newsletterSchema, buildNewsletterPayload),
  calculator,
} as Record<HubSpotFormId, FormDefinition<never>>

/** The forms POST /api/send-data-form takes: the new-design lease_rental form, to its HubSpot form. */
export const DATA_FORMS: Readonly<Record<DataFormId, FormDefinition<never>>> = {
  lease_rental_new: hubspot("lease_rental_new", leaseRentalNewSchema, buildLeaseRentalNewPayload),
} as Record<DataFormId, FormDefinition<never>>

function salesforce<T extends AnyObject>(
  schema: ObjectSchema<T>,
  builder: (values: T, meta: SubmissionMeta) => Record<string, string>,
): FormDefinition<T> {
  return { schema, build: async (values, { meta }) => ({ channel: "salesforce", fields: builder(values, meta) }) }
}

/** The forms POST /api/web-to-lead takes: the Canadian ones. */
export const WEB_TO_LEAD_FORMS: Readonly<Record<WebToLeadFormId, FormDefinition<never>>> = {
  ca_contact: salesforce(caContactSchema, buildCaContactLead),
  ca_quote: salesforce(caQuoteSchema, buildCaQuoteLead),
} as Record<WebToLeadFormId, FormDefinition<never>>

export type AnyFormId = SubmissionFormId
