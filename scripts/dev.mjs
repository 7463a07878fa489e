// `npm run dev`: the API with reload on change (tsx watch) and Vite's dev server
// in front of it (http://127.0.0.1:5173, /api proxied to the API).
import { spawn } from "node:child_process";

const env = { ...process.env, NODE_ENV: "development" };
const children = [
  spawn("npx", ["tsx", "watch", "server/main.ts"], { stdio: "inherit", env }),
  spawn("npx", ["vite"], { stdio: "inherit", env }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
