import { Clock, MailCheck, MessageCircle, Zap } from "lucide-react";
import { SUPPORT_ANSWER_TIME, SUPPORT_HOURS } from "../../../../common/support";

/**
 * Support hours and the answer promise (SPEC §1: Mon–Fri 9h–18h, answered
 * within 24 hours), and what Pro's priority support is (issue 30): a message
 * sent signed in to a Pro account arrives marked priority (server/modules/contact).
 */
export function ContactInfo() {
  return (
    <ul className="grid gap-4">
      <li className="flex gap-3 rounded-xl border border-line bg-white p-4">
        <MailCheck className="size-6 shrink-0 text-leaf" aria-hidden />
        <div>
          <p className="font-semibold text-ink">Resposta {SUPPORT_ANSWER_TIME.everyone}</p>
          <p className="text-sm text-muted">Toda mensagem é lida por uma pessoa da nossa equipe.</p>
        </div>
      </li>
      <li className="flex gap-3 rounded-xl border border-line bg-white p-4">
        <Clock className="size-6 shrink-0 text-primary-dark" aria-hidden />
        <div>
          <p className="font-semibold text-ink">Horário de atendimento</p>
          <p className="text-sm text-muted">{SUPPORT_HOURS}.</p>
        </div>
      </li>
      <li className="flex gap-3 rounded-xl border border-line bg-white p-4">
        <Zap className="size-6 shrink-0 text-leaf" aria-hidden />
        <div>
          <p className="font-semibold text-ink">Suporte prioritário no plano Pro</p>
          <p className="text-sm text-muted">
            Escreva com a sua conta Pro aberta neste navegador: a mensagem chega marcada como prioridade e é
            respondida primeiro, {SUPPORT_ANSWER_TIME.pro}.
          </p>
        </div>
      </li>
      <li className="flex gap-3 rounded-xl border border-line bg-white p-4">
        <MessageCircle className="size-6 shrink-0 text-primary-dark" aria-hidden />
        <div>
          <p className="font-semibold text-ink">Quer ver o produto funcionando?</p>
          <p className="text-sm text-muted">
            Escolha o assunto “Quero uma demonstração” e marcamos um horário.
          </p>
        </div>
      </li>
    </ul>
  );
}
