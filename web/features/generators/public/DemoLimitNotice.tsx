import { Link } from "wouter";
import { Button } from "../../../ui/Button";

/** "42 segundos", "1 minuto": how long, in words a visitor reads at a glance. */
export function waitWords(seconds: number): string {
  if (seconds >= 90) return `${Math.round(seconds / 60)} minutos`;
  if (seconds >= 60) return "1 minuto";
  return seconds === 1 ? "1 segundo" : `${seconds} segundos`;
}

/**
 * The landing demo's answer to the server's 429: the free allowance of this
 * minute is used up, so "Tente novamente" would fail again. It says how long
 * to wait (the server's Retry-After) and offers the trial, where the
 * generators have room to work.
 */
export function DemoLimitNotice({ waitSeconds, secondsLeft }: { waitSeconds: number; secondsLeft: number }) {
  return (
    <div className="grid gap-3 rounded-xl bg-primary-soft p-3 text-sm text-ink">
      <p role="alert">
        {secondsLeft > 0
          ? `Você usou as gerações grátis deste minuto. Espere ${waitWords(waitSeconds)} para gerar de novo aqui, ou teste o painel completo por 7 dias grátis.`
          : "Pronto, já pode gerar de novo. Para gerar sem esperar, teste o painel completo por 7 dias grátis."}
      </p>
      <Button asChild className="justify-self-start">
        <Link href="/trial">Testar 7 dias grátis</Link>
      </Button>
    </div>
  );
}
