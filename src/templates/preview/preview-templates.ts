import type { ComponentType } from "react"
import BasicPageTemplate from "../page"

/**
 * The template of each node type the preview can show: the very templates of the build, given
 * the draft where their page query puts the node. Every type here has its includes in
 * src/config/preview.ts (a test keeps the two lists the same).
 */
export const PREVIEW_TEMPLATES: Readonly<Record<string, ComponentType<never>>> = {
  "node--page": BasicPageTemplate as ComponentType<never>,
}
