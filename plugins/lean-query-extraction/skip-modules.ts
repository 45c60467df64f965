import { readFile } from "node:fs/promises"

/**
 * What Gatsby's query extraction takes from a module that is no page component: GraphQL queries and
 * fragments (its `graphql` tags), the Slices it renders and gatsby-plugin-image's StaticImage. A
 * module whose text has none of these words gives it nothing.
 */
const EXTRACTED_FROM_ANY_MODULE = ["graphql", "Slice", "gatsby-plugin-image"]

type ParseFile = (this: unknown, file: string, addError: unknown) => Promise<unknown>

/** Gatsby's FileParser class (gatsby/dist/query/file-parser), as far as this uses it. */
export interface FileParserClass {
  prototype: { parseFile: ParseFile }
}

/**
 * Gatsby parses every module of the site whose text has `graphql`, `config`, `Head`,
 * `getServerData`, `Slice` or `gatsby-plugin-image`: `config`, `Head` and `getServerData` for a page
 * component's exports, which it records only for page components. Here a module that is not a page
 * component is parsed only when it has one of the words above; page components, and any module that
 * cannot be read (Gatsby reports it), go to Gatsby's parser as before. Returns the undo.
 */
export function skipModulesWithoutQueries(parser: FileParserClass, isPageComponent: (file: string) => boolean): () => void {
  const parseFile = parser.prototype.parseFile
  parser.prototype.parseFile = async function (this: unknown, file: string, addError: unknown) {
    if (!isPageComponent(file)) {
      const text = await readFile(file, "utf8").catch(() => undefined)
      if (text !== undefined && !EXTRACTED_FROM_ANY_MODULE.some((word) => text.includes(word))) return null
    }
    return parseFile.call(this, file, addError)
  }
  return () => {
    parser.prototype.parseFile = parseFile
  }
}
