import { type FormEvent, useState } from "react";
import { formatBirthday } from "../../../common/birthday";
import { CUSTOMER_LIMITS, type Customer, type NewCustomer } from "../../../common/customers";
import { ApiError, messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Field, fieldA11y } from "../../ui/Field";
import { Input, Select, Textarea } from "../../ui/Input";
import { useCreateCustomer } from "./api/createCustomer";
import { useUpdateCustomer } from "./api/updateCustomer";
import { formatPhone } from "./format";

type FieldName =
  | "name"
  | "phone"
  | "email"
  | "lastOrderDate"
  | "totalOrders"
  | "consent"
  | "consentSource"
  | "notes"
  | "birthday";

/** The server's messages by field (its 400 lists `issues` with the field's path; a 409 names the duplicate). */
function fieldErrors(error: unknown): { byField: Partial<Record<FieldName, string>>; general?: string } {
  if (!(error instanceof ApiError))
    return error
      ? { byField: {}, general: messageFor(error, "Não deu para salvar. Tente de novo.") }
      : { byField: {} };
  const byField: Partial<Record<FieldName, string>> = {};
  try {
    const body = JSON.parse(error.bodyText) as {
      issues?: { path: string; message: string }[];
      code?: string;
    };
    for (const issue of body.issues ?? []) {
      const key = issue.path.split(".")[0] as FieldName;
      byField[key] ??= issue.message;
    }
    if (body.code === "CUSTOMER_DUPLICATE_PHONE") byField.phone = error.userMessage;
    if (body.code === "CUSTOMER_DUPLICATE_EMAIL") byField.email = error.userMessage;
    // A withdrawn consent turned back on: the owner must say where the customer agreed again.
    if (body.code === "CONSENT_SOURCE_REQUIRED") byField.consentSource = error.userMessage;
    if (body.code === "CONSENT_WITHDRAWN") byField.consent = error.userMessage;
  } catch {
    // not JSON: the general message below
  }
  return Object.keys(byField).length > 0
    ? { byField }
    : { byField, general: messageFor(error, "Não deu para salvar. Tente de novo.") };
}

/** Add or edit a customer; the server checks everything and its Portuguese message shows by the field. */
export function CustomerForm({ customer, onDone }: { customer?: Customer; onDone: () => void }) {
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const mutation = customer ? update : create;
  const [values, setValues] = useState({
    name: customer?.name ?? "",
    phone: customer?.phone ? formatPhone(customer.phone) : "",
    email: customer?.email ?? "",
    lastOrderDate: customer?.lastOrderDate ?? "",
    totalOrders: String(customer?.totalOrders ?? 0),
    consent: customer?.consent ? "sim" : "nao",
    consentSource: customer?.consentSource ?? "",
    notes: customer?.notes ?? "",
    birthday: customer?.birthday ? formatBirthday(customer.birthday) : "",
  });
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  // A customer without consent who agrees now: a new answer, so where it was given is asked afresh
  // (after a withdrawal the server requires it), never the old answer's place carried over.
  const changeConsent = (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({
      ...v,
      consent: value,
      consentSource: customer && !customer.consent && value === "sim" ? "" : v.consentSource,
    }));
  };
  const { byField, general } = fieldErrors(mutation.error);
  const prefix = customer ? `cliente-${customer.id}` : "cliente-novo";

  function submit(e: FormEvent) {
    e.preventDefault();
    const orders = Number(values.totalOrders);
    const input: NewCustomer = {
      name: values.name,
      phone: values.phone.trim() || null,
      email: values.email.trim() || null,
      lastOrderDate: values.lastOrderDate || null,
      totalOrders: values.totalOrders.trim() === "" ? 0 : orders,
      consent: values.consent === "sim",
      consentSource: values.consentSource.trim() || null,
      notes: values.notes.trim() || null,
      birthday: values.birthday.trim() || null,
    };
    const done = { onSuccess: onDone };
    if (customer) update.mutate({ id: customer.id, patch: input }, done);
    else create.mutate(input, done);
  }

  const field = (name: FieldName) => fieldA11y(`${prefix}-${name}`, byField[name]);
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-xl border border-line bg-white p-4"
      aria-label={customer ? `Editar ${customer.name}` : "Novo cliente"}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${prefix}-name`} label="Nome" error={byField.name}>
          <Input
            {...field("name")}
            value={values.name}
            onChange={set("name")}
            maxLength={CUSTOMER_LIMITS.name}
            autoComplete="off"
          />
        </Field>
        <Field
          id={`${prefix}-phone`}
          label="Telefone (WhatsApp)"
          error={byField.phone}
          hint="Com DDD, como (11) 98765-4321."
        >
          <Input
            {...field("phone")}
            value={values.phone}
            onChange={set("phone")}
            inputMode="tel"
            autoComplete="off"
          />
        </Field>
        <Field id={`${prefix}-email`} label="Email" error={byField.email}>
          <Input
            {...field("email")}
            type="email"
            value={values.email}
            onChange={set("email")}
            autoComplete="off"
          />
        </Field>
        <Field id={`${prefix}-lastOrderDate`} label="Último pedido" error={byField.lastOrderDate}>
          <Input
            {...field("lastOrderDate")}
            type="date"
            value={values.lastOrderDate}
            onChange={set("lastOrderDate")}
          />
        </Field>
        <Field id={`${prefix}-totalOrders`} label="Pedidos" error={byField.totalOrders}>
          <Input
            {...field("totalOrders")}
            type="number"
            min={0}
            inputMode="numeric"
            value={values.totalOrders}
            onChange={set("totalOrders")}
          />
        </Field>
        <Field
          id={`${prefix}-birthday`}
          label="Aniversário (dia/mês)"
          error={byField.birthday}
          hint="Opcional. Ex.: 25/12. Usado na campanha de aniversário."
        >
          <Input
            {...field("birthday")}
            value={values.birthday}
            onChange={set("birthday")}
            inputMode="numeric"
            placeholder="25/12"
            autoComplete="off"
          />
        </Field>
        <Field id={`${prefix}-consent`} label="Aceita receber mensagens?" error={byField.consent}>
          <Select {...field("consent")} value={values.consent} onChange={changeConsent}>
            <option value="sim">Sim</option>
            <option value="nao">Não</option>
          </Select>
        </Field>
        <Field
          id={`${prefix}-consentSource`}
          label="Onde aceitou"
          error={byField.consentSource}
          hint="Balcão, WhatsApp, iFood…"
        >
          <Input
            {...field("consentSource")}
            value={values.consentSource}
            onChange={set("consentSource")}
            maxLength={CUSTOMER_LIMITS.consentSource}
          />
        </Field>
      </div>
      <Field id={`${prefix}-notes`} label="Observações" error={byField.notes}>
        <Textarea
          {...field("notes")}
          value={values.notes}
          onChange={set("notes")}
          maxLength={CUSTOMER_LIMITS.notes}
          rows={2}
        />
      </Field>
      {general ? (
        <p role="alert" className="text-sm text-danger">
          {general}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={mutation.isPending}>
          {customer ? "Salvar cliente" : "Adicionar cliente"}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
