import { readFile, readdir, writeFile } from "node:fs/promises"
import path from "node:path"
import { parseDocument } from "yaml"
import { uuidFromName } from "../content-server/ids"

/**
 * The one page the bench edits to measure a change reaching the site: the demo rebuild (build.ts)
 * saves its new title in the content file, publish-to-live (publish.ts) publishes it through the
 * content server's editorial endpoint.
 */
export interface EditablePage {
  /** The content file it comes from, and that file relative to the content folder. */
  file: string
  contentFile: string
  type: "node--page"
  /** Its uuid, as the content server gives it (content-store.ts). */
  id: string
  /** Its English title and the path the site serves it at. */
  title: string
  pagePath: string
}

const isUnpublished = (status: unknown) => status === false || (typeof status === "object" && status !== null && "en" in status && !status.en)

/** The first published basic page (by file name) with an English title and alias. */
export async function editablePage(contentDir: string): Promise<EditablePage> {
  const folder = path.join(contentDir, "node", "page")
  for (const name of (await readdir(folder)).filter((entry) => entry.endsWith(".yaml")).sort()) {
    const file = path.join(folder, name)
    const data = parseDocument(await readFile(file, "utf8")).toJS() as Record<string, unknown>
    const title = (data.title as Record<string, unknown> | undefined)?.en
    const alias = (data.path as Record<string, unknown> | undefined)?.en
    if (typeof title !== "string" || typeof alias !== "string" || isUnpublished(data.status)) continue
    const key = String(data.key ?? path.basename(name, ".yaml"))
    const id = typeof data.uuid === "string" ? data.uuid : uuidFromName(`node--page:${key}`)
    return { file, contentFile: path.relative(contentDir, file), type: "node--page", id, title, pagePath: `/en/${alias.replace(/^\/+|\/+$/g, "")}/` }
  }
  throw new Error(`No published page in ${folder} has an English title and alias to edit.`)
}

/** The title with the bench's edit mark, replacing an earlier one: "Privacy (edit 2)". */
export function editedTitle(title: string, edit: string): string {
  return `${title.replace(/ \(edit [^)]*\)$/, "")} (edit ${edit})`
}

/** Saves a new English title in the page's content file. */
export async function saveTitleInFile(page: EditablePage, title: string): Promise<void> {
  const document = parseDocument(await readFile(page.file, "utf8"))
  document.setIn(["title", "en"], title)
  await writeFile(page.file, document.toString())
}
