import { LOGO_MAX_BYTES } from "../../../common/restaurant";
import { badRequest } from "../../http/errors";

export const LOGO_TOO_LARGE = { code: "LOGO_TOO_LARGE", message: "O logo pode ter até 5 MB." };

const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  {
    type: "png",
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: "jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: "webp",
    test: (b) =>
      b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  },
];

/**
 * A logo arrives as a data URL. The prefix is only a claim: the bytes must
 * really be a PNG, JPEG or WebP of at most 5 MB (SPEC §5 hint "PNG, JPG até 5MB").
 */
export function checkLogo(dataUrl: string): void {
  const match = /^data:image\/(png|jpeg|webp);base64,(.+)$/.exec(dataUrl);
  if (!match) throw badRequest("INVALID_LOGO", "O logo deve ser uma imagem PNG, JPG ou WebP.");
  const bytes = Buffer.from(match[2] ?? "", "base64");
  if (bytes.length > LOGO_MAX_BYTES) throw badRequest(LOGO_TOO_LARGE.code, LOGO_TOO_LARGE.message);
  const actual = SIGNATURES.find((s) => s.test(bytes));
  if (!actual) throw badRequest("INVALID_LOGO", "O arquivo enviado não é uma imagem PNG, JPG ou WebP.");
}
