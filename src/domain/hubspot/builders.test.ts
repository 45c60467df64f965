import type {
  ContactSimpleValues,
  ContactValues,
  InsightValues,
  LeaseRentalNewValues,
  LeaseRentalValues,
  MaintenanceValues,
  NlPartsValues,
  NlRentLeaseValues,
} from "../forms/values"
import { UTM_KEYS } from "../marketing/utm"
import {
  LEAD_SOURCE,
  MARKETING_CONSENT_TEXT,
  PROCESSING_CONSENT_TEXT,
  SUBSCRIPTION_TYPE_IDS,
  type HubSpotPayload,
  type SubmissionMeta,
} from "./common"
import { buildContactPayload } from "./contact"
import { buildContactSimplePayload } from "./contact-simple"
import { buildInsightPayload } from "./insight"
import { buildLeaseRentalPayload } from "./lease-rental"
import { buildLeaseRentalNewPayload } from "./lease-rental-new"
import { buildMaintenancePayload } from "./maintenance"
import { buildNewsletterPayload } from "./newsletter"
import { buildNlPartsPayload } from "./nl-parts"
import { buildNlRentLeasePayload } from "./nl-rent-lease"

const meta: SubmissionMeta = {
  locale: "nl-be",
  context: {
    hutk: "0123456789abcdef0123456789abcdef",
    pageUri: "https://www.fleetlane.example/nl-be/contact/",
    pageName: "Contact | Fleetlane",
  },
  utm: { utm_campaign: "spring", utm_source: "google", utm_medium: "cpc", utm_content: "", utm_term: "reefer" },
}

const person = {
  salutation: "Ms." as const,
  first_name: "Anna",
  last_name: "de Vries",
  email: "anna@transport.example",
  phone: "+31612345678",
}

function fields(payload: HubSpotPayload): Record<string, string> {
  return Object.fromEntries(payload.fields.map((field) => [field.name, field.value]))
}

function names(payload: HubSpotPayload): string[] {
  return payload.fields.map((field) => field.name)
}

const TRACKING = ["hs_language", ...UTM_KEYS]

describe("the lease/rental payload (first design)", () => {
  const values: LeaseRentalValues = {
    ...person,
    term: 2,
    asset_type: "100000003",
    company: "Polderkoeling B.V.",
    street: "Koelhuisweg 4",
    zip: "2665 KK",
    city: "Bleiswijk",
    country_full: "NL",
    description: "Two reefers for the summer.",
    receive_tip_newsletter: true,
    privacy: true,
  }

  it("sends the spec's fields in the spec's order", () => {
    expect(names(buildLeaseRentalPayload(values, meta))).toEqual([
      "salutation",
      "email",
      "firstname",
      "lastname",
      "phone",
      "company",
      "address",
      "city",
      "asset_type_rent_request__c",
      "zip",
      "country",
      "message",
      "leadsource",
      "requested_duration__c",
      "requested_period__c",
      "enquiry_type__c",
      ...TRACKING,
    ])
  })

  it("maps the values, the term codes and the campaign values", () => {
    expect(fields(buildLeaseRentalPayload(values, meta))).toEqual({
      salutation: "Ms.",
      email: "anna@transport.example",
      firstname: "Anna",
      lastname: "de Vries",
      phone: "+31612345678",
      company: "Polderkoeling B.V.",
      address: "Koelhuisweg 4",
      city: "Bleiswijk",
      asset_type_rent_request__c: "100000003",
      zip: "2665 KK",
      country: "Netherlands",
      message: "Two reefers for the summer.\nCompany: Polderkoeling B.V.\nAsset type: Trailer Reefer\nRequested duration: 6 months",
      leadsource: LEAD_SOURCE,
      requested_duration__c: "6",
      requested_period__c: "Month",
      enquiry_type__c: "Rental",
      hs_language: "nl",
      utm_campaign: "spring",
      utm_source: "google",
      utm_medium: "cpc",
      utm_content: "",
      utm_term: "reefer",
    })
  })

  it("starts the message with the company when there is no description, and states a week", () => {
    const payload = fields(buildLeaseRentalPayload({ ...values, description: "", term: 1 }, meta))
    expect(payload.message).toBe("Company: Polderkoeling B.V.\nAsset type: Trailer Reefer\nRequested duration: 1 week")
    expect([payload.requested_duration__c, payload.requested_period__c, payload.enquiry_type__c]).toEqual(["1", "Week", "Rental"])
  })

  it("makes term 4 a twelve-month lease", () => {
    const payload = fields(buildLeaseRentalPayload({ ...values, term: 4 }, meta))
    expect([payload.requested_duration__c, payload.requested_period__c, payload.enquiry_type__c]).toEqual(["12", "Month", "Leasing"])
  })

  it("carries context and both consents", () => {
    const payload = buildLeaseRentalPayload({ ...values, receive_tip_newsletter: false }, meta)
    expect(payload.context).toEqual(meta.context)
    expect(payload.legalConsentOptions).toEqual({
      consent: {
        consentToProcess: true,
        text: PROCESSING_CONSENT_TEXT,
        communications: [{ value: false, subscriptionTypeId: SUBSCRIPTION_TYPE_IDS.enquiry, text: MARKETING_CONSENT_TEXT }],
      },
    })
  })

  it("leaves hutk out when the visitor has no tracking cookie", () => {
    const payload = buildLeaseRentalPayload(values, { ...meta, context: { pageUri: "https://x.example/", pageName: "X" } })
    expect(payload.context).toEqual({ pageUri: "https://x.example/", pageName: "X" })
  })
})

describe("the contact payload", () => {
  const values: ContactValues = {
    ...person,
    phone: "",
    company: "Van Dijk Expeditie",
    country_full: "BE",
    zip: "2030",
    description: "Please call me about leasing.",
    receive_tip_newsletter: false,
    privacy: true,
  }

  it("sends the spec's fields with the company appended to the message", () => {
    const payload = buildContactPayload(values, meta)
    expect(names(payload)).toEqual([
      "salutation",
      "email",
      "firstname",
      "lastname",
      "phone",
      "company",
      "zip",
      "country",
      "message",
      ...TRACKING,
    ])
    expect(fields(payload)).toMatchObject({
      phone: "",
      country: "Belgium",
      message: "Please call me about leasing.\nCompany: Van Dijk Expeditie",
      hs_language: "nl",
    })
  })

  it("takes hs_language from the first part of the locale", () => {
    expect(fields(buildContactPayload(values, { ...meta, locale: "fr-ca" })).hs_language).toBe("fr")
    expect(fields(buildContactPayload(values, { ...meta, locale: "en" })).hs_language).toBe("en")
  })
})

describe("the maintenance payload", () => {
  const values: MaintenanceValues = {
    ...person,
    country_code: "nl",
    location: "Fleetlane Zwolle",
    company: "Groene Weg Logistiek",
    description: "Annual inspection of three trailers.",
    receive_tip_newsletter: false,
    privacy: true,
  }

  it("carries the location and the e-mail the server derived", () => {
    const payload = fields(buildMaintenancePayload(values, meta, { locationEmail: "zwolle@fleetlane.example" }))
    expect(payload).toMatchObject({
      country: "Netherlands",
      maintenance_location: "Fleetlane Zwolle",
      maintenance_location_email: "zwolle@fleetlane.example",
      message: "Annual inspection of three trailers.\nCompany: Groene Weg Logistiek\nLocation: Fleetlane Zwolle",
    })
    expect(Object.keys(payload)).toEqual(expect.arrayContaining(TRACKING))
  })
})

describe("the Netherlands rent/lease payload", () => {
  const values: NlRentLeaseValues = {
    ...person,
    asset_type: "100000001",
    asset: "mega_curtainsider",
    term: 3,
    company: "Transportbedrijf De Vries Veghel",
    kvk_number: "90447562",
    zip: "5466RB",
    country_full: "NL",
    description: "",
    receive_tip_newsletter: false,
    privacy: true,
  }

  it("uses the first-design term codes and names the asset and KVK number", () => {
    const payload = fields(buildNlRentLeasePayload(values, { ...meta, locale: "nl" }))
    expect(payload).toMatchObject({
      kvk_number: "90447562",
      asset_type_rent_request__c: "100000001",
      asset__c: "Mega curtainsider",
      requested_duration__c: "11",
      requested_period__c: "Month",
      enquiry_type__c: "Rental",
      leadsource: "Website",
      hs_language: "nl",
    })
    expect(payload.message).toBe(
      "Company: Transportbedrijf De Vries Veghel\nAsset type: Trailer Curtainsider\nAsset: Mega curtainsider\nRequested duration: 11 months\nKVK: 90447562",
    )
  })
})

describe("the new lease_rental payload", () => {
  const values: LeaseRentalNewValues = {
    ...person,
    asset_type: "100000008",
    asset: "e_van",
    term: 2,
    company: "Stadsbezorging B.V.",
    zip: "",
    city: "Utrecht",
    country_full: "NL",
    description: "",
    receive_tip_newsletter: true,
    privacy: true,
  }

  it("uses the new form's term codes: term 2 is one month", () => {
    const payload = fields(buildLeaseRentalNewPayload(values, meta))
    expect([payload.requested_duration__c, payload.requested_period__c, payload.enquiry_type__c]).toEqual(["1", "Month", "Rental"])
    expect(payload.message).toContain("Requested duration: 1 month")
    expect(payload.asset__c).toBe("e-Van")
  })

  it.each([
    [1, "1", "Week", "Rental"],
    [3, "6", "Month", "Rental"],
    [4, "12", "Month", "Leasing"],
  ] as const)("maps term %i to %s %s, %s", (term, duration, period, type) => {
    const payload = fields(buildLeaseRentalNewPayload({ ...values, term }, meta))
    expect([payload.requested_duration__c, payload.requested_period__c, payload.enquiry_type__c]).toEqual([duration, period, type])
  })
})

describe("the Netherlands parts payload", () => {
  const values: NlPartsValues = {
    ...person,
    product: "Remmen",
    quantity: 4,
    product_description: "Remschijven voor SAF-as",
    comment: "Graag levertijd vermelden.",
    company: "Noordzee Vers",
    zip: "1976BA",
    receive_tip_newsletter: false,
    privacy: true,
  }

  it("sends the part, quantity and description as fields and in the message", () => {
    const payload = fields(buildNlPartsPayload(values, { ...meta, locale: "nl" }))
    expect(payload).toMatchObject({
      parts_product: "Remmen",
      parts_quantity: "4",
      parts_product_description: "Remschijven voor SAF-as",
      country: "Netherlands",
    })
    expect(payload.message).toBe(
      "Graag levertijd vermelden.\nCompany: Noordzee Vers\nProduct: Remmen\nQuantity: 4\nProduct description: Remschijven voor SAF-as",
    )
  })
})

describe("the insight payload", () => {
  const values: InsightValues = {
    first_name: "Lars",
    last_name: "Jensen",
    email: "lars@example.test",
    phone: "",
    company: "",
    country_full: "DK",
    connected_solutions_form_interest: ["BrakePlus", "TyrePlus"],
    description: "",
    receive_tip_newsletter: false,
    privacy: true,
  }

  it("joins the chosen solutions with semicolons, as HubSpot's multiple checkboxes take them", () => {
    const payload = fields(buildInsightPayload(values, meta))
    expect(payload.connected_solutions_form_interest).toBe("BrakePlus;TyrePlus")
    expect(payload.message).toBe("Interested in: BrakePlus, TyrePlus")
    expect(payload.country).toBe("Denmark")
  })
})

describe("the e-reefer contact payload", () => {
  const values: ContactSimpleValues = {
    ...person,
    company: "Koeltransport Zuid",
    country_full: "DE",
    zip: "",
    description: "Routes of 300 km a day.",
    receive_tip_newsletter: false,
    privacy: true,
  }

  it("marks the lead as an e-reefer enquiry", () => {
    const payload = fields(buildContactSimplePayload(values, { ...meta, locale: "de" }))
    expect(payload).toMatchObject({
      enquiry_subject: "e-Reefer",
      country: "Germany",
      hs_language: "de",
      message: "Routes of 300 km a day.\nCompany: Koeltransport Zuid",
    })
  })
})

describe("the newsletter payload", () => {
  it("sends the e-mail, language and campaign values with the newsletter subscription", () => {
    const payload = buildNewsletterPayload({ email: "news@example.test" }, { ...meta, locale: "fr-be" })
    expect(payload.fields).toEqual([
      { name: "email", value: "news@example.test" },
      { name: "hs_language", value: "fr" },
      { name: "utm_campaign", value: "spring" },
      { name: "utm_source", value: "google" },
      { name: "utm_medium", value: "cpc" },
      { name: "utm_content", value: "" },
      { name: "utm_term", value: "reefer" },
    ])
    expect(payload.legalConsentOptions.consent.consentToProcess).toBe(true)
    expect(payload.legalConsentOptions.consent.communications).toEqual([
      { value: true, subscriptionTypeId: SUBSCRIPTION_TYPE_IDS.newsletter, text: MARKETING_CONSENT_TEXT },
    ])
    expect(payload.context.hutk).toBe(meta.context.hutk)
  })
})
