import { useMutation } from "@tanstack/react-query";
import { menuPreviewSchema } from "../../../../common/competition";
import { request } from "../../../lib/api";

/** POST /api/competition/rivals/{id}/menu/preview: reads a paste; saves nothing. */
export const previewMenu = ({ rivalId, text }: { rivalId: number; text: string }) =>
  request(menuPreviewSchema, "POST", `/api/competition/rivals/${rivalId}/menu/preview`, { text });
export const usePreviewMenu = () => useMutation({ mutationFn: previewMenu });
