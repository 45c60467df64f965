// What the "head" chunk holds: the heads of the pages (see lazy-head.tsx).
export { NodePageHead } from "./NodePageHead"
export { PageHead } from "./PageHead"
