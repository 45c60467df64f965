import { mapShell } from "../../drupal/mappers/shell"
import type { RouteInfo, ShellData } from "../../drupal/mappers/shell-frame"
import { Navigation, type NavigationProps } from "./Navigation"

/** What the layout hands the navigation: the shell's data, mapped here (the first page view needs no mapper). */
export interface NavigationIslandProps extends Omit<NavigationProps, "shell"> {
  data: ShellData
  route: RouteInfo
}

function NavigationFromData({ data, route, ...props }: NavigationIslandProps) {
  return <Navigation shell={mapShell(data, route)} {...props} />
}

export { NavigationFromData as Component }
