import { TRIAL_FAQ_ANSWER } from "../../../../common/trialCopy";
import type { FaqItem } from "../shared/FaqList";

export const PRICING_FAQ: readonly FaqItem[] = [
  {
    // SPEC §1 shows two conflicting statements; issue 17 settles them (decision 022): the card is asked, never charged during the trial.
    question: "Preciso de cartão de crédito para testar?",
    answer: TRIAL_FAQ_ANSWER,
  },
  {
    question: "Qual a diferença entre o plano Starter e o plano Pro?",
    answer:
      "O Starter atende 1 restaurante, com geração de conteúdo, análises de vendas e suporte por email. O Pro atende até 5 restaurantes e soma análises avançadas, gestão de clientes, colaboração em equipe e suporte prioritário.",
  },
  {
    question: "Por que o preço está em dólar?",
    answer:
      "Os planos são cobrados em dólar americano (USD) por mês. O valor em reais depende do câmbio e do seu cartão.",
  },
  {
    question: "E se eu não gostar?",
    answer:
      "Você tem 30 dias de garantia a partir da primeira cobrança: se cancelar nesse prazo em Minha conta, devolvemos o valor pago automaticamente, sem perguntas.",
  },
  {
    question: "Tenho fidelidade ou multa?",
    answer: "Não. A assinatura é mensal e você pode cancelar quando quiser.",
  },
];
