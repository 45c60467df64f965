import { FIXED_IDS } from "../../config/fixed-ids"
import { mapBreadcrumbs } from "./breadcrumbs"
import type { ParentData } from "./page"

const options = { locale: "nl", homeLabel: "Home", currentPath: "/nl/e-reefer/" }

function parent(id: string, alias: string, title: string, above: ParentData | null = null): ParentData {
  return { drupal_id: id, langcode: "nl", title, path: { alias }, relationships: { field_parent: above } }
}

describe("mapBreadcrumbs", () => {
  it("goes from home down the field_parent chain to the page itself", () => {
    const node = {
      drupal_id: "ereefer",
      title: "e-Reefer",
      relationships: { field_parent: parent("leasing", "/leasen", "Leasen", parent("rent", "/huren-leasen", "Huren & leasen")) },
    }
    expect(mapBreadcrumbs(node, options)).toEqual([
      { name: "Home", path: "/nl/" },
      { name: "Huren & leasen", path: "/nl/huren-leasen/" },
      { name: "Leasen", path: "/nl/leasen/" },
      { name: "e-Reefer", path: "/nl/e-reefer/" },
    ])
  })

  it("gives a page without parent the home crumb and itself", () => {
    expect(mapBreadcrumbs({ drupal_id: "x", title: "Contact", relationships: null }, { ...options, currentPath: "/nl/contact/" })).toEqual([
      { name: "Home", path: "/nl/" },
      { name: "Contact", path: "/nl/contact/" },
    ])
  })

  it("has no trail on the homepage and does not repeat the homepage as an ancestor", () => {
    expect(mapBreadcrumbs({ drupal_id: FIXED_IDS.homepage, title: "Home", relationships: null }, options)).toEqual([])
    const underHome = { drupal_id: "x", title: "X", relationships: { field_parent: parent(FIXED_IDS.homepage, "/home", "Home page") } }
    expect(mapBreadcrumbs(underHome, options).map((crumb) => crumb.name)).toEqual(["Home", "X"])
  })

  it("stops at an ancestor without a page and at a cycle", () => {
    const noAlias = { drupal_id: "x", title: "X", relationships: { field_parent: parent("p", "", "Parent without alias") } }
    expect(mapBreadcrumbs(noAlias, options)).toHaveLength(2)
    const loop: ParentData = parent("a", "/a", "A")
    const cyclic = {
      drupal_id: "x",
      title: "X",
      relationships: { field_parent: { ...loop, relationships: { field_parent: { ...loop } } } },
    }
    expect(mapBreadcrumbs(cyclic, options).map((crumb) => crumb.name)).toEqual(["Home", "A", "X"])
  })
})
