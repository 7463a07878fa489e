import { isConnectionError } from "./db/connectionErrors";
import type { Logger } from "./logger";

/**
 * What the process does with an error nobody caught. Node's default ends the
 * process, and with it every restaurant's requests: that is right for a bug
 * that may have left memory half-changed, never for the database going away
 * (a restart, a failover), which requests answer with 503 and the pool
 * recovers from. So: a lost database connection is logged and the server
 * goes on; a rejected promise nobody awaited is logged and the server goes
 * on (it left no half-done work in memory, and the request path has its own
 * handler); any other uncaught exception is logged and ends the process with
 * code 1, for the supervisor (systemd, the container's restart policy) to
 * start a clean one.
 */
export function guardProcess(logger: Logger, target: Pick<NodeJS.Process, "on" | "exit"> = process): void {
  target.on("unhandledRejection", (reason) => {
    logger.error({ err: reason }, "promessa rejeitada sem tratamento; o servidor continua");
  });
  target.on("uncaughtException", (error) => {
    if (isConnectionError(error)) {
      logger.error({ err: error }, "conexão com o banco perdida fora de uma requisição; o servidor continua");
      return;
    }
    logger.fatal({ err: error }, "erro inesperado; encerrando para o supervisor reiniciar o servidor");
    target.exit(1);
  });
}
