import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { onCreateWebpackConfig } from "./gatsby-node"

interface Resolver {
  themes: { themeDir: string; themeName: string }[]
  getThemeAndComponent(file: string): [{ themeName: string } | null, string | null]
  resolveComponentPath(request: { theme: { themeName: string }; component: string; originalRequestComponent: string }): string | null
}

const sites: string[] = []
afterAll(() => sites.forEach((site) => fs.rmSync(site, { recursive: true, force: true })))

/** Gatsby's own resolver plugin (its internal module has no types). */
const ShadowingResolver = require("gatsby/dist/internal-plugins/webpack-theme-component-shadowing") as new (options: {
  projectRoot: string
  themes: Resolver["themes"]
  extensions: string[]
}) => Resolver

/** A site with a theme of its own: the theme's Header, shadowed by the site's src/gatsby-theme-shop/Header.tsx. */
function siteWithTheme() {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "site-not-a-theme-"))
  sites.push(site)
  const theme = path.join(site, "plugins", "gatsby-theme-shop")
  fs.mkdirSync(path.join(theme, "src"), { recursive: true })
  fs.writeFileSync(path.join(theme, "src", "Header.tsx"), "export {}")
  fs.mkdirSync(path.join(site, "src", "gatsby-theme-shop"), { recursive: true })
  fs.writeFileSync(path.join(site, "src", "gatsby-theme-shop", "Header.tsx"), "export {}")
  const themes = [
    { themeDir: theme, themeName: "gatsby-theme-shop" },
    { themeDir: site, themeName: "default-site-plugin" },
  ]
  const resolver = new ShadowingResolver({ projectRoot: site, themes, extensions: [".tsx", ".ts", ".js"] })
  return { site, theme, resolver }
}

function run(site: string, resolver: Resolver) {
  const config = { resolve: { plugins: [{ constructor: { name: "OtherPlugin" } }, resolver] } }
  const replaceWebpackConfig = jest.fn()
  const args = {
    stage: "build-javascript",
    getConfig: () => config,
    actions: { replaceWebpackConfig },
    store: { getState: () => ({ program: { directory: site } }) },
  } as unknown as CreateWebpackConfigArgs
  onCreateWebpackConfig!(args, { plugins: [] }, () => undefined)
  return replaceWebpackConfig
}

describe("site-not-a-theme", () => {
  it("takes the site out of the shadowing resolver's themes, so its own modules are not looked up as shadows", () => {
    const { site, resolver } = siteWithTheme()
    expect(resolver.getThemeAndComponent(path.join(site, "src", "components", "Layout.tsx"))[0]?.themeName).toBe("default-site-plugin")
    const replaceWebpackConfig = run(site, resolver)
    expect(resolver.themes.map((theme) => theme.themeName)).toEqual(["gatsby-theme-shop"])
    expect(resolver.getThemeAndComponent(path.join(site, "src", "components", "Layout.tsx"))).toEqual([null, null])
    expect(replaceWebpackConfig).toHaveBeenCalled()
  })

  it("still shadows a theme's component with the site's", () => {
    const { site, theme, resolver } = siteWithTheme()
    run(site, resolver)
    const [owner, component] = resolver.getThemeAndComponent(path.join(theme, "src", "Header.tsx"))
    expect(owner?.themeName).toBe("gatsby-theme-shop")
    expect(resolver.resolveComponentPath({ theme: owner!, component: component!, originalRequestComponent: "Header" })).toBe(
      path.join(site, "src", "gatsby-theme-shop", "Header.tsx"),
    )
  })

  it("changes nothing when the config has no shadowing resolver", () => {
    const config = { resolve: { plugins: [{ constructor: { name: "OtherPlugin" } }] } }
    const replaceWebpackConfig = jest.fn()
    const args = {
      getConfig: () => config,
      actions: { replaceWebpackConfig },
      store: { getState: () => ({ program: { directory: "/site" } }) },
    }
    onCreateWebpackConfig!(args as unknown as CreateWebpackConfigArgs, { plugins: [] }, () => undefined)
    expect(replaceWebpackConfig).not.toHaveBeenCalled()
  })
})
