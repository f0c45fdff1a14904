-- A batch of reservations reads the stock once and writes its accepted reservations together (decision 105).
-- `reservation_place_batch` (0023) placed each reservation of a batch through `reservation_place`: a savepoint, a
-- re-lock of the same price rows, two stock reads and three one-row inserts each, about 1 ms per reservation (3 ms
-- with ten selections at once) of work that, for one hot price, nothing can run beside. Now the batch locks the
-- price rows and capacity assignments once, reads the stock once under those locks, and decides its reservations in
-- arrival order against that stock, counting each accepted one in before deciding the next: the same decision as
-- placing them one after the other, since nobody else can sell these products while the locks are held. The
-- accepted rows go in with one insert per table. A reservation that replaces its session's earlier one still goes
-- through `reservation_place`, after the accepted ones before it are written, and the stock is read again after it.

-- Whether `p_items` (an order's lines) ask more than `p_stock` (as `reservation_stock` returns it) has left: the
-- rule of `reservation_is_short` (0021), applied to a stock already read. Lines of one price count together.
-- PL/pgSQL rather than SQL so that the statement is planned once per connection, not at every call.
CREATE FUNCTION "reservation_is_short_in"("p_stock" jsonb, "p_items" jsonb) RETURNS boolean LANGUAGE plpgsql IMMUTABLE
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN (
  WITH "asked" AS (
    SELECT "line"."product_id", "line"."product_price_id", sum("line"."quantity") AS "quantity"
    FROM jsonb_to_recordset("p_items") AS "line"("product_id" uuid, "product_price_id" uuid, "quantity" bigint)
    GROUP BY "line"."product_id", "line"."product_price_id"
  ),
  "links" AS (
    SELECT "link"."id", "link"."product_id", "link"."status", "link"."capacity", "link"."used", "link"."held"
    FROM jsonb_to_recordset("p_stock"->'limits') AS "link"(
      "id" uuid, "product_id" uuid, "status" text, "capacity" bigint, "used" bigint, "held" bigint
    )
  )
  SELECT EXISTS (
    SELECT 1 FROM "asked"
    INNER JOIN jsonb_to_recordset("p_stock"->'prices') AS "price"("id" uuid, "initial" bigint, "sold" bigint, "held" bigint)
      ON "price"."id" = "asked"."product_price_id"
    WHERE "price"."initial" IS NOT NULL AND "price"."initial" - "price"."sold" - "price"."held" < "asked"."quantity"
  ) OR EXISTS (
    SELECT 1 FROM (
      SELECT DISTINCT "links"."id", "links"."capacity", "links"."used", "links"."held" FROM "links"
      WHERE "links"."status" = 'ACTIVE' AND "links"."capacity" IS NOT NULL
    ) AS "limit"
    WHERE "limit"."capacity" - "limit"."used" - "limit"."held" < (
      SELECT sum("asked"."quantity") FROM "asked"
      INNER JOIN "links" ON "links"."id" = "limit"."id" AND "links"."product_id" = "asked"."product_id"
    )
  ));
END;
$$;
--> statement-breakpoint
-- `p_stock` with `p_items` counted in as held: on their prices, and on every capacity assignment limiting their
-- products (each assignment appears once per limited product, all with the assignment's totals).
CREATE FUNCTION "reservation_stock_take"("p_stock" jsonb, "p_items" jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN (
  WITH "asked" AS (
    SELECT "line"."product_id", "line"."product_price_id", "line"."quantity"
    FROM jsonb_to_recordset("p_items") AS "line"("product_id" uuid, "product_price_id" uuid, "quantity" bigint)
  )
  SELECT jsonb_build_object(
    'prices', coalesce((
      SELECT jsonb_agg("price" || jsonb_build_object('held', ("price"->>'held')::bigint + coalesce((
        SELECT sum("asked"."quantity") FROM "asked" WHERE "asked"."product_price_id" = ("price"->>'id')::uuid
      ), 0)) ORDER BY "position")
      FROM jsonb_array_elements("p_stock"->'prices') WITH ORDINALITY AS "given"("price", "position")
    ), '[]'::jsonb),
    'limits', coalesce((
      SELECT jsonb_agg("limit" || jsonb_build_object('held', ("limit"->>'held')::bigint + coalesce((
        SELECT sum("asked"."quantity") FROM "asked"
        WHERE "asked"."product_id" IN (
          SELECT ("link"->>'product_id')::uuid FROM jsonb_array_elements("p_stock"->'limits') AS "links"("link")
          WHERE "link"->>'id' = "limit"->>'id'
        )
      ), 0)) ORDER BY "position")
      FROM jsonb_array_elements("p_stock"->'limits') WITH ORDINALITY AS "given"("limit", "position")
    ), '[]'::jsonb)
  ));
END;
$$;
--> statement-breakpoint
-- Writes accepted reservations (entries as `reservation_place_batch` takes them) with one insert per table, and
-- returns each one's outcome as `reservation_place` would: its order row and its line rows, in the given order.
CREATE FUNCTION "reservation_write_accepted"("p_entries" jsonb[]) RETURNS jsonb[] LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "v_orders" jsonb;
  "v_items" jsonb;
  "v_outcomes" jsonb[];
BEGIN
  IF coalesce(cardinality("p_entries"), 0) = 0 THEN
    RETURN '{}';
  END IF;
  "v_orders" := "insert_json_rows"('orders', (
    SELECT jsonb_agg("entry"->'order' ORDER BY "position") FROM unnest("p_entries") WITH ORDINALITY AS "given"("entry", "position")
  ));
  "v_items" := "insert_json_rows"('order_items', (
    SELECT jsonb_agg("item" ORDER BY "position", "item_position")
    FROM unnest("p_entries") WITH ORDINALITY AS "given"("entry", "position"),
      jsonb_array_elements("entry"->'items') WITH ORDINALITY AS "lines"("item", "item_position")
  ));
  PERFORM "insert_json_rows"('attendees', (
    SELECT jsonb_agg("attendee" ORDER BY "position", "attendee_position")
    FROM unnest("p_entries") WITH ORDINALITY AS "given"("entry", "position"),
      jsonb_array_elements("entry"->'attendees') WITH ORDINALITY AS "people"("attendee", "attendee_position")
  ));
  SELECT array_agg(jsonb_build_object(
    'order', "order_row",
    'items', coalesce((
      SELECT jsonb_agg("item_row") FROM jsonb_array_elements("v_items") AS "written_items"("item_row")
      WHERE "item_row"->>'order_id' = "order_row"->>'id'
    ), '[]'::jsonb)
  ) ORDER BY "position") INTO "v_outcomes"
  FROM unnest("p_entries") WITH ORDINALITY AS "given"("entry", "position")
  INNER JOIN jsonb_array_elements("v_orders") AS "written_orders"("order_row")
    ON "order_row"->>'id' = "entry"->'order'->>'id';
  RETURN "v_outcomes";
END;
$$;
--> statement-breakpoint
-- Locks what the stock of `p_product_ids` is counted on, in the order every writer takes it: their price rows (id
-- order), then the ACTIVE capacity assignments limiting them (id order). With `p_nowait`, a row locked by another
-- transaction raises lock_not_available at once instead of waiting.
CREATE FUNCTION "reservation_lock_stock"("p_product_ids" uuid[], "p_nowait" boolean DEFAULT false) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF "p_nowait" THEN
    PERFORM 1 FROM "product_prices" WHERE "product_id" = ANY("p_product_ids") ORDER BY "id" FOR NO KEY UPDATE NOWAIT;
    PERFORM 1 FROM "capacity_assignments"
    WHERE "status" = 'ACTIVE' AND "id" IN (
      SELECT "capacity_assignment_id" FROM "capacity_assignment_products" WHERE "product_id" = ANY("p_product_ids")
    )
    ORDER BY "id" FOR UPDATE NOWAIT;
  ELSE
    PERFORM 1 FROM "product_prices" WHERE "product_id" = ANY("p_product_ids") ORDER BY "id" FOR NO KEY UPDATE;
    PERFORM 1 FROM "capacity_assignments"
    WHERE "status" = 'ACTIVE' AND "id" IN (
      SELECT "capacity_assignment_id" FROM "capacity_assignment_products" WHERE "product_id" = ANY("p_product_ids")
    )
    ORDER BY "id" FOR UPDATE;
  END IF;
END;
$$;
--> statement-breakpoint
-- Locks, in id order, the live reservations of the sessions that `p_entries` (reservations as
-- `reservation_place_batch` takes them) ask to replace, and returns those sessions as "event_id session_id". Each
-- session is looked up through the live-session index on its own: a join planned for any number of entries could
-- scan every live reservation of the database once per entry, and did, at 16 ms a batch, on a young database whose
-- statistics still described an empty table (hence no sequential scans here). With `p_nowait`, a reservation
-- locked by another transaction raises lock_not_available at once instead of waiting.
CREATE FUNCTION "reservation_lock_earlier"("p_entries" jsonb, "p_nowait" boolean DEFAULT false) RETURNS text[]
LANGUAGE plpgsql VOLATILE SET enable_seqscan = off AS $$
DECLARE
  "v_ids" uuid[];
  "v_sessions" text[];
BEGIN
  SELECT coalesce(array_agg("earlier"."id"), '{}') INTO "v_ids"
  FROM (
    SELECT DISTINCT ("entry"->'order'->>'event_id')::uuid AS "event_id", "entry"->'order'->>'session_id' AS "session_id"
    FROM jsonb_array_elements("p_entries") AS "given"("entry")
    WHERE ("entry"->>'replace_session')::boolean AND "entry"->'order'->>'session_id' IS NOT NULL
  ) AS "asked"
  CROSS JOIN LATERAL (
    SELECT "orders"."id" FROM "orders"
    WHERE "orders"."session_id" = "asked"."session_id" AND "orders"."event_id" = "asked"."event_id"
      AND "orders"."status" = 'RESERVED'
    OFFSET 0
  ) AS "earlier";
  IF cardinality("v_ids") = 0 THEN
    RETURN '{}';
  END IF;
  IF "p_nowait" THEN
    PERFORM 1 FROM "orders" WHERE "orders"."id" = ANY("v_ids") ORDER BY "orders"."id" FOR NO KEY UPDATE NOWAIT;
  END IF;
  SELECT coalesce(array_agg(DISTINCT "locked"."event_id"::text || ' ' || "locked"."session_id"), '{}') INTO "v_sessions"
  FROM (
    SELECT "orders"."event_id", "orders"."session_id" FROM "orders"
    WHERE "orders"."id" = ANY("v_ids") AND "orders"."status" = 'RESERVED'
    ORDER BY "orders"."id"
    FOR NO KEY UPDATE
  ) AS "locked";
  RETURN "v_sessions";
END;
$$;
--> statement-breakpoint
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
BEGIN
  -- Locks in the order every writer takes them: the sessions' earlier reservations (id order), then the price rows,
  -- then the capacity assignments.
  "v_live_sessions" := "reservation_lock_earlier"("p_batch");
  PERFORM "reservation_lock_stock"("p_product_ids");

  FOR "v_entry" IN SELECT "value" FROM jsonb_array_elements("p_batch") WITH ORDINALITY AS "given"("value", "position")
    ORDER BY "position"
  LOOP
    "v_position" := "v_position" + 1;
    "v_session" := ("v_entry"->'order'->>'event_id') || ' ' || ("v_entry"->'order'->>'session_id');
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
        "v_entry"->'attendees',
        true,
        "p_product_ids",
        ("v_entry"->>'at')::timestamp with time zone
      );
      "v_outcomes"["v_position"] := "v_outcome";
      "v_stock" := NULL;
    ELSE
      IF "v_stock" IS NULL THEN
        "v_stock" := "reservation_stock"(
          "p_product_ids", '00000000-0000-0000-0000-000000000000'::uuid, ("v_entry"->>'at')::timestamp with time zone
        );
      END IF;
      IF "reservation_is_short_in"("v_stock", "v_entry"->'items') THEN
        "v_outcome" := jsonb_build_object('stock', "v_stock");
        "v_outcomes"["v_position"] := "v_outcome";
      ELSE
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
