import { mapMenus, type MenuLinkData } from "../drupal/mappers/menus"
import type { ShellData, ShellPageContext } from "../drupal/mappers/shell-frame"

/** Shell data as the PageStrings fragment returns it, for component tests (the menus as the build maps them). */

function logo(file: string) {
  return {
    field_media_image: { alt: "", width: 180, height: 40 },
    relationships: { field_media_image: { localFile: { publicURL: `/static/${file}` } } },
  }
}

function menuLink(id: string, menu: string, title: string, overrides: Partial<MenuLinkData> = {}): MenuLinkData {
  return {
    drupal_id: id,
    title,
    menu_name: menu,
    weight: 0,
    drupal_parent_menu_item: null,
    field_icon: null,
    link: { url: `/en/${id}/`, external: false },
    ...overrides,
  }
}

export const SHELL_DATA: ShellData = {
  settings: {
    field_brand_name: "Fleetlane",
    field_company_name: "Fleetlane Trailer Services UK Ltd",
    field_company_registration: { processed: "<p>Registered in England and Wales, company number 08431276.</p>" },
    field_contact_link: { url: "/en/contact/", title: "Contact us", external: false },
    field_legal_notice_link: { url: "/de/impressum/", title: "Impressum", external: false },
    field_strings: [
      { key: "link_home", value: "Home" },
      { key: "info_title", value: "24/7 breakdown service" },
      { key: "info_text", value: "Call us day and night on +31 10 555 0199." },
      { key: "copyright", value: "© [year] Fleetlane." },
    ],
    relationships: { field_logo: logo("logo.svg"), field_logo_alternative: logo("logo-swiss.svg") },
  },
  menus: mapMenus([
    menuLink("rent", "main", "Rental & leasing", { link: { url: null, external: false } }),
    menuLink("rental", "main", "Rental", { drupal_parent_menu_item: "menu_link_content:rent" }),
    menuLink("leasing", "main", "Leasing", { drupal_parent_menu_item: "menu_link_content:rent", weight: 1 }),
    menuLink("about", "main", "About us", { weight: 1 }),
    menuLink("finder", "tools", "Find a location"),
    menuLink("f1", "footer-first", "Rental"),
    menuLink("f5", "footer-fifth", "Customer portal", { link: { url: "https://portal.example", external: true } }),
    menuLink("privacy", "footer-additional", "Privacy policy"),
    // As the demo menu had it: the footer's own control replaces it.
    menuLink("cookies", "footer-additional", "Cookie settings", { link: { url: "/en/privacy/#cookies", external: false } }),
    menuLink("linkedin", "footer-social", "LinkedIn", {
      field_icon: "linkedin",
      link: { url: "https://www.linkedin.com/company/fleetlane", external: true },
    }),
  ]),
  countries: {
    nodes: [
      { name: "International", field_country_code: "", field_locales: ["en"] },
      { name: "Germany", field_country_code: "de", field_locales: ["de"] },
      { name: "Switzerland", field_country_code: "ch", field_locales: ["de-ch", "fr-ch"] },
    ],
  },
}

export function pageContext(overrides: Partial<ShellPageContext> = {}): ShellPageContext {
  return {
    language: "en",
    i18n: { path: "/en/about/" },
    uuid: "about",
    nodeType: "page",
    translations: [
      { locale: "en", path: "/en/about/" },
      { locale: "de", path: "/de/ueber-uns/" },
    ],
    ...overrides,
  }
}
