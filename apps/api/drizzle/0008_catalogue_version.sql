CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- Any write to a catalogue table, by anyone, bumps the version and tells every listening instance
-- (CACHE-002). Statement level: a seed of thousands of rows is one bump per statement, not per row.
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	next_version integer;
BEGIN
	UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
	PERFORM pg_notify('rinn_catalogue', next_version::text);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "cities_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "brands_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "models_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "models"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "variants_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "variants"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "interest_rates_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "interest_rates"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "loan_products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "loan_products"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "platform_stats_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "platform_stats"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
