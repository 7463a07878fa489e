import { type FormEvent, useId, useState } from "react";
import type { Board } from "../../../common/competition";
import { FEE_PRESETS } from "../../../common/feePresets";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Field } from "../../ui/Field";
import { Input, Select } from "../../ui/Input";
import { toast } from "../../ui/useToast";
import { useSaveFoodCost } from "./api/saveFoodCost";
import { useSaveSettings } from "./api/saveSettings";
import { centsToInput, inputToCents } from "./money";

const num = (text: string) => Number(text.replace(",", ".").replace("%", "").trim());
const pct = (n: number) => String(n).replace(".", ",");

/**
 * The fee profile the board's net figures use (the price calculator's
 * presets, stored for this page), the margin, our delivery fee, the alert
 * threshold, and each dish's food cost.
 */
export function FeeProfileForm({ board }: { board: Board }) {
  const id = useId();
  const s = board.settings;
  const [presetId, setPresetId] = useState(s.presetId);
  const [commission, setCommission] = useState(pct(s.commissionPercent));
  const [payment, setPayment] = useState(pct(s.paymentPercent));
  const [margin, setMargin] = useState(String(s.marginPercent));
  const [threshold, setThreshold] = useState(pct(s.thresholdPercent));
  const [fee, setFee] = useState(s.ourDeliveryFeeCents === null ? "" : centsToInput(s.ourDeliveryFeeCents));
  const save = useSaveSettings();

  function pickPreset(value: string) {
    setPresetId(value);
    const preset = FEE_PRESETS.find((p) => p.id === value);
    if (preset) {
      setCommission(pct(preset.commissionPercent));
      setPayment(pct(preset.paymentPercent));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        presetId,
        commissionPercent: num(commission),
        paymentPercent: num(payment),
        marginPercent: Math.round(num(margin)),
        thresholdPercent: num(threshold),
        ourDeliveryFeeCents: fee.trim() ? inputToCents(fee) : null,
      },
      { onSuccess: () => toast({ title: "Perfil de taxas salvo", variant: "success" }) },
    );
  }

  return (
    <div className="grid gap-5">
      <form onSubmit={submit} noValidate aria-label="Perfil de taxas" className="grid gap-3 sm:grid-cols-3">
        <Field id={`${id}-preset`} label="Perfil de taxas">
          <Select id={`${id}-preset`} value={presetId} onChange={(e) => pickPreset(e.target.value)}>
            {FEE_PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-commission`} label="Comissão (%)">
          <Input
            id={`${id}-commission`}
            inputMode="decimal"
            value={commission}
            onChange={(e) => setCommission(e.target.value)}
          />
        </Field>
        <Field id={`${id}-payment`} label="Taxa de pagamento (%)">
          <Input
            id={`${id}-payment`}
            inputMode="decimal"
            value={payment}
            onChange={(e) => setPayment(e.target.value)}
          />
        </Field>
        <Field id={`${id}-margin`} label="Margem sobre o custo (%)">
          <Input
            id={`${id}-margin`}
            inputMode="numeric"
            value={margin}
            onChange={(e) => setMargin(e.target.value)}
          />
        </Field>
        <Field
          id={`${id}-threshold`}
          label="Alertar quando eu for mais caro que (%)"
          hint="acima da média dos concorrentes"
        >
          <Input
            id={`${id}-threshold`}
            inputMode="decimal"
            value={threshold}
            onChange={(e) => setThreshold(e.target.value)}
          />
        </Field>
        <Field id={`${id}-fee`} label="Minha taxa de entrega">
          <Input
            id={`${id}-fee`}
            inputMode="decimal"
            placeholder="0,00"
            value={fee}
            onChange={(e) => setFee(e.target.value)}
          />
        </Field>
        {save.isError ? (
          <p role="alert" className="text-sm text-danger sm:col-span-3">
            {messageFor(save.error, "Não deu para salvar. Confira os números.")}
          </p>
        ) : null}
        <div className="sm:col-span-3">
          <Button type="submit" variant="outline" disabled={save.isPending}>
            Salvar perfil
          </Button>
        </div>
      </form>
      {board.rows.length > 0 ? (
        <div className="grid gap-2">
          <h4 className="font-semibold text-ink">Custo dos ingredientes por prato</h4>
          <p className="text-sm text-muted">Com o custo, o quadro mostra quanto sobra em cada preço.</p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {board.rows.map((row) => (
              <FoodCostRow
                key={row.dishId}
                dishId={row.dishId}
                name={row.dishName}
                costCents={row.foodCostCents}
              />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function FoodCostRow({
  dishId,
  name,
  costCents,
}: {
  dishId: number;
  name: string;
  costCents: number | null;
}) {
  const id = useId();
  const [text, setText] = useState(costCents === null ? "" : centsToInput(costCents));
  const save = useSaveFoodCost();
  const cents = text.trim() ? inputToCents(text) : null;
  const invalid = text.trim() !== "" && (cents === null || cents <= 0);
  return (
    <li className="flex items-end gap-2">
      <Field
        id={id}
        label={`Custo de ${name}`}
        className="flex-1"
        error={invalid ? "Use o formato 9,50." : undefined}
      >
        <Input
          id={id}
          inputMode="decimal"
          placeholder="9,50"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Field>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mb-1"
        disabled={invalid || save.isPending || cents === costCents}
        onClick={() => save.mutate({ dishId, costCents: cents })}
      >
        Salvar
      </Button>
    </li>
  );
}
