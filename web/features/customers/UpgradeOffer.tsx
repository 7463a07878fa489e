import { Link } from "wouter";
import { PLAN_IDS } from "../../../common/plans";
import { Button } from "../../ui/Button";

/**
 * What a Starter owner sees instead of the list (SPEC §6: customer management
 * is Pro): what it does, and the same upgrade path as the rest of the app
 * (the checkout of the Pro plan).
 */
export function UpgradeOffer({ message }: { message?: string | undefined }) {
  return (
    <section
      aria-labelledby="clientes-pro"
      className="grid gap-4 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="clientes-pro" className="text-xl font-semibold text-ink">
        Gestão de clientes é do plano Pro
      </h2>
      {message ? <p className="text-sm text-muted">{message}</p> : null}
      <ul className="grid list-disc gap-1 pl-5 text-sm text-ink">
        <li>Cadastre seus clientes ou importe a planilha que você já tem (CSV).</li>
        <li>Veja quem é novo, quem pede sempre, quem é VIP e quem sumiu.</li>
        <li>Mande a mensagem certa pelo WhatsApp, um cliente de cada vez, com o nome de cada um.</li>
        <li>Saiba quem voltou a pedir depois da mensagem.</li>
      </ul>
      <div>
        <Button asChild>
          <Link href={`/checkout/${PLAN_IDS.pro}`}>Fazer upgrade para o Pro</Link>
        </Button>
      </div>
    </section>
  );
}
