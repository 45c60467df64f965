import path from "node:path"
import { loadContent } from "./content-store"

const CONTENT_DIR = path.join(__dirname, "../../content")

describe("CONTENT_SCALE", () => {
  it("multiplies the leaf pages with their own aliases and titles, and leaves routes and fixed pages alone", async () => {
    const [plain, scaled] = await Promise.all([loadContent(CONTENT_DIR, 1), loadContent(CONTENT_DIR, 3)])
    expect(scaled.ofType("node--news")).toHaveLength(plain.ofType("node--news").length * 3)
    expect(scaled.ofType("node--location")).toHaveLength(plain.ofType("node--location").length * 3)
    expect(scaled.ofType("node--route")).toHaveLength(plain.ofType("node--route").length)
    const original = plain.ofType("node--news")[0]
    const copies = scaled.ofType("node--news").filter((node) => node.key.startsWith(`${original.key}~`))
    expect(copies).toHaveLength(2)
    for (const copy of copies) {
      expect(copy.uuid).not.toBe(original.uuid)
      expect(copy.languages).toEqual(original.languages)
      expect(JSON.stringify(copy.values.title)).not.toBe(JSON.stringify(original.values.title))
      expect(JSON.stringify(copy.values.path)).not.toBe(JSON.stringify(original.values.path))
    }
  })
})
