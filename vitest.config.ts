import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    // Every test file gets a clean module graph; API files each get their own database.
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: [
            "common/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "web/**/*.node.test.ts",
          ],
          exclude: ["**/*.api.test.ts"],
          // A console.error fails the test (common/testing/consoleGuard.ts); API tests log through pino.
          setupFiles: ["common/testing/failOnConsoleError.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          environment: "node",
          include: ["server/**/*.api.test.ts"],
          globalSetup: ["server/testing/globalSetup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          environment: "happy-dom",
          include: ["web/**/*.test.tsx"],
          setupFiles: ["web/testing/setup.ts"],
        },
      },
    ],
  },
});
