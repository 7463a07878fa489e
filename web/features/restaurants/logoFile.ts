import { LOGO_MAX_BYTES } from "../../../common/restaurant";

export type LogoReading = { ok: true; dataUrl: string } | { ok: false; message: string };

const KINDS: { mime: string; matches: (b: Uint8Array) => boolean }[] = [
  {
    mime: "image/png",
    matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  },
  { mime: "image/jpeg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: "image/webp",
    matches: (b) =>
      String.fromCharCode(...b.subarray(0, 4)) === "RIFF" &&
      String.fromCharCode(...b.subarray(8, 12)) === "WEBP",
  },
];

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("leitura falhou"));
    reader.readAsDataURL(file);
  });
}

/**
 * Checks the chosen logo by its first bytes (a renamed PDF is not an image)
 * and its size before reading it into the data URL the server stores. The
 * server checks again; this only spares the owner a useless upload.
 */
export async function readLogoFile(file: File): Promise<LogoReading> {
  if (file.size > LOGO_MAX_BYTES) return { ok: false, message: "O logo pode ter até 5 MB." };
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const kind = KINDS.find((k) => k.matches(head));
  if (!kind) return { ok: false, message: "O arquivo escolhido não é uma imagem PNG, JPG ou WebP." };
  try {
    const dataUrl = await readAsDataUrl(new Blob([file], { type: kind.mime }));
    return { ok: true, dataUrl };
  } catch {
    return { ok: false, message: "Não foi possível ler o arquivo. Tente outra imagem." };
  }
}
