import type { GatsbyNode } from "gatsby"

/**
 * babel-preset-gatsby compiles `?.` and `??` for every browser, whatever the browserslist says,
 * and by default each check is `null === a || void 0 === a`, for the sake of `document.all` (the
 * one object that is `== null` without being null or undefined). The site never reads
 * `document.all`, so Babel may assume so (its `noDocumentAll` assumption) and write `null == a`:
 * the same behaviour for every other value, in fewer bytes on every page.
 */
const BABEL_ASSUMPTIONS = { noDocumentAll: true } as const

export const onCreateBabelConfig: GatsbyNode["onCreateBabelConfig"] = ({ actions }) => {
  actions.setBabelOptions({ options: { assumptions: BABEL_ASSUMPTIONS } })
}
