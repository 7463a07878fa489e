import { Plus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { MARKETPLACES, type Marketplace } from "../../../common/competition";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Field } from "../../ui/Field";
import { Input, Select } from "../../ui/Input";
import { toast } from "../../ui/useToast";
import { useAddRival } from "./api/addRival";

/** Name, marketplace, link (only kept, never opened by us) and neighbourhood of a new rival. */
export function AddRivalForm({ onAdded }: { onAdded: (id: number) => void }) {
  const id = useId();
  const [name, setName] = useState("");
  const [marketplace, setMarketplace] = useState<Marketplace>("iFood");
  const [link, setLink] = useState("");
  const [neighbourhood, setNeighbourhood] = useState("");
  const add = useAddRival();

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate(
      { name, marketplace, link: link || null, neighbourhood: neighbourhood || null },
      {
        onSuccess: (rival) => {
          setName("");
          setLink("");
          setNeighbourhood("");
          toast({ title: "Concorrente incluído", description: rival.name, variant: "success" });
          onAdded(rival.id);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Incluir concorrente" className="grid gap-3 sm:grid-cols-2">
      <Field id={`${id}-name`} label="Nome do concorrente">
        <Input
          id={`${id}-name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={120}
          required
        />
      </Field>
      <Field id={`${id}-market`} label="Onde vende">
        <Select
          id={`${id}-market`}
          value={marketplace}
          onChange={(e) => setMarketplace(e.target.value as Marketplace)}
        >
          {MARKETPLACES.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={`${id}-link`}
        label="Link da página (opcional)"
        hint="Só guardamos o link; não acessamos a página."
      >
        <Input
          id={`${id}-link`}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={link}
          onChange={(e) => setLink(e.target.value)}
        />
      </Field>
      <Field id={`${id}-bairro`} label="Bairro (opcional)">
        <Input id={`${id}-bairro`} value={neighbourhood} onChange={(e) => setNeighbourhood(e.target.value)} />
      </Field>
      {add.isError ? (
        <p role="alert" className="text-sm text-danger sm:col-span-2">
          {messageFor(add.error, "Não deu para incluir o concorrente. Tente de novo.")}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          <Plus aria-hidden />
          Incluir concorrente
        </Button>
      </div>
    </form>
  );
}
