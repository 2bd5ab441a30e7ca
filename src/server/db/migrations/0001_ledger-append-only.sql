-- The token ledger is append-only: rows are never changed or removed.
CREATE FUNCTION "token_ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'token_ledger is append-only (% refused)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "token_ledger_append_only" BEFORE UPDATE OR DELETE ON "token_ledger" FOR EACH ROW EXECUTE FUNCTION "token_ledger_refuse_change"();
