import path from "node:path";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { createLogger } from "./createLogger";
import { DataDirBusyError } from "./db/lock";
import { migrateDatabase } from "./db/migrate";
import { openDatabase } from "./db/open";
import { seedPlans } from "./db/seed";
import { projectPath } from "./paths";
import { guardProcess } from "./processGuards";
import { claimAdminPasswordDisplay, resolveSecrets } from "./secrets";
import { asStartupError, listenError, StartupError } from "./startupErrors";

/** config → secrets → database (lock, migrate, seed) → app → listen; SIGTERM/SIGINT drain. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  guardProcess(logger);
  // Disk errors of the embedded database are worded for the operator, naming the folder.
  const dbDir = path.join(config.dataDir, "db");
  const onDisk = (action: string) =>
    config.databaseUrl
      ? (error: unknown) => Promise.reject(error)
      : asStartupError({ action, folder: dbDir });
  const secrets = await resolveSecrets(config.dataDir, config).catch(
    asStartupError({ action: "gravar os segredos", folder: config.dataDir }),
  );
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
  }).catch(onDisk("abrir o banco"));
  try {
    await migrateDatabase(database).catch(onDisk("preparar o banco"));
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

  await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
    await app.close();
    await database.close();
    throw listenError(error, config.host, config.port);
  });
  const where = database.kind === "pglite" ? `embutido em ${config.dataDir}` : "PostgreSQL (DATABASE_URL)";
  const lines = [`Prato Cheio rodando em ${config.appUrl} — banco ${where}`];
  if (secrets.adminPasswordPending && (await claimAdminPasswordDisplay(secrets.file))) {
    // Printed once, by the first start that got this far; afterwards it is only in the 0600 file.
    lines.push(
      `Senha do painel /admin (gerada para esta pasta de dados, guarde-a): ${secrets.adminPassword}`,
      `Ela fica guardada em ${secrets.file}.`,
    );
  } else if (!config.adminPassword) {
    lines.push(`Senha do painel /admin: veja ${secrets.file}`);
  }
  if (!config.smtpUrl) lines.push(`Emails: arquivos .eml em ${path.join(config.dataDir, "outbox")}`);
  lines.push("Cartão de teste do checkout (sandbox): 4242 4242 4242 4242");
  console.log(startupBanner(lines));
}

/** A framed block, so the address and the admin password stand apart from the JSON log lines around them. */
function startupBanner(lines: string[]): string {
  const rule = "═".repeat(Math.min(100, Math.max(...lines.map((l) => l.length)) + 2));
  return `\n╔${rule}\n${lines.map((l) => `║ ${l}`).join("\n")}\n╚${rule}\n`;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError || error instanceof StartupError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error("Falha ao iniciar o Prato Cheio:", error);
  }
  process.exit(1);
});
