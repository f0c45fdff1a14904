-- A reservation in one statement (decision 102). The server prices the order and checks the selection; this
-- writes it only while the stock allows, so no code path and no race can oversell: the session's earlier
-- reservation is replaced, an unlocked look gives up at once when the stock is already too small (a rush's buyers
-- beyond the stock never queue for the locks), the order, its lines and attendees are inserted, the price rows of
-- the products and then their ACTIVE capacity assignments are locked in id order, and the stock is read again under
-- those locks. Each statement of a volatile function takes a fresh snapshot, so that read sees what earlier lock
-- holders committed. A shortage undoes every write and returns the stock the refusal saw, from which the server
-- words the message.

-- Rows given as JSON objects keyed by column name, inserted as one statement; the inserted rows come back as JSON.
CREATE FUNCTION "insert_json_rows"("p_table" regclass, "p_rows" jsonb) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "v_columns" text;
  "v_inserted" jsonb;
BEGIN
  IF "p_rows" IS NULL OR jsonb_array_length("p_rows") = 0 THEN
    RETURN '[]'::jsonb;
  END IF;
  SELECT string_agg(DISTINCT quote_ident("column_name"), ', ') INTO "v_columns"
  FROM jsonb_array_elements("p_rows") AS "given"("value"), jsonb_object_keys("given"."value") AS "column_name";
  EXECUTE format(
    'WITH "inserted" AS (INSERT INTO %s (%s) SELECT %s FROM jsonb_populate_recordset(NULL::%s, $1) RETURNING *) '
      'SELECT coalesce(jsonb_agg(to_jsonb("inserted")), ''[]''::jsonb) FROM "inserted"',
    "p_table", "v_columns", "v_columns", "p_table"
  ) INTO "v_inserted" USING "p_rows";
  RETURN "v_inserted";
END;
$$;--> statement-breakpoint

-- Stock of the products' prices and of their ACTIVE capacity assignments, with live holds (one order left out).
-- PL/pgSQL rather than SQL functions: PL/pgSQL keeps its statements' plans for the connection's life, where a SQL
-- function that is not inlined is planned again at every call.
CREATE FUNCTION "reservation_stock"("p_product_ids" uuid[], "p_order_id" uuid, "p_at" timestamp with time zone)
RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN jsonb_build_object(
    'prices', coalesce((
      SELECT jsonb_agg(jsonb_build_object(
        'id', "pp"."id",
        'product_id', "pp"."product_id",
        'initial', "pp"."initial_quantity_available",
        'sold', "pp"."quantity_sold",
        'held', coalesce((
          SELECT sum("held"."quantity") FROM "order_items" "held"
          WHERE "held"."product_price_id" = "pp"."id" AND "held"."held_until" > "p_at" AND "held"."order_id" <> "p_order_id"
        ), 0)
      ))
      FROM "product_prices" "pp" WHERE "pp"."product_id" = ANY("p_product_ids")
    ), '[]'::jsonb),
    'limits', coalesce((
      SELECT jsonb_agg(jsonb_build_object(
        'id', "ca"."id",
        'product_id', "link"."product_id",
        'status', "ca"."status",
        'capacity', "ca"."capacity",
        'used', coalesce((
          SELECT sum("used_price"."quantity_sold")
          FROM "capacity_assignment_products" "used_link"
          INNER JOIN "product_prices" "used_price" ON "used_price"."product_id" = "used_link"."product_id"
          WHERE "used_link"."capacity_assignment_id" = "ca"."id"
        ), 0),
        'held', coalesce((
          SELECT sum("held_item"."quantity")
          FROM "capacity_assignment_products" "held_link"
          INNER JOIN "order_items" "held_item" ON "held_item"."product_id" = "held_link"."product_id"
          WHERE "held_link"."capacity_assignment_id" = "ca"."id" AND "held_item"."held_until" > "p_at"
            AND "held_item"."order_id" <> "p_order_id"
        ), 0)
      ))
      FROM "capacity_assignment_products" "link"
      INNER JOIN "capacity_assignments" "ca" ON "ca"."id" = "link"."capacity_assignment_id"
      WHERE "link"."product_id" = ANY("p_product_ids") AND "ca"."status" = 'ACTIVE'
    ), '[]'::jsonb)
  );
END;
$$;--> statement-breakpoint

-- Whether the asked lines (order_items rows as JSON) want more than is left: of a price's own stock, or of an
-- ACTIVE capacity assignment over all the asked lines of the products it covers.
CREATE FUNCTION "reservation_is_short"("p_items" jsonb, "p_order_id" uuid, "p_at" timestamp with time zone)
RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN (
  WITH "asked" AS (
    SELECT "product_id", "product_price_id", "quantity"
    FROM jsonb_to_recordset("p_items") AS "line"("product_id" uuid, "product_price_id" uuid, "quantity" integer)
  )
  SELECT EXISTS (
    SELECT 1 FROM "asked" INNER JOIN "product_prices" "pp" ON "pp"."id" = "asked"."product_price_id"
    WHERE "pp"."initial_quantity_available" IS NOT NULL
      AND "pp"."initial_quantity_available" - "pp"."quantity_sold" - coalesce((
        SELECT sum("held"."quantity") FROM "order_items" "held"
        WHERE "held"."product_price_id" = "pp"."id" AND "held"."held_until" > "p_at" AND "held"."order_id" <> "p_order_id"
      ), 0) < "asked"."quantity"
  ) OR EXISTS (
    SELECT 1 FROM "capacity_assignments" "ca"
    WHERE "ca"."status" = 'ACTIVE' AND "ca"."capacity" IS NOT NULL
      AND "ca"."id" IN (
        SELECT "capacity_assignment_id" FROM "capacity_assignment_products"
        WHERE "product_id" IN (SELECT "product_id" FROM "asked")
      )
      AND "ca"."capacity"
        - coalesce((
          SELECT sum("used_price"."quantity_sold")
          FROM "capacity_assignment_products" "used_link"
          INNER JOIN "product_prices" "used_price" ON "used_price"."product_id" = "used_link"."product_id"
          WHERE "used_link"."capacity_assignment_id" = "ca"."id"
        ), 0)
        - coalesce((
          SELECT sum("held_item"."quantity")
          FROM "capacity_assignment_products" "held_link"
          INNER JOIN "order_items" "held_item" ON "held_item"."product_id" = "held_link"."product_id"
          WHERE "held_link"."capacity_assignment_id" = "ca"."id" AND "held_item"."held_until" > "p_at"
            AND "held_item"."order_id" <> "p_order_id"
        ), 0)
        < (
          SELECT sum("asked"."quantity") FROM "asked"
          INNER JOIN "capacity_assignment_products" "asked_link"
            ON "asked_link"."product_id" = "asked"."product_id" AND "asked_link"."capacity_assignment_id" = "ca"."id"
        )
  ));
END;
$$;--> statement-breakpoint

CREATE FUNCTION "reservation_place"(
  "p_order" jsonb,
  "p_items" jsonb,
  "p_attendees" jsonb,
  "p_replace_session" boolean,
  "p_product_ids" uuid[],
  "p_at" timestamp with time zone
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "v_order_id" uuid := ("p_order"->>'id')::uuid;
  "v_placed" jsonb;
BEGIN
  -- Already too few left and nothing to replace: refused before writing anything.
  IF NOT "p_replace_session" AND "reservation_is_short"("p_items", "v_order_id", "p_at") THEN
    RETURN jsonb_build_object('stock', "reservation_stock"("p_product_ids", "v_order_id", "p_at"));
  END IF;
  -- A refusal from here on undoes the block's writes (a savepoint), and the statement still succeeds: an error
  -- would make the connection pool discard its connection, and a rush would then spend its time opening new ones.
  BEGIN
    -- Order rows before price rows, as completing an order does, so the two never wait on each other in a cycle.
    IF "p_replace_session" THEN
      UPDATE "orders" SET "status" = 'ABANDONED', "reserved_until" = NULL, "updated_at" = "p_at"
      WHERE "orders"."event_id" = ("p_order"->>'event_id')::uuid
        AND "orders"."session_id" = "p_order"->>'session_id'
        AND "orders"."status" = 'RESERVED';
      IF "reservation_is_short"("p_items", "v_order_id", "p_at") THEN
        RAISE EXCEPTION 'Not enough left for this selection' USING ERRCODE = 'MQ409';
      END IF;
    END IF;
    "v_placed" := jsonb_build_object(
      'order', "insert_json_rows"('orders', jsonb_build_array("p_order"))->0,
      'items', "insert_json_rows"('order_items', "p_items")
    );
    PERFORM "insert_json_rows"('attendees', "p_attendees");
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
      RAISE EXCEPTION 'Not enough left for this selection' USING ERRCODE = 'MQ409';
    END IF;
  EXCEPTION WHEN SQLSTATE 'MQ409' THEN
    RETURN jsonb_build_object('stock', "reservation_stock"("p_product_ids", "v_order_id", "p_at"));
  END;
  RETURN "v_placed";
END;
$$;
