import { preloadFooter } from "../components/layout/Footer"
import { preloadNavigation } from "../components/layout/Layout"
import { preloadNodePage } from "../templates/shared/NodePage"
import { NewsletterIsland } from "../features/newsletter/NewsletterIsland"

/**
 * Loads the code of the shell's parts that the browser loads as chunks (the footer's links, the
 * navigation, breadcrumbs and page header, the newsletter): tests of pages and of the layout then render them at once.
 */
export function preloadShellIslands(): Promise<unknown> {
  return Promise.all([preloadFooter(), preloadNavigation(), preloadNodePage(), NewsletterIsland.preload()])
}
