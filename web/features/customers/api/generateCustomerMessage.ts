import { useMutation } from "@tanstack/react-query";
import {
  type CampaignGoal,
  type CustomerSegment,
  customerMessageReplySchema,
} from "../../../../common/customers";
import { request } from "../../../lib/api";

/** POST /api/generate-customer-message: the text with {nome}. */
export const generateCustomerMessage = (input: { segment: CustomerSegment; goal: CampaignGoal }) =>
  request(customerMessageReplySchema, "POST", "/api/generate-customer-message", input);

export const useGenerateCustomerMessage = () => useMutation({ mutationFn: generateCustomerMessage });
