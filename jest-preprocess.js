// Jest transforms TypeScript and JSX the way Gatsby does (see Gatsby's unit-testing guide).
const babelOptions = {
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
}

module.exports = require("babel-jest").default.createTransformer(babelOptions)
