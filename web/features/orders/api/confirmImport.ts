import type { OrderImportConfirm, OrderImportResult } from "../../../../common/orders";
import { sendImportStep } from "./importStream";

type Progress = Parameters<typeof sendImportStep>[2];

/** POST /api/orders/imports: saves the previewed orders and refills their days. */
export async function confirmImport(
  body: OrderImportConfirm,
  onProgress: Progress,
): Promise<OrderImportResult | { error: string }> {
  const last = await sendImportStep("/api/orders/imports", body, onProgress);
  if (last.type === "result") return last.result;
  return { error: last.type === "error" ? last.error : "Resposta inesperada do servidor." };
}
