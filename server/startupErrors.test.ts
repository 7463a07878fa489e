import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, it } from "vitest";
import { startupErrorMessage } from "./startupErrors";

const db = { action: "abrir o banco", folder: "/srv/prato/data/db" };
const nodeError = (code: string, where: string) =>
  Object.assign(new Error(`${code}: falhou, mkdir '${where}'`), { code, path: where, syscall: "mkdir" });
/** What PGlite's Emscripten file system throws: a name and a number, nothing else. */
const errnoError = (errno: number) => Object.assign(Object.create(null), { name: "ErrnoError", errno });

it.each([
  ["EROFS", "disco somente leitura"],
  ["ENOSPC", "disco cheio"],
  ["EACCES", "sem permissão de escrita"],
  ["ENOTDIR", "parte do caminho é um arquivo"],
])("names the path and the cause of a Node %s", (code, cause) => {
  const message = startupErrorMessage(nodeError(code, "/srv/prato/data"), {
    action: "gravar os segredos",
    folder: "/srv/prato/data",
  });
  expect(message).toContain("Não foi possível gravar os segredos em /srv/prato/data:");
  expect(message).toContain(`${cause}`);
  expect(message).toContain(`(${code})`);
  expect(message).toContain("DATA_DIR");
});

it.each([
  [51, "disco cheio (ENOSPC)"],
  [69, "disco somente leitura (EROFS)"],
  [2, "sem permissão de escrita (EACCES)"],
  [54, "(ENOTDIR)"],
  [999, "erro do sistema de arquivos (errno 999 do PGlite)"],
])("reads PGlite's ErrnoError %i as the folder's problem", (errno, cause) => {
  const message = startupErrorMessage(errnoError(errno), db);
  expect(message).toMatch(/^Não foi possível abrir o banco em \/srv\/prato\/data\/db: /);
  expect(message).toContain(cause);
  expect(message).not.toContain("ErrnoError");
});

it("finds the cause inside a wrapping error, and leaves other errors alone unless asked", () => {
  const wrapped = new Error("migração falhou", { cause: Object.assign(new Error("x"), { code: "53100" }) });
  expect(startupErrorMessage(wrapped, db)).toContain("disco cheio (53100)");
  expect(startupErrorMessage(new TypeError("bug"), db)).toBeUndefined();
  expect(startupErrorMessage(new Error("PGlite failed to initialize properly"), db, true)).toBe(
    "Não foi possível abrir o banco em /srv/prato/data/db: PGlite failed to initialize properly. " +
      "Confira o espaço livre e as permissões da pasta, ou aponte DATA_DIR para outra pasta.",
  );
});

it("words what PGlite really throws for a folder it cannot use", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "pc-startup-"));
  try {
    const file = path.join(dir, "db");
    await writeFile(file, "não é uma pasta");
    const thrown = await PGlite.create({ dataDir: file }).then(
      async (client) => {
        await client.close();
        return undefined;
      },
      (error: unknown) => error,
    );
    const message = startupErrorMessage(thrown, { action: "abrir o banco", folder: file });
    expect(message).toContain(`Não foi possível abrir o banco em ${file}: `);
    expect(message).toContain("(ENOTDIR)");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000); // loading PGlite's WebAssembly takes seconds on a busy machine
