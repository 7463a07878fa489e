/** A start-up failure already worded for the operator: printed as is, without a stack. */
export class StartupError extends Error {
  override name = "StartupError";
}

/** What the server was doing, and in which folder, when the error came. */
export type StartupStep = { action: string; folder: string };

/*
 * PGlite's file system is Emscripten's: it throws `ErrnoError { errno: 51 }`
 * with no message and no path. Its errno numbers are WASI's, not Linux's;
 * these are the ones a disk or a folder can cause.
 */
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: "EACCES",
  19: "EDQUOT",
  20: "EEXIST",
  22: "EFBIG",
  29: "EIO",
  31: "EISDIR",
  44: "ENOENT",
  51: "ENOSPC",
  54: "ENOTDIR",
  63: "EPERM",
  69: "EROFS",
};

const CAUSES: Record<string, string> = {
  ENOSPC: "disco cheio",
  "53100": "disco cheio", // PostgreSQL's disk_full, from the embedded database writing
  EDQUOT: "cota de disco esgotada",
  EFBIG: "arquivo grande demais para este disco",
  EROFS: "disco somente leitura",
  EACCES: "sem permissão de escrita",
  EPERM: "operação não permitida",
  ENOTDIR: "parte do caminho é um arquivo, não uma pasta",
  EEXIST: "já existe um arquivo com esse nome",
  EISDIR: "há uma pasta onde deveria haver um arquivo",
  ENOENT: "a pasta não existe",
  EIO: "erro de leitura ou escrita no disco",
};

type Found = { code: string; path?: string };

/** The file-system cause in the error or one it wraps: Node's code and path, or PGlite's errno. */
function fileSystemCause(error: unknown, depth = 0): Found | undefined {
  if (typeof error !== "object" || error === null || depth > 5) return undefined;
  const { code, errno, name, path, cause } = error as Record<string, unknown>;
  const where = typeof path === "string" ? { path } : {};
  if (typeof code === "string" && (CAUSES[code] || /^E[A-Z]+$/.test(code))) return { code, ...where };
  if (name === "ErrnoError" && typeof errno === "number") {
    return { code: EMSCRIPTEN_ERRNO[errno] ?? `errno ${errno} do PGlite` };
  }
  return fileSystemCause(cause, depth + 1);
}

const HINT = "Confira o espaço livre e as permissões da pasta, ou aponte DATA_DIR para outra pasta.";

/**
 * The operator's message for a failure in `step`, or undefined when the
 * error is not about the disk or the folder (a bug: printed with its stack).
 * `always` words any error (the embedded database failing to open names its
 * folder whatever the reason).
 */
export function startupErrorMessage(error: unknown, step: StartupStep, always = false): string | undefined {
  const found = fileSystemCause(error);
  if (found) {
    const cause = CAUSES[found.code];
    const reason = cause ? `${cause} (${found.code})` : `erro do sistema de arquivos (${found.code})`;
    return `Não foi possível ${step.action} em ${found.path ?? step.folder}: ${reason}. ${HINT}`;
  }
  if (!always) return undefined;
  const detail = error instanceof Error && error.message ? error.message : String(error);
  return `Não foi possível ${step.action} em ${step.folder}: ${detail}. ${HINT}`;
}

/** For `.catch()`: rethrows the error as a StartupError when it can be worded for the operator. */
export function asStartupError(step: StartupStep, always = false): (error: unknown) => never {
  return (error) => {
    const message = startupErrorMessage(error, step, always);
    throw message ? new StartupError(message) : error;
  };
}

/**
 * A port another program holds (or one below 1024 without privilege) is worded
 * for the operator with what to do; anything else is rethrown as it came.
 */
export function listenError(error: unknown, host: string, port: number): unknown {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === "EADDRINUSE") {
    return new StartupError(
      `A porta ${port} já está em uso em ${host}: outro programa (talvez outro Prato Cheio) está nela. Pare-o ou escolha outra porta, por exemplo PORT=${port === 3000 ? 3001 : 3000} npm start.`,
    );
  }
  if (code === "EACCES") {
    return new StartupError(
      `Sem permissão para usar a porta ${port} em ${host}: portas abaixo de 1024 pedem privilégio. Use outra, por exemplo PORT=3000 npm start.`,
    );
  }
  if (code === "EADDRNOTAVAIL") {
    return new StartupError(
      `O endereço ${host} não existe nesta máquina: confira HOST (use 127.0.0.1 para só esta máquina ou 0.0.0.0 para a rede).`,
    );
  }
  return error;
}
