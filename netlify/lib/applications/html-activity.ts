import { Parser } from "htmlparser2"

/**
 * Whether an HTML CV holds active content (issue 19): scripts, event handler attributes,
 * javascript: or data: links, frames, embedded objects, forms, or a refresh that sends the reader
 * elsewhere. An HTML parser reads the file as a browser would tokenise it, so case, spacing and
 * attribute quoting do not hide anything. Such a file is refused: recruiters open CVs in their
 * browser or mail client, and a CV needs none of it.
 */
const ACTIVE_ELEMENTS = new Set([
  "script",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "form",
  "base",
  "portal",
  "svg",
  "math",
])
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "data", "background", "poster", "srcset", "ping"])
const ACTIVE_URL = /^\s*(?:javascript|vbscript|data)\s*:/i

/** The value without control characters and whitespace (code points up to U+0020). */
function withoutControls(value: string): string {
  return [...value].filter((character) => character.codePointAt(0)! > 0x20).join("")
}

function isActiveAttribute(name: string, value: string): boolean {
  const lower = name.toLowerCase()
  if (lower.startsWith("on")) return true
  // Browsers drop control characters and whitespace inside a scheme ("java\tscript:").
  if (URL_ATTRIBUTES.has(lower)) return ACTIVE_URL.test(withoutControls(value))
  return false
}

export function hasActiveHtml(html: string): boolean {
  let active = false
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = name.toLowerCase()
        if (ACTIVE_ELEMENTS.has(element)) active = true
        if (element === "meta" && (attributes["http-equiv"] ?? "").toLowerCase() === "refresh") active = true
        if (element === "link" && /\b(?:import|preload|modulepreload|prefetch)\b/i.test(attributes.rel ?? "")) active = true
        for (const [attribute, value] of Object.entries(attributes)) if (isActiveAttribute(attribute, value)) active = true
      },
      onprocessinginstruction(name) {
        // <?xml-stylesheet ...?> can run XSLT in some readers.
        if (name.toLowerCase().startsWith("?xml-stylesheet")) active = true
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  )
  parser.write(html)
  parser.end()
  return active
}
