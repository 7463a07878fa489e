import { Field } from "../../../ui/Field";
import { Select } from "../../../ui/Input";
import { BUSINESS_TYPE_OPTIONS } from "../labels";

/** A visitor has no restaurant: the public generators ask for the kind of business instead. */
export function BusinessTypeSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label="Tipo de negócio">
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {BUSINESS_TYPE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
