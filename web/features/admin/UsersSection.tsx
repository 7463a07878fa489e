import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ADMIN_LIMITS, type AdminUser, adminDisplayName } from "../../../common/admin";
import { messageFor } from "../../lib/api";
import { cn } from "../../lib/cn";
import { Button } from "../../ui/Button";
import { Card, CardTitle } from "../../ui/Card";
import { toast } from "../../ui/useToast";
import type { AdminAccess } from "./api/adminRequest";
import { useAdminSearch } from "./api/searchUsers";
import { useToggleSubscription } from "./api/setSubscription";
import { adminUsersRoot, useAdminUsers } from "./api/users";
import { ConfirmDeactivate } from "./ConfirmDeactivate";
import { UserPagination } from "./UserPagination";
import { UserSearch } from "./UserSearch";
import { UserTable } from "./UserTable";
import { isPayingCustomer } from "./userStatus";

/**
 * SPEC §2/§4: the full list 20 a page, or the results of a search without
 * paging; Clear (or a blank search) goes back to the full list. Toggling a
 * subscription reloads whatever is on screen, and the stats and activity too.
 */
export function UsersSection({ access }: { access: AdminAccess }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [text, setText] = useState("");
  /** The search on screen; null shows the full list. */
  const [query, setQuery] = useState<string | null>(null);
  /** A paying customer about to be switched off, waiting for the admin's yes. */
  const [confirming, setConfirming] = useState<AdminUser | null>(null);

  const list = useAdminUsers(access, page, { enabled: query === null });
  const search = useAdminSearch(access, query);

  // SPEC §8: load and search errors are logged only.
  useEffect(() => {
    if (list.error) console.warn("Falha ao carregar usuários", list.error);
  }, [list.error]);
  useEffect(() => {
    if (search.error) console.warn("Falha na busca de usuários", search.error);
  }, [search.error]);

  // The server clamps the page (users may have gone since); follow it.
  const servedPage = list.isPlaceholderData ? undefined : list.data?.pagination.page;
  useEffect(() => {
    if (servedPage !== undefined && servedPage !== page) setPage(servedPage);
  }, [servedPage, page]);

  const toggle = useToggleSubscription(access, {
    onSuccess: (user) => {
      toast({
        title: user.subscriptionActive ? "Assinatura ativada" : "Assinatura desativada",
        description: adminDisplayName(user),
        variant: "success",
      });
    },
    onError: (error) => {
      toast({
        title: "Não foi possível alterar a assinatura",
        description: messageFor(error, "Tente de novo em instantes."),
        variant: "destructive",
      });
    },
  });

  function showFullList() {
    setQuery(null);
    setPage(1);
    void queryClient.invalidateQueries({ queryKey: adminUsersRoot });
  }

  // The same text again is a fresh look (someone may have just signed up), not a no-op:
  // the query key would not change, and the answer is still "fresh", so ask again.
  function searchFor(q: string) {
    if (q === "") showFullList();
    else if (q === query) void search.refetch();
    else setQuery(q);
  }

  const searching = query !== null;
  const active = searching ? search : list;
  const users = active.data?.users;
  const pagination = list.data?.pagination;

  return (
    <Card className="grid gap-4">
      <CardTitle>Usuários</CardTitle>
      <UserSearch
        value={text}
        onChange={setText}
        onSearch={searchFor}
        onClear={() => {
          setText("");
          showFullList();
        }}
      />
      {searching && search.data ? (
        <p className="text-sm text-muted" aria-live="polite">
          {search.data.users.length === 1 ? "1 resultado" : `${search.data.users.length} resultados`} para “
          {query}”
          {search.data.hasMore
            ? `. Mostrando os primeiros ${ADMIN_LIMITS.searchResultsMax}; refine a busca.`
            : ""}
        </p>
      ) : null}
      {active.isError && !users ? (
        <div className="flex flex-col items-start gap-2 rounded-xl border border-line p-4 text-sm text-muted">
          Não foi possível carregar os usuários.
          <Button variant="outline" onClick={() => void active.refetch()}>
            Tentar de novo
          </Button>
        </div>
      ) : (
        // The previous page stays on screen, dimmed, while the next one loads.
        <div
          aria-busy={list.isPlaceholderData && !searching}
          className={cn(list.isPlaceholderData && !searching && "opacity-60 transition-opacity")}
        >
          <UserTable
            users={users}
            pendingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
            onToggle={(user) => (isPayingCustomer(user) ? setConfirming(user) : toggle.mutate(user))}
          />
        </div>
      )}
      <ConfirmDeactivate
        user={confirming}
        onClose={() => setConfirming(null)}
        onConfirm={(user) => {
          setConfirming(null);
          toggle.mutate(user);
        }}
      />
      {!searching && pagination && pagination.totalPages > 1 ? (
        <UserPagination page={page} totalPages={pagination.totalPages} onPage={setPage} />
      ) : null}
    </Card>
  );
}
