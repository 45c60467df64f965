import { mapMenus, menusFromData, menuTree, type MenuLinkData } from "./menus"

function link(id: string, overrides: Partial<MenuLinkData> = {}): MenuLinkData {
  return {
    drupal_id: id,
    title: id,
    menu_name: "main",
    weight: 0,
    drupal_parent_menu_item: null,
    field_icon: null,
    link: { url: `/en/${id}/`, external: false },
    ...overrides,
  }
}

describe("menuTree", () => {
  it("nests links under their parents, ordered by weight then title", () => {
    const tree = menuTree([
      link("services", { weight: 1, link: { url: null, external: false } }),
      link("rent", { weight: 0 }),
      link("tools", { drupal_parent_menu_item: "menu_link_content:services", weight: 5 }),
      link("maintenance", { drupal_parent_menu_item: "menu_link_content:services", weight: 0 }),
      link("lookup", { drupal_parent_menu_item: "menu_link_content:tools" }),
      link("calculator", { drupal_parent_menu_item: "menu_link_content:tools" }),
    ])
    expect(tree.map((item) => item.id)).toEqual(["rent", "services"])
    expect(tree[1].children.map((item) => item.id)).toEqual(["maintenance", "tools"])
    expect(tree[1].children[1].children.map((item) => item.title)).toEqual(["calculator", "lookup"])
    expect(tree[1].url).toBeNull()
  })

  it("leaves out links whose parent is missing and links that lead nowhere without children", () => {
    const tree = menuTree([
      link("kept"),
      link("orphan", { drupal_parent_menu_item: "menu_link_content:untranslated" }),
      link("nowhere", { link: { url: null, external: false } }),
    ])
    expect(tree.map((item) => item.id)).toEqual(["kept"])
  })

  it("orders links of the same weight as localeCompare does, and leaves out links without an id", () => {
    const tree = menuTree([
      link("Zug"),
      link("Équipement"),
      link("eau"),
      link("Fahrzeuge"),
      link("", { drupal_id: null, title: "Anonymous" }),
    ])
    const expected = ["Zug", "Équipement", "eau", "Fahrzeuge"].sort((a, b) => a.localeCompare(b))
    expect(tree.map((item) => item.title)).toEqual(expected)
    expect(expected).toEqual(["eau", "Équipement", "Fahrzeuge", "Zug"])
  })

  it("does not loop on a parent cycle", () => {
    const tree = menuTree([
      link("a", { drupal_parent_menu_item: "menu_link_content:b" }),
      link("b", { drupal_parent_menu_item: "menu_link_content:a" }),
      link("root"),
    ])
    expect(tree.map((item) => item.id)).toEqual(["root"])
  })
})

describe("mapMenus", () => {
  it("sorts links into the header, footer and social menus", () => {
    const menus = mapMenus([
      link("home", { menu_name: "main" }),
      link("finder", { menu_name: "tools" }),
      link("rental", { menu_name: "footer-first" }),
      link("portal", { menu_name: "footer-fifth", link: { url: "https://portal.example", external: true } }),
      link("privacy", { menu_name: "footer-additional" }),
      link("linkedin", { menu_name: "footer-social", field_icon: "linkedin", link: { url: "https://linkedin.example", external: true } }),
      link("mastodon", { menu_name: "footer-social", field_icon: "mastodon", link: { url: "https://mastodon.example", external: true } }),
      null,
    ])
    expect(menus.main.map((item) => item.id)).toEqual(["home"])
    expect(menus.tools.map((item) => item.id)).toEqual(["finder"])
    expect(menus.footerColumns.map((column) => column.map((item) => item.id))).toEqual([["rental"], [], [], [], ["portal"]])
    expect(menus.footerColumns[4][0].external).toBe(true)
    expect(menus.footerAdditional.map((item) => item.id)).toEqual(["privacy"])
    expect(menus.social.map((item) => [item.id, item.icon])).toEqual([
      ["linkedin", "linkedin"],
      ["mastodon", null],
    ])
  })
})

describe("menusFromData", () => {
  it("reads the menus the build mapped, as JSON gives them back", () => {
    const menus = mapMenus([link("rent"), link("f1", { menu_name: "footer-second" })])
    const read = menusFromData(JSON.parse(JSON.stringify(menus)))
    expect(read).toEqual(menus)
    expect(read.footerColumns[1].map((item) => item.id)).toEqual(["f1"])
  })

  it("gives empty menus for a value of another shape", () => {
    for (const value of [
      null,
      undefined,
      "menus",
      { nodes: [] },
      { main: [], tools: [], footerAdditional: [], social: [], footerColumns: [null] },
    ]) {
      expect(menusFromData(value)).toEqual({ main: [], tools: [], footerColumns: [[], [], [], [], []], footerAdditional: [], social: [] })
    }
  })
})
