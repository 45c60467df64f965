import { defineIsland } from "../../islands/island"
import type { NewsletterProps } from "./Newsletter"

/**
 * The footer's newsletter sign-up as an island: the server renders the form, and its code (the
 * form, its checks and the submission) loads at the visitor's first interaction with the page,
 * not with every page. What is typed before is kept (see Newsletter).
 */
export const NewsletterIsland = defineIsland<NewsletterProps>("newsletter", () => import(/* webpackChunkName: "newsletter" */ "./island"), {
  hydrateOn: "interaction",
})
