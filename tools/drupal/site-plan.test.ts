import { readFileSync } from "node:fs"
import { LOCALES } from "../../src/config/locales"
import { ALL_BUNDLES, fieldsOf, isTranslatableField, isTranslatableType } from "../../src/drupal/model"
import { bundleOf, entityTypeOf } from "../../src/drupal/model/types"
import { SITE_PLAN_FILE, sitePlanJson } from "./export-plan"
import { API_ROLE_PERMISSIONS, cardinalityOf, sitePlan } from "./site-plan"

const plan = sitePlan()

describe("the Drupal site plan", () => {
  it("is what drupal/site-plan.json holds (run npm run drupal:plan after changing the model)", () => {
    expect(readFileSync(SITE_PLAN_FILE, "utf8")).toBe(sitePlanJson())
  })

  it("has a bundle for every bundle of the content model that Drupal does not have built in", () => {
    const planned = plan.bundles.map((bundle) => `${bundle.entityType}--${bundle.bundle}`)
    const expected = ALL_BUNDLES.map((bundle) => bundle.type).filter((type) => !["file", "redirect"].includes(entityTypeOf(type)))
    expect(planned.sort()).toEqual(expected.sort())
    expect(planned).toContain("paragraph--accordion")
    expect(planned).toContain("config_pages--site_settings")
    expect(plan.fields.filter((field) => field.name === "body").map((field) => field.bundle)).toContain("page")
  })

  it("has every field of every bundle that is not a base field, with the model's cardinality", () => {
    for (const bundle of ALL_BUNDLES) {
      for (const [name, field] of Object.entries(bundle.fields)) {
        if (name === "field_media_image") continue
        const planned = plan.fields.find(
          (candidate) =>
            candidate.entityType === entityTypeOf(bundle.type) && candidate.bundle === bundleOf(bundle.type) && candidate.name === name,
        )
        expect({ type: bundle.type, name, cardinality: planned?.cardinality }).toEqual({
          type: bundle.type,
          name,
          cardinality: cardinalityOf(field),
        })
      }
    }
  })

  it("keeps the model's translatability, except paragraph reference fields, whose paragraphs translate", () => {
    for (const field of plan.fields) {
      const model = fieldsOf(`${field.entityType}--${field.bundle}`)[field.name]
      const expected =
        field.drupalType === "entity_reference_revisions"
          ? false
          : isTranslatableField(model) && isTranslatableType(`${field.entityType}--${field.bundle}`)
      expect({ field: `${field.entityType}.${field.bundle}.${field.name}`, translatable: field.translatable }).toEqual({
        field: `${field.entityType}.${field.bundle}.${field.name}`,
        translatable: expected,
      })
    }
    expect(plan.fields.find((field) => field.bundle === "route" && field.name === "field_components")?.translatable).toBe(false)
    expect(plan.fields.find((field) => field.bundle === "route" && field.name === "field_description")?.translatable).toBe(true)
  })

  it("makes multiple fields and key-value lists unlimited, the rest single", () => {
    expect(cardinalityOf({ type: "key_value", label: "Specifications" })).toBe(-1)
    expect(cardinalityOf({ type: "string", label: "Services", multiple: true })).toBe(-1)
    expect(cardinalityOf({ type: "string", label: "Phone" })).toBe(1)
  })

  it("gives one field name one storage per entity type, as Drupal requires", () => {
    const storages = new Map<string, string>()
    for (const field of plan.fields) {
      const key = `${field.entityType}.${field.name}`
      const storage = JSON.stringify([field.drupalType, field.cardinality, field.storageSettings])
      expect([key, storages.get(key) ?? storage]).toEqual([key, storage])
      storages.set(key, storage)
    }
  })

  it("points references at the model's target bundles", () => {
    const category = plan.fields.find((field) => field.bundle === "knowledge" && field.name === "field_category")
    expect(category?.storageSettings).toEqual({ target_type: "taxonomy_term" })
    expect(category?.settings).toEqual({
      handler: "default:taxonomy_term",
      handler_settings: { target_bundles: { knowledge_category: "knowledge_category" } },
    })
  })

  it("has the 19 locales as languages, the default unprefixed, every weight distinct", () => {
    expect(plan.languages.map((language) => language.langcode)).toEqual(LOCALES.map((locale) => locale.code))
    expect(plan.languages.filter((language) => language.prefix === "").map((language) => language.langcode)).toEqual(["en"])
    expect(plan.languages.find((language) => language.langcode === "nl-be")?.prefix).toBe("nl-be")
    expect(new Set(plan.languages.map((language) => language.weight)).size).toBe(19)
  })

  it("gives the API role what sourcing reads beyond anonymous access, and nothing to edit content", () => {
    expect(plan.apiRole.permissions).toEqual(API_ROLE_PERMISSIONS)
    expect(plan.apiRole.permissions).toEqual(
      expect.arrayContaining(["administer menu", "administer redirects", "view site_settings config page entity"]),
    )
    expect(plan.apiRole.permissions.filter((permission) => /^(create|edit|delete)/.test(permission))).toEqual([])
  })

  it("gives the preview role what reading drafts needs and the build role must not have, and nothing to edit or administer", () => {
    expect(plan.previewRole.id).not.toBe(plan.apiRole.id)
    expect(plan.previewRole.permissions).toEqual(expect.arrayContaining(["view any unpublished content", "view all revisions"]))
    expect(plan.apiRole.permissions).not.toEqual(expect.arrayContaining(["view any unpublished content"]))
    expect(plan.apiRole.permissions).not.toEqual(expect.arrayContaining(["view all revisions"]))
    expect(plan.previewRole.permissions.filter((permission) => /^(create|edit|delete|administer)/.test(permission))).toEqual([])
  })

  it("turns JSON:API Extras' include_count on and indexes the node fields the search boosts", () => {
    expect(plan.jsonapi).toEqual({ readOnly: false, pathPrefix: "jsonapi", includeCount: true })
    expect(plan.search).toMatchObject({ indexId: "search", fulltextFields: { title: 5, field_description: 2, body: 1 } })
  })

  it("logs published nodes for fastBuilds and calls the build hook on every node save, the local receiver unless told", () => {
    expect(plan.modules).toEqual(expect.arrayContaining(["gatsby", "gatsby_fastbuilds", "build_hooks", "fleetlane_fastbuilds"]))
    expect(plan.apiRole.permissions).toContain("sync gatsby fastbuild log entities")
    expect(plan.publishing).toMatchObject({ gatsbyEntityTypes: ["node"], logPublished: true, buildHooksEntityTypes: ["node"] })
    expect(plan.publishing.frontendEnvironment).toMatchObject({
      plugin: "generic",
      deploymentStrategy: "entitysave",
      defaultBuildHookUrl: "http://127.0.0.1:21888/build_hooks/local",
    })
  })
})
