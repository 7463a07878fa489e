import { PROMOTION_BUSINESS_TYPES } from "../../../../common/constants";
import { Field } from "../../../ui/Field";
import { Select } from "../../../ui/Input";
import { BUSINESS_TYPE_LABELS } from "./businessTypes";

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
        {PROMOTION_BUSINESS_TYPES.map((type) => (
          <option key={type} value={type}>
            {BUSINESS_TYPE_LABELS[type]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
