ALTER TABLE "promo_codes" ADD COLUMN "live_usage_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_live_usage_check" CHECK ("promo_codes"."live_usage_count" >= 0);--> statement-breakpoint
-- Promo codes counted at placement (decision 120). `live_usage_count` is the number of live orders (RESERVED,
-- AWAITING_OFFLINE_PAYMENT, COMPLETED) holding a use of the code, and the limit is checked against it:
-- * whoever places an order with a code raises it in one conditional statement that also checks the limit (the
--   reservation functions below, after the price rows and capacity assignments are locked; `writeOrder` on the
--   server), so that concurrent placements can never take more uses than allowed;
-- * a trigger gives the use back when the order ends (ABANDONED or CANCELLED: expiry job or sweep, the buyer
--   abandoning, a new reservation of the same session, staff cancelling, a payment after expiry), whatever code path
--   or statement ends it, once per status change. It is deferred to the end of the transaction: the promo code is
--   the last lock every writer takes (after prices and capacity assignments), and a cancellation that gave the use
--   back at once would lock the code before releasing its units on the prices.
-- Existing data: the counter starts from the live orders now holding each code.
UPDATE "promo_codes" SET "live_usage_count" = "counted"."uses"
FROM (
  SELECT "promo_code_id", count(*)::integer AS "uses" FROM "orders"
  WHERE "promo_code_id" IS NOT NULL AND "status" IN ('RESERVED', 'AWAITING_OFFLINE_PAYMENT', 'COMPLETED')
  GROUP BY "promo_code_id"
) AS "counted"
WHERE "promo_codes"."id" = "counted"."promo_code_id";--> statement-breakpoint
CREATE FUNCTION "orders_promo_use_follows_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "promo_codes"
  SET "live_usage_count" = CASE
    WHEN NEW."status" IN ('RESERVED', 'AWAITING_OFFLINE_PAYMENT', 'COMPLETED') THEN "live_usage_count" + 1
    ELSE greatest("live_usage_count" - 1, 0)
  END
  WHERE "id" = OLD."promo_code_id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The WHEN clause of a constraint trigger is evaluated at the change itself, so each change of an order between a
-- live and an ended status queues exactly one give-back (or, should an ended order ever come back, one use).
CREATE CONSTRAINT TRIGGER "orders_promo_use_follows_status" AFTER UPDATE OF "status" ON "orders"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (
    OLD."promo_code_id" IS NOT NULL
    AND (OLD."status" IN ('RESERVED', 'AWAITING_OFFLINE_PAYMENT', 'COMPLETED'))
      IS DISTINCT FROM (NEW."status" IN ('RESERVED', 'AWAITING_OFFLINE_PAYMENT', 'COMPLETED'))
  )
  EXECUTE FUNCTION "orders_promo_use_follows_status"();--> statement-breakpoint
-- Takes one use of a code if it has one left, counting `p_given_back` uses this transaction gives back at its end
-- (the session's earlier reservation with the same code, replaced by this one). One conditional statement: under
-- concurrency the row lock it takes orders the callers, and each sees the count the one before it committed.
CREATE FUNCTION "promo_code_take_use"("p_promo_code_id" uuid, "p_given_back" integer DEFAULT 0) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  UPDATE "promo_codes" SET "live_usage_count" = "live_usage_count" + 1
  WHERE "id" = "p_promo_code_id"
    AND ("max_allowed_usages" IS NULL OR "live_usage_count" - "p_given_back" < "max_allowed_usages");
  RETURN FOUND;
END;
$$;--> statement-breakpoint
-- Locks, in id order, the promo codes that reservations as `reservation_place_batch` takes them use: the last locks a
-- reservation takes, after the price rows and capacity assignments. With `p_nowait`, a code locked by another
-- transaction raises lock_not_available at once instead of waiting.
CREATE FUNCTION "reservation_lock_promo_codes"("p_entries" jsonb, "p_nowait" boolean DEFAULT false) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "v_ids" uuid[];
BEGIN
  SELECT coalesce(array_agg(DISTINCT ("entry"->'order'->>'promo_code_id')::uuid), '{}') INTO "v_ids"
  FROM jsonb_array_elements("p_entries") AS "given"("entry")
  WHERE "entry"->'order'->>'promo_code_id' IS NOT NULL;
  IF cardinality("v_ids") = 0 THEN
    RETURN;
  END IF;
  IF "p_nowait" THEN
    PERFORM 1 FROM "promo_codes" WHERE "id" = ANY("v_ids") ORDER BY "id" FOR NO KEY UPDATE NOWAIT;
  ELSE
    PERFORM 1 FROM "promo_codes" WHERE "id" = ANY("v_ids") ORDER BY "id" FOR NO KEY UPDATE;
  END IF;
END;
$$;--> statement-breakpoint
-- `reservation_place` (0029) takes the order's use of its promo code last, and gains `p_full_price`: the same order
-- priced without the code, placed instead when the code is used up (the buyer chose to pay full price), or NULL to
-- refuse it then with `{"promo_code_used_up": code}`.
DROP FUNCTION "reservation_place"(jsonb, jsonb, boolean, uuid[], timestamp with time zone);
--> statement-breakpoint
CREATE FUNCTION "reservation_place"(
  "p_order" jsonb,
  "p_items" jsonb,
  "p_replace_session" boolean,
  "p_product_ids" uuid[],
  "p_at" timestamp with time zone,
  "p_full_price" jsonb DEFAULT NULL
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "v_order_id" uuid := ("p_order"->>'id')::uuid;
  -- The session's live reservation of the event, as `orders_session_key_idx` holds it.
  "v_session_key" text := ("p_order"->>'session_id') || ' ' || (("p_order"->>'event_id')::uuid)::text || ' RESERVED';
  "v_promo_code_id" uuid := ("p_order"->>'promo_code_id')::uuid;
  "v_full_price" jsonb := NULLIF("p_full_price", 'null'::jsonb);
  "v_given_back" integer := 0;
  "v_placed" jsonb;
  "v_replaces" boolean := false;
  "v_stock" jsonb;
BEGIN
  IF "p_replace_session" THEN
    SELECT EXISTS (
      SELECT 1 FROM "orders"
      WHERE ("orders"."session_id" || ' ' || "orders"."event_id"::text || ' ' || "orders"."status") = "v_session_key"
    ) INTO "v_replaces";
  END IF;
  -- Already too few left and nothing to replace: refused before writing anything.
  IF NOT "v_replaces" AND "reservation_is_short"("p_items", "v_order_id", "p_at") THEN
    RETURN jsonb_build_object('stock', "reservation_stock"("p_product_ids", "v_order_id", "p_at"));
  END IF;
  -- The code already used up and nothing to replace: refused, or placed at full price, without queueing for a lock.
  -- Like the stock's, this unlocked look may only be a moment early; only the locked statement below takes a use.
  IF "v_promo_code_id" IS NOT NULL AND NOT "v_replaces" AND EXISTS (
    SELECT 1 FROM "promo_codes"
    WHERE "id" = "v_promo_code_id" AND "max_allowed_usages" IS NOT NULL AND "live_usage_count" >= "max_allowed_usages"
  ) THEN
    IF "v_full_price" IS NULL THEN
      RETURN jsonb_build_object('promo_code_used_up', "p_order"->>'promo_code');
    END IF;
    "p_order" := "v_full_price"->'order';
    "p_items" := "v_full_price"->'items';
    "v_order_id" := ("p_order"->>'id')::uuid;
    "v_promo_code_id" := NULL;
  END IF;
  -- A refusal from here on undoes the block's writes (a savepoint), and the statement still succeeds: an error
  -- would make the connection pool discard its connection, and a rush would then spend its time opening new ones.
  BEGIN
    -- Order rows before price rows, as completing an order does, so the two never wait on each other in a cycle.
    IF "v_replaces" THEN
      -- The replaced reservation gives its code's use back at commit (the trigger); counted here if it is this code.
      WITH "replaced" AS (
        UPDATE "orders" SET "status" = 'ABANDONED', "reserved_until" = NULL, "updated_at" = "p_at"
        WHERE ("orders"."session_id" || ' ' || "orders"."event_id"::text || ' ' || "orders"."status") = "v_session_key"
        RETURNING "orders"."promo_code_id"
      )
      SELECT count(*) FILTER (WHERE "replaced"."promo_code_id" = "v_promo_code_id") INTO "v_given_back" FROM "replaced";
      IF "reservation_is_short"("p_items", "v_order_id", "p_at") THEN
        "v_stock" := "reservation_stock"("p_product_ids", "v_order_id", "p_at");
        RAISE EXCEPTION 'Not enough left for this selection' USING ERRCODE = 'MQ409';
      END IF;
    END IF;
    "v_placed" := jsonb_build_object(
      'order', "insert_json_rows"('orders', jsonb_build_array("p_order"))->0,
      'items', "insert_json_rows"('order_items', "p_items")
    );
    PERFORM 1 FROM "product_prices" "locked_price"
    WHERE "locked_price"."product_id" = ANY("p_product_ids")
    ORDER BY "locked_price"."id"
    FOR NO KEY UPDATE;
    PERFORM 1 FROM "capacity_assignments" "locked_assignment"
    WHERE "locked_assignment"."status" = 'ACTIVE'
      AND "locked_assignment"."id" IN (
        SELECT "capacity_assignment_id" FROM "capacity_assignment_products"
        WHERE "capacity_assignment_products"."product_id" = ANY("p_product_ids")
      )
    ORDER BY "locked_assignment"."id"
    FOR UPDATE;
    IF "reservation_is_short"("p_items", "v_order_id", "p_at") THEN
      "v_stock" := "reservation_stock"("p_product_ids", "v_order_id", "p_at");
      RAISE EXCEPTION 'Not enough left for this selection' USING ERRCODE = 'MQ409';
    END IF;
    -- The promo code last: the one statement that decides whether the order gets the code.
    IF "v_promo_code_id" IS NOT NULL AND NOT "promo_code_take_use"("v_promo_code_id", "v_given_back") THEN
      IF "v_full_price" IS NULL THEN
        RAISE EXCEPTION 'The promo code is used up' USING ERRCODE = 'MQ410';
      END IF;
      -- Same quantities, so the stock just checked still holds; the order is written again at full price.
      DELETE FROM "order_items" WHERE "order_id" = "v_order_id";
      DELETE FROM "orders" WHERE "id" = "v_order_id";
      "v_placed" := jsonb_build_object(
        'order', "insert_json_rows"('orders', jsonb_build_array("v_full_price"->'order'))->0,
        'items', "insert_json_rows"('order_items', "v_full_price"->'items')
      );
    END IF;
  EXCEPTION
    WHEN SQLSTATE 'MQ409' THEN
      -- The stock as the refused attempt saw it (a replaced reservation's units back): variables outlive the rollback.
      RETURN jsonb_build_object('stock', "v_stock");
    WHEN SQLSTATE 'MQ410' THEN
      RETURN jsonb_build_object('promo_code_used_up', "p_order"->>'promo_code');
  END;
  RETURN "v_placed";
END;
$$;
--> statement-breakpoint
-- `reservation_place_batch` (0029) locks the batch's promo codes after the stock, and takes each accepted
-- reservation's use in arrival order, right after its stock is counted: a reservation whose code is used up is
-- refused (its stock is not taken) or, when it carries `full_price`, accepted at full price.
CREATE OR REPLACE FUNCTION "reservation_place_batch"("p_batch" jsonb, "p_product_ids" uuid[]) RETURNS jsonb
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "v_entry" jsonb;
  "v_position" integer := 0;
  "v_outcomes" jsonb[] := '{}';
  "v_outcome" jsonb;
  -- "event_id session_id" of the sessions holding a live reservation: taken from the database, then kept up to date.
  "v_live_sessions" text[];
  "v_session" text;
  -- The stock as of the last read plus what the batch accepted since; NULL when it must be read again.
  "v_stock" jsonb;
  -- Accepted, not yet written, and where their outcomes go.
  "v_pending" jsonb[] := '{}';
  "v_pending_positions" integer[] := '{}';
  "v_written" jsonb[];
  "v_promo_code_id" uuid;
  "v_full_price" jsonb;
BEGIN
  -- Locks in the order every writer takes them: the sessions' earlier reservations (id order), then the price rows,
  -- then the capacity assignments, then the promo codes.
  "v_live_sessions" := "reservation_lock_earlier"("p_batch");
  PERFORM "reservation_lock_stock"("p_product_ids");
  PERFORM "reservation_lock_promo_codes"("p_batch");

  FOR "v_entry" IN SELECT "value" FROM jsonb_array_elements("p_batch") WITH ORDINALITY AS "given"("value", "position")
    ORDER BY "position"
  LOOP
    "v_position" := "v_position" + 1;
    "v_session" := ("v_entry"->'order'->>'event_id') || ' ' || ("v_entry"->'order'->>'session_id');
    "v_full_price" := NULLIF("v_entry"->'full_price', 'null'::jsonb);
    IF ("v_entry"->>'replace_session')::boolean AND "v_session" = ANY("v_live_sessions") THEN
      -- Replacing: the reservations accepted before it are written first, so it sees (and may replace) them.
      "v_written" := "reservation_write_accepted"("v_pending");
      FOR "v_index" IN 1 .. coalesce(cardinality("v_pending_positions"), 0) LOOP
        "v_outcomes"["v_pending_positions"["v_index"]] := "v_written"["v_index"];
      END LOOP;
      "v_pending" := '{}';
      "v_pending_positions" := '{}';
      "v_outcome" := "reservation_place"(
        "v_entry"->'order',
        "v_entry"->'items',
        true,
        "p_product_ids",
        ("v_entry"->>'at')::timestamp with time zone,
        "v_full_price"
      );
      "v_outcomes"["v_position"] := "v_outcome";
      "v_stock" := NULL;
    ELSE
      IF "v_stock" IS NULL THEN
        "v_stock" := "reservation_stock"(
          "p_product_ids", '00000000-0000-0000-0000-000000000000'::uuid, ("v_entry"->>'at')::timestamp with time zone
        );
      END IF;
      "v_promo_code_id" := ("v_entry"->'order'->>'promo_code_id')::uuid;
      IF "reservation_is_short_in"("v_stock", "v_entry"->'items') THEN
        "v_outcome" := jsonb_build_object('stock', "v_stock");
        "v_outcomes"["v_position"] := "v_outcome";
      ELSIF "v_promo_code_id" IS NOT NULL AND "v_full_price" IS NULL
        AND NOT "promo_code_take_use"("v_promo_code_id") THEN
        "v_outcome" := jsonb_build_object('promo_code_used_up', "v_entry"->'order'->>'promo_code');
        "v_outcomes"["v_position"] := "v_outcome";
      ELSE
        IF "v_promo_code_id" IS NOT NULL AND "v_full_price" IS NOT NULL
          AND NOT "promo_code_take_use"("v_promo_code_id") THEN
          "v_entry" := "v_entry" || jsonb_build_object('order', "v_full_price"->'order', 'items', "v_full_price"->'items');
        END IF;
        "v_outcome" := '{"order": null}'::jsonb;
        "v_stock" := "reservation_stock_take"("v_stock", "v_entry"->'items');
        "v_pending" := array_append("v_pending", "v_entry");
        "v_pending_positions" := array_append("v_pending_positions", "v_position");
        "v_outcomes"["v_position"] := NULL;
      END IF;
    END IF;
    IF "v_outcome" ? 'order' AND "v_session" IS NOT NULL THEN
      "v_live_sessions" := array_append("v_live_sessions", "v_session");
    END IF;
  END LOOP;
  "v_written" := "reservation_write_accepted"("v_pending");
  FOR "v_index" IN 1 .. coalesce(cardinality("v_pending_positions"), 0) LOOP
    "v_outcomes"["v_pending_positions"["v_index"]] := "v_written"["v_index"];
  END LOOP;
  RETURN to_jsonb("v_outcomes");
END;
$$;
--> statement-breakpoint
-- `reservation_place_groups` (0026) also takes the promo codes of all its reservations, last and without waiting.
CREATE OR REPLACE FUNCTION "reservation_place_groups"("p_groups" jsonb) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "v_product_ids" uuid[];
  "v_group" jsonb;
  "v_outcomes" jsonb[] := '{}';
BEGIN
  SELECT coalesce(array_agg(DISTINCT "product"."id"::uuid), '{}') INTO "v_product_ids"
  FROM jsonb_array_elements("p_groups") AS "given"("selection"),
    jsonb_array_elements_text("selection"->'product_ids') AS "product"("id");
  BEGIN
    PERFORM "reservation_lock_earlier"((
      SELECT coalesce(jsonb_agg("entry"), '[]'::jsonb)
      FROM jsonb_array_elements("p_groups") AS "given"("selection"),
        jsonb_array_elements("selection"->'entries') AS "entries"("entry")
      WHERE ("entry"->>'replace_session')::boolean
    ), true);
    PERFORM "reservation_lock_stock"("v_product_ids", true);
    PERFORM "reservation_lock_promo_codes"((
      SELECT coalesce(jsonb_agg("entry"), '[]'::jsonb)
      FROM jsonb_array_elements("p_groups") AS "given"("selection"),
        jsonb_array_elements("selection"->'entries') AS "entries"("entry")
    ), true);
  EXCEPTION WHEN lock_not_available THEN
    RETURN NULL;
  END;
  FOR "v_group" IN SELECT "value" FROM jsonb_array_elements("p_groups") WITH ORDINALITY AS "given"("value", "position")
    ORDER BY "position"
  LOOP
    "v_outcomes" := array_append("v_outcomes", "reservation_place_batch"(
      "v_group"->'entries',
      ARRAY(SELECT jsonb_array_elements_text("v_group"->'product_ids'))::uuid[]
    ));
  END LOOP;
  RETURN to_jsonb("v_outcomes");
END;
$$;
