import { formatCents, formatPercent } from "../../../common/format";
import { feeAwarePrice, MARGIN_DEFAULT, suggestPriceCents, totalCostCents } from "../../../common/pricing";
import { cn } from "../../lib/cn";
import {
  feesSchema,
  ingredientsSchema,
  type PriceCalculatorInput,
  packagingSchema,
} from "./priceCalculatorSchema";

function Row({ label, value, strong }: { label: string; value: string; strong?: string | undefined }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1">
      <dt className="text-muted">{label}</dt>
      <dd className={cn("font-semibold tabular-nums text-ink", strong)}>{value}</dd>
    </div>
  );
}

/**
 * The results, computed part by part so that a half-typed fee does not hide
 * the SPEC's suggested price. The save action under them reads the same figures.
 */
export function calculatorResults(values: PriceCalculatorInput) {
  const margin = Number.isFinite(values.marginPercent) ? values.marginPercent : MARGIN_DEFAULT;
  const ingredients = ingredientsSchema.safeParse(values.ingredients);
  const packaging = packagingSchema.safeParse(values.packaging ?? "");
  const fees = feesSchema.safeParse({ commission: values.commission ?? "", payment: values.payment ?? "" });

  const costCents = ingredients.success
    ? totalCostCents(ingredients.data.map((i) => ({ name: i.name, costCents: i.cost })))
    : null;
  const suggested = costCents === null ? null : suggestPriceCents(costCents, margin);
  const feePercent = fees.success ? fees.data.commission + fees.data.payment : null;
  const withFees =
    costCents !== null && packaging.success && feePercent !== null
      ? feeAwarePrice({ costCents, packagingCents: packaging.data, marginPercent: margin, feePercent })
      : null;
  // What is left if the owner charged the plain suggested price on this app.
  const leftAtSuggested =
    suggested !== null && withFees && feePercent !== null
      ? suggested - Math.round((suggested * feePercent) / 100) - withFees.costCents
      : null;
  return {
    margin,
    packagingOk: packaging.success,
    costCents,
    suggested,
    feePercent,
    withFees,
    leftAtSuggested,
  };
}
export type CalculatorResults = ReturnType<typeof calculatorResults>;

/** The results, live. */
export function PriceResults({ values }: { values: PriceCalculatorInput }) {
  const { margin, packagingOk, costCents, suggested, feePercent, withFees, leftAtSuggested } =
    calculatorResults(values);

  return (
    <div className="grid min-w-0 content-start gap-3 sm:grid-cols-2 lg:grid-cols-1" aria-live="polite">
      <section aria-labelledby="preco-sugerido" className="rounded-xl border border-line bg-surface p-4">
        <h3 id="preco-sugerido" className="text-sm font-semibold text-ink">
          Preço sugerido
        </h3>
        {suggested === null ? (
          <p className="mt-2 text-sm text-muted">
            Preencha o nome e o custo (maior que zero) de cada ingrediente para ver o preço.
          </p>
        ) : (
          <>
            <p
              className="mt-1 text-3xl font-bold text-primary-dark tabular-nums"
              data-testid="preco-sugerido"
            >
              {formatCents(suggested)}
            </p>
            <dl className="mt-2 text-sm">
              <Row label="Custo dos ingredientes" value={formatCents(costCents ?? 0)} />
              <Row label="Margem" value={formatPercent(margin)} />
            </dl>
          </>
        )}
      </section>
      <section
        aria-labelledby="preco-no-app"
        className="rounded-xl border border-leaf/30 bg-leaf-soft/50 p-4"
      >
        <h3 id="preco-no-app" className="text-sm font-semibold text-ink">
          Preço no app, com taxas
        </h3>
        {costCents === null ? (
          <p className="mt-2 text-sm text-ink/80">Aparece junto com o preço sugerido.</p>
        ) : !packagingOk || feePercent === null ? (
          <p className="mt-2 text-sm text-ink/80">Confira a embalagem e as taxas.</p>
        ) : withFees === null ? (
          <p className="mt-2 text-sm text-danger">Com taxas de 100% ou mais, nenhum preço deixa lucro.</p>
        ) : (
          <>
            <p className="mt-1 text-3xl font-bold text-leaf tabular-nums" data-testid="preco-no-app">
              {formatCents(withFees.priceCents)}
            </p>
            <p className="text-xs text-muted">
              O cliente paga isso e você mantém a margem de {formatPercent(margin)}.
            </p>
            <dl className="mt-2 text-sm">
              <Row
                label={`Taxas do app (${formatPercent(feePercent)})`}
                value={formatCents(withFees.feesCents)}
              />
              <Row label="Ingredientes + embalagem" value={formatCents(withFees.costCents)} />
              <Row
                label="Lucro líquido por pedido"
                value={formatCents(withFees.netProfitCents)}
                strong="text-leaf"
              />
            </dl>
            {leftAtSuggested !== null && feePercent > 0 ? (
              <p className={cn("mt-2 text-xs", leftAtSuggested < 0 ? "text-danger" : "text-muted")}>
                Cobrando só o preço sugerido ({formatCents(suggested ?? 0)}) nesse app,{" "}
                {leftAtSuggested < 0
                  ? `você perde ${formatCents(-leftAtSuggested)} por pedido.`
                  : `sobram ${formatCents(leftAtSuggested)} por pedido.`}
              </p>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
