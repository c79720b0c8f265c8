// Three projects: unit (jsdom + node-env files), server (Fastify inject, real SQLite), e2e (Chromium
// against the built site served by our own server). `npm test` runs them all after the build.
const shared = {
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/__tests__/setup/jest-preprocess.js" },
  // gatsby and its helpers ship untranspiled ESM, and so does the cookie parser inside light-my-request
  // and @fastify/cookie (which loads it with import(), compiled here to a require);
  // htmlparser2 and its DOM packages do from the versions sanitize-html's range reaches (check:upgrade)
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|cookie|light-my-request/node_modules/cookie|@fastify/cookie|htmlparser2|domhandler|domutils|dom-serializer|entities|domelementtype)/)",
  ],
  moduleNameMapper: {
    "^gatsby$": "<rootDir>/__tests__/setup/gatsby-mock.tsx",
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm)$": "<rootDir>/__tests__/setup/file-mock.js",
  },
  testPathIgnorePatterns: [
    "/node_modules/",
    "/\\.cache/",
    "<rootDir>/public/",
    "<rootDir>/releases/",
    "<rootDir>/cdn-dist/",
    "<rootDir>/build-paint-first-off/",
  ],
  modulePathIgnorePatterns: [
    "<rootDir>/public/",
    "<rootDir>/\\.cache/",
    "<rootDir>/releases/",
    "<rootDir>/cdn-dist/",
    "<rootDir>/build-paint-first-off/",
  ],
}

module.exports = {
  // Browser and process tests need more than Jest's 5 s default (a page may take up to 30 s to
  // hydrate on a loaded machine: HYDRATION_TIMEOUT_MS); unit tests finish far below it.
  testTimeout: 60_000,
  // Two workers for two cores: browser tests act as soon as a page shows, and a third worker's
  // browser made some of them wait seconds for a page's scripts and miss their timeouts.
  maxWorkers: 2,
  // A worker that has run half of a project's files takes more than Jest's default half second to
  // exit on a busy two-core machine (the server project's two: 544 and 573 ms, with nothing left
  // open), and Jest then kills it and warns of a leak. A real leak still shows, after 5 s.
  workerGracefulExitTimeout: 5_000,
  // Jest's own report, then what the run cost: each project's time and the ten slowest files.
  reporters: ["default", "<rootDir>/__tests__/setup/cost-reporter.js"],
  // The longest files first (their last run's time), so the two workers finish together.
  testSequencer: "<rootDir>/__tests__/setup/longest-first.js",
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      globals: { __PATH_PREFIX__: "" },
      setupFilesAfterEnv: ["<rootDir>/__tests__/setup/jest-dom.ts"],
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.[jt]s?(x)", "<rootDir>/plugins/*/__tests__/**/*.test.[jt]s?(x)"],
    },
    {
      ...shared,
      displayName: "server",
      testEnvironment: "node",
      // One PostgreSQL server for the run; each test file makes its own databases on it.
      globalSetup: "<rootDir>/__tests__/server/setup/global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/server/setup/global-teardown.ts",
      testMatch: ["<rootDir>/__tests__/server/**/*.test.[jt]s?(x)"],
    },
    {
      ...shared,
      displayName: "e2e",
      testEnvironment: "node",
      globalSetup: "<rootDir>/__tests__/e2e/setup/global-setup.ts",
      globalTeardown: "<rootDir>/__tests__/e2e/setup/global-teardown.ts",
      testMatch: ["<rootDir>/__tests__/e2e/**/*.test.[jt]s?(x)"],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, "/paint-first-off\\.test\\.ts$"],
    },
    {
      // The shell and enquiry journeys against the site built without its start-up plugin
      // (PAINT_FIRST=off, made by scripts/test.sh in build-paint-first-off/).
      ...shared,
      displayName: "paint-first-off",
      testEnvironment: "node",
      globals: { E2E_SITE: "paint-first-off" },
      globalSetup: "<rootDir>/__tests__/e2e/setup/global-setup-paint-first-off.ts",
      globalTeardown: "<rootDir>/__tests__/e2e/setup/global-teardown-paint-first-off.ts",
      testMatch: ["<rootDir>/__tests__/e2e/{shell,enquiry,paint-first-off}.test.ts"],
    },
    {
      // Cloudflare's local Pages runtime against our server over the built site (npm run deploy:check).
      ...shared,
      displayName: "deploy",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/deploy/**/*.test.[jt]s?(x)"],
    },
  ],
}
