import type { FaqItem } from "../shared/FaqList";

export const PRICING_FAQ: readonly FaqItem[] = [
  {
    // SPEC §1 keeps both statements: pricing says no card is needed, the trial form asks for one.
    // Both are true here: an account made through /register starts its 7 days without a card.
    question: "Preciso de cartão de crédito para testar?",
    answer:
      "Não. Crie sua conta e use 7 dias grátis sem cartão de crédito. Se preferir o teste com cartão, que já continua sozinho depois dos 7 dias, nada é cobrado durante o teste e você cancela quando quiser.",
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
