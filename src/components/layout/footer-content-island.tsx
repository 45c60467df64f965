import { mapShell } from "../../drupal/mappers/shell"
import type { RouteInfo, ShellData } from "../../drupal/mappers/shell-frame"
import { FooterContent, type FooterContentProps } from "./FooterContent"

/** What the footer hands its links: the shell's data, mapped here (the first page view needs no mapper). */
export interface FooterIslandProps extends Omit<FooterContentProps, "shell"> {
  data: ShellData
  route: RouteInfo
}

function FooterContentFromData({ data, route, ...props }: FooterIslandProps) {
  return <FooterContent shell={mapShell(data, route)} {...props} />
}

export { FooterContentFromData as Component }
