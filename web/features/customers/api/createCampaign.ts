import { useMutation, useQueryClient } from "@tanstack/react-query";
import { messageListSchema, type NewCampaign } from "../../../../common/customers";
import { request } from "../../../lib/api";
import { campaignsKey } from "./campaigns";
import { messagesKey } from "./messages";

/** POST /api/messages: the campaign and one pending message per consenting customer of the segment. */
export const createCampaign = (input: NewCampaign) =>
  request(messageListSchema, "POST", "/api/messages", input);

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: (list) => {
      queryClient.setQueryData(messagesKey(list.campaign.id), list);
      void queryClient.invalidateQueries({ queryKey: campaignsKey });
    },
  });
}
