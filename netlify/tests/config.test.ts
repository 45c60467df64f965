import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "@babel/parser"
import {
  APPLICATION_RATE_LIMIT,
  ENQUIRY_RATE_LIMIT,
  LOOKUP_RATE_LIMIT,
  UPLOAD_CHUNK_RATE_LIMIT,
  UPLOAD_RATE_LIMIT,
} from "../lib/rate-limit"

const FUNCTIONS_DIR = path.join(__dirname, "..", "functions")

/** The function config as Netlify reads it: statically, from an object literal in the source. */
function literalConfig(file: string): Record<string, unknown> | undefined {
  const ast = parse(readFileSync(path.join(FUNCTIONS_DIR, file), "utf8"), { sourceType: "module", plugins: ["typescript"] })
  for (const node of ast.program.body) {
    if (node.type !== "ExportNamedDeclaration" || node.declaration?.type !== "VariableDeclaration") continue
    const declaration = node.declaration.declarations[0]
    if (declaration.id.type === "Identifier" && declaration.id.name === "config" && declaration.init?.type === "ObjectExpression") {
      return evaluate(declaration.init) as Record<string, unknown>
    }
  }
  return undefined
}

function evaluate(node: any): unknown {
  switch (node.type) {
    case "StringLiteral":
    case "NumericLiteral":
    case "BooleanLiteral":
      return node.value
    case "ArrayExpression":
      return node.elements.map(evaluate)
    case "ObjectExpression":
      return Object.fromEntries(
        node.properties.map((property: { key: { name?: string; value?: string }; value: unknown }) => [
          property.key.name ?? property.key.value,
          evaluate(property.value),
        ]),
      )
    default:
      return `<not a literal: ${node.type}>`
  }
}

const functions = readdirSync(FUNCTIONS_DIR).filter((file) => file.endsWith(".mts"))

describe("function configuration", () => {
  it.each([
    ["submit-hubspot-data.mts", ENQUIRY_RATE_LIMIT],
    ["send-data-form.mts", ENQUIRY_RATE_LIMIT],
    ["web-to-lead.mts", ENQUIRY_RATE_LIMIT],
    ["search-kvk-companies.mts", LOOKUP_RATE_LIMIT],
    ["fetch-kvk-company-details.mts", LOOKUP_RATE_LIMIT],
    ["form-start.mts", LOOKUP_RATE_LIMIT],
    ["send-application.mts", APPLICATION_RATE_LIMIT],
    ["send-mail.mts", APPLICATION_RATE_LIMIT],
    ["cv-uploads.mts", UPLOAD_RATE_LIMIT],
    ["cv-upload-complete.mts", UPLOAD_RATE_LIMIT],
    ["cv-upload-chunk.mts", UPLOAD_CHUNK_RATE_LIMIT],
  ])("%s declares its rate limit as a literal Netlify can read, aggregated by IP and domain", (file, limit) => {
    const config = literalConfig(file)
    expect(config?.rateLimit).toEqual(limit)
    expect(Array.isArray((config?.rateLimit as { aggregateBy: unknown }).aggregateBy)).toBe(true)
  })

  it.each(functions)("%s has a static path or schedule", (file) => {
    const config = literalConfig(file)
    expect(typeof config?.path === "string" || typeof config?.schedule === "string").toBe(true)
    expect(JSON.stringify(config)).not.toContain("<not a literal")
  })
})
