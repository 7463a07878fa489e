-- Issue 25 (money and access are one outcome): reconciliation looks up the
-- charge intents still pending (payments.status = 'pending') a few minutes
-- after they were written; a partial index keeps that lookup small however
-- many payments there are. Status 'void' (an intent the gateway never got) needs no DDL.
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';
