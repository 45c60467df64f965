import { FIXED_IDS } from "../../src/config/fixed-ids"
import { LOCALE_CODES } from "../../src/config/locales"
import { ALL_BUNDLES } from "../../src/drupal/model"
import { NODE_TYPES } from "../../src/drupal/model/nodes"
import { COMPONENT_PARAGRAPH_TYPES } from "../../src/drupal/model/paragraphs"
import { MENU_NAMES } from "../../src/drupal/model/site"
import { loadContent, valueIn, type ContentStore, type Entity } from "./content-store"
import { validateDocument } from "./jsonapi-structure"
import { startContentServer, type RunningContentServer } from "./server"
import { CONTENT_DIR } from "./settings"

/** What the demo content must cover for the site to show every feature in every locale. */

let store: ContentStore
let server: RunningContentServer

beforeAll(async () => {
  store = await loadContent(CONTENT_DIR)
  server = await startContentServer({ contentDir: CONTENT_DIR, port: 0 })
})

afterAll(() => server?.close())

const published = (entity: Entity) => entity.values.status !== false

/** Locales a paragraph appears in: those of the node that holds it, however deep. */
function hostLanguages(entity: Entity): string[] {
  let current: Entity | undefined = entity
  while (current?.parent) current = store.get(current.parent.type, current.parent.uuid)
  return current && current.type.startsWith("node--") && published(current) ? current.languages : []
}

describe("the demo content", () => {
  it("has a homepage, site settings and a 404-ready shell in every locale", () => {
    expect(store.get("node--route", FIXED_IDS.homepage)?.languages.sort()).toEqual([...LOCALE_CODES].sort())
    // config_pages: one entity per language context, as the module stores them.
    const contexts = store.ofType("config_pages--site_settings").map((settings) => settings.context?.language)
    expect(contexts.sort()).toEqual([...LOCALE_CODES].sort())
    const switcherLocales = store.ofType("taxonomy_term--country").flatMap((term) => term.values.field_locales as string[])
    expect([...new Set(switcherLocales)].sort()).toEqual([...LOCALE_CODES].sort())
  })

  it.each([...NODE_TYPES])("has %s pages in at least three locales", (nodeType) => {
    const locales = new Set(
      store
        .ofType(`node--${nodeType}`)
        .filter(published)
        .flatMap((node) => node.languages),
    )
    expect(locales.size).toBeGreaterThanOrEqual(3)
  })

  it("has some pages only in some locales", () => {
    const partial = store.entities.filter((entity) => entity.type.startsWith("node--") && entity.languages.length < LOCALE_CODES.length)
    expect(partial.length).toBeGreaterThan(10)
  })

  it.each([...COMPONENT_PARAGRAPH_TYPES])("uses %s in at least two locales", (paragraphType) => {
    const locales = new Set(store.ofType(paragraphType).flatMap(hostLanguages))
    expect(locales.size).toBeGreaterThanOrEqual(2)
  })

  it("has at least 120 locations in at least 13 countries, at coordinates inside Europe or Canada", () => {
    const locations = store.ofType("node--location").filter(published)
    expect(locations.length).toBeGreaterThanOrEqual(120)
    expect(new Set(locations.map((location) => location.values.field_country_code)).size).toBeGreaterThanOrEqual(13)
    for (const location of locations) {
      const position = location.values.field_geolocation as { lat: number; lng: number } | undefined
      if (!position) continue
      const inEurope = position.lat > 35 && position.lat < 71 && position.lng > -11 && position.lng < 32
      const inCanada = position.lat > 42 && position.lat < 70 && position.lng > -141 && position.lng < -52
      expect({ key: location.key, inside: inEurope || inCanada }).toEqual({ key: location.key, inside: true })
    }
  })

  it("has articles, news, people, equipment and vacancies", () => {
    for (const type of ["node--knowledge", "node--news", "node--people", "node--equipment_category", "node--equipment", "node--vacancy"]) {
      expect(store.ofType(type).filter(published).length).toBeGreaterThanOrEqual(3)
    }
  })

  it("fills every menu", () => {
    const menus = new Set(store.ofType("menu_link_content--menu_link_content").map((link) => valueIn(link.values.menu_name, "en", "en")))
    for (const menu of MENU_NAMES) expect(menus).toContain(menu)
  })

  it("is served as valid JSON:API in every collection and a sample of languages", async () => {
    for (const bundle of ALL_BUNDLES) {
      const [entityType, name] = bundle.type.split("--")
      for (const prefix of ["", "/nl", "/fr-ca"]) {
        const response = await fetch(`${server.url}${prefix}/jsonapi/${entityType}/${name}?page[limit]=50`)
        expect(response.status).toBe(200)
        expect(validateDocument(await response.json())).toEqual([])
      }
    }
  })
})
