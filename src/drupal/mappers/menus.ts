import { SOCIAL_ICONS, type MENU_NAMES } from "../model/menu-names"

export type SocialIcon = (typeof SOCIAL_ICONS)[number]

/** A menu link as the MenuLink fragment returns it. */
export interface MenuLinkData {
  readonly drupal_id: string | null
  readonly title: string | null
  readonly menu_name: string | null
  readonly weight: number | null
  readonly drupal_parent_menu_item: string | null
  readonly field_icon: string | null
  readonly link: { readonly url: string | null; readonly external: boolean | null } | null
}

/** The spec's Menu item: title, url, external, children and (social links) type. */
export interface MenuItemView {
  id: string
  title: string
  url: string | null
  external: boolean
  icon: SocialIcon | null
  children: MenuItemView[]
}

export interface MenusView {
  main: MenuItemView[]
  tools: MenuItemView[]
  /** footer-first to footer-fifth, in that order; a column without links is an empty list. */
  footerColumns: MenuItemView[][]
  footerAdditional: MenuItemView[]
  social: MenuItemView[]
}

type MenuName = (typeof MENU_NAMES)[number]

const FOOTER_COLUMNS: readonly MenuName[] = ["footer-first", "footer-second", "footer-third", "footer-fourth", "footer-fifth"]

function isSocialIcon(value: string | null): value is SocialIcon {
  return (SOCIAL_ICONS as readonly string[]).includes(value ?? "")
}

/** "menu_link_content:{uuid}" -> "{uuid}". */
function parentId(parent: string | null): string | null {
  return parent ? parent.replace(/^menu_link_content:/, "") : null
}

/**
 * Builds the tree of one menu from its flat links, ordered by weight then title. A link whose
 * parent is not in the menu (not translated, disabled) is left out with its children, as Drupal
 * hides them; so is a link that leads nowhere and has no children.
 */
export function menuTree(links: readonly MenuLinkData[]): MenuItemView[] {
  const sorted = [...links].sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0) || (a.title ?? "").localeCompare(b.title ?? ""))
  const childrenOf = (id: string | null, ancestors: ReadonlySet<string>): MenuItemView[] =>
    sorted
      .filter((link) => parentId(link.drupal_parent_menu_item) === id && link.drupal_id && !ancestors.has(link.drupal_id))
      .flatMap((link) => {
        const linkId = link.drupal_id as string
        const children = childrenOf(linkId, new Set([...ancestors, linkId]))
        const url = link.link?.url ?? null
        if (!url && !children.length) return []
        return [
          {
            id: linkId,
            title: link.title ?? "",
            url,
            external: link.link?.external === true,
            icon: isSocialIcon(link.field_icon) ? link.field_icon : null,
            children,
          },
        ]
      })
  return childrenOf(null, new Set())
}

export function mapMenus(links: ReadonlyArray<MenuLinkData | null> | null | undefined): MenusView {
  const byMenu = new Map<string, MenuLinkData[]>()
  for (const link of links ?? []) {
    if (!link?.menu_name) continue
    byMenu.set(link.menu_name, [...(byMenu.get(link.menu_name) ?? []), link])
  }
  const tree = (name: MenuName) => menuTree(byMenu.get(name) ?? [])
  return {
    main: tree("main"),
    tools: tree("tools"),
    footerColumns: FOOTER_COLUMNS.map(tree),
    footerAdditional: tree("footer-additional"),
    social: tree("footer-social").filter((item) => item.url),
  }
}
