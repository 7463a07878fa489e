import { ORDER_TEMPLATE_CSV, ORDER_TEMPLATE_HEADER } from "../../../common/orders";

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${ORDER_TEMPLATE_CSV}`)}`;

/** Our CSV template, for other marketplaces and the restaurant's own delivery. */
export function TemplateHelp() {
  return (
    <section
      aria-labelledby="modelo-pedidos"
      className="grid gap-2 rounded-xl border border-line bg-white p-4 text-sm"
    >
      <h2 id="modelo-pedidos" className="text-lg font-semibold text-ink">
        Vende em outro app ou tem entrega própria?
      </h2>
      <p className="text-muted">
        Use o nosso modelo: uma linha por pedido, separado por ; (ou ,), com as colunas{" "}
        <strong>{ORDER_TEMPLATE_HEADER.join(", ")}</strong>.
      </p>
      <ul className="grid list-disc gap-1 pl-5 text-muted">
        <li>data: dd/mm/aaaa hh:mm (horário de Brasília);</li>
        <li>id do pedido: o número do pedido, único (importar de novo não duplica);</li>
        <li>status: concluido, cancelado ou cancelamento parcial;</li>
        <li>
          valores em reais, como 1.234,56 ou 1234.56; descontos = o que a loja pagou de desconto; taxas =
          comissões e taxas do app (negativas, se o app as desconta); liquido = o que você recebe.
        </li>
      </ul>
      <p>
        <a
          href={TEMPLATE_HREF}
          download="modelo-pedidos.csv"
          className="font-medium text-primary-dark underline"
        >
          Baixar o modelo (.csv)
        </a>
      </p>
    </section>
  );
}
