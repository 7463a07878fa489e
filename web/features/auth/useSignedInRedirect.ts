import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { useAuth } from "../../lib/auth";

/**
 * Sends a signed-in visitor away from a sign-in or sign-up page (SPEC §2).
 * Answers a ref the page sets while its own form signs someone in, so the
 * form's own navigation (checkout, a 1-second delay) is not cut short.
 */
export function useSignedInRedirect(
  to: string,
  onRedirect?: () => void,
  /** false: a signed-in visitor stays (the page has something for them: /auth?verified=true). */
  enabled = true,
) {
  const { user, isLoading } = useAuth();
  const [, navigate] = useLocation();
  const handledByForm = useRef(false);
  const notify = useRef(onRedirect);
  notify.current = onRedirect;
  useEffect(() => {
    if (enabled && !isLoading && user && !handledByForm.current) {
      notify.current?.();
      navigate(to, { replace: true });
    }
  }, [enabled, isLoading, user, navigate, to]);
  return { handledByForm, isLoading, signedIn: user !== null };
}
