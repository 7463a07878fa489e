import { FileUp, ScanText } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import type { MenuPreview } from "../../../common/competition";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Field } from "../../ui/Field";
import { Input, Select, Textarea } from "../../ui/Input";
import { toast } from "../../ui/useToast";
import { previewCsv } from "./api/previewCsv";
import { usePreviewMenu } from "./api/previewMenu";
import { useSaveMenu } from "./api/saveMenu";
import { brl, centsToInput, inputToCents } from "./money";

export type OurDish = { id: number; name: string };

/** A preview line the owner may fix: the price as typed, the match chosen, kept or left out. */
type Row = {
  key: string;
  keep: boolean;
  name: string;
  price: string;
  section: string | null;
  size: string | null;
  description: string | null;
  priceNote: MenuPreview["dishes"][number]["priceNote"];
  currentPriceCents: number | null;
  /** "" none chosen yet, "none" sem equivalente, else our dish id. */
  match: string;
};

const rowsOf = (preview: MenuPreview): Row[] =>
  preview.dishes.map((d, i) => ({
    key: `${i}-${d.name}`,
    keep: true,
    name: d.name,
    price: centsToInput(d.priceCents),
    section: d.section,
    size: d.size,
    description: d.description,
    priceNote: d.priceNote,
    currentPriceCents: d.currentPriceCents,
    match: d.suggestedDishId ? String(d.suggestedDishId) : "",
  }));

/**
 * "Colar cardápio": the text copied from the rival's page (or a CSV) is read
 * by the server into a preview; the owner fixes names, prices and matches,
 * then saves. What is pasted is only ever shown as text.
 */
export function MenuPaste({ rivalId, ourDishes }: { rivalId: number; ourDishes: readonly OurDish[] }) {
  const id = useId();
  const [text, setText] = useState("");
  const [rows, setRows] = useState<Row[] | null>(null);
  const [notUnderstood, setNotUnderstood] = useState<{ key: string; line: string }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const preview = usePreviewMenu();
  const save = useSaveMenu();

  const show = (answer: MenuPreview) => {
    setError(null);
    setRows(rowsOf(answer));
    setNotUnderstood(answer.notUnderstood.map((line, i) => ({ key: `${i}-${line}`, line })));
  };

  function read() {
    preview.mutate(
      { rivalId, text },
      {
        onSuccess: show,
        onError: (e) => setError(messageFor(e, "Não deu para ler o cardápio. Tente de novo.")),
      },
    );
  }

  async function readCsv(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > 500_000) return setError("O CSV pode ter até 500 KB.");
    try {
      show(await previewCsv({ rivalId, csv: await file.text() }));
    } catch (e) {
      setError(messageFor(e, "Não deu para ler o CSV. Tente de novo."));
    }
  }

  const update = (i: number, patch: Partial<Row>) =>
    setRows((current) => current?.map((r, j) => (j === i ? { ...r, ...patch } : r)) ?? null);

  const kept = rows?.filter((r) => r.keep) ?? [];
  const badPrice = kept.some((r) => !inputToCents(r.price) || !r.name.trim());

  function confirm() {
    if (!rows || badPrice) return;
    save.mutate(
      {
        rivalId,
        dishes: kept.map((r) => ({
          name: r.name.trim(),
          section: r.section,
          size: r.size,
          description: r.description,
          priceCents: inputToCents(r.price) ?? 0,
          priceNote: r.priceNote,
          ...(r.match === "none" ? { noEquivalent: true } : r.match ? { ourDishId: Number(r.match) } : {}),
        })),
      },
      {
        onSuccess: (result) => {
          toast({
            title: "Cardápio salvo",
            description: `${result.added} novos, ${result.changed} com preço novo, ${result.unchanged} iguais.`,
            variant: "success",
          });
          setRows(null);
          setText("");
          setNotUnderstood([]);
        },
        onError: (e) => setError(messageFor(e, "Não deu para salvar. Tente de novo.")),
      },
    );
  }

  return (
    <div className="grid gap-3">
      <Field
        id={`${id}-paste`}
        label="Cole aqui o cardápio do concorrente"
        hint="Na página do concorrente, selecione os pratos com os preços, copie e cole. Nada é buscado na internet."
      >
        <Textarea id={`${id}-paste`} rows={6} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={read} disabled={preview.isPending || text.trim() === ""}>
          <ScanText aria-hidden />
          Ler cardápio
        </Button>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-white px-4 text-sm font-semibold text-ink hover:bg-primary-soft">
          <FileUp className="size-4" aria-hidden />
          Importar CSV
          <input type="file" accept=".csv,text/csv" className="sr-only" onChange={readCsv} />
        </label>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {rows ? (
        <section
          aria-label="Prévia do cardápio"
          className="grid gap-3 rounded-xl border border-line bg-surface p-3"
        >
          <h4 className="font-semibold text-ink">
            Confira {rows.length} {rows.length === 1 ? "prato" : "pratos"} antes de salvar
          </h4>
          <ul className="grid gap-2">
            {rows.map((r, i) => (
              <li
                key={r.key}
                className="grid gap-2 rounded-lg bg-white p-3 sm:grid-cols-[auto_1fr_7rem_14rem] sm:items-end"
              >
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={r.keep}
                    onChange={(e) => update(i, { keep: e.target.checked })}
                    aria-label={`Incluir ${r.name}`}
                  />
                  <span className="sm:sr-only">Incluir</span>
                </label>
                <Field id={`${id}-n${i}`} label="Prato">
                  <Input
                    id={`${id}-n${i}`}
                    value={r.name}
                    onChange={(e) => update(i, { name: e.target.value })}
                  />
                </Field>
                <Field
                  id={`${id}-p${i}`}
                  label="Preço"
                  hint={
                    r.currentPriceCents !== null && r.currentPriceCents !== inputToCents(r.price)
                      ? `Antes: ${brl(r.currentPriceCents)}`
                      : (r.priceNote ?? undefined)
                  }
                >
                  <Input
                    id={`${id}-p${i}`}
                    inputMode="decimal"
                    value={r.price}
                    onChange={(e) => update(i, { price: e.target.value })}
                  />
                </Field>
                <Field id={`${id}-m${i}`} label="Equivale ao seu">
                  <Select
                    id={`${id}-m${i}`}
                    value={r.match}
                    onChange={(e) => update(i, { match: e.target.value })}
                  >
                    <option value="">Escolher depois</option>
                    <option value="none">Sem equivalente</option>
                    {ourDishes.map((d) => (
                      <option key={d.id} value={String(d.id)}>
                        {d.name}
                      </option>
                    ))}
                  </Select>
                </Field>
                {r.section || r.size ? (
                  <p className="text-xs text-muted sm:col-span-4">
                    {[r.section, r.size].filter(Boolean).join(" · ")}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          {notUnderstood.length > 0 ? (
            <details className="text-sm">
              <summary className="cursor-pointer text-muted">
                {notUnderstood.length}{" "}
                {notUnderstood.length === 1 ? "linha não entendida" : "linhas não entendidas"}
              </summary>
              <ul className="mt-2 list-disc pl-5 text-muted">
                {notUnderstood.map((n) => (
                  <li key={n.key} className="break-words">
                    {n.line}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          {badPrice ? (
            <p role="alert" className="text-sm text-danger">
              Confira os nomes e preços marcados (use o formato 29,90).
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              onClick={confirm}
              disabled={save.isPending || kept.length === 0 || badPrice}
            >
              Salvar {kept.length} {kept.length === 1 ? "prato" : "pratos"}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setRows(null)}>
              Descartar
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
