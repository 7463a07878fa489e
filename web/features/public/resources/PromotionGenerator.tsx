import { Megaphone } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { PROMOTION_OBJECTIVES } from "../../../../common/constants";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { Field, fieldA11y } from "../../../ui/Field";
import { Select } from "../../../ui/Input";
import { OBJECTIVE_LABELS } from "../shared/businessTypes";
import { GeneratedTextCard } from "../shared/GeneratedTextCard";
import { GenerationError } from "../shared/GenerationError";
import { promotionToText } from "../shared/generatorAnswers";
import { generatePromotion } from "../shared/generatorApi";
import { useGeneration } from "../shared/useGeneration";

const COPIED = { title: "Promoção copiada!", description: "Cole no seu app de delivery" };

/** Promotion for an objective of SPEC §9 (Resources), sent as { goal }. */
export function PromotionGenerator() {
  const id = useId();
  const [objective, setObjective] = useState("");
  const [missing, setMissing] = useState(false);
  const gen = useGeneration<Awaited<ReturnType<typeof generatePromotion>>>(
    "Não foi possível gerar a promoção. Tente novamente.",
  );

  function generate(event?: FormEvent) {
    event?.preventDefault();
    if (!objective) return setMissing(true);
    void gen.run(() => generatePromotion(objective));
  }

  const objectiveError = missing && !objective ? "Escolha um objetivo para a promoção." : undefined;
  const promo = gen.state.status === "done" ? gen.state.value : undefined;
  return (
    <Card className="flex flex-col">
      <h3 className="flex items-center gap-2 text-lg font-bold text-ink">
        <Megaphone className="size-5 text-primary-dark" aria-hidden />
        Gerador de promoções
      </h3>
      <p className="mt-1 text-sm text-muted">Escolha o objetivo e receba uma promoção pronta.</p>
      <form className="mt-4 grid gap-3" onSubmit={generate} noValidate>
        <Field id={`${id}-objetivo`} label="Objetivo" error={objectiveError}>
          <Select
            {...fieldA11y(`${id}-objetivo`, objectiveError)}
            value={objective}
            onChange={(e) => setObjective(e.target.value)}
          >
            <option value="">Selecione um objetivo</option>
            {PROMOTION_OBJECTIVES.map((o) => (
              <option key={o} value={o}>
                {OBJECTIVE_LABELS[o]}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" variant="outline" disabled={gen.busy}>
          {gen.busy ? "Gerando..." : "Gerar promoção"}
        </Button>
      </form>
      {gen.state.status === "error" ? <GenerationError message={gen.state.message} /> : null}
      {promo ? (
        <GeneratedTextCard
          text={promotionToText(promo)}
          label="Promoção gerada"
          onAgain={() => generate()}
          busy={gen.busy}
          copied={COPIED}
        >
          <p className="font-bold text-ink">{promo.title}</p>
          <p className="mt-1 text-ink">{promo.description}</p>
          {promo.discount || promo.period ? (
            <p className="mt-2 text-sm font-semibold text-leaf">
              {[promo.discount, promo.period].filter(Boolean).join(" · ")}
            </p>
          ) : null}
        </GeneratedTextCard>
      ) : null}
    </Card>
  );
}
