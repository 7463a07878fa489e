// Where one request's time goes: N sequential requests (one keep-alive
// connection, no other load) to a server started with SERVER_TIMING=1, and the
// mean of each Server-Timing part against the time the client saw.
import http from "node:http";
import { performance } from "node:perf_hooks";

const COUNT = 400;

function get(agent, url, cookie) {
  return new Promise((resolve, reject) => {
    const begin = performance.now();
    const req = http.get(url, { agent, headers: { cookie } }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({ timing: res.headers["server-timing"] ?? "", client: performance.now() - begin }),
      );
    });
    req.on("error", reject);
  });
}

export async function requestBreakdown(url, cookie, label) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sums = new Map();
  let client = 0;
  for (let i = 0; i < COUNT + 50; i++) {
    const answer = await get(agent, url, cookie);
    if (i < 50) continue; // warm-up: JIT, prepared statements, caches
    client += answer.client;
    for (const part of answer.timing.split(",")) {
      const m = /^\s*(\w+);dur=([\d.]+)/.exec(part);
      if (m) sums.set(m[1], (sums.get(m[1]) ?? 0) + Number(m[2]));
    }
  }
  agent.destroy();
  const mean = (n) => (n / COUNT).toFixed(3);
  const parts = ["hooks", "db", "handler", "serialize", "total"].map((k) => `${k} ${mean(sums.get(k) ?? 0)}`);
  const path = new URL(url).pathname;
  console.log(
    `  onde vai o tempo (${label} GET ${path}, ms por requisição, sem carga): ${parts.join("  ")}  cliente ${mean(client)}`,
  );
}
