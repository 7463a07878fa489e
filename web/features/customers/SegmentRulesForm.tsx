import { type FormEvent, useState } from "react";
import type { SegmentCounts } from "../../../common/customers";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Field } from "../../ui/Field";
import { Input } from "../../ui/Input";
import { toast } from "../../ui/useToast";
import { useSaveSegmentRules } from "./api/segmentRules";

const FIELDS = [
  { key: "recurringOrders", label: "Recorrente a partir de (pedidos)" },
  { key: "vipOrders", label: "VIP a partir de (pedidos)" },
  { key: "atRiskDays", label: "Em risco depois de (dias sem pedir)" },
  { key: "inactiveDays", label: "Inativo depois de (dias sem pedir)" },
] as const;

/** The thresholds of the segments (owner only); saving answers the new counts. */
export function SegmentRulesForm({ counts, onDone }: { counts: SegmentCounts; onDone: () => void }) {
  const save = useSaveSegmentRules();
  const [values, setValues] = useState(() =>
    Object.fromEntries(FIELDS.map((f) => [f.key, String(counts.rules[f.key])])),
  );
  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate(
      {
        recurringOrders: Number(values.recurringOrders),
        vipOrders: Number(values.vipOrders),
        atRiskDays: Number(values.atRiskDays),
        inactiveDays: Number(values.inactiveDays),
      },
      {
        onSuccess: () => {
          toast({ variant: "success", title: "Segmentos atualizados." });
          onDone();
        },
      },
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Regras dos segmentos" className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <Field key={f.key} id={`regra-${f.key}`} label={f.label}>
            <Input
              id={`regra-${f.key}`}
              type="number"
              inputMode="numeric"
              min={1}
              value={values[f.key] ?? ""}
              onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
            />
          </Field>
        ))}
      </div>
      {save.isError ? (
        <p role="alert" className="text-sm text-danger">
          {messageFor(save.error, "Não deu para salvar as regras. Tente de novo.")}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          Salvar regras
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
