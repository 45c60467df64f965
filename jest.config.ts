import { availableParallelism } from "node:os"
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
  // Jest's default, a core less than the machine has, is one worker on two cores; its main process
  // is idle while the workers run, so two workers there (the unit tests 164 -> 115 s).
  maxWorkers: Math.max(2, availableParallelism() - 1),
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
