import type { GatsbySSR } from "gatsby"
import { linkedStylesheets } from "./linked-stylesheets"

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(linkedStylesheets(getHeadComponents()))
}
