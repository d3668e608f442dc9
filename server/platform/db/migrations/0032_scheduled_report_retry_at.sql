-- Scheduled reports run as jobs of the job queue (issue 20 item 5): while a failed send waits for
-- the queue's retry, next_run_at stays the period's close (the job's guard) and retry_at says when.
ALTER TABLE "scheduled_reports" ADD COLUMN "retry_at" timestamp with time zone;
