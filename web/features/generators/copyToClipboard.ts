import { toast } from "../../ui/useToast";

export type CopiedToast = { title: string; description?: string };

/**
 * Copies and says so with the SPEC §8 toast. The clipboard can be refused
 * (permissions, a plain-http origin), so the failure is told, not thrown.
 */
export async function copyToClipboard(text: string, done: CopiedToast): Promise<void> {
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
