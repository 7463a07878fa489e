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
      "O Starter atende 1 restaurante, com geração de conteúdo, o relatório semanal de vendas das últimas 4 semanas (exportação em CSV) e suporte com resposta em até 24 horas. O Pro atende até 5 restaurantes e soma todo o histórico dos relatórios, a comparação entre lojas, a exportação em Excel, o relatório semanal por email, a gestão de clientes, a colaboração em equipe e o suporte prioritário: escreva com a conta Pro aberta e a resposta vem em até 4 horas úteis.",
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
