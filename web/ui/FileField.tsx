import type { ChangeEvent } from "react";

/** What a spreadsheet picker accepts: the marketplace's .xlsx exports and CSV. */
export const SPREADSHEET_ACCEPT =
  ".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A labelled file input (the order and customer imports): the label names what it takes. */
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
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input id={id} type="file" accept={accept} onChange={onChange} className="max-w-full text-sm" />
    </div>
  );
}
