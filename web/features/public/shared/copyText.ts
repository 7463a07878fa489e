import { toast } from "../../../ui/useToast";

/**
 * Copies text and says so (SPEC §8 "Copiado!"). The clipboard can be refused
 * (permissions, an http origin), so the failure is told, not thrown.
 */
export async function copyText(
  text: string,
  done: { title: string; description?: string } = { title: "Copiado!" },
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ ...done, variant: "success" });
  } catch {
    toast({
      title: "Não foi possível copiar",
      description: "Selecione o texto e copie manualmente.",
      variant: "destructive",
    });
  }
}
