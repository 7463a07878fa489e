import { toast } from "../../ui/useToast";

/** Copies for the owner to paste in the delivery app; false (and a toast saying so) when the browser refuses. */
export async function copyText(
  text: string,
  done: { title: string; description?: string },
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ ...done, variant: "success" });
    return true;
  } catch {
    toast({
      title: "Não foi possível copiar",
      description: "Selecione o texto e copie manualmente.",
      variant: "destructive",
    });
    return false;
  }
}
