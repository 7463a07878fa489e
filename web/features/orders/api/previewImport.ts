import type { OrderImportPreview } from "../../../../common/orders";
import { sendImportStep } from "./importStream";

type Progress = Parameters<typeof sendImportStep>[2];

/** POST /api/orders/imports/preview: the file's bytes up, the preview back (nothing saved yet). */
export async function previewImport(
  file: File,
  onProgress: Progress,
): Promise<OrderImportPreview | { error: string }> {
  const last = await sendImportStep(
    `/api/orders/imports/preview?fileName=${encodeURIComponent(file.name.slice(0, 200))}`,
    file,
    onProgress,
  );
  if (last.type === "preview") return last.preview;
  return { error: last.type === "error" ? last.error : "Resposta inesperada do servidor." };
}
