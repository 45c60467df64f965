import { FIXED_IDS } from "../../config/fixed-ids"
import { mapBreadcrumbs } from "./breadcrumbs"

const options = { locale: "nl", homeLabel: "Home", currentPath: "/nl/e-reefer/", ancestors: [] }

describe("mapBreadcrumbs", () => {
  it("goes from home through the ancestors to the page itself", () => {
    const ancestors = [
      { name: "Huren & leasen", path: "/nl/huren-leasen/" },
      { name: "Leasen", path: "/nl/leasen/" },
    ]
    expect(mapBreadcrumbs({ drupal_id: "ereefer", title: "e-Reefer" }, { ...options, ancestors })).toEqual([
      { name: "Home", path: "/nl/" },
      { name: "Huren & leasen", path: "/nl/huren-leasen/" },
      { name: "Leasen", path: "/nl/leasen/" },
      { name: "e-Reefer", path: "/nl/e-reefer/" },
    ])
  })

  it("gives a page without ancestors the home crumb and itself", () => {
    expect(mapBreadcrumbs({ drupal_id: "x", title: "Contact" }, { ...options, currentPath: "/nl/contact/" })).toEqual([
      { name: "Home", path: "/nl/" },
      { name: "Contact", path: "/nl/contact/" },
    ])
  })

  it("has no trail on the homepage, nor without a node", () => {
    expect(mapBreadcrumbs({ drupal_id: FIXED_IDS.homepage, title: "Home" }, options)).toEqual([])
    expect(mapBreadcrumbs(null, options)).toEqual([])
  })
})
