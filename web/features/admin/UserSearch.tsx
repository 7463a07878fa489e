import { Search, X } from "lucide-react";
import type { FormEvent } from "react";
import { ADMIN_LIMITS } from "../../../common/admin";
import { Button } from "../../ui/Button";
import { Input } from "../../ui/Input";

/** SPEC §2/§5: the user search with its two buttons; Enter searches too. */
export function UserSearch({
  value,
  onChange,
  onSearch,
  onClear,
}: {
  value: string;
  onChange: (value: string) => void;
  onSearch: (query: string) => void;
  onClear: () => void;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the box holds now, read from the form: a tap right after typing may come
    // before the re-render that would carry the text in `value`.
    const typed = new FormData(event.currentTarget).get("q");
    onSearch((typeof typed === "string" ? typed : value).trim());
  }
  return (
    <search>
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <label htmlFor="admin-search" className="text-sm font-medium text-ink">
            Buscar usuários
          </label>
          <Input
            id="admin-search"
            name="q"
            type="search"
            placeholder="Email, nome ou sobrenome"
            maxLength={ADMIN_LIMITS.searchQueryMax}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button type="submit">
            <Search aria-hidden />
            Buscar
          </Button>
          <Button type="button" variant="outline" onClick={onClear}>
            <X aria-hidden />
            Limpar
          </Button>
        </div>
      </form>
    </search>
  );
}
