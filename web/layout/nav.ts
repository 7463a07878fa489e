/** The public header's items (SPEC §2), shared by the desktop bar and the mobile menu. */
export const PUBLIC_NAV = [
  { label: "Soluções", href: "/solutions" },
  { label: "Preços", href: "/pricing" },
  { label: "Recursos", href: "/resources" },
  { label: "Contato", href: "/contact" },
] as const;
