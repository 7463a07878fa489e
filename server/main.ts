import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { createLogger } from "./createLogger";
import { DataDirBusyError } from "./db/lock";
import { migrateDatabase } from "./db/migrate";
import { openDatabase } from "./db/open";
import { seedPlans } from "./db/seed";
import { projectPath } from "./paths";
import { resolveSecrets } from "./secrets";

/** config → secrets → database (lock, migrate, seed) → app → listen; SIGTERM/SIGINT drain. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const secrets = await resolveSecrets(config.dataDir, config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  try {
    await migrateDatabase(database);
    await seedPlans(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp({
    config,
    database,
    secrets,
    webRoot: projectPath("dist/web"),
    loggerInstance: logger,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "encerrando: parando de aceitar conexões e terminando as requisições em curso");
    const force = setTimeout(() => {
      app.log.error("encerramento demorou demais; saindo à força");
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "erro ao encerrar");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === "pglite" ? `embutido em ${config.dataDir}` : "PostgreSQL (DATABASE_URL)";
  console.log(`\nPrato Cheio rodando em ${config.appUrl} — banco ${where}`);
  if (secrets.adminPasswordGenerated) {
    // Printed this one time; afterwards it is only in the 0600 file.
    console.log(`Senha do painel /admin (gerada agora, guarde-a): ${secrets.adminPassword}`);
    console.log(`Ela fica guardada em ${secrets.file}.\n`);
  } else if (!config.adminPassword) {
    console.log(`Senha do painel /admin: veja ${secrets.file}\n`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error("Falha ao iniciar o Prato Cheio:", error);
  }
  process.exit(1);
});
