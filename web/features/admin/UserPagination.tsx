import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../ui/Button";

/** Previous/Next (SPEC §2); the panel shows it only for the full list with more than one page. */
export function UserPagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Paginação de usuários" className="flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        Anterior
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        Página {page} de {totalPages}
      </p>
      <Button variant="outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Próxima
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
