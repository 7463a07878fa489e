import { LockKeyhole } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { AdminStats } from "../../../common/admin";
import { ApiError } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { Field, fieldA11y } from "../../ui/Field";
import { Input } from "../../ui/Input";
import { fetchAdminStats } from "./api/stats";

/**
 * SPEC §2/§4/§8: the "Admin Access" gate. The panel unlocks when the stats
 * call succeeds with the typed password; a refusal says
 * "Senha de administrador incorreta", a network failure "Erro de conexão".
 */
export function AdminGate({
  onUnlock,
  initialError = null,
}: {
  onUnlock: (password: string, stats: AdminStats) => void;
  initialError?: string | null;
}) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(initialError);
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password || checking) return;
    setChecking(true);
    setError(null);
    try {
      const stats = await fetchAdminStats({ password });
      onUnlock(password, stats);
    } catch (failure) {
      setChecking(false);
      if (!(failure instanceof ApiError)) setError("Erro de conexão");
      // Blocked after too many tries: "incorrect" would be untrue for a right password, so say why.
      else if (failure.status === 429)
        setError(failure.userMessage ?? "Muitas tentativas. Aguarde um minuto.");
      else setError("Senha de administrador incorreta");
    }
  }

  return (
    <Card className="w-full max-w-sm p-6">
      <div className="mb-5 flex flex-col items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <LockKeyhole className="size-6" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold">Admin Access</h1>
        <p className="text-sm text-muted">Digite a senha de administrador para abrir o painel.</p>
      </div>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <Field id="admin-password" label="Senha de administrador">
          <Input
            {...fieldA11y("admin-password", error ?? undefined)}
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        {error ? (
          <p
            id="admin-password-error"
            role="alert"
            className="rounded-xl border border-danger/30 bg-danger-soft px-3 py-2 text-sm font-medium text-danger"
          >
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={!password || checking}>
          Acessar Painel
        </Button>
      </form>
    </Card>
  );
}
