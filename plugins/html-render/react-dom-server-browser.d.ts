/** React's web-stream server renderer, which @types/react-dom declares only under react-dom/server. */
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server"
}
