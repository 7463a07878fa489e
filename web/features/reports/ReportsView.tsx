import { FileSpreadsheet } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { formatCents, formatCount, formatDay, formatPercent } from "../../../common/format";
import type { ReportWeeks, WeekReport } from "../../../common/reports";
import { LoadError, Skeleton } from "../../layout/DashboardSection";
import { Button } from "../../ui/Button";
import { useReportWeeks } from "./api/reportWeeks";
import { useWeekReport } from "./api/weekReport";
import { FigureGrid } from "./FigureGrid";
import { ReportActions } from "./ReportActions";
import { ReportTools } from "./ReportTools";
import { StoreComparisonTable } from "./StoreComparisonTable";
import { SuperGauge } from "./SuperGauge";
import { WeekCharts } from "./WeekCharts";

/** The import page of the order report (issue 27 items 1–2, another area). */
export const IMPORT_HREF = "/dashboard/relatorios/importar";

/**
 * /dashboard/relatorios: the weekly report read from the imported orders.
 * The week (and, on Pro, the store) live in the address (?semana=, ?loja=),
 * so the Monday email's link opens the week it talks about.
 */
export function ReportsView() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const storeParam = Number(params.get("loja")) || undefined;
  const weeks = useReportWeeks(storeParam);
  const chosen = params.get("semana") ?? undefined;
  const available = weeks.data?.weeks ?? [];
  const week = chosen ?? available[0]?.weekStart;
  const report = useWeekReport(weeks.data && available.length > 0 ? week : undefined, storeParam);

  const go = (next: { semana?: string | undefined; loja?: number | undefined }) => {
    const q = new URLSearchParams();
    const semana = "semana" in next ? next.semana : chosen;
    const loja = "loja" in next ? next.loja : storeParam;
    if (semana) q.set("semana", semana);
    if (loja) q.set("loja", String(loja));
    navigate(`/dashboard/relatorios${q.size ? `?${q}` : ""}`, { replace: true });
  };

  if (weeks.isPending) return <Skeleton className="h-64" />;
  if (weeks.isError)
    return (
      <LoadError message="Não foi possível carregar os relatórios." onRetry={() => void weeks.refetch()} />
    );
  if (available.length === 0) return <EmptyReports hidden={weeks.data.hiddenWeeks} />;

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <WeekPicker weeks={weeks.data} value={week ?? ""} onChange={(semana) => go({ semana })} />
        {weeks.data.stores.length > 1 ? (
          <label className="grid gap-1 text-sm font-medium text-ink">
            Loja
            <select
              className="min-h-11 rounded-xl border border-line bg-white px-3"
              value={weeks.data.restaurantId}
              onChange={(e) => go({ loja: Number(e.target.value), semana: undefined })}
            >
              {weeks.data.stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <Button asChild variant="ghost">
          <Link href={IMPORT_HREF}>Importar outro relatório</Link>
        </Button>
      </div>
      {weeks.data.hiddenWeeks > 0 ? (
        <p className="text-sm text-muted print:hidden">
          No Starter você vê as últimas 4 semanas; {formatCount(weeks.data.hiddenWeeks)} semana(s) mais
          antiga(s) ficam no plano Pro.
        </p>
      ) : null}
      {report.isError ? (
        <LoadError
          message="Não foi possível carregar o relatório desta semana."
          onRetry={() => void report.refetch()}
        />
      ) : report.data ? (
        <WeekReportView report={report.data} weeks={weeks.data} />
      ) : (
        <Skeleton className="h-96" />
      )}
    </div>
  );
}

function WeekPicker({
  weeks,
  value,
  onChange,
}: {
  weeks: ReportWeeks;
  value: string;
  onChange: (w: string) => void;
}) {
  const known = weeks.weeks.some((w) => w.weekStart === value);
  return (
    <label className="grid gap-1 text-sm font-medium text-ink">
      Semana
      <select
        className="min-h-11 rounded-xl border border-line bg-white px-3"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {known ? null : <option value={value}>{value ? `Semana de ${formatDay(value)}` : "Escolha"}</option>}
        {weeks.weeks.map((w) => (
          <option key={w.weekStart} value={w.weekStart}>
            Semana de {formatDay(w.weekStart)} ({formatCount(w.orders)} pedidos)
          </option>
        ))}
      </select>
    </label>
  );
}

function WeekReportView({ report, weeks }: { report: WeekReport; weeks: ReportWeeks }) {
  return (
    <article className="report-page grid gap-5" aria-labelledby="relatorio-semana">
      <div className="grid gap-1">
        <h2 id="relatorio-semana" className="text-xl font-bold text-ink">
          {report.restaurantName}: semana de {formatDay(report.weekStart)} a {formatDay(report.weekEnd)}
        </h2>
        <p className="text-base text-ink" data-testid="report-sentence">
          {report.sentence}
        </p>
        <p className="text-xs text-muted">
          {formatCount(report.totalOrders)} pedidos recebidos. Comparações com a semana de{" "}
          {formatDay(report.previousWeekStart)} e a de {formatDay(report.fourWeeksBeforeStart)}.
        </p>
      </div>
      <ReportTools
        week={report.weekStart}
        restaurantId={weeks.stores.length > 1 ? report.restaurantId : undefined}
        plan={weeks.plan}
        weeklyEmail={weeks.weeklyEmail}
      />
      <FigureGrid
        title="Vendas"
        figures={report.figures}
        keys={["grossSales", "orders", "averageTicket", "net", "netAfterFoodCost"]}
      />
      <p className="-mt-3 text-xs text-muted">
        {report.foodCostPercent == null ? (
          <>
            O líquido menos o custo dos pratos aparece quando algum prato tiver custo: na calculadora de
            preços ("Salvar no prato") ou em{" "}
            <Link href="/dashboard/concorrencia">Concorrência → Taxas e custos</Link>.
          </>
        ) : (
          `Custo dos pratos estimado em ${formatPercent(report.foodCostPercent)} das vendas brutas, pelos pratos com custo informado.`
        )}
      </p>
      <SuperGauge gauge={report.superGauge} />
      <FigureGrid
        title="Cancelamentos"
        figures={report.figures}
        keys={[
          "cancelledOrders",
          "cancelledValue",
          "cancellationRate",
          "storeCancellationRate",
          "customerCancellationRate",
          "logisticsCancellationRate",
        ]}
      />
      {report.topCancelReasons.length > 0 ? (
        <section aria-label="Principais motivos de cancelamento" className="report-block grid gap-1">
          <h3 className="text-base font-semibold text-ink">Principais motivos de cancelamento</h3>
          <ol className="list-decimal pl-5 text-sm text-ink">
            {report.topCancelReasons.map((r) => (
              <li key={r.reason}>
                {r.reason}: {formatCount(r.count)}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <FigureGrid
        title="Descontos, taxas e comissões"
        figures={report.figures}
        keys={["storeDiscounts", "marketplaceDiscounts", "fees"]}
      />
      <FigureGrid
        title="Entrega"
        figures={report.figures}
        keys={["avgPrepMinutes", "lateRate", "avgDelayMinutes"]}
      />
      <WeekCharts report={report} />
      <ReportActions actions={report.actions} />
      {weeks.plan.comparison && weeks.stores.length > 1 ? (
        <StoreComparisonTable week={report.weekStart} />
      ) : null}
      <p className="hidden text-xs text-muted print:block">
        Vendas brutas de {formatCents(report.figures.find((f) => f.key === "grossSales")?.value ?? 0)}. Gerado
        pelo Prato Cheio a partir do relatório de pedidos do iFood.
      </p>
    </article>
  );
}

function EmptyReports({ hidden }: { hidden: number }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-line bg-white p-6 text-center">
      <FileSpreadsheet aria-hidden className="size-10 text-primary" />
      <h2 className="text-lg font-semibold text-ink">Seu primeiro relatório começa aqui</h2>
      <p className="max-w-md text-sm text-muted">
        {hidden > 0
          ? "As semanas importadas são mais antigas que as 4 últimas que o Starter mostra. Importe um relatório recente ou passe para o Pro."
          : "Exporte os pedidos no Portal do Parceiro do iFood (Pedidos → Exportar) e importe o arquivo: montamos o relatório da semana com vendas, cancelamentos, taxas e o líquido recebido."}
      </p>
      <Button asChild>
        <Link href={IMPORT_HREF}>Importar relatório de pedidos</Link>
      </Button>
    </div>
  );
}
