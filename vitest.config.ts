import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    // API files each get their own database and app (built by injection, no
    // module-level state), so the node projects share one module graph per
    // worker: importing the server for each of 80 files was a third of the
    // run (decision 059). The web project keeps a clean DOM and graph per file.
    pool: "forks",
    // Vitest's default leaves one of CI's two cores idle.
    maxWorkers: "100%",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          isolate: false,
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
          isolate: false,
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
