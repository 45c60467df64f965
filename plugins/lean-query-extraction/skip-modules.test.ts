import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { store } from "gatsby/dist/redux"
import { skipModulesWithoutQueries, type FileParserClass } from "./skip-modules"

type GatsbyFileParser = FileParserClass & (new () => { parseFile(file: string, addError: jest.Mock): Promise<unknown> })

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lean-query-extraction-"))
function module(name: string, text: string): string {
  const file = path.join(dir, name)
  fs.writeFileSync(file, text)
  return file
}

const CONFIG_IMPORT = `import { LOCALE_CODES } from "../config/locales"\nexport const PageHeader = () => LOCALE_CODES.length\n`
const FRAGMENT = 'import { graphql } from "gatsby"\nexport const fragment = graphql`fragment SiteTitle on Site { id }`\n'
const PAGE = `export default function Preview() { return null }\nexport function Head() { return null }\n`

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe("lean-query-extraction, with Gatsby's own parser", () => {
  // Gatsby's own class (its internal module has no types).
  const parser = jest.requireActual<{ default: GatsbyFileParser }>("gatsby/dist/query/file-parser").default
  const pageComponents = new Set<string>()
  let undo: () => void
  beforeEach(() => {
    pageComponents.clear()
    undo = skipModulesWithoutQueries(parser, (file) => pageComponents.has(file))
  })
  afterEach(() => undo())

  it("does not parse a module that only imports from config/ or names a header", async () => {
    undo()
    const gatsbyParse = jest.spyOn(parser.prototype, "parseFile")
    undo = skipModulesWithoutQueries(parser, (file) => pageComponents.has(file))
    const addError = jest.fn()
    expect(await new parser().parseFile(module("header.ts", CONFIG_IMPORT), addError)).toBeNull()
    expect(gatsbyParse).not.toHaveBeenCalled()
    expect(addError).not.toHaveBeenCalled()
    await new parser().parseFile(module("fragment-too.ts", FRAGMENT), addError)
    expect(gatsbyParse).toHaveBeenCalledTimes(1)
    undo()
    gatsbyParse.mockRestore()
    undo = skipModulesWithoutQueries(parser, (file) => pageComponents.has(file))
  })

  it("still finds the fragments of a module that has them", async () => {
    const result = (await new parser().parseFile(module("fragment.ts", FRAGMENT), jest.fn())) as { astDefinitions: unknown[] }
    expect(result.astDefinitions).toHaveLength(1)
  })

  it("parses a page component whatever its text, so its exports (Head, config) are recorded", async () => {
    const dispatch = jest.spyOn(store, "dispatch")
    const file = module("preview.tsx", PAGE)
    expect(await new parser().parseFile(file, jest.fn())).toBeNull()
    expect(dispatch).not.toHaveBeenCalled()
    pageComponents.add(file)
    expect(await new parser().parseFile(file, jest.fn())).toEqual({ astDefinitions: [], pageSlices: null })
    expect(dispatch).toHaveBeenCalledWith({
      type: "SET_COMPONENT_FEATURES",
      payload: { componentPath: file, serverData: false, config: false, Head: true },
    })
    dispatch.mockRestore()
  })

  it("leaves a module it cannot read to Gatsby, which reports it", async () => {
    const addError = jest.fn()
    expect(await new parser().parseFile(path.join(dir, "missing.ts"), addError)).toBeNull()
    expect(addError).toHaveBeenCalledWith(expect.objectContaining({ id: "85913" }))
  })

  it("gives Gatsby's parser back", () => {
    const wrapped = parser.prototype.parseFile
    undo()
    expect(parser.prototype.parseFile).not.toBe(wrapped)
    undo = skipModulesWithoutQueries(parser, () => false)
  })
})
