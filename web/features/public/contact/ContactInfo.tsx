import { Clock, MailCheck, MessageCircle } from "lucide-react";

/** Support hours and the answer promise (SPEC §1: Mon–Fri 9h–18h, answered within 24 hours). */
export function ContactInfo() {
  return (
    <ul className="grid gap-4">
      <li className="flex gap-3 rounded-xl border border-line bg-white p-4">
        <MailCheck className="size-6 shrink-0 text-leaf" aria-hidden />
        <div>
          <p className="font-semibold text-ink">Resposta em até 24 horas</p>
          <p className="text-sm text-muted">Toda mensagem é lida por uma pessoa da nossa equipe.</p>
        </div>
      </li>
      <li className="flex gap-3 rounded-xl border border-line bg-white p-4">
        <Clock className="size-6 shrink-0 text-primary-dark" aria-hidden />
        <div>
          <p className="font-semibold text-ink">Horário de atendimento</p>
          <p className="text-sm text-muted">Segunda a sexta, das 9h às 18h.</p>
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
