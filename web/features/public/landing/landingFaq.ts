import type { FaqItem } from "../shared/FaqList";

export const LANDING_FAQ: readonly FaqItem[] = [
  {
    question: "Preciso entender de marketing ou de tecnologia?",
    answer:
      "Não. Você digita o nome do prato ou escolhe o objetivo da semana e recebe o texto pronto para colar no app de delivery.",
  },
  {
    question: "Funciona com iFood e outros apps de delivery?",
    answer:
      "Sim. Os textos, promoções e respostas servem para qualquer app de delivery e também para WhatsApp e redes sociais.",
  },
  {
    question: "Como funcionam os 7 dias grátis?",
    answer:
      "Você usa tudo do plano escolhido por 7 dias sem pagar nada. Pedimos o cartão no início só para verificar (sem cobrar); a primeira cobrança é no último dia do teste. Se não gostar, cancela antes e não é cobrado.",
  },
  {
    question: "E se eu não gostar depois de assinar?",
    answer: "Você tem garantia de 30 dias: devolvemos o valor pago, sem perguntas.",
  },
  {
    question: "Quando o suporte atende?",
    answer: "De segunda a sexta, das 9h às 18h. Mensagens pelo contato são respondidas em até 24 horas.",
  },
];
