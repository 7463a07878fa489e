import { PAGE_META } from "../../common/pageMeta";
import { PrivacyNotice } from "../features/legal/PrivacyNotice";
import { PublicLayout } from "../layout/PublicLayout";
import { usePageMeta } from "../lib/usePageMeta";

/** /privacidade: the LGPD privacy notice (issue 30). */
export default function PrivacyPage() {
  usePageMeta(PAGE_META["/privacidade"]);
  return (
    <PublicLayout>
      <PrivacyNotice />
    </PublicLayout>
  );
}
