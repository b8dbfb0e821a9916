-- The public API's webhooks (migration 0034) for the annual review (docs/reviews.md): its check-in opened, every person
-- of the household done with their part, and the review closed (completed, declined or not attempted). Ids only: a
-- decline's reason and an outcome are the household's and the adviser's words, fetched with a credential.
CREATE FUNCTION "webhook_events_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids jsonb := jsonb_build_object('client_id', NEW."client_id", 'review_id', NEW."id");
	kind text;
BEGIN
	IF NEW."status" IS NOT DISTINCT FROM OLD."status" THEN
		RETURN NEW;
	END IF;
	kind := CASE NEW."status"
		WHEN 'invited' THEN 'review.invited'
		WHEN 'checkin_done' THEN 'review.checkin_completed'
		WHEN 'completed' THEN 'review.completed'
		WHEN 'declined' THEN 'review.declined'
		WHEN 'not_attempted' THEN 'review.not_attempted'
	END;
	IF kind IS NOT NULL THEN
		PERFORM "webhook_event_record"(NEW."firm_id", kind, ids);
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_webhook_events" AFTER UPDATE OF "status" ON "reviews" FOR EACH ROW EXECUTE FUNCTION "webhook_events_reviews"();
