import { useEffect, useId, useState } from "react";
import { type GenerateMenuRequest, generateMenuRequestSchema } from "../../../common/generators";
import { Field } from "../../ui/Field";
import { Select } from "../../ui/Input";
import { generateMenu } from "./api";
import { menuText } from "./copyTexts";
import { GeneratingFlag, GeneratorProblemLine } from "./GeneratorStatus";
import type { GeneratorRestaurant } from "./generatorRestaurant";
import { menuTypeOptions } from "./labels";
import { ResultCard } from "./ResultCard";
import { GENERATOR_DELAYS_MS } from "./timing";
import { useDelayedCall } from "./useDelayedCall";
import { useGenerator } from "./useGenerator";

/** SPEC §5: the menu is generated only for a chosen type the server knows. */
function menuRequest(type: string): GenerateMenuRequest | null {
  const parsed = generateMenuRequestSchema.safeParse({ restaurantType: type });
  return parsed.success && parsed.data.restaurantType ? parsed.data : null;
}

/**
 * SPEC §2/§4 menu generator: a first menu for the restaurant's type 2 s after
 * the dashboard loads, and a new one whenever the type changes, with a
 * visible "generating" flag while the call runs.
 */
export function MenuGenerator({ restaurant }: { restaurant: GeneratorRestaurant }) {
  const id = useId();
  const [type, setType] = useState(restaurant.type);
  const { schedule, cancel } = useDelayedCall();
  const gen = useGenerator("menu", generateMenu);
  const { generate } = gen;

  useEffect(() => {
    const input = menuRequest(restaurant.type);
    if (!input) return;
    // Not asked for by the owner: no toast (the card appearing is the news).
    schedule(
      () => generate({ request: input, automatic: true }, { silent: true }),
      GENERATOR_DELAYS_MS.initialMenu,
    );
    return cancel;
  }, [restaurant.type, schedule, cancel, generate]);

  function onTypeChange(value: string) {
    setType(value);
    const input = menuRequest(value);
    if (input) schedule(() => generate({ request: input }), GENERATOR_DELAYS_MS.menuTypeChange);
    else cancel();
  }

  const dishes = gen.result?.dishes;
  return (
    <div className="grid gap-4">
      <Field id={`${id}-type`} label="Tipo de restaurante" className="max-w-sm">
        <Select id={`${id}-type`} value={type} onChange={(e) => onTypeChange(e.target.value)}>
          {menuTypeOptions(restaurant.type).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
      <GeneratingFlag busy={gen.busy} label="Gerando cardápio…" />
      <GeneratorProblemLine problem={gen.problem} />
      {dishes && dishes.length > 0 ? (
        <ResultCard
          label="Cardápio gerado"
          text={menuText(dishes)}
          busy={gen.busy}
          againLabel="Gerar outro"
          // Asked for by the owner: kept in the history, unlike the automatic first one.
          onAgain={() => gen.resultInput && generate({ request: gen.resultInput.request })}
        >
          <ul className="grid gap-3 md:grid-cols-2">
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
      ) : !gen.busy && !gen.problem ? (
        <p className="text-sm text-muted">
          As sugestões de pratos para o seu tipo de restaurante aparecem aqui.
        </p>
      ) : null}
    </div>
  );
}
