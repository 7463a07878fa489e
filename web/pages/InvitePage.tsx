import { PAGE_META } from "../../common/pageMeta";
import { SignInToAccept } from "../features/auth/SignInToAccept";
import { InviteAcceptance } from "../features/team/InviteAcceptance";
import { usePageMeta } from "../lib/usePageMeta";

/** SPEC /convite: the team invitation's link; the auth area's forms sign in whoever is not yet. */
export default function InvitePage() {
  usePageMeta(PAGE_META["/convite"]);
  return <InviteAcceptance signIn={(email) => <SignInToAccept email={email} />} />;
}
