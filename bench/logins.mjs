// Item 6 of issue 14: /api/health's latency while 20 logins run at once, again
// and again (argon2 must work off the event loop), against /api/health alone.
import autocannon from "autocannon";

const PARALLEL = 20;

function health(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${url}/api/health`, duration: seconds, connections: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function login(url, email, password) {
  const res = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password }),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`login: ${res.status}`);
}

export async function healthDuringLogins(url, { email, password }, seconds) {
  const alone = await health(url, seconds);
  let running = true;
  let logins = 0;
  const workers = Array.from({ length: PARALLEL }, async () => {
    while (running) {
      await login(url, email, password);
      logins++;
    }
  });
  const during = await health(url, seconds);
  running = false;
  await Promise.all(workers);
  console.log(
    `  /api/health (10 conexões): sozinho p99 ${alone.latency.p99} ms, ${Math.round(alone.requests.average)} req/s; ` +
      `com ${PARALLEL} logins em paralelo p99 ${during.latency.p99} ms, ${Math.round(during.requests.average)} req/s ` +
      `(${(logins / seconds).toFixed(1)} logins/s)${during.errors + during.non2xx ? `  (${during.errors + during.non2xx} erros)` : ""}`,
  );
  return { alone, during };
}
