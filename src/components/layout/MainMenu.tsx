import type { MenuItemView } from "../../drupal/mappers/menus"
import { ShellLink } from "./ShellLink"
import { Submenu } from "./Submenu"

export interface SubmenuState {
  isOpen: (id: string) => boolean
  open: (id: string) => void
  /** Closes the submenu and every submenu inside it. */
  close: (item: MenuItemView) => void
}

interface MenuListProps {
  items: readonly MenuItemView[]
  submenus: SubmenuState
  backLabel: string
}

/** A level of the main menu; items with children open a submenu of their own. */
export function MenuList({ items, submenus, backLabel }: MenuListProps) {
  const childOpen = items.some((item) => submenus.isOpen(item.id))
  return (
    <ul className={childOpen ? "menu-list has-open-child" : "menu-list"}>
      {items.map((item) => {
        const open = submenus.isOpen(item.id)
        if (!item.children.length) {
          return (
            <li key={item.id} className="menu-item">
              <ShellLink to={item.url ?? "#"} external={item.external} className="menu-item__link">
                {item.title}
              </ShellLink>
            </li>
          )
        }
        return (
          <li key={item.id} className={open ? "menu-item is-open" : "menu-item"}>
            <Submenu
              id={`submenu-${item.id}`}
              open={open}
              onOpen={() => submenus.open(item.id)}
              onBack={() => submenus.close(item)}
              trigger={item.title}
              triggerClassName="menu-item__toggle"
              backLabel={backLabel}
              heading={
                item.url ? (
                  <ShellLink to={item.url} external={item.external} className="submenu__title">
                    {item.title}
                  </ShellLink>
                ) : (
                  <span className="submenu__title">{item.title}</span>
                )
              }
            >
              <MenuList items={item.children} submenus={submenus} backLabel={backLabel} />
            </Submenu>
          </li>
        )
      })}
    </ul>
  )
}
