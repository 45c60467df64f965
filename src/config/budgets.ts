/**
 * Byte budgets of the site, checked after every build (e2e/budgets.e2e.ts) and reported by the
 * benchmark. First-load JavaScript: every script a page runs before it is interactive (the
 * scripts its HTML loads, the preloaded chunks of the islands that hydrate with it included, and
 * its template's chunks), each gzip-compressed at level 9.
 */
export const FIRST_LOAD_JS_BUDGET = {
  /**
   * Content pages: React and Gatsby alone weigh about 66 KB here. Met since the blocks, the
   * footer, the menu and the head became islands (docs/decisions.md, Islands): the heaviest content
   * page, the homepage with three blocks that hydrate, weighs about 89 KB.
   */
  contentPage: 90 * 1024,
  /** Any page, the tool pages included. */
  anyPage: 130 * 1024,
} as const

/**
 * Page types (templates, by file name in src/templates) that are tools rather than content, and
 * get the larger budget.
 */
export const TOOL_TEMPLATES: readonly string[] = ["form", "careers", "search", "calculator"]

/** Hosts whose scripts never belong to a first load: the map loads when the visitor opens it. */
export const ON_REQUEST_SCRIPT_HOSTS: readonly string[] = ["maps.googleapis.com", "maps.gstatic.com"]
