import { Download, Mail, Printer } from "lucide-react";
import { useEffect, useState } from "react";
import type { ReportPlan } from "../../../common/reports";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/useToast";
import { useWeeklyEmail } from "./api/weeklyEmail";
import { weekQuery } from "./api/weekReport";

/**
 * Export (CSV on every plan, XLSX on Pro), print (the browser's print → PDF,
 * laid out for A4 by the print CSS) and the Monday email toggle (Pro).
 */
export function ReportTools({
  week,
  restaurantId,
  plan,
  weeklyEmail,
}: {
  week: string;
  restaurantId?: number | undefined;
  plan: ReportPlan;
  weeklyEmail: boolean;
}) {
  const email = useWeeklyEmail();
  // The box follows the tap at once; a refusal puts it back (the saved value comes with the weeks' read).
  const [emailOn, setEmailOn] = useState(weeklyEmail);
  useEffect(() => setEmailOn(weeklyEmail), [weeklyEmail]);
  const href = (what: "figures" | "orders", format: "csv" | "xlsx") =>
    `/api/reports/export?${weekQuery(week, restaurantId)}&what=${what}&format=${format}`;
  const downloads: { label: string; href: string }[] = [
    { label: "Indicadores (CSV)", href: href("figures", "csv") },
    { label: "Pedidos (CSV)", href: href("orders", "csv") },
    ...(plan.xlsx
      ? [
          { label: "Indicadores (Excel)", href: href("figures", "xlsx") },
          { label: "Pedidos (Excel)", href: href("orders", "xlsx") },
        ]
      : []),
  ];
  const toggle = () => {
    const wanted = !emailOn;
    setEmailOn(wanted);
    email.mutate(wanted, {
      onSuccess: ({ enabled }) =>
        toast({
          title: enabled ? "Email semanal ligado" : "Email semanal desligado",
          description: enabled
            ? "Toda segunda de manhã você recebe o resumo da semana."
            : "Você não vai mais receber o resumo por email.",
          variant: "success",
        }),
      onError: (error) => {
        setEmailOn(!wanted);
        toast({
          title: "Erro",
          description: messageFor(error, "Não foi possível mudar o email semanal. Tente de novo."),
          variant: "destructive",
        });
      },
    });
  };
  return (
    <section aria-label="Exportar e imprimir" className="grid gap-3 print:hidden">
      <div className="flex flex-wrap gap-2">
        {downloads.map((d) => (
          <Button key={d.href} asChild variant="outline">
            <a href={d.href} download>
              <Download aria-hidden />
              {d.label}
            </a>
          </Button>
        ))}
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden />
          Imprimir ou salvar PDF
        </Button>
      </div>
      {plan.xlsx ? null : (
        <p className="text-xs text-muted">
          Excel, histórico completo, comparação entre lojas e email semanal: no plano Pro.
        </p>
      )}
      {plan.weeklyEmail ? (
        <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={emailOn}
            disabled={email.isPending}
            onChange={toggle}
          />
          <Mail aria-hidden className="size-4 text-muted" />
          Receber este resumo por email toda segunda de manhã
        </label>
      ) : null}
    </section>
  );
}
