import { jobPosting } from "./job-posting"

const organization = {
  name: "Fleetlane Belgium",
  url: "https://www.fleetlane.example/nl-be/",
  logo: "https://www.fleetlane.example/logo.svg",
}

describe("jobPosting", () => {
  it("describes a vacancy at several locations", () => {
    expect(
      jobPosting({
        title: "Mecanicien opleggers (Antwerpen of Gent)",
        descriptionHtml: "<p>Onderhoud opleggers.</p>",
        postedDate: "2025-09-22T08:00:00Z",
        employmentType: "FULL_TIME",
        locations: ["Antwerpen", "Gent"],
        countryCode: "be",
        requisitionId: "JR-10288",
        organization,
        url: "https://www.fleetlane.example/nl-be/vacatures/mecanicien/",
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Mecanicien opleggers (Antwerpen of Gent)",
      description: "<p>Onderhoud opleggers.</p>",
      datePosted: "2025-09-22",
      hiringOrganization: { "@type": "Organization", name: "Fleetlane Belgium", sameAs: organization.url, logo: organization.logo },
      jobLocation: [
        { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Antwerpen", addressCountry: "BE" } },
        { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Gent", addressCountry: "BE" } },
      ],
      employmentType: "FULL_TIME",
      url: "https://www.fleetlane.example/nl-be/vacatures/mecanicien/",
      identifier: { "@type": "PropertyValue", name: "Fleetlane Belgium", value: "JR-10288" },
    })
  })

  it("leaves out what is not known", () => {
    const posting = jobPosting({
      title: "Planner",
      descriptionHtml: "<p>x</p>",
      postedDate: "not a date",
      employmentType: null,
      locations: ["Dublin"],
      countryCode: null,
      requisitionId: null,
      organization: { ...organization, logo: null },
      url: "https://www.fleetlane.example/en/planner/",
    })
    expect(posting).not.toHaveProperty("datePosted")
    expect(posting).not.toHaveProperty("employmentType")
    expect(posting).not.toHaveProperty("identifier")
    expect(posting.jobLocation).toEqual({ "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Dublin" } })
  })
})
