CREATE TABLE "dashboard_counts" (
	"level" smallint NOT NULL,
	"month" date NOT NULL,
	"country_pair" text,
	"industry_major_id" uuid,
	"bank_id" uuid,
	"branch_id" uuid,
	"measure" text NOT NULL,
	"step" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "dashboard_counts_key" UNIQUE NULLS NOT DISTINCT("level","month","measure","step","reason","country_pair","industry_major_id","bank_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_step_times" (
	"level" smallint NOT NULL,
	"month" date NOT NULL,
	"country_pair" text,
	"industry_major_id" uuid,
	"bank_id" uuid,
	"branch_id" uuid,
	"step" text NOT NULL,
	"bucket" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "dashboard_step_times_key" UNIQUE NULLS NOT DISTINCT("level","month","step","bucket","country_pair","industry_major_id","bank_id","branch_id")
);
--> statement-breakpoint
CREATE INDEX "dashboard_counts_bank_idx" ON "dashboard_counts" USING btree ("level","bank_id","month");--> statement-breakpoint
CREATE INDEX "dashboard_counts_branch_idx" ON "dashboard_counts" USING btree ("level","branch_id","month");--> statement-breakpoint
CREATE INDEX "dashboard_counts_industry_idx" ON "dashboard_counts" USING btree ("level","industry_major_id","month");--> statement-breakpoint
CREATE INDEX "dashboard_step_times_bank_idx" ON "dashboard_step_times" USING btree ("level","bank_id","month");--> statement-breakpoint
CREATE INDEX "dashboard_step_times_branch_idx" ON "dashboard_step_times" USING btree ("level","branch_id","month");--> statement-breakpoint
CREATE INDEX "dashboard_step_times_industry_idx" ON "dashboard_step_times" USING btree ("level","industry_major_id","month");
--> statement-breakpoint
-- What is overdue now, as the dashboards count it: from these indexes alone when no filter needs
-- the offer or the companies (a negotiation's due time is null at a final stage).
CREATE INDEX "negotiations_overdue_idx" ON "negotiations" ("due_at") INCLUDE ("stage", "offer_bank_id", "applicant_bank_id", "offer_id", "offer_organisation_id", "applicant_organisation_id") WHERE "due_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "offers_review_overdue_idx" ON "offers" ("review_due_at") INCLUDE ("bank_id", "branch_id", "industry_major_id")
  WHERE "status" = 'waiting_for_approval' AND "deleted_at" IS NULL AND "review_due_at" IS NOT NULL;--> statement-breakpoint
-- The dashboards' counts, derived from the event log (docs/product/dashboards.md,
-- docs/decisions/060-dashboards-from-the-event-log.md).
--
-- The progress step of a negotiation stage, as `stepOfStage` in src/shared/negotiation-lifecycle.ts
-- says it (a pending cancel request is at its stage's step; `canceled` has none). A test holds the
-- two to the same answer for every stage.
CREATE FUNCTION negotiation_step_of(stage text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE split_part(stage, ':', 1)
    WHEN 'bank_approval' THEN 'bank_approval'
    WHEN 'nda_offer_company' THEN 'nda_offer_company'
    WHEN 'nda_applicant' THEN 'nda_applicant'
    WHEN 'coordinator_assignment' THEN 'coordinator_assignment'
    WHEN 'coordinator_offered' THEN 'coordinator_assignment'
    WHEN 'contract_creation' THEN 'contract_creation'
    WHEN 'contract_signing' THEN 'contract_signing'
    WHEN 'completion_request' THEN 'completion_request'
    WHEN 'completion_requested' THEN 'completion'
    WHEN 'completed' THEN 'completion'
  END
$$;--> statement-breakpoint
-- Whether a negotiation event moves it to another step (or ends it): it then leaves the step it was at.
CREATE FUNCTION negotiation_step_changes(from_state text, to_state text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_state IS NOT NULL
    AND (from_state IS NULL OR negotiation_step_of(from_state) IS DISTINCT FROM negotiation_step_of(to_state) OR to_state = 'completed')
$$;--> statement-breakpoint
-- The facts of each event, a row per fact and per side it counts for:
-- - an offer's first approval: `published` (its bank and branch);
-- - a negotiation's apply, bank approval, second NDA agreement, contract and completion: the funnel's
--   step; its cancellation: `canceled`, with the step it ended at and the reason;
-- - a negotiation event that changes its step: `step_time`, the time since it entered the step it
--   leaves, as a histogram bucket 10 % wide;
-- each for the offer's side and, when its bank or branch differs, the applicant's.
CREATE VIEW dashboard_event_facts AS
SELECT e.id AS event_id,
  date_trunc('month', e.occurred_at AT TIME ZONE 'Asia/Tokyo')::date AS month,
  'published'::text AS measure, ''::text AS step, ''::text AS reason, (-1)::smallint AS bucket,
  oc.country || '-' || coalesce(o.target_country, oc.country) AS country_pair,
  o.industry_major_id, o.bank_id, o.branch_id, 'offer'::text AS side, true AS counts_for_bank
FROM events e
-- (the cast only for the subject type whose ids are UUIDs, whatever order the planner takes)
JOIN offers o ON o.id = CASE WHEN e.subject_type = 'offer' THEN e.subject_id::uuid END
JOIN organisations oc ON oc.id = o.organisation_id
WHERE e.subject_type = 'offer' AND e.action = 'offer.approve'
  AND NOT EXISTS (
    SELECT 1 FROM events p
    WHERE p.subject_type = 'offer' AND p.subject_id = e.subject_id AND p.action = 'offer.approve' AND p.id < e.id
  )
UNION ALL
SELECT e.id, date_trunc('month', e.occurred_at AT TIME ZONE 'Asia/Tokyo')::date,
  f.measure, f.step, f.reason, f.bucket,
  oc.country || '-' || ac.country, o.industry_major_id, s.bank_id, s.branch_id, s.side, s.counts_for_bank
FROM events e
JOIN negotiations n ON n.id = CASE WHEN e.subject_type = 'negotiation' THEN e.subject_id::uuid END
JOIN offers o ON o.id = n.offer_id
JOIN organisations oc ON oc.id = n.offer_organisation_id
JOIN organisations ac ON ac.id = n.applicant_organisation_id
CROSS JOIN LATERAL (
  SELECT v.measure, v.step, v.reason, v.bucket
  FROM (VALUES
    (CASE e.action
       WHEN 'negotiation.apply' THEN 'applied'
       WHEN 'negotiation.bank_approve' THEN 'bank_approved'
       WHEN 'negotiation.applicant_nda_agree' THEN 'ndas_agreed'
       WHEN 'negotiation.create_contract' THEN 'contracted'
       WHEN 'negotiation.approve_completion' THEN 'completed'
     END, '', '', (-1)::smallint),
    (CASE WHEN e.to_state = 'canceled' THEN 'canceled' END,
     coalesce(negotiation_step_of(e.from_state), ''),
     CASE
       WHEN e.to_state <> 'canceled' THEN ''
       WHEN e.action = 'negotiation.bank_deny' THEN 'bank_denied'
       WHEN e.action IN ('negotiation.offer_company_nda_disagree', 'negotiation.applicant_nda_disagree') THEN 'nda_' || (e.payload ->> 'reason_code')
       ELSE coalesce((
         SELECT CASE WHEN r.actor_organisation_id = n.offer_organisation_id THEN 'request_offer_company' ELSE 'request_applicant' END
         FROM events r
         WHERE r.subject_type = 'negotiation' AND r.subject_id = e.subject_id AND r.action = 'negotiation.request_cancel' AND r.id < e.id
         ORDER BY r.id DESC LIMIT 1
       ), 'request')
     END,
     (-1)::smallint),
    (CASE WHEN e.from_state IS NOT NULL AND negotiation_step_changes(e.from_state, e.to_state) THEN 'step_time' END,
     coalesce(negotiation_step_of(e.from_state), ''),
     '',
     CASE WHEN e.from_state IS NULL OR NOT negotiation_step_changes(e.from_state, e.to_state) THEN (-1)::smallint ELSE (
       SELECT floor(ln(greatest(extract(epoch FROM e.occurred_at - p.occurred_at), 1)) / ln(1.1))::smallint
       FROM events p
       WHERE p.subject_type = 'negotiation' AND p.subject_id = e.subject_id AND p.id < e.id
         AND negotiation_step_changes(p.from_state, p.to_state)
       ORDER BY p.id DESC LIMIT 1
     ) END)
  ) AS v (measure, step, reason, bucket)
  WHERE v.measure IS NOT NULL AND v.bucket IS NOT NULL
) f
CROSS JOIN LATERAL (
  SELECT w.bank_id, w.branch_id, w.side, w.counts_for_bank
  FROM (VALUES
    (n.offer_bank_id, o.branch_id, 'offer', true),
    (n.applicant_bank_id, ac.branch_id, 'applicant', n.applicant_bank_id <> n.offer_bank_id)
  ) AS w (bank_id, branch_id, side, counts_for_bank)
  WHERE w.side = 'offer' OR (n.applicant_bank_id, ac.branch_id) IS DISTINCT FROM (n.offer_bank_id, o.branch_id)
) s
WHERE e.subject_type = 'negotiation' AND e.to_state IS NOT NULL;--> statement-breakpoint
-- Each event's counts rolled up to the twelve levels (a level keeps the dimensions its bits name:
-- 8 country pair, 4 industry, 2 bank, 1 branch; a level with the branch keeps its bank too, since a
-- branch is of one bank). A negotiation counts once at a level without bank or branch (its offer
-- side), once for each bank at a level with the bank, once for each branch at a level with the
-- branch. Counts the events of `event_ids`. PL/pgSQL with a generic plan: the trigger's call, one
-- event at a time, plans its two statements once a session (planning them took 8 ms an event), and
-- the plan follows each event's rows by their keys.
CREATE FUNCTION dashboard_facts_add_events(event_ids bigint[]) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  INSERT INTO dashboard_counts (level, month, measure, step, reason, country_pair, industry_major_id, bank_id, branch_id, n)
  SELECT level, month, measure, step, reason, country_pair, industry_major_id, bank_id, branch_id, n
  FROM (
    SELECT 15 - grouping(country_pair, industry_major_id, bank_id, branch_id) AS level,
      month, measure, step, reason, country_pair, industry_major_id, bank_id, branch_id,
      (CASE
        WHEN grouping(branch_id) = 0 THEN count(*)
        WHEN grouping(bank_id) = 0 THEN count(*) FILTER (WHERE counts_for_bank)
        ELSE count(*) FILTER (WHERE side = 'offer')
      END)::int AS n
    FROM dashboard_event_facts
    WHERE measure <> 'step_time' AND event_id = ANY (event_ids)
    GROUP BY month, measure, step, reason, CUBE (country_pair, industry_major_id), ROLLUP (bank_id, branch_id)
  ) c
  WHERE n > 0
  ON CONFLICT ON CONSTRAINT dashboard_counts_key DO UPDATE SET n = dashboard_counts.n + excluded.n;
  INSERT INTO dashboard_step_times (level, month, step, bucket, country_pair, industry_major_id, bank_id, branch_id, n)
  SELECT level, month, step, bucket, country_pair, industry_major_id, bank_id, branch_id, n
  FROM (
    SELECT 15 - grouping(country_pair, industry_major_id, bank_id, branch_id) AS level,
      month, step, bucket, country_pair, industry_major_id, bank_id, branch_id,
      (CASE
        WHEN grouping(branch_id) = 0 THEN count(*)
        WHEN grouping(bank_id) = 0 THEN count(*) FILTER (WHERE counts_for_bank)
        ELSE count(*) FILTER (WHERE side = 'offer')
      END)::int AS n
    FROM dashboard_event_facts
    WHERE measure = 'step_time' AND event_id = ANY (event_ids)
    GROUP BY month, step, bucket, CUBE (country_pair, industry_major_id), ROLLUP (bank_id, branch_id)
  ) t
  WHERE n > 0
  ON CONFLICT ON CONSTRAINT dashboard_step_times_key DO UPDATE SET n = dashboard_step_times.n + excluded.n;
END
$$;--> statement-breakpoint
-- A new event's counts, added in the event's own transaction.
CREATE FUNCTION dashboard_facts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_facts_add_events(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER dashboard_facts_events AFTER INSERT ON events FOR EACH ROW
  WHEN (NEW.action = 'offer.approve' OR (NEW.subject_type = 'negotiation' AND NEW.to_state IS NOT NULL))
  EXECUTE FUNCTION dashboard_facts_add();--> statement-breakpoint
-- Both tables again from the whole log (after events were dated anew, as the demo seed does).
CREATE FUNCTION dashboard_facts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_counts;
  DELETE FROM dashboard_step_times;
  PERFORM dashboard_facts_add_events(ARRAY(SELECT id FROM events WHERE action = 'offer.approve' OR (subject_type = 'negotiation' AND to_state IS NOT NULL)));
END
$$;--> statement-breakpoint
SELECT dashboard_facts_rebuild();
