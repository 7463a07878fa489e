import { TRIAL_DAYS } from "./constants";
import { canonicalPath, matchPageRoute, type PageRoute } from "./routes";

/** A page's title (without the site name) and meta description. */
export type PageMeta = { title: string; description: string };

export const SITE_NAME = "Prato Cheio";

const LANDING: PageMeta = {
  title: "Prato Cheio — venda mais no app de delivery com IA simples",
  description:
    "Descrições de pratos, promoções e respostas a avaliações prontas em segundos para o seu delivery. Teste 7 dias grátis.",
};
const CHECKOUT: PageMeta = {
  title: "Checkout",
  description: "Escolha seu plano e finalize o pagamento do Prato Cheio.",
};
const DASHBOARD: PageMeta = {
  title: "Painel",
  description: "Seu painel do Prato Cheio: conteúdo, promoções, preços e métricas do seu delivery.",
};

/**
 * Every page route's title and description. The SPA sets them with
 * usePageMeta; the server writes them (and the Open Graph tags) into the
 * index.html it serves, so link previews, which run no JavaScript, show the
 * page that was shared and not the generic one.
 */
export const PAGE_META: Record<PageRoute, PageMeta> = {
  "/": LANDING,
  "/login": { title: "Sign in", description: "Sign in to your Prato Cheio account." },
  "/register": {
    title: "Criar conta",
    description: `Crie sua conta no Prato Cheio e comece ${TRIAL_DAYS} dias grátis.`,
  },
  "/auth": {
    title: "Entrar ou criar conta",
    description: "Entre na sua conta do Prato Cheio ou crie uma em menos de um minuto.",
  },
  "/register-success": {
    title: "Confira seu email",
    description: "Sua conta foi criada: confirme seu email para continuar.",
  },
  "/pricing": {
    title: "Preços",
    description: `Planos Starter e Pro para restaurantes de delivery, com ${TRIAL_DAYS} dias grátis e 30 dias de garantia.`,
  },
  "/solutions": {
    title: "Soluções",
    description:
      "Pizzarias, marmitas, lanches, açaí e sobremesas, quem vende em vários apps e quem está começando: veja como o Prato Cheio ajuda cada delivery.",
  },
  "/contact": {
    title: "Contato",
    description:
      "Fale com a equipe do Prato Cheio: dúvidas, demonstração, planos e suporte. Respondemos em até 24 horas.",
  },
  "/resources": {
    title: "Recursos",
    description:
      "Veja o painel do Prato Cheio: resumo da semana, checklist, promoções, métricas e geradores de descrições, promoções, respostas e cardápios.",
  },
  "/admin": { title: "Admin Access", description: "Área restrita à equipe do Prato Cheio." },
  "/trial": {
    title: `${TRIAL_DAYS} dias grátis`,
    description: `Teste o Prato Cheio por ${TRIAL_DAYS} dias: textos, promoções e preços para o seu delivery.`,
  },
  "/checkout": CHECKOUT,
  "/checkout/:planId": CHECKOUT,
  "/dashboard": DASHBOARD,
  "/dashboard/:section": DASHBOARD,
  "/dashboard/relatorios/importar": {
    title: "Importar relatório de pedidos",
    description:
      "Traga o relatório de pedidos do iFood (ou o nosso modelo) e veja vendas, pedidos e ticket de cada dia.",
  },
  "/forgot-password": {
    title: "Esqueci minha senha",
    description: "Receba por email um link para criar uma nova senha.",
  },
  "/reset-password": {
    title: "Nova senha",
    description: "Escolha uma nova senha para sua conta do Prato Cheio.",
  },
  "/convite": {
    title: "Convite para a equipe",
    description: "Aceite o convite para ajudar no painel de um restaurante no Prato Cheio.",
  },
  "/termos": {
    title: "Termos de Serviço",
    description:
      "Os termos do Prato Cheio: o que o serviço faz, teste grátis, cobrança em dólar, cancelamento, garantia e os dados que você traz.",
  },
  "/privacidade": {
    title: "Política de Privacidade",
    description:
      "Que dados o Prato Cheio guarda, para quê, com quem compartilha, por quanto tempo e como pedir acesso, correção, cópia ou exclusão (LGPD).",
  },
};

export const NOT_FOUND_META: PageMeta = {
  title: "Página não encontrada",
  description: "Este endereço não existe no Prato Cheio. Volte ao início ou faça login.",
};

/** The title as the browser tab shows it: "Preços | Prato Cheio", once with the site name. */
export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** What the server writes into the page served for a path (without query). */
export type ServedPageMeta = PageMeta & {
  route: PageRoute | null;
  /** The path as shared links should name it (no trailing slash); null for an unknown path. */
  path: string | null;
};

export function pageMetaForPath(path: string): ServedPageMeta {
  const route = matchPageRoute(path);
  if (route === null) return { ...NOT_FOUND_META, route, path: null };
  return { ...PAGE_META[route], route, path: canonicalPath(path) };
}
