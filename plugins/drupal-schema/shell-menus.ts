import type { MenuLinkData } from "../../src/drupal/mappers/menus"

/**
 * The page shell's menus (Query.shellMenus): every page query asks for them (the PageStrings
 * fragment), the same for every page of a language. They come as the trees the shell shows
 * (mapMenus, a JSON value), not as their links: a page's data is written, hashed, stored and read
 * again for every page, and the links with their ids, parents and weights were over half of a
 * basic page's data (docs/decisions.md, "Build at scale").
 */

export const MENU_LINK_TYPE = "menu_link_content__menu_link_content"

export interface MenuLinkNode {
  drupal_id?: string | null
  title?: string | null
  menu_name?: string | null
  weight?: number | null
  drupal_parent_menu_item?: string | null
  field_icon?: string | null
  langcode?: string | null
  link?: { uri?: string | null; title?: string | null } | null
}

/** Resolves a link field's value for a locale, as the `@drupalLink` extension does. */
export type LinkResolver = (value: MenuLinkNode["link"], locale: string) => { url?: string | null; external?: boolean | null } | null

/** Gatsby's node query of the enabled menu links of a language, in the shell's order. */
export function menuLinksQuery(langcode: string) {
  return {
    type: MENU_LINK_TYPE,
    query: {
      filter: { langcode: { eq: langcode }, enabled: { eq: true } },
      sort: { fields: ["menu_name", "weight"], order: ["ASC", "ASC"] },
    },
  }
}

/** The fields mapMenus reads of each link; a link resolves in the language it is in (its langcode). */
export function shellMenuLinks(nodes: Iterable<MenuLinkNode>, langcode: string, resolveLink: LinkResolver): MenuLinkData[] {
  return Array.from(nodes, (node) => {
    const link = resolveLink(node.link, node.langcode ?? langcode)
    return {
      drupal_id: node.drupal_id ?? null,
      title: node.title ?? null,
      menu_name: node.menu_name ?? null,
      weight: node.weight ?? null,
      drupal_parent_menu_item: node.drupal_parent_menu_item ?? null,
      field_icon: node.field_icon ?? null,
      link: link && { url: link.url ?? null, external: link.external ?? null },
    }
  })
}
