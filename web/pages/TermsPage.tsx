import { PAGE_META } from "../../common/pageMeta";
import { TermsOfService } from "../features/legal/TermsOfService";
import { PublicLayout } from "../layout/PublicLayout";
import { usePageMeta } from "../lib/usePageMeta";

/** /termos: the terms of service every sign-up agrees to (issue 30). */
export default function TermsPage() {
  usePageMeta(PAGE_META["/termos"]);
  return (
    <PublicLayout>
      <TermsOfService />
    </PublicLayout>
  );
}
