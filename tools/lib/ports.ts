/**
 * The ports a served site derives from its own (PORT: 8888 for `npm start`, 8890 for the browser
 * tests), so that two serves on one machine never collide. All stay below Linux's ephemeral ports
 * (32768–60999): there, an outgoing connection may already hold a port when a server starts to
 * listen on it, and the build hook receiver, which listens late in the browser tests, once failed
 * in CI with EADDRINUSE on 48890 (the site's port + 40000).
 */
export const derivedPorts = (sitePort: number) => ({
  /** netlify serve's functions server. */
  functions: sitePort + 10000,
  /** netlify serve's static server (netlify-cli's fixed default 3999 would collide). */
  staticServer: sitePort + 11000,
  /** netlify serve itself, behind the front that listens on the site's port. */
  netlifyServe: sitePort + 12000,
  /** The local build hook receiver, which stands in for Netlify's build hook. */
  buildHookReceiver: sitePort + 13000,
})
