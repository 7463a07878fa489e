/** The public header's items (SPEC §2), shared by the desktop bar and the mobile menu. */
export const PUBLIC_NAV = [
  { label: "Soluções", href: "/solutions" },
  { label: "Preços", href: "/pricing" },
  { label: "Recursos", href: "/resources" },
  { label: "Contato", href: "/contact" },
] as const;

/** The footer's legal links (issue 30), on every public page. */
export const LEGAL_NAV = [
  { label: "Termos de Serviço", href: "/termos" },
  { label: "Política de Privacidade", href: "/privacidade" },
] as const;
