import { Sparkles } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import {
  type DishContentFormat,
  GENERATOR_LIMITS,
  type GenerateContentRequest,
  generateContentRequestSchema,
} from "../../../common/generators";
import { cn } from "../../lib/cn";
import { Button } from "../../ui/Button";
import { Field, fieldA11y } from "../../ui/Field";
import { Input } from "../../ui/Input";
import { generateContent } from "./api";
import { GeneratingFlag, GeneratorProblemLine } from "./GeneratorStatus";
import { firstIssue, type GeneratorRestaurant } from "./generatorRestaurant";
import { ResultCard } from "./ResultCard";
import { GENERATOR_DELAYS_MS } from "./timing";
import { useDelayedCall } from "./useDelayedCall";
import { useGenerator } from "./useGenerator";

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

/**
 * SPEC §2/§4 content generator: a dish name becomes a description (or an
 * Instagram post) 1 s after the owner stops typing; Enter or the button asks at once.
 * `descriptionActions` lets the page add what it does with a description
 * (the dashboard saves it on the dish of that name); posts get none.
 */
export function ContentGenerator({
  restaurant,
  descriptionActions,
}: {
  restaurant: GeneratorRestaurant;
  descriptionActions?: (description: { dishName: string; text: string }) => ReactNode;
}) {
  const id = useId();
  const [dishName, setDishName] = useState("");
  const [format, setFormat] = useState<DishContentFormat>("description");
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const delayed = useDelayedCall();
  const gen = useGenerator("content", generateContent);
  // The last request sent: a pause that lands on the same name (a trailing
  // space typed and erased) does not ask again; the button always does.
  const lastRequest = useRef<GenerateContentRequest | null>(null);

  function request(name: string, chosen: DishContentFormat, options: { force?: boolean } = {}) {
    const parsed = generateContentRequestSchema.safeParse({
      dishName: name,
      businessType: restaurant.type,
      format: chosen,
    });
    if (!parsed.success) return setFieldError(firstIssue(parsed.error));
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

  const result = gen.result?.content;
  const shown = gen.resultInput;
  const actions =
    result && shown && shown.format !== "post" && descriptionActions
      ? descriptionActions({ dishName: shown.dishName, text: result })
      : null;
  return (
    <div className="grid grid-cols-1 gap-4">
      <form className="grid gap-3" onSubmit={onSubmit} noValidate aria-label="Gerar conteúdo">
        <Field
          id={`${id}-dish`}
          label="Nome do prato"
          error={fieldError}
          hint="O texto aparece sozinho quando você para de digitar."
        >
          <Input
            {...fieldA11y(`${id}-dish`, fieldError)}
            value={dishName}
            onChange={(e) => onNameChange(e.target.value)}
            placeholder="Ex.: Pizza de calabresa"
            maxLength={GENERATOR_LIMITS.dishName}
            autoComplete="off"
            enterKeyHint="go"
          />
        </Field>
        <FormatToggle value={format} onChange={onFormatChange} />
        <Button type="submit" disabled={gen.busy}>
          <Sparkles aria-hidden />
          {format === "post" ? "Gerar post" : "Gerar descrição"}
        </Button>
      </form>
      <GeneratingFlag busy={gen.busy} label="Gerando conteúdo…" />
      <GeneratorProblemLine problem={gen.problem} />
      {result ? (
        <ResultCard
          label="Conteúdo gerado"
          text={result}
          limit={gen.resultInput?.format === "post" ? undefined : GENERATOR_LIMITS.dishDescription}
          busy={gen.busy}
          onAgain={() => gen.resultInput && gen.generate(gen.resultInput)}
        >
          <p className="whitespace-pre-line wrap-anywhere text-ink">{result}</p>
          {actions}
        </ResultCard>
      ) : null}
    </div>
  );
}
