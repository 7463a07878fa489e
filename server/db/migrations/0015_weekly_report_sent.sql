-- Issue 27: the Monday of the last week whose report was mailed to the owner (the weekly email goes once per week).
ALTER TABLE "users" ADD COLUMN "weekly_report_sent_week" date;
