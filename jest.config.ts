import type { Config } from "jest"

/** Settings both test projects share: Gatsby's Babel transform and the Gatsby mock. */
const shared: Config = {
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "mts", "js", "jsx", "mjs", "json"],
  moduleNameMapper: {
    "\\.(css|scss)$": "identity-obj-proxy",
  },
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/", "/e2e/"],
  modulePathIgnorePatterns: ["<rootDir>/public/", "<rootDir>/.cache/", "<rootDir>/.netlify/"],
}

/**
 * `npm run test:unit`: unit tests (pure logic, content server, plugins, functions) in Node and
 * component tests in jsdom. Browser tests live in e2e/ with their own configuration.
 */
const config: Config = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "node",
      testMatch: ["<rootDir>/{src,plugins,tools,netlify}/**/*.test.ts"],
    },
    {
      ...shared,
      displayName: "components",
      testEnvironment: "jsdom",
      testMatch: ["<rootDir>/src/**/*.test.tsx"],
      setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
      testEnvironmentOptions: { url: "http://localhost/" },
    },
  ],
}

export default config
