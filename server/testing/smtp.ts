import net from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CaughtMail = { to: string[]; from: string; subject: string; text: string; html: string };

const portOf = (server: net.Server) => {
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
};

/**
 * A mail server that accepts connections and never says a word (no
 * greeting): what made sign-up wait 30 s. Counts the connections it holds;
 * stop() cuts them, which ends a client's wait at once.
 */
export async function startHangingSmtp(port = 0) {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = portOf(server);
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    connections: () => connections,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A real SMTP server on loopback (smtp-server) that keeps what it receives.
 * `delayMs` slows each message down (concurrent senders overlap);
 * `refuse` answers every recipient with a permanent error.
 */
export async function startSmtp(options: { port?: number; delayMs?: number; refuse?: boolean } = {}) {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.refuse) {
        const error = Object.assign(new Error("Caixa postal inexistente"), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const bound = portOf(server.server);
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    /** The mails to `to` whose subject matches. */
    to: (to: string, subject: RegExp = /.*/) =>
      mails.filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on, for a mail server that is down. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = portOf(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
