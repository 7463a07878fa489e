import { MailWarning } from "lucide-react";
import type { AdminStats } from "../../../common/admin";
import { formatCount } from "../../../common/format";
import { cn } from "../../lib/cn";

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * Issue 11: the mail outbox under the four stat cards. Mails leave in the
 * background; a growing queue or failures mean the mail server (SMTP_URL)
 * needs a look, which the test email form below can check.
 */
export function MailQueueNote({ mail }: { mail: AdminStats["mailOutbox"] | undefined }) {
  if (!mail) return null;
  const failing = mail.failed > 0;
  return (
    <p
      role="status"
      aria-label="Emails na fila"
      className={cn("flex items-center gap-2 text-sm", failing ? "text-danger" : "text-muted")}
    >
      <MailWarning className="size-4 shrink-0" aria-hidden />
      <span>{`Emails na fila: ${plural(mail.pending, "pendente", "pendentes")} · ${formatCount(mail.failed)} com falha`}</span>
    </p>
  );
}
