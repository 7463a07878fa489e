import { useMutation } from "@tanstack/react-query";
import { menuPreviewSchema } from "../../../../common/competition";
import { request } from "../../../lib/api";

/** POST /api/competition/rivals/{id}/menu/csv: reads a CSV like a paste; saves nothing. */
export const previewCsv = ({ rivalId, csv }: { rivalId: number; csv: string }) =>
  request(menuPreviewSchema, "POST", `/api/competition/rivals/${rivalId}/menu/csv`, { csv });
export const usePreviewCsv = () => useMutation({ mutationFn: previewCsv });
