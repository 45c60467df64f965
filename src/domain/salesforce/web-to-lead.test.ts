import { buildCaContactLead, buildCaQuoteLead, WEB_TO_LEAD_CUSTOM_FIELDS as F } from "./web-to-lead"

const meta = { locale: "fr-ca", utm: { utm_campaign: "hiver", utm_source: "", utm_medium: "", utm_content: "", utm_term: "" } }

describe("Salesforce web-to-lead", () => {
  it("maps the Canadian contact form with lead source, language, form id and campaign values", () => {
    const lead = buildCaContactLead(
      {
        branch: "CA09",
        department: "ERS",
        first_name: "Marie",
        last_name: "Tremblay",
        email: "marie@example.test",
        phone: "",
        ext: "",
        callback: "Email",
        feedback: "Besoin d'un dépannage.",
        receive_updates: true,
        privacy: true,
      },
      meta,
    )
    expect(lead).toEqual({
      first_name: "Marie",
      last_name: "Tremblay",
      email: "marie@example.test",
      phone: "",
      country: "Canada",
      description: "Besoin d'un dépannage.",
      lead_source: "Website",
      [F.language]: "fr",
      [F.form_id]: "ca_contact",
      [F.branch]: "CA09",
      [F.department]: "ERS",
      [F.ext]: "",
      [F.callback]: "Email",
      [F.receive_updates]: "1",
      [F.utm_campaign]: "hiver",
      [F.utm_source]: "",
      [F.utm_medium]: "",
      [F.utm_content]: "",
      [F.utm_term]: "",
    })
    expect(lead).not.toHaveProperty("oid")
  })

  it("maps the Canadian quote form", () => {
    const lead = buildCaQuoteLead(
      {
        request: "Lease",
        company: "Northern Haul Inc.",
        first_name: "Sam",
        last_name: "Lee",
        email: "sam@example.test",
        phone: "4165550100",
        zip: "L5T 2W1",
        country: "CA",
        comment: "",
        privacy: true,
      },
      { ...meta, locale: "en-ca" },
    )
    expect(lead).toMatchObject({
      company: "Northern Haul Inc.",
      zip: "L5T 2W1",
      country: "Canada",
      [F.request]: "Lease",
      [F.language]: "en",
      [F.form_id]: "ca_quote",
    })
  })
})
