import { buildSchema, isInterfaceType, isObjectType, isUnionType, type GraphQLObjectType } from "graphql"
import { typeDefinitions } from "./type-definitions"

/** Gatsby's built-ins the generated SDL relies on, so graphql-js can build it on its own. */
const GATSBY_PRELUDE = `
  directive @link(from: String, by: String) on FIELD_DEFINITION
  directive @dateformat(formatString: String) on FIELD_DEFINITION
  directive @drupalLink on FIELD_DEFINITION
  directive @nodeInterface on INTERFACE
  scalar Date
  scalar JSON
  interface Node { id: ID! }
  type File implements Node { id: ID! }
  type Query { node: Node }
`

const schema = buildSchema(GATSBY_PRELUDE + typeDefinitions())

function objectType(name: string): GraphQLObjectType {
  const type = schema.getType(name)
  if (!isObjectType(type)) throw new Error(`${name} is not an object type`)
  return type
}

describe("typeDefinitions", () => {
  it("builds a valid schema with a type per bundle", () => {
    for (const name of [
      "node__page",
      "node__location",
      "paragraph__faq",
      "taxonomy_term__country",
      "menu_link_content__menu_link_content",
      "config_pages__site_settings",
      "redirect__redirect",
      "file__file",
    ]) {
      expect(
        objectType(name)
          .getInterfaces()
          .map((face) => face.name),
      ).toContain("Node")
    }
  })

  it("types attributes from the field definitions", () => {
    const fields = objectType("node__location").getFields()
    expect(String(fields.field_geolocation.type)).toBe("DrupalGeolocation")
    expect(String(fields.field_services.type)).toBe("[String]")
    expect(String(fields.field_opening_hours.type)).toBe("DrupalFormattedText")
    expect(String(objectType("node__page").getFields().body.type)).toBe("DrupalFormattedTextWithSummary")
    expect(String(objectType("paragraph__card_item").getFields().field_buttons.type)).toBe("[DrupalLink]")
  })

  it("links relationships to one type, a shared interface, or a union", () => {
    const page = objectType("node__pageRelationships").getFields()
    expect(String(page.field_components.type)).toBe("[DrupalComponent]")
    expect(String(page.field_hero_image.type)).toBe("media__image")
    expect(String(page.field_parent.type)).toBe("DrupalNode")
    expect(isInterfaceType(schema.getType("DrupalComponent"))).toBe(true)
    const card = objectType("paragraph__card_itemRelationships").getFields()
    expect(String(card.field_category.type)).toBe("DrupalTaxonomyTerm")
    expect(isUnionType(schema.getType("DrupalComponent"))).toBe(false)
  })

  it("exposes the image meta gatsby-source-drupal copies onto media and the downloaded file", () => {
    expect(String(objectType("media__image").getFields().field_media_image.type)).toBe("DrupalImageMeta")
    expect(String(objectType("file__file").getFields().localFile.type)).toBe("File")
  })

  it("puts every component paragraph behind the DrupalComponent interface with the Component fields", () => {
    const implementations = schema.getImplementations(schema.getType("DrupalComponent") as never).objects.map((type) => type.name)
    expect(implementations).toHaveLength(18)
    expect(objectType("paragraph__people_categories").getFields()).toHaveProperty("field_is_expand_items")
  })

  it("lets a fragment on DrupalNode follow the page shell's relationships of every page type", () => {
    const shared = schema.getType("DrupalNodeRelationships")
    if (!isInterfaceType(shared)) throw new Error("DrupalNodeRelationships is not an interface")
    expect(Object.keys(shared.getFields()).sort()).toEqual(["field_hero_image", "field_meta_image", "field_parent", "field_slides"])
    expect(String(shared.getFields().field_parent.type)).toBe("DrupalNode")
    expect(String(shared.getFields().field_slides.type)).toBe("[paragraph__slide]")
    const node = schema.getType("DrupalNode")
    if (!isInterfaceType(node)) throw new Error("DrupalNode is not an interface")
    expect(String(node.getFields().relationships.type)).toBe("DrupalNodeRelationships")
    const implementations = schema.getImplementations(shared).objects.map((type) => type.name)
    expect(implementations).toContain("node__routeRelationships")
    expect(implementations).toHaveLength(11)
  })
})
