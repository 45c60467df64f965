import { builtinModules } from "node:module"
import { isLeftToNode, packageOf } from "./left-to-node"

const context = { aliases: ["@reach/router", "gatsby-core-utils/create-content-digest", "react-dom", "react"], builtins: builtinModules }

describe("the requests the HTML renderer leaves to Node", () => {
  it.each(["i18next", "react-i18next", "yup", "@hookform/resolvers/yup", "libphonenumber-js/core", "@react-google-maps/api"])(
    "leaves the CommonJS package %s to Node",
    (request) => expect(isLeftToNode(request, context)).toBe(true),
  )

  it.each([
    ["a relative module of the site", "./Header"],
    ["an absolute path", "/work/site/src/config/env.ts"],
    ["a request with a loader", "null-loader!./style.css"],
    ["a stylesheet of a package", "slick-carousel/slick/slick.css"],
    ["a data file of a package", "i18n-iso-countries/langs/en.json"],
    ["a Node built-in, which Gatsby tracks", "fs"],
    ["a Node built-in under node:", "node:path"],
    ["Gatsby's runtime", "gatsby"],
    ["a Gatsby package", "gatsby-plugin-image"],
    ["Gatsby's router", "@gatsbyjs/reach-router"],
    ["React, which Gatsby makes external itself", "react"],
    ["an aliased request", "@reach/router"],
    ["a request under an alias", "gatsby-core-utils/create-content-digest"],
  ])("keeps %s bundled (%s)", (_, request) => expect(isLeftToNode(request, context)).toBe(false))

  it("names the package of a scoped or deep request", () => {
    expect(packageOf("@hookform/resolvers/yup")).toBe("@hookform/resolvers")
    expect(packageOf("libphonenumber-js/core")).toBe("libphonenumber-js")
    expect(packageOf("yup")).toBe("yup")
  })
})
