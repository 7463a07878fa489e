import { Sparkles } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import {
  type DishContentFormat,
  GENERATOR_LIMITS,
  type GenerateContentRequest,
  generateContentRequestSchema,
} from "../../../common/generators";
import { cn } from "../../lib/cn";
import { useDelayedCall } from "../../lib/useDelayedCall";
import { Button } from "../../ui/Button";
import { Field, fieldA11y } from "../../ui/Field";
import { Input } from "../../ui/Input";
import { generateContent } from "./api/generateContent";
import { firstIssue, type GeneratorRestaurant } from "./generatorRestaurant";
import { BusinessTypeSelect } from "./public/BusinessTypeSelect";
import { ResultCard } from "./ResultCard";
import { GENERATOR_DELAYS_MS } from "./timing";
import { useGenerator } from "./useGenerator";
import { type PublicPlace, useGeneratorFeedback } from "./useGeneratorFeedback";

const FORMATS: { value: DishContentFormat; label: string; hint: string }[] = [
  { value: "description", label: "Descrição no app", hint: "Texto para o cardápio do app de delivery" },
  { value: "post", label: "Post no Instagram", hint: "Legenda com emojis e hashtags" },
];

function FormatToggle({
  value,
  onChange,
}: {
  value: DishContentFormat;
  onChange: (format: DishContentFormat) => void;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink">Formato</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-primary-soft p-1">
        {FORMATS.map((f) => (
          <label
            key={f.value}
            title={f.hint}
            className={cn(
              "flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-center text-sm font-semibold text-ink has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary",
              value === f.value && "bg-white shadow-sm",
            )}
          >
            <input
              type="radio"
              name={name}
              value={f.value}
              checked={value === f.value}
              onChange={() => onChange(f.value)}
              className="sr-only"
            />
            {f.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What the public cards say that the dashboard does not. */
const PUBLIC_WORDS = {
  resources: {
    placeholder: "Ex.: Marmita de frango grelhado",
    failure: "Não foi possível gerar o conteúdo. Tente novamente.",
  },
  landing: { placeholder: "Ex.: Pizza de calabresa", failure: "" },
} as const;

/** The landing's own words for a missing dish (SPEC §2 demo). */
const LANDING_NAME_MISSING = "Digite o nome de um prato";

export type ContentGeneratorProps =
  | {
      variant?: "dashboard";
      restaurant: GeneratorRestaurant;
      /**
       * What the page does with a description (the dashboard saves it on the
       * dish of that name); posts get none.
       */
      descriptionActions?: (description: { dishName: string; text: string }) => ReactNode;
    }
  | PublicPlace;

/**
 * SPEC §2/§4 content generator. On the dashboard (restaurant-aware): a dish
 * name becomes a description (or an Instagram post) 1 s after the owner stops
 * typing; Enter or the button asks at once. On Resources and in the landing
 * demo, a visitor picks a business type and asks with the button.
 */
export function ContentGenerator(props: ContentGeneratorProps) {
  const place = props.variant === "resources" || props.variant === "landing" ? props : undefined;
  const restaurant = "restaurant" in props ? props.restaurant : undefined;
  const id = useId();
  const [dishName, setDishName] = useState("");
  // A visitor picks one; the dashboard always writes for the restaurant's current type.
  const [chosenType, setBusinessType] = useState("pizzaria");
  const businessType = restaurant ? restaurant.type : chosenType;
  const [format, setFormat] = useState<DishContentFormat>("description");
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const delayed = useDelayedCall();
  const words = place ? PUBLIC_WORDS[place.variant] : undefined;
  const { feedback, generatorOptions } = useGeneratorFeedback(place, {
    failure: words?.failure ?? "",
    ...(place?.variant === "landing" ? { log: "demo: falha ao gerar conteúdo" } : {}),
  });
  const gen = useGenerator("content", generateContent, generatorOptions);
  // The last request sent: a pause that lands on the same name (a trailing
  // space typed and erased) does not ask again; the button always does.
  const lastRequest = useRef<GenerateContentRequest | null>(null);

  function request(name: string, chosen: DishContentFormat, options: { force?: boolean } = {}) {
    const parsed = generateContentRequestSchema.safeParse({
      dishName: name,
      businessType,
      // A visitor gets the default description; the format is the dashboard's choice.
      ...(place ? {} : { format: chosen }),
    });
    if (!parsed.success) {
      return setFieldError(place?.variant === "landing" ? LANDING_NAME_MISSING : firstIssue(parsed.error));
    }
    const input: GenerateContentRequest = parsed.data;
    const previous = lastRequest.current;
    const same = previous?.dishName === input.dishName && previous.format === input.format;
    // After a failure the same name may be asked again: the owner is waiting for a text.
    if (!options.force && same && !gen.problem) return;
    lastRequest.current = input;
    gen.generate(input);
  }

  function onNameChange(value: string) {
    setDishName(value);
    setFieldError(undefined);
    if (place) return;
    // Never fire for an empty name (SPEC §5); clearing the field drops a pending call.
    if (value.trim()) delayed.schedule(() => request(value, format), GENERATOR_DELAYS_MS.content);
    else delayed.cancel();
  }

  function onFormatChange(next: DishContentFormat) {
    setFormat(next);
    if (!dishName.trim()) return;
    delayed.cancel();
    request(dishName, next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    delayed.cancel();
    request(dishName, format, { force: true });
  }

  // A public card shows either the text or what went wrong with the last try.
  const result = place && gen.problem ? undefined : gen.result?.content;
  const shown = gen.resultInput;
  const actions =
    result && shown && shown.format !== "post" && !place && "descriptionActions" in props
      ? props.descriptionActions?.({ dishName: shown.dishName, text: result })
      : null;
  const again = () => gen.resultInput && gen.generate(gen.resultInput);
  return (
    <div className="grid grid-cols-1 gap-4">
      <form className="grid gap-3" onSubmit={onSubmit} noValidate aria-label="Gerar conteúdo">
        <Field
          id={`${id}-dish`}
          label="Nome do prato"
          error={fieldError}
          hint={place ? undefined : "O texto aparece sozinho quando você para de digitar."}
        >
          <Input
            {...fieldA11y(`${id}-dish`, fieldError)}
            value={dishName}
            onChange={(e) => onNameChange(e.target.value)}
            placeholder={words?.placeholder ?? "Ex.: Pizza de calabresa"}
            maxLength={GENERATOR_LIMITS.dishName}
            autoComplete="off"
            enterKeyHint="go"
          />
        </Field>
        {place ? (
          <BusinessTypeSelect id={`${id}-type`} value={businessType} onChange={setBusinessType} />
        ) : (
          <FormatToggle value={format} onChange={onFormatChange} />
        )}
        <Button type="submit" disabled={gen.busy}>
          <Sparkles aria-hidden />
          {place && gen.busy ? "Gerando..." : format === "post" ? "Gerar post" : "Gerar descrição"}
        </Button>
      </form>
      {feedback(gen, "Gerando conteúdo…")}
      {result && place ? (
        <ResultCard label="Descrição gerada" text={result} busy={gen.busy} onAgain={again} live />
      ) : result ? (
        <ResultCard
          label="Conteúdo gerado"
          text={result}
          limit={gen.resultInput?.format === "post" ? undefined : GENERATOR_LIMITS.dishDescription}
          busy={gen.busy}
          onAgain={again}
        >
          <p className="whitespace-pre-line wrap-anywhere text-ink">{result}</p>
          {actions}
        </ResultCard>
      ) : null}
    </div>
  );
}
