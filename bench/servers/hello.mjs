// Baseline: bare node:http answering a constant JSON, in its own process like every server the bench loads.
import http from "node:http";

const body = JSON.stringify({ status: "ok" });
const server = http.createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
