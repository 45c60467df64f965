export { createPages } from "./create-pages"
export { createResolvers } from "./listings"
export { onCreatePage } from "./on-create-page"
export { createSchemaCustomization } from "./site-adapter-type"
