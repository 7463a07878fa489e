import { ArrowDownUp, Calculator, LineChart, Megaphone } from "lucide-react";
import { useState } from "react";
import { type Board, type BoardRow, calculatorHref } from "../../../common/competition";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { Select } from "../../ui/Input";
import { brl, percentText } from "./money";
import { promotionLink } from "./prefillLinks";

type SortKey = "nome" | "diferenca" | "preco" | "sobra";
const SORTS: { key: SortKey; label: string }[] = [
  { key: "diferenca", label: "Maior diferença para o mais barato" },
  { key: "nome", label: "Nome do prato" },
  { key: "preco", label: "Nosso preço" },
  { key: "sobra", label: "O que sobra por pedido" },
];

const gapToCheapest = (r: BoardRow) =>
  r.cheapestRivalCents === null ? -Infinity : r.ourPriceCents - r.cheapestRivalCents;

function sorted(rows: readonly BoardRow[], key: SortKey): BoardRow[] {
  const copy = [...rows];
  if (key === "nome") return copy.sort((a, b) => a.dishName.localeCompare(b.dishName, "pt-BR"));
  if (key === "preco") return copy.sort((a, b) => b.ourPriceCents - a.ourPriceCents);
  if (key === "sobra")
    return copy.sort((a, b) => (a.leftCents ?? a.receivedCents) - (b.leftCents ?? b.receivedCents));
  return copy.sort((a, b) => gapToCheapest(b) - gapToCheapest(a));
}

const POSITION_BADGE = { "mais barato": "success", "na média": "neutral", "mais caro": "danger" } as const;

function Position({ row }: { row: BoardRow }) {
  if (!row.position) return <span className="text-xs text-muted">sem concorrente ligado</span>;
  return (
    <Badge variant={POSITION_BADGE[row.position]} className="whitespace-nowrap">
      {row.position}
    </Badge>
  );
}

function Actions({ row, onHistory }: { row: BoardRow; onHistory: (dishId: number) => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild size="sm" variant="outline">
        <a href={promotionLink(row.dishId, row.floorPriceCents)}>
          <Megaphone aria-hidden />
          Criar promoção
        </a>
      </Button>
      <Button asChild size="sm" variant="outline">
        <a href={calculatorHref(row.dishId, row.foodCostCents)}>
          <Calculator aria-hidden />
          Ajustar preço
        </a>
      </Button>
      <Button size="sm" variant="ghost" onClick={() => onHistory(row.dishId)}>
        <LineChart aria-hidden />
        Histórico
      </Button>
    </div>
  );
}

/** What we keep at our price, in words. */
function OurNet({ row }: { row: BoardRow }) {
  return (
    <span>
      você recebe <strong className="tabular-nums">{brl(row.receivedCents)}</strong>
      {row.leftCents !== null ? (
        <>
          {" "}
          e sobra <strong className="tabular-nums">{brl(row.leftCents)}</strong>
        </>
      ) : null}
    </span>
  );
}

/**
 * The price board: per dish, our price against each rival's equivalent,
 * the position, the gap and what each price leaves after the fee profile.
 * Cards on a phone, a table from the tablet up; sortable.
 */
export function PriceBoard({ board, onHistory }: { board: Board; onHistory: (dishId: number) => void }) {
  const [sort, setSort] = useState<SortKey>("diferenca");
  const rows = sorted(board.rows, sort);
  if (board.rows.length === 0) {
    return (
      <p className="text-sm text-muted">
        Cadastre seus pratos com preço no painel para comparar com os concorrentes.
        {board.unpricedDishes.length > 0 ? ` Sem preço: ${board.unpricedDishes.join(", ")}.` : ""}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2 text-sm text-ink">
        <ArrowDownUp className="size-4" aria-hidden />
        <label htmlFor="quadro-ordem">Ordenar por</label>
        <Select
          id="quadro-ordem"
          value={sort}
          onChange={(e) => setSort(e.target.value as SortKey)}
          className="w-auto"
        >
          {SORTS.map((s) => (
            <option key={s.key} value={s.key}>
              {s.label}
            </option>
          ))}
        </Select>
      </div>

      {/* Phone: one card per dish. */}
      <ul className="grid gap-3 md:hidden" aria-label="Quadro de preços">
        {rows.map((row) => (
          <li
            key={row.dishId}
            className="grid gap-2 rounded-xl border border-line bg-white p-3"
            data-dish-row={row.dishName}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="font-semibold break-words text-ink">{row.dishName}</h4>
              <Position row={row} />
            </div>
            <p className="text-sm">
              Seu preço <strong className="tabular-nums">{brl(row.ourPriceCents)}</strong>:{" "}
              <OurNet row={row} />
            </p>
            <ul className="grid gap-2 text-sm">
              {row.rivals.map((r) => (
                <li key={r.rivalDishId} className="rounded-lg bg-surface p-2">
                  <p>
                    <strong className="break-words">{r.rivalName}</strong> {brl(r.priceCents)}
                    {r.priceNote ? <span className="text-muted"> ({r.priceNote})</span> : null} ·{" "}
                    <span className="tabular-nums">
                      {r.gapCents >= 0 ? "+" : "−"}
                      {brl(Math.abs(r.gapCents))} ({percentText(r.gapPercent)})
                    </span>
                  </p>
                  <p className="text-muted">{r.sentence}</p>
                  <p className="text-xs text-muted">
                    Pedido típico lá: {brl(r.orderTotalCents)}
                    {r.belowMinimum ? " (abaixo do pedido mínimo)" : ""}
                    {r.withClub ? " · preço visto com Clube/cupom" : ""}
                  </p>
                </li>
              ))}
            </ul>
            <Actions row={row} onHistory={onHistory} />
          </li>
        ))}
      </ul>

      {/* Tablet and desktop: a table. */}
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Quadro de preços por prato</caption>
          <thead>
            <tr className="border-b border-line text-left text-muted">
              <th scope="col" className="py-2 pr-3 font-medium">
                Prato
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Seu preço
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Posição
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Concorrentes
              </th>
              <th scope="col" className="py-2 font-medium">
                Ações
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.dishId} className="border-b border-line align-top" data-dish-row={row.dishName}>
                <th scope="row" className="py-3 pr-3 text-left font-semibold break-words text-ink">
                  {row.dishName}
                </th>
                <td className="py-3 pr-3">
                  <strong className="tabular-nums">{brl(row.ourPriceCents)}</strong>
                  <p className="text-xs text-muted">
                    <OurNet row={row} />
                  </p>
                  <p className="text-xs text-muted">Pedido típico: {brl(row.ourOrderTotalCents)}</p>
                </td>
                <td className="py-3 pr-3">
                  <Position row={row} />
                </td>
                <td className="py-3 pr-3">
                  <ul className="grid gap-2">
                    {row.rivals.map((r) => (
                      <li key={r.rivalDishId}>
                        <span className="font-medium break-words">{r.rivalName}</span>: {brl(r.priceCents)}
                        {r.priceNote ? <span className="text-muted"> ({r.priceNote})</span> : null}{" "}
                        <span className="tabular-nums text-muted">
                          {r.gapCents >= 0 ? "+" : "−"}
                          {brl(Math.abs(r.gapCents))} ({percentText(r.gapPercent)})
                        </span>
                        <p className="text-xs text-muted">{r.sentence}</p>
                        <p className="text-xs text-muted">
                          Pedido típico lá: {brl(r.orderTotalCents)}
                          {r.belowMinimum ? " (abaixo do pedido mínimo)" : ""}
                          {r.withClub ? " · visto com Clube/cupom" : ""}
                        </p>
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="py-3">
                  <Actions row={row} onHistory={onHistory} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
