import { formatUsdFromCents } from "../../../common/format";
import { escapeHtml, htmlMail, type MailContent } from "./layout";
import { helloLine } from "./userText";

/*
 * The billing mails of issue 17 (docs/decisions/022-honest-trial.md): trial
 * started, trial ends in 2 days, each charge (a receipt), refund,
 * cancellation, access ended. Plain text first, an HTML twin beside it. The
 * owner's first name is typed by the owner: one line, links neutralised.
 */

const TIME_ZONE = "America/Sao_Paulo";

const dateFormat = new Intl.DateTimeFormat("pt-BR", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/** DD/MM/AAAA in São Paulo's time. */
export const dateBr = (date: Date) => dateFormat.format(date);
/** "US$ 19": the one plan-price convention (common/format), with an ordinary space for plain text. */
export const usd = (cents: number) => formatUsdFromCents(cents).replace(/\s/g, " ");

export type CardLabel = { brand: string | null; last4: string | null };
/** "Visa final 4242". */
export function cardLabel(card: CardLabel): string {
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : "Cartão";
  return card.last4 ? `${brand} final ${card.last4}` : brand;
}

type Recipient = {
  firstName: string | null;
  accountUrl: string;
  /** The contact page, for "Dúvidas?" when no support inbox takes replies. */
  contactUrl: string;
  /** The support inbox our mails' Reply-To names (config.supportEmail), when there is one. */
  supportEmail?: string | undefined;
};

/** "Dúvidas?": a reply only when a real inbox receives it (the sender is a no-reply address). */
function questionsLine(to: Recipient): string {
  const hours = "atendemos de segunda a sexta, das 9h às 18h";
  return to.supportEmail
    ? `Dúvidas? Responda a este email ou escreva para ${to.supportEmail}: ${hours}.`
    : `Dúvidas? Fale com a gente em ${to.contactUrl}: ${hours}.`;
}

function mail(
  to: Recipient,
  content: { subject: string; title: string; paragraphs: string[]; footnote?: string },
): MailContent {
  const hello = helloLine(to.firstName);
  const footnote = content.footnote ?? questionsLine(to);
  return {
    subject: content.subject,
    text: [
      hello,
      "",
      ...content.paragraphs.flatMap((p) => [p, ""]),
      `Minha conta: ${to.accountUrl}`,
      "",
      footnote,
      "",
      "Equipe Prato Cheio",
    ].join("\n"),
    html: htmlMail({
      title: content.title,
      paragraphs: [hello, ...content.paragraphs].map(escapeHtml),
      button: { label: "Abrir Minha conta", href: to.accountUrl },
      footnote,
    }),
  };
}

const howToCancel = (until: Date) =>
  `Para cancelar sem pagar nada, abra Minha conta e toque em “Cancelar assinatura” antes de ${dateBr(until)}.`;

export function trialStartedMail(
  to: Recipient,
  t: { planName: string; price: number; trialEndsAt: Date; card: CardLabel | null },
): MailContent {
  const end = dateBr(t.trialEndsAt);
  return mail(to, {
    subject: t.card
      ? `Teste grátis do plano ${t.planName}: primeira cobrança em ${end}`
      : `Seu teste grátis do plano ${t.planName} começou`,
    title: "Seu teste grátis começou",
    paragraphs: [
      `Seu teste grátis de 7 dias do plano ${t.planName} está valendo. Até ${end} você usa tudo sem pagar nada.`,
      t.card
        ? `A primeira cobrança, de ${usd(t.price)}, será feita em ${end} no cartão ${cardLabel(t.card)}. Depois, uma vez por mês.`
        : `Para continuar depois de ${end}, cadastre um cartão em Minha conta. Sem cartão, o acesso termina nessa data e nada é cobrado.`,
      howToCancel(t.trialEndsAt),
    ],
  });
}

export function trialEndingMail(
  to: Recipient,
  t: { planName: string; price: number; trialEndsAt: Date; card: CardLabel | null },
): MailContent {
  const end = dateBr(t.trialEndsAt);
  return mail(to, {
    subject: `Seu teste grátis termina em ${end}`,
    title: "Faltam 2 dias de teste grátis",
    paragraphs: [
      t.card
        ? `Em ${end} cobraremos ${usd(t.price)} do plano ${t.planName} no cartão ${cardLabel(t.card)}, e o plano segue mês a mês.`
        : `Seu teste do plano ${t.planName} termina em ${end}. Para continuar, cadastre um cartão em Minha conta; sem cartão, o acesso termina nessa data e nada é cobrado.`,
      howToCancel(t.trialEndsAt),
    ],
  });
}

export function chargeMail(
  to: Recipient,
  c: {
    planName: string;
    amount: number;
    card: CardLabel;
    periodStart: Date;
    periodEnd: Date;
    receiptNumber: string;
    paidAt: Date;
  },
): MailContent {
  return mail(to, {
    subject: `Recibo ${c.receiptNumber}: ${usd(c.amount)} do plano ${c.planName}`,
    title: "Pagamento recebido",
    paragraphs: [
      `Recebemos ${usd(c.amount)} do plano ${c.planName}. Obrigado!`,
      `Recibo nº ${c.receiptNumber} · pago em ${dateBr(c.paidAt)} · cartão ${cardLabel(c.card)} · período de ${dateBr(c.periodStart)} a ${dateBr(c.periodEnd)}.`,
      "Você vê todas as cobranças e imprime os recibos em Minha conta. Cancelando em até 30 dias da primeira cobrança, devolvemos o valor.",
    ],
  });
}

export function refundMail(
  to: Recipient,
  r: { amount: number; card: CardLabel; receiptNumber: string },
): MailContent {
  return mail(to, {
    subject: `Estorno de ${usd(r.amount)} (recibo ${r.receiptNumber})`,
    title: "Devolvemos o valor",
    paragraphs: [
      `Devolvemos ${usd(r.amount)} da cobrança ${r.receiptNumber} ao cartão ${cardLabel(r.card)}, pela garantia de 30 dias.`,
      "O estorno pode levar alguns dias para aparecer na fatura, conforme o banco.",
    ],
  });
}

export function cancellationMail(
  to: Recipient,
  c: { planName: string; accessUntil: Date | null; duringTrial: boolean; refunded: boolean },
): MailContent {
  const until = c.accessUntil && !c.refunded ? dateBr(c.accessUntil) : null;
  const what = c.duringTrial
    ? `Você cancelou o teste grátis do plano ${c.planName}. Nada foi nem será cobrado.`
    : c.refunded
      ? `Você cancelou o plano ${c.planName} dentro da garantia de 30 dias: devolvemos o valor (o estorno chega em outro email) e o acesso terminou agora.`
      : `Você cancelou o plano ${c.planName}. Não haverá nova cobrança.`;
  return mail(to, {
    subject: "Sua assinatura do Prato Cheio foi cancelada",
    title: "Assinatura cancelada",
    paragraphs: [
      what,
      ...(until ? [`Seu acesso continua até ${until}.`] : []),
      "Seus restaurantes, pratos e números continuam guardados. Mudou de ideia? Reative em Minha conta.",
    ],
  });
}

export function accessEndedMail(
  to: Recipient,
  e: {
    planName: string;
    /** no_card: a trial ended without a card; no_card_renewal: a paid month ended with none kept to renew. */
    reason: "no_card" | "no_card_renewal" | "declined";
    amount: number;
    card: CardLabel | null;
  },
): MailContent {
  return mail(to, {
    subject: "Seu acesso ao Prato Cheio terminou",
    title: "Seu acesso terminou",
    paragraphs: [
      e.reason === "no_card"
        ? `Seu teste grátis do plano ${e.planName} terminou sem um cartão cadastrado. Nada foi cobrado.`
        : e.reason === "no_card_renewal"
          ? `Seu período do plano ${e.planName} terminou e não há um cartão cadastrado para renovar. Nada foi cobrado.`
          : `Não conseguimos cobrar ${usd(e.amount)} do plano ${e.planName} no cartão ${e.card ? cardLabel(e.card) : "cadastrado"}: o banco recusou. Nada foi cobrado.`,
      "Seus restaurantes, pratos e números continuam guardados. Para voltar, escolha um plano em Minha conta.",
    ],
  });
}

/** What a plan change did (PUT /api/billing/plan, decision 030), confirmed by mail: the new price and when it is charged. */
export function planChangedMail(
  to: Recipient,
  c: {
    kind: "now" | "upgrade" | "downgrade" | "keep";
    planName: string;
    /** The new plan's monthly price, in cents. */
    price: number;
    previousPlanName: string | null;
    /** Charged today (an upgrade's prorated difference). */
    chargeToday: number;
    /** The next charge, at the new price, when one is due (a trial with a card, a paid period). */
    nextChargeAt: Date | null;
    /** A downgrade's day (the paid period's end). */
    effectiveAt: Date | null;
    card: CardLabel | null;
    inTrial: boolean;
  },
): MailContent {
  const monthly = `${usd(c.price)} por mês`;
  const next = c.nextChargeAt
    ? `A próxima cobrança, de ${usd(c.price)}, será em ${dateBr(c.nextChargeAt)}${c.card ? ` no cartão ${cardLabel(c.card)}` : ""}.`
    : c.inTrial
      ? "Sem cartão cadastrado, nada será cobrado: para continuar depois do teste, cadastre um em Minha conta."
      : null;
  if (c.kind === "downgrade" && c.effectiveAt) {
    const day = dateBr(c.effectiveAt);
    return mail(to, {
      subject: `Mudança para o plano ${c.planName} marcada para ${day}`,
      title: "Mudança de plano marcada",
      paragraphs: [
        `Você pediu para mudar para o plano ${c.planName} (${monthly}). Nada foi cobrado agora.`,
        `Até ${day}, o fim do período já pago, você continua no plano ${c.previousPlanName ?? "atual"}; nesse dia começa o ${c.planName} e a cobrança passa a ser de ${usd(c.price)}.`,
        "Mudou de ideia? Toque em “Manter o plano” em Minha conta antes dessa data.",
      ],
    });
  }
  if (c.kind === "keep") {
    return mail(to, {
      subject: `Você continua no plano ${c.planName}`,
      title: "Mudança de plano desfeita",
      paragraphs: [
        `A mudança marcada foi desfeita: você continua no plano ${c.planName} (${monthly}). Nada foi cobrado agora.`,
        ...(next ? [next] : []),
      ],
    });
  }
  return mail(to, {
    subject: `Seu plano agora é o ${c.planName}: ${usd(c.price)}/mês`,
    title: "Plano alterado",
    paragraphs: [
      `Você mudou${c.previousPlanName ? ` do plano ${c.previousPlanName}` : ""} para o plano ${c.planName}, que vale a partir de agora. O novo preço é ${monthly}.`,
      c.kind === "upgrade"
        ? `Hoje cobramos ${usd(c.chargeToday)}, a diferença proporcional aos dias que faltam do período já pago. O recibo chega em outro email.`
        : c.inTrial
          ? "Você está no teste grátis: nada foi cobrado."
          : "Nada foi cobrado agora.",
      ...(next ? [next] : []),
    ],
  });
}

/** A cancel undone (POST /api/billing/reactivate): nothing charged now, what comes next. */
export function reactivationMail(
  to: Recipient,
  r: { planName: string; price: number; inTrial: boolean; until: Date; card: CardLabel | null },
): MailContent {
  const day = dateBr(r.until);
  return mail(to, {
    subject: `Sua assinatura do plano ${r.planName} foi reativada`,
    title: "Assinatura reativada",
    paragraphs: [
      `Você reativou o plano ${r.planName} (${usd(r.price)} por mês). Nada foi cobrado agora.`,
      r.inTrial
        ? r.card
          ? `Seu teste grátis segue até ${day}. A primeira cobrança, de ${usd(r.price)}, será nesse dia no cartão ${cardLabel(r.card)}.`
          : `Seu teste grátis segue até ${day}. Para continuar depois, cadastre um cartão em Minha conta; sem cartão, nada é cobrado.`
        : r.card
          ? `O plano volta a renovar: a próxima cobrança, de ${usd(r.price)}, será em ${day} no cartão ${cardLabel(r.card)}.`
          : `O plano volta a renovar em ${day}. Cadastre um cartão em Minha conta antes dessa data.`,
      r.inTrial ? howToCancel(r.until) : "Para cancelar de novo, abra Minha conta.",
    ],
  });
}
