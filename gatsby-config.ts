import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import createNetlifyAdapter from "gatsby-adapter-netlify"
import { env } from "./src/config/env"
import { DEFAULT_LOCALE, LOCALE_CODES } from "./src/config/locales"
import { SOURCED_ONCE, SOURCED_PER_LANGUAGE, sourcedLanguages, sourcingRequestOptions } from "./src/drupal/sourcing"
import { keepThisBuildsCode } from "./src/gatsby-node/keep-this-builds-code"

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl: env.siteUrl,
  },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  // The adapter Gatsby would pick and install itself on Netlify, a dependency of the site instead,
  // restoring the last build's cache without its compiled code (src/gatsby-node/keep-this-builds-code.ts).
  // Elsewhere (npm run build, the tests, the bench) no adapter, as before.
  adapter: env.netlifyBuild ? keepThisBuildsCode(createNetlifyAdapter()) : undefined,
  // The query types are for the code's editor and tsc: `npm run develop` writes them, as Gatsby does by
  // default; no build does (0.8 s of a cold demo build, 1.2 s of a 20k publish).
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts" },
  plugins: [
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      // UI strings of the code, one JSON file per locale and namespace.
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: path.join(__dirname, "src/i18n") },
    },
    {
      // The only way content enters the site: JSON:API of Drupal or of the embedded content server,
      // addressed by src/config/drupal-address.ts and asked with the build's credentials.
      resolve: "gatsby-source-drupal",
      options: {
        ...sourcingRequestOptions(env.drupal),
        // Collections go through plugins/drupal-language-fallback: untranslated media, terms, files
        // and paragraphs come back as the language asked for, so they appear in every locale.
        proxyUrl: `http://127.0.0.1:${env.languageFallbackProxyPort}`,
        imageCDN: false,
        skipFileDownloads: false,
        requestTimeoutMS: 30000,
        // Only the changes since the last build, from gatsby_fastbuilds' log (DRUPAL_FAST_BUILDS).
        fastBuilds: env.drupalFastBuilds,
        concurrentAPIRequests: 8,
        languageConfig: {
          defaultLanguage: DEFAULT_LOCALE,
          enabledLanguages: sourcedLanguages(env.drupal, LOCALE_CODES),
          filterByLanguages: true,
          translatableEntities: [...SOURCED_PER_LANGUAGE],
          nonTranslatableEntities: [...SOURCED_ONCE],
        },
      },
    },
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: "locale",
        languages: [...LOCALE_CODES],
        defaultLanguage: DEFAULT_LOCALE,
        // Locale pages come from Drupal; the plugin only localises src/pages (the 404 page).
        generateDefaultLanguagePage: true,
        redirect: false,
        siteUrl: env.siteUrl,
        trailingSlash: "always",
        verbose: false,
        i18nextOptions: {
          // Locale codes are lower case ("fr-ca"); without this i18next looks strings up under "fr-CA" and finds none.
          lowerCaseLng: true,
          interpolation: { escapeValue: false },
          keySeparator: false,
          nsSeparator: false,
        },
      },
    },
    // Before sourcing: the proxy the collections are read through.
    "drupal-language-fallback",
    // During the bootstrap, cache writes are committed behind: gatsby-source-drupal awaits one per reference.
    "cache-write-behind",
    // Query extraction parses a module only when it can hold a query, or is a page component.
    "lean-query-extraction",
    // A cold build renders its HTML in one worker per core, whatever the page queries had.
    "html-workers",
    // Before sourcing: fails the build when Drupal hides what the site needs from the build user.
    "drupal-preflight",
    "drupal-schema",
    // Before the pages: names the entity, language and field of content that would break the site.
    "drupal-content-check",
    "location-fields",
    // Each image's sizes are worked out once per build, not once per page that shows the image.
    "image-data-once",
    "host-rules",
    "sitemaps",
    "form-data",
    "secrets-check",
    // The browser bundle gets a small i18next; the server render keeps the real one.
    "lean-i18next",
    // Each page's HTML preloads the chunks of its islands that hydrate.
    "islands",
    // Each page links the site's stylesheet instead of carrying all of it inline.
    "linked-stylesheet",
    // Page bodies render through React's web stream: its Node stream puts NUL characters into the HTML.
    "html-render",
    // The browser bundle leaves out Gatsby's parts that do nothing in production here.
    "lean-runtime",
    // Babel writes the checks of ?. and ?? as `== null`: the site never reads document.all.
    "babel-assumptions",
    // An incremental build keeps the cold build's webpack compilation hash (no page rewritten for it).
    "stable-compilation",
    // swc's minifier makes the browser bundle's scripts: five times as fast as Gatsby's terser, and no larger.
    "swc-minifier",
    // Named here, before swc-site-code, which takes its webpack rule over (Gatsby would add it after every plugin).
    "gatsby-plugin-typescript",
    // The site's own modules compile with swc, once each; Babel only where Gatsby's Babel plugins are needed.
    "swc-site-code",
    // The site is no theme: Gatsby's shadowing resolver stops looking for shadows of its own modules.
    "site-not-a-theme",
    // Webpack's cache is keyed by the lockfile for what is installed: no walk through node_modules before storing it.
    "webpack-cache-key",
    // The HTML renderer requires the CommonJS packages from node_modules instead of bundling them again.
    "ssr-externals",
    // The page queries run in the workers while webpack compiles the bundles in the main process
    // (late: any onPreBuild of the plugins above runs before the queries start).
    "queries-beside-webpack",
    // Last: it hashes the inline scripts of the finished pages.
    "security-headers",
  ],
}

export default config
