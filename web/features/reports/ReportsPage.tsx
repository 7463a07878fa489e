import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { ReportsView } from "./ReportsView";

/** /dashboard/relatorios (issue 27): the weekly report of the acting store (lazy: it brings recharts). */
export default function ReportsPage() {
  return (
    <div className="grid gap-4">
      <Link
        href="/dashboard"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary-dark underline-offset-4 hover:underline print:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Voltar ao painel
      </Link>
      <h2 className="text-2xl font-bold text-ink print:hidden">Relatórios</h2>
      <ReportsView />
    </div>
  );
}
