import { Fragment } from "react";

/**
 * An email address inside running text that may not fit a phone's line
 * (issue 30: /convite cut "dono@exem-plo" mid-word): it breaks after the "@"
 * or a "." first, and only a part longer than the whole line breaks anywhere.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <span className={["wrap-anywhere", className].filter(Boolean).join(" ")}>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
