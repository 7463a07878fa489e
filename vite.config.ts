import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiPort = process.env.PORT ?? "5000";

export default defineConfig(({ isSsrBuild }) => ({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  // `vite build --ssr prerender.tsx` (npm run build, after the browser's
  // build): web/prerender.tsx for Node, which scripts/prerender.mjs runs to
  // write the public pages' HTML (decision 040).
  build: isSsrBuild
    ? { outDir: "../dist/prerender", emptyOutDir: true, target: "node20", reportCompressedSize: false }
    : {
        outDir: "../dist/web",
        emptyOutDir: true,
        sourcemap: false,
        target: "es2022",
        reportCompressedSize: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // All of zod in one chunk: left to itself the bundler puts the modules
                // only one page uses (z.iso, for the session's dates) in that page's
                // chunk, beside the shared core. common/zod.ts (the pt-BR messages)
                // rides along: every schema imports z through it.
                { name: "zod", test: /node_modules[\\/]zod[\\/]|[\\/]common[\\/]zod\.ts$/ },
                // The forms' library and its zod resolver, named for what they are (the
                // resolver's file is zod.mjs, which made a second "zod" chunk). Kept apart
                // from zod: public pages that parse an answer with zod have no form.
                {
                  name: "forms",
                  test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/,
                  // Not React with it: React is in the first load already.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  server: {
    host: "127.0.0.1",
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
}));
