import { formatCount, formatDateTime, formatDay } from "../../../common/format";
import { messageFor } from "../../lib/api";
import { Spinner } from "../../ui/Spinner";
import { useImports } from "./api/imports";

/** The restaurant's past imports, newest first. */
export function PastImports() {
  const imports = useImports();
  return (
    <section
      aria-labelledby="importacoes"
      className="grid gap-2 rounded-xl border border-line bg-white p-4 text-sm"
    >
      <h2 id="importacoes" className="text-lg font-semibold text-ink">
        Importações anteriores
      </h2>
      {imports.isPending ? <Spinner /> : null}
      {imports.isError ? (
        <p role="alert" className="text-danger">
          {messageFor(imports.error, "Não deu para carregar as importações.")}
        </p>
      ) : null}
      {imports.data?.length === 0 ? <p className="text-muted">Nenhuma importação ainda.</p> : null}
      {imports.data && imports.data.length > 0 ? (
        <ul aria-label="Importações anteriores" className="grid gap-2">
          {imports.data.map((i) => (
            <li key={i.id} className="rounded-lg border border-line p-2">
              <p className="break-all font-medium text-ink">{i.fileName}</p>
              <p className="text-muted">
                {formatDateTime(i.createdAt)} ·{" "}
                {i.firstDate && i.lastDate ? `${formatDay(i.firstDate)} a ${formatDay(i.lastDate)} · ` : ""}
                {formatCount(i.orderCount)} pedidos ({formatCount(i.newCount)} novos,{" "}
                {formatCount(i.updatedCount)} atualizados)
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
