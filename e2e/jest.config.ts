import type { Config } from "jest"

/** Browser tests: one Chromium at a time against the served site (see tools/e2e.ts). */
const config: Config = {
  rootDir: "..",
  roots: ["<rootDir>/e2e"],
  testMatch: ["<rootDir>/e2e/**/*.e2e.ts"],
  testEnvironment: "node",
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "mts", "js", "jsx", "mjs", "json"],
  modulePathIgnorePatterns: ["<rootDir>/public/", "<rootDir>/.cache/", "<rootDir>/.netlify/"],
  maxWorkers: 1,
  // Each test's name and time in the log: the browser tests are most of CI's minutes.
  verbose: true,
  testTimeout: 60000,
}

export default config
