import { Download, History, Pencil, Plus, Trash2, UserX } from "lucide-react";
import { useState } from "react";
import { formatBirthday } from "../../../common/birthday";
import { isBrazilianMobile, telLink, whatsAppNumber } from "../../../common/customerPhone";
import type { Customer, CustomerSegment } from "../../../common/customers";
import { withFullStop } from "../../../common/sentence";
import { messageFor } from "../../lib/api";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { toast } from "../../ui/useToast";
import { useDeleteCustomer } from "./api/deleteCustomer";
import { exportCustomersUrl } from "./api/exportCustomers";
import { useRecordOrder } from "./api/recordOrder";
import { useUpdateCustomer } from "./api/updateCustomer";
import { ConsentHistory } from "./ConsentHistory";
import { CustomerForm } from "./CustomerForm";
import { formatDay, formatPhone } from "./format";

export const SEGMENT_BADGE: Record<
  CustomerSegment,
  "primary" | "success" | "warning" | "danger" | "neutral"
> = {
  Novo: "primary",
  Recorrente: "success",
  VIP: "success",
  "Em risco": "warning",
  Inativo: "neutral",
};

const failed = (error: unknown, fallback: string) =>
  toast({ variant: "destructive", title: messageFor(error, fallback) });

/** One customer: what an owner reads at a glance, and the one-tap actions. */
export function CustomerRow({ customer }: { customer: Customer }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const order = useRecordOrder();
  const update = useUpdateCustomer();
  const undoOrder = useUpdateCustomer();
  const remove = useDeleteCustomer();

  if (editing)
    return (
      <li>
        <CustomerForm customer={customer} onDone={() => setEditing(false)} />
      </li>
    );
  return (
    <li aria-label={customer.name} className="grid gap-2 rounded-xl border border-line bg-white p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink">{customer.name}</span>
        <Badge variant={SEGMENT_BADGE[customer.category]}>{customer.category}</Badge>
        {customer.consent ? (
          <Badge variant="success">Aceita mensagens</Badge>
        ) : (
          <Badge variant="neutral">Sem consentimento</Badge>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">Telefone</dt>
          <dd>
            {customer.phone ? (
              <span className="flex flex-wrap items-center gap-x-2">
                <a href={telLink(customer.phone)} className="underline decoration-line underline-offset-2">
                  {formatPhone(customer.phone)}
                </a>
                {/* WhatsApp only for a mobile (common/customerPhone); a landline is called. */}
                {isBrazilianMobile(customer.phone) ? (
                  <a
                    href={`https://wa.me/${whatsAppNumber(customer.phone)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-leaf underline underline-offset-2"
                    aria-label={`WhatsApp de ${customer.name}`}
                  >
                    WhatsApp
                  </a>
                ) : (
                  <span className="text-xs text-muted">fixo</span>
                )}
              </span>
            ) : (
              "—"
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Último pedido</dt>
          <dd>{customer.lastOrderDate ? formatDay(customer.lastOrderDate) : "—"}</dd>
        </div>
        <div>
          <dt className="text-muted">Pedidos</dt>
          <dd>{customer.totalOrders}</dd>
        </div>
        {customer.birthday ? (
          <div>
            <dt className="text-muted">Aniversário</dt>
            <dd>{formatBirthday(customer.birthday)}</dd>
          </div>
        ) : null}
        {customer.email ? (
          <div className="min-w-0">
            <dt className="text-muted">Email</dt>
            <dd className="truncate">{customer.email}</dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="success"
          disabled={order.isPending}
          onClick={() =>
            order.mutate(customer.id, {
              onSuccess: (after) =>
                toast({
                  variant: "success",
                  title: withFullStop(`+1 pedido para ${after.name}`),
                  // A tap by mistake is taken back: the count and the last order as they were.
                  action: {
                    label: "Desfazer",
                    altText: `Desfazer o pedido de ${after.name}`,
                    onClick: () =>
                      undoOrder.mutate(
                        {
                          id: customer.id,
                          patch: {
                            totalOrders: Math.max(after.totalOrders - 1, 0),
                            lastOrderDate: customer.lastOrderDate,
                          },
                        },
                        {
                          onSuccess: () =>
                            toast({ title: withFullStop(`Pedido desfeito para ${after.name}`) }),
                          onError: (e) => failed(e, "Não deu para desfazer o pedido. Tente de novo."),
                        },
                      ),
                  },
                }),
              onError: (e) => failed(e, "Não deu para registrar o pedido. Tente de novo."),
            })
          }
        >
          <Plus aria-hidden />
          +1 pedido hoje
        </Button>
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          <Pencil aria-hidden />
          Editar
        </Button>
        {customer.consent ? (
          <Button
            size="sm"
            variant="outline"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: customer.id, patch: { consent: false } },
                {
                  onSuccess: (c) => toast({ title: `${c.name} não vai mais receber mensagens.` }),
                  onError: (e) => failed(e, "Não deu para salvar. Tente de novo."),
                },
              )
            }
          >
            <UserX aria-hidden />
            Não quer mais receber
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={showHistory}
          onClick={() => setShowHistory((shown) => !shown)}
        >
          <History aria-hidden />
          Histórico
        </Button>
        <Button asChild size="sm" variant="ghost">
          <a href={exportCustomersUrl(customer.id)} download>
            <Download aria-hidden />
            Baixar dados (LGPD)
          </a>
        </Button>
        {confirming ? (
          <span className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-ink">Excluir de vez, com as mensagens?</span>
            <Button
              size="sm"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(customer.id, {
                  onSuccess: () => toast({ title: `${customer.name} foi excluído.` }),
                  onError: (e) => {
                    setConfirming(false);
                    failed(e, "Não deu para excluir. Tente de novo.");
                  },
                })
              }
            >
              Sim, excluir
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Não
            </Button>
          </span>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden />
            Excluir
          </Button>
        )}
      </div>
      {showHistory ? <ConsentHistory customerId={customer.id} /> : null}
    </li>
  );
}
