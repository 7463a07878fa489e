import { PAGE_META } from "../../common/pageMeta";
import { ContactForm } from "../features/public/contact/ContactForm";
import { ContactInfo } from "../features/public/contact/ContactInfo";
import { PublicLayout } from "../layout/PublicLayout";
import { usePageMeta } from "../lib/usePageMeta";
import { Card } from "../ui/Card";

/** SPEC §2 Contact. */
export default function ContactPage() {
  usePageMeta(PAGE_META["/contact"]);
  return (
    <PublicLayout>
      <section className="mx-auto max-w-6xl px-4 pt-12">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-extrabold text-ink sm:text-4xl">Fale com a gente</h1>
          <p className="mt-4 text-lg text-muted">
            Dúvidas, demonstração ou ajuda com a sua conta: mande uma mensagem e respondemos em até 24 horas.
          </p>
        </div>
        <div className="mt-10 grid gap-6 lg:grid-cols-[2fr_1fr]">
          <Card className="p-5 sm:p-8">
            <h2 className="mb-6 text-xl font-bold text-ink">Envie sua mensagem</h2>
            <ContactForm />
          </Card>
          <aside aria-label="Atendimento">
            <ContactInfo />
          </aside>
        </div>
      </section>
    </PublicLayout>
  );
}
