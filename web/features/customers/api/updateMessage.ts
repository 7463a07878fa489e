import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageSchema } from "../../../../common/customers";
import { request } from "../../../lib/api";
import { campaignsKey } from "./campaigns";
import { messagesKey } from "./messages";

type MessagePatch = { status?: "pending" | "sent"; orderedAgain?: boolean };

/** PATCH /api/messages/{id}: tapped (sent) and/or the customer ordered again. */
export const updateMessage = ({ id, patch }: { id: number; campaignId: number; patch: MessagePatch }) =>
  request(messageSchema, "PATCH", `/api/messages/${id}`, patch);

export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessage,
    onSuccess: (_message, { campaignId }) => {
      void queryClient.invalidateQueries({ queryKey: messagesKey(campaignId) });
      void queryClient.invalidateQueries({ queryKey: campaignsKey });
    },
  });
}
