import type { PageContext } from "../gatsby-node/plan-pages"

export type { PageContext }
