import { Fragment } from "react";

/**
 * An email address inside running text that may not fit a phone's line
 * (issue 30: /convite cut the address mid-word). Each piece ending at "@" or
 * "." moves to the next line whole (an inline block as wide as it needs, at
 * most the line); only a piece longer than a whole line breaks inside.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <span className={className}>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          <span className="inline-block max-w-full wrap-anywhere">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
