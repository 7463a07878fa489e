import { SearchX } from "lucide-react";
import { Link } from "wouter";
import { NOT_FOUND_META } from "../../common/pageMeta";
import { PublicLayout } from "../layout/PublicLayout";
import { usePageMeta } from "../lib/usePageMeta";
import { Button } from "../ui/Button";

/** SPEC §2: the 404 page. */
export default function NotFoundPage() {
  usePageMeta(NOT_FOUND_META);
  return (
    <PublicLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <SearchX className="size-14 text-primary" aria-hidden />
        <h1 className="mt-6 text-3xl font-bold">Página não encontrada</h1>
        <p className="mt-3 text-muted">
          O endereço que você abriu não existe ou mudou de lugar. Volte ao início ou entre na sua conta.
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild>
            <Link href="/">Voltar ao Início</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/auth">Fazer Login</Link>
          </Button>
        </div>
      </section>
    </PublicLayout>
  );
}
