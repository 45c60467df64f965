import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { stringify } from "yaml"
import { loadContent, type ContentStore } from "./content-store"
import { applyEditorialChange, EditorialError, labelIn } from "./editorial"
import { isPublished } from "./jsonapi"

let contentDir: string
let store: ContentStore

beforeEach(async () => {
  contentDir = await mkdtemp(path.join(os.tmpdir(), "editorial-"))
  const file = path.join(contentDir, "node/page/terms.yaml")
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(
    file,
    stringify({
      type: "node--page",
      title: { en: "Terms", "nl-be": "Voorwaarden", de: "AGB" },
      path: { en: "/terms", "nl-be": "/voorwaarden", de: "/agb" },
    }),
  )
  store = await loadContent(contentDir, 1)
})

afterEach(() => rm(contentDir, { recursive: true, force: true }))

const page = () => store.ofType("node--page")[0]

describe("applyEditorialChange", () => {
  it("edits one translation and leaves the others as they were", () => {
    const outcome = applyEditorialChange(store, {
      type: "node--page",
      uuid: page().uuid,
      langcode: "nl-be",
      action: "publish",
      set: { title: "Algemene voorwaarden" },
    })
    expect(outcome.logAction).toBe("update")
    expect(labelIn(page(), "nl-be")).toBe("Algemene voorwaarden")
    expect(labelIn(page(), "en")).toBe("Terms")
  })

  it("hides an unpublished translation and brings it back on publish", () => {
    applyEditorialChange(store, { type: "node--page", uuid: page().uuid, langcode: "de", action: "unpublish" })
    expect(page().languages).toEqual(["en", "nl-be"])
    expect(isPublished(page())).toBe(true)
    const outcome = applyEditorialChange(store, { type: "node--page", uuid: page().uuid, langcode: "de", action: "publish" })
    expect(outcome.logAction).toBe("insert")
    expect(page().languages).toContain("de")
  })

  it("unpublishes the whole entity with its original language", () => {
    applyEditorialChange(store, { type: "node--page", uuid: page().uuid, langcode: "en", action: "unpublish" })
    expect(isPublished(page())).toBe(false)
  })

  it("deletes one translation, or the entity with its original language", () => {
    const uuid = page().uuid
    expect(applyEditorialChange(store, { type: "node--page", uuid, langcode: "de", action: "delete" }).removed).toBe(false)
    expect(page().languages).toEqual(["en", "nl-be"])
    expect(applyEditorialChange(store, { type: "node--page", uuid, langcode: "en", action: "delete" }).removed).toBe(true)
    expect(store.get("node--page", uuid)).toBeUndefined()
    expect(store.ofType("node--page")).toHaveLength(0)
  })

  it("refuses unknown entities, languages, fields and missing translations", () => {
    const uuid = page().uuid
    const refusal = (change: Parameters<typeof applyEditorialChange>[1]) => {
      try {
        applyEditorialChange(store, change)
      } catch (error) {
        return error instanceof EditorialError ? error.status : error
      }
      return null
    }
    expect(refusal({ type: "node--page", uuid: "nope", langcode: "en", action: "publish" })).toBe(404)
    expect(refusal({ type: "node--page", uuid, langcode: "xx", action: "publish" })).toBe(422)
    expect(refusal({ type: "node--page", uuid, langcode: "en", action: "publish", set: { field_nothing: "x" } })).toBe(422)
    expect(refusal({ type: "node--page", uuid, langcode: "fr", action: "unpublish" })).toBe(404)
    expect(refusal({ type: "node--page", uuid, langcode: "fr", action: "publish" })).toBe(422)
  })
})
