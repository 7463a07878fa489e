import { PagePlaceholder } from "./PagePlaceholder";

export default function LandingPage() {
  return <PagePlaceholder title="Venda mais no app de delivery com IA simples" />;
}
