import path from "node:path"
import { fileURLToPath } from "node:url"
import js from "@eslint/js"
import importPlugin from "eslint-plugin-import"
import reactHooks from "eslint-plugin-react-hooks"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: [
      "public/**",
      ".cache/**",
      "node_modules/**",
      "types/gatsby-types.d.ts",
      "coverage/**",
      "data/**",
      "cdn-dist/**",
      "releases/**",
      "build-paint-first-off/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-ignore": "allow-with-description" }],
    },
  },
  {
    // Every package imported is declared in the project's package.json (the local plugin's too),
    // never one that reaches us only as another package's dependency.
    plugins: { import: importPlugin },
    settings: { "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] } } },
    rules: {
      "import/no-extraneous-dependencies": [
        "error",
        {
          packageDir: path.dirname(fileURLToPath(import.meta.url)),
          // Development packages only where the running site and server never reach.
          devDependencies: ["**/__tests__/**", "scripts/**", "*.config.{js,mjs,ts}", ".ci/**"],
          includeTypes: false,
        },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { module: "writable", require: "readonly", __dirname: "readonly", process: "readonly" },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
)
