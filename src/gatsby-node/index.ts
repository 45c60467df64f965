export { createPages } from "./create-pages"
