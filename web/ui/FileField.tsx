import { FileUp } from "lucide-react";
import { type ChangeEvent, useState } from "react";

/** What a spreadsheet picker accepts: the marketplace's .xlsx exports and CSV. */
export const SPREADSHEET_ACCEPT =
  ".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * A file picker drawn as a button that names what it takes (the order and
 * customer imports), with the chosen file's name beside it. The browser's own
 * input stays in the page for keyboards and screen readers but out of sight:
 * it says "Choose File / No file chosen" in the browser's language, not ours.
 */
export function FileField({
  id,
  label,
  accept,
  onChange,
}: {
  id: string;
  label: string;
  accept: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}) {
  const [chosen, setChosen] = useState<string>();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-white px-4 text-sm font-semibold text-ink focus-within:outline-3 focus-within:outline-primary hover:bg-primary-soft">
        <FileUp className="size-4" aria-hidden />
        {label}
        <input
          id={id}
          type="file"
          accept={accept}
          className="sr-only"
          aria-describedby={`${id}-chosen`}
          onChange={(e) => {
            setChosen(e.target.files?.[0]?.name);
            onChange(e);
          }}
        />
      </label>
      <span id={`${id}-chosen`} className="min-w-0 break-all text-sm text-muted">
        {chosen ?? "Nenhum arquivo escolhido"}
      </span>
    </div>
  );
}
