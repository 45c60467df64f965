export { createPages } from "./create-pages"
export { onCreatePage } from "./on-create-page"
