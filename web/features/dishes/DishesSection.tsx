import { CirclePlus, UtensilsCrossed } from "lucide-react";
import { DashboardSection } from "../../layout/DashboardSection";
import { AddDishForm } from "./AddDishForm";
import { DishList } from "./DishList";

/** SPEC §2 "current dishes" and "add dish", side by side from tablet width up. */
export function DishesSection() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <DashboardSection id="pratos" title="Pratos atuais" icon={UtensilsCrossed}>
        <DishList />
      </DashboardSection>
      <DashboardSection id="adicionar-prato" title="Adicionar prato" icon={CirclePlus}>
        <AddDishForm />
      </DashboardSection>
    </div>
  );
}
