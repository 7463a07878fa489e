import { UtensilsCrossed } from "lucide-react";
import { useId, useState } from "react";
import { MENU_RESTAURANT_TYPES } from "../../../../common/constants";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { Field } from "../../../ui/Field";
import { Select } from "../../../ui/Input";
import { Spinner } from "../../../ui/Spinner";
import { MENU_TYPE_LABELS } from "../shared/businessTypes";
import { GeneratedTextCard } from "../shared/GeneratedTextCard";
import type { GeneratedDish } from "../shared/generatorAnswers";
import { generateMenu } from "../shared/generatorApi";
import { useGeneration } from "../shared/useGeneration";

const menuText = (dishes: GeneratedDish[]) =>
  dishes
    .map((d) => [`${d.name}${d.price ? ` — ${d.price}` : ""}`, d.description].filter(Boolean).join("\n"))
    .join("\n\n");

/**
 * A menu for a restaurant type, generated as soon as a type is chosen (SPEC §4).
 * SPEC §8: a failure here is only logged; the last menu stays on screen.
 */
export function MenuGenerator() {
  const id = useId();
  const [type, setType] = useState("");
  const gen = useGeneration<GeneratedDish[]>("");
  const dishes = gen.last;

  const generate = (restaurantType: string) =>
    gen.run(
      () => generateMenu(restaurantType),
      (error) => console.error("Falha ao gerar o cardápio", error),
    );

  return (
    <Card className="flex flex-col">
      <h3 className="flex items-center gap-2 text-lg font-bold text-ink">
        <UtensilsCrossed className="size-5 text-primary-dark" aria-hidden />
        Gerador de cardápio
      </h3>
      <p className="mt-1 text-sm text-muted">
        Escolha o tipo de restaurante e veja sugestões de pratos com preço.
      </p>
      <div className="mt-4 grid gap-3">
        <Field id={`${id}-tipo`} label="Tipo de restaurante">
          <Select
            id={`${id}-tipo`}
            value={type}
            onChange={(e) => {
              setType(e.target.value);
              if (e.target.value) void generate(e.target.value);
            }}
          >
            <option value="">Selecione um tipo</option>
            {MENU_RESTAURANT_TYPES.map((t) => (
              <option key={t} value={t}>
                {MENU_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        </Field>
        {gen.busy ? <Spinner label="Gerando cardápio…" /> : null}
      </div>
      {dishes && dishes.length > 0 ? (
        <GeneratedTextCard
          text={menuText(dishes)}
          label="Cardápio gerado"
          onAgain={type ? () => void generate(type) : undefined}
          againLabel="Gerar outro"
          busy={gen.busy}
        >
          <ul className="grid gap-3">
            {dishes.map((dish) => (
              <li key={dish.name}>
                <p className="flex justify-between gap-2 font-semibold text-ink">
                  <span>{dish.name}</span>
                  {dish.price ? <span className="shrink-0 text-leaf">{dish.price}</span> : null}
                </p>
                {dish.description ? <p className="text-sm text-muted">{dish.description}</p> : null}
              </li>
            ))}
          </ul>
        </GeneratedTextCard>
      ) : null}
      {gen.state.status === "done" && gen.state.value.length === 0 ? (
        <p className="mt-4 text-sm text-muted">Nenhum prato sugerido desta vez. Tente outro tipo.</p>
      ) : null}
      {gen.state.status === "error" && !dishes ? (
        <Button variant="ghost" className="mt-3 self-start" onClick={() => void generate(type)}>
          Gerar cardápio
        </Button>
      ) : null}
    </Card>
  );
}
