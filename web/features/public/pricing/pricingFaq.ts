import type { FaqItem } from "../shared/FaqList";

export const PRICING_FAQ: readonly FaqItem[] = [
  {
    // SPEC §1 notes that the pricing page says no card is needed while the trial form asks for one;
    // we say what really happens instead of repeating a claim the next page contradicts.
    question: "Preciso de cartão de crédito para testar?",
    answer:
      "Pedimos os dados do cartão para ativar o teste, mas nada é cobrado durante os 7 dias grátis. Cancele antes do fim do teste e você não paga nada.",
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
      "Você tem 30 dias de garantia depois da primeira cobrança: devolvemos o valor pago, sem perguntas.",
  },
  {
    question: "Tenho fidelidade ou multa?",
    answer: "Não. A assinatura é mensal e você pode cancelar quando quiser.",
  },
];
