import type { AnyObject, ObjectSchema } from "yup"
import { caContactSchema } from "./ca-contact"
import { caQuoteSchema } from "./ca-quote"
import { CONTACT_SIMPLE_STEPS, contactSimpleSchema } from "./contact-simple"
import { contactSchema } from "./contact"
import { insightSchema } from "./insight"
import { LEASE_RENTAL_NEW_STEPS, leaseRentalNewSchema } from "./lease-rental-new"
import { leaseRentalSchema } from "./lease-rental"
import { maintenanceSchema } from "./maintenance"
import { nlPartsSchema } from "./nl-parts"
import { nlRentLeaseSchema } from "./nl-rent-lease"
import { errorsOf } from "../schema/test-helpers"
import { newsletterSchema } from "./newsletter"
import { calculatorContactSchema } from "../../calculator/contact-schema"

const person = { salutation: "Mr.", first_name: "Jan", last_name: "Jansen", email: "jan@example.nl", phone: "+31612345678" }
const consent = { receive_tip_newsletter: false, privacy: true }

const valid = {
  lease_rental: {
    ...person,
    ...consent,
    term: "1",
    asset_type: "100000001",
    company: "Jansen B.V.",
    street: "Dorpsstraat 1",
    zip: "",
    city: "Ede",
    country_full: "NL",
    description: "",
  },
  contact: { ...person, ...consent, phone: "", company: "Jansen B.V.", country_full: "NL", zip: "6711AA", description: "Hello" },
  maintenance: { ...person, ...consent, country_code: "nl", location: "Other", company: "Jansen B.V.", description: "Brakes" },
  nl_rent_lease: {
    ...person,
    ...consent,
    asset_type: "100000003",
    asset: "e_reefer",
    term: "4",
    company: "Jansen B.V.",
    kvk_number: "12345678",
    zip: "6711AA",
    country_full: "NL",
    description: "",
  },
  nl_parts: {
    ...person,
    ...consent,
    product: "Remmen",
    quantity: "2",
    product_description: "Remschijven",
    comment: "",
    company: "Jansen B.V.",
    zip: "6711AA",
  },
  insight: {
    first_name: "Jan",
    last_name: "Jansen",
    email: "jan@example.nl",
    phone: "",
    company: "",
    country_full: "NL",
    connected_solutions_form_interest: ["FleetRadar"],
    description: "",
    ...consent,
  },
  contact_simple: { ...person, ...consent, company: "Koel B.V.", country_full: "NL", zip: "", description: "Routes" },
  lease_rental_new: {
    ...person,
    ...consent,
    asset_type: "100000008",
    asset: "panel_van",
    term: "2",
    company: "Jansen B.V.",
    zip: "",
    city: "Ede",
    country_full: "NL",
    description: "",
  },
  ca_contact: {
    branch: "CA01",
    department: "All",
    first_name: "Sam",
    last_name: "Lee",
    email: "sam@example.ca",
    phone: "",
    ext: "",
    callback: "Email",
    feedback: "Question",
    receive_updates: false,
    privacy: true,
  },
  ca_quote: {
    request: "Rental",
    company: "North Inc.",
    first_name: "Sam",
    last_name: "Lee",
    email: "sam@example.ca",
    phone: "4165550100",
    zip: "L5T 2W1",
    country: "CA",
    comment: "",
    privacy: true,
  },
  calculator: {
    company: "Jansen B.V.",
    first_name: "Jan",
    last_name: "Jansen",
    email: "jan@example.nl",
    phone: "+31612345678",
    ...consent,
    calculation: {
      drivers: ["costs"],
      assets: ["e-Reefer"],
      haul_type: "Stadsdistributie",
      frequency: "weekly",
      infrastructure: ["none"],
      hours: 3500,
      diesel_total: 32.13,
      solutions: [
        { solution: "era", electric_total: 1.428 },
        { solution: "battery", electric_total: 7.14 },
      ],
    },
  },
}

const schemas: Record<keyof typeof valid, ObjectSchema<AnyObject>> = {
  lease_rental: leaseRentalSchema,
  contact: contactSchema,
  maintenance: maintenanceSchema,
  nl_rent_lease: nlRentLeaseSchema,
  nl_parts: nlPartsSchema,
  insight: insightSchema,
  contact_simple: contactSimpleSchema,
  lease_rental_new: leaseRentalNewSchema,
  ca_contact: caContactSchema,
  ca_quote: caQuoteSchema,
  calculator: calculatorContactSchema as unknown as ObjectSchema<AnyObject>,
}

const formIds = Object.keys(valid) as Array<keyof typeof valid>

function withValue(form: keyof typeof valid, field: string, value: unknown): AnyObject {
  return { ...valid[form], [field]: value }
}

describe("every form schema", () => {
  it.each(formIds)("accepts a complete %s form", async (form) => {
    expect(await errorsOf(schemas[form], valid[form])).toEqual({})
  })

  it.each(formIds)("%s: the privacy box must be ticked", async (form) => {
    expect((await errorsOf(schemas[form], withValue(form, "privacy", false))).privacy).toBe("PRIVACY")
  })

  it.each(formIds.filter((form) => "last_name" in valid[form]))("%s: last_name is required, whitespace is not a name", async (form) => {
    expect((await errorsOf(schemas[form], withValue(form, "last_name", "   "))).last_name).toBe("REQUIRED")
  })

  it.each(formIds)("%s: the e-mail must match the address pattern, after trimming", async (form) => {
    expect((await errorsOf(schemas[form], withValue(form, "email", "jan@example"))).email).toBe("EMAIL")
    expect((await errorsOf(schemas[form], withValue(form, "email", ""))).email).toBe("REQUIRED")
    expect(await errorsOf(schemas[form], withValue(form, "email", "  jan@example.nl  "))).toEqual({})
  })

  it.each(formIds)("%s: a phone is plus and digits, 1 to 13 characters", async (form) => {
    expect((await errorsOf(schemas[form], withValue(form, "phone", "06 1234 5678 bellen"))).phone).toBe("PHONE")
    expect((await errorsOf(schemas[form], withValue(form, "phone", "+3161234567890"))).phone).toBe("PHONE")
    expect((await errorsOf(schemas[form], withValue(form, "phone", "+31 6 1234 5678 90"))).phone).toBe("PHONE")
  })

  it.each(formIds)("%s: a phone typed with spaces, dashes and brackets is accepted and sent compact (issue 19, point 17)", async (form) => {
    for (const [typed, compact] of [
      ["06 1234 5678", "0612345678"],
      ["06-12345678", "0612345678"],
      ["(020) 123 4567", "0201234567"],
      ["+31 (0)6 12 34 56 78", "+31612345678"],
    ]) {
      const values = withValue(form, "phone", typed)
      expect(await errorsOf(schemas[form], values)).toEqual({})
      expect((await schemas[form].validate(values)).phone).toBe(compact)
    }
  })

  it.each(formIds)("%s: an object or a list where text belongs is refused with the field's message, not a crash", async (form) => {
    expect((await errorsOf(schemas[form], withValue(form, "email", { address: "jan@example.nl" }))).email).toBe("REQUIRED")
    expect((await errorsOf(schemas[form], withValue(form, "email", ["jan@example.nl"]))).email).toBe("REQUIRED")
  })

  it("trims text", async () => {
    expect((await leaseRentalSchema.validate({ ...valid.lease_rental, company: "  Jansen B.V.  " })).company).toBe("Jansen B.V.")
  })
})

describe("required and optional fields per form", () => {
  it.each([
    [
      "lease_rental",
      ["term", "asset_type", "company", "street", "city", "country_full", "salutation", "first_name", "last_name", "email", "phone"],
    ],
    ["contact", ["company", "salutation", "first_name", "last_name", "country_full", "zip", "email", "description"]],
    ["maintenance", ["country_code", "location", "salutation", "first_name", "last_name", "email", "phone", "company", "description"]],
    [
      "nl_rent_lease",
      [
        "asset_type",
        "asset",
        "term",
        "company",
        "kvk_number",
        "zip",
        "country_full",
        "salutation",
        "first_name",
        "last_name",
        "email",
        "phone",
      ],
    ],
    [
      "nl_parts",
      ["product", "quantity", "product_description", "company", "zip", "salutation", "first_name", "last_name", "email", "phone"],
    ],
    ["insight", ["country_full", "first_name", "last_name", "email"]],
    ["contact_simple", ["company", "country_full", "description", "salutation", "first_name", "last_name", "email", "phone"]],
    [
      "lease_rental_new",
      ["asset_type", "asset", "term", "company", "city", "country_full", "salutation", "first_name", "last_name", "email", "phone"],
    ],
    ["ca_contact", ["branch", "department", "first_name", "last_name", "email", "callback", "feedback"]],
    ["ca_quote", ["request", "company", "first_name", "last_name", "email", "phone", "zip", "country"]],
  ] as const)("%s requires exactly %j", async (form, required) => {
    const blank = Object.fromEntries(
      Object.entries(valid[form]).map(([key, value]) => [
        key,
        typeof value === "boolean" ? value : Array.isArray(value) ? [] : typeof value === "number" ? value : "",
      ]),
    )
    const errors = await errorsOf(schemas[form], { ...blank, privacy: true })
    expect(Object.keys(errors).sort()).toEqual([...required].sort())
    const special: Record<string, string> = { location: "LOCATION_REQUIRED", kvk_number: "KVK_NUMBER", quantity: "QUANTITY" }
    for (const field of required) expect(errors[field]).toBe(special[field] ?? "REQUIRED")
  })

  it("takes null for a choice not made yet and asks for it", async () => {
    expect((await errorsOf(leaseRentalSchema, withValue("lease_rental", "term", null))).term).toBe("REQUIRED")
    expect((await errorsOf(leaseRentalSchema, withValue("lease_rental", "salutation", null))).salutation).toBe("REQUIRED")
    expect((await errorsOf(leaseRentalSchema, withValue("lease_rental", "country_full", null))).country_full).toBe("REQUIRED")
  })

  it("refuses values outside the lists", async () => {
    expect((await errorsOf(leaseRentalSchema, withValue("lease_rental", "term", "5"))).term).toBe("INVALID_CHOICE")
    expect((await errorsOf(leaseRentalSchema, withValue("lease_rental", "salutation", "Dr."))).salutation).toBe("INVALID_CHOICE")
    expect((await errorsOf(leaseRentalSchema, withValue("lease_rental", "country_full", "XX"))).country_full).toBe("INVALID_CHOICE")
    expect((await errorsOf(leaseRentalSchema, withValue("lease_rental", "asset_type", "999"))).asset_type).toBe("INVALID_CHOICE")
    expect((await errorsOf(caContactSchema, withValue("ca_contact", "department", "Sales"))).department).toBe("INVALID_CHOICE")
    expect((await errorsOf(caQuoteSchema, withValue("ca_quote", "country", "US"))).country).toBe("INVALID_CHOICE")
    expect(
      (await errorsOf(insightSchema, withValue("insight", "connected_solutions_form_interest", ["Radar"])))[
        "connected_solutions_form_interest[0]"
      ],
    ).toBe("INVALID_CHOICE")
  })
})

describe("zip", () => {
  it("is optional in the first lease form and at most 20 characters", async () => {
    expect(await errorsOf(leaseRentalSchema, withValue("lease_rental", "zip", ""))).toEqual({})
    expect((await errorsOf(leaseRentalSchema, withValue("lease_rental", "zip", "1".repeat(21)))).zip).toBe("TOO_LONG")
    expect(await errorsOf(leaseRentalSchema, withValue("lease_rental", "zip", "1".repeat(20)))).toEqual({})
  })

  it("is required in the contact form and at most 20 characters", async () => {
    expect((await errorsOf(contactSchema, withValue("contact", "zip", " "))).zip).toBe("REQUIRED")
    expect((await errorsOf(contactSchema, withValue("contact", "zip", "1".repeat(21)))).zip).toBe("TOO_LONG")
  })
})

describe("phone", () => {
  it("is required in the lease and maintenance forms", async () => {
    expect((await errorsOf(leaseRentalSchema, withValue("lease_rental", "phone", ""))).phone).toBe("REQUIRED")
    expect((await errorsOf(maintenanceSchema, withValue("maintenance", "phone", ""))).phone).toBe("REQUIRED")
  })

  it("is optional in the contact, Canadian contact and insight forms, and checked only when filled", async () => {
    for (const form of ["contact", "ca_contact", "insight"] as const) {
      expect(await errorsOf(schemas[form], withValue(form, "phone", ""))).toEqual({})
      expect((await errorsOf(schemas[form], withValue(form, "phone", "call me"))).phone).toBe("PHONE")
    }
  })
})

describe("the Canadian contact form's phone (issue 19, point 11)", () => {
  it("wants a phone number when the visitor asks to be called", async () => {
    expect((await errorsOf(caContactSchema, { ...valid.ca_contact, callback: "Phone", phone: "" })).phone).toBe("PHONE_FOR_CALLBACK")
    expect((await errorsOf(caContactSchema, { ...valid.ca_contact, callback: "Phone", phone: "   " })).phone).toBe("PHONE_FOR_CALLBACK")
    expect(await errorsOf(caContactSchema, { ...valid.ca_contact, callback: "Phone", phone: "(416) 555-0100" })).toEqual({})
    expect(await errorsOf(caContactSchema, { ...valid.ca_contact, callback: "Email", phone: "" })).toEqual({})
  })

  it("gives the extension its own message: 1 to 10 digits", async () => {
    for (const ext of ["12a", "12345678901", "+12", "1-2"]) {
      expect(await errorsOf(caContactSchema, { ...valid.ca_contact, ext })).toEqual({ ext: "PHONE_EXTENSION" })
    }
    for (const ext of ["", "1", "1234567890", " 204 "]) expect(await errorsOf(caContactSchema, { ...valid.ca_contact, ext })).toEqual({})
  })
})

describe("description", () => {
  it("is optional in the lease form", async () => {
    expect(await errorsOf(leaseRentalSchema, withValue("lease_rental", "description", ""))).toEqual({})
  })

  it("is required in the contact and maintenance forms, whitespace rejected", async () => {
    expect((await errorsOf(contactSchema, withValue("contact", "description", " \n "))).description).toBe("REQUIRED")
    expect((await errorsOf(maintenanceSchema, withValue("maintenance", "description", " "))).description).toBe("REQUIRED")
  })

  it("has an upper bound", async () => {
    expect((await errorsOf(contactSchema, withValue("contact", "description", "x".repeat(4001)))).description).toBe("TOO_LONG")
  })
})

describe("the maintenance location", () => {
  it("is required with the spec's own message", async () => {
    expect((await errorsOf(maintenanceSchema, withValue("maintenance", "location", ""))).location).toBe("LOCATION_REQUIRED")
  })
})

describe("the Netherlands forms", () => {
  it.each(["1234567", "123456789", "1234567a", ""])("the KVK number %p is not 8 digits", async (kvk) => {
    expect((await errorsOf(nlRentLeaseSchema, withValue("nl_rent_lease", "kvk_number", kvk))).kvk_number).toBe("KVK_NUMBER")
  })

  it("wants an asset of the chosen asset type", async () => {
    expect((await errorsOf(nlRentLeaseSchema, withValue("nl_rent_lease", "asset", "panel_van"))).asset).toBe("INVALID_CHOICE")
  })

  it.each([["0"], ["-1"], ["1.5"], ["abc"], [""]])("the quantity %p is refused", async (quantity) => {
    expect((await errorsOf(nlPartsSchema, withValue("nl_parts", "quantity", quantity))).quantity).toBe("QUANTITY")
  })

  it("casts the quantity to a number, at least 1", async () => {
    expect((await nlPartsSchema.validate(withValue("nl_parts", "quantity", "1"))).quantity).toBe(1)
  })
})

describe("multi-step forms", () => {
  it.each([
    ["contact_simple", contactSimpleSchema, CONTACT_SIMPLE_STEPS],
    ["lease_rental_new", leaseRentalNewSchema, LEASE_RENTAL_NEW_STEPS],
  ] as const)("%s asks for first_name only on the third step", async (form, schema, steps) => {
    const values = { ...valid[form], first_name: "" }
    expect((await errorsOf(schema as ObjectSchema<AnyObject>, values, { step: 0 })).first_name).toBeUndefined()
    expect((await errorsOf(schema as ObjectSchema<AnyObject>, values, { step: 1 })).first_name).toBeUndefined()
    expect((await errorsOf(schema as ObjectSchema<AnyObject>, values, { step: 2 })).first_name).toBe("REQUIRED")
    expect((await errorsOf(schema as ObjectSchema<AnyObject>, values)).first_name).toBe("REQUIRED")
    expect(steps[2]).toContain("first_name")
  })

  it.each([
    ["contact_simple", contactSimpleSchema, CONTACT_SIMPLE_STEPS],
    ["lease_rental_new", leaseRentalNewSchema, LEASE_RENTAL_NEW_STEPS],
  ] as const)("%s puts every field on exactly one step", (_form, schema, steps) => {
    expect(steps.flat().sort()).toEqual(Object.keys(schema.fields).sort())
  })
})

describe("the newsletter", () => {
  it("wants a trimmed e-mail matching the pattern", async () => {
    expect(await errorsOf(newsletterSchema, { email: " news@example.test " })).toEqual({})
    expect((await errorsOf(newsletterSchema, { email: "news@example" })).email).toBe("EMAIL")
  })
})
