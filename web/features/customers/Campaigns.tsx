import { type FormEvent, useState } from "react";
import { BIRTHDAY_WINDOWS, type BirthdayWindow } from "../../../common/birthday";
import {
  CAMPAIGN_GOALS,
  type CampaignGoal,
  CUSTOMER_SEGMENTS,
  type CustomerSegment,
} from "../../../common/customers";
import { countOf } from "../../../common/plural";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Field } from "../../ui/Field";
import { Select, Textarea } from "../../ui/Input";
import { useBirthdayAudience } from "./api/birthdayAudience";
import { useCampaigns } from "./api/campaigns";
import { useCreateCampaign } from "./api/createCampaign";
import { useGenerateCustomerMessage } from "./api/generateCustomerMessage";
import { CampaignRun } from "./CampaignRun";
import { formatDay } from "./format";

const GOALS = Object.entries(CAMPAIGN_GOALS) as [CampaignGoal, string][];

/** Campaigns: segment + goal, the generated text edited once, then the customers one by one. */
export function Campaigns() {
  const [segment, setSegment] = useState<CustomerSegment>("Em risco");
  const [goal, setGoal] = useState<CampaignGoal>("come-back");
  const [template, setTemplate] = useState("");
  const [birthdayWindow, setBirthdayWindow] = useState<BirthdayWindow>("7-dias");
  const birthday = goal === "birthday";
  const audience = useBirthdayAudience(segment, birthdayWindow, birthday);
  const [openId, setOpenId] = useState<number | null>(null);
  const generate = useGenerateCustomerMessage();
  const create = useCreateCampaign();
  const past = useCampaigns();

  function generateText() {
    generate.mutate({ segment, goal }, { onSuccess: (r) => setTemplate(r.content) });
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    create.mutate(
      { segment, goal, template, ...(birthday ? { birthdayWindow } : {}) },
      {
        onSuccess: (list) => {
          setOpenId(list.campaign.id);
          setTemplate("");
        },
      },
    );
  }

  return (
    <div className="grid gap-4">
      <form
        onSubmit={submit}
        aria-label="Nova campanha"
        className="grid gap-3 rounded-xl border border-line bg-white p-4"
      >
        <h2 className="text-lg font-semibold text-ink">Nova campanha pelo WhatsApp</h2>
        <p className="text-sm text-muted">
          Você manda uma mensagem por vez, do seu WhatsApp: sem disparo em massa, que faz o número ser
          bloqueado. Só entram clientes que aceitaram receber mensagens.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="campanha-segmento" label="Para quem">
            <Select
              id="campanha-segmento"
              value={segment}
              onChange={(e) => setSegment(e.target.value as CustomerSegment)}
            >
              {CUSTOMER_SEGMENTS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="campanha-objetivo" label="Objetivo">
            <Select
              id="campanha-objetivo"
              value={goal}
              onChange={(e) => setGoal(e.target.value as CampaignGoal)}
            >
              {GOALS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {birthday ? (
          <div className="grid gap-2 rounded-lg bg-surface p-3">
            <Field id="campanha-aniversario" label="Quem faz aniversário">
              <Select
                id="campanha-aniversario"
                value={birthdayWindow}
                onChange={(e) => setBirthdayWindow(e.target.value as BirthdayWindow)}
              >
                {(Object.entries(BIRTHDAY_WINDOWS) as [BirthdayWindow, string][]).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            </Field>
            <p className="text-sm text-ink" aria-live="polite" data-testid="aniversariantes">
              {audience.data
                ? audience.data.withBirthday === 0
                  ? "Nenhum cliente tem aniversário cadastrado ainda. Adicione o dia e o mês no cadastro do cliente ou importe uma planilha com a coluna aniversário."
                  : audience.data.inWindow === 0
                    ? `Ninguém de ${segment} (com celular e que aceita mensagens) faz aniversário nesse período. ${countOf(audience.data.withBirthday, "cliente tem", "clientes têm")} aniversário cadastrado.`
                    : `${countOf(audience.data.inWindow, "cliente de", "clientes de")} ${segment} ${audience.data.inWindow === 1 ? "faz" : "fazem"} aniversário nesse período e ${audience.data.inWindow === 1 ? "vai" : "vão"} receber a mensagem.`
                : audience.isError
                  ? messageFor(audience.error, "Não deu para contar os aniversariantes.")
                  : "Contando os aniversariantes…"}
            </p>
          </div>
        ) : null}
        <div>
          <Button type="button" variant="outline" onClick={generateText} disabled={generate.isPending}>
            {generate.isPending ? "Gerando…" : "Gerar mensagem"}
          </Button>
        </div>
        {generate.isError ? (
          <p role="alert" className="text-sm text-danger">
            {messageFor(generate.error, "Não deu para gerar a mensagem. Tente de novo.")}
          </p>
        ) : null}
        <Field
          id="campanha-texto"
          label="Mensagem"
          hint="Onde está {nome} entra o primeiro nome de cada cliente. Mantenha o {nome} e ajuste o resto como quiser."
        >
          <Textarea
            id="campanha-texto"
            rows={5}
            value={template}
            onChange={(e) => setTemplate(e.target.value)}
          />
        </Field>
        {create.isError ? (
          <p role="alert" className="text-sm text-danger">
            {messageFor(create.error, "Não deu para criar a campanha. Tente de novo.")}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={create.isPending || template.trim() === ""}>
            Criar campanha
          </Button>
        </div>
      </form>
      {openId !== null ? (
        <section aria-labelledby="campanha-aberta" className="grid gap-3">
          <h2 id="campanha-aberta" className="text-lg font-semibold text-ink">
            Enviar, cliente por cliente
          </h2>
          <CampaignRun campaignId={openId} />
        </section>
      ) : null}
      <section aria-labelledby="campanhas-anteriores" className="grid gap-2">
        <h2 id="campanhas-anteriores" className="text-lg font-semibold text-ink">
          Campanhas
        </h2>
        {past.isError ? (
          <p className="text-sm text-muted">
            {messageFor(past.error, "Não deu para carregar as campanhas.")}
          </p>
        ) : past.data && past.data.campaigns.length === 0 ? (
          <p className="text-sm text-muted">Nenhuma campanha ainda.</p>
        ) : (
          <ul className="grid gap-2">
            {past.data?.campaigns.map((c) => (
              <li
                key={c.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-white p-3 text-sm"
              >
                <span>
                  <strong>{CAMPAIGN_GOALS[c.goal]}</strong> · {c.segment} ·{" "}
                  {formatDay(c.createdAt.slice(0, 10))}
                  <br />
                  {countOf(c.sent, "enviada", "enviadas")} · {countOf(c.pending, "pendente", "pendentes")} ·{" "}
                  {countOf(c.orderedAgain, "pediu de novo", "pediram de novo")}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setOpenId(c.id)}
                  aria-pressed={openId === c.id}
                >
                  Abrir
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
