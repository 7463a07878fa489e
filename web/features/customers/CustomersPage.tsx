import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { messageFor } from "../../lib/api";
import { Spinner } from "../../ui/Spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/Tabs";
import { isRequiresPro, useSegments } from "./api/segments";
import { Campaigns } from "./Campaigns";
import { CustomerList } from "./CustomerList";
import { ImportCustomers } from "./ImportCustomers";
import { SegmentSummary } from "./SegmentSummary";
import { UpgradeOffer } from "./UpgradeOffer";

/**
 * /dashboard/clientes (issue 15): the customers of the acting restaurant. The
 * segment counts load first: the server's 403 for a Starter owner turns the
 * page into the upgrade offer instead of a broken list.
 */
export default function CustomersPage() {
  const segments = useSegments();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Link
          href="/dashboard"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary-dark underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Voltar ao painel
        </Link>
      </div>
      <h2 className="text-2xl font-bold text-ink">Clientes</h2>
      {segments.isPending ? (
        <Spinner label="Carregando seus clientes…" />
      ) : segments.isError ? (
        isRequiresPro(segments.error) ? (
          <UpgradeOffer />
        ) : (
          <p role="alert" className="text-sm text-danger">
            {messageFor(segments.error, "Não deu para carregar seus clientes. Tente de novo.")}
          </p>
        )
      ) : (
        <>
          <SegmentSummary counts={segments.data} />
          <Tabs defaultValue="lista" className="grid gap-4">
            <TabsList className="grid-cols-3">
              <TabsTrigger value="lista">Lista</TabsTrigger>
              <TabsTrigger value="importar">Importar</TabsTrigger>
              <TabsTrigger value="campanhas">Campanhas</TabsTrigger>
            </TabsList>
            <TabsContent value="lista">
              <CustomerList />
            </TabsContent>
            <TabsContent value="importar">
              <ImportCustomers />
            </TabsContent>
            <TabsContent value="campanhas">
              <Campaigns />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
