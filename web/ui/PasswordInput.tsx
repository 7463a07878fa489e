import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useId, useState } from "react";
import { Input } from "./Input";
import { PasswordStrengthHint } from "./PasswordStrengthHint";

/**
 * A password field with a show/hide button (typing on a phone is easier when
 * you can see it). A new password (autoComplete="new-password") also gets its
 * strength as typed, with why and how to fix a weak one.
 */
export function PasswordInput({
  showLabel,
  hideLabel,
  onChange,
  ...props
}: ComponentProps<"input"> & { showLabel: string; hideLabel: string }) {
  const [visible, setVisible] = useState(false);
  const [typed, setTyped] = useState("");
  const hintId = useId();
  const isNew = props.autoComplete === "new-password";
  const describedBy = [props["aria-describedby"], isNew ? hintId : undefined].filter(Boolean).join(" ");
  const invalid = props["aria-invalid"] === true || props["aria-invalid"] === "true";
  return (
    <div className="grid gap-1.5">
      <div className="relative">
        {/* `props` carries react-hook-form's ref: React 19 passes it through Input to the <input>. */}
        <Input
          {...props}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange?.(event);
          }}
          type={visible ? "text" : "password"}
          className="pr-12"
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          className="absolute top-0 right-0 flex size-11 items-center justify-center rounded-xl text-muted hover:text-ink"
        >
          {visible ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
        </button>
      </div>
      {isNew ? <PasswordStrengthHint id={hintId} password={typed} invalid={invalid} /> : null}
    </div>
  );
}
