import type { PageBaseData } from "./page"
import type { ShellData } from "./shell-frame"

/** What a template's page query returns: the shell (...PageStrings) and the node (...PageBase). */
export interface NodePageData extends ShellData {
  readonly node: PageBaseData | null | undefined
}
