import type { SourceNodesArgs } from "gatsby"
import { sourceNodes } from "./keep-site-page-nodes"

function touchedAfterSourcing(pagePaths: string[]) {
  const touchNode = jest.fn()
  const pages = new Map(pagePaths.map((path) => [path, { path }]))
  const args = { actions: { touchNode }, store: { getState: () => ({ pages }) } } as unknown as SourceNodesArgs
  void sourceNodes!(args, { plugins: [] }, () => undefined)
  return touchNode.mock.calls.map(([node]: [{ id: string; internal: { type: string } }]) => node)
}

describe("keep-site-page-nodes", () => {
  it("touches the SitePage node of every page kept from the last build, under the id Gatsby gives it", () => {
    expect(touchedAfterSourcing(["/en/", "/de/standorte/"])).toEqual([
      { id: "SitePage /en/", internal: { type: "SitePage" } },
      { id: "SitePage /de/standorte/", internal: { type: "SitePage" } },
    ])
  })

  it("touches nothing in a build without a cache", () => {
    expect(touchedAfterSourcing([])).toEqual([])
  })
})
