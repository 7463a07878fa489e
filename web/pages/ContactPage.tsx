import { PagePlaceholder } from "./PagePlaceholder";

export default function ContactPage() {
  return <PagePlaceholder title="Contato" />;
}
