import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["contract/**/*.test.ts", "domain/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "app/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Builds the storefront once, so the SSR suites test the real server build.
    globalSetup: ["./server/test/global-setup.ts"],
  },
});
