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

/** String.prototype.localeCompare's order (the default locale), without a collator made per call. */
const compareTitles = new Intl.Collator().compare

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
  const sorted = [...links].sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0) || compareTitles(a.title ?? "", b.title ?? ""))
  // The build maps the menus for every page query: the links are grouped by parent once, not
  // searched again for each link's children.
  const linksByParent = new Map<string | null, MenuLinkData[]>()
  for (const link of sorted) {
    if (!link.drupal_id) continue
    const parent = parentId(link.drupal_parent_menu_item)
    const siblings = linksByParent.get(parent)
    if (siblings) siblings.push(link)
    else linksByParent.set(parent, [link])
  }
  const childrenOf = (id: string | null, ancestors: ReadonlySet<string>): MenuItemView[] =>
    (linksByParent.get(id) ?? [])
      .filter((link) => !ancestors.has(link.drupal_id as string))
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

/**
 * The shell's menus from the links of one language. The build maps them once per page query
 * (Query.shellMenus, plugins/drupal-schema/shell-menus.ts): pages carry the trees, not the links.
 */
export function mapMenus(links: ReadonlyArray<MenuLinkData | null> | null | undefined): MenusView {
  const byMenu = new Map<string, MenuLinkData[]>()
  for (const link of links ?? []) {
    if (!link?.menu_name) continue
    const menu = byMenu.get(link.menu_name)
    if (menu) menu.push(link)
    else byMenu.set(link.menu_name, [link])
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

const NO_MENUS: MenusView = { main: [], tools: [], footerColumns: FOOTER_COLUMNS.map(() => []), footerAdditional: [], social: [] }

/**
 * The menus as a page query gives them (Query.shellMenus, a JSON value the build made with
 * mapMenus); none when the value is not of that shape (a page whose query left them out).
 */
export function menusFromData(value: unknown): MenusView {
  if (!value || typeof value !== "object") return NO_MENUS
  const menus = value as Partial<Record<keyof MenusView, unknown>>
  const lists = [menus.main, menus.tools, menus.footerAdditional, menus.social]
  if (!lists.every(Array.isArray) || !Array.isArray(menus.footerColumns) || !menus.footerColumns.every(Array.isArray)) return NO_MENUS
  return value as MenusView
}
