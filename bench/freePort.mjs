import net from "node:net";

/**
 * A port nothing on 127.0.0.1 is bound to now, picked by the kernel. A random
 * one could be the local port of one of the load generator's open
 * connections (the same ephemeral range), and the server would refuse to start.
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
