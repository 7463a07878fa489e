import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { LogOut, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../../ui/Button";
import type { AdminAccess } from "./api/adminRequest";
import { useAdminAudit } from "./api/audit";
import { ADMIN_ROOT } from "./api/keys";
import { useAdminStats } from "./api/stats";
import { MailQueueNote } from "./MailQueueNote";
import { RecentActivity } from "./RecentActivity";
import { StatCards } from "./StatCards";
import { TestEmailForm } from "./TestEmailForm";
import { UsersSection } from "./UsersSection";

/** SPEC §2: the unlocked panel, in the SPEC's order: refresh, stats, email test, users. */
export function AdminPanel({ access, onLock }: { access: AdminAccess; onLock: () => void }) {
  const queryClient = useQueryClient();
  const stats = useAdminStats(access);
  const audit = useAdminAudit(access);
  const fetching = useIsFetching({ queryKey: ADMIN_ROOT }) > 0;

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
            onClick={() => void queryClient.invalidateQueries({ queryKey: ADMIN_ROOT })}
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
        <TestEmailForm access={access} />
        <RecentActivity audit={audit.data} />
      </div>
      <UsersSection access={access} />
    </div>
  );
}
