import { createResolvers, onCreateNode } from "./gatsby-node"
import { MENU_LINK_TYPE } from "./shell-menus"

interface FakeNode {
  id: string
  internal: { contentDigest: string }
  [field: string]: unknown
}

/** Query.shellMenus's resolver, as Gatsby gets it from createResolvers. */
function shellMenusResolver() {
  let resolvers: Record<string, Record<string, { resolve: (...args: unknown[]) => unknown }>> = {}
  const register = createResolvers as unknown as (args: { createResolvers: (value: typeof resolvers) => void }) => void
  register({ createResolvers: (value) => (resolvers = value) })
  return resolvers.Query.shellMenus.resolve
}

/** A node model holding a page and the menu links; each read hands out fresh copies, as Gatsby does. */
function nodeModel(links: () => FakeNode[], pages: () => FakeNode[]) {
  const reads: string[] = []
  return {
    reads,
    findAll: async ({ type }: { type: string }) => {
      reads.push(type)
      const nodes = type === MENU_LINK_TYPE ? links() : type === "DrupalNode" ? pages() : []
      return { entries: nodes.map((node) => structuredClone(node)) }
    },
  }
}

const link = (title: string, digest: string): FakeNode => ({
  id: "link-en",
  internal: { contentDigest: digest },
  drupal_id: "link",
  title,
  menu_name: "main",
  weight: 0,
  langcode: "en",
  link: { uri: "entity:node/7" },
})

const page = (alias: string): FakeNode => ({
  id: "page-en",
  internal: { contentDigest: alias },
  drupal_id: "p",
  drupal_internal__nid: 7,
  langcode: "en",
  status: true,
  path: { alias },
})

describe("Query.shellMenus", () => {
  const resolve = shellMenusResolver()
  const menusOf = async (model: ReturnType<typeof nodeModel>) =>
    (await resolve({}, { langcode: "en" }, { nodeModel: model }, {})) as { main: Array<{ title: string; url: string }> }
  beforeEach(() => (onCreateNode as (args: unknown) => void)({}))

  it("maps the language's links into the shell's trees, and reads the links on every page (its dependency)", async () => {
    const model = nodeModel(
      () => [link("Rent", "d1")],
      () => [page("/rent")],
    )
    const first = await menusOf(model)
    expect(first.main).toEqual([expect.objectContaining({ title: "Rent", url: "/en/rent/" })])
    expect(await menusOf(model)).toBe(first)
    expect(model.reads.filter((type) => type === MENU_LINK_TYPE)).toHaveLength(2)
  })

  it("maps them again when a link changed", async () => {
    let current = link("Rent", "d1")
    const model = nodeModel(
      () => [current],
      () => [page("/rent")],
    )
    await menusOf(model)
    current = link("Rent a trailer", "d2")
    expect((await menusOf(model)).main[0].title).toBe("Rent a trailer")
  })

  it("maps them again when a page a link points to moved", async () => {
    let alias = "/rent"
    const model = nodeModel(
      () => [link("Rent", "d1")],
      () => [page(alias)],
    )
    expect((await menusOf(model)).main[0].url).toBe("/en/rent/")
    alias = "/hire"
    ;(onCreateNode as (args: unknown) => void)({})
    expect((await menusOf(model)).main[0].url).toBe("/en/hire/")
  })
})
