import { ArrowLeft, Store } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import { feePresetName } from "../../../common/feePresets";
import { messageFor } from "../../lib/api";
import { useActsAsMember } from "../../lib/team";
import { Spinner } from "../../ui/Spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/Tabs";
import { AddRivalForm } from "./AddRivalForm";
import { AlertList } from "./AlertList";
import { useBoard } from "./api/board";
import { useRivals } from "./api/rivals";
import { FeeProfileForm } from "./FeeProfileForm";
import { PriceBoard } from "./PriceBoard";
import { RivalPanel } from "./RivalPanel";

const TAB = "px-2 py-1 leading-tight text-balance";

// The chart library loads only when a dish's history is asked for.
const PriceHistory = lazy(() => import("./PriceHistory").then((m) => ({ default: m.PriceHistory })));

/**
 * /dashboard/concorrencia (issue 29): the rivals the owner follows, their
 * menus pasted from the marketplace pages, and the price board. Nothing is
 * fetched from a marketplace: every price here was pasted or typed.
 */
export default function CompetitionPage() {
  const rivals = useRivals();
  const board = useBoard();
  const member = useActsAsMember();
  const [selected, setSelected] = useState<number | null>(null);
  const [historyDish, setHistoryDish] = useState<number | null>(null);
  const [tab, setTab] = useState("quadro");

  const ourDishes = board.data?.rows.map((r) => ({ id: r.dishId, name: r.dishName })) ?? [];
  const current = selected ?? rivals.data?.rivals[0]?.id ?? null;

  return (
    <div className="grid gap-4">
      <Link
        href="/dashboard"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary-dark underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Voltar ao painel
      </Link>
      <div>
        <h2 className="text-2xl font-bold text-ink">Concorrência</h2>
        <p className="text-muted">
          Seus preços ao lado dos concorrentes que seus clientes comparam, e o que sobra em cada preço depois
          das taxas.
        </p>
      </div>
      {rivals.isPending || board.isPending ? (
        <Spinner label="Carregando a concorrência…" />
      ) : rivals.isError || board.isError ? (
        <p role="alert" className="text-sm text-danger">
          {messageFor(rivals.error ?? board.error, "Não deu para carregar a concorrência. Tente de novo.")}
        </p>
      ) : (
        <Tabs value={tab} onValueChange={setTab} className="grid gap-4">
          {/* Three tabs in one row at every width (not 2 + 1 on a phone): a long name takes two lines in its tab. */}
          <TabsList className="grid-cols-3" aria-label="Seções da concorrência">
            <TabsTrigger value="quadro" className={TAB}>
              Quadro de preços
            </TabsTrigger>
            <TabsTrigger value="concorrentes" className={TAB}>
              Concorrentes ({rivals.data.rivals.length})
            </TabsTrigger>
            <TabsTrigger value="taxas" className={TAB}>
              Taxas e custos
            </TabsTrigger>
          </TabsList>
          <TabsContent value="quadro" className="grid gap-4">
            <AlertList alerts={board.data.alerts} />
            <PriceBoard
              board={board.data}
              onHistory={(dishId) => {
                setHistoryDish(dishId);
                requestAnimationFrame(() =>
                  document.getElementById("historico")?.scrollIntoView({ block: "start" }),
                );
              }}
            />
            {historyDish !== null ? (
              <section
                id="historico"
                aria-label="Histórico de preços"
                className="rounded-xl border border-line bg-white p-4"
              >
                <h3 className="mb-2 text-lg font-semibold text-ink">Ao longo do tempo</h3>
                <Suspense fallback={<Spinner label="Carregando o gráfico…" />}>
                  <PriceHistory dishId={historyDish} />
                </Suspense>
              </section>
            ) : null}
            <p className="text-xs text-muted">
              {/* The profile's name, never its id ("ifood-basico"), issue 30. */}
              Taxas: {String(board.data.feePercent).replace(".", ",")}% por pedido (
              {feePresetName(board.data.settings.presetId)}). Preços de marketplace mudam com o endereço, o
              Clube e os cupons: compare sempre no mesmo contexto.
            </p>
          </TabsContent>
          <TabsContent value="concorrentes" className="grid gap-4">
            <p className="text-sm text-muted">
              Você acompanha {rivals.data.rivals.length} de {rivals.data.limit} concorrentes.
            </p>
            {rivals.data.rivals.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label="Concorrentes">
                {rivals.data.rivals.map((r) => (
                  <li key={r.id}>
                    <button
                      type="button"
                      onClick={() => setSelected(r.id)}
                      aria-pressed={current === r.id}
                      className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-medium break-all text-ink aria-pressed:border-primary aria-pressed:bg-primary-soft"
                    >
                      <Store className="size-4 shrink-0" aria-hidden />
                      {r.name}
                      <span className="text-muted">· {r.dishCount} pratos</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            {current !== null ? (
              <RivalPanel
                key={current}
                rivalId={current}
                ourDishes={ourDishes}
                canDelete={!member}
                onDeleted={() => setSelected(null)}
              />
            ) : null}
            <details
              className="rounded-xl border border-line bg-white p-4"
              open={rivals.data.rivals.length === 0}
            >
              <summary className="cursor-pointer font-semibold text-ink">Incluir concorrente</summary>
              <div className="mt-3">
                <AddRivalForm onAdded={(id) => setSelected(id)} />
              </div>
            </details>
          </TabsContent>
          <TabsContent value="taxas">
            <FeeProfileForm board={board.data} />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
