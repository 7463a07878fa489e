import { ExternalLink } from "lucide-react";
import { telLink } from "../../../common/customerPhone";
import type { CustomerMessage } from "../../../common/customers";
import { pluralOf } from "../../../common/plural";
import { messageFor } from "../../lib/api";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { Spinner } from "../../ui/Spinner";
import { toast } from "../../ui/useToast";
import { useMessages } from "./api/messages";
import { useUpdateMessage } from "./api/updateMessage";
import { campaignLink } from "./campaignLink";
import { formatPhone } from "./format";

/**
 * One message: the button opens WhatsApp on this customer with their text (a
 * real link, new tab) and marks it sent; no mass sending, numbers get banned.
 */
export function CampaignMessage({ message }: { message: CustomerMessage }) {
  const update = useUpdateMessage();
  const link = campaignLink(message);
  const campaignId = message.campaignId ?? 0;
  const patch = (p: { status?: "sent"; orderedAgain?: boolean }) =>
    update.mutate(
      { id: message.id, campaignId, patch: p },
      {
        onError: (e) =>
          toast({ variant: "destructive", title: messageFor(e, "Não deu para salvar. Tente de novo.") }),
      },
    );
  const name = message.customerName ?? "Cliente";
  // While the PATCH runs the box shows what was tapped (the answer then refreshes the list).
  const asked = update.isPending ? update.variables?.patch.orderedAgain : undefined;
  const orderedAgain = asked ?? message.orderedAgain;
  return (
    <li aria-label={name} className="grid gap-2 rounded-xl border border-line bg-white p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink">{name}</span>
        {message.customerPhone ? (
          <span className="text-sm text-muted">{formatPhone(message.customerPhone)}</span>
        ) : null}
        <Badge variant={message.status === "sent" ? "success" : "neutral"}>
          {message.status === "sent" ? "Enviada" : "Pendente"}
        </Badge>
      </div>
      <p className="whitespace-pre-wrap text-sm text-ink">{message.content}</p>
      <div className="flex flex-wrap items-center gap-3">
        {link ? (
          <Button asChild size="sm" variant={message.status === "sent" ? "outline" : "success"}>
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => {
                if (message.status !== "sent") patch({ status: "sent" });
              }}
            >
              <ExternalLink aria-hidden />
              {message.status === "sent" ? "Abrir de novo no WhatsApp" : "Enviar no WhatsApp"}
            </a>
          </Button>
        ) : message.customerPhone ? (
          <a href={telLink(message.customerPhone)} className="text-sm text-muted underline">
            Telefone fixo, sem WhatsApp: ligar
          </a>
        ) : (
          <span className="text-sm text-muted">Sem telefone</span>
        )}
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="size-4"
            checked={orderedAgain}
            disabled={update.isPending}
            onChange={(e) => patch({ orderedAgain: e.target.checked })}
          />
          Pediu de novo
        </label>
      </div>
    </li>
  );
}

/** The campaign's counts and its customers one by one (pending first). */
export function CampaignRun({ campaignId }: { campaignId: number }) {
  const messages = useMessages(campaignId);
  if (messages.isPending) return <Spinner label="Carregando a campanha…" />;
  if (messages.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {messageFor(messages.error, "Não deu para carregar a campanha. Tente de novo.")}
      </p>
    );
  const { campaign } = messages.data;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-ink" data-testid="andamento-campanha">
        <strong>{campaign.sent}</strong> {pluralOf(campaign.sent, "enviada", "enviadas")} ·{" "}
        <strong>{campaign.pending}</strong> {pluralOf(campaign.pending, "pendente", "pendentes")} ·{" "}
        <strong>{campaign.orderedAgain}</strong>{" "}
        {pluralOf(campaign.orderedAgain, "pediu de novo", "pediram de novo")}
      </p>
      <ul aria-label="Mensagens da campanha" className="grid gap-3">
        {messages.data.messages.map((m) => (
          <CampaignMessage key={m.id} message={m} />
        ))}
      </ul>
    </div>
  );
}
