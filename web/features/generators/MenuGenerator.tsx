import { useEffect, useId, useState } from "react";
import { type GenerateMenuRequest, generateMenuRequestSchema } from "../../../common/generators";
import { useDelayedCall } from "../../lib/useDelayedCall";
import { Button } from "../../ui/Button";
import { Field } from "../../ui/Field";
import { Select } from "../../ui/Input";
import { generateMenu } from "./api/generateMenu";
import { menuText } from "./copyTexts";
import type { GeneratorRestaurant } from "./generatorRestaurant";
import { MENU_TYPE_OPTIONS, menuTypeOptions } from "./labels";
import { ResultCard } from "./ResultCard";
import { GENERATOR_DELAYS_MS } from "./timing";
import { useGenerator } from "./useGenerator";
import { useGeneratorFeedback } from "./useGeneratorFeedback";

/** SPEC §5: the menu is generated only for a chosen type the server knows. */
function menuRequest(type: string): GenerateMenuRequest | null {
  const parsed = generateMenuRequestSchema.safeParse({ restaurantType: type });
  return parsed.success && parsed.data.restaurantType ? parsed.data : null;
}

export type MenuGeneratorProps =
  | { variant?: "dashboard"; restaurant: GeneratorRestaurant }
  | { variant: "resources" };

/**
 * SPEC §2/§4 menu generator, with a visible "generating" flag while the call
 * runs. On the dashboard (restaurant-aware): a first menu for the
 * restaurant's type 2 s after the dashboard loads, and a new one whenever the
 * type changes. On Resources: a menu as soon as a visitor picks a type.
 */
export function MenuGenerator(props: MenuGeneratorProps) {
  const place = props.variant === "resources" ? props : undefined;
  const restaurant = "restaurant" in props ? props.restaurant : undefined;
  const id = useId();
  const [type, setType] = useState(restaurant?.type ?? "");
  const { schedule, cancel } = useDelayedCall();
  // SPEC §8: a menu failure on Resources is only logged; the last menu stays on screen.
  const { feedback, generatorOptions } = useGeneratorFeedback(place, {
    failure: null,
    log: place ? "Falha ao gerar o cardápio" : undefined,
  });
  const gen = useGenerator("menu", generateMenu, generatorOptions);
  const { generate } = gen;

  const ownType = restaurant?.type;
  useEffect(() => {
    const input = ownType ? menuRequest(ownType) : null;
    if (!input) return;
    // Not asked for by the owner: no toast (the card appearing is the news).
    schedule(
      () => generate({ request: input, automatic: true }, { silent: true }),
      GENERATOR_DELAYS_MS.initialMenu,
    );
    return cancel;
  }, [ownType, schedule, cancel, generate]);

  function onTypeChange(value: string) {
    setType(value);
    const input = menuRequest(value);
    if (!input) return cancel();
    // A visitor chose with one tap; the dashboard waits for a keyboard user to stop arrowing.
    if (place) generate({ request: input });
    else schedule(() => generate({ request: input }), GENERATOR_DELAYS_MS.menuTypeChange);
  }

  const dishes = gen.result?.dishes;
  const options = restaurant ? menuTypeOptions(restaurant.type) : MENU_TYPE_OPTIONS;
  return (
    <div className="grid gap-4">
      <Field id={`${id}-type`} label="Tipo de restaurante" className="max-w-sm">
        <Select id={`${id}-type`} value={type} onChange={(e) => onTypeChange(e.target.value)}>
          {place ? <option value="">Selecione um tipo</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
      {feedback(gen, "Gerando cardápio…")}
      {dishes && dishes.length > 0 ? (
        <ResultCard
          label="Cardápio gerado"
          text={menuText(dishes)}
          busy={gen.busy}
          againLabel="Gerar outro"
          // Asked for by the owner: kept in the history, unlike the automatic first one.
          onAgain={() => gen.resultInput && generate({ request: gen.resultInput.request })}
          live={place !== undefined}
        >
          <ul className={place ? "grid gap-3" : "grid gap-3 md:grid-cols-2"}>
            {dishes.map((d) => (
              <li key={`${d.name}-${d.price}`} className="rounded-lg bg-white p-3">
                <div className="flex items-baseline justify-between gap-3">
                  <h3 className="min-w-0 font-semibold break-words text-ink">{d.name}</h3>
                  <span className="shrink-0 font-semibold whitespace-nowrap text-leaf">{d.price}</span>
                </div>
                <p className="mt-1 text-sm break-words text-muted">{d.description}</p>
              </li>
            ))}
          </ul>
        </ResultCard>
      ) : dishes ? (
        <p className="text-sm text-muted">Nenhum prato sugerido desta vez. Tente gerar de novo.</p>
      ) : place && gen.problem && !gen.busy ? (
        // Nothing said on screen (SPEC §8), but a way to try again.
        <Button
          variant="ghost"
          className="justify-self-start"
          onClick={() => {
            const input = menuRequest(type);
            if (input) generate({ request: input });
          }}
        >
          Gerar cardápio
        </Button>
      ) : !place && !gen.busy && !gen.problem ? (
        <p className="text-sm text-muted">
          As sugestões de pratos para o seu tipo de restaurante aparecem aqui.
        </p>
      ) : null}
    </div>
  );
}
