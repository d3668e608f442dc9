-- Every bump of a company's catalog version (0002, 0006) is announced on the event bus's channel,
-- so a subscriber on any server instance hears of a catalogue change made anywhere (API, import,
-- seed, psql). The payload names the company only (ids, never rows: NOTIFY carries ≤ 8000 bytes),
-- and PostgreSQL folds identical notifications of one transaction into one, so an import of a
-- thousand rows is one event. The message format is server/events/bus.ts's: {"t": topic, "p": payload}.
CREATE OR REPLACE FUNCTION catalog_version_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ordna_events', json_build_object(
    't', 'catalogChanged:' || NEW.company_id,
    'p', json_build_object('companyId', NEW.company_id))::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_versions_notify AFTER INSERT OR UPDATE ON catalog_versions
  FOR EACH ROW EXECUTE FUNCTION catalog_version_changed();
