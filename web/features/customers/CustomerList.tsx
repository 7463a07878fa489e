import { Download, UserPlus } from "lucide-react";
import { useState } from "react";
import { CUSTOMER_LIMITS, type CustomerSegment } from "../../../common/customers";
import { countOf } from "../../../common/plural";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Input } from "../../ui/Input";
import { Spinner } from "../../ui/Spinner";
import { useCustomers } from "./api/customers";
import { exportCustomersUrl } from "./api/exportCustomers";
import { useSegments } from "./api/segments";
import { CustomerForm } from "./CustomerForm";
import { CustomerRow } from "./CustomerRow";
import { SegmentChips } from "./SegmentChips";
import { useDebounced } from "./useDebounced";

/** The list: search, segment chips, newest last order first, pages of CUSTOMERS_PAGE_SIZE. */
export function CustomerList() {
  const [search, setSearch] = useState("");
  const [segment, setSegment] = useState<CustomerSegment | undefined>();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const settled = useDebounced(search.trim());
  const list = useCustomers({ search: settled || undefined, segment, page });
  const segments = useSegments();
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setAdding(true)} disabled={adding}>
          <UserPlus aria-hidden />
          Novo cliente
        </Button>
        <Button asChild variant="outline">
          <a href={exportCustomersUrl()} download>
            <Download aria-hidden />
            Exportar lista (CSV)
          </a>
        </Button>
      </div>
      {adding ? <CustomerForm onDone={() => setAdding(false)} /> : null}
      <div className="grid gap-1.5">
        <label htmlFor="clientes-busca" className="text-sm font-medium text-ink">
          Buscar por nome, telefone ou email
        </label>
        <Input
          id="clientes-busca"
          type="search"
          value={search}
          maxLength={CUSTOMER_LIMITS.search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>
      <SegmentChips
        counts={segments.data}
        value={segment}
        onChange={(s) => {
          setSegment(s);
          setPage(1);
        }}
      />
      <p className="text-xs text-muted">Ordenados pelo último pedido, do mais recente.</p>
      {list.isPending ? (
        <Spinner label="Carregando clientes…" />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-danger">
          {messageFor(list.error, "Não deu para carregar seus clientes. Tente de novo.")}
        </p>
      ) : data && data.customers.length === 0 ? (
        <p className="text-sm text-muted">
          {settled || segment
            ? "Nenhum cliente encontrado com esse filtro."
            : "Nenhum cliente ainda. Cadastre o primeiro ou importe a sua planilha."}
        </p>
      ) : (
        <ul aria-label="Clientes" className="grid gap-3" aria-busy={list.isPlaceholderData}>
          {data?.customers.map((c) => (
            <CustomerRow key={c.id} customer={c} />
          ))}
        </ul>
      )}
      {data && pages > 1 ? (
        <nav aria-label="Páginas de clientes" className="flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Anterior
          </Button>
          <span className="text-sm text-muted">
            Página {data.page} de {pages} · {countOf(data.total, "cliente", "clientes")}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Próxima
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
