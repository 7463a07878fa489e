import { type OrderImportLine, orderImportLineSchema } from "../../../../common/orders";
import { ApiError } from "../../../lib/api";

export type UploadProgress = { loaded: number; total: number };

/**
 * Sends one import step and reads its answer as it streams (decision 034):
 * JSON lines of progress, then the last line. XMLHttpRequest, not fetch: it
 * reports the upload's bytes too, so the bar moves while a 10 MB file goes up
 * on a phone. A non-OK answer throws ApiError like every other call
 * (web/lib/api.ts); an `error` line is answered for the caller to show.
 */
export function sendImportStep(
  url: string,
  body: Blob | object,
  onProgress: (
    line: Extract<OrderImportLine, { type: "progress" }> | { type: "upload"; done: number; total: number },
  ) => void,
): Promise<Exclude<OrderImportLine, { type: "progress" }>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    let read = 0;
    let last: Exclude<OrderImportLine, { type: "progress" }> | null = null;
    const consume = () => {
      if (xhr.status !== 200) return;
      const text = xhr.responseText;
      let end = text.indexOf("\n", read);
      while (end >= 0) {
        const raw = text.slice(read, end).trim();
        read = end + 1;
        if (raw) {
          const parsed = orderImportLineSchema.safeParse(JSON.parse(raw));
          if (parsed.success) {
            if (parsed.data.type === "progress") onProgress(parsed.data);
            else last = parsed.data;
          }
        }
        end = text.indexOf("\n", read);
      }
    };
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress({ type: "upload", done: e.loaded, total: e.total });
    };
    xhr.onprogress = consume;
    xhr.onload = () => {
      if (xhr.status !== 200) {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
        return;
      }
      consume();
      if (last) resolve(last);
      else reject(new Error("Resposta incompleta do servidor."));
    };
    xhr.onerror = () => reject(new Error("Sem conexão com o servidor."));
    if (body instanceof Blob) {
      xhr.setRequestHeader("Content-Type", "application/octet-stream");
      xhr.send(body);
    } else {
      xhr.setRequestHeader("Content-Type", "application/json");
      xhr.send(JSON.stringify(body));
    }
  });
}
