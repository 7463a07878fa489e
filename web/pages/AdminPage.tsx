import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { PAGE_META } from "../../common/pageMeta";
import { AdminGate } from "../features/admin/AdminGate";
import { AdminPanel } from "../features/admin/AdminPanel";
import type { AdminAccess } from "../features/admin/api/adminRequest";
import { ADMIN_ROOT } from "../features/admin/api/keys";
import { adminStatsKey } from "../features/admin/api/stats";
import { Logo } from "../layout/Logo";
import { usePageMeta } from "../lib/usePageMeta";

/**
 * SPEC §2 /admin: standalone, password-gated. The password lives only in this
 * component's state: a reload or a new tab asks for it again.
 */
export default function AdminPage() {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState<string | null>(null);
  const [lockedOut, setLockedOut] = useState(false);
  usePageMeta(password ? { ...PAGE_META["/admin"], title: "Painel administrativo" } : PAGE_META["/admin"]);

  const forget = useCallback(() => queryClient.removeQueries({ queryKey: ADMIN_ROOT }), [queryClient]);
  const lock = useCallback(() => {
    setPassword(null);
    forget();
  }, [forget]);
  // The server stopped accepting the password (changed, say): back to the gate, saying why.
  const refused = useCallback(() => {
    setLockedOut(true);
    lock();
  }, [lock]);
  const access = useMemo<AdminAccess | null>(
    () => (password ? { password, onUnauthorized: refused } : null),
    [password, refused],
  );

  // Leaving the page drops what the panel loaded (users' emails) from memory.
  useEffect(() => forget, [forget]);

  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <Logo />
        </div>
      </header>
      <main id="conteudo" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
        {access ? (
          <AdminPanel access={access} onLock={lock} />
        ) : (
          <div className="flex justify-center pt-4 sm:pt-10">
            <AdminGate
              initialError={lockedOut ? "Senha de administrador incorreta" : null}
              onUnlock={(typed, stats) => {
                forget();
                queryClient.setQueryData(adminStatsKey, stats);
                setLockedOut(false);
                setPassword(typed);
              }}
            />
          </div>
        )}
      </main>
    </div>
  );
}
