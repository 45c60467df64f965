import { breadcrumbList, organization, serializeJsonLd } from "./structured-data"

const SITE = "https://www.fleetlane.example"

describe("breadcrumbList", () => {
  it("numbers the trail from 1 with absolute URLs", () => {
    expect(
      breadcrumbList(
        [
          { name: "Home", path: "/en/" },
          { name: "Leasing", path: "/en/leasing/" },
          { name: "e-Reefer", path: "/en/e-reefer/" },
        ],
        SITE,
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/en/` },
        { "@type": "ListItem", position: 2, name: "Leasing", item: `${SITE}/en/leasing/` },
        { "@type": "ListItem", position: 3, name: "e-Reefer", item: `${SITE}/en/e-reefer/` },
      ],
    })
  })
})

describe("organization", () => {
  it("describes the company with its address, contacts and profiles, leaving out what is unknown", () => {
    const data = organization(
      {
        name: "Fleetlane Trailer Services UK Ltd",
        homePath: "/en-gb/",
        logo: "/static/logo.svg",
        address: { street: "Unit 4, Haulage Way", postalCode: "NN11 8QT", locality: "Daventry", region: null, country: "GB" },
        phone: "+44 1632 960100",
        email: null,
        sameAs: ["https://www.linkedin.com/company/fleetlane"],
      },
      SITE,
    )
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Fleetlane Trailer Services UK Ltd",
      url: `${SITE}/en-gb/`,
      logo: `${SITE}/static/logo.svg`,
      address: {
        "@type": "PostalAddress",
        streetAddress: "Unit 4, Haulage Way",
        postalCode: "NN11 8QT",
        addressLocality: "Daventry",
        addressCountry: "GB",
      },
      telephone: "+44 1632 960100",
      sameAs: ["https://www.linkedin.com/company/fleetlane"],
    })
  })
})

describe("serializeJsonLd", () => {
  it("cannot end the script element it is written into", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script> & co" })
    expect(json).not.toContain("</script>")
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script> & co" })
  })
})
