import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { PAGE_META } from "../../common/pageMeta";
import { RequireAuth } from "../features/auth/RequireAuth";
import { metricsKey } from "../features/metrics/api/metrics";
import { OrdersImport } from "../features/orders/OrdersImport";
import { DashboardShell } from "../layout/DashboardShell";
import { usePageMeta } from "../lib/usePageMeta";
import { summaryKey } from "../lib/weeklySummary";

/** An import changes the days' figures and the week's summary. */
const REFRESHES = [metricsKey, summaryKey] as const;

/** /dashboard/relatorios/importar (issue 27): the owner imports the marketplace's order report. */
export default function OrdersImportPage() {
  usePageMeta(PAGE_META["/dashboard/relatorios/importar"]);
  return (
    <RequireAuth>
      <DashboardShell>
        <div className="grid gap-4">
          <Link
            href="/dashboard/relatorios"
            className="inline-flex items-center gap-1 text-sm font-medium text-primary-dark underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Voltar aos relatórios
          </Link>
          <h1 className="text-2xl font-bold text-ink">Importar relatório de pedidos</h1>
          <p className="text-sm text-muted">
            Traga os seus pedidos do iFood: as vendas, os pedidos e o ticket médio de cada dia passam a vir do
            relatório, sem digitar nada. Os dias que você digitou só mudam se você pedir.
          </p>
          <OrdersImport refreshes={REFRESHES} />
        </div>
      </DashboardShell>
    </RequireAuth>
  );
}
