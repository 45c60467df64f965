import { mapMenus } from "../../src/drupal/mappers/menus"
import { menuLinksQuery, shellMenuLinks, type LinkResolver } from "./shell-menus"

const byLocale: LinkResolver = (value, locale) =>
  value ? { url: `/${locale}${value.uri?.replace("internal:", "") ?? ""}`, external: false } : null

describe("shellMenuLinks", () => {
  it("gives the fields mapMenus reads and resolves each link in the link's own language", () => {
    const links = shellMenuLinks(
      [
        {
          drupal_id: "a",
          title: "Rent",
          menu_name: "main",
          weight: 2,
          drupal_parent_menu_item: "menu_link_content:b",
          field_icon: null,
          langcode: "nl-be",
          link: { uri: "internal:/huren", title: "Rent" },
        },
      ],
      "nl",
      byLocale,
    )
    expect(links).toEqual([
      {
        drupal_id: "a",
        title: "Rent",
        menu_name: "main",
        weight: 2,
        drupal_parent_menu_item: "menu_link_content:b",
        field_icon: null,
        link: { url: "/nl-be/huren", external: false },
      },
    ])
  })

  it("gives null for what a link leaves out, as GraphQL did, and the query's language when it names none", () => {
    const [link] = shellMenuLinks([{ link: { uri: "internal:/x" } }], "de", byLocale)
    expect(link).toEqual({
      drupal_id: null,
      title: null,
      menu_name: null,
      weight: null,
      drupal_parent_menu_item: null,
      field_icon: null,
      link: { url: "/de/x", external: false },
    })
    expect(shellMenuLinks([{ drupal_id: "n", link: null }], "de", byLocale)[0].link).toBeNull()
  })

  it("makes the trees the shell shows, which survive the page data's JSON", () => {
    const nodes = [
      { drupal_id: "rent", title: "Rent", menu_name: "main", weight: 0, langcode: "en", link: { uri: "internal:/rent" } },
      {
        drupal_id: "trucks",
        title: "Trucks",
        menu_name: "main",
        weight: 0,
        langcode: "en",
        link: { uri: "internal:/trucks" },
        drupal_parent_menu_item: "menu_link_content:rent",
      },
      {
        drupal_id: "in",
        title: "LinkedIn",
        menu_name: "footer-social",
        field_icon: "linkedin",
        langcode: "en",
        link: { uri: "https://linkedin.example" },
      },
    ]
    const resolve: LinkResolver = (value, locale) =>
      value?.uri?.startsWith("https:") ? { url: value.uri, external: true } : byLocale(value, locale)
    const menus = mapMenus(shellMenuLinks(nodes, "en", resolve))
    expect(JSON.parse(JSON.stringify(menus))).toEqual(menus)
    expect(menus.main).toEqual([
      {
        id: "rent",
        title: "Rent",
        url: "/en/rent",
        external: false,
        icon: null,
        children: [{ id: "trucks", title: "Trucks", url: "/en/trucks", external: false, icon: null, children: [] }],
      },
    ])
    expect(menus.social.map((item) => [item.icon, item.external])).toEqual([["linkedin", true]])
  })
})

describe("menuLinksQuery", () => {
  it("asks for the enabled menu links of the language, by menu and then weight, as the page query did", () => {
    expect(menuLinksQuery("fr")).toEqual({
      type: "menu_link_content__menu_link_content",
      query: {
        filter: { langcode: { eq: "fr" }, enabled: { eq: true } },
        sort: { fields: ["menu_name", "weight"], order: ["ASC", "ASC"] },
      },
    })
  })
})
