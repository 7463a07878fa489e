import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Window as HappyWindow } from "happy-dom";

/**
 * A real HTTP server on loopback that becomes the page's origin, so the app's
 * relative calls ("/api/plans") reach it: a component meets real answers, not
 * a fake fetch. Call in beforeAll; `close` in afterAll.
 */
export async function serveAsOrigin(handler: http.RequestListener, path = "/") {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as HappyWindow).happyDOM.setURL(`http://127.0.0.1:${port}${path}`);
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
