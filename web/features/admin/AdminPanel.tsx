import { useIsFetching, useQuery, useQueryClient } from "@tanstack/react-query";
import { LogOut, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../../ui/Button";
import { type AdminClient, adminKeys } from "./adminClient";
import { MailQueueNote } from "./MailQueueNote";
import { RecentActivity } from "./RecentActivity";
import { StatCards } from "./StatCards";
import { TestEmailForm } from "./TestEmailForm";
import { UsersSection } from "./UsersSection";

/** SPEC §2: the unlocked panel, in the SPEC's order: refresh, stats, email test, users. */
export function AdminPanel({ client, onLock }: { client: AdminClient; onLock: () => void }) {
  const queryClient = useQueryClient();
  const stats = useQuery({ queryKey: adminKeys.stats, queryFn: client.stats });
  const audit = useQuery({ queryKey: adminKeys.audit, queryFn: client.audit });
  const fetching = useIsFetching({ queryKey: adminKeys.all }) > 0;

  // SPEC §8: load errors are logged only.
  useEffect(() => {
    if (stats.error) console.warn("Falha ao carregar estatísticas", stats.error);
  }, [stats.error]);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">Painel administrativo</h1>
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() => void queryClient.invalidateQueries({ queryKey: adminKeys.all })}
            disabled={fetching}
          >
            <RefreshCw className={cn(fetching && "animate-spin")} aria-hidden />
            Atualizar
          </Button>
          <Button variant="ghost" onClick={onLock}>
            <LogOut aria-hidden />
            Sair
          </Button>
        </div>
      </div>
      <div className="grid gap-2">
        <StatCards stats={stats.data} />
        <MailQueueNote mail={stats.data?.mailOutbox} />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <TestEmailForm client={client} />
        <RecentActivity entries={audit.data?.entries} />
      </div>
      <UsersSection client={client} />
    </div>
  );
}
