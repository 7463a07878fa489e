import {
  CAMPAIGN_GOALS,
  type CampaignGoal,
  type CustomerSegment,
  customerMessageReplySchema,
} from "../../common/customers";
import { createModelAsker, type EngineLogger, type ModelOptions } from "./askModel";
import {
  type CustomerMessageInput,
  customerMessageProblems,
  writeCustomerMessage,
} from "./local/engine/customerMessage";
import { ModelAnswerError } from "./modelAnswer";
import type { ChatMessage } from "./prompts";

export type CustomerMessageWriter = (
  input: CustomerMessageInput,
) => Promise<{ content: string; source: string }>;

const SEGMENT_HINTS: Record<CustomerSegment, string> = {
  Novo: "fez um pedido só, há pouco tempo",
  Recorrente: "pede com frequência",
  VIP: "é um dos clientes que mais pedem",
  "Em risco": "não pede há um mês",
  Inativo: "não pede há dois meses ou mais",
};

/** `{nome}` would read as a template hole to the model-answer checks: it travels as this while checked. */
const NAME_SLOT = "@NOME@";

function customerMessagePrompt(input: CustomerMessageInput): ChatMessage[] {
  const dish = input.dishName ? ` Um prato do cardápio que pode ser citado: "${input.dishName}".` : "";
  const signature = input.restaurantName
    ? ` Assine com o nome do restaurante: "${input.restaurantName}".`
    : "";
  return [
    {
      role: "system",
      content: [
        "Você escreve mensagens de WhatsApp que o dono de um restaurante de delivery brasileiro manda, uma a uma, para os clientes dele.",
        "Português do Brasil, tom caloroso e direto, como quem conhece o cliente; frases curtas; no máximo 400 caracteres; no máximo um emoji.",
        "Escreva {nome} exatamente assim onde vai o primeiro nome do cliente (ele é trocado pelo nome de cada um).",
        "Não prometa nada que o dono não decidiu: nada de desconto, porcentagem, cupom, frete ou entrega grátis, brinde, preço, data ou prazo.",
        "Não invente fatos sobre o restaurante.",
        'Responda somente com um objeto JSON válido: {"content": "..."}',
      ].join(" "),
    },
    {
      role: "user",
      content: `Objetivo: ${CAMPAIGN_GOALS[input.goal as CampaignGoal]}. O cliente ${SEGMENT_HINTS[input.segment]}.${dish}${signature}`,
    },
  ];
}

/**
 * The campaign message writer, the way the other generators work: the model
 * when one is configured (one time budget, a circuit breaker, the built-in
 * engine when it fails), and its answer kept only if it has `{nome}` and
 * promises nothing (customerMessageProblems); otherwise it counts as a failed
 * attempt and, in the end, the built-in engine answers.
 */
export function createCustomerMessageWriter(
  ai: Pick<ModelOptions, "baseUrl" | "apiKey" | "model"> | undefined,
  logger: EngineLogger,
): CustomerMessageWriter {
  const local = async (input: CustomerMessageInput) => ({
    content: writeCustomerMessage(input),
    source: "local",
  });
  if (!ai) return local;
  const ask = createModelAsker({ ...ai, logger });
  return async (input) => {
    const answer = await ask(
      "customer-message",
      customerMessagePrompt(input),
      customerMessageReplySchema,
      (value) => {
        const content = (value as { content?: unknown })?.content;
        if (typeof content !== "string") return value;
        const problems = customerMessageProblems(content.trim());
        if (problems.length > 0) throw new ModelAnswerError(`mensagem recusada: ${problems.join(", ")}`);
        return { content: content.trim().replaceAll("{nome}", NAME_SLOT) };
      },
      () => local(input),
    );
    return { content: answer.content.replaceAll(NAME_SLOT, "{nome}"), source: answer.source };
  };
}
