import js from "@eslint/js"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  { ignores: ["public/", ".cache/", ".netlify/", ".last-good-public/", "node_modules/", "coverage/", "src/gatsby-types.d.ts", "bench/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mts}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Babel compiles ?. and ?? assuming no document.all (plugins/babel-assumptions).
      "no-restricted-properties": [
        "error",
        { object: "document", property: "all", message: "The bundles assume no document.all (plugins/babel-assumptions)." },
      ],
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    settings: { react: { version: "18" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      "react/prop-types": "off",
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts", "__mocks__/**", "src/test-utils/**"],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-require-imports": "off",
      "jsx-a11y/anchor-has-content": "off",
    },
  },
  {
    // CommonJS that Node loads as it is: Jest's transform, and the build's preloads (tools/build.ts).
    files: ["jest-preprocess.js", "tools/lib/*.cjs"],
    languageOptions: { globals: globals.node, sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
)
